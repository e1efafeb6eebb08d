"""Fuzzing the readers: whatever the input, only a PuzzleError, and within seconds (issue 9).

Puzzle files (YAML and JSON: generated mappings and mutated real puzzles), notation clues
(token soups and grammatical clues) and English texts (word soups and mutated real texts) go
through the public API: ``zebrakit.formats.loads``, ``zebrakit.notation.parse_clue`` and
``zebrakit.english.read_puzzle``. What reads is used further: dumped and read back (the same
puzzle), formatted and parsed back (the same clue), written in English, and counted.

The default run is a few hundred cases with fixed seeds (``derandomize``), so the suite stays
reproducible. A long run with fresh random cases:

    ZEBRAKIT_FUZZ_EXAMPLES=100000 python -m pytest tests/test_fuzz.py -p no:cacheprovider

shares that many cases among the tests below (by ``WEIGHTS``). With ``ZEBRAKIT_FUZZ_LOG=FILE``
every exception other than PuzzleError and every case slower than ``SLOW_SECONDS`` is appended
to FILE as a JSON line (with the input) and the run goes on instead of stopping at the first.
"""

from __future__ import annotations

import json
import math
import os
import time
import traceback
from pathlib import Path
from typing import Any
from collections.abc import Callable

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import zebrakit
from zebrakit import Puzzle, PuzzleError
from zebrakit.english import read_puzzle, write_clue, write_puzzle
from zebrakit.formats import dumps, loads
from zebrakit.notation import format_clue, parse_clue

ROOT = Path(__file__).resolve().parents[1]
TOTAL = int(os.environ.get("ZEBRAKIT_FUZZ_EXAMPLES", "0") or 0)
LOG = os.environ.get("ZEBRAKIT_FUZZ_LOG")
SLOW_SECONDS = 10.0
WEIGHTS = {
    "files": 0.2, "mutated_files": 0.2, "token_clues": 0.15, "grammar_clues": 0.15,
    "english_soup": 0.15, "mutated_english": 0.15,
}
DEFAULT_EXAMPLES = {
    "files": 80, "mutated_files": 60, "token_clues": 80, "grammar_clues": 60,
    "english_soup": 60, "mutated_english": 20,
}
"""The default run: 360 cases, about 15 s on 2 cores."""


def fuzz_settings(name: str) -> settings:
    """Settings for one fuzz test: its share of the cases, a deadline, fixed seeds by default."""
    examples = max(1, round(TOTAL * WEIGHTS[name])) if TOTAL else DEFAULT_EXAMPLES[name]
    return settings(
        max_examples=examples,
        deadline=None if LOG else SLOW_SECONDS * 1000,
        derandomize=not TOTAL,
        database=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
    )


KNOWN_ISSUES: set[tuple[str, str, str]] = set()
"""Crashes found in code this harness's owner does not own, reported to its owner: (exception,
file, function) of the innermost frame. Such a crash is logged, not failed; remove the entry
when it is fixed, so that the fuzzing guards the fix."""


def _known(error: Exception) -> bool:
    frame = traceback.extract_tb(error.__traceback__)[-1]
    return (type(error).__name__, Path(frame.filename).name, frame.name) in KNOWN_ISSUES


