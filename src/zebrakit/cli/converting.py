"""`zebrakit convert`: a puzzle from one format to another (YAML, JSON, English)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..formats import atomic_write, dumps, load
from ..model import PuzzleError
from .progress import Progress

FORMATS = {".yaml": "yaml", ".yml": "yaml", ".json": "json", ".txt": "english", ".md": "english"}


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the convert command."""
    parser = subparsers.add_parser(
        "convert", help="write a puzzle as YAML, JSON or English",
        description="Read a puzzle (YAML, JSON or English; '-' for standard input) and write it "
        "in the format OUT's suffix names (.yaml, .json, .txt), or to standard output with --to.",
    )
    parser.add_argument("file", help="puzzle file, or - for standard input")
    parser.add_argument("out", nargs="?", help="output file (.yaml, .json or .txt)")
    parser.add_argument("--to", choices=["yaml", "json", "english"], help="output format")
    parser.add_argument("--force", action="store_true", help="replace OUT if it exists")
    parser.set_defaults(run=run_convert)


def run_convert(args: argparse.Namespace) -> int:
    """Convert one puzzle; never overwrite a file unless asked."""
    with Progress("reading the puzzle"):
        puzzle = load(args.file)
    chosen = args.to or (FORMATS.get(Path(args.out).suffix.lower()) if args.out else "yaml")
    if chosen is None:
        raise PuzzleError(f"{args.out}: unknown output format; use .yaml, .json or .txt, or --to")
    if chosen == "english":
        from ..english import write_puzzle

        with Progress("writing it in English"):
            text = write_puzzle(puzzle)
    else:
        text = dumps(puzzle, chosen)
    if not args.out:
        print(text, end="")
        return 0
    target = Path(args.out)
    if target.exists() and not args.force:
        raise PuzzleError(f"{target} already exists: add --force to replace it")
    atomic_write(target, text)
    return 0
