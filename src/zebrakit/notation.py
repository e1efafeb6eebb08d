"""The compact clue notation: ``Brit == red``, ``green + 1 == white``, ``abs(Blends - cat) == 1``.

Read by zebrakit's own tokenizer and recursive-descent parser (never ``eval``), written back
by ``format_clue`` so that parse(format(clue)) == clue.

Grammar (informally)::

    clue       := conj (("or" | "xor") conj)*
    conj       := neg ("and" neg)*
    neg        := "not" neg | "(" clue ")" | call | comparison
    call       := next_to(a, b) | not_next_to(a, b) | left_of(a, b) | right_of(a, b)
                | before(a, b) | after(a, b) | between(a, b, c) | at_end(a)
                | apart(a, b, d) | cycles(source, target) >= k
    comparison := expr (op expr)+            op: == != < <= > >=  (a < b < c: in that order)
    expr       := term (("+" | "-") term)*
    term       := factor ("*" factor)*
    factor     := number | "-" factor | abs(expr) | category(expr) | value | "(" expr ")"
    value      := name | category "." name | category "." "{" expr "}"

A name is one or more words (``Pall Mall``) or a quoted string; ``category(x)`` is the value
that category has at x's position, and ``category.{expr}`` is the value of the category whose
label is the label ``expr`` computes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .clues import (
    Abs, All, Apart, Arith, At, AtEnd, Before, Between, Clue, Compare, Const, Cycles,
    Different, Either, Expr, Holder, LabelAt, Not, NotApart, NotAt, Offset, Pos, Relation, Same,
)
from . import limits
from .model import Label, Puzzle, PuzzleError, Ref, is_number, nfc, normalize

KEYWORDS = {"and", "or", "xor", "not"}
MAX_DEPTH = limits.MAX_CLUE_DEPTH
"""How deeply parentheses, 'not', signs and arithmetic may nest in one clue."""
FUNCTIONS = {
    "abs", "next_to", "not_next_to", "left_of", "right_of", "before", "after",
    "between", "at_end", "apart", "cycles",
}
_TOKEN = re.compile(
    r"""\s*(?:
      (?P<number>\d+(?:\.\d+)?(?![\w]))
    | (?P<string>"[^"]*"|'[^']*')
    | (?P<op>==|!=|<=|>=|->|[<>+\-*(),.{}=])
    | (?P<word>[^\W\d][\w'&]*|\d+[^\W\d][\w'&]*)
    )""",
    re.VERBOSE | re.UNICODE,
)


class NotationError(PuzzleError):
    """A clue the notation cannot read; the message says where and what was expected."""


@dataclass(frozen=True)
class Token:
    """One lexical unit: kind is number, string, op, word or end."""

    kind: str
    text: str
    start: int


def tokenize(text: str) -> list[Token]:
    """Split clue text into tokens, or raise NotationError at the first character not understood."""
    tokens, position = [], 0
    text = text.rstrip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match or match.end() == position:
            bad = text[position:].strip()[:1]
            raise NotationError(f"unexpected character {bad!r} at column {position + 1}")
        kind = match.lastgroup or "word"
        tokens.append(Token(kind, match.group(kind), match.start(kind)))
        position = match.end()
    tokens.append(Token("end", "", len(text)))
    return tokens


# =========================================================================== parsing
def parse_clue(text: str, puzzle: Puzzle) -> Clue:
    """Read one clue written in the notation, resolving names against ``puzzle``."""
    if not isinstance(text, str):
        raise NotationError(f"a clue is text, not {limits.shown(text)}")
    limits.check_clue_length(text)
    text = nfc(text)  # a decomposed 'Zoë' is the same name
    parser = _Parser(tokenize(text), puzzle, text)
    clue = parser.clue()
    parser.expect_end()
    return clue


def parse_value(text: str, puzzle: Puzzle) -> Ref:
    """Read one value name (``fish``, ``colour.red``, ``age.30``) resolved against ``puzzle``."""
    if not isinstance(text, str):
        raise NotationError(f"a value name is text, not {limits.shown(text)}")
    limits.check_clue_length(text)
    text = nfc(text)
    parser = _Parser(tokenize(text), puzzle, text)
    ref = parser.value()
    parser.expect_end()
    return ref


class _Parser:
    """Recursive descent over the token list; names resolve against the puzzle as they are read."""

    def __init__(self, tokens: list[Token], puzzle: Puzzle, text: str):
        self.tokens, self.puzzle, self.text, self.i = tokens, puzzle, text, 0
        self.depth = 0

    # ---------------------------------------------------------------- token helpers
    @property
    def token(self) -> Token:
        return self.tokens[self.i]

    def peek(self, offset: int = 1) -> Token:
        return self.tokens[min(self.i + offset, len(self.tokens) - 1)]

    def at(self, text: str) -> bool:
        token = self.token
        return token.kind in ("op", "word") and token.text.lower() == text

    def take(self, text: str) -> bool:
        if self.at(text):
            self.i += 1
            return True
        return False

    def expect(self, text: str) -> None:
        if not self.take(text):
            self.fail(f"expected {text!r}")

    def expect_end(self) -> None:
        if self.token.kind != "end":
            self.fail("expected the end of the clue")

    def fail(self, message: str) -> None:
        token = self.token
        found = f"found {token.text!r}" if token.kind != "end" else "found the end of the clue"
        raise NotationError(f"{message} at column {token.start + 1}, {found}")

    # ---------------------------------------------------------------- clues
    def clue(self) -> Clue:
        parts, joiner = [self.conj()], None
        while self.at("or") or self.at("xor"):
            word = self.token.text.lower()
            if joiner and word != joiner:
                self.fail("mixing 'or' and 'xor': add parentheses")
            joiner = word
            self.i += 1
            parts.append(self.conj())
        if len(parts) == 1:
            return parts[0]
        return Either(tuple(parts), exclusive=joiner == "xor")

    def conj(self) -> Clue:
        parts = [self.neg()]
        while self.take("and"):
            parts.append(self.neg())
        return parts[0] if len(parts) == 1 else All(tuple(parts))

    def enter(self) -> None:
        """One level deeper; every clue and term the parser builds is at most MAX_DEPTH deep."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            self.fail(limits.clue_depth_message())

    def neg(self) -> Clue:
        self.enter()
        try:
            return self._neg()
        finally:
            self.depth -= 1

    def _neg(self) -> Clue:
        if self.take("not"):
            return Not(self.neg())
        if self.at("("):
            saved = self.i
            try:
                self.i += 1
                inner = self.clue()
                self.expect(")")
                if self.token.kind == "end" or self.at(")") or self.token.text.lower() in KEYWORDS:
                    return inner
            except NotationError:
                pass
            self.i = saved
        if self.token.kind == "word" and self.token.text.lower() in FUNCTIONS - {"abs"} \
                and self.peek().text == "(":
            return self.call()
        return self.comparison()

    def call(self) -> Clue:
        name = self.token.text.lower()
        self.i += 2
        if name == "cycles":
            source, target = self.category_name(), None
            self.expect(",")
            target = self.category_name()
            self.expect(")")
            self.expect(">=")
            return Cycles(source, target, self.integer())
        args: list[Ref | int] = [self.argument()]
        while self.take(","):
            args.append(self.argument())
        self.expect(")")
        return self.build_call(name, args)

    def argument(self) -> Ref | int:
        """A value, or a whole number (the distance of apart(); elsewhere a mistake said clearly)."""
        return self.integer() if self.token.kind == "number" else self.value()

    def build_call(self, name: str, args: list[Ref | int]) -> Clue:
        arity = {"at_end": 1, "between": 3, "apart": 3}.get(name, 2)
        if len(args) != arity:
            raise NotationError(f"{name}() takes {arity} arguments, got {len(args)}")
        values = args[:2] if name == "apart" else args
        if any(not isinstance(arg, Ref) for arg in values):
            raise NotationError(_position_for_value(name, args, self.puzzle))
        if name == "apart":
            a, b, d = args
            assert isinstance(a, Ref) and isinstance(b, Ref)  # values were checked just above
            if not isinstance(d, int):
                raise NotationError(
                    f"apart() takes a distance as its third argument, a whole number such as 2, "
                    f"not the value {format_ref(d, self.puzzle)!r}"
                )
            if d < 1:  # 'abs(a - b) == 0' is no Apart: the clue would not read back as itself
                raise NotationError(
                    f"apart() takes a distance of at least 1, not {d}: 'a == b' is the same house"
                )
            return Apart(a, b, d)
        builders: dict[str, Callable[..., Clue]] = {  # each takes its call's arguments
            "next_to": lambda a, b: Apart(a, b, 1),
            "not_next_to": lambda a, b: NotApart(a, b, 1),
            "left_of": lambda a, b: Offset(a, b, 1),
            "right_of": lambda a, b: Offset(b, a, 1),
            "before": Before,
            "after": lambda a, b: Before(b, a),
            "between": lambda a, b, c: Between(a, b, c, ordered=False),
            "at_end": AtEnd,
        }
        return builders[name](*args)

    def comparison(self) -> Clue:
        terms, ops = [self.expr()], []
        while self.token.kind == "op" and self.token.text in ("==", "!=", "<", "<=", ">", ">="):
            ops.append(self.token.text)
            self.i += 1
            terms.append(self.expr())
        if not ops:
            if self.at("="):
                self.fail("'=' is not a comparison: write '==' (same position) or '!='")
            self.fail("expected a comparison such as == or !=")
        if len(ops) == 1:
            return classify(terms[0], ops[0], terms[1], self.puzzle)
        return self.chain(terms, ops)

    def chain(self, terms: list[Expr], ops: list[str]) -> Clue:
        if len(ops) == 2 and ops[0] == ops[1] and ops[0] in ("<", ">") \
                and all(isinstance(t, Pos) for t in terms):
            a, b, c = (t.ref for t in terms)  # type: ignore[attr-defined]
            return Between(a, b, c, True) if ops[0] == "<" else Between(c, b, a, True)
        return All(tuple(classify(x, op, y, self.puzzle)
                         for x, op, y in zip(terms, ops, terms[1:])))

    # ---------------------------------------------------------------- expressions
    def expr(self) -> Expr:
        left, levels = self.term(), 0
        try:
            while self.at("+") or self.at("-"):  # each operator nests the terms before it
                self.enter()
                levels += 1
                op = self.token.text
                self.i += 1
                left = Arith(op, left, self.term())
        finally:
            self.depth -= levels
        return left

    def term(self) -> Expr:
        left, levels = self.factor(), 0
        try:
            while self.at("*"):
                self.enter()
                levels += 1
                self.i += 1
                left = Arith("*", left, self.factor())
        finally:
            self.depth -= levels
        return left

    def factor(self) -> Expr:
        self.enter()
        try:
            return self._factor()
        finally:
            self.depth -= 1

    def _factor(self) -> Expr:
        token = self.token
        if token.kind == "number":
            self.i += 1
            return Const(_number(token.text))
        if self.take("-"):
            return Arith("-", Const(0), self.factor())
        if self.take("("):
            inner = self.expr()
            self.expect(")")
            return inner
        if token.kind == "word" and token.text.lower() == "abs" and self.peek().text == "(":
            self.i += 2
            inner = self.expr()
            self.expect(")")
            return Abs(inner)
        if token.kind in ("word", "string"):
            return self.named_term()
        self.fail("expected a value name, a number or '('")
        raise AssertionError  # unreachable

    def named_term(self) -> Expr:
        start = self.i
        name = self.name()
        if self.at("("):
            category = self.category_or_fail(name, start)
            self.i += 1
            inner = self.expr()
            self.expect(")")
            return LabelAt(category, inner)
        if self.at("."):
            category = self.category_or_fail(name, start)
            self.i += 1
            if self.take("{"):
                inner = self.expr()
                self.expect("}")
                return Holder(category, inner)
            return Pos(self.resolve(self.label_name(), category, start))
        return Pos(self.resolve_phrase(name, start))

    def value(self) -> Ref:
        start = self.i
        term = self.named_term() if self.token.kind in ("word", "string") else None
        if not isinstance(term, Pos):
            self.i = start
            self.fail("expected a value name")
        return term.ref  # type: ignore[union-attr]

    def name(self) -> str:
        words = []
        while self.token.kind in ("word", "string") and not self._is_keyword(self.token):
            text = self.token.text
            words.append(text[1:-1] if self.token.kind == "string" else text)
            self.i += 1
        if not words:
            self.fail("expected a name")
        return " ".join(words)

    def label_name(self) -> object:
        if self.token.kind == "number":
            self.i += 1
            return _number(self.tokens[self.i - 1].text)
        return self.name()

    def category_name(self) -> str:
        start = self.i
        return self.category_or_fail(self.name(), start)

    def integer(self) -> int:
        token = self.token
        if token.kind != "number" or "." in token.text:
            self.fail("expected a whole number")
        self.i += 1
        return int(token.text)

    def _is_keyword(self, token: Token) -> bool:
        return token.kind == "word" and token.text.lower() in KEYWORDS

    def category_or_fail(self, name: str, start: int) -> str:
        try:
            return self.puzzle.category(name).name
        except PuzzleError as error:
            raise NotationError(f"{error} (at column {self.tokens[start].start + 1})") from None

    def resolve_phrase(self, name: str, start: int) -> Ref:
        """Resolve a run of words; if only a leading part is a value, say where the notation broke."""
        try:
            return self.puzzle.resolve(name)
        except PuzzleError as error:
            words = name.split(" ")
            for cut in range(len(words) - 1, 0, -1):
                try:
                    self.puzzle.resolve(" ".join(words[:cut]))
                except PuzzleError:
                    continue
                rest = " ".join(words[cut:])
                raise NotationError(
                    f"unexpected words {rest!r} after the value {' '.join(words[:cut])!r}: the "
                    "notation relates values with operators, e.g. 'a == b' (same house), "
                    "'a + 1 == b' (immediately left), 'a < b' (somewhere left), "
                    "'abs(a - b) == 1' (next to)"
                ) from None
            raise NotationError(str(error)) from None

    def resolve(self, name: object, category: str | None, start: int) -> Ref:
        try:
            return self.puzzle.resolve(name, category)
        except PuzzleError as error:
            raise NotationError(str(error)) from None


