"""zebrakit's own engine: bitset domains, propagation to a fixpoint, conflict-weighted search.

Each value's unknown is its position; a domain is a bitset of positions (bit p-1 for position p).
Values tied by ``==`` ("The Brit lives in the red house") are merged into one variable before
anything else, so such a clue costs nothing at run time. Every other clue becomes a named
constraint record of ``zebrakit.engines.propagation`` (the public API the generator and the
explainer use):

- **naked single** / **hidden single** (and **Hall sets** while searching): all-different per
  category;
- **position rule**: a clue over one value (at, not at, at an end) narrows its domain once;
- **pair support** (different house, offset, order, adjacency...): a table lookup indexed by the
  other value's whole domain;
- **between support**: "b is between a and c" by a direct rule on the domains' ends;
- **tuple support**: a clue over three or more values as its allowed tuples with residual
  supports; a clue over too many values to list is checked once all but one are fixed.

Every table is built from the clue's own ``holds`` predicate, or for the clue types that read
positions only by the same relation written on integers (``shapes``, cross-checked in the tests),
so the engine cannot disagree with the verifier about what a clue means.

The search takes the open variable with the fewest positions per unit of *weighted degree*
(dom/wdeg: each contradiction a constraint finds adds one to the weight of its variables), so
it turns to where the puzzle is tight and keeps doing so at 12 x 12.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..clues import Between, Clue, Either, Same
from ..model import Puzzle, Ref, Solution
from . import propagation, shapes
from .base import Capabilities, Engine, check_deadline
from .propagation import (
    TABLE_BITS, AllDifferent, AnyOf, ClueCheck, Constraint, OrderChain, PairSupport, PropagationStats,
    TupleSupport, choose_variable, everything, loop_support, propagate,
)
from .shapes import Placement, category_key, shape_of

__all__ = [
    "Compiled", "NativeEngine", "PropagationStats", "compile_puzzle", "compiled_for", "loop_support",
    "new_counters", "propagate", "rule_counts", "search_domains", "to_solution",
]

TUPLE_LIMIT = 4096
"""Largest domain product a clue over many values is listed for; beyond it, it waits."""
CHECK_MEMORY = 32768
"""Listed clues' domains remembered with what they support: the searches of one puzzle and of its
variants (a reader weighing readings) meet the same ones again and again."""
_SUPPORTS: OrderedDict[tuple[int, tuple[int, ...]], list[int] | None] = OrderedDict()
_SHAPE_IDS: dict[tuple[object, ...], int] = {}
"""Each listed clue in its puzzle, as a number (keys of ``_SUPPORTS`` that hash fast)."""
_UNKNOWN: list[int] = []

RULES = {
    "same": "same-house support", "different": "different-house support",
    "offset": "offset support", "before": "order support", "apart": "distance support",
    "not apart": "distance exclusion", "between": "between support", "either": "either-or support",
    "all": "conjunction support", "not": "negation support", "compare": "arithmetic support",
    "relation": "relation support", "cycles": "cycle support",
    "at": "position rule", "not at": "position rule", "at end": "position rule",
}
"""The rule name each clue type's propagator goes by (the explainer uses the same words)."""


@dataclass
class Compiled:
    """A puzzle as a propagation network: variables (merged values), root domains, constraints.

    ``alias[value]`` is the variable of each value (values in the puzzle's ``refs()`` order);
    ``members[var]`` the values a variable stands for (more than one when tied by ``==``).
    """

    puzzle: Puzzle
    n: int
    domains: list[int]
    constraints: list[Constraint]
    watchers: list[tuple[int, ...]]
    refs: list[Ref]
    failed: bool
    alias: list[int] = field(default_factory=list)
    members: list[tuple[int, ...]] = field(default_factory=list)

    @property
    def merged(self) -> int:
        """How many values were merged into another one by ``==``."""
        return len(self.alias) - len(self.members)

    def expand(self, domains: Sequence[int]) -> list[int]:
        """Domains per value (the puzzle's ``refs()`` order) from domains per variable."""
        return [domains[var] for var in self.alias]

    def compact(self, value_domains: Sequence[int]) -> list[int]:
        """Domains per variable from domains per value."""
        return [value_domains[values[0]] for values in self.members]


