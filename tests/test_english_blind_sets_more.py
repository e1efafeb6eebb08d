"""Phrasings that the blind sets of chats, emails, magazine prose with unusual places, ladders and
recitals found unread or misread: places a text calls by ordinals, 'nothing was cheaper than',
lists of thanks, request frames around a question, 'dead centre', asides of how things seemed or
why, owners asked by 'whose', floors counted from the ground, a ranked ladder, things named by
their maker only in the clues. Each test reads a small text written for it and checks the clues
or the answers."""

from __future__ import annotations

from test_english_layouts import answers_of, clues_of

from zebrakit.formats.english import read


COTTAGES = ("Three cottages stand on Mill Lane, which the postman calls the first, the second and the third, counting "
            "from the church. One is painted blue, one pink and one white, and in them live the Ashbys, the Bells and "
            "the Crofts.\nThe Bells live in the middle one. The pink cottage is the one furthest from the church. The "
            "Crofts live next door to the Bells, in the white cottage. The Ashbys don't live in the blue one.\n"
            "Which family lives in the blue cottage?\n")


def test_places_the_text_calls_by_ordinals_are_the_row() -> None:
    """'which the postman calls the first, the second and the third': the cottages themselves,
    no category of their own (which would leave every answer open)."""
    reading = read(COTTAGES, "cottages")
    assert [c.name for c in reading.puzzle.categories] == ["colour", "name"]
    assert answers_of(COTTAGES) == ["Bell"]


JAMS = ("Three friends, Ola, Pip and Quin, sold one jar each at the fete: jam, honey or chutney. The prices were "
        "$2, $3 and $4.\n"
        "1. Nothing on the stall was cheaper than the jam.\n2. No jar cost more than Ola's.\n3. Quin sold the honey.\n"
        "4. Pip's jar was not the dearest.\nWho sold the chutney?\n")


def test_nothing_cheaper_than_is_the_cheapest() -> None:
    """'Nothing on the stall was cheaper than the jam', 'No jar cost more than Ola's': the two ends."""
    clues = clues_of(JAMS)
    assert clues["Nothing on the stall was cheaper than the jam."] == "jam == price.2"
    assert clues["No jar cost more than Ola's."] == "Ola == price.4"
    assert answers_of(JAMS) == ["Ola"]


EMAIL = ("Subject: Re: leaving gift\n\nHi all,\n\nFour of you chipped in: Dana, Ellis, Farah and Gus. Everyone gave a "
         "different amount ($10, $15, $20 and $25) and you're all from different teams (Sales, IT, HR and Finance).\n\n"
         "Here's what I remember:\n\n- The person from IT put in the least.\n- Farah gave exactly $5 more than Gus.\n"
         "- Dana gave $20.\n- Ellis isn't in Sales.\n- Whoever is in HR gave $15.\n- Dana isn't in Finance.\n\n"
         "Can someone confirm how much Gus put in, and which team Dana is on? Thanks, and sorry!!\n\nMarta\n")


def test_an_email_with_thanks_after_its_question() -> None:
    """'Four of you chipped in: ...' names the people; 'put in the least' is the least money;
    'Can someone confirm how much ..., and which team ...?' asks two questions; and 'Thanks, and
    sorry!!', a list no clue mentions, is no category."""
    reading = read(EMAIL, "email")
    assert [c.name for c in reading.puzzle.categories] == ["name", "amount", "team"]
    assert clues_of(EMAIL)["The person from IT put in the least."] == "IT == amount.10"
    assert answers_of(EMAIL) == ["$10", "Sales"]


STOOLS = ("ok puzzle from last night\n3 of us on the 3 stools at the bar: ines, kofi, lena. stool 1 is the one closest "
          "to the door\neveryone had a different drink: beer, wine, soda\nclues:\nines was dead center\nkofi sat right "
          "next to ines, on the door side\nthe wine was right next to kofi\nlena wasn't on the soda\n"
          "who had the beer?\n")


def test_a_lower_case_chat_with_names_after_a_count_and_dead_centre() -> None:
    """A line opening with a number splits at '. ' before a lower-case sentence, so '3 of us ...: ines,
    kofi, lena' is the names; 'ines was dead center' is the middle stool."""
    assert clues_of(STOOLS)["ines was dead center"] == "ines == 2"
    assert answers_of(STOOLS) == ["lena"]


RACK = ("Three walkers left their boots on a rack of three rungs, counted from the floor up, so the first rung is the "
        "lowest. They were Bryony, Callum and Odette, and they had carried tea, cocoa and soup.\nWhoever had carried "
        "the soup had shoved their boots onto the lowest rung, as if too tired to reach any higher. Bryony's boots "
        "were directly above Callum's. Odette had the cocoa, since nobody else likes it.\nWhose boots were on the "
        "top rung, and who had the tea?\n")


def test_asides_of_how_it_seemed_or_why_say_nothing() -> None:
    """', as if too tired to reach any higher' and ', since nobody else likes it' add no relation
    (their 'higher' and 'nobody' are not the clue's); 'Whose boots were on the top rung?' asks
    for the walker."""
    clues = clues_of(RACK)
    assert clues["Whoever had carried the soup had shoved their boots onto the lowest rung, as if too tired to "
                 "reach any higher."] == "soup == 1"
    assert clues["Odette had the cocoa, since nobody else likes it."] == "Odette == cocoa"
    assert answers_of(RACK) == ["Odette", "Bryony"]


