"""Meaning: the relation a sentence states between its mentions, as candidate clues.

A sentence is reduced to its skeleton: the mentions (values, positions, numbers) and the cue
words between them (not, left, right, immediately, somewhere, next, between, in that order,
end, either, or, neither, nor, one, other, different, than, comparatives); every other word is
filler and is tolerated. A small compositional grammar reads the skeleton: neither/nor,
either/or, 'of A and B, one ... and the other ...', 'A, B and C are different', and the simple
clause 'subject relation object(s)' with negation. Where the words allow several meanings
('left of': immediately or somewhere), every meaning is kept, weakest first, for the solver to
judge. A sentence with fewer than two things to relate, or whose only link is a word with no
relation in it ('X is good friends with Y'), states nothing about the puzzle and is ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from collections.abc import Callable, Sequence
from itertools import combinations, pairwise, permutations, product

from ...clues import (All, Apart, Arith, At, AtEnd, Before, Between, Clue, Compare, Const, Different, Either, Expr,
                       LabelAt, Not, NotApart, NotAt, Offset, Pos, Relation, Same, negation)
from ...english.words import number_value, ordinal_value
from ...model import Ref
from . import rx
from .declarations import VERTICAL_NOUNS

from .compare import (COMPARATIVES, LESS, MEASURED, MONEY, MONEY_VERBS, MORE, OUTCOMES, OWN_MEASURE_WORDS, SUPERLATIVES,
                      TIME_WORDS, UNIT_MEASURES, Scale,
                      better_end,
                      calendar_years, monthly,
                      compare_clue,
                      direction, multiple_clue, multiple_factor,
                      duration_minutes, in_time, names_a_scale, outcome, scales_named, ungraded_age)
from .compare import grades, timed as of_time_taken
from . import lexical
from .lexical import noun_ancestors
from .mentions import Mention, Word, keys, singular
from .stories import (aside, beside_its_own, end_of_a_stretch, first_of_a_stretch, fronted_time,
                      end_named_by_number, opening_and_closing, own_side, possessed, side_of_a_named_one,
                      without_idle_relative)

NEIGHBOUR_WORDS = ("neighbour", "neighbor")
"""The noun of the one next door ('her neighbour below')."""
IN_A_ROW = "speaks of places in a row, but the puzzle's people are not in a row"
"""Why a sentence of a puzzle read as people with no places is unsure ('finished ahead of Dev')."""
CUES: dict[str, str] = {}
PHRASAL_AFTER = {"look", "looks", "looked", "looking", "named", "cared", "tended"}
"""Verbs that make 'after' part of themselves ('looked after' is cared for): no order in time."""


def _cue(kind: str, *found: str) -> None:
    for word in found:
        CUES[word] = kind


_cue("NOT", "not", "never", "n't", "no", "nobody", "nobody's", "isn't", "doesn't", "don't", "didn't", "wasn't",
     "aren't", "weren't", "cannot", "can't")
_cue("NOT", "without")  # 'Boris lives without a cat' (a denied 'without' is said 'with' before: 'can't ... without')
_cue("NOT", "isnt", "doesnt", "didnt", "dont", "wasnt", "arent", "werent", "hasnt", "hadnt", "havent",
     "wouldnt", "shouldnt", "couldnt")  # 'Priya didnt have the pepperoni', as a text message writes it
_cue("NOT", "hates", "hate", "hated", "dislikes", "dislike", "disliked", "detests", "detest", "detested", "loathes",
     "loathe", "loathed", "despises", "despise", "despised", "avoids", "avoid", "avoided", "shuns", "shun", "refuses",
     "refuse", "refused")  # 'Dan hates pretzels': Dan has no pretzels
_cue("LEFT", "left", "leftwards", "west", "before", "earlier", "below", "beneath", "under", "lower", "front", "ahead",
     "lower-numbered", "smaller-numbered", "left-hand", "preceding")
_cue("RIGHT", "right", "rightwards", "east", "after", "later", "above", "over", "higher", "behind", "beyond",
     "higher-numbered", "larger-numbered", "bigger-numbered", "right-hand", "along", "following")
ALONG_BEFORE = {"further", "farther", "doors", "door", "houses", "house", "places", "place", "spaces", "space",
                "berths", "berth", "plots", "plot", "stalls", "stall", "pitches", "pitch"}
"""Words before an 'along' that points along the row ('further along', 'two doors along')."""
_cue("IMM", "immediately", "directly", "just", "exactly", "immediate", "direct", "straight")
_cue("SOME", "somewhere", "anywhere", "sometime", "further", "farther", "some")
_cue("NEXT", "next", "adjacent", "beside", "back-to-back", "neighbor", "neighbors", "neighbour", "neighbours",
     "neighboring", "neighbouring", "alongside", "abutting", "bordering", "consecutive", "successive",
     "adjoining", "contiguous")
_cue("BETWEEN", "between", "among", "amongst", "separates", "separate", "separated", "separating")
_cue("APART", "apart", "away", "distant", "removed")
_cue("ORDER", "order")
_cue("END", "end", "ends", "edge", "edges", "extreme", "extremes")
_cue("OPPOSITE", "opposite")
_cue("EITHER", "either")
_cue("NEITHER", "neither")
_cue("NOR", "nor")
_cue("OR", "or")
_cue("AND", "and", "both", "but")
_cue("OTHER", "other", "other's", "other\u2019s")
_cue("DIFF", "different", "distinct")
_cue("SAME", "same", "identical")
_cue("COMMA", ",", ";", ":")
_cue("SPAN", "house", "houses", "people", "persons", "positions", "position", "places", "place",
     "seats", "seat", "spots", "spot", "floors", "floor", "doors", "door", "spaces", "space",
     "rooms", "room", "slots", "slot", "lanes", "lane", "steps", "step", "homes", "home")
_cue("ONE", "one")
GOING_HOME = {"took", "take", "takes", "taking", "went", "go", "goes", "going", "came", "come", "comes", "coming",
              "brought", "bring", "brings", "headed", "head", "heads", "drove", "walked", "got", "get", "gets"}
"""Verbs after which 'home' is where someone goes, not a house counted ('took home $9')."""

LINKS = {
    "the", "a", "an", "is", "are", "was", "were", "be", "been", "being", "am", "does", "do", "did",
    "who", "whom", "that", "which", "whose", "person", "one", "man", "woman", "owner", "people",
    "someone", "somebody", "whoever", "resident", "individual", "guy", "lady", "in", "at", "with",
    "of", "for", "by", "on", "to", "from", "also", "lives", "live", "living", "lived", "resides",
    "reside", "stays", "has", "have", "had", "having", "owns", "own", "owned", "keeps", "keep",
    "kept", "holds", "home", "house", "located", "situated", "found", "sits", "sit", "stands",
    "stand", "standing", "sitting", "lies", "lay", "lying", "belongs", "belong", "belonged",
    "it", "its", "their", "his", "her", "they", "he", "she",
    "there", "here", "this", "these", "those", "likes", "like", "loves", "love", "enjoys",
    "enjoy", "prefers", "prefer", "favorite", "favourite", "uses", "use", "drives", "drive",
    "plays", "play", "reads", "read", "eats", "eat", "drinks", "drink", "smokes", "smoke",
    "wears", "wear", "works", "work", "as", "named", "called", "place", "spot", "position",
    "seat", "same", "pet", "pets", "person's", "where", "into", "up",
    "down", "within", "exactly", "precisely", "then", "so", "too", "well", "indeed",
    "actually", "known", "what", "s", "'s", "'", "very", "ones", "guest", "member",
    "parked", "parks", "moored", "docked", "garaged", "stabled", "stationed", "based",
    "park", "parking", "moor", "moors", "berthed", "occupies", "occupy", "occupied", "pitched",
    "taken", "brought", "delivered", "sent", "served", "carried",  # ('the porridge was taken up to room 1')
    "gets", "get", "got", "off", "alights", "alighted",  # ('gets off at the stop furthest from the depot')
}
"""Words that link a subject to a value without stating any relation beyond 'the same person'."""


PLAIN_SIDES = frozenset({"above", "below", "beneath", "underneath", "under", "over", "left", "right"})
"""Words of a side of a place that compare nothing but places."""
ONE_ON_EACH_SIDE = rx.compile(r"\bon one side(?: of (?:him|her|them|it))?\b.*\bon the other(?: side)?\b")
"""'had the vet on one side of him and the Dane on the other'."""
IN_THE_YEAR = rx.compile(r"\b(?:born|birthday|birthdays)\s+(?:\w+\s+)?(?:later|earlier|sooner)\b"
                         r"|\b(?:later|earlier|sooner)\s+in\s+the\s+(?:year|calendar)\b")
"""'born later', 'a birthday earlier', 'later in the year': a comparison of dates, not of places in a
row ('earlier in the queue than the person born in November' is a place)."""
COMPASS_WORDS = frozenset({"north", "south", "east", "west", "northern", "southern", "eastern", "western",
                           "northward", "southward", "eastward", "westward", "northwards", "southwards", "eastwards",
                           "westwards", "northeast", "northwest", "southeast", "southwest"})
"""Words of a compass direction: a relation, never the words of 'is the same as'."""
IN_THE_DAY = rx.compile(r"\b(?:later|earlier|sooner)\s+in\s+the\s+(?:day|morning|afternoon|evening)\b"
                        r"|\b(?:later|earlier)\s+(?:time|hour)(?:\s+of\s+(?:the\s+)?day)?\b")
"""'later in the day', 'at an earlier time of day': a comparison of clock times, not of days."""
ROW_WAY_LEAD = rx.compile(r"(?:(?:going|counting|reading|looking)\s+)?from\s+(?:the\s+)?(?:left|front)\s+to\s+"
                          r"(?:the\s+)?(?:right|back)\s*,")
"""'From front to back,' before a clue: the row's own way, toward the higher places."""


SAME_KIND_AS_ONE = "relates two things of one kind as one"
"""Why a clause that makes two values of one category one thing reads as nothing."""


@dataclass
class Reading:
    """The candidate meanings of one sentence, weakest first; empty means it states nothing."""

    candidates: list[Clue] = field(default_factory=list)
    ignored: str = ""
    unsure: str = ""
    extra: list[Clue] = field(default_factory=list)
    doubt: str = ""
    """Set when the sentence may also state nothing (a red herring): the solver decides."""
    group: str = ""
    """Sentences of one group share one choice of reading ('left of': somewhere or immediately,
    the same all through one author's puzzle)."""


@dataclass(frozen=True)
class Item:
    """One element of a sentence's skeleton: a mention or a cue word."""

    kind: str
    mention: Mention | None = None
    word: str = ""
    number: int | None = None
    at: int = 0


def _said_again(items: list[Item], mention: Mention) -> bool:
    """True when the mention names exactly what the item right before it names ('won first
    place': the winner's place, then the place again)."""
    if not items or items[-1].kind != "E" or items[-1].mention is None:
        return False
    before = items[-1].mention
    same = {r for r, _ in before.refs} == {r for r, _ in mention.refs}
    return bool(mention.refs) and len(mention.refs) == 1 and same and before.positions == mention.positions


def _apposed_again(items: list[Item], mention: Mention, found: list[Word]) -> bool:
    """True for an aside between commas that names again what comes right before it ('the 190 cm
    swimmer, the tallest of the group, is not in lane 7')."""
    if len(items) < 2 or items[-1].kind != "COMMA" or not _said_again(items[:-1], mention):
        return False
    rest = [w for w in found[mention.end:] if w.text.isalnum()]  # ('posted the fastest split of the four, 11.9
    numeric = all(isinstance(ref.value, (int, float)) for ref, _ in mention.refs)  # seconds.': the value, its unit)
    return not rest or (len(rest) == 1 and numeric) or _after_the_aside(found, mention.end) < len(found)


PRONOUNS_AFTER = frozenset({"i", "we", "you", "he", "she", "they", "it", "everyone", "nobody"})
"""Subjects that open a clause after 'after that': a sequence of events, not a relation to 'that'."""


def _a_last_phrase_of_place(found: list[Word], k: int, starts: dict[int, Mention]) -> bool:
    """True when a mention starts at ``k`` (after an article, maybe) and ends the sentence ('..., in
    Room C.')."""
    if k < len(found) and found[k].lower == "the" and k not in starts:
        k += 1
    mention = starts.get(k)
    return mention is not None and mention.refs != () and all(not w.lower.isalnum() for w in found[mention.end:])


THAN_EXACTLY = rx.compile(r"\b(?P<word>[a-z]+er|more|less|fewer)\s+than\s+exactly\s+"
                          r"(?P<count>one|two|three|four|five|\d)\s+(?:other\s+|of\s+the\s+)?(?:others?|people|persons?|friends?|guests?|players?|"
                          r"runners?|members?|children|neighbours?|neighbors?)\b")
"""'taller than exactly one other person': the subject's place on a scale, counted from an end."""
REDUCED_RELATIVES = frozenset({"born", "named", "called", "aged", "based", "seated", "dressed", "raised", "living",
                               "working", "wearing", "sitting", "standing", "staying", "coming"})
"""Participles after a noun that say who it is ('the member born in May'), no verb of a clause."""


def _plain_number(value: float) -> float | int:
    """A scale's value as its category holds it: 30 for 30.0."""
    return int(value) if float(value).is_integer() else value


def _said_again_by_a_participle(items: list[Item], mention: Mention, found: list[Word]) -> bool:
    """True for a mention after a comma and a participle or a preposition that names what the item
    before the comma named ('won, taking the top score': the best score, said twice; 'in the last
    house, in the right end')."""
    if len(items) < 2 or items[-1].kind != "COMMA" or not _said_again(items[:-1], mention):
        return False
    between = [w.lower for w in found[items[-1].at + 1:mention.start]]
    if between[:1] in (["in"], ["at"], ["on"]) and mention.is_position:
        between = between[1:]  # 'lives in the last house, in the right end': the same place, said twice
    elif not between or not between[0].endswith("ing"):
        return False
    else:
        between = between[1:]
    return len(between) <= 1 and all(w in ("the", "a", "an", "their", "his", "her", "its") for w in between)


def _after_the_aside(found: list[Word], start: int) -> int:
    """Where the sentence goes on after an aside's closing comma (at most six words on), or the
    sentence's length when no comma closes it there."""
    for k in range(start, min(len(found), start + 6)):
        if found[k].text == ",":
            return k + 1
    return len(found)


def _under_a_thing_unnamed(found: list[Word], i: int, starts: dict[int, Mention], nouns: frozenset[str]) -> bool:
    """True when 'under' at ``i`` is said of a plain thing no mention names and no place is
    ('under the tree', 'beneath a blanket'): a where that relates nothing of the puzzle."""
    k = i + 1
    if k < len(found) and found[k].lower in ("the", "a", "an", "his", "her", "their", "its"):
        k += 1
    if k >= len(found) or k == i + 1 or k in starts or not found[k].lower.isalpha():
        return False
    word = _singular(found[k].lower)
    return word not in nouns | POSITION_WORDS | COUNTED and word not in STRUCTURAL and word not in CUES \
        and (k + 1 >= len(found) or not found[k + 1].lower.isalpha() or found[k + 1].lower in ("and", "but", "while"))


def skeleton(found: list[Word], mentions: list[Mention],
             nouns: frozenset[str] = frozenset()) -> tuple[list[Item], list[str]]:
    """The mentions and cue words of a sentence, and the content words that are neither; the
    puzzle's own position nouns ('huts', 'floors') count positions like 'houses'."""
    items: list[Item] = []
    unknown: list[str] = []
    starts = {m.start: m for m in mentions}
    i = 0
    while i < len(found):
        mention = starts.get(i)
        if mention is not None:
            if _apposed_again(items, mention, found):  # 'The 190 cm swimmer, the tallest of the group, is ...'
                items.pop()  # (the comma before the aside; the one after it is skipped below)
                i = _after_the_aside(found, mention.end)
                continue
            if _said_again_by_a_participle(items, mention, found):  # 'The cherry pie won, taking the top score'
                items.pop()  # (the comma: the participle says again what the verb said)
                i = mention.end
                continue
            if (mention.is_value or mention.is_position) and not _said_again(items, mention):
                items.append(Item("E", mention, at=i))
            elif mention.is_value or mention.is_position:
                pass  # 'won first place': one place, said twice
            elif [w.lower for w in found[max(0, i - 2):i]] == ["of", "the"] and mention.end == i + 1:
                # 'the oldest of the four friends': the whole group, no count
                i = mention.end + (mention.end < len(found) and found[mention.end].lower.isalpha())
                continue
            else:
                items.append(Item("N", mention, number=int(mention.number or 0), at=i))
            i = mention.end
            continue
        word = found[i].lower
        if number_value(word) is not None and [w.lower for w in found[max(0, i - 2):i]] == ["of", "the"] \
                and i + 1 < len(found) and (not found[i + 1].lower.isalpha() or _singular(found[i + 1].lower)
                                            in COUNTED | {"friend", "child", "children", "pupil", "member"}):
            i += 1 + found[i + 1].lower.isalpha()  # 'the oldest of the four friends': the group, no count
            continue
        kind = CUES.get(word)
        if kind is None and word.endswith(("n't", "n\u2019t")) and len(word) > 3:
            kind = "NOT"  # "won't", "wouldn't", "hasn't", "mustn't": every verb denied
        if word in ("following", "preceding") and (i == 0 or found[i - 1].lower in ("the", "a", "an", "these")
                                                   or i + 1 >= len(found) or found[i + 1].lower in (":", ",")):
            kind = None  # 'the following day', 'in the following order': no relation ('the slot following Ben's')
        if word == "after" and i > 0 and found[i - 1].lower in PHRASAL_AFTER:
            kind = None  # 'was looked after by Nadia', 'takes after her aunt': no time
        if word in ("after", "before") and [w.lower for w in found[i + 1:i + 2]] in (["that"], ["this"]) \
                and i + 2 < len(found) and (found[i + 2].lower in PRONOUNS_AFTER or found[i + 2].text == ","):
            kind = None  # '... sorted, but after that I keep going round in circles': then, no relation
        if word == "along" and not ((i > 0 and found[i - 1].lower in ALONG_BEFORE) or (
                i + 1 < len(found) and found[i + 1].lower in ("from", "than"))):
            kind = None  # 'gets along with Bo', 'came along': no side ('further along than', 'two doors along')
        if word == "along" and any(found[j].lower == "side" and found[j - 1].lower in ("left", "right")
                                   for j in range(i + 2, len(found))):
            kind = None  # 'the next one along from the red, on the church side': the side says which way
        if word in ("ends", "ending", "ended", "end") and i + 1 < len(found) and found[i + 1].lower in ("in", "with") \
                and not (i > 0 and found[i - 1].lower in ("the", "one", "either", "each", "far", "other")):
            kind = None  # 'whose plate ends in M': a verb, no end of the row
        if word == "under" and i > 0 and found[i - 1].lower == "born":
            kind = None  # 'born under Libra': a star sign, not a place below
        if word == "under" and [w.lower for w in found[i + 1:i + 3]] == ["the", "hammer"]:
            kind = None  # 'went under the hammer at 7:40': sold at an auction, not a place below
        if word in ("under", "beneath", "underneath") and _under_a_thing_unnamed(found, i, starts, nouns):
            kind = None  # 'found a sledge under the tree': where it was found, no place below another
        if word == "over" and i + 1 < len(found) and found[i + 1].lower in ("from", "to", "here", "there"):
            kind = None  # 'made the trip over from Bramley', 'came over to us': a journey, not a place above
        if word in ("neighbour", "neighbor") and items and items[-1].kind == "E" and items[-1].mention is not None \
                and items[-1].mention.end == i and items[-1].mention.start > 0 \
                and found[items[-1].mention.start - 1].lower in ("the", "a", "an") \
                and not found[i - 1].lower.endswith(("'s", "\u2019s", "'", "\u2019")):
            kind = None  # 'the Japanese neighbour': the one who is Japanese (not 'the violinist's neighbour')
        if word in ("neighbour", "neighbor") and i > 0 and found[i - 1].lower in ("the", "a", "an") \
                and i + 1 < len(found) and found[i + 1].lower in ("who", "that", "whose") \
                and not (i > 1 and found[i - 2].lower.endswith(("'s", "\u2019s", "'", "\u2019"))) \
                and not (i > 1 and found[i - 2].lower in ("has", "have", "had", "having", "with")):
            kind = None  # 'The neighbour who parks in space 2': the person, where neighbours are the people
            # (not 'Ben has a neighbour who drinks water': one next door to Ben)
        if word in ("neighbour", "neighbor") and i == 1 and found[0].lower in ("the", "a") \
                and i + 1 < len(found) and found[i + 1].lower in ("from", "with", "in", "at", "on", "whose", "born"):
            kind = None  # 'The neighbour from Canada lives in the first house': the person, not one next door
        if kind == "SPAN" and items and items[-1].kind == "END" and items[-1].at == i - 1:
            kind = None  # 'does not park in an end space': the place's own noun
        if kind == "SPAN" and i > 0 and found[i - 1].lower in ("more", "fewer", "less", "most", "fewest"):
            kind = None  # 'had more people in it than': a count compared, no span of places
        if kind == "SPAN" and items and items[-1].kind == "E" and items[-1].mention is not None \
                and (items[-1].mention.end == i or (items[-1].mention.end == i - 1 and found[i - 1].lower in
                                                    ("front", "back", "main", "side", "garden", "painted"))):
            kind = None  # 'the resident with the green front door': the thing the value is said of
        going_home = word == "home" and i > 0 and found[i - 1].lower in GOING_HOME
        if going_home:
            kind = None  # 'took home $9', 'went home early': no count of homes
        following = found[i + 1].lower if i + 1 < len(found) else ""
        if word == "," and following in ("in", "at", "on") and _a_last_phrase_of_place(found, i + 2, starts) \
                and items and items[-1].kind == "E":
            kind = None  # 'Dr Okoye opens the morning at 9:00, in Room C.': one more thing of the same one
        if word == "right" and following in ("next", "beside", "by", "after", "before", "behind", "above", "below",
                                             "under", "over", "beneath", "underneath", "alongside"):
            kind = "IMM"
        elif word == "right" and following in ("in", "at", "on", "between"):
            kind = None  # 'right in the middle', 'right at the end': the very place, no side
        if word in ("directly", "right", "just", "immediately") and following == "outside":
            kind = None  # 'parked directly outside number 6': at number 6
        if word in ("front", "ahead") or (word == "behind"):
            kind = CUES[word]
        if word == "side" and [w.lower for w in found[i + 1:i + 3]] == ["by", "side"]:
            items.append(Item("NEXT", word="side by side", at=i))  # 'were side by side'
            i += 3
            continue
        if word in ("outside", "outer", "outermost", "end") and _singular(following) in nouns | POSITION_WORDS:
            if word == "outside" and i + 2 < len(found) and found[i + 2].lower.isdigit():
                i += 1  # 'parked outside house 4': at house 4
                continue
            kind = "END"  # 'either outside lane', 'one of the end seats'
        if word == "next" and i > 0 and found[i - 1].lower in ("whose", "his", "her", "their", "its", "my", "our",
                                                               "your") and following.isalpha() \
                and following not in ("to", "door", "doors", "neighbour", "neighbor", "neighbours", "neighbors"):
            kind = None  # 'the person whose next trip is to Vietnam': the coming one, no neighbour
        if word == "one" and i > 0 and found[i - 1].lower in ("the", "that", "this") \
                and _singular(following) not in nouns | POSITION_WORDS:
            kind = None  # 'the locker to the left of the one used by Hugo': 'one' stands for the locker
        if word in ("order", "orders", "ordered") and not (i > 0 and found[i - 1].lower in ORDER_BEFORE):
            kind = None  # 'Ivy didn't order the pie': the verb, not 'in that order'
        if word == "other" and following == "than" and i > 0 \
                and found[i - 1].lower in ("someone", "somebody", "anyone", "one", "person", "the"):
            items.append(Item("NOT", word="other than", at=i))  # 'The doctor is someone other than Dove'
            i += 2
            continue
        if word == "yet" and i > 0 and found[i - 1].lower == ",":
            kind = "AND"  # '..., yet raised the smallest sum': a second clause of the same subject
        if word in ("though", "although") and i > 0 and found[i - 1].lower == "," \
                and i + 1 < len(found) and found[i + 1].lower in ("not", "never"):
            kind = "AND"  # '... at noon, though not by Dr Patel': the same subject, a second thing it is not
        if word == "and" and not items and i == 0:
            i += 1  # 'And Ivy didn't touch the cola.': a sentence that goes on from the one before
            continue
        if word in ("bumper", "nose", "side") and [w.lower for w in found[i + 1:i + 3]] in (
                ["to", "bumper"], ["to", "tail"], ["by", "side"]) and not (i > 0 and found[i - 1].lower == "by"):
            items.append(Item("NEXT", word=" ".join(w.lower for w in found[i:i + 3]), at=i))
            i += 3  # 'is bumper to bumper with', 'nose to tail with': next to
            continue
        if word == "but" and i > 0 and found[i - 1].lower in ("nothing", "none", "anything"):
            kind = None  # 'drinks nothing but water': only water
        if word == "left" and not _side_word(found, i):
            kind = None  # 'Harry left in 2005', 'whoever left school': the verb
        if word == "front" and not (i > 0 and found[i - 1].lower == "in"):
            kind = None  # 'in front of', not 'the front door'
        if word in SIZE_WORDS and "number" in [w.lower for w in found[i + 1:i + 3]]:
            kind = SIZE_WORDS[word]  # 'a smaller seat number than', 'a greater number than'
        if word in ("later", "earlier", "sooner") and [w.lower for w in found[i + 1:i + 3]][:2] in (["in", "the"],) \
                and i + 3 < len(found) and _singular(found[i + 3].lower) in nouns | {"queue", "line", "order", "row"}:
            kind = "RIGHT" if word == "later" else "LEFT"  # 'later in the queue than': further along the row
        if word in ("back", "forward", "forwards") and i > 0 and found[i - 1].lower in ("further", "farther"):
            kind = "RIGHT" if word == "back" else "LEFT"  # 'further back in the queue than
        count = number_value(word)
        if (word in COUNTED or _singular(word) in nouns or _counted_person(found, i)) and not going_home \
                and items and items[-1].kind in ("N", "ONE") \
                and not any(_singular(found[k].lower) in UNITS or found[k].lower == "than"
                            for k in range(items[-1].at + 1, i)):
            kind = "SPAN"  # 'one person between', 'two people between'; not '13 years older than the person'
        elif following == "between" and word.isalpha() and len(word) > 2 and items and items[-1].kind in ("N", "ONE") \
                and items[-1].at == i - 1 and _singular(word) not in UNITS | TIME_UNITS and kind is None:
            kind = "SPAN"  # 'exactly one car between' (cars in parking spaces): whatever fills a place, counted
        if count is not None and word not in ("one",):
            items.append(Item("N", number=count, word=word, at=i))
        elif kind:
            items.append(Item(kind, word=word, at=i))
        elif word.isalpha() and word not in LINKS and len(word) > 1 and not _frames(found, mentions, i) \
                and _singular(word) not in nouns:  # the puzzle's own word for its places ('the cabin at ...')
            unknown.append(word)
        i += 1
    return items, unknown


AMOUNT_WORDS = {"more", "less", "fewer", "greater", "bigger", "larger", "smaller"}
"""Comparatives of an amount: said of a number, not of a day or a time of an ordered axis."""
PLACE_UNITS = {"place", "position", "spot", "rank", "step", "slot", "seat", "house", "door", "space", "bay", "berth",
               "stall", "table", "floor", "room", "lane"}
"""Units that count places in an order, never an amount of a numeric category ('two places behind')."""
SIZE_WORDS = {"smaller": "LEFT", "fewer": "LEFT", "larger": "RIGHT", "bigger": "RIGHT", "greater": "RIGHT"}
"""Comparatives of size that order positions when said of their numbers ('a smaller seat number')."""
ARTICLES = {"the", "a", "an"}
POSSESSIVES = {"his", "her", "their", "its", "my", "your", "our"}
OBJECT_PRONOUNS = {"him", "her", "it", "hers", "his", "theirs"}
CLAUSE_SUBJECTS = {"she", "he", "her", "his"}
"""A second clause's subject said as a pronoun ('and she paid more', 'and her fare was lower')."""
"""Who a relation may be said to ('beside him'): the reader leaves them unresolved."""
REPORTING = {"noticed", "notices", "said", "says", "remarked", "observed", "recalled", "remembered",
             "remembers", "reported", "reports", "mentioned", "added", "explained", "confirmed", "swore",
             "noted", "notes", "saw", "discovered", "learned", "learnt", "realised", "realized", "found"}
"""Verbs that report what is true ('noticed that ...'); 'knows that' and 'thinks that' are not
among them (a herring's favourite: 'The minister knows that there are many cars')."""
BELIEVING = {"knows", "knew", "thinks", "thought", "believes", "believed", "wonders", "wondered", "hopes", "hoped",
             "suspects", "suspected", "imagines", "imagined", "doubts", "doubted", "feels", "felt", "guesses"}
"""Verbs whose 'that' clause is someone's knowledge or belief, not a fact of the puzzle: a herring's
('The minister knows that there are many cars')."""
CLAUSE_STARTS = {"the", "a", "an", "his", "her", "their", "its", "he", "she", "they", "it", "everyone", "nobody",
                 "everybody", "someone", "somebody", "all", "most", "no"}
"""Words that open a clause after a verb of belief without 'that' ('thinks the Dane drinks')."""
BARRIERS = {"door", "doors", "gate", "gates", "curtain", "curtains", "screen", "wall", "fence", "hedge",
            "counter", "desk", "window", "shutters", "shutter", "panel", "bar", "padlock", "padlocks", "lock",
            "locks", "lid", "hatch", "grille", "cover"}
"""What one can be behind without being further along the row ('behind the red door')."""
UNITS = {"second", "minute", "min", "hour", "hr", "day", "week", "month", "year", "decade", "century", "dollar",
         "pound", "euro", "cent", "penny", "point", "metre", "meter", "mile", "kilometre", "kilometer", "km", "kilo",
         "kilogram", "kg", "inch", "foot", "centimetre", "centimeter", "cm", "gram", "litre", "liter"}
"""Units a difference may be counted in besides places ('five minutes after')."""
COVERS = {"behind", "under", "beneath", "underneath"}
"""Words for being behind a barrier or under a cover ('under the red awning')."""


def _a_cover(noun: str) -> bool:
    """True for a noun WordNet calls a covering or a shelter ('awning', 'umbrella', 'roof'):
    what one is under without being lower in the row."""
    return any(name in ("covering", "shelter") for _, name in noun_ancestors(noun, 1).values())
RELATION_CUES = {"LEFT", "RIGHT", "NEXT", "BETWEEN", "APART", "END"}
POSITION_WORDS = {"house", "position", "place", "seat", "spot", "floor", "door", "space", "room", "slot",
                  "lane", "step", "home", "berth", "pitch", "stall", "plot", "bay", "chair", "locker"}
"""Nouns for positions in most rows (besides the puzzle's own)."""


def _side_word(found: list[Word], i: int) -> bool:
    """True when 'left' at ``i`` names a side ('to the left of', 'left of', 'on her left',
    'the far left'), not the past of 'leave'."""
    before = found[i - 1].lower if i > 0 else ""
    after = found[i + 1].lower if i + 1 < len(found) else ""
    return before in ("the", "to", "on", "at", "far", "immediate", "immediately", "directly", "just", "her",
                      "his", "their", "its", "my", "your", "our", "is", "are", "was", "were", "lives", "live",
                      "sits", "sat", "stands", "stood", "somewhere", "anywhere", "and", "or", "right", "be", "side",
                      "further", "farther", "door", "one") \
        or after in ("of", "-hand", "hand", "side", ".", ",", "end", "neighbour", "neighbor")


@lru_cache(maxsize=8192)
def _singular(word: str) -> str:
    if word.endswith("ves") and len(word) > 4:
        return singular(word)  # 'three shelves above': shelf
    if rx.search(r"(?:ss|sh|ch|x|z)es$", word):
        return word[:-2]  # 'two benches between'
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word
NP_START = {"the", "a", "an", "whoever", "someone", "somebody", "anyone"}


ELIDING = {"does", "did", "do", "is", "was", "are", "were", "has", "had", "have", "can", "could", "will", "would"}
"""Auxiliaries that stand for the predicate of the clause before ('...; Abe does')."""


def verb_like(word: str) -> bool:
    """A word that looks like a verb in the third person or past ('knows', 'grows', 'visited')."""
    if word.endswith("ed") and len(word) > 4:
        return True
    if not word.endswith("s") or word.endswith(("ss", "ers", "ors", "ists")) or len(word) < 4:
        return False
    return bool({word[:-1], word[:-2]} & keys(word))
COUNTED = {"person", "persons", "people", "man", "men", "woman", "women", "guest", "guests",
           "friend", "friends", "other", "others", "neighbour", "neighbor", "neighbours", "neighbors"}
"""Nouns that count the positions between two people ('one person between')."""


ORDER_NOUNS = {"turn", "place", "spot", "slot", "position", "step", "round", "go", "heat"}
"""Nouns of the places in an order ('in consecutive turns'): the order itself, not a thing."""


BESIDE_WORDS = {"alongside"}
"""A word that puts two people side by side in what they do (in a puzzle with no row: two people;
'lives next to' is a place the puzzle does not have)."""


def _phrasal(verb: str, word: str) -> bool:
    """True when a preposition is part of the verb before it ('looked after', 'born under')."""
    return (word == "after" and verb in PHRASAL_AFTER) or (word == "under" and verb == "born")


def _finite_verb(word: str) -> bool:
    """A verb said in a tense ('held', 'was', 'lives'), by the lexicon's morphology: not a
    participle in '-ing' that may describe a noun ('the guest staying in room 3')."""
    if not word.isalpha() or word.endswith("ing") or word in ARTICLES or word in POSSESSIVES:
        return False
    if word in ("is", "was", "are", "were", "has", "had", "did", "does"):
        return True
    morph = lexical._morph()
    if not morph.available:
        return word.endswith("ed") and len(word) > 4
    lemmas = morph.lemmas(word, "verb")
    return bool(lemmas) and word not in lemmas and not morph.lemmas(word, "noun") - {word}


TIMED_ASIDE = {"before", "after", "until", "while", "when", "once"}
"""Words that open a clause of time after a comma ('..., before half the stallholders had set up')."""


def _without_a_timed_aside(items: list[Item], raw: list[str]) -> list[Item]:
    """'Whoever bought the honey was there first, before half the stallholders had finished': a
    last clause of time that names nothing of the puzzle and has a verb of its own tells when,
    not what; the sentence is read without it."""
    for index, item in enumerate(items[:-1]):
        after = items[index + 1]
        if item.kind != "COMMA" or after.at != item.at + 1 or raw[after.at:after.at + 1] != [after.word] \
                or after.word not in TIMED_ASIDE:
            continue
        rest = items[index + 1:]
        if any(i.kind == "E" for i in rest) or not any(i.kind == "E" for i in items[:index]):
            return items
        if any(_finite_verb(word) for word in raw[after.at + 1:]):
            return items[:index]
    return items


REASONS = frozenset({"since", "because", "cos", "coz", "cuz", "as"})
"""Words opening a clause that says why ('..., since he's the only one who isn't out on Fridays')."""
DASHES = frozenset({"-", "\u2013", "\u2014", "--"})
CLAUSE_OPENERS = frozenset({"she's", "he's", "they're", "it's", "i", "i'm", "we", "you", "lol", "honestly",
                            "obviously"})
"""Words that open a clause of its own after a dash ('- she won't shut up about it', '- he'd rather die')."""


def _without_a_reason(items: list[Item], raw: list[str]) -> list[Item]:
    """'Josh cooks on Friday, since he's the only one who isn't out on Fridays', 'Priya's the yoga one,
    obviously - she won't shut up about it': a last clause that says why, or an aside after a dash,
    is read without (its 'not' is its own, never the first clause's); the first must relate two things."""
    for k, word in enumerate(raw):
        reason = word in REASONS and k > 0 and raw[k - 1] == "," and (word != "as" or raw[k + 1:k + 2] in (
            ["he"], ["she"], ["they"], ["it"], ["he's"], ["she's"], ["they're"], ["it's"]))
        aside = word in DASHES and k + 1 < len(raw) and (raw[k + 1] in STANDING_FOR or raw[k + 1] in CLAUSE_OPENERS)
        # (a hyphen is a word of its own too: 'the 3rd-place finisher' is no aside)
        if not (reason or aside):
            continue
        kept = [item for item in items if item.at < k]
        while kept and kept[-1].kind == "COMMA":
            kept.pop()
        if sum(item.kind == "E" for item in kept) >= 2:
            return kept
    return items


