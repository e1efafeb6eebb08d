"""Running seed-indexed work on a Dask cluster, results in order.

Generation and datasets both cut their indices into tasks whose results depend on the task alone
(item i is a pure function of the settings, the seed and i), so a cluster gives the same records
in the same order as one process. Tasks are submitted with at most ``WINDOW`` per worker in
flight, and yielded in submission order: memory stays bounded however long the run.

Why Dask (the ``distributed`` package) rather than Ray: it is pure Python from PyPI, a local
cluster starts in about a second (so the tests start their own), ``Client.submit`` returns
futures that keep their order, and the same code runs against a real cluster by its scheduler
address (``--address tcp://host:8786``). Ray needs its own runtime and a large binary, and its
local start takes several seconds and much more memory, which is heavy on a two-core machine.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from .engines.base import check_deadline
from .model import PuzzleError

WINDOW = 4
"""Tasks in flight per worker."""
BACKENDS = ("local", "dask")
"""Where seed-indexed work can run: in this machine's processes, or on a Dask cluster."""

Task = TypeVar("Task")
Result = TypeVar("Result")


def check_backend(backend: str) -> None:
    """A clear error for an unknown backend name."""
    if backend not in BACKENDS:
        raise PuzzleError(f"unknown backend {backend!r} (backends: {', '.join(BACKENDS)})")


def on_dask(function: Callable[[Task], Result], tasks: Iterable[Task], workers: int,
            address: str | None = None) -> Iterator[Result]:
    """``function(task)`` for each task on a Dask cluster (a local one of ``workers`` processes
    when no scheduler ``address`` is given), yielded in the order of ``tasks``.

    The deadline in force (``zebrakit.engines.deadline``) is checked between results; whatever
    is still pending is cancelled when the caller stops reading.
    """
    try:
        from distributed import Client
    except ImportError:
        raise PuzzleError("the dask backend needs the distributed package: "
                          "pip install 'zebrakit[distributed]'") from None
    cluster = start_local_cluster(workers) if address is None else None
    client = Client(cluster if cluster is not None else address)
    pending: deque[Any] = deque()
    try:
        slots = WINDOW * max(1, len(client.scheduler_info().get("workers", {})) or workers)
        todo = deque(tasks)
        while todo or pending:
            while todo and len(pending) < slots:
                pending.append(client.submit(function, todo.popleft(), pure=False))
            check_deadline()
            yield pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()
        client.close()
        if cluster is not None:
            cluster.close()


def start_local_cluster(workers: int = 2):  # noqa: ANN201 - a distributed.LocalCluster
    """A local Dask cluster of ``workers`` single-threaded processes (for runs without an
    address, and for tests and benchmarks)."""
    try:
        from distributed import LocalCluster
    except ImportError:
        raise PuzzleError("the dask backend needs the distributed package: "
                          "pip install 'zebrakit[distributed]'") from None
    return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0",
                        silence_logs=40)
