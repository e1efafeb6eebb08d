"""The short way in: solve, count and check uniqueness with any engine, by name."""

from __future__ import annotations

from typing import Any
from collections.abc import Iterator

from .engines import DEFAULT_ENGINE, get_engine
from .model import Puzzle, Solution


def solutions(puzzle: Puzzle, engine: str = DEFAULT_ENGINE, limit: int | None = None,
              **params: Any) -> Iterator[Solution]:
    """Solutions of ``puzzle``, lazily, at most ``limit``."""
    return get_engine(engine, **params).solutions(puzzle, limit)


def solve(puzzle: Puzzle, engine: str = DEFAULT_ENGINE, **params: Any) -> Solution | None:
    """One solution of ``puzzle``, or None when it has none."""
    return get_engine(engine, **params).first(puzzle)


def count(puzzle: Puzzle, limit: int | None = None, engine: str = DEFAULT_ENGINE,
          **params: Any) -> int:
    """The number of solutions, counting no further than ``limit`` when given."""
    return get_engine(engine, **params).count(puzzle, limit)


def is_unique(puzzle: Puzzle, engine: str = DEFAULT_ENGINE, **params: Any) -> bool:
    """True when ``puzzle`` has exactly one solution."""
    return get_engine(engine, **params).is_unique(puzzle)
