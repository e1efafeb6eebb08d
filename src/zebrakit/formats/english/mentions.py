"""Mentions: the values, positions and numbers a sentence names, found by their surface forms.

The lexicon holds every form of every value of the puzzle (the label, its inflections, agent and
activity nouns, demonyms, synonyms: see ``lexical``); a sentence is scanned left to right and the
longest run of words that names a value becomes one mention. A value whose forms belong to two
categories keeps both candidates unless the words around it name one category (the declaration
said 'lives in a different coloured house', the sentence says 'the orange house').
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...english.words import number_value, ordinal_value
from ...model import Ref
from . import rx
from . import lexical
from .compare import CONTESTS, TAKING, WON_TITLES
from .declarations import COLOURS, MONTHS, ROW_NOUNS as ROW_PLACES, clock_minutes

TOKEN = rx.compile(
    r"\d+(?:st|nd|rd|th)\b"  # ordinals
    r"|\d+[A-Z]\b"  # codes: 'class 3B', 'seat 12A'
    r"|\$?\d+(?:,\d{3})*(?:\.\d+)?(?::\d\d(?::\d\d)?)?(?:\s?[ap]\.?m\.?\b)?%?"  # amounts, times ('2:49:30')
    r"|[^\W\d_](?:[\w'\-]*\w)?(?:(?<=s)'(?=\s+[a-z]))?"  # words; a plural's possessive: "the dogs' home"
    r"|[^\s\w]")  # punctuation
SYNONYM = 0.95
"""Below this a mention is not the label itself or its inflection (a synonym, a derived form)."""
LOOSE = 0.6
"""Below this a mention is loose: found only through the head word of a synonym."""
KIND_STOP = {"person", "people", "house", "home", "one", "man", "woman", "thing", "owner", "lover", "fan", "drinker",
             "player", "keeper", "enthusiast", "buff", "devotee", "admirer", "eater", "reader", "holder", "the", "and",
             "who", "which", "that", "any", "some", "several", "various", "kind", "type",
             "sort", "form", "member", "group", "part", "lives", "live", "next", "left", "right", "first", "last",
             "can", "will", "may", "might", "must", "shall", "should", "would", "could",
             "top", "bottom", "front", "back", "side", "end", "middle"}
"""Words never taken for a value by its kind or definition ('person' is defined as 'a human being'; the
modal 'can', whose noun holds paint; 'on top', no cap though a cap is 'a top')."""
PLACE_NOUNS = frozenset({"floor", "house", "room", "place", "seat"})
"""Nouns of places in a row: 'the first' of 'first floor' is said by its place, never the value alone."""
KINDS_UP_TO = 60
"""Values named by a kind they are ('the bird owner') are looked for in puzzles of at most this many
values: the kinds of each value are read from WordNet, about 1 ms a value."""
SHORT_WORDS = {"am", "an", "as", "at", "be", "by", "do", "go", "he", "if", "in", "is", "it", "me", "my", "no", "of",
               "on", "or", "so", "to", "up", "us", "we", "oh", "ok", "hi"}
"""Two-letter words that never name a value by a kind (unlike 'GP')."""
HEAD_OF_LABEL = 0.5
"""A value named by the last word of its label alone ('the cat' for the Persian cat): loose, judged."""
WEEKEND = {"saturday", "sunday"}
WORKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday"}
RACE_PLACES = {"winner": 1, "runner-up": 2}
"""The places of a race that English names by a noun."""
WINS = {"won", "wins", "win"}
"""Verbs that put their subject first in the order of a contest ('Who won?')."""

COLOUR_OF = 0.8
"""Confidence of a colour named by a thing WordNet writes it with ('the colour of the sky': sky-blue)."""
KIND = 0.5
"""A value named by a kind it is ('the bird' for the parrot): loose, and only at a second look."""
OTHER_SENSES = 4
"""How many noun senses of the other values a kind must miss to name one value."""
NEAR_KINDS = 3
"""How many of a word's nearest kinds may stand for it in a definition (a plane is an aircraft)."""
PLACE_WORDS = {
    "first": "first", "leftmost": "first", "bottom": "first", "lowest": "first",
    "last": "last", "rightmost": "last", "top": "last", "highest": "last", "final": "last",
    "middle": "middle", "center": "middle", "centre": "middle", "central": "middle", "ground": "first",
    "front": "first", "head": "first", "back": "last", "rear": "last", "left-hand": "first", "right-hand": "last",
}
MIRRORED = {"left": "right", "right": "left", "leftmost": "rightmost", "rightmost": "leftmost",
            "left-hand": "right-hand", "right-hand": "left-hand", "leftwards": "rightwards", "rightwards": "leftwards",
            "left-most": "right-most", "right-most": "left-most"}
"""The words for the sides of a row, each for the other (in a row numbered from the right)."""
UPSIDE_DOWN = {"above": "below", "below": "above", "higher": "lower", "lower": "higher", "beneath": "above",
               "ground": "top", "under": "above", "underneath": "above", "over": "under", "highest": "lowest",
               "lowest": "highest", "top": "bottom", "bottom": "top", "upper": "lower", "uppermost": "lowest"}
"""The words for up and down, each for the other (in a column numbered from the top down)."""
PARTS_OF_A_BUILDING = {"door", "wall", "window", "gate", "garden", "yard", "room", "step", "stair", "porch", "seat"}
"""Nouns after 'front' or 'back' that name a part of something ('the back wall'), not one of the places."""
CURRENCY_MARKS = {"$", "\u00a3", "\u20ac", "dollar", "dollars", "pound", "pounds", "euro", "euros", "cent", "cents"}
"""The unit words of a category of money."""
COUNT_DIRECTIONS = {"to", "from", "away", "along", "up", "down", "further", "farther", "apart", "left", "right",
                    "ahead", "behind", "before", "after", "above", "below", "beyond", "past", "on", "back", "between",
                    "nearer", "closer", "higher", "lower", "east", "west", "north", "south"}
"""Words after a counted row noun that make it a distance ('three houses to the right')."""
ENDS_OF_THE_LAYOUT = {"front", "back", "top", "bottom", "head", "rear"}
"""Ends a layout may put at either end of the row."""
RANK_WORDS = {"above", "below", "higher", "lower", "beneath", "under", "underneath", "over"}
"""The words for up and down that a ranking turns round (its top is its 1st place)."""
PLACE_FOLLOWERS = {"of", "in", "on", "at", "and", "or", "nor", "from", "to", "but", "while", "one", "ones", "place",
                   "position", "spot", "either", "neither", "is", "was", "who", "which", "where"}
"""Words that may follow a bare ordinal place ('in the second, and ...'); any other word is its noun."""
ENDS_OF_A_LINE = {"front", "head", "back", "rear"}
"""Place words only as 'at the front (of the queue)', never before a noun ('the front door')."""
FROM_LAST = {"right", "back", "rear", "top"}
"""'second from the right': counted from the last position."""
FROM_FIRST = {"left", "front", "bottom", "start", "beginning", "head"}
FINISHING = frozenset({"finished", "finishes", "finish", "came", "comes", "come", "placed", "ranked", "ended"})
"""Verbs before a place in the order of a contest ('finished 2nd', 'came 4th')."""
WON_PLACE = {"won", "wins", "win", "took", "takes", "take", "earned", "earns", "claimed", "claims", "got", "gets",
             "secured", "secures", "grabbed"}
"""Verbs before a place of a contest ('won 1st place', 'took second place')."""
FINISHED = frozenset({"came", "comes", "come", "finished", "finishes", "finish", "placed", "ranked", "ended",
                      "touched"})
"""Verbs of a place in a contest ('came second'): a place of a category of places, not of the row."""
FINISHING_VERBS = frozenset({"came", "come", "comes", "finished", "finishes", "finish", "ended", "ends", "placed"})
"""Verbs that place someone in a contest ('came last', 'finished first')."""
SCORE_WORDS = frozenset({"score", "scores", "points", "marks", "mark", "result", "results", "total", "totals"})
"""Words that name a category of scores."""
PLACE_VERBS = {"is", "was", "are", "were", "isn't", "wasn't", "aren't", "weren't", "either", "or", "nor", "neither",
               "not", "stands", "stood", "sits", "sat",
               "comes", "came", "finished", "finishes", "ended", "placed", "ranked", "goes", "went", "be",
               "sang", "sings", "sing", "spoke", "speaks", "ran", "runs", "swam", "go", "come", "finish",
               "performed", "performs", "perform", "played", "plays", "arrived", "arrives", "arrive", "appeared",
               "appears", "batted", "bats", "competed", "started", "starts", "presented", "danced", "read", "rode",
               "drove", "jumped", "auditioned", "pitched", "served", "bowled", "landed", "docked", "departed"}
"""Words after which a bare ordinal is a place in the row ('Hal is third', 'either first or last')."""
ROW_PEOPLE = {"person", "man", "woman", "one", "individual", "guest", "player", "runner", "competitor"}
"""Nouns for one of the people in a row: 'the fourth person' is the fourth place."""
ROW_NOUNS = {"queue", "line", "row", "order", "sequence", "series", "list", "turn", "race", "ladder", "leaderboard",
             "standings", "rankings", "ranking"}
"""Nouns for the whole row: 'third in the queue', 'first in line'."""


TOWARD_WORDS = {"nearer", "closer", "further", "farther", "towards", "toward"}
"""Words before 'the front of the queue' that make it a direction, not a place ('nearer the front')."""


class Word:
    """One word of a sentence, with its lower case and its place in the sentence (made
    thousands of times a puzzle, so a plain class with slots)."""

    __slots__ = ("end", "lower", "start", "text")

    def __init__(self, text: str, start: int, end: int):
        self.text = text
        self.start = start
        self.end = end
        self.lower = text.lower()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Word) and (self.text, self.start, self.end) == (other.text, other.start, other.end)

    def __hash__(self) -> int:
        return hash((self.text, self.start, self.end))

    def __repr__(self) -> str:
        return f"Word({self.text!r}, {self.start}, {self.end})"


@dataclass(frozen=True)
class Mention:
    """A run of words naming something: candidate values (with confidence) or positions."""

    start: int
    end: int
    refs: tuple[tuple[Ref, float], ...] = ()
    positions: frozenset[int] = frozenset()
    number: float | None = None

    @property
    def is_value(self) -> bool:
        return bool(self.refs)

    @property
    def is_position(self) -> bool:
        return bool(self.positions)


TITLE_WORDS = {"mr", "mrs", "ms", "dr", "prof", "capt", "col", "gen", "lt", "sgt", "rev", "fr", "st", "mx", "sr", "jr"}
"""Abbreviations written with a full stop that is no end of anything ('Mrs. Ortega')."""


def words(sentence: str) -> list[Word]:
    """The words (and punctuation marks) of a sentence; the full stop of a title ('Mrs.') is
    part of its word."""
    return list(_words(sentence))


@lru_cache(maxsize=8192)
def _words(sentence: str) -> tuple[Word, ...]:
    """The words of a sentence, once per sentence (the reader splits each sentence a dozen
    times; words are never changed once made)."""
    found: list[Word] = []
    for m in TOKEN.finditer(sentence):
        before = found[-1] if found else None
        if m.group() == "=" and before is not None and before.end == m.start() and before.text in ("!", "="):
            found[-1] = Word("is", before.start, m.start() if before.text == "!" else m.end())
            if before.text == "!":
                found.append(Word("not", m.start(), m.end()))
            continue  # 'Job:architect != Food:risotto', 'Pet:cat == Food:tacos': the notation's relations
        if m.group() == "." and before is not None and before.end == m.start() and before.lower in TITLE_WORDS:
            found[-1] = Word(before.text, before.start, m.end())
            continue
        found.append(Word(m.group(), m.start(), m.end()))
    return tuple(_relative_in_parentheses(found))


FULL_NAME = rx.compile(r"[A-Z][a-z'-]+ [A-Z][a-z'-]+")
"""A first name and a surname ('Alan Pryce'): either alone names the person."""
RELATIVES = ("who", "which", "whose", "where")
COMPARING_AFTER = {"longer", "shorter", "older", "younger", "more", "less", "fewer", "later", "earlier", "after",
                   "before", "apart", "ahead", "behind", "higher", "lower", "heavier", "lighter", "taller", "than"}
"""Words after a number and its unit that make them a difference ('one night longer than')."""
COUNTED_PLACES = {"place", "places", "position", "positions", "spot", "spots", "seat", "seats", "slot", "slots",
                  "turn", "turns", "step", "steps", "rank", "ranks", "house", "houses", "door", "doors", "space",
                  "spaces", "berth", "berths", "stall", "stalls", "floor", "floors", "room", "rooms"}
"""Nouns of places that a number before them counts ('two places behind', '1 place ahead')."""


def _relative_in_parentheses(found: list[Word]) -> list[Word]:
    """'Gordon (who isn't Pryce) paid more': a relative clause in parentheses is one between
    commas, and read so."""
    out = list(found)
    for k, word in enumerate(found):
        if word.text != "(" or k + 1 >= len(found) or found[k + 1].lower not in RELATIVES:
            continue
        close = next((j for j in range(k + 1, len(found)) if found[j].text in ("(", ")")), None)
        if close is not None and found[close].text == ")":
            out[k] = Word(",", word.start, word.end)
            out[close] = Word(",", found[close].start, found[close].end)
    return out


@lru_cache(maxsize=65536)
def keys(word: str) -> frozenset[str]:
    """The lexical keys of a written word (cached); 'plum-coloured' and 'red-haired' also
    stand for their first part."""
    head, dash, tail = word.partition("-")
    if dash and tail in DESCRIBED and head:
        return lexical.word_keys(word) | lexical.word_keys(head)
    for suffix in PERSON_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:  # 'salesperson', 'salesman': sales
            return lexical.word_keys(word) | lexical.word_keys(word[:-len(suffix)])
    return lexical.word_keys(word)


COUNTED_AS = rx.compile(r"([a-z]+|\d+)-(?:strong|person|member|man|woman|people|piece|seat|seater)")
"""A number written as a compound adjective of a count ('six-strong', '12-person')."""
NAME_CATEGORIES = {"name", "names", "person", "people", "first name", "first names", "friend", "friends"}
"""Names of the category that holds the people themselves."""
PERSON_SUFFIXES = ("person", "people", "woman", "women", "man", "men")
"""Endings of compound nouns for a person by what they do ('salesperson', 'postwoman')."""


DESCRIBED = {"coloured", "colored", "colour", "color", "haired", "eyed", "shaped", "painted", "roofed",
             "walled", "fronted", "doored", "skinned", "furred", "feathered", "tinted", "toned", "hued"}
"""Second parts of a compound adjective that describe by the first ('plum-coloured')."""


Form = tuple[tuple[frozenset[str], ...], Ref, float, tuple[str, ...], bool]
"""One written form of a value: the keys of its words, the value, the confidence, the words, and
whether the value is a proper name (written with capitals)."""


SPELLED_TITLES = {"dr": "doctor", "prof": "professor", "rev": "reverend", "capt": "captain", "col": "colonel",
                  "sgt": "sergeant", "lt": "lieutenant", "insp": "inspector", "gen": "general", "cmdr": "commander"}
"""Titles written short before a name, and the word a story calls that person by ('the doctor')."""


SAID_OF_ANY = frozenset({"live", "lives", "lived", "living", "life", "has", "have", "had", "own", "owns", "owned",
                         "owner", "next", "left", "leave", "right", "is", "be"})
"""Words said of a value of any category ('lives in', 'has', 'next to'): no sign of which category
a value two categories share belongs to, though a puzzle's sentences may have taught them to one."""


LANGUAGE_NAMES = {"language", "languages", "tongue", "tongues", "speak", "speaks", "spoken", "learning", "learns"}
"""Words of a category of languages: its values ('Dutch') are named by their own word, never by a people's."""


KIN_CALLED = {"grandma": ("gran", "granny", "nan", "nana", "grandmother"), "grandpa": ("grandad", "granddad",
              "gramps", "grandfather"), "auntie": ("aunt",), "aunt": ("auntie",)}
"""What a family calls the one a title of kin names ('Grandma Joan' is 'Gran')."""


