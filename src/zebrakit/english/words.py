"""Small word lists: ordinals, number words, and the forms of nationalities."""

from __future__ import annotations

from functools import lru_cache

ORDINALS = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
    "tenth", "eleventh", "twelfth",
)
NUMBERS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve",
)
TIMES = {"once": 1, "twice": 2}


def ordinal(n: int) -> str:
    """'first' for 1 ... 'twelfth' for 12, then '13th'."""
    if 1 <= n <= len(ORDINALS):
        return ORDINALS[n - 1]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def number_word(n: int) -> str:
    """'one' for 1 ... 'twelve' for 12, digits beyond."""
    return NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)


@lru_cache(maxsize=4096)
def ordinal_value(word: str) -> int | None:
    """1 for 'first' or '1st', None when the word is no ordinal."""
    word = word.lower()
    if word in ORDINALS:
        return ORDINALS.index(word) + 1
    digits = word[:-2]
    if word[-2:] in ("st", "nd", "rd", "th") and digits.isascii() and digits.isdigit():
        return int(digits)
    return None


@lru_cache(maxsize=4096)
def number_value(word: str) -> int | None:
    """2 for 'two' or '2', None when the word is no number."""
    word = word.lower()
    if word.isascii() and word.isdigit():
        return int(word)
    if word in NUMBERS:
        return NUMBERS.index(word)
    return TIMES.get(word, _larger_number(word))


TEENS = ("thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
        "ninety": 90}


def _larger_number(word: str) -> int | None:
    """13 for 'thirteen', 40 for 'forty', 25 for 'twenty-five'; None for any other word."""
    if word in TEENS:
        return 13 + TEENS.index(word)
    tens, dash, unit = word.partition("-")
    if tens in TENS and (not dash or unit in NUMBERS[1:10]):
        return TENS[tens] + (NUMBERS.index(unit) if dash else 0)
    return None


# (country, adjective, person nouns...): how English names one nationality in several ways.
NATIONALITIES = (
    ("England", "English", "Englishman", "Englishwoman", "Brit"),
    ("Britain", "British", "Brit", "Briton", "Englishman"),
    ("Spain", "Spanish", "Spaniard"),
    ("Japan", "Japanese"),
    ("Ukraine", "Ukrainian"),
    ("Norway", "Norwegian"),
    ("Denmark", "Danish", "Dane"),
    ("Sweden", "Swedish", "Swede"),
    ("Germany", "German"),
    ("China", "Chinese"),
    ("Mexico", "Mexican"),
    ("France", "French", "Frenchman", "Frenchwoman"),
    ("Italy", "Italian"),
    ("Russia", "Russian"),
    ("Canada", "Canadian"),
    ("America", "American"),
    ("Brazil", "Brazilian"),
    ("India", "Indian"),
    ("Ireland", "Irish", "Irishman"),
    ("Scotland", "Scottish", "Scot", "Scotsman"),
    ("Wales", "Welsh", "Welshman"),
    ("Poland", "Polish", "Pole"),
    ("Finland", "Finnish", "Finn"),
    ("Netherlands", "Dutch", "Dutchman"),
    ("Holland", "Dutch", "Dutchman"),
    ("Switzerland", "Swiss"),
    ("Portugal", "Portuguese"),
    ("Greece", "Greek"),
    ("Turkey", "Turkish", "Turk"),
    ("Australia", "Australian"),
    ("Egypt", "Egyptian"),
    ("Korea", "Korean"),
    ("Thailand", "Thai"),
    ("Vietnam", "Vietnamese"),
    ("Argentina", "Argentinian", "Argentine"),
    ("Peru", "Peruvian"),
    ("Chile", "Chilean"),
    ("Austria", "Austrian"),
    ("Belgium", "Belgian"),
    ("Hungary", "Hungarian"),
    ("Iceland", "Icelandic", "Icelander"),
)


def nationality_forms(value: str) -> set[str]:
    """Every lower-case form naming the same nationality as ``value`` (itself included)."""
    key = value.lower()
    return {key} | _NATIONALITY_FORMS.get(key, set())


def _nationality_index() -> dict[str, set[str]]:
    """Each form after a row's first (the country) -> every form of the rows it is in."""
    index: dict[str, set[str]] = {}
    for row in NATIONALITIES:
        lowered = [w.lower() for w in row]
        for key in lowered[1:]:
            index.setdefault(key, set()).update(lowered)
    return index


_NATIONALITY_FORMS = _nationality_index()
