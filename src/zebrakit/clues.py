"""The closed clue vocabulary: each clue is data that knows its scope and whether it holds.

Positions are the unknowns, so every clue is a relation over the positions of a few values.
Every engine, encoder, the generator and the explainer read these same objects.
"""

from __future__ import annotations

import operator
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol
from collections.abc import Callable, Iterable

from .model import Category, Label, Puzzle, PuzzleError, Ref, is_number, normalize


class HasSize(Protocol):
    """What every view's puzzle offers: its number of positions.

    A Puzzle, or ``engines.shapes.Board`` for a clue that reads positions only.
    """

    @property
    def size(self) -> int: ...


class View(Protocol):
    """What ``Clue.holds`` reads: a whole Solution, or a partial view an engine passes.

    The engines pass ``engines.shapes.Placement`` (and its readers ``ReadingPlacement`` and
    ``analysis._LazyPlacement``) and ``engines.tables.GridView``. A view answers for the values
    in the clue's scope; ``value_at`` is None for a position out of range or not filled.
    """

    @property
    def puzzle(self) -> Puzzle | HasSize: ...

    def position(self, ref: Ref, /) -> int: ...

    def value_at(self, category: str, position: int, /) -> Label | None: ...


def compared(op: str, x: Any, y: Any) -> bool:
    """``x <op> y``, with numbers that are not whole compared to 9 decimal places: 4.20 - 2.50 is 1.70,
    as a person reckons it (in binary floating point it is 1.7000000000000002)."""
    if isinstance(x, float) or isinstance(y, float):
        x, y = round(x, 9), round(y, 9)
    return bool(COMPARISONS[op](x, y))


COMPARISONS: dict[str, Callable[[Any, Any], Any]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
}


class Clue(ABC):
    """Base of every clue type: a predicate over the positions of the values in its scope."""

    kind: ClassVar[str] = "clue"

    @abstractmethod
    def refs(self) -> tuple[Ref, ...]:
        """The values this clue names directly."""

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        """Every value whose position this clue reads, without repeats, in a stable order."""
        return _unique(self.refs())

    @abstractmethod
    def holds(self, solution: View) -> bool:
        """True when the clue is satisfied by ``solution``."""

    def validate(self, puzzle: Puzzle) -> None:
        """Raise PuzzleError when the clue does not fit ``puzzle``."""
        for ref in self.refs():
            puzzle.check_ref(ref)

    def positional(self) -> bool:
        """True when the clue needs an order on positions (left, right, next to...)."""
        return False


# --------------------------------------------------------------------------- two values
class _Pair(Clue):
    """Shared by the clues over two values ``a`` and ``b``."""

    a: Ref
    b: Ref

    def refs(self) -> tuple[Ref, ...]:
        return (self.a, self.b)



@dataclass(frozen=True)
class Same(_Pair):
    """a and b are at the same position ("The Brit lives in the red house")."""

    a: Ref
    b: Ref
    kind: ClassVar[str] = "same"


    def holds(self, solution: View) -> bool:
        return solution.position(self.a) == solution.position(self.b)


@dataclass(frozen=True)
class Different(_Pair):
    """a and b are at different positions ("The Brit does not keep the dog")."""

    a: Ref
    b: Ref
    kind: ClassVar[str] = "different"


    def holds(self, solution: View) -> bool:
        return solution.position(self.a) != solution.position(self.b)


@dataclass(frozen=True)
class Offset(_Pair):
    """a is exactly ``offset`` positions left of b: pos(a) + offset == pos(b).

    offset 1 is "immediately left of"; a negative offset means right of.
    """

    a: Ref
    b: Ref
    offset: int = 1
    kind: ClassVar[str] = "offset"

    def __post_init__(self) -> None:
        if self.offset < 0:  # one canonical form: a is left of b
            a, b = self.a, self.b
            object.__setattr__(self, "a", b)
            object.__setattr__(self, "b", a)
            object.__setattr__(self, "offset", -self.offset)


    def holds(self, solution: View) -> bool:
        return solution.position(self.a) + self.offset == solution.position(self.b)

    def validate(self, puzzle: Puzzle) -> None:
        super().validate(puzzle)
        if self.offset == 0:
            raise PuzzleError("an offset of 0 is 'same house': write a == b")

    def positional(self) -> bool:
        return True


