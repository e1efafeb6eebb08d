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
    run: list[int] = []
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
    run: list[int] = []
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


# =========================================================================== reshuffles
RESHUFFLE_MARKS = {"SWAP", "REPLACE", "VACATE", "SUCCESSOR", "PREDECESSOR", "BECOME", "GIVE"}
FOLLOWS_A_NAME = {"WILL", "POSS", "BE", "HAS", "DO", "NOT", "MOVE", "REPLACE", "TAKE", "BECOME",
                  "SWAP", "KEEP", "WANT", "HOLD", "AND", "OR"}
PRECEDES_A_NAME = {"REPLACE", "WITH", "FROM", "BY", "AND", "OR", "THAN"}
POST_MARKS = {"BECOME", "NEW", "CURRENT"}
POST_WORDS = {"WORD", "HOUSE", "AGENT"}


def is_reshuffle(sentences: list[str]) -> bool:
    """True when at least two sentences speak of moving between posts (replace, become, vacate...)."""
    count = 0
    for sentence in sentences:
        kinds = {t.type for t in tokenize(sentence, None, moves=True)}
        if kinds & RESHUFFLE_MARKS or (kinds & {"MOVE", "TAKE", "KEEP"} and "POST" in kinds):
            count += 1
    return count >= 2


def infer_reshuffle(sentences: list[str], source: str) -> tuple[list[Category], str, list[str]]:
    """People and posts of a reshuffle: (categories axis/current/new, the axis name, notes).

    People are capitalised names used as someone who acts ('Anerdine will', 'Eejit's job'),
    in alphabetical order (the text gives them none);
    posts are what people become or are now ('become chancellor', 'the new home secretary').
    A word shared by every post of several words ('secretary') is left out of the labels.
    """
    tokenized = [(s, tokenize(s.strip().rstrip(".!?"), None, moves=True)) for s in sentences]
    posts: list[str] = []
    for _, tokens in tokenized:
        for phrase in _post_phrases(tokens):
            if phrase not in posts:
                posts.append(phrase)
    people: list[str] = []
    for sentence, tokens in tokenized:
        for name in _names(sentence.strip().rstrip(".!?"), tokens):
            if name not in people and name.lower() not in posts:
                people.append(name)
    if not people or len(people) != len(posts):
        raise EnglishError(
            f"{source}: a reshuffle needs as many people as posts; found {len(people)} people "
            f"({', '.join(people) or 'none'}) and {len(posts)} posts ({', '.join(posts) or 'none'}). "
            "List them in lines such as 'Ministers: Ann, Bob' and 'Posts: chancellor, home secretary'"
        )
    people.sort(key=str.casefold)
    stated = _stated_count(tokenized)
    if stated and stated != len(people):
        raise EnglishError(
            f"{source}: the text speaks of {stated} people but names {len(people)} "
            f"({', '.join(people)}) and {len(posts)} posts ({', '.join(posts)}); "
            "name each one in a clue, or list them in lines such as 'Ministers: Ann, Bob' "
            "and 'Posts: chancellor, home secretary'"
        )
    labels, head = _short_labels(posts)
    axis = _people_noun(tokenized, len(people)) or "person"
    categories = [Category(axis, tuple(people)), Category("current", tuple(labels)),
                  Category("new", tuple(labels))]
    notes = [
        f"read as a reshuffle: {', '.join(people)} (the {axis} axis) each hold one post ('current') and "
        f"move to one ('new'); posts inferred from the clues: {', '.join(labels)}"
    ]
    if head:
        notes.append(f"'{head}' left out of the post names: "
                     + ", ".join(f"'{label}' for '{post}'" for label, post in zip(labels, posts)
                                 if label != post))
    return categories, axis, notes