def call(what: str, function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)``: its result, or None when it raises PuzzleError; anything else fails."""
    start = time.perf_counter()
    try:
        return function(*args)
    except PuzzleError:
        return None
    except Exception as error:  # noqa: BLE001 - the point: nothing else may escape
        if LOG:
            kind = "known" if _known(error) else "exception"
            _record(kind, what, args, time.perf_counter() - start, error)
        elif not _known(error):
            raise
        return None
    finally:
        elapsed = time.perf_counter() - start
        if LOG and elapsed > SLOW_SECONDS:
            _record("slow", what, args, elapsed, None)


def expect(ok: bool, what: str, args: tuple, detail: str) -> None:
    """Assert a property; a long run with a log records a broken one and goes on."""
    if ok:
        return
    if not LOG:
        raise AssertionError(f"{what}: {detail}")
    _record("property", what, args, 0.0, AssertionError(detail))


CASES: dict[str, int] = {}


def case(test: str) -> None:
    """Count one case of ``test``; a long run logs the counts every 500 cases."""
    CASES[test] = CASES.get(test, 0) + 1
    if LOG and CASES[test] % 500 == 0:
        with open(LOG, "a", encoding="utf-8") as handle:
            handle.write(json.dumps({"kind": "progress", "test": test, "cases": CASES[test],
                                     "time": time.time()}) + "\n")


def _record(kind: str, what: str, args: tuple, seconds: float, error: Exception | None) -> None:
    entry = {
        "kind": kind, "call": what, "seconds": round(seconds, 3),
        "input": [a if isinstance(a, str) else repr(a)[:2000] for a in args],
    }
    if error is not None:
        entry["error"] = f"{type(error).__name__}: {error}"[:2000]
        entry["where"] = traceback.format_exception(error)[-3:]
    with open(LOG, "a", encoding="utf-8") as handle:  # type: ignore[arg-type]
        handle.write(json.dumps(entry, ensure_ascii=False) + "\n")


# =========================================================================== what a read puzzle must do
def use(puzzle: Puzzle | None, source: str) -> None:
    """A puzzle that reads dumps and reads back equal, writes in English, and counts if small."""
    if puzzle is None:
        return
    for format in ("yaml", "json"):
        text = call(f"dumps {format}", dumps, puzzle, format)
        again = call(f"loads dumped {format}", loads, text, source, format)
        expect(again == puzzle, f"{format} round trip", (text,), "the puzzle read back differs")
    english = call("write_puzzle", write_puzzle, puzzle)
    if puzzle.size <= 5 and len(puzzle.categories) <= 4:
        solved(puzzle)
        if english is not None:
            call("read_puzzle written", read_puzzle, english, "written.txt")


def solved(puzzle: Puzzle) -> None:
    """Count to two; a solution found satisfies every clue by the independent verifier."""
    call("count", zebrakit.count, puzzle, 2)
    solution = call("solve", zebrakit.solve, puzzle)
    if solution is not None:
        violated = call("violations", zebrakit.violations, puzzle, solution)
        expect(violated == [], "violations", (zebrakit.dumps(puzzle),), f"{violated}")


# =========================================================================== puzzle files
WORDS = ["Brit", "Dane", "red", "green", "cat", "dog", "tea", "milk", "Anna", "Bob", "Zoë",
         "東京", "root beer", "no", "yes", "null", "~", "position", "house", "colour.red"]
KEYS = ["zebrakit", "title", "description", "size", "axis", "categories", "clues", "questions",
        "values", "noun", "verb", "clue", "text", "ask", "about", "at", "answer"]
ODD_TEXT = st.text(st.characters(codec="utf-8"), max_size=12)
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(),
    st.sampled_from(WORDS), ODD_TEXT, st.sampled_from(["{}", "{", "{} {}", "the {} owner"]),
)
TREES = st.recursive(
    SCALARS,
    lambda kids: st.one_of(
        st.lists(kids, max_size=5),
        st.dictionaries(st.one_of(st.sampled_from(KEYS), ODD_TEXT), kids, max_size=5),
    ),
    max_leaves=30,
)
LABELS = st.one_of(st.sampled_from(WORDS), ODD_TEXT, st.integers(-5, 60), st.floats(), st.none(),
                   st.booleans())


def rarely(draw: st.DrawFn) -> bool:
    """True one time in eight (and never once shrunk), for the odd one out among valid parts."""
    return draw(st.integers(0, 7)) == 7


@st.composite
def puzzle_data(draw: st.DrawFn) -> dict:
    """A mapping shaped like a puzzle file: mostly valid, with an odd part now and then."""
    n = draw(st.integers(1, 5))
    count = draw(st.integers(1, 4))
    names = draw(st.lists(st.one_of(st.sampled_from(["colour", "pet", "name", "age", "drink",
                                                     "current", "new", "Farbe", "東京"])),
                          min_size=count, max_size=count, unique=True))
    if rarely(draw):
        names[0] = draw(ODD_TEXT)
    categories: dict[Any, Any] = {}
    values: list[Any] = []
    for name in names:
        if name in ("current", "new"):
            labels = [f"post{i}" for i in range(n)]
        elif name == "age":
            labels = list(range(10, 10 * n + 1, 10))
        else:
            labels = [f"{name[:2]}{i}" for i in range(n)]
        if rarely(draw):
            labels = draw(st.lists(LABELS, min_size=1, max_size=6))
        values += labels
        entry: Any = labels
        if rarely(draw):
            entry = {"values": labels, "noun": draw(st.one_of(SCALARS, st.just("the {} owner"))),
                     "verb": draw(st.one_of(st.just("keeps a {}"), SCALARS))}
        categories[name] = entry
    data: dict[str, Any] = {"zebrakit": 1, "categories": categories}
    if rarely(draw):
        data["axis"] = draw(st.sampled_from(names))
    words = [v for v in values if isinstance(v, str)]
    refs = [f"{name}.{v}" if isinstance(name, str) else "x" for name in categories
            for v in (categories[name]["values"] if isinstance(categories[name], dict) else categories[name])]
    simple = st.builds(lambda a, template, b, k: template.format(a=a, b=b, k=k),
                       st.sampled_from(refs or ["x"]),
                       st.sampled_from(["{a} == {b}", "{a} != {b}", "{a} + {k} == {b}", "{a} < {b}",
                                        "abs({a} - {b}) == {k}", "{a} == {k}", "not {a} == {b}",
                                        "{a} == {k} or {b} == {k}", "at_end({a})"]),
                       st.sampled_from(refs or ["x"]), st.integers(1, n))
    clue = st.one_of(simple, simple, grammar_clue(words, names))
    data["clues"] = draw(st.lists(st.one_of(
        clue, st.fixed_dictionaries({"clue": clue}, optional={"text": st.sampled_from(WORDS)})),
        max_size=6))
    if rarely(draw):
        data["clues"].append(draw(TREES))
    if rarely(draw):
        data["questions"] = [{"ask": draw(st.sampled_from(names + ["position"])),
                              "about": draw(st.one_of(st.sampled_from(words or ["x"]),
                                                      st.integers(-1, 6)))}]
    for key in ("title", "axis", "zebrakit", "size", "questions", "description", "extra"):
        if rarely(draw) and rarely(draw):
            data[key] = draw(st.one_of(TREES, st.sampled_from(names), st.just(1)))
    return data


def serialise(data: Any, format: str) -> str:
    if format == "json":
        return json.dumps(data, ensure_ascii=False)
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


@fuzz_settings("files")
@given(st.one_of(puzzle_data(), TREES), st.sampled_from(["json", "yaml"]),
       st.sampled_from([True, False]))
def test_puzzle_files_raise_only_puzzle_errors(data: Any, format: str, named: bool):
    case("files")
    try:
        text = serialise(data, format)
    except (ValueError, TypeError, yaml.YAMLError):
        return  # not representable in that format
    use(call("loads", loads, text, "fuzz." + format, format if named else None), "fuzz")


EXAMPLE_FILES = sorted((ROOT / "examples").glob("*.yaml"))
SEEDS = [path.read_text(encoding="utf-8") for path in EXAMPLE_FILES]
SEEDS += [json.dumps(yaml.safe_load(text), ensure_ascii=False, indent=1) for text in SEEDS]
PALETTE = ["[", "]", "{", "}", ":", "- ", "\n", "  ", "\t", "&a ", "*a", "!!int ", "!!python/name:os.system ",
           "'", '"', "#", ",", "\x00", "\x1b", "é", "e\u0301", "東", "\u202e", "NaN", ".inf", "1e999",
           "9" * 30, "10:30", "2024-13-01", "~", "null", "true", "{}", "((", "abs(", "not ", " + 1",
           "next_to(", "==", "<", "\ufeff", "\r\n", "---\n", "...\n", "? ", "<<: *a\n",
           "\\ud800", "\\u0000", "!!bool ", "!!timestamp ", "!!binary ", "!!float ", "!!set ",
           "!!omap ", "&b [*b]"]


@st.composite
def mutated(draw: st.DrawFn, seeds: list[str], palette: list[str]) -> str:
    """A real text with a few cuts, insertions, duplications and swaps."""
    text = draw(st.sampled_from(seeds))
    for _ in range(draw(st.integers(1, 6))):
        if not text:
            break
        at = draw(st.integers(0, len(text) - 1))
        length = draw(st.integers(0, 40))
        kind = draw(st.integers(0, 4))
        if kind == 0:
            text = text[:at] + text[at + length:]
        elif kind == 1:
            text = text[:at] + draw(st.one_of(st.sampled_from(palette), ODD_TEXT)) + text[at:]
        elif kind == 2:
            text = text[:at] + text[at:at + length] * draw(st.integers(2, 4)) + text[at:]
        elif kind == 3:
            lines = text.splitlines(keepends=True)
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "".join(lines)
        else:
            text = text[:at] + draw(st.sampled_from(palette)) + text[at + length:]
    return text


@fuzz_settings("mutated_files")
@given(mutated(SEEDS, PALETTE), st.sampled_from(["json", "yaml", None]))
def test_mutated_puzzle_files_raise_only_puzzle_errors(text: str, format: str | None):
    case("mutated_files")
    use(call("loads", loads, text, "fuzz", format), "fuzz")


# =========================================================================== notation
BASE = loads(
    "categories:\n"
    "  name: [Anna, Bob, Cy, Dee]\n"
    "  pet: [cat, dog, fish, 'root beer']\n"
    "  age: [20, 25, 30, 35]\n"
    "  current: [health, home, trade, war]\n"
    "  new: [health, home, trade, war]\n",
    "base.yaml",
)
NAMES = ["Anna", "Bob", "Cy", "Dee", "cat", "dog", "fish", "root beer", "'root beer'", "age.20",
         "age.35", "current.health", "new.war", "health", "Zoë", "Anne"]
CATEGORIES = ["name", "pet", "age", "current", "new", "position"]
TOKENS = NAMES + CATEGORIES + [
    "==", "!=", "<", "<=", ">", ">=", "=", "+", "-", "*", "(", ")", ",", ".", "{", "}", "->",
    "and", "or", "xor", "not", "abs", "next_to", "not_next_to", "left_of", "right_of", "before",
    "after", "between", "at_end", "apart", "cycles", "0", "1", "2", "3", "4", "5", "-1", "2.5",
    "99999999999999999999", '"', "'", "\u0301", "東", "_",
]


@fuzz_settings("token_clues")
@given(st.lists(st.one_of(st.sampled_from(TOKENS), ODD_TEXT), max_size=25),
       st.sampled_from([" ", ""]))
def test_token_soups_raise_only_puzzle_errors(tokens: list[str], joiner: str):
    case("token_clues")
    use_clue(joiner.join(tokens))


def grammar_clue(names: list[Any], categories: list[Any]) -> st.SearchStrategy[str]:
    """Clues shaped by the notation's grammar, over the given names and categories."""
    names = [n for n in names if isinstance(n, str)] or ["x"]
    categories = [c for c in categories if isinstance(c, str)] or ["c"]
    value = st.one_of(st.sampled_from(names),
                      st.builds(lambda c, n: f"{c}.{n}", st.sampled_from(categories),
                                st.one_of(st.sampled_from(names), st.integers(-1, 40))))
    number = st.integers(-3, 40).map(str)
    expr = st.recursive(
        st.one_of(value, number),
        lambda e: st.one_of(
            st.builds(lambda a, op, b: f"{a} {op} {b}", e, st.sampled_from("+-*"), e),
            e.map(lambda x: f"abs({x})"), e.map(lambda x: f"({x})"), e.map(lambda x: f"-{x}"),
            st.builds(lambda c, x: f"{c}({x})", st.sampled_from(categories), e),
            st.builds(lambda c, x: f"{c}.{{{x}}}", st.sampled_from(categories), e),
        ),
        max_leaves=6,
    )
    comparison = st.builds(lambda a, op, b: f"{a} {op} {b}", expr,
                           st.sampled_from(["==", "!=", "<", "<=", ">", ">="]), expr)
    function = st.builds(
        lambda f, args: f"{f}({', '.join(args)})",
        st.sampled_from(["next_to", "not_next_to", "left_of", "right_of", "before", "after",
                         "between", "at_end", "apart"]),
        st.lists(st.one_of(value, number), min_size=1, max_size=3),
    )
    cycles = st.builds(lambda a, b, k: f"cycles({a}, {b}) >= {k}", st.sampled_from(categories),
                       st.sampled_from(categories), st.integers(-1, 5))
    return st.recursive(
        st.one_of(comparison, function, cycles),
        lambda c: st.one_of(
            c.map(lambda x: f"not {x}"), c.map(lambda x: f"({x})"),
            st.builds(lambda a, op, b: f"{a} {op} {b}", c, st.sampled_from(["and", "or", "xor"]), c),
        ),
        max_leaves=4,
    )