@dataclass(frozen=True)
class Before(_Pair):
    """a is somewhere left of b: pos(a) < pos(b)."""

    a: Ref
    b: Ref
    kind: ClassVar[str] = "before"


    def holds(self, solution: View) -> bool:
        return solution.position(self.a) < solution.position(self.b)

    def positional(self) -> bool:
        return True


class _Distance(_Pair):
    """Shared by the clues on the distance between two values' positions."""

    a: Ref
    b: Ref
    distance: int


    def gap(self, solution: View) -> int:
        """How many positions apart a and b are."""
        return abs(solution.position(self.a) - solution.position(self.b))

    def validate(self, puzzle: Puzzle) -> None:
        super().validate(puzzle)
        if self.distance < 1:
            raise PuzzleError(f"distance must be at least 1, not {self.distance}")

    def positional(self) -> bool:
        return True


@dataclass(frozen=True)
class Apart(_Distance):
    """a and b are exactly ``distance`` positions apart; distance 1 is "next to"."""

    a: Ref
    b: Ref
    distance: int = 1
    kind: ClassVar[str] = "apart"

    def holds(self, solution: View) -> bool:
        return self.gap(solution) == self.distance


@dataclass(frozen=True)
class NotApart(_Distance):
    """a and b are not ``distance`` positions apart; distance 1 is "not next to"."""

    a: Ref
    b: Ref
    distance: int = 1
    kind: ClassVar[str] = "not apart"

    def holds(self, solution: View) -> bool:
        return self.gap(solution) != self.distance


# --------------------------------------------------------------------------- one value
@dataclass(frozen=True)
class At(Clue):
    """a is at a given position ("The Norwegian lives in the first house")."""

    a: Ref
    position: int
    kind: ClassVar[str] = "at"

    def refs(self) -> tuple[Ref, ...]:
        return (self.a,)

    def holds(self, solution: View) -> bool:
        return solution.position(self.a) == self.position

    def validate(self, puzzle: Puzzle) -> None:
        super().validate(puzzle)
        puzzle.check_position(self.position)


@dataclass(frozen=True)
class NotAt(Clue):
    """a is not at a given position."""

    a: Ref
    position: int
    kind: ClassVar[str] = "not at"

    def refs(self) -> tuple[Ref, ...]:
        return (self.a,)

    def holds(self, solution: View) -> bool:
        return solution.position(self.a) != self.position

    def validate(self, puzzle: Puzzle) -> None:
        super().validate(puzzle)
        puzzle.check_position(self.position)


@dataclass(frozen=True)
class AtEnd(Clue):
    """a is at one of the ends of the row (position 1 or n)."""

    a: Ref
    kind: ClassVar[str] = "at end"

    def refs(self) -> tuple[Ref, ...]:
        return (self.a,)

    def holds(self, solution: View) -> bool:
        return solution.position(self.a) in (1, solution.puzzle.size)

    def positional(self) -> bool:
        return True


# --------------------------------------------------------------------------- three values
@dataclass(frozen=True)
class Between(Clue):
    """b is strictly between a and c; ``ordered`` means a, b, c in that order left to right."""

    a: Ref
    b: Ref
    c: Ref
    ordered: bool = False
    kind: ClassVar[str] = "between"

    def refs(self) -> tuple[Ref, ...]:
        return (self.a, self.b, self.c)

    def holds(self, solution: View) -> bool:
        pa, pb, pc = (solution.position(r) for r in self.refs())
        if pa < pb < pc:
            return True
        return not self.ordered and pc < pb < pa

    def positional(self) -> bool:
        return True


# --------------------------------------------------------------------------- combinations
@dataclass(frozen=True)
class Either(Clue):
    """At least one of the clues holds; exactly one when ``exclusive``."""

    clues: tuple[Clue, ...]
    exclusive: bool = False
    kind: ClassVar[str] = "either"

    def __post_init__(self) -> None:
        object.__setattr__(self, "clues", tuple(self.clues))

    def refs(self) -> tuple[Ref, ...]:
        return _unique(r for clue in self.clues for r in clue.refs())

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return _unique(r for clue in self.clues for r in clue.scope(puzzle))

    def holds(self, solution: View) -> bool:
        if not self.exclusive:
            return any(clue.holds(solution) for clue in self.clues)
        return sum(1 for clue in self.clues if clue.holds(solution)) == 1

    def validate(self, puzzle: Puzzle) -> None:
        if len(self.clues) < 2:
            raise PuzzleError("either-or needs at least two alternatives")
        for clue in self.clues:
            clue.validate(puzzle)

    def positional(self) -> bool:
        return any(clue.positional() for clue in self.clues)


