"""The one engine interface: an engine yields solutions; first / all / count / unique are derived here once."""

from __future__ import annotations

import importlib
import time
from abc import ABC, abstractmethod
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import Any, ClassVar
from collections.abc import Iterator

from ..clues import All, Clue
from ..model import Puzzle, PuzzleError, Solution


class EngineError(RuntimeError):
    """An engine cannot do what was asked (missing extra, unsupported request, bad parameter)."""


class TimeLimit(Exception):
    """The work ran past the deadline set with ``deadline``; raised by ``check_deadline``.

    ``seconds`` is the time the deadline allowed, ``at`` the ``time.monotonic()`` moment it fell.
    Not an EngineError: running out of time says nothing about the engine or the puzzle.
    """

    def __init__(self, seconds: float, at: float):
        super().__init__(f"gave up after {seconds:g} s")
        self.seconds = seconds
        self.at = at

    def __reduce__(self) -> tuple:
        return (TimeLimit, (self.seconds, self.at))  # whole across a process boundary


_DEADLINE: ContextVar[tuple[float, float] | None] = ContextVar("zebrakit_deadline", default=None)
"""(monotonic moment, seconds allowed) of the nearest deadline in force, or None."""


@contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Within the block, ``check_deadline`` raises TimeLimit once ``seconds`` have passed.

    The engines' search loops call ``check_deadline``, so a search really stops. Deadlines nest:
    an inner one later than the one in force changes nothing. ``None`` sets no deadline.
    """
    if seconds is None:
        yield
        return
    end = time.monotonic() + seconds
    outer = _DEADLINE.get()
    if outer is not None and outer[0] <= end:
        yield
        return
    token = _DEADLINE.set((end, seconds))
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def check_deadline() -> None:
    """Raise TimeLimit when the deadline in force has passed (cheap: call it in search loops)."""
    limit = _DEADLINE.get()
    if limit is not None and time.monotonic() >= limit[0]:
        raise TimeLimit(limit[1], limit[0])


def time_left() -> float | None:
    """Seconds until the deadline in force (0 once passed), or None without one."""
    limit = _DEADLINE.get()
    return None if limit is None else max(0.0, limit[0] - time.monotonic())


def import_backend(module: str, engine: str, package: str, extra: str) -> Any:
    """Import an optional backend, or raise EngineError naming the pip extra that installs it."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise EngineError(f"engine {engine!r} needs {package}: pip install 'zebrakit[{extra}]'") from None


@dataclass(frozen=True)
class Capabilities:
    """What an engine can promise."""

    enumerates: bool = True
    """Yields every solution, each once, so counts are exact."""
    proves_unique: bool = True
    """Can show that no second solution exists."""
    proves_unsat: bool = True
    """Can show that no solution exists."""
    stochastic: bool = False
    """Results depend on a random seed."""
    steps: bool = False
    """Can report human-style deduction steps."""

    def describe(self) -> str:
        """A short comma-separated list of what the engine can do."""
        names = [n.replace("_", " ") for n, v in vars(self).items() if v]
        return ", ".join(names) or "nothing"


@dataclass
class Stats:
    """What a search cost: nodes, propagations, solutions found, seconds, and engine extras."""

    nodes: int = 0
    propagations: int = 0
    solutions: int = 0
    seconds: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """Plain data for JSON output."""
        return {
            "nodes": self.nodes, "propagations": self.propagations,
            "solutions": self.solutions, "seconds": round(self.seconds, 6), **self.extra,
        }


