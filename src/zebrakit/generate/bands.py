"""Puzzles of a chosen band (easy, medium, hard, expert), aimed at the techniques the band needs.

The band is the grade of ``zebrakit.explain.grade``: the hardest technique a person needs,
how often, and the grid's width. One attempt, from the index's random stream:

1. **Draw**: a hidden solution and true clues until propagation places every value (as for
   any puzzle, ``builder.collect``). For the easy band, clue types whose technique alone would
   put the grade above easy at this size are left out (an either-or clue weighs 4, and at
   10x10 the width adds 2: 6 is medium).
2. **Floor**: remove clues greedily, keeping the puzzle solvable with no more than the
   reasoning of the band's floor (``floor_of``, ``reduce_to_floor``): propagation alone for
   easy, propagation with Hall sets for medium (and near it for hard on wide grids), nothing
   for hard and expert (the plain greedy removal, which gives the hardest puzzles). The set is unique and 1-minimal.
3. **Grade** the set on the path search (``zebrakit.explain.banding.path_grade``), stopped as
   soon as it passes the band asked.
4. **Harden** a set below the band: swap a clue for a weaker one it implies ("in house 3"
   becomes "in house 3 or house 5", "same house" becomes "either the same house as A or as
   B", "immediately left of" becomes "next to" or "somewhere left of", an ordered between an
   unordered one) when the others still pin the solution down. Weakening a clue of a
   1-minimal set that stays unique keeps it 1-minimal: every other clue still has its second
   solution (which meets the stronger clue, so the weaker too), and the weakened one has the
   second solution of the others. Either-or clues force case reasoning and what-ifs, so the
   grade climbs. Each swap is graded; one that overshoots the band is undone.
5. **Ease** a set above the band (from the plain removal) the other way: swap a clue for a
   stronger one it is implied by ("next to" becomes "immediately left of", an either-or its
   true half) and drop the clues that become redundant; every other clue keeps its second
   solution, so the set stays 1-minimal.
6. A set in the band is the puzzle; otherwise the stream draws again. The budget counts
   attempts and grades, never seconds, so the outcome is the same on any machine.

Some bands do not exist at some sizes, or so rarely that a search would run for minutes:
``check_band`` refuses them at once, from the measurements in ``FEWEST``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..clues import Apart, At, AtEnd, Before, Between, Clue, Different, Either, NotAt, Offset, Same
from ..engines.base import check_deadline
from ..engines.propagation import PropagationStats
from ..model import Puzzle, PuzzleError
from ..themes import get_theme
from .builder import collect
from .candidates import CLUE_TYPES, Drawer, Hidden, _scope_variables, type_of
from .network import Link, Network, kept_by_propagation
from .witnesses import Witnesses, touching_links

BANDS = ("easy", "medium", "hard", "expert")
"""The bands, easiest first (as ``zebrakit.explain.BANDS``)."""
HARDEN_GRADES = 24
"""Most weakened sets graded in one attempt before the stream draws again."""
EASY_LIMIT = 6.0
"""The score below which a puzzle is easy (``zebrakit.explain.grading.LIMITS[0]``)."""

FEWEST = {"hard": (3, 0), "expert": (6, 32)}
"""band -> (fewest houses, fewest cells houses x categories) at which it is generated.

