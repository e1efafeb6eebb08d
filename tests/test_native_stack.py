"""The native engine's search keeps a bounded stack: open siblings beyond a few become decisions."""

from __future__ import annotations

import pytest
from randompuzzles import random_puzzle

from zebrakit import Puzzle
from zebrakit.engines import native


def run(puzzle: Puzzle) -> tuple[list[list[int]], list]:
    compiled = native.compile_puzzle(puzzle)
    stats = native.new_counters(compiled)
    return [list(d) for d in native.search_domains(compiled, stats)], stats


@pytest.mark.xdist_group("random puzzles")  # shares the built random puzzles (randompuzzles.py)
def test_siblings_kept_as_decisions_search_the_same(monkeypatch):
    """The same solutions in the same order, with the same nodes and propagations."""
    for seed in range(40):
        puzzle = random_puzzle(seed)
        whole = run(puzzle)
        monkeypatch.setattr(native, "STACK_KEPT_WHOLE", 0)
        assert run(puzzle) == whole
        monkeypatch.undo()
