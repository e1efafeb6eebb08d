"""What-if reasoning: assume a value is in a house, propagate, and find why it breaks.

Propagation here is the basic techniques run to a fixpoint on a copy of the domains: every
rule (one clue) and the grid rules (a value with one house left takes it and rules it out for
the rest of its category; a house only one value can take goes to it; two values sharing the
same two houses take them). With a **trail**, every
house it removes is written down with the clues and the earlier removals it rests on, so a
contradiction can be traced back to the clues and the facts of the real grid that caused it
(the conflict analysis of a SAT solver, on the player's grid).

Nested what-ifs (depth 2 and more) run rounds of what-ifs inside the assumed world; each
refutation found there is one removal of that world, resting on what its own analysis found.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import compress
from operator import and_, ne

from ..engines.base import check_deadline
from .grid import Grid, Reason, bits

Entry = tuple
"""Why a house went, written down lazily (reasons are worked out only for a conflict's trace):

- ``("rule", rule)``: the clue's rule removed it (its reason read from the final domains);
- ``("taken", owner)``: a placed value of its category took the house;
- ``("only", start, v, u)``: value v was the only one of its category left for house bit u;
- ``("assumed",)``: the assumption removed it;
- ``("pair", a, b, d)``: values a and b of its category share the two houses ``d``;
- ``("found", clues, reason)``: a nested what-if refuted it, resting on ``reason``.
"""
Trail = dict[tuple[int, int], Entry]
"""(value, house bit) -> why it was removed, for the removals of one world."""
ASSUMED: Entry = ("assumed",)
Conflict = tuple[tuple[int, ...], Reason]
"""The clues and removals that together leave a value no house, or a house no value."""


def propagate(grid: Grid, domains: list[int], queue: list[int],
              trail: Trail | None = None) -> Conflict | None:
    """Run the basic techniques from the values in ``queue`` to a fixpoint, in place.

    Returns None at a fixpoint, or the conflict when a value has no house left or a house no
    value of some category. With a ``trail``, notes why every house was removed. This is the
    hot path of every what-if: pair support and three-value tables are inlined.
    """
    fast, n, full = grid.fast, grid.n, grid.full
    queued = [False] * len(domains)
    for v in queue:
        queued[v] = True
    dirty = {v // n for v in queue}
    while True:
        while queue:
            v = queue.pop()
            queued[v] = False
            for entry in fast[v]:
                kind = entry[0]
                if kind == 0:  # ---- pair support by table lookup
                    _, x, y, tx, ty, rule = entry
                    dx, dy = domains[x], domains[y]
                    nx = dx & tx[dy]
                    ny = dy & ty[nx]
                    if nx == dx and ny == dy:
                        continue
                    if trail is None:  # the common case, written out: no tuple of changes to loop over
                        if nx != dx:
                            domains[x] = nx
                            if not nx:
                                return (), [(x, full)]
                            dirty.add(x // n)
                            if not queued[x]:
                                queued[x] = True
                                queue.append(x)
                        if ny != dy:
                            domains[y] = ny
                            if not ny:
                                return (), [(y, full)]
                            dirty.add(y // n)
                            if not queued[y]:
                                queued[y] = True
                                queue.append(y)
                        continue
                    changes: tuple = ((x, nx, dx), (y, ny, dy))
                elif kind == 1:  # ---- three values: the first one's houses, then pairs
                    _, x, y, z, by_first, rule = entry
                    d0, d1, d2 = domains[x], domains[y], domains[z]
                    s0 = s1 = s2 = 0
                    rest = d0
                    while rest:
                        b0 = rest & -rest
                        rest ^= b0
                        for b1, m2 in by_first.get(b0, ()):
                            if b1 & d1 and m2 & d2:
                                s0 |= b0
                                s1 |= b1
                                s2 |= m2
                    if s0 & d0 == d0 and s1 & d1 == d1 and s2 & d2 == d2:
                        continue
                    changes = ((x, d0 & s0, d0), (y, d1 & s1, d1), (z, d2 & s2, d2))
                else:  # ---- any other rule
                    rule = entry[1]
                    new = rule.narrow(domains)
                    if new is None:
                        continue
                    changes = tuple((w, d, domains[w]) for w, d in zip(rule.scope, new))
                for w, d, old in changes:
                    if d != old:
                        if trail is not None:
                            why = ("rule", rule)
                            for bit in bit_masks(old & ~d):
                                trail[(w, bit)] = why
                        domains[w] = d
                        if not d:
                            return (), [(w, full)]
                        dirty.add(w // n)
                        if not queued[w]:
                            queued[w] = True
                            queue.append(w)
        if not dirty:
            return None
        for c in dirty:
            changed, conflict = _singles(domains, c * n, n, full, trail)
            if conflict is not None:
                return conflict
            for w in changed:
                if not queued[w]:
                    queued[w] = True
                    queue.append(w)
        dirty = set()


def bit_masks(mask: int) -> Iterator[int]:
    """The single-bit masks of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


def _singles(domains: list[int], start: int, n: int, full: int,
             trail: Trail | None) -> tuple[list[int], Conflict | None]:
    """Naked and hidden singles over one category to a fixpoint: (values changed, conflict)."""
    changed: list[int] = []
    stop = start + n
    while True:
        fixed = once = twice = 0
        values = domains[start:stop]
        for d in values:
            twice |= once & d
            once |= d
            if not d & (d - 1):
                if not d or d & fixed:  # an empty value, or two placed at one house
                    return changed, _category_clash(domains, start, stop, full)
                fixed |= d
        if once != full:
            bit = full & ~once & -(full & ~once)
            return changed, ((), [(v, bit) for v in range(start, stop)])
        unique = once & ~twice & ~fixed
        if not unique and not fixed & twice:
            if len(set(values)) == len(values):  # a naked pair is two equal domains
                return changed, None
            pair = _naked_pair(domains, start, stop, full, trail)
            if pair is None:
                return changed, None
            changed.extend(pair)
            continue
        owner = {d: v for v, d in enumerate(values, start) if not d & (d - 1)} \
            if trail is not None else {}
        progress = False
        for v, d in enumerate(values, start):  # each step changes its own value only
            if not d & (d - 1):
                continue
            u = d & unique
            if u:  # hidden single: the only value that can still go there
                if u & (u - 1):  # two houses only this value can take: one stays empty
                    return changed, ((), [(w, u) for w in range(start, stop) if w != v])
                if trail is not None:
                    why = ("only", start, v, u)
                    for bit in bit_masks(d & ~u):
                        trail[(v, bit)] = why
                domains[v] = u
            elif d & fixed:  # naked single: houses taken by placed values go
                if trail is not None:
                    for bit in bit_masks(d & fixed):
                        trail[(v, bit)] = ("taken", owner[bit])
                domains[v] = d & ~fixed
            else:
                continue
            changed.append(v)
            progress = True
        if not progress:
            return changed, None


def _category_clash(domains: list[int], start: int, stop: int, full: int) -> Conflict:
    """The first clash in a category, in value order: a value with no house, or two placed at one."""
    fixed = 0
    for v in range(start, stop):
        d = domains[v]
        if not d:
            return (), [(v, full)]
        if not d & (d - 1):
            if d & fixed:
                other = next(w for w in range(start, v) if domains[w] == d)
                return (), [(other, full & ~d), (v, full & ~d)]
            fixed |= d
    raise AssertionError("no clash in the category")


def _naked_pair(domains: list[int], start: int, stop: int, full: int,
                trail: Trail | None) -> list[int] | None:
    """Two values of a category with the same two houses left take them: the rest lose them."""
    seen: dict[int, int] = {}
    for v, d in enumerate(domains[start:stop], start):
        if d.bit_count() != 2:
            continue
        other = seen.get(d)
        if other is None:
            seen[d] = v
            continue
        changed = []
        for w in range(start, stop):
            if w != v and w != other and domains[w] & d:
                if trail is not None:
                    why = ("pair", other, v, d)
                    for bit in bit_masks(domains[w] & d):
                        trail[(w, bit)] = why
                domains[w] &= ~d
                changed.append(w)
        if changed:
            return changed
    return None


def reason_of(entry: Entry, domains: list[int], var: int, bit: int, n: int,
              full: int) -> tuple[tuple[int, ...], Reason]:
    """(clues, removals) a trail entry rests on, read from the world's final ``domains``."""
    tag = entry[0]
    if tag == "rule":
        rule = entry[1]
        return (rule.number,), rule.reason(domains, var, bit)
    if tag == "taken":
        return (), [(entry[1], full & ~bit)]
    if tag == "only":
        _, start, v, u = entry
        return (), [(w, u) for w in range(start, start + n) if w != v]
    if tag == "found":
        return entry[1], entry[2]
    if tag == "pair":
        _, a, b, d = entry
        return (), [(a, full & ~d), (b, full & ~d)]
    return (), []


Refutation = tuple[set[int], dict[int, int], tuple]
"""(clue numbers, removals from outside the world by value, the clash) of a contradiction."""


def clash(conflict: Conflict, grid: Grid) -> tuple:
    """What a contradiction looks like: ("empty", value), ("house", category, house) or ("both", a, b, house)."""
    reason = conflict[1]
    if len(reason) == 1:
        return ("empty", reason[0][0])
    if len(reason) == 2 and reason[0][1] == reason[1][1] and reason[0][1].bit_count() == grid.n - 1:
        return ("both", reason[0][0], reason[1][0], (grid.full & ~reason[0][1]).bit_length())
    return ("house", reason[0][0] // grid.n, reason[0][1].bit_length())


def analyse(trail: Trail, conflict: Conflict, domains: list[int],
            grid: Grid) -> tuple[set[int], dict[int, int]]:
    """(clue numbers, removals from outside the world) a conflict rests on, traced through the trail.

    Reasons are read from the final domains, so one may name a house removed after the one it
    explains; the trace then holds more than it needs, never less (every real reason is in it).
    """
    n, full = grid.n, grid.full
    clues = set(conflict[0])
    outside: dict[int, int] = {}
    stack = list(conflict[1])
    seen: set[tuple[int, int]] = set()
    while stack:
        var, mask = stack.pop()
        for bit in bit_masks(mask):
            key = (var, bit)
            if key in seen:
                continue
            seen.add(key)
            entry = trail.get(key)
            if entry is None:
                outside[var] = outside.get(var, 0) | bit
            elif entry is not ASSUMED:
                found, reason = reason_of(entry, domains, var, bit, n, full)
                clues.update(found)
                stack.extend(reason)
    return clues, outside


Memo = dict[tuple[tuple[int, ...], int, int], "list[int] | None"]
"""(domains, value, house bit) -> the world assuming it one what-if deep gave there, or None
when it broke: nested what-ifs meet the same assumption in the same world again (the quick
pass with a budget, then the whole one), and propagation from the same domains is the same."""


Worlds = dict[tuple[int, int], list[int]]
"""(value, house bit) -> the world assuming it gave in some grid: a fixpoint of every rule."""
REFUTED: list[int] = []
"""In ``Worlds``: the assumption broke (it breaks within any narrower grid too)."""


def world_within(grid: Grid, domains: list[int], var: int, bit: int,
                 earlier: list[int] | None) -> list[int] | None:
    """The world assuming ``var`` at ``bit`` within ``domains``, or None when it breaks.

    ``domains`` must be a fixpoint of every rule, and ``earlier`` (if any) the world the same
    assumption gave within a grid at least as wide. Propagation's fixpoint does not depend on
    the order its rules run in, and both are fixpoints above the world sought: it lies within
    their meet, where a rule can still narrow only if it reads a value the meet cut from one
    of them. So propagation starts there, from the values of the shorter such list, instead of
    from the assumption alone.
    """
    if earlier is None:
        world = domains.copy()
        world[var] = bit
        queue = [var]
    else:
        world = list(map(and_, earlier, domains))  # C-level passes: this runs thousands of times
        if 0 in world:
            return None
        cut = list(compress(range(len(world)), map(ne, world, domains)))
        if cut:
            other = list(compress(range(len(world)), map(ne, world, earlier)))
            queue = other if len(other) < len(cut) else cut
        else:
            queue = cut
    if queue and propagate(grid, world, queue, None) is not None:
        return None
    return world


MEMO_LIMIT = 20_000
"""Worlds a memo keeps before it starts afresh (a few kB each at 10 x 10)."""


def assume(grid: Grid, domains: list[int], var: int, bit: int, depth: int,
           record: bool, safe: list[int] | None = None,
           budget: list[int] | None = None, memo: Memo | None = None,
           hints: Worlds | None = None, fresh: Worlds | None = None, keep: bool = False) -> Refutation | bool:
    """Assume ``var`` is at ``bit`` and reason ``depth`` what-ifs deep.

    False when no contradiction follows; otherwise True, or with ``record`` the clues and the
    outside removals the contradiction rests on and what clashed. With ``safe`` (depth 1), a placement that
    follows from an assumption with no contradiction is marked safe: assuming it cannot fail
    either, since everything it propagates the first assumption propagated too. With a
    ``budget`` (a one-item list), nested what-ifs give up once that many have been tried.
    With a ``memo``, an assumption one what-if deep without ``record`` is looked up there first.
    With ``hints`` (``Worlds``, and ``domains`` a fixpoint of every rule), an assumption without
    ``record`` starts from the world it gave in a wider grid (``world_within``). ``fresh`` is the
    same for the what-ifs one level further in (``deepen``), and ``keep`` says to write the worlds
    found into it (see ``_assumed_once``).
    """
    if memo is not None and depth == 1 and not record:
        return _assumed_once(grid, domains, var, bit, safe, memo, hints, fresh, keep)
    trail: Trail | None = None
    if record:
        trail = {(var, b): ASSUMED for b in bit_masks(domains[var] & ~bit)}
    if hints is not None and not record:
        found = world_within(grid, domains, var, bit, hints.get((var, bit)))
        conflict: Conflict | None = ((), []) if found is None else None
        child = domains if found is None else found
    else:
        child = domains.copy()
        child[var] = bit
        conflict = propagate(grid, child, [var], trail)
    if conflict is None and depth > 1:
        conflict = deepen(grid, child, depth - 1, trail, budget, memo, hints, fresh)
    if conflict is None:
        if safe is not None and depth == 1:
            for w, d in enumerate(child):
                if not d & (d - 1):
                    safe[w] |= d
        return False
    if trail is None:
        return True
    return (*analyse(trail, conflict, child, grid), clash(conflict, grid))


def _assumed_once(grid: Grid, domains: list[int], var: int, bit: int, safe: list[int] | None,
                  memo: Memo, hints: Worlds | None = None, fresh: Worlds | None = None,
                  keep: bool = False) -> bool:
    """``assume`` one what-if deep without a trail, its world remembered in ``memo``.

    ``fresh`` holds the worlds this assumption gave within a wider world of the same outer
    assumption (a nested what-if tried again at a later step): the closest hint. With ``keep``
    (``domains`` is still that outer world itself, before any removal inside it), the world
    found is written there for the next time.
    """
    key = (tuple(domains), var, bit)
    earlier = fresh.get((var, bit)) if fresh is not None else None
    if key in memo:
        world = memo[key]
    elif earlier is REFUTED:
        world = None
    elif hints is not None:
        world = world_within(grid, domains, var, bit, earlier if earlier is not None else hints.get((var, bit)))
    else:
        world = domains.copy()
        world[var] = bit
        if propagate(grid, world, [var], None) is not None:
            world = None
    if key not in memo:
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        memo[key] = world
    if keep and fresh is not None:
        fresh[(var, bit)] = REFUTED if world is None else world
    if world is None:
        return True
    if safe is not None:
        for w, d in enumerate(world):
            if not d & (d - 1):
                safe[w] |= d
    return False


def deepen(grid: Grid, domains: list[int], depth: int, trail: Trail | None,
           budget: list[int] | None = None, memo: Memo | None = None,
           hints: Worlds | None = None, fresh: Worlds | None = None) -> Conflict | None:
    """Rounds of ``depth``-deep what-ifs inside a world, each refutation a removal; the conflict, if any."""
    untouched = True  # the world as given, before any removal in it
    while True:
        progress = False
        safe = [0] * len(domains)
        for var, bit in candidates(domains):
            check_deadline()
            if not domains[var] & bit or not domains[var] & (domains[var] - 1) or safe[var] & bit:
                continue
            if budget is not None:
                if budget[0] <= 0:
                    return None
                budget[0] -= 1
            if not assume(grid, domains, var, bit, depth, False, safe, budget, memo, hints, fresh, untouched):
                continue
            untouched = False
            safe = [0] * len(domains)  # the world changed: what was safe may fail now
            if trail is not None:
                found = assume(grid, domains, var, bit, depth, True)
                assert not isinstance(found, bool)
                clues, outside, _ = found
                trail[(var, bit)] = ("found", tuple(sorted(clues)), list(outside.items()))
            domains[var] &= ~bit
            progress = True
            conflict = propagate(grid, domains, [var], trail)
            if conflict is not None:
                return conflict
        if not progress:
            return None


def candidates(domains: list[int], skip: list[int] | None = None) -> list[tuple[int, int]]:
    """Open (value, house bit) pairs, values with the fewest houses first; ``skip`` bits excluded."""
    open_values = sorted((d.bit_count(), v) for v, d in enumerate(domains) if d & (d - 1))
    found: list[tuple[int, int]] = []
    for _, v in open_values:
        d = domains[v] if skip is None else domains[v] & ~skip[v]
        found.extend((v, bit) for bit in bit_masks(d))
    return found


def solutions(grid: Grid, domains: list[int], limit: int) -> list[list[int]]:
    """Up to ``limit`` solutions within ``domains`` (each a bit per value), by propagation and search."""
    root = domains.copy()
    if propagate(grid, root, list(range(len(root))), None) is not None:
        return []
    found: list[list[int]] = []
    stack = [root]
    while stack and len(found) < limit:
        check_deadline()
        current = stack.pop()
        open_values = [(d.bit_count(), v) for v, d in enumerate(current) if d & (d - 1)]
        if not open_values:
            found.append(current)
            continue
        _, var = min(open_values)
        for bit in reversed(list(bit_masks(current[var]))):
            child = current.copy()
            child[var] = bit
            if propagate(grid, child, [var], None) is None:
                stack.append(child)
    return found


__all__ = ["ASSUMED", "Conflict", "Trail", "Worlds", "analyse", "assume", "bits", "candidates", "deepen",
           "propagate", "solutions", "world_within"]
