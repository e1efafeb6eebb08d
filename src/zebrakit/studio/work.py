"""What the studio's requests do, as plain functions from JSON-like data to JSON-like data.

The server runs each of these in a worker process under a time limit (``pool``); nothing here
knows about HTTP. Every function reads the puzzle afresh from the text the browser sent, so no
request sees another's work, and nothing the user sends is ever executed: text is read by
zebrakit's own readers (safe YAML, the clue notation's parser, the English readers).
"""

from __future__ import annotations

import json
from typing import Any

from ..engines.base import deadline
from ..model import Puzzle, PuzzleError, Solution

MAX_TEXT = 100_000
"""Characters of puzzle text the studio reads (the command line reads up to the file limit)."""
MAX_POSITIONS = 10
MAX_CATEGORIES = 10
"""Largest puzzle the studio takes: the grid must fit a page (the command line takes more)."""
MAX_CLUES = 300
DIAGNOSE_SECONDS = 8.0
"""Time for the whole diagnosis of one edit; each test gets ``STEP_SECONDS``."""
STEP_SECONDS = 1.0
GENERATE_SECONDS = 20.0
HINT_SECONDS = 5.0


class StudioError(PuzzleError):
    """A request the studio cannot serve: the message says why, for the page to show."""


# =========================================================================== reading
def read_text(text: object) -> Puzzle:
    """The puzzle in ``text`` (YAML, JSON or English), within the studio's limits."""
    from ..formats import loads

    if not isinstance(text, str) or not text.strip():
        raise StudioError("write or paste a puzzle first (English, YAML or JSON)")
    if len(text) > MAX_TEXT:
        raise StudioError(f"the text is {len(text):,} characters; the studio reads up to {MAX_TEXT:,}")
    puzzle = loads(text, source="puzzle")
    check_size(puzzle)
    return puzzle


def check_size(puzzle: Puzzle) -> None:
    """StudioError when the puzzle is larger than the studio's grid takes."""
    if puzzle.size > MAX_POSITIONS or len(puzzle.categories) > MAX_CATEGORIES:
        raise StudioError(
            f"the puzzle is {puzzle.size} x {len(puzzle.categories)}; the studio takes up to "
            f"{MAX_POSITIONS} positions and {MAX_CATEGORIES} categories (use the command line)")
    if len(puzzle.clues) > MAX_CLUES:
        raise StudioError(f"the puzzle has {len(puzzle.clues)} clues; the studio takes up to {MAX_CLUES}")


def describe(puzzle: Puzzle) -> dict[str, Any]:
    """What the reader understood: categories, each clue as text, notation and English, notes."""
    from ..cli.solving import notes
    from ..notation import format_clue

    return {
        "title": puzzle.title,
        "size": puzzle.size,
        "axis": puzzle.axis,
        "categories": [{"name": c.name, "values": [str(v) for v in c.values]} for c in puzzle.categories],
        "positions": [puzzle.position_label(p) for p in range(1, puzzle.size + 1)],
        "clues": [{"number": n, "text": text, "notation": format_clue(clue, puzzle),
                   "english": _english(clue, puzzle)} for n, clue, text in _numbered(puzzle)],
        "questions": [q.text or f"{q.ask} of {q.about}" for q in puzzle.questions],
        "notes": notes(puzzle),
    }


def _numbered(puzzle: Puzzle) -> list[tuple[int, Any, str]]:
    texts = puzzle.texts or ("",) * len(puzzle.clues)
    return [(n, clue, text) for n, (clue, text) in enumerate(zip(puzzle.clues, texts), 1)]


def _english(clue: Any, puzzle: Puzzle) -> str:
    from ..diagnose import _english as english

    return english(clue, puzzle)


def exports(puzzle: Puzzle) -> dict[str, str]:
    """The puzzle as YAML, JSON and English (English is '' when the writer cannot word it)."""
    from ..formats import dumps

    try:
        from ..english import write_puzzle

        english = str(write_puzzle(puzzle))
    except Exception:  # noqa: BLE001 - a puzzle the writer cannot word still exports as data
        english = ""
    return {"yaml": dumps(puzzle, "yaml"), "json": dumps(puzzle, "json"), "english": english}


