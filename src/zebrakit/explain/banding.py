"""Grading for the generator: the grade of the solving path without its sentences, stopped early.

``zebrakit generate --difficulty BAND`` grades many candidate clue sets; it needs the grade of
``zebrakit.explain.grade`` (the same steps, the same score) and nothing else, so ``path_grade``
runs the step search alone (no sentences, no facts as data), starts from the solution the
generator already knows (no solver call), and stops as soon as the score has passed the top
of the band asked: a path that heavy can only grade higher. ``in_band`` is the library's way
to ask for one puzzle of a band (``zebrakit.generate`` builds it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..model import Puzzle, PuzzleError, Solution
from .grading import BANDS, LIMITS, Grade, grade_explanation, step_weight
from .steps import Explanation, Step

PARTIAL = "partial"
"""The status of a grade whose path was stopped early (its band is a lower bound)."""


class OutOfBand(PuzzleError):
    """No puzzle of the band asked was found within the budget."""


@dataclass(frozen=True)
class Banded:
    """A puzzle in the band asked, its solution and grade, and how it was reached."""

    puzzle: Puzzle
    solution: Solution
    grade: Grade
    draws: int
    """How many hidden solutions the generator drew to find it."""
    added: int = 0
    """Clues added to ease it: always 0 (the generator aims at the band; kept for callers)."""


def path_grade(puzzle: Puzzle, solution: Sequence[int] | None = None, *,
               stop_above: str | None = None) -> Grade:
    """The grade ``zebrakit.explain.grade`` gives ``puzzle``, from its step search alone.

    ``solution`` (a position bit per value, in the grid's value order) spares the solver call.
    With ``stop_above``, the search stops once the score reaches the band above that one; the
    grade is then marked ``partial`` and its band is a lower bound.
    """
    from .grid import Grid
    from .path import first_solutions
    from .search import StepSearch

    grid = Grid(puzzle)
    known = [list(solution)] if solution is not None else first_solutions(puzzle, grid)
    search = StepSearch(grid, known=known)
    ceiling = LIMITS[BANDS.index(stop_above)] if stop_above not in (None, BANDS[-1]) else None
    steps: list[Step] = []
    heaviest, count = 0, 0
    limit = len(grid.refs) * grid.n * 4
    width = grid.n * grid.k / 50
    status = "several"
    while len(steps) < limit:
        draft = search.next()
        if draft is None:
            break
        steps.append(Step(len(steps) + 1, draft.technique, draft.clues, (), (), "", draft.depth,
                          draft.contradiction))
        if draft.contradiction:
            status = "contradiction"
            break
        search.apply(draft)
        weight = step_weight(draft.technique, draft.depth)
        heaviest, count = (weight, 1) if weight > heaviest else (heaviest, count + (weight == heaviest))
        if ceiling is not None and _score(heaviest, count, width) >= ceiling:
            status = PARTIAL
            break
    if status == "several" and search.solved():
        status = "unique"
    return grade_explanation(Explanation(puzzle, steps, status))


def _score(heaviest: int, count: int, width: float) -> float:
    """A lower bound of the final score (it only grows as steps are added)."""
    from .grading import TECHNIQUES

    score = heaviest + width
    if heaviest >= TECHNIQUES["pairs and triples"].weight:
        from math import log2

        score += log2(1 + count)
    return round(score, 2)


def in_band(size: object, band: str, seed: int | str = 0, index: int = 0, *,
            theme: str | None = None, clue_types: object = None) -> Banded:
    """Puzzle ``index`` of the run (seed) of ``size`` ('6x6') graded ``band``; OutOfBand if none.

    The same puzzle as ``zebrakit generate --size SIZE --difficulty BAND --seed SEED`` writes
    at that index: unique, 1-minimal, graded by ``zebrakit.explain.grade``.
    """
    from ..generate import Unreachable, build
    from ..generate.builder import settings_from
    from ..themes import DEFAULT_THEME

    if band not in BANDS:
        raise PuzzleError(f"unknown band {band!r}: use one of {', '.join(BANDS)}")
    settings = settings_from(size, theme or DEFAULT_THEME, clue_types, band)
    try:
        generated = build(settings, seed, index)
    except Unreachable as error:
        raise OutOfBand(str(error)) from None
    graded = generated.grade
    assert graded is not None
    return Banded(generated.puzzle, generated.solution, graded, generated.attempts)
