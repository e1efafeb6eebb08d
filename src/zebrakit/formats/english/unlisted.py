"""Categories a text never lists: the people's names and the things of each kind, found in
the clues themselves.

Many puzzles declare the things people own or do, then name the people only in the clues
("Gemma was first to be served ... Jonas sat next to Gemma"). A name is a capitalised word (or a
title and a name, 'Mr Abbot') that no declared category holds, that is not a place, a month or
a weekday, and that the text writes as a name: in the middle of a sentence, or at its start
before a verb or a comma. The names become a category only when there are exactly as many as
positions; any other count is no reading at all, never a guess.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from ...english.words import number_value, ordinal_value
from . import rx
from .declarations import ACROSS_THE_GRID, COLOURS, MONTHS, POSITION_NOUNS, ROW_NOUNS, WEEKDAYS, Declared, Setup
from .mentions import singular, words
from .segment import Unit

TITLES = {"mr", "mrs", "ms", "miss", "dr", "prof", "sir", "lady", "lord", "dame", "captain", "colonel",
          "major", "father", "sister", "aunt", "uncle", "madame", "monsieur", "herr", "frau", "señor",
          "señora", "signor", "signora", "rev", "reverend", "judge", "inspector", "sergeant", "professor",
          "grandma", "grandpa", "granny", "grandad", "granddad", "nana", "auntie", "cousin"}
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


PEOPLE_CATEGORIES = {"name", "names", "person", "people", "first name", "first names", "friend", "friends"}
"""Names of a declared category that holds the people themselves."""


RELATING = rx.compile(r"\b(?:next\s+(?:to|door)|beside|neighbou?ring|adjacent|ahead\s+of|behind|between|opposite)\b",
                      re.IGNORECASE)
"""Words that relate a person to another: 'Ruth and the photographer are in neighboring cars'."""
PLACED = rx.compile(r"\b(?:farthest|furthest|nearest|closest|leftmost|rightmost|first|last|middle)\b"
                    r"|\bat\s+(?:one|either|the\s+\w+)\s+end\b|\b(?:an|the|one\s+of\s+the)\s+end\s+[a-z]+",
                   re.IGNORECASE)
"""Words that put a person at a place of the row: a name beside them is said with the puzzle."""


def unlisted_names(found: list[Unit], setup: Setup, size: int | None) -> Declared | None:
    """The category of the people's names when the text names exactly ``size`` people that no
    declared category holds, else None."""
    from .questions import names_people

    if not size or any(d.name in PEOPLE_CATEGORIES or (names_people(d.name) and d.labels and all(
            label[:1].isupper() for label in d.labels) and not _titled(d.labels)
            and written_as_someone(found, setup, d.labels)) or _written_as_families(d.labels, found)
            for d in setup.categories):
        return None  # the people are declared already ('Five of them (Gemma, Hugh, ...)', 'Four colleagues, ...',
        # 'Five sets of buyers, the Lees, the Okafors, ...')
        # (but teachers 'Mr Hale, Ms Ito, ...' are not the children named in the clues)
    names = _names_said(found, setup, size)
    if len(names) != size or _said_in_one_sentence(found, setup, names.values()):
        return None  # ('Allotments became very popular in Britain during the Second World War': no people)
    return Declared("name", sorted(names.values(), key=str.lower), "name names person people who")


def _said_in_one_sentence(found: list[Unit], setup: Setup, names: object) -> bool:
    """True when one sentence outside the lists says all the names and no other sentence says any:
    a category only that sentence uses would tell nothing, so they are no one of the puzzle."""
    said = [{name for name in names if rx.search(rf"\b{re.escape(name)}\b", unit.text)}  # type: ignore[attr-defined]
            for index, unit in enumerate(found) if index not in setup.used]
    return sum(1 for found_names in said if found_names) == 1


def _written_as_families(labels: list[str], found: list[Unit]) -> bool:
    """True when the text writes every label as a family: 'the Lees', 'the Okafors', 'the Bells'."""
    said = " ".join(unit.text for unit in found)
    return len(labels) > 1 and all(label[:1].isupper() and " " not in label and rx.search(
        rf"\b[Tt]he\s+{re.escape(label)}(?:s|es)\b", said) for label in labels)


def _people_declared(setup: Setup) -> bool:
    """True when a declared category lists people by their names ('Mrs Abbott, Miss Carey, ...')."""
    from .questions import names_people

    return any(d.name in PEOPLE_CATEGORIES or (names_people(d.name) and d.labels and all(
        label[:1].isupper() for label in d.labels)) for d in setup.categories)


def written_as_someone(found: list[Unit], setup: Setup, labels: list[str]) -> bool:
    """True when the clues write half of the names or more as people: with a possessive ('Ada's')
    or as the subject of a verb ('Ada paid'); not the carriers of 'the NorthStar passenger', 'on
    Pelican Air', of which one is once 'Pelican Air was bound for Lima'."""
    people = set()
    for index, unit in enumerate(found):
        if index in setup.used:
            continue
        for label in labels:
            for match in rx.finditer(rf"\b{re.escape(label)}(?:['\u2019]s?\b|\s+([A-Za-z']+))", unit.text):
                if rx.search(r"\bthe\s+$", unit.text[:match.start()], re.IGNORECASE):
                    continue  # 'The Mozart was played': a thing called by its maker's name
                if match.group(1) is None or _verb_after(match.group(1)):
                    people.add(label)
    return 2 * len(people) >= len(labels)


def _names_said(found: list[Unit], setup: Setup, size: int) -> dict[str, str]:
    """The names the clues say with something else of the puzzle, that no declared category
    holds, by their lower-case key (names that are also places only when they make up the count)."""
    taken = {w.lower for d in setup.categories for label in d.labels for w in words(label)}
    taken |= {m.lower() for m in MONTHS} | {d.lower() for d in WEEKDAYS} | {d.lower() + "s" for d in WEEKDAYS}
    taken |= {w.lower for d in setup.categories for w in words(d.name)}  # 'attributes: Job, Hobby, Pet'
    taken |= {rx.sub(r"['\u2019]s$", "", w) for w in taken}  # ('Miller's Falls': no Miller)
    names: dict[str, str] = {}
    maybe: dict[str, str] = {}  # names that are also places or peoples ('Finn', 'Jordan')
    stated: set[str] = set()  # the names said outside questions
    in_clues: set[str] = set()  # the names said in a list of clues
    unrelated: dict[str, str] = {}  # plain names said only in sentences that relate nothing
    weak: set[str] = set()  # names with a title said in sentences that relate nothing else
    for index, unit in enumerate(found):
        if index in setup.used or (unit.line == 1 and not unit.text.rstrip().endswith((".", "!", "?"))):
            continue  # (nor the title: 'A Quiet Tuesday at Curl Up & Dye')
        written = _names_in(unit.text)
        titled = any(name.split()[0].lower() in TITLES for name in written if " " in name)  # 'Mr Quinn'
        people = len([run for run in _name_runs(unit.text, written) if not all(_place(n.lower()) for n in run)])
        # ('the same Patsy Cline song': one person; 'Sleeper trains in Scotland ...': no second person)
        related = {w.lower for w in words(unit.text)} & taken or people > 1 or unit.text.rstrip().endswith("?") \
            or rx.search(r"\b[a-z]+ (?:\d+|[A-Z])\b", unit.text) or PLACED.search(unit.text) \
            or rx.search(r"\bthan\b|\b(?:before|after)\s+[A-Za-z$\d]", unit.text) or RELATING.search(unit.text)
        # ('Ben lives in house 3', 'Ewan is not on plot A', 'Finn works the plot farthest from the gate',
        # 'Lena spent less than any of the others')
        for name in written if not related and not unit.text.rstrip().endswith("?") else ():
            key = name.lower()
            if not titled and not _place(key) and not any(part in taken for part in key.split()):
                unrelated.setdefault(key, name)  # ('Conrad collects barometers too': maybe one of them)
            elif titled:
                weak.add(key)  # ('Old Mr Pennington swears he has never seen a livelier room': maybe one of them)
        for name in written if related or titled else ():  # a name is said with something else of the puzzle
            key = name.lower()
            if any(part in taken for part in key.split()):
                continue
            (maybe if _place(key) else names).setdefault(key, name)
            if not unit.text.rstrip().endswith("?"):
                stated.add(key)
            if unit.number is not None or unit.item:
                in_clues.add(key)
    if len(names) > size and len([k for k in names if k in stated]) == size:
        names = {k: v for k, v in names.items() if k in stated}  # (not 'Can you help Grandpa Bear find out who
        # lives where?': the one asked, no one of the puzzle)
    if len(names) > size and len([k for k in names if k in in_clues]) == size:
        names = {k: v for k, v in names.items() if k in in_clues}  # (not 'auditions in Danny's garage' nor the
        # band 'The Static Owls' of the story before the clues)
    plain = {k: v for k, v in names.items() if k.split()[0].rstrip(".") not in TITLES}
    if len(names) > size and len(plain) == size:
        names = plain  # first names, and 'Mrs Okafor, the head teacher' who looks on: not one of them
    titled_only = {k for k in names if k in weak and k.split()[0].rstrip(".") in TITLES}
    others = {k: v for k, v in unrelated.items() if k not in names}
    if len(names) == size and titled_only and len(others) == len(titled_only):
        names = {k: v for k, v in names.items() if k not in titled_only} | others  # the plain name said in a story
        # sentence, not 'Old Mr Pennington' who looks on
    short = {key.split()[-1] for key in names if " " in key}
    names = {k: v for k, v in names.items() if " " in k or k not in short}  # 'Abbot' is 'Mr Abbot'
    if len(names) < size and len(names) + len(maybe) == size and not _has_places(setup):
        names |= maybe  # 'Finn' is a name too, when the puzzle has no countries or nationalities
    return names


def owners_and_named(found: list[Unit], setup: Setup, size: int | None) -> list[Declared]:
    """Two categories of names when the clues name twice as many people as places: those written
    as owners ('Dan's dog', 'Mrs Hale's dog', 'the Okafors' dog') and the others, the named things
    themselves ('Biscuit is directly left of Luna'); exactly ``size`` in each, else none."""
    if not size or any(d.name in PEOPLE_CATEGORIES for d in setup.categories):
        return []
    names = _names_said(found, setup, size * 2)
    if len(names) != 2 * size:
        return []
    text = " ".join(unit.text for unit in found)
    owners = {key: name for key, name in names.items()
              if rx.search(rf"\b{re.escape(name)}(?:['\u2019]s|s?['\u2019])\s+[a-z]", text)}
    others = {key: name for key, name in names.items() if key not in owners}
    if len(owners) != size or len(others) != size:
        return []
    return [Declared("owner", sorted(owners.values(), key=str.lower), "owner owners belongs whose"),
            Declared("name", sorted(others.values(), key=str.lower), "name names called named")]


def _titled(labels: list[str]) -> bool:
    """True when every label is a title and a surname ('Mr Hale', 'Ms Ito')."""
    return all(label.split()[0].lower().rstrip(".") in TITLES and len(label.split()) == 2 for label in labels)


def _has_places(setup: Setup) -> bool:
    """True when a declared category holds countries, nationalities or other places."""
    return any(_place(label.lower()) for d in setup.categories for label in d.labels)


def _names_in(sentence: str) -> list[str]:
    """The names a sentence writes: capitalised words (with a title before them), at its start
    only before a comma or a verb."""
    found = words(sentence)
    names = []
    i = 0
    while i < len(found):
        word = found[i]
        text = rx.sub(r"['\u2019]s?$", "", word.text)
        if not _capitalised(text) or text.lower() in NOT_NAMES or _number_word(text.lower()):
            i += 1
            continue  # ('Two houses stand between ...': a count)
        surname = rx.sub(r"['\u2019]s?$", "", found[i + 1].text) if i + 1 < len(found) else ""
        if text.lower().rstrip(".") in TITLES and _capitalised(surname):  # 'Mr Quinn', 'Mrs Patel's stall'
            names.append(f"{text.rstrip('.')} {surname}")
            i += 2
            continue
        run = _capitalised_run(found, i)
        if run > 1 and _place_noun(found[i + run - 1].lower):
            i += run
            continue  # 'Linden Row', 'My New Street', 'Elm Tower': a place's name, no people
        starts = i == 0 or found[i - 1].text in ('"', "\u201c", "(", ":")
        if starts and _only_a_common_word(text.lower()):
            i += 1
            continue  # 'Here is what I have learned', 'Luckily, ...': a common word, capitalised to start
        following = found[i + 1].text if i + 1 < len(found) else ""
        possessive = word.text != text
        if i > 0 and found[i - 1].lower == "the" and rx.search(r"[a-z]s['\u2019]$", word.text) and run == 1:
            plural = word.text[:-1]  # 'the Okafors' dog': a family (the Okafor family) that owns something
            names.append(plural[:-2] if rx.search(r"(?:s|sh|ch|x|z)es$", plural) else plural[:-1])
            i += 1
            continue
        if i > 0 and found[i - 1].lower in ("the", "a", "an"):
            i += 1
            continue  # 'the Buick': a thing with a name, not a person
        if not starts or following == "," or possessive or _verb_after(following):
            names.append(text)  # said with a value of the puzzle: 'Zoe lives in the blue house'
        i += 1
    return names


def _name_runs(sentence: str, names: list[str]) -> list[list[str]]:
    """The names of a sentence grouped by the runs of words they stand in ('Patsy Cline' is one
    person, 'Alma has Elsie' two)."""
    runs: list[list[str]] = []
    previous = -2
    for at, word in enumerate(words(sentence)):
        text = rx.sub(r"['\u2019]s?$", "", word.text)
        if text not in names and f"{text}" not in {n.split()[-1] for n in names} and text[:-1] not in names:
            continue  # ('the Okafors' dog': the Okafor family)
        if at == previous + 1 and runs:
            runs[-1].append(text)
        else:
            runs.append([text])
        previous = at
    return runs


def _capitalised_run(found: list, i: int) -> int:  # noqa: ANN001 - words
    """How many capitalised words follow one another from ``i`` on."""
    end = i
    while end < len(found) and _capitalised(rx.sub(r"['\u2019]s?$", "", found[end].text)):
        end += 1
    return end - i


def _place_noun(word: str) -> bool:
    """True for a common noun of a place, a building or a group ('row', 'street', 'tower', 'lane') that
    ends a name of several capitalised words: the name of a place ('Linden Row'), not of a person."""
    from . import lexical

    kinds = lexical.noun_kinds(word, 1)
    return bool(kinds) and "person" not in kinds and bool(kinds & {"location", "artifact", "group"})


def _only_a_common_word(word: str) -> bool:
    """True for an adverb that is no noun nor verb ('here', 'luckily', 'meanwhile'): at the start of a
    sentence its capital says nothing of a name."""
    from . import lexical

    morph = lexical._morph()
    return bool(morph.lemmas(word, "adv")) and not morph.lemmas(word, "noun") and not morph.lemmas(word, "verb")


def _capitalised(text: str) -> bool:
    return len(text) > 1 and text[0].isupper() and text.isalpha() and not text.isupper()


def _verb_after(word: str) -> bool:
    """A word that can follow a name as its verb ('Hassan chose', 'Gemma was', 'Jonas sat')."""
    from . import lexical

    lower = word.lower()
    return lower in {"was", "is", "has", "had", "sat", "sits", "chose", "ate", "drank", "wore", "lives",
                     "lived", "owns", "owned", "keeps", "kept", "did", "does", "will", "and", "nor",
                     "or", "who", "went", "came", "stood", "bought", "paid", "made", "brought", "took",
                     "got", "ran", "won", "left", "drove", "rode", "plays", "played", "likes", "liked",
                     "loves", "loved", "reads", "read", "grows", "grew", "doesn't", "didn't", "isn't",
                     "wasn't", "never", "always", "also", "finished", "arrived", "works", "worked", "didnt", "doesnt",
                     "isnt", "wasnt", "hasnt", "hadnt", "led", "saw", "met", "sent", "spent", "wrote", "gave",
                     "held", "found", "told", "taught", "caught", "lost", "beat", "fed", "swam", "sang", "drew",
                     "flew", "sold", "won't", "can't", "cannot"} \
        or (lower.endswith("ed") and len(lower) > 4) or (lower.endswith("s") and not lower.endswith("ss")
                                                          and len(lower) > 3 and lower[0].islower()) \
        or (word[:1].islower() and lower not in PLURAL_VERBS and lexical.inflected_verb(lower))  # 'Nils spent'


PLURAL_VERBS = {"were", "are", "have", "do", "don't", "weren't", "aren't", "haven't"}
"""Verbs of a plural subject: what they follow is no one person ('Foxes were seen near the gate')."""


def i_not_first(word, sentence: str) -> bool:  # noqa: ANN001
    """True for a word that is not the first of its sentence (its capital is its own)."""
    return word.start > len(sentence) - len(sentence.lstrip(" \t\"\u201c'(*-\u2022"))


def _place(key: str) -> bool:
    """True for a country, a people or a city the lexicon knows ('Kenya', 'Dane')."""
    from . import lexical

    try:
        return key in lexical._places().by_word
    except (OSError, ValueError):
        return False


KIND_STOP = {
    "house", "houses", "home", "row", "street", "person", "people", "owner", "man", "woman", "one", "left",
    "right", "middle", "centre", "center", "end", "side", "neighbour", "neighbor", "neighbours",
    "neighbors", "number", "way", "pet", "pets", "colour", "color", "drink", "drinks", "sport", "sports",
    "nationality", "question", "answer", "clue", "puzzle", "position", "place", "door", "time", "lot",
    "name", "kind", "type", "sort", "thing", "things", "something", "nothing", "each", "other",
    "life", "lives", "live", "owns", "keeps", "exactly", "somewhere", "immediately", "directly",
    "value", "values", "attribute", "attributes", "characteristic", "characteristics", "property", "properties",
    "trait", "traits", "feature", "features", "item", "items", "option", "options",
}
"""Words of the frame of a puzzle, never a value."""
GENERIC_THINGS = {"item", "thing", "object", "piece", "article", "purchase", "present", "gift"}
"""Nouns of any thing at all ('each bought a single item'): the clues' things are its values."""
AGENTS = ("er", "ist", "ian")
"""Endings of the nouns for a person by what they do or play ('golfer', 'pianist')."""


def unlisted_kinds(found: list[Unit], setup: Setup, size: int | None) -> list[Declared]:
    """Categories for the things the clues name when the text lists none: the nationalities
    (demonyms), and groups of exactly ``size`` nouns under one nearest common kind in WordNet
    ('beverage', 'sport', 'color'). Empty when the words do not fall into such groups."""
    from . import lexical

    named = kinds_named_in_setup(found, setup, size) if size else []
    named += titled_things(found, setup, size) if size else []
    named += ages_in_the_clues(found, setup, size) if size else []
    named += destinations(found, setup, size) if size else []
    named += times_in_the_clues(found, setup, size) if size else []
    named += dates_in_the_clues(found, setup, size) if size else []
    named += named_things(found, setup, size) if size else []
    named += surnames_in_the_clues(found, setup, size) if size else []
    named = _once_each(named)
    if not size or not lexical.wordnet_available():
        return named
    taken = {w.lower for d in named for label in d.labels for w in words(label)}
    if setup.categories:  # 'Work out what each one drank' beside a list of names and times
        return named + _hinted_kinds(found, setup, size, taken | {
            w.lower for d in setup.categories for label in d.labels for w in words(label)})
    return named + _kinds_of_words(found, setup, size, taken)


def _once_each(declared: list[Declared]) -> list[Declared]:
    """The categories without an earlier one of the same values ('No two of the students are the
    same age' and 'the 14-year-old' both find the ages; the clues' own, in years, is kept)."""
    kept: list[Declared] = []
    for d in reversed(declared):
        values = sorted(d.numbers) if d.numbers is not None else sorted(label.lower() for label in d.labels)
        if all(values != (sorted(k.numbers) if k.numbers is not None else sorted(x.lower() for x in k.labels))
               for k in kept):
            kept.append(d)
    return kept[::-1]


def _hinted_kinds(found: list[Unit], setup: Setup, size: int, taken: set[str]) -> list[Declared]:
    """Beside the categories a text lists, the groups of things the clues name under one kind
    that the text's own words call by that kind: 'Work out what each one drank' (cola, lemonade,
    iced tea: drinks), 'no two of them own the same kind of animal'. A group the text never names
    is no category: it may be a handful of herrings, and a kind said only inside a listed value
    ('science fiction') names none. The kind may also be said by the definition of what each has a
    different one of ('a different pet', 'a domesticated animal ...': the animals)."""
    from . import lexical
    from .mentions import keys

    if not _names_an_unlisted_kind(found, setup, taken):
        return []  # (every noun of the setup is a listed category's: no WordNet look-ups for each clue word)
    said = {key for unit in found if unit.number is None and not unit.text.rstrip().endswith("?")
            for w in words(unit.text) for key in keys(w.lower)}
    in_setup = {key for index, unit in enumerate(found) if index in setup.used
                for w in words(unit.text) for key in keys(w.lower)}  # ('a single dog' of the breeds)
    declared = {key for d in setup.categories for w in words(d.name) for key in keys(w.lower)}
    said |= {w for unit in found if unit.number is None for phrase, _, _ in _nouns_said_different(unit.text)
             if not keys(phrase.split()[-1]) & declared  # (not the declared pets' own 'pet')
             for w in lexical.defined_with(phrase.split()[-1])}  # 'keeps a different pet': 'a domesticated animal'
    known = {key for w in taken for key in keys(w)}
    return [d for d in _kinds_of_words(found, setup, size, taken, groups_only=True)
            if (keys(d.name) & said or {k for w in d.cue.split() for k in keys(w)} & in_setup)
            and not (keys(d.name) | keys(_american(d.name))) & (declared | known)
            and d.name not in ("person", "people")
            and not any(label.lower() in ENDS_OF_A_ROW or keys(label.lower()) & keys(d.name) for label in d.labels)
            and not any(keys(w.lower) & known for label in d.labels for w in words(label))
            and not _other_names_of(d.labels, known)]


ENDS_OF_A_ROW = frozenset({"front", "back", "head", "rear", "top", "bottom", "end", "middle", "left", "right"})
"""Words for the places of a row ('at the front of the queue'): never the things of a category (nor is
the kind's own word one of its kind: no 'point' among points)."""


def _other_names_of(labels: list[str], known: set[str]) -> bool:
    """True when most of a group are kinds of values already listed ('crimson', 'scarlet', 'navy'
    beside red and blue): other names the clues use for those values, not a category of their own."""
    from . import lexical

    kin = sum(any(set(kind_words) & known for _, kind_words in lexical.kinds_of(label, 2)[:2]) for label in labels)
    return 2 * kin > len(labels)


def _names_an_unlisted_kind(found: list[Unit], setup: Setup, taken: set[str]) -> bool:
    """True when a sentence of the setup or of the instructions (no numbered clue) holds a noun that
    names no listed category nor one of its values: it may call a category the clues alone list."""
    from . import lexical

    listed = {w.lower for d in setup.categories for w in words(f"{d.name} {d.cue}")} | taken | FRAME_NOUNS
    for index, unit in enumerate(found):
        if unit.number is not None or (unit.item and index not in setup.used) or unit.text.rstrip().endswith("?"):
            continue
        for word in words(unit.text):
            lower = word.lower
            if len(lower) > 3 and lower.isalpha() and lower not in listed and lower not in NOT_NAMES \
                    and singular_of(lower) not in listed and singular_of(lower) not in POSITION_NOUNS \
                    and lexical.mostly_noun(lower) and not _people_noun(singular_of(lower)):
                return True
    return False


FRAME_NOUNS = {"people", "person", "characteristics", "characteristic", "attributes", "attribute", "properties",
               "property", "features", "feature", "details", "detail", "things", "thing", "values", "value",
               "categories", "category", "clues", "clue", "puzzle", "question", "questions", "answer", "answers",
               "positions", "position", "order", "everyone", "everybody"}
"""Nouns of a puzzle's frame, which name no category of their own."""


def singular_of(word: str) -> str:
    """A plural noun in the singular by its ending ('animals', 'boxes'); other words as they are."""
    return word[:-2] if rx.search(r"(?:ss|sh|ch|x)es$", word) else word[:-1] if word.endswith("s") else word


def _kinds_of_words(found: list[Unit], setup: Setup, size: int, taken: set[str],
                    groups_only: bool = False) -> list[Declared]:
    """The nationalities, makes and WordNet kinds the clues name, leaving out the words of
    categories already found and the things someone only wishes for ('has always wanted a horse')."""
    from . import lexical

    written: dict[str, str] = {}  # value key -> label as the clues write it
    seen_in: dict[str, list[str]] = {}  # value key -> the sentences that name it
    nations: dict[str, str] = {}
    for index, unit in enumerate(found):
        if index in setup.used and (index in setup.declaring or not _a_clue_too(unit)):
            continue  # (not 'The family with the camper van has a tent at one end of the row', a clue
        said = words(unit.text)
        for at, word in enumerate(said):
            text = rx.sub(r"['\u2019]s?$", "", word.text)
            lower = text.lower()
            if {w.lower for w in said[max(0, at - 2):at]} & WISHING:
                continue
            if not text.isalpha() or len(text) < 3 or lower in NOT_NAMES or lower in KIND_STOP or lower in taken \
                    or lower in FRAME_NOUNS or singular_of(lower) in FRAME_NOUNS \
                    or number_value(lower) is not None or ordinal_value(lower) is not None:
                continue
            place = lexical.place_key(lower)
            if place is not None and text[0].isupper():
                nations.setdefault(place, text)
                continue
            if text[0].isupper() and i_not_first(word, unit.text):
                continue  # a name or a make, not a thing of a kind
            base = _thing(lower, after_article=at > 0 and said[at - 1].lower in ("the", "a", "an"))
            if base in KIND_STOP or base in GENERIC_PEOPLE:
                continue  # ('All five men': a man is no animal of the puzzle)
            if base is not None:
                before = said[at - 1].lower if at else ""
                compound = before.isalpha() and before not in NOT_NAMES and before not in taken \
                    and lexical.is_noun(f"{before} {base}")
                written.setdefault(base, f"{before} {base}" if compound else base)  # 'iced tea', not 'tea'
                seen_in.setdefault(base, []).append(unit.text)
    groups = _groups(sorted(written), size)
    grouped = {m for _, members in groups for m in members}
    related = [w for w in written if any(_relates(text, w, taken | grouped) for text in seen_in[w])]
    if any(set(members) - set(related) for _, members in groups):  # ('smells of roast chicken' beside the pets
        again = dict(_groups(sorted(related), size))  # kept by the sentences that relate them: no chicken)
        groups = [(name, again.get(name, members)) for name, members in groups]
    declared = [Declared(_plain(name), [written[w] for w in members], name) for name, members in groups]
    if groups_only:
        return declared
    brands = _brands(found, setup)
    if len(brands) == size and _families(brands, found):
        declared.append(Declared("family", sorted(brands), "family families household"))
    elif len(brands) == size:
        declared.append(Declared("make", sorted(brands), "make brand model"))
    if len(nations) == size:
        declared.append(Declared("nationality", sorted(nations.values()), "nationality nation country"))
    return declared


PLACE_WORDS = frozenset({"top", "bottom", "first", "last", "left", "right", "next", "above", "below", "beside",
                         "between", "middle", "end", "floor", "house", "door", "same", "different", "either", "neither",
                         "than", "both", "not", "isn't", "doesn't", "didn't", "wasn't"})
"""Words that relate a thing to a place or to something else ('lives on the top floor', 'next to')."""


def _relates(text: str, word: str, things: set[str]) -> bool:
    """True when a sentence naming the word also names something else of the puzzle or a place,
    or relates it ('The parrot lives on the top floor'), unlike a herring that only mentions it
    ('the whole building smells of roast chicken')."""
    said = words(text)
    lowered = [w.lower for w in said]
    others = {w for w in lowered if w != word and (w in things or singular_of(w) in things)}
    named = any(w.text[:1].isupper() and w.lower not in WEEKDAYS and w.lower not in MONTHS for w in said[1:])
    places = PLACE_WORDS | POSITION_NOUNS | ROW_NOUNS
    return bool(others) or named or any(ch.isdigit() for ch in text) \
        or any(w in places or singular_of(w) in places for w in lowered)


WISHING = {"wanted", "wants", "wished", "wishes", "hoped", "hopes", "dreamed", "dreamt", "dreams", "longed"}
"""Words after which a thing is only wished for, not had."""


def kind_of(labels: list[str]) -> str:
    """The everyday name of the kind all the labels are ('dog', 'cat', 'lizard': 'animal'), or ''
    when WordNet finds none close enough above them."""
    words = [label.lower().replace(" ", "_") for label in labels]
    found = _groups(words, len(words)) if len(words) >= 2 else []
    return _plain(found[0][0]) if len(found) == 1 else ""


def _plain(kind: str) -> str:
    """An everyday name for a kind WordNet finds ('placental' -> 'animal', 'liquid' -> 'drink')."""
    from . import lexical

    if kind in PLAIN_NAMES:
        return PLAIN_NAMES[kind]
    above = {name for _, name in lexical.noun_ancestors(kind.replace(" ", "_"), 1).values()}
    for general, plain in (("beverage", "drink"), ("color", "colour"), ("animal", "animal"), ("sport", "sport"),
                           ("food", "food"), ("plant", "plant"), ("vehicle", "vehicle"), ("instrument", "instrument")):
        if general in above:
            return plain
    return kind


def _brands(found: list[Unit], setup: Setup) -> set[str]:
    """Capitalised words after an article that no dictionary knows ('the Buick', 'the Dacia'):
    things known by a name, such as makes of car."""
    from . import lexical

    brands = set()
    for index, unit in enumerate(found):
        if index in setup.used:
            continue
        found_words = words(unit.text)
        for i in range(1, len(found_words)):
            text = rx.sub(r"['\u2019]s?$", "", found_words[i].text)
            if found_words[i - 1].lower in ("the", "a", "an") and _capitalised(text) and text.lower() not in TITLES \
                    and lexical.place_key(text.lower()) is None:
                run = _capitalised_run(found_words, i)  # 'the Land Rover': one make of two words
                name = " ".join(rx.sub(r"['\u2019]s?$", "", w.text) for w in found_words[i:i + run]) \
                    if run == 2 else text
                model = found_words[i + len(name.split())].text if i + len(name.split()) < len(found_words) else ""
                if rx.fullmatch(r"[A-Z]{0,2}\d{1,4}[a-z]?", model):
                    name = f"{name} {model}"  # 'the Fiat 500', 'the Tesla Model 3': the model's number too
                brands.add(name)
    return brands


def _a_clue_too(unit: Unit) -> bool:
    """True for a sentence the layout took (it names an end or a side of the row) that is also a clue
    about someone in it ('The family with the camper van has a tent at one end of the row')."""
    return not rx.search(r"\bnumbered\b|\b(?:from|left to right|right to left)\b|\bthere\s+(?:are|were)\b",
                         unit.text, re.IGNORECASE) and bool(rx.search(r"\b(?:who|with|whose|the\s+\w+\s+(?:is|are))\b",
                                                                     unit.text, re.IGNORECASE))


def _families(brands: set[str], found: list[Unit]) -> bool:
    """True when the names after 'the' are families ('the Browns', 'the Okafors'): all plural, in a
    text that speaks of families or households."""
    said = " ".join(unit.text for unit in found).lower()
    return all(b.endswith("s") and " " not in b for b in brands) \
        and rx.search(r"\b(?:famil(?:y|ies)|households?|couples?)\b", said) is not None


def _thing(word: str, after_article: bool = False) -> str | None:
    """The noun a clue word names as a thing ('golfer' -> 'golf', 'parrots' -> 'parrot'), or None
    for words of the frame and verbs; after an article a word that is mostly a verb is a noun too
    ('the ducks')."""
    from . import lexical

    kinds = lexical.noun_kinds(word)
    if "person" in kinds and word.endswith(AGENTS):  # 'golfer': the sport, not the person
        for base in sorted(lexical.word_keys(word) - {word}, key=len):
            if lexical.mostly_noun(base) and "person" not in lexical.noun_kinds(base):
                return base
        return None
    if not (lexical.mostly_noun(word) or (after_article and lexical.is_noun(word))) \
            or lexical.noun_kinds(word) <= {"person", "time", "location", "group", "quantity", "communication"}:
        return None
    lemmas = lexical._noun_lemmas(word)
    return word if word in lemmas or not lemmas else min(lemmas, key=len)  # 'chili' as written, not 'chile'


def _groups(candidates: list[str], size: int) -> list[tuple[str, list[str]]]:
    """Disjoint groups of exactly ``size`` candidates, each under a kind they share: as many groups
    as the candidates allow, the tightest such set of groups first (a 'canary' is a bird and a
    yellow: among five birds and four colours with 'grey', the canary goes to the birds);
    candidates in no group are left out (herrings, frame words)."""
    options = _group_options(candidates, size)
    best: tuple[int, int, list[tuple[int, str, frozenset[str]]]] = (0, 0, [])
    budget = [20000]  # search steps: a bounded search, whatever the text

    def search(start: int, taken: frozenset[str], chosen: list[tuple[int, str, frozenset[str]]], spread: int) -> None:
        nonlocal best
        budget[0] -= 1
        if (len(chosen), -spread) > (best[0], -best[1]):
            best = (len(chosen), spread, list(chosen))
        if budget[0] <= 0 or len(chosen) + (len(candidates) - len(taken)) // size <= best[0]:
            return
        for k in range(start, len(options)):
            far, _, members = options[k]
            if not members & taken:
                search(k + 1, taken | members, [*chosen, options[k]], spread + far)

    search(0, frozenset(), [], 0)
    return [(name, sorted(members)) for _, name, members in sorted(best[2], key=lambda g: (g[0], g[1]))]


def _group_options(candidates: list[str], size: int) -> list[tuple[int, str, frozenset[str]]]:
    """Every group of exactly ``size`` candidates under one kind near enough above them (by their
    first two senses, one of them perhaps by a rarer sense: 'water', the drink), tightest first."""
    from . import lexical

    ancestors = {c: lexical.noun_ancestors(c) for c in candidates}
    wide = {c: lexical.noun_ancestors(c, 6) for c in candidates}
    found: dict[frozenset[str], tuple[int, str, frozenset[str]]] = {}
    for offset in {offset for c in candidates for offset in ancestors[c]}:
        core = [c for c in candidates if offset in ancestors[c]]
        rarer = [c for c in candidates if c not in core and offset in wide[c]]
        if len(core) < size - 1 or len(core) > size + 4:
            continue
        name = (ancestors[core[0]].get(offset) or wide[core[0]][offset])[1]
        if name in TOO_GENERAL:
            continue
        pools = [combo for combo in itertools.combinations(core, size)]
        pools += [(*combo, extra) for combo in itertools.combinations(core, size - 1) for extra in rarer]
        for members in pools:
            spread = max((ancestors[c].get(offset) or wide[c][offset])[0] for c in members)
            key = frozenset(members)
            if spread <= MAX_STEPS and (key not in found or spread < found[key][0]):
                found[key] = (spread, name, key)
    return sorted(found.values(), key=lambda g: (g[0], g[1], sorted(g[2])))


PLAIN_NAMES = {"musical instrument": "instrument",
               "vertebrate": "animal", "chordate": "animal", "mammal": "animal", "liquid": "drink",
               "beverage": "drink", "color": "colour", "chromatic color": "colour", "athletic game": "sport"}
"""Everyday names for the kinds WordNet finds ('vertebrate' -> 'animal')."""
MAX_STEPS = 9
"""A kind further above its members than this is too general to be a category."""
TOO_GENERAL = {"entity", "physical entity", "abstraction", "object", "whole", "matter", "thing", "causal agent",
               "psychological feature", "attribute", "relation", "group", "measure", "part", "organism",
               "living thing", "artifact", "instrumentality", "substance", "event", "act", "property",
               "state", "communication", "cognition", "location", "unit", "physical object", "material"}
"""Kinds at the top of WordNet's nouns: sharing one says nothing of a category."""


SETTLEMENTS = {"town", "city", "village", "hamlet", "hometown", "home town", "county", "country", "island", "state",
               "suburb", "parish", "borough", "district", "province", "region"}
"""Nouns whose values are places, named with a capital ('the person from Hull')."""
COLOUR_NOUNS = {"colour", "color", "shade", "hue"}
"""Nouns whose values are colour words."""
UNLISTED_NOUN = rx.compile(
    r"\b(?:a|one|their|his|her|its|of|two|three|four|five|six|seven|eight|nine|ten|\d)\s+"
    r"(?:different|distinct|unique|separate)\s+((?:[a-z]+\s+)?[a-z]+)\b"
    r"|\bno\s+two\s+[a-z]+\s+(?:were|are|was|is|had|have|shared?)\s+(?:the\s+)?same\s+([a-z]+)\b"
    r"|\bno\s+two\s+[a-z]+\s+(weighed|weigh|cost|costs|measured)\s+the\s+same\b", re.IGNORECASE)
"""'lives in a different town', 'balls of different colours', 'by four different composers', 'no two hulls
were the same colour', 'no two pumpkins weighed the same': a category named, not listed."""
OWN_NOUN = rx.compile(r"\b(an?)\s+([a-z]+)\s+of\s+(?:their|his|her|its)\s+(?:very\s+)?own\b", re.IGNORECASE)
"""'has a front door painted a colour of their own': the noun each has one of."""
OWN_THING = rx.compile(r"\b(?:has|have|had|gets?|got)\s+(?:(its|their|his|her)\s+own|a)\s+([a-z]+)\b"
                       r"(?=[^.;]*\bno\s+two\s+[a-z]+\s+(?:are|were)\s+(?:alike|the\s+same)\s*[.;,]?\s*$)",
                       re.IGNORECASE)
"""'Every stall has its own awning, and no two awnings are alike': a thing each has, told apart by
how the clues describe it ('the red awning', 'the striped one')."""
FAVOURITE_NOUN = rx.compile(r"\b(?:their|his|her|its)\s+(?:own\s+)?(favou?rite|preferred|usual|chosen|lucky)\s+"
                            r"([a-z]+)\b", re.IGNORECASE)
"""'Each man stuck to his own favourite bait': the noun each has one of, said of each."""
ONE_OF_THE = rx.compile(r"\ba\s+different\s+(one)\s+of\s+(?:the\s+)?(?:[A-Za-z]+['\u2019]s\s+|their\s+|his\s+|her\s+)?"
                        r"(?:[a-z]+\s+)?([a-z]+)\b", re.IGNORECASE)
"""'looked after by a different one of the salon's four stylists': the stylists, one each."""
EACH = rx.compile(r"\b(?:each|every)\b", re.IGNORECASE)
ONE_EACH = rx.compile(r"\b([a-z]+)\s+(?:one|a\s+single|just\s+one|exactly\s+one)\s+([a-z]+)\b(?!\s+(?:of|or|and)\b)",
                      re.IGNORECASE)
"""'keeps one pet', 'plays one sport' in a sentence about each of them: the nouns each has one of."""


def _a_verb(word: str) -> bool:
    """True for a verb form other than 'be' ('keeps', 'played'), by the morphology tables."""
    from . import lexical

    return word.lower() not in ("is", "are", "was", "were", "be", "been") \
        and bool(lexical._morph().lemmas(word.lower(), "verb"))


NO_TWO = rx.compile(r"\bno\s+two\b|\bnone\s+of\s+them\b|\b(?:nobody|no\s+one|no-one)\b(?=[^.]*\bthe\s+same\b)",
                    re.IGNORECASE)  # ('Nobody went to the same city ... as anyone else')
SAME_NOUN = rx.compile(r"(?:\bthe\s+same|\bshare[sd]?\s+an?|,\s*an?|\b(?:or|and)\s+an?)\s+"
                       r"(?:(kind|type|sort)\s+of\s+)?((?:home\s+|favou?rite\s+|preferred\s+|usual\s+)?[a-z]+)\b",
                       re.IGNORECASE)
"""'... bought the same kind of souvenir or paid the same price', 'share an age, a job, a home town or
a kind of pet' after 'no two': more categories."""
SAME_VERBS = {"weighed": "weight", "weigh": "weight", "cost": "price", "costs": "price", "measured": "length"}
"""The measure that 'no two ... weighed the same' names by its verb."""
PLACE_BEFORE = rx.compile(r"\b(?:from|in|visit(?:ed|s|ing)?|played|toured|"
                          r"(?:went|go|goes|going|travell?ed|flew|moved|headed|sailed|drove|came|comes)\s+to)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b"
                          r"|\b([A-Z][a-z]+)\s+(?:resident|native|local)s?\b")
PLACE_PERSON = rx.compile(r"\b[Tt]he\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+([a-z]+)\b")
"""'the Milford runner', 'the Ivy Falls pumpkin': a place before a noun."""
LISTED_AFTER = rx.compile(r"\s*(?:of\s+[a-z]+\s*)?[(:]")
"""What follows a category named with its list: ' (Asics, ...)', ' of shoe: ...'."""
"""A place as clues name one: 'the person from Hull', 'lives in Leeds', 'the Bath resident'."""


TITLED = rx.compile(r"(?=\b([A-Z][a-z]+)\s+([A-Z][a-z]+)\b)")


AGED = rx.compile(r"\b(\d{1,3})-years?-olds?\b|\b(\d{1,3})\s+years?\s+old\b|\baged\s+(\d{1,3})\b", re.IGNORECASE)
"""An age said of someone in a clue ('the 14-year-old', '12 years old', 'aged 11')."""


def ages_in_the_clues(found: list[Unit], setup: Setup, size: int) -> list[Declared]:
    """The ages of the people when no list gives them and the clues name exactly one age for each
    ('The 14-year-old scored ...', '... than the 13-year-old'): a category of ages."""
    from .declarations import _declared

    if any(rx.search(r"\bages?\b|\bold\b", f"{d.name} {d.cue}", re.IGNORECASE) or d.unit.endswith("old")
           for d in setup.categories):
        return []
    ages = {int(next(g for g in m.groups() if g)) for unit in found for m in AGED.finditer(unit.text)}
    if len(ages) != size:
        return []
    return [_declared("age", [f"{a} years old" for a in sorted(ages)], "", cue="age ages old aged year years")]


def times_in_the_clues(found: list[Unit], setup: Setup, size: int) -> list[Declared]:
    """The times of day when no list gives them and the clues name exactly one for each as a thing
    someone has ('The 9:15 am was the Derby train', 'didn't leave at 10:40 am'), never as a bound
    ('before 10 am'): a category of times."""
    if any(CLOCK.search(" ".join(d.labels)) or rx.search(r"\btimes?\b", d.name, re.IGNORECASE)
           for d in setup.categories):
        return []
    times: set[str] = set()
    for index, unit in enumerate(found):
        if index in setup.used:
            continue
        for match in CLOCK.finditer(unit.text):
            before = unit.text[:match.start()].split()[-1:]
            if before and before[0].lower() in ("before", "after", "until", "till", "by", "than", "between", "past"):
                return []  # ('left before 10 am': a bound, maybe no value)
            times.add(rx.sub(r"\s+", " ", match.group(1).lower().replace(".", "")))
    if len(times) != size or "noon" in times or "midnight" in times:
        return []
    return [_measured("time", sorted(times, key=_minutes_of), "time times clock hour left leave leaves departs "
                                                              "departed start started", 0)]


MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
               "november", "december")
