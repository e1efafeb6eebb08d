"""Phrasings that the blind sets of daily-feed people puzzles, informal puzzles (a worksheet, a forum
post, a chat, a learner's English), schedules and magazine problems found unread or misread. Each
test reads a small text written for it and checks the reading sentence by sentence."""

from __future__ import annotations

from test_english_layouts import clues_of

from zebrakit.formats.english import read
from zebrakit.solve import solutions


def categories_of(text: str) -> dict[str, tuple]:
    """Each category of the reading with its values as shown."""
    puzzle = read(text, "people").puzzle
    return {c.name: tuple(c.shown(v) for v in c.values) for c in puzzle.categories}


def asked(text: str) -> list[tuple[str, object]]:
    """What each question of the reading asks, and about what."""
    questions = read(text, "people").puzzle.questions
    return [(q.ask, q.about.value if hasattr(q.about, "value") else q.about) for q in questions]


STALL = ("Four students ran the cake stall. Each brought a different treat, priced it at $2, $3, $4 or $5 a piece, "
         "and sold out at a different time: 10am, 11am, noon or 1pm.\n"
         "1. The brownies cost $2 less per piece than Amelia's treat.\n"
         "2. Mrs. Okafor, the head teacher, bought one of everything before the doors even opened.\n"
         "3. Brody was the last of the four to sell out.\n"
         "4. The shortbread sold out sometime before the lemon bars.\n"
         "5. Carmen sold out an hour before Dev; the cupcakes were not Carmen's.\n")


def test_names_and_things_said_only_in_the_clues_beside_an_onlooker_with_a_title() -> None:
    """'priced it at $2, ...' names prices; the treats and the four students are found in the clues,
    and 'Mrs. Okafor, the head teacher' who looks on is neither a student nor a treat."""
    found = categories_of(STALL)
    assert found["price"] == ("$2", "$3", "$4", "$5")
    assert sorted(found["treat"]) == ["brownies", "cupcakes", "lemon bars", "shortbread"]
    assert found["name"] == ("Amelia", "Brody", "Carmen", "Dev")


def test_the_last_of_the_four_to_sell_out_is_the_last_time() -> None:
    assert clues_of(STALL)["Brody was the last of the four to sell out."] == "Brody == 4"


BOOT_SALE = ("Five neighbours sold one item each at the car boot sale, for £5, £10, £15, £20 or £25.\n"
             "Names: Gwen, Harold, Imogen, Jack, Kirsty\nItems: bicycle, lamp, mirror, teapot, radio\n"
             "1. Jack got £5 more for his item than Gwen got for hers, but Kirsty took less money than Gwen.\n")


def test_more_for_his_item_than_she_got_for_hers_before_a_second_clause() -> None:
    assert clues_of(BOOT_SALE) == {
        "Jack got £5 more for his item than Gwen got for hers, but Kirsty took less money than Gwen.":
            "price(Jack) == price(Gwen) + 5 and price(Kirsty) < price(Gwen)"}


BOOK_CLUB = ("Four friends host their book club, which met on every Tuesday in March: the 3rd, 10th, 17th and 24th. "
             "This month's books were Beloved, Dune, Middlemarch and Persuasion. They booked rooms for stays of "
             "one, two, three and four nights.\nThe friends are Rosa, Sam, Tilda and Umar.\n"
             "1. Sam hosted on the 3rd.\n")


def test_days_of_a_month_as_ordinals_a_subject_that_names_the_list_and_counts_in_words() -> None:
    """'the 3rd, 10th, 17th and 24th' of four hosts are dates, no places of a race; 'This month's
    books were ...' names books; 'one, two, three and four nights' is a list of counts."""
    found = categories_of(BOOK_CLUB)
    assert found["date"] == ("3rd", "10th", "17th", "24th")
    assert found["book"] == ("Beloved", "Dune", "Middlemarch", "Persuasion")
    assert found["stay"] == ("1 nights", "2 nights", "3 nights", "4 nights")


