"""Author diagnostics: what is wrong with a puzzle and the smallest changes that would fix it.

``diagnose(puzzle)`` answers the questions an author asks while writing:

- **headline**: unique, N solutions (or at least N), or a contradiction;
- **contradiction**: the minimal set of conflicting clues (``zebrakit.analysis``), and the
  *repairs*: each clue whose removal, or whose weakening into a clue it implies ("immediately
  left" into "somewhere left" or "next to"; "in house 1" into "at an end"), makes the puzzle
  solvable, best first (a repair that leaves one solution before one that leaves several; a
  weakening before a removal). These single clues are the minimal correction sets of size one;
  when there is none, the pairs of clues whose removal together restores a solution;
- **several solutions**: the fewest extra clues, drawn from the generator's clue vocabulary
  (``zebrakit.generate.candidates``), that make the solution unique, written in English. With
  every solution enumerated (up to ``ENUMERATE``), the minimum is exact: an iterative-deepening
  search over bitsets of solutions (one or two clues decided over all pairs at once, more by an
  iterative-deepening set cover); above that, or when the time runs out, the best found;
- **per clue**: whether it is redundant, how many solutions its removal admits, and the
  difficulty grade of the puzzle without it.

Every step runs under the deadline in force and a budget of its own, so one slow test cannot
hold up the others; what ran out of time is reported as such, never guessed.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from .analysis import STEP_TIMEOUT, Report, _within, check
from .clues import (
    All, Apart, At, AtEnd, Before, Between, Clue, Different, Either, NotApart, NotAt, Offset, Same,
)
from .difficulty import measure
from .engines import get_engine
from .engines.base import TimeLimit, check_deadline, deadline
from .model import Puzzle, Ref, Solution

ENUMERATE = 5000
"""Solutions enumerated for the exact fewest-extra-clues search; above this it is a best effort."""
COUNT_LIMIT = 1000
"""Solutions counted before the headline says 'at least'."""
EFFECT_LIMIT = 100
"""Solutions counted for each repair and each clue's removal."""
MAX_REPAIRS = 12
"""Repairs and correction sets listed at most."""
SEARCH_SECONDS = 3.0
"""Seconds the exact fewest-extra-clues search may take beyond the greedy answer."""
BEYOND_SAMPLE = 1000
"""Solutions sampled at each greedy step when there are too many to enumerate."""
GREEDY_TARGETS = 50
"""Target solutions the greedy bound is computed for."""

_TYPE_ORDER = ("same", "at", "immediately-left", "next-to", "somewhere-left", "at-end",
               "one-between", "two-between", "different", "not-at", "not-next-to")
"""The generator's clue types over one or two values, the most natural first (ties prefer them)."""


# =========================================================================== results
@dataclass(frozen=True)
class Repair:
    """A change of one clue (or a set of clues removed) that lets the puzzle have a solution."""

    clues: tuple[int, ...]
    """The clue numbers changed (one for a single-clue repair)."""
    action: str
    """'remove', 'weaken' or 'reverse'."""
    replacement: Clue | None
    """The clue put in place of the one changed (None for a removal)."""
    solutions: int
    """Solutions after the repair, counted up to ``EFFECT_LIMIT``."""

    def describe(self, puzzle: Puzzle) -> str:
        """One line in English: what to change and what it gives."""
        numbers = " and ".join(str(n) for n in self.clues)
        outcome = _solutions_words(self.solutions, EFFECT_LIMIT)
        if self.replacement is None:
            return f"remove clue {numbers}: {outcome}"
        verb = "weaken" if self.action == "weaken" else "change"
        return f"{verb} clue {numbers} to '{_english(self.replacement, puzzle)}': {outcome}"


@dataclass(frozen=True)
class ExtraClues:
    """The fewest clues to add so that exactly one solution is left."""

    clues: tuple[Clue, ...]
    types: tuple[str, ...]
    """The generator's clue type of each."""
    minimal: bool
    """True when no smaller set exists in the vocabulary (every solution was considered)."""
    lower_bound: int
    """No set of fewer clues works (proved)."""
    solution: Solution | None
    """The solution the added clues single out."""


