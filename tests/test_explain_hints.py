"""Hints from a player's own marks (nudge, hint, fill, check), the marks format, and grades."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from randompuzzles import random_puzzle
from test_explain_oracle import check_explanation

from zebrakit import Puzzle, PuzzleError, load, solve
from zebrakit.explain import Fact, explain, grade, hint, read_marks

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture(scope="module")
def ages() -> Puzzle:
    return load(EXAMPLES / "ages.yaml")


# =========================================================================== the ladder
def test_the_ladder_on_an_empty_grid_gives_the_first_step(fish: Puzzle) -> None:
    first = explain(fish).steps[0]
    nudge = hint(fish, [], "nudge")
    assert nudge.status == "next" and nudge.clues == (8,) and nudge.technique == "direct placement"
    assert nudge.text == "Look at clue 8 (direct placement): a clue puts a value in a house."
    assert nudge.step is None and not nudge.facts
    told = hint(fish, [], "hint")
    assert told.text == first.text and told.step is not None and told.step.facts == first.facts
    fill = hint(fish, [], "fill")
    assert fill.facts == first.facts
    assert fill.text.startswith("Write these marks: the person whose beverage is milk is in house 3; "
                                "the person whose beverage is milk is not in house 1;")


def test_a_hint_starts_from_the_players_own_marks(fish: Puzzle) -> None:
    marks = read_marks(fish, "Norwegian = 1; milk = 3\nblue = 2")
    answer = hint(fish, marks, "hint")
    assert answer.status == "next" and answer.clues == (1,)
    assert answer.text == ("Since the person in the red house is not in house 2, the Brit is not "
                           "in house 2 (clue 1).")
    assert answer.step is not None and answer.step.facts == (Fact("nationality", "Brit", 2, False),)


def test_wrong_marks_are_listed_from_the_first_one_that_went_wrong(fish: Puzzle) -> None:
    marks = read_marks(fish, "Norwegian = 1; milk = 4; blue = 2; red != 3; Dane != 1")
    for level in ("nudge", "hint", "fill", "check"):
        answer = hint(fish, marks, level)
        assert answer.status == "wrong" and answer.step is None
        assert answer.wrong == (Fact("beverage", "milk", 4, True), Fact("colour", "red", 3, False))
    assert hint(fish, marks, "check").text == ("This mark is wrong: the person whose beverage is "
                                              "milk is in house 4 (1 more after it). Take it back "
                                              "and what was built on it.")


def test_a_check_of_right_marks_says_so(fish: Puzzle) -> None:
    marks = read_marks(fish, "Norwegian = 1; Dane != 1")
    answer = hint(fish, marks, "check")
    assert answer.status == "right" and answer.text == "All 2 marks are right so far."


def test_a_complete_grid_is_solved(fish: Puzzle) -> None:
    solution = solve(fish)
    assert solution is not None
    marks = [Fact(ref.category, str(ref.value), p, True) for ref, p in solution.positions().items()]
    assert hint(fish, marks, "hint").status == "solved"


def test_with_several_solutions_a_mark_no_solution_allows_is_wrong(relaxed: Puzzle) -> None:
    marks = read_marks(relaxed, "Norwegian = 1; fish = 4; Norwegian != 1")
    answer = hint(relaxed, marks, "check")
    assert answer.wrong == (Fact("nationality", "Norwegian", 1, False),)
    assert hint(relaxed, marks[:2], "check").status == "right"
    explanation = explain(relaxed)
    assert len(explanation.open_cells) == 22
    assert explanation.open_cells[0].values == ("Dane", "German")


def test_positions_of_a_puzzle_about_people_are_named(ages: Puzzle) -> None:
    marks = read_marks(ages, "cat != Dave; dog = Carol")
    assert marks == [Fact("pet", "cat", 4, False), Fact("pet", "dog", 3, True)]
    answer = hint(ages, marks, "hint")
    assert answer.text == ("Since the person whose pet is fish is not Carol, the person whose age "
                           "is 40 is not Carol (clue 4).")
    assert hint(ages, read_marks(ages, "cat = Dave"), "check").status == "wrong"


@pytest.mark.xdist_group("random puzzles")  # shares the built random puzzles (randompuzzles.py)
def test_a_puzzle_with_no_solution_gets_no_hint() -> None:
    for seed in range(40):
        puzzle = random_puzzle(seed)
        if explain(puzzle).status == "contradiction":
            answer = hint(puzzle, [], "nudge")
            assert answer.status == "contradiction"
            assert answer.text.startswith("The clues contradict each other")
            return
    pytest.fail("no contradictory random puzzle among the first 40")


def test_hint_json_is_plain_data(fish: Puzzle) -> None:
    data = json.loads(json.dumps(hint(fish, [], "hint").to_json()))
    assert data["status"] == "next" and data["clues"] == [8]
    assert data["step"]["technique"] == "direct placement"


# =========================================================================== the marks format
def test_marks_read_as_text_with_comments_qualified_names_and_json(fish: Puzzle) -> None:
    text = "# my grid\ncolour.red != 1   # not red\nDane = house 2; \n\n"
    assert read_marks(fish, text) == [Fact("colour", "red", 1, False),
                                      Fact("nationality", "Dane", 2, True)]
    data = json.dumps([{"category": "colour", "value": "red", "position": 1, "holds": False}])
    assert read_marks(fish, data) == [Fact("colour", "red", 1, False)]


@pytest.mark.parametrize("text, message", [
    ("Dane 2", "marks, line 1: 'Dane 2' is not a mark: write 'VALUE = HOUSE' (yes) or "
               "'VALUE != HOUSE' (no), e.g. 'Dane = 2'"),
    ("Dane = 7", "marks, line 1: position 7 is out of range: positions are 1..5"),
    ("\nDain = 2", "marks, line 2: unknown value 'Dain'; did you mean 'Dane'?"),
    ("Dane = left", "marks, line 1: 'left' is not a house: give a number 1..5"),
    ('[{"value": "red"}]', "marks: mark 1 must be an object with keys category, holds, position, value"),
    ("[1, ", "marks: not valid JSON: Expecting value (line 1)"),
])
def test_bad_marks_are_refused_with_a_clear_message(fish: Puzzle, text: str, message: str) -> None:
    with pytest.raises(PuzzleError) as error:
        read_marks(fish, text)
    assert str(error.value) == message


def test_an_unknown_level_is_refused(fish: Puzzle) -> None:
    with pytest.raises(PuzzleError, match="unknown hint level 'answer': use one of nudge, hint, fill, check"):
        hint(fish, [], "answer")


# =========================================================================== grades
def test_grades_come_from_the_techniques_the_puzzle_forces(fish: Puzzle) -> None:
    easy = grade(fish)
    assert (easy.band, easy.score, easy.hardest, easy.hardest_steps, easy.depth) == \
        ("easy", 2.5, "adjacency", 8, 0)
    medium = grade(load(EXAMPLES / "pets-prices.txt"))
    assert (medium.band, medium.hardest, medium.hardest_steps, medium.depth) == ("medium", "what-if", 1, 1)
    hard = grade(load(EXAMPLES / "zebra.yaml"))
    assert (hard.band, hard.hardest, hard.hardest_steps) == ("hard", "what-if", 5)
    assert json.loads(json.dumps(hard.to_json()))["size"] == [5, 5]


def test_the_difficulty_module_gives_the_band_beside_its_levels(fish: Puzzle) -> None:
    from zebrakit.difficulty import band, measure

    assert band(fish) == "easy" and measure(fish).level == "easy"
    zebra = load(EXAMPLES / "zebra.yaml")
    assert (band(zebra), measure(zebra).level) == ("hard", "medium")


@pytest.mark.xdist_group("random puzzles")  # shares the built random puzzles (randompuzzles.py)
def test_a_what_if_inside_a_what_if_is_graded_expert_and_checked() -> None:
    puzzle = random_puzzle(153)
    explanation = explain(puzzle)
    assert max(step.depth for step in explanation.steps) == 2
    check_explanation(puzzle, explanation)
    found = grade(explanation)
    assert found.band == "expert" and found.depth == 2 and found.status == "several"


# =========================================================================== puzzles of a band
def test_generated_puzzles_reach_the_band_asked_or_say_why_not() -> None:
    from zebrakit.explain import OutOfBand, in_band

    for band in ("easy", "medium", "hard"):
        found = in_band("4x4", band, seed=1)
        assert found.grade.band == band and found.grade.status == "unique" and found.added == 0
        check_explanation(found.puzzle, explain(found.puzzle))
        assert explain(found.puzzle).solution == found.solution
    with pytest.raises(PuzzleError, match=r"no expert puzzle of size 4x4: an expert grade needs"):
        in_band("4x4", "expert", seed=1)
    assert issubclass(OutOfBand, PuzzleError)
