"""Regular expressions for the English reader, compiled once per machine rather than once per process.

The reader matches several hundred patterns, and parsing them into the regular expression engine's
code takes about a third of a fresh process's reading time. This module has the functions of
``re`` that the reader uses (``compile``, ``search``, ``sub``, ...) with the same arguments; the
code of each pattern is kept in a table of the user's cache folder (see ``stored``), keyed by the
Python version and the engine's code version, the way Python keeps compiled modules. A pattern
found there is built from its stored code without parsing; any other is compiled as ``re``
compiles it and kept. On a Python whose engine this module does not know, or with keeping
switched off, every pattern is compiled by ``re``.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Any

from .stored import Table, cache_folder

try:  # the engine's own compiler: its interface is that of CPython 3.11 to 3.13
    import _sre  # type: ignore[import-not-found]
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - another Python implementation
    _sre = None

__all__ = ["compile", "search", "match", "fullmatch", "sub", "subn", "split", "findall", "finditer"]

MOST_KEPT = 1200
"""Most patterns kept: the reader's own (about 400), and room for those made from a puzzle's words."""
KNOWN_PYTHONS = {(3, 11), (3, 12), (3, 13)}
"""Pythons whose ``_sre.compile`` takes (pattern, flags, code, groups, groupindex, indexgroup)."""

Code = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]

_made: dict[tuple[str, int], re.Pattern[str]] = {}
_CODES = Table("patterns", f"{sys.implementation.cache_tag}-{getattr(_sre, 'MAGIC', 0)}-{getattr(_sre, 'CODESIZE', 0)}",
               MOST_KEPT)


def _keeping() -> bool:
    """True when pattern code can be kept: a known engine, and a cache folder."""
    return _sre is not None and sys.version_info[:2] in KNOWN_PYTHONS and cache_folder() is not None


def _code_of(pattern: str, flags: int) -> Code:
    """The engine's code for a pattern, as ``re`` makes it."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    program = [int(op) for op in code]  # (the engine's named constants are ints that marshal refuses)
    return int(flags | parsed.state.flags), program, parsed.state.groups - 1, groupindex, tuple(indexgroup)


def _built(pattern: str, code: Code) -> re.Pattern[str]:
    final_flags, program, groups, groupindex, indexgroup = code
    return _sre.compile(pattern, final_flags, program, groups, groupindex, indexgroup)


def compile(pattern: str | re.Pattern[str], flags: int = 0) -> re.Pattern[str]:
    """``re.compile``, from the stored code when this pattern was compiled before."""
    if isinstance(pattern, re.Pattern):
        return pattern if not flags else re.compile(pattern, flags)
    key = (pattern, int(flags))
    made = _made.get(key)
    if made is not None:
        return made
    if flags & re.DEBUG or not _keeping():
        made = re.compile(pattern, flags)
    else:
        code = _CODES.get(key)
        if code is None:
            code = _code_of(pattern, flags)
            _CODES.put(key, code)
        try:
            made = _built(pattern, code)
        except (TypeError, ValueError, RuntimeError):  # a stored code this engine refuses
            made = re.compile(pattern, flags)
    if len(_made) >= MOST_KEPT:  # a server reading many texts: patterns made of their words
        _made.clear()
    _made[key] = made
    return made


def search(pattern: str | re.Pattern[str], string: str, flags: int = 0) -> re.Match[str] | None:
    return compile(pattern, flags).search(string)


def match(pattern: str | re.Pattern[str], string: str, flags: int = 0) -> re.Match[str] | None:
    return compile(pattern, flags).match(string)


def fullmatch(pattern: str | re.Pattern[str], string: str, flags: int = 0) -> re.Match[str] | None:
    return compile(pattern, flags).fullmatch(string)


def sub(pattern: str | re.Pattern[str], repl: str | Callable[[re.Match[str]], str], string: str,
        count: int = 0, flags: int = 0) -> str:
    return compile(pattern, flags).sub(repl, string, count)


def subn(pattern: str | re.Pattern[str], repl: str | Callable[[re.Match[str]], str], string: str,
         count: int = 0, flags: int = 0) -> tuple[str, int]:
    return compile(pattern, flags).subn(repl, string, count)


def split(pattern: str | re.Pattern[str], string: str, maxsplit: int = 0, flags: int = 0) -> list[Any]:
    return compile(pattern, flags).split(string, maxsplit)


def findall(pattern: str | re.Pattern[str], string: str, flags: int = 0) -> list[Any]:
    return compile(pattern, flags).findall(string)


def finditer(pattern: str | re.Pattern[str], string: str, flags: int = 0):  # noqa: ANN201 - re's iterator
    return compile(pattern, flags).finditer(string)