Measured with the band generator (300-attempt streams): hard was never reached at 2x2 (900
attempts) and once at 2x5 (about one attempt in 700), but within a few dozen attempts at 3x3
and 3x5 and a few at 4x4. Expert was never reached at 5x5, 5x6, 6x5 or 4x8 (300 attempts
each; at 4x4 the best score in 300 attempts hardened with up to 60 weaker clues was 11.5 of
the 14 needed), but within a few attempts at 6x6 and 8x4."""


def check_band(band: str, houses: int, categories: int) -> None:
    """PuzzleError at once when ``band`` is out of reach at this size (measured, see ``FEWEST``)."""
    fewest = FEWEST.get(band)
    if fewest is None:
        return
    if houses < fewest[0] or houses * categories < fewest[1]:
        grid = f"at least {fewest[0]} houses" + (f" and {fewest[1]} cells (houses x categories)"
                                                if fewest[1] else "")
        raise PuzzleError(
            f"no {band} puzzle of size {houses}x{categories}: {EXPLAIN_RARE[band]} "
            f"ask for {_easier(band)}, or a grid of {grid}"
        )


EXPLAIN_RARE = {
    "hard": "a hard grade needs three what-ifs or a case split, and two houses almost never do "
            "(none in 900 attempts measured at 2x2);",
    "expert": "an expert grade needs a what-if inside a what-if or dozens of what-ifs, which "
              "grids this small never need (none in 300 attempts measured at 5x5);",
}


def _easier(band: str) -> str:
    index = BANDS.index(band)
    return " or ".join(BANDS[:index][-2:]) if index else "easy"


def floor_of(band: str, houses: int, categories: int) -> str:
    """The reasoning the removal keeps enough: 'easy', 'hall', 'near hall' or 'none'.

    'near hall' is one removal pass keeping propagation with Hall sets able to solve, then the
    plain removal of the clues the others imply: on wide grids that lands in hard about half
    the time (5 of 10 at 10x10), at a fifth of the cost of repairing the set until it is
    1-minimal within the floor. From 11x11 on it mostly lands in expert (12x12 hard took 16 s
    median that way, 7 s with the 'hall' floor), and easing those costs more still.
    """
    if band == "easy":
        return "easy"
    if band == "medium":
        return "hall"
    if band == "hard" and houses * categories >= 121:
        return "hall"
    if band == "hard" and houses * categories >= 64:
        return "near hall"
    return "none"


def weights_for(band: str, houses: int, categories: int, weights: Mapping[str, float]) -> dict[str, float]:
    """The clue types drawn for ``band``: for easy, those whose technique keeps the grade easy."""
    if band != "easy":
        return dict(weights)
    from ..explain.techniques import TECHNIQUES, clue_technique

    width = houses * categories / 50
    kept = {}
    for name, weight in weights.items():
        technique = clue_technique(_example(name, houses, categories))
        if TECHNIQUES[technique].weight + width < EASY_LIMIT:
            kept[name] = weight
    if not any(CLUE_TYPES[name].asymmetric for name in kept):
        return dict(weights)
    return kept


def _example(name: str, houses: int, categories: int) -> Clue:
    """A clue of type ``name`` (for its technique)."""
    rng = random.Random(name)
    categories_ = get_theme("classic").categories(max(houses, 4), max(categories, 2), rng)
    hidden = Hidden(categories_, [p for _ in categories_ for p in range(len(categories_[0].values))])
    while True:
        drawn = CLUE_TYPES[name].draw(hidden, rng)
        if drawn is not None:
            return drawn[0]


# =========================================================================== the floor
REPAIRS = 24
"""Times a floor set is repaired (a redundant clue banned, new ones drawn) before the attempt ends.

