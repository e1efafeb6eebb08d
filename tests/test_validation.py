"""Names and values: one Unicode form, only text or finite numbers, no control characters."""

from __future__ import annotations

import unicodedata

import pytest

import zebrakit
from zebrakit import Category, Puzzle, PuzzleError, Ref
from zebrakit.formats import loads
from zebrakit.notation import parse_clue

NFC = unicodedata.normalize("NFC", "Zoë")
NFD = unicodedata.normalize("NFD", "Zoë")


def error_of(text: str, source: str = "p.json", format: str | None = "json") -> str:
    with pytest.raises(PuzzleError) as error:
        loads(text, source=source, format=format)
    return str(error.value)


# =========================================================================== Unicode forms
def test_nfc_and_nfd_spellings_are_one_value():
    assert NFC != NFD
    with pytest.raises(PuzzleError) as error:
        Puzzle((Category("name", (NFC, NFD)),))
    assert str(error.value) == f"category 'name' lists {NFC!r} twice"


def test_names_are_stored_composed_and_found_in_either_form():
    puzzle = Puzzle((Category("name", (NFD, "Bob")), Category("pet", ("cat", "dog"))))
    assert puzzle.categories[0].values == (NFC, "Bob")
    assert puzzle.resolve(NFD) == puzzle.resolve(NFC) == Ref("name", NFC)
    assert Ref("name", NFD) == Ref("name", NFC)
    assert parse_clue(f"{NFD} == cat", puzzle) == parse_clue(f"{NFC} == cat", puzzle)


def test_a_file_in_nfd_reads_as_nfc():
    text = f'{{"categories": {{"name": ["{NFD}", "Bob"]}}, "clues": ["{NFC} == 1"]}}'
    puzzle = loads(text, format="json")
    assert puzzle.categories[0].values[0] == NFC
    assert zebrakit.solve(puzzle).value_at("name", 1) == NFC


# =========================================================================== values of the wrong kind
@pytest.mark.parametrize("value, message", [
    ("NaN", "p.json: category 'age' has the value nan: a number value must be finite"),
    ("Infinity", "p.json: category 'age' has the value inf: a number value must be finite"),
    ("-Infinity", "p.json: category 'age' has the value -inf: a number value must be finite"),
    ("true", "p.json: category 'age' has the value True, a boolean: a value is a name or a "
             "number; quote it ('true') to make it a name"),
    ("null", "p.json: category 'age' has an empty value (null): every value needs a name or a number"),
    ("[1]", "p.json: category 'age' has a value that is a list: a value is a name or a number"),
    ('{"a": 1}', "p.json: category 'age' has a value that is a dict: a value is a name or a number"),
    ('"  "', "p.json: category 'age': the value is empty"),
    ("1.0", "p.json: category 'age' lists the number 1.0 twice (as 1 and 1.0)"),
])
def test_values_that_are_not_names_or_finite_numbers_are_refused(value: str, message: str):
    assert error_of(f'{{"categories": {{"age": [1, {value}]}}}}') == message


def test_yaml_infinity_is_refused():
    assert error_of("categories:\n  age: [.inf, 1]\n", "p.yaml", None) == (
        "p.yaml: category 'age' has the value inf: a number value must be finite"
    )


def test_values_built_by_hand_are_checked_too():
    with pytest.raises(PuzzleError) as error:
        Category("age", (float("nan"), 1))
    assert str(error.value) == "category 'age' has the value nan: a number value must be finite"
    with pytest.raises(PuzzleError) as error:
        Category("age", (None, 1))  # type: ignore[arg-type]
    assert str(error.value) == (
        "category 'age' has an empty value (null): every value needs a name or a number"
    )


@pytest.mark.parametrize("text, message", [
    ('{"categories": {"a": [1, 2]}, "title": ["x"]}', "p.json: title must be text, not a list"),
    ('{"categories": {"a": [1, 2]}, "clues": [{"clue": {"b": 1}}]}',
     "p.json: clue 1 must be text, not a dict"),
    ('{"categories": {"a": [1, 2]}, "axis": [1]}', "p.json: axis must be a category name, not a list"),
    ('{"categories": {"a": [1, 2]}, "size": [2]}',
     "p.json: size is a list but the categories have 2 values each"),
    ('{"categories": {"a": [1, 2]}, "zebrakit": true}',
     "p.json: schema version True is not supported; this zebrakit reads version 1"),
    ('{"categories": {"a": [1, 2]}, "questions": [{"ask": ["a"], "about": 1}]}',
     "p.json: question 1: 'ask' must be a category name or 'position', not a list"),
    ('{"categories": {"a": [1, 2]}, "questions": [{"ask": "a", "about": {"x": 1}}]}',
     "p.json: question 1: 'about' must be a value or a position number, not a dict"),
    ('{"categories": {"a": [1, 2]}, "questions": [{"ask": "a", "about": 1, "text": [1]}]}',
     "p.json: question 1: 'text' must be text, not a list"),
])
def test_fields_of_the_wrong_kind_are_refused(text: str, message: str):
    assert error_of(text) == message


def test_a_number_may_name_a_category_or_title_a_puzzle():
    puzzle = loads("title: 1984\ncategories:\n  2024: [a, b]\n")
    assert (puzzle.title, puzzle.categories[0].name) == ("1984", "2024")


# =========================================================================== control characters
@pytest.mark.parametrize("text, message", [
    ('{"categories": {"age": ["a\\u0007b", "c"]}}',
     "p.json: category 'age': the value 'a\\x07b' contains the control character U+0007: names "
     "are printable text"),
    ('{"categories": {"a\\tb": ["x", "y"]}}',
     "p.json: a category name 'a\\tb' contains the control character U+0009: names are "
     "printable text"),
    ('{"categories": {"name": ["Ann\\u202eboB", "Cy"]}}',
     "p.json: category 'name': the value 'Ann\\u202eboB' contains the control character U+202E: "
     "names are printable text"),
    ('{"categories": {"name": ["Ann\\nBob", "Cy"]}}',
     "p.json: category 'name': the value 'Ann\\nBob' contains the control character U+000A: "
     "names are printable text"),
    ('{"categories": {"pet": {"values": ["cat", "dog"], "noun": "the {}\\u001b[31m owner"}}}',
     "p.json: category 'pet': the noun 'the {}\\x1b[31m owner' contains the control character "
     "U+001B"),
    ('{"categories": {"": ["x", "y"]}}', "p.json: a category name is empty"),
    ('{"categories": {"null": ["x", "y"], "a": [null, "y"]}}',
     "p.json: category 'a' has an empty value (null): every value needs a name or a number"),
])
def test_control_characters_and_empty_names_are_refused(text: str, message: str):
    assert error_of(text) == message


def test_a_category_name_must_be_text():
    with pytest.raises(PuzzleError) as error:
        loads("categories:\n  ~: [x, y]\n")
    assert str(error.value) == "<string>: a category name must be text, not None"


# =========================================================================== YAML as people mean it
def test_clock_times_dates_and_leading_zeros_stay_text():
    puzzle = loads("categories:\n  time: [10:30, 11:45]\n  day: [2024-01-01, 2024-01-02]\n"
                   "  room: [010, 011]\n  age: [7, 8]\n")
    values = [c.values for c in puzzle.categories]
    assert values == [("10:30", "11:45"), ("2024-01-01", "2024-01-02"), ("010", "011"), (7, 8)]


def test_a_dump_of_such_text_reads_back():
    puzzle = loads("categories:\n  time: ['10:30', '11:45']\n  room: ['010', '8']\n")
    assert loads(zebrakit.dumps(puzzle)) == puzzle

