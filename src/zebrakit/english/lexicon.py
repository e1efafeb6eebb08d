"""Words and value mentions: the tokenizer and the lexicon that maps phrases to values.

A sentence becomes a list of tokens. Structural words (live, next, left, house, ...) get their
own token types for the grammar; a run of words that names a value of the puzzle ("root
beer", "dogs", "BlueMaster", "Japan" for the Japanese) becomes one VAL token carrying the
candidate values; every other word is a WORD (or an AGENT noun such as owner, drinker).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..model import Category, Puzzle, Ref, normalize
from .measures import UNIT_WORDS, measure_forms, unit_of
from .words import NUMBERS, ORDINALS, TIMES, nationality_forms

SPELLING = {
    "neighbour": "neighbor", "neighbours": "neighbors", "centre": "center", "colour": "color",
    "colours": "colors", "coloured": "colored", "favourite": "favorite", "immediate": "immediately",
    "doesn't": "does not", "don't": "do not", "isn't": "is not", "aren't": "are not",
    "won't": "will not", "wasn't": "was not", "hasn't": "has not", "didn't": "did not",
    "weren't": "were not", "haven't": "have not", "hadn't": "had not", "can't": "cannot",
    "couldn't": "could not", "wouldn't": "would not", "shouldn't": "should not",
}

# structural words -> token type (the grammar's terminals)
KEYWORDS: dict[str, str] = {}


def _kw(kind: str, *words: str) -> None:
    for word in words:
        KEYWORDS[word] = kind


_kw("DET", "the", "a", "an")
_kw("BE", "is", "are", "was", "be", "am")
_kw("DO", "does", "do", "did")
_kw("NOT", "not", "never")
_kw("LIVE", "live", "lives", "living", "lived", "resides", "reside", "residing", "stays", "stay")
_kw("HOUSE", "house", "houses", "home", "homes")
_kw("NEXT", "next", "beside", "adjacent", "neighboring", "besides")
_kw("NEIGHBOR", "neighbor", "neighbors")
_kw("LEFT", "left", "leftmost")
_kw("RIGHT", "right", "rightmost")
_kw("DIRECTLY", "directly", "immediately", "just", "exactly")
_kw("SOMEWHERE", "somewhere", "anywhere")
_kw("BETWEEN", "between")
_kw("AND", "and")
_kw("OR", "or")
_kw("EITHER", "either")
_kw("NEITHER", "neither")
_kw("NOR", "nor")
_kw("BUT", "but")
_kw("BOTH", "both")
_kw("WHO", "who", "that", "which")
_kw("WHOSE", "whose")
_kw("WHERE", "where")
_kw("THERE", "there")
_kw("OF", "of")
_kw("TO", "to")
_kw("IN", "in", "inside")
_kw("ON", "on")
_kw("AT", "at")
_kw("WITH", "with")
_kw("HAS", "has", "have", "had")
_kw("ONE", "one")
_kw("END", "end", "ends", "edge", "edges")
_kw("ORDER", "order")
_kw("SAME", "same")
_kw("PERSON", "person", "man", "woman", "people", "resident", "inhabitant", "guy", "lady", "individual")
_kw("SOMEONE", "someone", "somebody")
_kw("MIDDLE", "middle", "center", "central")
_kw("LAST", "last", "final")
_kw("POSITION", "position", "number", "no")
_kw("AFTER", "after")
_kw("BEFORE", "before")
_kw("AWAY", "away", "apart")
_kw("DOOR", "door", "doors")
_kw("SEPARATE", "separates", "separate")
_kw("PARITY", "odd", "even")
_kw("WHOEVER", "whoever")
_kw("FURTHER", "further", "farther")
_kw("BY", "by")
_kw("SIDE", "side")
_kw("HAND", "hand")
_kw("FAR", "far")
_kw("EACH", "each")
_kw("OTHER", "other")
_kw("IT", "it")
_kw("TRUE", "true", "false")
_kw("THESE", "these", "following")
_kw("LEAST", "least")
_kw("ALL", "all")
_kw("CYCLE", "cycle", "cycles")
_kw("MORE", "more", "greater", "higher", "larger", "bigger", "older")
_kw("LESS", "less", "fewer", "smaller", "lower", "younger")
_kw("THAN", "than")
_kw("EQUAL", "equal")
_kw("MOST", "most")
_kw("MINUS", "minus")
_kw("PLUS", "plus")
_kw("TIMES", "times")
_kw("SIZE", "size")
_kw("ALSO", "also", "only", "really")
_kw("FROM", "from")
_kw("AS", "as")
_kw("PAINTED", "painted", "colored")
for _word in ORDINALS:
    KEYWORDS[_word] = "ORD"
for _word in NUMBERS[2:]:
    KEYWORDS[_word] = "NUM"
for _word in TIMES:
    KEYWORDS[_word] = "NUM"

# Reshuffles, job swaps and gift chains: two categories over the same labels (the post each
# holds now, the post each moves to). These words are structural only in such puzzles, so the
# reading of every other puzzle is unchanged.
MOVE_KEYWORDS: dict[str, str] = {}


def _move_kw(kind: str, *words: str) -> None:
    for word in words:
        MOVE_KEYWORDS[word] = kind


_move_kw("WILL", "will", "shall", "would")
_move_kw("BE", "being", "been")
_move_kw("BECOME", "become", "becomes", "becoming", "became")
_move_kw("MOVE", "move", "moves", "moving", "moved", "go", "goes", "going", "transfer", "transfers",
         "transferring", "switch", "switches", "switching", "shift", "shifts", "shifting")
_move_kw("REPLACE", "replace", "replaces", "replacing", "succeed", "succeeds", "succeeding",
         "displace", "displaces", "displacing", "supplant", "supplants", "supplanting", "oust",
         "ousts", "ousting")
_move_kw("TAKE", "take", "takes", "taking", "took", "get", "gets", "getting", "got", "receive",
         "receives", "receiving", "inherit", "inherits", "inheriting", "fill", "fills", "filling",
         "assume", "assumes", "assuming")
_move_kw("OVER", "over")
_move_kw("CURRENT", "current", "currently", "now", "present", "presently", "old", "former",
         "outgoing", "existing", "incumbent")
_move_kw("NEW", "new", "incoming", "future")
_move_kw("POST", "post", "posts", "job", "jobs", "department", "departments", "role", "roles",
         "portfolio", "portfolios", "office", "offices", "ministry",
         "seat", "place", "desk", "gift", "gifts")
_move_kw("VACATE", "vacate", "vacates", "vacated", "vacating", "leave", "leaves", "leaving",
         "quit", "quits", "quitting")
_move_kw("HOLD", "hold", "holds", "holding", "held", "occupy", "occupies", "occupying", "occupied")
_move_kw("WANT", "lobbying", "lobbied", "lobbies", "hoping", "hopes", "hoped", "wants", "wanted",
         "wanting", "wishes", "wishing", "wished", "campaigning", "campaigned", "angling", "aiming",
         "aims", "longing", "longs", "eager", "keen", "desperate", "pushing", "like")
_move_kw("EVEN", "even")
_move_kw("THOUGH", "though", "although", "while", "whereas", "despite")
_move_kw("SWAP", "swap", "swaps", "swapping", "swapped", "exchange", "exchanges", "exchanging",
         "trade", "trades", "trading")
_move_kw("KEEP", "keep", "keeps", "keeping", "kept", "retain", "retains", "retaining", "remain",
         "remains", "remaining")
_move_kw("NO", "no", "nobody", "none")
_move_kw("HE", "he", "she", "they", "them", "him", "her", "his", "their", "its", "own", "themselves",
         "himself", "herself")
_move_kw("GIVE", "give", "gives", "giving", "gave", "given", "send", "sends", "sending", "sent")
_move_kw("BY", "by")
_move_kw("WHOEVER", "whoever")
_kw("FURTHER", "further", "farther")
_kw("BY", "by")
_move_kw("SUCCESSOR", "successor", "replacement")
_move_kw("PREDECESSOR", "predecessor")
_move_kw("EACH", "every", "everyone", "everybody", "anyone", "anybody")
_move_kw("OTHER", "another", "different", "else")
_move_kw("AS", "as")
_move_kw("TO", "to", "into")

# Puzzles about people with numbers (prices, ages, places): units and comparatives. These words
# are structural only when a category is measured, so house puzzles read as before.
MEASURE_KEYWORDS: dict[str, str] = {word: "UNIT" for word in UNIT_WORDS}
MEASURE_KEYWORDS.update({"ahead": "AHEAD", "behind": "BEHIND"})
MEASURE_KEYWORDS.update({word: "MORE" for word in (
    "later", "longer", "taller", "heavier", "farther", "further", "pricier", "costlier", "richer",
    "wider", "deeper", "hotter", "warmer")})
MEASURE_KEYWORDS.update({word: "LESS" for word in (
    "earlier", "sooner", "cheaper", "shorter", "lighter", "narrower", "shallower", "colder",
    "cooler", "poorer")})

AGENT_WORDS = {
    "owner", "owners", "keeper", "lover", "drinker", "smoker", "enthusiast", "buff", "fanatic",
    "fan", "reader", "player", "eater", "driver", "user", "wearer", "breeder", "rider",
    "collector", "admirer", "devotee", "aficionado", "connoisseur", "partisan",
}

WORD_RE = re.compile(r"[^\W_][^\W_]*(?:[.'][^\W_]+)*|'s|[,;:()]")


@dataclass
class Token:
    """One unit of a sentence: its type for the grammar, its text, and where it is."""

    type: str
    text: str
    start: int
    end: int
    refs: tuple[tuple[Ref, float], ...] = ()
    """For VAL tokens: the candidate values with how exactly the words name them."""
    words: tuple[str, ...] = ()


def clean(text: str) -> str:
    """Curly quotes straightened, dashes spaced, and other symbols (emoji) dropped."""
    if text.isascii():
        return text
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"[\u2010-\u2015]", " - ", text)
    return "".join(ch if ch.isascii() or ch.isalpha() else " " for ch in text)


@lru_cache(maxsize=4096)
def split_words(text: str) -> tuple[tuple[str, int, int], ...]:
    """(normalised word, start, end) for every word; "'s" and punctuation are words too."""
    return tuple(_split_words(text))


def _split_words(text: str) -> list[tuple[str, int, int]]:
    out: list[tuple[str, int, int]] = []
    for match in WORD_RE.finditer(text):
        word = match.group(0).lower()
        start, end = match.span()
        if word.endswith("'s") and len(word) > 2:
            out.append((_spell(word[:-2]), start, end - 2))
            out.append(("'s", end - 2, end))
            continue
        if word.endswith("s'") and len(word) > 2:
            word = word[:-1]
        for part in _spell(word).split():
            out.append((part, start, end))
    return out


def _spell(word: str) -> str:
    if "." in word and not re.fullmatch(r"\d+\.\d+", word):
        word = word.replace(".", "")
    return SPELLING.get(word, word)


def words_of(text: object) -> tuple[str, ...]:
    """The normalised words of a phrase (or of a value, as its text)."""
    return tuple(w for w, _, _ in split_words(clean(str(text))) if w not in PUNCTUATION)


# =========================================================================== morphology
def plural_forms(word: str) -> set[str]:
    """A noun with its likely singular and plural forms ('lily', 'lilies')."""
    forms = {word}
    if not word.isalpha() or len(word) < 3:
        return forms
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    elif word.endswith(("ches", "shes", "xes", "sses", "oes")):
        forms.add(word[:-2])
    elif word.endswith("s") and not word.endswith("ss"):
        forms.add(word[:-1])
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        forms.add(word[:-1] + "ies")
    elif word.endswith(("ch", "sh", "x", "s", "o")):
        forms.add(word + "es")
    if not word.endswith("s"):
        forms.add(word + "s")
    return forms


def agent_stem(word: str) -> set[str]:
    """Activity words an agent noun comes from: 'painter' -> 'painting', 'paint'."""
    stems: set[str] = set()
    for suffix in ("er", "or", "ist"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            base = word[: -len(suffix)]
            stems.update({base, base + "ing", base + "e"})
            if len(base) > 2 and base[-1] == base[-2]:
                stems.add(base[:-1] + "ing")
    return stems


def is_agent(word: str) -> bool:
    """True for nouns naming someone by what they do with a thing (owner, drinker, ...)."""
    return word in AGENT_WORDS


# =========================================================================== the lexicon
@dataclass
class Lexicon:
    """Value surface forms (word tuples) mapped to the values they may name, with a score."""

    puzzle: Puzzle
    forms: dict[tuple[str, ...], dict[Ref, float]] = field(default_factory=dict)
    cues: dict[str, set[str]] = field(default_factory=dict)
    longest: int = 1
    moves: tuple[str, str] | None = None
    """(before, after): the two categories over the same labels, when the puzzle has them."""
    measured: bool = False
    """True when a category is numeric: units and comparatives are then structural words."""
    extra: dict[str, str] = field(default_factory=dict)
    """More structural words for this puzzle: the nouns naming its people ('runner', 'cousins')."""
    preferred: set[tuple[str, ...]] = field(default_factory=set)
    """Value forms read as values even where they are structural words ('first' for 1st place)."""

    @classmethod
    def build(cls, puzzle: Puzzle, cues: dict[str, set[str]] | None = None) -> Lexicon:
        """The lexicon of every value of ``puzzle``; ``cues`` adds words hinting at a category."""
        lexicon = cls(puzzle)
        for category in puzzle.categories:
            lexicon.cues[category.name] = _category_cues(category) | (cues or {}).get(category.name, set())
            for value in category.values:
                ref = Ref(category.name, value)
                for form, score in value_forms(value, category):
                    lexicon.add(form, ref, score)
            if category.numeric:
                lexicon.measured = True
                unit = unit_of(category)
                for value in category.values:
                    for form in measure_forms(value, unit):
                        lexicon.add(form, Ref(category.name, value), 3.0)
                        if len(form) == 1 and form[0] in ORDINALS:
                            lexicon.preferred.add(form)
        lexicon._add_aliases()
        lexicon.moves = move_pair(puzzle)
        return lexicon

    def add(self, form: tuple[str, ...], ref: Ref, score: float) -> None:
        if not form or all(KEYWORDS.get(w) == "DET" for w in form):
            return
        entry = self.forms.setdefault(form, {})
        entry[ref] = max(score, entry.get(ref, 0.0))
        self.longest = max(self.longest, len(form))

    def _add_aliases(self) -> None:
        """A multi-word value may go by its last word when no other value uses that word."""
        counts: dict[str, set[Ref]] = {}
        for form, refs in self.forms.items():
            for word in form:
                for ref in refs:
                    counts.setdefault(word, set()).add(ref)
        for form, refs in list(self.forms.items()):
            if len(form) < 2 or len(refs) != 1:
                continue
            last = form[-1]
            ref = next(iter(refs))
            if counts.get(last) == {ref} and last not in KEYWORDS and (last,) not in self.forms \
                    and len(last) > 2 and not last.isdigit():
                for variant in plural_forms(last):
                    if (variant,) not in self.forms:
                        self.add((variant,), ref, 0.5)

    def match(self, words: list[str], start: int) -> tuple[int, dict[Ref, float]]:
        """The longest value form starting at ``words[start]``: (length, candidates)."""
        for length in range(min(self.longest, len(words) - start), 0, -1):
            form = tuple(words[start:start + length])
            if form in self.forms:
                return length, self.forms[form]
        return 0, {}


def value_forms(value: object, category: Category) -> list[tuple[tuple[str, ...], float]]:
    """The word tuples that name ``value``, each with a score (3 exact ... 1 derived)."""
    return list(_value_forms(value))


@lru_cache(maxsize=4096)
def _value_forms(value: object) -> tuple[tuple[tuple[str, ...], float], ...]:
    return tuple(_forms_of(value))


def _forms_of(value: object) -> list[tuple[tuple[str, ...], float]]:
    words = words_of(value)
    if not words:
        return []
    forms = [(words, 3.0)]
    if len(words) > 1:
        forms.append(((("".join(words)),), 2.0))
        if words[0] in ("a", "an", "the"):
            forms.append((words[1:], 2.5))
    for variant in plural_forms(words[-1]):
        if variant != words[-1]:
            forms.append(((*words[:-1], variant), 2.0))
    if len(words) == 1:
        for form in nationality_forms(words[0]) - {words[0]}:
            forms.append((tuple(form.split()), 1.5))
        for stem in agent_stem(words[0]):
            forms.append(((stem,), 1.0))
        if words[0].endswith("ing") and len(words[0]) > 5:
            base = words[0][:-3]
            for noun in (base + "er", base + "or", base[:-1] + "er", base + "ist"):
                forms.append(((noun,), 1.0))
    return forms


BEFORE_WORDS = {"current", "old", "now", "present", "before", "from", "original", "previous",
                "former", "brought", "source"}
AFTER_WORDS = {"new", "next", "after", "to", "future", "received", "receives", "recipient",
               "gets", "target", "moves"}


def move_pair(puzzle: Puzzle) -> tuple[str, str] | None:
    """The two categories over the same labels, the one held now first; None when there is no one pair."""
    def labels(category: Category) -> frozenset[str]:
        return frozenset(normalize(v) for v in category.values)

    pairs = [(a, b) for i, a in enumerate(puzzle.categories) for b in puzzle.categories[i + 1:]
             if labels(a) == labels(b) and not (a.numeric and b.numeric)]
    if len(pairs) != 1:
        return None
    first, second = pairs[0]
    if puzzle.axis is not None and normalize(second.name) == normalize(puzzle.axis):
        first, second = second, first
    elif (puzzle.axis is None and set(words_of(first.name)) & AFTER_WORDS) or set(words_of(second.name)) & BEFORE_WORDS:
        first, second = second, first
    return first.name, second.name


def _category_cues(category: Category) -> set[str]:
    names = set(words_of(category.name))
    cues = {w for t in (category.noun, category.verb) for w in words_of(t.replace("{}", " "))}
    extra = set()
    for word in cues | names:
        extra |= plural_forms(word)
    return ((cues | extra) - set(KEYWORDS) - {"person", "s"}) | names


# =========================================================================== tokens
def tokenize(sentence: str, lexicon: Lexicon | None, keyword_values: bool = False,
             moves: bool | None = None) -> list[Token]:
    """The tokens of one sentence; value forms become VAL tokens (longest match first).

    ``moves`` adds the words of reshuffles (will, become, replace, post ...) as structural
    words; by default it is on when the lexicon's puzzle has two categories over the same labels.
    """
    if moves is None:
        moves = lexicon is not None and lexicon.moves is not None
    keywords = {**KEYWORDS, **MOVE_KEYWORDS} if moves else KEYWORDS
    if lexicon is not None and lexicon.measured:
        keywords = {**keywords, **MEASURE_KEYWORDS}
    if lexicon is not None and lexicon.extra:
        keywords = {**keywords, **lexicon.extra}
    text = clean(sentence)
    raw = split_words(text)
    words = [w for w, _, _ in raw]
    tokens: list[Token] = []
    i = 0
    while i < len(raw):
        word, start, end = raw[i]
        length, refs = lexicon.match(words, i) if lexicon else (0, {})
        if length and (keyword_values or not _structural_use(words, i, length, keywords)
                       or (lexicon is not None and tuple(words[i:i + length]) in lexicon.preferred)):
            last_end = raw[i + length - 1][2]
            tokens.append(Token("VAL", text[start:last_end], start, last_end,
                                tuple(refs.items()), tuple(words[i:i + length])))
            i += length
            continue
        tokens.append(Token(_word_type(word, keywords), word, start, end, (), (word,)))
        i += 1
    return tokens


def _structural_use(words: list[str], i: int, length: int, keywords: dict[str, str] = KEYWORDS) -> bool:
    """True when a one-word value form is here a structural word ('one house', 'the left')."""
    if length > 1:
        return False
    return words[i] in keywords and keywords[words[i]] not in ("PERSON",)


PUNCTUATION = {",": "COMMA", ";": "SEMI", ":": "COLON", "(": "LPAR", ")": "RPAR"}


def _word_type(word: str, keywords: dict[str, str] = KEYWORDS) -> str:
    if word in PUNCTUATION:
        return PUNCTUATION[word]
    if word == "'s":
        return "POSS"
    if word in keywords:
        return keywords[word]
    if word.isdigit() or re.fullmatch(r"\d+\.\d+", word):
        return "DIGITS"
    if re.fullmatch(r"\d+(st|nd|rd|th)", word):
        return "ORD"
    if is_agent(word):
        return "AGENT"
    return "WORD"


def normal_key(text: str) -> str:
    """A phrase reduced to its normalised words joined by spaces."""
    return " ".join(words_of(text)) or normalize(text)
