"""What an author wants to know of a puzzle: unique or not, contradictory clues, redundant clues."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import islice

from .engines import DEFAULT_ENGINE, Engine, get_engine
from .model import Puzzle, Solution


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

    @property
    def unique(self) -> bool:
        """Exactly one solution."""
        return self.count == 1

    @property
    def capped(self) -> bool:
        """True when counting stopped at the limit, so there may be more."""
        return self.count >= self.limit


def count_solutions(puzzle: Puzzle, limit: int, engine: Engine) -> tuple[int, list[Solution]]:
    """The number of solutions up to ``limit`` and the first two of them."""
    first: list[Solution] = []
    total = 0
    for solution in islice(engine.solutions(puzzle), limit):
        if len(first) < 2:
            first.append(solution)
        total += 1
    return total, first


def check(puzzle: Puzzle, limit: int = 1000, engine: str = DEFAULT_ENGINE,
          redundancy: bool = True) -> Report:
    """Count solutions (up to ``limit``); explain a contradiction or list redundant clues."""
    solver = get_engine(engine)
    limit = max(limit, 2)  # uniqueness needs a look for a second solution
    total, first = count_solutions(puzzle, limit, solver)
    report = Report(total, limit, first)
    if total == 0:
        report.conflict = minimal_conflict(puzzle, solver)
    elif total == 1 and redundancy:
        report.redundant = redundant_clues(puzzle, solver)
    return report


def has_solution(puzzle: Puzzle, engine: Engine) -> bool:
    """True when at least one solution exists."""
    return engine.first(puzzle) is not None


def minimal_conflict(puzzle: Puzzle, engine: Engine) -> list[int]:
    """A minimal set of clue numbers that cannot all hold (deletion-based: each one is needed)."""
    keep = list(range(len(puzzle.clues)))
    for index in list(keep):
        trial = [i for i in keep if i != index]
        if not has_solution(_subset(puzzle, trial), engine):
            keep = trial
    return [i + 1 for i in keep]


def redundant_clues(puzzle: Puzzle, engine: Engine) -> list[int]:
    """Clue numbers whose removal alone keeps the solution unique."""
    redundant = []
    for index in range(len(puzzle.clues)):
        trial = [i for i in range(len(puzzle.clues)) if i != index]
        if engine.count(_subset(puzzle, trial), 2) == 1:
            redundant.append(index + 1)
    return redundant


def _subset(puzzle: Puzzle, indices: list[int]) -> Puzzle:
    return puzzle.with_clues(
        tuple(puzzle.clues[i] for i in indices), tuple(puzzle.texts[i] for i in indices)
    )
