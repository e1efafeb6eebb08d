"""Phrasings that the blind sets of story-told puzzles, puzzle-site people puzzles, large generated
puzzles and small houses with synonyms found unread or misread. Each test reads a small text written
for it and checks the reading sentence by sentence, or the answer a careful person gives."""

from __future__ import annotations

from test_english_layouts import answers_of, clues_of

from zebrakit.formats.english import read
from zebrakit.notation import format_clue


def categories_of(text: str) -> dict[str, tuple]:
    """Each category of the reading with its values as shown."""
    puzzle = read(text, "story").puzzle
    return {c.name: tuple(c.shown(v) for v in c.values) for c in puzzle.categories}


def ignored_of(text: str) -> dict[str, str]:
    """Each sentence the reading ignored, with the reason."""
    return {i.text: i.reason for i in read(text, "story").ignored}


SHOW = ("Marrows and Mischief\n\n"
        "At the village show three growers went head to head: Arthur, Bronwen and Colin. Each brought a single "
        "monster (a leek, a marrow or a pumpkin), and on the scales they came in at 4 kg, 7 kg and 9 kg, no two the "
        "same.\n\n"
        "The ribbon was cut at noon. The pumpkin, inevitably, was the heaviest thing on the bench. "
        "\"Mine was lighter than Bronwen's, and I'll hear no more about it,\" Arthur told me. "
        "\"It's all in the manure,\" said one grower. "
        "Of Colin and the marrow grower, one grew the leek and the other had the 4 kg entry.\n\n"
        "Who grew the pumpkin?\n")


def test_a_quote_in_a_paragraph_of_story_leaves_the_sentences_around_it() -> None:
    """The speech of one sentence is its speaker's; the story's other sentences stay as written
    (once, a quote made its whole paragraph the quote alone). The values listed in brackets after
    'a single monster' make no category of their own, though 'no two the same' follows them."""
    clues = clues_of(SHOW)
    assert clues["The pumpkin, inevitably, was the heaviest thing on the bench."] == "pumpkin == came.9"
    assert clues["Arthur's was lighter than Bronwen's, and Arthur will hear no more about it."].startswith(
        "came(Arthur) < came(Bronwen)")
    assert list(categories_of(SHOW)) == ["grower", "monster", "came"]
    assert ignored_of(SHOW)["It's all in the manure."] == "mentions nothing in the puzzle's categories"


def test_of_the_two_when_one_way_round_cannot_be() -> None:
    """'Of Colin and the marrow grower, one grew the leek and the other ...': the marrow grower grew no
    leek, so Colin did, and the marrow grower had the 4 kg entry."""
    reading = read(SHOW, "story")
    assert [format_clue(c, reading.puzzle) for c, t in zip(reading.puzzle.clues, reading.puzzle.texts)
            if t.startswith("Of Colin")] == ["Colin == leek and marrow == came.4", "Colin != marrow"]
    assert answers_of(SHOW) == ["Bronwen"]


JAM = ("This year there were four jam-makers: Bernard, Edith, Gwen and Priya. Between them they had brought damson, "
       "gooseberry, quince and rhubarb jam, each priced differently at £2.50, £2.75, £3.00 or £3.25 a jar, and each "
       "had been entering the fair for a different stretch: 3, 5, 8 or 12 years.\n"
       "Bernard, whose jar was the cheapest on the table, has been coming for two years longer than the woman who made "
       "the quince. Her quince, in turn, was exactly 25p cheaper than the gooseberry. "
       "Neither Gwen nor Priya had anything to do with the damson. "
       "The dearest jar of all belonged to the longest-serving of the four, and it was neither the gooseberry nor the "
       "rhubarb. Gwen, for her part, has been entering for longer than Priya has.\n"
       "Which jam did Gwen make?\n")