PAWN = ("From Monday to Thursday one customer a day came in to pawn something. Each brought in a different item "
        "and was paid a different amount: $40, $60, $80 or $100.\n"
        "1. The ring fetched the biggest payout.\n2. Eli came in the day after Carl.\n"
        "3. The watch was brought in either by Dina or by the Tuesday customer.\n"
        "4. The guitar came in the day after the camera.\n5. Fay was paid $20 less than Carl.\n"
        "What did Eli pawn?\n")


def test_things_named_only_in_the_clues_the_biggest_payout_and_what_someone_pawned() -> None:
    """'a different item and was paid a different amount: $40, ...' lists the amounts only: the
    items are the ones the clues name; 'the biggest payout' is the most money; 'What did Eli pawn?'
    asks the one category of things, never the day."""
    found = categories_of(PAWN)
    assert sorted(found["item"]) == ["camera", "guitar", "ring", "watch"]
    assert clues_of(PAWN)["The ring fetched the biggest payout."] == "ring == amount.100"
    assert asked(PAWN) == [("item", "Eli")]


CONTEST = ("Three bakers entered the pie contest. Names: Quentin, Rhea, Stella\nPies: apple, cherry, pecan\n"
           "Scores: 84 points, 90 points, 96 points\n"
           "1. The cherry pie won, taking the top score of 96 points.\n")


def test_a_participle_that_says_again_what_the_verb_said() -> None:
    assert clues_of(CONTEST) == {"The cherry pie won, taking the top score of 96 points.": "cherry == scores.96"}


PARADE = ("Four children stand in a line for the photo. Their places are numbered 1 to 4 from left to right.\n"
          "Children: Amy, Ben, Chloe, Dev\nPets: cat, dog, hamster, rabbit\n"
          "1. Ben is standing at the very left of the line.\n"
          "2. Dev live in the last place, in the right end.\n"
          "3. Amy stands at the right of the line.\n")


def test_the_very_left_of_the_line_and_the_right_end_said_twice() -> None:
    assert clues_of(PARADE) == {
        "Ben is standing at the very left of the line.": "Ben == 1",
        "Dev live in the last place, in the right end.": "Dev == 4",
        "Amy stands at the right of the line.": "Amy == 4"}


FORUM = ('Hi all, my kid brought this home and I\'m stuck. Here it is word for word:\n\n'
         '"Three houses stand in a row, numbered 1 to 3 from left to right. The families are the Adams, the Bakers '
         'and the Clarks. The houses are red, green and blue.\n'
         '1. The Adams family lives in the red house.\n2. The green house is in the middle.\n'
         '3. The Clarks live in house 1.\n4. The blue house is not house 3.\n'
         'Who lives in the green house?"\n\n'
         'I\'ve got the red house and the Clarks sorted but after that I keep going round in circles. Thanks!!\n')


def test_the_writers_own_words_around_a_quoted_puzzle_are_no_clues() -> None:
    reading = read(FORUM, "forum")
    outside = [i.text for i in reading.ignored if "outside the puzzle" in i.reason]
    assert "I've got the red house and the Clarks sorted but after that I keep going round in circles." in outside
    assert reading.certain
    solution = next(iter(solutions(reading.puzzle)))
    assert [solution.answer(q) for q in reading.puzzle.questions] == ["Baker"]


CHAT = ("ok puzzle time\nme (jess), mo n sam were in the queue this morning, all 3 of us one behind the other\n"
        "everyone got a diff drink (latte, tea, mocha)\n"
        "the mocha person was at the very front\ni was directly behind sam\n"
        "mo wasnt next to me lol\nsam didnt get the tea\nso what did i get??\n")


def test_a_chat_that_names_its_writer_reads_i_and_me_as_her_name() -> None:
    """'me (jess)' is Jess, who says 'i' and 'me'; 'n' is 'and', 'diff' 'different', 'wasnt' 'wasn't'."""
    reading = read(CHAT, "chat")
    assert sorted(str(v) for v in reading.puzzle.category("name").values) == ["Jess", "Mo", "Sam"]
    assert reading.certain
    solution = next(iter(solutions(reading.puzzle)))
    assert [solution.answer(q) for q in reading.puzzle.questions] == ["tea"]


