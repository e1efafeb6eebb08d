"""Cold start: wall time of `zebrakit solve examples/fish.yaml` against Python starting alone.

Each round runs, in turns, ``python -c pass`` (the interpreter's own start), ``python -c
"import zebrakit"`` and ``python -m zebrakit solve examples/fish.yaml``, each a fresh process,
with compiled bytecode cached in a temporary folder (as an installed package has it). Medians.

    python benchmarks/bench_start.py [--rounds 21]

Not part of the test run: it measures, it does not pass or fail.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = {
    "python -c pass": ["-c", "pass"],
    "python -c 'import zebrakit'": ["-c", "import zebrakit"],
    "zebrakit solve examples/fish.yaml": ["-m", "zebrakit", "solve", str(ROOT / "examples" / "fish.yaml")],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=21)
    args = parser.parse_args()
    times: dict[str, list[float]] = {name: [] for name in COMMANDS}
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, PYTHONPATH=str(ROOT / "src"), PYTHONPYCACHEPREFIX=cache)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for argv in COMMANDS.values():  # fill the bytecode cache
            subprocess.run([sys.executable, *argv], env=env, check=True, capture_output=True)
        for _ in range(args.rounds):
            for name, argv in COMMANDS.items():
                start = time.perf_counter()
                subprocess.run([sys.executable, *argv], env=env, check=True, capture_output=True)
                times[name].append(time.perf_counter() - start)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{os.cpu_count()} cores, load average at the end {load:.2f}; median of {args.rounds} rounds\n")
    print("| command | median wall ms | min ms |\n|---|---:|---:|")
    for name, values in times.items():
        print(f"| {name} | {1000 * statistics.median(values):.0f} | {1000 * min(values):.0f} |")


if __name__ == "__main__":
    main()
