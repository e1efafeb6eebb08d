"""Phrasings that the blind sets of magazine logic problems, generated house puzzles, large
Einstein puzzles and chatty schedules found unread or misread: times said only in the clues
('8:15 a.m.'), 'an hour and a quarter after', a denial that must not reach the next clause, 'more
than any of the others', 'or is the one ...', a value's own unit that names
no scale, 'the last driver to arrive' beside a category of arrivals, and questions about winners,
superlatives and the driver in a numbered space. Each test reads a small text written for it."""

from __future__ import annotations

from test_english_layouts import clues_of

from zebrakit.formats.english import read

MARKET = ("Every Saturday the car park behind the village hall fills up with tables, and four regulars, Agnes, "
          "Bernard, Corinne and Dwight, never miss it. Each bought one thing: "
          "a lamp, a mirror, a quilt or a teapot. The four items cost $4, $6, $8 and $15, and no two of them were "
          "bought at the same time of the morning.\n"
          "1. The mirror was bought exactly an hour and a quarter after the teapot.\n"
          "2. Whoever bought at 10:45 a.m. didn't spend the least, and whoever bought at 11:30 a.m. spent less than "
          "Agnes.\n"
          "3. Bernard bought his at 8:15 a.m., and Dwight bought his at 9:30 a.m.\n"
          "4. Agnes bought the quilt. She paid more than Corinne.\n")


def test_times_said_only_in_the_clues_with_dotted_meridians_are_one_category() -> None:
    """'8:15 a.m.' and '8:15 a.m.' closing a sentence are one time: four times, the category the
    setup's 'the same time of the morning' names; the sentence listing the regulars lists them."""
    reading = read(MARKET, "market")
    assert ("time", ("8:15 am", "9:30 am", "10:45 am", "11:30 am")) in [
        (c.name, c.values) for c in reading.puzzle.categories]
    assert [(i.label, i.reason) for i in reading.ignored] == [("sentence 1", "only lists values of one category")]


def test_an_hour_and_a_quarter_and_a_denial_kept_to_its_clause() -> None:
    assert clues_of(MARKET) == {
        "The mirror was bought exactly an hour and a quarter after the teapot.":
            "(mirror == 2 and teapot == 1) or (mirror == 3 and teapot == 2)",
        "Whoever bought at 10:45 am didn't spend the least, and whoever bought at 11:30 am spent less than Agnes.":
            'time."10:45 am" != price.4 and price(time."11:30 am") < price(Agnes)',
        "Bernard bought his at 8:15 am, and Dwight bought his at 9:30 am.":
            'Bernard == time."8:15 am" and Dwight == time."9:30 am"',
        "Agnes bought the quilt.": "Agnes == quilt",
        "She paid more than Corinne.": "price(Agnes) > price(Corinne)",
    }


BAKE_SALE = ("Bakes: banana bread, brownies, flapjacks, scones\nPrice per piece: $0.75, $1.00, $1.25, $1.50\n"
             "Pieces sold: 14, 20, 26, 31\n"
             "1. The cheapest bake sold more pieces than any of the others.\n"
             "2. The flapjacks cost $1.25 a piece; they didn't sell 14 pieces.\n")


def test_more_than_any_of_the_others_is_the_end_of_the_scale_the_verb_names() -> None:
    """'sold more pieces': the pieces sold, not the price per piece, which 'pieces' names too."""
    assert clues_of(BAKE_SALE)["The cheapest bake sold more pieces than any of the others."] == \
        "price per piece.0.75 == pieces sold.31"


PHOTO = ("Five friends stand in a row for a photo, counted from the left. Each is a different age and height.\n"
         "Names: Alice, Bruno, Chloe, Diego, Emily\nAges: 25 years, 30 years, 35 years, 40 years, 45 years\n"
         "Heights: 160 cm, 165 cm, 170 cm, 175 cm, 180 cm\nDrinks: coffee, juice, milk, tea, water\n"
         "Hobbies: chess, cycling, painting, reading, running\n"
         "1. The painter is younger than the person who is 170 cm tall.\n"
         "2. The person drinking juice is next to the one playing chess, or is the one playing chess.\n"
         "3. The tea drinker is younger than the 175 cm person.\n"
         "Which hobby does Alice do?\n")


