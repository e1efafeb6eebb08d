"""The public propagation API: each rule against a brute-force reading of the clue it stands for.

Every rule must keep exactly the positions that take part in some placement satisfying its
clue (generalised arc consistency), no more and no less; the direct relations written on
integers must agree with ``holds``; merged ``==`` values and the search must count what the
other engines count.
"""

from __future__ import annotations

import random
from itertools import product

import pytest

from zebrakit import (
    Apart, At, AtEnd, Before, Between, Category, Different, Either, NotApart, NotAt, Offset, Puzzle,
    Ref, Same,
)
from zebrakit.engines import get_engine, native
from zebrakit.engines.propagation import (
    AllDifferent, Contradiction, OrderChain, PairSupport, PropagationStats, TupleSupport, everything,
    propagate, would_narrow,
)
from zebrakit.engines.shapes import Board, Placement, direct_relation, shape_of

A, B, C = Ref("g0", "a"), Ref("g1", "b"), Ref("g2", "c")
A2 = Ref("g0", "a2")  # A's category: never at A's position


def supported(clue, refs: tuple[Ref, ...], domains: list[int], n: int) -> list[int] | None:
    """Brute force: per value, the positions in some placement within ``domains`` where ``clue`` holds."""
    result = [0] * len(refs)
    options = [[p for p in range(1, n + 1) if d >> (p - 1) & 1] for d in domains]
    for combo in product(*options):
        groups = [(r.category, p) for r, p in zip(refs, combo)]
        if len(set(groups)) < len(groups):
            continue
        if clue.holds(Placement(Board(n), dict(zip(refs, combo)))):
            for i, p in enumerate(combo):
                result[i] |= 1 << (p - 1)
    return None if 0 in result else result


def random_domains(rng: random.Random, count: int, n: int) -> list[int]:
    return [rng.randrange(1, 1 << n) for _ in range(count)]


def revised(record, domains: list[int]) -> list[int] | None:
    """The domains after one revision of ``record``, None on contradiction."""
    domains = list(domains)
    try:
        record.revise(domains, PropagationStats())
    except Contradiction:
        return None
    return domains


@pytest.mark.parametrize("n", range(2, 13))
def test_direct_relations_agree_with_holds(n):
    clues = [Same(A, B), Different(A, B), Different(A, A2), Before(A, B), Before(A, A2), Offset(A, B, 1),
             Offset(A, A2, 2), Apart(A, B, 1), Apart(A, A2, 3), NotApart(A, B, 1), NotApart(A, A2, 2),
             At(A, 1), At(A, n), NotAt(A, 2 if n > 1 else 1), AtEnd(A), Between(A, B, C),
             Between(A, B, C, ordered=True), Between(A, B, A2), Between(A, A2, C, ordered=True)]
    for clue in clues:
        refs = clue.refs()
        direct = direct_relation(clue, refs, n)
        assert direct is not None, clue
        for combo in product(range(1, n + 1), repeat=len(refs)):
            assert direct(combo) == clue.holds(Placement(Board(n), dict(zip(refs, combo)))), (clue, combo)


@pytest.mark.parametrize("ordered", [False, True])
def test_between_rule_keeps_exactly_the_supported_positions(ordered):
    rng = random.Random(3)
    clue = Between(A, B, C, ordered)
    for trial in range(600):
        n = rng.randrange(3, 9)
        domains = random_domains(rng, 3, n)
        assert revised(OrderChain(0, 1, 2, ordered), domains) == supported(clue, (A, B, C), domains, n), \
            (trial, n, domains)


def test_tuple_support_with_residues_keeps_exactly_the_supported_positions():
    rng = random.Random(5)
    clues = [Either((Same(A, B), Same(A, C))), Either((Same(A, B), At(C, 2))), Between(A, B, A2)]
    for clue in clues:
        for n in (4, 6, 8):
            shape = shape_of(clue, n)
            refs = clue.refs()
            record = TupleSupport(tuple(range(len(refs))), shape.bit_tuples(), "tuple support")
            for _ in range(150):  # the record's residues carry over from one revision to the next
                domains = random_domains(rng, len(refs), n)
                assert revised(record, domains) == supported(clue, refs, domains, n), (clue, n, domains)


def test_either_or_by_constructive_disjunction_keeps_the_supported_positions():
    """Exact when the alternatives' values are of different categories; never less than exact."""
    rng = random.Random(11)
    exact = [Either((Same(A, B), Same(A, C))), Either((Same(A, B), At(C, 2))),
             Either((At(A, 1), Apart(B, C, 2))), Either((Before(A, B), At(A, 3)))]
    for clue in exact + [Either((Same(A, B), Same(A2, B)))]:
        refs = clue.refs()
        for n in (4, 7):
            record = native.either_record(clue, refs.index, n, "either-or support")
            assert record is not None
            for _ in range(150):
                domains = random_domains(rng, len(refs), n)
                brute, kept = supported(clue, refs, domains, n), revised(record, domains)
                if clue in exact:
                    assert kept == brute, (clue, n, domains)
                elif brute is not None:
                    assert kept is not None and all(b & ~k == 0 for b, k in zip(brute, kept))


