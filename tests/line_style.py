"""Puzzles written in the style of the benchmark line puzzles, to test the reader by meaning.

The benchmark sets of "people in a row" puzzles read like this::

    There are 4 people next to each other in a row in positions 1, 2, 3, 4 who have the
    following characteristics.
    Everyone plays a different sport: rugby, golf, squash, judo.
    Clue 1: The person who eats kiwis is at one of the ends.
    Clue 2: The Kenyan is somewhere in between the person who eats pears and the person who
    plays judo in that order.
    Question: What position is the person who likes figs at?

``write(puzzle, seed)`` renders a zebrakit puzzle (a generated one, usually) in that style, with
several phrasings for the header, each category line, each value and each clue type, chosen by
a random generator seeded with ``seed``. It is on purpose independent of zebrakit's own English
writer (``zebrakit.english``): it shares no template with it, so reading its text back tests the
reader on wording it was not written against.

A clue type with no line phrasing (either-or, and, not, arithmetic...) is left out; the puzzle
may then have several solutions, which ``Written.unique`` tells (see ``write_unique``).
Optionally, lines that state nothing about the puzzle are added: an attribute outside every
category ("The person who collects stamps is next to the Brit") or a general fact ("The street
is quiet in the morning"). A reader must report each of them as ignored.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from zebrakit import count
from zebrakit.clues import (Apart, At, AtEnd, Before, Between, Clue, Different, NotApart, NotAt,
                            Offset, Same)
from zebrakit.model import Category, Puzzle, Ref, Solution, normalize


# --------------------------------------------------------------------------- how a category is said
@dataclass(frozen=True)
class Style:
    """How English talks about one category.

    ``declare``: category lines without the list ('Everyone plays a different sport');
    ``phrases``: noun phrases for the person with a value, '{}' for the value ('the {} player');
    ``has`` / ``has_not``: predicates ('plays {}' / 'does not play {}').
    """

    declare: tuple[str, ...]
    phrases: tuple[str, ...]
    has: tuple[str, ...]
    has_not: tuple[str, ...]


STYLES: dict[str, Style] = {
    "nationality": Style(
        ("Everyone is a different nationality", "Everyone has a different nationality"),
        ("the {}",), ("is the {}",), ("is not the {}",)),
    "colour": Style(
        ("Everyone wears a different colour", "Everyone likes a different colour"),
        ("the person who wears {}", "the person who likes {}"),
        ("wears {}",), ("does not wear {}",)),
    "pet": Style(
        ("Everyone owns a different pet", "Everyone has a different pet"),
        ("the {} owner", "the person who owns the {}", "the person who has a {}"),
        ("owns the {}", "has a {}"), ("does not own the {}", "does not have a {}")),
    "drink": Style(
        ("Everyone drinks a different beverage", "Everyone likes a different drink"),
        ("the person who drinks {}", "the {} drinker", "the person who likes {}"),
        ("drinks {}",), ("does not drink {}",)),
    "cigar": Style(
        ("Everyone smokes a different brand of cigar", "Everyone smokes a different cigar"),
        ("the person who smokes {}", "the {} smoker"),
        ("smokes {}",), ("does not smoke {}",)),
    "food": Style(
        ("Everyone eats a different food", "Everyone likes a different food"),
        ("the person who eats {}", "the person who likes {}"),
        ("eats {}",), ("does not eat {}",)),
    "sport": Style(
        ("Everyone plays a different sport",),
        ("the person who plays {}", "the {} player", "the {} fan", "the person who likes {}"),
        ("plays {}",), ("does not play {}",)),
    "car": Style(
        ("Everyone drives a different car", "Everyone drives a different make of car"),
        ("the person who drives the {}", "the {} driver"),
        ("drives the {}",), ("does not drive the {}",)),
    "flower": Style(
        ("Everyone grows a different flower", "Everyone likes a different flower"),
        ("the person who grows {}", "the person who likes {}"),
        ("grows {}",), ("does not grow {}",)),
    "hobby": Style(
        ("Everyone has a different hobby", "Everyone enjoys a different hobby"),
        ("the person who enjoys {}", "the person who likes {}", "the person whose hobby is {}"),
        ("enjoys {}",), ("does not enjoy {}",)),
    "job": Style(
        ("Everyone has a different job", "Everyone has a different profession"),
        ("the {}", "the person who works as {a}"),
        ("works as {a}", "is the {}"), ("does not work as {a}", "is not the {}")),
    "music": Style(
        ("Everyone likes a different kind of music", "Everyone listens to a different music genre"),
        ("the {} fan", "the person who listens to {}", "the person who likes {}"),
        ("listens to {}",), ("does not listen to {}",)),
    "name": Style(
        ("Everyone has a different name",),
        ("{}", "the person called {}", "the person named {}"),
        ("is {}", "is called {}"), ("is not {}", "is not called {}")),
    # categories the themes do not have, for puzzles with more than their thirteen
    "fruit": Style(
        ("Everyone likes a different fruit", "Everyone eats a different fruit"),
        ("the person who eats {}", "the person who likes {}"),
        ("eats {}",), ("does not eat {}",)),
    "instrument": Style(
        ("Everyone plays a different musical instrument",),
        ("the {} player", "the person who plays the {}"),
        ("plays the {}",), ("does not play the {}",)),
    "city": Style(
        ("Everyone comes from a different city", "Everyone was born in a different city"),
        ("the person from {}", "the person who comes from {}"),
        ("comes from {}",), ("does not come from {}",)),
    "book": Style(  # not 'reads': with the hobby 'reading' the reader takes 'reads poetry' for two values
        ("Everyone likes a different kind of book", "Everyone likes a different book genre"),
        ("the person who likes {}", "the {} fan"),
        ("likes {}",), ("does not like {}",)),
    "game": Style(
        ("Everyone plays a different game", "Everyone likes a different game"),
        ("the person who plays {}", "the {} player"),
        ("plays {}",), ("does not play {}",)),
}
"""Natural verbs and nouns for the categories the generator's themes use, and a few more."""

