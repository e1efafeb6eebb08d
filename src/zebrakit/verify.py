"""The engine-independent oracle: which rules and clues a proposed solution breaks."""

from __future__ import annotations

from dataclasses import dataclass

from .model import Puzzle, Solution


@dataclass(frozen=True)
class Violation:
    """One broken rule: ``clue`` is the clue number (0 for the grid rules) and why it fails."""

    clue: int
    message: str

    def __str__(self) -> str:
        where = f"clue {self.clue}" if self.clue else "grid"
        return f"{where}: {self.message}"


def violations(puzzle: Puzzle, solution: Solution) -> list[Violation]:
    """Every grid rule and clue of ``puzzle`` that ``solution`` breaks; empty when it is valid.

    Written from the clue predicates alone, so it checks every engine's answers.
    """
    found = _grid_violations(puzzle, solution)
    if found:
        return found
    for number, clue, text in puzzle.numbered_clues():
        if not clue.holds(solution):
            from .notation import format_clue

            found.append(Violation(number, f"{text or format_clue(clue, puzzle)} does not hold"))
    return found


def is_solution(puzzle: Puzzle, solution: Solution) -> bool:
    """True when ``solution`` breaks no rule of ``puzzle``."""
    return not violations(puzzle, solution)


def _grid_violations(puzzle: Puzzle, solution: Solution) -> list[Violation]:
    """Each category must be a permutation of 1..n, and axis values sit at their own position."""
    found = []
    n = puzzle.size
    if len(solution.placement) != len(puzzle.categories):
        return [Violation(0, f"{len(solution.placement)} categories placed, expected {len(puzzle.categories)}")]
    for category, row in zip(puzzle.categories, solution.placement):
        if sorted(row) != list(range(1, n + 1)):
            found.append(Violation(0, f"category {category.name!r} is not one value per position: {row}"))
    if found:
        return found
    for ref, position in puzzle.pinned():
        if solution.position(ref) != position:
            found.append(Violation(0, f"axis value {ref} must be at position {position}"))
    return found
