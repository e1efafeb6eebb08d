"""Phrasings that the blind sets of people puzzles, herrings and long benchmark puzzles found unread
or misread: verbs that compare dates or say more of an activity, times that are finishing places
or the order of a row, relay legs, places with 'place', things named only in the clues, terse and
braced notations, genres, gadgets and jams. Each test reads a small text written for it and checks
the clues or the answers."""

from __future__ import annotations

from test_english_layouts import answers_of, clues_of

from zebrakit.formats.english import read


PREDATES = ("Three collectors, Ada, Ben and Cy, each brought one antique to the fair: a clock, a lamp or a vase. "
            "The antiques were made in 1850, 1870 and 1890.\n1. The clock predates the vase.\n2. The lamp "
            "postdates the vase.\n3. Ben brought the vase.\n4. Cy's antique is older than Ada's.\nWho brought "
            "the lamp?\n")

LANES = ("Four swimmers, Ann, Bo, Cy and Di, each swam in a different lane numbered 1 through 4, and the four "
         "finishing times were 30.2, 31.5, 31.9 and 33.0 seconds.\n1. Ann finished ahead of Bo.\n2. Cy "
         "finished in the very next place after the swimmer in lane 2.\n3. Bo swam in lane 4.\n4. Di's time "
         "was 33.0 seconds.\n5. Di swam in lane 3, and Ann in lane 2.\nWhat was Cy's time?\n")

HOUSES_HEADER = ("Houses: 1 2 3\nName: Kim, Raj, Tom\nDrink: coffee, juice, water\n\n- Tom lives in house 3.\n- The "
                 "coffee drinker lives directly to the right of Raj.\n- Kim lives next door to Tom.\n- Raj doesn't "
                 "drink water.\nWho drinks water?\n")

BOTH_OTHERS = ("Three houses sit side by side on Birch Close; number 1 is on the far left and number 3 on the far "
               "right.\nResidents: Carla, Dev, Ewan\nJobs: baker, doctor, teacher\n1) Carla lives next door to both "
               "of the others.\n2) Whoever teaches lives at the far right.\n3) Dev is the doctor.\n4) Ewan lives to "
               "the right of Carla.\nWho is the baker?\n")

SYNONYMS = ("There are three houses, numbered 1 to 3 from left to right.\nNames: Ann, Ben, Cat\nHobbies: "
            "cycling, painting, knitting\nBooks: mystery, romance, sci-fi\n\n1. The one who bikes lives in house "
            "1.\n2. Ben is a science fiction reader.\n3. The painter lives directly left of Cat.\n4. Ann reads "
            "romance.\n5. The mystery fan lives in house 3.\n6. Ben does not paint.\nWho lives in house 2?\n")

LEGS = ("Four friends (Hana, Iris, Jade and Kira) swam a relay. Each girl swam one of the four legs, and "
        "their splits were 29, 31, 32 and 34 seconds.\n1. Jade swam the leg straight after Hana's.\n2. Kira "
        "swam the first leg.\n3. Iris swam the last leg.\n4. Jade was quicker than Kira but not as quick as "
        "Hana.\n5. Iris was slowest.\nWho swam the second leg, and what was Kira's split?\n")

ROSETTES = ("Three neighbours entered their dogs in the show, and all three went home with a rosette, one each "
            "for 1st, 2nd and 3rd place. The owners were Gil, Hal and Ivy. The breeds were a poodle, a beagle "
            "and a boxer.\n1. The poodle placed higher than the boxer.\n2. Hal's dog finished two places below "
            "the beagle.\n3. Ivy's dog placed higher than Gil's.\nWhich breed won 1st place, and who owns the "
            "poodle?\n")

BAKE = ("Three pupils (Abi, Col and Dee) each baked one cake for the sale, and no two cakes cost the same: "
        "the prices were $4, $5 and $6.\n- The Victoria sponge cost $1 more than the banana bread.\n- Abi's "
        "cake was the cheapest.\n- Col did not bake the carrot cake.\n- Dee's cake cost more than the banana "
        "bread.\n- Col's cake cost $5.\n- Abi baked the banana bread.\nFill in the whole grid.\n")

