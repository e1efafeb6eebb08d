"""The native engine's propagation, as a public typed API: constraint records, a network, statistics.

A **network** is what propagation reads: ``n`` positions, a list of constraint records and, per
variable, the ids of the constraints that watch it (``watchers``). A variable's **domain** is a
bitset of positions (bit p-1 for position p); ``propagate`` narrows a list of domains in place
to a fixpoint of every constraint's rule. ``zebrakit.engines.native`` compiles a puzzle into such
a network; the generator (``zebrakit.generate.network``) builds one from chosen clues; the
difficulty grades and the explainer use the same rules, so all of them mean one thing by
"propagation alone solves it".

Each constraint record is named after its rule and has ``variables`` (what it reads), ``rule``
(the name the explainer and the statistics use) and ``revise(domains, stats)``, which narrows
``domains`` in place and returns the variables it changed (raising ``Contradiction`` when one
empties). The records:

- ``AllDifferent``: one category's values take distinct positions: **naked single** (a value
  fixed at a position removes it from the others), **hidden single** (a position only one value
  can take goes to it), and, with ``hall=True``, **Hall sets** (k values whose domains together
  hold only k positions take those positions from every other value).
- ``PairSupport``: a clue over two values; a position of one stays while some position of the
  other supports it. Support is a lookup in a table indexed by the other's whole domain.
- ``OrderChain``: "b between a and c" by a direct rule on the three domains' ends.
- ``AnyOf``: an either-or of clues over one or two values, by constructive disjunction: each
  alternative narrows a copy of the domains by its own rule; a position stays if one keeps it.
- ``TupleSupport``: a clue over three or more values as its allowed tuples, with residual
  supports: each (value, position) remembers the last tuple that supported it and looks further
  only when that tuple has lost a position, so a revision costs work in proportion to what changed;
  a ``lazy`` one (a clue's negation, in the generator's search for a second solution) waits until
  at most one of its values is open.
- ``ClueCheck``: a clue over too many values to list; checked against ``holds`` once all but
  one of its values are fixed (``check`` is supplied by whoever builds the network).

``PropagationStats`` counts propagations, nodes, conflicts, singles and narrowings per constraint;
``rule_counts`` turns them into counts per named rule.

    >>> from zebrakit.engines.native import compile_puzzle
    >>> network = compile_puzzle(puzzle)
    >>> domains, stats = list(network.domains), PropagationStats()
    >>> propagate(network, domains, list(range(len(network.constraints))), stats)
    True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Protocol

TABLE_BITS = 12
"""Up to this many positions, pair support is a table over every domain mask."""

PAIR, ALLDIFF, OTHER = 0, 1, 2
"""Record kinds: the propagation loop inlines pair support and all-different, calls the rest."""


class Contradiction(Exception):
    """A domain emptied, or a category cannot cover every position."""


# =========================================================================== statistics
class PropagationStats:
    """What propagation and search cost, and how often each rule narrowed a domain.

    ``propagations``: constraint revisions; ``nodes``: search nodes (decisions tried, including
    those propagation refuted); ``conflicts``: revisions that found a contradiction;
    ``naked_singles``, ``hidden_singles``, ``hall_sets``: narrowings by those rules;
    ``narrowed[cid]``: revisions of constraint ``cid`` that narrowed something;
    ``last_conflict``: the id of the constraint that found the last contradiction.
    """

    __slots__ = ("propagations", "nodes", "conflicts", "naked_singles", "hidden_singles", "hall_sets",
                 "narrowed", "last_conflict")

    def __init__(self, propagations: int = 0, nodes: int = 0, conflicts: int = 0) -> None:
        self.propagations, self.nodes, self.conflicts = propagations, nodes, conflicts
        self.naked_singles = self.hidden_singles = self.hall_sets = 0
        self.narrowed: list[int] = []
        self.last_conflict = -1

    def as_dict(self) -> dict[str, object]:
        """Every count as plain data."""
        return {name: getattr(self, name) for name in self.__slots__}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PropagationStats) and self.as_dict() == other.as_dict()

    def __repr__(self) -> str:
        return f"PropagationStats({self.as_dict()})"

    def rule_counts(self, constraints: Sequence[Constraint]) -> dict[str, int]:
        """How often each named rule narrowed a domain (rules that never did are left out)."""
        counts = {"naked single": self.naked_singles, "hidden single": self.hidden_singles,
                  "Hall set": self.hall_sets}
        for constraint, times in zip(constraints, self.narrowed):
            if times and constraint.kind != ALLDIFF:
                counts[constraint.rule] = counts.get(constraint.rule, 0) + times
        return {rule: times for rule, times in counts.items() if times}


# =========================================================================== constraint records
class Record:
    """Shared by the constraint records: plain slotted objects (the propagation loop reads them
    millions of times), shown by their fields."""

    __slots__: tuple[str, ...] = ()
    kind: ClassVar[int] = OTHER
    rule: str

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__
                           if name not in _HIDDEN)
        return f"{type(self).__name__}({fields})"


_HIDDEN = {"tx", "ty", "tuples", "by_position", "residues", "check"}
"""Fields too long to show in a record's repr."""


