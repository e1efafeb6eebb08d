"""Hints from a player's own grid: a nudge, the next step, the fill, or which marks are wrong.

A player's marks are facts: "the Dane is in house 2" (yes) or "red is not in house 1" (no).
Written as text, one mark a line (or separated by ';'):

    Dane = 2            # yes: the Dane is in house 2
    red != 1            # no: red is not in house 1
    colour.red != 1     # category.value when a name is in several categories
    Anna = Bob          # a puzzle about people: the position by its axis value

or as JSON, a list of ``{"category", "value", "position", "holds"}`` objects (``Fact.to_json``).

Before any hint, the marks are checked: a mark the solution (or, with several solutions,
every solution agreeing with the earlier marks) contradicts is wrong, and the answer lists
the wrong marks from the first one that went wrong instead of a hint built on them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engines.base import deadline
from ..model import Puzzle, PuzzleError, Ref, normalize
from .grid import Grid
from .path import facts_of, first_solutions, steps_of
from .search import Draft, StepSearch
from .sentences import Writer, cite
from .steps import Fact, Step
from .techniques import TECHNIQUES
from .whatif import solutions

LEVELS = ("nudge", "hint", "fill", "check")
"""The hint ladder, from the least given away: which technique and clue to look at, the next
step in words, the facts it writes, and the check of the player's marks."""


