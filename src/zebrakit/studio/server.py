"""The studio's web server: the page, and a JSON API that hands each request to a worker.

Starlette routes; uvicorn serves. The server only parses requests, bounds them and calls the
library through ``work`` in a worker process (``pool``): a request body over ``MAX_BODY`` bytes
is refused before it is read whole, every job has a time limit, and a job whose browser went
away is stopped. No state is kept between requests: each carries its puzzle. A puzzle that does
not read, or cannot be played, is an answer ``{"error": ...}`` with status 200 (the page shows it,
and the browser logs no failed request); 4xx and 5xx are for requests that are not the page's:
not JSON (400), too large (413), too slow (504), too many at once (503).
"""

from __future__ import annotations

import json
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any
from collections.abc import AsyncIterator

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from . import work
from .pool import Busy, Cancelled, Failed, Pool, TooLong, default_size

MAX_BODY = 256 * 1024
"""Bytes a request body may have."""
LIMITS = {"analyze": work.DIAGNOSE_SECONDS + 2, "solve": work.DIAGNOSE_SECONDS,
          "generate": work.GENERATE_SECONDS, "hint": work.HINT_SECONDS,
          "explain": work.HINT_SECONDS + 1, "themes": 5.0}
"""Seconds each job may take before its worker is stopped."""
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self'; "
                               "script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def static_dir() -> str:
    """The folder of the page's files, shipped inside the package."""
    return str(resources.files("zebrakit.studio") / "static")


class BodyTooLarge(Exception):
    """The request body is larger than MAX_BODY."""


async def read_json(request: Request) -> dict[str, Any]:
    """The request's JSON object, read no further than MAX_BODY bytes."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > MAX_BODY:
        raise BodyTooLarge()
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise BodyTooLarge()
    try:
        data = json.loads(body or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise work.StudioError("the request is not JSON") from None
    if not isinstance(data, dict):
        raise work.StudioError("the request must be a JSON object")
    return data


def error(status: int, message: str) -> JSONResponse:
    """A JSON error the page shows as it is."""
    return JSONResponse({"error": message}, status_code=status, headers=SECURITY_HEADERS)


def api(job: str) -> Any:
    """The endpoint that runs ``job`` in a worker and answers with its JSON."""
    async def endpoint(request: Request) -> Response:
        try:
            payload = await read_json(request)
        except BodyTooLarge:
            return error(413, f"the request is larger than {MAX_BODY // 1024} KB")
        except work.StudioError as problem:
            return error(400, str(problem))  # not JSON: not the page's own request
        pool: Pool = request.app.state.pool
        try:
            result = await pool.run(job, payload, LIMITS[job], request.is_disconnected)
        except Busy:
            return error(503, "the studio is busy; try again in a moment")
        except TooLong:
            return error(504, f"this took longer than {LIMITS[job]:g} s and was stopped")
        except Cancelled:
            return Response(status_code=499)
        except Failed as problem:  # the puzzle's problem is an answer, not a failed request
            return error(200, str(problem))
        return JSONResponse(result, headers=SECURITY_HEADERS)

    return endpoint


async def index(request: Request) -> Response:
    """The single page."""
    return FileResponse(f"{static_dir()}/index.html", headers={**SECURITY_HEADERS, "Cache-Control": "no-cache"})


def create_app(workers: int | None = None) -> Starlette:
    """The studio application, with its pool of ``workers`` processes started on startup."""
    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        pool = Pool(workers or default_size())
        await pool.start()
        app.state.pool = pool
        try:
            yield
        finally:
            await pool.close()

    routes = [
        Route("/", index),
        *(Route(f"/api/{job}", api(job), methods=["POST"]) for job in work.JOBS),
        Mount("/static", StaticFiles(directory=static_dir()), name="static"),
    ]
    return Starlette(routes=routes, lifespan=lifespan)


def serve(host: str = "127.0.0.1", port: int = 8765, workers: int | None = None,
          ready: Any = None) -> None:
    """Run the studio until interrupted; ``ready(url)`` is called once it listens."""
    import uvicorn

    config = uvicorn.Config(create_app(workers), host=host, port=port, log_level="warning",
                            limit_concurrency=200, timeout_keep_alive=5)
    server = uvicorn.Server(config)
    if ready is not None:
        original = server.startup

        async def startup(sockets: Any = None) -> None:
            await original(sockets)
            ready(f"http://{'[' + host + ']' if ':' in host else host}:{port}/")

        server.startup = startup  # type: ignore[method-assign]
    server.run()
