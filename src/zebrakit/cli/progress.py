"""Progress on standard error for work that may run longer than a second, drawn with rich.

Shown only when standard error is a terminal, and only once the work has run for ``delay``
seconds (a quick command never flashes a bar); it disappears when the work ends, so what the
command prints stays as it would be without it. Standard output is never touched: text meant
for it goes through ``Progress.print``, which writes above the display while both streams are
the same terminal and straight to standard output otherwise.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from typing import Any, TextIO

DELAY = 1.0
"""Seconds of work before the display appears (``ZEBRAKIT_PROGRESS_DELAY`` overrides it)."""


def _default_delay() -> float:
    """``DELAY``, or the seconds set in ``ZEBRAKIT_PROGRESS_DELAY`` when that is a number >= 0."""
    try:
        chosen = float(os.environ.get("ZEBRAKIT_PROGRESS_DELAY", DELAY))
    except ValueError:
        return DELAY
    return chosen if 0 <= chosen < float("inf") else DELAY


class Progress:
    """One task's progress: ``update(done, total, description)``; a no-op when not a terminal."""

    def __init__(self, description: str, total: int | None = None, *, enabled: bool = True,
                 delay: float | None = None, stream: TextIO | None = None):
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled and _is_terminal(self.stream)
        self.description, self.total, self.done = description, total, 0
        self._lock = threading.Lock()
        self._rich: Any = None
        self._task: Any = None
        self._timer: threading.Timer | None = None
        self._closed = False
        if delay is None:
            delay = _default_delay()
        self._due = time.monotonic() + delay
        if self.enabled:
            if delay > 0:
                self._timer = threading.Timer(delay, self._start)
                self._timer.daemon = True
                self._timer.start()
            else:
                self._start()

    @property
    def shown(self) -> bool:
        """True while the display is on the terminal."""
        return self._rich is not None

    def _start(self) -> None:
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress as RichProgress,
                                   SpinnerColumn, TextColumn, TimeElapsedColumn, TimeRemainingColumn)

        with self._lock:
            if self._closed or self._rich is not None:
                return
            console = Console(file=self.stream, stderr=self.stream is sys.stderr)
            self._rich = RichProgress(
                SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                TimeElapsedColumn(), TimeRemainingColumn(), console=console, transient=True,
                redirect_stdout=False, redirect_stderr=False,
            )
            self._task = self._rich.add_task(self.description, total=self.total, completed=self.done)
            self._rich.start()

    def update(self, done: int | None = None, total: int | None = None,
               description: str | None = None) -> None:
        """Record progress (drawn by rich's own refresh, at most ten times a second).

        Once the delay is over, the first update starts the display itself: the timer's thread
        alone can take seconds to import rich while this thread keeps the interpreter busy.
        """
        if self.enabled and self._rich is None and not self._closed and time.monotonic() >= self._due:
            self._start()
        with self._lock:
            if done is not None:
                self.done = done
            if total is not None:
                self.total = total
            if description is not None:
                self.description = description
            if self._rich is not None:
                self._rich.update(self._task, completed=self.done, total=self.total,
                                  description=self.description)

    def advance(self, steps: int = 1) -> None:
        """One (or ``steps``) more done."""
        self.update(self.done + steps)

    def __call__(self, done: int, total: int | None = None) -> None:
        """Callback form: progress(done, total), as ``zebrakit.generate.write_run`` calls it."""
        self.update(done, total)

    def print(self, text: str) -> None:
        """Print ``text`` (a line for standard output) without breaking the display."""
        with self._lock:
            if self._rich is not None and _is_terminal(sys.stdout):
                self._rich.console.print(text, markup=False, highlight=False, emoji=False,
                                         soft_wrap=True)
                return
        print(text)

    def close(self) -> None:
        """Take the display off the terminal; later updates draw nothing."""
        with self._lock:
            self._closed = True
            timer, self._timer = self._timer, None
            rich, self._rich = self._rich, None
        if timer is not None:
            timer.cancel()
        if rich is not None:
            rich.stop()

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _is_terminal(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False
