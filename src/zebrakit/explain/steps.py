"""The explanation as data: facts about the grid, numbered steps, and the whole solving path.

A **fact** is one cell of the player's grid: "value v of category c is (or is not) at position
p". A **step** says which clues and which earlier facts entail which new facts, by which
technique, in one sentence. An **explanation** is the steps from the empty grid to the end
(the solution, the point where logic stops, or a contradiction).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..model import Puzzle, Solution


@dataclass(frozen=True, order=True)
class Fact:
    """A mark in the grid: ``value`` of ``category`` is at ``position`` (holds) or is not."""

    category: str
    value: str
    position: int
    holds: bool

    def to_json(self) -> dict[str, Any]:
        """Plain data: {"category", "value", "position", "holds"}."""
        return {"category": self.category, "value": self.value, "position": self.position,
                "holds": self.holds}


@dataclass(frozen=True)
class Step:
    """One deduction: ``clues`` (1-based numbers) and earlier facts ``uses`` entail ``facts``.

    ``technique`` is one of ``techniques.TECHNIQUES``; ``depth`` is how many what-ifs are
    nested in it (0 for every other technique); ``contradiction`` marks the step that finds the
    clues cannot all hold (its ``facts`` are empty).
    """

    number: int
    technique: str
    clues: tuple[int, ...]
    uses: tuple[Fact, ...]
    facts: tuple[Fact, ...]
    text: str
    depth: int = 0
    contradiction: bool = False

    def to_json(self) -> dict[str, Any]:
        """Plain data for JSON output."""
        return {
            "number": self.number, "technique": self.technique, "clues": list(self.clues),
            "uses": [f.to_json() for f in self.uses], "facts": [f.to_json() for f in self.facts],
            "text": self.text, "depth": self.depth, "contradiction": self.contradiction,
        }


@dataclass(frozen=True)
class OpenCell:
    """A cell logic leaves open: the values of ``category`` still possible at ``position``."""

    category: str
    position: int
    values: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain data for JSON output."""
        return {"category": self.category, "position": self.position, "values": list(self.values)}


STATUSES = ("unique", "several", "contradiction")
"""How an explanation ends: the one solution, logic stops with several left, or no solution."""


@dataclass(frozen=True)
class Explanation:
    """The solving path of a puzzle, step by step, and how it ends.

    ``status`` is "unique" (the last step leaves the one solution), "several" (logic stops:
    ``open_cells`` are still open and ``witnesses`` are two solutions that differ there) or
    "contradiction" (the last step finds the clues cannot all hold; ``conflict`` lists the
    clues the steps leading to it used).
    """

    puzzle: Puzzle = field(repr=False, compare=False)
    steps: list[Step]
    status: str
    open_cells: tuple[OpenCell, ...] = ()
    witnesses: tuple[Solution, ...] = ()
    conflict: tuple[int, ...] = ()
    solution: Solution | None = None

    def techniques(self) -> dict[str, int]:
        """How many steps use each technique, in the order they first appear."""
        counts: dict[str, int] = {}
        for step in self.steps:
            counts[step.technique] = counts.get(step.technique, 0) + 1
        return counts

    def to_json(self) -> dict[str, Any]:
        """Plain data for JSON output."""
        from ..notation import format_clue

        data: dict[str, Any] = {
            "title": self.puzzle.title, "size": [self.puzzle.size, len(self.puzzle.categories)],
            "status": self.status, "steps": [s.to_json() for s in self.steps],
            "techniques": self.techniques(),
            "clues": [{"number": number, "text": text, "notation": format_clue(clue, self.puzzle)}
                      for number, clue, text in self.puzzle.numbered_clues()],
        }
        if self.solution is not None:
            data["solution"] = self.solution.grid()
        if self.status == "several":
            data["open_cells"] = [c.to_json() for c in self.open_cells]
            data["witnesses"] = [w.grid() for w in self.witnesses]
        if self.status == "contradiction":
            data["conflict"] = list(self.conflict)
        return data
