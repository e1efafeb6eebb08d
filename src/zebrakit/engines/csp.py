"""python-constraint, modelled as the python-constraint part of the nested permutation loops approach.

A variable per value with domain 1..n, an AllDifferentConstraint per category, and one
function constraint per clue over the clue's scope. A clue over one value narrows that value's
domain instead; axis values get the single position they are pinned to. The function tests
the placement against the clue's table of allowed tuples when the scope is small, or asks the
clue's ``holds`` on the placement when it reads whole categories.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable, Iterator

from ..clues import Clue
from ..model import Puzzle, Ref, Solution
from .base import Capabilities, Engine, check_deadline, import_backend
from .tables import SMALL_TABLE, Placement, count_candidates, pinned_positions, table


def _import_constraint() -> Any:
    return import_backend("constraint", "csp", "python-constraint2", "csp")


class CspEngine(Engine):
    """python-constraint: a variable per value, AllDifferent per category, a function constraint per clue."""

    name = "csp"
    description = "python-constraint2 backtracking (a variable per value, function constraints)"
    capabilities = Capabilities(enumerates=True, proves_unique=True, proves_unsat=True)
    extra = "csp"

    @classmethod
    def check_available(cls) -> None:
        """Raise EngineError naming the extra when python-constraint2 is missing."""
        _import_constraint()

    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        constraint = _import_constraint()
        checks = [0]
        problem, names = build_problem(constraint, puzzle, checks)
        if problem is None:
            return
        try:
            for assignment in problem.getSolutionIter():
                self.stats.propagations = checks[0]
                yield Solution.from_positions(puzzle, {ref: assignment[names[ref]] for ref in names})
        finally:
            self.stats.propagations = checks[0]
            self.stats.extra["clue checks"] = checks[0]


def build_problem(constraint: Any, puzzle: Puzzle, checks: list[int]) -> tuple[Any, dict[Ref, str]]:
    """The python-constraint Problem for ``puzzle`` and each value's variable name.

    The problem is None when some value has no position left. ``checks[0]`` counts the calls
    of the clue functions during the search.
    """
    problem = constraint.Problem()
    names = {ref: str(ref) for ref in puzzle.refs()}
    domains = _domains(puzzle)
    for clue in puzzle.clues:
        scope = clue.scope(puzzle)
        if len(scope) == 1:
            allowed = {t[0] for t in table(puzzle, clue).allowed}
            domains[scope[0]] = [p for p in domains[scope[0]] if p in allowed]
    if any(not d for d in domains.values()):
        return None, names
    for ref, domain in domains.items():
        problem.addVariable(names[ref], domain)
    for category in puzzle.categories:
        problem.addConstraint(constraint.AllDifferentConstraint(), [names[r] for r in category.refs()])
    for clue in puzzle.clues:
        scope = clue.scope(puzzle)
        if len(scope) > 1:
            problem.addConstraint(constraint.FunctionConstraint(clue_function(puzzle, clue, checks)),
                                  [names[r] for r in scope])
        elif not scope and not clue.holds(Placement(puzzle, {})):
            return None, names
    return problem, names


def _domains(puzzle: Puzzle) -> dict[Ref, list[int]]:
    pins = pinned_positions(puzzle)
    everywhere = list(range(1, puzzle.size + 1))
    return {ref: [pins[ref]] if ref in pins else list(everywhere) for ref in puzzle.refs()}


def clue_function(puzzle: Puzzle, clue: Clue, checks: list[int]) -> Callable[..., bool]:
    """A function of the scope's positions that is True when the clue holds (counted in checks[0])."""
    scope = tuple(clue.scope(puzzle))
    if count_candidates(puzzle, scope) <= SMALL_TABLE:
        allowed = frozenset(table(puzzle, clue).allowed)

        def in_table(*positions: int) -> bool:
            checks[0] += 1
            if not checks[0] & 1023:
                check_deadline()
            return positions in allowed

        return in_table
    view = Placement(puzzle, {})

    def holds(*positions: int) -> bool:
        checks[0] += 1
        if not checks[0] & 255:
            check_deadline()
        view.place(dict(zip(scope, positions)))
        return bool(clue.holds(view))

    return holds
