"""Comparisons: 'paid $5 more than', 'is 2 years older than', 'came out two months after'.

In a puzzle about people the order lives in a category: a numeric one (prices, ages, scores) or
the ordered axis (months, weekdays, years listed in order). A comparison names its scale by its
unit or word ('$', 'years older', 'points', 'months after'); when the words leave more than one
scale possible, every scale stays a candidate for the solver to judge, never a silent pick.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...clues import All, Arith, At, Before, Clue, Compare, Const, Either, Expr, LabelAt, Offset, Pos, Relation
from ...english.words import number_value
from ...model import Ref
from . import rx
from . import lexical

class _Words(frozenset):
    """A set of comparative words that also holds every verb made with 'out-' ('outwalked',
    'outran', 'outbid': did more of it), tested by ``in``; set operations see the listed words."""

    def __contains__(self, word: object) -> bool:
        return frozenset.__contains__(self, word) or (isinstance(word, str) and _out_verb(word))


def _out_verb(word: str) -> bool:
    """True for a verb form made of 'out' and another verb form ('outwalked', 'outran'), never a
    word of its own such as 'outside' or 'outlines'."""
    rest = word[3:]
    if not word.startswith("out") or len(rest) < 3 or not rest.isalpha():
        return False
    morph = lexical._morph()
    return bool(morph.lemmas(rest, "verb")) and not (morph.lemmas(word, "adj") or morph.lemmas(word, "adv")
                                                     or lexical.is_noun(word) or lexical.is_adjective(word))


MORE_LISTED = {"more", "greater", "higher", "older", "elder", "later", "after", "taller", "longer", "bigger",
        "larger", "heavier", "pricier", "costlier", "dearer", "above", "over", "behind", "beyond",
        "newer", "further", "farther", "slower", "more expensive", "outweighed", "outweighs", "outscored",
        "outscores", "outsold", "outsells", "outlasted", "outlasts", "postdates", "postdated"}
LESS = {"less", "fewer", "lower", "younger", "earlier", "before", "shorter", "smaller", "lighter",
        "cheaper", "below", "under", "ahead", "sooner", "faster", "quicker", "beneath", "predates", "predated",
        "antedates", "antedated"}
COMPARATIVES = _Words(MORE_LISTED | LESS)
MORE = _Words(MORE_LISTED)
YEAR_LIKE = {"older": "less", "elder": "less", "newer": "more", "younger": "more", "longer": "less", "shorter": "more"}
"""For years and dates, an older thing has the smaller number (born in 1962, older than one born in 1967),
and a member 'for longer' joined in an earlier year."""
RANK_LIKE = {"higher": "less", "above": "less", "over": "less", "lower": "more", "below": "more", "under": "more",
             "beneath": "more"}
"""For ranks, a higher place has the smaller number: 'one place below the 1st' is the 2nd."""


@dataclass(frozen=True)
class Scale:
    """A category that orders the people: numeric (values are numbers) or the ordered axis."""

    category: str
    numeric: bool
    cues: frozenset[str]
    unit_words: frozenset[str]
    dated: bool = False
    step: float | None = None
    ranked: bool = False
    """Values are ranks ('1st', '2nd', ...): the 1st is the highest, and 'below' it is the 2nd."""
    marks: tuple[float, ...] = ()
    """Where each position of an ordered axis falls on its calendar or clock when the steps
    between them differ (6:00, 6:30, 7:15 pm: minutes 360, 390, 435)."""
    values: tuple[float, ...] = ()
    """A numeric scale's values, smallest first (for 'nobody is older than Ann': the oldest)."""


def direction(word: str, scale: Scale) -> str:
    """'more' or 'less': which way the comparative word points on this scale."""
    if scale.dated and word in YEAR_LIKE and (word not in ("longer", "shorter") or calendar_years(scale)):
        return YEAR_LIKE[word]  # (but 'playing for longer' on 1 to 5 years is more years)
    if scale.ranked and word in RANK_LIKE:
        return RANK_LIKE[word]
    if word in OUTCOMES:
        better = better_end(scale) or "more"  # (the reader asks only on a scale of scores or times)
        worse = "less" if better == "more" else "more"
        return better if OUTCOMES[word] == "better" else worse
    if word in LEADING and scored(scale):
        return LEADING[word]  # '10 points behind': fewer points, not more
    if word in SPEEDING and a_speed(scale):
        return SPEEDING[word]  # 'quicker' at 27 kph than at 25: more kph, where on a clock it is less time
    return "more" if word in MORE else "less"


JOINING = {"joined", "join", "joins", "joining", "started", "start", "began", "begin", "moved", "member", "members",
           "enrolled", "signed", "hired", "elected"}
"""Verbs of a year someone came to something: not their age."""


def calendar_years(scale: Scale) -> bool:
    """True for a scale of years of the calendar (1921, 2009), not of lengths in years (1 to 5)."""
    return bool(scale.values) and all(1000 <= v <= 2100 for v in scale.values)


OUTCOMES = {"beat": "better", "beats": "better", "outscored": "better", "outscores": "better",
            "outpointed": "better", "outpolled": "better", "defeated": "better", "trailed": "worse",
            "trails": "worse", "lost": "worse", "beaten": "worse"}
"""Verbs of a result against another ('beat Ann's team by 15 points', 'trailed the Bears by 3'):
the better or the worse end of a score or a time."""
LEADING = {"ahead": "more", "behind": "less"}
"""'Ten points behind', 'five points ahead of': on a score, behind has fewer points."""


SPEEDING = {"faster": "more", "quicker": "more", "slower": "less", "fastest": "more", "quickest": "more",
            "slowest": "less"}
"""Words of speed, which point to more on a scale of speeds (kph, mph), to less on a scale of times taken."""


def a_speed(scale: Scale) -> bool:
    """True for a numeric scale of speeds ('22 kph', 'average speeds', 'pace')."""
    return scale.numeric and bool((scale.unit_words | scale.cues | {scale.category.lower().split()[-1:][0]
                                                                    if scale.category.strip() else ""})
                                  & (SPEED_WORDS | {"mps"}))


def scored(scale: Scale) -> bool:
    """True for a scale of points, votes, marks or goals: the more, the better."""
    return bool((scale.unit_words | scale.cues) & SCORED)


def timed(scale: Scale) -> bool:
    """True for a numeric scale of minutes or hours (a race's times): the less, the better."""
    return scale.numeric and not scale.dated and bool((scale.unit_words | scale.cues) & TIMED)


