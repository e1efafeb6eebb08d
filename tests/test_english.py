"""The English reader and writer: seed clue wordings, general forms, errors, round trips."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import zebrakit as z
from zebrakit.clues import (
    All, Apart, At, AtEnd, Before, Between, Different, Either, Not, NotApart, NotAt, Offset, Same,
)
from zebrakit.english import EnglishError, read_clue, read_puzzle, write_clue, write_puzzle
from zebrakit.solve import solutions

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
DATA = ROOT / "tests" / "data"


def data(*parts: str) -> Path:
    """A file of the third-party puzzle sets in tests/data; fails clearly when it is missing."""
    path = DATA.joinpath(*parts)
    if not path.exists():
        pytest.fail(f"{path} is missing: the puzzle sets belong in tests/data (see its README.md)")
    return path


@pytest.fixture(scope="module")
def fish() -> z.Puzzle:
    return z.load(EXAMPLES / "fish.yaml")


@pytest.fixture(scope="module")
def zebra() -> z.Puzzle:
    return z.load(EXAMPLES / "zebra.yaml")


def ref(puzzle: z.Puzzle, value: str) -> z.Ref:
    return puzzle.resolve(value)


# ------------------------------------------------------------------ the seed wordings
FISH_WORDINGS = [
    # the annealing article, the permutation post and the mathematical-programming chapter
    ("The Brit lives in the house with red walls.", "Brit == red"),
    ("the `Brit` lives in the *red house*", "Brit == red"),
    ("The Brit lives in the red house.", "Brit == red"),
    ("The Swede has a dog.", "Swede == dog"),
    ("the `Swede` keeps dogs \U0001F415 as pets", "Swede == dog"),
    ("The Swede keeps dogs as pets.", "Swede == dog"),
    ("The Dane drinks tea.", "Dane == tea"),
    ("The house with green walls is directly to the left of the house with white walls.", "green + 1 == white"),
    ("The green house is immediately to the left of the white house.", "green + 1 == white"),
    ("the green house is on the left of the white house", "green + 1 == white"),
    ("The owner of the house with green walls drinks coffee.", "green == coffee"),
    ("the green house's owner drinks coffee", "green == coffee"),
    ("The green house owner drinks coffee.", "green == coffee"),
    ("The person who smokes Pall Mall cigars owns a bird.", "Pall Mall == bird"),
    ("the person who smokes Pall Mall \U0001F6AC rears birds \U0001F426", "Pall Mall == bird"),
    ("The owner of the house with yellow walls smokes Dunhill.", "yellow == Dunhill"),
    ("the owner of the yellow house smokes Dunhill", "yellow == Dunhill"),
    ("The man living in the center house drinks milk.", "milk == 3"),
    ("The person in the centre house drinks milk.", "milk == 3"),
    ("The Norwegian lives in the first house.", "Norwegian == 1"),
    ("The man who smokes blends lives next to the cat owner.", "abs(Blends - cat) == 1"),
    ("the man who smokes blends lives next to the one who keeps cats", "abs(Blends - cat) == 1"),
    ("The Blends smoker lives next to the cat owner.", "abs(Blends - cat) == 1"),
    ("The horse\u2019s owner lives next to the man who smokes Dunhill.", "abs(horse - Dunhill) == 1"),
    ("the man who keeps horses lives next to the man who smokes Dunhill", "abs(horse - Dunhill) == 1"),
    ("The horse owner lives next to the Dunhill smoker.", "abs(horse - Dunhill) == 1"),
    ("The man who smokes Blue Master drinks root beer.", "Blue Master == root beer"),
    ("the owner who smokes BlueMaster drinks beer", "Blue Master == root beer"),
    ("The Bluemaster smoker drinks beer.", "Blue Master == root beer"),
    ("The German smokes Prince.", "German == Prince"),
    ("The Norwegian lives next to the house with blue walls.", "abs(Norwegian - blue) == 1"),
    ("The man who smokes Blends lives next to the man who drinks water.", "abs(Blends - water) == 1"),
    ("the man who smokes blend has a neighbor who drinks water", "abs(Blends - water) == 1"),
    ("The Blends smoker has a neighbour who drinks water.", "abs(Blends - water) == 1"),
]

ZEBRA_WORDINGS = [
    # the dancing-links article and the classic (exercism) text
    ("The Englishman lives in the red house", "Englishman == red"),
    ("The diplomat lives in the yellow house", "diplomat == yellow"),
    ("The painter is from Japan", "painter == Japanese"),
    ("The coffee drinker lives in the green house", "coffee == green"),
    ("The Norwegian lives in the leftmost house", "Norwegian == 1"),
    ("The Spaniard owns the dog.", "Spaniard == dog"),
    ("The person in the middle house drinks milk", "milk == 3"),
    ("The violinist drinks orange juice", "violinist == orange juice"),
    ("The white house is immediately to the left of the green house", "white + 1 == green"),
    ("The green house is immediately to the right of the white house.", "white + 1 == green"),
    ("The Ukrainian drinks tea", "Ukrainian == tea"),
    ("The horse lives next to the diplomat", "abs(horse - diplomat) == 1"),
    ("The sculptor owns snails", "sculptor == snails"),
    ("The snail owner is the sculptor.", "snails == sculptor"),
    ("The Norwegian lives next to the blue house", "abs(Norwegian - blue) == 1"),
    ("The nurse lives next to the fox", "abs(nurse - fox) == 1"),
    ("The person in the yellow house is a diplomat.", "yellow == diplomat"),
    ("The person who is a nurse lives in the house next to the person with the fox.", "abs(nurse - fox) == 1"),
    ("The diplomat's house is next to the house with the horse.", "abs(diplomat - horse) == 1"),
    ("The Japanese person is the painter.", "Japanese == painter"),
    ("Coffee is drunk in the green house.", "coffee == green"),
    ("Milk is drunk in the middle house.", "milk == 3"),
]


@pytest.mark.parametrize("text, notation", FISH_WORDINGS)
def test_fish_wordings(fish: z.Puzzle, text: str, notation: str) -> None:
    assert read_clue(text, fish) == z.parse_clue(notation, fish)


@pytest.mark.parametrize("text, notation", ZEBRA_WORDINGS)
def test_zebra_wordings(zebra: z.Puzzle, text: str, notation: str) -> None:
    assert read_clue(text, zebra) == z.parse_clue(notation, zebra)


def test_example_texts_read_back(fish: z.Puzzle, zebra: z.Puzzle) -> None:
    for puzzle in (fish, zebra, z.load(EXAMPLES / "fish-relaxed.yaml")):
        for _, clue, text in puzzle.numbered_clues():
            if text:
                assert read_clue(text, puzzle) == clue, text


# ------------------------------------------------------------------ general English
GENERAL = [
    ("The Dane does not live in the third house.", lambda p: NotAt(ref(p, "Dane"), 3)),
    ("The Dane is not in the fifth house.", lambda p: NotAt(ref(p, "Dane"), 5)),
    ("The Dane lives in house 2.", lambda p: At(ref(p, "Dane"), 2)),
    ("The person in house 2 drinks tea.", lambda p: At(ref(p, "tea"), 2)),
    ("The Dane lives in the rightmost house.", lambda p: At(ref(p, "Dane"), 5)),
    ("The Dane lives in the last house.", lambda p: At(ref(p, "Dane"), 5)),
    ("The Dane lives directly left of the cat owner.", lambda p: Offset(ref(p, "Dane"), ref(p, "cat"))),
    ("The Dane lives immediately to the right of the cat owner.", lambda p: Offset(ref(p, "cat"), ref(p, "Dane"))),
    ("The Dane lives immediately after the cat owner.", lambda p: Offset(ref(p, "cat"), ref(p, "Dane"))),
    ("The Dane lives somewhere to the left of the cat owner.", lambda p: Before(ref(p, "Dane"), ref(p, "cat"))),
    ("The Dane lives somewhere to the right of the cat owner.", lambda p: Before(ref(p, "cat"), ref(p, "Dane"))),
    ("The Dane lives to the left of the cat owner.", lambda p: Before(ref(p, "Dane"), ref(p, "cat"))),
    ("The Dane lives two houses to the left of the cat owner.", lambda p: Offset(ref(p, "Dane"), ref(p, "cat"), 2)),
    ("The Dane is not next to the cat owner.", lambda p: NotApart(ref(p, "Dane"), ref(p, "cat"))),
    ("The Dane does not live next to the cat owner.", lambda p: NotApart(ref(p, "Dane"), ref(p, "cat"))),
    ("The Dane and the cat owner are next to each other.", lambda p: Apart(ref(p, "Dane"), ref(p, "cat"))),
    ("The Dane and the cat owner live directly next to each other.", lambda p: Apart(ref(p, "Dane"), ref(p, "cat"))),
    ("There is one house between the Dane and the cat owner.", lambda p: Apart(ref(p, "Dane"), ref(p, "cat"), 2)),
    ("There are two houses between where the Dane lives and where the cat owner lives.",
     lambda p: Apart(ref(p, "Dane"), ref(p, "cat"), 3)),
    ("The Dane lives at one of the ends.", lambda p: AtEnd(ref(p, "Dane"))),
    ("The tea drinker lives somewhere in between the Dane and the Brit in that order.",
     lambda p: Between(ref(p, "Dane"), ref(p, "tea"), ref(p, "Brit"), True)),
    ("The tea drinker lives between the Dane and the Brit.",
     lambda p: Between(ref(p, "Dane"), ref(p, "tea"), ref(p, "Brit"), False)),
    ("Either the Dane keeps the cat or the Dane lives in the first house.",
     lambda p: Either((Same(ref(p, "Dane"), ref(p, "cat")), At(ref(p, "Dane"), 1)))),
    ("The Dane is not the cat owner.", lambda p: Different(ref(p, "Dane"), ref(p, "cat"))),
    ("The Dane does not keep the cat.", lambda p: Different(ref(p, "Dane"), ref(p, "cat"))),
    ("The Dane and the cat owner are the same person.", lambda p: Same(ref(p, "Dane"), ref(p, "cat"))),
    ("The owner of the green house keeps the cat.", lambda p: Same(ref(p, "green"), ref(p, "cat"))),
    ("Neither the Dane nor the Brit keeps the cat.",
     lambda p: All((Different(ref(p, "Dane"), ref(p, "cat")), Different(ref(p, "Brit"), ref(p, "cat"))))),
    ("It is not true that the Dane keeps the cat.", lambda p: Not(Same(ref(p, "Dane"), ref(p, "cat")))),
]


@pytest.mark.parametrize("text, expected", GENERAL, ids=[t for t, _ in GENERAL])
def test_general_forms(fish: z.Puzzle, text: str, expected) -> None:
    assert read_clue(text, fish) == expected(fish)


# ------------------------------------------------------------------ errors
def test_unreadable_clue_is_marked(fish: z.Puzzle) -> None:
    with pytest.raises(EnglishError) as caught:
        read_clue("The Brit sings loudly beside the purple barn.", fish)
    message = str(caught.value)
    assert "«" in message and "»" in message and "Brit sings" in message


def test_a_sentence_about_nothing_in_the_categories_is_ignored_and_reported() -> None:
    text = (EXAMPLES / "fish.txt").read_text(encoding="utf-8").replace(
        "13. The German smokes Prince.", "13. The German whistles at the moon.")
    puzzle = read_puzzle(text, "fish-herring.txt")
    assert "Note: Ignored clue 13: names only one thing of the puzzle" in puzzle.description
    assert len(puzzle.clues) == 14


def test_document_error_names_source_and_clue() -> None:
    text = (EXAMPLES / "fish.txt").read_text(encoding="utf-8").replace(
        "13. The German smokes Prince.", "13. The German smokes Prince while the Swede whistles at the dog.")
    with pytest.raises(z.PuzzleError) as caught:
        read_puzzle(text, "fish-broken.txt")
    message = str(caught.value)
    assert message.startswith("fish-broken.txt: clue 13:") and "«" in message


def test_unknown_value_is_an_error_not_a_dropped_clue(fish: z.Puzzle) -> None:
    with pytest.raises(EnglishError):
        read_clue("The Brit lives in the purple house.", fish)


# ------------------------------------------------------------------ documents
def test_fish_text_solves_to_the_german() -> None:
    puzzle = z.load(EXAMPLES / "fish.txt")
    assert len(puzzle.clues) == 15
    found = list(solutions(puzzle))
    assert len(found) == 1
    question = puzzle.questions[0]
    assert question.ask == "nationality" and question.about.value == "fish"
    assert found[0].answer(question) == "German"
    assert question.answer.format("German") == "The German owns the fish."


def test_exercism_zebra_answers_water_and_zebra() -> None:
    text = data("exercism_zebra", "instructions.md").read_text(encoding="utf-8")
    puzzle = read_puzzle(text, "instructions.md")
    assert "inferred" in puzzle.description
    found = list(solutions(puzzle))
    assert len(found) == 1
    answers = {q.about.value: found[0].answer(q) for q in puzzle.questions}
    assert answers == {"water": "Norwegian", "zebra": "Japanese"}


def test_yaml_clue_with_only_text(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(
        "categories:\n  nationality: [Dane, Brit]\n  pet: [cat, dog]\n"
        "clues:\n  - text: The Dane keeps the dog.\n  - text: The Brit lives in the first house.\n",
        encoding="utf-8",
    )
    puzzle = z.load(path)
    assert [type(c) for c in puzzle.clues] == [Same, At]
    assert z.count(puzzle) == 1


def test_cli_solves_english_from_stdin(capsys, monkeypatch) -> None:
    import io

    from zebrakit.cli import main

    monkeypatch.setattr(sys, "stdin", io.StringIO((EXAMPLES / "fish.txt").read_text(encoding="utf-8")))
    assert main(["solve", "-"]) == 0
    assert "The German owns the fish." in capsys.readouterr().out


# ------------------------------------------------------------------ writing
def test_writer_style(fish: z.Puzzle) -> None:
    from dataclasses import replace

    categories = tuple(
        replace(c, noun="the {} owner", verb="keeps a {}") if c.name == "animal" else
        replace(c, noun="the man who smokes {}", verb="smokes {}") if c.name == "cigar" else c
        for c in fish.categories
    )
    puzzle = replace(fish, categories=categories)
    assert write_clue(puzzle.clues[0], puzzle) == "The Brit lives in the red house."
    assert write_clue(puzzle.clues[9], puzzle) == "The man who smokes Blends lives next to the cat owner."
    for clue in puzzle.clues:
        assert read_clue(write_clue(clue, puzzle), puzzle) == clue


@pytest.mark.parametrize("name", ["fish.yaml", "zebra.yaml", "fish-relaxed.yaml", "cabinet.yaml"])
def test_examples_round_trip(name: str) -> None:
    puzzle = z.load(EXAMPLES / name)
    for clue in puzzle.clues:
        assert read_clue(write_clue(clue, puzzle), puzzle) == clue
    back = read_puzzle(write_puzzle(puzzle), name)
    assert back.clues == puzzle.clues


@pytest.mark.xdist_group("random puzzles")  # shares the built random puzzles (randompuzzles.py)
def test_random_puzzles_round_trip() -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    from randompuzzles import random_puzzle

    for seed in range(60):
        puzzle = random_puzzle(seed)
        for clue in puzzle.clues:
            text = write_clue(clue, puzzle)
            assert read_clue(text, puzzle) == clue, (seed, text)
        assert read_puzzle(write_puzzle(puzzle), f"random {seed}").clues == puzzle.clues, seed
