"""Any clue as a table of allowed tuples over its scope, shared by every engine that needs one.

A clue reads the positions of the values in its scope. Its table lists, for each way of placing
those values that the model allows (distinct positions within a category, axis values at their
own position), whether the clue holds there. The verdict comes from the clue's own ``holds``
on a partial placement, so a table can never disagree with the verifier.

Clues that read whole categories (relations, cycles, comparisons) are enumerated as
permutations of the free positions of each category, never as n**k products. Clues that read
positions only share their table with every clue of the same shape (``shapes``) placed alike
around the axis: "Brit == red" and "Dane == tea" are listed once.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import permutations, product
from math import perm
from collections.abc import Callable, Iterator, Sequence

from ..clues import Clue
from ..model import Label, Puzzle, Ref, normalize
from .base import EngineError, check_deadline
from .shapes import Placement, PuzzleKey, category_key, reads_positions_only, shape_of

TABLE_LIMIT = 500_000
"""Most placements a table may enumerate; a larger scope raises TableTooLarge."""
SMALL_TABLE = 20_000
"""Up to this many placements a checker looks tuples up in a set; beyond, it calls ``holds``."""


class TableTooLarge(EngineError):
    """A clue's scope has too many placements to list as a table."""


class ReadingPlacement(Placement):
    """A placement that notes which facts 'value v is at position p' a clue reads.

    ``position(v)`` reads the fact for v; ``value_at(c, p)`` reads the fact for the value of c
    sitting at p. A clue's verdict depends on the answers to what it reads, nothing else.
    """

    __slots__ = ("read",)

    def __init__(self, puzzle: Puzzle, positions: dict[Ref, int]):
        super().__init__(puzzle, positions)
        self.read: set[tuple[Ref, int]] = set()

    def place(self, positions: dict[Ref, int]) -> None:
        """Move to another placement and forget what was read."""
        super().place(positions)
        self.read = set()

    def position(self, ref: Ref) -> int:
        """The position of ``ref``, noted as read."""
        p = self.positions[ref]
        self.read.add((ref, p))
        return p

    def value_at(self, category: str, position: int) -> Label | None:
        """The value of ``category`` at ``position``, noted as read."""
        ref = self.holder(category, position)
        if ref is None:
            return None
        self.read.add((ref, position))
        return ref.value


class GridView:
    """A solution seen through two arrays an engine mutates: position by value index, and its inverse.

    ``where[v]`` is the position of value v (index in ``puzzle.refs()`` order, 0 when unplaced);
    ``grid[c][p - 1]`` is the index within category c of the value at position p (-1 when empty).
    """

    __slots__ = ("puzzle", "where", "grid", "index", "categories")

    def __init__(self, puzzle: Puzzle, where: list[int], grid: list[list[int]]):
        self.puzzle = puzzle
        self.where = where
        self.grid = grid
        self.index = value_index(puzzle)
        self.categories = {category_key(c.name): (i, c.values) for i, c in enumerate(puzzle.categories)}

    def position(self, ref: Ref) -> int:
        """The position of ``ref``."""
        return self.where[self.index[ref]]

    def value_at(self, category: str, position: int) -> Label | None:
        """The value of ``category`` at ``position``, None when out of range or empty."""
        c, values = self.categories[category_key(category)]
        if not 1 <= position <= len(values):
            return None
        i = self.grid[c][position - 1]
        return values[i] if i >= 0 else None


Pattern = tuple[tuple[int, int], ...]
"""Part of a placement: (index in the scope, position) pairs, by scope index."""


@dataclass(frozen=True)
class Table:
    """A clue compiled: its scope, the placements where it holds, and those where it fails.

    ``patterns`` are the allowed placements cut down to what the clue read to decide: the
    distinct read sets of the allowed placements. Every placement agrees with exactly one read
    set of its own verdict (the clue reads the same things as long as the answers agree), so
    "one allowed pattern holds" is the clue, and no two patterns can hold at once.
    ``forbidden_patterns`` are the same for the placements where the clue fails.
    This rests on every fact a clue reads being decided by its scope: a clue that looks up a
    category's value at a position has the whole category in its scope, so "nothing placed
    there" is never read as a fact.
    """

    scope: tuple[Ref, ...]
    allowed: tuple[tuple[int, ...], ...]
    forbidden: tuple[tuple[int, ...], ...]
    patterns: tuple[Pattern, ...] = ()
    forbidden_patterns: tuple[Pattern, ...] = ()

    @property
    def candidates(self) -> int:
        """How many placements the model allows for the scope."""
        return len(self.allowed) + len(self.forbidden)


def value_index(puzzle: Puzzle) -> dict[Ref, int]:
    """Each value's index in ``puzzle.refs()`` order: category c, value i is c * n + i."""
    return {ref: i for i, ref in enumerate(puzzle.refs())}


def pinned_positions(puzzle: Puzzle) -> dict[Ref, int]:
    """Values the model fixes (the axis), by position."""
    return dict(puzzle.pinned())


def count_candidates(puzzle: Puzzle, scope: Sequence[Ref]) -> int:
    """How many placements of ``scope`` respect all-different within a category and the axis."""
    pins = pinned_positions(puzzle)
    total = 1
    for refs in _by_category(scope).values():
        free = [r for r in refs if r not in pins]
        total *= perm(_free_count(puzzle, refs[0].category, pins), len(free))
    return total


