"""Reading a whole text: segments, declarations, mentions, meanings, the judge, the questions.

``read(text, source)`` returns a ``Reading``: the puzzle, the sentences it ignored and why, the
readings it chose where a sentence allowed several, and whether it is sure of its reading.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise

from ...clues import (All, Apart, At, AtEnd, Before, Between, Clue, Compare, Cycles, Either, Not, NotApart, NotAt,
                      Offset, Relation)
from . import rx
from .errors import EnglishError
from ...model import Category, Puzzle, PuzzleError, Question, Ref, normalize
from ...notation import format_clue
from ...solve import solutions
from .compare import MONEY, SUPERLATIVES, UNIT_MEASURES, Scale, extreme, superlative
from .declarations import (COLOURS, MONTHS, POSITION_NOUNS, ROW_NOUNS, ROW_RELATION, Declared, Setup, calendar_marks,
                           calendar_measure, clock_minutes, read_setup)
from .guesses import guessed_mention, person_noun
from .judge import Open, judge
from .meaning import CUES, IN_A_ROW, NOT_HOLDING, STRUCTURAL, Builder, Interpreter, conjoin, skeleton, verb_like
from .meaning import Reading as Meaning
from .mentions import LOOSE, Lexicon, Mention, MentionFinder, Word, is_kin, category_cues, keys, singular
from .genders import gender_clues, genders_said_outright
from .mentions import words as words_of
from .questions import (
    AUXILIARY,
    EMBEDDED,
    GRID,
    MONEY_WORDS,
    people_names,
    is_question,
    people_category,
    names_people,
    person_category,
    question_body,
    read_question,
)
from .pronouns import GENDERED, of_the_subject, stated_genders, with_pronouns
from .stories import asked_by_elimination, taught_by_verbs, with_agents
from .segment import Unit, units
from .speech import FIRST_PERSON
from ...english.words import number_value, ordinal_value
from .lexical import (agent_noun, inflected_verb, is_noun, mostly_noun, noun_ancestors, noun_kinds, place_key,
                      plural_noun)
from .unlisted import owners_and_named, unlisted_kinds, unlisted_names, written_as_someone


@dataclass(frozen=True)
class Ignored:
    """A sentence that constrains nothing in the puzzle, and why."""

    label: str
    text: str
    reason: str


@dataclass(frozen=True)
class Chosen:
    """A sentence that allowed several readings, and the one the solver chose."""

    label: str
    text: str
    reading: str


@dataclass
class Reading:
    """What the reader made of a text."""

    puzzle: Puzzle
    ignored: list[Ignored] = field(default_factory=list)
    chosen: list[Chosen] = field(default_factory=list)
    unsure: list[Ignored] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    solutions: int = 0
    certain: bool = True
    answers_certain: bool = False
    inferred: list[str] = field(default_factory=list)
    """The categories found in the clues because no list gives them (name and values)."""


TIME_COMPARATIVES = {"later", "earlier", "sooner"}
"""Words that compare times: in a row whose places are not times, no comparison of places."""
IN_LINE = {"queue", "line", "row", "order", "place", "places", "position", "positions", "seat", "seats"}
"""Words that make 'later' a place in the row ('later in the queue than the cat owner')."""


def _names_of_a_lowercase_text(text: str) -> str:
    """A text written all in lower case ('jon, kai and lia each use one of them') with the words
    no dictionary knows written as names ('Jon, Kai and Lia'): a chat or a generator that never
    capitalises still names its people. Other texts as they are."""
    words = rx.findall(r"[A-Za-z][a-z'-]*", text)
    if len(words) < 20 or sum(w[:1].isupper() for w in words) > len(words) // 50:
        return text
    from . import lexical

    from .declarations import STOP

    unknown = {w for w in words if len(w) >= 3 and w.isalpha() and w not in STOP and not lexical._is_word(w)
               and not lexical._morph().lemmas(w)}
    if not unknown:
        return text
    return rx.sub(r"\b(" + "|".join(sorted(unknown, key=len, reverse=True)) + r")\b",
                  lambda m: m.group(1).capitalize(), text)


CHAT_SPELLINGS = {"n": "and", "diff": "different", "u": "you", "b4": "before", "ppl": "people", "bc": "because",
                  "cuz": "because", "tho": "though", "w/": "with", "w/o": "without", "thru": "through"}
"""Words of a chat as written out in full ('tia n sam', 'a diff drink')."""
CHAT_NEGATIONS = rx.compile(r"\b(was|is|were|are|did|does|do|has|have|had|could|would|should)nt\b")
"""'wasnt', 'didnt': a chat's negations without their apostrophe."""
SPEAKER = rx.compile(r"\b(?:me|myself)\s*\(\s*([a-z]+)\s*\)|\b([a-z]+)\s*\(\s*(?:me|that'?s\s+me|this\s+is\s+me)\s*\)",
                     re.IGNORECASE)
"""'me (jess)', 'jess (that's me)': the writer, who says 'i' and 'me' in the clues."""


NARRATOR = rx.compile(r"\b(?:I'm|I\s+am|[Mm]y\s+name\s+is|[Mm]y\s+name's|[Cc]all\s+me)\s+(?P<name>[A-Z][a-z]+)\b"
                      r"(?=\s*(?:,\s*by\s+the\s+way|,\s*for\s+the\s+record|[.;,)!]|\s+by\s+the\s+way))")
"""A teller who gives their name ('I'm Clara, by the way', 'My name is Frank.'): one of the people."""


def _told_by_a_narrator(text: str) -> str:
    """A story told by one of its people, who gives their name ('I'm Hugo, by the way'), with the
    teller's 'I', 'me' and 'my' outside quotes said by that name ('Piotr is younger than me': 'than
    Hugo'); quotes keep theirs, which their speakers say. Other texts as they are."""
    named = NARRATOR.search(text)
    if named is None:
        return text
    name = named.group("name")
    parts = text.split('"')
    for k in range(0, len(parts), 2):  # (the parts outside quotes)
        for pattern, replacement in FIRST_PERSON:
            parts[k] = pattern.sub(replacement.format(name), parts[k])
    return '"'.join(parts)


def _a_chat(text: str) -> str:
    """A puzzle written as a chat, all in lower case ('me (jess), mo, tia n sam were in the queue ...
    i was directly behind sam'), in plain words: chat spellings written out, the people of the
    list that names the writer written as names, and 'i', 'me' and 'my' as the writer's name.
    Other texts as they are."""
    words = rx.findall(r"[A-Za-z][a-z'-]*", text)
    if len(words) < 20 or sum(w[:1].isupper() and w != "I" for w in words) > len(words) // 50:
        return text
    spelled = "|".join(re.escape(k) for k in sorted(CHAT_SPELLINGS, key=len, reverse=True))
    text = rx.sub(r"(?<![\w/])(" + spelled + r")(?![\w/])", lambda m: CHAT_SPELLINGS[m.group(1).lower()], text)
    text = CHAT_NEGATIONS.sub(lambda m: f"{m.group(1)}n't", text)
    speaker = SPEAKER.search(text)
    if speaker is None:
        return text
    name = (speaker.group(1) or speaker.group(2)).lower()
    text = text[:speaker.start()] + name + text[speaker.end():]
    listed = next((m for m in rx.finditer(r"\b(?:[a-z]+,\s*)+[a-z]+,?\s+(?:and|&)\s+[a-z]+\b", text)
                   if name in rx.findall(r"[a-z]+", m.group(0))), None)
    people = [w for w in rx.findall(r"[a-z]+", listed.group(0)) if w != "and"] if listed else [name]
    for person in people:
        text = rx.sub(rf"\b{person}\b", person.capitalize(), text)
    written = name.capitalize()
    text = rx.sub(r"\b[iI]'m\b", f"{written} is", text)
    text = rx.sub(r"\b[iI]\b(?!')", written, text)
    text = rx.sub(r"\bme\b", written, text)
    return rx.sub(r"\bmy\b", f"{written}'s", text)


SLOTS_FROM = rx.compile(r"\b(?P<step>half-hour|half\s+hour|quarter-hour|hour-long|one-hour|hourly|hour|"
                        r"\d+-minute|\d+\s+minute)\s+(?:slots|sessions|intervals|periods|blocks|appointments)\s*,?\s*"
                        r"(?:starting|beginning|from)\s+(?:at\s+)?(?P<hour>\d{1,2})(?::(?P<minute>\d\d))?\s*"
                        r"(?P<half>[ap]m)?\b", re.IGNORECASE)
"""'in half-hour slots starting at 9:00': times a step apart from a first one, as many as the things."""
CLOCK_TOKEN = r"\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?"
CLOCK_SPAN = rx.compile(r"\b(?:from|between)\s+(?P<a>" + CLOCK_TOKEN + r")\s+(?:to|and|until|till|-|\u2013)\s+(?P<b>"
                        + CLOCK_TOKEN + r")\s*,?\s*(?:(?:with\s+)?(?:one|a\s+[a-z]+|each)\s+)?(?:(?:every|each)\s+"
                        r"(?P<every>half\s+hour|half-hour|quarter\s+(?:of\s+an\s+)?hour|quarter-hour|hour|(?:\d+|five|ten|fifteen|twenty|thirty|forty)\s+minutes)"
                        r"|(?:at|in)\s+(?P<steps>half-hour|quarter-hour|hourly|hour-long|\d+-minute)\s+(?:intervals|steps|"
                        r"increments|slots))\b", re.IGNORECASE)
"""'between 7:30am and 9:00am, one every half hour', 'from 9am to 11am at half-hour intervals'."""
STEP_THEN_CLOCK_SPAN = rx.compile(r"\b(?:(?:every|each)\s+(?P<every>half\s+hour|half-hour|"
                                  r"quarter\s+(?:of\s+an\s+)?hour|quarter-hour|hour|(?:\d+|five|ten|fifteen|twenty|thirty|forty)\s+minutes)|(?:at|in)\s+(?P<steps>half-hour|quarter-hour|hourly|"
                                  r"\d+-minute)\s+(?:intervals|steps|increments|slots))\s*,?\s+(?:from|between)\s+(?P<a>"
                                  + CLOCK_TOKEN + r")\s+(?:to|and|until|till|-|\u2013)\s+(?P<b>" + CLOCK_TOKEN + r")\b",
                                  re.IGNORECASE)
"""'appointments every half hour from 9:00am to 11:00am': the step said first."""
COUNTED_THINGS = rx.compile(r"\b(?P<count>two|three|four|five|six|seven|eight|nine|ten|[2-9])\s+(?:[a-z-]+\s+)?"
                            r"[a-z]+s\b", re.IGNORECASE)


def _slots_spelled_out(text: str) -> str:
    """The text with slots said by a step and a first time ('Five talks run one after another, in
    half-hour slots starting at 9:00') written out ('in half-hour slots at 9:00, 9:30, 10:00, 10:30
    and 11:00'), the count being the one the same sentence says."""

    text = STEP_THEN_CLOCK_SPAN.sub(_clock_span_written_out, CLOCK_SPAN.sub(_clock_span_written_out, text))
    for sentence in rx.split(r"(?<=[.!?])\s+", text):
        slots = SLOTS_FROM.search(sentence)
        counted = COUNTED_THINGS.search(sentence)
        if slots is None or counted is None:
            continue
        count = number_value(counted.group("count").lower()) if not counted.group("count").isdigit() \
            else int(counted.group("count"))
        step_word = slots.group("step").lower()
        step = 30 if "half" in step_word else 15 if "quarter" in step_word else 60 if "hour" in step_word \
            else int(step_word.split("-")[0].split()[0])
        start = int(slots.group("hour")) * 60 + int(slots.group("minute") or 0)
        half = (slots.group("half") or "").lower()
        if half == "pm" and start < 12 * 60:
            start += 12 * 60
        if not count or not 2 <= count <= 12 or start + step * (count - 1) >= 24 * 60:
            continue
        times = [_clock_label(start + step * k, bool(half)) for k in range(count)]
        written = f"{slots.group('step')} slots at {', '.join(times[:-1])} and {times[-1]}"
        text = text.replace(sentence, sentence[:slots.start()] + written + sentence[slots.end():], 1)
    return text


