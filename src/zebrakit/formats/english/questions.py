"""Questions: which cell the reader must find, read with the same mentions as the clues.

'What position is X at?', 'Which house does X live in?', 'On which floor ...?' ask for a
position; 'Who owns the fish?' asks for the person category (names, else nationalities);
'What does Carla drink?', 'What sport does the Swede play?' ask for the category the question's
other words name. 'Who has which attributes?' names nothing: the whole grid is the answer.
"""

from __future__ import annotations

import re
from collections import Counter
import unicodedata
from itertools import pairwise

from ...model import Question
from . import rx
from . import lexical
from .mentions import Mention, Word, keys, singular

QUESTION_START = rx.compile(
    r"^\s*(?:q(?:uestion)?\s*\d*\s*[:.)]\s*"
    r"|(?:now\s+|finally,?\s+)?answer(?:\s+(?:this|these|the\s+following)(?:\s+questions?)?)?\s*:\s*"
    r"(?=(?:who|whom|what|which|where|whose|when|how)\b)"
    r"|[^?:\n]{0,100}:\s*(?=(?:(?:at|on|in|for|by|to|from|with)\s+)?(?:who|whom|what|which|where|whose|when|how)\b"
    r"[^:]*\?\s*$)"  # '..., quick test: who ...?', 'Phone in with your answers: at what time ...?'

    r"|(?:and|also|so|then|finally|lastly|well|okay|ok|right|now)\s*(?:[,\u2013\u2014-]|\.\.\.|\u2026)?\s+(?=(?:who|whom|what|which|where|whose|when|how)\b)"
    r"|(?:using|from|with|given|by\s+using)\s+(?:the|these|all\s+the|only\s+the)\s+(?:clues|information|facts|hints)"
    r"[^,?\n]{0,40},\s*(?=(?:can|could)\s+you\b[^?]*\?\s*$)"  # 'From the clues below, can you discover who ...?'
    r"|(?:counting|looking|reading|going|starting|numbering|seen|viewed)\b[^?,:\n]{0,60},\s*"
    r"(?=(?:(?:at|on|in|for|by|to|from|with)\s+)?(?:who|whom|what|which|where|whose|when|how)\b[^?]*\?\s*$))",
    re.IGNORECASE)
"""A question's number ('Q2:'), a word joining it to the question before ('And who ...?'), or a
phrase set before it ('Counting from the left, what is ...?')."""
ASKING = rx.compile(r"^(?:(?:and|so|also|then|now|finally|lastly|well|okay|ok|right)\s*"
                    r"(?:[.,\u2013\u2014-]|\u2026)?\s+)?"
                    r"(?:who|whom|what|which|where|whose|when|how|on|in|"
                    r"at|to|for|by|from|with|find|determine|work out|can you|could you|figure|name|identify|tell|"
                    r"(?:can|could|would|will)\s+(?:someone|somebody|anyone|anybody|one of you))\b",
                    re.IGNORECASE)
PLACE_WORDS = {"position", "house", "where", "floor", "seat", "place", "spot", "number", "lane",
               "room", "slot", "space", "storey", "order"}
ASKS_PLACE = rx.compile(
    r"\b(?:what|which)\s+(?:number\s+)?(?:house|home|position|seat|place|floor|storey|spot|lane|room|"
    r"slot|space|stall|locker|desk|chair)s?\b|\bnumber of the \w+|\bwhere\b|\bat what position\b|"
    r"\bwhat position\b|\bwhich position\b", re.IGNORECASE)
"""Wordings that ask for a position rather than a value of a category."""
PERSON_CATEGORIES = ("name", "names", "person", "people", "first name", "friend", "friends")
NAME_OF = rx.compile(r"^\W*what\s+(?:is|was|'s)\s+the\s+(?:first\s+)?name\s+of\s+the\s+(?:person|one|resident|"
                     r"neighbou?r|friend|guest|man|woman|owner)\b", re.IGNORECASE)
"""'What is the name of the person who ...?': the person, by whatever the people's category is called."""


WANTS_TO_KNOW = rx.compile(r"^.{0,40}?\b(?:wants?|would\s+like|needs?|asked\s+me|asks\s+me)\s+to\s+(?:know|find\s+out|"
                           r"work\s+out|figure\s+out)\s+(?=(?:who|whom|what|which|where|whose|when|how)\b)",
                           re.IGNORECASE)
"""'he wants to know which kennel Luna is in': a question reported, the question after it."""


def without_pictographs(text: str) -> str:
    """A line without the pictographs set before it ('\u2753 What time ...?', '\U0001f3af Who ...?')."""
    start = 0
    while start < len(text) and (text[start].isspace()
                                 or unicodedata.category(text[start]) in ("So", "Sk", "Cf", "Mn")):
        start += 1
    text = MARKS.sub("", text[start:])  # ('How much was Priya's bill?      (1 mark)')
    return ASKER.sub(r"\1?", text)  # ('What did the decorator charge me?')


ASKER = rx.compile(r"\b(charge|charged|charges|cost|costs|sell|sold|owe|owes|owed|bill|billed)\s+(?:me|us)\s*\?",
                   re.IGNORECASE)
"""The one who asks, as the one charged at the end of a question: no one of the puzzle ('What did the
decorator charge me?'; not 'Who sat next to me?', where the speaker is in the row)."""


MARKS = rx.compile(r"\s*\((?:\d+\s+)?(?:marks?|points?|pts?)\)\s*$", re.IGNORECASE)
"""The marks a worksheet gives a question, after it."""


def is_question(text: str) -> bool:
    """A question about the puzzle's answer (as opposed to a rhetorical one in the introduction)."""
    stripped = without_pictographs(text).strip()
    if QUESTION_START.match(stripped) or WANTS_TO_KNOW.match(stripped):
        return True
    body = _without_a_condition(stripped)  # ('P.S. If you can only manage one Saturday, which one ...?')
    return (body.endswith("?") and bool(ASKING.match(body))) or bool(
        rx.match(r"^(?:find|determine|work out|figure out)\b", body, re.IGNORECASE))


ATTRIBUTE_OF = rx.compile(r"\bthe\s+value\s+of\s+(?:the\s+)?(?:attribute|characteristic|property|feature)\s+"
                          r"[`'\"]?(?P<asked>[\w -]+?)[`'\"]?\s+(?:for|of)\s+", re.IGNORECASE)
"""'the value of attribute Color for the person whose ...': the colour of that person."""


def _spaced(name: str) -> str:
    """An attribute's name as words: 'MusicGenre' is 'music genre', 'PhoneModel' 'phone model'."""
    return rx.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).lower() if not name.isupper() else name


