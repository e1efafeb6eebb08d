"""`zebrakit engines`, `zebrakit bench` and `zebrakit dlx`: the engines, side by side."""

from __future__ import annotations

import argparse
import json

from . import positive_float, positive_int
from .progress import Progress
from ..bench import DEFAULT_LIMIT, DEFAULT_TIMEOUT, bench_puzzle, engine_names, machine, markdown_table
from ..engines import REGISTRY, EngineError, available, engine_class
from ..formats import load

EXIT_OK = 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the engines, bench and dlx commands."""
    engines = subparsers.add_parser(
        "engines", help="list the engines, whether they can run here, and what they can do",
        description="Each engine: available here or why not, what it can do, its parameters.",
    )
    engines.add_argument("--json", action="store_true", help="machine-readable output")
    engines.set_defaults(run=run_engines)

    bench = subparsers.add_parser(
        "bench", help="time every engine on puzzle files, side by side",
        description="For each puzzle, a Markdown table of every engine's median CPU and wall time "
        "over cold runs, its nodes or iterations, its conflicts, and the solutions it found.",
    )
    bench.add_argument("files", nargs="+", metavar="FILE", help="puzzle files")
    bench.add_argument("--engines", default="all", help="'all' or a comma-separated list of names")
    bench.add_argument("--repeat", type=positive_int, default=3, help="runs per engine (default 3)")
    bench.add_argument("--limit", type=positive_int, default=DEFAULT_LIMIT,
                       help=f"stop counting at this many solutions (default {DEFAULT_LIMIT})")
    bench.add_argument("--timeout", type=positive_float, default=DEFAULT_TIMEOUT,
                       help=f"seconds an engine may take per run (default {DEFAULT_TIMEOUT:g})")
    bench.add_argument("--paired", action="store_true",
                       help="engines take turns run by run; each gets its CPU-time ratio to the first "
                            "(fair on a busy machine)")
    bench.set_defaults(run=run_bench)

    dlx = subparsers.add_parser(
        "dlx", help="write a puzzle as an exact cover problem in Knuth's DLX text format",
        description="Print the puzzle as XCC in the input format of Knuth's DLX programs: "
        "clues as primary items, house slots as secondary items coloured by value.",
    )
    dlx.add_argument("file", help="puzzle file, or - for standard input")
    dlx.add_argument("--inverse", action="store_true",
                     help="add Knuth's inverse-mapping items (value -> house)")
    dlx.add_argument("--values", choices=("auto", "all"), default="auto",
                     help="value items for values no clue places (auto) or for every value (all)")
    dlx.set_defaults(run=run_dlx)


def engine_rows() -> list[dict]:
    """Each registered engine: name, availability, capabilities, parameters, description."""
    rows = []
    for name in REGISTRY:
        ok, why = available(name)
        row = {"engine": name, "available": ok, "why": why}
        try:
            cls = engine_class(name)
        except Exception as error:  # an engine module that cannot even be imported
            row.update(available=False, why=str(error))
            rows.append(row)
            continue
        row.update(can=cls.capabilities.describe(), parameters=dict(cls.parameters),
                   description=cls.description)
        rows.append(row)
    return rows


def run_engines(args: argparse.Namespace) -> int:
    """Print the engine list."""
    rows = engine_rows()
    if args.json:
        print(json.dumps(rows, indent=2, default=str))
        return EXIT_OK
    for row in rows:
        state = "available" if row["available"] else f"not available: {row['why']}"
        print(f"{row['engine']:<8} {state}")
        if row.get("description"):
            print(f"         {row['description']}")
        if row.get("can"):
            print(f"         can: {row['can']}")
        if row.get("parameters"):
            params = ", ".join(f"{k}={v!r}" for k, v in row["parameters"].items())
            print(f"         parameters: {params}")
    return EXIT_OK


def run_bench(args: argparse.Namespace) -> int:
    """Benchmark the chosen engines on each file and print one table per puzzle."""
    names = engine_names(args.engines)
    for name in names:
        engine_class(name)  # unknown names fail here, before any measuring
    puzzles = [(path, load(path)) for path in args.files]  # bad files fail before any measuring
    total = len(puzzles) * len(names) * args.repeat
    with Progress("benchmarking", total) as progress:
        for number, (path, puzzle) in enumerate(puzzles):
            first = number * len(names) * args.repeat

            def tick(engine: str, runs: int, first: int = first, path: str = path) -> None:
                progress.update(first + names.index(engine) * args.repeat + runs, total,
                                f"{path}: {engine}")

            rows = bench_puzzle(puzzle, names, args.repeat, args.limit, args.timeout, tick, args.paired)
            title = f"{puzzle.title or path} ({puzzle.size}x{len(puzzle.categories)}, {len(puzzle.clues)} clues)"
            progress.print(markdown_table(title, rows) + "\n")
    how = (f"engines taking turns over {args.repeat} rounds; ratio: median of the per-round CPU-time "
           f"ratios to {names[0]}" if args.paired else "one engine after another")
    print(f"Machine: {machine()}; median of {args.repeat} cold runs per engine, {how}.")
    return EXIT_OK


def run_dlx(args: argparse.Namespace) -> int:
    """Print the puzzle in Knuth's DLX text format."""
    from ..engines.dlx import knuth_text

    print(knuth_text(load(args.file), args.inverse, args.values), end="")
    return EXIT_OK


__all__ = ["EngineError", "register"]
