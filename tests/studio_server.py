"""A studio server on 127.0.0.1 for the tests: started in a thread, on a free port, stopped after."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


class Studio(str):
    """The base URL (a str), with the Starlette application as ``app``."""

    app: Any

    def __new__(cls, url: str, app: Any) -> Studio:
        made = super().__new__(cls, url)
        made.app = app
        return made


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def running_studio(workers: int = 2) -> Iterator[Studio]:
    """A studio served for the block's duration: its base URL and its application."""
    import uvicorn

    from zebrakit.studio.server import create_app

    port = free_port()
    app = create_app(workers)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                            limit_concurrency=200)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    end = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > end or not thread.is_alive():
            raise RuntimeError("the studio server did not start")
        time.sleep(0.05)
    try:
        yield Studio(f"http://127.0.0.1:{port}", app)
    finally:
        server.should_exit = True
        thread.join(15)