class AllDifferent(Record):
    """One category's values sit at distinct positions and fill every position.

    ``full`` is the mask of every position; ``hall`` also applies the Hall-pair rule (two values
    on the same two positions).
    """

    __slots__ = ("variables", "full", "hall", "rule")
    kind = ALLDIFF

    def __init__(self, variables: tuple[int, ...], full: int, hall: bool = False, rule: str = "all different"):
        self.variables, self.full, self.hall, self.rule = tuple(variables), full, hall, rule

    def revise(self, domains: list[int], stats: PropagationStats) -> list[int]:
        """Naked and hidden singles (and Hall pairs) to a fixpoint; the variables changed."""
        changed = _singles(domains, self.variables, self.full, stats)
        if self.hall:
            while _hall_sets(domains, self.variables, stats, changed):
                changed += _singles(domains, self.variables, self.full, stats)
        return changed


class PairSupport(Record):
    """A clue over values x and y: ``tx[dom(y)]`` is the positions of x that dom(y) supports.

    For n <= ``TABLE_BITS`` the tables are indexed by whole domain masks; beyond, they list the
    support of each single position and are unioned at run time (``loop_support``).
    """

    __slots__ = ("x", "y", "tx", "ty", "rule", "small")
    kind = PAIR

    def __init__(self, x: int, y: int, tx: Sequence[int], ty: Sequence[int], rule: str, small: bool = True):
        self.x, self.y, self.tx, self.ty, self.rule, self.small = x, y, tx, ty, rule, small

    @property
    def variables(self) -> tuple[int, ...]:
        """The two values read."""
        return (self.x, self.y)

    def revise(self, domains: list[int], stats: PropagationStats) -> list[int]:
        """Keep the supported positions of x, then of y."""
        x, y = self.x, self.y
        dx, dy = domains[x], domains[y]
        if self.small:
            nx = dx & self.tx[dy]
            ny = dy & self.ty[nx]
        else:
            nx = dx & loop_support(self.tx, dy)
            ny = dy & loop_support(self.ty, nx)
        return _narrow(domains, (x, y), (nx, ny))


class OrderChain(Record):
    """pos(a) < pos(b) < pos(c), or (unless ``ordered``) the mirror pos(c) < pos(b) < pos(a).

    The rule works on the domains' ends: b keeps the positions above some position of a and
    below some position of c; a and c keep those below or above what is left of b. Each
    direction is exact for its chain; the union of the two directions is exact for "between".
    """

    __slots__ = ("a", "b", "c", "ordered", "rule")

    def __init__(self, a: int, b: int, c: int, ordered: bool, rule: str = "between support"):
        self.a, self.b, self.c, self.ordered, self.rule = a, b, c, ordered, rule

    @property
    def variables(self) -> tuple[int, ...]:
        """The three values read."""
        return (self.a, self.b, self.c)

    def revise(self, domains: list[int], stats: PropagationStats) -> list[int]:
        """Keep the positions that take part in some order a < b < c (or c < b < a)."""
        da, db, dc = domains[self.a], domains[self.b], domains[self.c]
        na, nb, nc = _chain(da, db, dc)
        if not self.ordered:
            ma, mb, mc = _chain(dc, db, da)
            na, nb, nc = na | mc, nb | mb, nc | ma
        return _narrow(domains, (self.a, self.b, self.c), (da & na, db & nb, dc & nc))