def _clock_span_written_out(match: re.Match[str]) -> str:
    """'between 7:30am and 9:00am, one every half hour' as 'at 7:30am, 8:00am, 8:30am and 9:00am'
    (as written when the span is not a whole number of steps, or holds more than twelve)."""
    first, last = (match.group(k).replace(".", "").replace(" ", "").lower() for k in ("a", "b"))
    meridian = bool(rx.search(r"[ap]m$", first + " " + last))
    if meridian and not rx.search(r"[ap]m$", first):
        first += last[-2:]  # ('from 9 to 11am')
    start, end = clock_minutes(first), clock_minutes(last)
    said = (match.group("every") or match.group("steps")).lower()
    spelt = {"five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40}
    step = 30 if "half" in said else 15 if "quarter" in said else 60 if "hour" in said \
        else spelt.get(said.split()[0]) or int(said.split()[0])
    if start is None or end is None or end <= start or (end - start) % step or not 2 <= (end - start) // step + 1 <= 12:
        return match.group(0)
    times = [_clock_label(t, meridian) for t in range(start, end + 1, step)]
    return f"at {', '.join(times[:-1])} and {times[-1]}"


def _clock_label(minutes: int, meridian: bool) -> str:
    """'9:30' (or '9:30am' when the text says am or pm) for minutes after midnight."""
    hour, minute = divmod(minutes, 60)
    if not meridian:
        return f"{hour}:{minute:02d}"
    return f"{(hour - 1) % 12 + 1}:{minute:02d}{'am' if hour < 12 else 'pm'}"


def read(text: str, source: str = "<string>") -> Reading:
    """Read a puzzle written in English. A puzzle of people whose clues speak of an order no
    sentence sets up ('Hattie finished ahead of Dev', 'two places behind') is read again with
    the people in an unnamed order of places, and that reading is kept when it is sure."""
    text = _slots_spelled_out(_floors_from_the_ground(_clock_without_stops(_a_chat(_told_by_a_narrator(text)))))
    named = _names_of_a_lowercase_text(text)
    try:
        reading = _read(text, source)
    except EnglishError:
        if named == text:
            return _in_an_unnamed_order(text, source)
        reading = _read(named, source)  # 'jon, kai and lia each use one of them': names, as a name is written
        text = named
    if not reading.certain and named != text:  # read again with the words no dictionary knows as names,
        try:  # kept when that reading is sure
            again = _read(named, source)
        except EnglishError:
            again = None
        if again is not None and again.certain \
                and len(again.puzzle.categories) >= len(reading.puzzle.categories):
            reading, text = again, named  # (never a reading that lost a category the first one had)
    if not reading.certain and _a_row_no_clue_uses(reading):
        try:
            unordered = _read(text, source, no_row=True)
        except EnglishError:
            unordered = None
        if unordered is not None and unordered.certain:
            unordered.notes.append("the setup speaks of a row, but no clue places anyone in it: read as the "
                                   "people matched up, in no order")
            return unordered
    if reading.certain or not any(u.reason == IN_A_ROW for u in reading.unsure):
        return reading
    try:
        ordered = _read(text, source, in_a_row=True)
    except EnglishError:
        return reading
    if not ordered.certain:
        return reading
    ordered.notes.append("the clues speak of an order no sentence sets up: read as places 1 to "
                         f"{ordered.puzzle.size} (first to last)")
    if any(q.ask == "position" for q in ordered.puzzle.questions) \
            and not any(RACING.search(line) for line in text.splitlines()[:3]):
        # the text's own name of a place is unknown (but a race's places are 1st, 2nd, ...)
        ordered.certain = ordered.answers_certain = False
        ordered.notes.append("a question asks for a place, which the text names in words the reader did not find")
    return ordered


def _in_an_unnamed_order(text: str, source: str) -> Reading:
    """The reading of a text whose every clue speaks of an order no sentence sets up ('Jess was
    directly behind Sam'), in an unnamed order of places, when it is sure; else the error of the
    reading as the setup has it."""
    try:
        return _read(text, source)
    except EnglishError as error:
        try:
            ordered = _read(text, source, in_a_row=True)
        except EnglishError:
            raise error from None
        if not ordered.certain:
            raise
        ordered.notes.append("the clues speak of an order no sentence sets up: read as places 1 to "
                             f"{ordered.puzzle.size} (first to last)")
        return ordered


PLACE_CLUES = (Offset, Before, Apart, NotApart, At, NotAt, AtEnd, Between, Relation, Cycles)
"""Clues that speak of the places of a row."""


def _places_used(clue: Clue) -> bool:
    """True when a clue, or a part of it, speaks of places in the row."""
    if isinstance(clue, PLACE_CLUES):
        return True
    if isinstance(clue, (Either, All)):
        return any(_places_used(part) for part in clue.clues)
    if isinstance(clue, Not):
        return _places_used(clue.clue)
    return False


def _a_row_no_clue_uses(reading: Reading) -> bool:
    """True when a reading put the puzzle in a row of places that are only words of the setup
    ('Four jam makers set up side by side'): no place is named, and no clue it read or was
    unsure of speaks of places."""
    puzzle = reading.puzzle
    return puzzle.axis is None and reading.solutions != 1 and not reading.unsure \
        and not any(_places_used(clue) for clue in puzzle.clues) \
        and not any(q.ask == "position" for q in puzzle.questions) \
        and not any(ROW_RELATION.search(text) for text in [*puzzle.texts, *(i.text for i in reading.ignored)])


def _a_title(unit: Unit) -> bool:
    """True for a first line that is a title: short, with no stop at its end, its words of
    meaning capitalised ('Busy Morning at the Dentist', 'The Houses on Elm Street')."""
    text = unit.text.strip()
    words = rx.findall(r"[A-Za-z][\w'-]*", text)
    if unit.line != 1 or unit.number is not None or unit.item or not words or len(words) > 9 \
            or text[-1:] in ".!?:;,":
        return False
    meaning = [w for w in words if w.lower() not in TITLE_SMALL_WORDS]
    return bool(meaning) and all(w[0].isupper() or w[0].isdigit() for w in meaning)


TITLE_SMALL_WORDS = frozenset({"a", "an", "the", "at", "in", "on", "of", "for", "to", "and", "or", "by", "with",
                               "from", "into", "up", "down", "over", "vs", "versus"})
"""Words a title leaves in lower case."""


CLOCK_STOPS = rx.compile(r"(?<=[\d\s])([aApP])\.\s?[mM]\.(?P<end>\s+(?=[A-Z\d(\"'])|\s*$)?")
"""'9:30 a.m.', '10 p.m.': the half of the day written with full stops."""


GROUND_UP = rx.compile(r"\bfrom\s+the\s+ground\s+floor\s+(?:(?:all\s+the\s+way|right|straight)\s+)?(?:up\s+)?to\s+"
                       r"the\s+(?P<top>\w+)\s+floor\b", re.IGNORECASE)
"""Floors counted from a ground floor ('from the ground floor up to the 4th floor'): five floors."""
BRITISH_FLOORS = rx.compile(r"\bground[\s-]+floor\b", re.IGNORECASE)
"""A ground floor: the floor below the first floor, as a British author counts them."""
FLOOR_ORDINAL = rx.compile(r"\b(?:the\s+)?(?P<nth>\w+)[\s-]+floor\b", re.IGNORECASE)


MOST_FLOORS = 30
"""The highest floor a puzzle's floors are counted to when its text does not say the top one."""


def _a_ground_floor_below_the_first(text: str) -> bool:
    """True when the text says both a ground floor and a first floor, and no floor 1: the first floor
    is the one above the ground floor."""
    first = rx.compile(r"\bfirst[\s-]+floor\b", re.IGNORECASE)
    said_together = any(BRITISH_FLOORS.search(line) and first.search(line) for line in rx.split(r"(?<=[.!?])\s+", text))
    # (a layout that names both in one sentence is read with the setup: 'the ground floor, then the first floor')
    return bool(BRITISH_FLOORS.search(text) and first.search(text) and not said_together
                and not rx.search(r"\bfloors?\s+(?:1|one|no\.\s*1)\b|\b1st\s+floor\b", text, re.IGNORECASE))


def _floors_from_the_ground(text: str) -> str:
    """The text with floors counted from a ground floor said by number ('from the ground floor up to
    the 4th floor' as floors 1 to 5, from the bottom up; 'the ground floor' as floor 1 and 'the
    first floor' as floor 2), as a British author counts them."""
    layout = GROUND_UP.search(text)
    top = ordinal_value(layout.group("top").lower()) if layout else None
    if layout is not None and top is not None:
        text = f"{text[:layout.start()]}on floors 1 to {top + 1}, counted from the bottom up{text[layout.end():]}"
    elif _a_ground_floor_below_the_first(text):
        top = MOST_FLOORS  # 'the ground-floor flat' and 'the goldfish is on the first floor': the first floor is above
    else:
        return text

    def numbered(match: re.Match[str]) -> str:
        nth = match.group("nth").lower()
        k = 0 if nth == "ground" else ordinal_value(nth)
        return match.group(0) if k is None or k > top else f"floor {k + 1}"
    return FLOOR_ORDINAL.sub(numbered, text)


def _clock_without_stops(text: str) -> str:
    """The text with 'a.m.' and 'p.m.' written 'am' and 'pm', so that their stops end no
    sentence and split no list ('at 8:00 a.m., 8:15 a.m. and 9:00 a.m.'); where the stop also
    ends the sentence ('... at 9:00 a.m. Each got there ...') one stop is kept."""
    return CLOCK_STOPS.sub(lambda m: m.group(1).lower() + "m" + ("." + m.group("end") if m.group("end") is not None
                                                                 else ""), text)


def _read(text: str, source: str, in_a_row: bool = False, no_row: bool = False) -> Reading:
    """One reading of a text; ``in_a_row`` puts the puzzle's people in an order of places,
    ``no_row`` reads them as matched up in no order whatever the setup says."""
    found, cut = units(text)
    setup = read_setup(found)
    if in_a_row:
        setup.positional = True
    if no_row:
        if setup.position_names:
            raise EnglishError(f"{source}: the places are named")
        setup.positional = False
    inferred = unlisted_kinds(found, setup, setup.size)
    setup.categories.extend(inferred)
    size_now = setup.size or (len(setup.categories[0].labels) if setup.categories else None)
    names = unlisted_names(found, setup, size_now)
    if names is not None:
        setup.categories.append(names)
        inferred.append(names)
    else:  # the owners ('Dan's dog', 'the Okafors' dog') and the pets' own names ('Luna', 'Rolo')
        for group in owners_and_named(found, setup, size_now):
            setup.categories.append(group)
            inferred.append(group)
    timed = _times_as_numbers(setup)
    setup.categories = _without_unused_lists(setup, [unit.text for unit in found])
    categories = _categories(setup, source)
    size = setup.size or len(categories[0].values)
    anchors = _anchors([unit for index, unit in enumerate(found) if index in setup.used or LAYOUT.search(unit.text)])
    if setup.positional and not setup.position_names and _a_line_numbered_from_the_back(anchors, found):
        setup.position_names = [str(k) for k in range(size, 0, -1)]  # the front is the first place, named 5
        anchors = (anchors[1] - ENDS_OF_A_LINE, anchors[0] - ENDS_OF_A_LINE)
    categories = _names_of_counted_things(categories, [unit.text for index, unit in enumerate(found)
                                                       if index in setup.used], size)
    axis = None if setup.positional else _axis(categories, setup)
    named = _named_positions(setup, categories, size)
    if named is not None:  # 'in the slots 9:00am, 10:00am, ...': the positions' names are the axis
        categories.append(named)
        axis = named.name
    base = Puzzle(tuple(categories), axis=axis)
    cues = {d_name: category_cues(f"{d_name} {d.name} {d.cue}")  # (the name it was given: 'job' of colleagues)
            for d_name, d in zip(base.category_names, setup.categories)}
    for countries in base.categories:  # 'Which nationality keeps the parrot?' when the values are countries
        if not countries.numeric and all(place_key(str(v)) for v in countries.values):
            cues[countries.name] |= NATIONALITY_WORDS
    for days in base.categories:  # 'On which night is Spanish?' when the values are weekdays
        if not days.numeric and all(str(v).lower()[:3] in WEEKDAY_STARTS for v in days.values):
            cues[days.name] |= WEEKDAY_WORDS
    lexicon = Lexicon([(ref, base.category(ref.category).shown(ref.value) if ref.category in timed
                        else str(ref.value) if not isinstance(ref.value, str) else _label_of(setup, ref))
                       for ref in base.refs() if not _numbered_names(named, ref)], cues)
    lexicon.frame = _counted_nouns([unit.text for index, unit in enumerate(found) if index in setup.used], size)
    downward = any(DOWNWARD.search(unit.text) for unit in found if unit.number is None)
    if downward:  # ('box 1 is the one on top and box 5 the one at the bottom': the column's own ends, which
        anchors = (anchors[0] - {"top", "bottom"}, anchors[1] - {"top", "bottom"})  # the finder turns round)
    nouns = POSITION_NOUNS | ({setup.noun, setup.noun.split()[-1]} if setup.noun else set()) | _numbered_nouns(found)
    contest = setup.positional and (setup.noun in CONTEST_ROWS or (  # the order of a race: 'won' is the
        (in_a_row or not setup.noun) and any(RACING.search(unit.text) for unit in found if unit.number is None)))
    # (the first place; a row with no noun of its own in a race is its order)
    finder = MentionFinder(lexicon, size, nouns, setup.positional, STRUCTURAL, setup.position_names,
                           _compass_places(anchors) | _ends_of_a_relay(found, base),
                           mirrored="right" in anchors[0] and "left" in anchors[1],
                           downward=downward,
                           ranked=_ranked_from_the_top(setup, [u.text for i, u in enumerate(found) if i in setup.used])
                           or (contest and in_a_row and not setup.noun),  # ('placed them from first down to fourth')
                           contest=contest,
                           week=[str(v) for v in base.category(axis).values] if axis else ())
    in_order = any(c.name == axis and getattr(d, "ordered", False) for c, d in zip(base.categories, setup.categories))
    finder.ordered_axis = in_order  # ('the middle meeting of the five' of meetings held month by month)
    times_apart = setup.positional and named is None and any(
        d.ordered and c.name != axis for c, d in zip(base.categories, setup.categories))
    # ('The Bath train leaves later than the York train' where the trains stand at platforms 1 to 4)
    scales = _scales(base, setup, cues)
    finder.in_sequence = setup.positional and not setup.noun and not times_apart and not setup.position_names
    finder.setup_words = frozenset(w.lower for index, unit in enumerate(found) if index in setup.used
                                   for w in words_of(unit.text))
    finder.units = {scale.category: set(scale.unit_words) | _name_words(scale.category)  # 'one night': 1 of the
                    for scale in scales}  # nights; 'six people' of the people sitting
    interpreter = Interpreter(Builder(size), scales, setup.positional, cues, in_order, frozenset(nouns))
    interpreter.row_noun = singular(setup.noun.split()[-1]) if setup.noun else ""
    interpreter.frame_keys = frozenset(k for noun in lexicon.frame for k in keys(noun))
    interpreter.contest = contest
    interpreter.axis_cues = set(cues.get(axis, set())) if axis else set()
    interpreter.axis_cues |= _place_verbs([unit.text for index, unit in enumerate(found) if index in setup.used], nouns)
    reading = Reading(base)
    category_words = frozenset(singular(w) for c in base.categories for w in c.name.lower().split())
    fixed: list[tuple[Clue, str]] = []
    open_: list[Open] = []
    questions: list[Question] = []
    unread_questions: list[str] = []
    grid_asked: list[str] = []
    person = person_category(list(base.categories), setup.positional,
                             " ".join(unit.text for index, unit in enumerate(found) if index in setup.used))
    people = people_category(list(base.categories), setup.positional) is not None
    measures = _measures(base, setup, scales, cues)
    named_people = {c.name for c in base.categories if c.name == person or (not c.numeric and all(
        isinstance(v, str) and v[:1].isupper() and not v.isupper() for v in c.values)
        and (names_people(c.name) or people_names(c.name))
        and written_as_someone(found, setup, [str(v) for v in c.values]))}  # (not airlines: 'the NorthStar passenger')
    groups = _groups_named([unit.text for index, unit in enumerate(found) if index in setup.used])
    way = WAY_SAID.search(text)
    numbered = set() if setup.positional else {singular(w) for c in base.categories if c.numeric
                                               for w in c.name.lower().split()}
    upright = finder.downward or singular(setup.noun or "") in UPRIGHT_ROWS
    parents = _parents(base, {d_name: f"{d.name} {d.cue}" for d_name, d in zip(base.category_names,
                                                                                setup.categories)})
    owned = _owned_things({singular(w) for c in base.categories for w in c.name.lower().split() if w.isalpha()}
                          - {singular(n) for n in nouns} - POSITION_NOUNS)
    sentences = [(index, unit, *finder.find(_its_own(_by_their_parents(_with_groups_named(_along(_toward_an_end(
                     _numbered_things(_in_plain_words(question_body(_without_empty_asides(unit.text, finder))),
                                      numbered), anchors, upright), way), groups), parents), owned)))
                 for index, unit in enumerate(found)
                 if index not in setup.used or _also_clue(index, unit, setup, finder)]
    sentences = [(index, unit, words, _without_restated(words, _with_superlatives(words, mentions, scales, base)))
                 for index, unit, words, mentions in sentences]  # ('the dearest jar ..., and it was ...')
    sentences = [(index, unit, words, _with_partners(words, _with_landmarks(
                     words, mentions, anchors, size, frozenset(nouns))))
                 for index, unit, words, mentions in with_pronouns(sentences, person, stated_genders(
                     [(index, unit, *finder.find(unit.text)) for index, unit in enumerate(found)
                      if GENDERED.search(unit.text)]), frozenset(named_people))]
    verbs = _learn_verbs(sentences, nouns)
    said_verbs = {name: verbs.get(name, set()) | {k for w in cues.get(name, set()) for k in keys(w)}
                  for name in set(verbs) | set(cues)}  # ('Each friend plays a different sport': 'plays football')
    coloured = {c.name for c in base.categories  # (not a flavour category of lemon and carrot)
                if sum(str(v).lower() in COLOURS for v in c.values) >= len(c.values) - 1}
    taught = taught_by_verbs(sentences, cues)  # 'the former bakes the bread' ... 'the baker'
    sentences = [(index, unit, words, with_agents(words, mentions, taught))
                 for index, unit, words, mentions in sentences]
    for category, learned in verbs.items():
        cues[category] |= learned
    outside = _outside_a_quoted_puzzle(text, found)
    for index, unit, words, mentions in sentences:
        label = _label(unit, index)
        if index in outside and not is_question(unit.text):
            reading.ignored.append(Ignored(label, unit.text, "the writer's own words, outside the puzzle they quote"))
            continue
        if _table_row(unit.text):
            reading.ignored.append(Ignored(label, unit.text, "a row of a table, which lists values"))
            continue
        listed = _lists_a_whole_category(words, mentions, base)
        if listed and not is_question(unit.text):
            reading.ignored.append(Ignored(label, unit.text, "only lists values of one category"))
            continue
        if index == 0 and _a_title(unit):
            reading.ignored.append(Ignored(label, unit.text, "the title"))
            continue
        if REQUEST.match(unit.text) and not WH_WORD.search(unit.text):
            reading.ignored.append(Ignored(label, unit.text, "asks for help, not about the puzzle's answer"))
            continue  # 'can you help me with this logic puzzle?'
        if is_question(unit.text):
            asked, unread = _questions(unit.text, words, mentions, finder, cues, person, nouns,
                                       [c.name for c in base.categories if c.numeric], measures, people,
                                       named_people, setup.positional,
                                       {c.name: [str(v) for v in c.values] for c in base.categories}, questions,
                                       superlatives=lambda w, m: _with_superlatives(w, m, scales, base))
            questions.extend(q for q in asked if all((q.ask, q.about) != (o.ask, o.about) for o in questions))
            # (a title that asks what the last line asks again: 'Who owns the fish?')
            if not (index == 0 and unit.line == 1 and unit.number is None):  # a title: 'Who Walks Biscuit?'
                unread_questions.extend(part for part in unread if not FOR_EACH.search(part))
                grid_asked.extend(part for part in unread if FOR_EACH.search(part))
            continue
        if "?" in unit.text and any(m.refs or m.positions for m in mentions) \
                and rx.search(r"\b(?:who|whom|whose|what|which|where|when|how)\b", unit.text, re.IGNORECASE):
            unread_questions.append(unit.text.strip())  # a question in a shape the reader does not know:
            continue  # never a clue
        items, unknown = skeleton(_toward(words, anchors), mentions, frozenset(nouns))
        meaning = interpreter.read(items, unknown, [w.lower for w in words])
        said = {w.lower for w in words}
        if _same_across_a_place_word(meaning, words, mentions):
            meaning = Meaning(unsure="relates two things by a word of place the reader does not read ('past', "
                                     "'facing', 'across from'), never as one and the same")
        elif _same_across_a_place_word(meaning, words, mentions, SOCIAL_WORDS) and FRIENDS_WITH.search(unit.text):
            meaning = Meaning(ignored="says two people are friends or otherwise acquainted, which places nothing")
        if times_apart and said & TIME_COMPARATIVES and not said & (nouns | IN_LINE) and not meaning.ignored \
                and not _on_a_clock(meaning, timed):
            # (but 'later in the queue than the cat owner' is a place)
            meaning = Meaning(unsure="compares times, which are not the places of this puzzle")
        if meaning.unsure and of_the_subject(words, mentions, person):  # 'Gus had the gnocchi; he paid $14 less ...'
            told = sorted([*mentions, *of_the_subject(words, mentions, person)], key=lambda m: m.start)
            retold = interpreter.read(*skeleton(_toward(words, anchors), told, frozenset(nouns)),
                                      [w.lower for w in words])
            if not retold.unsure:
                meaning, mentions = retold, told
        of_a_kind = _of_a_kind(words, mentions)
        if meaning.unsure and of_a_kind:
            meaning.ignored, meaning.unsure = "may speak of a kind in general, in words the reader does not know", ""
        elif meaning.unsure and _of_another_time(words, cues):
            meaning.ignored, meaning.unsure = "may speak of another time, in words the reader does not know", ""
        other = _of_another_person(words, mentions, cues, verbs)
        if other and (is_kin(other) or other in FRIENDS):  # 'The German's sister is an airline pilot'
            reading.ignored.append(Ignored(label, unit.text, f"speaks of someone's {other}, whom no category is "
                                                             "about"))
            continue
        if _same_but_at_another_time_or_kin(meaning, words, mentions, category_words):
            reading.ignored.append(Ignored(label, unit.text, "speaks of another time ('once owned') or of a relative "
                                                             "('the cat owner's brother'): no fact of the puzzle"))
            continue
        doubtful = _doubtful(words, mentions, said_verbs) or bool(meaning.doubt) \
            or _verb_with_its_own_object(words, mentions) \
            or _generic(words, mentions, cues) or of_a_kind or bool(other) \
            or _colour_of_another_thing(words, mentions, cues, nouns | lexicon.frame, coloured) \
            or _of_another_time(words, cues) or _through_an_unknown_noun(words, mentions, unknown)
        if meaning.ignored or meaning.unsure:
            by_kind = _by_kind(unit.text, mentions, finder, interpreter, anchors, nouns, scales, base) \
                or _by_guess(unit.text, finder, interpreter, anchors, nouns, scales, base, said_verbs, coloured)
            if by_kind:
                open_.append(Open(label, unit.text, by_kind, optional=True))
                continue
        if meaning.ignored:
            reading.ignored.append(Ignored(label, unit.text, meaning.ignored))
        elif meaning.unsure:
            reading.unsure.append(Ignored(label, unit.text, meaning.unsure))
        elif len(meaning.candidates) == 1 and not doubtful:
            fixed.append((meaning.candidates[0], unit.text))
        elif doubtful:  # the sentence's other parts stand or fall with its loose mention
            whole = [conjoin([clue, *meaning.extra]) for clue in meaning.candidates]
            open_.append(Open(label, unit.text, [c for c in whole if c is not None], optional=True))
            continue
        else:
            open_.append(Open(label, unit.text, meaning.candidates, group=meaning.group))
        fixed.extend((clue, unit.text) for clue in meaning.extra)
    gendered = gender_clues(base, [sentence for sentence in sentences if sentence[1].number is not None
                                   or sentence[0] not in setup.used],  # ('Mrs. Ford', 'was a man')
                            genders_said_outright([unit.text for unit in found]))
    fixed.extend(gendered)
    reading.ignored = [i for i in reading.ignored if i.text not in {text for _, text in gendered}]
    if not fixed and not open_:
        raise EnglishError(f"{source}: no clue could be read")
    verdict = judge(base, fixed, open_)
    used = {text for _, text in verdict.clues}
    for o in open_:
        if o.optional and o.text not in used:
            why = "not needed, and" if verdict.solutions == 1 else "not counted:"
            reading.ignored.append(Ignored(o.label, o.text, f"{why} its words may state nothing about "
                                                            "the puzzle (a red herring)"))
    order = {unit.text: index for index, unit in enumerate(found)}
    kept = sorted(verdict.clues, key=lambda pair: order.get(pair[1], len(order)))  # as written
    reading.puzzle = Puzzle(base.categories, tuple(c for c, _ in kept),
                            tuple(t for _, t in kept), tuple(questions), axis=axis, noun=_display_noun(setup.noun))
    reading.chosen = [Chosen(label, text, format_clue(clue, base)) for label, text, clue in verdict.chosen]
    reading.notes = verdict.notes + [f"answer format ignored: {line.strip()}" for line in cut[:1] if line.strip()]
    reading.notes += [f"could not read the question '{part}'; the whole grid answers it" for part in unread_questions]
    reading.notes += [f"'{part}' asks for the whole grid" for part in grid_asked]
    reading.inferred = [f"{d.name} ({', '.join(d.labels)})" for d in inferred]
    if inferred:
        reading.notes.append("categories found in the clues, as no list gives them: " + "; ".join(reading.inferred))
    missing = _matched_but_unlisted(found, base, cues, nouns)
    if missing:
        reading.notes.append(f"the text asks to match {', '.join(missing)}, which no category lists")
    chose_doubtful = any(o.optional and o.text in used for o in open_)
    unread_roles = [i.label for i in reading.ignored if i.reason.startswith("names only one thing")
                    and ROLES_RELATED.search(i.text)]
    if chose_doubtful and unread_roles:
        reading.notes.append(f"{', '.join(unread_roles)} relate two people by roles the reader does not know, and "
                             "a sentence that may be a red herring was needed for one solution: it may stand "
                             "in for them")
    round_table = setup.positional and any(ROUND.search(unit.text) for unit in found if unit.number is None)
    if round_table:
        reading.notes.append("the places go round a table or a ring, which the reader reads as a row with two "
                             "ends: 'next to' across the last and the first place, and sides said around the "
                             "table, may be misread")
    unknown_names = _names_of_no_category(reading.ignored, base, [unit.text for unit in found])
    if unknown_names:
        reading.notes.append(f"not sure: sentences read as stating nothing place {', '.join(unknown_names)}, which "
                             "may be the values of a category the reader did not find")
    reading.solutions = verdict.solutions
    reading.certain = verdict.certain and verdict.solutions == 1 and not reading.unsure and not unread_questions \
        and not missing and not round_table and not (chose_doubtful and unread_roles) and not unknown_names
    reading.answers_certain = (reading.certain and bool(reading.puzzle.questions)) or (
        verdict.certain and not reading.unsure and not unread_questions and verdict.solutions != 1
        and _answers_agree(reading.puzzle))  # (one solution answers every question one way: no second search)
    return reading


def _names_of_no_category(ignored: list[Ignored], puzzle: Puzzle, texts: list[str]) -> list[str]:
    """Capitalised names, not opening their sentence and no value of the puzzle, in two or more
    sentences read as stating nothing that place them by a word of the row or a comparison ('The
    Lima caravan is further from the gate than the Kyiv one', 'The Oslo caravan is directly beside
    Bo's'), when one sentence of the text lists them ('come from Oslo, Lima, Pune and Kyiv'): the
    values of a category left unread, so that what was read may be wrong. Empty otherwise (herrings
    that place people who speak Welsh or Esperanto name no listed values)."""
    known = {w.lower() for c in puzzle.categories for v in c.values for w in str(v).split()} \
        | {w.lower() for c in puzzle.categories for w in c.name.split()}
    names: set[str] = set()
    sentences = 0
    for item in ignored:
        if not item.reason.startswith(("mentions nothing", "names only one thing")) \
                or not PLACING_WORDS.search(item.text):
            continue
        found = {run for run in rx.findall(r"(?<=[a-z,]\s)([A-Z][a-z]{2,}(?:\s+[A-Z][a-z]{2,})*)\b", item.text)
                 if not {w.lower() for w in run.split()} & known and run not in TITLE_WORDS}
        if found:
            names |= found
            sentences += 1
    if sentences < 2 or len(names) < 2:
        return []
    listed = [name for name in names if any(
        len([n for n in names if n in text]) >= 2 and rx.search(rf"(?:,|\band|\bor)\s+{re.escape(name)}\b|"
                                                              rf"\b{re.escape(name)}\s*,", text) for text in texts)]
    return sorted(listed) if len(listed) >= 2 else []


PLACING_WORDS = rx.compile(r"\b(?:than|beside|next\s+to|left|right|between|above|below|nearest|furthest|farthest|"
                           r"further|farther|before|after|directly)\b", re.IGNORECASE)
"""Words that place one thing by another or compare them: a sentence with them is meant as a clue."""
TITLE_WORDS = frozenset({"Mr", "Mrs", "Ms", "Miss", "Dr", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday",
                         "Thursday", "Friday", "January", "February", "March", "April", "May", "June", "July",
                         "August", "September", "October", "November", "December", "English", "I"})
"""Capitalised words that name no value of a missed category by being said again."""


ROLES_RELATED = rx.compile(r"^\W*the\s+[\w-]+\s+(?:enthusiast|lover|fan|player|owner|drinker|grower|eater|rider|"
                           r"driver|keeper|buff|addict|devotee|collector|maker|reader|watcher|[a-z]+er|[a-z]+ist)\s+"
                           r"(?:is|was)\s+(?:also\s+)?the\s+", re.IGNORECASE)
"""'The trekking enthusiast is the tea drinker': two roles said to be one person, a clue when read."""
ROUND = rx.compile(r"\b(?:round|circular|oval)\s+tables?\b|\baround\s+(?:a|the)\s+(?:[a-z]+\s+){0,2}table\b|"
                   r"\b(?:in|round|around)\s+a\s+(?:circle|ring)\b|\bseat\s+\d+\s+is\s+(?:right\s+)?next\s+to\s+seat\s+1\b",
                   re.IGNORECASE)
"""A setup whose places go round ('around a small round table', 'in a circle'): a ring, no row."""
FOR_EACH = rx.compile(r"\b(?:each|every|everyone|everybody)\b", re.IGNORECASE)
"""A question asked of every row ('and how each one placed?'): the whole grid answers it."""
MATCHING = rx.compile(r"\b(?:match|pair|link)\s+(?:up\s+)?(?P<things>(?:each|every|all|the)\b[^.?!]*)", re.IGNORECASE)
"""An instruction that names what is to be matched ('Match each curator with an exhibition and a date')."""


def _matched_but_unlisted(found: list[Unit], base: Puzzle, cues: dict[str, set[str]],
                          nouns: set[str] | frozenset[str]) -> list[str]:
    """The things an instruction asks to match that no category holds ('Match each curator with an
    exhibition and an opening date' where no exhibitions were read): the reading lacks a category.
    The first thing named is the people matched; a thing is held by a category that is called so,
    that its declaration or its values name, or whose values are mostly of that kind (a route colour:
    green, orange; the food: burgers, paella)."""
    from .unlisted import FRAME_NOUNS

    known = {k for c in base.categories for w in c.name.lower().split() for k in keys(w)}
    known |= {k for c in base.categories for k in cues.get(c.name, set())}
    known |= {k for c in base.categories for v in c.values for w in str(v).lower().split() for k in keys(w)}
    missing: list[str] = []
    for unit in found:
        match = MATCHING.search(unit.text)
        if match is None:
            continue
        said = [w.lower for w in words_of(match.group("things")) if w.text.isalpha()]
        heads = [k for k, word in enumerate(said) if _head_noun(said, k)]
        for k in heads[1:]:  # (the first is whom the others are matched with: 'each restorer')
            word = said[k]
            if len(word) < 4 or word in FRAME_NOUNS or singular(word) in nouns or word in missing \
                    or keys(word) & known or singular(word) in ("clue", "grid", "answer", "result", "row", "column",
                                                               "detail", "value", "attribute", "fact") \
                    or "person" in noun_kinds(singular(word), 1) or _kind_of_values(word, base) \
                    or _near_a_category_name(singular(word), base) \
                    or (k > 0 and keys(said[k - 1]) & known) \
                    or (word in AMOUNT_NOUNS and any(c.numeric for c in base.categories)):  # 'a sales figure':
                continue  # the sales; 'the amount billed': the bills, a number
            missing.append(word)
    return missing


AMOUNT_NOUNS = {"amount", "amounts", "sum", "sums", "total", "totals", "figure", "figures", "number", "numbers"}
"""Nouns that name a number of any numeric category ('the amount billed')."""


def _near_a_category_name(word: str, base: Puzzle) -> bool:
    """True when a word is a near kind of a category's name, or that name one of it ('gift' for
    the presents, which WordNet files as gifts)."""
    def near(a: str, b: str) -> bool:
        return any(steps <= 1 and name == b for steps, name in noun_ancestors(a).values())

    heads = {singular(c.name.lower().split()[-1]) for c in base.categories if c.name.strip()}
    return any(near(head, word) or near(word, head) for head in heads)


def _head_noun(said: list[str], k: int) -> bool:
    """True for a noun that ends its noun phrase (not 'opening' of 'an opening date', nor 'head' of
    'head count', a compound WordNet knows)."""
    word = said[k]
    if word in ("each", "every", "their", "its", "and", "with", "to", "or") or not mostly_noun(word):
        return False
    following = said[k + 1] if k + 1 < len(said) else ""
    if following in ("", "and", "or", "with", "to", "of"):
        return True
    return not (mostly_noun(following) or is_noun(f"{word} {following}"))


MEASURE_KINDS = {"quantity", "attribute", "time", "measure"}
"""WordNet's kinds of the nouns that name a measure ('count', 'height', 'date'): what a numeric category holds."""


def _kind_of_values(word: str, base: Puzzle) -> bool:
    """True when at least half the values of one category are of the kind the word names (burgers and
    paella are food; green and orange colours), or the word names a measure and a category holds
    numbers ('head count', 'height')."""
    noun = singular(word)
    wanted = keys(noun) | (keys(noun[:-3] + "or") if noun.endswith("our") else set())  # 'colour': color
    if any(c.numeric for c in base.categories) and noun_kinds(noun, 1) & MEASURE_KINDS:
        return True
    for category in base.categories:
        if category.numeric:
            continue
        kinds = [{k for _, name in noun_ancestors(str(v).lower().split()[-1]).values() for k in keys(name)}
                 for v in category.values]
        if sum(1 for found in kinds if found & wanted) * 2 >= len(kinds):
            return True
    return False


QUESTION_JOINT = rx.compile(r",?\s+and\s+(?=(?:(?:in|on|at|for|from|to|with|by)\s+)?"
                            r"(?:which|what|who|whose|where|when|why|how)\b)", re.IGNORECASE)
"""Where one sentence asks a second question: 'Who owns the fish, and what does Ann drink?'"""


LISTED_QUESTION = rx.compile(r",\s+(?=(?:(?:in|on|at|for|from|to|with|by)\s+)?"
                             r"(?:which|what|who|whose|where|when|how)\s+(?!is\s+in\b)\w+\s)", re.IGNORECASE)
"""Where a list of three questions parts its first two ('Where ..., who ..., and what ...?')."""


GROUP_OF = rx.compile(r"\b(?:the\s+)?(two|three)\s+([a-z]+s|men|women|children)\b(?:\s+of\s+[^,;.]{1,30}?)?"
                      r"(?:\s+(?:were|are)\s+|,\s+)([A-Z][\w'-]+(?:,\s+[A-Z][\w'-]+)*,?\s+and\s+[A-Z][\w'-]+)")
"""'The two men were Bernard and Cyril', 'the two ladies of the flower rota, Marjorie and Dot': a group
the clues may name by its noun ('Of the two men, ...')."""
SAME_GROUP = {"ladies": "women", "gentlemen": "men", "girls": "women", "boys": "men"}


def _groups_named(texts: list[str]) -> dict[str, str]:
    """The groups of two the setup names ('men' -> 'Bernard and Cyril'), by their noun and its
    plain synonym."""
    groups: dict[str, str] = {}
    for text in texts:
        for match in GROUP_OF.finditer(text):
            names = rx.split(r",\s+|,?\s+and\s+", match.group(3))
            if len(names) != {"two": 2, "three": 3}[match.group(1).lower()] or len(names) != 2:
                continue
            noun = match.group(2).lower()
            for key in {noun, SAME_GROUP.get(noun, noun)}:
                groups[key] = f"{names[0]} and {names[1]}"
        for match in PAIR_ARE_THE.finditer(text):  # 'Ann and Lynn are the only women among them'
            noun = match.group(3).lower()
            for key in {noun, SAME_GROUP.get(noun, noun)}:
                groups[key] = f"{match.group(1)} and {match.group(2)}"
    return groups


PAIR_ARE_THE = rx.compile(r"\b([A-Z][\w'-]+)\s+and\s+([A-Z][\w'-]+)\s+(?:are|were)\s+(?:the\s+)?(?:only\s+)?(?:two\s+)?"
                          r"(men|women|ladies|gentlemen|girls|boys)\b")
"""'Ann and Lynn are the only women among them': the two the clues may call 'the two women'."""


def _with_groups_named(text: str, groups: dict[str, str]) -> str:
    """'Of the two men, one ...' said with the men's names ('Of Bernard and Cyril, one ...')."""
    if not groups:
        return text
    return rx.sub(r"\b([Oo]f)\s+the\s+two\s+([a-z]+)\b", lambda m: f"{m.group(1)} {groups[m.group(2).lower()]}"
                  if m.group(2).lower() in groups else m.group(0), text)


def _questions(text: str, words: list[Word], mentions: list[Mention], finder: MentionFinder,
               cues: dict[str, set[str]], person: str, nouns: set[str], numeric: list[str],
               measures: dict[str, set[str]], people: bool, named: set[str],
               positional: bool = True, labels: dict[str, list[str]] | None = None,
               before: Sequence[Question] = (), superlatives: Callable[[list, list[Mention]], list[Mention]]
               = lambda w, m: m) -> tuple[list[Question], list[str]]:
    """The questions a sentence asks (one or several), and the parts that name something of the
    puzzle but could not be read as a question. A value named only by its kind ('the flier' for
    the pilot) is looked for when the plain words name nothing."""
    parts = QUESTION_JOINT.split(question_body(text))
    if len(parts) == 2 and rx.search(r",\s+and\s", question_body(text)):  # 'On which floor does the cartographer
        parts = [*LISTED_QUESTION.split(parts[0]), parts[1]]  # work, who keeps the tortoise, and what ...?': three
    if len(parts) == 1 and EMBEDDED.match(parts[0]):  # 'work out who arrives at 6:45am and the colour of
        joint = THE_NOUN_OF_JOINT.search(parts[0])      # Gus's towel': two questions
        if joint is not None:
            parts = [parts[0][:joint.start()], "What is " + parts[0][joint.end() - len(joint.group("rest")):]]
    if len(parts) > 1 and text.rstrip().endswith("?"):
        parts = [part if part.rstrip().endswith("?") else part.rstrip() + "?" for part in parts]
    pieces = [(parts[0], words, mentions)] if len(parts) == 1 else [
        (part, found, superlatives(found, mentions_of)) for part in parts for found, mentions_of in [finder.find(part)]]
    # ('Who is the tallest cousin this year, and what did Rowan unwrap?': the tallest in the first part too)
    asked: list[Question] = []
    unread: list[str] = []
    whole = False  # the sentence asked for the whole grid ('who baked what, ... and when it was gone')
    told = _told_by_pronoun(words, mentions) or _named_before_the_question(text, finder)
    for part, part_words, part_mentions in pieces:
        if ANSWER_THE_FOLLOWING.search(part):
            continue  # 'Can you answer the following?': the questions come after it
        if WHO_IS_WHO.search(part) or WHO_WITH_WHICH.search(part):
            whole = True  # 'Work out who is who.', 'Figure out who bought which item and how much ...'
            continue
        if whole and not any(m.refs or m.positions for m in part_mentions):
            continue
        if told is not None and not any(m.refs or m.positions for m in part_mentions):
            part_mentions = _pronoun_for(part_words, told)  # 'Ophelia rang: when is she coming in, and ...?'
        last = (asked or list(before))[-1:]  # ('Who won? What was her time?': the question before)
        if last and not any(m.refs or m.positions for m in part_mentions):
            follow = _follow_up(part, last[0], numeric, measures) \
                or _for_what(part, last[0], numeric, labels or {}, person)
            if follow is None:  # '..., and who drives it?': the first question's subject
                about = last[0].about
                part_mentions = _pronoun_for(part_words, about) or _bare_follow_up(part_words, about)
                follow = (read_question(part, part_words, part_mentions, cues, person, nouns, measures, people, named,
                                        positional, labels)
                          or asked_by_elimination(part, part_words, part_mentions, {  # (not what was asked already)
                              name: values for name, values in (labels or {}).items()
                              if all(q.ask != name for q in asked)}, numeric, cues)) \
                    if part_mentions else None
            if follow is not None:
                asked.append(follow)
                continue
        question = read_question(part, part_words, part_mentions, cues, person, nouns, measures, people, named,
                                 positional, labels)
        if question is None and not any(m.refs for m in part_mentions):
            kind_words, kind_mentions = finder.find(question_body(part), kinds=True)
            if any(m.refs for m in kind_mentions):
                question = read_question(part, kind_words, kind_mentions, cues, person, nouns, measures, people,
                                         named, positional, labels)
        if question is None:  # 'What did Arthur eat?': the one category left
            question = asked_by_elimination(part, part_words, part_mentions, labels or {}, numeric, cues)
        if question is not None:
            asked.append(question)
        elif _asks_for_everything(part, part_words, part_mentions):
            whole = True
        elif any(m.refs or m.positions for m in part_mentions) or _names_a_category(part_words, cues) \
                or _asks_of_something(part_words, cues, nouns) or len(pieces) > 1:
            unread.append(part.strip())  # (a second question, '..., and for what?', is never dropped unread)
    if len(parts) == 1:  # the question as the text wrote it, not as plainly said ('attribute Color')
        asked = [replace(q, text=text) if q.text == parts[0] else q for q in asked]
        unread = [text.strip() if u == parts[0].strip() else u for u in unread]
    again = [q for k, q in enumerate(asked) if any((o.ask, o.about) == (q.ask, q.about) for o in asked[:k])]
    unread += [q.text for q in again]  # a second question read as the first one again: not understood
    return [q for q in asked if q not in again], unread


def _asks_for_everything(part: str, words: list[Word], mentions: list[Mention]) -> bool:
    """True for a question about the whole grid: 'Work out who runs each stall and what they sell',
    'who baked what', 'Can you name each dog's breed and owner, and say which rosette it won?' (where
    'won' is no first place asked about)."""
    if (GRID.search(part) or PAIRING.search(part)) and not any(m.refs or m.positions for m in mentions):
        return True
    return bool(EACH_ONE.search(part)) and not any(m.refs for m in mentions
                                                   if words[m.start].lower not in ("won", "win", "wins"))


ANSWER_THE_FOLLOWING = rx.compile(r"^\W*(?:(?:can|could|will)\s+you\s+)?(?:please\s+)?answer\s+(?:the\s+following|"
                                  r"these|this)(?:\s+questions?)?\s*[?:.]?\s*$", re.IGNORECASE)
"""A line that announces the questions below it."""
WHO_WITH_WHICH = rx.compile(r"^\W*(?:(?:can|could)\s+you\s+)?(?:figure|work|find|sort)\s+out\s+who\s+[a-z]+\s+"
                            r"(?:which|what)\b(?!\s+(?:is|was|are|were)\b)", re.IGNORECASE)
"""'Figure out who bought which item': every pairing, whatever value the noun after 'which' may name."""
WHO_IS_WHO = rx.compile(r"\bwho\s+is\s+who\b|\bwho'?s\s+who\b", re.IGNORECASE)
"""'Work out who is who': the whole grid."""
EACH_ONE = rx.compile(r"^\W*(?:can|could)\s+you\s+(?:name|say|give|tell|work\s+out|find|determine)\b[^?]*"
                      r"\b(?:each|every)\b", re.IGNORECASE)
"""'Can you name each dog's breed ...': a question about everyone, whatever place words it says."""


def _for_what(part: str, previous: Question, numeric: list[str], labels: dict[str, list[str]],
              person: str) -> Question | None:
    """'How much did the Garcias pay, and for what?': the thing the first question's subject paid
    for, the one category left that is no number and no person."""
    if not rx.fullmatch(r"\s*(?:and\s+)?(?:for|on)\s+what\s*\??\s*", part, re.IGNORECASE) \
            or previous.ask not in numeric or not isinstance(previous.about, Ref):
        return None
    things = [name for name in labels if name not in numeric and name not in (person, previous.about.category)]
    return Question(things[0], previous.about, part.strip()) if len(things) == 1 else None


def _measures(base: Puzzle, setup: Setup, scales: list[Scale], cues: dict[str, set[str]]) -> dict[str, set[str]]:
    """For each category a 'how ...' or 'when' question can ask (numbers, money, dates, times,
    months, weekdays): the words that name what it measures (its name, unit and cue words, and
    'much' for money, 'when' for times)."""
    out: dict[str, set[str]] = {}
    for category, declared in zip(base.categories, setup.categories):
        words = set(cues.get(category.name, ())) | set(rx.findall(r"[a-z]+", category.name.lower()))
        words |= {w[:-1] for w in words if w.endswith("s")}
        scale = next((s for s in scales if s.category == category.name), None)
        labels = [str(v) for v in declared.labels]
        timed = calendar_measure(labels) is not None or bool(scale and scale.dated)
        if scale is not None:
            words |= set(scale.unit_words)
            words |= {UNIT_MEASURES[u] for u in scale.unit_words if u in UNIT_MEASURES}  # miles: 'How far ...?'
        if any(label.lstrip()[:1] in "$\u00a3\u20ac" for label in labels) or words & (MONEY_WORDS - {"much"}):
            words |= MONEY_WORDS
        if timed:
            words |= {"when", "time"}
        if category.numeric or scale is not None or timed:
            out[category.name] = words
    if setup.position_names and calendar_measure(list(setup.position_names)) is not None:
        out["position"] = {"when", "time", "day", "date", "month", "hour"}
    return out


QUESTION_PRONOUNS = {"it", "he", "she", "they", "him", "her", "them", "his", "its", "their"}


def _told_by_pronoun(words: list[Word], mentions: list[Mention]) -> Ref | None:
    """The one thing the pronouns of a question stand for, as resolved from the sentences before
    it ('Ophelia has rung: when is she coming in, and who will she see?'); None when a question
    names something itself or its pronouns stand for different things."""
    told = {ref for m in mentions if m.end - m.start == 1 and words[m.start].lower in QUESTION_PRONOUNS
            for ref, _ in m.refs}
    named = [m for m in mentions if not (m.end - m.start == 1 and words[m.start].lower in QUESTION_PRONOUNS)
             and (m.refs or m.positions)]
    return next(iter(told)) if len(told) == 1 and not named else None


def _named_before_the_question(text: str, finder: MentionFinder) -> Ref | None:
    """The one thing named in the words that lead into a question ('Ophelia has just rung to check
    her booking: when is she coming in?'), which its pronouns stand for; None if not one."""
    body = question_body(text)
    lead = text.strip()[:len(text.strip()) - len(body)]
    if not lead.strip():
        return None
    named = {ref for m in finder.find(lead)[1] for ref, _ in m.refs}
    return next(iter(named)) if len(named) == 1 else None


def _bare_follow_up(words: list[Word], about: Ref | int) -> list[Mention]:
    """'How far did Coates walk, and for which cause?': a follow-up of only 'which' and a noun is
    asked of the first question's subject (a mention of it put at its end)."""
    said = [w.lower for w in words if w.lower.isalpha()]
    while said and said[0] in ("and", "for", "to", "in", "on", "at", "from", "with", "by"):
        said = said[1:]
    if len(said) != 2 or said[0] not in ("which", "what") or not isinstance(about, Ref):
        return []
    end = len(words) - (1 if words and not words[-1].lower.isalpha() else 0)
    return [Mention(end, end + 1, ((about, 1.0),))]


def _pronoun_for(words: list[Word], about: Ref | int) -> list[Mention]:
    """A mention of the earlier question's subject at the first pronoun of a follow-up question."""
    for index, word in enumerate(words):
        end = index + 1
        if word.lower in ("that", "this") and index > 0 and end < len(words) and words[end].text.isalpha() \
                and words[end].lower not in CLAUSE_VERBS and is_noun(words[end].lower):
            end += 1  # 'how old will that child be?': the child the question before asked for
        elif word.lower not in QUESTION_PRONOUNS:
            continue
        if isinstance(about, Ref):
            return [Mention(index, end, ((about, 1.0),))]
        return [Mention(index, end, positions=frozenset({about}))]
    return []


SOLD_FOR = rx.compile(r"\bwhat\b.*\b(?:sell|sells|sold|go|goes|went|fetch|fetches|fetched|cost|costs|charge|charges|"
                      r"charged|priced)\s+(?:it\s+|them\s+)?(?:for|at)\b", re.IGNORECASE)
"""'what does it sell for?': a price."""


def _follow_up(part: str, previous: Question, numeric: list[str],
               measures: dict[str, set[str]] | None = None) -> Question | None:
    """A second question about the first one's subject: 'Who sold the lawnmower, and for how
    much?' asks the lawnmower's price, when the puzzle has one category of amounts; 'and what
    does it sell for?' asks its price, the one category of money."""
    if SOLD_FOR.search(part):
        money = [name for name in numeric if (measures or {}).get(name, set()) & MONEY]
        if len(money) == 1 and not (isinstance(previous.about, Ref) and previous.about.category == money[0]):
            return Question(money[0], previous.about, part.strip())
    if not rx.search(r"\bhow\s+(?:much|many)\b", part, re.IGNORECASE) or len(numeric) != 1:
        return None
    if isinstance(previous.about, Ref) and previous.about.category == numeric[0]:
        return None
    return Question(numeric[0], previous.about, part.strip())


THE_NOUN_OF_JOINT = rx.compile(r",?\s+and\s+(?P<rest>the\s+[a-z]+(?:\s+[a-z]+)?\s+of\s+)", re.IGNORECASE)
"""Where 'work out who ... and the colour of Gus's towel' asks a second question."""
PAIRING = rx.compile(r"\bwho\b.*\b(?:which|what|where|when|how\s+(?:old|much|many|long|far|tall))\b"
                     r"|\bwhich\b.*\b(?:goes|went|belongs?)\s+(?:with|to)\s+which\b"
                     r"|^\W*(?:figure|work|find|sort)\s+out\s+which\b[^?]*\bwhich\b", re.IGNORECASE)
"""A question that pairs everything and names no value ('who baked what', 'who owns which pet',
'which cake goes with which baker', 'Figure out which dog she walks on which day'): the whole grid
is its answer."""
GRID_QUESTION_WORDS = frozenset({
    "who", "whom", "whose", "what", "which", "where", "when", "how", "does", "do", "did", "is", "are", "was",
    "were", "be", "the", "a", "an", "has", "have", "had", "lives", "live", "living", "in", "at", "on", "of", "and",
    "or", "to", "for", "with", "each", "every", "everyone", "everybody", "person", "people", "persons", "attribute",
    "attributes", "characteristic", "characteristics", "house", "houses", "position", "positions", "place",
    "places", "solution", "answer", "answers", "puzzle", "grid", "complete", "full", "fill", "find", "out",
    "determine", "work", "all", "their", "his", "her", "its", "own", "owns", "belongs", "belong", "goes", "go",
    "match", "matches", "value", "values", "category", "categories", "can", "could", "you", "your", "given",
    "clues", "clue", "above", "below", "information", "this", "that", "these", "those", "order", "row", "rows",
    "column", "columns", "table", "one", "ones", "everything", "thing", "things", "same", "different", "unique",
    "so", "number"
})
"""Words of a question that asks for the whole grid ('Who has which attributes and lives in which house?')."""


def _asks_of_something(words: list[Word], cues: dict[str, set[str]], nouns: set[str]) -> bool:
    """True when a question speaks of something besides the grid itself ('Who plays hockey?'
    where no category has hockey): a question the reading would leave unanswered."""
    known = set().union(*cues.values()) if cues else set()
    for word in words:
        lower = word.lower
        if not lower.isalpha() or lower in GRID_QUESTION_WORDS or lower in nouns or keys(lower) & known:
            continue
        return True
    return False


def _names_a_category(words: list[Word], cues: dict[str, set[str]]) -> bool:
    """True when the words ask about one of the puzzle's categories ('Which sport ...?')."""
    found = {k for w in words if w.lower not in AUXILIARY for k in keys(w.lower)} - AUXILIARY
    return any(found & category_cues for category_cues in cues.values())


def _by_kind(text: str, mentions: list[Mention], finder: MentionFinder, interpreter: Interpreter,
             anchors: tuple[set[str], set[str]], nouns: set[str], scales: list[Scale], base: Puzzle) -> list[Clue]:
    """A second look at a sentence not read: with values named by their kind ('the bird owner'
    for the parrot's), its readings, each with the sentence's other parts; none when the kinds
    name nothing new or the sentence still cannot be read. Such a reading is only a guess: the
    caller lets the solver decide whether the puzzle needs it."""
    words, found = finder.find(_in_plain_words(question_body(text)), kinds=True)
    if sum(1 for m in found if m.refs) <= sum(1 for m in mentions if m.refs):
        return []
    found = _with_landmarks(words, _with_superlatives(words, found, scales, base), anchors, base.size)
    items, unknown = skeleton(_toward(words, anchors), found, frozenset(nouns))
    meaning = interpreter.read(items, unknown, [w.lower for w in words])
    if meaning.ignored or meaning.unsure:
        return []
    whole = [conjoin([clue, *meaning.extra]) for clue in meaning.candidates]
    return [clue for clue in whole if clue is not None]


def _by_guess(text: str, finder: MentionFinder, interpreter: Interpreter, anchors: tuple[set[str], set[str]],
              nouns: set[str], scales: list[Scale], base: Puzzle, verbs: dict[str, set[str]],
              coloured: set[str]) -> list[Clue]:
    """A third look at a sentence still not read: one word or name that no form of a value
    matches ('drinks Earl Grey', 'keeps an aquarium', 'the plum-coloured house') stands for a
    value of the category its verb, its '-coloured' or its definition names; each such value is
    a reading, with the sentence's other parts. Only a guess: the caller lets the solver decide
    whether the puzzle needs the sentence, and the answer is sure only when every reading that
    gives one solution gives the same answer."""
    words, found = finder.find(_in_plain_words(question_body(text)), kinds=True)
    found = _with_landmarks(words, found, anchors, base.size)
    guessed = guessed_mention(words, found, nouns, base, verbs, coloured)
    if guessed is None:
        return []
    found = sorted([*found, guessed], key=lambda m: m.start)
    found = _with_landmarks(words, _with_superlatives(words, found, scales, base), anchors, base.size)
    items, unknown = skeleton(_toward(words, anchors), found, frozenset(nouns))
    meaning = interpreter.read(items, unknown, [w.lower for w in words])
    if meaning.ignored or meaning.unsure:
        return []
    whole = [conjoin([clue, *meaning.extra]) for clue in meaning.candidates]
    return [clue for clue in whole if clue is not None]


OWN_PRONOUNS = {"it": "its", "him": "his", "her": "her", "them": "their"}


def _owned_things(nouns: set[str]) -> re.Pattern[str] | None:
    """The pattern of 'the awning over it' for the puzzle's category nouns (see ``_its_own``)."""
    if not nouns:
        return None
    said = "|".join(sorted(re.escape(n) for n in nouns))
    return rx.compile(rf"\bthe\s+({said})s?\s+(?:over|above|on|of|outside|in\s+front\s+of)\s+(it|him|her|them)\b",
                      re.IGNORECASE)


def _its_own(text: str, owned: re.Pattern[str] | None) -> str:
    """A sentence with 'the awning over it' said as 'its awning' where awnings are a category (and no
    place of the row): the thing of the one named before, never a relation of places ('over')."""
    if owned is None:
        return text
    return owned.sub(lambda m: f"{OWN_PRONOUNS[m.group(2).lower()]} {m.group(1)}", text)


PARENT_NOUNS = frozenset({"mother", "mothers", "mum", "mums", "mom", "moms", "father", "fathers", "dad", "dads",
                          "parent", "parents"})
"""Words that name a category of the people's parents ('Mothers' names: Janet, Holly, ...')."""
OFFSPRING = r"(?:son|daughter|child|kid|boy|girl|lad|lass)"


def _parents(base: Puzzle, declared: dict[str, str]) -> list[str]:
    """The names of the puzzle's parents, when a category is about the people's mothers or fathers
    (by its name or its declaration's words: 'The mothers' names in different houses are unique')."""
    of_parents = [c for c in base.categories if not c.numeric and PARENT_NOUNS & {
        w.strip("'\u2019s").lower() for w in f"{c.name} {declared.get(c.name, '')}".split()}]
    if len(of_parents) != 1:
        return []  # (none, or a declaration that names mothers beside their children: which is which is unsure)
    return [str(v) for v in of_parents[0].values if str(v)[:1].isupper()]


def _by_their_parents(text: str, parents: list[str]) -> str:
    """A sentence with the people named by their parents said as the parents' own row: "Aniya's son"
    and 'the son of Aniya' as 'Aniya', "Penny is Alice's mother" as 'Penny is Alice' (where a category
    holds the mothers' names, each parent is the row of her child)."""
    if not parents:
        return text
    names = "|".join(re.escape(p) for p in sorted(parents, key=len, reverse=True))
    text = rx.sub(rf"\b({names})['\u2019]s\s+{OFFSPRING}\b", r"\1", text)
    text = rx.sub(rf"\bthe\s+{OFFSPRING}\s+of\s+({names})\b", r"\1", text, flags=re.IGNORECASE)
    return rx.sub(rf"\b({names})\s+(is|was)\s+([A-Z][a-z]+)['\u2019]s\s+(?:mother|mum|mom|father|dad|parent)\b",
                  r"\1 \2 \3", text)


CONTEST_ROWS = frozenset({"place", "position", "rank", "finish", "finishing position", "finishing place"})
"""Nouns of a row that is the order of a contest: there 'won' names its first place."""


def _display_noun(noun: str) -> str:
    """The positions' noun as the grid's header shows it: the text's own ('cottage'), not a
    generic 'number' or 'position'."""
    return "" if noun in ("", "number", "house") else noun


REQUEST = rx.compile(r"^\W*(?:(?:hi|hey|hello|ok|okay|so)\W+)?(?:can|could|would|will)\s+(?:you|anyone|someone|"
                     r"somebody|u)\s+(?:please\s+)?(?:help|solve|check|crack|do|try|have\s+a\s+go)\b", re.IGNORECASE)
"""A request for help with the puzzle ('can you help me with this logic puzzle?'), no question in it."""
WH_WORD = rx.compile(r"\b(?:who|whom|whose|what|which|where|when|how)\b", re.IGNORECASE)
WEEKDAY_STARTS = frozenset({"mon", "tue", "wed", "thu", "fri", "sat", "sun"})
MONTH_STARTS = frozenset(month[:3] for month in MONTHS)
WEEKDAY_WORDS = frozenset({"day", "days", "night", "nights", "evening", "evenings", "weekday", "weeknight"})
"""Words that name a category of weekdays, whatever the text called it ('On which night ...?')."""
NATIONALITY_WORDS = frozenset({"nationality", "nationalities", "country", "countries", "nation", "origin"})
"""Words that name a category of countries or nationalities, whatever the text called it."""


RACING = rx.compile(r"\b(?:race|races|raced|run|ran|finish(?:ed|ing)?|results?|rank(?:ed|ing|ings)?|league|contest|"
                    r"competition|tournament|championship|podium|judg(?:e|es|ed|ing)|award(?:ed|s)?|prizes?|"
                    r"finalists?)\b", re.IGNORECASE)
"""Words of a setup whose places are the order of a contest, the first place its top."""


def _ranked_from_the_top(setup: Setup, texts: list[str]) -> bool:
    """True for places in a contest ('took the first four places' of a fun run): the 1st is the
    highest, so 'one place higher' is toward the 1st and 'the top' is the winner."""
    return setup.positional and (setup.noun in ("rank", "finish", "finishing position", "finishing place")
                                 or (setup.noun in ("place", "position") and any(RACING.search(t) for t in texts)))


DOWNWARD = rx.compile(r"\bcounted\s+downwards?\b|\bnumbered\s+(?:from\s+)?(?:1|one)\s+at\s+the\s+top\b|"
                      r"\b(?:1|one)\s+(?:is|being)\s+(?:the\s+one\s+)?(?:on|at)\s+(?:the\s+)?top\b|"

                      r"\b(?:ranked|ordered|listed)\s+(?:from\s+)?(?:the\s+)?(?:1st|first)\s+(?:place\s+)?at\s+the\s+top\b|"
                      r"\bnumbered\s+(?:from\s+)?(?:1|one)\s+to\s+\w+,?\s+from\s+the\s+top(?:\s+down(?:wards?)?)?\b|"
                      r"\bfrom\s+the\s+top\s+down(?:wards?)?\b|"
                      r"\b(?:shelf|floor|level|tier|deck|rung|storey)\s+(?:1|one)\s+(?:is|being)\s+the\s+top\b|"
                      r"\bnumbered\s+(?:from\s+)?(?:1|one)\s*\(\s*(?:the\s+)?top(?:\s+\w+)?\s*\)",
                      re.IGNORECASE)
"""A column numbered from the top down ('shelf one is the top shelf', 'counted downwards', 'numbered 1
(top) to 5 (bottom)')."""


PLACED_BY_NUMBER = rx.compile(r"\b[a-z]+\s+(?:(?P<one>1)|(?P<n>\d+))\s+(?:on|by|beside|against|next\s+to)\s+the\s+"
                              r"(?P<mark>[a-z]+)\b(?!\s+(?:end|side)\b)", re.IGNORECASE)
"""'with seat 1 on the aisle and seat 5 against the wall': a numbered place and its landmark, no verb."""


DOWN_TO = rx.compile(r"\bnumbered\s+(?:from\s+)?1\s+to\s+\d+\s+from\s+the\s+[a-z]+(?:\s+end)?\s+down\s+to\s+the\b",
                     re.IGNORECASE)
"""A row numbered downhill or downstream ('from the church end down to the river'): 'down' goes to its end."""


def _anchors(found: list[Unit]) -> tuple[set[str], set[str]]:
    """The landmarks the text puts at the first and at the last position ('room 1 being nearest
    the lift', 'place 1 is closest to the counter', 'seat 5 is by the window')."""
    first: set[str] = set()
    last: set[str] = set()
    pattern = rx.compile(r"\b(?:(?P<one>1|one|first)|(?P<n>\d+|last))\b(?:(?:(?!\b\d)[^.;,]){0,40}?|,\s*)\b"
                         r"(?:nearest|closest)\s+"
                         r"(?:to\s+)?(?:the\s+)?(?P<mark>[a-z]+)(?:['\u2019]s?)?(?:\s+(?P<head>[a-z]+))?",
                         re.IGNORECASE)
    # ('nearest the spectators' gallery': the gallery too)
    named = rx.compile(r"\b(?:(?P<one>1|one)|\d+)\s*\(\s*(?:the\s+)?(?P<mark>[a-z]+?)most\b", re.IGNORECASE)
    being = rx.compile(r"\b(?:(?P<one>1|one)|\d+)\s+(?:(?:is|being|as)\s+)?(?:the\s+)?(?P<mark>[a-z]+?)most\b",
                       re.IGNORECASE)  # 'house 1 is the westernmost'
    across = rx.compile(r"(?:\bfrom\s+(?:the\s+)?|(?:\d+|,)\s+)(?P<a>west|east|north|south)\s+to\s+(?:the\s+)?"
                        r"(?P<b>west|east|north|south)\b", re.IGNORECASE)  # 'numbered from west to east', 'berths 1
    # to 3, north to south'
    outwards = rx.compile(r"\bnumbered\s+1\s+to\s+\d+\s+from\s+the\s+(?P<mark>[a-z]+)\s+(?:outwards|upwards|onwards|"
                          r"inwards|along|back)\b", re.IGNORECASE)  # 'moorings numbered 1 to 4 from the shore outwards'
    counting = rx.compile(r"\b(?:numbered|numbers\s+the\s+[a-z]+(?:\s+in\s+the\s+[a-z]+)?|counting|counted)\s+"
                          r"(?:1\s+to\s+\d+,?\s+|1(?:,\s*\d+)*,?\s+and\s+\d+,?\s+)?(?:(?:out|up|along|outwards?)\s+(?=from\b))?"
                          r"(?:(?:counting|counted|starting|going|running)\s+(?:out\s+|up\s+|along\s+|outwards?\s+)?)?"
                          r"from\s+the\s+"
                          r"(?:[a-z]+\s+){0,2}?(?P<mark>[a-z]+)(?:\s+(?:end|side))?\s*(?=[,.;:)]|$)",
                          re.IGNORECASE)  # 'numbered 1 to 5 counting from the harbour wall', '... from the church end',
    # 'numbered 1, 2 and 3, starting from the door end'
    starting = rx.compile(r"\bnumbered\s+(?:from\s+)?1\s+to\s+\d+,?\s+(?:starting|beginning)\s+(?:with|at|from)\s+"
                          r"(?:the\s+)?(?:[a-z]+\s+)?(?:nearest|closest)\s+(?:to\s+)?(?:the\s+)?(?P<mark>[a-z]+)",
                          re.IGNORECASE)  # 'numbered 1 to 4, starting with the hut nearest the pier'
    ends = rx.compile(r"\bnumbered\s+1\s+to\s+\d+\s+from\s+the\s+(?P<a>[a-z]+)\b[^.;]{0,60}?\bto\s+the\s+"
                      r"(?P<b>[a-z]+)\b", re.IGNORECASE)  # 'numbered 1 to 8 from the front (...) to the back'
    toward = rx.compile(r"\b(?:(?P<one>1|one|first)|(?P<n>\d+|last))\b(?:(?!\b\d)[^.;,]){0,30}?\bat\s+the\s+"
                        r"(?!(?:far|other|near|same|opposite|very)\b)(?P<mark>[a-z]+?)(?:wards?)?\s+end\b",
                        re.IGNORECASE)  # 'berth 4 is at the seaward end of the pier', 'berth 1 is at the shore end'
    plain = rx.compile(r"\b(?:(?P<one>1|one|first)|(?P<n>\d+|last))\s+(?:is|being)\s+(?:at\s+)?the\s+"
                       r"(?:(?:place|one|seat|spot|position)\s+at\s+the\s+)?(?:very\s+)?"
                       r"(?:(?P<mark>front|back|head|rear|tail|start|beginning)\b|(?:furthest|farthest)\s+(?P<far>out|in)\b)",
                       re.IGNORECASE)  # ('number 1 is the place at the very back of the line')
    # 'Position 1 is the front of the queue and position 7 is the back'
    beside = rx.compile(r"\b(?:(?P<one>1|one|first)|(?P<n>\d+|last))\s+(?:is|being|sits|stands)\s+(?:the\s+one\s+)?"
                        r"(?:right\s+)?(?:up\s+)?"
                        r"(?:by|beside|next\s+to|against|under|at|behind)\s+the\s+(?:very\s+)?(?P<mark>[a-z]+)\b"
                        r"(?!\s+(?:end|side)\b)",
                        re.IGNORECASE)  # 'desk 1 is by the window and desk 4 is by the door', 'room 1 is the one
    # beside the lift'
    away = rx.compile(r"\b(?:run|runs|running|stretch|stretches|lie|lies|counted|numbered)\b[^.;]{0,30}?"
                      r"\baway\s+from\s+(?:the\s+)?(?P<mark>[a-z]+)", re.IGNORECASE)  # 'run ... away from the gate'
    running = rx.compile(r"\b(?:running|runs|stretching|stretches|leading|leads)\s+(?:up|down|out|along|back|inland|"
                         r"uphill|downhill)?[^.;,]{0,25}?\bfrom\s+the\s+(?P<mark>[a-z]+)\b", re.IGNORECASE)
    # ('tents in a straight line running up the slope from the river')
    lettered = rx.compile(r"\bA\s+(?:is\s+|being\s+)?the\s+one\s+(?:nearest|closest)\s+(?:to\s+)?the\s+"
                          r"(?P<mark>[a-z]+)")
    # ('lettered A, B, C and D, with bay A the one nearest the road')
    bracketed = rx.compile(r"\b(?:(?P<one>1|one)|(?P<n>\d+))\s*\(\s*the\s+[a-z]+\s+(?:at|in|on)\s+the\s+"
                           r"(?P<mark>front|back|head|rear|top|bottom|start|end)\b", re.IGNORECASE)
    # ('numbered from 1 (the car at the front of the jam) to 7 (the car at the back)')
    reached = rx.compile(r"\b(?:you|one|we|visitors|people|walkers)\s+(?:reach|come\s+to|pass|meet|see|get\s+to)\s+"
                         r"(?:them|it)\s+from\s+the\s+(?P<mark>[a-z]+)", re.IGNORECASE)  # 'in the order you reach
    # them from the entrance'
    held = rx.compile(r"\b(?:(?:starting|beginning|finishing|ending)\s+)?with\s+(?:the\s+)?[a-z]+\s+"
                      r"(?:(?P<one>1|one)|(?P<n>\d+))"
                      r"\b[^.;]{0,25}?\b(?:beside|by|next\s+to|nearest(?:\s+to)?|closest\s+to|at|behind)\s+the\s+"
                      r"(?:(?P<pre>[a-z]+)\s+)?(?!(?:end|side|corner)\b)(?P<mark>[a-z]+)\b(?!\s+(?:end|side)\b)",
                      re.IGNORECASE)
    # ('starting with locker 1 right beside the entrance door and finishing with locker 5 ..., next to the fire exit')
    origin: set[str] = set()
    starts = {int(a) for unit in found for a in rx.findall(r"\b(\d+)\s*(?:to|through|-|\u2013)\s*\d+\b", unit.text)}
    # ('rooms 101 to 105 ... Room 101 is the one nearest the lift': 101 is the first)
    for unit in found:
        for match in plain.finditer(unit.text):  # ('berth 1 is the furthest out': the outer end)
            mark = match.group("mark") or ("outer" if match.group("far").lower() == "out" else "inner")
            (first if _first(match, starts) else last).add(mark.lower())
        for match in (*away.finditer(unit.text), *reached.finditer(unit.text), *running.finditer(unit.text),
                      *lettered.finditer(unit.text)):
            first.add(match.group("mark").lower())
        for match in (*toward.finditer(unit.text), *bracketed.finditer(unit.text), *held.finditer(unit.text)):
            (first if _first(match, starts) else last).add(match.group("mark").lower())
            pre = (match.groupdict().get("pre") or "").lower()
            if pre and pre not in ("far", "very", "near", "other") and is_noun(pre):
                (first if _first(match, starts) else last).add(pre)  # 'the entrance door': the entrance too
        for match in ends.finditer(unit.text):
            if not {match.group("a").lower(), match.group("b").lower()} & set(OPPOSITE_POINTS):  # (compass: below)
                first.add(match.group("a").lower())
                last.add(match.group("b").lower())
        for match in (*counting.finditer(unit.text), *starting.finditer(unit.text)):
            first.add(match.group("mark").lower())
            origin.add(match.group("mark").lower())
        for match in pattern.finditer(unit.text):
            counted_from = rx.search(r"\b(?:starting|beginning)\s+(?:with|at|from)\b|\bfrom\s+the\b", match.group(0))
            side = first if _first(match, starts) or counted_from else last  # ('numbered 1 to 4 starting with the
            # one nearest the harbour mouth', 'lanes numbered 1 to 4 from the side of the pool nearest the spectators'
            # gallery': 1 is the nearest)
            side.add(match.group("mark").lower())
            head = (match.group("head") or "").lower()
            if head and head not in ("and", "or", "but", "is", "was", "are", "were", "with", "while") and is_noun(head):
                side.add(head)  # 'nearest the lifeguard tower': 'closest to the tower' too
        for match in (*beside.finditer(unit.text), *PLACED_BY_NUMBER.finditer(unit.text)):
            (first if _first(match, starts) else last).add(match.group("mark").lower())
        for match in outwards.finditer(unit.text):
            first.add(match.group("mark").lower())
        if DOWN_TO.search(unit.text):  # 'numbered 1 to 5 from the church end down to the river': down is on
            first.add("up")  # toward 5, up toward 1
            last.add("down")
        for match in [*named.finditer(unit.text), *being.finditer(unit.text)]:  # '1 (the innermost)'
            side = first if _first(match, starts) else last
            mark = match.group("mark").lower()
            side.update(SIDES.get(mark[:-3] if mark.endswith("ern") else mark, ()))  # 'westernmost': west
        for match in across.finditer(unit.text):
            first.update(SIDES[match.group("a").lower()])
            last.update(SIDES[match.group("b").lower()])
        if FROM_THE_RIGHT.search(unit.text):
            first.add("right")
            last.add("left")
    last -= origin  # ('numbered 1 to 4 starting with the one nearest the door': never the 4th's landmark too)
    for unit in found:  # 'runs from St Mary's church at one end down to the river at the other'
        for match in BETWEEN_ENDS.finditer(unit.text):
            a, b = match.group("a").lower(), match.group("b").lower()
            if a not in last and b not in first:
                first.add(a)
                last.add(b)
            elif a not in first and b not in last:  # ('counting from the river end': the other way round)
                first.add(b)
                last.add(a)
    first, last = _with_opposite_points(first, last), _with_opposite_points(last, first)
    first, last = _with_compound_heads(first), _with_compound_heads(last)
    return _with_pier_ends(first, last), _with_pier_ends(last, first)


BETWEEN_ENDS = rx.compile(r"\bfrom\s+(?:the\s+)?(?:[A-Z][\w']*\s+)*(?P<a>[a-z]+)\s+at\s+one\s+end\b[^.;]{0,30}?"
                          r"\bto\s+the\s+(?P<b>[a-z]+)\s+at\s+the\s+other\b")
"""A row said to run between two landmarks, one at each end ('from the church at one end down to
the river at the other')."""
WAY_SAID = rx.compile(r"\b(?:a\s+)?higher\s+(?:[a-z]+\s+)?numbers?\s+(?:means?|is|are)\s+(?:further|farther)\s+"
                      r"(?P<way>down|up|along|back|in|out|inside)\b"
                      r"|\bnumbers\s+(?:climb|rise|increase|go\s+up|grow|get\s+(?:bigger|higher))\s+as\s+you\s+"
                      r"(?:walk|go|move|head|travel|get)\s+(?:further\s+)?(?P<going>down|up|along|back|in|out|inside)\b",
                      re.IGNORECASE)
"""'A higher room number means further down the corridor', 'the numbers climb as you walk out': the
word that says the row's own way."""


UPRIGHT_ROWS = {"floor", "shelf", "rung", "storey", "story", "level", "tier", "deck", "bunk", "step", "drawer", "peg"}
"""Rows that stand one above another: 'further down' is lower."""


def _toward_an_end(text: str, anchors: tuple[set[str], set[str]], upright: bool) -> str:
    """A sentence with 'seaward of' said as 'after' where the text put the sea at the last place
    ('berth 5 is the last berth at the seaward end'), and 'shoreward of' as 'before' where the
    shore is at the first: toward that end of the row; in an ``upright`` row (shelves, floors), 'further
    down than' as 'lower than'."""
    def toward(match: re.Match[str]) -> str:
        mark = match.group("mark").lower()
        return "after" if mark in anchors[1] else "before" if mark in anchors[0] else match.group(0)
    if upright:  # ('The cookery books are further down than Agatha's shelf': lower, in a bookcase)
        text = rx.sub(r"\b(?:further|farther)\s+(?P<way>down|up)(?=\s+than\b)",
                      lambda m: "lower" if m.group("way").lower() == "down" else "higher", text, flags=re.IGNORECASE)
    return rx.sub(r"\b(?P<mark>[a-z]+)wards?\s+of\b", toward, text, flags=re.IGNORECASE)


def _along(text: str, way: re.Match[str] | None) -> str:
    """A sentence with the row's own way, as the layout said it ('further down the corridor than'),
    said as 'further along than': toward the higher numbers."""
    if way is None:
        return text
    return rx.sub(r"\b(further|farther)\s+" + (way.group("way") or way.group("going"))
                  + r"(?:\s+the\s+[a-z]+)?(?=\s+than\b)", r"\1 along",
                  text, flags=re.IGNORECASE)


PLACE_WORDS_UNREAD = frozenset({"past", "facing", "faces", "faced", "across", "opposite", "upstream", "downstream",
                                "uphill", "downhill", "beyond", "diagonally", "catty-corner", "kitty-corner",
                                "overlooking", "overlooks", "alongside", "toward", "towards", "underneath", "atop",
                                "astride", "adjoining", "adjoins", "abutting"})
"""Words of place between two things that, unread, must never leave 'A is B' (one and the same)."""


SOCIAL_WORDS = frozenset({"friends", "friend", "friendly", "acquainted", "pals"})
"""Words of an acquaintance between two people ('The lychee lover is good friends with the Greek'): no fact
of the puzzle's categories, and never one and the same person."""


FRIENDS_WITH = rx.compile(r"\b(?:friends?|friendly|acquainted|pals)\s+with\b", re.IGNORECASE)
"""'is good friends with': an acquaintance (never 'the youngest of the friends', a group of them)."""


def _same_across_a_place_word(meaning: Meaning, words: list, mentions: list[Mention],
                              unread: frozenset[str] = PLACE_WORDS_UNREAD) -> bool:
    """True when a sentence read as 'A is B' has a word of place between its two things ('Bob lives
    past the cat owner', 'across from', 'facing'), or the ``unread`` words given: the words relate two
    things, not one."""
    from ...clues import Same

    if not meaning.candidates or not all(isinstance(c, Same) for c in meaning.candidates):
        return False
    named = sorted((m for m in mentions if m.refs or m.positions), key=lambda m: m.start)
    if len(named) < 2:
        return False
    between = {w.lower for w in words[named[0].end:named[-1].start]}
    return bool(between & unread)


NOT_NOW = rx.compile(r"\bonce\s+(?:[a-z]+ed|had|owned|kept|drove|lived|was|were)\b|\bformerly\b|\bpreviously\b|"
                     r"\bused\s+to\b|\bno\s+longer\b|\bnot\s+any\s?more\b", re.IGNORECASE)
"""Words that put a fact at another time than the puzzle's ('Bob once owned the cat', 'no longer')."""


def _same_but_at_another_time_or_kin(meaning: Meaning, words: list, mentions: list[Mention],
                                     named: frozenset[str] = frozenset()) -> bool:
    """True when a sentence read as 'A is B' says it of another time ('Bob once owned the cat',
    'used to', 'no longer') or of a relative of one of them ('Bob is the cat owner's brother'), unless
    the puzzle's categories are those relatives (``named``: 'Holly is Timothy's mother' among mothers
    and children)."""
    from ...clues import Same

    if not meaning.candidates or not all(isinstance(c, Same) for c in meaning.candidates):
        return False
    lowered = [w.lower for w in words]
    if NOT_NOW.search(" ".join(lowered)):
        return True
    owners = {m.end for m in mentions if m.refs and words[m.end - 1].text.endswith(("'s", "\u2019s"))}
    owners |= {m.end + 1 for m in mentions if m.refs and m.end < len(words)
               and words[m.end].text.endswith(("'s", "\u2019s")) and words[m.end].text[:1].islower()}
    parents = named & {"child", "children", "kid", "son", "daughter"}  # ('Each mother is accompanied by their
    # child: Bella, ...': 'Bella's mother' is the person of Bella's row)
    return any(k in owners and is_kin(singular(w)) and singular(w) not in named
               and not (parents and singular(w) in ("mother", "father", "parent", "mum", "mom", "dad"))
               for k, w in enumerate(lowered))  # 'the cat owner's brother'


def _with_compound_heads(landmarks: set[str]) -> set[str]:
    """The landmarks with the head of each closed compound ('footbridge': the bridge too), so that
    'further from the bridge' finds the footbridge the layout put at an end."""
    heads = {word[k:] for word in landmarks for k in range(3, len(word) - 3)
             if is_noun(word[:k]) and is_noun(word[k:]) and word.isalpha()}
    return landmarks | heads


def _with_pier_ends(here: set[str], there: set[str]) -> set[str]:
    """The landmarks of one end of a pier or jetty, with the shore when the text put the sea at
    the other end ('numbered from the seaward end': berth 5 is nearest the shore), and the sea
    when it put the shore there."""
    if there & OUTWARD and not there & INWARD and not here & OUTWARD:
        return here | {"shore", "land", "inner"}
    if there & SHORE and not there & OUTWARD and not here & INWARD:
        return here | {"sea", "outer"}
    return set(here)


ENDS_OF_A_LINE = {"front", "back", "head", "rear", "tail"}


def _a_line_numbered_from_the_back(anchors: tuple[set[str], set[str]], found: list[Unit]) -> bool:
    """True when a line or queue is numbered from its back ('number 1 is the place at the very
    back of the line'): its places are then read front first, each named by its number."""
    first, last = anchors
    return bool(first & {"back", "rear", "tail"} or last & {"front", "head"}) \
        and not first & {"front", "head"} and any(rx.search(r"\b(?:line|queue)\b", unit.text, re.IGNORECASE)
                                                  for unit in found if unit.number is None)


def _first(match: re.Match[str], starts: set[int]) -> bool:
    """True when a landmark's match speaks of the first position: 1, 'one', 'first', or the first
    number of a range the text gives ('rooms 101 to 105')."""
    number = match.groupdict().get("n")
    return bool(match.group("one")) or bool(number and number.isdigit() and int(number) in starts)


FROM_THE_RIGHT = rx.compile(r"\bfrom\s+(?:the\s+)?right\s+to\s+(?:the\s+)?left\b"
                            r"|\b(?:counting|counted|numbered)\s+(?:\d+\s+to\s+\d+\s+)?from\s+the\s+right\b"
                            r"|\b(?:1|one)\s+(?:is\s+|being\s+)?(?:the\s+)?(?:right-?most|far\s+right)\b"
                            r"|\b(?:1\s+(?:is\s+|being\s+)?|one\s+(?:is|being)\s+)(?:on|at)\s+the\s+(?:far\s+)?right\b",
                            re.IGNORECASE)
"""A row numbered from the right ('numbered 1 to 8 from right to left', 'seat 1 is the rightmost'; not
'one on the left ... and one on the right', where 'one' is one of the places)."""


OPPOSITE_POINTS = {"north": "south", "south": "north", "east": "west", "west": "east"}


def _with_opposite_points(here: set[str], there: set[str]) -> set[str]:
    """The landmarks of one end of the row, with the point of the compass opposite one at the
    other end ('numbered 1 to 5 from the north': the south is at house 5), unless the text put
    another landmark there."""
    out = set(here)
    for side in there:
        opposite = OPPOSITE_POINTS.get(side)
        if opposite is not None and not there & set(SIDES[opposite]):
            out.update(SIDES[opposite])
    for side in here & set(OPPOSITE_POINTS):
        out.update(SIDES[side])  # 'north' and 'northern'
    return out


SIDES = {"inner": ("inner", "inside"), "outer": ("outer", "outside"), "upper": ("upper",), "top": ("top",),
         "lower": ("lower",), "bottom": ("bottom",), "front": ("front",), "back": ("back",),
         "west": ("west", "western"), "east": ("east", "eastern"), "north": ("north", "northern"),
         "south": ("south", "southern")}
"""Words for a side, by the '-most' word that names the end of the row."""


COMPASS = {"west", "western", "east", "eastern", "north", "northern", "south", "southern"}
"""Sides that only the text's layout places ('house 1 is the westernmost')."""
NEARER = {"nearer", "closer", "nearest", "closest"}
FURTHER = {"further", "farther", "furthest", "farthest"}


def _ends_of_a_relay(found: list[Unit], base: Puzzle) -> dict[str, str]:
    """'from the opening leg to the anchor': the words for the first and last places of the row,
    when the layout says so and no value is called so (the anchor symbol of a locker door)."""
    said = " ".join(unit.text for unit in found)
    if not RELAY_ENDS.search(said) and not (rx.search(r"\brelay\b", said, re.IGNORECASE)
                                            and rx.search(r"\blegs?\b", said, re.IGNORECASE)):
        return {}  # ('a 4 x 100 m relay team ... each ran one of the four legs': the anchor leg is the last)
    labels = {str(ref.value).lower() for ref in base.refs()}
    return {word: place for word, place in RELAY_PLACES.items() if word not in labels}


RELAY_ENDS = rx.compile(r"\bfrom\s+the\s+(?:opening|lead-?off)\s+[a-z]+\s+to\s+the\s+anchor\b", re.IGNORECASE)
RELAY_PLACES = {"opening": "first", "leadoff": "first", "lead-off": "first", "anchor": "last"}
"""The first and last legs of a relay by their own names."""


def _compass_places(anchors: tuple[set[str], set[str]]) -> dict[str, str]:
    """'westernmost' and 'easternmost' as the first and last places, when the layout says which
    end of the row is west ('house 1 is the westernmost', 'numbered from west to east')."""
    first, last = anchors
    places = {f"{side}most": place for sides, place in ((first, "first"), (last, "last"))
              for side in sides if side in COMPASS}
    for sides, place in ((first, "first"), (last, "last")):  # 'numbered from the back to the front': front last
        for side in sides & set(ENDS_NAMED):
            if not (side in first and side in last):
                places[side] = place
                places[ENDS_NAMED[side]] = "last" if place == "first" else "first"
    return places


ENDS_NAMED = {"front": "back", "back": "front", "top": "bottom", "bottom": "top", "head": "rear", "rear": "head"}
"""The ends of a row that a layout may name, each with the other end ('the front pew' when pews are
numbered from the back)."""


def _place_verbs(texts: list[str], nouns: set[str]) -> set[str]:
    """The keys of the verbs by which the setup puts people at its places ('Six coaches are parked
    at the six bays': parking says where a coach is, as 'lives' says it of a house)."""
    if not nouns:
        return set()
    names = "|".join(sorted(re.escape(n) for n in nouns))
    pattern = rx.compile(rf"\b([a-z]{{3,}})\s+(?:at|in|on|into|along|beside)\s+(?:(?:the|a|an|one|\w+)\s+){{0,2}}"
                         rf"(?:{names})s?\b", re.IGNORECASE)
    return {key for text in texts for match in pattern.finditer(text)
            if verb_like(match.group(1).lower()) and match.group(1).lower() != "numbered"
            for key in keys(match.group(1).lower())}


HEIGHT_SIDES = {"higher": "earlier", "lower": "later", "above": "before", "below": "after", "beneath": "after",
                "underneath": "after"}
"""Words of height said as order in a row counted from its top ('lower on the rope': later)."""


def _toward(words: list, anchors: tuple[set[str], set[str]]) -> list:
    """The words with 'nearer the lift' / 'further from the lift' said as left or right, when
    the text put the lift at the first (or last) position."""
    first, last = anchors
    first, last = first - {"right"}, last - {"left"}  # numbered from the right: the finder reads the sides
    if not first and not last:
        return words
    said = list(words)
    top_first = "top" in first and "top" not in last  # a rope or a list counted from its top: 'lower' is later
    for index, word in enumerate(words):
        lower = word.lower
        if top_first and lower in HEIGHT_SIDES:
            said[index] = Word(HEIGHT_SIDES[lower], word.start, word.end)  # 'lower on the rope than the chef'
            continue
        if "-" in lower and set(lower.split("-")) <= first | last:
            lower = lower.split("-")[-1]  # 'on her harbour-mouth side': the mouth's
        if lower in first | last and not (index + 1 < len(words) and words[index + 1].lower in ("most",)):
            following = words[index + 1].lower if index + 1 < len(words) else ""
            if following in ("the", "of", "to", "from", "side", "end") or (  # 'at the eastern end'
                    lower.endswith("side") and following not in ("lane", "lanes")):
                said[index] = Word("left" if lower in first else "right", word.start, word.end)
            continue
        ward = rx.fullmatch(r"([a-z]+?)wards?", lower)
        if ward and ward.group(1) in first | last and not (ward.group(1) in first and ward.group(1) in last):
            said[index] = Word("leftwards" if ward.group(1) in first else "rightwards", word.start, word.end)
            continue  # 'shoreward of the Marlin' where berth 1 is closest to the shore
        if lower not in NEARER | FURTHER:
            continue
        following = words[index + 1].lower if index + 1 < len(words) else ""
        if lower in FURTHER and following in ("out", "in"):  # 'further out along the pier'
            outward = _outward_end(first, last)
            if outward is not None:
                toward_first = (outward == "first") == (following == "out")
                said[index] = Word("leftwards" if toward_first else "rightwards", word.start, word.end)
            continue
        following = words[index + 1].lower if index + 1 < len(words) else ""
        if following in ("up", "down") and following in first | last and not (following in first and following in last):
            said[index] = Word("leftwards" if following in first else "rightwards", word.start, word.end)
            continue  # 'two stalls further down the street' of stalls numbered from the church end down to the river
        if following in ("left", "right", "back", "forward", "up", "down"):
            continue  # 'further left than Cal': more to the left, not further from a landmark on the left
        skip = 0  # 'the further of the two from the gate': the landmark after 'of the two'
        if [w.lower for w in words[index + 1:index + 3]] in (["of", "them"], ["of", "both"]):
            skip = 2
        elif [w.lower for w in words[index + 1:index + 4]] == ["of", "the", "two"]:
            skip = 3
        rest = [w.lower for w in words[index + 1 + skip:index + 5 + skip] if w.lower not in ("to", "from", "the")]
        other_end = False
        if len(rest) > 1 and rest[0] not in first | last and rest[1] in first | last and rest[0].isalpha() \
                and rest[0] not in ("than", "and", "or", "but"):
            other_end = rest[0] in FAR_SIDE  # 'nearer the far bank': the end away from the near one
            rest = rest[1:]  # 'further from the lock gate': the landmark's head
        if not rest or rest[0] not in first | last:
            continue
        away = lower in FURTHER and "from" in [w.lower for w in words[index + 1 + skip:index + 3 + skip]]
        toward_first = ((lower in NEARER or not away) == (rest[0] in first)) != other_end  # 'further north': north
        said[index] = Word("leftwards" if toward_first else "rightwards", word.start, word.end)
    return said


FAR_SIDE = frozenset({"far", "other", "opposite", "distant", "farther", "further"})
"""Words before a landmark of one end that name the other end's ('the far bank' where the near bank
is at stone 1)."""
OUTWARD = {"sea", "seaward", "seawards", "out", "outer", "outside", "offshore", "outermost", "mouth", "entrance",
           "opening"}
"""Landmarks of the outer end of a pier, a jetty or a harbour: 'further out' goes toward them, 'further in'
away from them (the harbour mouth is no inner end for all its harbour)."""
INWARD = {"shore", "shoreward", "land", "landward", "beach", "inner", "inside", "innermost", "quay", "promenade",
          "harbour", "harbor", "wall", "road", "car", "bank"}
"""Landmarks of the inner end: 'further out' goes away from them."""
SHORE = {"shore", "shoreward", "land", "landward", "beach"}
"""Landmarks of the inner end that make the other end the sea's."""


def _outward_end(first: set[str], last: set[str]) -> str | None:
    """Which end of a row 'further out' points to, 'first' or 'last', from the landmarks the
    layout put at the ends ('numbered from the seaward end', 'berth 1 is nearest the shore');
    None when the layout does not say."""
    out_first = bool(first & OUTWARD or (last & INWARD and not last & OUTWARD))
    out_last = bool(last & OUTWARD or (first & INWARD and not first & OUTWARD))
    if out_first == out_last:
        return None
    return "first" if out_first else "last"


def _of_the_two_most(lowered: list[str], index: int) -> bool:
    """True when the superlative at ``index`` opens an 'of the two' sentence ('Of the two
    tallest players, one ...'): it names two people, the first and the second on its scale."""
    opening = [w for w in lowered[:index] if w not in ('"', "'", "(", "*", "-")]
    return opening == ["of", "the", "two"] and "other" in lowered[index:]


BOUNDED_TWO = rx.compile(r"^of the two [a-z]+ (?:who|that|which) [a-z]+ (?:(?P<under>under|below|less than)|"
                         r"(?P<over>over|above|more than)) (?P<amount>[$\u00a3\u20ac]?\s?\d[\d,]*(?:\.\d+)?)\b")
"""'Of the two winners who paid under $400, one ...': the two values of a scale on that side of the amount."""


def _with_bounded_two(words: list, mentions: list[Mention], scales: list[Scale]) -> list[Mention]:
    """The mentions, with 'the two winners who paid under $400' said as the two values below
    $400 of the one scale of money (or of the one numeric scale), when exactly two are: the
    word 'two' the first of them and the noun after it the second ('Of A and B, one ...')."""
    lowered = [w.lower for w in words]
    found = BOUNDED_TWO.match(" ".join(lowered))
    if found is None or any(m.start <= 3 for m in mentions):
        return mentions
    amount = float(rx.sub(r"[^\d.]", "", found.group("amount")))
    money = found.group("amount")[:1] in "$\u00a3\u20ac"
    chosen = [s for s in scales if s.numeric and s.values and (not money or s.unit_words & MONEY)]
    if len(chosen) != 1:
        return mentions
    side = [v for v in chosen[0].values if (v < amount if found.group("under") else v > amount)]
    if len(side) != 2:
        return mentions
    refs = [Ref(chosen[0].category, int(v) if float(v).is_integer() else v) for v in sorted(side)]
    end = len(found.group(0).split())
    added = [Mention(2, 3, ((refs[0], 1.0),)), Mention(3, end, ((refs[1], 1.0),))]
    return sorted([m for m in mentions if m.start >= end] + added, key=lambda m: m.start)


def _with_superlatives(words: list, mentions: list[Mention], scales: list[Scale], puzzle: Puzzle) -> list[Mention]:
    """The mentions, and the superlatives among the other words as mentions of the extreme
    value ('the tallest player': the greatest height; 'the cheapest': the lowest price; on an
    ordered axis, its first or last position)."""
    mentions = _with_bounded_two(words, mentions, scales)
    covered = {i for m in mentions for i in range(m.start, m.end)}
    lowered = [w.lower for w in words]
    added = []
    swallowed: set[int] = set()
    for index, written in enumerate(lowered):
        rank, word = _ranked(lowered, index, written)  # 'the second oldest', 'second-youngest'
        if word.split("-")[0] in SUPERLATIVES and rx.fullmatch(r"[a-z]+-(?:numbered|[a-z]+(?:ing|ed))", word):
            word = word.split("-")[0]  # 'the highest-numbered room': the highest room number; 'the
            # longest-serving of the four': the longest stretch
        if index in covered and not _a_rank_in_time(lowered, index, scales):
            continue
        if index in covered:  # 'the last driver to arrive' where the arrivals are a category: no place in the row
            mentions = [m for m in mentions if not m.start <= index < m.end]
            covered = {i for m in mentions for i in range(m.start, m.end)}
        picked = superlative([*lowered[:index], word, *lowered[index + 1:]], index, scales) \
            if word in SUPERLATIVES or word in ("most", "least", "fewest") else _graded_compound(word, scales)
        end = index + (2 if word in ("most", "least", "fewest") and index + 1 < len(lowered)
                       and lowered[index + 1].isalpha() else 1)
        # ('paid the least, and ...': the comma is no noun of the scale)
        if picked is None:  # 'more than anyone else', 'most recently', 'the best score', 'comes in last'
            other = extreme(lowered, index, scales)
            if other is None or any(i in covered for i in range(index, other[2])):
                continue
            picked, end, rank = other[:2], other[2], 1
        scale, way = picked
        start = index - 1 if rank > 1 and written == word else index
        excepted = _excepted(lowered, end, mentions) if rank == 1 else None
        if excepted is not None:  # 'less than anyone except the Thai student': the second least
            rank, end = 2, excepted.end
            swallowed.add(excepted.start)
        if scale.numeric:
            values = sorted(puzzle.category(scale.category).values, reverse=way == "more")
            if rank == 1 and len(values) > 2 and _of_the_two_most(lowered, index) and index - 1 not in covered:
                # 'Of the two youngest cousins, one ...': the youngest and the second youngest
                added.append(Mention(index - 1, index, ((Ref(scale.category, values[0]), 1.0),)))
                added.append(Mention(index, end, ((Ref(scale.category, values[1]), 1.0),)))
                swallowed.add(index - 1)
            elif rank <= len(values):
                added.append(Mention(start, end, ((Ref(scale.category, values[rank - 1]), 1.0),)))
        else:
            size = len(puzzle.category(scale.category).values)
            if rank == 1 and size > 2 and _of_the_two_most(lowered, index) and index - 1 not in covered:
                ends = (size, size - 1) if way == "more" else (1, 2)
                added.append(Mention(index - 1, index, positions=frozenset({ends[0]})))
                added.append(Mention(index, end, positions=frozenset({ends[1]})))
                swallowed.add(index - 1)
            elif rank <= size:
                added.append(Mention(start, end, positions=frozenset({size + 1 - rank if way == "more" else rank})))
    if not added:
        return mentions
    starts = {m.start for m in added} | swallowed
    return sorted([m for m in mentions if m.start not in starts] + added, key=lambda m: m.start)


RESTATING = frozenset({",", "at", "with", "on", "of", "(", "-", "\u2014"})
"""Words between a value and an aside that says it again ('The slowest of the five, at 22 km/h, ...')."""


def _without_restated(words: list, mentions: list[Mention]) -> list[Mention]:
    """The mentions without an aside that names again the one value just named ('the slowest, at
    22 km/h, lives in Leeds': one mention of 22)."""
    kept: list[Mention] = []
    for mention in mentions:
        last = kept[-1] if kept else None
        between = [w.lower for w in words[last.end:mention.start]] if last is not None else []
        if last is not None and len(last.refs) == 1 and len(mention.refs) == 1 \
                and mention.refs[0][0] == last.refs[0][0] \
                and between[:1] == [","] and set(between) <= RESTATING \
                and words[mention.end:mention.end + 1] and words[mention.end].lower == ",":
            continue
        kept.append(mention)
    return kept


def _a_rank_in_time(lowered: list[str], index: int, scales: list[Scale]) -> bool:
    """True for 'first' or 'last' before 'to' and a verb ('the last driver to arrive', 'the first to
    leave') where a category of times (not the row) says when each one did it."""
    if lowered[index] not in ("first", "last") or "to" not in lowered[index + 1:index + 3]:
        return False
    found = extreme(lowered, index, scales)
    return found is not None and found[0].numeric


HAVING = rx.compile(r",\s+having\s+(?=[a-z]+(?:ed|en|t|d|n)\b)", re.IGNORECASE)
"""', having saved their joker for sport': a second predicate of the sentence's subject."""
PARTICIPLE_CLAUSE = rx.compile(r",\s+(finishing|scoring|arriving|paying|spending|coming|ending|placing|beating|"
                               r"landing|leaving|winning|taking|collecting|earning|raising|trailing)\s+(?=\S)",
                               re.IGNORECASE)
"""'won the night, finishing three points ahead of ...': a second predicate, said as a clause."""
PAST_OF = {"finishing": "finished", "scoring": "scored", "arriving": "arrived", "paying": "paid", "spending": "spent",
           "coming": "came", "ending": "ended", "placing": "placed", "beating": "beat", "landing": "landed",
           "leaving": "left", "winning": "won", "taking": "took", "collecting": "collected", "earning": "earned",
           "raising": "raised", "trailing": "trailed"}
CLOSER_TO_WORK = rx.compile(r"(?P<by>\b\d+(?:\.\d+)?\s*(?:km|kilometres|kilometers|miles?|mi|metres|meters|m)\s+)?"
                            r"\b(?P<way>closer|nearer|further|farther)\s+(?:from|to)\s+(?:work|home|school|the\s+office|"
                            r"town|the\s+city|the\s+station)\s+than\b", re.IGNORECASE)
"""'lives 6 km closer to work than': a commute shorter by 6 km (an amount, never a place of the row)."""
EXACTLY_ONE_OF = rx.compile(r"^\s*exactly\s+one\s+of\s+(?!the\s+following|these|those|the\s+statements)"
                            r"(?P<rest>[^;:]+)$", re.IGNORECASE)
"""'Exactly one of A and B drinks tea': one of the two, not both."""
EITHER_IS_NAMED = rx.compile(r"^\s*Either\s+(?P<one>[^,;]+?)\s+or\s+(?P<other>[^,;]+?)\s+(?P<verb>is|was)\s+"
                             r"(?P<name>(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?P<end>\s*[.!]?\s*)$")
"""'Either the person born in 1987 or the person from Ohio is Kim': Kim is one of the two."""
HYPHENED_PAIR = rx.compile(r"\b([A-Za-z]+)-(?:and|n|'n'|&)-([A-Za-z]+)\b")
"""'rock-and-roll', 'country-and-western', 'fish-n-chips': the pair as written with spaces."""
ABOVE_ALL_OTHERS = rx.compile(r"\s+(?:to|over|above)\s+(?:any|all)\s+(?:the\s+)?other\s+[a-z]+(?=\s*[,.;!?]|\s*$)",
                              re.IGNORECASE)
"""'prefers blue to any other colour': prefers blue, the favourite (the others name no value)."""
OF_THE_COUNT = rx.compile(r"\b(the\s+(?:first|last|[a-z]{2,}est|(?:most|least)\s+[a-z]+))\s+of\s+"
                          r"(?:the\s+(?:three|four|five|six|seven|eight|nine|ten|[3-9]|group|lot|bunch|party)(?:\s+of\s+them)?|them(?:\s+all)?|"
                          r"us(?:\s+all)?)(?=\s+to\s+[a-z]|\s*[,.;!?]|\s*$)",
                          re.IGNORECASE)
"""'the last of the four to sell out', 'the oldest of them': a rank among everyone, said of the puzzle's own
people (not 'the first of the two', which picks one of a pair)."""


def _numbered_things(text: str, nouns: set[str]) -> str:
    """'in a lower-numbered room than Mr Ashby' said as 'with a lower room number than', where the
    rooms are a category of numbers (not the places of a row)."""
    if not nouns or "-numbered" not in text.lower():
        return text
    return NUMBERED_THING.sub(lambda m: f"with a {m.group(1)} {m.group(2)} number" if singular(m.group(2).lower())
                              in nouns else m.group(0), text)


NUMBERED_THING = rx.compile(r"\b(?:in|has|had|have|with|assigned|given|got|gets|took|takes|booked|books|used|uses|"
                            r"occupied|occupies|drew|draws)\s+(?:a|the)\s+(lower|higher|smaller|larger|bigger)-numbered\s+"
                            r"([a-z]+)", re.IGNORECASE)
"""'in a lower-numbered room', 'was assigned a higher-numbered locker': a number of the rooms or lockers."""


NOWHERE = rx.compile(r"\bnowhere\s+(to\s+the\s+(?:left|right)|(?:left|right|east|west|north|south|above|below|before|"
                     r"after|ahead|behind)\b)", re.IGNORECASE)
"""'stands nowhere to the right of Y': not anywhere to the right of Y."""


KIN_BEFORE_A_NAME = rx.compile(r"\b(?:his|her|their)\s+(?:little\s+|big\s+|older\s+|younger\s+|twin\s+|baby\s+)?"
                               r"(?:sister|brother|cousin|son|daughter)\s+(?=[A-Z][a-z])")
"""'older than his sister Zara': the name alone (the kinship is no category of the puzzle)."""
NOT_WITHOUT = rx.compile(r"\b(?:can't|cannot|can\s+not|couldn't|could\s+not|never|won't|wouldn't|doesn't|don't|"
                         r"didn't|can['\u2019]t|couldn['\u2019]t)\s+((?:[a-z]+\s+){0,6}?)without\b", re.IGNORECASE)
"""'can't start the day without coffee', 'never goes out without her umbrella': a denial of 'without',
said as 'with' (one wrong answer came from reading it as no coffee)."""
WATCH_OVER = rx.compile(r"\b(?:keeps|kept|keep|keeping|stands|stood|stand|standing)\s+(?:a\s+)?watch\s+over\b"
                        r"|\bwatch(?:es|ed|ing)?\s+over\b", re.IGNORECASE)
"""'The brass owl keeps watch over the detective novels': it guards them, on their shelf (no 'over')."""
ALL_OF_THEM = rx.compile(r",\s+(?:every\s+(?:last\s+)?one|each\s+one|each|all|both)\s+of\s+them\s+"
                         r"([A-Z][\w-]*['\u2019]s?),", re.IGNORECASE)
"""'The atlases, every one of them Clemency's, sit ...': an aside saying whose they are."""


THOUGH_STILL = rx.compile(r"^(?P<first>(?P<subject>[A-Z][a-z]+)\s+(?:is|was|are|were)\b[^,;]*\b(?:than|above|below)\b"
                          r"[^,;]*),\s+(?:though|but|yet|although)\s+(?:still\s+)?"
                          r"(?P<second>(?:below|above|under|over|behind|ahead\s+of|[a-z]+er\s+than)\s+[^,;]+)")
"""'Ruth is rated 150 points higher than me, though still below Ines': a second comparison of the subject."""
TWO_NAMED_FIRST = rx.compile(r"^(?P<a>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+and\s+(?P<b>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b"
                             r"[^;]*;\s*(?=(?i:the\s+former)\b)")
"""'Gus and Harriet sat side by side; the former ...': the two a later 'the former' and 'the latter' name."""


def _former_and_latter_named(text: str) -> str:
    """'Gus and Harriet sat side by side; the former wore coral, and the latter had brought the
    cookbook' with the two said by name after the semicolon."""
    named = TWO_NAMED_FIRST.match(text)
    if named is None or rx.search(r"\bthe\s+latter\s+(?:a|an|the|some)\b", text, re.IGNORECASE):
        return text  # ('the former brought a suitcase, the latter a rucksack': the verb said once, read elsewhere)
    rest = rx.sub(r"\bthe\s+former\b", named.group("a"), text[named.end():], count=1)
    rest = rx.sub(r"\bthe\s+latter\b", named.group("b"), rest, count=1)
    return text[:named.end()] + rest


SO_IS_ANOTHER = rx.compile(r"^(?P<subject>[A-Z][\w ]*?)(?:['\u2019]s|\s+(?P<verb>is|was))\s+(?P<said>(?:\w+\s+){0,3}?"
                           r"(?:older|younger|taller|shorter|heavier|lighter|[a-z]+er|more|less)\s+than\s+[^,;]+?),\s+"
                           r"and\s+so\s+(?:is|was)\s+(?P<other>[^,;.]+?)\s*(?P<end>[.!]?)\s*$")
"""'Alfie's older than Ben, and so is the lad whose birthday is on the 9th': the lad is older than Ben too."""
NOR_DID_ANOTHER = rx.compile(r",?\s+(?:and\s+)?nor(?:\s*,\s*for\s+that\s+matter\s*,|\s*,\s*in\s+fact\s*,)?\s+"
                             r"(?P<aux>did|does|do|is|was|has|had|could|would)\s+"
                             r"(?P<who>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|the\s+[a-z]+(?:\s+[a-z]+)?)\s+(?=[a-z])")
"""'..., and nor, for that matter, did Norman use bread or maggots': Norman did not use either."""
NOR_IS_HE = rx.compile(r"(?P<denied>\b(?:isn't|wasn't|doesn't|didn't|hasn't|is\s+not|was\s+not|does\s+not|did\s+not)\s"
                       r"[^,;]+?),?\s+nor\s+(?:is|was|does|did|has|had)\s+(?:he|she|they)\s+[a-z]+\s+(?=\w)")
"""'Zach isn't seeing Priya, nor is he seeing Franco': Priya or Franco, neither of them."""
AWAY_FOR = rx.compile(r"\b(was|is|were|are|be|been|being|stayed|stays|stay)\s+away(?=\s+for\b)"
                      r"|\b(got|gets|get|getting)\s+away\s+with(?=\s+\w+ing\b)"
                      r"|\b(came|come|comes|coming|went|walked|walk|walks|got|get|gets)\s+away\s+(?=with\b)",
                      re.IGNORECASE)
"""'Nadia was away for 4 days': how long she was gone, no distance between places; 'got away with
paying the least': paid the least; 'didn't come away with the mirror': didn't come with it (no row)."""


NUMBER_WORD = (r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|"
               r"seven|eight|nine))?|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|ten|"
               r"one\s+hundred|a\s+hundred)")
OUTSIDE_PLACES = rx.compile(r"\boutside\s+(lanes|seats|houses|places|positions|berths|spots|stalls|pegs|bays|pitches|"
                            r"plots|rooms|tables|desks|cabins|huts)\b", re.IGNORECASE)  # (not 'outside house 4')
"""'one of the two outside lanes': the outer ones, the ends of the row."""
AND_IS_TOO = rx.compile(r",\s+and\s+(is|was|are|were)\s+"
                        r"(?=(?:also\s+)?(?:\w+\s+){0,3}?(?:older|younger|[a-z]+er|more|less|fewer)\s+than\b)")
"""'..., and is three years older than Lorna': a second comparison of the same subject, said without the comma."""
BABY_OF_THE_GROUP = rx.compile(r"\bthe\s+baby\s+of\s+the\s+(?:[a-z]+|three|four|five|six|seven)\b", re.IGNORECASE)
"""'Imogen, the baby of the group': the youngest."""
FULL_SPAN = rx.compile(r"\b(?:(an?)\s+)?(?:full|whole|good|clear|solid)\s+(?=(?:hour|day|week|month|year|minute|"
                       r"fortnight|quarter|half|\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|"
                       r"forty|fifty)\b)", re.IGNORECASE)
"""'a full hour after', 'a good ten minutes before': the span itself."""
OUT_VERB = rx.compile(r"\bout(?P<verb>bid|bids|scored|scores|sold|sells|spent|spends|earned|earns|raised|raises|"
                      r"polled|polls|collected|collects|sang|caught|catches|fished|picked|picks|baked|bakes|grew|grows)"
                      r"\s+(?P<all>both|all|each\s+of|every\s+one\s+of)?", re.IGNORECASE)
"""'Russell outbid both Yvonne and Martin': bid more than both of them."""
SECOND_SUBJECT_VERB = rx.compile(r"\b(before|after|than)\s+(?-i:(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))\s+"
                                 r"[a-z]+(?:ed|ought|ook|ew|ave|ot|old|id|ent|ame)\s+(?:his|hers|theirs|his\s+own|"
                                 r"her\s+own|their\s+own|one|it|them)(?=\s*[,.;!]|\s*$)", re.IGNORECASE)
"""'Carlos adopted his pet sometime before Tasha adopted hers': before Tasha."""
APPOSED_SUPERLATIVE = rx.compile(r"^(?P<subject>(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?),\s+"
                                 r"(?P<aside>the\s+(?:[a-z]{3,}est|(?:most|least)\s+[a-z]+)(?:\s+(?!who\b|which\b)[a-z]+){0,4}),\s+(?=[a-z])")
"""'Rolo, the youngest of the group, is ...': an aside that says something of its own of the subject."""
THE_LAST_ALONE = rx.compile(r"\b((?:is|was|are|were)\s+(?:also\s+)?|\band\s+(?:also\s+)?)the\s+(first|last)"
                            r"(?=\s*[.;!?]|\s*$)",
                            re.IGNORECASE)
"""'The Belfast trip was the dearest and also the last.': the last one, a place in the row."""
BEFORE_THE_EVENT = rx.compile(r"\b((?:ate|eats|had|has|drank|drinks|eaten|wore|wears)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+"
                              r"(?:for\s+breakfast\s+)?(?:before|after|during)\s+the\s+(?:race|run|start|game|match|"
                              r"show|event|concert|competition|contest|meeting|film|movie|trip|flight)\b",
                              re.IGNORECASE)
"""'The vet ate eggs before the race': what was eaten, the race being no thing of the puzzle."""
NARRATOR_ASIDE = rx.compile(r",\s+(?:though|although|but|mind\s+you)\s+(?:you|I|we)\s+"
                            r"(?:wouldn't|would\s+not|would\s+never|don't|do\s+not|didn't|can't|cannot|couldn't|might\s+not|never)\s+(?:have\s+)?(?:know|known|"
                            r"guess|guessed|tell|told|think|thought|believe|believed)\b[^,;.!?]*?(?=[,;.!?]|$)")
"""', though you wouldn't know it from the way he talks': the narrator's aside, which says nothing of the
puzzle (and whose 'wouldn't' denies nothing in it)."""
NEITHER_ASIDE = rx.compile(r"^(?P<subject>(?:The|the)\s+[^,]{2,40}?|[A-Z][a-z]+),\s+who\s+(?:is|was)\s+"
                           r"(?P<denied>neither\s+[^,]+?\s+nor\s+[^,]+?),\s+(?P<rest>[^;]+?)(?P<end>[.!]?)\s*$")
"""'The history expert, who is neither Trish nor Gaz, paid more than £4.': two things said of the expert."""
NEVER_LET_FORGET = rx.compile(r",\s+which\s+(?:she|he|they|I|we)\b[^,;.!?]*?\b(?:forget|live\s+(?:it\s+)?down|"
                              r"hear\s+the\s+end\s+of(?:\s+it)?|stop\s+(?:going\s+on|talking)\s+about)\b[^,;.!?]*")
"""', which she'll never let Mo forget': the narrator's comment, which says nothing more."""
TERSE_NOT = rx.compile(r"^(?P<x>[A-Z][^:]{0,40}?):\s*not\s+(?P<a>[^,;]+?),\s*(?:and\s+)?not\s+(?P<b>[^,;.]+?)"
                       r"\s*(?P<end>\.?)\s*$")
"""'Gate C4: not Cy, not Split.': the gate is neither of them."""
HEARSAY_TAIL = rx.compile(r"(?:\s+-\s+|,\s+as\s+|;\s+)(?:he|she|they|I|we)\s+(?:reckons?|says?|thinks?|claims?|swears?|"
                          r"insists?|reckoned|said|thought|claimed|never\s+stops?|keeps?\s+(?:telling|reminding)|"
                          r"won't\s+stop)\b[^.!?]*")
"""' - he reckons they are a rip-off at £3.40', ', as he never stops reminding us': a comment that
states nothing of the puzzle."""
FIRST_BACK = rx.compile(r"\b(first|last)\s+(?:back|home|in|over\s+the\s+line|across\s+the\s+line)\b(?=\s*[,.;!?]|\s*$)",
                        re.IGNORECASE)
"""'Luke was first back': the first to finish."""
BEFORE_ANYONE = rx.compile(r"\b(before|after)\s+(?:anyone|anybody|everyone|everybody|all\s+the\s+others|the\s+others|"
                           r"any\s+of\s+the\s+others)(?:\s+else)?(?:\s+(?:did|had|was|were))?(?=\s*[,.;!?]|\s*$)",
                           re.IGNORECASE)
"""'Tom paid his bill before anyone else did': he paid first."""
THROUGH_THE_DOOR = rx.compile(r"\b(?:the\s+)?(first|last)\s+(?:one\s+)?(?:in\s+)?(?:through|at|in\s+at)\s+the\s+"
                              r"(?:front\s+)?(?:door|doors|gate|gates)\b", re.IGNORECASE)
"""'Ruth was first through the door': the first to arrive."""
BARE_FIRST_TO = rx.compile(r"\b(is|was|are|were)\s+(first|last)\s+to\s+(?=[a-z])", re.IGNORECASE)
"""'Owen was last to arrive': the last to arrive."""
IN_HAND = rx.compile(r",\s+(?:(?:a|an|the|some|his|her|their)\s+)?([a-z]+(?:\s+[a-z]+)?)\s+in\s+(?:hand|tow|her\s+arms|"
                     r"his\s+arms)\b(?=\s*[,.;!]|\s*$)", re.IGNORECASE)
"""'Ruth was first, flowers in hand': with the flowers."""
ALL_SHE_BROUGHT = rx.compile(r"\ball\s+(?P<who>he|she|they|[A-Z][a-z]+)\s*(?:'d|\u2019d|\s+had|\s+did)?\s+"
                             r"(?P<verb>[a-z]+(?:ed|ought|ook|ew|ad|ot|ght))\s+(?:was|were)\s+(?=\S)")
"""'all he'd brought was crisps': he brought crisps."""
NOTHING = rx.compile(r"\b[Nn]othing\b(?!\s+(?:but|except|else|other|more|less|like)\b)")
"""'Joan bought nothing at the Old Forge', 'Nothing Agnes posted was going to Kenya': a denial (but 'nothing
but water' is only water)."""
CANNOT_GET_ENOUGH = rx.compile(r"\b(?:can't|cannot|can\s+not|couldn't|could\s+not)\s+(?:get\s+enough\s+of|resist|"
                               r"live\s+without|do\s+without)\b|\bnever\s+says\s+no\s+to\b", re.IGNORECASE)
"""'can't get enough of sushi', 'can't resist', 'never says no to': loves it, no 'not' of the puzzle."""
NEITHER_SAME_NOR_NEXT = rx.compile(r"\b(?:live|lives|are|is|sit|sits|stand|stands)\s+neither\s+in\s+the\s+same\s+"
                                   r"[a-z]+\s+nor\s+in\s+(?:adjacent|neighbouring|neighboring|next-door|side-by-side)\s+"
                                   r"(?:ones|[a-z]+)\b", re.IGNORECASE)
"""'live neither in the same house nor in adjacent ones': two people, not neighbours."""
SOMEWHERE_IN_THE_MIDDLE = rx.compile(r"\bsomewhere\s+in\s+the\s+middle(?:\s+of\s+the\s+(?:row|line|street|queue))?"
                                     r"(?=\s*,\s*not\s+at\s+either\s+end\b)", re.IGNORECASE)
"""'somewhere in the middle of the row, not at either end': any place but the ends, as the words after say."""
ONE_UNIT_MORE = rx.compile(r"(?<!half )(?<!quarter )(?<!third )(?<!and )\b(?:a|an|one)\s+"
                           r"(kilo|kilogram|kilometre|kilometer|km|mile|metre|meter|pound|dollar|euro|inch|foot|centimetre|centimeter|year|point|vote|goal|lap|page|place)\s+"
                           r"(more|less|fewer|farther|further|heavier|lighter|older|younger|longer|shorter|taller|"
                           r"cheaper|dearer|higher|lower|ahead|behind)\b", re.IGNORECASE)
"""'a kilo more than', 'a kilometre less than': a difference of one unit, said in digits."""
SLANG_MONEY = rx.compile(r"(?<!\bper\s)(?<!\bhalf\s)(?<!\bquarter\s)\b(?:a|an|one)\s+"
                         r"(fiver|tenner|quid|buck|pound|dollar|euro)\b"
                         r"(?!\s+(?:of|coin|note|shop|store|bill)\b)",
                         re.IGNORECASE)
SLANG_AMOUNTS = {"fiver": 5, "tenner": 10, "quid": 1, "buck": 1, "pound": 1, "dollar": 1, "euro": 1}
CURRENCY_OF = {"pound": "\u00a3", "quid": "\u00a3", "dollar": "$", "buck": "$", "euro": "\u20ac"}
"""'a fiver more than Gwen': five pounds (or dollars, where the text pays in dollars)."""
BOUND_IN_WORDS = rx.compile(rf"\b(than|under|over|below|above)\s+({NUMBER_WORD})\b(?!-)", re.IGNORECASE)
"""A bound said in words ('is under fifty', 'older than sixty'): said in digits, as a number is."""
UNDER_OR_OVER = rx.compile(r"\b(is|was|are|were|be|been|aged|isn't|wasn't|aren't|weren't|not|paid|pays|spent|spends|"
                           r"cost|costs|costing|charged|charges|earned|earns|raised|weighed|weighs|weighing|scored|"
                           r"scores)\s+"
                           r"(under|below|over|above)\s+(?=[$\u00a3\u20ac]?\d[\d,]*(?:\.\d+)?\b(?!\s*(?:st|nd|rd|th)\b)"
                           r"(?![\s-]*(?:floor|storey|house|seat|room|place|position)))", re.IGNORECASE)
"""A bound said with 'under' or 'over' before a number ('is under 50', 'paid under €5'): 'less than', 'more than'
(but 'Of the two buyers who paid under £220,000, ...' names the two values below it, read as such)."""


def _said_of_another_too(match: re.Match[str]) -> str:
    """'A is older than B, and so is C' as 'A is older than B, and C is older than B'."""
    verb = match.group("verb") or "is"
    return (f"{match.group('subject')} {verb} {match.group('said')}, and {match.group('other')} {verb} "
            f"{match.group('said')}{match.group('end')}")


def _a_bound_said_plainly(match: re.Match[str]) -> str:
    """'paid under' as 'paid less than', 'is over' as 'is more than'."""
    return f"{match.group(1)} {'less' if match.group(2).lower() in ('under', 'below') else 'more'} than "


def _number_in_digits(said: str) -> str:
    """'fifty' as '50', 'twenty-five' as '25', 'a hundred' as '100'."""
    said = rx.sub(r"\s+", " ", said.lower())
    if said.endswith("hundred"):
        return "100"
    value = number_value(said)
    return str(value) if value is not None else said


ON_THE_HOUR_SHARP = rx.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|[1-9])\s+"
                               r"sharp\b(?=\s*(?:[.,;:!?)]|$|and\b|on\b|in\b|from\b|every\b))", re.IGNORECASE)
