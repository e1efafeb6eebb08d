"""Every dataset text reads back with zebrakit's own English reader to the gold; distractors are ignored."""

from __future__ import annotations

import random

import pytest

from zebrakit.datasets import DatasetConfig, items
from zebrakit.datasets.config import VARIANTS
from zebrakit.datasets.wording import PARAPHRASES, WORDINGS, clue_sentence, puzzle_text
from zebrakit.formats.english import read, read_puzzle
from zebrakit.generate import build, settings_from
from zebrakit.generate.candidates import CLUE_TYPES, type_of
from zebrakit.solve import solutions

RECIPES = [
    DatasetConfig(count=3 * len(VARIANTS), seed=21, sizes=(("5x5", 1.0), ("4x4", 1.0)), themes=(("classic", 1.0),),
                  variants=tuple((v, 1.0) for v in VARIANTS), paired=True),
    DatasetConfig(count=2 * len(VARIANTS), seed=22, sizes=(("6x4", 1.0), ("4x5", 1.0)), themes=(("people", 1.0),),
                  variants=tuple((v, 1.0) for v in VARIANTS), paired=True),
    DatasetConfig(count=2 * len(VARIANTS), seed=23, sizes=(("5x4", 1.0),), themes=(("mixed", 1.0),),
                  variants=tuple((v, 1.0) for v in VARIANTS), paired=True, distractors=5),
]
RECORDS = [record for recipe in RECIPES for record in items(recipe)]


def placements(puzzle) -> list[frozenset]:  # noqa: ANN001
    """Each solution as a set of (value, house), names folded, so two readings compare by meaning."""
    return [frozenset((str(ref.value).casefold(), house) for ref, house in s.positions().items())
            for s in solutions(puzzle, limit=50)]


def gold_placement(record: dict) -> frozenset:
    return frozenset((str(value).casefold(), house) for house, row in enumerate(record["gold"]["grid"], 1)
                     for value in row.values())


@pytest.mark.parametrize("record", RECORDS, ids=[f"{r['seed']}-{r['index']}-{r['variant']}" for r in RECORDS])
def test_text_reads_back_to_the_gold(record):
    puzzle = read_puzzle(record["text"], record["id"])
    assert "not sure" not in puzzle.description
    found = placements(puzzle)
    status = record["gold"]["status"]
    if status == "unique":
        assert found == [gold_placement(record)]
    elif status == "none":
        assert found == []
    else:
        assert len(found) == record["gold"]["solutions"] > 1


@pytest.mark.parametrize("record", [r for r in RECORDS if r["variant"] == "distractors"],
                         ids=lambda r: f"{r['seed']}-{r['index']}")
def test_distractors_are_reported_as_ignored_not_read_as_clues(record):
    reading = read(record["text"], record["id"])
    ignored = {i.text for i in reading.ignored}
    assert set(record["distractors"]) <= ignored
    numbers = [line.split(". ", 1) for line in record["text"].splitlines() if line[:1].isdigit()]
    described = read_puzzle(record["text"], record["id"]).description
    for number, sentence in numbers:
        if sentence in record["distractors"]:
            assert f"Note: Ignored clue {number}:" in described


def _all_types_puzzles():
    """Puzzles whose clues cover every clue type the generator writes, in every theme."""
    chosen, seen = [], set()
    for theme, size in (("classic", "5x5"), ("people", "5x4"), ("mixed", "6x4")):
        settings = settings_from(size, theme)
        for index in range(40):
            generated = build(settings, 31, index)
            kinds = {type_of(c) for c in generated.puzzle.clues}
            if not kinds <= seen or index < 2:
                chosen.append(generated)
                seen |= kinds
            if seen >= set(CLUE_TYPES) and index >= 2:
                break
    return chosen, seen


PUZZLES, COVERED = _all_types_puzzles()


def test_the_template_puzzles_cover_every_clue_type():
    assert set(CLUE_TYPES) == COVERED
    assert WORDINGS == 3 and all(len(t) == WORDINGS - 1 for t in PARAPHRASES.values())


@pytest.mark.parametrize("wording", range(1, WORDINGS))
@pytest.mark.parametrize("index", range(len(PUZZLES)))
def test_every_paraphrase_template_reads_back(index, wording):
    generated = PUZZLES[index]
    puzzle = generated.puzzle
    sentences = [clue_sentence(c, puzzle, wording) for c in puzzle.clues]
    order = list(range(len(sentences)))
    random.Random(index).shuffle(order)
    text = puzzle_text(puzzle, [sentences[i] for i in order], generated.question.text)
    back = read_puzzle(text, f"wording {wording}")
    truth = frozenset((str(r.value).casefold(), p) for r, p in generated.solution.positions().items())
    assert placements(back) == [truth], text