def reshuffle_categories(categories: list[Category]) -> tuple[list[Category], str | None, list[str]]:
    """Listed people and posts of a reshuffle: the posts become 'current' and 'new', the people the axis.

    With three listed categories, two of them over the same labels, the third is the axis.
    """
    from ..model import Puzzle
    from .lexicon import move_pair

    if len(categories) == 2 and move_pair(Puzzle(categories=tuple(categories))):
        return categories, categories[0].name, []  # people, and the people each gives to
    if len(categories) == 2:
        people, posts = categories
        if all(str(v)[:1].islower() for v in people.values) and not all(str(v)[:1].islower() for v in posts.values):
            people, posts = posts, people
        split = [people, Category("current", posts.values), Category("new", posts.values)]
        note = (f"read as a reshuffle: the {people.name} each hold one of the {posts.name} ('current') "
                "and move to one ('new')")
        return split, people.name, [note]
    if len(categories) == 3:
        pair = move_pair(Puzzle(categories=tuple(categories)))
        if pair:
            axis = next(c.name for c in categories if c.name not in pair)
            return categories, axis, []
    return categories, None, []


def _post_phrases(tokens: list[Token]) -> list[str]:
    """The posts named after 'become', 'new', 'current' (and 'take over as')."""
    phrases = []
    for i, token in enumerate(tokens):
        marker = token.type in POST_MARKS or (
            token.type == "AS" and i > 0 and tokens[i - 1].type == "OVER")
        if not marker:
            continue
        j = i + 1
        while j < len(tokens) and tokens[j].type in ("DET", "NEW", "CURRENT"):
            j += 1
        run: list[str] = []
        while j < len(tokens) and tokens[j].type in POST_WORDS and len(run) < 3:
            run.append(tokens[j].text.lower())
            j += 1
        if run and (j >= len(tokens) or tokens[j].type not in POST_WORDS):
            phrases.append(" ".join(run))
    return phrases


def _names(text: str, tokens: list[Token]) -> list[str]:
    """Capitalised words used as someone who acts or is acted on."""
    names = []
    for i, token in enumerate(tokens):
        original = text[token.start:token.end]
        if token.type != "WORD" or not original[:1].isupper() or (len(original) > 1 and original.isupper()):
            continue
        after = tokens[i + 1].type if i + 1 < len(tokens) else ""
        before = tokens[i - 1].type if i else ""
        if after in FOLLOWS_A_NAME or (before in PRECEDES_A_NAME and i > 1):
            names.append(original)
    return names


def _short_labels(posts: list[str]) -> tuple[list[str], str]:
    """Posts without the last word every post of several words shares ('home secretary' -> 'home')."""
    long = [p.split() for p in posts if len(p.split()) > 1]
    if len(long) < 2 or len({words[-1] for words in long}) != 1:
        return posts, ""
    head = long[0][-1]
    labels = [" ".join(p.split()[:-1]) if len(p.split()) > 1 else p for p in posts]
    if len(set(labels)) != len(labels):
        return posts, ""
    return labels, head


def _stated_count(tokenized: list[tuple[str, list[Token]]]) -> int | None:
    """The largest number said of people or of a plural noun ('all five of her ministers')."""
    counts = []
    for _, tokens in tokenized:
        for i, token in enumerate(tokens):
            n = number_value(token.text) if token.type in ("NUM", "DIGITS") else None
            if n is not None and _plural_after(tokens[i + 1:i + 5]):
                counts.append(n)
    return max(counts, default=None)


def _plural_after(tokens: list[Token]) -> str:
    """The first plural noun among a few tokens, singular ('ministers' -> 'minister'), or ''."""
    for later in tokens:
        word = later.text
        if later.type == "PERSON":
            return "person"
        if later.type == "WORD" and word.endswith("s") and not word.endswith("ss"):
            return word[:-3] + "y" if word.endswith("ies") else word[:-1]
    return ""


def _people_noun(tokenized: list[tuple[str, list[Token]]], n: int) -> str:
    """'minister' from 'the five ministers': the plural noun after the number of people."""
    for _, tokens in tokenized:
        for i, token in enumerate(tokens):
            if token.type not in ("NUM", "DIGITS") or number_value(token.text) != n:
                continue
            noun = _plural_after(tokens[i + 1:i + 5])
            if noun:
                return noun
    return ""
