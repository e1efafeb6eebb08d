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
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


RUN = """
import json, multiprocessing.pool, resource, sys, time
from zebrakit.cli import main
started = {}
opening = multiprocessing.pool.Pool.__init__
def opened(pool, *args, **kwargs):  # the parent's CPU time when its workers are forked
    started.setdefault("cpu", time.process_time())
    opening(pool, *args, **kwargs)
multiprocessing.pool.Pool.__init__ = opened
code = main(sys.argv[1:])
cpu = lambda who: (lambda u: u.ru_utime + u.ru_stime)(resource.getrusage(who))
print(json.dumps({"parent": cpu(resource.RUSAGE_SELF), "workers": cpu(resource.RUSAGE_CHILDREN),
                  "before_pool": started.get("cpu")}), file=sys.stderr)
sys.exit(code)
"""
"""Runs the command line in a fresh process and reports its CPU time, its workers', and its own
CPU time when it forked them (all before that is serial work)."""


def run(size: str, count: int, workers: int, out: Path, band: str | None = None) -> dict[str, float]:
    """Wall seconds, CPU seconds of the whole run, of the parent, of its workers, and of the
    parent before it forked the workers (None with one worker), of one generate run."""
    start = time.perf_counter()
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    done = subprocess.run([sys.executable, "-c", RUN, "generate", "--size", size, "--count", str(count),
                           "--seed", "5", "--workers", str(workers), "--out", str(out), "--force", "--quiet",
                           *(["--difficulty", band] if band else [])],
                          check=True, env=env, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    cpu = json.loads(done.stderr.strip().splitlines()[-1])
    return {"wall": wall, "cpu": cpu["parent"] + cpu["workers"], **cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="6x6")
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--difficulty", metavar="BAND", help="a band to aim at (default: none)")
    args = parser.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    results: dict[int, list[dict[str, float]]] = {1: [], 2: []}
    with tempfile.TemporaryDirectory() as folder:
        for r in range(args.rounds):
            for workers in ((1, 2) if r % 2 == 0 else (2, 1)):
                out = Path(folder) / f"w{workers}.jsonl"
                results[workers].append(run(args.size, args.count, workers, out, args.difficulty))
            same = (Path(folder) / "w1.jsonl").read_bytes() == (Path(folder) / "w2.jsonl").read_bytes()
            assert same, "one and two workers wrote different puzzles"
    end = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    band = f" --difficulty {args.difficulty}" if args.difficulty else ""
    print(f"{os.cpu_count()} cores, load average {load:.2f} at start, {end:.2f} at the end; generate "
          f"--size {args.size} --count {args.count}{band}, {args.rounds} rounds in turns\n")
    print("| workers | median wall s | median CPU s | CPU per puzzle ms | parent CPU s | workers' CPU s "
          "| parent CPU before forking s |\n|---:|---:|---:|---:|---:|---:|---:|")
    for workers, runs in results.items():
        median = {key: statistics.median(r[key] for r in runs) for key in ("wall", "cpu", "parent", "workers")}
        forked = [r["before_pool"] for r in runs if r["before_pool"] is not None]
        before = f"{statistics.median(forked):.2f}" if forked else "-"
        print(f"| {workers} | {median['wall']:.2f} | {median['cpu']:.2f} | {1000 * median['cpu'] / args.count:.1f} "
              f"| {median['parent']:.2f} | {median['workers']:.2f} | {before} |")
    ratios = [one["wall"] / two["wall"] for one, two in zip(results[1], results[2])]
    print(f"\nspeed-up (wall, one worker / two, median over rounds): {statistics.median(ratios):.2f}x; "
          "outputs identical")
    alone = statistics.median(r["cpu"] for r in results[1])
    shared = statistics.median(r["before_pool"] + (r["parent"] - r["before_pool"] + r["workers"]) / 2
                               for r in results[2])
    print(f"predicted on two idle cores: {alone / shared:.2f}x = one worker's CPU / (the parent's CPU "
          "before forking + half of all CPU after it)")

if __name__ == "__main__":
    main()