class Lexicon:
    """Every surface form of every value of a puzzle, indexed by the keys of its first word."""

    def __init__(self, values: list[tuple[Ref, str]], cues: dict[str, set[str]]):
        self.cues = cues
        self.values = values
        self.labels: dict[Ref, str] = dict(values)
        """Each value's label as the lexicon reads it."""
        self.index: dict[str, list[Form]] = {}
        self.numbers: dict[float, list[Ref]] = {}
        self._kinds: dict[str, list[Form]] | None = None
        self._labels: dict[str, set[Ref]] | None = None
        self._one_of_a_kind: dict[Ref, tuple[frozenset[str], frozenset[str]]] | None = None
        self._definitions: dict[Ref, frozenset[str]] | None = None
        self._capital_only: set[tuple[Ref, tuple[str, ...]]] = set()  # a name's synonyms that are names too
        self._capital_words: set[tuple[Ref, str]] = set()  # a place's name that is also a common word: 'Turkey'
        self.frame: set[str] = set()
        """Nouns the introduction counts the puzzle's things with ('Four boats are tied up'): what every
        row is, never one value by its kind (WordNet files a canoe as a boat, a ketch as a vessel)."""
        labels: dict[str, list[str]] = {}
        for ref, label in values:
            labels.setdefault(ref.category, []).append(label)
        kinds = {category: lexical.category_kind(found) for category, found in labels.items()}
        self.spoken = {category for category in labels if (category.lower().split()[-1] in LANGUAGE_NAMES
                                                           or cues.get(category, set()) & LANGUAGE_NAMES)
                       and any(lexical.place_key(label) is not None for label in labels[category])}
        # (not the speakers of a lecture series, 'Dr Ng's lecture': no language is a people's)
        """The categories of languages: their values are named by their own words only."""
        for ref, label in values:
            self._add_value(ref, label, kinds[ref.category])
        self._add_short_names(values)
        self._add_heads(values)
        self._add_modifiers(values)
        self._add_bare_clock_times(values)
        self._add_heights(values)
        self._add_with_their_kind(values)
        self._add_family_plurals(values)
        self._add_days_of_month(values)

    def kind_of_others(self, word: str, ref: Ref) -> bool:
        """True when a word is the kind of other values of the ref's category too ('dog' in a
        puzzle of beagles, corgis and poodles): it names the category, not the one value."""
        others = [label for other, label in self.values if other.category == ref.category and other != ref]
        word = lexical._norm(word)
        return sum(any(word in kind_words for _, kind_words in lexical.kinds_of(label, 2)) for label in others) >= 2

    def _add_heads(self, values: list[tuple[Ref, str]]) -> None:
        """'the cat' for the Persian cat: the last word of a value of two or more lower-case words
        (after any name), or its first when that is an '-ing' word ('reading' of 'reading a book'),
        loosely, when no other value has that word and no form names it already."""
        heads: dict[str, list[Ref]] = {}
        for ref, label in values:
            split = label.split()
            if len(split) >= 2 and split[-1].isalpha() and split[-1].islower():
                heads.setdefault(split[-1].lower(), []).append(ref)
            if len(split) >= 2 and split[0].islower() and split[0].endswith("ing") and len(split[0]) > 5:
                heads.setdefault(split[0], []).append(ref)  # 'reading a book': 'was reading', 'the reader'
        every_word = [w.lower() for _, label in values for w in label.split()]
        for head, refs in heads.items():
            if len(refs) != 1 or every_word.count(head) != 1 \
                    or any(len(form[0]) == 1 for key in keys(head) for form in self.index.get(key, ())):
                continue  # (a word some value is named by alone; 'reading a book' names no 'reading' yet)
            form = (keys(head),)
            for key in form[0]:
                self.index.setdefault(key, []).append((form, refs[0], HEAD_OF_LABEL, (head,), False))
            for phrase, confidence in lexical.value_phrases(head):  # 'toy rabbit': 'the bunny' too
                if len(phrase) != 1 or phrase == (head,) or confidence < lexical.SYNONYM \
                        or any(self.index.get(key) for key in keys(phrase[0])):
                    continue
                for key in keys(phrase[0]):
                    self.index.setdefault(key, []).append(((keys(phrase[0]),), refs[0], HEAD_OF_LABEL * 0.9,
                                                           phrase, False))

    def _add_modifiers(self, values: list[tuple[Ref, str]]) -> None:
        """'the football' and 'the footballer' for the football final, loosely, when every value of the
        category is one thing said of another ('a piano exam, a ballet show, ...'): the first word of
        each, which no other value has and no form names already; 'the lemon drizzle' for the lemon
        drizzle cake (all but the last word of a longer value); and 'the bobble' for the bobble hat of a
        category of hats, whatever the other values are."""
        by_category: dict[str, list[tuple[Ref, list[str]]]] = {}
        for ref, label in values:
            by_category.setdefault(ref.category, []).append((ref, label.split()))
        every_word = [w.lower() for _, label in values for w in label.split()]
        for listed in by_category.values():
            if len(listed) < 2 or not all(len(split) == 2 and all(w.isalpha() and w.islower() for w in split)
                                          for _, split in listed):
                continue
            shared = len({split[1] for _, split in listed}) == 1  # 'a jazz record, a punk record, ...': 'the jazz LP'
            if len({split[1] for _, split in listed}) < len(listed) and not shared:
                continue  # (not 'the first' of the ground, first and second floors: one noun, said by its place)
            if shared and listed[0][1][1] in self.frame | PLACE_NOUNS:
                continue
            for ref, (modifier, _) in listed:
                if every_word.count(modifier) != 1 \
                        or any(len(form[0]) == 1 for key in keys(modifier) for form in self.index.get(key, ())):
                    continue  # (a word some value is named by alone already)
                for key in keys(modifier):
                    self.index.setdefault(key, []).append(((keys(modifier),), ref, HEAD_OF_LABEL, (modifier,), False))
        for ref, label in values:  # 'the lemon drizzle' for the lemon drizzle cake: all but the last word of a
            split = label.split()  # value of three or more, said by no other value
            if len(split) < 3 or not all(w.isalpha() and w.islower() for w in split):
                continue
            prefix = tuple(split[:-1])
            if any(tuple(other.lower().split()[:len(prefix)]) == prefix for other_ref, other in values
                   if other_ref != ref) or any(known[3] == prefix for known in self.index.get(prefix[0], ())):
                continue
            form = tuple(keys(w) for w in prefix)
            for key in form[0]:
                self.index.setdefault(key, []).append((form, ref, HEAD_OF_LABEL, prefix, False))
        heads = Counter((ref.category, label.split()[-1].lower()) for ref, label in values)
        for ref, label in values:  # 'the bobble' for the bobble hat among a cap and a beanie: its noun is the
            split = label.split()  # category's, and no other value's
            noun = singular(ref.category.lower().split()[-1]) if ref.category.strip() else ""
            if len(split) != 2 or not all(w.isalpha() and w.islower() for w in split) or singular(split[1]) != noun \
                    or heads[(ref.category, split[1])] > 1 or noun in self.frame | PLACE_NOUNS \
                    or every_word.count(split[0]) != 1 \
                    or any(len(form[0]) == 1 for key in keys(split[0]) for form in self.index.get(key, ())):
                continue
            for key in keys(split[0]):
                self.index.setdefault(key, []).append(((keys(split[0]),), ref, HEAD_OF_LABEL, (split[0],), False))

    def _add_short_names(self, values: list[tuple[Ref, str]]) -> None:
        """'Colonel Ash' is also 'the Colonel' and 'Ash' when no other value shares the word."""
        from .unlisted import TITLES

        parts: dict[str, list[Ref]] = {}
        for ref, label in values:
            split = label.split()
            if len(split) == 2 and split[0].lower().rstrip(".") in TITLES and split[1][:1].isupper():
                for part in split:
                    parts.setdefault(part.lower().rstrip("."), []).append(ref)
        by_category: dict[str, list[tuple[Ref, str]]] = {}
        for ref, label in values:
            by_category.setdefault(ref.category, []).append((ref, label))
        for members in by_category.values():  # 'Alan Pryce', 'Bethan Moss': 'Pryce', 'Bethan'
            people = [bool(FULL_NAME.fullmatch(label)) and label.split()[0].lower().rstrip(".") not in TITLES
                      for _, label in members]
            if len(members) >= 2 and all(people):
                for ref, label in members:
                    for part in label.split():
                        parts.setdefault(part.lower(), []).append(ref)
        for ref, label in values:  # 'day trip to Sintra': 'the Sintra trip', 'Sintra'
            split = label.split()
            named = [w for w in split[1:] if w[:1].isupper() and w.isalpha()]
            if len(split) >= 3 and len(named) == 1 and split[0].islower():
                parts.setdefault(named[0].lower(), []).append(ref)
        for ref, label in values:  # 'Toyota Camry': 'the Toyota'; 'Ford F-150': 'the F-150 driver'
            for part in _model_parts(label):
                if ref not in parts.setdefault(part.lower(), []):  # (a person's name: its parts are in already)
                    parts[part.lower()].append(ref)
        singles = {label.lower() for _, label in values if " " not in label.strip()}
        for ref, label in values:  # a title alone ('Dr' among Dr, Miss, Mr, Mrs): 'the doctor'
            spelled = SPELLED_TITLES.get(label.lower().rstrip("."))
            if spelled is not None:
                parts.setdefault(spelled, []).append(ref)
        for title, others in KIN_CALLED.items():  # 'Grandma Joan' is 'Gran' too
            for other in others:
                if title in parts and other not in parts and not any(key in self.index for key in keys(other)):
                    parts[other] = parts[title]
        for short, full in SPELLED_TITLES.items():  # 'Dr Ng' is 'the doctor' as well as 'the Dr'
            if short in parts and full not in parts and not any(key in self.index for key in keys(full)):
                parts[full] = parts[short]
        for part, refs in parts.items():
            if len(refs) == 1 and part not in singles:
                form = (keys(part),)
                if part not in SPELLED_TITLES.values():  # ('the doctor' is Dr Vane, written small)
                    self._capital_only.add((refs[0], (part,)))  # 'Time' of 'Swing Time', never 'what time'
                for key in form[0]:
                    self.index.setdefault(key, []).append((form, refs[0], 0.95, (part,), True))

    def _add_days_of_month(self, values: list[tuple[Ref, str]]) -> None:
        """'on the 17th' names 'October 17' when every date of its category is in one month."""
        months = "january|february|march|april|may|june|july|august|september|october|november|december"
        dated: dict[str, list[tuple[Ref, str, int]]] = {}
        for ref, label in values:
            match = rx.fullmatch(rf"\s*(?:({months})\s+(\d{{1,2}})(?:st|nd|rd|th)?|(\d{{1,2}})(?:st|nd|rd|th)?\s+"
                                 rf"(?:of\s+)?({months}))\s*", label.lower())
            if match is not None:
                dated.setdefault(ref.category, []).append(
                    (ref, match.group(1) or match.group(4), int(match.group(2) or match.group(3))))
        for found in dated.values():
            if len({month for _, month, _ in found}) != 1:
                continue
            for ref, _, day in found:
                written = f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"
                if written not in self.index:
                    self.index[written] = [((keys(written),), ref, 0.95, (written,), False)]

    def _add_family_plurals(self, values: list[tuple[Ref, str]]) -> None:
        """'the Dunmores' names the couple 'Dunmore' (a family by its surname in the plural, 'the
        Joneses'), also for surnames the dictionary does not know."""
        for ref, label in values:
            if not rx.fullmatch(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?", label):
                continue
            plural = label.lower() + ("es" if label.endswith(("s", "x", "z", "ch", "sh")) else "s")
            if plural not in self.index and not any(plural in keys(other.lower()) for _, other in values):
                self.index[plural] = [((keys(plural),), ref, 0.95, (plural,), True)]

    def _add_bare_clock_times(self, values: list[tuple[Ref, str]]) -> None:
        """A clock time as people write it besides its label: 'the 9:45 appointment' (no 'am'),
        '10am' or '10 o'clock' for 10:00am, 'noon' or 'midday' for 12:00pm; a form two values
        could share (9:45 in the morning and in the evening) names neither."""
        forms: dict[tuple[str, ...], set[Ref]] = {}
        for ref, label in values:
            minute = clock_minutes(label.strip())
            if minute is None or not (rx.search(r"\d", label) or label.strip().lower() in ("noon", "midday")):
                continue
            for form in _clock_forms(minute):
                forms.setdefault(form, set()).add(ref)
        for form, refs in forms.items():
            if len(refs) == 1 and not any(tuple(known[3]) == form for known in self.index.get(form[0], ())):
                # ('11:30' also opens the label '11:30 am': the one word is a form of its own)
                self.index.setdefault(form[0], []).append(
                    (tuple(keys(w) for w in form), next(iter(refs)), 0.95, form, False))

    def _add_with_their_kind(self, values: list[tuple[Ref, str]]) -> None:
        """A one-word value joined to its category's noun by a hyphen, as a modifier: 'the
        orange-route climber' (routes: orange, ...), 'the tea-drink lover'."""
        for ref, label in values:
            word = label.strip().lower()
            if not word.isalpha():
                continue
            for cue in self.cues.get(ref.category, ()):
                if not cue.isalpha() or len(cue) < 3:
                    continue
                form = (f"{word}-{cue}",)
                if form[0] not in self.index:
                    self.index[form[0]] = [((frozenset({form[0]}),), ref, 0.9, form, False)]

    def _add_heights(self, values: list[tuple[Ref, str]]) -> None:
        """A height in feet and inches as people write it besides its label ('5 ft 9 in'): '5 ft 9',
        '5 feet 9 inches', 'five foot nine'."""
        for ref, label in values:
            match = FEET_INCHES.fullmatch(label.strip().lower())
            whole = FEET_ONLY.fullmatch(label.strip().lower())
            if match is None and whole is None:
                continue
            feet, inches = (match.group(1), match.group(2)) if match else (whole.group(1), "")  # type: ignore[union-attr]
            spoken = [(feet, inches)]
            if int(feet) <= 12 and int(inches or 0) <= 12:
                spoken.append((NUMBER_WORDS_TO_12[int(feet)], NUMBER_WORDS_TO_12[int(inches)] if inches else ""))
            if inches:
                forms = [(f, unit, i, *tail) for f, i in spoken for unit in ("ft", "feet", "foot")
                         for tail in ((), ("in",), ("inches",), ("ins",))]
            else:  # '6 ft': 'six feet tall', 'a six-footer'
                forms = [(f, unit) for f, _ in spoken for unit in ("ft", "feet", "foot")] \
                    + [(f"{f}-footer",) for f, _ in spoken]
            for form in forms:
                if any(known[3] == form for known in self.index.get(form[0], ())):
                    continue
                self.index.setdefault(form[0], []).append(
                    (tuple(keys(w) for w in form), ref, 0.95, form, False))

    @staticmethod
    def _compound_synonyms(ref: Ref, label: str, own: tuple[str, ...]) -> list[tuple[tuple[str, ...], float]]:
        """Other names of a one-word value said with its category's noun ('country' of music is
        'country music': 'country and western'), none with that noun in them."""
        noun = singular(ref.category.lower().split()[-1]) if ref.category.strip() else ""
        if len(own) != 1 or not label.islower() or not noun.isalpha() or noun == own[0] \
                or not lexical.is_noun(f"{own[0]} {noun}"):
            return []
        return [(phrase, min(confidence, lexical.SYNONYM)) for phrase, confidence
                in lexical.value_phrases(f"{own[0]} {noun}") if noun not in phrase and phrase != own]

    def _add_value(self, ref: Ref, label: str, kind: str | None = None) -> None:
        label = rx.sub(r"\s*&\s*", " and ", label)  # 'Dolce & Gabbana' is written either way
        number = _number_of(label) if not FEET.fullmatch(label.strip().lower()) else None
        if number is not None:  # (not the 6 of '6 ft 2 in': the height is read by its forms, see _add_heights)
            self.numbers.setdefault(number, []).append(ref)
        kept = [w.text for w in words(label) if w.text.isalnum() or "-" in w.text or "'" in w.text]
        own = tuple(w.lower() for w in kept)
        proper = len(kept) > 1 and all(w[:1].isupper() for w in kept)  # 'Stone Bridge', 'Kings Bridge'
        named = len(kept) == 1 and kept[0][:1].isupper() and lexical.place_key(kept[0]) is None
        acronym = len(kept) == 1 and kept[0].isupper() and kept[0].isalpha() and 2 <= len(kept[0]) <= 5 \
            and lexical.place_key(kept[0]) is None  # ('UK', 'USA' keep their demonyms: 'the Brit')
        if len(kept) == 1 and kept[0][:1].isupper() and not kept[0].isupper() and not named \
                and (lexical.is_noun(kept[0].lower()) or lexical._morph().lemmas(kept[0].lower(), "adj")):
            self._capital_only.add((ref, own))  # 'Turkey' the country, not 'ate turkey'; 'Nice', not 'nice'
            self._capital_words.add((ref, own[0]))
        for phrase, confidence in [*lexical.value_phrases(label, kind), *self._compound_synonyms(ref, label, own)]:
            if not phrase:
                continue
            if ref.category in self.spoken and phrase != own and confidence < lexical.LABEL:
                continue  # a language is no people: 'the Dutchman' is not the one who speaks Dutch
            made_in = len(phrase) > 1 and phrase[-1] in lexical.VEHICLES  # 'the German car': the BMW
            if acronym and phrase != own and confidence < lexical.LABEL and not made_in:
                continue  # 'HR' (human resources) is not 'hour', for all that WordNet spells an hour 'hr'
            if len(phrase) == 1 and phrase != own and confidence < lexical.SYNONYM \
                    and self.kind_of_others(phrase[0], ref):
                continue  # 'dog' of 'poodle dog' names no poodle among beagles and collies
            if phrase != own:
                confidence = min(confidence, 0.99)  # 'blues' names the music before the colour blue
                if named and confidence <= lexical.SYNONYM and not made_in \
                        and not lexical.first_sense_is(" ".join(phrase), label):
                    self._capital_only.add((ref, phrase))  # Gemini: 'the Twin', not 'a twin sister'
            form = tuple(keys(w) for w in phrase)
            for key in form[0]:
                self.index.setdefault(key, []).append((form, ref, confidence, phrase, proper))
            if len(phrase) == 2 and not proper:  # 'hot chocolate' is also written 'hot-chocolate'
                joined = "-".join(phrase)
                self.index.setdefault(joined, []).append(((keys(joined),), ref, confidence, (joined,), False))

    def kinds(self) -> dict[str, list[Form]]:
        """Forms that name a value by its kind ('the bird' for the parrot, 'the coffee drinker'
        for espresso), made on first need. A kind counts when it is a kind of one value of the
        puzzle alone, every value of that value's category is a noun WordNet knows (so 'alone'
        means something), and no word of it is a word of the category's declaration ('drink'
        when the category is 'drinks')."""
        if self._kinds is None:
            self._kinds = self._kind_forms()
        return self._kinds

    def _kind_forms(self) -> dict[str, list[Form]]:
        if len(self.values) > KINDS_UP_TO:
            return {}
        members: dict[str, list[tuple[Ref, str]]] = {}
        for ref, label in self.values:
            members.setdefault(ref.category, []).append((ref, label))
        nouns = [pairs for pairs in members.values()  # names and numbers have no kinds: never looked up
                 if all(_number_of(label) is None for _, label in pairs)
                 and sum(not lexical.is_noun(label) for _, label in pairs) <= (1 if len(pairs) > 2 else 0)]
        # (one value WordNet does not know, 'dragonfruit', leaves the others' kinds: the lime is a citrus)
        kinds = {ref: lexical.kinds_of(label) for pairs in nouns for ref, label in pairs}
        for pairs in nouns:  # 'canary' among pets: the bird, though WordNet's first canary is an informer
            broad = Counter(kind for _, label in pairs for kind in lexical.noun_kinds(label, 1))
            common, count = broad.most_common(1)[0] if broad else ("", 0)
            known_nouns = sum(1 for _, label in pairs if lexical.is_noun(label))
            for ref, label in pairs:
                if count >= known_nouns - 1 and common not in lexical.noun_kinds(label, 1):
                    kinds[ref] = lexical.kinds_of_kind(label, common) or kinds[ref]
        known = {pairs[0][0].category for pairs in nouns if sum(1 for ref, _ in pairs if not kinds[ref]) <= 1}
        # (one value whose first sense WordNet files under no kind near enough, a 'builder', leaves the
        # others' kinds their own: 'the cook' is still the chef)
        covered: dict[int, list[Ref]] = {}
        words_of: dict[int, tuple[str, ...]] = {}
        for ref, found in kinds.items():
            for offset, kind_words in found:
                covered.setdefault(offset, []).append(ref)
                words_of[offset] = kind_words
        for pairs in nouns:  # a kind another value is in some other sense names no one value: 'animals'
            for ref, label in pairs:  # is not the crab where the cod, first of all a food, is a fish too
                for offset, _ in lexical.kinds_of(label, OTHER_SENSES):
                    if offset in covered and ref not in covered[offset]:
                        covered[offset].append(ref)
        index: dict[str, list[Form]] = {}
        for offset, refs in covered.items():
            ref = refs[0]
            phrases = [tuple(w.split()) for w in words_of[offset]]
            if len(refs) > 1 or ref.category not in known or any(
                    keys(w) & self.cues.get(ref.category, set()) for phrase in phrases for w in phrase):
                continue
            for phrase in phrases:
                form = tuple(keys(w) for w in phrase)
                if len(phrase) == 1 and any(len(named[0]) == 1 for key in form[0] for named in self.index.get(key, ())):
                    continue  # the word names a value already ('tea' for tea; not 'bird' for 'bird of night')
                if len(phrase) == 1 and phrase[0] in self.frame:
                    continue  # 'the boat' where four boats are moored
                for key in form[0]:
                    index.setdefault(key, []).append((form, ref, KIND, phrase, False))
        return index

    def _in_part_of_day(self, word: str) -> set[Ref]:
        """The one clock time that falls in a part of the day ('the only afternoon appointment' among
        8:15 am, 11:45 am and 4:30 pm); empty when none or several do."""
        low, high = PARTS_OF_DAY[word]
        found = {ref for ref, label in self.values
                 if (minutes := clock_minutes(label)) is not None and low <= minutes < high}
        return found if len(found) == 1 else set()

    def _in_season(self, season: str) -> set[Ref]:
        """The one month that falls in a season ('born in the spring' among March and October);
        empty when none or several do."""
        found = {ref for ref, label in self.values if label.lower() in MONTHS
                 and MONTHS.index(label.lower()) + 1 in SEASONS[season]}
        return found if len(found) == 1 else set()

    def _the_one_of_a_kind(self, word: str) -> set[Ref]:
        """The one value that is a near kind of the word ('the bread' for the sourdough loaf, 'the
        bird' for the parrot among a cat, a dog and a parrot); empty when none or several are."""
        if self._one_of_a_kind is None:
            self._one_of_a_kind = {}
            for ref, label in self.values:
                if _number_of(label) is not None or label[:1].isupper() or CLOCK_OR_MONEY.search(label):
                    continue  # (not 'noon' for 'the hour')
                head = lexical._norm(label.split()[-1])
                near = {w for _, kind_words in lexical.kinds_of(head, 2)[:NEAR_KINDS] for w in kind_words}
                every = [w for _, kind_words in lexical.kinds_of(head, 4) for w in kind_words]
                near |= {w.split()[0] for w in every if w.split()[1:] in GENERIC_KIND_HEADS}  # 'dairy' of dairy product
                self._one_of_a_kind[ref] = (frozenset(near), frozenset(every))
        found = {ref for ref, (near, _) in self._one_of_a_kind.items() if word in near}
        anywhere = {ref for ref, (_, every) in self._one_of_a_kind.items() if word in every}
        return found if len(found) == 1 and anywhere <= found else set()  # ('dogs' where all are dogs)

    def _named_in_a_definition(self, word: str) -> set[Ref]:
        """The one one-word value whose first definition names the word or a synonym of it ('racquet'
        and tennis, 'a game played with rackets'); empty when none or several do."""
        forms = {word} | {phrase[0] for phrase, _ in lexical.value_phrases(word) if len(phrase) == 1}
        if self._definitions is None:
            self._definitions = {ref: lexical.defined_with(label) for ref, label in self.values
                                 if label.islower() and label.isalpha()}
        found = {ref for ref, defined in self._definitions.items() if forms & defined}
        return found if len(found) == 1 else set()

    def kind_of_value(self, word: str) -> dict[Ref, float]:
        """The value a word names by being a kind of it in one of its senses ('puppy' for dog,
        'espresso' for coffee, 'budgie' for bird; failing a kind, 'kitten' for cat by its
        definition, 'young domestic cat'); empty when it names none or several ('canary' is a
        yellow and a bird; an 'aquarium' is defined by water and fish): a guess between two could
        be the one that happens to make a puzzle unique."""
        word = lexical._norm(word)  # "pony's": pony
        if not word.replace("-", "").isalpha() or len(word) < 2 or (len(word) == 2 and word in SHORT_WORDS) \
                or word in KIND_STOP:  # ('GP', 'MD': two letters that name a doctor)
            return {}
        if singular(word) in self.frame:
            return {}  # 'the navy-hulled boat' where every row is a boat
        if singular(word) in {singular(w) for ref, _ in self.values for w in ref.category.lower().split()}:
            return {}  # 'tenant' where the tenants are a category: never 'car' by its definition
        if self._labels is None:
            self._labels = {}
            for ref, label in self.values:
                text = lexical._norm(label) if _number_of(label) is None else ""  # (a month is no age of 30)
                lemmas = lexical._noun_lemmas(text) if text and not label[:1].isupper() else set()
                for form in {text, *lemmas} if text else ():  # ('Ines' is no plural of 'in')
                    self._labels.setdefault(form, set()).add(ref)
            heads = Counter(label.split()[-1].lower() for _, label in self.values
                            if len(label.split()) > 1 and label.islower())
            for ref, label in self.values:  # 'toy rabbit': a bunny is a kind of its rabbit
                if len(label.split()) > 1 and label.islower() and heads[label.split()[-1]] == 1 \
                        and label.split()[-1] not in self._labels and label.split()[-1].isalpha():
                    self._labels[label.split()[-1]] = {ref}
        found = {ref for _, kind_words in lexical.kinds_of(word, 8) for w in kind_words
                 for ref in self._labels.get(w, ())}
        if not found and "-" in word:  # 'rose-pink', 'canary-yellow': a kind of its last word
            found = set(self._labels.get(word.rsplit("-", 1)[1], ()))
        if not found:
            found = self._the_one_of_a_kind(word)
        elif len(found) == 1 and "person" in lexical.noun_kinds(word, 2):  # 'angler': a fish, and also a fisherman,
            found |= self._by_a_persons_kind(word) - found  # whose keys meet fishing's: both, for the solver
        confidence = KIND
        by_agent = False
        if not found:  # 'footballer': football, a loose name of soccer the first look would not take
            found = {ref for key in keys(word) if key != word for form, ref, _, phrase, _ in self.index.get(key, ())
                     if len(form) == 1 and not _gerund_of(word, phrase[0])}  # (not 'fishing' for fish)
            by_agent = bool(found)
        if not found:  # 'angler': a fisherman, whose keys meet fishing's
            found = self._by_a_persons_kind(word)
            confidence = KIND * 0.9
        for part in rx.split(r"[- ]", word)[:-1] if not found else ():  # 'a racquet-sport player': tennis, 'played
            if len(part) > 4 and lexical.is_noun(part):  # with rackets' (the one value whose definition names it)
                found, confidence = self._named_in_a_definition(part), KIND * 0.8
                if found:
                    break
        relatives = lexical._wordnet_relatives(word) if not found else None
        if not found:  # 'carpenter': WordNet derives it from carpentry
            found = {ref for w in (relatives[0] if relatives else ()) if w != word for ref in self._labels.get(w, ())}
        if not found and relatives:  # 'golden': 'having the ... color of gold', and gold is a yellow
            found = {ref for noun in _colour_of(relatives[2][:1]) for _, kind_words in lexical.kinds_of(noun, 8)
                     for w in kind_words for ref in self._labels.get(w, ())}
        if not found and word.endswith("er") and len(word) > 5:  # 'plumber': the one who plumbs, plumbing;
            stems = [word[:-2]] + ([word[:-3]] if word[-3] == word[-4] else [])  # 'crabber': who catches crabs
            found = {ref for stem in stems for form, ref, sure, _, _ in self.index.get(stem, ())
                     if len(form) == 1 and sure >= SYNONYM}
        if not found and "person" in lexical.noun_kinds(word):  # 'poet': poetry; 'historian': history
            found = {ref for stem in _agent_stems(word) for end in ("ry", "y", "ics")
                     for ref in self._labels.get(stem + end, ())}
        if not found:  # a definition names one value or says nothing ('aquarium': water and fish); the first
            defined = {ref for w in lexical.defined_with(word, 1) if w not in KIND_STOP  # sense first ('redhead':
                       for ref in self._labels.get(w, ())}  # 'someone who has red hair', not the duck)
            if len(defined) != 1:
                defined = {ref for w in lexical.defined_with(word, 2) if w not in KIND_STOP
                           for ref in self._labels.get(w, ())}
            if not defined:  # 'author': one who 'writes ... professionally', by writing's keys (the first
                # sense only: 'doctor' is also a children's game of 'physician or patient or nurse')
                defined = {ref for w in lexical.defined_with(word, 1) if w not in KIND_STOP and len(w) > 3
                           for key in keys(w) for form, ref, sure, _, _ in self.index.get(key, ())
                           if len(form) == 1 and sure >= lexical.SYNONYM}  # (the 'automobile' of a motorist's
                # definition: a WordNet synonym of the car)
            if not defined:  # 'the one who fixes pipes': a word of one value's own definition (a plumber
                # 'installs and repairs pipes')
                defined = self._defined_by(word)
            if not defined and relatives:  # 'a feathered pet': 'adorned with feathers', and a bird is
                # 'characterized by feathers'
                defined = self._having(relatives[2][:1])
            if not defined:  # 'pup': 'young of ... canines', and of the pets only the dog is a canine;
                defined = self._of_a_kind_its_definition_names(word)  # 'motorcyclist': rides a motorcycle
            return dict.fromkeys(defined, KIND * 0.8) if len(defined) == 1 else {}
        if len(found) == 2 and (len({ref.category for ref in found}) == 2 or by_agent):
            return dict.fromkeys(found, confidence * 0.8)  # 'canary': yellow or bird, for the solver to judge;
            # 'footballer': soccer or rugby, both football in WordNet
        return dict.fromkeys(found, confidence) if len(found) == 1 else {}

    def _of_a_kind_its_definition_names(self, word: str) -> set[Ref]:
        """See ``values_it_stands_for``: 'pup', the young of canines, for the dog."""
        return values_it_stands_for(word, self.values)

    def _by_a_persons_kind(self, word: str) -> set[Ref]:
        """The values whose one-word forms share a key with a near kind of the word ('angler': a
        fisherman, whose keys meet fishing's); no nationality ('Norwegians' are Germanic, not German)."""
        return {ref for _, kind_words in lexical.kinds_of(word, 3) for w in kind_words if " " not in w
                and w not in KIND_STOP for key in keys(w) for form, ref, sure, phrase, _ in self.index.get(key, ())
                if len(form) == 1 and sure >= SYNONYM and not _gerund_of(w, phrase[0])
                and lexical.place_key(str(ref.value)) is None}

    def _having(self, glosses: list[str]) -> set[Ref]:
        """The values of one category whose first definition holds the thing an adjective's
        definition says it has ('adorned with feathers': the bird), when exactly one value does."""
        wanted = {noun for gloss in glosses for m in [HAVING.match(gloss)] if m
                  for noun in rx.findall(r"[a-z]+", m.group(1)) if len(noun) > 3 and noun not in KIND_STOP
                  and lexical.mostly_noun(noun)}
        if not wanted:
            return set()
        return {ref for ref, label in self.values if _number_of(label) is None and label == label.lower()
                and wanted & lexical.defined_with(label, 1)}

    def _defined_by(self, word: str) -> set[Ref]:
        """The values whose first definition holds a noun ('pipes' for plumber): none for short
        words, words of the frame, and words that are not mostly nouns."""
        if len(word) < 4 or word in KIND_STOP or word in ("former", "latter") or not lexical.mostly_noun(word):
            return set()
        forms = {word} | lexical._noun_lemmas(word)
        forms |= {w for _, kind_words in lexical.kinds_of(word)[:NEAR_KINDS] for w in kind_words}
        # (a pilot 'operates an aircraft': 'flies planes', a plane being an aircraft)
        persons = Counter(ref.category for ref, label in self.values if "person" in lexical.noun_kinds(label, 1))
        people = {c for c, n in persons.items() if 2 * n > sum(ref.category == c for ref, _ in self.values)}
        # (jobs, where most values are people; not the colours, though Zane Grey was a writer)
        return {ref for ref, label in self.values if _number_of(label) is None and label == label.lower()
                and ref.category in people and "person" in lexical.noun_kinds(label, 1)
                and forms & lexical.defined_with(label, 1)}
        # (people by what they do: a plumber 'repairs pipes'; a name's definition is not the person's: 'Bob')

    def _the_very_one(self, best: dict[Ref, float]) -> dict[Ref, float]:
        """For a superlative that names a value by its stem ('tallest': tall), the value of the same
        category that says it more strongly ('very tall'), when there is one."""
        out: dict[Ref, float] = {}
        for ref, confidence in best.items():
            label = self.labels.get(ref, "").lower()
            stronger = [other for other, said in self.labels.items() if other.category == ref.category
                        and said.lower() in (f"very {label}", f"extremely {label}", f"really {label}")]
            out[stronger[0] if len(stronger) == 1 else ref] = confidence
        return out

    def _a_compound_synonym(self, found: list[Word], start: int) -> tuple[int, dict[Ref, float]]:
        """Two words that WordNet knows as one noun sharing a synset with one value ('love stories':
        'love story' is a romance), with the end of the two words; else no value."""
        if start + 1 >= len(found) or not (found[start].lower.isalpha() and found[start + 1].lower.isalpha()) \
                or found[start].lower in COMPOUND_STOP or len(found[start + 1].lower) < 3:
            return start, {}
        compound = f"{found[start].lower} {singular(found[start + 1].lower)}"
        named = {ref for ref, label in self.values if label.lower() in _compound_synonyms(compound)}
        if len(named) != 1:
            return start, {}
        return start + 2, dict.fromkeys(named, KIND)

    def match(self, found: list[Word], start: int, kinds: bool = False) -> tuple[int, dict[Ref, float]]:
        """The longest run of words from ``start`` that names values: its end and the values;
        with ``kinds``, values named by their kind count too."""
        best_end, best = start, dict[Ref, float]()
        lowered: list[tuple[int, Ref, float]] = []  # proper names written in lower case
        found = [Word("and", w.start, w.end) if w.text == "&" else w for w in found]
        indexes = (self.index, self.kinds()) if kinds else (self.index,)
        for key in keys(found[start].lower):
            for form, ref, confidence, phrase, proper in (f for index in indexes for f in index.get(key, ())):
                end = start + len(form)
                if end > len(found) or end < best_end:
                    continue
                if not all(form[k] & keys(found[start + k].lower) for k in range(len(form))):
                    continue
                if proper and start > 0 and not all(w.text[:1].isupper() for w in found[start:end]):
                    if (ref, phrase) not in self._capital_only:
                        lowered.append((end, ref, confidence))  # 'the stone bridge' is not Stone Bridge
                    continue
                if (ref, phrase) in self._capital_only and not all(w.text[:1].isupper() for w in found[start:end]):
                    continue
                if (ref, found[start].lower) in self._capital_words and not found[start].text[:1].isupper():
                    continue  # 'ate turkey' by any form of Turkey's: no country
                label = self.labels.get(ref, "")
                if label.isupper() and len(label) > 1 and phrase == (label.lower(),) \
                        and not rx.sub(r"['\u2019]s?$", "", found[start].text).isupper():
                    continue  # 'how long was it?' names no IT department: an acronym is written in capitals
                if any(_gerund_of(found[start + k].lower, phrase[k]) for k in range(len(form))):
                    continue  # 'goes fishing' names no fish, 'likes boxing' no box
                if len(form) == 1 and start > 0 and found[start - 1].lower in DETERMINERS \
                        and _thing_of_a_gerund(found[start].lower, phrase[0]):
                    continue  # 'plants orchids in the garden' names no gardening, 'the paint' no painting
                if len(form) == 1 and start > 0 and found[start - 1].lower not in SAID_AS_A_VERB \
                        and _thing_of_an_agent(found[start].lower, label.lower()):
                    continue  # 'in neighbouring gardens' names no gardener (but 'the one who gardens' does)
                exact = all(found[start + k].lower == phrase[k] for k in range(len(form)))
                if not exact and ref.category in self.spoken:
                    continue  # 'the Dutchman' is no language: a language is named by its own word
                if confidence < SURELY and not all(_same_or_plural(found[start + k].lower, phrase[k])
                                                   for k in range(len(form))):
                    continue  # a synonym is written as it is: 'budgie', not 'parked' for park (green)
                score = confidence if exact else confidence * 0.95
                if end > best_end:
                    best_end, best = end, {}
                best[ref] = max(best.get(ref, 0.0), score)
        if not best:  # nothing else is named here: the proper name after all ('the kings bridge')
            for end, ref, confidence in lowered:
                if end > best_end:
                    best_end, best = end, {}
                if end == best_end:
                    best[ref] = max(best.get(ref, 0.0), confidence * 0.95)
        if best and best_end == start + 1 and found[start].lower.endswith("est"):
            best = self._the_very_one(best)  # 'the tallest' where 'tall' and 'very tall' are both heights
        if not best:
            best_end, best = self._a_compound_synonym(found, start)  # 'reads love stories': romance (never
            # 'stories' alone, the head of 'mystery story')
        if not best and kinds:
            best = {ref: c for ref, c in self.kind_of_value(found[start].lower).items()
                    if (ref, (found[start].lower,)) not in self._capital_only or found[start].text[:1].isupper()}
            best_end = start + 1 if best else best_end  # ('ate turkey' is no kind of Turkey)
        elif not best and found[start].lower in PARTS_OF_DAY:
            best = {ref: KIND for ref in self._in_part_of_day(found[start].lower)}  # 'the only afternoon slot'
            best_end = start + 1 if best else best_end
        elif not best and found[start].lower in SEASONS and start > 0 and found[start - 1].lower in ("the", "in"):
            best = {ref: KIND for ref in self._in_season(found[start].lower)}  # 'born in the spring': March, the
            best_end = start + 1 if best else best_end  # one month of spring among March and October
        elif not best and start > 0 and found[start - 1].lower == "the" and found[start].text.islower() \
                and (start + 1 == len(found) or not found[start + 1].text[:1].isalpha()
                     or found[start + 1].lower in AFTER_A_NOUN):  # (not 'the bread knife')
            best = {ref: KIND for ref in self._the_one_of_a_kind(found[start].lower)}  # 'the bread': the loaf
            best_end = start + 1 if best else best_end
        return best_end, best


MEASURE_AFTER = frozenset({"ft", "feet", "foot", "inches", "inch", "cm", "kg", "lb", "lbs", "km", "miles",
                           "mile", "metres", "meters", "pounds", "ounces", "oz", "kilos", "grams", "years", "minutes",
                           "hours", "mins", "hrs", "percent"})
"""Units after a number that make it a measure ('stands 5 ft 8 in tall'), not the place a noun numbers."""
DETERMINERS = frozenset({"the", "a", "an", "his", "her", "their", "its", "our", "my", "your"})
PARTS_OF_DAY = {"morning": (300, 720), "afternoon": (720, 1080), "evening": (1020, 1440)}
"""The minutes of the day each part of it spans."""
SEASONS = {"spring": (3, 4, 5), "summer": (6, 7, 8), "autumn": (9, 10, 11), "fall": (9, 10, 11),
           "winter": (12, 1, 2)}
"""The months of each season, as the northern half of the world has them."""
GENERIC_KIND_HEADS = (["product"], ["animal"], ["plant"], ["food"], ["drink"], ["beverage"], ["instrument"])
"""Second words of a kind that say little: its first word names it ('dairy' for a dairy product)."""
AFTER_A_NOUN = frozenset({"and", "or", "but", "nor", "was", "is", "were", "are", "had", "has", "did", "does", "than",
                          "at", "in", "on", "for", "with", "to", "from", "by", "of", "who", "which", "that", "cost",
                          "costs", "went", "sold"})
"""Words that may follow a noun that ends its phrase ('the bread was', 'the bread, and')."""
CLOCK_OR_MONEY = rx.compile(r"\b(?:am|pm|a\.m\.|p\.m\.|noon|midnight)\b|:\d\d|[$\u00a3\u20ac]", re.IGNORECASE)
"""A label that is a clock time or an amount of money: no place an ordinal counts."""
GOING_THERE = frozenset({"visit", "tour", "travel", "fly", "go", "holiday", "vacation", "honeymoon", "explore",
                         "trip", "journey", "sail", "cruise", "move", "emigrate", "study", "backpack", "dream"})
"""Verbs of going to a country: after them, a country is a trip, not a nationality."""
FROM_A_COUNTRY = frozenset({"from", "born", "native", "citizen", "national", "passport", "hails"})
"""Words that say a country is where someone is from."""


GENERIC_VERBS = frozenset({"grow", "can", "cannot", "can't", "are", "live", "need", "eat", "make", "have", "tend",
                           "love", "like", "hate", "come", "usually", "often", "always", "never", "rarely", "seldom",
                           "sometimes", "generally", "typically", "were", "originated", "originate", "may", "must",
                           "should", "do", "don't", "thrive", "prefer", "belong", "contain", "produce"})
"""Words after a bare plural opening a sentence that make it a fact of the kind ('Willows grow ...')."""
GENERIC_AFTER = frozenset({"often", "usually", "always", "generally", "tend", "do", "are", "will", "so", "typically"})
"""Words after 'as' and a bare plural that speak of the kind in general ('as beagles often do')."""


HAVING = rx.compile(r"(?:having|covered\s+with|adorned\s+with|bearing)\s+([a-z ]+)")
"""The start of an adjective's definition by what a thing has ('adorned with feathers or plumes')."""


def _colour_of(glosses: list[str]) -> list[str]:
    """The thing a definition gives the colour of ('having the deep slightly brownish color of gold':
    gold)."""
    return [m.group(1) for gloss in glosses for m in [rx.search(r"\bcolou?r\s+of\s+(?:an?\s+|the\s+)?([a-z]+)",
                                                                   gloss)] if m]


GENERIC_MODEL_WORDS = {"model", "series", "class", "edition", "pro", "max", "mini", "plus", "ultra", "lite", "the",
                       "and", "of"}
"""Words of a product's name that name no one product ('Model' of 'Tesla Model 3')."""


def _model_parts(label: str) -> list[str]:
    """The parts of a brand-and-model name that may stand for it alone ('Toyota' and 'Camry' of
    'Toyota Camry', 'F-150' of 'Ford F-150', 'Galaxy' of 'Samsung Galaxy S21'): capitalised words
    and codes of letters and digits, when the name opens with a capital and has two or more words."""
    split = label.split()
    if len(split) < 2 or not (split[0][:1].isupper() or any(c.isupper() for c in split[0][1:])) \
            or split[0].lower() in GENERIC_MODEL_WORDS:
        return []
    return [w for w in split if len(w) >= 2 and not w.isdigit() and w.lower() not in GENERIC_MODEL_WORDS
            and (w[:1].isupper() or any(c.isupper() for c in w[1:])) and rx.fullmatch(r"[A-Za-z][\w-]*", w)]


MARGIN_WORDS = {"more", "fewer", "less", "extra"}


def _a_margin_at(found: list[Word], i: int) -> Mention | None:
    """A number said as a margin before 'more ... than' ('twelve more lines than the Underwood
    child', '12 fewer votes than'): a count of difference, never a value of the puzzle, whatever
    the 'than' compares with."""
    value = number_value(found[i].lower)
    if value is None or i + 2 >= len(found) or found[i + 1].lower not in MARGIN_WORDS:
        return None
    if "than" not in [w.lower for w in found[i + 2:i + 6]]:
        return None
    return Mention(i, i + 1, number=float(value))


def _a_title_of_another(found: list[Word], mention: Mention) -> bool:
    """True for a title alone ('Mrs') before a name the mention does not take in ('The judge, Mrs.
    Pembury, ...'): someone else with that title, not the one person of the puzzle who has it."""
    from .unlisted import TITLES

    if mention.end - mention.start != 1 or mention.positions or mention.end >= len(found):
        return False
    following = found[mention.end].text
    return found[mention.start].lower.rstrip(".") in TITLES and following[:1].isupper() and following.isalpha()


COMPOUND_STOP = frozenset({"the", "a", "an", "of", "to", "in", "on", "at", "and", "or", "but", "is", "was", "are",
                           "were", "who", "whose", "which", "that", "than", "not", "his", "her", "their", "its",
                           "by", "for", "with", "from", "lives", "live", "one", "person", "house", "next", "left",
                           "right", "does", "did", "has", "had", "be", "been", "as", "no", "nor", "neither",
                           "either", "it", "he", "she", "they", "there", "this", "these", "those", "each", "every",
                           "somewhere", "directly"})
"""First words of no two-word noun a value could be ('the person', 'who lives')."""


@lru_cache(maxsize=4096)
def _compound_synonyms(compound: str) -> frozenset[str]:
    """The other words of the synsets of a two-word noun WordNet knows ('love story': romance)."""
    return lexical.compound_noun_synonyms(compound)


def _a_quantifier(found: list[Word], i: int) -> bool:
    """True for a number word that counts people, not a value: 'no two (of them)', 'five of them', 'two
    of us' (not '2 of the ...' in digits, nor 'one of the two outer lanes', whose 'one' is read on its own)."""
    word = found[i].lower
    if word.isdigit() or number_value(word) is None or word == "one":
        return False
    before = found[i - 1].lower if i > 0 else ""
    after = [w.lower for w in found[i + 1:i + 3]]
    return before == "no" or after in (["of", "them"], ["of", "us"], ["of", "you"], ["of", "these"], ["of", "those"])


def _said_of_the_kind(found: list[Word], mention: Mention) -> bool:
    """A value's bare plural said of the kind in general ('Pepper howled all night, as beagles often
    do', 'like most beagles'): never the one who holds the value."""
    if not mention.refs or mention.positions or mention.end - mention.start != 1:
        return False
    written = found[mention.start].lower
    if not written.isalpha() or singular(written) == written \
            or not any(singular(written) == str(ref.value).lower() for ref, _ in mention.refs):
        return False  # (only the plural of the value as listed: 'beagles' of 'beagle')
    before = [w.lower for w in found[max(0, mention.start - 2):mention.start]]
    after = found[mention.end].lower if mention.end < len(found) else ""
    quantified = len(before) == 2 and before[0] in ("as", "like", "unlike") \
        and before[1] in ("all", "most", "many", "some")
    return quantified or (before[-1:] == ["as"] and after in GENERIC_AFTER)


DEFINITE = frozenset({"the", "a", "an", "whoever", "who", "whose", "that", "this"})
"""Words before a value that make it one of the puzzle's, not the thing in general."""


def _a_fact_of_the_kind(found: list[Word], mentions: list[Mention]) -> bool:
    """True when a sentence opens with a value's bare plural and a verb of what such things do, and
    names nothing else for sure ('Willows grow best near water.'): a fact of the kind, unlike 'Cherries
    are eaten by the engineer', which names the one who eats them."""
    first = mentions[0]
    if first.start != 0 or first.end != 1 or not first.refs or len(found) < 2 \
            or found[1].lower not in GENERIC_VERBS:
        return False
    written = found[0].lower
    invariant = singular(written) == written and not found[1].lower.endswith("s") \
        and all(str(r.value) == str(r.value).lower() for r, _ in first.refs)  # 'Goldfish need clean water', not 'Ian
    if (singular(written) == written and not invariant) \
            or not any(singular(written) == str(r.value).lower() for r, _ in first.refs):
        return False
    return not any(c >= 0.95 and m.start > 0 and found[m.start - 1].lower in DEFINITE for m in mentions[1:]
                   for _, c in m.refs) and not any(m.positions for m in mentions[1:])
    # ('Cherries are eaten by the engineer' names the one who eats them; 'clean water' is water in general)


def _thing_of_a_gerund(written: str, value: str) -> bool:
    """True when the written word is the plain noun an '-ing' value is made from ('garden' of
    'gardening', 'paint' of 'painting'): after an article it is the thing, not the activity (an
    agent noun, 'the gardener', still names it)."""
    return value.endswith("ing") and not written.endswith("ing") and value[:-3].rstrip("e") in (
        written, written.rstrip("e"), written[:-1]) and not written.endswith(("er", "ers", "ist", "ists", "or")) \
        and "person" not in lexical.noun_kinds(written, 1)  # ('the cook' cooks)


SAID_AS_A_VERB = frozenset({"who", "that", "which", "whoever", "also", "and", "never", "not", "still", "often",
                            "only", "usually", "he", "she", "they", "i", "we", "you", "to"})
"""Words before which a word is a verb ('the one who gardens'), not the noun of a thing ('in the gardens')."""


def _thing_of_an_agent(written: str, value: str) -> bool:
    """True when the written word is the plain noun an agent value is made from ('garden' and
    'gardens' of 'gardener'): the thing, not the one who works with it."""
    for suffix in ("er", "or", "ist"):
        if value.endswith(suffix) and len(value) - len(suffix) >= 4:
            base = value[:-len(suffix)]
            return written in (base, base + "s", base + "es") and "person" not in lexical.noun_kinds(written, 1)
    return False


def values_it_stands_for(word: str, values: Sequence[tuple[Ref, str]]) -> set[Ref]:
    """The values (of lower-case nouns) a word no form matches may stand for: it is a kind of the
    value ('soda' a soft drink), or its definition names the value's nearest kind and no other value
    of the category is of that kind ('pup', the young of canines: the dog; 'motorcyclist', one who
    rides a motorcycle: the motorbike)."""
    labels: dict[str, list[tuple[Ref, str]]] = {}
    for ref, label in values:
        if _number_of(label) is None and label == label.lower() and label.replace(" ", "").isalpha():
            labels.setdefault(ref.category, []).append((ref, label))
    return {ref for pairs in labels.values() for ref, label in pairs
            if lexical.stands_for(word, label, tuple(other for _, other in pairs))}


def _gerund_of(written: str, value: str) -> bool:
    """True when the written word is the '-ing' form made from a value that is not one itself
    ('fishing' from 'fish', 'boxing' from 'box'): an activity, not the thing."""
    return written.endswith("ing") and not value.endswith("ing") and written != value and len(written) > 5


FEET = rx.compile(r"\d{1,2}\s*(?:ft|feet|foot|')(?:\s*\d{1,2}\s*(?:in|ins|inches|\")?)?")
"""A height in feet, with or without inches ('6 ft', '5 ft 9 in')."""
FEET_INCHES = rx.compile(r"(\d{1,2})\s*(?:ft|feet|foot|')\s*(\d{1,2})\s*(?:in|ins|inches|\")?")
FEET_ONLY = rx.compile(r"(\d{1,2})\s*(?:ft|feet|foot)\.?")
"""A height in whole feet ('6 ft')."""
NUMBER_WORDS_TO_12 = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                      "eleven", "twelve")


