"""The zebrakit command line: it parses arguments and calls the library, nothing more."""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys
import threading
import time
from contextlib import contextmanager
from collections.abc import Iterator, Sequence

from ..engines import EngineError
from ..engines.base import TimeLimit, deadline
from ..model import PuzzleError

COMMAND_MODULES = (
    "zebrakit.cli.solving",
    "zebrakit.cli.engines",
    "zebrakit.cli.generating",
    "zebrakit.cli.converting",
    "zebrakit.cli.studio",
    "zebrakit.cli.datasets",
    "zebrakit.cli.explaining",
)
"""Each module defines register(subparsers); a missing module simply adds no commands."""

COMMANDS = {
    "solve": "zebrakit.cli.solving", "check": "zebrakit.cli.solving",
    "engines": "zebrakit.cli.engines", "bench": "zebrakit.cli.engines", "dlx": "zebrakit.cli.engines",
    "generate": "zebrakit.cli.generating", "convert": "zebrakit.cli.converting",
    "studio": "zebrakit.cli.studio", "dataset": "zebrakit.cli.datasets",
    "grade": "zebrakit.cli.datasets", "explain": "zebrakit.cli.explaining",
    "hint": "zebrakit.cli.explaining", "difficulty": "zebrakit.cli.explaining",
}
"""The module that registers each command: a command line naming one imports that module alone."""

EXIT_OK, EXIT_FAILURE, EXIT_USAGE = 0, 1, 2
EXIT_TIMEOUT = 124
"""--timeout ran out (the code GNU timeout uses); what was found so far is kept."""
EXIT_INTERRUPTED = 130
"""Ctrl-C or SIGTERM (128 + SIGINT)."""
EXIT_PIPE = 141
"""Standard output was closed by its reader (``| head``): 128 + SIGPIPE, as a C tool would end."""

ALARM_GRACE = 0.25
"""Seconds past a --timeout before SIGALRM stops work that does not check the deadline itself."""


class GaveUp(Exception):
    """A command's --timeout ran out; the message says where, after how long and what was kept."""

    def __init__(self, where: str, seconds: float, what: str):
        super().__init__(f"{where}: gave up after {seconds:g} s: {what}")


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """The engines' deadline for ``seconds`` (see ``zebrakit.engines.deadline``), with a backstop.

    The engines' search loops check the deadline and stop; SIGALRM, a moment later, stops what
    does not check it (reading a big file, building a table in a C backend's wrapper). The
    alarm is off again when the block ends, so printing what was found is never cut short.
    """
    with deadline(seconds):
        if (seconds is None or not hasattr(signal, "setitimer")
                or threading.current_thread() is not threading.main_thread()):
            yield
            return
        at = time.monotonic() + seconds

        def ring(signum: int, frame: object) -> None:
            signal.setitimer(signal.ITIMER_REAL, RING_AGAIN)  # (off when the block ends: rings again only
            raise TimeLimit(seconds, at)  # if Python swallowed this one in a finaliser, 'Exception ignored')

        previous = signal.signal(signal.SIGALRM, ring)
        signal.setitimer(signal.ITIMER_REAL, seconds + ALARM_GRACE)
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


RING_AGAIN = 0.05
"""Seconds after which the backstop alarm rings again when its exception was swallowed."""


def add_timeout(parser: argparse.ArgumentParser, keeps: str) -> None:
    """The --timeout option; ``keeps`` says what is kept when it runs out."""
    parser.add_argument("--timeout", type=positive_float, metavar="SECONDS",
                        help=f"give up after SECONDS with exit code {EXIT_TIMEOUT}, keeping {keeps}")