@dataclass(frozen=True)
class ClueEffect:
    """What one clue does: the puzzle without it."""

    number: int
    redundant: bool | None
    """Removing it leaves the solution count as it is (None: not determined in time)."""
    solutions_without: int | None
    """Solutions without it, counted up to ``EFFECT_LIMIT`` (None: not determined in time)."""
    level_without: str | None
    """The difficulty level without it, when it is still unique."""


@dataclass
class Diagnosis:
    """Everything ``diagnose`` found; ``gave_up`` names the steps the time limit stopped."""

    puzzle: Puzzle
    status: str
    """'unique', 'several', 'contradiction' or 'unknown' (the counting was not finished)."""
    count: int
    limit: int
    report: Report
    level: str | None = None
    """The difficulty level (easy / medium / hard) of a unique puzzle."""
    repairs: list[Repair] = field(default_factory=list)
    extra: ExtraClues | None = None
    effects: list[ClueEffect] = field(default_factory=list)
    gave_up: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def headline(self) -> str:
        """'Unique solution (medium)', '7 solutions', 'At least 1000 solutions', 'Contradiction'."""
        if self.status == "unique":
            return "Unique solution" + (f" ({self.level})" if self.level else "")
        if self.status == "contradiction":
            return "Contradiction: no solution"
        if self.status == "several":
            return f"{_count_words(self.count, self.limit).capitalize()} solutions"
        found = f"{self.count} solution(s) found so far" if self.count else "no solution found yet"
        return f"Not determined within the time limit ({found})"

    def lines(self) -> list[str]:
        """The whole diagnosis as text lines, for the terminal."""
        return _headline_lines(self) + _detail_lines(self)

    def detail_lines(self) -> list[str]:
        """The repairs, extra clues and per-clue effects as text lines (no headline, no conflict)."""
        return _detail_lines(self)

    def to_json(self) -> dict[str, Any]:
        """Plain data for JSON output and the studio."""
        return _diagnosis_json(self)


# =========================================================================== entry point
def diagnose(puzzle: Puzzle, time_limit: float | None = 10.0, step_timeout: float | None = STEP_TIMEOUT,
             limit: int = COUNT_LIMIT, clue_types: Iterable[str] | None = None,
             effects: bool = True) -> Diagnosis:
    """Count, then diagnose: repairs of a contradiction, fewest extra clues, per-clue effects.

    ``time_limit`` bounds the whole (None: no bound); ``step_timeout`` each test; ``clue_types``
    the generator's types the extra clues may use (default: all over one or two values).
    """
    started = time.monotonic()
    with deadline(time_limit):
        report = check(puzzle, limit, step_timeout=step_timeout, redundancy=effects)
        result = Diagnosis(puzzle, _status(report), report.count, report.limit, report)
        if report.gave_up:
            result.gave_up.append(report.gave_up)
        _run(result, "grade", lambda: _grade(result))
        if result.status == "contradiction":
            _run(result, "repairs", lambda: _repairs(result, step_timeout))
        if result.status == "several":
            _run(result, "extra clues", lambda: _extra(result, clue_types))
        if effects and result.status in ("unique", "several"):
            _run(result, "clue effects", lambda: _effects(result, step_timeout))
    result.seconds = time.monotonic() - started
    return result


def _run(result: Diagnosis, step: str, work: Callable[[], None]) -> None:
    """Run one step; when the overall deadline stops it, note the step and go on."""
    try:
        work()
    except TimeLimit:
        result.gave_up.append(step)


def _status(report: Report) -> str:
    if report.gave_up == "counting" and report.count < 2:
        return "unknown"
    if report.count == 0:
        return "contradiction"
    return "unique" if report.unique else "several"


def _grade(result: Diagnosis) -> None:
    if result.status == "unique":
        result.level = measure(result.puzzle).level