EACH_PLACED = ("Can you work out who owned which dog, and how each one placed? The owners were Gil, Hal and Ivy, "
               "and their dogs came 1st, 2nd and 3rd. The dogs were Rex, Sam and Tip.\n1. Rex placed higher than "
               "Sam.\n2. Hal's dog came 3rd.\n3. Gil owns Tip.\n4. Ivy's dog is Rex.\n5. Tip did not win.\nWhich "
               "dog won?\n")

OUTWALKED = ("Three walkers, Ann, Bo and Cy, each walked a different distance: 2, 4 or 6 miles.\n1. Ann outwalked "
             "Bo.\n2. Cy outwalked Ann.\nWho walked 4 miles?\n")

MEANS = ("Three housemates, Rosa, Teo and Luis, leave for work one at a time, at 7:15, 7:30 and 7:45, and no "
         "two get to work the same way: one takes the bus, one rides a bicycle and one zips off on a "
         "scooter.\nRosa, who doesn't have to be at work until nine, is always the last one out the door. The "
         "bicycle leaves before Luis. Teo rides a bicycle. Rosa does not take the bus.\nHow does Luis get to "
         "work?\n")

QUARTER = ("Three dogs were groomed: Biscuit, Duke and Tank. Their sessions took 30, 45 and 60 minutes.\n1. "
           "Duke took a quarter of an hour more than Biscuit.\n2. Tank was in and out faster than any "
           "other.\nHow long did Duke take?\n")

RATE = ("Three tutors, Ana, Ben and Cy, charge $20, $40 and $60 an hour.\n1. Ana charges $20 an hour more "
        "than Ben.\n2. Cy charges the most.\nWhat does Ben charge?\n")

FOOT = ("Three friends, Gil, Hal and Ivy, had appointments on the 12th, 13th and 14th, and one came by bus, "
        "one on foot and one by car.\n1. The appointment on the 12th was Hal's.\n2. Gil came on foot.\n3. "
        "The bus passenger came on the 13th.\n4. Ivy came before Gil.\nWho came by car?\n")

SOME_ORDER = ("Four volunteers, Mari, Nate, Oona and Pia, each come in on one weekday: Monday, Tuesday, Wednesday "
              "or Thursday. Their ages are 19, 27, 34 and 52.\n1. Nate, Oona and the 27-year-old are, in some "
              "order, the Monday, Tuesday and Wednesday volunteers.\n2. Oona is fifteen years older than Nate, and "
              "Pia's shift is the day after hers.\n3. Mari is the oldest.\n4. Nate comes in on Monday.\n5. Oona "
              "comes in before Pia.\nWho comes in on Tuesday?\n")

TERSE = ("Persons: 3, standing in a line at positions 1-3 (left to right).\nAttributes: Name(Al, Bo, Cy), "
         "Pet(cat, dog, fish).\nConstraints:\n1. Bo: position 1 or 3.\n2. Dog owner immediately left of "
         "Cy.\n3. Al != dog owner.\n4. Cat owner at position 3.\nOutput: the full assignment.\n")

BRACES = ("Three people stand in a line. Positions are numbered 1 to 3, from the left end to the right "
          "end.\nName = {Ann, Bea, Cal}\nPet = {cat, dog, eel}\nBook = {history, poetry, mystery}\n\n1) The "
          "owner of the cat stands nowhere to the left of the person who reads historical novels.\n2) Ann owns "
          "the cat, or reads poetry, or both.\n3) Bea stands in position 2 and owns the eel.\n4) Cal reads "
          "historical novels.\n5) The mystery reader owns the eel.\n6) Cal stands at the right end.\nWho owns "
          "the dog?\n")

GADGETS = ("There are three houses, numbered 1 to 3 from left to right.\nName: Ann, Ben, Cat\nGadget: camera, "
           "laptop, mobile phone\nHobby: geocaching, knitting, rowing\n\n1. The cell phone owner is the "
           "geocacher.\n2. Ben lives in house 3 and owns the laptop.\n3. The knitter lives in house 1.\n4. Cat "
           "is the geocacher.\n5. Ann owns the camera.\nWho lives in house 2?\n")

