"""Simulated annealing over the house-by-category grid, as the simulated annealing approach describes it.

- **state**: the grid, one row per category, the value at each house; the first state puts the
  i-th value of every category in house i (so axis values start, and stay, at their own house);
- **neighbour**: swap one category's values between two houses (never the axis category);
- **cost**: the number of clues the state violates;
- **acceptance**: move when the cost delta is <= 0, or when a random number in [0, 1) is below
  exp(-delta / t);
- **schedule**: t starts at 1.0 and is lowered by 0.05 every 500 iterations, down to 0.2.

It stops at cost 0 (a solution) or at the iteration cap, then restarts from a shuffled grid as
many times as asked. It can never prove that a puzzle has no other solution, or none.
"""

from __future__ import annotations

import math
import random
from typing import Any, ClassVar
from collections.abc import Iterator

from ..model import Puzzle, Solution, normalize
from .base import Capabilities, Engine, check_deadline
from .tables import GridView, checker


class AnnealEngine(Engine):
    """Simulated annealing: random swaps within a category, cost = violated clues, cooling by steps."""

    name = "anneal"
    description = "simulated annealing over the house grid (stochastic; finds at most one solution)"
    capabilities = Capabilities(enumerates=False, proves_unique=False, proves_unsat=False,
                                stochastic=True)
    parameters: ClassVar[dict[str, Any]] = {
        "initial_temperature": 1.0,
        "cooling_step": 0.05,
        "cooling_interval": 500,
        "floor": 0.2,
        "iterations": 50_000,
        "restarts": 20,
        "seed": 0,
        "trace": False,
        "trace_every": 100,
    }
    positive = ("initial_temperature", "cooling_interval", "floor", "iterations", "trace_every")
    non_negative = ("cooling_step", "restarts")

    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        state = _State(puzzle)
        rng = random.Random(self.params["seed"])
        trace: list[tuple[int, int, float]] = []
        total = 0
        self.stats.extra.update(iterations=0, restarts=0, cost=state.cost)
        for attempt in range(int(self.params["restarts"]) + 1):
            if attempt:
                state.shuffle(rng)
            iterations = self._anneal(state, rng, trace)
            total += iterations
            self.stats.extra.update(iterations=total, restarts=attempt, cost=state.cost)
            self.stats.nodes = total
            if state.cost == 0:
                break
        if self.params["trace"]:
            self.stats.extra["trace"] = trace
        if state.cost == 0:
            yield state.solution()
        else:
            self.stats.extra["gave_up"] = (
                f"no solution found within {total} iterations "
                f"(best cost {state.best_cost} violated clues); annealing cannot prove there is none"
            )

    def _anneal(self, state: _State, rng: random.Random, trace: list) -> int:
        """One annealing run from the current state; the number of iterations it took."""
        p = self.params
        temp, step, interval, floor = (float(p["initial_temperature"]), float(p["cooling_step"]),
                                       int(p["cooling_interval"]), float(p["floor"]))
        cap, every, tracing = int(p["iterations"]), int(p["trace_every"]), bool(p["trace"])
        moves = state.moves
        iterations = 0
        while state.cost > 0 and iterations < cap and moves:
            iterations += 1
            if not iterations & 1023:
                check_deadline()
            category, i, j = state.random_neighbour(rng)
            delta = state.swap_delta(category, i, j)
            if delta <= 0 or rng.random() < math.exp(-delta / temp):
                state.swap(category, i, j, delta)
            if iterations % interval == 0 and temp > floor:
                temp = max(floor, temp - step)
            if tracing and iterations % every == 0:
                trace.append((iterations, state.cost, temp))
        if tracing:
            trace.append((iterations, state.cost, temp))
        return iterations


class _State:
    """The annealer's grid with incremental cost: only clues touching the swapped category are re-checked."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        n = self.n = puzzle.size
        self.grid = [list(range(n)) for _ in puzzle.categories]
        self.where = [i + 1 for _ in puzzle.categories for i in range(n)]
        view = GridView(puzzle, self.where, self.grid)
        self.checks = [checker(puzzle, clue, view) for clue in puzzle.clues]
        self.touching = self._clues_by_category(len(puzzle.categories))
        self.violated = [not test(self.where) for _, test in self.checks]
        self.cost = self.best_cost = sum(self.violated)
        axis = normalize(puzzle.axis) if puzzle.axis else None
        self.movable = [c for c, cat in enumerate(puzzle.categories) if normalize(cat.name) != axis]
        self.moves = bool(self.movable) and n > 1

    def _clues_by_category(self, categories: int) -> list[list[int]]:
        touching: list[list[int]] = [[] for _ in range(categories)]
        for k, (indices, _) in enumerate(self.checks):
            for c in sorted({v // self.n for v in indices}):
                touching[c].append(k)
        return touching

    def random_neighbour(self, rng: random.Random) -> tuple[int, int, int]:
        """A category and two distinct houses (0-based) whose values would swap."""
        i, j = rng.sample(range(self.n), 2)
        return rng.choice(self.movable), i, j

    def _exchange(self, c: int, i: int, j: int) -> None:
        row, base = self.grid[c], c * self.n
        a, b = row[i], row[j]
        row[i], row[j] = b, a
        self.where[base + a], self.where[base + b] = j + 1, i + 1

    def swap_delta(self, c: int, i: int, j: int) -> int:
        """How the cost would change if category c swapped houses i and j."""
        self._exchange(c, i, j)
        delta = 0
        for k in self.touching[c]:
            delta += (not self.checks[k][1](self.where)) - self.violated[k]
        self._exchange(c, i, j)
        return delta

    def swap(self, c: int, i: int, j: int, delta: int) -> None:
        """Make the move, whose cost delta is already known."""
        self._exchange(c, i, j)
        for k in self.touching[c]:
            self.violated[k] = not self.checks[k][1](self.where)
        self.cost += delta
        self.best_cost = min(self.best_cost, self.cost)

    def shuffle(self, rng: random.Random) -> None:
        """A fresh random grid for a restart (the axis category stays in order)."""
        for c in self.movable:
            rng.shuffle(self.grid[c])
            for house, i in enumerate(self.grid[c]):
                self.where[c * self.n + i] = house + 1
        self.violated = [not test(self.where) for _, test in self.checks]
        self.cost = sum(self.violated)
        self.best_cost = min(self.best_cost, self.cost)

    def solution(self) -> Solution:
        """The current grid as a Solution."""
        n = self.n
        placement = tuple(tuple(self.where[c * n:(c + 1) * n]) for c in range(len(self.grid)))
        return Solution(placement, self.puzzle)