EXTRA_VALUES: dict[str, tuple[str, ...]] = {
    "fruit": ("apples", "pears", "plums", "figs", "kiwis", "mangoes", "cherries", "grapes",
              "lemons", "melons", "peaches", "apricots"),
    "instrument": ("harp", "banjo", "flute", "oboe", "cello", "violin", "trumpet", "piano",
                   "guitar", "drums", "clarinet", "ukulele"),
    "city": ("Paris", "Rome", "Oslo", "Lima", "Cairo", "Tokyo", "Dublin", "Vienna", "Madrid",
             "Prague", "Berlin", "Lisbon"),
    "book": ("poetry", "fantasy", "thrillers", "romance", "history", "mysteries", "comics",
             "biographies", "westerns", "horror", "satire", "travelogues"),
    "game": ("poker", "bridge", "darts", "bingo", "snooker", "dominoes", "mahjong", "backgammon",
             "checkers", "scrabble", "sudoku", "canasta"),
}
"""Values for the extra categories (no word shared with the themes' values)."""


def fallback_style(name: str) -> Style:
    """For a category without a style: 'Everyone has a different <category>'."""
    return Style((f"Everyone has a different {name}",),
                 ("the person who likes {}", "the {} fan", f"the person whose {name} is {{}}"),
                 (f"has {{}} as {name}",), (f"does not have {{}} as {name}",))


def style_of(category: Category) -> Style:
    """The style of a category, by its name (singular, case-insensitive), else the fallback."""
    key = normalize(category.name)
    for candidate in (key, key[:-1] if key.endswith("s") else key):
        if candidate in STYLES:
            return STYLES[candidate]
    return fallback_style(category.name)


# --------------------------------------------------------------------------- distractors
OUTSIDE = ("likes kites", "collects stamps", "wears glasses", "keeps bees", "knits scarves",
           "owns a sailboat", "writes letters", "flies drones", "bakes bread", "studies Latin")
"""Attributes that no category has: a sentence about them constrains nothing."""

FACTS = ("The street is quiet in the morning.", "It was a sunny day when they met.",
         "All of them like to travel in the summer.", "The row faces a small park.",
         "Each of them arrived on time.")
"""General facts that name no value and constrain nothing."""


