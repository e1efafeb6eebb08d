"""Proving hard generated puzzles unique (count up to 2): native, sat, CP-SAT and a pycosat floor.

For each size 6x6, 8x8, 10x10 and 12x12, five hard puzzles from zebrakit's generator (fixed
seed, indices 0-4), and a 7 x 18 puzzle with 140 clues (random clues true in a hidden solution
until it is unique, then dropped while it stays unique). Every method runs in this one process,
in turns: in each round every method runs once per puzzle, starting from a different method
each round. Times are CPU
time (``time.process_time``), medians over the rounds; ratios are to CP-SAT's median on the
same puzzle, and a size's ratio is its total over the five puzzles.

- **native cold**: the puzzle compiled anew (every clue table cache emptied), then searched;
- **native warm**: the compiled puzzle kept from an earlier run (as ``solve`` then ``check``);
- **sat**: zebrakit's CNF built and solved with pycosat; **cpsat**: the CP-SAT model built and
  solved with one worker; **pycosat floor**: pycosat alone on the CNF built in advance.

    python benchmarks/bench_engines_hard.py [--rounds 5] [--sizes 6,8,10,12] [--no-wide]

Not part of the test run: it measures, it does not pass or fail.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_engines import unique_puzzle

from zebrakit.bench import machine
from zebrakit import Puzzle
from zebrakit.engines import get_engine, native
from zebrakit.engines.sat import _pycosat_models, encode
from zebrakit.generate import build, settings_from

SEED = 11
METHODS = ("native cold", "native warm", "sat", "cpsat", "pycosat floor")


def hard_puzzles(size: int, count: int = 5) -> list[Puzzle]:
    """Hard puzzles 0..count-1 of the run seeded ``SEED`` at ``size`` x ``size``."""
    settings = settings_from(f"{size}x{size}", level="hard")
    return [build(settings, SEED, index).puzzle for index in range(count)]


def wide_puzzle(clues: int = 140, seed: int = 4) -> Puzzle:
    """A unique 7 x 18 puzzle: random true clues until unique, then clues dropped (newest first)
    while it stays unique, down to ``clues``."""
    puzzle = unique_puzzle(7, 18, seed)
    engine = get_engine("native")
    kept = list(puzzle.clues)
    for clue in reversed(puzzle.clues):
        if len(kept) <= clues:
            break
        trial = [c for c in kept if c is not clue]
        if engine.count(puzzle.with_clues(tuple(trial)), 2) == 1:
            kept = trial
    return puzzle.with_clues(tuple(kept))


def count_two(engine_name: str, puzzle: Puzzle, cold: bool) -> Callable[[], int]:
    engine = get_engine(engine_name)

    def run() -> int:
        if cold:
            native.clear_caches()
        return engine.count(puzzle, 2)
    return run


def pycosat_floor(puzzle: Puzzle) -> Callable[[], int]:
    cnf = encode(puzzle)

    def run() -> int:
        count = 0
        for _ in _pycosat_models(cnf):
            count += 1
            if count == 2:
                break
        return count
    return run


def methods_for(puzzle: Puzzle) -> dict[str, Callable[[], int]]:
    warm = count_two("native", puzzle, cold=False)
    warm()  # compiled once before the measured runs
    return {
        "native cold": count_two("native", puzzle, cold=True),
        "native warm": warm,
        "sat": count_two("sat", puzzle, cold=False),
        "cpsat": count_two("cpsat", puzzle, cold=False),
        "pycosat floor": pycosat_floor(puzzle),
    }


def measure(puzzle: Puzzle, rounds: int) -> dict[str, float]:
    """Median CPU seconds per method over ``rounds`` rounds of turns."""
    methods = methods_for(puzzle)
    times: dict[str, list[float]] = {name: [] for name in METHODS}
    for r in range(rounds):
        order = METHODS[r % len(METHODS):] + METHODS[:r % len(METHODS)]
        for name in order:
            start = time.process_time()
            found = methods[name]()
            times[name].append(time.process_time() - start)
            assert found == 1, f"{name} found {found} solutions, not 1"
    return {name: statistics.median(values) for name, values in times.items()}


def table(title: str, puzzles: list[Puzzle], rounds: int) -> None:
    print(f"\n### {title}\n")
    print("| puzzle | clues | native nodes | " + " | ".join(f"{m} ms" for m in METHODS)
          + " | native cold / cpsat | native warm / cpsat | native cold / pycosat floor |")
    print("|---|---:|---:|" + "---:|" * len(METHODS) + "---:|---:|---:|")
    totals = dict.fromkeys(METHODS, 0.0)
    for number, puzzle in enumerate(puzzles):
        medians = measure(puzzle, rounds)
        engine = get_engine("native")
        engine.count(puzzle, 2)
        for name in METHODS:
            totals[name] += medians[name]
        cells = " | ".join(f"{1000 * medians[m]:.1f}" for m in METHODS)
        print(f"| {number} | {len(puzzle.clues)} | {engine.stats.nodes} | {cells} | "
              f"{medians['native cold'] / medians['cpsat']:.2f} | {medians['native warm'] / medians['cpsat']:.2f} | "
              f"{medians['native cold'] / medians['pycosat floor']:.2f} |", flush=True)
    cells = " | ".join(f"{1000 * totals[m]:.1f}" for m in METHODS)
    print(f"| **total** | | | {cells} | **{totals['native cold'] / totals['cpsat']:.2f}** | "
          f"**{totals['native warm'] / totals['cpsat']:.2f}** | "
          f"**{totals['native cold'] / totals['pycosat floor']:.2f}** |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sizes", default="6,8,10,12")
    parser.add_argument("--no-wide", action="store_true", help="skip the 7 x 18 puzzle")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print(f"CPU time, median of {args.rounds} rounds; methods take turns within each round")
    for size in (int(s) for s in args.sizes.split(",")):
        table(f"{size}x{size}, hard (generator seed {SEED}, puzzles 0-4)", hard_puzzles(size), args.rounds)
    if not args.no_wide:
        wide = wide_puzzle()
        table(f"7x18, {len(wide.clues)} clues (random true clues until unique, then dropped while unique)",
              [wide], args.rounds)


if __name__ == "__main__":
    main()
