"""Benchmark datasets of logic grid puzzles: procedural items, variants and controls, graders.

    >>> from zebrakit.datasets import DatasetConfig, item, score_answer
    >>> config = DatasetConfig(count=100, seed=7, variants=(("base", 2), ("distractors", 1)))
    >>> record = item(config, 42)            # random access: item 42 alone
    >>> score_answer(record["answer"], record)
    1.0

Item i depends on (config, i) only (``items``); variants and controls with their gold
recomputed by the solver (``variants``, ``gold``); the prompt and its answer formats
(``prompts``); tolerant answer parsing and grading (``parsing``, ``grading``); JSONL, Parquet and
Hugging Face export (``export``); the dataset card (``card``); many workers or a Dask cluster
(``distributed``).
"""

from __future__ import annotations

from .config import CONTROLS, FORMATS, VARIANTS, DatasetConfig, parse_mix
from .gold import NO_SOLUTION, UNDETERMINED, Gold, gold_of
from .items import Dataset, item, items

__all__ = [
    "CONTROLS", "FORMATS", "NO_SOLUTION", "UNDETERMINED", "VARIANTS", "Dataset", "DatasetConfig", "Gold",
    "gold_of", "item", "items", "parse_mix", "score_answer",
]


def score_answer(answer: str | None, entry: dict) -> float:
    """The reasoning-gym score of a model's answer to a record: 1.0 when right, partial credit per cell."""
    from .grading import score_answer as score

    return score(answer, entry)
