"""The real puzzle sets read from their English text, solved, and checked against the gold.

The whole sets run by default (and in .ci/run); ``-m "not full"`` runs a sample of each instead
(the sample is left out when the whole sets run, as they hold it).
BIG-bench gold is one cell: the asked house must be the same in every solution.
reasoning-gym gold is the full grid: the puzzle must have exactly that one solution.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zebrakit.english import read_puzzle
from zebrakit.formats.english import combined, read
from zebrakit.model import normalize
from zebrakit.solve import solutions

DATA = Path(__file__).resolve().parent / "data"
"""The third-party puzzle sets the tests carry (see data/README.md)."""
SAMPLE = 10
"""Every SAMPLE-th puzzle runs by default."""


def data(*parts: str) -> Path:
    path = DATA.joinpath(*parts)
    if not path.exists():
        pytest.fail(f"{path} is missing: the puzzle sets belong in tests/data (see its README.md)")
    return path


def bigbench() -> list[dict]:
    path = data("bigbench_logic_grid_puzzle", "task.json")
    return json.loads(path.read_text(encoding="utf-8"))["examples"]


def reasoning_gym() -> list[dict]:
    folder = data("reasoning_gym_zebra")
    return [json.loads(line) for path in sorted(folder.glob("*.jsonl"))
            for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def check_bigbench(index: int, example: dict) -> None:
    puzzle = read_puzzle(example["input"], f"bigbench[{index}]")
    question = puzzle.questions[0]
    answers = {solution.answer(question) for solution in solutions(puzzle)}
    gold = next(int(house) for house, score in example["target_scores"].items() if score)
    assert answers == {gold}, f"bigbench[{index}]: asked house {answers}, gold {gold}"


def check_reasoning_gym(record: dict, reading=None) -> None:  # noqa: ANN001 - a Reading already made
    """The combined reader's grid and answer are the gold's (from ``reading`` by meaning when given)."""
    puzzle = combined(reading, record["question"], record["id"]) if reading is not None \
        else read_puzzle(record["question"], record["id"])
    found = list(solutions(puzzle, limit=2))
    assert len(found) == 1, f"{record['id']}: {len(found)} solutions"
    grid = found[0]
    for row in record["solution"]["rows"]:
        position = int(row[0])
        got = sorted(normalize(grid.value_at(c.name, position)) for c in puzzle.categories)
        assert got == sorted(normalize(v) for v in row[1:]), f"{record['id']}: house {position}"
    assert normalize(grid.answer(puzzle.questions[0])) == normalize(record["answer"])


PARTS = 3
"""The whole sets are read in this many parts; the parts of one set run on one worker (an xdist
group), which parses each new sentence shape once rather than once per worker."""


@pytest.mark.sample
def test_bigbench_sample() -> None:
    examples = bigbench()
    assert len(examples) == 1000
    for index in range(0, len(examples), SAMPLE):
        check_bigbench(index, examples[index])


@pytest.mark.sample
def test_reasoning_gym_sample() -> None:
    records = reasoning_gym()
    assert len(records) == 360
    for record in records[::SAMPLE]:
        check_reasoning_gym(record)


@pytest.mark.full
@pytest.mark.xdist_group("bigbench")
@pytest.mark.parametrize("part", range(PARTS))
def test_bigbench_full(part: int) -> None:
    examples = bigbench()
    assert len(examples) == 1000
    failures = []
    for index in range(part, len(examples), PARTS):
        try:
            check_bigbench(index, examples[index])
        except Exception as error:  # noqa: BLE001 - collect every failure, then report
            failures.append(str(error).splitlines()[0])
    assert not failures, f"{len(failures)} failed:\n" + "\n".join(failures[:20])


RG_RIGHT = 360
"""reasoning-gym puzzles of 360 the reader by meaning alone answers (the rest it calls unsure)."""


def _meaning_grade(record: dict, reading) -> str:  # noqa: ANN001 - a Reading
    """'right', 'wrong' or 'unsure': the reading by meaning alone against the gold grid."""
    if not reading.certain:
        return "unsure"
    solution = next(iter(solutions(reading.puzzle)))
    for row in record["solution"]["rows"]:
        got = sorted(normalize(solution.value_at(c.name, int(row[0]))) for c in reading.puzzle.categories)
        if got != sorted(normalize(v) for v in row[1:]):
            return "wrong"
    return "right"


@pytest.mark.full
@pytest.mark.xdist_group("reasoning-gym")
@pytest.mark.parametrize("part", range(PARTS))
def test_reasoning_gym_full(part: int) -> None:
    """Each of the 360 read once by meaning: that reading alone is never wrong and leaves at
    most 360 - RG_RIGHT unsure; the combined reader, weighing it against the grammar, reads
    all 360 right."""
    records = reasoning_gym()
    assert len(records) == 360
    failures, grades = [], []
    for record in records[part::PARTS]:
        reading = read(record["question"], record["id"])
        grades.append(_meaning_grade(record, reading))
        try:
            check_reasoning_gym(record, reading)
        except Exception as error:  # noqa: BLE001 - collect every failure, then report
            failures.append(str(error).splitlines()[0])
    assert not failures, f"{len(failures)} failed:\n" + "\n".join(failures[:20])
    assert grades.count("wrong") == 0
    assert grades.count("unsure") <= 360 - RG_RIGHT, f"{grades.count('unsure')} of {len(grades)} unsure by meaning"
