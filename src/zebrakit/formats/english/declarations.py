"""Declarations: how many positions, what they are called, and the categories with their values.

Authors declare categories in many ways, and each is found by its shape, never by a fixed
sentence:

* a head and a list: 'Pets: cat, dog and fish', 'Names - Ayo, Bella, Cyrus' (a dash), a bullet
  '* Salaries: $25,000, $30,000, ...' (a comma between digit groups separates no values),
  'Prices (dollars): 5, 10, 15', a short line 'Names' over an indented list;
* lists in parentheses, several to a sentence, each named by the noun before it: 'Each album
  (A, B, ...) is by a different band (C, D, ...) and in a different genre (...)';
* lists woven into prose, found as runs of items of one shape ('A, B, C and D') and taken when
  they have as many items as the puzzle has positions: 'gave the finalists scores of 6, 7, 8
  and 9 out of ten', 'there was a carrot cake, a coffee cake, a lemon drizzle and a sponge',
  'one ate rice, one ate pasta and one ate pizza';
* 'The five people are A, B, C, D and E' when the items are plain names or values (an
  all-different clue such as 'The five are Ann, the baker, ...' is not taken);
* ranges: 'one a month from March to July', 'Monday to Friday', 'from $25,000 to $45,000 in
  steps of $5,000' (months, weekdays and clock times become labels in calendar order, marked
  ``ordered``; numbers become numeric categories);
* markdown tables, one category per row ('| Category | Options |') or per column.

The size comes from numbered positions ('seats numbered 1 to 5', 'floors 1 to 6'), else from a
counted noun ('Five friends', 'the four finalists'), else from the lists; values holding 'and'
or '&' ('Dolce and Gabbana') are kept whole when the size says so.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise
from dataclasses import dataclass, field
from functools import lru_cache

from ...english.measures import ORDINAL_UNIT, UNIT_WORDS, parse_measures
from ...english.words import NUMBERS, ORDINALS, number_value, ordinal_value
from . import rx
from . import lexical
from .lexical import noun_kinds
from .segment import Unit

POSITION_NOUNS = {
    "house", "home", "position", "place", "spot", "seat", "chair", "floor", "storey", "story",
    "level", "space", "lane", "room", "slot", "stall", "cabin", "locker", "box", "apartment",
    "flat", "desk", "bay", "berth", "row", "cell", "door", "table", "pew", "stand", "booth",
    "court", "track", "platform", "gate", "window", "step", "rank", "number",
}
"""Nouns under which puzzles number their positions (houses in a row, seats, floors...)."""
ROW_NOUNS = POSITION_NOUNS | {
    "hut", "cottage", "pitch", "plot", "villa", "carriage", "chalet", "tent", "bench", "peg",
    "hook", "pod", "dock", "mooring", "stable", "kennel", "cubicle", "pen", "cage", "bed", "bunk",
    "shop", "office", "studio", "garage", "shed", "allotment", "station", "stop", "hole", "post",
    "compartment", "car", "wagon", "lot", "unit", "suite", "bungalow", "caravan", "boat", "spot",
    "leg", "heat", "stage", "round", "turn", "shelf", "tier", "deck", "rung", "drawer", "stool", "easel",
}
"""Nouns that name positions when they are numbered (the exported set stays the mention
finder's)."""
PEOPLE_NOUNS = {
    "people", "persons", "friends", "men", "women", "children", "kids", "students", "neighbors",
    "neighbours", "girls", "boys", "guests", "players", "members", "colleagues", "siblings",
    "cousins", "runners", "contestants", "customers", "clients", "owners", "residents",
    "competitors", "workers", "employees", "travelers", "travellers", "visitors", "athletes",
    "participants", "couples", "families", "sisters", "brothers", "candidates", "authors",
    "artists", "musicians", "teams", "drivers", "patients", "tenants", "ladies", "gentlemen",
}
DISTINCT = rx.compile(r"\b(?:different(?:ly)?|unique|distinct|own|separate|favou?rite)\b", re.IGNORECASE)
VERTICAL_NOUNS = {"floor", "storey", "story", "level", "deck", "shelf", "tier", "rung"}
UPWARDS = rx.compile(r"\b(?:(?:top|bottom|ground)\s+(?:floor|storey|level)|(?:from|to)\s+the\s+(?:bottom|top)|"
                     r"bottom\s+up|top\s+down|bottom\s+to\s+top|top\s+to\s+bottom)\b", re.IGNORECASE)
ROW_WORDS = rx.compile(
    r"\b(?:in\s+(?:a|one|the\s+same)\s+(?:(?:single|long|straight|neat|short|tidy|little|orderly)\s+)?"
    r"(?:row|line|queue|column)|left\s+to\s+right|right\s+to\s+left|"
    r"far\s+(?:left|right|end)|(?:on|at|from|to)\s+the\s+(?:left|right)|leftmost|rightmost|"
    r"side\s+by\s+side|next\s+to\s+each\s+other|bottom\s+to\s+top|top\s+to\s+bottom|"
    r"(?:front|back|head|end)\s+of\s+the\s+(?:queue|line|row)|at\s+the\s+(?:front|back)|"
    r"ground\s+floor|top\s+floor|from\s+the\s+(?:bottom|top|front|back)|innermost|outermost|"
    r"from\s+the\s+(?:opening|first|lead-?off|starting)\s+[a-z]+\s+to\s+the\s+(?:anchor|last|final|closing)\b|"
    r"a\s+row\s+of|along\s+(?:(?:one|a|the)\s+(?:\w+\s+)?|[A-Z]\w+\s+)(?:side|street|road|lane|avenue|close|crescent|terrace|"
    r"corridor|hall|hallway|landing|passage|wall|shelf|counter|bar|platform|quay|pier|jetty|front|promenade|row|"
    r"line)|one\s+at\s+a\s+time|(?:in\s+)?the\s+(?:first|1st)\s+position|(?:finishing|starting)\s+positions?|"
    r"order\s+of\s+(?:performance|appearance|arrival|play|speaking|finishing)|positions?\s+(?:go|run|range)\s+from|"
    r"(?:took|filled|finished\s+in)\s+the\s+(?:first|top)\s+\w+\s+places|counted\s+(?:downwards|upwards)|"
    r"(?:on|at)\s+each\s+(?:floor|storey|story|level|deck|shelf|rung)|"
    r"one\s+(?:above|on\s+top\s+of|below|beneath|under|behind|in\s+front\s+of)\s+(?:the\s+)?(?:other|another|next)|"
    r"finished\s+the\s+(?:[a-z0-9]+\s+){0,3}(?:race|marathon|run|course|sprint|relay)|"
    r"in\s+single\s+file|"
    r"(?:first|second|third|last|next)\s+in\s+(?:the\s+)?(?:queue|line))\b",
    re.IGNORECASE)
"""Words that put the positions in a row ('along one side of the street'; not 'walked along the canal')."""
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
COLOURS = {
    "red", "blue", "green", "yellow", "white", "black", "orange", "purple", "pink", "brown", "grey",
    "gray", "violet", "indigo", "cream", "beige", "ivory", "silver", "gold", "golden", "amber",
    "lilac", "navy", "teal", "turquoise", "maroon", "crimson", "scarlet", "magenta", "olive",
    "coral", "plum", "peach", "mint", "lemon", "lime", "tan", "khaki", "jade", "ruby", "emerald",
    "striped", "sky blue", "charcoal", "mauve", "aqua", "cyan", "burgundy", "lavender",
}
"""Colour words: a list of them is called 'colour' when its author gave it no noun."""
STOP = frozenset([
    "a", "an", "the", "and", "or", "nor", "but", "if", "so", "than", "that", "which", "who", "whom", "whose",
    "where", "when", "while", "because", "though", "although", "as", "at", "by", "for", "from", "in", "into",
    "on", "onto", "of", "off", "out", "up", "down", "to", "with", "without", "within", "about", "above", "below",
    "over", "under", "between", "among", "amongst", "after", "before", "behind", "beside", "besides", "near",
    "past", "since", "until", "till", "via", "per", "is", "are", "was", "were", "be", "been", "being", "am",
    "has", "have", "had", "do", "does", "did", "will", "would", "can", "could", "shall", "should", "may", "might",
    "must", "not", "no", "none", "each", "every", "all", "both", "either", "neither", "any", "some", "one",
    "other", "another", "they", "them", "their", "theirs", "there", "these", "those", "this", "it", "its", "he",
    "him", "his", "she", "her", "we", "us", "our", "you", "your", "i", "me", "my", "also", "too", "very", "just",
    "only", "even", "then", "still", "again", "here", "now", "ago", "already", "always", "never", "often", "once",
    "twice", "same", "different", "own", "unique", "distinct", "separate", "favourite", "favorite", "namely",
    "viz", "including", "whoever", "whatever", "everyone", "everybody", "someone", "somebody", "nobody", "\x01",
])
"""Function words: none of them starts, ends or sits inside a value woven into prose."""


def _function_word(word: str) -> bool:
    """A function word of STOP, unless it is written as a month ('May' is a value, 'may' a verb)."""
    lower = word.lower().strip(".,")
    return lower in STOP and not (word[:1].isupper() and lower in MONTHS)


PARTICLES = {"de", "da", "van", "von", "del", "della", "di", "le", "la", "du", "of", "al", "bin", "el"}
IRREGULAR = {"people": "person", "men": "man", "women": "woman", "children": "child",
             "persons": "person", "geese": "goose", "mice": "mouse", "teeth": "tooth",
             "feet": "foot", "staff": "staff", "series": "series", "species": "species"}
NUMBER_WORD = r"(?:\d+|" + "|".join(NUMBERS[2:]) + r")"
MEASURE_NOUNS = {
    "year", "years", "month", "months", "week", "weeks", "day", "days", "hour", "hours", "minute",
    "minutes", "second", "seconds", "time", "times", "point", "points", "inch", "inches", "foot",
    "feet", "metre", "metres", "meter", "meters", "mile", "miles", "pound", "pounds", "dollar",
    "dollars", "votes", "vote", "goals", "laps", "lengths", "places", "pages", "degrees", "lb",
    "kg", "km", "percent", "categories", "category", "clues", "clue", "values", "attributes",
    "questions", "ways", "kinds", "types", "sorts", "things", "sides", "ends", "others",
}
"""Plural nouns after a number that count no people and no positions."""
RELATION = rx.compile(r"\b(?:next\s+to(?!\s+each\s+other)|next\s+door|beside|between|immediately|directly|"
                      r"somewhere|(?:left|right)\s+of|opposite|adjacent|apart|either|neither|nor|"
                      r"youngest|oldest|tallest|shortest|cheapest|earliest|latest|heaviest|lightest|fastest|slowest|"
                      r"(?:the|is|was)\s+(?:one|person)\s+who|"
                      r"not|than|also|one\s+of\s+the\s+(?:two\s+)?(?:ends?|end\s+\w+|outer\s+\w+|middle\s+\w+))\b|n't\b",
                      re.IGNORECASE)
"""Words of a relation between values: a sentence with them is a clue, never only a setting."""
PAIR_TOGETHER = rx.compile(r"\b(?:the|whoever)\s[^.;]*\band\s+(?:the|whoever)\s[^.;]*\b(?:next\s+to|beside)\s+"
                           r"(?:each\s+other|one\s+another)\b", re.IGNORECASE)
"""'The golden house and the azure house are next to each other': two things side by side, a clue
(not 'the houses stand next to each other')."""
MEASURING_VERBS = {"aged": "age", "weighed": "weight", "weighing": "weight", "weighs": "weight",
                   "scored": "score", "scoring": "score", "priced": "price", "costing": "price",
                   "cost": "price", "costs": "price", "paid": "price", "paying": "price",
                   "measured": "length", "measuring": "height", "earned": "salary", "earning": "salary",
                   "charged": "price", "charging": "price", "charges": "price", "charge": "price",
                   "turn": "age", "turns": "age", "turned": "age", "turning": "age"}
"""Verbs before a woven list of numbers and the noun of what they measure ('aged 3, 4 and 5')."""
COMPARING = rx.compile(r"\b(?:next\s+to(?!\s+each\s+other)|next\s+door|beside|between|immediately|directly|"
                       r"somewhere|(?:left|right)\s+of|opposite|adjacent|apart|neither|nor|not|than|more|fewer|"
                       r"less|older|younger|earlier|later|ahead|behind)\b|n't\b", re.IGNORECASE)
"""Words that make a sentence with a list in prose a clue ('Abe and Bea are not neighbours')."""
IDIOMS = rx.compile(r"\bbetween\s+(?:them|themselves|us|you)\b|"
                    r"\b(?:[\w-]+\s+){1,4}(?:minutes?|hours?|days?|weeks?)\s+apart\b|"  # ('a quarter of an hour apart')
                    r"\bone\s+after\s+(?:another|the\s+other)\b|"
                    r"\bno\s+more\s+than\b|\b(?:more|fewer|less)\s+than\s+(?:one|a\s+single)\b|\bnot\s+(?:necessarily\s+)?in\s+(?:that|this|the\s+same)\s+order\b|"
                    r"\b(?:later|earlier)\s+(?:(?:in|on|that|this)\s+(?:the\s+)?(?:day|week|month|year|season|morning|"
                    r"afternoon|evening|night)|on)\b",
                    re.IGNORECASE)
CLUE_WORDS = rx.compile(r"\b(?:clue|between|more|fewer|less|than|apart|away|separate[sd]?|older|"
                        r"younger|after|before|later|earlier|behind|ahead|above|below)\b", re.IGNORECASE)
NOT_A_HEAD = rx.compile(r"^\s*(?:questions?|answers?|notes?|hints?|clues?|examples?|format|solutions?|tips?|"
                        r"warning|remember|output|task|instructions?|steps?|rules?|facts?|statements?|"
                        r"please|give|submit|return|respond|provide|write|list|fill)\b|\b(?:answer|format|json|"
                        r"submit|respond|output|know|known)\b", re.IGNORECASE)
"""Heads of lines that are no category: instructions, answer formats, clue labels ('We also know the
following:')."""
META_HEAD = rx.compile(r"\b(?:categor(?:y|ies)|attributes?|characteristics|properties|features|traits|"
                       r"variables|dimensions)\b", re.IGNORECASE)
"""Heads of lists of category names ('The categories are: colour, pet, drink'), not of values."""


@dataclass
class Declared:
    """A category as declared: its name, values, the words of its declaration and its unit.

    ``ordered`` says that the labels have a natural order (months, weekdays, clock times) and
    are listed in it, earliest first."""

    name: str
    labels: list[str]
    cue: str
    unit: str = ""
    numbers: list[int | float] | None = None
    line: int = 0
    ordered: bool = False

    def __post_init__(self) -> None:
        self.labels = _month_said_once(self.labels)


MONTH_DAY = rx.compile(r"(?P<month>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)\s+\d{1,2}"
                       r"(?:st|nd|rd|th)?", re.IGNORECASE)
"""A date written with its month first ('May 4th')."""


def _month_said_once(labels: list[str]) -> list[str]:
    """The labels with the month of the first said again before each bare day after it ('May 4th,
    5th, 6th': 'May 5th', 'May 6th'), so that each names the same kind of date."""
    first = MONTH_DAY.fullmatch(labels[0].strip()) if labels else None
    if first is None or len(labels) < 2 \
            or not all(rx.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", label.strip()) for label in labels[1:]):
        return labels
    return [labels[0], *(f"{first.group('month')} {label.strip()}" for label in labels[1:])]


@dataclass
class Setup:
    """What the introduction and the category lists say.

    ``position_names`` holds the names of the positions when the text names them in a list
    introduced by a position noun ('in the slots 9:00am, 10:00am and 11:00am')."""

    size: int | None = None
    noun: str = ""
    vertical: bool = False
    positional: bool = False
    categories: list[Declared] = field(default_factory=list)
    used: set[int] = field(default_factory=set)
    position_names: list[str] = field(default_factory=list)
    declaring: set[int] = field(default_factory=set)
    """The units that declare a category of the puzzle's size (or a strong one of any size)."""


@dataclass
class _Found:
    """A declaration found in a unit, before the size decides which ones to keep."""

    declared: Declared
    index: int
    strength: int  # 3 table or 'Head: list', 2 parentheses, 'X are ...', 1 woven into prose
    link: str = ""  # the singular noun of a 'Head: list' head, to match an introduction's noun
    raw: str = ""  # the list as written, to split again once the size is known
    span: tuple[float, float, str] | None = None  # a range without a step: start, end, currency
    also: set[int] = field(default_factory=set)  # units that declared the same values again
    positions: bool = False  # the list names the positions ('in the slots 9am, 10am and 11am')


@dataclass
class _Facts:
    """What one unit says about the positions."""

    numbered: int | None = None
    counted: list[tuple[int, str]] = field(default_factory=list)
    noun: str = ""
    row_words: bool = False
    first_number: int = 1
    """The number of the first place when the numbering starts above 1 ('numbered 31 to 34')."""
    from_the_ground: bool = False
    """Floors counted the British way: the ground floor, then the first floor above it."""


# =========================================================================== read_setup
COUNT_ONLY = rx.compile(r"^\s*there\s+(?:are|were)\s+[\w-]+\s+[a-z]+(?:\s+[a-z]+)?\s*[.!]?\s*$", re.IGNORECASE)
"""A numbered clue that only counts the places ('1. There are five cottages.'): the size, as in the
first clue of the riddle of 1962."""


def read_setup(units: list[Unit]) -> Setup:
    """The size, position noun and categories declared by the units."""
    setup = Setup()
    facts = [_facts(unit.text) if unit.number is None or COUNT_ONLY.match(unit.text) else _Facts() for unit in units]
    found: list[_Found] = []
    table_rows = _tables(units, found)
    paired = _one_value_items(units, found) | _one_per_sentence(units, found)
    for index, unit in enumerate(units):
        if index in table_rows or index in paired:
            continue
        pair = _header_list(units, index)
        if pair is not None:
            found.append(pair)
            paired.update({index, index + 1})
            continue
        found.extend(_unit_declarations(unit, index))
    size = _choose_size(facts, found)
    setup.size = size
    found = _groups_of_people_joined(found, size)
    chosen = _keep(found, size)
    chosen = _without_values_as_heads(chosen)
    for item in _lists_of_categories(chosen):
        chosen.remove(item)
        setup.used.add(item.index)
    for item in chosen:
        if _places_by_side(item.declared.labels):  # 'a bottom bunk, a middle bunk and a top bunk': the places
            item.positions = True
            item.declared.name = item.declared.labels[0].split()[-1].lower()
        elif 0 <= item.index < len(units) and _places_called(units[item.index].text, item.declared.labels):
            item.positions = True  # 'three houses, which the postman calls the first, the second and the third'
        elif 0 <= item.index < len(units) and _awarded_places(units[item.index].text, item.declared.labels):
            item.positions = True  # 'The judge awarded 1st, 2nd, 3rd and 4th place': a contest's places
            item.declared.name = "place"
            item.declared.numbers = list(range(1, len(item.declared.labels) + 1))
        elif 0 <= item.index < len(units) and ONE_AT_A_TIME.search(units[item.index].text) \
                and _calendar_order(item.declared.labels) == item.declared.labels \
                and not any(f.numbered for f in facts) \
                and not _row_noun_before(units[item.index].text, item.declared.labels[-1]):
            item.positions = True  # 'they leave one at a time, at 7:15, 7:30, 7:45 and 8:00': the times are the row
    rows: list[str] = []
    for item in [f for f in chosen if f.positions]:
        numbers = item.declared.numbers
        said = units[item.index].text if 0 <= item.index < len(units) else ""
        in_order = bool(IN_A_ROW_ORDER.search(said)) and _singular(item.declared.name) in ROW_NOUNS
        if numbers is not None and numbers[0] != 1 and not in_order and (
                all(b - a == 1 for a, b in pairwise(numbers)) or _singular(item.declared.name) not in ROW_NOUNS):
            continue  # 'on floors 2, 3, 4, 5 and 6': a category of floors, not the positions (but 'houses
            # numbered 2, 4, 6 and 8' are the row: 'next door' is the next number; so are 'rooms 101 to 104,
            # side by side in that order')
        chosen.remove(item)
        setup.used.add(item.index)
        rows.append(_singular(item.declared.name))
        sides = all(label.lower() in SIDE_NAMES for label in item.declared.labels)  # 'Two houses, left and right'
        if item.declared.numbers != list(range(1, len(item.declared.labels) + 1)) and not sides:
            setup.position_names = setup.position_names or item.declared.labels
    for item in chosen:  # 'Four plots, A to D, are tended by Mabel, ...': the tenders are no plots
        labels = item.declared.labels
        if _singular(item.declared.name) in rows and all(rx.fullmatch(r"[A-Z][a-z'-]+", label) for label in labels):
            item.declared.name = "name"
    for item in chosen:  # 'Four of you chipped in: Dana, Ellis, ...': the people, not a category 'of'
        if item.declared.name in ("of", "us", "you", "them", "we", "they"):
            item.declared.name = "name"
        numbers = item.declared.numbers
        if numbers and item.declared.unit in ("", "{}") and all(0 < n <= 110 for n in numbers) \
                and item.declared.name in AGED and not {"number", "numbers", "many"} & set(item.declared.cue.split()):
            item.declared.name = "age"  # 'The children are 6, 8, 10 and 12': their ages
    setup.categories = [f.declared for f in chosen]
    setup.used.update(f.index for f in chosen)
    setup.used.update(i for f in chosen for i in f.also)
    setup.used.update(paired)
    setup.used.update(table_rows)
    if setup.size is None and setup.categories:
        setup.size = Counter(len(c.labels) for c in setup.categories).most_common(1)[0][0]
    setup.declaring = {f.index for f in found if setup.size is None or len(f.declared.labels) == setup.size
                       or f.strength >= 2}
    _position_facts(units, facts, setup, chosen)
    offset = next((fact.first_number for fact in facts if fact.numbered and fact.first_number > 1), None)
    if offset is not None and not setup.position_names and setup.size:  # 'rooms numbered 31 to 34'
        setup.position_names = [str(offset + k) for k in range(setup.size)]
    if any(fact.from_the_ground for fact in facts) and not setup.position_names and setup.size:
        setup.position_names = ["ground floor"] + [f"{ORDINALS[k]} floor" for k in range(setup.size - 1)]
    if rows:  # a table column or a list that numbers the positions ('| House | ...', 'lockers 1, 2 and 3')
        setup.positional = True
        setup.noun = setup.noun or next((noun for noun in rows if noun in ROW_NOUNS), "")
        if not any(noun in ROW_NOUNS for noun in rows) and not any(f.numbered for f in facts) \
                and setup.noun not in IN_TURN:
            setup.noun = rows[0]  # times that are the order ('one at a time, at 7:15, ...'), not 'the bay'
    _link_cues(units, chosen)
    _setup_sentences(units, facts, setup)
    for declared in setup.categories:
        declared.labels = _and_split_by_the_clues(declared.labels, [u.text for k, u in enumerate(units)
                                                                    if k not in setup.used])
    return setup


def _and_split_by_the_clues(labels: list[str], clues: list[str]) -> list[str]:
    """The last two values of a list cut at its last 'and' ('..., red velvet and strawberries and
    cream': 'red velvet and strawberries', 'cream') cut at the one before instead ('red velvet',
    'strawberries and cream') when the clues name those two and never the first cut's."""
    if len(labels) < 2 or " and " not in labels[-2]:
        return labels
    first, rest = labels[-2].split(" and ", 1)
    other = f"{rest} and {labels[-1]}"
    said = " ".join(clues).lower()

    def named(label: str) -> bool:
        return rx.search(rf"\b{re.escape(label.lower())}\b", said) is not None
    if named(first) and named(other) and not named(labels[-2]):
        return [*labels[:-2], first, other]
    return labels


SIDE_MODIFIERS = {"bottom", "middle", "top", "left", "right", "centre", "center", "front", "back", "lower", "upper"}


def _without_values_as_heads(chosen: list[_Found]) -> list[_Found]:
    """The declarations without a 'head: list' whose head is a name listed by another one ('Bob:
    position 1 or 4' beside 'Name(Alice, Bob, ...)'): a clue in a terse notation, not a category."""
    labels = {label.lower() for item in chosen for label in item.declared.labels if label[:1].isupper()}
    return [item for item in chosen if item.declared.name.lower() not in labels
            or item.declared.name.lower() in {label.lower() for label in item.declared.labels}]


def _places_by_side(labels: list[str]) -> bool:
    """True for places of one row noun named by their side, listed from the bottom, the left or the
    front ('bottom bunk, middle bunk, top bunk')."""
    split = [label.lower().split() for label in labels]
    if len(split) < 2 or any(len(words) != 2 for words in split) or len({words[1] for words in split}) != 1:
        return False
    if _singular(split[0][1]) not in ROW_NOUNS or not all(words[0] in SIDE_MODIFIERS for words in split):
        return False
    return split[0][0] in ("bottom", "left", "front", "lower")


def _groups_of_people_joined(found: list[_Found], size: int | None) -> list[_Found]:
    """Lists of names said in groups in one sentence ('The two ladies, Marjorie and Dot, and the
    two churchwardens, Colin and Rupert'), joined into the one list of the people when together
    they name as many as the puzzle has."""
    by_unit: dict[int, list[_Found]] = {}
    for item in found:
        labels = item.declared.labels
        if size and 2 <= len(labels) < size and all(rx.fullmatch(r"[A-Z][\w'-]+", label) for label in labels):
            by_unit.setdefault(item.index, []).append(item)
    for group in by_unit.values():
        if len(group) < 2 or sum(len(item.declared.labels) for item in group) != size:
            continue
        labels = [label for item in group for label in item.declared.labels]
        joined = _Found(_declared("name", labels, "", cue="name"), group[0].index, 2)
        joined.declared.line = group[0].declared.line
        found = [item for item in found if item not in group] + [joined]
    return found


def _lists_of_categories(chosen: list[_Found]) -> list[_Found]:
    """Declarations whose values are the names of the other categories ('Each has a different
    nationality, sport, pet, drink and house colour:' above lists of nationalities, sports, ...):
    a list of the categories, not a category of its own."""
    def named(item: _Found) -> set[str]:
        return {_singular(word) for word in item.declared.name.lower().split()} | {item.link}

    lists = []
    for item in [c for c in chosen if not c.positions]:  # ('plots A to D' and the plots' tenders)
        others = set().union(*(named(o) for o in chosen if o is not item)) - {""}
        said = [label for label in item.declared.labels
                if {_singular(word) for word in label.lower().split()} & others]
        if len(said) >= max(2, len(item.declared.labels) - 1):
            lists.append(item)
    return lists


def declaration(unit: Unit, size: int | None) -> Declared | None:
    """The first category a unit declares, if any (for callers that read one unit)."""
    found = [f for f in _unit_declarations(unit, 0) if size is None or len(f.declared.labels) == size
             or f.strength >= 2]
    return found[0].declared if found else None


# =========================================================================== size and positions
NUMBERED = (
    # 'numbered 1 to 5', 'positions 1 to 5', 'seats numbered from 1 (far left) to 6 (far right)',
    # 'numbered from 1, the ground floor, up to 5'
    rx.compile(r"\b(?:numbered|numbers|(?P<noun>[a-z]+?)s?)\s+(?:from\s+)?1\b(?:\s*\([^()]*\)|,[^,]{1,30},)?"
               r"(?:\s+(?:on|at)\s+the\s+\w+)?(?:\s*(?:to|through|up\s+to)\s+|\s*[-\u2013]\s*)(?P<n>\d+)\b",
               re.IGNORECASE),
    # 'positions 1, 2, 3, 4', 'lockers 1, 2 and 3'
    rx.compile(r"\b(?:numbered|numbers|(?P<noun>[a-z]+?)s?)\s+1\s*,\s*2\b(?:\s*,\s*\d+)*\s*,?\s*(?:and\s+)?"
               r"(?P<n>\d+)\b", re.IGNORECASE),
    # 'Houses: 1 2 3', a header of the places by number
    rx.compile(r"^\s*(?P<noun>[a-z]+?)s?\s*:\s*1\s+2(?:\s+\d+)*?\s+(?P<n>\d+)\s*$", re.IGNORECASE),
    # 'from the ground floor (1) up to the top floor (5)'
    rx.compile(r"\(\s*1\s*\)[^()]{0,40}?\bto\b[^()]{0,40}?\(\s*(?P<n>\d+)\s*\)", re.IGNORECASE),
)
END_WORDS = rx.compile(r"\b(?:left|right|front|back|top|bottom|ground|last|leftmost|rightmost|"
                       r"innermost|outermost|end|nearest|furthest|farthest)\b", re.IGNORECASE)


COUNTED_WAY = rx.compile(r"\bcounted\s+(?:downwards|upwards)\b", re.IGNORECASE)
"""A row whose numbering runs down or up a column, said in a sentence of its own."""
STREETS = {"lane", "street", "road", "close", "avenue", "crescent", "terrace", "row", "line", "path", "drive", "way"}
"""Nouns of what the positions stand along, not of the positions themselves."""


def _facts(text: str) -> _Facts:
    """What a sentence says about the positions: how many, under which noun, in a row or not.

    The noun is the one the numbering names ('seats 1 to 5'), else a counted row noun of the
    sentence ('five beach huts ..., numbered 1 to 5'), else the noun before 'numbered'."""
    facts = _Facts()
    lower = text.lower()
    clue_like = CLUE_WORDS.search(lower) and not rx.search(r"\bnumbered\b", lower)  # (not a layout sentence)
    for match in rx.finditer(r"\b(" + NUMBER_WORD + r")(?:-(\w+)|\s+((?:[a-z][\w'-]*\s+){0,2}?)"
                             r"((?!(?:is|was|has|does|goes)\b)[a-z]{2,}s|people|men|women|children|staff))\b", text,
                             re.IGNORECASE):
        count = number_value(match.group(1))
        noun = _singular((match.group(2) or match.group(4) or "").lower())
        if count is None or not 2 <= count <= 30 or noun in MEASURE_NOUNS or clue_like:
            continue
        if rx.search(r"\d\s*(?:,|,?\s+(?:and|or))\s*$", text[:match.start()]):
            continue  # 'they had 10, 15, 20 and 25 stickers': the last of a list of amounts, no count
        if match.group(2) and noun not in ROW_NOUNS | {"storey", "story"}:
            continue  # 'a six-lane pool', 'a six-storey building', not 'a two-hour wait'
        facts.counted.append((count, noun))
    counted_row = [noun for _, noun in facts.counted if noun in ROW_NOUNS]
    for pattern in NUMBERED:
        for match in pattern.finditer(text):
            noun = _singular((match.groupdict().get("noun") or "").lower())
            if noun and noun not in ROW_NOUNS and pattern is not NUMBERED[-1] \
                    and not (_made_thing(noun) and ROW_WORDS.search(text)):
                continue  # (not 'ages 1 to 5'; 'lecterns 1 to 5, from left to right' are places)
            n = int(match.group("n"))
            if not 2 <= n <= 30:
                continue
            facts.numbered = n
            before = rx.search(r"([a-z]+)\s*,?\s+(?:are\s+|were\s+|is\s+)?numbered$", lower[:match.start() + 8])
            before_noun = _singular(before.group(1)) if before else ""
            plurals = [_singular(w) for w in rx.findall(r"\b([a-z]+s)\b", lower[:match.start()])
                       if _singular(w) in ROW_NOUNS and w not in ("rows", "lines", "queues")]
            counted = [c for k, c in facts.counted if k == n and c not in PEOPLE_NOUNS | {"person", "people"}
                       and "person" not in noun_kinds(c, 1)]  # not 'five singers' in a row
            if (noun or before_noun) in STREETS and counted:  # 'three farmhouses along a lane, numbered 1, 2 and 3'
                noun = counted[0]
            made = before_noun if _made_thing(before_noun) and before_noun not in STREETS else ""
            candidates = [noun] + counted_row + [_numbered_things(facts.counted, n)] \
                + [before_noun if before_noun in ROW_NOUNS else ""] + plurals[-1:] + [made]
            # ('on 6 stools along a bar counter, numbered'; 'four lofts in a row behind the shed, numbered')
            facts.noun = next((c for c in candidates if c), "")
            break
        if facts.numbered:
            break
    if facts.numbered is None and END_WORDS.search(lower):
        # 'house 1 is on the far left and house 4 on the far right', 'the leftmost person is at
        # the 1st position and the rightmost at the 8th', 'Position 1 is the front of the queue'
        first = rx.search(r"\b([a-z]+)\s+(?:no\.\s*)?1\b(?!\s*(?:,|to\b|-|\())|\b(?:1st|first)\s+([a-z]+)", lower)
        noun = _singular(first.group(1) or first.group(2)) if first else ""
        if noun in ROW_NOUNS:
            numbers = [int(n) for n in rx.findall(r"\b(\d+)(?:st|nd|rd|th)?\b", lower)]
            numbers += [ORDINALS.index(w) + 1 for w in rx.findall(r"\b(" + "|".join(ORDINALS) + r")\b", lower)]
            facts.noun = noun
            facts.row_words = True
            if noun == "floor" and rx.search(r"\bground\s+floor\b", lower) and rx.search(r"\bfirst\s+floor\b", lower) \
                    and not rx.search(r"\b(?:1|one)\b", lower):
                facts.from_the_ground = True  # 'the ground floor, then the first floor above it, ...'
                numbers.append(max(numbers) + 1)
            if numbers and 2 <= max(numbers) <= 30:
                facts.numbered = max(numbers)
    if facts.numbered is None:
        _numbered_from(text, facts, counted_row)
    ranked = RANKED_ALL.search(text)
    if facts.numbered is None and ranked and number_value(ranked.group(1)) is not None:
        facts.numbered, facts.noun, facts.row_words = number_value(ranked.group(1)), "place", True
    if facts.numbered is None and ONE_BEHIND_ANOTHER.search(text):  # 'four people in it, standing one behind
        said = next((m for m in rx.finditer(r"\b(" + NUMBER_WORD + r")\s+([a-z]+)\b", text, re.IGNORECASE)
                     if m.group(2).lower() in ("people", "persons", "children", "men", "women")
                     or (m.group(2).lower().endswith("s")
                         and "person" in noun_kinds(_singular(m.group(2).lower()), 1))),
                    None)  # another from the front (at the counter) to the back', 'three relatives ... one behind
        people = number_value(said.group(1)) if said else None  # the other': places 1 to 4, the front first
        if people is not None and 2 <= people <= 30:
            facts.numbered, facts.noun, facts.row_words = people, "place", True
    ranged = RANKED_RANGE.search(text)
    if facts.numbered is None and ranged and 2 <= (ordinal_value(ranged.group("last").lower()) or 0) <= 30:
        facts.numbered, facts.noun, facts.row_words = ordinal_value(ranged.group("last").lower()), "place", True
    facts.row_words = facts.row_words or bool(ROW_WORDS.search(text))
    return facts


ONE_BEHIND_ANOTHER = rx.compile(r"\bone\s+behind\s+(?:another|the\s+other)\b|\bin\s+single\s+file\b",
                                re.IGNORECASE)
"""People standing in a line, one behind another: the places of a queue."""
RANKED_RANGE = rx.compile(r"\b(?:ranked|ordered|listed|seeded|graded)\s+from\s+(?:the\s+)?(?:1st|first)\b"
                          r"[^.;]{0,30}?\bto\s+(?:the\s+)?(?P<last>\d+(?:st|nd|rd|th)|[a-z]+th|second|third)\b",
                          re.IGNORECASE)
"""'ranked from 1st at the top down to 5th at the bottom': places of a ranking, one each."""
RANKED_ALL = rx.compile(r"\b(?:ranked|placed|rated)\s+(?:all\s+)?(?:the\s+)?(" + NUMBER_WORD + r")\s+[a-z]+s\b"
                        r"(?=[^.]*\b(?:no\s+ties|first\s+to\s+last|from\s+\w+\s+to\s+\w+|in\s+order)\b)", re.IGNORECASE)
"""'The judges ranked all four finalists, with no ties': the places of a contest, one each."""


AWARDED_PLACES = rx.compile(r"\b(?:awarded|gave\s+out|handed\s+out|prizes?\s+for|ribbons?\s+for)\s+"
                            r"(?:the\s+)?(?:1st|first)(?:\s*,\s*\w+)*,?\s+and\s+(?:the\s+)?(?P<last>\w+)\s+places?\b",
                            re.IGNORECASE)
"""'The judge awarded 1st, 2nd, 3rd and 4th place': the places of a contest, one each."""


def _places_called(text: str, labels: list[str]) -> bool:
    """True when a sentence counts the places of a row by ordinal words, from the first on, beside
    the row's own noun ('three houses, which the postman calls the first, the second and the
    third'), with no word of a contest (whose places are a category: 'finished first')."""
    named = [ordinal_value(label.strip().lower()) for label in labels]
    if len(labels) < 2 or named != list(range(1, len(labels) + 1)) or any(label[:1].isdigit() for label in labels):
        return False
    said = {_singular(word) for word in rx.findall(r"[a-z]+", text.lower())}
    return bool(said & ROW_NOUNS) and not AWARDED_PLACES.search(text) and not CONTEST_WORDS & said


CONTEST_WORDS = {"race", "finish", "finished", "contest", "competition", "place", "placed", "prize", "medal", "rank",
                 "ranked", "result", "won", "win", "came"}
"""Words of a sentence whose ordinals are a contest's places ('finished first, second and third')."""


def _awarded_places(text: str, labels: list[str]) -> bool:
    """True when a sentence awards places and the labels are those places, from the first on
    ('awarded 1st, 2nd, 3rd and 4th place')."""
    if not AWARDED_PLACES.search(text):
        return False
    named = [ordinal_value(rx.sub(r"\s+places?$", "", label.strip().lower())) for label in labels]
    return named == list(range(1, len(labels) + 1))


NUMBERED_FROM = rx.compile(r"\bnumbered\s+(?:from\s+)?(?P<a>\d+)\s*(?:to|through|-|\u2013)\s*(?P<b>\d+)\b",
                           re.IGNORECASE)
"""A numbering that starts above 1 ('four rooms, numbered 31 to 34'): the places are named by it."""


def _numbered_from(text: str, facts: _Facts, counted_row: list[str]) -> None:
    """The places a sentence numbers from a number above 1, when it counts as many of a row noun
    ('four guest rooms, numbered 31 to 34'): their count, noun and first number."""
    match = NUMBERED_FROM.search(text)
    if match is None:
        return
    first, last = int(match.group("a")), int(match.group("b"))
    n = last - first + 1
    counted = [noun for count, noun in facts.counted if count == n and noun in ROW_NOUNS]
    if first <= 1 or not 2 <= n <= 30 or not counted:
        return
    facts.numbered, facts.noun, facts.first_number = n, counted[0], first


def _numbered_things(counted: list[tuple[int, str]], n: int) -> str:
    """The things a sentence counts as many as it numbers, when WordNet calls them made things
    ('six guests sit on 6 stools ..., numbered 1 to 6', 'seven kiosks ..., numbered 1 to 7'):
    the positions' noun, whatever the thing; '' when there is none."""
    return next((noun for count, noun in counted if count == n and (_made_thing(noun) or (
        noun.isalpha() and noun not in PEOPLE_NOUNS | {"person", "people"} and noun_kinds(noun, 1)
        and not noun_kinds(noun) & {"person", "animal", "time", "quantity", "group", "food", "act", "event"}))), "")
    # ('Four pigeonholes ..., numbered 1 to 4': WordNet's first pigeonhole is a category of thought)


def _made_thing(noun: str) -> bool:
    """True for a noun whose first sense WordNet files among made things or natural objects
    ('lectern', 'kiosk', 'ledge'): what may be numbered as places, unlike people, animals or
    times."""
    kinds = noun_kinds(noun, 1) if noun.isalpha() else frozenset()
    return bool(kinds) and kinds <= {"artifact", "object"}


def _choose_size(facts: list[_Facts], found: list[_Found]) -> int | None:
    """Numbered positions first, then the strong lists when they agree, then a counted noun,
    then the lengths of the lists."""
    for fact in facts:
        if fact.numbered:
            return fact.numbered
    strong = Counter(len(f.declared.labels) for f in found if f.strength >= 2)
    counted = [n for fact in facts for n, noun in fact.counted]
    if strong and strong.most_common(1)[0][0] == 2 and any(n >= 3 for n in strong):
        del strong[2]  # 'The two ladies, Marjorie and Dot, and the two churchwardens, ...' beside lists of four
    longer = {len(f.declared.labels) for f in found if len(f.declared.labels) >= 3}
    for fact in facts:  # 'the two ladies ... and the two churchwardens' beside lists of four: four people
        if len(fact.counted) >= 2 and sum(n for n, _ in fact.counted) in longer:
            return sum(n for n, _ in fact.counted)
    if strong:
        top, votes = strong.most_common(1)[0]
        if counted and counted[0] in strong and (strong[counted[0]] >= votes or counted[0] == top):
            return counted[0]
        if votes >= 2 or not counted:
            return top
        if not any(len(f.declared.labels) == n for n in counted for f in found):
            return top  # ('The fairy album has 20 stickers in it': a count no list has, beside a list of four)
    if counted:
        return counted[0]
    weak = Counter(len(f.declared.labels) for f in found if len(f.declared.labels) >= 3)
    return weak.most_common(1)[0][0] if weak else None


ROW_RELATION = rx.compile(r"\b(?:next\s+(?:to|door)|beside|between|neighbou?rs?|adjacent|(?:left|right)\s+of|"
                          r"above|below|beneath|underneath|"
                          r"(?:east|west|north|south)\s+of|at\s+(?:one|either|each|the\s+\w+)\s+end)\b", re.IGNORECASE)
"""Words that only places in a row have: 'next door', 'left of', 'at one end'."""


def _row_noun_before(text: str, last: str) -> bool:
    """True when a row noun is said before the end of a list ('one per hourly slot: 9 am, ...'), so
    the list names places of that row, not an order of its own."""
    end = text.find(last)
    said = text[:end if end >= 0 else len(text)].lower()
    return any(_singular(w) in ROW_NOUNS for w in rx.findall(r"[a-z]+", said))


ONE_AT_A_TIME = rx.compile(r"\bone\s+(?:at\s+a\s+time|after\s+(?:the\s+other|another))\b", re.IGNORECASE)
"""People who come one after another: a list of times said with it is the order of the row."""


def _counted_row(units: list[Unit], facts: list[_Facts], setup_units: set[int], size: int | None) -> bool:
    """True when the setup counts as many places of a row noun as there are people ('four
    friends live in four houses on Elm Street') and the clues speak of places in a row."""
    counted = {noun for i in setup_units for n, noun in facts[i].counted if n == size and noun in ROW_NOUNS}
    if counted & IN_TURN and any(_in_turn(unit.text, counted & IN_TURN) for unit in units):
        return True  # 'Each girl swam one of the four legs' and 'Jade swam the leg straight after Hana's'
    return bool(counted) and any(ROW_RELATION.search(unit.text) for unit in units)


IN_TURN = frozenset({"leg", "round", "turn", "heat", "slot", "stage", "step"})
"""Row nouns of places taken one after another: 'before' and 'after' there are places in the row."""


def _in_turn(text: str, nouns: set[str]) -> bool:
    """True when a sentence orders the places of a row taken in turn: 'the leg after Hana's',
    'swam the first leg', 'at some point before Jade'."""
    named = "|".join(sorted(nouns))
    return bool(rx.search(r"\b(?:first|second|third|fourth|fifth|sixth|last|final|next|previous|opening)\s+(?:"
                          + named + r")s?\b|\b(?:" + named + r")s?\s+(?:straight\s+|right\s+|just\s+|immediately\s+)?"
                          r"(?:after|before)\b", text, re.IGNORECASE))


def _position_facts(units: list[Unit], facts: list[_Facts], setup: Setup, chosen: list[_Found]) -> None:
    """Positional, vertical and the position noun, from the sentences that set the puzzle up:
    positions are numbered, or the setup speaks of a row, a queue, left and right, floors."""
    setup_units = {f.index for f in chosen} | {0} | {
        i for i, fact in enumerate(facts) if fact.numbered or fact.counted or fact.noun}
    last_declaring = max((f.index for f in chosen), default=-1)
    setup_units |= {i for i, fact in enumerate(facts) if fact.row_words and i < last_declaring
                    and units[i].number is None and COUNTED_WAY.search(units[i].text)}
    # ('four shelves, counted downwards: ...' before the lists)
    setup_units = {i for i in setup_units if i < len(facts)}
    numbered = any(fact.numbered for fact in facts)
    row = any(facts[i].row_words for i in setup_units) or _counted_row(units, facts, setup_units, setup.size)
    setup.positional = numbered or row or bool(setup.position_names)
    if not setup.positional:
        return
    nouns = [fact.noun for fact in facts if fact.noun]
    nouns += [noun for i in sorted(setup_units) for _, noun in facts[i].counted if noun in ROW_NOUNS]
    for i in sorted(setup_units):
        found = rx.findall(r"\b(?:the|a|an|each|every|one|in|on|at|of|\d+|" + "|".join(NUMBERS[2:]) +
                           r")\s+((?:[a-z]+\s+)?)([a-z]+)", units[i].text.lower())
        nouns += [_singular(noun) if _singular(noun) in ROW_NOUNS else _singular(middle.strip())
                  for middle, noun in found
                  if (_singular(noun) in ROW_NOUNS and middle.strip() not in PEOPLE_NOUNS | {"people", "person"})
                  or _singular(middle.strip()) in ROW_NOUNS - {"row", "line", "queue", "column"}]
        # ('sit on benches in a row': the noun right after the preposition)
    nouns = [noun for noun in nouns if noun not in ("row", "line", "queue", "column")]
    setup.noun = nouns[0] if nouns else ""
    setup.vertical = setup.noun in VERTICAL_NOUNS or any(
        facts[i].numbered and UPWARDS.search(units[i].text) for i in setup_units)


def _setup_sentences(units: list[Unit], facts: list[_Facts], setup: Setup) -> None:
    """Sentences that only set the scene (a size, a row, 'each has a different pet') and name no
    value are used up: they are no clues."""
    labels = [label for c in setup.categories if c.numbers is None for label in c.labels]
    for index, unit in enumerate(units):
        if index in setup.used or unit.number is not None or unit.text.rstrip().endswith("?"):
            continue
        fact = facts[index]
        if (unit.item and not fact.numbered) or RELATION.search(unit.text) or PAIR_TOGETHER.search(unit.text):
            continue
        scene = fact.numbered or fact.counted or (fact.row_words and not _a_thing_placed(unit.text)) or rx.search(
            r"\b(?:different|unique|distinct|own)\s+\w+|\beach\b[^.]*\bone\s+\w+", unit.text, re.IGNORECASE)
        if scene and (fact.numbered or (fact.counted and fact.row_words) or not _names_a_value(unit.text, labels)):
            setup.used.add(index)


SCENE_WORDS = frozenset({"row", "line", "queue", "column", "top", "bottom", "left", "right", "front", "back", "end",
                         "middle", "ground", "first", "last", "street", "road", "building", "block", "way", "order",
                         "side", "far", "same", "other", "following", "numbers", "number"})
"""Words after 'the' in a sentence that only lays the row out ('from the left to the right')."""


def _a_thing_placed(text: str) -> bool:
    """True when a sentence with the words of a row puts a thing somewhere ('The parrot lives on the
    top floor'): a noun after 'the' that is no place of the row nor a word of its layout."""
    for word in rx.findall(r"\bthe\s+([a-z]+)\b", text.lower()):
        if word not in SCENE_WORDS and _singular(word) not in ROW_NOUNS | SCENE_WORDS and not _function_word(word) \
                and noun_kinds(word, 1) and not noun_kinds(word, 1) & {"location", "artifact", "time"}:
            return True
    return False


COUNT_OF_KIND = rx.compile(r"(\d+|" + "|".join(NUMBERS[2:]) + r")\s+[a-z]+s", re.IGNORECASE)


def _counts_of_kinds(labels: list[str]) -> bool:
    """'5 members, 5 ages, 5 sports': how big the grid is, one count per category, not values."""
    counts = [COUNT_OF_KIND.fullmatch(label.strip()) for label in labels]
    return len(labels) >= 2 and all(counts) and len({c.group(1).lower() for c in counts if c}) == 1


def _names_a_value(text: str, labels: list[str]) -> bool:
    """True when the text names one of the labels, as written or by a demonym ('the Dane' for Denmark)."""
    for label in labels:
        flags = 0 if label.isupper() else re.IGNORECASE
        if rx.search(r"(?<![\w-])" + re.escape(label) + r"(?:e?s)?(?![\w-])", text, flags):
            return True
    from .lexical import place_key

    places = {place_key(label) for label in labels if label[:1].isupper()} - {None}
    return bool(places) and any(place_key(word) in places for word in rx.findall(r"\b[A-Z][a-z]+\b", text))


# =========================================================================== keeping
def _keep(found: list[_Found], size: int | None) -> list[_Found]:
    """The declarations that fit the size, one per value set (the most explicit kept)."""
    kept: list[_Found] = []
    for item in found:
        declared = item.declared
        if item.span is not None and size is not None:
            _spread_range(item, size)
        if item.span is not None or _counts_of_kinds(declared.labels):
            continue
        if size is not None and len(declared.labels) != size:
            _resplit(item, size)
            if len(item.declared.labels) != size and item.strength < 3:
                continue  # a list in prose of another length is no declaration ('Ann and Bo are twins')
        elif size is None and item.strength < 2 and len(declared.labels) < 3:
            continue
        kept.append(item)
    result: list[_Found] = []
    for item in kept:
        key = _value_key(item.declared)
        twin = next((r for r in result if _value_key(r.declared) == key), None)
        if twin is None:
            result.append(item)
            continue
        better, other = (item, twin) if item.strength > twin.strength else (twin, item)
        if better is item:
            result[result.index(twin)] = item
        if other.declared.ordered and not better.declared.ordered and better.declared.numbers is None:
            better.declared.labels, better.declared.ordered = list(other.declared.labels), True
        better.declared.cue = f"{better.declared.cue} {other.declared.cue}".strip()
        better.also |= {other.index} | other.also
    return result


def _value_key(declared: Declared) -> frozenset:
    """What makes two declarations the same: their numbers, or their labels in the singular
    ('Danes, Swedes and Norwegians' names the Dane, the Swede and the Norwegian again)."""
    if declared.numbers is not None:  # '$10, $20' are prices, never the ages '10, 20'
        money = bool(rx.search(r"[$\u00a3\u20ac]|dollar|pound|euro|cent|price|cost|paid|fee",
                               f"{declared.unit} {declared.name}", re.IGNORECASE))
        return frozenset([*(float(n) for n in declared.numbers), "money" if money else "plain"])
    return frozenset(" ".join(_plain(label).split()[:-1] + [_singular(_plain(label).split()[-1])])
                     for label in declared.labels if label.strip())


def _plain(label: str) -> str:
    return rx.sub(r"^(?:a|an|the)\s+", "", label.lower()).strip()


def _link_cues(units: list[Unit], chosen: list[_Found]) -> None:
    """A 'Head: list' whose head another sentence uses as a noun ('each bought a different snack'
    over 'Snacks - ...', 'each wore a different colour of jacket' over 'Jackets - ...') keeps that
    sentence's verb and noun in its cue; its name stays the head as written."""
    phrases: list[tuple[str, str, int]] = []
    for index, unit in enumerate(units):
        if unit.number is not None:
            continue
        for match in rx.finditer(r"\b([a-z]+)\s+(?:(?:a|an|their|its|his|her)\s+)?(?:different|distinct|unique|"
                                 r"separate|own|one)\s+((?:[a-z'-]+\s+){0,3}?[a-z'-]+)(?=\s*(?:[,.;:()]|\band\b|\bor\b|"
                                 r"\bin\b|\bon\b|\bat\b|\bfor\b|\bfrom\b|\bas\b|\bwith\b|\bto\b|\bby\b|\bthat\b|$))",
                                 unit.text, re.IGNORECASE):
            verb = match.group(1).lower()
            if verb in ("and", "or", "but", "also") and phrases and phrases[-1][2] == index:
                verb = phrases[-1][0]
            phrases.append((verb, match.group(2).lower(), index))
        for match in rx.finditer(r"\b" + NUMBER_WORD + r"\s+((?:[a-z-]+\s+){0,2}?)([a-z]+)\b\s*(\w*)",
                                 unit.text, re.IGNORECASE):
            phrases.append((match.group(3).lower(), (match.group(1) + match.group(2)).lower(), index))
    for item in chosen:
        if not item.link or len(item.link.split()) > 3:
            continue
        for verb, phrase, index in phrases:
            words = [_singular(w) for w in phrase.split()]
            if index != item.index and (item.link in words or _singular(item.link.split()[-1]) in words):
                item.declared.cue = f"{item.declared.cue} {verb} {phrase}".strip()
                break


# =========================================================================== one unit
HEADS_IN_A_LINE = rx.compile(r"\s*[;|]\s*(?=[A-Z][A-Za-z ]{0,30}:\s)")
"""Where a line of several headed lists parts them ('Guests: Farah, Glen; Rooms: 102, 118')."""


AGED = {"child", "children", "kid", "kids", "boy", "boys", "girl", "girls", "sibling", "siblings", "cousin", "cousins",
        "grandchild", "grandchildren", "pupil", "pupils", "student", "students", "friend", "friends", "name", "they",
        "them", "people", "person"}
"""Subjects whose bare numbers are ages ('The children are 6, 8, 10 and 12', 'They are 6, 8 and 10')."""
LEADING_CLAUSE = rx.compile(r"^(?:when|while|after|before|as\s+soon\s+as|once|since|because|although|though)\s"
                            r"[^,;:()]{3,80},\s+(?=[a-z])", re.IGNORECASE)
"""A subordinate clause before the main one ('When the family got together for Grandma's birthday, ...')."""


NUMBER_WORDS_RX = r"\b(?:" + "|".join(NUMBERS[1:13]) + r")\b"
COUNTED_IN_WORDS = rx.compile(NUMBER_WORDS_RX + r"(?:\s*,\s*" + NUMBER_WORDS_RX + r")+,?\s+(?:and|or)\s+"
                              + NUMBER_WORDS_RX + r"(?=\s+[a-z]+s\b)", re.IGNORECASE)
"""'stays of one, two, three, four and five nights': a list of counts written in words."""


QUOTED_RUN = rx.compile(r'"[^"]{1,30}"(?:\s*,\s*"[^"]{1,30}")*,?\s+(?:and|or)\s+"[^"]{1,30}"')
"""'"necessary", "occasion", "rhythm", "separate" or "vacuum"': values in quotation marks."""


def _quoted_run(text: str, unit: Unit, index: int) -> _Found | None:
    """The one list of a sentence whose values are all in quotation marks, however common a word
    each is ('a different word to spell: "necessary", ..., "separate" or "vacuum"'), named by the
    words before it; None when the sentence has no such list or more than one."""
    runs = list(QUOTED_RUN.finditer(text))
    if len(runs) != 1 or unit.number is not None:
        return None
    labels = rx.findall(r'"([^"]{1,30})"', runs[0].group(0))
    head = text[:runs[0].start()].rstrip()
    if not head.endswith(":") and not rx.search(r"\b(?:different|each|every|unique|separate|distinct)\b", head,
                                                 re.IGNORECASE):
        return None  # ('"In front of", "ahead of" and "before" all mean ...': words the text explains, no values)
    name = _clause_name(head.rstrip(":").strip(), labels) if head.endswith(":") else _lead_name(head, labels)
    return _Found(_declared(name or "item", labels, unit.header, cue=_cue(head)), index, 3, raw=runs[0].group(0))


def _unit_declarations(unit: Unit, index: int) -> list[_Found]:
    """Every category a unit declares, strongest readings first; a list in quotation marks that
    the plain reading misses ('"necessary", ..., "separate" or "vacuum"') as well."""
    found = _plain_declarations(unit, index)
    quoted = _quoted_run(unit.text.strip(), unit, index) if len(rx.findall(r'"[^"]{1,30}"', unit.text)) >= 3 else None
    if quoted is not None and not any(_same_labels(f.declared.labels, quoted.declared.labels) for f in found):
        found.append(quoted)
    return found


def _same_labels(one: list[str], other: list[str]) -> bool:
    """True when two lists name the same values, whatever their articles and capitals."""
    def key(label: str) -> str:
        return rx.sub(r"^(?:the|a|an)\s+", "", label.strip().lower())
    return sorted(map(key, one)) == sorted(map(key, other))


def _plain_declarations(unit: Unit, index: int) -> list[_Found]:
    """Every category a unit declares, strongest readings first."""
    text = unit.text.strip()
    if not text or text.endswith("?"):
        return []
    text = rx.sub(r"[.!]+$", "", text).strip()
    text = COUNTED_IN_WORDS.sub(lambda m: rx.sub(NUMBER_WORDS_RX, lambda w: str(number_value(w.group(0).lower())),
                                                  m.group(0)), text)
    if len(rx.findall(r'"[^"]{1,30}"', text)) >= 3:  # 'answer only to "Lucky", "Sparky" and "Wiki"': the names
        text = rx.sub(r'"([^"]{1,30})"', r"\1", text)
    numbered = unit.number is not None
    lead = LEADING_CLAUSE.match(text)
    if lead is not None and text.count(",", lead.end()) >= 2:  # 'When the family got together, her four
        text = text[lead.end():]  # grandchildren, Olivia, Ethan, Sophie and Jacob, started comparing notes'
    found: list[_Found] = []
    listed = rx.sub(r"^(?:categories|attributes|characteristics|properties)\s*(?:-|:|\u2013)\s*", "", text,
                    flags=re.IGNORECASE)  # 'Categories - Name: Dana, Eli; Pet: bird, cat; ...'
    several = [_head_list(part, unit.header) for part in HEADS_IN_A_LINE.split(listed)]
    if len(several) >= 2 and all(several):  # 'Guests: Farah, Glen, ...; Rooms: 102, 118, ...'
        found = [f for f in several if f is not None]
        for item in found:
            item.index, item.declared.line = index, unit.line
        return found
    whole = _head_list(text, unit.header)
    if whole is None and not numbered and unit.header and "," in text and ":" not in text \
            and not NOT_A_HEAD.search(unit.header):  # a bullet, or a line of its own ('Customers:' then
        # 'Carla, Dev, Marisol, Theo' on the next line)
        labels = split_list(text, None)
        if len(labels) >= 2 and all(_plain_item(l) for l in labels) and not _sentence_like(text):
            whole = _Found(_declared(unit.header, labels, unit.header), index, 3,
                           _singular(unit.header.lower()), raw=text)
    if whole is None and not numbered:
        whole = _headless_list(text, unit.line) or _row_of_times(text, unit.header) or _bare_list(text, unit.line)
    if whole is not None:
        found = [whole]
    elif not numbered and not INSTRUCTION.match(text):
        clauses = _clauses(_apposed_list(_dashed_lists(BRACKETED.sub(lambda m: f"({m.group(1) or m.group(2)})", text))))
        found = []
        for k, clause in enumerate(clauses):
            here = _clause_declarations(clause, unit)
            if k and rx.match(r"they\s+(?:are|were)\s", clause, re.IGNORECASE):
                _name_from_clause_before(here, clauses[k - 1])
            found.extend(here)
        found.extend(_extreme_ranges(text))  # the step often follows in a clause of its own
        if COMPARING.search(BETWEEN_RANGE.sub(" ", IDIOMS.sub(" ", text))):
            found = [f for f in found if f.strength >= 2]  # 'Abe and Bea are not neighbours' is a clue
    elif not numbered and "(" in text:  # 'Find out what each charged per bag (40, 60 or 80 cents)'
        inside = [f"({group})" for group in rx.findall(r"\(([^()]*)\)", text)]
        found = [f for clause in _clauses(text) for f in _clause_declarations(clause, unit)
                 if f.strength == 2 and any(f.raw and f.raw in group for group in inside)]
    for item in found:
        item.index = index
        item.declared.line = unit.line
    return found


def _headless_list(text: str, line: int) -> _Found | None:
    """A line that is only a list, its values parted by slashes or bars ('dog / lizard / cat'),
    named by the kind of its values ('animal'), else by its line."""
    if len(rx.findall(r"\s[/|]\s", text)) < 2 or rx.search(r"[,.;:!?]", text) or text.strip()[:1] in "|/" \
            or text.strip()[-1:] in "|/":
        return None  # ('| 7 | 8 | apple |' is a row of a table)
    labels = split_list(text, None)
    if any(rx.search(r"[|/]", label) for label in labels):
        return None
    if len(labels) < 3 or not all(_plausible_label(label) and _plain_item(label) for label in labels):
        return None
    name = _kind_name(labels)
    if not name:
        name = _wordnet_kind(labels)
    if not name and all(rx.fullmatch(r"[A-Z][a-z'-]+", label) for label in labels):
        name = "name"
    return _Found(_declared(name or f"list on line {line}", labels, ""), -1, 3, raw=text)


def _bare_list(text: str, line: int) -> _Found | None:
    """A sentence that is only a list of three or more plain things parted by commas, with no verb
    ('Lasagna, guacamole, brownies, coleslaw.' in a chat), named by the kind WordNet gives them
    ('food'); None when no kind holds most of them, or an item looks like a clause."""
    body = rx.sub(r"^[^\w\s]+\s*", "", text.strip()).rstrip(".!")  # ('\U0001f464 Ingrid, Jonah, Kofi': a pictured head)
    if not rx.fullmatch(r"[A-Za-z][\w' -]*(?:,\s*[\w' -]+){1,}(?:,?\s+(?:and|or)\s+[\w' -]+)?", body):
        return None
    labels = split_list(body, None)
    if len(labels) < 3 or any(len(label.split()) > 3 or (_verb_form(label.split()[0]) and not label.endswith("ing"))
                              for label in labels) \
            or not all(_plausible_label(label) and _plain_item(label) for label in labels):
        return None
    if all(label.islower() for label in labels[1:]) and labels[0][1:].islower():
        labels = [labels[0][:1].lower() + labels[0][1:], *labels[1:]]  # ('Lasagna' opens the sentence: lasagna)
    from .lexical import category_kind
    name = _kind_name(labels) or _wordnet_kind(labels) or category_kind(labels)
    if all(rx.fullmatch(r"[A-Z][a-z'-]+", label) for label in labels) and (not name or name == "person"):
        name = "name"
    if not name and rx.match(r"[^\w\s]", text.strip()):
        name = f"list on line {line}"  # ('\u2615 crossword, knitting, laptop': a pictured head, no words for it)
    return _Found(_declared(name, labels, ""), -1, 1, raw=text) if name else None


def _row_of_times(text: str, header: str) -> _Found | None:
    """A line of clock times alone, set apart by spaces ('9:00am  10:00am  11:00am'): the head row
    of a chart whose times are given nowhere else."""
    cells = text.split()
    if len(cells) < 2 or any(_clock(cell) is None or not rx.search(r"\d", cell) for cell in cells):
        return None
    return _Found(_declared("time", cells, header, cue="time appointment"), -1, 2, raw=text)


def _name_from_clause_before(found: list[_Found], before: str) -> None:
    """'every presenter had one guest, and they were the mayor, a poet, ...': a list after 'they
    were' is named by the noun the clause before counts, unless its values name their kind."""
    if not rx.search(r"\b(?:one|different|distinct|own)\s+[a-z]+\s*$", before, re.IGNORECASE):
        return  # 'Four friends met, and they were Ann, ...': no noun counts them
    noun = _paren_name(before)
    for item in found:
        if noun and noun not in STOP and not _kind_name(item.declared.labels):
            item.declared.name = noun


INSTRUCTION = rx.compile(r"^\s*(?:find|work\s+out|determine|figure\s+out|fill\s+in|complete|match|use|using|"
                         r"can\s+you|who|what|which|where|when|how|solve|deduce|identify|decide)\b", re.IGNORECASE)


def _head_list(text: str, header: str) -> _Found | None:
    """'Head: a, b, c' or 'Head - a, b, c' with a short head: a whole unit that is a list."""
    for separator in (r":(?=\s|$)", r"\s-\s", r"\s*=\s*|\s+->\s+", r"\s\|\s"):
        cut = rx.search(separator, text)
        if not cut:
            continue
        if separator == r"\s\|\s" and (text.count("|") != 1 or "," not in text[cut.end():]):
            continue  # 'Runner | Amara, Bjorn, Carmen': one bar between the head and its list (not a table row)
        if "==" in text and "=" in cut.group():
            continue  # 'Job:plumber == Music-Genre:rock or ... or both': a clue in the attribute notation
        head, body = text[:cut.start()], text[cut.end():]
        if len(rx.findall(r"(?:^|;)\s*[A-Za-z][\w ]{0,20}:\s", body)) >= 2:
            return None  # 'Categories - Name: Dana, Eli; Pet: bird, cat; ...': a list of lists, read by clause
        head = head.strip().strip("*").strip().replace("_", " ")  # 'favourite_colour'
        if separator == r":(?=\s|$)" and WH_HEAD.match(head) and len(split_list(_list_body(body), None)) >= 3:
            head = _wh_head_name(head)  # 'Who rode: Freya | Gus | ...', 'What they ski on: snowboard | ...'
        elif separator == r":(?=\s|$)" and head.lower() in BARE_WH and len(split_list(_list_body(body), None)) >= 2:
            head = BARE_WH[head.lower()]  # 'Who? Abe, Bo, Cy', 'When? 8:00am, 8:30am
        if (separator != r":(?=\s|$)" and len(head.split()) > 4 and not _slashed_list(body)) or not _noun_head(head):
            continue  # (a long head before a list of slashes: 'way of getting to work - tram / taxi / ferry')
        if separator == r"\s-\s" and head.isupper() and len(head.split()) > 1 and not _slashed_list(body) \
                and len(split_list(_list_body(body), None)) < 3:
            continue  # 'REGIONAL PUZZLE CHALLENGE - ROUND 2, PUZZLE 4': a title (not 'HOME CITY - Seoul / Perth')
        if rx.match(r"\s*one\s", body, re.IGNORECASE):
            continue
        if separator == r"\s-\s" and rx.search(r"\s-\s+[a-z]+\s+\S", body):
            continue  # 'Their owners - Ana, Bo, Cy and Di - come from Oslo, ...': a list set in a sentence
        if rx.search(r"\b(?:clue|hint|rule|fact|statement)\s*#?\s*\d", text[:20], re.IGNORECASE):
            return None
        labels = split_list(_list_body(body), None)
        if len(labels) >= 2 and all(_plausible_label(label) for label in labels) and not _sentence_like(body):
            link = _singular(rx.sub(r"\(.*?\)", "", head).strip().lower())
            return _Found(_declared(head, labels, header), -1, 3, link, raw=_list_body(body))
    return None


BARE_WH = {"who": "name", "whose": "name", "when": "time", "where": "place", "what": "item", "which": "item"}
"""A list's head that is only a question word, and the category it names."""
WH_HEAD = rx.compile(r"^(?:who|what|which|where)\b(?:\s+[a-z'-]+){1,6}\s*$", re.IGNORECASE)
"""A list's head said as a question ('Who rode', 'What they ski on', 'What they ate for lunch today')."""
TIME_ADVERBS = frozenset({"today", "tonight", "yesterday", "now", "usually", "normally", "always", "often", "daily",
                          "most", "best", "there", "here", "first"})
"""Words that end a question-like head without naming its category ('... for lunch today')."""


def _wh_head_name(head: str) -> str:
    """The name of a list headed by a question: 'name' for 'Who ...', else its last word that is
    no pronoun or preposition ('What they ski on' -> 'ski')."""
    words = head.lower().split()
    if words[0] == "who":
        return "name"
    kept = [w for w in words[1:] if not _function_word(w) and w not in ("they", "he", "she", "we", "you", "each")
            and w not in TIME_ADVERBS]
    return kept[-1] if kept else words[-1]


def _slashed_list(body: str) -> bool:
    """True for a body of three or more short items parted by slashes or bars ('tram / taxi / ferry')."""
    items = rx.split(r"\s+[/|]\s+", body.strip())
    return len(items) >= 3 and all(0 < len(item.split()) <= 4 for item in items)


def _noun_head(head: str) -> bool:
    """A head that names a category ('Pets', 'House colours', 'Prices (dollars)'), not a
    sentence ('This week, five chefs', 'Three cousins met for lunch') nor an instruction."""
    if not head or len(head.split()) > 5 or NOT_A_HEAD.search(head) or META_HEAD.search(head) \
            or INSTRUCTION.match(head):
        return False  # (not 'Solve the level: for each floor, name ...')
    if rx.search(r"\d", rx.sub(r"\([^)]*\)", "", head)) or "," in head:
        return False
    if rx.match(r"\s*(?:each|every|everyone|everybody|all|they|he|she|we|there)\b", head, re.IGNORECASE):
        return False  # 'Each plays one instrument:' is a sentence
    return not rx.search(r"\b(?:" + "|".join(NUMBERS[2:]) + r"|is|are|was|were|has|have|lives?|sits?)\b", head,
                         re.IGNORECASE)


def _a_bare_head(units: list[Unit], index: int) -> bool:
    """True for an item of one capitalised noun ('- Breakfast') over at least two items of one
    value each written in lower case ('- bacon and eggs', '- oatmeal'): a category's head."""
    unit = units[index]
    following = units[index + 1:index + 3]
    return unit.item and unit.number is None and len(following) == 2 and all(
        u.item and u.text[:1].islower() and _single_value(u.text) for u in following) \
        and lexical.is_noun(unit.text.strip().split()[-1].lower())


def _one_value_items(units: list[Unit], found: list[_Found]) -> set[int]:
    """A header ('Colours:') over items of one value each ('- red', '- green', '- blue'): one
    category; the header may be a line of its own or an item ending in a colon."""
    used: set[int] = set()
    index = 0
    while index < len(units):
        unit = units[index]
        head, start = unit.header, index
        own_head = rx.fullmatch(r"([A-Za-z][\w' ()/-]{0,40}):", unit.text.strip()) or (
            _a_bare_head(units, index) and rx.fullmatch(r"([A-Z][a-z]+(?: [a-z]+){0,2})", unit.text.strip()))
        # ('- Breakfast' over '  - bacon and eggs', '  - oatmeal', ...: a head with no colon)
        if own_head:
            head, start = own_head.group(1), index + 1
        end = start
        while end < len(units) and units[end].item and (own_head or units[end].header == head) \
                and _single_value(units[end].text) and not _a_numbered_sentence(units[end]):
            end += 1
        if head and end - start >= 2 and not NOT_A_HEAD.search(head) and not META_HEAD.search(head) \
                and (own_head or start == 0 or units[start - 1].header != head or not units[start - 1].item):
            labels = [_tidy_label(units[k].text.rstrip(".")) for k in range(start, end)]
            declared = _declared(head, labels, "")
            declared.line = units[start].line
            found.append(_Found(declared, start, 3, _singular(head.lower()), raw=", ".join(labels),
                                also=set(range(index, end))))
            used.update(range(index, end))
            index = end
            continue
        index += 1
    return used


ONE_PER_SENTENCE = rx.compile(
    r"^(?P<lead>one|another|a\s+second|a\s+third|a\s+fourth|the\s+(?:second|third|fourth|fifth|last|other|"
    r"remaining)(?:\s+one)?)(?:\s+(?:of\s+(?:the\s+[a-z]+|them|us)|child|person|friend|neighbour|one|man|woman|"
    r"girl|boy))?\s+(?P<verb>[a-z]+)\s+(?:(?:a|an|the|some)\s+)?(?:(?P<mod>pet|favourite|favorite)\s+)?"
    r"(?P<value>[a-z][a-z -]{1,30}?)\s*[.!]?$", re.IGNORECASE)
"""'One of the children has a pet dog.', 'Another child has a pet cat.', 'The third child has a hamster.'"""


def _one_per_sentence(units: list[Unit], found: list[_Found]) -> set[int]:
    """A category said one value per sentence, in sentences that follow each other, the first
    opening with 'One': its values in the order said; named by the word they share ('pet'), else
    by their kind."""
    used: set[int] = set()
    index = 0
    while index < len(units):
        first = ONE_PER_SENTENCE.match(units[index].text.strip()) if units[index].number is None else None
        if first is None or first.group("lead").lower() != "one":
            index += 1
            continue
        end = index + 1
        leads = ["one"]
        while end < len(units) and units[end].number is None:
            more = ONE_PER_SENTENCE.match(units[end].text.strip())
            if more is None or (more.group("lead").lower() == "one" and set(leads) != {"one"}):
                break  # ('One ...', 'One ...', 'One ...' all said alike; or 'One ...', 'Another ...', 'The third ...')
            leads.append(more.group("lead").lower())
            end += 1
        if end - index >= 2:
            matches = [ONE_PER_SENTENCE.match(units[k].text.strip()) for k in range(index, end)]
            values = [m.group("value").strip() for m in matches if m is not None]
            gerunds = all(value.split()[0].lower().endswith("ing") for value in values)
            labels = values if gerunds else [_tidy_label(value) for value in values]  # ('reading a book' whole)
            mods = {(m.group("mod") or "").lower() for m in matches if m is not None} - {""}
            name = mods.pop() if len(mods) == 1 else (_kind_name(labels) or _wordnet_kind(labels) or "")
            if not name and all(label.split()[0].endswith("ing") for label in labels):
                name = "activity"  # 'One of them was knitting. One of them was reading a book. ...'
            if name and len(set(labels)) == len(labels):
                declared = _declared(name, labels, "")
                declared.line = units[index].line
                found.append(_Found(declared, index, 2, _singular(name), raw=", ".join(labels),
                                    also=set(range(index, end))))
                used.update(range(index, end))
        index = end
    return used


def _a_numbered_sentence(unit: Unit) -> bool:
    """True for a numbered item written as a sentence of three words or more ('1. The Dane drinks tea.'):
    a clue, however short, not a value."""
    return unit.number is not None and unit.text.rstrip().endswith(".") and len(unit.text.split()) >= 3


def _single_value(text: str) -> bool:
    """True for an item that is one value ('oatmeal', 'bacon and eggs', 'tea & toast')."""
    text = text.strip().rstrip(".")
    parts = rx.split(r"\s+(?:and|&)\s+", text)
    return bool(text) and ":" not in text and "," not in text and len(parts) <= 2 \
        and all(_plain_item(_tidy_label(part)) for part in parts) and not _sentence_like(text) \
        and len(text.split()) <= 4


def _sentence_like(body: str) -> bool:
    """A list body that reads as a sentence ('Ann lives in house 1, Bob in house 2', 'the berth
    number of the Osprey, then the Seagull, then the Lucky Dip')."""
    return (bool(rx.search(r"\b(?:lives?|is|are|was|were|owns?|drinks?|plays?|sits?|keeps?)\b\s+\w+", body,
                           re.IGNORECASE)) and len(body.split()) > 12) \
        or bool(rx.search(r",\s+then\s+", body, re.IGNORECASE))


def _header_list(units: list[Unit], index: int) -> _Found | None:
    """A short line naming a category ('Names') over an item that lists its values."""
    if index + 1 >= len(units):
        return None
    head, body = units[index], units[index + 1]
    words = head.text.strip().rstrip(":").split()
    if not 1 <= len(words) <= 4 or head.text.rstrip()[-1:] in ".?!" or rx.search(r"[\d,;:]", head.text.rstrip(":")):
        return None
    if head.number is not None or body.number is not None or not body.item or ":" in body.text:
        return None
    if rx.search(r"\b(?:is|are|was|were|has|have)\b", head.text, re.IGNORECASE) or NOT_A_HEAD.search(
            head.text.rstrip(":")) or META_HEAD.search(head.text):
        return None
    labels = split_list(body.text, None)
    if len(labels) < 2 or "," not in body.text or not all(_plausible_label(l) for l in labels) \
            or _sentence_like(body.text):
        return None
    declared = _declared(head.text.rstrip(":"), labels, head.header)
    declared.line = body.line
    return _Found(declared, index + 1, 3, _singular(head.text.rstrip(":").lower()), raw=body.text)


# --------------------------------------------------------------------------- clauses
CLAUSE_BREAK = rx.compile(
    r"\s*;\s*(?:and\s+|but\s+)?"
    r"|(?<!\bone)(?<!\bin)(?<!\bat)(?<!\bon)(?<!\bfor)(?<!\bto)(?<!\bof)\s+(?=(?:each|every|everyone|everybody)\b(?!\s*[\x00:])"
    r"(?!\s+(?:morning|evening|night|day|week|weekend|month|year|time|summer|winter)\b))"  # ('every morning')
    # (not 'one each', nor 'a different person lives in each one', nor 'one pastry each (...)')
    r"|(?:,\s*|\s+(?=and\s|but\s|while\s|whereas\s))(?:and\s+|but\s+|while\s+|whereas\s+)?"
    r"(?=(?:each|every|everyone|everybody|they|their|no\s+two|while(?!\s+the\s+other\b)|whereas(?!\s+the\s+other\b)|"
    r"who|whose|which)\b)"  # (but 'one is a jazz fan, while the other ...' is one list)
    r"|(?:,\s*|\s+)and\s+(?=the\s+(?:[a-z]+\s+){0,2}[a-z]+s\s+(?:were|are)\s)"  # '..., and the (five) drinks were'
    r"|,\s*and\s+(?=(?:between|among)\s+them\s+(?:they|we)\s)",  # '..., and between them they gave ...'

    re.IGNORECASE)


def _clauses(text: str) -> list[str]:
    """The clauses of a sentence: split at semicolons and before 'each', 'they', 'their' ...,
    never inside parentheses."""
    masked, groups = _mask_parens(text)
    pieces = []
    start = 0
    for match in CLAUSE_BREAK.finditer(masked):
        if match.start() == 0:
            continue
        pieces.append(masked[start:match.start()])
        start = match.end()
    pieces.append(masked[start:])
    for k in range(len(pieces) - 2, -1, -1):  # 'how many cups each sold (14, 18 or 23)' is one clause
        if rx.search(r"\bhow\s+(?:many|much)(?:\s+[a-z]+)?\s*$", pieces[k], re.IGNORECASE):
            pieces[k:k + 2] = [f"{pieces[k]} {pieces[k + 1]}"]
    return [_unmask(p, groups).strip(" ,") for p in pieces if p.strip(" ,")]


BRACKETED = rx.compile(r"\[([^\[\]{}\"]*,[^\[\]{}\"]*)\]|\{([^\[\]{}\"]*,[^\[\]{}\"]*)\}")
"""A list in square brackets or braces in prose ('a different pet [dog, cat, rabbit]', 'a unique Model
from {Ford Focus, Mini Cooper}'): as in parentheses."""


def _dashed_lists(text: str) -> str:
    """'ordered a starter - soup, salad or pate - and a main' reads as a list in parentheses."""
    masked, groups = _mask_parens(text)

    def paren(match: re.Match) -> str:
        inner = _list_body(match.group(1))  # ('- on the 3rd, ..., though not necessarily in that order')
        inner = rx.sub(r"^(?:on|in|at)\s+(?=the\s)", "", inner)
        relative = rx.search(r",\s+(?=(?:whose|who|which)\s)", inner)
        if relative:  # '- Agnes, Bernard and Cecily, whose surnames are ... -': the list, then its clause
            head, clause = inner[:relative.start()], inner[relative.end():]
            if rx.search(r",|\s(?:and|or)\s", head) and len(head.split()) <= 20:
                return f" ({head}), {clause}, "
        if not rx.search(r",|\s(?:and|or)\s", inner) or len(inner.split()) > 20:
            return match.group(0)
        return f" ({inner}) "

    masked = rx.sub(r"\s-\s([^-\x00]+?)(?:\s-\s|\s*$)", paren, masked)
    return _unmask(masked, groups).strip()


APPOSED = rx.compile(r"^((?i:the|our|its|his|her|their|my|two|three|four|five|six|seven|eight|nine|ten)\s+"
                     r"(?:[a-z]+\s+){0,2}[a-z]+s)(?P<of>\s+(?:from|of|at|in|on)\s+(?:the\s+)?(?:[A-Za-z]+\s+){0,3}?"
                     r"[a-z]+)?,\s+((?:[A-Z][\w'-]*,\s+){1,9}[A-Z][\w'-]*,?\s+and\s+[A-Z][\w'-]*),\s+(?=[a-z])")
"""'The tenants, Greta, Hamid, Iris and Jonty, are ...', 'Five bowlers from the Tuesday night league,
Dale, ... and Shauna, stayed behind': a list set off by commas after its noun."""


def _apposed_list(text: str) -> str:
    """'The tenants, Greta, ... and Jonty, are a chemist, ...' reads as 'The tenants (Greta, ...)
    are ...', so that both lists are found."""
    match = APPOSED.match(text)
    if not match or (match.group(1).split()[0].lower() not in APPOSED_DETERMINERS and not match.group("of")):
        return text  # ('Three sisters, Mia, Nell and Ola, visited ...' is read as it stands)
    return f"{match.group(1)} ({match.group(3)}){match.group('of') or ''} {text[match.end():]}"


APPOSED_DETERMINERS = frozenset({"the", "our", "its", "his", "her", "their", "my"})


def _mask_parens(text: str) -> tuple[str, list[str]]:
    groups: list[str] = []

    def keep(match: re.Match) -> str:
        groups.append(match.group(0))
        return f"\x00{len(groups) - 1}\x00"

    return rx.sub(r"\([^()]*\)", keep, text), groups


def _unmask(text: str, groups: list[str]) -> str:
    return rx.sub(r"\x00(\d+)\x00", lambda m: groups[int(m.group(1))], text)


NAMELY_APPOSED = rx.compile(r",\s+(?:namely|that\s+is|i\.e\.)[,:]?\s+"
                            r"([^,()]+(?:,\s+[^,()]+)*?,?\s+(?:and|or)\s+[^,()]+),\s+"
                            r"(?=(?:are|were|is|was|have|had|each|all|live|lived|who)\b)", re.IGNORECASE)
"""'Five guests, namely Ines, Jonas and Mei, are staying ...': the list set off by commas, in brackets."""
THEY_IN_SOME_ORDER = rx.compile(r"^((?:they|we|the\s+[a-z]+s)\s+(?:are|were))\s*,?\s*(?:in\s+some\s+order|in\s+no\s+"
                                r"particular\s+order|not\s+necessarily\s+in\s+this\s+order)\s*,?\s+", re.IGNORECASE)
"""'They are, in some order, Brazilian, Korean, ...': one list of the people's values, in no order."""


MEASURED_AFTER = rx.compile(r",\s+(?=(?:" + "|".join(sorted(MEASURING_VERBS, key=len, reverse=True)) + r")\s+\d)",
                            re.IGNORECASE)
"""', weighing 2, 3, ...': a list of measures after a list of things, each of one of them."""


def _clause_declarations(clause: str, unit: Unit) -> list[_Found]:
    """The categories of one clause: lists in parentheses, a colon list, 'X are a, b and c',
    'one a, one b and one c', a range, and runs woven into the prose."""
    found: list[_Found] = []
    clause = rx.sub(r"\b([Oo]ne)['\u2019]s\b", r"\1 is", clause)  # 'one's vegan, one's veggie'
    clause = THEY_IN_SOME_ORDER.sub(r"\1 ", clause)  # 'They are, in some order, Brazilian, Korean, ...'
    clause = NAMELY_APPOSED.sub(r" (\1) ", clause, count=1)  # 'Five guests, namely Ines, ... and Mei, are staying'
    if ":" not in clause:  # 'Everyone plays a different sport, namely badminton, cricket, ...'
        clause = rx.sub(r",?\s+(?:namely|specifically|to wit|that is|i\.e\.)[,:]?\s+", ": ", clause, count=1)
    if ":" not in clause:  # 'They wore shirts of different colours, green, orange, purple and white'
        clause = rx.sub(r"\b((?:different|distinct)\s+[a-z]+s),\s+(?!(?:and|or|but|with|while|each|who|which)\b)"
                        r"(?=[^,]+(?:,[^,]+)+,?\s+(?:and|or)\s+[^,]+$)", r"\1: ", clause, count=1)
    roles = _roles_listed(clause)
    if roles is not None:  # 'the plumber, the electrician and the decorator all came on the same day'
        found.append(_Found(_declared("role", roles, unit.header, cue="role roles job jobs trade who"), -1, 1,
                            raw=", ".join(roles)))
    plain, groups = _mask_parens(clause)
    previous_end = 0
    for match in rx.finditer(r"\x00(\d+)\x00", plain):
        inner = _list_body(groups[int(match.group(1))][1:-1])
        lead = _unmask(plain[previous_end:match.start()], groups)
        headed_parts = _headed_parts(inner)
        if headed_parts:  # '(first names Edna, Floyd, ...; last names Abbott, Kemp, ...)'
            found.extend(_Found(_declared(head, labels, unit.header, cue=head), -1, 2, raw=body)
                         for head, labels, body in headed_parts)
            previous_end = match.end()
            continue
        headed = rx.match(r"^(?:their\s+|the\s+)?([a-z]+s)(?:\s+(?:are|were)|:)?\s+(?=[A-Z0-9$\u00a3\u20ac][^,]*,)",
                          inner)
        if headed and headed.group(1) not in ("and", "or", "is", "was") and not _function_word(headed.group(1)):
            lead, inner = f"{lead} different {headed.group(1)}", inner[headed.end():]  # '(surnames Kowalski, ...)'
        previous_end = match.end()
        spans = _paren_ranges(inner, lead, clause)
        if spans:  # 'a different row (rows A to E)', 'five lanes (1 to 5)', '(March 3 to March 7)'
            found.extend(spans)
            continue
        inner_are = _are_list(inner) if ARE.match(inner.strip()) and not rx.match(r"\s*(?:one|they)\b", inner) \
            else None
        if inner_are is not None and len(inner_are.declared.labels) >= 2:  # '(the flavors this week were apricot,
            found.append(inner_are)  # blackberry, fig and rhubarb)': a list of its own, named by its subject
            continue
        labels = _first_without_lead(split_list(inner, None))
        if len(labels) < 2 or not all(_plausible_label(l) for l in labels):
            ones = _one_lists(inner)  # '(one is an architect, one a chef, ... and one a pilot)'
            name = _paren_name(lead)
            if len(ones) == 1 and name:
                found.append(_Found(_declared(name, ones[0].labels, unit.header, cue=_cue(lead)), -1, 2, raw=inner))
            continue
        if len(labels) == 2 and not rx.search(r"\bor\b", inner) and not DISTINCT.search(lead):
            continue
        labels, shared = _shared_noun(labels)
        name = _singular(shared) if shared else _paren_name(lead)
        if (not name or name in MONTHS) and all(rx.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", label) for label in labels) \
                and any(month in lead.lower().split() for month in MONTHS):
            name = "date"  # 'birthdays in May (the 3rd, the 11th, ...)': days of that month
        if not name and len(labels) >= 3 and all(rx.fullmatch(r"[A-Z][a-z'-]+", label) for label in labels) \
                and rx.search(r"\b(?:of\s+(?:them|us)|friends|people|neighbou?rs|members)\s*$", lead, re.IGNORECASE):
            name = "name"  # 'Five of them (Gemma, Hugh, Isla, Kwame and Priya) have set up a rota'
        if name:
            timed = name in ROW_NOUNS and _calendar_order(labels) == labels  # 'six slots (9:00, 9:30, ...)'
            found.append(_Found(_declared(name, labels, unit.header, cue=_cue(lead)), -1, 2, raw=inner,
                                positions=timed))
    without = rx.sub(r"\s*\x00\d+\x00", "", plain).strip(" ,")
    colon = rx.search(r":(?=\s)", without)
    if colon:
        head, body = without[:colon.start()], without[colon.end():].strip()
        body = rx.sub(r",\s+(?:with\s+no\s+two|with\s+none|and\s+no\s+two|no\s+two)\b.*$", "", body)
        # ('..., the park or the woods, with no two of them going to the same place')
        if META_HEAD.search(head) or rx.search(r"\b(?:clue|hint|question)\b|\bone\s+of\s+(?:these|the\s+following)\b",
                                               head, re.IGNORECASE):
            return found  # ('The architect is one of these two: ...': a clue)
        if rx.match(r"(?:no\s+two|none\s+of|nobody|no\s+one)\b", body, re.IGNORECASE):
            return found  # 'nothing is shared: no two people have the same sport, size, ...': the categories again
        ones = _one_lists(body)
        if len(ones) == 1:
            declared = ones[0]
            declared.cue = _cue(f"{head} {declared.cue}")
            if _noun_head(head.strip().strip("*")):  # 'Prices: one paid $5, one paid $10'
                declared.name = category_name(head) or declared.name
            else:
                same = rx.search(r"\b(?:the\s+same|a\s+favou?rite|their\s+own)\s+([a-z]+)(?:\s+of\s+[a-z ]+)?\s*$",
                                 head, re.IGNORECASE)  # 'each always orders the same flavour of ice cream: one has ...'
                if same and same.group(1).lower() not in STOP and same.group(1).lower() not in ("thing", "one"):
                    declared.name = _singular(same.group(1).lower())
            return found + [_Found(declared, -1, 2)]
        listed = _body_items(body)
        if listed is not None and not _woven_shape(listed[0]):  # 'went: Arthur, ..., aged 61, 64, ...'
            runs = _woven(_digits(body))
            if len(runs) >= 2:
                return found + runs
            measured = MEASURED_AFTER.search(body)
            first = _body_items(body[:measured.start()]) if measured else None
            if measured is not None and len(runs) == 1 and first is not None and _woven_shape(first[0]) \
                    and len(first[0]) == len(runs[0].declared.labels):
                body, listed = body[:measured.start()], first  # 'one fish: a carp, a perch, a pike and a trout,
                found = found + runs  # weighing 2, 3, 4 and 5 lb': the fish, then their weights
        if listed is not None:
            labels, lead, raw = listed
            head = rx.sub(r"\s+(?:all\s+)?(?:differ|vary|varies|are\s+(?:all\s+)?different)\s*$", "", head)
            own_head = rx.match(r"\s*(?:the|their)\s+(?:[a-z]+\s+)?([a-z]+s)\s+(?:were|are)\s*$", lead, re.IGNORECASE)
            if own_head and _singular(own_head.group(1).lower()) not in STOP:  # 'no two cakes cost the same: the
                name = _singular(own_head.group(1).lower())  # prices were $4, ...': prices, not cakes
            else:
                name = _clause_name(head, labels) or _lead_name(lead, labels)
            cue = _cue(f"{head} {lead}")
            found.append(_Found(_declared(name, labels, unit.header, cue=cue), -1, 3, raw=raw))
            colon = rx.search(r":(?=\s)", plain)
            before = _digits(rx.sub(r"\s*\x00\d+\x00", " \x01", plain[:colon.start() if colon else len(plain)]))
            # 'At 7pm, 8pm and 9pm three bands played: the Foxes, ...', 'one a day from Monday to Friday: ...'
            return _woven(before) + _ranges(head) + found
    are = _are_list(without) if not SPELT_RUN.search(without) else None  # (spelt numbers: woven, as digits)
    if are is not None:
        found.append(are)
        return found
    equated = _names_are_list(without)
    if equated:  # 'Ada, Bram, Cleo and Dev are 10, 12, 14 and 16 months old, in some order'
        return found + equated
    dates = _date_runs(without)
    found.extend(dates)
    if dates:  # ('on Monday 3 March, ... and Friday 7 March': the dates, no woven run of their words again)
        plain = DATE_RUN.sub(" \x01", plain)
    plain = _spoken_times_said_whole(plain)
    woven = _without_portions(_digits(rx.sub(r"\s*\x00\d+\x00", " \x01", plain).strip(" ,")))
    found.extend(_Found(d, -1, 1) for d in _one_lists(woven))
    found.extend(_ranges(without))
    found.extend(_woven(woven))
    return sorted(found, key=lambda f: _place_in(clause, f.declared))


PORTION = rx.compile(r"\b(an?|one)\s+([a-z]+)\s+of\s+(?=[a-z])")
"""'a jar of honey', 'a wedge of cheese': a portion or a vessel before the thing itself."""


ROLES_LISTED = rx.compile(r"\b[Tt]he\s+([a-z]+)((?:,\s+the\s+[a-z]+)+),?\s+and\s+the\s+([a-z]+)\b")
"""Three or more people named by their roles, each with 'the' ('the plumber, the electrician and the
decorator')."""


def _roles_listed(clause: str) -> list[str] | None:
    """The roles of a list of people each named by 'the' and a noun of a person ('the plumber, the
    electrician and the decorator all came'): a category of roles; None for any other list."""
    match = ROLES_LISTED.search(clause)
    if match is None:
        return None
    roles = [match.group(1), *rx.findall(r"the\s+([a-z]+)", match.group(2)), match.group(3)]
    if len(set(roles)) != len(roles) or not all(lexical.noun_kinds(role, 1) == {"person"} for role in roles):
        return None
    return roles


def _without_portions(clause: str) -> str:
    """A run of things each in its portion or vessel ('a jar of honey, a sourdough loaf, a wedge of
    cheese and a bunch of flowers') as the things themselves: honey, loaf, cheese, flowers. Only
    where two or more are so written in a list, so 'a game of chess' alone keeps its words."""
    portions = [m for m in PORTION.finditer(clause) if lexical.is_noun(m.group(2)) and not _function_word(m.group(2))]
    one_in_a_list = len(portions) == 1 and clause.count(",") >= 2 \
        and rx.match(r"[a-z]+\s*(?:,|\s(?:and|or)\s+(?:an?|the)\s)", clause[portions[0].end():]) is not None \
        and rx.search(r",\s+an?\s+[a-z]+(?:\s+[a-z]+)?\s*,\s*$", clause[:portions[0].start()]) is not None
    # ('a crystal vase, a picnic hamper, a set of towels and a toaster': the towels)
    if not one_in_a_list and (len(portions) < 2 or "," not in clause or not rx.search(r"\b(?:and|or)\b", clause)):
        return clause
    for match in reversed(portions):
        clause = clause[:match.start()] + match.group(1) + " " + clause[match.end():]
    return clause


HEADED_PART = rx.compile(r"^\s*(?:their\s+|the\s+)?((?:[a-z]+\s+)?[a-z]+s)(?:\s+(?:are|were)|:)?\s+"
                         r"(?=[A-Z0-9$\u00a3\u20ac])")
"""The head of one list among several in brackets ('first names Edna, Floyd, ...')."""


def _headed_parts(inner: str) -> list[tuple[str, list[str], str]]:
    """Lists in one pair of brackets parted by semicolons, each after its own head ('first names
    Edna, Floyd and Myra; last names Abbott, Kemp and Voss'): each head (singular), its labels and
    its text; empty unless every part is such a list."""
    parts = [part for part in inner.split(";") if part.strip()]
    if len(parts) < 2:
        return []
    found = []
    for part in parts:
        head = HEADED_PART.match(part)
        if head is None:
            return []
        body = part[head.end():]
        labels = split_list(body, None)
        if len(labels) < 2:
            return []
        found.append((_singular_phrase(head.group(1).lower()), labels, body))
    return found


def _first_without_lead(labels: list[str]) -> list[str]:
    """A list in brackets whose first item carries the words that lead into it ('the bills came
    to $6, $8, $11 and $14'): the first item is its amount, when all the others are amounts."""
    if len(labels) < 3 or not all(_kind(label) == "num" for label in labels[1:]) or _kind(labels[0]) == "num":
        return labels
    first = _suffix_item(labels[0], ("num", 1))
    return [first, *labels[1:]] if first else labels


def _place_in(text: str, declared: Declared) -> int:
    """Where a declaration's first value stands in its sentence (to keep the text's order)."""
    first = declared.labels[0].lower() if declared.labels else ""
    at = text.lower().find(first) if first else -1
    return at if at >= 0 else len(text)


GROUPED_NAMES = rx.compile(r"^(?:the\s+)?(?P<n1>two|three|four|[2-4])\s+[a-z]+s,\s+"
                           r"(?P<a>(?:[A-Z][\w'-]*,\s+)*[A-Z][\w'-]*,?\s+and\s+[A-Z][\w'-]*),?\s+and\s+(?:the\s+)?(?P<n2>two|three|four|[2-4])\s+[a-z]+s,\s+"
                           r"(?P<b>(?:[A-Z][\w'-]*,\s+)*[A-Z][\w'-]*,?\s+and\s+[A-Z][\w'-]*)$")
"""'two girls, Ellie and Grace, and two boys, Finn and Harry': two groups of names, each after its count."""
GROUP_COUNTS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}


def _grouped_names(body: str) -> str:
    """A list of names said in counted groups as one list ('two girls, Ellie and Grace, and two
    boys, Finn and Harry': Ellie, Grace, Finn and Harry), when each group holds its count."""
    match = GROUPED_NAMES.match(body.strip())
    if match is None:
        return body
    first, second = (rx.findall(r"[A-Z][\w'-]*", match.group(part)) for part in ("a", "b"))
    if (len(first), len(second)) != (GROUP_COUNTS[match.group("n1").lower()], GROUP_COUNTS[match.group("n2").lower()]):
        return body
    names = first + second
    return ", ".join(names[:-1]) + " and " + names[-1]


PRICED_ITEM = rx.compile(r"\b(a|an)\s+[\u00a3$\u20ac]\d+(?:\.\d\d)?\s+(?=[a-z])")
"""'a £20 voucher' among prizes: the voucher (its price is no value of the list)."""
ITEM_FOR_A_NAME = rx.compile(r"(\b(?:a|an)\s+[a-z]+)\s+(?:for|from|at)\s+(?:the\s+)?[A-Z][\w'\u2019]*"
                             r"(?:\s+[A-Z][\w'\u2019]*){0,3}"
                             r"(?=\s*(?:,|\band\b|\bor\b|\.|$))")
"""'a voucher for the Coach House' among prizes: the voucher."""
DASHED_ASIDE = rx.compile(r"\s[-\u2013\u2014]\s(?:[^-\u2013\u2014(),;]\s?){1,40}?\s[-\u2013\u2014]\s(?=\S)")
"""An aside between dashes inside a list ('chocolates and - thanks Owen - a bag of crisps')."""


def _list_body(body: str) -> str:
    """A list without what trails it: ' - the goat lives outside', ', one each', ', no two alike'."""
    body = _grouped_names(DASHED_ASIDE.sub(" ", body))
    if body.count(",") >= 2:  # 'a hamper, a teddy and a £20 voucher for the Coach House': a voucher
        trimmed = ITEM_FOR_A_NAME.sub(r"\1", PRICED_ITEM.sub(r"\1 ", body))
        items = [i.strip().lower() for i in rx.split(r",\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+", trimmed)]
        body = trimmed if len(set(items)) == len(items) else body  # (not 'a $5 note, a $10 note': two notes)
    body = rx.split(r"\s+-\s+|\s*;\s*(?=[a-z]+\s+[a-z]+\s+[a-z]+)", body, maxsplit=1)[0]
    body = rx.sub(r"^\s*(?:one\s+(?:each|apiece)\s+of|one\s+of\s+each(?:\s+of)?|namely|either)\s+", "", body,
                  flags=re.IGNORECASE)  # '(one each of red, blue and black)'
    body = rx.sub(r",?\s*(?:one\s+(?:each|apiece|per\s+\w+|to\s+a\s+\w+|from\s+each|in\s+each\s+\w+|of\s+each)|"
                  r"no\s+two\s+(?:the\s+same|alike|equal).*|in\s+(?:some|any|no\s+particular)\s+order.*|"
                  r"though\s+not\s+necessarily.*|not\s+necessarily\s+in\s+that\s+order.*|respectively|"
                  r"in\s+that\s+order|all\s+different|each\s+different)\s*$", "", body.strip(), flags=re.IGNORECASE)
    enclosed = rx.fullmatch(r"\s*[{\[(]([^{}\[\]()]*)[}\])]\s*\.?\s*", body)
    body = enclosed.group(1).strip() if enclosed else body.strip()  # 'Pet = {cat, dog, ...}'
    return _without_means_prepositions(body)


def _without_means_prepositions(body: str) -> str:
    """A list whose every item opens with a preposition of means, said without them ('by card,
    in cash, by phone or with a gift voucher': card, cash, phone, gift voucher)."""
    items = rx.split(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+", body)
    if len(items) < 3 or not all(rx.match(r"(?:by|in|with|via|on)\s+\S", item, re.IGNORECASE) for item in items) \
            or (len({item.split()[0].lower() for item in items}) < 2 and items[0].split()[0].lower() != "by"):
        return body  # (one shared preposition is read elsewhere: 'from Spain, from Japan'; but 'by bus, by
        # bike or by train' are the bus, the bike and the train)
    return rx.sub(r"(^|,\s*(?:(?:and|or)\s+)?|\s(?:and|or)\s+)(?:by|in|with|via|on)\s+", r"\1", body,
                  flags=re.IGNORECASE)



def _body_items(body: str) -> tuple[list[str], str, str] | None:
    """The items of the list after a colon in a sentence, the words before its first item and
    the list as written; a first item may carry lead words ('there was a carrot cake, a coffee
    cake ...', 'they finished 1st, 2nd ...')."""
    body = _list_body(body)
    pieces = _pieces(body, split_and=True)
    if len(pieces) < 2:
        return None
    rest = [_tidy_label(p) for p, _ in pieces[1:]]
    if not all(rest) or not all(_plausible_label(r) and _plain_item(r) for r in rest):
        return None
    first = _after_lead(pieces[0][0], _shape(rest))
    if first is None:
        return None
    at = body.rfind(first, 0, len(pieces[0][0]) + 1)
    lead, raw = body[:at].strip(), body[at:]
    labels = split_list(raw, None)
    return (labels, lead, raw) if len(labels) >= 2 and all(_plausible_label(l) for l in labels) else None


def _after_lead(piece: str, shape: tuple[str, int]) -> str | None:
    """The first item of a list after a colon: the piece after its last function word ('there
    was a carrot cake' -> 'a carrot cake', 'boba tea' stays whole); numbers as in prose."""
    if shape[0] == "num":
        return _suffix_item(piece, shape)
    words = piece.split()
    if words and words[0].lower() == "to":  # 'to send a parcel, to buy stamps': the errand, whole
        return piece
    cut = max((k for k, w in enumerate(words) if _function_word(w) and w.lower() not in ("a", "an", "the")
               and not (w.lower() in DEGREES and k == len(words) - 2)), default=-1)  # ('very short' stays whole)
    item = " ".join(words[cut + 1:])
    return item if _core(item) else None


# --------------------------------------------------------------------------- 'X are a, b and c'
ARE = rx.compile(r"^(?P<lead>(?:(?:the|their|our|these|those|all|its|his|her)\s+)?(?:[\w'-]+\s+){0,4}?|they\s+|"
                 r"the\s+" + NUMBER_WORD + r"\s+)(?:are|were)(?:\s+(?P<verb>called|named|painted|coloured|colored|"
                 r"aged|priced|dated))?\s+(?P<body>.+)$", re.IGNORECASE)


MADE_OF = rx.compile(r"(?:made|built|woven|knitted|carved|cast|cut)\s+(?:out\s+of|of|from)\s+", re.IGNORECASE)
"""Words before a list of materials ('are made of tweed, denim and wool')."""


def _are_list(clause: str) -> _Found | None:
    """'The five people are A, B, C, D and E', 'Their trades are cook, judge and poet', 'They
    are 11, 12 and 13 years old': a list that is the whole predicate, of plain items of one
    kind ('The five are Ann, the baker, ...' is a clue, not a declaration)."""
    match = ARE.match(clause.strip())
    if not match:
        return None
    lead = match.group("lead").strip()
    if "," in lead or rx.search(r"\b(?:who|which|that|not|also|both|all\s+the)\b", lead, re.IGNORECASE):
        return None
    body = _list_body(match.group("body"))
    made = MADE_OF.match(body)
    if made:  # 'they are made of tweed, denim, leather and wool': the stuff, not 'made of tweed'
        body, lead = body[made.end():], f"{lead} {made.group(0).strip()}"
    pieces = _pieces(body, split_and=True)
    if len(pieces) < 2:
        return None
    roles = _roles_said(pieces)
    if roles is not None:  # 'Among them were the bride's godmother, her cousin, an old schoolfriend and ...'
        return _Found(_declared("role", roles, "", cue=_cue(lead)), -1, 2, raw=body)
    labels = _unit_spread([_tidy_label(p) for p, _ in pieces])
    articles = [rx.match(r"(?:the|a|an)\s", p.strip().lower()) is not None for p, _ in pieces]
    places = articles == [False] * (len(articles) - 1) + [True] and all(
        len(label.split()) > 1 and label[:1].isupper() for label in labels[:-1]) \
        and "person" not in noun_kinds(labels[-1].lower(), 1)  # 'Castle Hill, Abbey Woods,
    # Foxley Ridge and the reservoir': places by name, and the last by its noun
    if not all(labels) or not all(_plain_item(l) for l in labels) or not (_one_shape(labels) or places):
        return None
    named = any(label[:1].isupper() for label in labels)
    if any(articles) and not all(articles) and articles != [True] + [False] * (len(articles) - 1) and named \
            and not places:
        return None  # 'The five are Ann, the baker, ...' is a clue; 'the Brazilian, Brit, ...' a list (and so
        # are things with an article here and there: 'jam, cakes, ... and the ever-popular tombola')
    labels = split_list(body, None)
    verb = (match.group("verb") or "").lower()
    measured = _kind_name(labels) if _kind_name(labels) in ("age", "time", "year") else ""
    name = MEASURING_VERBS.get(verb) or measured or _subject_name(lead, labels)  # 'the dogs are 2, 3 ... years old'
    return _Found(_declared(name, labels, "", cue=_cue(f"{lead} {verb}")), -1, 2, raw=body)


OWNER = rx.compile(r"^(?:(?:the|a|an|her|his|their|its|my|our|your)\s+)?(?:[A-Za-z]+['\u2019]s\s+)?"
                   r"(?:(?:old|young|new|former|close|dear|best|oldest|youngest|eldest|favourite|favorite)\s+)?"
                   r"([a-z-]+)(?:\s+of\s+(?:the|a|an|her|his|their)\s+[a-z]+)?\s*\.?$")
"""'the bride's godmother', 'her cousin', 'an old schoolfriend', 'a colleague of the groom': the person's role."""


def _roles_said(pieces: list[tuple[str, str]]) -> list[str] | None:
    """The roles of a list of people said as their relation to someone ('the bride's godmother, her
    cousin, an old schoolfriend and a colleague of the groom'): each piece's head noun, when all of
    them are nouns of a person and at least one piece says it in such a phrase; else None."""
    heads = [OWNER.match(piece.strip()) for piece, _ in pieces]
    related = [rx.match(r"(?:her|his|their|its|my|our|your)\s|[A-Za-z]+['\u2019]s\s|.*\sof\s", piece.strip())
               for piece, _ in pieces]  # ('her cousin', 'the bride's godmother', 'a colleague of the groom')
    if not all(heads) or not any(related):
        return None
    labels = [match.group(1) for match in heads if match]
    if len(set(labels)) != len(labels) or not all("person" in noun_kinds(label, 1) for label in labels):
        return None
    return labels


NAMES_ARE = rx.compile(r"^\s*(?P<names>[A-Z][\w'-]*(?:\s*,\s*[A-Z][\w'-]*)+,?\s+and\s+[A-Z][\w'-]*)\s+"
                       r"(?P<verb>are|were)\s+(?P<rest>.+)$")
"""'Ada, Bram, Cleo and Dev are 10, 12, 14 and 16 months old': the people, and what they are."""


def _names_are_list(clause: str) -> list[_Found]:
    """The two lists of 'Ada, Bram, Cleo and Dev are 10, 12, 14 and 16 months old, in some order':
    the names, and a list of as many values said of them; none when the second list is of
    another length or not a plain list."""
    match = NAMES_ARE.match(clause.strip())
    if match is None:
        return []
    names = split_list(match.group("names"), None)
    said = _are_list(f"They {match.group('verb')} {match.group('rest')}")
    if said is None or len(said.declared.labels) != len(names):
        return []
    return [_Found(_declared("name", names, ""), -1, 2), said]


DEGREES = frozenset({"very", "extra", "super", "slightly", "fairly", "quite"})
"""Words of a degree before a value ('very tall', 'extra large'): part of the value."""


def _plain_item(label: str) -> bool:
    """A plain value: a name, a noun or a number, not 'the one who ...'."""
    words = label.split()
    if _measure_item(label):
        return True
    if not 1 <= len(words) <= 4:
        return False
    if words[0].lower() in ("a", "an") or (words[0].lower() == "the" and len(words) > 1 and words[1][:1].isupper()):
        words = words[1:]
    if not words:  # 'an' alone, as a cut-off list leaves it
        return False
    if len(words) > 1 and words[0].lower() in DEGREES:
        words = words[1:]  # 'very short', 'very tall': a degree of a value
    if _a_title(words):
        return True  # 'Out of Season', 'Under the Bridge'
    if len(words) > 1 and rx.fullmatch(r"[A-Z]", words[-1]) and words[-2][:1].isupper():
        words = words[:-1]  # 'Room A': a letter that names one of several
    placed = {k for k in range(1, len(words) - 1) if words[k].lower() in ("to", "in", "at", "on")
              and words[k + 1][:1].isupper() and not _verb_form(words[k - 1].lower())}  # 'a day trip to Sintra'
    # (not 'held on July 4': a verb's phrase)
    return not any(_function_word(w) and w.lower() not in ("of",) and k + 1 not in placed
                   and not _compound_noun(words[k + 1:k + 3])
                   for k, w in enumerate(words[1:])) and not _function_word(words[0])


def _compound_noun(pair: list[str]) -> bool:
    """True for two words WordNet knows as one noun ('still lifes': a still life, not 'still')."""
    from .lexical import is_noun

    return len(pair) == 2 and pair[1].isalpha() and is_noun(" ".join(pair).lower())


def _same_kind(piece: str, kind: str) -> bool:
    """A piece of the same kind as a list's others; a single capitalised word may stand among
    lower-case nouns ('art, French, history') and the other way round."""
    other = _kind(_tidy_label(piece))
    return other == kind or (other != "num" and kind != "num" and len(_tidy_label(piece).split()) == 1)


def _woven_shape(items: list[str]) -> bool:
    """Items of one list: all numbers or none; names or nouns, where a few capitalised nouns
    may stand among lower-case ones ('art, French, history and maths')."""
    kinds = [_kind(item) for item in items]
    if len({kind == "num" for kind in kinds}) > 1:
        return False
    return kinds.count("cap") in (0, len(kinds)) or kinds.count("low") * 2 > len(kinds)


def _one_shape(labels: list[str]) -> bool:
    kinds = {_kind(l) for l in labels}
    return len(kinds) == 1


def _subject_name(lead: str, labels: list[str]) -> str:
    """The name of a list from its subject: 'The guests were' -> 'guest', 'They are' -> by kind."""
    lead = rx.split(r"\s+(?:of|on|in|at|for|from|with|by|to)\s+", lead.lower())[0]  # 'The ages of the children'
    lead = rx.split(r"\s+(?:they|he|she|we|you|people|everyone)\s+", lead)[0]  # 'The phones they own'
    lead = rx.sub(r"\s+(?:this|that|last|next)\s+(?:week|year|month|season|time|morning|evening|day)\b", "", lead)
    # ('the flavors this week were ...': the flavors)
    lead = rx.sub(r"\s+(?:differ|vary|varies|are\s+all\s+different)$", "", lead)  # 'Music tastes differ'
    words = [w for w in rx.findall(r"[a-z][\w'-]*", lead)
             if w not in STOP and w not in NUMBERS and w not in ("called", "named")]
    nouns = [w for w in words if not w.endswith(("ed", "ing"))]  # 'The drinks served were'
    words = nouns or words
    if words:
        noun = _singular(words[-1])
        if noun in ROW_NOUNS:
            return _kind_name(labels) or noun
        if noun in ("person", "one") or words[-1] in ("people", "persons"):
            return "name"
        return noun
    return _kind_name(labels) or "name"


# --------------------------------------------------------------------------- 'one a, one b and one c'
PLACE_PREPOSITION = r"(?:(?:in|at|inside|behind|on|from)\s+)?"
"""A preposition before the 'one' of a 'one ..., the other ...' list ('In one lives a drummer')."""


def _one_lists(clause: str) -> list[Declared]:
    """'one orders a latte, one a mocha and one an espresso'; 'one ate rice, one had stew and one
    is a tea drinker'; 'One house is red, one is blue and one is white'. Each piece loses its
    verb (with auxiliaries, adverbs and an article before the value)."""
    pieces = [p for p, _ in _pieces(clause, split_and=True)]
    runs: list[list[str]] = []
    current: list[str] = []
    for piece in pieces:
        match = rx.match(r"^(?:and\s+|or\s+)?(?:(?:this|last|that)\s+(?:year|week|month|season|summer|winter|spring|"
                         r"autumn)\s*,?\s+|today\s*,?\s+)?"  # 'This year one turned 20, one 30 ...'
                         r"(?:(?:at\s+(?:home|work|school)|by\s+(?:day|night|trade)|these\s+days|nowadays|"
                         r"in\s+(?:their|his|her)\s+spare\s+time|outside\s+work)\s*,?\s+)?"  # 'at home one keeps a dog'
                         r"(?:(?:between\s+them\s+|among\s+them\s+)?there\s+(?:is|are|was|were)\s+)?"
                         + PLACE_PREPOSITION
                         + r"one\b\s*(?:of\s+(?:them|these|those|the\s+\w+)\s+)?(.*)$",
                         piece.strip(), re.IGNORECASE)  # 'In one lives a drummer'
        other = rx.match(r"^(?:and\s+|while\s+|but\s+)?" + PLACE_PREPOSITION + r"the\s+other\b\s*(.*)$", piece.strip(),
                         re.IGNORECASE)
        if other and other.group(1) and len(current) == 1:  # 'one drinks coffee and the other tea': a pair
            runs.append(current + [other.group(1).strip()])
            current = []
            continue
        if match and match.group(1):
            current.append(match.group(1).strip())
        else:
            if len(current) >= 2:
                runs.append(current)
            current = []
    if len(current) >= 2:
        runs.append(current)
    found = []
    for run in runs:
        activities = _activities(run)
        if activities is not None:  # 'one rows, one fences and one plays chess'
            found.append(_declared("activity", activities, "", cue="activity"))
            continue
        split = [_without_verb(piece.split()) for piece in run]
        verbs = [lead for lead, _ in split if lead]
        tails = [words for _, words in split[1:]]
        lead, first = split[0]
        lead = list(lead)
        tail_verbs = {w.lower() for words, _ in split[1:] for w in words}
        inner = [k for k, w in enumerate(first[:-1]) if k > 0 and (w.lower() in AUXILIARIES or w.lower() in tail_verbs)]
        if inner:  # 'One house is red', 'One runner likes figs': a subject and its verb before the value
            more, rest = _without_verb(first[inner[0]:])
            lead += first[:inner[0]] + more
            first = rest
        elif not lead and tails:  # 'One person drinks cocoa, one lemonade': as long as the others
            width = max(len(_core(" ".join(t))) for t in tails)
            while len(_core(" ".join(first))) > width and len(first) > 1:
                lead.append(first[0])
                first = first[1:]
        first, tails, shared = _without_shared_preposition(first, tails)
        lead = lead + shared  # 'one comes from Spain, one from Japan': the verb is 'comes from'
        first, tails = _without_trailing_phrase(first, tails)
        objects = [words[1:] if len(words) > 1 and words[0].lower() in ("to", "of", "for", "with", "about") else words
                   for words in [first] + tails]  # 'the other listens to rock': rock
        labels = _without_fan_heads(_without_common_measure([_tidy_label(" ".join(words)) for words in objects]))
        if not all(labels) or not all(_plain_item(l) for l in labels):
            continue
        if len({_kind(label) == "num" for label in labels}) > 1:
            continue
        measured = _measured_nouns(labels)
        if measured is not None:  # 'one a 2-day visit, one a 4-day visit and one a 6-day visit': days
            found.append(_declared(measured[0], measured[1], "", cue=measured[0]))
            continue
        said = [w.lower() for w in lead] + [w.lower() for words in verbs for w in words]
        said = [w for w in said if w not in AUXILIARIES and w not in ("a", "an", "the", "some")]
        verb = next((w for w in said if _verb_form(w)), said[0] if said else "")
        nouns = [w for w in lead if w.lower() not in AUXILIARIES and w.lower() != verb
                 and w.lower() not in ("a", "an", "the", "some")]
        numbered = MEASURING_VERBS.get(verb, "") if all(_kind(label) == "num" for label in labels) else ""
        name = _kind_name(labels) or numbered or verb or (_singular(nouns[-1].lower()) if nouns else "") \
            or _wordnet_kind(labels) or "category"  # 'one has a goldfish, one a kitten': animals; 'one
        # turned 21, one 25': ages
        found.append(_declared(name, labels, "", cue=f"{verb} {' '.join(nouns)}"))
    return found


FAN_HEADS = ("fan", "lover", "buff", "enthusiast", "devotee", "nut", "addict")
"""Nouns after a thing that make a person of its fans ('a jazz fan')."""


def _without_fan_heads(labels: list[str]) -> list[str]:
    """'a jazz fan' beside 'rock': the jazz, when only some of the values are said as their fans."""
    fans = [label.rsplit(" ", 1)[-1].lower() in FAN_HEADS and " " in label for label in labels]
    if any(fans) and not all(fans):
        return [label.rsplit(" ", 1)[0] if fan else label for label, fan in zip(labels, fans)]
    return labels


def _activities(run: list[str]) -> list[str] | None:
    """'rows', 'fences', 'plays chess', 'sings in the choir': pieces of a 'one ..., one ...' list of
    which some are a verb alone. Each becomes the activity it names: a lone verb its '-ing' form
    ('rowing'), a verb and its object the object ('chess'), a verb and a place the place
    ('choir'); None when no piece is a lone verb or a piece is none of these."""
    from .lexical import _morph

    morph = _morph()
    if not morph.available:
        return None
    pieces = [rx.sub(r"[.!;]+$", "", piece).split() for piece in run]

    def gerund(word: str) -> str | None:
        lemmas = morph.lemmas(word.lower(), "verb")
        if not lemmas or word.lower() in lemmas:
            return None
        forms = sorted(f for lemma in lemmas for f in morph.inflections(lemma, "verb") if f.endswith("ing"))
        return forms[0] if forms else None

    if not any(len(piece) == 1 and gerund(piece[0]) for piece in pieces):
        return None
    labels = []
    for piece in pieces:
        if len(piece) == 1:
            label = gerund(piece[0])
        elif gerund(piece[0]) is None:
            return None
        else:
            rest = piece[1:]
            if rest[0].lower() in SHARED_PREPOSITIONS and len(rest) > 1:
                rest = rest[1:]
            if rest and rest[0].lower() in ("a", "an", "the", "some"):
                rest = rest[1:]
            label = " ".join(rest) if 1 <= len(rest) <= 2 else None
        if not label:
            return None
        labels.append(label)
    return labels if len(set(labels)) == len(labels) else None


def _without_a_counted_noun(labels: list[str]) -> list[str]:
    """'Ambassadors Ferreira, Lindqvist and Okonkwo': the plural noun for the people before the first
    name is no part of it."""
    first = labels[0].split() if labels else []
    if len(first) != 2 or not all(len(label.split()) == 1 and label[:1].isupper() for label in labels[1:]):
        return labels
    noun = first[0].lower()
    if not (first[0][:1].isupper() and noun.endswith("s") and "person" in noun_kinds(_singular(noun), 1)):
        return labels
    return [first[1], *labels[1:]]


def _measured_nouns(labels: list[str]) -> tuple[str, list[str]] | None:
    """'2-day visit', '4-day visit', '6-day visit': one noun measured by a number of one unit; the
    noun and the measures ('2 days', '4 days', '6 days'), or None."""
    found = [rx.fullmatch(r"(\d+(?:\.\d+)?)[- ]([a-z]+?)s?[- ]([a-z]+)", label.strip(), re.IGNORECASE)
             for label in labels]
    if not all(found) or len({(m.group(2).lower(), m.group(3).lower()) for m in found if m}) != 1:
        return None
    unit, noun = found[0].group(2).lower(), found[0].group(3).lower()  # type: ignore[union-attr]
    if unit not in UNIT_WORDS and unit + "s" not in UNIT_WORDS:
        return None
    return _singular(noun), [f"{m.group(1)} {unit}s" for m in found if m]


SHARED_PREPOSITIONS = {"from", "in", "at", "with", "to", "on", "by", "for", "into", "of"}
"""Prepositions that may open every piece of a 'one ..., one ...' list and belong to its verb."""


def _without_shared_preposition(first: list[str],
                                tails: list[list[str]]) -> tuple[list[str], list[list[str]], list[str]]:
    """The pieces of a 'one ..., one ...' list without the preposition they all open with
    ('from Spain', 'from Japan' -> 'Spain', 'Japan'), and that preposition (or nothing)."""
    pieces = [first, *tails]
    opening = {piece[0].lower() for piece in pieces if piece}
    if len(opening) > 1 and opening <= {"by", "on", "in"} and all(len(piece) >= 2 for piece in pieces) \
            and not all(piece[-1].lower() in SIDE_NAMES for piece in pieces):
        return first[1:], [tail[1:] for tail in tails], first[:1]  # 'one came by bus, ..., one on foot' (but 'one
        # on the left, one in the middle and one on the right' are places)
    if len(opening) != 1 or not opening <= SHARED_PREPOSITIONS or any(len(piece) < 2 for piece in pieces):
        return first, tails, []
    return first[1:], [tail[1:] for tail in tails], first[:1]


TRAILING_PREPOSITIONS = {"across", "through", "into", "near", "under", "by", "at", "in", "on", "with", "during",
                         "after", "before", "for", "every", "each", "around"}
"""Prepositions that open a phrase said after a value ('cocoa by the campfire')."""


def _without_trailing_phrase(first: list[str], tails: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """The pieces of a 'one ..., the other ...' list without a phrase one piece alone adds after its
    value ('one drinks cocoa by the campfire and the other drinks lemonade'): cut at its
    preposition when that leaves it no longer than the longest other piece."""
    pieces = [first, *tails]
    cut = []
    for k, piece in enumerate(pieces):
        others = max((len(p) for j, p in enumerate(pieces) if j != k), default=0)
        at = next((i for i, w in enumerate(piece) if i > 0 and w.lower() in TRAILING_PREPOSITIONS), None)
        cut.append(piece[:at] if at is not None and len(piece) > others and at <= others else piece)
    return cut[0], cut[1:]


AUXILIARIES = {"is", "are", "was", "were", "has", "have", "had", "does", "did", "only", "also", "just", "really",
               "always", "usually", "mostly", "now", "still"}
"""Words before a verb or a value in 'one is wearing boots', 'one only drinks water'."""


def _without_verb(words: list[str]) -> tuple[list[str], list[str]]:
    """The verb words and the value of a piece after 'one': 'is wearing high heels' -> 'high
    heels', 'ate fried rice' -> 'fried rice' (one verb at most), 'has a phone' -> 'phone'."""
    at = 0
    while at < len(words) - 1 and words[at].lower() in AUXILIARIES:
        at += 1
    owned = at > 0 and words[at - 1].lower() in ("has", "have", "had")  # 'had boiled eggs'
    if at < len(words) - 1 and _verb_form(words[at]) and not (owned and not words[at].lower().endswith("ing")):
        at += 1
        while at < len(words) - 2 and words[at].lower() in MEANS_WORDS and words[at + 1].lower() in MEANS_WORDS:
            at += 2  # 'zips off on a scooter', 'heads out by bus'
        if at < len(words) - 2 and words[at].lower() in MEANS_WORDS \
                and words[at + 1].lower() in ("a", "an", "the", "his", "her", "their"):
            at += 1  # 'goes by the bus'
    if at < len(words) - 1 and words[at].lower() in ("a", "an", "the", "some", "his", "her", "their"):
        at += 1
    return words[:at], words[at:]


MEANS_WORDS = {"off", "out", "away", "up", "down", "over", "along", "around", "back", "in", "on", "by", "aboard",
               "onto"}
"""Particles and prepositions between a verb of going and its means ('zips off on a scooter')."""


def _verb_form(word: str) -> bool:
    """An inflected verb ('ate', 'drinks', 'wearing'), from the lexicon's morphology when it is
    installed, else from the word's ending."""
    lower = word.lower()
    try:
        from .lexical import _morph

        morph = _morph()
    except (ImportError, AttributeError):  # the lexicon is an aid, never a requirement
        morph = None
    if morph is not None and morph.available:
        lemmas = morph.lemmas(lower, "verb")
        return bool(lemmas) and lower not in lemmas
    return (len(lower) > 4 and lower.endswith(("ed", "ing", "es"))) or lower in ("ate", "had", "wore", "drank")


# --------------------------------------------------------------------------- ranges
DATE = r"(?:" + "|".join(MONTHS) + r")\s+\d{1,2}(?:st|nd|rd|th)?\b"
TOKEN = r"(?:" + DATE + r"|[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?|" + "|".join(MONTHS + WEEKDAYS) + r")"
RANGE = rx.compile(r"(?P<lead>.*?)\b(?:from\s+|between\s+)?(?P<a>" + TOKEN + r")\s+(?:to|through|until|till|-|and)\s+"
                   r"(?P<b>" + TOKEN + r")(?:(?:,|\s)\s*(?:(?:in\s+steps\s+of|at\s+intervals\s+of|going\s+up\s+in\s+"
                   r"steps\s+of|rising\s+in\s+steps\s+of|every)\s+(?P<step>" + TOKEN + r")|in\s+(?P<step2>" + TOKEN +
                   r")\s+(?:steps|increments|intervals)|(?:in\s+|by\s+)?(?:steps\s+of\s+|increments\s+of\s+)?(?P<cents>\d{1,2})[-\s]?"
                   r"(?:cents?|c|p|pence)(?:\s+(?:steps|increments|intervals|apart))?))?", re.IGNORECASE)
BETWEEN_RANGE = rx.compile(r"\bbetween\s+" + TOKEN + r"\s+and\s+" + TOKEN, re.IGNORECASE)
"""'priced between $8 and $16': a range, not a relation between two values."""
LETTERS = rx.compile(r"\b(?P<noun>[a-z]+s),?\s+(?:(?:labelled|labeled|lettered|marked|named|called|signed)\s+"
                     r"(?:with\s+the\s+letters\s+)?)?\(?(?P<a>[A-Z])\s*(?:to|through|-|\u2013)\s*(?P<b>[A-Z])\b")
"""'rows A to E', 'blocks A-D', 'plots, labelled A to D': places named by letters, a value each
('row A', ..., 'row E')."""


DAY_OF_MONTH = (r"(?:(?:" + "|".join(d.capitalize() for d in WEEKDAYS) + r"),?\s+(?:the\s+)?)?"
                r"(?:(?:" + "|".join(m.capitalize() for m in MONTHS) + r")\s+\d{1,2}(?:st|nd|rd|th)?"
                r"|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:" + "|".join(m.capitalize() for m in MONTHS) + r"))\b")
DATE_RUN = rx.compile(DAY_OF_MONTH + r"(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)" + DAY_OF_MONTH + r")+")
"""'on March 12th, March 13th and March 14th' in prose: dates of the month, listed."""


def _date_runs(clause: str) -> list[_Found]:
    """Lists of three or more dates of the month woven into prose ('bought on March 12th, March
    13th, ... and March 16th'): a category of dates, in the order of the calendar."""
    found = []
    for match in DATE_RUN.finditer(clause):
        labels = rx.findall(DAY_OF_MONTH, match.group(0))
        if len(labels) >= 3 and len(set(labels)) == len(labels):
            lead = clause[:match.start()]
            found.append(_Found(_declared("date", labels, "", cue=_cue(f"{lead[-60:]} date"), ordered=True), -1, 1))
    return found


EXTREME_NAMES = {"youngest": "age", "oldest": "age", "cheapest": "price", "dearest": "price",
                 "lightest": "weight", "heaviest": "weight", "shortest": "height", "tallest": "height",
                 "least expensive": "price", "lowest": "", "smallest": ""}
"""The superlatives that open a range by its two ends, and the measure each one names ('' when
the noun or the words around say it: 'the lowest score')."""
EXTREMES = rx.compile(
    r"\bthe\s+(?P<low>youngest|cheapest|lightest|shortest|lowest|smallest|least\s+expensive)\b(?P<what>[^.;:,]{0,40}?)"
    r"\s+(?:is|was|were|are|being|paid|costs?|weighs?|weighed|scored|stands?|stood|measures?|measured)\s+"
    r"(?:aged\s+|only\s+|just\s+)?(?P<a>[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?)\b[^.;]{0,40}?\bthe\s+"
    r"(?P<high>oldest|dearest|heaviest|tallest|highest|largest|biggest|most\s+expensive)\b[^.;:,]{0,40}?"
    r"\s+(?:is|was|were|are|paid|costs?|weighs?|weighed|scored|stands?|stood|measures?|measured)\s+"
    r"(?:aged\s+)?(?P<b>[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?)\b(?P<rest>[^.;]*)", re.IGNORECASE)
"""'the youngest walker is 30 and the oldest is 50': a range given by its two ends."""
STEP_AFTER = rx.compile(r"\b(?:exactly\s+|precisely\s+|just\s+)?(?P<n>[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?|"
                        + "|".join(NUMBERS[1:]) + r")\s+(?:[a-z]+\s+)?(?:older|younger|more|less|higher|lower|"
                        r"heavier|lighter|taller|shorter|apart|dearer|cheaper)\b", re.IGNORECASE)
"""'each walker is exactly five years older than the next youngest', '... are 5 years apart'."""
EVENLY = rx.compile(r"\b(?:evenly|equally|regularly)\s+(?:spaced|spread)|\bat\s+equal\s+intervals\b", re.IGNORECASE)


def _extreme_ranges(clause: str) -> list[_Found]:
    """'the youngest walker is 30 and the oldest is 50, and each walker is exactly five years
    older than the next youngest': the values from one end to the other in that step.  Without
    a step the values between the ends are unknown, unless they are 'evenly spaced' (spread
    over the size later)."""
    found: list[_Found] = []
    for match in EXTREMES.finditer(clause):
        a, b, rest = match.group("a"), match.group("b"), match.group("rest")
        start, end = _number(a), _number(b)
        if start is None or end is None or end <= start:
            continue
        low = " ".join(match.group("low").lower().split())
        what = [w for w in rx.findall(r"[a-z]+", match.group("what").lower()) if w not in STOP]
        name = EXTREME_NAMES.get(low, "") or (_singular(what[-1]) if what else "number")
        prefix = a[:1] if a[:1] in "$\u00a3\u20ac" else ""
        stepped = STEP_AFTER.search(rest)
        step = None
        if stepped:
            token = stepped.group("n")
            written = token[:1].isdigit() or token[:1] in "$\u00a3\u20ac"
            step = _number(token) if written else number_value(token.lower())
        if not step:
            if EVENLY.search(rest):
                found.append(_Found(Declared(name, [], _cue(name)), -1, 2, span=(start, end, prefix)))
            continue
        labels = _stepped(start, end, step, prefix, "," in a)
        if labels:
            found.append(_Found(_declared(name, labels, "", cue=_cue(name)), -1, 2))
    return found


def _ranges(clause: str) -> list[_Found]:
    """'one a month from March to July', 'Monday to Friday', 'from $25,000 to $45,000 in steps
    of $5,000', 'from 1990 to 1994' (a range without a step is spread over the size later).
    Numbers from 1 after 'numbered' or a position noun number the positions: no category."""
    found: list[_Found] = _letter_ranges(clause) + _ordinal_ranges(clause) + _noun_number_ranges(clause)
    dated = _dated_weekday_range(clause)
    if dated is not None:
        return [*found, dated]
    for match in RANGE.finditer(clause):
        a, b, lead = match.group("a"), match.group("b"), match.group("lead")
        joined = match.group(0)[len(lead):].lower()
        if " and " in joined and not joined.startswith("between"):
            continue
        days = _date_span(a, b)
        if days is not None:
            found.append(_Found(_declared("date", days, "", cue=_cue(f"{lead} date"), ordered=True), -1, 1))
            continue
        for names, kind in ((MONTHS, "month"), (WEEKDAYS, "day")):
            if a.lower() in names and b.lower() in names:
                i, j = names.index(a.lower()), names.index(b.lower())
                span = (j - i) % len(names) + 1
                labels = [names[(i + k) % len(names)].capitalize() for k in range(span)]
                if 2 <= span <= 12:
                    declared = _declared(kind, labels, "", cue=_cue(f"{lead} {kind}"), ordered=True)
                    found.append(_Found(declared, -1, 1))
        if a[0].isalpha() or b[0].isalpha():
            continue
        before = rx.search(r"([a-z]+)\s*(?:from\s+)?$", lead.lower())
        if before and (before.group(1) in ("numbered", "numbers") or _singular(before.group(1)) in ROW_NOUNS):
            continue
        prefix = a[:1] if a[:1] in "$\u00a3\u20ac" and a else ""
        start, end = _number(a), _number(b)
        step_token = match.group("step") or match.group("step2")
        step = _number(step_token) if step_token else None
        if match.group("cents") and prefix:  # '$1.50 to $3.50 in 50-cent increments'
            step = int(match.group("cents")) / 100
        if start is None or end is None or end <= start or (start == 1 and not step and not prefix):
            continue
        name = _range_name(lead, start)
        if step is None:
            found.append(_Found(Declared(name, [], _cue(lead)), -1, 1, span=(start, end, prefix)))
            continue
        labels = _stepped(start, end, step, prefix, "," in a)
        if labels:
            found.append(_Found(_declared(name, labels, "", cue=_cue(lead)), -1, 1))
    return found


DATED_WEEKDAYS = rx.compile(r"\b(?P<a>" + "|".join(WEEKDAYS) + r")\s+(?:the\s+)?(?P<m>\d{1,2})(?:st|nd|rd|th)\s+"
                            r"(?:to|through|until|till|-|\u2013)\s+(?P<b>" + "|".join(WEEKDAYS) + r")\s+(?:the\s+)?"
                            r"(?P<n>\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)
"""'from Monday 3rd to Friday 7th': the days between, each with its date."""


def _dated_weekday_range(clause: str) -> _Found | None:
    """'from Monday 3rd to Friday 7th' as the days 'Monday 3rd', ..., 'Friday 7th', when the dates
    and the weekdays count the same number of days."""
    match = DATED_WEEKDAYS.search(clause)
    if match is None:
        return None
    first, last = WEEKDAYS.index(match.group("a").lower()), WEEKDAYS.index(match.group("b").lower())
    start, end = int(match.group("m")), int(match.group("n"))
    if not 1 < end - start + 1 <= 7 or (last - first) % 7 != end - start:
        return None
    labels = [f"{WEEKDAYS[(first + k) % 7].capitalize()} {_ordinal_of(start + k)}" for k in range(end - start + 1)]
    return _Found(_declared("day", labels, "", cue=_cue("day"), ordered=True), -1, 1)


def _ordinal_of(n: int) -> str:
    """'3rd', '11th', '22nd'."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


ORDINAL_RANGE = rx.compile(r"\b(?:1st|first)\s*(?:to|through|-|\u2013)\s*(?:(?P<n>\d+)(?:st|nd|rd|th)|(?P<word>"
                           + "|".join(ORDINALS) + r"))\b", re.IGNORECASE)
"""'ranked 1st to 5th', 'places 1st-4th', 'first to sixth': the places of a ranking."""


def _ordinal_ranges(text: str) -> list[_Found]:
    """'finished in places 1st to 5th': one value per place ('1st', '2nd', ...), as a list of
    them would declare."""
    found = []
    for match in ORDINAL_RANGE.finditer(text):
        last = int(match.group("n")) if match.group("n") else ORDINALS.index(match.group("word").lower()) + 1
        if not 2 <= last <= 12:
            continue
        labels = [f"{k}{'th' if 10 <= k % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')}"
                  for k in range(1, last + 1)]
        order = bool(rx.search(r"\b(?:positions?|finish\w*|order)\b", text[:match.start()], re.IGNORECASE))
        found.append(_Found(_declared("place", labels, "", cue=_cue(f"{text[:match.start()]} place")), -1, 1,
                            positions=order))  # 'Finishing positions go from 1st to 7th': the row itself
    return found


def _letter_ranges(text: str) -> list[_Found]:
    """'rows A to E': one value per letter, named with its noun ('row A', 'row B', ...)."""
    found = []
    for match in LETTERS.finditer(text):
        first, last = ord(match.group("a")), ord(match.group("b"))
        noun = _singular(match.group("noun").lower())
        if noun in STOP or not 2 <= last - first + 1 <= 12:
            continue
        labels = [f"{noun} {chr(k)}" for k in range(first, last + 1)]
        ordered = LAID_OUT.search(text[match.end():match.end() + 40]) is not None
        found.append(_Found(_declared(noun, labels, "", cue=noun), -1, 2, positions=ordered))
    return found


NOUN_NUMBERS = rx.compile(r"\b(?:from\s+)?(?P<noun>[a-z]+)\s+(?P<a>\d{1,2})\s+(?:to|through(?:\s+to)?|until|up\s+to)\s+"
                          r"(?P=noun)\s+(?P<b>\d{1,2})\b", re.IGNORECASE)
"""'from round 2 through to round 6': the noun said with both ends, a value each ('round 2', ...)."""


def _noun_number_ranges(text: str) -> list[_Found]:
    """'each reached a different round, from round 2 through to round 6': one value per number,
    named with its noun, in order. A range from 1 of a row's own noun ('from house 1 to house 5')
    numbers the places and is left to them."""
    found = []
    for match in NOUN_NUMBERS.finditer(text):
        first, last = int(match.group("a")), int(match.group("b"))
        noun = match.group("noun").lower()
        if noun in STOP or not 2 <= last - first + 1 <= 12 or (first == 1 and noun in ROW_NOUNS):
            continue
        labels = [f"{noun} {k}" for k in range(first, last + 1)]
        found.append(_Found(_declared(noun, labels, "", cue=noun, ordered=True), -1, 2))
    return found


LAID_OUT = rx.compile(r"^[\s,]*(?:from\s+(?:the\s+)?(?:west|east|north|south|left|right|front|back|top|bottom)\s+to\b"
                      r"|in\s+(?:a\s+)?(?:row|line)\b|side\s+by\s+side\b|in\s+order\b)", re.IGNORECASE)
"""Words after a range of letters that lay its places out in order ('plots A to D from west to east')."""


def _date_span(a: str, b: str) -> list[str] | None:
    """'March 3' to 'March 7': each day from the first to the last, as 'March 3', 'March 4', ..."""
    start, end = _date(a.lower()), _date(b.lower())
    if start is None or end is None or not 2 <= end - start + 1 <= 12:
        return None
    labels = []
    for day in range(start, end + 1):
        month = next(k for k in range(12) if day <= sum(MONTH_DAYS[:k + 1]))
        labels.append(f"{MONTHS[month].capitalize()} {day - sum(MONTH_DAYS[:month])}")
    return labels


def _paren_ranges(inner: str, lead: str, clause: str = "") -> list[_Found]:
    """A range in parentheses after the noun it counts: letters ('a different row (rows A to
    E)'), numbers of things counted beside others ('five bowlers, five lanes (1 to 5)' -> 'lane
    1' ... 'lane 5'; 'five houses (1 to 5)' alone numbers the positions), dates or amounts
    ('(from $8 to $16)'), each named by the noun before the parenthesis."""
    letters = _letter_ranges(inner)
    if letters:
        return [_Found(f.declared, -1, 2) for f in letters]
    name = _paren_name(lead)
    numbered = rx.fullmatch(r"\s*(?:[a-z]+s\s+)?(\d+)\s*(?:to|through|-)\s*(\d+)\s*", inner)
    counted = rx.search(r"\b(" + NUMBER_WORD + r")\s+([a-z]+s)\s*$", lead, re.IGNORECASE)
    others = rx.findall(r"\b" + NUMBER_WORD + r"\s+[a-z]+s\b", lead, re.IGNORECASE)  # 'five bowlers, five lanes ('
    if numbered and counted and len(others) >= 2 and counted.group(2).lower() not in PEOPLE_NOUNS \
            and not ROW_WORDS.search(clause):
        first, last = int(numbered.group(1)), int(numbered.group(2))
        if first == 1 and last == number_value(counted.group(1)):  # 'five lanes (1 to 5)' beside people
            labels = [f"{name} {k}" for k in range(first, last + 1)]
            return [_Found(_declared(name, labels, "", cue=name), -1, 2)]
    ranges = [item for item in (_ranges(inner) if name else []) if item.declared.labels or item.span]
    for item in ranges:
        item.declared.name = name
        item.strength = 2
    return ranges


def _stepped(start: float, end: float, step: float, prefix: str, thousands: bool) -> list[str]:
    """The labels from ``start`` to ``end`` in steps of ``step`` ('$8', '$10', ... '$16'), or none
    when the step does not reach the end exactly or makes fewer than 2 or more than 30 values."""
    count = (end - start) / step + 1
    if count != int(count) or not 2 <= count <= 30:
        return []
    return [f"{prefix}{_format_number(start + k * step, thousands)}" for k in range(int(count))]


def _range_name(lead: str, start: float) -> str:
    if 1000 <= start <= 2200 and float(start).is_integer():
        return "year"
    words = [w for w in rx.findall(r"[a-z][\w'-]*", lead.lower()) if w not in STOP and w not in (
        "run", "runs", "range", "ranges", "ranged", "go", "goes", "vary", "varies", "starting", "new")]
    return MEASURING_VERBS.get(words[-1], _singular(words[-1])) if words else "number"


def _number(token: str) -> float | None:
    cleaned = rx.sub(r"[$\u00a3\u20ac,]", "", token)
    try:
        value = float(cleaned)
    except ValueError:
        return None
    return int(value) if value.is_integer() else value


def _format_number(value: float, thousands: bool) -> str:
    if thousands and float(value).is_integer():
        return f"{int(value):,}"
    return str(value)


# --------------------------------------------------------------------------- woven lists
TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
TEENS = ("thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
SPELT = r"(?:(?:" + "|".join(TENS) + r")(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|" + \
    "|".join(TEENS + NUMBERS[2:][::-1]) + r")"
SPELT_RUN = rx.compile(r"\b" + SPELT + r"(?:\s*,\s*" + SPELT + r")*,?\s+(?:and|or)\s+" + SPELT + r"\b", re.IGNORECASE)


def _spelt_value(word: str) -> int | None:
    """30 for 'thirty', 25 for 'twenty-five', 7 for 'seven'; None for other words."""
    word = word.lower()
    tens, _, unit = word.partition("-")
    if tens in TENS:
        rest = number_value(unit) if unit else 0
        return None if rest is None else 20 + 10 * TENS.index(tens) + rest
    if word in TEENS:
        return 13 + TEENS.index(word)
    return number_value(word)


def _digits(text: str) -> str:
    """'thirty, forty and fifty years old' -> '30, 40 and 50 years old': a list of spelt-out
    numbers is a list of numbers (a lone 'three friends' stays as written)."""
    return SPELT_RUN.sub(lambda m: rx.sub(SPELT, lambda w: str(_spelt_value(w.group(0))), m.group(0),
                                          flags=re.IGNORECASE), text)


def _woven(clause: str) -> list[_Found]:
    """Runs 'a, b, c and d' in prose, each item of one shape; the first item is cut from the
    words before it and the last from the words after it. A run after a position noun ('in the
    slots 9am, 10am and 11am', 'lockers 1, 2 and 3') names the positions."""
    pieces = _pieces(clause, split_and=True)
    texts = [p for p, _ in pieces]
    seps = [s for _, s in pieces]  # the separator before each piece ('' for the first)
    found: list[_Found] = []
    after = (0, "")  # where the words after the previous run begin: its last piece, its last value
    for last in range(1, len(texts)):
        if seps[last] not in ("and", "or", ", and", ", or", "&"):
            continue
        first = last - 1
        kind = _kind(_tidy_label(texts[first]))
        while first - 1 >= 0 and seps[first] == "," and _pure(texts[first]) and _same_kind(texts[first], kind):
            first -= 1
        middle = [_tidy_label(t) for t in texts[first + 1:last]]
        shape_from = middle or []
        end = _prefix_item(texts[last], _shape(shape_from) if shape_from else None)
        if end is None or rx.match(r"(?:" + "|".join(NUMBERS[2:]) + r")\s+[a-z]+s\b", end, re.IGNORECASE):
            continue  # 'balls of different colours, and five scores of 110, ...': a count opens the next list
        shape = _shape(shape_from + [end])
        begin = _suffix_item(texts[first], shape)
        end = _compound_from(texts[last], end, middle, at_start=True)  # 'country and hip hop': not 'hip'
        begin = _compound_from(texts[first], begin, middle, at_start=False) if begin is not None else None
        if begin is not None and after == (first, begin):
            begin = None  # 'Toby and Daisy, a boxer, ...': the previous run's last value opens no other
        if begin is not None and (_counted_before(texts[first][: len(texts[first]) - len(begin)]) == len(middle) + 1
                                  or (not rx.search(r"\d", begin) and " " not in begin.strip()
                                      and _counted_before(texts[first]) == len(middle) + 1)):
            begin = None  # 'The five members of the Hiking Club, Abe, ...', 'three children, mia, ...': no name
        items = ([begin] if begin is not None else []) + middle + [end]
        if begin is None and not middle:
            continue
        if len(items) < 2 or not all(items) or not _woven_shape(items):
            continue
        if len(items) == 2 and any(" " not in i and i.islower() and _verb_form(i) and (
                i.endswith("ed") or lexical.inflected_verb(i)) for i in items):
            continue  # 'sat an exam and scored 62, 68 ...': two verbs' objects, not a list
        items = _unit_spread(items)
        if not all(_plain_item(_tidy_label(i)) or _measure_item(i) for i in items):
            continue
        items = _with_a_joined_last(items, texts, seps, last)
        as_written = ([begin] if begin is not None else []) + [t.strip() for t in texts[first + 1:last]] + [end]
        if any(rx.match(r"the\s+[a-z]", i) for i in as_written) and not all(rx.match(r"the\s", i) for i in as_written):
            continue  # 'Ann, the baker and Cy' is a clue; 'the soup, the salmon and the lamb' a list
        lead = texts[first][: len(texts[first]) - len(begin)] if begin is not None else texts[first]
        numbering = rx.search(r"\bnumbered\s*$", lead, re.IGNORECASE) is not None  # '... in that order': along the row
        runs = sum(1 for sep in seps if sep in ("and", "or", ", and", ", or", "&"))
        if not numbering and rx.search(r"\b(?:in\s+some\s+order|(?<!not\s)(?<!necessarily\s)in\s+that\s+order|"
                                       r"respectively)\b", clause, re.IGNORECASE) \
                and not (runs == 1 and rx.search(r"\bin\s+some\s+order\b", clause, re.IGNORECASE)):
            continue  # 'not (necessarily) in that order' pairs nothing (but 'The four items went for $15,
            # $20, $25 and $30, in some order' is one list)
        since, value = after
        before_run = [texts[since][len(value):]] + texts[since + 1:first] if since < first else []
        if before_run and rx.fullmatch(r"\s*(?:tall|old|long|high|wide|heavy|deep|away)\s*", before_run[0]):
            before_run = before_run[1:]  # ('... 180 cm tall and were born in 1990, ...': 'tall' is the heights')
        if since < first:
            lead = " ".join(before_run + [lead])
        elif value and since == first and lead.startswith(value):
            lead = lead[len(value):]  # 'Ms Kaur bought a clock': the previous run's value is no lead
        appositive = bool(found) and since == first and len(found[-1].declared.labels) == len(items)
        if not lead.strip() and not all(_kind(item) == "cap" for item in items) and not appositive:
            continue  # 'Cats, dogs and rabbits are popular pets': a remark, not the values ('Rex and
            # Sam, a pug and a collie': a second list right after a first of as many values is one)
        written = ([begin] if begin is not None else []) + texts[first + 1:last] + [end]
        labels = _tidy_family([_tidy_label(i) for i in items], written)
        before = rx.findall(r"[a-z]+", lead.lower())
        positions = bool(before) and before[-1] not in ("of",) and (
            _singular(before[-1]) in ROW_NOUNS or before[-1] in ("numbered", "numbers"))
        counted = _counted_after(texts[last], end) if all(_kind(i) == "num" for i in items) else ""
        name = _lead_name(lead, labels)  # 'they have 0, 1 ... and 5 siblings' (but 'scored 62 ... 86 marks')
        if end and rx.match(r"\s*(?:tall|high)\b", texts[last].split(end, 1)[-1]) \
                and all(_kind(item) == "num" for item in items):
            name = "height"  # '120 cm, 125 cm, ... and 140 cm tall'
        name = _singular(counted) if counted and name not in MEASURING_VERBS.values() else name
        declared = _declared(name, labels, "", cue=_cue(f"{lead[-60:]} {counted}"))
        if counted and declared.unit == "{}":
            declared.unit = "{} " + counted  # ('three siblings' names the value 3)
        found.append(_Found(declared, -1, 1, positions=positions))
        after = (last, end)
    return found


def _counted_after(piece: str, end: str) -> str:
    """The plural noun right after the last number of a list, that ends its clause ('... 4 and 5
    siblings'): what the numbers count; '' when there is none."""
    words = piece[len(end):].split() if piece.startswith(end) else []
    if len(words) != 1 and not (len(words) > 1 and words[1].startswith(("(", "\x01"))):
        return ""
    noun = words[0].lower().strip(".,;")
    return noun if noun.isalpha() and not _function_word(noun) and _singular(noun) != noun else ""


def _with_a_joined_last(items: list[str], texts: list[str], seps: list[str], last: int) -> list[str]:
    """The items, the last one joined with the piece after it by 'and' when that piece ends the
    clause and ends with the head noun of another item ('a carrot cake and a coffee and walnut
    cake': 'coffee and walnut cake')."""
    if last + 2 != len(texts) or seps[last + 1] not in ("and", "&") or len(_tidy_label(items[-1]).split()) != 1:
        return items
    tail = _tidy_label(texts[last + 1])
    heads = {_tidy_label(item).split()[-1].lower() for item in items[:-1] if len(_tidy_label(item).split()) > 1}
    if not tail or len(tail.split()) > 3 or tail.split()[-1].lower() not in heads or not _plain_item(tail):
        return items
    return [*items[:-1], f"{_tidy_label(items[-1])} and {tail}"]


def _counted_before(lead: str) -> int | None:
    """The number of things the words before a list count ('The five members of the club' -> 5)."""
    counted = rx.search(r"\b(" + NUMBER_WORD + r")\s+(?:[a-z-]+\s+)?(?:[a-z]+s|children|people|men|women)\b", lead,
                        re.IGNORECASE)
    if not counted:
        return None
    word = counted.group(1).lower()
    return int(word) if word.isdigit() else NUMBERS.index(word) if word in NUMBERS else None


def _pieces(text: str, split_and: bool = False) -> list[tuple[str, str]]:
    """A text cut at list separators (commas that part no digit groups, semicolons, and with
    ``split_and`` also 'and', 'or', '&'), each piece with the separator before it."""
    pattern = r"(,\s*(?:and|or)\s+|,(?!\d{3}(?!\d))\s*|;\s*"
    if split_and:
        pattern += r"|\s+(?:and|or)\s+|\s+&\s+"
    pattern += ")"
    parts = rx.split(pattern, text, flags=re.IGNORECASE)
    result = [(parts[0].strip(), "")]
    for k in range(1, len(parts) - 1, 2):
        sep = parts[k].strip().lower()
        sep = {",": ",", ";": ","}.get(sep, rx.sub(r"\s+", " ", sep))
        result.append((parts[k + 1].strip(), sep))
    return [(p, s) for p, s in result if p or s]


def _pure(piece: str) -> bool:
    """A piece that is one value and nothing else (between two commas of a woven list)."""
    label = _tidy_label(piece)
    if not label:
        return False
    if _measure_item(label):
        return True
    words = label.split()
    return 1 <= len(words) <= 4 and (not any(_function_word(w) for w in words) or _a_title(words))


def _a_title(words: list[str]) -> bool:
    """True for the words of a title: every one capitalised but the small words inside ('Out of
    Season', 'Under the Bridge'), and a capitalised word last."""
    return len(words) > 1 and words[0][:1].isupper() and words[-1][:1].isupper() \
        and not _function_word(words[-1]) and all(w[:1].isupper() for w in words if not _function_word(w))


def _shape(items: list[str]) -> tuple[str, int]:
    """The kind ('num', 'cap', 'low') and the longest item (in words, without articles)."""
    kinds = Counter(_kind(i) for i in items if i)
    kind = "low" if kinds["low"] else kinds.most_common(1)[0][0] if kinds else "low"
    width = max((len(_core(i)) for i in items if i), default=1)
    return kind, width


def _kind(item: str) -> str:
    if _measure_item(item) or _clock(item.lower()) is not None:  # 'noon' among '11:30 am, noon, 2:30 pm'
        return "num"
    words = _core(item)
    if words and _capital(words[0]) and all(_capital(w) or w.lower() in PARTICLES for w in words[:1] + [
            w for w in words[1:] if not MODEL_NUMBER.fullmatch(w)]):
        return "cap"  # ('a Nokia 3310', 'a Tesla Model 3': a name and its model's number)
    if len(words) == 2 and _capital(words[0]) and words[1].lower() in PEOPLE_OF_A_PLACE:
        return "cap"  # 'a Welsh woman' among 'a Dutchman, an Irishwoman': one of a people
    return "low"


PEOPLE_OF_A_PLACE = {"woman", "man", "lady", "gentleman", "girl", "boy", "person", "national", "native"}
"""Nouns after a demonym adjective that name one of that people ('a Welsh woman')."""


MODEL_NUMBER = rx.compile(r"[A-Z]{0,3}\d{1,4}[A-Za-z]?")
"""The number of a model after its name ('3310', 'XC90', 'S23', '500')."""


def _capital(word: str) -> bool:
    """A word written as a name: capitalised, or a brand's inner capital ('iPhone', 'eBay')."""
    return word[:1].isupper() or bool(rx.match(r"[a-z]{1,2}[A-Z]", word))


def _core(item: str) -> list[str]:
    return [w for w in item.split() if w.lower() not in ("a", "an", "the")]


SHORT_UNITS = {"old", "ft", "lb", "lbs", "kg", "g", "cm", "mm", "m", "am", "pm", "st", "nd", "rd", "th",
               "oz", "ml", "l", "hrs", "mins", "mph", "kph"}
"""Abbreviated units that may follow a number in a list ('400 lb', '5 ft 10 in', '9am')."""
AMOUNT = r"[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?(?::\d\d)?(?:\s*(?:am|pm|%|st|nd|rd|th)(?![a-z]))?"
"""A number as lists write it: '$25,000', '9:30am', '4.5', '60%', '3rd'."""
NUMERIC = rx.compile(r"^[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?(?::\d\d)?(?:\s*(?:am|pm|a\.m\.|p\.m\.|%|st|nd|rd|th))?"
                     r"(?:\s*(?:[a-z]+)(?:\s+\d+\s*[a-z]+)?(?:\s+old)?)?$", re.IGNORECASE)


def _measure_item(item: str) -> bool:
    """A number with its unit: '$25,000', '9:30am', '5 ft 10 in', '3 years old', '1st'."""
    text = item.strip()
    if not NUMERIC.match(text):
        return False
    words = rx.findall(r"[a-z]+", text.lower())
    return all(w in UNIT_WORDS or w in SHORT_UNITS or w in MEASURE_NOUNS or (w == "in" and "ft" in words)
               for w in words)


def _compound_from(piece: str, item: str, others: list[str], at_start: bool) -> str:
    """The item widened to the compound noun it begins (or ends) in the piece, when WordNet knows
    that compound ('hip' of 'hip hop', 'hockey' of 'ice hockey') and the added words make no
    compound with the other items (not 'country music' of 'rock, pop or country music'); else the
    item."""
    from .lexical import is_noun

    words = [w.strip(".,;:!?") for w in piece.split()]
    said = item.split()
    article = ""
    if at_start and len(said) > 1 and words[:1] == said[:1] and said[0].lower() in ("a", "an", "the", "some"):
        article, words, said = f"{said[0]} ", words[1:], said[1:]  # ('... a scone and a cinnamon bun': the bun)
    if not at_start:
        words, said = words[::-1], said[::-1]
    if not said or [w.lower() for w in words[:len(said)]] != [w.lower() for w in said]:
        return item
    for k in (3, 2):
        more = words[:k]
        if k <= len(said) or len(more) < k or not all(w.isalpha() and w.islower() for w in more) \
                or any(_function_word(w) for w in more):  # (not the 'in-law' of 'work in law')
            continue
        compound = " ".join(more if at_start else more[::-1])
        added = " ".join(more[len(said):] if at_start else more[len(said):][::-1])
        shared = any(is_noun(f"{other} {added}" if at_start else f"{added} {other}") for other in others)
        if (is_noun(compound) or is_noun(compound.replace(" ", "-"))) and not shared:
            return article + compound
    return item


def _prefix_item(piece: str, shape: tuple[str, int] | None) -> str | None:
    """The value at the start of the last piece of a woven list ('Jack' of 'Jack left ...')."""
    words = piece.split()
    if not words:
        return None
    kind, width = shape if shape else (_kind(words[0]) if words[0].lower() not in ("a", "an", "the") else
                                       _kind(" ".join(words[1:2])), 3)
    if kind == "num":
        piece = rx.sub(r"^the\s+(?=\d)", "", piece, flags=re.IGNORECASE)  # 'the 3rd, the 9th and the 15th'
        said = rx.match(r"(?:noon|midday|midnight)\b", piece, re.IGNORECASE)
        if said:
            return said.group(0)
        match = rx.match(r"^(" + AMOUNT + r")"
                         r"((?:\s+(?:[a-z]+))*)", piece, re.IGNORECASE)
        if not match:
            return None
        unit_words = []
        for w in match.group(2).split():
            if w.lower() in UNIT_WORDS or w.lower() in SHORT_UNITS:
                unit_words.append(w)
            else:
                break
        inches = rx.match(r"\s*\d+\s*in\b", piece[match.end(1) + len(" ".join(unit_words)) + 1:]) \
            if unit_words and unit_words[-1].lower() == "ft" else None
        return " ".join([match.group(1)] + unit_words) + (" " + inches.group(0).strip() if inches else "")
    taken: list[str] = []
    for w in words:
        lw = w.lower().strip(".,")
        if lw in ("a", "an", "the") and not taken:
            taken.append(w)
            continue
        if kind == "cap":
            if not (w[:1].isupper() or (lw in PARTICLES and taken)):
                break
        elif _function_word(w) or (w[:1].isupper() and taken) or rx.search(r"\d", w):
            break
        taken.append(w)
        if len(_core(" ".join(taken))) >= width + (1 if kind == "cap" else 0):
            break
    label = " ".join(taken).strip(".,")
    return label if _core(label) else None


def _suffix_item(piece: str, shape: tuple[str, int]) -> str | None:
    """The value at the end of the first piece of a woven list ('a clock' of 'bought a clock')."""
    kind, width = shape
    words = piece.split()
    if not words:
        return None
    if kind == "num":
        said = rx.search(r"\b(?:noon|midday|midnight)$", piece, re.IGNORECASE)
        if said:
            return said.group(0)
        match = rx.search(r"(" + AMOUNT + r"(?:\s+[a-z]+){0,2})$", piece, re.IGNORECASE)
        if not match or not _measure_item(match.group(1)):
            match = rx.search(r"(" + AMOUNT + r")$", piece, re.IGNORECASE)
        return match.group(1).strip() if match else None
    for back in range(1, min(len(words), width + 3)):
        # 'an animal shelter, a hospice ...': an article a few words back opens the item
        if words[-back - 1].lower() in ("a", "an", "the") and (back <= width + 1 or kind == "cap") and not any(
                _function_word(w) or (kind == "low" and w[:1].isupper() and (k or back == 1))
                or (kind == "cap" and not w[:1].isupper() and not (k and MODEL_NUMBER.fullmatch(w)))
                for k, w in enumerate(words[-back:])):  # ('The four hikers, Abe, ...': no name; 'a Victoria
            # sponge' among cakes: a capital may open a thing's name)
            return " ".join(words[-back - 1:])
        if _function_word(words[-back]):
            break
    taken: list[str] = []
    for k in range(len(words) - 1, -1, -1):
        w = words[k]
        lw = w.lower()
        if w == "A" and not taken and kind == "cap" and k > 0 and words[k - 1][:1].isupper():
            taken.insert(0, w)  # 'the rooms are Room A, Room B and Room C': a letter naming a room
            continue
        if lw in ("a", "an", "the"):
            if taken:
                taken.insert(0, w)
            break
        if _function_word(w):
            break
        if kind == "cap" and not (w[:1].isupper() or lw in PARTICLES):
            break
        if kind == "low" and w[:1].isupper() and taken:
            break
        if len(taken) >= width + (1 if kind == "cap" else 0):
            break
        taken.insert(0, w)
    while taken and taken[0].lower() in PARTICLES and kind == "cap":
        taken = taken[1:]
    label = " ".join(taken)
    return label if _core(label) else None


def _unit_spread(items: list[str]) -> list[str]:
    """'2, 3, 4 and 6 years old': the unit of the last number belongs to all; '$5, 10, 15': so
    does the currency of the first."""
    bare = [rx.fullmatch(r"\d[\d,]*(?:\.\d+)?", i.strip()) is not None for i in items]
    if not any(bare) or all(bare):
        return items
    last = rx.fullmatch(r"(\d[\d,]*(?:\.\d+)?)\s+([a-z][a-z ]*)", items[-1].strip(), re.IGNORECASE)
    if last and all(bare[:-1]):
        unit = last.group(2)
        return [f"{i} {unit}" for i in items[:-1]] + [items[-1]]
    first = rx.fullmatch(r"([$\u00a3\u20ac])\d[\d,]*(?:\.\d+)?", items[0].strip())
    if first and all(bare[1:]):
        return [items[0]] + [first.group(1) + i for i in items[1:]]
    return items


# =========================================================================== lists and labels
def split_list(body: str, size: int | None) -> list[str]:
    """The items of a list; with a known size, pieces joined by 'and'/'&' are kept whole when
    splitting them would give more items than there are positions. A comma between digit
    groups ('$25,000') separates nothing."""
    body = body.strip().rstrip(".").strip()
    if rx.fullmatch(r"\[[^\[\]]*\]", body):
        body = body[1:-1].replace('"', "").replace("'", "")  # '[Alice, Bruno, "Chloe"]', as data files write lists
    body = rx.sub(r"^(?:either|namely|one of|any of|called|named|i\.\s?e\.,?|e\.\s?g\.,?|viz\.?)\s+", "", body,
                  flags=re.IGNORECASE)
    parting = rx.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", body)  # ('$48,000 / $52,500': no comma parts them)
    if "," not in parting and body.count("/") >= 1 and rx.search(r"\s/\s", body):
        body = rx.sub(r"\s+/\s+", ", ", body)  # 'nurse / teacher / pilot'
    if "," not in parting and body.count("|") >= 1 and rx.search(r"\s\|\s", body):
        body = rx.sub(r"\s+\|\s+", ", ", body)  # 'pilot | baker | florist'
    if "," not in parting and len(rx.findall(r"\S\s{2,}(?=\S)", body)) >= 2:
        body = rx.sub(r"\s{2,}", ", ", body)  # '12      14      17      19': columns set apart by spaces
    by_comma = [p.strip() for p in rx.split(r"\s*;\s*|\s*,(?!\d{3}(?!\d))\s*", body) if p.strip()]
    by_comma = [rx.sub(r"^(?:and|or|&)\s+", "", p, flags=re.IGNORECASE) for p in by_comma]
    pieces: list[str] = []
    for piece in by_comma:
        pieces.extend(p for p in rx.split(r"\s+(?:and|or|&)\s+", piece, flags=re.IGNORECASE) if p)
    ones = [rx.fullmatch(r"(?:there\s+(?:was|were|is|are)\s+)?(?:a|an)\s+([\w-]+(?:\s+[\w-]+)?)\s+one", p.strip(),
                         re.IGNORECASE)  # ('a dinosaur one, ... and a plain red one')
            for p in pieces]
    if len(pieces) >= 2 and all(ones):  # 'there was a red one, a blue one and a green one'
        pieces = [m.group(1) for m in ones if m is not None]
    if size is not None and len(pieces) > size:
        if len(by_comma) == size:
            pieces = by_comma
        elif len(by_comma) == size - 1:
            last = by_comma[-1]
            joins = list(rx.finditer(r"\s+(?:and|or)\s+", last, flags=re.IGNORECASE)) or list(
                rx.finditer(r"\s+&\s+", last))
            if joins:
                cut = joins[-1]
                pieces = by_comma[:-1] + [last[:cut.start()], last[cut.end():]]
    labels = [_tidy_label(p) for p in pieces]
    written = [p for p, label in zip(pieces, labels) if label]
    labels = _unit_spread([label for label in labels if label])
    return _tidy_family(_without_common_measure(labels), written)


def _measure_head(label: str) -> str:
    """'bouquet of' for 'bouquet of lilies'; '' when the label has no such head."""
    match = rx.match(r"^(\w+\s+of)\s+\S", label)
    return match.group(1).lower() if match else ""


def _without_common_measure(labels: list[str]) -> list[str]:
    """'a bouquet of lilies, a bouquet of roses': the values are lilies and roses."""
    heads = {_measure_head(label) for label in labels}
    if len(labels) >= 2 and len(heads) == 1 and "" not in heads:
        return [label.split(" ", 2)[2] for label in labels]
    return labels


@lru_cache(maxsize=8192)
def _tidy_label(label: str) -> str:
    label = label.strip().strip("\"'`*").strip()
    label = rx.sub(r"\s*\x00\d+\x00", "", label)
    if len(label.split()) > 1:
        label = rx.sub(r"^(?:a|an|the|some)\s+", "", label, flags=re.IGNORECASE)
    label = rx.sub(r"^to\s+[a-z]+\s+(?:(?:for|up|in|on|off|out)\s+)?(?:(?:a|an|the|some|their|his|her)\s+)?(?=\w)", "",
                   label) if label.lower().startswith("to ") else label
    label = rx.sub(r"^[a-z]+ing\s+(?:a|an|the)\s+(?=\w)", "", label)
    return label.rstrip(".").strip(" ,")


def _shared_noun(labels: list[str]) -> tuple[list[str], str | None]:
    """'(the Fairweather, Lindqvist, Mahony and Okafor households)': names, the last followed by
    the noun they all share; the names without it, and the noun (None when there is none)."""
    labels = [rx.sub(r"^the\s+", "", label) for label in labels] if labels and labels[0].startswith("the ") \
        else labels
    last = rx.fullmatch(r"([A-Z][\w'-]*)\s+([a-z]{3,}s)", labels[-1]) if labels else None
    if last is None or not all(rx.fullmatch(r"[A-Z][\w'-]*", label) for label in labels[:-1]):
        return labels, None
    return [*labels[:-1], last.group(1)], last.group(2)


def _tidy_family(labels: list[str], written: list[str] | None = None) -> list[str]:
    """'the Hales, the Joneses, the Mosses' name families Hale, Jones and Moss."""
    written = written or labels
    if len(labels) < 2 or not all(rx.fullmatch(r"(?:the\s+)?[A-Z][a-z'-]+s", w.strip(), re.IGNORECASE) and
                                  w.strip().lower().startswith("the ") for w in written):
        return labels
    return [l[:-2] if rx.search(r"(?:s|sh|ch|x|z)es$", l) else l[:-1] if not l.endswith("ss") else l
            for l in labels]


def _plausible_label(label: str) -> bool:
    words = label.split()
    if _measure_item(label):
        return True
    return 1 <= len(words) <= 5 and not rx.search(
        r"\b(?:who|which|lives?|is|are|was|were|does|not|than|whose)\b|\bnext\s+(?:to|door)\b|"
        r"\b(?:left|right)\s+of\b", label, re.IGNORECASE)


def _declared(head: str, labels: list[str], header: str, cue: str | None = None, ordered: bool = False) -> Declared:
    """A category from a head ('Prices (dollars)') or, with a ``cue``, from a name already
    found ('price'), and its labels: numbers with one unit are numeric, months, weekdays and
    clock times are ordered labels."""
    unit_word = rx.search(r"\(([^()]*)\)", head)
    if cue is None:
        name = category_name(head) or category_name(header) or _kind_name(labels) or "category"
        cue = f"{head} {header}".strip()
    else:
        name = head.strip().lower() or _kind_name(labels) or "category"
        cue = f"{cue} {header}".strip()
    labels = _with_a_shared_half_of_the_day(_without_a_counted_noun(labels))
    declared = Declared(name, labels, cue, ordered=ordered)
    numbers = _numbers(labels, unit_word.group(1).strip().lower() if unit_word else "")
    if numbers is not None:
        declared.numbers, declared.unit = numbers
        if declared.unit == ORDINAL_UNIT and set(name.split()) & CALENDAR_NAMES:
            declared.name = "date"  # 'on a different Saturday in May (the 2nd, 9th, 16th ...)': days of the month
        return declared
    order = None if ordered else _calendar_order(labels)
    if order is not None:
        declared.labels, declared.ordered = order, True
    return declared


def _with_a_shared_half_of_the_day(labels: list[str]) -> list[str]:
    """Clock times listed with one 'a.m.' or 'p.m.' after the last ('1:00, 1:30, 2:00, 3:15 and 4:00 p.m.'):
    each in that half of the day. Any other list is left as it is."""
    found = [m for label in labels
             for m in [rx.fullmatch(r"\s*(\d{1,2}:\d\d)\s*((?:[ap])\.?\s?m\.?)?\s*", label, re.IGNORECASE)] if m]
    if len(labels) < 2 or len(found) < len(labels) or not found[-1].group(2) or any(m.group(2) for m in found[:-1]):
        return labels
    half = found[-1].group(2).lower().replace(".", "").replace(" ", "")
    return [f"{m.group(1)} {half}" for m in found]


CALENDAR_NAMES = set(MONTHS) | set(WEEKDAYS) | {"day", "date", "evening", "night", "weekend", "morning", "birthday",
                                                 "birthdays", "anniversary"}
"""Names that make a list of ordinals days of a month, not places in a race."""


def _numbers(labels: list[str], unit_word: str) -> tuple[list[int | float], str] | None:
    """The numbers of a list and the format of its unit ('${}', '{} years old', '{} lb')."""
    if all(rx.match(SPELT + r"\b", label, re.IGNORECASE) or rx.match(r"(?:one|zero)\b", label, re.IGNORECASE)
           for label in labels) and sum(bool(rx.match(SPELT + r"\b", label, re.IGNORECASE)) for label in labels) >= 2:
        labels = [rx.sub(r"^(?:" + SPELT + r"|one|zero)\b", lambda m: str(_spelt_value(m.group(0))), label,
                         flags=re.IGNORECASE) for label in labels]  # 'two, four and six'; 'one, two or three'
    plain = [rx.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", label) for label in labels]
    if unit_word in UNIT_WORDS and all(rx.fullmatch(r"\d+(?:\.\d+)?", p) for p in plain):
        plain = [f"{p} {unit_word}" for p in plain]
    measured = parse_measures(plain)
    if measured is not None:
        values, unit = measured
        return list(values), unit
    found = [rx.fullmatch(r"([$\u00a3\u20ac#]?)(\d+(?:\.\d+)?)\s*([a-z]{1,5}\.?|[a-z]{6,12})?", p, re.IGNORECASE)
             for p in plain]  # ('70 strokes': a unit of its own, the same on every value)
    match = [m for m in found if m is not None]
    if len(match) == len(found) and len({(m.group(1), (m.group(3) or "").lower()) for m in match}) == 1 \
            and not any((m.group(3) or "").lower() in ("am", "pm") for m in match):
        pre, post = match[0].group(1), (match[0].group(3) or "")
        written = [float(m.group(2)) for m in match]
        numbers: list[int | float] = [int(n) if n.is_integer() else n for n in written]
        return numbers, pre + "{}" + (f" {post}" if post else "")
    return None


def _calendar_order(labels: list[str]) -> list[str] | None:
    """Months, weekdays or clock times in calendar order; None for other labels."""
    lower = [label.lower() for label in labels]
    for names in (MONTHS, WEEKDAYS):
        short = [n[:3] for n in names]
        if all(l in names or l.rstrip(".") in short for l in lower):
            return sorted(labels, key=lambda l: short.index(l.lower()[:3]))
    times = [_clock(l) for l in lower]
    if all(t is not None for t in times):
        return [label for _, label in sorted(zip(times, labels))]
    lengths = [_feet_and_inches(l) for l in lower]
    if all(n is not None for n in lengths):
        return [label for _, label in sorted(zip(lengths, labels))]
    dates = [_date(l) for l in lower]
    if all(d is not None for d in dates):
        return [label for _, label in sorted(zip(dates, labels))]
    slashed = _slashed_dates(lower)
    if slashed is not None:
        return [label for _, label in sorted(zip(slashed, labels))]
    return None


def _slashed_dates(labels: list[str]) -> list[int] | None:
    """The days of the year of dates written with a slash, in one month: '5/10, 12/10, 19/10' (day
    and month, the month the same in all) or '10/5, 10/12' (month and day); None otherwise."""
    parts = [rx.fullmatch(r"(\d{1,2})/(\d{1,2})", label.strip()) for label in labels]
    if len(parts) < 2 or not all(parts):
        return None
    pairs = [(int(p.group(1)), int(p.group(2))) for p in parts if p]
    if len({b for _, b in pairs}) == 1 and 1 <= pairs[0][1] <= 12:
        days, month = [a for a, _ in pairs], pairs[0][1]
    elif len({a for a, _ in pairs}) == 1 and 1 <= pairs[0][0] <= 12:
        days, month = [b for _, b in pairs], pairs[0][0]
    else:
        return None
    if len(set(days)) != len(days) or not all(1 <= d <= MONTH_DAYS[month - 1] + (month == 2) for d in days):
        return None
    return [sum(MONTH_DAYS[:month - 1]) + d for d in days]


MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _date(text: str) -> int | None:
    """'April 3', '3 April', 'April 3rd', 'Apr. 10' -> the day of the year; None otherwise."""
    day_of_month = rx.fullmatch(r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+the|the)"
                                r"\s+(\d{1,2})(?:st|nd|rd|th)",
                                text.strip().lower())  # (not '4th' alone: a place in a race)
    if day_of_month and 1 <= int(day_of_month.group(1)) <= 31:
        return int(day_of_month.group(1))  # 'Sunday the 4th', 'the 21st': a day of the one month
    match = rx.fullmatch(r"([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\.?",
                         text.strip())
    if match is None:
        return None
    month, day = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
    short = [m[:3] for m in MONTHS]
    if month[:3] not in short or not (month in MONTHS or len(month) == 3 or month == "sept"):
        return None
    index = short.index(month[:3])
    if not 1 <= int(day) <= MONTH_DAYS[index] + (index == 1):
        return None
    return sum(MONTH_DAYS[:index]) + int(day)


FEET_AND_INCHES = rx.compile(r"(\d+)\s*(?:ft|feet|foot|')(?:\s*(\d+)\s*(?:in|inches|inch|\")?)?")


def _feet_and_inches(text: str) -> int | None:
    """'5 ft 8 in' -> 68, "6'2\"" -> 74, '6 ft' -> 72: a height in inches."""
    match = FEET_AND_INCHES.fullmatch(text.strip())
    return int(match.group(1)) * 12 + int(match.group(2) or 0) if match else None


def calendar_measure(labels: list[str]) -> tuple[frozenset[str], float] | None:
    """The unit words and the step between neighbours of labels in calendar order (clock times
    in minutes, weekdays in days, months in months), when the steps are all the same."""
    found = calendar_marks(labels)
    if found is None:
        return None
    units, marks = found
    steps = {b - a for a, b in pairwise(marks)}
    if len(steps) != 1 or min(steps) <= 0:
        return None
    return units, steps.pop()


def calendar_marks(labels: list[str]) -> tuple[frozenset[str], list[float]] | None:
    """The unit words of labels that name points of a calendar or a clock, and where each label
    falls (clock times in minutes, dates in days, months in months, heights in inches)."""
    lower = [label.lower().rstrip(".") for label in labels]
    if all(RACE_TIME.fullmatch(l) for l in lower):  # '2:49:30': a time taken, in minutes
        marks = [int(h) * 60 + int(m) + int(sec) / 60 for h, m, sec in (l.split(":") for l in lower)]
        return frozenset({"minute", "min", "hour", "hr", "second", "sec", "time"}), marks
    times = [_clock(l) for l in lower]
    lengths = [_feet_and_inches(l) for l in lower]
    if all(t is not None for t in times):
        marks, units = [float(t) for t in times if t is not None], frozenset({"minute", "min", "hour", "hr"})
    elif all(n is not None for n in lengths):
        marks = [float(n) for n in lengths if n is not None]
        units = frozenset({"inch", "inche", "in", "tall", "taller", "shorter", "height", "high"})
    elif all(_date(l) is not None for l in lower):
        marks = [float(_date(l) or 0) for l in lower]
        units = frozenset({"day", "week", "date"})
    elif _slashed_dates(lower) is not None:  # '5/10, 12/10, 19/10, 26/10': days of one month
        marks = [float(d) for d in _slashed_dates(lower) or []]
        units = frozenset({"day", "week", "date"})
    elif all(DAY_OF_A_WEEKDAY.fullmatch(l) for l in lower):  # 'Sunday 4th', ..., 'Sunday 25th': by the date
        marks = [float(DAY_OF_A_WEEKDAY.fullmatch(l).group(1)) for l in lower]  # type: ignore[union-attr]
        units = frozenset({"day", "week", "date"})
    else:
        for names, unit in ((MONTHS, "month"), (WEEKDAYS, "day")):
            short = [n[:3] for n in names]
            if all(l[:3] in short for l in lower):
                marks, units = [float(short.index(l[:3])) for l in lower], frozenset({unit})
                if unit == "day":  # one a weekday: 'the night after', 'the evening before'
                    units |= {"night", "evening", "morning", "afternoon"}
                break
        else:
            return None
    return units, marks


DAY_OF_A_WEEKDAY = rx.compile(r"(?:" + "|".join(WEEKDAYS) + r")\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)")
"""A date written with its weekday and day of the month ('Sunday 11th', 'Monday the 3rd')."""
RACE_TIME = rx.compile(r"\d{1,2}:[0-5]\d:[0-5]\d")
"""A time taken in hours, minutes and seconds ('2:49:30'), as a race's finish times are written."""


def clock_minutes(text: str) -> int | None:
    """The minute of the day a clock time names ('9:30am' -> 570, 'noon' -> 720), or None."""
    return _clock(text.lower())


SPOKEN_HOURS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
SPOKEN_MINUTES = {"five": 5, "ten": 10, "quarter": 15, "a quarter": 15, "twenty": 20, "twenty-five": 25,
                  "twenty five": 25, "half": 30}
SPOKEN_CLOCK = rx.compile(r"(?P<minutes>five|ten|a quarter|quarter|twenty-five|twenty five|twenty|half)\s+"
                          r"(?P<way>past|to)\s+(?P<hour>" + "|".join(SPOKEN_HOURS) + r")(?:\s+o'clock)?"
                          r"|(?P<whole>" + "|".join(SPOKEN_HOURS) + r")\s+o'clock")
"""'ten past eight', 'a quarter to nine', 'nine o'clock': a time said in words."""


def _spoken_clock(text: str) -> int | None:
    """The minute of a time said in words, without a half of the day: the hours from 7 to 11 in
    the morning, from 12 to 6 in the afternoon (a day of shops, lessons and cafes)."""
    match = SPOKEN_CLOCK.fullmatch(text)
    if match is None:
        return None
    hour = SPOKEN_HOURS.index(match.group("hour") or match.group("whole")) + 1
    hour = hour + 12 if hour < 7 else hour
    if match.group("whole"):
        return hour * 60
    minutes = SPOKEN_MINUTES[match.group("minutes")]
    return hour * 60 + minutes if match.group("way") == "past" else hour * 60 - minutes


HALF_HOUR = rx.compile(r"\bhalf\s+(?=(?:" + "|".join(SPOKEN_HOURS) + r")\b)", re.IGNORECASE)
"""'half seven': half past seven, as British English says it."""
BARE_HOUR = rx.compile(r"(\bat\s|,\s|\sand\s|\bor\s)(" + "|".join(SPOKEN_HOURS) + r")(?=\s*(?:,|\band\b|\bor\b|$))",
                       re.IGNORECASE)
"""A bare hour among times said in words ('at seven, quarter past seven, half seven and eight')."""


def _spoken_times_said_whole(clause: str) -> str:
    """A list of times said in words, each as a clock writes it: 'half seven' is half past seven,
    a bare 'seven' seven o'clock, when the list holds a time said in words at all ('at seven,
    quarter past seven, half seven and eight': 7:00, 7:15, 7:30 and 8:00)."""
    said = HALF_HOUR.sub("half past ", clause)
    if len(SPOKEN_CLOCK.findall(said)) + len(BARE_HOUR.findall(said)) < 3 or not SPOKEN_CLOCK.search(said):
        return clause
    said = BARE_HOUR.sub(lambda m: f"{m.group(1)}{m.group(2)} o'clock", said)

    def digits(match: re.Match[str]) -> str:
        minutes = _spoken_clock(match.group(0).lower())
        return match.group(0) if minutes is None else f"{minutes // 60}:{minutes % 60:02d}"
    return SPOKEN_CLOCK.sub(digits, said)


@lru_cache(maxsize=8192)
def _clock(text: str) -> int | None:
    spoken = _spoken_clock(text.strip())
    if spoken is not None:
        return spoken
    match = rx.fullmatch(r"(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\.?|(\d{1,2}):(\d\d)|noon|midday|midnight", text.strip())
    if not match:
        return None
    if match.group(0) in ("noon", "midday"):
        return 12 * 60
    if match.group(0) == "midnight":
        return 0
    if match.group(4):
        return int(match.group(4)) * 60 + int(match.group(5))
    hour = int(match.group(1)) % 12 + (12 if match.group(3) == "p" else 0)
    return hour * 60 + int(match.group(2) or 0)


# =========================================================================== names
def category_name(head: str) -> str:
    """A short name for the category from its declaration's head ('Everyone plays a different
    sport' -> 'sport'; 'Favorite book genres' -> 'favorite book genres'; 'Prices (dollars)' ->
    'prices')."""
    head = rx.sub(r"\(.*?\)", " ", head).strip()
    match = rx.search(r"\b(?:different|unique|distinct|separate|own)\s+(?!(?:different|unique|distinct|separate)\b)"
                      r"(?:kind of |type of |brand of )?"
                      r"([\w' -]+)$", head, re.IGNORECASE)
    if match is None:  # 'And each keeps one animal': the animal
        match = rx.search(r"\b(?:each|every|everyone|everybody)\b.*?\b(?:one|a|an)\s+([\w' -]+)$", head, re.IGNORECASE)
    name = match.group(1) if match else rx.sub(r"^(?:and|but|also|then)\s+", "", head, flags=re.IGNORECASE)
    name = rx.sub(r"\b(?:each|every|everyone|everybody|person|people|has|have|a|an|the|of|is|are|in|one|"
                  r"their|his|her|its|our|my|your|possible|available)\b", " ", name, flags=re.IGNORECASE) \
        if not match else name
    name = " ".join(name.split()).strip(" -'").lower()
    return name if 0 < len(name) <= 40 else ""


QUANTITY = r"(?:kind|kinds|type|types|sort|sorts|number|brand|make|piece|style|variety|breed|colour|color|shade)"


LATER_WORDS = {"later", "earlier", "today", "tonight", "tomorrow", "yesterday", "again", "instead", "apiece",
               "each", "every", "too", "also", "this", "last", "next"}
"""Words of time or manner that end a noun phrase ('a different island later in the day')."""


def _noun_phrase(text: str) -> str:
    """The noun phrase that opens a text, up to a preposition or a verb ('role' of 'role on the
    day'; 'staff' of 'number of staff'; 'running shoe' of 'brand of running shoe'), which no comma
    crosses ('a different treat, priced it at': the treat)."""
    words = rx.findall(r"[\w'-]+", rx.split(r"[,;]", text)[0].lower())
    taken: list[str] = []
    for w in words:
        if (w in STOP and w != "of") or w in ("they", "that", "which", "who") or (taken and w in LATER_WORDS):
            break  # ('a different island later in the day': the island)
        if taken and taken[-1] != "of" and w != "of" and _after_the_noun(taken[-1], w):
            break  # ('a different instrument late at night': the instrument)
        taken.append(w)
    phrase = rx.sub(r"\s+of$", "", " ".join(taken))  # 'a different member of the team': member
    phrase = rx.sub(r"^(?:" + QUANTITY + r")\s+of\s+", "", phrase)
    if " of " in phrase:
        phrase = phrase.split(" of ")[0] if not rx.match(r"^(?:means|genre|make|piece)\b", phrase) else phrase
    return phrase.strip()


def _after_the_noun(noun: str, word: str) -> bool:
    """True for a word that is no noun after one that is ('instrument late'): the noun phrase
    ended at the noun."""
    from .lexical import _morph

    morph = _morph()
    return morph.available and bool(morph.lemmas(noun, "noun")) and not morph.lemmas(word, "noun") \
        and bool(morph.lemmas(word, "adv") or morph.lemmas(word, "adj"))


def _paren_name(lead: str) -> str:
    """The name of a list in parentheses: the noun after 'different' in its lead, else the noun
    just before the parenthesis ('Each album (' -> 'album'; 'the four finalists (' -> 'finalist')."""
    lead = lead.strip(" ,")
    dweller = LIVES_IN_EACH.search(lead)
    if dweller is not None:  # 'one person lives in each house (ana, ben, ...)': the people, not the houses
        return _singular(dweller.group(1).lower())
    lead = rx.sub(r"\s+(?:(?:running|going|lasting|stretching|starting)\s+)?from\s+\S+\s+(?:to|until|till)\s+\S+$", "",
                  lead, flags=re.IGNORECASE)  # 'six half-hour slots running from 9:00 to 11:30 (': the slots
    lead = rx.sub(r"\s+of\s+(?:its|their|his|her|one's)\s+own$", "", lead, flags=re.IGNORECASE)  # 'a door of its own'
    lead = rx.sub(r"\s+(?:every|each)\s+(?:morning|evening|night|day|week|weekend|month|year|summer|winter|time)$", "",
                  lead, flags=re.IGNORECASE)  # 'drinks a different smoothie every morning (': the smoothies
    rate = rx.search(r"\b([a-z]+)\s+(?:per|a|each|for\s+(?:a|an|each))\s+[a-z]+\s*$", lead.lower())
    if rate and rate.group(1) in MEASURING_VERBS:  # 'what each charged per cup (25, 35 or 50 cents)'
        return MEASURING_VERBS[rate.group(1)]
    counted = rx.search(r"\bhow\s+many\s+([a-z]+)\b", lead.lower())
    if counted and counted.group(1) not in STOP:  # 'how many cups each sold (14, 18 or 23)'
        return _singular(counted.group(1))
    distinct = list(rx.finditer(r"\b(?:different|distinct|unique|separate|own|one|favou?rite)\s+", lead, re.IGNORECASE))
    if distinct:
        phrase = _noun_phrase(lead[distinct[-1].end():])
        if phrase in ("kind", "type", "sort"):
            before = rx.findall(r"([a-z]+)(?:'s)?\s+(?:\w+\s+)?(?:is|are|was|were)\s+of\s+a\s*$",
                                lead[:distinct[-1].start()].lower())
            phrase = before[-1] if before else phrase
        if phrase:
            words = phrase.split()
            if "of" not in words and len(words) > 1 and words[0] in ("possible", "hot", "new", "main", "single",
                                                                     "favourite", "favorite", "same"):
                words = words[1:]
            return _singular_phrase(" ".join(words))
    if rx.search(r"\bsomewhere\s+(?:different|else)\b", lead, re.IGNORECASE):  # 'is going somewhere different ('
        return "destination" if rx.search(r"\b(?:going|heading|headed|bound|travell?ing|off)\b", lead,
                                          re.IGNORECASE) else "place"
    if rx.search(r"\bsomething\s+(?:different|else)\b", lead, re.IGNORECASE):  # ('listens to something different
        verb = rx.findall(r"([a-z]+)(?:\s+(?:to|on|in|with|for|at|about))?\s+something\s+(?:different|else)\b",
                          lead.lower())  # on the drive in (': what each listens to)
        return verb[-1] if verb else "thing"
    placed = rx.search(r"\s(?:on|in|at|of|from|along|near)\s+(?:the\s+)?(?:[A-Z][\w'-]*\s*)+$", lead)
    people = rx.findall(r"\b" + NUMBER_WORD + r"\s+(?:[a-z-]+\s+)?([a-z]+s|people|men|women|children)\b",
                        lead[:placed.start()], re.IGNORECASE) if placed else []  # ('Four people who grew up on
    # Alder Street -': the people)
    if people and _singular(people[-1]) not in STOP:  # 'Five neighbours on Orchard Close (': the neighbours
        return _singular(people[-1])
    counted = rx.match(r"\s*" + NUMBER_WORD + r"\s+(?:[a-z-]+\s+)?([a-z]+s|people|men|women|children)\s+"
                       r"(?:from|at|in|of|on)\s", lead, re.IGNORECASE)
    kinds_of_counted = noun_kinds(_singular(counted.group(1).lower()), 1) if counted else frozenset()
    if counted and ("person" in kinds_of_counted or not kinds_of_counted):  # ('coworkers', unknown to WordNet)
        return _singular(counted.group(1).lower())  # 'Five coworkers from the county records office (': the coworkers
    words = rx.findall(r"[A-Za-z][\w'-]*", lead)
    if not words:
        return ""
    last = words[-1].lower()
    if last in STOP or last in ("were", "are"):
        head = rx.search(r"\b(?:the|a|an|each|her|his|their)\s+([a-z]+)\s+of\b[^()]*?\s(?:that|which|who)\s[^()]*$",
                         lead, re.IGNORECASE)  # 'the share of her serves that landed in (': the share
        if head and head.group(1).lower() not in STOP and not _counted_subject(lead):
            return _singular(head.group(1).lower())
        return _counted_subject(lead)
    return _singular(last)


IN_A_ROW_ORDER = rx.compile(r"\b(?:in\s+that\s+order|in\s+order|side\s+by\s+side|in\s+a\s+row|from\s+one\s+end|"
                            r"left\s+to\s+right|along\s+(?:the|one|a)\s+\w+)\b", re.IGNORECASE)
"""Words that make a list of place numbers the order of the row ('rooms 101, 102, 103 and 104, side by
side along one corridor in that order')."""
SIDE_NAMES = {"left", "right", "middle", "centre", "center", "front", "back", "top", "bottom"}
"""Words that say where a place is, never its name ('Two houses, left and right')."""
LIVES_IN_EACH = rx.compile(r"\b(?:one|a|an|each|every)\s+(?:different\s+|single\s+)?"
                           r"(person|man|woman|family|friend|child|student|guest|"
                           r"tenant|resident|neighbou?r|owner)\s+(?:lives|live|sits|sit|stays|stay|is|sleeps)\s+"
                           r"(?:in|at|on)\s+(?:each|every)\s+[a-z]+\s*$", re.IGNORECASE)
"""A lead that puts one person in each place ('one person lives in each house ('): the list is the people."""


def _counted_subject(lead: str) -> str:
    """The counted noun that opens a lead ending in a verb or particle: 'Five clients are booked
    in (' -> 'client', 'The four finalists are (' -> 'finalist'; '' when there is none."""
    counted = rx.match(r"\s*(?:the\s+|all\s+)?" + NUMBER_WORD + r"\s+(?:[a-z-]+\s+)?([a-z]+s)\s+"
                       r"(?:are|were|have|had|will|all|each|who)\b", lead, re.IGNORECASE)
    if counted and _singular(counted.group(1).lower()) not in STOP:
        return _singular(counted.group(1).lower())
    return ""


GOING = rx.compile(r"\b(?:heading|headed|bound|destined|travell?ing|travell?ed|flying|flew|sailing|sailed|going|went|"
                   r"goes|go|moving|moved|off|driving|drove|ran|running|runs|commuting|commuted)\b", re.IGNORECASE)
"""Verbs of going somewhere: the places after them are destinations."""


def _clause_name(head: str, labels: list[str]) -> str:
    """The name of a list after a colon in a sentence ('... has a different hobby:' -> 'hobby';
    'Five cats live on Maple Close:' -> 'cat')."""
    same = rx.search(r"\bno\s+two\s+(?:of\s+)?[a-z]+\s+(?:are|were|have|had|share|(?:were|was|are)\s+[a-z]+ing)\s+"
                     r"(?:the\s+)?same\s+(?:[a-z]+\s+)?([a-z]+)\s*$", head, re.IGNORECASE)
    if same:  # 'no two lessons are the same length: ...', 'no two of them were paying the same nightly rate: ...'
        return same.group(1).lower()
    closing = rx.search(r"\b" + NUMBER_WORD + r"\s+(?:[a-z-]+\s+)?([a-z]+s)\s*$", head, re.IGNORECASE)
    if closing and _singular(closing.group(1).lower()) not in STOP:  # '... five homes (...) to five clients:'
        noun = _singular(closing.group(1).lower())
        return "name" if noun in ("person", "people") else noun
    distinct = list(rx.finditer(r"\b(?:different|distinct|unique|separate|own|one|favou?rite)\s+", head, re.IGNORECASE))
    for found in reversed(distinct):  # '... whose favourite fruit is one of:' -> 'fruit', not 'of'
        phrase = _noun_phrase(head[found.end():])
        if phrase in ("kind", "type", "sort") or phrase in STOP or _function_word(phrase):
            continue
        if phrase:
            return _singular_phrase(phrase)
    if rx.search(r"\bsomewhere\s+(?:different|else)\s*$", head, re.IGNORECASE):
        # 'each was heading somewhere different: Inverness, ...': where they went, not who
        return "destination" if GOING.search(head) else "place"
    if distinct:
        verb = rx.findall(r"([a-z]+)\s+something\s+(?:different|else)", head.lower())
        if verb:
            return verb[-1]
    subject = rx.match(r"^\s*(?:(?:the|these|our|all|its|their)\s+)?(?:" + NUMBER_WORD + r"\s+)?"
                       r"((?:[a-z][\w-]*\s+){0,2}?)([a-z]+)\b", head, re.IGNORECASE)
    if subject and (subject.group(2).lower().endswith("s") or subject.group(2).lower() in IRREGULAR):
        noun = _singular(subject.group(2).lower())
        if subject.group(2).lower() in PEOPLE_NOUNS and _kind_name(labels) in ("date", "month", "day", "time", "year"):
            return _kind_name(labels)  # 'Three friends have birthdays in June: June 3, ...': dates, not friends
        if noun not in STOP:
            return "name" if noun in ("person", "people") else noun
    counted = rx.findall(r"\b" + NUMBER_WORD + r"\s+(?:[a-z-]+\s+){0,2}?([a-z]+)\b", head, re.IGNORECASE)
    for noun in counted:
        if noun.lower() not in MEASURE_NOUNS:
            noun = _singular(noun.lower())
            return "name" if noun in ("person",) else noun
    held = rx.search(r"\b(?:held|had|has|have|with|its|their|his|her)\s+(?:exactly\s+)?(?:(?:one|a|an|own)\s+)?"
                     r"([a-z]+)\s*$", head, re.IGNORECASE)
    if held:
        return _singular(held.group(1).lower())
    return _kind_name(labels)


def _lead_name(lead: str, labels: list[str]) -> str:
    """The name of a list woven into prose, from the words before it: a noun after 'different',
    'scores of', else the kind of its values, else the verb before it."""
    lead = lead.split("\x01")[-1].strip(" ,")  # ('a different member (...) and starting at 9:30 am, ...': times)
    lead = rx.sub(r"\bturn(?:ed|s)?\s+out(?:\s+to\s+be)?\s*$", "", lead, flags=re.IGNORECASE)  # ('turned out to
    # be 120 cm, ... tall': no age turned)
    kind_of_name = rx.search(r"\b(sur|last|family|first|given|christian|maiden|nick)\s*names?\b[^,;:]*$", lead,
                             re.IGNORECASE)
    if kind_of_name and all(_kind(label) == "cap" for label in labels):  # 'whose surnames, in no particular
        return {"first": "first name", "given": "first name", "christian": "first name",  # order, are ...'
                "nick": "nickname", "maiden": "maiden name"}.get(kind_of_name.group(1).lower(), "surname")
    if rx.search(r"\b(?:awarded|gave|given|scored|earned|won|got)\s+(?:them|each|him|her)?\s*$", lead, re.IGNORECASE) \
            and all(rx.fullmatch(r"\d+\s+points?", label) for label in labels):
        return "score"  # 'the judges awarded them 15, 17, ... and 23 points'
    if all(rx.match(r"[$\u00a3\u20ac]\s?\d", label) for label in labels) \
            and rx.search(r"\b(?:for|at)\s*$", lead, re.IGNORECASE):
        return "price"  # 'sold one item each at the car boot sale, for £5, £10, ...': what each went for
    measured = rx.search(r"\b([a-z]+)\s+(?:(?:it|them|theirs?|each)\s+)?(?:at|to|for)?\s*$", lead.lower())
    if measured and measured.group(1) in MEASURING_VERBS and all(_kind(label) == "num" for label in labels):
        return MEASURING_VERBS[measured.group(1)]  # 'a different treat, priced it at $2, $3 ...': prices
    called = rx.search(r"\b([a-z]+)\s+(?:are|were)\s+(?:called|named)\s*$", lead, re.IGNORECASE)
    subject = rx.search(r"(?:^|\b(?:the|these|our|their|its|[a-z]+'s)\s+)([a-z]+s)\s+(?:are|were)\s*$", lead,
                        re.IGNORECASE)
    if subject and subject.group(1).lower() not in STOP and subject.group(1).lower() not in PEOPLE_NOUNS \
            and not subject.group(1).lower().endswith("names") and not _kind_name(labels) \
            and not any(_kind(label) == "num" for label in labels):  # 'This month's books were Beloved, Dune':
        # the books
        return _singular(subject.group(1).lower())
    if called and called.group(1).lower() not in STOP:  # 'the dogs are called Biscuit, ...'
        return _singular(called.group(1).lower())
    if rx.search(r"\b(?:answers?\s+(?:only\s+)?to|known\s+as|nicknamed|go(?:es)?\s+by)\s*$", lead, re.IGNORECASE) \
            and all(label[:1].isupper() for label in labels):
        return "nickname"  # 'Fergus, Gwen, ... answer only to Lucky, Sparky, ...'
    relative = rx.search(r"\bthe\s+([a-z]+s)\s+(?:who|that|which)\b[^,;]*\b(?:are|were)\s*$", lead, re.IGNORECASE)
    if relative and relative.group(1).lower() not in STOP:  # 'the numbers who turned up were 12, 16, ...'
        return _singular(relative.group(1).lower())
    last_part = rx.split(r"[,\s]\s*(?:and\s+)?(?=" + NUMBER_WORD + r"\s+[a-z]+s\b)", lead)[-1]  # '... five scores of'
    distinct = list(rx.finditer(r"\b(?:different|distinct|unique|separate|own|favou?rite)\s+", last_part,
                                re.IGNORECASE))
    if distinct:
        phrase = _noun_phrase(last_part[distinct[-1].end():])
        if phrase:
            return _singular_phrase(phrase)
    of = rx.search(r"\b([a-z]+)\s+of\s*$", lead, re.IGNORECASE)
    if of and of.group(1).lower() not in STOP:
        return _singular(of.group(1).lower())
    kind = _kind_name(labels)
    if kind == "place" and rx.search(r"\b(?:on|celebrate|celebrates|born)(?:\s+the)?\s*$|"
                                     r"\b(?:month|birthdays?|dates?|" + "|".join(MONTHS) + r")\b", lead,
                                     re.IGNORECASE):
        return "date"  # 'all celebrate this month, on the 3rd, 9th, 17th and 28th': days of the month
    if kind:
        return kind
    words = [w for w in rx.findall(r"[a-z][\w'-]*", lead.lower()) if w not in STOP]
    if words and words[-1] in MEASURING_VERBS and all(_kind(label) == "num" for label in labels):
        # ('On charge were a Leaf, a Zoe, ...': cars, not prices)
        return MEASURING_VERBS[words[-1]]
    if words and all(rx.match(r"[$\u00a3\u20ac]\s?\d", label) for label in labels) and _verb_form(words[-1]):
        return "price"  # 'Their shares of the bill came to $9.25, $11.50, ...': amounts paid
    if rx.search(r"\bthere\s+(?:is|are|was|were)\s*$", lead, re.IGNORECASE):
        heads = Counter(label.split()[-1].lower() for label in labels)
        head, count = heads.most_common(1)[0]
        return head if count >= 2 else "item"
    numbered = rx.search(r"\b([a-z]+)\s+(?:(?:are|is|were|was|been|being|be)\s+)?(?:all\s+)?numbered\s*$",
                         lead.lower())  # 'shirts numbered 7, 9', 'the houses are numbered 2, 4
    if numbered:  # 'shirts numbered 7, 9 and 11'
        return _singular(numbered.group(1))
    if rx.search(GOING.pattern + r"\s+(?:for|to)\s*$", lead, re.IGNORECASE):
        return "destination"  # 'trains heading for Bristol, Carlisle ...': places, not the passengers
    the_plural = rx.search(r"\bthe\s+([a-z]+s)\s*$", lead, re.IGNORECASE)
    plural = the_plural.group(1).lower() if the_plural else ""
    if plural and plural not in STOP and lexical.is_noun(_singular(plural)):
        return _singular(plural)  # 'one on each of the channels Mercury, Orbit, ...'
    nouns = [w for w in words if w.endswith("s") and w in PEOPLE_NOUNS]
    if all(_kind(label) == "cap" for label in labels):
        if nouns:
            return _singular(nouns[-1])
        counted = rx.findall(r"\b" + NUMBER_WORD + r"\s+(?:[a-z-]+\s+){0,2}?([a-z]+s)\b", lead, re.IGNORECASE)
        if counted:
            return _singular(counted[-1].lower())
        # 'They drive a Ford, a Fiat and a Kia': an object after a subject and its verb
        verb = rx.search(r"\b(?:they|he|she|we|it|each|everyone|everybody|every\s+\w+|the\s+\w+)\s+"
                         r"(?:[a-z]+\s+){0,2}?([a-z]+)\s*(?:(?:a|an|the|from|to|in|at|by|with|for)\s*)?$", lead.lower())
        if verb and verb.group(1) not in STOP:
            return verb.group(1)
        if words and lead.lower().rstrip().endswith(words[-1]) and _verb_form(words[-1]):
            return words[-1]  # '... Mia, Nell and Ola visited Paris, Rome and Oslo'
        return "name"
    if (words and words[-1] in ADVERB_NOUNS) or rx.search(r"\b(?:up|out|away|off)\s+with\s*$", lead, re.IGNORECASE):
        return "item"  # 'they came home with a jar of honey, ...', 'we ended up with a curry, ...': the things
    if words:
        return words[-1]
    return _wordnet_kind(labels) or "category"  # 'They keep a cat, a dog and a hen': animals


ADVERB_NOUNS = frozenset({"home", "back", "away", "out", "up", "down", "off", "together", "there", "here"})
"""Words after a verb of going that say where, not what ('came home with', 'went away with')."""


def _wordnet_kind(labels: list[str]) -> str:
    """The everyday name of the kind WordNet puts all the labels under ('animal', 'language';
    'job' for people named by their work), or ''."""
    from .unlisted import kind_of
    name = kind_of(labels)
    if name == "person":
        return "job" if all(label.islower() for label in labels) else ""
    return {"natural language": "language"}.get(name, name)


def _kind_name(labels: list[str]) -> str:
    """A name from what the values are: months, weekdays, times, years, ages, colours, places."""
    lower = [label.lower() for label in labels]
    if not labels:
        return ""
    if all(l in MONTHS or (l[:3] in [m[:3] for m in MONTHS] and len(l) <= 4) for l in lower):
        return "month"
    if all(l in WEEKDAYS for l in lower):
        return "day"
    if all(_date(l) is not None for l in lower):
        return "date"  # 'June 3, June 10 and June 17'
    if all(_clock(l) is not None for l in lower):
        return "time"
    if all(rx.fullmatch(r"1[5-9]\d\d|20\d\d", l) for l in lower):
        return "year"
    if all(rx.search(r"\b(?:years?|months?|weeks?)\s+old\b", l) for l in lower[-1:]) \
            and all(rx.match(r"\d", l) for l in lower):
        return "age"
    if all(rx.fullmatch(r"\d+(?:st|nd|rd|th)", l) for l in lower):
        places = sorted(int(l[:-2]) for l in lower) == list(range(1, len(lower) + 1))
        return "place" if places or max(int(l[:-2]) for l in lower) > 31 else "date"  # ('the 3rd, 10th, 17th
        # and 24th' of four hosts: days of a month, no places of a race)
    if all(l in COLOURS for l in lower):
        return "colour"
    if all(l.rstrip(".") in ("mr", "mrs", "ms", "miss", "dr", "prof", "sir", "lady", "lord", "dame", "rev", "mx")
           for l in lower):
        return "title"  # 'there is one Dr, one Miss, one Mr and one Mrs'
    if all(_is_place(label) for label in labels):
        return "country"
    if all(_is_place(label, demonym=True) for label in labels):
        return "nationality"
    return ""


def _is_place(label: str, demonym: bool = False) -> bool:
    """A country or place name in the lexicon's demonym table ('Peru', 'Denmark'), or with
    ``demonym`` one of its people ('Dane', 'Peruvian', 'Welshman')."""
    try:
        from .lexical import _norm, _places

        places = _places()
    except (ImportError, AttributeError):  # the lexicon is an aid, never a requirement
        return False
    word = _norm(label)
    forms = (lambda key: places.rows[key][1] + places.rows[key][2]) if demonym else (lambda key: places.rows[key][0])
    return any(word in forms(key) for key in places.by_word.get(word, ()))


def _cue(lead: str) -> str:
    """The words of a declaration that say which category a mention is of (its verb and noun)."""
    lead = rx.sub(r"\bper\s+[a-z]+\s*$", "", lead)  # 'charged per cup': a rate's unit names no category
    words = [w for w in rx.findall(r"[A-Za-z][\w'-]*", lead) if w.lower() not in STOP]
    words = [w for k, w in enumerate(words) if w.lower() not in {v.lower() for v in words[k + 1:]}]
    return " ".join(words[-6:])


@lru_cache(maxsize=8192)
def _singular(word: str) -> str:
    word = word.strip().lower()
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(("ves", "ies")) and word.isalpha():  # 'wives': wife, 'shelves': shelf, 'movies': movie
        found = lexical.singular_in_ves(word)
        if found is not None:
            return found
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if rx.search(r"(?:ss|sh|ch|x|z)es$", word):  # ('prizes': prize, never 'priz'; 'boxes': box)
        return word[:-1] if word.isalpha() and lexical.is_noun(word[:-1]) and not lexical.is_noun(word[:-2]) \
            else word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 2:
        return word[:-1]
    return word


def _singular_phrase(phrase: str) -> str:
    words = phrase.split()
    if not words:
        return phrase
    if "of" in words:
        return phrase
    return " ".join(words[:-1] + [_singular(words[-1])])


def _spread_range(item: _Found, size: int) -> None:
    """A range without a step ('from 1990 to 2010') spread evenly over the size."""
    assert item.span is not None, "only a range without a step is spread"
    start, end, prefix = item.span
    step = (end - start) / (size - 1) if size > 1 else 0
    if step > 0 and float(step).is_integer():
        labels = [f"{prefix}{_format_number(start + k * int(step), False)}" for k in range(size)]
        name, cue = item.declared.name, item.declared.cue
        item.declared = _declared(name, labels, "", cue=cue)
        item.declared.name = name
        item.span = None


def _resplit(item: _Found, size: int) -> None:
    """A list split into too many or too few pieces by 'and' inside a value, split again as
    written with the puzzle's size in mind."""
    if not item.raw:
        return
    labels = split_list(item.raw, size)
    if len(labels) == size and labels != item.declared.labels:
        old = item.declared
        item.declared = _declared(old.name, labels, "", cue=old.cue)
        item.declared.name, item.declared.line = old.name, old.line


# =========================================================================== tables
TABLE_HEADS = {"category", "categories", "attribute", "attributes", "type", "feature", "property", "field",
               "kind", "group"}


COLUMN_GAP = rx.compile(r"\s{2,}|\t")


def _text_tables(units: list[Unit]) -> list[tuple[list[int], list[list[str]]]]:
    """Tables laid out in plain text, columns apart by two spaces or more, under a header of
    words ('OWNER     CAR     YEAR'): the lines of each and their cells."""
    cells = [COLUMN_GAP.split(u.text.strip()) if u.number is None and not u.item else [] for u in units]
    tables = []
    i = 0
    while i < len(units):
        width = len(cells[i])
        j = i + 1
        while j < len(units) and width >= 2 and len(cells[j]) == width \
                and units[j].line - units[j - 1].line <= (2 if j == i + 1 else 1):  # (a rule under the header)
            j += 1
        header = cells[i]
        if j - i >= 3 and all(rx.fullmatch(r"[A-Za-z][A-Za-z' -]*", h) for h in header) \
                and all(len(c.split()) <= 4 for row in cells[i:j] for c in row):
            tables.append((list(range(i, j)), cells[i:j]))
            i = j
            continue
        i += 1
    return tables


ACROSS_THE_GRID = "across the top of a grid"
"""The cue of a category a grid to fill in lists across its top, under no name."""


def _bar_cells(text: str) -> list[str]:
    """The cells of a line parted by bars; a bar at either end opens or closes the line."""
    return [c.strip() for c in text.strip().strip("|").split("|")]


def _values_across(header: list[str], line: int) -> Declared | None:
    """The category a grid to fill in lists across its top, when its corner is empty
    ('   | Animal Rescue | Food Bank | Hospice'): values, not the names of categories."""
    labels = [_tidy_label(c) for c in header[1:]]
    if header[0] or len(labels) < 2 or not all(labels) or not all(_plausible_label(c) for c in labels):
        return None
    declared = _declared("", labels, "")
    declared.line, declared.cue = line, ACROSS_THE_GRID
    return declared


def _a_category_a_row(rows: list[list[str]]) -> bool:
    """True for a table whose every row is a category: a name, then values all of one kind (names,
    numbers or words), while some column mixes kinds ('Names | Emeric | Kofi' over 'Born | 1968 |
    1975'), however many more rows than columns it has."""
    if len(rows) < 3 or len({len(r) for r in rows}) != 1 or len(rows[0]) < 3 \
            or not all(rx.fullmatch(r"[A-Za-z][A-Za-z '-]{1,30}:?", r[0].strip()) for r in rows):
        return False
    if not all(len({_kind(c) for c in r[1:] if c.strip()}) == 1 for r in rows):
        return False
    return any(len({_kind(r[j]) for r in rows[1:] if r[j].strip()}) > 1 for j in range(1, len(rows[0])))
    # (below a header of words, a table of a category a column keeps one kind down each column)


def _tables(units: list[Unit], found: list[_Found]) -> set[int]:
    """Markdown tables: one category per row ('| Category | Options |') or per column (the
    header row names the categories); a column numbering the positions is no category. Tables
    in plain text with a header of words: one category per column."""
    rows = [i for i, u in enumerate(units) if u.text.count("|") >= 2]
    used: set[int] = set()
    for lines, table in _text_tables(units):
        header, body = table[0], table[1:]
        if _a_category_a_row(table):  # 'Names | Emeric | Kofi | ...' over 'Born | 1968 | 1975 | ...'
            for row in table:
                declared = _declared(row[0].strip().rstrip(":"), [_tidy_label(v) or v for v in row[1:]], "")
                declared.line = units[lines[0]].line
                found.append(_Found(declared, lines[0], 3, _singular(row[0].strip().rstrip(":").lower())))
            used.update(lines)
            continue
        for column, name in enumerate(header):
            if all(rx.fullmatch(r"[?_.\-\s]*", r[column]) for r in body):
                continue  # 'Bea | ? | ? | ?': a column to fill in, declared elsewhere
            labels = [_tidy_label(r[column]) or r[column] for r in body]
            declared = _declared(name.lower(), labels, "")
            declared.line = units[lines[0]].line
            numbering = _singular(name.lower()) in ROW_NOUNS | {"#", "no", "no.", "number"} and labels == [
                str(k) for k in range(1, len(labels) + 1)]
            found.append(_Found(declared, lines[0], 3, _singular(name.lower()), positions=numbering))
        used.update(lines)
    groups: list[list[int]] = []
    for i in rows:
        if groups and i == groups[-1][-1] + 1:
            groups[-1].append(i)
        else:
            groups.append([i])
    for group in groups:
        if len(group) < 2 or all(rx.match(r"^\s*[A-Za-z][\w '-]{0,30}:\s*\S", units[i].text) for i in group):
            continue  # 'Job: pilot | baker | florist': a list per line, its values parted by bars
        cells = [_bar_cells(units[i].text) for i in group]
        if units[group[0]].text.startswith("|") and not any(units[i].text.startswith("|") for i in group[1:]):
            cells[0] = ["", *cells[0]]  # the header alone opens with a bar: its first cell is the empty corner
        cells = [r for r in cells if not all(set(c) <= set("-: ") for c in r)]
        header, body = cells[0], cells[1:]
        if not body:
            continue
        body = [r + [""] * (len(header) - len(r)) if len(r) < len(header) and not any(r[1:]) else r
                for r in body]  # 'Top     |      |     |': blanks to fill in, the last one cut by its bar
        line = units[group[0]].line
        across = len(header) - 1 > len(body) + 1 and all(len(r) == len(header) for r in body) \
            and all(rx.fullmatch(r"[A-Za-z][A-Za-z '-]{1,30}", r[0].strip()) for r in [header, *body])
        # ('| Guests | Mr. Ashby | Mrs. Brandt | ... |' over '| Rooms | 104 | 117 | ... |': a category a row)
        across = across or _a_category_a_row([header, *body])
        generic = not header[0].strip() and len(header) > 2 and all(
            rx.fullmatch(r"(?:option|value|choice|item|column|col|#)?\s*(?:\d+|[A-Z])", h.strip(), re.IGNORECASE)
            for h in header[1:])  # '|   | option 1 | option 2 |' over '| Name | Aisha | Bruno |': a category a row
        if generic and all(len(r) == len(header) for r in body):
            for row in body:
                declared = _declared(row[0].strip().rstrip(":"), [_tidy_label(v) or v for v in row[1:]], "")
                declared.line = line
                found.append(_Found(declared, group[0], 3, _singular(row[0].strip().rstrip(":").lower())))
            used.update(group)
            continue
        if header[0].lower() in TABLE_HEADS or across \
                or (len(header) == 2 and all(len(r) == 2 and ("," in r[1]) for r in body)):
            listed = (len(header) == 2 and "," in header[1] and header[0].lower() not in TABLE_HEADS) or across
            for row in [header, *body] if listed else body:  # ('| Bidders | Mr Hale, ... |' over the line: a row too)
                values = [c for c in row[1:] if c]
                labels = split_list(values[0], None) if len(values) == 1 else [_tidy_label(v) for v in values]
                if len(labels) >= 2:
                    name = row[0].strip().rstrip(":")  # ('Salary: | $47,000 | ...')
                    declared = _declared(name, labels, "")
                    declared.line = line
                    found.append(_Found(declared, group[0], 3, _singular(name.lower()),
                                        raw=values[0] if len(values) == 1 else ""))  # ('fish and chips')
            used.update(group)
            continue
        if any(len(r) != len(header) for r in body):
            continue
        if all(not c for r in body for c in r[1:]):  # an empty grid to fill in: '| Student |   |   |'
            labels = [r[0].strip() for r in body if r and r[0].strip()]
            corner = _values_across(header, line)
            if corner is not None:  # '   | Animal Rescue | Food Bank | ...' over 'Colm |  |  |': the
                found.append(_Found(corner, group[0], 1, corner.name))  # charities across the top
                header = ["name", *header[1:]]
            if len(labels) == len(body) >= 2 and all(_plausible_label(label) for label in labels) \
                    and _singular(header[0].lower()) not in ROW_NOUNS | {"#", "no", "no.", "number", "position"}:
                declared = _declared(header[0], labels, "")  # its first column may list a category of its own
                declared.line = line  # ('Time | Patient | ...' over '8:30am | | |', the times given nowhere else)
                found.append(_Found(declared, group[0], 1, _singular(header[0].lower())))
            used.update(group)
            continue
        if _singular(header[0].lower()) in ROW_NOUNS and header[1:] == [str(k) for k in range(1, len(header))]:
            for row in body:  # '| Room | 1 | 2 | 3 |' over a row per category, its values in place order
                declared = _declared(row[0], [_tidy_label(v) or v for v in row[1:]], "", ordered=True)
                declared.line = line
                found.append(_Found(declared, group[0], 3, _singular(row[0].lower())))
            used.update(group)
            continue
        for column, name in enumerate(header):
            if all(rx.fullmatch(r"[?_.\-\s]*", r[column]) for r in body):
                continue  # 'Bea | ? | ? | ?': a column to fill in, declared elsewhere
            labels = [r[column] for r in body if r[column]]
            numbering = _singular(name.lower()) in ROW_NOUNS | {"#", "no", "no.", "number"} and labels == [
                str(k) for k in range(1, len(labels) + 1)]
            declared = _declared(name, [_tidy_label(l) or l for l in labels], "")
            declared.line = line
            found.append(_Found(declared, group[0], 3, _singular(name.lower()), positions=numbering))
        used.update(group)
    return used