def question_body(text: str) -> str:
    """A question without its number or lead-in, with 'the value of attribute X for the person whose
    attribute Y is V' said plainly ('the X of the person whose Y is V')."""
    body = WANTS_TO_KNOW.sub("", QUESTION_START.sub("", _without_a_condition(without_pictographs(text).strip())))
    body = ATTRIBUTE_OF.sub(lambda m: f"the {_spaced(m.group('asked'))} of ", body)
    return rx.sub(r"\b(whose|with)\s+(?:the\s+)?(?:attribute|characteristic|property|feature)\s+", r"\1 ", body,
                  flags=re.IGNORECASE)


CONDITION = rx.compile(r"^(?:p\.?\s?p?\.?\s?s\.?\s+)?(?:(?P<condition>if\b[^?,]{0,80}),\s*)?"
                       r"(?=(?:who|whom|what|which|where|whose|when|how)\b)", re.IGNORECASE)
"""A postscript's mark ('P.S.') and a condition set before a question ('If you can only manage one
Saturday, which one is Rosie's?')."""
ONE_OF_A_NOUN = rx.compile(r"\b(?:one|a|an|any)\s+(?P<noun>[A-Za-z]+)\s*$")
"""The noun of a condition that a later 'which one' stands for ('... manage one Saturday')."""


def _without_a_condition(text: str) -> str:
    """The question without a postscript's mark or a condition set before it, its 'which one' said
    with the noun the condition named ('If you can only manage one Saturday, which one is Rosie's?':
    'which Saturday is Rosie's?')."""
    match = CONDITION.match(text)
    if match is None or not match.group(0):
        return text
    body = text[match.end():]
    named = ONE_OF_A_NOUN.search(match.group("condition") or "")
    if named is not None:
        body = rx.sub(r"^(which|what)\s+one\b", lambda m: f"{m.group(1)} {named.group('noun')}", body,
                      flags=re.IGNORECASE)
    return body


EMBEDDED = rx.compile(r"^\s*(?:(?:now|so|then|and)\.?,?\s+)?(?:(?:can|could|would|will)\s+(?:you|someone|somebody|"
                      r"anyone|anybody|one\s+of\s+you)\s+(?:please\s+)?(?:help\s+(?:me\s+|us\s+)?)?|please\s+)?"
                      r"(?:work\s+out|determine|figure\s+out|confirm|check|let\s+(?:me|us)\s+know|remind\s+(?:me|us)(?:\s+of)?|"
                      r"tell(?:\s+(?:me|us|(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?))?|"
                      r"find(?:\s+out)?|say|deduce|discover|establish|identify|name)\s+", re.IGNORECASE)
"""'Can you work out who ...?': the question inside."""
GRID = rx.compile(r"\b(?:each|every|everyone|everybody|all|whole|complete|full|entire|arrangement|layout|"
                  r"solution|line-up|lineup|order|chart|grid|table|apart|back\s+together|straight|"
                  r"listings|schedule|timetable)\b", re.IGNORECASE)
"""Words of a question about the whole grid ('Work out who runs each stall and what they sell')."""
AUXILIARY = {"what", "which", "who", "whom", "whose", "when", "how", "the", "a", "an", "do", "does", "did", "doe",
             "done", "is", "be", "was", "were", "are", "am", "been", "has", "have", "had", "can", "could", "will",
             "would", "of", "in", "on", "at", "to", "for", "by", "with", "kind", "type", "sort", "person", "people",
             "one", "?", "'s", "s"}
"""Words of a question that name no category."""
WH_NOUN = rx.compile(r"\b(?:which|what)\s+(?:(?:is|was|are|were)\s+(?:the\s+)?)?"
                     r"(?P<kind>(?:kind|type|sort|make|brand)s?\s+of\s+)?(?P<noun>[a-z]+)", re.IGNORECASE)
AMOUNT_VERBS = {"earn", "earns", "earned", "earning", "make", "makes", "made", "receive", "receives", "received",
                "get", "gets", "got", "raise", "raises", "raised", "score", "scores", "scored", "weigh", "weighs",
                "weighed", "measure", "measures", "measured", "collect", "collects", "collected", "take", "takes",
                "took", "sell", "sells", "sold", "bring", "brings", "brought", "run", "runs", "ran", "walk", "walks",
                "walked", "swim", "swims", "swam", "drive", "drives", "drove", "travel", "travels", "travelled"}
"""Verbs whose object may be an amount ('What does Cyra earn?'): the measure stays the answer."""
CONTAINING = {"hold", "holds", "held", "holding", "contain", "contains", "contained", "contents", "content",
              "inside", "filled", "packed", "stored"}
"""Words of what a thing holds ('What is in box 2?')."""
TOPIC_NAMES = {"topic", "topics", "subject", "subjects", "theme", "themes", "talk", "talks", "lecture", "lectures"}
"""Names of a category of what something is about ('What is Ms Varga talking about?')."""
WHICH_OF_ANY = {"one", "ones", "thing", "things", "item", "items", "option", "value", "values", "answer",
                "attribute", "category", "person", "people", "of"}
"""Nouns after 'which' that name no kind of their own ('Which one ...?')."""
RANK_WORDS = {"place", "places", "position", "positions", "rank", "ranks", "finish", "finished", "came"}
"""Cue words of a category of places in a race or ranking, in a puzzle about people."""
ORIGIN_WORDS = {"from", "come", "comes", "town", "city", "country", "hometown", "nationality", "origin", "born",
                "county", "village", "region", "state", "nation", "nationalities", "countries"}
"""Cue words of a category of places people come from ('Where is Ada from?')."""
PEOPLE_NOUNS = {"family", "families", "person", "people", "man", "woman", "men", "women", "girl", "boy", "child",
                "friend", "neighbour", "neighbor", "resident", "guest", "one", "member", "player", "student", "couple"}
"""Nouns after 'which' that ask for one of the people ('Which family owns the whippet?')."""
HOW = rx.compile(r"\bhow\s+(?P<word>old|young|tall|short|much|many|long|far|heavy|fast|high|big)\b"
                 r"(?:\s+(?P<noun>[a-z]+))?", re.IGNORECASE)
WHEN = rx.compile(r"\bwhen\b|\b(?:what|which)\s+(?P<noun>year|month|day|date|time|week|season|hour)\b",
                  re.IGNORECASE)
HOW_WORDS = {"old": "age", "young": "age", "tall": "height", "short": "height", "heavy": "weight", "long": "length",
             "fast": "speed", "high": "score", "far": "distance", "big": "size"}
