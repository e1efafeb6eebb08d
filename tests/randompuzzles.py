"""Random small puzzles over the whole clue vocabulary, for the engine conformance suite.

Each puzzle hides a random solution and gets clues that mostly hold in it (some need not),
until the native engine counts few enough solutions. Axis puzzles, numeric categories
(for arithmetic) and pairs of categories sharing their labels (for relations and cycles)
appear among them, and so do puzzles with no solution and with many.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import permutations, product

from zebrakit import Puzzle
from zebrakit.clues import (
    Abs, All, Apart, Arith, At, AtEnd, Before, Between, Clue, Compare, Const, Cycles, Different,
    Either, Holder, LabelAt, Not, NotApart, NotAt, Offset, Pos, Relation, Same,
)
from zebrakit.engines import get_engine
from zebrakit.model import Category, Ref, Solution

SIZES = [(n, k) for n in range(2, 6) for k in range(2, 5)]
"""(positions, categories) from 2x2 to 5x4."""
MAX_SOLUTIONS = 40
"""Clues are added until the native engine counts at most this many solutions."""


def size_of(seed: int) -> tuple[int, int]:
    """(positions, categories) of ``random_puzzle(seed)``, without building it."""
    return SIZES[seed % len(SIZES)]


@cache
def random_puzzle(seed: int) -> Puzzle:
    """A reproducible random puzzle for ``seed`` (built once per process: the tests that share
    a process, grouped on one worker, share the puzzles; a Puzzle is immutable)."""
    rng = random.Random(seed)
    n, k = size_of(seed)
    categories, axis, numeric, shared = _categories(rng, n, k)
    bare = Puzzle(tuple(categories), axis=axis)
    hidden = _hidden_solution(rng, bare)
    maker = _ClueMaker(rng, bare, numeric, shared)
    clues: list[Clue] = []
    counter = _counter()
    target = rng.choice([1, 1, 2, 5, MAX_SOLUTIONS])
    for _ in range(6 * n * k):
        clue = maker.clue(hidden if rng.random() < 0.95 else None)
        clues.append(clue)
        if counter.count(bare.with_clues(tuple(clues)), target + 1) <= target:
            break
    if rng.random() < 0.12:  # a clue the hidden solution breaks: often no solution at all
        clues.append(maker.clue(hidden, false=True))
    return bare.with_clues(tuple(clues))


def _counter():
    """The fastest engine at hand for deciding when a puzzle has few enough solutions."""
    from zebrakit.engines import available

    return get_engine("sat" if available("sat")[0] else "native")


def _categories(rng: random.Random, n: int, k: int) \
        -> tuple[list[Category], str | None, str | None, tuple[str, str] | None]:
    """Categories, the axis name (or None), a numeric category (or None), a label-sharing pair (or None)."""
    categories = [Category(f"c{c}", tuple(f"v{c}{i}" for i in range(n))) for c in range(k)]
    axis = numeric = None
    shared = None
    if rng.random() < 0.3:
        categories[0] = Category("person", tuple(f"p{i}" for i in range(n)))
        axis = "person"
    if k >= 3 and rng.random() < 0.4:
        numbers = sorted(rng.sample(range(1, 3 * n), n))
        categories[1] = Category("price", tuple(numbers))
        numeric = "price"
    if k - 2 > (1 if numeric else 0) and n <= 4 and rng.random() < 0.5:
        labels = tuple(f"job{i}" for i in range(n))
        categories[-2] = Category("was", labels)
        categories[-1] = Category("now", tuple(rng.sample(labels, n)))
        shared = ("was", "now")
    return categories, axis, numeric, shared


def _hidden_solution(rng: random.Random, puzzle: Puzzle) -> Solution:
    n = puzzle.size
    rows = []
    for category in puzzle.categories:
        row = list(range(1, n + 1))
        if category.name != puzzle.axis:
            rng.shuffle(row)
        rows.append(tuple(row))
    return Solution(tuple(rows), puzzle)


class _ClueMaker:
    """Random clues of every type; with a hidden solution, ones that hold in it (or fail, if asked)."""

    def __init__(self, rng: random.Random, puzzle: Puzzle, numeric: str | None, shared: tuple[str, str] | None):
        self.rng, self.puzzle, self.numeric, self.shared = rng, puzzle, numeric, shared
        self.refs = list(puzzle.refs())
        self.n = puzzle.size

    def clue(self, hidden: Solution | None, false: bool = False) -> Clue:
        """A random clue; when ``hidden`` is given it holds there (or fails there when ``false``)."""
        for _ in range(200):
            clue = self.any_clue()
            if hidden is None or clue.holds(hidden) != false:
                return clue
        return clue

    def any_clue(self) -> Clue:
        makers = [self.pair, self.pair, self.pair, self.single, self.between, self.combination]
        if self.numeric:
            makers.append(self.compare)
        if self.n <= 4:
            makers.append(self.relation)
            if self.shared:
                makers.append(self.cycles)
        return self.rng.choice(makers)()

    def _two(self, different_categories: bool = False) -> tuple[Ref, Ref]:
        while True:
            a, b = self.rng.sample(self.refs, 2)
            if not different_categories or a.category != b.category:
                return a, b

    def pair(self) -> Clue:
        kind = self.rng.choice(["same", "different", "offset", "before", "apart", "not apart"])
        if kind in ("same", "different"):
            return (Same if kind == "same" else Different)(*self._two(True))
        a, b = self._two()
        step = self.rng.randint(1, max(1, self.n - 1))
        if kind == "offset":
            return Offset(a, b, step if self.rng.random() < 0.7 else -step)
        if kind == "before":
            return Before(a, b)
        return (Apart if kind == "apart" else NotApart)(a, b, step)

    def single(self) -> Clue:
        a = self.rng.choice(self.refs)
        kind = self.rng.choice(["at", "not at", "at end"])
        if kind == "at end":
            return AtEnd(a)
        return (At if kind == "at" else NotAt)(a, self.rng.randint(1, self.n))

    def between(self) -> Clue:
        a, b, c = self.rng.sample(self.refs, 3)
        return Between(a, b, c, ordered=self.rng.random() < 0.5)

    def combination(self) -> Clue:
        parts = tuple(self.rng.choice([self.pair, self.single])() for _ in range(self.rng.randint(2, 3)))
        kind = self.rng.choice(["either", "xor", "all", "not"])
        if kind == "all":
            return All(parts)
        if kind == "not":
            return Not(parts[0] if self.rng.random() < 0.5 else All(parts[:2]))
        return Either(parts, exclusive=kind == "xor")

    def compare(self) -> Clue:
        a, b = self._two()
        values = self.puzzle.category(self.numeric).values
        op = self.rng.choice(["==", "!=", "<", "<=", ">", ">="])
        difference = self.rng.choice([0, values[1] - values[0], values[-1] - values[0]])
        return Compare(self.numeric, a, b, op, difference)

    def relation(self) -> Clue:
        a, b = self._two()
        choice = self.rng.randint(0, 3)
        if choice == 0 and self.shared:
            was, now = self.shared
            return Relation(LabelAt(now, Pos(a)), self.rng.choice(["==", "!="]), LabelAt(was, Pos(b)))
        if choice == 1 and self.shared:
            was, now = self.shared
            return Relation(Pos(a), "==", Holder(now, LabelAt(was, Pos(b))))
        if choice == 2:
            other = self.rng.choice([c for c in self.puzzle.categories if c.name != a.category])
            return Relation(LabelAt(other.name, Pos(a)), "==", Const(self.rng.choice(other.values)))
        distance = Abs(Arith("-", Pos(a), Pos(b)))
        return Relation(distance, self.rng.choice(["<=", ">=", "=="]), Const(self.rng.randint(1, self.n - 1)))

    def cycles(self) -> Clue:
        was, now = self.shared  # type: ignore[misc]
        return Cycles(was, now, self.rng.randint(1, 3))


def reference_count(puzzle: Puzzle) -> set[tuple[tuple[int, ...], ...]]:
    """Every solution's placement, by trying every permutation of every category (tiny puzzles only)."""
    n = puzzle.size
    rows = [
        [tuple(range(1, n + 1))] if c.name == puzzle.axis else list(permutations(range(1, n + 1)))
        for c in puzzle.categories
    ]
    found = set()
    for placement in product(*rows):
        solution = Solution(placement, puzzle)
        if all(clue.holds(solution) for clue in puzzle.clues):
            found.add(placement)
    return found


def search_space(puzzle: Puzzle) -> int:
    """How many grids the reference enumerates."""
    from math import factorial

    free = sum(1 for c in puzzle.categories if c.name != puzzle.axis)
    return factorial(puzzle.size) ** free
