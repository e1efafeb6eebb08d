"""The glossary of zebrakit: positions, categories, values, puzzles, questions and solutions.

Positions are the unknowns: every value of every category sits at one position 1..n, and each
category is a permutation of the positions. A puzzle is plain, immutable data; search state
never lives here.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING
from collections.abc import Iterator

if TYPE_CHECKING:  # pragma: no cover
    from .clues import Clue

Label = str | int | float

POSITION = "position"
"""The pseudo-category a question asks for when it wants the position itself."""


class PuzzleError(ValueError):
    """A puzzle that cannot be built: the message says what is wrong and what was probably meant."""


from . import limits  # noqa: E402 - limits raise PuzzleError


def nfc(text: str) -> str:
    """``text`` in Unicode normal form C, so that composed and decomposed 'Zoë' are one name."""
    return text if text.isascii() else unicodedata.normalize("NFC", text)


@lru_cache(maxsize=65536)
def _normalize_text(text: str) -> str:
    return re.sub(r"\s+", " ", nfc(nfc(text).replace("_", " ").strip().casefold()))


def normalize(name: object) -> str:
    """The form under which names match: case-insensitive, underscores as spaces, spaces folded."""
    return _normalize_text(name if isinstance(name, str) else str(name))


def is_number(label: object) -> bool:
    """True for int and float labels (bools are not numbers here)."""
    return isinstance(label, (int, float)) and not isinstance(label, bool)


@dataclass(frozen=True)
class Category:
    """A named set of n distinct values; each value sits at exactly one position."""

    name: str
    values: tuple[Label, ...]
    noun: str = ""
    """How English names a person by a value of this category, '{}' for the value: 'the {} owner'."""
    verb: str = ""
    """How English says a person has the value, '{}' for the value: 'keeps a {}'."""
    written: tuple[str, ...] = field(default=(), compare=False, repr=False)
    """How the text wrote each value ('$20' for 20), for display; empty when as the values."""

    def __post_init__(self) -> None:
        name = check_name(self.name, "a category name")
        object.__setattr__(self, "name", name)
        values = self.values
        if isinstance(values, (str, bytes, dict)):
            raise PuzzleError(f"category {name!r}: values must be a list, not {limits.shown(values)}")
        if hasattr(values, "__len__"):
            limits.check_values(name, len(values))
        values = tuple(values)
        limits.check_values(name, len(values))
        object.__setattr__(self, "values", tuple(_checked_value(name, v) for v in values))
        for key in ("noun", "verb"):
            object.__setattr__(self, key, _checked_template(name, key, getattr(self, key)))
        written = tuple(str(w) for w in self.written)
        object.__setattr__(self, "written", written if len(written) == len(self.values) else ())

    def shown(self, value: Label) -> str:
        """A value as the text wrote it ('$20'), else as it is."""
        if self.written:
            for candidate, written in zip(self.values, self.written):
                if candidate == value:
                    return written
        return str(value)

    @property
    def numeric(self) -> bool:
        """True when every value is a number, so arithmetic clues may use it."""
        return bool(self.values) and all(is_number(v) for v in self.values)

    def refs(self) -> tuple[Ref, ...]:
        """A reference to each value, in the category's order."""
        return tuple(Ref(self.name, v) for v in self.values)


@dataclass(frozen=True, order=True)
class Ref:
    """One value of one category; its unknown is the position it sits at."""

    category: str
    value: Label

    def __post_init__(self) -> None:  # the names as categories store them
        if isinstance(self.category, str) and not self.category.isascii():
            object.__setattr__(self, "category", nfc(self.category))
        if isinstance(self.value, str) and not self.value.isascii():
            object.__setattr__(self, "value", nfc(self.value))

    def __str__(self) -> str:
        return f"{self.category}.{self.value}"


@dataclass(frozen=True)
class Question:
    """Which cell the reader must find.

    ``ask`` is a category name (or ``"position"``); ``about`` is the value whose position is
    looked at, or a position number. "Who owns the fish?" is ask=nationality, about=pet.fish.
    ``answer`` is an optional sentence template where ``{}`` stands for the answer.
    """

    ask: str
    about: Ref | int
    text: str = ""
    answer: str = ""


