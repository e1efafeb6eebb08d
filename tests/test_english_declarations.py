"""Declarations read by meaning: the size, the positions and the categories, in the many forms
authors use (lists after a colon or a dash, bullets, parentheses, lists woven into prose,
ranges, tables, 'The five people are ...'), and the sentences that must not be taken as
declarations (clues with lists, all-different clues, answer formats, numbered clues).

Every text here is written for these tests.
"""

from __future__ import annotations

from zebrakit.formats.english.declarations import Setup, read_setup, split_list
from zebrakit.formats.english.segment import units


def setup_of(text: str) -> Setup:
    return read_setup(units(text)[0])


def categories(text: str) -> list[tuple[str, list[str]]]:
    return [(c.name, c.labels) for c in setup_of(text).categories]


def category(text: str, name: str):  # noqa: ANN201 - a Declared
    found = [c for c in setup_of(text).categories if c.name == name]
    assert len(found) == 1, [c.name for c in setup_of(text).categories]
    return found[0]


# --------------------------------------------------------------------------- heads and lists
def test_lists_after_a_dash_or_an_em_dash() -> None:
    text = ("Four hikers walk in single file, numbered 1 to 4 from the front.\n\n"
            "Hikers \u2014 Odo, Pia, Quill, Rue\nHats - beret, cap, fedora, trilby\n")
    assert categories(text) == [("hikers", ["Odo", "Pia", "Quill", "Rue"]),
                                ("hats", ["beret", "cap", "fedora", "trilby"])]


def test_bullets_with_thousands_separators_are_numbers() -> None:
    text = "* Budgets: $12,000, $14,000, $16,000\n* Teams: Alpha, Bravo, Charlie\n"
    budgets = category(text, "budgets")
    assert budgets.labels == ["$12,000", "$14,000", "$16,000"]
    assert budgets.numbers == [12000, 14000, 16000] and budgets.unit == "${}"
    assert setup_of(text).size == 3


def test_a_unit_in_parentheses_after_the_head() -> None:
    fees = category("Fees (dollars): 20, 30, 40, 50\nTutors: Ada, Ben, Cal, Dee\n", "fees")
    assert fees.numbers == [20, 30, 40, 50] and fees.unit == "{} dollars"


def test_the_unit_after_the_last_number_belongs_to_all() -> None:
    ages = category("Ages: 7, 8, 9 and 10 years old\nPupils: Ava, Ben, Cas, Dot\n", "ages")
    assert ages.numbers == [7, 8, 9, 10] and ages.unit == "{} years old"


def test_a_short_line_over_an_indented_list() -> None:
    text = "Three friends live in three houses in a row.\n\nColours\n  - red, green, blue\nPets\n  - cat, dog, hen\n"
    assert categories(text) == [("colours", ["red", "green", "blue"]), ("pets", ["cat", "dog", "hen"])]


# --------------------------------------------------------------------------- parentheses
def test_several_lists_in_parentheses_each_named_by_its_noun() -> None:
    text = ("Each film (Ash Road, Blue Tide, Cold Harbour) is by a different director (Ames, Brody, Chen) "
            "and in a different language (Dutch, Greek, Welsh).")
    assert categories(text) == [("film", ["Ash Road", "Blue Tide", "Cold Harbour"]),
                                ("director", ["Ames", "Brody", "Chen"]),
                                ("language", ["Dutch", "Greek", "Welsh"])]


def test_names_in_parentheses_after_a_counted_noun() -> None:
    text = "The coach praised the three sprinters (Ivy, Jules and Kofi) after the race."
    assert categories(text) == [("sprinter", ["Ivy", "Jules", "Kofi"])]
    assert setup_of(text).size == 3


def test_what_trails_a_list_in_parentheses_is_dropped() -> None:
    text = ("Each rider owns a different horse (a cob, a mare, a pony or a stallion - the pony is the oldest) "
            "and a different saddle (brown, black, grey and tan, one each).")
    assert categories(text) == [("horse", ["cob", "mare", "pony", "stallion"]),
                                ("saddle", ["brown", "black", "grey", "tan"])]