def better_end(scale: Scale) -> str | None:
    """Which end of a scale a better result lies at: 'more' points, 'less' time; None when the
    scale measures neither."""
    if scale.ranked:
        return "less"  # the 1st place is the best
    if scored(scale) == timed(scale):
        return None
    return "more" if scored(scale) else "less"


def outcome(words: list[str]) -> str | None:
    """The verb of a result against another in a sentence ('beat', 'outscored', 'lost to', 'trailed'),
    said with 'by' and a margin or alone; None when there is none."""
    for index, word in enumerate(words):
        passive = words[index - 1:index] in (["was"], ["were"], ["been"]) and words[index + 1:index + 2] == ["by"]
        if passive and (word == "beaten" or OUTCOMES.get(word) == "better"):
            return "beaten"  # 'Ben was beaten (outscored) by the Orcas swimmer': the worse result
        if word == "beaten" and words[index - 1:index] in (["has"], ["had"], ["have"]):
            return "beat"  # 'Ben had beaten Cai'
        if word in OUTCOMES and word != "beaten" and (word != "lost" or words[index + 1:index + 2] == ["to"]):
            return word
    return None


MEASURED = {
    "age": {"old", "older", "oldest", "young", "younger", "youngest", "aged", "elder", "eldest"},
    "price": {"cheap", "cheaper", "cheapest", "expensive", "pricier", "priciest", "costlier", "dearer"},
    "cost": {"cheap", "cheaper", "cheapest", "expensive", "pricier", "priciest", "costlier", "dearer"},
    "height": {"tall", "taller", "tallest", "short", "shorter", "shortest"},
    "shoe": {"feet", "foot"},  # 'has smaller feet than': the shoe sizes
    "page": {"long", "longer", "longest", "short", "shorter", "shortest", "thick", "thicker", "thickest", "thin",
             "thinner", "thinnest"},  # 'the longest book' of books of 120 to 312 pages
    "weight": {"heavy", "heavier", "heaviest", "light", "lighter", "lightest", "weigh", "weighs", "weighed"},
    "length": {"long", "longer", "longest", "short", "shorter", "shortest"},
    "speed": {"fast", "faster", "fastest", "slow", "slower", "slowest", "quick", "quicker", "quickest"},
    "score": {"high", "higher", "highest", "low", "lower", "lowest", "score", "scores", "scored"},
    "distance": {"far", "farther", "farthest", "further", "furthest", "short", "shorter", "shortest", "long",
                 "longer", "longest"},
    "duration": {"long", "longer", "longest", "short", "shorter", "shortest"},
}
"""The words that grade a measure, by the noun for the measure ('older' grades an age)."""


DURATIONS = frozenset({"second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins"})
"""Units of a time taken: 'quicker' or 'slower' grades it (a split of 29 seconds)."""


def grades(scale: Scale, words: set[str]) -> bool:
    """True when one of the words grades what the scale measures ('older' for ages, 'quicker'
    for times taken in seconds)."""
    if scale.numeric and scale.unit_words & DURATIONS and not scale.unit_words & {"am", "pm"} \
            and words & MEASURED["speed"]:
        return True
    measures = {m for m in MEASURED for cue in scale.cues if cue.startswith(m) or m.startswith(cue)}
    return any(words & MEASURED[m] for m in measures)


def ungraded_age(scales: list[Scale], words: set[str]) -> str | None:
    """The age word ('older') of a sentence when no scale is an age, a year or counted in years:
    then it compares what the puzzle does not measure."""
    said = words & MEASURED["age"]
    if not said or any(s.dated or grades(s, said) or s.unit_words & {"year", "years"} or s.cues & {"year", "years"}
                       for s in scales):
        return None
    return sorted(said)[0]


BIRTH_WORDS = frozenset({"born", "birthday", "birthdays", "year"})
"""Words that compare months of birth ('born later in the year than')."""


DATING = frozenset({"predates", "predated", "antedates", "antedated", "postdates", "postdated"})
"""Verbs that compare dates or years, never the other scales."""


RATE_UNITS = frozenset({"night", "day", "hour", "week", "month", "year", "session", "lesson", "ticket", "head",
                        "person", "visit", "class"})
"""Units an amount of money is said per ('€95 a night', 'cheaper per hour'): they name no other scale there."""


SAME_EVENT = {"start": ("begin", "began"), "starts": ("begin", "began"), "started": ("begin", "began"),
              "starting": ("begin", "began"), "began": ("start", "started"), "begins": ("start", "started"),
              "begin": ("start", "started"), "finished": ("end", "ended"), "ended": ("finish", "finished"),
              "ends": ("finish", "finished"), "finishes": ("end", "ended")}
"""Verbs that name the same moment: a scale cued by 'began' is named by 'started'."""


