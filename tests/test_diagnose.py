"""Author diagnostics: repairs of a contradiction, fewest extra clues, each clue's effect."""

from __future__ import annotations

import itertools
import json
import time

import pytest

import zebrakit
from zebrakit import Before, Offset, Apart, At, AtEnd, parse_clue
from zebrakit.cli import main
from zebrakit.diagnose import (
    candidate_clues, diagnose, fewest_extra_clues, weakenings,
)
from zebrakit.generate import generate_one

TWO_CONFLICTS = """\
title: Two conflicts
categories:
  letter: [x, y, z]
  sign: [p, q, r]
clues:
  - x == 1
  - x == 2
  - p == q
  - y == 3
"""

ONE_CONFLICT = """\
title: Bad
categories:
  letter: [x, y, z]
  sign: [p, q, r]
clues:
  - x == 1
  - x == p
  - p == 2
  - y == q
"""


def test_a_unique_puzzle_has_a_grade_and_each_clue_its_effect(fish):
    d = diagnose(fish)
    assert (d.status, d.count, d.level, d.headline) == ("unique", 1, "easy", "Unique solution (easy)")
    by_number = {e.number: e for e in d.effects}
    assert [n for n, e in by_number.items() if e.redundant] == [15]
    assert by_number[15].solutions_without == 1 and by_number[15].level_without == "medium"
    assert by_number[9].solutions_without == 17 and by_number[9].level_without is None
    assert by_number[4].solutions_without == 8 and not by_number[4].redundant
    assert d.repairs == [] and d.extra is None and d.gave_up == []


def test_several_solutions_gives_the_fewest_extra_clues_in_english(relaxed):
    d = diagnose(relaxed)
    assert d.status == "several" and d.headline == "7 solutions"
    assert d.extra is not None and d.extra.minimal and len(d.extra.clues) == 1
    fixed = relaxed.with_clues(relaxed.clues + d.extra.clues)
    assert zebrakit.count(fixed, limit=3) == 1
    assert zebrakit.violations(fixed, d.extra.solution) == []
    data = d.to_json()
    assert data["extra_clues"]["clues"][0]["english"].endswith(".")
    assert data["extra_clues"]["clues"][0]["notation"] == "Dane == white"
    assert "+ The Dane lives in the white house. [Dane == white]" in "\n".join(d.lines())


def test_an_exact_minimum_of_two_is_proved_and_no_single_clue_suffices():
    puzzle = generate_one("6x6", seed=3).puzzle
    puzzle = puzzle.with_clues(puzzle.clues[3:], puzzle.texts[3:])  # 1292 solutions
    start = time.process_time()
    extra = fewest_extra_clues(puzzle)
    assert time.process_time() - start < 5  # about 0.7 s of CPU here
    assert extra is not None and extra.minimal and len(extra.clues) == 2 and extra.lower_bound == 2
    assert zebrakit.count(puzzle.with_clues(puzzle.clues + extra.clues), limit=2) == 1


@pytest.mark.parametrize("seed, dropped, types, size", [
    (11, 2, ("same", "at", "next-to"), None),
    (4, 3, ("same", "next-to"), 3),   # 24 solutions: three clues of these two types are needed
])
def test_exact_minimum_agrees_with_brute_force(seed, dropped, types, size):
    puzzle = generate_one("4x3", seed=seed).puzzle
    puzzle = puzzle.with_clues(puzzle.clues[dropped:], puzzle.texts[dropped:])
    every = list(zebrakit.solutions(puzzle))
    extra = fewest_extra_clues(puzzle, clue_types=list(types))
    assert extra is not None and extra.minimal and extra.lower_bound == len(extra.clues)
    assert zebrakit.count(puzzle.with_clues(puzzle.clues + extra.clues), limit=2) == 1
    candidates = candidate_clues(puzzle, every, types)
    smallest = next(k for k in range(1, 6) for group in itertools.combinations(candidates, k)
                    if sum(all(c.clue.holds(s) for c in group) for s in every) == 1)
    assert len(extra.clues) == smallest and (size is None or smallest == size)


