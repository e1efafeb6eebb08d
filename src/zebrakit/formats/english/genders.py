"""What a title or a 'was a man' says of a person's first name.

People puzzles of the American puzzle-book kind list first names and surnames as two categories and
then write 'Mrs. Ford' or 'The 4:00 p.m. patient was a man': the row of that surname (or of that
time) holds a woman's (or a man's) first name. Which first names are women's and which men's comes
from the ``gender_guesser`` name lists when they are installed; a name they do not know either way
('Jo', 'Kwame') stays possible for both, so the clue never rules out a row it cannot judge.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...clues import Clue, Either, Same
from ...model import Puzzle, Ref
from . import rx
from .mentions import Mention, Word

TITLE_GENDERS = {"mr": "male", "mrs": "female", "ms": "female", "miss": "female", "mister": "male",
                 "madam": "female", "madame": "female"}
"""Titles that say whether a person is a man or a woman."""
SAID_TO_BE = rx.compile(r"\b(?:is|was)\s+(?:a|the\s+only)\s+(?P<noun>man|woman|lady|gentleman|boy|girl)\b",
                        re.IGNORECASE)
"""'The 4:00 p.m. patient was a man': what someone is."""
NOUN_GENDERS = {"man": "male", "gentleman": "male", "boy": "male", "woman": "female", "lady": "female",
                "girl": "female", "men": "male", "boys": "male", "lads": "male", "women": "female", "ladies": "female",
                "girls": "female"}
ONE_OF_THEM = rx.compile(r"\b(?P<neither>neither|one)\s+of\s+the\s+(?P<noun>women|ladies|girls|men|boys|lads)\b",
                         re.IGNORECASE)
"""'The navy coat belongs to one of the women', 'Neither of the women owns the labrador'."""
THE_ONLY = rx.compile(r"(?P<names>[A-Z][a-z]+(?:(?:\s*,\s*[A-Z][a-z]+)*\s+and\s+[A-Z][a-z]+)?)\s+(?:are|is)\s+the\s+"
                      r"only\s+(?P<noun>women|woman|ladies|lady|girls|girl|men|man|boys|boy|lads)\b")
"""'Kofi and Rhys are the only boys': their gender, and the others' the other one."""
GROUP_NAMED = rx.compile(r"\b(?:two|three|four|five|[2-5])\s+(?P<noun>women|ladies|girls|men|boys|lads)\s*[,(:]\s*"
                         r"(?:namely\s+)?(?P<names>[A-Z][a-z]+(?:\s*,\s*[A-Z][a-z]+)*,?\s+and\s+[A-Z][a-z]+)\b")
"""'two girls, Ellie and Grace, and two boys, Finn and Harry': the genders of the names said."""
OTHER = {"male": "female", "female": "male"}
GENDER_CUE = rx.compile(r"\b(?:Mr|Mrs|Ms|Miss|Mister|Madam|Madame)\b|\b(?:a|the\s+only|the)\s+"
                        r"(?:man|woman|lady|gentleman|boy|girl|men|women|ladies|boys|girls|lads)\b", re.IGNORECASE)
"""A sentence that may say whose first name a row holds."""


@lru_cache(maxsize=1)
def _detector():  # noqa: ANN202 - a gender_guesser Detector, or None
    """The name lists, or None when ``gender_guesser`` is not installed."""
    try:
        from gender_guesser.detector import Detector
    except ImportError:
        return None
    return Detector(case_sensitive=False)


@lru_cache(maxsize=4096)
def gender_of(name: str) -> str | None:
    """'female' or 'male' for a first name the lists know as one (or mostly one); else None."""
    detector = _detector()
    if detector is None or not name.isalpha():
        return None
    found = detector.get_gender(name)
    return {"female": "female", "mostly_female": "female", "male": "male", "mostly_male": "male"}.get(found)


def first_names(puzzle: Puzzle, stated: dict[str, str] | None = None) -> str | None:
    """The one category of first names: capitalised single words, most of which the lists know, or
    whose genders the text states."""
    found = [c.name for c in puzzle.categories if not c.numeric and len(c.values) >= 2
             and all(isinstance(v, str) and v.isalpha() and v[:1].isupper() for v in c.values)
             and sum(_gender(str(v), stated or {}) is not None if _holds_a_stated_name(c.values, stated or {})
                     else gender_of(str(v)) is not None for v in c.values) * 4 >= len(c.values) * 3]
    return found[0] if len(found) == 1 else None


def _holds_a_stated_name(values: tuple, stated: dict[str, str]) -> bool:
    """True when the text states the gender of one of these values by name (so the others are of the
    gender 'the only women' leaves them), not only of every other word."""
    return any(str(v) in stated for v in values)


