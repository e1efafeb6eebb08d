"""Grading model answers: per answer a score, the cells right and wrong, and a failure label;
per run, puzzle and cell accuracy broken down by size, level, variant and answer format.

Labels, one per answer: ``correct``; ``no answer`` (nothing, or only reasoning); ``truncated``
(the output stops in the middle, or the answers file says it hit its length limit, and it is
not right); ``unparseable`` (text, but no grid, cell or "no solution" could be read);
``wrong`` (read, and no cell right); ``partially right`` (some cells right, not all).
Each graded answer lists its wrong cells (house, category, expected, given).
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..model import PuzzleError
from .gold import NO_SOLUTION, UNDETERMINED
from .parsing import Parsed, parse_answer

LABELS = ("correct", "partially right", "wrong", "unparseable", "truncated", "no answer")
BREAKDOWNS = ("size", "level", "variant", "answer_format")


@dataclass
class Graded:
    """One answer graded against its record."""

    id: str
    label: str
    score: float
    """Cells right / cells asked (1.0 exactly when the whole answer is right)."""
    cells: int
    right: int
    wrong: list[dict[str, Any]] = field(default_factory=list)
    """The cells not right: house (0 for a one-cell answer), category, expected, given (None: missing)."""
    source: str = ""

    @property
    def correct(self) -> bool:
        """True when every cell is right."""
        return self.label == "correct"

    def as_dict(self) -> dict[str, Any]:
        """Plain data for JSON output."""
        return {"id": self.id, "label": self.label, "score": round(self.score, 4), "cells": self.cells,
                "right": self.right, "wrong": self.wrong, "read_as": self.source}


def grade(answer: str | None, record: dict[str, Any], truncated: bool = False) -> Graded:
    """Grade one answer; ``truncated``: the caller knows the output hit its length limit."""
    parsed = parse_answer(answer, record)
    cells, right, wrong = compare(parsed, record)
    score = right / cells if cells else 0.0
    label = _label(parsed, right, cells, truncated)
    return Graded(str(record.get("id", "")), label, score if label != "no answer" else 0.0, cells, right,
                  wrong, parsed.source)


def _label(parsed: Parsed, right: int, cells: int, truncated: bool) -> str:
    if cells and right == cells:
        return "correct"
    if parsed.empty:
        return "no answer"
    if truncated or parsed.truncated:
        return "truncated"
    if not parsed.found:
        return "unparseable"
    return "partially right" if right else "wrong"


def compare(parsed: Parsed, record: dict[str, Any]) -> tuple[int, int, list[dict[str, Any]]]:
    """(cells asked, cells right, the wrong cells) of a parsed answer against the record's gold."""
    gold = record["gold"]
    if gold["status"] == "none":
        said = parsed.no_solution and not parsed.grid
        given = NO_SOLUTION if parsed.no_solution else (parsed.cell or ("a grid" if parsed.grid else None))
        return 1, int(said), [] if said else [_wrong(0, "", NO_SOLUTION, given)]
    if record.get("answer_format") == "cell":
        expected = str(gold["cell"])
        given = parsed.cell
        if given is None and parsed.no_solution:
            given = NO_SOLUTION
        same = given is not None and given.casefold() == expected.casefold()
        return 1, int(same), [] if same else [_wrong(0, record.get("puzzle_question", ""), expected, given)]
    cells = right = 0
    wrong = []
    for house, row in enumerate(gold["grid"], 1):
        for category, expected in row.items():
            cells += 1
            given = parsed.grid.get(house, {}).get(category)
            if given is not None and given.casefold() == str(expected).casefold():
                right += 1
            else:
                wrong.append(_wrong(house, category, expected, given))
    return cells, right, wrong


def _wrong(house: int, category: str, expected: str, given: str | None) -> dict[str, Any]:
    return {"house": house, "category": category, "expected": expected, "given": given}


def score_answer(answer: str | None, entry: dict[str, Any]) -> float:
    """The reasoning-gym shape: a float in [0, 1]; 1.0 for a right answer, the share of right cells otherwise."""
    return grade(answer, entry).score


