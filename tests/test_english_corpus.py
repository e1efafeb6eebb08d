"""A corpus of English puzzles in many layouts and wordings, each read, solved and checked.

The puzzles in tests/english_corpus/ were written for zebrakit (make_corpus.py there plants a grid,
writes clues true of it and proves uniqueness with its own brute-force search); answers.json holds
each puzzle's grid (the values of each house, sorted) and the answers to its questions.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zebrakit.english import read_puzzle
from zebrakit.solve import solutions

CORPUS = Path(__file__).parent / "english_corpus"
ANSWERS = json.loads((CORPUS / "answers.json").read_text())


def _key(label: object) -> str:
    return str(label).strip().lower()


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_corpus_puzzle_reads_and_solves(name: str) -> None:
    expected = ANSWERS[name]
    text = (CORPUS / name).read_bytes().decode("utf-8")
    puzzle = read_puzzle(text, name)
    found = list(solutions(puzzle, limit=2))
    assert len(found) == 1, f"{name}: {len(found)} solutions"
    solution = found[0]
    for position, row in enumerate(expected["grid"], 1):
        got = sorted(_key(solution.value_at(c.name, position)) for c in puzzle.categories)
        assert got == sorted(_key(v) for v in row), (name, position)
    got_answers = [_key(solution.answer(q)) for q in puzzle.questions]
    assert got_answers == [_key(a) for a in expected["answers"]], name
