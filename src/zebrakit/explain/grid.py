"""The player's grid as bitsets, and each clue as a rule that narrows it.

Value ``v = c * n + i`` (value i of category c, in ``puzzle.refs()`` order) has a domain: a
bitset of the houses still possible for it (bit p - 1 for house p). A clue becomes a rule
over the values it reads:

- a clue over one value: a mask of the houses where it holds;
- a clue over two values: pair support tables, ``tx[dom(y)]`` the houses of x that some house
  in dom(y) fits (the native engine's tables, shared by every clue of the same shape);
- a clue over three or more: the placements where it holds, as bit tuples, or (when they are
  too many) a check of ``holds`` once the domains are small enough to list.

Each rule also says *why* it removes a house: the facts about the other values that rule it
out. That is what an explanation step cites. The shared tables are the only thing taken from
``zebrakit.engines``, and only through this module.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from itertools import product

from ..clues import Clue
from ..engines.shapes import Placement, shape_of
from ..model import Puzzle, Ref
from .techniques import clue_technique

TUPLE_LIMIT = 4096
"""Most placements a rule over a big scope lists at once; beyond it, it waits."""
VERDICTS_KEPT = 200_000
"""Most verdicts a rule over a big scope remembers."""


PAIR_TABLE, OTHER = 0, 1
"""Rule kinds the propagation loop tells apart: pair support by table lookup, and the rest."""

Reason = list[tuple[int, int]]
"""Facts a removal rests on: (value, mask of houses ruled out for it)."""


def bits(mask: int) -> list[int]:
    """The houses (1-based) in ``mask``."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length())
        mask ^= low
    return out


def support(table: object, mask: int) -> int:
    """What ``mask`` supports through a pair table: indexed by mask, or a per-house list."""
    if isinstance(table, list):
        return table[mask]
    found = 0
    while mask:
        low = mask & -mask
        found |= table[low.bit_length() - 1]  # type: ignore[index]
        mask ^= low
    return found


class Rule(ABC):
    """A clue as a narrowing of the domains of the values it reads (one subclass per way of
    narrowing: unary, pair, tuple table, check)."""

    number: int
    clue: Clue
    scope: tuple[int, ...]
    technique: str
    kind: int = OTHER

    @abstractmethod
    def narrow(self, domains: list[int]) -> list[int] | None:
        """The scope's domains after one application (a list in scope order), None if unchanged."""

    @abstractmethod
    def reason(self, domains: list[int], var: int, bit: int) -> Reason:
        """The removed houses of the other values in scope that rule ``bit`` out for ``var``."""

    def support_for(self, domains: list[int], var: int) -> int:
        """The houses of ``var`` the clue allows given the other values' domains (all, unless known)."""
        return (1 << 62) - 1


class UnaryRule(Rule):
    """A clue over one value: a mask of the houses where it holds."""

    def __init__(self, number: int, clue: Clue, var: int, mask: int):
        self.number, self.clue, self.scope, self.mask = number, clue, (var,), mask
        self.technique = clue_technique(clue)

    def narrow(self, domains: list[int]) -> list[int] | None:
        d = domains[self.scope[0]]
        return None if d & self.mask == d else [d & self.mask]

    def reason(self, domains: list[int], var: int, bit: int) -> Reason:
        return []

    def support_for(self, domains: list[int], var: int) -> int:
        return self.mask


class PairRule(Rule):
    """A clue over two values: pair support both ways, from the pre-step domains."""

    def __init__(self, number: int, clue: Clue, x: int, y: int, tx: object, ty: object):
        self.number, self.clue, self.scope = number, clue, (x, y)
        self.tx, self.ty = tx, ty
        self.technique = clue_technique(clue)
        self.kind = PAIR_TABLE if isinstance(tx, list) else OTHER

    def narrow(self, domains: list[int]) -> list[int] | None:
        x, y = self.scope
        dx, dy = domains[x], domains[y]
        nx, ny = dx & support(self.tx, dy), dy & support(self.ty, dx)
        return None if nx == dx and ny == dy else [nx, ny]

    def support_for(self, domains: list[int], var: int) -> int:
        x, y = self.scope
        return support(self.tx, domains[y]) if var == x else support(self.ty, domains[x])

    def reason(self, domains: list[int], var: int, bit: int) -> Reason:
        x, y = self.scope
        if var == x:
            return [(y, support(self.ty, bit) & ~domains[y])]
        return [(x, support(self.tx, bit) & ~domains[x])]


