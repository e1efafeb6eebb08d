"""Dancing links: Knuth's Algorithm C (exact covering with colors), in his words and his steps.

The puzzle becomes an XCC problem as the dancing-links approach describes it:

- each **clue** is a primary item; its options are the placements of the clue's values where
  the clue holds (the clue's table of allowed tuples), each cut down to the values the clue
  read to decide (so "price(a) < price(b) + 7" colours four slots, not the whole price row);
- each **house slot** (category, position) is a secondary item, coloured by the value put there:
  two options may share a slot only if they give it the same colour;
- a value that no clue is sure to place still has to be placed: it gets a primary item whose
  options put it at each position ("someone owns a zebra"). With ``values='all'`` every value
  gets one.

Why that is enough: every value is placed by some chosen option, and a slot holds one colour,
so n values cannot share fewer than n slots; each category comes out a permutation. And each
clue item is covered by exactly one option, because no two of a clue's options can hold at once.

``inverse=True`` adds Knuth's inverse-mapping secondary items, one per value, coloured by the
house it is put in: an option that would put a value in a second house conflicts at once.

Algorithm C works on Knuth's memory layout: items 1..N with NAME, LLINK, RLINK (primary items
1..N1 in the active list headed by 0); nodes with TOP, ULINK, DLINK and COLOR, the item
headers first, options separated by spacers whose TOP is <= 0. Steps C1..C8 are labelled.
``nodes`` counts the times step C3 chooses an item, as Knuth's programs count search nodes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, ClassVar
from collections.abc import Iterator

from ..model import Puzzle, Ref, Solution
from .base import Capabilities, Engine, EngineError, check_deadline
from .tables import Table, pinned_positions, table, value_index


# ============================================================================ the XCC problem
@dataclass
class ExactCover:
    """An exact cover problem with colours: items, options, and what each option places."""

    primary: list[str]
    secondary: list[str]
    options: list[list[tuple[str, str | None]]] = field(default_factory=list)
    placements: list[tuple[tuple[int, int], ...]] = field(default_factory=list)
    """For each option, the (value index, position) pairs it decides."""
    comment: str = ""

    def add_option(self, items: list[tuple[str, str | None]], places: tuple[tuple[int, int], ...]) -> None:
        """Append an option (item, colour or None) and the placements it stands for."""
        self.options.append(items)
        self.placements.append(places)

    def knuth_text(self) -> str:
        """The problem in the text format of Knuth's DLX programs.

        Items, '|', secondary items, then one option a line.
        """
        lines = [f"| {line}" for line in self.comment.splitlines()]
        lines.append(" ".join(self.primary) + (" | " + " ".join(self.secondary) if self.secondary else ""))
        for option in self.options:
            lines.append(" ".join(name if colour is None else f"{name}:{colour}" for name, colour in option))
        return "\n".join(lines) + "\n"


class _Names:
    """Knuth-style short names: slots like N3, values as colours, clues as #k."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        self.abbreviation = _abbreviations([c.name for c in puzzle.categories])
        self.colours: dict[Ref, str] = {}
        for category in puzzle.categories:
            used: set[str] = set()
            for i, ref in enumerate(category.refs()):
                colour = _token(str(ref.value)) or f"v{i + 1}"
                if colour in used:
                    colour = f"{colour}~{i + 1}"
                used.add(colour)
                self.colours[ref] = colour

    def slot(self, ref: Ref, position: int) -> str:
        """The secondary item for the house slot of ref's category at ``position``."""
        return f"{self.abbreviation[ref.category]}{position}"

    def value(self, ref: Ref) -> str:
        """The primary item saying 'ref is placed somewhere'."""
        return f"{self.abbreviation[ref.category]}.{self.colours[ref]}"

    def inverse(self, ref: Ref) -> str:
        """Knuth's inverse-mapping secondary item for ref, coloured by its house."""
        return f"@{self.value(ref)}"


def _abbreviations(names: list[str]) -> dict[str, str]:
    """The shortest unique prefix (letters only, first one capitalised) of each category name."""
    cleaned = [re.sub(r"[^A-Za-z]", "", name) or f"K{i + 1}" for i, name in enumerate(names)]
    for length in range(1, max(len(c) for c in cleaned) + 1):
        short = [c[:length].capitalize() for c in cleaned]
        if len(set(short)) == len(short):
            return dict(zip(names, short))
    return {name: f"K{i + 1}" for i, name in enumerate(names)}


