"""The wild corpus (tests/english_corpus/wild, written for zebrakit in many layouts, with gold from
its own solver) read by the combined reader: never a confident wrong answer.

A puzzle is answered when its reading has one solution and carries no 'not sure' note; every
answered puzzle must match the gold grid (each position's set of values), and the reader by meaning
must also answer the gold's questions as the gold does. The reader by meaning
alone must answer at least as many as it does today.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from zebrakit.formats.english import combined, read
from zebrakit.formats.english.lexical import place_key
from zebrakit.formats.english.mentions import keys
from zebrakit.model import PuzzleError
from zebrakit.solve import solutions

WILD = Path(__file__).parent / "english_corpus" / "wild"
GOLD = json.loads((WILD / "gold.json").read_text(encoding="utf-8"))
ANSWERED = set((WILD / "answered.txt").read_text(encoding="utf-8").split())
"""The puzzles the reader by meaning answers today, the question included (it reports the rest as unsure)."""
ANSWERED_BY_MEANING = 1271
"""How many puzzles of the corpus that is at least."""


def _key(label: object) -> str:
    """A label as compared with the gold: numbers by value, whatever their unit or symbol; names
    without a leading article ('The Loft' is the shop 'Loft') and in the singular (the reader
    calls the family or club 'the Wheelers' Wheeler), without a closing stop ('Pellham & Co.')."""
    text = re.sub(r"^(?:the|a|an)\s+", "", str(label).lower().replace(",", "").strip().rstrip("."))  # 'Co.': 'Co'
    text = re.sub(r"^(mrs|mr|ms|dr|st)\.\s", r"\1 ", text)  # 'Mr. Oduya' as 'Mr Oduya'
    clock = re.fullmatch(r"(\d{1,2}):([0-5]\d)(?:\s*[ap]\.?m\.?)?|(\d{1,2})\.([0-5]\d)\s*[ap]\.?m\.?", text)
    if clock:  # '7.45am' as the gold writes it, '7:45am' as the reader shows it, '7:30 pm' beside '7:30': one time
        hour, minute = (clock.group(1), clock.group(2)) if clock.group(1) else (clock.group(3), clock.group(4))
        return f"{int(hour) % 12}:{minute}"
    pence = re.fullmatch(r"(\d{1,2})p", text)
    if pence:  # '50p' is £0.50
        return str(int(pence.group(1)) / 100)
    number = re.match(r"^[$£€#]?\s*(\d+(?:\.\d+)?)", text)
    if number:
        return str(float(number.group(1)))
    text = re.sub(r"(?<=[a-z]{2})ies$", "y", text)  # 'cherries': cherry
    text = re.sub(r"(?<=[a-z]{3})(o|ch|sh|x)es$|(?<=[a-z]{2})(x)es$", r"\1\2", text)  # 'potatoes': potato,
    # 'peaches': peach, 'foxes': fox
    return re.sub(r"(?<=[a-z]{3})(?<!s)s$", "", text)


def ordinal_label(n: int) -> str:
    """'1st', '2nd', '3rd', '4th', ... as the gold writes places."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _day_of_month(label: str) -> int | None:
    """The day of a date written with its month or its weekday ('may 4', 'sunday the 4th')."""
    found = re.fullmatch(r"(?:[a-z]+,?\s+(?:the\s+)?)(\d{1,2})(?:st|nd|rd|th)?", label)
    return int(found.group(1)) if found else None


def _numbers_named_by_a_noun(grid: list[list[str]]) -> dict[tuple[str, ...], str]:
    """For each gold column of numbers written after one noun ('platform 1', ..., 'platform 4'), its
    numbers (sorted as text) and the form that writes a number that way ('platform {}')."""
    named = {}
    for column in zip(*grid):
        found = [re.fullmatch(r"([A-Za-z]+) (\d+)", str(v)) for v in column]
        if all(found) and len({f.group(1) for f in found}) == 1:
            named[tuple(sorted(f.group(2) for f in found))] = found[0].group(1) + " {}"
    return named