class TupleRule(Rule):
    """A clue over three or more values: the placements where it holds, as bit tuples."""

    def __init__(self, number: int, clue: Clue, scope: tuple[int, ...],
                 allowed: tuple[tuple[int, ...], ...]):
        self.number, self.clue, self.scope, self.allowed = number, clue, scope, allowed
        self.technique = clue_technique(clue)
        self.by_value: list[dict[int, list[tuple[int, ...]]]] | None = None
        self.by_first: dict[int, list[tuple[int, int]]] = {}
        """Three values: per house bit of the first, (house bit of the second, houses of the third)."""
        if len(scope) == 3:
            grouped: dict[int, dict[int, int]] = {}
            for b0, b1, b2 in allowed:
                row = grouped.setdefault(b0, {})
                row[b1] = row.get(b1, 0) | b2
            self.by_first = {b0: list(row.items()) for b0, row in grouped.items()}

    def fitting(self, domains: list[int]) -> list[tuple[int, ...]]:
        """The allowed bit tuples that fit the domains."""
        current = [domains[v] for v in self.scope]
        return [t for t in self._through_smallest(current) if all(b & d for b, d in zip(t, current))]

    def _through_smallest(self, current: list[int]) -> list[tuple[int, ...]]:
        """The allowed tuples whose house for the value with the fewest houses is still open."""
        if self.by_value is None:
            self.by_value = [{} for _ in self.scope]
            for t in self.allowed:
                for i, b in enumerate(t):
                    self.by_value[i].setdefault(b, []).append(t)
        i = min(range(len(current)), key=lambda j: current[j].bit_count())
        groups = self.by_value[i]
        return [t for b in bits(current[i]) for t in groups.get(1 << (b - 1), ())]

    def narrow(self, domains: list[int]) -> list[int] | None:
        if len(self.scope) == 3:  # the common case (between): first value's houses, then pairs
            x, y, z = self.scope
            d0, d1, d2 = domains[x], domains[y], domains[z]
            s0 = s1 = s2 = 0
            by_first = self.by_first
            rest = d0
            while rest:
                b0 = rest & -rest
                rest ^= b0
                for b1, m2 in by_first.get(b0, ()):
                    if b1 & d1 and m2 & d2:
                        s0 |= b0
                        s1 |= b1
                        s2 |= m2 & d2
            if s0 & d0 == d0 and s1 & d1 == d1 and s2 & d2 == d2:
                return None
            return [d0 & s0, d1 & s1, d2 & s2]
        current = [domains[v] for v in self.scope]
        supported = [0] * len(self.scope)
        for t in self._through_smallest(current):
            if all(b & d for b, d in zip(t, current)):
                supported = [s | b for s, b in zip(supported, t)]
                if supported == current:
                    return None
        new = [d & s for d, s in zip(current, supported)]
        return None if new == current else new

    def reason(self, domains: list[int], var: int, bit: int) -> Reason:
        i = self.scope.index(var)
        relevant = [0] * len(self.scope)
        for t in self.allowed:
            if t[i] == bit:
                relevant = [r | b for r, b in zip(relevant, t)]
        return [(w, relevant[j] & ~domains[w]) for j, w in enumerate(self.scope)
                if j != i and relevant[j] & ~domains[w]]


class CheckRule(Rule):
    """A clue over many values (a whole category): placements listed once domains are small."""

    def __init__(self, number: int, clue: Clue, scope: tuple[int, ...], puzzle: Puzzle,
                 refs: list[Ref], n: int):
        self.number, self.clue, self.scope, self.puzzle = number, clue, scope, puzzle
        self.refs = [refs[v] for v in scope]
        self.n = n
        self.full = (1 << n) - 1
        self.verdicts: dict[tuple[int, ...], bool] = {}
        """The clue's verdict on each placement seen so far (``holds`` is slow on big scopes)."""
        self.technique = clue_technique(clue)

    def listed(self, domains: list[int]) -> list[tuple[int, ...]] | None:
        """Every placement within the domains where the clue holds, None when too many to list."""
        found = placements_within(self.scope, domains, self.n, TUPLE_LIMIT)
        if found is None:
            return None
        view = Placement(self.puzzle, {})
        kept = []
        verdicts = self.verdicts
        for combo in found:
            verdict = verdicts.get(combo)
            if verdict is None:
                view.place(dict(zip(self.refs, combo)))
                verdict = bool(self.clue.holds(view))
                if len(verdicts) < VERDICTS_KEPT:
                    verdicts[combo] = verdict
            if verdict:
                kept.append(combo)
        return kept

    def narrow(self, domains: list[int]) -> list[int] | None:
        placements = self.listed(domains)
        if placements is None:
            return None
        supported = [0] * len(self.scope)
        for combo in placements:
            supported = [s | 1 << (p - 1) for s, p in zip(supported, combo)]
        new = [domains[v] & s for v, s in zip(self.scope, supported)]
        return None if all(domains[v] == d for v, d in zip(self.scope, new)) else new

    def reason(self, domains: list[int], var: int, bit: int) -> Reason:
        return [(w, self.full & ~domains[w]) for w in self.scope if w != var and self.full & ~domains[w]]