def scales_named(scales: list[Scale], words: set[str]) -> list[Scale]:
    """The scales the sentence's own words name; all of them when it names none."""
    words = words | {w[0] for w in words if w[:1] in ("$", "\u00a3", "\u20ac")}
    plural = {w[:-1] for w in words if w.endswith("s") and len(w) > 3}  # 'two places above': place
    past = {stem for w in words if w.endswith("ed") and len(w) > 4 for stem in (w[:-1], w[:-2])}  # 'rated':
    words = words | plural | past  # the ratings
    words = words | {twin for w in words for twin in SAME_EVENT.get(w, ())}  # 'started' where lessons 'began'
    lengths = [s for s in scales if _a_length_of_time(s)]
    if "for" in words and ((words & {"time"} and words & {"less", "more", "longer", "shorter"})
                           or words & {"longer", "long", "shorter"}) and len(lengths) == 1:
        return lengths  # 'nobody spoke for less time than she did', 'read for longer than Priya': the lengths of
        # time, not the slots, nor the pages a verb of reading names
    named = [s for s in scales if s.unit_words & words or s.cues & words]
    priced = [s for s in scales if s.unit_words & MONEY]
    if named and len(priced) == 1 and priced[0] not in named and words & (MONEY_VERBS | PRICED | {"per"}) \
            and all(not ((s.unit_words | s.cues) & words) - RATE_UNITS and not (s.unit_words | s.cues) & plural
                    for s in named):
        return priced  # 'cost more per night than': the rate, not the nights
    money = [s for s in named if s.unit_words & MONEY]
    if money and len(named) > 1:  # '€45 a night more', 'cheaper per night': a rate, on the scale of money
        named = [s for s in named if s in money or ((s.unit_words | s.cues) & words) - RATE_UNITS
                 or ((s.unit_words | s.cues) & plural)]
    graded = [s for s in scales if grades(s, words - NEUTRAL if named else words)]
    # ('in a higher grade than' names the grades; 'higher' alone grades any scale, the scores too)
    if graded and not any(s.unit_words & words for s in scales):
        named = graded  # 'older' grades the ages, whatever else the declaration's words ('swimmers') name
    named = _lengths_or_dates(named, words)
    dated = [s for s in scales if s.dated or s.cues & {"year", "years", "date", "dates"}]
    if words & DATING and len(dated) == 1:
        return dated  # 'the clock predates the music box': the years, not the prices
    if not named and words & MEASURED["age"] and len([s for s in scales if s.dated]) == 1:
        return [s for s in scales if s.dated]  # 'younger than Hana' among years of birth
    if len(priced) == 1 and words & {"money", "cash", "takings"}:
        return priced  # 'took more money than the trader born in January': the takings, not the months
    months = [s for s in scales if monthly(s)]
    measured = [s for s in scales if s.unit_words & words - {"year", "years"} and s not in months
                and not words & TIME_WORDS]  # ('The person born in November
    # is 9 cm taller than ...': the heights, whatever 'born' says of who it is)
    if len(months) == 1 and not words & {"older", "younger", "elder"} and not measured \
            and (words & (BIRTH_WORDS - {"year"}) or (not named and words & BIRTH_WORDS)):
        return months  # 'born later in the year than whoever is 48 years old' among months of birth
    if not named and words & MONEY:  # '$10 more' on a scale of money, not the ages that hold 10
        return [s for s in scales if s.unit_words & MONEY]
    if not named and words & (MONEY_VERBS | PRICED) and len([s for s in scales if s.unit_words & MONEY]) == 1:
        return [s for s in scales if s.unit_words & MONEY]  # 'cost more than', 'paid less than'
    if not named and words & OWN_MEASURE_WORDS and scales and all(
            s.dated or (s.unit_words | s.cues | {s.category.lower()}) & AGE_WORDS for s in scales):
        return []  # 'rode farther than' where the only scale holds ages: never the ages
    if words & MEASURED["speed"] and not any(timed(s) or (s.unit_words | s.cues) & SPEED_WORDS
                                             for s in named or scales):
        return []  # 'she was quicker than Gareth' where only distances are ordered: never the distances
    own = words & OWN_MEASURE_WORDS
    if own and scales and not named and all(_measures_of(s) for s in scales) \
            and not any(own & MEASURED[m] for s in scales for m in _measures_of(s)):
        return []  # 'Agnes's dog was heavier than the collie' where only the judges' marks are ordered
    return named or list(scales)


def _measures_of(scale: Scale) -> set[str]:
    """What a scale is known to measure, by its cues ('ages'), its units ('kg': weight) or its results
    ('marks': a score); empty when nothing says."""
    found = {m for m in MEASURED for cue in scale.cues if cue.startswith(m) or m.startswith(cue)}
    found |= {UNIT_MEASURES[u] for u in scale.unit_words if u in UNIT_MEASURES}
    return found | ({"score"} if scale.cues & RESULTS.keys() else set())


LENGTH_WORDS = frozenset({"longer", "shorter", "lasted", "lasting", "lasts", "long"})
"""Words of how long something lasts: a length of time, never a date."""


def _lengths_or_dates(named: list[Scale], words: set[str]) -> list[Scale]:
    """Of scales counted in the same unit, the lengths for 'two days shorter' and the dates for 'three
    days before' (visits of 2 to 6 days that leave on the 4th to the 8th); the scales as they are
    when the words say both or neither."""
    dates = [s for s in named if s.dated or (s.cues | s.unit_words) & {"date", "dates"}]
    lengths = [s for s in named if s not in dates]
    if not lengths or not dates or not any(a.unit_words & b.unit_words for a in lengths for b in dates):
        return named  # (only scales counted in one unit: not rents that look like years beside months)
    if words & LENGTH_WORDS and not words & TIME_WORDS:
        return lengths
    if words & TIME_WORDS and not words & LENGTH_WORDS:
        return dates
    return named


SPEED_WORDS = frozenset({"speed", "speeds", "pace", "mph", "kph"})
"""Words of a scale of speeds, which 'faster' and 'quicker' grade."""
AGE_WORDS = frozenset({"age", "ages", "old", "year", "years", "aged"})
"""Words of a scale of ages or years."""
OWN_MEASURE_WORDS = frozenset({"farther", "taller", "heavier", "lighter", "faster", "slower", "quicker"})
"""Comparatives that grade one kind of measure only: with no scale of it, they compare nothing known."""


def names_a_scale(scales: list[Scale], words: set[str]) -> bool:
    """True when the sentence's own words name one of the scales (a unit, a cue, a graded word
    such as 'older' or 'taller'), not just a comparative any scale could take ('further')."""
    named = scales_named(scales, words)
    dated = [s for s in scales if s.dated]
    if words & (MEASURED["age"] | {"newer", "newest"}) and len(dated) == 1 \
            and not any(grades(s, words & MEASURED["age"]) for s in scales):
        return True  # 'The Bel Air is older than the Impala' among cars built in 1957, 1962, ... and no ages
    return len(named) < len(scales) or any(s.unit_words & words or s.cues & words or grades(s, words)
                                           or (monthly(s) and words & BIRTH_WORDS)
                                           for s in named) or bool(words & (MONEY | MONEY_VERBS))


UNIT_MEASURES = {"mile": "distance", "miles": "distance", "km": "distance", "kilometre": "distance",
                 "kilometres": "distance", "kilometer": "distance", "kilometers": "distance", "metre": "distance",
                 "metres": "distance", "meter": "distance", "meters": "distance", "yards": "distance",
                 "kg": "weight", "lb": "weight", "lbs": "weight", "stone": "weight", "grams": "weight",
                 "cm": "height", "inches": "height", "ft": "height", "feet": "height",
                 "night": "duration", "nights": "duration", "weeks": "duration", "hours": "duration",
                 "days": "duration", "months": "duration", "years": "duration",
                 "kph": "speed", "mph": "speed", "mps": "speed"}
