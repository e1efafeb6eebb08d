"""Guesses: a word or name no form of a value matches, read as one of the values it may stand for.

A sentence the reader cannot read may name a value in words the lexicon does not hold ('The
guitarist drinks Earl Grey', 'The drummer keeps an aquarium', 'the plum-coloured house'). The one
such run of words a sentence has becomes a mention of every value it may stand for: those of the
category its verb is said with, those its definition names (an aquarium is 'for keeping live fish'),
or the colours. The reader then lets the solver judge: the answer is sure only when every value
that gives one solution gives the same answer.
"""

from __future__ import annotations

from ...model import Puzzle, Ref
from . import rx
from .lexical import (a_verb_form, defined_as_the_object_of, defined_with, inflected_verb, is_noun, mostly_noun,
                      noun_kinds, related_by_definition)
from .meaning import STRUCTURAL
from .mentions import Mention, keys, singular, values_it_stands_for
from .questions import AUXILIARY

GUESS = 0.3
"""Confidence of a value guessed for a word no form matches, from the category its verb names."""
DESCRIBED_AS_COLOUR = rx.compile(r"^[a-z]+-(?:colou?red|painted|toned|hued|tinted)$")
"""A compound adjective of colour ('plum-coloured', 'sky-painted'): some colour, whichever thing it names."""
DETERMINERS = {"a", "an", "the", "some", "his", "her", "their", "its", "our", "my", "your"}
PERSON_HEADS = {"owner", "owners", "keeper", "keepers", "lover", "lovers", "fan", "fans", "drinker", "drinkers",
                "house", "home", "one", "person"}
"""Nouns that may follow a guessed word as its head ('the plum-coloured house', 'the Earl Grey drinker')."""


def _unknown_spans(words: list, mentions: list[Mention], nouns: set[str]) -> list[tuple[int, int]]:
    """The runs of words no mention covers that may name a value in words the lexicon does not
    know: a name of capitalised words inside the sentence ('Earl Grey'), a compound adjective of
    colour, or one noun after a determiner; each ends the sentence or stands before a head noun
    such as 'house' or 'owner'."""
    covered = {k for m in mentions for k in range(m.start, m.end)}
    spans: list[tuple[int, int]] = []
    k = 1
    while k < len(words):
        word = words[k]
        if k in covered or not word.text[:1].isalpha():
            k += 1
            continue
        end = k + 1
        if word.text[:1].isupper() and word.lower not in STRUCTURAL and word.lower not in AUXILIARY:
            while end < len(words) and end not in covered and words[end].text[:1].isupper():
                end += 1
        elif not (DESCRIBED_AS_COLOUR.match(word.lower) or (
                words[k - 1].lower in DETERMINERS and word.lower.isalpha() and word.lower not in STRUCTURAL
                and word.lower not in nouns and singular(word.lower) not in nouns and is_noun(word.lower)
                and not person_noun(word.lower))):
            k += 1
            continue
        after = words[end].lower if end < len(words) else ""
        if not after or not after[:1].isalnum() or after in PERSON_HEADS or person_noun(after):
            spans.append((k, end))
        k = end
    return spans


def _of_a_kind_with(word: str, refs: list[Ref]) -> bool:
    """True when a noun's first senses are of the broad kind (animal, food, artifact...) that most
    of the values' first senses share (a bicycle is no pet where one pet, the turtle, is first a
    garment in WordNet)."""
    mine = noun_kinds(word, 2)
    kinds = [noun_kinds(str(ref.value).lower(), 1) for ref in refs if isinstance(ref.value, str)]
    common = {kind for found in kinds for kind in found if 2 * sum(kind in k for k in kinds) > len(kinds)}
    return bool(mine & common) if common else any(mine & k for k in kinds)


