"""English of stories: possessives, parentheses and pronouns that tie a sentence's things.

Each text is written for this test; each sentence must be read as exactly the clues given (in
zebrakit's notation, one line per clue the sentence gave), or be left unsure for the reason given.
"""

from __future__ import annotations

from zebrakit.formats.english import read
from zebrakit.notation import format_clue

STABLES = ("Four stables stand in a row, numbered 1 to 4 from left to right. The horses are Comet, Dancer, "
           "Flash and Jet, and their riders are Mrs Hill, Mr Cole, Ms Park and Dr Vane. Each horse has a "
           "different coat: grey, bay, chestnut or roan.\n\n")


def clues_of(text: str) -> dict[str, list[str]]:
    """Each sentence read as a clue, with the clues it gave in notation."""
    reading = read(text, "story")
    found: dict[str, list[str]] = {}
    for clue, said in zip(reading.puzzle.clues, reading.puzzle.texts):
        found.setdefault(said, []).append(format_clue(clue, reading.puzzle))
    return found


def test_a_value_owned_by_a_value_of_another_kind_is_one_thing_with_it() -> None:
    found = clues_of(STABLES + "Ms Park's roan was immediately to the left of the bay.\n"
                     "Dr Vane's horse stood somewhere right of Mr Cole's chestnut.")
    assert found == {"Ms Park's roan was immediately to the left of the bay.": ["roan + 1 == bay", "Ms Park == roan"],
                     "Dr Vane's horse stood somewhere right of Mr Cole's chestnut.":
                         ["chestnut < Dr Vane", "Mr Cole == chestnut"]}


def test_one_who_belongs_to_a_thing_beside_it_is_where_it_is() -> None:
    found = clues_of(STABLES + "Jet, the grey, was in stable 2, and his rider, Mr Cole, stood beside him.")
    assert found == {"Jet, the grey, was in stable 2, and his rider, Mr Cole, stood beside him.":
                     ["Jet == 2 and Mr Cole == Jet and Jet == grey"]}  # ('him' of the first clause: Jet)


def test_a_place_said_in_passing_between_commas_is_the_first_things() -> None:
    found = clues_of(STABLES + "The chestnut, in stable 4, kicked the door of the stable next door.\n"
                     "Dancer, in stable 1, stood next to the bay.")
    assert found == {"The chestnut, in stable 4, kicked the door of the stable next door.": ["chestnut == 4"],
                     "Dancer, in stable 1, stood next to the bay.": ["abs(Dancer - bay) == 1 and Dancer == 1"]}


CAMP = ("Three families camp on pitches 1 to 3, numbered from left to right. The Hales, the Birds and the "
        "Crofts each have a tent of a different colour (red, blue or white).\n\n")


def test_a_side_said_of_the_one_who_has_the_other_there_is_turned_round() -> None:
    found = clues_of(CAMP + "1. The Hales have the red tent as their neighbour on their right.\n"
                     "2. The Crofts have the Birds on their left.\n")
    assert found == {"The Hales have the red tent as their neighbour on their right.": ["Hale + 1 == red"],
                     "The Crofts have the Birds on their left.": ["Bird < Croft or Bird + 1 == Croft"]}


def test_a_pronoun_stands_for_the_one_the_sentence_before_was_about() -> None:
    text = (CAMP + "1. In the morning the Birds put up the white tent.\n2. Their pitch is right next to the red "
            "tent.\n3. The Hales and the Crofts argued.\n4. Their pitch was not pitch 1.\n")
    found = clues_of(text)  # (the fourth: whose pitch, of two families, is not said)
    assert found == {"In the morning the Birds put up the white tent.": ["Bird == white"],
                     "Their pitch is right next to the red tent.": ["abs(Bird - red) == 1"]}


def test_a_title_written_short_is_the_word_a_story_calls_that_person_by() -> None:
    found = clues_of(STABLES + "Mrs Hill's horse stood next to the doctor's.")
    assert found == {"Mrs Hill's horse stood next to the doctor's.": ["abs(Mrs Hill - Dr Vane) == 1"]}


