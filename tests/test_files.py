"""Puzzle files: round trips, safe loading, and error messages that name file and clue."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import zebrakit
from zebrakit.formats import PuzzleFileError, atomic_write, dump, dumps, load, loads

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

EXAMPLE_FILES = sorted(EXAMPLES.glob("*.yaml"))


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
@pytest.mark.parametrize("format", ["yaml", "json"])
def test_load_dump_load_gives_an_equal_puzzle(path: Path, format: str):
    puzzle = load(path)
    again = loads(dumps(puzzle, format), format=format)
    assert again == puzzle
    assert again.texts == puzzle.texts and again.questions == puzzle.questions


def test_dump_writes_the_format_its_suffix_names(tmp_path: Path, fish):
    dump(fish, tmp_path / "fish.json")
    data = json.loads((tmp_path / "fish.json").read_text())
    assert data["zebrakit"] == 1 and data["clues"][3]["clue"] == "green + 1 == white"
    assert load(tmp_path / "fish.json") == fish


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path: Path):
    target = tmp_path / "out.yaml"
    target.write_text("old")

    class Boom(str):
        def __str__(self):  # pragma: no cover - not reached
            return "x"

    with pytest.raises(TypeError):
        atomic_write(target, 12345)  # type: ignore[arg-type]
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.yaml"]


def test_yes_and_no_stay_words():
    puzzle = loads("categories:\n  answer: [yes, no]\n  pet: [cat, dog]\nclues:\n  - yes == cat\n")
    assert puzzle.categories[0].values == ("yes", "no")
    assert loads(dumps(puzzle)) == puzzle


def test_numbers_make_a_numeric_category():
    puzzle = loads("categories:\n  age: [20, 30]\n  pet: [cat, dog]\nclues:\n  - age(cat) == age(dog) + 10\n")
    assert puzzle.categories[0].numeric
    assert zebrakit.solve(puzzle).grid() == [{"age": 20, "pet": "dog"}, {"age": 30, "pet": "cat"}]


def test_categories_may_carry_english_templates():
    text = ("categories:\n  pet:\n    values: [cat, dog]\n    noun: the {} owner\n    verb: keeps a {}\n"
            "  colour: [red, blue]\n")
    puzzle = loads(text)
    assert puzzle.categories[0].noun == "the {} owner" and puzzle.categories[0].verb == "keeps a {}"
    assert loads(dumps(puzzle)) == puzzle


def test_a_question_may_ask_for_a_position():
    puzzle = loads("categories:\n  pet: [cat, dog]\nclues: [cat == 2]\nquestions:\n  - {ask: position, about: cat}\n")
    assert zebrakit.solve(puzzle).answer(puzzle.questions[0]) == 2


def error_of(text: str, source: str = "p.yaml", format: str | None = None) -> str:
    with pytest.raises(PuzzleFileError) as error:
        loads(text, source=source, format=format)
    return str(error.value)


FISHY = "categories:\n  nationality: [Brit, Dane]\n  colour: [red, green]\nclues:\n"


@pytest.mark.parametrize("text, message", [
    (FISHY + "  - Britt == red\n", "p.yaml: clue 1 'Britt == red': unknown value 'Britt'; did you mean 'Brit'?"),
    (FISHY + "  - Brit == red\n  - {clue: Dane == 3, text: The Dane lives in house 3.}\n",
     "p.yaml: clue 2 'Dane == 3': position 3 is out of range: positions are 1..2"),
    ("categories:\n  colour: [red, blue]\n  car: [red, blue]\nclues: [red == 1]\n",
     "p.yaml: clue 1 'red == 1': 'red' is ambiguous: write 'colour.red' or 'car.red'"),
    ("categories:\n  a: [x, y]\n  b: [z]\n",
     "p.yaml: category 'b' has 1 values but 'a' has 2: every category needs exactly 2"),
    ("categories:\n  a: [x, x]\n", "p.yaml: category 'a' lists 'x' twice"),
    ("categories:\n  a: [x, y\n", "p.yaml: line 3, column 1: YAML syntax error"),
    (FISHY + "  - Brit is left of red\n", "p.yaml: clue 1 'Brit is left of red': unexpected words 'is left of red'"),
    (FISHY + "  - Brit = red\n", "'=' is not a comparison"),
    ("zebrakit: 9\ncategories:\n  a: [x]\n", "p.yaml: schema version 9 is not supported"),
    ("categories:\n  a: [x]\ncluez: []\n", "p.yaml: unknown key 'cluez' in the puzzle; did you mean 'clues'?"),
    ("- just\n- a list\n", "p.yaml: a puzzle file is a mapping"),
    (FISHY + "questions:\n  - {ask: nationality, about: fsh}\n", "p.yaml: question 1: unknown value 'fsh'"),
    ("categories:\n  a: [x, y]\naxis: b\n", "p.yaml: axis 'b' is not a category"),
])
def test_bad_files_get_clear_messages(text: str, message: str):
    assert message in error_of(text)


def test_json_syntax_errors_name_line_and_column():
    assert "q.json: line 1, column 2: JSON syntax error" in error_of("{x", "q.json", "json")


def test_a_missing_file_is_named(tmp_path: Path):
    with pytest.raises(PuzzleFileError, match=r"nope.yaml: no such file"):
        load(tmp_path / "nope.yaml")


def test_yaml_is_loaded_safely():
    text = "categories: !!python/object/apply:os.system ['true']\n"
    with pytest.raises(PuzzleFileError, match="YAML syntax error"):
        loads(text)


def test_dump_leaves_no_temporary_files(tmp_path: Path, fish):
    dump(fish, tmp_path / "fish.yaml")
    assert os.listdir(tmp_path) == ["fish.yaml"]


@pytest.mark.parametrize("text", [
    "categories:\n  a: [x, y\n",                      # unclosed flow sequence
    "a: b: c\n",                                      # mapping values not allowed here
    "a: *nowhere\n",                                  # undefined alias
    "a: !!int ''\n",                                  # a value its tag cannot hold
    "a:\n\t- b\n",                                    # a tab where indentation is expected
    "a: \x01\n",                                      # a control character
    "a: [r?d, b]\n",                                 # libyaml takes '?' in a flow scalar
    "a: x\tb: y\n",                                  # libyaml takes a tab in a plain scalar
    "a: |#\n",                                       # libyaml takes a comment after '|'
])
def test_libyaml_and_pure_python_yaml_give_the_same_message(text: str):
    from zebrakit.formats import yaml_text

    reading = yaml_text._CParser
    with_libyaml = error_of(text, format="yaml")
    yaml_text._CParser = None  # as on a machine where PyYAML was built without libyaml
    try:
        assert error_of(text, format="yaml") == with_libyaml
    finally:
        yaml_text._CParser = reading


def test_libyaml_reads_the_examples_as_pure_python_yaml_does():
    import yaml

    from zebrakit.formats import yaml_text

    if yaml_text._CParser is None:
        pytest.skip("PyYAML without libyaml")
    for path in EXAMPLE_FILES:
        text = path.read_text(encoding="utf-8")
        assert yaml.load(text, Loader=yaml_text._FastLoader) == yaml.load(text, Loader=yaml_text._SafeLoader)
