"""What-if reasoning: assume a value is in a house, propagate, and find why it breaks.

Propagation here is the basic techniques run to a fixpoint on a copy of the domains: every
rule (one clue) and the grid rules (a value with one house left takes it and rules it out for
the rest of its category; a house only one value can take goes to it). With a **trail**, every
house it removes is written down with the clues and the earlier removals it rests on, so a
contradiction can be traced back to the clues and the facts of the real grid that caused it
(the conflict analysis of a SAT solver, on the player's grid).

Nested what-ifs (depth 2 and more) run rounds of what-ifs inside the assumed world; each
refutation found there is one removal of that world, resting on what its own analysis found.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engines.base import check_deadline
from .grid import Grid, Reason, bits

Trail = dict[tuple[int, int], tuple[tuple[int, ...], Reason]]
"""(value, house bit) -> (clue numbers, the removals it rests on), for the removals of a world."""
ASSUMED: tuple[tuple[int, ...], Reason] = ((), [])
"""The trail entry of the houses an assumption removes."""
Conflict = tuple[tuple[int, ...], Reason]
"""The clues and removals that together leave a value no house, or a house no value."""


def propagate(grid: Grid, domains: list[int], queue: list[int], trail: Trail | None) -> Conflict | None:
    """Run the basic techniques from the values in ``queue`` to a fixpoint, in place.

    Returns None at a fixpoint, or the conflict when a value has no house left or a house no
    value of some category. With a ``trail``, records why every house was removed.
    """
    rules, watchers, n, full = grid.rules, grid.watchers, grid.n, grid.full
    queued = set(queue)
    dirty = {v // n for v in queue}
    while queue or dirty:
        if not queue:  # ---- grid rules, category by category, once the clues are done
            while dirty:
                c = dirty.pop()
                changed, conflict = _singles(domains, c * n, n, full, trail)
                if conflict is not None:
                    return conflict
                for v in changed:
                    if v not in queued:
                        queued.add(v)
                        queue.append(v)
            if not queue:
                break
        v = queue.pop()
        queued.discard(v)
        for r in watchers[v]:  # ---- one clue at a time
            rule = rules[r]
            new = rule.narrow(domains)
            if new is None:
                continue
            if trail is not None:
                for var, d in zip(rule.scope, new):
                    for bit in _bits(domains[var] & ~d):
                        trail[(var, bit)] = ((rule.number,), rule.reason(domains, var, bit))
            for var, d in zip(rule.scope, new):
                if d == domains[var]:
                    continue
                domains[var] = d
                if not d:
                    return (), [(var, full)]
                dirty.add(var // n)
                if var not in queued:
                    queued.add(var)
                    queue.append(var)
    return None


def _bits(mask: int) -> Iterator[int]:
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
        for v in range(start, stop):
            d = domains[v]
            if not d:
                return changed, ((), [(v, full)])
            twice |= once & d
            once |= d
            if not d & (d - 1):
                if d & fixed:
                    other = next(w for w in range(start, v) if domains[w] == d)
                    return changed, ((), [(other, full & ~d), (v, full & ~d)])
                fixed |= d
        if once != full:
            bit = full & ~once & -(full & ~once)
            return changed, ((), [(v, bit) for v in range(start, stop)])
        unique = once & ~twice & ~fixed
        if not unique and not fixed & twice:
            return changed, None
        owner = {domains[v]: v for v in range(start, stop) if not domains[v] & (domains[v] - 1)} \
            if trail is not None else {}
        progress = False
        for v in range(start, stop):
            d = domains[v]
            if not d & (d - 1):
                continue
            u = d & unique
            if u:  # hidden single: the only value that can still go there
                if u & (u - 1):  # two houses only this value can take: one stays empty
                    return changed, ((), [(w, u) for w in range(start, stop) if w != v])
                if trail is not None:
                    because = [(w, u) for w in range(start, stop) if w != v]
                    for bit in _bits(d & ~u):
                        trail[(v, bit)] = ((), because)
                domains[v] = u
            elif d & fixed:  # naked single: houses taken by placed values go
                if trail is not None:
                    for bit in _bits(d & fixed):
                        trail[(v, bit)] = ((), [(owner[bit], full & ~bit)])
                domains[v] = d & ~fixed
            else:
                continue
            changed.append(v)
            progress = True
        if not progress:
            return changed, None


def analyse(trail: Trail, conflict: Conflict) -> tuple[set[int], dict[int, int]]:
    """(clue numbers, removals from outside the world) a conflict rests on, traced through the trail."""
    clues = set(conflict[0])
    outside: dict[int, int] = {}
    stack = list(conflict[1])
    seen: set[tuple[int, int]] = set()
    while stack:
        var, mask = stack.pop()
        for bit in _bits(mask):
            key = (var, bit)
            if key in seen:
                continue
            seen.add(key)
            entry = trail.get(key)
            if entry is None:
                outside[var] = outside.get(var, 0) | bit
            elif entry is not ASSUMED:
                clues.update(entry[0])
                stack.extend(entry[1])
    return clues, outside


def assume(grid: Grid, domains: list[int], var: int, bit: int, depth: int,
           record: bool) -> tuple[set[int], dict[int, int]] | bool:
    """Assume ``var`` is at ``bit`` and reason ``depth`` what-ifs deep.

    False when no contradiction follows; otherwise True, or with ``record`` the clues and the
    outside removals the contradiction rests on.
    """
    child = domains.copy()
    child[var] = bit
    trail: Trail | None = None
    if record:
        trail = {(var, b): ASSUMED for b in _bits(domains[var] & ~bit)}
    conflict = propagate(grid, child, [var], trail)
    if conflict is None and depth > 1:
        conflict = deepen(grid, child, depth - 1, trail)
    if conflict is None:
        return False
    if trail is None:
        return True
    return analyse(trail, conflict)


def deepen(grid: Grid, domains: list[int], depth: int, trail: Trail | None) -> Conflict | None:
    """Rounds of ``depth``-deep what-ifs inside a world, each refutation a removal; the conflict, if any."""
    while True:
        progress = False
        for var, bit in candidates(domains):
            check_deadline()
            if not domains[var] & bit or not domains[var] & (domains[var] - 1):
                continue
            if not assume(grid, domains, var, bit, depth, False):
                continue
            if trail is not None:
                found = assume(grid, domains, var, bit, depth, True)
                assert not isinstance(found, bool)
                clues, outside = found
                trail[(var, bit)] = (tuple(sorted(clues)), list(outside.items()))
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
    found = []
    for _, v in open_values:
        d = domains[v] if skip is None else domains[v] & ~skip[v]
        found.extend((v, bit) for bit in _bits(d))
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
        for bit in reversed(list(_bits(current[var]))):
            child = current.copy()
            child[var] = bit
            if propagate(grid, child, [var], None) is None:
                stack.append(child)
    return found


__all__ = ["ASSUMED", "Conflict", "Trail", "analyse", "assume", "bits", "candidates", "deepen",
           "propagate", "solutions"]
