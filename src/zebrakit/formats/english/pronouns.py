"""Pronouns: who 'she', 'their' or 'hers' stands for, when the text makes it plain.

A pronoun stands for the subject of the sentence before it ('The Bishops own the collie. Their
pitch is ...'), the subject being the sentence's first mention, said at its start or after a
phrase of time or place put in front ('On the first evening the Bishops ...'). Where the
subject is two things ('Ann and Bob ...') or a title says the pronoun cannot be that person
('Mr Ash ... She ...'), the pronoun stands for no one and the reader stays unsure of the sentence.
"""

from __future__ import annotations

import re

from . import rx
from .lexical import noun_kinds
from .mentions import Mention, Word

FRONTING = {"on", "in", "at", "during", "after", "before", "by", "later", "earlier", "that", "this", "one", "next",
            "then", "today", "yesterday", "tonight", "finally", "meanwhile", "when", "once", "first", "last"}
"""Words that open a phrase of time or place put before a sentence's subject ('On Tuesday the ...')."""
FEMALE_TITLES = {"mrs", "mrs.", "ms", "ms.", "miss", "lady", "dame", "madam", "mme", "mlle"}
MALE_TITLES = {"mr", "mr.", "sir", "lord", "master", "monsieur", "herr", "senor", "signor"}
FEMALE = {"she", "her", "hers", "herself"}
MALE = {"he", "him", "his", "himself"}


def subject(words: list[Word], mentions: list[Mention]) -> Mention | None:
    """The mention a sentence is about: its first, when it opens the sentence or follows only a
    fronted phrase of time or place, names one thing, and is not one of two subjects joined by
    'and' or 'or' ('Ann and Bob ...'); else None."""
    named = [m for m in mentions if m.refs or m.positions]
    if not named or not words:
        return None
    first = named[0]
    if len({ref for ref, _ in first.refs}) != 1:
        return None
    if first.start > 1 and not (words[0].lower in FRONTING and words[first.start - 1].lower in ("the", ",")):
        return None
    following = [w.lower for w in words[first.end:first.end + 3]]
    if following[:1] in (["and"], ["or"], ["nor"]) or following[:2] in ([",", "and"], [",", "or"]):
        return None
    return first


def could_be(pronoun: str, said: Mention, words: list[Word]) -> bool:
    """True unless a title of the person the mention names says the pronoun is not theirs
    ('Mr Lindqvist' is never 'her')."""
    title = words[said.start].lower.rstrip(".") if said.start < len(words) else ""
    if pronoun in FEMALE:
        return title not in MALE_TITLES and title + "." not in MALE_TITLES
    if pronoun in MALE:
        return title not in FEMALE_TITLES
    return True


POSSESSIVES = {"his", "her", "their", "its"}
"""Pronouns that say whose a thing is."""
OPENING = {"he", "she", "his", "her", "him", "hers", "they", "their"}
"""Pronouns that, opening a sentence, stand for the person the sentence before was about."""
STANDING_ALONE = {"hers", "his", "theirs"}
"""Possessive pronouns said without a noun ('the cabin after hers'): the place or thing of that person."""
IMPERSONAL = {"is", "was", "'s", "\u2019s", "seems", "seemed", "appears", "appeared", "turns", "turned", "took",
              "takes", "happened", "happens", "rained", "will", "would", "may", "might", "must", "can", "could",
              "should", "has", "had"}
"""Words after an opening 'It' that make it stand for no thing ('It was raining', 'It is the
baker who ...'): only 'It' before another verb stands for the thing the sentence before began with."""

Sentence = tuple[int, object, list[Word], list[Mention]]


def _taken(mentions: list[Mention], k: int) -> bool:
    return any(m.start <= k < m.end for m in mentions)


def _alone(words: list[Word], k: int) -> bool:
    """True when the possessive pronoun at ``k`` has no noun after it ('after hers,')."""
    return words[k].lower in ("hers", "theirs") or not (k + 1 < len(words) and words[k + 1].lower.isalpha())


