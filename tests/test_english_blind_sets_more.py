"""Phrasings that the blind sets of chats, emails, magazine prose with unusual places, ladders and
recitals found unread or misread: places a text calls by ordinals, 'nothing was cheaper than',
lists of thanks, request frames around a question, 'dead centre', asides of how things seemed or
why, owners asked by 'whose', floors counted from the ground, a ranked ladder, things named by
their maker only in the clues. Each test reads a small text written for it and checks the clues
or the answers."""

from __future__ import annotations

from pathlib import Path

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


QUESTIONNAIRE = ("Four friends, Ann, Bob, Cat and Dan, each have a sport (golf, judo, polo or yoga) on a different "
                 "day, Monday to Thursday. They are 20, 30, 40 and 50 years old. No two gave the same answer in any "
                 "category.\n1. The youngest plays polo on Mondays.\n2. The eldest is Dan.\n3. Bob does judo on "
                 "Thursdays.\n4. Bob is older than Cat.\n5. Golf is on Tuesdays.\n6. Cat is 30.\n7. Cat doesn't "
                 "play golf.\nWork out who is who.\nCan you answer the following?\n1. Who plays golf?\n2. How old "
                 "is Ann?\n")


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


PONTOON = ("Three boats are moored at berths numbered 1 to 3. Berth 1 is the one right beside the hut; the numbers "
           "climb as you walk out, so berth 3 is the last berth at the seaward end. The boats are Auk, Ibis and "
           "Tern, and their skippers are Ann, Bo and Cy.\nAuk is two berths further out than Tern. Bo's berth is "
           "immediately seaward of Ann's. Cy does not sail Tern.\nWho sails Ibis?\n")


def test_the_way_the_numbers_climb_and_toward_an_end() -> None:
    """'the numbers climb as you walk out': 'further out' is toward the higher numbers; 'the seaward
    end' is the last berth, so 'seaward of' is after."""
    clues = clues_of(PONTOON)
    assert clues["Auk is two berths further out than Tern."] == "Tern + 2 == Auk"
    assert clues["Bo's berth is immediately seaward of Ann's."] == "Ann + 1 == Bo"
    assert answers_of(PONTOON) == ["Bo"]


LOCKERS = ("Three lockers are numbered 1 to 3, starting with locker 1 right beside the entrance door and finishing "
           "with locker 3 at the far end, next to the fire exit. They belong to Dev, Imo and Tom, whose padlocks "
           "are red, blue and green.\n1. Nobody's locker is closer to the entrance than Tom's.\n2. Dev's locker is "
           "further from the door than Imo's.\n3. Imo's padlock is blue.\n4. Dev's padlock is not green.\nWhose "
           "padlock is green?\n")


def test_landmarks_of_a_row_said_while_numbering_it() -> None:
    """'starting with locker 1 right beside the entrance door and finishing with locker 3 ..., next to
    the fire exit': 'closer to the entrance' and 'further from the door' point along the row."""
    clues = clues_of(LOCKERS)
    assert clues["Nobody's locker is closer to the entrance than Tom's."] == "Tom == 1"
    assert clues["Dev's locker is further from the door than Imo's."] == "Imo < Dev"
    assert answers_of(LOCKERS) == ["Tom"]


SHELVES = ("A bookcase has three shelves, counted from the top down. Ada, Ben and Cy each keep books there: "
           "atlases, poetry and cookery, and each shelf has an ornament: an owl, a globe or a dog.\nThe owl keeps "
           "watch over the poetry. The atlases, every one of them Cy's, sit somewhere above the poetry. The cookery "
           "books are further down than Ada's shelf. The globe is on the top shelf. Ben's shelf is not the top "
           "one.\nWhose books share a shelf with the dog?\n")


def test_shelves_watched_over_and_further_down() -> None:
    """'keeps watch over' guards (the same shelf, not above); 'every one of them Cy's' says whose;
    'further down than' on shelves counted from the top is a larger number."""
    clues = clues_of(SHELVES)
    assert clues["The owl keeps watch over the poetry."] == "owl == poetry"
    assert clues["The cookery books are further down than Ada's shelf."] == "Ada < cookery"
    assert answers_of(SHELVES) == ["Ben"]


DRINKS = ("Three friends, Ann, Bo and Cy, each drink one of tea, coffee and cocoa.\n1. Ann can't start the day without "
          "coffee.\n2. Bo lives without cocoa.\nWho drinks cocoa?\n")


