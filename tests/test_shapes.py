"""Clue relations by shape: like clues share one table, negations complement, placements answer."""

from __future__ import annotations

from itertools import product

import pytest

from zebrakit import (
    All, Apart, At, AtEnd, Before, Between, Category, Compare, Different, Either, Not, NotAt, Offset,
    Pos, Puzzle, Ref, Relation, Same,
)
from zebrakit.clues import Arith, Const
from zebrakit.engines import shapes
from zebrakit.engines.shapes import Board, Placement, canonical, shape_of

BRIT, DANE = Ref("nationality", "Brit"), Ref("nationality", "Dane")
RED, GREEN = Ref("colour", "red"), Ref("colour", "green")
TEA = Ref("drink", "tea")


def test_like_clues_share_one_shape_and_one_table():
    assert shape_of(Same(BRIT, RED), 5) is shape_of(Same(DANE, TEA), 5)
    assert shape_of(Same(BRIT, RED), 5).pair_tables() is shape_of(Same(DANE, TEA), 5).pair_tables()
    nested = Either((All((Same(BRIT, RED), Offset(GREEN, TEA))), Not(Between(BRIT, RED, TEA))))
    renamed = Either((All((Same(DANE, GREEN), Offset(RED, BRIT))), Not(Between(DANE, GREEN, BRIT))))
    assert shape_of(nested, 6) is not shape_of(renamed, 6)  # TEA's category is BRIT's in the other
    renamed = Either((All((Same(DANE, GREEN), Offset(RED, TEA))), Not(Between(DANE, GREEN, TEA))))
    assert shape_of(nested, 6) is shape_of(renamed, 6)
    left_of = Relation(Pos(GREEN), "==", Arith("-", Pos(TEA), Const(1)))
    assert shape_of(left_of, 5) is shape_of(Relation(Pos(RED), "==", Arith("-", Pos(BRIT), Const(1))), 5)
    assert shape_of(left_of, 5).allowed == shape_of(Offset(GREEN, TEA, 1), 5).allowed


def test_shapes_keep_categories_parameters_and_size_apart():
    assert shape_of(Different(BRIT, DANE), 5) is not shape_of(Different(BRIT, RED), 5)
    assert shape_of(Offset(GREEN, TEA, 1), 5) is not shape_of(Offset(GREEN, TEA, 2), 5)
    assert shape_of(AtEnd(BRIT), 5) is not shape_of(AtEnd(BRIT), 6)
    clue, refs = canonical(Between(BRIT, RED, DANE))
    assert [r.category for r in refs] == ["g0", "g1", "g0"]
    assert clue == Between(*refs)


def test_placements_never_share_a_position_within_a_category():
    shape = shape_of(Different(BRIT, DANE), 4)
    assert shape.allowed and not shape.violating  # two Brits and Danes never share a house
    assert all(a != b for a, b in shape.allowed)


@pytest.mark.parametrize("clue", [
    At(BRIT, 2), NotAt(BRIT, 1), AtEnd(RED), Same(BRIT, RED), Apart(BRIT, DANE, 2), Before(RED, TEA),
    Between(BRIT, RED, DANE, True), Either((Same(BRIT, TEA), At(RED, 3))),
])
def test_negation_tables_are_complements_over_valid_placements(clue):
    n = 5
    shape = shape_of(clue, n)
    valid = [combo for combo in product(range(1, n + 1), repeat=len(shape.refs))
             if shapes.distinct_within_groups(combo, shape.groups)]
    assert sorted(shape.allowed + shape.violating) == valid
    assert not set(shape.allowed) & set(shape.violating)
    if len(shape.refs) == 1:
        assert shape.mask() | shape.mask(True) == (1 << n) - 1 and not shape.mask() & shape.mask(True)
    elif len(shape.refs) == 2:
        tx, _ty = shape.pair_tables()
        nx, _ny = shape.pair_tables(True)
        full = (1 << n) - 1
        assert tx[full] | nx[full] == full  # every x position is in some valid placement
        for py in range(1, n + 1):  # with y fixed, holding and failing split x's valid positions
            free = full & ~(1 << (py - 1)) if shape.groups[0] == shape.groups[1] else full
            assert tx[1 << (py - 1)] | nx[1 << (py - 1)] == free
            assert not tx[1 << (py - 1)] & nx[1 << (py - 1)]
    else:
        bits = {tuple(1 << (p - 1) for p in combo) for combo in valid}
        assert set(shape.bit_tuples()) | set(shape.bit_tuples(True)) == bits


def test_pair_tables_over_every_domain_and_per_position_beyond_twelve():
    tx, _ = shape_of(Offset(GREEN, TEA, 1), 5).pair_tables()  # green + 1 == tea
    assert tx[0b00110] == 0b00011  # tea in 2 or 3: green in 1 or 2
    wide, _ = shape_of(Offset(GREEN, TEA, 1), 13).pair_tables()
    assert isinstance(wide, tuple) and len(wide) == 13 and wide[1] == 1


def test_clues_reading_categories_need_their_puzzle():
    puzzle = Puzzle((Category("name", ("a", "b", "c")), Category("price", (1, 2, 3))))
    clue = Compare("price", Ref("name", "a"), Ref("name", "b"), ">", 0)
    with pytest.raises(ValueError, match="needs the puzzle"):
        shape_of(clue, 3)
    shape = shape_of(clue, 3, puzzle)
    assert shape.refs == clue.scope(puzzle)
    assert all(shape.clue.holds(Placement(puzzle, dict(zip(shape.refs, combo)))) for combo in shape.allowed)


def test_the_partial_solution_answers_position_and_value_at():
    placement = Placement(Board(5), {BRIT: 3, RED: 3, DANE: 1})
    assert placement.position(BRIT) == 3
    assert placement.value_at("Nationality", 3) == "Brit"  # category names match normalized
    assert placement.value_at("nationality", 1) == "Dane"
    assert placement.value_at("colour", 1) is None
    assert placement.puzzle.size == 5
    placement.place({GREEN: 2})
    assert placement.value_at("colour", 2) == "green" and placement.value_at("nationality", 3) is None
