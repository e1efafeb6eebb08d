"""Every example puzzle file is solved with its known answer (English ones are tested with the English reader)."""

from __future__ import annotations

from pathlib import Path

import pytest

import zebrakit
from zebrakit import Ref

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def answers(puzzle: zebrakit.Puzzle, solution: zebrakit.Solution) -> list[str]:
    return [question.answer.format(solution.answer(question)) for question in puzzle.questions]


def only_solution(name: str) -> tuple[zebrakit.Puzzle, zebrakit.Solution]:
    puzzle = zebrakit.load(EXAMPLES / name)
    solutions = zebrakit.get_engine("native").all(puzzle)
    assert len(solutions) == 1
    assert zebrakit.violations(puzzle, solutions[0]) == []
    return puzzle, solutions[0]


def test_fish_the_german_owns_the_fish():
    puzzle, solution = only_solution("fish.yaml")
    assert answers(puzzle, solution) == ["The German owns the fish."]
    assert [row["nationality"] for row in solution.grid()] == ["Norwegian", "Dane", "Brit", "German", "Swede"]


def test_relaxed_fish_has_exactly_seven_solutions():
    puzzle = zebrakit.load(EXAMPLES / "fish-relaxed.yaml")
    solutions = zebrakit.get_engine("native").all(puzzle)
    assert len(solutions) == 7
    assert all(zebrakit.violations(puzzle, s) == [] for s in solutions)


def test_zebra_japanese_owns_the_zebra_norwegian_drinks_water():
    puzzle, solution = only_solution("zebra.yaml")
    assert answers(puzzle, solution) == ["The Japanese owns the zebra.", "The Norwegian drinks water."]
    assert {"zebra", "water"} <= {v for c in puzzle.categories for v in c.values}


CABINET_MOVES = {
    "Anerdine": ("health", "defence"),
    "Crass": ("defence", "chancellor"),
    "Brinkman": ("chancellor", "education"),
    "Eejit": ("education", "home"),
    "Dyer": ("home", "health"),
}
"""Each minister's current and new post in the cabinet reshuffle's unique solution."""


def moves(solution: zebrakit.Solution) -> dict[str, tuple[str, str]]:
    """Minister -> (current post, new post)."""
    return {row["minister"]: (row["current"], row["new"]) for row in solution.grid()}


def test_cabinet_reshuffle_is_found_from_the_clues():
    _puzzle, solution = only_solution("cabinet.yaml")
    assert moves(solution) == CABINET_MOVES
    assert solution.position(Ref("minister", "Brinkman")) == 2


def test_ages_arithmetic_on_a_number_category_without_houses():
    puzzle, solution = only_solution("ages.yaml")
    assert answers(puzzle, solution) == ["The parrot's owner is 25."]
    assert [(row["name"], row["age"], row["pet"]) for row in solution.grid()] == [
        ("Alice", 30, "cat"), ("Bob", 40, "fish"), ("Carol", 35, "dog"), ("Dave", 25, "parrot")]


def test_fish_written_in_english_the_german_owns_the_fish():
    puzzle, solution = only_solution("fish.txt")
    assert [solution.answer(q) for q in puzzle.questions] == ["German"]
    assert len(puzzle.clues) == 15


def test_cabinet_reshuffle_written_in_english():
    puzzle, solution = only_solution("cabinet.txt")
    assert moves(solution) == CABINET_MOVES
    assert len(puzzle.clues) == 6  # "even though" joins two statements in one clue


def test_pets_and_prices_people_puzzle_in_english():
    puzzle, solution = only_solution("pets-prices.txt")
    assert puzzle.axis == "Names"
    assert [(row["Names"], row["Pets"], row["Prices"]) for row in solution.grid()] == [
        ("Ann", "cat", 15), ("Bob", "fish", 20), ("Cy", "dog", 10), ("Di", "parrot", 5)]
    assert answers(puzzle, solution) == ["Di adopted the parrot.", "Ann paid $15."]


KNOWN = {"fish.yaml", "fish-relaxed.yaml", "zebra.yaml", "cabinet.yaml", "ages.yaml", "fish.txt",
         "cabinet.txt", "pets-prices.txt"}


def test_every_puzzle_file_in_examples_has_a_test_here():
    files = {p.name for p in EXAMPLES.iterdir() if p.suffix in (".yaml", ".yml", ".json", ".txt")}
    assert files == KNOWN, "add a test with the known answer for each new example file"


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_every_example_has_a_title_and_clue_texts(name: str):
    puzzle = zebrakit.load(EXAMPLES / name)
    assert puzzle.title and all(puzzle.texts)