"""The measure a unit measures: 'the greatest distance' on a scale in miles."""
PRICED = MEASURED["price"] | {"costly", "costliest", "dearest", "pricey"}
"""Words that grade a price: on the one scale of money, whatever its category is called ('fares')."""
MONEY = {"$", "\u00a3", "\u20ac", "dollar", "dollars", "pound", "euro", "euros", "buck", "bucks", "cent", "cents",
         "money"}
"""Words of an amount of money: a comparison in money needs a scale of money."""


def compare_clue(scale: Scale, a: Ref, b: Ref, way: str, amount: float | None) -> Clue | None:
    """The clue 'a is more/less than b (by amount) on this scale'."""
    if a == b:
        return None
    if scale.numeric:
        if amount is None:
            return Compare(scale.category, a, b, ">" if way == "more" else "<", 0)
        difference = amount if way == "more" else -amount
        return Compare(scale.category, a, b, "==", int(difference) if float(difference).is_integer() else difference)
    if amount is None:
        return Before(b, a) if way == "more" else Before(a, b)
    if scale.marks and not scale.step:
        return _apart_by_marks(scale.marks, a, b, amount if way == "more" else -amount)
    steps = amount / scale.step if scale.step else amount
    if steps <= 0 or not float(steps).is_integer():
        return None
    steps = int(steps)
    return Offset(b, a, steps) if way == "more" else Offset(a, b, steps)


_FACTOR = rx.compile(
    r"\b(?:(?P<half>half)|(?P<third>a\s+third|one\s+third)|(?P<quarter>a\s+quarter|one\s+quarter)"
    r"|(?P<twice>twice|double|two\s+times|2\s+times)|(?P<thrice>thrice|triple|treble|three\s+times|3\s+times)"
    r"|(?P<four>four\s+times|4\s+times|quadruple)"
    r"|(?P<times>(?:five|six|seven|eight|nine|ten|twelve|twenty|[5-9]|1\d|20)\s+times))"
    r"\s+(?:as\s+(?:much|many|old|long|far|high|heavy|tall|big|large|expensive|often|fast)\b|what\b|that\s+of\b"
    r"|of\s+what\b|(?:of\s+)?(?:his|her|their|its|[a-z]+\s?'s)(?!\w)"
    r"|the\s+[a-z]+\b)")  # 'twice the distance Keisha did'
_FACTORS = {"half": Fraction(1, 2), "third": Fraction(1, 3), "quarter": Fraction(1, 4), "twice": Fraction(2),
            "thrice": Fraction(3), "four": Fraction(4)}


def multiple_factor(words: list[str]) -> Fraction | None:
    """The factor of 'twice as much as', 'half what', 'three times the price of', 'a third of
    her': 2, 1/2, 3, 1/3; None when the words compare by no multiple."""
    match = _FACTOR.search(" ".join(words))
    if match is None:
        return None
    many = match.group("times")
    if many:  # 'eight times what the record player went for'
        count = many.split()[0]
        return Fraction(int(count) if count.isdigit() else int(number_value(count) or 0))
    return next(_FACTORS[name] for name, found in match.groupdict().items() if found)


def multiple_clue(scale: Scale, a: Ref, b: Ref, factor: Fraction) -> Clue:
    """The clue 'a is ``factor`` times b on this numeric scale', with whole numbers on both sides
    (a third of b: 3 times a is b)."""
    left: Expr = LabelAt(scale.category, Pos(a))
    right: Expr = LabelAt(scale.category, Pos(b))
    if factor.denominator != 1:
        left = Arith("*", Const(factor.denominator), left)
    if factor.numerator != 1:
        right = Arith("*", Const(factor.numerator), right)
    return Relation(left, "==", right)


def _apart_by_marks(marks: tuple[float, ...], a: Ref, b: Ref, difference: float) -> Clue | None:
    """'a is 45 minutes after b' on an axis of uneven steps: a and b at two positions whose marks
    differ by that much, one such pair or another."""
    pairs = [(i, j) for i, x in enumerate(marks, 1) for j, y in enumerate(marks, 1) if abs(x - y - difference) < 1e-9]
    if not pairs:
        return None
    options = [All((At(a, i), At(b, j))) for i, j in pairs]
    return options[0] if len(options) == 1 else Either(tuple(options))


_NUMBER = r"(\d+(?:\.\d+)?|(?:twenty|thirty|forty|fifty)-[a-z]+|twenty|thirty|forty|fifty|fifteen|an?|one|two|" \
    r"three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_DURATION = rx.compile(
    r"(?<![\w-])(?:(?P<half>half an hour|a half-hour|a half hour)|(?P<quarter>(?:a )?quarter of an hour|a quarter-hour"
    r"|a quarter hour)|(?P<three>three quarters of an hour)"
    r"|(?P<hh>" + _NUMBER + r") and (?P<hhf>a half|a quarter|three quarters|three-quarters?) hours?"
    r"|(?P<ha>" + _NUMBER + r") hours? and (?P<haf>a half|a quarter|three quarters|three-quarters)"
    r"|(?P<h>" + _NUMBER + r") (?:hours?|hrs?|h)(?:,? (?:and )?(?P<hm>" + _NUMBER + r") (?:minutes?|mins?|m))?"
    r"|(?P<m>" + _NUMBER + r") (?:minutes?|mins?))"
    r" (?:after|later|before|earlier|sooner|ahead|behind|longer|shorter|more|less|quicker|faster|slower)\b")
FRACTION_MINUTES = {"a half": 30, "a quart": 15, "three q": 45, "three-q": 45}
"""The minutes of the part of an hour said after a whole number of them, by its first seven letters."""
_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}


def duration_minutes(raw: list[str]) -> float | None:
    """The minutes of a time difference written before 'after', 'later', 'earlier' ...: '30
    minutes after', 'half an hour later', 'an hour and a half after', 'two hours before'."""
    text = " ".join(raw)
    match = _DURATION.search(text)
    if match is None:
        return None
    if rx.search(r"(?:[$\u00a3\u20ac]\s?\d[\d,.]*|\b(?:dollars?|pounds?|euros?|cents?|pence))\s*$",
                 text[:match.start()]):
        return None  # '$100 an hour more': a rate, not an hour

    def number(group: str) -> float:
        text = match.group(group)
        if text in _WORDS:
            return float(_WORDS[text])
        spelt = number_value(text)
        return float(spelt) if spelt is not None else float(text)

    if match.group("half"):
        return 30.0
    if match.group("quarter"):
        return 15.0
    if match.group("three"):
        return 45.0
    if match.group("hh"):  # 'one and a quarter hours', 'an hour and three quarters later'
        return number("hh") * 60 + FRACTION_MINUTES[match.group("hhf")[:7]]
    if match.group("ha"):
        return number("ha") * 60 + FRACTION_MINUTES[match.group("haf")[:7]]
    if match.group("h"):
        return number("h") * 60 + (number("hm") if match.group("hm") else 0)
    return number("m")


