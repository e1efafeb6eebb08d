"""A CNF with one boolean per (value, position), solved with pycosat (or a PySAT solver).

- **exactly one** position per value, and exactly one value per (category, position);
- axis values are unit clauses;
- a clue over one value forbids the positions where it fails;
- a clue over two values uses the support encoding: a at p implies b at one of the positions
  that support p (and the same from b's side);
- a clue over three or more values works from its patterns (the placements cut down to what
  the clue read): the forbidden patterns as clauses when they are fewer than the allowed ones;
  otherwise one auxiliary boolean per allowed pattern, at least one of them true, each
  implying its pattern.

Every table comes from the clue's own ``holds``. Solutions are enumerated by blocking each
model on the (value, position) booleans; no two allowed patterns can hold at once, so the
auxiliary booleans are determined by them and counts are exact.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, ClassVar
from collections.abc import Iterator

from ..model import Puzzle, Solution
from .base import Capabilities, Engine, EngineError, import_backend
from .tables import Pattern, Placement, pinned_positions, table, value_index

Clause = list[int]

LADDER_FROM = 17
"""Exactly-one over this many literals or more uses a ladder, not pairwise clauses: pairwise, a
50 x 50 puzzle has 6.1 million clauses (1.1 GB in Python lists), the ladder 1 million."""


def _import_pycosat() -> Any:
    return import_backend("pycosat", "sat", "pycosat", "sat")


def _import_pysat_solver() -> Any:
    return import_backend("pysat.solvers", "sat", "python-sat for a PySAT solver", "pysat").Solver


class SatEngine(Engine):
    """A CNF over (value, position) booleans, enumerated with pycosat's itersolve or PySAT with blocking clauses."""

    name = "sat"
    description = "SAT: one boolean per (value, position), pycosat (or any PySAT solver by name)"
    capabilities = Capabilities(enumerates=True, proves_unique=True, proves_unsat=True)
    extra = "sat"
    parameters: ClassVar[dict[str, Any]] = {"solver": "pycosat"}

    @classmethod
    def check_available(cls) -> None:
        """Raise EngineError naming the extra when pycosat is missing."""
        _import_pycosat()

    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        cnf = encode(puzzle)
        self.stats.extra.update(variables=cnf.variables, clauses=len(cnf.clauses))
        if cnf.unsatisfiable:
            return
        backend = str(self.params["solver"])
        models = (_pycosat_models(cnf) if backend == "pycosat"
                  else self._pysat_models(cnf, backend))
        for model in models:
            yield cnf.solution(model)

    def _pysat_models(self, cnf: Cnf, backend: str) -> Iterator[list[int]]:
        """Models from a PySAT solver, each blocked on its true (value, position) booleans."""
        Solver = _import_pysat_solver()
        try:
            solver = Solver(name=backend, bootstrap_with=cnf.clauses)
        except (ValueError, NotImplementedError) as error:
            raise EngineError(f"PySAT has no solver {backend!r}: {error}") from None
        with solver:
            while solver.solve():
                model = solver.get_model()
                counts = solver.accum_stats()
                self.stats.nodes = counts.get("decisions", 0)
                self.stats.extra["conflicts"] = counts.get("conflicts", 0)
                yield model
                solver.add_clause([-lit for lit in model if 0 < lit <= cnf.placed])


def _pycosat_models(cnf: Cnf) -> Iterator[list[int]]:
    pycosat = _import_pycosat()
    yield from pycosat.itersolve(cnf.clauses, vars=cnf.variables)