def _token(text: str) -> str:
    """A value label as a colour name: no spaces, colons or bars."""
    return re.sub(r"[\s:|]+", "", text)


def formulate(puzzle: Puzzle, inverse: bool = False, values: str = "auto") -> ExactCover:
    """The puzzle as an XCC problem: clue items, value items where needed, slots coloured by value."""
    if values not in ("auto", "all"):
        raise EngineError(f"dlx parameter values must be 'auto' or 'all', not {values!r}")
    names, n, index = _Names(puzzle), puzzle.size, value_index(puzzle)
    compiled = [table(puzzle, clue) for clue in puzzle.clues]
    placed = set().union(*(_always_placed(t) for t in compiled))
    unplaced = [ref for ref in puzzle.refs() if values == "all" or ref not in placed]
    slots = [names.slot(ref, p) for c in puzzle.categories for ref in c.refs()[:1] for p in range(1, n + 1)]
    secondary = slots + ([names.inverse(ref) for ref in puzzle.refs()] if inverse else [])
    clue_items = [f"#{k}" for k in range(1, len(puzzle.clues) + 1)]
    xcc = ExactCover(clue_items + [names.value(r) for r in unplaced], secondary,
                     comment=_comment(puzzle, inverse, values))
    for item, compiled_clue in zip(clue_items, compiled):
        _clue_options(xcc, names, index, item, compiled_clue, inverse)
    pins = pinned_positions(puzzle)
    for ref in unplaced:
        for p in ([pins[ref]] if ref in pins else range(1, n + 1)):
            xcc.add_option([(names.value(ref), None), *_colours(names, ref, p, inverse)],
                           ((index[ref], p),))
    return xcc


def _always_placed(compiled: Table) -> set[Ref]:
    """The values every option of a clue puts somewhere (those need no value item of their own)."""
    if not compiled.patterns:
        return set()
    common = set.intersection(*({i for i, _ in pattern} for pattern in compiled.patterns))
    return {compiled.scope[i] for i in common}


def _clue_options(xcc: ExactCover, names: _Names, index: dict[Ref, int], item: str,
                  compiled: Table, inverse: bool) -> None:
    """One option per way the clue can hold: the values it reads, coloured where they sit."""
    for pattern in compiled.patterns:
        items: list[tuple[str, str | None]] = [(item, None)]
        for i, p in pattern:
            items.extend(_colours(names, compiled.scope[i], p, inverse))
        xcc.add_option(items, tuple((index[compiled.scope[i]], p) for i, p in pattern))


def _colours(names: _Names, ref: Ref, position: int, inverse: bool) -> list[tuple[str, str | None]]:
    """The secondary items an option colours to put ``ref`` at ``position``."""
    colours: list[tuple[str, str | None]] = [(names.slot(ref, position), names.colours[ref])]
    if inverse:
        colours.append((names.inverse(ref), str(position)))
    return colours


def _comment(puzzle: Puzzle, inverse: bool, values: str) -> str:
    lines = [f"{puzzle.title or 'zebrakit puzzle'}: {puzzle.size} houses, "
             f"{len(puzzle.categories)} categories, {len(puzzle.clues)} clues",
             "primary items: #k is clue k; C.v says value v of category C is placed",
             "secondary items: Cp is the slot of category C at house p, coloured by its value"]
    if inverse:
        lines.append("@C.v is value v's house (Knuth's inverse mapping), coloured by house number")
    lines.append(f"value items for {'every value' if values == 'all' else 'the values no clue is sure to place'}")
    return "\n".join(lines)