def _position_for_value(name: str, args: list[Ref | int], puzzle: Puzzle) -> str:
    """The message for a house number given to a function that relates values."""
    shown = [a if isinstance(a, int) else format_ref(a, puzzle) for a in args]
    position = next(a for a in (args[:2] if name == "apart" else args) if not isinstance(a, Ref))
    head = (
        f"{name}({', '.join(map(str, shown))}): a position ({position}) was given where a value "
        f"is expected; {name}() relates values"
    )
    refs = [s for s, a in zip(shown, args) if isinstance(a, Ref)]
    if name == "apart":
        refs = [s for s, a in zip(shown[:2], args[:2]) if isinstance(a, Ref)]
    if not refs:
        return f"{head}, so give it value names"
    value = refs[0]
    first_is_value = isinstance(args[0], Ref)
    k = position
    if name in ("next_to", "not_next_to", "apart"):
        distance = args[2] if name == "apart" and isinstance(args[2], int) else 1
        op = "!=" if name == "not_next_to" else "=="
        instead = f"'abs({value} - {k}) {op} {distance}'"
    elif name in ("left_of", "right_of"):
        # left_of(a, b): pos(a) + 1 == pos(b); right_of(a, b): pos(b) + 1 == pos(a)
        sign = 1 if (name == "left_of") != first_is_value else -1
        instead = f"'{value} == {k + sign}'"
    elif name in ("before", "after"):
        less = (name == "before") == first_is_value
        instead = f"'{value} {'<' if less else '>'} {k}'"
    elif name == "between" and len(refs) == 2 and not isinstance(args[1], Ref):
        a, c = refs
        instead = f"'{a} < {k} < {c} or {c} < {k} < {a}'"
    elif name == "at_end":
        instead = f"'{value} == 1 or {value} == {puzzle.size}'"
    else:
        instead = f"a comparison of positions such as '{value} == {k}'"
    return f"{head}: write {instead} instead, or '{value} == {k}' for 'at position {k}'"