JAM = ("Three neighbours share a table at the market. Each brought a single homemade jam (the flavors this "
       "week were apricot, fig and rhubarb), and no two charged the same price.\nSellers: Mrs. Alvarez, Mr. "
       "Ortiz, Mr. Pruitt\nPrices: $3.25, $3.75, $4.25\n1. Mrs. Alvarez asks 50 cents more per jar than Mr. "
       "Ortiz does.\n2. Of Pruitt and the fig jam's maker, one charges $3.25 and the other charges "
       "$4.25.\n3. A jar of rhubarb costs more than a jar of apricot.\n4. Mr. Ortiz does not make the fig "
       "jam.\nWho makes the rhubarb jam, and what does it sell for?\n")



def test_predates() -> None:
    """Verbs that compare dates: the clock predates the vase, the lamp postdates it."""
    assert clues_of(PREDATES)["The clock predates the vase."] == "year(clock) < year(vase)"
    assert clues_of(PREDATES)["The lamp postdates the vase."] == "year(lamp) > year(vase)"
    assert answers_of(PREDATES) == ["Ada"]


def test_lanes() -> None:
    """Swimmers in lanes with finishing times: 'finished ahead' compares the times, and 'the very next place after'
    is the next time, whatever the steps between the times."""
    clues = clues_of(LANES)
    assert clues["Ann finished ahead of Bo."] == "time(Ann) < time(Bo)"
    assert clues["Cy finished in the very next place after the swimmer in lane 2."] == (
        "(time(Cy) == 31.5 and time(2) == 30.2) or (time(Cy) == 31.9 and time(2) == 31.5) "
        "or (time(Cy) == 33 and time(2) == 31.9)")
    assert answers_of(LANES) == ["31.5 seconds"]


def test_houses_header() -> None:
    """A header of the houses by number ('Houses: 1 2 3') lays out the row."""
    assert clues_of(HOUSES_HEADER)["The coffee drinker lives directly to the right of Raj."] == "Raj + 1 == coffee"
    assert answers_of(HOUSES_HEADER) == ["Tom"]


def test_both_others() -> None:
    """Next door to both of the others, among three houses: the middle one."""
    assert clues_of(BOTH_OTHERS)["Carla lives next door to both of the others."] == "Carla == 2"
    assert answers_of(BOTH_OTHERS) == ["Carla"]


def test_synonyms() -> None:
    """'The one who bikes' for cycling (another verb WordNet gives the activity) and 'a science fiction reader' for
    sci-fi (a clipped compound)."""
    clues = clues_of(SYNONYMS)
    assert clues["The one who bikes lives in house 1."] == "cycling == 1"
    assert clues["Ben is a science fiction reader."] == 'Ben == books."sci-fi"'
    assert answers_of(SYNONYMS) == ["Ann"]


def test_legs() -> None:
    """Relay legs taken in turn are the row; 'quicker than Kira but not as quick as Hana' is two comparisons of
    splits in seconds."""
    clues = clues_of(LEGS)
    assert clues["Jade swam the leg straight after Hana's."] == "Hana + 1 == Jade"
    assert clues["Jade was quicker than Kira but not as quick as Hana."] == \
        "split(Jade) < split(Kira) and (not split(Jade) < split(Hana))"
    assert answers_of(LEGS) == ["Hana", "32 seconds"]


def test_rosettes() -> None:
    """Places said '1st, 2nd and 3rd place' rank the dogs (a higher place is a smaller number), and a question asks
    who 'won 1st place'."""
    clues = clues_of(ROSETTES)
    assert clues["The poodle placed higher than the boxer."] == "rosette(poodle) < rosette(boxer)"
    assert clues["Hal's dog finished two places below the beagle."] == "rosette(Hal) == rosette(beagle) + 2"
    assert answers_of(ROSETTES) == ["beagle", "Gil"]


