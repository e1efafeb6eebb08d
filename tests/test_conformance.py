"""Every engine against the same puzzles: the examples and 200 random small ones.

The native engine is the reference for the random puzzles; a tiny brute-force twin checks
the reference itself on the smallest ones. Every solution any engine returns passes the
verifier.
"""

from __future__ import annotations

import pytest
from randompuzzles import random_puzzle, reference_count, search_space

import zebrakit
from zebrakit.engines import EngineError, available, get_engine
from zebrakit.verify import violations

from conftest import EXAMPLES

EXHAUSTIVE = [
    ("native", {}), ("brute", {}), ("csp", {}), ("cpsat", {}),
    ("dlx", {}), ("dlx", {"inverse": True}), ("sat", {}),
]
IDS = [name + "".join(f"-{k}" for k in params) for name, params in EXHAUSTIVE]
RANDOM_PUZZLES = 200
EXAMPLE_COUNTS = {"fish": 1, "fish-relaxed": 7, "zebra": 1, "cabinet": 1, "ages": 1}


def engine(name: str, params: dict):
    """The engine, or a skip when its backend is not installed here."""
    ok, why = available(name)
    if not ok:
        pytest.skip(why)
    return get_engine(name, **params)


@pytest.fixture(scope="module")
def puzzles():
    """The random puzzles and the native engine's solution set for each, built once."""
    built = [random_puzzle(seed) for seed in range(RANDOM_PUZZLES)]
    native = get_engine("native")
    return [(p, {s.placement for s in native.all(p)}) for p in built]


@pytest.mark.parametrize("name,params", EXHAUSTIVE, ids=IDS)
@pytest.mark.parametrize("example", sorted(EXAMPLE_COUNTS))
def test_examples(name, params, example):
    puzzle = zebrakit.load(EXAMPLES / f"{example}.yaml")
    solutions = engine(name, params).all(puzzle)
    assert len(solutions) == EXAMPLE_COUNTS[example]
    assert len({s.placement for s in solutions}) == len(solutions)
    for solution in solutions:
        assert violations(puzzle, solution) == []


@pytest.mark.parametrize("name,params", EXHAUSTIVE, ids=IDS)
def test_fish_answer(name, params, fish):
    (solution,) = engine(name, params).all(fish)
    assert solution.answer(fish.questions[0]) == "German"


@pytest.mark.xdist_group("random puzzles")  # one worker builds the random puzzles for all their tests
@pytest.mark.parametrize("name,params", EXHAUSTIVE, ids=IDS)
@pytest.mark.parametrize("chunk", range(10))
def test_random_puzzles_agree(name, params, chunk, puzzles):
    runner = engine(name, params)
    for index in range(chunk, RANDOM_PUZZLES, 10):
        puzzle, expected = puzzles[index]
        solutions = runner.all(puzzle)
        found = {s.placement for s in solutions}
        assert len(found) == len(solutions), f"puzzle {index}: a solution came twice"
        assert found == expected, f"puzzle {index}: {len(found)} solutions, native found {len(expected)}"
        for solution in solutions:
            assert violations(puzzle, solution) == [], f"puzzle {index}"


@pytest.mark.xdist_group("random puzzles")  # one worker builds the random puzzles for all their tests
def test_random_puzzles_cover_the_vocabulary(puzzles):
    kinds = {type(c).__name__ for p, _ in puzzles for c in p.clues}
    assert kinds >= {
        "Same", "Different", "At", "NotAt", "Offset", "Before", "Apart", "NotApart", "Between",
        "AtEnd", "Either", "All", "Not", "Compare", "Relation", "Cycles",
    }
    counts = [len(expected) for _, expected in puzzles]
    assert counts.count(0) >= 10 and counts.count(1) >= 10 and sum(c > 1 for c in counts) >= 10
    assert sum(1 for p, _ in puzzles if p.axis) >= 10
    assert {(p.size, len(p.categories)) for p, _ in puzzles} >= {(2, 2), (5, 4)}


@pytest.mark.xdist_group("random puzzles")  # one worker builds the random puzzles for all their tests
def test_reference_twin_agrees_on_the_smallest(puzzles):
    checked = 0
    for index, (puzzle, expected) in enumerate(puzzles):
        if search_space(puzzle) <= 600:
            assert reference_count(puzzle) == expected, f"puzzle {index}"
            checked += 1
    assert checked >= 30


@pytest.mark.parametrize("seed", range(10))
def test_anneal_finds_the_fish_for_every_seed(seed, fish):
    annealer = get_engine("anneal", seed=seed)
    solution = annealer.first(fish)
    assert solution is not None
    assert violations(fish, solution) == []
    assert solution.answer(fish.questions[0]) == "German"
    assert annealer.stats.extra["iterations"] > 0


@pytest.mark.xdist_group("random puzzles")  # one worker builds the random puzzles for all their tests
def test_anneal_solutions_pass_the_verifier(puzzles):
    solved = 0
    for puzzle, expected in puzzles[:60]:
        if not expected:
            continue
        solution = get_engine("anneal", iterations=20_000).first(puzzle)
        if solution is not None:
            assert solution.placement in expected
            solved += 1
    assert solved >= 30


def test_anneal_cannot_count(fish):
    with pytest.raises(EngineError, match="cannot count"):
        get_engine("anneal").count(fish)
    with pytest.raises(EngineError, match="cannot prove uniqueness"):
        get_engine("anneal").is_unique(fish)
