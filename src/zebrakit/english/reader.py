"""Reading one clue: tokens from the lexicon, a parse by the lark grammar, then clue objects.

The grammar (clue.lark) sees only token types, so its parse of a sentence shape is cached and
reused for every sentence of the same shape; the values come back in from the tokens.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from collections.abc import Callable

from lark import Lark, Token as LarkToken, Transformer, Tree
from lark.exceptions import UnexpectedInput, VisitError
from lark.lexer import Lexer
from lark.visitors import CollapseAmbiguities

from ..clues import (
    Abs, All, Apart, Arith, At, AtEnd, Before, Between, Clue, Compare, Const, Cycles, Different,
    Either, Holder, LabelAt, Not, NotApart, Offset, Pos, Relation, Same,
)
from ..clues import negation as negate
from ..model import Puzzle, PuzzleError, Ref, normalize
from .errors import EnglishError, mark
from .lexicon import Lexicon, Token, plural_forms, tokenize, words_of
from .moves import MoveMeaning, MovePred, NotMeant
from .measures import amount, is_ordinal, unit_of
from .words import number_value, ordinal_value

Subject = Ref | int
"""What a noun phrase names: the holder of a value, or a position."""

PERSON_CATEGORIES = {"name", "names", "person", "people", "first name", "resident", "owner"}


_NotMeant = NotMeant


@dataclass(frozen=True)
class Exists:
    """'Someone owns a zebra': true of every solution, but it places a value."""

    ref: Ref


@dataclass(frozen=True)
class Pred:
    """A predicate: how to make a clue of a subject; ``value`` when it only says 'has X'."""

    make: Callable[[Subject], Clue]
    value: Subject | None = None


class _ListLexer(Lexer):
    """Feeds lark the token types computed by the lexicon; a token's value is its index."""

    def __init__(self, lexer_conf: object) -> None:
        pass

    def lex(self, data: list[str]):  # type: ignore[override]
        for index, kind in enumerate(data):
            yield LarkToken(kind, str(index))


PARSER_OPTIONS = dict(parser="earley", ambiguity="explicit", start=["start", "np_start", "pred_start"])
"""How the clue grammar is compiled (with ``_ListLexer``); part of what ``grammar_key`` hashes."""
MOST_DERIVATIONS = 64
"""Derivations kept per sentence shape (the first ones lark gives); also part of the key."""


def grammar_text(moves: bool = False) -> str:
    """The clue grammar (clue.lark), with the reshuffle rules (moves.lark) when ``moves``."""
    files = resources.files(__package__)
    grammar = files.joinpath("clue.lark").read_text(encoding="utf-8")
    if moves:
        grammar += "\n" + files.joinpath("moves.lark").read_text(encoding="utf-8")
    return grammar


@lru_cache(maxsize=2)
def grammar_key(moves: bool = False) -> str:
    """A hash of what decides a shape's derivations: the grammar, the parser options, lark's version.

    The shipped parses (``zebrakit.english.parses``) are used only under the key they were made
    with; a change to how ``parsed`` makes derivations must change the key too.
    """
    import hashlib

    import lark

    text = (f"{grammar_text(moves)}\n{sorted(PARSER_OPTIONS.items())}\nlark {lark.__version__}\n"
            f"{MOST_DERIVATIONS} derivations")
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@lru_cache(maxsize=2)
def parser(moves: bool = False) -> Lark:
    """The clue parser (Earley, every derivation kept so that meaning can choose).

    ``moves`` adds the reshuffle rules (moves.lark); other puzzles never use them, and the
    smaller grammar parses a new sentence shape several times faster.
    """
    return Lark(grammar_text(moves), lexer=_ListLexer, **PARSER_OPTIONS)


@lru_cache(maxsize=8192)
def derivations(shape: tuple[str, ...], start: str = "start",
                moves: bool = False) -> tuple[Tree, ...] | UnexpectedInput:
    """Every parse tree of a sentence shape, or the parse error.

    The shapes the English writer makes come from the table shipped with the package
    (``zebrakit.english.parses``) while it was built for this grammar; others are parsed.
    """
    from .parses import shipped

    known = shipped(shape, start, moves)
    return parsed(shape, start, moves) if known is None else known