# =========================================================================== repairs
def weakenings(clue: Clue, size: int) -> list[tuple[str, Clue]]:
    """Clues that ``clue`` implies, or its mirror image, as (action, clue): the gentle edits."""
    found: list[tuple[str, Clue]] = []
    if isinstance(clue, Offset):
        found += [("weaken", Before(clue.a, clue.b)), ("weaken", Apart(clue.a, clue.b, clue.offset))]
        found.append(("reverse", Offset(clue.b, clue.a, clue.offset)))
    elif isinstance(clue, Before):
        found += [("weaken", Different(clue.a, clue.b)), ("reverse", Before(clue.b, clue.a))]
    elif isinstance(clue, Apart):
        found.append(("weaken", Different(clue.a, clue.b)))
    elif isinstance(clue, At):
        if clue.position in (1, size):
            found.append(("weaken", AtEnd(clue.a)))
        mirror = size + 1 - clue.position
        if mirror != clue.position:
            found.append(("reverse", At(clue.a, mirror)))
    elif isinstance(clue, Between) and clue.ordered:
        found += [("weaken", replace(clue, ordered=False)), ("reverse", Between(clue.c, clue.b, clue.a, True))]
    elif isinstance(clue, Either) and clue.exclusive:
        found.append(("weaken", replace(clue, exclusive=False)))
    elif isinstance(clue, All):
        found += [("weaken", part) for part in clue.clues]
    return found


def _repairs(result: Diagnosis, step_timeout: float | None) -> None:
    """Single-clue repairs from the minimal conflict, ranked; else pairs of removals."""
    puzzle = result.puzzle
    singles: list[Repair] = []
    for number in result.report.conflict:  # a repair must break this conflict, so it is one of these
        without = _count_within(_without(puzzle, [number]), step_timeout)
        if not without:
            continue
        singles.append(Repair((number,), "remove", None, without))
        clue = puzzle.clues[number - 1]
        for action, other in weakenings(clue, puzzle.size):
            found = _count_within(_replaced(puzzle, number, other), step_timeout)
            if found:
                singles.append(Repair((number,), action, other, found))
    if singles:
        result.repairs = sorted(singles, key=_rank)[:MAX_REPAIRS]
        return
    pairs: list[Repair] = []
    for first in result.report.conflict:
        for second in range(1, len(puzzle.clues) + 1):
            if second == first or (second in result.report.conflict and second < first):
                continue
            found = _count_within(_without(puzzle, [first, second]), step_timeout)
            if found:
                pairs.append(Repair(tuple(sorted((first, second))), "remove", None, found))
        check_deadline()
    result.repairs = sorted(pairs, key=_rank)[:MAX_REPAIRS]


def _rank(repair: Repair) -> tuple[int, int, int, tuple[int, ...]]:
    """Best first: one solution left, then the gentlest edit, then the fewest solutions."""
    gentleness = {"weaken": 0, "reverse": 1, "remove": 2}[repair.action]
    return (repair.solutions != 1, gentleness, repair.solutions, repair.clues)


def _count_within(puzzle: Puzzle, seconds: float | None) -> int:
    """Solutions of ``puzzle`` up to ``EFFECT_LIMIT`` within ``seconds`` (0 when not found in time)."""
    found = _within(seconds, lambda: get_engine().count(puzzle, EFFECT_LIMIT))
    return found or 0


def _without(puzzle: Puzzle, numbers: list[int]) -> Puzzle:
    keep = [i for i in range(len(puzzle.clues)) if i + 1 not in numbers]
    return puzzle.with_clues(tuple(puzzle.clues[i] for i in keep), tuple(puzzle.texts[i] for i in keep))


def _replaced(puzzle: Puzzle, number: int, clue: Clue) -> Puzzle:
    clues = list(puzzle.clues)
    clues[number - 1] = clue
    texts = list(puzzle.texts) if puzzle.texts else [""] * len(clues)
    texts[number - 1] = ""
    return puzzle.with_clues(tuple(clues), tuple(texts))


# =========================================================================== clue effects
def _effects(result: Diagnosis, step_timeout: float | None) -> None:
    """Per clue: the solutions without it and, while unique, the grade without it."""
    puzzle = result.puzzle
    redundant = set(result.report.redundant)
    undetermined = set(result.report.undetermined)
    for number in range(1, len(puzzle.clues) + 1):
        without = _without(puzzle, [number])
        solutions = _within(step_timeout, lambda: get_engine().count(without, EFFECT_LIMIT))  # noqa: B023
        level: str | None = None
        if solutions == 1:
            level = _within(step_timeout, lambda: measure(without).level)  # noqa: B023
        if result.status == "unique" and number not in undetermined:
            is_redundant: bool | None = number in redundant
        elif solutions is None or result.count >= EFFECT_LIMIT:
            is_redundant = None
        else:
            is_redundant = solutions == min(result.count, EFFECT_LIMIT)
        count = None if solutions is None else int(solutions)
        result.effects.append(ClueEffect(number, is_redundant, count, level))


