"""Nested permutation loops, as the nested permutation loops approach describes them.

One loop per category runs over the permutations of that category's positions; each clue is
checked in the outermost loop where every category it reads is bound, so a failed clue skips
all the loops inside it. The loop order and the placement of the clues are computed from the
clues: the next loop is the category that lets the most clues be checked at once.

Clues that read one category only are checked once, before the loops, on that category's list
of permutations (the same test, hoisted out of the loop).
"""

from __future__ import annotations

from itertools import permutations
from math import factorial
from collections.abc import Iterator

from ..model import Puzzle, Solution
from .base import Capabilities, Engine, EngineError, check_deadline
from .tables import GridView, Placement, checker, pinned_positions

PERMUTATION_LIMIT = 2_000_000
"""Most permutations the engine lists for all categories together (about 300 MB of tuples): a
9 x 5 puzzle fits, a 10 x 2 does not. Beyond, it says so before listing any."""


class BruteEngine(Engine):
    """Nested permutation loops with each clue checked at the outermost loop that binds its scope."""

    name = "brute"
    description = "nested permutation loops, one per category, clues checked as early as possible"
    capabilities = Capabilities(enumerates=True, proves_unique=True, proves_unsat=True)

    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        plan = LoopPlan(puzzle)
        self.stats.extra["loop order"] = [puzzle.categories[c].name for c in plan.order]
        if not plan.feasible:
            return
        nodes = [0]
        try:
            for where in plan.run(nodes):
                self.stats.nodes = nodes[0]
                yield plan.solution(where)
        finally:
            self.stats.nodes = nodes[0]


class LoopPlan:
    """The loops in order, each with the permutations it runs over and the clues it checks."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        n = self.n = puzzle.size
        k = len(puzzle.categories)
        self.where = [0] * (n * k)
        self.grid = [[-1] * n for _ in range(k)]
        pins = pinned_positions(puzzle)
        listed = sum(factorial(n - sum(1 for r in c.refs() if r in pins)) for c in puzzle.categories)
        if listed > PERMUTATION_LIMIT:
            many = f"{listed:,}" if listed < 10**12 else f"about 10**{len(str(listed)) - 1}"
            raise EngineError(
                f"engine 'brute' would list {many} permutations of the categories' positions "
                f"(limit {PERMUTATION_LIMIT:,}); use an engine that propagates, such as 'native'"
            )
        view = GridView(puzzle, self.where, self.grid)
        self.feasible = all(clue.holds(Placement(puzzle, {}))
                            for clue in puzzle.clues if not clue.scope(puzzle))
        checks = [checker(puzzle, clue, view) for clue in puzzle.clues if clue.scope(puzzle)]
        reads = [frozenset(v // n for v in indices) for indices, _ in checks]
        self.perms = [self._permutations(c, checks, reads) for c in range(k)]
        self.order = loop_order(reads, [len(p) for p in self.perms])
        bound: set[int] = set()
        self.tests: list[list] = []
        for c in self.order:
            bound.add(c)
            self.tests.append([test for (_, test), r in zip(checks, reads)
                               if len(r) > 1 and c in r and r <= bound])

    def _permutations(self, c: int, checks: list, reads: list[frozenset[int]]) -> list[tuple[int, ...]]:
        """The category's permutations that pass every clue reading that category alone."""
        n, puzzle = self.n, self.puzzle
        pins = pinned_positions(puzzle)
        refs = puzzle.categories[c].refs()
        fixed = {i: pins[r] for i, r in enumerate(refs) if r in pins}
        open_positions = [p for p in range(1, n + 1) if p not in fixed.values()]
        free = [i for i in range(n) if i not in fixed]
        own = [test for (_, test), r in zip(checks, reads) if r == {c}]
        kept = []
        for number, chosen in enumerate(permutations(open_positions)):
            if not number & 1023:
                check_deadline()
            perm = [0] * n
            for i, p in fixed.items():
                perm[i] = p
            for i, p in zip(free, chosen):
                perm[i] = p
            self._place(c, perm)
            if all(test(self.where) for test in own):
                kept.append(tuple(perm))
        self._unplace(c)
        return kept

    def _place(self, c: int, perm: tuple[int, ...] | list[int]) -> None:
        base, row = c * self.n, self.grid[c]
        for i, p in enumerate(perm):
            self.where[base + i] = p
            row[p - 1] = i

    def _unplace(self, c: int) -> None:
        base = c * self.n
        self.where[base:base + self.n] = [0] * self.n
        self.grid[c][:] = [-1] * self.n

    def run(self, nodes: list[int]) -> Iterator[list[int]]:
        """Every complete placement passing all clues, loop by loop; nodes[0] counts permutations tried."""
        yield from self._loop(0, nodes)

    def _loop(self, level: int, nodes: list[int]) -> Iterator[list[int]]:
        if level == len(self.order):
            yield self.where
            return
        c, tests, where = self.order[level], self.tests[level], self.where
        for perm in self.perms[c]:
            nodes[0] += 1
            if not nodes[0] & 255:
                check_deadline()
            self._place(c, perm)
            if all(test(where) for test in tests):
                yield from self._loop(level + 1, nodes)
        self._unplace(c)

    def solution(self, where: list[int]) -> Solution:
        """The placement as a Solution."""
        n = self.n
        return Solution(tuple(tuple(where[c * n:(c + 1) * n]) for c in range(len(self.grid))),
                        self.puzzle)


def loop_order(reads: list[frozenset[int]], sizes: list[int]) -> list[int]:
    """Greedy loop order: a category with a single permutation (the axis) first; then the one that
    completes the most clues, then the one touching the most open clues, then the smallest."""
    order: list[int] = []
    bound: set[int] = set()
    while len(order) < len(sizes):
        def score(c: int) -> tuple[bool, int, int, int, int]:
            after = bound | {c}
            completes = sum(1 for r in reads if c in r and len(r) > 1 and r <= after)
            touches = sum(1 for r in reads if c in r and not r <= bound)
            return sizes[c] <= 1, completes, touches, -sizes[c], -c
        best = max((c for c in range(len(sizes)) if c not in bound), key=score)
        order.append(best)
        bound.add(best)
    return order