def test_her_thing_the_longest_serving_and_it_after_a_superlative() -> None:
    """'Her quince' is the quince (whose it is was said in passing before); 'the longest-serving of
    the four' is the longest stretch in years; 'and it was neither ...' says it of the dearest jar."""
    clues = clues_of(JAM)
    assert clues["Her quince, in turn, was exactly £0.25 cheaper than the gooseberry."] == \
        "price(quince) == price(gooseberry) - 0.25"
    assert clues["The dearest jar of all belonged to the longest-serving of the four, and it was neither the "
                 "gooseberry nor the rhubarb."] == \
        "price.3.25 == stretch.12 and (price.3.25 != gooseberry and price.3.25 != rhubarb)"
    assert answers_of(JAM) == ["gooseberry"]


LETTER = ("Dear Mum,\n\nAll four of your grandchildren have their big day this May, each on a different Saturday: "
          "the 3rd, the 10th, the 17th and the 24th. Hattie, Jack, Milo and Rosie are 6, 7, 9 and 10 years old now, "
          "and each of them has something different on: a ballet show, a football final, a piano exam or a swimming "
          "gala.\n\n"
          "Jack, who turned ten in March, is now officially the eldest and never lets the others forget it. "
          "Rosie isn't the one in the gala, and neither Milo nor Hattie is swimming either. "
          "The piano exam falls exactly a week after the ballet show. Hattie's day comes a week before Milo's. "
          "The youngest of the four has the earliest date of all, poor thing, so there's no time to practise. "
          "Our footballer is two years older than our pianist, and Hattie is older than Rosie, though you'd never "
          "guess it.\n\nLots of love,\nClare\n\n"
          "P.S. If you can only manage one Saturday, which one is Rosie's, and how old is Milo now?\n")


def test_a_letter_with_tails_that_deny_nothing_and_a_postscript_question() -> None:
    """'turned ten' is an age, never the 10th; a last clause with 'never' or 'no' that names nothing
    of the puzzle ('and never lets the others forget it', 'though you'd never guess it', 'so there's
    no time to practise') denies nothing; 'our footballer' and 'our pianist' are of the football
    final and the piano exam; 'P.S. If you can only manage one Saturday, which one is ...?' asks the
    Saturday."""
    clues = clues_of(LETTER)
    assert clues["Jack, who turned ten in March, is now officially the eldest and never lets the others forget "
                 "it."] == "Jack == age.10"
    assert clues["The youngest of the four has the earliest date of all, poor thing, so there's no time to "
                 "practise."] == "age.6 == date.3"
    assert clues["Our footballer is two years older than our pianist, and Hattie is older than Rosie, though "
                 "you'd never guess it."] == \
        "age(football final) == age(piano exam) + 2 and age(Hattie) > age(Rosie)"
    assert answers_of(LETTER) == ["3rd", "9 years old"]


REUNION = ("Four people who grew up on Alder Street \u2014 Ann, Brigitte, Desmond and Felix \u2014 met for lunch. They "
           "were born in 1979, 1982, 1985 and 1988 and now work as an architect, a chef, a nurse and a teacher.\n"
           "1. Ann is the nurse.\n2. Brigitte was born in 1979.\n3. Felix is the architect and was born in 1982.\n"
           "4. The chef is older than the teacher.\n5. Desmond was born in 1988.\n"
           "Who was born in 1982?\n")


def test_people_listed_after_a_relative_clause_about_a_street() -> None:
    """'Four people who grew up on Alder Street - Ann, ...' lists the people, not streets: 'Who ...?'
    is answered with a name, never the job."""
    assert categories_of(REUNION)["person"] == ("Ann", "Brigitte", "Desmond", "Felix")
    assert answers_of(REUNION) == ["Felix"]


RACE = ("Five coworkers from the county records office (Oksana, Priya, Quentin, Rafael and Simone) ran the charity "
        "5K. Whoever posted the best time would be crowned the office winner. Their finishing times were 18, 19, 21, "
        "22 and 24 minutes.\n"
        "1. Oksana finished one minute after Rafael.\n2. Simone finished two minutes after Oksana.\n"
        "3. The winner finished three minutes before Rafael.\n4. Priya was not the winner.\n"
        "Who won?\n")