@dataclass(frozen=True)
class Puzzle:
    """A logic grid puzzle: categories of n values, clues over their positions, and questions.

    ``axis`` names a category whose values are the positions themselves (for puzzles about
    people rather than houses): its i-th value sits at position i. Without an axis the
    positions are houses in a row, numbered 1..n from the left.
    ``texts`` holds the source text of each clue ('' where there is none).
    """

    categories: tuple[Category, ...]
    clues: tuple[Clue, ...] = ()
    texts: tuple[str, ...] = ()
    questions: tuple[Question, ...] = ()
    title: str = ""
    axis: str | None = None
    description: str = ""
    noun: str = field(default="", compare=False)
    """What the text calls the positions ('cottage', 'floor'), for display; '' for houses."""

    def __post_init__(self) -> None:
        for name in ("categories", "clues", "questions"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        texts = tuple(self.texts) or ("",) * len(self.clues)
        object.__setattr__(self, "texts", texts)
        self._validate()

    # ----------------------------------------------------------------- validation
    def _validate(self) -> None:
        if not self.categories:
            raise PuzzleError("a puzzle needs at least one category")
        limits.check_categories(len(self.categories))
        limits.check_positions(self.size)
        limits.check_clues(len(self.clues))
        for category in self.categories:
            if not isinstance(category, Category):
                raise PuzzleError(f"{limits.shown(category)} is not a Category")
        self._check_category_names()
        for category in self.categories:
            self._check_category(category)
        if len(self.texts) != len(self.clues):
            raise PuzzleError(f"{len(self.clues)} clues but {len(self.texts)} clue texts")
        if self.axis is not None and normalize(self.axis) not in self._category_index:
            raise PuzzleError(
                f"axis {self.axis!r} is not a category{suggest(self.axis, self.category_names)}"
            )
        for number, clue in enumerate(self.clues, 1):
            try:
                clue.validate(self)
                if not clue.scope(self):
                    raise PuzzleError("it names no value, so it is always true or always false")
            except PuzzleError as error:
                raise PuzzleError(f"clue {number}: {error}") from None
        for question in self.questions:
            self._check_question(question)

    def _check_category_names(self) -> None:
        seen: dict[str, str] = {}
        for category in self.categories:
            key = normalize(category.name)
            if key == POSITION:
                raise PuzzleError(f"{category.name!r} is reserved; name the category otherwise")
            if key in seen:
                raise PuzzleError(f"category {category.name!r} appears twice")
            seen[key] = category.name

    def _check_category(self, category: Category) -> None:
        n = self.size
        if len(category.values) != n:
            first = self.categories[0]
            raise PuzzleError(
                f"category {category.name!r} has {len(category.values)} values but "
                f"{first.name!r} has {n}: every category needs exactly {n}"
            )
        seen: set[str] = set()
        numbers: dict[Label, Label] = {}
        for value in category.values:
            key = normalize(value)
            if key in seen:
                raise PuzzleError(f"category {category.name!r} lists {value!r} twice")
            seen.add(key)
            if is_number(value):
                if value in numbers:  # 2 and 2.0 are one number
                    raise PuzzleError(
                        f"category {category.name!r} lists the number {value!r} twice "
                        f"(as {numbers[value]!r} and {value!r})"
                    )
                numbers[value] = value

    def _check_question(self, question: Question) -> None:
        if normalize(question.ask) != POSITION:
            self.category(question.ask)
        if isinstance(question.about, Ref):
            self.check_ref(question.about)
        else:
            self.check_position(question.about)

    def check_ref(self, ref: Ref) -> None:
        """Raise PuzzleError unless ``ref`` names a value of this puzzle exactly."""
        if not isinstance(ref, Ref):
            raise PuzzleError(not_a_value(ref))
        category = self.category(ref.category)
        if ref.category != category.name:
            raise PuzzleError(f"{ref}: write the category as {category.name!r}")
        if ref.value not in category.values:
            raise PuzzleError(f"{ref} is not a value of {category.name!r}")

    def check_position(self, position: object) -> None:
        """Raise PuzzleError unless ``position`` is a whole number in 1..n."""
        if not isinstance(position, int) or isinstance(position, bool):
            raise PuzzleError(f"position {position!r} is not a whole number")
        if not 1 <= position <= self.size:
            raise PuzzleError(f"position {position} is out of range: positions are 1..{self.size}")

    # ----------------------------------------------------------------- lookups
    @property
    def size(self) -> int:
        """n: the number of positions, and of values in every category."""
        return len(self.categories[0].values)

    @property
    def category_names(self) -> tuple[str, ...]:
        """The categories' names in order."""
        return tuple(c.name for c in self.categories)

    @cached_property
    def _category_index(self) -> dict[str, int]:
        return {normalize(c.name): i for i, c in enumerate(self.categories)}

    @cached_property
    def _value_index(self) -> dict[str, list[Ref]]:
        index: dict[str, list[Ref]] = {}
        for category in self.categories:
            for value in category.values:
                index.setdefault(normalize(value), []).append(Ref(category.name, value))
        return index

    def category(self, name: str) -> Category:
        """The category called ``name`` (case-insensitive)."""
        index = self._category_index.get(normalize(name))
        if index is None:
            raise PuzzleError(
                f"unknown category {name!r}{suggest(name, self.category_names)}"
            )
        return self.categories[index]


    def refs(self) -> Iterator[Ref]:
        """Every value of every category, category by category."""
        for category in self.categories:
            yield from category.refs()

    def resolve(self, name: object, category: str | None = None) -> Ref:
        """The value called ``name``, in ``category`` if given; names match case-insensitively.

        Raises PuzzleError naming the closest known value when nothing matches, and asking for
        a qualified name when several categories share the name.
        """
        key = normalize(name)
        if category is not None:
            cat = self.category(category)
            for value in cat.values:
                if normalize(value) == key:
                    return Ref(cat.name, value)
            known = [str(v) for v in cat.values]
            raise PuzzleError(
                f"{name!r} is not a value of {cat.name!r}{suggest(name, known)}"
            )
        matches = self._value_index.get(key, [])
        if len(matches) == 1:
            return matches[0]
        if matches:
            options = " or ".join(f"'{m.category}.{m.value}'" for m in matches)
            raise PuzzleError(f"{name!r} is ambiguous: write {options}")
        known = sorted({str(r.value) for refs in self._value_index.values() for r in refs})
        raise PuzzleError(f"unknown value {name!r}{suggest(name, known)}")

    def is_ambiguous(self, value: object) -> bool:
        """True when several categories have a value called ``value``."""
        return len(self._value_index.get(normalize(value), [])) > 1

    def position_label(self, position: int) -> str:
        """How a position is shown: 'house 3', or the axis value at that position."""
        if self.axis is None:
            return f"house {position}"
        axis = self.category(self.axis)
        return axis.shown(axis.values[position - 1])

    def pinned(self) -> tuple[tuple[Ref, int], ...]:
        """The (value, position) pairs fixed by the axis: its i-th value is at position i."""
        if self.axis is None:
            return ()
        return tuple((ref, i) for i, ref in enumerate(self.category(self.axis).refs(), 1))

    def numbered_clues(self) -> Iterator[tuple[int, Clue, str]]:
        """(number from 1, clue, source text) for every clue."""
        for number, (clue, text) in enumerate(zip(self.clues, self.texts), 1):
            yield number, clue, text

    def with_clues(self, clues: tuple[Clue, ...], texts: tuple[str, ...] | None = None) -> Puzzle:
        """A copy of this puzzle with another clue list (texts default to empty)."""
        from dataclasses import replace

        return replace(self, clues=tuple(clues), texts=tuple(texts) if texts else ())


@dataclass(frozen=True)
class Solution:
    """Every value placed: ``placement[c][i]`` is the position of value i of category c."""

    placement: tuple[tuple[int, ...], ...]
    puzzle: Puzzle = field(compare=False, repr=False, hash=False)

    @classmethod
    def from_positions(cls, puzzle: Puzzle, positions: dict[Ref, int]) -> Solution:
        """Build a solution from a mapping of every value to its position."""
        placement = tuple(
            tuple(positions[ref] for ref in category.refs()) for category in puzzle.categories
        )
        return cls(placement, puzzle)

    @classmethod
    def from_grid(cls, puzzle: Puzzle, rows: list[dict[str, Label]]) -> Solution:
        """Build a solution from rows (one per position) mapping category name to value."""
        positions: dict[Ref, int] = {}
        for position, row in enumerate(rows, 1):
            for name, value in row.items():
                positions[puzzle.resolve(value, name)] = position
        return cls.from_positions(puzzle, positions)

    @cached_property
    def _positions(self) -> dict[Ref, int]:
        return {
            ref: p
            for category, row in zip(self.puzzle.categories, self.placement)
            for ref, p in zip(category.refs(), row)
        }

    @cached_property
    def _at(self) -> dict[tuple[str, int], Label]:
        return {
            (normalize(category.name), p): value
            for category, row in zip(self.puzzle.categories, self.placement)
            for value, p in zip(category.values, row)
        }

    def position(self, ref: Ref) -> int:
        """The position value ``ref`` sits at."""
        return self._positions[ref]

    def value_at(self, category: str, position: int) -> Label | None:
        """The value of ``category`` sitting at ``position`` (None when out of range)."""
        return self._at.get((normalize(category), position))

    def positions(self) -> dict[Ref, int]:
        """Every value mapped to its position."""
        return dict(self._positions)

    def grid(self) -> list[dict[str, Label]]:
        """One row per position mapping each category name to the value there (every cell is filled)."""
        return [
            {c.name: self._at[(normalize(c.name), p)] for c in self.puzzle.categories}
            for p in range(1, self.puzzle.size + 1)
        ]

    def answer(self, question: Question) -> Label:
        """The answer to ``question`` in this solution."""
        position = (
            self.position(question.about) if isinstance(question.about, Ref) else question.about
        )
        if normalize(question.ask) == POSITION:
            return position
        value = self.value_at(question.ask, position)
        assert value is not None
        return value

    def differences(self, other: Solution) -> list[tuple[int, str, Label, Label]]:
        """The cells (position, category, this value, other value) where two solutions differ."""
        cells = []
        for p, (mine, theirs) in enumerate(zip(self.grid(), other.grid()), 1):
            for name, value in mine.items():
                if theirs[name] != value:
                    cells.append((p, name, value, theirs[name]))
        return cells


def not_a_value(given: object) -> str:
    """What a clue is told when it holds something other than a value where a value belongs."""
    if is_number(given):
        return (
            f"a position ({given!r}) was given where a value is expected: a value sits at a "
            f"position, so say where with a comparison, e.g. 'Anna == {given!r}' (Anna is at "
            f"position {given!r}) or 'abs(Anna - {given!r}) == 1' (Anna is next to it)"
        )
    return f"{limits.shown(given)} was given where a value (a Ref) is expected"


# =========================================================================== checking names
_BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


def _control(text: str) -> str | None:
    """The first control character in ``text`` (tabs and new lines too, and bidi overrides)."""
    if text.isascii():
        bad = next((ch for ch in text if ch < " " or ch == "\x7f"), None)
        return bad
    for ch in text:
        kind = unicodedata.category(ch)
        if kind in ("Cc", "Cs", "Zl", "Zp") or ch in _BIDI_CONTROLS:
            return ch
    return None


def check_name(name: object, what: str) -> str:
    """``name`` as a name (NFC, no control characters, not empty, not too long), or PuzzleError."""
    if not isinstance(name, str):
        raise PuzzleError(f"{what} must be text, not {limits.shown(name)}")
    limits.check_name_length(name, what)
    name = nfc(name)
    if not name.strip():
        raise PuzzleError(f"{what} is empty")
    bad = _control(name)
    if bad is not None:
        raise PuzzleError(
            f"{what} {name!r} contains the control character U+{ord(bad):04X}: names are "
            f"printable text"
        )
    return name


def _checked_value(category: str, value: object) -> Label:
    """A value of ``category`` checked: a name, or a finite number within the limits."""
    where = f"category {category!r}"
    if isinstance(value, str):
        return check_name(value, f"{where}: the value")
    if isinstance(value, bool):
        raise PuzzleError(
            f"{where} has the value {value!r}, a boolean: a value is a name or a number; "
            f"quote it ('{str(value).lower()}') to make it a name"
        )
    if isinstance(value, (int, float)):
        if isinstance(value, float) and not math.isfinite(value):
            raise PuzzleError(f"{where} has the value {value!r}: a number value must be finite")
        limits.check_number(value, f"{where}: the value")
        return value
    if value is None:
        raise PuzzleError(f"{where} has an empty value (null): every value needs a name or a number")
    raise PuzzleError(
        f"{where} has a value that is {limits.shown(value)}: a value is a name or a number"
    )


def _checked_template(category: str, key: str, template: object) -> str:
    """A ``noun`` or ``verb`` template: text with exactly one '{}' for the value, or none."""
    if template is None or template == "":
        return ""
    example = "the {} owner" if key == "noun" else "keeps a {}"
    if not isinstance(template, str):
        raise PuzzleError(
            f"category {category!r}: {key} must be text such as {example!r}, not "
            f"{limits.shown(template)}"
        )
    limits.check_name_length(template, f"category {category!r}: the {key}")
    template = nfc(template)
    bad = _control(template)
    if bad is not None:
        raise PuzzleError(
            f"category {category!r}: the {key} {template!r} contains the control character "
            f"U+{ord(bad):04X}"
        )
    if template.count("{}") > 1 or "{" in template.replace("{}", "") or "}" in template.replace("{}", ""):
        raise PuzzleError(
            f"category {category!r}: the {key} {template!r} must hold '{{}}' once for the value "
            f"and no other braces, e.g. {example!r}"
        )
    return template


def suggest(name: object, known: list[str] | tuple[str, ...]) -> str:
    """'; did you mean X?' when a close match exists, else ''."""
    lowered = {normalize(k): k for k in known}
    import difflib

    close = difflib.get_close_matches(normalize(name), list(lowered), n=1, cutoff=0.6)
    return f"; did you mean {lowered[close[0]]!r}?" if close else ""
