"""Reading a model's answer tolerantly: JSON (fenced or bare, several shapes), markdown tables,
"House 1: ..." prose, one-cell answers, "no solution" and "cannot be determined", with synonyms,
plurals and any case.

``parse_answer(text, record)`` returns a ``Parsed``: the grid found (house -> category -> value,
values in the record's own spelling), the one-cell answer, whether the answer says there is no
solution, whether it looks cut off, and the words it could not match to a value.
The record gives the vocabulary: its categories and values (``record["categories"]``).
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .gold import NO_SOLUTION, UNDETERMINED

NO_SOLUTION_WORDS = re.compile(
    r"\b(no (?:valid |possible |consistent )?solutions?|(?:is|are) (?:unsolvable|contradictory|inconsistent)"
    r"|not solvable|has no answer|(?:clues|puzzle|constraints) (?:contradict|are contradictory|is unsolvable)"
    r"|contradiction in the clues|impossible to satisfy|unsatisfiable)\b", re.I)
UNDETERMINED_WORDS = re.compile(
    r"^\s*(?:cannot be determined|can ?not be determined|can't be determined|undetermined|unknown"
    r"|not determined|indeterminate|ambiguous|unclear|\?+|n/?a|none|-+|\u2014|not enough information"
    r"|insufficient information|could be either|either)\s*\.?$", re.I)
UNDETERMINED_IN_TEXT = re.compile(
    r"\b(cannot be determined|can ?not be determined|can't be determined|undetermined|not determined"
    r"|indeterminate|ambiguous|not enough information|insufficient information)\b", re.I)
ANSWER_MARKER = re.compile(
    r"(?:final answer|final solution|the answer is|answer\s*[:\uff1a]|solution\s*[:\uff1a]|\\boxed\{|\*\*answer)", re.I)
HOUSE_WORD = re.compile(
    r"(?:\b(?:house|home|position|pos\.?|h)|#)\s*(?:no\.?|number|#)?\s*(\d+|one|two|three|four|five|six|seven|eight"
    r"|nine|ten|eleven|twelve)\b|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
    r"|eleventh|twelfth|1st|2nd|3rd|\dth|1\dth)\s+(?:house|home|position)\b", re.I)
HOUSE_HEADERS = ("house", "position", "#", "house number", "no", "")
NEGATION = re.compile(r"\b(?:not|n't|never|cannot|no longer|isn't|doesn't|can't|neither|nor)\b", re.I)
NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                 "eleventh", "twelfth")

CATEGORY_SYNONYMS = {
    "colour": ("color", "colours", "colors", "house colour", "house color"),
    "nationality": ("nation", "nationalities", "country", "nationals"),
    "pet": ("pets", "animal", "animals"),
    "drink": ("drinks", "beverage", "beverages"),
    "cigar": ("cigars", "smoke", "cigarette", "cigarettes", "tobacco", "brand"),
    "food": ("foods", "meal", "dish"),
    "sport": ("sports",),
    "car": ("cars", "vehicle"),
    "flower": ("flowers", "plant"),
    "hobby": ("hobbies",),
    "job": ("jobs", "occupation", "profession", "work"),
    "music": ("genre", "music genre", "musical genre"),
    "name": ("names", "person", "first name", "people", "who"),
}
VALUE_SYNONYMS = {
    "grey": ("gray",), "colour": ("color",), "smoothies": ("smoothie",), "juice": ("orange juice",),
    "bluemaster": ("blue master",), "pall mall": ("pallmall",), "beer": ("root beer",),
    "tacos": ("taco",), "noodles": ("noodle",), "dumplings": ("dumpling",), "pancakes": ("pancake",),
    "lavender": ("lavenders",), "reading": ("books",), "tea": ("green tea",),
}


# =========================================================================== vocabulary
def _norm(text: str) -> str:
    text = text.casefold().replace("_", " ").replace("-", " ")
    text = re.sub(r"[*`\"'\u201c\u201d\u2018\u2019]", "", text)
    text = re.sub(r"^(?:the|a|an)\s+", "", text.strip())
    return re.sub(r"\s+", " ", text).strip(" .,:;!")


def _forms(word: str) -> set[str]:
    """A word's spellings: itself, singular and plural."""
    forms = {word}
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    elif word.endswith("es"):
        forms |= {word[:-2], word[:-1]}
    elif word.endswith("s"):
        forms.add(word[:-1])
    else:
        forms |= {word + "s", word + "es"}
    return forms


