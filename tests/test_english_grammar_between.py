"""The sentence grammar of the combined reader: a gap between two things counted in people."""

from __future__ import annotations

from zebrakit.english import read_puzzle as read_by_grammar
from zebrakit.notation import format_clue


def test_the_sentence_grammar_counts_people_between_as_it_counts_houses() -> None:
    text = ("There are five houses in a row, numbered 1 to 5 from left to right.\nNames: Ann, Bob, Cy, Dee, Eve\n"
            "Pets: cat, dog, fish, bird, horse\n1. There are two people between Ann and the cat owner.\n"
            "2. There is one person between Bob and Cy.\n3. There is not one house between Dee and Eve.\n")
    puzzle = read_by_grammar(text)
    assert [format_clue(c, puzzle) for c in puzzle.clues] == [
        "abs(Ann - cat) == 3", "abs(Bob - Cy) == 2", "abs(Dee - Eve) != 2"]

