"""Categories inferred from the clues, for puzzles that never list them (the classic zebra).

Each clue is tokenized without a lexicon and its content words are sorted by the slot they
fill: 'the red house' gives a colour, 'the Englishman' a nationality, 'drinks tea' a drink,
'owns the dog' / 'the snail owner' / 'with the fox' a pet; what remains (plays chess, is a
painter, ...) forms one more category when the counts allow it. Values named only in the
questions (zebra, water) are placed too. Every inference is reported in the notes.
"""

from __future__ import annotations

import re

from ..model import Category
from .errors import EnglishError
from .lexicon import Token, plural_forms, tokenize, words_of
from .words import NATIONALITIES, nationality_forms, number_value

FAMILIES = {
    "pet": {"own", "owns", "owner", "owners", "keep", "keeps", "keeper", "rears", "rear", "with",
            "has", "have", "pet", "pets", "breeds"},
    "drink": {"drink", "drinks", "drinker", "drunk", "drank"},
    "smoke": {"smoke", "smokes", "smoker", "smoked"},
    "food": {"eat", "eats", "eater", "ate", "eaten"},
}
NAMES = {
    "color": ("color", "colour", "colors", "colours", "painted"),
    "nationality": ("nationality", "nationalities", "national", "extractions", "countries"),
    "pet": ("pet", "pets", "animal", "animals"),
    "drink": ("beverage", "beverages", "drink", "drinks"),
    "smoke": ("cigar", "cigars", "cigarette", "cigarettes", "smoke"),
    "food": ("food", "foods", "meal", "lunch"),
    "other": ("hobby", "hobbies", "occupation", "occupations", "job", "jobs", "profession",
              "professions", "sport", "sports"),
}
ANIMALS = {
    "dog", "cat", "horse", "fox", "zebra", "snail", "bird", "fish", "rabbit", "hamster", "pig",
    "cow", "goat", "sheep", "turtle", "parrot", "mouse", "snake", "lizard", "frog", "ferret",
}
COLOR_WORDS = {"walls", "wall", "paint", "door", "doors", "roof"}


def infer_categories(document, source: str) -> tuple[list[Category], dict[str, set[str]], list[str]]:
    """Categories gathered from the clue and question sentences, with notes on what was inferred."""
    groups: dict[str, list[str]] = {}
    from_questions: set[str] = set()
    for _, sentence in document.clues:
        _harvest(sentence, groups)
    for question in document.questions:
        before = {v for vs in groups.values() for v in vs}
        _harvest(re.sub(r"^(who|which of the \w+|which \w+)\s+", "The person who ", question.rstrip("?"),
                        flags=re.IGNORECASE), groups)
        from_questions |= {v for vs in groups.values() for v in vs} - before
    size = document.size
    if size is None:
        raise EnglishError(f"{source}: the categories are not listed and the number of houses is not given")
    categories = _assemble(groups, size, source, " ".join(document.intro + document.setup))
    notes = [
        "categories inferred from the clues: "
        + "; ".join(f"{c.name}: {', '.join(map(str, c.values))}" for c in categories)
    ]
    if from_questions:
        notes.append("named only in the questions: " + ", ".join(sorted(from_questions)))
    return categories, {}, notes


def _key(value: str) -> str:
    return min(plural_forms(value.lower()), key=len)


def _add(groups: dict[str, list[str]], family: str, value: str) -> None:
    value = value.strip()
    if not value:
        return
    for members in groups.values():
        if any(_key(v) == _key(value) for v in members):
            return
    groups.setdefault(family, []).append(value)


def _family(word: str) -> str | None:
    for family, verbs in FAMILIES.items():
        if word in verbs:
            return family
    return None


def _nationality(word: str, original: str) -> str | None:
    forms = nationality_forms(word)
    if len(forms) > 1:
        for row in NATIONALITIES:
            if row[0].lower() == word:
                return row[1]
        return original
    return None


