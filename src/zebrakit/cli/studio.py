"""`zebrakit studio`: serve the web studio on this machine."""

from __future__ import annotations

import argparse
import sys

from ..engines import EngineError

DEFAULT_PORT = 8765


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the studio command."""
    studio = subparsers.add_parser(
        "studio", help="a web page to write, check, play, generate and share puzzles",
        description="Serve zebrakit studio on this machine (127.0.0.1 unless --host says "
        "otherwise) until Ctrl-C. Needs the studio extra: pip install 'zebrakit[studio]'.",
    )
    studio.add_argument("--port", type=_port, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    studio.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1: this machine only)")
    studio.add_argument("--open", action="store_true", help="open the page in the web browser")
    studio.add_argument("--workers", type=int, default=None,
                        help="worker processes for solving (default: the cores, at least 2)")
    studio.set_defaults(run=run_studio)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError("must be from 1 to 65535")
    return port


def run_studio(args: argparse.Namespace) -> int:
    """Serve until interrupted."""
    try:
        from ..studio.server import serve
    except ImportError as error:
        raise EngineError(f"zebrakit studio needs {error.name}: pip install 'zebrakit[studio]'") from None
    if args.workers is not None and not 1 <= args.workers <= 16:
        raise EngineError("--workers must be from 1 to 16")

    def ready(url: str) -> None:
        print(f"zebrakit studio: {url}  (Ctrl-C to stop)", file=sys.stderr, flush=True)
        if args.open:
            import webbrowser

            webbrowser.open(url)

    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"zebrakit studio: listening on {args.host}: anyone who can reach it can use it",
              file=sys.stderr)
    serve(args.host, args.port, args.workers, ready)
    return 0
