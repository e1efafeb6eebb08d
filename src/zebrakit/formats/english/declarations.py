"""Declarations: how many positions, what they are called, and the categories with their values.

Authors declare categories in many ways: 'Pets: cat, dog and fish.', 'Everyone plays a different
sport: tennis, golf, ...', 'Each of the four friends ordered a different dessert (cake, pie, ice
cream, pudding)', 'Each house's owner is of a different nationality, either Dane, Brit, ...',
bullet lists under a header, markdown tables. Each is found by its shape (a head and a list of
at least two items), never by a fixed sentence; the list is split with the puzzle's size in mind
so that values containing 'and' or '&' stay whole.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from ...english.measures import parse_measures
from ...english.words import NUMBERS, number_value
from .segment import Unit

POSITION_NOUNS = {
    "house", "home", "position", "place", "spot", "seat", "chair", "floor", "storey", "story",
    "level", "space", "lane", "room", "slot", "stall", "cabin", "locker", "box", "apartment",
    "flat", "desk", "bay", "berth", "row", "cell", "door", "table", "pew", "stand", "booth",
    "court", "track", "platform", "gate", "window", "step", "rank",
}
"""Nouns under which puzzles number their positions (houses in a row, seats, floors...)."""
PEOPLE_NOUNS = {
    "people", "persons", "friends", "men", "women", "children", "kids", "students", "neighbors",
    "neighbours", "girls", "boys", "guests", "players", "members", "colleagues", "siblings",
    "cousins", "runners", "contestants", "customers", "clients", "owners", "residents",
    "competitors", "workers", "employees", "travelers", "travellers", "visitors", "athletes",
    "participants", "couples", "families", "sisters", "brothers", "candidates", "authors",
    "artists", "musicians", "teams", "drivers", "patients", "tenants", "ladies", "gentlemen",
}
DISTINCT = re.compile(r"\b(?:different(?:ly)?|unique|distinct|own|separate|favou?rite)\b", re.IGNORECASE)
SPLIT = re.compile(r"\s*(?:;|,|\s&\s|\band\b|\bor\b)\s*", re.IGNORECASE)
VERTICAL = re.compile(r"\b(?:floors?|storeys?|stor(?:y|ies)|levels?|bottom|top)\b", re.IGNORECASE)


@dataclass
class Declared:
    """A category as declared: its name, values, the words of its declaration and its unit."""

    name: str
    labels: list[str]
    cue: str
    unit: str = ""
    numbers: list[int | float] | None = None
    line: int = 0


@dataclass
class Setup:
    """What the introduction and the category lists say."""

    size: int | None = None
    noun: str = ""
    vertical: bool = False
    positional: bool = False
    categories: list[Declared] = field(default_factory=list)
    used: set[int] = field(default_factory=set)


def read_setup(units: list[Unit]) -> Setup:
    """The size, position noun and categories declared by the units."""
    setup = Setup()
    for index, unit in enumerate(units):
        if _size_from(unit.text, setup):
            setup.used.add(index)
    _table_categories(units, setup)
    for index, unit in enumerate(units):
        if index in setup.used:
            continue
        declared = declaration(unit, setup.size)
        if declared is not None:
            declared.line = unit.line
            setup.categories.append(declared)
            setup.used.add(index)
    if setup.size is None and setup.categories:
        setup.size = Counter(len(c.labels) for c in setup.categories).most_common(1)[0][0]
    if setup.size is not None:
        setup.categories = [_resplit(c, setup.size) for c in setup.categories]
    return setup


# --------------------------------------------------------------------------- size
SIZE_PATTERNS = (
    re.compile(r"\bnumber(?:s|ed)?\s+(?:from\s+)?1\s*(?:to|through|-|and)\s*(\d+)", re.IGNORECASE),
    re.compile(r"\b1\s*,\s*2\s*,\s*(?:\d+\s*,\s*)*(?:\.\.\.\s*,?\s*)?(?:and\s+)?(\d+)\b", re.IGNORECASE),
    re.compile(r"\bfrom\s+1\s+(?:on the \w+\s+)?to\s+(\d+)", re.IGNORECASE),
)
COUNTED = re.compile(r"\b(?:there\s+(?:are|were)\s+|of\s+the\s+|the\s+|these\s+|all\s+)?"
                     r"(\d+|" + "|".join(NUMBERS[2:]) + r")\s+(?:\w+\s+){0,2}?(\w+)", re.IGNORECASE)


def _size_from(text: str, setup: Setup) -> bool:
    """Take the size and position noun from a setup sentence; True when the sentence was one."""
    lower = text.lower()
    found = False
    for pattern in SIZE_PATTERNS:
        match = pattern.search(text)
        if match:
            setup.size = setup.size or int(match.group(1))
            found = True
            break
    for match in COUNTED.finditer(text):
        count = number_value(match.group(1))
        noun = match.group(2).lower()
        singular = noun[:-1] if noun.endswith("s") else noun
        if count and count >= 2 and (singular in POSITION_NOUNS or noun in PEOPLE_NOUNS):
            if re.search(r"\b(?:clue|between|more|fewer|less|than|apart|away)\b", lower):
                continue
            setup.size = setup.size or count
            found = True
            if singular in POSITION_NOUNS:
                setup.noun = setup.noun or singular
    if found or re.search(r"\b(?:in a row|in a line|left to right|right to left|bottom to top|"
                          r"in a queue|side by side|next to each other)\b", lower):
        setup.positional = setup.positional or bool(
            re.search(r"\b(?:row|line|queue|left|right|street|floors?|positions?|seats?|bottom)\b", lower))
        setup.vertical = setup.vertical or bool(VERTICAL.search(lower) and "left" not in lower)
        found = True
        nouns = re.findall(r"\b(" + "|".join(sorted(POSITION_NOUNS)) + r")s?\b", lower)
        nouns = [noun for noun in nouns if noun != "row"]
        if nouns and not setup.noun:
            setup.noun = nouns[0]
    return found and not _has_list(text)


def _has_list(text: str) -> bool:
    """A sentence that also lists values (after a colon or in parentheses)."""
    if re.search(r"\([^()]*,[^()]*\)", text):
        return True
    return ":" in text and len(SPLIT.split(text.split(":", 1)[1])) >= 2


# --------------------------------------------------------------------------- one declaration
def declaration(unit: Unit, size: int | None) -> Declared | None:
    """The category a unit declares ('Head: a, b, c' or '... different noun (a, b, c)'), if any."""
    text = unit.text.strip().rstrip(".")
    for head, body in _head_and_list(text):
        labels = split_list(body, size)
        if len(labels) >= 2 and all(_plausible_label(label) for label in labels):
            return _declared(head, labels, unit.header)
    return None


def _head_and_list(text: str) -> list[tuple[str, str]]:
    """The (head, list) readings of a declaration sentence, most specific first."""
    found = []
    paren = re.search(r"^(.*?)\(([^()]*[,;&][^()]*|[^()]*\band\b[^()]*)\)(.*)$", text)
    if paren and DISTINCT.search(paren.group(1)):
        found.append((paren.group(1), paren.group(2)))
    if ":" in text:
        head, body = text.split(":", 1)
        if len(head.split()) <= 12 and not re.match(r"\s*(?:question|answer|note|hint)\b", head, re.I):
            found.append((head, body))
    either = re.search(r"^(.*\b(?:different(?:ly)?|unique|distinct)\b[^,]*?),?\s+(?:either|namely|being|"
                       r"which are|these are|i\.e\.)\s+(.*)$", text, re.IGNORECASE)
    if either:
        found.append((either.group(1), either.group(2)))
    are = re.search(r"^((?:the|their|our)\s+[\w ]{0,30}?\b(?:are|were|include|includes)\b)\s+(.*)$",
                    text, re.IGNORECASE)
    if are and DISTINCT.search(text) is None and len(SPLIT.split(are.group(2))) >= 3:
        found.append((are.group(1), are.group(2)))
    return found


def split_list(body: str, size: int | None) -> list[str]:
    """The items of a list; with a known size, pieces joined by 'and'/'&' are kept whole when
    splitting them would give more items than there are positions."""
    body = body.strip().rstrip(".").strip()
    body = re.sub(r"^(?:either|namely|one of)\s+", "", body, flags=re.IGNORECASE)
    by_comma = [p.strip() for p in re.split(r"\s*[;,]\s*", body) if p.strip()]
    by_comma = [re.sub(r"^(?:and|or|&)\s+", "", p, flags=re.IGNORECASE) for p in by_comma]
    pieces: list[str] = []
    for piece in by_comma:
        pieces.extend(p for p in re.split(r"\s+(?:and|or|&)\s+", piece, flags=re.IGNORECASE) if p)
    if size is not None and len(pieces) > size and len(by_comma) == size:
        pieces = by_comma
    return [_tidy_label(p) for p in pieces if _tidy_label(p)]


def _tidy_label(label: str) -> str:
    label = label.strip().strip("\"'`*").strip()
    label = re.sub(r"^(?:a|an|the)\s+", "", label, flags=re.IGNORECASE) if len(label.split()) > 1 else label
    return label.rstrip(".").strip()


def _plausible_label(label: str) -> bool:
    words = label.split()
    return 1 <= len(words) <= 5 and not re.search(
        r"\b(?:who|which|lives?|is|are|was|were|does|not|than)\b", label, re.IGNORECASE)


def _declared(head: str, labels: list[str], header: str) -> Declared:
    name = category_name(head) or category_name(header) or "category"
    parsed = parse_measures(labels)
    if parsed is not None:
        numbers, unit = parsed
        return Declared(name, labels, f"{head} {header}", unit, list(numbers))
    return Declared(name, labels, f"{head} {header}")


def category_name(head: str) -> str:
    """A short name for the category from its declaration's head ('Everyone plays a different
    sport' -> 'sport'; 'Favorite book genres' -> 'favorite book genres'; 'Prices (dollars)' ->
    'prices')."""
    head = re.sub(r"\(.*?\)", " ", head).strip()
    match = re.search(r"\b(?:different|unique|distinct|separate|own)\s+(?:kind of |type of |brand of )?"
                      r"([\w' -]+)$", head, re.IGNORECASE)
    name = match.group(1) if match else head
    name = re.sub(r"\b(?:each|every|everyone|everybody|person|people|has|have|a|an|the|of|is|"
                  r"are|in|one)\b", " ", name, flags=re.IGNORECASE) if not match else name
    name = " ".join(name.split()).strip(" -'").lower()
    return name if 0 < len(name) <= 40 else ""


def _resplit(declared: Declared, size: int) -> Declared:
    """A list split into too many pieces by 'and' inside a value, rejoined to the puzzle's size."""
    if len(declared.labels) <= size:
        return declared
    body = ", ".join(declared.labels)
    declared.labels = split_list(body, size)
    return declared


# --------------------------------------------------------------------------- tables
def _table_categories(units: list[Unit], setup: Setup) -> None:
    """Markdown tables: a header row of category names and one row per value set."""
    rows = [(i, u) for i, u in enumerate(units) if u.text.count("|") >= 2]
    if len(rows) < 2:
        return
    cells = [[c.strip() for c in u.text.strip().strip("|").split("|")] for _, u in rows]
    header, body = cells[0], [r for r in cells[1:] if not all(set(c) <= set("-: ") for c in r)]
    if not body or any(len(r) != len(header) for r in body):
        return
    for column, name in enumerate(header):
        labels = [r[column] for r in body if r[column]]
        setup.categories.append(_declared(name, labels, ""))
    setup.used.update(i for i, _ in rows)
