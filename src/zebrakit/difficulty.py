"""How hard a puzzle is, measured from how it is solved rather than from its size.

Three levels, each defined by the least reasoning that solves the puzzle:

- **easy**: propagation alone places every value. The native engine's rules
  (``zebrakit.engines.propagation``: naked single, hidden single, pair, between, either-or and
  tuple support, position rules; not the Hall pairs its search may add) reach the solution at
  the root without a guess: the native search takes a single node.
- **medium**: propagation stalls, and one round of hypotheses finishes the job: try each open
  position of each value ("if the Brit lived in house 2..."), strike out every position that
  propagation refutes at once, propagate, and every value is placed.
- **hard**: one round is not enough. Either later rounds are needed (hypotheses that only fail
  once earlier refutations are known) or no hypothesis fails at once and solving needs a guess
  inside a guess.

The measures beside the level: ``nodes`` and ``propagations`` of the native engine's search
for the solution and the proof that there is no second one; ``fixed_by_propagation``, the
share of values propagation alone places; ``rounds``, the rounds of hypotheses needed (0 for
easy, -1 when rounds never finish); ``clues``; ``solutions`` found, counting no further than 2.

``band`` grades a puzzle another way, by the techniques a person needs to solve it (easy,
medium, hard, expert; see ``zebrakit.explain.grading``). The band is what users see and what
``zebrakit generate --difficulty`` asks for (``zebrakit.generate.bands``); the levels remain
the generator's fast inner measure, and what dataset recipes mix (``--levels``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any
from collections.abc import Callable, Sequence

from .model import Puzzle

LEVELS = ("easy", "medium", "hard")
"""The generator's levels (rounds of hypotheses), easiest first."""
BANDS = ("easy", "medium", "hard", "expert")
"""The bands of the grade (``zebrakit.explain.grading``), easiest first: what ``--difficulty`` asks for."""

Propagate = Callable[[list[int], list[int], Any], bool]
"""propagate(domains, queue of constraint ids, stats) -> False on contradiction (stats: a
``zebrakit.engines.propagation.PropagationStats``)."""


@dataclass(frozen=True)
class Difficulty:
    """A puzzle's level and the solving measures it rests on."""

    level: str
    nodes: int
    propagations: int
    fixed_by_propagation: float
    rounds: int
    clues: int
    solutions: int = 1
    """Solutions found, counting no further than 2 (a measured puzzle should have exactly 1)."""
    band: str | None = None
    """The band of ``zebrakit.explain.grade`` (easy, medium, hard, expert), when graded."""
    score: float | None = None
    """The grade's score, when graded."""
    hardest: str | None = None
    """The hardest technique the explanation needs, when graded."""

    def as_dict(self) -> dict[str, object]:
        """Plain data for JSON output (the grade's fields only when graded)."""
        data = asdict(self)
        if self.band is None:
            for name in ("band", "score", "hardest"):
                del data[name]
        return data


def level_of(rounds: int) -> str:
    """The level from the rounds of one-level hypotheses needed (-1: they never finish)."""
    if rounds == 0:
        return "easy"
    return "medium" if rounds == 1 else "hard"


def check_level(level: str | None) -> str | None:
    """``level`` normalised, or PuzzleError naming the levels."""
    from .model import PuzzleError, suggest

    key = (level or "").strip().lower()
    if key in ("", "any"):
        return None
    if key not in LEVELS:
        raise PuzzleError(
            f"unknown difficulty {level!r}{suggest(key, list(LEVELS))} (levels: {', '.join(LEVELS)})"
        )
    return key


def check_band(band: str | None) -> str | None:
    """``band`` normalised, or PuzzleError naming the bands."""
    from .model import PuzzleError, suggest

    key = (band or "").strip().lower()
    if key in ("", "any"):
        return None
    if key not in BANDS:
        raise PuzzleError(
            f"unknown difficulty {band!r}{suggest(key, list(BANDS))} (bands: {', '.join(BANDS)})"
        )
    return key


def is_fixed(domains: Sequence[int]) -> bool:
    """True when every value has exactly one position left."""
    return all(d & (d - 1) == 0 for d in domains)