@fuzz_settings("grammar_clues")
@given(grammar_clue(NAMES, CATEGORIES))
def test_grammatical_clues_raise_only_puzzle_errors(text: str):
    case("grammar_clues")
    use_clue(text)


def use_clue(text: str) -> None:
    """A clue that parses formats back to itself, validates, writes in English and counts."""
    clue = call("parse_clue", parse_clue, text, BASE)
    if clue is None:
        return
    written = call("format_clue", format_clue, clue, BASE)
    again = call("parse_clue formatted", parse_clue, written, BASE)
    expect(again == clue, "notation round trip", (text,), f"written {written!r} reads as {again!r}")
    puzzle = call("Puzzle", BASE.with_clues, (clue,))
    if puzzle is not None:
        call("write_clue", write_clue, clue, puzzle)
        solved(puzzle)


# =========================================================================== English
ENGLISH_FILES = sorted((ROOT / "examples").glob("*.txt")) + sorted(
    (ROOT / "tests" / "english_corpus").glob("*.txt"))[:12]
ENGLISH_SEEDS = [path.read_text(encoding="utf-8") for path in ENGLISH_FILES]
ENGLISH_WORDS = sorted({w for text in ENGLISH_SEEDS for w in text.split()})
PUNCTUATION = [".", ",", ";", ":", "?", "!", "-", "'", '"', "(", ")", "\n", "\n\n", "1.", "2.",
               "3)", "$", "%", "&", "/", "—", "…", "*", "#", "\t"]
