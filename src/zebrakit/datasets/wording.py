"""Dataset English: the puzzle text in one of several wordings, fast, with distractor sentences.

The canonical wording is the English writer's own sentence per clue (``zebrakit.english``);
the paraphrased wordings are templates written here, two more per clue type. Every template
is read back by zebrakit's English reader to the same unique solution in the tests
(``tests/test_datasets_wording.py``), with all of a puzzle's clues in it at once; a template
that did not read back is not in this file (among them: "A is the same person as B", "A and B
live in different houses", "A lives in the first or the last house", "A and B live with two
houses between them", "There are exactly two houses between where A lives and where B lives").
Category lines are plain lists ("colour: red, green, white"), which both readers read.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..clues import Apart, AtEnd, At, Before, Between, Clue, Different, Either, NotApart, NotAt, Offset, Same
from ..english.writer import clause, noun_phrase, plain_category_line, sentence, verb_phrase, write_clue
from ..english.words import number_word, ordinal
from ..model import Puzzle, Ref

Template = Callable[[Clue, Puzzle], str]


def _np(ref: Ref, puzzle: Puzzle) -> str:
    return noun_phrase(ref, puzzle)


def _vp(ref: Ref, puzzle: Puzzle) -> str:
    return verb_phrase(ref, puzzle)


def _house(position: int) -> str:
    return f"the {ordinal(position)} house"


# =========================================================================== templates per clue type
# Each entry: the clue type and its paraphrases (the writer's sentence is wording 0, not listed).
PARAPHRASES: dict[type, tuple[Template, ...]] = {
    Same: (
        lambda c, p: f"{_np(c.b, p)} {_vp(c.a, p)}",  # type: ignore[attr-defined]
        lambda c, p: f"{_np(c.a, p)} and {_np(c.b, p)} live in the same house",  # type: ignore[attr-defined]
    ),
    Different: (
        lambda c, p: f"{_np(c.a, p)} does not live in the same house as {_np(c.b, p)}",  # type: ignore[attr-defined]
        lambda c, p: f"{_np(c.b, p)} is not {_np(c.a, p)}",  # type: ignore[attr-defined]
    ),
    At: (
        lambda c, p: f"{_np(c.a, p)} lives in house number {c.position}",  # type: ignore[attr-defined]
        lambda c, p: f"{_np(c.a, p)} is in {_house(c.position)}",  # type: ignore[attr-defined]
    ),
    NotAt: (
        lambda c, p: f"{_np(c.a, p)} does not live in house number {c.position}",  # type: ignore[attr-defined]
        lambda c, p: f"{_np(c.a, p)} is not in {_house(c.position)}",  # type: ignore[attr-defined]
    ),
    Offset: (
        lambda c, p: f"{_np(c.b, p)} lives directly right of {_np(c.a, p)}",  # type: ignore[attr-defined]
        lambda c, p: f"{_np(c.a, p)} lives immediately to the left of {_np(c.b, p)}",  # type: ignore[attr-defined]
    ),
    Before: (
        lambda c, p: f"{_np(c.b, p)} lives somewhere to the right of {_np(c.a, p)}",  # type: ignore[attr-defined]
        lambda c, p: f"{_np(c.a, p)} lives somewhere left of {_np(c.b, p)}",  # type: ignore[attr-defined]
    ),
    Apart: (
        lambda c, p: _apart(c, p, 0),  # type: ignore[arg-type]
        lambda c, p: _apart(c, p, 1),  # type: ignore[arg-type]
    ),
    NotApart: (
        lambda c, p: f"{_np(c.b, p)} does not live next to {_np(c.a, p)}",  # type: ignore[attr-defined]
        lambda c, p: f"{_np(c.a, p)} and {_np(c.b, p)} do not live next to each other",  # type: ignore[attr-defined]
    ),
    Between: (
        lambda c, p: _between(c, p, 0),  # type: ignore[arg-type]
        lambda c, p: _between(c, p, 1),  # type: ignore[arg-type]
    ),
    AtEnd: (
        lambda c, p: f"{_np(c.a, p)} lives in one of the end houses",  # type: ignore[attr-defined]
        lambda c, p: f"{_np(c.a, p)} lives at either end",  # type: ignore[attr-defined]
    ),
    Either: (
        lambda c, p: _either(c, p, 0),  # type: ignore[arg-type]
        lambda c, p: _either(c, p, 1),  # type: ignore[arg-type]
    ),
}
"""The paraphrased wordings of each clue type the generator writes."""

WORDINGS = 1 + min(len(t) for t in PARAPHRASES.values())
"""Wordings per clue type: the writer's, then the paraphrases."""