The repairs converge (each pass tries the new clues first, the others in their earlier order),
so a hidden solution is worth more passes: hard 12x12, seed 2024, puzzles 0-9, median 1.1 s
with 24 (mean 2.6 attempts), 1.5 s with 40, 1.9 s with 8 (13 attempts)."""


def reduce_to_floor(hidden: Hidden, drawer: Drawer, links: list[Link], rng: random.Random,
                    floor: str) -> list[Link] | None:
    """Greedy removal keeping propagation (with Hall pairs for 'hall') able to solve, made 1-minimal.

    As ``builder.reduce_within``, with less work per repair: a clue the propagation needs but
    the others imply is banned and new clues are drawn. A clue's witness (a second solution of
    the others, ``witnesses``) is kept, and searched for again only when it breaks one of the
    clues now there; a clue with a witness is kept without trying it. None after ``REPAIRS``
    repairs.
    """
    n, k = hidden.n, hidden.k
    hall = floor == "hall"
    stats = PropagationStats()
    consistent = [1 << p for p in hidden.position]
    banned: set[Clue] = set()
    witnesses = Witnesses(consistent)
    trial = list(range(len(links)))
    rng.shuffle(trial)
    for _ in range(REPAIRS):
        needed = witnesses.from_swaps(links, n, k)
        keep = kept_by_propagation(n, k, links, trial, hall, stats, needed)
        kept = [l for l, kept_ in zip(links, keep) if kept_]
        redundant = _redundant(n, k, kept, witnesses, stats, consistent, first_only=True)
        if not redundant:
            return kept
        first = min(redundant)
        banned.add(kept[first].clue)
        rest = kept[:first] + kept[first + 1:]
        links = collect(hidden, drawer, rng, rest, banned)
        trial = _order_after_repair(trial, keep, first, len(rest), len(links), rng)
    return None


def _order_after_repair(trial: list[int], keep: list[bool], banned: int, rest: int, total: int,
                        rng: random.Random) -> list[int]:
    """The next pass's order: the clues just drawn first (shuffled), then the clues kept, in the
    order they were tried. ``banned`` is the kept clue banned (its rank among the kept).

    Measured on 8 hidden 12x12 solutions with the Hall floor: the repairs reached a 1-minimal
    set within 40 passes for 7 of them (median 14 passes); shuffling every clue anew each
    pass, for 1 of them.
    """
    rank: dict[int, int] = {}
    kept = 0
    for i, kept_ in enumerate(keep):
        if kept_:
            if kept != banned:
                rank[i] = len(rank)
            kept += 1
    drawn = list(range(rest, total))
    rng.shuffle(drawn)
    return drawn + [rank[i] for i in trial if i in rank]


def _redundant(n: int, k: int, links: list[Link], witnesses: Witnesses,
               stats: PropagationStats, prefer: list[int], first_only: bool = False) -> set[int]:
    """The clues the others imply (no second solution without each), by index; keeps witnesses.

    Banning them all at once was measured to converge worse than one at a time (``first_only``).
    """
    found: set[int] = set()
    touching = touching_links(links, n * k)
    for i, link in enumerate(links):
        if witnesses.holds(links, i, touching):
            continue
        others = links[:i] + links[i + 1:]
        second = Network(n, k, others, negated=[link]).solution(stats, prefer)
        if second is None:
            found.add(i)
            if first_only:
                break
        else:
            witnesses.add(link.clue, second)
    return found


def near_floor(hidden: Hidden, links: list[Link], rng: random.Random, floor: str) -> list[Link]:
    """One removal pass keeping propagation (with Hall pairs for 'hall') able to solve, then 1-minimal."""
    from .builder import reduce

    n, k = hidden.n, hidden.k
    order = list(range(len(links)))
    rng.shuffle(order)
    keep = kept_by_propagation(n, k, links, order, floor == "hall", PropagationStats())
    return reduce(hidden, [l for l, kept in zip(links, keep) if kept], rng)


# =========================================================================== grading a clue set
def grade_links(hidden: Hidden, links: list[Link], stop_above: str | None = None):  # -> Grade
    """The grade of the clue set (``path_grade``), stopped once it passes ``stop_above``."""
    from ..explain.banding import path_grade

    puzzle = Puzzle(categories=hidden.categories, clues=tuple(link.clue for link in links))
    return path_grade(puzzle, [1 << p for p in hidden.position], stop_above=stop_above)


def rank(band: str) -> int:
    """The band's place, easiest first."""
    return BANDS.index(band)


