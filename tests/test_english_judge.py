"""The solver as judge of loose readings: when too many sentences may each mean one thing or
nothing to try every combination, the judge decides from the largest sets of them that can hold
together, and must reach the verdict that trying every combination reaches."""

from __future__ import annotations

import pytest

from zebrakit.clues import At, Clue, Same
from zebrakit.formats.english import judge as judging
from zebrakit.formats.english.judge import Open, judge
from zebrakit.model import Category, Puzzle, Ref

PUZZLE = Puzzle((Category("name", ("Ann", "Bo", "Cy", "Di")), Category("pet", ("cat", "dog", "eel", "fox"))))
FIXED: list[tuple[Clue, str]] = [(Same(Ref("name", n), Ref("pet", p)), f"{n} keeps the {p}.")
                                 for n, p in (("Ann", "cat"), ("Bo", "dog"), ("Cy", "eel"))]


def at(name: str, house: int) -> Open:
    return Open(f"{name} {house}", f"{name} lives in house {house}.", [At(Ref("name", name), house)], optional=True)


def verdicts(loose: list[Open], monkeypatch: pytest.MonkeyPatch) -> tuple:
    """The verdict trying every combination, and the verdict from the largest agreeing sets."""
    every = judge(PUZZLE, FIXED, loose)
    monkeypatch.setattr(judging, "MAX_COMBINATIONS", 1)
    monkeypatch.setattr(judging, "CELL_BUDGET", 1)
    largest = judge(PUZZLE, FIXED, loose)
    return every, largest


def summary(verdict: judging.Verdict) -> tuple:
    grid = verdict.solution.grid() if verdict.solution is not None and verdict.certain else None
    return verdict.certain, grid, [label for label, _, _ in verdict.chosen] if verdict.certain else None


def test_every_loose_sentence_holding_together_decides_with_the_fewest_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    every, largest = verdicts([at("Ann", 1), at("Bo", 2), at("Cy", 3), at("Di", 4)], monkeypatch)
    assert summary(largest) == summary(every)
    assert largest.certain and [label for label, _, _ in largest.chosen] == ["Bo 2", "Cy 3", "Di 4"]
    assert [row["name"] for row in largest.solution.grid()] == ["Ann", "Bo", "Cy", "Di"]


def test_a_herring_that_breaks_two_readings_and_decides_nothing_is_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """'Ann lives in house 3' cannot hold with 'Ann 1' or 'Cy 3'; with 'Bo 2' alone it leaves
    two solutions, so the only answer comes from the other sentences."""
    every, largest = verdicts([at("Ann", 1), at("Bo", 2), at("Cy", 3), at("Ann", 3)], monkeypatch)
    assert summary(largest) == summary(every)
    assert largest.certain and "Ann 3" not in [label for label, _, _ in largest.chosen]


def test_two_sets_of_readings_with_two_answers_leave_the_answer_unsure(monkeypatch: pytest.MonkeyPatch) -> None:
    """'Di lives in house 1' against 'Ann lives in house 1': each side, with the rest, has one
    solution, and they differ."""
    every, largest = verdicts([at("Ann", 1), at("Bo", 2), at("Cy", 3), at("Di", 1)], monkeypatch)
    assert not every.certain and not largest.certain
    assert largest.notes == ["2 different answers come from different readings of the unsure sentences"]


@pytest.mark.parametrize("loose", [
    [at("Ann", 1), at("Bo", 2), at("Cy", 3), at("Di", 4)],
    [at("Ann", 1), at("Bo", 2), at("Cy", 3), at("Ann", 3)],
    [at("Ann", 1), at("Bo", 2), at("Cy", 3), at("Di", 1)],
    [Open("Bo", "Bo is in 2 or 3.", [At(Ref("name", "Bo"), 2), At(Ref("name", "Bo"), 3)]), at("Cy", 3), at("Ann", 1)],
])
def test_counting_from_the_weakest_puzzles_solutions_gives_the_verdict_of_solving_each_choice(
        loose: list[Open], monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge counts each choice's solutions among the weakest puzzle's (at most POOL of
    them); with no pool it solves each choice anew, and must decide the same."""
    pooled = judge(PUZZLE, FIXED, loose)
    monkeypatch.setattr(judging, "POOL", 0)
    solved = judge(PUZZLE, FIXED, loose)
    assert summary(pooled) == summary(solved)
    assert pooled.notes == solved.notes
