"""The generate command: new puzzles with a unique solution and a 1-minimal clue set."""

from __future__ import annotations

import argparse
import json
import sys

from ..difficulty import LEVELS
from ..model import PuzzleError
from ..themes import DEFAULT_THEME, THEMES

EPILOG = """\
clue types (weights with name=W; --clue-types=-name drops one, +name=W reweights one):
  {types}
difficulty: easy = propagation alone solves it; medium = one round of one-level hypotheses
  finishes it; hard = more than that (see zebrakit.difficulty)
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
    parser.add_argument("--seed", default="0", metavar="S",
                        help="run seed; puzzle i depends on (seed, i) only (default 0)")
    parser.add_argument("--clue-types", action="append", metavar="TYPES",
                        help="comma-separated clue types, optionally name=weight (default: all)")
    parser.add_argument("--difficulty", choices=LEVELS, help="only puzzles of this level")
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
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Check the arguments, then generate to --out or standard output."""
    from ..generate import generated_in_order, settings_from, write_run
    from ..generate.progress import ProgressBar

    settings = settings_from(args.size, args.theme, args.clue_types, args.difficulty)
    if args.count < 0:
        raise PuzzleError(f"--count must be 0 or more, not {args.count}")
    if args.workers < 0:
        raise PuzzleError(f"--workers must be 1 or more (0: one per core), not {args.workers}")
    seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
    show = not args.quiet and sys.stderr.isatty()
    bar = ProgressBar(f"{settings.houses}x{settings.categories}") if show else None
    try:
        if args.out:
            written, skipped = write_run(settings, seed, args.count, args.out, args.workers,
                                         args.resume, args.force, bar)
        else:
            _to_stdout(generated_in_order(settings, seed, range(args.count), args.workers),
                       settings, args.format)
    finally:
        if bar:
            bar.close()
    if args.out and not args.quiet:
        kept = f", {skipped} already there" if skipped else ""
        print(f"wrote {written} puzzles to {args.out}{kept}", file=sys.stderr)
    return 0


def _to_stdout(puzzles, settings, form: str) -> None:  # noqa: ANN001
    from ..generate.output import english_text, record, yaml_text

    for number, generated in enumerate(puzzles):
        if form == "jsonl":
            sys.stdout.write(json.dumps(record(generated, settings, generated.text), ensure_ascii=False) + "\n")
        elif form == "text":
            if number:
                sys.stdout.write("\n")
            sys.stdout.write(generated.text or english_text(generated))
        else:
            sys.stdout.write(("---\n" if number else "") + yaml_text(generated))
        sys.stdout.flush()