NUMBERS = ["0", "1", "2", "3", "5", "10", "12", "1st", "2nd", "third", "fifth", "ten", "$5",
           "$15", "25", "1999", "10:30", "-3", "1e9", "99999999999999999999"]
ENGLISH_PALETTE = ENGLISH_WORDS[:200] + PUNCTUATION + NUMBERS + [
    "is not", "lives next to", "directly left of", "somewhere to the right of", "the person who",
    "owns the", "neither", "nor", "either", "or", "both", "between", "Who owns the fish?",
]


@fuzz_settings("english_soup")
@given(st.lists(st.one_of(st.sampled_from(ENGLISH_WORDS), st.sampled_from(PUNCTUATION),
                          st.sampled_from(NUMBERS), ODD_TEXT), max_size=80),
       st.sampled_from([" ", "\n", ""]), st.booleans())
def test_english_soups_raise_only_puzzle_errors(words: list[str], joiner: str, through_loads: bool):
    case("english_soup")
    text = joiner.join(words)
    if through_loads:
        call("loads english", loads, text, "fuzz.txt", "english")
    else:
        call("read_puzzle", read_puzzle, text, "fuzz.txt")


@fuzz_settings("mutated_english")
@given(mutated(ENGLISH_SEEDS, ENGLISH_PALETTE))
def test_mutated_english_raises_only_puzzle_errors(text: str):
    case("mutated_english")
    puzzle = call("read_puzzle", read_puzzle, text, "fuzz.txt")
    if puzzle is not None and puzzle.size <= 5 and len(puzzle.categories) <= 4:
        solved(puzzle)


@pytest.fixture(autouse=True, scope="module")
def warm_up() -> None:
    """Load the English lexicon once, so the first case is not charged for it."""
    call("warm up", read_puzzle, ENGLISH_SEEDS[0], "warm-up.txt")


def test_the_default_run_is_a_few_hundred_cases():
    assert 200 <= sum(DEFAULT_EXAMPLES.values()) <= 500
    assert math.isclose(sum(WEIGHTS.values()), 1.0)