@dataclass(frozen=True)
class All(Clue):
    """Every one of the clues holds (used inside either-or and not)."""

    clues: tuple[Clue, ...]
    kind: ClassVar[str] = "all"

    def __post_init__(self) -> None:
        object.__setattr__(self, "clues", tuple(self.clues))

    def refs(self) -> tuple[Ref, ...]:
        return _unique(r for clue in self.clues for r in clue.refs())

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return _unique(r for clue in self.clues for r in clue.scope(puzzle))

    def holds(self, solution: View) -> bool:
        return all(clue.holds(solution) for clue in self.clues)

    def validate(self, puzzle: Puzzle) -> None:
        if len(self.clues) < 2:
            raise PuzzleError("'and' needs at least two parts")
        for clue in self.clues:
            clue.validate(puzzle)

    def positional(self) -> bool:
        return any(clue.positional() for clue in self.clues)


@dataclass(frozen=True)
class Not(Clue):
    """The inner clue does not hold."""

    clue: Clue
    kind: ClassVar[str] = "not"

    def refs(self) -> tuple[Ref, ...]:
        return self.clue.refs()

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return self.clue.scope(puzzle)

    def holds(self, solution: View) -> bool:
        return not self.clue.holds(solution)

    def validate(self, puzzle: Puzzle) -> None:
        self.clue.validate(puzzle)

    def positional(self) -> bool:
        return self.clue.positional()


# --------------------------------------------------------------------------- numbers
@dataclass(frozen=True)
class Compare(_Pair):
    """Arithmetic on a number category: N(a) - N(b) <op> difference.

    N(x) is the number of ``category`` at x's position. "Bob paid $5 more than the cat owner"
    is Compare('price', Bob, cat, '==', 5); "Bob paid more" is Compare(..., '>', 0).
    """

    category: str
    a: Ref
    b: Ref
    op: str = "=="
    difference: int | float = 0
    kind: ClassVar[str] = "compare"


    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return _unique((self.a, self.b, *puzzle.category(self.category).refs()))

    def holds(self, solution: View) -> bool:
        x = solution.value_at(self.category, solution.position(self.a))
        y = solution.value_at(self.category, solution.position(self.b))
        return compared(self.op, x - y, self.difference)  # type: ignore[operator]

    def validate(self, puzzle: Puzzle) -> None:
        super().validate(puzzle)
        _check_numeric(puzzle.category(self.category))
        if self.op not in COMPARISONS:
            raise PuzzleError(f"unknown comparison {self.op!r}; use one of {' '.join(COMPARISONS)}")


# --------------------------------------------------------------------------- general relation
class Expr(ABC):
    """A term of a general relation: a position, a number, a label, or arithmetic on them."""

    @abstractmethod
    def evaluate(self, solution: View) -> Label | None:
        """The term's value in ``solution`` (None when it names nothing, e.g. an unknown label)."""

    def refs(self) -> tuple[Ref, ...]:
        """Values named directly."""
        return ()

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        """Values whose positions the term reads."""
        return self.refs()

    def validate(self, puzzle: Puzzle) -> None:
        """Raise PuzzleError when the term does not fit the puzzle."""
        for ref in self.refs():
            puzzle.check_ref(ref)


@dataclass(frozen=True)
class Pos(Expr):
    """The position of a value."""

    ref: Ref

    def evaluate(self, solution: View) -> Label | None:
        return solution.position(self.ref)

    def refs(self) -> tuple[Ref, ...]:
        return (self.ref,)


@dataclass(frozen=True)
class Const(Expr):
    """A number or a label written in the clue."""

    value: Label

    def evaluate(self, solution: View) -> Label | None:
        return self.value


