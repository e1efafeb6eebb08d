"""Tables the English reader keeps between processes, in the user's cache folder.

A fresh process spends most of its reading time on work whose answer never changes: compiling
the reader's regular expressions, and asking the lexicon (morphology, WordNet, demonyms) about
the same common words. A ``Table`` keeps such answers in one file per table and version, read
whole on first use and written back when the process ends, atomically and with at most
``most`` entries (those this process used first); the files of other versions of a table are
removed then. A file that cannot be read counts as empty;
a folder that cannot be written is left alone. The version names everything the answers
depend on, so a changed reader or word list never meets an old answer.

``ZEBRAKIT_CACHE_DIR`` names another folder, or ``off`` to keep nothing.
"""

from __future__ import annotations

import atexit
import marshal
import os
import tempfile
from functools import lru_cache
from pathlib import Path
from collections.abc import Callable
from typing import Any

__all__ = ["Table", "cache_folder"]

CACHE_ENV = "ZEBRAKIT_CACHE_DIR"


def cache_folder() -> Path | None:
    """The folder the tables live in, or None when keeping them is switched off."""
    return _folder(os.environ.get(CACHE_ENV, ""), os.environ.get("XDG_CACHE_HOME", ""))


@lru_cache(maxsize=8)
def _folder(setting: str, cache_home: str) -> Path | None:
    if setting.lower() == "off":
        return None
    if setting:
        return Path(setting)
    return Path(cache_home or Path.home() / ".cache") / "zebrakit"


class Table:
    """Answers kept between processes: ``get`` and ``put`` by a key of plain values (strings,
    numbers, tuples), answers that ``marshal`` writes (the same plus lists, sets, dicts)."""

    def __init__(self, name: str, version: str | Callable[[], str], most: int):
        self.name = name
        self._version = version
        self.most = most
        self._kept: dict[Any, Any] | None = None
        self._used: dict[Any, Any] = {}
        self._new = False
        atexit.register(self.save)

    @property
    def path(self) -> Path | None:
        folder = cache_folder()
        if folder is None:
            return None
        if callable(self._version):  # worked out on first use, when what it depends on is known
            self._version = self._version()
        return folder / f"{self.name}-{self._version}.marshal"

    def forget(self, version: str | Callable[[], str] | None = None) -> None:
        """Drop every answer, unsaved ones too (what they depend on has changed), and take the
        version afresh."""
        self._kept, self._used, self._new = None, {}, False
        if version is not None:
            self._version = version

    def _load(self) -> dict[Any, Any]:
        if self._kept is None:
            self._kept = {}
            path = self.path
            if path is not None:
                try:
                    data = marshal.loads(path.read_bytes())
                except (OSError, EOFError, ValueError, TypeError):
                    data = None
                if isinstance(data, dict):
                    self._kept = data
        return self._kept

    def get(self, key: Any, default: Any = None) -> Any:
        """The kept answer for a key, or ``default``."""
        found = self._used.get(key, self)
        if found is self:
            found = self._load().get(key, self)
            if found is self:
                return default
            self._remember(key, found)
        return found

    def put(self, key: Any, answer: Any) -> None:
        """Keep an answer, written when the process ends."""
        self._remember(key, answer)
        self._new = True

    def _remember(self, key: Any, answer: Any) -> None:
        if len(self._used) < self.most:  # (a server that reads many texts keeps its first answers)
            self._used[key] = answer

    def save(self) -> None:
        """Write the file: this process's answers first, then the older ones, at most ``most``."""
        path = self.path
        if path is None or not self._new:
            return
        kept = dict(list(self._used.items())[:self.most])
        for key, answer in self._load().items():
            if len(kept) >= self.most:
                break
            kept.setdefault(key, answer)
        temporary = ""
        try:
            data = marshal.dumps(kept)
            path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{self.name}-", suffix=".tmp")
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.replace(temporary, path)
            for old in path.parent.glob(f"{self.name}-*.marshal"):
                if old != path:  # another version's answers: a changed reader never reads them again
                    old.unlink(missing_ok=True)
        except (OSError, ValueError):  # a read-only home, a full disk, an answer marshal refuses
            if temporary:
                Path(temporary).unlink(missing_ok=True)
            return
        self._kept, self._new = kept, False
