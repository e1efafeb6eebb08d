"""Puzzles of a chosen band: generated, then eased with clues the solution gives away.

The generator aims at its own levels (propagation rounds); the bands grade the techniques a
person needs. ``in_band`` draws generated puzzles from the generator level closest to the
band asked and grades each: one in the band is kept; one too hard is eased by adding, one at
a time, a clue that places the value its hardest step is about (true in the solution, so the
puzzle stays uniquely solvable), as long as that does not make it too easy; one too easy
leads to the next draw. When no draw reaches the band, ``OutOfBand`` says which bands were
found instead: it never gives up silently.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..clues import At
from ..english.writer import write_clue
from ..model import Puzzle, PuzzleError, Solution
from .grading import BANDS, Grade, grade, step_weight
from .steps import Explanation

START_LEVEL = {"easy": "easy", "medium": "medium", "hard": "hard", "expert": "hard"}
"""The generator level each band starts its draws from."""
EASED_MOST = 12
"""Most clues added to ease one draw."""


class OutOfBand(PuzzleError):
    """No puzzle of the band asked was found within the draws allowed."""


@dataclass(frozen=True)
class Banded:
    """A puzzle in the band asked, its solution and grade, and how it was reached."""

    puzzle: Puzzle
    solution: Solution
    grade: Grade
    draws: int
    """How many generated puzzles were graded to find it."""
    added: int
    """How many clues were added to ease it (0: the generated puzzle as it was)."""


def in_band(size: object, band: str, seed: int | str = 0, index: int = 0, *, draws: int = 12,
            theme: str | None = None) -> Banded:
    """A puzzle of ``size`` ('6x6') graded ``band``, from the run (seed, index); OutOfBand if none."""
    from ..generate import Unreachable, build
    from ..generate.builder import settings_from
    from ..themes import DEFAULT_THEME

    if band not in BANDS:
        raise PuzzleError(f"unknown band {band!r}: use one of {', '.join(BANDS)}")
    target = BANDS.index(band)
    found: Counter[str] = Counter()
    missed = 0
    for draw in range(draws):
        level = START_LEVEL[band] if draw % 2 == 0 else None  # every other draw: any level
        settings = settings_from(size, theme or DEFAULT_THEME, None, level, max_attempts=60, retries=0)
        try:
            generated = build(settings, seed, index * draws + draw)
        except Unreachable:
            missed += 1
            continue
        graded = grade(generated.puzzle)
        found[graded.band] += 1
        if BANDS.index(graded.band) == target:
            return Banded(generated.puzzle, generated.solution, graded, draw + 1, 0)
        if BANDS.index(graded.band) > target:
            eased = ease(generated.puzzle, generated.solution, target)
            if eased is not None:
                puzzle, graded, added = eased
                return Banded(puzzle, generated.solution, graded, draw + 1, added)
    seen = ", ".join(f"{n} {b}" for b, n in sorted(found.items(), key=lambda i: BANDS.index(i[0])))
    none = f"; {missed} gave no puzzle of the generator's level {START_LEVEL[band]!r}" if missed else ""
    raise OutOfBand(f"no {band} puzzle of size {size} in {draws} draws from seed {seed!r}, index "
                    f"{index} (graded: {seen or 'none'}{none})")


def ease(puzzle: Puzzle, solution: Solution, target: int) -> tuple[Puzzle, Grade, int] | None:
    """``puzzle`` with clues added until its band is ``BANDS[target]``; None when it cannot get there."""
    from .path import explain

    current, explanation = puzzle, explain(puzzle)
    added = 0
    tried: set[At] = set()
    while added < EASED_MOST:
        graded = grade(explanation)
        if BANDS.index(graded.band) == target:
            return current, graded, added
        for clue in _giveaways(current, solution, explanation):
            if clue in tried:
                continue
            tried.add(clue)
            trial = current.with_clues(current.clues + (clue,), current.texts + (_text(clue, current),))
            trial_explanation = explain(trial)
            if BANDS.index(grade(trial_explanation).band) >= target:
                current, explanation, added = trial, trial_explanation, added + 1
                break
        else:
            return None
    return None


def _giveaways(puzzle: Puzzle, solution: Solution, explanation: Explanation) -> list[At]:
    """'X is in house p' clues for the values of the hardest steps, the hardest first."""
    steps = sorted(explanation.steps, key=lambda s: -step_weight(s.technique, s.depth))
    clues = []
    for step in steps:
        for fact in step.facts[:1]:
            ref = puzzle.resolve(fact.value, fact.category)
            clue = At(ref, solution.position(ref))
            if clue not in puzzle.clues and clue not in clues:
                clues.append(clue)
    return clues


def _text(clue: At, puzzle: Puzzle) -> str:
    try:
        return write_clue(clue, puzzle)
    except (TypeError, PuzzleError):
        return ""