# =========================================================================== the requests
def analyze(payload: dict[str, Any]) -> dict[str, Any]:
    """Read, describe, diagnose and export the text of the Write panel."""
    from ..diagnose import diagnose

    puzzle = read_text(payload.get("text"))
    result: dict[str, Any] = {"reading": describe(puzzle), "exports": exports(puzzle)}
    diagnosis = diagnose(puzzle, time_limit=DIAGNOSE_SECONDS, step_timeout=STEP_SECONDS)
    result["diagnosis"] = diagnosis.to_json()
    result["fixes"] = _fixes(puzzle, diagnosis)
    solutions = diagnosis.report.solutions
    result["solution"] = solution_grid(puzzle, solutions[0]) if diagnosis.status == "unique" else None
    return result


def _fixes(puzzle: Puzzle, diagnosis: Any) -> dict[str, Any]:
    """The puzzle as YAML after each repair, and after adding the extra clues ('Apply' buttons)."""
    from ..formats import dumps

    fixes: dict[str, Any] = {"repairs": [], "extra": None}
    for repair in diagnosis.repairs:
        clues, texts = list(puzzle.clues), list(puzzle.texts or ("",) * len(puzzle.clues))
        for number in sorted(repair.clues, reverse=True):
            if repair.replacement is None:
                del clues[number - 1], texts[number - 1]
            else:
                clues[number - 1], texts[number - 1] = repair.replacement, ""
        fixes["repairs"].append(dumps(puzzle.with_clues(tuple(clues), tuple(texts)), "yaml"))
    if diagnosis.extra is not None and diagnosis.extra.clues:
        added = tuple(puzzle.texts or ("",) * len(puzzle.clues)) + tuple(
            _english(c, puzzle) for c in diagnosis.extra.clues)
        fixes["extra"] = dumps(puzzle.with_clues(puzzle.clues + diagnosis.extra.clues, added), "yaml")
    return fixes


def solution_grid(puzzle: Puzzle, solution: Solution) -> dict[str, list[str]]:
    """Each category's value at each position, as labels: {category: [value at 1, at 2, ...]}."""
    return {c.name: [str(solution.value_at(c.name, p)) for p in range(1, puzzle.size + 1)]
            for c in puzzle.categories}


def solve(payload: dict[str, Any]) -> dict[str, Any]:
    """The unique solution of the text's puzzle, for the Play panel (an error when not unique)."""
    from ..solve import solutions

    puzzle = read_text(payload.get("text"))
    with deadline(DIAGNOSE_SECONDS):
        found = list(solutions(puzzle, limit=2))
    if len(found) != 1:
        what = "no solution" if not found else "more than one solution"
        raise StudioError(f"this puzzle has {what}, so it cannot be played: open it in Write to fix it")
    return {"reading": describe(puzzle), "solution": solution_grid(puzzle, found[0])}


def generate(payload: dict[str, Any]) -> dict[str, Any]:
    """A new puzzle from size, difficulty, theme and seed, as YAML and English."""
    from ..generate import generate_one
    from ..generate.output import english_text

    houses, categories = _whole(payload.get("houses", 5), "houses"), _whole(payload.get("categories", 5), "categories")
    if not (2 <= houses <= MAX_POSITIONS and 2 <= categories <= MAX_CATEGORIES):
        raise StudioError(f"sizes from 2 x 2 to {MAX_POSITIONS} x {MAX_CATEGORIES} in the studio")
    seed = _whole(payload.get("seed", 0), "seed")
    difficulty = payload.get("difficulty") or None
    with deadline(GENERATE_SECONDS):
        made = generate_one(f"{houses}x{categories}", seed=seed, difficulty=difficulty,
                            theme=str(payload.get("theme") or "classic"))
    from ..formats import dumps

    return {"yaml": dumps(made.puzzle, "yaml"), "english": english_text(made),
            "level": made.difficulty.band or made.difficulty.level, "seed": seed}


def _whole(value: object, what: str) -> int:
    try:
        number = int(str(value).strip())
    except ValueError:
        raise StudioError(f"{what} must be a whole number, not {str(value)[:40]!r}") from None
    if abs(number) > 10**12:
        raise StudioError(f"{what} is too large")
    return number


def themes(payload: dict[str, Any]) -> dict[str, Any]:
    """The generator's themes and difficulty bands, for the Generate form."""
    from ..difficulty import BANDS
    from ..themes import DEFAULT_THEME, THEMES

    return {"themes": list(THEMES), "default": DEFAULT_THEME, "levels": list(BANDS)}