PHYSIO = ("Three patients (Ana, Ben and Carla) have appointments at 9:00, 9:30 and 10:00, each with a different "
          "physiotherapist (Jo, Kim or Lee) for a different problem (back, knee or wrist).\n"
          "1. Carla's slot is the one immediately following Ben's.\n"
          "Which physio is treating Ana?\n")


def test_following_is_after_and_a_clipped_noun_names_its_category() -> None:
    assert clues_of(PHYSIO) == {"Carla's slot is the one immediately following Ben's.": "Ben + 1 == Carla"}
    assert asked(PHYSIO) == [("physiotherapist", "Ana")]


TV = ("She recommends three programmes tonight, Night Harbour, Out of Season and Blackwater, one on each of the "
      "channels Mercury, Orbit and Vista, starting at 7:00pm, 8:00pm and 9:00pm.\n"
      "Night Harbour is not on Vista, and it starts earlier than Blackwater.\n")


def test_titles_in_a_woven_list_and_it_for_the_programme() -> None:
    """'Out of Season' is a title, one of the list; 'and it starts earlier' is said of Night Harbour."""
    assert categories_of(TV)["programme"] == ("Night Harbour", "Out of Season", "Blackwater")
    assert clues_of(TV) == {"Night Harbour is not on Vista, and it starts earlier than Blackwater.":
                            "Night Harbour != Vista and Night Harbour < Blackwater"}


TALKS = ("Three talks run one after another, in half-hour slots starting at 9:00. The speakers are Dr Okoye, "
         "Prof. Lind and Ms Varga, the topics are soil, robots and bees, and the rooms are Room A, Room B and "
         "Room C.\n1. Dr Okoye opens the morning at 9:00, in Room C.\nWhat is Ms Varga talking about?\n")


def test_slots_by_a_step_a_place_after_a_comma_and_what_a_talk_is_about() -> None:
    """'half-hour slots starting at 9:00' are 9:00, 9:30 and 10:00; 'Prof.' ends no sentence;
    ', in Room C' is one more thing of Dr Okoye; 'talking about' asks the topic."""
    found = categories_of(TALKS)
    assert found["speaker"] == ("Dr Okoye", "Prof. Lind", "Ms Varga")
    assert "9:30" in [label for values in found.values() for label in values]
    assert list(clues_of(TALKS).values()) == ['Dr Okoye == time."9:00" and Dr Okoye == Room C']
    assert asked(TALKS) == [("topic", "Ms Varga")]


SURGERY = ("Four pets were seen one after another at the vets. Their owners were Mr Fenn, Mrs Gale, Ms Hart and Mr "
           "Ives, and the pets were a rabbit, a dog, a cat and a parrot.\n"
           "Mr Fenn's pet was the first to be seen. Mrs Gale's pet was neither the first nor the last to be seen. "
           "The dog was seen immediately before the cat, and exactly two patients came between the rabbit and the "
           "cat. Ms Hart's pet was the dog.\n")


def test_the_first_to_be_seen_in_an_order_no_noun_names() -> None:
    reading = read(SURGERY, "surgery")
    said = {t: c for c, t in zip(reading.puzzle.clues, reading.puzzle.texts)}
    from zebrakit.notation import format_clue

    assert {t: format_clue(c, reading.puzzle) for t, c in said.items()} == {
        "Mr Fenn's pet was the first to be seen.": "Mr Fenn == 1",
        "Mrs Gale's pet was neither the first nor the last to be seen.": "Mrs Gale != 1 and Mrs Gale != 4",
        "The dog was seen immediately before the cat, and exactly two patients came between the rabbit and the "
        "cat.": "dog + 1 == cat and abs(rabbit - cat) == 3",
        "Ms Hart's pet was the dog.": "Ms Hart == dog"}
    assert reading.certain


SHOW = ("Three members entered the show. The exhibitors were Alan, Brenda and Colin, whose surnames, in no "
        "particular order, are Hollis, Ingram and Jarvis. The exhibits were dahlias, a marrow and onions.\n"
        "1. Mrs. Hollis grew the dahlias.\n2. The judge, Mrs. Pembury, has grown onions for thirty years.\n"
        "Who grew the marrow?\n")