def test_an_unknown_clue_type_is_named():
    with pytest.raises(zebrakit.PuzzleError, match="unknown clue type 'nextto'; did you mean 'next-to'"):
        fewest_extra_clues(generate_one("4x3", seed=1).puzzle, clue_types=["nextto"])


def test_a_contradiction_lists_ranked_single_clue_repairs():
    d = diagnose(zebrakit.loads(ONE_CONFLICT))
    assert d.status == "contradiction" and d.report.conflict == [1, 2, 3]
    assert [(r.clues, r.action, r.solutions) for r in d.repairs] == [
        ((2,), "remove", 1), ((1,), "remove", 2), ((3,), "remove", 2)]
    assert d.lines()[:2] == ["Bad: Contradiction: no solution.", "Minimal conflicting clues:"]


def test_the_gentlest_repair_that_leaves_one_solution_comes_first(fish):
    clues = list(fish.clues)
    clues[8] = parse_clue("Norwegian == 2", fish)
    puzzle = fish.with_clues(tuple(clues) + (parse_clue("Dane == 2", fish),))
    d = diagnose(puzzle)
    assert d.report.conflict == [9, 16]
    first = d.repairs[0]
    assert (first.clues, first.action, first.solutions) == ((16,), "reverse", 1)
    assert first.replacement == At(zebrakit.Ref("nationality", "Dane"), 4)
    assert first.describe(puzzle) == "change clue 16 to 'The Dane lives in the fourth house.': one solution"
    assert all(r.solutions >= 1 for r in d.repairs)


def test_two_separate_conflicts_need_a_pair_of_removals():
    d = diagnose(zebrakit.loads(TWO_CONFLICTS))
    assert d.status == "contradiction"
    assert d.repairs and all(len(r.clues) == 2 for r in d.repairs)
    assert {r.clues for r in d.repairs} == {(1, 3), (2, 3)}
    assert "No single clue can be fixed alone" in "\n".join(d.lines())


def test_weakenings_are_implied_by_the_clue():
    a, b = zebrakit.Ref("colour", "green"), zebrakit.Ref("colour", "white")
    assert weakenings(Offset(a, b, 1), 5) == [
        ("weaken", Before(a, b)), ("weaken", Apart(a, b, 1)), ("reverse", Offset(b, a, 1))]
    assert weakenings(At(a, 1), 5) == [("weaken", AtEnd(a)), ("reverse", At(a, 5))]
    assert weakenings(At(a, 3), 5) == []


def test_a_wide_open_puzzle_stops_at_the_time_limit_with_what_it_found(fish):
    open_puzzle = fish.with_clues(fish.clues[:2])
    start = time.monotonic()
    d = diagnose(open_puzzle, time_limit=1.0, step_timeout=0.2)
    assert time.monotonic() - start < 4
    assert d.status == "several" and d.headline == "At least 1000 solutions"
    assert d.extra is not None or "extra clues" in d.gave_up


def test_check_diagnose_on_the_command_line(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text(ONE_CONFLICT)
    assert main(["check", "--diagnose", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.endswith("Repairs, best first:\n  remove clue 2: one solution\n"
                        "  remove clue 1: 2 solutions\n  remove clue 3: 2 solutions\n")
    assert main(["check", "--diagnose", "--json", str(path)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["diagnosis"]["repairs"][0] == {
        "clues": [2], "action": "remove", "solutions": 1, "replacement": None, "english": None,
        "text": "remove clue 2: one solution"}


def test_check_diagnose_with_another_engine_is_refused(capsys):
    from conftest import EXAMPLES

    assert main(["check", "--diagnose", "--engine", "sat", str(EXAMPLES / "fish.yaml")]) == 2
    assert capsys.readouterr().err == "zebrakit: error: --diagnose uses the native engine; leave out --engine\n"
