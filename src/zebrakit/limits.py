"""The documented limits on what zebrakit reads, each checked before any work is done.

Every limit is generous for real puzzles (the largest published grids are about 8 x 16, and
the generator's largest is 12 x 12) and small enough that no input within them can exhaust
memory or the interpreter's stack: solving, counting and checking a puzzle at the limits stays
under 1 GB. A limit exceeded raises ``LimitError`` (a ``PuzzleError``) whose message names the
source, what is too large, and the limit.

=====================  ==========================================================
limit                  what it bounds
=====================  ==========================================================
``MAX_FILE_BYTES``     a puzzle file or text (YAML, JSON, English), in UTF-8 bytes
``MAX_NESTING``        how deeply lists and mappings nest in a YAML or JSON file
``MAX_CLUE_CHARS``     the length of one clue (notation or English text)
``MAX_CLUE_DEPTH``     how deeply parentheses, 'not', signs and arithmetic nest in a clue
``MAX_POSITIONS``      positions (houses) in a puzzle, so values per category too
``MAX_CATEGORIES``     categories in a puzzle
``MAX_VALUES``         values listed for one category (equal to ``MAX_POSITIONS``)
``MAX_CLUES``          clues in a puzzle
``MAX_NAME_CHARS``     the length of a category name or a value name
``MAX_NUMBER``         the magnitude of a number value (exact as a float below it)
=====================  ==========================================================
"""

from __future__ import annotations

import os
import re

from .model import PuzzleError

MAX_FILE_BYTES = 5_000_000
"""A puzzle file or text: 5 MB (a 50 x 50 puzzle with 2,000 clues is well under 1 MB)."""
MAX_NESTING = 50
"""Lists and mappings in a puzzle file nest at most this deep (a puzzle file needs 4)."""
MAX_CLUE_CHARS = 2_000
"""One clue's notation or English text, in characters."""
MAX_CLUE_DEPTH = 100
"""Parentheses, 'not', signs and arithmetic operators nest at most this deep in one clue."""
MAX_POSITIONS = 50
"""Positions (houses) in a puzzle; every category has this many values."""
MAX_CATEGORIES = 50
"""Categories in a puzzle."""
MAX_VALUES = MAX_POSITIONS
"""Values listed for one category (each category has one value per position)."""
MAX_CLUES = 2_000
"""Clues in a puzzle (a 12 x 12 generated puzzle has about 150)."""
MAX_NAME_CHARS = 200
"""A category name or a value name, in characters."""
MAX_NUMBER = 10**15
"""The largest magnitude of a number value: beyond it floats no longer hold every whole number."""


class LimitError(PuzzleError):
    """An input larger than a documented limit; the message names what and the limit."""


def _where(source: str | None) -> str:
    return f"{source}: " if source else ""


def _size(count: int) -> str:
    return f"{count:,} bytes"


_FILE_LIMIT = f"{MAX_FILE_BYTES:,} bytes ({MAX_FILE_BYTES // 1_000_000} MB)"


def check_file_size(path: str | os.PathLike[str], read: int | None = None) -> None:
    """Raise LimitError when the file at ``path`` is larger than ``MAX_FILE_BYTES``.

    Without ``read`` the file system is asked and nothing is read. A device or a pipe says 0,
    so the reader reads at most one byte over the limit and passes how many bytes it got.
    """
    if read is not None:
        if read > MAX_FILE_BYTES:
            raise LimitError(f"{path}: the file is larger than the limit of {_FILE_LIMIT}")
        return
    try:
        size = os.stat(path).st_size
    except OSError:
        return  # reading it reports the problem
    if size > MAX_FILE_BYTES:
        raise LimitError(
            f"{path}: the file is {_size(size)}, more than the limit of {_FILE_LIMIT}"
        )


def check_text_size(text: str, source: str | None = None) -> None:
    """Raise LimitError when ``text`` is longer than ``MAX_FILE_BYTES`` in UTF-8."""
    if len(text) * 4 <= MAX_FILE_BYTES:  # no character takes more than 4 bytes
        return
    size = len(text) if len(text) > MAX_FILE_BYTES else len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_FILE_BYTES:
        raise LimitError(
            f"{_where(source)}the text is {_size(size)}, more than the limit of {_FILE_LIMIT}"
        )


