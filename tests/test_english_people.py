"""The English reader on puzzles about people without houses: numbers with units, comparatives.

Every puzzle here is written for these tests and solved to the answer worked out by hand.
"""

from __future__ import annotations

from textwrap import dedent

import pytest

from zebrakit.clues import All, Compare, Different, Either, Same
from zebrakit.english import EnglishError, read_puzzle, write_puzzle
from zebrakit.model import Ref
from zebrakit.solve import solutions

PETS = dedent("""\
Four friends each adopted a different pet, and each paid a different price.

Names: Ann, Bob, Cy, Di
Pets: cat, dog, fish, parrot
Prices: $5, $10, $15, $20

1. Bob paid $5 more than the person who adopted the cat.
2. The person who adopted the fish paid $20.
3. Of Ann and the person who paid $10, one adopted the dog and the other adopted the cat.
4. Di paid less than Cy.
5. The person who paid $5 is not Cy.
6. Cy did not adopt the fish.

Who adopted the parrot? How much did Ann pay? What did Bob adopt? Which pet did Cy adopt?
""")

COUSINS = dedent("""\
Three cousins compared their ages and hobbies.

The cousins are Eve, Finn and Gus.
The hobbies are chess, golf and knitting.
The ages are 8 years, 10 years and 12 years.

1. Eve is 2 years older than the person who enjoys knitting.
2. Gus is older than Eve.
3. The person who enjoys golf is 10 years old.
4. Finn does not enjoy chess.

How old is Gus?
""")

RUNNERS = dedent("""\
Five runners finished a race, each in a different place and each wearing a different colour.

Runners: Hal, Ida, Jon, Kim, Lou
Shirts: red, blue, green, white, black
Places: 1st, 2nd, 3rd, 4th, 5th

1. Hal finished one place ahead of the runner in red.
2. The runner in blue finished 2 places behind Kim.
3. Neither Ida nor Jon finished first.
4. Lou finished ahead of Ida.
5. The runner in green finished in 5th place.
6. Kim wore white.
7. Jon finished behind the runner in black.
8. Ida did not wear green.

Who finished second?
""")

PEN_PALS = dedent("""\
Four pen pals were born in different years and live in different cities.

Pen pals: Mo, Ned, Oli, Pat
Cities: Oslo, Rome, Lima, Kyiv
Years: 1990, 1993, 1996, 1999

1. Mo was born 3 years before the person from Rome.
2. Ned is either the person from Oslo or the person born in 1999.
3. Of Oli and the person from Lima, one was born in 1990 and the other was born in 1996.
4. Pat was born after Ned.
5. The person from Oslo was born in 1993.
6. Oli is not from Lima.

What year was Mo born?
""")

CRITICS = dedent("""\
Three critics each reviewed a different film and awarded it a different rating.

Critics: Ray, Sue, Tom
Films: Alien, Brave, Coco
Ratings: 3 stars, 4 stars, 4.5 stars

1. The three people were Ray, the person who reviewed Brave and the person who awarded 4.5 stars.
2. Sue awarded 0.5 stars more than Tom.
3. The person who reviewed Coco scored higher than Ray.

What did Tom review?
""")

SWIMMERS = dedent("""\
Four swimmers each swam a different stroke in a different time.

- Swimmers: Abe, Bea, Cal, Dot
- Strokes: butterfly, crawl, backstroke, breaststroke
- Times: 10 minutes, 12 minutes, 14 minutes, 16 minutes

1. Abe took 4 minutes longer than the person who swam crawl.
2. Neither Bea nor Cal swam backstroke.
3. The person who swam butterfly took 10 minutes.
4. Dot is either the person who swam crawl or the person who took 16 minutes.
5. Bea took longer than Cal.

Who swam backstroke?
""")

PUZZLES = {
    # name: (text, {axis value: (values of the other categories, in order)}, answers to the questions)
    "pets": (PETS, {"Ann": ("cat", 15), "Bob": ("fish", 20), "Cy": ("dog", 10), "Di": ("parrot", 5)},
             ["Di", 15, "fish", "dog"]),
    "cousins": (COUSINS, {"Eve": ("golf", 10), "Finn": ("knitting", 8), "Gus": ("chess", 12)}, [12]),
    "runners": (RUNNERS, {"Hal": ("blue", 3), "Ida": ("red", 4), "Jon": ("green", 5), "Kim": ("white", 1),
                          "Lou": ("black", 2)}, ["Lou"]),
    "pen pals": (PEN_PALS, {"Mo": ("Lima", 1996), "Ned": ("Oslo", 1993), "Oli": ("Kyiv", 1990),
                            "Pat": ("Rome", 1999)}, [1996]),
    "critics": (CRITICS, {"Ray": ("Alien", 3), "Sue": ("Coco", 4.5), "Tom": ("Brave", 4)}, ["Brave"]),
    "swimmers": (SWIMMERS, {"Abe": ("backstroke", 16), "Bea": ("breaststroke", 14), "Cal": ("butterfly", 10),
                            "Dot": ("crawl", 12)}, ["Abe"]),
}