"""The measure a 'how ...' question asks ('How old is Coco?': an age)."""
LENGTH_UNITS = {"feet", "foot", "ft", "inches", "inch", "yards", "yard", "metres", "meters", "metre", "meter", "miles",
                "mile", "km", "kilometres", "kilometers", "cm", "centimetres", "centimeters"}
"""Units of length: what a 'how far' question asks for."""
TIME_WORDS = {"year", "years", "month", "months", "day", "days", "date", "dates", "time", "times", "week", "weeks",
              "season", "hour", "hours", "when", "minute", "minutes", "duration", "long", "min", "mins", "hr", "hrs"}
VERB_OBJECTS = {"play": ("instrument", "sport", "game"), "drink": ("beverage", "drink"),
                "eat": ("food", "dish", "foodstuff", "baked goods", "dessert"),
                "drive": ("car", "vehicle"), "ride": ("vehicle", "bicycle"), "speak": ("language",),
                "grow": ("plant", "flower", "vegetable"), "wear": ("clothing", "garment"),
                "smoke": ("cigar", "cigarette"),
                "read": ("book", "publication"), "study": ("discipline", "subject"), "keep": ("animal", "pet"),
                "own": ("animal", "pet", "car")}
"""What a 'What does X play?' question asks, by its verb: the category whose values are such things."""
PRICE_VERBS = {"cost", "costs", "pay", "paid", "pays", "charge", "charged", "charges", "spend", "spent", "fetch",
               "fetched", "fetches"}
"""Verbs whose object a 'what' question asks is an amount of money ('What did the jam cost?')."""
MONEY_WORDS = {"price", "prices", "cost", "costs", "paid", "pay", "spent", "spend", "amount", "fee", "budget",
               "$", "dollar", "dollars", "pound", "pounds", "euro", "euros", "money", "salary", "wage", "much"}


def read_question(text: str, found: list[Word], mentions: list[Mention], categories: dict[str, set[str]],
                  person: str, position_nouns: set[str], measures: dict[str, set[str]] | None = None,
                  people: bool = True, named_people: set[str] | None = None,
                  positional: bool = True, labels: dict[str, list[str]] | None = None) -> Question | None:
    """The question a sentence asks, or None when it asks for the whole grid (or cannot be read).

    ``measures`` gives, for each numeric or ordered category, the words that name what it
    measures (its name, unit and cue words); ``people`` says whether ``person`` is a category of
    people (else 'who' asks for the position); ``named_people`` are the categories whose values
    are people's names."""
    mentions = [m for m in mentions if not _the_asked_category(found, m, categories)]
    values = [m for m in mentions if m.refs]
    places = [m for m in mentions if m.positions and len(m.positions) == 1]
    taken = {i for m in mentions for i in range(m.start, m.end)}
    taken |= _subject_words(found, values[0].start) | _head_after(found, values[0]) if values \
        else _subject_words(found, places[0].start) if places else set()  # ('the driver in space 4')
    taken |= _whose_attribute(found, values[0].start) if values else set()
    rest = [w.lower for i, w in enumerate(found) if i not in taken]
    inner = EMBEDDED.sub("", QUESTION_START.sub("", text.strip()))
    if not values and not places:
        return None
    exclude = values[0].refs[0][0].category if values else ""
    said = exclude.lower().split()
    if len(said) > 1 and all(w in rest for w in said):  # 'Whose favorite flower is the daisy?': the flowers
        rest = [w for w in rest if w not in said]  # named as the daisy's own kind, no other 'favorite' thing
    wh = WH_NOUN.search(inner)
    opening = rx.match(r"^\W*(?:(?:and|so|then|now|also|finally|lastly|well|okay|ok),?\s+)?"
                       r"(?:(?:to|by|with|for|from)\s+)?(?P<word>\w+)", inner, re.IGNORECASE)
    first = opening.group("word").lower() if opening else ""
    asks_person = first in ("who", "whom", "whose") or (
        wh is not None and wh.start() == (opening.start("word") if opening else -1)
        and wh.group("noun").lower() in PEOPLE_NOUNS)  # not the 'who' of 'the person who grows peonies'
    if NAME_OF.match(inner) and not any(name.lower() in ("name", "names") for name in categories):
        asks_person = True  # 'What is the name of the person who loves fantasy books?' among the residents
        rest = [w for w in rest if w not in ("name", "of")]
    asked = _asked(inner, rest, categories, exclude, measures or {}, position_nouns, labels or {})
    whose_thing = first == "whose" and asked is not None and asked != "position" and WHOSE_THING.match(inner) \
        and asked not in (named_people or {person})  # 'Whose coat hangs on the middle peg?': the child
    if asks_person and (first != "whose" or whose_thing) and asked is not None and asked != "position" \
            and asked not in (named_people or {person}):
        asked = None  # 'Who built Abbey Bridge?' asks for a person, not the year 'built' names
    if asked is None and asks_person:
        asked = person if people else "position"
        if values and asked == exclude:  # 'Who is Vera's client?': the other people named
            others = [name for name in _categories_named(rest, categories, exclude) if name in (named_people or ())]
            asked = others[0] if len(others) == 1 else None
    if asked == "position" and not positional:  # people, not places: 'On which floor ...?', 'In what place ...?'
        noun = [wh.group("noun").lower()] if wh is not None else []
        ranked = _by_name(_categories_named(noun, categories, exclude), noun) or [
            name for name, words in (measures or {}).items() if name != exclude and words & RANK_WORDS]
        if rx.search(r"\bwhere\b", inner, re.IGNORECASE):  # 'Where does Abe live?': his town
            ranked = [name for name, cues in categories.items() if name != exclude and name not in (measures or {})
                      and cues & ORIGIN_WORDS] \
                or _places_among(labels or {}, exclude) \
                or [name for name in _named_by_derivation(rest, categories, exclude) if name not in (measures or {})]
            # ('Where was Jo going?': the destinations; 'Where is Lorna celebrating?': the celebration, never
            # the year of her birth)
        asked = ranked[0] if len(ranked) == 1 else None
    measured = asked is not None and asked in (measures or {}) and not set(rest) & (MONEY_WORDS | PRICE_VERBS
                                                                                     | AMOUNT_VERBS) \
        and not any(set(asked.lower().split()) & lexical.derived_forms(w) for w in rest if w.isalpha()) \
        and not _said_with_the_verb(rest, categories.get(asked, set()))
    # ('What did Abe win?' beside the winning bids: the lot he won, not his bid)
    if first == "what" and (asked is None or measured or _a_time_of_day_or_date(labels or {}, asked)) and values \
            and rx.match(r"^\W*what\s+(?:did|does|do|will|would|has|had)\b", inner, re.IGNORECASE):
        # 'What did Tess sell?' asks the thing sold, never the Sunday a clue said it was sold on
        derived = [name for name in _named_by_derivation(rest, categories, exclude)
                   if not _a_time_of_day_or_date(labels or {}, name)]
        things = [name for name in categories if name != exclude and name not in (measures or {})
                  and name != person and name not in (named_people or ()) and not _a_time_of_day_or_date(
                      labels or {}, name)]
        if not derived and len(things) == 1 and not set(rest) & MONEY_WORDS and len(rest) <= 4:
            derived = things  # 'What did Eli pawn?': the one category of things, none of them a time or amount
        asked = derived[0] if len(derived) == 1 else None
    if values and (asked == exclude or (asked is None and first in ("what", "which"))) \
            and _an_end_of_its_scale(found, values[0]):
        return Question(exclude, values[0].refs[0][0], text)  # 'What was the winning time?': that time itself
    if asked is None or (values and asked == exclude):
        return None
    if values:
        return Question(asked, values[0].refs[0][0], text)
    if asked == "position":
        return None
    return Question(asked, min(places[0].positions), text)