DATE_SAID = rx.compile(r"\bthe\s+(?P<day>\d{1,2})(?:st|nd|rd|th)\s+of\s+(?P<month>" + "|".join(MONTH_NAMES) + r")\b|"
                       r"\b(?P<month2>" + "|".join(MONTH_NAMES) + r")\s+(?:the\s+)?(?P<day2>\d{1,2})(?:st|nd|rd|th)?\b",
                       re.IGNORECASE)
"""A date said in a clue or question: 'the 12th of July', 'July 12th'."""


def dates_in_the_clues(found: list[Unit], setup: Setup, size: int) -> list[Declared]:
    """The dates when no list gives them and the clues and questions name exactly one for each, all
    in one month ('Zoe finished on the 12th of July', 'Who finished on the 19th of July?'): a category
    of dates, in the order of the calendar."""
    if any(DATE_SAID.search(" ".join(d.labels)) or rx.search(r"\bdates?\b", d.name, re.IGNORECASE)
           for d in setup.categories):
        return []
    said: set[tuple[str, int]] = set()
    for index, unit in enumerate(found):
        if index in setup.used:
            continue
        for match in DATE_SAID.finditer(unit.text):
            month = (match.group("month") or match.group("month2")).lower()
            day = int(match.group("day") or match.group("day2"))
            if 1 <= day <= 31:
                said.add((month, day))
    months = {month for month, _ in said}
    if len(said) != size or len(months) != 1:
        return []
    month = next(iter(months)).capitalize()
    labels = [f"{_ordinal(day)} of {month}" for _, day in sorted(said, key=lambda pair: pair[1])]
    from .declarations import _declared

    return [_declared("date", labels, "", cue="date dates day finished on", ordered=True)]