# --------------------------------------------------------------------------- woven into prose
def test_numbers_woven_into_a_sentence() -> None:
    marks = category("The panel gave the five dancers marks of 4, 5, 6, 7 and 8 out of ten.", "mark")
    assert marks.numbers == [4, 5, 6, 7, 8]


def test_a_list_of_things_after_there_was() -> None:
    text = "Four bakers entered the fair. At the fair there was a plum tart, a cherry tart, a treacle sponge and a rice pudding."  # noqa: E501 - the text as one line
    assert [labels for _, labels in categories(text)] == [["plum tart", "cherry tart", "treacle sponge", "rice pudding"]]  # noqa: E501 - the text as one line


def test_one_x_one_y_and_one_z() -> None:
    text = "Three cousins met for lunch: one ate fried rice, one ate a burrito, and one ate pizza."
    (lunch,) = setup_of(text).categories
    assert lunch.labels == ["fried rice", "burrito", "pizza"]
    assert "ate" in lunch.cue


def test_one_red_and_one_green_in_a_puzzle_of_two() -> None:
    text = "Ola and Pim live in two sheds side by side, one blue and one green. Who lives in the green shed?"
    assert categories(text) == [("name", ["Ola", "Pim"]), ("colour", ["blue", "green"])]
    assert setup_of(text).positional


def test_names_and_values_woven_into_one_sentence() -> None:
    text = ("Tam, Uli, Vic and Wes left college in 2001, 2003, 2005 and 2007, one in each year, "
            "and they now work as a baker, a judge, a nurse and a tiler.")
    assert categories(text) == [("name", ["Tam", "Uli", "Vic", "Wes"]),
                                ("year", ["2001", "2003", "2005", "2007"]),
                                ("work", ["baker", "judge", "nurse", "tiler"])]


def test_families_named_the_smiths() -> None:
    text = "The Pikes, the Rosses and the Walshes each keep a different boat (a canoe, a punt or a yacht)."
    assert categories(text) == [("name", ["Pike", "Ross", "Walsh"]), ("boat", ["canoe", "punt", "yacht"])]


def test_errands_to_do_something_name_the_thing() -> None:
    text = ("Three people wait at the counter. Each came for something different: to post a letter, "
            "to buy stamps or to collect a parcel.")
    assert [labels for _, labels in categories(text)] == [["letter", "stamps", "parcel"]]


def test_clauses_parted_by_semicolons() -> None:
    text = "They are Ada, Bo and Cy; their trades are baker, cook and smith; and each keeps one pet: a cat, a dog or a hen."  # noqa: E501 - the text as one line
    assert categories(text) == [("name", ["Ada", "Bo", "Cy"]), ("trade", ["baker", "cook", "smith"]),
                                ("pet", ["cat", "dog", "hen"])]


def test_countries_woven_into_a_sentence() -> None:
    text = "Three pen friends write to each other. They come from Chile, Ghana and Nepal, one from each."
    assert categories(text) == [("country", ["Chile", "Ghana", "Nepal"])]


# --------------------------------------------------------------------------- ranges
def test_a_range_of_months_across_the_new_year_keeps_calendar_order() -> None:
    months = category("Four shops opened, one a month from October to January.", "month")
    assert months.labels == ["October", "November", "December", "January"] and months.ordered


def test_a_range_of_weekdays() -> None:
    days = category("The club holds five talks, Monday to Friday, and each talk has a different speaker.", "day")
    assert days.labels == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] and days.ordered


def test_a_range_of_years_is_spread_over_the_size() -> None:
    years = category("Five cars were built from 1990 to 1994.", "year")
    assert years.numbers == [1990, 1991, 1992, 1993, 1994]


def test_a_range_of_money_in_steps() -> None:
    fees = category("The fees run from $25,000 to $45,000 in steps of $5,000.", "fee")
    assert fees.numbers == [25000, 30000, 35000, 40000, 45000] and fees.unit == "${}"
    assert setup_of("The fees run from $25,000 to $45,000 in steps of $5,000.").size == 5


def test_ages_after_aged() -> None:
    ages = category("Four toddlers are aged 3, 4, 5 and 6.", "age")
    assert ages.numbers == [3, 4, 5, 6]


