"""Comparisons: 'paid $5 more than', 'is 2 years older than', 'came out two months after'.

In a puzzle about people the order lives in a category: a numeric one (prices, ages, scores) or
the ordered axis (months, weekdays, years listed in order). A comparison names its scale by its
unit or word ('$', 'years older', 'points', 'months after'); when the words leave more than one
scale possible, every scale stays a candidate for the solver to judge, never a silent pick.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...clues import Before, Clue, Compare, Offset
from ...model import Ref

MORE = {"more", "greater", "higher", "older", "later", "after", "taller", "longer", "bigger",
        "larger", "heavier", "pricier", "costlier", "dearer", "above", "over", "behind", "beyond",
        "newer", "further", "farther", "slower", "more expensive"}
LESS = {"less", "fewer", "lower", "younger", "earlier", "before", "shorter", "smaller", "lighter",
        "cheaper", "below", "under", "ahead", "sooner", "faster", "beneath"}
COMPARATIVES = MORE | LESS
YEAR_LIKE = {"older": "less", "newer": "more"}
"""For years and dates, an older thing has the smaller number."""


@dataclass(frozen=True)
class Scale:
    """A category that orders the people: numeric (values are numbers) or the ordered axis."""

    category: str
    numeric: bool
    cues: frozenset[str]
    unit_words: frozenset[str]
    dated: bool = False
    step: float | None = None


def direction(word: str, scale: Scale) -> str:
    """'more' or 'less': which way the comparative word points on this scale."""
    if scale.dated and word in YEAR_LIKE:
        return YEAR_LIKE[word]
    return "more" if word in MORE else "less"


def scales_named(scales: list[Scale], words: set[str]) -> list[Scale]:
    """The scales the sentence's own words name; all of them when it names none."""
    words = words | {"$" for w in words if w.startswith("$")}
    named = [s for s in scales if s.unit_words & words or s.cues & words]
    return named or list(scales)


def compare_clue(scale: Scale, a: Ref, b: Ref, way: str, amount: float | None) -> Clue | None:
    """The clue 'a is more/less than b (by amount) on this scale'."""
    if a == b:
        return None
    if scale.numeric:
        if amount is None:
            return Compare(scale.category, a, b, ">" if way == "more" else "<", 0)
        difference = amount if way == "more" else -amount
        return Compare(scale.category, a, b, "==", int(difference) if float(difference).is_integer() else difference)
    if amount is None:
        return Before(b, a) if way == "more" else Before(a, b)
    steps = int(amount / scale.step) if scale.step else int(amount)
    if steps <= 0:
        return None
    return Offset(b, a, steps) if way == "more" else Offset(a, b, steps)