# ============================================================================ Algorithm C
class AlgorithmC:
    """Knuth's Algorithm C: exact covering with colours, by dancing links."""

    def __init__(self, xcc: ExactCover):
        """C1 [Initialize]: set up the item list and the node memory from the problem."""
        self.N1 = len(xcc.primary)
        names = xcc.primary + xcc.secondary
        self.N = N = len(names)
        self.NAME = [""] + names + [""]
        item = {name: i for i, name in enumerate(names, 1)}
        # the active primary items form a doubly linked list headed by 0, secondary ones by N+1
        self.LLINK = [0] * (N + 2)
        self.RLINK = [0] * (N + 2)
        self._link(0, range(1, self.N1 + 1))
        self._link(N + 1, range(self.N1 + 1, N + 1))
        # node memory: headers 1..N (LEN, ULINK, DLINK), then options separated by spacers
        self.LEN = [0] * (N + 1)
        self.TOP = list(range(N + 1))
        self.ULINK = list(range(N + 1))
        self.DLINK = list(range(N + 1))
        self.COLOR = [0] * (N + 1)
        self.OPTION = [-1] * (N + 1)
        colour_code: dict[str, int] = {}
        self._spacer(0)
        for k, option in enumerate(xcc.options):
            first = len(self.TOP)
            for name, colour in option:
                if name not in item:
                    raise EngineError(f"option {k + 1} names unknown item {name!r}")
                i = item[name]
                x = len(self.TOP)
                self.LEN[i] += 1
                self.TOP.append(i)
                self.ULINK.append(self.ULINK[i])
                self.DLINK.append(i)
                self.DLINK[self.ULINK[i]] = x
                self.ULINK[i] = x
                self.COLOR.append(0 if colour is None else colour_code.setdefault(colour, len(colour_code) + 1))
                self.OPTION.append(k)
            self.DLINK[first - 1] = len(self.TOP) - 1  # the previous spacer points to our last node
            self._spacer(-(k + 1), first)
        self.nodes = 0

    def _link(self, head: int, items: range) -> None:
        """Make ``items`` a circular doubly linked list through LLINK and RLINK, headed by ``head``."""
        previous = head
        for i in items:
            self.LLINK[i], self.RLINK[previous] = previous, i
            previous = i
        self.LLINK[head], self.RLINK[previous] = previous, head

    def _spacer(self, top: int, first: int | None = None) -> None:
        """Append a spacer: ULINK is the first node of the option before it."""
        self.TOP.append(top)
        self.ULINK.append(first if first is not None else 0)
        self.DLINK.append(0)
        self.COLOR.append(0)
        self.OPTION.append(-1)

    # ---------------------------------------------------------------- (50)-(58) in TAOCP 7.2.2.1
    def hide(self, p: int) -> None:
        """hide'(p): unlink the other nodes of p's option, skipping nodes of purified items."""
        TOP, ULINK, DLINK, COLOR, LEN = self.TOP, self.ULINK, self.DLINK, self.COLOR, self.LEN
        q = p + 1
        while q != p:
            x, u, d = TOP[q], ULINK[q], DLINK[q]
            if x <= 0:
                q = u
            elif COLOR[q] < 0:
                q += 1
            else:
                DLINK[u], ULINK[d] = d, u
                LEN[x] -= 1
                q += 1

    def unhide(self, p: int) -> None:
        """unhide'(p): relink what hide'(p) unlinked, in reverse order."""
        TOP, ULINK, DLINK, COLOR, LEN = self.TOP, self.ULINK, self.DLINK, self.COLOR, self.LEN
        q = p - 1
        while q != p:
            x, u, d = TOP[q], ULINK[q], DLINK[q]
            if x <= 0:
                q = d
            elif COLOR[q] < 0:
                q -= 1
            else:
                DLINK[u] = ULINK[d] = q
                LEN[x] += 1
                q -= 1

    def cover(self, i: int) -> None:
        """cover'(i): hide every option of item i, then take i out of the active list."""
        p = self.DLINK[i]
        while p != i:
            self.hide(p)
            p = self.DLINK[p]
        l, r = self.LLINK[i], self.RLINK[i]
        self.RLINK[l], self.LLINK[r] = r, l

    def uncover(self, i: int) -> None:
        """uncover'(i): put i back in the active list, then unhide its options bottom up."""
        l, r = self.LLINK[i], self.RLINK[i]
        self.RLINK[l] = self.LLINK[r] = i
        p = self.ULINK[i]
        while p != i:
            self.unhide(p)
            p = self.ULINK[p]

    def purify(self, p: int) -> None:
        """purify(p): keep only the options that give item TOP(p) the colour of node p."""
        COLOR, DLINK = self.COLOR, self.DLINK
        c, i = COLOR[p], self.TOP[p]
        COLOR[i] = c
        q = DLINK[i]
        while q != i:
            if COLOR[q] == c:
                COLOR[q] = -1
            else:
                self.hide(q)
            q = DLINK[q]

    def unpurify(self, p: int) -> None:
        """unpurify(p): undo purify(p), bottom up."""
        COLOR, ULINK = self.COLOR, self.ULINK
        c, i = COLOR[p], self.TOP[p]
        q = ULINK[i]
        while q != i:
            if COLOR[q] < 0:
                COLOR[q] = c
            else:
                self.unhide(q)
            q = ULINK[q]

    def commit(self, p: int, j: int) -> None:
        """commit(p, j): cover an uncoloured item, purify a coloured one."""
        if self.COLOR[p] == 0:
            self.cover(j)
        elif self.COLOR[p] > 0:
            self.purify(p)

    def uncommit(self, p: int, j: int) -> None:
        """uncommit(p, j): the inverse of commit(p, j)."""
        if self.COLOR[p] == 0:
            self.uncover(j)
        elif self.COLOR[p] > 0:
            self.unpurify(p)

    def choose(self) -> int:
        """The active primary item with the fewest options left (the first such one on ties)."""
        LEN, RLINK = self.LEN, self.RLINK
        best, fewest = 0, None
        i = RLINK[0]
        while i != 0:
            if fewest is None or LEN[i] < fewest:
                best, fewest = i, LEN[i]
                if fewest == 0:
                    break
            i = RLINK[i]
        return best

    # ---------------------------------------------------------------- the algorithm
    def solve(self) -> Iterator[list[int]]:
        """Yield each exact cover as the list of its option numbers (0-based)."""
        TOP, ULINK, DLINK, RLINK = self.TOP, self.ULINK, self.DLINK, self.RLINK
        x: list[int] = [0] * (self.N1 + 1)
        l, i, step = 0, 0, "C2"
        while True:
            if step == "C2":  # [Enter level l]
                if RLINK[0] == 0:
                    yield [self.OPTION[x[k]] for k in range(l)]
                    step = "C8"
                    continue
                self.nodes += 1
                if not self.nodes & 255:
                    check_deadline()
                i = self.choose()  # C3 [Choose i]
                self.cover(i)  # C4 [Cover i]
                x[l] = DLINK[i]
                step = "C5"
            elif step == "C5":  # [Try x_l]
                if x[l] == i:
                    step = "C7"
                    continue
                p = x[l] + 1
                while p != x[l]:
                    j = TOP[p]
                    if j <= 0:
                        p = ULINK[p]
                    else:
                        self.commit(p, j)
                        p += 1
                l += 1
                step = "C2"
            elif step == "C6":  # [Try again]
                p = x[l] - 1
                while p != x[l]:
                    j = TOP[p]
                    if j <= 0:
                        p = DLINK[p]
                    else:
                        self.uncommit(p, j)
                        p -= 1
                i = TOP[x[l]]
                x[l] = DLINK[x[l]]
                step = "C5"
            elif step == "C7":  # [Backtrack]
                self.uncover(i)
                step = "C8"
            else:  # C8 [Leave level l]
                if l == 0:
                    return
                l -= 1
                step = "C6"