class AnyOf(Record):
    """At least one alternative holds: each alternative is a mask on one value or a record.

    The rule is constructive disjunction: each alternative narrows a copy of the domains by its
    own rule (an alternative that empties a domain drops out), and a value keeps the positions
    some surviving alternative keeps. "The Brit drinks tea or lives in the red house" costs two
    table lookups, not a scan of the tuples of three values.
    """

    __slots__ = ("scope", "alternatives", "rule")

    def __init__(self, scope: tuple[int, ...], alternatives: tuple[tuple[int, int] | Constraint, ...], rule: str):
        self.scope, self.rule = tuple(scope), rule
        self.alternatives = tuple(alternatives)
        """(variable, mask) for an alternative over one value, else a record."""

    @property
    def variables(self) -> tuple[int, ...]:
        """The values read."""
        return self.scope

    def revise(self, domains: list[int], stats: PropagationStats) -> list[int]:
        """Keep the positions that some alternative, narrowed by its own rule, keeps."""
        scope = self.scope
        union = [0] * len(scope)
        for alternative in self.alternatives:
            if isinstance(alternative, tuple):
                var, mask = alternative
                if not domains[var] & mask:
                    continue
                for i, v in enumerate(scope):
                    union[i] |= domains[v] & mask if v == var else domains[v]
                continue
            trial = domains.copy()
            try:
                alternative.revise(trial, stats)
            except Contradiction:
                continue
            for i, v in enumerate(scope):
                union[i] |= trial[v]
        return _narrow(domains, scope, union)


class TupleSupport(Record):
    """A clue over three or more values as the tuples of position bits where it holds.

    ``residues[i][p]`` is the index of the last tuple found to support value i at position p.
    """

    __slots__ = ("scope", "tuples", "rule", "lazy", "by_position", "residues")

    def __init__(self, scope: tuple[int, ...], tuples: Sequence[tuple[int, ...]], rule: str, lazy: bool = False):
        self.scope, self.tuples, self.rule = tuple(scope), tuples, rule
        self.lazy = lazy
        """Forward checking only: revise once at most one value is open (a clue's negation, whose
        tuples are nearly all of them, is cheaper to check late than to support early)."""
        self.by_position = _tuple_index(tuples, len(self.scope))
        self.residues = [[lists[0] if lists else -1 for lists in per] for per in self.by_position]

    @property
    def variables(self) -> tuple[int, ...]:
        """The values read."""
        return self.scope

    def revise(self, domains: list[int], stats: PropagationStats) -> list[int]:
        """Keep each position that still has a supporting tuple (its residue, or a new one)."""
        scope, tuples = self.scope, self.tuples
        current = [domains[v] for v in scope]
        if self.lazy and sum(1 for d in current if d & (d - 1)) > 1:
            return []
        kept = []
        for i, d in enumerate(current):
            by_position, residues = self.by_position[i], self.residues[i]
            keep = d
            rest = d
            while rest:
                low = rest & -rest
                rest ^= low
                p = low.bit_length() - 1
                if p >= len(by_position):
                    keep ^= low
                    continue
                r = residues[p]
                if r >= 0 and _fits(tuples[r], current):
                    continue
                for number in by_position[p]:
                    if _fits(tuples[number], current):
                        residues[p] = number
                        break
                else:
                    keep ^= low
            kept.append(keep)  # one pass is enough: a kept position's tuple keeps its parts
        return _narrow(domains, scope, kept)


def _tuple_index(tuples: Sequence[tuple[int, ...]], width: int) -> list[list[list[int]]]:
    """Per value and position, the numbers of the tuples that put the value there.

    Kept per tuple list (like clues share one list through their shape, see ``shapes``), so
    the records of many clues of one shape build it once.
    """
    key = (id(tuples), width)  # the width too: every empty list of tuples is one object
    found = _INDEXES.get(key)
    if found is not None and found[0] is tuples:
        return found[1]
    positions = max((b.bit_length() for t in tuples for b in t), default=0)
    index: list[list[list[int]]] = [[[] for _ in range(positions)] for _ in range(width)]
    for number, bits in enumerate(tuples):
        for i, b in enumerate(bits):
            index[i][b.bit_length() - 1].append(number)
    if len(_INDEXES) >= INDEXES_KEPT:
        _INDEXES.clear()
    _INDEXES[key] = (tuples, index)
    return index


def clear_caches() -> None:
    """Forget the tuple indexes (for cold-start measurements)."""
    _INDEXES.clear()


INDEXES_KEPT = 4096
"""Tuple indexes kept (each holds its tuple list, so its id stays valid while kept)."""
_INDEXES: dict[tuple[int, int], tuple[Sequence[tuple[int, ...]], list[list[list[int]]]]] = {}


class ClueCheck(Record):
    """A clue over many values, tested once at most one of them is open (``check`` lists supports).

    ``check(domains)`` returns, per value of ``scope``, the positions in some placement where
    the clue holds, or None while too many values are open to list the placements.
    """

    __slots__ = ("scope", "check", "rule")

    def __init__(self, scope: tuple[int, ...], check: Callable[[list[int]], list[int] | None], rule: str):
        self.scope, self.check, self.rule = tuple(scope), check, rule

    @property
    def variables(self) -> tuple[int, ...]:
        """The values read."""
        return self.scope

    def revise(self, domains: list[int], stats: PropagationStats) -> list[int]:
        """Keep the supported positions, once the placements are few enough to list."""
        supported = self.check(domains)
        return [] if supported is None else _narrow(domains, self.scope, supported)


