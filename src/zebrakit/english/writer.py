"""Writing puzzles in English: every clue type, in the style of the fish puzzle.

A value becomes a noun phrase through its category's ``noun`` template ("the {} owner"), or
"the person who" + its ``verb`` template, or "the person whose colour is red" by default.
Whatever is written here, the reader reads back to the same clue.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..clues import (
    Abs, All, Apart, Arith, At, AtEnd, Before, Between, Clue, Compare, Const, Cycles, Different,
    Either, Expr, Holder, LabelAt, Not, NotApart, NotAt, Offset, Pos, Relation, Same,
)
from ..model import POSITION, Category, Puzzle, Question, Ref, normalize
from .words import number_word, ordinal

COMPARISON_WORDS = {
    "==": "equal to", "!=": "not equal to", "<": "less than", "<=": "at most",
    ">": "more than", ">=": "at least",
}


@dataclass(frozen=True)
class Style:
    """Which phrases a writer may use: the category templates, or only the plain defaults."""

    templates: bool = True


PLAIN = Style(templates=False)


# =========================================================================== values
def category_words(name: str) -> str:
    """A category name as words: 'phone_model' -> 'phone model'."""
    return normalize(name)


def value_text(value: object) -> str:
    """A value label as written in a sentence."""
    return str(value)


COLOUR_NAMES = {"colour", "color", "house colour", "house color", "colours", "colors"}
PERSON_NAMES = {"name", "names", "person", "people", "first name", "resident", "owner", "minister"}


def templates(category: Category, puzzle: Puzzle, style: Style = Style()) -> tuple[str, str]:
    """The (noun, verb) templates used for ``category``: its own, or sensible defaults."""
    if style.templates and (category.noun or category.verb):
        noun = category.noun or (f"the person who {category.verb}" if category.verb else "")
        return noun, category.verb
    key = normalize(category.name)
    if style.templates and key in COLOUR_NAMES:
        return "the person in the {} house", "lives in the {} house"
    if (puzzle.axis is not None and key == normalize(puzzle.axis)) or key in PERSON_NAMES:
        return "{}", ""
    if style.templates and key in ("nationality", "nationalities", "nation", "country"):
        return "the {}", ""
    return f"the person whose {category_words(category.name)} is {{}}", ""


def noun_phrase(ref: Ref, puzzle: Puzzle, style: Style = Style()) -> str:
    """The person that has ``ref``, as a noun phrase: 'the cat owner'."""
    noun, _ = templates(puzzle.category(ref.category), puzzle, style)
    return noun.format(value_text(ref.value))


def verb_phrase(ref: Ref, puzzle: Puzzle, style: Style = Style()) -> str:
    """Saying that someone has ``ref``: 'keeps a cat', or 'is the cat owner'."""
    _, verb = templates(puzzle.category(ref.category), puzzle, style)
    if verb:
        return verb.format(value_text(ref.value))
    return f"is {noun_phrase(ref, puzzle, style)}"


def position_phrase(position: int, puzzle: Puzzle) -> str:
    """Where a position is: 'in the third house', or 'in position 3' for puzzles without a row."""
    if puzzle.axis is None:
        return f"in the {ordinal(position)} house"
    return f"in position {position}"


def houses(count: int) -> str:
    """'one house', 'two houses'."""
    return f"{number_word(count)} house" + ("" if count == 1 else "s")


# =========================================================================== clues
def write_clue(clue: Clue, puzzle: Puzzle, style: Style = Style()) -> str:
    """The clue as one English sentence, capitalised and ending with a full stop."""
    return sentence(clause(clue, puzzle, style))


def sentence(text: str) -> str:
    """Capitalise the first letter and end with a full stop."""
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "."


def clause(clue: Clue, puzzle: Puzzle, style: Style = Style()) -> str:
    """The clue as a clause without final punctuation."""
    writer = _WRITERS.get(type(clue))
    if writer is None:
        raise TypeError(f"no English for clue type {type(clue).__name__}")
    return writer(clue, puzzle, style)


def _np(ref: Ref, puzzle: Puzzle, style: Style) -> str:
    return noun_phrase(ref, puzzle, style)


def _same(clue: Same, puzzle: Puzzle, style: Style) -> str:
    return f"{_np(clue.a, puzzle, style)} {verb_phrase(clue.b, puzzle, style)}"


def _different(clue: Different, puzzle: Puzzle, style: Style) -> str:
    return f"{_np(clue.a, puzzle, style)} is not {_np(clue.b, puzzle, style)}"


def _at(clue: At, puzzle: Puzzle, style: Style) -> str:
    return f"{_np(clue.a, puzzle, style)} lives {position_phrase(clue.position, puzzle)}"


def _not_at(clue: NotAt, puzzle: Puzzle, style: Style) -> str:
    return f"{_np(clue.a, puzzle, style)} does not live {position_phrase(clue.position, puzzle)}"


def _offset(clue: Offset, puzzle: Puzzle, style: Style) -> str:
    a, b = _np(clue.a, puzzle, style), _np(clue.b, puzzle, style)
    if clue.offset == 1:
        return f"{a} lives directly left of {b}"
    return f"{a} lives {houses(clue.offset)} to the left of {b}"


def _before(clue: Before, puzzle: Puzzle, style: Style) -> str:
    a, b = _np(clue.a, puzzle, style), _np(clue.b, puzzle, style)
    return f"{a} lives somewhere to the left of {b}"


def _apart(clue: Apart, puzzle: Puzzle, style: Style) -> str:
    a, b = _np(clue.a, puzzle, style), _np(clue.b, puzzle, style)
    if clue.distance == 1:
        return f"{a} lives next to {b}"
    between = clue.distance - 1
    verb = "is" if between == 1 else "are"
    return f"there {verb} {houses(between)} between where {a} lives and where {b} lives"


def _not_apart(clue: NotApart, puzzle: Puzzle, style: Style) -> str:
    a, b = _np(clue.a, puzzle, style), _np(clue.b, puzzle, style)
    if clue.distance == 1:
        return f"{a} does not live next to {b}"
    between = clue.distance - 1
    verb = "is" if between == 1 else "are"
    return f"there {verb} not {houses(between)} between where {a} lives and where {b} lives"


def _between(clue: Between, puzzle: Puzzle, style: Style) -> str:
    a, b, c = (_np(r, puzzle, style) for r in clue.refs())
    if clue.ordered:
        return f"{b} lives somewhere in between {a} and {c} in that order"
    return f"{b} lives somewhere between {a} and {c}"


def _at_end(clue: AtEnd, puzzle: Puzzle, style: Style) -> str:
    return f"{_np(clue.a, puzzle, style)} lives at one of the ends"


def _part(clue: Clue, puzzle: Puzzle, style: Style) -> str:
    """A clause inside another: compound ones are bracketed so that they read back alike."""
    text = clause(clue, puzzle, style)
    return f"({text})" if isinstance(clue, (Either, All, Not)) else text


def _either(clue: Either, puzzle: Puzzle, style: Style) -> str:
    parts = [_part(c, puzzle, style) for c in clue.clues]
    simple = len(parts) == 2 and not any(isinstance(c, (Either, All, Not)) for c in clue.clues)
    if simple and not clue.exclusive:
        return f"either {parts[0]} or {parts[1]}"
    if simple:
        return f"either {parts[0]} or {parts[1]}, but not both"
    head = "exactly one" if clue.exclusive else "at least one"
    return f"{head} of these is true: " + "; ".join(parts)


def _all(clue: All, puzzle: Puzzle, style: Style) -> str:
    return "all of these are true: " + "; ".join(_part(c, puzzle, style) for c in clue.clues)


def _not(clue: Not, puzzle: Puzzle, style: Style) -> str:
    return f"it is not true that {_part(clue.clue, puzzle, style)}"


def _compare(clue: Compare, puzzle: Puzzle, style: Style) -> str:
    name = category_words(puzzle.category(clue.category).name)
    a, b = _np(clue.a, puzzle, style), _np(clue.b, puzzle, style)
    left = f"the {name} of {a}"
    right = f"the {name} of {b}"
    number = _number(clue.difference)
    if clue.op == "==" and clue.difference == 0:
        return f"{left} is equal to {right}"
    if clue.op == "==":
        more = "more" if clue.difference > 0 else "less"
        return f"{left} is {_number(abs(clue.difference))} {more} than {right}"
    if clue.difference == 0 and clue.op in (">", "<"):
        return f"{left} is {'more' if clue.op == '>' else 'less'} than {right}"
    return f"{left} minus {right} is {COMPARISON_WORDS[clue.op]} {number}"


def _number(value: object) -> str:
    return str(value)


def _relation(clue: Relation, puzzle: Puzzle, style: Style) -> str:
    left, right = term(clue.left, puzzle, style), term(clue.right, puzzle, style)
    return f"{left} is {COMPARISON_WORDS[clue.op]} {right}"


def _cycles(clue: Cycles, puzzle: Puzzle, style: Style) -> str:
    source = category_words(puzzle.category(clue.source).name)
    target = category_words(puzzle.category(clue.target).name)
    return f"every cycle of moves from {source} to {target} has at least {clue.minimum} people"


# =========================================================================== terms
def term(expr: Expr, puzzle: Puzzle, style: Style = Style()) -> str:
    """A term of a general relation as an English noun phrase, bracketed where needed."""
    if isinstance(expr, Pos):
        return f"the position of {_np(expr.ref, puzzle, style)}"
    if isinstance(expr, Const):
        return f"the number {expr.value}" if not isinstance(expr.value, str) else f"'{expr.value}'"
    if isinstance(expr, LabelAt):
        name = category_words(puzzle.category(expr.category).name)
        if isinstance(expr.at, Pos):
            return f"the {name} of {_np(expr.at.ref, puzzle, style)}"
        return f"the {name} at ({term(expr.at, puzzle, style)})"
    if isinstance(expr, Holder):
        name = category_words(puzzle.category(expr.category).name)
        return f"the position of the person whose {name} is ({term(expr.label, puzzle, style)})"
    if isinstance(expr, Arith):
        word = {"+": "plus", "-": "minus", "*": "times"}[expr.op]
        return f"({term(expr.left, puzzle, style)} {word} {term(expr.right, puzzle, style)})"
    if isinstance(expr, Abs):
        return f"the size of ({term(expr.inner, puzzle, style)})"
    raise TypeError(f"no English for term type {type(expr).__name__}")


_WRITERS: dict[type, Callable[[Clue, Puzzle, Style], str]] = {
    Same: _same, Different: _different, At: _at, NotAt: _not_at, Offset: _offset,
    Before: _before, Apart: _apart, NotApart: _not_apart, Between: _between, AtEnd: _at_end,
    Either: _either, All: _all, Not: _not, Compare: _compare, Relation: _relation,
    Cycles: _cycles,
}


# =========================================================================== questions
def write_question(question: Question, puzzle: Puzzle, style: Style = Style()) -> str:
    """The question as English: its own text when it has one."""
    if question.text:
        return question.text
    if isinstance(question.about, Ref):
        who = _np(question.about, puzzle, style)
        if normalize(question.ask) == POSITION:
            return f"What is the number of the house where {who} lives?"
        name = category_words(puzzle.category(question.ask).name)
        return f"What is the {name} of {who}?"
    name = category_words(puzzle.category(question.ask).name)
    if normalize(question.ask) == POSITION:
        return f"What is the position of the person {position_phrase(question.about, puzzle)}?"
    return f"What is the {name} of the person who lives {position_phrase(question.about, puzzle)}?"


# =========================================================================== puzzles
def write_categories(puzzle: Puzzle) -> list[str]:
    """One line per category: ' - colour: red, green, white'."""
    return [f" - {category_line(c)}" for c in puzzle.categories]


def category_line(category: Category) -> str:
    """'animal: one keeps a horse, one keeps a cat' when a verb is known, else the plain list."""
    values = [value_text(v) for v in category.values]
    if category.verb:
        phrases = [f"one {category.verb.format(v)}" for v in values]
    elif category.noun.startswith("the ") and category.noun != "the {}":
        phrases = [f"one is {_indefinite(category.noun[4:].format(v))}" for v in values]
    else:
        phrases = values
    return f"{category_words(category.name)}: " + ", ".join(phrases)


def _indefinite(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def intro(puzzle: Puzzle) -> str:
    """The sentence that sets up the positions."""
    n = puzzle.size
    if puzzle.axis is not None:
        return (
            f"There are {n} people, in positions 1 to {n} by their "
            f"{category_words(puzzle.axis)}. They have different characteristics:"
        )
    return (
        f"There are {n} houses in a row, numbered 1 on the left to {n} on the right. "
        "There is one person living in each house. They have different characteristics:"
    )


def write_puzzle(puzzle: Puzzle) -> str:
    """The whole puzzle as English text that ``read_puzzle`` reads back to the same clues."""
    try:
        from .document import read_puzzle  # the reader checks that each clue reads back
    except ImportError:  # pragma: no cover - only while the reader is being built
        read_puzzle = None

    head = [puzzle.title, ""] if puzzle.title else []
    if puzzle.description:
        head += [puzzle.description, ""]
    categories = write_categories(puzzle)
    plain_categories = [f" - {category_words(c.name)}: " + ", ".join(map(value_text, c.values))
                        for c in puzzle.categories]

    def text(category_lines: list[str], clue_lines: list[str], questions: list[str]) -> str:
        body = head + [intro(puzzle), *category_lines, "", "Clues:"]
        body += [f"{i}. {line}" for i, line in enumerate(clue_lines, 1)]
        if questions:
            body += ["", *questions]
        return "\n".join(body) + "\n"

    for lines, style in ((categories, Style()), (plain_categories, PLAIN)):
        clue_lines = [write_clue(c, puzzle, style) for c in puzzle.clues]
        questions = [write_question(q, puzzle, style) for q in puzzle.questions]
        draft = text(lines, clue_lines, questions)
        if read_puzzle is None:
            return draft
        try:
            back = read_puzzle(draft, "<written>")
        except Exception:  # noqa: BLE001 - fall back to the plain style below
            continue
        if _same_categories(back, puzzle):
            clue_lines = _repair(puzzle, back, clue_lines)
            return text(lines, clue_lines, questions)
    clue_lines = [write_clue(c, puzzle, PLAIN) for c in puzzle.clues]
    return text(plain_categories, clue_lines, [write_question(q, puzzle, PLAIN) for q in puzzle.questions])


def _same_categories(back: Puzzle, puzzle: Puzzle) -> bool:
    return [(normalize(c.name), c.values) for c in back.categories] == \
        [(normalize(c.name), c.values) for c in puzzle.categories]


def _repair(puzzle: Puzzle, back: Puzzle, lines: list[str]) -> list[str]:
    """Rewrite in the plain style any clue that did not read back to itself."""
    fixed = list(lines)
    for i, clue in enumerate(puzzle.clues):
        if i >= len(back.clues) or back.clues[i] != clue:
            fixed[i] = write_clue(clue, puzzle, PLAIN)
    return fixed