def _gender(name: str, stated: dict[str, str]) -> str | None:
    """A name's gender as the text states it, else as the name lists know it."""
    if stated:
        return stated.get(name, stated.get("*"))
    return gender_of(name)


def genders_said_outright(texts: list[str]) -> dict[str, str]:
    """The genders a text gives names outright ('Kofi and Rhys are the only boys': Kofi and Rhys male,
    and every other name said in that text's lists female, as 'only' says)."""
    stated: dict[str, str] = {}
    for text in texts:
        for match in THE_ONLY.finditer(text):
            gender = NOUN_GENDERS[match.group("noun").lower()]
            for name in rx.findall(r"[A-Z][a-z]+", match.group("names")):
                stated[name] = gender
            stated["*"] = OTHER[gender]  # (every name not listed)
        for match in GROUP_NAMED.finditer(text):
            gender = NOUN_GENDERS[match.group("noun").lower()]
            for name in rx.findall(r"[A-Z][a-z]+", match.group("names")):
                stated.setdefault(name, gender)
    return stated


def gender_clues(puzzle: Puzzle, sentences: list, stated: dict[str, str] | None = None) -> list[tuple[Clue, str]]:
    """A clue for each value a title or 'was a man' says the gender of ('Mrs. Ford': Ford's row holds
    one of the first names not known as a man's), once per value, with the sentence that said it."""
    stated = stated or {}
    if not any(GENDER_CUE.search(unit.text) for _, unit, _, _ in sentences):
        return []  # (no title nor word of gender: the name lists are never loaded)
    names = first_names(puzzle, stated)
    if names is None:
        return []
    out: list[tuple[Clue, str]] = []
    said: set[Ref] = set()
    for _, unit, words, mentions in sentences:
        for ref, gender in _genders_said(words, mentions, unit.text, names):
            clue = _of_gender(puzzle, names, ref, gender, stated)
            if clue is not None and ref not in said:
                said.add(ref)
                out.append((clue, unit.text))
    return out


def _genders_said(words: list[Word], mentions: list[Mention], text: str, names: str) -> list[tuple[Ref, str]]:
    """The values of one sentence and the gender it gives them: by a title right before ('Mr. Lund'),
    or, for the sentence's one value, by 'was a man'."""
    found = []
    for mention in mentions:
        refs = {ref for ref, _ in mention.refs}
        if len(refs) != 1 or mention.start == 0:
            continue
        ref = next(iter(refs))
        title = words[mention.start - 1].lower.rstrip(".")
        if title in TITLE_GENDERS and ref.category != names:
            found.append((ref, TITLE_GENDERS[title]))
        noun = _a_person_of_gender_before(words, mention.start)
        if noun is not None and ref.category != names:
            found.append((ref, NOUN_GENDERS[noun]))
    plain = [m for m in mentions if len({r for r, _ in m.refs}) == 1]
    said = SAID_TO_BE.search(text)
    denied = re.search(r"\b(?:not|n't|never)\b", text, re.IGNORECASE)
    if said and len(plain) == 1 and not denied:
        found.append((plain[0].refs[0][0], NOUN_GENDERS[said.group("noun").lower()]))
    one = ONE_OF_THEM.search(text)
    if one and len(plain) == 1 and not denied and not said:  # 'The navy coat belongs to one of the women'
        gender = NOUN_GENDERS[one.group("noun").lower()]
        found.append((plain[0].refs[0][0], OTHER[gender] if one.group("neither").lower() == "neither" else gender))
    return found


def _a_person_of_gender_before(words: list[Word], start: int) -> str | None:
    """The gender noun of 'the woman from Leeds', 'the man with the kite' right before a value."""
    if start < 3 or words[start - 1].lower not in ("from", "with", "in", "at", "on"):
        return None
    noun, article = words[start - 2].lower, words[start - 3].lower
    singular = noun in NOUN_GENDERS and not noun.endswith(("men", "s"))
    return noun if singular and article in ("the", "a") else None


def _of_gender(puzzle: Puzzle, names: str, ref: Ref, gender: str, stated: dict[str, str]) -> Clue | None:
    """'The row of this value holds a first name of this gender': the names not known as the other
    gender; None when that rules nothing out, or the value is itself a first name."""
    if ref.category == names:
        return None
    allowed = [v for v in puzzle.category(names).values if _gender(str(v), stated) in (gender, None)]
    if not allowed or len(allowed) == len(puzzle.category(names).values):
        return None
    options = tuple(Same(ref, Ref(names, v)) for v in allowed)
    return options[0] if len(options) == 1 else Either(options)
