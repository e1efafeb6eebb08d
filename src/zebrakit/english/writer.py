"""Writing puzzles in English: every clue type, in the style of the fish puzzle.

A value becomes a noun phrase through its category's ``noun`` template ("the {} owner"), or
"the person who" + its ``verb`` template, or "the person whose colour is red" by default.
Whatever is written here, the reader reads back to the same clue.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..clues import (
    Abs, All, Apart, Arith, At, AtEnd, Before, Between, Clue, Compare, Const, Cycles, Different,
    Either, Expr, Holder, LabelAt, Not, NotApart, NotAt, Offset, Pos, Relation, Same,
)
from ..model import POSITION, Category, Puzzle, Question, Ref, normalize
from .measures import ORDINAL_UNIT, say, unit_of
from .words import number_word, ordinal

if TYPE_CHECKING:  # the document and the reader import this module, so only for types
    from .document import Setup
    from .reader import ClueReader

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
    words = category_words(category.name).replace("{", "{{").replace("}", "}}")  # a name, not a template
    return f"the person whose {words} is {{}}", ""


def fill(template: str, value: object, category: Category) -> str:
    """A template with the value in it; a number in its category's unit ('paid ${}' -> 'paid $5')."""
    unit = unit_of(category)
    if category.numeric and unit != "{}" and unit in template:
        return template.replace(unit, say(value, unit))
    return template.format(value_text(value))


def noun_phrase(ref: Ref, puzzle: Puzzle, style: Style = Style()) -> str:
    """The person that has ``ref``, as a noun phrase: 'the cat owner'."""
    category = puzzle.category(ref.category)
    noun, _ = templates(category, puzzle, style)
    return fill(noun, ref.value, category)


def verb_phrase(ref: Ref, puzzle: Puzzle, style: Style = Style()) -> str:
    """Saying that someone has ``ref``: 'keeps a cat', or 'is the cat owner'."""
    category = puzzle.category(ref.category)
    _, verb = templates(category, puzzle, style)
    if verb:
        return fill(verb, ref.value, category)
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


# ------------------------------------------------------------ a subject and what it does
Predicate = tuple[Ref, str]
"""Who a simple clue is about, and what it says of them: (Brit, 'lives in the red house')."""


def predicate(clue: Clue, puzzle: Puzzle, style: Style = Style()) -> Predicate | None:
    """The clue as a subject and a predicate, or None when it is not said of one person."""
    writer = _PREDICATES.get(type(clue))
    return writer(clue, puzzle, style) if writer else None


def _same(clue: Same, puzzle: Puzzle, style: Style) -> Predicate:
    return clue.a, verb_phrase(clue.b, puzzle, style)


def _different(clue: Different, puzzle: Puzzle, style: Style) -> Predicate:
    return clue.a, f"is not {_np(clue.b, puzzle, style)}"


def _at(clue: At, puzzle: Puzzle, style: Style) -> Predicate:
    return clue.a, f"lives {position_phrase(clue.position, puzzle)}"


def _not_at(clue: NotAt, puzzle: Puzzle, style: Style) -> Predicate:
    return clue.a, f"does not live {position_phrase(clue.position, puzzle)}"


def _offset(clue: Offset, puzzle: Puzzle, style: Style) -> Predicate:
    b = _np(clue.b, puzzle, style)
    if clue.offset == 1:
        return clue.a, f"lives directly left of {b}"
    return clue.a, f"lives {houses(clue.offset)} to the left of {b}"


def _before(clue: Before, puzzle: Puzzle, style: Style) -> Predicate:
    return clue.a, f"lives somewhere to the left of {_np(clue.b, puzzle, style)}"


def _next_to(clue: Apart, puzzle: Puzzle, style: Style) -> Predicate | None:
    if clue.distance != 1:
        return None
    return clue.a, f"lives next to {_np(clue.b, puzzle, style)}"


def _not_next_to(clue: NotApart, puzzle: Puzzle, style: Style) -> Predicate | None:
    if clue.distance != 1:
        return None
    return clue.a, f"does not live next to {_np(clue.b, puzzle, style)}"


def _between(clue: Between, puzzle: Puzzle, style: Style) -> Predicate:
    a, c = _np(clue.a, puzzle, style), _np(clue.c, puzzle, style)
    if clue.ordered:
        return clue.b, f"lives somewhere in between {a} and {c} in that order"
    return clue.b, f"lives somewhere between {a} and {c}"


def _at_end(clue: AtEnd, puzzle: Puzzle, style: Style) -> Predicate:
    return clue.a, "lives at one of the ends"


