"""English of stories and magazine prose: possessives, parentheses and pronouns that tie a
sentence's things together.

A story says 'Mr Dyer's setter' for the setter Mr Dyer owns, 'Rex, in kennel 3, ...' for a
place said in passing, 'her cabin' for the cabin of the woman just spoken of. These rules work
on a sentence's skeleton (its mentions and cue words) before the grammar of relations reads it;
each one either ties two things as one (a clue of its own) or leaves the skeleton as it was.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from ...clues import Clue, Same
from ...model import Question, Ref

from . import rx
from .mentions import Mention

if TYPE_CHECKING:
    from .meaning import Item

POSSESSIVE_MARKS = {"'s", "\u2019s", "'", "\u2019"}
"""The marks that make a name possessive ('Mr Dyer's', 'the Joneses'')."""


def _single_ref(item: Item) -> Ref | None:
    """The one value an entity item names, or None (a place, or an ambiguous word)."""
    mention = item.mention
    if item.kind != "E" or mention is None or len(mention.refs) != 1:
        return None
    return mention.refs[0][0]


def _owns(owner: Item, owned: Item, raw: list[str]) -> bool:
    """True when nothing but a possessive mark stands between two mentions ('Park's roan',
    'the Joneses' cat')."""
    assert owner.mention is not None and owned.mention is not None
    between = raw[owner.mention.end:owned.mention.start]
    if between:
        return len(between) == 1 and between[0] in POSSESSIVE_MARKS
    last = raw[owner.mention.end - 1]
    return last.endswith(("'s", "\u2019s")) and len(last) > 2


def possessed(items: list[Item], raw: list[str]) -> tuple[list[Item], list[Clue]]:
    """'Mr Dyer's setter was left of the boxer': a value owned by a value of another kind
    ('A's B', nothing but the possessive mark between them) is one thing with it; the sentence
    goes on about B, and A and B are the same. Returns the skeleton without the owners, and the
    clues that tie each owner to what it owns."""
    kept: list[Item] = []
    tied: list[Clue] = []
    index = 0
    while index < len(items):
        owner, owned = items[index], items[index + 1] if index + 1 < len(items) else None
        a, b = _single_ref(owner), _single_ref(owned) if owned is not None else None
        if owned is not None and a is not None and b is not None and a.category != b.category \
                and owner.mention is not None and owned.mention is not None \
                and _owns(owner, owned, raw):
            tied.append(Same(a, b))
            kept.append(owned)
            index += 2
            continue
        kept.append(owner)
        index += 1
    return kept, tied


OBJECT_PRONOUNS = {"him", "her", "it", "them"}
OWNING_PRONOUNS = {"his", "her", "its", "their"}
RELATION_KINDS = {"NEXT", "LEFT", "RIGHT"}
BETWEEN_WORDS = {"to", "of", "from", "the", "left", "right", "side", "hand"}


def _said_to_a_pronoun(item: Item, raw: list[str]) -> int | None:
    """The index of the object pronoun a relation word is said to ('beside him'), or None."""
    k = item.at + 1
    while k < len(raw) and raw[k] in BETWEEN_WORDS:
        k += 1
    if k < len(raw) and raw[k] in OBJECT_PRONOUNS and not (k + 1 < len(raw) and raw[k + 1].isalpha()):
        return k
    return None


def beside_its_own(items: list[Item], raw: list[str]) -> list[Item]:
    """'..., and his owner, Miss Frost, sat on a stool beside him': the one who belongs to a
    thing ('his owner') is where that thing is, so 'beside him' says where she sat, not where she
    is in the row. A relation said to an object pronoun, in a clause whose subject was named
    by a possessive pronoun and a noun ('his owner, X') as a thing of another kind than the
    sentence's first, is dropped; the rest is read."""
    for index, item in enumerate(items):
        if item.kind not in RELATION_KINDS or _said_to_a_pronoun(item, raw) is None:
            continue
        owning = [k for k in range(item.at) if raw[k] in OWNING_PRONOUNS and k + 1 < item.at
                  and raw[k + 1].isalpha() and raw[k + 1] not in OBJECT_PRONOUNS]
        named = [other for other in items if other.kind == "E" and owning and owning[-1] < other.at < item.at]
        first = _single_ref(items[0]) if items else None
        said = _single_ref(named[0]) if named else None
        if first is None or said is None or first.category == said.category:
            continue  # ('Bob is in cabin 2, and his friend Cy sat beside him': two people, side by side)
        if any(other.kind == "E" and other.at > item.at for other in items):
            continue
        start = index
        while start > 0 and items[start - 1].kind in ("IMM", "SOME"):
            start -= 1
        return items[:start] + [other for other in items[index + 1:] if other.kind != "N"]
    return items


ASIDE_OPENERS = {"in", "on", "at", "from", "with", "inside", "behind", "under", "beside", "next", "immediately", "just",
                 "directly", "two", "three", "one"}
"""Words that open a place said in passing between commas ('Rex, in kennel 3, ...')."""


def aside(items: list[Item], raw: list[str]) -> tuple[list[Item], list[Item], range] | None:
    """'The poodle, on pitch 3, chased the whippet next door': a phrase between two commas right
    after the sentence's first thing, opening with a preposition and naming one more thing, is
    said of that first thing in passing. Returns the sentence without it and the phrase with the
    first thing as its subject, and where the phrase is (its commas included); or None when the
    sentence has no such phrase."""
    if len(items) < 5 or items[0].kind != "E" or items[1].kind != "COMMA" or items[1].word != ",":
        return None
    if raw[items[1].at + 1:items[1].at + 2] and raw[items[1].at + 1] not in ASIDE_OPENERS:
        return None
    close = next((k for k in range(2, len(items)) if items[k].kind == "COMMA"), None)
    if close is None or items[close].word != "," or close + 1 >= len(items):
        return None
    inner = items[2:close]
    if sum(1 for item in inner if item.kind == "E") != 1 or any(
            item.kind in ("AND", "OR", "EITHER", "NEITHER", "NOR") for item in inner):
        return None
    if raw[items[1].at + 1] == "with":  # 'The Seagull, with her black hull, ...': a thing it has, of another kind
        held = next(item for item in inner if item.kind == "E")
        first, second = _single_ref(items[0]), _single_ref(held)
        if first is None or second is None or first.category == second.category:
            return None
    return [items[0], *items[close + 1:]], [items[0], *inner], range(items[1].at, items[close].at + 1)


def _clause_around(items: list[Item], index: int) -> tuple[int, int]:
    """The items of the clause that holds item ``index``: from after the ', and' or ';' before it
    to the ', and' or ';' after it."""
    def joins(k: int) -> bool:
        return items[k].kind == "COMMA" and (items[k].word == ";"
                                             or (k + 1 < len(items) and items[k + 1].kind == "AND"))

    begin = next((k + 1 for k in range(index - 1, -1, -1) if joins(k)), 0)
    end = next((k for k in range(index + 1, len(items)) if joins(k)), len(items))
    return begin, end


HOLDING = {"has", "have", "had", "having"}
"""Verbs by which a subject holds the other thing at its own side ('have the Bishops on their left')."""


def own_side(items: list[Item], raw: list[str]) -> list[Item] | None:
    """'The Dixons have the collie's family as their neighbours on their left': a side said with a
    possessive pronoun ('on their left') is the side of the one who holds the other thing there,
    so the other thing is to that side of the subject (the relation is turned round). Returns the
    skeleton with its side word turned, the skeleton as it was when no one holds the other ('Elif's
    neighbour on her left', 'next to the stall, on its left'), or None when the held thing's
    clause says a second side: which of them is turned stays unknown."""
    sides = [k for k, item in enumerate(items) if item.kind in ("LEFT", "RIGHT") and item.word in ("left", "right")]
    owned = [k for k in sides if items[k].at >= 2 and raw[items[k].at] == items[k].word  # (not turned before)
             and raw[items[k].at - 1] in OWNING_PRONOUNS
             and raw[items[k].at - 2] in ("on", "to", "at")]
    if not owned:
        return items
    begin, end = _clause_around(items, owned[0])
    entities = [k for k in range(begin, end) if items[k].kind == "E"]
    if len(owned) != 1 or len(entities) != 2:
        return items
    first, second = (items[k].mention for k in entities)
    assert first is not None and second is not None
    if not HOLDING & set(raw[first.end:second.start]):
        return items  # 'Elif's neighbour on her left', 'next to the stall, on its left': said as usual
    if sum(1 for k in sides if begin <= k < end) != 1:
        return None
    side = items[owned[0]]
    turned = replace(side, kind="RIGHT" if side.kind == "LEFT" else "LEFT",
                     word="right" if side.word == "left" else "left")
    return [turned if k == owned[0] else item for k, item in enumerate(items)]


POSSESSIVE_ENDINGS = ("'s", "\u2019s", "s'", "s\u2019")


def side_of_a_named_one(items: list[Item], raw: list[str]) -> list[Item]:
    """'X lives next door to the rower, on the rower's right': a side said after a comma of a thing
    the clause already named is the side of that thing, as 'on the right' is; the second mention
    of it is dropped. A possessive of a thing not named before is left alone."""
    for k in range(2, len(items) - 1):
        item, side = items[k], items[k + 1]
        if item.kind != "E" or item.mention is None or side.kind not in ("LEFT", "RIGHT") \
                or side.word not in ("left", "right") or items[k - 1].kind != "COMMA":
            continue
        said = raw[item.mention.start:side.at]
        if len(said) > item.mention.end - item.mention.start + 1 or not said[-1].endswith(POSSESSIVE_ENDINGS):
            continue  # ('the rower's', 'the dog owner's', not 'the dog owner, seen from the left')
        earlier = [{ref for ref, _ in e.mention.refs} for e in items[:k] if e.kind == "E" and e.mention is not None]
        if {ref for ref, _ in item.mention.refs} in earlier:
            return items[:k] + items[k + 1:]
    return items


def end_named_by_number(items: list[Item], size: int) -> list[Item]:
    """'Kofi lives in the house at the far end, number 3': an end of the row followed, after a
    comma, by the number of an end place says that place; the end word is dropped (or the
    number, when the text already made 'the far end' that place). A number that is no end ('at
    the far end, number 2') leaves the sentence as it was."""
    for k in range(1, len(items) - 1):
        before, place = items[k - 1], items[k + 1]
        if items[k].kind != "COMMA" or place.kind != "E" or place.mention is None or place.mention.refs \
                or len(place.mention.positions) != 1:
            continue
        if before.kind == "END" and place.mention.positions <= {1, size}:
            return items[:k - 1] + items[k + 1:]
        if before.kind == "E" and before.mention is not None and not before.mention.refs \
                and before.mention.positions == place.mention.positions:
            return items[:k] + items[k + 2:]  # 'at the far end, number 4' where 'the far end' is a place
    return items


RELATIVE_WORDS = {"who", "whose", "which", "whom"}
PLACING_KINDS = {"E", "END", "N", "BETWEEN", "SPAN", "ORDER", "OPPOSITE", "ONE"}
"""Items that let a clause place its subject without naming a second thing ('who is at one end',
'which is two berths along')."""


def without_idle_relative(items: list[Item], raw: list[str]) -> tuple[list[Item], list[str]]:
    """'The white hull belonged to the Osprey, whose owner had never sailed further than the
    Scillies': a relative clause after a comma that names nothing of the puzzle and no end, count
    or place of the row says nothing the puzzle can use (its 'further than' is said of a thing
    the puzzle does not name); the sentence is read without it, its words too ('Ravi, who swims
    every morning before work, ...' compares nothing). It runs to the next comma or to the end."""
    for index, item in enumerate(items):
        if item.kind != "COMMA" or item.word != "," or index == 0 \
                or raw[item.at + 1:item.at + 2] not in [[w] for w in RELATIVE_WORDS]:
            continue
        close = next((k for k in range(index + 1, len(items)) if items[k].kind == "COMMA"), len(items))
        inner = items[index + 1:close]
        if any(i.kind in PLACING_KINDS for i in inner) or not any(i.kind == "E" for i in items[:index]):
            continue
        end = items[close].at if close < len(items) else len(raw)
        said = raw[:item.at] + [","] * (end - item.at) + raw[end:]
        return ([*items[:index], *items[close + 1:]] if close < len(items) else items[:index]), said
    return items, raw


TIME_UNITS = {"day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours", "night", "nights",
              "morning", "mornings", "evening", "evenings", "minute", "minutes", "afternoon", "afternoons"}
"""Units of time a fronted phrase counts in ('The day after the jigsaw, ...')."""


def fronted_time(items: list[Item], raw: list[str]) -> tuple[list[Item], list[str], list[Item]] | None:
    """'The day after the jigsaw, someone turned up with flowers, and we planted them in the
    garden': a phrase of time put in front of the sentence ('the day after X', 'two weeks before
    X') places every thing the rest of the sentence names, when the rest says no relation of its
    own. Returns the phrase said of the rest's first thing as a sentence of its own (its items
    and words: 'flowers was the day after the jigsaw'), and the rest's things, all at one place;
    or None when the sentence does not open so."""
    if len(raw) < 4 or (raw[0] not in ("the", "a", "one") and not raw[0].isdigit() and raw[0] not in NUMBER_WORDS):
        return None
    if raw[1] not in TIME_UNITS or raw[2] not in ("after", "before", "later", "earlier"):
        return None
    comma = next((k for k, item in enumerate(items) if item.kind == "COMMA"), None)
    if comma is None:
        return None
    phrase, rest = items[:comma], [item for item in items[comma + 1:] if item.kind not in ("COMMA", "AND")]
    anchors = [item for item in phrase if item.kind == "E"]
    if len(anchors) != 1 or any(item.kind not in ("E", "N", "LEFT", "RIGHT", "IMM") for item in phrase):
        return None
    if not rest or any(item.kind != "E" for item in rest) or any(item.word == "but" for item in items):
        return None  # ('..., but ...': the rest may set something against the phrase)
    first = rest[0]
    assert first.mention is not None
    head = raw[first.mention.end - 1]
    said = [replace(first, at=0, mention=replace(first.mention, start=0, end=1))]
    for item in phrase:
        mention = item.mention
        said.append(replace(item, at=item.at + 2, mention=None if mention is None else replace(
            mention, start=mention.start + 2, end=mention.end + 2)))
    words = [head, "was", *raw[:items[comma].at]]
    return said, words, rest


NUMBER_WORDS = {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}


OPENING_VERBS = {"opens", "opened", "open", "starts", "started", "start", "begins", "began", "begin"}
CLOSING_VERBS = {"closes", "closed", "close", "ends", "ended", "end", "finishes", "finished", "finish"}


def _a_stretch_of_time(noun: str) -> bool:
    """True when a noun names a stretch of time in its first sense ('the morning', 'the week')."""
    from .lexical import noun_kinds

    return noun.isalpha() and noun_kinds(noun, senses=1) == frozenset({"time"})


def opening_and_closing(items: list[Item], raw: list[str], size: int) -> list[Item]:
    """'Hugo always opens the morning', 'The week began with Gus', 'Dot closed the evening': in a
    puzzle whose places are a time order, the one who opens (begins, starts) a stretch of time is
    at the first place, and the one who closes (ends, finishes) it at the last. The verb becomes
    a mention of that place; the skeleton is unchanged when no such verb is said."""
    taken = {k for item in items if item.mention is not None for k in range(item.mention.start, item.mention.end)}
    for k, word in enumerate(raw):
        if k in taken or word not in OPENING_VERBS | CLOSING_VERBS:
            continue
        place = 1 if word in OPENING_VERBS else size
        after = raw[k + 1:k + 3]
        said_by = len(after) == 2 and after[0] in ("the", "our", "their", "his", "her") \
            and _a_stretch_of_time(after[1]) and any(i.kind == "E" and i.at < k for i in items)
        said_with = k >= 2 and raw[k - 2] == "the" and _a_stretch_of_time(raw[k - 1]) and after[:1] == ["with"] \
            and any(i.kind == "E" and i.at > k for i in items)
        if not (said_by or said_with):
            continue
        from .meaning import Item as Made

        marked = Made("E", Mention(k, k + 1, positions=frozenset({place})), at=k)
        return sorted([*(i for i in items if i.at != k), marked], key=lambda i: i.at)  # ('ends': no END cue)
    return items


AGENT_ENDINGS = ("er", "ers", "or", "ors", "ist", "ists")
SURELY = 0.85
"""A mention at least this sure teaches the verb before it."""


def taught_by_verbs(sentences: list, cues: dict[str, set[str]] | None = None) -> dict[str, set[Ref]]:
    """For each verb written right before a surely named value ('Suki bakes the bread'), the
    values it was said of, by the verb's keys ('bake': the bread). A verb the setup says of the
    whole category ('each of them writes in a different genre') teaches nothing of one value."""
    from .meaning import LINKS
    from .mentions import keys

    framed = {category: {k for w in words for k in keys(w)} for category, words in (cues or {}).items()}

    taught: dict[str, set[Ref]] = {}
    for _, _, words, mentions in sentences:
        for mention in mentions:
            refs = {ref for ref, score in mention.refs if score >= SURELY}
            if len(refs) != 1 or len(mention.refs) != 1:
                continue
            j = mention.start - 1
            while j >= 0 and words[j].lower in ("the", "a", "an", "some", "her", "his", "their", "its"):
                j -= 1
            verb = words[j].lower if j >= 0 else ""
            if any(keys(verb) & framed.get(ref.category, set()) for ref in refs):
                continue  # ('one writes romance' where each writes in a genre: 'the writer' is anyone)
            if verb.isalpha() and verb.endswith("s") and len(verb) > 3 and verb not in LINKS:  # 'bakes', 'grows'
                for key in keys(verb):
                    taught.setdefault(key, set()).update(refs)
    return taught


def with_agents(words: list, mentions: list[Mention], taught: dict[str, set[Ref]]) -> list[Mention]:
    """The mentions, and 'the baker' as a mention of the bread when the text said of one value
    alone that someone bakes it ('the former bakes the bread'): an agent noun whose verb the text
    said before exactly one value names that value, where no mention covers it already. Verbs
    and nouns that only link ('owns', 'the owner') name nothing so."""
    from .meaning import LINKS
    from .mentions import keys

    taken = {k for m in mentions for k in range(m.start, m.end)}
    added = []
    for k, word in enumerate(words):
        lower = word.lower
        if k in taken or not lower.isalpha() or not lower.endswith(AGENT_ENDINGS) or k == 0 or lower in LINKS \
                or words[k - 1].lower not in ("the", "a", "an", "our", "their"):
            continue
        found = {ref for key in keys(lower) - {lower} for ref in taught.get(key, set())}
        if len(found) == 1:
            added.append(Mention(k, k + 1, ((found.pop(), 0.9),)))
    return sorted([*mentions, *added], key=lambda m: m.start) if added else mentions


def first_of_a_stretch(items: list[Item], raw: list[str], size: int) -> list[Item]:
    """'Music is never the first show of the day', 'the last act of the evening': in a puzzle
    whose places are a time order, the first (second, ..., last) thing of a stretch of time is
    that place; the noun after the ordinal ('show') is no value of its own here."""
    from .meaning import Item as Made
    from ...english.words import ordinal_value

    for k in range(len(raw) - 4):
        place = size if raw[k] in ("last", "final") else ordinal_value(raw[k])
        if not place or place > size or raw[k + 2:k + 4] != ["of", "the"] or not _a_stretch_of_time(raw[k + 4]):
            continue
        if any(item.kind == "E" and item.at == k for item in items):
            continue
        covered = [item for item in items if k <= item.at <= k + 1 or (
            item.mention is not None and item.mention.start <= k + 1 < item.mention.end)]
        if any(item.kind == "E" and item.mention is not None and item.mention.refs
               and max(score for _, score in item.mention.refs) >= 0.85 for item in covered):
            continue  # ('the first jazz fan of the day': a value said after the ordinal)
        marked = Made("E", Mention(k, k + 2, positions=frozenset({place})), at=k)
        return sorted([*(item for item in items if item not in covered), marked], key=lambda i: i.at)
    return items


def end_of_a_stretch(items: list[Item], raw: list[str]) -> list[Item]:
    """'to celebrate the end of the bridge season', 'at the end of the day': where the puzzle's
    places are no time order, the end of a stretch of time is no end of the row; the word is
    dropped from the skeleton."""
    return [item for item in items if not (
        item.kind == "END" and raw[item.at + 1:item.at + 3] == ["of", "the"]
        and any(_a_stretch_of_time(noun) for noun in raw[item.at + 3:item.at + 5]))]  # ('the bridge season')


PLAIN_ADVERBS = {"now", "today", "then", "there", "nowadays", "these", "days", "exactly", "favourite", "favorite",
                 "preferred", "usual", "chosen", "own", "pet", "particular"}
"""Words a question about one person may add without naming anything ('what Jack does now', 'what is
Wendell's favourite opening?')."""


def asked_by_elimination(part: str, words: list, mentions: list[Mention], labels: dict[str, list[str]],
                         numeric: list[str], cues: dict[str, set[str]]) -> Question | None:
    """'What did Arthur eat?', 'what Jack does now': a question of 'what' about one person that
    names no category (its verb is known to none) asks for the one category that is left when
    the person's own category and the categories of numbers (asked by 'how old', 'when', 'how
    much') are set aside; None when no single category is left, or the question says more."""
    from .mentions import keys
    from .questions import AUXILIARY, EMBEDDED, QUESTION_START

    inner = EMBEDDED.sub("", QUESTION_START.sub("", part.strip()))
    if not rx.match(r"^(?:and\s+)?what\b", inner, re.IGNORECASE):
        return None
    values = [m for m in mentions if m.refs]
    if len(values) != 1 or len(values[0].refs) != 1 or any(m.positions for m in mentions):
        return None
    subject = values[0].refs[0][0]
    taken = {k for m in mentions for k in range(m.start, m.end)}
    opening = next((k for k, w in enumerate(words) if w.lower == "what"), None)  # (the inner question opens so)
    if opening is None or any(m.start < opening for m in values):
        return None
    rest = [w.lower for k, w in enumerate(words) if k > opening and k not in taken and w.lower.isalpha()
            and not w.text[:1].isupper()]  # ('what did Grandma give them?': Grandma is of the story)
    content = [w for w in rest if w not in AUXILIARY and w not in PLAIN_ADVERBS]
    left = [name for name, values_of in labels.items() if name != subject.category and name not in numeric
            and not any(any(c.isdigit() for c in value) for value in values_of)]
    if len(content) > 1 or any(keys(w) & said for w in content for name, said in cues.items()
                               if name != subject.category and name not in numeric and name not in left):
        return None  # (a verb of the person's own category or of the numbers asks nothing else: 'sold')
    if any(k > opening and words[k - 1].lower == "the" and words[k].lower in content for k in range(1, len(words))):
        return None  # 'What is the zodiac of ...?' names what it asks, and no category is it
    return Question(left[0], subject, part) if len(left) == 1 else None