class Engine(ABC):
    """A solving method. Subclasses implement ``search``; everything else is derived."""

    name: ClassVar[str] = "engine"
    description: ClassVar[str] = ""
    capabilities: ClassVar[Capabilities] = Capabilities()
    extra: ClassVar[str | None] = None
    """The pip extra that installs this engine's backend, if it needs one."""
    parameters: ClassVar[dict[str, Any]] = {}
    """Tunable parameters and their defaults; a value given must have its default's type."""
    positive: ClassVar[tuple[str, ...]] = ()
    """Parameters that must be greater than zero."""
    non_negative: ClassVar[tuple[str, ...]] = ()
    """Parameters that must not be below zero."""

    def __init__(self, **params: Any):
        unknown = set(params) - set(self.parameters)
        if unknown:
            known = ", ".join(sorted(self.parameters)) or "none"
            raise EngineError(
                f"engine {self.name!r} has no parameter {sorted(unknown)[0]!r} (known: {known})"
            )
        given = {name: self._checked(name, value) for name, value in params.items()}
        self.params = {**self.parameters, **given}
        self.stats = Stats()

    def _checked(self, name: str, value: Any) -> Any:
        """``value`` converted to the type of the parameter's default, or EngineError."""
        default = self.parameters[name]
        where = f"parameter {name!r} of engine {self.name!r}"
        if isinstance(default, bool):
            if not isinstance(value, bool):
                raise EngineError(f"{where} must be true or false, not {value!r}")
        elif isinstance(default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise EngineError(f"{where} must be a whole number, not {value!r}")
        elif isinstance(default, float):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise EngineError(f"{where} must be a number, not {value!r}")
            value = float(value)
        elif isinstance(default, str):
            value = str(value)
        if name in self.positive and value <= 0:
            raise EngineError(f"{where} must be greater than 0, not {value!r}")
        if name in self.non_negative and value < 0:
            raise EngineError(f"{where} must not be below 0, not {value!r}")
        return value

    @abstractmethod
    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        """Yield solutions lazily, updating ``self.stats`` as the search goes."""

    # ------------------------------------------------------------------ derived once, for all
    def solutions(self, puzzle: Puzzle, limit: int | None = None) -> Iterator[Solution]:
        """Solutions, at most ``limit`` of them, with the time spent recorded in stats."""
        self.stats = Stats()
        start = time.perf_counter()
        searched = conjunctions_split(puzzle)
        try:
            for solution in islice(self.search(searched), limit):
                if searched is not puzzle:
                    solution = replace(solution, puzzle=puzzle)
                self.stats.solutions += 1
                self.stats.seconds = time.perf_counter() - start
                yield solution
                check_deadline()  # engines whose backend runs in C are stopped between solutions
        finally:
            self.stats.seconds = time.perf_counter() - start

    def first(self, puzzle: Puzzle) -> Solution | None:
        """One solution, or None when there is none."""
        return next(self.solutions(puzzle, 1), None)

    def all(self, puzzle: Puzzle, limit: int | None = None) -> list[Solution]:
        """Every solution (up to ``limit``)."""
        self._require("enumerates", "list every solution")
        return list(self.solutions(puzzle, limit))

    def count(self, puzzle: Puzzle, limit: int | None = None) -> int:
        """How many solutions there are, stopping at ``limit`` if given."""
        self._require("enumerates", "count solutions")
        return sum(1 for _ in self.solutions(puzzle, limit))

    def is_unique(self, puzzle: Puzzle) -> bool:
        """True when the puzzle has exactly one solution."""
        self._require("proves_unique", "prove uniqueness")
        return self.count(puzzle, 2) == 1

    def _require(self, capability: str, doing: str) -> None:
        if not getattr(self.capabilities, capability):
            raise EngineError(
                f"engine {self.name!r} cannot {doing}: it is "
                f"{'stochastic' if self.capabilities.stochastic else 'not exhaustive'}; "
                "use an exhaustive engine such as 'native'"
            )


def conjunctions_split(puzzle: Puzzle) -> Puzzle:
    """``puzzle`` with each clue 'a and b' given as the two clues a and b: the same solutions.

    An engine compiles a clue over its whole scope (a table, or a product of the domains); a
    conjunction's scope is every part's together, so a conjunction of two small clues over four
    categories of four values had 330,000 placements to test, where its parts have a few dozen.
    """
    if not any(type(clue) is All for clue in puzzle.clues):
        return puzzle
    parts = tuple(part for clue in puzzle.clues for part in _conjuncts(clue))
    if not all(part.scope(puzzle) for part in parts):  # a constant part is no clue of its own
        return puzzle
    try:
        return replace(puzzle, clues=parts, texts=())
    except PuzzleError:  # more parts than the limit on clues: the conjunctions stay whole
        return puzzle


def _conjuncts(clue: Clue) -> Iterator[Clue]:
    if type(clue) is All:
        for part in clue.clues:
            yield from _conjuncts(part)
    else:
        yield clue