# =========================================================================== fewest extra clues
@dataclass(frozen=True)
class _Candidate:
    clue: Clue
    type: str
    mask: int
    """Bit i set when the clue holds in solution i."""


def fewest_extra_clues(puzzle: Puzzle, clue_types: Iterable[str] | None = None,
                       enumerate_limit: int = ENUMERATE,
                       search_seconds: float | None = SEARCH_SECONDS) -> ExtraClues | None:
    """The fewest clues of the vocabulary that leave exactly one solution (None: no solution).

    With at most ``enumerate_limit`` solutions the search is exact unless the deadline in force
    stops it (then the best found, ``minimal`` False); with more, clues are added greedily
    against a sample of the solutions until one is left, then pruned. The search for a smaller
    set than the greedy one gets ``search_seconds`` of its own.
    """
    types = _vocabulary(puzzle, clue_types)
    solutions = list(get_engine().solutions(puzzle, enumerate_limit + 1))
    if not solutions:
        return None
    if len(solutions) == 1:
        return ExtraClues((), (), True, 0, solutions[0])
    if len(solutions) > enumerate_limit:
        return _greedy_beyond(puzzle, types, solutions[0], enumerate_limit)
    candidates = candidate_clues(puzzle, solutions, types)
    return _exact(candidates, solutions, search_seconds)


def _extra(result: Diagnosis, clue_types: Iterable[str] | None) -> None:
    result.extra = fewest_extra_clues(result.puzzle, clue_types)


def _vocabulary(puzzle: Puzzle, clue_types: Iterable[str] | None) -> tuple[str, ...]:
    """The clue types to draw from: those asked for that this search knows, in preference order."""
    from .generate.candidates import ALIASES, CLUE_TYPES
    from .model import PuzzleError, suggest

    asked = set(_TYPE_ORDER)
    if clue_types is not None:
        asked = set()
        for name in clue_types:
            key = name.strip().lower().replace("_", "-").replace(" ", "-")
            key = ALIASES.get(key, key)
            if key not in CLUE_TYPES:
                raise PuzzleError(f"unknown clue type {name!r}{suggest(key, list(CLUE_TYPES))} "
                                  f"(types: {', '.join(_TYPE_ORDER)})")
            asked.add(key)
    if puzzle.axis is not None:  # people, not houses in a row: nothing positional
        asked &= {"same", "different"}
    return tuple(t for t in _TYPE_ORDER if t in asked)


def candidate_clues(puzzle: Puzzle, solutions: list[Solution], types: tuple[str, ...]) -> list[_Candidate]:
    """Each clue of ``types`` over one or two values that splits ``solutions``, one per split.

    ``mask`` has bit i set when the clue holds in solution i; of clues with the same mask only
    the first in the preference order is kept.
    """
    n = puzzle.size
    refs = [r for r in puzzle.refs() if puzzle.axis is None or r.category != puzzle.axis]
    if puzzle.axis is not None:
        refs += list(puzzle.category(puzzle.axis).refs())
    at = _position_masks(refs, solutions)
    everything = (1 << len(solutions)) - 1
    found: dict[int, _Candidate] = {}
    for kind in types:
        for clue, mask in _clues_of(kind, refs, at, n):
            if 0 < mask < everything and mask not in found:
                found[mask] = _Candidate(clue, kind, mask)
    return list(found.values())


def _position_masks(refs: list[Ref], solutions: list[Solution]) -> dict[Ref, list[int]]:
    """masks[ref][p]: the solutions (as bits) in which ``ref`` is at position p (1-based)."""
    size = solutions[0].puzzle.size
    masks = {ref: [0] * (size + 2) for ref in refs}
    for i, solution in enumerate(solutions):
        bit = 1 << i
        for ref in refs:
            masks[ref][solution.position(ref)] |= bit
    return masks