"""'left at nine sharp': nine o'clock, never the number nine of another category."""
NOR_IS_IT = rx.compile(r"\b(is|was|are|were)(?:\s+not|n['\u2019]t)\s+([^,;.]+?),\s+nor\s+(?:is|was|are|were)\s+"
                       r"(?:it|he|she|they)\s+([^,;.!?]+?)(?=\s*[.;!?]|$)", re.IGNORECASE)
"""'The one eating chocolate is not the Swede, nor is it the Greek': neither the one nor the other."""
THOUGH_NOT_NEXT = rx.compile(r",\s+(?:though|although|yet|but)\s+not\s+(?:right\s+|immediately\s+|directly\s+)?"
                             r"(?:next\s+door|next\s+to\s+(?:him|her|them|it)|beside\s+(?:him|her|them|it)|adjacent)\b",
                             re.IGNORECASE)
"""'... to the left of X, though not right next door': somewhere to the left, and not next to X."""
FOR_A_LIVING = rx.compile(r"\b(?P<verb>[a-z]+s)\b(?:\s+[a-z]+){0,2}?\s+(?:for\s+a\s+living|professionally|by\s+trade|"
                          r"for\s+(?:his|her|their)\s+(?:living|job|work))\b")
"""A job said by what its doer does ('cooks for a living', 'flies planes professionally')."""