# ============================================================================ the engine
class DlxEngine(Engine):
    """Knuth's Algorithm C on the puzzle as exact covering with colours (clues primary, slots coloured)."""

    name = "dlx"
    description = "dancing links, Knuth's Algorithm C (exact cover with colours), our own"
    capabilities = Capabilities(enumerates=True, proves_unique=True, proves_unsat=True)
    parameters: ClassVar[dict[str, Any]] = {"inverse": False, "values": "auto"}

    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        xcc = formulate(puzzle, bool(self.params["inverse"]), str(self.params["values"]))
        algorithm = AlgorithmC(xcc)
        self.stats.extra.update(items=algorithm.N, options=len(xcc.options))
        n, k = puzzle.size, len(puzzle.categories)
        try:
            for chosen in algorithm.solve():
                self.stats.nodes = algorithm.nodes
                where = [0] * (n * k)
                for option in chosen:
                    for v, p in xcc.placements[option]:
                        where[v] = p
                yield Solution(tuple(tuple(where[c * n:(c + 1) * n]) for c in range(k)), puzzle)
        finally:
            self.stats.nodes = algorithm.nodes


def knuth_text(puzzle: Puzzle, inverse: bool = False, values: str = "auto") -> str:
    """The puzzle as an XCC problem in the text format of Knuth's DLX programs."""
    return formulate(puzzle, inverse, values).knuth_text()
