"""The generator's fast path: every candidate clue compiled once, clue subsets checked by selection.

The generator asks thousands of questions of one hidden solution: "do these clues still pin it
down?", "does propagation alone solve them?". Building a Puzzle and compiling it for each
question would cost more than answering it. Here a clue becomes a ``Link`` once: its variables
and its support tables (and those of its negation), read from the clue's own ``holds``
predicate and cached by the clue's shape (kind, parameters, which values share a category), so
"Brit == red" and "Dane == tea" share one table. A ``Network`` is built from a list of links in
microseconds and propagated with the native engine's rules: naked and hidden singles (the
native engine's own function), pair support by table lookup, and full tuple support for clues
over three values. For the clue forms the generator writes, a network reaches the same fixpoint
as the native engine on the same puzzle, so "solved by propagation alone" (and the rounds of
hypotheses) mean the same here and there; search order may differ, so node counts reported
for a puzzle come from the native engine itself.

The rules are written out here rather than imported from the native engine's private helpers,
so that the engine stays free to change its internals; the tests check that both agree.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from functools import lru_cache
from itertools import product
from typing import Iterator, Sequence

from ..clues import Clue
from ..difficulty import hypothesis_rounds
from ..model import Ref

BINARY, ALLDIFF, TERNARY = 0, 1, 2
TABLE_BITS = 12
"""Up to this many houses, pair support is a table over every domain (as in the native engine)."""


# =========================================================================== clue shapes
class _Where:
    """Positions of a clue's placeholder values: just enough of a Solution for ``holds``."""

    __slots__ = ("positions", "puzzle")

    def __init__(self, positions: dict[Ref, int], size: int):
        self.positions = positions
        self.puzzle = _Size(size)

    def position(self, ref: Ref) -> int:
        return self.positions[ref]


class _Size:
    __slots__ = ("size",)

    def __init__(self, size: int):
        self.size = size


def _canonical(obj: object, mapping: dict[Ref, Ref]) -> object:
    """The clue with its values replaced by placeholders: its shape, shared by all like clues."""
    if isinstance(obj, Ref):
        return mapping[obj]
    if isinstance(obj, tuple):
        return tuple(_canonical(x, mapping) for x in obj)
    if isinstance(obj, Clue) and is_dataclass(obj):
        return type(obj)(**{f.name: _canonical(getattr(obj, f.name), mapping) for f in fields(obj)})
    return obj


