"""Making many records: in this process, in worker processes, or on a Dask cluster; always the same
records in the same order, since item i depends on (config, i) alone.

The indices are cut into blocks of ``BLOCK`` consecutive items; workers build blocks and the
results are yielded in index order, with at most ``WINDOW`` blocks per worker in flight (memory
stays bounded however long the run). The cluster runs through ``zebrakit.cluster``, which
generation uses too (and which says why Dask rather than Ray).
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from .. import cluster
from ..cluster import BACKENDS, on_dask
from ..engines.base import check_deadline
from ..model import PuzzleError
from .config import DatasetConfig

BLOCK = 8
"""Items per task."""
WINDOW = cluster.WINDOW
"""Blocks in flight per worker."""


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
    """Blocks run on a Dask cluster (a local one of ``workers`` processes without ``address``),
    yielded in order."""
    for records in on_dask(_block_task, [(config, block) for block in blocks(indices)], workers, address):
        yield from records


start_local_cluster = cluster.start_local_cluster
"""A local Dask cluster of single-threaded processes (for tests and benchmarks)."""