def test_younger_than_the_170_cm_person_compares_ages_and_or_is_that_one_is_an_alternative() -> None:
    """The '170 cm' names the person, not the scale of 'younger'; 'or is the one playing chess'."""
    assert clues_of(PHOTO) == {
        "The painter is younger than the person who is 170 cm tall.": "ages(painting) < ages(heights.170)",
        "The person drinking juice is next to the one playing chess, or is the one playing chess.":
            "abs(juice - chess) == 1 or juice == chess",
        "The tea drinker is younger than the 175 cm person.": "ages(tea) < ages(heights.175)",
    }
    assert [(q.ask, q.about.value) for q in read(PHOTO, "photo").puzzle.questions] == [("hobbies", "Alice")]


PARKING = ("Four cars stand in spaces 1 to 4, counted from the left. Each driver arrived at a different time.\n"
           "Drivers: Anton, Bella, Carlos, Dana\nArrivals: 7:30am, 7:45am, 8:00am, 8:15am\n"
           "Drinks: tea, latte, mocha, espresso\n"
           "1. The tea drinker is parked next to the last driver to arrive.\n"
           "2. Bella is somewhere between the first driver to arrive and Dana.\n"
           "What does the driver in space 4 drink?\n")


def test_the_last_driver_to_arrive_is_the_latest_arrival_not_the_last_space() -> None:
    assert clues_of(PARKING) == {
        "The tea drinker is parked next to the last driver to arrive.": "abs(tea - arrivals.495) == 1",
        "Bella is somewhere between the first driver to arrive and Dana.": "between(arrivals.450, Bella, Dana)",
    }
    assert [(q.ask, q.about) for q in read(PARKING, "parking").puzzle.questions] == [("drinks", 4)]


RACE = ("Five runners, Abe, Bo, Cy, Di and Ed, ran a 10k race. Their times were 40, 42, 45, 47 and 50 minutes, "
        "and they wore vests of five colours: red, blue, green, gold and grey.\n"
        "1. Abe was 5 minutes quicker than Bo.\n"
        "Who took the title? What was the winning time? Which vest does Cy wear? Who ran the farthest?\n")


def test_questions_about_the_winner_and_the_winning_time() -> None:
    """'Who took the title?' asks who had the best time, 'What was the winning time?' that time
    itself; 'Who ran the farthest?' names no scale of the puzzle and is not read."""
    reading = read(RACE, "race")
    assert [(q.ask, q.about.value if hasattr(q.about, "value") else q.about) for q in reading.puzzle.questions] == [
        ("runner", 40), ("time", 40), ("colour", "Cy")]
    assert "could not read the question 'Who ran the farthest?'; the whole grid answers it" in reading.notes


SPORTS = ("Three neighbours live in houses 1 to 3.\nNationality: Mexican, Swiss, Finnish\n"
          "Profession: chef, actor, farmer\nSport: rowing, skiing, tennis\n"
          "1. The Mexican rows.\n2. The Swiss is the chef and lives in house 1.\n3. The farmer skis in house 3.\n"
          "Which sport does the Mexican do? And what does the Swiss do for a living?\n")


def test_which_sport_does_x_do_asks_for_the_sport_not_the_job() -> None:
    assert [(q.ask, q.about.value) for q in read(SPORTS, "sports").puzzle.questions] == [
        ("sport", "Mexican"), ("profession", "Swiss")]


VIEWINGS = ("Three sets of buyers, the Lees, the Okafors and the Bells, each booked one viewing, one a day on "
            "Monday 3 March, Tuesday 4 March and Wednesday 5 March. The asking prices were £185,000, £210,000 "
            "and £245,000.\n1. The Lees viewed the day after the Bells.\n"
            "2. Of the two buyers who paid under £220,000, one is the Okafors and the other viewed on "
            "Monday 3 March.\n")


def test_dates_with_their_weekdays_families_and_the_two_under_an_amount() -> None:
    """'Monday 3 March, ...' are three dates (not 'March' and 'Friday'); 'the Lees, the Okafors and
    the Bells' are the people, so no names are looked for in the rest; 'the two buyers who paid under
    £220,000' are the two prices below it."""
    reading = read(VIEWINGS, "viewings")
    assert [(c.name, c.values) for c in reading.puzzle.categories] == [
        ("set", ("Lee", "Okafor", "Bell")), ("date", ("Monday 3 March", "Tuesday 4 March", "Wednesday 5 March")),
        ("price", (185000, 210000, 245000))]
    assert clues_of(VIEWINGS)[
        "Of the two buyers who paid under £220,000, one is the Okafors and the other viewed on Monday 3 March."] == (
        '(price.185000 == Okafor and price.210000 == date."Monday 3 March") or '
        '(price.185000 == date."Monday 3 March" and price.210000 == Okafor)')


