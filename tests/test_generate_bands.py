"""Puzzles of a band: graded as asked by the full explanation, unique and 1-minimal by independent checks."""

from __future__ import annotations

import json

import pytest

from test_generate import brute_count, other_engines

from zebrakit.cli import main
from zebrakit.engines import get_engine
from zebrakit.explain import grade
from zebrakit.explain.banding import in_band, path_grade
from zebrakit.generate import Skipped, build, build_or_skip, generate, settings_from, write_run
from zebrakit.generate.bands import weaker_forms
from zebrakit.generate.candidates import Hidden, clue_type_weights
from zebrakit.model import PuzzleError


def assert_unique_and_minimal_by_brute_force(puzzle):
    """Exactly one solution, and a second one without any single clue (every permutation tried)."""
    assert brute_count(puzzle, puzzle.clues) == 1
    for i in range(len(puzzle.clues)):
        assert brute_count(puzzle, puzzle.clues[:i] + puzzle.clues[i + 1:]) == 2, f"clue {i + 1} is redundant"


@pytest.mark.parametrize("band", ["easy", "medium", "hard"])
def test_4x4_puzzles_grade_as_the_band_asked_and_are_unique_and_minimal(band):
    for generated in generate("4x4", count=3, seed=11, difficulty=band):
        graded = grade(generated.puzzle)  # the whole explanation, with its sentences
        assert graded.band == band and graded.status == "unique"
        d = generated.difficulty
        assert (d.band, d.score, d.hardest) == (band, graded.score, graded.hardest)
        assert_unique_and_minimal_by_brute_force(generated.puzzle)


def test_hard_4x4_needs_three_what_ifs_or_more():
    generated = build(settings_from("4x4", difficulty="hard"), 3, 0)
    graded = grade(generated.puzzle)
    assert graded.hardest in ("what-if", "case split") and 10 <= graded.score < 14
    assert graded.hardest == "case split" or graded.hardest_steps >= 3


@pytest.mark.parametrize("band", ["hard", "expert"])  # hard 8x8 comes from the 'near hall' floor
def test_8x8_is_in_the_band_and_unique_and_minimal_by_another_engine(band):
    from zebrakit.generate.bands import floor_of

    engines = other_engines()
    if not engines:
        pytest.skip("no sat or cpsat engine installed")
    engine = get_engine(engines[0])
    assert floor_of(band, 8, 8) == {"hard": "near hall", "expert": "none"}[band]
    generated = build(settings_from("8x8", difficulty=band), 1, 0)
    puzzle = generated.puzzle
    assert grade(puzzle).band == band == generated.difficulty.band
    assert engine.count(puzzle, 2) == 1
    for i in range(len(puzzle.clues)):
        fewer = puzzle.with_clues(puzzle.clues[:i] + puzzle.clues[i + 1:], ())
        assert engine.count(fewer, 2) == 2, f"clue {i + 1} is redundant"


def test_path_grade_is_the_grade_and_stops_early_above_the_band():
    for generated in generate("6x6", count=3, seed=5):
        full = grade(generated.puzzle)
        assert path_grade(generated.puzzle) == full
        if full.band != "easy":
            stopped = path_grade(generated.puzzle, stop_above="easy")
            assert stopped.status == "partial" and stopped.band != "easy"
            assert stopped.steps <= full.steps


class _Placement:
    """Positions of every value, for a clue's ``holds``."""

    def __init__(self, positions):
        self.positions = positions

    def position(self, ref):
        return self.positions[ref]


def _hidden_and_links(n, k, seed):
    import random

    from zebrakit.generate.builder import collect, reduce
    from zebrakit.generate.candidates import Drawer
    from zebrakit.themes import get_theme

    rng = random.Random(seed)
    categories = get_theme("classic").categories(n, k, rng)
    hidden = Hidden(categories, [p for _ in range(k) for p in rng.sample(range(n), n)])
    links = reduce(hidden, collect(hidden, Drawer(hidden, clue_type_weights()), rng), rng)
    return hidden, links, rng


def _every_placement(hidden):
    from itertools import permutations, product

    refs = [[hidden.ref(c * hidden.n + i) for i in range(hidden.n)] for c in range(hidden.k)]
    for orders in product(permutations(range(1, hidden.n + 1)), repeat=hidden.k):
        yield _Placement({ref: p for group, order in zip(refs, orders) for ref, p in zip(group, order)})


