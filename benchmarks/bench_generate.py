"""Time per generated puzzle (unique, 1-minimal), single worker, against reasoning-gym's generator.

For each size, puzzles 0..C-1 of one seed are built one after another in this process; the
table gives the median and 90th percentile time per puzzle, the clues, the levels that came
out and the native search nodes. Then the levels asked for at 6x6 (easy, medium, hard) with
their search measures, the English text's cost, and reasoning-gym's ZebraDataset at the
sizes it supports (up to 7x7) with the ratio at 6x6. Times cover the whole puzzle: hidden
solution, clues, uniqueness and minimality proofs, difficulty, question and clue texts; the
whole-puzzle English document (``write_puzzle``) is timed on its own line.

    python benchmarks/bench_generate.py [--count C] [--rg-count R] [--no-rg]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from collections import Counter

from zebrakit.generate import build, settings_from
from zebrakit.generate.output import english_text

SIZES = ["4x4", "5x5", "6x6", "8x8", "10x10"]


def machine() -> str:
    model = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            model = next((line.split(":", 1)[1].strip() for line in handle if line.startswith("model name")), "")
    except OSError:
        pass
    return (f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores ({model or 'unknown CPU'}), "
            f"Python {platform.python_version()}")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def time_builds(size: str, count: int, seed: int = 2024, difficulty: str | None = None):
    settings = settings_from(size, level=difficulty)
    build(settings, seed, 10**6)  # warm the table caches once
    times, made = [], []
    for index in range(count):
        start = time.perf_counter()
        generated = build(settings, seed, index)
        times.append(time.perf_counter() - start)
        made.append(generated)
    return times, made


def row(label: str, times: list[float], made) -> str:
    levels = Counter(g.difficulty.level for g in made)
    shown = " ".join(f"{lv}:{levels[lv]}" for lv in ("easy", "medium", "hard") if levels[lv])
    return (f"| {label:<11} | {len(times):>3} | {1000 * statistics.median(times):>9.1f} | "
            f"{1000 * percentile(times, 0.9):>9.1f} | {statistics.mean(g.difficulty.clues for g in made):>5.1f} | "
            f"{statistics.mean(g.difficulty.nodes for g in made):>8.1f} | {shown} |")


def reasoning_gym_times(size: int, count: int) -> list[float] | str:
    try:
        from reasoning_gym.logic.zebra_puzzles import ZebraConfig, ZebraDataset
    except ImportError as error:
        return f"reasoning-gym is not installed ({error}); pip install 'zebrakit[bench]'"
    dataset = ZebraDataset(ZebraConfig(num_people=size, num_characteristics=size, seed=2024, size=count))
    times = []
    for index in range(count):
        start = time.perf_counter()
        dataset[index]
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=40, help="puzzles per size (10x10: a quarter)")
    parser.add_argument("--rg-count", type=int, default=5, help="reasoning-gym puzzles per size")
    parser.add_argument("--no-rg", action="store_true", help="skip reasoning-gym")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    print("zebrakit, single worker, default clue types and theme, any level:\n")
    header = "| size        |   n | median ms |    p90 ms | clues | nodes/pz | levels |"
    print(header)
    print("|" + "|".join("-" * (len(part)) for part in header.split("|")[1:-1]) + "|")
    medians = {}
    for size in SIZES:
        count = max(4, args.count // 4) if size == "10x10" else args.count
        times, made = time_builds(size, count)
        medians[size] = statistics.median(times)
        print(row(size, times, made), flush=True)

    print("\nlevels asked for at 6x6 (nodes and propagations: the native engine's search):\n")
    print("| level  |   n | median ms |    p90 ms | nodes mean | nodes max | propagations mean | fixed by propagation |")
    print("|--------|-----|-----------|-----------|------------|-----------|-------------------|----------------------|")
    for level in ("easy", "medium", "hard"):
        times, made = time_builds("6x6", max(10, args.count // 2), seed=7, difficulty=level)
        d = [g.difficulty for g in made]
        print(f"| {level:<6} | {len(d):>3} | {1000 * statistics.median(times):>9.1f} | "
              f"{1000 * percentile(times, 0.9):>9.1f} | {statistics.mean(x.nodes for x in d):>10.1f} | "
              f"{max(x.nodes for x in d):>9} | {statistics.mean(x.propagations for x in d):>17.1f} | "
              f"{statistics.mean(x.fixed_by_propagation for x in d):>20.2f} |", flush=True)

    _, made = time_builds("6x6", 5)
    start = time.perf_counter()
    for generated in made:
        english_text(generated)
    print(f"\nEnglish document (write_puzzle) at 6x6: "
          f"{1000 * (time.perf_counter() - start) / len(made):.1f} ms per puzzle, on top of the above")

    if args.no_rg:
        return
    print("\nreasoning-gym 0.1.25 ZebraDataset (num_people = num_characteristics), same process:\n")
    for size in (4, 5, 6):
        result = reasoning_gym_times(size, args.rg_count)
        if isinstance(result, str):
            print(result)
            return
        median = statistics.median(result)
        ours = medians[f"{size}x{size}"]
        print(f"{size}x{size}: median {1000 * median:.0f} ms, p90 {1000 * percentile(result, 0.9):.0f} ms "
              f"over {len(result)}; zebrakit is {median / ours:.0f}x faster", flush=True)


if __name__ == "__main__":
    main()
