"""The solver as judge: of the readings a sentence allows, which ones the puzzle means.

Every sentence with several readings first enters the puzzle as their disjunction, which the
true reading implies: if that weakest puzzle has one solution, it is the answer whatever each
sentence meant. Otherwise a reading under which the puzzle has no solution is dropped, and the
combinations left are tried; the answer is certain only when every combination that gives one
solution gives the same one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

from ...clues import Clue, Either
from ...model import Puzzle, Solution
from ...solve import solutions

MAX_COMBINATIONS = 256
"""Combinations of readings the judge tries at least; small puzzles, each solved in a moment, get more."""
CELL_BUDGET = 25600
"""Combinations times cells (positions times categories) the judge may try: 1,280 at 5x4, 256 from 10x10."""


def most_combinations(base: Puzzle) -> int:
    """How many combinations of readings the judge tries for a puzzle of this size."""
    cells = max(1, base.size * len(base.categories))
    return max(MAX_COMBINATIONS, CELL_BUDGET // cells)


@dataclass
class Open:
    """A sentence with several readings: its label, text and candidate clues."""

    label: str
    text: str
    candidates: list[Clue]
    optional: bool = False
    """True when the sentence may also mean nothing for the puzzle (a loose, unconfirmed mention)."""
    group: str = ""
    """Open sentences of one group take the same choice (by position in their candidates)."""

    def options(self) -> list[Clue | None]:
        """The readings to try, None standing for 'this sentence says nothing here'."""
        return ([None] if self.optional else []) + list(self.candidates)


@dataclass
class Verdict:
    """What the judge decided: the clues to use, the notes, and whether the answer is sure."""

    clues: list[tuple[Clue, str]]
    solutions: int
    solution: Solution | None = None
    chosen: list[tuple[str, str, Clue]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    certain: bool = True


POOL = 128
"""The most solutions of the weakest puzzle the judge keeps to count the others' solutions from."""


class Tally:
    """Counts the solutions of the base puzzle under a list of clues. Every list the judge tries
    implies the weakest puzzle (each sure sentence, and each unsure one as the disjunction of its
    readings), so when that puzzle has at most POOL solutions they are found once and each list's
    solutions are those of them on which all its clues hold; otherwise each list is solved anew."""

    def __init__(self, base: Puzzle, weakest: list[tuple[Clue, str]]) -> None:
        self.base = base
        found = list(solutions(_with(base, weakest), limit=max(POOL + 1, 2)))
        self.pool: list[Solution] | None = found if len(found) <= POOL else None
        self.weakest = (len(found), found[0] if found else None)
        self._masks: dict[object, int] = {}

    def count(self, clues: list[tuple[Clue, str]], limit: int = 2) -> tuple[int, Solution | None]:
        """How many solutions (counted up to limit) the clues leave, and the first of them."""
        if self.pool is None:
            found = list(solutions(_with(self.base, clues), limit=limit))
            return len(found), (found[0] if found else None)
        mask = (1 << len(self.pool)) - 1
        for clue, _ in clues:
            mask &= self._mask(clue)
            if not mask:
                return 0, None
        return min(bin(mask).count("1"), limit), self.pool[(mask & -mask).bit_length() - 1]

    def _mask(self, clue: Clue) -> int:
        """The pool's solutions on which the clue holds, as the bits of a number."""
        key: object = clue
        try:
            hash(clue)
        except TypeError:  # a clue holding a list is known by its identity
            key = id(clue)
        if key not in self._masks:
            assert self.pool is not None
            self._masks[key] = sum(1 << k for k, s in enumerate(self.pool) if clue.holds(s))
        return self._masks[key]


