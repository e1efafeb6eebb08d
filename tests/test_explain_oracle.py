"""An independent check of explanation steps: a SAT solver over the cited clues and facts alone.

``Oracle(puzzle).entails(clues, uses, facts)`` is True when the grid rules, the axis, the
clues numbered ``clues`` and the facts ``uses`` leave no way for ``facts`` to fail (with no
facts: when they cannot all hold). Each clue is encoded from the SAT engine's tables (the
placements its own ``holds`` forbids), behind a selector literal, so one incremental solver
answers every step of a puzzle. Nothing of the explainer is used here.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from pysat.solvers import Solver

from zebrakit import Puzzle, load, violations
from zebrakit.engines.tables import table, value_index
from zebrakit.explain import Explanation, Fact


class Oracle:
    """One incremental SAT solver per puzzle: grid rules always on, each clue behind a selector."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        self.n = n = puzzle.size
        self.index = value_index(puzzle)
        self.labels = {(ref.category, str(ref.value)): i for ref, i in self.index.items()}
        values = len(self.index)
        self.top = values * n
        self.solver = Solver(name="minisat22")
        for v in range(values):
            self._exactly_one([self.x(v, p) for p in range(1, n + 1)])
        for c in range(len(puzzle.categories)):
            for p in range(1, n + 1):
                self._exactly_one([self.x(c * n + i, p) for i in range(n)])
        for ref, p in puzzle.pinned():
            self.solver.add_clause([self.x(self.index[ref], p)])
        self.selectors = [self._clue(clue) for clue in puzzle.clues]

    def x(self, v: int, p: int) -> int:
        """The boolean 'value v is at position p'."""
        return v * self.n + p

    def fresh(self) -> int:
        """A new auxiliary boolean."""
        self.top += 1
        return self.top

    def _exactly_one(self, literals: list[int]) -> None:
        self.solver.add_clause(literals)
        for i, a in enumerate(literals):
            for b in literals[i + 1:]:
                self.solver.add_clause([-a, -b])

    def _clue(self, clue) -> int:
        selector = self.fresh()
        compiled = table(self.puzzle, clue)
        scope = [self.index[r] for r in compiled.scope]
        if not compiled.allowed:
            self.solver.add_clause([-selector])
        elif len(compiled.forbidden_patterns) <= len(compiled.patterns):
            for pattern in compiled.forbidden_patterns:
                self.solver.add_clause([-selector] + [-self.x(scope[i], p) for i, p in pattern])
        else:
            chosen = [self.fresh() for _ in compiled.patterns]
            self.solver.add_clause([-selector] + chosen)
            for y, pattern in zip(chosen, compiled.patterns):
                for i, p in pattern:
                    self.solver.add_clause([-y, self.x(scope[i], p)])
        return selector

    def literal(self, fact: Fact) -> int:
        """The fact as a literal."""
        x = self.x(self.labels[(fact.category, fact.value)], fact.position)
        return x if fact.holds else -x

    def entails(self, clues: Iterable[int], uses: Iterable[Fact], facts: Iterable[Fact]) -> bool:
        """True when the grid rules, the clues and ``uses`` force every fact (no facts: are contradictory)."""
        premises = [self.selectors[c - 1] for c in clues] + [self.literal(f) for f in uses]
        facts = list(facts)
        if not facts:
            return not self.solver.solve(assumptions=premises)
        switch = self.fresh()
        self.solver.add_clause([-switch] + [-self.literal(f) for f in facts])
        found = self.solver.solve(assumptions=premises + [switch])
        self.solver.add_clause([-switch])
        return not found


def given_facts(puzzle: Puzzle) -> set[Fact]:
    """What the grid knows before any step: the axis values in their own houses, and nowhere else."""
    known = set()
    for ref, p in puzzle.pinned():
        known.add(Fact(ref.category, str(ref.value), p, True))
        known.update(Fact(ref.category, str(ref.value), q, False) for q in range(1, puzzle.size + 1) if q != p)
        known.update(Fact(ref.category, str(other), p, False)
                     for other in puzzle.category(ref.category).values if other != ref.value)
    return known


def check_explanation(puzzle: Puzzle, explanation: Explanation) -> None:
    """Every step sound (the oracle), citing only known facts, finding only new ones; the end right."""
    oracle = Oracle(puzzle)
    known = given_facts(puzzle)
    for step in explanation.steps:
        where = f"{puzzle.title or 'puzzle'} step {step.number} ({step.technique}): {step.text}"
        assert set(step.uses) <= known, f"{where}: cites facts not known yet"
        assert step.contradiction or step.facts, f"{where}: finds nothing"
        assert not set(step.facts) & known, f"{where}: repeats known facts"
        assert oracle.entails(step.clues, step.uses, step.facts), f"{where}: does not follow"
        known.update(step.facts)
    if explanation.status == "unique":
        placed = {(f.category, f.value): f.position for f in known if f.holds}
        assert len(placed) == len(oracle.index), "the last step leaves values unplaced"
        solution = explanation.solution
        assert solution is not None
        for ref in oracle.index:
            assert solution.position(ref) == placed[(ref.category, str(ref.value))]
        assert not violations(puzzle, solution)


def test_the_oracle_refuses_a_step_that_does_not_follow(fish: Puzzle) -> None:
    oracle = Oracle(fish)
    norwegian_in_1 = Fact("nationality", "Norwegian", 1, True)
    assert oracle.entails([9], [], [norwegian_in_1])
    assert not oracle.entails([8], [], [norwegian_in_1])
    assert oracle.entails([9, 14], [], [Fact("colour", "blue", 2, True)])
    assert not oracle.entails([14], [], [Fact("colour", "blue", 2, True)])
    assert oracle.entails([14], [norwegian_in_1], [Fact("colour", "blue", 2, True)])
    assert not oracle.entails([9, 14], [], [])
    assert oracle.entails([9], [Fact("nationality", "Norwegian", 2, True)], [])


@pytest.mark.parametrize("name", ["fish.yaml"])
def test_the_oracle_accepts_the_fish_solution(name: str) -> None:
    from zebrakit import solve

    puzzle = load(f"examples/{name}")
    solution = solve(puzzle)
    assert solution is not None
    oracle = Oracle(puzzle)
    ref = next(iter(puzzle.refs()))
    fact = Fact(ref.category, str(ref.value), solution.position(ref), True)
    assert oracle.entails(range(1, len(puzzle.clues) + 1), [], [fact])
