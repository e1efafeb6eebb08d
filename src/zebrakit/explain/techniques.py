"""The closed set of solving techniques, named as puzzle books name them, simplest first.

Every step of an explanation uses exactly one of these. The rank orders them from the
simplest; ``weight`` is what the grade counts (see ``grading``). The clue techniques are the
native engine's propagation rules seen from the solver's chair: a clue over two values keeps
a house of one only if some house of the other fits it ("pair support").
"""

from __future__ import annotations

from dataclasses import dataclass

from ..clues import Clue


@dataclass(frozen=True)
class Technique:
    """A named way of reasoning, its place in the order and its weight in the grade."""

    name: str
    rank: int
    weight: int
    level: int
    """0: basic (one clue or none), 1: pairs and triples, 2: what-if and case split."""
    description: str
    engine_rule: str = ""
    """The native engine's name for the same rule, where it has one."""


_TABLE = (
    ("naked single", 0, 0, "only place left for a value: every other house is ruled out for "
     "it, so it is in the last one (the native engine's word: a value whose domain is one "
     "house)", "naked single"),
    ("hidden single", 0, 0, "only value left for a house: of one category, a single value can "
     "still go there, so it does (the native engine's word: a house in one domain only)",
     "hidden single"),
    ("direct placement", 1, 1, "a clue puts a value in a house", "position rule"),
    ("elimination by a clue", 1, 1, "a clue rules a value out of houses (not at, not with)",
     "different-house support"),
    ("transfer through a known equal", 2, 1, "two values a clue puts together share what is "
     "known: a house ruled out for one is ruled out for the other", "same-house support"),
    ("at the ends", 2, 2, "a clue puts a value at one end of the row", "position rule"),
    ("adjacency", 3, 2, "a clue about neighbours or a distance keeps only houses with a "
     "neighbour at the right distance", "offset support"),
    ("ordering / range", 3, 3, "a clue about left and right (or more and less) cuts the ends "
     "of a value's range", "order support"),
    ("between", 4, 3, "a clue about a value between two others", "between support"),
    ("either-or cases", 4, 4, "a clue with alternatives keeps what at least one case allows",
     "either-or support"),
    ("relation", 4, 4, "a clue relating categories (arithmetic, posts, cycles) keeps what some "
     "placement allows", "relation support"),
    ("pairs and triples", 5, 6, "a few values share exactly as many houses (a Hall set), so no "
     "other value of their category can go there", ""),
    ("what-if", 6, 8, "assume a value is in a house, follow the simpler techniques to a "
     "contradiction, conclude it is not there (nested: a what-if inside a what-if)", ""),
    ("case split", 7, 10, "a value has two houses left: follow the simpler techniques from "
     "each; what both cases rule out is ruled out", ""),
)

TECHNIQUES: dict[str, Technique] = {
    name: Technique(name, rank, weight, 2 if rank >= 6 else 1 if rank == 5 else 0,
                    description, rule)
    for name, rank, weight, description, rule in _TABLE
}
"""Every technique by name, in order from the simplest."""

CLUE_TECHNIQUES = {
    "at": "direct placement", "not at": "elimination by a clue", "different": "elimination by a clue",
    "same": "transfer through a known equal", "at end": "at the ends", "offset": "adjacency",
    "apart": "adjacency", "not apart": "adjacency", "before": "ordering / range",
    "compare": "ordering / range", "between": "between", "either": "either-or cases",
    "all": "either-or cases", "not": "either-or cases", "relation": "relation",
    "cycles": "relation",
}
"""The technique a clue of each kind is used with."""


def clue_technique(clue: Clue) -> str:
    """The technique a step using ``clue`` alone goes by."""
    return CLUE_TECHNIQUES.get(clue.kind, "relation")


def rank(name: str) -> int:
    """The technique's place in the order, simplest first."""
    return TECHNIQUES[name].rank


def describe() -> list[tuple[str, str]]:
    """(name, description) of every technique, simplest first (for help texts)."""
    return [(t.name, t.description) for t in TECHNIQUES.values()]
