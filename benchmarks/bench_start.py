"""Cold start: wall and CPU time of `zebrakit solve examples/fish.yaml` against Python starting alone.

Each round runs, in turns, ``python -c pass`` (the interpreter's own start, with whatever the
site-packages' ``.pth`` files import), ``python -I -c pass`` (isolated mode), ``python -c
"import zebrakit"`` and ``python -m zebrakit solve examples/fish.yaml``, each a fresh process.
By default compiled bytecode is cached in a temporary folder (as an installed package has
it); ``--no-bytecode`` compiles zebrakit's modules at every start instead (as with
PYTHONDONTWRITEBYTECODE=1 and no ``__pycache__`` in the source tree; the standard library and
other packages keep the bytecode they were installed with). Medians of wall time and of the child's CPU time
(user + system), and each command's median above ``python -c pass``.

    python benchmarks/bench_start.py [--rounds 21] [--no-bytecode] [--before OTHER_CHECKOUT]

``--before`` adds ``zebrakit solve`` run from another checkout's ``src`` (say ``git archive``
of an older commit), in the same turns, for a before/after comparison.

Not part of the test run: it measures, it does not pass or fail.
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
COMMANDS = {
    "python -c pass": ["-c", "pass"],
    "python -I -c pass": ["-I", "-c", "pass"],
    "python -c 'import zebrakit'": ["-c", "import zebrakit"],
    "zebrakit solve examples/fish.yaml": ["-m", "zebrakit", "solve", str(ROOT / "examples" / "fish.yaml")],
}


def child_cpu() -> float:
    """CPU seconds (user + system) used by the finished children so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall, cpu) seconds of one fresh process."""
    cpu, start = child_cpu(), time.perf_counter()
    subprocess.run([sys.executable, *argv], env=env, check=True, capture_output=True)
    return time.perf_counter() - start, child_cpu() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=21)
    parser.add_argument("--before", type=Path, help="another checkout to compare, in the same turns")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="compile every module at every start (no bytecode cache)")
    args = parser.parse_args()
    commands = {name: (argv, ROOT) for name, argv in COMMANDS.items()}
    if args.before:
        solve = COMMANDS["zebrakit solve examples/fish.yaml"]
        commands["zebrakit solve examples/fish.yaml (before)"] = (solve, args.before.resolve())
    wall: dict[str, list[float]] = {name: [] for name in commands}
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ)
        if args.no_bytecode:  # zebrakit's modules compiled at every start; the rest as installed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            env.pop("PYTHONPYCACHEPREFIX", None)
        else:
            env["PYTHONPYCACHEPREFIX"] = cache
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        for argv, root in commands.values():  # fill the bytecode cache (or warm the file cache)
            run(argv, dict(env, PYTHONPATH=str(root / "src")))
        for _ in range(args.rounds):
            for name, (argv, root) in commands.items():
                seconds, used = run(argv, dict(env, PYTHONPATH=str(root / "src")))
                wall[name].append(seconds)
                cpu[name].append(used)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    mode = "no bytecode cache" if args.no_bytecode else "bytecode cached"
    print(f"{os.cpu_count()} cores, load average at the end {load:.2f}; {mode}; "
          f"median of {args.rounds} rounds\n")
    print("| command | median wall ms | min wall ms | median CPU ms | wall above `python -c pass` ms |")
    print("|---|---:|---:|---:|---:|")
    base = statistics.median(wall["python -c pass"])
    for name in commands:
        median = statistics.median(wall[name])
        print(f"| {name} | {1000 * median:.0f} | {1000 * min(wall[name]):.0f} | "
              f"{1000 * statistics.median(cpu[name]):.0f} | {1000 * (median - base):+.0f} |")


if __name__ == "__main__":
    main()
