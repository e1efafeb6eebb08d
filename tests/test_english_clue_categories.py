"""Categories that only the clues name: nations, trades, states, names and kinds said in the
setup by a noun ('a man from a different part of the British Isles', 'a different trade'), and
the questions put in a story's own words."""

from __future__ import annotations

from test_english_layouts import answers_of, clues_of

from zebrakit.formats.english import read


def categories_of(text: str) -> dict[str, list[str]]:
    """The categories of a sure reading, by name, their values sorted."""
    reading = read(text, "clue categories")
    assert reading.certain, (reading.unsure, reading.notes)
    return {c.name: sorted(str(v) for v in c.values) for c in reading.puzzle.categories}


def test_nations_and_trades_said_only_in_the_clues() -> None:
    text = ("Three cottages stand in a row, numbered 1 to 3 from left to right. Each is home to a man from a different "
            "part of the British Isles, who earns his living at a different trade. From the clues below, can you "
            "discover who the baker is?\n\n1. The Scotsman lives in the first house.\n2. The Welshman is the postman."
            "\n3. The butcher lives in the middle house.\n4. The Irishman lives next door to the Welshman.\n\n"
            "Who is the baker?\n")
    assert categories_of(text) == {"nationality": ["Irishman", "Scotsman", "Welshman"],
                                   "trade": ["baker", "butcher", "postman"]}
    assert answers_of(text) == ["Scotsman"]


def test_someone_the_story_asks_for_help_is_no_one_of_the_puzzle() -> None:
    text = ("On Puddle Lane there is a tall house.\nIt has three floors.\nFloor 1 is at the bottom and floor 3 is at "
            "the top.\nThree children live in the house, one on each floor.\nThe pets are a dog, a cat and a rabbit.\n"
            "Can you help Grandpa Bear find out who lives where?\n\nRosa lives on the top floor.\nSam lives one floor "
            "below Rosa.\nSam has a dog.\nThe rabbit lives on floor 3.\nMax does not have the rabbit.\n\nNow can you "
            "tell Grandpa Bear who has the cat?\n")
    assert categories_of(text)["name"] == ["Max", "Rosa", "Sam"]
    assert answers_of(text) == ["Max"]


def test_trades_states_and_people_of_a_train_in_the_clues() -> None:
    text = ("Three passengers boarded the train, each in a different car, numbered 1 through 3 from the front. Each "
            "passenger has a different occupation, comes from a different state and has a different hobby (chess, "
            "knitting or photography).\n\n1. Mabel is in car 1.\n2. The pilot is from Maine.\n3. Ruth and the "
            "photographer are in neighboring cars.\n4. The Floridian is the photographer.\n5. The dentist plays "
            "chess.\n6. Floyd works as a banker.\n7. The passenger from Ohio is in car 3.\n8. The banker is in car 2."
            "\n\nWhat does Mabel do for a living?\n")
    found = categories_of(text)
    assert found["occupation"] == ["banker", "dentist", "pilot"]  # not the passenger, nor the photographer
    assert found["state"] == ["Floridian", "Maine", "Ohio"]
    assert found["name"] == ["Floyd", "Mabel", "Ruth"]
    assert answers_of(text) == ["pilot"]


def test_men_are_no_animals_and_instruments_are_named_so() -> None:
    text = ("In one street there are three houses, one beside the other, and we count them from the left. In every "
            "house lives one man of a different nation: a Pole, a Dane and a Greek. Every man keeps his own animal and "
            "plays his own instrument of music.\n\n1. The Pole lives in the first house.\n2. The Greek has a dog.\n"
            "3. All three men are good friends.\n4. The man who keeps the cat plays the piano.\n5. The Dane lives in "
            "the middle house.\n6. The dog lives beside the horse.\n7. The flute player lives in the last house.\n"
            "8. The man with the drum lives in the middle house.\n9. The cat lives in the first house.\n\n"
            "Who keeps the horse?\n")
    found = categories_of(text)
    assert found["animal"] == ["cat", "dog", "horse"]
    assert found["instrument"] == ["drum", "flute", "piano"]
    assert answers_of(text) == ["Dane"]


def test_a_list_after_one_each_and_after_in_each_one() -> None:
    text = ("There are three houses in a row, numbered 1 to 3 from left to right. A different person lives in each "
            "one (Tom, Gus, Wendy) and everybody orders one pastry each (croissant, muffin, scone), no two the same.\n"
            "- Tom lives in house 1.\n- Gus lives next to Tom.\n- The scone is in house 3.\n- Tom gets a muffin.\n"
            "What does Gus get to eat?\n")
    assert categories_of(text) == {"person": ["Gus", "Tom", "Wendy"], "pastry": ["croissant", "muffin", "scone"]}
    assert answers_of(text) == ["croissant"]


def test_a_question_with_its_verb_after_the_asked_noun() -> None:
    text = ("Three stalls stand in one row, counted from the left. The sellers are called Anna, Bruno and Clara. They "
            "come from Austria, Belgium and Germany.\nAnna has the first stall. Bruno stands directly on the right "
            "side of Anna. The German has the last stall. The one from Austria is next to the German.\n"
            "And from which country comes Bruno?\n")
    assert answers_of(text) == ["Austria"]


def test_a_count_of_runners_between_two_among_ranked_places() -> None:
    text = ("Three friends ran a sack race.\nThe runners: Ava, Leo, Mia\nThe places: 1st, 2nd, 3rd\nThe face paints: "
            "cat, lion, panda\n\n* There was exactly one runner in between the panda and the cat.\n* Leo was the lion."
            "\n* Ava finished ahead of Mia.\n* The panda finished ahead of the cat.\n* Mia was not the panda.\n\n"
            "Who came last?\n")
    assert clues_of(text)["There was exactly one runner in between the panda and the cat."] \
        == "places(panda) == places(cat) + 2 or places(panda) == places(cat) - 2"
    assert answers_of(text) == ["Mia"]


def test_a_question_followed_by_lowercase_thanks_is_still_asked() -> None:
    text = ("There are three houses in a row, numbered 1 to 3 from left to right. Each house is painted a different "
            "colour (red, blue, green) and a different person lives in each one (Tom, Gus, Wendy).\n\n- Tom lives in "
            "house 1.\n- The red house is in the middle.\n- Gus lives next door to Tom.\n- Wendy's house is green.\n\n"
            "Who lives in the red house, and what colour is Tom's house? thanks in advance!!\n")
    assert answers_of(text) == ["Gus", "blue"]


def test_than_someone_for_theirs_compares_the_two_people() -> None:
    text = ("Three neighbors (Ann, Bo, Cy) each sold one item: a lamp, a toaster or a bicycle. Every price was one of "
            "$3, $4.50 and $6.\n\n1. Ann got $1.50 more for her item than Bo got for his.\n2. Cy sold the lamp.\n"
            "3. The lamp fetched $6.\n4. Bo sold the toaster.\n\nWho sold the bicycle, and for how much?\n")
    assert answers_of(text) == ["Ann", "$4.50"]
