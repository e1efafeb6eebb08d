"""The error raised for English that zebrakit cannot read (light: no grammar is loaded)."""

from __future__ import annotations

from ...model import PuzzleError


class EnglishError(PuzzleError):
    """A sentence that cannot be read: the message quotes it and marks the words not understood."""


def mark(sentence: str, start: int, end: int) -> str:
    """The sentence with the characters start..end wrapped in «» (the part not understood)."""
    end = max(end, start)
    return f"{sentence[:start]}«{sentence[start:end]}»{sentence[end:]}"