class _CategoryTerm(Expr):
    """Shared by the terms that read a whole category through an inner term."""

    category: str

    @abstractmethod
    def inner(self) -> Expr:
        """The term this one reads the category through."""

    def refs(self) -> tuple[Ref, ...]:
        return self.inner().refs()

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return _unique((*self.inner().scope(puzzle), *puzzle.category(self.category).refs()))

    def validate(self, puzzle: Puzzle) -> None:
        puzzle.category(self.category)
        self.inner().validate(puzzle)


@dataclass(frozen=True)
class LabelAt(_CategoryTerm):
    """The value of ``category`` at the position given by ``at`` ("Anerdine's new post")."""

    category: str
    at: Expr

    def evaluate(self, solution: View) -> Label | None:
        position = self.at.evaluate(solution)
        if not isinstance(position, int):
            return None
        return solution.value_at(self.category, position)

    def inner(self) -> Expr:
        return self.at


@dataclass(frozen=True)
class Holder(_CategoryTerm):
    """The position of the value of ``category`` whose label is ``label`` (a computed value).

    With categories sharing labels (current post, new post), "the person who will take Eejit's
    job" is Holder('new', LabelAt('current', Pos(Eejit))).
    """

    category: str
    label: Expr

    def evaluate(self, solution: View) -> Label | None:
        label = self.label.evaluate(solution)
        if label is None:
            return None
        puzzle = solution.puzzle
        # Holder's scope is the whole category, so its view carries the puzzle, not a shapes.Board
        assert isinstance(puzzle, Puzzle)
        category = puzzle.category(self.category)
        for value in category.values:
            if normalize(value) == normalize(label):
                return solution.position(Ref(category.name, value))
        return None

    def inner(self) -> Expr:
        return self.label

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        """The label's scope, and the values of ``category`` the label can ever be.

        A label that can only be a position (1 to n), a constant or another category's value
        matches few or none of the category's values, and the holder reads nothing of the
        others: ``age.{fish}`` (the age whose label is the fish's position) reads no age at all
        when the ages are 20 to 35, where the whole category would have made its clue's table
        the product of every category it names.
        """
        labels = _possible_labels(self.label, puzzle)
        refs = puzzle.category(self.category).refs()
        if labels is not None:
            refs = tuple(ref for ref in refs if normalize(ref.value) in labels)
        return _unique((*self.label.scope(puzzle), *refs))


def _possible_labels(term: Expr, puzzle: Puzzle) -> set[str] | None:
    """Every label ``term`` can evaluate to (normalised), or None when it may be any number."""
    if isinstance(term, (Pos, Holder)):
        return {normalize(p) for p in range(1, puzzle.size + 1)}
    if isinstance(term, Const):
        return {normalize(term.value)}
    if isinstance(term, LabelAt):
        return {normalize(value) for value in puzzle.category(term.category).values}
    return None


@dataclass(frozen=True)
class Arith(Expr):
    """left + right, left - right or left * right."""

    op: str
    left: Expr
    right: Expr

    def evaluate(self, solution: View) -> Label | None:
        x, y = self.left.evaluate(solution), self.right.evaluate(solution)
        if not (is_number(x) and is_number(y)):
            return None
        return {"+": operator.add, "-": operator.sub, "*": operator.mul}[self.op](x, y)

    def refs(self) -> tuple[Ref, ...]:
        return _unique((*self.left.refs(), *self.right.refs()))

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return _unique((*self.left.scope(puzzle), *self.right.scope(puzzle)))

    def validate(self, puzzle: Puzzle) -> None:
        if self.op not in "+-*":
            raise PuzzleError(f"unknown arithmetic {self.op!r}")
        self.left.validate(puzzle)
        self.right.validate(puzzle)


@dataclass(frozen=True)
class Abs(Expr):
    """The absolute value of a number."""

    inner: Expr

    def evaluate(self, solution: View) -> Label | None:
        x = self.inner.evaluate(solution)
        return abs(x) if is_number(x) else None  # type: ignore[arg-type]

    def refs(self) -> tuple[Ref, ...]:
        return self.inner.refs()

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return self.inner.scope(puzzle)

    def validate(self, puzzle: Puzzle) -> None:
        self.inner.validate(puzzle)