def _the_job_said(match: re.Match[str]) -> str:
    """'is a cook' for 'cooks for a living', 'is a flier' for 'flies planes for a living'; the words as
    they are when WordNet knows no doer of the verb."""
    noun = agent_noun(match.group("verb"))
    return f"is {'an' if noun[:1] in 'aeiou' else 'a'} {noun}" if noun else match.group(0)


def _in_plain_words(text: str) -> str:
    """A sentence with some turns of phrase said the plain way the reader knows: a perfect
    participle after a comma as a second clause of the subject ('Colm's team came last, having
    saved their joker' as '..., and saved their joker'); a house number written 'No. 2' or '2 Mill
    Lane' as 'number 2' (not 'no', nor two of something); a side said of someone ('to Dan's right',
    'on Flo's left') as 'to the right of Dan'; 'upstairs from' as 'above'; 'the high score' as 'the
    highest score'; 'the last of the four to leave' as 'the last to leave'."""
    text = HOUSE_NUMBER.sub("number ", text)
    text = THOUGH_NOT_NEXT.sub(", but not next door", text)
    text = ON_THE_HOUR_SHARP.sub(r"\1 o'clock", text)
    text = NOR_IS_IT.sub(lambda m: f"{m.group(1)} neither {m.group(2)} nor {m.group(3)}", text)
    text = FOR_A_LIVING.sub(_the_job_said, text)
    text = CANNOT_GET_ENOUGH.sub("loves", text)
    if not rx.search(r"\bthan\b", text):  # ('Nothing on the table was cheaper than the brownies': read as such)
        text = NOTHING.sub("not anything", text)
    text = BABY_OF_THE_GROUP.sub("the youngest of the group", text)
    text = FULL_SPAN.sub(lambda m: "" if m.group(1) is None else
                         ("an " if m.string[m.end():m.end() + 4].lower() == "hour" else "a "), text)
    text = OUT_VERB.sub(lambda m: f"{m.group('verb')} more than {m.group('all') + ' ' if m.group('all') else ''}", text)
    text = SECOND_SUBJECT_VERB.sub(lambda m: f"{m.group(1)} {m.group('name')}", text)
    text = APPOSED_SUPERLATIVE.sub(lambda m: f"{m.group('subject')}, who is {m.group('aside')}, ", text)
    text = PARTICIPLE_CLAUSE.sub(lambda m: f", and {PAST_OF[m.group(1).lower()]} ", text)
    text = THE_LAST_ALONE.sub(r"\1\2", text)
    text = BEFORE_THE_EVENT.sub(r"\1", text)
    text = NARRATOR_ASIDE.sub("", text)
    text = NEVER_LET_FORGET.sub("", rx.sub(r"\s+for\s+once\b", "", text))
    text = NEITHER_ASIDE.sub(_neither_said_after, text)
    text = TERSE_NOT.sub(lambda m: f"{m.group('x')} is neither {m.group('a')} nor {m.group('b')}{m.group('end')}", text)
    text = HEARSAY_TAIL.sub("", text)
    text = FIRST_BACK.sub(lambda m: f"the {m.group(1).lower()} to finish", text)
    text = BEFORE_ANYONE.sub(lambda m: "first" if m.group(1).lower() == "before" else "last", text)
    text = THROUGH_THE_DOOR.sub(lambda m: f"the {m.group(1).lower()} to arrive", text)
    text = BARE_FIRST_TO.sub(lambda m: f"{m.group(1)} the {m.group(2).lower()} to ", text)
    text = IN_HAND.sub(r", with \1", text)
    text = ALL_SHE_BROUGHT.sub(lambda m: f"{m.group('who')} {m.group('verb')} only ", text)
    text = AND_IS_TOO.sub(r" and \1 ", text)
    text = OUTSIDE_PLACES.sub(r"outer \1", text)
    text = NEITHER_SAME_NOR_NEXT.sub("are not neighbours, and they are different people", text)
    text = SOMEWHERE_IN_THE_MIDDLE.sub("not at either end", text)
    text = ONE_UNIT_MORE.sub(lambda m: f"1 {m.group(1)} {m.group(2)}", text)
    default = "$" if "$" in text and chr(163) not in text else chr(163)
    weighed = rx.search(r"\b(?:weigh\w*|heavier|lighter|lbs?|ounces?|oz)\b", text, re.IGNORECASE) is not None
    text = SLANG_MONEY.sub(lambda m: m.group(0) if weighed and m.group(1).lower() == "pound"
                           else f"{CURRENCY_OF.get(m.group(1).lower(), default)}{SLANG_AMOUNTS[m.group(1).lower()]}",
                           text)  # ('a pound' is £1 where it is paid, not where it is weighed)
    text = BOUND_IN_WORDS.sub(lambda m: f"{m.group(1)} {_number_in_digits(m.group(2))}", text)
    if not rx.match(r"\s*of\s+the\s+two\b", text, re.IGNORECASE):
        text = UNDER_OR_OVER.sub(_a_bound_said_plainly, text)
    text = AWAY_FOR.sub(lambda m: m.group(1) or m.group(2) or f"{m.group(3)} ", text)
    text = SO_IS_ANOTHER.sub(_said_of_another_too, text)
    text = NOR_DID_ANOTHER.sub(lambda m: f", and {m.group('who')} {m.group('aux').lower()} not ", text)
    text = NOR_IS_HE.sub(lambda m: f"{m.group('denied')} or ", text)
    text = _former_and_latter_named(text)
    text = THOUGH_STILL.sub(lambda m: f"{m.group('first')}, and {m.group('subject')} is {m.group('second')}", text)
    text = OF_THE_COUNT.sub(r"\1", text)
    text = ABOVE_ALL_OTHERS.sub("", text)
    text = HYPHENED_PAIR.sub(r"\1 and \2", text)
    exactly = EXACTLY_ONE_OF.match(text)
    if exactly is not None and " and " in exactly.group("rest"):  # 'Exactly one of the person whose favourite
        rest = exactly.group("rest").replace(" and ", " or ", 1).rstrip(" .!")  # colour is yellow and the
        text = f"{text[:exactly.start('rest')].rstrip()[:-len('exactly one of')]}Either {rest}, but not both."
        # 29-year-old drinks tea' as 'Either ... or ..., but not both'
    text = EITHER_IS_NAMED.sub(lambda m: f"{m.group('name')} {m.group('verb')} either {m.group('one')} or "
                                         f"{m.group('other')}{m.group('end')}", text)
    text = CLOSER_TO_WORK.sub(lambda m: f"{m.group('by') or ''}{'less' if m.group('way') in NEARER else 'more'} than",
                              text)
    text = ALL_OF_THEM.sub(r", which are \1,", text)
    text = NOT_WITHOUT.sub(r"\1with", text)
    text = KIN_BEFORE_A_NAME.sub("", text)
    text = WATCH_OVER.sub("guards", text)
    text = NOWHERE.sub(lambda m: f"not anywhere {m.group(1)}", text)
    text = SAID_TO_BE.sub(lambda m: "was" if m.group(0).lower().startswith(("turned", "proved", "happened", "was"))
                          else "is", text)
    text = ONE_OF_THESE_TWO.sub(" is either ", text)
    text = IN_THE_MIDDLE_NOT_AN_END.sub(r"\1 \2 \3 end", text)
    text = BETWEEN_THE_TWO.sub(r"Of \1, \2", text)
    text = NOT_AS_MANY.sub(lambda m: f"{m.group(1)} {'fewer' if m.group(2).lower() == 'many' else 'less'}"
                                     f"{m.group(3) or ''} than", text)
    text = DISTANCE_BETWEEN.sub(lambda m: f"{m.group(1)} and {m.group(2)} are "
                                          f"{(m.group(3).lower() + ' than ') if m.group(3) else ''}"
                                          f"{m.group(4)} {m.group(5)} apart", text)
    text = POSITIONS_COMPARED.sub(lambda m: f"{m.group(1)} is in a {_numbered_way(m.group(2))}-numbered position than ",
                                  text)
    text = MIDDLE_NOT_AN_END.sub(r"\1", text)
    text = ON_A_STREET.sub(lambda m: f"at number {m.group(1)} ", text)
    text = OWN_SIDE.sub(lambda m: m.group(0) if m.group(2) in text[:m.start()]  # ('next to Amara, on Amara's left')
                        else f"{m.group(1)} the {m.group(3)} of {m.group(2)}", text)
    text = UPSTAIRS.sub(lambda m: "below" if m.group(1).lower() == "downstairs" else "above", text)
    text = _turns_of_phrase(text)
    text = THAN_FOR_THEIRS.sub(r"\1", text)
    text = DOZENS.sub(lambda m: DOZEN_WORDS[rx.sub(r"\s+", " ", m.group(0).lower())], text)
    text = NOR_DID.sub(lambda m: f"{m.group(1)}{m.group(2)}, and {m.group(4)}{m.group(2)}{m.group(5)}", text)
    text = BETWEEN_BUT_NOT.sub(lambda m: f"{m.group(1)} {m.group(2)}, and {m.group(1)} is not {m.group(3)} {m.group(4)}"
                                         f"{m.group(5)}", text)
    ordered = IN_THAT_ORDER.search(text)
    if ordered and len(rx.findall(r"\band\b", text)) >= 2 \
            and not rx.search(r"\b(?:not|necessarily|some|any)\s*$", text[:ordered.start()]):
        text = IN_THAT_ORDER.sub(" respectively", text)  # 'Gina and Hal paid $8 and $10, in that order'
    return HAVING.sub(", and ", text)


