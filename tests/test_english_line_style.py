"""The reader by meaning on generated puzzles written in the benchmark line style.

``line_style`` writes a generated puzzle the way the benchmark line puzzles read ("There are 5
people next to each other in a row...", "Clue 3: The tea drinker is somewhere to the left of
the Kia driver.", "Question: What position is the person who likes jazz at?"), with its own
phrasings, independent of zebrakit's English writer, and with distractor lines mixed in. Each
text is read with ``zebrakit.formats.english.read``; the reading must be certain, its one
solution must be the generator's (values compared by label), the question must get the right
position, and every distractor line must be reported as ignored.

The fixed set: at each size, the first three classic, three people and two mixed puzzles of
seed 2024 whose line text keeps a unique solution (the writer leaves out either-or clues, so
some puzzles lose uniqueness and are passed over), plus one puzzle with both the colour blue and
the music blues. Every one of them is read right: the synonyms that once misled the reader
('person' for soul, 'order' for fiat) are structural words, which no synonym may take.
"""

from __future__ import annotations

from functools import cache

import pytest

from line_style import Written, misread, placements, write_unique
from zebrakit.formats.english import read
from zebrakit.generate import Generated, generate_one
from zebrakit.solve import solutions

SEED = 2024
CASES: list[tuple[str, str, int]] = [
    ("4x4", "classic", 0), ("4x4", "classic", 1), ("4x4", "classic", 2),
    ("4x4", "people", 0), ("4x4", "people", 1), ("4x4", "people", 2),
    ("4x4", "mixed", 0), ("4x4", "mixed", 1),
    ("5x5", "classic", 1), ("5x5", "classic", 3), ("5x5", "classic", 5),
    ("5x5", "people", 1), ("5x5", "people", 3), ("5x5", "people", 5),
    ("5x5", "mixed", 0), ("5x5", "mixed", 1),
    ("6x6", "classic", 0), ("6x6", "classic", 3), ("6x6", "classic", 4),
    ("6x6", "people", 0), ("6x6", "people", 3), ("6x6", "people", 4),
    ("6x6", "mixed", 4), ("6x6", "mixed", 6),
    ("7x7", "classic", 0), ("7x7", "classic", 1), ("7x7", "classic", 6),
    ("7x7", "people", 0), ("7x7", "people", 1), ("7x7", "people", 6),
    ("7x7", "mixed", 0), ("7x7", "mixed", 1),
    ("8x8", "classic", 28), ("8x8", "classic", 34), ("8x8", "classic", 40),
    ("8x8", "people", 28), ("8x8", "people", 34), ("8x8", "people", 40),
    ("8x8", "mixed", 2), ("8x8", "mixed", 10),
    ("6x6", "mixed", 37),  # the colour blue beside the music blues
]
"""(size, theme, index) of ``generate_one(size, seed=SEED, index=index, theme=theme)``."""

def _id(case: tuple[str, str, int]) -> str:
    return "-".join(map(str, case))


@cache
def written(size: str, theme: str, index: int) -> tuple[Generated, Written]:
    """The generated puzzle and its line-style text (one to three distractors on some)."""
    generated = generate_one(size, seed=SEED, index=index, theme=theme)
    text = write_unique(generated.puzzle, f"{size}/{theme}/{index}", distractors=index % 3,
                        facts=index % 2, words_for_ordinals=0.2)
    assert text is not None, f"{size}/{theme}/{index}: without its either-or clues the puzzle is no longer unique"
    return generated, text


def problems(size: str, theme: str, index: int) -> list[str]:
    """What the reader got wrong on one puzzle: empty when it read it right."""
    generated, text = written(size, theme, index)
    reading = read(text.text, f"{size}/{theme}/{index}")
    found = []
    if not reading.certain:
        found.append(f"reading not certain ({reading.solutions} solutions, {len(reading.unsure)} sentences unsure)")
    else:
        (solution,) = solutions(reading.puzzle, limit=2)
        if placements(solution) != placements(generated.solution):
            found.append("its one solution is not the generator's")
        questions = reading.puzzle.questions
        expected = generated.solution.position(text.about)
        if len(questions) != 1 or solution.answer(questions[0]) != expected:
            found.append(f"question read as {questions}, expected position {expected}")
    ignored = {i.text for i in reading.ignored}
    found += [f"distractor not ignored: {line.line}" for line in text.distractors if line.text not in ignored]
    if found:
        found += misread(text, reading)
    return found


def _report(case: tuple[str, str, int], found: list[str]) -> str:
    return f"{_id(case)}:\n  " + "\n  ".join(found) + "\n\n" + written(*case)[1].text


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_line_style_puzzle_reads_back(case: tuple[str, str, int]) -> None:
    found = problems(*case)
    assert not found, _report(case, found)


def test_distractors_and_skipped_clues_are_written_as_promised() -> None:
    """The writer itself: distractors are numbered clue lines stating no clue, a puzzle with
    either-or clues leaves them out, and the written text names every category's values."""
    generated, text = written("4x4", "classic", 2)
    assert len(text.distractors) == 2 and all(line.clue is None for line in text.distractors)
    assert [line.number for line in text.lines] == list(range(1, len(text.lines) + 1))
    assert len(text.puzzle.clues) + len(text.skipped) == len(generated.puzzle.clues)
    for category in generated.puzzle.categories:
        assert ", ".join(map(str, category.values)) in text.text
    assert text.text.rstrip().splitlines()[-1].startswith("Question: What position is ")
