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
    assert categories("Each of them may own a cat, a dog or a hen.") == [("animal", ["cat", "dog", "hen"])]


# --------------------------------------------------------------------------- sentences
def test_a_sentence_ending_on_a_lettered_place_is_split_but_initials_are_not() -> None:
    from zebrakit.formats.english.segment import split_sentences

    assert split_sentences("Uma parked in bay C. Vic parked next to her. The note was signed by R. J. Hale.") == [
        "Uma parked in bay C.", "Vic parked next to her.", "The note was signed by R. J. Hale."]


# --------------------------------------------------------------------------- 'one X and the other Y'
def test_one_and_the_other_declares_a_pair_of_values() -> None:
    text = "Two sisters, Ana and Bea, live in flats 1 and 2. One keeps a parrot and the other a tortoise; " \
           "one knits and the other paints."
    assert [labels for _, labels in categories(text)] == [["Ana", "Bea"], ["parrot", "tortoise"],
                                                      ["knitting", "painting"]]


def test_a_two_person_puzzle_declared_by_one_and_the_other_is_solved() -> None:
    from zebrakit.formats.english import read
    from zebrakit.notation import format_clue

    text = ("Two sisters, Ana and Bea, live in flats 1 and 2. One keeps a parrot and the other a tortoise; "
            "one knits and the other paints.\nBea lives in flat 2. The parrot is in flat 2. Ana paints.\n")
    reading = read(text, "sisters")
    got = [format_clue(c, reading.puzzle) for c in reading.puzzle.clues]
    assert got == ["Bea == 2", "parrot == 2", "Ana == painting"]  # a lone verb names its activity
    assert reading.certain and reading.solutions == 1


def test_one_and_the_other_in_a_larger_puzzle_declares_nothing() -> None:
    text = "Four friends live in houses 1 to 4.\nNames: Ana, Bea, Cy, Dot\nOne drinks tea and the other coffee.\n"
    assert categories(text) == [("names", ["Ana", "Bea", "Cy", "Dot"])]


# --------------------------------------------------------------------------- ranges
def test_a_range_of_dates_gives_each_day() -> None:
    text = "Four hikers set out on different days, from June 29 to July 2, and each climbed a different peak."
    assert categories(text) == [("date", ["June 29", "June 30", "July 1", "July 2"])]


def test_lettered_places_in_parentheses_and_a_stepped_range_between_two_prices() -> None:
    text = ("Four diners (Kit, Lou, Max and Nia) each took a different booth (booths A to D), and each paid "
            "between $20 and $35 in $5 steps.")
    assert sorted(categories(text)) == [("booth", ["booth A", "booth B", "booth C", "booth D"]),
                                        ("diner", ["Kit", "Lou", "Max", "Nia"]),
                                        ("price", ["$20", "$25", "$30", "$35"])]


def test_numbered_places_counted_in_parentheses_are_a_category_of_a_people_puzzle() -> None:
    text = "Three golfers, three tees (1 to 3), three caps of different colours.\nGolfers: Ada, Bo, Cal\n"
    in_a_row = "Three huts (1 to 3) stand in a row.\nOwners: Ada, Bo, Cal\n"
    assert categories(in_a_row) == [("owners", ["Ada", "Bo", "Cal"])]
    alone = "There are three huts (1 to 3).\nOwners: Ada, Bo, Cal\nAda lives next to Bo.\n"
    assert categories(alone) == [("owners", ["Ada", "Bo", "Cal"])]
    assert categories(text) == [("tee", ["tee 1", "tee 2", "tee 3"]), ("golfers", ["Ada", "Bo", "Cal"])]
    assert not setup_of(text).positional


# --------------------------------------------------------------------------- lists in prose
def test_demonyms_after_one_article_are_the_nationalities() -> None:
    text = ("Three neighbours live in a row.\n"
            "The neighbours hail from different lands; they are the Greek, Swede, Peruvian.\n")
    assert categories(text) == [("nationality", ["Greek", "Swede", "Peruvian"])]


def test_a_list_after_they_were_is_named_by_the_noun_of_the_clause_before() -> None:
    text = "Three chefs (Ana, Ben and Cy) each cooked for one critic, and they were the baron, a judge and a vicar."
    assert categories(text) == [("chef", ["Ana", "Ben", "Cy"]), ("critic", ["baron", "judge", "vicar"])]
    assert categories("Three friends met, and they were Ana, Ben and Cy.") == [("name", ["Ana", "Ben", "Cy"])]


def test_a_clue_naming_a_person_then_descriptions_is_still_no_list() -> None:
    assert categories("The four were Ana, the baker, Cy and the vicar.") == []


def test_a_second_clause_after_a_semicolon_that_opens_on_a_pronoun_is_its_own_sentence() -> None:
    from zebrakit.formats.english.segment import split_sentences

    assert split_sentences("Kim bakes the rye; she did not sell eggs. Ann; Bo; Cy.") == [
        "Kim bakes the rye.", "She did not sell eggs.", "Ann; Bo; Cy."]