def test_without_and_a_denied_without() -> None:
    """'can't start the day without coffee' has coffee (one wrong answer came from reading it as
    none); a plain 'without cocoa' has none."""
    clues = clues_of(DRINKS)
    assert clues["Ann can't start the day without coffee."] == "Ann == coffee"
    assert clues["Bo lives without cocoa."] == "Bo != cocoa"
    assert answers_of(DRINKS) == ["Cy"]


POTLUCK_CHAT = ("Kim: I need to write the thank-you notes for Saturday.\nRaj: Hannah, Luis and Zoe. Lasagna, salad, "
                "brownies. And they came at 6:00, 6:15 and 6:30.\nKim: The lasagna came first.\nRaj: Zoe came 15 "
                "minutes after whoever had the lasagna.\nKim: Hannah didn't bring the brownies, and she wasn't the "
                "first to arrive.\nRaj: So who brought the salad?\n")


def test_a_sentence_that_is_only_a_list_declares_its_kind() -> None:
    """'Lasagna, salad, brownies.' alone in a chat is a category (food), named by WordNet's kind."""
    reading = read(POTLUCK_CHAT, "potluck")
    assert "food" in [c.name for c in reading.puzzle.categories]
    assert answers_of(POTLUCK_CHAT) == ["Hannah"]


STICKERS = ("Three children, Amy, Bea and Cal, had 5, 10 and 15 stickers, and they are 6, 7 and 8 years old.\n1. "
            "Amy is the youngest, but she has more stickers than anyone else.\n2. Cal is older than Bea.\n3. Bea "
            "has 10 stickers.\nHow old is Cal?\n")


def test_the_last_amount_of_a_list_is_no_count_and_more_of_a_thing_is_no_other_scale() -> None:
    """'had 5, 10 and 15 stickers' makes no puzzle of fifteen; 'more stickers than anyone else'
    never takes the ages the first clause names."""
    reading = read(STICKERS, "stickers")
    assert reading.puzzle.size == 3
    assert "age.8" not in clues_of(STICKERS)["Amy is the youngest, but she has more stickers than anyone else."]
    assert answers_of(STICKERS) == ["8 years old"]


YARD = ("Four neighbors went to the yard sale. Figure out who bought which item and how much each person paid.\n"
        "Names: Doris, Frank, Gloria, Howard\nItems: board game, lamp, picture frame, teapot\nPrices: $1, $2, $3, $4\n"
        "1. Frank paid $1 less than Howard.\n2. The lamp cost more than the teapot.\n3. Either Doris or Gloria bought "
        "the teapot.\n4. The picture frame cost $1 more than the board game.\n5. Doris spent more than Howard but "
        "less than Gloria.\nHow much did Doris pay?\n")


def test_figure_out_who_bought_which_asks_the_grid() -> None:
    """'Figure out who bought which item ...' asks for every pairing, not who bought one item the
    word 'item' might name."""
    reading = read(YARD, "yard")
    assert [q.text for q in reading.puzzle.questions] == ["How much did Doris pay?"]


POCKET_MONEY = ("Three children, Alfie, Ellie and Noah, get pocket money: 50p, 75p and \xa31 a week. The children "
                "are 6, 8 and 10.\n1. Ellie gets 25p a week more than Alfie.\n2. Noah is older than Ellie.\n3. The "
                "oldest is paid the most.\n4. Alfie is not 6.\nHow old is Ellie, and how much does Noah get?\n")


def test_pence_beside_pounds_and_bare_ages_of_children() -> None:
    """'50p, 75p and £1' is one scale of money (pence said in pounds); 'The children are 6, 8 and
    10' are their ages."""
    reading = read(POCKET_MONEY, "pocket money")
    assert [c.name for c in reading.puzzle.categories] == ["name", "money", "age"]
    assert clues_of(POCKET_MONEY)["Ellie gets \u00a30.25 a week more than Alfie."] == \
        "money(Ellie) == money(Alfie) + 0.25"
    assert answers_of(POCKET_MONEY) == ["6", "\u00a31"]


SAVING = ("Three children, Alfie, Ellie and Noah, are saving up for a kite, a book and a ball. They are 6, 8 and 10.\n"
          "1. The child saving for the book gets 50p a week more than the one saving for the ball.\n2. Noah is older "
          "than Ellie.\n3. Alfie is 8.\nWho is saving for the kite?\n")


def test_a_difference_in_money_with_no_money_in_the_puzzle_is_unsure() -> None:
    """'gets 50p a week more' where no category holds money: never half a year of age."""
    reading = read(SAVING, "saving")
    assert any("no category holds money" in u.reason for u in reading.unsure)
    assert not reading.certain