THAN_FOR_THEIRS = rx.compile(r"(\bthan\s+[^,;]+?)\s+(?:for|with|on|from)\s+(?:his|hers|theirs|its)"
                             r"(?=\s*[.!?]?\s*$|\s*[,;]|\s+(?:and|but|while|whereas)\b)",
                             re.IGNORECASE)
"""'... $1.50 more for her item than Emmett got for his': the other's own thing, said again; the
comparison is of the two people."""


def _turns_of_phrase(text: str) -> str:
    """A sentence with turns of phrase said plainly: 'the high score' as the highest, 'by a single
    minute' as one, 'back home' as at home, 'next to both of the other children' as between the other
    two, 'opens the schedule' as first, 'the last birthday' as the latest, 'took the baton from' as
    ran immediately after."""
    if not TURN_WORDS.search(text):
        return text
    text = HIGH_SCORE.sub(lambda m: f"the {m.group(1).lower()}est {m.group(2)}", text)
    text = A_SINGLE.sub(lambda m: f"{m.group(1) or ''}one ", text)
    text = BACK_HOME.sub("at home", text)
    text = NEXT_TO_BOTH.sub("between the other two", text)
    text = OPENED_WITH.sub(_opened_with, text)
    text = OPENS_THE.sub(lambda m: f"{'was' if m.group(1).lower().endswith('ed') else 'is'} "
                                   f"{'first' if m.group(1).lower().startswith(('open', 'kick', 'start')) else 'last'}",
                         text)
    text = FIRST_EVENT.sub(lambda m: f"{m.group(1)} {'earliest' if m.group(2).lower() == 'first' else 'latest'} "
                                     f"{m.group(3)}", text)
    text = EVENT_IS_FIRST.sub(lambda m: f"{m.group(1)}{m.group(2)}the "
                                        f"{'earliest' if m.group(3).lower() == 'first' else 'latest'}", text)
    return BATON.sub(lambda m: "ran immediately after" if m.group(1) else "ran immediately before", text)


