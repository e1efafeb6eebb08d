"""What an author wants to know of a puzzle: unique or not, contradictory clues, redundant clues.

``check`` counts solutions the way ``solve`` does, then diagnoses: a minimal set of clues that
contradict each other when there is no solution, the redundant clues when there is one. Each
diagnosis test (is this subset of clues satisfiable?) runs under a time budget of its own
(``step_timeout``), so one test that would search for minutes cannot hold up the others: its
clue is reported as *not determined within the time limit* rather than guessed.

Why check needs care where solve does not: solve searches once with every clue, so propagation
pins nearly everything and a wide clue (one that reads many values, such as
``abs(Brit - colour.{dog}) * 6 < cigar(-9)``, which the native engine can only test once most of
its values are placed) is tested on a few placements. The deletion search for a minimal conflict
removes clues one by one, and with few clues left the engine tests that wide clue on a great
many placements. So before any deletion, each clue is tested alone *lazily*: its ``holds`` is
evaluated on a partial placement that raises when the clue reads a fact not yet placed, and only
that fact is branched on. A clue that is false whatever the rest (as above: it reads Brit and the
dog, then compares with the cigar at house -9, which does not exist) is found in a few dozen
evaluations and is a minimal conflict by itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar
from collections.abc import Callable

from .clues import Clue
from .engines import DEFAULT_ENGINE, Engine, get_engine
from .engines.base import TimeLimit, check_deadline, deadline, time_left
from .engines.shapes import Placement, category_key
from .model import Label, Puzzle, Ref, Solution

STEP_TIMEOUT = 2.0
"""Default seconds for each diagnosis test (one clue subset, or one clue tested alone)."""

Progress = Callable[[str, int, "int | None"], None]
"""progress(stage, done, total): called as the check goes (total None while counting)."""


@dataclass
class Report:
    """The result of checking a puzzle."""

    count: int
    """Solutions found, stopping at ``limit``."""
    limit: int
    solutions: list[Solution] = field(default_factory=list)
    """Up to two solutions that differ (the first two found)."""
    conflict: list[int] = field(default_factory=list)
    """Clue numbers that cannot all hold together (a minimal set), when there is no solution."""
    redundant: list[int] = field(default_factory=list)
    """Clue numbers each of which can be removed alone and the solution stays unique."""
    undetermined: list[int] = field(default_factory=list)
    """Clue numbers whose diagnosis test ran out of its time budget (``step_timeout``): kept in
    ``conflict`` though perhaps not needed, or perhaps redundant."""
    step_timeout: float | None = None
    """The time budget each diagnosis test had."""
    clues: int = 0
    """How many clues the puzzle has."""
    tested: int = 0
    """How many clues the diagnosis (conflict or redundancy) has tested so far."""
    gave_up: str = ""
    """What the overall time limit stopped ('' when the check finished): the counting, the
    search for the conflicting clues or the redundancy tests. The fields hold what was found."""

    @property
    def unique(self) -> bool:
        """Exactly one solution (and the counting finished)."""
        return self.count == 1 and self.gave_up != "counting"

    @property
    def capped(self) -> bool:
        """True when counting stopped at the limit, so there may be more."""
        return self.count >= self.limit


def count_solutions(puzzle: Puzzle, limit: int, engine: Engine,
                    report: Report | None = None) -> tuple[int, list[Solution]]:
    """The number of solutions up to ``limit`` and the first two of them.

    With ``report``, its ``count`` and ``solutions`` follow the search, so they hold what was
    found when a time limit stops it.
    """
    report = report if report is not None else Report(0, limit)
    for solution in engine.solutions(puzzle, limit):
        if len(report.solutions) < 2:
            report.solutions.append(solution)
        report.count += 1
    return report.count, report.solutions


def check(puzzle: Puzzle, limit: int = 1000, engine: str = DEFAULT_ENGINE,
          redundancy: bool = True, step_timeout: float | None = STEP_TIMEOUT,
          progress: Progress | None = None) -> Report:
    """Count solutions (up to ``limit``); explain a contradiction or list redundant clues.

    Each diagnosis test gets ``step_timeout`` seconds (None: no budget). Under an overall
    deadline (``zebrakit.engines.deadline``), the report comes back with what was found so far
    and ``gave_up`` naming the stage that was stopped, rather than an exception.
    """
    solver = get_engine(engine)
    limit = max(limit, 2)  # uniqueness needs a look for a second solution
    report = Report(0, limit, step_timeout=step_timeout, clues=len(puzzle.clues))
    tick = progress or (lambda stage, done, total: None)
    try:
        tick("counting solutions", 0, None)
        count_solutions(puzzle, limit, solver, report)
    except TimeLimit:
        report.gave_up = "counting"
        return report
    try:
        if report.count == 0:
            minimal_conflict(puzzle, solver, step_timeout, report, tick)
        elif report.count == 1 and redundancy:
            redundant_clues(puzzle, solver, step_timeout, report, tick)
    except TimeLimit:
        report.gave_up = "conflict" if report.count == 0 else "redundancy"
    return report


def has_solution(puzzle: Puzzle, engine: Engine) -> bool:
    """True when at least one solution exists."""
    return engine.first(puzzle) is not None


T = TypeVar("T")


def _within(seconds: float | None, test: Callable[[], T]) -> T | None:
    """``test()`` under a budget of ``seconds``: its result, or None when the budget ran out.

    A TimeLimit of the overall deadline (not the budget) goes on up to ``check``.
    """
    try:
        with deadline(seconds):
            return test()
    except TimeLimit:
        if time_left() == 0:
            raise
        return None


def minimal_conflict(puzzle: Puzzle, engine: Engine, step_timeout: float | None = None,
                     report: Report | None = None, progress: Progress | None = None) -> list[int]:
    """A minimal set of clue numbers that cannot all hold (each one is needed).

    First each clue alone, tested lazily (``clue_satisfiable``): a clue false on its own is a
    conflict by itself. Then deletion: drop a clue when the others still have no solution.
    A test that runs out of ``step_timeout`` keeps its clue (the set stays a proven conflict)
    and notes it in ``report.undetermined``.
    """
    report = report if report is not None else Report(0, 2)
    tick = progress or (lambda stage, done, total: None)
    clues = puzzle.clues
    report.conflict = [i + 1 for i in range(len(clues))]  # proven: the puzzle has no solution
    for index, clue in enumerate(clues):
        tick("testing each clue alone", index, len(clues))
        if _within(step_timeout, lambda: clue_satisfiable(puzzle, clue)) is False:  # noqa: B023 (run at once)
            report.conflict = [index + 1]
            return report.conflict
    keep = list(range(len(clues)))
    undetermined: list[int] = []
    for done, index in enumerate(list(keep)):
        tick("finding the conflicting clues", done, len(clues))
        trial = [i for i in keep if i != index]
        verdict = _within(step_timeout, lambda: has_solution(_subset(puzzle, trial), engine))  # noqa: B023 (run at once)
        if verdict is False:
            keep = trial
            report.conflict = [i + 1 for i in keep]
        elif verdict is None:
            undetermined.append(index + 1)
        report.undetermined = [n for n in undetermined if n in report.conflict]
        report.tested = done + 1
    return report.conflict


def redundant_clues(puzzle: Puzzle, engine: Engine, step_timeout: float | None = None,
                    report: Report | None = None, progress: Progress | None = None) -> list[int]:
    """Clue numbers whose removal alone keeps the solution unique.

    A test that runs out of ``step_timeout`` puts its clue in ``report.undetermined``.
    """
    report = report if report is not None else Report(1, 2)
    tick = progress or (lambda stage, done, total: None)
    total = len(puzzle.clues)
    for index in range(total):
        tick("testing each clue for redundancy", index, total)
        trial = [i for i in range(total) if i != index]
        verdict = _within(step_timeout, lambda: engine.count(_subset(puzzle, trial), 2) == 1)  # noqa: B023 (run at once)
        if verdict:
            report.redundant.append(index + 1)
        elif verdict is None:
            report.undetermined.append(index + 1)
        report.tested = index + 1
    return report.redundant


def _subset(puzzle: Puzzle, indices: list[int]) -> Puzzle:
    return puzzle.with_clues(
        tuple(puzzle.clues[i] for i in indices), tuple(puzzle.texts[i] for i in indices)
    )


# =========================================================================== one clue, lazily
class _Unplaced(Exception):
    """The clue read a fact that the partial placement does not decide yet."""

    def __init__(self, ref: Ref | None = None, category: str = "", position: int = 0):
        super().__init__()
        self.ref, self.category, self.position = ref, category, position


class _LazyPlacement(Placement):
    """A partial placement that raises _Unplaced when a clue reads what is not placed yet."""

    __slots__ = ()

    def position(self, ref: Ref) -> int:
        p = self.positions.get(ref)
        if p is None:
            raise _Unplaced(ref=ref)
        return p

    def value_at(self, category: str, position: int) -> Label | None:
        size = self.puzzle.size
        if not 1 <= position <= size:
            return None  # no house there, whatever the placement
        ref = self.holder(category, position)
        if ref is None:
            raise _Unplaced(category=category, position=position)
        return ref.value


def clue_satisfiable(puzzle: Puzzle, clue: Clue) -> bool:
    """True when some solution of the model (clues aside) satisfies ``clue``.

    A depth-first search over the facts the clue reads, in the order it reads them: the clue
    is evaluated on a partial placement, and the first fact it reads that is not placed yet (a
    value's position, or which value of a category sits at a position) is branched on. A clue's
    verdict depends only on what it reads, so a complete evaluation decides every placement
    that agrees with it. Checks the deadline in force (``zebrakit.engines.deadline``).
    """
    n = puzzle.size
    categories = {category_key(c.name): c for c in puzzle.categories}
    stack: list[dict[Ref, int]] = [dict(puzzle.pinned())]
    evaluations = 0
    while stack:
        evaluations += 1
        if not evaluations & 255:
            check_deadline()
        placed = stack.pop()
        try:
            if clue.holds(_LazyPlacement(puzzle, placed)):
                return True
            continue
        except _Unplaced as need:
            if need.ref is not None:
                key = category_key(need.ref.category)
                taken = {p for r, p in placed.items() if category_key(r.category) == key}
                stack.extend({**placed, need.ref: p} for p in range(n, 0, -1) if p not in taken)
            else:
                category = categories[category_key(need.category)]
                free = [r for r in category.refs() if r not in placed]
                stack.extend({**placed, r: need.position} for r in reversed(free))
    return False
