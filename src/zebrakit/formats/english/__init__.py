"""English as a puzzle format: read a puzzle as people write it, by meaning.

``read(text, source)`` returns a ``Reading``: the puzzle, the notes on what was assumed, the
sentences ignored (with the reason) and the readings chosen where a sentence had several.
"""

from __future__ import annotations

from ...model import Puzzle

__all__ = ["combined", "read", "read_puzzle"]


def read(text: str, source: str = "<string>"):  # noqa: ANN201 - the Reading, imported lazily
    """Read a puzzle written in English by meaning: a ``Reading`` (puzzle, notes, choices)."""
    from .reading import read as read_text

    return read_text(text, source)


def read_puzzle(text: str, source: str = "<string>") -> Puzzle:
    """The puzzle a text describes, read two ways: by meaning, and by the sentence grammar.

    When the reading by meaning is sure and the grammar agrees (same solutions), the grammar's
    puzzle is returned (it words the answers) unless it read fewer questions; when they
    disagree, the reading by meaning is returned marked as unsure. A text only the grammar
    reads is read by it; a text only the meaning reads comes with notes on what it ignored or
    chose. A sentence over known values that neither can read is an error that names it.
    """
    from .errors import EnglishError

    try:
        reading = read(text, source)
    except EnglishError:
        reading = None
    return combined(reading, text, source)


def combined(reading, text: str, source: str = "<string>") -> Puzzle:  # noqa: ANN001 - a Reading or None
    """The puzzle of ``read_puzzle`` from a reading by meaning already made (None when that
    reader could not read the text): the grammar reads the text too, and the two are weighed.
    The reading is marked unsure when the grammar reads the text differently."""
    from dataclasses import replace

    from ...english.document import read_puzzle as read_by_grammar
    from .errors import EnglishError

    try:
        grammar, grammar_error = read_by_grammar(text, source), None
    except EnglishError as error:
        grammar, grammar_error = None, error
    if reading is not None and (reading.certain or reading.answers_certain):
        if grammar is None:
            return with_notes(reading)
        if _agree(reading.puzzle, grammar):  # the grammar words the answers, unless it asks fewer questions
            if len(grammar.questions) >= len(reading.puzzle.questions):
                return replace(grammar, noun=grammar.noun or reading.puzzle.noun)
            return with_notes(reading)
        reading.certain = reading.answers_certain = False
        reading.notes.append("the sentence grammar reads this text differently")
        return with_notes(reading)
    if grammar is not None:
        return grammar
    assert grammar_error is not None
    if reading is None or reading.unsure or reading.inferred:
        raise grammar_error  # an unsure reading over categories it had to guess is no reading
    return with_notes(reading)


def _agree(ours: Puzzle, theirs: Puzzle, limit: int = 50) -> bool:
    """True when the grammar's reading does not contradict ours: each of its solutions is one
    of ours (ours may have ignored a sentence the grammar read), or, with more solutions than
    the limit, both give the same answers to their questions."""
    from ...solve import solutions

    def labels(puzzle: Puzzle) -> set[str]:
        return {str(r.value).lower() for r in puzzle.refs()}

    common = labels(ours) & labels(theirs)  # the readers may name categories differently

    def placements(puzzle: Puzzle) -> list[frozenset]:
        return [frozenset((str(r.value).lower(), p) for r, p in s.positions().items()
                          if str(r.value).lower() in common) for s in solutions(puzzle, limit=limit)]

    mine, yours = placements(ours), placements(theirs)
    if len(mine) < limit and yours:
        return set(yours) <= set(mine)
    if not ours.questions or len(ours.questions) != len(theirs.questions):
        return False
    answers = {tuple(str(s.answer(q)).lower() for q in ours.questions) for s in solutions(ours, limit=limit)}
    others = {tuple(str(s.answer(q)).lower() for q in theirs.questions) for s in solutions(theirs, limit=limit)}
    return len(answers) == 1 and answers == others


def with_notes(reading) -> Puzzle:  # noqa: ANN001 - a Reading
    """The reading's puzzle with what the reader ignored, chose and was unsure of as notes."""
    from dataclasses import replace

    lines = [f"Note: Ignored {i.label}: {i.reason}." for i in reading.ignored]
    lines += [f"Note: Read {c.label} as {c.reading} (the reading that gives one solution)."
              for c in reading.chosen]
    lines += [f"Note: Could not read {u.label} ({u.reason}): '{u.text}'." for u in reading.unsure]
    lines += [f"Note: {note}." for note in reading.notes if not note.startswith("answer format")]
    if not (reading.certain or reading.answers_certain):
        lines.append("Note: zebrakit is not sure of this reading; check the sentences above." if lines else
                     "Note: zebrakit is not sure of this reading: it read every sentence, but the puzzle as read "
                     "does not have exactly one solution.")
    return replace(reading.puzzle, description="\n".join(lines))