# --------------------------------------------------------------------------- the written puzzle
@dataclass
class Line:
    """One clue line as written: its number, its sentence, and the clue it states (None for a
    distractor: an attribute outside every category, or a general fact)."""

    number: int
    text: str
    clue: Clue | None

    @property
    def line(self) -> str:
        return f"Clue {self.number}: {self.text}"


@dataclass
class Written:
    """A puzzle in the line style, with what it states."""

    text: str
    puzzle: Puzzle
    """The source puzzle restricted to the clues written (its question unchanged)."""
    lines: list[Line]
    skipped: list[Clue]
    """Clues of the source puzzle with no line phrasing, left out."""
    about: Ref
    """The value the question asks the position of."""

    @property
    def distractors(self) -> list[Line]:
        """The clue lines that state nothing about the puzzle."""
        return [line for line in self.lines if line.clue is None]

    @property
    def unique(self) -> bool:
        """True when the written clues alone still have exactly one solution."""
        return count(self.puzzle, limit=2) == 1


def ordinal(n: int, words: bool = False) -> str:
    """'3rd', or 'third' with ``words``."""
    if words and n <= 12:
        return ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                "ninth", "tenth", "eleventh", "twelfth")[n - 1]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve")


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _fill(template: str, value: object) -> str:
    text = str(value)
    return template.replace("{a}", _article(text)).replace("{}", text)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class Writer:
    """Writes one puzzle; every choice comes from ``rng``."""

    def __init__(self, puzzle: Puzzle, rng: random.Random, words_for_ordinals: float = 0.0) -> None:
        self.puzzle = puzzle
        self.rng = rng
        self.n = puzzle.size
        self.words = words_for_ordinals
        self.styles = {c.name: style_of(c) for c in puzzle.categories}

    # ----------------------------------------------------------------- pieces
    def value(self, ref: Ref) -> str:
        """A noun phrase for the person with ``ref``: 'the tea drinker', 'the person who likes tea'."""
        return _fill(self.rng.choice(self.styles[ref.category].phrases), ref.value)

    def position(self, p: int) -> str:
        return ordinal(p, self.rng.random() < self.words)

    def at(self, p: int) -> str:
        return f"the person at the {self.position(p)} position"

    def has(self, ref: Ref, negated: bool = False) -> str:
        style = self.styles[ref.category]
        return _fill(self.rng.choice(style.has_not if negated else style.has), ref.value)

    # ----------------------------------------------------------------- clues
    def clue(self, clue: Clue) -> str | None:
        """A sentence stating ``clue``, or None when the clue type has no line phrasing."""
        r = self.rng
        v = self.value
        if isinstance(clue, Same):
            a, b = (clue.a, clue.b) if r.random() < 0.5 else (clue.b, clue.a)
            return r.choice([f"{v(a)} is {v(b)}", f"{v(a)} {self.has(b)}"])
        if isinstance(clue, Different):
            a, b = (clue.a, clue.b) if r.random() < 0.5 else (clue.b, clue.a)
            return r.choice([f"{v(a)} is not {v(b)}", f"{v(a)} {self.has(b, True)}"])
        if isinstance(clue, At):
            p = clue.position
            forms = [f"{v(clue.a)} is {self.at(p)}", f"{v(clue.a)} is at the {self.position(p)} position",
                     f"{self.at(p)} is {v(clue.a)}"]
            if r.random() < 0.25 and p < self.n:
                return f"{v(clue.a)} is immediately to the left of {self.at(p + 1)}"
            if r.random() < 0.25 and p > 1:
                return f"{v(clue.a)} is immediately to the right of {self.at(p - 1)}"
            return r.choice(forms)
        if isinstance(clue, NotAt):
            p = clue.position
            return r.choice([f"{v(clue.a)} is not at the {self.position(p)} position",
                             f"{v(clue.a)} is not {self.at(p)}"])
        if isinstance(clue, Offset):
            if clue.offset != 1:
                return None
            return r.choice([f"{v(clue.a)} is immediately to the left of {v(clue.b)}",
                             f"{v(clue.b)} is immediately to the right of {v(clue.a)}"])
        if isinstance(clue, Before):
            return r.choice([f"{v(clue.a)} is somewhere to the left of {v(clue.b)}",
                             f"{v(clue.b)} is somewhere to the right of {v(clue.a)}"])
        if isinstance(clue, Apart):
            a, b = (clue.a, clue.b) if r.random() < 0.5 else (clue.b, clue.a)
            if clue.distance == 1:
                return r.choice([f"{v(a)} is next to {v(b)}", f"{v(a)} and {v(b)} are next to each other"])
            people = clue.distance - 1
            if people == 1:
                return f"there is one person between {v(a)} and {v(b)}"
            number = str(people) if r.random() < 0.6 else NUMBER_WORDS[people]
            return f"there are {number} people between {v(a)} and {v(b)}"
        if isinstance(clue, NotApart):
            if clue.distance != 1:
                return None
            a, b = (clue.a, clue.b) if r.random() < 0.5 else (clue.b, clue.a)
            return r.choice([f"{v(a)} is not next to {v(b)}", f"{v(a)} and {v(b)} are not next to each other"])
        if isinstance(clue, Between):
            if clue.ordered:
                return r.choice([f"{v(clue.b)} is somewhere in between {v(clue.a)} and {v(clue.c)} in that order",
                                 f"{v(clue.b)} is in between {v(clue.a)} and {v(clue.c)} in that order"])
            a, c = (clue.a, clue.c) if r.random() < 0.5 else (clue.c, clue.a)
            return r.choice([f"{v(clue.b)} is in between {v(a)} and {v(c)}",
                             f"{v(clue.b)} is somewhere in between {v(a)} and {v(c)}"])
        if isinstance(clue, AtEnd):
            return r.choice([f"{v(clue.a)} is at one of the ends", f"{v(clue.a)} is at one end of the row"])
        return None  # Either, All, Not, Compare, Relation, Cycles: no line phrasing

    def distractor(self) -> str:
        """A sentence about an attribute no category has, tied to a real value or position."""
        r = self.rng
        stems = {w[:4] for ref in self.puzzle.refs() for w in re.findall(r"[a-z]+", str(ref.value).lower())}
        attributes = [a for a in OUTSIDE if not {w[:4] for w in a.lower().split()} & stems]  # not 'bakes' with a baker
        outsider = f"the person who {r.choice(attributes)}"
        ref = r.choice(list(self.puzzle.refs()))
        p = r.randrange(1, self.n + 1)
        return r.choice([f"{outsider} is next to {self.at(p)}", f"{outsider} is next to {self.value(ref)}",
                         f"{outsider} is somewhere to the right of {self.value(ref)}",
                         f"{self.value(ref)} is not next to {outsider}"])

    # ----------------------------------------------------------------- the whole text
    def header(self) -> list[str]:
        n = self.n
        listed = ", ".join(str(p) for p in range(1, n + 1))
        r = self.rng
        return [r.choice([
            f"There are {n} people next to each other in a row in positions {listed} who have the "
            "following characteristics.",
            f"There are {n} people standing in a line, in positions {listed} from left to right, "
            "who have the following characteristics.",
            f"There are {NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else n} people sitting next to each "
            f"other in a row of {n} seats, numbered 1 to {n} from left to right.",
            f"{n} people stand in a row in positions {listed}, each with different characteristics.",
        ])]

    def categories(self) -> list[str]:
        lines = []
        for category in self.puzzle.categories:
            head = self.rng.choice(self.styles[category.name].declare)
            lines.append(f"{head}: {', '.join(str(v) for v in category.values)}.")
        return lines