SUPERLATIVES = {
    "tallest": "taller", "shortest": "shorter", "oldest": "older", "youngest": "younger", "eldest": "older",
    "cheapest": "cheaper", "earliest": "earlier", "latest": "later", "newest": "newer",
    "highest": "higher", "lowest": "lower", "largest": "larger", "biggest": "bigger",
    "smallest": "smaller", "longest": "longer", "heaviest": "heavier", "lightest": "lighter",
    "priciest": "pricier", "costliest": "costlier", "dearest": "dearer", "fastest": "faster", "quickest": "quicker",
    "slowest": "slower", "greatest": "greater", "fewest": "fewer", "top": "higher",
    "farthest": "farther", "furthest": "further",
}
"""A superlative and the comparative that says which way it points."""
NEUTRAL = {"higher", "lower", "greater", "fewer", "more", "less"}
"""Comparatives that grade any scale ('the highest'), unlike 'larger' or 'taller', which grade a measure."""
GRADED = {"expensive", "costly", "valuable", "experienced"}
"""Adjectives graded with 'most' and 'least' on a numeric scale."""
BASES = {"taller": "tall", "shorter": "short", "older": "old", "younger": "young", "cheaper": "cheap",
         "earlier": "early", "later": "late", "newer": "new", "higher": "high", "lower": "low",
         "heavier": "heavy", "lighter": "light", "longer": "long", "bigger": "big", "larger": "large",
         "smaller": "small", "pricier": "price", "costlier": "cost", "dearer": "price", "faster": "fast",
         "slower": "slow", "quicker": "quick", "greater": "great", "fewer": "few",
         "farther": "far", "further": "far"}


def superlative(words: list[str], index: int, scales: list[Scale]) -> tuple[Scale, str] | None:
    """The scale and the end ('more': the greatest; 'less': the least) a superlative at
    ``index`` picks: 'the tallest', 'the most expensive', 'the least expensive'."""
    word = words[index]
    paid = _paid_the_most(words, index)
    if paid:  # 'Jun paid the most', 'spent the least of all': the money
        way_word, named = ("more" if word == "most" else "less"), paid
    elif word in ("most", "least", "fewest") and index + 1 < len(words):
        if lexical.inflected_verb(words[index + 1]):
            return None  # 'who charged the least sold ...': the least of what 'charged' names
        way_word, named = ("more" if word == "most" else "less"), {words[index + 1], words[index + 1].rstrip("s")}
        if words[index + 1] not in GRADED and not any(s.unit_words & named or s.cues & named for s in scales) \
                and not named & {"money", "cash"}:
            return None  # 'the most savings' names its scale; 'the most' alone does not
    elif word in SUPERLATIVES:
        if word in ("farthest", "furthest") and words[index + 1:index + 2] in (["from"], ["away"], ["along"]):
            return None  # 'the one farthest from the church': a place in the row
        way_word = SUPERLATIVES[word]
        named = {word, way_word, BASES.get(way_word, way_word)}
    else:
        return None
    if words[index + 1:index + 2] in (["number"], ["numbers"]) and word in SUPERLATIVES:
        numbered = [s for s in scales if s.numeric and s.cues & set(words[:index])]
        if len(numbered) == 1:  # 'Uncle Ted's plot has the lowest number': the plots' numbers
            return numbered[0], direction(SUPERLATIVES[word], numbered[0])
    own = _graded_by_the_word(scales, named) if word in SUPERLATIVES else None
    if own is not None:  # 'the youngest patient': the ages, whatever scale the patients were declared with
        return own, direction(way_word, own)
    if index + 1 < len(words) and words[index + 1].isalpha():
        named = named | {words[index + 1], words[index + 1].rstrip("s")}  # 'the greatest distance'
    before = index - 1 - (index > 1 and words[index - 1] == "the")
    if before >= 0 and words[before].isalpha() and words[before].endswith("s") and not words[before].endswith("ss"):
        named = named | {words[before], words[before][:-1]}  # 'Vera's shift starts latest': the start times
    chosen = [s for s in scales if s.unit_words & MONEY] if named & PRICED - {"price", "cost"} else []
    # ('the cheapest thing anyone booked': money, whatever else 'thing' was said of)
    if len(chosen) != 1:
        chosen = [s for s in scales if s.unit_words & named or s.cues & named]
    if not chosen:
        chosen = [s for s in scales if grades(s, named)]
    if not chosen:  # 'the greatest distance' of a scale in miles (a row of weekdays measures nothing)
        chosen = [s for s in scales if s.numeric and {UNIT_MEASURES.get(u) for u in s.unit_words} & named]
    if not chosen:  # 'the tallest cousin' on a scale in centimetres
        chosen = [s for s in scales if s.numeric and any(named & MEASURED.get(UNIT_MEASURES.get(u) or "", set())
                                                         for u in s.unit_words)]
    if not chosen and named & ({"money", "cash", "sum", "sums", "amount", "total", "bill", "fare", "fee", "charge",
                                "tab", "receipt", "spend", "outlay", "payment", "payout", "pay", "wage", "takings",
                                "earnings", "reward", "prize", "offer", "bid", "donation", "loan"} | PRICED):
        # 'took the least money', 'the most expensive fare', 'raised the smallest sum'
        chosen = [s for s in scales if s.unit_words & MONEY]
    if not chosen and way_word in ("older", "younger", "newer"):  # 'the oldest hiker' among years of birth
        chosen = [s for s in scales if s.dated and not (way_word != "newer" and s.cues & JOINING)]
        # (but 'the youngest' is no one who joined last: a year of joining is no age)
    if not chosen and way_word in TIME_WORDS:  # 'the earliest patient': the one scale of times
        chosen = [s for s in scales if in_time(s)]
    if not chosen and way_word in ("faster", "slower", "quicker"):  # 'the fastest rider': the least time
        chosen = [s for s in scales if timed(s)]
    if not chosen and len(scales) == 1 and (way_word in NEUTRAL or not scales[0].unit_words) \
            and not (way_word in ("older", "younger") and scales[0].cues & JOINING) \
            and way_word not in ("farther", "further"):  # ('the farthest from the church' is a place)
        chosen = list(scales)  # ('the largest in the house' is no stay of the most nights)
    if len(chosen) != 1:
        return None
    return chosen[0], direction(way_word, chosen[0])


