"""Puzzles in plain English: read a puzzle as people write it, and write any puzzle in English.

``read_puzzle(text, source)`` reads a whole document (introduction, categories, numbered clues,
questions); ``read_clue(text, puzzle)`` reads one clue; ``write_clue`` and ``write_puzzle``
write English that reads back to the same clues (``written_puzzle`` also says which clues had
to be written in the plain style).
"""

from __future__ import annotations

from .errors import EnglishError
from .writer import Written, write_clue, write_puzzle, write_question, written_puzzle

__all__ = ["EnglishError", "Written", "write_clue", "write_puzzle", "write_question", "written_puzzle"]

from ..formats.english import read_puzzle  # noqa: E402 - by meaning first, then by grammar
from .reader import read_clue  # noqa: E402

__all__ += ["read_clue", "read_puzzle"]


def _register() -> None:
    """Let puzzle files hold clues written only in English."""
    from ..formats import files

    files.english_clue_reader = read_clue


_register()
