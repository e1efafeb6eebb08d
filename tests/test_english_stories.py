"""English of stories: possessives, parentheses and pronouns that tie a sentence's things.

Each text is written for this test; each sentence must be read as exactly the clues given (in
zebrakit's notation, one line per clue the sentence gave), or be left unsure for the reason given.
"""

from __future__ import annotations

from zebrakit.formats.english import read
from zebrakit.notation import format_clue

STABLES = ("Four stables stand in a row, numbered 1 to 4 from left to right. The horses are Comet, Dancer, "
           "Flash and Jet; they are a grey, a bay, a chestnut and a roan; their riders are Mrs Hill, Mr Cole, "
           "Ms Park and Dr Vane.\n\n")


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
                     ["Jet == 2 and Jet == Mr Cole", "Jet == grey"]}
