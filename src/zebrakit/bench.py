"""Side-by-side engine measurements: median CPU and wall time, search work and solutions per engine.

Each run is cold (the clue tables and the native engine's compiled puzzles are rebuilt) and
happens in a child process, so that an engine running past the time budget can be stopped.
Times are CPU time (what the run cost, whatever else the machine does) beside wall time;
the work is the engine's own count: nodes (native, dlx, brute, CP-SAT branches, PySAT
decisions), iterations (anneal) or clue checks (csp), and conflicts where the engine counts
them (native, CP-SAT, PySAT). The stochastic annealer runs once per seed 0..repeat-1 and
reports whether it found a solution.

In **paired** mode the engines take turns: round r runs every engine once, starting from a
different one each round, and each engine's ratio to the first engine is the median of its
per-round CPU-time ratios, so a machine that gets busier or quieter during the measurement
moves both sides of each ratio alike.

A child ends with its parent however the parent ends, leaves Ctrl-C to it, and is given a
moment to exit by itself once it has answered, so ending it never prints a traceback.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any
from collections.abc import Callable

from .engines import REGISTRY, available, engine_class, get_engine
from .model import Puzzle

DEFAULT_LIMIT = 1000
DEFAULT_TIMEOUT = 60.0
EXIT_WAIT = 1.0
"""Seconds a child that has answered gets to exit by itself before it is terminated."""


@dataclass
class BenchRow:
    """One engine on one puzzle: median wall and CPU seconds, work, conflicts, solutions, a note."""

    engine: str
    seconds: float | None = None
    work: int | None = None
    work_kind: str = "nodes"
    solutions: str = ""
    note: str = ""
    cpu: float | None = None
    """Median CPU seconds of a run."""
    conflicts: int | None = None
    """Median conflicts (contradictions met), for engines that count them."""
    ratio: float | None = None
    """Paired mode: median over rounds of this engine's CPU time / the first engine's."""


def engine_names(spec: str = "all") -> list[str]:
    """The engines a comma-separated spec names ('all' for every registered engine)."""
    if spec.strip().lower() == "all":
        return list(REGISTRY)
    return [name.strip().lower() for name in spec.split(",") if name.strip()]


Tick = Callable[[str, int], None]
"""tick(engine, runs done): called after each run (for a progress display)."""


def bench_puzzle(puzzle: Puzzle, engines: list[str], repeat: int = 3, limit: int = DEFAULT_LIMIT,
                 timeout: float = DEFAULT_TIMEOUT, tick: Tick | None = None,
                 paired: bool = False) -> list[BenchRow]:
    """Measure every engine on ``puzzle``: ``repeat`` cold runs each, at most ``limit`` solutions counted.

    ``paired``: the engines take turns, round by round (see the module's docstring), and each
    row gets its ratio to the first engine.
    """
    if paired:
        return bench_paired(puzzle, engines, repeat, limit, timeout, tick)
    return [bench_engine(puzzle, name, repeat, limit, timeout, tick) for name in engines]


def bench_engine(puzzle: Puzzle, name: str, repeat: int, limit: int, timeout: float,
                 tick: Tick | None = None) -> BenchRow:
    """Median of ``repeat`` cold runs of one engine (a stochastic one gets seeds 0..repeat-1).

    ``tick`` hears of every run, also of those an early error or an unavailable engine skips,
    so a display counting runs ends at its total.
    """
    ok, why = available(name)
    runs: list[dict[str, Any]] = []
    row: BenchRow | None = None if ok else BenchRow(name, note=why)
    for run in range(repeat):
        if row is None:
            outcome = _in_child(puzzle, name, run, limit, timeout)
            if "error" in outcome:
                row = BenchRow(name, note=outcome["error"])
            else:
                runs.append(outcome)
        if tick:
            tick(name, run + 1)
    return row if row is not None else _summarize(name, runs, limit)


def bench_paired(puzzle: Puzzle, engines: list[str], repeat: int, limit: int, timeout: float,
                 tick: Tick | None = None) -> list[BenchRow]:
    """Rounds in which every engine runs once, each round starting one engine further on."""
    failed: dict[str, BenchRow] = {}
    for name in engines:
        ok, why = available(name)
        if not ok:
            failed[name] = BenchRow(name, note=why)
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in engines}
    for run in range(repeat):
        shift = run % len(engines)
        for name in engines[shift:] + engines[:shift]:
            if name not in failed:
                outcome = _in_child(puzzle, name, run, limit, timeout)
                if "error" in outcome:
                    failed[name] = BenchRow(name, note=outcome["error"])
                else:
                    runs[name].append(outcome)
            if tick:
                tick(name, run + 1)
    rows = [failed.get(name) or _summarize(name, runs[name], limit) for name in engines]
    first = runs[engines[0]] if engines[0] not in failed else []
    for row in rows:
        mine = runs[row.engine] if row.engine not in failed else []
        ratios = [m["cpu"] / f["cpu"] for m, f in zip(mine, first) if f["cpu"] > 0]
        if ratios and len(mine) == len(first):
            row.ratio = _median(ratios)
    return rows


def _median(values: list[float]) -> float:
    import statistics

    return statistics.median(values)


def _summarize(name: str, runs: list[dict[str, Any]], limit: int) -> BenchRow:
    seconds = _median([r["seconds"] for r in runs])
    cpu = _median([r["cpu"] for r in runs])
    counted = [r["work"] for r in runs if r["work"] is not None]
    work = int(_median(counted)) if counted else None
    conflicted = [r["conflicts"] for r in runs if r.get("conflicts") is not None]
    conflicts = int(_median(conflicted)) if conflicted else None
    if runs[0]["stochastic"]:
        found = sum(1 for r in runs if r["solutions"])
        return BenchRow(name, seconds, work, "iterations", f"found {found}/{len(runs)}",
                        "one seed per run; cannot count", cpu=cpu)
    count = runs[0]["solutions"]
    return BenchRow(name, seconds, work, runs[0]["work_kind"],
                    f"at least {count}" if count >= limit else str(count), cpu=cpu, conflicts=conflicts)


def measure(puzzle: Puzzle, name: str, run: int, limit: int) -> dict[str, Any]:
    """One cold run in this process: wall and CPU seconds, work, conflicts and solutions found."""
    import time

    _clear_caches()
    params = {"seed": run} if "seed" in engine_class(name).parameters else {}
    engine = get_engine(name, **params)
    stochastic = engine.capabilities.stochastic
    start = time.process_time()
    if stochastic:
        solutions = 1 if engine.first(puzzle) is not None else 0
    else:
        solutions = sum(1 for _ in engine.solutions(puzzle, limit))
    cpu = time.process_time() - start
    stats = engine.stats
    iterations = stats.extra.get("iterations")
    work, kind = (iterations, "iterations") if iterations is not None else (stats.nodes, "nodes")
    if not work and stats.propagations:
        work, kind = stats.propagations, "checks"
    if not work:  # the backend reports no search count (CP-SAT in presolve, pycosat)
        work = None
    conflicts = stats.extra.get("conflicts")
    return {"seconds": stats.seconds, "cpu": cpu, "work": work, "work_kind": kind,
            "conflicts": conflicts if isinstance(conflicts, int) else None,
            "solutions": solutions, "stochastic": stochastic}


def _clear_caches() -> None:
    """Forget the tables built by earlier runs, so each run pays for its own model."""
    from .engines import native, tables

    tables.clear_cache()
    native.clear_caches()


def _child(connection: Any, parent: int, puzzle: Puzzle, name: str, run: int, limit: int) -> None:
    from .generate.workers import prepare_worker

    prepare_worker(parent)
    try:
        connection.send(measure(puzzle, name, run, limit))
    except Exception as error:  # reported as the engine's note, not raised
        connection.send({"error": f"{type(error).__name__}: {error}"})
    finally:
        connection.close()


def _in_child(puzzle: Puzzle, name: str, run: int, limit: int, timeout: float) -> dict[str, Any]:
    """``measure`` in a forked child, stopped after ``timeout`` seconds."""
    import multiprocessing

    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(sender, os.getpid(), puzzle, name, run, limit),
                            daemon=True)
    child.start()
    sender.close()
    answered = False
    try:
        if receiver.poll(timeout):
            outcome = receiver.recv()
            answered = True
            return outcome
        return {"error": f"timeout: no answer within {timeout:g} s"}
    except EOFError:
        return {"error": "the run died without an answer"}
    finally:
        if answered:
            child.join(EXIT_WAIT)  # it is on its way out: let it finish
        if child.is_alive():
            child.terminate()
        child.join()
        receiver.close()


def markdown_table(title: str, rows: list[BenchRow]) -> str:
    """A Markdown table of the rows, ready to paste in a report."""
    paired = any(row.ratio is not None for row in rows)
    first = rows[0].engine if rows else ""
    lines = [f"### {title}", "",
             "| engine | CPU ms | wall ms |" + (f" x {first} (CPU) |" if paired else "")
             + " nodes / iterations | conflicts | solutions | note |",
             "|---|---:|---:|" + ("---:|" if paired else "") + "---:|---:|---|---|"]
    for row in rows:
        cpu = "" if row.cpu is None else f"{row.cpu * 1000:.1f}"
        ms = "" if row.seconds is None else f"{row.seconds * 1000:.1f}"
        ratio = ("" if row.ratio is None else f"{row.ratio:.2f}") if paired else None
        work = "" if row.work is None else f"{row.work} {row.work_kind}"
        conflicts = "" if row.conflicts is None else str(row.conflicts)
        cells = [row.engine, cpu, ms] + ([ratio] if ratio is not None else []) + [
            work, conflicts, row.solutions, row.note]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def machine() -> str:
    """One line describing where the measurements ran: Python, system, CPU model and cores, and
    the load at the start."""
    import platform

    load = ""
    if hasattr(os, "getloadavg"):
        load = f", load average {os.getloadavg()[0]:.2f}"
    return (f"{platform.python_implementation()} {platform.python_version()} on "
            f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores{_cpu_model()}{load}")


def _cpu_model() -> str:
    """', ' and the CPU's model name where the system tells it, else nothing."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            model = next((line.split(":", 1)[1].strip() for line in handle if line.startswith("model name")), "")
    except OSError:
        return ""
    return f", {model}" if model else ""