def test_surnames_named_as_such_who_asks_the_first_name_and_another_mrs() -> None:
    """'whose surnames ... are' names the surnames, so 'Who' asks the first names; 'Mrs. Pembury' is
    no Mrs. Hollis."""
    assert categories_of(SHOW)["surname"] == ("Hollis", "Ingram", "Jarvis")
    assert asked(SHOW) == [("exhibitor", "marrow")]
    assert "The judge, Mrs. Pembury, has grown onions for thirty years." not in clues_of(SHOW)


PLAY = ("Four children play the dragon, the king, the narrator and the witch, and their parts have 12, 18, 24 "
        "and 30 lines. The children are Poppy, Quentin, Rosie and Sam. From the clues, work out each child's "
        "surname as well.\n1. The narrator has twelve more lines than the Underwood child.\n"
        "2. The Wilde girl has the fewest lines.\n3. Quentin has six more lines than the Vance girl.\n"
        "4. Of Sam and the Tate boy, one plays the king and the other the narrator.\n")


def test_surnames_said_only_in_the_clues_and_a_margin_is_never_a_value() -> None:
    """'twelve more lines than ...' is a margin, never the part of 12 lines, whatever it is compared
    with; the surnames the text asks for are those of 'the Wilde girl', 'the Tate boy', ..."""
    assert categories_of(PLAY)["surname"] == ("Tate", "Underwood", "Vance", "Wilde")
    assert clues_of(PLAY)["The narrator has twelve more lines than the Underwood child."] == \
        "line(narrator) == line(Underwood) + 12"


FISHING = ("Four friends, Gary, Hank, Ivor and Len, went fishing. Each of them landed exactly one fish worth keeping: "
           "a carp, a perch, a pike and a trout, weighing 2, 3, 4 and 5 lb.\n1. The pike weighed 3 lb more than "
           "Hank's fish.\n")


def test_a_list_of_things_then_their_measures_after_a_participle() -> None:
    found = categories_of(FISHING)
    assert sorted(found.values()) == sorted([("Gary", "Hank", "Ivor", "Len"), ("carp", "perch", "pike", "trout"),
                                             ("2 lb", "3 lb", "4 lb", "5 lb")])


SHELVES = ("My bookcase has three shelves, numbered from 1 at the top down to 3 at the bottom. Each shelf holds a "
           "different kind of book (poetry, travel, crime), and all the books on a shelf have spines of the same "
           "colour, no two shelves sharing a colour (green, red, blue).\n1. The poetry books all have green "
           "spines.\n2. The travel books are on the top shelf.\n3. The crime books are on the bottom shelf.\n"
           "4. The red books are directly above the poetry books.\n")


def test_a_colour_said_of_a_thing_the_setup_names_is_no_part_of_the_body() -> None:
    assert clues_of(SHELVES)["The poetry books all have green spines."] == "poetry == green"


COLLEAGUES = ("Four colleagues share an office: Hana, Ivan, Jonas and Kemi. No two of them have the same commute or "
              "sport, and each of them drives a different make of car.\n"
              "Commutes: 2 km, 8 km, 12 km, 15 km\nSports: judo, golf, tennis, rowing\n"
              "1. The colleague who drives the Opel lives 6 km closer to work than the judoka.\n"
              "2. Hana drives the Seat.\n3. Ivan drives the Nissan and Jonas the Lexus.\n")


def test_makes_named_only_in_the_clues_a_judoka_and_closer_to_work() -> None:
    """'a different make of car' with the makes only in the clues (the Seat among them); 'the
    judoka' does judo; '6 km closer to work than' is a commute shorter by 6 km."""
    assert categories_of(COLLEAGUES)["make"] == ("Lexus", "Nissan", "Opel", "Seat")
    assert clues_of(COLLEAGUES)["The colleague who drives the Opel lives 6 km closer to work than the judoka."] \
        == "commutes(Opel) == commutes(judo) - 6"


SPELLING = ('Three children reached the final. Their first names are Amy, Ben and Cora. Each was given a different '
            'word to spell: "necessary", "separate" or "vacuum".\n1. Ben was given "separate".\n')