def test_bake() -> None:
    """Cakes named only in the clues, one of them by a capitalised name ('the Victoria sponge'); the prices are
    named by their own subject, and 'Fill in the whole grid' names no cake."""
    reading = read(BAKE)
    assert [str(v) for v in reading.puzzle.category("cake").values] == ["Victoria sponge", "banana bread", "carrot"]
    assert [str(v) for v in reading.puzzle.category("price").values] == ["4", "5", "6"]
    assert reading.certain and reading.solutions == 1


def test_each_placed() -> None:
    """'Can you work out ... how each one placed?' asks for the whole grid, and 'Tip did not win' is no 1st place."""
    assert clues_of(EACH_PLACED)["Tip did not win."] == "Tip != place.1"
    assert answers_of(EACH_PLACED) == ["Rex"]


def test_outwalked() -> None:
    """A verb made with 'out-' compares: 'Ann outwalked Bo' is a longer distance, never the same person."""
    assert clues_of(OUTWALKED)["Ann outwalked Bo."] == "distance(Ann) > distance(Bo)"
    assert answers_of(OUTWALKED) == ["Ann"]


def test_means() -> None:
    """Times said with 'one at a time' are the row; 'one zips off on a scooter' lists the means; the 'not' of a
    relative clause between commas is its own."""
    clues = clues_of(MEANS)
    assert clues["Rosa, who doesn't have to be at work until nine, is always the last one out the door."] == "Rosa == 3"
    assert answers_of(MEANS) == ["bus"]


def test_quarter() -> None:
    """'A quarter of an hour more' is 15 minutes; 'in and out faster than any other' is the least time."""
    clues = clues_of(QUARTER)
    assert clues["Duke took a quarter of an hour more than Biscuit."] == "took(Duke) == took(Biscuit) + 15"
    assert clues["Tank was in and out faster than any other."] == "Tank == took.30"
    assert answers_of(QUARTER) == ["60 minutes"]


def test_rate() -> None:
    """'$20 an hour more' is a rate in dollars, not an hour."""
    assert clues_of(RATE)["Ana charges $20 an hour more than Ben."] == "price(Ana) == price(Ben) + 20"
    assert answers_of(RATE) == ["$20"]


def test_foot() -> None:
    """'one came by bus, one on foot and one by car': the means, each after its own preposition."""
    assert [str(v) for v in read(FOOT).puzzle.category("came").values] == ["bus", "foot", "car"]
    assert answers_of(FOOT) == ["Hal"]


def test_some_order() -> None:
    """'in some order' over three pairs, and 'the day after hers' standing for either woman of the first clause,
    left to the solver."""
    clues = clues_of(SOME_ORDER)
    assert clues["Oona is fifteen years older than Nate, and Pia's shift is the day after hers."] == (
        "(age(Oona) == age(Nate) + 15 and Oona + 1 == Pia) or (age(Oona) == age(Nate) + 15 and Nate + 1 == Pia)")
    assert answers_of(SOME_ORDER) == ["Oona"]


def test_terse() -> None:
    """A terse 'Bo: position 1 or 3' is a clue, not a category named Bo."""
    reading = read(TERSE)
    assert [c.name for c in reading.puzzle.categories] == ["name", "pet"]
    assert clues_of(TERSE)["Bo: position 1 or 3."] == "Bo != 2"
    assert reading.certain and reading.solutions == 1


def test_braces() -> None:
    """Lists in braces, 'nowhere to the left of', 'or both', and a genre said by its adjective ('historical
    novels')."""
    clues = clues_of(BRACES)
    assert clues["The owner of the cat stands nowhere to the left of the person who reads historical novels."] \
        == "not cat < history"
    assert clues["Ann owns the cat, or reads poetry, or both."] == "Ann == cat or Ann == poetry"
    assert clues["Cal reads historical novels."] == "Cal == history"
    assert answers_of(BRACES) == ["Ann"]


def test_gadgets() -> None:
    """'The cell phone owner' for a mobile phone and 'the geocacher' for geocaching."""
    assert clues_of(GADGETS)["The cell phone owner is the geocacher."] == "mobile phone == geocaching"
    assert answers_of(GADGETS) == ["Cat"]