# =========================================================================== hardening
def harden(hidden: Hidden, links: list[Link], graded, band: str, rng: random.Random,  # noqa: ANN001
           enabled: Mapping[str, float], budget: int = HARDEN_GRADES):  # -> (links, grade, grades used)
    """Weaken clues, one at a time, while the set stays unique and no harder than ``band``."""
    n, k = hidden.n, hidden.k
    target = rank(band)
    stats = PropagationStats()
    prefer = [1 << p for p in hidden.position]
    var_of = {hidden.ref(v): v for v in range(n * k)}
    used = 0
    order = list(range(len(links)))
    rng.shuffle(order)
    for i in order:
        if used >= budget or rank(graded.band) == target:
            break
        for clue in weaker_forms(links[i].clue, hidden, rng, enabled):
            check_deadline()
            weaker = Link(clue, _scope_variables(hidden, clue, (var_of[r] for r in clue.refs())), n)
            trial = links[:i] + [weaker] + links[i + 1:]
            if Network(n, k, trial, negated=[links[i]]).satisfiable(stats, prefer):
                continue  # the weaker clue lets a second solution in
            found = grade_links(hidden, trial, stop_above=band)
            used += 1
            if rank(found.band) <= target:
                links, graded = trial, found
            break
    return links, graded, used


def weaker_forms(clue: Clue, hidden: Hidden, rng: random.Random, enabled: Mapping[str, float]) -> list[Clue]:
    """Clues that ``clue`` implies and that say less, of the enabled types, the likeliest first."""
    forms: list[Clue] = []
    n = hidden.n
    if isinstance(clue, At):
        p = clue.position
        if p in (1, n) and n >= 3:
            forms.append(AtEnd(clue.a))
        other = rng.choice([q for q in range(1, n + 1) if q != p])
        if n >= 3:
            forms.append(_either(At(clue.a, p), At(clue.a, other), rng))
        partner = _partner(clue.a, other, hidden, rng)
        if partner is not None:
            forms.append(_either(At(clue.a, p), Same(clue.a, partner), rng))
    elif isinstance(clue, Same):
        at = hidden.position[_var(hidden, clue.a)]
        other = rng.choice([q for q in range(n) if q != at])
        decoy = _partner(clue.a, other + 1, hidden, rng)
        if decoy is not None:
            forms.append(_either(clue, Same(clue.a, decoy), rng))
        forms.append(_either(clue, At(clue.a, other + 1), rng))
    elif isinstance(clue, Offset) and clue.offset == 1:
        forms.append(Apart(clue.a, clue.b, 1) if rng.random() < 0.5 else Apart(clue.b, clue.a, 1))
        forms.append(Before(clue.a, clue.b))
    elif isinstance(clue, Between) and clue.ordered:
        forms.append(Between(clue.a, clue.b, clue.c, False))
    kept = [f for f in forms if type_of(f) in enabled]
    rng.shuffle(kept)
    return kept


def _either(true: Clue, false: Clue, rng: random.Random) -> Either:
    return Either((true, false) if rng.random() < 0.5 else (false, true))


def _var(hidden: Hidden, ref) -> int:  # noqa: ANN001
    return hidden.refs.index(ref)


def _partner(ref, position: int, hidden: Hidden, rng: random.Random):  # noqa: ANN001, ANN202
    """A value of another category than ``ref``'s at ``position`` (1-based) in the hidden solution."""
    c = _var(hidden, ref) // hidden.n
    others = [x for x in range(hidden.k) if x != c]
    if not others:
        return None
    return hidden.ref(hidden.value(rng.choice(others), position - 1))


