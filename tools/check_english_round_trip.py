"""Write generated puzzles in English and read them back: the same clues, or report which.

    python tools/check_english_round_trip.py [COUNT]

Puzzles cycle through twelve sizes from 3x3 to 10x10 and the three themes (seed "rt", index n).
A puzzle counts as "same clues" when the reading gives back exactly the written clues (in
notation); otherwise the script says whether the reading still has the generator's one solution,
and lists the puzzles that do not read back.
"""

from __future__ import annotations

import collections
import itertools
import sys
import time

from zebrakit.english import write_puzzle
from zebrakit.formats.english import read_puzzle
from zebrakit.generate import generate_one
from zebrakit.model import PuzzleError
from zebrakit.notation import format_clue
from zebrakit.solve import solutions

SIZES = ("3x3", "4x3", "4x4", "5x4", "5x5", "6x4", "6x6", "7x5", "8x6", "8x8", "10x6", "10x10")
THEMES = ("classic", "people", "mixed")


def check(count: int) -> tuple[collections.Counter[str], list[tuple[int, str, str, str]]]:
    """The outcome counts and the puzzles that did not read back (index, size, theme, why)."""
    outcomes: collections.Counter[str] = collections.Counter()
    failed = []
    for index, (size, theme) in zip(range(count), itertools.cycle(itertools.product(SIZES, THEMES))):
        generated = generate_one(size, seed="rt", index=index, theme=theme)
        puzzle = generated.puzzle
        try:
            back = read_puzzle(write_puzzle(puzzle), f"rt-{index}")
        except PuzzleError as error:
            outcomes["error"] += 1
            failed.append((index, size, theme, str(error)[:200]))
            continue
        if sorted(format_clue(c, puzzle) for c in puzzle.clues) == sorted(format_clue(c, back) for c in back.clues):
            outcomes["same clues"] += 1
            continue
        found = list(solutions(back, limit=2))
        same = len(found) == 1 and all(found[0].value_at(c.name, p) == generated.solution.value_at(c.name, p)
                                       for c in puzzle.categories for p in range(1, puzzle.size + 1))
        outcomes["other clues, same one solution" if same else "read differently"] += 1
        if not same:
            unsure = " (marked unsure)" if "not sure" in back.description else ""
            failed.append((index, size, theme, "read differently" + unsure))
    return outcomes, failed


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    start = time.process_time()
    outcomes, failed = check(count)
    print(dict(outcomes), f"{time.process_time() - start:.0f} s CPU")
    for row in failed:
        print(*row)


if __name__ == "__main__":
    main()