def parsed(shape: tuple[str, ...], start: str = "start",
           moves: bool = False) -> tuple[Tree, ...] | UnexpectedInput:
    """Every parse tree of a sentence shape by the Earley parser (the first ``MOST_DERIVATIONS``),
    or the parse error."""
    try:
        forest = parser(moves).parse(list(shape), start=start)
    except UnexpectedInput as error:
        return error
    trees = CollapseAmbiguities().transform(forest)
    return tuple(trees[:MOST_DERIVATIONS])


# =========================================================================== reading
class ClueReader:
    """Reads clue sentences about one puzzle."""

    def __init__(self, puzzle: Puzzle, cues: dict[str, set[str]] | None = None,
                 lexicon: Lexicon | None = None):
        self.puzzle = puzzle
        self.lexicon = lexicon or Lexicon.build(puzzle, cues)
        self.people = False
        self.clue_texts: list[str] = []

    def read(self, sentence: str, start: str = "start") -> Clue | Exists:
        """The clue a sentence states; EnglishError marks what could not be read."""
        try:
            return self._read(sentence, start, False)
        except EnglishError:
            plain = tokenize(sentence, self.lexicon)
            if plain == tokenize(sentence, self.lexicon, keyword_values=True):
                raise
            try:  # a value spelled like a structural word ('home', 'left')
                return self._read(sentence, start, True)
            except EnglishError:
                pass
            raise

    def _read(self, sentence: str, start: str, keyword_values: bool) -> Clue | Exists:
        text = sentence.strip().rstrip(".!").strip()
        tokens = tokenize(text, self.lexicon, keyword_values)
        if not tokens:
            raise EnglishError(f"empty clue {sentence!r}")
        result = derivations(tuple(t.type for t in tokens), start, self.lexicon.moves is not None)
        if isinstance(result, UnexpectedInput):
            raise self._syntax_error(text, tokens, result)
        found: list[Clue | Exists] = []
        problems: list[str] = []
        for tree in result:
            try:
                clue = _Meaning(self, tokens).transform(tree)
            except VisitError as error:
                inner = error.orig_exc
                if isinstance(inner, (_NotMeant, PuzzleError)):
                    problems.append(str(inner))
                    continue
                raise
            if isinstance(clue, Tree):
                clue = clue.children[0]
            if isinstance(clue, (Pred, MovePred)):
                clue = clue.value
                if clue is None:
                    continue
            if clue not in found:
                found.append(clue)
        if not found:
            detail = problems[0] if problems else "no reading makes sense"
            raise EnglishError(f"cannot read «{text}»: {detail}")
        if start != "start":
            return found[0]
        for clue in found:
            if isinstance(clue, Clue):
                try:
                    clue.validate(self.puzzle)
                except PuzzleError:
                    continue
            return clue
        return found[0]

    def mentions(self, sentence: str) -> list[Token]:
        """The value mentions in a sentence."""
        return [t for t in tokenize(sentence, self.lexicon) if t.type == "VAL"]

    def tokens(self, sentence: str) -> list[Token]:
        """The tokens of a sentence, as the grammar sees them."""
        return tokenize(sentence, self.lexicon)

    def speaks_of_moving(self, sentence: str) -> bool:
        """True when a sentence of a reshuffle uses its verbs (move, swap, replace, keep ...)."""
        moving = {"MOVE", "SWAP", "KEEP", "REPLACE", "BECOME", "TAKE", "VACATE"}
        return bool(moving & {t.type for t in tokenize(sentence, self.lexicon, moves=True)})

    def _syntax_error(self, text: str, tokens: list[Token], error: UnexpectedInput) -> EnglishError:
        index = _error_index(error, len(tokens))
        if index >= len(tokens):
            start = end = len(text)
            where = "the sentence ends too early"
        else:
            start, end = tokens[index].start, tokens[index].end
            where = f"not understood from {tokens[index].text!r}"
        unknown = [t for t in tokens if t.type in ("WORD", "AGENT")]
        hint = self._hint(unknown)
        return EnglishError(f"cannot read {mark(text, start, end)}: {where}{hint}")

    def _hint(self, unknown: list[Token]) -> str:
        forms = [" ".join(f) for f in self.lexicon.forms]
        hints = []
        for token in unknown:
            close = difflib.get_close_matches(token.text, forms, n=1, cutoff=0.75)
            if close:
                hints.append(f"{token.text!r} (did you mean {close[0]!r}?)")
        if hints:
            return "; unknown words: " + ", ".join(hints)
        return ""

    # ------------------------------------------------------------ values
    def resolve(self, token: Token, context: list[str], bare: bool) -> Ref:
        """The value a VAL token names here, using the context words to choose among candidates."""
        best: list[tuple[float, Ref]] = []
        for ref, score in token.refs:
            cues = self.lexicon.cues.get(ref.category, set())
            score += 1.0 * len(set(context) & cues)
            if bare and normalize(ref.category) in PERSON_CATEGORIES:
                score += 0.5
            best.append((score, ref))
        best.sort(key=lambda pair: -pair[0])
        if len(best) > 1 and best[0][0] == best[1][0] and best[0][1] != best[1][1]:
            options = " or ".join(f"{r.category} {r.value!r}" for _, r in best if _ == best[0][0])
            raise _NotMeant(f"{token.text!r} may be {options}")
        return best[0][1]

    # ------------------------------------------------------------ measured categories
    def measure_category(self, words: list[str], amount_tokens: list[Token]) -> str:
        """The numeric category a comparative speaks of, from its amount, unit and verb."""
        numeric = [c for c in self.puzzle.categories if c.numeric]
        if not numeric:
            raise _NotMeant("no category of numbers to compare")
        if len(numeric) == 1:
            return numeric[0].name
        said = set(words) | {w for t in amount_tokens for w in t.words}
        scored = []
        for category in numeric:
            score = 0.0
            if any(ref.category == category.name for t in amount_tokens for ref, _ in t.refs):
                score += 3
            unit_words = set(words_of(unit_of(category).replace("{}", " ")))
            score += 2 * len(said & ({w for u in unit_words for w in (u, u.rstrip("s"), u + "s")}))
            score += len(said & self.lexicon.cues.get(category.name, set()))
            if said & {"ahead", "behind"} and is_ordinal(category):
                score += 2
            if said & {"older", "younger", "born"} and _is_age_or_year(category):
                score += 2
            scored.append((score, category.name))
        scored.sort(key=lambda pair: -pair[0])
        if scored[0][0] == scored[1][0]:
            options = " or ".join(name for score, name in scored if score == scored[0][0])
            raise _NotMeant(f"the comparison may be of {options}")
        return scored[0][1]

    def flipped(self, category: str, words: list[str], kinds: set[str]) -> bool:
        """True when 'older' means a smaller number (years of birth) or 'before' a larger (ages)."""
        # a measured category's values are numbers; the filter only says so to mypy
        calendar = min(v for v in self.puzzle.category(category).values if not isinstance(v, str)) >= 1000
        if set(words) & {"older", "younger"}:
            return calendar
        if kinds & {"BEFORE", "AFTER"}:
            return not calendar and "year" in unit_of(self.puzzle.category(category))
        return False

    def amount_number(self, tokens: list[Token], category: str) -> int | float:
        """The difference an amount says, in the category's own units."""
        for token in tokens:
            refs = [ref for ref, _ in token.refs if ref.category == category]
            if refs and not isinstance(refs[0].value, str):
                return refs[0].value
            numbers = {ref.value for ref, _ in token.refs if not isinstance(ref.value, str)}
            if len(numbers) == 1:
                return numbers.pop()
            value: int | float | None = number_value(token.text.replace(" ", "")) \
                if token.type != "VAL" else None
            value = value if value is not None else amount(token.text)
            if value is not None:
                return value
        raise _NotMeant("no number")

    def category_named(self, words: list[str]) -> str:
        """The category whose name these words are."""
        key = " ".join(words)
        for category in self.puzzle.categories:
            if " ".join(words_of(category.name)) == key:
                return category.name
        for category in self.puzzle.categories:
            name = words_of(category.name)
            if name and tuple(words[:-1]) == name[:-1] and words and words[-1] in plural_forms(name[-1]):
                return category.name
        raise _NotMeant(f"no category called {key!r}")


