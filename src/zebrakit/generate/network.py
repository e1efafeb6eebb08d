"""The generator's fast path: every candidate clue compiled once, clue subsets checked by selection.

The generator asks thousands of questions of one hidden solution: "do these clues still pin it
down?", "does propagation alone solve them?". Building a Puzzle and compiling it for each
question would cost more than answering it. Here a clue becomes a ``Link`` once: its variables
and its native-engine constraint (and that of its negation), from the clue's shape in
``zebrakit.engines.shapes``, so "Brit == red" and "Dane == tea" share one table. A ``Network``
is built from a list of links in microseconds and propagated by the native engine's own
``propagate`` (``zebrakit.engines.propagation``: naked and hidden singles, pair, between and
tuple support), so "solved by
propagation alone" and the rounds of hypotheses mean the same here and there. ``satisfiable``,
the search for a second solution, branches its own way (smallest domain first, the hidden
solution's position tried first), so node counts reported for a puzzle come from the native
engine itself.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..clues import Between, Clue
from ..difficulty import hypothesis_rounds, is_fixed
from ..engines.base import check_deadline
from ..engines.native import RULES, either_record
from ..engines.propagation import (
    TABLE_BITS, AllDifferent, Constraint, Contradiction, OrderChain, PairSupport, PropagationStats, TupleSupport,
    choose_variable, everything, propagate, would_narrow,
)
from ..engines.shapes import Shape, reads_positions_only, shape_of

solved = is_fixed
"""True when every value has exactly one position left."""


class Link:
    """One clue compiled against the hidden solution's variables: ready to join any network.

    ``part(False)`` and ``part(True)`` are what the clue and its negation add to a network: a
    domain mask for a one-value clue, else a constraint record (``zebrakit.engines.propagation``),
    each built when first asked for.
    """

    __slots__ = ("clue", "variables", "shape", "parts")

    def __init__(self, clue: Clue, variables: tuple[int, ...], n: int):
        self.clue = clue
        self.variables = variables
        self.shape = shape_of(clue, n)
        self.parts: list[int | Constraint | None] = [None, None]

    def part(self, negated: bool = False) -> int | Constraint:
        """The clue's (or its negation's) mask or constraint record."""
        found = self.parts[negated]
        if found is None:
            rule = "negation support" if negated else RULES.get(self.clue.kind, "tuple support")
            found = self.parts[negated] = _part(self.clue, self.variables, self.shape, negated, rule)
        return found

    def allows(self, assignment: Sequence[int]) -> bool:
        """True when the clue holds where ``assignment`` (a position bit per value) puts its values."""
        part = self.part(False)
        if isinstance(part, int):
            return bool(assignment[self.variables[0]] & part)
        if type(part) is PairSupport and part.small:
            return bool(part.tx[assignment[part.y]] & assignment[part.x])
        try:
            part.revise(list(assignment), PropagationStats())  # on fixed domains: narrowing is failing
        except Contradiction:
            return False
        return True

    def __repr__(self) -> str:
        return f"Link({self.clue!r})"


def _part(clue: Clue, variables: tuple[int, ...], shape: Shape, negated: bool, rule: str) -> int | Constraint:
    if len(variables) == 1:
        return shape.mask(negated)
    if len(variables) == 2:
        tx, ty = shape.pair_tables(negated)
        return PairSupport(variables[0], variables[1], tx, ty, rule, shape.n <= TABLE_BITS)
    if not negated and type(clue) is Between and reads_positions_only(clue):
        a, b, c = variables
        return OrderChain(a, b, c, clue.ordered, rule)
    if not negated:
        var_of = dict(zip(clue.refs(), variables))
        either = either_record(clue, var_of.__getitem__, shape.n, rule)
        if either is not None:
            return either
    return TupleSupport(variables, shape.bit_tuples(negated), rule, lazy=negated)


class Network:
    """Root domains, constraints and watchers for a chosen list of links (some negated).

    ``hall`` adds the Hall-pair rule to each category's all-different (the reasoning of
    pairs and triples, for the medium band's floor).

    A propagation network (``zebrakit.engines.propagation.Network``): ``n``, ``domains``,
    ``constraints`` and ``watchers``, and ``failed``.
    """

    __slots__ = ("n", "k", "domains", "constraints", "watchers")

    def __init__(self, n: int, k: int, links: Sequence[Link] = (), negated: Sequence[Link] = (),
                 hall: bool = False):
        self.n, self.k = n, k
        full = (1 << n) - 1
        self.domains = [full] * (n * k)
        self.constraints: list[Constraint] = [
            AllDifferent(tuple(range(c * n, c * n + n)), full, hall) for c in range(k)]
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
        part = link.part(negated)
        variables = link.variables
        if isinstance(part, int):
            self.domains[variables[0]] &= part
            return list(self.watchers[variables[0]])
        cid = len(self.constraints)
        self.constraints.append(part)
        watchers = self.watchers
        for v in variables:
            watchers[v].append(cid)
        return [cid]

    def push(self, link: Link, domains: list[int]) -> list[int]:
        """Join ``link`` on top of the others, its mask (if any) applied to ``domains``; the ids to propagate.

        ``pop`` takes the links off again, the last pushed first.
        """
        part = link.part(False)
        if isinstance(part, int):
            var = link.variables[0]
            domains[var] &= part
            return list(self.watchers[var])
        cid = len(self.constraints)
        self.constraints.append(part)
        for v in link.variables:
            self.watchers[v].append(cid)
        return [cid]

    def pop(self, link: Link) -> None:
        """Take off ``link``, the last one pushed (a mask leaves nothing to take off)."""
        if isinstance(link.part(False), int):
            return
        self.constraints.pop()
        for v in link.variables:
            self.watchers[v].pop()

    def prunes(self, link: Link, domains: list[int]) -> bool:
        """True when ``link`` would remove some position from ``domains`` by itself."""
        part = link.part(False)
        if isinstance(part, int):
            d = domains[link.variables[0]]
            return d & part != d
        return would_narrow(part, domains)

    def root(self, stats: PropagationStats) -> list[int] | None:
        """Root domains propagated to a fixpoint, or None on contradiction."""
        domains = list(self.domains)
        if self.failed:
            return None
        if not self.propagate(domains, everything(self), stats):
            return None
        return domains

    def propagate(self, domains: list[int], queue: list[int], stats: PropagationStats) -> bool:
        """The native engine's propagation to a fixpoint, narrowing ``domains``; False on contradiction."""
        return propagate(self, domains, queue, stats)

    # ------------------------------------------------------------------ search
    def satisfiable(self, stats: PropagationStats | None = None, prefer: Sequence[int] | None = None) -> bool:
        """True when the network has a solution (see ``solution``)."""
        return self.solution(stats, prefer) is not None

    def solution(self, stats: PropagationStats | None = None,
                 prefer: Sequence[int] | None = None) -> list[int] | None:
        """A solution of the network (a position bit per value), or None when it has none.

        The variable branched on is the native engine's choice (``choose_variable``: fewest
        positions per unit of conflict-weighted degree). ``prefer`` (a position bit per value,
        usually the hidden solution) is tried first at each branch: a second solution tends to
        differ from the hidden one in a few cells only, so the search finds it sooner. Children
        are propagated one at a time, as they are tried.
        """
        stats = stats if stats is not None else PropagationStats()
        root = self.root(stats)
        if root is None:
            return None
        watchers, constraints = self.watchers, self.constraints
        weight = [len(w) for w in watchers]
        stack: list[tuple[list[int], int, int]] = []
        domains: list[int] | None = root
        while True:
            if domains is not None:
                stats.nodes += 1
                if not stats.nodes & 63:
                    check_deadline()
                var = choose_variable(domains, weight)
                if var < 0:
                    return domains
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
                return None
            parent, var, bit = stack.pop()
            child = parent.copy()
            child[var] = bit
            if self.propagate(child, list(watchers[var]), stats):
                domains = child
            else:
                domains = None
                for v in constraints[stats.last_conflict].variables:
                    weight[v] += 1

    def allows(self, assignment: Sequence[int]) -> bool:
        """True when ``assignment`` (a position bit per value) meets every constraint."""
        domains = [d & a for d, a in zip(self.domains, assignment)]
        if any(d == 0 for d in domains):
            return False
        return self.propagate(domains, everything(self), PropagationStats())

    # ------------------------------------------------------------------ probing
    def rounds(self, domains: list[int], stats: PropagationStats, consistent: Sequence[int] | None = None,
               limit: int | None = None) -> int:
        """Rounds of one-level hypotheses (see ``zebrakit.difficulty``) on ``domains``, in place."""
        return hypothesis_rounds(domains, self.watchers, self.propagate, stats, consistent, limit)