CLAUSE_OPENERS = {";", ":", "and", "but", "so", "while", "where", "then", "though", "although", "yet"}
"""Words after which a pronoun opens a new clause of the same sentence ('Gus had the gnocchi; he
paid $14 less ...', '..., and her bill was $52')."""


def of_the_subject(words: list[Word], mentions: list[Mention], person: str) -> list[Mention]:
    """Mentions for the pronouns that open a later clause of the sentence and stand for its
    subject, when no other person is named between them ('Gus had the gnocchi; he paid ...');
    not 'they', which may be everyone named ('..., and they are different people')."""
    own = subject(words, mentions)
    if own is None or any(r.category != person for r, _ in own.refs):
        return []
    added = []
    for k in range(own.end + 1, len(words)):
        if words[k].lower not in FEMALE | MALE or words[k - 1].lower not in CLAUSE_OPENERS or _taken(mentions, k) \
                or not could_be(words[k].lower, own, words):
            continue
        between = [m for m in mentions if own.end <= m.start < k and any(r.category == person for r, _ in m.refs)]
        if not between:
            added.append(Mention(k, k + 1, own.refs))
    return added


def _people_before(words: list[Word], mentions: list[Mention], k: int, person: str, pronoun: str) -> list[Mention]:
    """The people named before word ``k`` of the sentence that the pronoun could stand for, one
    mention per person, not the nearest one, whose clause the pronoun is in ('Mr Patel ..., Ms
    Lind, whose office is above his': Mr Patel; 'Bob, in the cabin after hers': not Bob)."""
    seen: dict[frozenset, Mention] = {}
    for mention in mentions:
        refs = frozenset(r for r, _ in mention.refs)
        if mention.end <= k and len(refs) == 1 and all(r.category == person for r in refs):
            seen.pop(refs, None)
            seen[refs] = mention
    people = list(seen.values())
    if people and people[-1].end == k - 1 and words[k - 1].lower.isalpha() \
            and could_be(pronoun, people[-1], words):
        return [people[-1]]  # 'Faye held her sale after Bev held hers': Bev's own
    if people and not _later_clause_of_another(words, mentions, people[-1], k):
        people = people[:-1]
    return [mention for mention in people if could_be(pronoun, mention, words)]


def _later_clause_of_another(words: list[Word], mentions: list[Mention], person: Mention, k: int) -> bool:
    """True when word ``k`` stands in a later clause than the person, one with a subject of its own
    ('Priya brought crisps; the friend bound for Inverness sat just behind hers': Priya's)."""
    breaks = [j for j in range(person.end, k) if words[j].lower == ";" or (
        words[j].lower in ("and", "but", "while") and j > 0 and words[j - 1].lower == ",")]
    return bool(breaks) and any(breaks[0] < m.start < k for m in mentions)


GENDER_NOUNS = {"woman": "f", "women": "f", "girl": "f", "girls": "f", "lady": "f", "ladies": "f", "female": "f",
                "man": "m", "men": "m", "boy": "m", "boys": "m", "gentleman": "m", "gentlemen": "m", "male": "m"}
"""Nouns that say a person is a woman or a man ('Omar and Tom are men')."""


GENDERED = rx.compile(r"\b(?:" + "|".join(GENDER_NOUNS) + r")\b", re.IGNORECASE)
"""A sentence that may say who is a woman or a man."""


def stated_genders(sentences: list) -> dict[object, str]:
    """Who the text says is a woman ('f') or a man ('m'): the people named in a clause before 'are
    women', 'is a man', and so on ('Ann is a woman; Omar and Tom are men')."""
    genders: dict[object, str] = {}
    for _, _, words, mentions in sentences:
        lowered = [w.lower for w in words]
        for k, word in enumerate(lowered):
            gender = GENDER_NOUNS.get(word)
            if gender is None or not any(lowered[j] in ("is", "are", "was", "were") for j in range(max(0, k - 3), k)):
                continue
            start = max((j + 1 for j in range(k) if lowered[j] in (";", ".", ":")), default=0)
            for m in mentions:
                if start <= m.start and m.end <= k and len(m.refs) == 1:
                    genders.setdefault(m.refs[0][0], gender)
    return genders


