"""The error raised for English that zebrakit cannot read (defined with the English format)."""

from __future__ import annotations

from ..formats.english.errors import EnglishError, mark

__all__ = ["EnglishError", "mark"]
