"""zebrakit: model, solve, count, check, generate and explain logic grid puzzles (zebra puzzles)."""

from .clues import (
    Abs, All, Apart, Arith, At, AtEnd, Before, Between, Clue, Compare, Const, Cycles, Different,
    Either, Expr, Holder, LabelAt, Not, NotApart, NotAt, Offset, Pos, Relation, Same,
)
from .engines import Engine, EngineError, get_engine
from .formats import PuzzleFileError, dump, dumps, load, loads
from .model import Category, Puzzle, PuzzleError, Question, Ref, Solution
from .notation import format_clue, parse_clue
from .solve import count, is_unique, solutions, solve
from .verify import Violation, violations

__version__ = "0.1.0"

__all__ = [
    "Abs", "All", "Apart", "Arith", "At", "AtEnd", "Before", "Between", "Category", "Clue",
    "Compare", "Const", "Cycles", "Different", "Either", "Engine", "EngineError", "Expr", "Holder",
    "LabelAt", "Not", "NotApart", "NotAt", "Offset", "Pos", "Puzzle", "PuzzleError",
    "PuzzleFileError", "Question", "Ref", "Relation", "Same", "Solution", "Violation", "count",
    "dump", "dumps", "format_clue", "get_engine", "is_unique", "load", "loads", "parse_clue",
    "solutions", "solve", "violations", "explain", "grade", "hint",
]


def __getattr__(name: str) -> object:
    """``explain`` (callable: ``zebrakit.explain(puzzle)``), ``hint`` and ``grade``, loaded on first use."""
    if name in ("explain", "hint", "grade"):
        import importlib

        module = importlib.import_module(f"{__name__}.explain")
        return module if name == "explain" else getattr(module, name)
    raise AttributeError(f"module 'zebrakit' has no attribute {name!r}")