def _number(text: str) -> int | float:
    if len(text) > 20:  # beyond any position or number value the limits allow
        raise NotationError(
            f"the number {text[:20]}... is too long: numbers are at most "
            f"{limits.MAX_NUMBER:,} in magnitude"
        )
    return float(text) if "." in text else int(text)


# =========================================================================== classification
def classify(left: Expr, op: str, right: Expr, puzzle: Puzzle) -> Clue:
    """Turn ``left op right`` into the most specific clue type of the vocabulary."""
    left, right = _labels_as_constants(left, right), _labels_as_constants(right, left)
    for candidate in (_positional, _absolute, _lookup_equality, _numeric):
        clue = candidate(left, op, right, puzzle)
        if clue is not None:
            return clue
    return Relation(left, op, right)


def _labels_as_constants(term: Expr, other: Expr) -> Expr:
    """A bare value compared with a looked-up label of another category stands for its label."""
    if isinstance(term, Pos) and isinstance(other, LabelAt) \
            and normalize(term.ref.category) != normalize(other.category):
        return Const(term.ref.value)
    return term


def _linear(term: Expr) -> tuple[Ref | None, int] | None:
    """(ref, k) when term is ref, ref + k, ref - k, k + ref or a whole number k."""
    if isinstance(term, Pos):
        return term.ref, 0
    if isinstance(term, Const) and isinstance(term.value, int):
        return None, term.value
    if isinstance(term, Arith) and term.op in "+-":
        left, right = _linear(term.left), _linear(term.right)
        if left is None or right is None:
            return None
        if term.op == "-":
            if right[0] is not None:
                return None
            return left[0], left[1] - right[1]
        if left[0] is not None and right[0] is not None:
            return None
        return left[0] or right[0], left[1] + right[1]
    return None


