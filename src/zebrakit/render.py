"""Text for people: the solution grid, answers to questions, differences between solutions."""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterable

from .model import Label, Puzzle, Question, Ref, Solution, normalize


def grid_table(solution: Solution) -> str:
    """The grid as aligned text: one row per category, one column per position."""
    puzzle = solution.puzzle
    rows = solution.grid()
    shown = [c for c in puzzle.categories if puzzle.axis is None or normalize(c.name) != normalize(puzzle.axis)]
    header = [puzzle.axis or puzzle.noun or "house"] + [_column_label(puzzle, p) for p in range(1, puzzle.size + 1)]
    body = [[c.name] + [c.shown(row[c.name]) for row in rows] for c in shown]
    return _align([header] + body)


def _column_label(puzzle: Puzzle, position: int) -> str:
    return str(position) if puzzle.axis is None else puzzle.position_label(position)


def _align(table: list[list[str]]) -> str:
    widths = [max(display_width(row[i]) for row in table) for i in range(len(table[0]))]
    return "\n".join(
        "  ".join(cell + " " * (w - display_width(cell)) for cell, w in zip(row, widths)).rstrip()
        for row in table
    )


def display_width(text: str) -> int:
    """How many terminal columns ``text`` takes: wide East Asian characters take two, marks none."""
    if text.isascii():
        return len(text)
    width = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def describe_about(puzzle: Puzzle, question: Question) -> str:
    """What a question is about, as words: 'fish' or 'house 1'."""
    if isinstance(question.about, Ref):
        return str(question.about.value)
    return puzzle.position_label(question.about)


def answer_sentence(puzzle: Puzzle, question: Question, answer: Label) -> str:
    """The answer as a sentence, from the question's template when it has one."""
    shown: object = answer
    if normalize(question.ask) == "position":
        if puzzle.axis and isinstance(answer, int):
            shown = puzzle.position_label(answer)
    elif any(normalize(c.name) == normalize(question.ask) for c in puzzle.categories):
        shown = puzzle.category(question.ask).shown(answer)  # '$35' as the text wrote it, not 35
    if question.answer:
        return question.answer.replace("{}", str(shown))
    label = question.text or f"{question.ask} of {describe_about(puzzle, question)}?"
    return f"{label} {shown}"


def answer_counts(question: Question, solutions: Iterable[Solution]) -> Counter:
    """How many of the solutions give each answer to ``question``."""
    return Counter(solution.answer(question) for solution in solutions)


def differences_text(first: Solution, second: Solution) -> list[str]:
    """One line per cell where two solutions differ."""
    puzzle = first.puzzle
    return [
        f"{puzzle.position_label(p)}, {category}: {a} / {b}"
        for p, category, a, b in first.differences(second)
    ]
