"""How one clue sentence becomes clues: references ('the former'), sides of a place, pronouns
and sentences that join two subjects. Each text is small; what is tested is the clue each
sentence becomes, or that a sentence the reader cannot take apart is left unsure (never a
stronger or different clue).
"""

from __future__ import annotations

from zebrakit.formats.english import read
from zebrakit.notation import format_clue

CABINS = ("Three travellers sleep in cabins 1 to 3, numbered from left to right.\n"
          "Travellers: Ann, Bob, Cy\nLuggage: trunk, suitcase, rucksack\nDrinks: cocoa, milk, tea\n")


def clues_of(text: str) -> dict[str, str]:
    """Each sentence read as a clue, in zebrakit's notation."""
    reading = read(text, "sentences")
    return {t: format_clue(c, reading.puzzle) for c, t in zip(reading.puzzle.clues, reading.puzzle.texts)}


def unsure_of(text: str) -> list[tuple[str, str]]:
    return [(u.label, u.reason) for u in read(text, "sentences").unsure]


def test_the_former_and_the_latter_stand_for_the_two_things_named_before() -> None:
    text = CABINS + ("1. Ann and Bob travelled light; the former brought a suitcase, the latter a rucksack.\n"
                     "2. Cy's neighbours are Ann and Bob; the former drinks tea, the latter drinks milk.\n")
    assert clues_of(text) == {
        "Ann and Bob travelled light; the former brought a suitcase, the latter a rucksack.":
            "Ann == suitcase and Bob == rucksack",
        "Cy's neighbours are Ann and Bob; the former drinks tea, the latter drinks milk.":
            "(abs(Cy - Ann) == 1 and abs(Cy - Bob) == 1) and (Ann == tea and Bob == milk)",
    }


def test_the_former_with_nothing_named_before_it_is_unsure() -> None:
    text = CABINS + "1. The former drinks tea.\n2. Ann is in cabin 1.\n"
    assert unsure_of(text) == [("clue 1", "'the former' or 'the latter' without two things named before it")]


def test_a_side_said_of_the_end_place_it_lies_on_describes_that_place() -> None:
    text = CABINS + "1. Cy sleeps in the last cabin on the right.\n2. Bob has the first cabin on the left.\n"
    assert clues_of(text) == {"Cy sleeps in the last cabin on the right.": "Cy == 3",
                              "Bob has the first cabin on the left.": "Bob == 1"}


def test_a_side_beyond_the_end_of_the_row_is_unsure_never_a_contradiction() -> None:
    text = CABINS + "1. Cy sleeps to the right of cabin 3.\n2. Ann is in cabin 1.\n"
    assert unsure_of(text) == [("clue 1", "what the words say no placement allows: they are misread")]


def test_two_of_one_kind_said_together_state_nothing_between_them() -> None:
    reading = read(CABINS + "1. Ann and Bob both slept badly.\n2. Ann is in cabin 1.\n", "sentences")
    assert [(i.label, i.reason) for i in reading.ignored] == [
        ("clue 1", "relates two things of one kind as one, which states nothing")]


def test_a_relation_said_to_a_pronoun_is_unsure() -> None:
    text = CABINS + "1. Cy sat beside him.\n2. Ann drinks tea.\n"
    assert unsure_of(text) == [
        ("clue 1", "relates something to 'him', 'her' or 'it', which the reader does not resolve")]


def test_a_pronoun_of_a_second_clause_stands_for_the_first_clause_subject() -> None:
    text = CABINS + "1. Bob is in cabin 2, and his friend Cy sat beside him.\n2. Ann drinks tea.\n"
    assert clues_of(text)["Bob is in cabin 2, and his friend Cy sat beside him."] == "Bob == 2 and abs(Cy - Bob) == 1"


def test_and_before_a_new_subject_does_not_share_the_first_subject() -> None:
    text = CABINS + "1. Ann lives next to Bob, and the parrot drinks tea.\n2. Cy is in cabin 3.\n"
    assert unsure_of(text) == [("clue 1", "names 3 things and no relation that takes them all")]


SHOPPERS = ("Four shoppers each bought one thing at a stall.\nShoppers: Ann, Bob, Cy, Dee\n"
            "Items: hat, scarf, belt, bag\nPrices: $10, $20, $30, $40\n")


