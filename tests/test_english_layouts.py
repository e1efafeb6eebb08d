"""Layouts and sentence forms that blind test sets found misread or unread: where a row is
numbered from (the sea, the back of a line, room 31), times beside a row of places, lists woven
into a story, a person named by role before 'he', comparisons with two subjects. Each test
reads a small text and checks the clues, the answers or that the reader stays unsure.
"""

from __future__ import annotations

from zebrakit.formats.english import read
from zebrakit.notation import format_clue
from zebrakit.solve import solutions


def clues_of(text: str) -> dict[str, str]:
    """Each sentence read as a clue, in zebrakit's notation."""
    reading = read(text, "layouts")
    return {t: format_clue(c, reading.puzzle) for c, t in zip(reading.puzzle.clues, reading.puzzle.texts)}


def answers_of(text: str) -> list[str]:
    """The answers of a reading that is sure, as shown (a place by its name)."""
    reading = read(text, "layouts")
    assert reading.certain, (reading.unsure, reading.notes)
    solution = next(iter(solutions(reading.puzzle)))
    shown = []
    for question in reading.puzzle.questions:
        answer = solution.answer(question)
        if question.ask == "position":
            shown.append(reading.puzzle.position_label(answer) if reading.puzzle.axis else str(answer))
        else:
            shown.append(reading.puzzle.category(question.ask).shown(answer))
    return shown


PIER = ("A pier has four berths, numbered 1 to 4 from the seaward end, so berth 1 is the furthest out. "
        "Each berth holds one boat: Kittiwake, Mermaid, Puffin or Seaspray.\n\n1. {}\n2. Puffin is in berth 3.\n"
        "3. Mermaid is in berth 2.\n\nWhich berth is Seaspray in?\n")


def test_further_out_points_to_the_end_the_layout_puts_the_sea() -> None:
    assert clues_of(PIER.format("Seaspray is further out than Mermaid."))[
        "Seaspray is further out than Mermaid."] == "Seaspray < Mermaid"
    assert answers_of(PIER.format("Seaspray is further out than Mermaid.")) == ["1"]
    assert answers_of(PIER.format("Seaspray is nearer the shore than Mermaid.")) == ["4"]  # the shore: berth 4


def test_a_neighbour_who_after_has_is_someone_next_door() -> None:
    text = ("Four houses stand in a row, numbered 1 to 4 from left to right. Their owners are Amy, Ben, Cal and "
            "Dan, and each drinks something different: tea, coffee, milk or water.\n\n"
            "1. Ben has a neighbour who drinks water.\n2. Ben has a neighbour who drinks water and one who drinks "
            "milk.\n3. Amy lives in house 1.\n")
    reading = read(text, "neighbours")
    said = dict(zip(reading.puzzle.texts, (format_clue(c, reading.puzzle) for c in reading.puzzle.clues)))
    assert said["Ben has a neighbour who drinks water."] == "abs(Ben - water) == 1"
    assert [(u.label, u.reason) for u in reading.unsure] == [
        ("clue 2", "speaks of a second one of the same sort ('and one who ...'), which the reader does not follow")]


ROOMS = ("The corridor has four guest rooms, numbered 31 to 34. Room 34 is right beside the lift. The guests "
         "are Nadia, Oscar, Pablo and Rosa.\n\n1. Nadia is in room 34.\n2. Rosa is further from the lift than "
         "Pablo.\n3. Pablo is further from the lift than Oscar.\n\nWhich room is Oscar in?\n")


def test_rooms_numbered_from_31_are_answered_by_their_numbers() -> None:
    assert answers_of(ROOMS) == ["33"]
    assert clues_of(ROOMS)["Rosa is further from the lift than Pablo."] == "Rosa < Pablo"


