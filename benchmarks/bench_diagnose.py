"""How long the fewest-extra-clues search takes on 6x6 puzzles, and whether it proves the minimum.

    python benchmarks/bench_diagnose.py            # seeds 1..10, 1 to 4 clues dropped
    python benchmarks/bench_diagnose.py --seeds 20

For each generated 6x6 puzzle (one solution, 1-minimal), the first d clues are dropped, so the
puzzle has several solutions; ``fewest_extra_clues`` is timed (CPU seconds, one process, median
of 3 runs). Printed per d: the median and largest time, the median number of solutions, how many
answers are proved minimal, and the sizes found.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from zebrakit import count
from zebrakit.diagnose import ENUMERATE, fewest_extra_clues
from zebrakit.generate import generate_one


def cpu_median(work, repeat: int = 3) -> tuple[float, object]:
    """Median CPU seconds of ``work()`` over ``repeat`` runs, and its last result."""
    times, result = [], None
    for _ in range(repeat):
        start = time.process_time()
        result = work()
        times.append(time.process_time() - start)
    return statistics.median(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=10)
    args = parser.parse_args()
    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}")
    print(f"{'dropped':>7} {'solutions':>10} {'median s':>9} {'max s':>7} {'proved':>7}  sizes")
    for dropped in (1, 2, 3, 4):
        rows = []
        for seed in range(1, args.seeds + 1):
            puzzle = generate_one("6x6", seed=seed).puzzle
            puzzle = puzzle.with_clues(puzzle.clues[dropped:], puzzle.texts[dropped:])
            solutions = count(puzzle, limit=ENUMERATE + 1)
            seconds, extra = cpu_median(lambda p=puzzle: fewest_extra_clues(p))
            rows.append((solutions, seconds, extra.minimal, len(extra.clues)))
        times = [r[1] for r in rows]
        print(f"{dropped:>7} {statistics.median(r[0] for r in rows):>10g} {statistics.median(times):>9.3f} "
              f"{max(times):>7.3f} {sum(r[2] for r in rows):>4}/{len(rows)}  {[r[3] for r in rows]}")


if __name__ == "__main__":
    main()
