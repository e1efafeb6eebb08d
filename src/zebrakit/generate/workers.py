"""Worker processes that end with their parent, however the parent ends (generate and bench use them).

A worker is told by the kernel when its parent dies (``prctl(PR_SET_PDEATHSIG, SIGKILL)`` on
Linux, set through ctypes), and a watchdog thread checks every ``WATCH_INTERVAL`` seconds that its
parent is still the same process (the portable fallback: an orphan is adopted by another one).
Ctrl-C reaches every process of the terminal's group: workers ignore it and leave the handling to
the parent, which ends them; SIGTERM, which the parent sends to end them, ends them at once,
without a traceback.
"""

from __future__ import annotations

import ctypes
import multiprocessing.pool
import os
import signal
import sys
import threading
import time

class QuietPool(multiprocessing.pool.Pool):
    """A process pool whose worker-minding thread sleeps until a worker ends or the pool changes.

    The standard pool's thread also wakes whenever a result waits in the pipe, and then spins
    until the result thread has read it: with large results (chunks of puzzles) that was two
    thirds of the parent's CPU while two workers generated. Workers that end, ``close`` and
    ``terminate`` still wake it (as in the standard library's thread pool).
    """

    def _get_sentinels(self) -> list:
        return [self._change_notifier._reader]  # type: ignore[attr-defined]


PR_SET_PDEATHSIG = 1
WATCH_INTERVAL = 0.5
"""Seconds between the watchdog's looks at the parent."""


def prepare_worker(parent: int) -> None:
    """Run first in a new worker process: end with ``parent``, leave Ctrl-C to it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent()
    if os.getppid() != parent:  # the parent died before the kernel was told
        os._exit(1)
    watchdog = threading.Thread(target=_watch, args=(parent,), name="parent-watchdog", daemon=True)
    watchdog.start()


def _die_with_parent() -> bool:
    """Ask Linux to send SIGKILL when the parent dies; False where that is not available."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _watch(parent: int) -> None:
    while True:
        time.sleep(WATCH_INTERVAL)
        if os.getppid() != parent:
            os._exit(1)