QUEUE = ("Four people wait in a line at the bus stop. The map numbers the places in the line from the back: "
         "number 1 is the place at the very back of the line and number 4 is at the very front.\n"
         "Names: Kim, Lou, Max, Ned\n\n1. Max is at the front of the line.\n2. Kim is standing directly behind "
         "Max.\n3. Lou is at the very back of the line.\n\nWho is in place number 3? Which place is Ned in?\n")


def test_a_line_numbered_from_the_back_keeps_its_front_and_its_numbers() -> None:
    assert answers_of(QUEUE) == ["Kim", "2"]


TRAINS = ("Four trains are waiting, one at each of platforms 1 to 4.\n\nDestinations: Bristol, Cardiff, Exeter, "
          "Oxford\nDepartures: 10:05am, 10:15am, 10:25am, 10:40am\n\n1. The Bristol train leaves before the "
          "Cardiff one.\n2. The Oxford train leaves 25 minutes before the Exeter train.\n3. The Cardiff train "
          "is at platform 2.\n")


def test_before_and_minutes_compare_the_departures_not_the_platforms() -> None:
    assert clues_of(TRAINS) == {
        "The Bristol train leaves before the Cardiff one.": "departures(Bristol) < departures(Cardiff)",
        "The Oxford train leaves 25 minutes before the Exeter train.":
            "departures(Oxford) == departures(Exeter) - 25",
        "The Cardiff train is at platform 2.": "Cardiff == 2"}


def test_a_list_after_a_verb_and_a_club_before_the_names() -> None:
    salon = ("Five clients are booked in (Kit, Szabo, Raj, Dunne and Ophelia), one at each of 9am, 10am, 11am, "
             "noon and 1pm.\n\n1. Kit comes at 9am.\n2. Raj comes at 10am.\n")
    assert [(c.name, c.values) for c in read(salon, "salon").puzzle.categories][0] == (
        "client", ("Kit", "Szabo", "Raj", "Dunne", "Ophelia"))
    club = ("The four members of the Pine Hollow Hiking Club, Abe, Bianca, Cole and Dana, each drink a different "
            "drink: tea, coffee, milk or juice.\n\n1. Abe drinks tea.\n2. Dana drinks coffee.\n")
    assert [c.values for c in read(club, "club").puzzle.categories][0] == ("Abe", "Bianca", "Cole", "Dana")


def test_he_after_a_person_named_by_role_and_a_question_of_what_is_played() -> None:
    text = ("Three friends, Ann, Bob and Cy, camp in tents 1 to 3 from left to right.\nJobs: baker, nurse, chef\n"
            "Instruments: guitar, drums, violin\n\n1. The guitarist works as a chef. He is in tent 3.\n"
            "2. Ann plays the drums.\n3. Bob is the nurse.\n4. Ann is in tent 1.\n"
            "\nWhat does Bob play?\n")
    said = clues_of(text)
    assert said["He is in tent 3."] in ("guitar == 3", "guitar == 3 or chef == 3")  # one person either way
    assert answers_of(text) == ["violin"]


def test_she_stands_for_no_one_the_text_calls_a_man() -> None:
    text = ("Three neighbours, Ann, Omar and Tom, live in houses 1 to 3 from left to right. Ann is a woman; Omar and "
            "Tom are men. Each has a different job (chef, pilot, vet) and drinks a different drink (coffee, milk, "
            "tea).\n\n1. Omar lives in house 1.\n2. Omar lives next to the chef. She drinks milk.\n3. Tom lives in "
            "house 3.\n4. The vet drinks tea.\n5. Tom is not the pilot.\n\nWho drinks milk?\n")
    assert clues_of(text)["She drinks milk."] == "chef == milk"
    assert answers_of(text) == ["Ann"]


def test_values_at_places_of_the_row_compared() -> None:
    text = ("Four drivers rent spaces 1 to 4.\nDrivers: Greta, Hamid, Ines, Jonah\nFees: $40, $45, $55, $60\n\n"
            "1. The driver in space 1 pays $15 more than the driver in space 2.\n2. The person in space 4 pays less "
            "than Greta.\n")
    assert clues_of(text) == {
        "The driver in space 1 pays $15 more than the driver in space 2.": "fees(1) == fees(2) + 15",
        "The person in space 4 pays less than Greta.": "fees(4) < fees(Greta)"}