@lru_cache(maxsize=1)
def _demonyms() -> dict[str, set[str]]:
    """Every spelling of a nationality or country -> all its spellings (from the reader's table)."""
    from importlib.resources import files

    table: dict[str, set[str]] = {}
    text = files("zebrakit.formats.english").joinpath("data/demonyms.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            continue
        names = {n for column in line.split("\t") for n in column.split("|") if n}
        for name in names:
            table.setdefault(name, set()).update(names)
    return table


class Vocabulary:
    """The categories and values of one record, with every spelling an answer may use."""

    def __init__(self, categories: dict[str, list[str]]):
        self.categories = categories
        self.houses = len(next(iter(categories.values()), []))
        self.value_of: dict[str, tuple[str, str]] = {}  # spelling -> (category, value)
        for name, values in categories.items():
            for value in values:
                for spelling in self._spellings(value):
                    self.value_of.setdefault(spelling, (name, value))
        for name, values in categories.items():  # exact spellings win over derived ones
            for value in values:
                self.value_of[_norm(value)] = (name, value)
        self.category_of: dict[str, str] = {}
        for name in categories:
            key = _norm(name)
            for spelling in (key, *_forms(key), *CATEGORY_SYNONYMS.get(key, ())):
                self.category_of.setdefault(spelling, name)
        longest = sorted(self.value_of, key=len, reverse=True)
        self.pattern = re.compile(r"(?<![\w])(" + "|".join(map(re.escape, longest)) + r")(?![\w])", re.I)

    @staticmethod
    def _spellings(value: str) -> set[str]:
        key = _norm(value)
        spellings = _forms(key) | set(VALUE_SYNONYMS.get(key, ()))
        if key in _demonyms():
            spellings |= _demonyms()[key]
        return spellings

    def value(self, text: object, category: str | None = None) -> tuple[str, str] | None:
        """(category, value) a phrase names, or None; with ``category``, only its values."""
        key = _norm(str(text))
        found = self.value_of.get(key)
        if found is None:
            mentions = self.mentions(str(text))
            found = mentions[0] if len(mentions) == 1 else None
        if found is not None and category is not None and found[0] != category:
            return None
        return found

    def mentions(self, text: str) -> list[tuple[str, str]]:
        """Every (category, value) named in ``text``, in order."""
        found = []
        for match in self.pattern.finditer(_plain(text)):
            hit = self.value_of.get(match.group(1).casefold())
            if hit is not None:
                found.append(hit)
        return found

    def category(self, text: object) -> str | None:
        """The category a header or key names, or None."""
        return self.category_of.get(_norm(str(text)))


def _plain(text: str) -> str:
    return re.sub(r"[*`_\"\u201c\u201d]", " ", text.casefold().replace("-", " "))


def house_number(text: object, houses: int) -> int | None:
    """1 for 'House 1', '1', 'house one', 'first house', 'H1', '#1'; None otherwise."""
    key = _norm(str(text))
    key = re.sub(r"^(?:house|home|position|pos|h|#|no)\s*\.?\s*(?:no\.?|number|#)?\s*", "", key)
    key = re.sub(r"\s*(?:house|home|position)$", "", key)
    number: int | None = None
    if key.isascii() and key.isdigit():  # not '²', which is a digit int() refuses
        number = int(key)
    elif key in NUMBER_WORDS:
        number = NUMBER_WORDS.index(key) + 1
    elif key in ORDINAL_WORDS:
        number = ORDINAL_WORDS.index(key) + 1
    elif re.fullmatch(r"\d+(?:st|nd|rd|th)", key):
        number = int(key[:-2])
    return number if number is not None and 1 <= number <= houses else None


# =========================================================================== the result
@dataclass
class Parsed:
    """What an answer says."""

    grid: dict[int, dict[str, str]] = field(default_factory=dict)
    """House -> category -> value (the record's spelling) or UNDETERMINED."""
    cell: str | None = None
    no_solution: bool = False
    truncated: bool = False
    empty: bool = False
    unknown: list[str] = field(default_factory=list)
    """Phrases given as values that name no value of the puzzle."""
    source: str = ""
    """Which reading found it: json, table, prose, cell, no-solution."""

    @property
    def found(self) -> bool:
        """True when the answer gives anything to grade."""
        return bool(self.grid) or self.cell is not None or self.no_solution

    def put(self, house: int, category: str, value: str) -> None:
        """Record one cell (a later statement of the same cell wins)."""
        self.grid.setdefault(house, {})[category] = value


def parse_answer(text: str | None, record: dict[str, Any]) -> Parsed:
    """Read a model's answer to ``record`` (see the module's docstring)."""
    if text is None or not str(text).strip():
        return Parsed(empty=True)
    text = str(text)
    vocabulary = _vocabulary(record)
    body, cut = _strip_thinking(text)
    parsed = Parsed(truncated=cut or looks_truncated(body))
    if not body.strip():
        parsed.empty = not cut
        return parsed
    tail = answer_region(body)
    if record.get("answer_format") == "cell":
        _read_cell(tail, body, record, vocabulary, parsed)
        if parsed.found:
            return parsed
    for reader in (_read_json, _read_table, _read_prose):
        reader(tail, vocabulary, parsed)
        if parsed.grid:
            break
    if not parsed.grid and tail is not body and NO_SOLUTION_WORDS.search(tail):
        parsed.no_solution, parsed.source = True, "no-solution"  # a draft grid before it is not the answer
        return parsed
    if not parsed.grid and tail is not body:
        for reader in (_read_json, _read_table, _read_prose):
            reader(body, vocabulary, parsed)
            if parsed.grid:
                break
    if not parsed.grid and NO_SOLUTION_WORDS.search(tail):
        parsed.no_solution, parsed.source = True, "no-solution"
    elif not parsed.grid and record.get("answer_format") != "cell":
        _read_cell(tail, body, record, vocabulary, parsed)
    return parsed


def _vocabulary(record: dict[str, Any]) -> Vocabulary:
    categories = record["categories"]
    key = json.dumps(categories, sort_keys=True)
    return _cached_vocabulary(key)


@lru_cache(maxsize=256)
def _cached_vocabulary(key: str) -> Vocabulary:
    return Vocabulary(json.loads(key))


def _strip_thinking(text: str) -> tuple[str, bool]:
    """The text after a reasoning block (<think>...</think>); True when that block never closes."""
    closing = list(re.finditer(r"</(?:think|thinking|reasoning)>", text, re.I))
    if closing:
        return text[closing[-1].end():], False
    opening = re.search(r"<(?:think|thinking|reasoning)>", text, re.I)
    if opening:
        return text[:opening.start()], True
    return text, False


def looks_truncated(text: str) -> bool:
    """True when the text stops in the middle: an open code block, JSON or table, or mid-sentence."""
    if text.count("```") % 2 == 1:
        return True
    tail = text.rstrip()
    if not tail:
        return False
    last_open = max(tail.rfind("{"), tail.rfind("["))
    if last_open >= 0 and _unbalanced(tail[last_open - 2000 if last_open > 2000 else 0:]):
        return True
    last = tail.splitlines()[-1].strip()
    if last.startswith("|") and not last.endswith("|"):
        return True
    return bool(re.search(r"(?:,|\b(?:the|and|a|of|in|is|to|lives|house))$", last, re.I))


def _unbalanced(text: str) -> bool:
    depth = 0
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
    return depth > 0


def answer_region(text: str) -> str:
    """The part of the text after its last answer marker ('Final answer', 'Answer:', ...), else all."""
    markers = list(ANSWER_MARKER.finditer(text))
    if not markers:
        return text
    region = text[markers[-1].start():]
    if len(region.strip()) < 3:
        return text
    return region


# =========================================================================== JSON
def json_candidates(text: str) -> list[Any]:
    """Every JSON (or Python-literal) object or array in the text, in order of appearance."""
    found: list[tuple[int, Any]] = []
    taken: list[tuple[int, int]] = []
    for match in re.finditer(r"```[ \t]*(?:json|javascript|python|js)?[ \t]*\n?(.*?)```", text, re.S | re.I):
        data = _loads(match.group(1))
        if data is not None:
            found.append((match.start(), data))
            taken.append((match.start(), match.end()))
    for start, end in _balanced_spans(text):
        if any(a <= start < b for a, b in taken):
            continue
        data = _loads(text[start:end])
        if data is not None:
            found.append((start, data))
            taken.append((start, end))
    return [data for _, data in sorted(found, key=lambda pair: pair[0])]


def _balanced_spans(text: str) -> list[tuple[int, int]]:
    """Outermost {...} and [...] spans."""
    spans = []
    depth, start = 0, -1
    for i, ch in enumerate(text):
        if ch in "{[":
            if depth == 0:
                start = i
            depth += 1
        elif ch in "}]" and depth > 0:
            depth -= 1
            if depth == 0:
                spans.append((start, i + 1))
    return spans


def _loads(text: str) -> Any:
    text = text.strip()
    if not text or text[0] not in "{[":
        return None
    try:
        return json.loads(text)
    except ValueError:
        pass
    fixed = re.sub(r",\s*([}\]])", r"\1", text)  # trailing commas
    try:
        return json.loads(fixed)
    except ValueError:
        pass
    try:
        return ast.literal_eval(fixed)  # single quotes, Python literals
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None


def _read_json(text: str, vocabulary: Vocabulary, parsed: Parsed) -> None:
    for data in reversed(json_candidates(text)):
        trial = Parsed()
        _grid_from_data(data, vocabulary, trial)
        if trial.grid:
            parsed.grid, parsed.source = trial.grid, "json"
            parsed.unknown += trial.unknown
            return


def _grid_from_data(data: Any, vocabulary: Vocabulary, parsed: Parsed) -> None:
    """Fill ``parsed.grid`` from any of the JSON shapes people and models write."""
    houses = vocabulary.houses
    if isinstance(data, dict):
        lowered = {_norm(str(k)): v for k, v in data.items()}
        for key in ("solution", "answer", "grid", "houses", "final answer", "result", "assignment"):
            if key in lowered and isinstance(lowered[key], (dict, list)):
                _grid_from_data(lowered[key], vocabulary, parsed)
                if parsed.grid:
                    return
        if "header" in lowered and "rows" in lowered:
            _grid_from_rows(lowered["header"], lowered["rows"], vocabulary, parsed)
            return
        by_house = {house_number(k, houses): v for k, v in data.items()}
        if None not in by_house:
            for house, row in by_house.items():
                assert house is not None
                _row(house, row, vocabulary, parsed)
            return
        by_category = {vocabulary.category(k): v for k, v in data.items()}
        if None not in by_category:
            for category, column in by_category.items():
                assert category is not None
                _column(category, column, vocabulary, parsed)
    elif isinstance(data, list) and data:
        if all(isinstance(x, dict) for x in data):
            for position, row in enumerate(data, 1):
                house = _house_of_row(row, houses) or position
                _row(house, row, vocabulary, parsed)
        elif all(isinstance(x, list) for x in data):
            first = data[0]
            if all(vocabulary.category(x) or house_number(x, houses) is None for x in first) and \
                    any(vocabulary.category(x) for x in first):
                _grid_from_rows(first, data[1:], vocabulary, parsed)
            else:
                for position, row in enumerate(data, 1):
                    _row(position, row, vocabulary, parsed)


def _house_of_row(row: dict[str, Any], houses: int) -> int | None:
    for key, value in row.items():
        if _norm(str(key)) in ("house", "position", "house number", "number", "#", "id", "index"):
            return house_number(value, houses)
    return None


def _row(house: int, row: Any, vocabulary: Vocabulary, parsed: Parsed) -> None:
    """One house's values: a mapping category -> value, or a list or string of values."""
    if isinstance(row, dict):
        for key, value in row.items():
            if _norm(str(key)) in ("house", "position", "house number", "number", "#", "id", "index"):
                continue
            category = vocabulary.category(key)
            _cell(house, category, value, vocabulary, parsed)
    elif isinstance(row, (list, tuple)):
        for value in row:
            if house_number(value, vocabulary.houses) == house and not vocabulary.value(value):
                continue
            _cell(house, None, value, vocabulary, parsed)
    elif isinstance(row, str):
        for category, value in vocabulary.mentions(row):
            parsed.put(house, category, value)


def _column(category: str, column: Any, vocabulary: Vocabulary, parsed: Parsed) -> None:
    """One category's values: a list in house order, or a mapping house -> value."""
    if isinstance(column, list):
        for house, value in enumerate(column, 1):
            _cell(house, category, value, vocabulary, parsed)
    elif isinstance(column, dict):
        for key, value in column.items():
            numbered = house_number(key, vocabulary.houses)
            if numbered is not None:
                _cell(numbered, category, value, vocabulary, parsed)
            else:  # value -> house
                number = house_number(value, vocabulary.houses)
                if number is not None:
                    _cell(number, category, key, vocabulary, parsed)


def _cell(house: int, category: str | None, value: Any, vocabulary: Vocabulary, parsed: Parsed) -> None:
    """One stated cell; the value decides the category when the key does not name one."""
    text = str(value).strip()
    if isinstance(value, (dict, list)) or not text:
        return
    if UNDETERMINED_WORDS.match(text) or UNDETERMINED_IN_TEXT.search(text):
        if category is not None:
            parsed.put(house, category, UNDETERMINED)
        return
    found = vocabulary.value(text, category) or vocabulary.value(text)
    if found is None:
        if category is not None:
            parsed.put(house, category, text)
            parsed.unknown.append(text)
        return
    parsed.put(house, found[0] if category is None else category,
               found[1] if found[0] == (category or found[0]) else text)


def _grid_from_rows(header: list[Any], rows: list[Any], vocabulary: Vocabulary, parsed: Parsed) -> None:
    """A table given as a header and rows (JSON or markdown), either way round."""
    houses = vocabulary.houses
    names = [vocabulary.category(h) for h in header]
    house_columns = [house_number(h, houses) for h in header]
    if sum(n is not None for n in house_columns[1:]) >= max(1, len(header) - 2) and not any(names[1:]):
        for row in rows:  # one row per category, one column per house
            if not row:
                continue
            category = vocabulary.category(row[0])
            for house, value in zip(house_columns[1:], row[1:]):
                if house is not None:
                    _cell(house, category, value, vocabulary, parsed)
        return
    house_column = next((i for i, h in enumerate(header) if str(h).strip() and _norm(str(h)) in HOUSE_HEADERS),
                        None)
    if house_column is None and rows and not any(str(h).strip() for h in header):
        house_column = next((i for i in range(len(header)) if all(
            i < len(row) and house_number(row[i], houses) for row in rows)), None)
    for position, row in enumerate(rows, 1):
        house = house_number(row[house_column], houses) if house_column is not None and \
            house_column < len(row) else None
        if house is None and row:
            named = HOUSE_WORD.search(str(row[0]))
            house = house_number(named.group(1) or named.group(2), houses) if named else None
        house = house or position
        for i, value in enumerate(row):
            if i == house_column:
                continue
            _cell(house, names[i] if i < len(names) else None, value, vocabulary, parsed)


# =========================================================================== markdown tables
def _read_table(text: str, vocabulary: Vocabulary, parsed: Parsed) -> None:
    tables = _tables(text)
    for table in reversed(tables):
        trial = Parsed()
        header, rows = table[0], table[1:]
        if not any(vocabulary.category(h) or _norm(h) in HOUSE_HEADERS or house_number(h, vocabulary.houses)
                   for h in header):
            header, rows = [""] * len(header), table  # no header: every row is data
        _grid_from_rows(header, rows, vocabulary, trial)
        if trial.grid:
            parsed.grid, parsed.source = trial.grid, "table"
            parsed.unknown += trial.unknown
            return


def _tables(text: str) -> list[list[list[str]]]:
    """Markdown (or plain pipe) tables: a list of rows of cell texts, separator rows dropped."""
    tables: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in text.splitlines() + [""]:
        stripped = line.strip()
        if stripped.count("|") >= 2 or (stripped.startswith("|") and stripped.count("|") >= 1):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?|", c) for c in cells):
                continue
            current.append([re.sub(r"[*_`]", "", c).strip() for c in cells])
        else:
            if len(current) >= 2:
                tables.append(current)
            current = []
    return tables


# =========================================================================== prose
def _read_prose(text: str, vocabulary: Vocabulary, parsed: Parsed) -> None:
    """Clauses that name one house and some values: 'House 1: Brit, red, dog', 'The Dane lives in the
    second house'. A clause without a house belongs to the house its line starts with ('House 1:
    colour: red; pet: dog'). A clause with a negation or a question is reasoning, and is skipped."""
    trial = Parsed()
    for line in text.splitlines():
        leading: int | None = None
        for number, clause in enumerate(re.split(r";|(?<=[.!?])\s+", line)):
            houses = set(_houses_in(clause, vocabulary))
            if number == 0 and len(houses) == 1 and _leads(clause, vocabulary):
                leading = next(iter(houses))
            if not houses and leading is not None:
                houses = {leading}
            if NEGATION.search(UNDETERMINED_IN_TEXT.sub("", clause)) or re.search(r"\w\?", clause):
                continue
            if len(houses) > 1:  # 'the Dane in house 2, the Brit in house 3 and ...'
                for part in re.split(r",|\band\b", clause):
                    found = _houses_in(part, vocabulary)
                    if len(found) == 1:
                        _prose_clause(found[0], part, vocabulary, trial)
            elif houses:
                _prose_clause(houses.pop(), clause, vocabulary, trial)
    if trial.grid:
        parsed.grid, parsed.source = trial.grid, "prose"


def _houses_in(text: str, vocabulary: Vocabulary) -> list[int]:
    """The house numbers a text names ('house 2', 'the third house', 'H4', '#5'), in order."""
    found = (house_number(m.group(1) or m.group(2), vocabulary.houses) for m in HOUSE_WORD.finditer(text))
    return [h for h in found if h is not None]


def _leads(clause: str, vocabulary: Vocabulary) -> bool:
    """True when the clause names its house before any value ('House 1: ...', 'In house 1 lives ...')."""
    house = HOUSE_WORD.search(clause)
    value = vocabulary.pattern.search(_plain(clause))
    return house is not None and (value is None or house.start() <= value.start())


def _prose_clause(house: int, clause: str, vocabulary: Vocabulary, trial: Parsed) -> None:
    for category, value in vocabulary.mentions(clause):
        trial.put(house, category, value)
    for part in re.split(r"[,;]", clause):  # 'pet = cannot be determined', 'House 2: name: ?'
        pieces = re.split(r"[:=]", part)
        if len(pieces) < 2:
            continue
        named = vocabulary.category(pieces[-2].strip().split(" ")[-1])
        if named and (UNDETERMINED_WORDS.match(pieces[-1]) or UNDETERMINED_IN_TEXT.search(pieces[-1])):
            trial.put(house, named, UNDETERMINED)


# =========================================================================== one cell
def _read_cell(tail: str, body: str, record: dict[str, Any], vocabulary: Vocabulary, parsed: Parsed) -> None:
    """The one value a cell answer gives, of the asked category when the record says which."""
    asked = _asked_category(record, vocabulary)
    boxed = re.findall(r"\\boxed\{([^{}]*)\}", body)
    candidates = [b for b in boxed[-1:]]
    marker = list(re.finditer(r"(?:final answer|answer|the answer is)\s*(?:is)?\s*[:\uff1a]?\s*(.+)", body, re.I))
    candidates += [m.group(1) for m in reversed(marker)]
    candidates += re.findall(r"\*\*([^*]+)\*\*", tail)[::-1]
    lines = [line for line in body.strip().splitlines() if line.strip()]
    candidates += lines[-1:] + [tail]
    for number, candidate in enumerate(candidates, 1):
        candidate = candidate.strip()
        whole = number >= len(candidates) - 1  # the last line or the whole answer: conclusions come last
        if NO_SOLUTION_WORDS.search(candidate) or _norm(candidate) == NO_SOLUTION:
            parsed.no_solution, parsed.source = True, "no-solution"
            return
        if UNDETERMINED_WORDS.match(candidate) or UNDETERMINED_IN_TEXT.search(candidate):
            parsed.cell, parsed.source = UNDETERMINED, "cell"
            return
        value = _value_in(candidate, asked, vocabulary, last=whole)
        if value is not None:
            parsed.cell, parsed.source = value, "cell"
            return


def _asked_category(record: dict[str, Any], vocabulary: Vocabulary) -> str | None:
    puzzle = record.get("puzzle") or {}
    questions = puzzle.get("questions") or []
    if questions and isinstance(questions[0], dict):
        ask = questions[0].get("ask")
        if ask:
            return vocabulary.category(ask) or str(ask)
    return None


def _value_in(text: str, asked: str | None, vocabulary: Vocabulary, last: bool = False) -> str | None:
    """The value of the asked category ``text`` names first (``last``: last), or the house number
    when a house is asked."""
    if asked is not None and _norm(asked) == "position":
        match = HOUSE_WORD.search(text) or re.search(r"\b(\d+)\b", text)
        if match:
            number = house_number(next(g for g in match.groups() if g), vocabulary.houses)
            return str(number) if number else None
        return None
    whole = vocabulary.value(text, asked) if asked else vocabulary.value(text)
    if whole is not None:
        return whole[1]
    mentions = [m for m in vocabulary.mentions(text) if asked is None or m[0] == asked]
    if mentions:
        return mentions[-1 if last else 0][1]
    return None