Constraint = AllDifferent | PairSupport | OrderChain | AnyOf | TupleSupport | ClueCheck
"""Every kind of constraint record."""


class Network(Protocol):
    """What ``propagate`` reads: positions, constraint records and who watches each variable."""

    @property
    def n(self) -> int: ...

    @property
    def constraints(self) -> Sequence[Constraint]: ...

    @property
    def watchers(self) -> Sequence[Sequence[int]]: ...


# =========================================================================== propagation
def propagate(network: Network, domains: list[int], queue: list[int], stats: PropagationStats) -> bool:
    """Run the constraints in ``queue`` and those they wake to a fixpoint, narrowing ``domains``.

    Returns False on a contradiction (``stats.last_conflict`` names the constraint). Pair
    support runs before the dearer rules, so each dear revision sees domains the cheap ones
    have already cut; the dear ones run in the order they were woken (a category woken long ago
    runs before one just woken, which spared 29 % of the time on hard 10x10 and 12x12 puzzles).
    """
    constraints, watchers = network.constraints, network.watchers
    queued = bytearray(len(constraints))
    narrowed = stats.narrowed
    if len(narrowed) < len(constraints):
        narrowed.extend([0] * (len(constraints) - len(narrowed)))
    cheap: list[int] = []
    dear: list[int] = []
    for cid in queue:
        if not queued[cid]:
            queued[cid] = 1
            (cheap if constraints[cid].kind == PAIR else dear).append(cid)
    count = 0
    cid = -1
    try:
        while cheap or dear:
            cid = cheap.pop() if cheap else dear.pop(0)  # dear ones first come, first served
            queued[cid] = 0
            constraint = constraints[cid]
            count += 1
            # ---- pair support, inlined: two table lookups
            if constraint.kind == PAIR:
                x, y = constraint.x, constraint.y  # type: ignore[union-attr]
                dx, dy = domains[x], domains[y]
                if constraint.small:  # type: ignore[union-attr]
                    nx = dx & constraint.tx[dy]  # type: ignore[union-attr]
                    ny = dy & constraint.ty[nx]  # type: ignore[union-attr]
                else:
                    nx = dx & loop_support(constraint.tx, dy)  # type: ignore[union-attr]
                    ny = dy & loop_support(constraint.ty, nx)  # type: ignore[union-attr]
                if nx == dx and ny == dy:
                    continue
                if not nx or not ny:
                    raise Contradiction
                narrowed[cid] += 1
                changed: Sequence[int] = (x, y) if nx != dx and ny != dy else (x,) if nx != dx else (y,)
                domains[x], domains[y] = nx, ny
            # ---- all-different, tuple support, order chains, big clues
            else:
                changed = constraint.revise(domains, stats)
                if not changed:
                    continue
                narrowed[cid] += 1
            for var in changed:
                for w in watchers[var]:
                    if not queued[w] and w != cid:
                        queued[w] = 1
                        (cheap if constraints[w].kind == PAIR else dear).append(w)
    except Contradiction:
        stats.conflicts += 1
        stats.last_conflict = cid
        return False
    finally:
        stats.propagations += count
    return True


def choose_variable(domains: Sequence[int], weight: Sequence[int]) -> int:
    """The open variable with the fewest positions per unit of ``weight``; -1 when none is open.

    ``weight`` starts as each variable's degree (the constraints watching it) and grows by one
    for each variable of a constraint that finds a contradiction (dom/wdeg): the search turns to
    where the puzzle is tight.
    """
    best, best_size, best_weight = -1, 1, 0
    for v, d in enumerate(domains):
        if d & (d - 1):
            size = d.bit_count()
            w = weight[v]
            if best < 0 or size * best_weight < best_size * w:
                best, best_size, best_weight = v, size, w
    return best


def everything(network: Network) -> list[int]:
    """Every constraint id: the queue that propagates a network from its root."""
    return list(range(len(network.constraints)))


def would_narrow(constraint: Constraint, domains: list[int]) -> bool:
    """True when ``constraint`` alone would remove some position from ``domains`` (left unchanged)."""
    try:
        return bool(constraint.revise(list(domains), PropagationStats()))
    except Contradiction:
        return True