def placements_within(scope: tuple[int, ...], domains: list[int], n: int,
                      limit: int) -> list[tuple[int, ...]] | None:
    """Every placement of ``scope`` within ``domains`` (houses in scope order), values of one
    category in different houses; None when there are more than ``limit``.

    Listed category by category as partial permutations, never as n ** k products.
    """
    groups: dict[int, list[int]] = {}
    for i, v in enumerate(scope):
        groups.setdefault(v // n, []).append(i)
    choices = []
    total = 1
    for members in groups.values():
        options = _distinct_choices([domains[scope[i]] for i in members], limit // total + 1)
        if options is None:
            return None
        total *= len(options)
        if total > limit:
            return None
        choices.append((members, options))
    found = []
    where = [0] * len(scope)
    for parts in product(*(options for _, options in choices)):
        for (members, _), houses in zip(choices, parts):
            for i, q in zip(members, houses):
                where[i] = q
        found.append(tuple(where))
    return found


def _distinct_choices(domains: list[int], limit: int) -> list[tuple[int, ...]] | None:
    """Distinct houses, one from each domain; None when there are more than ``limit``."""
    found: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def extend(i: int, used: int) -> bool:
        if i == len(domains):
            found.append(tuple(chosen))
            return len(found) <= limit
        for q in bits(domains[i] & ~used):
            chosen.append(q)
            if not extend(i + 1, used | 1 << (q - 1)):
                return False
            chosen.pop()
        return True

    return found if extend(0, 0) else None


class Grid:
    """A puzzle compiled for explaining: values, root domains (the axis) and one rule per clue."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        self.n = n = puzzle.size
        self.k = len(puzzle.categories)
        self.full = (1 << n) - 1
        self.refs = list(puzzle.refs())
        index = {ref: i for i, ref in enumerate(self.refs)}
        self.index = index
        self.domains = [self.full] * len(self.refs)
        for ref, position in puzzle.pinned():
            self.domains[index[ref]] = 1 << (position - 1)
        self.axis = {index[ref] for ref, _ in puzzle.pinned()}
        self.rules: list[Rule] = []
        self.constant_false: list[int] = []
        for number, clue in enumerate(puzzle.clues, 1):
            rule = self._rule(number, clue)
            if rule is not None:
                self.rules.append(rule)
        self.watchers: list[list[int]] = [[] for _ in self.refs]
        for r, rule in enumerate(self.rules):
            for v in rule.scope:
                self.watchers[v].append(r)
        self.fast = [[self._fast(self.rules[r]) for r in watching] for watching in self.watchers]
        """Per value, the rules reading it as tuples for the what-if loop (``whatif._quick``)."""

    @staticmethod
    def _fast(rule: Rule) -> tuple:
        if isinstance(rule, PairRule) and rule.kind == PAIR_TABLE:
            return (0, rule.scope[0], rule.scope[1], rule.tx, rule.ty, rule)
        if isinstance(rule, TupleRule) and len(rule.scope) == 3:
            return (1, *rule.scope, rule.by_first, rule)
        return (2, rule)

    def _rule(self, number: int, clue: Clue) -> Rule | None:
        puzzle, n, index = self.puzzle, self.n, self.index
        scope = tuple(index[r] for r in clue.scope(puzzle))
        if not scope:
            if not clue.holds(Placement(puzzle, {})):
                self.constant_false.append(number)
            return None
        shape = shape_of(clue, n, puzzle) if len(scope) <= 3 or n ** len(scope) <= TUPLE_LIMIT \
            else None
        if shape is None:
            listed = self._placements(clue, scope)
            if listed is None:
                return CheckRule(number, clue, scope, puzzle, self.refs, n)
            return TupleRule(number, clue, scope, listed)
        if len(scope) == 1:
            return UnaryRule(number, clue, scope[0], shape.mask())
        if len(scope) == 2:
            tx, ty = shape.pair_tables()
            return PairRule(number, clue, scope[0], scope[1], tx, ty)
        return TupleRule(number, clue, scope, shape.bit_tuples())

    def _placements(self, clue: Clue, scope: tuple[int, ...]) -> tuple[tuple[int, ...], ...] | None:
        """Bit tuples of every placement of a big scope where the clue holds, None when too many."""
        found = placements_within(scope, self.domains, self.n, TUPLE_LIMIT)
        if found is None:
            return None
        refs = [self.refs[v] for v in scope]
        view = Placement(self.puzzle, {})
        allowed = []
        for combo in found:
            view.place(dict(zip(refs, combo)))
            if clue.holds(view):
                allowed.append(tuple(1 << (q - 1) for q in combo))
        return tuple(allowed)

    def category(self, var: int) -> int:
        """The category index of value ``var``."""
        return var // self.n

    def members(self, c: int) -> range:
        """The values of category ``c``."""
        return range(c * self.n, (c + 1) * self.n)