# =========================================================================== compiling
def compile_puzzle(puzzle: Puzzle, hall: bool = False) -> Compiled:
    """The propagation network of ``puzzle``: ``==`` merged, position rules and axis applied.

    ``hall`` switches on the Hall-set rule of all-different (the search uses it; the difficulty
    grades keep to the rules a reader uses, naked and hidden singles).
    """
    n = puzzle.size
    refs = list(puzzle.refs())
    index = {ref: i for i, ref in enumerate(refs)}
    alias, members = _merge_same(puzzle, index)
    full = (1 << n) - 1
    domains = [full] * len(members)
    for ref, position in puzzle.pinned():
        domains[alias[index[ref]]] &= 1 << (position - 1)
    failed = False
    constraints: list[Constraint] = []
    for c in range(len(puzzle.categories)):
        variables = tuple(alias[c * n + i] for i in range(n))
        failed |= len(set(variables)) < n  # two values of one category tied by ==
        constraints.append(AllDifferent(variables, full, hall))
    for clue in puzzle.clues:
        if _merged(clue, index, alias):
            continue
        values = [index[r] for r in clue.scope(puzzle)]
        scope = tuple(alias[v] for v in values)
        if not values:  # a clue that reads no position is simply true or false
            failed |= not clue.holds(Placement(puzzle, {}))
        elif len(set(scope)) < len(scope):  # merged values within one clue: check it whole
            constraints.append(_checked_clue(puzzle, clue, refs, values, alias))
        elif len(scope) == 1:
            domains[scope[0]] &= shape_of(clue, n, puzzle).mask()
        else:
            constraints.append(_record(puzzle, clue, scope, refs, values, alias))
    watchers: list[list[int]] = [[] for _ in members]
    for cid, constraint in enumerate(constraints):
        for var in set(constraint.variables):
            watchers[var].append(cid)
    failed |= any(d == 0 for d in domains)
    return Compiled(puzzle, n, domains, constraints, [tuple(w) for w in watchers], refs, failed,
                    alias, members)


def _merge_same(puzzle: Puzzle, index: dict[Ref, int]) -> tuple[list[int], list[tuple[int, ...]]]:
    """(variable of each value, values of each variable): values tied by a top-level ``==`` merged."""
    parent = list(range(len(index)))

    def root(v: int) -> int:
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for clue in puzzle.clues:
        if type(clue) is Same and clue.a != clue.b:
            a, b = root(index[clue.a]), root(index[clue.b])
            if a != b:
                parent[max(a, b)] = min(a, b)
    roots: dict[int, int] = {}
    alias = [roots.setdefault(root(v), len(roots)) for v in range(len(index))]
    members: list[list[int]] = [[] for _ in roots]
    for v, var in enumerate(alias):
        members[var].append(v)
    return alias, [tuple(m) for m in members]


def _merged(clue: Clue, index: dict[Ref, int], alias: list[int]) -> bool:
    """True when ``clue`` is an ``==`` whose two values became one variable."""
    return type(clue) is Same and alias[index[clue.a]] == alias[index[clue.b]]


def _record(puzzle: Puzzle, clue: Clue, scope: tuple[int, ...], refs: list[Ref], values: list[int],
            alias: list[int]) -> Constraint:
    """The constraint record of a clue over two or more distinct variables."""
    n = puzzle.size
    rule = RULES.get(clue.kind, "tuple support")
    if len(scope) == 2:
        tx, ty = shape_of(clue, n, puzzle).pair_tables()
        return PairSupport(scope[0], scope[1], tx, ty, rule, n <= TABLE_BITS)
    if type(clue) is Between and shapes.reads_positions_only(clue):
        return OrderChain(scope[0], scope[1], scope[2], clue.ordered, rule)
    var_of = dict(zip(clue.scope(puzzle), scope))
    either = either_record(clue, lambda ref: var_of[ref], n, rule)
    if either is not None:
        return either
    if n ** len(scope) <= TUPLE_LIMIT:
        return TupleSupport(scope, shape_of(clue, n, puzzle).bit_tuples(), rule)
    return _checked_clue(puzzle, clue, refs, values, alias)