def candidates(puzzle: Puzzle, scope: Sequence[Ref]) -> Iterator[tuple[int, ...]]:
    """Every placement of ``scope`` (positions in scope order) allowed by the model, clues aside."""
    pins = pinned_positions(puzzle)
    order = {ref: i for i, ref in enumerate(scope)}
    slots, choices = [], []
    for refs in _by_category(scope).values():
        fixed = [r for r in refs if r in pins]
        free = [r for r in refs if r not in pins]
        slots.append([order[r] for r in fixed + free])
        head = tuple(pins[r] for r in fixed)
        open_positions = _open_positions(puzzle, refs[0].category, pins)
        choices.append([head + chosen for chosen in permutations(open_positions, len(free))])
    placement = [0] * len(scope)
    for parts in product(*choices):
        for where, positions in zip(slots, parts):
            for i, p in zip(where, positions):
                placement[i] = p
        yield tuple(placement)


def _by_category(scope: Sequence[Ref]) -> dict[str, list[Ref]]:
    groups: dict[str, list[Ref]] = {}
    for ref in scope:
        groups.setdefault(normalize(ref.category), []).append(ref)
    return groups


def _open_positions(puzzle: Puzzle, category: str, pins: dict[Ref, int]) -> list[int]:
    taken = {p for ref, p in pins.items() if normalize(ref.category) == normalize(category)}
    return [p for p in range(1, puzzle.size + 1) if p not in taken]


def _free_count(puzzle: Puzzle, category: str, pins: dict[Ref, int]) -> int:
    return len(_open_positions(puzzle, category, pins))


def table(puzzle: Puzzle, clue: Clue) -> Table:
    """The clue's table of allowed (and forbidden) placements over its scope; cached."""
    return _cached_table(PuzzleKey(puzzle), clue)


def clear_cache() -> None:
    """Forget every table built so far (benchmarks measure cold solves)."""
    _cached_table.cache_clear()
    _TABLES_BY_SHAPE.clear()


_TABLES_BY_SHAPE: dict[tuple, Table] = {}
"""Tables of clues that read positions only, by (shape, n, axis position of each scope value or 0)."""


@lru_cache(maxsize=4096)
def _cached_table(key: PuzzleKey, clue: Clue) -> Table:
    puzzle = key.puzzle
    scope = tuple(clue.scope(puzzle))
    size = count_candidates(puzzle, scope)
    if size > TABLE_LIMIT:
        raise TableTooLarge(
            f"clue {clue!r} reads {len(scope)} values: its table would list {size} placements "
            f"(limit {TABLE_LIMIT}); use the 'native', 'brute', 'csp' or 'anneal' engine"
        )
    if not reads_positions_only(clue):
        return _build_table(puzzle, clue, scope)
    pins = pinned_positions(puzzle)
    shape = shape_of(clue, puzzle.size)
    shape_key = (shape.clue, shape.n, tuple(pins.get(ref, 0) for ref in scope))
    shared = _TABLES_BY_SHAPE.get(shape_key)
    if shared is None:
        shared = _TABLES_BY_SHAPE[shape_key] = _build_table(puzzle, clue, scope)
    return shared if shared.scope == scope else replace(shared, scope=scope)


def _build_table(puzzle: Puzzle, clue: Clue, scope: tuple[Ref, ...]) -> Table:
    """Every placement of ``scope`` the model allows, sorted by the clue's verdict, with what it read."""
    order = {ref: i for i, ref in enumerate(scope)}
    verdicts: dict[bool, list[tuple[int, ...]]] = {True: [], False: []}
    patterns: dict[bool, dict[Pattern, None]] = {True: {}, False: {}}
    view = ReadingPlacement(puzzle, {})
    for number, placement in enumerate(candidates(puzzle, scope)):
        if not number & 1023:
            check_deadline()
        view.place(dict(zip(scope, placement)))
        holds = bool(clue.holds(view))
        verdicts[holds].append(placement)
        patterns[holds][tuple(sorted((order[ref], p) for ref, p in view.read))] = None
    return Table(scope, tuple(verdicts[True]), tuple(verdicts[False]),
                 tuple(patterns[True]), tuple(patterns[False]))


Check = Callable[[list[int]], bool]


def checker(puzzle: Puzzle, clue: Clue, view: GridView) -> tuple[tuple[int, ...], Check]:
    """(value indices of the scope, test) where test(where) says whether the clue holds.

    Small scopes look the placement up in the table's allowed set; large ones call ``holds`` on
    ``view``, which must share its ``where`` list with the caller.
    """
    scope = tuple(clue.scope(puzzle))
    indices = tuple(view.index[ref] for ref in scope)
    if count_candidates(puzzle, scope) <= SMALL_TABLE:
        allowed = frozenset(table(puzzle, clue).allowed)
        if len(indices) == 1:
            (only,) = indices
            singles = frozenset(t[0] for t in allowed)
            return indices, lambda where: where[only] in singles
        return indices, lambda where: tuple([where[i] for i in indices]) in allowed
    return indices, lambda where: bool(clue.holds(view))