@pytest.mark.parametrize("name", list(PUZZLES))
def test_people_puzzles_solve_to_their_answer(name: str) -> None:
    text, grid, answers = PUZZLES[name]
    puzzle = read_puzzle(text, name)
    assert puzzle.axis == puzzle.categories[0].name
    assert puzzle.categories[2].numeric
    found = list(solutions(puzzle, limit=2))
    assert len(found) == 1, name
    solution = found[0]
    for position, (person, values) in enumerate(grid.items(), 1):
        assert solution.value_at(puzzle.axis, position) == person
        got = tuple(solution.value_at(c.name, position) for c in puzzle.categories[1:])
        assert got == values, (name, person)
    assert [solution.answer(q) for q in puzzle.questions] == answers


def test_each_clue_maps_to_its_clue_object() -> None:
    puzzle = read_puzzle(PETS, "pets")
    names, pets, prices = (c.name for c in puzzle.categories)
    ann, bob, cy, di = (Ref(names, v) for v in ("Ann", "Bob", "Cy", "Di"))
    cat, dog, fish = (Ref(pets, v) for v in ("cat", "dog", "fish"))
    five, ten, twenty = (Ref(prices, v) for v in (5, 10, 20))
    assert puzzle.clues == (
        Compare(prices, bob, cat, "==", 5),
        Same(fish, twenty),
        Either((All((Same(ann, dog), Same(ten, cat))), All((Same(ann, cat), Same(ten, dog)))), exclusive=True),
        Compare(prices, di, cy, "<", 0),
        Different(five, cy),
        Different(cy, fish),
    )
    assert puzzle.categories[2].values == (5, 10, 15, 20)
    assert puzzle.categories[2].verb == "paid ${}"


@pytest.mark.parametrize("sentence, expected", [
    ("Hal finished one place ahead of the runner in red.", ("Hal", "red", "==", -1)),
    ("The runner in blue finished 2 places behind Kim.", ("blue", "Kim", "==", 2)),
    ("Lou finished ahead of Ida.", ("Lou", "Ida", "<", 0)),
    ("Jon finished behind the runner in black.", ("Jon", "black", ">", 0)),
])
def test_places_ahead_and_behind(sentence: str, expected: tuple) -> None:
    from zebrakit.english.document import read_setup

    reader = read_setup(RUNNERS, "runners").reader
    puzzle = reader.puzzle
    a, b, op, difference = expected
    clue = reader.read(sentence)
    assert clue == Compare(puzzle.categories[2].name, puzzle.resolve(a), puzzle.resolve(b), op, difference)


def test_years_before_and_the_other_forms() -> None:
    puzzle = read_puzzle(PEN_PALS, "pen pals")
    names, cities, years = (c.name for c in puzzle.categories)
    mo, ned, _oli = (Ref(names, v) for v in ("Mo", "Ned", "Oli"))
    assert puzzle.clues[0] == Compare(years, mo, Ref(cities, "Rome"), "==", -3)
    assert puzzle.clues[1] == Either((Same(ned, Ref(cities, "Oslo")), Same(ned, Ref(years, 1999))), exclusive=True)
    critics = read_puzzle(CRITICS, "critics")
    names, films, ratings = (c.name for c in critics.categories)
    ray, brave, top = Ref(names, "Ray"), Ref(films, "Brave"), Ref(ratings, 4.5)
    assert critics.clues[0] == All((Different(ray, brave), Different(ray, top), Different(brave, top)))
    assert critics.clues[1] == Compare(ratings, Ref(names, "Sue"), Ref(names, "Tom"), "==", 0.5)
    swimmers = read_puzzle(SWIMMERS, "swimmers")
    names, strokes, _ = (c.name for c in swimmers.categories)
    back = Ref(strokes, "backstroke")
    assert swimmers.clues[1] == All((Different(Ref(names, "Bea"), back), Different(Ref(names, "Cal"), back)))


def test_a_comparative_with_its_noun_reads_by_meaning() -> None:
    text = PETS.replace("4. Di paid less than Cy.", "4. Di paid less money than Cy.")
    puzzle = read_puzzle(text, "pets")
    clue = dict(zip(puzzle.texts, puzzle.clues))["Di paid less money than Cy."]
    assert (clue.op, clue.a.value, clue.b.value) == ("<", "Di", "Cy")


def test_a_place_in_a_row_is_refused() -> None:
    text = PETS.replace("6. Cy did not adopt the fish.", "6. Cy lives next to the person who adopted the fish.")
    with pytest.raises(EnglishError, match=r"clue 6.*not houses"):
        read_puzzle(text, "pets")


@pytest.mark.parametrize("name", list(PUZZLES))
def test_written_back_reads_to_the_same_clues(name: str) -> None:
    puzzle = read_puzzle(PUZZLES[name][0], name)
    text = write_puzzle(puzzle)
    back = read_puzzle(text, name)
    assert back.clues == puzzle.clues
    assert back.axis == puzzle.axis
    assert [c.values for c in back.categories] == [c.values for c in puzzle.categories]
    assert [(q.ask, q.about) for q in back.questions] == [(q.ask, q.about) for q in puzzle.questions]


def test_the_writer_says_numbers_in_their_units() -> None:
    text = write_puzzle(read_puzzle(PETS, "pets"))
    assert "Bob paid $5 more than" in text
    assert "one paid $20" in text
    runners = write_puzzle(read_puzzle(RUNNERS, "runners"))
    assert "Hal finished one place ahead of" in runners
    assert "1st place" in runners