def _clock_forms(minute: int) -> list[tuple[str, ...]]:
    """The ways of writing a minute of the day: '9:45am', '9:45 am', '9:45'; on the hour also
    '10am', '10 am', '10 o'clock', 'at 10'; 'half seven' for 7:30; 'noon' and 'midday', 'midnight'."""
    hour, past = divmod(minute, 60)
    shown, half = hour % 12 or 12, "am" if hour < 12 else "pm"
    forms: list[tuple[str, ...]] = [(f"{shown}:{past:02d}{half}",), (f"{shown}:{past:02d} {half}",),
                                    (f"{shown}:{past:02d}",)]
    if past == 0:
        forms += [(f"{shown}{half}",), (f"{shown} {half}",), (str(shown), "o'clock"), ("at", str(shown))]
        # ('The physio is at 11')
    spoken = HOUR_WORDS[shown - 1]
    after = HOUR_WORDS[shown % 12]
    if past == 0:
        forms += [(spoken, "o'clock")]
    elif past == 15:
        forms += [("quarter", "past", spoken), ("a", "quarter", "past", spoken)]
    elif past == 30:
        forms += [("half", "past", spoken), (spoken, "thirty"), ("half", spoken)]  # (British 'half seven': 7:30)
    elif past == 45:
        forms += [("quarter", "to", after), ("a", "quarter", "to", after)]
    minutes = {5: "five", 10: "ten", 20: "twenty", 25: "twenty-five"}
    if past in minutes:  # 'five past eight'
        forms += [(minutes[past], "past", spoken)]
    elif 60 - past in minutes:  # 'ten to nine'
        forms += [(minutes[60 - past], "to", after)]
    if minute == 12 * 60:
        forms += [("noon",), ("midday",), ("12", "noon")]
    if minute == 0:
        forms += [("midnight",)]
    return forms