def test_the_winner_of_a_race_in_minutes() -> None:
    """'the winner' is the best time of a race timed in minutes; the people listed in brackets after
    'Five coworkers from the county records office' are the coworkers."""
    assert clues_of(RACE)["The winner finished three minutes before Rafael."] == "time(time.18) == time(Rafael) - 3"
    assert list(categories_of(RACE))[0] == "coworker"
    assert answers_of(RACE) == ["Quentin"]


TOUR = ("Four ambassadors left on short visits.\n"
        "Ambassadors: Hector, Ivan, Nadia, Yvonne\nVisit lengths: 2, 3, 4 or 5 days\n"
        "Departure dates: May 4th, 5th, 6th, 7th\n"
        "1. Yvonne's visit was 1 day shorter than Hector's.\n2. Ivan left three days before Nadia.\n"
        "3. Hector left on May 5th.\n4. Nadia was away for 4 days.\n5. Yvonne left the day after Hector.\n"
        "6. Ivan's visit was the longest.\n"
        "What day did Hector leave, and how long was Yvonne away?\n")


def test_dates_whose_month_is_said_once_beside_lengths_in_days() -> None:
    """'May 4th, 5th, 6th, 7th' are all in May; '2 days shorter' compares the lengths and 'three days
    before' the dates, though both count days; 'What day ...?' asks the date."""
    assert categories_of(TOUR)["departure dates"] == ("May 4th", "May 5th", "May 6th", "May 7th")
    clues = clues_of(TOUR)
    assert clues["Yvonne's visit was 1 day shorter than Hector's."] == \
        "visit lengths(Yvonne) == visit lengths(Hector) - 1"
    assert clues["Nadia was away for 4 days."] == "Nadia == visit lengths.4"
    assert clues["Ivan left three days before Nadia."] == "departure dates(Ivan) == departure dates(Nadia) - 3"
    assert answers_of(TOUR) == ["May 5th", "2 days"]


GETAWAYS = ("Every client picked a different city (Cairo, Kyoto or Lisbon) and set a different budget: $1,250, $1,500 "
            "or $1,750.\n\nCLIENT | DESTINATION | BUDGET\n\n"
            "Clue #1: Ann is going to Lisbon.\nClue #2: The Kyoto traveller has a budget $250 bigger than Ann's.\n"
            "Clue #3: Bea has the $1,750 budget.\nClue #4: Cal is not going to Cairo.\n"
            "What is Bea's budget?\n")


def test_the_heads_of_an_empty_grid_list_no_values() -> None:
    """'CLIENT | DESTINATION | BUDGET' with no row under it is the grid to fill in, not a list of
    three values; the clients are found in the clues."""
    found = categories_of(GETAWAYS)
    assert "CLIENT" not in str(found)
    assert found["name"] == ("Ann", "Bea", "Cal")


AUDITIONS = ("The Static Owls held open auditions in Danny's garage. Three musicians showed up, each to try out for a "
             "different spot, each with a different time slot.\n\n"
             "* The bassist auditioned an hour before Jonah did.\n* Kira had the 7:00 pm slot.\n"
             "* Lev is not the drummer.\n* The guitarist auditioned at 8:00 pm.\n* Jonah is not the guitarist.\n"
             "* Kira auditioned sometime before the guitarist.\n\n"
             "Who is the drummer?\n")


def test_names_and_roles_said_only_in_the_clues_of_a_story() -> None:
    """The band of the story ('The Static Owls') and the owner of the garage are no candidates; 'a
    different spot' is filled by the roles the clues name ('the bassist', 'the drummer')."""
    found = categories_of(AUDITIONS)
    assert found["name"] == ("Jonah", "Kira", "Lev")
    assert sorted(found["spot"]) == ["bassist", "drummer", "guitarist"]


BOOK_CLUB = ("Three people belong to a book club.\n\n"
             "| Category | Values |\n|---|---|\n| Name | Aaron, Bea, Cedric |\n| Height | 158 cm, 167 cm, 176 cm |\n"
             "| Birth month | January, April, November |\n\n"
             "1) The person born in November is 9 cm taller than Aaron.\n"
             "2) Bea was born earlier in the year than Cedric.\n3) Aaron was born in April.\n4) Bea is the tallest.\n")


