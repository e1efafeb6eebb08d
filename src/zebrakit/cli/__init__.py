"""The zebrakit command line: it parses arguments and calls the library, nothing more."""

from __future__ import annotations

import argparse
import importlib
import signal
import sys
from typing import Sequence

from ..engines import EngineError
from ..model import PuzzleError

COMMAND_MODULES = (
    "zebrakit.cli.solving",
    "zebrakit.cli.engines",
    "zebrakit.cli.generating",
    "zebrakit.cli.converting",
)
"""Each module defines register(subparsers); a missing module simply adds no commands."""

EXIT_OK, EXIT_FAILURE, EXIT_USAGE = 0, 1, 2


def positive_float(text: str) -> float:
    """argparse type: a number greater than 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value <= 0:
        raise argparse.ArgumentTypeError("must be greater than 0")
    return value


def positive_int(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every command registered."""
    from .. import __version__

    parser = argparse.ArgumentParser(
        prog="zebrakit",
        description="Model, solve, count and check logic grid puzzles (zebra puzzles).",
    )
    parser.add_argument("--version", action="version", version=f"zebrakit {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:
                raise
            continue
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; bad input prints a message and returns 2, never a traceback."""
    signal.signal(signal.SIGTERM, _terminate)  # clean up workers and temporary files as on Ctrl-C
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return EXIT_USAGE
    try:
        return args.run(args)
    except (PuzzleError, EngineError) as error:
        print(f"zebrakit: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        print(f"zebrakit: error: {where}{error.strerror or error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("zebrakit: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_OK


def _terminate(signum: int, frame: object) -> None:
    """SIGTERM: leave the way Ctrl-C does, so pools and temporary files are cleaned up."""
    raise KeyboardInterrupt


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