def test_words_in_quotation_marks_are_values_however_common() -> None:
    assert categories_of(SPELLING)["word"] == ("necessary", "separate", "vacuum")


KITCHEN = ("The students Ava, Bruno and Clara each cooked one dish (a curry, a paella or a tart) and finished in "
           "35, 40 and 45 minutes.\n1. Bruno took longer than Ava but less time than the curry cook.\n")


def test_less_time_than_is_the_minutes_taken() -> None:
    assert list(clues_of(KITCHEN).values()) == ["finished(Bruno) > finished(Ava) and finished(Bruno) < finished(curry)"]


STREET = ("Three neighbours live in houses 1, 2 and 3 (house 1 is the leftmost one).\n"
          "Names: Hannah, Ivan, Kira\nCars: Toyota, Ford, BMW\n"
          "1. Ivan drives the German car.\n2. The American car is parked in front of the leftmost house.\n"
          "3. Kira doesn't drive the Japanese car.\n")


def test_a_make_named_by_its_country_and_a_car_in_front_of_a_house() -> None:
    assert clues_of(STREET) == {"Ivan drives the German car.": "Ivan == BMW",
                                "The American car is parked in front of the leftmost house.": "Ford == 1",
                                "Kira doesn't drive the Japanese car.": "Kira != Toyota"}


AUCTION = ("Three bidders (Abe, Bianca and Colin) each went home with one lot. The lots were a clock, a lamp and a "
           "rug, and the winning bids were $20, $35 and $50.\n1. Abe's winning bid was $35.\nWhat did Abe win?\n")


def test_what_someone_won_is_the_lot_not_the_winning_bid() -> None:
    assert asked(AUCTION) == [("lot", "Abe")]


MARATHON = ("Kim, Luis and Omar were each born in a different year (1983, 1987 or 1991), each came from a different "
            "state (Iowa, Ohio or Texas), and each crossed the line at a different time: 11:05 am, 11:20 am or "
            "11:35 am.\n1. Either the person born in 1987 or the person from Ohio is Kim.\n"
            "2. The youngest of the three finished first.\n3. Omar was born in 1983.\n4. Luis is from Texas.\n"
            "5. Kim crossed the line at 11:20 am.\n6. Omar is from Ohio.\n")


def test_either_of_two_is_someone_and_the_youngest_finished_first() -> None:
    said = clues_of(MARATHON)
    assert said["Either the person born in 1987 or the person from Ohio is Kim."] == "Kim == year.1987 or Kim == Ohio"
    assert said["The youngest of the three finished first."] == "year.1991 == 1"  # the first of the times
    assert read(MARATHON, "marathon").certain


ARRIVALS = ("Ann, Bob and Cat came to the sale. They arrived at 9am, 10am and 11am and paid $5, $10 and $15.\n"
            "1. Whoever came in last paid the least.\n2. Ann arrived first.\n3. Bob paid $10.\n"
            "4. Ann paid more than Bob.\nWho paid $15?\n")


def test_whoever_came_in_last_paid_the_least() -> None:
    """Two ends of two orders in one sentence: the last arrival and the least money."""
    assert clues_of(ARRIVALS)["Whoever came in last paid the least."] == "price.5 == 3"
    reading = read(ARRIVALS, "arrivals")
    solution = next(iter(solutions(reading.puzzle)))
    assert reading.certain and [solution.answer(q) for q in reading.puzzle.questions] == ["Ann"]


DINNER = ("Maya, Nick and Olga each booked a table for dinner, at 6:30pm, 7:00pm and 8:00pm, at a different "
          "restaurant: Roma, Sakura or Taj.\n1. Maya's dinner is at 8.\n2. Nick is eating at Roma, half an hour "
          "before Olga.\n3. Olga is not eating at Taj.\nWhere is Olga eating?\n")


def test_at_a_bare_hour_among_several_times_on_the_hour() -> None:
    """'at 8' is 8:00pm, though 7:00pm is written 'at 7' too."""
    assert clues_of(DINNER)["Maya's dinner is at 8."] == 'Maya == time."8:00pm"'