def test_clock_times_are_ordered_labels() -> None:
    text = "Three patients are seen this morning, at 10:30am, 9:00am and 9:45am."
    times = category(text, "time")
    assert times.labels == ["9:00am", "9:45am", "10:30am"] and times.ordered and times.numbers is None


def test_listed_months_are_put_in_calendar_order() -> None:
    months = category("Months: May, March, April\nSingers: Ali, Bea, Cy\n", "months")
    assert months.labels == ["March", "April", "May"] and months.ordered


# --------------------------------------------------------------------------- tables
def test_a_table_with_one_category_per_row() -> None:
    text = "| Category | Options |\n|---|---|\n| Name | Ana, Bo, Cy |\n| Fruit | fig, kiwi, lime |\n"
    assert categories(text) == [("name", ["Ana", "Bo", "Cy"]), ("fruit", ["fig", "kiwi", "lime"])]


def test_a_table_with_one_category_per_column() -> None:
    text = "| Name | Fruit | Age |\n|---|---|---|\n| Ana | fig | 3 |\n| Bo | kiwi | 4 |\n| Cy | lime | 5 |\n"
    assert categories(text) == [("name", ["Ana", "Bo", "Cy"]), ("fruit", ["fig", "kiwi", "lime"]),
                                ("age", ["3", "4", "5"])]
    assert category(text, "age").numbers == [3, 4, 5]


# --------------------------------------------------------------------------- 'the five X are ...'
def test_the_five_singers_are_plain_names() -> None:
    text = "The five singers are Ayla, Bram, Cato, Dora and Emil."
    assert categories(text) == [("singer", ["Ayla", "Bram", "Cato", "Dora", "Emil"])]


def test_an_all_different_clue_is_no_declaration() -> None:
    assert categories("The three winners are Ayla, the tenor and the woman who plays jazz.") == []
    numbered = ("Singers: Ayla, Bram, Cato\nVoices: alto, bass, tenor\n\n"
                "1. The three singers are Ayla, the tenor and the alto.\n")
    setup = setup_of(numbered)
    assert [c.name for c in setup.categories] == ["singers", "voices"] and 2 not in setup.used


# --------------------------------------------------------------------------- 'and' inside values
def test_values_holding_and_are_kept_whole_by_the_size() -> None:
    text = "Three shops stand in a row, numbered 1 to 3. Labels: Dolce and Gabbana, Marks and Spencer, Next"
    assert categories(text) == [("labels", ["Dolce and Gabbana", "Marks and Spencer", "Next"])]
    assert split_list("Books & More, Pens & Ink and Paper", 3) == ["Books & More", "Pens & Ink", "Paper"]
    assert split_list("Dolce and Gabbana, Marks and Spencer and Next", 3) == [
        "Dolce and Gabbana", "Marks and Spencer", "Next"]


# --------------------------------------------------------------------------- size and positions
def test_the_size_from_a_counted_noun() -> None:
    friends = setup_of("Five friends meet for dinner.")
    assert friends.size == 5 and not friends.positional
    assert setup_of("The six guests arrived late.").size == 6


def test_seats_numbered_one_to_five() -> None:
    setup = setup_of("Five people sit in seats numbered 1 to 5.")
    assert (setup.size, setup.noun, setup.positional, setup.vertical) == (5, "seat", True, False)


def test_floors_from_bottom_to_top() -> None:
    setup = setup_of("Six tenants live on floors 1 to 6 (bottom to top).")
    assert (setup.size, setup.noun, setup.positional, setup.vertical) == (6, "floor", True, True)


def test_people_without_a_row_are_not_positional() -> None:
    text = "Four bakers entered a contest.\n\nBakers: Ann, Bob, Cy, Di\nCakes: fig, lime, plum, rum\n"
    setup = setup_of(text)
    assert setup.size == 4 and not setup.positional