def check_nesting(depth: int, source: str | None = None) -> None:
    """Raise LimitError when lists and mappings nest ``depth`` levels, more than ``MAX_NESTING``."""
    if depth > MAX_NESTING:
        raise LimitError(
            f"{_where(source)}lists and mappings nest more than {MAX_NESTING} levels deep "
            f"(the limit); a puzzle file needs 4"
        )


_JSON_SKIPPED = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[^"\[\]{}]+')


def check_json_nesting(text: str, source: str | None = None) -> None:
    """Raise LimitError when the JSON ``text`` nests deeper than ``MAX_NESTING``, without parsing it.

    Brackets inside strings do not count. Text that is not JSON is left to the parser.
    """
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return
    depth = 0
    for piece in _JSON_SKIPPED.sub("", text):
        if piece in "[{":
            depth += 1
            if depth > MAX_NESTING:
                check_nesting(depth, source)
        elif piece in "]}":
            depth -= 1


def check_clue_length(text: str, source: str | None = None) -> None:
    """Raise LimitError when one clue's text is longer than ``MAX_CLUE_CHARS``."""
    if len(text) > MAX_CLUE_CHARS:
        raise LimitError(
            f"{_where(source)}the clue is {len(text):,} characters long, more than the limit of "
            f"{MAX_CLUE_CHARS:,}"
        )


def clue_depth_message() -> str:
    """What a clue nesting deeper than ``MAX_CLUE_DEPTH`` is told."""
    return f"the clue nests deeper than {MAX_CLUE_DEPTH} levels"


def check_positions(count: int, source: str | None = None) -> None:
    """Raise LimitError when a puzzle has more than ``MAX_POSITIONS`` positions."""
    if count > MAX_POSITIONS:
        raise LimitError(
            f"{_where(source)}the puzzle has {count:,} positions, more than the limit of "
            f"{MAX_POSITIONS}"
        )


def check_categories(count: int, source: str | None = None) -> None:
    """Raise LimitError when a puzzle has more than ``MAX_CATEGORIES`` categories."""
    if count > MAX_CATEGORIES:
        raise LimitError(
            f"{_where(source)}the puzzle has {count:,} categories, more than the limit of "
            f"{MAX_CATEGORIES}"
        )


def check_values(category: str, count: int, source: str | None = None) -> None:
    """Raise LimitError when one category lists more than ``MAX_VALUES`` values."""
    if count > MAX_VALUES:
        raise LimitError(
            f"{_where(source)}category {shown(category)} has {count:,} values, more than the "
            f"limit of {MAX_VALUES}"
        )


def check_clues(count: int, source: str | None = None) -> None:
    """Raise LimitError when a puzzle has more than ``MAX_CLUES`` clues."""
    if count > MAX_CLUES:
        raise LimitError(
            f"{_where(source)}the puzzle has {count:,} clues, more than the limit of {MAX_CLUES:,}"
        )


def check_name_length(name: str, what: str, source: str | None = None) -> None:
    """Raise LimitError when a name (``what`` says whose) is longer than ``MAX_NAME_CHARS``."""
    if len(name) > MAX_NAME_CHARS:
        raise LimitError(
            f"{_where(source)}{what} {shown(name)} is {len(name):,} characters long, more than "
            f"the limit of {MAX_NAME_CHARS}"
        )


def check_number(value: float, what: str, source: str | None = None) -> None:
    """Raise LimitError when a number value's magnitude is larger than ``MAX_NUMBER``."""
    if abs(value) > MAX_NUMBER:
        raise LimitError(
            f"{_where(source)}{what} {shown(value)} is larger than the limit of 10**15 in magnitude"
        )


def shown(value: object, width: int = 60) -> str:
    """``repr(value)`` cut to ``width`` characters, for messages about inputs of any size."""
    if isinstance(value, (list, dict, tuple, set)):
        return f"a {type(value).__name__}"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return "a number of more than 60 digits"
    text = repr(value)
    return text if len(text) <= width else text[: width - 4] + "...'"