def judge(base: Puzzle, fixed: list[tuple[Clue, str]], open_: list[Open]) -> Verdict:
    """Decide the readings of the open sentences against the fixed clues."""
    weakest = fixed + [(_union(o.candidates), o.text) for o in open_ if not o.optional]
    tally = Tally(base, weakest)
    count, solution = tally.weakest
    count = min(count, 2)
    if count <= 1 or not open_:
        return Verdict(weakest, count, solution, _which_hold(open_, solution))
    deciders = _deciders(open_)
    alive = [_possible(tally, fixed, open_, members[0]) if key is None else [0, 1] for key, members in deciders]
    combos = 1
    for options in alive:
        combos *= max(1, len(options))
    if combos > most_combinations(base):
        return _by_the_most_clues(tally, fixed, open_, deciders, alive) or Verdict(weakest, count, solution, notes=[
            f"{len(open_)} sentences have several readings and no choice of them was tried"], certain=False)
    unique: list[tuple[list[tuple[Clue, str]], Solution, list[tuple[str, str, Clue]]]] = []
    # every combination is tried; a sentence that may mean nothing is tried without it too; the
    # sentences of one group take one choice together
    for decided in product(*alive):
        choice = _choice(open_, deciders, decided)
        clues = fixed + [(clue, o.text) for clue, o in zip(choice, open_) if clue is not None]
        n, found = tally.count(clues)
        if n == 1 and found is not None:
            unique.append((clues, found, [(o.label, o.text, c) for o, c in zip(open_, choice) if c is not None]))
    if not unique:
        return Verdict(weakest, count, solution, certain=False, notes=[
            "no choice among the readings of the unsure sentences gives one solution"])
    answers = {tuple(sorted(s.positions().items(), key=str)) for _, s, _ in unique}
    clues, found, chosen = unique[0]
    if len(answers) > 1:
        return Verdict(clues, 1, found, chosen, certain=False, notes=[
            f"{len(answers)} different answers come from different readings of the unsure sentences"])
    return Verdict(clues, 1, found, chosen)


def _by_the_most_clues(tally: Tally, fixed: list[tuple[Clue, str]], open_: list[Open],
                       deciders: list[tuple[str | None, list[int]]], alive: list[list]) -> Verdict | None:
    """The verdict when too many sentences may each mean one thing or nothing to try every
    combination: a clue can only take solutions away, so every combination with one solution lies
    inside one of the largest sets of such sentences that hold together, and has that set's
    solution (see ``_most_that_agree``). The other sentences' choices are still tried one by one.
    None when that is not enough to decide (those choices, or the largest sets, are too many)."""
    loose = [k for k, (key, members) in enumerate(deciders) if key is None and open_[members[0]].optional
             and len(open_[members[0]].candidates) == 1]
    others = [k for k in range(len(deciders)) if k not in loose]
    combos = 1
    for k in others:
        combos *= max(1, len(alive[k]))
    if combos > most_combinations(tally.base):
        return None
    unique: list[tuple[list[Clue | None], Solution]] = []
    for decided in product(*(alive[k] for k in others)):
        options: list = [None] * len(deciders)
        for k, option in zip(others, decided):
            options[k] = option
        choice = _choice(open_, deciders, tuple(options))
        given = fixed + [(c, o.text) for c, o in zip(choice, open_) if c is not None]
        indexes = [deciders[k][1][0] for k in loose if any(o is not None for o in alive[k])]
        most = _most_that_agree(tally, given, [(i, open_[i].candidates[0]) for i in indexes])
        if most is None:
            return None
        for kept in most:  # the largest sets of loose sentences that can all hold together
            n, found = tally.count(given + [(open_[i].candidates[0], open_[i].text) for i in kept])
            if n == 1 and found is not None:
                full = [open_[i].candidates[0] if i in kept else c for i, c in enumerate(choice)]
                unique.append((_fewest(tally, fixed, open_, full, sorted(kept)), found))
    if not unique:
        return Verdict(fixed, 2, None, certain=False, notes=[
            "no choice among the readings of the unsure sentences gives one solution"])
    answers = {tuple(sorted(s.positions().items(), key=str)) for _, s in unique}
    choice, found = unique[0]
    clues = fixed + [(c, o.text) for c, o in zip(choice, open_) if c is not None]
    chosen = [(o.label, o.text, c) for o, c in zip(open_, choice) if c is not None]
    if len(answers) > 1:
        return Verdict(clues, 1, found, chosen, certain=False, notes=[
            f"{len(answers)} different answers come from different readings of the unsure sentences"])
    return Verdict(clues, 1, found, chosen)


MOST_SETS = 16
"""The most largest-agreeing sets of loose sentences the judge looks for before it gives up."""