def _apart(clue: Apart, puzzle: Puzzle, which: int) -> str:
    a, b = _np(clue.a, puzzle), _np(clue.b, puzzle)
    if clue.distance == 1:
        return f"{b} lives next to {a}" if which == 0 else f"{a} and {b} live next to each other"
    between = clue.distance - 1
    houses = f"{number_word(between)} house" + ("" if between == 1 else "s")
    verb = "is" if between == 1 else "are"
    if which == 0:
        return f"there {verb} {houses} between where {b} lives and where {a} lives"
    return f"there {verb} {houses} between {a} and {b}"


def _between(clue: Between, puzzle: Puzzle, which: int) -> str:
    a, b, c = (_np(r, puzzle) for r in clue.refs())
    if clue.ordered:
        if which == 0:
            return f"{b} lives somewhere in between {a} and {c} in that order"
        return f"{b} lives somewhere between {a} and {c} in that order"
    if which == 0:
        return f"{b} lives somewhere between {c} and {a}"
    return f"{b} lives somewhere in between {a} and {c}"


def _either(clue: Either, puzzle: Puzzle, which: int) -> str:
    parts = [clause(c, puzzle) for c in clue.clues]
    if which == 1:
        parts.reverse()
    tail = ", but not both" if clue.exclusive else ""
    return f"either {parts[0]} or {parts[1]}{tail}"


# =========================================================================== sentences
def clue_sentence(clue: Clue, puzzle: Puzzle, wording: int, written: str | None = None) -> str:
    """The clue in ``wording`` (0: the writer's sentence, ``written`` when given; 1..: a paraphrase)."""
    if wording == 0 or type(clue) not in PARAPHRASES:
        return written or write_clue(clue, puzzle)
    templates = PARAPHRASES[type(clue)]
    return sentence(templates[(wording - 1) % len(templates)](clue, puzzle))


def clue_sentences(puzzle: Puzzle, wordings: Sequence[int]) -> list[str]:
    """Every clue of ``puzzle`` as a sentence, clue i in ``wordings[i]``."""
    return [clue_sentence(clue, puzzle, w, text)
            for clue, text, w in zip(puzzle.clues, puzzle.texts, wordings)]


# =========================================================================== distractors
ATTRIBUTE_DISTRACTORS = (
    "{np} has a sister who lives in Paris.",
    "{np} was born in spring.",
    "{np} collects old stamps.",
    "{np} is fond of long walks.",
    "{np} likes to wear hats.",
    "{np} once met a famous actor.",
    "{np} learned to swim as a child.",
    "{np} keeps a diary.",
)
"""Sentences about one person and an attribute outside the puzzle's categories."""

GENERAL_DISTRACTORS = (
    "Every house has a chimney.",
    "All of the neighbours get along well.",
    "The street was paved last summer.",
    "Nobody in the street owns a bicycle.",
    "The houses were built a long time ago.",
    "Everyone on the street enjoys sunny weather.",
)
"""General facts that name nothing of the puzzle and constrain nothing."""


def distractor(puzzle: Puzzle, rng: random.Random) -> str:
    """One sentence that states nothing about the puzzle: an outside attribute or a general fact."""
    if rng.random() < 0.6:
        refs = list(puzzle.refs())
        ref = refs[rng.randrange(len(refs))]
        phrase = noun_phrase(ref, puzzle)
        text = ATTRIBUTE_DISTRACTORS[rng.randrange(len(ATTRIBUTE_DISTRACTORS))].format(np=phrase)
        return text[:1].upper() + text[1:]
    return GENERAL_DISTRACTORS[rng.randrange(len(GENERAL_DISTRACTORS))]


# =========================================================================== the whole text
def intro(puzzle: Puzzle) -> str:
    """The sentences that set up the houses."""
    n = puzzle.size
    return (f"There are {n} houses in a row, numbered 1 on the left to {n} on the right. "
            "There is one person living in each house. They have different characteristics:")


def puzzle_text(puzzle: Puzzle, sentences: Sequence[str], question: str) -> str:
    """The whole puzzle in English: the setup, plain category lists, numbered clues, the question."""
    lines = [intro(puzzle)]
    lines += [f" - {plain_category_line(c)}" for c in puzzle.categories]
    lines += ["", "Clues:"]
    lines += [f"{i}. {s}" for i, s in enumerate(sentences, 1)]
    lines += ["", question]
    return "\n".join(lines) + "\n"