def _fits(pronoun: str, mention: Mention, genders: dict[object, str]) -> bool:
    """False when the text said the person is of the other sex than the pronoun ('she' of Omar,
    whom it called a man)."""
    said = {genders.get(ref) for ref, _ in mention.refs} - {None}
    if pronoun in FEMALE:
        return "m" not in said
    if pronoun in MALE:
        return "f" not in said
    return True


def with_pronouns(sentences: list, person: str, genders: dict[object, str] | None = None,
                  names: frozenset[str] = frozenset()) -> list:
    """The sentences (index, unit, words, mentions), with a mention added where a pronoun stands
    for the person the sentence right before was about: one that opens the sentence ('She paid
    $15 more ...', 'Their pitch is ...'), and a possessive said alone anywhere in it ('in the
    cabin after hers'); and one for an opening 'It' before a verb, standing for the one thing the
    sentence before began with ('The Leeds train ... It stood next to ...')."""
    out = []
    genders = genders if genders is not None else stated_genders(sentences)
    before: tuple[int, Mention, list[Word]] | None = None
    others: list[Mention] = []
    thing: tuple[int, Mention] | None = None
    aged: tuple[int, Mention] | None = None  # the one person a sentence named by age, and no one by name
    for index, unit, words, mentions in sentences:
        said = before if before is not None and before[0] == index - 1 else None
        opens = words[0].lower if words else ""
        added: list[Mention] = []
        if said is not None and opens in OPENING and not _taken(mentions, 0) \
                and not _owner_of_a_named_thing(opens, mentions, person):
            fitting = [m for m in [said[1], *others] if could_be(opens, m, said[2]) and _fits(opens, m, genders)]
            if opens in FEMALE | MALE and len(fitting) > 1:  # 'Omar lives next to the chef. She ...': either one,
                added.append(Mention(0, 1, tuple(dict.fromkeys(r for m in fitting for r in m.refs))))  # the solver
            elif fitting:  # decides (the text said Omar is a man: the chef)
                added.append(Mention(0, 1, fitting[0].refs))
        elif thing is not None and thing[0] == index - 1 and opens == "it" and len(words) > 1 \
                and words[1].lower not in IMPERSONAL and not _taken(mentions, 0):
            added.append(Mention(0, 1, thing[1].refs))
        elif said is None and opens in FEMALE | MALE and not _taken(mentions, 0) and aged is not None \
                and aged[0] == index - 1:
            added.append(Mention(0, 1, aged[1].refs))  # 'The kite went to the 8-year-old. He isn't Alfie.'
        own = subject(words, [*added, *mentions])
        added.extend(_its_own_subject(words, mentions, own, person))
        for k in range(1, len(words)):
            lower = words[k].lower
            compared = _compared_with_a_subject_pronoun(words, mentions, k, own, person, genders)
            if compared is not None and not _taken(mentions, k):
                added.append(Mention(k, k + 1, compared.refs))  # 'Mary ... paid less than he did': Tom
                continue
            if (not (lower in STANDING_ALONE and _alone(words, k)) and not _an_object(words, k)) \
                    or _taken(mentions, k):
                continue
            if any(words[j].lower in ("she", "he") and not _taken(mentions, j) for j in range(k)):
                continue  # '..., though she is younger than hers': two pronouns, read with their clause

            object_only = lower in ("him", "her")
            if object_only and (said is None or _names_others(mentions, person)
                                or any(w.lower in CLAUSE_OPENERS for w in words[1:k])):
                continue  # ('above Oscar, but not directly above him', 'Kwame holds a single; the friend with
                # the weekly ticket gets off right before him': read with their clauses)
            here = [] if object_only else _people_before(words, [*added, *mentions], k, person, lower)
            # ('Josh starts half an hour after him': the one the sentence before was about)
            if len(here) == 1:  # 'Mr Patel ..., whose office is one floor above his': his own
                added.append(Mention(k, k + 1, here[0].refs))
            elif not here and said is not None and could_be(lower, said[1], said[2]) \
                    and (own is None or own.refs != said[1].refs):
                added.append(Mention(k, k + 1, said[1].refs))  # 'Mr Lindqvist, in the cabin after hers'
        mentions = sorted([*added, *mentions], key=lambda m: m.start)
        out.append((index, unit, words, mentions))
        by_age = [m for m in mentions if len({r for r, _ in m.refs}) == 1 and _an_age(m.refs[0][0].category)]
        aged = (index, by_age[0]) if len(by_age) == 1 and not any(
            r.category == person for m in mentions for r, _ in m.refs) else None
        first = mentions[0] if mentions else None
        thing = (index, first) if first is not None and len({r for r, _ in first.refs}) == 1 \
            and all(r.category != person for r, _ in first.refs) else None
        about = subject(words, mentions)
        before = (index, about, words) if about is not None and (  # (a person named by a surname too)
            all(r.category == person or r.category in names for r, _ in about.refs)
            or _a_person_by_role(words, about)) else None
        others = [m for m in mentions if about is not None and m is not about and len(m.refs) == 1
                  and (m.refs[0][0].category == person or _a_person_by_role(words, m))] if before else []
    return out


