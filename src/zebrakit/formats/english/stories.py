"""English of stories and magazine prose: possessives, parentheses and pronouns that tie a
sentence's things together.

A story says 'Mr Dyer's setter' for the setter Mr Dyer owns, 'Rex, in kennel 3, ...' for a
place said in passing, 'her cabin' for the cabin of the woman just spoken of. These rules work
on a sentence's skeleton (its mentions and cue words) before the grammar of relations reads it;
each one either ties two things as one (a clue of its own) or leaves the skeleton as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...clues import Clue, Same
from ...model import Ref

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