def test_born_in_a_month_beside_a_difference_in_centimetres() -> None:
    """'The person born in November is 9 cm taller than Aaron' compares heights; 'born earlier in the
    year than' compares the months."""
    clues = clues_of(BOOK_CLUB)
    assert clues["The person born in November is 9 cm taller than Aaron."] == \
        "height(November) == height(Aaron) + 9"
    assert clues["Bea was born earlier in the year than Cedric."] == "Bea < Cedric"  # (the months order the rows)
    assert read(BOOK_CLUB, "story").certain


ALPINE = ("There are 3 houses in a row, numbered 1 to 3 from left to right. In each house lives a person with unique "
          "attributes in each of the following categories: Country: Poland, Portugal, Switzerland; Instrument: "
          "violin, cello, harp; Animal: goats, parrots, rabbits.\n\n"
          "1. The Pole lives somewhere to the right of the violinist.\n2. The harpist keeps rabbits.\n"
          "3. Penguins cannot fly.\n4. The goats' owner is Swiss.\n5. The cellist does not live in the second house.\n"
          "6. The harpist lives directly left of the person who keeps goats.\n7. The violinist is not Portuguese.\n\n"
          "Who owns the parrots?\n")


def test_heads_with_their_lists_after_the_frame_sentences_colon() -> None:
    """'... the following categories: Country: Poland, ...; Instrument: ...' declares three categories;
    'Penguins cannot fly.' is a fact of the kind."""
    assert list(categories_of(ALPINE)) == ["country", "instrument", "animal"]
    assert ignored_of(ALPINE)["Penguins cannot fly."] == "mentions nothing in the puzzle's categories"
    assert answers_of(ALPINE) == ["Poland"]


GARDENS = ("Three neighbours live in houses 1 to 3 from left to right.\n"
           "- Profession: baker, gardener, painter\n- Tree: birch, maple, willow\n\n"
           "1. The maple and the birch are in neighbouring gardens.\n2. Willows grow best near water.\n"
           "3. The willow stands in front of house number 1.\n4. The one who gardens for a living owns the willow.\n"
           "5. The baker lives in house 3.\n6. The baker owns the maple.\n")


def test_gardens_are_no_gardener_and_willows_in_general_are_no_one() -> None:
    """'in neighbouring gardens' names places, not the gardener (who 'gardens for a living');
    'Willows grow best near water' speaks of willows in general."""
    clues = clues_of(GARDENS)
    assert clues["The maple and the birch are in neighbouring gardens."] == "abs(maple - birch) == 1"
    assert clues["The one who gardens for a living owns the willow."] == "gardener == willow"
    assert ignored_of(GARDENS)["Willows grow best near water."] == "mentions nothing in the puzzle's categories"


COMMUTERS = ("Three people live in houses 1 to 3. By profession they are a chef, a farmer and a pilot. They drink "
             "coffee, milk and tea.\n"
             "- The person who cooks for a living drinks milk.\n- The farmer lives in the first house.\n"
             "- The tea drinker lives directly left of the cook.\n- The pilot lives in house 3.\n")


def test_a_cook_is_the_chef_though_a_farmer_was_once_a_famous_cook() -> None:
    """WordNet files 'cook' above the chef, and above Fannie Farmer too: a proper name's sense
    makes no farmer a cook."""
    clues = clues_of(COMMUTERS)
    assert clues["The person who cooks for a living drinks milk."] == "chef == milk"
    assert read(COMMUTERS, "story").certain


PIES = ("Bakers: Agnes, Doris, Maude\nPies: apple, pecan, rhubarb\nScores: 78, 84, 89\n"
        "Hometowns: Millbrook, Oakdale, Prescott\n\n"
        "1. Of Doris, Maude and the woman who baked the rhubarb pie, one lives in Oakdale, one lives in Prescott and "
        "one scored 84.\n2. Doris did not score 84.\n3. The apple pie scored more than the rhubarb pie.\n"
        "4. The baker from Prescott got the lowest score.\n5. Maude scored 89.\n"
        "Who lives in Millbrook?\n")


