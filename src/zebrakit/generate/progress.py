"""A small progress bar on standard error: done/total, rate and time left, redrawn in place."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class ProgressBar:
    """Call with (done, total); draws at most ten times a second and ends the line on close."""

    def __init__(self, label: str = "generating", stream: TextIO | None = None, width: int = 30):
        self.label, self.width = label, width
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self.first: int | None = None
        self.last_draw = 0.0
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if self.first is None:
            self.first = done  # puzzles already there when resuming do not count for the rate
        if done < total and now - self.last_draw < 0.1:
            return
        self.last_draw = now
        self.stream.write("\r" + self.line(done, total, now - self.start))
        self.stream.flush()
        self.drawn = True

    def line(self, done: int, total: int, seconds: float) -> str:
        """The bar's text for ``done`` of ``total`` after ``seconds``."""
        share = done / total if total else 1.0
        filled = int(self.width * share)
        bar = "#" * filled + "." * (self.width - filled)
        made = done - (self.first or 0)
        rate = made / seconds if seconds > 0 else 0.0
        left = (total - done) / rate if rate > 0 else 0.0
        return f"{self.label} [{bar}] {done}/{total}  {rate:.1f}/s  {left:.0f}s left "

    def close(self) -> None:
        """Finish the bar's line."""
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()