def _neither_said_after(match: re.Match[str]) -> str:
    """'The expert, who is neither Trish nor Gaz, paid more than £4' as 'The expert paid more than £4,
    and the expert is neither Trish nor Gaz'."""
    subject = match.group("subject")
    again = subject[:1].lower() + subject[1:] if subject.startswith("The ") else subject
    return f"{subject} {match.group('rest')}, and {again} is {match.group('denied')}{match.group('end')}"


def _opened_with(match: re.Match[str]) -> str:
    """'The morning kicked off with X' as 'X was first'; 'The show closed with X' as 'X was last'."""
    first = match.group("verb").lower().startswith(("kick", "start", "began", "begin", "open"))
    who = match.group("who")
    return f"{who[:1].upper()}{who[1:]} was {'first' if first else 'last'}{match.group('end')}"


TURN_WORDS = rx.compile(r"\b(?:high|low|single|by\s+an?|home|both|opens|opened|starts|started|kicks|kicked|closes|"
                        r"began|begins|finished|finishes|wrapped|wraps|"
                        r"closed|rounds|rounded|ends|ended|first|last|baton)\b", re.IGNORECASE)
"""The words of the turns of phrase ``_turns_of_phrase`` says plainly: a sentence without any is left as it is."""
BATON = rx.compile(r"\b(?:(took|received|got|grabbed|collected)\s+the\s+baton\s+(?:straight\s+|directly\s+)?from|"
                   r"(?:handed|passed|gave)\s+the\s+baton\s+(?:over\s+|on\s+)?(?:straight\s+|directly\s+)?to)\b",
                   re.IGNORECASE)
"""'took the baton from Lucy' in a relay: ran the leg right after hers; 'handed the baton to': right before."""
FIRST_EVENT = rx.compile(r"\b(the)\s+(?:very\s+)?(first|last)\s+(birthdays?|appointments?|bookings?|flights?|"
                         r"departures?|arrivals?|meetings?|shifts?|shows?|performances?|sessions?|lessons?|classes|class|visits?|"
                         r"parties|party|concerts?|events?|deliver(?:y|ies)|interviews?|talks?|lectures?|speeches|"
                         r"speech|trips?|tours?|outings?|visits?|matches|match|games?|recitals?|screenings?|"
                         r"readings?|sittings?)\b", re.IGNORECASE)
"""'the last birthday in April', 'the first appointment': the latest, the earliest of them."""
EVENT_IS_FIRST = rx.compile(r"\b(birthdays?|appointments?|bookings?|flights?|departures?|arrivals?|meetings?|"
                            r"shifts?|shows?|performances?|sessions?|lessons?|classes|class|visits?|parties|party|"
                            r"concerts?|deliver(?:y|ies)|interviews?)(\s+(?:is|was|comes|came|fell|falls)\s+|(?:'s|\u2019s)\s+)"
                            r"(?:the\s+)?(?:very\s+)?(first|last)(?=\s+of\s+(?:the|them|all)\b|\s*[,.;!?]|\s*$)",
                            re.IGNORECASE)
"""'his birthday's the first of the four', 'Ann's lesson was the last': the earliest, the latest of them."""
OPENS_THE = rx.compile(r"\b(opens|opened|starts|started|kicks\s+off|kicked\s+off|closes|closed|rounds\s+off|"
                       r"rounded\s+off|ends|ended)\s+the\s+(?:schedule|programme|program|show|evening|night|day|"
                       r"morning|list|season|series|proceedings|running\s+order|line-?up|festival|concert|rota|"
                       r"calendar|month|week|batting\s+order|session|sessions|afternoon|meeting|event|evening's\s+"
                       r"entertainment|conference|party|quiz|competition|contest|match|day's\s+play)\b",
                       re.IGNORECASE)
"""'Ivan's pick opens the schedule': it is first; 'closes the show': it is last."""
OPENED_WITH = rx.compile(r"^(?:the\s+)?(?:morning|evening|afternoon|day|session|show|night|programme|program|concert|"
                         r"event|meeting|conference|party|quiz|festival|schedule)\s+(?P<verb>kicked\s+off|kicks\s+off|"
                         r"started|starts|began|begins|opened|opens|ended|ends|closed|closes|finished|finishes|"
                         r"wrapped\s+up|wraps\s+up)\s+with\s+(?P<who>[^,;]+?)(?P<end>\s*[.!]?\s*)$", re.IGNORECASE)
"""'The morning kicked off with the presenter from Sales': that presenter was first."""
NEXT_TO_BOTH = rx.compile(r"\b(?:next\s+to|beside)\s+both\s+(?:of\s+)?the\s+other(?:\s+two)?(?:\s+[a-z]+)?\b"
                          r"(?=\s*[.,;!])", re.IGNORECASE)
"""'next to both of the other children' (of three in a row): between the other two, in the middle."""
BACK_HOME = rx.compile(r"\bback\s+(?=home\b)home\b(?!\s+(?:to|of|in|on|at|from|than)\b)", re.IGNORECASE)
"""'has a dog back home': where someone lives, never the back (last) house."""
A_SINGLE = rx.compile(r"\b(by\s+)?(?:a\s+single|(?<=by\s)an?)\s+(?=(?:minute|second|hour|day|week|month|year|point|"
                      r"pin|run|goal|vote|place|position|spot|seat|floor|house|door|foot|inch|metre|meter|mile|"
                      r"pound|dollar|euro|cent|kilo|kilogram|gram|ounce)s?\b)", re.IGNORECASE)
"""'by a single minute', 'by a point': one of them, a difference the reader counts."""
HIGH_SCORE = rx.compile(r"\bthe\s+(high|low)\s+(score|mark|bid|offer|price|total)\b", re.IGNORECASE)
"""'The high score of the night': the highest score, as a player says it."""
DISTANCE_BETWEEN = rx.compile(r"\bthe\s+distance\s+between\s+(.+?)\s+and\s+(.+?)\s+is\s+(?:(greater|more|less|fewer)"
                              r"\s+than\s+|exactly\s+)?(\w+)\s+(positions?|places?|houses?|seats?|spaces?|spots?|rooms?)\b",
                              re.IGNORECASE)