TEMPORAL = rx.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|"
                      r"may|june|july|august|september|october|november|december|noon|midday|midnight)\b"
                      r"|\d:\d\d|\d\s*(?:am|pm|a\.m\.|p\.m\.)", re.IGNORECASE)


def _said_with_the_verb(rest: list[str], cues: set[str]) -> bool:
    """True when a category's cue words hold a question verb in a form other than its base or its
    '-ing' ('won $10 more' of prizes: 'What did X win?' asks the prize; but 'the winning bids' is
    no bid that anyone won)."""
    morph = lexical._morph()
    for word in rest:
        for lemma in morph.lemmas(word, "verb") if word.isalpha() else ():
            forms = set(morph.inflections(lemma, "verb")) - {lemma, lemma + "ing", lemma + lemma[-1] + "ing"}
            if forms & cues:
                return True
    return False


def _a_time_of_day_or_date(labels: dict[str, list[str]], name: str) -> bool:
    """True for a category whose every value is a day, a date or a time of day."""
    values = labels.get(name) or []
    return bool(values) and all(TEMPORAL.search(str(v)) for v in values)


def _an_end_of_its_scale(found: list[Word], mention: Mention) -> bool:
    """True for a number named by where it stands on its scale ('the winning time', 'the highest
    score'), not by its digits: a question about it asks for the number itself."""
    ref = mention.refs[0][0]
    return not isinstance(ref.value, str) and not any(any(ch.isdigit() for ch in w.text)
                                                      for w in found[mention.start:mention.end])


PLACE_KINDS = {"land", "body of water", "geological formation", "building", "political unit", "community"}
"""What WordNet files a place under besides its locations: islands, lakes, beaches, hotels, countries, villages."""


THE_NOUN_OF = rx.compile(r"(?:and\s+)?(?:what|which)\s+(?:is|was|are|were)\s+the\s+(?:favou?rite\s+)?"
                         r"(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s+of\b", re.IGNORECASE)
"""'What is the favourite sport of the person who ...?': the category named before 'of'."""


WHOSE_THING = rx.compile(r"^\W*whose\s+[a-z]+\s+(?:(?!is\b|was\b|are\b|were\b)[a-z]+|(?:is|was|are|were)\s+"
                         r"(?:on|in|at|under|above|below|beside|next|nearest|closest|furthest|farthest|by|parked|"
                         r"kept|stored|hanging|left)\b)", re.IGNORECASE)
"""'Whose coat hangs on the middle peg?', 'Whose boots were on the top rung?': a thing said to do
something or to be somewhere, asking whose it is (not 'Whose favourite flower is the daisy?', read as
before)."""


def _the_asked_category(found: list[Word], mention: Mention, categories: dict[str, set[str]]) -> bool:
    """True for a word right after 'which' or 'what' that names a category, though it is also a
    value of another ('Which country is the heavy metal fan from?' among music genres that hold
    country): the category asked for, not that value."""
    if mention.start == 0 or found[mention.start - 1].lower not in ("which", "what") or not mention.refs:
        return False
    written = singular(" ".join(w.lower for w in found[mention.start:mention.end]))
    named = {singular(name.lower()) for name in categories}
    return written in named and not any(singular(ref.category.lower()) == written for ref, _ in mention.refs)


def _places_among(labels: dict[str, list[str]], exclude: str) -> list[str]:
    """The categories that are places: named by a noun for a place ('destinations', 'venues') or
    whose every value is one ('Lima', 'Oslo'), as WordNet files them."""
    def place(word: str) -> bool:
        return "location" in lexical.noun_kinds(word.lower()) or bool(
            PLACE_KINDS & {name for _, name in lexical.noun_ancestors(word.lower(), 1).values()})

    return [name for name, values in labels.items() if name != exclude and values
            and (place(name.split()[-1]) or all(place(str(v)) for v in values))]


SUBJECT_MOST = 4
"""Most words between 'the' and the value a question's subject is known by ('the bidder with paddle 41')."""


SUBJECT_STOP = {"what", "which", "who", "whom", "whose", "how", "did", "does", "do", "is", "was", "are", "were", "has",
                "had", "have", "and", "or"}


def _subject_words(found: list[Word], start: int) -> set[int]:
    """The words of the noun phrase a question's subject is named in ('What did the bidder with
    paddle 41 win?': 'bidder', 'with'): they name who is asked about, not what is asked."""
    if start >= 2 and found[start - 1].lower in ("the", "a", "an") and found[start - 2].lower in ("with", "of"):
        start -= 1  # 'What does the candidate with the briefcase drink?': 'candidate', 'with'
    j = start - 1
    while j >= 0 and start - j <= SUBJECT_MOST and found[j].lower not in ("the", "a", "an") \
            and found[j].lower not in SUBJECT_STOP and found[j].text.isalpha():
        j -= 1
    if j < 0 or start - j > SUBJECT_MOST or found[j].lower not in ("the", "a", "an"):
        return set()
    return set(range(j + 1, start))


def _whose_attribute(found: list[Word], start: int) -> set[int]:
    """The words of 'whose name is' (or 'whose favorite color is') right before the value a question
    names its subject by: they say which attribute the subject is known by, not what is asked."""
    if start < 3 or found[start - 1].lower not in ("is", "was", "are", "were"):
        return set()
    whose = next((k for k in range(start - 2, max(start - 6, -1), -1) if found[k].lower == "whose"), None)
    return set(range(whose, start)) if whose is not None else set()


