"""The clue notation: every form parses to the intended clue, and formatting round-trips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zebrakit import (
    All, Apart, At, AtEnd, Before, Between, Category, Compare, Cycles, Different, Either, Not,
    NotApart, NotAt, Offset, Puzzle, PuzzleError, Ref, Relation, Same, format_clue, parse_clue,
)
from zebrakit.clues import Clue

PUZZLE = Puzzle((
    Category("name", ("Ann", "Bob", "Cy", "Di")),
    Category("colour", ("red", "green", "white", "root beer")),
    Category("car", ("red car", "green", "blue", "van")),
    Category("price", (5, 10, 15, 20)),
))
ANN, BOB, CY = Ref("name", "Ann"), Ref("name", "Bob"), Ref("name", "Cy")
RED, WHITE, GREEN = Ref("colour", "red"), Ref("colour", "white"), Ref("colour", "green")


@pytest.mark.parametrize("text, clue", [
    ("Ann == red", Same(ANN, RED)),
    ("ann != RED", Different(ANN, RED)),
    ("Ann == 3", At(ANN, 3)),
    ("3 == Ann", At(ANN, 3)),
    ("Ann != 2", NotAt(ANN, 2)),
    ("Ann + 1 == red", Offset(ANN, RED, 1)),
    ("red == Ann + 2", Offset(ANN, RED, 2)),
    ("red - 1 == Ann", Offset(ANN, RED, 1)),
    ("left_of(Ann, Bob)", Offset(ANN, BOB, 1)),
    ("right_of(Ann, Bob)", Offset(BOB, ANN, 1)),
    ("Ann < Bob", Before(ANN, BOB)),
    ("Ann > Bob", Before(BOB, ANN)),
    ("after(Ann, Bob)", Before(BOB, ANN)),
    ("abs(Ann - Bob) == 1", Apart(ANN, BOB, 1)),
    ("next_to(Ann, Bob)", Apart(ANN, BOB, 1)),
    ("abs(Ann - Bob) == 2", Apart(ANN, BOB, 2)),
    ("abs(Ann - Bob) != 1", NotApart(ANN, BOB, 1)),
    ("not_next_to(Ann, Bob)", NotApart(ANN, BOB, 1)),
    ("Ann < Bob < Cy", Between(ANN, BOB, CY, True)),
    ("Cy > Bob > Ann", Between(ANN, BOB, CY, True)),
    ("between(Ann, Bob, Cy)", Between(ANN, BOB, CY, False)),
    ("at_end(Ann)", AtEnd(ANN)),
    ("Ann == 1 or Ann == 4", Either((At(ANN, 1), At(ANN, 4)))),
    ("Ann == 1 xor Bob == 1", Either((At(ANN, 1), At(BOB, 1)), exclusive=True)),
    ("not (Ann == red and Bob == white)", Not(All((Same(ANN, RED), Same(BOB, WHITE))))),
    ("not Ann == red", Not(Same(ANN, RED))),
    ("price(Ann) == price(Bob) + 5", Compare("price", ANN, BOB, "==", 5)),
    ("price(Ann) - price(Bob) == 5", Compare("price", ANN, BOB, "==", 5)),
    ("price(Ann) > price(Bob)", Compare("price", ANN, BOB, ">", 0)),
    ("price(Ann) == 10", Same(ANN, Ref("price", 10))),
    ("Ann == price.10", Same(ANN, Ref("price", 10))),
    ("root beer == Di", Same(Ref("colour", "root beer"), Ref("name", "Di"))),
    ('"root beer" == Di', Same(Ref("colour", "root beer"), Ref("name", "Di"))),
    ("colour.green == car.green", Same(GREEN, Ref("car", "green"))),
])
def test_each_form_parses_to_its_clue(text: str, clue: Clue):
    assert parse_clue(text, PUZZLE) == clue


def test_general_relations_stay_relations():
    clue = parse_clue("colour(Ann) == colour(car.{colour(Bob)})", PUZZLE)
    assert isinstance(clue, Relation)
    assert format_clue(clue, PUZZLE) == "colour(Ann) == colour(car.{colour(Bob)})"


def test_cycles_clue():
    puzzle = Puzzle((Category("now", ("a", "b", "c")), Category("next", ("a", "b", "c"))))
    assert parse_clue("cycles(now, next) >= 3", puzzle) == Cycles("now", "next", 3)


@pytest.mark.parametrize("text, message", [
    ("Ann = red", "'=' is not a comparison: write '==' (same position) or '!='"),
    ("Anne == red", "unknown value 'Anne'; did you mean 'Ann'?"),
    ("green == Ann", "'green' is ambiguous: write 'colour.green' or 'car.green'"),
    ("Ann is red", "unexpected words 'is red' after the value 'Ann'"),
    ("Ann == red extra ==", "unexpected words 'extra' after the value 'red'"),
    ("Ann ==", "expected a value name, a number or '(' at column 7, found the end of the clue"),
    ("Ann == red or Bob == red xor Cy == red", "mixing 'or' and 'xor': add parentheses"),
    ("between(Ann, Bob)", "between() takes 3 arguments, got 2"),
    ("colr.red == Ann", "unknown category 'colr'; did you mean 'colour'?"),
    ("Ann == red $", "unexpected character '$'"),
])
def test_errors_say_what_is_wrong(text: str, message: str):
    with pytest.raises(PuzzleError) as error:
        parse_clue(text, PUZZLE)
    assert message in str(error.value)


def test_parser_never_evaluates_python():
    with pytest.raises(PuzzleError):
        parse_clue("__import__('os').system('true') == 1", PUZZLE)


# ------------------------------------------------------------------ round trip property
names = st.sampled_from(list(PUZZLE.refs()))
positions = st.integers(1, 4)


def leaf_clues() -> st.SearchStrategy[Clue]:
    pair = st.tuples(names, names).filter(lambda p: p[0] != p[1])
    return st.one_of(
        pair.map(lambda p: Same(*p)), pair.map(lambda p: Different(*p)),
        st.builds(At, names, positions), st.builds(NotAt, names, positions),
        st.builds(lambda p, d: Offset(p[0], p[1], d), pair, st.integers(1, 3)),
        pair.map(lambda p: Before(*p)),
        st.builds(lambda p, d: Apart(p[0], p[1], d), pair, st.integers(1, 3)),
        st.builds(lambda p, d: NotApart(p[0], p[1], d), pair, st.integers(1, 3)),
        st.builds(lambda a, b, c, o: Between(a, b, c, o), names, names, names, st.booleans()),
        st.builds(AtEnd, names),
        st.builds(lambda p, op, d: Compare("price", p[0], p[1], op, d), pair,
                  st.sampled_from(["==", "!=", "<", ">", "<=", ">="]), st.integers(-10, 10)),
    )


clues = st.recursive(
    leaf_clues(),
    lambda inner: st.one_of(
        st.builds(lambda cs, x: Either(tuple(cs), x), st.lists(inner, min_size=2, max_size=3), st.booleans()),
        st.builds(lambda cs: All(tuple(cs)), st.lists(inner, min_size=2, max_size=3)),
        st.builds(Not, inner),
    ),
    max_leaves=5,
)


@settings(max_examples=300, deadline=None)
@given(clues)
def test_format_then_parse_gives_the_same_clue(clue: Clue):
    text = format_clue(clue, PUZZLE)
    assert parse_clue(text, PUZZLE) == clue, text
