"""zebrakit check's analysis: uniqueness, contradictions, redundant clues."""

from __future__ import annotations

from zebrakit import Category, Different, Puzzle, Ref, Same, At
from zebrakit.analysis import check, minimal_conflict, redundant_clues
from zebrakit.engines import get_engine


def test_fish_is_unique_and_only_its_last_clue_is_redundant(fish):
    report = check(fish)
    assert report.unique and report.count == 1
    assert report.redundant == [15]


def test_each_redundant_clue_really_can_go(fish):
    engine = get_engine("native")
    for number in redundant_clues(fish, engine):
        rest = tuple(c for i, c in enumerate(fish.clues, 1) if i != number)
        assert engine.count(fish.with_clues(rest), 2) == 1


def test_several_solutions_come_with_two_that_differ(relaxed):
    report = check(relaxed)
    assert report.count == 7 and not report.unique and not report.capped
    first, second = report.solutions
    assert first != second and first.differences(second)


def test_the_count_is_capped(relaxed):
    report = check(relaxed, limit=3)
    assert report.count == 3 and report.capped


def test_a_contradiction_names_a_minimal_conflicting_set():
    x, p, q = Ref("a", "x"), Ref("b", "p"), Ref("b", "q")
    puzzle = Puzzle((Category("a", ("x", "y", "z")), Category("b", ("p", "q", "r"))),
                    clues=(At(x, 1), Same(x, p), At(q, 3), Different(x, p)))
    report = check(puzzle)
    assert report.count == 0
    assert report.conflict == [2, 4]
    assert minimal_conflict(puzzle, get_engine("native")) == [2, 4]


def test_a_limit_of_one_still_looks_for_a_second_solution(relaxed):
    report = check(relaxed, limit=1)
    assert report.count == 2 and not report.unique and report.capped