def _head_after(found: list[Word], mention: Mention) -> set[int]:
    """The head noun right after a subject named by its value ('What did the rhubarb jam cost?':
    'jam' is the rhubarb's own noun, not the makers' cue); never the question's last word
    ('What did the rhubarb cost?')."""
    k = mention.end
    if mention.start == 0 or found[mention.start - 1].lower not in ("the", "a", "an") or k + 1 >= len(found) \
            or not found[k + 1].text.isalpha():
        return set()
    word = found[k].lower
    if not found[k].text.isalpha() or word in AUXILIARY or word in SUBJECT_STOP or not lexical.is_noun(word):
        return set()
    return {k}


WH_PHRASE = rx.compile(r"\b(?:which|what)\s+(?P<phrase>(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+"
                       r"(?:does|did|do|is|was|are|were|has|had|can|will|would)\b", re.IGNORECASE)
"""The noun phrase a 'which' question asks about, up to its verb ('which parking space does')."""


def _asks_for_a_place_noun(text: str, position_nouns: set[str], categories: dict[str, set[str]]) -> bool:
    """True when the noun phrase after 'which' or 'what' ends in the puzzle's own noun for its places,
    and no category is called so ('Which boat does Ines skipper?' of boats at berths asks for a boat)."""
    found = WH_PHRASE.search(text)
    if found is None:
        return False
    last = found.group("phrase").lower().split()[-1]
    forms = {last, last.rstrip("s"), last + "s"}
    if any(name.lower() in forms for name in categories):
        return False
    return last in position_nouns or (last.endswith("s") and last[:-1] in position_nouns)


