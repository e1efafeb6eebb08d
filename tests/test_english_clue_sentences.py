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
    text = CABINS + "1. Bob is in cabin 2, and his friend Cy sat beside him.\n2. Ann drinks tea.\n"
    assert unsure_of(text) == [
        ("clue 1", "relates something to 'him', 'her' or 'it', which the reader does not resolve")]


def test_and_before_a_new_subject_does_not_share_the_first_subject() -> None:
    text = CABINS + "1. Ann lives next to Bob, and the parrot drinks tea.\n2. Cy is in cabin 3.\n"
    assert unsure_of(text) == [("clue 1", "names 3 things and no relation that takes them all")]