def test_immediately_before_on_a_clock_of_whole_hours_is_one_slot() -> None:
    from zebrakit.formats.english import read
    from zebrakit.notation import format_clue

    text = ("Three hosts (Ada, Bo and Cy) each have one hour, at 7:00pm, 8:00pm or 9:00pm.\n"
            "Ada's slot is immediately before Cy's.\nBo is on at 7:00pm.\n")
    reading = read(text, "hosts")
    assert [format_clue(c, reading.puzzle) for c in reading.puzzle.clues] == ["Ada + 1 == Cy", 'Bo == time."7:00pm"']
    assert reading.certain and reading.solutions == 1


def test_a_list_named_by_a_noun_of_its_own_in_parentheses() -> None:
    text = "Three huts stand in a row, numbered 1 to 3, and each hut has a door of its own (red, teal or white)."
    assert categories(text) == [("door", ["red", "teal", "white"])]


def test_a_list_right_after_another_not_in_that_order() -> None:
    text = ("Three stalls stand in a row, numbered 1 to 3. In them were Ivo, Jan and Kai, a cook, a smith and a "
            "tailor (not in that order).")
    assert categories(text) == [("name", ["Ivo", "Jan", "Kai"]), ("job", ["cook", "smith", "tailor"])]


def test_a_colon_list_of_names_then_ages_and_a_list_of_things_after_the() -> None:
    text = ("Three of us went along: Ivy, Jude and Kit, aged 30, 35 and 40, and each chose a different drink "
            "from the cider, the stout and the lager.")
    assert categories(text) == [("name", ["Ivy", "Jude", "Kit"]), ("age", ["30", "35", "40"]),
                                ("drink", ["cider", "stout", "lager"])]


# --------------------------------------------------------------------------- positions named by days
def test_a_range_of_weekdays_before_the_colon_of_a_list_of_names() -> None:
    text = "My three nieces rang me on consecutive evenings, one a night from Tuesday to Thursday: Bo, Cass and Dee."
    assert categories(text) == [("day", ["Tuesday", "Wednesday", "Thursday"]), ("niece", ["Bo", "Cass", "Dee"])]


def test_weekdays_before_the_colon_are_the_axis_that_clues_count_days_on() -> None:
    from zebrakit.formats.english import read
    from zebrakit.notation import format_clue

    text = ("My three nieces rang me on consecutive evenings, one a night from Tuesday to Thursday: Bo, Cass and Dee.\n"
            "Dee rang two days after Bo. Cass rang on Thursday.\n")
    reading = read(text, "nieces")
    assert reading.puzzle.axis == "day"
    assert [format_clue(c, reading.puzzle) for c in reading.puzzle.clues] == ["Bo + 2 == Dee", "Cass == Thursday"]


# --------------------------------------------------------------------------- categories named, not listed
def test_towns_named_only_in_the_clues_make_the_category_the_setup_names() -> None:
    from zebrakit.formats.english import read

    text = ("Three pen friends (Ali, Bex and Cam) each live in a different town.\n"
            "1. Ali lives in Truro.\n2. The Ripon resident is not Bex.\n3. Cam is from Ripon.\n"
            "4. Someone is from Alnwick.\n")
    reading = read(text, "towns")
    towns = next(c for c in reading.puzzle.categories if c.name == "town")
    assert towns.values == ("Truro", "Ripon", "Alnwick")
    assert reading.certain and reading.solutions == 1


def test_colours_named_only_in_the_clues_make_the_category_the_setup_names() -> None:
    from zebrakit.formats.english import read

    text = ("Three kites (the Swift, the Hawk and the Wren) flew in a row, numbered 1 to 3, and no two kites were "
            "the same colour.\n1. The Swift is orange.\n2. The Hawk flew in position 1 and was not lilac.\n"
            "3. The teal kite flew in position 2.\n")
    reading = read(text, "kites")
    colours = next(c for c in reading.puzzle.categories if c.name == "colour")
    assert colours.values == ("orange", "lilac", "teal")


def test_a_named_category_with_too_few_values_in_the_clues_is_not_made() -> None:
    text = ("Three pen friends (Ali, Bex and Cam) each live in a different town.\n"
            "1. Ali lives in Truro.\n2. Cam is from Ripon.\n")
    from zebrakit.formats.english.unlisted import kinds_named_in_setup

    found = units(text)[0]
    assert kinds_named_in_setup(found, read_setup(found), 3) == []


def test_things_of_different_colours_take_the_colour_words_of_the_clues() -> None:
    from zebrakit.formats.english.unlisted import kinds_named_in_setup

    text = ("Three darts players (Al, Bo and Cy) threw darts of different colours.\n"
            "1. Al threw the amber darts.\n2. Bo's darts were not violet.\n3. The pink darts were Cy's.\n")
    found = units(text)[0]
    assert [(d.name, d.labels) for d in kinds_named_in_setup(found, read_setup(found), 3)] == [
        ("colour", ["amber", "violet", "pink"])]


def test_a_counted_list_after_a_list_of_counted_things_is_named_by_its_own_noun() -> None:
    text = "At the quiz there were three teams, three tables of different sizes, and three totals of 20, 25 and 30."
    assert ("total", ["20", "25", "30"]) in categories(text)