def shape(clue: Clue, variables: Sequence[int], n: int) -> tuple[object, tuple[Ref, ...]]:
    """(hashable shape key, placeholder refs in scope order) for a clue over ``variables``."""
    placeholders: dict[Ref, Ref] = {}
    groups: dict[int, int] = {}
    for i, (ref, var) in enumerate(zip(clue.refs(), variables)):
        group = groups.setdefault(var // n, len(groups))
        placeholders[ref] = Ref(f"g{group}", i)
    return (_canonical(clue, placeholders), n), tuple(placeholders.values())


@lru_cache(maxsize=4096)
def _relation(key: tuple[object, int], refs: tuple[Ref, ...]) -> tuple[tuple, tuple]:
    """(tuples of 0-based positions satisfying the shape, tuples violating it).

    Values of one category never share a position, so such tuples are in neither list.
    """
    clue, n = key
    tuples = []
    for combo in product(range(n), repeat=len(refs)):
        seen = set()
        clash = False
        for ref, p in zip(refs, combo):
            if (ref.category, p) in seen:
                clash = True
                break
            seen.add((ref.category, p))
        if not clash:
            tuples.append(combo)
    holding, failing = [], []
    for combo in tuples:
        where = _Where({ref: p + 1 for ref, p in zip(refs, combo)}, n)
        (holding if clue.holds(where) else failing).append(combo)  # type: ignore[attr-defined,arg-type]
    return tuple(holding), tuple(failing)


@lru_cache(maxsize=4096)
def _tables(key: tuple[object, int], refs: tuple[Ref, ...], negated: bool) -> object:
    """Unary mask, pair support tables or ternary bit-triples for the shape (or its negation)."""
    allowed = _relation(key, refs)[1 if negated else 0]
    n = key[1]
    if len(refs) == 1:
        return sum(1 << c[0] for c in set(allowed))
    if len(refs) == 2:
        support_x, support_y = [0] * n, [0] * n
        for px, py in allowed:
            support_x[py] |= 1 << px
            support_y[px] |= 1 << py
        return _support_table(support_x, n), _support_table(support_y, n)
    return tuple(tuple(1 << p for p in combo) for combo in allowed)


class Link:
    """One clue compiled against the hidden solution's variables: ready to join any network.

    ``parts[False]`` and ``parts[True]`` are what the clue and its negation add to a network:
    a domain mask for a one-value clue, else a constraint tuple.
    """

    __slots__ = ("clue", "variables", "parts")

    def __init__(self, clue: Clue, variables: tuple[int, ...], n: int):
        self.clue = clue
        self.variables = variables
        key, refs = shape(clue, variables, n)
        self.parts = (_part(variables, _tables(key, refs, False)),
                      _part(variables, _tables(key, refs, True)))

    def tables(self, negated: bool = False) -> object:
        """The support data of the clue, or of its negation."""
        part = self.parts[negated]
        if len(self.variables) == 1:
            return part
        return part[3:] if len(self.variables) == 2 else part[2]  # type: ignore[index]

    def __repr__(self) -> str:
        return f"Link({self.clue!r})"


def _part(variables: tuple[int, ...], data: object) -> object:
    if len(variables) == 1:
        return data
    if len(variables) == 2:
        tx, ty = data  # type: ignore[misc]
        return (BINARY, variables[0], variables[1], tx, ty)
    return (TERNARY, variables, data)


# =========================================================================== networks
class Network:
    """Root domains, constraints and watchers for a chosen list of links (some negated)."""

    __slots__ = ("n", "k", "full", "small", "domains", "constraints", "watchers")

    def __init__(self, n: int, k: int, links: Sequence[Link] = (), negated: Sequence[Link] = ()):
        self.n, self.k = n, k
        self.full = (1 << n) - 1
        self.small = n <= TABLE_BITS
        self.domains = [self.full] * (n * k)
        self.constraints: list[tuple] = [(ALLDIFF, c * n) for c in range(k)]
        self.watchers: list[list[int]] = [[] for _ in range(n * k)]
        for c in range(k):
            for v in range(c * n, c * n + n):
                self.watchers[v].append(c)
        for link in links:
            self.add(link)
        for link in negated:
            self.add(link, negated=True)

    def add(self, link: Link, negated: bool = False) -> list[int]:
        """Join ``link``; returns the constraint ids to propagate."""
        part = link.parts[negated]
        variables = link.variables
        if len(variables) == 1:
            self.domains[variables[0]] &= part  # type: ignore[operator]
            return list(self.watchers[variables[0]])
        cid = len(self.constraints)
        self.constraints.append(part)  # type: ignore[arg-type]
        watchers = self.watchers
        for v in variables:
            watchers[v].append(cid)
        return [cid]

    def prunes(self, link: Link, domains: list[int]) -> bool:
        """True when ``link`` would remove some position from ``domains`` by itself."""
        data = link.tables()
        variables = link.variables
        if len(variables) == 1:
            d = domains[variables[0]]
            return d & data != d  # type: ignore[operator]
        if len(variables) == 2:
            x, y = variables
            tx, ty = data  # type: ignore[misc]
            dx, dy = domains[x], domains[y]
            if self.small:
                return dx & tx[dy] != dx or dy & ty[dx] != dy
            return dx & _loop_support(tx, dy) != dx or dy & _loop_support(ty, dx) != dy
        supported = _triple_support(variables, data, domains)  # type: ignore[arg-type]
        return any(domains[v] & s != domains[v] for v, s in zip(variables, supported))

    def root(self, stats: list[int]) -> list[int] | None:
        """Root domains propagated to a fixpoint, or None on contradiction."""
        domains = list(self.domains)
        if any(d == 0 for d in domains):
            return None
        if not self.propagate(domains, list(range(len(self.constraints))), stats):
            return None
        return domains

    # ------------------------------------------------------------------ propagation (hot loop)
    def propagate(self, domains: list[int], queue: list[int], stats: list[int]) -> bool:
        """Run propagators from ``queue`` to a fixpoint, narrowing ``domains``; False on contradiction."""
        constraints, watchers, n, full, small = (
            self.constraints, self.watchers, self.n, self.full, self.small)
        queued = [False] * len(constraints)
        for cid in queue:
            queued[cid] = True
        count = 0
        try:
            while queue:
                cid = queue.pop()
                queued[cid] = False
                constraint = constraints[cid]
                count += 1
                kind = constraint[0]
                # ---- pair support: a table lookup per direction
                if kind == BINARY:
                    _, x, y, tx, ty = constraint
                    dx, dy = domains[x], domains[y]
                    if small:
                        nx = dx & tx[dy]
                        ny = dy & ty[nx]
                    else:
                        nx = dx & _loop_support(tx, dy)
                        ny = dy & _loop_support(ty, nx)
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
                    continue
                # ---- naked and hidden singles (the native engine's rule) or tuple support
                if kind == ALLDIFF:
                    changed = _all_different(domains, constraint[1], n, full)
                else:
                    changed = _ternary(constraint, domains)
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

    # ------------------------------------------------------------------ search
    def solutions(self, stats: list[int]) -> Iterator[list[int]]:
        """Depth-first search yielding fixed domains (smallest domain first), counting nodes."""
        root = self.root(stats)
        if root is None:
            stats[1] += 1
            return
        stack = [root]
        watchers = self.watchers
        while stack:
            domains = stack.pop()
            stats[1] += 1
            var = _choose_variable(domains)
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
                if self.propagate(child, list(watchers[var]), stats):
                    children.append(child)
                else:
                    stats[1] += 1
            stack.extend(reversed(children))

    def satisfiable(self, stats: list[int] | None = None, prefer: Sequence[int] | None = None) -> bool:
        """True when the network has a solution.

        ``prefer`` (a position bit per value, usually the hidden solution) is tried first at each
        branch: a second solution tends to differ from the hidden one in a few cells only, so
        the search finds it sooner. Children are propagated one at a time, as they are tried.
        """
        stats = stats if stats is not None else [0, 0]
        root = self.root(stats)
        if root is None:
            return False
        watchers = self.watchers
        stack: list[tuple[list[int], int, int]] = []
        domains: list[int] | None = root
        while True:
            if domains is not None:
                stats[1] += 1
                var = _choose_variable(domains)
                if var < 0:
                    return True
                d = domains[var]
                first = d & prefer[var] if prefer is not None else 0
                rest = d ^ first
                branches = []
                while rest:
                    low = rest & -rest
                    rest ^= low
                    branches.append(low)
                if first:
                    branches.append(first)
                stack.extend((domains, var, bit) for bit in branches)
            if not stack:
                return False
            parent, var, bit = stack.pop()
            child = parent.copy()
            child[var] = bit
            domains = child if self.propagate(child, list(watchers[var]), stats) else None

    def count(self, limit: int, stats: list[int] | None = None) -> int:
        """The number of solutions, stopping at ``limit``."""
        total = 0
        for _ in self.solutions(stats if stats is not None else [0, 0]):
            total += 1
            if total >= limit:
                break
        return total

    # ------------------------------------------------------------------ probing
    def rounds(self, domains: list[int], stats: list[int], consistent: Sequence[int] | None = None,
               limit: int | None = None) -> int:
        """Rounds of one-level hypotheses (see ``zebrakit.difficulty``) on ``domains``, in place."""
        return hypothesis_rounds(domains, self.watchers, self.propagate, stats, consistent, limit)


def solved(domains: list[int]) -> bool:
    """True when every value has exactly one position left."""
    return all(d & (d - 1) == 0 for d in domains)


def _triple_support(variables: tuple[int, ...], triples: tuple, domains: list[int]) -> list[int]:
    x, y, z = variables
    dx, dy, dz = domains[x], domains[y], domains[z]
    sx = sy = sz = 0
    for bx, by, bz in triples:
        if bx & dx and by & dy and bz & dz:
            sx |= bx
            sy |= by
            sz |= bz
    return [sx, sy, sz]


def _ternary(constraint: tuple, domains: list[int]) -> list[int]:
    """Tuple support over three values: keep positions that occur in some satisfying triple."""
    _, variables, triples = constraint
    supported = _triple_support(variables, triples, domains)
    changed = []
    for v, s in zip(variables, supported):
        d = domains[v]
        nd = d & s
        if nd != d:
            if not nd:
                raise _Contradiction
            domains[v] = nd
            changed.append(v)
    return changed


# =========================================================================== the native engine's rules
class _Contradiction(Exception):
    """A domain became empty or a category could not cover every position."""


def _support_table(support: list[int], n: int) -> object:
    """Support over every domain mask when n is small, else per position (looped at run time)."""
    if n > TABLE_BITS:
        return tuple(support)
    table = [0] * (1 << n)
    for mask in range(1, 1 << n):
        low = mask & -mask
        table[mask] = table[mask ^ low] | support[low.bit_length() - 1]
    return table


def _loop_support(support: tuple[int, ...], domain: int) -> int:
    mask = 0
    while domain:
        low = domain & -domain
        mask |= support[low.bit_length() - 1]
        domain ^= low
    return mask


def _all_different(domains: list[int], start: int, n: int, full: int) -> list[int]:
    """Naked singles, then hidden singles, repeated until neither applies; the variables changed."""
    changed: list[int] = []
    stop = start + n
    while True:
        progress = False
        block = domains[start:stop]
        # naked single: a fixed value takes its position away from the rest of the category
        fixed = 0
        for d in block:
            if d & (d - 1) == 0:
                if d & fixed or not d:
                    raise _Contradiction
                fixed |= d
        if fixed:
            for i, d in enumerate(block):
                if d & (d - 1) and d & fixed:
                    d &= ~fixed
                    if not d:
                        raise _Contradiction
                    domains[start + i] = block[i] = d
                    changed.append(start + i)
                    progress = True
        # hidden single: a position only one value can still take goes to that value
        once = twice = 0
        for d in block:
            twice |= once & d
            once |= d
        if once != full:
            raise _Contradiction
        unique = once & ~twice
        if unique:
            for i, d in enumerate(block):
                u = d & unique
                if u and u != d:
                    if u & (u - 1):
                        raise _Contradiction
                    domains[start + i] = u
                    changed.append(start + i)
                    progress = True
        if not progress:
            return changed


def _choose_variable(domains: list[int]) -> int:
    """Smallest domain first (ties: the first such variable); -1 when every value is placed."""
    best, best_size = -1, 1 << 30
    for v, d in enumerate(domains):
        if d & (d - 1):
            size = d.bit_count()
            if size < best_size:
                best, best_size = v, size
                if size == 2:
                    break
    return best