# =========================================================================== easing
def ease(hidden: Hidden, links: list[Link], graded, band: str, rng: random.Random,  # noqa: ANN001
         enabled: Mapping[str, float], budget: int = HARDEN_GRADES):  # -> (links, grade, grades used)
    """Strengthen clues, one at a time, while the set stays no easier than ``band``.

    A stronger clue (one that implies the old: "next to" becomes "immediately left of", an
    either-or its true half) keeps the solution unique; a clue the others now imply is dropped,
    which keeps every other clue's second solution, so the set stays 1-minimal. Each clue's
    witness (a second solution of the others) is kept and searched again only when it breaks
    the stronger clue.
    """
    n, k = hidden.n, hidden.k
    target = rank(band)
    stats = PropagationStats()
    prefer = [1 << p for p in hidden.position]
    var_of = {hidden.ref(v): v for v in range(n * k)}
    witnesses: dict[Clue, list[int]] = {}
    for i, link in enumerate(links):
        found = Network(n, k, links[:i] + links[i + 1:], negated=[link]).solution(stats, prefer)
        assert found is not None, "the set is 1-minimal"
        witnesses[link.clue] = found
    used = 0
    order = [link.clue for link in links]
    rng.shuffle(order)
    for clue in order:
        if used >= budget or rank(graded.band) <= target:
            break
        at = next((i for i, link in enumerate(links) if link.clue == clue), None)
        if at is None:
            continue  # dropped as redundant
        for stronger in stronger_forms(clue, hidden, rng, enabled):
            check_deadline()
            link = Link(stronger, _scope_variables(hidden, stronger, (var_of[r] for r in stronger.refs())), n)
            trial, kept = _strengthened(n, k, links, at, link, witnesses, stats, prefer)
            found = grade_links(hidden, trial, stop_above=band)
            used += 1
            if rank(found.band) >= target:
                links, graded = trial, found
                witnesses = kept
                witnesses[stronger] = witnesses.pop(clue)
            break
    return links, graded, used


def _strengthened(n: int, k: int, links: list[Link], at: int, stronger: Link,
                  witnesses: dict[Clue, list[int]], stats: PropagationStats,
                  prefer: list[int]) -> tuple[list[Link], dict[Clue, list[int]]]:
    """``links`` with clue ``at`` replaced by ``stronger`` and the clues it makes redundant dropped."""
    trial = links[:at] + [stronger] + links[at + 1:]
    kept = dict(witnesses)
    for link in list(trial):
        if link is stronger:
            continue
        if Network(n, k, [stronger]).allows(kept[link.clue]):
            continue  # its second solution meets the stronger clue too
        others = [l for l in trial if l is not link]
        found = Network(n, k, others, negated=[link]).solution(stats, prefer)
        if found is None:
            trial = others
            del kept[link.clue]
        else:
            kept[link.clue] = found
    return trial, kept


def stronger_forms(clue: Clue, hidden: Hidden, rng: random.Random, enabled: Mapping[str, float]) -> list[Clue]:
    """Clues that imply ``clue`` and are true in the hidden solution, of the enabled types."""
    def at(ref) -> int:  # noqa: ANN001
        return hidden.position[_var(hidden, ref)] + 1

    forms: list[Clue] = []
    if isinstance(clue, Apart) and clue.distance == 1:
        left, right = (clue.a, clue.b) if at(clue.a) < at(clue.b) else (clue.b, clue.a)
        forms.append(Offset(left, right, 1))
    elif isinstance(clue, Before) and at(clue.b) - at(clue.a) == 1:
        forms.append(Offset(clue.a, clue.b, 1))
    elif isinstance(clue, Either):
        forms.extend(part for part in clue.clues if _holds(part, at))
    elif isinstance(clue, Between) and not clue.ordered:
        a, c = (clue.a, clue.c) if at(clue.a) < at(clue.c) else (clue.c, clue.a)
        forms.append(Between(a, clue.b, c, True))
    elif isinstance(clue, (NotAt, AtEnd)):
        forms.append(At(clue.a, at(clue.a)))
    elif isinstance(clue, Different):
        category = _var(hidden, clue.b) // hidden.n
        forms.append(Same(clue.a, hidden.ref(hidden.value(category, at(clue.a) - 1))))
    kept = [f for f in forms if type_of(f) in enabled]
    rng.shuffle(kept)
    return kept


def _holds(clue: Clue, at) -> bool:  # noqa: ANN001
    if isinstance(clue, At):
        return at(clue.a) == clue.position
    if isinstance(clue, Same):
        return at(clue.a) == at(clue.b)
    return False