RATE_WORDS = frozenset({"day", "night", "week", "month", "year", "hour", "lesson", "session", "visit", "game"})
"""Nouns of a rate after an amount ('10 minutes a day', '£20 a night'): the amount compares, the rate does not."""


def _exactly_so_many(said: list[Clue], count: str) -> Clue | None:
    """'Exactly two of the following are true: A; B; C': one of the ways to pick which two hold
    and which do not ('at least two': two or more); None for a count of more statements than
    there are, or for a count this does not read ('at most one')."""
    least = count.startswith("at least")
    wanted = {"two": 2, "three": 3}.get(count.split()[-1])
    if wanted is None or wanted > len(said) or (count.startswith("at") and not least):
        return None
    ways = []
    for size in range(wanted, len(said) + 1) if least else (wanted,):
        for held in combinations(range(len(said)), size):
            parts = [clue if k in held else negate(clue) for k, clue in enumerate(said)]
            joined = conjoin(parts)
            if joined is not None:
                ways.append(joined)
    return Either(tuple(ways)) if len(ways) > 1 else (ways[0] if ways else None)


def _counted_person(found: list[Word], index: int) -> bool:
    """'Exactly one runner finished between ...', 'two singers performed between ...': a noun of
    people after a count, with 'between' close behind, counts the places between."""
    word = found[index].lower
    if not word.isalpha() or "between" not in [w.lower for w in found[index + 1:index + 4]]:
        return False
    return "person" in lexical.noun_kinds(_singular(word), 1)


def _frames(found: list[Word], mentions: list[Mention], index: int) -> bool:
    """True for a word right beside a value mention (articles aside): 'tea drinker', 'plays
    the guitar', 'reads crime': it names the value's holder, not a relation between two."""
    covered = {i for m in mentions if m.is_value for i in range(m.start, m.end)}
    for step in (-1, 1):
        j = index + step
        while 0 <= j < len(found) and found[j].lower in ARTICLES:
            j += step
        if j in covered:
            return True
    return False


def kinds(items: list[Item]) -> list[str]:
    return [item.kind for item in items]


# =========================================================================== terms and clues
Term = Ref | frozenset
"""A thing a clue relates: a value (by its position) or a set of fixed positions (one of which is
meant: 'house 2' is {2}, 'one of the middle houses' is {2, 3, 4})."""


def _a_clause_follows(raw: list[str], at: int, items: list[Item]) -> bool:
    """True when the verb of belief at ``at`` has a subject named before it and a clause after it
    that names something too ('The Swede thinks the Dane drinks tea', not 'Ann thinks hard')."""
    following = raw[at + 1] if at + 1 < len(raw) else ""
    opens = following in CLAUSE_STARTS or any(i.kind == "E" and i.at == at + 1 for i in items)
    return opens and any(i.kind == "E" and i.at < at for i in items) and any(i.kind == "E" and i.at > at for i in items)


def _span(items: list[Item], raw: list[str]) -> list[str]:
    """The words a part of a sentence covers (a compound's half, not the whole sentence)."""
    if not items:
        return []
    end = max(item.mention.end if item.mention is not None else item.at + 1 for item in items)
    return raw[min(item.at for item in items):end]


SUBJECT_PRONOUNS = {"she", "he"}  # (not the "they" of "..., and they are different people")


def _pronoun_of_an_unknown_subject(items: list[Item], raw: list[str]) -> bool:
    """True for 'Mrs Patel's stall was next to the candles, and she raised £15 more than ...'
    when Mrs Patel is no value: the sentence opens with no thing of the puzzle and a later
    clause's subject is a pronoun, which can only stand for that unknown subject."""
    if not items or not raw or items[0].kind == "E" or items[0].at == 0:
        return False
    first = min(item.at for item in items)
    if any(w in SUBJECT_PRONOUNS for w in raw[:first]):
        return False
    return any(raw[k] in SUBJECT_PRONOUNS and raw[k - 1] in ("and", "but", "while", ",", ";")
               for k in range(first + 1, len(raw)))


ASKED_FOR = {"asked", "requested", "begged", "longed", "hankered", "pleaded", "hoped"}
"""Words of asking for a thing: mostly having it ('asked for a brandy'), but not when a clause after
it says so ('asked for a rabbit, but that's not what he got')."""
NOT_HOLDING = {"allergic", "afraid", "scared", "frightened", "terrified", "wants", "wanted", "wishes", "wished",
               "hopes", "hoped", "envies", "envied", "jealous", "dreams", "dreamt", "dreamed", "borrowed"}
"""Words by which a person stands to a value without having it ('is allergic to cats', 'wants a
dog'): however often the puzzle says them, they never make the two one. (Not 'sold' or 'used':
a stall that sold candles has the candles.)"""
TIME_UNITS = {"month", "day", "hour", "minute", "week", "night", "second", "decade", "season"}
"""Units of time: a difference in them is never one on a scale of plain numbers (room numbers, scores)."""
BUILDINGS = {"house", "cottage", "bungalow", "villa", "chalet", "cabin", "hut", "shop", "home", "flat", "apartment"}
"""Places of a row that stand side by side: what is in front of or behind one is at it, not before it."""
COMPARING = rx.compile(r"\bthan\b|\bas\s+(?:much|many|long|far|old|tall|heavy|big)\s+as\b|\btwice\b|\bhalf\s+as\b"
                       r"|\bthree\s+times\b|\bhalf\s+(?:the|of)\b")
"""Words of a comparison: a sentence with them says more than who is who."""


FACTOR_WORD = rx.compile(r"\b(?:twice|half|double|triple|thrice|(?:two|three|four|five|ten)\s+times|a\s+third"
                         r"|a\s+quarter)\s*$|\b(?:twice|half|double|triple|thrice|times)\b")
"""A multiple said before the first thing named ('The discount that was twice Abe's ...')."""


BEYOND_ALL = rx.compile(r"\bthan\s+(?:any|anyone|anybody|everyone|everybody|all|the\s+others?|the\s+rest|either)\b"
                        r"|^(?:nobody|nothing|no\s+one|no-one|none)\b"
                        r"|^no \w+(?= (?:was|is|were|are|had|has|cost|costs|paid|pays|sold|did|does)\b)")
"""'more than anyone else', 'Nobody paid less than X': a superlative, read as the end of the scale."""
BLOCK = rx.compile(r"\b(?:consecutive|successive|adjacent)\s+(?:\w+\s+)?(?:places|positions|houses|seats|spots|"
                   r"lockers|bays|rooms|floors|stalls|pews|cabins|huts|slots|lanes)\b"
                   r"|\bnext\s+to\s+(?:one\s+another|each\s+other)\b|\bside\s+by\s+side\b|\bin\s+a\s+block\b")
"""Words of things standing together in a block of places."""
NESTED = rx.compile(r"\bthan\s+(?:the\s+\w+\s+)?(?:who|that|which|whose)\b[^.]*\b(?:more|less|fewer|than|older|younger"
                    r"|earlier|later|before|after)\b")
"""'older than the person who paid $10 more than Dan': a comparison inside what is compared with."""


def _compares_with_a_value(items: list[Item], raw: list[str]) -> bool:
    """True when a comparing word ('than', 'as much as', 'twice') comes before something of the
    puzzle the sentence names ('paid half as much as Boris'; not 'sailed further than the Scillies',
    nor 'someone other than Dove')."""
    text = " ".join(raw)
    for found in COMPARING.finditer(text):
        if rx.search(r"\b(?:other|rather)\s+$", text[:found.start()]):
            continue
        at = len(text[:found.start()].split())
        if any(item.kind == "E" and item.at > at for item in items):
            return True
    return False


AMOUNT_PHRASE = rx.compile(r"\b(?:half\s+an\s+hour|an\s+hour\s+and\s+a\s+half|(?:a|an|one|two|three|four|five|six|"
                           r"seven|eight|nine|ten|\$?\d+(?:\.\d+)?)\s+(?:minutes?|hours?|days?|weeks?|months?|years?|"
                           r"places?|floors?|seats?|houses?|doors?|dollars?|pounds?|points?))\b")
"""An amount with its unit ('half an hour', 'two days', '3 places')."""


TIME_APART = rx.compile(r"\b(minutes?|hours?|days?|weeks?|months?|years?)\s+apart\b")
"""'two days apart': a difference of time, which is no count of places unless each place is that long."""


def _one_place_long(scale: Scale, unit: str) -> bool:
    """True when each place of an ordered axis lasts exactly one of the unit ('day' on weekdays,
    'hour' on hourly slots): a count of that unit apart is a count of places."""
    if scale.numeric or not scale.step or unit not in scale.unit_words:
        return False
    size = {"minute": 1, "hour": 60}.get(unit) if "minute" in scale.unit_words else {"day": 1, "week": 7}.get(unit)
    return size is not None and float(size) == float(scale.step)


def _has_apart(clue: Clue) -> bool:
    """True when a clue holds a distance apart in places."""
    if isinstance(clue, (All, Either)):
        return any(_has_apart(c) for c in clue.clues)
    return isinstance(clue, (Apart, NotApart))


def _amounts_in_one_unit(text: str) -> set[str]:
    """The different amounts a sentence says in one unit ('half an hour' and 'an hour'), or none
    when its amounts are in different units ('a year before', 'one floor above')."""
    found = [m.group(0) for m in AMOUNT_PHRASE.finditer(text)]
    units = {_singular(phrase.split()[-1]) for phrase in found}
    return set(found) if len(units) == 1 else set()


def _distances(clue: Clue) -> set[float]:
    """The distances and differences a clue states (offsets, differences of compared amounts)."""
    if isinstance(clue, (All, Either)):
        return set().union(*(_distances(c) for c in clue.clues))
    for name in ("offset", "difference", "distance"):
        value = getattr(clue, name, None)
        if isinstance(value, (int, float)):
            return {abs(float(value))}
    return set()


def _orders(clue: Clue) -> int:
    """How many parts of a clue are not plain same or different (orders, amounts, places)."""
    if isinstance(clue, (All, Either)):
        return sum(_orders(c) for c in clue.clues)
    return 0 if _plain(clue) else 1


def _plain(clue: Clue) -> bool:
    """True for a clue of only same and different (no order, no amount, no place)."""
    if isinstance(clue, (Same, Different)):
        return True
    if isinstance(clue, (All, Either)):
        return all(_plain(c) for c in clue.clues)
    return False


WISH = rx.compile(r"\b(?:would|'d)\s+(?:love|like|prefer|rather|have\s+liked|have\s+loved)\b|\blongs?\s+(?:for|to)\b"
                  r"|\b(?:one|some)\s+day\b|\bsomeday\b|\bif\s+only\b|\bdreams?\s+of\b|\bhopes?\s+to\b")
"""Words of a wish or a wished-for future ('would love a parrot one day'): not what someone has."""
WANTING = {"wants", "wanted", "wishes", "wished"}
"""Words of wanting: not having, unless the puzzle's category is what each asked for."""
ASKING = {"ask", "asked", "asks", "request", "requested", "requests", "order", "ordered", "orders", "choose", "chose",
          "chosen", "chooses", "pick", "picked", "picks", "want", "wanted", "wants", "wish", "wished", "wishes"}
"""Verbs of a category of things each person asked for ('each asked for a different flavour'): there
'Theo wants the lemon cake' gives him the lemon cake."""
NOUN_PHRASE_TAIL = ("er", "ers", "or", "ors", "ist", "ists", "ian", "ians")
"""Endings of a word that goes on naming a value after its mention ('the dog owner', 'the flautist')."""
CLAUSE_END = {",", ";", ".", "!", "?", "and", "but", "while", "whereas", "who", "which", "although", "though"}


def _after_the_second(raw: list[str], end: int) -> list[str]:
    """The words of a clause after its second value ('... gave the dog owner a lift to town': 'a
    lift to town'), past the rest of that value's noun phrase ('owner', 'owner's')."""
    k = end
    while k < len(raw) and k < end + 3 and _goes_on_naming(raw[k]):
        k += 1
    tail = []
    while k < len(raw) and raw[k] not in CLAUSE_END:
        tail.append(raw[k])
        k += 1
    return [w for w in tail if w not in MEASURE_ADJECTIVES and number_value(w) is None and not _said_of_time(w)]


def _goes_on_naming(word: str) -> bool:
    """True for a word that continues the noun phrase of a value ('owner', "owner's", 'movie
    fan', 'flautist'): a noun, not a link, a cue word or an article."""
    if word in ("'s", "\u2019s"):
        return True
    bare = rx.sub(r"['\u2019]s$", "", word)
    if not bare.isalpha() or bare in LINKS or bare in CUES or bare in ARTICLES or bare in CLAUSE_END:
        return False
    return bare.endswith(NOUN_PHRASE_TAIL) or lexical.mostly_noun(bare)


MEASURE_ADJECTIVES = {"tall", "short", "old", "young", "heavy", "light", "long", "high", "wide", "deep", "away",
                      "apart", "all", "every", "each", "twice", "once", "always", "usually", "too", "also"}
"""Words after a value that say how much or how often, not a new predicate ('6 ft 2 in tall')."""


def _said_of_time(word: str) -> bool:
    """True for a noun of time ('summer', 'morning', 'Sundays'): 'rode the bay all summer'."""
    return "time" in lexical.noun_kinds(word, senses=1)


def _words_before(items: list[Item], raw: list[str]) -> list[str]:
    """The words that open a sentence before its first cue ('At least one house separates ...'),
    back to a comma; none when the part does not open the sentence."""
    if not items:
        return []
    first = min(item.at for item in items)
    before = raw[:first]
    return [] if any(w in (",", ";", ":") for w in before) else before


MULTIPLIERS = {"twice", "half", "double", "triple", "thrice", "times", "quadruple", "halved", "doubled"}
"""Words of a ratio between two amounts ('twice as much as', 'half of')."""
BOUNDS = ("at least", "at most", "more than", "fewer than", "less than", "no more than", "no fewer than",
          "no less than", "greater than", "smaller than")
"""Words that bound a distance ('at least two houses away')."""


def _bound(span: list[str]) -> str | None:
    """The bound a clause puts on its distance ('at least', 'more than', ...), or None."""
    text = " " + " ".join(span) + " "
    found = [(text.index(f" {b} "), -len(b), b) for b in BOUNDS if f" {b} " in text]
    return min(found)[2] if found else None  # the first written: 'at least $20 more than'


def _leading_bound(items: list[Item], raw: list[str]) -> str | None:
    """A bound written just before a clause's first word of its own, on the count that opens it
    ('At least one person is between A and B', 'No fewer than two houses separate A and B')."""
    if not items or items[0].kind not in ("N", "ONE"):
        return None
    first = items[0].at
    before = raw[max(0, first - 3):first]
    for size in (3, 2):
        if len(before) >= size and " ".join(before[-size:]) in BOUNDS:
            return " ".join(before[-size:])
    return None


def _a_clause_not_understood(items: list[Item], raw: list[str]) -> bool:
    """True for '..., and the nurse is her sister': a last clause that opens with one thing and a
    verb of its own, whose predicate names nothing the reader reads (it was taken for a second
    object of the first clause's relation: 'next to Bo and the nurse')."""
    found = kinds(items)
    last = max((k for k, kind in enumerate(found) if kind == "E"), default=-1)
    if last < 3 or found[last - 2:last + 1] != ["COMMA", "AND", "E"] or found.count("E") < 2:
        return False  # (the cue words of its predicate may follow: 'door' of 'the baker's front door is ...')
    start = _mention(items[last]).end
    tail = [w for w in raw[start:] if w not in (".", "!", "?")]
    verb = next((k for k, w in enumerate(tail[:4]) if w in ("is", "was", "are", "were", "has", "had")), None)
    if verb is None or not all(w.isalpha() and w not in ARTICLES for w in tail[:verb]) \
            or any(item.at >= start + verb for item in items[last + 1:]):
        return False  # ('..., and the baker's front door is ...': the thing of the subject, then its verb;
        # not '..., but sport is not his subject', whose predicate the reader reads)
    return any(w.isalpha() and w not in ARTICLES and w not in POSSESSIVES for w in tail[verb + 1:])


def _compares_after_the_last(items: list[Item], raw: list[str]) -> bool:
    """True when a comparative stands after the sentence's last named thing and a comma, and
    another comparative stands before it: a second comparison of nothing the sentence names."""
    if not any(item.kind == "E" for item in items):
        return False
    last = max(_mention(item).end for item in items if item.kind == "E")
    before = {w for w in raw[:last] if w in COMPARATIVES}
    tail = raw[last:]
    comma = next((k for k, w in enumerate(tail) if w in (",", ";")), None)
    if not before or comma is None:
        return False
    said = next((k for k in range(comma, len(tail)) if tail[k] in COMPARATIVES and tail[k] not in before), None)
    return said is not None and any(w in CLAUSE_SUBJECTS | {"they", "it"} for w in tail[comma:said])
    # (not '..., one door further from the lift': an apposition of the same comparison)


def _moved(item: Item, at: int) -> Item:
    """An entity item standing at another word (a pronoun that refers to it)."""
    mention = _mention(item)
    return replace(item, at=at, mention=replace(mention, start=at, end=at + 1))


def _shifted(item: Item, by: int) -> Item:
    """An entity item, and its mention of several words, said ``by`` words further on (back, when
    negative)."""
    mention = _mention(item)
    return replace(item, at=item.at + by, mention=replace(mention, start=mention.start + by, end=mention.end + by))


def _span_outside_values(items: list[Item], raw: list[str]) -> list[str]:
    """The words of a part of a sentence, without those inside the values it names."""
    if not items:
        return []
    first = min(item.at for item in items)
    inside = {k for item in items if item.kind == "E" and item.mention is not None
              for k in range(item.mention.start, item.mention.end) if item.mention.refs}
    return [w for k, w in enumerate(_span(items, raw), start=first) if k not in inside]


def _said_in_money(item: Item, raw: list[str]) -> bool:
    """True for an amount written with a currency sign ('$50', '£20')."""
    start = item.mention.start if item.mention is not None else item.at
    return (raw[start:start + 1] != [] and raw[start][:1] in ("$", "\u00a3", "\u20ac")) \
        or (start > 0 and raw[start - 1] in ("$", "\u00a3", "\u20ac"))  # ('£0.50': the sign a word of its own)


def _words_outside_values(items: list[Item], raw: list[str], scales: Sequence[Scale] = ()) -> set[str]:
    """The words of a sentence but those of the values the items name ('the most guests' is a
    value, and names no scale of the comparison around it), and the noun right after a value that is
    a word of its own scale ('the 7:30am launch' names the launch times, not what 'flew before' compares)."""
    inside = {k for item in items if item.kind == "E" and item.mention is not None and item.mention.refs
              for k in range(item.mention.start, item.mention.end)}
    for item in items:
        if item.kind != "E" or item.mention is None or not item.mention.refs:
            continue
        end = item.mention.end
        if end < len(raw) and raw[end] in VALUE_UNITS and not isinstance(item.mention.refs[0][0].value, str):
            inside.add(end)  # 'the 175 cm person is younger': the height's own unit names no scale of the comparison
            end += 1
        if end < len(raw) and raw[end] in MEASURE_ADJECTIVES:
            inside.add(end)  # 'who is 5 ft 11 in tall': the height itself
        own = [sc for sc in scales if sc.category == item.mention.refs[0][0].category]
        if end < len(raw) and own and {raw[end], _singular(raw[end])} & own[0].cues:
            inside.add(end)
    return {w for k, w in enumerate(raw) if k not in inside}


VALUE_UNITS = frozenset({"cm", "mm", "m", "kg", "g", "lb", "lbs", "ft", "feet", "inches", "km", "miles", "metres",
                         "meters", "years", "yrs"})
"""Units written right after a number that name it (the '175 cm' of 'the 175 cm person')."""



def _mention(item: Item) -> Mention:
    """The mention of an entity item of the skeleton."""
    assert item.mention is not None
    return item.mention


def term_options(item: Item) -> list[Term]:
    """The terms a mention can stand for (several values when it is ambiguous)."""
    mention = item.mention
    assert mention is not None
    if mention.refs:
        return [ref for ref, _ in mention.refs]
    return [frozenset(mention.positions)]


class Builder:
    """Builds clues over terms for a puzzle of ``size`` positions."""

    def __init__(self, size: int):
        self.size = size

    def positions_where(self, test, *fixed: int) -> list[int]:
        return [p for p in range(1, self.size + 1) if test(p, *fixed)]

    def placed(self, ref: Ref, allowed: list[int]) -> Clue | None:
        """The clue 'ref is at one of these positions'."""
        allowed = sorted(set(allowed))
        if len(allowed) == self.size:
            return None
        if not allowed:
            return All((At(ref, 1), NotAt(ref, 1)))
        if len(allowed) == 1:
            return At(ref, allowed[0])
        excluded = [p for p in range(1, self.size + 1) if p not in allowed]
        if len(excluded) == 1:
            return NotAt(ref, excluded[0])
        if len(allowed) <= len(excluded):
            return Either(tuple(At(ref, p) for p in allowed))
        return All(tuple(NotAt(ref, p) for p in excluded))

    def pair(self, a: Term, b: Term, relation: str, distance: int = 1) -> Clue | None:
        """A two-term relation: same, next, left_imm (a immediately left of b), left (somewhere),
        apart (exactly distance), offset (a is distance left of b)."""
        tests = {
            "same": lambda x, y: x == y,
            "next": lambda x, y: abs(x - y) == 1,
            "left": lambda x, y: x < y,
            "left_imm": lambda x, y: x + 1 == y,
            "offset": lambda x, y: x + distance == y,
            "apart": lambda x, y: abs(x - y) == distance,
        }
        test = tests[relation]
        every = range(1, self.size + 1)
        if not isinstance(a, Ref) and not isinstance(b, Ref):
            return None
        if not isinstance(b, Ref):
            assert isinstance(a, Ref)
            return self.placed(a, [p for p in every if any(test(p, q) for q in b)])
        if not isinstance(a, Ref):
            return self.placed(b, [p for p in every if any(test(q, p) for q in a)])
        if a == b:
            return None
        return {
            "same": lambda: Same(a, b),
            "next": lambda: Apart(a, b, 1),
            "left": lambda: Before(a, b),
            "left_imm": lambda: Offset(a, b, 1),
            "offset": lambda: Offset(a, b, distance),
            "apart": lambda: Apart(a, b, distance),
        }[relation]()

    def between(self, middle: Term, a: Term, b: Term, ordered: bool) -> Clue | None:
        refs = [t for t in (a, middle, b) if isinstance(t, Ref)]
        if len(refs) == 3:
            return Between(a, middle, b, ordered)  # type: ignore[arg-type]
        if not refs:
            return None
        return _between_with_positions(self, middle, a, b, ordered)

    def at_end(self, term: Term) -> Clue | None:
        if not isinstance(term, Ref):
            return None
        return AtEnd(term)


def _between_with_positions(builder: Builder, middle: Term, a: Term, b: Term, ordered: bool) -> Clue | None:
    """Between where some terms are fixed positions: the placements that satisfy it, as a clue."""
    refs = [t for t in (a, middle, b) if isinstance(t, Ref)]
    fixed = [t for t in (a, middle, b) if not isinstance(t, Ref)]
    rows = []
    for combo in product(range(1, builder.size + 1), repeat=len(refs)):
        place = dict(zip(refs, combo))
        for chosen in product(*(sorted(t) for t in fixed)):
            value = dict(zip(map(id, fixed), chosen))
            pa, pm, pb = (place[t] if isinstance(t, Ref) else value[id(t)] for t in (a, middle, b))
            if pa < pm < pb or (not ordered and pb < pm < pa):
                rows.append(place)
                break
    if len(refs) == 1:
        return builder.placed(refs[0], [row[refs[0]] for row in rows])
    options = tuple(All(tuple(At(r, row[r]) for r in refs)) for row in rows)
    return Either(options) if len(options) > 1 else (options[0] if options else None)


def _one_place(term: Term) -> bool:
    """True for a term that is one place of the row ('the person in house 5')."""
    return isinstance(term, frozenset) and len(term) == 1


def _at(scale: Scale, term: Term) -> Expr | None:
    """The scale's value of a term: at a place, or of a value's holder."""
    if isinstance(term, Ref):
        return None if term.category == scale.category else LabelAt(scale.category, Pos(term))
    if _one_place(term):
        return LabelAt(scale.category, Const(next(iter(term))))
    return None


def _compared_at_places(scale: Scale, a: Term, b: Term, way: str, amount: float | None) -> Clue | None:
    """'a is more (by amount) than b' on a numeric scale, where a or b is a place of the row."""
    left, right = _at(scale, a), _at(scale, b)
    if left is None or right is None:
        return None
    if amount is None:
        return Relation(left, ">" if way == "more" else "<", right)
    step = int(amount) if float(amount).is_integer() else amount
    return Relation(left, "==", Arith("+" if way == "more" else "-", right, Const(step)))


def _value_of(scale: Scale, term: Term) -> Expr | None:
    """The scale's value of a term, as an expression: its own value, at a place, or of a holder."""
    if isinstance(term, Ref) and term.category == scale.category:
        return Const(term.value)
    return _at(scale, term)


def _an_age(scale: Scale) -> bool:
    """True for a scale of ages ('29, 36, 43 and 50 years old'): years lived, no point in time."""
    return scale.numeric and not scale.dated and bool(scale.cues & {"age", "ages", "aged", "old"}
                                                      or scale.unit_words & {"old"})


def _counted_by_ones(scale: Scale) -> bool:
    """True for a scale of whole numbers one apart (camps 1 to 3, ages 6 to 9): one more is the
    next value, as a difference says it."""
    return bool(scale.values) and all(float(b) - float(a) == 1 for a, b in pairwise(scale.values))


def _next_to_the_word(items: list[Item], word: str) -> bool:
    """True when 'immediately', 'right' or 'next' is said of the comparison's own word ('finished
    immediately after', 'the very next place after'), not of another part of the sentence."""
    at = next((k for k, item in enumerate(items) if item.kind in ("LEFT", "RIGHT") and item.word == word), None)
    if at is None:
        return False
    before = [item.kind for item in items[max(0, at - 2):at]]
    return bool(before) and (before[-1] in ("IMM", "NEXT") or before == ["NEXT", "SPAN"])


def next_in_rank(scale: Scale, a: Term, b: Term, way: str, places: int = 1) -> Clue | None:
    """'a comes ``places`` places after b' in the order of a numeric scale whatever its steps
    ('finished right after Ann' among times of 27.9, 28.6 and 30.1 seconds): a holds the value
    that many values above b's ('more'), or below ('less')."""
    left, right = _value_of(scale, a), _value_of(scale, b)
    if left is None or right is None or a == b:
        return None
    values = [int(v) if float(v).is_integer() else v for v in scale.values]
    pairs = [(values[k + places], values[k]) if way == "more" else (values[k], values[k + places])
             for k in range(len(values) - places)]
    return Either(tuple(All((Relation(left, "==", Const(x)), Relation(right, "==", Const(y)))) for x, y in pairs))


def impossible(clue: Clue) -> bool:
    """True for a clue no placement satisfies by itself (a value at a place and not at it),
    the mark of a sentence read wrongly: a side of the row beyond its end."""
    if not isinstance(clue, All):
        return False
    placed = {(c.a, c.position) for c in clue.clues if isinstance(c, At)}
    return any(isinstance(c, NotAt) and (c.a, c.position) in placed for c in clue.clues)


STANDING_FOR = frozenset({"he", "she", "they", "it", "his", "her", "their", "its", "him", "them"})
"""Pronouns that may stand for something of the puzzle."""
GAP_WORDS = {"", "the", "a", "an", "in", "on", "at", "to", "of", "with", "for", "from", "by", "one", "ones", ",",
             "his", "her", "their", "its"}
"""Words a clause that leaves out its verb may hold between its two things ('and B in the white one')."""


def _a_verb_of_its_own(raw: list[str], start: int, right: list[Item]) -> bool:
    """True when the clause after 'and' says words of its own between its two things ('and Corinne
    spent less than Agnes'): a whole clause, which shares no verb or 'not' with the one before."""
    things = [i for i in right if i.kind == "E" and i.mention is not None]
    if len(things) < 2 or things[0].mention is None:
        return False
    first_end = things[0].at + (things[0].mention.end - things[0].mention.start)
    return any(w.lower() not in GAP_WORDS for w in raw[max(start, first_end):things[1].at])


def _relates_to_the_unnamed(item: Item, items: list[Item], raw: list[str], nouns: frozenset[str]) -> bool:
    """True when the item is a relation word said to a noun that names no value and no person or
    place ('right next to the doctor's' when no one is the doctor)."""
    if item.kind not in ("NEXT", "LEFT", "RIGHT") or item.word.startswith("neighbo") \
            or raw[item.at:item.at + 1] != [item.word]:
        return False  # ('nearer the wall' said as 'left' when the layout put the wall at 1)
    taken = {k for i in items if i.kind == "E" for k in range(_mention(i).start, _mention(i).end)}
    k = item.at + 1
    while k < len(raw) and raw[k] in ("to", "of", "from", "the", "a", "an", "left", "right", "side", "than",
                                      "door", "hand", "-hand", "immediately", "directly", "just"):
        k += 1
    word = rx.sub(r"['\u2019]s?$", "", raw[k]) if k < len(raw) else ""  # "the doctor's"
    if k in taken or not word.isalpha() or word in STRUCTURAL or word in COUNTED \
            or _singular(word) in POSITION_WORDS | nouns | UNITS | ORDER_NOUNS or word in CUES \
            or word in ("each", "another", "everyone", "anyone", "someone", "all", "two", "both", "them",
                        "pair") or word in OBJECT_PRONOUNS:  # ('next door to him': a pronoun, read as such)
        return False  # (not 'on consecutive days', 'in consecutive turns', 'the day after', 'of the two')
    stop = next((j for j in range(k, len(raw)) if raw[j] in (",", ";", ":", ".", "and", "but", "while")), len(raw))
    return not any(k < j < stop for j in taken)  # (not 'higher than the climber with the yellow rope')


def negate(clue: Clue | None) -> Clue | None:
    """The negation of a clue (None stays None: nothing said)."""
    return None if clue is None else negation(clue)


def conjoin(clues: Sequence[Clue | None]) -> Clue | None:
    """All of the clues, as one clue (the clue itself when there is one, None when none)."""
    kept = list(dict.fromkeys(c for c in clues if c is not None))
    if not kept:
        return None
    return kept[0] if len(kept) == 1 else All(tuple(kept))


def _without_an_owned_object(raw: list[str]) -> list[str]:
    """'pays $15 more for her berth than the skipper of ...': the comparison without what the
    subject pays for, its own thing, which names nothing of the puzzle; 'went under the hammer'
    without its 'under', which compares nothing."""
    out = list(raw)
    for k in range(len(raw) - 2):
        if raw[k:k + 3] == ["under", "the", "hammer"]:
            out[k:k + 3] = ["", "", ""]  # 'went under the hammer half an hour after': sold, not less of anything
    for k in range(len(raw) - 4):
        if raw[k] in COMPARATIVES and raw[k + 1] in ("for", "on") and raw[k + 2] in ("her", "his", "their", "its") \
                and raw[k + 3].isalpha() and raw[k + 4] == "than":
            out[k + 1:k + 4] = ["", "", ""]
    return out


def _negated_equatives(raw: list[str]) -> list[str]:
    """'did not walk as far as Y' read as 'did not walk further than Y' (the same words' places
    kept: 'as far as' becomes 'further further than'): with the two being different people,
    not as far is less far."""
    if "not" not in raw and "n't" not in raw and not any(w.endswith("n't") for w in raw):
        return raw
    out = list(raw)
    for k in range(len(out) - 2):
        if out[k] == "as" and out[k + 2] == "as" and out[k + 1].isalpha() \
                and not (k and out[k - 1] in MULTIPLIERS):  # 'not four times as much as': a multiple
            comparative = _comparative(out[k + 1])
            if comparative is not None:
                out[k:k + 3] = [comparative, comparative, "than"]
    return out


def _strictly_less(clue: Clue) -> Clue:
    """'Not(a > b)' on a scale, said of two people ('did not walk as far as'), as 'a < b'."""
    if isinstance(clue, Not) and isinstance(clue.clue, Compare) and clue.clue.difference == 0 \
            and clue.clue.op in (">", "<"):
        inner = clue.clue
        return Compare(inner.category, inner.a, inner.b, "<" if inner.op == ">" else ">", 0)
    return clue


NOT_TRUE = rx.compile(r"^(?:it\s+(?:is|was|'s)\s+(?:not\s+(?:true|the\s+case|so)|false|untrue|wrong\s+to\s+say)"
                      r"|(?:it\s+)?(?:is|was)\s+not\s+true)\s+that\s")
"""'It is not true that ...', 'It is false that ...', 'It is wrong to say that ...': the rest denied."""
EXCEPTION = rx.compile(r"\b(?:anyone|anybody|anything|nobody|no one|no-one|none|everyone|everybody|all|any)\b"
                       r"(?:\s+[a-z']+){0,4}?\s+(?P<word>but|except|excepting|other than|apart from|besides|save)\s",
                       re.IGNORECASE)
"""'next to anyone but Bob', 'everyone except Gus', 'nobody other than Eve': all of them but one."""


SPAN_OF_TIME = rx.compile(r"\bfor\s+(?:[\w-]+\s+)?(?:years?|months?|decades?)\s+(?:more|less|fewer)\b"
                          r"|\b(?:been|lived|worked|served|played|belonged)\b[^.]*\b(?:more|less|fewer)\b")
"""'has been a member for four years less than Ann': a length of time, not a year: on years of joining, less
time is a later year."""


def _as_a_span(raw: list[str]) -> bool:
    """True when a comparison counts how long something has lasted ('been a member for two years more')."""
    return SPAN_OF_TIME.search(" ".join(raw)) is not None


def _an_exception(items: list[Item], raw: list[str]) -> str | None:
    """The words of an exception out of everyone the sentence makes ('anyone but'), unless they are
    part of a mention (the superlative 'cheaper than anyone except Ann' is one); else None."""
    text = " ".join(raw)
    found = EXCEPTION.search(text)
    if found is None or "," in found.group(0):
        return None
    at = len(text[:found.start("word")].split())  # the exception word's index in raw
    if any(item.mention is not None and item.mention.start <= at < item.mention.end for item in items):
        return None
    return found.group(0).strip()


def _comparative(adjective: str) -> str | None:
    """The comparative of an adjective that comparisons use ('far' -> 'further'), or None."""
    forms = lexical._morph().inflections(adjective, "adj") | lexical._morph().inflections(adjective, "adv")
    found = sorted(f for f in forms if f in COMPARATIVES)
    return found[0] if found else None


def pairwise_different(terms: list[Term]) -> list[Clue]:
    """'and they are different people': every two values of different categories differ."""
    refs = [t for t in terms if isinstance(t, Ref)]
    return [Different(a, b) for a, b in combinations(refs, 2) if a.category != b.category]


# =========================================================================== the grammar
COUNT_WORD = r"(?P<count>\d+|one|two|three|four|five|six|seven)"
SEPARATED_BY = rx.compile(r"\b(?:separated|parted|split)\s+by\s+(?:exactly\s+|just\s+|precisely\s+)?" + COUNT_WORD
                          + r"\s+(?:other\s+)?[a-z]+s?\b")
"""'X and Y are separated by exactly two climbers': that many places between them."""
TIED_BETWEEN = rx.compile(r"^(?:there\s+(?:are|is)\s+)?(?:exactly\s+|just\s+|precisely\s+)?" + COUNT_WORD
                          + r"\s+(?:other\s+)?[a-z]+s?\s+(?:are|is|stand|stands|sit|sits|wait|waits)?\s*"
                            r"(?:tied\s+|parked\s+|standing\s+|sitting\s+|queuing\s+)?(?:in\s+)?between\b")
"""'Exactly two climbers are tied in between X and Y': that many places between them."""
NUMBER_OFFSET = rx.compile(r"\bnumber\b.*?\b" + COUNT_WORD + r"\s+(?P<way>less|more|lower|higher|smaller|greater|"
                           r"bigger|fewer)\s+than\b")
