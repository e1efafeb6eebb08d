"""The generator's fast path: every candidate clue compiled once, clue subsets checked by selection.

The generator asks thousands of questions of one hidden solution: "do these clues still pin it
down?", "does propagation alone solve them?". Building a Puzzle and compiling it for each
question would cost more than answering it. Here a clue becomes a ``Link`` once: its variables
and its native-engine constraint (and that of its negation), from the clue's shape in
``zebrakit.engines.shapes``, so "Brit == red" and "Dane == tea" share one table. A ``Network``
is built from a list of links in microseconds and propagated by the native engine's own
``propagate`` (naked and hidden singles, pair support, tuple support), so "solved by
propagation alone" and the rounds of hypotheses mean the same here and there. ``satisfiable``,
the search for a second solution, branches its own way (smallest domain first, the hidden
solution's position tried first), so node counts reported for a puzzle come from the native
engine itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..clues import Clue
from ..difficulty import hypothesis_rounds, is_fixed
from ..engines import native
from ..engines.base import check_deadline
from ..engines.native import ALLDIFF, BINARY, NARY, RULES, TABLE_BITS
from ..engines.shapes import Shape, shape_of

solved = is_fixed
"""True when every value has exactly one position left."""


class Link:
    """One clue compiled against the hidden solution's variables: ready to join any network.

    ``parts[False]`` and ``parts[True]`` are what the clue and its negation add to a network:
    a domain mask for a one-value clue, else a native-engine constraint tuple.
    """

    __slots__ = ("clue", "variables", "parts")

    def __init__(self, clue: Clue, variables: tuple[int, ...], n: int):
        self.clue = clue
        self.variables = variables
        shape = shape_of(clue, n)
        self.parts = (_part(variables, shape, False, RULES.get(clue.kind, "tuple support")),
                      _part(variables, shape, True, "negation support"))

    def tables(self, negated: bool = False) -> object:
        """The support data of the clue, or of its negation."""
        part = self.parts[negated]
        if len(self.variables) == 1:
            return part
        return part[3:5] if len(self.variables) == 2 else part[2]  # type: ignore[index]

    def __repr__(self) -> str:
        return f"Link({self.clue!r})"


def _part(variables: tuple[int, ...], shape: Shape, negated: bool, rule: str) -> object:
    if len(variables) == 1:
        return shape.mask(negated)
    if len(variables) == 2:
        tx, ty = shape.pair_tables(negated)
        return (BINARY, variables[0], variables[1], tx, ty, rule)
    return (NARY, variables, shape.bit_tuples(negated), rule)


class Network:
    """Root domains, constraints and watchers for a chosen list of links (some negated).

    It has what the native engine's ``propagate`` and ``search_domains`` read of a compiled
    puzzle: ``n``, ``domains``, ``constraints`` and ``watchers`` in its format, and ``failed``.
    """

    __slots__ = ("n", "k", "small", "domains", "constraints", "watchers")

    def __init__(self, n: int, k: int, links: Sequence[Link] = (), negated: Sequence[Link] = ()):
        self.n, self.k = n, k
        self.small = n <= TABLE_BITS
        self.domains = [(1 << n) - 1] * (n * k)
        self.constraints: list[tuple] = [(ALLDIFF, c * n, "all different") for c in range(k)]
        self.watchers: list[list[int]] = [[c] for c in range(k) for _ in range(n)]
        for link in links:
            self.add(link)
        for link in negated:
            self.add(link, negated=True)

    @property
    def failed(self) -> bool:
        """True when a root domain is already empty."""
        return any(d == 0 for d in self.domains)

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
            return dx & native.loop_support(tx, dy) != dx or dy & native.loop_support(ty, dx) != dy
        supported = native.table_supports(domains, variables, data)  # type: ignore[arg-type]
        return any(domains[v] & s != domains[v] for v, s in zip(variables, supported))

    def root(self, stats: list) -> list[int] | None:
        """Root domains propagated to a fixpoint, or None on contradiction."""
        domains = list(self.domains)
        if self.failed:
            return None
        if not self.propagate(domains, list(range(len(self.constraints))), stats):
            return None
        return domains

    def propagate(self, domains: list[int], queue: list[int], stats: list) -> bool:
        """The native engine's propagation to a fixpoint, narrowing ``domains``; False on contradiction.

        ``stats`` is as there; [propagations, nodes] will do. Its narrowings per constraint grow
        with the network and mean something only for one network.
        """
        return native.propagate(self, domains, queue, self._fit(stats))  # type: ignore[arg-type]

    def _fit(self, stats: list) -> list:
        """``stats`` with room for this network's constraints (a network grows as links join)."""
        if len(stats) > 2 and len(stats[2]) < len(self.constraints):
            stats[2].extend([0] * (len(self.constraints) - len(stats[2])))
        return stats

    # ------------------------------------------------------------------ search
    def satisfiable(self, stats: list | None = None, prefer: Sequence[int] | None = None) -> bool:
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
                if not stats[1] & 63:
                    check_deadline()
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

    # ------------------------------------------------------------------ probing
    def rounds(self, domains: list[int], stats: list, consistent: Sequence[int] | None = None,
               limit: int | None = None) -> int:
        """Rounds of one-level hypotheses (see ``zebrakit.difficulty``) on ``domains``, in place."""
        return hypothesis_rounds(domains, self.watchers, self.propagate, stats, consistent, limit)


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
