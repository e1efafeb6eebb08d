"""The gold answer of a puzzle, computed by the solver, never assumed from how it was made.

- one solution: the grid, and the answer to the question;
- no solution: ``NO_SOLUTION``;
- several: the cells every solution agrees on, and ``UNDETERMINED`` for the others (the
  question's answer too when the solutions disagree on it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..model import POSITION, Puzzle, Question, Ref, Solution, normalize

NO_SOLUTION = "no solution"
UNDETERMINED = "cannot be determined"
ENUMERATION_LIMIT = 2000
"""Solutions listed to find the determined cells; past it, each cell is tested alone."""


@dataclass(frozen=True)
class Gold:
    """What a right answer says: the status, the grid (None without a solution) and the cell."""

    status: str
    """'unique', 'none' or 'ambiguous'."""
    grid: list[dict[str, str]] | None
    """One mapping per house, house 1 first: category -> value, or UNDETERMINED."""
    cell: str
    """The answer to the puzzle's question (NO_SOLUTION or UNDETERMINED when there is none)."""
    solutions: int
    """How many solutions (counted to ENUMERATION_LIMIT, then 'at least' that many)."""

    def as_dict(self) -> dict[str, Any]:
        """Plain data for the record."""
        return {"status": self.status, "grid": self.grid, "cell": self.cell, "solutions": self.solutions}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Gold:
        """The gold ``as_dict`` wrote."""
        return cls(data["status"], data.get("grid"), str(data["cell"]), int(data.get("solutions", 1)))


def gold_of(puzzle: Puzzle) -> Gold:
    """The gold of ``puzzle`` from its solutions, as the native engine finds them."""
    from ..solve import solutions

    found = list(solutions(puzzle, limit=ENUMERATION_LIMIT))
    question = puzzle.questions[0] if puzzle.questions else None
    if not found:
        return Gold("none", None, NO_SOLUTION, 0)
    grids = [s.grid() for s in found]
    if len(found) == 1:
        cell = str(found[0].answer(question)) if question else ""
        return Gold("unique", _text_grid(grids[0]), cell, 1)
    if len(found) < ENUMERATION_LIMIT:
        grid = [{name: (str(value) if all(g[p][name] == value for g in grids) else UNDETERMINED)
                 for name, value in row.items()} for p, row in enumerate(grids[0])]
    else:
        grid = _determined_by_tests(puzzle, found[0])
    cell = _cell(question, found, grid) if question else ""
    return Gold("ambiguous", grid, cell, len(found))


def _text_grid(grid: list[dict[str, Any]]) -> list[dict[str, str]]:
    return [{name: str(value) for name, value in row.items()} for row in grid]


def _cell(question: Question, found: list[Solution], grid: list[dict[str, str]]) -> str:
    answers = {str(s.answer(question)) for s in found}
    return answers.pop() if len(answers) == 1 else UNDETERMINED


def _determined_by_tests(puzzle: Puzzle, one: Solution) -> list[dict[str, str]]:
    """Each cell of ``one`` kept when no solution puts another value there (one solver call each)."""
    from ..clues import NotAt
    from ..solve import solve

    grid = []
    for position, row in enumerate(one.grid(), 1):
        cells = {}
        for name, value in row.items():
            test = puzzle.with_clues((*puzzle.clues, NotAt(Ref(name, value), position)))
            cells[name] = UNDETERMINED if solve(test) is not None else str(value)
        grid.append(cells)
    return grid


def asks_position(question: Question) -> bool:
    """True when the question asks for a house number."""
    return normalize(question.ask) == POSITION
