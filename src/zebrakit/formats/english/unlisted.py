"""Categories a text never lists: the people's names, found in the clues themselves.

Many puzzles declare the things people own or do, then name the people only in the clues
("Gemma was first to be served ... Jonas sat next to Gemma"). A name is a capitalised word (or a
title and a name, 'Mr Abbot') that no declared category holds, that is not a place, a month or
a weekday, and that the text writes as a name: in the middle of a sentence, or at its start
before a verb or a comma. The names become a category only when there are exactly as many as
positions; any other count is no reading at all, never a guess.
"""

from __future__ import annotations

import re

from .declarations import MONTHS, WEEKDAYS, Declared, Setup
from .mentions import words
from .segment import Unit

TITLES = {"mr", "mrs", "ms", "miss", "dr", "prof", "sir", "lady", "lord", "dame", "captain", "colonel",
          "major", "father", "sister", "aunt", "uncle", "madame", "monsieur", "herr", "frau", "señor",
          "señora", "signor", "signora", "rev", "reverend", "judge", "inspector", "sergeant", "professor"}
"""Words written before a surname as one name ('Mr Abbot', 'Dr Iqbal')."""

NOT_NAMES = {
    "the", "a", "an", "in", "on", "at", "of", "to", "for", "from", "by", "with", "there", "each",
    "every", "who", "whom", "whose", "what", "which", "where", "when", "why", "how", "can", "could",
    "neither", "either", "both", "no", "not", "nor", "if", "this", "that", "these", "those", "he",
    "she", "they", "it", "his", "her", "their", "its", "we", "you", "i", "one", "some", "all", "none",
    "exactly", "only", "nobody", "someone", "somebody", "whoever", "anyone", "everyone", "clue", "clues",
    "note", "given", "also", "then", "so", "but", "and", "or", "however", "finally", "first", "second",
    "third", "fourth", "fifth", "sixth", "last", "next", "now", "today", "yesterday", "tomorrow",
    "question", "questions", "answer", "hint", "puzzle", "house", "houses", "position", "positions",
    "seat", "room", "floor", "lane", "just", "meanwhile", "after", "before", "while", "although",
    "though", "since", "because", "as", "once", "work", "find", "determine", "figure", "use", "yes",
    "well", "oh", "said", "says", "asked", "everybody", "nothing", "someone's", "whoever's", "our",
}
"""Capitalised words at the start of a sentence that are not names."""


def unlisted_names(found: list[Unit], setup: Setup, size: int | None) -> Declared | None:
    """The category of the people's names when the text names exactly ``size`` people that no
    declared category holds, else None."""
    if not size:
        return None
    taken = {w.lower for d in setup.categories for label in d.labels for w in words(label)}
    taken |= {m.lower() for m in MONTHS} | {d.lower() for d in WEEKDAYS}
    names: dict[str, str] = {}
    for index, unit in enumerate(found):
        if index in setup.used:
            continue
        written = _names_in(unit.text)
        related = {w.lower for w in words(unit.text)} & taken or len(written) > 1 or unit.text.rstrip().endswith("?")
        for name in written if related else ():  # a name is said with something else of the puzzle
            key = name.lower()
            if any(part in taken for part in key.split()) or _place(key):
                continue
            names.setdefault(key, name)
    short = {key.split()[-1] for key in names if " " in key}
    names = {k: v for k, v in names.items() if " " in k or k not in short}  # 'Abbot' is 'Mr Abbot'
    if len(names) != size:
        return None
    return Declared("name", sorted(names.values(), key=str.lower), "name names person people who")


def _names_in(sentence: str) -> list[str]:
    """The names a sentence writes: capitalised words (with a title before them), at its start
    only before a comma or a verb."""
    found = words(sentence)
    names = []
    i = 0
    while i < len(found):
        word = found[i]
        text = re.sub(r"['\u2019]s?$", "", word.text)
        if not _capitalised(text) or text.lower() in NOT_NAMES:
            i += 1
            continue
        if text.lower().rstrip(".") in TITLES and i + 1 < len(found) and _capitalised(found[i + 1].text):
            surname = re.sub(r"['\u2019]s?$", "", found[i + 1].text)
            names.append(f"{text.rstrip('.')} {surname}")
            i += 2
            continue
        starts = i == 0 or found[i - 1].text in ('"', "\u201c", "(", ":")
        following = found[i + 1].text if i + 1 < len(found) else ""
        if not starts or following == "," or (_verb_after(following) and not _common_word(text.lower())):
            names.append(text)  # 'Coffee contains caffeine' names no one; 'Hassan chose' does
        i += 1
    return names


def _capitalised(text: str) -> bool:
    return len(text) > 1 and text[0].isupper() and text.isalpha() and not text.isupper()


def _verb_after(word: str) -> bool:
    """A word that can follow a name as its verb ('Hassan chose', 'Gemma was', 'Jonas sat')."""
    lower = word.lower()
    return lower in {"was", "is", "has", "had", "sat", "sits", "chose", "ate", "drank", "wore", "lives",
                     "lived", "owns", "owned", "keeps", "kept", "did", "does", "will", "and", "nor",
                     "or", "who", "went", "came", "stood", "bought", "paid", "made", "brought", "took",
                     "got", "ran", "won", "left", "drove", "rode", "plays", "played", "likes", "liked",
                     "loves", "loved", "reads", "read", "grows", "grew", "doesn't", "didn't", "isn't",
                     "wasn't", "never", "always", "also", "finished", "arrived", "works", "worked"} \
        or (lower.endswith("ed") and len(lower) > 4) or (lower.endswith("s") and not lower.endswith("ss")
                                                          and len(lower) > 3 and lower[0].islower())


def _common_word(word: str) -> bool:
    """A word of the language ('coffee', 'snails'), which starts a sentence as a noun, not a name."""
    from . import lexical

    return lexical._is_word(word)


def _place(key: str) -> bool:
    """True for a country, a people or a city the lexicon knows ('Kenya', 'Dane')."""
    from . import lexical

    try:
        return key in lexical._places().by_word
    except (OSError, ValueError):
        return False
