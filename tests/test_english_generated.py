"""Generated puzzles in English: every theme, size and clue type reads back, in the templated style.

``write_puzzle`` checks its text by reading it back and writes a clue in the plain style ("the
person whose pet is cat") only when its templated sentence does not read back. For the
generator's own themes that must never happen: these tests count the plain clues and expect none.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

import pytest

from zebrakit.clues import Same
from zebrakit.english import read_puzzle, write_puzzle, written_puzzle
from zebrakit.english.writer import category_line
from zebrakit.formats.english import read
from zebrakit.generate import CLUE_TYPES, generate, generate_one
from zebrakit.generate.candidates import type_of
from zebrakit.model import Category, Puzzle, Ref, normalize
from zebrakit.themes import THEMES

PLAIN_PHRASE = re.compile(r"\bwhose [\w ]+? is\b")
SIZES = [(2, 2), (2, 3), (3, 3), (3, 5), (4, 4), (4, 6), (5, 5), (5, 3), (6, 6), (6, 4), (7, 5), (8, 8)]


def _clue_type_specs() -> list[str | None]:
    """The default mix, and each clue type with one that places values (so puzzles are unique)."""
    return [None, *(f"{name},at" if name != "at" else "at,immediately-left" for name in CLUE_TYPES)]


@lru_cache(maxsize=1)
def generated() -> tuple[tuple[str, Puzzle], ...]:
    """About two hundred generated puzzles over every theme, size and clue type (fixed seeds)."""
    found = []
    specs = _clue_type_specs()
    for t, theme in enumerate(THEMES):
        for s, (n, k) in enumerate(SIZES):
            for c, spec in enumerate(specs):
                if (s + c + t) % 3:  # a third of the combinations: every type, size and theme still
                    continue
                label = f"{theme} {n}x{k} {spec or 'default'}"
                for g in generate(f"{n}x{k}", count=1, seed=100 * s + c, theme=theme, clue_types=spec):
                    found.append((label, g.puzzle))
    return tuple(found)


def test_the_generated_set_covers_every_theme_size_and_clue_type() -> None:
    puzzles = generated()
    assert len(puzzles) >= 150
    types = Counter(type_of(clue) for _, p in puzzles for clue in p.clues)
    assert set(CLUE_TYPES) <= set(types), set(CLUE_TYPES) - set(types)
    assert {label.split()[0] for label, _ in puzzles} == set(THEMES)
    assert {(p.size, len(p.categories)) for _, p in puzzles} == set(SIZES)


def test_generated_puzzles_read_back_with_no_clue_in_the_plain_style() -> None:
    plain, wrong = [], []
    for label, puzzle in generated():
        written = written_puzzle(puzzle)
        assert written.text == write_puzzle(puzzle)
        if written.plain_clues or written.plain_categories or PLAIN_PHRASE.search(written.text):
            plain.append(f"{label}: clues {written.plain_clues}, categories {written.plain_categories}")
        back = read_puzzle(written.text, label)
        if [(normalize(c.name), c.values) for c in back.categories] != \
                [(normalize(c.name), c.values) for c in puzzle.categories]:
            wrong.append(f"{label}: categories {back.categories}")
        if back.clues != puzzle.clues:
            wrong.append(f"{label}: clues differ")
        if [(q.ask, q.about) for q in back.questions] != [(q.ask, q.about) for q in puzzle.questions]:
            wrong.append(f"{label}: question {back.questions}")
    assert not wrong, "\n".join(wrong[:10])
    assert not plain, f"{len(plain)} puzzles fell back to the plain style:\n" + "\n".join(plain[:10])


def test_a_generated_puzzle_reads_like_the_fish_puzzle() -> None:
    puzzle = next(generate("5x5", seed=3)).puzzle
    text = write_puzzle(puzzle)
    for line in (
        " - nationality: Swede, Spaniard, Ukrainian, Canadian, Brazilian",
        " - colour: red, white, blue, pink, brown",
        " - pet: one owns the cat, one owns the hamster, one owns the snail, one owns the fox, "
        "one owns the turtle",
        "1. The snail owner lives directly left of the Spaniard.",
        "2. There are two houses between where the owner of the red house lives and where the cat "
        "owner lives.",
        "3. The smoothies drinker lives in the blue house.",
        "6. The soda drinker smokes Lucky Strike.",
        "11. The owner of the brown house is the Swede.",
        "Who drinks soda?",
    ):
        assert line in text.splitlines(), line


def test_either_or_says_its_subject_once() -> None:
    texts = [write_puzzle(g.puzzle) for g in generate("5x5", count=6, seed=1, clue_types="either-or,at")]
    lines = [line for text in texts for line in text.splitlines() if " either " in line]
    assert lines
    assert all(re.match(r"\d+\. The [\w ]+ either \w", line) for line in lines), lines


def test_a_question_that_would_read_back_otherwise_asks_plainly() -> None:
    # the mixed theme asks for the nationality while the names are there too: 'Who smokes Kent?'
    # would read back as a question about the name
    puzzle = next(generate("6x6", seed=5, theme="mixed")).puzzle
    assert puzzle.questions[0].text == "Who smokes Kent?"
    text = write_puzzle(puzzle)
    assert text.rstrip().endswith("What is the nationality of the Kent smoker?")
    assert read_puzzle(text).questions[0].ask == "nationality"


def test_a_category_line_that_does_not_read_back_falls_back_alone() -> None:
    # 'one owns a big dog, one owns a big cat' would read as the labels 'dog' and 'cat'
    pets = Category("pet", ("big dog", "big cat"), noun="the {} owner", verb="owns a {}")
    drinks = Category("drink", ("tea", "milk"), noun="the {} drinker", verb="drinks {}")
    puzzle = Puzzle(categories=(pets, drinks),
                    clues=(Same(Ref("pet", "big dog"), Ref("drink", "tea")),))
    written = written_puzzle(puzzle)
    assert written.plain_categories == ("pet",)
    assert " - pet: big dog, big cat" in written.text
    assert " - drink: one drinks tea, one drinks milk" in written.text
    assert "1. The big dog owner drinks tea." in written.text
    assert read_puzzle(written.text).clues == puzzle.clues


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_large_puzzles_read_back(theme: str) -> None:
    puzzle = next(generate("10x6", seed=2, theme=theme)).puzzle
    written = written_puzzle(puzzle)
    assert not written.plain_clues and not written.plain_categories
    assert read_puzzle(written.text).clues == puzzle.clues


def test_a_verb_with_words_around_the_value_lists_the_values_plainly() -> None:
    # 'one lives in the red house': is the value 'red', 'red house' or 'in the red house'?
    colour = Category("colour", ("red", "green"), noun="the owner of the {} house", verb="lives in the {} house")
    music = Category("music", ("jazz", "rock"), noun="the {} fan", verb="listens to {}")
    pet = Category("pet", ("dog", "cat"), noun="the {} owner", verb="owns the {}")
    assert category_line(colour) == "colour: red, green"
    assert category_line(music) == "music: jazz, rock"
    assert category_line(pet) == "pet: one owns the dog, one owns the cat"
    price = Category("price", (5, 10), verb="paid ${}")  # a number ends where its digits end
    assert category_line(price) == "price: one paid $5, one paid $10"


ROUND_TRIP_SAMPLE = [  # (size, theme, index) of the round-trip tool's puzzles (seed "rt")
    ("6x4", "classic", 843),  # its colour line was read by the sentence grammar alone
    ("3x3", "classic", 0), ("4x4", "people", 7), ("5x4", "people", 10), ("4x3", "mixed", 5),
    ("3x3", "mixed", 2), ("7x5", "classic", 21), ("8x8", "people", 28), ("10x10", "mixed", 35),
]


@pytest.mark.parametrize(("size", "theme", "index"), ROUND_TRIP_SAMPLE)
def test_written_puzzles_read_back_the_same_clues_by_either_reader(size: str, theme: str, index: int) -> None:
    puzzle = generate_one(size, seed="rt", index=index, theme=theme).puzzle
    text = write_puzzle(puzzle)
    back = read_puzzle(text, "rt")
    assert back.clues == puzzle.clues
    assert "not sure" not in back.description
    by_meaning = read(text, "rt").puzzle  # the category lines are plain enough for either reader
    assert [(c.name, c.values) for c in by_meaning.categories] == [(c.name, c.values) for c in puzzle.categories]