def test_a_possessive_said_alone_stands_for_the_one_the_sentence_before_was_about() -> None:
    found = clues_of(STABLES + "Mrs Hill rode the bay all summer.\n"
                     "Mr Cole, in the stable immediately after hers, owned Comet.\n"
                     "Ms Park, in the stable after his, fed the horses.")
    assert found == {"Mrs Hill rode the bay all summer.": ["Mrs Hill == bay"],
                     "Mr Cole, in the stable immediately after hers, owned Comet.":
                         ["Mr Cole == Comet and Mrs Hill + 1 == Mr Cole"],
                     "Ms Park, in the stable after his, fed the horses.":
                         ["Mr Cole < Ms Park or Mr Cole + 1 == Ms Park"]}


BOATS = ("Four boats lie in berths 1 to 4, numbered from left to right. The boats are the Swift, the Lark, the Wren "
         "and the Finch, and their hulls are red, blue, grey and white.\n\n")


def test_a_relative_clause_that_names_nothing_of_the_puzzle_is_story() -> None:
    found = clues_of(BOATS + "1. The grey hull belonged to the Lark, whose owner had never sailed further than "
                     "the Isles.\n")
    assert found == {"The grey hull belonged to the Lark, whose owner had never sailed further than the Isles.":
                     ["grey == Lark"]}


def test_a_thing_had_by_the_subject_said_in_passing_is_the_subjects() -> None:
    found = clues_of(BOATS + "1. The Wren, with her red hull, lay in berth 2.\n2. The Swift, with the Lark, was "
                     "in berth 4.\n")
    assert found == {"The Wren, with her red hull, lay in berth 2.": ["Wren == 2 and Wren == red"]}
    # (not the Swift and the Lark, two boats: 'with' another of its kind is company, not a thing it has)


def test_the_far_end_of_a_row_counted_from_a_landmark_is_the_end_away_from_it() -> None:
    text = ("Four boats lie in berths numbered 1 to 4 counting from the slipway. The boats are the Swift, the Lark, "
            "the Wren and the Finch, and their hulls are red, blue, grey and white.\n\n"
            "1. The Lark lay at the far end of the jetty.\n2. The Wren was at the near end.\n")
    assert clues_of(text) == {"The Lark lay at the far end of the jetty.": ["Lark == 4"],
                              "The Wren was at the near end.": ["Wren == 1"]}


VISITS = ("My four nephews each called in once last week, one a day from Monday to Thursday: Abe, Ben, Cal and Dan. "
          "Each brought a gift (a pie, a plant, a puzzle or a scarf), and with each I did something different: "
          "chess, a walk, baking or painting.\n\n")


def test_a_fronted_phrase_of_time_places_everything_the_rest_names() -> None:
    found = clues_of(VISITS + "The day after the pie, somebody arrived with a plant, and we went for a walk.\n"
                     "Two days before the scarf, Ben came round.\nThe day after the puzzle, Cal came, but we did "
                     "no painting.\n")
    assert found == {
        "The day after the pie, somebody arrived with a plant, and we went for a walk.":
            ["pie + 1 == plant and plant == walk"],
        "Two days before the scarf, Ben came round.": ["Ben + 2 == scarf"]}


SHOWS = ("Three presenters share the morning: Ava, Bea and Cleo. Each has one hour, at 7:00am, 8:00am or 9:00am, "
         "and each has a guest: a baker, a judge or a nurse.\n\n")


def test_who_opens_or_closes_a_stretch_of_time_is_at_its_first_or_last_place() -> None:
    found = clues_of(SHOWS + "1. Bea opens the morning, and her guest is the nurse.\n2. The morning ends with the "
                     "judge.\n3. Cleo opened the door.\n")
    assert found == {"Bea opens the morning, and her guest is the nurse.": ["Bea == nurse and Bea == 1"],
                     "The morning ends with the judge.": ["judge == 3"]}  # (a door is no stretch of time)


