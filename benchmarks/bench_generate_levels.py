"""Generation time per puzzle at every size and difficulty band, interleaved, beside reasoning-gym.

For each size 4x4 .. 12x12 and each band (easy, medium, hard, expert, and any), puzzles
0..C-1 of one seed are built in this one process (``zebrakit.generate.build``: unique,
1-minimal, graded in the band asked by the explanation's grade). The cells take turns: puzzle i
of every cell is built before puzzle i + 1 of any, and at the sizes reasoning-gym supports its
ZebraDataset item i is built right after, so a machine that gets busier or quieter affects
every column alike. Times are CPU time per puzzle (``time.process_time``), median and 90th
percentile; an index whose attempt budget runs out counts with the time it took and is listed
as skipped; a band refused at a size (out of reach, measured) is listed as refused. The
puzzles of the 'any' column (no band asked) are graded afterwards, untimed, to give the
distribution of bands the plain generator makes. English text is not included.

    python benchmarks/bench_generate_levels.py [--count C] [--sizes 4,5,6,8,10,12] [--bands hard,any] [--no-rg]

Not part of the test run: it measures, it does not pass or fail.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Callable

from zebrakit.bench import machine
from zebrakit.explain import grade
from zebrakit.generate import Unreachable, build, settings_from
from zebrakit.model import PuzzleError

SEED = 2024
BANDS = ("easy", "medium", "hard", "expert", None)
RG_SIZES = (4, 5, 6, 7)
"""Sizes reasoning-gym's ZebraDataset generates (num_people = num_characteristics)."""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def count_for(size: int, count: int) -> int:
    """Fewer puzzles where each costs seconds (10 x 10 and up)."""
    if size >= 12:
        return max(3, count // 4)
    if size >= 10:
        return max(5, count // 2)
    return count


class Cell:
    """One size and band: its settings and the CPU seconds of each puzzle built so far."""

    def __init__(self, size: int, band: str | None, count: int):
        self.size, self.band, self.count = size, band, count
        self.times: list[float] = []
        self.skipped = 0
        self.attempts: list[int] = []
        self.puzzles: list = []
        try:
            self.settings = settings_from(f"{size}x{size}", difficulty=band)
            self.refused = ""
        except PuzzleError as error:
            self.refused = str(error)
            self.count = 0

    def build(self, index: int) -> None:
        start = time.process_time()
        try:
            generated = build(self.settings, SEED, index)
            self.attempts.append(generated.attempts)
            self.puzzles.append(generated.puzzle)
        except Unreachable:
            self.skipped += 1
        self.times.append(time.process_time() - start)


def reasoning_gym(size: int, count: int) -> Callable[[int], None] | None:
    try:
        from reasoning_gym.logic.zebra_puzzles import ZebraConfig, ZebraDataset
    except ImportError:
        return None
    dataset = ZebraDataset(ZebraConfig(num_people=size, num_characteristics=size, seed=SEED, size=count))
    return dataset.__getitem__


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20, help="puzzles per cell (fewer at 10x10 and up)")
    parser.add_argument("--sizes", default="4,5,6,8,10,12")
    parser.add_argument("--bands", default="easy,medium,hard,expert,any",
                        help="the bands measured ('any': no band asked)")
    parser.add_argument("--no-rg", action="store_true", help="leave reasoning-gym out")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    bands = [None if b == "any" else b for b in args.bands.split(",")]
    print(f"machine: {machine()}", flush=True)
    cells = [Cell(size, band, count_for(size, args.count)) for size in sizes for band in BANDS if band in bands]
    for size in sizes:  # the clue tables of every size, built before any time is taken
        build(settings_from(f"{size}x{size}"), "warm-up", 0)
    rg = {} if args.no_rg else {s: reasoning_gym(s, args.count) for s in sizes if s in RG_SIZES}
    rg_times: dict[int, list[float]] = {s: [] for s in rg if rg[s] is not None}
    for index in range(max(cell.count for cell in cells)):
        for cell in cells:
            if index < cell.count:
                cell.build(index)
            item = rg.get(cell.size)
            if cell.band is None and item is not None and index < args.count:
                start = time.process_time()
                item(index)
                rg_times[cell.size].append(time.process_time() - start)
        print(f"round {index + 1} done", flush=True)
    print(f"\nzebrakit generator, one worker, seed {SEED}, CPU time per puzzle; cells interleaved\n")
    print("| size | band | puzzles | median ms | p90 ms | skipped | attempts (mean) | reasoning-gym median ms |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for cell in cells:
        if cell.refused:
            print(f"| {cell.size}x{cell.size} | {cell.band} | refused at once (exit 2) | | | | | |")
            continue
        rg_cell = ""
        if cell.band is None and rg_times.get(cell.size):
            rg_cell = f"{1000 * statistics.median(rg_times[cell.size]):.0f}"
        attempts = f"{statistics.mean(cell.attempts):.1f}" if cell.attempts else ""
        print(f"| {cell.size}x{cell.size} | {cell.band or 'any'} | {len(cell.times)} | "
              f"{1000 * statistics.median(cell.times):.0f} | {1000 * percentile(cell.times, 0.9):.0f} | "
              f"{cell.skipped} | {attempts} | {rg_cell} |")
    print("\nbands of the puzzles generated with no band asked (graded by zebrakit.explain.grade)\n")
    print("| size | puzzles | easy | medium | hard | expert |")
    print("|---|---:|---:|---:|---:|---:|")
    for cell in cells:
        if cell.band is None:
            found = Counter(grade(p).band for p in cell.puzzles)
            print(f"| {cell.size}x{cell.size} | {len(cell.puzzles)} | "
                  + " | ".join(str(found[b]) for b in BANDS[:-1]) + " |")
    if not rg and not args.no_rg:
        print("\nreasoning-gym is not installed: pip install 'zebrakit[bench]'")


if __name__ == "__main__":
    main()