def test_jam() -> None:
    """Flavours listed in brackets under their own subject, a surname without its title, and 'what does it sell
    for?' after a first question."""
    assert [str(v) for v in read(JAM).puzzle.category("flavor").values] == ["apricot", "fig", "rhubarb"]
    assert answers_of(JAM) == ["Mr. Ortiz", "$3.75"]


JUMPER = ("Three stalls stand in a row at the market, numbered 1 to 3 from left to right. The stallholders are "
          "Ruth, Sam and Tara, and each stall has an awning of a different colour (red, white or green).\n"
          "1) Sam has the first stall.\n2) Sam wore a red jumper today.\n3) Ruth's stall has a red awning.\n"
          "4) The white awning is immediately to the right of Ruth's.\nWhat colour is Tara's awning?\n")


def test_a_colour_said_of_a_garment_is_no_colour_of_the_awnings() -> None:
    """'Sam wore a red jumper' where the awnings are coloured says nothing of Sam's awning."""
    reading = read(JUMPER)
    assert [(i.label, i.reason) for i in reading.ignored] == [
        ("clue 2", "names only one thing of the puzzle and nothing to relate it to")]
    assert answers_of(JUMPER) == ["white"]


LOCKERS = ("three lockers stand in a row, numbered 1, 2 and 3 from left to right. jon, kai and lia each use one of "
           "them. each of them plays a different sport (tennis, hockey, golf) and brings a different lunch "
           "(sandwich, salad, soup).\n\n* the golfer uses locker 1.\n* kai's sister plays the violin.\n* the hockey "
           "player's locker is immediately to the right of jon's.\n* lia brings soup.\n* the tennis player doesn't "
           "bring a sandwich.\n* kai plays hockey.\n* kai's locker is not next to lia's.\n\nwho uses locker 2?\n")


def test_names_of_a_text_in_lower_case_are_the_words_no_dictionary_knows() -> None:
    """'jon, kai and lia each use one of them', all in lower case, names three people."""
    reading = read(LOCKERS)
    assert [str(v) for v in reading.puzzle.category("name").values] == ["Jon", "Kai", "Lia"]
    assert answers_of(LOCKERS) == ["Jon"]


BIRTHDAYS = ("Olive, Pablo, Quinn and Rosa all have birthdays in May - on the 3rd, the 11th, the 19th and the 27th, "
             "though not necessarily in that order. Each received a present from their aunt: a book, a candle, a "
             "mug or a scarf.\n\n1. Neither of the two people with the earliest birthdays got the mug.\n2. Rosa's "
             "birthday is eight days before Olive's.\n3. Pablo got the book.\n4. Quinn's birthday is the 27th.\n"
             "5. Olive got the candle.\nWho got the mug?\n")


def test_dates_after_a_dash_and_neither_of_two_people_named_by_a_superlative() -> None:
    """'birthdays in May - on the 3rd, the 11th, ...' are dates; 'Neither of the two people with the
    earliest birthdays got the mug' is unsure, never read as the earliest birthday alone."""
    reading = read(BIRTHDAYS)
    assert [str(v) for v in reading.puzzle.category("date").values] == ["3", "11", "19", "27"]
    assert [(u.label, u.reason) for u in reading.unsure] == [
        ("clue 1", "'neither of the two ...' over a group the reader does not read")]
    assert not reading.certain


TENTS = ("hi all, my little sister made this for me lol\n\nso theres 3 tents at the campsite, tent 1 is nearest the "
         "lake and tent 3 is furthest. the campers are priya, tom and wes. one of them brought a guitar, one a kite "
         "and one a frisbee.\n\n- tom's tent is right next to the lake tent\n- the kite is in tent 3\n- priya didnt "
         "bring the guitar\n- wes is nearer the lake than priya\n- the guitar is not in tent 1\n\nwho has the "
         "frisbee?? pls help\n")