OBJECT_AFTER = frozenset({"after", "before", "than", "behind", "beside", "above", "below", "ahead", "of"})
"""Words of a relation before 'him' or 'her' ('half an hour after him', 'older than her')."""


def _an_object(words: list[Word], k: int) -> bool:
    """True for 'him' or 'her' as the object of a relation, closing its clause ('starts half an hour
    after him.', '45 minutes after her'), not 'her dog'."""
    return words[k].lower in ("him", "her") and words[k - 1].lower in OBJECT_AFTER \
        and (k + 1 == len(words) or not words[k + 1].lower.isalpha())


AUXILIARIES = frozenset({"did", "does", "do", "had", "has", "was", "is", "were", "could", "would", "can"})


def _compared_with_a_subject_pronoun(words: list[Word], mentions: list[Mention], k: int, own: Mention | None,
                                     person: str, genders: dict[object, str]) -> Mention | None:
    """The person 'he' or 'she' stands for after 'than', 'after' or 'before' at the end of a clause
    ('Mary travelled the day after Tom, and paid less than he did'): the one other person named
    before it who fits the pronoun, not the sentence's subject; but after 'nobody' the subject itself
    ('..., and nobody spoke for less time than she did'); None when not exactly one."""
    if words[k].lower not in ("he", "she") or words[k - 1].lower not in ("than", "after", "before") \
            or k + 1 >= len(words) or words[k + 1].lower not in AUXILIARIES \
            or (k + 2 < len(words) and words[k + 2].lower.isalpha()) \
            or any(words[j].lower in ("he", "she") for j in range(k)):  # ('..., though she comes later than he
        return None  # does': two pronouns, read with their clause)
    if own is not None and any(w.lower in ("nobody", "noone", "none") or (w.lower == "one" and j > 0
                                                                          and words[j - 1].lower == "no")
                               for j, w in enumerate(words[own.end:k], start=own.end)):
        return own if could_be(words[k].lower, own, words) and _fits(words[k].lower, own, genders) else None
        # ('Danielle was last, and nobody spoke for less time than she did': Danielle herself)
    found: dict[frozenset, Mention] = {}
    for mention in mentions:
        refs = frozenset(r for r, _ in mention.refs)
        if mention.end <= k and len(refs) == 1 and all(r.category == person for r in refs) \
                and (own is None or frozenset(r for r, _ in own.refs) != refs) \
                and could_be(words[k].lower, mention, words) and _fits(words[k].lower, mention, genders):
            found[refs] = mention
    return next(iter(found.values())) if len(found) == 1 else None


def _names_others(mentions: list[Mention], person: str) -> bool:
    """True when a sentence names more than one person, so that 'him' or 'her' may be one of them."""
    return len([m for m in mentions if any(r.category == person for r, _ in m.refs)]) > 1


def _an_age(category: str) -> bool:
    """True for a category of ages ('age', 'ages'): a value of it names a person ('the 8-year-old')."""
    return bool({"age", "ages"} & set(category.lower().split()))