RIDERS = ("Three riders, Ann, Bob and Cy, are 20, 30 and 40 years old and rode 10 km, 20 km and 30 km.\n"
          "1. The older the rider, the shorter the ride.\n2. Bob is 30.\n3. Ann rode farther than Bob.\n"
          "How far did Cy ride?\n")


def test_the_older_the_shorter_pairs_two_scales_against_each_other() -> None:
    """'are 20, 30 and 40 years old and rode 10 km, ...': two lists, no 'old and rode'; 'The older the
    rider, the shorter the ride': the oldest rode the least, and so on down."""
    said = clues_of(RIDERS)
    assert said["The older the rider, the shorter the ride."] == \
        "age.20 == rode.30 and age.30 == rode.20 and age.40 == rode.10"
    reading = read(RIDERS, "riders")
    solution = next(iter(solutions(reading.puzzle)))
    assert reading.certain and [solution.answer(q) for q in reading.puzzle.questions] == [10]


def test_farther_with_no_scale_of_distance_compares_nothing_known() -> None:
    """Without the distances, 'rode farther' is never read on the ages."""
    reading = read(RIDERS.replace("and rode 10 km, 20 km and 30 km", "and rode bikes"), "riders")
    assert [u.reason for u in reading.unsure if u.label == "clue 3"] == [
        "compares by 'farther', which names no scale of the puzzle"]


STACK = ("I've stacked three boxes by the door. I'll count them from the top: box 1 is the one on top and box 3 is "
         "the one at the bottom. The boxes hold books, lamps and plates, and have blue, red and white labels.\n"
         "1. The books went right at the bottom.\n2. The lamps sit directly on top of the box with the blue label.\n"
         "3. The top box has a red label.\n4. The plates are not in the top box.\nWhat is in box 2?\n")


def test_a_stack_counted_from_the_top_and_what_is_in_a_box() -> None:
    """'count them from the top: box 1 is the one on top' turns the column round; 'directly on top
    of' is directly above; 'What is in box 2?' asks what the boxes hold."""
    said = clues_of(STACK)
    assert said["The books went right at the bottom."] == "books == 3"
    assert said["The lamps sit directly on top of the box with the blue label."] == "lamps + 1 == blue"
    assert said["The top box has a red label."] == "red == 1"
    assert asked(STACK) == [("hold", 2)]


ROUND_TABLE = ("Three guests, Ann, Bob and Cy, sit around a small round table in seats 1 to 3, going clockwise. "
               "They drink tea, coffee and juice.\n1. Ann sits in seat 1.\n2. Bob drinks tea.\n3. Cy is to the "
               "right of the coffee drinker.\n4. The juice drinker is in seat 3.\n")


def test_places_round_a_table_are_never_read_as_a_sure_row() -> None:
    """A ring has no ends: 'next to' and the sides go round, which the reader does not read."""
    reading = read(ROUND_TABLE, "round")
    assert not reading.certain
    assert any("round a table" in note for note in reading.notes)


MARKDOWN = ("## The Setup\n\n- **Baker**\n  - Priya, Rosa, Sven\n- **Cake**\n  - black forest\n  - red velvet\n"
            "  - strawberries and cream\n\n### Clues\n\n> Clue 1: Rosa made the red velvet.\n"
            "> Clue 2: Sven did not make the strawberries and cream.\n\nWho made the black forest?\n")


def test_markdown_heads_over_one_value_a_line_and_quoted_clues() -> None:
    """'- **Cake**' over one cake a line (one of them with 'and' inside) is a category; '> Clue 1:'
    is clue 1."""
    reading = read(MARKDOWN, "markdown")
    assert categories_of(MARKDOWN)["cake"] == ("black forest", "red velvet", "strawberries and cream")
    assert [c.label for c in reading.chosen] + [i.label for i in reading.ignored] == []
    solution = next(iter(solutions(reading.puzzle)))
    assert reading.certain and [solution.answer(q) for q in reading.puzzle.questions] == ["Sven"]


BAKE_OFF = ("Three bakers made a cake each: Priya, Rosa and Sven. The cakes were black forest, red velvet and "
            "strawberries and cream.\n1. Rosa made the red velvet.\n2. Sven made the strawberries and cream.\n")