def test_next_to_the_tent_at_a_landmark_is_beside_it() -> None:
    """'right next to the lake tent' where tent 1 is nearest the lake: tent 2, not tent 1 (which
    'right next to the lake' would be); and a lower-case text keeps its lower-case names."""
    assert clues_of(TENTS)["tom's tent is right next to the lake tent"] == "tom == 2"
    assert answers_of(TENTS) == ["wes"]


GARAGE = ("Four neighbours, Alma, Bruce, Celine and Dev, each came home from the garage sale with one bargain: a lamp, "
          "a toaster, a chess set or a rug. The four prices were $4, $7, $9 and $12, and they came home one at a "
          "time, at 9:00, 9:10, 9:20 and 9:30.\n\n1. Whoever bought the chess set paid either the most or the "
          "least.\n2. The buyer of the rug was either the first or the last to arrive.\n3. Alma paid $12 and came "
          "home at 9:00.\n4. Bruce bought the lamp for $4.\n5. Dev came home at 9:10 and paid $9.\n6. Celine came "
          "home at 9:30.\n7. Celine did not buy the toaster.\nWho bought the chess set, and who bought the rug?\n")


def test_either_of_two_extremes() -> None:
    """'paid either the most or the least', 'either the first or the last to arrive', and 'bought
    the lamp for $4' (one person, thing and price)."""
    clues = clues_of(GARAGE)
    assert clues["Bruce bought the lamp for $4."] == "Bruce == lamp and Bruce == price.4"
    assert clues["Whoever bought the chess set paid either the most or the least."] == \
        'chess set == price.12 or chess set == price.4'
    assert answers_of(GARAGE) == ["Alma", "Celine"]


PLANES = ("Three kids flew paper planes: Hattie, Ivan and Jules. The planes were blue, green and orange, and they "
          "flew 22, 25 and 28 feet.\n1. The green plane beat the orange one by 6 feet.\n2. Hattie's plane was "
          "blue.\n3. Ivan's plane flew 22 feet.\n4. Jules did not fly the orange plane.\nHow far did the green plane "
          "fly?\n")


def test_a_margin_whose_better_end_is_unsaid_is_either_way() -> None:
    """'beat the orange one by 6 feet' in a contest of distances: 6 feet apart, the solver judging
    which way round (here the green plane flew farther)."""
    assert clues_of(PLANES)["The green plane beat the orange one by 6 feet."] == \
        "flew(green) == flew(orange) + 6 or flew(green) == flew(orange) - 6"
    assert answers_of(PLANES) == ["28 feet"]


PETS_WORKSHEET = ("Three children in Room 5 each have one pet at home.\n\nChildren: Mia, Noah, Priya\nPets: hamster, "
                  "goldfish, rabbit\nAges: 7, 8, 9\n\nClues:\n1. Neither of the two youngest children owns the "
                  "hamster.\n2. Priya is younger than Mia.\n3. The youngest child has the rabbit.\n4. Mia does not "
                  "have the hamster.\n\nNow answer: How old is the child with the goldfish?\n")


def test_neither_of_the_two_youngest_is_none_of_the_two_lowest_values() -> None:
    """'Neither of the two youngest children owns the hamster': the hamster is 9, never 7 nor 8."""
    assert clues_of(PETS_WORKSHEET)["Neither of the two youngest children owns the hamster."] == \
        "hamster != ages.7 and hamster != ages.8"
    assert answers_of(PETS_WORKSHEET) == ["8"]


RUNNERS = ("Three runners, Ann, Bea and Cai, ran a 5K. Their finishing times were 21, 24 and 27 minutes, and they "
           "are 29, 36 and 43 years old.\n1. Ann crossed the line sometime before Bea.\n2. Cai is the oldest.\n"
           "3. The 36-year-old finished in 24 minutes.\n4. Bea is 29.\nWho finished in 21 minutes?\n")


def test_before_compares_the_times_never_the_ages() -> None:
    """'crossed the line sometime before Bea' beside ages in years: the finishing times only."""
    assert clues_of(RUNNERS)["Ann crossed the line sometime before Bea."] == "time(Ann) < time(Bea)"
    assert answers_of(RUNNERS) == ["Cai"]
