"""Generated puzzles: unique and 1-minimal by independent checkers, reproducible, every clue type, difficulty."""

from __future__ import annotations

import statistics
from collections import Counter
from itertools import permutations

import pytest

from zebrakit.cli import main
from zebrakit.difficulty import measure
from zebrakit.engines import REGISTRY, available, get_engine
from zebrakit.formats.files import dumps, loads
from zebrakit.generate import CLUE_TYPES, generate, generate_one, settings_from
from zebrakit.generate.candidates import clue_type_weights, type_of
from zebrakit.model import PuzzleError
from zebrakit.themes import THEMES, VOCABULARIES
from zebrakit.verify import violations


# --------------------------------------------------------------------------- an independent checker
class _Partial:
    """Positions of the values placed so far, enough for a clue's ``holds``."""

    def __init__(self, puzzle):
        self.puzzle = puzzle
        self.positions = {}

    def position(self, ref):
        return self.positions[ref]


def brute_count(puzzle, clues, limit=2):
    """Solutions of ``clues`` on ``puzzle``'s categories by trying every permutation, category by category."""
    state = _Partial(puzzle)
    categories = puzzle.categories
    n = puzzle.size
    scopes = [set(c.refs()) for c in clues]
    placed_after = []  # clues whose values are all placed once category i is placed
    placed = set()
    for category in categories:
        placed |= set(category.refs())
        placed_after.append([c for c, scope in zip(clues, scopes) if scope <= placed
                             and c not in {x for group in placed_after for x in group}])
    found = 0

    def place(i):
        nonlocal found
        if i == len(categories):
            found += 1
            return found >= limit
        refs = categories[i].refs()
        for order in permutations(range(1, n + 1)):
            for ref, p in zip(refs, order):
                state.positions[ref] = p
            if all(c.holds(state) for c in placed_after[i]) and place(i + 1):
                return True
        return False

    place(0)
    return found


def other_engines():
    return [name for name in ("sat", "cpsat") if name in REGISTRY and available(name)[0]]


def assert_unique_and_minimal(puzzle, count):
    assert count(puzzle, puzzle.clues) == 1
    for i in range(len(puzzle.clues)):
        rest = puzzle.clues[:i] + puzzle.clues[i + 1:]
        assert count(puzzle, rest) >= 2, f"clue {i + 1} can go: {puzzle.clues[i]}"


# --------------------------------------------------------------------------- uniqueness and minimality
@pytest.mark.parametrize("size", ["3x3", "4x3", "3x4", "2x2", "4x2"])
def test_unique_and_one_minimal_by_brute_force(size):
    for generated in generate(size, count=3, seed=11):
        assert_unique_and_minimal(generated.puzzle, brute_count)


@pytest.mark.parametrize("engine", ["sat", "cpsat"])
@pytest.mark.parametrize("size", ["5x5", "6x4"])
def test_unique_and_one_minimal_by_another_engine(engine, size):
    if engine not in other_engines():
        pytest.skip(f"engine {engine!r} is not registered here")
    solver = get_engine(engine)

    def count(puzzle, clues):
        return solver.count(puzzle.with_clues(clues), 2)

    for generated in generate(size, count=2, seed=5):
        assert_unique_and_minimal(generated.puzzle, count)


def test_solution_holds_and_answers_the_question():
    for generated in generate("5x4", count=3, seed=2, theme="people"):
        assert violations(generated.puzzle, generated.solution) == []
        question = generated.question
        assert question.text.startswith("Who ") and question.text.endswith("?")
        assert "{}" in question.answer
        assert generated.answer == generated.solution.answer(question)


# --------------------------------------------------------------------------- reproducibility
def test_same_seed_same_puzzles_whatever_the_workers():
    one = [g.puzzle for g in generate("5x5", count=4, seed="abc", workers=1)]
    two = [g.puzzle for g in generate("5x5", count=4, seed="abc", workers=2)]
    assert one == two
    assert generate_one("5x5", seed="abc", index=2).puzzle == one[2]
    assert [g.puzzle for g in generate("5x5", count=2, seed="abd")] != one[:2]


