"""Worker processes that run the studio's requests under a time limit, and are killed when late.

Each request runs in a worker process of its own choosing from a small pool. The work sets the
engines' deadline itself (so it normally stops in time, with what it found); a worker still busy
``GRACE`` seconds past the limit, or whose browser went away, is killed and replaced, so a
pathological puzzle can neither hang the server nor starve other requests. A request that finds
no free worker within ``QUEUE_WAIT`` seconds is refused as busy.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import traceback
from collections.abc import Awaitable, Callable
from multiprocessing.connection import Connection
from typing import Any

GRACE = 2.0
"""Seconds past a request's limit before its worker is killed."""
QUEUE_WAIT = 15.0
"""Seconds a request waits for a free worker before the server answers that it is busy."""
POLL = 0.1
"""Seconds between looks at whether the browser is still waiting."""
WORKER_MEMORY = 2 * 1024**3
"""Bytes of address space a worker may use: a puzzle that needs more fails alone, clearly."""


class Busy(Exception):
    """No worker became free in time."""


class Cancelled(Exception):
    """The browser stopped waiting; the work was stopped."""


class TooLong(Exception):
    """The work ran past its time limit and was stopped."""


class Failed(Exception):
    """The work raised; the message is for the page (a PuzzleError's own words)."""


def _serve(connection: Connection) -> None:
    """A worker's loop: run each (job, payload) and send back ('ok', result) or ('error', text)."""
    from ..engines.base import TimeLimit
    from ..model import PuzzleError
    from .work import JOBS

    _limit_memory()
    while True:
        try:
            job, payload = connection.recv()
        except (EOFError, KeyboardInterrupt):
            return
        try:
            connection.send(("ok", JOBS[job](payload)))
        except PuzzleError as error:
            connection.send(("error", str(error)))
        except TimeLimit as error:
            connection.send(("timeout", error.seconds))
        except MemoryError:
            connection.send(("error", f"this needs more than the {WORKER_MEMORY // 1024**3} GB of memory "
                                      "the studio gives one request; try the command line"))
        except Exception as error:  # noqa: BLE001 - a bug must not take the worker down silently
            traceback.print_exc()
            connection.send(("bug", f"{type(error).__name__}: {error}"))


def _limit_memory() -> None:
    """Cap this process's address space at WORKER_MEMORY (where the system allows it)."""
    try:
        import resource
    except ImportError:  # not on this system: the time limit still bounds the work
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    wanted = WORKER_MEMORY if hard == resource.RLIM_INFINITY else min(WORKER_MEMORY, hard)
    if soft == resource.RLIM_INFINITY or soft > wanted:
        resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))


class Worker:
    """One worker process and its end of the pipe."""

    def __init__(self, context: Any):
        self.connection, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child,), daemon=True)
        self.process.start()
        child.close()

    async def run(self, job: str, payload: Any) -> tuple[str, Any]:
        """Send the job and wait for its answer without blocking the event loop."""
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()
        fd = self.connection.fileno()
        loop.add_reader(fd, self._wake, ready)
        try:
            self.connection.send((job, payload))
            await ready
            answer: tuple[str, Any] = self.connection.recv()
            return answer
        finally:
            loop.remove_reader(fd)

    @staticmethod
    def _wake(ready: asyncio.Future[None]) -> None:
        if not ready.done():
            ready.set_result(None)

    def kill(self) -> None:
        """End the process at once and close the pipe."""
        self.process.kill()
        self.process.join(5)
        self.connection.close()


class Pool:
    """``size`` workers; ``run`` gives a job to a free one, under a limit, cancellable."""

    def __init__(self, size: int = 2):
        self.size = size
        self.context = multiprocessing.get_context(
            "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn")
        if self.context.get_start_method() == "forkserver":
            self.context.set_forkserver_preload(["zebrakit.studio.work", "zebrakit.diagnose"])
        self.idle: asyncio.Queue[Worker] = asyncio.Queue()
        self.workers: set[Worker] = set()
        self.killed = 0

    async def start(self) -> None:
        """Start the workers (in a thread: starting a process blocks)."""
        for _ in range(self.size):
            await self._add()

    async def _add(self) -> None:
        worker = await asyncio.to_thread(Worker, self.context)
        self.workers.add(worker)
        self.idle.put_nowait(worker)

    async def close(self) -> None:
        """Kill every worker."""
        for worker in list(self.workers):
            await asyncio.to_thread(worker.kill)
        self.workers.clear()

    async def run(self, job: str, payload: Any, seconds: float,
                  gone: Callable[[], Awaitable[bool]] | None = None) -> Any:
        """The job's result; Busy, Cancelled (``gone()`` turned true), TooLong or Failed."""
        worker = await self._free_worker()
        task = asyncio.ensure_future(worker.run(job, payload))
        end = asyncio.get_running_loop().time() + seconds + GRACE
        try:
            while not task.done():
                await asyncio.wait({task}, timeout=POLL)
                if task.done():
                    break
                if gone is not None and await gone():
                    raise Cancelled()
                if asyncio.get_running_loop().time() > end:
                    raise TooLong()
            status, result = task.result()
        except (OSError, EOFError):  # the process died under the job (out of memory, killed)
            await self._replace(worker)
            raise Failed("the worker solving this stopped unexpectedly (out of memory?); "
                         "try again, or a smaller puzzle") from None
        except BaseException:
            task.cancel()
            await self._replace(worker)
            raise
        self.idle.put_nowait(worker)
        if status == "timeout":
            raise TooLong()
        if status != "ok":
            raise Failed(result if status == "error" else f"internal error: {result}")
        return result

    async def _free_worker(self) -> Worker:
        """An idle worker whose process is alive (dead ones are replaced); Busy after QUEUE_WAIT."""
        deadline = asyncio.get_running_loop().time() + QUEUE_WAIT
        while True:
            left = deadline - asyncio.get_running_loop().time()
            try:
                worker = await asyncio.wait_for(self.idle.get(), max(left, 0.001))
            except TimeoutError:
                raise Busy() from None
            if worker.process.is_alive():
                return worker
            await self._replace(worker)

    async def _replace(self, worker: Worker) -> None:
        self.killed += 1
        self.workers.discard(worker)
        await asyncio.to_thread(worker.kill)
        await self._add()


def default_size() -> int:
    """Workers by default: the cores, at least 2 (one slow request never blocks the next)."""
    return max(2, min(4, os.cpu_count() or 2))
