"""Algorithm C and the puzzle as exact covering with colours, against a tiny readable twin."""

from __future__ import annotations

import pytest
from randompuzzles import random_puzzle, size_of

import zebrakit
from zebrakit.engines import get_engine
from zebrakit.engines.dlx import AlgorithmC, ExactCover, formulate, knuth_text

from conftest import EXAMPLES


def parse_knuth(text: str) -> tuple[list[str], list[str], list[list[tuple[str, str | None]]]]:
    """Primary items, secondary items and options from Knuth's DLX text format."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("|")]
    head, _, tail = lines[0].partition("|")
    options = []
    for line in lines[1:]:
        option = []
        for word in line.split():
            name, colon, colour = word.partition(":")
            option.append((name, colour if colon else None))
        options.append(option)
    return head.split(), tail.split(), options


def twin_count(primary: list[str], options: list[list[tuple[str, str | None]]]) -> int:
    """Exact covers with colours, counted by plain recursion: the readable reference."""

    def count(uncovered: frozenset, colours: dict) -> int:
        if not uncovered:
            return 1
        item = min(uncovered, key=lambda i: sum(1 for o in options if any(n == i for n, _ in o)))
        total = 0
        for option in options:
            names = {n for n, _ in option}
            if item not in names or not names & set(primary) <= uncovered:
                continue
            if any(c is not None and colours.get(n, c) != c for n, c in option):
                continue
            new = dict(colours)
            new.update({n: c for n, c in option if c is not None})
            total += count(uncovered - names, new)
        return total

    return count(frozenset(primary), {})


def test_knuths_small_example():
    # TAOCP 7.2.2.1, the colour example: items p q r | x y
    xcc = ExactCover(["p", "q", "r"], ["x", "y"])
    for option in (["p", "q", "x", "y:A"], ["p", "r", "x:A", "y"], ["p", "x:B"], ["q", "x:A"], ["r", "y:B"]):
        xcc.add_option([(w.partition(":")[0], w.partition(":")[2] or None) for w in option], ())
    assert sorted(map(sorted, AlgorithmC(xcc).solve())) == [[1, 3]]


def test_zebra_nodes_shrink_with_inverse_items():
    zebra = zebrakit.load(EXAMPLES / "zebra.yaml")
    plain, inverse = get_engine("dlx"), get_engine("dlx", inverse=True)
    assert plain.count(zebra) == inverse.count(zebra) == 1
    assert inverse.stats.nodes < plain.stats.nodes
    assert plain.stats.extra["options"] == 80  # as the dancing-links approach counts them


def test_zebra_text_format():
    zebra = zebrakit.load(EXAMPLES / "zebra.yaml")
    text = knuth_text(zebra)
    primary, secondary, options = parse_knuth(text)
    assert primary[:14] == [f"#{k}" for k in range(1, 15)]
    assert set(primary[14:]) == {"P.zebra", "D.water"}  # the two implicit clues
    assert "N1" in secondary and "C5" in secondary
    fifth = options[[o[0][0] for o in options].index("#5")]
    assert [f"{n}:{c}" if c else n for n, c in fifth] == ["#5", "N1:Norwegian"]
    assert twin_count(primary, options) == 1


TINY_SEEDS = [seed for seed in range(120) if size_of(seed)[0] <= 3][:20]
"""Random puzzles small enough for the readable twin."""


@pytest.mark.xdist_group("random puzzles")  # shares the built random puzzles (randompuzzles.py)
@pytest.mark.parametrize("seed", TINY_SEEDS)
@pytest.mark.parametrize("inverse", [False, True])
def test_text_format_and_twin_agree_with_algorithm_c(seed, inverse):
    puzzle = random_puzzle(seed)
    primary, _, options = parse_knuth(knuth_text(puzzle, inverse))
    engine = get_engine("dlx", inverse=inverse)
    assert twin_count(primary, options) == engine.count(puzzle) == get_engine("native").count(puzzle)


def test_values_all_gives_every_value_an_item(fish):
    xcc = formulate(fish, values="all")
    assert len(xcc.primary) == len(fish.clues) + 25
    assert get_engine("dlx", values="all").count(fish) == 1