def test_a_last_value_with_and_inside_is_cut_as_the_clues_name_it() -> None:
    assert categories_of(BAKE_OFF)["cake"] == ("black forest", "red velvet", "strawberries and cream")


CHOIR = ("The members are Agnes, Bo and Cyrus. They come from Bergen, Cork and Graz, they were born in February, May "
         "and August, and each drinks a different drink: cider, espresso or tea.\n"
         "1. Either the member born in May or the one who comes from Bergen drinks cider, but not both.\n"
         "2. Exactly one of the member who drinks tea and the member born in August comes from Cork.\n")


def test_either_and_exactly_one_of_two_long_subjects() -> None:
    """'the member born in May' is one subject (its 'born' no clause of its own); 'Exactly one of A
    and B comes from Cork' is one of the two, not both."""
    assert clues_of(CHOIR) == {
        "Either the member born in May or the one who comes from Bergen drinks cider, but not both.":
            "May == cider xor Bergen == cider",
        "Exactly one of the member who drinks tea and the member born in August comes from Cork.":
            "tea == Cork xor August == Cork"}


def test_prefers_one_to_any_other_is_the_favourite() -> None:
    text = ("Guests: Hugo, Ines, Jon\nColours: blue, red, white\nCities: Turin, Utrecht, Vigo\n"
            "1. Either the guest from Utrecht or Hugo prefers blue to any other colour, but not both.\n")
    assert clues_of(text) == {"Either the guest from Utrecht or Hugo prefers blue to any other colour, but not both.":
                              "Utrecht == blue xor Hugo == blue"}


def test_taller_than_exactly_one_other_is_a_place_on_the_scale() -> None:
    text = ("Ann, Bob, Cy and Di are 150 cm, 160 cm, 170 cm and 180 cm tall and were born in 1990, 1991, 1992 "
            "and 1993.\n1. Ann is taller than exactly one other person.\n2. Bob is shorter than exactly one of the "
            "others.\n3. Cy is taller than Di.\n")
    said = clues_of(text)
    assert said["Ann is taller than exactly one other person."] == "Ann == height.160"
    assert said["Bob is shorter than exactly one of the others."] == "Bob == height.170"


SYNONYM_HOUSES = ("There are 3 houses in a row, numbered 1 to 3 from left to right.\n\n"
                  "Name: Alice, Ben, Carla\nSport: soccer, tennis, basketball\nMusic: jazz, pop, country\n\n"
                  "1. The racquet-sport player lives in house 1.\n2. The country-and-western fan plays soccer.\n"
                  "3. Ben lives in house 2.\n4. Alice plays basketball.\n5. Carla likes jazz.\n")


def test_a_value_named_by_its_definition_and_by_its_music_noun() -> None:
    """'racquet-sport': tennis, 'a game played with rackets'; 'country-and-western' is country
    music, the music category's 'country'."""
    said = clues_of(SYNONYM_HOUSES)
    assert said["The racquet-sport player lives in house 1."] == "tennis == 1"
    assert said["The country-and-western fan plays soccer."] == "country == soccer"


HERRING_STANDS_IN = ("There are 3 houses in a row, numbered 1 to 3 from left to right.\n\n"
                     "Name: Ann, Ben, Cy\nHobby: painting, hiking, chess\nDrink: tea, coffee, milk\n\n"
                     "1. Ann lives in house 1.\n2. The trekking enthusiast is the tea drinker.\n"
                     "3. Ben likes to travel.\n4. The painter drinks milk.\n5. Cy plays chess.\n"
                     "6. The coffee drinker lives in house 3.\n7. Cy lives in house 3.\n")


def test_a_herring_that_stands_in_for_an_unread_clue_leaves_the_reading_unsure() -> None:
    """'Ben likes to travel' may be a herring; if the solver needs it while 'The trekking enthusiast
    is the tea drinker' (two roles, one person) is unread, the answer may rest on the wrong sentence."""
    reading = read(HERRING_STANDS_IN, "herring")
    assert not reading.certain
    assert any("relate two people by roles" in note for note in reading.notes)