def test_a_clause_after_a_semicolon_that_opens_on_a_name_is_a_sentence_of_its_own() -> None:
    from zebrakit.formats.english.segment import split_sentences

    assert split_sentences("Ada left after Bo's car; Cy was in the last space.") == [
        "Ada left after Bo's car.", "Cy was in the last space."]
    assert split_sentences("Ada and Bo were neighbours; the former had a cat.") == [
        "Ada and Bo were neighbours; the former had a cat."]  # 'the former' needs the first clause
    assert split_sentences("The cat is in house 2; Ada and Bo in houses 1 and 3.") == [
        "The cat is in house 2; Ada and Bo in houses 1 and 3."]


MARKET = ("Four stalls are numbered 1 to 4 from left to right. The traders are Ann, Bo, Cy and Di. Each sells one "
          "thing (jam, bread, fish or soap), and each trader brings a dog: a pug, a collie, a boxer or a whippet.\n\n")


def test_an_agent_noun_names_the_one_value_its_verb_was_said_of() -> None:
    found = clues_of(MARKET + "1. Di bakes the bread.\n2. The pug belongs to the baker.\n3. Ann owns the boxer.\n"
                     "4. The owner of the collie sells soap.\n")
    assert found["The pug belongs to the baker."] == ["pug == bread"]
    assert found["The owner of the collie sells soap."] == ["collie == soap"]  # ('owner' links; 'owns' teaches nothing)


def test_a_name_said_as_a_possessive_before_a_value_is_its_owner_not_a_verb() -> None:
    found = clues_of(MARKET + "1. Cy's whippet dozes beside the fish stall.\n2. Bo's collie is on stall 2.\n")
    assert found["Bo's collie is on stall 2."] == ["collie == 2", "Bo == collie"]


def test_the_first_or_last_thing_of_a_stretch_of_time_is_that_place() -> None:
    found = clues_of(SHOWS + "1. The judge is never the first guest of the morning.\n2. Cleo has the last slot "
                     "of the morning.\n3. Ava was the second caller of the day.\n")
    assert found == {"The judge is never the first guest of the morning.": ["judge != 1"],
                     "Cleo has the last slot of the morning.": ["Cleo == 3"],
                     "Ava was the second caller of the day.": ["Ava == 2"]}


def test_the_end_of_a_stretch_of_time_is_no_end_of_the_row() -> None:
    text = ("Three friends, Ann, Bo and Cy, aged 20, 30 and 40, each ordered a different drink: tea, milk or "
            "juice.\n\n1. At the end of the summer season Ann ordered tea.\n2. Bo is older than Ann.\n")
    found = clues_of(text)
    assert found["At the end of the summer season Ann ordered tea."] == ["Ann == tea"]
    found = clues_of(CAMP + "1. The Hales, at the end of the week, had the pitch next to the Birds.\n")
    assert found == {"The Hales, at the end of the week, had the pitch next to the Birds.": ["abs(Hale - Bird) == 1"]}


def test_what_a_person_did_asks_for_the_one_category_left() -> None:
    text = ("Three friends, Ann, Bo and Cy, aged 20, 30 and 40, each ordered a different dish: stew, pie or "
            "curry.\n\n1. Ann ordered stew.\n2. Bo is 30.\n3. Cy is older than Bo.\n4. Bo had the curry."
            "\n\nWhat did Cy eat? Can you say what Ann does now?\n")
    reading = read(text, "dinner")
    assert [(q.ask, q.about.value) for q in reading.puzzle.questions] == [("dish", "Cy"), ("dish", "Ann")]
    two = read(text.replace("each ordered a different dish: stew, pie or curry", "each ordered a different "
                            "dish (stew, pie or curry) and a drink (tea, milk or beer)"), "dinner and drinks")
    assert [(q.ask, q.about.value) for q in two.puzzle.questions] == [("dish", "Cy")]  # 'eat': the dishes, not
    # the drinks; 'what Ann does' names neither of the two categories left