def _asked(text: str, rest: list[str], categories: dict[str, set[str]], exclude: str,
           measures: dict[str, set[str]], position_nouns: set[str], labels: dict[str, list[str]]) -> str | None:
    """The category (or 'position') a question asks for: the noun after 'which' or 'what', the
    measure of 'how old' or 'how much', the time of 'when', then the category its other words name."""
    if rx.search(r"\bwhere\b.*\bfrom\b", text, re.IGNORECASE):  # 'Where is Ada from?': a place of origin
        named = [name for name, cues in categories.items() if name != exclude and cues & ORIGIN_WORDS]
        return named[0] if len(named) == 1 else None  # (never a place in the row: 'from' asks where one began)
    if DOING.search(text) and not LIVING.search(text):  # 'What does Tom do at the beach?': his activity
        named = [name for name, values in labels.items() if name != exclude and (
            name.lower().split()[-1] in ACTIVITY_NAMES
            or sum(str(v).lower().split()[0].endswith("ing") for v in values) * 2 > len(values))]
        if len(named) == 1:
            return named[0]
    if HOW_TRAVELLED.search(text):  # 'How does the colleague from Turin get to work?': the way of travelling
        ways = [name for name, values in labels.items() if name != exclude and _means_of_travel(values)]
        return ways[0] if len(ways) == 1 else None
    if rx.match(r"^\W*what(?:'s|\s+is|\s+was|\s+are|\s+were)\s+(?:in|inside)\b", text, re.IGNORECASE):
        held = [name for name, cues in categories.items() if name != exclude and (cues | {name.lower()}) & CONTAINING]
        if len(held) == 1:
            return held[0]  # 'What is in the second box from the top?': what the boxes hold
    if rx.search(r"\babout\s*\?*\s*$", text, re.IGNORECASE):  # 'What is Ms Varga talking about?': her topic
        named = [name for name in categories if name != exclude and name.lower().split()[-1] in TOPIC_NAMES]
        if len(named) == 1:
            return named[0]
    which = WH_NOUN.search(text)
    said_by_which = which is not None and which.start() == 0 \
        and bool(_categories_named([which.group("noun").lower()], categories, exclude))  # 'Which sport does X do?'
    if not said_by_which and (LIVING.search(text)
                              or rx.search(r"\b(?:does|did|do)\s+.+?\s+do\s*\??\s*$", text, re.IGNORECASE)):
        # 'What does Ada do for a living?', 'What does Mr Hale do?': the occupation
        named = [name for name, values in labels.items() if name != exclude and _occupations(name, values)]
        if len(named) == 1:
            return named[0]
    found = rx.match(r"^\W*(?:(?:find|name|identify|give)\s+)?the\s+([a-z]+)\s+(?:that|which|where|whose|with)\b",
                     text, re.IGNORECASE)
    if found and (found.group(1).lower() in position_nouns or found.group(1).lower().rstrip("s") in position_nouns):
        return "position"  # 'Find the locker that holds the key and enter its number'
    if _asks_for_a_place_noun(text, position_nouns, categories):
        return "position"  # 'Which parking space does the Mexican use?', 'In which beach hut ...?'
    place = ASKS_PLACE.search(text)
    if place is not None and place.group().lower() == "where":  # 'Where does Tobias go on vacation?'
        named = _by_name(_categories_named(rest, categories, exclude), rest)
        if len(named) == 1:
            return named[0]
    if place is not None:
        return "position"
    of = THE_NOUN_OF.match(text.strip())
    if of is not None:  # 'What is the favourite sport of the person whose ...?': the sport
        noun = of.group("noun").lower().split()
        named = _by_name(_categories_named(noun, categories, exclude), noun)
        if len(named) > 1:  # 'the favorite music genre of Xavier' among music and movie genres
            said = " ".join(noun).rstrip("s")
            named = [name for name in named if name.lower().rstrip("s") == said] or named
        if len(named) == 1:
            return named[0]
    wh = WH_NOUN.search(text)
    if wh is not None and not wh.group("kind") and rx.search(r"\bthe\s+\w+$", wh.group(0)) \
            and "person" in lexical.noun_kinds(wh.group("noun").lower()) \
            and not any(wh.group("noun").lower() in (name.lower(), name.lower() + "s") for name in categories):
        wh = None  # 'What is the climber from Nepal carrying as a snack?': the climber is who, not what
    if wh is not None and wh.group("kind"):  # 'What kind of boat is the Albatross?': catamaran, sloop, ...
        noun = wh.group("noun").lower()
        kinds = [name for name, values in labels.items() if name != exclude and _of_kind(noun, values)]
        if len(kinds) != 1:  # 'Kinds: canoe, ketch, yacht'
            word = wh.group("kind").split()[0].lower().rstrip("s")
            kinds = [name for name in labels if name != exclude and name.lower().rstrip("s") == word]
        if len(kinds) == 1:
            return kinds[0]
    if wh is not None:
        noun = wh.group("noun").lower()
        forms = (noun, noun + "s", noun.rstrip("s"))
        called = [name for name in categories if name != exclude and name.lower() in forms]
        if len(called) == 1:  # 'Which boat does Yusuf skipper?' when the boats are listed: a boat, not a berth
            return called[0]
        if noun.rstrip("s") in position_nouns or noun in position_nouns:
            return "position"
        named = _categories_named([noun], categories, exclude)
        if len(named) > 1:  # the category called so before one whose declaration only uses the word
            named = [name for name in named if name.lower() in (noun, noun + "s", noun.rstrip("s"))] or [
                name for name in named if keys(noun) & {k for w in name.lower().split() for k in keys(w)}] or named
        if len(named) > 1 and len([n for n in named if n not in measures]) == 1:
            named = [n for n in named if n not in measures]  # 'Which dog ...?': the dogs' names, not their ages
        dates = [n for n in categories if n != exclude and categories[n] & {"date", "dates"}]
        if len(named) != 1 and noun in ("day", "date") and len(dates) == 1:
            named = dates  # 'What day did Ivan leave?': the date he left, not the days his visit lasted
        declared_with = named if len(named) == 1 and keys(noun) & categories[named[0]] else []
        named = [name for name in named if not _not_of_kind(noun, name, labels.get(name, []))]
        if not named:  # 'Which breed is Max?': the category whose values are breeds
            named = [name for name, values in labels.items() if name != exclude and _of_kind(noun, values)]
        if not named and noun in KIND_NOUNS:  # 'Which breed did Mr Fenwick bring?' of a collie, a boxer, ...
            named = [name for name, values in labels.items() if name != exclude and _kinds_of_one_thing(values)]
        if not named:  # 'Which company is on the top floor?' of start-ups called Acme, Bolt, ...
            named = _named_ones(noun, labels, exclude, measures)
        if not named:  # 'Which ribbon did Ann's pet win?': the one category declared with ribbons, though
            named = declared_with  # its values (blue, red) are no kinds of ribbon
        if len(named) == 1:
            return named[0]
        clipped = [name for name in categories if name != exclude and len(noun) >= 5
                   and any(w.startswith(noun) and len(w) > len(noun) + 2 for w in name.lower().split())]
        if len(clipped) == 1:
            return clipped[0]  # 'Which physio is treating Ana?': the physiotherapist
        if noun in PEOPLE_NOUNS:
            return None  # 'which family': one of the people, as 'who'
        if wh.group(0).lower().startswith("which") and noun not in WHICH_OF_ANY \
                and "person" in lexical.noun_kinds(noun, 1):
            return None  # 'Which vet is treating Ana?' asks for someone no category is: never what its verb says
    if wh is not None:  # the noun after 'which' was weighed above
        rest = [w for w in rest if w != wh.group("noun").lower()]
    named = _by_name(_categories_named(rest, categories, exclude), rest)
    if len(named) == 1 and not (HOW.search(text) or WHEN.search(text)):
        return named[0]
    played = _object_of_the_verb(rest, labels, exclude) \
        if len(named) != 1 and not (HOW.search(text) or WHEN.search(text)) else None  # (not 'How long has Penny
    # been playing?': her years)
    if played is not None and (not named or played in named):
        return played  # 'What does Isaac play?': his instrument (or sport), the one category of them; 'What
        # does Hana get to eat?' where drinks and pastries are both got: the pastries
    sold_for = any(a in ("sell", "sold", "sells", "go", "went", "goes") and b == "for" for a, b in pairwise(rest))
    spoken = set(rest) | set(rx.findall(r"[a-z]+", text.lower()))  # ('charge': also the electrician's word)
    if not named and (spoken & PRICE_VERBS or sold_for):  # 'What did the jam cost?', 'sell for?': its price
        priced = [name for name, words in measures.items() if name != exclude and words & (MONEY_WORDS - {"much"})]
        if len(priced) == 1:
            return priced[0]
    how = HOW.search(text)
    if how is not None:
        word = how.group("word").lower()
        wanted = MONEY_WORDS if word == "much" else {HOW_WORDS.get(word, ""), word}
        verb = rx.search(r"\b(weigh|weighs|weighed|measure|measures|measured)\s*\??\s*$", text, re.IGNORECASE)
        if word == "much" and verb is not None:  # 'How much does Duchess weigh?': a weight, not a price
            wanted = {"weight", "heavy", "weigh", "kg", "lb", "lbs"} if verb.group(1).lower().startswith("weigh") \
                else {"length", "height", "size", "measure"}
        if word == "many" and how.group("noun"):
            wanted = {how.group("noun").lower(), how.group("noun").lower().rstrip("s")}
        if word == "long":
            wanted = wanted | TIME_WORDS
        if word == "far":  # 'How far did Wyatt's plane fly?' on a scale in feet
            wanted = wanted | LENGTH_UNITS
        named = [name for name, words in measures.items() if name != exclude and words & wanted]
        if len(named) > 1:  # 'How long is Tamsin's shift?' beside the start times: the shift lengths
            named = [name for name in named  # (not the long jump for the 'long' of the question itself)
                     if {singular(w) for w in name.lower().split()} & (set(rest) - {word, "how"})] or named
        if len(named) > 1 and word == "long":  # 'how long was Yvonne away?' beside the dates she left: the days
            named = [name for name in named if not measures[name] & {"date", "dates"}] or named  # she was away
        if len(named) == 1:
            return named[0]
        if word == "many":  # 'How many people came to the Okafors' barbecue?': the one category of counts
            counts = [name for name in measures if name != exclude and labels.get(name)
                      and all(rx.fullmatch(r"\d+", str(v)) for v in labels[name])]
            return counts[0] if len(counts) == 1 else None
        if word in HOW_WORDS:
            return None  # 'How far did Coates walk?' with no distances: never the category its verb happens to name
    when = WHEN.search(text)
    if when is not None:
        wanted = {when.group("noun").lower()} if when.group("noun") else TIME_WORDS
        named = [name for name, words in measures.items() if name != exclude and words & wanted]
        if len(named) > 1:  # 'When is Nadia's birthday?' beside the years of birth: the birthdays
            named = [name for name in named if {singular(w) for w in name.lower().split()} & set(rest)] or named
        if not named and (when.group("noun") or "time").lower() in ("time", "hour", "day", "date"):
            named = [name for name in measures if name != exclude and _a_time_of_day_or_date(labels, name)]
            # ('What time does Ellie go to bed?' of the bedtimes: the one category of clock times or dates)
        if len(named) == 1:
            return named[0]
        if rx.match(r"^\W*(?:(?:at|on|in|by)\s+)?(?:what|which)\s+(?:time|hour|day|date|year|month)\b|^\W*when\b",
                    text, re.IGNORECASE):
            return None  # 'At what time was the Elgar played?' with no times: never the instruments 'played' names
    named = _by_name(_categories_named(rest, categories, exclude), rest)
    if not named:  # 'What is the destination of Chidi?': the one category of places
        named = _of_the_same_sort(rx.findall(r"\bthe ([a-z]+) of\b", text.lower()), labels, exclude)
    return named[0] if len(named) == 1 else None


