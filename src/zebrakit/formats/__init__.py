"""Reading and writing puzzles: YAML and JSON puzzle files (and, where available, English)."""

from .files import PuzzleFileError, atomic_write, dump, dumps, from_data, load, loads, to_data

__all__ = ["PuzzleFileError", "atomic_write", "dump", "dumps", "from_data", "load", "loads", "to_data"]
