"""Questions: which cell the reader must find, read with the same mentions as the clues.

'What position is X at?', 'Which house does X live in?', 'On which floor ...?' ask for a
position; 'Who owns the fish?' asks for the person category (names, else nationalities);
'What does Carla drink?', 'What sport does the Swede play?' ask for the category the question's
other words name. 'Who has which attributes?' names nothing: the whole grid is the answer.
"""

from __future__ import annotations

import re

from ...model import Question, Ref
from .mentions import Mention, Word, keys

QUESTION_START = re.compile(r"^\s*(?:q(?:uestion)?\s*\d*\s*[:.)]\s*)", re.IGNORECASE)
ASKING = re.compile(r"^(?:who|what|which|where|whose|how|on|in|at|find|determine|work out|"
                    r"can you|could you|figure|name|identify|tell)\b", re.IGNORECASE)
PLACE_WORDS = {"position", "house", "where", "floor", "seat", "place", "spot", "number", "lane",
               "room", "slot", "space", "storey", "order"}
ASKS_PLACE = re.compile(
    r"\b(?:what|which)\s+(?:number\s+)?(?:house|home|position|seat|place|floor|storey|spot|lane|room|"
    r"slot|space|stall|locker|desk|chair)s?\b|\bnumber of the \w+|\bwhere\b|\bat what position\b|"
    r"\bwhat position\b|\bwhich position\b", re.IGNORECASE)
"""Wordings that ask for a position rather than a value of a category."""
PERSON_CATEGORIES = ("name", "names", "person", "people", "first name", "friend", "friends")


def is_question(text: str) -> bool:
    """A question about the puzzle's answer (as opposed to a rhetorical one in the introduction)."""
    stripped = text.strip()
    if QUESTION_START.match(stripped):
        return True
    body = stripped
    return (body.endswith("?") and bool(ASKING.match(body))) or bool(
        re.match(r"^(?:find|determine|work out|figure out)\b", body, re.IGNORECASE))


def question_body(text: str) -> str:
    return QUESTION_START.sub("", text.strip())


def read_question(text: str, found: list[Word], mentions: list[Mention],
                  categories: dict[str, set[str]], person: str, position_nouns: set[str]) -> Question | None:
    """The question a sentence asks, or None when it asks for the whole grid."""
    values = [m for m in mentions if m.refs]
    places = [m for m in mentions if m.positions and len(m.positions) == 1]
    taken = {i for m in mentions for i in range(m.start, m.end)}
    rest = [w.lower for i, w in enumerate(found) if i not in taken]
    if not values and not places:
        return None
    asks_place = bool(ASKS_PLACE.search(text))
    exclude = values[0].refs[0][0].category if values else ""
    asked = None if asks_place else _named_category(rest, categories, exclude=exclude)
    if values:
        value: Ref = values[0].refs[0][0]
        if asked is None and asks_place:
            return Question("position", value, text)
        if (asked is None and "who" in rest) or "whose" in rest:
            asked = person if person != value.category else None
        if asked is None:
            return None
        return Question(asked, value, text)
    about = min(places[0].positions)
    if asked is None and "who" in rest:
        asked = person
    return Question(asked, about, text) if asked else None


def _named_category(words: list[str], categories: dict[str, set[str]], exclude: str) -> str | None:
    """The category the question's own words name ('drink' in 'What does Ann drink?')."""
    found = {k for w in words for k in keys(w)} - {"what", "which", "who", "do", "does", "is", "the"}
    named = [name for name, cues in categories.items() if name != exclude and cues & found]
    return named[0] if len(named) == 1 else None


def person_category(categories: list, positional: bool = True) -> str:
    """The category that names the people: one called 'name(s)'; then, in a row of houses, the
    nationalities, and in a puzzle about people, a category whose values all look like names
    (one capitalised word each); else the first."""
    names = [c.name for c in categories]
    for wanted in PERSON_CATEGORIES:
        if wanted in names:
            return wanted
    for category in categories:
        if "name" in category.name:
            return category.name
    nationality = next((c.name for c in categories if "nationalit" in c.name), None)
    looks_named = next((c.name for c in categories if not c.numeric and "nationalit" not in c.name
                        and "countr" not in c.name and all(
                            isinstance(v, str) and v[:1].isupper() and " " not in v and not v.isupper()
                            for v in c.values)), None)
    ordered = [nationality, looks_named] if positional else [looks_named, nationality]
    return next((name for name in ordered if name), names[0])
