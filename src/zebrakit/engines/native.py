"""zebrakit's own engine: bitset domains, propagation to a fixpoint, smallest-domain-first (dom/deg) search.

Each value is a variable whose domain is a bitset of positions (bit p-1 for position p).
Propagators, each named after its rule:

- **naked single** / **hidden single**: all-different per category. A value fixed at a position
  removes that position from the rest of its category; a position only one value can take
  goes to that value.
- **position rule**: a clue over one value (at, not at, at an end) narrows its domain once.
- **pair support** (same house, offset, order, adjacency...): a clue over two values keeps a
  position of one only if some position of the other supports it. Support is a table lookup
  indexed by the other value's whole domain.
- **tuple support**: a clue over three or more values keeps the positions that appear in some
  tuple satisfying the clue, when the tuples are few enough to list; otherwise it checks the
  clue once all but one of its values are fixed.

Every table is built from the clue's own ``holds`` predicate, so the engine cannot disagree with
the verifier about what a clue means; ``shapes`` builds them once per clue shape, so like clues
("Brit == red", "Dane == tea") share one.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from dataclasses import dataclass
from itertools import product
from collections.abc import Iterator

from ..clues import Clue
from ..model import Puzzle, Ref, Solution
from . import shapes
from .base import Capabilities, Engine, check_deadline
from .shapes import TABLE_BITS, Placement, category_key, distinct_within_groups, shape_of

TUPLE_LIMIT = 4096
"""Largest domain product a tuple-support propagator will list; beyond it, it waits."""

BINARY, ALLDIFF, NARY = 0, 1, 2
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
    """A puzzle turned into integer variables, root domains and propagators."""

    puzzle: Puzzle
    n: int
    domains: list[int]
    constraints: list[tuple]
    watchers: list[tuple[int, ...]]
    refs: list[Ref]
    failed: bool


def compile_puzzle(puzzle: Puzzle) -> Compiled:
    """Variables, root domains (position rules and axis applied) and propagators for ``puzzle``."""
    n = puzzle.size
    refs = list(puzzle.refs())
    index = {ref: i for i, ref in enumerate(refs)}
    full = (1 << n) - 1
    domains = [full] * len(refs)
    for ref, position in puzzle.pinned():
        domains[index[ref]] &= 1 << (position - 1)
    constraints: list[tuple] = [(ALLDIFF, c * n, "all different") for c in range(len(puzzle.categories))]
    constant_false = False
    for clue in puzzle.clues:
        scope = [index[r] for r in clue.scope(puzzle)]
        rule = RULES.get(clue.kind, "tuple support")
        if not scope:  # a clue that reads no position is simply true or false
            constant_false |= not clue.holds(Placement(puzzle, {}))
        elif len(scope) == 1:
            domains[scope[0]] &= shape_of(clue, n, puzzle).mask()
        elif len(scope) == 2:
            x, y = scope
            tx, ty = shape_of(clue, n, puzzle).pair_tables()
            constraints.append((BINARY, x, y, tx, ty, rule))
        elif n ** len(scope) <= TUPLE_LIMIT:
            constraints.append((NARY, tuple(scope), shape_of(clue, n, puzzle).bit_tuples(), rule))
        else:  # a big scope: checked against ``holds`` at run time
            constraints.append((NARY, tuple(scope), clue, rule))
    watchers: list[list[int]] = [[] for _ in refs]
    for cid, constraint in enumerate(constraints):
        for var in _constraint_vars(constraint, n):
            watchers[var].append(cid)
    failed = constant_false or any(d == 0 for d in domains)
    return Compiled(puzzle, n, domains, constraints, [tuple(w) for w in watchers], refs, failed)


def _constraint_vars(constraint: tuple, n: int) -> tuple[int, ...]:
    kind = constraint[0]
    if kind == BINARY:
        return (constraint[1], constraint[2])
    if kind == ALLDIFF:
        return tuple(range(constraint[1], constraint[1] + n))
    return constraint[1]


class _Contradiction(Exception):
    """A domain became empty or a category could not cover every position."""


def propagate(compiled: Compiled, domains: list[int], queue: list[int], stats: list) -> bool:
    """Run propagators from ``queue`` to a fixpoint, narrowing ``domains`` in place; False on contradiction.

    ``stats`` is [propagations, nodes, narrowings per constraint, [naked singles, hidden singles]].
    """
    constraints, watchers, n = compiled.constraints, compiled.watchers, compiled.n
    full = (1 << n) - 1
    queued = [False] * len(constraints)
    for cid in queue:
        queued[cid] = True
    small = n <= TABLE_BITS
    count = 0
    if len(stats) < 4:  # callers may pass just [propagations, nodes]
        stats.extend(new_counters(compiled)[len(stats):])
    narrowed, singles = stats[2], stats[3]
    try:
        while queue:
            cid = queue.pop()
            queued[cid] = False
            constraint = constraints[cid]
            count += 1
            kind = constraint[0]
            # ---- pair support: a table lookup per direction
            if kind == BINARY:
                _, x, y, tx, ty, _rule = constraint
                dx, dy = domains[x], domains[y]
                if small:
                    nx = dx & tx[dy]
                    ny = dy & ty[nx]
                else:
                    nx = dx & loop_support(tx, dy)
                    ny = dy & loop_support(ty, nx)
                if nx != dx or ny != dy:
                    narrowed[cid] += 1
                if nx != dx:
                    if not nx:
                        return False
                    domains[x] = nx
                    for w in watchers[x]:
                        if not queued[w] and w != cid:
                            queued[w] = True
                            queue.append(w)
                if ny != dy:
                    if not ny:
                        return False
                    domains[y] = ny
                    for w in watchers[y]:
                        if not queued[w] and w != cid:
                            queued[w] = True
                            queue.append(w)
            # ---- naked singles and hidden singles over one category
            elif kind == ALLDIFF:
                start = constraint[1]
                changed = _all_different(domains, start, n, full, singles)
                for var in changed:
                    for w in watchers[var]:
                        if not queued[w] and w != cid:
                            queued[w] = True
                            queue.append(w)
            # ---- tuple support for clues over three or more values
            else:
                changed = _tuple_support(compiled, domains, constraint)
                if changed:
                    narrowed[cid] += 1
                for var in changed:
                    for w in watchers[var]:
                        if not queued[w] and w != cid:
                            queued[w] = True
                            queue.append(w)
    except _Contradiction:
        return False
    finally:
        stats[0] += count
    return True


def loop_support(support: tuple[int, ...], domain: int) -> int:
    """What ``domain`` supports through a per-position support list (beyond ``TABLE_BITS``)."""
    mask = 0
    while domain:
        low = domain & -domain
        mask |= support[low.bit_length() - 1]
        domain ^= low
    return mask


def _all_different(domains: list[int], start: int, n: int, full: int, singles: list[int]) -> list[int]:
    """Naked singles and hidden singles over one category, to a fixpoint; the variables changed.

    One pass reads every domain: ``fixed`` collects the positions already taken (naked singles),
    ``unique`` the positions only one value can still take (hidden singles).
    """
    changed: list[int] = []
    stop = start + n
    while True:
        fixed = once = twice = 0
        for v in range(start, stop):
            d = domains[v]
            twice |= once & d
            once |= d
            if not d & (d - 1):
                if d & fixed or not d:
                    raise _Contradiction
                fixed |= d
        if once != full:
            raise _Contradiction
        unique = once & ~twice & ~fixed
        if not unique and (fixed & twice) == 0:
            return changed
        progress = False
        for v in range(start, stop):
            d = domains[v]
            if not d & (d - 1):
                continue
            u = d & unique
            if u:  # hidden single: the only value that can still go there
                if u & (u - 1):
                    raise _Contradiction
                domains[v] = u
                singles[1] += 1
            elif d & fixed:  # naked single: positions taken by fixed values go
                d &= ~fixed
                if not d:
                    raise _Contradiction
                domains[v] = d
                singles[0] += 1
            else:
                continue
            changed.append(v)
            progress = True
        if not progress:
            return changed


def _tuple_support(compiled: Compiled, domains: list[int], constraint: tuple) -> list[int]:
    """Keep the positions that occur in some satisfying tuple (or check once nearly all are fixed)."""
    _, scope, clue, _rule = constraint
    if isinstance(clue, tuple):
        return _narrow(domains, scope, table_supports(domains, scope, clue))
    sizes = 1
    unfixed = 0
    for v in scope:
        d = domains[v]
        sizes *= d.bit_count()
        if d & (d - 1):
            unfixed += 1
    if sizes > TUPLE_LIMIT and unfixed > 1:
        return []
    return _narrow(domains, scope, _holds_supports(compiled, domains, scope, clue))


def _holds_supports(compiled: Compiled, domains: list[int], scope: tuple[int, ...], clue: Clue) -> list[int]:
    """Per value of ``scope``, the positions in some placement within ``domains`` where ``clue`` holds."""
    refs, puzzle = compiled.refs, compiled.puzzle
    options = [_positions_of(domains[v]) for v in scope]
    groups = [category_key(refs[v].category) for v in scope]
    supported = [0] * len(scope)
    for combo in product(*options):
        if not distinct_within_groups(combo, groups):
            continue
        placement = Placement(puzzle, {refs[v]: p for v, p in zip(scope, combo)})
        if clue.holds(placement):
            for i, p in enumerate(combo):
                supported[i] |= 1 << (p - 1)
    return supported


def table_supports(domains: list[int], scope: tuple[int, ...], allowed: tuple) -> list[int]:
    """Per value of ``scope``, the position bits in some allowed bit tuple that fits ``domains``."""
    if len(scope) == 3:
        x, y, z = scope
        d0, d1, d2 = domains[x], domains[y], domains[z]
        s0 = s1 = s2 = 0
        for b0, b1, b2 in allowed:
            if b0 & d0 and b1 & d1 and b2 & d2:
                s0 |= b0
                s1 |= b1
                s2 |= b2
        return [s0, s1, s2]
    current = [domains[v] for v in scope]
    supported = [0] * len(scope)
    for bits in allowed:
        if all(b & d for b, d in zip(bits, current)):
            supported = [s | b for s, b in zip(supported, bits)]
    return supported


def _narrow(domains: list[int], scope: tuple[int, ...], supported: list[int]) -> list[int]:
    """Keep only supported positions; the variables changed (a contradiction when one empties)."""
    changed = []
    for v, s in zip(scope, supported):
        d = domains[v]
        new = d & s
        if new != d:
            if not new:
                raise _Contradiction
            domains[v] = new
            changed.append(v)
    return changed


def _positions_of(domain: int) -> list[int]:
    return [p + 1 for p in range(domain.bit_length()) if domain >> p & 1]


def _choose_variable(domains: list[int], degree: list[int]) -> int:
    """Smallest domain relative to the number of propagators watching the value (dom/deg); -1 when all are placed."""
    best, best_size, best_degree = -1, 1, 0
    for v, d in enumerate(domains):
        if d & (d - 1):
            size = d.bit_count()
            if size * best_degree < best_size * degree[v] or best < 0:
                best, best_size, best_degree = v, size, degree[v]
    return best


def search_domains(compiled: Compiled, stats: list[int]) -> Iterator[list[int]]:
    """Depth-first search yielding the fixed domains of each solution, lazily."""
    if compiled.failed:
        return
    root = list(compiled.domains)
    if not propagate(compiled, root, list(range(len(compiled.constraints))), stats):
        stats[1] += 1
        return
    stack = [root]
    watchers = compiled.watchers
    degree = [len(w) for w in watchers]
    while stack:
        check_deadline()
        domains = _restored(compiled, stack.pop())
        stats[1] += 1
        var = _choose_variable(domains, degree)
        if var < 0:
            yield domains
            continue
        d = domains[var]
        children = []
        while d:
            low = d & -d
            d ^= low
            child = domains.copy()
            child[var] = low
            if propagate(compiled, child, list(watchers[var]), stats):
                children.append(child)
            else:
                stats[1] += 1
        if len(stack) + len(children) > STACK_KEPT_WHOLE:  # siblings wait as (parent, var, bit)
            children[1:] = [(domains, var, c[var]) for c in children[1:]]
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
    propagate(compiled, domains, list(compiled.watchers[var]), [0, 0])  # counted when first made
    return domains


def to_solution(compiled: Compiled, domains: list[int]) -> Solution:
    """Turn fixed domains into a Solution."""
    n, puzzle = compiled.n, compiled.puzzle
    placement = tuple(
        tuple(domains[c * n + i].bit_length() for i in range(n))
        for c in range(len(puzzle.categories))
    )
    return Solution(placement, puzzle)


def clear_caches() -> None:
    """Forget every compiled puzzle and support table (for cold-start measurements)."""
    shapes.clear_caches()
    _COMPILED.clear()


def new_counters(compiled: Compiled) -> list:
    """Fresh statistics: [propagations, nodes, narrowings per constraint, [naked, hidden singles]]."""
    return [0, 0, [0] * len(compiled.constraints), [0, 0]]


def rule_counts(compiled: Compiled, counters: list) -> dict[str, int]:
    """How often each named rule narrowed a domain."""
    counts = {"naked single": counters[3][0], "hidden single": counters[3][1]}
    for constraint, times in zip(compiled.constraints, counters[2]):
        if times and constraint[0] != ALLDIFF:
            rule = constraint[-1]
            counts[rule] = counts.get(rule, 0) + times
    return {rule: times for rule, times in counts.items() if times}


COMPILED_KEPT = 64
"""How many compiled puzzles the native engine keeps (the most recently used)."""
_COMPILED: OrderedDict[int, tuple[weakref.ref, Compiled]] = OrderedDict()


def compiled_for(puzzle: Puzzle) -> Compiled:
    """The compiled form of ``puzzle``, built once per puzzle object (puzzles are immutable)."""
    key = id(puzzle)
    entry = _COMPILED.get(key)
    if entry is not None and entry[0]() is puzzle:
        _COMPILED.move_to_end(key)
        return entry[1]
    compiled = compile_puzzle(puzzle)
    _COMPILED[key] = (weakref.ref(puzzle), compiled)
    _COMPILED.move_to_end(key)
    while len(_COMPILED) > COMPILED_KEPT:
        _COMPILED.popitem(last=False)
    return compiled


class NativeEngine(Engine):
    """Bitset propagation (naked and hidden singles, pair and tuple support) with dom/deg backtracking."""

    name = "native"
    description = "zebrakit's own propagation engine: bitset domains, named rules, backtracking"
    capabilities = Capabilities(enumerates=True, proves_unique=True, proves_unsat=True, steps=False)

    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        compiled = compiled_for(puzzle)
        counters = new_counters(compiled)
        try:
            for domains in search_domains(compiled, counters):
                self._record(compiled, counters)
                yield to_solution(compiled, domains)
        finally:
            self._record(compiled, counters)

    def _record(self, compiled: Compiled, counters: list) -> None:
        self.stats.propagations, self.stats.nodes = counters[0], counters[1]
        self.stats.extra["rules"] = rule_counts(compiled, counters)