# =========================================================================== removal within propagation
def kept_by_propagation(n: int, k: int, links: Sequence[Link], order: Sequence[int], hall: bool,
                        stats: PropagationStats, needed: Collection[int] = ()) -> list[bool]:
    """Greedy removal in ``order`` keeping propagation able to solve: per link, True when it stays.

    Link ``order[t]`` goes when propagation of the links kept so far and of those not yet tried
    still places every value. The verdicts are those of one propagation from the root per
    trial, found with far less work: propagation's fixpoint does not depend on the order its
    rules run in, so the trials are split in halves, and each half starts from the fixpoint of
    every link outside it (``_settle``). At 12 x 12 that is about 8 incremental propagations per
    link instead of one from the root per trial (about 110 of them).

    Links in ``needed`` are known to stay (a witness shows the others without them have a
    second solution, which propagation cannot rule out): they join from the start, untried.
    """
    network = Network(n, k, hall=hall)
    root = _joined(network, [links[t] for t in needed], network.domains, stats)
    trials = [t for t in order if t not in needed] if needed else order
    keep = [True] * len(links)
    _settle(network, links, trials, keep, root, 0, len(trials), stats)
    return keep


def _settle(network: Network, links: Sequence[Link], order: Sequence[int], keep: list[bool],
            domains: list[int], lo: int, hi: int, stats: PropagationStats) -> None:
    """Decide the trials ``order[lo:hi]``, given ``domains``: the fixpoint of every kept link outside them.

    When that fixpoint already places every value, every link of the range goes. Otherwise a
    single trial keeps its link, and a longer range is split: the first half starts from
    ``domains`` with the second half's links joined, the second half (decided after the first)
    with the first half's kept links joined.
    """
    if solved(domains):
        for t in order[lo:hi]:
            keep[t] = False
        return
    if hi - lo == 1:
        return
    mid = (lo + hi) // 2
    later = [links[t] for t in order[mid:hi]]
    _settle(network, links, order, keep, _joined(network, later, domains, stats), lo, mid, stats)
    for link in reversed(later):
        network.pop(link)
    earlier = [links[t] for t in order[lo:mid] if keep[t]]
    _settle(network, links, order, keep, _joined(network, earlier, domains, stats), mid, hi, stats)
    for link in reversed(earlier):
        network.pop(link)


def _joined(network: Network, links: Sequence[Link], domains: list[int], stats: PropagationStats) -> list[int]:
    """A copy of ``domains`` with ``links`` pushed onto the network and propagated to a fixpoint."""
    child = domains.copy()
    queue: list[int] = []
    for link in links:
        queue += network.push(link, child)
    if not network.propagate(child, queue, stats):  # pragma: no cover - true clues
        raise AssertionError("true clues contradict the hidden solution")
    return child
