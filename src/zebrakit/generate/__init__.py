"""New puzzles with a proven unique solution and a 1-minimal clue set: fast, reproducible, in bulk.

    >>> from zebrakit.generate import generate
    >>> for g in generate("5x5", count=3, seed=7, difficulty="hard"):
    ...     print(g.difficulty.band, g.difficulty.score, g.question.text, g.answer)

Every puzzle has exactly one solution, proved, and removing any one of its clues admits a second
one. Puzzle ``index`` of a run depends on (seed, index) and the settings only, so the same seed
gives the same puzzles whatever the number of workers. How it works: ``builder``; the clue
types and their weights: ``candidates``; the fast constraint network: ``network``; aiming at
a band of the grade (``difficulty=``): ``bands``; the generator's own levels (``level=``):
``zebrakit.difficulty``; the JSONL schema: ``output``.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {
    "CLUE_TYPES": "candidates", "clue_type_weights": "candidates",
    "Generated": "builder", "Settings": "builder", "Skipped": "builder", "Unreachable": "builder",
    "build": "builder", "build_or_skip": "builder", "parse_size": "builder", "settings_from": "builder",
    "english_text": "output", "record": "output",
    "generate": "runs", "generate_one": "runs", "generated_in_order": "runs", "write_run": "runs",
}
"""Where each public name lives: modules are imported on first use, so a command that never
generates (``zebrakit solve``) does not pay for the generator's imports."""

__all__ = sorted([*_HOMES, "THEMES"])


def __getattr__(name: str) -> Any:
    if name == "THEMES":
        from ..themes import THEMES

        return THEMES
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{home}", __name__), name)