HOUR_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


def _decade(found: list[Word], i: int) -> bool:
    """True for a number written with a plural 's' ('1980s', '30s'): a decade or a span of ages."""
    return found[i].text.isdigit() and i + 1 < len(found) and found[i + 1].text in ("s", "'s") \
        and found[i + 1].start == found[i].end


def _agent_stems(word: str) -> set[str]:
    """What an agent noun is made from, for the activity made from it too: 'poet' (poetry),
    'astronomer' (astronomy), 'biologist' (biology), 'historian' (history)."""
    stems = {word}
    for suffix in ("er", "or", "ist", "ian"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            stems.add(word[:-len(suffix)])
    return stems


def _number_of(label: str) -> float | None:
    text = label.replace(",", "").replace("$", "").strip()
    try:
        first = text.split()[0] if text else ""
        return float(first) if first.isascii() and first.replace(".", "", 1).isdigit() else None
    except ValueError:
        return None


CATEGORY_PREFIX = rx.compile(r"\b([A-Za-z][A-Za-z_-]*(?: [A-Za-z][A-Za-z_-]*)?):(?=[\w$\u00a3\u20ac])")
"""A category's name right before one of its values in the attribute notation ('Pet:tortoise')."""


def _category_key(name: str) -> str:
    """A category name without case or joining marks ('Music-Genre', 'music genre', 'music_genre')."""
    return rx.sub(r"[-_ ]+", " ", name).strip().lower()


def _joined_when_one(found: list[Word], mentions: list[Mention]) -> list[Mention]:
    """'moving knights and bishops': two loose mentions joined by 'and' that both stand for the one
    same value (here chess, by the kind of its pieces) are one mention of it, never two things."""
    out: list[Mention] = []
    for mention in mentions:
        last = out[-1] if out else None
        if last is not None and last.refs and len(last.refs) == 1 and not last.positions \
                and mention.start == last.end + 1 and found[last.end].lower == "and" \
                and [r for r, _ in mention.refs] == [last.refs[0][0]] and not mention.positions \
                and max(last.refs[0][1], mention.refs[0][1]) < SURELY:
            out[-1] = Mention(last.start, mention.end, ((last.refs[0][0], min(last.refs[0][1], mention.refs[0][1])),))
            continue
        out.append(mention)
    return out


class MentionFinder:
    """Finds the mentions of values and positions in the sentences of one puzzle."""

    def __init__(self, lexicon: Lexicon, size: int, position_nouns: set[str], positional: bool,
                 structural: frozenset[str] = frozenset(), position_names: Sequence[str] = (),
                 places: dict[str, str] | None = None, mirrored: bool = False, downward: bool = False,
                 contest: bool = False, week: Sequence[str] = (), ranked: bool = False):
        self.structural = structural | position_nouns
        self.contest = contest
        """The row is the order of a contest ('finished in a different place'): 'won' is its first place."""
        self.mirrored = mirrored
        self.downward = downward and not ranked  # (a ranking already puts its top first)
        """A column numbered from the top down: 'above' is the side of the smaller numbers."""
        """True for a row numbered from the right: each side is read as the other."""
        self.place_words = {**PLACE_WORDS, **(places or {})}
        self.ranked = ranked
        """Places of a contest, the 1st the highest: 'one place higher' is toward the 1st, 'came top' first."""
        if ranked:
            self.place_words.update({"top": "first", "highest": "first", "bottom": "last", "lowest": "last"})
        """Words for the first, last and middle places; the text may add its own ('westernmost')."""
        self.lexicon = lexicon
        self.size = size
        self.position_nouns = position_nouns
        self.positional = positional
        self.position_names = {_name_key([w.lower for w in words(name)]): k + 1
                               for k, name in enumerate(position_names)}
        for k, name in enumerate(position_names):  # a slot at 8:45 am is 'quarter to nine' too
            minute = clock_minutes(str(name).strip().lower())
            for form in _clock_forms(minute) if minute is not None else ():
                self.position_names.setdefault(_name_key([w.lower for w in words(" ".join(form))]), k + 1)
        self.longest_name = max((len(key) for key in self.position_names), default=0)
        self.week = {str(name).lower(): k + 1 for k, name in enumerate(position_names or week)
                     if str(name).lower() in WEEKEND | WORKDAYS}
        """The places named by days of the week (for 'at the weekend')."""
        self.ordered_axis = False
        """True when a people puzzle's axis is an order (days, months, slots): it has a middle."""
        self.numbered_by_name = bool(position_names) and all(str(n).strip().isdigit() for n in position_names)
        """The positions are named by numbers other than 1 to n ('houses 2, 4, 6 and 8'): a number is a name."""
        self.units: dict[str, set[str]] = {}
        self.in_sequence = False
        """True when the row is an order of events the text gives no noun ('seen one after another'):
        'the first to be seen', 'the third to arrive' are its places."""
        self.setup_words: frozenset[str] = frozenset()
        """The words of the setup's sentences: a thing they name ('spines of the same colour') is the
        puzzle's, never a part of someone's body."""
        """The unit words of each numeric category ('night', 'nights'), once the reader knows them."""

    def find(self, sentence: str, kinds: bool = False) -> tuple[list[Word], list[Mention]]:
        """The words of the sentence and the mentions in it, left to right, not overlapping; with
        ``kinds``, values named by their kind ('the bird owner') are mentions too."""
        if ":" in sentence:
            sentence = self._without_category_prefixes(sentence)
        found = self._split_place_compounds(words(sentence))
        if self.downward:  # 'above' in shelves counted from the top: the side of the smaller numbers
            found = [Word(UPSIDE_DOWN[w.lower], w.start, w.end) if w.lower in UPSIDE_DOWN else w for w in found]
        elif self.ranked:  # 'one place higher' in a race: toward the 1st ('top' stays the winner's)
            found = [Word(UPSIDE_DOWN[w.lower], w.start, w.end) if w.lower in RANK_WORDS
                     and not (w.lower == "over" and found[k + 1:k + 2] and found[k + 1].lower in ("from", "to"))
                     and not self._grading_a_category(found, k)
                     else w for k, w in enumerate(found)]  # (not the 'over' of 'made the trip over from Bramley')
        if self.mirrored:  # 'left' in a row numbered from the right: the side of the larger numbers
            found = [Word(MIRRORED[w.lower], w.start, w.end) if w.lower in MIRRORED else w for w in found]
        mentions: list[Mention] = []
        i = 0
        while i < len(found):
            if _decade(found, i):  # 'born in the 1980s', 'in their 30s': a span of values, not one
                i += 2
                continue
            if _a_quantifier(found, i):  # 'no two the same', 'five of them managed': how many, no value
                i += 1
                continue
            mention = self._a_place_of_the_contest(found, i) or self._position_at(found, i) if self.positional else \
                self._part_of_the_week(found, i) or self._middle_of_the_order(found, i) if self.week \
                else self._middle_of_the_order(found, i)  # (days, months or slots as the axis of a people puzzle)
            if mention is not None and mention.positions and not mention.refs:
                end, refs = self.lexicon.match(found, i, kinds)
                if refs and end > mention.end and max(refs.values()) >= 1.0:
                    mention = None  # 'the top hat', 'the front door' as a value: longer than the place word
            if mention is None:
                mention = _a_margin_at(found, i) or self._count_at(found, i) or self._ordinal_value_at(found, i) \
                    or self._last_place_at(found, i)
            if mention is None and found[i].text[:1] in "$\u00a3\u20ac0123456789":
                end, refs = self.lexicon.match(found, i, kinds)
                if refs and end - i > 1:  # '5 ft 8 in', '10 am slot': the whole value, not its number
                    mention = Mention(i, end, self._resolve(found, i, end, refs))
                else:
                    mention = self._number_at(found, i)
            if mention is None:
                mention = self._number_with_unit(found, i) or self._colour_of(found, i)
            if mention is None and self._a_count_of_places(found, i):
                i += 1  # 'three houses to the right of Dev': a count of places, never the value 3 of hens
                continue
            if mention is None and number_value(found[i].lower) == 2 and not found[i].lower.isdigit() \
                    and i + 1 < len(found) and found[i + 1].lower in ("end", "ends", "middle", "outer", "outermost"):
                i += 1  # 'one of the two end lockers': the ends of the row, never the value 2 of siblings
                continue
            if mention is None and self._a_count_of_named_places(found, i):
                i += 1  # 'two doors along' where the houses are numbered 2, 4, 6 and 8: a count, not house 2
                continue
            if mention is None and self._a_difference_at(found, i):
                i += 1  # 'arrives six days after', where a visit of 6 days is a value: a difference
                continue
            if mention is None:
                end, refs = self.lexicon.match(found, i, kinds)
                if refs and not self._verb_before_its_object(found, i, end, refs):
                    mention = Mention(i, end, self._resolve(found, i, end, refs))
            if mention is None:
                mention = self._number_at(found, i)
            if mention is None and "-" in found[i].text:
                mention = self._before_a_hyphen(found, i, kinds) or self._clipped(found, i)
            if mention is None and found[i].text.isalpha():
                mention = self._compound_agent(found, i)
            if mention is None:
                i += 1
                continue
            mentions.append(mention)
            i = mention.end
        mentions = [self._an_age_when_turned(found, m) for m in mentions]
        if mentions and _a_fact_of_the_kind(found, mentions):
            mentions = mentions[1:]  # 'Willows grow best near water.', 'Penguins cannot fly.
        mentions = [m for m in mentions if not self._said_of_the_body(found, m)
                    and not self._colour_of_another_thing(found, m)
                    and not self._a_country_visited(found, m) and not _said_of_the_kind(found, m)
                    and not self._inside_a_category_name(found, m) and not _a_title_of_another(found, m)]
        return found, self._without_loose_heads(found, _joined_when_one(found, self._with_shared_heads(found,
                                                                                                      mentions)))

    def _an_age_when_turned(self, found: list[Word], mention: Mention) -> Mention:
        """The mention, naming only ages when a number follows 'turned' or 'aged' ('Jack, who turned
        ten in March': his age, not the 10th of a month)."""
        if mention.start == 0 or found[mention.start - 1].lower not in ("turned", "turns", "turning", "aged") \
                or len({r.category for r, _ in mention.refs}) < 2:
            return mention
        aged = tuple((r, c) for r, c in mention.refs if self.units.get(r.category, set()) & AGE_UNITS)
        return Mention(mention.start, mention.end, aged, mention.positions, mention.number) if aged else mention

    def _inside_a_category_name(self, found: list[Word], mention: Mention) -> bool:
        """True for a value written inside the name of another category of two or more words ('the
        raspberry ice cream fan' names no cream deckchair: 'ice cream' is a category)."""
        if not mention.refs or mention.positions:
            return False
        lowered = [w.lower for w in found]
        for name in self.lexicon.cues:
            said = name.lower().split()
            if len(said) < 2 or any(ref.category == name for ref, _ in mention.refs):
                continue
            for start in range(max(0, mention.end - len(said)), min(mention.start, len(found) - len(said)) + 1):
                if lowered[start:start + len(said)] == said and start <= mention.start \
                        and mention.end <= start + len(said):
                    return True
        return False

    def _a_country_visited(self, found: list[Word], mention: Mention) -> bool:
        """A nationality named by its country after a verb of going there ('Olivia once visited Japan
        on holiday', 'flew to Peru last year'): a trip, never where the person is from."""
        if not mention.refs or mention.positions or mention.start == 0:
            return False
        before = [w.lower for w in found[max(0, mention.start - 3):mention.start]]
        if set(before) & FROM_A_COUNTRY or not any(
                w in GOING_THERE or lexical._morph().lemmas(w, "verb") & GOING_THERE for w in before):
            return False  # (the words before first: most mentions follow no verb of going)
        written = " ".join(w.lower for w in found[mention.start:mention.end])
        country = lexical.place_key(written)
        bare = written[4:] if written.startswith("the ") else written
        if country is None or any(lexical._norm(str(ref.value)) in (lexical._norm(written), lexical._norm(bare))
                                  for ref, _ in mention.refs):
            return False  # ('from Japan' where the values are countries: the value as written; 'sailing to the
            # Bahamas' where the destinations are the Bahamas, ...)
        return all(lexical.place_key(str(ref.value)) == country for ref, _ in mention.refs)

    def _colour_of_another_thing(self, found: list[Word], mention: Mention) -> bool:
        """A colour said of a garment where its category colours another thing ('Sam wore a red
        jumper' where the awnings are coloured, 'a green raincoat' beside the hulls): an attribute of
        that garment, never the value. Only where the setup names the coloured thing, and never of
        a place of the row ('the red house') or of 'one' ('the red one')."""
        if not mention.refs or mention.end >= len(found) or mention.positions:
            return False
        refs = [ref for ref, _ in mention.refs]
        if not all(str(ref.value).lower() in COLOURS for ref in refs):
            return False
        after = found[mention.end].lower
        if not after.isalpha() or after in ("one", "ones") or not lexical.is_noun(after):
            return False
        things = {w for ref in refs for w in self.lexicon.cues.get(ref.category, set())} - {"colour", "color",
                                                                                             "colours", "colors"}
        things = {w for w in things if lexical.is_noun(w) and "artifact" in lexical.noun_kinds(w)}
        if not things or keys(after) & {k for w in things for k in keys(w)} \
                or singular(after) in self.position_nouns or singular(after) in ROW_PLACES:
            return False
        if any(keys(after) & keys(w) for w in self.lexicon.cues.get(refs[0].category, set())):
            return False
        return any(name == "clothing" for _, name in lexical.noun_ancestors(after, 6).values())

    def _said_of_the_body(self, found: list[Word], mention: Mention) -> bool:
        """A value said of a part of the body ('the person with red hair', 'has blue eyes'): an
        attribute no category holds, never the value itself (the house is not red because its
        owner's hair is), unless the category is of that part ('eye colour')."""
        if not mention.refs or mention.end >= len(found) or mention.start == 0 or mention.positions:
            return False
        leads = ("with", "has", "have", "had", "his", "her", "their", "a", "an")
        before = found[mention.start - 1].lower
        if before not in leads and not (mention.start >= 2 and found[mention.start - 2].lower in leads
                                        and before.isalpha() and not lexical.mostly_noun(before)):
            return False  # 'with red hair', 'has curly red hair'; not 'smokes Pall Mall, rears birds'
        after = found[mention.end].lower
        cues = self.lexicon.cues
        if not after.isalpha() or any(keys(after) & cues.get(ref.category, set()) or singular(after)
                                      in ref.category.lower().split() for ref, _ in mention.refs):
            return False
        kinds = lexical.noun_kinds(after)
        return "body" in kinds and "person" not in kinds and after not in self.setup_words \
            and singular(after) not in self.setup_words

    def _with_shared_heads(self, found: list[Word], mentions: list[Mention]) -> list[Mention]:
        """'neither red nor white wine': a word before 'or', 'nor' or 'and' that, with the head of the
        value after it, makes another value of that value's category is that value (red wine, not
        the red door)."""
        out = list(mentions)
        for k in range(len(out) - 1):
            first, second = out[k], out[k + 1]
            if first.end != first.start + 1 or second.start != first.end + 1 or second.end - second.start < 2 \
                    or found[first.end].lower not in ("or", "nor", "and") or not second.refs:
                continue
            head = found[second.end - 1].lower
            wanted = f"{found[first.start].lower} {head}"
            shared = [ref for ref, label in self.lexicon.values
                      if label.lower() == wanted and ref.category in {r.category for r, _ in second.refs}]
            if len(shared) == 1:
                out[k] = Mention(first.start, first.end, ((shared[0], 1.0),))
        return out

    def _a_count_of_places(self, found: list[Word], i: int) -> bool:
        """True for a number before a plural of the row's own noun and a word of direction ('three
        houses to the right of', 'two floors above', 'four seats away')."""
        word = found[i].lower
        if i + 2 >= len(found) or (number_value(word) is None and _digits(word) is None):
            return False
        noun, after = found[i + 1].lower, found[i + 2].lower
        return noun != singular(noun) and singular(noun) in self.position_nouns and after in COUNT_DIRECTIONS

    def _a_count_of_named_places(self, found: list[Word], i: int) -> bool:
        """True for a number before a noun of places ('two doors') when numbers name the places."""
        return self.numbered_by_name and number_value(found[i].lower) is not None \
            and i + 1 < len(found) and found[i + 1].lower in COUNTED_PLACES

    def _split_place_compounds(self, found: list[Word]) -> list[Word]:
        """'the ground-floor flat', 'a second-row seat': the place and its noun as two words."""
        if not any("-" in w.text for w in found):
            return found
        split = []
        for w in found:
            first, dash, noun = w.lower.partition("-")
            if dash and singular(noun) in self.position_nouns and (
                    first in self.place_words or ordinal_value(first) is not None):
                split += [Word(first, w.start, w.start + len(first)), Word(noun, w.start + len(first) + 1, w.end)]
            else:
                split.append(w)
        return split

    def _without_category_prefixes(self, sentence: str) -> str:
        """The sentence with the attribute notation's category names blanked ('Colour:black is
        left of Sport:rugby': black, rugby), the same length, so word places stay as written."""
        names = {_category_key(ref.category) for ref, _ in self.lexicon.values}

        def blank(match: re.Match[str]) -> str:
            head = match.group(1)
            if _category_key(head) in names:
                return " " * len(match.group())
            first, _, last = head.rpartition(" ")  # 'of Sport:rugby': the one word is the name
            return f"{first} {' ' * (len(last) + 1)}" if first and _category_key(last) in names else match.group()
        return CATEGORY_PREFIX.sub(blank, sentence)

    @staticmethod
    def _verb_before_its_object(found: list[Word], i: int, end: int, refs: dict[Ref, float]) -> bool:
        """True for a word that names a value only as a synonym and stands before an article, as a
        verb does ('The Northgate finalist beat the Hillcrest finalist': no 'beat' for rhythm)."""
        after = found[end].lower if end < len(found) else ""
        return end == i + 1 and i > 0 and after in ("the", "a", "an", "his", "her", "their") \
            and max(refs.values()) < SURELY and found[i - 1].lower not in ("the", "a", "an")

    def _compound_agent(self, found: list[Word], i: int) -> Mention | None:
        """'the cheesemonger', 'the candlemaker': one word made of a value and a noun for a person
        (WordNet's 'monger', 'maker'), the one who deals in that value. A word WordNet knows whole
        must name the value in its definition ('a merchant who sells cheese'; a bookkeeper keeps no
        books of a puzzle)."""
        word = found[i].lower
        if len(word) < 8:
            return None
        refs = [ref for ref, label in self.lexicon.values if label.isalpha() and label.islower() and len(label) >= 3
                and word.startswith(label) and len(word) - len(label) >= 4
                and lexical.noun_kinds(word[len(label):], 1) == frozenset({"person"})]
        if len(refs) != 1:
            return None
        label = self.lexicon.labels[refs[0]]
        if lexical.is_noun(word):
            return Mention(i, i + 1, ((refs[0], SYNONYM),)) if label in lexical.defined_with(word) else None
        return Mention(i, i + 1, ((refs[0], KIND),))

    def _clipped(self, found: list[Word], i: int) -> Mention | None:
        """'sci-fi' for 'science fiction': a word of clipped parts, each the start of a word of
        one value of two or more words (and of no other value)."""
        parts = found[i].lower.split("-")
        if len(parts) < 2 or any(len(part) < 2 or not part.isalpha() for part in parts):
            return None
        matched = [ref for ref, label in self.lexicon.values
                   if len(label.split()) == len(parts) and label.lower() != found[i].lower
                   and all(word.lower().startswith(part) for word, part in zip(label.split(), parts))]
        return Mention(i, i + 1, ((matched[0], 0.8),)) if len(matched) == 1 else None

    def _before_a_hyphen(self, found: list[Word], i: int, kinds: bool) -> Mention | None:
        """'the coffee-drinking person', 'the red-painted house', 'the candle-maker', 'the
        December-born guest': the value named before a participle or an agent noun joined to it by a
        hyphen."""
        head, _, tail = found[i].text.rpartition("-")
        if not head or not ((tail.lower().endswith(("ing", "ed", "er", "ers")) and len(tail) >= 5)
                            or lexical._morph().lemmas(tail.lower(), "verb") - {tail.lower()}):
            return None  # ('the candle-maker', 'the olive-seller': the maker of the value too; 'December-born')
        parts = [Word(part, found[i].start, found[i].end) for part in head.split("-")]
        end, refs = self.lexicon.match(parts, 0, kinds)
        if not refs or end != len(parts):
            return None
        return Mention(i, i + 1, self._resolve(parts, 0, end, refs))

    @staticmethod
    def _value_follows(found: list[Word], mentions: list[Mention], mention: Mention) -> bool:
        """True when a surely named value comes right after this word (articles and a preposition
        aside)."""
        j = mention.end
        while j < len(found) and found[j].lower in ("the", "a", "an", "by", "to"):
            j += 1  # 'reads poetry', 'travels by ferry'
        return any(m.start == j and m.refs and max(score for _, score in m.refs) >= SYNONYM for m in mentions)

    def _a_verb_of_people(self, found: list[Word], mention: Mention, text: str) -> bool:
        """True for a row noun used as a verb in a puzzle with no row ('Eve does not row', 'who
        rows'): after a subject pronoun, 'who', 'to' or an auxiliary."""
        if self.positional or text not in ROW_NOUNS or mention.start == 0:
            return False
        return found[mention.start - 1].lower in ("not", "n't", "never", "does", "did", "who", "to", "can", "he",
                                                 "she", "they", "also")

    def _without_loose_heads(self, found: list[Word], mentions: list[Mention]) -> list[Mention]:
        """Loose mentions (a synonym's head word) that are only the noun of a sure one or of
        its category ('animated film fan', 'kind of film') are not mentions of their own."""
        kept = []
        for index, mention in enumerate(mentions):
            score = max((score for _, score in mention.refs), default=1.0)
            text = " ".join(w.lower for w in found[mention.start:mention.end])
            if score < 1.0 and self._noun_of_the_next_value(found, mentions, index):
                continue  # 'whose car is a Nissan', 'whose shoes are boots': the category's noun
            if score < SYNONYM and mention.end < len(found) and is_kin(found[mention.end].lower):
                continue  # 'has a twin sister': a sister, not the star sign Gemini (a Twin)
            if mention.refs and score < 1.0 and (text in self.structural or text in ROW_NOUNS) \
                    and not self._a_verb_of_people(found, mention, text):
                continue  # 'person' is a synonym of 'soul', 'order' of 'fiat': structure here
            if mention.refs and score < 1.0 and mention.end - mention.start == 1 \
                    and _verb_form(found[mention.start].lower) and self._value_follows(found, mentions, mention) \
                    and not found[mention.start].lower.endswith(("'s", "\u2019s")):  # (not 'Owen's beagle')
                continue  # 'reads poetry': the verb of the next value, not the hobby 'reading'
            if mention.refs and score < LOOSE:
                beside = [m for m in mentions[max(0, index - 1):index + 2] if m is not mention and m.refs
                          and (m.end == mention.start or mention.end == m.start)
                          and max(score for _, score in m.refs) >= LOOSE]  # (not 'boat' after 'navy-hulled')
                written = [w.lower.rpartition("-")[0] or w.lower for w in found[mention.start:mention.end]]
                words_keys = {k for w in written for k in keys(w)}  # 'navy-hulled': navy, not the hull
                names_category = any(words_keys & self.lexicon.cues.get(r.category, set()) for r, _ in mention.refs)
                if beside or names_category or any(self.lexicon.kind_of_others(text, r) for r, _ in mention.refs):
                    continue
            kept.append(mention)
        return kept

    def _noun_of_the_next_value(self, found: list[Word], mentions: list[Mention], index: int) -> bool:
        """True for a loose mention that a copula joins to a surely named value it may stand for the
        category of ('whose car is a Nissan': 'car', the head of 'cable car', names the cars; 'whose
        shoes are boots': 'shoes', the kind of the brogues)."""
        mention = mentions[index]
        j = mention.end
        if index + 1 >= len(mentions) or j >= len(found) or found[j].lower not in ("is", "are", "was", "were"):
            return False
        j += 1 + (j + 1 < len(found) and found[j + 1].lower in ("a", "an", "the"))
        following = mentions[index + 1]
        categories = {ref.category for ref, score in following.refs if score >= SYNONYM}
        if following.start != j or len(categories) != 1:
            return False
        category = categories.pop()
        written = {k for w in found[mention.start:mention.end] for k in keys(w.lower)}
        named = {k for w in category.lower().split() for k in keys(w)} | self.lexicon.cues.get(category, set())
        return any(ref.category == category for ref, _ in mention.refs) or bool(written & named)

    def _resolve(self, found: list[Word], start: int, end: int,
                 refs: dict[Ref, float]) -> tuple[tuple[Ref, float], ...]:
        """Candidates of a mention, narrowed by category words nearby when two categories share it;
        a value written exactly as listed outranks another only near it ('blue' the colour, not
        'blues' the music, in 'the person who likes blue')."""
        exact = {r: s for r, s in refs.items() if s >= 1.0}
        if len({r.category for r in exact}) == 1 and len(exact) < len(refs):
            refs = exact
        if len({r.category for r in refs}) > 1:
            refs = self._by_context(found, start, end, refs)
        best = max(refs.values())
        kept = {r: s for r, s in refs.items() if s >= best - 0.005}  # 'blues' is the music, not blue
        if end == start + 1 and start > 0 and found[start - 1].lower in ("who", "whoever", "that") \
                and found[start].lower.endswith("s") and len({r.category for r in refs}) > 1:
            kept = {r: best for r in refs}  # 'the person who cooks': the cook or the one whose hobby is cooking
        return tuple(sorted(kept.items(), key=lambda item: -item[1]))

    def _by_context(self, found: list[Word], start: int, end: int, refs: dict[Ref, float]) -> dict[Ref, float]:
        """A value two categories share ('Alice' the person and 'Alice' the child), told apart by
        the words right before it ('the mother of Alice', 'whose child is named Alice'), then by
        the words around it; a bare name is the person's own name."""
        categories = {r.category for r in refs}
        before = [w.lower for w in found[max(0, start - 3):start]]
        close = {k for w in before if w not in ("named", "called", "name") for k in keys(w)}
        named = {c for c in categories if self.lexicon.cues.get(c, set()) & close}
        if len(named) != 1 and before[-1:] not in (["named"], ["called"]):
            people = {c for c in categories if c.lower() in NAME_CATEGORIES}
            if len(people) == 1:
                named = people  # 'Alice is in the second house': Alice herself
        if len(named) != 1:
            around = {k for w in found[max(0, start - 4):end + 3] for k in keys(w.lower)} - SAID_OF_ANY
            named = {c for c in categories if self.lexicon.cues.get(c, set()) & around}
        if len(named) == 1:
            return {r: s for r, s in refs.items() if r.category in named}
        return refs

    # ----------------------------------------------------------------------- positions
    def _position_at(self, found: list[Word], i: int) -> Mention | None:
        """'house 2', 'house no. 2', 'the 2nd position', 'the second seat', 'the first house',
        'the top floor', 'the far left', 'the middle house', 'one of the middle houses'."""
        word = found[i].lower
        after = found[i + 1].lower if i + 1 < len(found) else "."
        side = self._a_side_few(found, i)
        if side is not None:
            return side
        if number_value(word) is not None and ordinal_value(word) is None and after in COUNTED_PLACES:
            return None  # 'two places behind', '3 positions apart': a count of places, not a place
        named = self._position_named(found, i) or self._parity_at(found, i) or self._first_or_last_few(found, i) \
            or self._part_of_the_week(found, i) or self._last_but_one(found, i)
        if named is not None:
            return named
        plain = rx.sub(r"['\u2019]s$", "", word)  # ('the winner's vest')
        if plain in RACE_PLACES and i > 0 and found[i - 1].lower == "the" and RACE_PLACES[plain] <= self.size \
                and (self.contest or not self._places_listed()):
            return self._place(i, i + 1, RACE_PLACES[plain])  # 'the winner', 'the runner-up' of a race's order
            # (not in lanes beside a category of places 1st to 4th: the winner is the one placed 1st)
        if word in WINS and i > 0 and self.contest and self._won_outright(found, i):
            return self._place(i, i + 1, 1)  # 'Who won?', 'the pilot won the race': the first place
        if word in TAKING and i > 0 and self.contest and [w.lower for w in found[i + 1:i + 2]] == ["the"] \
                and i + 2 < len(found) and found[i + 2].lower in WON_TITLES:
            return self._place(i, i + 3, 1)  # 'Who took the title?', 'she lifted the trophy'
        noun = singular(word)
        if noun == "number" and i > 0 and singular(found[i - 1].lower) not in self.position_nouns \
                and any(found[i - 1].lower in cues and "number" in cues for cues in self.lexicon.cues.values()):
            return None  # 'the runner with bib number 5': a value of the bib numbers, not place 5
        if noun in self.position_nouns:
            j = i + 1
            while j < len(found) and found[j].lower in ("no", ".", "number", "#", "nr"):
                j += 1
            if j < len(found) and j > i and _digits(found[j].lower) is not None and self.numbered_by_name:
                return self._place(i, j + 1, self.position_names.get(_name_key([found[j].lower])))
                # ('number 6' where the houses are numbered 2, 4, 6 and 8: the third)
            if j + 1 < len(found) and found[j + 1].lower in MEASURE_AFTER:
                return None  # 'stands 5 ft 8 in tall': a height, not stand 5
            if j < len(found) and j > i and _digits(found[j].lower) is not None:
                listed = self._listed_places(found, j)
                if listed is not None:  # 'house 2, 4 or 6', 'houses 2 to 4': one of them
                    return Mention(i, listed[0], positions=listed[1])
                return self._place(i, j + 1, _digits(found[j].lower))
            spelled = j == i + 1 and (j + 1 >= len(found) or not found[j + 1].text.isalpha()
                                      or found[j + 1].lower in PLACE_FOLLOWERS - {"place", "position", "spot"})
            said = number_value(found[j].lower) if j < len(found) and (found[j - 1].lower == "number" or spelled) \
                else None  # 'house number four', 'shelf two' (not 'the house two doors down')
            if said is not None and self.numbered_by_name:  # 'place four' where the places are named by number
                place = self.position_names.get(_name_key([str(said)]))
                return self._place(i, j + 1, place) if place is not None else None
            if said is not None and 1 <= said <= self.size:
                return self._place(i, j + 1, said)  # 'house number four'
            lettered = j < len(found) and rx.fullmatch(r"[A-Z]", found[j].text) is not None and j == i + 1
            if lettered and not self.position_names and 1 <= ord(found[j].text) - 64 <= self.size:
                return self._place(i, j + 1, ord(found[j].text) - 64)  # 'plot C' of plots A to C
        ordinal = ordinal_value(word)
        if ordinal is not None and i + 1 < len(found) and singular(found[i + 1].lower) in self.position_nouns:
            return self._from_an_end(found, i, i + 2, ordinal)
        if ordinal is not None and ordinal <= self.size and self._noun_after_the_other(found, i):
            return self._place(i, i + 1, ordinal)  # 'the second or the third slot'

        sequenced = self._a_place_in_the_sequence(found, i)
        if sequenced is not None:
            return sequenced
        if ordinal is not None and i > 0 and found[i - 1].lower == "the" and i + 1 < len(found) \
                and ordinal <= self.size and found[i + 1].lower not in ("from", "to", "in", "on", "at", "of") \
                and (found[i + 1].lower in ROW_PEOPLE or singular(found[i + 1].lower) in self.lexicon.frame or (
                    [w.lower for w in found[i + 2:i + 4]] == ["from", "the"] and found[i + 1].text.isalpha())):
            # ('the fourth person', 'the first diner from the left')
            return self._from_an_end(found, i, i + 2, ordinal)  # 'the fourth person' of a row of people
        after = found[i + 1].lower if i + 1 < len(found) else "."
        if ordinal is not None and self._after_place_preposition(found, i) and not _time_noun(after):
            return self._place(i, i + 1, ordinal)  # not 'on the first evening'
        if ordinal is not None:
            counted = self._counted_place(found, i, ordinal)
            if counted is not None:
                return counted
        if ordinal is not None and self.contest and i > 0 and found[i - 1].lower in FINISHING and ordinal <= self.size \
                and not (i + 1 < len(found) and found[i + 1].lower in ("to", "from", "in", "place", "-")):
            return self._place(i, i + 1, ordinal)  # 'the student who finished 2nd', in the order of a contest
        after = found[i + 1].lower if i + 1 < len(found) else "."
        in_row = after == "in" and self._row_named(found, i + 2)
        ends = after in (".", ",", ";", "or", "and", "nor", "!", "?") or (
            i > 2 and {w.lower for w in found[:i]} & {"whoever", "who", "that"} and lexical.inflected_verb(after))
        # ('Whoever came in last paid the least': the place, before the main verb)
        verb_at = i - 2 if i > 1 and found[i - 1].lower == "in" else i - 1  # 'came in last', 'finished in third'
        if verb_at >= 0 and found[verb_at].lower in PLACE_VERBS and (ends or in_row) \
                and (ordinal is not None or self.place_words.get(word) in ("first", "last")) \
                and not self._placed_by_a_score(found[verb_at].lower):
            at = ordinal if ordinal is not None else (1 if self.place_words[word] == "first" else self.size)
            return self._place(i, i + 1, at)  # 'is first', 'either first or last'
        return self._named_place(found, i)

    def _grading_a_category(self, found: list[Word], k: int) -> bool:
        """True for 'higher' or 'lower' before a noun of one of the puzzle's categories ('a higher bib
        number than', 'a lower score'): a larger or smaller value, not a place up the ranking."""
        named = {cue for cues in self.lexicon.cues.values() for cue in cues} | SCORE_WORDS | {"number", "numbers"}
        after = []
        for word in found[k + 1:k + 4]:
            if word.lower == "than" or not word.lower.isalpha():
                break
            after.append(word.lower)
        return bool(set(after) & named)

    def _placed_by_a_score(self, verb: str) -> bool:
        """True for 'came last', 'finished first' where the puzzle scores its people: the place is by
        the score (where the row is tables or houses, never the row's end)."""
        if verb not in FINISHING_VERBS:
            return False
        return any((cues | {name.lower()}) & SCORE_WORDS for name, cues in self.lexicon.cues.items())

    @staticmethod
    def _won_outright(found: list[Word], i: int) -> bool:
        """True when 'won' ends its clause or takes the contest as object ('won.', 'won the race'),
        not a prize ('won the lottery', 'won a cup')."""
        after = [rx.sub(r"['\u2019]s$", "", w.lower) for w in found[i + 1:i + 5]]
        named = after[1:next((k for k, w in enumerate(after) if k and not w.isalpha()), len(after))]
        return not after or after[0] in (".", ",", ";", "?", "!", "and", "but", "or", "outright") or (
            after[0] in ("the", "this", "that", "today", "yesterday", "last")
            and any(w in CONTESTS for w in named))  # ('won the spelling bee', "won this year's race")

    def _colour_of(self, found: list[Word], i: int) -> Mention | None:
        """'the colour of the sky', 'painted the colour of snow': the one colour of the puzzle that
        WordNet writes together with the thing ('sky-blue', 'snow-white', 'canary yellow'), else the
        one its definition of the thing names ('the colour of grass': 'green herbage')."""
        if found[i].lower not in ("colour", "color") or i + 2 >= len(found) or found[i + 1].lower != "of":
            return None
        j = i + 2 + (found[i + 2].lower in ("a", "an", "the", "fresh", "new"))
        for end in (j + 2, j + 1):
            thing = [w.lower for w in found[j:end]]
            if end > len(found) or not all(w.replace("-", "").isalpha() for w in thing):
                continue
            colours = {ref: label.lower() for ref, label in self.lexicon.values if label.lower() in COLOURS}
            named = {ref for ref, label in colours.items() if lexical.compound_with("-".join(thing), label)}
            if not named:  # 'the colour of a pillar box': WordNet's 'a red pillar-shaped letter box'
                defined = lexical.defined_with(" ".join(thing))
                named = {ref for ref, label in colours.items() if label in defined}
            if len(named) == 1:
                return Mention(i, end, ((named.pop(), COLOUR_OF),))
        return None

    def _parity_at(self, found: list[Word], i: int) -> Mention | None:
        """'an odd-numbered house', 'an even house', 'her lane number is odd': the odd or even positions."""
        word = found[i].lower
        parity = {"odd-numbered": 1, "odd": 1, "even-numbered": 0, "even": 0}.get(word)
        said_of_a_number = parity is not None and i >= 3 and found[i - 2].lower == "number" \
            and found[i - 1].lower in ("is", "was") and singular(found[i - 3].lower) in self.position_nouns
        # ("the breaststroke swimmer's lane number is odd")
        if parity is None or (not said_of_a_number and (
                i + 1 >= len(found) or singular(found[i + 1].lower) not in self.position_nouns)):
            return None
        end = i + 1 if said_of_a_number else i + 2
        return Mention(i, end, positions=frozenset(p for p in range(1, self.size + 1) if p % 2 == parity))

    def _middle_of_the_order(self, found: list[Word], i: int) -> Mention | None:
        """'Whoever hosts the middle meeting of the five': the middle place of a people puzzle's
        ordered axis (months, days, slots) when their count is odd; None for any other words."""
        if not self.ordered_axis or found[i].lower not in ("middle", "central") or i == 0 \
                or found[i - 1].lower != "the" or self.size % 2 == 0 or i + 1 >= len(found) \
                or not found[i + 1].lower.isalpha() or self.lexicon.match(found, i + 1)[1]:
            return None
        end = i + 2
        if [w.lower for w in found[end:end + 2]] == ["of", "the"] and end + 2 < len(found) \
                and number_value(found[end + 2].lower) == self.size:
            end += 3
        return Mention(i, end, positions=frozenset({(self.size + 1) // 2}))

    def _part_of_the_week(self, found: list[Word], i: int) -> Mention | None:
        """'at the weekend': the places named Saturday and Sunday; 'on a weekday': Monday to
        Friday, when the places are days of the week."""
        word = found[i].lower
        days = WEEKEND if word in ("weekend", "weekends") else WORKDAYS if word in ("weekday", "weekdays") else None
        if days is None or i == 0 or found[i - 1].lower not in ("the", "a", "at", "on", "over", "during"):
            return None
        places = frozenset(self.week[day] for day in days if day in self.week)
        return Mention(i, i + 1, positions=places) if len(places) >= 2 else None

    def _position_named(self, found: list[Word], i: int) -> Mention | None:
        """A position by the name the text gave it ('the 10am slot' when the slots are 9:00am,
        10:00am, ...): the longest name written from word ``i``, clock times by their minute."""
        if self.numbered_by_name and not found[i].lower.isdigit():
            return None  # ('no one' is not the place named 1; 'place four' is read after its noun)
        for length in range(min(self.longest_name, len(found) - i), 0, -1):
            place = self.position_names.get(_name_key([w.lower for w in found[i:i + length]]))
            if place is not None:
                return self._place(i, i + length, place)
        return None

    def _row_named(self, found: list[Word], k: int) -> bool:
        """True when word k (after an optional 'the') names the row: 'queue', 'line', 'houses'."""
        k += k < len(found) and found[k].lower == "the"
        return k < len(found) and (found[k].lower in ROW_NOUNS or singular(found[k].lower) in self.position_nouns)

    def _first_or_last_few(self, found: list[Word], i: int) -> Mention | None:
        """'the first three positions', 'the last two people', 'the last person': the places
        at the start or at the end of the row, as many as counted (one when none is)."""
        word = found[i].lower
        top = self._top_few(found, i) or self._a_side_few(found, i)
        if top is not None:
            return top
        if word not in ("first", "last") or i == 0 or found[i - 1].lower != "the" or i + 1 >= len(found):
            return None
        count = number_value(found[i + 1].lower) if found[i + 1].lower != "one" else None  # ('the last one')
        k = i + 2 if count is not None else i + 1
        noun = found[k].lower if k < len(found) else ""
        people = noun in ROW_PEOPLE | {"people", "persons"} or (count is not None and noun.rstrip("s") in ROW_PEOPLE) \
            or (noun.isalpha() and not any(self.lexicon.index.get(key) for key in keys(noun))
                and "person" in lexical.noun_kinds(singular(noun), 1))  # 'the last child in the queue'
        if not (people or singular(noun) in self.position_nouns) or (count is None and word == "first"):
            return None  # ('the first person', 'the first seat': an ordinal, read as such)
        count = count or 1
        if not 1 <= count < self.size:
            return None
        places = range(1, count + 1) if word == "first" else range(self.size - count + 1, self.size + 1)
        return Mention(i, k + 1, positions=frozenset(places))

    def _a_side_few(self, found: list[Word], i: int) -> Mention | None:
        """'the four right-hand seats', 'the three seats on the left', 'the left half of the row':
        as many places at that end of the row."""
        lowered = [w.lower for w in found]
        if i == 0 or lowered[i - 1] != "the":
            return None
        if lowered[i] in ("left", "right") and lowered[i + 1:i + 2] == ["half"] and self.size % 2 == 0:
            end = i + 2 + (lowered[i + 2:i + 4] == ["of", "the"]) * 2
            end += end < len(lowered) and (lowered[end] in ROW_NOUNS or singular(lowered[end]) in self.position_nouns)
            half = range(1, self.size // 2 + 1) if lowered[i] == "left" else range(self.size // 2 + 1, self.size + 1)
            return Mention(i, end, positions=frozenset(half))
        count = number_value(lowered[i]) if lowered[i] != "one" else None
        if count is None or not 1 <= count < self.size or i + 2 >= len(lowered):
            return None
        side, end = "", 0
        if lowered[i + 1] in ("left-hand", "right-hand") and singular(lowered[i + 2]) in self.position_nouns:
            side, end = lowered[i + 1][:-5], i + 3  # 'the four right-hand seats'
        elif singular(lowered[i + 1]) in self.position_nouns and i + 4 < len(lowered) \
                and lowered[i + 2:i + 4] in (["on", "the"], ["to", "the"]) and lowered[i + 4] in ("left", "right"):
            side, end = lowered[i + 4], i + 5  # 'the three seats on the left'
        if not side:
            return None
        places = range(1, count + 1) if side == "left" else range(self.size - count + 1, self.size + 1)
        return Mention(i, end, positions=frozenset(places))

    def _top_few(self, found: list[Word], i: int) -> Mention | None:
        """'in the top three', 'outside the top three', 'out of the top two': the first places of
        a ranking, or the places after them."""
        if found[i].lower != "top" or i == 0 or found[i - 1].lower != "the" or i + 1 >= len(found):
            return None
        count = number_value(found[i + 1].lower)
        if count is None or not 1 <= count < self.size:
            return None
        before = [w.lower for w in found[max(0, i - 3):i - 1]]
        start = i - 1
        outside = before[-1:] == ["outside"] or before[-2:] == ["out", "of"]
        if outside:
            start -= 1 if before[-1:] == ["outside"] else 2
            return Mention(start, i + 2, positions=frozenset(range(count + 1, self.size + 1)))
        return Mention(start, i + 2, positions=frozenset(range(1, count + 1)))

    def _from_an_end(self, found: list[Word], start: int, end: int, ordinal: int) -> Mention | None:
        """The place of 'the second seat' or 'the third person' ending at ``end``, counted from
        the end the words after it name ('from the right': from the last place)."""
        if end < len(found) and found[end].lower == "from":
            k = end + 1 + (end + 1 < len(found) and found[end + 1].lower == "the")
            noun = found[k].lower if k < len(found) else ""
            if self._counted_from(noun) == "last":
                return self._place(start, k + 1, self.size + 1 - ordinal)
            if self._counted_from(noun) == "first":
                return self._place(start, k + 1, ordinal)
        return self._place(start, end, ordinal)

    def _a_place_in_the_sequence(self, found: list[Word], i: int) -> Mention | None:
        """'the first to be seen', 'the third to arrive', 'the last to leave': a place in an order of
        events, where the row is that order."""
        word = found[i].lower
        at = ordinal_value(word) if word not in ("first", "last") else (1 if word == "first" else self.size)
        if not self.in_sequence or at is None or at > self.size or i == 0 or found[i - 1].lower != "the":
            return None
        after = [w.lower for w in found[i + 1:i + 4]]
        if after[:1] in (["or"], ["nor"], ["and"]):  # 'neither the first nor the last to be seen'
            other = 2 + (after[1:2] == ["the"])
            word_after = found[i + other].lower if i + other < len(found) else ""
            if (word_after in ("first", "last") or ordinal_value(word_after) is not None) \
                    and self._a_place_in_the_sequence(found, i + other) is not None:
                return self._place(i, i + 1, at)
            return None
        if after[:1] != ["to"] or i + 2 >= len(found):
            return None
        k = i + 2 + (found[i + 2].lower in ("be", "get", "have"))
        if k >= len(found) or not found[k].lower.isalpha() or lexical.mostly_noun(found[k].lower):
            return None
        return self._place(i, k + 1, at)

    def _last_but_one(self, found: list[Word], i: int) -> Mention | None:
        """'penultimate', 'last but one', 'next to last' (not 'next to the last'): the place before
        the last."""
        word = found[i].lower
        after = [w.lower for w in found[i + 1:i + 3]]
        if word == "penultimate":
            end = i + 1 + (bool(after) and singular(after[0]) in self.position_nouns)
            return self._place(i, end, self.size - 1)
        if word == "last" and after[:2] == ["but", "one"]:
            return self._place(i, i + 3, self.size - 1)
        if word == "next" and after[:2] == ["to", "last"] and (i + 3 >= len(found) or not found[i + 3].text.isalpha()
                                                              or found[i + 3].lower in PLACE_FOLLOWERS):
            return self._place(i, i + 3, self.size - 1)
        return None

    def _counted_from(self, noun: str) -> str:
        """Which end 'from the <noun>' counts from: 'last' for the right, the back, the top; 'first'
        for the left, the front, the bottom; as the layout put an end it names ('numbered from the
        back to the front': the front is the last); '' for other words."""
        if noun in ENDS_OF_THE_LAYOUT and self.place_words.get(noun) in ("first", "last"):
            return self.place_words[noun]
        return "last" if noun in FROM_LAST else "first" if noun in FROM_FIRST else ""

    def _counted_place(self, found: list[Word], i: int, ordinal: int) -> Mention | None:
        """'third in the queue', 'second from the right', 'fourth from the top', 'first in line'."""
        j = i + 1
        if j + 1 < len(found) and found[j].lower in ("to", "from") and found[j + 1].lower == "last" \
                and ordinal <= self.size:
            return self._place(i, j + 2, self.size + 1 - ordinal)  # 'second to last', 'third from last'
        if j + 1 >= len(found) or found[j].lower not in ("in", "from"):
            return None
        k = j + 1 + (found[j + 1].lower == "the")
        if k >= len(found):
            return None
        noun = found[k].lower
        if self.ranked and noun in ("top", "bottom"):  # 'second from the top' of a ranking: the 2nd
            noun = "front" if noun == "top" else "back"
        if found[j].lower == "from" and noun == "end" and ordinal <= self.size:
            if self.ranked:  # 'second from the end' of a race: the last but one
                return self._place(i, k + 1, self.size + 1 - ordinal)
            return Mention(i, k + 1, positions=frozenset({ordinal, self.size + 1 - ordinal}))  # either end
        if found[j].lower == "from" and self._counted_from(noun) == "last":
            return self._place(i, k + 1, self.size + 1 - ordinal)
        if found[j].lower == "from" and self._counted_from(noun) == "first":
            return self._place(i, k + 1, ordinal)
        if found[j].lower == "in" and (noun in ROW_NOUNS or singular(noun) in self.position_nouns):
            return self._place(i, k + 1, ordinal)
        return None

    def _noun_after_the_other(self, found: list[Word], j: int) -> bool:
        """True when the place word at ``j`` shares the position noun of the one it is joined to
        ('either the first or the last slot', 'the second or third seat')."""
        if j + 1 >= len(found) or found[j + 1].lower not in ("or", "and", "nor"):
            return False
        for k in range(j + 3, min(j + 6, len(found))):
            before = found[k - 1].lower
            if singular(found[k].lower) in self.position_nouns and (
                    before in self.place_words or ordinal_value(before) is not None):
                return True
        return False

    def _on_a_side_of_three(self, found: list[Word], i: int) -> bool:
        """True for 'Ollie's booth is the one on the right.' in a row of two or three: 'on the left' or
        'on the right' ending the sentence, which says nothing else of a side or a neighbour, is
        the place at that end (in a longer row it could be any place on that side)."""
        after = found[i + 1].lower if i + 1 < len(found) else ""
        if [w.lower for w in found[max(0, i - 2):i]] != ["on", "the"] or after not in ("", ".", "!"):
            return False
        others = {w.lower for k, w in enumerate(found) if k != i}
        return not others & {"left", "right", "next", "beside", "neighbour", "neighbor", "of", "between", "after",
                             "before", "immediately", "directly"} and not others & set(self.place_words)
        # (not 'the last cabin on the right': the side of a place already named)

    @staticmethod
    def _an_end_by_its_side(found: list[Word], i: int) -> int:
        """How many words 'right end' or 'left-hand end' takes after 'in the' or 'at the' at ``i`` (0
        when it is no such end, or the end of something else: 'the left end of the sofa')."""
        if found[i].lower not in ("left", "right") or i < 2 or found[i - 1].lower != "the" \
                or found[i - 2].lower not in ("in", "at", "on"):
            return 0  # (not 'closer to the left end than': a comparison of places)
        after = [w.lower for w in found[i + 1:i + 4]]
        width = 2 if after[:1] == ["end"] else 4 if after[:3] == ["-", "hand", "end"] else 3 \
            if after[:2] == ["hand", "end"] else 0
        following = [w.lower for w in found[i + width:i + width + 3]]
        if width and following[:1] == ["of"] and not (following[1:2] == ["the"] and following[2:3] and (
                following[2] in ROW_NOUNS or following[2] in ("street", "row", "line", "road", "queue"))):
            return 0
        return width

    def _at_a_side_of_the_row(self, found: list[Word], i: int) -> bool:
        """True for 'at the left of the line', 'on the right of the row': that end of the row itself,
        not a side of something in it."""
        if [w.lower for w in found[max(0, i - 2):i]] not in (["at", "the"], ["on", "the"]) \
                or [w.lower for w in found[i + 1:i + 3]] != ["of", "the"] or i + 3 >= len(found):
            return False
        noun = found[i + 3].lower
        return noun in ROW_NOUNS or singular(noun) in self.position_nouns or noun in ("queue", "line", "row")

    def _named_place(self, found: list[Word], i: int) -> Mention | None:
        word = found[i].lower
        j = i
        if word in ("left", "right") and self._at_a_side_of_the_row(found, i):  # 'at the left of the line'
            return self._place(i, i + 4, 1 if word == "left" else self.size)
        handed = self._an_end_by_its_side(found, i)
        if handed:  # 'in the right end', 'at the left-hand end'
            return self._place(i, i + handed, 1 if word == "left" else self.size)
        if word in ("far", "very", "extreme") and i + 1 < len(found) and found[i + 1].lower in ("left", "right"):
            place = "first" if found[i + 1].lower == "left" else "last"
            end = i + 2
            if end < len(found) and found[end].lower in ("end", "side", "edge", "corner"):
                end += 1  # 'at the far right end'
                if [w.lower for w in found[end:end + 2]] == ["of", "the"] and end + 2 < len(found) \
                        and (found[end + 2].lower in ROW_NOUNS or singular(found[end + 2].lower) in self.position_nouns
                             or found[end + 2].lower in ("street", "lane", "road", "terrace")):
                    end += 3  # '... end of the row'
            return self._place(i, end, 1 if place == "first" else self.size)
        if word in ("left", "right") and self.size in (2, 3) and self._on_a_side_of_three(found, i):
            return self._place(i, i + 1, 1 if word == "left" else self.size)
        if word in ("farthest", "furthest"):  # 'the one farthest to the right', 'furthest left'
            k = i + 1
            if [w.lower for w in found[k:k + 2]] == ["to", "the"]:
                k += 2
            side = found[k].lower if k < len(found) else ""
            if side in ("left", "right") and (k + 1 >= len(found) or found[k + 1].lower != "of"):
                return self._place(i, k + 1, 1 if side == "left" else self.size)
        dead_centre = word in ("dead", "bang", "smack") and i + 1 < len(found) \
            and found[i + 1].lower in ("center", "centre", "middle")  # 'Ines was dead center'
        if (word == "very" or dead_centre) and i + 1 < len(found) and found[i + 1].lower in self.place_words:
            j = i + 1
            word = found[j].lower
        if word not in self.place_words:
            return None
        after = found[j + 1].lower if j + 1 < len(found) else ""
        placed = singular(after) in self.position_nouns - PARTS_OF_A_BUILDING
        if word in ENDS_OF_A_LINE and after not in ("", ".", ",", ";", "of", "or", "and", "nor", "in", "!") \
                and not placed and (lexical.mostly_noun(after) or not after.replace("'", "").isalpha()):
            return None  # 'the front door', 'the back garden' (but 'the front carriage' of carriages, and
            # 'the child at the back didn't ...')
        shared = self._noun_after_the_other(found, j)  # 'either the first or the last slot'
        noun_follows = (singular(after) in self.position_nouns or shared
                        or (after == "one" and (word.endswith("most") or self.place_words[word] == "middle"))
                        or (after in ("end", "side") and word.endswith("-hand"))) \
            and (word not in ENDS_OF_A_LINE or placed)  # 'the westernmost house', 'the left-hand end'
        said_of = word.endswith("most") and i >= 2 and found[i - 1].lower == "the" \
            and found[i - 2].lower in ("is", "was", "are", "were") and after in ("", ".", ",", ";", "!", "and")
        row_at = j + 2 + (j + 2 < len(found) and found[j + 2].lower == "the")
        of_the_row = after == "of" and row_at < len(found) and found[row_at].lower in ROW_NOUNS \
            and found[row_at - 1].lower == "the" and not {w.lower for w in found[max(0, i - 2):i]} & TOWARD_WORDS \
            and "than" not in [w.lower for w in found[row_at:]]  # 'Who is top of the ladder?' (not 'in front of
        # carriage 2', nor 'nearer the front of the queue than the person with the briefcase')
        if not noun_follows and not said_of and not dead_centre and not of_the_row \
                and (not self._after_place_preposition(found, i) or _time_noun(after)):
            return None  # (but 'Abel's cabin is the westernmost')
        if after == "of" and not of_the_row and self._of_a_time(found, j + 2):
            return None  # 'in the middle of summer': no place of the row
        end = j + 2 if noun_follows and not shared else j + 1
        if of_the_row:
            end = row_at + 1
        place = self.place_words[word]
        if place == "first":
            return self._place(i, end, 1)
        if place == "last":
            return self._place(i, end, self.size)
        plural = noun_follows and after.endswith("s") and after != singular(after)
        if plural or self.size % 2 == 0:
            return Mention(i, end, positions=frozenset(range(2, self.size)) if plural
                           else frozenset({self.size // 2, self.size // 2 + 1}))
        return self._place(i, end, (self.size + 1) // 2)

    @staticmethod
    def _of_a_time(found: list[Word], k: int) -> bool:
        """True when the words from ``k`` (after 'of') name a time ('summer', 'the night', 'the week'),
        not the row, the building or anything else a place may be the middle or top of."""
        while k < len(found) and found[k].lower in ("the", "a", "an", "this", "that", "last", "next"):
            k += 1
        return k < len(found) and _time_noun(found[k].lower)

    @staticmethod
    def _after_place_preposition(found: list[Word], i: int) -> bool:
        before = [w.lower for w in found[max(0, i - 3):i]]
        return bool(before) and before[-1] in ("the",) and any(b in ("in", "at", "on", "of", "into", "for")
                                                              for b in before)

    def _listed_places(self, found: list[Word], j: int) -> tuple[int, frozenset[int]] | None:
        """The end and the places of a list or a range of numbers written from word ``j``, after
        a place noun ('2, 4 or 6', '2 to 4', '1, 3, and 5'); None when one number is written, one
        is beyond the row, or the last counts something ('house 3, 2 doors from Bob')."""
        numbers = [_digits(found[j].lower)]
        k = j + 1
        while k < len(found):
            joins = []
            while k < len(found) and found[k].lower in (",", "or", "and", "to", "through", "-", "\u2013"):
                joins.append(found[k].lower)
                k += 1
            number = _digits(found[k].lower) if joins and k < len(found) else None
            if number is None:
                break
            last = numbers[-1]
            ranged = joins[-1] in ("to", "through", "-", "\u2013") and last is not None and last < number
            numbers += list(range(last + 1, number + 1)) if ranged and last is not None else [number]
            k += 1
            j = k - 1
        after = found[j + 1].lower if j + 1 < len(found) else ""
        if len(numbers) < 2 or any(n is None or not 1 <= n <= self.size for n in numbers) \
                or singular(after) in self.position_nouns | COUNTING:
            return None
        return j + 1, frozenset(n for n in numbers if n is not None)

    def _place(self, start: int, end: int, position: int | None) -> Mention | None:
        if position is None or not 1 <= position <= self.size:
            return None
        return Mention(start, end, positions=frozenset({position}))

    def _ordinal_value_at(self, found: list[Word], i: int) -> Mention | None:
        """'the 2nd floor', 'the third floor' where floors are a numeric category (2 to 6): the
        value the ordinal numbers, when the noun after it names that value's category."""
        ordinal = ordinal_value(found[i].lower)
        if ordinal is None or found[i].lower.isdigit():
            return None
        labels = self.lexicon.labels
        values = [r for r in self.lexicon.numbers.get(float(ordinal), [])
                  if not CLOCK_OR_MONEY.search(labels.get(r, ""))]  # ('the first slot' is no '1 pm', no '$1')
        ranked = [r for r in values if self.units.get(r.category, set()) & {"day", "days", "place", "places"}]
        if len(values) > 1 and len(ranked) == 1 and rx.fullmatch(r"\d+(?:st|nd|rd|th)", found[i].lower):
            values = ranked  # 'on the 3rd' where the dates are the 3rd, 10th, ... beside stays of 3 nights
        if i + 1 < len(found):
            noun = keys(found[i + 1].lower)
            refs = [r for r in values if noun & self.lexicon.cues.get(r.category, set())]
            if refs:
                return Mention(i, i + 2, tuple((r, 0.95) for r in refs), number=float(ordinal))
        if i > 0 and found[i - 1].lower in MONTHS and len(values) == 1 and not self.positional \
                and not any(found[i - 1].lower in keys(label.lower()) for label in labels.values()):
            return Mention(i - 1, i + 1, ((values[0], 0.95),), number=float(ordinal))  # 'on March 3rd': the 3rd
        after_in = i > 0 and found[i - 1].lower == "in" and (i + 1 >= len(found) or not found[i + 1].text.isalpha()
                                                              or found[i + 1].lower in PLACE_VERBS | {"place"})
        # ('the one in 4th was ...', 'finished in 2nd place')
        won = i > 0 and found[i - 1].lower in WON_PLACE and found[i + 1:i + 2] and found[i + 1].lower == "place"
        if i > 0 and (found[i - 1].lower in PLACE_VERBS | {"the", "and", "other"} or after_in or won) \
                and len(values) == 1 \
                and not self.positional:  # 'finished 1st', 'came 4th' when the places are a category
            after = [w.lower for w in found[i + 1:i + 3]]
            end = i + 3 if after == ["-", "place"] else i + 2 if after[:1] == ["place"] else i + 1
            return Mention(i, end, ((values[0], 0.95),), number=float(ordinal))  # (also 'the 3rd-place finisher')
        return None

    def _number_with_unit(self, found: list[Word], i: int) -> Mention | None:
        """A number word before the unit of the values it names: 'stayed one night' (1 night),
        'two years older' is no such thing (the unit names no value there: a difference)."""
        value = 0 if found[i].lower == "no" else number_value(found[i].lower)  # 'with no siblings': 0 siblings
        if value is None or found[i].lower.isdigit() or float(value) not in self.lexicon.numbers:
            return None
        following = found[i + 1].lower if i + 1 < len(found) else ""
        after = found[i + 2].lower if i + 2 < len(found) else ""
        refs = [r for r in self.lexicon.numbers[float(value)] if keys(following) & self.units.get(r.category, set())]
        if not refs or after in COMPARING_AFTER:
            return None
        return Mention(i, i + 2, tuple((r, 0.9) for r in refs), number=float(value))

    def _a_difference_at(self, found: list[Word], i: int) -> bool:
        """True for a number word, a unit of one of the puzzle's scales and a comparing word ('six days
        after', 'two years older than'): an amount of difference, never a value of its own."""
        if number_value(found[i].lower) is None or i + 2 >= len(found):
            return False
        if [w.lower for w in found[i + 1:i + 3]] == ["and", "a"] and i + 5 < len(found) \
                and found[i + 3].lower == "half" and found[i + 5].lower in COMPARING_AFTER:
            return True  # 'two and a half hours after': a difference of time, never the value 2 hours
        unit = found[i + 1].lower
        units = set().union(*self.units.values()) if self.units else set()
        return found[i + 2].lower in COMPARING_AFTER and bool(keys(unit) & units)

    def _count_at(self, found: list[Word], i: int) -> Mention | None:
        """A number word that counts, not a value: 'last of the five', 'the five friends', 'all
        four of them' (unless the noun after it is the unit of a numeric category: 'the two years')."""
        value = number_value(found[i].lower)
        if value is None or found[i].lower.isdigit() or float(value) not in self.lexicon.numbers:
            return None
        before = [w.lower for w in found[max(0, i - 2):i]]
        following = found[i + 1].lower if i + 1 < len(found) else ""
        if following in ("end", "ends", "middle", "outer", "inner", "edge", "side", "corner"):
            return None  # 'one of the two end lockers': read with the ends of the row
        measured = any(keys(following) & self.units.get(r.category, set()) for r in self.lexicon.numbers[float(value)])
        if before in (["of", "the"], ["all", "the"]) or before[-1:] == ["all"] \
                or (following in ("different", "distinct", "separate", "other", "people", "persons") and not measured):
            return Mention(i, i + 1, number=float(value))  # ('... are three different people'; not 'the pew with
            # six people' where the pews hold 3, 5, 6 or 8 people)
        unit = any(keys(following) & self.lexicon.cues.get(r.category, set())
                   for r in self.lexicon.numbers[float(value)])
        if before[-1:] == ["the"] and following.endswith("s") and following.isalpha() and not unit:
            return Mention(i, i + 1, number=float(value))
        if following.endswith("s") and following.isalpha() and not unit and not measured \
                and "person" in lexical.noun_kinds(singular(following), senses=1):
            return Mention(i, i + 1, number=float(value))  # 'and four regulars, Ann, ...': a count of people
        return None

    def _a_place_of_the_contest(self, found: list[Word], i: int) -> Mention | None:
        """'came second', 'finished second and third' in a row of lanes beside a category of places
        1st to 4th: that place, not the second lane."""
        rank = ordinal_value(found[i].lower)
        if rank is None or i == 0:
            return None
        k = i - 1
        while k > 0 and (found[k].lower in ("and", "or", ",", "in") or ordinal_value(found[k].lower) is not None):
            k -= 1  # ('came second and third', 'came in second')
        if found[k].lower not in FINISHED or not self._places_listed():
            return None
        refs = [ref for number, refs in self.lexicon.numbers.items() if number == rank for ref in refs
                if self.units.get(ref.category, set()) & {"place", "places"}]
        return Mention(i, i + 1, ((refs[0], 1.0),)) if len(refs) == 1 else None

    def _places_listed(self) -> bool:
        """True when a category lists places in a contest ('first, second, third', '1st to 4th')."""
        return any(self.units.get(ref.category, set()) & {"place", "places"}
                   or self.lexicon.labels.get(ref, "").lower() in ("1st", "first")
                   for number, refs in self.lexicon.numbers.items() if number == 1.0 for ref in refs)

    def _last_place_at(self, found: list[Word], i: int) -> Mention | None:
        """'finished last', 'came first' when the places are a category of ordinals (1st to 5th)."""
        word = found[i].lower
        won = word in ("won", "winner", "wins") or (word == "win" and i > 0 and found[i - 1].lower in (
            "not", "n't", "didn't", "doesn't", "never", "did", "does", "to"))  # 'Tip did not win'
        place = "first" if won else "second" if word in ("runner-up", "runners-up") \
            else self.place_words.get(word)
        if self.positional or place not in ("first", "last", "second"):
            return None
        following = found[i + 1].text if i + 1 < len(found) else ""
        if word in ("won", "wins", "win") and ((following[:1] in "$\u00a3\u20ac0123456789" and following)
                                               or ordinal_value(following.lower()) is not None
                                               or number_value(following.lower()) is not None):
            return None  # 'won $10 more than ...': what was won, not the first place; 'won 1st place': the 1st
        came_in = i > 1 and found[i - 1].lower == "in" and found[i - 2].lower in PLACE_VERBS  # 'came in last'
        if word in self.place_words and (i == 0 or found[i - 1].lower not in PLACE_VERBS) and not came_in:
            return None
        ranks = [refs for number, refs in self.lexicon.numbers.items() if number == 1.0]
        categories = {r.category for refs in ranks for r in refs}
        if len(categories) != 1:
            return None
        category = categories.pop()
        numbers = sorted(n for n, refs in self.lexicon.numbers.items() if any(r.category == category for r in refs))
        if numbers != [float(k) for k in range(1, len(numbers) + 1)]:
            return None  # only places counted 1, 2, 3, ...
        chosen = numbers[0] if place == "first" else numbers[1] if place == "second" else numbers[-1]
        ref = next(r for r in self.lexicon.numbers[chosen] if r.category == category)
        return Mention(i, i + 1, ((ref, 0.95),), number=chosen)

    def _number_at(self, found: list[Word], i: int) -> Mention | None:
        counted = COUNTED_AS.fullmatch(found[i].lower)  # 'the six-strong company', 'a 12-person team'
        if counted is not None:
            number = _digits(counted.group(1))
            number = number if number is not None else number_value(counted.group(1))
            if number is not None and float(number) in self.lexicon.numbers:
                return Mention(i, i + 1, tuple((r, 0.9) for r in self.lexicon.numbers[float(number)]),
                               number=float(number))
        value: float | int | None = _digits(found[i].lower.replace(",", "").lstrip("$\u00a3\u20ac").rstrip("%"))
        if value is None:
            value = _decimal(found[i].lower.replace(",", "").lstrip("$\u00a3\u20ac"))  # '$10.00', '8.5'
        if value is None:
            value = number_value(found[i].lower)
            if value is None or float(value) not in self.lexicon.numbers:
                return None  # a number word that names no value is a count ('two houses')
            if found[i].lower in ("once", "twice", "thrice"):
                return Mention(i, i + 1, number=float(value))  # 'broke down twice': how often, not the value 2
        refs = self._by_unit(found, i, self.lexicon.numbers.get(float(value)) or [])
        if refs:
            return Mention(i, i + 1, tuple((r, 0.9) for r in refs), number=float(value))
        return Mention(i, i + 1, number=float(value))

    def _by_unit(self, found: list[Word], i: int, refs: list[Ref]) -> list[Ref]:
        """The values a number may name, narrowed by how it is written: '$30' is an amount of money
        where one category is in dollars, '30 years old' or '30-year-old' is no amount of money; '10 cm'
        is no age of 10 where a category is measured in cm."""
        following = found[i + 1].lower if i + 1 < len(found) else ""
        units = set().union(*self.units.values()) if self.units else set()
        if refs and following in PHYSICAL_UNITS and following in units and found[i].text[:1] not in "$\u00a3\u20ac" \
                and not any(keys(following) & self.units.get(r.category, set()) for r in refs):
            return []  # ('he is 10 cm taller than her' beside ages of 7 to 11: a difference of heights)
        money = {r for r in refs if self.units.get(r.category, set()) & CURRENCY_MARKS}
        written = found[i].text
        if i > 0 and found[i - 1].text in ("$", "\u00a3", "\u20ac"):
            written = found[i - 1].text + written  # ('£10', which the words part: the pound sign before it)
        if written[:1] in "$\u00a3\u20ac" or following in ("dollars", "pounds", "euros", "cents", "pence", "bucks"):
            kept = [r for r in refs if r in money and (written[:1] in self.units.get(r.category, set())
                                                       or written[:1] not in "$\u00a3\u20ac")]
            priced = any(u & CURRENCY_MARKS for u in self.units.values())
            return kept or ([] if priced else refs)  # ('spent more than £10' beside pots of 1 to 10 litres:
            # an amount of money, never the 10-litre pot, where some category is in pounds)
        if len(refs) < 2:
            return refs
        if following in ("years", "year", "yrs", "old") or rx.search(r"-years?-old$|-year$", written.lower()):
            return [r for r in refs if r not in money] or refs
        return refs


AGE_UNITS = {"years", "year", "old", "age", "ages", "aged"}
"""Words of a category of ages."""


PHYSICAL_UNITS = {"cm", "mm", "m", "km", "kg", "g", "lb", "lbs", "ft", "feet", "foot", "inch", "inches", "mi", "miles",
                  "mile", "metres", "meters", "metre", "meter", "kilometres", "kilometers", "kilograms", "grams",
                  "centimetres", "centimeters", "kilos", "oz", "ounces", "litres", "liters", "ml"}
"""Units of length, weight and volume: a number said with one names no value of another measure."""
SURELY = 0.85
"""Forms below this confidence (synonyms) must be written as they are, or in the plural."""


def _same_or_plural(written: str, form: str) -> bool:
    """True when a word is written as the form, its plural or the possessive of either
    ('physician's', 'the kittens''), or a plural form in the singular a noun takes before
    another ('the book stall' for books)."""
    written = rx.sub(r"(?:'s|\u2019s|'|\u2019)$", "", written)
    return written in (form, form + "s", form + "es") or (form.endswith("y") and written == form[:-1] + "ies") \
        or (len(written) > 2 and form in (written + "s", written + "es"))


def _verb_form(word: str) -> bool:
    """A verb in the third person ('reads', 'paints', 'watches'): its own stem is among its keys."""
    if not word.endswith("s") or word.endswith(("ss", "'s", "\u2019s")):  # not 'boss', not "Fay's"
        return False
    return bool({word[:-1], word[:-2]} & keys(word))


@lru_cache(maxsize=8192)
def is_kin(word: str) -> bool:
    """True for a noun of a relative ('sister', 'cousin', 'grandmother'): a word before it describes
    the relative ('a twin sister'), it names no value of the person's own."""
    return word.isalpha() and any(name == "relative" for _, name in lexical.noun_ancestors(word).values())


@lru_cache(maxsize=8192)
def _decimal(word: str) -> float | None:
    """'10.00' -> 10.0, '8.5' -> 8.5; None for anything else."""
    return float(word) if rx.fullmatch(r"\d+\.\d+", word) else None


def _time_noun(word: str) -> bool:
    """A noun of time after a place word ('on the first evening', 'the last week'): the
    ordinal counts times, not places in the row."""
    return word.isalpha() and word not in PLACE_FOLLOWERS and "time" in lexical.noun_kinds(word) \
        and "person" not in lexical.noun_kinds(word)


def _name_key(lowered: list[str]) -> tuple[str, ...]:
    """How a position's name is compared: its words, a clock time as its minute of the day."""
    if len(lowered) == 1:
        minute = clock_minutes(lowered[0])
        if minute is not None:
            return (f"{minute} min",)
    return tuple(lowered)


def _digits(word: str) -> int | None:
    return int(word) if word.isascii() and word.isdigit() else None  # not '⁵' or '٣'


COUNTING = {"person", "people", "door", "place", "space", "step", "minute", "hour", "day", "year"}
"""Nouns a number may count right after a place ('house 3, 2 doors from Bob')."""


@lru_cache(maxsize=8192)
def singular(word: str) -> str:
    """A plural noun in the singular by its ending (benches, boxes, cities, shelves); other words as they are."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("ves") and len(word) > 4 and word.isalpha():  # 'shelves', 'knives': the tables say which
        found = lexical.singular_in_ves(word)
        if found is not None:
            return found
    if rx.search(r"(?:ss|sh|ch|x|z)es$", word):
        return word[:-2]  # 'benches', 'boxes'
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def category_cues(declaration_words: str) -> set[str]:
    """The lexical keys of the content words of a category's declaration."""
    stop = {"the", "a", "an", "each", "every", "everyone", "person", "people", "different", "unique",
            "has", "have", "is", "are", "of", "in", "their", "his", "her", "one", "own"}
    return {k for w in words(declaration_words) for part in w.lower.split("-") if part not in stop and part.isalpha()
            for k in keys(part)}  # ('Movie-Genre': movie, genre)