def _graded_by_the_word(scales: list[Scale], named: set[str]) -> Scale | None:
    """The one scale a superlative's own word grades by what it measures ('youngest': the ages), or
    None when it grades none or several (then the words around it decide)."""
    if not named & (MEASURED["age"] | MEASURED["height"] | MEASURED["weight"]):
        return None  # ('the top bid': the bids the noun names, not the scores 'top' grades too)
    graded = [s for s in scales if grades(s, named)]
    return graded[0] if len(graded) == 1 and graded[0].numeric else None


def _paid_the_most(words: list[str], index: int) -> set[str]:
    """The words that name money when a verb of paying takes 'the most' or 'the least' with no
    noun after it ('Jun paid the most.', 'spent the least of all'); else nothing."""
    if words[index] not in ("most", "least") or index < 2 or words[index - 1] != "the" \
            or words[index - 2] not in MONEY_VERBS:
        return set()
    after = words[index + 1] if index + 1 < len(words) else "."
    if after.isalpha() and after != "of":
        return set()
    return MONEY | {words[index - 2]}


ANYONE = {"anyone", "anybody", "everyone", "everybody", "any", "all", "the", "every", "else", "other",
          "others", "rest", "of", "one"}
"""The words of 'than anyone else', 'than any other', 'than all the others', 'than the rest'."""
MONEY_VERBS = {"spend", "spends", "spent", "spending", "pay", "pays", "paid", "paying", "cost", "costs", "costing",
               "price", "priced", "pricing", "charge", "charges", "charged", "charging", "raise", "raises", "raised",
               "raising", "earn", "earns", "earned", "earning", "collect", "collects", "collected", "collecting",
               "donate", "donates", "donated", "donating", "give", "gives", "gave", "given", "giving",
               "contribute", "contributes", "contributed", "contributing", "chip", "chips", "chipped", "chipping",
               "pledge", "pledges", "pledged", "pledging", "bid", "bids", "bidding", "invest", "invests", "invested",
               "investing", "tip", "tips", "tipped", "tipping", "put", "puts", "putting"}
"""Words that name an amount of money: they name a scale whose unit is a currency."""
RESULTS = {"score": "more", "scores": "more", "mark": "more", "marks": "more", "points": "more",
           "time": "less", "times": "less"}
"""Which end of a scale 'the best ...' picks, by what is measured (a score high, a time low)."""
TIMED = {"second", "seconds", "sec", "secs", "minute", "minutes", "min", "hour", "hr", "hours"}
ARRIVING = {"in", "came", "come", "comes", "arrived", "arrives", "arrive", "finished", "finishes", "finish",
            "went", "goes", "go", "was", "is", "were", "crossed", "home", "out", "off", "away"}
"""Words before a bare 'first' or 'last' that make it a rank in time ('comes in last')."""


TIME_WORDS = {"after", "before", "earlier", "later", "sooner"}
"""Comparatives that only order things in time."""
CALENDAR = {"minute", "minutes", "min", "hour", "hr", "hours", "day", "days", "week", "weeks", "month", "months",
            "year", "years", "date", "time", "times", "am", "pm"}


def in_time(scale: Scale) -> bool:
    """True for a scale of times: years or dates, clock times, the ordered axis (days, slots)."""
    return scale.dated or not scale.numeric or bool((scale.unit_words | scale.cues) & CALENDAR) or monthly(scale)


def monthly(scale: Scale) -> bool:
    """True for a scale of months ('Birth month: March, June, ...', kept as the months' numbers)."""
    return "month" in scale.unit_words or bool({"month", "months"} & set(scale.category.lower().split()))


PHRASAL_PARTICLES = ("in", "up", "out", "down", "over", "back", "off")
"""The particles of a phrasal verb said before its object ('put in the least', 'forked out the most')."""


def _named_by(scales: list[Scale], words: set[str]) -> list[Scale]:
    """The scales the words name: by cue, unit, graded word, or money words for a currency."""
    named = [s for s in scales if s.unit_words & words or s.cues & words or grades(s, words)
             or (s.unit_words & MONEY and words & MONEY_VERBS)]
    return named


def _everyone(words: list[str]) -> bool:
    """True for the words after 'than' that mean all the others ('anyone else', 'any other
    tourist', 'all the others', 'the rest', 'everybody')."""
    first, second = (words + ["", ""])[:2]
    return first in ("anyone", "anybody", "everyone", "everybody") \
        or (first == "the" and second in ("others", "rest")) \
        or (first == "all" and second in ("the", "others", "of")) \
        or (first in ("any", "every") and second in ("other", "one", "of"))


