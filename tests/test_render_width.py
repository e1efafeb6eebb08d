"""The grid printer aligns columns by display width: wide characters take two columns."""

from __future__ import annotations

import unicodedata

import pytest

import zebrakit
from zebrakit import Category, Puzzle
from zebrakit.notation import parse_clue
from zebrakit.render import display_width, grid_table

NFC = unicodedata.normalize("NFC", "Zoë")
NFD = unicodedata.normalize("NFD", "Zoë")


# =========================================================================== the grid
def test_the_grid_aligns_wide_characters():
    puzzle = Puzzle((Category("city", ("東京", "Paris")), Category("name", (NFD, "Bo"))))
    solution = zebrakit.solve(puzzle.with_clues((parse_clue("東京 == 1", puzzle),)))
    assert solution is not None
    lines = grid_table(solution).splitlines()
    second = ("2", "Paris", str(solution.value_at("name", 2)))
    starts = {display_width(line[: line.rindex(value)]) for line, value in zip(lines, second)}
    assert starts == {13}, grid_table(solution)  # 'house' + 2 + '東京' (4 columns) + 2


@pytest.mark.parametrize("text, width", [
    ("abc", 3), ("東京", 4), (NFD, 3), (NFC, 3), ("ｶﾀ", 2), ("👍", 2), ("a\u200db", 2),
])
def test_display_width(text: str, width: int):
    assert display_width(text) == width
