"""The parses of the sentence shapes the English writer makes, shipped with the package.

The reader parses a sentence shape (its token types) with the Earley grammar once per process;
a new shape costs 10 to 40 ms, and a generated puzzle's read-back check meets a few hundred shapes
in its first puzzles, again in every process of a run. This table holds their derivations,
exactly as ``zebrakit.english.reader.parsed`` returns them, so that a process starts warm.

The table (``parses.pickle``: zlib-compressed pickle, built by ``tools/make_parse_table.py``)
holds, for each grammar (plain, or with the reshuffle rules), the ``grammar_key`` it was parsed
with and each shape's derivations, pickled one by one so that only the shapes used are unpacked.
A table built for another grammar or another lark is not used; a shape not in it is parsed.
"""

from __future__ import annotations

import pickle
import zlib
from functools import lru_cache
from importlib import resources
from pathlib import Path

from lark import Tree

TABLE = "parses.pickle"
"""The shipped table's file name, beside the grammar."""

Entries = dict[tuple[tuple[str, ...], str], bytes]
"""(shape, start rule) -> the pickled tuple of its derivations."""


def table_path() -> Path:
    """Where the shipped table is."""
    return Path(str(resources.files(__package__).joinpath(TABLE)))


@lru_cache(maxsize=2)
def entries(moves: bool = False) -> Entries:
    """The shipped derivations for the grammar in force; none when the table was made for another."""
    from .reader import grammar_key

    key, found = load(table_path()).get(moves, ("", {}))
    return found if key == grammar_key(moves) else {}


def shipped(shape: tuple[str, ...], start: str = "start", moves: bool = False) -> tuple[Tree, ...] | None:
    """The shipped derivations of a sentence shape, or None when the table does not hold them."""
    blob = entries(moves).get((shape, start))
    return None if blob is None else pickle.loads(blob)


def load(path: Path) -> dict[bool, tuple[str, Entries]]:
    """A table file's contents: grammar (moves or not) -> (grammar key, entries); empty if missing."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}
    return pickle.loads(zlib.decompress(data))


def save(path: Path, tables: dict[bool, tuple[str, dict[tuple[tuple[str, ...], str], tuple[Tree, ...]]]]) -> None:
    """Write a table: grammar (moves or not) -> (grammar key, (shape, start) -> derivations)."""
    packed = {moves: (key, {shape: pickle.dumps(trees, protocol=4) for shape, trees in sorted(found.items())})
              for moves, (key, found) in sorted(tables.items())}
    partial = path.with_name(path.name + ".partial")
    partial.write_bytes(zlib.compress(pickle.dumps(packed, protocol=4), 9))
    partial.replace(path)  # atomic: a reader never sees half a table


def clear() -> None:
    """Forget the table loaded (after the file or the grammar changed)."""
    entries.cache_clear()