# --------------------------------------------------------------------------- clue types
@pytest.mark.parametrize("name", list(CLUE_TYPES))
def test_every_clue_type_is_produced_and_switchable(name):
    support = "" if CLUE_TYPES[name].asymmetric else ",at=0.3"
    made = Counter()
    for generated in generate("5x3", count=3, seed=1, clue_types=f"{name}=5{support}"):
        made.update(type_of(c) for c in generated.puzzle.clues)
    assert made[name] > 0
    assert set(made) <= {name, "at"}
    for generated in generate("5x3", count=3, seed=1, clue_types=f"-{name}"):
        assert name not in {type_of(c) for c in generated.puzzle.clues}


def test_clue_type_specs():
    assert set(clue_type_weights("same,at=2")) == {"same", "at"}
    assert clue_type_weights("same,at=2")["at"] == 2
    weights = clue_type_weights("+same=9,-either-or")
    assert weights["same"] == 9 and "either-or" not in weights and "next-to" in weights
    assert "immediately-left" in clue_type_weights("immediately-right,at")
    with pytest.raises(PuzzleError, match=r"unknown clue type 'nxt-to'.*next-to"):
        clue_type_weights("nxt-to")
    with pytest.raises(PuzzleError, match="mirror image"):
        clue_type_weights("same,next-to")
    with pytest.raises(PuzzleError, match="no clue type left"):
        clue_type_weights("at=0")


# --------------------------------------------------------------------------- difficulty
def test_difficulty_levels_are_what_they_claim_and_hard_needs_more_search():
    nodes = {}
    for level in ("easy", "hard"):
        puzzles = list(generate("6x5", count=3, seed=4, level=level))
        for generated in puzzles:
            assert generated.difficulty.level == level
            native = measure(generated.puzzle)  # the native engine's own account
            assert native.level == level
            assert native.nodes == generated.difficulty.nodes
            assert native.solutions == 1
        nodes[level] = [g.difficulty.nodes for g in puzzles]
    assert nodes["easy"] == [1, 1, 1]  # propagation alone: one node, no guess
    assert min(nodes["hard"]) > 1
    assert statistics.mean(nodes["hard"]) > statistics.mean(nodes["easy"])


def test_medium_needs_search_but_one_round_of_hypotheses():
    for generated in generate("5x5", count=2, seed=8, level="medium"):
        d = generated.difficulty
        assert d.level == "medium" and d.rounds == 1 and d.nodes > 1
        assert d.fixed_by_propagation < 1


def test_network_reasons_like_the_native_engine():
    """Same propagation fixpoint and rounds; the nodes reported are the native engine's own."""
    for generated in generate("6x6", count=4, seed=9):
        engine = get_engine("native")
        assert engine.count(generated.puzzle, 2) == 1
        assert engine.stats.nodes == generated.difficulty.nodes
        native = measure(generated.puzzle)
        assert native.fixed_by_propagation == generated.difficulty.fixed_by_propagation
        assert native.rounds == generated.difficulty.rounds


# --------------------------------------------------------------------------- sizes, themes, errors
def test_sizes_chosen_independently_up_to_ten_by_ten():
    generated = generate_one("10x10", seed=1)
    assert generated.puzzle.size == 10 and len(generated.puzzle.categories) == 10
    assert violations(generated.puzzle, generated.solution) == []
    generated = generate_one("2x7", seed=1)
    assert generated.puzzle.size == 2 and len(generated.puzzle.categories) == 7


@pytest.mark.parametrize("size, message", [
    ("1x5", "too small"), ("13x2", "too large"), ("6by6", "not HOUSESxCATEGORIES"), ("x", "not HOUSES"),
])
def test_bad_sizes_say_what_is_wrong(size, message):
    with pytest.raises(PuzzleError, match=message):
        settings_from(size)


def test_a_size_in_superscript_digits_is_refused_not_a_traceback(capsys):
    # '²'.isdigit() is true, but int('²') raises ValueError
    message = "size '²x3' is not HOUSESxCATEGORIES: write e.g. 6x6 (6 houses, 6 categories) or 5x4"
    with pytest.raises(PuzzleError) as refused:
        settings_from("²x3")
    assert str(refused.value) == message
    assert main(["generate", "--size", "²x3"]) == 2
    assert capsys.readouterr().err == f"zebrakit: error: {message}\n"


def test_bad_theme_and_level():
    with pytest.raises(PuzzleError, match="unknown theme 'clasic'; did you mean 'classic'"):
        settings_from("5x5", theme="clasic")
    with pytest.raises(PuzzleError, match="unknown difficulty"):
        settings_from("5x5", difficulty="brutal")