def _gaps(a: list[int], b: list[int], n: int) -> dict[int, int]:
    """Solutions by pos(a) - pos(b), as bits."""
    gaps: dict[int, int] = {}
    for p in range(1, n + 1):
        if not a[p]:
            continue
        for q in range(1, n + 1):
            both = a[p] & b[q]
            if both:
                gaps[p - q] = gaps.get(p - q, 0) | both
    return gaps


_PAIR_TESTS: dict[str, list[tuple[Callable[[int], bool], Callable[[Ref, Ref], Clue]]]] = {
    "same": [(lambda d: d == 0, Same)],
    "different": [(lambda d: d != 0, Different)],
    "immediately-left": [(lambda d: d == -1, lambda a, b: Offset(a, b, 1)),
                         (lambda d: d == 1, lambda a, b: Offset(b, a, 1))],
    "somewhere-left": [(lambda d: d < 0, Before), (lambda d: d > 0, lambda a, b: Before(b, a))],
    "next-to": [(lambda d: abs(d) == 1, lambda a, b: Apart(a, b, 1))],
    "not-next-to": [(lambda d: abs(d) != 1, lambda a, b: NotApart(a, b, 1))],
    "one-between": [(lambda d: abs(d) == 2, lambda a, b: Apart(a, b, 2))],
    "two-between": [(lambda d: abs(d) == 3, lambda a, b: Apart(a, b, 3))],
}
"""For each pair type: (which gaps pos(a) - pos(b) make it true, the clue) for each direction."""


def _clues_of(kind: str, refs: list[Ref], at: dict[Ref, list[int]], n: int) -> Iterator[tuple[Clue, int]]:
    """Every clue of ``kind`` over ``refs`` with the solutions it holds in."""
    if kind in ("at", "not-at", "at-end"):
        for ref in refs:
            masks = at[ref]
            if kind == "at-end":
                yield AtEnd(ref), masks[1] | masks[n]
                continue
            for p in range(1, n + 1):
                yield (At(ref, p), masks[p]) if kind == "at" else (NotAt(ref, p), _all(masks) & ~masks[p])
        return
    tests = _PAIR_TESTS[kind]
    for i, a in enumerate(refs):
        check_deadline()
        for b in refs[i + 1:]:
            if a.category == b.category:
                continue
            gaps = _gaps(at[a], at[b], n)
            for holds, make in tests:
                mask = 0
                for d, bits in gaps.items():
                    if holds(d):
                        mask |= bits
                yield make(a, b), mask


def _all(masks: list[int]) -> int:
    total = 0
    for m in masks:
        total |= m
    return total


def _exact(candidates: list[_Candidate], solutions: list[Solution], seconds: float | None) -> ExtraClues:
    """Iterative deepening over set sizes; the greedy answer is the bound and the fallback.

    Sizes 1 and 2 are decided over all pairs of clues at once (a pair works when exactly one
    solution satisfies both); larger sizes are tried for every target solution. A size none
    reaches is proved too small. When ``seconds`` (or the deadline in force) run out, the greedy
    answer is returned.
    """
    count = len(solutions)
    best = _greedy_all(candidates, count)
    assert best is not None  # any two solutions differ in some value's position: 'at' splits them
    proven = 1
    try:
        with deadline(seconds):
            for size in range(1, len(best[1])):
                if size <= 2:
                    pair = _single_or_pair(candidates, size)
                    if pair is not None:
                        target = _lowest_bit(pair[0].mask & pair[-1].mask)
                        return _extra_clues(pair, solutions[target], True, size)
                else:
                    for target in range(count):
                        found = _cover(candidates, target, size, count)
                        if found is not None:
                            return _extra_clues(found, solutions[target], True, size)
                proven = size + 1
    except TimeLimit:
        return _extra_clues(best[1], solutions[best[0]], len(best[1]) <= proven, proven)
    return _extra_clues(best[1], solutions[best[0]], True, len(best[1]))


def _single_or_pair(candidates: list[_Candidate], size: int) -> list[_Candidate] | None:
    """One clue (size 1) or two (size 2) that together hold in exactly one solution, or None."""
    for i, first in enumerate(candidates):
        if size == 1:
            if not first.mask & (first.mask - 1):
                return [first]
            continue
        if not i & 63:
            check_deadline()
        mask = first.mask
        for second in candidates[i + 1:]:
            both = mask & second.mask
            if both and not both & (both - 1):
                return [first, second]
    return None