"""'The distance between Hiro's car and the silver car is greater than one position': apart by so much."""
NOT_AS_MANY = rx.compile(r"\b(?:didn't|did\s+not|doesn't|does\s+not|don't|do\s+not)\s+([a-z]+)\s+as\s+(many|much)"
                         r"((?:\s+[a-z]+)?)\s+as\b", re.IGNORECASE)
"""'Mr Abbott didn't stay as many nights as Dr Ekwueme': he stayed fewer nights than Dr Ekwueme."""
POSITIONS_COMPARED = rx.compile(r"\bthe\s+position\s+(?:number\s+)?of\s+(.+?)\s+is\s+(?:strictly\s+)?(greater|higher|"
                                r"larger|bigger|more|less|lower|smaller)\s+than\s+(?:that\s+of\s+|the\s+position\s+"
                                r"(?:number\s+)?of\s+)?(?=\S)", re.IGNORECASE)
"""'The position of the Ford Focus is strictly greater than the position of the dark blue car'."""


def _numbered_way(word: str) -> str:
    return "higher" if word.lower() in ("greater", "higher", "larger", "bigger", "more") else "lower"


BETWEEN_THE_TWO = rx.compile(r"^\s*(?:Between|Among)\s+([^,]+?\s+and\s+[^,]+?),\s*(one\b.*\bthe\s+other\b.*)$",
                             re.IGNORECASE)
"""'Between the Indian and the Italian, one is ... and the other ...': of the two, one and the other."""
SAID_TO_BE = rx.compile(r"\b(?:(?:turns|turned)\s+out\s+to\s+be|(?:proves|proved|happens|happened)\s+to\s+be|"
                        r"(?:is|was)\s+none\s+other\s+than|(?:is|was),?\s+in\s+fact,?)(?=\s)", re.IGNORECASE)
"""'turns out to be', 'happens to be', 'is none other than': said the plain way, 'is'."""
ONE_OF_THESE_TWO = rx.compile(r"\s+is\s+one\s+of\s+(?:these|the\s+following)\s+(?:two|2)(?:\s+people|\s+persons)?"
                              r"\s*:\s*", re.IGNORECASE)
"""'The architect is one of these two: the coffee drinker or Ann': either of them."""
IN_THE_MIDDLE_NOT_AN_END = rx.compile(r"\b(?:somewhere\s+)?in\s+the\s+middle\s*[,;(-]+\s*(?:and\s+|so\s+|i\.e\.\s+)?"
                                      r"(not|never)\s+(at|in|on)\s+(either|an?|one|the)\s+end\b", re.IGNORECASE)
"""'lives somewhere in the middle, not at an end': the tail says which middle, any place but an end."""
MIDDLE_NOT_AN_END = rx.compile(r"(\bmiddle\s+[a-z]+)\s*[,;(-]*\s*(?:and\s+|so\s+|i\.e\.\s+)?(?:not|never|neither)"
                               r"\s+(?:at|in|on)?\s*(?:either|an?|one|the)\s+end(?:\s+one|\s+of\s+the\s+[a-z]+)?\s*\)?",
                               re.IGNORECASE)
"""'in one of the middle seats, not at either end': the tail says the middle again."""
BETWEEN_BUT_NOT = rx.compile(r"^([A-Z][a-z]+)\s+(\w+\s+(?:somewhere\s+)?between\s+[^,]+?),?\s+but\s+not\s+"
                             r"(next\s+to|beside|adjacent\s+to)\s+(.+?)(\s*[.!]?\s*)$")
"""'Eli sits between Ava and Col, but not next to Col': two clauses of one subject."""
NOR_DID = rx.compile(r"^(.*?)(\s+(?:didn't|did not|isn't|is not|wasn't|was not|doesn't|does not|won't|will not)"
                     r"\s+[^,;]+?),?\s+(?:and\s+)?(nor|neither)\s+(?:did|is|was|does|will)\s+"
                     r"((?:the\s+)?[A-Za-z][\w' -]*?)(\s*[.!]?\s*)$")
"""'Lou didn't arrive last, and nor did Kai': the same denied of the second ('..., and Kai didn't arrive last')."""
DOZEN_WORDS = {"a dozen and a half": "18", "half a dozen": "6", "a dozen": "12", "two dozen": "24", "three dozen": "36",
               "a baker's dozen": "13"}
DOZENS = rx.compile(r"\b(?:a\s+dozen\s+and\s+a\s+half|half\s+a\s+dozen|a\s+baker's\s+dozen|(?:a|two|three)\s+dozen)\b",
                    re.IGNORECASE)
"""Counts said in dozens ('a dozen and a half eggs': 18)."""
IN_THAT_ORDER = rx.compile(r",?\s+in\s+that\s+order(?=\s*[.!;]?\s*$)", re.IGNORECASE)
"""', in that order' closing a sentence that pairs two lists: each with the one in the same place."""


OWN_SIDE = rx.compile(r"\b(to|on|at)\s+((?:[A-Z][\w-]*\s+)?[A-Z][\w-]*|the\s+[a-z]+(?:\s+[a-z]+)?)['\u2019]s\s+"
                      r"(left|right)\b(?!\s*-?\s*hand)")
"""'to Dan's right', 'on the cat owner's left': that side of the one named (seats counted from the sitters'
left, as 'left' and 'right' are in the rest of the text)."""
UPSTAIRS = rx.compile(r"\b(upstairs|downstairs|on\s+top)\s+(?:from|of)\b", re.IGNORECASE)
"""'directly upstairs from Gita', 'directly on top of the blue box': above it."""


HOUSE_NUMBER = rx.compile(r"(?<=\w )No\.?\s*(?=\d)|\b[Nn]o\.\s*(?=\d)")
"""'No. 2', 'no.2': the number of a house or a place, not the word 'no'."""
ON_A_STREET = rx.compile(r"\bat\s+(\d{1,3})\s+(?=[A-Z][a-z]+\s+(?:Lane|Road|Street|Close|Avenue|Drive|Way|Row|"
                         r"Terrace|Crescent|Place|Court|Gardens|Walk|Mews|Hill|Square)\b)")
"""'lives at 2 Mill Lane': the house numbered 2 on that street."""


def _with_partners(words: list, mentions: list[Mention]) -> list[Mention]:
    """The mentions, each one said with its own partner taken as one ('Arthur and his wife sat at
    table 2', 'next to Gwen and her husband'): the partner goes where the one named goes."""
    lowered = [w.lower for w in words]
    starts = {m.start for m in mentions}
    out = []
    for m in mentions:
        k = m.end
        if m.refs and lowered[k:k + 1] == ["and"] and k + 2 < len(lowered) \
                and lowered[k + 1] in ("his", "her", "their") \
                and lowered[k + 2].isalpha() and k + 2 not in starts and k + 1 not in starts \
                and not any(o.start <= k + 2 < o.end for o in mentions):
            m = Mention(m.start, k + 3, m.refs, m.positions, m.number)
        out.append(m)
    return out


EXCEPT = {"except", "excepting", "but", "save", "bar", "besides", "barring"}
"""Words after an extreme that leave one thing out of 'all the others' ('cheaper than anyone except Ann')."""


def _excepted(lowered: list[str], end: int, mentions: list[Mention]) -> Mention | None:
    """The mention an extreme leaves out, written right after it ('less than any of the others
    except the Thai student', 'the cheapest apart from Ann's'): that one is beyond it, so the
    extreme is the second one. None when no exception follows."""
    k = end
    if k < len(lowered) and lowered[k] == ",":
        k += 1
    if lowered[k:k + 2] in (["apart", "from"], ["other", "than"], ["except", "for"], ["aside", "from"]):
        k += 2
    elif k < len(lowered) and lowered[k] in EXCEPT:
        k += 1
    else:
        return None
    following = [m for m in mentions if m.start >= k and m.refs]
    if not following or any(w not in ("the", "a", "an", "for") for w in lowered[k:following[0].start]):
        return None
    tail = itertools.takewhile(lambda w: w[:1].isalnum(), lowered[following[0].end:])
    if any(w in CLAUSE_VERBS or inflected_verb(w) for w in tail):
        return None  # 'cheaper than anyone, but Ann paid ...': a new clause, not an exception
    return following[0]


CLAUSE_VERBS = {"is", "was", "are", "were", "has", "had", "have", "did", "does", "do", "will", "would", "can", "could"}


def _with_landmarks(words: list, mentions: list[Mention], anchors: tuple[set[str], set[str]],
                    size: int, nouns: frozenset[str] = frozenset()) -> list[Mention]:
    """The mentions, and 'nearest the wall', 'furthest from the lift' or 'the outermost' as a
    mention of the end of the row the text put that landmark or side at ('track 1 being the one
    nearest the station', 'track 4 the outermost'); 'the far end' is the end away from the one
    landmark the row is counted from ('berths counted from the harbour wall'). A landmark's word
    is no loose mention of a value."""
    first, last = anchors
    lowered = [w.lower for w in words]
    mentions = [m for m in mentions if not (m.refs and not m.positions and m.end == m.start + 1
                                            and lowered[m.start] in first | last
                                            and max(score for _, score in m.refs) < 0.95)]
    # (a landmark of the row is no loose name of a value: 'nearer the river' is no 'Red River')
    covered = {i for m in mentions for i in range(m.start, m.end)}
    added = []
    for index, word in enumerate(lowered):
        if index in covered:
            continue
        side = word[:-4] if word.endswith("most") else ""  # 'the outermost track' when track 4 is
        if side and side not in COMPASS and (side in first) != (side in last):
            added.append(Mention(index, index + 1, positions=frozenset({1 if side in first else size})))
            continue
        if word in ("far", "near") and lowered[index + 1:index + 2] == ["end"] and first and not last:
            added.append(Mention(index, index + 2, positions=frozenset({size if word == "far" else 1})))
            continue  # 'at the far end' of a row counted from a landmark: the end away from it
        beside = 3 if word == "next" and lowered[index + 1:index + 3] == ["to", "the"] \
            else 2 if word in ("beside", "by", "behind", "against", "on") and lowered[index + 1:index + 2] == ["the"] \
            else 0  # ('had the seat on the aisle', seat 1 being on the aisle)
        # ('the carriage right behind the engine', carriages counted from the engine)
        mark = lowered[index + beside] if beside and index + beside < len(lowered) \
            and index + beside not in covered else ""  # (not 'out on the Sea Lark': a boat of the puzzle)
        following = lowered[index + beside + 1] if beside and index + beside + 1 < len(lowered) else ""
        if mark and following and (singular(following) in POSITION_NOUNS | ROW_NOUNS or following in nouns) \
                and (mark in first) != (mark in last):  # 'next to the lake tent': beside the tent at the lake
            at = frozenset({1 if mark in first else size})
            added.append(Mention(index + beside, index + beside + 2, positions=at))
            continue
        if mark and (mark in first) != (mark in last) and following not in ("side", "sides"):
            # 'the peg next to the door', counted from the door (not 'on the aisle side of': toward the aisle)
            start = index
            while start > 0 and start - 1 not in covered and lowered[start - 1] in ("right", "up", "just", "close"):
                start -= 1  # 'right up against the stage': at it, not one place to the right of it
            added.append(Mention(start, index + beside + 1, positions=frozenset({1 if mark in first else size})))
            continue
        if word not in ("nearest", "closest", "furthest", "farthest"):
            continue
        k = index + 1
        while k < len(lowered) and lowered[k] in ("to", "from", "the", "away", "one", "of", "them", "all"):
            k += 1  # ('the furthest away from the footbridge', 'the closest one to the bridge')
        other_end = False
        if k + 1 < len(lowered) and lowered[k] not in first | last and lowered[k + 1] in first | last:
            other_end = lowered[k] in FAR_SIDE  # 'nearest the far bank' where the stones start at the near one
            k += 1  # 'nearest the compost heap' where the places are numbered from the heap
        if k >= len(lowered) or lowered[k] not in first | last or (lowered[k] in first and lowered[k] in last):
            continue
        toward_first = ((word in ("nearest", "closest")) == (lowered[k] in first)) != other_end
        added.append(Mention(index, k + 1, positions=frozenset({1 if toward_first else size})))
    return sorted([*mentions, *added], key=lambda m: m.start) if added else mentions


GRADED_COMPOUND = rx.compile(r"(best|most|worst|least)-(?:attended|visited|selling|sold|watched|supported)")
"""'the best-attended barbecue', 'the least-visited', 'the best-selling': the end of the one count (not
'the best-dressed', which grades nothing the puzzle counts)."""


def _graded_compound(word: str, scales: list[Scale]) -> tuple[Scale, str] | None:
    """The scale and end a graded compound picks ('best-attended': the most of the one numeric
    scale that is not a date or a time); None when the puzzle has not exactly one such scale."""
    match = GRADED_COMPOUND.fullmatch(word)
    counted = [s for s in scales if s.numeric and not s.dated and not (s.unit_words & MONEY)]
    if match is None or len(counted) != 1:
        return None
    return counted[0], "more" if match.group(1) in ("best", "most", "highest") else "less"


def _ranked(lowered: list[str], index: int, word: str) -> tuple[int, str]:
    """The rank a superlative is counted from ('second oldest' -> 2) and the superlative itself."""
    head, dash, tail = word.partition("-")
    if dash and ordinal_value(head) is not None:
        return ordinal_value(head) or 1, tail
    if index > 0 and ordinal_value(lowered[index - 1]) is not None \
            and (word in SUPERLATIVES or word in ("most", "least")):
        return ordinal_value(lowered[index - 1]) or 1, word
    return 1, word


def _answers_agree(puzzle: Puzzle, limit: int = 200) -> bool:
    """True when the puzzle has a solution and its questions have one answer in all solutions."""
    if not puzzle.questions:
        return False
    answers = set()
    for found, solution in enumerate(solutions(puzzle, limit=limit + 1)):
        if found == limit:
            return False
        answers.add(tuple(solution.answer(q) for q in puzzle.questions))
        if len(answers) > 1:
            return False
    return len(answers) == 1


def _learn_verbs(sentences: list, nouns: set[str] | frozenset[str] = frozenset()) -> dict[str, set[str]]:
    """The words written right before a surely named value ('paid $20', 'bought figs', 'plays
    tennis'), as keys per category: they confirm a doubtful mention and let a question such as
    'What did Bob pay?' find the category it asks for."""
    learned: dict[str, set[str]] = {}
    wanting: dict[tuple[str, str], set[int]] = {}  # (category, word) -> the sentences that said it
    for index, _, words, mentions in sentences:
        for mention in mentions:
            categories = {ref.category for ref, score in mention.refs if score >= SURE}
            if len(categories) != 1:
                continue
            category = categories.pop()
            verb = _word_before(words, mention)
            if verb and (verb in nouns or singular(verb) in nouns):
                continue  # 'the locker with the moon on it': the row's noun, no word of the symbols
            if verb and (verb in CUES or person_noun(verb)):
                continue  # 'is friends with the pizza lover', 'lives next to the rock fan': a relation, no food's verb
            if verb in TIME_SETTERS:
                continue  # 'met at a barbecue last summer': when, not what is done with a season
            if verb in NOT_HOLDING:  # 'wanted buns' ... 'wanted pie': the puzzle's verb when several
                wanting.setdefault((category, verb), set()).add(index)  # sentences say it, never one alone
                continue  # ('Ada wants a fox' does not teach itself that wanting is having)
            if verb:
                learned.setdefault(category, set()).update(keys(verb))
            after = words[mention.end].lower if mention.end < len(words) else ""
            if after.isalpha() and after.endswith(("er", "ers", "or", "ors")) and after not in STOP \
                    and singular(after) not in nouns:  # ('the sun locker': the row's noun)
                learned.setdefault(category, set()).update(keys(after))  # 'the Volvo driver': drive
    for (category, verb), said in wanting.items():
        if len(said) >= 2:
            learned.setdefault(category, set()).update(keys(verb))
    return learned


SURE = 0.85
"""A mention at least this sure teaches the verbs of its category."""
TIME_SETTERS = {"last", "next", "this", "every", "each", "early", "late", "first", "final", "previous"}
"""Words before a value that say when ('last summer', 'every Monday'), never what is done with it."""
"""A mention below LOOSE (a synonym's head word: 'football' for association football) is doubtful
unless a verb of its category confirms it."""


def _word_before(words: list, mention) -> str:  # noqa: ANN001
    j = mention.start - 1
    while j >= 0 and words[j].lower in ("the", "a", "an", "to", "for", "at", "in", "on", "with", "of"):
        j -= 1  # 'listens to jazz' teaches 'listens
    return words[j].lower if j >= 0 and words[j].text.isalpha() and words[j].lower not in STOP else ""


def _table_row(text: str) -> bool:
    """True for a row of a table ('| Mabel | leeks | hens |', 'Mabel | leeks | hens'): cells
    of a few words between bars, no sentence."""
    if text.lstrip().startswith("|"):
        return True
    apart = [_without_stops_in_numbers(cell) for cell in rx.split(r"\s{2,}|\t", text.strip())]  # a table in plain
    wide = len(apart) >= 3 or (len(apart) == 2 and rx.search(r"\S {3,}\S", text.strip()) is not None)
    if wide and all(cell and len(cell.split()) <= 4 and not rx.search(r"[.;:?!,]", cell) for cell in apart):
        return True  # text: 'Alf    Jaguar    1954', 'Hannah    56.9 seconds    2', 'Auntie Jo      cocoa'
    cells = [rx.sub(r"\b(Mrs|Mr|Ms|Dr|St)\.", r"\1", cell.strip()) for cell in text.strip().strip(".").split("|")]
    plain = [_without_stops_in_numbers(cell) for cell in cells]
    return len(cells) >= 2 and all(cell and len(cell.split()) <= 4 and not rx.search(r"[.;:?!]", cell)
                                   for cell in plain)


def _without_stops_in_numbers(cell: str) -> str:
    """A cell with its clock times, 'a.m.' and decimal numbers said as '0' ('9:00 a.m.', '$4.50', '56.9
    seconds'): their stops and colons end no sentence."""
    return rx.sub(r"\d{1,2}:\d\d|\b[ap]\.m\.?|\$?\d[\d,]*\.\d+", "0", cell)


def _doubtful(words: list, mentions: list, verbs: dict[str, set[str]]) -> bool:
    """A sentence that names a value only by a loose form ('football' for soccer) that the
    puzzle's own verbs do not confirm ('watches football' when the hobbies are 'played')."""
    for mention in mentions:
        if mention.refs and max(score for _, score in mention.refs) < LOOSE:
            verb = _word_before(words, mention)
            confirmed = any(keys(verb) & verbs.get(ref.category, set()) for ref, _ in mention.refs) if verb else False
            if not confirmed:
                return True
    return False


ASIDE_IN_BRACKETS = rx.compile(r"(?<=[\w'])(\s*)\(([^(),;]{2,40})\)(?=\s+[a-z])")
"""A short aside in brackets inside a sentence that goes on ('Fiona (27 km/h on average) rode ...')."""


SIDE_OF_THE_OTHER = rx.compile(r",\s+on\s+the\s+([\w-]+(?:\s+[\w-]+)?)\s+side\s+of\s+(her|him|it|them)\b",
                               re.IGNORECASE)
"""'..., on the harbour-mouth side of her': a side of the one named before, said as 'on her ... side'."""
OWNING = {"her": "her", "him": "his", "it": "its", "them": "their"}
CLOSING_APPOSITION = rx.compile(r"\b([A-Z][a-z][\w'-]*),\s+(the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s*([.!]?)\s*$")
"""A name, then what it is, closing the sentence: 'Mr Fenwick's dog beat Rolo, the collie.'"""


def _as_a_clause(aside: str) -> str:
    """An aside in brackets as a relative clause: 'who is 27 km/h on average'; one that opens with a
    relative word or a verb stays as it is ('who is not the Dane')."""
    first = aside.split()[0].lower()
    if first in ("who", "which", "whose", "that", "not", "and", "but", "now", "then") or inflected_verb(first):
        return aside
    return f"who is {aside}"


def _without_empty_asides(text: str, finder: MentionFinder) -> str:
    """The sentence without asides in parentheses that name nothing of the puzzle ('Kwame's is the
    earliest (he wants it done before the jet lag hits)'), nor short asides between commas that open
    with a preposition and name nothing ('Biscuit, who, for the record, is not the spaniel'): their
    words relate nothing."""
    def empty(match: re.Match) -> str:
        return "" if not finder.find(match.group(1))[1] else match.group(0)

    def filler(match: re.Match) -> str:  # 'Biscuit, who, for the record, is not the spaniel'
        said = [w.lower for w in words_of(match.group(1))]
        return " " if len(said) <= 6 and not set(said) & set(CUES) and not finder.find(match.group(1))[1] \
            else match.group(0)
    text = rx.sub(r"\s*\(([^()]{3,})\)", empty, text) if "(" in text else text
    text = ASIDE_IN_BRACKETS.sub(lambda m: f", {_as_a_clause(m.group(2))}," if finder.find(m.group(2))[1]
                                 else m.group(0), text) if "(" in text else text
    # ('Fiona (27 km/h on average) rode further than ...': an aside between commas, read as such)
    text = SIDE_OF_THE_OTHER.sub(lambda m: f", on {OWNING[m.group(2).lower()]} {m.group(1)} side", text)
    # ('next to Sea Pink, on the harbour-mouth side of her': on her harbour-mouth side)
    text = CLOSING_APPOSITION.sub(lambda m: f"{m.group(1)}, who is {m.group(2)}{m.group(3)}"
                                  if finder.find(m.group(2))[1]
                                  else m.group(0), text)  # ('Mr Fenwick's dog beat Rolo, the collie.')
    text = rx.sub(r",\s+((?:as\s+if|as\s+though|just\s+as\s+if|since|because)\s[^,;:]+?)(?=[.!]?\s*$)", empty, text,
                  flags=re.IGNORECASE)  # ', as if too tired to reach any higher': how it seemed, no fact; ', since
    # nobody wants to carry a clock up any stairs': a reason, naming nothing of the puzzle
    return rx.sub(r"(?<=\w),\s+((?:as|for|to|of|in|by|it|so|if|at|on|with)\s[^,;:.]{2,40}?),\s+(?=[a-z])", filler, text)


def _through_an_unknown_noun(words: list, mentions: list[Mention], unknown: list[str]) -> bool:
    """'The harp is a national symbol of Ireland': two values joined by a copula and a noun the
    reader does not know ('symbol of', 'capital of'), which may relate them in a way that is no
    fact of the puzzle: the sentence stands or falls by the solver."""
    ends = {m.end for m in mentions if m.refs}
    starts = {m.start for m in mentions if m.refs}
    lowered = [w.lower for w in words]
    for k in range(2, len(lowered) - 1):
        if lowered[k] != "of" or lowered[k - 1] not in unknown or person_noun(lowered[k - 1]):
            continue  # (but 'the mother of Billy' says who someone is)
        after = k + 1 + (lowered[k + 1] == "the")
        copula = [j for j in range(k - 1) if lowered[j] in ("is", "was", "are", "were") and j in ends]
        if after in starts and copula and lowered[copula[-1] + 1] in ("a", "an", "the", "one"):
            return True
    return False


def _verb_with_its_own_object(words: list, mentions: list[Mention]) -> bool:
    """A value named by a verb whose object is a thing the puzzle does not know ('the person who
    bakes sourdough' among jobs with a baker): the sentence may speak of that thing, a herring."""
    starts = {m.start for m in mentions}
    for mention in mentions:
        if not mention.refs or mention.end - mention.start != 1 or mention.end in starts or mention.end >= len(words):
            continue
        written, after = words[mention.start].lower, words[mention.end].lower
        if any(written == normalize(str(ref.value)) for ref, _ in mention.refs):
            continue
        verb = written.isalpha() and (written.endswith(("es", "ed", "ing"))
                                      or (written.endswith("s") and not plural_noun(written)))  # not "Cy's"
        if verb and verb_like(written) and after.isalpha() and after not in STRUCTURAL and mostly_noun(after):
            return True
    return False


def _generic(words: list, mentions: list[Mention], cues: dict[str, set[str]] | None = None) -> bool:
    """A sentence about a kind, not a person: it opens with a bare plural ('Danes drink a lot
    of coffee', 'Cats sleep all day'), or speaks of a place visited ('has never been to Sweden'),
    unless visiting is what the place's category is about ('Everyone visited a different city')."""
    first = mentions[0] if mentions else None
    if first is not None and first.start == 0 and first.refs and first.end - first.start == 1:
        written = words[0].lower
        definite = any(m.refs and m.start > 0 and words[m.start - 1].lower == "the" for m in mentions[1:])
        if written.endswith("s") and not written.endswith(("'s", "\u2019s", "s'")) and not definite \
                and not any(written == str(ref.value).lower() for ref, _ in first.refs):
            return True  # (not 'Cherries are eaten by the engineer': said of one person)
    lowered = [w.lower for w in words]
    for mention in mentions:
        before = lowered[max(0, mention.start - 2):mention.start]
        if before[-1:] == ["visited"] or before in (["been", "to"], ["gone", "to"], ["travelled", "to"],
                                                     ["traveled", "to"], ["went", "to"], ["holiday", "in"]):
            verbs = {k for w in before for k in keys(w)} - {"to", "in", "be", "been"}
            if any(verbs & (cues or {}).get(ref.category, set()) for ref, _ in mention.refs):
                continue  # the category is the places visited: a clue
            return True
    return False