class Cnf:
    """Clauses over x(v, p) = v * n + p for value index v and position p, plus auxiliary variables."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        self.n = puzzle.size
        self.values = len(puzzle.categories) * self.n
        self.placed = self.values * self.n
        self.variables = self.placed
        self.clauses: list[Clause] = []
        self.unsatisfiable = False

    def x(self, v: int, p: int) -> int:
        """The boolean 'value v is at position p'."""
        return v * self.n + p

    def new_variable(self) -> int:
        """A fresh auxiliary boolean."""
        self.variables += 1
        return self.variables

    def exactly_one(self, literals: list[int]) -> None:
        """At least one literal true (one clause) and at most one: pairwise clauses, or for long
        lists a ladder of auxiliary booleans (4 clauses a literal instead of k / 2)."""
        self.clauses.append(literals)
        if len(literals) < LADDER_FROM:
            self.clauses.extend([-a, -b] for a, b in combinations(literals, 2))
            return
        # s[i] <-> literals[0] or ... or literals[i]: determined by the literals, so blocking
        # models on them still counts each solution once
        s = [self.new_variable() for _ in literals[:-1]]
        for i, x in enumerate(literals):
            if i < len(s):
                self.clauses.append([-x, s[i]])
                self.clauses.append([-s[i], x] + ([s[i - 1]] if i else []))
            if i:
                self.clauses.append([-s[i - 1], -x])
                if i < len(s):
                    self.clauses.append([-s[i - 1], s[i]])

    def solution(self, model: list[int]) -> Solution:
        """The placement a model describes."""
        n, where = self.n, [0] * self.values
        for lit in model:
            if 0 < lit <= self.placed:
                where[(lit - 1) // n] = (lit - 1) % n + 1
        k = len(self.puzzle.categories)
        return Solution(tuple(tuple(where[c * n:(c + 1) * n]) for c in range(k)), self.puzzle)


def encode(puzzle: Puzzle) -> Cnf:
    """The puzzle's CNF: the grid rules, the axis, and every clue from its table."""
    cnf = Cnf(puzzle)
    n, index = cnf.n, value_index(puzzle)
    positions = range(1, n + 1)
    for v in range(cnf.values):
        cnf.exactly_one([cnf.x(v, p) for p in positions])
    for c in range(len(puzzle.categories)):
        for p in positions:
            cnf.exactly_one([cnf.x(c * n + i, p) for i in range(n)])
    for ref, p in pinned_positions(puzzle).items():
        cnf.clauses.append([cnf.x(index[ref], p)])
    for clue in puzzle.clues:
        compiled = table(puzzle, clue)
        scope = [index[r] for r in compiled.scope]
        if not compiled.allowed:
            cnf.unsatisfiable = True
        elif len(scope) == 1:
            _encode_unary(cnf, scope[0], compiled.allowed)
        elif len(scope) == 2:
            _encode_support(cnf, scope, compiled.allowed)
        elif len(scope) > 2:
            _encode_patterns(cnf, scope, compiled.patterns, compiled.forbidden_patterns)
        elif not clue.holds(Placement(puzzle, {})):
            cnf.unsatisfiable = True
    return cnf


def _encode_unary(cnf: Cnf, v: int, allowed: tuple[tuple[int, ...], ...]) -> None:
    """Forbid the positions where a one-value clue fails."""
    ok = {t[0] for t in allowed}
    cnf.clauses.extend([-cnf.x(v, p)] for p in range(1, cnf.n + 1) if p not in ok)


def _encode_support(cnf: Cnf, scope: list[int], allowed: tuple[tuple[int, ...], ...]) -> None:
    """Support encoding of a two-value clue: a at p implies b at a supporting position, both ways."""
    a, b = scope
    for mine, other, side in ((a, b, 0), (b, a, 1)):
        for p in range(1, cnf.n + 1):
            support = sorted({t[1 - side] for t in allowed if t[side] == p})
            cnf.clauses.append([-cnf.x(mine, p)] + [cnf.x(other, q) for q in support])


def _encode_patterns(cnf: Cnf, scope: list[int], allowed: tuple[Pattern, ...],
                     forbidden: tuple[Pattern, ...]) -> None:
    """A clue over three or more values, from what it reads: each forbidden pattern as a clause,
    or, when the allowed patterns are fewer, one boolean per allowed pattern (at least one true)."""
    if len(forbidden) <= len(allowed):
        cnf.clauses.extend([-cnf.x(scope[i], p) for i, p in pattern] for pattern in forbidden)
        return
    chosen = [cnf.new_variable() for _ in allowed]
    cnf.clauses.append(list(chosen))
    for y, pattern in zip(chosen, allowed):
        cnf.clauses.extend([-y, cnf.x(scope[i], p)] for i, p in pattern)
