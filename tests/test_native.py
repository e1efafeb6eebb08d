"""The native engine against a brute-force reference twin, on random puzzles of every clue type."""

from __future__ import annotations

import random
from itertools import permutations, product

import pytest

from zebrakit import (
    All, Apart, At, AtEnd, Before, Between, Category, Compare, Cycles, Different, Either, LabelAt,
    Not, NotApart, NotAt, Offset, Pos, Puzzle, Ref, Relation, Same, Solution, get_engine, violations,
)
from zebrakit.clues import Clue, Holder


def brute_force(puzzle: Puzzle) -> list[Solution]:
    """Every solution, by trying every permutation of every category (the readable reference).

    A grid is first tried clue by clue, stopping at the first that fails (the verifier would
    word every broken clue); one that passes is then checked whole by the verifier."""
    n = puzzle.size
    found = []
    for placement in product(permutations(range(1, n + 1)), repeat=len(puzzle.categories)):
        solution = Solution(tuple(placement), puzzle)
        if all(clue.holds(solution) for clue in puzzle.clues) and not violations(puzzle, solution):
            found.append(solution)
    return found


def random_clue(rng: random.Random, puzzle: Puzzle, depth: int = 0) -> Clue:
    refs = list(puzzle.refs())
    a, b, c = rng.sample(refs, 3) if len(refs) >= 3 else (refs[0], refs[-1], refs[0])
    n = puzzle.size
    numeric = [cat for cat in puzzle.categories if cat.numeric]
    choices = ["same", "different", "at", "notat", "offset", "before", "apart", "notapart",
               "between", "atend", "relation"]
    if depth < 1:
        choices += ["either", "all", "not"]
    if numeric:
        choices.append("compare")
    kind = rng.choice(choices)
    if kind == "same":
        return Same(a, b)
    if kind == "different":
        return Different(a, b)
    if kind == "at":
        return At(a, rng.randint(1, n))
    if kind == "notat":
        return NotAt(a, rng.randint(1, n))
    if kind == "offset":
        return Offset(a, b, rng.randint(1, max(1, n - 1)))
    if kind == "before":
        return Before(a, b)
    if kind == "apart":
        return Apart(a, b, rng.randint(1, max(1, n - 1)))
    if kind == "notapart":
        return NotApart(a, b, rng.randint(1, max(1, n - 1)))
    if kind == "between":
        return Between(a, b, c, rng.random() < 0.5)
    if kind == "atend":
        return AtEnd(a)
    if kind == "compare":
        cat = rng.choice(numeric).name
        return Compare(cat, a, b, rng.choice(["==", "!=", "<", ">="]), rng.choice([0, 10, -10, 20]))
    if kind == "relation":
        cat = rng.choice(puzzle.categories).name
        return Relation(LabelAt(cat, Pos(a)), rng.choice(["==", "!="]), LabelAt(cat, Pos(b)))
    inner = tuple(random_clue(rng, puzzle, depth + 1) for _ in range(2))
    if kind == "either":
        return Either(inner, rng.random() < 0.3)
    if kind == "all":
        return All(inner)
    return Not(inner[0])


def random_puzzle(seed: int) -> Puzzle:
    rng = random.Random(seed)
    n, k = rng.randint(2, 4), rng.randint(2, 3)
    if n == 4 and k == 3 and rng.random() < 0.5:
        k = 2
    categories = [Category(f"c{i}", tuple(f"v{i}{j}" for j in range(n))) for i in range(k - 1)]
    categories.append(Category("num", tuple(10 * (j + 1) for j in range(n))))
    base = Puzzle(tuple(categories), axis="c0" if rng.random() < 0.2 else None)
    clues = tuple(random_clue(rng, base) for _ in range(rng.randint(0, 2 * n)))
    return Puzzle(base.categories, clues=clues, axis=base.axis)


@pytest.mark.parametrize("seed", range(120))
def test_native_finds_exactly_the_brute_force_solutions(seed: int):
    puzzle = random_puzzle(seed)
    expected = sorted(s.placement for s in brute_force(puzzle))
    engine = get_engine("native")
    found = engine.all(puzzle)
    assert sorted(s.placement for s in found) == expected
    assert len(set(s.placement for s in found)) == len(found), "a solution was yielded twice"