def positive_float(text: str) -> float:
    """argparse type: a number greater than 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value <= 0:
        raise argparse.ArgumentTypeError("must be greater than 0")
    return value


def seed_int(text: str) -> int:
    """argparse type: a whole number (a random seed)."""
    try:
        return int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None


def positive_int(text: str) -> int:
    """argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The argument parser with every command registered.

    When ``argv`` starts with a command's name, only the module of that command is imported and
    registered: the other commands could only show in the top-level help or its errors, which
    such a command line never reaches. This keeps a command's start from importing the others.
    """
    from .. import __version__

    parser = argparse.ArgumentParser(
        prog="zebrakit",
        description="Model, solve, count and check logic grid puzzles (zebra puzzles).",
    )
    parser.add_argument("--version", action="version", version=f"zebrakit {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    named = COMMANDS.get(argv[0]) if argv else None
    for name in (named,) if named else COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:
                raise
            if named:  # the command is not there: say so as the full parser does
                return build_parser()
            continue
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; bad input prints a message and returns 2, never a traceback."""
    signal.signal(signal.SIGTERM, _terminate)  # clean up workers and temporary files as on Ctrl-C
    _interrupts_never_swallowed()
    if argv is None:
        argv = sys.argv[1:]
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        build_parser().print_help()  # every command listed
        return EXIT_USAGE
    try:
        code = args.run(args)
        sys.stdout.flush()  # a closed pipe shows here, while it can still end quietly
        if _INTERRUPTED:
            raise KeyboardInterrupt  # (a Ctrl-C the interpreter swallowed while it ended a generator)
        return code
    except GaveUp as error:
        print(f"zebrakit: error: {error}", file=sys.stderr)
        return EXIT_TIMEOUT
    except TimeLimit as error:  # a command that keeps nothing: say where it was
        where = getattr(args, "file", None) or args.command
        print(f"zebrakit: error: {where}: gave up after {error.seconds:g} s", file=sys.stderr)
        return EXIT_TIMEOUT
    except (PuzzleError, EngineError) as error:
        print(f"zebrakit: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_PIPE
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        print(f"zebrakit: error: {where}{error.strerror or error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("zebrakit: interrupted", file=sys.stderr)
        if argv is None:  # the command itself, not a caller in this process: never hang on the way out
            _end_if_exit_hangs(EXIT_INTERRUPTED)
        return EXIT_INTERRUPTED


EXIT_HANGS_AFTER = 5.0
"""Seconds the interpreter may take to exit after Ctrl-C (its exit handlers join worker pools and
their threads) before the process ends itself with the same status."""


def _end_if_exit_hangs(status: int) -> None:
    """Ends the process with ``status`` if it is still running after EXIT_HANGS_AFTER seconds."""
    def give_up() -> None:
        sys.stderr.flush()
        os._exit(status)

    timer = threading.Timer(EXIT_HANGS_AFTER, give_up)
    timer.daemon = True
    timer.start()


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so the interpreter's last flush meets no closed pipe."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, OSError):
        return  # not a real file (a test's capture): nothing will flush into a pipe
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


_INTERRUPTED = False
"""Set when a Ctrl-C landed where Python reports it as 'Exception ignored' and goes on (a
generator or an object being finalised): the command still ends as interrupted."""


def _interrupts_never_swallowed() -> None:
    """A hook for exceptions Python cannot raise (in finalisers): a KeyboardInterrupt there is
    remembered and not printed; any other goes to the usual hook."""
    default = sys.unraisablehook
    if getattr(default, "keeps_interrupts", False):
        return  # (installed by an earlier call in this process)

    def hook(unraisable: object) -> None:
        global _INTERRUPTED
        if isinstance(getattr(unraisable, "exc_value", None), KeyboardInterrupt):
            _INTERRUPTED = True
            return
        if isinstance(getattr(unraisable, "exc_value", None), TimeLimit):
            return  # the alarm rings again in a moment (see time_limit)
        default(unraisable)  # type: ignore[arg-type]

    hook.keeps_interrupts = True  # type: ignore[attr-defined]
    sys.unraisablehook = hook


def _terminate(signum: int, frame: object) -> None:
    """SIGTERM: leave the way Ctrl-C does, so pools and temporary files are cleaned up."""
    raise KeyboardInterrupt


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