def test_themes_have_unique_readable_values_that_round_trip():
    seen = {}
    for vocabulary in VOCABULARIES.values():
        assert len(vocabulary.values) >= 10
        assert "{}" in vocabulary.noun and "{}" in vocabulary.verb
        for value in vocabulary.values:
            key = value.casefold()
            assert key not in seen, f"{value} is in {seen.get(key)} and {vocabulary.name}"
            seen[key] = vocabulary.name
    for theme in THEMES:
        generated = generate_one("6x5", seed=3, theme=theme)
        assert loads(dumps(generated.puzzle)) == generated.puzzle


def test_classic_theme_reads_like_the_fish_puzzle():
    generated = generate_one("5x5", seed=0)
    names = [c.name for c in generated.puzzle.categories]
    assert names == ["nationality", "colour", "pet", "drink", "cigar"]
    assert generated.puzzle.category("pet").noun == "the {} owner"


def test_a_level_too_hard_for_so_few_houses_is_refused_at_once():
    with pytest.raises(PuzzleError, match="no hard puzzle with 3 houses: at this size one round of hypotheses "
                                          "solved every one of 3,000 unique puzzles measured; ask for a medium"):
        settings_from("3x5", level="hard")
    with pytest.raises(PuzzleError, match="no medium puzzle with 2 houses: at this size propagation alone"):
        settings_from("2x4", level="medium")
    assert settings_from("4x4", level="hard").houses == 4
    with pytest.raises(PuzzleError, match="a difficulty band or a generator level, not both"):
        settings_from("4x4", "classic", None, "hard", level="hard")


def test_one_round_enough_agrees_with_the_rounds_of_hypotheses_when_clues_go():
    """The incremental round (trying only what the superset's round refuted) gives the same verdicts."""
    import random

    from zebrakit.engines.propagation import PropagationStats
    from zebrakit.generate.builder import Drawer, Hidden, _within, collect, one_round_enough
    from zebrakit.generate.network import Network
    from zebrakit.themes import DEFAULT_THEME, get_theme

    rng = random.Random(5)
    verdicts = set()
    for _ in range(6):
        n, k = 5, 4
        hidden = Hidden(get_theme(DEFAULT_THEME).categories(n, k, rng),
                        [p for _ in range(k) for p in rng.sample(range(n), n)])
        links = collect(hidden, Drawer(hidden, clue_type_weights()), rng)
        consistent = [1 << p for p in hidden.position]
        stats = PropagationStats()
        kept = list(links)
        state = one_round_enough(Network(n, k, kept), consistent, stats)[1]
        for link in list(kept):
            trial = [x for x in kept if x is not link]
            within, found = one_round_enough(Network(n, k, trial), consistent, stats, state)
            assert within == _within(Network(n, k, trial), "medium", consistent, stats)
            verdicts.add(within)
            if within:
                kept, state = trial, found
    assert verdicts == {True, False}


def test_removal_within_propagation_decides_as_one_root_per_trial():
    """Divide and conquer over the trials keeps exactly the clues the plain greedy pass keeps."""
    import random

    from zebrakit.engines.propagation import PropagationStats
    from zebrakit.generate.builder import Drawer, Hidden, collect
    from zebrakit.generate.network import Network, kept_by_propagation, solved
    from zebrakit.themes import DEFAULT_THEME, get_theme

    rng = random.Random(11)
    for n, k, hall in ((4, 4, False), (6, 5, True), (7, 7, False), (8, 6, True)):
        hidden = Hidden(get_theme(DEFAULT_THEME).categories(n, k, rng),
                        [p for _ in range(k) for p in rng.sample(range(n), n)])
        links = collect(hidden, Drawer(hidden, clue_type_weights()), rng)
        order = list(range(len(links)))
        rng.shuffle(order)
        expected = [True] * len(links)
        for i in order:
            expected[i] = False
            root = Network(n, k, [x for x, kept in zip(links, expected) if kept], hall=hall).root(PropagationStats())
            expected[i] = root is None or not solved(root)
        assert kept_by_propagation(n, k, links, order, hall, PropagationStats()) == expected
        assert not all(expected) and any(expected)