def write(puzzle: Puzzle, seed: int | str, distractors: int = 0, facts: int = 0,
          about: Ref | None = None, words_for_ordinals: float = 0.0) -> Written:
    """``puzzle`` in the line style, every choice drawn from ``random.Random(seed)``.

    ``distractors`` clue lines about attributes outside every category and ``facts`` general
    facts are mixed in at random places. The question asks the position of ``about`` (by default
    the value the puzzle's first question is about, else a random value).
    """
    rng = random.Random(f"line-style:{seed}")
    writer = Writer(puzzle, rng, words_for_ordinals)
    sentences: list[tuple[str, Clue | None]] = []
    kept: list[Clue] = []
    skipped: list[Clue] = []
    for clue in puzzle.clues:
        sentence = writer.clue(clue)
        if sentence is None:
            skipped.append(clue)
        else:
            kept.append(clue)
            sentences.append((sentence, clue))
    for _ in range(distractors):
        sentences.insert(rng.randrange(len(sentences) + 1), (writer.distractor(), None))
    general = list(rng.sample(FACTS, min(facts, len(FACTS))))
    for fact in general:
        sentences.insert(rng.randrange(len(sentences) + 1), (fact[:-1], None))
    lines = [Line(i, _capital(s) + ".", c) for i, (s, c) in enumerate(sentences, 1)]
    if about is None:
        first = puzzle.questions[0].about if puzzle.questions else None
        about = first if isinstance(first, Ref) else rng.choice(list(puzzle.refs()))
    question = "Question: What position is " + writer.value(about) + " at?"
    text = [*writer.header(), *writer.categories()]
    if rng.random() < 0.5:
        text.append("Using the clues provided below, answer the question at the end.")
    text += [line.line for line in lines]
    text.append(question)
    restricted = puzzle.with_clues(tuple(kept))
    return Written("\n".join(text) + "\n", restricted, lines, skipped, about)


