"""Runs of puzzles: generate, one index, in order over workers, written to JSONL or YAML files."""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys
import threading
from pathlib import Path
from typing import Any
from collections.abc import Callable, Iterable, Iterator

from ..engines.base import check_deadline, time_left
from ..cluster import check_backend, on_dask
from ..model import PuzzleError
from ..themes import DEFAULT_THEME
from .builder import (Generated, Settings, Skipped, build, build_or_skip, english_writer,
                      settings_from)
from .output import english_text, record_line
from .workers import QuietPool, prepare_worker



def generate(size: object = "5x5", count: int = 1, seed: int | str = 0, clue_types: Any = None,
             difficulty: str | None = None, theme: str = DEFAULT_THEME, workers: int = 1,
             start: int = 0, level: str | None = None) -> Iterator[Generated]:
    """Puzzles ``start`` .. ``start + count - 1`` of the run seeded ``seed``, in index order.

    ``size`` is 'NxK' (N houses, K categories) or (N, K); ``clue_types`` a spec such as
    'same,next-to,at=2' or '-either-or' (see ``clue_type_weights``); ``difficulty`` the band
    (easy, medium, hard or expert, graded as ``zebrakit.explain.grade``), or ``level`` the
    generator's own level instead (easy, medium, hard: ``zebrakit.difficulty``); ``workers``
    processes (0: one per core). An index that gives no puzzle of the band within its budget
    is left out (``generated_in_order`` yields it as Skipped).
    """
    settings = settings_from(size, theme, clue_types, difficulty, level=level)
    for generated in generated_in_order(settings, seed, range(start, start + count), workers):
        if isinstance(generated, Generated):
            yield generated


def generate_one(size: object = "5x5", seed: int | str = 0, index: int = 0, **options: Any) -> Generated:
    """Puzzle ``index`` of the run seeded ``seed`` (same options as ``generate``); Unreachable
    when the index gives no puzzle of the band asked within its budget."""
    options.pop("workers", None)
    keys = ("clue_types", "difficulty", "theme", "level")
    settings = settings_from(size, options.get("theme", DEFAULT_THEME), options.get("clue_types"),
                             options.get("difficulty"), level=options.get("level"))
    unknown = set(options) - set(keys)
    if unknown:
        raise TypeError(f"generate_one() got an unexpected keyword argument {sorted(unknown)[0]!r}")
    return build(settings, seed, index)


def generated_in_order(settings: Settings, seed: int | str, indices: Iterable[int],
                       workers: int = 1, backend: str = "local",
                       address: str | None = None, lines: bool = False) -> Iterator[Generated | Skipped]:
    """Build the puzzles of ``indices``, in parallel when ``workers`` > 1, yielding in index order.

    Puzzles built by workers come with their English text, and with ``lines`` their JSONL record
    too (``Generated.line``), made there rather than in this process, which would then be the
    bottleneck of a run of small puzzles.

    ``backend="dask"`` runs the same chunks on a Dask cluster: a local one of ``workers``
    processes, or the scheduler at ``address``; the puzzles and their order are the same.

    An index that gives no puzzle within its budget comes as Skipped, with the reason. The
    deadline in force (``zebrakit.engines.deadline``) stops the work with TimeLimit; workers
    are ended whenever this generator ends, and end by themselves if this process dies.
    """
    indices = list(indices)
    if workers == 0:
        workers = os.cpu_count() or 1
    if workers < 1:
        raise PuzzleError(f"workers must be 1 or more (0: one per core), not {workers}")
    check_backend(backend)
    if backend == "dask":
        size = chunk_size(len(indices), workers)
        tasks = [(settings, seed, indices[i:i + size], lines) for i in range(0, len(indices), size)]
        for chunk in on_dask(_build_chunk, tasks, workers, address):
            yield from chunk
        return
    if workers == 1 or len(indices) <= 1:
        for index in indices:
            yield build_or_skip(settings, seed, index)
        return
    forking = "fork" in multiprocessing.get_all_start_methods()
    if forking:  # the workers inherit what the parent built: no start-up per worker
        warm_up(settings)
    context = multiprocessing.get_context("fork" if forking else None)
    workers = min(workers, len(indices))
    gc.freeze()  # the workers' collectors leave what they inherit alone: its pages are not copied
    try:
        pool = QuietPool(workers, initializer=prepare_worker, initargs=(os.getpid(),), context=context)
    finally:
        gc.unfreeze()  # this process collects as before
    finished = False
    try:
        size = chunk_size(len(indices), workers)
        chunks = [indices[i:i + size] for i in range(0, len(indices), size)]
        results = pool.imap(_build_chunk, [(settings, seed, chunk, lines) for chunk in chunks], chunksize=1)
        while True:
            left = time_left()
            try:
                item = results.next(timeout=None if left is None else left + 0.01)
            except StopIteration:
                break
            except multiprocessing.TimeoutError:
                check_deadline()
                continue
            yield from item
        finished = True
    finally:
        if finished:
            pool.close()
            pool.join()
        else:  # an error, a time limit, Ctrl-C or a reader that stopped: end the workers now
            raised = sys.exc_info()[0]
            # (Ctrl-C may land while the caller writes a puzzle: the generator is then closed with
            # GeneratorExit as the KeyboardInterrupt unwinds, and ending the pool may hang just the same)
            guard = _exit_if_stuck() if raised is not None and issubclass(raised, (KeyboardInterrupt, GeneratorExit)) \
                else None
            pool.terminate()
            pool.join()
            if guard is not None:
                guard.cancel()


