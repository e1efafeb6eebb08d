"""The step search: from a grid, the cheapest next deduction, until the grid is full or logic stops.

Steps are chosen cheapest first, in levels of reasoning: first the basic techniques (the grid
rules with no clue, then one clue at a time, simplest technique first, lowest clue number on
a tie), then pairs and triples (Hall sets, no clue), then a what-if (fewest clues first,
then fewest facts), and a what-if inside a what-if only when no single one works.

Everything runs on bitsets (``grid``): one clue's step is a table lookup per value. The SAT
solver is never called here; the tests use one to check every step independently.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from ..engines.base import check_deadline
from .grid import Grid, Rule, bits
from .techniques import rank
from .whatif import ASSUMED, Memo, Worlds, analyse, assume, candidates, propagate, solutions, world_within
from .whatif import bit_masks as bits_of

INNER_KEPT = 256
"""Assumptions whose inner worlds a step search keeps (up to about 40 worlds of 5 kB each at
12 x 12: a hard 12x12 met 81 assumptions and 2,370 worlds in all); beyond, they start afresh."""

Mark = tuple[int, int, bool]
"""(value index, house 1..n, holds): a fact about the grid, by index."""

NESTED_BUDGET = 40
"""Inner what-ifs a nested one may try before it is put aside for the next assumption (a
second pass tries each assumption without a limit)."""
HALL_LARGEST = 4
"""The largest Hall set looked for (pairs, triples and quadruples)."""


@dataclass
class Draft:
    """A step before it has words: technique, clues, facts used and facts found, by index."""

    technique: str
    clues: tuple[int, ...]
    uses: list[Mark]
    facts: list[Mark]
    depth: int = 0
    contradiction: bool = False
    note: dict = field(default_factory=dict)
    """What the sentence needs besides the facts: the assumption, the Hall set, the clash."""


class StepSearch:
    """The grid as a player sees it (domains and the placements already written) and its next step."""

    def __init__(self, grid: Grid, domains: list[int] | None = None, stated: set[int] | None = None,
                 known: list[list[int]] | None = None):
        self.grid = grid
        self.domains = list(grid.domains if domains is None else domains)
        self.stated = set(grid.axis if stated is None else stated)
        self.known = list(known or [])
        """Solutions known to lie within the domains: their houses cannot be refuted."""
        self.pending: list[list[int] | bool | None] = [True] * len(grid.rules)
        """Per rule: its narrowing of the current domains, None when it has none, True when unknown."""
        self.dirty = set(range(grid.k))
        self.refuted: list[tuple[tuple, int, int, set[int], dict[int, int], tuple]] = []
        self.depth_needed = 1
        self.no_hall: set[int] = set()
        """Categories known to hold no Hall set since they last changed."""
        self.worlds: Worlds = {}
        self.inner: dict[tuple[int, int], Worlds] = {}
        """(value, house bit) -> the worlds of the what-ifs inside that assumption (nested ones)."""
        """(value, house bit) -> the world assuming it gave at the last what-if that tried it."""
        self.unsolvable: list[tuple[int, int, list[int]]] = []
        """(value, house bit, the domains then): open houses found in no solution within those domains."""

    # ----------------------------------------------------------------- state
    def solved(self) -> bool:
        """True when every value is placed and written."""
        return len(self.stated) == len(self.domains) and all(
            d and not d & (d - 1) for d in self.domains)

    def apply(self, draft: Draft) -> None:
        """Write a step's facts into the grid."""
        grid = self.grid
        changed = set()
        for var, position, holds in draft.facts:
            bit = 1 << (position - 1)
            old = self.domains[var]
            if holds:
                self.domains[var] = bit
                self.stated.add(var)
            else:
                self.domains[var] = old & ~bit
            if self.domains[var] != old:
                changed.add(var)
                if self.domains[var] & ~old:  # wider than before: earlier worlds no longer apply
                    self.worlds.clear()
                    self.inner.clear()
        for var in changed:
            self.dirty.add(var // grid.n)
            self.no_hall.discard(var // grid.n)
            for r in grid.watchers[var]:
                self.pending[r] = True

    def uses(self, masks: dict[int, int]) -> list[Mark]:
        """Facts for removed houses by value: a written placement stands for its whole row."""
        marks: list[Mark] = []
        for var in sorted(masks):
            mask = masks[var] & self.grid.full & ~self.domains[var]
            if not mask:
                continue
            d = self.domains[var]
            if var in self.stated and d and not d & (d - 1):
                marks.append((var, d.bit_length(), True))
            else:
                marks.extend((var, p, False) for p in bits(mask))
        return marks

    # ----------------------------------------------------------------- the next step
    def next(self) -> Draft | None:
        """The cheapest step from the current grid, None when logic can find nothing more."""
        check_deadline()
        found = self.grid_rules() or self.clue_step()
        if found is not None or self.placed():
            return found  # a full grid still meets every clue's check: it may break one
        return self.hall_step() or self.what_if()

    def placed(self) -> bool:
        """True when every value has exactly one house left."""
        return all(d and not d & (d - 1) for d in self.domains)

    def grid_rules(self) -> Draft | None:
        """A contradiction in the grid, else a naked single, else a hidden single (no clue)."""
        domains, n, full = self.domains, self.grid.n, self.grid.full
        singles: list[Draft] = []
        for c in sorted(self.dirty):
            found = self._category_step(c, domains, n, full)
            if found is None:
                self.dirty.discard(c)
            elif found.contradiction:
                return found
            else:
                singles.append(found)
        if not singles:
            return None
        return min(singles, key=lambda d: rank(d.technique))

    def _category_step(self, c: int, domains: list[int], n: int, full: int) -> Draft | None:
        members = range(c * n, (c + 1) * n)
        once = twice = fixed = 0
        owner: dict[int, int] = {}
        for v in members:
            d = domains[v]
            if not d:
                return Draft("naked single", (), self.uses({v: full}), [], contradiction=True,
                             note={"empty": v})
            twice |= once & d
            once |= d
            if not d & (d - 1):
                if d & fixed:
                    w = owner[d]
                    return Draft("naked single", (), self.uses({w: full, v: full}), [],
                                 contradiction=True, note={"clash": (w, v, d.bit_length())})
                fixed |= d
                owner[d] = v
        if once != full:
            p = (full & ~once & -(full & ~once)).bit_length()
            return Draft("hidden single", (), self.uses({v: 1 << (p - 1) for v in members}), [],
                         contradiction=True, note={"house": (c, p)})
        for v in members:
            d = domains[v]
            if v not in self.stated and not d & (d - 1):
                p = d.bit_length()
                facts = [(v, p, True)] + [(w, p, False) for w in members if w != v and domains[w] & d]
                return Draft("naked single", (), self.uses({v: full & ~d}), facts)
        unique = once & ~twice
        for bit_value in bits(unique):
            bit = 1 << (bit_value - 1)
            v = next(w for w in members if domains[w] & bit)
            if v in self.stated:
                continue
            facts = [(v, bit_value, True)] + [(v, q, False) for q in bits(domains[v] & ~bit)]
            return Draft("hidden single", (), self.uses({w: bit for w in members if w != v}), facts)
        return None

    def clue_step(self) -> Draft | None:
        """The simplest step one clue gives on the current grid."""
        rules, pending = self.grid.rules, self.pending
        best: tuple[int, int] | None = None
        for r, rule in enumerate(rules):
            if pending[r] is True:
                pending[r] = rule.narrow(self.domains)
            if pending[r] is not None and (best is None or rank(rule.technique) < best[0]):
                best = (rank(rule.technique), r)
        if best is None:
            return None
        rule = rules[best[1]]
        new = pending[best[1]]
        assert isinstance(new, list)
        return self._rule_draft(rule, new)

    def _rule_draft(self, rule: Rule, new: list[int]) -> Draft:
        """One clue's step on the first value it narrows (the others wait for their own step)."""
        domains, grid = self.domains, self.grid
        var, d = next((v, d) for v, d in zip(rule.scope, new) if d != domains[v])
        masks: dict[int, int] = {}
        facts: list[Mark] = []
        for p in bits(domains[var] & ~d):
            facts.append((var, p, False))
            for w, m in rule.reason(domains, var, 1 << (p - 1)):
                masks[w] = masks.get(w, 0) | m
        if d and not d & (d - 1) and var not in self.stated:  # one house left: placed at once
            p = d.bit_length()
            facts.insert(0, (var, p, True))
            self._earlier_noes(rule, var, d, masks)
            facts.extend((w, p, False) for w in grid.members(var // grid.n)
                         if w != var and domains[w] & d)
        return Draft(rule.technique, (rule.number,), self.uses(masks), facts, note={"rule": rule})

    def _earlier_noes(self, rule: Rule, var: int, d: int, masks: dict[int, int]) -> None:
        """What a placement by one clue rests on besides the clue: for each house ruled out
        before, its own 'no', or the placed values that make the clue rule it out."""
        domains, full = self.domains, self.grid.full
        allowed = rule.support_for(domains, var)
        for q in bits(full & ~domains[var] & ~d):
            bit = 1 << (q - 1)
            if not allowed & bit:
                reason = [(w, m) for w, m in rule.reason(domains, var, bit) if m]
                if all(w in self.stated for w, _ in reason):  # none: the clue alone rules it out
                    for w, m in reason:
                        masks[w] = masks.get(w, 0) | m
                    continue
            masks[var] = masks.get(var, 0) | bit

    def hall_step(self) -> Draft | None:
        """Pairs and triples: m values sharing m houses, or m houses only m values can take."""
        grid, domains = self.grid, self.domains
        for m in range(2, HALL_LARGEST + 1):
            for c in range(grid.k):
                if c in self.no_hall:
                    continue
                found = self._naked_set(c, m, domains) or self._hidden_set(c, m, domains)
                if found is not None:
                    return found
        self.no_hall.update(range(grid.k))
        return None

    def _naked_set(self, c: int, m: int, domains: list[int]) -> Draft | None:
        grid = self.grid
        open_values = [v for v in grid.members(c) if domains[v] & (domains[v] - 1)]
        if len(open_values) <= m:
            return None
        for group in combinations(open_values, m):
            union = 0
            for v in group:
                union |= domains[v]
            if union.bit_count() != m:
                continue
            facts = [(w, p, False) for w in open_values if w not in group for p in bits(domains[w] & union)]
            if facts:
                uses = self.uses({v: grid.full & ~union for v in group})
                return Draft("pairs and triples", (), uses, facts,
                             note={"values": group, "houses": bits(union)})
        return None

    def _hidden_set(self, c: int, m: int, domains: list[int]) -> Draft | None:
        grid = self.grid
        members = list(grid.members(c))
        open_values = [v for v in members if domains[v] & (domains[v] - 1)]
        taken = 0
        for v in members:
            if not domains[v] & (domains[v] - 1):
                taken |= domains[v]
        free = bits(grid.full & ~taken)
        if len(free) <= m:
            return None
        for houses in combinations(free, m):
            mask = 0
            for p in houses:
                mask |= 1 << (p - 1)
            group = [v for v in open_values if domains[v] & mask]
            if len(group) != m:
                continue
            facts = [(v, p, False) for v in group for p in bits(domains[v] & ~mask)]
            if facts:
                uses = self.uses({w: mask for w in members if w not in group})
                return Draft("pairs and triples", (), uses, facts,
                             note={"values": tuple(group), "houses": list(houses), "hidden": True})
        return None

    # ----------------------------------------------------------------- what-if
    def what_if(self) -> Draft | None:
        """A what-if: the cheapest refutation at depth 1, else the first one at the least depth."""
        cached = self._cached_refutation()
        if cached is not None:
            return cached
        skip = self._consistent()
        found: list[tuple] = []
        size = 0
        safe = [0] * len(self.domains)
        for var, bit in candidates(self.domains, skip):
            check_deadline()
            if self.domains[var].bit_count() != size:  # values with fewer houses first
                if found:
                    break
                size = self.domains[var].bit_count()
            if safe[var] & bit:
                continue
            if self._refuted_once(var, bit, safe):
                result = assume(self.grid, self.domains, var, bit, 1, True)
                assert not isinstance(result, bool)
                clues, outside, clashed = result
                found.append(((len(clues), sum(m.bit_count() for m in outside.values()), var, bit),
                              var, bit, clues, outside, clashed))
        if found:
            found.sort(key=lambda entry: entry[0])
            self.refuted = found[1:]
            _, var, bit, clues, outside, clashed = found[0]
            return self._what_if_draft(var, bit, clues, outside, clashed, depth=1)
        return self.case_split() or self._deeper(skip)

    def _refuted_once(self, var: int, bit: int, safe: list[int]) -> bool:
        """``assume(grid, domains, var, bit, 1, False, safe)``, continued from the world this
        assumption gave at an earlier what-if when there is one (``world_within``).

        A what-if runs only when no single clue, grid rule or pair narrows the grid, so the
        grid is a fixpoint of every rule, as ``world_within`` needs.
        """
        world = world_within(self.grid, self.domains, var, bit, self.worlds.get((var, bit)))
        if world is None:
            self.worlds.pop((var, bit), None)
            return True
        self.worlds[(var, bit)] = world
        for w, d in enumerate(world):
            if not d & (d - 1):
                safe[w] |= d
        return False

    def case_split(self) -> Draft | None:
        """A value with two houses left: what both cases rule out (the first such value that rules out any)."""
        grid, domains = self.grid, self.domains
        for var in range(len(domains)):
            d = domains[var]
            if d.bit_count() != 2:
                continue
            check_deadline()
            worlds = []
            for bit in bits_of(d):
                child = domains.copy()
                child[var] = bit
                if propagate(grid, child, [var], None) is not None:
                    break
                worlds.append(child)
            else:
                common = [old & ~(a | b) for old, a, b in zip(domains, *worlds)]
                if any(common):
                    return self._case_draft(var, common)
        return None

    def _case_draft(self, var: int, common: list[int]) -> Draft:
        """The case split on ``var`` as a step: its facts, and the clues and facts each case used."""
        grid, domains = self.grid, self.domains
        clues: set[int] = set()
        masks = {var: grid.full & ~domains[var]}
        for bit in bits_of(domains[var]):
            child = domains.copy()
            child[var] = bit
            trail = {(var, b): ASSUMED for b in bits_of(domains[var] & ~bit)}
            propagate(grid, child, [var], trail)
            found, outside = analyse(trail, ((), [(w, m) for w, m in enumerate(common) if m]), child, grid)
            clues.update(found)
            for w, m in outside.items():
                masks[w] = masks.get(w, 0) | m
        facts = [(w, p, False) for w, m in enumerate(common) for p in bits(m)]
        cases = [b.bit_length() for b in bits_of(domains[var])]
        return Draft("case split", tuple(sorted(clues)), self.uses(masks), facts,
                     note={"cases": (var, cases)})

    def _cached_refutation(self) -> Draft | None:
        while self.refuted:
            _, var, bit, clues, outside, clashed = self.refuted.pop(0)
            if self.domains[var] & bit and self.domains[var] & (self.domains[var] - 1):
                return self._what_if_draft(var, bit, clues, outside, clashed, depth=1)
        return None

    def _deeper(self, skip: list[int] | None) -> Draft | None:
        """Nested what-ifs, one level deeper at a time, while some house can still be refuted."""
        open_count = sum(1 for d in self.domains if d & (d - 1))
        depth = max(2, self.depth_needed)
        memo: Memo = {}  # the same inner what-ifs recur: the budgeted pass, then the whole one
        while depth <= open_count + 1:
            if not self._refutable_exists():
                return None
            for budget in (NESTED_BUDGET, None):  # quick tries first, then whole ones
                for var, bit in candidates(self.domains, self._consistent()):
                    check_deadline()
                    fresh = self._inner_worlds(var, bit) if depth == 2 else None
                    if assume(self.grid, self.domains, var, bit, depth, False,
                              budget=None if budget is None else [budget], memo=memo, hints=self.worlds,
                              fresh=fresh):
                        result = assume(self.grid, self.domains, var, bit, depth, True)
                        assert not isinstance(result, bool)
                        self.depth_needed = depth
                        return self._what_if_draft(var, bit, *result, depth=depth)
            depth += 1
        return None

    def _inner_worlds(self, var: int, bit: int) -> Worlds:
        """The worlds of the what-ifs inside the assumption ``var`` at ``bit``, from earlier steps."""
        if len(self.inner) > INNER_KEPT:
            self.inner.clear()
        return self.inner.setdefault((var, bit), {})

    def _consistent(self) -> list[int] | None:
        """Per value, the houses some known solution gives it (they cannot be refuted)."""
        if not self.known:
            return None
        skip = [0] * len(self.domains)
        for solution in self.known:
            for v, bit in enumerate(solution):
                skip[v] |= bit
        return skip

    def _refutable_exists(self) -> bool:
        """True when some open house is in no solution within the grid (finding solutions for the rest)."""
        if self._still_unsolvable():
            return True
        for var, bit in candidates(self.domains, self._consistent()):
            check_deadline()
            skip = self._consistent()
            if skip is not None and skip[var] & bit:
                continue
            trial = self.domains.copy()
            trial[var] = bit
            found = solutions(self.grid, trial, 1)
            if not found:
                self.unsolvable.append((var, bit, self.domains.copy()))
                return True
            self.known.append(found[0])
        return False

    def _still_unsolvable(self) -> bool:
        """True when a house found in no solution earlier is still open, within domains no wider.

        Domains only narrow from step to step, and a house in no solution within some domains
        is in none within narrower ones: the search for it need not run again.
        """
        domains = self.domains
        kept = []
        for var, bit, then in self.unsolvable:
            d = domains[var]
            if d & bit and d & (d - 1) and all(not now & ~old for now, old in zip(domains, then)):
                kept.append((var, bit, then))
        self.unsolvable = kept
        return bool(kept)

    def _what_if_draft(self, var: int, bit: int, clues: set[int], outside: dict[int, int],
                       clashed: tuple, depth: int) -> Draft:
        grid, domains = self.grid, self.domains
        p = bit.bit_length()
        facts: list[Mark] = [(var, p, False)]
        masks = dict(outside)
        rest = domains[var] & ~bit
        if not rest & (rest - 1) and var not in self.stated:  # one house left: placed at once
            q = rest.bit_length()
            facts.append((var, q, True))
            masks[var] = masks.get(var, 0) | (grid.full & ~domains[var])
            facts.extend((w, q, False) for w in grid.members(var // grid.n)
                         if w != var and domains[w] & rest)
        return Draft("what-if", tuple(sorted(clues)), self.uses(masks), facts, depth=depth,
                     note={"assumed": (var, p), "clash": clashed})