def write_unique(puzzle: Puzzle, seed: int | str, **options: object) -> Written | None:
    """``write``, or None when the clues left out leave the written puzzle with several solutions."""
    written = write(puzzle, seed, **options)  # type: ignore[arg-type]
    if written.skipped and not written.unique:
        return None
    return written


def placements(solution: Solution) -> set[tuple[str, int]]:
    """(value label, position) for every value: solutions compared across category names."""
    return {(normalize(ref.value), p) for ref, p in solution.positions().items()}


# --------------------------------------------------------------------------- what a reading got wrong
def misread(written: Written, reading, samples: int = 100) -> list[str]:  # noqa: ANN001 - a Reading
    """The sentences a reading did not take as written, each with what went wrong.

    A clue line is misread when the reader left it out (with the reason it gave), or when the
    clue it read differs in meaning from the clue written: the two are evaluated on the same
    random placements (values matched by label, as the reader may name categories otherwise).
    A distractor line is misread when the reader used it. Instruction sentences are not listed.
    """
    rng = random.Random(0)
    source = written.puzzle
    target = reading.puzzle
    by_label = {normalize(ref.value): ref for ref in target.refs()}
    read_clues: dict[str, list[Clue]] = {}
    for clue, text in zip(target.clues, target.texts):
        read_clues.setdefault(text, []).append(clue)
    left_out = {i.text: f"ignored: {i.reason}" for i in reading.ignored}
    left_out.update({u.text: f"unsure: {u.reason}" for u in reading.unsure})
    pairs = []  # the same placement of the values in the written puzzle and in the one read
    for _ in range(samples):
        positions = {ref: p for category in source.categories
                     for ref, p in zip(category.refs(), rng.sample(range(1, source.size + 1), source.size))}
        theirs = {by_label[normalize(r.value)]: p for r, p in positions.items() if normalize(r.value) in by_label}
        if len(theirs) != len(by_label):
            return [f"the reading's values differ from the puzzle's: {sorted(by_label)}"]
        pairs.append((Solution.from_positions(source, positions), Solution.from_positions(target, theirs)))
    problems = []
    for line in written.lines:
        clues = read_clues.get(line.text)
        if line.clue is None:
            if clues:
                problems.append(f"{line.line} -> read as {'; '.join(_shown(c, target) for c in clues)}, not ignored")
            elif line.text not in left_out:
                problems.append(f"{line.line} -> not ignored (nor used)")
            continue
        if not clues:
            problems.append(f"{line.line} -> {left_out.get(line.text, 'not used')}")
            continue
        if any(line.clue.holds(mine) != all(c.holds(theirs) for c in clues) for mine, theirs in pairs):
            problems.append(f"{line.line} -> read as {'; '.join(_shown(c, target) for c in clues)}")
    return problems


def _shown(clue: Clue, puzzle: Puzzle) -> str:
    from zebrakit.notation import format_clue

    try:
        return format_clue(clue, puzzle)
    except Exception:  # noqa: BLE001 - only for a message
        return repr(clue)