"""'X's position number is one less than Y's': X stands that many places before Y."""
AMONG_ENDS = rx.compile(r"\b(?:among|one\s+of)\s+the\s+(?:(?P<side>first|last|front|back|top|bottom)\s+" + COUNT_WORD
                        + r"|(?P<count2>\d+|two|three|four|five|six|seven)\s+(?P<side2>leftmost|rightmost|frontmost|"
                          r"backmost|topmost|first|last))\b")
"""'among the first three', 'among the four rightmost lockers', 'in one of the two rightmost seats': the
places at one end."""
PRO_VERBS = {"does", "did", "do", "is", "was", "are", "were", "has", "had", "have", "will", "can", "could"}
"""Verbs that stand for a predicate said before ('... or the Peugeot driver does')."""


def _journeys_unmarked(raw: list[str]) -> list[str]:
    """The words with 'over' of a journey put aside ('had driven over from Canterbury', 'came over to
    us'), so that it is read as no comparison; the words keep their places."""
    return ["(over)" if w == "over" and raw[k + 1:k + 2] and raw[k + 1] in ("from", "to", "here", "there")
            else w for k, w in enumerate(raw)]


class Interpreter:
    """Reads the skeleton of a sentence into candidate clues."""

    def __init__(self, builder: Builder, scales: list[Scale] | None = None, positional: bool = True,
                 cues: dict[str, set[str]] | None = None, in_order: bool = False,
                 nouns: frozenset[str] = frozenset()):
        self.cues = cues if cues is not None else {}
        self.nouns = frozenset(_singular(n) for n in nouns)
        self.frame_keys: frozenset[str] = frozenset()
        """The keys of the nouns the setup counts its people by ('swimmers': swimmer, swim)."""
        """The puzzle's own nouns for its positions ('berths', 'kennels')."""
        self.raw: list[str] = []
        self.axis_cues: set[str] = set()
        """The cue words of the category the positions stand for, when it is one ('starts' of the times)."""
        self.builder = builder
        self.scales = scales or []
        self.positional = positional
        self.row_noun = ""
        """The setup's noun for its places ('platform'), when it gives one."""
        self.contest = False
        """The row is the order of a race or contest: 'beat' is finishing ahead."""
        self.in_order = positional or in_order
        """True when the positions have an order: a row, or an ordered axis such as weekdays."""

    def _than_exactly(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Ann is taller than exactly one other person', 'older than exactly two of the others': the
        subject holds the value with that many below it (or above it) on the scale; None for any other
        sentence."""
        text = " ".join(raw)
        said = THAN_EXACTLY.search(text)
        subjects = [i.mention for i in items if i.kind == "E" and i.mention is not None and i.mention.refs]
        if said is None or len(subjects) != 1 or subjects[0].start > len(text[:said.start()].split()):
            return None
        count = number_value(said.group("count"))
        word = said.group("word")
        named = [s for s in scales_named(self.scales, {word}) if s.numeric and s.values]
        if count is None or len(named) != 1 or not 0 < count < len(named[0].values) or len(subjects[0].refs) != 1:
            return None
        scale = named[0]
        ordered = scale.values if direction(word, scale) == "more" else tuple(reversed(scale.values))
        return Reading([Same(subjects[0].refs[0][0], Ref(scale.category, _plain_number(ordered[int(count)])))])

    def _correlative(self, raw: list[str]) -> Reading | None:
        """'The older the rider, the shorter the ride': two scales in step (or against each other),
        each value of one held by whoever holds the value of the same rank on the other; None for
        any other sentence."""
        if raw[:1] != ["the"] or "," not in raw:
            return None
        cut = raw.index(",")
        halves = (raw[:cut], raw[cut + 1:])
        if halves[1][:1] != ["the"] or len(halves[1]) < 3:
            return None
        sides = []
        for half in halves:
            word = half[1]
            if word not in COMPARATIVES:
                return None
            named = [s for s in scales_named(self.scales, set(half) - {"the", "more", "less"} | {word})
                     if s.numeric and s.values]
            if len(named) != 1:
                return None
            sides.append((named[0], direction(word, named[0])))
        (first, way), (second, other_way) = sides
        if first.category == second.category or len(first.values) != len(second.values):
            return None
        paired = second.values if way == other_way else tuple(reversed(second.values))
        return Reading([All(tuple(Same(Ref(first.category, _plain_number(a)), Ref(second.category, _plain_number(b)))
                                  for a, b in zip(first.values, paired)))])

    def read(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading:
        """The candidate meanings of a sentence with this skeleton."""
        items, raw = _without_a_hedge(items, raw)
        raw = _journeys_unmarked(raw)
        items = self._without_ends_said_again(items)
        if GENDERS.search(" ".join(raw)) and not any(i.kind not in ("E", "AND", "COMMA", "N", "OTHER", "SPAN")
                                                     for i in items):
            return Reading(ignored="says who is a man or a woman, which no category holds")
        if OTHER_TIME.search(" ".join(raw)):
            return Reading(ignored="speaks of another time than the puzzle's ('yesterday', 'used to')")
        statements = self._of_the_statements(items, unknown, raw)
        if statements is not None:  # 'Exactly one of the following is true: Quinn took history; ...'
            return statements
        correlated = self._correlative(raw)
        if correlated is not None:  # 'The older the rider, the shorter the ride'
            return correlated
        counted_over = self._than_exactly(items, raw)
        if counted_over is not None:  # 'Ann is taller than exactly one other person'
            return counted_over
        if "parity" in raw or "parities" in raw:  # 'X and Y have the same parity positions'
            return self._parity(items, raw)
        middle = self._between_the_other_two(items)
        if middle is not None:  # 'Kim's car is somewhere between the other two' in a row of three
            return middle
        counted = self._counted_places(items, raw)
        if counted is not None:  # 'separated by exactly two climbers', 'position number is one less than'
            return counted
        if TRUTH_OF_STATEMENTS.search(" ".join(raw)):
            return Reading(unsure="speaks of the truth of statements in a way the reader does not know")
        block = self._a_block(items, raw)
        if block is not None:  # 'Lena, Pat and Mo stand in consecutive places, in some order'
            return block
        if rx.search(r"\b(?:midway|halfway|half-way)\s+between\b", " ".join(raw)):
            return Reading(unsure="'midway between' (as far from one as from the other) is not read")
        if rx.match(r"(?:neither|none)\s+of\s+the\s+(?:two|three|four|five)\s", " ".join(raw)) and "nor" not in raw \
                and any(item.kind == "E" for item in items):
            group = self._none_of_the_extremes(items, raw)
            if group is not None:  # 'Neither of the two youngest children owns the hamster'
                return group
            return Reading(unsure="'neither of the two ...' over a group the reader does not read")
            # ('Neither of the two people with the earliest birthdays got the mug': never the earliest alone)
        denied = NOT_TRUE.match(" ".join(raw))
        if denied is not None:  # 'It is not true that the hen lives in the red house or the green one'
            cut = len(denied.group(0).split())
            inner = self.read([i for i in items if i.at >= cut], unknown, [""] * cut + raw[cut:])
            self.raw = raw
            if inner.unsure or len(inner.candidates) != 1 or inner.doubt:
                return Reading(unsure="'it is not true that' over a sentence the reader is not sure of")
            return Reading([c for c in [negate(conjoin([inner.candidates[0], *inner.extra]))] if c is not None])
        excepting = _an_exception(items, raw)
        if excepting is not None:  # 'next to anyone but Bob', 'everyone except Gus': no plain relation
            return self._only_beside(items, raw) or Reading(
                unsure=f"'{excepting}' leaves one out of everyone, which the reader does not read")
        raw = [("to" if k and _phrasal(raw[k - 1], w) else w) for k, w in enumerate(raw)]
        resolved = self._former_and_latter(items, raw)
        if resolved is None:
            return Reading(unsure="'the former' or 'the latter' without two things named before it")
        reading = self._read(resolved, unknown, raw)
        if _negated_equatives(raw) != raw:  # 'not as far as': two people, one less far
            reading.candidates = [_strictly_less(c) for c in reading.candidates]
        if reading.candidates and _compares_with_a_value(items, raw) and not BEYOND_ALL.search(" ".join(raw)) \
                and all(_plain(c) for c in reading.candidates):
            return Reading(unsure="a comparison the reader did not read (only who is who was read)")
        apart = TIME_APART.search(" ".join(raw))
        if apart and reading.candidates and not any(  # (but on weekdays 'three days apart' is three places)
                _one_place_long(sc, _singular(apart.group(1))) for sc in self.scales) \
                and any(isinstance(c, (Apart, NotApart)) or _has_apart(c) for c in reading.candidates):
            return Reading(unsure="a time apart read as places apart")  # 'arrived two days apart' on dates
        amounts = _amounts_in_one_unit(" ".join(raw))
        if len(amounts) >= 2 and reading.candidates and all(len(_distances(c)) == 1 and _orders(c) >= 2
                                                            for c in reading.candidates):
            return Reading(unsure="two different amounts, read as one")  # 'half an hour after A and an hour before B'
        if reading.candidates and raw.count("than") >= 2 and all(_orders(c) < 2 for c in reading.candidates):
            # ('older than the one who paid more than Dan')
            return Reading(unsure="two comparisons, of which the reader read one")
        if reading.candidates and NESTED.search(" ".join(raw)) and all(_orders(c) < 2 for c in reading.candidates):
            return Reading(unsure="a comparison with someone named by another comparison")
        if reading.candidates and not reading.doubt and WISH.search(" ".join(raw)) and not self._wants_to_do():
            reading.doubt = "says what someone would like, which may be only a wish"  # the solver decides
        return reading

    def _read(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading:
        """The candidate meanings of a sentence, or of a part of one, with this skeleton; a value
        owned by another ('Mr Dyer's setter') is one thing with its owner (see ``stories``)."""
        items, raw = without_idle_relative(items, raw)
        items, raw = self._without_the_way_of_the_row(items, raw)
        items, tied = possessed(beside_its_own(items, raw), raw)
        if self.in_order and not self.positional:
            items = first_of_a_stretch(opening_and_closing(items, raw, self.builder.size), raw, self.builder.size)
        else:
            items = end_of_a_stretch(items, raw)
        turned = own_side(side_of_a_named_one(end_named_by_number(items, self.builder.size), raw), raw)
        if turned is None:
            return Reading(unsure="a side said as 'on her left' of someone the sentence does not name")
        items = turned
        reading = self._read_skeleton(items, unknown, raw)
        if reading.unsure and any(item.kind == "OR" for item in items):  # 'one floor above or one floor below
            reading = self._either_relation(items, unknown, raw) or reading  # the basil grower'
            self.raw = raw
        if tied and reading.ignored:
            joined = conjoin(list(tied))
            return Reading([joined]) if joined is not None else reading
        if tied and reading.candidates:
            reading.extra += tied
        return reading

    def _without_the_way_of_the_row(self, items: list[Item], raw: list[str]) -> tuple[list[Item], list[str]]:
        """'From front to back, A comes before B, and ...': a lead that says the row's own way
        (left to right, front to back: toward the higher places) adds nothing; the rest is read
        alone. Any other lead stays, and what it says is read as before."""
        if not self.positional:
            return items, raw
        lead = ROW_WAY_LEAD.match(" ".join(raw))
        if lead is None or "in that order" in " ".join(raw) or "in this order" in " ".join(raw) \
                or "then" in raw or "first" in raw:
            return items, raw  # ('From left to right, A, B and C, in that order', '..., you pass A first, then
            # B': the order's own lead)
        cut = len(lead.group(0).split())
        kept = [item for item in items if item.at >= cut]
        if not any(item.kind == "E" for item in kept):
            return items, raw
        return kept, [""] * cut + raw[cut:]

    def _read_skeleton(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading:
        """The candidate meanings of a sentence, or of a part of one, with this skeleton."""
        raw = _negated_equatives(raw)
        unowned = _without_an_owned_object(raw)
        if unowned != raw:  # ('for her berth': her own berth, no second mention of her)
            items = [i for i in items if not (raw[i.at] and not unowned[i.at])]
            raw = unowned
        self.raw = raw
        items = [i for i in items if not (i.kind == "AND" and tuple(raw[i.at - 1:i.at + 2]) in PAIRED_IDIOMS)]
        if ONE_MORE.search(" ".join(raw)):
            return Reading(unsure="speaks of a second one of the same sort ('and one who ...'), which the reader "
                                  "does not follow")
        if _pronoun_of_an_unknown_subject(items, raw):
            return Reading(unsure="'she' or 'he' stands for a subject the reader does not know")
        if len(items) > 3 and items[0].kind == "AND" and items[0].word == "both" and items[1].kind == "E":
            items = items[1:]  # 'Both Ann and Bob live in even houses': the pair, said as a pair
        items = self._behind_the_door(items, raw)
        items = self._side_of_a_place(items, raw)
        items = self._places_counted(items)
        items = _without_a_timed_aside(items, raw)
        items = _without_a_reason(items, raw)
        if self._ratio(items, raw):
            return self._multiple(items, raw)
        not_next = self._but_not_immediately(items, unknown, raw) \
            or self._beside_but_not_on_a_side(items, unknown, raw)
        if not_next is not None:
            return not_next
        reported = self._reported(items, unknown, raw)
        if reported is not None:
            return reported
        entities = [item for item in items if item.kind == "E"]
        if not entities:
            return Reading(ignored="mentions nothing in the puzzle's categories")
        if len(entities) >= 2 and all(item.mention is not None and not item.mention.refs for item in entities) \
                and not (any(w in COMPARATIVES for w in raw) and any(s.numeric for s in self.scales)):
            # 'Seat 1 is at the far left and seat 6 at the far right': the layout
            return Reading(ignored="names places and nothing of the puzzle to put in them")
        if self._to_a_pronoun(items, raw) and not self._of_a_first_clause(items):
            return Reading(unsure="relates something to 'him', 'her' or 'it', which the reader does not resolve")
        items = self._between_the_unnamed(items, raw, self.nouns)
        if len(entities) >= 2 and self._to_something_unnamed(items, raw, self.nouns) \
                and not (self._of_a_first_clause(items) and self._to_a_pronoun(items, raw)):
            return Reading(unsure="relates something to a thing the puzzle does not name")
        if self._one_category_list(items):
            distributed = self._distributed(items, unknown, raw)
            if distributed is not None:
                return distributed
            return Reading(ignored="only lists values of one category")
        conditional = self._conditional(items, unknown, raw)
        if conditional is not None:
            return conditional
        items = self._without_a_negated_tail(items, raw)
        fronted = self._fronted(items, unknown, raw)
        if fronted is not None:
            return fronted
        if _a_clause_not_understood(items, raw):
            return Reading(unsure="a second clause says something of its subject that the reader does not understand")
        compound = self._compound(items, unknown, raw) or self._aside(items, unknown, raw) \
            or self._relative(items, unknown, raw) or self._gapped(items, unknown, raw)
        if compound is not None:
            return compound
        items, extra = self._different_tail(items)
        items, located = self._located_tail(items, raw)
        extra += located
        items, apposed = self._apposition(items)
        extra += apposed
        items, owned = self._possessed(items, raw)
        extra += owned
        of_two = self._exactly_one_of_the_two(items, unknown, raw) or self._of_the_three(items, raw) \
            or self._of_the_two(items, raw) \
            or self._one_of_two_named(items, raw) \
            or self._none_of(items, unknown, raw) or self._do_not_both(items, unknown, raw)
        if of_two is not None:
            return of_two
        in_order = self._at_the_two_ends(items, raw) or self._both_alike(items, unknown, raw) \
            or self._in_some_order(items, raw) \
            or self._listed_in_order(items, raw) \
            or self._first_then(items, raw) or self._two_neighbours(items, raw) or self._positions_differ(items, raw) \
            or self._one_on_each_side(items, raw)
        if in_order is not None:
            return in_order
        found = kinds(items)
        if "NOR" in found and ("NEITHER" in found or "NOT" in found):
            return self._neither_nor(items, unknown)
        shared = self._shared_subject(items, unknown)
        if shared is not None:
            shared.extra += extra
            return shared
        or_is = self._or_is_that_one(items, unknown, raw) if "OR" in found else None
        if or_is is not None:
            return or_is
        if "OR" in found:
            reading = self._either_or(items, unknown)
            if reading is not None:
                reading.extra += extra
                return reading
        nobody = self._nobody_beyond_in_the_row(items, raw)
        if nobody is not None:
            return nobody
        if _compares_after_the_last(items, raw):
            # 'A swam more lengths than B, though she is younger than her': the second comparison is of
            # things the sentence does not name, and its words name no scale of the first
            return self._compared_again_by_pronouns(items, unknown, raw) \
                or Reading(unsure="two comparisons, the second of things the sentence does not name")
        comparison = self._comparison(items, raw)
        if comparison is not None:
            comparison.extra += extra
            return comparison
        reading = self.clause(items, unknown)
        reading.extra += extra
        return reading

    # ----------------------------------------------------------------------- comparisons
    def _comparison(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'A paid $5 more than B', 'A came out two months after B', 'A is older than B'."""
        span = _span_outside_values(items, raw)  # not the 'More' of 'Books and More'
        alone = [item for item in items if item.kind == "E"]
        if len(alone) == 1 and THAN_ALL_OTHERS.search(" ".join(raw)):  # 'The cheapest bake sold more pieces than
            span = span + raw[_mention(alone[0]).end:]  # any of the others': the words after the one thing named
        if items and NOBODY.match(" ".join(raw)):  # 'Nothing on the table was cheaper than the brownies'
            span = raw[:min(item.at for item in items)] + span
        won = outcome(span) if not any(w in COMPARATIVES or w == "than" for w in span) else None
        if won is not None and self.contest and (not any(better_end(s) is not None for s in self.scales)
                                                 or (self.positional and "by" not in span)):
            # ('Tobias beat Sade' where the places 1st to 4th are the row: ahead of her, whatever the scores)
            return self._beat_in_the_order(items, won)
        if won is not None and not self.scales and sum(item.kind == "E" for item in items) >= 2:
            return Reading(unsure=f"'{won}' on no scale of scores, times or places")  # never 'the same person'
        if not self.scales or not (any(w in COMPARATIVES or w == "than" for w in span) or won):
            return None
        dated = IN_THE_YEAR.search(" ".join(raw)) is not None \
            and any(s.dated or monthly(s) for s in self.scales)
        dated = dated or self._in_the_day(raw)  # 'booked later in the day than': the clock, not the days
        along = any(item.kind in ("LEFT", "RIGHT")
                    and (item.word in ("later", "earlier", "sooner", "left", "right", "leftwards", "rightwards",
                                       "back", "forward", "forwards", "ahead", "behind", "up", "down")
                         or (item.word in ("higher", "lower") and raw[item.at + 1:item.at + 2] in (
                             ["up"], ["down"], ["on"], ["in"])))  # ('higher up', 'lower on the rope than')
                    and not (dated and item.word in ("later", "earlier", "sooner"))
                    for item in items)  # 'later in the queue than', 'further back than', 'higher up than' (a floor)
        # (but 'born later in the year than' compares the birthdays, in a row too)
        if self.positional and "than" not in span and any(
                item.kind in ("LEFT", "RIGHT") and item.word in PLAIN_SIDES for item in items):
            return None  # 'Whoever measures 175 cm lives above X but below Y': places in the row, no measure
        numbered = any(_singular(w) in self.nouns and nxt in ("number", "numbers", "no")
                       for w, nxt in pairwise(raw))  # "Tom's lane number was lower than Kate's": places
        judged = won is not None and len([s for s in self.scales if better_end(s) is not None]) == 1
        # ('Maddie beat the Dolphins swimmer' in lanes, with places 1st to 4th: the better place)
        if self.positional and ("than" not in span or along or numbered or any(item.kind == "SPAN" for item in items)) \
                and not self._measured(items, raw) and not self._on_the_clock(span, raw) \
                and self._scale_of_the_verb(items, raw) is None and not judged:
            return None  # 'on a lower floor than': a place in the row, read by the clause
        word = next((w for w in span if w in COMPARATIVES), won)
        if word is None:
            return None
        unnamed = self._more_of_something_unnamed(word, span)
        if unnamed:  # 'he gets less pocket money than Ellie' where no category holds money: never the ages
            return Reading(unsure=f"compares by '{word} {unnamed}', which names no scale of the puzzle")
        if word in ("further", "farther") and any(w in ("behind", "back") for w in span):
            return Reading(unsure=f"'{word} behind' on a scale: more of it, or less, the words do not say")
        if "or" in span and any(w in MORE for w in span) and any(w in LESS for w in span):
            return self._either_way(items, raw)
        if _bound(span) in ("at least", "at most", "no more than", "no fewer than", "no less than"):
            return Reading(unsure=f"a comparison bounded by '{_bound(span)}'")
        entities = [i for i, item in enumerate(items) if item.kind == "E"]
        amount, amount_at = self._amount(items, raw)
        people = [i for i in entities if i != amount_at]
        if len(people) == 3 and any(items[k].kind == "AND" for k in range(people[0] + 1, people[1])) \
                and "than" in raw[_mention(items[people[1]]).end:_mention(items[people[2]]).start] \
                and "than" not in raw[:_mention(items[people[1]]).end] and amount is None:
            # 'Both Pat and the May 7 patient are older than Ola': two comparisons with one thing
            first = self._comparison([items[people[0]], *items[people[1] + 1:]], raw)
            second = self._comparison(items[people[1]:], raw)
            if first and second and len(first.candidates) == 1 and len(second.candidates) == 1 \
                    and not first.unsure and not second.unsure:
                joined = conjoin([first.candidates[0], second.candidates[0]])
                return Reading([joined]) if joined else None
            return Reading(unsure="a comparison with two things on one side is not understood")
        if len(people) == 3 and any(items[k].kind == "AND" for k in range(people[1] + 1, people[2])) \
                and "than" in raw[items[people[0]].at:items[people[1]].at] \
                and not any(items[k].kind in ("NEITHER", "NOR") or (items[k].kind == "NOT" and not any(
                    w in COMPARATIVES for w in raw[items[k].at:_mention(items[people[2]]).start]))
                    for k in range(people[1] + 1, people[2])):
            # 'younger than both Eve and Cal': two comparisons of one subject ('quicker than Kira but not as
            # quick as Hana': the second one denied)
            first = self._comparison(items[:people[1] + 1], raw)
            second = self._comparison([*items[:people[1]], *items[people[2]:]], raw)
            joint = next(k for k in range(people[1] + 1, people[2]) if items[k].kind == "AND")
            if any(w in COMPARATIVES for w in raw[items[joint].at:_mention(items[people[2]]).start]):
                # 'cost more than the tea but less than the cake': a second comparison of the subject
                second = self._comparison([_moved(items[people[0]], items[joint].at), *items[joint + 1:]], raw)
            if first and second and len(first.candidates) == 1 and len(second.candidates) == 1:
                joined = conjoin([first.candidates[0], second.candidates[0]])
                return Reading([joined]) if joined else None
            return Reading(unsure="a comparison with two things on one side is not understood")
        nobody = NOBODY.match(" ".join(raw))
        if nobody and amount_at is not None and items[amount_at].kind == "ONE" and items[amount_at].at <= 1:
            amount, amount_at = None, None  # the 'one' of 'no one', not an amount
        if amount_at is not None and items[amount_at].kind == "ONE" \
                and raw[items[amount_at].at - 1:items[amount_at].at] in (["only"], ["the"]):
            amount, amount_at = None, None  # 'the only one to average more than 28 kph': a person, not an amount
        if len(people) == 1 and amount is None and (nobody or THAN_ALL_OTHERS.search(" ".join(raw))):
            return self._beyond_everyone(items[people[0]], word, raw)  # ('sold more than any of the others')
        if len(people) == 3:
            owned = self._own_value_then_compared(items, people, raw)
            if owned is not None:
                return owned
        if len(people) >= 3 and any((items[k].kind == "COMMA" and (items[k].word == ";" or (
                k + 1 < len(items) and items[k + 1].kind == "AND")))
                or (items[k].kind == "AND" and raw[items[k].at - 1:items[k].at] == [","])
                for k in range(people[0] + 1, people[-1])):
            return None  # 'A is older than B, and neither of them ...', 'Eve works on Wednesday; the person on the
            # day after her ...': two sentences, read as such
        if len(people) == 1 and amount is None:
            bound = self._than_a_number(items, raw, people[0], word)
            if bound is not None:  # 'Cyril sold more than 60 copies': a bound no value need be
                return bound
        if len(people) != 2:
            if len(people) < 2:  # 'Cleo has climbed in the Alps before': no second thing to relate
                return Reading(ignored="names only one thing of the puzzle and nothing to relate it to")
            return Reading(unsure="a comparison needs two things to compare")
        first_at = _mention(items[people[0]]).start
        before = first_at - 1
        while before > 0 and raw[before] in ("the", "a", "an", "his", "her", "their", "its"):
            before -= 1
        second_at = _mention(items[people[1]]).start
        relative = ("who", "whom", "that", "which", "whose", "whoever")
        if raw[before:before + 1] == ["than"] and raw[before - 1:before] and raw[before - 1] in COMPARATIVES \
                and not any(w in relative for w in raw[:second_at]):
            # 'The hamster is heavier than the rabbit but lighter than the beagle': no hamster here
            return Reading(unsure="compares something the sentence does not name with the things it names")
        negated = any(item.kind == "NOT" for item in items)
        if self._compared_in_the_subject(items, people, raw):
            people = people[::-1]  # 'The appointment two hours after Carl's is Gus's': Gus is after Carl
        said = _words_outside_values([items[k] for k in people], raw, self.scales)
        said = said | {w[3:] for w in said if w.startswith("out") and len(w) > 6}  # 'outsold': what was sold
        if rx.search(r"\b(?:in|of)\s+the\s+day\b", " ".join(raw)):
            said = said - {"day", "days"}  # 'earlier in the day': the hour, not the date
        on_the_clock = self.positional and self._on_the_clock(span, raw)
        verb_scale = self._scale_of_the_verb(items, raw) if self.positional and not names_a_scale(self.scales, said) \
            else None  # ('Lucia finished ahead of Marcus' beside finishing times, in lanes)
        if verb_scale is None and judged and self.positional and not names_a_scale(self.scales, said):
            verb_scale = next(s for s in self.scales if better_end(s) is not None)  # 'Maddie beat Keira': the places
        if self.positional and not names_a_scale(self.scales, said) and not self._measured(items, raw) \
                and not on_the_clock and verb_scale is None:
            return Reading(unsure=f"compares by '{word}', which names no scale of the puzzle and no side of the row")
        scales = [verb_scale] if verb_scale is not None else scales_named(self.scales, said)
        if on_the_clock and not scales:  # 'leaves earlier than': the one category of times
            scales = [s for s in self.scales if s.numeric and (s.unit_words & {"minute", "date"} or s.dated)]
        if amount_at is not None and _said_in_money(items[amount_at], raw):
            scales = [s for s in scales if s.unit_words & MONEY]  # '$50 more': a difference in money, on no
            # other scale ('gets 50p a week more' where the money is unread is never two years of age)
        if not scales and self.scales:
            if said & OWN_MEASURE_WORDS:
                return Reading(unsure=f"compares by '{word}', which names no scale of the puzzle")
            return Reading(unsure="compares amounts of money, and no category holds money")
        if word in ("ahead", "behind") and amount is None \
                and not any(s.ranked or in_time(s) or (s.unit_words | s.cues) & PLACE_UNITS for s in scales):
            # 'finished ahead of the superhero' where only ages are ordered: a place in a race, not an age
            return Reading(unsure=f"compares by '{word}', and no category of the puzzle is a place or a time")
        age = ungraded_age(self.scales, _words_outside_values(items, raw))  # (not the 'Old' of 'Old Quarry Path')
        if age is not None:
            return Reading(unsure=f"compares by '{age}', and no category of the puzzle is an age")
        if won is not None:  # 'beat Ann's team by 15 points': more points, or less time
            ended = [s for s in scales if better_end(s) is not None]
            unit = self._unit_after(items, amount_at, raw)
            measured = [s for s in scales if s.numeric and unit and unit in s.unit_words]
            if not ended and len(measured) == 1 and amount is not None and len(people) == 2:
                return self._apart_either_way(measured[0], items[people[0]], items[people[1]], amount)
                # ('The green plane beat the orange one by 6 feet': 6 feet apart, which way is better unsaid)
            scales = ended
            if len(scales) != 1:
                return Reading(unsure=f"'{won}' on no one scale of scores or times")
        if word in TIME_WORDS:  # 'arrived the day after Bo' says nothing of prices
            scales = [s for s in scales if in_time(s)] or [s for s in self.scales if in_time(s) and not s.numeric] \
                or [s for s in self.scales if in_time(s) and not s.dated and len([t for t in self.scales
                                                                                  if in_time(t)]) == 1]
            timed = [s for s in scales if not _an_age(s)]
            scales = timed if timed and "born" not in raw else scales  # ('crossed the line sometime before the
            # Pella runner' beside ages in years: the finishing times, never the ages)
            # ('Whoever is 66 years old is interviewed immediately before ...': the slots, not the ages; 'the
            # Hollis sale completed one week before Darius's': the one scale of dates, whatever 'sale' names)
            if f"{word} in the week" in " ".join(raw):  # 'Chloe's lesson is later in the week than Ben's': the
                scales = [s for s in self.scales if not s.numeric and in_time(s)] or scales  # days, not lengths
            clocks = [s for s in scales if not s.numeric]
            scales = clocks or scales  # 'got there earlier than Bea': the clock, not how long games last
            if self._in_the_day(raw):  # 'later in the day than Nadia': the hour, not the date
                scales = [s for s in self.scales if "minute" in s.unit_words] or scales
            if not scales:
                return Reading(unsure=f"compares by '{word}', and no ordered category of the puzzle is a time")
        if word in ("longer", "shorter"):  # 'lasts half an hour longer': a length, not a later time
            scales = [s for s in scales if s.numeric] or scales
        unit = self._unit_after(items, amount_at, raw)
        if amount is None:
            amount, unit = _one_unit(raw, scales, amount, unit)
        if unit in MONEY or unit in ("cent", "penny", "pence", "p"):  # '10 cents less': on the scale of money
            scales = [s for s in scales if s.unit_words & MONEY]
            if not scales:
                return Reading(unsure="compares amounts of money, and no category holds money")
        if unit in ("cent", "penny", "pence", "p") and amount is not None \
                and not any(s.unit_words & {"cent", "cents", "penny", "pence", "p"} for s in scales):
            amount, unit = amount / 100, ""  # '50 cents more': half a dollar
        one_place = amount is None and (any(item.kind == "IMM" for item in items) or any(
            item.kind == "NEXT" and any(later.kind in ("LEFT", "RIGHT") for later in items[k + 1:])
            for k, item in enumerate(items)))  # ('finished in the very next place after')
        if one_place:
            amount = 1.0  # 'immediately ahead of' on a scale of places: one place
        minutes = duration_minutes(raw)
        hourly = [s for s in scales if s.numeric and s.unit_words & {"hour", "hours"}]
        if hourly and word in ("longer", "shorter", "more", "less") and (minutes is not None
                                                                         or unit in ("hour", "hr")):
            # 'works one hour longer than Tamsin' on shifts of 2, 3, 4 and 5 hours: hours, not the clock
            amount = minutes / 60 if minutes is not None else amount
            unit, one_place, minutes, scales = "hour", False, None, hourly
        elif minutes is not None:  # ('exactly an hour and a half after': 90 minutes, not one slot)
            amount, unit, one_place = minutes, "minute", False
            scales = [s for s in scales if "minute" in s.unit_words]
        elif unit in ("hour", "hr") and amount is not None and any("minute" in s.unit_words for s in scales):
            amount, unit = amount * 60, "minute"  # 'the hour after', '2 hours before' on a clock
        elif unit in ("week", "weeks") and amount is not None and any(s.unit_words & {"date", "day", "days"}
                                                                      for s in scales):
            amount, unit = amount * 7, "day"  # 'one week after' on dates
            scales = [s for s in scales if s.unit_words & {"date", "day", "days"}]
        if unit == "year" and not any(unit in s.unit_words or unit in s.cues for s in scales) \
                and len([s for s in scales if s.dated]) == 1:
            scales = [s for s in scales if s.dated]  # '5 years younger' on years of birth
        elif unit and not any(unit in s.unit_words or unit in s.cues for s in scales) \
                and not (len(scales) == 1 and scales[0].numeric and not scales[0].unit_words
                         and unit not in TIME_UNITS and _singular(unit) not in PLACE_UNITS | self.nouns):
            # ('rated 450 points above Piotr': the ratings its own words name, in points)
            bare = [s for s in self.scales if s.numeric and not s.unit_words and not s.dated]
            if unit == "year":  # '2 years younger' on ages given as bare numbers
                bare = [s for s in bare if s.cues & {"age", "aged", "old", "year"}]
            if len(bare) != 1 or unit in TIME_UNITS \
                    or _singular(unit) in PLACE_UNITS | self.nouns:  # 'two places behind' is no age
                return Reading(unsure=f"compares in {unit}, which no ordered category of the puzzle measures")
            scales = bare  # '3 points more' on the one category of plain numbers (the scores)
        if word in AMOUNT_WORDS and not all(s.numeric for s in scales):
            scales = [s for s in scales if s.numeric] or [s for s in self.scales if s.numeric]
            if not scales:  # 'three more students than': an amount, never days later
                return Reading(unsure=f"compares by '{word}', and no category of the puzzle is an amount")
        options = []
        for scale in scales:
            for a in term_options(items[people[0]]):
                for b in term_options(items[people[1]]):
                    if one_place and scale.numeric and not scale.ranked and not (minutes or unit) \
                            and not _counted_by_ones(scale):
                        if not _next_to_the_word(items, word):  # ('took more money than any other, and it
                            return Reading(unsure="'immediately' said of no comparison")  # stood immediately ...')
                        options.append(next_in_rank(scale, a, b, direction(word, scale)))  # the next time,
                        continue  # not one second more
                    if scale.numeric and (_one_place(a) or _one_place(b)) \
                            and all(isinstance(t, Ref) or _one_place(t) for t in (a, b)):
                        # 'The person in house 5 is younger than the person in house 1': values at places
                        options.append(_compared_at_places(scale, a, b, direction(word, scale), amount))
                        continue
                    own = isinstance(a, Ref) and isinstance(b, Ref) \
                        and (a.category == scale.category) != (b.category == scale.category)
                    if isinstance(a, Ref) and isinstance(b, Ref) and (not scale.numeric or (
                            a.category != scale.category and b.category != scale.category)
                            or (amount_at is not None and _in_its_unit(scale, unit) and own)
                            or (amount is None and own and (b.category == scale.category or grades(scale, {word})))):
                        # ('The 45-year-old is younger than the person whose favourite colour is green': whoever is
                        # 45, against the other's age; but 'the person born in June comes before ...' is the week's)
                        # ('weighing more than 5 kg': more than the value itself)
                        # '648 pounds, which was 53 pounds less than Ada's': one side the scale's own value
                        step = scale.step if one_place and scale.step else amount  # one slot of a clock
                        if amount is not None and unit and _singular(unit) in SLOT_UNITS and scale.step:
                            step = amount * scale.step  # 'two slots later than' on half-hourly slots: an hour
                        way = direction(word, scale)
                        if scale.dated and word in ("more", "less", "fewer") and _as_a_span(raw) \
                                and calendar_years(scale):  # (calendar years, not 1 to 5 years)
                            way = "less" if way == "more" else "more"  # 'a member for four years less': joined later
                        if not scale.dated and "born" in raw and word in TIME_WORDS | {"sooner"} \
                                and scale.cues & {"age", "ages", "aged", "old"}:
                            way = "less" if way == "more" else "more"  # 'born five years before May': older
                        if one_place and not scale.numeric and scale.marks and not scale.step and not unit:
                            options.append(compare_clue(replace(scale, marks=()), a, b, way, 1))  # 'the slot right
                            continue  # after' on slots at 9, 10, 11am and 1pm: the next slot, whatever its hour
                        options.append(compare_clue(scale, a, b, way, step))
        if options and all(o is None for o in options) and amount is not None:
            return Reading(unsure=f"a difference of {amount:g} fits no step of the puzzle's scale")
        return self._finish(options, negated)

    def _than_a_number(self, items: list[Item], raw: list[str], subject: int, word: str) -> Reading | None:
        """'Cyril sold more than 60 copies', 'paid less than $20': the subject's value on the one scale the
        sentence names, above or below a number that need be no value of it; None unless a number
        follows 'than' and the sentence names exactly one numeric scale (by the number's unit or its
        words) other than the subject's own."""
        term = term_options(items[subject])[0]
        after = next((k for k, item in enumerate(items) if item.kind in ("N", "E") and item.mention is not None
                      and not item.mention.refs and item.mention.number is not None
                      and (raw[item.mention.start - 1:item.mention.start] == ["than"]
                           or raw[item.mention.start - 2:item.mention.start] in (["than", "$"], ["than", "\u00a3"],
                                                                                 ["than", "\u20ac"]))), None)
        if after is None or not isinstance(term, Ref) or word not in MORE | LESS:
            return None
        if any(raw[k:k + 2] == ["for", word] for k in range(len(raw) - 1)):
            return None  # 'has been showing dogs for more than twenty years': how long, no value of a scale
        mention = items[after].mention
        if mention is None or mention.number is None:
            return None
        said = set(raw[mention.end:mention.end + 1]) | set(raw[:mention.start])
        scales = [s for s in scales_named(self.scales, said) if s.numeric and s.category != term.category]
        if len(scales) != 1:
            return None
        way = direction(word, scales[0])
        bound = Relation(LabelAt(scales[0].category, Pos(term)), ">" if way == "more" else "<",
                         Const(mention.number))
        return self._finish([bound], any(item.kind == "NOT" for item in items))  # ('did not sell more than')

    def _own_value_then_compared(self, items: list[Item], people: list[int], raw: list[str]) -> Reading | None:
        """'Mr Szabo has his beard trim an hour after Kit', 'The lamp was made in 1951, 27 years
        after the clock': the subject's own value of another kind, joined to it by a verb alone,
        then a comparison of the subject with the third thing. None unless the sentence is that."""
        a, b, c = people
        if any(item.kind == "COMMA" and item.word == ";" for item in items):
            return None  # 'Eve works on Wednesday; the person on the day after her ...': two sentences
        if a != 0 or not self._of_two_kinds(items[a], items[b]) \
                or any(items[k].kind != "E" for k in range(a + 1, b)):
            return None
        first, second = _mention(items[a]), _mention(items[b])
        between = raw[first.end:second.start]
        if not between or any(w in COMPARATIVES or w in ("than", "and", "or", "nor", "not", "but", "who", "which",
                                                          "whose", "that", ",") for w in between) \
                or not any(verb_like(w) or w in ("has", "had", "have", "is", "was", "for", "with") for w in between):
            return None  # ("Ann's dog": a possessive, not a verb; 'Ann and the tea drinker')
        if not any(w in COMPARATIVES or w == "than" for w in raw[second.end:_mention(items[c]).start]):
            return None
        blanked = [*raw[:second.start], *[""] * (second.end - second.start), *raw[second.end:]]
        compared = self._comparison([items[a], *items[b + 1:]], blanked)
        self.raw = raw
        if compared is None or compared.unsure or len(compared.candidates) != 1:
            return None
        same = self.builder.pair(term_options(items[a])[0], term_options(items[b])[0], "same")
        joined = conjoin([same, compared.candidates[0]])
        return Reading([joined], extra=compared.extra) if joined is not None else None

    def _of_the_statements(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Exactly one of the following is true: Quinn took history; Victor took math': the
        statements after the colon, each read alone, held as many as the count says ('one of the
        following' leaves the solver both 'exactly one' and 'at least one'); None for other
        sentences."""
        head = STATEMENTS.match(" ".join(raw))
        if head is None or ":" not in raw:
            return None
        colon = raw.index(":")
        cuts = [k for k in range(colon + 1, len(raw)) if raw[k] == ";"] or \
            [k for k in range(colon + 1, len(raw)) if raw[k] == ","]
        if not cuts:  # 'At least one of the following is true: A is in house 5 or B is in house 1'
            for k in range(colon + 2, len(raw) - 1):
                if raw[k] == "or" and raw[k + 1] in ("the", "whoever", "a", "an"):
                    read = self._statements_cut(items, unknown, raw, head, [k])
                    if read is not None and not read.unsure:
                        return read
            return Reading(unsure="'one of the following' without two statements")
        return self._statements_cut(items, unknown, raw, head, cuts) or \
            Reading(unsure="'one of the following' without two statements")

    def _statements_cut(self, items: list[Item], unknown: list[str], raw: list[str], head: re.Match[str],
                        cuts: list[int]) -> Reading | None:
        """The statements of 'one of the following', cut at these words, each read alone and
        held as many as the count says; None when fewer than two are read."""
        colon = raw.index(":")
        bounds = list(zip([colon, *cuts], [*cuts, len(raw)]))
        parts = []
        for start, end in bounds:
            start += 1
            while start < end and raw[start] in ("and", "or", "either"):
                start += 1
            words = [""] * start + raw[start:end] + [""] * (len(raw) - end)
            part = self.read([i for i in items if start <= i.at < end], unknown, words)
            self.raw = raw
            if part.unsure or len(part.candidates) != 1 or part.doubt:
                return Reading(unsure="a statement of 'one of the following' is not understood")
            parts.append(conjoin([part.candidates[0], *part.extra]))
        if len(parts) < 2 or any(p is None for p in parts):
            return None
        said = [p for p in parts if p is not None]
        count, truth = head.group("count"), head.group("truth")
        if truth in ("false", "wrong", "incorrect"):
            said = [c for c in (negate(p) for p in said) if c is not None]
        if count in ("exactly one", "only one", "just one", "precisely one"):
            return Reading([Either(tuple(said), exclusive=True)])
        if count == "at least one":
            return Reading([Either(tuple(said))])
        if count == "one":  # ('One of the following is true'): exactly one, or at least one
            return Reading([Either(tuple(said), exclusive=True), Either(tuple(said))])
        if count in ("both", "all"):
            joined = conjoin(said)
            return Reading([joined]) if joined is not None else Reading(unsure="'all of the following' states nothing")
        if count in ("neither", "none"):
            joined = conjoin([c for c in (negate(p) for p in said) if c is not None])
            return Reading([joined]) if joined is not None else Reading(unsure="'none of the following' states nothing")
        counted = _exactly_so_many(said, count)
        if counted is not None:
            return Reading([counted])
        return Reading(unsure=f"'{count} of the following' is not read")

    def _beat_in_the_order(self, items: list[Item], won: str) -> Reading:
        """'Cara beat Eli', 'Ann was beaten by Dev' where the row is the order of a race: the better
        one finished ahead (a smaller place)."""
        entities = [item for item in items if item.kind == "E"]
        terms = [term_options(item) for item in entities]
        if len(entities) != 2 or any(len(t) != 1 for t in terms) or any(i.kind == "N" for i in items):
            return Reading(unsure=f"'{won}' with other than two people of the race")
        better = OUTCOMES.get(won, "worse") == "better"
        first, second = (terms[0][0], terms[1][0]) if better else (terms[1][0], terms[0][0])
        ahead = self.builder.pair(first, second, "left")
        return Reading([ahead]) if ahead is not None else Reading(unsure=f"'{won}' said of one person")

    def _in_the_day(self, raw: list[str]) -> bool:
        """True for 'later in the day than' where a category of clock times is compared by its
        minutes and the places of the puzzle are not themselves the times."""
        return IN_THE_DAY.search(" ".join(raw)) is not None \
            and any(s.numeric and "minute" in s.unit_words for s in self.scales) \
            and not any(not s.numeric and "minute" in s.unit_words for s in self.scales)

    def _scale_of_the_verb(self, items: list[Item], raw: list[str]) -> Scale | None:
        """The one numeric scale the sentence's verb is the verb of ('Lucia finished ahead of Marcus'
        beside 'the five finishing times were ...'), where the places of the row are no order in
        time or of a contest (lanes, not a queue): the comparison is on that scale, not the row."""
        if not self.row_noun or self.row_noun in SEQUENCE_ROWS:
            return None
        inside = {k for item in items if item.kind == "E" and item.mention is not None and item.mention.refs
                  for k in range(item.mention.start - 1, item.mention.end)}  # (not the 'aged' of 'the trader aged 47')
        verbs = {lemma for k, w in enumerate(raw) if len(w) > 3 and k not in inside
                 for lemma in lexical._morph().lemmas(w, "verb") if lemma != w}
        found = [s for s in self.scales if s.numeric and verbs & s.cues]
        if not found and verbs & {"touch", "finish", "place", "come"}:  # 'touched in ahead of' in lanes: the places
            found = [s for s in self.scales if s.ranked]  # 1st to 4th of the race
        return found[0] if len(found) == 1 else None

    def _on_the_clock(self, span: list[str], raw: list[str]) -> bool:
        """True when 'before', 'after', 'earlier' or 'later' speak of the one category of clock
        times or dates, not of the row: the places are no order in time (platforms, rooms, stalls)
        and the sentence names no side of the row ('The Bristol train leaves before the Cardiff one'
        with trains at platforms 1 to 4 leaving at 10:05am, ...)."""
        sides = {w for k, w in enumerate(raw) if w in SIDE_OF_THE_ROW
                 and not (w == "left" and not (k and raw[k - 1] in ("the", "to", "far", "on", "at")))}
        if not set(span) & CLOCK_ORDER or not self.row_noun or self.row_noun in SEQUENCE_ROWS or sides:
            return False  # (but 'Dot left later than Cass': the verb)
        timed = [s for s in self.scales if s.numeric and (s.unit_words & {"minute", "date"} or s.dated)]
        return len(timed) == 1  # (clock times, dates, or years: 'started trading before')

    def _together(self, items: list[Item], entities: list[int]) -> Reading | None:
        """Two subjects joined by 'and', of two categories, said to have one thing of a third
        ('Cyril and Ethel brought the pork pie'): the three are of one row. None unless only
        'and' joins the subjects and the three things are of three categories."""
        first, second, third = (items[i] for i in entities)
        if [item.kind for item in items[entities[0] + 1:entities[1]]] != ["AND"] or entities[0] != 0:
            return None
        places = term_options(third)
        if third.mention is not None and not third.mention.refs and len(places) == 1:
            # 'Suki and Pia both cook at the weekend': each of the two at one of those places
            both = [term_options(first), term_options(second)]
            spread = places[0]
            if not isinstance(spread, frozenset) or len(spread) < 2 or any(
                    len(o) != 1 or not isinstance(o[0], Ref) for o in both):
                return None
            joined = conjoin([self.builder.placed(o[0], sorted(spread)) for o in both if isinstance(o[0], Ref)])
            return Reading([joined]) if joined is not None else None
        refs = [options[0] for options in (term_options(item) for item in (first, second, third))
                if len(options) == 1 and isinstance(options[0], Ref)]
        if len(refs) != 3:
            return None
        a, b, c = refs
        if len({a.category, b.category, c.category}) != 3:
            return None
        joined = conjoin([self.builder.pair(a, c, "same"), self.builder.pair(b, c, "same")])
        return Reading([joined]) if joined is not None else None

    def _only_beside(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Dora didn't sit next to anyone but Bob': her one neighbour is Bob, so she is at an end
        of the row, next to him. None for any other exception."""
        found = [k for k in kinds(items) if k not in ("COMMA", "IMM", "AND")]  # ('but' reads as 'and')
        entities = [i for i in items if i.kind == "E"]
        if not self.positional or len(entities) != 2 or sorted(found) != sorted(["E", "NOT", "NEXT", "E"]) \
                or items[0].kind != "E":
            return None
        a, b = (term_options(i) for i in entities)
        if len(a) != 1 or len(b) != 1 or not isinstance(a[0], Ref) or not isinstance(b[0], Ref):
            return None
        joined = conjoin([self.builder.pair(a[0], b[0], "next"), self.builder.at_end(a[0])])
        return Reading([joined]) if joined is not None else None

    def _nobody_beyond_in_the_row(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Nobody lives below the cat's owner', 'No one sits to the right of Ann': the one named is
        at that end of the row."""
        found = [k for i, k in enumerate(kinds(items)) if not (k == "ONE" and raw[:2] == ["no", "one"] and i < 2)]
        if "COMMA" in found and "E" not in found[found.index("COMMA"):]:
            found = found[:found.index("COMMA")]  # '..., who takes it all with good grace'
        beyond = THAN_ALL_OTHERS.search(" ".join(raw))  # 'nearer the shore than any of the others'
        sides = {k for k in found if k in ("LEFT", "RIGHT")}
        if beyond and self.positional and found.count("E") == 1 and len(sides) == 1 \
                and not set(found) - {"E", "LEFT", "RIGHT", "SOME", "OTHER"}:
            item = next(i for i in items if i.kind == "E")
            at = 1 if "LEFT" in found else self.builder.size
            return self._finish([self.builder.placed(t, [at]) for t in term_options(item) if isinstance(t, Ref)], False)
        in_the_row = "than" in raw and not self.scales and any(  # 'Nobody is ranked lower than X' on a ladder,
            item.kind in ("LEFT", "RIGHT") and (item.word in ROW_COMPARATIVES or item.word.endswith("wards"))
            for item in items)  # 'Nobody's locker is closer to the entrance than Tomasz's'

        if not self.positional or ("than" in raw and not in_the_row) or not NOBODY.match(" ".join(raw)) \
                or found.count("E") != 1 \
                or not set(found) & {"LEFT", "RIGHT"} \
                or set(found) - {"E", "LEFT", "RIGHT", "SOME", "NOT"} or found.count("NOT") > 1:
            return None
        sides = {k for k in found if k in ("LEFT", "RIGHT")}
        if len(sides) != 1:
            return None
        item = next(i for i in items if i.kind == "E")
        # nobody to the left of X: X is first; nobody to the right of (above, after) X: X is last
        at = 1 if sides == {"LEFT"} else self.builder.size
        options = [self.builder.placed(term, [at]) for term in term_options(item) if isinstance(term, Ref)]
        return self._finish(options, False)

    def _a_measure_no_scale_holds(self, word: str) -> bool:
        """True when a comparative grades a measure ('longer': a length or a stretch of time) and no
        category is numeric, ordered in time or graded by it: no scale of the puzzle it could compare on."""
        graded = {m for m, said in MEASURED.items() if word in said}
        return bool(graded) and not any(
            s.dated or (s.numeric and ({UNIT_MEASURES.get(u) for u in s.unit_words} & graded
                                       or not s.unit_words or grades(s, {word})))
            for s in self.scales)  # (a bare count or score may be what it grades; weekdays and prices are not)

    def _an_amount_of_nothing_held(self, word: str, raw: list[str]) -> str:
        """The noun right after 'more', 'less' or 'fewer' ('more luggage than') when it is a thing no
        category, cue or unit of the puzzle names; '' otherwise."""
        if word not in ("more", "less", "fewer") or word not in raw:
            return ""
        at = raw.index(word)
        noun = raw[at + 1] if at + 1 < len(raw) else ""
        if not noun.isalpha() or noun == "than" or not lexical.is_noun(noun) or "person" in lexical.noun_kinds(noun, 1):
            return ""
        named = {k for c in self.cues.values() for k in c} | {k for s in self.scales for k in s.cues | s.unit_words}
        named |= MONEY | MONEY_VERBS | {"time", "times", "points", "point", "marks", "votes", "money"}
        return "" if keys(noun) & named or noun in named else noun

    def _beyond_everyone(self, item: Item, word: str, raw: list[str]) -> Reading:
        """'Nobody had graduated more recently than the chef', 'No one is older than Ann': the one
        named is at the end of the scale the comparative points to."""
        said = set(_words_outside_values([item], raw))
        scales = [s for s in self.scales if (s.cues | s.unit_words) & said]
        lengths = scales_named(self.scales, said) if said >= {"for", "time"} else []
        if len(lengths) == 1 and len(scales) != 1:
            scales = lengths  # 'Nobody spoke for less time than Danielle': the talks' lengths
        most = max((len((s.cues | s.unit_words) & said) for s in scales), default=0)
        if len(scales) > 1 and sum(len((s.cues | s.unit_words) & said) == most for s in scales) == 1:
            scales = [s for s in scales if len((s.cues | s.unit_words) & said) == most]  # 'sold more pieces':
            # the pieces sold, not the price per piece
        if not scales and said & (MONEY_VERBS | MEASURED["price"] | {"money", "cash"}):  # "Nobody pays less than
            scales = [s for s in self.scales if s.unit_words & MONEY]  # Lou', 'wanted more money than anyone'
        named = scales_named(self.scales, said) if not scales else []
        if len(named) == 1 and grades(named[0], said):
            scales = named  # 'Nobody scored fewer marks than Ben': the spelling scores
        if not scales and said & {"earlier", "later", "recently", "sooner"}:
            scales = [s for s in self.scales if s.dated or in_time(s)]
        elif not scales and said & {"older", "younger"}:
            scales = [s for s in self.scales if s.dated or s.cues & {"age", "aged", "old"}]
        if not scales and self._a_measure_no_scale_holds(word):  # 'Teri has been in the trade longer than any of the
            return Reading(ignored=f"'{word}' grades a measure no category holds")  # others' beside days and prices
        counted = self._an_amount_of_nothing_held(word, raw)
        if not scales and counted:  # 'Gus had far more luggage than anyone else': no category counts luggage
            return Reading(ignored=f"compares an amount of {counted}, which no category holds")
        if len(scales) != 1:  # ('Nobody paid more than Arlo' where no category holds money)
            return Reading(unsure=f"'nobody ... {word} than' on no one scale the sentence names")
        scale = scales[0]
        way = direction(word, scale)
        options: list[Clue | None] = []
        for term in term_options(item):
            if (isinstance(term, Ref) and term.category == scale.category) \
                    or not isinstance(term, (Ref, frozenset)):  # (a place too: 'the first caller of the evening')
                continue
            if scale.numeric and scale.values:
                end = scale.values[-1] if way == "more" else scale.values[0]
                value = int(end) if float(end).is_integer() else end
                options.append(self.builder.pair(term, Ref(scale.category, value), "same"))
            elif not scale.numeric and isinstance(term, Ref):
                options.append(self.builder.placed(term, [self.builder.size if way == "more" else 1]))
        return self._finish(options, False)

    def _more_of_something_unnamed(self, word: str, span: list[str]) -> str:
        """The noun of 'less pocket money than' in a second comparison ('Noah is two years older than
        Alfie, but he gets less pocket money than Ellie') when it names no scale of the puzzle (nor
        money where a scale holds money), else ''."""
        if word not in ("more", "less", "fewer") or word not in span or word not in self.raw:
            return ""
        if not any(w in COMPARATIVES for w in self.raw[:self.raw.index(word)]):
            return ""  # (only a second comparison, whose scale the first clause's words would otherwise give)
        k = span.index(word) + 1
        said: list[str] = []
        while k < len(span) and len(said) < 2 and span[k].isalpha() and span[k] != "than":
            said.append(span[k])
            k += 1
        if not said or k >= len(span) or span[k] != "than" or not lexical.is_noun(said[-1]):
            return ""
        head = said[-1]
        heads = {head, _singular(head)}
        if any(s.unit_words & heads or s.cues & heads or set(s.category.lower().split()) & heads
               for s in self.scales):
            return ""
        if head in MONEY and any(s.unit_words & MONEY for s in self.scales):
            return ""
        if head == "time" and any(of_time_taken(s) for s in self.scales):
            return ""  # 'took longer than Elsie but less time than the curry cook': the minutes taken
        return " ".join(said)

    def _unit_of_a_difference(self, items: list[Item]) -> str:
        """The unit of a difference written as a number and a unit of time, money or measure
        ('five minutes after', 'two years before'): not a count of places in the row."""
        for index, item in enumerate(items):
            if item.kind not in ("N", "ONE") or (index + 1 < len(items) and items[index + 1].kind in ("SPAN", "APART")):
                continue
            after = self.raw[item.at + 1] if item.at + 1 < len(self.raw) else ""
            if _singular(after) in UNITS:
                return after
        for k in range(len(self.raw) - 2):  # 'an hour after', 'a day before': one unit, said with 'a'
            unit = self.raw[k + 1]
            if self.raw[k] in ("a", "an") and _singular(unit) in UNITS and self.raw[k + 2] in COMPARATIVES \
                    and not any(unit in s.unit_words or _singular(unit) in s.unit_words for s in self.scales):
                return unit
        return ""

    def _measured(self, items: list[Item], raw: list[str]) -> bool:
        """True when the difference is counted in a unit of a scale ('five minutes after', '3
        years older'): a comparison on that scale, even in a row of houses."""
        if any(item.kind == "SPAN" for item in items):
            return False
        amount, amount_at = self._amount(items, raw)
        unit = self._unit_after(items, amount_at, raw) if amount is not None else ""
        if duration_minutes(raw) is not None:
            unit = "minute"
        said_once = any(raw[k] in ("a", "one") and raw[k + 1] in ("year", "years") and raw[k + 2] in COMPARATIVES
                        for k in range(len(raw) - 2))
        if (unit in ("year", "years") or said_once) and any(s.dated for s in self.scales):
            return True  # '(exactly) a year before' on the years they moved in, not one floor down
        if amount is not None and not unit and amount >= self.builder.size \
                and len([s for s in self.scales if s.numeric and s.cues & set(raw)]) == 1:
            return True  # 'a lucky number 39 lower than': more places than the row holds, on the scale it names
        return bool(unit) and any(unit in s.unit_words or _graded_unit(s, _singular(unit)) or _graded_unit(s, unit)
                                  for s in self.scales)

    @staticmethod
    def _compared_in_the_subject(items: list[Item], people: list[int], raw: list[str]) -> bool:
        """True when the comparison is written before both things ('The person who paid $15 more
        than Ann bought the lamp', 'Two days after Bo, Jo arrived'): the first thing named is
        what the other is compared with."""
        first = _mention(items[people[0]]).start
        begin = min(item.at for item in items)
        before = raw[begin:first]
        k = first - 1
        while k > 0 and raw[k] in ("the", "a", "an", "his", "her", "their", "its"):
            k -= 1  # 'than the Suzuki'
        if raw[k:k + 1] == ["than"]:  # 'who paid $15 more than Ann'
            return any(w in COMPARATIVES for w in before)
        return any(w in COMPARATIVES and w not in ("more", "less", "fewer") for w in before)

    def _apart_on_a_scale(self, items: list[Item], entities: list[int]) -> Reading:
        """'Ann and Dee are 10 years apart': a difference either way on the scale the unit names."""
        number = next((item for item in items if item.kind == "N"), None)
        end = number.at + 1 if number is not None else 0
        unit = self.raw[end].rstrip("s") if number is not None and end < len(self.raw) else ""
        scales = [s for s in self.scales if s.numeric and (unit in s.unit_words or unit in s.cues
                                                            or _graded_unit(s, unit))]
        if number is None or number.number is None or len(scales) != 1:
            return Reading(unsure="a distance apart on no scale the sentence names")
        options: list[Clue] = []
        for a in term_options(items[entities[0]]):
            for b in term_options(items[entities[1]]):
                if isinstance(a, Ref) and isinstance(b, Ref) and scales[0].category not in (a.category, b.category):
                    more = compare_clue(scales[0], a, b, "more", float(number.number))
                    less = compare_clue(scales[0], a, b, "less", float(number.number))
                    if more is not None and less is not None:
                        options.append(Either((more, less)))
        return Reading(options) if options else Reading(unsure="a distance apart between things it cannot compare")

    def _none_of_the_extremes(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Neither of the two youngest children owns the hamster': the hamster is none of the two
        (three, ...) values at that end of the scale. None unless the group is said by a superlative
        right after its count and the rest names one other thing."""
        count = number_value(raw[3]) if len(raw) > 4 else None
        said = [item for item in items if item.kind == "E"]
        if count is None or len(said) != 2 or said[0].mention is None or said[0].mention.start != 4 \
                or not raw[4].endswith("est") or any(item.kind not in ("E", "NEITHER", "N") for item in items):
            return None
        end, other = term_options(said[0]), term_options(said[1])
        if len(end) != 1 or len(other) != 1 or not isinstance(end[0], Ref) or not isinstance(other[0], Ref):
            return None
        scale = next((s for s in self.scales if s.numeric and s.category == end[0].category), None)
        if scale is None or other[0].category == scale.category or not 2 <= count < len(scale.values):
            return None
        values = [int(v) if float(v).is_integer() else v for v in scale.values]
        if float(end[0].value) == float(values[0]):
            group = values[:count]
        elif float(end[0].value) == float(values[-1]):
            group = values[-count:]
        else:
            return None
        joined = conjoin([Different(other[0], Ref(scale.category, v)) for v in group])
        return Reading([joined]) if joined is not None else None

    @staticmethod
    def _apart_either_way(scale: Scale, first: Item, second: Item, amount: float) -> Reading:
        """Two things that differ by an amount on a scale, either way round: a margin whose better
        end the puzzle does not say ('beat ... by 6 feet' in a contest of distances)."""
        options: list[Clue] = []
        for a in term_options(first):
            for b in term_options(second):
                if isinstance(a, Ref) and isinstance(b, Ref) and scale.category not in (a.category, b.category):
                    more = compare_clue(scale, a, b, "more", amount)
                    less = compare_clue(scale, a, b, "less", amount)
                    if more is not None and less is not None:
                        options.append(Either((more, less)))
        return Reading(options) if options else Reading(unsure="a margin on no scale of the puzzle")

    def _counted_between_places(self, items: list[Item], entities: list[int]) -> Reading | None:
        """'There was exactly one runner in between the panda and the cat' where the people are
        ranked 1st, 2nd, ... in a category of places: their places differ by one more than the
        count, either way. None where no one category of places ranks them."""
        number = next((item.number if item.kind == "N" else 1 for item in items if item.kind in ("N", "ONE")), None)
        places = [s for s in self.scales if s.ranked]
        if not number or len(places) != 1:
            return None
        gap = float(number) + 1
        options: list[Clue] = []
        for a in term_options(items[entities[0]]):
            for b in term_options(items[entities[1]]):
                if isinstance(a, Ref) and isinstance(b, Ref) and places[0].category not in (a.category, b.category):
                    more = compare_clue(places[0], a, b, "more", gap)
                    less = compare_clue(places[0], a, b, "less", gap)
                    if more is not None and less is not None:
                        options.append(Either((more, less)))
        return Reading(options) if options else None

    def _either_way(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'the day before or the day after', '2 years older or younger': on the ordered axis a
        distance (read by the clause); on a numeric scale, either difference."""
        if self.in_order and not any(s.numeric for s in scales_named(self.scales, set(raw))):
            return None
        entities = [i for i, item in enumerate(items) if item.kind == "E"]
        amount, amount_at = self._amount(items, raw)
        people = [i for i in entities if i != amount_at]
        if amount is None or len(people) != 2:
            return Reading(unsure="'more or less' without an amount and two things")
        options: list[Clue] = []
        for scale in scales_named(self.scales, set(raw)):
            for a in term_options(items[people[0]]):
                for b in term_options(items[people[1]]):
                    if scale.numeric and isinstance(a, Ref) and isinstance(b, Ref) \
                            and scale.category not in (a.category, b.category):
                        more = compare_clue(scale, a, b, "more", amount)
                        less = compare_clue(scale, a, b, "less", amount)
                        if more is not None and less is not None:
                            options.append(Either((more, less)))
        return Reading(options) if options else Reading(unsure="'more or less' on no scale of the puzzle")

    @staticmethod
    def _unit_after(items: list[Item], amount_at: int | None, raw: list[str]) -> str:
        """The unit word written after a comparison's amount ('months' in 'two months after')."""
        if amount_at is None:
            return ""
        item = items[amount_at]
        end = item.mention.end if item.mention is not None else item.at + 1
        word = raw[end] if end < len(raw) else ""
        if not word.isalpha() or word in COMPARATIVES or word in ("a", "an", "per", "each", "every"):
            return ""  # '$100 an hour more': a rate, in the unit of the amount
        return word[:-1] if word.endswith("s") else word

    @staticmethod
    def _amount(items: list[Item], raw: list[str]) -> tuple[float | None, int | None]:
        """The amount of a comparison ('$5 more', 'two months after', '3 points more') and its
        item's index: a number followed within three words by the comparative, the nearest one
        ('paddle 27 paid $500 more': $500)."""
        best: tuple[int, float, int] | None = None  # (words to the comparative, amount, index)
        for index, item in enumerate(items):
            if item.kind == "ONE":
                number: float | None = 1.0
                end = item.at + 1
            elif item.kind in ("N", "E"):
                number = _number_named(item, raw)
                end = item.mention.end if item.mention is not None else item.at + 1
                written = raw[item.mention.start] if item.mention is not None else ""
                if item.mention is not None and item.mention.refs and (
                        rx.fullmatch(r"\d+(?:st|nd|rd|th)", written) or ordinal_value(written) is not None):
                    continue  # 'the swimmer who came 2nd is older': a place, not an amount
            else:
                continue
            if number is None:
                continue
            rate = 2 if raw[end + 1:end + 2] in (["a"], ["an"], ["per"], ["each"], ["every"]) \
                and raw[end + 2:end + 3] and raw[end + 2] in RATE_WORDS else 0  # '10 minutes a day less'
            gap = next((k for k, w in enumerate(raw[end:end + 3 + rate]) if w in COMPARATIVES), None)
            if gap and any(w in ("is", "was", "are", "were", "has", "had", "who", "and", ",", ";", "but", "yet",
                                 "while", "though", "whereas") for w in raw[end:end + gap]):
                gap = None  # 'the person who is 57 is interviewed earlier': a value, its verb between ('than the
                # member who is 34 but earlier than': a value, then a second comparison)
            if gap and any(lexical.inflected_verb(w) or w in SAME_IN_THE_PAST for w in raw[end:end + gap]):
                gap = None  # 'the pupil who read for 35 minutes read more pages': a value, then the main verb
            start = item.mention.start if item.mention is not None else item.at
            named = item.mention is not None and bool(item.mention.refs)
            if raw[start - 1:start] == ["the"] and (item.kind == "N" or named):
                gap = None  # 'the biggest spender of the four': a count of people, no amount; 'the $31,000 car
                # arrived earlier': a value
            by = raw[start - 1:start] == ["by"] or (raw[start - 2:start - 1] == ["by"]
                                                     and raw[start - 1] in ("exactly", "just", "precisely"))
            if gap is None and by and (outcome(raw) is not None or any(w in COMPARATIVES for w in raw[:start])):
                gap = 3  # a margin: 'beat Ann's team by 15 points', 'outweighed the cabbage by exactly 1.5 kg'
            if gap is not None and (best is None or gap < best[0]):
                best = (gap, float(number), index)
        return (best[1], best[2]) if best is not None else (None, None)

    # ----------------------------------------------------------------------- one clause
    def clause(self, items: list[Item], unknown: list[str]) -> Reading:
        """Subject, relation, object(s): the simple sentence, with its negation."""
        entities = [i for i, item in enumerate(items) if item.kind == "E"]
        cues = {item.kind for item in items if item.kind != "E"}
        negated = "NOT" in cues
        places = [m for m in (items[i].mention for i in entities) if m is not None and m.positions and not m.refs]
        if "NEITHER" in cues and "NOR" not in cues and places:
            negated = not negated  # 'Bernard lives in neither of the first two houses': in none of them
        if not self.in_order and cues == {"APART", "N"} | ({"AND"} & cues) and len(entities) == 2:
            return self._apart_on_a_scale(items, entities)  # 'Ann and Dee are 10 years apart in age'
        side_by_side = cues - {"AND", "IMM", "COMMA", "N"} == {"NEXT"} and len(entities) == 2 and not negated \
            and all(item.word in BESIDE_WORDS for item in items if item.kind == "NEXT")
        if not self.in_order and side_by_side:
            # 'Maureen walked the first ten miles alongside Ashworth': two people side by side are two people
            apart: list[Clue] = [Different(a, b) for a in term_options(items[entities[0]])
                                 for b in term_options(items[entities[1]])
                                 if isinstance(a, Ref) and isinstance(b, Ref) and a.category != b.category]
            return Reading(apart) if apart else Reading(ignored="two of one kind side by side, which states nothing")
        if not self.in_order and cues - {"AND", "COMMA", "SOME"} == {"BETWEEN"} and len(entities) == 3:
            between = self._between_on_a_scale(items, entities)  # 'The IT birthday falls between Jo's and Al's'
            if between is not None:
                return between
        counted_cues = cues - {"AND", "COMMA", "SOME", "IMM", "SPAN"}
        if not self.in_order and counted_cues in ({"BETWEEN", "N"}, {"BETWEEN", "ONE"}) and len(entities) == 2:
            counted = self._counted_between_places(items, entities)  # 'Exactly one runner finished between
            if counted is not None:  # the panda and the cat' among places 1st to 5th
                return counted
        if not self.in_order and cues & {"LEFT", "RIGHT", "NEXT", "BETWEEN", "END", "APART"}:
            return Reading(unsure=IN_A_ROW)
        listed = self._listed(items)
        if len(entities) >= 3 and ("DIFF" in cues or listed) and not cues & {"BETWEEN", "LEFT", "RIGHT", "NEXT"}:
            # 'A, B and C are different people'; 'The five sculptures are A, the 1995 piece, ...'

            terms = [term_options(items[i])[0] for i in entities]
            joined = conjoin(pairwise_different(terms))
            return Reading([joined]) if joined else Reading(ignored="states nothing that can be false")
        if len(entities) == 1:
            side = self._side_of_the_end(items)
            if side is not None:  # 'at the left end', 'at the right-hand end of the row'
                at = 1 if side == "LEFT" else self.builder.size
                options = [self.builder.pair(t, frozenset({at}), "same") for t in term_options(items[entities[0]])]
                return self._finish(options, negated)
            if "NEXT" in cues and BOTH_OTHERS.search(" ".join(self.raw)) and self.builder.size == 3:
                options = [self.builder.pair(t, frozenset({2}), "same") for t in term_options(items[entities[0]])]
                return self._finish(options, negated)  # 'Carla lives next door to both of the others': the middle
            if "END" in cues:
                options = [self.builder.at_end(t) for t in term_options(items[entities[0]])]
                return self._finish(options, negated or ("NEITHER" in cues and "NOR" not in cues))  # 'at neither end'
            return Reading(ignored="names only one thing of the puzzle and nothing to relate it to")
        if len(entities) == 2 and self._nobody_between(items):  # 'Nobody stands between A and B'
            return self._bounded(items[entities[0]], items[entities[1]], [("apart", 1, False)], "at most", False)
        if "BETWEEN" in cues and len(entities) >= 4:
            nearer = self._between_with_one_nearer_an_end(items, entities, negated)
            if nearer is not None:
                return nearer
        if "BETWEEN" in cues and len(entities) > 3 and not self._counted(items):
            return Reading(unsure=f"names {len(entities)} things around 'between'")
        if "BETWEEN" in cues and len(entities) >= 3 and not self._counted(items):
            return self._between(items, entities, negated, "ORDER" in cues)
        a, b = entities[0], entities[1]
        if len(entities) >= 3 and not cues & {"LEFT", "RIGHT", "NEXT", "BETWEEN", "END", "NOT", "APART"} \
                and self._counted(items) is None:  # (not 'in house 3, two doors from X': a distance)
            placed = self._same_and_placed(items, entities)
            if placed is not None:
                return placed
        if len(entities) == 3 and not negated:
            related = self._same_and_related(items, entities, unknown)
            if related is not None:  # 'Bea swims butterfly in the lane right next to the backstroker'
                return related
        if len(entities) == 3 and cues & {"NEXT", "LEFT", "RIGHT"} and "BETWEEN" not in cues \
                and any(items[k].kind == "AND" for k in range(entities[1] + 1, entities[2])) \
                and not any(items[k].kind in ("E", "AND") and items[k].word != "both"
                            for k in range(entities[0] + 1, entities[1])) \
                and self._joined_by_and(items[entities[1]], items[entities[2]]):
            # 'The fish lives next to both Ann and Eve': the relation with each
            head = [item for item in items[:entities[1]] if item.word != "both"]
            first = self._pair([*head, items[entities[1]]], 0, len(head), negated, unknown) \
                if entities[0] == 0 else None
            second = self._pair([*head, items[entities[2]]], 0, len(head), negated, unknown) \
                if entities[0] == 0 else None
            if first and second and len(first.candidates) == 1 and len(second.candidates) == 1:
                joined = conjoin([first.candidates[0], second.candidates[0]])
                if joined is not None:
                    return Reading([joined])
            if first and second and first.group and first.group == second.group \
                    and len(first.candidates) == len(second.candidates):
                # 'finished ahead of both Dev and Gus': 'ahead' read alike with each
                options = [conjoin([a, b]) for a, b in zip(first.candidates, second.candidates)]
                if all(o is not None for o in options):
                    return Reading([o for o in options if o is not None], group=first.group)
        if len(entities) == 3 and cues <= {"AND", "SAME", "NOT", "DIFF", "ONE", "COMMA"}:
            kept = _without_a_clashing_loose_mention(items, entities)
            if kept is not None:  # 'the person who reads history and the traveller who went to Rome'
                return self._pair(items, *kept, negated, unknown)
        if len(entities) == 3 and cues <= {"AND", "COMMA"} and not negated:
            both = self._is_both(items, entities)
            if both is not None:  # 'Jake is the youngest of the five, and the shortest too'
                return both
        if len(entities) == 3 and cues <= {"AND", "SAME", "COMMA"}:
            together = self._together(items, entities)
            if together is not None:  # 'Cyril and Ethel brought the pork pie': a couple, one row
                return together
        if len(entities) == 3 and not cues and not negated:
            priced = self._bought_for(items, entities) or self._with_an_adjunct(items, entities)
            if priced is not None:  # 'Bruce bought the lamp for $4': one person, thing and price
                return priced
        if len(entities) > 2 and self._the_row_as_numbered(items, entities):
            return Reading(ignored="says where the row's own places lie, which the layout already gives")
        if len(entities) > 2:
            return Reading(unsure=f"names {len(entities)} things and no relation that takes them all")
        return self._pair(items, a, b, negated, unknown)

    def _bought_for(self, items: list[Item], entities: list[int]) -> Reading | None:
        """'Bruce bought the lamp for $4', 'Cy sold the clock for $60': three things of three
        categories, the last said after 'for' and a value of a scale of money: all one person's."""
        said = [items[k] for k in entities]
        if said[2].mention is None or self.raw[said[2].mention.start - 1:said[2].mention.start] != ["for"]:
            return None
        if said[1].mention is not None and "for" in self.raw[said[0].mention.end if said[0].mention else 0:
                                                             said[1].mention.start]:
            return None  # ('bought a gift for Ann for $4': for someone)
        money = {s.category for s in self.scales if s.unit_words & MONEY}
        return self._all_one_persons(said, last_in=money)

    def _all_one_persons(self, said: list[Item], last_in: set[str] | None = None) -> Reading | None:
        """Three things of three categories, each named by one value, as one person's (the last in
        one of ``last_in`` when given); None otherwise."""
        terms = [term_options(item) for item in said]
        refs = [t[0] for t in terms if len(t) == 1 and isinstance(t[0], Ref)]
        if len(refs) != 3 or len({r.category for r in refs}) != 3 \
                or (last_in is not None and refs[2].category not in last_in):
            return None
        joined = conjoin([self.builder.pair(refs[0], refs[1], "same"), self.builder.pair(refs[0], refs[2], "same")])
        return Reading([joined]) if joined is not None else None

    def _is_both(self, items: list[Item], entities: list[int]) -> Reading | None:
        """'Jake is the youngest and the shortest (too)': one thing that is two things of two other
        categories, the last said at the end of the sentence after 'and'."""
        said = [items[k] for k in entities]
        if any(item.mention is None for item in said) or not any(
                items[k].kind == "AND" for k in range(entities[1] + 1, entities[2])):
            return None
        if any(items[k].kind == "AND" for k in range(entities[0] + 1, entities[1])):
            return None  # ('Ann and Bo ...': two subjects)
        tail = [w for w in self.raw[_mention(said[2]).end:] if w not in (".", "!", ",")]
        verb = self.raw[_mention(said[0]).end:_mention(said[1]).start]
        if tail not in ([], ["too"], ["as", "well"], ["also"]) or not {"is", "was", "are", "were"} & set(verb):
            return None
        return self._all_one_persons(said)

    def _with_an_adjunct(self, items: list[Item], entities: list[int]) -> Reading | None:
        """'The youngest child goes swimming on Mondays', 'Ola flew to Rome in May': three things
        of three categories and no relation, the last said after 'on', 'in' or 'at': all one
        person's (not 'with' or 'by', which may name another: 'plays chess with the cat owner')."""
        said = [items[k] for k in entities]
        if said[2].mention is None or said[1].mention is None \
                or self.raw[said[2].mention.start - 1:said[2].mention.start] not in (["on"], ["in"], ["at"]):
            return None
        return self._all_one_persons(said)

    def _nobody_between(self, items: list[Item]) -> bool:
        """True for 'Nobody stands between A and B', 'No one is between A and B', 'There is no
        one between them': its only denial is the 'no' that counts none between them (they are
        neighbours, or, as the words allow, one person)."""
        nots = [item for item in items if item.kind == "NOT"]
        if len(nots) != 1 or not any(item.kind == "BETWEEN" for item in items) or self._counted(items) is not None:
            return False
        word = nots[0].word
        following = self.raw[nots[0].at + 1] if nots[0].at + 1 < len(self.raw) else ""
        counted = following in ("one", "person", "people", "house", "houses", "place", "places") \
            or _singular(following) in self.nouns
        return word == "nobody" or (word == "no" and counted)

    def _side_of_the_end(self, items: list[Item]) -> str | None:
        """'LEFT' or 'RIGHT' when the one end a sentence names is said by its side, the side
        word right before 'end' ('the left end', 'the right-hand end'); None otherwise."""
        ends = [k for k, item in enumerate(items) if item.kind == "END"]
        sides = [item for item in items if item.kind in ("LEFT", "RIGHT")]
        if len(ends) != 1 or len(sides) != 1 or ends[0] == 0 or items[ends[0] - 1] is not sides[0]:
            return None
        between = self.raw[sides[0].at + 1:items[ends[0]].at]
        return sides[0].kind if all(w in ("-hand", "hand", "-") for w in between) else None

    def _joined_by_and(self, first: Item, second: Item) -> bool:
        """True when only 'and' (with a comma or an article) stands between two mentions: 'both
        Ann and the baker', not 'Rex all afternoon, and the dachshund belonged to Mrs Bond'."""
        between = self.raw[_mention(first).end:_mention(second).start]
        return "and" in between and all(w in ("and", ",") or w in ARTICLES for w in between)

    def _listed(self, items: list[Item]) -> bool:
        """'The four sculptures are A, B, C and D': after 'are' only a list of three or more
        values, and none before it."""
        verb = next((i for i, w in enumerate(self.raw) if w in ("are", "were")), None)
        if verb is None:
            return False
        before = [item for item in items if item.at < verb]
        after = [item for item in items if item.at > verb and item.kind not in ("ONE", "SPAN")]
        # ('the one who ...', 'the person who took home the quilt')
        if any(item.kind == "E" for item in before):
            return False
        shape = "".join("E" if item.kind == "E" else "," for item in after
                        if item.kind in ("E", "COMMA", "AND"))
        # a list alternates values and separators: 'A, B, C and D'
        return len(shape) == len(after) and bool(rx.fullmatch(r"E(?:,+E){2,}", shape))

    def _same_and_placed(self, items: list[Item], entities: list[int]) -> Reading | None:
        """'Marta swims the medley in lane 3', 'Nell sells cheese from stall 2, under a red awning':
        values of one person (each of its own kind), and where that person is."""
        values = [i for i in entities if _mention(items[i]).refs]
        places = [i for i in entities if _mention(items[i]).positions]
        if len(values) < 2 or len(places) != 1 or len(values) + 1 != len(entities):
            return None
        terms = [term_options(items[i]) for i in values]
        place = term_options(items[places[0]])
        if any(len(t) != 1 for t in terms) or len(place) != 1:
            return None
        refs = [t[0] for t in terms]
        if len({r.category for r in refs if isinstance(r, Ref)}) != len(refs):
            return None  # 'Ann and Bob ... in lane 3': two of one kind are not one person
        joined = conjoin([self.builder.pair(refs[0], other, "same") for other in refs[1:]]
                         + [self.builder.pair(refs[0], place[0], "same")])
        return Reading([joined]) if joined else None

    def _same_and_related(self, items: list[Item], entities: list[int], unknown: list[str]) -> Reading | None:
        """'Bea swims butterfly in the lane right next to the backstroker': the first two things,
        of two kinds and joined by a verb alone, are one person, and the place relation after them
        is said of that person. None unless the sentence is just that."""
        a, b, c = entities
        if any(items[k].kind != "E" for k in range(a + 1, b)) or a != 0 \
                or not self._of_two_kinds(items[a], items[b]) or not _mention(items[b]).refs \
                or not any(items[k].kind in ("NEXT", "LEFT", "RIGHT") for k in range(b + 1, c)) \
                or any(items[k].kind in ("AND", "OR", "NOT", "BETWEEN", "COMMA") for k in range(b + 1, c)):
            return None
        if not set(self.raw[_mention(items[a]).end:_mention(items[b]).start]) - ARTICLES:
            return None  # ('the tea drinker's neighbour'): no verb between them
        same = self.builder.pair(term_options(items[a])[0], term_options(items[b])[0], "same")
        relation = self._pair([items[a], *items[b + 1:]], 0, c - b, False, unknown)
        if relation.unsure or len(relation.candidates) != 1:
            return None
        joined = conjoin([same, relation.candidates[0]])
        return Reading([joined]) if joined is not None else None

    def _but_not_given(self, who: Item, wanted: Item) -> bool:
        """True when one asked for or wanted a thing and a clause after it says it was not had: 'Sam
        asked for a rabbit, but that's not what he got', '..., but did not get one', '..., but got
        something else'."""
        if who.mention is None or wanted.mention is None \
                or not set(self.raw[who.mention.end:wanted.mention.start]) & (WANTING | ASKED_FOR):
            return False
        after = self.raw[wanted.mention.end:]
        if "but" not in after:
            return False
        clause = after[after.index("but") + 1:]
        return bool(set(clause) & {"not", "never", "no", "instead", "else", "n't"}) \
            or any(w.endswith("n't") for w in clause)

    def _wants_to_do(self) -> bool:
        """True for 'wants to visit Kyoto', 'wishes to learn the harp': wanting to do something
        with a value is the puzzle's own way to give it (a destination, a wish), unlike 'wants a dog'."""
        return any(word in WANTING and self.raw[k + 1:k + 2] == ["to"] for k, word in enumerate(self.raw))

    def _asked_for(self, *items: Item) -> bool:
        """True when one of the items is a value of a category of things asked for or chosen."""
        return any(ref.category in self.cues and self.cues[ref.category] & ASKING
                   for item in items for ref, _ in (item.mention.refs if item.mention else ()))

    def _the_row_as_numbered(self, items: list[Item], entities: list[int]) -> bool:
        """True for a sentence that names only places and says the row runs as numbered, from the left
        ('Seat 1 is at the far left and seat 7 at the far right'): the layout, no clue."""
        places = [items[k].mention for k in entities]
        if not all(m is not None and not m.refs and len(m.positions) == 1 for m in places) \
                or "left" not in self.raw or "right" not in self.raw:
            return False
        numbers = [min(m.positions) for m in places if m is not None]
        left, right = self.raw.index("left"), self.raw.index("right")
        return left < right and numbers == sorted(numbers) and numbers[0] == 1 and numbers[-1] == self.builder.size

    def _pair(self, items: list[Item], a: int, b: int, negated: bool, unknown: list[str]) -> Reading:
        cues = [item for item in items if item.kind not in ("E",)]
        found = {item.kind for item in cues}
        unit = self._unit_of_a_difference(items)
        if unit and found & {"LEFT", "RIGHT"}:
            return Reading(unsure=f"a difference in {unit}, which no ordered category of the puzzle measures")
        beyond = [item.number for item in items if item.kind == "N" and item.number is not None
                  and item.number >= self.builder.size]
        if beyond and found & {"LEFT", "RIGHT"}:  # 'a lucky number 39 lower than': no count of places
            return Reading(unsure=f"a difference of {beyond[0]:g}, more places than the row holds")
        relations = self._relations(items, found)
        if relations is None:
            return Reading(unsure="the relation words are not understood")
        if set(unknown) & COMPASS_WORDS and not found & {"LEFT", "RIGHT", "NEXT"}:
            return Reading(unsure="a compass direction the layout does not put along the row")
            # ('The red boat is directly south of the Osprey' where no sentence says which way south is)
        bound = _bound(_words_before(items, self.raw) + _span_outside_values(items, self.raw)) \
            or _leading_bound(items, self.raw)
        if bound is not None:
            if bound.startswith("no "):  # 'no fewer than two': the 'no' bounds, it denies nothing
                negated = any(item.kind == "NOT" and self.raw[item.at:item.at + len(bound.split())] != bound.split()
                              for item in items)
            return self._bounded(items[a], items[b], relations, bound, negated)
        different = any(item.kind == "DIFF" and not (k + 1 < len(items) and items[k + 1].kind == "E"
                                                     and items[k + 1].at == item.at + 1)
                        for k, item in enumerate(items) if k > a)  # not 'smokes many different blends'
        if different and [r for r, _, _ in relations] == ["same"]:
            negated = not negated  # 'X and Y are different people', not 'smokes many different blends'
        strange = self._predicate_words(items[a], items[b])
        if [r for r, _, _ in relations] == ["same"] and not negated and "SAME" not in found \
                and any(items[k].kind == "AND" for k in range(a + 1, b)) and not different \
                and self._of_two_kinds(items[a], items[b]):
            return Reading(ignored="says something of two things together that states no position or attribute")
            # 'The Dane and the tea drinker often go fishing together': two people, not one
        if [r for r, _, _ in relations] == ["same"] and "than" in strange:
            return Reading(ignored=f"compares by words that name no order of the puzzle ({' '.join(strange)})")
            # 'is taller than' where no category is a height: never 'is the same person as'
        if [r for r, _, _ in relations] == ["same"] and self._but_not_given(items[a], items[b]):
            # 'asked for a rabbit, but did not get one' (the 'not' is the but's)
            return self._pair_options(items, a, b, True, relations)
        if [r for r, _, _ in relations] == ["same"] and set(strange) & NOT_HOLDING \
                and not (set(strange) & WANTING and (self._asked_for(items[a], items[b]) or self._wants_to_do())):
            if set(strange) & NOT_HOLDING <= WANTING and not negated:
                # 'Raj wants a blow-dry' at a salon, but 'Sam wants a puppy' may be a wish: the solver decides
                reading = self._pair_options(items, a, b, negated, relations)
                reading.doubt = "says what someone wants, which may be what they have or only a wish"
                return reading
            return Reading(ignored="says how someone stands to a thing ('allergic to', 'wants'), "
                                   "not that they have it")
        if [r for r, _, _ in relations] == ["same"] and strange:
            reading = self._pair_options(items, a, b, negated, relations)
            reading.doubt = f"relates them by words that state no position or attribute ({' '.join(strange)})"
            return reading
        if self._neighbour_of(items, a) or any(item.kind in ("LEFT", "RIGHT") for item in items[:a]):
            # "Elif's neighbour on her left drinks juice": juice is left of Elif; so is the cat
            # in 'The person just left of Ann owns the cat' and 'To the left of Ann lives the cat'
            relations = [(r, d, not swap) if r in ("left", "left_imm", "offset") else (r, d, swap)
                         for r, d, swap in relations]
        reading = self._pair_options(items, a, b, negated, relations)
        if [r for r, _, _ in relations] == ["left", "left_imm"]:
            reading.group = "plain side"
        if negated and [r for r, _, _ in relations] == ["next"] and len(reading.candidates) == 1 \
                and rx.search(r"\b(?:each other|one another)\b", " ".join(self.raw)):
            reading = self._two_people_apart(reading, items[a], items[b])
        return reading

    @staticmethod
    def _two_people_apart(reading: Reading, a: Item, b: Item) -> Reading:
        """'A and B are not next to each other': two people who are not neighbours, or (as some
        authors mean it) only not neighbours; every such sentence of a puzzle is read the same
        way, and the solver chooses which."""
        x, y = term_options(a), term_options(b)
        if len(x) != 1 or len(y) != 1 or not isinstance(x[0], Ref) or not isinstance(y[0], Ref) \
                or x[0].category == y[0].category:
            return reading
        strict = conjoin([reading.candidates[0], Different(x[0], y[0])])
        if strict is None:
            return reading
        return replace(reading, candidates=[reading.candidates[0], strict], group="not next")

    def _bounded(self, a: Item, b: Item, relations: list[tuple[str, int, bool]], bound: str,
                 negated: bool) -> Reading:
        """'at least two houses away', 'more than one house from', 'at most one house apart':
        a distance with a bound, over two values."""
        if len(relations) != 1 or relations[0][0] != "apart" or negated:
            return Reading(unsure=f"'{bound}' with a relation other than a distance")
        distance = relations[0][1]
        x, y = term_options(a), term_options(b)
        if len(x) != 1 or len(y) != 1 or not isinstance(x[0], Ref) or not isinstance(y[0], Ref):
            return Reading(unsure=f"'{bound}' about a place, not two values")
        least = {"at least": distance, "no fewer than": distance, "no less than": distance,
                 "more than": distance + 1, "greater than": distance + 1}.get(bound)
        most = {"at most": distance, "no more than": distance, "fewer than": distance - 1,
                "less than": distance - 1, "smaller than": distance - 1}.get(bound)
        if least is not None:
            if least > self.builder.size - 1:
                return Reading(unsure=f"'{bound} {distance}' is further than the row allows")
            parts: list[Clue] = [Different(x[0], y[0])] + [NotApart(x[0], y[0], d) for d in range(1, least)]
            joined = conjoin(parts)
            return Reading([joined]) if joined else Reading(ignored="states nothing that can be false")
        assert most is not None
        if most < 1:
            return Reading([Same(x[0], y[0])])
        return Reading([Either((Same(x[0], y[0]), *(Apart(x[0], y[0], d) for d in range(1, most + 1))))])

    def _counted_places(self, items: list[Item], raw: list[str]) -> Reading | None:
        """Places counted in words the other readers leave: 'X and Y are separated by exactly two
        climbers', 'Exactly two climbers are tied in between X and Y' (three places apart), 'X's
        position number is one less than Y's' (X directly before Y), 'X is among the four rightmost
        lockers', 'among the first three'; None for any other sentence."""
        if not self.positional or any(i.kind in ("NOT", "OR", "EITHER", "NEITHER", "IF") for i in items):
            return None
        text = " ".join(raw)
        things = [term_options(i) for i in items if i.kind == "E"]
        refs = [t[0] for t in things if len(t) == 1 and isinstance(t[0], Ref)]
        among = AMONG_ENDS.search(text)
        if len(refs) != len(things) and not (among is not None and len(refs) == 1):
            return None  # (the places of 'among the four rightmost lockers' may be read as a place)
        apart = SEPARATED_BY.search(text) or TIED_BETWEEN.search(text)
        if apart is not None and len(refs) == 2:
            count = number_value(apart.group("count"))
            if count is None or count + 1 >= self.builder.size:
                return Reading(unsure="more places between two people than the row has")
            return Reading([Apart(refs[0], refs[1], count + 1)])
        offset = NUMBER_OFFSET.search(text)
        at = raw.index("number") if "number" in raw[1:] else 0
        before, after = (raw[at - 1], raw[at + 1:at + 5]) if at else ("", [])
        of_a_place = _singular(before) in self.nouns | {"position", "place", "spot", "seat"} \
            or before.endswith(("'s", "\u2019s")) \
            or (after[:1] in (["on"], ["of"]) and any(_singular(w) in self.nouns for w in after))
        if offset is not None and not of_a_place:
            offset = None  # ('a lucky number 2 lower than': a value of the lucky numbers, not the seat's number)
        if offset is not None and len(refs) == 2:
            count = number_value(offset.group("count"))
            if count is None or count >= self.builder.size:
                return None  # ('has a lucky number 39 lower than': a value of the lucky numbers, not a place)
            way = 1 if offset.group("way") in ("less", "lower", "smaller", "fewer") else -1
            return Reading([Offset(refs[0], refs[1], count * way)])
        if among is not None and len(refs) == 1:
            count = number_value(among.group("count") or among.group("count2") or "")
            side = (among.group("side") or among.group("side2") or "").lower()
            if count is None or not 1 <= count < self.builder.size:
                return None
            first = side in ("first", "leftmost", "front", "frontmost", "top", "topmost", "lowest-numbered")
            places = list(range(1, count + 1)) if first else list(range(self.builder.size - count + 1,
                                                                          self.builder.size + 1))
            clue = self.builder.placed(refs[0], places)
            return Reading([clue]) if clue is not None else Reading(ignored="states nothing that can be false")
        return None

    def _without_ends_said_again(self, items: list[Item]) -> list[Item]:
        """The items without a closing ', either first or last' that says 'at one end' again."""
        found = kinds(items)
        if len(found) < 6 or found[-5:] != ["COMMA", "EITHER", "E", "OR", "E"] or "END" not in found[:-5]:
            return items
        ends = [items[-3].mention.positions if items[-3].mention else frozenset(),
                items[-1].mention.positions if items[-1].mention else frozenset()]
        if {min(p) for p in ends if p} == {1, self.builder.size} and not any(
                m.mention and m.mention.refs for m in (items[-3], items[-1])):
            return items[:-5]  # ('is at one end of the jam, either first or last')
        return items

    def _between_the_other_two(self, items: list[Item]) -> Reading | None:
        """'X is between the other two': in a row of three, X has the middle place; None for any
        other sentence."""
        found = [i.kind for i in items if i.kind not in ("SOME", "IMM")]
        if found[:1] != ["E"] or found[1:] != ["BETWEEN", "OTHER", "N"] or items[-1].number != 2:
            return None
        if self.builder.size != 3 or not self.positional:
            return Reading(unsure="'between the other two' in a row of more than three")
        x = term_options(items[0])
        if len(x) != 1 or not isinstance(x[0], Ref):
            return Reading(unsure="'between the other two' said of a place")
        return Reading([At(x[0], 2)])

    def _parity(self, items: list[Item], raw: list[str]) -> Reading:
        """'X and Y have the same parity positions' (both odd or both even: an even distance apart,
        or one person), 'different parity positions' (an odd distance apart)."""
        things = [i for i in items if i.kind == "E"]
        if not self.positional or len(things) != 2:
            return Reading(unsure="speaks of parity, but not of two things in a row")
        x, y = term_options(things[0]), term_options(things[1])
        if len(x) != 1 or len(y) != 1 or not isinstance(x[0], Ref) or not isinstance(y[0], Ref):
            return Reading(unsure="speaks of the parity of a place, not of two values")
        same = bool({"same", "equal", "matching", "identical"} & set(raw))
        other = bool({"different", "differing", "opposite", "differ", "distinct", "unequal"} & set(raw))
        if same == other:
            return Reading(unsure="'parity' without 'same' or 'different'")
        if any(i.kind == "NOT" for i in items):
            same = not same
        distances = range(0 if same else 1, self.builder.size, 2)
        options = [Same(x[0], y[0]) if d == 0 else Apart(x[0], y[0], d) for d in distances]
        return Reading([options[0] if len(options) == 1 else Either(tuple(options))])

    def _neighbour_of(self, items: list[Item], a: int) -> bool:
        """True for "X's neighbour on the left": the side is said of the neighbour, not of X."""
        mention = items[a].mention
        if mention is None or a + 1 >= len(items) or not self.raw:
            return False
        possessive = self.raw[mention.end - 1].endswith(("'s", "\u2019s", "'", "\u2019")) \
            or (mention.end < len(self.raw) and self.raw[mention.end].endswith(("'s", "\u2019s"))
                and self.raw[mention.end][:-2].isalpha()) \
            or (mention.end == mention.start + 1 and self.raw[mention.start] in ("her", "his", "their")) \
            or (self.raw[mention.end:mention.end + 1] in (["her"], ["his"])
                and self.raw[mention.end + 1:mention.end + 2] in ([w] for w in NEIGHBOUR_WORDS))
        # ('her neighbour below keeps a cat': the pronoun stands for the possessive, or follows
        # the subject carried over 'and'; 'the cat owner's neighbour': the possessive after the value)
        following = items[a + 1:a + 3]
        if following and following[0].kind in ("LEFT", "RIGHT", "IMM"):  # "X's left-hand neighbour"
            following = following[1:]
        return possessive and bool(following) and following[0].kind == "NEXT" \
            and following[0].word.startswith("neighbo")

    @staticmethod
    def _of_two_kinds(a: Item, b: Item) -> bool:
        """True when two mentions are surely values of two different categories."""
        x, y = term_options(a), term_options(b)
        return len(x) == 1 and len(y) == 1 and isinstance(x[0], Ref) and isinstance(y[0], Ref) \
            and x[0].category != y[0].category

    def _predicate_words(self, a: Item, b: Item) -> list[str]:
        """The words of the predicate between two mentions that the reader does not know and the
        two values' categories do not confirm ('is good friends with', 'knows that')."""
        raw, first, second = self.raw, a.mention, b.mention
        if first is not None and second is not None and first.start > second.start:
            first, second = second, first  # (the terms in the order the sentence says them)
        if not raw or first is None or second is None:
            return []
        i = first.end
        while i < second.start and raw[i] not in LINKS and raw[i] not in CUES and not verb_like(raw[i]) \
                and raw[i] not in NOT_HOLDING:
            i += 1  # the first mention's noun phrase goes on: 'drinker', 'film fan'
        j = second.start
        for k in range(second.start - 1, i - 1, -1):
            if raw[k] in NP_START:
                j = k
                break
        confirmed = set().union(*(self.cues.get(r.category, set()) for m in (first, second) for r, _ in m.refs))
        if any(m.positions and not m.refs for m in (first, second)):
            confirmed |= self.axis_cues  # 'The cheapest class starts first': starting is what the times say
        at_place = second.positions and j == second.start and j > i and raw[j - 1] == "outside"
        words = raw[i:j - 1] if at_place else raw[i:j]  # 'is outside house 4': at house 4
        if at_place and words[-1:] and words[-1] in ("directly", "right", "just", "immediately"):
            words = words[:-1]  # 'is directly outside house 4': at house 4 too
        for joint, opener in (("nor", "neither"), ("or", "either")):
            if joint in words and (opener in words or joint == "nor"):
                # 'is neither the one who dreams of Tokyo nor the one who drinks tea': the first
                last = len(words) - 1 - words[::-1].index(joint)  # object's words are not the second's
                words = words[:words.index(opener)] + words[last + 1:] if opener in words else words[last + 1:]
        if second.refs and not second.positions and not any(isinstance(r.value, (int, float)) for r, _ in second.refs):
            words = words + _after_the_second(raw, second.end)  # '... gave the dog owner a lift to town'
        confirmed |= self.frame_keys  # ('the swimmer in the grey cap doesn't swim in lane 4': swimmers swim)
        return [w for w in words if (w in NOT_HOLDING and not keys(w) & confirmed) or (
            w.isalpha() and len(w) > 1 and w not in LINKS and w not in CUES and not keys(w) & confirmed
            and _singular(w) not in self.nouns and w not in SUPERLATIVES)]
        # ('lives in the cabin at ...'; 'dreams of Tokyo': destinations; 'the tallest of the group', said again)

    def _pair_options(self, items: list[Item], a: int, b: int, negated: bool,
                      relations: list[tuple[str, int, bool]]) -> Reading:
        options = []
        for left in term_options(items[a]):
            for right in term_options(items[b]):
                for relation, distance, swap in relations:
                    x, y = (right, left) if swap else (left, right)
                    options.append(self.builder.pair(x, y, relation, distance))
        return self._finish(options, negated)

    def _relations(self, items: list[Item], found: set[str]) -> list[tuple[str, int, bool]] | None:
        """(relation, distance, swapped) meanings of the cue words of a two-term clause."""
        count = self._counted(items)
        right = "RIGHT" in found and "LEFT" not in found
        if "BETWEEN" in found and count is not None:
            return [("apart", count + 1, False)]
        steps = self._steps_up_or_down(items)
        if steps is not None and count is not None and not found & {"LEFT", "RIGHT", "APART"}:
            return [steps(count)]
        if found <= {"BETWEEN", "NOT"} and all(item.word in ("among", "amongst") for item in items
                                               if item.kind == "BETWEEN"):
            return [("same", 1, False)]  # 'among the last two people': at one of those places
        if ("APART" in found or self._counted_from(items)) and count is not None:
            return [("apart", count, False)]  # 'three houses apart', 'two doors from'
        if "NEXT" in found and not found & {"LEFT", "RIGHT"}:
            return [("next", 1, False)]
        if "END" in found and found & {"OPPOSITE", "OTHER"}:  # 'at opposite ends', 'at one end ... the other'
            return [("apart", self.builder.size - 1, False)]
        if "OPPOSITE" in found:
            return None  # 'lives opposite the cat owner': across the way, a side the row does not have; never 'same'
        if {"LEFT", "RIGHT"} <= found and "OR" in found:  # 'one floor above or below'
            return [("apart", count or 1, False)]
        if {"LEFT", "RIGHT"} <= found:
            return None  # 'north of A but south of B' said of two things, one of them not found
        if found & {"LEFT", "RIGHT"}:
            if count is not None and count > 0:
                return [("offset", count, right)]
            if count is None and "N" in found:
                return None  # 'three shelves above', shelves unknown: a count never dropped
            if "IMM" in found or "NEXT" in found:
                return [("left_imm", 1, right)]
            if "SOME" in found or "than" in _span_outside_values(items, self.raw):
                return [("left", 1, right)]  # 'on a lower floor than': somewhere, never 'immediately'
            return [("left", 1, right), ("left_imm", 1, right)]
        if found & {"BETWEEN", "END", "ORDER", "APART"} or count is not None:
            return None  # a count or a distance word with no relation that takes it
        if "SOME" in found or "than" in _span_outside_values(items, self.raw):
            return None  # 'further from the shore than': a side the reader does not know, never 'same'
        return [("same", 1, False)]

    def _steps_up_or_down(self, items: list[Item]) -> Callable[[int], tuple[str, int, bool]] | None:
        """'two floors up from X' (above X by two), 'two doors down from X' (two doors from X, on a
        side the words do not say): the meaning of a count of places followed by 'up' or 'down'."""
        for item in items:
            if item.kind != "SPAN" or item.at + 1 >= len(self.raw) or self.raw[item.at + 1] not in ("up", "down"):
                continue
            if item.word.rstrip("s") in VERTICAL_NOUNS - {"story"}:
                above = self.raw[item.at + 1] == "up"
                return lambda count: ("offset", count, above)
            return lambda count: ("apart", count, False)
        return None

    def _counted_from(self, items: list[Item]) -> bool:
        """True for a count of places said from someone ('two doors from Ann', 'three houses
        down from Bo'): a distance, either way."""
        for index, item in enumerate(items[:-1]):
            if item.kind in ("N", "ONE") and items[index + 1].kind == "SPAN":
                after = self.raw[items[index + 1].at + 1:items[index + 1].at + 3]
                return after[:1] == ["from"] or after in (["down", "from"], ["up", "from"], ["along", "from"])
        return False

    @staticmethod
    def _counted(items: list[Item]) -> int | None:
        """The count in 'there are 2 houses between' or 'two places to the left'."""
        for index, item in enumerate(items):
            if item.kind in ("N", "ONE") and index + 1 < len(items) and items[index + 1].kind in ("SPAN", "APART"):
                return 1 if item.kind == "ONE" else item.number
        return None

    def _between(self, items: list[Item], entities: list[int], negated: bool, ordered: bool) -> Reading:
        middle_index = entities[0]
        between_at = next(i for i, item in enumerate(items) if item.kind == "BETWEEN")
        if between_at < middle_index:  # 'between A and B is C' or 'between A and B lives C'
            bounds = entities[:2]
            middle_index = entities[2]
        else:
            bounds = entities[1:3]
        bare = _mention(items[bounds[0]]).start <= items[between_at].at + 2 \
            and "the" not in self.raw[items[between_at].at + 1:_mention(items[bounds[0]]).start]
        # ('between 20 and 40', not 'between the jar that holds 330 ml and the 500 ml jar', 'between the
        # 29-year-old and the 56-year-old')
        if bare and all(_mention(items[k]).refs and _number_named(items[k], self.raw) is not None for k in bounds):
            return Reading(unsure="between two amounts ('aged between 20 and 40'), which the reader does not read")
        options = []
        tight = any(item.kind == "IMM" for item in items)  # 'directly between B and C': B and C beside it
        for middle in term_options(items[middle_index]):
            for a in term_options(items[bounds[0]]):
                for b in term_options(items[bounds[1]]):
                    between = self.builder.between(middle, a, b, ordered)
                    if tight:
                        between = conjoin([between, self.builder.pair(a, middle, "next", 1),
                                           self.builder.pair(b, middle, "next", 1)])
                    options.append(between)
        if not tight and not negated and len(options) == 1 and not any(item.kind == "SOME" for item in items):
            return self._between_either_way(items, middle_index, bounds, ordered)
        return self._finish(options, negated)

    def _between_with_one_nearer_an_end(self, items: list[Item], entities: list[int], negated: bool) -> Reading | None:
        """'C stands somewhere between A and B, with A nearer the front' (or 'nearer to house 1'):
        between them in that order, the one named again on the side of the end it is nearer."""
        cut = next((k for k in range(len(items) - 1, -1, -1) if items[k].kind == "COMMA"
                    and self.raw[items[k].at + 1:items[k].at + 2] == ["with"]), None)
        if cut is None:
            return None
        head = [i for i in entities if i < cut]
        tail = [i for i in entities if i > cut]
        if len(head) != 3 or not tail:
            return None
        words = self.raw[items[cut].at + 2:]
        sides = {items[k].kind for k in range(cut + 1, len(items)) if items[k].kind in ("LEFT", "RIGHT")}
        places = [min(_mention(items[i]).positions) for i in tail[1:]
                  if not _mention(items[i]).refs and len(_mention(items[i]).positions) == 1]
        if len(tail) == 2 and places and any(w in ("nearer", "closer", "nearest", "closest") for w in words):
            sides = {"LEFT"} if places[0] == 1 else {"RIGHT"} if places[0] == self.builder.size else set()
        elif len(tail) != 1:
            return None
        if len(sides) != 1:
            return None
        middle_at, first_at, second_at = head if items[head[0]].at < next(
            item.at for item in items if item.kind == "BETWEEN") else (head[2], head[0], head[1])
        again = set(term_options(items[tail[0]]))
        near = first_at if again == set(term_options(items[first_at])) else \
            second_at if again == set(term_options(items[second_at])) else None
        if near is None:
            return None
        far = second_at if near == first_at else first_at
        low, high = (near, far) if sides == {"LEFT"} else (far, near)
        options = [self.builder.between(m, a, b, True) for m in term_options(items[middle_at])
                   for a in term_options(items[low]) for b in term_options(items[high])]
        return self._finish(options, negated)

    def _between_either_way(self, items: list[Item], middle_index: int, bounds: list[int], ordered: bool) -> Reading:
        """'C is between A and B', with no 'somewhere' nor 'directly': somewhere between them, or
        (as many authors mean it) right between them, A and B beside C; every such sentence of a
        puzzle is read the same way, and the solver chooses which. ('C is not between A and B'
        stays 'nowhere between them', the reading authors of that wording mean.)"""
        middle = term_options(items[middle_index])[0]
        a, b = term_options(items[bounds[0]])[0], term_options(items[bounds[1]])[0]
        loose = self.builder.between(middle, a, b, ordered)
        tight = conjoin([loose, self.builder.pair(a, middle, "next", 1), self.builder.pair(b, middle, "next", 1)])
        reading = self._finish([loose, tight], False)
        if len(reading.candidates) == 2:
            reading.group = "plain between"
        return reading

    def _finish(self, options: list[Clue | None], negated: bool) -> Reading:
        clues = [negate(c) if negated else c for c in options]
        kept = [c for c in clues if c is not None]
        if not kept:
            return Reading(ignored="states nothing that can be false")
        kept = [c for c in kept if not (isinstance(c, (Same, Different)) and c.a.category == c.b.category)]
        if not kept:  # 'Ann and Bob had both packed light': two of one kind, related to nothing
            return Reading(ignored=f"{SAME_KIND_AS_ONE}, which states nothing")
        possible = [c for c in kept if not impossible(c)]
        if not possible:  # 'in the last house on the right' read as 'right of the last house'
            return Reading(unsure="what the words say no placement allows: they are misread")
        kept = possible
        unique = list(dict.fromkeys(kept))
        return Reading(unique)

    # ----------------------------------------------------------------------- compounds
    def _located_tail(self, items: list[Item], raw: list[str]) -> tuple[list[Item], list[Clue]]:
        """', in the white cottage' at the end of a relation between the subject and another
        ('The Crofts live next door to the Bells, in the white cottage'): cut off, read as where
        the subject lives."""
        found = kinds(items)
        if len(items) < 4 or found[-2:] != ["COMMA", "E"] or found[0] != "E" or found.count("E") != 3:
            return items, []
        place, subject = items[-1], items[0]
        said = raw[items[-2].at + 1:_mention(place).start]
        if said not in (["in", "the"], ["at", "the"], ["on", "the"]) or not place.mention or place.mention.positions \
                or len(place.mention.refs) != 1 or len(term_options(subject)) != 1:
            return items, []
        clue = self.builder.pair(term_options(subject)[0], term_options(place)[0], "same")
        return (items[:-2], [clue]) if clue is not None else (items, [])

    def _different_tail(self, items: list[Item]) -> tuple[list[Item], list[Clue]]:
        """', and they are (three) different people' at the end: cut off, read as all-different."""
        found = kinds(items)
        if "DIFF" not in found:
            return items, []
        last_e = max(i for i, k in enumerate(found) if k == "E")
        diff_at = max(i for i, k in enumerate(found) if k == "DIFF")
        if diff_at < last_e or not any(k in ("COMMA", "AND") for k in found[last_e + 1:diff_at]):
            return items, []
        terms = [term_options(item)[0] for item in items if item.kind == "E"]
        cut = next(k for k in range(last_e + 1, diff_at) if found[k] in ("COMMA", "AND"))
        # the clause runs on after its last value ('A and B do not sit next to each other, and ...')
        return items[:cut], pairwise_different(terms)

    def _distributed(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'The whippet beat both the beagle and the spaniel': one thing related to each of two things
        joined by 'and' at the end of the sentence, read as two sentences; None when it is no such
        sentence, or either half has more than one reading or says two things are one."""
        if len(items) < 4 or {"between", "respectively", "each", "other"} & set(raw):
            return None
        items = [item for item in items if item.word != "both"]
        last, joint, before = items[-1], items[-2], items[-3]
        if last.kind != "E" or joint.kind != "AND" or before.kind != "E":
            return None
        if [item.kind for item in items[:-3]].count("E") != 1 or any(item.kind in ("AND", "COMMA")
                                                                   for item in items[:-3]):
            return None
        end = _mention(last).end
        kept = self.raw
        halves = [self.read(items[:-2], unknown, raw[:joint.at] + raw[end:]),
                  self.read(items[:-3] + [_shifted(last, before.at - last.at)], unknown,
                            raw[:before.at] + raw[last.at:])]
        self.raw = kept  # (each reading sets the words it reads)
        if any(half.ignored or half.unsure or len(half.candidates) != 1 or isinstance(half.candidates[0], Same)
               for half in halves):
            return None  # (not 'The Dane likes tea and coffee': one person has one drink)
        both = conjoin([half.candidates[0] for half in halves])
        return Reading([both], extra=[clue for half in halves for clue in half.extra]) if both is not None else None

    def _one_category_list(self, items: list[Item]) -> bool:
        """'Omar, Pia, Quinn, Rosa' or a table row: three or more values of one category and
        nothing else to say about them (no comparison: 'Ava is older than Ben but younger than Cal')."""
        colon = max((k for k, item in enumerate(items) if item.kind == "COMMA" and item.word == ":"), default=None)
        if colon is not None and not any(item.kind == "E" for item in items[:colon]):
            items = [item for item in items[colon + 1:] if item.kind != "ONE"]  # ('no two hats were the same
            # colour: there was a red one, a blue one, ...': the list after the colon)
        entities = [item for item in items if item.kind == "E"]
        opening = entities[0].at if entities else 0  # ('Three colleagues ..., Maureen, Nigel and Priti, ...')
        every = len(entities) == self.builder.size  # ('..., and four regulars, Ann, ..., never miss it': said of
        if len(entities) < 3 or any(item.kind not in ("E", "COMMA", "AND")  # all of them alike, nothing to match)
                                    and not (item.kind == "N" and item.at < opening)
                                    and not (every and item.kind == "NOT" and item.at > entities[-1].at)
                                    for item in items):
            return False
        if any(w in COMPARATIVES or w == "than" for w in _span(items, self.raw)):
            return False
        if any(_mention(item).positions for item in entities):
            return False  # 'The star is on locker 2, and the sun is on locker 3': two places
        categories = {ref.category for item in entities for ref, _ in _mention(item).refs}
        return len(categories) == 1

    def _places_counted(self, items: list[Item]) -> list[Item]:
        """'numbered one lower than Miss Pratt's', 'two higher than': in a row, a number right before a
        side word counts places, as 'one cabin lower' does."""
        if not self.positional:
            return items
        out: list[Item] = []
        for k, item in enumerate(items):
            out.append(item)
            following = items[k + 1] if k + 1 < len(items) else None
            if item.kind in ("N", "ONE") and following is not None and following.kind in ("LEFT", "RIGHT") \
                    and following.at == item.at + 1 and following.word in ("lower", "higher", "further", "farther",
                                                                           "nearer", "closer", "above", "below",
                                                                           "ahead", "behind", "before", "after"):
                out.append(Item("SPAN", word="place", at=item.at))
        return out

    def _compound(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """Two sentences joined by ', and' (', while', ', but', ';'): each read on its own."""
        for index in range(1, len(items)):
            if items[index].kind != "COMMA":
                continue
            told: list[Item] = []
            if index + 1 == len(items):  # '..., though she is younger than her': the second names no one
                told = self._pronouns_of_the_first(items[:index], [], raw, items[index].at + 1)
                if not told:
                    continue
                items = [*items, *told]
            nor = items[index + 1].kind == "NOR"  # '..., nor does she live next door to it'
            opener = raw[items[index].at + 1:items[index].at + 3]
            opener = opener[1:] if opener[:1] == ["even"] else opener[:1]  # ', even though he ...'
            joined = items[index + 1].kind in ("AND", "COMMA") or nor or opener \
                in (["while"], ["but"], ["whereas"], ["although"], ["though"], ["yet"]) or items[index].word == ";" \
                or (opener == ["and"] and index + 1 < len(items) and items[index + 1].kind == "E"
                    and items[index + 1].at - items[index].at <= 3) \
                or raw[items[index].at + 1:items[index].at + 3] in (["the", "former"], ["the", "latter"])
            if not joined:
                continue
            start = index + 1
            while start < len(items) and items[start].kind in ("AND", "COMMA", "NOR"):
                start += 1
            left, right = items[:index], items[start:]
            if not told:
                right = self._neither_of_them(left, right, raw)
                right = self._them(left, right, raw, items[index].at + 1)
                right = self._so_is(left, right)
                right = self._elided(left, right, raw)
                right = self._pronouns_of_the_first(left, right, raw, items[index].at + 1)
                before_pronoun = right
                right = self._subject_pronoun(left, right, raw, items[index].at + 1)
                if right is not before_pronoun:
                    other = self._pronoun_of_the_other(left, before_pronoun, raw, items[index].at + 1)
                    if other is not None:  # 'Bob sat next to Ann, and she ordered the fish': Bob or Ann
                        return self._either_referent(left, [right, other], unknown, raw, items[index].at)
                either = self._object_of_either(left, right, raw)
                if either is not None:  # 'Oona is older than Nate, and Pritam's shift is the day after hers'
                    return self._either_referent(left, either, unknown, raw, items[index].at)
                right = self._object_of_the_first(left, right, raw, items[index].at + 1)
                right = self._the_other_of_the_two(left, right, raw, items[index].at + 1)
                right = self._that_one_again(left, right, raw, items[index].at + 1)
                right = self._possessive_of_the_first(left, right, raw, items[index].at + 1)
            there = raw[items[index].at + 1:items[index].at + 3] in (["and", "there"], ["there"])
            neither_nor = kinds(right)[:4] == ["NEITHER", "E", "NOR", "E"]  # ('..., and neither of them ...')
            relation_first = bool(right) and right[0].kind in ("LEFT", "RIGHT", "NEXT", "IMM") \
                and items[index].word == ";" and sum(i.kind == "E" for i in right) == 2 \
                and any(i.kind == "E" and raw[i.at] in ("him", "her") for i in right)  # ('...; the person on the
            # day after her does the bathroom': its subject said by a relation first, 'her' the first clause's)
            counted = kinds(right)[:2] in (["IMM", "N"], ["N", "E"]) and "BETWEEN" in kinds(right)
            # ('..., and exactly two patients came between the rabbit and the cat')
            if not right or (right[0].kind not in ("E", "SPAN") and not there and not neither_nor
                             and not relation_first and not counted) \
                    or sum(i.kind == "E" for i in left) < 1 \
                    or sum(i.kind == "E" for i in right) < (1 if "END" in kinds(right) else 2) \
                    or ("BETWEEN" in kinds(left) and "AND" not in kinds(left)
                        and not any(i.kind == "BETWEEN" and i.word.startswith("separat") for i in left)):
                # ('between A, B and C' is one list; 'one plot separates A from B, and ...' is a whole clause)
                continue
            if any(i.kind in ("OTHER", "DIFF") for i in right):
                continue  # 'and the other ...', 'and they are different people'
            cut = items[index].at
            first = self._read(left, unknown, raw[:cut])  # each clause read with its own words alone
            second = self._read(right, unknown, [""] * cut + raw[cut:])
            self.raw = raw
            if nor and len(second.candidates) == 1:  # 'nor' denies the second part
                if "NOT" not in kinds(left):
                    return None
                second = Reading([c for c in [negate(second.candidates[0])] if c is not None])
            parts = [r for r in (first, second) if r.candidates]
            if len(parts) == 2 and not first.unsure and not second.unsure and first.group \
                    and first.group == second.group and len(first.candidates) == len(second.candidates) > 1:
                # 'A comes before B, and B comes before C': both 'before' read alike, as the group's are
                paired = [conjoin([a, b, *first.extra, *second.extra])
                          for a, b in zip(first.candidates, second.candidates)]
                kept = [c for c in paired if c is not None]
                return Reading(kept, group=first.group) if len(kept) == len(paired) else None
            if first.unsure or second.unsure or not parts or sum(len(r.candidates) != 1 for r in parts) > 1:
                return None
            extra = [c for r in parts for c in r.extra]
            options = [r.candidates for r in parts]  # one part may leave the solver a choice: 'jumped 3 inches higher'
            combined = [conjoin([*chosen, *extra]) for chosen in product(*options)]
            joined_clues = [c for c in combined if c is not None]
            return Reading(joined_clues) if joined_clues else None
        return None

    def _compared_again_by_pronouns(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Amara pays more than Dev, though she comes later in the week than he does': a second
        comparison of the same two, said by two different pronouns; which one is which the reader
        cannot tell from the names, so both ways are candidates for the solver to judge."""
        said = [item for item in items if item.kind == "E"]
        if len(said) != 2:
            return None
        cut = next((k for k in range(_mention(said[1]).end, len(raw)) if raw[k] in (",", ";")), None)
        if cut is None or any(item.kind not in ("E", "COMMA", "AND") for item in items if item.at < cut):
            return None
        cues = [item for item in items if item.at > cut]  # ('later' read as a side of a row of days)
        tail = raw[cut:]
        people = [k for k, w in enumerate(tail, start=cut) if w in ("she", "he", "her", "him")]
        if len(people) != 2 or raw[people[0]] in ("her", "him") or raw[people[0]] == raw[people[1]] \
                or "than" not in raw[people[0]:people[1]]:
            return None
        first = self._read([i for i in items if i.at < cut], unknown, raw[:cut])
        readings = [self._read(sorted([_moved(a, people[0]), *cues, _moved(b, people[1])], key=lambda i: i.at),
                               unknown, [""] * cut + tail) for a, b in ((said[0], said[1]), (said[1], said[0]))]
        self.raw = raw
        if first.unsure or len(first.candidates) != 1 or any(r.unsure or len(r.candidates) != 1 for r in readings):
            return None
        options = [conjoin([first.candidates[0], r.candidates[0], *first.extra, *r.extra]) for r in readings]
        kept = [o for o in options if o is not None]
        return Reading(kept) if kept else None

    def _either_relation(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'The florist lives one floor above or one floor below the basil grower': two relations
        between the same two things, one or the other."""
        at = [k for k, item in enumerate(items) if item.kind == "OR"]
        said = [k for k, item in enumerate(items) if item.kind == "E"]
        if len(at) != 1 or len(said) != 2 or said[0] != 0 or said[1] != len(items) - 1 \
                or not 1 < at[0] < len(items) - 2 or items[at[0] - 1].kind == "COMMA" \
                or any(item.kind in ("NOT", "NEITHER", "NOR", "EITHER") for item in items) \
                or any(w in ("not", "never", "n't", "neither", "nor") or w.endswith("n't") for w in raw):
            return None  # ('does not live above or below Y' denies both: never read as one of them)
        k = at[0]
        subject, other = items[0], items[-1]
        first_words = raw[:items[k].at] + [""] * (other.at - items[k].at) + raw[other.at:]
        second_words = raw[:_mention(subject).end] + [""] * (items[k].at + 1 - _mention(subject).end) \
            + raw[items[k].at + 1:]
        first = self._read([*items[:k], other], unknown, first_words)
        second = self._read([subject, *items[k + 1:]], unknown, second_words)
        self.raw = raw
        if first.unsure or second.unsure or len(first.candidates) != 1 or len(second.candidates) != 1:
            return None
        return Reading([Either((conjoin([first.candidates[0], *first.extra]) or first.candidates[0],
                                conjoin([second.candidates[0], *second.extra]) or second.candidates[0]))])

    def _or_is_that_one(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'The juice drinker is next to the chess player, or is the chess player': the relation, or
        the two are one person."""
        at = next((k for k, item in enumerate(items) if item.kind == "OR"), None)
        if at is None or at < 3 or len(items) != at + 2 or items[at + 1].kind != "E":
            return None
        left = items[:at - 1] if items[at - 1].kind == "COMMA" else items[:at]
        said = [item for item in left if item.kind == "E"]
        again = items[at + 1]
        if len(said) != 2 or left[0].kind != "E" or again.mention is None or said[1].mention is None \
                or again.mention.refs != said[1].mention.refs or not again.mention.refs:
            return None
        between = [w for w in raw[items[at].at + 1:again.at] if w]
        if not between or between[0] not in ("is", "was", "are", "were") \
                or any(w in ("not", "never", "n't", "than", "as") for w in between):
            return None  # ('..., or is the one playing chess': no relation words of its own, which are items)
        first = self._read(left, unknown, raw[:items[at].at])
        self.raw = raw
        if first.unsure or len(first.candidates) != 1:
            return None
        same = self.builder.pair(term_options(said[0])[0], term_options(said[1])[0], "same")
        if same is None:
            return None
        return Reading([Either((conjoin([first.candidates[0], *first.extra]) or first.candidates[0], same))])

    def _gapped(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'The Abbotts keep the cat and the Coles the dog', 'A lives in the green house and B in
        the white one': a second clause of two things that leaves out the first clause's verb and
        relation words, which it shares."""
        for k, item in enumerate(items):
            if item.kind != "AND":
                continue
            left = items[:k - 1] if k > 0 and items[k - 1].kind == "COMMA" else items[:k]
            right = items[k + 1:]
            if sum(i.kind == "E" for i in left) != 2 or left[0].kind != "E" or len(right) < 2 \
                    or right[0].kind != "E" or sum(i.kind == "E" for i in right) != 2 \
                    or any(i.kind not in ("E", "ONE", "SPAN") for i in right):
                continue
            cues = [i for i in left[1:] if i.kind not in ("E", "COMMA")]
            first = self._read(left, unknown, raw[:item.at])
            second = self._read(right, unknown, [""] * item.at + raw[item.at:]) \
                if _a_verb_of_its_own(raw, item.at, right) \
                else self._read([right[0], *cues, *right[1:]], unknown, raw)  # ('and Cy loves Dickens': a whole
            # clause, which shares no verb or 'not' with the first)
            self.raw = raw
            if first.unsure or second.unsure or len(first.candidates) != 1 or len(second.candidates) != 1:
                return None
            joined = conjoin([first.candidates[0], second.candidates[0], *first.extra, *second.extra])
            return Reading([joined]) if joined else None
        return None

    @staticmethod
    def _ratio(items: list[Item], raw: list[str]) -> bool:
        """True for two things compared by a multiple ('twice as much as', 'half of Eve's'); not
        for 'half an hour after' (a duration) nor 'twice a day' said of one thing, nor a value's own
        word ('The Times reader')."""
        if not any(w in MULTIPLIERS for w in _span_outside_values(items, raw)) \
                or sum(item.kind == "E" for item in items) < 2:
            return False
        text = " ".join(_span(items, raw))
        if rx.search(r"\bhalf an hour\b|\band a half\b|\bhalf past\b", text):
            return False
        return bool(rx.search(r"\b(?:" + "|".join(MULTIPLIERS) + r")\s+(?:as|the|what|that|of|more|less|"
                              r"his|her|their|its|many|much|[a-z]+ ?'s)(?!\w)", text))  # not 'twice a day'

    def _multiple(self, items: list[Item], raw: list[str]) -> Reading:
        """'Saskia charged twice as much per cup as Rory', 'Ann paid half what Bo paid': one amount a
        multiple of the other, on each numeric scale the words may name (the solver judges)."""
        factor = multiple_factor(raw)
        people = [i for i, item in enumerate(items) if item.kind == "E"]
        if factor is None or len(people) != 2:
            return Reading(unsure="compares by a multiple ('twice', 'half') in words the reader does not follow")
        said = _words_outside_values([items[k] for k in people], raw)
        said -= {w for k, w in enumerate(raw) if k and raw[k - 1] == "per"}  # 'as much per cup': a rate
        scales = [s for s in scales_named(self.scales, said) if s.numeric] or [s for s in self.scales if s.numeric]
        if not scales:
            return Reading(unsure="compares by a multiple ('twice', 'half'), and no category of the puzzle is a number")
        written = " ".join(raw[:_mention(items[people[0]]).start])
        found = FACTOR_WORD.search(written)
        if multiple_factor(written.split()) is not None or (found is not None and _mention(items[people[0]]).start > 0
                                                            and raw[0] in ("the", "whoever", "a")):
            people = people[::-1]  # 'The child who charged twice as much as Rory was Saskia', 'The discount
            # that was twice Abe's belonged to the florist': the first named is what the other is measured by
        options: list[Clue | None] = []
        for scale in scales:
            for a in term_options(items[people[0]]):
                for b in term_options(items[people[1]]):
                    if isinstance(a, Ref) and isinstance(b, Ref) and a != b:
                        options.append(multiple_clue(scale, a, b, factor))
        return self._finish(options, any(item.kind == "NOT" for item in items))

    def _but_not_immediately(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Ann lives to the left of Bob, but not immediately': somewhere left, and not next to."""
        text = " ".join(raw)
        tail = rx.search(r"(?:, (?:but|though|although|yet|and)? ?| (?:but|though|although|yet) )"
                         r"(?:(?:they|the two(?: of them)?) (?:are|were|do|did|live) )?"
                         r"not (?:immediately|directly|next door|adjacent|live next door|living next door"
                         r"|(?:right |directly |immediately )?(?:next to|beside) (?:him|her|them|it|each other)"
                         r"|(?:on |in |at )?(?:the|a) \w+ (?:directly|immediately|right) (?:above|below|before|after|"
                         r"behind|in front of|(?:to the )?(?:left|right) of) (?:him|her|them|it|theirs|his|hers)"
                         r"|neighbou?rs)\b", text)  # ('..., but not on the floor directly above it')
        if tail is None:
            return None
        cut = len(text[:tail.start()].split())  # the words before the tail's comma
        head = [item for item in items if item.at < cut]
        if len(head) == len(items):
            return None  # the tail is not among these items (a part already cut from it)
        rest = [item for item in items if item.at >= cut and item.kind not in ("COMMA", "AND")]
        subject = next((item for item in head if item.kind == "E"), None)
        if subject is not None and any(item.kind == "E" for item in rest):
            # 'The dog lives somewhere between the cat and the parrot, though not next door to the tortoise'
            said = _mention(subject)
            own = [w if k < cut else "" for k, w in enumerate(raw)]  # each clause without the other's words
            tail_words = [w if k >= cut + 1 or said.start <= k < said.end else "" for k, w in enumerate(raw)]
            tail_words = ["" if w in (",", "but", "though", "although", "yet", "and") and k >= cut else w
                          for k, w in enumerate(tail_words)]
            first = self._read(head, unknown, own)
            second = self._read([subject, *rest], unknown, tail_words)
            self.raw = raw
            if first.unsure or second.unsure or len(first.candidates) != 1 or len(second.candidates) != 1:
                return Reading(unsure="a clause with 'though not ...' of another thing is not understood")
            joined = conjoin([first.candidates[0], second.candidates[0], *first.extra, *second.extra])
            return Reading([joined]) if joined else None
        reading = self._read(head, unknown, raw)
        self.raw = raw
        sides = [c for c in reading.candidates if isinstance(c, Before)]
        if reading.unsure or len(sides) != 1:
            return Reading(unsure="'but not immediately' after no side of the row")
        side = sides[0]
        joined = conjoin([side, negate(Offset(side.a, side.b, 1))])
        return Reading([joined]) if joined else None

    def _between_on_a_scale(self, items: list[Item], entities: list[int]) -> Reading | None:
        """In a puzzle of people, not of a row: 'X is between Y and Z' on the one scale the sentence
        names, or the puzzle's only one; either way round, both ends excluded."""
        scales = scales_named([s for s in self.scales if s.numeric], set(self.raw))
        terms = [term_options(items[i]) for i in entities]
        refs = [r for t in terms if len(t) == 1 for r in t if isinstance(r, Ref)]
        if len(scales) != 1 or len(refs) != 3:
            return None
        name = scales[0].category
        x, y, z = refs

        def below(a: Ref, b: Ref) -> Clue:
            return Compare(name, a, b, "<", 0)

        either = Either((All((below(y, x), below(x, z))), All((below(z, x), below(x, y)))), exclusive=False)
        return Reading([either])

    def _beside_but_not_on_a_side(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Jack parks right next to Greta, but not on her left' (or 'not on the gate side', bay 1 being
        at the gate): next to her on the other side."""
        text = " ".join(raw)
        tail = rx.search(r"(?:, (?:but|though|although|yet)? ?| (?:but|though|although|yet) )not (?:on|to) "
                         r"(?:the|his|her|their|its) (?P<side>[a-z]+)(?:[- ]hand)?(?: side)?"
                         r"(?: of (?:him|her|them|it))?\s*[.!]?$", text)
        if tail is None:
            return None
        cut = len(text[:tail.start()].split())
        head = [item for item in items if item.at < cut]
        sides = {item.kind for item in items if item.at >= cut} & {"LEFT", "RIGHT"}  # ('the gate side', gate at 1)
        if len(head) == len(items) or len(sides) != 1:
            return None
        reading = self._read(head, unknown, raw)
        self.raw = raw
        beside = [c for c in reading.candidates if isinstance(c, Apart) and c.distance == 1]
        if reading.unsure or len(beside) != 1 or len(reading.candidates) != 1:
            return Reading(unsure="'but not on the left (or right)' after no 'next to'")
        a, b = beside[0].a, beside[0].b
        return Reading([Offset(b, a, 1) if sides == {"LEFT"} else Offset(a, b, 1)])

    def _reported(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Cleo noticed that the lasagne and the pavlova came from neighbouring houses': what was
        noticed, said or pointed out is read as a sentence of its own (and what is said of the
        speaker before the verb, 'Cleo, who lives in house 1,', as another)."""
        span = _span(items, raw)
        first = min(item.at for item in items) if items else 0
        for offset, word in enumerate(span):
            at = first + offset
            verb = raw[at - 1] if at > 0 else ""
            if word == "that" and verb in BELIEVING:
                return Reading(ignored=f"says what someone {verb}, not how things are")
                # ('The pilot knows that Japan has more than six thousand islands')
            if word in BELIEVING and _a_clause_follows(raw, at, items):
                return Reading(ignored=f"says what someone {word}, not how things are")
                # ('The Swede thinks the Dane drinks far too much tea')
            if word != "that" or (verb not in REPORTING and raw[at - 2:at] != ["pointed", "out"]):
                continue
            before = [i for i in items if i.at < at]
            after = [i for i in items if i.at > at]
            if sum(i.kind == "E" for i in after) < 1:
                return None
            speaker = items[0] if items and items[0].kind == "E" and items[0].at < at else None
            selves = [k for k in range(at + 1, len(raw)) if raw[k] in ("herself", "himself", "themselves")]
            if speaker is not None and len(selves) == 1:  # 'of the owner of the white house and herself'
                after = sorted([*after, _moved(speaker, selves[0])], key=lambda i: i.at)
            parts = [self._read(after, unknown, raw)]
            if sum(i.kind == "E" for i in before) >= 2:
                parts.append(self._read(before, unknown, raw))
            self.raw = raw
            if any(p.unsure for p in parts):
                return Reading(unsure=next(p.unsure for p in parts if p.unsure))
            read = [p for p in parts if p.candidates]
            if any(len(p.candidates) != 1 for p in read):
                return Reading(unsure="what was said has several readings")
            joined = conjoin([p.candidates[0] for p in read] + [c for p in read for c in p.extra])
            return Reading([joined]) if joined else Reading(ignored="what was said names nothing to relate")
        return None

    def _behind_the_door(self, items: list[Item], raw: list[str]) -> list[Item]:
        """'the guest behind the yellow door', 'under a red awning': 'behind' (a barrier) or
        'under' a value whose own category the word after it names (doors, awnings) says where
        someone is, not a side in the row; not 'under the red flat', a storey of the row."""
        kept = []
        for index, item in enumerate(items):
            rest = [i for i in items[index + 1:index + 3] if i.kind not in ("EITHER", "NEITHER")]
            following = rest[0] if rest else None
            if item.word in COVERS and following is not None and following.kind == "E" and following.mention:
                after = raw[following.mention.end] if following.mention.end < len(raw) else ""
                named = any(keys(after) & self.cues.get(ref.category, set()) for ref, _ in following.mention.refs)
                if named and (after in BARRIERS if item.word == "behind" else _a_cover(after)):
                    continue  # 'under a red awning', 'beneath the green umbrella': a cover, not a side
            if item.word in ("front", "behind", "outside") and following is not None and following.kind == "E" \
                    and following.mention and any(_singular(w) in BUILDINGS & self.nouns for w in raw[
                        following.mention.start:following.mention.end + 1]):
                continue  # 'in front of the green house', 'in front of house 1' in a street of houses: at that
                # house, not before it
            kept.append(item)
        return kept

    @staticmethod
    def _former_and_latter(items: list[Item], raw: list[str]) -> list[Item] | None:
        """'Suki and Rhys; the former bakes, the latter sells eggs': 'the former' stands for the
        first of the last two things named before it, 'the latter' for the second; None when
        fewer than two are named before it."""
        said = [k for k in range(1, len(raw)) if raw[k] in ("former", "latter") and raw[k - 1] == "the"
                and not any(item.kind == "E" and item.at <= k + (raw[k] == "former") < _mention(item).end
                            for item in items)]  # ('the former vet': who was a vet)
        if not said:
            return items
        before = [item for item in items if item.kind == "E" and item.at < said[0] and _mention(item).refs]
        if len(before) < 2 or len({ref for item in before[-2:] for ref, _ in _mention(item).refs}) < 2:
            return None
        first, second = before[-2:]
        placed = [_moved(first if raw[k] == "former" else second, k) for k in said]
        comma = next((item for item in items if item.kind == "COMMA" and item.at < said[0]), None)
        if raw[:1] == ["of"] and comma is not None and second.at < comma.at:
            items = [item for item in items if item.at > comma.at]  # 'Of the cat and the dog, the former ...'
        return sorted([*items, *placed], key=lambda item: item.at)

    @staticmethod
    def _of_a_first_clause(items: list[Item]) -> bool:
        """True when a ';' parts two clauses, the first opening with a mention and the second naming
        one thing: its 'him' or 'her' may be the first clause's subject (see _object_of_the_first)."""
        cut = next((k for k, item in enumerate(items) if item.kind == "COMMA" and (
            item.word == ";" or (k + 1 < len(items) and items[k + 1].kind == "AND"))), None)
        return cut is not None and items[0].kind == "E" and sum(i.kind == "E" for i in items[cut + 1:]) == 1

    @staticmethod
    def _to_a_pronoun(items: list[Item], raw: list[str]) -> bool:
        """True when a relation word is said to a pronoun no mention stands for ('sat beside him',
        'lives to the left of her'): the clause's other things are not its terms."""
        taken = {k for item in items if item.kind == "E" for k in range(_mention(item).start, _mention(item).end)}
        for item in items:
            if item.kind not in ("NEXT", "LEFT", "RIGHT", "BETWEEN"):
                continue
            k = item.at + 1
            while k < len(raw) and raw[k] in ("to", "of", "from", "the", "left", "right", "side"):
                k += 1
            if k < len(raw) and raw[k] in OBJECT_PRONOUNS and k not in taken \
                    and not (k + 1 < len(raw) and raw[k] in ("her", "his") and raw[k + 1].isalpha()):
                return True  # (not 'next to her sister's': a possessive)
        return False

    @staticmethod
    def _without_a_negated_tail(items: list[Item], raw: list[str]) -> list[Item]:
        """'Jack presents the gardening hour; he did not have the poet on': a second clause that
        names nothing of the puzzle denies nothing of the first; the first is read alone."""
        for index, item in enumerate(items):
            if item.kind not in ("COMMA", "AND") or index == 0:
                continue
            joined = item.word == ";" or (index + 1 < len(items) and items[index + 1].kind == "AND") \
                or raw[item.at + 1:item.at + 2] in (["though"], ["although"], ["so"], ["because"], ["since"]) \
                or (item.kind == "AND" and items[index - 1].kind == "E")  # ('... the eldest and never lets ...')
            tail = items[index + 1:]
            if not joined or any(i.kind in ("E", "DIFF", "OTHER", "NOR", "NEITHER") for i in tail) \
                    or "NOT" not in kinds(tail) or not any(i.kind == "E" for i in items[:index]):
                continue
            said = [w for w in raw[item.at + 1:] if w.isalpha() or "'" in w]
            words = set(said[:-1] if said[-1:] == ["it"] else said)  # ('..., though you'd never guess it': the
            # tail's own object, no thing of the first clause)
            if words & {"they", "them", "both", "two", "pair", "it", "each", "either", "neighbours", "neighbors"}:
                continue  # '..., and the two of them are not neighbours': said of the first clause's things
            return items[:index]
        return items

    @staticmethod
    def _to_something_unnamed(items: list[Item], raw: list[str], nouns: frozenset[str]) -> bool:
        """True when a relation word is said to a noun that names no value and no person or
        place ('right next to the doctor's' when no one is the doctor): whatever else the
        sentence names is not its other term. (With one thing named, the sentence is ignored
        as before: it says nothing the reader can use.)"""
        return any(_relates_to_the_unnamed(item, items, raw, nouns) for item in items)

    @staticmethod
    def _between_the_unnamed(items: list[Item], raw: list[str], nouns: frozenset[str]) -> list[Item]:
        """The items without a relation word said of two things neither of which the puzzle names ('the
        car park behind the Community Hall fills up with tables, and four regulars, Ann, ...'): it
        places nothing of the puzzle."""
        kept = []
        for index, item in enumerate(items):  # (said before anything of the puzzle or a pronoun for it)
            if _relates_to_the_unnamed(item, items, raw, nouns) and not any(i.kind == "E" for i in items[:index]) \
                    and not any(w in STANDING_FOR for w in raw[:item.at]):
                continue
            kept.append(item)
        return kept

    def _side_of_a_place(self, items: list[Item], raw: list[str]) -> list[Item]:
        """'in the last house on the right', 'the first seat on the left': a side said right
        after the end place it lies on describes that place; it relates nothing."""
        kept = list(items)
        for index in range(len(items) - 1):
            place, side = items[index], items[index + 1]
            if place.kind != "E" or place.mention is None or place.mention.refs or side.word not in ("left", "right"):
                continue
            follows = index + 2 == len(items) or items[index + 2].kind == "COMMA"
            between = raw[place.mention.end:side.at]
            if not follows or len(between) not in (2, 3) or between[0] not in ("on", "at", "to") \
                    or between[1:] not in (["the"], ["the", "far"]):
                continue
            if (side.word == "right" and place.mention.positions == {self.builder.size}) \
                    or (side.word == "left" and place.mention.positions == {1}):
                kept.remove(side)
        return kept

    @staticmethod
    def _pronouns_of_the_first(left: list[Item], right: list[Item], raw: list[str], begin: int) -> list[Item]:
        """'A left two hours after B, and her ticket cost more than his': a second clause that names
        no one and whose subject is a pronoun is said of the first clause's subject, and an object
        pronoun after it of the first clause's other thing; with no object, 'too' or 'as well'
        compares with that other thing again ('..., and her fare was lower too')."""
        said = [i for i in left if i.kind == "E"]
        # (a possessive said alone, 'than his', may have been taken for someone already: said again here)
        bare = [i for i in right if not (i.kind == "E" and raw[i.at] in OBJECT_PRONOUNS)]
        if len(said) != 2 or any(i.kind == "E" for i in bare):
            return right
        right = bare
        words = raw[begin:]
        while words and words[0] in ("and", "but", "while", ",", "although", "though", "yet", "whereas"):
            words, begin = words[1:], begin + 1
        if not words or words[0] not in CLAUSE_SUBJECTS:
            return right
        objects = [begin + k for k, w in enumerate(words[1:], 1) if w in OBJECT_PRONOUNS and w != "it"
                   and not (w in ("her", "his") and k + 1 < len(words) and words[k + 1].isalpha()
                            and words[k + 1] not in ("too", "also"))]
        last = max((i.at for i in right), default=begin)
        if len(objects) == 1 and objects[0] > last:
            return [_moved(said[0], begin), *right, _moved(said[1], objects[0])]
        plain = [w for w in words if w not in (".", "!")]
        if not objects and (plain[-1:] in (["too"], ["also"]) or plain[-2:] == ["as", "well"]):
            return [_moved(said[0], begin), *right, _moved(said[1], begin + len(plain) - 1)]
        return right

    @staticmethod
    def _object_of_either(left: list[Item], right: list[Item], raw: list[str]) -> list[list[Item]] | None:
        """The second clause once with its object pronoun ('after hers', 'next to him') standing for
        each of the first clause's two things, when these are of one category and the clause names
        one thing besides: a reader without the names' genders cannot tell which one it is."""
        said = [i for i in left if i.kind == "E"]
        if len(said) != 2 or sum(i.kind == "E" for i in right) != 1 or said[0].mention is None \
                or said[1].mention is None:
            return None
        kinds_of = [{ref.category for ref, _ in i.mention.refs} for i in said if i.mention is not None]
        if not kinds_of[0] or kinds_of[0] != kinds_of[1]:
            return None
        start = min(i.at for i in right)
        taken = {k for i in right if i.kind == "E" for k in range(_mention(i).start, _mention(i).end)}
        objects = [k for k in range(start, len(raw)) if raw[k] in ("him", "her", "hers", "his") and k not in taken
                   and not (k + 1 < len(raw) and raw[k] in ("her", "his") and raw[k + 1].isalpha())]
        if len(objects) != 1:
            return None
        return [sorted([*right, _moved(person, objects[0])], key=lambda item: item.at) for person in said]

    @staticmethod
    def _object_of_the_first(left: list[Item], right: list[Item], raw: list[str], begin: int) -> list[Item]:
        """'Kwame is going to the cinema; the friend with the weekly ticket gets off right before him',
        '...; the person on the day after her does the bathroom': a second clause that names one thing
        and says 'him' or 'her' of the first clause's subject, when the first clause names it first."""
        if not left or left[0].kind != "E" or sum(i.kind == "E" for i in right) != 1 or not right:
            return right
        start = min(i.at for i in right)
        taken = {k for i in right if i.kind == "E" for k in range(_mention(i).start, _mention(i).end)}
        objects = [k for k in range(start, len(raw)) if raw[k] in ("him", "her") and k not in taken
                   and not (k + 1 < len(raw) and raw[k] == "her" and raw[k + 1].isalpha()
                            and raw[k + 1] not in ELIDING and raw[k + 1] not in LINKS)]  # (not 'her sister')
        if len(objects) != 1:
            return right
        return sorted([*right, _moved(left[0], objects[0])], key=lambda item: item.at)

    @staticmethod
    def _subject_pronoun(left: list[Item], right: list[Item], raw: list[str], begin: int) -> list[Item]:
        """'Priya recorded fewer species than Oscar, and she wasn't the one at Old Wood': a second
        clause whose subject is 'she' or 'he' and that names one thing is said of the first clause's
        subject, the thing the sentence opens with."""
        said = [i for i in right if i.kind == "E"]
        if not left or left[0].kind != "E" or not said or (len(said) > 1 and any(
                raw[i.at] in ("her", "him", "them", "it", "hers", "his") for i in said)):
            return right  # (but 'and she was seen earlier than the dog but later than Biscuit': two named)
        words = raw[begin:]
        while words and words[0] in ("and", "but", "while", ",", "yet", "whereas"):
            words, begin = words[1:], begin + 1
        owned = words[:1] == ["it"] and left[0].mention is not None and left[0].mention.end < len(raw) \
            and raw[left[0].mention.end - 1].endswith(("'s", "\u2019s"))  # 'Priya's car is white; it was ...'
        if len(words) < 2 or (words[0] not in ("she", "he") and not owned) or any(i.at < begin for i in right):
            return right
        return [_moved(left[0], begin), *right]

    @staticmethod
    def _pronoun_of_the_other(left: list[Item], right: list[Item], raw: list[str], begin: int) -> list[Item] | None:
        """The second clause with its 'she' or 'he' standing for the first clause's other person,
        when that clause names exactly two things of one category ('Bob sat next to Ann, and she
        ...'): a reader without the names' genders cannot tell which one it is."""
        said = [i for i in left if i.kind == "E"]
        if len(said) != 2 or said[0].mention is None or said[1].mention is None:
            return None
        kinds_of = [{ref.category for ref, _ in i.mention.refs} for i in said if i.mention is not None]
        if not kinds_of[0] or kinds_of[0] != kinds_of[1]:
            return None  # ('Priya recorded fewer species than the Old Wood team': only one is a person)
        words = raw[begin:]
        while words and words[0] in ("and", "but", "while", ",", "yet", "whereas"):
            words, begin = words[1:], begin + 1
        return [_moved(said[1], begin), *right]

    def _either_referent(self, left: list[Item], seconds: list[list[Item]], unknown: list[str], raw: list[str],
                         cut: int) -> Reading | None:
        """Both clauses read, the second once for each person its pronoun may stand for: the solver
        judges which one the puzzle means."""
        first = self._read(left, unknown, raw[:cut])
        readings = [self._read(second, unknown, [""] * cut + raw[cut:]) for second in seconds]
        self.raw = raw
        if first.unsure or not first.candidates or any(r.unsure or not r.candidates for r in readings):
            return None
        options = [conjoin([said, candidate, *first.extra, *r.extra])  # (the first clause may have two readings
                   for said in first.candidates for r in readings for candidate in r.candidates]  # too)
        kept = [o for o in options if o is not None]
        return Reading(kept) if kept else None

    def _possessive_of_the_first(self, left: list[Item], right: list[Item], raw: list[str], begin: int) -> list[Item]:
        """'The Professor was the top scorer, but sport is not his or her subject': the possessive
        of a second clause that names one thing is the first clause's subject's, when the noun after
        it names the thing's own category ('subject' of the subjects; not 'her sister')."""
        said = [i for i in left if i.kind == "E"]
        named = [i for i in right if i.kind == "E"]
        if not said or len(named) != 1 or len(right) > 4:
            return right
        text = " ".join(raw[_mention(named[0]).end:])
        owner = rx.search(r"\b(?:his or her|her or his|his/her|their|his|her) (\w+)\s*[.!]?\s*$", text)
        if owner is None or rx.search(r"\bthan\b", text):
            return right
        categories = {ref.category for ref, _ in _mention(named[0]).refs}
        if not any(keys(owner.group(1)) & self.cues.get(category, set()) for category in categories):
            return right
        at = _mention(named[0]).end + len(text[:owner.start()].split())
        kept = [i for i in right if not (i.kind == "OR" and raw[i.at - 1:i.at + 2] in (["his", "or", "her"],
                                                                                       ["her", "or", "his"]))]
        return [*kept, _moved(said[0], at)]

    @staticmethod
    def _that_one_again(left: list[Item], right: list[Item], raw: list[str], begin: int) -> list[Item]:
        """'Whoever had the Wren Room stayed one night, and Ilves stayed one night longer than that
        guest': 'that guest' (after 'than', 'after' or 'before') is the first clause's subject."""
        said = [i for i in left if i.kind == "E"]
        named = [i for i in right if i.kind == "E"]
        if not said or len(named) != 1:
            return right
        for k in range(max(begin, _mention(named[0]).end), len(raw) - 1):
            if raw[k] in ("than", "after", "before") and raw[k + 1] == "that" and k + 2 < len(raw) \
                    and raw[k + 2].isalpha():
                return [*right, _moved(said[0], k + 2)]
        return right

    @staticmethod
    def _the_other_of_the_two(left: list[Item], right: list[Item], raw: list[str], begin: int) -> list[Item]:
        """'A swam more lengths than B, although A is the younger of the two': the second clause's
        'of the two' (or 'of them') is the first clause's other thing."""
        said = [i for i in left if i.kind == "E"]
        named = [i for i in right if i.kind == "E"]
        if len(said) != 2 or len(named) != 1:
            return right
        refs = [{ref for ref, _ in _mention(i).refs} for i in (*said, *named)]
        if refs[2] not in (refs[0], refs[1]) or refs[0] == refs[1]:
            return right
        other = said[1] if refs[2] == refs[0] else said[0]
        after = range(max(begin, _mention(named[0]).end), len(raw))
        for k in after:
            if raw[k:k + 3] == ["of", "the", "two"] or raw[k:k + 2] in (["of", "them"], ["of", "both"]):
                at = k + (2 if raw[k + 1] == "the" else 1)  # ('two' counts no places: 'the nearer of the two')
                return [*[i for i in right if not (i.kind in ("N", "NUM") and i.at == at)], _moved(other, at)]
        tail = [raw[k] for k in after]
        toward = any(i.word in ("leftwards", "rightwards") for i in right)  # '..., and the leeks are further from
        # the gate', the gate at the first plot
        if (toward or any(w in COMPARATIVES for w in tail)) and "than" not in tail \
                and not any(i.kind == "N" for i in right):
            # '..., though the Mahonys' barbecue was earlier in the month': than the first clause's other
            end = next((k for k in after if raw[k] in (".", "!", ";")), len(raw))
            return [*right, _moved(other, end)]
        return right

    @staticmethod
    def _neither_of_them(left: list[Item], right: list[Item], raw: list[str]) -> list[Item]:
        """'Baxter is older than Mackie, and neither of them lives in Cork': the second clause's
        predicate denied of each of the first clause's two things, as 'neither Baxter nor Mackie'."""
        said = [i for i in left if i.kind == "E"]
        if len(said) != 2 or not right or right[0].kind != "NEITHER" or "NOR" in kinds(right):
            return right
        at = right[0].at
        if raw[at + 1:at + 3] not in (["of", "them"], ["of", "the"]) or (raw[at + 2] == "the" and raw[at + 3:at + 4]
                                                                          not in (["two"], ["pair"])):
            return right
        rest = right[1:]
        if not rest or rest[0].at <= at + 3:
            return right
        return [right[0], _moved(said[0], at + 1), Item("NOR", word="nor", at=at + 2), _moved(said[1], at + 3), *rest]

    @staticmethod
    def _so_is(left: list[Item], right: list[Item]) -> list[Item]:
        """'..., and neither is Ben's' / ', nor is Ben's': the first clause's predicate said of
        one more subject (its negation kept)."""
        found = kinds(right)
        if found not in (["NEITHER", "E"], ["NOR", "E"]) or not left or left[0].kind != "E":
            return right
        if "NOT" not in kinds(left):
            return right
        return [right[-1], *left[1:]]

    @staticmethod
    def _elided(left: list[Item], right: list[Item], raw: list[str]) -> list[Item]:
        """'Bea does not eat crisps; Abe does', 'Cal eats fruit, but Bea does not': the first
        clause's predicate said of a second subject, with the 'not' the second clause says (or
        without one). Only when the second clause is a subject and an auxiliary alone."""
        if not left or left[0].kind != "E" or not right or right[0].kind != "E" or right[0].mention is None:
            return right
        if any(i.kind not in ("NOT",) for i in right[1:]):
            return right
        k = right[0].mention.start - 1
        while k >= 0 and raw[k] in ("and", "but", "yet", "so", "while", "whereas", "the", "a", "an"):
            k -= 1
        if k >= 0 and raw[k] not in (",", ";"):
            return right  # ('..., and she served less accurately than Baptiste did': Baptiste is no subject)
        tail = [w for w in raw[right[0].mention.end:] if w not in (".", "!", ",")]
        said_not = [w for w in tail if w in ("not", "n't")]
        if not tail or tail[0] not in ELIDING or any(w not in ELIDING and w not in ("not", "n't") for w in tail):
            return right
        predicate = [i for i in left[1:] if i.kind != "NOT"]
        negated = bool(said_not)  # the second clause says its own 'not' or none
        if not predicate or "E" not in kinds(predicate):
            return right
        at = right[0].at
        return [right[0], *([Item("NOT", word="not", at=at)] if negated else []), *predicate]

    @staticmethod
    def _them(left: list[Item], right: list[Item], raw: list[str], begin: int) -> list[Item]:
        """'..., and the two of them are on consecutive days': a second clause that names no
        one and speaks of 'them' is said of the first clause's two things."""
        said = [i for i in left if i.kind == "E"]
        if any(i.kind == "E" for i in right) or len(said) != 2:
            return right
        text = " ".join(raw[begin:begin + 12])
        match = rx.search(r"\b(?:the two of them|both of them|(?<!\bof )the two|they|them|the pair|"
                          r"(?:she|he)\b.*\bit)\b", text)  # (not 'made by one of the two women': a group)
        if match is None or not right:
            return right
        cues = [i for i in right if i.kind != "N" or i.word != "two"]
        start = begin + len(text[:match.end()].split()) - 1  # the pronoun's last word
        last = max(i.at for i in right) + 1
        return [_moved(said[0], min(start, right[0].at)), *cues, _moved(said[1], last)]

    def _relative(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Jonas skippers the orange boat, which is not at berth 2': the clause after ', which'
        or ', who' is said of the mention right before the comma."""
        items = [i for k, i in enumerate(items) if not (  # 'The youngest of the five, who ...': the youngest
            i.kind == "N" and 0 < k < len(items) - 1 and items[k - 1].kind == "E" and items[k + 1].kind == "COMMA"
            and raw[i.at - 2:i.at] == ["of", "the"])]
        for index in range(1, len(items) - 1):
            item = items[index]
            if item.kind != "COMMA" or not (raw[item.at + 1:item.at + 2] in (["which"], ["who"], ["whose"], ["where"])
                                            or self._apposed_relation(items, index, raw)):
                continue
            apposed = self._apposed_relation(items, index, raw)
            if items[index - 1].kind != "E" and not (apposed and items[0].kind == "E"):
                return None  # (', somewhere to the left of X' after 'at one end' is said of the subject)
            left, said = items[:index], [items[index - 1], *items[index + 1:]]
            if self._apposed_relation(items, index, raw) and (set(kinds(left)) & RELATION_CUES
                                                              or items[index + 1].kind != "E"):
                # 'the seat right of Gemma's, a seat next to seat 3'; 'sat in carriage 1, next to X'
                said = [items[0], *items[index + 1:]]
            close = next((k for k in range(index + 1, len(items)) if items[k].kind == "COMMA"), None)
            if not apposed and close is not None and not any(i.kind == "E" for i in items[index + 1:close]):
                return self._without_a_relative_aside(items, index, close, unknown, raw)
            if close is not None and raw[item.at + 1:item.at + 2] != ["the"] \
                    and any(i.kind == "E" for i in items[close + 1:]) \
                    and any(i.kind == "E" for i in items[index + 1:close]):
                # 'The eagle company, which is on floor 3, is neither Acme nor Delta'
                left = items[:index] + items[close + 1:]
                said = [items[index - 1], *items[index + 1:close]]
            if sum(i.kind == "E" for i in said) < 2:
                return None
            main = raw[:item.at]  # the main clause's own words, not the relative's
            if close is not None:  # '..., which weighed 53 pounds less than Ada's, came from Juniper'
                main = raw[:item.at] + [","] * (items[close].at - item.at) + raw[items[close].at:]
            antecedent = _mention(said[0]) if said[0].mention is not None else None
            own = [w if (k >= item.at and (close is None or k < items[close].at))
                   or (antecedent is not None and antecedent.start <= k < antecedent.end) else ""
                   for k, w in enumerate(raw)]  # the relative's own words: 'less than' is the main clause's
            first, second = self._read(left, unknown, main), self._read(said, unknown, own)
            if second.unsure and own != raw:
                second = self._read(said, unknown, raw)
            self.raw = raw
            named = [{ref for ref, _ in _mention(i).refs} for i in said if i.kind == "E"]
            if len(named) == 2 and named[0] == named[1] and len(named[0]) == 1 and len(first.candidates) == 1 \
                    and not first.unsure and "NOT" not in kinds(said):
                return first  # 'The youngest of the five, who is 24, ...': the relative says the same again
            parts = [r for r in (first, second) if r.candidates]
            if first.unsure or second.unsure or len(parts) != 2:
                return None
            extra = [c for r in parts for c in r.extra]
            if all(len(r.candidates) == 1 for r in parts):
                joined = conjoin([r.candidates[0] for r in parts] + extra)
                return Reading([joined]) if joined else None
            if first.group and first.group == second.group and len(first.candidates) == len(second.candidates):
                # 'Iris lives above Gail, who lives above Jake': 'above' read alike in both
                options = [conjoin([a, b, *extra]) for a, b in zip(first.candidates, second.candidates)]
                return Reading([o for o in options if o is not None], group=first.group)
            if sum(len(r.candidates) != 1 for r in parts) == 1:  # one part leaves the solver a choice
                options = [conjoin([*chosen, *extra]) for chosen in product(*(r.candidates for r in parts))]
                return Reading([o for o in options if o is not None])
            return None
        return None

    def _without_a_relative_aside(self, items: list[Item], index: int, close: int | None, unknown: list[str],
                                  raw: list[str]) -> Reading | None:
        """'The librarian, who doesn't have to unlock the reading room until nine, is always the last
        one out': a relative clause between commas that names nothing else of the puzzle says
        nothing of it (its 'not' is its own); the rest is read without it. None when there is
        no closing comma or nothing after it."""
        if close is None or not any(i.kind not in ("COMMA", "AND") for i in items[close + 1:]):
            return None
        rest = items[:index] + items[close + 1:]
        hidden = [w if not (items[index].at <= k < items[close].at) else "," for k, w in enumerate(raw)]
        reading = self._read(rest, unknown, hidden)
        self.raw = raw
        return reading if reading.candidates and not reading.unsure else None

    def _fronted(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'The day after the jigsaw, someone came with flowers, and we planted them in the garden':
        the fronted phrase of time said of the first thing the rest names, and the rest's things
        at one place (see ``stories.fronted_time``)."""
        found = fronted_time(items, raw)
        if found is None:
            return None
        said, words, rest = found
        when = self._read(said, unknown, words)
        self.raw = raw
        if when.unsure or when.ignored or len(when.candidates) != 1:
            return None
        terms = [term_options(item) for item in rest]
        if any(len(t) != 1 for t in terms):
            return None
        joined = conjoin([when.candidates[0], *when.extra,
                          *(self.builder.pair(terms[0][0], t[0], "same") for t in terms[1:])])
        return Reading([joined]) if joined is not None else None

    def _aside(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'The poodle, on pitch 3, chased the whippet next door': the phrase said in passing
        (see ``stories.aside``) and the rest of the sentence, each about the first thing; when
        the rest states nothing, the phrase alone."""
        parts = aside(items, raw)
        if parts is None:
            return None
        hidden = [w if k not in parts[2] else "," for k, w in enumerate(raw)]  # the rest, read without the aside
        main, said = self._read(parts[0], unknown, hidden), self._read(parts[1], unknown, raw)
        self.raw = raw
        if main.unsure or said.unsure or len(said.candidates) != 1 or len(main.candidates) > 1:
            return None
        joined = conjoin([*main.candidates, said.candidates[0], *main.extra, *said.extra])
        return Reading([joined], doubt=main.doubt) if joined else None

    @staticmethod
    def _apposed_relation(items: list[Item], index: int, raw: list[str]) -> bool:
        """', the day after Kelly's appointment' after a value: a relation said of that value
        (a noun phrase after the comma, naming one more thing and how it stands to it)."""
        after = items[index + 1:]
        opens = raw[items[index].at + 1:items[index].at + 2]
        relation_first = after and after[0].kind in ("NEXT", "LEFT", "RIGHT", "IMM", "SOME")
        counted_first = len(after) > 1 and after[0].kind in ("N", "ONE") and after[1].kind == "SPAN"
        measured_first = len(after) > 1 and after[0].kind in ("N", "ONE") and (after[0].at == items[index].at + 1) \
            and any(w in COMPARATIVES for w in raw[after[0].at + 1:after[0].at + 4])  # ', 53 pounds less than'
        if opens not in (["the"], ["a"], ["one"]) and not ((relation_first or counted_first or measured_first)
                                                           and after[0].at == items[index].at + 1):
            return False  # (', two doors from X': a distance from the value before the comma)
        while after and after[-1].kind == "SPAN":  # '... of the red house'
            after = after[:-1]
        if sum(i.kind == "E" for i in after) != 1 or not after or after[-1].kind != "E":
            return False
        span = raw[items[index].at + 1:after[-1].at]
        if any(w in ("him", "her", "them") for w in span):
            return False  # '...; the person on the day after her does the bathroom': a clause of its own
        return any(w in COMPARATIVES for w in span) or any(i.kind in ("LEFT", "RIGHT", "NEXT") for i in after) \
            or (counted_first and ("from" in span or any(i.kind == "APART" for i in after)))

    def _apposition(self, items: list[Item]) -> tuple[list[Item], list[Clue]]:
        """'Nadia, the groom, stood in position 1': the value between commas is the subject too."""
        found = kinds(items)
        if self._different_list(items):
            return items, []
        if len(found) >= 5 and found[:4] == ["E", "COMMA", "E", "COMMA"] and ("E" in found[4:] or "END" in found[4:]):
            a, b = term_options(items[0]), term_options(items[2])
            if len(a) == 1 and len(b) == 1 and isinstance(a[0], Ref) and isinstance(b[0], Ref) \
                    and a[0].category != b[0].category:
                return [items[0]] + items[4:], [Same(a[0], b[0])]
            if len(a) == 1 and len(b) == 1 and isinstance(a[0], Ref) and isinstance(b[0], frozenset) \
                    and len(b[0]) == 1:  # 'The Cairo flight, the last to leave, was not Abel's'
                return [items[0]] + items[4:], [At(a[0], next(iter(b[0])))]
        return items, []

    @staticmethod
    def _different_list(items: list[Item]) -> bool:
        """True for 'A, B, C and D are (all, four) different people': a list of things said to be
        different, not a name and its apposition ('Nadia, the groom, ...'), unless the count
        said is one fewer than the things named."""
        found = kinds(items)
        if "DIFF" not in found:
            return False
        diff_at = found.index("DIFF")
        counted = items[diff_at - 1].number if diff_at > 0 and items[diff_at - 1].kind == "N" else None
        return counted != found[:diff_at].count("E") - 1

    def _possessed(self, items: list[Item], raw: list[str]) -> tuple[list[Item], list[Clue]]:
        """"Fay's perm is with Jude": a name's possessive right before a value of another kind
        says they are one person's; the value alone goes on in the sentence."""
        for k in range(len(items) - 1):
            first, second = items[k], items[k + 1]
            if first.kind != "E" or second.kind != "E" or first.mention is None or second.mention is None \
                    or first.mention.end != second.mention.start:
                continue
            if not raw[first.mention.end - 1].endswith(("'s", "\u2019s")):
                continue
            a, b = term_options(first), term_options(second)
            if len(a) == 1 and len(b) == 1 and isinstance(a[0], Ref) and isinstance(b[0], Ref) \
                    and a[0].category != b[0].category:
                return items[:k] + items[k + 1:], [Same(a[0], b[0])]
        return items, []

    def _in_some_order(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'A and B belong to C and D, in some order' (or 'respectively'; or 'one each', 'one
        apiece', 'one patient apiece', 'one in each': each of the two has one of the other two)."""
        respectively = "respectively" in raw
        text = " ".join(raw)
        if not respectively and not rx.search(r"\bin (?:some|either|any|no particular) order\b|"
                                              r"\bnot necessarily in (?:that|this|the same) order\b|"
                                              r"^between them ,|, between them ,", text) \
                and not _one_each(text):
            return None  # ('between them' set off by commas: shared out, not a place between two)
        entities = [item for item in items if item.kind == "E"]
        if len(entities) not in (4, 6, 8):
            return Reading(unsure="'in some order' without two lists of as many things")
        half = len(entities) // 2
        subjects = [term_options(e)[0] for e in entities[:half]]
        objects = [term_options(e)[0] for e in entities[half:]]
        pair = self.builder.pair
        orders = [tuple(range(half))] if respectively else list(permutations(range(half)))
        options = [conjoin([pair(subjects[k], objects[order[k]], "same") for k in range(half)]) for order in orders]
        # ('Nate, Oona and the 27-year-old are, in some order, our Monday, Tuesday and Wednesday volunteers')
        if any(option is None for option in options):
            return Reading(unsure="'in some order' over things that cannot be the same")
        kept = [option for option in options if option is not None]
        return Reading([kept[0] if len(kept) == 1 else Either(tuple(kept))])

    def _positions_differ(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'The positions of A and B differ by exactly 3': A and B three places apart."""
        match = POSITIONS_DIFFER.search(" ".join(raw))
        entities = [item for item in items if item.kind == "E"]
        if not self.positional or match is None or len(entities) != 2 or "NOT" in kinds(items):
            return None
        count = number_value(match.group(1))
        terms = [term_options(e) for e in entities]
        if count is None or any(len(t) != 1 for t in terms):
            return Reading(unsure="a difference of positions by no number the reader knows")
        clue = self.builder.pair(terms[0][0], terms[1][0], "apart", int(count))
        return Reading([clue]) if clue is not None else None

    def _two_neighbours(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'A and B are the two neighbours of C': A and B two people, each next to C."""
        text = " ".join(raw)
        if not self.positional or not TWO_NEIGHBOURS.search(text):
            return None
        entities = [item for item in items if item.kind == "E"]
        found = kinds(items)
        if len(entities) != 3 or "NOT" in found or found.count("AND") != 1 \
                or not found.index("AND") < found.index("E", found.index("AND")) < len(found) - 1:
            return None
        terms = [term_options(e) for e in entities]
        if any(len(t) != 1 for t in terms):
            return None
        a, b, c = (t[0] for t in terms)
        pair = self.builder.pair
        joined = conjoin([pair(a, c, "next"), pair(b, c, "next"), negate(pair(a, b, "same"))])
        return Reading([joined]) if joined is not None else None

    def _first_then(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Going from left to right, you pass Carol's house first, then the red house, and then
        the juice drinker's': each thing somewhere before the next in the direction the sentence
        opens with; a tail 'one right after another' (not 'though not necessarily ...') puts each
        directly before the next. None for any other sentence."""
        if not self.positional or "then" not in raw or "first" not in raw or "if" in raw:
            return None
        lead = FROM_SIDE_TO_SIDE.match(" ".join(raw))
        entities = [k for k, item in enumerate(items) if item.kind == "E"]
        if lead is None or len(entities) < 3 or raw.index("then") < _mention(items[entities[0]]).start:
            return None
        middle = items[entities[0]:entities[-1] + 1]
        tail = items[entities[-1] + 1:]
        if any(item.kind not in ("E", "AND", "COMMA", "SPAN") for item in middle) \
                or any(item.kind not in ("COMMA", "NOT", "IMM", "NEXT", "LEFT", "RIGHT", "ONE", "AND", "SPAN")
                       for item in tail):
            return None
        terms = [term_options(items[k]) for k in entities]
        if any(len(t) != 1 for t in terms):
            return None
        chain = [t[0] for t in terms]
        if lead.group(1) in ("right", "back"):  # 'going from right to left'
            chain = chain[::-1]
        loose = "necessarily" in raw or not any(item.kind in ("IMM", "NEXT") for item in tail)
        joined = conjoin([self.builder.pair(a, b, "left" if loose else "left_imm") for a, b in pairwise(chain)])
        return Reading([joined]) if joined is not None else None

    def _a_block(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'A, B and C stand in consecutive places, in some order', 'A, B and C live next to each
        other': three or more things in a block of as many places, any one where (each two at most
        that many less one apart). None for any other sentence, and for one 'in that order'."""
        text = " ".join(raw)
        if not self.positional or not BLOCK.search(text) or (rx.search(r"\bin (?:that|this) order\b", text) \
                and not rx.search(r"\bnot\s+(?:necessarily\s+)?in (?:that|this) order\b", text)):
            return None
        entities = [item for item in items if item.kind == "E"]
        if len(entities) < 3 or any(item.kind not in ("E", "COMMA", "AND", "NEXT", "ONE", "ORDER", "SPAN", "SOME")
                                    for item in items) or any(item.word == ";" for item in items):
            return None  # (nor '...; Gus wore coral, and ...': a second sentence after the semicolon)
        terms = [term_options(e) for e in entities]
        if any(len(t) != 1 or not isinstance(t[0], Ref) for t in terms):
            return None
        refs = [t[0] for t in terms]
        parts: list[Clue | None] = []
        for a, b in combinations(refs, 2):
            near = [c for c in (self.builder.pair(a, b, "apart", d) for d in range(1, len(refs))) if c is not None]
            parts.append(Either(tuple(near)) if len(near) > 1 else near[0] if near else None)
        joined = conjoin(parts)
        return Reading([joined]) if joined is not None else None

    def _one_on_each_side(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Mr Hale had the vet on one side of him and the Dane on the other': the two are his
        neighbours, one on each side. None for any other sentence."""
        if not self.positional or not ONE_ON_EACH_SIDE.search(" ".join(raw)):
            return None
        entities = [item for item in items if item.kind == "E"]
        if len(entities) != 3 or any(item.kind not in ("E", "AND", "COMMA", "ONE", "OTHER", "SPAN")
                                     for item in items):
            return None
        terms = [term_options(e) for e in entities]
        if any(len(t) != 1 for t in terms):
            return None
        middle, a, b = (t[0] for t in terms)
        parts = [self.builder.pair(middle, a, "next"), self.builder.pair(middle, b, "next"),
                 self.builder.pair(a, b, "apart", 2)]
        joined = conjoin(parts) if all(part is not None for part in parts) else None
        return Reading([joined]) if joined is not None else None

    def _listed_in_order(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'A, B and C stand in that order from left to right' (', not necessarily next to each
        other'): each of the things listed somewhere before the next; with ', next to each other'
        or 'in consecutive places', each directly before the next. None for any other sentence."""
        text = " ".join(raw)
        if not self.positional or not rx.search(r"\bin (?:that|this|this very) order\b", text) \
                or rx.search(r"\bnot\s+(?:necessarily\s+)?in (?:that|this) order\b", text):
            return None
        order = next((k for k, item in enumerate(items) if item.kind == "ORDER"), None)
        first = next((k for k, item in enumerate(items) if item.kind == "E"), 0)
        if not rx.match(r"(?:going |counting |reading )?from (?:the )?(?:left|right|front|back) to\b", text):
            first = 0  # (only 'from the left to the right,' may stand before the things listed)
        listed = items[first:order] if order is not None else []
        entities = [item for item in listed if item.kind == "E"]
        if len(entities) < 2 or any(item.kind not in ("E", "COMMA", "AND", "ONE") for item in listed):
            return None
        said = rx.search(r"\bin (?:that|this|this very) order\b", text)
        assert said is not None  # (searched above)
        tail = rx.sub(r"[\s,.!]+$", "", text[said.end():])
        loose = IN_ORDER_TAIL.fullmatch(tail)
        if loose is None:
            return Reading(unsure="a list 'in that order' with more words than its order")
        terms = [term_options(e) for e in entities]
        if any(len(t) != 1 for t in terms):
            return None
        chain = [t[0] for t in terms]
        lead = rx.match(r"(?:going |counting |reading )?from (?:the )?(left|right|front|back) to",
                        " ".join(raw[:_mention(entities[0]).start]))  # 'Going from the front to the back, A, B ...'
        if (loose.group(1) or (lead.group(1) if lead else "")) in ("right", "back"):
            chain = chain[::-1]
        relation = "left_imm" if loose.group(2) else "left"
        joined = conjoin([self.builder.pair(a, b, relation) for a, b in pairwise(chain)])
        return Reading([joined]) if joined is not None else None

    def _shared_subject(self, items: list[Item], unknown: list[str]) -> Reading | None:
        """'Kwame wore a fedora and stood next to Oren': two predicates of one subject."""
        found = kinds(items)
        if found[:2] == ["ONE", "E"]:  # 'The one who owns a cat reads travel books and ...'
            items, found = items[1:], found[1:]
        if "AND" not in found or found[0] != "E" or "BETWEEN" in found:
            return None
        joints = [k for k, kind in enumerate(found) if kind == "AND"]
        for split in joints[:1] + [k for k in joints[1:] if items[k].word == "but"]:
            # ('ahead of both Dev and Gus, but behind Cal': the second part starts at 'but')
            read = self._shared_at(items, found, split, unknown)
            if read is not None:
                return read
        return None

    def _shared_at(self, items: list[Item], found: list[str], split: int, unknown: list[str]) -> Reading | None:
        """Two predicates of one subject, split at the conjunction at ``split``, or None."""
        after = found[split + 1:]
        if after and after[0] == "E" and self._amount(items[split + 1:], self.raw)[1] == 0:
            after = ["N", *after[1:]]  # '... and $200 more than Ann': an amount, not a new subject
        if "NEITHER" in after and "NOR" not in after:
            return None  # '..., and neither of them lives in Cork': said of two, read as a compound
        listed = after == ["E"] and "NOT" not in found and self._verb_between(items[split], items[split + 1])
        # 'Hassan chose the pâté and had merlot', but not '..., and Dora finished 1st'
        if split < 2 or not after or (after[0] == "E" and not listed) or ("E" not in after and "END" not in after) \
                or ("E" not in found[1:split] and "END" not in found[1:split]):
            return None  # ('... and sits at one end', 'lives at one end ... and is the hamster's owner')
        first = self._part(items[:split], unknown)
        second = self._part([_moved(items[0], items[split].at), *items[split + 1:]], unknown)
        if first.unsure or second.unsure or not first.candidates or not second.candidates:
            return None
        if len(first.candidates) > 1 and len(second.candidates) > 1:
            if not first.group or first.group != second.group or len(first.candidates) != len(second.candidates):
                return None
            # 'left of A but right of B': both parts read 'left of' alike, as the group's sentences do
            options = [conjoin([a, b]) for a, b in zip(first.candidates, second.candidates)]
            kept = [o for o in options if o is not None]
            return Reading(kept, group=first.group) if len(kept) == len(options) else None
        # one part may leave a choice ('west of': next to or anywhere): each choice with the other part
        options = [conjoin([a, b]) for a in first.candidates for b in second.candidates]
        kept = [o for o in options if o is not None]
        if not kept:
            return None
        return Reading(kept, group=first.group or second.group)

    def _conditional(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'If Kenji wears Saucony, then Mateo wears Brooks': the condition fails or the result
        holds. A result with one thing is said of the condition's subject ('If the runner in
        maroon wears Hoka, then that runner trains for the 10K')."""
        if not raw or raw[0] != "if":
            return None
        cut = raw.index("then") if "then" in raw else (raw.index(",") if "," in raw else None)
        if cut is None:
            return Reading(unsure="a condition ('if ...') whose result the reader cannot find")
        condition = [item for item in items if item.at < cut and item.kind != "COMMA"]
        result = [item for item in items if item.at > cut and item.kind != "COMMA"]
        first = next((item for item in condition if item.kind == "E"), None)
        if first is None or not any(item.kind == "E" for item in result):
            return Reading(unsure="a condition ('if ...') that names nothing on one side")
        if sum(item.kind == "E" for item in result) == 1:
            result = [_moved(first, cut), *result]  # 'then that runner trains for the 10K'
        cause, effect = self._part(condition, unknown), self._part(result, unknown)
        if cause.unsure or effect.unsure or len(cause.candidates) != 1 or len(effect.candidates) != 1:
            return Reading(unsure="a condition ('if ...') with a part the reader does not understand")
        return Reading([Either((Not(cause.candidates[0]), effect.candidates[0]))])

    def _part(self, items: list[Item], unknown: list[str]) -> Reading:
        """One predicate of a shared subject: a comparison ('behind Cal') or a clause."""
        return self._comparison(items, self.raw) or self.clause(items, unknown)

    def _verb_between(self, conjunction: Item, value: Item) -> bool:
        """True when a word other than an article stands between 'and' and the value after it
        ('and had merlot'): the value is an object, not the subject of a new clause."""
        if value.mention is None or not self.raw:
            return False
        between = self.raw[conjunction.at + 1:value.mention.start]
        if between and between[0] in ARTICLES | POSSESSIVES and any(w not in ARTICLES for w in between):
            return False  # '..., and the dachshund belonged to Mrs Bond': a new subject, not an object
        return any(w not in ARTICLES for w in between)

    def _neither_nor(self, items: list[Item], unknown: list[str]) -> Reading:
        """'Neither A nor B pred' and 'A pred neither B nor C': both negated."""
        found = kinds(items)
        if "NEITHER" not in found:  # 'is not with the Seals, nor with the Otters'
            items = [Item("NEITHER") if item.kind == "NOT" else item for item in items]
            found = kinds(items)
        neither = found.index("NEITHER")
        before = [i for i in range(neither) if found[i] == "E"]
        if not before:  # Neither A nor B pred
            subjects = [i for i in range(neither, len(items)) if found[i] == "E"][:2]
            rest = [item for index, item in enumerate(items) if index > subjects[-1]]
            parts = [[items[s]] + rest for s in subjects]
            shared = [item for item in rest if item.kind not in ("E", "OR")]
            objects = [item for item in rest if item.kind == "E"]
            if "OR" in kinds(rest) and len(objects) >= 2 and kinds(rest)[-1] == "E" \
                    and all(k in ("E", "OR", "COMMA") for k in kinds(rest)[kinds(rest).index("E"):]):
                # 'Neither Abel nor Fiona flew to Seoul or to Denver': each of them, to neither city
                verb = [i for i in shared if i.kind != "COMMA"]
                parts = [[items[s], *verb, obj] for s in subjects for obj in objects]
        else:  # A pred neither B nor C
            head = [item for item in items[:neither]]
            objects = [item for item in items[neither:] if item.kind == "E"]
            last = max(k for k, item in enumerate(items) if item.kind == "E")
            closing = [k for k, item in enumerate(items) if k > neither and item.kind in ("COMMA", "AND")
                       and items[k - 1].kind == "E" and k < len(items) - 1]
            if closing and self.raw[items[closing[-1]].at + 1:] and any(
                    w in ("than", "paid", "more", "less") or w in COMPARATIVES
                    for w in self.raw[items[closing[-1]].at + 1:]) and closing[-1] > last - 1:
                return Reading(unsure="a clause after 'neither ... nor' says more of the subject")
                # ('The history expert, who is neither Trish nor Gaz, paid more than £4': never 'paid no more
                # than Trish')
            shared = [item for item in items[neither:] if item.kind not in ("E", "NOR", "NEITHER")]
            parts = [head + shared + [obj] for obj in objects]
        clues = []
        for part in parts:
            kept = [i for i in part if i.kind != "NOT"]
            reading = self.clause(kept, unknown)
            if not reading.candidates and self._compared_within_the_neither(items[neither].at):
                reading = self._comparison(kept, self.raw) or reading  # 'Neither Xavier nor the romance reader
                # joined before 2015'; never a comparison of another clause ('... paid more than £4, and is
                # neither Trish nor Gaz')
            if not reading.candidates:
                return Reading(unsure="a part of 'neither ... nor' is not understood")
            clues.append(negate(reading.candidates[0]))
        joined = conjoin([c for c in clues if c is not None])
        if joined is None:
            return Reading(ignored="states nothing that can be false")
        if not before:  # 'Neither Ruth nor the potter who chose the celadon glaze ...': maybe two people, as
            apart = pairwise_different([term_options(items[s])[0] for s in subjects])  # a puzzle means it;
            if apart:  # the solver judges
                return Reading([joined, All((joined, *apart))])
        return Reading([joined])

    def _compared_within_the_neither(self, start: int) -> bool:
        """True when the sentence's comparison comes after its 'neither' with no comma or semicolon
        between ('Neither Xavier nor the romance reader joined before 2015'), so that it is what is
        denied; not a comparison said in a clause of its own."""
        stop = next((k for k in range(start, len(self.raw)) if self.raw[k] in (",", ";")), len(self.raw))
        compared = [k for k, w in enumerate(self.raw) if w == "than" or w in COMPARATIVES or w in SUPERLATIVES]
        inside = [k for k in compared if start < k < stop]
        return bool(inside) or not [k for k in compared if k < start or k >= stop]

    def _either_or(self, items: list[Item], unknown: list[str]) -> Reading | None:
        """'Either A or B pred', 'A pred1 or pred2' and 'A is in house 1 or house 5'."""
        items, exclusive = self._not_both(items)
        found = kinds(items)
        split = found.index("OR")
        said_again = split + 2 < len(found) and found[split + 1] == "IMM" and "IMM" in found[:split]
        after = found[split + 2] if said_again else found[split + 1] if split + 1 < len(found) else ""
        if split > 0 and {found[split - 1], after} == {"LEFT", "RIGHT"}:
            return None  # 'one floor above or below', 'directly above or directly below': read by the clause
        listed = self._one_of_a_list(items, unknown)
        if listed is not None:
            return listed
        if all(not _mention(i).refs for i in items if i.kind == "E"):  # 'The one who wears glasses is either
            return Reading(ignored="names places and nothing of the puzzle to put in them")  # at the front or ...'
        left, right = items[:split], items[split + 1:]
        left_kinds = kinds(left)
        if "EITHER" in left_kinds:
            either = left_kinds.index("EITHER")
            if left_kinds[:either].count("E") > 1:  # '..., lives in the middle house, which is either A or B'
                return Reading(unsure="'either ... or' about something other than the sentence's subject")
        left_e = [i for i in left if i.kind == "E"]
        right_e = [i for i in right if i.kind == "E"]
        opening = self._opening_either(left)
        if not left_e or not right_e:
            if (opening or "EITHER" in left_kinds) and (left_e or right_e):  # 'Either the lasagne was first or
                # ...' (no lasagne); 'the lawyer is either the Lisbon one or the scooter rider, but not both' (no
                # scooter): never 'not the Lisbon one'
                return Reading(unsure="a part of 'either ... or' names nothing of the puzzle")
            return None
        own = [i for i in left if i.kind not in ("E", "EITHER", "COMMA", "NOT")]
        subjects: list[Item] = []
        if len(left_e) >= 2 and len(right_e) == 1 and self._said_again(right_e[0]):
            # 'Either Kenji lives on floor 5 or the Peugeot driver does': the second subject, the first's predicate
            parts = [left, [right_e[0]] + left[left.index(left_e[0]) + 1:]]
        elif len(left_e) == 1 and len(right_e) >= 2 and own and "EITHER" in kinds(left):
            parts = [left, right]  # 'Either the Subaru driver has an end seat, or the Honda's owner is Zara'
        elif len(left_e) == 1 and ("EITHER" in kinds(left) or len(right_e) >= 2):
            # Either A or B pred: two subjects sharing the predicate after B
            if opening and self._a_clause_of_its_own(left, items[split].at):
                return Reading(unsure="a part of 'either ... or' says more than the one thing it names")
            predicate = right[right.index(right_e[0]) + 1:]
            parts = [[left_e[0]] + predicate, [right_e[0]] + predicate]
            subjects = [left_e[0], right_e[0]]
        elif len(left_e) >= 2 and len(right_e) >= 2:  # 'Either A sits in seat 6 or B sits in seat 2': two clauses
            parts = [left, right]
        elif len(left_e) >= 2 and len(right_e) == 1 and right[0].kind == "E" and "END" in kinds(right):
            parts = [left, right]  # 'Either A is from Hanoi, or B uses one of the two end spaces'
        else:
            subject = left_e[0]
            relation = [i for i in left if i.kind not in ("E", "EITHER", "COMMA")]
            right_cues = [i for i in right if i.kind not in ("E", "COMMA")]
            parts = [left, [subject] + (right_cues or relation) + right_e]
        clues = []
        for part in parts:
            kept = [i for i in part if i.kind not in ("EITHER", "COMMA")]
            reading = self.clause(kept, unknown)
            if not reading.candidates:  # 'Either Cyril or Howard sold more than 60 copies'
                reading = self._comparison(kept, self.raw) or reading
            if len(reading.candidates) != 1:
                return Reading(unsure="a part of 'either ... or' is not understood")
            clues.append(reading.candidates[0])
        if clues[0] == clues[1]:
            return Reading([clues[0]])
        if exclusive:
            return Reading([Either(tuple(clues), exclusive=True)])
        if "NOT" in left_kinds and "EITHER" not in left_kinds:
            joined = conjoin(clues)  # "didn't present on Monday or Tuesday": on neither day
            return Reading([joined]) if joined else Reading(ignored="states nothing that can be false")
        apart = pairwise_different([term_options(item)[0] for item in subjects])
        if apart:  # 'Either Joe or the 34-year-old hails from Findlay': maybe two people, as a puzzle means it;
            return Reading([Either(tuple(clues)), All((Either(tuple(clues)), *apart))])  # the solver judges
        return Reading([Either(tuple(clues))])

    def _said_again(self, item: Item) -> bool:
        """True when a mention is followed only by a verb that stands for a predicate said before
        ('... or the Peugeot driver does', '... or Ann is')."""
        end = _mention(item).end
        rest = [w for w in self.raw[end:] if w.isalpha() or w in ("'s", "n't")]
        rest = rest[:next((k for k, w in enumerate(rest) if w in ("but", "and")), len(rest))]
        while rest and rest[-1] in ("too", "instead", "so"):
            rest.pop()
        return 1 <= len(rest) <= 2 and rest[-1] in PRO_VERBS and not (len(rest) == 2 and rest[0] in PRO_VERBS)
        # ('the Peugeot driver does': the value's noun, then the verb)

    def _opening_either(self, left: list[Item]) -> bool:
        """True when 'either' opens the sentence ('Either the Smiths held ... or ...'), so that what
        stands before 'or' is a subject, or a clause of its own."""
        either = next((i for i in left if i.kind == "EITHER"), None)
        if either is None:
            return False
        return not any(w.isalpha() and w not in ("and", "but", "so") for w in self.raw[:either.at])

    def _a_clause_of_its_own(self, left: list[Item], until: int) -> bool:
        """True when the part before 'or' holds words besides its one mention ('Either the Smiths
        held the first barbecue or ...' where the Smiths are no value): a clause of its own, not the
        first of two subjects that share what follows ('Either Ann or the baker made the paella')."""
        start = next((i.at + 1 for i in left if i.kind == "EITHER"), 0)
        inside = {k for i in left if i.kind == "E" for k in range(_mention(i).start, _mention(i).end)}
        relative = next((k for k in range(start, until) if self.raw[k] in ("who", "that", "which", "whose")), until)
        # (a verb of the subject's own relative clause, 'the one who owns the cat', says nothing more)
        return any(_finite_verb(self.raw[k]) for k in range(start, relative) if k not in inside
                   and self.raw[k] not in REDUCED_RELATIVES)  # ('the member born in May': no clause)

    def _at_the_two_ends(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Ann and Bob live in the two end houses', '... at either end', '... at both ends': one at
        each end of the row."""
        items = [i for i in items if not (i.kind == "SPAN" and not NUMBER_TOKEN.fullmatch(raw[i.at - 1]))]
        found = kinds(items)  # ('the red and green front doors': the doors' own noun, no count of places)
        if not self.positional or found[:3] != ["E", "AND", "E"] or found[-1:] != ["END"] \
                or not set(found[3:-1]) <= {"N", "EITHER"} or "NOT" in found:
            return None
        said = " ".join(raw[items[2].at:])
        if not rx.search(r"\b(?:the\s+two|either|each|both)\s+ends?\b", said):
            return None
        a, b = term_options(items[0]), term_options(items[2])
        if len(a) != 1 or len(b) != 1:
            return None
        if not isinstance(a[0], Ref) or not isinstance(b[0], Ref) or a[0] == b[0]:
            return None
        apart = Different(a[0], b[0]) if a[0].category != b[0].category else None  # (one of a kind: apart anyway)
        joined = conjoin([self.builder.at_end(a[0]), self.builder.at_end(b[0]), apart])
        return Reading([joined]) if joined is not None else None

    def _both_alike(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Bea and Cal live in even-numbered houses', 'Ann and Bob both sit left of Cy': one
        predicate said of each of two subjects; None when the predicate relates the two to each
        other ('next to each other', 'between them') or makes them one person."""
        found = kinds(items)
        if found[:3] != ["E", "AND", "E"] or not self._joined_by_and(items[0], items[2]) \
                or RELATES_THE_PAIR.search(" ".join(raw)):
            return None
        predicate = items[3:]
        if sum(item.kind == "E" for item in predicate) != 1 \
                or any(item.kind in ("AND", "OR", "NOR", "NEITHER", "BETWEEN", "COMMA", "ONE", "OTHER", "END")
                       for item in predicate):
            return None  # (the two ends: one at each, read by '_at_the_two_ends')
        parts = [self.clause([subject, *predicate], unknown) for subject in (items[0], items[2])]
        if any(len(p.candidates) != 1 or p.unsure or p.ignored for p in parts) \
                or any(isinstance(p.candidates[0], Same) for p in parts):
            return None
        a, b = term_options(items[0]), term_options(items[2])
        apart = Different(a[0], b[0]) if len(a) == len(b) == 1 and isinstance(a[0], Ref) and isinstance(b[0], Ref) \
            and a[0].category != b[0].category else None  # 'Bea and the cat owner': two people
        joined = conjoin([p.candidates[0] for p in parts] + [apart])
        return Reading([joined]) if joined is not None else None

    def _not_both(self, items: list[Item]) -> tuple[list[Item], bool]:
        """The items before a tail ', but not both' (', though not both of them'), and True
        when there is one: the two sides of 'or' exclude each other."""
        text = " ".join(self.raw)
        tail = rx.search(r"(?:,|\bbut\b|\bthough\b)+ ?(?:but |though )?not both\b(?: of them)?[ .!]*$", text)
        if tail is None:
            both = rx.search(r"(?:, )?\bor (?:maybe |possibly |perhaps )?both\b(?: of them| things)?[ .!]*$", text)
            if both is not None:  # 'owns a Mini, or lives in the grey house, or both': the inclusive 'or'
                cut = len(text[:both.start()].split())
                return [item for item in items if item.at < cut], False
            return items, False
        cut = len(text[:tail.start()].split())
        return [item for item in items if item.at < cut], True

    def _one_of_a_list(self, items: list[Item], unknown: list[str]) -> Reading | None:
        """'Ann saw A, B or C' (one of them) and 'Row 5 was not Ann's, Bo's or Cy's' (none of
        them): a predicate said of each of three or more objects listed last, joined by commas
        and a final 'or'; None for any other shape."""
        found = kinds(items)
        split = found.index("OR")
        if found[split + 1:] != ["E"] or "EITHER" in found:
            return None
        start = split - 1
        while start >= 2 and found[start] == "E" and found[start - 1] == "COMMA" and found[start - 2] == "E":
            start -= 2
        objects = [items[k] for k in range(start, split, 2)] + [items[split + 1]]
        head = items[:start]
        if len(objects) < 3 or any(found[k] != "E" for k in range(start, split, 2)) \
                or not any(i.kind == "E" for i in head) or head[-1].kind == "COMMA":
            return None
        parts = [self.clause([*head, obj], unknown) for obj in objects]
        if any(len(p.candidates) != 1 for p in parts):
            return Reading(unsure="a part of a list joined by 'or' is not understood")
        clues = [p.candidates[0] for p in parts]
        if "NOT" in kinds(head):
            joined = conjoin(clues)  # 'was not Ann's, Bo's or Cy's': none of them
            return Reading([joined]) if joined else Reading(ignored="states nothing that can be false")
        return Reading([Either(tuple(dict.fromkeys(clues)))])

    def _of_the_two(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Of A and B, one pred1 and the other pred2'; 'A and B: one of them pred1, and the other
        pred2'."""
        start_at = min((item.at for item in items), default=0)
        # the clause may follow what someone said: '... noted that of A and B, one ...'
        begin = max((k + 1 for k in range(start_at) if raw[k] in ("that", ":")), default=0)
        opening = next((w for w in raw[begin:] if w not in ('"', "'", "(", "*", "-")), "")
        if kinds(items)[:4] == ["E", "AND", "E", "ONE"] and raw[items[3].at - 1] in ("-", "\u2013", "\u2014"):
            items = [*items[:3], Item("COMMA", word=",", at=items[3].at - 1), *items[3:]]  # 'A and B - one ...'
        named_first = kinds(items)[:5] == ["E", "AND", "E", "COMMA", "ONE"]  # 'A and B: one of them ...'
        if (opening != "of" and not named_first) or not {"other", "other's", "other\u2019s"} & set(raw):
            return None  # (also "... and the other's cake was the last")
        found = kinds(items)
        entities = [i for i, k in enumerate(found) if k == "E"]
        comma = next((i for i, k in enumerate(found) if k == "COMMA"), None)
        if comma is None or len(entities) < 4:
            return Reading(unsure="'of the two' without two subjects and two predicates")
        subjects = [items[i] for i in entities if i < comma][:2]
        other = found.index("OTHER")
        first = [items[i] for i in range(comma + 1, other) if found[i] not in ("AND", "ONE")]
        second = [items[i] for i in range(other + 1, len(items))]
        if len(subjects) != 2:
            return Reading(unsure="'of the two' without two subjects")
        return self._two_ways(subjects, first, second)

    def _of_the_three(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'Of A, B and C, one lives in Oakdale, one lives in Prescott and one scored 84': each of the
        three has one of the three predicates, in some order; None unless the sentence is that."""
        found = kinds(items)
        opening = next((w for w in raw if w not in ('"', "'", "(", "*", "-")), "")
        comma = next((k for k in range(len(found) - 1) if found[k] == "COMMA" and found[k + 1] == "ONE"), None)
        if opening != "of" or comma is None:
            return None
        subjects = [items[k] for k in range(comma) if found[k] == "E"]
        if len(subjects) != 3 or any(found[k] not in ("E", "COMMA", "AND") for k in range(comma)):
            return None
        predicates: list[list[Item]] = []
        for k in range(comma + 1, len(items)):
            if found[k] in ("ONE", "OTHER"):
                predicates.append([])
            elif predicates and found[k] not in ("COMMA", "AND"):
                predicates[-1].append(items[k])
        if len(predicates) != 3 or not all(predicates):
            return None
        ways: list[Clue] = []
        for order in permutations(predicates):
            parts = [self.clause([subject, *predicate], []) for subject, predicate in zip(subjects, order)]
            if any(not p.candidates and p.ignored.startswith(SAME_KIND_AS_ONE) for p in parts):
                continue  # (the rhubarb pie's baker baked no other pie)
            if any(len(p.candidates) != 1 for p in parts):
                return Reading(unsure="a part of 'of the three' is not understood")
            joined = conjoin([p.candidates[0] for p in parts])
            if joined is not None:
                ways.append(joined)
        if not ways:
            return Reading(unsure="a part of 'of the three' is not understood")
        reading = Reading([Either(tuple(ways)) if len(ways) > 1 else ways[0]])
        terms = [term_options(subject)[0] for subject in subjects]
        reading.extra += [Different(a, b) for a, b in combinations(terms, 2)
                          if isinstance(a, Ref) and isinstance(b, Ref) and a.category != b.category]
        return reading

    def _exactly_one_of_the_two(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Of A and B, exactly one is in an end slot': the predicate holds of one of them and not of
        the other."""
        found = kinds(items)
        if raw[:1] != ["of"] or found[:4] != ["E", "AND", "E", "COMMA"]:
            return None
        rest = items[4:]
        denied = OTHER_DOES_NOT.search(" ".join(raw))  # '..., one sits in an end seat and the other does not'
        if "other" in raw and denied is None:
            return None
        if denied is not None:
            other = next((k for k, i in enumerate(rest) if i.kind == "OTHER"), None)
            if other is None or len(rest) < 3 or rest[0].kind != "ONE" or rest[other - 1].kind != "AND":
                return None
            rest = [Item("IMM", word="exactly", at=rest[0].at), *rest[:other - 1]]
        if len(rest) < 3 or rest[0].word not in ("exactly", "only", "just") or rest[1].kind != "ONE":
            return None
        predicate = [i for i in rest[2:] if not (i.kind == "N" and raw[i.at] in ("of", "them"))]
        if raw[rest[1].at + 1:rest[1].at + 3] == ["of", "them"]:
            predicate = [i for i in predicate if i.at > rest[1].at + 2]
        parts = [self.clause([subject, *predicate], unknown) for subject in (items[0], items[2])]
        if any(len(p.candidates) != 1 for p in parts):
            return Reading(unsure="a part of 'of the two, exactly one' is not understood")
        return Reading([Either(tuple(p.candidates[0] for p in parts), exclusive=True)])

    def _none_of(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'None of Ann, Bo and Cy had the crown': the predicate denied of each one listed;
        'Exactly one of Ann and Bo had a filling': said of one of them, not both."""
        start = next((item.at for item in items if item.kind == "E"), 0)
        items = [item for item in items if item.at >= start]  # (not the 'exactly one' before them)
        exactly = raw[start - 4:start] in (["exactly", "one", "of", "the"], ["only", "one", "of", "the"]) \
            or raw[max(0, start - 3):start] in (["exactly", "one", "of"], ["only", "one", "of"], ["just", "one", "of"])
        at_least = raw[max(0, start - 4):start] == ["at", "least", "one", "of"] \
            or raw[max(0, start - 5):start] == ["at", "least", "one", "of", "the"]
        if raw[start - 2:start] != ["none", "of"] and raw[:2] != ["none", "of"] and not exactly and not at_least:
            return None
        found = kinds(items)
        end = 1
        while end + 1 < len(found) and found[end] in ("COMMA", "AND", "OR") and found[end + 1] == "E":
            end += 2
        subjects, predicate = items[:end:2], items[end:]
        if found[0] != "E" or len(subjects) < 2 or not any(i.kind == "E" for i in predicate):
            return None
        if at_least:  # ('at least' bounds the count of the two, no distance of the predicate)
            unknown = [w for w in unknown if w != "least"]
            self.raw = ["" if w in ("at", "least") and k < start else w for k, w in enumerate(raw)]
        parts = [self.clause([subject, *predicate], unknown) for subject in subjects]
        self.raw = raw
        if any(len(p.candidates) != 1 for p in parts):
            return Reading(unsure="a part of 'none of' is not understood")
        if exactly or at_least:  # ('At least one of Eve and Finn plays tennis': one or both)
            return Reading([Either(tuple(p.candidates[0] for p in parts), exclusive=exactly)])
        joined = conjoin([negate(p.candidates[0]) for p in parts])
        return Reading([joined]) if joined else Reading(ignored="states nothing that can be false")

    def _do_not_both(self, items: list[Item], unknown: list[str], raw: list[str]) -> Reading | None:
        """'Bea and Dan do not both live next door to the cat': the predicate holds of one of them
        at most."""
        found = kinds(items)
        if found[:4] != ["E", "AND", "E", "NOT"]:
            return None
        denial = items[3].at
        if raw[denial + 1:denial + 2] != ["both"]:
            return None
        both = denial + 1
        predicate = items[4:]
        self.raw = ["" if denial <= k <= both else w for k, w in enumerate(raw)]
        parts = [self.clause([subject, *predicate], unknown) for subject in (items[0], items[2])]
        self.raw = raw
        if any(len(p.candidates) != 1 or p.unsure for p in parts):
            return Reading(unsure="a part of 'not both' is not understood")
        return Reading([Not(All(tuple(p.candidates[0] for p in parts)))])

    def _one_of_two_named(self, items: list[Item], raw: list[str]) -> Reading | None:
        """'One of Ann and Bo had the filling; the other had the crown', 'Either Ann or Bo paid
        $12, and the other ...': the two named first, then what one and the other did."""
        found = kinds(items)
        start = min((item.at for item in items), default=0)
        named = (found[:4] == ["ONE", "E", "AND", "E"] and raw[start + 1:start + 2] == ["of"]) \
            or found[:4] == ["EITHER", "E", "OR", "E"]
        if not named or "OTHER" not in found or found.count("OTHER") != 1:
            return None
        other = found.index("OTHER")
        first = [i for i in items[4:other] if i.kind not in ("AND", "COMMA", "ONE")]
        second = items[other + 1:]
        if not any(i.kind == "E" for i in first) or not any(i.kind == "E" for i in second):
            return Reading(unsure="'one of the two' without two predicates")
        return self._two_ways([items[1], items[3]], first, second)

    def _two_ways(self, subjects: list[Item], first: list[Item], second: list[Item]) -> Reading:
        """One subject with the first predicate and the other with the second, either way round."""
        def one(subject: Item, predicate: list[Item]) -> tuple[Clue | None, bool]:
            """The part's reading, and whether it cannot be ('the cabbage grower ... grew the leek')."""
            reading = self.clause([subject] + [i for i in predicate if i.kind != "COMMA"], [])
            if not reading.candidates and reading.ignored.startswith(SAME_KIND_AS_ONE):
                return None, True  # ('Of Delyth and the cabbage grower, one grew the leek': not the cabbage grower)
            return (reading.candidates[0] if len(reading.candidates) == 1 else None), False
        parts = [(one(subjects[0], first), one(subjects[1], second)),
                 (one(subjects[0], second), one(subjects[1], first))]
        if any(clue is None and not never for way in parts for clue, never in way):
            return Reading(unsure="a part of 'of the two' is not understood")
        ways: list[Clue] = []
        for way in parts:
            if not any(never for _, never in way):
                joined = conjoin([clue for clue, _ in way if clue is not None])
                if joined is None:
                    return Reading(unsure="a part of 'of the two' is not understood")
                ways.append(joined)
        if not ways:
            return Reading(unsure="a part of 'of the two' is not understood")
        reading = Reading([Either(tuple(ways)) if len(ways) == 2 else ways[0]])
        first_subject, second_subject = term_options(subjects[0])[0], term_options(subjects[1])[0]
        if (isinstance(first_subject, Ref) and isinstance(second_subject, Ref)
                and first_subject.category != second_subject.category):
            reading.extra.append(Different(first_subject, second_subject))
        return reading


HEDGE = rx.compile(r"^(?:but|though|although)? ?not necessarily (?:beside|next to|adjacent to|right next to|"
                   r"immediately|directly|side by side with) ?(?:them|him|her|it|each other|one another)?[ .!]*$")
"""A tail that takes back nothing ('..., though not necessarily beside them')."""


def _without_a_hedge(items: list[Item], raw: list[str]) -> tuple[list[Item], list[str]]:
    """The sentence without a last clause that only says what it does not claim ('somewhere to
    the right of X, though not necessarily beside them'); its words become commas."""
    for index in range(len(items) - 1, 0, -1):
        item = items[index]
        if item.kind == "COMMA" and HEDGE.match(" ".join(raw[item.at + 1:])):
            return items[:index], raw[:item.at] + [","] * (len(raw) - item.at)
    return items, raw


POSITIONS_DIFFER = rx.compile(r"\bpositions\b.*\b(?:differ|differs|differed)\s+by\s+(?:exactly\s+|just\s+)?(\w+)"
                              r"(?:\s+(?:places?|positions?|seats?|spots?))?\s*[.!]?\s*$")
"""'The positions of A and B differ by exactly 3'."""
THAN_ALL_OTHERS = rx.compile(r"\bthan (?:any|all)(?: of)? the others?(?: [a-z]+)?\b|\bthan anyone(?: else)?\b"
                             r"|\bthan any other\b|\bthan everyone(?: else)?\b")  # ('than any of the other boats')
"""'nearer the shore than any of the others': at the end of the row that way."""
OTHER_DOES_NOT = rx.compile(r"\band the other (?:one )?(?:does|did|is|was|has|had|can|will) not\s*[.!]?\s*$")
"""'Of A and B, one sits at an end and the other does not': exactly one of them does."""
GENDERS = rx.compile(r"^(?:[a-z' ]+?,? )?(?:and [a-z' ]+ )?(?:are|is) (?:both )?(?:women|men|girls|boys|ladies|"
                     r"gentlemen|female|male|a woman|a man|a girl|a boy)\b(?: , (?:and )?the other \w+ (?:are|is) "
                     r"(?:women|men|girls|boys|ladies|female|male))?\s*\.?$")
"""'Hana and Iris are women, the other three are men': who is a man or a woman, which no category holds."""
OTHER_TIME = rx.compile(r"^(?:yesterday|the\s+day\s+before|last\s+year|the\s+year\s+before|the\s+previous\s+year)\b"
                        r"|\b(?:used\s+to|had\s+won\s+the\s+same)\b")
"""A sentence about another time than the puzzle's ('Yesterday, Sue was at the front of the queue', 'The Hull
train used to leave from platform 1'): a herring."""
TRUTH_OF_STATEMENTS = rx.compile(r"\b(?:one|two|both|neither|none|all)\s+of\s+(?:the|these|those)\b[^:]*\b(?:is|are)\s+"
                                 r"(?:true|false|correct|wrong|incorrect|a\s+lie|lies)\b[^:]*:")
"""Any sentence about how many of the statements after its colon are true."""
STATEMENTS = rx.compile(r"^(?P<count>exactly one|only one|just one|precisely one|at least one|at most one|one|both|"
                        r"all|neither|none|exactly two|exactly three|at least two|two|three)\s+of\s+"
                        r"(?:the\s+following|these|those|the)"
                        r"(?:\s+(?:two|three|four|2|3|4))?(?:\s+(?:statements|claims|sentences|facts|clues))?"
                        r"\s+(?:is|are)\s+(?P<truth>true|false|correct|wrong|incorrect)\s*:")
"""A sentence about the truth of the statements after its colon ('Exactly one of the following is true: ...')."""
NUMBER_TOKEN = rx.compile(r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an")
"""A word that counts ('two doors down')."""
CLOCK_ORDER = {"before", "after", "earlier", "later", "sooner"}
"""Words of an order in time."""
PAIRED_IDIOMS = frozenset({("in", "and", "out"), ("back", "and", "forth"), ("up", "and", "down"), ("on", "and", "off"),
                           ("over", "and", "over"), ("again", "and", "again"), ("now", "and", "then"),
                           ("out", "and", "about"), ("to", "and", "fro"), ("round", "and", "round")})
"""Pairs joined by 'and' that are one idiom ('was in and out faster'), never two things."""
BOTH_OTHERS = rx.compile(r"\bboth\s+(?:of\s+)?(?:the\s+)?(?:others|other\s+two)\b")
"""'next door to both of the others': among three places, the middle one."""
SEQUENCE_ROWS = {"queue", "line", "place", "position", "slot", "turn", "round", "stage", "leg", "heat", "day", "week",
                 "month", "year", "time", "order", "race", "step", "appointment", "session", "lesson", "period",
                 "game", "match", "event", "stop", "spot"}
"""Nouns of places that are an order in time or along a way: 'before' there is a place in the row."""
SIDE_OF_THE_ROW = {"left", "right", "queue", "line", "row", "front", "back", "ahead", "behind", "further", "along"}
"""Words that put 'before' or 'after' on the row itself ('before Ann in the queue')."""
ONE_MORE = rx.compile(r"\b(?:and|but|while)\s+(?:one|another|the\s+other)\s+(?:who|that|whose|which)\b")
"""'Ben has a neighbour who drinks water and one who drinks milk': a second neighbour, not Ben."""
SLOT_UNITS = {"slot", "appointment", "session", "lesson", "booking", "turn"}
"""Units that count the steps of an evenly spaced scale of times ('two slots later than')."""
ROW_COMPARATIVES = {"lower", "higher", "later", "earlier", "further", "farther", "nearer", "closer"}
"""Comparatives that may say where in the row ('Nobody is ranked lower than X': X is last)."""
NOBODY = rx.compile(r"^(?:nobody|nothing|no one|no-one|none of (?:them|the \w+)|no other \w+"
                    r"|no \w+(?= (?:was|is|were|are|had|has|cost|costs|paid|pays|sold|did|does)\b))\b")
"""A sentence that opens by saying no one else is so ('Nobody is older than Ann', 'Nothing on the
table was cheaper than the brownies', 'No treat cost more than the pie')."""
TWO_NEIGHBOURS = rx.compile(r"\b(?:are|were)\s+(?:the\s+)?(?:two\s+|only\s+)?(?:immediate\s+|direct\s+|next-door\s+)?"
                            r"neighbou?rs\s+of\b")
"""'A and B are the two neighbours of C'."""
FROM_SIDE_TO_SIDE = rx.compile(r"(?:[a-z]+ ){0,4}?from (?:the )?(left|right|front|back) (?:end |side )?to (?:the )?"
                               r"(?:left|right|front|back)\b")
"""The opening of a sentence that walks the row: 'going from left to right', 'reading the row from
the front to the back'."""
IN_ORDER_TAIL = rx.compile(
    r"(?:\s*(?:,\s*)?from (?:the )?(left|right|front|back) to (?:the )?(?:left|right|front|back))?"
    r"(?:\s*,?\s*(?:but |though |although )?(?:not necessarily (?:next to each other|adjacent(?: to each other)?|"
    r"side by side|together|consecutive(?:ly)?)|(next to each other|side by side|one after another|consecutively|"
    r"in consecutive \w+)))?\s*")
"""What may follow 'in that order': its direction, and whether the things listed are side by side."""


def _without_a_clashing_loose_mention(items: list[Item], entities: list[int]) -> tuple[int, int] | None:
    """Of three things said to be one person (or not), the two left when one, found only
    loosely ('traveller' for the book kind 'travel'), is of the kind of another, found as
    written ('history'): one person holds one value of a kind, so the loose word names no
    value there. None unless exactly one such clash decides which."""
    options = [term_options(items[i]) for i in entities]
    refs = [o[0] for o in options if len(o) == 1 and isinstance(o[0], Ref)]
    if len(refs) != 3:
        return None
    exact = [min(score for _, score in _mention(items[i]).refs) >= 1.0 for i in entities]
    clashes = [(x, y) for x, y in combinations(range(3), 2) if refs[x].category == refs[y].category]
    if len(clashes) != 1 or exact[clashes[0][0]] == exact[clashes[0][1]]:
        return None  # (three of one kind, or two kinds clashing, or no word to blame)
    loose = clashes[0][0] if not exact[clashes[0][0]] else clashes[0][1]
    first, second = (k for k in range(3) if k != loose)
    return entities[first], entities[second]


RELATES_THE_PAIR = rx.compile(r"\b(?:each other|one another|between them|apart|neighbou?rs?|together|same|"
                              r"respectively|adjacent|next-door|in that order|either|neither|nor|one of them)\b")
"""Words by which a predicate of two subjects relates them to each other rather than saying
the same of each."""


ONE_EACH = rx.compile(r", one (?:[a-z]+ )?(?:each|apiece)\b|, one (?:in|at|on|to|for|of|with) each\b")
"""', one each', ', one patient apiece', ', one in each': two things shared out between two others."""


def _one_each(text: str) -> bool:
    """True when a sentence ends by sharing two things out between two others, one each
    ('A and B took the 9:15 and the 9:45, one each'), with no further clause after it."""
    match = ONE_EACH.search(text)
    return match is not None and not rx.search(r"[a-z]", text[match.end():])


ORDER_BEFORE = {"that", "this", "the", "some", "any", "in", "same", "reverse", "which", "what", "their", "its",
                "alphabetical", "numerical", "given", "listed", "stated", "following"}
"""Words before 'order' that make it the order of a list ('in that order'), not the verb."""
STRUCTURAL = frozenset(LINKS | set(CUES) | COUNTED)
"""Words the reader reads as structure: never a loose mention of a value."""


def _number_named(item: Item, raw: list[str]) -> float | None:
    """The number an item writes ('5', '$20', 'two'), or None: a value's number found as a
    number, or a one-word value mention whose word is a number word."""
    if item.mention is None:
        return item.number
    if item.mention.number is not None:
        return item.mention.number
    if item.mention.end - item.mention.start == 1 and item.mention.start < len(raw):
        written = number_value(raw[item.mention.start])
        return float(written) if written is not None else None
    return None


def _in_its_unit(scale: Scale, unit: str) -> bool:
    """True when a difference is written in the scale's own unit ('53 pounds' on weights, 'five
    years' on years), so one side may be the scale's own value ('648 pounds, 53 pounds less than
    Ada's'); a count of places or desks never is."""
    singular = _singular(unit) if unit else ""
    return bool(singular) and (singular in scale.unit_words or unit in scale.unit_words
                               or (singular == "year" and scale.dated))


def _graded_unit(scale: Scale, unit: str) -> bool:
    """True for 'year' on ages given as bare numbers, 'point' on scores given as bare numbers."""
    if unit in ("point", "points") and scale.numeric and not scale.unit_words:
        return bool(scale.cues & {"score", "scores", "scored", "points", "total", "totals", "result", "results"})
    return unit == "year" and bool(scale.cues & {"age", "ages", "aged", "old"})


SAME_IN_THE_PAST = frozenset({"read", "put", "cut", "hit", "set", "bet", "cost", "let", "spread", "shut", "quit"})
"""Verbs whose past is written as the present: 'who read for 35 minutes read more pages'."""
WEEKDAY_NAMES = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}


def _one_unit(raw: list[str], scales: list[Scale], amount: float | None, unit: str) -> tuple[float | None, str]:
    """'the day after', 'a month before', 'one hour later': an amount of one unit of a scale."""
    for index in range(len(raw) - 2):
        if raw[index] in ("a", "one") and raw[index + 1] == "fortnight" and raw[index + 2] in COMPARATIVES \
                and any("week" in s.unit_words for s in scales):
            return 2.0, "week"  # 'a fortnight before': two weeks
        if raw[index] in ("the", "a", "an", "one") and raw[index + 2] in COMPARATIVES:
            named = raw[index + 1][:-1] if raw[index + 1].endswith("s") else raw[index + 1]
            if any(named in s.unit_words for s in scales) or (named == "year" and any(s.dated for s in scales)):
                return (0.5 if index > 0 and raw[index - 1] == "half" else 1.0), named  # ('half a pound more')
            weekly = [s for s in scales if s.unit_words & {"date", "day", "days"} and (
                (s.values and len({int(v) % 7 for v in s.values}) == 1) or s.step == 7)]  # every date one weekday
            if raw[index] == "the" and weekly and named in WEEKDAY_NAMES:
                return 1.0, "week"  # 'the Saturday before' where every date is a Saturday: a week
            if (raw[index] != "the" or weekly) and named in ("week", "fortnight") \
                    and any(s.unit_words & {"date", "day", "days"} for s in scales):
                # ('the week before' is 7 days only when every date falls on one weekday)
                return (2.0 if named == "fortnight" else 1.0), "week"  # 'a week after' on dates in days
            if raw[index] != "the" and named in TIME_UNITS | {"week", "year", "fortnight"}:
                return 1.0, named  # 'exactly a month after' where no scale counts months: never one step
    return amount, unit