def _lowest_bit(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _greedy_all(candidates: list[_Candidate], count: int) -> tuple[int, list[_Candidate]] | None:
    """The best greedy cover over every target solution (within the deadline), as (target, clues)."""
    best: tuple[int, list[_Candidate]] | None = None
    for target in range(min(count, GREEDY_TARGETS)):
        chosen = _greedy(candidates, target, (1 << count) - 1)
        if chosen is not None and (best is None or len(chosen) < len(best[1])):
            best = (target, chosen)
        if best is not None and len(best[1]) <= 2:
            break
    return best


def _greedy(candidates: list[_Candidate], target: int, alive: int) -> list[_Candidate] | None:
    """Add the clue true in ``target`` that leaves the fewest others alive, until one is left."""
    bit = 1 << target
    useful = [c for c in candidates if c.mask & bit]
    chosen = []
    while alive != bit:
        pick = min(useful, key=lambda c: (alive & c.mask).bit_count(), default=None)
        if pick is None or alive & pick.mask == alive:
            return None
        chosen.append(pick)
        alive &= pick.mask
    return chosen


def _cover(candidates: list[_Candidate], target: int, size: int, count: int) -> list[_Candidate] | None:
    """``size`` clues true in ``target`` that together hold in no other solution, or None."""
    bit = 1 << target
    useful = [c for c in candidates if c.mask & bit]
    return _cover_from(useful, bit, (1 << count) - 1, size)


def _cover_from(useful: list[_Candidate], bit: int, alive: int, size: int) -> list[_Candidate] | None:
    check_deadline()
    if size == 1:
        for c in useful:
            if alive & c.mask == bit:
                return [c]
        return None
    others = alive & ~bit
    victim = others & -others  # some clue must rule out this solution: branch on those
    for c in useful:
        if not c.mask & victim:
            rest = _cover_from(useful, bit, alive & c.mask, size - 1)
            if rest is not None:
                return [c, *rest]
    return None


def _extra_clues(chosen: list[_Candidate], solution: Solution, minimal: bool, bound: int) -> ExtraClues:
    return ExtraClues(tuple(c.clue for c in chosen), tuple(c.type for c in chosen), minimal,
                      bound, solution)


def _greedy_beyond(puzzle: Puzzle, types: tuple[str, ...], target: Solution,
                   sample: int) -> ExtraClues:
    """Too many solutions to enumerate: greedy against samples that keep ``target``, then pruned."""
    added: list[_Candidate] = []
    engine = get_engine()
    sample = min(sample, BEYOND_SAMPLE)
    while True:
        current = puzzle.with_clues(puzzle.clues + tuple(c.clue for c in added))
        found = [s for s in engine.solutions(current, sample) if s != target]
        if not found:
            break
        solutions = [target, *found]
        candidates = candidate_clues(puzzle, solutions, types)
        pick = _greedy(candidates, 0, (1 << len(solutions)) - 1)
        if not pick:
            break
        added.append(pick[0])
    for c in list(added):  # drop what the later clues made unnecessary
        rest = [d.clue for d in added if d is not c]
        if engine.count(puzzle.with_clues(puzzle.clues + tuple(rest)), 2) == 1:
            added.remove(c)
    return ExtraClues(tuple(c.clue for c in added), tuple(c.type for c in added), False, 1, target)


# =========================================================================== words
def _english(clue: Clue, puzzle: Puzzle) -> str:
    """The clue as an English sentence (the notation when the writer cannot word it)."""
    try:
        from .english import write_clue

        return str(write_clue(clue, puzzle))
    except Exception:  # noqa: BLE001 - the notation is always a faithful fallback
        from .notation import format_clue

        return format_clue(clue, puzzle)


def _notation(clue: Clue, puzzle: Puzzle) -> str:
    from .notation import format_clue

    return format_clue(clue, puzzle)


def _count_words(count: int, limit: int) -> str:
    return f"at least {count}" if count >= limit else str(count)


def _solutions_words(count: int, limit: int) -> str:
    if count == 1:
        return "one solution"
    return f"{_count_words(count, limit)} solutions"


def _clue_label(puzzle: Puzzle, number: int) -> str:
    text = puzzle.texts[number - 1] if puzzle.texts else ""
    notation = _notation(puzzle.clues[number - 1], puzzle)
    return f"{text} [{notation}]" if text else notation


def _headline_lines(d: Diagnosis) -> list[str]:
    puzzle = d.puzzle
    lines = [f"{puzzle.title or 'The puzzle'}: {d.headline}."]
    if d.status == "contradiction":
        lines.append("Minimal conflicting clues:")
        lines += [f"  {n}. {_clue_label(puzzle, n)}" for n in d.report.conflict]
    return lines


def _detail_lines(d: Diagnosis) -> list[str]:
    puzzle = d.puzzle
    lines: list[str] = []
    if d.status == "contradiction":
        if d.repairs:
            single = len(d.repairs[0].clues) == 1
            lines.append("Repairs, best first:" if single else
                         "No single clue can be fixed alone; pairs of clues to remove, best first:")
            lines += [f"  {r.describe(puzzle)}" for r in d.repairs]
        elif "repairs" not in d.gave_up:
            lines.append("No repair of one or two clues found.")
    if d.status == "several" and d.extra is not None:
        how = "fewest" if d.extra.minimal else "best found (not proved the fewest)"
        lines.append(f"Clues to add for a unique solution ({how}: {len(d.extra.clues)}):")
        lines += [f"  + {_english(c, puzzle)} [{_notation(c, puzzle)}]" for c in d.extra.clues]
    if d.effects:
        lines.append("Each clue, removed alone:")
        lines += [f"  {_effect_words(e, d)}" for e in d.effects]
    if d.gave_up:
        lines.append(f"The time limit stopped: {', '.join(d.gave_up)}.")
    return lines


def _effect_words(effect: ClueEffect, d: Diagnosis) -> str:
    label = f"{effect.number}. {_clue_label(d.puzzle, effect.number)}"
    if effect.solutions_without is None:
        return f"{label}: not determined within the time limit"
    if effect.solutions_without == 1:
        grade = ""
        if effect.level_without and d.level:
            grade = (f"; grade stays {d.level}" if effect.level_without == d.level
                     else f"; grade {d.level} -> {effect.level_without}")
        return f"{label}: redundant (still unique){grade}"
    outcome = _solutions_words(effect.solutions_without, EFFECT_LIMIT)
    tag = "redundant" if effect.redundant else "needed"
    return f"{label}: {tag}, {outcome} without it"


def _diagnosis_json(d: Diagnosis) -> dict[str, Any]:
    puzzle = d.puzzle
    data: dict[str, Any] = {
        "status": d.status,
        "headline": d.headline,
        "count": d.count,
        "capped": d.count >= d.limit,
        "level": d.level,
        "conflict": d.report.conflict if d.status == "contradiction" else [],
        "repairs": [{
            "clues": list(r.clues), "action": r.action, "solutions": r.solutions,
            "replacement": _notation(r.replacement, puzzle) if r.replacement else None,
            "english": _english(r.replacement, puzzle) if r.replacement else None,
            "text": r.describe(puzzle),
        } for r in d.repairs],
        "extra_clues": None,
        "clues": [{
            "number": e.number, "redundant": e.redundant, "solutions_without": e.solutions_without,
            "level_without": e.level_without,
        } for e in d.effects],
        "undetermined": d.report.undetermined,
        "gave_up": d.gave_up,
        "seconds": round(d.seconds, 3),
    }
    if d.extra is not None:
        data["extra_clues"] = {
            "minimal": d.extra.minimal, "lower_bound": d.extra.lower_bound,
            "clues": [{"notation": _notation(c, puzzle), "english": _english(c, puzzle), "type": t}
                      for c, t in zip(d.extra.clues, d.extra.types)],
            "solution": d.extra.solution.grid() if d.extra.solution else None,
        }
    if d.status == "several" and len(d.report.solutions) == 2:
        first, second = d.report.solutions
        data["differences"] = [{"position": p, "category": c, "first": a, "second": b}
                               for p, c, a, b in first.differences(second)]
    return data


__all__ = ["ClueEffect", "Diagnosis", "ExtraClues", "Repair", "candidate_clues", "diagnose",
           "fewest_extra_clues", "weakenings"]