def matches_gold(puzzle, solution, name: str) -> bool:
    """True when the solution is the gold grid: each position's values as a set, the rows in
    any order (people puzzles list them by name). A category the gold leaves out because it
    names the positions (weekdays, time slots) must then be the puzzle's axis, in gold order; a
    gold category of places ('1st' to '5th') that the reader read as the row itself is its
    positions, and places the gold reads as the row ('1st' to '4th' rosettes) may be the reader's
    category, which then orders its rows."""
    gold = [frozenset(_key(v) for v in row) for row in GOLD[name]["grid"]]
    known = set().union(*gold)

    def key(value: object) -> str:  # 'carrot cake' as the text names what the gold calls 'carrot'
        exact = _key(value)
        ordinal = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)", str(value).strip().lower())
        on_the_day = [k for k in known if ordinal is not None and _day_of_month(k) == int(ordinal.group(1))]
        if len(on_the_day) == 1:
            return on_the_day[0]  # the 10th where the gold says 'Saturday the 10th', beside an age of 10
        if exact in known:
            return exact
        inside = [k for k in known if set(k.split()) < set(exact.split())]
        if len(inside) == 1:
            return inside[0]
        related = [k for k in known if " " not in k + exact and keys(k) & keys(exact)]
        if len(related) == 1:
            return related[0]  # 'drummer' where the text names only the player of 'drums'
        around = [k for k in known if set(exact.split()) < set(k.split())]
        if len(around) == 1:
            return around[0]  # 'van' where the gold says 'driving the van'
        worded = [k for k in known if " " not in k and any(keys(k) & keys(w) for w in exact.split())]
        if len(worded) == 1:
            return worded[0]  # 'sports commentary' where the gold says 'sport'
        nation = place_key(exact) if " " not in exact else None
        same_nation = [k for k in known if nation is not None and " " not in k and place_key(k) == nation]
        if len(same_nation) == 1:
            return same_nation[0]  # 'Englishman' or 'Pole' where the gold says 'English' or 'Polish'
        day = _day_of_month(exact) or (int(float(exact)) if re.fullmatch(r"\d{1,2}\.0", exact) else None)
        dated = [k for k in known if day is not None and _day_of_month(k) == day]
        return dated[0] if len(dated) == 1 else exact  # 'Sunday the 4th' (or the 4th) where the gold says 'May 4'

    named_numbers = _numbers_named_by_a_noun(GOLD[name]["grid"])

    def shown(category, value: object) -> str:  # platform 4 where the gold says 'platform 4'
        text = category.shown(value)
        numbers = sorted(str(v) for v in category.values)
        return named_numbers[tuple(numbers)].format(text) if tuple(numbers) in named_numbers else text

    numbered = puzzle.axis is not None and all(str(v).isdigit() for v in puzzle.category(puzzle.axis).values)
    kept = [c for c in puzzle.categories if any(key(shown(c, v)) in known for v in c.values)  # ('8:05am' for 485)
            and not (numbered and c.name == puzzle.axis)]  # (places named by number: 2 is no '$2.00')
    rows = [frozenset(key(shown(c, solution.value_at(c.name, p))) for c in kept) for p in range(1, len(gold) + 1)]
    places = [_key(ordinal_label(p)) for p in range(1, len(gold) + 1)]
    if all(place in known for place in places) and not any(key(v) in places for c in kept for v in c.values):
        rows = [row | {place} for row, place in zip(rows, places)]  # a race read as its row: position 2 is '2nd'
    row_nouns = {k.split()[0] for k in known if re.fullmatch(r"[a-z]+ 1", k)}
    for noun in row_nouns:  # lanes 1 to 5 read as the row of a people puzzle: position 2 is 'lane 2'
        numbered_places = [f"{noun} {p}" for p in range(1, len(gold) + 1)]
        if all(place in known for place in numbered_places) \
                and not any(key(v) in numbered_places for c in kept for v in c.values):
            rows = [row | {place} for row, place in zip(rows, numbered_places)]
    if len(kept) == len(puzzle.categories):
        return set(rows) == set(gold)
    dropped = {c.name for c in puzzle.categories} - {c.name for c in kept}
    ranked = [c for c in puzzle.categories if c.name in dropped and [_key(c.shown(v)) for v in c.values] == places]
    if len(dropped) == 1 and len(ranked) == 1:  # the places of a contest read as a category of their own:
        at = [_key(ranked[0].shown(solution.value_at(ranked[0].name, p))) for p in range(1, len(gold) + 1)]
        return [row for _, row in sorted(zip([places.index(a) for a in at], rows))] == gold  # the gold's rows
    if dropped == {puzzle.axis} and all(str(v).isdigit() for v in puzzle.category(puzzle.axis).values):
        named = [_key(puzzle.position_label(p)) for p in range(1, len(gold) + 1)]
        if all(name in known for name in named):  # lots 12, 27 and 41 in order, which the gold lists as values
            return {row | {name} for row, name in zip(rows, named)} == set(gold)
        names = [int(v) for v in puzzle.category(puzzle.axis).values]  # places named by their numbers, from
        rows = [row for _, row in sorted(zip(names, rows))]  # the back of a line: the gold counts by number
    return dropped == {puzzle.axis} and rows == gold


