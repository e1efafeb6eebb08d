"""English as a puzzle format: read a puzzle as people write it, by meaning.

``read(text, source)`` returns a ``Reading``: the puzzle, the notes on what was assumed, the
sentences ignored (with the reason) and the readings chosen where a sentence had several.
"""

from __future__ import annotations

from ...model import Puzzle

__all__ = ["read", "read_puzzle"]


def read(text: str, source: str = "<string>"):  # noqa: ANN201 - the Reading, imported lazily
    """Read a puzzle written in English by meaning: a ``Reading`` (puzzle, notes, choices)."""
    from .reading import read as read_text

    return read_text(text, source)


def read_puzzle(text: str, source: str = "<string>") -> Puzzle:
    """The puzzle a text describes. The sentence grammar reads the layouts it knows; a text it
    cannot read is read by meaning, and what that reading ignored, chose or was unsure of is
    kept as 'Note:' lines. A sentence over known values that neither reader can read is an
    error that names it."""
    from ...english.document import read_puzzle as read_by_grammar
    from ...english.errors import EnglishError

    try:
        return read_by_grammar(text, source)
    except EnglishError as grammar_error:
        error = grammar_error
    try:
        reading = read(text, source)
    except EnglishError:
        raise error from None
    if reading.unsure:
        raise error
    return with_notes(reading)


def with_notes(reading) -> Puzzle:  # noqa: ANN001 - a Reading
    """The reading's puzzle with what the reader ignored, chose and was unsure of as notes."""
    from dataclasses import replace

    lines = [f"Note: Ignored {i.label}: {i.reason}." for i in reading.ignored]
    lines += [f"Note: Read {c.label} as {c.reading} (the reading that gives one solution)."
              for c in reading.chosen]
    lines += [f"Note: Could not read {u.label} ({u.reason}): '{u.text}'." for u in reading.unsure]
    lines += [f"Note: {note}." for note in reading.notes if not note.startswith("answer format")]
    if not (reading.certain or reading.answers_certain):
        lines.append("Note: zebrakit is not sure of this reading; check the sentences above.")
    return replace(reading.puzzle, description="\n".join(lines))