def test_witnesses_are_second_solutions_of_the_other_clues():
    """Every clue a witness shows needed has one: an assignment other than the hidden solution
    meeting every other clue (checked on a whole network), and the greedy removal keeps it."""
    import random

    from zebrakit.engines.propagation import PropagationStats
    from zebrakit.generate.builder import Drawer, Hidden, collect
    from zebrakit.generate.network import Network, kept_by_propagation
    from zebrakit.generate.witnesses import Witnesses
    from zebrakit.themes import DEFAULT_THEME, get_theme

    rng = random.Random(3)
    for n, k in ((5, 5), (7, 6), (9, 9)):
        hidden = Hidden(get_theme(DEFAULT_THEME).categories(n, k, rng),
                        [p for _ in range(k) for p in rng.sample(range(n), n)])
        links = collect(hidden, Drawer(hidden, clue_type_weights()), rng)
        bits = [1 << p for p in hidden.position]
        witnesses = Witnesses(bits)
        needed = witnesses.from_swaps(links, n, k)
        assert needed
        for i in needed:
            witness = witnesses.get(links[i].clue)
            assert witness is not None and witness != bits
            assert Network(n, k, links[:i] + links[i + 1:]).allows(witness)
        order = list(range(len(links)))
        rng.shuffle(order)
        stats = PropagationStats()
        assert kept_by_propagation(n, k, links, order, False, stats, needed) == \
            kept_by_propagation(n, k, links, order, False, stats)


def test_a_link_allows_an_assignment_when_its_clue_holds_there():
    import random

    from zebrakit.generate.builder import Drawer, Hidden
    from zebrakit.generate.network import Link
    from zebrakit.model import Puzzle, Solution
    from zebrakit.themes import DEFAULT_THEME, get_theme

    rng = random.Random(8)
    n, k = 6, 5
    categories = get_theme(DEFAULT_THEME).categories(n, k, rng)
    hidden = Hidden(categories, [p for _ in range(k) for p in rng.sample(range(n), n)])
    drawer = Drawer(hidden, clue_type_weights())
    puzzle = Puzzle(categories=categories, clues=())
    verdicts = set()
    for _ in range(300):
        drawn = drawer.draw(rng)
        if drawn is None:
            continue
        link = Link(drawn[0], drawn[1], n)
        other = [p for _ in range(k) for p in rng.sample(range(n), n)]
        solution = Solution(tuple(tuple(other[c * n + i] + 1 for i in range(n)) for c in range(k)), puzzle)
        holds = link.clue.holds(solution)
        assert link.allows([1 << p for p in other]) == holds
        verdicts.add(holds)
    assert verdicts == {True, False}


def test_swap_cover_follows_the_links_that_go():
    """A link the cover calls needed has a swap breaking it alone among the kept links."""
    import random

    from zebrakit.generate.builder import Drawer, Hidden, collect
    from zebrakit.generate.witnesses import SwapCover, swaps
    from zebrakit.themes import DEFAULT_THEME, get_theme

    rng = random.Random(4)
    n, k = 7, 7
    hidden = Hidden(get_theme(DEFAULT_THEME).categories(n, k, rng),
                    [p for _ in range(k) for p in rng.sample(range(n), n)])
    links = collect(hidden, Drawer(hidden, clue_type_weights()), rng)
    bits = [1 << p for p in hidden.position]
    cover = SwapCover(links, bits, n, k)
    kept = set(range(len(links)))
    for j in rng.sample(range(len(links)), len(links) // 2):
        kept.discard(j)
        cover.drop(j)
        for i in kept:
            alone = any(set(broken) & kept == {i} for _, broken in swaps(links, bits, n, k, 3))
            assert cover.needed(i) == alone


def test_a_repaired_floor_set_tries_the_new_clues_first_then_the_kept_ones_in_their_order():
    import random

    from zebrakit.generate.bands import _order_after_repair

    # links 0..5 tried in the order 4, 1, 5, 0, 2, 3; kept: 1, 2, 4, 5 (ranks 0..3); rank 1 (link 2) banned
    keep = [False, True, True, False, True, True]
    order = _order_after_repair([4, 1, 5, 0, 2, 3], keep, 1, 3, 6, random.Random(1))
    # the rest keeps links 1, 4, 5 as 0, 1, 2; links 3..5 are new
    assert sorted(order[:3]) == [3, 4, 5]
    assert order[3:] == [1, 0, 2]
