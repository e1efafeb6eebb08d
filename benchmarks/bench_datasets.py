"""Dataset records: CPU time per complete record, and records per second by backend.

1. CPU time (``time.process_time``) per complete record of a 5x5 dataset, median and 90th
   percentile, one row per variant: generation, variant, gold by the solver, English text,
   prompt and answer. Beside it, alternating item by item in the same process, the generation
   of the same base puzzle alone, so the rest (variant, gold, text, prompt) is the difference.
2. Records per second (wall clock) for the same items: one process, local worker processes,
   and a local Dask cluster (already started; its start time is reported on its own line).
   On a shared machine the wall clock depends on what else runs: the machine and its load are
   stated, and the CPU seconds of the local runs show the work the workers add (pool start,
   pickling), which an idle machine turns into the speed-up.

    python benchmarks/bench_datasets.py [--count C] [--items N] [--workers W] [--no-dask]
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

from zebrakit.datasets import DatasetConfig, item
from zebrakit.datasets.config import VARIANTS
from zebrakit.datasets.distributed import generate_records
from zebrakit.datasets.items import base_puzzle, item_plan


def machine() -> str:
    """The CPU, cores and Python version."""
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


def cpu_per_record(count: int) -> None:
    """Median CPU ms per complete 5x5 record by variant, and of its base puzzle alone."""
    print("| variant | records | record median ms | record p90 ms | of which the base puzzle, median ms |")
    print("|---|---:|---:|---:|---:|")
    for number, variant in enumerate(VARIANTS):
        config = DatasetConfig(count=count, seed=2026 + number, sizes=(("5x5", 1.0),), variants=((variant, 1.0),))
        item(config, 10**6)  # warm caches once
        ours, theirs = [], []
        for index in range(count):
            start = time.process_time()
            item(config, index)
            ours.append(time.process_time() - start)
            start = time.process_time()
            base_puzzle(config, item_plan(config, index))
            theirs.append(time.process_time() - start)
        median, other = statistics.median(ours), statistics.median(theirs)
        print(f"| {variant} | {count} | {1000 * median:.1f} | {1000 * percentile(ours, 0.9):.1f} | "
              f"{1000 * other:.1f} |")


def throughput(items: int, workers: int, dask: bool) -> None:
    """Records per second for one process, worker processes, and a local Dask cluster."""
    config = DatasetConfig(count=items, seed=7, sizes=(("5x5", 1.0),),
                           variants=(("base", 2.0), ("distractors", 1.0), ("ambiguous", 1.0)))
    rows = []
    start, cpu = time.perf_counter(), _cpu()
    alone = list(generate_records(config, range(items)))
    single = items / (time.perf_counter() - start)
    rows.append(("one process", single, f"{_cpu() - cpu:.2f}"))
    start, cpu = time.perf_counter(), _cpu()
    assert list(generate_records(config, range(items), workers=workers)) == alone
    rows.append((f"{workers} worker processes", items / (time.perf_counter() - start), f"{_cpu() - cpu:.2f}"))
    if dask:
        from zebrakit.datasets.distributed import start_local_cluster

        start = time.perf_counter()
        cluster = start_local_cluster(workers)
        started = time.perf_counter() - start
        try:
            start = time.perf_counter()
            same = list(generate_records(config, range(items), backend="dask", address=cluster.scheduler_address))
            rows.append((f"Dask local cluster, {workers} workers", items / (time.perf_counter() - start), "-"))
            assert same == alone
        finally:
            cluster.close()
        print(f"(Dask local cluster start: {started:.1f} s, not counted below)")
    print("| backend | records | records/s | vs one process | CPU s, this process and its workers |")
    print("|---|---:|---:|---:|---:|")
    for name, rate, seconds in rows:
        print(f"| {name} | {items} | {rate:.1f} | {rate / single:.2f}x | {seconds} |")


def _cpu() -> float:
    """User and system CPU seconds of this process and of its finished child processes."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=40, help="records per variant for CPU times")
    parser.add_argument("--items", type=int, default=200, help="records for the throughput table")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-dask", action="store_true")
    args = parser.parse_args()
    print(machine())
    print(f"os.getloadavg() at start: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print()
    cpu_per_record(args.count)
    print()
    throughput(args.items, args.workers, not args.no_dask)


if __name__ == "__main__":
    main()