def _answer(puzzle) -> object | None:
    found = list(solutions(puzzle, limit=2))
    return found[0] if len(found) == 1 and "not sure" not in puzzle.description else None


CHUNKS = 6
"""The corpus is read in this many parts, so that the test's processes share the work."""


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_wild_corpus_is_answered_right_or_reported_unsure_by_either_reader(chunk: int) -> None:
    """Each puzzle read once by meaning: a sure reading must match the gold grid and answers, and
    every puzzle in ANSWERED (those the reader answers today) must still be answered; the combined
    reader, which weighs that reading against the sentence grammar, must never answer wrong either."""
    names = sorted(GOLD)[chunk::CHUNKS]
    right, wrong, combined_wrong = set(), [], []
    for name in names:
        text = (WILD / name).read_text(encoding="utf-8")
        try:
            reading = read(text, name)
        except PuzzleError:  # an error is an honest 'cannot read'; a crash fails the test
            reading = None
        if reading is not None and reading.certain:
            solution = next(iter(solutions(reading.puzzle)))
            if matches_gold(reading.puzzle, solution, name) and answers_gold(reading.puzzle, solution, name):
                right.add(name)
            else:
                wrong.append(name)
        try:
            puzzle = combined(reading, text, name)
        except PuzzleError:
            continue
        answer = _answer(puzzle)
        if answer is not None and not matches_gold(puzzle, answer, name):
            combined_wrong.append(name)
    assert not wrong, f"the reader by meaning answered wrong with confidence: {wrong}"
    assert not combined_wrong, f"the combined reader answered wrong with confidence: {combined_wrong}"
    lost = sorted(set(names) & ANSWERED - right)
    assert not lost, f"no longer answered: {lost}"


def test_the_list_of_answered_puzzles_holds_most_of_the_corpus() -> None:
    """ANSWERED names real puzzles of the corpus, and at least ANSWERED_BY_MEANING of them."""
    assert not ANSWERED - set(GOLD), "names that are no puzzle of the corpus"
    assert len(ANSWERED) >= ANSWERED_BY_MEANING, f"only {len(ANSWERED)} listed"


def answers_gold(puzzle, solution, name: str) -> bool:
    """True when the puzzle asks the gold's questions and answers them as the gold does. A
    position answered by its number where the gold names it ('11:00am' for slot 3) is not
    compared: the gold does not list the names of the positions."""
    gold = GOLD[name].get("answers") or []
    if not gold:
        return True
    got = [solution.answer(q) for q in puzzle.questions]
    if len(got) != len(gold):
        return False
    for question, mine, theirs in zip(puzzle.questions, got, gold):
        if question.ask == "position" and puzzle.axis is not None and (
                not str(theirs).strip().isdigit() or str(puzzle.position_label(mine)).isdigit()):
            mine = puzzle.position_label(mine)  # the positions' names: '11:00am' for slot 3, room 34 for 4
        elif question.ask != "position":
            mine = puzzle.category(question.ask).shown(mine)  # a time kept as minutes is shown as written
        if isinstance(mine, int) and not str(theirs).strip().isdigit():
            continue
        day = _day_of_month(_key(mine)) or (int(float(_key(mine))) if re.fullmatch(r"\d{1,2}\.0", _key(mine)) else None)
        nation = place_key(_key(mine)) if " " not in _key(mine) else None
        if nation is not None and nation == place_key(_key(theirs)):
            continue  # 'Englishman' answers what the gold calls 'English'
        if set(_key(theirs).split()) < set(_key(mine).split()):
            continue  # 'science fiction novel' answers what the gold calls 'science fiction'
        if _key(mine) != _key(theirs) and (day is None or day != _day_of_month(_key(theirs))):
            return False  # ('Wednesday the 7th' or 'the 7th' answers what the gold calls 'May 7')
    return True