# each function takes the clue type it is keyed by, which a Callable type cannot say
_PREDICATES: dict[type[Clue], Callable[..., Predicate | None]] = {
    Same: _same, Different: _different, At: _at, NotAt: _not_at, Offset: _offset,
    Before: _before, Apart: _next_to, NotApart: _not_next_to, Between: _between, AtEnd: _at_end,
}


def _said_of(clue: Clue, puzzle: Puzzle, style: Style) -> str:
    """'The Brit lives in the red house': the subject and its predicate."""
    said = predicate(clue, puzzle, style)
    if said is None:  # _WRITERS sends here only the clue types _PREDICATES has
        raise TypeError(f"no predicate for clue type {type(clue).__name__}")
    subject, text = said
    return f"{_np(subject, puzzle, style)} {text}"


def _apart(clue: Apart, puzzle: Puzzle, style: Style) -> str:
    if clue.distance == 1:
        return _said_of(clue, puzzle, style)
    return _gap(clue.a, clue.b, clue.distance - 1, "", puzzle, style)


def _not_apart(clue: NotApart, puzzle: Puzzle, style: Style) -> str:
    if clue.distance == 1:
        return _said_of(clue, puzzle, style)
    return _gap(clue.a, clue.b, clue.distance - 1, "not ", puzzle, style)


def _gap(a: Ref, b: Ref, between: int, negation: str, puzzle: Puzzle, style: Style) -> str:
    """'there are two houses between where the Brit lives and where the Dane lives'."""
    verb = "is" if between == 1 else "are"
    first, second = _np(a, puzzle, style), _np(b, puzzle, style)
    return f"there {verb} {negation}{houses(between)} between where {first} lives and where {second} lives"


def _part(clue: Clue, puzzle: Puzzle, style: Style) -> str:
    """A clause inside another: compound ones are bracketed so that they read back alike."""
    text = clause(clue, puzzle, style)
    return f"({text})" if isinstance(clue, (Either, All, Not)) else text


def _either(clue: Either, puzzle: Puzzle, style: Style) -> str:
    simple = len(clue.clues) == 2 and not any(isinstance(c, (Either, All, Not)) for c in clue.clues)
    if not simple:
        head = "exactly one" if clue.exclusive else "at least one"
        return f"{head} of these is true: " + "; ".join(_part(c, puzzle, style) for c in clue.clues)
    first, second = (predicate(c, puzzle, style) for c in clue.clues)
    if first and second and first[0] == second[0]:  # 'the Brit either drinks tea or ...'
        text = f"{_np(first[0], puzzle, style)} either {first[1]} or {second[1]}"
    else:
        text = f"either {clause(clue.clues[0], puzzle, style)} or {clause(clue.clues[1], puzzle, style)}"
    return text + (", but not both" if clue.exclusive else "")


def _all(clue: All, puzzle: Puzzle, style: Style) -> str:
    return "all of these are true: " + "; ".join(_part(c, puzzle, style) for c in clue.clues)


def _not(clue: Not, puzzle: Puzzle, style: Style) -> str:
    return f"it is not true that {_part(clue.clue, puzzle, style)}"


def _compare(clue: Compare, puzzle: Puzzle, style: Style) -> str:
    said = _measured_compare(clue, puzzle, style) if style.templates else None
    return said or _plain_compare(clue, puzzle, style)


def _measured_compare(clue: Compare, puzzle: Puzzle, style: Style) -> str | None:
    """'Bob paid $5 more than Ann', 'Cy finished one place ahead of Di', 'Ed is 2 years older'."""
    category = puzzle.category(clue.category)
    unit = unit_of(category)
    if not category.verb or unit not in category.verb:
        return None
    if not ((clue.op == "==" and clue.difference) or (clue.op in (">", "<") and clue.difference == 0)):
        return None
    head = category.verb.split(unit)[0].strip()
    a, b = _np(clue.a, puzzle, style), _np(clue.b, puzzle, style)
    up = clue.difference > 0 if clue.op == "==" else clue.op == ">"
    n = abs(clue.difference)
    if unit == ORDINAL_UNIT:
        assert isinstance(n, int)  # ranks are whole places apart
        amount = f"{number_word(n)} place{'s' if n != 1 else ''} " if n else ""
        return f"{a} {head} {amount}{'behind' if up else 'ahead of'} {b}".replace("  ", " ")
    lowest = min(v for v in category.values if not isinstance(v, str))  # a compared category is numeric
    if unit == "{}" and lowest >= 1000 and "born" in head:
        amount = f"{say(n, '{} years')} " if n else ""
        return f"{a} was born {amount}{'after' if up else 'before'} {b}"
    ages = "year" in unit and lowest < 1000 and head in ("is", "was")
    word = ("older" if up else "younger") if ages else ("more" if up else "less")
    amount = f"{say(n, unit)} " if n else ""
    return f"{a} {head} {amount}{word} than {b}".replace("  ", " ")


