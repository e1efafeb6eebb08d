"""Difficulty from the reasoning a puzzle forces: a score and a band.

The score adds up what a solver feels:

- the **weight of the hardest technique** the explanation needs (``techniques``: 0 for the
  singles up to 8 for a what-if and 10 for a case split); a nested what-if weighs
  12, and 2 more for each level deeper;
- how often it is needed, for the advanced techniques (pairs and triples and beyond):
  ``log2(1 + steps using it)``, so one what-if is hard and twenty are harder, but not twenty
  times;
- the **width** of the grid: ``houses x categories / 50`` (0.5 for 5x5, 2 for 10x10).

The bands cut the score: easy below 6 (the basic techniques always suffice), medium below 10
(a Hall set or a what-if or two), hard below 14, expert from 14 (many what-ifs on a wide grid,
or a what-if inside a what-if).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..model import Puzzle
from .steps import Explanation
from .techniques import TECHNIQUES

BANDS = ("easy", "medium", "hard", "expert")
"""The difficulty bands, easiest first."""
LIMITS = (6.0, 10.0, 14.0)
"""A score below LIMITS[i] is in BANDS[i]; from the last limit on, the last band."""
NESTED_WEIGHT = 14
"""The weight of a what-if inside a what-if (2 more for each further level)."""


@dataclass(frozen=True)
class Grade:
    """How hard a puzzle is to solve by reasoning, and why."""

    band: str
    score: float
    hardest: str
    """The hardest technique the explanation needs ('' when it needs none)."""
    hardest_steps: int
    """How many steps use it."""
    depth: int
    """The deepest what-if nesting (0: none, 1: a what-if, 2: a what-if inside one...)."""
    size: tuple[int, int]
    """(houses, categories)."""
    steps: int
    status: str
    techniques: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        """Plain data for JSON output."""
        return {"band": self.band, "score": self.score, "hardest": self.hardest,
                "hardest_steps": self.hardest_steps, "depth": self.depth, "size": list(self.size),
                "steps": self.steps, "status": self.status, "techniques": dict(self.techniques)}


def step_weight(technique: str, depth: int) -> int:
    """The weight of one step: its technique's, or the nested weight for a deep what-if."""
    if depth > 1:
        return NESTED_WEIGHT + 2 * (depth - 2)
    return TECHNIQUES[technique].weight


def band_of(score: float) -> str:
    """The band a score falls in."""
    for band, limit in zip(BANDS, LIMITS):
        if score < limit:
            return band
    return BANDS[-1]


def grade(puzzle: Puzzle | Explanation, *, time_limit: float | None = None) -> Grade:
    """The difficulty of a puzzle (or of its explanation, when already made)."""
    if isinstance(puzzle, Explanation):
        explanation = puzzle
    else:
        from .path import explain

        explanation = explain(puzzle, time_limit=time_limit)
    return grade_explanation(explanation)


def grade_explanation(explanation: Explanation) -> Grade:
    """The grade of an explanation: hardest technique, how often, depth and width."""
    puzzle = explanation.puzzle
    size = (puzzle.size, len(puzzle.categories))
    weights = [(step_weight(s.technique, s.depth), s) for s in explanation.steps
               if not s.contradiction]
    depth = max((s.depth for s in explanation.steps), default=0)
    if any(s.technique == "what-if" for s in explanation.steps):
        depth = max(depth, 1)
    hardest, heaviest, count = "", 0, 0
    if weights:
        heaviest = max(w for w, _ in weights)
        chosen = [s for w, s in weights if w == heaviest]
        hardest, count = chosen[0].technique, len(chosen)
    score = heaviest + size[0] * size[1] / 50
    if heaviest >= TECHNIQUES["pairs and triples"].weight:
        score += math.log2(1 + count)
    score = round(score, 2)
    return Grade(band_of(score), score, hardest, count, depth, size, len(explanation.steps),
                 explanation.status, explanation.techniques())