HOW_TRAVELLED = rx.compile(r"^\W*(?:and\s+)?how\s+(?:does|did|do|will|would)\s+.{1,60}?\s+"
                           r"(?:get|go|travel|commute|come|"
                           r"arrive|journey|ride|head|make\s+(?:it|the\s+trip))\b", re.IGNORECASE)
"""'How does Ann get to work?', 'How did the Swede travel?': the means of travel asked."""


def _means_of_travel(values: list[str]) -> bool:
    """True when most values are vehicles or ways of going ('bus', 'bicycle', 'on foot')."""
    def vehicle(value: str) -> bool:
        words = str(value).lower().split()
        if words[:1] in (["on"], ["by"]) or str(value).lower() in ("walking", "foot", "walk", "cycling"):
            return True
        ancestors = lexical.noun_ancestors(words[-1], 1) if words and words[-1].isalpha() else {}
        return any(name in ("conveyance", "vehicle", "public transport") for _, name in ancestors.values())
    return bool(values) and sum(vehicle(v) for v in values) * 2 > len(values)


def _named_ones(noun: str, labels: dict[str, list[str]], exclude: str, measures: dict[str, set[str]]) -> list[str]:
    """For a noun of people or of organisations ('company', 'firm', 'team') that names no
    category: the one category whose values are all proper names, if there is one."""
    from .lexical import noun_kinds

    if noun in AUXILIARY or not noun_kinds(noun, senses=1) & {"person", "group"}:
        return []  # (not the 'does' of 'What does the potter drink?')
    proper = [name for name, values in labels.items() if name != exclude and name not in measures and values
              and all(v[:1].isupper() and not v.isupper() for v in values)]
    return proper if len(proper) == 1 else []


def _of_the_same_sort(nouns: list[str], labels: dict[str, list[str]], exclude: str) -> list[str]:
    """The categories whose values are all of the sort of thing a noun names, by WordNet's
    first sense ('destination' and 'Rome' are locations); one noun, one sort, or nothing."""
    from .lexical import noun_kinds

    if len(nouns) != 1:
        return []
    sort = noun_kinds(nouns[0], senses=1)
    if len(sort) != 1 or sort & {"person", "act", "attribute", "state", "cognition", "communication"}:
        return []
    return [name for name, values in labels.items() if name != exclude and values
            and all(sort <= noun_kinds(str(v).lower(), senses=1) for v in values)]


def _not_of_kind(noun: str, name: str, values: list[str]) -> bool:
    """True when 'which <noun>' cannot ask for this category: its name is not the noun, and its
    values are things WordNet knows, none of them a kind of the noun ('Which company ...?' does not
    ask for the logos bear and owl, though the text said 'each company has an animal logo')."""
    from .lexical import kinds_of

    if not values or noun in ORIGIN_WORDS or keys(noun) & {k for w in name.lower().split() for k in keys(w)}:
        return False  # 'which nationality': countries are never kinds of nationality, yet named by it
    kinds = [kinds_of(value, 3) for value in values]
    if not all(kinds):
        return False
    return not any(noun in words or noun.rstrip("s") in words for found in kinds for _, words in found)


LIVING = rx.compile(r"\b(?:do|does|did)\s+(?:\w+\s+)?(?:for\s+(?:a\s+)?(?:living|job|work)|professionally)\b|"
                    r"\bwhat\s+(?:is|was)\s+(?:the\s+)?(?:job|occupation|profession|trade|line\s+of\s+work)\s+of\b|"
                    r"\b(?:job|occupation|profession|trade|line\s+of\s+work)\s+(?:does|did|do|is|was)\b", re.IGNORECASE)
"""Questions that ask for what someone does for a living ('What does the Ford driver do for a living?')."""
DOING = rx.compile(r"^\W*what(?:['\u2019]s|\s+(?:does|did|do|will|is|was|are|were))\s+.+?\s+(?:do|doing)\b",
                   re.IGNORECASE)
"""'What does Tom do at the beach?', 'What was Ann doing?': the thing someone does."""
ACTIVITY_NAMES = {"activity", "activities", "hobby", "hobbies", "pastime", "pastimes", "sport", "sports", "game",
                  "games", "job", "jobs", "occupation", "occupations", "task", "tasks", "chore", "chores"}
JOB_NAMES = {"job", "jobs", "occupation", "occupations", "profession", "professions", "trade", "trades", "work",
             "career", "careers"}
KINDS_OF_WORK = ("occupation", "job", "profession", "professional", "skilled worker", "worker")
"""What WordNet says a job is a kind of ('nursing' an occupation, 'plumber' a skilled worker)."""


def _occupations(name: str, values: list[str]) -> bool:
    """True when a category is what people do for a living: called so, or its values are
    kinds of work or of workers in WordNet."""
    return name.lower() in JOB_NAMES or any(_of_kind(kind, values) for kind in KINDS_OF_WORK)


def _object_of_the_verb(rest: list[str], labels: dict[str, list[str]], exclude: str) -> str | None:
    """The one category whose values are what the question's verb takes ('What does Isaac play?'
    where the instruments are guitar, drums, ...), or None."""
    verbs = [lemma for word in rest for lemma in (word, word[:-1], word[:-2], word[:-3]) if lemma in VERB_OBJECTS]
    if len(set(verbs)) != 1:
        return None
    kinds = VERB_OBJECTS[verbs[0]]
    named = [name for name, values in labels.items() if name != exclude and any(_of_kind(k, values) for k in kinds)]
    return named[0] if len(named) == 1 else None