def test_more_or_less_than_anyone_else_is_an_end_of_the_scale() -> None:
    text = SHOPPERS + ("1. Cy paid more than anybody else.\n2. Dee spent less than all the others.\n"
                       "3. Bob bought the scarf.\n")
    assert clues_of(text) == {"Cy paid more than anybody else.": "Cy == prices.40",
                              "Dee spent less than all the others.": "Dee == prices.10",
                              "Bob bought the scarf.": "Bob == scarf"}


def test_a_comparison_inside_the_subject_compares_the_subject() -> None:
    text = SHOPPERS + "1. The shopper who paid $10 more than Ann bought the hat.\n2. Bob bought the scarf.\n"
    assert clues_of(text)["The shopper who paid $10 more than Ann bought the hat."] == \
        "prices(hat) == prices(Ann) + 10"  # the hat's price is Ann's and $10, not the other way round


def test_first_and_last_to_arrive_are_the_ends_of_the_hours() -> None:
    text = ("Four guests came to a party, arriving at 7pm, 8pm, 9pm and 10pm.\nGuests: Ann, Bob, Cy, Dee\n"
            "Gifts: wine, cake, flowers, chocolates\n1. Bob arrived last.\n"
            "2. The first guest to arrive brought wine.\n3. The guest who came an hour after Cy brought the cake.\n"
            "4. Ann brought wine.\n5. Dee brought the cake.\n6. Bob did not bring flowers.\n")
    got = clues_of(text)
    assert (got["Bob arrived last."], got["The first guest to arrive brought wine."],
            got["The guest who came an hour after Cy brought the cake."]) == ("Bob == 4", "wine == 1", "Cy + 1 == cake")
    assert read(text, "party").certain


def test_most_recently_the_best_score_and_lower_than_everyone_are_ends_of_their_scales() -> None:
    text = ("Four poets each won a prize in a different year: 2001, 2003, 2005 or 2007.\n"
            "Poets: Ann, Bob, Cy, Dee\nScores: 60, 70, 80, 90\n1. Ann won her prize most recently.\n"
            "2. Bob had the best score.\n3. Cy's score was lower than everyone else's.\n")
    assert clues_of(text) == {"Ann won her prize most recently.": "Ann == year.2007",
                              "Bob had the best score.": "Bob == scores.90",
                              "Cy's score was lower than everyone else's.": "Cy == scores.60"}


STALLS = ("Four stalls stand in a row, numbered 1 to 4 from left to right.\nTraders: Nell, Owen, Pia, Rhys\n"
          "Goods: cheese, honey, bread, eggs\nAwnings: red, green, yellow, blue\nDogs: collie, pug, beagle, poodle\n")


def test_under_a_cover_of_the_values_own_kind_is_where_one_is_not_a_side() -> None:
    text = STALLS + "1. Nell sells cheese from stall 2, under a red awning.\n2. Owen sells honey.\n"
    assert clues_of(text)["Nell sells cheese from stall 2, under a red awning."] == \
        "Nell == cheese and Nell == red and Nell == 2"


def test_an_apposed_value_is_the_subject_of_a_sentence_about_an_end() -> None:
    text = STALLS + "1. Pia, the collie's owner, trades at one end of the row.\n2. Owen sells honey.\n"
    reading = read(text, "stalls")
    assert sorted(format_clue(c, reading.puzzle) for c in reading.puzzle.clues) == \
        ["Owen == honey", "Pia == collie", "at_end(Pia)"]


def test_neither_nor_and_of_the_two_with_values_of_several_kinds() -> None:
    text = ("Four bowlers played in lanes 1 to 4.\nBowlers: Ravi, Sue, Tom, Una\nBalls: black, blue, red, green\n"
            "Scores: 110, 120, 130, 140\nCharities: lifeboats, food bank, hospice, library\n"
            "1. Ravi used neither the black ball nor the blue one.\n"
            "2. Neither Sue nor the bowler in lane 2 used the red ball.\n"
            "3. Of Tom and the bowler who scored 120, one used the green ball and the other played for the hospice.\n")
    got = clues_of(text)
    assert got["Ravi used neither the black ball nor the blue one."] == "Ravi != black and Ravi != blue"
    assert got["Neither Sue nor the bowler in lane 2 used the red ball."] == "Sue != red and red != 2"
    reading = read(text, "bowlers")
    assert [format_clue(c, reading.puzzle) for c, t in zip(reading.puzzle.clues, reading.puzzle.texts)
            if t.startswith("Of Tom")] == [
        "(Tom == green and scores.120 == hospice) or (Tom == hospice and scores.120 == green)", "Tom != scores.120"]