def _is_age_or_year(category) -> bool:
    name = normalize(category.name)
    return "age" in name or "year" in name or "born" in name or "year" in unit_of(category)


def _error_index(error: UnexpectedInput, length: int) -> int:
    token = getattr(error, "token", None)
    if token is not None and getattr(token, "type", "") != "$END":
        try:
            return int(token.value)
        except (TypeError, ValueError):
            pass
    return length


# =========================================================================== meaning
def same(a: Subject, b: Subject) -> Clue:
    """a and b are the same person (or a person and a place)."""
    if isinstance(a, Ref) and isinstance(b, Ref):
        if a == b:
            raise _NotMeant("a value compared with itself")
        return Same(a, b)
    if isinstance(a, Ref) and isinstance(b, int):
        return At(a, b)
    if isinstance(a, int) and isinstance(b, Ref):
        return At(b, a)
    raise _NotMeant("two places compared")


def _refs(*subjects: Subject) -> tuple[Ref, ...]:
    """The subjects, each a value's holder, or NotMeant when one is a place."""
    refs = []
    for subject in subjects:
        if not isinstance(subject, Ref):
            raise _NotMeant("a place where a person is meant")
        refs.append(subject)
    return tuple(refs)


@dataclass(frozen=True)
class _SameAs:
    """'lives in the red house': being the person who has ``other``."""

    other: Subject

    def __call__(self, subject: Subject) -> Clue:
        return same(subject, self.other)


