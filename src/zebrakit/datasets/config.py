"""What a dataset holds: the mix of sizes, levels, themes, variants and answer formats, and its seed.

A ``DatasetConfig`` is plain data; item i of a dataset is a pure function of (config, i)
(``zebrakit.datasets.items``). Mixes are weighted choices written as 'a,b=2,c' (weight 1 by
default), parsed by ``parse_mix``.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..difficulty import LEVELS
from ..generate import parse_size
from ..model import PuzzleError, suggest
from ..themes import THEMES

VARIANTS = ("base", "distractors", "redundant", "unsolvable", "ambiguous", "renamed", "paraphrased",
            "obfuscated")
"""Every variant an item can be (see ``zebrakit.datasets.variants``)."""
CONTROLS = ("unsolvable", "ambiguous")
"""The variants whose gold is not a unique solution."""
FORMATS = ("json", "table", "cell")
"""Answer formats a prompt asks for: the full grid as JSON or as a markdown table, or one cell."""
ANY_LEVEL = "any"
"""A level entry that asks for no particular level."""

Mix = tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class DatasetConfig:
    """A dataset's recipe: ``count`` items drawn from weighted mixes, all from ``seed``."""

    count: int = 100
    seed: int = 0
    sizes: Mix = (("4x4", 1.0), ("5x5", 1.0), ("6x6", 1.0))
    levels: Mix = ((ANY_LEVEL, 1.0),)
    themes: Mix = (("classic", 1.0),)
    variants: Mix = (("base", 1.0),)
    formats: Mix = (("json", 1.0),)
    clue_types: str | None = None
    """A generator clue-type spec ('same,next-to,at=2'); None for every type."""
    distractors: int = 3
    """Distractor sentences per puzzle of the distractors variant."""
    redundant: int = 2
    """True clues added per puzzle of the redundant variant."""
    paired: bool = False
    """True: every puzzle appears once under each variant, consecutively (item i is puzzle
    i // V in variant i % V); False: each item draws its variant from the mix."""
    control_hint: bool = True
    """Prompts say how to answer when there is no solution or a cell cannot be determined."""
    extra: dict[str, Any] = field(default_factory=dict, compare=False)
    """Free notes carried into the card (not part of the recipe)."""

    def check(self) -> None:
        """Raise PuzzleError naming the first setting that cannot work."""
        if self.count < 0:
            raise PuzzleError(f"count must be 0 or more, not {self.count}")
        if self.distractors < 1 or self.redundant < 1:
            raise PuzzleError("distractors and redundant must be at least 1 per puzzle")
        for name, _ in self.sizes:
            parse_size(name)
        _check_names("level", self.levels, (*LEVELS, ANY_LEVEL))
        _check_names("theme", self.themes, tuple(THEMES))
        _check_names("variant", self.variants, VARIANTS)
        _check_names("answer format", self.formats, FORMATS)
        if self.clue_types is not None:
            from ..generate import clue_type_weights

            clue_type_weights(self.clue_types)

    def fingerprint(self) -> str:
        """A short hash of the recipe: records of the same fingerprint come from the same dataset."""
        data = self.as_dict()
        data.pop("count")
        data.pop("extra")
        text = json.dumps(data, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:10]

    def as_dict(self) -> dict[str, Any]:
        """Plain data (mixes as mappings) for JSON and the dataset card."""
        data = asdict(self)
        for key in ("sizes", "levels", "themes", "variants", "formats"):
            data[key] = dict(getattr(self, key))
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DatasetConfig:
        """The config ``as_dict`` wrote."""
        values = dict(data)
        for key in ("sizes", "levels", "themes", "variants", "formats"):
            if key in values and isinstance(values[key], dict):
                values[key] = tuple((str(k), float(v)) for k, v in values[key].items())
        known = {f for f in cls.__dataclass_fields__}
        unknown = set(values) - known
        if unknown:
            raise PuzzleError(f"unknown dataset setting {sorted(unknown)[0]!r}")
        config = cls(**values)
        config.check()
        return config

    def with_count(self, count: int) -> DatasetConfig:
        """The same recipe with another number of items (the items it shares are identical)."""
        return replace(self, count=count)


def _check_names(what: str, mix: Mix, known: tuple[str, ...]) -> None:
    if not mix:
        raise PuzzleError(f"the {what} mix is empty")
    for name, weight in mix:
        if name not in known:
            raise PuzzleError(f"unknown {what} {name!r}{suggest(name, list(known))} "
                              f"(known: {', '.join(known)})")
        if not weight > 0:
            raise PuzzleError(f"{what} {name!r}: weight must be more than 0, not {weight:g}")


def parse_mix(text: str | None, what: str, default: Mix) -> Mix:
    """'a,b=2,c' as ((a, 1), (b, 2), (c, 1)); ``default`` for None or ''."""
    if not text:
        return default
    result: list[tuple[str, float]] = []
    for part in text.split(","):
        name, _, weight = part.strip().partition("=")
        name = name.strip().lower()
        if not name:
            raise PuzzleError(f"{what} {text!r}: an empty name (write e.g. 'a,b=2')")
        try:
            value = float(weight) if weight.strip() else 1.0
        except ValueError:
            raise PuzzleError(f"{what} {name!r}: weight {weight.strip()!r} is not a number") from None
        if any(name == seen for seen, _ in result):
            raise PuzzleError(f"{what} {name!r} is listed twice")
        result.append((name, value))
    return tuple(result)


def pick(mix: Mix, rng: random.Random) -> str:
    """One name of a weighted mix, drawn with ``rng``."""
    total = sum(weight for _, weight in mix)
    x = rng.random() * total
    for name, weight in mix:
        x -= weight
        if x < 0:
            return name
    return mix[-1][0]
