"""`zebrakit generate --workers 2` against one worker: wall time, CPU time, same output.

Each round runs the same command with one worker and with two, in turns (which goes first
alternates), each as a fresh process writing JSONL to a temporary file, and checks that both
files are identical. Wall time is what parallelism buys; CPU time (the process and its
workers) shows what it costs. Speed-up = median wall time with one worker / with two.

    python benchmarks/bench_generate_parallel.py [--size 6x6] [--count 200] [--rounds 5] [--difficulty hard]

Not part of the test run: it measures, it does not pass or fail. On a machine shared with
other work the speed-up is below what two idle cores give; the load average is printed.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(size: str, count: int, workers: int, out: Path, band: str | None = None) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the process and its workers) of one generate run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    subprocess.run([sys.executable, "-m", "zebrakit", "generate", "--size", size, "--count", str(count),
                    "--seed", "5", "--workers", str(workers), "--out", str(out), "--force", "--quiet",
                    *(["--difficulty", band] if band else [])],
                   check=True, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="6x6")
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--difficulty", metavar="BAND", help="a band to aim at (default: none)")
    args = parser.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    results: dict[int, list[tuple[float, float]]] = {1: [], 2: []}
    with tempfile.TemporaryDirectory() as folder:
        for r in range(args.rounds):
            for workers in ((1, 2) if r % 2 == 0 else (2, 1)):
                out = Path(folder) / f"w{workers}.jsonl"
                results[workers].append(run(args.size, args.count, workers, out, args.difficulty))
            same = (Path(folder) / "w1.jsonl").read_bytes() == (Path(folder) / "w2.jsonl").read_bytes()
            assert same, "one and two workers wrote different puzzles"
    band = f" --difficulty {args.difficulty}" if args.difficulty else ""
    print(f"{os.cpu_count()} cores, load average at start {load:.2f}; generate --size {args.size} "
          f"--count {args.count}{band}, {args.rounds} rounds in turns\n")
    print("| workers | median wall s | median CPU s | CPU per puzzle ms |\n|---:|---:|---:|---:|")
    for workers, runs in results.items():
        wall = statistics.median(w for w, _ in runs)
        cpu = statistics.median(c for _, c in runs)
        print(f"| {workers} | {wall:.2f} | {cpu:.2f} | {1000 * cpu / args.count:.1f} |")
    ratios = [one[0] / two[0] for one, two in zip(results[1], results[2])]
    print(f"\nspeed-up (wall, one worker / two, median over rounds): {statistics.median(ratios):.2f}x; "
          "outputs identical")


if __name__ == "__main__":
    main()