class _Meaning(MoveMeaning, Transformer):
    """Turns a parse tree into clue objects (values resolved against the puzzle)."""

    def __init__(self, reader: ClueReader, tokens: list[Token]):
        super().__init__()
        self.reader, self.tokens = reader, tokens

    # ------------------------------------------------------------ helpers
    def tok(self, item: object) -> Token | None:
        if isinstance(item, LarkToken):
            return self.tokens[int(item.value)]
        return None

    def flat(self, items: list) -> list[Token]:
        out: list[Token] = []
        for item in items:
            if isinstance(item, LarkToken):
                out.append(self.tokens[int(item.value)])
            elif isinstance(item, list):
                out.extend(self.flat(item))
            elif isinstance(item, tuple) and item and item[0] == "words":
                out.extend(item[1])
        return out

    def types(self, items: list) -> list[str]:
        return [t.type for t in self.flat(items)]

    def value(self, items: list, bare_ok: bool = True) -> Ref:
        tokens = self.flat(items)
        vals = [t for t in tokens if t.type == "VAL"]
        if len(vals) != 1:
            raise _NotMeant("not one value")
        context = [t.text for t in tokens if t.type not in ("VAL", "DET", "WHO", "WHOSE", "POSS")]
        return self.reader.resolve(vals[0], context, bare=len(tokens) <= 2)

    def number(self, items: list) -> int | float:
        """The number the items write ('two', '3', '$2.50')."""
        for token in self.flat(items):
            if token.type in ("NUM", "ONE", "DIGITS", "VAL"):
                value: int | float | None = number_value(token.text.replace(" ", ""))
                if value is None:
                    value = amount(token.text)
                if value is not None:
                    return value
        raise _NotMeant("no number")

    def whole_number(self, items: list) -> int:
        """The whole number the items write: a count of houses or places ('2.5 houses' is none)."""
        value = self.number(items)
        if not float(value).is_integer():
            raise _NotMeant(f"{value} is not a whole number")
        return int(value)

    # ------------------------------------------------------------ words
    def noun(self, items):
        return ("words", self.flat(items))

    filler = noun
    head = noun

    def catname(self, items):
        return ("words", self.flat(items))

    def count(self, items):
        return ("words", self.flat(items))

    # ------------------------------------------------------------ people and places
    def np_value(self, items):
        return self.value(items)

    def attr(self, items):
        return self.value(items)

    def np_attr(self, items):
        return next(i for i in items if isinstance(i, (Ref, int)))

    def np_house(self, items):
        return next(i for i in items if isinstance(i, (Ref, int)))

    def np_position(self, items):
        return next(i for i in items if isinstance(i, int) and not isinstance(i, bool))

    def house_value(self, items):
        return self.value(items)

    def house_of(self, items):
        return next(i for i in items if isinstance(i, (Ref, int)))

    def _position(self, n: int) -> int:
        if not 1 <= n <= self.reader.puzzle.size:
            raise _NotMeant(f"position {n} is not a house")
        return n

    def pos_ordinal(self, items):
        token = next(t for t in self.flat(items) if t.type == "ORD")
        return self._position(ordinal_value(token.text) or 0)

    def pos_ordinal_from(self, items):
        n = self.pos_ordinal(items)
        if "RIGHT" in self.types(items):
            return self._position(self.reader.puzzle.size + 1 - n)
        return n

    def pos_number(self, items):
        return self._position(self.whole_number(items))

    def pos_middle(self, items):
        n = self.reader.puzzle.size
        if n % 2 == 0:
            raise _NotMeant(f"{n} houses have no middle house")
        return (n + 1) // 2

    def pos_first(self, items):
        return 1

    def pos_last(self, items):
        return self.reader.puzzle.size

    # ------------------------------------------------------------ relations: subject -> clue
    def rel_at(self, items):
        position = next(i for i in items if isinstance(i, int))
        return lambda s: same(s, position)

    def rel_same(self, items):
        other = next(i for i in items if isinstance(i, (Ref, int)))
        return _SameAs(other)

    rel_same_house = rel_same

    def side(self, items):
        kinds = self.types(items)
        left = "LEFT" in kinds
        if "DIRECTLY" in kinds:
            return (left, "offset")
        if "SOMEWHERE" in kinds:
            return (left, "before")
        if "ON" in kinds:
            return (left, "offset")
        return (left, "before")

    def rel_side(self, items):
        (left, kind), other = next(i for i in items if isinstance(i, tuple)), items[-1]

        def make(s: Subject) -> Clue:
            if isinstance(other, int) or isinstance(s, int):
                return self._side_place(s, other, left, kind)
            a, b = (s, other) if left else (other, s)
            return Offset(a, b, 1) if kind == "offset" else Before(a, b)
        return make

    def rel_side_far(self, items):
        """'X lives to the right of Y but not directly': further that way, and not next door."""
        left = next(i for i in items if isinstance(i, tuple))[0]
        other = next(i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, bool))

        def make(s: Subject) -> Clue:
            x, y = _refs(s, other)
            a, b = (x, y) if left else (y, x)
            return All((Before(a, b), NotApart(a, b, 1)))
        return make

    def rel_parity(self, items):
        """'X lives in an odd-numbered house': one of the odd (or even) positions."""
        odd = next(str(i).lower() for i in items if getattr(i, "type", "") == "PARITY") == "odd"
        places = [p for p in range(1, self.reader.puzzle.size + 1) if p % 2 == (1 if odd else 0)]

        def make(s: Subject) -> Clue:
            (ref,) = _refs(s)
            if len(places) == 1:
                return At(ref, places[0])
            return Either(tuple(At(ref, p) for p in places), exclusive=True)
        return make

    def _side_place(self, s: Subject, other: Subject, left: bool, kind: str) -> Clue:
        if kind != "offset" or not (isinstance(s, Ref) and isinstance(other, int)):
            raise _NotMeant("left or right of a place")
        return At(s, self._position(other - 1 if left else other + 1))

    def rel_next(self, items):
        other = next(i for i in items if isinstance(i, (Ref, int)))

        def make(s: Subject) -> Clue:
            x, y = _refs(s, other)
            return Apart(x, y, 1)
        return make

    def rel_end(self, items):
        def make(s: Subject) -> Clue:
            (ref,) = _refs(s)
            return AtEnd(ref)
        return make

    def _between(self, items, ordered: bool):
        a, c = [i for i in items if isinstance(i, (Ref, int))]

        def make(s: Subject) -> Clue:
            middle, first, last = _refs(s, a, c)
            return Between(first, middle, last, ordered)
        return make

    def rel_between(self, items):
        return self._between(items, False)

    def rel_between_ordered(self, items):
        return self._between(items, True)

    def rel_offset(self, items):
        n = self.whole_number(items[:1])
        other = items[-1]
        left = "LEFT" in self.types(items)

        def make(s: Subject) -> Clue:
            x, y = _refs(s, other)
            return Offset(x, y, n) if left else Offset(y, x, n)
        return make

    def rel_apart(self, items):
        n = self.whole_number(items[:1])
        other = items[-1]

        def make(s: Subject) -> Clue:
            x, y = _refs(s, other)
            return Apart(x, y, n)
        return make

    def rel_after(self, items):
        kinds = self.types(items)
        other = items[-1]
        direct = "DIRECTLY" in kinds
        after = "AFTER" in kinds

        def make(s: Subject) -> Clue:
            x, y = _refs(s, other)
            a, b = (y, x) if after else (x, y)
            return Offset(a, b, 1) if direct else Before(a, b)
        return make

    # ------------------------------------------------------------ predicates
    def _rel(self, items):
        return next(i for i in items if callable(i))

    def pred_rel(self, items):
        rel = self._rel(items)
        return Pred(rel, rel.other if isinstance(rel, _SameAs) and isinstance(rel.other, Ref) else None)

    def pred_not_rel(self, items):
        make = self._rel(items)
        return Pred(lambda s: negate(make(s)))

    def pred_same(self, items):
        other = next(i for i in items if isinstance(i, (Ref, int)))
        return Pred(lambda s: same(s, other), other)

    def pred_different(self, items):
        other = next(i for i in items if isinstance(i, (Ref, int)))
        return Pred(lambda s: negate(same(s, other)))

    def pred_attr(self, items):
        other = items[0]
        return Pred(lambda s: same(s, other), other)

    def pred_not_attr(self, items):
        other = next(i for i in items if isinstance(i, (Ref, int)))
        return Pred(lambda s: negate(same(s, other)))

    def pred_not_val(self, items):
        other = self.value(items)
        return Pred(lambda s: negate(same(s, other)))

    def pred_passive(self, items):
        other = next(i for i in items if isinstance(i, (Ref, int)))
        return Pred(lambda s: same(s, other), other)

    def pred_not_passive(self, items):
        other = next(i for i in items if isinstance(i, (Ref, int)))
        return Pred(lambda s: negate(same(s, other)))

    def pred_neighbor(self, items):
        pred = next(i for i in items if isinstance(i, Pred))
        if pred.value is None:
            raise _NotMeant("a neighbour described by more than a value")
        other = pred.value

        def make(s: Subject) -> Clue:
            x, y = _refs(s, other)
            return Apart(x, y, 1)
        return Pred(make)

    def pred_neighbor_of(self, items):
        return Pred(self.rel_next(items))

    # ------------------------------------------------------------ numbers of people
    def amount(self, items):
        return ("amount", self.flat(items))

    def pred_measure(self, items):
        """'paid $5 more than Y', 'is 2 years older than Y', 'finished one place ahead of Y'."""
        other = [i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, bool)][-1]
        found = [i for i in items if isinstance(i, tuple) and i and i[0] == "amount"]
        tokens = self.flat([i for i in items if isinstance(i, LarkToken)])
        words = [t.text for t in tokens]
        kinds = {t.type for t in tokens}
        amount_tokens = found[0][1] if found else []
        category = self.reader.measure_category(words, amount_tokens)
        if "AHEAD" in kinds or "BEFORE" in kinds:
            sign = -1
        elif "BEHIND" in kinds or "AFTER" in kinds:
            sign = 1
        else:
            word = next(i for i in items if isinstance(i, str) and not isinstance(i, LarkToken))
            sign = 1 if word == "MORE" else -1
        if self.reader.flipped(category, words, kinds):
            sign = -sign
        n = self.reader.amount_number(amount_tokens, category) if amount_tokens else None

        def make(s: Subject) -> Clue:
            x, y = _refs(s, other)
            if n is None:
                return Compare(category, x, y, ">" if sign > 0 else "<", 0)
            return Compare(category, x, y, "==", sign * n)
        return Pred(make)

    def compare_word(self, items):
        return self.flat(items)[0].type

    def of_two(self, items):
        """'Of X and Y, one is A and the other is B': X and Y are, in some order, A and B."""
        a, b = [i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, bool)][:2]
        first, second = [i for i in items if isinstance(i, Pred)]
        _refs(a, b)
        if a == b:
            raise _NotMeant("one person named twice")
        either = Either((All((first.make(a), second.make(b))), All((second.make(a), first.make(b)))),
                        exclusive=True)
        values = [p.value for p in (first, second)]
        implied = a.category == b.category or (
            all(isinstance(v, Ref) for v in values) and values[0].category == values[1].category)
        return either if implied else All((Different(a, b), either))

    def all_different(self, items):
        """'The four people were A, B, C and D': no two of them are the same person."""
        refs = [i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, bool)]
        _refs(*refs)
        if len(set(refs)) != len(refs) or len(refs) < 2:
            raise _NotMeant("not a list of different people")
        pairs = tuple(Different(x, y) for k, x in enumerate(refs) for y in refs[k + 1:])
        return pairs[0] if len(pairs) == 1 else All(pairs)

    def either_np(self, items):
        """'X is either A or B' / 'X adopted either the cat or the fish': exactly one holds."""
        subject, first, second = [i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, bool)]
        return Either((same(subject, first), same(subject, second)), exclusive=True)

    # ------------------------------------------------------------ clauses
    def subject(self, items):
        subject, pred = items
        return pred.make(subject)

    def exists(self, items):
        return Exists(items[-1])

    def pair(self, items):
        a, b = [i for i in items if isinstance(i, (Ref, int))]
        make = next(i for i in items if callable(i))
        return make(a, b)

    def pair_rel(self, items):
        return self._rel(items)

    def pair_not_rel(self, items):
        make = self._rel(items)
        return lambda a, b: negate(make(a, b))

    def pair_next(self, items):
        def make(a: Subject, b: Subject) -> Clue:
            x, y = _refs(a, b)
            return Apart(x, y, 1)
        return make

    def pair_apart(self, items):
        n = self.whole_number(items[:1])

        def make(a: Subject, b: Subject) -> Clue:
            x, y = _refs(a, b)
            return Apart(x, y, n)
        return make

    def pair_same_house(self, items):
        return same

    def pair_same(self, items):
        return same

    def pair_different(self, items):
        return lambda a, b: negate(same(a, b))

    def place(self, items):
        return next(i for i in items if isinstance(i, (Ref, int)))

    def gap(self, items):
        a, b = [i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, LarkToken)][-2:]
        _refs(a, b)
        n = self.whole_number([i for i in items if isinstance(i, LarkToken)]) + 1
        return NotApart(a, b, n) if "NOT" in self.types(items) else Apart(a, b, n)

    def some_of_two(self, items):
        """'At least one of X and Y lives at an end'."""
        a, b = [i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, bool)][:2]
        pred = items[-1]
        return Either((pred.make(a), pred.make(b)))

    def neither_np(self, items):
        """'X owns neither the dog nor the cat'."""
        subject, a, b = [i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, bool)]
        _refs(subject, a, b)
        return All((negate(same(subject, a)), negate(same(subject, b))))

    def neighbor_subject(self, items):
        """'The Norwegian's neighbour keeps the horse': the horse is next door to the Norwegian."""
        subject = next(i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, bool))
        pred = items[-1]
        if not isinstance(pred, Pred) or pred.value is None:
            raise _NotMeant("a neighbour who is not named by a value")
        _refs(subject, pred.value)
        return Apart(subject, pred.value, 1)

    def separate(self, items):
        """'Only one house separates X and Y': so many houses between them."""
        a, b = [i for i in items if isinstance(i, (Ref, int)) and not isinstance(i, LarkToken)][-2:]
        _refs(a, b)
        return Apart(a, b, self.whole_number(items) + 1)

    def neither(self, items):
        a, b = [i for i in items if isinstance(i, (Ref, int))]
        pred = items[-1]
        return All((negate(pred.make(a)), negate(pred.make(b))))

    def either(self, items):
        parts = tuple(i for i in items if isinstance(i, Clue))
        exclusive = any(isinstance(i, Tree) and i.data == "xor" for i in items)
        return Either(parts, exclusive=exclusive)

    def subject_either(self, items):
        subject = next(i for i in items if isinstance(i, (Ref, int)))
        parts = tuple(i.make(subject) for i in items if isinstance(i, Pred))
        exclusive = any(isinstance(i, Tree) and i.data == "xor" for i in items)
        return Either(parts, exclusive=exclusive)

    def xor(self, items):
        return Tree("xor", [])

    def part(self, items):
        return next(i for i in items if isinstance(i, Clue))

    def it_is_not(self, items):
        return Not(items[-1])

    def some_true(self, items):
        return Either(tuple(i for i in items if isinstance(i, Clue)))

    def one_true(self, items):
        return Either(tuple(i for i in items if isinstance(i, Clue)), exclusive=True)

    def all_true(self, items):
        return All(tuple(i for i in items if isinstance(i, Clue)))

    def cycles(self, items):
        names = [i for i in items if isinstance(i, tuple)]
        source = self.reader.category_named([t.text for t in names[0][1]])
        target = self.reader.category_named([t.text for t in names[1][1]])
        return Cycles(source, target, self.whole_number([i for i in items if isinstance(i, LarkToken)]))

    # ------------------------------------------------------------ numbers
    def quantity(self, items):
        name = next(i for i in items if isinstance(i, tuple))
        category = self.reader.category_named([t.text for t in name[1]])
        if not self.reader.puzzle.category(category).numeric:
            raise _NotMeant(f"{category!r} is not a number")
        return (category, next(i for i in items if isinstance(i, Ref)))

    def compare(self, items):
        (cat, a), (cat2, b) = [i for i in items if isinstance(i, tuple) and i[0] != "words"]
        if cat != cat2:
            raise _NotMeant("two different quantities")
        word = next(i for i in items if isinstance(i, str) and not isinstance(i, LarkToken))
        numbers = [i for i in items if isinstance(i, LarkToken)
                   and self.tokens[int(i.value)].type in ("NUM", "ONE", "DIGITS", "VAL")]
        if numbers:
            n = self.number(numbers)
            return Compare(cat, a, b, "==", n if word == "MORE" else -n)
        return Compare(cat, a, b, ">" if word == "MORE" else "<", 0)

    def compare_equal(self, items):
        (cat, a), (cat2, b) = [i for i in items if isinstance(i, tuple) and isinstance(i[1], Ref)]
        if cat != cat2:
            raise _NotMeant("two different quantities")
        return Compare(cat, a, b, "==", 0)

    def compare_op(self, items):
        (cat, a), (_cat2, b) = [i for i in items if isinstance(i, tuple) and isinstance(i[1], Ref)]
        op = next(i for i in items if isinstance(i, Tree)).data
        n = self.number([i for i in items if isinstance(i, LarkToken)])
        return Compare(cat, a, b, _OPS[op], n)

    def cmp_eq(self, items):
        return Tree("cmp_eq", [])

    def cmp_ne(self, items):
        return Tree("cmp_ne", [])

    def cmp_lt(self, items):
        return Tree("cmp_lt", [])

    def cmp_le(self, items):
        return Tree("cmp_le", [])

    def cmp_gt(self, items):
        return Tree("cmp_gt", [])

    def cmp_ge(self, items):
        return Tree("cmp_ge", [])

    # ------------------------------------------------------------ general relations
    def relation(self, items):
        left, right = [i for i in items if isinstance(i, TermBox)]
        op = next(i for i in items if isinstance(i, Tree)).data
        return Relation(left.expr, _OPS[op], right.expr)

    def term_pos(self, items):
        return TermBox(Pos(next(i for i in items if isinstance(i, Ref))))

    def term_const(self, items):
        return TermBox(Const(self.number(items)))

    def term_label_of(self, items):
        name = next(i for i in items if isinstance(i, tuple))
        category = self.reader.category_named([t.text for t in name[1]])
        return TermBox(LabelAt(category, Pos(next(i for i in items if isinstance(i, Ref)))))

    def term_label_at(self, items):
        name = next(i for i in items if isinstance(i, tuple))
        category = self.reader.category_named([t.text for t in name[1]])
        return TermBox(LabelAt(category, next(i for i in items if isinstance(i, TermBox)).expr))

    def term_holder(self, items):
        name = [i for i in items if isinstance(i, tuple)][-1]
        category = self.reader.category_named([t.text for t in name[1]])
        return TermBox(Holder(category, next(i for i in items if isinstance(i, TermBox)).expr))

    def term_arith(self, items):
        left, right = [i for i in items if isinstance(i, TermBox)]
        op = {"PLUS": "+", "MINUS": "-", "TIMES": "*"}[
            next(t for t in self.types(items) if t in ("PLUS", "MINUS", "TIMES"))]
        return TermBox(Arith(op, left.expr, right.expr))

    def term_abs(self, items):
        return TermBox(Abs(next(i for i in items if isinstance(i, TermBox)).expr))

    def term_label(self, items):
        token = self.flat(items)[0]
        labels = {ref.value for ref, _ in token.refs}
        if len(labels) != 1:
            raise _NotMeant("a label naming several values")
        return TermBox(Const(labels.pop()))

    def start(self, items):
        return items[0]

    np_start = start
    pred_start = start


@dataclass(frozen=True)
class TermBox:
    """A term of a general relation (kept apart from clue objects while transforming)."""

    expr: object


_OPS = {"cmp_eq": "==", "cmp_ne": "!=", "cmp_lt": "<", "cmp_le": "<=", "cmp_gt": ">", "cmp_ge": ">="}


def read_clue(text: str, puzzle: Puzzle) -> Clue:
    """Read one clue written in English about ``puzzle``."""
    clue = ClueReader(puzzle).read(text)
    if isinstance(clue, Exists):
        raise EnglishError(
            f"{text!r} only says that someone has {clue.ref.value}: it holds in every solution"
        )
    return clue