def extreme(words: list[str], index: int, scales: list[Scale]) -> tuple[Scale, str, int] | None:
    """An end of a scale written without a superlative, with the scale, the end ('more': the
    greatest) and where its words end: 'more than anyone else', 'older than all the others',
    'most recently', 'the best score', 'the last to arrive', 'comes in last'."""
    word = words[index]
    after = words[index + 1:]
    skipped = 1 if word in ("more", "less", "fewer") and after[1:2] == ["than"] and after[0].isalpha() else 0
    after = after[skipped:]  # 'raised more money than anyone else': the noun names the scale
    if after[:1] == ["than"] and _everyone(after[1:]):
        end = index + skipped + 2
        while end < len(words) and words[end] in ANYONE:
            end += 1
        if words[end - 1] == "the" or (words[end - 1] == "other" and end < len(words) and words[end].isalpha()):
            end += 1  # 'than any other tourist'
        way_word = word if word in COMPARATIVES else ""
        if word in ("more", "less", "fewer"):
            chosen = _named_by(scales, set(words))
            noun = words[index + 1] if skipped else ""
            if noun and not _named_by(scales, {noun, noun.rstrip("s")}) \
                    and not (noun in MONEY and any(s.unit_words & MONEY for s in scales)):
                return None  # 'more stickers than anyone else' where no scale is one of stickers: never the
                # scale another clause names ('Lily is the youngest, but she has more stickers than ...')
            if len(chosen) > 1:  # '... raised more money than anyone else, though he walked only 8 km': the
                # words of its own clause name the scale
                start = max((k + 1 for k in range(index) if words[k] in (",", ";", "and", "but")), default=0)
                stop = next((k for k in range(end, len(words)) if words[k] in (",", ";", "but", "though")), len(words))
                chosen = _named_by(scales, set(words[start:stop]))
        elif word in BASES:
            picked = superlative([*words[:index], next(s for s, c in SUPERLATIVES.items() if c == word)], index,
                                 scales)
            chosen = [picked[0]] if picked else []
        else:
            return None
        if len(chosen) != 1 or not way_word:
            return None
        return chosen[0], direction(way_word, chosen[0]), end
    if word in ("most", "least") and index >= 2 and words[index - 1] == "the" \
            and (not after or not after[0].isalpha() or after[0] in CLOSING or after[0] in ("or", "nor")
                 or after[0].endswith("ed")
                 or lexical.inflected_verb(after[0])):
        # 'paid the most', 'weighed the least', 'scored the most of the four': the verb names the scale
        k = index - 2
        while k > 0 and words[k] in ("or", "nor", "either", "neither", "the", "most", "least", *PHRASAL_PARTICLES):
            k -= 1  # ('paid either the most or the least': the verb before both; 'put in the least')
        chosen = _named_by(scales, {words[k]})
        if len(chosen) != 1:
            return None
        return chosen[0], "more" if word == "most" else "less", index + 1
    if word in ("most", "least") and after[:1] and after[0] in ("recently", "recent"):
        timed = [s for s in scales if s.dated or not s.numeric]
        if len(timed) != 1:
            return None
        return timed[0], "more" if word == "most" else "less", index + 2
    if word in ("best", "worst", "top") and after[:1] and after[0] in RESULTS:
        chosen = _named_by(scales, {after[0], after[0].rstrip("s")})
        numeric = [s for s in scales if s.numeric]
        chosen = chosen or (numeric if len(numeric) == 1 else [])
        if len(chosen) != 1:
            return None
        way = RESULTS[after[0]]
        return chosen[0], (way if word != "worst" else ("less" if way == "more" else "more")), index + 2
    seller = _agent_of_a_scale(words, index, scales)
    if seller is not None:
        return seller
    if word in ("first", "last") and index > 0:
        ranked = words[index - 1] == "the" and (after[:1] == ["to"] or after[1:2] == ["to"]
                                                 or (after[:1] in (["or"], ["nor"]) and "to" in after[2:5]
                                                     and [w for w in after[1:4] if w != "the"][:1] in (
                                                         ["first"], ["last"])))
        # ('either the first or the last to arrive': each a rank in time)
        bare = (words[index - 1] in ARRIVING or (words[index - 1].isalpha() and words[index - 1] not in DETERMINING)) \
            and (not after or not after[0].isalpha() or after[0] == "with" or after[:2] == ["of", "all"]
                 or (set(words[:index]) & {"whoever", "who"} and lexical.inflected_verb(after[0])))
        # ('Whoever came in last paid the least': the last, then the main verb)
        # ('comes in last', 'crossed the line last,', 'came last with 34 points', 'collected it last of all')
        framed = words[index - 1] == "the" and len(after) >= 4 and after[1:3] == ["of", "the"] \
            and after[3].isalpha() and "time" in lexical.noun_kinds(after[3])  # 'the last parcel of the week'
        of_the = words[index - 1] == "the" and len(after) >= 3 and after[:2] == ["of", "the"] and after[2].isalpha() \
            and ("time" in lexical.noun_kinds(after[2]) or after[2] in COUNTS)  # 'the last of the month', 'of the four'
        of_the = of_the or (words[index - 1] == "the" and after[:2] == ["of", "the"]
                            and after[3:4] == ["to"])  # 'the last of the group to finish'
        framed = framed or of_the
        timed = [s for s in scales if in_time(s) and not _a_duration(s)]  # (not 'trading for 2, 4, 6 years')
        if len(timed) > 1 and index > 0 and (words[index - 1] in PLACING or words[index - 1] in ARRIVING):
            timed = [s for s in timed if not s.dated] or timed  # 'Kim finished first': the clock, not the years
        if len(timed) > 1 and ranked and _verb_after_to(after) in STARTING:
            timed = [s for s in timed if not _a_length_of_time(s)] or timed
            # ('the first to arrive' beside lessons that lasted 20 to 60 minutes: the time each began)
        if len(timed) > 1 and bare and words[index - 1] not in RACE_FINISHING:
            timed = [s for s in timed if not _a_length_of_time(s)] or timed
            # ('Danielle was last', 'went first' beside talks of 10 to 30 minutes: the slot, not the length)
        noun = after[0] if after and after[0].isalpha() else ""
        shared = after[:1] in (["or"], ["nor"], ["and"]) and [w for w in after[1:4] if w != "the"][:1] in (
            ["first"], ["last"])  # 'either the first or the last slot': the noun of the other
        if shared:
            noun = next((w for w in after[2:5] if w not in ("the", "first", "last")), "")
        kind = words[index - 1] == "the" and len(timed) == 1 and not timed[0].numeric and bool(noun) \
            and bool({noun, noun.rstrip("s")} & timed[0].cues)  # 'the last concert' of concerts on dates
        all_of = 2 if bare and after[:2] == ["of", "all"] else 0  # 'last of all'
        if bare and not timed and words[index - 1] in PLACING:  # 'Colm's team came last': the worst score
            won = _winner(scales, index)
            if won is None:
                return None
            way = won[1] if word == "first" else ("less" if won[1] == "more" else "more")
            return won[0], way, index + 1 + all_of
        if not (ranked or bare or framed or kind) or len(timed) != 1:
            return None
        width = (4 if after[3:4] == ["to"] else 3) if of_the else 4 if framed else 2 if kind and not shared \
            else 1 + all_of
        return timed[0], "more" if word == "last" else "less", index + width
    if word in WON and index > 0 and (not after or after[0] in (".", ",", ";", "!", "?", ")")):
        return _winner(scales, index, ranked_too=words[0] not in ("what", "which", "how"))
        # ('Who won?' among places 1st to 4th: the 1st; 'What did Ann win?' asks for the prize)
    if word in TAKING and index > 0 and after[:1] == ["the"] and after[1:2] and after[1] in WON_TITLES:
        won = _winner(scales, index)  # 'Who took the title?': the best time or score
        return (won[0], won[1], index + 3) if won is not None else None
    contest = next((k for k, w in enumerate(after[1:4], start=1) if w in CONTESTS), None) \
        if word in WON and index > 0 and after[:1] == ["the"] else None
    if contest is not None and all(w.isalpha() for w in after[:contest]):  # 'Who won the spelling bee?'
        won = _winner(scales, index)
        return (won[0], won[1], index + 1 + contest) if won is not None else None
    if word in ("winner", "victor") and index > 0 and words[index - 1] == "the":
        return _winner(scales, index, ranked_too=True)  # 'The winner raised $20 less than Rafael': the best time,
        # score or place
    if word == "winning" and after[:1] and after[0].isalpha() and index > 0 and words[index - 1] == "the":
        won = _winner(scales, index)  # 'the winning time'; 'the winning team', its noun said on
        width = 2 if after[0] in {*RESULTS, *SCORED, *TIMED} else 1
        return (won[0], won[1], index + width) if won is not None else None
    return None


