"""Puzzles in plain English: read a puzzle as people write it, and write any puzzle in English.

``read_puzzle(text, source)`` reads a whole document (introduction, categories, numbered clues,
questions); ``read_clue(text, puzzle)`` reads one clue; ``write_clue`` and ``write_puzzle``
write English that reads back to the same clues (``written_puzzle`` also says which clues had
to be written in the plain style). The names load their modules on first use, so that the
reader by meaning, which needs only the word lists here, does not load the clue grammar.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .errors import EnglishError

_HOMES = {
    "Written": ".writer", "write_clue": ".writer", "write_puzzle": ".writer",
    "write_question": ".writer", "written_puzzle": ".writer", "read_clue": ".reader",
    "read_puzzle": "..formats.english",
}

__all__ = ["EnglishError", *_HOMES]


def __getattr__(name: str) -> Any:
    """The public names, imported from their module on first use."""
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_HOMES[name], __name__), name)
    globals()[name] = value
    return value