def _harvest(sentence: str, groups: dict[str, list[str]]) -> None:
    text = sentence.strip().rstrip(".")
    tokens = tokenize(text, None)
    original = [text[t.start:t.end] for t in tokens]
    used: set[int] = set()
    for i, token in enumerate(tokens):
        if token.type != "WORD" or i in used:
            continue
        nationality = _nationality(token.text, original[i])
        if nationality or (i > 0 and original[i][:1].isupper()):
            _add(groups, "nationality", nationality or original[i])
            used.add(i)
    for i, token in enumerate(tokens):
        if i in used or token.type != "WORD":
            continue
        before = tokens[i - 1] if i else None
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if after is not None and after.type == "HOUSE" and before is not None and before.type == "DET":
            _add(groups, "color", token.text)
            used.add(i)
        elif after is not None and after.text in COLOR_WORDS and before is not None and before.text == "with":
            _add(groups, "color", token.text)
            used.update({i, i + 1})
    for i, token in enumerate(tokens):
        if i in used:
            continue
        family = _family(token.text)
        if token.type == "AGENT" and family:
            run = _run_before(tokens, i, used)
            if run:
                _add(groups, family, " ".join(tokens[j].text for j in run))
                used.update(run)
            used.add(i)
        elif token.type in ("WORD", "WITH", "HAS") and (token.text.endswith("s") or family) \
                and (before_is_subject(tokens, i)):
            run = _run_after(tokens, i + 1, used)
            if run:
                _add(groups, family or f"verb {token.text}", " ".join(tokens[j].text for j in run))
                used.update(run)
                used.add(i)
    for i, token in enumerate(tokens):
        if i in used or token.type != "WORD":
            continue
        if i > 0 and tokens[i - 1].type == "DET":
            family = "pet" if _key(token.text) in ANIMALS else "bare"
            _add(groups, family, token.text)
            used.add(i)


def before_is_subject(tokens: list[Token], i: int) -> bool:
    """True when the word at i follows a noun phrase or 'who' (so it is a verb)."""
    if i == 0:
        return False
    previous = tokens[i - 1]
    if tokens[i].type == "WITH":
        return True
    return previous.type in ("WORD", "AGENT", "PERSON", "WHO", "HOUSE", "ALSO", "ONE")


def _run_before(tokens: list[Token], i: int, used: set[int]) -> list[int]:
    run = []
    j = i - 1
    while j >= 0 and tokens[j].type == "WORD" and j not in used:
        run.insert(0, j)
        j -= 1
    return run


def _run_after(tokens: list[Token], i: int, used: set[int]) -> list[int]:
    j = i
    while j < len(tokens) and tokens[j].type == "DET":
        j += 1
    if j + 2 < len(tokens) and tokens[j].type == "TO" and tokens[j + 1].type == "WORD" \
            and tokens[j + 2].type == "WORD":
        j += 2
    run = []
    while j < len(tokens) and tokens[j].type == "WORD" and j not in used \
            and not (run and _family(tokens[j].text)):
        run.append(j)
        j += 1
    return run


def _assemble(groups: dict[str, list[str]], size: int, source: str, intro: str) -> list[Category]:
    complete = {k: v for k, v in groups.items() if len(v) == size and not k.startswith(("verb", "bare"))}
    rest = [v for k, vs in groups.items() if k not in complete for v in vs]
    if rest and len(rest) == size:
        complete["other"] = rest
    elif rest:
        found = "; ".join(f"{k}: {', '.join(v)}" for k, v in groups.items())
        raise EnglishError(
            f"{source}: the categories are not listed and cannot be inferred: "
            f"each needs {size} values, found {found}"
        )
    words = set(words_of(intro))
    categories = []
    for family, values in complete.items():
        name = next((w for w in NAMES.get(family, ()) if w in words), NAMES.get(family, (family,))[0])
        name = {"colour": "colour", "colors": "color", "national": "nationality", "extractions": "nationality",
                "hobbies": "hobby", "beverages": "beverage", "pets": "pet", "drinks": "drink",
                "animals": "animal", "jobs": "job", "occupations": "occupation",
                "professions": "profession", "sports": "sport", "painted": "color"}.get(name, name)
        categories.append(Category(name, tuple(values)))
    return categories


__all__ = ["infer_categories", "number_value"]