STUCK_AFTER = 10.0
"""Seconds the pool may take to end its workers after Ctrl-C before the process ends itself
(the workers end with it, see ``prepare_worker``)."""


def _exit_if_stuck() -> threading.Timer:
    """A timer that ends the process if ending the pool after Ctrl-C hangs (a worker stopped
    while it held a queue's lock can block ``Pool.terminate`` for ever): Ctrl-C then still ends
    the command, with its usual message and exit status (130)."""
    def give_up() -> None:
        try:
            sys.stderr.write("zebrakit: interrupted\n")
            sys.stderr.flush()
        finally:
            os._exit(130)

    timer = threading.Timer(STUCK_AFTER, give_up)
    timer.daemon = True
    timer.start()
    return timer


CHUNK_MOST = 8
"""Most puzzles sent to a worker at once: chunks save messages, small ones keep the order flowing."""


def chunk_size(count: int, workers: int) -> int:
    """Puzzles per message to a worker: about four chunks per worker, 1 to ``CHUNK_MOST``."""
    return max(1, min(CHUNK_MOST, count // (4 * workers)))


def warm_up(settings: Settings) -> None:
    """Build, in this process, what every puzzle of ``settings`` needs: clue tables and the writer.

    Called before the workers are forked, so each inherits them instead of building its own. The
    English reader's parses of the writer's sentence shapes are shipped with the package
    (``zebrakit.english.parses``), so the workers start at full speed from the first puzzle.
    """
    from .builder import warm_tables

    warm_tables(settings)
    writer = english_writer()
    if writer is not None:
        small = build(settings_from("3x2"), "warm-up", 0)
        writer[1](small.puzzle)


def _build_chunk(task: tuple[Settings, int | str, list[int], bool]) -> list[Generated | Skipped]:
    """Puzzles of a chunk of indices, in a worker, each with its English text written (and its
    JSONL record made when the task asks for lines)."""
    settings, seed, indices, lines = task
    built = []
    for index in indices:
        generated = build_or_skip(settings, seed, index)
        if isinstance(generated, Generated):
            generated.text = english_text(generated)  # the English writer's work, done in the worker
            if lines:
                generated.line = record_line(generated, settings)
        built.append(generated)
    return built


def write_run(settings: Settings, seed: int | str, count: int, out: str | os.PathLike[str],
              workers: int = 1, resume: bool = False, force: bool = False,
              progress: Callable[[int, int], None] | None = None,
              skipped: list[Skipped] | None = None, backend: str = "local",
              address: str | None = None) -> tuple[int, int]:
    """Generate puzzles 0..count-1 into a JSONL file or a directory; returns (written, already there).

    An existing output is continued with ``resume`` (indices already there are skipped; a
    partial last JSONL line is dropped), replaced with ``force``, and otherwise refused. An
    index that gives no puzzle within its budget is recorded as skipped, with the reason (a
    JSONL record with ``skipped``, or a ``.skipped`` file beside the YAML files), counts as
    done for ``resume``, and is appended to ``skipped``; ``written`` counts puzzles only.
    """
    from . import output

    path = Path(out)
    jsonl = path.suffix.lower() == ".jsonl"
    indices = range(count)
    if jsonl and path.is_dir():
        raise PuzzleError(f"{path} is a directory; a JSONL output needs a file name")
    if not jsonl and path.exists() and not path.is_dir():
        raise PuzzleError(f"{path} is a file; write to FILE.jsonl or to a directory")
    if jsonl:
        exists = path.is_file() and path.stat().st_size > 0
    else:  # a directory may hold other runs' puzzles; only this run's file names clash
        exists = path.is_dir() and bool(output.dir_done(path, settings, seed, indices))
    if exists and not (resume or force):
        what = "already exists" if jsonl else "already holds puzzle files of this run"
        raise PuzzleError(f"{path} {what}: add --resume to continue it or --force to replace it")
    done: set[int] = set()
    if jsonl:
        if path.exists() and force and not resume:
            path.unlink()
        elif path.exists():
            done = output.read_done(path, settings, seed)
    else:
        path.mkdir(parents=True, exist_ok=True)
        if not force:
            done = output.dir_done(path, settings, seed, indices)
    todo = [i for i in indices if i not in done]
    writer = output.JsonlWriter(path) if jsonl else None
    written = 0
    if progress:
        progress(len(done), count)
    try:
        puzzles = generated_in_order(settings, seed, todo, workers, backend, address, lines=jsonl)
        for number, generated in enumerate(puzzles, 1):
            if isinstance(generated, Skipped):
                if writer is not None:
                    writer.write(output.skipped_record(generated, settings))
                else:
                    output.write_skipped(path, settings, generated)
                if skipped is not None:
                    skipped.append(generated)
            elif writer is not None:
                writer.write(record_line(generated, settings))
                written += 1
            else:
                output.write_yaml(path, settings, generated)
                written += 1
            if progress:
                progress(len(done) + number, count)
    finally:
        if writer is not None:
            writer.close()
    return written, len(done)