PLACING = {"came", "come", "comes", "finished", "finishes", "finish", "placed", "ended", "ends"}
"""Verbs of a result in a contest ('came last', 'finished first'): its best or worst score or time."""
RACE_FINISHING = frozenset({"came", "come", "comes", "finished", "finishes", "finish", "crossed", "ended", "placed",
                            "in", "home"})
"""Words before 'first' or 'last' of a race's finish, where minutes taken may be how soon one came in."""
DURATION_UNITS = {"year", "years", "week", "weeks", "month", "months"}
"""Units a numeric scale that is no calendar counts long spans of time in ('trading for 6 years'); a race's
minutes are how soon each came in ('came in last': the most minutes)."""


STARTING = {"arrive", "start", "begin", "leave", "depart", "set", "show", "turn", "check", "go", "get", "come"}
"""Verbs of a moment ('the first to arrive', 'the last to leave'): a time of day, never a length of time."""


def _verb_after_to(after: list[str]) -> str:
    """The verb after the 'to' of 'the first to arrive' or 'the first one to leave'."""
    at = next((k for k, w in enumerate(after[:3]) if w == "to"), None)
    return after[at + 1] if at is not None and at + 1 < len(after) else ""


def _a_length_of_time(scale: Scale) -> bool:
    """True for a numeric scale of minutes or hours that are no clock times (a lesson of 45 minutes)."""
    return scale.numeric and not scale.dated and not scale.unit_words & {"am", "pm"} \
        and bool(scale.unit_words & {"minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs"})


def _a_duration(scale: Scale) -> bool:
    """True for a scale of lengths of time rather than of moments: 'the first to arrive' is none of it."""
    return scale.numeric and not scale.dated and bool(scale.unit_words & DURATION_UNITS)


def _agent_of_a_scale(words: list[str], index: int, scales: list[Scale]) -> tuple[Scale, str, int] | None:
    """'the best seller', 'the top earner', 'the worst scorer': the end of the one scale whose
    declaration's verb the agent noun is made from ('how many cups each sold')."""
    word, after = words[index], words[index + 1:index + 2]
    if word not in AGENT_ENDS or not after or not after[0].endswith("er") \
            or len(after[0]) < 5 or words[index - 1:index] != ["the"]:
        return None
    stem = after[0][:-2]
    stems = {stem, stem + "e", stem[:-1], after[0][:-1]}  # seller -> sell, scorer -> score, runner -> run
    stems |= {s + "s" for s in stems} | {"sold" for s in stems if s == "sell"}
    chosen = [s for s in scales if s.numeric and (s.cues & stems or (s.unit_words & MONEY and stems & MONEY_VERBS))]
    if len(chosen) != 1:
        return None
    return chosen[0], AGENT_ENDS[word], index + 2


AGENT_ENDS = {"best": "more", "top": "more", "biggest": "more", "highest": "more", "largest": "more",
              "worst": "less", "smallest": "less", "lowest": "less"}
"""Words before an agent noun that pick an end of its scale ('the biggest spender', 'the lowest scorer')."""


COUNTS = {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "lot", "bunch", "day", "week",
          "month", "year", "season", "evening", "morning", "afternoon", "night", "series", "summer", "winter"}
"""Nouns and counts after 'the last of the': the whole that a last one ends."""
CLOSING = {"of", "among", "and", "but", "while", "in", "at", "on", "for", "to", "was", "is", "were", "came", "went",
           "had", "has", "who", "that", "with", "sat", "ran", "won", "got", "took", "did"}
"""Words after a bare 'the most' that end its phrase ('paid the most came in last'): no noun follows."""
DETERMINING = {"the", "a", "an", "his", "her", "its", "their", "my", "our", "your", "this", "that", "at", "in", "on"}
"""Words before 'first' or 'last' that make it an adjective ('the last house'), not a rank."""
WON = {"won", "wins", "win"}
"""'The Brooks runner won': the best result of a race or a contest."""
CONTESTS = {"race", "contest", "competition", "quiz", "game", "match", "tournament", "event", "heat", "final",
            "show", "round", "championship", "bee", "derby", "marathon", "cup", "trophy", "title", "night",
            "evening", "day", "afternoon", "league", "season"}
"""What one wins by coming first ('won the race'), unlike a prize ('won the lottery')."""
TAKING = {"took", "take", "takes", "claimed", "claims", "clinched", "clinches", "lifted", "lifts", "scooped"}
WON_TITLES = {"title", "crown", "trophy", "cup", "honours", "honors", "gold", "victory", "championship"}
"""'took the title', 'lifted the trophy': the winner of a contest, in other words."""
SCORED = {"point", "points", "vote", "votes", "score", "scores", "mark", "marks", "goal", "goals"}


def _winner(scales: list[Scale], index: int, ranked_too: bool = False) -> tuple[Scale, str, int] | None:
    """The end of the one measured result a winner has: the least time of a race, the most
    points or votes; None when no such scale, or several, could be meant."""
    numeric = [s for s in scales if s.numeric and not s.dated]
    timed = [s for s in numeric if (s.unit_words | s.cues) & TIMED]
    scored = [s for s in numeric if (s.unit_words | s.cues) & SCORED]
    ranked = [s for s in numeric if s.ranked]
    if ranked_too and not timed and not scored and len(ranked) == 1:
        return ranked[0], "less", index + 1  # 'the winner': the one placed 1st, where the places are a category
    if len(timed) + len(scored) != 1:
        return None
    return (timed[0], "less", index + 1) if timed else (scored[0], "more", index + 1)