def _most_that_agree(tally: Tally, given: list[tuple[Clue, str]],
                     loose: list[tuple[int, Clue]]) -> list[set[int]] | None:
    """Every largest set of the loose sentences that can hold together with the given clues (no
    other loose sentence can join it), or None when there are more than MOST_SETS. A clue only
    takes solutions away, so a combination with one solution lies inside one of these sets, and
    the set has that same solution: these sets decide the answer. Each is found by a solution
    that breaks no set found so far (it keeps a sentence outside each), grown until no loose
    sentence can join."""
    found: list[set[int]] = []
    while len(found) <= MOST_SETS:
        if any(len(kept) == len(loose) for kept in found):
            return found  # a set holds every loose sentence: it is the only one
        blocks = [_union([c for i, c in loose if i not in kept]) for kept in found]
        _, seed = tally.count(given + [(block, "") for block in blocks], 1)
        if seed is None:
            return found
        kept = {i for i, c in loose if c.holds(seed)}
        for i, clue in loose:
            if i not in kept and tally.count(given + [(c, "") for j, c in loose if j in kept] + [(clue, "")], 1)[0]:
                kept.add(i)
        found.append(kept)
    return None


def _fewest(tally: Tally, fixed: list[tuple[Clue, str]], open_: list[Open], choice: list[Clue | None],
            loose: list[int]) -> list[Clue | None]:
    """The choice without each loose sentence, in order, that the answer does not need (the
    first of the combinations with one solution, in the order the judge would try them)."""
    kept = list(choice)
    for index in loose:
        if kept[index] is None:
            continue
        trial = kept[:index] + [None] + kept[index + 1:]
        n, _ = tally.count(fixed + [(c, o.text) for c, o in zip(trial, open_) if c is not None])
        if n == 1:
            kept = trial
    return kept


def _deciders(open_: list[Open]) -> list[tuple[str | None, list[int]]]:
    """The independent choices: each group of sentences with two readings (one choice for all
    of them: the first reading or the second), and each other open sentence on its own."""
    grouped: dict[str, list[int]] = {}
    deciders: list[tuple[str | None, list[int]]] = []
    for index, o in enumerate(open_):
        if o.group and len(o.candidates) == 2 and not o.optional:
            if o.group not in grouped:
                grouped[o.group] = []
                deciders.append((o.group, grouped[o.group]))
            grouped[o.group].append(index)
        else:
            deciders.append((None, [index]))
    return deciders


def _choice(open_: list[Open], deciders: list[tuple[str | None, list[int]]], decided: tuple) -> list[Clue | None]:
    """The reading of every open sentence under one decision of each decider."""
    choice: list[Clue | None] = [None] * len(open_)
    for (key, members), option in zip(deciders, decided):
        for index in members:
            choice[index] = option if key is None else open_[index].candidates[option]
    return choice


def _union(candidates: list[Clue]) -> Clue:
    return candidates[0] if len(candidates) == 1 else Either(tuple(candidates))


def _with(base: Puzzle, clues: list[tuple[Clue, str]]) -> Puzzle:
    return base.with_clues(tuple(c for c, _ in clues), tuple(t for _, t in clues))


def _possible(tally: Tally, fixed: list[tuple[Clue, str]], open_: list[Open], index: int) -> list[Clue | None]:
    """The readings of one open sentence under which the puzzle still has a solution."""
    others = [(_union(o.candidates), o.text) for i, o in enumerate(open_) if i != index and not o.optional]
    kept: list[Clue | None] = []
    for clue in open_[index].options():
        if clue is None:
            kept.append(None)
            continue
        n, _ = tally.count(fixed + others + [(clue, open_[index].text)], 1)
        if n:
            kept.append(clue)
    return kept or list(open_[index].options())


def _which_hold(open_: list[Open], solution: Solution | None) -> list[tuple[str, str, Clue]]:
    """For a unique answer: the reading of each open sentence that the answer satisfies."""
    if solution is None:
        return []
    chosen = []
    for o in open_:
        holding = [c for c in o.candidates if c.holds(solution)]
        if len(holding) == 1:
            chosen.append((o.label, o.text, holding[0]))
    return chosen