TRAIN = ("Brain Train \U0001f686\n\nThree passengers sit in a train of three carriages, numbered 1 to 3, with "
         "carriage 1 right behind the engine.\n\n\U0001f464 Ingrid, Jonah, Kofi\n\U0001f4cd Durham, Leeds, "
         "York\n\u2615 crossword, knitting, reading\n\nClues\n1. The passenger going to Durham is nearer the engine "
         "than Kofi.\n2. Jonah is further from the engine than Ingrid.\n3. The reader is in the middle "
         "carriage.\n4. Kofi is not going to York.\n5. Ingrid is doing the crossword.\n6. Jonah is not "
         "knitting.\n7. Jonah is not going to Durham.\nWho is going to York?\n")


def test_lists_under_pictured_heads_and_a_landmark_after_with() -> None:
    """Lines that are only a list after a pictograph are categories; 'with carriage 1 right behind
    the engine' makes 'nearer the engine' toward carriage 1."""
    reading = read(TRAIN, "train")
    assert len(reading.puzzle.categories) == 3
    assert clues_of(TRAIN)["The passenger going to Durham is nearer the engine than Kofi."] == "Durham < Kofi"
    assert answers_of(TRAIN) == ["Jonah"]


WALL = ("Three friends, Jake, Leo and Zara, turned out to be 120 cm, 130 cm and 140 cm tall. They are 8, 9 and 10 "
        "years old.\nJake is the youngest of the three, and the shortest too.\nLeo is a year older than his sister "
        "Zara.\nLeo is 10 cm taller than Zara.\nWho is 140 cm tall?\n")


def test_heights_turned_out_and_one_person_with_two_superlatives() -> None:
    """'turned out to be 120 cm, ... tall' are heights (no age 'turned'); 'the youngest ..., and the
    shortest too' is one child's two values; 'his sister Zara' is Zara; '10 cm taller' is no age of 10."""
    reading = read(WALL, "wall")
    assert [c.name for c in reading.puzzle.categories] == ["friend", "height", "age"]
    clues = clues_of(WALL)
    assert clues["Jake is the youngest of the three, and the shortest too."] == \
        "Jake == age.8 and Jake == height.120"
    assert clues["Leo is a year older than his sister Zara."] == "age(Leo) == age(Zara) + 1"
    assert clues["Leo is 10 cm taller than Zara."] == "height(Leo) == height(Zara) + 10"
    assert answers_of(WALL) == ["Leo"]


SALON = ("LogicLane \u00b7 Daily Grid\n\nThree clients are booked in at the salon, one in each half-hour slot: "
         "9:00, 9:30 and 10:00.\n\nClients: Nadia, Oscar, Priya\nTreatments: cut, perm, colour\n\nHINTS\n"
         "\u2022 Nadia's appointment is two slots later than Priya's.\n\u2022 Oscar is not having the perm.\n"
         "\u2022 Priya is having a cut.\n\n"
         "\u2753 What time is Oscar's appointment?\n\U0001f3af What's Nadia having done?\n")


def test_slots_counted_and_questions_after_a_pictograph() -> None:
    """'two slots later than' on half-hourly slots is an hour later; a question opened by a
    pictograph is a question ('What's Nadia having done?' asks her treatment)."""
    clues = clues_of(SALON)
    assert clues["Nadia's appointment is two slots later than Priya's."] == "Priya + 2 == Nadia"
    assert answers_of(SALON) == ["9:30", "perm"]
    salon = next((Path(__file__).parent / "english_corpus" / "wild").glob("w1235-*.txt"))
    reading = read(salon.read_text(encoding="utf-8"), salon.name)  # a people puzzle whose slots are times
    assert "Nadia's appointment is two slots later than Priya's." not in [u.text for u in reading.unsure]


PAYMENTS = ("Three customers, Kemp, Lord and Ogden, each bought one loaf and each paid a different way: by card, in "
            "cash or with a gift voucher.\n1. Kemp paid by card.\n2. Lord did not pay in cash.\nWho paid with the gift "
            "voucher?\n")


def test_a_list_of_ways_each_said_with_its_preposition() -> None:
    """'by card, in cash or with a gift voucher': the ways are card, cash and gift voucher."""
    reading = read(PAYMENTS, "payments")
    assert [str(v) for v in reading.puzzle.categories[-1].values] == ["card", "cash", "gift voucher"]
    assert answers_of(PAYMENTS) == ["Lord"]