def test_slots_named_in_a_list_are_the_positions() -> None:
    setup = setup_of("Three talks are given one after another, in the slots 9:00am, 10:00am and 11:00am.\n"
                     "Speakers: Ann, Bob, Cy\n")
    assert setup.position_names == ["9:00am", "10:00am", "11:00am"] and setup.positional
    assert categories("Three talks are given one after another, in the slots 9:00am, 10:00am and 11:00am.\n"
                      "Speakers: Ann, Bob, Cy\n") == [("speakers", ["Ann", "Bob", "Cy"])]


def test_numbered_floors_not_from_one_are_a_category() -> None:
    text = "Three firms rent offices on floors 4, 5 and 6 of a tower, one per floor.\nFirms: Acme, Bolt, Core\n"
    setup = setup_of(text)
    assert not setup.positional
    assert [c.numbers for c in setup.categories if c.numbers] == [[4, 5, 6]]


def test_setup_sentences_are_used_and_clues_are_not() -> None:
    text = ("Three houses stand in a row, numbered 1 to 3 from left to right.\n"
            "Each house has a different colour.\nColours: red, green, blue\n"
            "The red house is next to the blue house.\n")
    setup = setup_of(text)
    assert setup.used == {0, 1, 2}


# --------------------------------------------------------------------------- not declarations
def test_a_clue_listing_two_values_in_some_order_is_no_declaration() -> None:
    text = ("Workers: Abe, Bea, Cal, Dot, Eve\nWages: $20,000, $25,000, $30,000, $35,000, $40,000\n\n"
            "* Abe and Bea earn $40,000 and $25,000, in some order.\n")
    setup = setup_of(text)
    assert [c.name for c in setup.categories] == ["workers", "wages"] and 2 not in setup.used


def test_numbered_clues_and_answer_formats_are_no_declarations() -> None:
    assert categories("Clue 3: Ann, Bob and Cy live in a row.") == []
    assert categories("Give your answer as: name, colour, pet.") == []
    assert categories("Answer format: house, name, pet") == []


def test_a_cue_keeps_the_verb_and_noun_of_the_introduction() -> None:
    text = "Each of them bought a different snack.\nSnacks \u2014 crisps, nuts, olives\n"
    (snacks,) = setup_of(text).categories
    assert snacks.name == "snacks" and "bought snack" in snacks.cue


# --------------------------------------------------------------------------- more shapes
def test_one_x_with_a_verb_of_its_own_in_each_piece() -> None:
    text = ("Four people live in four houses in a row, numbered 1 to 4.\n"
            " - Each person had a different breakfast: one ate porridge, one had boiled eggs, "
            "one only drinks coffee, and one is a toast lover\n"
            " - Each person drives a different car: one owns a van, one drives an SUV, one owns a jeep, "
            "and one drives a taxi\n")
    assert [labels for _, labels in categories(text)] == [["porridge", "boiled eggs", "coffee", "toast"],
                                                          ["van", "SUV", "jeep", "taxi"]]


def test_names_between_dashes_and_after_namely() -> None:
    assert categories("This spring five gardeners \u2014 Ada, Bram, Cleo, Dirk and Eda \u2014 "
                      "each grew one vegetable.") \
        == [("gardener", ["Ada", "Bram", "Cleo", "Dirk", "Eda"])]
    assert categories("Every pupil has a different hobby, namely: chess, golf, judo, yoga.") == [
        ("hobby", ["chess", "golf", "judo", "yoga"])]


def test_slashes_part_values_and_a_list_of_category_names_is_no_category() -> None:
    assert categories("Possible jobs: nurse / teacher / pilot / chef") == [("jobs", ["nurse", "teacher", "pilot", "chef"])]  # noqa: E501 - the text as one line
    text = "The categories are: colour, pet, drink.\nColour: red, blue, green\nPet: cat, dog, fish\nDrink: tea, milk, beer\n"  # noqa: E501 - the text as one line
    assert [name for name, _ in categories(text)] == ["colour", "pet", "drink"]


def test_the_subject_of_x_of_the_y_are() -> None:
    ages = category("Four children play. The ages of the children are 4, 6, 8 and 10.", "age")
    assert ages.numbers == [4, 6, 8, 10]
    assert categories("Five guests came. The drinks served were tea, coffee, milk, juice and water.") == [
        ("drink", ["tea", "coffee", "milk", "juice", "water"])]


