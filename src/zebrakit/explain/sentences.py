"""One English sentence per step, as a person would write it in the margin of the grid.

"The Norwegian is in house 1, so not in houses 2-5 (clue 9)." Values are named as the English
writer names people ("the Dane", "the person in the green house"); puzzles about people rather
than houses name the position by its axis value ("Bob").
"""

from __future__ import annotations

from collections.abc import Sequence

from ..english.writer import noun_phrase
from ..model import Puzzle, Ref
from .search import Draft, Mark

SHOWN_USES = 3
"""At most this many groups of earlier facts are named in a sentence; more are summarised."""


class Writer:
    """Words for one puzzle's values, houses and steps."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        self.refs: list[Ref] = list(puzzle.refs())
        self.n = puzzle.size
        self._names: dict[int, str] = {}
        index = {ref: i for i, ref in enumerate(self.refs)}
        self.axis = {index[ref] for ref, _ in puzzle.pinned()}

    # ----------------------------------------------------------------- words
    def name(self, var: int) -> str:
        """The person with value ``var``: 'the Dane', 'the person in the green house'."""
        found = self._names.get(var)
        if found is None:
            found = self._names[var] = noun_phrase(self.refs[var], self.puzzle)
        return found

    def house(self, position: int) -> str:
        """'house 3', or the axis value at that position ('Bob')."""
        if self.puzzle.axis is None:
            return f"house {position}"
        return str(self.puzzle.category(self.puzzle.axis).values[position - 1])

    def houses(self, positions: Sequence[int]) -> str:
        """'house 2', 'houses 2-5', 'houses 1, 3 and 4' (or axis values joined with 'or')."""
        positions = sorted(positions)
        if self.puzzle.axis is not None:
            return join([self.house(p) for p in positions], "or")
        if len(positions) == 1:
            return f"house {positions[0]}"
        if len(positions) > 2 and positions[-1] - positions[0] == len(positions) - 1:
            return f"houses {positions[0]}-{positions[-1]}"
        return "houses " + join([str(p) for p in positions], "and")

    def is_at(self, var: int, position: int) -> str:
        """'the Dane is in house 2' (or 'the person whose age is 30 is Bob')."""
        if self.puzzle.axis is None:
            return f"{self.name(var)} is in house {position}"
        return f"{self.name(var)} is {self.house(position)}"

    def not_at(self, var: int, positions: Sequence[int]) -> str:
        """'the Dane is not in houses 1 and 3' (or '... is not Bob or Carol')."""
        if self.puzzle.axis is None:
            return f"{self.name(var)} is not in {self.houses(positions)}"
        return f"{self.name(var)} is not {self.houses(positions)}"

    def category_of(self, var: int) -> str:
        """The category name of value ``var``, as words."""
        return self.refs[var].category.replace("_", " ")

    # ----------------------------------------------------------------- facts
    def facts(self, marks: Sequence[Mark]) -> str:
        """What a list of facts says: placements first, then what each placement rules out."""
        placed = {(v // self.n, p): v for v, p, holds in marks if holds}
        parts = [self.is_at(v, p) for (_, p), v in placed.items()]
        ruled: dict[int, list[int]] = {}
        others: dict[tuple[int, int], int] = {}
        for v, p, holds in marks:
            if holds:
                continue
            owner = placed.get((v // self.n, p))
            if owner is not None and owner != v:
                others[(v // self.n, p)] = owner
            else:
                ruled.setdefault(v, []).append(p)
        for v, positions in ruled.items():
            if v in placed.values():
                parts.append(f"not in {self.houses(positions)}" if self.puzzle.axis is None
                             else f"not {self.houses(positions)}")
            else:
                parts.append(self.not_at(v, positions))
        for (c, p), _ in others.items():
            parts.append(f"no other {self.category_of(c * self.n)} is {self._there(p)}")
        if not parts:
            return "nothing new"
        if not placed:  # only houses ruled out: a list
            return join(parts, "and")
        head, rest = parts[0], parts[1:]  # a placement, and what it rules out
        return head if not rest else f"{head}, so {join(rest, 'and')}"

    def _there(self, position: int) -> str:
        return f"in house {position}" if self.puzzle.axis is None else f"with {self.house(position)}"

    def uses(self, marks: Sequence[Mark]) -> str:
        """The earlier facts a step rests on, briefly: 'the Dane is in house 2 and ...'."""
        groups: dict[tuple[int, bool], list[int]] = {}
        for v, p, holds in marks:
            if v not in self.axis:  # the axis is the positions themselves: nothing to say
                groups.setdefault((v, holds), []).append(p)
        parts = [self.is_at(v, ps[0]) if holds else self.not_at(v, ps)
                 for (v, holds), ps in groups.items()]
        if len(parts) > SHOWN_USES:
            names = join(sorted({self.name(v) for v, _ in groups})[:SHOWN_USES] + ["others"], "and")
            return f"what is known about {names}"
        return join(parts, "and")

    # ----------------------------------------------------------------- steps
    def sentence(self, draft: Draft) -> str:
        """The step as one sentence."""
        text = self._body(draft)
        return text[:1].upper() + text[1:] + "."

    def _body(self, draft: Draft) -> str:
        clues = cite(draft.clues)
        if draft.contradiction:
            return self._contradiction(draft)
        if draft.technique == "naked single":
            v, p, _ = draft.facts[0]
            left = f"can only be {self.house(p)}" if self.puzzle.axis else \
                f"has no house left but {self.house(p)}"
            return f"{self.name(v)} {left}: {self.facts(draft.facts)}"
        if draft.technique == "hidden single":
            v, p, _ = draft.facts[0]
            what = self.category_of(v)
            return f"no other {what} can be {self._there(p)}, so {self.facts(draft.facts)}"
        if draft.technique == "pairs and triples":
            return self._hall(draft)
        if draft.technique == "case split":
            var, cases = draft.note["cases"]
            return (f"{self.name(var)} is in {self.house(cases[0])} or in {self.house(cases[1])}; "
                    f"either way, {clues or 'the grid rules'} give {self.facts(draft.facts)}")
        if draft.technique == "what-if":
            return self._what_if(draft, clues)
        uses = self.uses(draft.uses)
        if not uses:
            return f"{self.facts(draft.facts)} ({clues})"
        if uses.startswith("what is known"):
            return f"from {uses}, {self.facts(draft.facts)} ({clues})"
        return f"since {uses}, {self.facts(draft.facts)} ({clues})"

    def _hall(self, draft: Draft) -> str:
        values = [self.name(v) for v in draft.note["values"]]
        houses = self.houses(draft.note["houses"])
        if draft.note.get("hidden"):
            return (f"only {join(values, 'and')} can go in {houses}, so they take them: "
                    f"{self.facts(draft.facts)}")
        return (f"{join(values, 'and')} have only {houses} between them, so nobody else is "
                f"there: {self.facts(draft.facts)}")

    def _what_if(self, draft: Draft, clues: str) -> str:
        var, p = draft.note["assumed"]
        nested = " (with what-ifs inside it)" if draft.depth > 1 else ""
        lead = f"{clues} then leads" if len(draft.clues) == 1 else f"{clues or 'the grid rules'} then lead"
        return (f"suppose {self.is_at(var, p)}: {lead}{nested} to a contradiction"
                f"{self._clash(draft.note.get('clash', ()))}, so {self.facts(draft.facts)}")

    def _clash(self, clashed: tuple) -> str:
        """': no house is left for X' for a what-if's contradiction ('' when unknown)."""
        if not clashed:
            return ""
        if clashed[0] == "empty":
            return f" ({'nothing' if self.puzzle.axis else 'no house'} is left for {self.name(clashed[1])})"
        if clashed[0] == "both":
            return f" ({self.name(clashed[1])} and {self.name(clashed[2])} would share {self.house(clashed[3])})"
        category = self.category_of(clashed[1] * self.n)
        return f" (no {category} is left for {self.house(clashed[2])})"

    def _contradiction(self, draft: Draft) -> str:
        note = draft.note
        if "empty" in note:
            what = f"no house is left for {self.name(note['empty'])}"
        elif "clash" in note:
            a, b, p = note["clash"]
            what = f"{self.name(a)} and {self.name(b)} would both be in {self.house(p)}"
        else:
            c, p = note["house"]
            what = f"no {self.category_of(c * self.n)} is left for {self.house(p)}"
        return f"{what}: the clues contradict each other"


def cite(clues: Sequence[int]) -> str:
    """'clue 3', 'clues 1, 4 and 7', or '' for none."""
    if not clues:
        return ""
    if len(clues) == 1:
        return f"clue {clues[0]}"
    return "clues " + join([str(c) for c in clues], "and")


def join(items: Sequence[str], word: str) -> str:
    """'a', 'a and b', 'a, b and c'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"