def test_pair_support_keeps_exactly_the_supported_positions_beyond_twelve_houses():
    rng = random.Random(7)
    for n in (5, 14):
        for clue in (Apart(A, B, 2), Before(A, B), Offset(A, B, 3)):
            tx, ty = shape_of(clue, n).pair_tables()
            record = PairSupport(0, 1, tx, ty, "pair support", n <= 12)
            for _ in range(100):
                domains = random_domains(rng, 2, n)
                assert revised(record, domains) == supported(clue, (A, B), domains, n)


def test_all_different_singles_and_hall_pairs():
    full = 0b1111
    stats = PropagationStats()
    domains = [0b0001, 0b0011, 0b1110, 0b1100]  # a naked single at 1, then a hidden single at 2
    AllDifferent((0, 1, 2, 3), full).revise(domains, stats)
    assert domains == [0b0001, 0b0010, 0b1100, 0b1100]
    assert stats.naked_singles >= 1
    full = 0b11111
    domains = [0b00011, 0b00011, 0b00111, 0b11111, 0b11111]  # a Hall pair {1, 2}
    assert AllDifferent((0, 1, 2, 3, 4), full, hall=False).revise(list(domains), stats) == []
    AllDifferent((0, 1, 2, 3, 4), full, hall=True).revise(domains, stats)
    assert domains == [0b00011, 0b00011, 0b00100, 0b11000, 0b11000] and stats.hall_sets == 1
    with pytest.raises(Contradiction):  # three values on two positions
        AllDifferent((0, 1, 2, 3, 4), full, hall=True).revise([3, 3, 3, 0b11100, 0b11100], stats)


def test_would_narrow_leaves_the_domains_alone():
    domains = [0b111, 0b001]
    tx, ty = shape_of(Before(A, B), 3).pair_tables()
    assert would_narrow(PairSupport(0, 1, tx, ty, "order support"), domains)
    assert domains == [0b111, 0b001]


def fish_like(n: int = 3) -> Puzzle:
    categories = tuple(Category(f"c{c}", tuple(f"v{c}{i}" for i in range(n))) for c in range(3))
    return Puzzle(categories)


def test_values_tied_by_equals_are_one_variable():
    base = fish_like()
    v = [list(c.refs()) for c in base.categories]
    puzzle = base.with_clues((Same(v[0][0], v[1][0]), Same(v[1][0], v[2][0]), Same(v[0][1], v[1][1])))
    compiled = native.compile_puzzle(puzzle)
    assert compiled.merged == 3 and len(compiled.members) == 6
    # the merged triple: 3 houses; the merged pair: 2 of the others; c2's last two values: 2 ways
    assert get_engine("native").count(puzzle) == get_engine("brute").count(puzzle) == 12


def test_equals_within_one_category_has_no_solution():
    base = fish_like()
    v = [list(c.refs()) for c in base.categories]
    puzzle = base.with_clues((Same(v[0][0], v[1][0]), Same(v[1][0], v[0][1])))  # v00 and v01: one house
    assert native.compile_puzzle(puzzle).failed
    assert get_engine("native").count(puzzle) == 0 == get_engine("brute").count(puzzle)


def test_a_clue_over_merged_values_is_checked_whole():
    base = fish_like()
    v = [list(c.refs()) for c in base.categories]
    puzzle = base.with_clues((Same(v[0][0], v[1][0]), Apart(v[0][0], v[1][0], 1)))  # cannot both hold
    assert get_engine("native").count(puzzle) == 0 == get_engine("brute").count(puzzle)
    puzzle = base.with_clues((Same(v[0][0], v[1][0]), Between(v[0][0], v[2][1], v[1][0])))
    assert get_engine("native").count(puzzle) == 0 == get_engine("brute").count(puzzle)


def test_statistics_name_the_rules_that_narrowed(fish):
    compiled = native.compile_puzzle(fish)
    domains, stats = list(compiled.domains), PropagationStats()
    assert propagate(compiled, domains, everything(compiled), stats)
    counts = stats.rule_counts(compiled.constraints)
    assert counts["distance support"] > 0 and stats.propagations > 0
    assert set(counts) <= {"naked single", "hidden single", "offset support", "distance support"}


@pytest.mark.parametrize("size", ["4x3", "4x4", "5x3"])
def test_native_counts_what_sat_and_brute_count_on_generated_puzzles_with_clues_dropped(size):
    """Unique generated puzzles, and the same with clues dropped (many solutions): exact agreement.

    Brute force checks the 4-house puzzles; at 5 houses it is too slow and SAT is the reference.
    """
    from zebrakit.engines import available
    from zebrakit.generate import generate

    reference = "brute" if size.startswith("4") else "sat"
    if not available(reference)[0]:
        pytest.skip(f"{reference} is not installed")
    rng = random.Random(size)
    for generated in generate(size, count=5, seed=31):
        puzzle = generated.puzzle
        variants = [puzzle] + [puzzle.with_clues(tuple(c for c in puzzle.clues if rng.random() < 0.6))
                               for _ in range(3)]
        for variant in variants:
            expected = get_engine(reference).count(variant)
            assert get_engine("native").count(variant) == expected
            assert get_engine("native", hall=True).count(variant) == expected


def test_clues_that_never_hold_have_no_support_whatever_their_width():
    """Every empty list of tuples is one object: its index must still fit each record's width."""
    for width in (3, 2, 4):
        record = TupleSupport(tuple(range(width)), (), "tuple support")
        with pytest.raises(Contradiction):
            record.revise([0b111] * width, PropagationStats())