def test_a_prose_clue_naming_both_people_of_a_pair_is_no_declaration() -> None:
    text = ("Two sisters, Ola and Pia, share a flat. Each keeps a different pet (a cat or a dog). "
            "Ola and Pia do not own a car. The cat is not Pia's.")
    setup = setup_of(text)
    assert [(c.name, c.labels) for c in setup.categories] == [("sister", ["Ola", "Pia"]), ("pet", ["cat", "dog"])]
    assert setup.used == {0, 1}


def test_between_them_is_no_relation() -> None:
    text = "Between them Kay, Lev and Moe paid $10, $20 and $30 for the three lamps."
    assert [(c.name, c.numbers or c.labels) for c in setup_of(text).categories] == [
        ("name", ["Kay", "Lev", "Moe"]), ("price", [10, 20, 30])]


def test_a_header_over_items_of_one_value_each() -> None:
    text = ("Three sheds stand in a row, numbered 1 to 3.\n\nRoofs:\n- slate\n- tin\n- thatch\n\n"
            "- Owners:\n  - Una\n  - Vik\n  - Wyn\n\nClues:\n- The tin roof is next to Una's shed.\n")
    setup = setup_of(text)
    assert [(c.name, c.labels) for c in setup.categories] == [("roofs", ["slate", "tin", "thatch"]),
                                                              ("owners", ["Una", "Vik", "Wyn"])]
    assert len(units(text)[0]) - 1 not in setup.used


def test_equals_and_arrows_after_a_head_and_ie_in_parentheses() -> None:
    assert categories("Colors = red, green, blue\nPets -> cat, dog, fish\n") == [
        ("colors", ["red", "green", "blue"]), ("pets", ["cat", "dog", "fish"])]
    assert categories("Each has a different pet (i.e. a cat, a dog or a fish).") == [("pet", ["cat", "dog", "fish"])]


def test_a_table_column_numbering_the_positions_is_no_category() -> None:
    setup = setup_of("| Hut | Colour | Pet |\n|---|---|---|\n| 1 | red | cat |\n| 2 | blue | dog |\n| 3 | tan | yak |\n")  # noqa: E501 - the text as one line
    assert [(c.name, c.labels) for c in setup.categories] == [("colour", ["red", "blue", "tan"]),
                                                              ("pet", ["cat", "dog", "yak"])]
    assert setup.positional and setup.noun == "hut" and setup.size == 3


def test_one_x_under_a_head_is_named_by_the_head() -> None:
    text = "Names: Ann, Bob, Cy\nFees: one paid $5, one paid $10, one paid $15\n"
    fees = category(text, "fees")
    assert fees.numbers == [5, 10, 15] and "paid" in fees.cue


def test_names_are_subjects_and_brands_are_objects() -> None:
    text = "Four friends live here. They drive a Ford, a Fiat, a Kia and a Seat, one car each."
    assert categories(text) == [("drive", ["Ford", "Fiat", "Kia", "Seat"])]
    assert categories("This year Ava, Bo, Cy and Di each carried a lantern.") == [("name", ["Ava", "Bo", "Cy", "Di"])]
    assert categories("Four guests, Mr Ash, Mrs Bay, Ms Cole and Dr Dunn, arrived at the inn.") == [
        ("guest", ["Mr Ash", "Mrs Bay", "Ms Cole", "Dr Dunn"])]


def test_the_subject_noun_before_a_preposition() -> None:
    assert categories("The four desserts on offer were apple pie, sorbet, tiramisu and trifle.") == [
        ("dessert", ["apple pie", "sorbet", "tiramisu", "trifle"])]
    assert categories("Each plays one instrument: the flute, the harp, the oboe or the viola.") == [
        ("instrument", ["flute", "harp", "oboe", "viola"])]


def test_a_remark_listing_things_is_no_declaration() -> None:
    text = "Three friends keep pets.\nPets: cat, dog, rabbit\nOwners: Al, Bo, Cy\nCats, dogs and rabbits are popular pets.\n"  # noqa: E501 - the text as one line
    setup = setup_of(text)
    assert [c.name for c in setup.categories] == ["pets", "owners"] and 3 not in setup.used