def either_record(clue: Clue, var_of: Callable[[Ref], int], n: int, rule: str) -> AnyOf | None:
    """An ``AnyOf`` for an inclusive either-or whose alternatives read one or two values' positions.

    None for other clues (their tuples are listed instead). ``var_of`` gives each value's variable.
    """
    if type(clue) is not Either or clue.exclusive or not shapes.reads_positions_only(clue):
        return None
    alternatives: list[tuple[int, int] | Constraint] = []
    for alternative in clue.clues:
        variables = tuple(var_of(ref) for ref in alternative.refs())
        if len(set(variables)) != len(variables) or len(variables) > 2:
            return None
        shape = shape_of(alternative, n)
        if len(variables) == 1:
            alternatives.append((variables[0], shape.mask()))
        else:
            tx, ty = shape.pair_tables()
            alternatives.append(PairSupport(variables[0], variables[1], tx, ty, rule, n <= TABLE_BITS))
    scope = tuple(dict.fromkeys(var_of(ref) for ref in clue.refs()))
    return AnyOf(scope, tuple(alternatives), rule)


def _checked_clue(puzzle: Puzzle, clue: Clue, refs: list[Ref], values: list[int],
                  alias: list[int]) -> ClueCheck:
    """A clue checked against ``holds`` when its open placements are few enough to list."""
    variables = tuple(dict.fromkeys(alias[v] for v in values))
    scope_refs = [refs[v] for v in values]
    where = [variables.index(alias[v]) for v in values]
    groups_of = [[category_key(refs[v].category) for v in values if alias[v] == var] for var in variables]

    if len(_SHAPE_IDS) > CHECK_MEMORY:
        _forget_supports()
    shape = _SHAPE_IDS.setdefault((puzzle.categories, puzzle.axis, clue, tuple(where)), len(_SHAPE_IDS))

    def check(domains: list[int]) -> list[int] | None:
        key = (shape, tuple(domains[var] for var in variables))
        found = _SUPPORTS.get(key, _UNKNOWN)
        if found is _UNKNOWN:
            found = _SUPPORTS[key] = supports(key[1])
            if len(_SUPPORTS) > CHECK_MEMORY:
                _SUPPORTS.popitem(last=False)
        return None if found is None else list(found)

    def supports(domains: tuple[int, ...]) -> list[int] | None:
        options = [_positions_of(domain) for domain in domains]
        sizes, unfixed = 1, 0
        for o in options:
            sizes *= len(o)
            unfixed += len(o) > 1
        if sizes > TUPLE_LIMIT and unfixed > 1:
            return None
        supported = [0] * len(variables)
        placement = Placement(puzzle, {})
        for combo in _distinct_combos(options, groups_of):
            placement.place(dict(zip(scope_refs, [combo[i] for i in where])))
            if clue.holds(placement):
                for i, p in enumerate(combo):
                    supported[i] |= 1 << (p - 1)
        return supported

    return ClueCheck(variables, check, RULES.get(clue.kind, "tuple support"))


def _forget_supports() -> None:
    """Empties the memory of listed clues (their ids are only ever growing otherwise)."""
    _SUPPORTS.clear()
    _SHAPE_IDS.clear()


def _distinct_combos(options: list[list[int]], groups_of: Sequence[Sequence[object]]) -> Iterator[tuple[int, ...]]:
    """Each choice of one position per variable from ``options`` in which no two values of one
    category share a position (``groups_of`` gives each variable's categories), pruned as it goes."""
    if any(len(set(groups)) < len(groups) for groups in groups_of):
        return  # two values of one category in one variable can never be apart
    used: dict[object, int] = {}
    chosen: list[int] = []

    def extend(i: int) -> Iterator[tuple[int, ...]]:
        if i == len(options):
            yield tuple(chosen)
            return
        groups = groups_of[i]
        for p in options[i]:
            bit = 1 << p
            if any(used.get(g, 0) & bit for g in groups):
                continue
            for g in groups:
                used[g] = used.get(g, 0) | bit
            chosen.append(p)
            yield from extend(i + 1)
            chosen.pop()
            for g in groups:
                used[g] ^= bit

    yield from extend(0)


def _positions_of(domain: int) -> list[int]:
    return [p + 1 for p in range(domain.bit_length()) if domain >> p & 1]


