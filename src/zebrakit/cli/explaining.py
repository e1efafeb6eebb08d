"""`zebrakit explain`, `zebrakit hint` and `zebrakit difficulty`: solving like a person, from the library."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from . import GaveUp, add_timeout, time_limit
from .progress import Progress
from ..engines.base import TimeLimit
from ..formats import load
from ..model import Puzzle, PuzzleError
from ..render import display_width

EXIT_UNIQUE, EXIT_NOT_UNIQUE = 0, 1


def _techniques_in_help(parser: argparse.ArgumentParser) -> None:
    """The techniques listed after the help, loaded only when the help is shown (not on every start)."""
    plain = parser.format_help

    def format_help() -> str:
        from ..explain.techniques import describe

        parser.epilog = "techniques, simplest first:\n" + "\n".join(f"  {name}: {text}" for name, text in describe())
        return plain()

    parser.format_help = format_help  # type: ignore[method-assign]  # argparse offers no hook for a late epilog


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the explain, hint and difficulty commands (the grade of a puzzle; `grade` grades model answers)."""
    explain = subparsers.add_parser(
        "explain", help="the solving path as numbered steps a person can follow",
        description="Explain how to solve a puzzle like a person: numbered steps from the empty "
                    "grid to the solution, each with its technique, the clues and earlier facts "
                    "it uses, and the facts it finds. Cheapest steps first. Exit code 0 when the "
                    "steps reach the one solution, 1 when logic stops (several solutions) or "
                    "finds a contradiction, 2 for bad input.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _techniques_in_help(explain)
    explain.add_argument("file", help="puzzle file, or - for standard input")
    explain.add_argument("--json", action="store_true", help="the steps as data")
    explain.add_argument("--grid", action="store_true", help="show the grid after each step")
    add_timeout(explain, "nothing (the explanation is printed whole or not at all)")
    explain.set_defaults(run=run_explain)

    hinting = subparsers.add_parser(
        "hint", help="a hint from your own marks: nudge, next step, fill, or check",
        description="A hint from a player's own grid. MARKS is a file or the text itself: one "
                    "mark a line or separated by ';', 'VALUE = HOUSE' for yes and 'VALUE != HOUSE' "
                    "for no (e.g. 'Dane = 2; red != 1'), or a JSON list of {category, value, "
                    "position, holds}. A yes mark also rules the value out of every other house "
                    "and every other value of its category out of that house. Wrong marks are "
                    "reported (the first one that went wrong first) instead of a hint. Exit code "
                    "0 for a hint, 1 when marks are wrong, 2 for bad input.",
    )
    hinting.add_argument("file", help="puzzle file, or - for standard input")
    hinting.add_argument("--marks", default="", metavar="MARKS",
                         help="a marks file, or the marks as text (default: an empty grid)")
    hinting.add_argument("--level", default="nudge", choices=("nudge", "hint", "fill", "check"),
                         help="nudge: which technique and clue to look at; hint: the next step "
                              "in words; fill: the facts to write; check: which marks are wrong "
                              "(default nudge)")
    hinting.add_argument("--json", action="store_true", help="machine-readable output")
    add_timeout(hinting, "nothing")
    hinting.set_defaults(run=run_hint)

    grading = subparsers.add_parser(
        "difficulty", help="how hard a puzzle is, from the reasoning it needs",
        description="Grade a puzzle easy, medium, hard or expert from its explanation: the "
                    "hardest technique it needs, how many steps need it, the what-if depth and "
                    "the width of the grid.",
    )
    grading.add_argument("file", help="puzzle file, or - for standard input")
    grading.add_argument("--json", action="store_true", help="machine-readable output")
    add_timeout(grading, "nothing")
    grading.set_defaults(run=run_grade)


# =========================================================================== explain
def run_explain(args: argparse.Namespace) -> int:
    """Explain the puzzle and print the steps."""
    from ..explain import explain

    puzzle: Puzzle | None = None
    try:
        with Progress("explaining"), time_limit(args.timeout):
            puzzle = load(args.file)
            explanation = explain(puzzle)
    except TimeLimit as error:
        what = "reading the puzzle was not finished" if puzzle is None else "the explanation was not finished"
        raise GaveUp(args.file, error.seconds, what) from None
    if args.json:
        _print_json(explanation.to_json())
    else:
        print("\n".join(explanation_lines(puzzle, explanation, args.grid)))
    return EXIT_UNIQUE if explanation.status == "unique" else EXIT_NOT_UNIQUE


def explanation_lines(puzzle: Puzzle, explanation: Any, show_grid: bool = False) -> list[str]:
    """The explanation as text: a header, one numbered step per paragraph, and how it ends."""
    from ..explain.path import candidates_after

    lines = [f"{puzzle.title or 'The puzzle'}: {len(explanation.steps)} steps."]
    grids = candidates_after(puzzle, explanation.steps) if show_grid else None
    for step in explanation.steps:
        lines.append("")
        lines.append(f"{step.number}. [{step.technique}{_depth(step.depth)}] {step.text}")
        lines += [f"     clue {n}: {clue_words(puzzle, n)}" for n in step.clues]
        if grids is not None:
            lines += ["     " + row for row in grid_rows(puzzle, next(grids))]
    lines.append("")
    lines += ending_lines(puzzle, explanation)
    return lines


def _depth(depth: int) -> str:
    return f", depth {depth}" if depth > 1 else ""


def clue_words(puzzle: Puzzle, number: int) -> str:
    """A clue as its text, or its notation when it has none."""
    from ..notation import format_clue

    text = puzzle.texts[number - 1]
    return text or format_clue(puzzle.clues[number - 1], puzzle)


def ending_lines(puzzle: Puzzle, explanation: Any) -> list[str]:
    """How the explanation ends: the solution, the open cells and two solutions, or the conflict."""
    from ..render import answer_sentence, differences_text, grid_table

    if explanation.status == "unique":
        lines = ["Solved: every value is placed.", grid_table(explanation.solution)]
        lines += [answer_sentence(puzzle, q, explanation.solution.answer(q)) for q in puzzle.questions]
        return lines
    if explanation.status == "contradiction":
        clues = ", ".join(map(str, explanation.conflict))
        return [f"No solution: the clues contradict each other. The steps to the contradiction "
                f"use clues {clues}." if clues else "No solution: the clues contradict each other."]
    lines = [f"Logic stops here: {len(explanation.open_cells)} cells are still open, and the "
             "puzzle has more than one solution. Two of them differ here:"]
    first, second = explanation.witnesses
    lines += [f"  {line}" for line in differences_text(first, second)]
    return lines


def grid_rows(puzzle: Puzzle, candidates: dict[str, list[list[str]]]) -> list[str]:
    """The grid as rows: a category per row, a house per column; a placed value, or (k) left."""
    header = ["", *(puzzle.position_label(p) if puzzle.axis else str(p)
                    for p in range(1, puzzle.size + 1))]
    table = [header]
    for category in puzzle.categories:
        cells = [values[0] if len(values) == 1 else f"({len(values)})" if values else "-"
                 for values in candidates[category.name]]
        table.append([category.name, *cells])
    widths = [max(display_width(row[i]) for row in table) for i in range(len(header))]
    return ["  ".join(cell + " " * (w - display_width(cell)) for cell, w in zip(row, widths)).rstrip()
            for row in table]


# =========================================================================== hint
def run_hint(args: argparse.Namespace) -> int:
    """Read the puzzle and the marks and print the hint at the level asked."""
    from ..explain import hint, read_marks

    puzzle: Puzzle | None = None
    try:
        with Progress("looking for a hint"), time_limit(args.timeout):
            puzzle = load(args.file)
            text, where = _marks_text(args.marks)
            marks = read_marks(puzzle, text, where)
            answer = hint(puzzle, marks, args.level)
    except TimeLimit as error:
        raise GaveUp(args.file, error.seconds, "no hint found yet") from None
    if args.json:
        _print_json(answer.to_json())
    else:
        print(answer.text)
        if answer.status == "wrong" and len(answer.wrong) > 1:
            from ..explain.hints import say_mark
            from ..explain.sentences import Writer

            writer = Writer(puzzle)
            print("Wrong marks, the first one that went wrong first:")
            for fact in answer.wrong:
                print(f"  {say_mark(puzzle, writer, fact)}")
    return 1 if answer.status in ("wrong", "contradiction") else 0


def _marks_text(marks: str) -> tuple[str, str]:
    """(the marks text, where it came from): a file when one exists at that path, else the text."""
    if not marks:
        return "", "marks"
    path = Path(marks)
    try:
        if "\n" not in marks and len(marks) < 4096 and path.is_file():
            return path.read_text(encoding="utf-8"), str(path)
    except OSError:
        pass
    except UnicodeDecodeError:
        raise PuzzleError(f"{marks}: the marks file is not UTF-8 text") from None
    return marks, "marks"


# =========================================================================== grade
def run_grade(args: argparse.Namespace) -> int:
    """Grade the puzzle and print the band, the score and what it rests on."""
    from ..explain import grade

    puzzle: Puzzle | None = None
    try:
        with Progress("grading"), time_limit(args.timeout):
            puzzle = load(args.file)
            found = grade(puzzle)
    except TimeLimit as error:
        raise GaveUp(args.file, error.seconds, "the grade was not finished") from None
    if args.json:
        _print_json(found.to_json())
        return 0
    n, k = found.size
    hardest = f"hardest technique: {found.hardest} ({found.hardest_steps} step" \
              f"{'s' if found.hardest_steps != 1 else ''})" if found.hardest else "no step needed"
    depth = f", what-if depth {found.depth}" if found.depth else ""
    print(f"{puzzle.title or 'The puzzle'}: {found.band} (score {found.score:g}; {hardest}{depth}; "
          f"{n}x{k}, {found.steps} steps)")
    if found.status != "unique":
        print(f"Note: the puzzle has {'no solution' if found.status == 'contradiction' else 'several solutions'}; "
              "the grade is for the steps logic can take.")
    return 0


def _print_json(data: dict[str, Any]) -> None:
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False, default=str)
    print()
