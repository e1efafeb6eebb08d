"""Every engine side by side on the fish puzzle and on generated 6x6 and 8x8 puzzles.

The larger puzzles are built deterministically from a seed: a random solution, then random
clues true in it until the native engine finds it unique. Run from the repository root:

    python benchmarks/bench_engines.py [--repeat 3] [--timeout 60] [--engines all]

Not part of the test run: it measures, it does not pass or fail.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import zebrakit
from zebrakit.bench import bench_puzzle, engine_names, machine, markdown_table
from zebrakit.clues import Apart, At, Before, Between, Clue, Different, NotApart, Offset, Same
from zebrakit.engines import get_engine
from zebrakit.model import Category, Puzzle, Solution

ROOT = Path(__file__).resolve().parents[1]


def unique_puzzle(n: int, k: int, seed: int) -> Puzzle:
    """An n-by-k puzzle whose clues hold in a random hidden solution and pin it down uniquely."""
    rng = random.Random(seed)
    categories = tuple(Category(f"c{c}", tuple(f"v{c}{i}" for i in range(n))) for c in range(k))
    bare = Puzzle(categories, title=f"random {n}x{k} (seed {seed})")
    hidden = Solution(tuple(tuple(rng.sample(range(1, n + 1), n)) for _ in range(k)), bare)
    refs = list(bare.refs())
    clues: list[Clue] = []
    native = get_engine("native")
    while True:
        clue = _true_clue(rng, refs, hidden, n)
        if clue in clues:
            continue
        clues.append(clue)
        puzzle = bare.with_clues(tuple(clues))
        if native.count(puzzle, 2) == 1:
            return puzzle


def _true_clue(rng: random.Random, refs: list, hidden: Solution, n: int) -> Clue:
    """A random same / next-to / left-of / offset / at / between clue that holds in ``hidden``."""
    while True:
        a, b, c = rng.sample(refs, 3)
        pa, pb, pc = hidden.position(a), hidden.position(b), hidden.position(c)
        kind = rng.choice(["same", "same", "same", "apart", "apart", "before", "offset", "at",
                           "different", "not apart", "between"])
        if kind == "same" and pa == pb and a.category != b.category:
            return Same(a, b)
        if kind == "apart" and abs(pa - pb) == 1:
            return Apart(a, b, 1)
        if kind == "before" and pa < pb:
            return Before(a, b)
        if kind == "offset" and pb - pa in (1, 2):
            return Offset(a, b, pb - pa)
        if kind == "at" and rng.random() < 0.3:
            return At(a, pa)
        if kind == "different" and pa != pb:
            return Different(a, b)
        if kind == "not apart" and abs(pa - pb) != 1:
            return NotApart(a, b, 1)
        if kind == "between" and (pa < pb < pc or pc < pb < pa):
            return Between(a, b, c)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--engines", default="all")
    args = parser.parse_args()
    puzzles = [zebrakit.load(ROOT / "examples" / "fish.yaml"), unique_puzzle(6, 6, 1), unique_puzzle(8, 8, 1)]
    names = engine_names(args.engines)
    for puzzle in puzzles:
        rows = bench_puzzle(puzzle, names, args.repeat, timeout=args.timeout)
        print(markdown_table(f"{puzzle.title} ({puzzle.size}x{len(puzzle.categories)}, "
                             f"{len(puzzle.clues)} clues)", rows))
        print()
    print(f"Machine: {machine()}; median of {args.repeat} cold runs per engine, "
          f"each run in its own process, {args.timeout:g} s allowed per run.")


if __name__ == "__main__":
    main()
