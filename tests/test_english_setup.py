"""The setup as people write it: lists whose values look like function words ('May'), lists
inside prose and parentheses, ranges of dates, letters and stepped prices, pairs declared as
'one X and the other Y', positions named by days, and sentences that end on a letter.

Every text here is written for these tests.
"""

from __future__ import annotations

from zebrakit.formats.english.declarations import Setup, read_setup
from zebrakit.formats.english.segment import units


def setup_of(text: str) -> Setup:
    return read_setup(units(text)[0])


def categories(text: str) -> list[tuple[str, list[str]]]:
    return [(c.name, c.labels) for c in setup_of(text).categories]


# --------------------------------------------------------------------------- 'May' is a month
def test_a_month_list_holding_may_is_read_in_calendar_order() -> None:
    text = ("Three cousins have birthdays in different months: October, May, February.\n"
            "Cousins: Ned, Oona, Pip\n")
    assert categories(text) == [("month", ["February", "May", "October"]), ("cousins", ["Ned", "Oona", "Pip"])]


def test_may_opening_a_list_woven_into_prose() -> None:
    assert categories("The four trips were taken in May, June, August and December.") == [
        ("month", ["May", "June", "August", "December"])]


def test_the_modal_may_is_still_no_part_of_a_value() -> None:
    assert categories("Each of them may own a cat, a dog or a hen.") == [("category", ["cat", "dog", "hen"])]
