"""Crash sites of issue 9 and the documented limits: each a clear PuzzleError, never a traceback."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import zebrakit
from zebrakit import Apart, Category, Puzzle, PuzzleError, Ref, limits
from zebrakit.cli import main
from zebrakit.english import write_puzzle
from zebrakit.formats import load, loads
from zebrakit.limits import LimitError
from zebrakit.notation import parse_clue

PEOPLE = "categories:\n  name: [Anna, Bob, Cy]\n  pet: [cat, dog, fish]\nclues:\n"


def error_of(text: str, source: str = "p.yaml", format: str | None = None) -> str:
    with pytest.raises(PuzzleError) as error:
        loads(text, source=source, format=format)
    return str(error.value)


# =========================================================================== a position for a value
@pytest.mark.parametrize("clue, message", [
    ("next_to(Anna, 1)",
     "p.yaml: clue 1 'next_to(Anna, 1)': next_to(Anna, 1): a position (1) was given where a "
     "value is expected; next_to() relates values: write 'abs(Anna - 1) == 1' instead, or "
     "'Anna == 1' for 'at position 1'"),
    ("before(Anna, 2)",
     "p.yaml: clue 1 'before(Anna, 2)': before(Anna, 2): a position (2) was given where a value "
     "is expected; before() relates values: write 'Anna < 2' instead, or 'Anna == 2' for "
     "'at position 2'"),
    ("after(2, Anna)",
     "p.yaml: clue 1 'after(2, Anna)': after(2, Anna): a position (2) was given where a value is "
     "expected; after() relates values: write 'Anna < 2' instead, or 'Anna == 2' for "
     "'at position 2'"),
    ("left_of(1, Anna)",
     "p.yaml: clue 1 'left_of(1, Anna)': left_of(1, Anna): a position (1) was given where a "
     "value is expected; left_of() relates values: write 'Anna == 2' instead, or 'Anna == 1' "
     "for 'at position 1'"),
    ("apart(Anna, 3, 2)",
     "p.yaml: clue 1 'apart(Anna, 3, 2)': apart(Anna, 3, 2): a position (3) was given where a "
     "value is expected; apart() relates values: write 'abs(Anna - 3) == 2' instead, or "
     "'Anna == 3' for 'at position 3'"),
    ("at_end(1)",
     "p.yaml: clue 1 'at_end(1)': at_end(1): a position (1) was given where a value is "
     "expected; at_end() relates values, so give it value names"),
])
def test_a_position_where_a_value_is_expected_is_explained(clue: str, message: str):
    assert error_of(PEOPLE + f"  - {clue}\n") == message


def test_the_suggested_notation_reads():
    puzzle = loads(PEOPLE)
    for written in ("abs(Anna - 1) == 1", "Anna < 2", "Anna == 2"):
        parse_clue(written, puzzle).validate(puzzle)


def test_a_distance_must_be_a_number():
    with pytest.raises(PuzzleError) as error:
        parse_clue("apart(Anna, Bob, cat)", loads(PEOPLE))
    assert str(error.value) == (
        "apart() takes a distance as its third argument, a whole number such as 2, not the "
        "value 'cat'"
    )


def test_a_distance_of_zero_is_refused_when_read():
    """Found by the fuzzer: Apart(Anna, Bob, 0) was written 'abs(Anna - Bob) == 0', another clue."""
    with pytest.raises(PuzzleError) as error:
        parse_clue("apart(Anna, Bob, 0)", loads(PEOPLE))
    assert str(error.value) == (
        "apart() takes a distance of at least 1, not 0: 'a == b' is the same house"
    )


def test_a_clue_built_by_hand_with_a_position_for_a_value_is_refused():
    with pytest.raises(PuzzleError) as error:
        Puzzle((Category("name", ("Anna", "Bob")),), clues=(Apart(Ref("name", "Anna"), 1),))
    assert str(error.value) == (
        "clue 1: a position (1) was given where a value is expected: a value sits at a position, "
        "so say where with a comparison, e.g. 'Anna == 1' (Anna is at position 1) or "
        "'abs(Anna - 1) == 1' (Anna is next to it)"
    )


# =========================================================================== English templates
@pytest.mark.parametrize("template", ["{", "}", "{} {}", "{x}", "{0}", "the {{}} owner"])
def test_a_template_with_other_braces_is_refused_when_the_category_is_built(template: str):
    with pytest.raises(PuzzleError) as error:
        Category("pet", ("cat", "dog"), noun=template)
    assert str(error.value) == (
        f"category 'pet': the noun {template!r} must hold '{{}}' once for the value and no "
        f"other braces, e.g. 'the {{}} owner'"
    )


def test_a_template_in_a_file_is_checked_with_the_file_named():
    text = "categories:\n  name: [Anna, Bob]\n  pet: {values: [cat, dog], verb: 'keeps {} {}'}\n"
    assert error_of(text) == (
        "p.yaml: category 'pet': the verb 'keeps {} {}' must hold '{}' once for the value and no "
        "other braces, e.g. 'keeps a {}'"
    )


@pytest.mark.parametrize("noun", ["the {} owner", "the owner", ""])
def test_templates_with_one_placeholder_or_none_are_written(noun: str):
    puzzle = Puzzle((Category("name", ("Anna", "Bob")), Category("pet", ("cat", "dog"), noun=noun)))
    puzzle = puzzle.with_clues((parse_clue("Anna == cat", puzzle),))
    assert "Anna" in write_puzzle(puzzle)


def test_a_category_name_with_braces_is_written_as_words():
    """Found by the fuzzer: the default template took the name for part of a format string."""
    puzzle = Puzzle((Category("name", ("Anna", "Bob")), Category("{}drink {x}", ("tea", "milk"))))
    puzzle = puzzle.with_clues((parse_clue("Anna == tea", puzzle),))
    assert "1. Anna is the person whose {}drink {x} is tea." in write_puzzle(puzzle)


def test_a_template_that_is_not_text_is_refused():
    assert error_of("categories:\n  pet: {values: [cat, dog], noun: 5}\n") == (
        "p.yaml: category 'pet': noun must be text such as 'the {} owner', not 5"
    )


# =========================================================================== nesting
DEEP = "p.yaml: lists and mappings nest more than 50 levels deep (the limit); a puzzle file needs 4"


@pytest.mark.parametrize("text, format", [
    ("[" * 1000 + "]" * 1000, "json"),
    ('{"a": ' * 1000 + "1" + "}" * 1000, "json"),
    ("[" * 500 + "]" * 500, "yaml"),
    ("- " * 500 + "x\n", "yaml"),
    ("a:\n" + "".join("  " * i + "b:\n" for i in range(1, 60)), "yaml"),
    ("a:\n" + "".join("  " * i + "b:\n" for i in range(1, 60)), None),
])
def test_deep_files_are_refused_before_parsing(text: str, format: str | None):
    with pytest.raises(LimitError) as error:
        loads(text, source="p.yaml", format=format)
    assert str(error.value) == DEEP


def test_brackets_inside_json_strings_do_not_count():
    text = '{"title": "' + "[" * 200 + '", "categories": {"a": ["x", "y"]}}'
    assert loads(text, format="json").title == "[" * 200


def test_a_long_sum_is_refused_before_it_nests_too_deep():
    clue = "Anna" + "+1" * 900 + " == Bob"
    assert error_of(PEOPLE + f"  - {clue}\n") == (
        f"p.yaml: clue 1 '{clue[:75]}...': the clue nests deeper than 100 levels at column 202, "
        f"found '1'"
    )
    assert isinstance(parse_clue("Anna" + " + 1" * 98 + " == Bob", loads(PEOPLE)), zebrakit.Offset)


def test_the_thousand_term_sum_of_the_issue_is_too_long():
    clue = "x" + " + 1" * 1000 + " == 3"
    assert error_of(PEOPLE + f"  - {clue}\n") == (
        f"p.yaml: clue 1 '{clue[:75]}...': the clue is 4,006 characters long, more than the "
        f"limit of 2,000"
    )


@pytest.mark.parametrize("clue", [
    "Anna" + " * 1" * 150 + " == 1",
    "-" * 150 + "1 == Anna",
    "abs(" * 150 + "Anna" + ")" * 150 + " == 1",
    "(" * 150 + "Anna" + ")" * 150 + " == 1",
    "not " * 150 + "Anna == 1",
])
def test_every_way_of_nesting_a_clue_is_bounded(clue: str):
    with pytest.raises(PuzzleError, match="the clue nests deeper than 100 levels"):
        parse_clue(clue, loads(PEOPLE))


@pytest.mark.parametrize("clue", [
    "not " * 98 + "Anna == 1",
    "(" * 40 + "Anna == 1" + ")" * 40,
    "Anna" + " + 0" * 97 + " == 1",
    "abs(" * 48 + "Anna - Bob" + ")" * 48 + " == 1",
    "-" * 48 + "1 == Anna",
])
def test_a_clue_nested_near_the_limit_formats_and_reads_back(clue: str):
    """'not not ...' was written 'not (not (...))', twice as deep as read: saved, never loaded."""
    puzzle = loads(PEOPLE)
    parsed = parse_clue(clue, puzzle)
    assert parse_clue(zebrakit.format_clue(parsed, puzzle), puzzle) == parsed
    puzzle = puzzle.with_clues((parsed,))
    assert loads(zebrakit.dumps(puzzle)) == puzzle


# =========================================================================== sizes and counts
def values(prefix: str, count: int) -> str:
    return "[" + ", ".join(f"{prefix}{i}" for i in range(count)) + "]"


@pytest.mark.parametrize("text, message", [
    ("categories:\n  a: " + values("v", 51) + "\n",
     "p.yaml: category 'a' has 51 values, more than the limit of 50"),
    ("categories:\n" + "".join(f"  c{i}: [x{i}, y{i}]\n" for i in range(51)),
     "p.yaml: the puzzle has 51 categories, more than the limit of 50"),
    (PEOPLE + "  - Anna == cat\n" * 2001,
     "p.yaml: the puzzle has 2,001 clues, more than the limit of 2,000"),
    ("categories:\n  a: [" + "x" * 201 + ", y]\n",
     "p.yaml: category 'a': the value '" + "x" * 55 + "...' is 201 characters long, more than "
     "the limit of 200"),
    (PEOPLE + "  - " + "Anna" + " " * 2000 + "== cat\n",
     "p.yaml: clue 1 'Anna" + " " * 71 + "...': the clue is 2,010 characters long, more than "
     "the limit of 2,000"),
    (PEOPLE + "  - {text: '" + "Anna keeps the cat. " * 101 + "'}\n",
     "p.yaml: clue 1 'Anna keeps the cat. Anna keeps the cat. Anna keeps the cat. Anna keeps "
     "the ...': the clue is 2,020 characters long, more than the limit of 2,000"),
    ("#" * 5_000_001,
     "p.yaml: the text is 5,000,001 bytes, more than the limit of 5,000,000 bytes (5 MB)"),
    ("# " + "ë" * 2_500_000,
     "p.yaml: the text is 5,000,002 bytes, more than the limit of 5,000,000 bytes (5 MB)"),
])
def test_limits_give_clear_errors(text: str, message: str):
    assert error_of(text) == message


def test_the_limits_at_their_largest_are_accepted():
    categories = "".join(f"  c{c}: {values(f'v{c}x', 50)}\n" for c in range(50))
    clues = "".join(f"  - v0x{i % 50} == v1x{i % 50}\n" for i in range(2000))
    puzzle = loads("categories:\n" + categories + "clues:\n" + clues)
    assert (puzzle.size, len(puzzle.categories), len(puzzle.clues)) == (50, 50, 2000)


def test_limits_hold_for_puzzles_built_by_hand():
    with pytest.raises(LimitError) as error:
        Puzzle(tuple(Category(f"c{i}", (f"x{i}",)) for i in range(51)))
    assert str(error.value) == "the puzzle has 51 categories, more than the limit of 50"
    with pytest.raises(LimitError) as error:
        Category("a", tuple(range(51)))
    assert str(error.value) == "category 'a' has 51 values, more than the limit of 50"


def test_a_file_too_large_is_refused_before_it_is_read(tmp_path: Path):
    path = tmp_path / "big.yaml"
    with open(path, "wb") as handle:
        handle.truncate(limits.MAX_FILE_BYTES + 1)
    with pytest.raises(LimitError) as error:
        load(path)
    assert str(error.value) == (
        f"{path}: the file is 5,000,001 bytes, more than the limit of 5,000,000 bytes (5 MB)"
    )


def test_a_device_without_end_is_read_no_further_than_the_limit():
    with pytest.raises(LimitError) as error:
        load("/dev/zero")
    assert str(error.value) == (
        "/dev/zero: the file is larger than the limit of 5,000,000 bytes (5 MB)"
    )


def test_a_file_read_gets_its_line_ends_as_text_mode_does(tmp_path: Path):
    path = tmp_path / "crlf.yaml"
    path.write_bytes(b"title: a\r\ncategories:\r\n  a: [x, y]\r\n")
    assert load(path).title == "a"


def test_standard_input_too_large_is_refused(monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("#" * (limits.MAX_FILE_BYTES + 10)))
    with pytest.raises(LimitError) as error:
        load("-")
    assert str(error.value) == (
        "<stdin>: the text is 5,000,001 bytes, more than the limit of 5,000,000 bytes (5 MB)"
    )


def test_check_text_size_is_there_for_the_english_reader():
    limits.check_text_size("x" * limits.MAX_FILE_BYTES, "a.txt")
    with pytest.raises(LimitError) as error:
        limits.check_text_size("x" * (limits.MAX_FILE_BYTES + 1), "a.txt")
    assert str(error.value) == (
        "a.txt: the text is 5,000,001 bytes, more than the limit of 5,000,000 bytes (5 MB)"
    )


def test_a_limit_is_exit_code_2_on_the_command_line(tmp_path: Path, capsys):
    path = tmp_path / "deep.json"
    path.write_text("[" * 1000 + "]" * 1000)
    assert main(["solve", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"zebrakit: error: {path}: lists and mappings nest more than 50 levels deep (the limit); "
        f"a puzzle file needs 4\n"
    )


# =========================================================================== numbers the parsers cannot hold
@pytest.mark.parametrize("text, format, message", [
    ('{"categories": {"age": [' + "1" * 5000 + ", 2]}}", "json",
     "p.yaml: JSON value error: a number is too long: numbers are at most "
     "1,000,000,000,000,000 in magnitude"),
    ("categories:\n  age: [" + "1" * 5000 + ", 2]\n", "yaml",
     "p.yaml: YAML value error: line 2, column 9: !!int cannot hold '" + "1" * 55 + "...': a "
     "number is too long: numbers are at most 1,000,000,000,000,000 in magnitude"),
    ("categories:\n  age: [!!int x, 2]\n", "yaml",
     "p.yaml: YAML value error: line 2, column 9: !!int cannot hold 'x': invalid literal for "
     "int() with base 10: 'x'"),
    ("categories:\n  day: [!!timestamp 2024-99-99, 2]\n", "yaml",
     "p.yaml: YAML value error: line 2, column 9: !!timestamp cannot hold '2024-99-99': month "
     "must be in 1..12"),
    # PyYAML's own constructors raise IndexError, AttributeError and KeyError on these
    ("categories:\n  age: [!!int , 2]\n", "yaml",
     "p.yaml: YAML value error: line 2, column 9: !!int cannot hold ''"),
    ("categories:\n  age: [!!float , 2]\n", "yaml",
     "p.yaml: YAML value error: line 2, column 9: !!float cannot hold ''"),
    ("categories:\n  day: [!!timestamp abc, 2]\n", "yaml",
     "p.yaml: YAML value error: line 2, column 9: !!timestamp cannot hold 'abc'"),
    ("categories:\n  ok: [!!bool maybe, 2]\n", "yaml",
     "p.yaml: YAML value error: line 2, column 8: !!bool cannot hold 'maybe'"),
    ('{"title": "a\\ud800b", "categories": {"a": [1, 2]}}', "json",
     "p.yaml: title is not valid Unicode: a lone surrogate at character 2"),
    ("categories:\n  age: [10000000000000001, 2]\n", "yaml",
     "p.yaml: category 'age': the value 10000000000000001 is larger than the limit of 10**15 in "
     "magnitude"),
])
def test_values_the_parsers_cannot_hold_are_refused(text: str, format: str, message: str):
    assert error_of(text, format=format) == message


def test_a_number_too_long_in_a_clue_is_refused():
    with pytest.raises(PuzzleError) as error:
        parse_clue("Anna == " + "9" * 500, loads(PEOPLE))
    assert str(error.value) == (
        "the number 99999999999999999999... is too long: numbers are at most "
        "1,000,000,000,000,000 in magnitude"
    )



# =========================================================================== engines within the limits
def test_the_brute_engine_says_what_it_cannot_list_before_listing_it():
    """A 50 x 50 puzzle made it list 50! permutations a category: 11 GB in four minutes."""
    from zebrakit.engines import EngineError, get_engine

    puzzle = Puzzle(tuple(Category(f"c{c}", tuple(f"v{c}x{i}" for i in range(10))) for c in range(2)))
    with pytest.raises(EngineError) as error:
        get_engine("brute").count(puzzle, 1)
    assert str(error.value) == (
        "engine 'brute' would list 7,257,600 permutations of the categories' positions (limit "
        "2,000,000); use an engine that propagates, such as 'native'"
    )
    big = Puzzle(tuple(Category(f"c{c}", tuple(f"v{c}x{i}" for i in range(50))) for c in range(50)))
    with pytest.raises(EngineError, match="would list about 10\\*\\*66 permutations"):
        get_engine("brute").count(big, 1)
    small = Puzzle(tuple(Category(f"c{c}", tuple(f"v{c}x{i}" for i in range(5))) for c in range(5)))
    assert get_engine("brute").count(small, 3) == 3
