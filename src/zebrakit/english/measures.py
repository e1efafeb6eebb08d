"""Numbers with units: '$5', '5 dollars', '3 years', '10 minutes', '2nd place', '4.5 stars', '60%'.

A category whose values are all numbers in one unit is numeric: its values are the numbers and
its unit lives on as a format ('${}', '{} years', '{} place' for ordinals) inside the category's
verb template ('paid ${}'), so that the writer can say the numbers as the puzzle did.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import Category
from .words import ORDINALS, number_value, ordinal, ordinal_value

UNIT_WORDS = {
    "dollar", "dollars", "cent", "cents", "euro", "euros", "pound", "pounds", "year", "years",
    "minute", "minutes", "hour", "hours", "seconds", "day", "days", "week", "weeks",
    "month", "months", "star", "stars", "point", "points", "place", "places", "percent", "mile",
    "miles", "meter", "meters", "metre", "metres", "foot", "feet", "inch", "inches", "kilogram",
    "kilograms", "kg", "km", "grams", "ounces", "votes", "goals", "laps", "floors",
    "floor", "spot", "spots", "rank", "ranks", "yards", "degrees", "calories", "pages", "copies",
    "night", "nights", "lb", "lbs", "ounce", "oz", "gram", "kilo", "kilos", "ton", "tons", "tonne",
    "tonnes", "litre", "litres", "liter", "liters", "gallon", "gallons", "acre", "acres", "hectare", "hectares",
    "yard", "cm", "mm", "centimetres", "centimeters", "kilometres", "kilometers", "runs", "goal",
    "km/h", "kph", "mph", "m/s", "mi/h", "mps",
}
"""Words that follow a number as its unit (structural words in puzzles with measured categories)."""

ORDINAL_UNIT = "{} place"
"""The format of ordinal categories: '1st place', '2nd place'."""

NUMBER = r"(?P<n>\d+(?:\.\d+)?)"
MEASURE = re.compile(
    rf"^(?P<pre>[$\u00a3\u20ac]?)\s*{NUMBER}\s*(?P<post>%|[A-Za-z]+(?:/[A-Za-z]+)?(?:\s+[A-Za-z]+)?)?$"
)


@dataclass(frozen=True)
class Measure:
    """A number read from a label, and the format of its unit ('${}', '{} years', '{}')."""

    number: int | float
    unit: str


def parse_measure(label: str) -> Measure | None:
    """'$5' -> 5 in '${}'; '2nd place' -> 2 in '{} place'; '4.5 stars' -> 4.5; None for words."""
    text = label.strip()
    first, _, rest = text.partition(" ")
    place = ordinal_value(first)
    if place is not None and (not rest or rest.lower() in ("place", "position", "spot")):
        return Measure(place, ORDINAL_UNIT)
    match = MEASURE.match(text)
    if not match:
        return None
    n = float(match.group("n"))
    number = int(n) if n.is_integer() and "." not in match.group("n") else n
    post = match.group("post") or ""
    if post and post != "%" and not set(post.lower().split()) & (UNIT_WORDS | {"old"}):
        return None
    pre = match.group("pre")
    if post == "%":
        unit = pre + "{}%"
    elif post:
        unit = pre + "{} " + post.lower()
    else:
        unit = pre + "{}"
    return Measure(number, unit)


def parse_measures(labels: list[str]) -> tuple[list[int | float], str] | None:
    """The numbers of a list of labels in one unit, and that unit; None unless all are such."""
    parsed = [parse_measure(str(label)) for label in labels]
    found = [m for m in parsed if m is not None]
    if not parsed or len(found) < len(parsed):
        return None
    units = {_singular_unit(m.unit) for m in found}  # '1 year', '2 years'
    if len(units) != 1:
        return None
    plural = max((m.unit for m in found), key=len)
    return [m.number for m in found], plural


def _singular_unit(unit: str) -> str:
    return unit[:-1] if unit.endswith("s") else unit


def unit_of(category: Category) -> str:
    """The unit format of a numeric category, read from its verb template ('{}' when none)."""
    template = category.verb or category.noun
    match = re.search(r"([$\u00a3\u20ac]?)\{\}(%|(?: [a-z]+)?)", template)
    if not match or not category.numeric:
        return "{}"
    post = match.group(2)
    if post.strip() and not (set(post.split()) & UNIT_WORDS) and post != "%":
        post = ""
    return match.group(1) + "{}" + post


def is_ordinal(category: Category) -> bool:
    """True for a numeric category of places (1st, 2nd ...)."""
    return unit_of(category) == ORDINAL_UNIT


def say(number: object, unit: str) -> str:
    """A number in its unit: 5 in '${}' -> '$5', 2 in '{} place' -> '2nd place'."""
    if unit == ORDINAL_UNIT and isinstance(number, int):
        return f"{_ordinal_digits(number)} place"
    text = f"{number:g}" if isinstance(number, float) else str(number)
    if number == 1 and unit.endswith("s") and " " in unit:
        unit = unit[:-1]
    return unit.format(text)


def _ordinal_digits(n: int) -> str:
    word = ordinal(n)
    if word in ORDINALS:
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"
    return word


def measure_forms(number: object, unit: str) -> list[tuple[str, ...]]:
    """Word tuples naming a number of a measured category: ('5',), ('5', 'dollars'), ('2nd',)."""
    if unit == ORDINAL_UNIT and isinstance(number, int):
        forms = [(_ordinal_digits(number),), (_ordinal_digits(number), "place")]
        if 1 <= number <= len(ORDINALS):
            forms += [(ORDINALS[number - 1],), (ORDINALS[number - 1], "place")]
        return forms
    text = f"{number:g}" if isinstance(number, float) else str(number)
    forms = [(text,)]
    words = unit.replace("$", "").replace("%", "").replace("{}", " {} ").split()
    if len(words) > 1:
        forms.append(tuple(text if w == "{}" else w for w in words))
        if words[-1].endswith("s"):
            forms.append(tuple(text if w == "{}" else w[:-1] if w == words[-1] else w for w in words))
    if "%" in unit:
        forms.append((text, "percent"))
    return forms


def amount(text: str) -> int | float | None:
    """The number a word says: '5', '4.5', 'five', 'one'."""
    word = text.strip().lower().lstrip("$").split(" ")[0]
    if re.fullmatch(r"\d+\.\d+", word):
        return float(word)
    return number_value(word)