@dataclass(frozen=True)
class Relation(Clue):
    """The general relation: two terms compared, e.g. new(Anerdine) == current(new.chancellor).

    Terms can read the label a category has at some position and find the holder of a label
    in another category, which makes clues between two categories over the same labels
    (current post, new post) natural to write.
    """

    left: Expr
    op: str
    right: Expr
    kind: ClassVar[str] = "relation"

    def refs(self) -> tuple[Ref, ...]:
        return _unique((*self.left.refs(), *self.right.refs()))

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return _unique((*self.left.scope(puzzle), *self.right.scope(puzzle)))

    def holds(self, solution: View) -> bool:
        x, y = self.left.evaluate(solution), self.right.evaluate(solution)
        if x is None or y is None:
            return False
        if isinstance(x, str) or isinstance(y, str):
            if self.op not in ("==", "!="):
                return False
            return (normalize(x) == normalize(y)) == (self.op == "==")
        return compared(self.op, x, y)

    def validate(self, puzzle: Puzzle) -> None:
        if self.op not in COMPARISONS:
            raise PuzzleError(f"unknown comparison {self.op!r}")
        self.left.validate(puzzle)
        self.right.validate(puzzle)


@dataclass(frozen=True)
class Cycles(Clue):
    """Reshuffles: moving from ``source`` to ``target`` has no cycle shorter than ``minimum``.

    ``source`` and ``target`` share their labels (current post, new post). The one at position p
    takes the post that the one at position q held, where source(q) == target(p); minimum 2
    means nobody keeps their own post, 3 also forbids two people swapping.
    """

    source: str
    target: str
    minimum: int = 2
    kind: ClassVar[str] = "cycles"

    def refs(self) -> tuple[Ref, ...]:
        return ()

    def scope(self, puzzle: Puzzle) -> tuple[Ref, ...]:
        return _unique((*puzzle.category(self.source).refs(), *puzzle.category(self.target).refs()))

    def successor(self, solution: View) -> dict[int, int]:
        """p -> q: the one at p takes the post held by the one at q."""
        n = solution.puzzle.size
        holder = {normalize(solution.value_at(self.source, q)): q for q in range(1, n + 1)}
        return {p: holder[normalize(solution.value_at(self.target, p))] for p in range(1, n + 1)}

    def holds(self, solution: View) -> bool:
        step = self.successor(solution)
        for start in step:
            p, length = step[start], 1
            while p != start:
                p, length = step[p], length + 1
            if length < self.minimum:
                return False
        return True

    def validate(self, puzzle: Puzzle) -> None:
        source, target = puzzle.category(self.source), puzzle.category(self.target)
        if {normalize(v) for v in source.values} != {normalize(v) for v in target.values}:
            raise PuzzleError(
                f"categories {source.name!r} and {target.name!r} must share the same values"
            )
        if self.minimum < 1:
            raise PuzzleError(f"the shortest cycle must be at least 1 long, not {self.minimum}")


# --------------------------------------------------------------------------- helpers
def _unique(refs: Iterable[Ref]) -> tuple[Ref, ...]:
    return tuple(dict.fromkeys(refs))


def _check_numeric(category: Category) -> None:
    if not category.numeric:
        raise PuzzleError(f"category {category.name!r} is not numeric: arithmetic needs numbers")


CLUE_TYPES: tuple[type[Clue], ...] = (
    Same, Different, At, NotAt, Offset, Before, Apart, NotApart, Between, AtEnd,
    Either, All, Not, Compare, Relation, Cycles,
)
"""Every clue type of the vocabulary."""


def leaves(clue: Clue) -> Iterable[Clue]:
    """The clue itself, or the clues inside a combination, recursively."""
    if isinstance(clue, (Either, All)):
        for inner in clue.clues:
            yield from leaves(inner)
    elif isinstance(clue, Not):
        yield from leaves(clue.clue)
    else:
        yield clue


def negation(clue: Clue) -> Clue:
    """The clue saying the opposite, in its most direct form (a != for ==, not-at for at...)."""
    if isinstance(clue, Same):
        return Different(clue.a, clue.b)
    if isinstance(clue, At):
        return NotAt(clue.a, clue.position)
    if isinstance(clue, Apart):
        return NotApart(clue.a, clue.b, clue.distance)
    if isinstance(clue, Not):
        return clue.clue
    return Not(clue)