TOWER = ("A small tower has three floors, counted in the British way: the ground floor at street level, then the first "
         "floor, and finally the second floor at the top. The tenants are Mr Hale, Ms Ruiz and Dr Kahn; their trades "
         "are baker, tailor and potter.\nThe baker has the ground floor. Dr Kahn lives directly above Mr Hale. Ms Ruiz "
         "is not the potter. The potter lives on the top floor.\nOn which floor does the tailor work, who is the "
         "potter, and what does Mr Hale do?\n")


def test_floors_counted_from_the_ground_and_three_listed_questions() -> None:
    """The ground floor is the first place and the 'first floor' the second; 'Where ..., who ...,
    and what ...?' asks three questions."""
    reading = read(TOWER, "tower")
    assert [str(v) for v in reading.puzzle.category(reading.puzzle.axis).values] == \
        ["ground floor", "first floor", "second floor"]
    assert [q.ask for q in reading.puzzle.questions] == ["position", "tenant", "trade"]
    assert answers_of(TOWER) == ["first floor", "Dr Kahn", "tailor"]


LADDER = ("The club ladder has four names on it, ranked from 1st at the top down to 4th at the bottom. The four are "
          "Ada, Ben, Cal and Dot, and between them they swear by the Sicilian, the French, the Dutch and the Slav.\n"
          "Nobody is ranked lower than our French devotee, who takes it well. Ada is directly below the Dutch player. "
          "Ben is ranked higher than Cal, who is directly above Dot. The Sicilian player is Cal. Dot is not the Dutch "
          "player.\nWho is top of the "
          "ladder, and what is Ada's favourite opening?\n")


def test_a_ladder_ranked_from_the_top() -> None:
    """'ranked from 1st at the top down to 4th': 'lower' is a larger number, 'nobody is ranked
    lower than X' the 4th, 'top of the ladder' the 1st; 'favourite opening' asks the one category
    left."""
    assert clues_of(LADDER)["Nobody is ranked lower than our French devotee, who takes it well."] == "French == 4"
    assert answers_of(LADDER) == ["Ben", "Slav"]


RECITAL = ("Three pupils, Amy, Ben and Cleo, played one piece each, and the three pieces were by three different "
           "composers. The pieces were scheduled twenty minutes apart, at 7:00 pm, 7:20 pm and 7:40 pm.\n1. The Mozart "
           "was played 40 minutes before Amy's piece.\n2. Ben played the Bach.\n3. The Chopin came after Ben's piece."
           "\nWho played at 7:20 pm, and who played the Chopin?\n")


def test_composers_named_only_in_the_clues_and_times_said_apart() -> None:
    """'by three different composers' with 'the Mozart', 'the Bach', 'the Chopin' in the clues; the
    times after 'twenty minutes apart, at' are a list."""
    reading = read(RECITAL, "recital")
    assert sorted(str(v) for v in reading.puzzle.category("composer").values) == ["Bach", "Chopin", "Mozart"]
    assert answers_of(RECITAL) == ["Ben", "Amy"]


QUESTIONNAIRE = ("Four friends, Ann, Bob, Cat and Dan, each have a sport (golf, judo, polo or yoga) on a different day, "
                 "Monday to Thursday. They are 20, 30, 40 and 50 years old. No two gave the same answer in any "
                 "category.\n1. The youngest plays polo on Mondays.\n2. The eldest is Dan.\n3. Bob does judo on "
                 "Thursdays.\n4. Bob is older than Cat.\n5. Golf is on Tuesdays.\n6. Cat is 30.\n7. Cat doesn't play "
                 "golf.\nWork out who is who.\nCan you answer the following?\n1. Who plays golf?\n2. How old is Ann?\n")


def test_three_things_with_an_adjunct_and_the_eldest() -> None:
    """'The youngest plays polo on Mondays': one person's three things; 'the eldest' is the oldest;
    'the same answer in any category' is no answer format; 'Work out who is who' and 'Can you
    answer the following?' ask nothing of their own."""
    clues = clues_of(QUESTIONNAIRE)
    assert clues["The youngest plays polo on Mondays."] == "age.20 == polo and age.20 == Monday"
    assert clues["The eldest is Dan."] == "age.50 == Dan"
    assert answers_of(QUESTIONNAIRE) == ["Dan", "20 years old"]


BEE = ("Three children, Eve, Fay and Gus, entered the spelling bee and scored 10, 12 and 15 points.\n1. Eve scored 2 "
       "points more than Fay.\n2. Gus did not score 10.\nWho won the spelling bee?\n")

BOWLING = ("Three bowlers, Hal, Ivy and Jo, bowled in lanes 1 to 3 and scored 90, 100 and 110 points.\n1. Hal's lane "
           "number was lower than Ivy's.\n2. Jo bowled in lane 2.\n3. The bowler in lane 1 scored the most.\n4. Ivy "
           "scored more than Jo.\nWho scored 90 points?\n")


def test_who_won_a_named_contest_and_a_lane_number() -> None:
    """'Who won the spelling bee?' asks for the most points; 'Hal's lane number was lower than
    Ivy's' compares the lanes, not the scores."""
    assert answers_of(BEE) == ["Gus"]
    assert clues_of(BOWLING)["Hal's lane number was lower than Ivy's."] == "Hal < Ivy"
    assert answers_of(BOWLING) == ["Jo"]
