"""The generate command: new puzzles with a unique solution and a 1-minimal clue set."""

from __future__ import annotations

import argparse
import json
import sys

from . import GaveUp, add_timeout, seed_int, time_limit
from .progress import Progress
from ..difficulty import BANDS
from ..engines.base import TimeLimit
from ..model import PuzzleError
from ..themes import DEFAULT_THEME, THEMES

EPILOG = """\
clue types (weights with name=W; --clue-types=-name drops one, +name=W reweights one):
  {types}
difficulty: the band of the grade `zebrakit difficulty FILE` shows (the techniques a person
  needs): easy, medium, hard, expert; the record says the band and score reached. Bands out
  of reach at a size are refused at once: hard needs 3 houses, expert 6 houses and 32 cells
  (see zebrakit.generate.bands)
themes: {themes}
examples:
  zebrakit generate --size 5x5
  zebrakit generate --size 6x4 --count 1000 --seed 7 --workers 2 --out puzzles.jsonl
  zebrakit generate --size 6x6 --count 1000 --seed 7 --out puzzles.jsonl --resume
  zebrakit generate --size 4x4 --clue-types same,next-to,at=2 --difficulty hard --out puzzles/
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the generate command."""
    from ..generate.candidates import CLUE_TYPES

    parser = subparsers.add_parser(
        "generate", help="generate puzzles with a unique solution and a 1-minimal clue set",
        description="Generate logic grid puzzles: each has exactly one solution (proved) and no "
                    "clue can be removed without admitting a second one.",
        epilog=EPILOG.format(types=", ".join(CLUE_TYPES), themes=", ".join(THEMES)),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--size", required=True, metavar="NxK",
                        help="N houses and K categories, each 2..12 (e.g. 6x6, 5x4)")
    parser.add_argument("--count", type=int, default=1, metavar="C", help="how many puzzles (default 1)")
    parser.add_argument("--seed", type=seed_int, default=0, metavar="S",
                        help="run seed, a whole number; puzzle i depends on (seed, i) only (default 0)")
    parser.add_argument("--clue-types", action="append", metavar="TYPES",
                        help="comma-separated clue types, optionally name=weight (default: all)")
    parser.add_argument("--difficulty", choices=BANDS, metavar="BAND",
                        help=f"only puzzles of this band: {', '.join(BANDS)}")
    parser.add_argument("--theme", default=DEFAULT_THEME, metavar="NAME",
                        help=f"value vocabulary: {', '.join(THEMES)} (default {DEFAULT_THEME})")
    parser.add_argument("--workers", type=int, default=1, metavar="W",
                        help="worker processes (0: one per core; default 1)")
    parser.add_argument("--out", metavar="FILE.jsonl|DIR",
                        help="a JSONL file (one puzzle per line) or a directory (one YAML file "
                             "per puzzle); default: standard output")
    parser.add_argument("--format", choices=("yaml", "jsonl", "text"), default="yaml",
                        help="standard output format when there is no --out (default yaml)")
    parser.add_argument("--resume", action="store_true",
                        help="continue an existing --out, skipping the puzzles already there")
    parser.add_argument("--force", action="store_true", help="replace an existing --out")
    parser.add_argument("--backend", choices=("local", "dask"), default="local",
                        help="where the work runs: this machine's processes (default), or a Dask "
                             "cluster (a local one of --workers processes, or --address); the "
                             "puzzles and their order are the same")
    parser.add_argument("--address", metavar="tcp://HOST:PORT",
                        help="the scheduler of a running Dask cluster (with --backend dask)")
    parser.add_argument("--quiet", action="store_true", help="no progress display, no summary")
    add_timeout(parser, "the puzzles written (--resume continues)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Check the arguments, then generate to --out or standard output."""
    from ..generate import Skipped, generated_in_order, settings_from, write_run

    settings = settings_from(args.size, args.theme, args.clue_types, args.difficulty)
    if args.count < 0:
        raise PuzzleError(f"--count must be 0 or more, not {args.count}")
    if args.workers < 0:
        raise PuzzleError(f"--workers must be 1 or more (0: one per core), not {args.workers}")
    if args.address and args.backend != "dask":
        raise PuzzleError("--address names a Dask scheduler: add --backend dask")
    seed = args.seed
    size = f"{settings.houses}x{settings.categories}"
    # the display on standard error, unless the puzzles themselves go to the same terminal
    progress = Progress(f"generating {size}", args.count,
                        enabled=not args.quiet and (bool(args.out) or not sys.stdout.isatty()))
    skipped: list[Skipped] = []
    done = [0, 0]  # [written or already there, of which already there]
    try:
        with progress, time_limit(args.timeout):
            if args.out:
                def tick(finished: int, total: int) -> None:
                    done[0] = finished
                    progress.update(finished, total)

                written, done[1] = write_run(settings, seed, args.count, args.out, args.workers,
                                             args.resume, args.force, tick, skipped, args.backend, args.address)
            else:
                _to_stdout(generated_in_order(settings, seed, range(args.count), args.workers, args.backend,
                                              args.address, lines=args.format == "jsonl"),
                           settings, args.format, progress, done, skipped)
    except TimeLimit as error:
        if args.out:
            made = done[0] - done[1]
            what = (f"{made} of {args.count - done[1]} puzzles written"
                    f"{f' ({done[1]} were already there)' if done[1] else ''}; "
                    "--resume continues the run")
        else:
            what = f"{done[0]} of {args.count} puzzles written"
        _report_skipped(skipped)
        raise GaveUp(args.out or "generate", error.seconds, what) from None
    _report_skipped(skipped)
    if args.out and not args.quiet:
        kept = f", {done[1]} already there" if done[1] else ""
        missed = f", {len(skipped)} skipped" if skipped else ""
        print(f"wrote {written} puzzles to {args.out}{kept}{missed}", file=sys.stderr)
    return 0


def _report_skipped(skipped: list) -> None:  # list[Skipped]
    for item in skipped:
        print(f"zebrakit: note: puzzle {item.index} skipped: {item.reason}", file=sys.stderr)


def _to_stdout(puzzles, settings, form: str, progress: Progress, done: list[int],  # noqa: ANN001
               skipped: list) -> None:
    from ..generate import Skipped
    from ..generate.output import english_text, record_line, skipped_record, yaml_text

    shown = 0
    for generated in puzzles:
        if isinstance(generated, Skipped):
            skipped.append(generated)
            if form == "jsonl":
                sys.stdout.write(json.dumps(skipped_record(generated, settings), ensure_ascii=False) + "\n")
        elif form == "jsonl":
            sys.stdout.write(record_line(generated, settings) + "\n")
        elif form == "text":
            sys.stdout.write(("\n" if shown else "") + (generated.text or english_text(generated)))
            shown += 1
        else:
            sys.stdout.write(("---\n" if shown else "") + yaml_text(generated))
            shown += 1
        sys.stdout.flush()
        done[0] += 1
        progress.update(done[0])
