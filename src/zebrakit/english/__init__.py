"""Puzzles in plain English: read a puzzle as people write it, and write any puzzle in English.

``read_puzzle(text, source)`` reads a whole document (introduction, categories, numbered clues,
questions); ``read_clue(text, puzzle)`` reads one clue; ``write_clue`` and ``write_puzzle``
write English that reads back to the same clues.
"""

from __future__ import annotations

from .errors import EnglishError
from .writer import write_clue, write_puzzle, write_question

__all__ = ["EnglishError", "write_clue", "write_puzzle", "write_question"]

from .document import read_puzzle  # noqa: E402
from .reader import read_clue  # noqa: E402

__all__ += ["read_clue", "read_puzzle"]


def _register() -> None:
    """Let puzzle files hold clues written only in English."""
    from ..formats import files

    files.english_clue_reader = read_clue


_register()
