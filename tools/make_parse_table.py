#!/usr/bin/env python3
"""Build src/zebrakit/english/parses.pickle: the derivations of the sentence shapes the English
writer makes (see zebrakit.english.parses).

Run whenever clue.lark, moves.lark or lark's version changes (the reader then stops using the
table, and generation pays the Earley parser again in every process):

    python tools/make_parse_table.py            # writes the table (a few minutes on 2 cores)
    python tools/make_parse_table.py --check    # exits 1 if the table is stale for the grammar

How: generate puzzles of every theme at sizes 3x3 to 9x9 and at every difficulty band, with
seeds of their own (not the benchmarks' seed), and write each in English, recording every
sentence shape its read-back check parses; then parse each shape afresh and save the table.
The shapes of the English examples (examples/*.txt) are added, so
that a cold `zebrakit solve examples/fish.txt` parses nothing, and those of the writer's
wordings of the conformance suite's random puzzles (tests/randompuzzles.py), which use every
clue kind, the nested ones too. Shapes met in none of these are
still parsed when met, so the table only has to hold the common ones.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from zebrakit.english import parses, reader
from zebrakit.generate import settings_from
from zebrakit.generate.output import english_text
from zebrakit.generate.runs import generated_in_order
from zebrakit.themes import THEMES

SIZES = ["3x3", "4x4", "5x5", "6x6", "7x7", "8x8", "5x3", "6x4", "4x6", "8x5"]
BANDS = [None, "easy", "medium", "hard"]
SEED = "parse-table"
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def tasks(count: int) -> Iterator[tuple[str, str, str | None, int]]:
    """(size, theme, band, puzzles) for every combination; bands at the middle sizes only."""
    for theme in THEMES:
        for size in SIZES:
            for band in BANDS:
                if band is None or size in ("4x4", "5x5", "6x6"):
                    yield size, theme, band, count


Key = tuple[tuple[str, ...], str, bool]
"""(shape, start rule, with the reshuffle rules)."""


@contextmanager
def recording() -> Iterator[set[Key]]:
    """The set of every shape the reader asks for while the block runs."""
    met: set[Key] = set()
    inner = reader.derivations

    def record(shape: tuple[str, ...], start: str = "start", moves: bool = False):  # type: ignore[no-untyped-def]
        met.add((shape, start, moves))
        return inner(shape, start, moves)

    reader.derivations = record  # type: ignore[assignment]
    try:
        yield met
    finally:
        reader.derivations = inner


def shapes_of(task: tuple[str, str, str | None, int]) -> set[Key]:
    """Every shape the writer's read-back asks for in the task's puzzles."""
    size, theme, band, count = task
    with recording() as met:
        settings = settings_from(size, theme, difficulty=band)
        for generated in generated_in_order(settings, f"{SEED}-{theme}-{band}", range(count)):
            if hasattr(generated, "puzzle"):
                english_text(generated)  # type: ignore[arg-type]
    return met


def example_shapes() -> set[Key]:
    """Every shape met in reading the English puzzles of examples/ (a cold `zebrakit solve` of one)."""
    from zebrakit.english import read_puzzle

    with recording() as met:
        for path in sorted(EXAMPLES.glob("*.txt")):
            read_puzzle(path.read_text(encoding="utf-8"), str(path))
    return met


def random_shapes(seeds: int = 200) -> set[Key]:
    """Every shape met in writing the random puzzles of the engine conformance suite (every clue
    kind, the nested ones too) and reading them back, clue by clue and whole."""
    from zebrakit.english import read_clue, read_puzzle, write_clue, write_puzzle

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from randompuzzles import random_puzzle

    with recording() as met:
        for seed in range(seeds):
            puzzle = random_puzzle(seed)
            for clue in puzzle.clues:
                read_clue(write_clue(clue, puzzle), puzzle)
            read_puzzle(write_puzzle(puzzle), f"random {seed}")
    return met


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--check", action="store_true", help="exit 1 if the table is stale")
    options.add_argument("--count", type=int, default=120, help="puzzles per size, theme and band")
    options.add_argument("--workers", type=int, default=2)
    args = options.parse_args()
    path = parses.table_path()
    if args.check:
        stale = [moves for moves, (key, _) in parses.load(path).items() if key != reader.grammar_key(moves)]
        if stale or not path.exists():
            print(f"{path} is stale: run python tools/make_parse_table.py", file=sys.stderr)
            return 1
        return 0
    start = time.monotonic()
    found: set[tuple[tuple[str, ...], str, bool]] = set()
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        for met in pool.imap_unordered(shapes_of, list(tasks(args.count))):
            found |= met
    found |= example_shapes()
    found |= random_shapes()
    tables: dict[bool, tuple[str, dict]] = {}
    for shape, start_rule, moves in sorted(found):
        trees = reader.parsed(shape, start_rule, moves)
        if isinstance(trees, tuple):  # a shape that does not parse is not worth keeping
            tables.setdefault(moves, (reader.grammar_key(moves), {}))[1][shape, start_rule] = trees
    parses.save(path, tables)
    held = sum(len(t[1]) for t in tables.values())
    print(f"{path}: {held} shapes, {path.stat().st_size} bytes, in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