def test_reshuffle_clues_agree_with_brute_force():
    posts = ("a", "b", "c", "d")
    base = Puzzle((Category("who", ("W", "X", "Y", "Z")), Category("now", posts), Category("next", posts)),
                  axis="who")
    clues = (Cycles("now", "next", 3),
             Relation(LabelAt("next", Pos(Ref("who", "W"))), "==",
                      LabelAt("now", Holder("next", LabelAt("now", Pos(Ref("who", "X")))))))
    puzzle = Puzzle(base.categories, clues=clues, axis="who")
    expected = sorted(s.placement for s in brute_force(puzzle))
    assert expected, "the reference should find solutions"
    assert sorted(s.placement for s in get_engine("native").all(puzzle)) == expected


def test_solutions_are_yielded_lazily(relaxed):
    engine = get_engine("native")
    iterator = engine.solutions(relaxed)
    next(iterator)
    assert engine.stats.solutions == 1


def test_count_respects_the_limit(relaxed):
    assert get_engine("native").count(relaxed, 3) == 3
    assert get_engine("native").count(relaxed) == 7


def test_statistics_are_recorded(fish):
    engine = get_engine("native")
    assert engine.count(fish) == 1
    assert engine.stats.nodes >= 1 and engine.stats.propagations > 0 and engine.stats.seconds > 0


def test_the_fish_puzzle_is_solved_by_propagation_alone(fish):
    engine = get_engine("native")
    engine.count(fish)
    assert engine.stats.nodes == 1


def test_contradiction_has_no_solution():
    puzzle = Puzzle((Category("a", ("x", "y")), Category("b", ("p", "q"))),
                    clues=(Same(Ref("a", "x"), Ref("b", "p")), Different(Ref("a", "x"), Ref("b", "p"))))
    assert get_engine("native").count(puzzle) == 0
    assert get_engine("native").first(puzzle) is None


def test_unknown_parameter_is_refused():
    from zebrakit import EngineError

    with pytest.raises(EngineError, match="engine 'native' has no parameter 'depth'"):
        get_engine("native", depth=3)


def test_unknown_engine_suggests_the_closest():
    from zebrakit import EngineError

    with pytest.raises(EngineError, match="unknown engine 'nativ'; did you mean 'native'"):
        get_engine("nativ")


def test_named_rules_are_counted(fish):
    engine = get_engine("native")
    engine.count(fish)
    rules = engine.stats.extra["rules"]
    assert rules["naked single"] > 0 and rules["distance support"] > 0
    assert set(rules) <= {"naked single", "hidden single", "Hall set", "offset support",
                          "distance support"}
    assert engine.stats.extra["merged"] == 8  # the eight 'same house' clues tie values together


def test_a_clue_that_names_no_value_is_refused():
    from zebrakit import Const, PuzzleError

    with pytest.raises(PuzzleError, match="clue 1: it names no value, so it is always true or always false"):
        Puzzle((Category("a", ("x", "y")),), clues=(Relation(Const(1), "==", Const(2)),))


def test_native_fails_a_false_constant_clue_in_compiled_form():
    from zebrakit import Const
    from zebrakit.engines.native import compile_puzzle

    base = Puzzle((Category("a", ("x", "y")),))
    false = Relation(Const(1), "==", Const(2))
    object.__setattr__(base, "clues", (false,))  # bypass validation, as a careless caller might
    object.__setattr__(base, "texts", ("",))
    assert compile_puzzle(base).failed


def test_the_compiled_cache_is_bounded():
    from zebrakit.engines import native

    engine = get_engine("native")
    for seed in range(native.COMPILED_KEPT + 20):
        engine.count(random_puzzle(seed), 1)
    assert len(native._COMPILED) <= native.COMPILED_KEPT


def test_refs_must_use_the_category_name_as_declared():
    from zebrakit import PuzzleError

    with pytest.raises(PuzzleError, match=r"Colour.red: write the category as 'colour'"):
        Puzzle((Category("colour", ("red", "green")), Category("pet", ("cat", "dog"))),
               clues=(Same(Ref("Colour", "red"), Ref("pet", "dog")),))