# =========================================================================== hints
def hint(payload: dict[str, Any]) -> dict[str, Any]:
    """The next rung of the hint ladder when ``zebrakit.explain`` exists; always the check.

    ``marks`` are the player's marks: ``{"a": [category, value], "b": [category, value],
    "holds": bool}``, where a category may be the position row ("#") whose values are
    position numbers. Wrong marks are found from the unique solution.
    """
    puzzle = read_text(payload.get("text"))
    marks = _marks(payload.get("marks"))
    level = str(payload.get("level") or "nudge")
    if level not in ("nudge", "hint", "check"):
        raise StudioError(f"unknown hint level {level!r} (nudge, hint or check)")
    with deadline(HINT_SECONDS):
        from ..solve import solve as solve_one

        solution = solve_one(puzzle)
        if solution is None:
            raise StudioError("this puzzle has no solution, so there is nothing to hint")
        result: dict[str, Any] = {"wrong": wrong_marks(puzzle, solution, marks), "level": level}
        result.update(_explained(puzzle, marks, level))
    return result


def _explained(puzzle: Puzzle, marks: list[dict[str, Any]], level: str) -> dict[str, Any]:
    """The explain module's hint, or a note that hints are not available in this installation."""
    try:
        from .. import explain
    except ImportError:
        return {"available": False,
                "message": "Step-by-step hints are not available in this version of zebrakit; "
                           "here is the check instead:"}
    facts = [explain_fact(puzzle, m) for m in marks]
    answer = explain.hint(puzzle, [f for f in facts if f is not None], level)
    return {"available": True, "hint": answer.to_json()}


def explain(payload: dict[str, Any]) -> dict[str, Any]:
    """The step-by-step solution from ``zebrakit.explain``, or a note that it is not available."""
    puzzle = read_text(payload.get("text"))
    try:
        from .. import explain as explainer
    except ImportError:
        return {"available": False,
                "message": "Step-by-step explanations are not available in this version of zebrakit."}
    with deadline(HINT_SECONDS):
        steps = explainer.explain(puzzle, time_limit=HINT_SECONDS)
    return {"available": True, "explanation": steps.to_json()}


def explain_fact(puzzle: Puzzle, mark: dict[str, Any]) -> Any:
    """A mark between a value and a position as the explainer's Fact (None for value pairs)."""
    from .. import explain

    a, b = mark["a"], mark["b"]
    if a[0] == "#":
        a, b = b, a
    if b[0] != "#":
        return None
    # Fact spells values as text, as hints' check_fact does
    value = str(puzzle.resolve(a[1], a[0]).value)
    return explain.Fact(a[0], value, int(b[1]), bool(mark["holds"]))


def _marks(raw: object) -> list[dict[str, Any]]:
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > 20_000:
        raise StudioError("marks must be a list (of at most 20,000)")
    marks = []
    for mark in raw:
        if not (isinstance(mark, dict) and isinstance(mark.get("a"), list) and isinstance(mark.get("b"), list)
                and len(mark["a"]) == 2 and len(mark["b"]) == 2):
            raise StudioError(f"a mark must be {{a: [category, value], b: [...], holds}}, not {json.dumps(mark)[:80]}")
        marks.append({"a": [str(x) for x in mark["a"]], "b": [str(x) for x in mark["b"]],
                      "holds": bool(mark.get("holds"))})
    return marks


def wrong_marks(puzzle: Puzzle, solution: Solution, marks: list[dict[str, Any]]) -> list[int]:
    """Indices of the marks that contradict the solution."""
    grid = solution_grid(puzzle, solution)

    def position(side: list[str]) -> int | None:
        category, value = side
        if category == "#":
            return int(value)
        values = grid.get(category)
        return values.index(value) + 1 if values and value in values else None

    wrong = []
    for index, mark in enumerate(marks):
        pa, pb = position(mark["a"]), position(mark["b"])
        if pa is None or pb is None:
            raise StudioError(f"mark {index + 1} names a value the puzzle does not have")
        if (pa == pb) != mark["holds"]:
            wrong.append(index)
    return wrong


JOBS = {"analyze": analyze, "solve": solve, "generate": generate, "hint": hint, "explain": explain,
        "themes": themes}
"""The request name the server sends to a worker, and the function that serves it."""