# =========================================================================== search
def search_domains(compiled: Compiled, stats: PropagationStats) -> Iterator[list[int]]:
    """Depth-first search yielding each solution's fixed domains per value, lazily."""
    if compiled.failed:
        return
    root = list(compiled.domains)
    if not propagate(compiled, root, everything(compiled), stats):
        stats.nodes += 1
        return
    stack: list = [root]
    watchers, constraints = compiled.watchers, compiled.constraints
    weight = [len(w) for w in watchers]
    while stack:
        check_deadline()
        domains = _restored(compiled, stack.pop())
        stats.nodes += 1
        var = choose_variable(domains, weight)
        if var < 0:
            yield compiled.expand(domains)
            continue
        d = domains[var]
        children: list[list[int] | tuple[list[int], int, int]] = []
        while d:
            low = d & -d
            d ^= low
            child = domains.copy()
            child[var] = low
            if propagate(compiled, child, list(watchers[var]), stats):
                children.append(child)
            else:
                stats.nodes += 1
                for v in constraints[stats.last_conflict].variables:
                    weight[v] += 1
        if len(stack) + len(children) > STACK_KEPT_WHOLE:  # siblings wait as (parent, var, bit)
            children[1:] = [(domains, var, c[var]) for c in children[1:] if isinstance(c, list)]
        stack.extend(reversed(children))


STACK_KEPT_WHOLE = 1000
"""Open siblings kept as whole domains; beyond, a sibling is its decision, propagated again when
popped. Memory stays (this + search depth) x variables, not every sibling (50 x 50: 1.3 GB)."""


def _restored(compiled: Compiled, entry: list[int] | tuple[list[int], int, int]) -> list[int]:
    """A stack entry as domains: itself, or its parent with its decision propagated again."""
    if isinstance(entry, list):
        return entry
    parent, var, bit = entry
    domains = parent.copy()
    domains[var] = bit
    propagate(compiled, domains, list(compiled.watchers[var]), PropagationStats())  # counted when first made
    return domains


def to_solution(compiled: Compiled, domains: list[int]) -> Solution:
    """Turn fixed domains per value into a Solution."""
    n, puzzle = compiled.n, compiled.puzzle
    placement = tuple(
        tuple(domains[c * n + i].bit_length() for i in range(n))
        for c in range(len(puzzle.categories))
    )
    return Solution(placement, puzzle)


def clear_caches() -> None:
    """Forget every compiled puzzle and support table (for cold-start measurements)."""
    shapes.clear_caches()
    propagation.clear_caches()
    _COMPILED.clear()


def new_counters(compiled: Compiled | None = None) -> PropagationStats:
    """Fresh statistics for a search of ``compiled``."""
    return PropagationStats()


def rule_counts(compiled: Compiled, stats: PropagationStats) -> dict[str, int]:
    """How often each named rule narrowed a domain."""
    return stats.rule_counts(compiled.constraints)


COMPILED_KEPT = 64
"""How many compiled puzzles the native engine keeps (the most recently used)."""
_COMPILED: OrderedDict[tuple[int, bool], tuple[weakref.ref, Compiled]] = OrderedDict()


def compiled_for(puzzle: Puzzle, hall: bool = False) -> Compiled:
    """The compiled form of ``puzzle``, built once per puzzle object (puzzles are immutable)."""
    key = (id(puzzle), hall)
    entry = _COMPILED.get(key)
    if entry is not None and entry[0]() is puzzle:
        _COMPILED.move_to_end(key)
        return entry[1]
    compiled = compile_puzzle(puzzle, hall)
    _COMPILED[key] = (weakref.ref(puzzle), compiled)
    _COMPILED.move_to_end(key)
    while len(_COMPILED) > COMPILED_KEPT:
        _COMPILED.popitem(last=False)
    return compiled


class NativeEngine(Engine):
    """Bitset propagation (singles, Hall sets, pair, between and tuple support) with dom/wdeg backtracking."""

    name = "native"
    description = "zebrakit's own propagation engine: bitset domains, named rules, backtracking"
    capabilities = Capabilities(enumerates=True, proves_unique=True, proves_unsat=True, steps=False)
    parameters: ClassVar[dict[str, Any]] = {"hall": False}
    """``hall``: add the Hall-pair rule to all-different (fewer nodes, but more time per node:
    it did not pay on generated puzzles up to 12 x 12, see benchmarks/bench_engines.py)."""

    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        compiled = compiled_for(puzzle, bool(self.params["hall"]))
        counters = PropagationStats()
        try:
            for domains in search_domains(compiled, counters):
                self._record(compiled, counters)
                yield to_solution(compiled, domains)
        finally:
            self._record(compiled, counters)

    def _record(self, compiled: Compiled, counters: PropagationStats) -> None:
        self.stats.propagations, self.stats.nodes = counters.propagations, counters.nodes
        self.stats.extra["conflicts"] = counters.conflicts
        self.stats.extra["merged"] = compiled.merged
        self.stats.extra["rules"] = rule_counts(compiled, counters)