def fixed_share(domains: Sequence[int]) -> float:
    """The share of values with exactly one position left."""
    return sum(1 for d in domains if d & (d - 1) == 0) / max(1, len(domains))


def hypothesis_rounds(domains: list[int], watchers: Sequence[Sequence[int]], propagate: Propagate,
                      stats: Any, consistent: Sequence[int] | None = None,
                      limit: int | None = None) -> int:
    """Rounds of one-level hypotheses needed after propagation, narrowing ``domains`` in place.

    A round tries every open position of every value as a hypothesis, strikes out all those
    that propagation refutes at once, and propagates the result. Returns how many rounds
    place every value: 0 when propagation alone did, -1 when a round strikes out nothing
    (solving needs a guess inside a guess) or the domains turn out contradictory.
    ``consistent`` (a solution's position bit per value) skips hypotheses known to hold; with
    ``limit``, stops after that many rounds and returns ``limit + 1`` if values are still open.
    """
    rounds = 0
    while not is_fixed(domains):
        if limit is not None and rounds == limit:
            return limit + 1
        refuted = []
        survives = [0] * len(domains)  # positions a hypothesis that held has fixed: not refutable
        for var in range(len(domains)):
            rest = domains[var]
            if not rest & (rest - 1):
                continue
            if consistent is not None:
                rest &= ~consistent[var]
            rest &= ~survives[var]
            while rest:
                low = rest & -rest
                rest ^= low
                child = domains.copy()
                child[var] = low
                if not propagate(child, list(watchers[var]), stats):
                    refuted.append((var, low))
                else:
                    _note_fixed(child, survives)
        if not refuted:
            return -1
        queue: set[int] = set()
        for var, low in refuted:
            domains[var] &= ~low
            queue.update(watchers[var])
        if any(d == 0 for d in domains) or not propagate(domains, list(queue), stats):
            return -1
        rounds += 1
    return rounds


def _note_fixed(child: Sequence[int], survives: list[int]) -> None:
    """Mark every position ``child`` fixes as one whose hypothesis propagation cannot refute.

    Propagation is monotone: if "x at p" propagates without contradiction to a state that fixes
    y at q, then "y at q" alone propagates to a weaker state, so it cannot fail either. Skipping
    such hypotheses changes no round's outcome, only its cost.
    """
    for v, d in enumerate(child):
        if not d & (d - 1):
            survives[v] |= d


def native_search(puzzle: Puzzle) -> tuple[list[list[int]], int, int]:
    """(solutions' domains per value, at most 2; nodes; propagations) of the native engine's search."""
    from .engines import native
    from .engines.propagation import PropagationStats

    compiled = native.compiled_for(puzzle)
    stats = PropagationStats()
    found = []
    for domains in native.search_domains(compiled, stats):
        found.append(list(domains))
        if len(found) == 2:
            break
    return found, stats.nodes, stats.propagations


def measure(puzzle: Puzzle) -> Difficulty:
    """The level and measures of ``puzzle``, all from the native engine's rules and search.

    The level uses the rules a reader uses (naked and hidden singles, clue supports), not the
    Hall sets the engine's search adds; ``nodes`` and ``propagations`` are the search's own.
    """
    from .engines import native
    from .engines.propagation import PropagationStats, everything

    found, nodes, propagations = native_search(puzzle)
    compiled = native.compiled_for(puzzle, hall=False)
    share, rounds = 0.0, -1
    domains = list(compiled.domains)
    scratch = PropagationStats()
    if not compiled.failed and native.propagate(compiled, domains, everything(compiled), scratch):
        share = fixed_share(compiled.expand(domains))
        consistent = compiled.compact(found[0]) if len(found) == 1 else None
        rounds = hypothesis_rounds(
            domains, compiled.watchers, lambda d, q, s: native.propagate(compiled, d, q, s),
            scratch, consistent=consistent)
    return Difficulty(
        level=level_of(rounds), nodes=nodes, propagations=propagations,
        fixed_by_propagation=round(share, 4), rounds=rounds, clues=len(puzzle.clues),
        solutions=len(found),
    )


def band(puzzle: Puzzle) -> str:
    """easy, medium, hard or expert: the grade of the reasoning a person needs (``zebrakit.explain``)."""
    from .explain import grade

    return grade(puzzle).band