def test_a_second_list_in_a_sentence_is_named_by_its_own_words() -> None:
    text = "Three sisters, Mia, Nell and Ola, visited Paris, Rome and Oslo."
    assert categories(text) == [("sister", ["Mia", "Nell", "Ola"]), ("visited", ["Paris", "Rome", "Oslo"])]
    cities = category(text, "visited")
    assert "sister" not in cities.cue.lower()


def test_a_capitalised_noun_among_lower_case_ones() -> None:
    text = "Four teachers retired. Between them they taught art, French, history and maths."
    assert [labels for _, labels in categories(text)] == [["art", "French", "history", "maths"]]


def test_one_subject_and_its_verb_before_the_first_value() -> None:
    text = ("A relay team of four runs in order, legs 1 to 4. The runners wear shirts numbered 7, 9, 11 and 13. "
            "One runner likes bananas, one likes dates, one likes figs and one likes grapes.")
    setup = setup_of(text)
    assert setup.positional and setup.size == 4
    assert [(c.name, c.numbers or c.labels) for c in setup.categories] == [
        ("shirt", [7, 9, 11, 13]), ("likes", ["bananas", "dates", "figs", "grapes"])]


def test_spelt_out_numbers_and_units_after_numbers() -> None:
    ages = category("Three old friends met again. They are now thirty, forty and fifty years old.", "age")
    assert ages.numbers == [30, 40, 50]
    assert category("Four darts players threw. They scored two, four, six and eight points.", "score").numbers == [
        2, 4, 6, 8]
    shares = setup_of("Four cousins paid 10%, 20%, 30% and 40% of the rent.").categories
    assert [c.numbers for c in shares] == [[10, 20, 30, 40]]
    heights = setup_of("Four climbers reached heights of 1.6 km, 1.8 km, 2.0 km and 2.2 km.").categories
    assert [(c.numbers, c.unit) for c in heights] == [([1.6, 1.8, 2.0, 2.2], "{} km")]


def test_lists_between_dashes_inside_a_sentence() -> None:
    text = "Three guests sat down. Each guest ordered a starter - soup, salad or pate - and a main course - fish, lamb or risotto."  # noqa: E501 - the text as one line
    assert categories(text) == [("starter", ["soup", "salad", "pate"]), ("course", ["fish", "lamb", "risotto"])]


def test_a_list_before_the_colon_of_another() -> None:
    text = "At 7pm, 8pm and 9pm three bands played at the pub: the Foxes, the Hounds and the Stags."
    assert categories(text) == [("time", ["7pm", "8pm", "9pm"]), ("band", ["Fox", "Hound", "Stag"])]


def test_a_remark_on_the_values_in_the_plural_is_no_new_category() -> None:
    text = ("Three men live in a row, numbered 1 to 3.\nNationalities: Dane, Swede, Norwegian\n"
            "Drinks: tea, milk, beer\nDanes, Swedes and Norwegians all love coffee.\n")
    assert [name for name, _ in categories(text)] == ["nationalities", "drinks"]


def test_one_subject_verb_value_then_values_alone() -> None:
    text = "Three neighbours.\nOne person grows leeks, one onions and one kale.\nOne is a Swede, one a Pole and one a Greek.\n"  # noqa: E501 - the text as one line
    assert categories(text) == [("grows", ["leeks", "onions", "kale"]), ("nationality", ["Swede", "Pole", "Greek"])]


def test_a_list_cut_off_after_an_article_is_no_crash() -> None:
    """Found by the fuzzer: 'The pets are ferret, parrot, an' ended a list with a lone article."""
    from zebrakit.formats.english import read_puzzle
    from zebrakit.model import PuzzleError

    text = ("Three neighbours live in 3 houses in a row, numbered 1 to 3 from left to right.\n\n"
            "The names are Ingrid, Tomas, Priya.\nThe pets are ferret, parrot, an\n\n"
            "Ingrid lives next to the owner of the parrot.\n")
    try:
        read_puzzle(text, "cut.txt")
    except PuzzleError as error:
        assert str(error).startswith("cut.txt")