def _ordinal(n: int) -> str:
    """'5th', '12th', '22nd'."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _minutes_of(time: str) -> int:
    """Minutes after midnight of a time such as '9:15 am' or '2 pm'."""
    found = rx.match(r"(\d{1,2})(?::(\d\d))?\s*([ap])", time)
    if found is None:
        return 0
    hour = int(found.group(1)) % 12 + (12 if found.group(3) == "p" else 0)
    return hour * 60 + int(found.group(2) or 0)


def named_things(found: list[Unit], setup: Setup, size: int) -> list[Declared]:
    """The names of the things each one has when the setup says each has its own name ('each
    folded a plane with its own name') and the clues write exactly ``size`` names after 'the'
    ('the Swift', 'The Comet'): a category named by the thing ('plane')."""
    thing = next((m.group(1).lower() for index, unit in enumerate(found) if index in setup.used
                  for m in OWN_NAME.finditer(unit.text)), None)
    if thing is None:
        return []
    listed = {w.lower for d in setup.categories for label in d.labels for w in words(label)}
    names: dict[str, str] = {}
    for index, unit in enumerate(found):
        if index in setup.used:
            continue
        for match in THE_NAME.finditer(unit.text):
            name = match.group(1)
            if name.lower() not in listed and name.lower() not in NOT_NAMES and name.lower() not in TITLES \
                    and name.lower() not in MONTHS and name not in WEEKDAYS and not _place(name.lower()):
                names.setdefault(name.lower(), name)
    if len(names) != size:
        return []
    return [Declared(thing, list(names.values()), f"{thing} {thing}s name named called")]


SURNAMES_ASKED = rx.compile(r"\b(?:surnames?|last\s+names?|family\s+names?|full\s+names?)\b", re.IGNORECASE)
"""'work out each child's surname as well', 'find each passenger's full name': surnames the clues give."""
SURNAME_BEFORE_A_PERSON = rx.compile(r"\b[Tt]he\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\s+(?:girl|boy|child|kid|woman|man|"
                                     r"lady|gentleman|family|twins?|sisters?|brothers?|household)\b")
"""'the Wilde girl', 'the Tate boy': a surname said of a person."""


def surnames_in_the_clues(found: list[Unit], setup: Setup, size: int) -> list[Declared]:
    """The surnames of people the setup lists by first name, when the text asks for them ('From the
    clues, work out each child's surname as well') and the clues name exactly ``size`` of them:
    'the Wilde girl', 'Mr. Kemp', 'Bascombe paid the lowest fare'."""
    from .questions import names_people

    if not any(SURNAMES_ASKED.search(unit.text) for unit in found if unit.number is None) \
            or any(SURNAMES_ASKED.search(d.name) or d.name in ("surname", "family") for d in setup.categories):
        return []
    first_names = [d for d in setup.categories if d.labels and all(
        label[:1].isupper() and " " not in label for label in d.labels) and (names_people(d.name) or written_as_someone(
            found, setup, d.labels))]
    if len(first_names) != 1:
        return []
    taken = {w.lower for d in setup.categories for label in d.labels for w in words(label)}
    said: dict[str, str] = {}
    for index, unit in enumerate(found):
        if index in setup.used or (unit.number is None and not unit.item and index < min(setup.used, default=0)):
            continue
        names = [m.group(1) for m in SURNAME_BEFORE_A_PERSON.finditer(unit.text)]
        names += [n.split()[-1] for n in _names_in(unit.text)]
        for name in names:
            key = name.lower()
            if key not in taken and key not in NOT_NAMES and key not in TITLES and key not in MONTHS \
                    and key not in {d.lower() for d in WEEKDAYS} and not _place(key):
                said.setdefault(key, name)
    if len(said) != size:
        return []
    return [Declared("surname", sorted(said.values()), "surname surnames last name family name")]


OWN_NAME = rx.compile(r"\b(?:a|an)\s+([a-z]+)\s+(?:with|bearing|under)\s+(?:its|their|his|her)\s+own\s+name\b",
                      re.IGNORECASE)
"""'each folded a plane with its own name': things told apart by their names."""
THE_NAME = rx.compile(r"\b[Tt]he\s+([A-Z][a-z]+)\b(?!\s+[A-Z])")
"""A name written after 'the' ('the Swift', 'The Comet'), not the first word of a longer name."""


def destinations(found: list[Unit], setup: Setup, size: int) -> list[Declared]:
    """Where each one travels when no list gives it and the clues name exactly one place for each
    after a word of travel ('the flight to Lima', 'headed to Oslo', 'bound for Cairo'): a category
    of destinations."""
    listed = {label.lower() for d in setup.categories for label in d.labels}
    places: dict[str, str] = {}
    for unit in found:
        for match in (*DESTINATION.finditer(unit.text), *DESTINATION_BEFORE.finditer(unit.text)):
            place = match.group(1)
            if place.lower() not in listed and place.split()[0].lower() not in NOT_NAMES:
                places.setdefault(place.lower(), place)
    if len(places) != size:
        return []
    return [Declared("destination", list(places.values()), "destination destinations where to bound headed going "
                                                           "flying travelling traveling")]


DESTINATION = rx.compile(r"\b(?:flights?|planes?|trains?|bus|coach|ferry|boat|ship|cruise|trip|journey|ticket|route|"
                         r"headed|heading|bound|flying|flew|fly|flies|going|went|goes|travell?ing|travell?ed|sailing|"
                         r"sailed|driving|drove|departing|departed|leaving|left|off)\s+(?:out\s+)?(?:to|for)\s+"
                         r"([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b")
"""A place after a word of travel: 'the flight to Lima', 'bound for Cairo', 'headed to Oslo'."""


DESTINATION_BEFORE = rx.compile(r"\b[Tt]he\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:train|flight|bus|coach|ferry|plane|"
                                r"boat|service|sailing|cruise)\b")
"""A place said before a word of travel: 'the Derby train', 'the Oslo flight'."""


def titled_things(found: list[Unit], setup: Setup, size: int) -> list[Declared]:
    """Things named with a title and their noun in the clues, when the text speaks of that noun
    but lists none ('Every room is named after a bird' ... 'the Wren Room', 'the Heron Room'):
    exactly ``size`` titles before one noun make a category of them; any other count, none."""
    from . import lexical

    taken = {w.lower for d in setup.categories for label in d.labels for w in words(label)}
    text = " ".join(unit.text for unit in found)
    titles: dict[str, list[str]] = {}
    for match in TITLED.finditer(text):
        title, noun = match.group(1), match.group(2)
        if title.lower() in NOT_NAMES | TITLES | taken or noun.lower() in TITLES | taken:
            continue
        if title not in titles.setdefault(noun, []):
            titles[noun].append(title)
    result = []
    for noun, named in titles.items():
        lower = noun.lower()
        spoken = rx.search(rf"\b{lower}s?\b", text)  # the noun said as a noun too: 'every room there'
        if len(named) != size or spoken is None or not lexical.is_noun(lower) \
                or any(d.name in (lower, lower + "s") for d in setup.categories):
            continue
        result.append(Declared(lower, [f"{title} {noun}" for title in named], lower))
    return result


MAKE_OF = rx.compile(r"\b(?:make|brand|model|manufacturer)s?\s+of\b|\bdifferent\s+(?:makes?|brands?)\b",
                     re.IGNORECASE)
"""'a different make of car', 'different brands': the things are named by their makers' names."""
DIFFERENT = rx.compile(r"\b(?:different|distinct|another|separate)\b", re.IGNORECASE)
"""A second thing declared: 'a different item and was paid a different amount: $40, ...' lists the amounts."""


def kinds_named_in_setup(found: list[Unit], setup: Setup, size: int) -> list[Declared]:
    """Categories the setup names without listing them ('each lives in a different town', 'no two
    hulls were the same colour'), when the noun says what their values look like: colour words,
    or places written with a capital after 'from' or 'in'. Only exactly ``size`` such values in
    the clues, none of them another category's, make a category; any other count makes none."""
    declared_words = {w.lower for d in setup.categories for w in words(d.name)}
    declared_words |= {singular(w) for w in declared_words}  # 'Hobbies: ...' declares the hobby
    taken = {w.lower for d in setup.categories for label in d.labels for w in words(label)}
    result: list[Declared] = []
    for unit in found:
        if unit.number is not None:
            continue
        for phrase, named_at, match in _nouns_said_different(unit.text):
            if named_at is not None and LISTED_AFTER.match(unit.text, named_at):
                continue  # 'a different brand of shoe (Asics, Brooks, ...)': a list, read elsewhere
            noun = phrase.split()[-1]
            noun = noun[:-1] if noun.endswith("s") and noun[:-1] in SETTLEMENTS | COLOUR_NOUNS else noun
            coloured_thing = phrase.split()[0] in ("colored", "coloured") and len(phrase.split()) == 2
            if coloured_thing:  # 'rolled a different colored ball': the balls' colours
                noun = "colour"
            if noun in declared_words or f"{noun}s" in declared_words or any(d.name == noun for d in result) \
                    or _american(noun) in declared_words:
                continue  # ('a different colour' where a table's head says 'Color')
            thing = ""
            kinded = bool(rx.search(r"\b(?:kind|type|sort)s?\s+of\s+$", unit.text[:match.end()].rsplit(noun, 1)[0]))
            # ('the same kind of appointment': kinds of it, not times nor places of a row)
            if noun in COLOUR_NOUNS:
                thing = phrase.split()[-1] if coloured_thing else _coloured_thing(unit.text[:match.end()])
                values = _clue_values(found, setup, lambda text, thing=thing: _colours_of(text, thing))
            elif _of_origin(noun, unit.text, match):
                noun = "nationality"  # 'a man from a different part of the British Isles': the Scotsman, ...
                values = [v for v in _clue_values(found, setup, _nationals)
                          if not _a_listed_place(v, taken)]  # (not 'the Peruvian' beside 'Nationality: Peru')
                if len(values) != size and phrase.split()[-1] in SETTLEMENTS:
                    noun, values = phrase.split()[-1], _clue_values(found, setup, _places)
            elif noun in SETTLEMENTS:
                values = [v for v in _clue_values(found, setup, _places) if v.lower() not in taken]
                values = _surest_places(values, size)
                values = _with_nationals(values, found, setup, size, taken)  # ('the Floridian' beside 'from Maine')
            elif noun in MEASURE_NOUNS and not kinded:
                values = _clue_values(found, setup, MEASURE_NOUNS[noun])
            elif MAKE_OF.search(match.group(0) + unit.text[match.end():match.end() + 12]) \
                    and len(_brands(found, setup)) == size:
                noun, values = "make", sorted(_brands(found, setup))  # 'each drives a different make of car': the
                # makes the clues name ('the Opel', 'a Nissan')
            elif noun in JOB_NOUNS or noun in ROLE_NOUNS:
                said_words = {singular(w.lower) for w in words(unit.text)}
                values = [v for v in _clue_values(found, setup, _roles) if singular(v) not in said_words
                          and not _a_form_of_a_value(v, setup)]  # (not 'the passenger' of 'Each passenger has a
                # different occupation', nor 'the photographer' beside the hobby photography)
            elif noun in GENERIC_THINGS:  # 'each bought a single item': the things the clues name where a
                listed = rx.match(r"([^,;]*)[(:]", unit.text[match.end():])
                values = [] if listed and not DIFFERENT.search(listed.group(1)) \
                    else slot_values(found, setup, unit, match, size, "")  # thing is named (not 'is reading one
                # thing while they wait (a newspaper, ...)', which lists them)
            elif _people_noun(singular(noun)) and singular(noun) not in GENERIC_PEOPLE and _people_declared(setup):
                noun = singular(noun)
                values = list(_names_said(found, setup, size).values())  # 'a different one of the salon's
                # four stylists' beside the customers: the stylists' names, said only in the clues
                if len(values) != size:  # 'by four different composers': 'the Mozart', 'the Bach', ...
                    values = _names_after_the(found, setup, size)
            elif (noun in KIND_STOP or noun in POSITION_NOUNS or _people_noun(noun)) and not kinded:
                continue  # 'each house is home to a different person': the people, named elsewhere (but 'the
                # same kind of appointment' names kinds of it)
            elif _names_the_unnamed(setup, noun):
                continue  # a grid across the top whose values the setup names in a sentence: 'charity'
            elif match.re is OWN_THING:
                values = _clue_values(found, setup, lambda text, noun=noun: _looks_of(text, noun))
            else:
                values = slot_values(found, setup, unit, match, size, noun) \
                    or _proper_names_of_things(found, setup, size)

            values = [v for v in values if v.lower() not in taken and (noun == "make" or v.lower() not in NOT_NAMES)
                      and v.lower() not in TITLES and v.lower() not in MONTHS and v.lower() not in WEEKDAYS]
            # (a make may be a word too: 'the Seat')
            if len(values) == size and noun in MEASURE_NOUNS and not kinded:
                result.append(_measured(noun, values, f"{noun} {phrase}", unit.line))
            elif len(values) == size:  # the declaration's verb too: 'each asked for a different flavour'
                verbs = " ".join(sorted(_declaration_verbs(unit.text[:match.start()])))  # and what is coloured:
                result.append(Declared(noun, values, f"{noun} {phrase} {verbs} {thing}".strip(), line=unit.line))
                # ('each front door is painted a different colour': 'the green door' is the colour)
    return result


def _names_after_the(found: list[Unit], setup: Setup, size: int) -> list[str]:
    """One-word proper names the clues write after 'the' ('The Mozart was played 40 minutes
    before Amy', 'the Schumann piece'): a thing called by its maker's name. Exactly ``size`` of
    them, none listed, none a month, weekday or title; any other count gives none."""
    listed = {w.lower for d in setup.categories for label in d.labels for w in words(label)}
    named: dict[str, str] = {}
    for index, unit in enumerate(found):
        if index in setup.used or (unit.line == 1 and not unit.text.rstrip().endswith((".", "!", "?"))):
            continue
        sentence = words(unit.text)
        for k in range(1, len(sentence)):
            word = sentence[k]
            if sentence[k - 1].lower != "the" or not rx.fullmatch(r"[A-Z][a-z]+", word.text) \
                    or _capitalised_run(sentence, k) != 1:
                continue
            key = word.lower
            if key in listed or key in NOT_NAMES or key in TITLES or key in MONTHS or key in WEEKDAYS:
                continue
            named.setdefault(key, word.text)
    return list(named.values()) if len(named) == size else []


def _proper_names_of_things(found: list[Unit], setup: Setup, size: int) -> list[str]:
    """Things the clues name with a proper name of two or more words ('the Cedar Ridge hike', 'the
    walk around Bramble Loop', 'out to Miller's Falls'): exactly ``size`` such names, none of them a
    person with a title, a month or a weekday; any other count gives none."""
    runs: dict[str, str] = {}
    listed = {label.lower() for d in setup.categories for label in d.labels}
    for index, unit in enumerate(found):
        if index in setup.used or (unit.line == 1 and not unit.text.rstrip().endswith((".", "!", "?"))):
            continue  # (nor the title: 'Ridgeline Walking Club')
        sentence = words(unit.text)
        i = 0
        while i < len(sentence):
            if sentence[i].lower in NOT_NAMES:
                i += 1  # 'The Stony Creek hike', 'Neither Greta nor ...'
                continue
            run = _capitalised_run(sentence, i)
            parts = [rx.sub(r"['\u2019]s$", "", w.text) if k == run - 1 else w.text
                     for k, w in enumerate(sentence[i:i + run])]
            if run >= 2 and parts[0].lower() not in TITLES and " ".join(parts).lower() not in listed \
                    and not any(p.lower() in MONTHS or p.lower() in WEEKDAYS for p in parts):
                runs.setdefault(" ".join(parts).lower(), " ".join(parts))
            i += max(run, 1)
    return list(runs.values()) if len(runs) == size else []


def _american(word: str) -> str:
    """The American spelling of a British one, and back ('colour' and 'color', 'flavour')."""
    return word.replace("our", "or") if "our" in word else word.replace("or", "our") if word.endswith("or") else word


def _names_the_unnamed(setup: Setup, noun: str) -> bool:
    """True when the setup lists one category under no name ('   | Animal Rescue | Food Bank |'
    over a grid) and a sentence names a kind of thing no other category is ('each rode for a
    different charity'): the noun names that category, which is renamed."""
    unnamed = [d for d in setup.categories if d.cue == ACROSS_THE_GRID and d.name == "category"]
    if len(unnamed) != 1 or any(singular(d.name) == noun for d in setup.categories):
        return False
    unnamed[0].name = noun
    return True


DIFFERENCE_AFTER = r"(?!\s*(?:more|less|fewer|older|younger|earlier|later|after|before|heavier|lighter|longer|" \
    r"shorter|taller|cheaper|apart|ahead|behind|higher|lower|further|farther|newer|faster|slower|quicker)\b)"
"""A number followed by one of these words is a difference ('53 pounds less than'), not a value."""
WRITTEN_MONEY = rx.compile(r"([$\u00a3\u20ac])\s?(\d[\d,]*(?:\.\d\d)?)\b" + DIFFERENCE_AFTER)
YEAR = rx.compile(r"(?<![$\u00a3\u20ac\d.,:])\b(1[5-9]\d\d|20\d\d)\b(?![.:,]?\d)(?!\s*(?:[a-z]*s\b|lb|kg|am|pm))")
AGE = rx.compile(r"(?<![$\u00a3\u20ac\d.,:#])\b(\d{1,3})\b(?![.:,]?\d)"
                 r"(?:[- ]years?[- ]old\b|(?=\s*(?:[.;,!?)]|and\b|or\b|$)))")
CLOCK = rx.compile(r"\b(\d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)|noon|midnight)", re.IGNORECASE)
WEIGHT = rx.compile(r"\b(\d[\d,]*(?:\.\d+)?)[- ]?(lb|lbs|pounds?|kg|kilos?|kilograms?|ounces?|oz|grams?|tons?|"
                    r"tonnes?)\b" + DIFFERENCE_AFTER, re.IGNORECASE)
LENGTH = rx.compile(r"\b(\d[\d,]*(?:\.\d+)?)[- ]?(miles?|km|kilometres?|kilometers?|metres?|meters?|feet|foot|ft|"
                    r"inches|inch|yards?|cm|centimetres?|centimeters?)\b" + DIFFERENCE_AFTER, re.IGNORECASE)


DAY_OF_MONTH = rx.compile(r"\b(?:(?:" + "|".join(MONTHS) + r")\s+|the\s+)(\d{1,2}(?:st|nd|rd|th))\b"
                          r"(?=\s*(?:[.;,!?)]|of\b|or\b|and\b|$))", re.IGNORECASE)
"""A day of the month ('on March 3rd', 'on the 24th.'), not a rank ('the 3rd place')."""


def _days_of_month(text: str) -> list[str]:
    return [day.lower() for day in DAY_OF_MONTH.findall(text)]


SCORED = rx.compile(r"\b(?:scored|scoring|scores|score\s+of|mark\s+of|marked|got|earned|received|awarded|bowled|"
                    r"shot|carded|posted|notched\s+up|racked\s+up|rolled)\s+(?:an?\s+)?"
                    r"(\d{1,4})\b(?!\s*(?:%|percent|more|less|fewer|higher|lower|points?\s+(?:more|less|fewer|higher|"
                    r"lower|ahead|behind)))|\b(\d{1,4})\s+points?\b(?!\s+(?:more|less|fewer|higher|lower|ahead|behind))",
                    re.IGNORECASE)
"""A score a clue names ('scored 87', 'at 81 points'), not a difference ('6 points more')."""


SCORE_SAID = rx.compile(r"\b(?:score|mark|points?)\s+(?:was|is|of)\s+(?:not\s+|only\s+|just\s+)?(\d{1,4})\b(?!\s*%)"
                        r"|\b(?:score|mark)\b[^.,;]{0,25},\s+(?:an?\s+)?(\d{1,4})\s*(?=[.;)]|$)", re.IGNORECASE)
"""A score said of its noun ('Noor's score was not 74', 'the lowest mark of the night, 68')."""


def _scores(text: str) -> list[str]:
    return [a or b for a, b in SCORED.findall(text)] + [a or b for a, b in SCORE_SAID.findall(text)]


def _money(text: str) -> list[str]:
    return [symbol + amount for symbol, amount in WRITTEN_MONEY.findall(text)]


def _clock_times(text: str) -> list[str]:
    """The times of day a clue names, each written one way ('8:15 a.m.' and '8:15 am.' at a sentence's
    end are both '8:15 am')."""
    return [rx.sub(r"\s+", " ", t.lower().replace(".", "")) for t in CLOCK.findall(text)]


def _measured_in(pattern: re.Pattern[str]):  # noqa: ANN202 - a text -> values function
    """The values a pattern of number and unit finds, in the unit first written ('612-pound' and
    '790 pounds' are 612 and 790 pounds)."""
    def pick(text: str) -> list[str]:
        return [f"{number} {_unit_plural(unit)}" for number, unit in pattern.findall(text)]
    return pick


UNIT_PLURALS = {"pound": "pounds", "kilo": "kilos", "kilogram": "kilograms", "ounce": "ounces", "gram": "grams",
                "ton": "tons", "tonne": "tonnes", "mile": "miles", "kilometre": "kilometres", "kilometer": "kilometers",
                "metre": "metres", "meter": "meters", "foot": "feet", "ft": "feet", "inch": "inches", "yard": "yards",
                "centimetre": "centimetres", "centimeter": "centimeters", "lbs": "lb", "second": "seconds",
                "sec": "seconds", "secs": "seconds", "minute": "minutes", "min": "minutes", "mins": "minutes"}
"""One spelling for each unit a clue writes ('612-pound' and '790 pounds' are both in pounds)."""


def _unit_plural(unit: str) -> str:
    return UNIT_PLURALS.get(unit.lower(), unit.lower())

DURATION = rx.compile(r"\b(\d[\d,]*(?:\.\d+)?)[- ]?(seconds?|secs?|minutes?|mins?)\b" + DIFFERENCE_AFTER, re.IGNORECASE)
"""A time taken as a clue writes it: '11.9 seconds', 'the 12.8-second split'."""

MEASURE_NOUNS = {
    "price": _money, "cost": _money, "amount": _money, "sum": _money, "fee": _money, "budget": _money,
    "salary": _money, "bid": _money, "donation": _money, "year": YEAR.findall, "age": AGE.findall,
    "time": _clock_times, "hour": _clock_times, "slot": _clock_times, "appointment": _clock_times,
    "session": _clock_times, "start": _clock_times, "tee": _clock_times, "weight": _measured_in(WEIGHT),
    "distance": _measured_in(LENGTH), "length": _measured_in(LENGTH), "height": _measured_in(LENGTH),
    "day": _days_of_month, "date": _days_of_month, "score": _scores, "mark": _scores, "points": _scores,
    "split": _measured_in(DURATION), "lap": _measured_in(DURATION), "duration": _measured_in(DURATION),
}
"""Nouns of a measure a setup names without listing ('each is a different age', 'made in a
different year'), and how the clues write its values."""


def _measured(noun: str, values: list[str], cue: str, line: int) -> Declared:
    """The numeric category of a measure's values found in the clues, in increasing order."""
    from .declarations import _declared

    declared = _declared(noun, values, "", cue=cue)
    if declared.numbers is not None:
        pairs = sorted(zip(declared.numbers, declared.labels))
        declared.numbers, declared.labels = [n for n, _ in pairs], [label for _, label in pairs]
    declared.line = line
    return declared


def _places(text: str) -> list[str]:
    """The places a clue names: 'from Hull', 'in Leeds', 'the Bath resident', 'the Milford runner'."""
    from . import lexical

    found = [(match.start(), match.group(1) or match.group(2)) for match in PLACE_BEFORE.finditer(text)]
    found += [(match.start(), match.group(1)) for match in PLACE_PERSON.finditer(text)
              if lexical.is_noun(match.group(2)) and match.group(1).split()[0].lower() not in TITLES]
    return [place for _, place in sorted(found)]


JOB_NOUNS = {"job", "occupation", "profession", "trade", "career", "work"}
"""Nouns of a category of jobs, whose values the clues name as people ('the nurse', 'a plumber')."""
ROLE_NOUNS = {"role", "spot", "part", "post"}
"""Nouns of a category of roles in a group, named as people too ('each tried out for a different spot':
'the bassist', 'the drummer')."""
GENERIC_PEOPLE = {"person", "people", "one", "owner", "anyone", "someone", "somebody", "everyone", "nobody",
                  "woman", "man", "lady", "gentleman", "guy", "girl", "boy", "friend", "neighbour", "neighbor",
                  "colleague", "member", "participant", "resident", "customer", "client", "guest", "visitor",
                  "player", "competitor", "contestant", "student", "pupil", "child", "kid", "adult", "youngest",
                  "oldest", "former", "latter", "other", "rest", "winner", "loser", "fan", "lover", "individual"}
"""Nouns of people that name no job: who someone is to the others, or anyone at all."""


ORIGIN_NOUNS = {"country", "nation", "nationality", "part", "corner", "land", "homeland", "background"}
"""Nouns of where someone comes from ('a different nationality', 'from a different part of the
world'): the clues name the people by their nations ('the Dane', 'the Scotsman')."""


def _of_origin(noun: str, text: str, match: re.Match[str]) -> bool:
    """True when the setup's noun says where each comes from: 'nationality' anywhere, 'country' or
    'nation', and 'part', 'corner' or 'land' after 'from' ('from a different part of Europe')."""
    return noun in ("nationality", "nation", "country", "homeland") or (
        noun in ORIGIN_NOUNS and bool(rx.search(r"\bfrom\s*$", text[:match.start()], re.IGNORECASE)))


def _with_nationals(values: list[str], found: list[Unit], setup: Setup, size: int, taken: set[str]) -> list[str]:
    """Too few places said with 'from' or 'in', and the people the clues name by a place ('the
    Floridian', 'the Vermonter') to make up the count: both, as written."""
    from . import lexical

    if len(values) >= size:
        return values
    keys = {lexical.place_key(v.lower()) for v in values}
    more = [v for v in _clue_values(found, setup, _nationals)
            if lexical.place_key(v.lower()) not in keys and not _a_listed_place(v, taken)]
    return values + more if len(values) + len(more) == size else values


def _a_form_of_a_value(word: str, setup: Setup) -> bool:
    """True when a word names a listed value another way ('photographer' for photography)."""
    from . import lexical

    return any(lexical.related(word, label) > 0 for d in setup.categories for label in d.labels)


def _surest_places(values: list[str], size: int) -> list[str]:
    """Of more places than people, the ``size`` the lexicon knows as places when there are exactly
    so many ('the Jeep owners', 'the Kowalskis are' beside Texas, Ohio, Georgia and Oregon)."""
    from . import lexical

    if len(values) <= size:
        return values
    known = [v for v in values
             if lexical.place_key(v.lower()) is not None or "location" in lexical.noun_kinds(v.lower())]
    return known if len(known) == size else values


def _a_listed_place(word: str, taken: set[str]) -> bool:
    """True when a nation's word is another form of a listed value ('Peruvian' beside 'Peru')."""
    from . import lexical

    key = lexical.place_key(word.lower())
    return key is not None and any(lexical.place_key(w) == key for w in taken)


NATIONAL = rx.compile(r"\b[Tt]he\s+([A-Z][a-z]+)\b")
"""A person named by a nation in a clue: 'the Scotsman', 'the Dane', 'The Norwegian'."""


def _nationals(text: str) -> list[str]:
    """The nations a clue names its people by ('the Scotsman', 'the Peruvian'), as written."""
    from . import lexical

    return [m.group(1) for m in NATIONAL.finditer(text) if lexical.place_key(m.group(1).lower()) is not None]


def _roles(text: str) -> list[str]:
    """The jobs a clue names as people after an article ('the nurse', 'a plumber'), in the
    singular, leaving out the words for anyone ('the person', 'the owner of the parrot')."""
    from . import lexical

    found = []
    for match in rx.finditer(r"\b(?:the|a|an)\s+(?:([a-z]+)\s+(?=(?:maker|seller|grower|keeper|painter|builder|"
                             r"player|teacher|trainer|designer|planner|fitter|driver|writer)s?\b))?([a-z]+)\b"
                             r"(?!\s+(?:of|who)\b)", text, re.IGNORECASE):
        written = match.group(2)
        word = singular_of(written.lower() if written.isupper() and len(written) <= 3 else written)
        if word not in GENERIC_PEOPLE and lexical.is_noun(word) and "person" in lexical.noun_kinds(word, 1) \
                and not lexical.noun_kinds(word) & {"animal", "food", "plant", "attribute"} \
                and lexical.place_key(word) is None:  # (not 'the Scotsman': where he is from; nor 'a canary',
            # 'the white one': a bird and a colour first, whatever WordNet's first sense)
            thing = match.group(1)  # ('the cake maker': a maker of cakes; 'the DJ' as written)
            label = written if written.isupper() else word
            found.append(f"{thing.lower()} {label}" if thing and lexical.is_noun(thing.lower())
                         and "person" not in lexical.noun_kinds(thing.lower(), 1) else label)
    return found


COLOURED = rx.compile(r"\b([a-z]+?)s?\s+(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?"
                      r"(?:painted|coloured|colored|dyed)"
                      r"\s+(?:in\s+)?(?:a|an|the)\s+(?:(?:different|distinct|unique|separate)\s+colou?r\b"
                      r"|colou?r\s+of\s+(?:their|its|his|her)\s+own\b)"
                      r"|\b([a-z]+?)s?\s+(?:of\s+)?(?:a|an|the)\s+(?:different|distinct|unique|separate)\s+colou?r\b"
                      r"|\bdifferent[- ]colou?red\s+([a-z]+?)s?\b"
                      r"|\b(?:no\s+two|each|every)\s+([a-z]+?)s?\s+(?:was|were|is|are)\s+(?:the\s+same|a\s+different)\s+colou?r",
                      re.IGNORECASE)
"""What the colours of a category colour ('a coat of a different colour', 'different-coloured doors',
'no two hulls were the same colour', 'each front door is painted a different colour', 'a front door
painted a colour of their own')."""


def _coloured_thing(text: str) -> str:
    """The noun a setup gives its unlisted colours to ('each wore a coat of a different colour':
    the coat), or '' when it names none."""
    found = list(COLOURED.finditer(text))
    if not found:
        return ""
    thing = next(g for g in found[-1].groups() if g).lower()
    return "" if thing in ("a", "an", "the", "one", "own") else thing


def _colours_of(text: str, thing: str) -> list[str]:
    """The colour words of a clue, and with a coloured thing named ('coat'), only the colours said of
    it or of no other thing ('the navy coat', 'in green', 'her coat is black', and 'the camel coat',
    a colour no list holds), not 'a bright red umbrella'."""
    from .lexical import is_noun

    said = rx.findall(r"[a-z]+", text.lower())
    things = {thing, thing + "s", thing + "es"} if thing else set()
    out = []
    for k, word in enumerate(said):
        after = said[k + 1] if k + 1 < len(said) else ""
        if word in COLOURS:
            if things and after and after not in things | {"one", "ones"} and after.isalpha() \
                    and after not in STOP_AFTER_COLOUR and is_noun(after):
                continue  # a colour of something else: 'a bright red umbrella'
            if things and after not in things | {"one", "ones"} and k > 0 and said[k - 1] in DETERMINERS:
                continue  # a thing, not the colour of one: 'whose favourite fruit is the cherry'
            out.append(word)
        elif things and after in things and k > 0 and said[k - 1] in DETERMINERS and len(word) > 2 \
                and word not in NOT_NAMES and not word.endswith(("ed", "ing")):
            out.append(word)  # 'the camel coat': the thing's colour, named by a word no list holds
    return out


STOP_AFTER_COLOUR = {"and", "or", "nor", "but", "than", "is", "was", "are", "were", "with", "in", "on", "at", "to"}


def _looks_of(text: str, thing: str) -> list[str]:
    """The words a clue writes right before a thing each has its own of ('the red awning', 'the
    striped one' in a sentence about awnings): what tells those things apart."""
    said = rx.findall(r"[a-z][a-z'-]*", text.lower())
    things = {thing, thing + "s", thing + "es"}
    if not things & set(said):
        return []
    out = []
    for k, word in enumerate(said[1:-1], start=1):
        after = said[k + 1]
        if said[k - 1] in DETERMINERS and (after in things or after in ("one", "ones")) and len(word) > 2 \
                and word.isalpha() and word not in NOT_NAMES and word not in LOOKS_STOP \
                and number_value(word) is None and ordinal_value(word) is None:
            out.append(word)
    return out


LOOKS_STOP = {"same", "other", "next", "only", "last", "first", "middle", "end", "nearest", "furthest", "farthest",
              "closest", "left", "right", "leftmost", "rightmost", "new", "old", "own", "whole", "very", "one",
              "biggest", "smallest", "largest", "cheapest", "dearest", "second", "third", "fourth", "fifth"}
"""Words before a thing that tell where or which it is, never how it looks."""


def _clue_values(found: list[Unit], setup: Setup, pick) -> list[str]:  # noqa: ANN001 - a text -> words function
    """The values ``pick`` finds in the sentences that are no part of the setup, first seen first."""
    values: list[str] = []
    for index, unit in enumerate(found):
        if index in setup.used or (unit.line == 1 and not unit.text.rstrip().endswith((".", "!", "?"))):
            continue  # (nor the title: 'The Long Table at the Old Forge')
        for value in pick(unit.text):
            if value not in values:
                values.append(value)
    return values


INSTRUCTION = rx.compile(r"^\W*(?:match|pair|determine|work\s+out|figure\s+out|find\s+out|find|sort\s+out|"
                         r"decide|identify|name|fill\s+in|complete)\s+(?:each|every|all|who|which|what|the)\b",
                         re.IGNORECASE)
"""An instruction to the solver ('Match each student to the subject ...'): it names what to find, no thing."""
DETERMINERS = {"the", "a", "an", "his", "her", "its", "their"}
"""Words after which a clue names a thing ('the kettle', 'a horror novel', 'her perm')."""
NOT_THINGS = {"person", "time", "quantity", "attribute", "state"}
"""Kinds of noun that name the people, the times or amounts: a word with no other kind
('writer', 'day', 'hour') is never a thing of a category."""
SLOT_STOP = (KIND_STOP - {"colour", "color", "drink", "drinks", "sport", "sports", "pet", "pets", "door", "home"}) \
    | {"line", "queue", "row", "order", "turn", "moment", "while", "lot", "rest", "same", "least", "most", "fewest",
       "cost", "costs", "weighed", "weighs"}
"""Words of the frame of a puzzle, never a thing it lists (the category nouns may be things:
a salon's treatments include a 'colour')."""
ALTERNATIVES = {"neither", "nor", "either"}
"""Words before a thing named as one of two ('neither strawberry nor carrot cake')."""
SLOT_MOST = 3
"""Most words in the name of a thing found in the clues ('the dogs' home')."""


def _nouns_said_different(text: str) -> Iterator[tuple[str, int | None, re.Match[str]]]:
    """The nouns a sentence says differ from person to person ('lives in a different town', 'no
    two hulls were the same colour', 'No two of them visited the same city, bought the same kind
    of souvenir or paid the same price'), each with where it ends (None for a measure named by its
    verb: 'no two weighed the same') and the match it was found by."""
    matches = list(ONE_OF_THE.finditer(text))  # (before 'a different one', which names nothing)
    matches += [m for m in UNLISTED_NOUN.finditer(text) if not any(o.start() <= m.start() < o.end() for o in matches)]
    matches += [m for m in OWN_NOUN.finditer(text) if not any(o.start() <= m.start() < o.end() for o in matches)]
    if EACH.search(text):  # 'Each friend keeps one pet, plays one sport': one each, so each a different one
        matches += [m for m in ONE_EACH.finditer(text) if _a_verb(m.group(1))
                    and not any(o.start() <= m.start() < o.end() for o in matches)]
    if NO_TWO.search(text):
        matches += [m for m in SAME_NOUN.finditer(text) if not any(o.start() <= m.start() < o.end() for o in matches)]
    if EACH.search(text):  # 'Every stall has its own awning, and no two awnings are alike'
        matches += [m for m in OWN_THING.finditer(text) if not any(o.start() <= m.start() < o.end() for o in matches)]
    if EACH.search(text):  # 'Each man stuck to his own favourite bait all day'
        matches += [m for m in FAVOURITE_NOUN.finditer(text)
                    if not any(o.start() <= m.start() < o.end() for o in matches)]
    for match in matches:
        if text.count("(", 0, match.start()) > text.count(")", 0, match.start()):
            continue  # ('a single monster (a cabbage, a leek, ...), no two the same': the values, listed)
        if match.re is UNLISTED_NOUN and match.group(3):
            yield SAME_VERBS[match.group(3).lower()], None, match
            continue
        group = 1 if match.re is UNLISTED_NOUN and match.group(1) else 2
        phrase = " ".join(itertools.takewhile(lambda w: w not in NOT_NAMES, match.group(group).lower().split()))
        parts = phrase.split()
        while len(parts) > 1 and parts[-1].endswith("ed"):
            parts.pop()  # 'a different trip planned for the day': the trip
        kind_of = rx.match(r"(?:\s+of)?\s+([a-z]+)\b(?:\s+([a-z]+)\b)?", text[match.end():]) \
            if parts in (["kind"], ["type"], ["sort"], ["make"], ["brand"], ["model"]) else None
        if kind_of:  # 'a different kind of pet': the pet; 'a different make of outboard engine': the engine
            head = kind_of.group(2) if kind_of.group(2) and kind_of.group(1).lower() not in NOT_NAMES \
                and rx.match(r"\s*(?:[,.;:)]|and\b|$)", text[match.end() + kind_of.end():]) else None
            yield (head or kind_of.group(1)).lower(), match.end() + kind_of.end(), match
            continue
        if parts:
            yield " ".join(parts), match.start(group) + len(" ".join(parts)), match


def slot_values(found: list[Unit], setup: Setup, declaring: Unit, match: re.Match[str], size: int,
                noun: str = "") -> list[str]:
    """The things of a category the setup names without listing ('each raising money for a
    different charity'): the phrases the clues write where a thing is named, after an article
    or a possessive ('the food bank', 'Fay's perm', 'the hospice runner') or after the
    declaration's own verb ('writes romance'), made of nouns (or words no dictionary knows)
    that are none of the setup's own words and no person, time or amount.

    A noun that stands for each person's one event is the frame, not a thing: one followed by
    a number ('the appointment two hours after ...') or in a sentence that leaves it out after
    a name ('Greer's debut came out after Jory's'). Exactly ``size`` distinct phrases make
    the category; any other count gives an empty list."""
    from . import lexical

    if not lexical.wordnet_available():
        return []
    frame = _setup_words(found, setup, declaring)
    verbs = _declaration_verbs(declaring.text[:match.start()])
    values: dict[str, str] = {}
    framed: set[str] = set()
    for index, unit in enumerate(found):
        if index in setup.used or unit is declaring or INSTRUCTION.match(unit.text):
            continue  # (nor 'Match each student to the subject, the mark and the revision time')
        sentence = words(unit.text)
        elliptic = _leaves_out_noun(sentence)
        for phrase, numbered, owned in _slot_phrases(sentence, frame, verbs):
            key = _phrase_key(phrase)
            if numbered or (elliptic and owned):  # ('Greer's debut came out after Jory's': the debut;
                framed.add(key)  # not the tulips of 'the tulips grow next door to Edwin's')
            if key not in TITLES:  # ('Mrs. Okafor': no thing called 'mrs')
                values.setdefault(key, phrase)
    values = _merged({key: phrase for key, phrase in values.items() if key not in framed})
    headed = {key: phrase for key, phrase in values.items() if noun and any(rx.search(
        rf"\b{re.escape(phrase)}\s+{re.escape(noun)}(?:s|es)?\b", unit.text, re.IGNORECASE) for unit in found)}
    if len(values) > size and len(headed) == size:  # 'the lemon cake', 'the red velvet cake' beside 'the counter':
        values = headed  # the things the clues name with the setup's own noun
    if len(values) > size:  # a herring's thing too ('the dogs' kennel key'): the ones of one kind
        values = _of_one_kind(values, size, noun)
    return list(values.values()) if len(values) == size else []


def _of_one_kind(values: dict[str, str], size: int, noun: str = "") -> dict[str, str]:
    """The ``size`` phrases whose nouns fall under one nearest WordNet kind ('rake', 'hoe',
    'spade', 'trowel': hand tools), when exactly one such group exists; else none. With the noun
    the setup names them by ('a different flower'), a group under a kind of that noun wins: the
    daffodils, tulips and roses, not the green, red and rose of the doors."""
    from . import lexical

    heads: dict[str, str] = {}
    for key in values:
        head = key.split()[-1]
        if head in heads:
            return {}
        heads[head] = key
    kin = {name for _, name in lexical.noun_ancestors(noun).values()} - TOO_GENERAL if noun else set()
    named = {members for _, name, members in _group_options(sorted(heads), size) if name in kin}
    if not named and noun:
        named = _kin_by_name(sorted(heads), size, noun)
    if len(named) == 1:
        return {heads[head]: values[heads[head]] for head in sorted(next(iter(named)))}
    groups = _groups(sorted(heads), size)
    if len(groups) != 1:
        return {}
    return {heads[head]: values[heads[head]] for head in groups[0][1]}


def _kin_by_name(heads: list[str], size: int, noun: str) -> set[frozenset[str]]:
    """The ``size`` heads that share a kind of the setup's noun by the kind's name, nearest kind
    first, where WordNet splits one kind in two senses ('a different snack': the apple and the
    banana are solid food, the sandwich and the crisps food as nutriment, and all are food)."""
    from . import lexical

    nearest: dict[str, int] = {}
    for depth, name in lexical.noun_ancestors(noun).values():
        if name not in TOO_GENERAL:
            nearest[name] = min(depth, nearest.get(name, depth))
    names = {head: {name for _, name in lexical.noun_ancestors(head).values()} for head in heads}
    for kind in sorted(nearest, key=lambda k: (nearest[k], k)):
        members = frozenset(head for head in heads if kind in names[head])
        if len(members) == size:
            return {members}
        if len(members) > size:
            return set()
    return set()


def _merged(values: dict[str, str]) -> dict[str, str]:
    """One value for phrases where one begins another ('the lifeboat swimmer', 'the lifeboat
    crew'): the longer phrase names it."""
    kept = dict(values)
    for key in sorted(values, key=len):
        longer = [other for other in kept if other != key and other.split()[:len(key.split())] == key.split()]
        if len(longer) == 1 and key in kept:
            del kept[key]
    return kept


def _phrase_key(phrase: str) -> str:
    """A phrase with its last word at its shortest key ('lifeboats' and 'lifeboat' are one)."""
    from . import lexical

    head = phrase.split()[-1]
    return " ".join(phrase.split()[:-1] + [min(lexical.word_keys(head) | {head}, key=len)])


def _leaves_out_noun(sentence: list) -> bool:  # noqa: ANN001 - words
    """True when a name's possessive stands alone ('... after Jory's.', '... than Carl's is'):
    the sentence leaves out the noun it compares."""
    for i, word in enumerate(sentence):
        if word.text.endswith(("'s", "\u2019s")) and word.text[:1].isupper():
            following = sentence[i + 1].text if i + 1 < len(sentence) else ""
            if not following[:1].isalpha() or following.lower() in ("is", "was", "and", "or", "but", "did", "does"):
                return True
    return False


def _setup_words(found: list[Unit], setup: Setup, declaring: Unit) -> frozenset[str]:
    """The lexical keys of every word of the setup and of the declared categories: the frame of
    the puzzle, never the name of one of its things."""
    from . import lexical

    texts = [unit.text for index, unit in enumerate(found) if index in setup.used] + [declaring.text]
    texts += [f"{d.name} {' '.join(d.labels)}" for d in setup.categories]
    found_words = {w.lower for text in texts for w in words(text) if w.text[:1].isalpha()}
    return frozenset(k for word in found_words for k in lexical.word_keys(word) | {word})


def _declaration_verbs(before: str) -> frozenset[str]:
    """Every form of the verb that declares the category ('each writes in a different genre'
    -> write, writes, wrote, ...), from the words before 'a different'."""
    from . import lexical

    morph = lexical._morph()
    found = words(before)
    for i in range(len(found) - 1, -1, -1):
        word = found[i]
        after_article = i > 0 and (found[i - 1].lower in DETERMINERS or _number_word(found[i - 1].lower))
        lemmas = morph.lemmas(word.lower, "verb") if word.text.isalpha() and not after_article else set()
        if lemmas and word.lower not in NOT_NAMES - {"asked", "said", "says"} | {"be", "is", "are", "was", "were"}:
            return frozenset({form for lemma in lemmas for form in morph.inflections(lemma, "verb")} | lemmas)
    return frozenset()


def _slot_phrases(found: list, frame: frozenset[str],  # noqa: ANN001 - words
                  verbs: frozenset[str]) -> list[tuple[str, bool, bool]]:
    """The phrases of one sentence that name a thing, each with whether a number follows it and
    whether a name owns it: open words after a determiner, a possessive or the declaration's verb
    (and its preposition), or a plural that opens the sentence ('Daffodils bloom ...')."""
    from . import lexical
    from .declarations import POSITION_NOUNS

    phrases = []
    if found and found[0].text[:1].isupper() and found[0].lower != singular(found[0].lower) \
            and _open_word(found[0].lower, frame | POSITION_NOUNS) and lexical.is_noun(found[0].lower):
        phrases.append((found[0].lower, len(found) > 1 and _number_word(found[1].lower), False))
    for i, word in enumerate(found):
        possessive = word.text.endswith(("'s", "\u2019s")) and word.text[:1].isupper()
        if not (word.lower in DETERMINERS or possessive or word.lower in verbs or word.lower in ALTERNATIVES):
            continue
        if word.lower in DETERMINERS and i > 0 and found[i - 1].lower in WISHING and word.lower in ("a", "an"):
            continue  # 'has always wanted a pony': no thing anyone has (but 'wants the lemon cake')
        if word.lower == "the" and i > 1 and found[i - 1].text == "," and found[i - 2].text[:1].isupper() \
                and found[i - 2].text.isalpha():
            continue  # 'Mrs. Okafor, the head teacher, ...': who she is, no thing of the puzzle
        start = i + 1
        if word.lower in verbs and start < len(found) and found[start].lower in ("in", "for", "on", "with", "to"):
            start += 1
        if word.lower in verbs and start < len(found) and found[start].lower in DETERMINERS:
            continue  # the article is a trigger of its own
        run: list[str] = []
        j = start
        while j < len(found) and len(run) < SLOT_MOST:
            owner = bool(run) and run[-1].endswith(("'", "'s"))  # 'the dogs' home', 'the children's ward'
            if not run and _proper_modifier(found, j, frame):
                run.append(found[j].text)  # 'the Victoria sponge', 'the Swiss roll'
                j += 1
                continue
            if not _open_word(found[j].text, frame if owner else frame | POSITION_NOUNS):
                break
            run.append(found[j].text.lower())
            j += 1
        if run and rx.search(r"[a-z]['\u2019]s$", run[-1]) and (j >= len(found) or found[j].lower.isalpha()):
            run[-1] = run[-1][:-2]  # 'the dog's owner': the dog
        if run and not run[-1].endswith("'"):
            phrases.append((" ".join(run), j < len(found) and _number_word(found[j].lower), possessive))
    return phrases


def _proper_modifier(found: list, j: int, frame: frozenset[str]) -> bool:  # noqa: ANN001 - words
    """True for a capitalised word, no possessive, that names the kind of the open noun after it
    ('the Victoria sponge', 'the Swiss roll'): part of a thing's name."""
    word = found[j].text
    return word[:1].isupper() and word.isalpha() and j + 1 < len(found) and word.lower() not in frame \
        and word.lower() not in NOT_NAMES and _open_word(found[j + 1].text, frame)


def _open_word(text: str, frame: frozenset[str] | set[str]) -> bool:
    """True for a word that can be part of a thing's name: lower case, no word of the frame,
    a noun (or a word no dictionary knows) that can name more than a person, a time or an amount."""
    from . import lexical

    lower = rx.sub(r"['\u2019]s?$", "", text.lower())  # 'dogs'' in 'the dogs' home'
    if rx.search(r"['\u2019](?:t|re|ve|ll|d|m)$", lower):
        return False  # 'The scarf wasn't bought': a verb
    if not text[:1].isalpha() or not text[:1].islower() or lower in NOT_NAMES or lower in SLOT_STOP:
        return False
    if lower in frame or lexical.word_keys(lower) & frame or _number_word(lower):
        return False
    if lexical.is_noun(lower):
        return not lexical.noun_kinds(lower) <= NOT_THINGS
    return not lexical._morph().lemmas(lower)


def _people_noun(noun: str) -> bool:
    """True for a noun that only names people ('person', 'occupant', 'guest')."""
    from . import lexical

    kinds = lexical.noun_kinds(noun)
    return bool(kinds) and kinds <= {"person", "group"}


def _number_word(lower: str) -> bool:
    return lower[:1].isdigit() or number_value(lower) is not None or ordinal_value(lower) is not None