def _owner_of_a_named_thing(opens: str, mentions: list[Mention], person: str) -> bool:
    """True when an opening possessive comes right before a thing the puzzle names ('Her quince,
    in turn, was 25p cheaper than ...'): the sentence is about the thing itself, and whose it is
    may be someone the sentence before named in passing ('the woman who made the quince')."""
    return opens in POSSESSIVES and any(m.start == 1 and m.refs and all(r.category != person for r, _ in m.refs)
                                        for m in mentions)


def _its_own_subject(words: list[Word], mentions: list[Mention], own: Mention | None,
                     person: str = "") -> list[Mention]:
    """Mentions for an 'it' that opens a second clause ('Night Harbour is not the quiz, and it starts
    earlier than The Lantern') standing for the sentence's subject, when that is one thing; and for
    an 'it' that ends a second clause ('The kite did not go to the youngest, and Ava did not win it')
    when the subject is a thing, no one, and the clause names no other thing."""
    if own is None or len({r for r, _ in own.refs}) != 1 \
            or words[own.end - 1].text.endswith(("'s", "\u2019s", "'", "\u2019")):
        return []  # ('Kit's pumpkin was heavier ..., but it wasn't the Atlantic Giant': Kit's own thing)
    opening = [Mention(k, k + 1, own.refs) for k in range(own.end + 1, len(words) - 1)
               if words[k].lower == "it" and words[k - 1].lower in ("and", "but", "while", "yet")
               and (words[k + 1].lower not in IMPERSONAL or _says_what_it_is(words, mentions, k + 1))
               and not _taken(mentions, k)]
    return opening + _its_object(words, mentions, own, person)


PLACING = frozenset({"above", "below", "beside", "behind", "to", "of", "from", "near", "after", "before", "than",
                     "with", "by", "at", "in", "on", "under", "over", "past", "beyond", "between", "opposite"})
"""Words before an 'it' that make it the thing something else is put by, not the one acted on."""


def _its_object(words: list[Word], mentions: list[Mention], own: Mention, person: str) -> list[Mention]:
    """A mention for an 'it' that ends a second clause of a sentence about a thing ('..., and Ava did
    not win it'): that thing, when the second clause names no other thing than people."""
    if not person or any(r.category == person for r, _ in own.refs):
        return []
    last = max((k for k, w in enumerate(words) if w.lower.isalpha()), default=-1)
    if last <= own.end or words[last].lower != "it" or _taken(mentions, last) or words[last - 1].lower in PLACING:
        return []  # (not '..., but not on the floor directly above it': the place of the thing it was put by)
    joint = max((k for k in range(own.end, last) if words[k].lower in ("and", "but")), default=None)
    if joint is None or any(m.start > joint and any(r.category != person for r, _ in m.refs) for m in mentions):
        return []
    return [Mention(last, last + 1, own.refs)]


def _says_what_it_is(words: list[Word], mentions: list[Mention], k: int) -> bool:
    """True when 'is' or 'was' at ``k`` says what the thing is or is not ('..., and it was neither
    the gooseberry nor the rhubarb'), unlike an impersonal 'it was raining'."""
    after = [w.lower for w in words[k + 1:k + 3]]
    return words[k].lower in ("is", "was") and bool(after) and (
        after[0] in ("not", "neither", "never", "n't") or any(m.start in (k + 1, k + 2) for m in mentions))


def _a_person_by_role(words: list[Word], said: Mention) -> bool:
    """True when a mention names a person by what they are or do ('The snowboarder arrived in a
    Renault. He is French.', 'The guitarist works as a chef. She ...'): 'he' or 'she' after it
    stands for that person."""
    head = words[said.end - 1].lower if said.end - 1 < len(words) else ""
    if said.start >= 2 and words[said.start - 1].lower in ("with", "from", "in") \
            and (words[said.start - 2].lower in ("one", "person")
                 or "person" in noun_kinds(words[said.start - 2].lower, 1)):
        return True  # 'The person with EE had the smallest bill. She paid ...': that person
    return head.isalpha() and "person" in noun_kinds(head, 1)