def test_of_three_one_each_of_three_predicates() -> None:
    """'Of Doris, Maude and the rhubarb baker, one lives in Oakdale, one in Prescott and one scored
    84': each has one of the three, in some order, and the three are different people."""
    reading = read(PIES, "story")
    said = [format_clue(c, reading.puzzle) for c, t in zip(reading.puzzle.clues, reading.puzzle.texts)
            if t.startswith("Of Doris")]
    assert said[0].count(" or ") == 5 and said[1:] == ["Doris != rhubarb", "Maude != rhubarb"]
    assert answers_of(PIES) == ["Agnes"]


COPIES = ("Authors: Cyril, Howard, Juniper\nCopies sold: 35, 50, 65\n\n"
          "1. Exactly one of Cyril and Howard sold more than 40 copies.\n2. Juniper did not sell more than 60 copies.\n"
          "3. Howard sold fewer copies than Juniper.\n")


def test_more_than_a_number_that_is_no_value() -> None:
    """'sold more than 40 copies' bounds the copies by a number none of them is; 'did not sell more
    than 60' denies it; 'Exactly one of A and B ...' of such a bound."""
    clues = clues_of(COPIES)
    assert clues["Exactly one of Cyril and Howard sold more than 40 copies."] == \
        "copies sold(Cyril) > 40.0 xor copies sold(Howard) > 40.0"
    assert clues["Juniper did not sell more than 60 copies."] == "not copies sold(Juniper) > 60.0"
    assert read(COPIES, "story").certain


LECTURES = ("For one week, Monday to Friday, the library hosted a lecture every evening. The five speakers were Dr "
            "Abernathy, Professor Bright, Dr Castellanos, Professor Duval and Dr Ng. Each talk was held in a different "
            "room: 101, 108, 214, 220 or 305.\n"
            "Dr Ng's lecture was the day before Dr Abernathy's. Professor Bright was assigned a lower-numbered room "
            "than Dr Abernathy. Whoever spoke in the middle meeting of the five used Room 214.\n")


def test_speakers_rooms_and_the_middle_of_a_week() -> None:
    """'Dr Ng's lecture' names a speaker (no language: the speakers are people); 'a lower-numbered
    room' compares the rooms, which are values, not the days; 'the middle meeting of the five' is
    the middle day."""
    clues = clues_of(LECTURES)
    assert clues["Dr Ng's lecture was the day before Dr Abernathy's."] == "Dr Ng + 1 == Dr Abernathy"
    assert clues["Professor Bright was assigned a lower-numbered room than Dr Abernathy."] == \
        "room(Professor Bright) < room(Dr Abernathy)"
    assert clues["Whoever spoke in the middle meeting of the five used Room 214."] == "room.214 == 3"


MOTHERS = ("Three houses stand in a row, numbered 1 to 3 from the left.\nMothers: Holly, Kailyn, Meredith\n"
           "Children: Bella, Fred, Timothy\n\n1. Holly is Timothy's mother.\n2. Meredith lives in house 1.\n"
           "3. Fred lives directly left of Timothy.\n4. Bella's mother is not Kailyn.\n")


def test_a_relative_who_is_a_category_of_the_puzzle() -> None:
    """'Holly is Timothy's mother' where the mothers and the children are the categories: one
    household (a relative of someone is no one of the puzzle only where no category holds them)."""
    assert clues_of(MOTHERS)["Holly is Timothy's mother."] == "Holly == Timothy"
    assert read(MOTHERS, "story").certain


SKETCHES = ("Dear Class 5, here is a puzzle. Three of you drew animals: Aisha, Ben and Dylan drew the giraffe, the "
            "lemur and the otter, and had cheese, ham and jam sandwiches.\n\n"
            "\"I didn't draw the otter,\" said Dylan, \"and I didn't bring ham either.\" Neither Aisha nor Ben drew "
            "the lemur. Ben isn't eating cheese, nor is he eating ham.\n"
            "The giraffe was drawn by the person with jam.\n")


