"""The whole solving path: steps from the empty grid to the solution, or to where logic stops.

``explain`` runs the step search to the end and turns each step into data and words. For a
puzzle with several solutions it stops where logic stops and shows two solutions that differ
on the open cells; for a contradictory one it stops at the contradiction and names the clues
the steps leading to it used.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engines.base import deadline
from ..model import Puzzle, Solution
from .grid import Grid, bits
from .search import Draft, Mark, StepSearch
from .sentences import Writer
from .steps import Explanation, Fact, OpenCell, Step
from .whatif import solutions

MAX_STEPS_FACTOR = 4
"""A path never has more steps than this many per (value, house) cell (a guard, never reached)."""


def explain(puzzle: Puzzle, *, time_limit: float | None = None) -> Explanation:
    """The solving path of ``puzzle``, step by step, cheapest technique first.

    Raises ``zebrakit.engines.base.TimeLimit`` when ``time_limit`` seconds pass first.
    """
    with deadline(time_limit):
        grid = Grid(puzzle)
        if grid.constant_false:
            return _false_from_start(puzzle, grid)
        known = first_solutions(puzzle, grid)
        search = StepSearch(grid, known=known)
        drafts = run(search, len(grid.refs) * grid.n * MAX_STEPS_FACTOR)
        return _explanation(puzzle, grid, search, drafts, known)


def first_solutions(puzzle: Puzzle, grid: Grid) -> list[list[int]]:
    """Up to two solutions (a bit per value), from the native engine: the explanation's target."""
    from ..solve import solutions as engine_solutions

    return [[1 << (s.position(ref) - 1) for ref in grid.refs]
            for s in engine_solutions(puzzle, limit=2)]


def run(search: StepSearch, limit: int) -> list[Draft]:
    """Steps from the search's grid until it is solved, stuck or contradictory."""
    drafts: list[Draft] = []
    while len(drafts) < limit:
        draft = search.next()
        if draft is None:
            break
        drafts.append(draft)
        if draft.contradiction:
            break
        search.apply(draft)
    return drafts


def facts_of(puzzle: Puzzle, grid: Grid, marks: list[Mark]) -> tuple[Fact, ...]:
    """Marks by index as Facts."""
    refs = grid.refs
    return tuple(Fact(refs[v].category, str(refs[v].value), p, holds) for v, p, holds in marks)


def steps_of(puzzle: Puzzle, grid: Grid, drafts: list[Draft], first: int = 1) -> list[Step]:
    """Drafts as numbered Steps with their sentences."""
    writer = Writer(puzzle)
    return [Step(first + i, d.technique, d.clues, facts_of(puzzle, grid, d.uses),
                 facts_of(puzzle, grid, d.facts), writer.sentence(d), d.depth, d.contradiction)
            for i, d in enumerate(drafts)]


def _explanation(puzzle: Puzzle, grid: Grid, search: StepSearch, drafts: list[Draft],
                 known: list[list[int]]) -> Explanation:
    steps = steps_of(puzzle, grid, drafts)
    if drafts and drafts[-1].contradiction:
        return Explanation(puzzle, steps, "contradiction", conflict=conflict_clues(drafts))
    if search.solved():
        return Explanation(puzzle, steps, "unique", solution=to_solution(puzzle, grid, search.domains))
    witnesses = _witnesses(grid, search, known)
    return Explanation(puzzle, steps, "several", open_cells=open_cells(grid, search.domains),
                       witnesses=tuple(to_solution(puzzle, grid, w) for w in witnesses))


def _false_from_start(puzzle: Puzzle, grid: Grid) -> Explanation:
    """A clue that reads no position and does not hold: the contradiction is the first step."""
    number = grid.constant_false[0]
    step = Step(1, "elimination by a clue", (number,), (), (),
                f"Clue {number} can never hold: the clues contradict each other.", 0, True)
    return Explanation(puzzle, [step], "contradiction", conflict=(number,))


def conflict_clues(drafts: list[Draft]) -> tuple[int, ...]:
    """The clues of the steps the contradiction rests on, traced back through the facts they used."""
    made: dict[Mark, int] = {}
    for i, draft in enumerate(drafts):
        for mark in draft.facts:
            made.setdefault(mark, i)
    needed = [len(drafts) - 1]
    clues: set[int] = set()
    seen = set(needed)
    while needed:
        draft = drafts[needed.pop()]
        clues.update(draft.clues)
        for mark in draft.uses:
            source = made.get(mark)
            if source is not None and source not in seen:
                seen.add(source)
                needed.append(source)
    return tuple(sorted(clues))


def open_cells(grid: Grid, domains: list[int]) -> tuple[OpenCell, ...]:
    """The (category, house) cells with more than one value still possible."""
    cells = []
    for c, category in enumerate(grid.puzzle.categories):
        for p in range(1, grid.n + 1):
            values = tuple(str(grid.refs[v].value) for v in grid.members(c)
                           if domains[v] >> (p - 1) & 1)
            if len(values) > 1:
                cells.append(OpenCell(category.name, p, values))
    return tuple(cells)


def _witnesses(grid: Grid, search: StepSearch, known: list[list[int]]) -> list[list[int]]:
    """Two solutions within the grid that differ on an open cell."""
    pool = [s for s in known + search.known if all(d & b for d, b in zip(search.domains, s))]
    if len(pool) >= 2:
        first = pool[0]
        other = next((s for s in pool[1:] if s != first), None)
        if other is not None:
            return [first, other]
    return solutions(grid, search.domains, 2)


def to_solution(puzzle: Puzzle, grid: Grid, domains: list[int]) -> Solution:
    """Fixed domains as a Solution."""
    n = grid.n
    return Solution(tuple(tuple(bits(domains[c * n + i])[0] for i in range(n))
                          for c in range(grid.k)), puzzle)


def candidates_after(puzzle: Puzzle, steps: list[Step]) -> Iterator[dict[str, list[list[str]]]]:
    """After each step, per category, the values still possible in each house (for ``--grid``)."""
    n = puzzle.size
    possible = {(ref.category, str(ref.value)): set(range(1, n + 1)) for ref in puzzle.refs()}
    for ref, p in puzzle.pinned():
        _place(possible, ref.category, str(ref.value), p)
    for step in steps:
        for fact in step.facts:
            if fact.holds:
                _place(possible, fact.category, fact.value, fact.position)
            else:
                possible[(fact.category, fact.value)].discard(fact.position)
        yield {c.name: [[str(v) for v in c.values if p in possible[(c.name, str(v))]]
                        for p in range(1, n + 1)] for c in puzzle.categories}


def _place(possible: dict[tuple[str, str], set[int]], category: str, value: str, position: int) -> None:
    for (c, v), houses in possible.items():
        if c == category:
            if v == value:
                houses.intersection_update({position})
            else:
                houses.discard(position)