def _of_a_kind(words: list, mentions: list[Mention]) -> bool:
    """A sentence that opens with a value whose own name is a bare plural ('Orchids need little
    water', 'Tulips were once worth more than gold'): it may speak of the kind in general, not of
    the one person who holds the value."""
    first = mentions[0] if mentions else None
    if first is None or first.start != 0 or first.end != 1 or not first.refs or len(words) < 2 \
            or any(m.positions for m in mentions):
        return False  # ('Tulips are grown in house 3': a place, said of the one who grows them)
    written = words[0].lower
    if not all(str(ref.value) == written for ref, _ in first.refs):
        return False  # names ('Mittens'), brands, and values written otherwise than listed
    return plural_noun(written) and words[1].lower not in ("is", "was", "has", "does")  # ('Darts is ...': one game)


FRIENDS = {"friend", "boss", "girlfriend", "boyfriend", "fiance", "fiancee", "flatmate", "roommate", "colleague"}
"""Nouns of a person close to someone that WordNet files under no relative: what is said of them is no
value of that someone."""


def _of_another_person(words: list, mentions: list[Mention], cues: dict[str, set[str]],
                       learned: dict[str, set[str]]) -> str:
    """The noun of another person a value's holder is named only to speak of ("Ben's brother
    drinks milk", "the tea drinker's sister keeps a cat", "Argo's author"): a possessive followed
    by a noun for a person that no category is about; '' when there is none. Said of a relative
    or a friend, the sentence says nothing of the holder; of another ('author') it may."""
    starts = {m.start for m in mentions}
    for mention in mentions:
        if not mention.refs or mention.end >= len(words) or mention.end in starts:
            continue
        if not words[mention.end - 1].lower.endswith(("'s", "\u2019s", "s'")):
            continue
        after = words[mention.end].lower
        said = {k for category, c in cues.items() for k in c - learned.get(category, set())}
        if not after.isalpha() or after in STRUCTURAL or keys(after) & said:
            continue  # ('Ben's neighbour', 'Ann's husband' when husbands are a category)
        if noun_kinds(after) == {"person"}:  # every sense a person: 'brother', not 'villa'
            return after
    return ""


ANOTHER_TIME = rx.compile(
    r"\b(?:used to|previously|formerly|once (?:owned|had|kept|drove|lived|played|drank|ate)|years ago"
    r"|as an? (?:child|kid|boy|girl|teenager|student)|in (?:his|her|their) youth|gave (?:up|away)"
    r"|no longer|any ?more|(?:last|next) (?:summer|winter|spring|autumn|fall|year|week|month|weekend|night"
    r"|christmas|easter|season|term|semester|holidays?|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b")
"""Words that set a sentence in another time than the puzzle's ('Ben used to own a dog', 'As a child,
Cara had a fish', 'gave up tea', 'met at a barbecue last summer'): what it says may not hold now."""


def _of_another_time(words: list, cues: dict[str, set[str]]) -> bool:
    """A sentence set in another time than the puzzle's: maybe a herring, unless the puzzle's own
    categories speak of that time ('the pet each had as a child')."""
    found = ANOTHER_TIME.search(" ".join(w.lower for w in words))
    said = set().union(*cues.values()) if cues else set()
    if found is None:
        return False
    setting = found.group().split()
    if setting[0] in ("last", "next", "once"):
        setting = setting[:1]  # 'last summer' is another time even where the seasons are values; 'once drove'
        # a Fiat is another time even where the cars are what they drive
    return not any(keys(w) & said for w in setting if len(w) > 3)


def _colour_of_another_thing(words: list, mentions: list[Mention], cues: dict[str, set[str]],
                             nouns: set[str], coloured: set[str]) -> bool:
    """A colour of the puzzle said of a thing that is not what the colours are of ('Bernard wears a
    red scarf' where the doors are red, green, ...): maybe a herring, for the solver to judge."""
    for mention in mentions:
        if len(mention.refs) != 1 or mention.end >= len(words) or mention.end - mention.start != 1:
            continue
        ref = mention.refs[0][0]
        after = words[mention.end].lower
        if ref.category not in coloured or not after.isalpha() or after in nouns or singular(after) in nouns:
            continue
        if keys(after) & cues.get(ref.category, set()) or not mostly_noun(after) or after in STRUCTURAL:
            continue  # 'the red door', 'the red one'
        if singular(after) in {word for name in cues for word in name.lower().split()}:
            continue  # 'the silver car' where each driver's car is a category: that car's colour
        if "person" not in noun_kinds(after) and not any(m.start == mention.end for m in mentions):
            return True
    return False


STOP = {"is", "was", "are", "were", "and", "or", "of", "who", "that", "than", "not", "nor", "to",
        "in", "at", "on", "with", "by", "for", "from", "one", "other", "either", "neither"}


COUNTING = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _counted_nouns(texts: list[str], size: int) -> set[str]:
    """The nouns the introduction counts the rows with, in the singular ('Four boats are tied up
    along Gull Pier': boat)."""
    nouns = set()
    for text in texts:
        for match in rx.finditer(r"\b(\d+|[a-z]+)\s+([a-z]+)\b", text.lower()):
            if COUNTING.get(match.group(1), int(match.group(1)) if match.group(1).isdigit() else 0) == size:
                nouns.add(singular(match.group(2)))
    return nouns


def _numbered_nouns(found: list[Unit]) -> set[str]:
    """Nouns the text numbers ('berths numbered 1 to 3', 'pitches numbered 1-4'): positions."""
    nouns = set()
    for unit in found:
        for match in rx.finditer(r"\b([a-z]+)(?:,?\s+(?:in|along|on|by|around|facing)\s+(?:a|an|the)"
                                 r"\s+[a-z]+(?:\s+[a-z]+)?)?,?\s+(?:(?:which|that)\s+)?(?:(?:are|were)\s+)?numbered\b",
                                 unit.text.lower()):
            # 'berths numbered 1 to 3', 'huts in a line, numbered 1 to 4', 'the four runs, which are numbered'
            nouns.add(singular(match.group(1)))
        if rx.search(r"\bnumbered\b", unit.text, re.IGNORECASE):  # 'the four moorings along the inner quay at
            nouns |= {singular(w.lower) for w in words_of(unit.text)} & ROW_NOUNS  # Porthkennack, which are numbered'
    return nouns


def _also_clue(index: int, unit: Unit, setup: Setup, finder: MentionFinder) -> bool:
    """A sentence the setup took for its size or layout ('... are next to each other') that
    names two values, or a value and a place ('The surfer is at the far left'), and declares no
    category: a clue after all, never dropped."""
    if index in setup.declaring or LAYOUT.search(unit.text):
        return False
    mentions = finder.find(unit.text)[1]
    values = sum(1 for m in mentions if m.refs)
    return values >= 2 or (values == 1 and any(m.positions and not m.refs for m in mentions))


UNIT_NAMES = {"lb": ("pound", "pounds"), "lbs": ("pound", "pounds"), "kg": ("kilo", "kilos", "kilogram", "kilograms"),
              "ft": ("foot", "feet"), "in": ("inch", "inches"), "km": ("kilometre", "kilometres", "kilometer",
                                                                  "kilometers"),
              "mi": ("mile", "miles"), "oz": ("ounce", "ounces"), "hr": ("hour", "hours"), "hrs": ("hour", "hours"),
              "min": ("minute", "minutes"), "mins": ("minute", "minutes"),
              "cm": ("centimetre", "centimetres", "centimeter", "centimeters"),
              "m": ("metre", "metres", "meter", "meters"), "g": ("gram", "grams"), "yd": ("yard", "yards")}
"""The words for a unit a category writes short ('3 lbs': '2 pounds lighter')."""
CURRENCY_WORDS = {"$": ("dollar", "buck"), "\u00a3": ("pound", "quid"), "\u20ac": ("euro",)}
"""The words for a currency whose symbol a category's values carry ('3 dollars more')."""
LAYOUT = rx.compile(r"\bnumbered\b|\blettered\b|\bnumbers\s+the\s+[a-z]+\b|\bfrom (?:the )?left to (?:the )?right\b"
                    r"|\b(?:1|one)\s+is\s+(?:at\s+)?the\s+(?:(?:place|one|seat|spot|position)\s+at\s+the\s+)?(?:very\s+)?"
                    r"(?:front|back|head|rear|start|beginning|top|bottom)\b"
                    r"|^\s*(?:the\s+)?[a-z]+\s+\d+\s+(?:is|being|sits|stands)\s+(?:right\s+|just\s+|directly\s+)?"
                    r"(?:by|beside|next\s+to|nearest|closest\s+to|against|at)\s+the\s+[a-z]+\s*(?:[.,;]|and\b)"
                    r"|\b[a-z]+\s+1\s+is\s+the\s+one\s+(?:right\s+|just\s+|directly\s+)?"
                    r"(?:by|beside|next\s+to|nearest|closest\s+to)\s+the\s+[a-z]+"
                    r"|\bnumbers\s+(?:climb|rise|increase|go\s+up|grow)\s+as\s+you\b",
                    re.IGNORECASE)
"""Words of a sentence that lays out the row: its numbers are places, not values ('room 1 is the one
beside the lift')."""


def _outside_a_quoted_puzzle(text: str, found: list[Unit]) -> set[int]:
    """The sentences outside a puzzle quoted whole ('Here's the sheet word for word: "Five houses
    ... What colour is the Bakers' house?" I've got the red house sorted but ...'): one quotation
    that opens a line, holds several lines with numbered clues and no quote mark, and closes at the
    end of a line. Empty when the text quotes no such puzzle."""
    from .segment import clean

    plain = clean(text)
    quoted = QUOTED_PUZZLE.search(plain)
    if quoted is None:
        return set()
    outside: set[int] = set()
    at = 0
    for index, unit in enumerate(found):
        where = plain.find(unit.text[:40].lstrip('"'), at)
        if where < 0:
            continue
        at = where
        if where < quoted.start("body") or where >= quoted.end("body"):
            outside.add(index)
    return outside


QUOTED_PUZZLE = rx.compile(r'(?:^|\n)[ \t]*"(?P<body>[^"]*\n[ \t]*(?:\d+[.)]|clue\s+\d+)[^"]*)"[ \t]*(?:\n|$)',
                           re.IGNORECASE)
"""A puzzle quoted whole: a quotation opening a line, with numbered clues on lines of their own inside."""


def _a_group_apposed(between: list[str]) -> bool:
    """True for the words 'and his three sisters ,' between a first name and the names of a group
    said of that one ('Ben and his three sisters, Cora, Dot and Edie')."""
    return len(between) >= 2 and between[-1] == "," and between[-2].endswith("s") and between[-2].isalpha() \
        and all(w in ("and", "his", "her", "their", "my", "our") or number_value(w) is not None
                for w in between[:-2])  # (the mention of the first may hold 'and his three')


def _lists_a_whole_category(words: list[Word], mentions: list[Mention], puzzle: Puzzle) -> str:
    """The category whose every value, and nothing else, the mentions name one after another in a
    list ('Jess, Mo, Tia and Sam were in the queue, all 4 of us one behind the other'): the sentence
    lists them, whatever it says of them all, and relates none. Else ''."""
    valued = [m for m in mentions if m.is_value or m.is_position]  # (not the count of 'all 4 of us')
    refs = [m.refs[0][0] for m in valued if len(m.refs) == 1 and not m.positions]
    if len(refs) != len(valued) or len(refs) < 3 or any(
            any(w.lower not in (",", "and", "&") for w in words[a.end:b.start])
            and not (k == 0 and _a_group_apposed([w.lower for w in words[a.end:b.start]]))
            for k, (a, b) in enumerate(pairwise(valued))):
        return ""
    named = {ref.category for ref in refs}
    if len(named) != 1:
        return ""
    category = puzzle.category(next(iter(named)))
    return category.name if sorted(map(str, {ref.value for ref in refs})) == sorted(map(str, category.values)) \
        and len(refs) == len(category.values) else ""


def _label(unit: Unit, index: int) -> str:
    return f"clue {unit.number}" if unit.number is not None else f"sentence {index + 1}"


def _on_a_clock(meaning: Meaning, timed: set[str]) -> bool:
    """True when every reading of a sentence compares on a category of times or dates made
    numbers ('leaves later than the Bath train' on the departures, not on the platforms)."""
    def compares(clue: Clue) -> bool:
        if isinstance(clue, Compare):
            return clue.category in timed
        if isinstance(clue, (All, Either)):
            return any(compares(part) for part in clue.clues) and not any(_places_used(part) for part in clue.clues)
        return False
    return bool(timed) and bool(meaning.candidates) and all(compares(c) for c in meaning.candidates)


def _times_as_numbers(setup: Setup) -> set[str]:
    """In a row of places, the categories of clock times, dates or months ('Departures: 10:05am,
    10:15am, ...'), in a puzzle of people such categories after the first (which orders them),
    and anywhere heights in feet and inches, given their minutes, days, months or inches as
    numbers, so that 'leaves 25 minutes before', 'earlier than' and 'shorter than' compare them
    (the labels stay as written); their names."""
    timed = set()
    row = None if setup.positional else next((d for d in setup.categories if d.numbers is None and d.ordered), None)
    for declared in setup.categories:
        if declared.numbers is not None or declared.labels == list(setup.position_names or []):
            continue
        marked = calendar_marks([str(label) for label in declared.labels])
        kinds = {"minute", "date", "month", "inch"} if setup.positional or declared is not row else {"inch"}
        if marked is None or not marked[0] & kinds or len(set(marked[1])) != len(marked[1]):
            continue  # (people's first ordered category is the row itself, a second one is compared by its
            # numbers: months, then party times; their heights, '5 ft 8 in', are inches)
        declared.numbers = [int(mark) + ("month" in marked[0]) if mark == int(mark) else mark  # (January is month
                            for mark in marked[1]]  # 1; '2:49:30' is 169.5 minutes)
        declared.unit = declared.unit or " ".join(sorted(marked[0]))
        timed.add(declared.name)
    return timed


def _label_of(setup: Setup, ref: Ref) -> str:
    return str(ref.value)


def _without_unused_lists(setup: Setup, texts: list[str]) -> list:
    """The declarations without a list of the wrong length whose words no other sentence uses,
    when at least two lists have the puzzle's size ('Thanks, and sorry!!' at the end of an email):
    a category nothing mentions is none of the puzzle's."""
    if not setup.size:
        return setup.categories
    right = [d for d in setup.categories if len(d.labels) == setup.size]
    if len(right) < 2:
        return setup.categories
    kept = []
    for declared in setup.categories:
        if len(declared.labels) != setup.size and not any(
                rx.search(rf"\b{re.escape(label)}\b", text, re.IGNORECASE)
                for label in declared.labels for text in texts if declared.labels[0] not in text
                or declared.labels[-1] not in text):
            continue  # (a sentence naming a value again, away from its list, keeps the list)
        kept.append(declared)
    return kept


def _categories(setup: Setup, source: str) -> list[Category]:
    """The puzzle's categories from the declarations, with distinct names and one size."""
    if not setup.categories:
        raise EnglishError(f"{source}: no categories are declared (a list such as 'Pets: cat, dog, fish')")
    sizes = {len(d.labels) for d in setup.categories}
    size = setup.size or max(sizes)
    wrong = [d for d in setup.categories if len(d.labels) != size]
    first = min((d.line for d in setup.categories if d not in wrong), default=0)
    if wrong and all(d.line == 1 or (d.line < first and len(d.labels) == 2) for d in wrong) \
            and len(wrong) < len(setup.categories):
        setup.categories = [d for d in setup.categories if d not in wrong]  # a title that looks like a list
        wrong = []  # ('HELP - seating plan meltdown, table 6 edition', 'Worksheet 9: Reasoning with money and
        # dates' over the lists of four)
    if wrong:
        d = wrong[0]
        raise EnglishError(f"{source}: line {d.line}: the category '{d.name}' lists {len(d.labels)} "
                           f"values ({', '.join(d.labels)}) but the puzzle has {size} positions")
    taken: set[str] = set()
    categories = []
    for declared in setup.categories:
        name = _unique_name(declared, taken)
        values: tuple = tuple(declared.numbers) if declared.numbers is not None else tuple(declared.labels)
        written = tuple(declared.labels) if declared.numbers is not None and any(
            str(label) != str(number) for label, number in zip(declared.labels, declared.numbers)) \
            and (not all(rx.fullmatch(r"[a-z-]+", str(label).lower()) for label in declared.labels)
                 or all(str(label).lower()[:3] in MONTH_STARTS for label in declared.labels)) else ()
        # ('$35' and 'June' are shown as written; 'thirty-two' as 32)
        try:
            categories.append(Category(name, values, written=written))
        except PuzzleError as error:
            raise EnglishError(f"{source}: line {declared.line}: {error}") from None
    return categories


def _names_of_counted_things(categories: list[Category], texts: list[str], size: int) -> list[Category]:
    """A category called 'name' beside a category of people, in a text that counts things that
    are no people ('Five teams ... each led by a different captain, went by a different name'):
    the names of those things, called after them ('team')."""
    from .questions import names_people

    named = [c for c in categories if normalize(c.name) in ("name", "names")]
    if len(named) != 1 or not any(names_people(c.name) for c in categories if c is not named[0]) \
            or not any(" " in str(v).strip() for v in named[0].values):
        return categories  # (names of things: 'Quizzly Bears', 'The Brainiacs'; not 'Ezra' and 'Fern')
    counted = {noun for noun in _counted_nouns(texts, size)
               if noun.isalpha() and is_noun(noun) and "person" not in noun_kinds(noun, 1)
               and noun not in POSITION_NOUNS and all(normalize(c.name) != noun for c in categories)}
    if len(counted) != 1:
        return categories
    return [Category(next(iter(counted)), c.values, c.noun, c.verb, c.written) if c is named[0] else c
            for c in categories]


def _numbered_names(named: Category | None, ref: Ref) -> bool:
    """True for a value of the positions' names when they are numbers ('rooms 31 to 34'): the
    finder reads them after their noun ('room 34'), never a bare 'one' as place 1."""
    return named is not None and ref.category == named.name and all(str(v).isdigit() for v in named.values)


def _named_positions(setup: Setup, categories: list[Category], size: int) -> Category | None:
    """The names of the positions as a category pinned to them (the i-th name at position i),
    so that answers and the grid show '11:00am' rather than 'house 3'; None when the positions
    have no names, or a category already lists them."""
    names = list(setup.position_names)
    if not setup.positional or len(names) != size:
        return None
    if any([normalize(str(v)) for v in c.values] == [normalize(n) for n in names] for c in categories):
        return None
    noun = setup.noun if setup.noun and normalize(setup.noun) != "position" else \
        "time" if calendar_measure(names) is not None else "place"
    name, n = noun, 2
    while any(normalize(c.name) == normalize(name) for c in categories):
        name, n = f"{noun} {n}", n + 1
    try:
        return Category(name, tuple(names))
    except PuzzleError:
        return None


RESERVED_NAMES = {"position": "role"}
"""Category names the model keeps for the places of the row, and what such a category is called
instead ('each earned a different position: setter, libero, ...': their role in the team)."""


def _unique_name(declared: Declared, taken: set[str]) -> str:
    name = _job_name(declared) or declared.name or "category"
    name = RESERVED_NAMES.get(name.lower().strip(), name)
    candidate, n = name, 2
    while normalize(candidate) in taken:
        candidate, n = f"{name} {n}", n + 1
    taken.add(normalize(candidate))
    return candidate


def _job_name(declared: Declared) -> str:
    """'job' for a category named after the people that lists what they do ('Three colleagues - a
    designer, a tester and a manager'), or a 'name' that lists them in lower case ('Between them they
    are a baker, a nurse ...'): the values are jobs, not the colleagues; else ''."""
    from .questions import _occupations, names_people

    labels = [str(label) for label in declared.labels]
    if not declared.name or declared.numbers is not None \
            or not (names_people(declared.name) or declared.name in ("name", "names")) \
            or not all(label == label.lower() and label.isalpha() for label in labels):
        return ""
    workers = _occupations("", labels) or all(
        "person" in noun_kinds(label, 1) and not any(name == "relative" for _, name in noun_ancestors(label).values())
        for label in labels)  # (people named by what they do, not a mother, a father and a son)
    return "job" if workers else ""


def _axis(categories: list[Category], setup: Setup) -> str:
    """For a puzzle about people rather than a row: the category listed in order (months,
    weekdays) when there is one, else the names category, else the first."""
    for category, declared in zip(categories, setup.categories):
        if getattr(declared, "ordered", False) and not category.numeric:
            return category.name
    return person_category(categories, positional=False)


def _name_words(name: str) -> frozenset[str]:
    """The words of a category's name of two words or more, as cues of its scale ('people sitting': 'more
    people than')."""
    words = name.lower().split()
    return frozenset(words) if len(words) > 1 else frozenset()


COUNTED_UNITS = frozenset({"night", "day", "week", "month", "year", "hour", "minute", "lesson", "visit", "child",
                           "sibling", "pet", "goal", "point", "lap", "mile", "book", "page", "room", "floor"})
"""Names of a category of bare counts that are their own unit ('night': 'one night longer')."""


def _scales(puzzle: Puzzle, setup: Setup, cues: dict[str, set[str]]) -> list[Scale]:
    """The categories comparisons can be made on: the numeric ones and an ordered axis."""
    scales = []
    for category, declared in zip(puzzle.categories, setup.categories):
        units = frozenset(w for w in rx.split(r"[^\w$%]+", declared.unit.replace("{}", " ").lower()) if w)
        units |= frozenset(w.rstrip("s") for w in units)
        units |= frozenset(label.strip()[0] for label in declared.labels  # '£150': pounds
                           if label.strip()[:1] in CURRENCY_WORDS)
        units |= frozenset(word for symbol, names in CURRENCY_WORDS.items() if symbol in units for word in names)
        units |= frozenset(word for unit in units for word in UNIT_NAMES.get(unit, ()))  # 'lbs': '2 pounds less'
        units |= frozenset(short for short, names in UNIT_NAMES.items() if units & set(names))  # 'centimetres': cm
        if "%" in units:  # '68%, 75%': '7 percentage points higher', '9 points below'
            units |= {"percent", "percentage", "point", "points"}
        if declared.unit.startswith("#"):
            units |= {"number", "numbers"}  # '#4, #11, #15': 'a higher number than Eli's'
        if category.numeric and declared.unit in ("", "{}") and category.name in COUNTED_UNITS:
            units |= {category.name, category.name + "s"}  # 'a different number of nights (one, two, ...)'
        if category.name == "date" and category.numeric:
            units |= {"day", "days"}  # 'on the 3rd, 9th and 17th': 'six days after Tom'
        measured = category.name.lower().split()[-1] if category.name.strip() else ""
        if category.numeric and measured.endswith("age") and measured[:-3] in ("mile", "acre", "ton", "foot", "yard"):
            units |= {measured[:-3], measured[:-3] + "s"}  # 'mileage': '14,000 fewer miles'
        if category.numeric:
            dated = "year" in category.name.lower() or all(1000 <= float(v) <= 2100 for v in category.values)
            places = [rx.sub(r"\s+(?:place|places|position|spot|prize)\s*$", "", str(label).strip().lower())
                      for label in declared.labels]  # ('1st, 2nd, 3rd and 4th place')
            ranked = all(rx.fullmatch(r"\s*\d+\s*(?:st|nd|rd|th)\s*|\s*[a-z]+(?:st|nd|rd|th)\s*", label)
                         and ordinal_value(label.strip()) is not None for label in places) \
                and not set(category.name.lower().split()) & CLIMBED  # (a higher grade or floor: a larger number)
            said = frozenset(cues.get(category.name, ())) | _name_words(category.name)
            scales.append(Scale(category.name, True, said, units, dated,
                                ranked=ranked, values=tuple(sorted(float(v) for v in category.values))))
        elif category.name == puzzle.axis and getattr(declared, "ordered", False):
            measure = calendar_measure([str(v) for v in category.values])
            marked = calendar_marks([str(v) for v in category.values])
            if measure is None and marked is not None and all(a < b for a, b in pairwise(marked[1])):
                scales.append(Scale(category.name, False, frozenset(cues.get(category.name, ())),
                                    units | marked[0], marks=tuple(marked[1])))  # 6:00, 6:30, 7:15 pm
            elif measure is None:
                scales.append(Scale(category.name, False, frozenset(cues.get(category.name, ())), units))
            else:
                scales.append(Scale(category.name, False, frozenset(cues.get(category.name, ())),
                                    units | measure[0], step=measure[1]))
    named = [c for c in puzzle.categories[len(setup.categories):] if c.name == puzzle.axis]
    for category in named:  # the positions' own names, when they are times ('slots (9:00, 9:30, ...)')
        scale = _named_scale(category, frozenset(cues.get(category.name, ())))
        if scale is not None:
            scales.append(scale)
    return scales


CLIMBED = frozenset({"grade", "grades", "year", "years", "floor", "floors", "level", "levels", "storey", "storeys",
                     "form", "forms", "class", "classes", "stage", "stages", "round", "rounds"})
"""Ordinal categories climbed from the 1st up ('the 8th grade is higher than the 5th'), unlike a contest's places."""


def _named_scale(category: Category, cues: frozenset[str]) -> Scale | None:
    """The scale of positions named by clock times or dates in order: a difference in minutes or
    days counts positions by their marks ('an hour after' is two half-hour slots); None for
    other names."""
    labels = [str(v) for v in category.values]
    measure = calendar_measure(labels)
    if measure is not None:
        return Scale(category.name, False, cues, frozenset(measure[0]), step=measure[1])
    marked = calendar_marks(labels)
    if marked is not None and all(a < b for a, b in pairwise(marked[1])):
        return Scale(category.name, False, cues, frozenset(marked[0]), marks=tuple(marked[1]))
    return None
