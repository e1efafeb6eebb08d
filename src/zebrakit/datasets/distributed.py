"""Making many records: in this process, in worker processes, or on a Dask cluster; always the same
records in the same order, since item i depends on (config, i) alone.

The indices are cut into blocks of ``BLOCK`` consecutive items; workers build blocks and the
results are yielded in index order, with at most ``WINDOW`` blocks per worker in flight (memory
stays bounded however long the run).

Why Dask (the ``distributed`` package) rather than Ray: it is pure Python from PyPI, a local
cluster starts in about a second (so the tests start their own), ``Client.submit`` returns
futures that keep their order, and the same code runs against a real cluster by its scheduler
address (``--address tcp://host:8786``). Ray needs its own runtime and a large binary, and its
local start takes several seconds and much more memory, which is heavy on a two-core machine.
"""

from __future__ import annotations

import multiprocessing
import os
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from ..engines.base import check_deadline
from ..model import PuzzleError
from .config import DatasetConfig

BLOCK = 8
"""Items per task."""
WINDOW = 4
"""Blocks in flight per worker."""
BACKENDS = ("local", "dask")


def blocks(indices: Sequence[int], size: int = BLOCK) -> list[list[int]]:
    """Consecutive runs of at most ``size`` indices, in order."""
    return [list(indices[i:i + size]) for i in range(0, len(indices), size)]


def build_block(config: DatasetConfig, indices: list[int]) -> list[dict[str, Any]]:
    """The records of ``indices`` (the task a worker runs)."""
    from .items import item

    return [item(config, i) for i in indices]


def generate_records(config: DatasetConfig, indices: Iterable[int], workers: int = 1, backend: str = "local",
                     address: str | None = None) -> Iterator[dict[str, Any]]:
    """The records of ``indices`` in order: here (workers=1), in worker processes, or on Dask."""
    config.check()
    indices = list(indices)
    if workers == 0:
        workers = os.cpu_count() or 1
    if workers < 1:
        raise PuzzleError(f"workers must be 1 or more (0: one per core), not {workers}")
    if backend not in BACKENDS:
        raise PuzzleError(f"unknown backend {backend!r} (backends: {', '.join(BACKENDS)})")
    if backend == "dask":
        yield from _on_dask(config, indices, workers, address)
    elif workers == 1 or len(indices) <= 1:
        for index in indices:
            check_deadline()
            yield from build_block(config, [index])
    else:
        yield from _in_processes(config, indices, workers)


def _in_processes(config: DatasetConfig, indices: list[int], workers: int) -> Iterator[dict[str, Any]]:
    from ..generate.workers import prepare_worker

    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    tasks = blocks(indices, max(1, min(BLOCK, len(indices) // (workers * 2) or 1)))
    pool = context.Pool(min(workers, len(tasks)), initializer=prepare_worker, initargs=(os.getpid(),))
    finished = False
    try:
        for records in pool.imap(_block_task, [(config, block) for block in tasks]):
            check_deadline()
            yield from records
        finished = True
    finally:
        if finished:
            pool.close()
        else:  # an error, a time limit, Ctrl-C or a reader that stopped: end the workers now
            pool.terminate()
        pool.join()


def _block_task(task: tuple[DatasetConfig, list[int]]) -> list[dict[str, Any]]:
    return build_block(*task)


def _on_dask(config: DatasetConfig, indices: list[int], workers: int,
             address: str | None) -> Iterator[dict[str, Any]]:
    """Blocks submitted to a Dask cluster (a local one of ``workers`` processes without
    ``address``), yielded in order as they complete."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise PuzzleError("the dask backend needs the distributed package: "
                          "pip install 'zebrakit[distributed]'") from None
    cluster = None
    if address is None:
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=":0", silence_logs=40)
        client = Client(cluster)
    else:
        client = Client(address)
    pending: deque = deque()
    try:
        slots = WINDOW * max(1, len(client.scheduler_info().get("workers", {})) or workers)
        todo = deque(blocks(indices))
        while todo or pending:
            while todo and len(pending) < slots:
                block = todo.popleft()
                pending.append(client.submit(build_block, config, block, pure=False))
            check_deadline()
            yield from pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()
        client.close()
        if cluster is not None:
            cluster.close()


def start_local_cluster(workers: int = 2):  # -> distributed.LocalCluster
    """A local Dask cluster of ``workers`` single-threaded processes (for tests and benchmarks)."""
    from distributed import LocalCluster

    return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0",
                        silence_logs=40)