def loop_support(support: Sequence[int], domain: int) -> int:
    """What ``domain`` supports through a per-position support list (beyond ``TABLE_BITS``)."""
    mask = 0
    while domain:
        low = domain & -domain
        mask |= support[low.bit_length() - 1]
        domain ^= low
    return mask


def support_table(support: list[int], n: int) -> Sequence[int]:
    """Support over every domain mask when n <= ``TABLE_BITS``, else the per-position list.

    ``support[p]`` is what position p alone supports; a mask supports the union over its bits.
    """
    if n > TABLE_BITS:
        return tuple(support)
    table = [0]
    for bit_support in support:  # masks with bit k set are those below it, plus k's support
        table += [t | bit_support for t in table]
    return table


# =========================================================================== rule helpers
def _narrow(domains: list[int], scope: Sequence[int], new: Sequence[int]) -> list[int]:
    """Store the narrowed domains; the variables changed (Contradiction when one empties)."""
    changed = []
    for v, d in zip(scope, new):
        if d != domains[v]:
            if not d:
                raise Contradiction
            domains[v] = d
            changed.append(v)
    return changed


def _fits(bits: tuple[int, ...], current: list[int]) -> bool:
    """True when every position bit of a tuple is still in its value's domain."""
    for b, d in zip(bits, current):  # noqa: SIM110 - faster than all() over a generator
        if not b & d:
            return False
    return True


def _chain(da: int, db: int, dc: int) -> tuple[int, int, int]:
    """Supported positions of a, b, c for pos(a) < pos(b) < pos(c) (zeros when none)."""
    if not da or not dc:
        return 0, 0, 0
    low_a = da & -da
    above_a = ~((low_a << 1) - 1)  # positions above a's lowest
    below_c = (1 << (dc.bit_length() - 1)) - 1  # positions below c's highest
    nb = db & above_a & below_c
    if not nb:
        return 0, 0, 0
    na = da & ((1 << (nb.bit_length() - 1)) - 1)  # below b's highest
    low_b = nb & -nb
    nc = dc & ~((low_b << 1) - 1)  # above b's lowest
    return na, nb, nc


def _singles(domains: list[int], variables: tuple[int, ...], full: int, stats: PropagationStats) -> list[int]:
    """Naked singles and hidden singles over one category, to a fixpoint; the variables changed.

    One pass reads every domain: ``fixed`` collects the positions already taken (naked singles),
    ``unique`` the positions only one value can still take (hidden singles). Another pass is
    needed only when one fixes a value: taking fixed positions out of the open values leaves
    every other position held by as many values as before, so it makes no new hidden single.
    """
    changed: list[int] = []
    while True:
        fixed = once = twice = 0
        for v in variables:
            d = domains[v]
            twice |= once & d
            once |= d
            if not d & (d - 1):
                if d & fixed or not d:
                    raise Contradiction
                fixed |= d
        if once != full:
            raise Contradiction
        unique = once & ~twice & ~fixed
        if not unique and (fixed & twice) == 0:
            return changed
        again = False
        for v in variables:
            d = domains[v]
            if not d & (d - 1):
                continue
            u = d & unique
            if u:  # hidden single: the only value that can still go there
                if u & (u - 1):
                    raise Contradiction
                domains[v] = u
                stats.hidden_singles += 1
                again = True
            elif d & fixed:  # naked single: positions taken by fixed values go
                d &= ~fixed
                if not d:
                    raise Contradiction
                domains[v] = d
                stats.naked_singles += 1
                again = again or not d & (d - 1)
            else:
                continue
            changed.append(v)
        if not again:
            return changed


def _hall_sets(domains: list[int], variables: tuple[int, ...], stats: PropagationStats,
               changed: list[int]) -> bool:
    """Remove the positions of a Hall pair from the other values; True when something changed.

    Two open values whose domains are the same two positions must take those two positions, so
    no other value of the category can (a "naked pair"). Larger Hall sets are left to search:
    looking for them cost more time than the nodes they saved on generated puzzles up to 12 x 12.
    """
    counts: dict[int, int] = {}
    for v in variables:
        d = domains[v]
        if d.bit_count() == 2:
            counts[d] = counts.get(d, 0) + 1
    halls = [d for d, times in counts.items() if times > 1]
    if not halls:
        return False
    progress = False
    for hall in halls:
        if counts[hall] > 2:  # three values on two positions
            raise Contradiction
        for v in variables:
            d = domains[v]
            if d != hall and d & hall:
                d &= ~hall
                if not d:
                    raise Contradiction
                domains[v] = d
                changed.append(v)
                progress = True
    if progress:
        stats.hall_sets += 1
    return progress
