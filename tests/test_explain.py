"""Explanations: every step of every example, of 300 generated puzzles and of random puzzles
(several solutions, none) checked by an independent SAT oracle; the API and the sentences."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest
from randompuzzles import random_puzzle
from test_explain_oracle import Oracle, check_explanation

import zebrakit
from zebrakit import Category, Puzzle, count, load, violations
from zebrakit.clues import At, Different, Same
from zebrakit.engines.base import TimeLimit
from zebrakit.explain import TECHNIQUES, Explanation, Fact, Step, explain
from zebrakit.generate import generate
from zebrakit.model import Ref

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "examples").iterdir())
GENERATED_SIZES = [(n, k) for n in range(2, 9) for k in range(2, 9) if abs(n - k) <= 1]
"""2x2 up to 8x8, near-square: 19 sizes."""
PER_SIZE = {n: 22 if n <= 4 else 16 if n <= 6 else 8 for n in range(2, 9)}
"""How many puzzles of each size: the small ones are cheap to make."""


def generated_puzzles():
    """At least 300 generated puzzles, 2x2 to 8x8, with every clue type the generator has."""
    for i, (n, k) in enumerate(GENERATED_SIZES):
        yield from generate(f"{n}x{k}", count=PER_SIZE[n], seed=1000 + i)


@pytest.fixture(scope="module")
def generated():
    return list(generated_puzzles())


# =========================================================================== soundness
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_is_explained_step_by_step_soundly(path: Path) -> None:
    puzzle = load(path)
    explanation = explain(puzzle)
    check_explanation(puzzle, explanation)
    solutions = count(puzzle, limit=2)
    assert explanation.status == {0: "contradiction", 1: "unique", 2: "several"}[solutions]


def test_300_generated_puzzles_are_explained_soundly_to_their_solution(generated) -> None:
    assert len(generated) >= 300
    kinds = {clue.kind for g in generated for clue in g.puzzle.clues}
    assert kinds >= {"same", "different", "at", "not at", "offset", "before", "apart",
                     "not apart", "between", "at end", "either"}
    for g in generated:
        explanation = explain(g.puzzle)
        check_explanation(g.puzzle, explanation)
        assert explanation.status == "unique"
        assert explanation.solution == g.solution


@pytest.mark.xdist_group("random puzzles")  # shares the built random puzzles (randompuzzles.py)
def test_random_puzzles_with_several_solutions_or_none_are_explained_too() -> None:
    statuses = set()
    for seed in range(45):
        puzzle = random_puzzle(seed)
        explanation = explain(puzzle)
        check_explanation(puzzle, explanation)
        solutions = count(puzzle, limit=2)
        statuses.add(explanation.status)
        if solutions == 2:
            check_several(puzzle, explanation)
        elif solutions == 0:
            check_contradiction(puzzle, explanation)
    assert statuses == {"unique", "several", "contradiction"}


def check_several(puzzle: Puzzle, explanation: Explanation) -> None:
    """Logic stops with open cells, and two real solutions differ on one of them."""
    assert explanation.status == "several" and explanation.open_cells
    first, second = explanation.witnesses
    assert not violations(puzzle, first) and not violations(puzzle, second)
    differing = {(p, category) for p, category, _, _ in first.differences(second)}
    assert differing
    open_cells = {(cell.position, cell.category) for cell in explanation.open_cells}
    assert differing <= open_cells


def check_contradiction(puzzle: Puzzle, explanation: Explanation) -> None:
    """The last step is the contradiction, and the clues it names cannot hold together."""
    assert explanation.status == "contradiction"
    assert explanation.steps[-1].contradiction and not explanation.steps[-1].facts
    assert Oracle(puzzle).entails(explanation.conflict, [], [])


def test_a_contradiction_is_traced_to_the_clues_that_cause_it() -> None:
    people = Category("name", ("Ann", "Bob", "Cid"))
    pets = Category("pet", ("cat", "dog", "emu"))
    puzzle = Puzzle((people, pets), (
        At(Ref("name", "Ann"), 1), Same(Ref("name", "Ann"), Ref("pet", "cat")),
        At(Ref("name", "Bob"), 2), Different(Ref("name", "Cid"), Ref("pet", "emu")),
        At(Ref("pet", "cat"), 3),
    ))
    explanation = explain(puzzle)
    assert explanation.status == "contradiction"
    assert explanation.conflict == (1, 2, 5)
    assert explanation.steps[1].text == ("Bob is in house 2, so not in house 3 and no other name "
                                         "is in house 2 (clue 3).")
    check_explanation(puzzle, explanation)
    assert "the clues contradict each other" in explanation.steps[-1].text


# =========================================================================== the fish, in words
def test_the_fish_puzzle_is_solved_in_words_cheapest_first(fish: Puzzle) -> None:
    explanation = explain(fish)
    steps = explanation.steps
    assert explanation.status == "unique"
    assert steps[0].technique == "direct placement" and steps[0].clues == (8,)
    assert steps[1].text == ("The Norwegian is in house 1, so not in houses 2-5 and no other "
                             "nationality is in house 1 (clue 9).")
    assert steps[1].facts[0] == Fact("nationality", "Norwegian", 1, True)
    assert Fact("nationality", "Dane", 1, False) in steps[1].facts
    blue = next(s for s in steps if Fact("colour", "blue", 2, True) in s.facts)
    assert blue.technique == "adjacency" and blue.clues == (14,)
    assert blue.uses == (Fact("nationality", "Norwegian", 1, True),)
    assert blue.text.startswith("Since the Norwegian is in house 1, the person in the blue house is in house 2")
    assert explanation.solution is not None
    assert explanation.solution.answer(fish.questions[0]) == "German"
    assert all(s.technique in TECHNIQUES and s.depth == 0 for s in steps)
    assert [s.number for s in steps] == list(range(1, len(steps) + 1))


def test_clue_steps_come_before_a_what_if(fish: Puzzle) -> None:
    zebra = load(Path(__file__).resolve().parents[1] / "examples" / "zebra.yaml")
    steps = explain(zebra).steps
    first = next(i for i, s in enumerate(steps) if s.technique == "what-if")
    assert first > 10 and steps[first].text.startswith("Suppose ")
    assert "contradiction" in steps[first].text


# =========================================================================== the API
def test_the_public_data_is_frozen_and_plain(fish: Puzzle) -> None:
    explanation = zebrakit.explain(fish)  # the package is callable too
    assert zebrakit.grade(explanation).band == "easy"
    assert zebrakit.hint(fish, [], "check").status == "right"
    step = explanation.steps[0]
    assert isinstance(step, Step)
    with pytest.raises(FrozenInstanceError):
        step.number = 3  # type: ignore[misc]
    data = json.loads(json.dumps(explanation.to_json()))
    assert data["status"] == "unique" and len(data["steps"]) == len(explanation.steps)
    assert data["steps"][1]["facts"][0] == {"category": "nationality", "value": "Norwegian",
                                            "position": 1, "holds": True}
    assert data["solution"][3]["animal"] == "fish"


def test_a_time_limit_stops_an_explanation(fish: Puzzle) -> None:
    with pytest.raises(TimeLimit):
        explain(fish, time_limit=1e-6)


def test_a_remembered_what_if_gives_what_assuming_afresh_gives():
    """Nested what-ifs look one-deep assumptions up in a memo: same verdict, same safe marks."""
    from zebrakit.explain.grid import Grid
    from zebrakit.explain.whatif import assume, candidates

    puzzle = next(iter(generate("6x6", count=1, seed=3, difficulty="hard"))).puzzle
    grid = Grid(puzzle)
    domains = list(grid.domains)
    memo: dict = {}
    broke = 0
    for var, bit in candidates(domains):
        safe_afresh, safe_first, safe_again = ([0] * len(domains) for _ in range(3))
        afresh = assume(grid, domains, var, bit, 1, False, safe_afresh)
        first = assume(grid, domains, var, bit, 1, False, safe_first, memo=memo)
        size = len(memo)
        again = assume(grid, domains, var, bit, 1, False, safe_again, memo=memo)
        assert afresh == first == again and safe_afresh == safe_first == safe_again
        assert len(memo) == size  # the second one was looked up
        broke += afresh is True
    assert len(memo) == len(candidates(domains)) and broke > 0