def test_two_subjects_compared_with_one_thing() -> None:
    text = ("Four patients, Mia, Ned, Ola and Pat, are aged 25, 30, 35 and 40.\n\n1. Both Pat and Mia are older "
            "than Ola.\n2. Ned and Ola are younger than Mia.\n3. Pat is 40.\n")
    assert clues_of(text)["Both Pat and Mia are older than Ola."] == "age(Pat) > age(Ola) and age(Mia) > age(Ola)"


SPORTS = ("Four friends live in houses 1 to 4 from left to right.\nNames: Ann, Bob, Cy, Dee\n"
          "Sports: tennis, golf, chess, judo\n\n")


def test_at_least_one_of_two_and_not_both() -> None:
    text = SPORTS + ("1. At least one of Ann and Bob lives next to Cy.\n2. Ann and Bob don't both live next to Dee.\n"
                     "3. At least one of Cy and Dee plays tennis.\n")
    assert clues_of(text) == {
        "At least one of Ann and Bob lives next to Cy.": "abs(Ann - Cy) == 1 or abs(Bob - Cy) == 1",
        "Ann and Bob don't both live next to Dee.": "not (abs(Ann - Dee) == 1 and abs(Bob - Dee) == 1)",
        "At least one of Cy and Dee plays tennis.": "Cy == tennis or Dee == tennis"}


def test_two_named_at_the_two_ends_of_the_row() -> None:
    text = SPORTS + ("1. Ann and the golfer live at either end of the row.\n2. The red and green front doors are "
                     "on the two end houses.\n3. Bob and Cy live in the two end houses.\n")
    text = text.replace("Sports:", "Doors: red, blue, green, white\nSports:")
    assert clues_of(text) == {
        "Ann and the golfer live at either end of the row.": "at_end(Ann) and at_end(golf) and Ann != golf",
        "The red and green front doors are on the two end houses.": "at_end(red) and at_end(green)",
        "Bob and Cy live in the two end houses.": "at_end(Bob) and at_end(Cy)"}


def test_a_race_order_read_from_the_clues_with_won_and_beat() -> None:
    text = ("Five friends - Ann, Ben, Cara, Dev and Eli - ran in the race at the village sports day. Each wore a "
            "vest of a different colour: blue, green, red, white or yellow.\n\n1. The runner in the green vest won "
            "the race.\n2. Ben came last.\n3. Ann finished ahead of Dev but behind Eli.\n4. The runner in yellow "
            "came in just behind Ann.\n5. Eli wore red.\n6. Cara beat Eli.\n7. Ben did not wear white.\n\n"
            "Who came second? In what position did Ann finish? What colour was the winner's vest?\n")
    assert answers_of(text) == ["Eli", "3", "green"]


STUDENTS = "Three students each sat one exam.\n\nStudents: Quinn, Rosa, Victor\nSubjects: art, history, math\n\n"


def test_statements_of_which_exactly_one_is_true() -> None:
    text = STUDENTS + ("1. Exactly one of the following is true: Quinn took history; Victor took math.\n"
                       "2. Rosa didn't take history.\n\nWho took math?\n")
    assert clues_of(text)["Exactly one of the following is true: Quinn took history; Victor took math."] == \
        "Quinn == history xor Victor == math"
    assert answers_of(text) == ["Rosa"]


def test_work_out_who_and_the_colour_of_asks_two_questions() -> None:
    text = STUDENTS + ("1. Quinn took art.\n2. Rosa didn't take history.\n\nCan you work out who took math and "
                       "the subject of Victor?\n")
    assert answers_of(text) == ["Rosa", "history"]
