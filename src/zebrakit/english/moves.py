"""The meaning of reshuffle sentences: people moving between labels that two categories share.

In a reshuffle (a cabinet reshuffle, a job swap, a gift chain) one category holds the post each
person has now and another the post each moves to, over the same labels. A person is then
named by a post ("the current defence secretary", "the person who will become chancellor") or
by a move ("the person who will take Eejit's job"), and a post by a person ("the department of
Dyer", "the post being vacated by ..."). People become position terms, posts label terms, and
each sentence a Relation between them (Same or Different when it is that simple); "everyone
moves, no two swap" is a Cycles clue.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, overload

from lark import Token as LarkToken

from ..clues import All, Clue, Const, Cycles, Different, Expr, Holder, LabelAt, Not, Pos, Relation, Same
from ..model import Ref, normalize

if TYPE_CHECKING:  # the reader imports this module, so only for types
    from .lexicon import Token
    from .reader import ClueReader


class NotMeant(Exception):
    """This derivation of an ambiguous sentence makes no sense; another one may."""


@dataclass(frozen=True)
class Pronoun(Expr):
    """'he', 'her', 'their': the subject of the sentence, bound once the clause is complete."""

    def evaluate(self, solution):  # pragma: no cover - always bound before use
        raise NotMeant("an unbound pronoun")


PRONOUN = Pronoun()


@dataclass(frozen=True)
class PostName:
    """A post named by its label ('health secretary' -> 'health')."""

    label: object


@dataclass(frozen=True)
class MovePred:
    """What a reshuffle sentence says of its subject; ``value`` when it only names a post."""

    make: Callable[[Expr], Clue]
    value: Ref | None = None


@dataclass(frozen=True)
class MoveClause:
    """A subject (a position term) with its predicate, not yet bound."""

    subject: Expr
    pred: MovePred


# =========================================================================== terms
@overload
def bind(expr: Clue, subject: Expr) -> Clue: ...
@overload
def bind(expr: Expr, subject: Expr) -> Expr: ...
def bind(expr: Expr | Clue, subject: Expr) -> Expr | Clue:
    """``expr`` with every pronoun replaced by ``subject``."""
    if isinstance(expr, Pronoun):
        return subject
    if isinstance(expr, LabelAt):
        return LabelAt(expr.category, bind(expr.at, subject))
    if isinstance(expr, Holder):
        return Holder(expr.category, bind(expr.label, subject))
    if isinstance(expr, Relation):
        return Relation(bind(expr.left, subject), expr.op, bind(expr.right, subject))
    if isinstance(expr, All):
        return All(tuple(bind(c, subject) for c in expr.clues))
    if isinstance(expr, Not):
        return Not(bind(expr.clue, subject))
    return expr


def has_pronoun(expr: object) -> bool:
    """True when a pronoun is left in a term or a clue."""
    if isinstance(expr, Pronoun):
        return True
    if isinstance(expr, LabelAt):
        return has_pronoun(expr.at)
    if isinstance(expr, Holder):
        return has_pronoun(expr.label)
    if isinstance(expr, Relation):
        return has_pronoun(expr.left) or has_pronoun(expr.right)
    if isinstance(expr, (All,)):
        return any(has_pronoun(c) for c in expr.clues)
    if isinstance(expr, Not):
        return has_pronoun(expr.clue)
    return False


def plain(expr: Expr) -> Expr:
    """A term in its most direct form: the label a category has where its own value X is, is X."""
    if isinstance(expr, LabelAt):
        at = plain(expr.at)
        if isinstance(at, Pos) and normalize(at.ref.category) == normalize(expr.category):
            return Const(at.ref.value)
        return LabelAt(expr.category, at)
    if isinstance(expr, Holder):
        label = plain(expr.label)
        if isinstance(label, Const):
            return Pos(Ref(expr.category, label.value))
        return Holder(expr.category, label)
    return expr


def simplest(clue: Clue) -> Clue:
    """A relation in its most direct form: 'new(Dyer) == health' is Same(Dyer, new.health)."""
    if isinstance(clue, Relation):
        clue = Relation(plain(clue.left), clue.op, plain(clue.right))
    if isinstance(clue, All):
        return All(tuple(simplest(c) for c in clue.clues))
    if isinstance(clue, Not):
        inner = simplest(clue.clue)
        if isinstance(inner, Same):
            return Different(inner.a, inner.b)
        return Not(inner)
    if not isinstance(clue, Relation) or clue.op not in ("==", "!="):
        return clue
    left, right = clue.left, clue.right
    if isinstance(left, Const):
        left, right = right, left
    if isinstance(left, LabelAt) and isinstance(left.at, Pos) and isinstance(right, Const):
        a, b = left.at.ref, Ref(left.category, right.value)
        if a == b:
            raise NotMeant("a value compared with itself")
        if a.category == b.category:
            raise NotMeant("two values of one category compared")
        return Same(a, b) if clue.op == "==" else Different(a, b)
    return clue


def relation(left: Expr, negated: bool, right: Expr) -> Relation:
    """left == right, or left != right when the sentence says not."""
    return Relation(left, "!=" if negated else "==", right)


# =========================================================================== the grammar's meaning
class MoveMeaning:
    """Transformer methods for the reshuffle rules of clue.lark (mixed into the clue reader's)."""

    reader: ClueReader
    tokens: list[Token]

    # ------------------------------------------------------------ helpers
    @property
    def before(self) -> str:
        return self._pair()[0]

    @property
    def after(self) -> str:
        return self._pair()[1]

    def _pair(self) -> tuple[str, str]:
        pair = self.reader.lexicon.moves
        if pair is None:
            raise NotMeant("this puzzle has no two categories over the same labels")
        return pair

    def own(self, items: list) -> set[str]:
        """The token types of this rule's own words (not of the phrases inside it)."""
        return {self.tokens[int(i.value)].type for i in items if isinstance(i, LarkToken)}

    @staticmethod
    def auxiliaries(items: list) -> list[tuple]:
        """The ('aux', negated, future) summaries of the auxiliaries among the items."""
        return [i for i in items if isinstance(i, tuple) and i[:1] == ("aux",)]

    def negated(self, items: list) -> bool:
        return any(aux[1] for aux in self.auxiliaries(items))

    @staticmethod
    def first(items: list, kind: type) -> object:
        found = [i for i in items if isinstance(i, kind)]
        if not found:
            raise NotMeant(f"no {kind.__name__}")
        return found[0]

    @staticmethod
    def terms(items: list) -> list[Expr]:
        return [i for i in items if isinstance(i, Expr)]

    # ------------------------------------------------------------ auxiliaries
    def aux(self, items):
        return ("aux", "NOT" in self.own(items), "WILL" in self.own(items))

    def holder_verb(self, items):
        if self.negated(items):
            raise NotMeant("'who is not' names no one person")
        future = self.own(items) & {"BECOME", "NEW", "TAKE"} or any(a[2] for a in self.auxiliaries(items))
        return ("when", self.after if future else self.before)

    # ------------------------------------------------------------ posts
    def post_name(self, items):
        token = self.tokens[int(items[0].value)]
        labels = {normalize(ref.value): ref.value for ref, _ in token.refs
                  if ref.category in self._pair()}
        if len(labels) != 1:
            raise NotMeant(f"{token.text!r} is not a post")
        return PostName(next(iter(labels.values())))

    def post_of(self, items):
        category = self.after if "NEW" in self.own(items) else self.before
        whose = self.terms(items)[0] if self.terms(items) else PRONOUN
        return LabelAt(category, whose)

    def post_vacated(self, items):
        return LabelAt(self.before, self.terms(items)[0])

    def post_taken(self, items):
        return LabelAt(self.after, self.terms(items)[0])

    def post_label(self, items):
        return Const(self.first(items, PostName).label)

    # ------------------------------------------------------------ people
    def who_value(self, items):
        token = self.tokens[int(items[0].value)]
        refs = {ref for ref, _ in token.refs if ref.category not in self._pair()}
        if not refs and self.reader.puzzle.axis == self.before:  # gifts: the people are the labels
            refs = {ref for ref, _ in token.refs if ref.category == self.before}
        if len(refs) != 1:
            raise NotMeant(f"{token.text!r} names no one person")
        return Pos(refs.pop())

    def who_pronoun(self, items):
        return PRONOUN

    def who_holder(self, items):
        when = next((i[1] for i in items if isinstance(i, tuple) and i[:1] == ("when",)), None)
        if when is None:
            when = self.after if "NEW" in self.own(items) else self.before
        return Pos(Ref(when, self.first(items, PostName).label))

    def who_taker(self, items):
        return Holder(self.after, self.terms(items)[0])

    def who_successor(self, items):
        return Holder(self.after, LabelAt(self.before, self.terms(items)[0]))

    def who_predecessor(self, items):
        return Holder(self.before, LabelAt(self.after, self.terms(items)[0]))

    def who_relative(self, items):
        other = self.terms(items)[0]
        if "SUCCESSOR" in self.own(items):
            return Holder(self.after, LabelAt(self.before, other))
        return Holder(self.before, LabelAt(self.after, other))

    # ------------------------------------------------------------ predicates
    def gets_post(self, items):
        post, no = self.terms(items)[0], self.negated(items)
        return MovePred(lambda s: relation(LabelAt(self.after, s), no, post))

    def replaces(self, items):
        other, no = self.terms(items)[0], self.negated(items)
        label = plain(LabelAt(self.before, other))
        value = Ref(self.after, label.value) if isinstance(label, Const) and not no else None
        return MovePred(lambda s: relation(LabelAt(self.after, s), no, LabelAt(self.before, other)), value)

    def swaps(self, items):
        other, no = self.terms(items)[0], self.negated(items)

        def make(s: Expr) -> Clue:
            both = All((relation(LabelAt(self.after, s), False, LabelAt(self.before, other)),
                        relation(LabelAt(self.after, other), False, LabelAt(self.before, s))))
            return Not(both) if no else both
        return MovePred(make)

    def becomes(self, items):
        label, no = self.first(items, PostName).label, self.negated(items)
        return MovePred(lambda s: relation(LabelAt(self.after, s), no, Const(label)),
                        None if no else Ref(self.after, label))

    def holds(self, items):
        label = self.first(items, PostName).label
        no = "NOT" in self.own(items)
        return MovePred(lambda s: relation(LabelAt(self.before, s), no, Const(label)),
                        None if no else Ref(self.before, label))

    def keeps(self, items):
        no = self.negated(items)
        return MovePred(lambda s: relation(LabelAt(self.after, s), no, LabelAt(self.before, s)))

    def wants(self, items):
        if self.negated(items) or "NOT" in self.own(items):
            raise NotMeant("not wanting a post says nothing about it")
        label = self.first(items, PostName).label
        return MovePred(lambda s: relation(LabelAt(self.before, s), True, Const(label)))

    # ------------------------------------------------------------ sentences
    def move_clause(self, items):
        return MoveClause(self.terms(items)[0], self.first(items, MovePred))

    def move(self, items):
        return self._clause(items[0], None)

    def move_both(self, items):
        first, second = [i for i in items if isinstance(i, MoveClause)]
        return All((self._clause(first, None), self._clause(second, first.subject)))

    def _clause(self, clause: MoveClause, previous: Expr | None) -> Clue:
        subject = clause.subject
        if isinstance(subject, Pronoun):
            if previous is None:
                raise NotMeant("a pronoun with nothing before it")
            subject = previous
        if has_pronoun(subject):
            raise NotMeant("a pronoun inside the subject")
        clue = bind(clause.pred.make(subject), subject)
        if has_pronoun(clue):
            raise NotMeant("an unbound pronoun")
        return simplest(clue)

    def everyone_moves(self, items):
        return ("everyone moves",)

    def no_swap(self, items):
        return ("no swap",)

    def moves_rule(self, items):
        said = {i[0] for i in items if isinstance(i, tuple) and i}
        return Cycles(self.before, self.after, 3 if "no swap" in said else 2)