def _positional(left: Expr, op: str, right: Expr, puzzle: Puzzle) -> Clue | None:
    lin_left, lin_right = _linear(left), _linear(right)
    if lin_left is None or lin_right is None:
        return None
    (a, k1), (b, k2) = lin_left, lin_right
    if a is None:
        if b is None:
            return None
        (a, k1), (b, k2), op = (b, k2), (None, k1), _MIRROR[op]
    if b is None:
        position = k2 - k1
        if op in ("==", "!="):
            return (At if op == "==" else NotAt)(a, position)
        return None
    d = k1 - k2  # pos(a) + d  op  pos(b)
    if op == "==":
        if d == 0:
            return Same(a, b)
        return Offset(a, b, d) if d > 0 else Offset(b, a, -d)
    if op == "!=" and d == 0:
        return Different(a, b)
    if d == 0 and op in ("<", ">"):
        return Before(a, b) if op == "<" else Before(b, a)
    return None


_MIRROR = {"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}


def _absolute(left: Expr, op: str, right: Expr, puzzle: Puzzle) -> Clue | None:
    if isinstance(right, Abs):
        left, right, op = right, left, _MIRROR[op]
    if not (isinstance(left, Abs) and isinstance(right, Const) and isinstance(right.value, int)):
        return None
    inner = left.inner
    if not (isinstance(inner, Arith) and inner.op == "-"
            and isinstance(inner.left, Pos) and isinstance(inner.right, Pos)):
        return None
    a, b, d = inner.left.ref, inner.right.ref, right.value
    if d >= 1 and op == "==":
        return Apart(a, b, d)
    if d >= 1 and op == "!=":
        return NotApart(a, b, d)
    return None


def _lookup_equality(left: Expr, op: str, right: Expr, puzzle: Puzzle) -> Clue | None:
    """category(x) == category.value is 'x is at that value': Same / Different."""
    if isinstance(right, LabelAt):
        left, right = right, left
    if not (isinstance(left, LabelAt) and isinstance(left.at, Pos) and op in ("==", "!=")):
        return None
    ref = None
    if isinstance(right, Pos) and normalize(right.ref.category) == normalize(left.category):
        ref = right.ref
    elif isinstance(right, Const) and is_number(right.value):
        category = puzzle.category(left.category)
        if category.numeric and right.value in category.values:
            ref = Ref(category.name, right.value)
    if ref is None:
        return None
    return Same(left.at.ref, ref) if op == "==" else Different(left.at.ref, ref)


def _numeric(left: Expr, op: str, right: Expr, puzzle: Puzzle) -> Clue | None:
    """N(a) + k1 op N(b) + k2, or N(a) - N(b) op k: a Compare on number category N."""
    shape = _number_difference(left, right)
    if shape is None:
        return None
    category, a, b, difference = shape
    if not puzzle.category(category).numeric:
        return None
    return Compare(puzzle.category(category).name, a, b, op, difference)


def _as_number(value: Label) -> int | float | None:
    """``value`` when it is a number (as is_number counts them: not a bool), else None."""
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _number_difference(left: Expr, right: Expr) -> tuple[str, Ref, Ref, int | float] | None:
    def lookup_plus(term: Expr) -> tuple[str, Ref, int | float] | None:
        """(category, ref, k) when term is category(ref) or category(ref) +/- k."""
        if isinstance(term, LabelAt) and isinstance(term.at, Pos):
            return term.category, term.at.ref, 0
        if isinstance(term, Arith) and term.op in "+-" and isinstance(term.right, Const) \
                and isinstance(term.left, LabelAt) and isinstance(term.left.at, Pos):
            k = _as_number(term.right.value)
            if k is not None:
                return term.left.category, term.left.at.ref, (k if term.op == "+" else -k)
        return None

    first, second = lookup_plus(left), lookup_plus(right)
    if first and second:
        (category, a, k1), (other, b, k2) = first, second
        if normalize(category) != normalize(other):
            return None
        return category, a, b, k2 - k1
    difference = _as_number(right.value) if isinstance(right, Const) else None
    if isinstance(left, Arith) and left.op == "-" and difference is not None:
        x, y = lookup_plus(left.left), lookup_plus(left.right)
        if x and y and x[2] == 0 and y[2] == 0 and normalize(x[0]) == normalize(y[0]):
            return x[0], x[1], y[1], difference
    return None


# =========================================================================== formatting
def format_clue(clue: Clue, puzzle: Puzzle) -> str:
    """The canonical notation of ``clue``; parse_clue gives the same clue back."""
    return _Formatter(puzzle).clue(clue)


def format_ref(ref: Ref, puzzle: Puzzle) -> str:
    """A value as the notation writes it: bare when unambiguous, else category.value."""
    return _Formatter(puzzle).ref(ref)


class _Formatter:
    """Writes clues and terms; names are qualified only when the bare name would not resolve."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle

    def clue(self, clue: Clue) -> str:
        method = getattr(self, "_" + type(clue).__name__.lower())
        return method(clue)

    def ref(self, ref: Ref) -> str:
        value = ref.value
        bare_ok = (
            isinstance(value, str)
            and _is_plain(value)
            and not self.puzzle.is_ambiguous(value)
            and not any(normalize(w) in KEYWORDS | FUNCTIONS for w in value.split())
        )
        if bare_ok:
            return value  # type: ignore[return-value]
        return f"{self.name(ref.category)}.{self.label(value)}"

    def name(self, text: str) -> str:
        return text if _is_plain(text) and normalize(text) not in KEYWORDS else _quote(text)

    def label(self, value: object) -> str:
        if is_number(value):
            return str(value)
        return self.name(str(value))

    def inner(self, clue: Clue) -> str:
        text = self.clue(clue)
        return f"({text})" if isinstance(clue, (Either, All, Not)) else text

    def _same(self, c: Same) -> str:
        return f"{self.ref(c.a)} == {self.ref(c.b)}"

    def _different(self, c: Different) -> str:
        return f"{self.ref(c.a)} != {self.ref(c.b)}"

    def _at(self, c: At) -> str:
        return f"{self.ref(c.a)} == {c.position}"

    def _notat(self, c: NotAt) -> str:
        return f"{self.ref(c.a)} != {c.position}"

    def _offset(self, c: Offset) -> str:
        return f"{self.ref(c.a)} + {c.offset} == {self.ref(c.b)}"

    def _before(self, c: Before) -> str:
        return f"{self.ref(c.a)} < {self.ref(c.b)}"

    def _apart(self, c: Apart) -> str:
        return f"abs({self.ref(c.a)} - {self.ref(c.b)}) == {c.distance}"

    def _notapart(self, c: NotApart) -> str:
        return f"abs({self.ref(c.a)} - {self.ref(c.b)}) != {c.distance}"

    def _between(self, c: Between) -> str:
        a, b, cc = self.ref(c.a), self.ref(c.b), self.ref(c.c)
        return f"{a} < {b} < {cc}" if c.ordered else f"between({a}, {b}, {cc})"

    def _atend(self, c: AtEnd) -> str:
        return f"at_end({self.ref(c.a)})"

    def _either(self, c: Either) -> str:
        joiner = " xor " if c.exclusive else " or "
        return joiner.join(self.inner(x) for x in c.clues)

    def _all(self, c: All) -> str:
        return " and ".join(self.inner(x) for x in c.clues)

    def _not(self, c: Not) -> str:
        # 'not not x' reads as written: brackets there would nest deeper than the clue was read
        inner = self.clue(c.clue) if isinstance(c.clue, Not) else self.inner(c.clue)
        return f"not {inner}"

    def _compare(self, c: Compare) -> str:
        name = self.name(c.category)
        text = f"{name}({self.ref(c.a)}) {c.op} {name}({self.ref(c.b)})"
        if c.difference:
            sign = "+" if c.difference > 0 else "-"
            text += f" {sign} {abs(c.difference)}"
        return text

    def _relation(self, c: Relation) -> str:
        return f"{self.expr(c.left)} {c.op} {self.expr(c.right)}"

    def _cycles(self, c: Cycles) -> str:
        return f"cycles({self.name(c.source)}, {self.name(c.target)}) >= {c.minimum}"

    def expr(self, e: Expr, nested: bool = False) -> str:
        if isinstance(e, Pos):
            return self.ref(e.ref)
        if isinstance(e, Const):
            if is_number(e.value):
                return str(e.value)
            return _quote(str(e.value))
        if isinstance(e, LabelAt):
            return f"{self.name(e.category)}({self.expr(e.at)})"
        if isinstance(e, Holder):
            return f"{self.name(e.category)}.{{{self.expr(e.label)}}}"
        if isinstance(e, Abs):
            return f"abs({self.expr(e.inner)})"
        if isinstance(e, Arith):
            right_nested = isinstance(e.right, Arith) and (e.op != "+" or e.right.op != "*")
            text = f"{self.expr(e.left, e.op == '*')} {e.op} {self.expr(e.right, right_nested or e.op == '*')}"
            return f"({text})" if nested else text
        raise TypeError(f"unknown term {e!r}")


def _is_plain(text: str) -> bool:
    """True when ``text`` reads back as the same words without quotes."""
    words = text.split(" ")
    return bool(text) and all(re.fullmatch(r"[^\W\d][\w'&]*", w) for w in words)


def _quote(text: str) -> str:
    return f"'{text}'" if '"' in text else f'"{text}"'