AUCTION = ("Three lots went under the hammer at 7:10 p.m., 7:40 p.m. and 8:05 p.m.: a hamper, a painting and a vase. "
           "The bids were $150, $300 and $1,200.\n"
           "1. The painting went under the hammer half an hour after the hamper.\n"
           "2. Whoever won the lot sold at five past eight paid eight times what the hamper fetched.\n")


def test_under_the_hammer_compares_nothing_and_five_past_eight_is_a_time() -> None:
    assert clues_of(AUCTION) == {
        "The painting went under the hammer half an hour after the hamper.": "painting == 2 and hamper == 1",
        "Whoever won the lot sold at five past eight paid eight times what the hamper fetched.":
            'bid(time."8:05 pm") == 8 * bid(hamper)',
    }


ROWS = ("Names  | Ann | Bob | Cy\nBorn   | 1970 | 1980 | 1990\nPet    | cat | dog | eel\n"
        "1. Ann was born before Bob.\n2. The cat owner was born in 1990.\n"
        "What is the value of attribute Pet for the person whose attribute Name is Bob?\n")


def test_a_table_of_a_category_a_row_and_an_attribute_asked_by_its_name() -> None:
    """Each row of the table is a category, its values all of one kind; the question asks the pet,
    whatever the words 'whose attribute Name is' name."""
    reading = read(ROWS, "rows")
    assert [(c.name, c.values) for c in reading.puzzle.categories] == [
        ("names", ("Ann", "Bob", "Cy")), ("born", (1970, 1980, 1990)), ("pet", ("cat", "dog", "eel"))]
    assert [(q.ask, q.about.value) for q in reading.puzzle.questions] == [("pet", "Bob")]


def test_an_attribute_in_camel_case_is_asked_by_its_words_and_an_unknown_one_is_not_guessed() -> None:
    camel = ROWS.replace("Pet    |", "Favorite Pet |").replace("attribute Pet", "attribute FavoritePet")
    assert [(q.ask, q.about.value) for q in read(camel, "camel").puzzle.questions] == [("favorite pet", "Bob")]
    unknown = read(ROWS.replace("attribute Pet", "attribute Zodiac"), "zodiac")
    assert unknown.puzzle.questions == ()
    assert "could not read the question 'What is the value of attribute Zodiac for the person whose attribute Name " \
           "is Bob?'; the whole grid answers it" in unknown.notes


ROTA = ("Three flatmates cook on Monday, Tuesday and Wednesday, and dinner is at 6pm, 7:30pm or 8pm.\n"
        "Cooks: Ellie, Josh, Maya\n"
        "1. Josh cooks on Wednesday, since he's the only one who isn't out then.\n"
        "2. Dinner on Tuesday is at half seven.\n3. Ellie's dinner is at 6pm.\n")


def test_a_reason_keeps_its_not_and_half_seven_is_half_past() -> None:
    assert clues_of(ROTA) == {
        "Josh cooks on Wednesday, since he's the only one who isn't out then.": "Josh == Wednesday",
        "Dinner on Tuesday is at half seven.": "Tuesday == time.1170",
        "Ellie's dinner is at 6pm.": "Ellie == time.1080",
    }


LEAGUE = ("LEAGUE NIGHT RESULTS\nFour bowlers finished the night in places 1st to 4th. Their scores were 180, 195, "
          "210 and 225.\nNames: Remy, Sade, Tobias, Una\n- Sade finished directly ahead of Remy.\n"
          "- Una scored 15 more than Tobias.\n- Tobias beat Sade.\nWho came third?\n")


def test_beat_in_a_row_of_places_is_ahead_in_it_beside_a_scale_of_scores() -> None:
    """The places 1st to 4th are the row: 'Tobias beat Sade' puts him ahead of her there, as
    'finished ahead of' does; the scores are compared only with 'by' or 'more than'."""
    assert clues_of(LEAGUE) == {"Sade finished directly ahead of Remy.": "Sade + 1 == Remy",
                                "Una scored 15 more than Tobias.": "score(Una) == score(Tobias) + 15",
                                "Tobias beat Sade.": "Tobias < Sade"}