MOORINGS = ("Four boats lie at moorings numbered 1 to 4 counting from the old sea wall.\n"
            "Boats: Heron, Gull, Tern, Skua\nSkippers: Ada, Ben, Cal, Dot\n")


def test_nearer_and_nearest_a_landmark_the_layout_placed_are_sides_and_ends() -> None:
    text = MOORINGS + ("1. The Heron is nearer the wall than the Gull.\n2. Ada has the mooring nearest the wall.\n"
                       "3. Dot's boat is furthest from the wall.\n")
    assert clues_of(text) == {"The Heron is nearer the wall than the Gull.": "Heron < Gull",
                              "Ada has the mooring nearest the wall.": "Ada == 1",
                              "Dot's boat is furthest from the wall.": "Dot == 4"}


def test_it_opening_a_sentence_stands_for_the_thing_the_sentence_before_began_with() -> None:
    text = MOORINGS + ("The Tern, skippered by Cal, came in first. It lay next to the Skua. "
                       "It was a calm night. Ada skippers the Skua.\n")
    got = clues_of(text)
    assert got["It lay next to the Skua."] == "abs(Tern - Skua) == 1"
    assert "It was a calm night." not in got


def test_a_difference_in_minutes_is_on_the_clock_times_not_a_count_of_places_in_the_row() -> None:
    """Clock times beside a row of tracks are numbers of minutes: 'five minutes after' and 'later
    than' compare them ('left' the verb is no side of the row), while 'to the left of' is the row."""
    text = ("Four trains stand on tracks 1 to 4, numbered from left to right.\nDrivers: Amos, Bryn, Cass, Dot\n"
            "Times: 8:05am, 8:10am, 8:15am, 8:20am\n1. Bryn's train left five minutes after Amos's.\n"
            "2. Cass left at 8:05am.\n3. Dot left later than Cass.\n4. Amos is to the left of Dot.\n")
    assert clues_of(text) == {"Bryn's train left five minutes after Amos's.": "times(Bryn) == times(Amos) + 5",
                              "Cass left at 8:05am.": "Cass == times.485",
                              "Dot left later than Cass.": "times(Dot) > times(Cass)",
                              "Amos is to the left of Dot.": "Amos < Dot or Amos + 1 == Dot"}


def test_the_outermost_is_the_end_the_layout_calls_outer() -> None:
    text = ("Four trains stand on tracks 1 to 4, track 1 being the one nearest the platform and track 4 the "
            "outermost.\nDrivers: Amos, Bryn, Cass, Dot\nTrains: Leeds, York, Hull, Derby\n"
            "1. Bryn was on the outermost track.\n2. The Leeds train was on the track nearest the platform.\n")
    assert clues_of(text) == {"Bryn was on the outermost track.": "Bryn == 4",
                              "The Leeds train was on the track nearest the platform.": "Leeds == 1"}


def test_after_and_earlier_compare_nothing_when_no_category_is_a_time() -> None:
    text = SHOPPERS + "1. Cy arrived the day after Bob.\n2. Dee came earlier than Ann.\n3. Bob bought the scarf.\n"
    assert unsure_of(text) == [
        ("clue 1", "compares by 'after', and no ordered category of the puzzle is a time"),
        ("clue 2", "compares by 'earlier', and no ordered category of the puzzle is a time")]


def test_a_relation_said_to_a_thing_no_list_names_is_unsure() -> None:
    text = CABINS + "1. Ann drinks tea, and she slept right next to the captain's.\n2. Bob is in cabin 1.\n"
    assert unsure_of(text) == [("clue 1", "relates something to a thing the puzzle does not name")]


def test_after_hers_is_said_to_a_pronoun() -> None:
    text = CABINS + "1. Bob, in the cabin immediately after hers, drank the milk.\n2. Ann is in cabin 1.\n"
    assert unsure_of(text) == [
        ("clue 1", "relates something to 'him', 'her' or 'it', which the reader does not resolve")]


def test_a_denial_in_a_clause_that_names_nothing_is_not_said_of_the_first() -> None:
    text = CABINS + "1. Cy drinks the cocoa; he did not bring a book.\n2. Bob is in cabin 1.\n"
    assert clues_of(text)["Cy drinks the cocoa; he did not bring a book."] == "Cy == cocoa"
