"""The model: validation, name resolution, solutions."""

from __future__ import annotations

import pytest

from zebrakit import Category, Puzzle, PuzzleError, Question, Ref, Same, Solution


def small() -> Puzzle:
    return Puzzle((Category("colour", ("red", "green")), Category("pet", ("cat", "dog"))))


def test_size_is_the_number_of_values():
    assert small().size == 2


def test_category_of_wrong_size_is_refused():
    with pytest.raises(PuzzleError, match="category 'pet' has 3 values but 'colour' has 2"):
        Puzzle((Category("colour", ("red", "green")), Category("pet", ("cat", "dog", "ox"))))


def test_duplicate_values_are_refused_case_insensitively():
    with pytest.raises(PuzzleError, match="category 'pet' lists 'Cat' twice"):
        Puzzle((Category("colour", ("red", "green")), Category("pet", ("cat", "Cat"))))


def test_duplicate_category_names_are_refused():
    with pytest.raises(PuzzleError, match="category 'Colour' appears twice"):
        Puzzle((Category("colour", ("red", "green")), Category("Colour", ("a", "b"))))


def test_resolve_is_case_insensitive_and_folds_spaces_and_underscores():
    puzzle = Puzzle((Category("drink", ("root beer", "tea")),))
    assert puzzle.resolve("ROOT_beer") == Ref("drink", "root beer")
    assert puzzle.resolve("root   beer") == Ref("drink", "root beer")


def test_resolve_suggests_the_closest_value():
    with pytest.raises(PuzzleError, match="unknown value 'gren'; did you mean 'green'"):
        small().resolve("gren")


def test_resolve_asks_for_qualification_when_ambiguous():
    puzzle = Puzzle((Category("colour", ("red", "blue")), Category("car", ("red", "blue"))))
    with pytest.raises(PuzzleError, match=r"'red' is ambiguous: write 'colour.red' or 'car.red'"):
        puzzle.resolve("red")
    assert puzzle.resolve("red", "car") == Ref("car", "red")


def test_unknown_category_suggests_the_closest():
    with pytest.raises(PuzzleError, match="unknown category 'colr'; did you mean 'colour'"):
        small().category("colr")


def test_clue_with_unknown_ref_is_refused_with_its_number():
    with pytest.raises(PuzzleError, match=r"clue 1: colour.blue is not a value of 'colour'"):
        Puzzle(small().categories, clues=(Same(Ref("colour", "blue"), Ref("pet", "cat")),))


def test_axis_pins_values_to_their_positions():
    puzzle = Puzzle((Category("name", ("Ann", "Bob")), Category("pet", ("cat", "dog"))), axis="name")
    assert puzzle.pinned() == ((Ref("name", "Ann"), 1), (Ref("name", "Bob"), 2))
    assert puzzle.position_label(2) == "Bob"


def test_solution_lookups_and_answers():
    puzzle = Puzzle(small().categories, questions=(Question("colour", Ref("pet", "dog")),))
    solution = Solution(((2, 1), (1, 2)), puzzle)
    assert solution.position(Ref("colour", "red")) == 2
    assert solution.value_at("pet", 1) == "cat"
    assert solution.grid() == [{"colour": "green", "pet": "cat"}, {"colour": "red", "pet": "dog"}]
    assert solution.answer(puzzle.questions[0]) == "red"


def test_solutions_compare_by_placement():
    puzzle = small()
    assert Solution(((1, 2), (2, 1)), puzzle) == Solution(((1, 2), (2, 1)), puzzle)
    assert Solution(((1, 2), (2, 1)), puzzle) != Solution(((2, 1), (2, 1)), puzzle)


def test_differences_lists_cells():
    puzzle = small()
    first, second = Solution(((1, 2), (1, 2)), puzzle), Solution(((1, 2), (2, 1)), puzzle)
    assert first.differences(second) == [(1, "pet", "cat", "dog"), (2, "pet", "dog", "cat")]


def test_puzzles_are_immutable():
    with pytest.raises(AttributeError):
        small().title = "x"  # type: ignore[misc]


def test_a_category_shows_its_values_as_written_without_changing_what_it_is():
    """'$20' is shown for 20, the written forms play no part in equality, and a list of the
    wrong length is dropped rather than shown against the wrong values."""
    priced = Category("fee", (20, 25), written=("$20", "$25"))
    assert priced.shown(25) == "$25" and priced.shown(30) == "30"
    assert priced == Category("fee", (20, 25))
    assert Category("fee", (20, 25), written=("$20",)).shown(20) == "20"


def test_answers_and_the_grid_show_amounts_with_their_currency():
    from zebrakit.render import answer_sentence, grid_table
    from zebrakit.solve import solutions

    puzzle = Puzzle(categories=(Category("name", ("Ann", "Bo")), Category("fee", (20, 25), written=("$20", "$25"))),
                    clues=(Same(Ref("name", "Bo"), Ref("fee", 20)),),
                    questions=(Question("fee", Ref("name", "Ann"), "What did Ann pay?"),))
    solution = next(iter(solutions(puzzle)))
    assert answer_sentence(puzzle, puzzle.questions[0], solution.answer(puzzle.questions[0])) == "What did Ann pay? $25"
    assert sorted(grid_table(solution).splitlines()[2].split()) == ["$20", "$25", "fee"]


@pytest.mark.parametrize("engine", ["native", "brute", "dlx", "csp", "cpsat", "sat"])
def test_a_difference_of_prices_in_pence_holds_as_a_person_reckons_it(engine):
    """£4.20 - £2.50 is £1.70, though in binary floating point it is 1.7000000000000002: every
    engine must find the one solution where Del paid £1.70 more than Shaz."""
    from zebrakit.clues import Compare, Relation, Const, LabelAt, Pos, Arith
    from zebrakit.solve import solutions

    people = Category("name", ("Del", "Shaz"))
    prices = Category("price", (2.5, 4.2))
    clue = Compare("price", Ref("name", "Del"), Ref("name", "Shaz"), "==", 1.7)
    found = list(solutions(Puzzle((people, prices), (clue,), axis="name"), engine, limit=2))
    assert len(found) == 1 and found[0].value_at("price", found[0].position(Ref("name", "Del"))) == 4.2
    said = Relation(LabelAt("price", Pos(Ref("name", "Del"))), "==",
                    Arith("+", LabelAt("price", Pos(Ref("name", "Shaz"))), Const(1.7)))
    assert len(list(solutions(Puzzle((people, prices), (said,), axis="name"), engine, limit=2))) == 1