def _of_kind(noun: str, values: list[str]) -> bool:
    """True when a third of the values or more (two at least) are kinds of the noun, or are defined
    as such, in WordNet ('greyhound: an ancient breed of dog'; 'collie' is a kind of 'dog')."""
    from .lexical import defined_with, kinds_of

    if not values or noun in AUXILIARY or noun in PEOPLE_NOUNS:
        return False
    forms = {noun, noun.rstrip("s")}
    hits = sum(1 for value in values if forms & {w for _, words in kinds_of(value, 2) for w in words}
               or forms & defined_with(value, 2))
    return hits >= max(2, (len(values) + 2) // 3)


KIND_NOUNS = frozenset({"breed", "variety", "species", "type", "kind", "sort", "model", "strain", "cultivar"})
"""Nouns that ask for a kind of a thing ('Which breed ...?'): the category whose values are kinds of one thing."""


def _kinds_of_one_thing(values: list[str]) -> bool:
    """True when the values are common nouns that WordNet files, all but one at most, under one kind
    ('collie', 'spaniel', 'whippet': dogs)."""
    from .lexical import kinds_of

    if len(values) < 2 or not all(str(v)[:1].islower() for v in values):
        return False
    counts = Counter(w for value in values for w in {w for _, words in kinds_of(str(value), 2) for w in words[:1]})
    return any(n >= len(values) - 1 and w not in BROAD_KINDS for w, n in counts.items())


BROAD_KINDS = frozenset({"organism", "animal", "object", "whole", "artifact", "entity", "matter", "substance",
                         "physical entity", "abstraction", "living thing", "person", "thing", "food"})
"""Kinds too broad to make values of one sort."""


def _by_name(named: list[str], words: list[str]) -> list[str]:
    """Of several categories the words name, those whose own name they say ('drink' names the
    drinks, though a sentence taught the colours 'is drunk in the green house')."""
    if len(named) < 2:
        return named
    said = {k for w in words if w not in AUXILIARY for k in keys(w)}
    return [name for name in named if said & {k for w in name.lower().split() for k in keys(w)}] or named


def _categories_named(words: list[str], categories: dict[str, set[str]], exclude: str) -> list[str]:
    """The categories whose cue words the question's words meet ('drink' in 'What does Ann drink?')."""
    found = {k for w in words if w not in AUXILIARY and w not in PEOPLE_NOUNS for k in keys(w)} - AUXILIARY
    return [name for name, cues in categories.items() if name != exclude and cues & found]


def _named_by_derivation(words: list[str], categories: dict[str, set[str]], exclude: str) -> list[str]:
    """The categories whose own name a question's verb is derived from or to ('Where is Lorna
    celebrating?': the celebration)."""
    from .lexical import derived_forms

    derived = {d for w in words if w.isalpha() and w not in AUXILIARY for d in derived_forms(w)}
    return [name for name in categories if name != exclude and set(name.lower().split()) & derived]


def people_category(categories: list, positional: bool = True) -> str | None:
    """The category of the people themselves (see ``person_category``), or None when no
    category names people (a row of houses told apart only by their colours and pets)."""
    found = person_category(categories, positional)
    first = categories[0].name if categories else None
    if found != first:
        return found
    category = categories[0]
    lowered = found.lower()
    if lowered in PERSON_CATEGORIES or "name" in lowered or "nationalit" in lowered or any(
            word in lowered for word in ("friend", "person", "people", "owner", "guest", "child", "student")):
        return found
    named = all(isinstance(v, str) and v[:1].isupper() and not v.isupper() for v in category.values)
    trade = not category.numeric and _occupations(category.name, [str(v) for v in category.values])
    kind = not category.numeric and names_people(category.name, senses=3)  # 'holders: bert, cissy, dot' typed
    # in lowercase (a holder is a person in WordNet's second sense)
    return found if named or trade or kind or _of_nations(category) else None


def names_people(name: str, senses: int = 1) -> bool:
    """True when a category's name is a kind of person in its first WordNet sense ('passengers'),
    or in one of its first ``senses``."""
    from .lexical import noun_kinds

    head = name.lower().split()[-1] if name.strip() else ""
    return bool(head) and "person" in noun_kinds(head, senses=senses)


def _things_by_name(name: str) -> bool:
    """True for a category named by a noun for things, not people ('cars', 'boats'): its
    capitalised values are makes or names of things ('Volvo', 'Jaguar')."""
    from .lexical import noun_kinds

    head = name.split()[-1].lower() if name.split() else ""
    kinds = noun_kinds(head, 1) if head else frozenset()
    return bool(kinds) and "person" not in kinds and "group" not in kinds


def person_category(categories: list, positional: bool = True, introduced: str = "") -> str:
    """The category that names the people: one called 'name(s)'; then, in a row of houses, the
    nationalities, and in a puzzle about people, a category whose values all look like names
    (one capitalised word each), the one the ``introduced`` text (the setup) speaks of first
    when several do ('four customers ... a different courier'); else the first."""
    names = [c.name for c in categories]
    if introduced:
        categories = sorted(categories, key=lambda c: _first_said(c.name, introduced))
    for wanted in PERSON_CATEGORIES:
        if wanted in names:
            return wanted
    kinds = [c.name for c in categories if not c.numeric and names_people(c.name) and all(  # 'passengers', 'runners'
        isinstance(v, str) and (v[:1].isupper() or rx.fullmatch(r"[a-z]+", v)) for v in c.values)]
    for category in categories:
        if people_names(category.name):  # ('members' and their surnames: 'who' asks for the member)
            return kinds[0] if category.name.lower().split()[0] in SURNAMES and kinds else category.name
    if kinds:
        return kinds[0]
    nationality = next((c.name for c in categories if "nationalit" in c.name or _of_nations(c)), None)
    looks_named = next((c.name for c in categories if not c.numeric and "nationalit" not in c.name
                        and "countr" not in c.name and not _of_nations(c) and not _things_by_name(c.name) and all(
                            isinstance(v, str) and v[:1].isupper() and " " not in v and not v.isupper()
                            for v in c.values)), None)
    ordered = [nationality, looks_named] if positional else [looks_named, nationality]
    found = next((name for name in ordered if name), None)
    if found is not None:
        return found
    trade = next((c.name for c in categories if not c.numeric and _occupations(c.name, [str(v) for v in c.values])),
                 None)  # 'Who keeps the fish?' among a teacher, a farmer, ...: the farmer
    return trade or names[0]


SURNAMES = {"surname", "surnames", "last", "family"}
"""The first word of a category of surnames ('last name'): the people's other name."""
NAME_WORDS = {"name", "names", "surname", "surnames", "forename", "forenames"}
WHOSE_NAME = {"first", "last", "family", "given", "full", "christian", "maiden", "person's", "people's"}


def people_names(name: str) -> bool:
    """True for a category of people's own names ('name', 'surnames', 'first name'), not of a
    nickname, a ring name or a team name, which the people go by beside their names."""
    words = name.lower().split()
    return bool(words) and words[-1] in NAME_WORDS and (len(words) == 1 or words[-2] in WHOSE_NAME)


def _of_nations(category) -> bool:  # noqa: ANN001 - a model category
    """True when every value of a category is a country or a people ('Ireland', 'Norwegian')."""
    from .lexical import place_key

    return not category.numeric and all(isinstance(v, str) and place_key(v) for v in category.values)


def _first_said(name: str, text: str) -> int:
    """Where a text first says a category's name (or its plural); past the end when never."""
    found = rx.search(rf"\b{re.escape(name)}(?:e?s)?\b", text, re.IGNORECASE)
    return found.start() if found else len(text)
