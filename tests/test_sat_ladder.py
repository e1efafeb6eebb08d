"""The SAT engine's ladder encoding of exactly-one: the same solutions, each counted once."""

from __future__ import annotations

import pytest
from randompuzzles import random_puzzle

from zebrakit.engines import get_engine, sat

pytest.importorskip("pycosat")


@pytest.mark.xdist_group("random puzzles")  # shares the built random puzzles (randompuzzles.py)
def test_the_ladder_counts_every_solution_once(monkeypatch):
    monkeypatch.setattr(sat, "LADDER_FROM", 2)  # every exactly-one as a ladder
    engine, native = get_engine("sat"), get_engine("native")
    for seed in range(30):
        puzzle = random_puzzle(seed)
        assert engine.count(puzzle, 50) == native.count(puzzle, 50), seed
        assert {s.placement for s in engine.solutions(puzzle, 50)} == \
            {s.placement for s in native.solutions(puzzle, 50)}, seed


def test_long_lists_get_the_ladder():
    cnf = sat.Cnf.__new__(sat.Cnf)
    cnf.clauses, cnf.variables = [], 50
    cnf.exactly_one(list(range(1, 51)))
    assert len(cnf.clauses) == 1 + 4 * 50 - 5 and cnf.variables == 50 + 49  # pairwise: 1 + 1225