# =========================================================================== a run of answers
@dataclass
class Report:
    """Every graded answer of a run, and the accuracies over them."""

    graded: list[Graded]
    records: dict[str, dict[str, Any]]
    missing: list[str] = field(default_factory=list)
    """Ids of records that no answer was given for (graded as 'no answer')."""

    def accuracy(self, graded: list[Graded] | None = None) -> tuple[float, float]:
        """(puzzle accuracy, cell accuracy) over ``graded`` (default: all)."""
        items = self.graded if graded is None else graded
        if not items:
            return 0.0, 0.0
        puzzles = sum(g.correct for g in items) / len(items)
        cells = sum(g.right for g in items) / max(1, sum(g.cells for g in items))
        return puzzles, cells

    def labels(self, graded: list[Graded] | None = None) -> dict[str, int]:
        """How many answers got each label."""
        counts = dict.fromkeys(LABELS, 0)
        for g in self.graded if graded is None else graded:
            counts[g.label] += 1
        return counts

    def breakdown(self, by: str) -> list[tuple[str, list[Graded]]]:
        """The graded answers grouped by a record field (size, level, variant, answer_format)."""
        groups: dict[str, list[Graded]] = defaultdict(list)
        for g in self.graded:
            groups[group_key(self.records[g.id], by)].append(g)
        return sorted(groups.items(), key=lambda pair: _sort_key(pair[0]))

    def as_dict(self) -> dict[str, Any]:
        """Plain data: totals, labels, breakdowns and every graded answer."""
        puzzles, cells = self.accuracy()
        return {
            "answers": len(self.graded), "puzzle_accuracy": round(puzzles, 4), "cell_accuracy": round(cells, 4),
            "labels": self.labels(), "missing": self.missing,
            "breakdown": {by: {key: dict(zip(("answers", "puzzle_accuracy", "cell_accuracy"),
                                             (len(group), *(round(x, 4) for x in self.accuracy(group)))))
                               for key, group in self.breakdown(by)} for by in BREAKDOWNS},
            "graded": [g.as_dict() for g in self.graded],
        }


def group_key(record: dict[str, Any], by: str) -> str:
    """The group a record falls in for a breakdown."""
    value = record.get(by)
    if by == "size" and isinstance(value, dict):
        return f"{value.get('houses')}x{value.get('categories')}"
    return str(value)


def _sort_key(key: str) -> tuple[int, str]:
    order = {"easy": 0, "medium": 1, "hard": 2}
    return order.get(key, 9), key


def grade_all(answers: list[dict[str, Any]], records: list[dict[str, Any]]) -> Report:
    """Grade answers (each with ``id`` and ``answer``, optionally ``truncated`` or
    ``finish_reason``) against records by id; records without an answer count as 'no answer'."""
    by_id = {str(r["id"]): r for r in records}
    graded: list[Graded] = []
    seen: set[str] = set()
    for number, entry in enumerate(answers, 1):
        key = str(entry.get("id"))
        if key not in by_id:
            raise PuzzleError(f"answer {number}: id {key!r} is not in the dataset")
        if key in seen:
            raise PuzzleError(f"answer {number}: id {key!r} is answered twice")
        seen.add(key)
        cut = bool(entry.get("truncated")) or entry.get("finish_reason") in ("length", "max_tokens")
        graded.append(grade(_answer_text(entry), by_id[key], cut))
    missing = [key for key in by_id if key not in seen]
    graded += [grade(None, by_id[key]) for key in missing]
    return Report(graded, by_id, missing)


def _answer_text(entry: dict[str, Any]) -> str | None:
    for key in ("answer", "response", "output", "completion", "model_answer", "text"):
        if key in entry:
            value = entry[key]
            return value if isinstance(value, str) or value is None else json.dumps(value)
    return None


def read_jsonl(path: str | Path, what: str) -> list[dict[str, Any]]:
    """The objects of a JSONL file; PuzzleError naming the file and line of a bad one."""
    path = Path(path)
    try:
        handle = path.open(encoding="utf-8")
    except FileNotFoundError:
        raise PuzzleError(f"{path}: no such {what} file") from None
    rows = []
    with handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                raise PuzzleError(f"{path}: line {number} is not JSON ({error.msg})") from None
            if not isinstance(data, dict):
                raise PuzzleError(f"{path}: line {number} is not a JSON object")
            rows.append(data)
    return rows


def check_records(records: list[dict[str, Any]], path: str | Path) -> None:
    """PuzzleError unless every record is a dataset record with an id, categories and gold."""
    for number, record in enumerate(records, 1):
        for key in ("id", "gold", "categories"):
            if key not in record:
                raise PuzzleError(f"{path}: record {number} has no {key!r}: is this a zebrakit dataset?")


__all__ = ["LABELS", "Graded", "Report", "compare", "grade", "grade_all", "read_jsonl", "score_answer",
           "UNDETERMINED"]