def test_a_sentence_after_a_closed_quote_and_nor_is_he() -> None:
    """The sentence after a quote that closes with its stop is read on its own; 'isn't eating
    cheese, nor is he eating ham' denies both."""
    clues = clues_of(SKETCHES)
    assert clues["Neither Aisha nor Ben drew the lemur."] == "Aisha != lemur and Ben != lemur"
    assert clues["Ben isn't eating cheese, nor is he eating ham."] == "Ben != cheese and Ben != ham"
    assert read(SKETCHES, "story").certain


FRIENDS = ("There are 3 houses in a row, numbered 1 to 3 from left to right.\nNationality: Greek, Swedish, Welsh\n"
           "Fruit: apricot, lychee, mango\n\n1. The lychee lover is good friends with the Greek.\n"
           "2. The Swede lives in house no. 1.\n3. The Greek lives directly right of the mango lover.\n"
           "4. The Welsh person loves lychees.\n5. The apricot lover lives in house no. 2.\n")


def test_friends_with_a_value_of_the_puzzle_places_nothing() -> None:
    """'The lychee lover is good friends with the Greek' names two values, and states nothing of
    them: never 'the lychee lover is the Greek'."""
    assert ignored_of(FRIENDS)["The lychee lover is good friends with the Greek."] == \
        "says two people are friends or otherwise acquainted, which places nothing"
    assert answers_of(FRIENDS) == []


POTS = ("Three regulars each bought one plant.\nCustomers: Harriet, Ian, Kenneth\nPrices: £3.99, £6.50, £12.00\n"
        "Pot sizes: 1 litre, 5 litres, 10 litres\n\n1. Kenneth is the only customer who spent more than £10.\n"
        "2. Harriet's plant came in the 10-litre pot.\n3. Ian paid less than Harriet.\n"
        "4. The cheapest plant went home in the smallest pot.\n")


def test_pounds_are_never_a_pot_of_as_many_litres() -> None:
    """'spent more than £10' beside pots of 1, 5 and 10 litres is an amount of money, a bound on the
    prices; once it was read as the 10-litre pot, and the grid came out wrong with confidence."""
    assert clues_of(POTS)["Kenneth is the only customer who spent more than £10."] == "prices(Kenneth) > 10.0"
    assert read(POTS, "story").certain


PRIZES = ("Three children, Ava, Ben and Cai, won the three prizes on offer (a kite, a yo-yo and a jigsaw), though not "
          "respectively. Each is a different age: 7, 8 or 9.\n\n"
          "The kite did not go to the youngest, and Ava did not win it. Ben is a year older than the child who won "
          "the jigsaw. Cai, who is not 9, did not win the yo-yo. Ava is older than Cai.\n\n"
          "Who won the kite, and how old is Ben?\n")


def test_it_at_the_end_of_a_second_clause_is_the_thing_the_first_was_about() -> None:
    """'The kite did not go to the youngest, and Ava did not win it': 'it' is the kite."""
    assert clues_of(PRIZES)["The kite did not go to the youngest, and Ava did not win it."] == \
        "kite != age.7 and Ava != kite"
    assert answers_of(PRIZES) == ["Ben", "8"]


def test_quicker_compares_no_distances() -> None:
    """'she was quicker than Gareth' where only the distances ridden are ordered (the speeds given as
    '22 km/h' are no scale the reader orders): never 'Jess rode less far than Gareth'."""
    text = ("Riders: Gareth, Jess, Hugh\nDistances: 40 km, 55 km, 60 km\n\n"
            "1. Jess rode 15 km more than Gareth.\n2. Jess was quicker than Hugh.\n3. Hugh rode further than Jess.\n")
    reading = read(text, "story")
    assert "Jess was quicker than Hugh." not in reading.puzzle.texts
    assert [u.text for u in reading.unsure] == ["Jess was quicker than Hugh."]