@dataclass(frozen=True)
class Hint:
    """What to tell a player at one level of the ladder.

    ``status``: "wrong" (``wrong`` lists the marks that are wrong, the first one that went
    wrong first), "next" (``step`` is the next step from the player's grid), "right" (a check
    found no mistake), "solved" (the grid is complete), "stuck" (logic finds nothing more: the
    puzzle has several solutions) or "contradiction" (the puzzle has none).
    """

    level: str
    status: str
    text: str
    technique: str = ""
    clues: tuple[int, ...] = ()
    step: Step | None = None
    facts: tuple[Fact, ...] = ()
    wrong: tuple[Fact, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Plain data for JSON output."""
        return {"level": self.level, "status": self.status, "text": self.text,
                "technique": self.technique, "clues": list(self.clues),
                "step": self.step.to_json() if self.step else None,
                "facts": [f.to_json() for f in self.facts], "wrong": [f.to_json() for f in self.wrong]}


def hint(puzzle: Puzzle, marks: Iterable[Fact], level: str = "nudge", *,
         time_limit: float | None = None) -> Hint:
    """The hint at ``level`` from the player's ``marks`` (or the wrong marks, if any are wrong)."""
    if level not in LEVELS:
        raise PuzzleError(f"unknown hint level {level!r}: use one of {', '.join(LEVELS)}")
    with deadline(time_limit):
        grid = Grid(puzzle)
        marks = [check_fact(puzzle, grid, m) for m in marks]
        known = first_solutions(puzzle, grid) if not grid.constant_false else []
        if not known:
            return Hint(level, "contradiction", "The clues contradict each other: the puzzle has no "
                        "solution, so no mark can be checked against it.")
        wrong = wrong_marks(grid, marks, known)
        if wrong:
            return _wrong(puzzle, level, wrong)
        if level == "check":
            return Hint(level, "right", f"All {len(marks)} marks are right so far." if marks
                        else "There are no marks to check yet.")
        return _next(puzzle, grid, marks, known, level)


def _wrong(puzzle: Puzzle, level: str, wrong: list[Fact]) -> Hint:
    writer = Writer(puzzle)
    first = wrong[0]
    more = f" ({len(wrong) - 1} more after it)" if len(wrong) > 1 else ""
    return Hint(level, "wrong", f"This mark is wrong: {say_mark(puzzle, writer, first)}{more}. "
                "Take it back and what was built on it.", wrong=tuple(wrong))


def _next(puzzle: Puzzle, grid: Grid, marks: list[Fact], known: list[list[int]], level: str) -> Hint:
    domains, stated = grid_from_marks(grid, marks)
    search = StepSearch(grid, domains, stated, known=[s for s in known
                                                      if all(d & b for d, b in zip(domains, s))])
    if search.solved():
        return Hint(level, "solved", "The grid is complete and right.")
    draft = search.next()
    if draft is None:
        return Hint(level, "stuck", "Logic finds nothing more here: the puzzle has several "
                    "solutions and the open cells could go either way.")
    step = steps_of(puzzle, grid, [draft])[0]
    if level == "nudge":
        text = nudge(puzzle, grid, draft)
        return Hint(level, "next", text, draft.technique, draft.clues)
    if level == "hint":
        return Hint(level, "next", step.text, draft.technique, draft.clues, step)
    facts = facts_of(puzzle, grid, draft.facts)
    writer = Writer(puzzle)
    text = "Write these marks: " + "; ".join(say_mark(puzzle, writer, f) for f in facts) + "."
    return Hint(level, "next", text, draft.technique, draft.clues, step, facts)


def nudge(puzzle: Puzzle, grid: Grid, draft: Draft) -> str:
    """Which technique and which clue to look at, without saying what they give."""
    writer = Writer(puzzle)
    technique = draft.technique
    described = TECHNIQUES[technique].description
    if technique == "naked single":
        return f"Look at {writer.name(draft.facts[0][0])}: {described}."
    if technique == "hidden single":
        v, p, _ = draft.facts[0]
        return f"Look at {writer.house(p)} for {writer.category_of(v)}: {described}."
    if technique == "pairs and triples":
        return f"Look at the {writer.category_of(draft.note['values'][0])} column: {described}."
    if technique in ("what-if", "case split"):
        v = draft.note["assumed"][0] if "assumed" in draft.note else draft.note["cases"][0]
        return f"Nothing simpler works now: try a {technique} on {writer.name(v)} ({described})."
    return f"Look at {cite(draft.clues)} ({technique}): {described}."


def grid_from_marks(grid: Grid, marks: list[Fact]) -> tuple[list[int], set[int]]:
    """The domains and the written placements a player's (right) marks give."""
    domains = list(grid.domains)
    stated = set(grid.axis)
    index = _fact_index(grid)
    for fact in marks:
        v = index[(fact.category, fact.value)]
        bit = 1 << (fact.position - 1)
        if fact.holds:
            domains[v] = bit
            stated.add(v)
            for w in grid.members(v // grid.n):
                if w != v:
                    domains[w] &= ~bit
        else:
            domains[v] &= ~bit
    return domains, stated


def wrong_marks(grid: Grid, marks: list[Fact], known: list[list[int]]) -> list[Fact]:
    """The marks no solution agreeing with the right marks before them allows, in the player's order."""
    index = _fact_index(grid)
    if len(known) == 1:
        solution = known[0]
        return [f for f in marks
                if bool(solution[index[(f.category, f.value)]] >> (f.position - 1) & 1) != f.holds]
    wrong: list[Fact] = []
    kept: list[Fact] = []
    for fact in marks:
        domains, _ = grid_from_marks(grid, kept + [fact])
        if any(not d for d in domains) or not solutions(grid, domains, 1):
            wrong.append(fact)
        else:
            kept.append(fact)
    return wrong


def _fact_index(grid: Grid) -> dict[tuple[str, str], int]:
    return {(ref.category, str(ref.value)): i for i, ref in enumerate(grid.refs)}


def check_fact(puzzle: Puzzle, grid: Grid, fact: Fact) -> Fact:
    """``fact`` with its category and value as the puzzle spells them, or PuzzleError."""
    if not isinstance(fact, Fact):
        raise PuzzleError(f"a mark must be a Fact, not {type(fact).__name__}")
    ref = puzzle.resolve(fact.value, fact.category)
    puzzle.check_position(fact.position)
    return Fact(ref.category, str(ref.value), fact.position, bool(fact.holds))


def say_mark(puzzle: Puzzle, writer: Writer, fact: Fact) -> str:
    """A mark in words: 'the Dane is in house 2' or 'red is not in house 1'."""
    v = list(puzzle.refs()).index(puzzle.resolve(fact.value, fact.category))
    return writer.is_at(v, fact.position) if fact.holds else writer.not_at(v, [fact.position])


# =========================================================================== the marks format
_MARK = re.compile(r"^(?P<value>.+?)\s*(?P<op>!=|=)\s*(?P<position>.+)$")


def read_marks(puzzle: Puzzle, text: str, where: str = "marks") -> list[Fact]:
    """Marks from text (one a line or ';'-separated, '#' comments) or a JSON list of facts."""
    stripped = text.strip()
    if stripped.startswith("["):
        return _json_marks(puzzle, stripped, where)
    marks = []
    for number, line in enumerate(text.splitlines(), 1):
        for part in line.split("#", 1)[0].split(";"):
            part = part.strip()
            if part:
                marks.append(_text_mark(puzzle, part, f"{where}, line {number}"))
    return marks


def _text_mark(puzzle: Puzzle, part: str, where: str) -> Fact:
    match = _MARK.match(part)
    if match is None:
        raise PuzzleError(f"{where}: {part!r} is not a mark: write 'VALUE = HOUSE' (yes) or "
                          f"'VALUE != HOUSE' (no), e.g. 'Dane = 2'")
    try:
        ref = _value(puzzle, match["value"].strip())
        position = _position(puzzle, match["position"].strip())
    except PuzzleError as error:
        raise PuzzleError(f"{where}: {error}") from None
    return Fact(ref.category, str(ref.value), position, match["op"] == "=")


def _value(puzzle: Puzzle, text: str) -> Ref:
    try:
        return puzzle.resolve(text)
    except PuzzleError:
        category, dot, value = text.partition(".")
        if dot:
            return puzzle.resolve(value, category)
        raise


def _position(puzzle: Puzzle, text: str) -> int:
    words = text.lower().removeprefix("house").strip()
    if words.isdigit():
        position = int(words)
        puzzle.check_position(position)
        return position
    if puzzle.axis is not None:
        axis = puzzle.category(puzzle.axis)
        for i, value in enumerate(axis.values, 1):
            if normalize(value) == normalize(text):
                return i
        raise PuzzleError(f"{text!r} is not a position: give a number 1..{puzzle.size} or one of "
                          f"{', '.join(str(v) for v in axis.values)}")
    raise PuzzleError(f"{text!r} is not a house: give a number 1..{puzzle.size}")


def _json_marks(puzzle: Puzzle, text: str, where: str) -> list[Fact]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise PuzzleError(f"{where}: not valid JSON: {error.msg} (line {error.lineno})") from None
    if not isinstance(data, list):
        raise PuzzleError(f"{where}: JSON marks must be a list of facts")
    marks = []
    for i, item in enumerate(data, 1):
        keys = {"category", "value", "position", "holds"}
        if not isinstance(item, dict) or not keys <= set(item):
            raise PuzzleError(f"{where}: mark {i} must be an object with keys {', '.join(sorted(keys))}")
        position = item["position"]
        if not isinstance(position, int) or isinstance(position, bool):
            raise PuzzleError(f"{where}: mark {i}: position must be a whole number")
        try:
            ref = puzzle.resolve(str(item["value"]), str(item["category"]))
            puzzle.check_position(position)
        except PuzzleError as error:
            raise PuzzleError(f"{where}: mark {i}: {error}") from None
        marks.append(Fact(ref.category, str(ref.value), position, bool(item["holds"])))
    return marks
