"""The grader's answer parsing on hand-written answers (tests/data/answers/*.yaml) in many formats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from zebrakit.datasets.grading import grade
from zebrakit.datasets.parsing import house_number

ANSWERS = Path(__file__).parent / "data" / "answers"
RECORDS = {r["id"]: r for r in map(json.loads, (ANSWERS / "records.jsonl").read_text().splitlines())}


def _samples() -> list[tuple[str, dict]]:
    samples = []
    for path in sorted(ANSWERS.glob("*.yaml")):
        for number, sample in enumerate(yaml.safe_load(path.read_text(encoding="utf-8")), 1):
            samples.append((f"{path.stem}-{number}", sample))
    return samples


SAMPLES = _samples()


def test_there_are_at_least_200_hand_written_answers_in_every_format():
    assert len(SAMPLES) >= 200
    by_file = {name.rsplit("-", 1)[0] for name, _ in SAMPLES}
    assert by_file >= {"json", "tables", "prose", "cells", "controls", "failures", "adversarial"}
    labels = {sample["label"] for _, sample in SAMPLES}
    assert labels == {"correct", "partially right", "wrong", "unparseable", "truncated", "no answer"}


@pytest.mark.parametrize("name, sample", SAMPLES, ids=[name for name, _ in SAMPLES])
def test_hand_written_answer_is_graded_as_expected(name, sample):
    record = RECORDS[sample["record"]]
    graded = grade(sample.get("answer"), record, truncated=sample.get("truncated", False))
    assert graded.label == sample["label"], (graded.label, graded.wrong[:4], graded.source)
    if graded.label == "correct":
        assert graded.score == 1.0 and graded.right == graded.cells and not graded.wrong
    if "right" in sample:
        assert graded.right == sample["right"], graded.wrong
    if "wrong" in sample:
        assert [f"{w['house']}/{w['category']}" for w in graded.wrong] == sample["wrong"]


def test_a_house_numbered_in_superscript_is_no_house_rather_than_a_crash():
    # '²'.isdigit() is true, but int('²') raises ValueError
    assert house_number("House ²", 5) is None
    assert house_number("House 2", 5) == 2
