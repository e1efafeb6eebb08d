"""A clue's relation by shape: where its values may sit, computed once for every clue alike.

A clue over a few values allows some placements of them and forbids the rest. For most clues
that depends only on the clue's *shape*: its type and parameters, with its values replaced by
placeholders that keep which values share a category. "Brit == red" and "Dane == tea" have one
shape, so they share one ``Shape`` and every table derived from it:

- the placements where the clue holds (``allowed``) and where it fails (``violating``), never
  putting two values of one category at one position;
- a **unary mask** for a clue over one value;
- **pair support tables** for a clue over two values: ``tx[dom(y)]`` is the positions of x that
  some position in dom(y) supports, for every domain mask (n <= ``TABLE_BITS``), else per
  position;
- **bit tuples** (one position bit per value) for a clue over three or more values.

Each comes for the clue or for its negation (the generator proves a clue redundant by adding
its negation). Verdicts come from the clue's own ``holds`` on a ``Placement``, a partial
solution, so no table can disagree with the verifier. Clues that read whole categories
(comparisons, relations over labels, cycles) depend on the puzzle's labels: their shape is the
clue itself within its puzzle.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from functools import lru_cache
from itertools import product
from collections.abc import Callable, Sequence

from ..clues import (
    Abs, All, Apart, Arith, At, AtEnd, Before, Between, Clue, Const, Different, Either, Expr,
    Not, NotApart, NotAt, Offset, Pos, Relation, Same,
)
from ..model import Label, Puzzle, Ref, normalize

from .propagation import TABLE_BITS, support_table

__all__ = ["TABLE_BITS", "Board", "Placement", "Shape", "canonical", "shape_of", "support_table"]


# =========================================================================== partial solutions
@lru_cache(maxsize=1024)
def category_key(name: str) -> str:
    """The normalized form of a category name, memoized: placements look it up in inner loops."""
    return normalize(name)


class Placement:
    """A partial solution: positions for some values, enough for ``clue.holds`` on its scope."""

    __slots__ = ("puzzle", "positions", "slots")

    def __init__(self, puzzle: Puzzle | Board, positions: dict[Ref, int]):
        self.puzzle = puzzle
        self.positions = positions
        self.slots: dict[tuple[str, int], Ref] | None = None

    def place(self, positions: dict[Ref, int]) -> None:
        """Move to another placement of the same or other values."""
        self.positions = positions
        self.slots = None

    def position(self, ref: Ref) -> int:
        """The position of ``ref``."""
        return self.positions[ref]

    def holder(self, category: str, position: int) -> Ref | None:
        """The placed value of ``category`` at ``position``, None when there is none."""
        if self.slots is None:
            self.slots = {(category_key(ref.category), p): ref for ref, p in self.positions.items()}
        return self.slots.get((category_key(category), position))

    def value_at(self, category: str, position: int) -> Label | None:
        """The value of ``category`` at ``position``, None when not placed."""
        ref = self.holder(category, position)
        return None if ref is None else ref.value


class Board:
    """What a clue that reads only positions may ask of its puzzle: the number of positions."""

    __slots__ = ("size",)

    def __init__(self, size: int):
        self.size = size


class PuzzleKey:
    """A puzzle hashed by what tables depend on besides the clue: its categories and axis."""

    __slots__ = ("puzzle", "key")

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        self.key = (puzzle.categories, puzzle.axis)

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PuzzleKey) and self.key == other.key


def distinct_within_groups(combo: Sequence[int], groups: Sequence[object]) -> bool:
    """True when no two values of one group (category) share a position in ``combo``."""
    seen: set[tuple[object, int]] = set()
    for group, p in zip(groups, combo):
        key = (group, p)
        if key in seen:
            return False
        seen.add(key)
    return True


# =========================================================================== shapes
_POSITION_CLUES = (Same, Different, Offset, Before, Apart, NotApart, At, NotAt, AtEnd, Between)
_POSITION_TERMS = (Pos, Const, Arith, Abs)


def reads_positions_only(clue: object) -> bool:
    """True when ``clue`` asks only the positions of its own values and the number of positions."""
    kind = type(clue)
    if kind in _POSITION_CLUES:
        return True
    if kind is Either or kind is All:
        return all(reads_positions_only(inner) for inner in clue.clues)  # type: ignore[attr-defined]
    if kind is Not:
        return reads_positions_only(clue.clue)  # type: ignore[attr-defined]
    if kind is Relation:
        return _term_reads_positions(clue.left) and _term_reads_positions(clue.right)  # type: ignore[attr-defined]
    return False


def _term_reads_positions(term: Expr) -> bool:
    if type(term) not in _POSITION_TERMS:
        return False
    if isinstance(term, Arith):
        return _term_reads_positions(term.left) and _term_reads_positions(term.right)
    if isinstance(term, Abs):
        return _term_reads_positions(term.inner)
    return True


def canonical(clue: Clue) -> tuple[Clue, tuple[Ref, ...]]:
    """(the clue with placeholder values, the placeholders in the clue's order).

    Placeholder i is ``Ref("g<c>", i)``: c numbers the categories in order of first appearance,
    so the placeholders keep which values share a category and nothing else.
    """
    categories: dict[str, str] = {}
    placeholders: dict[Ref, Ref] = {}
    for ref in clue.refs():
        if ref not in placeholders:
            group = categories.setdefault(category_key(ref.category), f"g{len(categories)}")
            placeholders[ref] = Ref(group, len(placeholders))
    return _replace(clue, placeholders), tuple(placeholders.values())  # type: ignore[return-value]


def _replace(obj: object, mapping: dict[Ref, Ref]) -> object:
    if isinstance(obj, Ref):
        return mapping[obj]
    if isinstance(obj, tuple):
        return tuple(_replace(x, mapping) for x in obj)
    if isinstance(obj, (Clue, Expr)) and is_dataclass(obj):
        return type(obj)(**{f.name: _replace(getattr(obj, f.name), mapping) for f in fields(obj)})
    return obj


def direct_relation(clue: Clue, refs: tuple[Ref, ...], n: int) -> Callable[[tuple[int, ...]], bool] | None:
    """The clue's relation on a tuple of positions (scope order), written on integers, or None.

    Only for the clue types that read the positions of their own values and nothing else; it
    spares compiling a puzzle the cost of ``holds`` on a placement for every tuple. The tests
    check it against ``holds`` for every such shape up to 12 positions.
    """
    kind = type(clue)
    if kind in (Same, Different, Offset, Before, Apart, NotApart):
        if refs != (clue.a, clue.b):  # type: ignore[attr-defined]
            return None
        if kind is Same:
            return lambda t: t[0] == t[1]
        if kind is Different:
            return lambda t: t[0] != t[1]
        if kind is Before:
            return lambda t: t[0] < t[1]
        if kind is Offset:
            offset = clue.offset  # type: ignore[attr-defined]
            return lambda t: t[0] + offset == t[1]
        distance = clue.distance  # type: ignore[attr-defined]
        if kind is Apart:
            return lambda t: abs(t[0] - t[1]) == distance
        return lambda t: abs(t[0] - t[1]) != distance
    if kind in (At, NotAt, AtEnd) and refs == (clue.a,):  # type: ignore[attr-defined]
        if kind is AtEnd:
            return lambda t: t[0] in (1, n)
        position = clue.position  # type: ignore[attr-defined]
        return (lambda t: t[0] == position) if kind is At else (lambda t: t[0] != position)
    if kind is Between and refs == (clue.a, clue.b, clue.c):  # type: ignore[attr-defined]
        if clue.ordered:  # type: ignore[attr-defined]
            return lambda t: t[0] < t[1] < t[2]
        return lambda t: t[0] < t[1] < t[2] or t[2] < t[1] < t[0]
    return None


class Shape:
    """A clue's relation over its scope (placeholders or the real values) and its derived tables.

    One object per shape: every derived form is computed on first use and kept here.
    """

    __slots__ = ("clue", "refs", "groups", "board", "n", "_placements", "_derived")

    def __init__(self, clue: Clue, refs: tuple[Ref, ...], board: Puzzle | Board, n: int):
        self.clue = clue
        self.refs = refs
        self.groups = tuple(category_key(ref.category) for ref in refs)
        self.board = board
        self.n = n
        self._placements: tuple[tuple, tuple] | None = None
        self._derived: dict[tuple[str, bool], object] = {}

    def placements(self, negated: bool = False) -> tuple[tuple[int, ...], ...]:
        """Placements (1-based positions in scope order) where the clue holds, or where it fails."""
        if self._placements is None:
            self._placements = self._enumerate()
        return self._placements[negated]

    @property
    def allowed(self) -> tuple[tuple[int, ...], ...]:
        """Placements where the clue holds."""
        return self.placements(False)

    @property
    def violating(self) -> tuple[tuple[int, ...], ...]:
        """Placements where the clue fails (values of one category never share a position)."""
        return self.placements(True)

    def _enumerate(self) -> tuple[tuple, tuple]:
        holding: list[tuple[int, ...]] = []
        failing: list[tuple[int, ...]] = []
        refs, groups, clue, board = self.refs, self.groups, self.clue, self.board
        direct = direct_relation(clue, refs, self.n)
        for combo in product(range(1, self.n + 1), repeat=len(refs)):
            if distinct_within_groups(combo, groups):
                verdict = direct(combo) if direct else clue.holds(Placement(board, dict(zip(refs, combo))))
                (holding if verdict else failing).append(combo)
        return tuple(holding), tuple(failing)

    def mask(self, negated: bool = False) -> int:
        """Unary mask: the positions (as bits) where a one-value clue holds, or fails."""
        key = ("mask", negated)
        found = self._derived.get(key)
        if found is None:
            found = self._derived[key] = sum(1 << (p - 1) for (p,) in self.placements(negated))
        return found  # type: ignore[return-value]

    def pair_tables(self, negated: bool = False) -> tuple[Sequence[int], Sequence[int]]:
        """(tx, ty) for a two-value clue: tx[dom(y)] is the positions of x that dom(y) supports."""
        key = ("pair", negated)
        found = self._derived.get(key)
        if found is None:
            n = self.n
            support_x, support_y = [0] * n, [0] * n
            for px, py in self.placements(negated):
                support_x[py - 1] |= 1 << (px - 1)
                support_y[px - 1] |= 1 << (py - 1)
            found = self._derived[key] = (support_table(support_x, n), support_table(support_y, n))
        return found  # type: ignore[return-value]

    def bit_tuples(self, negated: bool = False) -> tuple[tuple[int, ...], ...]:
        """Placements as tuples of position bits, for tuple support over three or more values."""
        key = ("bits", negated)
        found = self._derived.get(key)
        if found is None:
            found = self._derived[key] = tuple(
                tuple(1 << (p - 1) for p in combo) for combo in self.placements(negated))
        return found  # type: ignore[return-value]

    def __repr__(self) -> str:
        return f"Shape({self.clue!r}, n={self.n})"


def shape_of(clue: Clue, n: int, puzzle: Puzzle | None = None) -> Shape:
    """The shared shape of ``clue`` on ``n`` positions; cached per clue, then per shape.

    Its scope is ``clue.refs()`` for clues that read positions only, else ``clue.scope(puzzle)``
    within ``puzzle`` (which is then required).
    """
    shape = _positional_shape(clue, n)
    if shape is None:
        if puzzle is None:
            raise ValueError(f"{clue!r} reads more than positions: its shape needs the puzzle")
        shape = _shape_in_puzzle(clue, PuzzleKey(puzzle))
    return shape


_SHAPES: dict[tuple[Clue, int], Shape] = {}


@lru_cache(maxsize=65536)
def _positional_shape(clue: Clue, n: int) -> Shape | None:
    if not reads_positions_only(clue):
        return None
    placeholder_clue, refs = canonical(clue)
    key = (placeholder_clue, n)
    shape = _SHAPES.get(key)
    if shape is None:
        shape = _SHAPES[key] = Shape(placeholder_clue, refs, Board(n), n)
    return shape


@lru_cache(maxsize=4096)
def _shape_in_puzzle(clue: Clue, key: PuzzleKey) -> Shape:
    puzzle = key.puzzle
    return Shape(clue, tuple(clue.scope(puzzle)), puzzle, puzzle.size)


def clear_caches() -> None:
    """Forget every shape and table (for cold-start measurements)."""
    _positional_shape.cache_clear()
    _shape_in_puzzle.cache_clear()
    _SHAPES.clear()