def _plain_compare(clue: Compare, puzzle: Puzzle, style: Style) -> str:
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


# each function takes the clue type it is keyed by, which a Callable type cannot say
_WRITERS: dict[type[Clue], Callable[..., str]] = {
    Same: _said_of, Different: _said_of, At: _said_of, NotAt: _said_of, Offset: _said_of,
    Before: _said_of, Apart: _apart, NotApart: _not_apart, Between: _said_of, AtEnd: _said_of,
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


def plain_category_line(category: Category) -> str:
    """'colour: red, green, white'."""
    return f"{_line_name(category)}: " + ", ".join(map(value_text, category.values))


def category_line(category: Category) -> str:
    """'animal: one keeps a horse, one keeps a cat' when a verb is known, else the plain list.

    A verb that only says who someone is ('is the {}', 'is {}') adds nothing to the list:
    'nationality: Brit, Swede' rather than 'one is the Brit, one is the Swede'. Nor does a verb
    with more words around a value that is a word than an article ('lives in the {} house',
    'listens to {}'): in 'one lives in the red house' a reader cannot tell whether the value is
    'red', 'red house' or 'in the red house', so the list says 'colour: red, green' plainly. A
    number ends where its digits end, and its verb gives the unit: 'one paid $5, one paid $10'.
    """
    values = [value_text(v) for v in category.values]
    if category.verb and not COPULA.fullmatch(category.verb):
        if category.numeric or VERB_THEN_VALUE.fullmatch(category.verb):
            phrases = [f"one {fill(category.verb, v, category)}" for v in category.values]
        else:
            phrases = values
    elif category.noun.startswith("the ") and category.noun != "the {}":
        phrases = [f"one is {_indefinite(category.noun[4:].format(v))}" for v in values]
    else:
        phrases = values
    return f"{_line_name(category)}: " + ", ".join(phrases)


def _line_name(category: Category) -> str:
    """The category's name as its list line starts, its case kept ('Prices')."""
    return re.sub(r"\s+", " ", category.name.replace("_", " ")).strip()


COPULA = re.compile(r"(?:is|are)(?: the| an?)? \{\}")
VERB_THEN_VALUE = re.compile(r"[^\W\d]+(?: (?:a|an|the|some))? \{\}")
"""A verb template a list line can use: one verb, an article perhaps, and the value last."""


def _indefinite(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def intro(puzzle: Puzzle) -> str:
    """The sentence that sets up the positions."""
    n = puzzle.size
    if about_people(puzzle):
        return f"There are {n} people; each has a different one of each of these:"
    if puzzle.axis is not None:
        return (
            f"There are {n} people, in positions 1 to {n} by their "
            f"{category_words(puzzle.axis)}. They have different characteristics:"
        )
    return (
        f"There are {n} houses in a row, numbered 1 on the left to {n} on the right. "
        "There is one person living in each house. They have different characteristics:"
    )


def about_people(puzzle: Puzzle) -> bool:
    """True for a puzzle about people with no row: an axis, no reshuffle, no clue about places."""
    from ..clues import leaves
    from .lexicon import move_pair

    if puzzle.axis is None or move_pair(puzzle) is not None:
        return False
    return not any(leaf.positional() or isinstance(leaf, (At, NotAt))
                   for clue in puzzle.clues for leaf in leaves(clue))


@dataclass(frozen=True)
class Written:
    """A puzzle written in English, and what had to be written in the plain style instead."""

    text: str
    plain_clues: tuple[int, ...] = ()
    """Numbers (from 1) of the clues written in the plain style: their templated sentence did
    not read back to the same clue."""
    plain_categories: tuple[str, ...] = ()
    """Names of the categories listed plainly: their templated line did not read back."""
    unread_clues: tuple[int, ...] = ()
    """Numbers of the clues that do not read back even in the plain style (none are known)."""


def write_puzzle(puzzle: Puzzle) -> str:
    """The whole puzzle as English text that ``read_puzzle`` reads back to the same clues."""
    return written_puzzle(puzzle).text


def written_puzzle(puzzle: Puzzle) -> Written:
    """The puzzle in English, each category line and clue checked by reading the text back.

    The draft uses the category templates ("the cat owner"); it is read back once. A category
    line or a clue that does not read back to itself is written in the plain style ("the person
    whose pet is cat"), alone; only those clues are read again.
    """
    lines = {c.name: category_line(c) for c in puzzle.categories}
    plain_lines = {c.name: plain_category_line(c) for c in puzzle.categories}
    clue_lines = [write_clue(c, puzzle) for c in puzzle.clues]
    questions = [write_question(q, puzzle) for q in puzzle.questions]

    setup, plain_categories = _checked_categories(puzzle, lines, plain_lines, clue_lines, questions)
    if setup is None:  # not even the plain lists read back: the plain style, unchecked
        clue_lines = [write_clue(c, puzzle, PLAIN) for c in puzzle.clues]
        questions = [write_question(q, puzzle, PLAIN) for q in puzzle.questions]
        text = _text(puzzle, list(plain_lines.values()), clue_lines, questions)
        return Written(text, tuple(range(1, len(clue_lines) + 1)), tuple(lines))
    bodies = dict(setup.document.clues)
    plain_clues, unread = [], []
    for number, clue in enumerate(puzzle.clues, 1):
        if _reads_as(setup.reader, bodies.get(number), clue):
            continue
        clue_lines[number - 1] = write_clue(clue, puzzle, PLAIN)
        plain_clues.append(number)
        if not _reads_as(setup.reader, clue_lines[number - 1], clue):
            unread.append(number)
    questions = [_checked_question(setup.reader, line, q, puzzle) for q, line in zip(puzzle.questions, questions)]
    text = _text(puzzle, list(lines.values()), clue_lines, questions)
    return Written(text, tuple(plain_clues), plain_categories, tuple(unread))


def _text(puzzle: Puzzle, category_lines: list[str], clue_lines: list[str], questions: list[str]) -> str:
    head = [puzzle.title, ""] if puzzle.title else []
    if puzzle.description:
        head += [puzzle.description, ""]
    body = head + [intro(puzzle), *(f" - {line}" for line in category_lines), "", "Clues:"]
    body += [f"{i}. {line}" for i, line in enumerate(clue_lines, 1)]
    if questions:
        body += ["", *questions]
    return "\n".join(body) + "\n"


def _checked_categories(puzzle: Puzzle, lines: dict[str, str], plain_lines: dict[str, str],
                        clue_lines: list[str], questions: list[str]):  # -> (Setup | None, names)
    """Read the draft's setup back; a category line that reads back wrong becomes plain.

    ``lines`` is updated in place; returns the setup read and the names of the plain lines, or
    (None, all names) when not even the plain lists read back.
    """
    from .document import read_setup

    plain: list[str] = []
    for attempt in range(3):
        if attempt == 2:  # the lines that failed were not alone to blame
            plain = list(lines)
            lines.update(plain_lines)
        try:
            setup = read_setup(_text(puzzle, list(lines.values()), clue_lines, questions), "<written>")
        except Exception:  # noqa: BLE001 - what does not read back is written plainly
            setup = None
        wrong = _wrong_categories(puzzle, setup)
        if not wrong:
            return setup, tuple(plain)
        for name in wrong:
            if lines[name] != plain_lines[name]:
                lines[name] = plain_lines[name]
                plain.append(name)
    return None, tuple(lines)


def _wrong_categories(puzzle: Puzzle, setup: Setup | None) -> list[str]:
    """The categories of ``puzzle`` that ``setup`` did not read back with their name and values."""
    names = [c.name for c in puzzle.categories]
    if setup is None or len(setup.categories) != len(names):
        return names
    return [c.name for c, back in zip(puzzle.categories, setup.categories)
            if (normalize(back.name), back.values) != (normalize(c.name), c.values)]


def _checked_question(reader: ClueReader, text: str, question: Question, puzzle: Puzzle) -> str:
    """The question's text when it reads back to it; else asked in the templated, then plain style."""
    if _asks(reader, text, question):
        return text
    templated = write_question(replace(question, text=""), puzzle)
    if _asks(reader, templated, question):
        return templated
    return write_question(replace(question, text=""), puzzle, PLAIN)


def _asks(reader: ClueReader, text: str, question: Question) -> bool:
    """True when ``text`` reads back as ``question`` (what it asks, about whom)."""
    from .document import read_questions

    try:
        back = read_questions(text, reader, [])
    except Exception:  # noqa: BLE001 - what does not read back is asked plainly
        return False
    return any((normalize(q.ask), q.about) == (normalize(question.ask), question.about) for q in back)


def _reads_as(reader: ClueReader, sentence: str | None, clue: Clue) -> bool:
    """True when ``sentence`` reads back to ``clue``."""
    if sentence is None:
        return False
    try:
        return reader.read(sentence) == clue
    except Exception:  # noqa: BLE001 - what does not read back is written plainly
        return False