def _verb_before(words: list, start: int) -> str:
    """The verb right before a word and its determiner ('drinks Earl Grey', 'keeps an
    aquarium'), or ''."""
    j = start - 1
    while j >= 0 and words[j].lower in DETERMINERS:
        j -= 1
    word = words[j].lower if j >= 0 else ""
    return word if word.isalpha() and word not in FUNCTION_WORDS and (
        inflected_verb(word) or a_verb_form(word)) else ""


def _guessed_values(words: list, start: int, end: int, base: Puzzle, verbs: dict[str, set[str]],
                    coloured: set[str]) -> list[Ref]:
    """The values a word no form matches may stand for: those of the one category its verb is
    said with ('drinks'), narrowed to those its definition names ('a tank ... for keeping live
    fish') when any; else those its definition names, only those it is for when the verb says so
    ('keeps an aquarium': fish, not water); else, for a compound adjective of colour, the colours."""
    span = " ".join(w.lower for w in words[start:end])
    verb = _verb_before(words, start)
    said_with = [name for name, said in verbs.items() if verb and keys(verb) & said] if verb else []
    defined = defined_with(span) if " " not in span and span.isalpha() else frozenset()
    named = [ref for ref in base.refs() if isinstance(ref.value, str) and ref.value.lower() in defined]
    named = named or [ref for ref in base.refs() if " " not in span and span.isalpha() and isinstance(ref.value, str)
                      and ref.value.isalpha() and ref.value.islower() and related_by_definition(span, ref.value)]
    named = named or _of_which_a_kind(span, base)
    if len(said_with) == 1:
        own = [ref for ref in base.refs() if ref.category == said_with[0]]
        if [ref for ref in named if ref.category == said_with[0]]:
            return [ref for ref in named if ref.category == said_with[0]]
        if not is_noun(span) or _of_a_kind_with(span, own):  # (a word WordNet knows must be of the values' kind:
            return own  # 'owns a sailboat' names no pet)
    if named:
        used_for = defined_as_the_object_of(span, keys(verb)) if verb else frozenset()
        return [ref for ref in named if str(ref.value).lower() in used_for] or named
    if DESCRIBED_AS_COLOUR.match(span):
        return [ref for ref in base.refs() if ref.category in coloured]
    return []


def _of_which_a_kind(span: str, base: Puzzle) -> list[Ref]:
    """The values a common noun no form matches is a kind of ('soda': the soft drink; 'poodle': the
    dog), or whose own kind its definition names ('pup', the young of canines: the dog)."""
    if " " in span or not span.isalpha():
        return []
    values = [(ref, str(ref.value)) for ref in base.refs() if isinstance(ref.value, str)]
    found = values_it_stands_for(span, values)
    return [ref for ref, _ in values if ref in found]


FUNCTION_WORDS = {"is", "was", "are", "were", "and", "or", "of", "who", "that", "than", "not", "nor", "to", "in", "at",
                  "on", "with", "by", "for", "from", "one", "other", "either", "neither"}
"""Words that are never the verb of a guessed word."""


def guessed_mention(words: list, mentions: list[Mention], nouns: set[str], base: Puzzle,
                    verbs: dict[str, set[str]], coloured: set[str]) -> Mention | None:
    """The mention of every value the one unknown run of words of a sentence may stand for, or
    None when the sentence has no such run, several, or names nothing else of the puzzle."""
    spans = _unknown_spans(words, mentions, nouns)
    if len(spans) != 1 or not any(m.refs or m.positions for m in mentions):
        return None
    start, end = spans[0]
    refs = _guessed_values(words, start, end, base, verbs, coloured)
    return Mention(start, end, tuple((ref, GUESS) for ref in refs)) if refs else None


def person_noun(word: str) -> bool:
    """True for a noun that names a person ('friends', 'cousin', 'sister'): what stands before a value
    by it ('is friends with the tea drinker') relates two people, it is no verb of the value's category."""
    return word.isalpha() and mostly_noun(word) and "person" in noun_kinds(word)