def test_weaker_and_stronger_forms_are_implied_both_ways_on_every_placement():
    """A weaker clue holds wherever the clue does; a stronger one only where the clue does."""
    from zebrakit.generate.bands import stronger_forms

    hidden, links, rng = _hidden_and_links(4, 3, 4)
    weights = clue_type_weights()
    truth = _Placement({hidden.ref(v): p + 1 for v, p in enumerate(hidden.position)})
    pairs = []
    for link in links:
        pairs += [(link.clue, weaker) for weaker in weaker_forms(link.clue, hidden, rng, weights)]
        pairs += [(stronger, link.clue) for stronger in stronger_forms(link.clue, hidden, rng, weights)]
        pairs += [(link.clue, link.clue)]
    placements = list(_every_placement(hidden))
    assert len(placements) == 24 ** 3
    for strong, weak in pairs:
        assert strong.holds(truth) and weak.holds(truth)
        assert all(weak.holds(p) for p in placements if strong.holds(p)), (strong, weak)
    assert len(pairs) > len(links)


def test_easing_and_hardening_keep_the_set_unique_and_minimal():
    from zebrakit.generate.bands import ease, grade_links, harden
    from zebrakit.model import Puzzle

    weights = clue_type_weights()
    moved = set()
    for seed in range(40):
        hidden, links, rng = _hidden_and_links(4, 4, seed)
        graded = grade_links(hidden, links)
        if graded.band == "medium" and "eased" not in moved:
            links, graded, _ = ease(hidden, links, graded, "easy", rng, weights)
            what = "eased"
        elif graded.band == "easy" and "hardened" not in moved:
            links, graded, _ = harden(hidden, links, graded, "medium", rng, weights)
            what = "hardened"
        else:
            continue
        puzzle = Puzzle(categories=hidden.categories, clues=tuple(link.clue for link in links))
        assert grade(puzzle).band == graded.band
        assert_unique_and_minimal_by_brute_force(puzzle)
        if graded.band == {"eased": "easy", "hardened": "medium"}[what]:
            moved.add(what)
        if len(moved) == 2:
            break
    assert moved == {"eased", "hardened"}


def test_a_band_out_of_reach_is_refused_at_once_with_the_reason():
    with pytest.raises(PuzzleError, match=r"no expert puzzle of size 5x5: an expert grade needs a what-if "
                                          r"inside a what-if or dozens of what-ifs"):
        settings_from("5x5", difficulty="expert")
    with pytest.raises(PuzzleError, match=r"no hard puzzle of size 2x4"):
        settings_from("2x4", difficulty="hard")
    with pytest.raises(PuzzleError, match="no expert puzzle of size 4x4"):
        in_band("4x4", "expert")
    assert settings_from("6x6", difficulty="expert").difficulty == "expert"


def test_cli_refuses_a_band_out_of_reach_with_exit_2(capsys):
    assert main(["generate", "--size", "4x4", "--difficulty", "expert"]) == 2
    err = capsys.readouterr().err
    assert "no expert puzzle of size 4x4" in err and "Traceback" not in err


def test_cli_record_says_the_band_and_score_reached(tmp_path):
    out = tmp_path / "hard.jsonl"
    assert main(["generate", "--size", "5x5", "--count", "2", "--seed", "3", "--difficulty", "hard",
                 "--out", str(out), "--quiet"]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["settings"]["difficulty"] for r in records] == ["hard", "hard"]
    for r in records:
        d = r["difficulty"]
        assert d["band"] == "hard" and 10 <= d["score"] < 14 and d["hardest"]


def test_in_band_is_the_generated_puzzle_of_that_index():
    banded = in_band("4x4", "medium", seed=2, index=1)
    generated = build(settings_from("4x4", difficulty="medium"), 2, 1)
    assert banded.puzzle == generated.puzzle and banded.grade.band == "medium"


def test_a_band_run_with_skipped_indices_completes_and_resumes_byte_for_byte(tmp_path):
    settings = settings_from("3x3", difficulty="hard", max_attempts=1, retries=0)
    assert isinstance(build_or_skip(settings, 1, 0), Skipped)
    whole, cut = tmp_path / "whole.jsonl", tmp_path / "cut.jsonl"
    skipped: list[Skipped] = []
    write_run(settings, 1, 6, whole, skipped=skipped)
    assert skipped and all(s.reason.startswith("no hard 3x3 puzzle in 1 x 1 attempts") for s in skipped)
    text = whole.read_text(encoding="utf-8")
    cut.write_text(text[: text.index("\n") + 30], encoding="utf-8")  # one line and a torn second
    write_run(settings, 1, 6, cut, resume=True, workers=2)
    assert cut.read_bytes() == whole.read_bytes()
