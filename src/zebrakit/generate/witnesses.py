"""Second solutions that prove clues needed, kept from one check to the next and found cheaply.

A clue c of a set S that pins the hidden solution down is needed (S without c has another
solution) exactly when some assignment other than the hidden solution meets every clue of S
but c: a *witness* for c. A witness for c stays one as clues go (it meets every smaller set),
and when clues come it needs checking against the new ones only where it differs from the
hidden solution, since every clue holds there. A clue with a witness is needed for uniqueness,
so propagation needs it too (propagation never removes a solution): the removal within a
floor keeps it without trying, and the search for a second solution is spared.

Most witnesses differ from the hidden solution in two values of one category: ``from_swaps``
tries every such swap against the few clues on those two values, which costs far less than a
search.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..clues import Clue
from .network import Link


class Witnesses:
    """Per clue, an assignment (a position bit per value) other than ``hidden`` that may meet every other clue."""

    __slots__ = ("hidden", "found")

    def __init__(self, hidden: Sequence[int]):
        self.hidden = list(hidden)
        """The hidden solution, a position bit per value."""
        self.found: dict[Clue, list[int]] = {}

    def get(self, clue: Clue) -> list[int] | None:
        """The witness last found for ``clue``, if any (it may no longer be one)."""
        return self.found.get(clue)

    def add(self, clue: Clue, assignment: list[int]) -> None:
        """Remember ``assignment`` as the witness for ``clue``."""
        self.found[clue] = assignment

    def holds(self, links: Sequence[Link], i: int, touching: list[list[int]] | None = None) -> bool:
        """True when the witness of ``links[i]`` meets every other link (so that clue is needed).

        ``touching`` (``touching_links(links)``) saves building the index once per call.
        """
        witness = self.found.get(links[i].clue)
        if witness is None:
            return False
        touching = touching if touching is not None else touching_links(links, len(self.hidden))
        checked: set[int] = {i}
        for v, (w, h) in enumerate(zip(witness, self.hidden)):
            if w == h:
                continue
            for j in touching[v]:
                if j not in checked:
                    checked.add(j)
                    if not links[j].allows(witness):
                        return False
        return True

    def needed(self, links: Sequence[Link]) -> set[int]:
        """The indices of the links whose witness meets every other link."""
        touching = touching_links(links, len(self.hidden))
        return {i for i in range(len(links)) if self.holds(links, i, touching)}

    def from_swaps(self, links: Sequence[Link], n: int, k: int) -> set[int]:
        """Witnesses from swapping two values of one category, for links that have no valid one.

        A swap that breaks exactly one link is a witness for it. Returns ``needed(links)`` after.
        """
        have = self.needed(links)
        for swapped, broken in swaps(links, self.hidden, n, k, 1):
            j = broken[0]
            if j not in have:
                self.found[links[j].clue] = swapped
                have.add(j)
        return have


class SwapCover:
    """For a greedy removal: the links some swap of two values breaks alone, kept up to date as links go.

    A swap that breaks link j and no other kept link is a second solution of the others, so j
    stays; when a link goes, the swaps that broke it and one other now prove that other needed.
    """

    __slots__ = ("broken", "by_link", "alone")

    def __init__(self, links: Sequence[Link], hidden: Sequence[int], n: int, k: int, most: int = 3):
        self.broken = [set(found) for _, found in swaps(links, hidden, n, k, most)]
        """Per swap (breaking at most ``most`` links), the kept links it breaks."""
        self.by_link: list[list[int]] = [[] for _ in links]
        self.alone = [0] * len(links)
        """Per link, the swaps that break it alone."""
        for s, found in enumerate(self.broken):
            for j in found:
                self.by_link[j].append(s)
            if len(found) == 1:
                self.alone[next(iter(found))] += 1

    def needed(self, j: int) -> bool:
        """True when some swap breaks link ``j`` and no other kept link."""
        return self.alone[j] > 0

    def drop(self, j: int) -> None:
        """Link ``j`` goes: the swaps that broke it break one link fewer."""
        for s in self.by_link[j]:
            found = self.broken[s]
            if len(found) == 1:
                self.alone[j] -= 1
            found.discard(j)
            if len(found) == 1:
                self.alone[next(iter(found))] += 1


def swaps(links: Sequence[Link], hidden: Sequence[int], n: int, k: int,
          most: int) -> Iterator[tuple[list[int], list[int]]]:
    """(assignment, indices of the links it breaks) for each swap of two values of one category
    that breaks between one and ``most`` links."""
    touching = touching_links(links, n * k)
    by_position = [[0] * n for _ in range(k)]
    for var, bit in enumerate(hidden):
        by_position[var // n][bit.bit_length() - 1] = var
    for category in by_position:
        for p, a in enumerate(category):
            for b in category[p + 1:]:
                near = set(touching[a]).union(touching[b])
                if not near:
                    continue
                swapped = list(hidden)
                swapped[a], swapped[b] = hidden[b], hidden[a]
                broken = []
                for j in near:
                    if not links[j].allows(swapped):
                        broken.append(j)
                        if len(broken) > most:
                            break
                if 0 < len(broken) <= most:
                    yield swapped, broken


def touching_links(links: Sequence[Link], values: int) -> list[list[int]]:
    """Per value, the indices of the links that read it."""
    touching: list[list[int]] = [[] for _ in range(values)]
    for j, link in enumerate(links):
        for v in set(link.variables):
            touching[v].append(j)
    return touching
