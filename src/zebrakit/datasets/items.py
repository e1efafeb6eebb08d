"""Item i of a dataset: a pure function of (config, i), the same on every machine and worker.

Record schema (``FORMAT`` version ``VERSION``), keys in this order:

``format``, ``version``, ``id``
    ``"zebrakit-dataset"``, 1, and ``"{fingerprint}-{index:06d}"`` (the fingerprint is the
    recipe's hash, so ids of two datasets never collide unless their items are the same).
``index``, ``seed``, ``puzzle_index``
    The item's number, the dataset seed, and the number of the generated puzzle it shows
    (shared by the variants of one puzzle in a paired dataset: twins have the same one).
``question``, ``answer``
    The prompt (puzzle text plus answer-format instruction) and the gold answer written in the
    answer format: the reasoning-gym entry shape, read by ``score_answer``.
``variant``, ``answer_format``, ``size``, ``level``, ``level_asked``, ``theme``
    The variant (``zebrakit.datasets.variants``), json/table/cell, ``{"houses", "categories"}``,
    the measured difficulty level of the puzzle shown (of the base puzzle for controls), the
    level the recipe drew for it ("any", or a level; when no puzzle of that level comes within
    the generator's attempt budget, any level is taken and ``level`` says which), and the theme
    of its names ("renamed" for renamed twins).
``control``
    True for the unsolvable and ambiguous controls.
``text``
    The puzzle in English alone; ``puzzle_question``: the puzzle's own question.
``gold``
    ``{"status": unique|none|ambiguous, "grid": [{category: value}] or null, "cell": answer,
    "solutions": count}``, computed by the solver (``zebrakit.datasets.gold``).
``categories``
    The category names, in order, with their values: ``{name: [values]}``.
``difficulty``
    The native engine's measures (``zebrakit.difficulty``) of the puzzle shown, or of the base
    puzzle for controls.
``clue_types``
    How many clues of each generator clue type the puzzle shown has.
``distractors``, ``changed``, ``renaming``
    The distractor sentences inserted, the sentences of clues added or removed, and old -> new
    labels of a renamed twin (empty when the variant has none).
``puzzle``
    The puzzle file structure (``zebrakit.formats.files.to_data``) of the puzzle shown.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from ..generate import Settings, Unreachable, build, settings_from
from ..generate.candidates import type_of
from ..model import Puzzle
from .config import ANY_LEVEL, CONTROLS, DatasetConfig, pick
from .gold import gold_of
from .prompts import gold_text, prompt
from .variants import make
from .wording import puzzle_text

FORMAT, VERSION = "zebrakit-dataset", 1


def item_plan(config: DatasetConfig, index: int) -> dict[str, Any]:
    """What item ``index`` is: its puzzle number, size, level, theme, variant and answer format."""
    if config.paired:
        puzzle_index, variant = divmod(index, len(config.variants))
        variant_name = config.variants[variant][0]
    else:
        puzzle_index, variant_name = index, ""
    rng = random.Random(f"zebrakit-dataset:{config.seed}:{puzzle_index}")
    plan = {
        "puzzle_index": puzzle_index,
        "size": pick(config.sizes, rng),
        "level": pick(config.levels, rng),
        "theme": pick(config.themes, rng),
        "format": pick(config.formats, rng),
    }
    plan["variant"] = variant_name or pick(config.variants, rng)
    return plan


def settings_for(config: DatasetConfig, plan: dict[str, Any]) -> Settings:
    """The generator settings of an item's puzzle."""
    level = None if plan["level"] == ANY_LEVEL else plan["level"]
    return settings_from(plan["size"], plan["theme"], config.clue_types, level=level)


def base_puzzle(config: DatasetConfig, plan: dict[str, Any]):  # -> Generated
    """The generated puzzle of an item (any level when the asked one is out of reach)."""
    settings = settings_for(config, plan)
    try:
        return build(settings, config.seed, plan["puzzle_index"])
    except Unreachable:
        relaxed = settings_from(plan["size"], plan["theme"], config.clue_types, None)
        return build(relaxed, config.seed, plan["puzzle_index"])


def item(config: DatasetConfig, index: int) -> dict[str, Any]:
    """Record ``index`` of the dataset (schema in this module's docstring)."""
    from ..difficulty import measure
    from ..formats.files import to_data

    plan = item_plan(config, index)
    generated = base_puzzle(config, plan)
    rng = random.Random(f"zebrakit-dataset:{config.seed}:{plan['puzzle_index']}:{plan['variant']}")
    variant = make(plan["variant"], generated.puzzle, generated.solution, rng,
                   config.distractors, config.redundant)
    puzzle = variant.puzzle
    gold = gold_of(puzzle)
    question = puzzle.questions[0].text
    names = [c.name for c in puzzle.categories]
    text = puzzle_text(puzzle, variant.sentences, question)
    form = plan["format"]
    # a redundant puzzle is easier than its base; the other variants keep the base's logic
    difficulty = (measure(puzzle) if variant.name == "redundant" else generated.difficulty).as_dict()
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": f"{config.fingerprint()}-{index:06d}",
        "index": index,
        "seed": config.seed,
        "puzzle_index": plan["puzzle_index"],
        "question": prompt(text, form, names, puzzle.size, question, config.control_hint),
        "answer": gold_text(gold, form, names),
        "variant": variant.name,
        "answer_format": form,
        "size": {"houses": puzzle.size, "categories": len(names)},
        "level": difficulty["level"],
        "level_asked": plan["level"],
        "theme": plan["theme"] if variant.name not in ("renamed", "obfuscated") else "renamed",
        "control": variant.name in CONTROLS,
        "text": text,
        "puzzle_question": question,
        "gold": gold.as_dict(),
        "categories": {c.name: [str(v) for v in c.values] for c in puzzle.categories},
        "difficulty": difficulty,
        "clue_types": dict(Counter(type_of(c) for c in puzzle.clues)),
        "distractors": variant.distractors,
        "changed": variant.changed,
        "renaming": variant.renaming,
        "puzzle": to_data(_without_texts(puzzle)),
    }


def _without_texts(puzzle: Puzzle) -> Puzzle:
    """The puzzle as a file holds it: the sentences are in ``text`` already."""
    return puzzle.with_clues(puzzle.clues, ("",) * len(puzzle.clues))


def items(config: DatasetConfig, start: int = 0, stop: int | None = None) -> Iterator[dict[str, Any]]:
    """Records ``start`` .. ``stop - 1`` (default: to ``config.count``), in order, in this process."""
    for index in range(start, config.count if stop is None else stop):
        yield item(config, index)


class Dataset:
    """A dataset as reasoning-gym's procedural datasets behave: ``len``, ``dataset[i]`` made on
    demand, iteration, and ``score_answer(answer, entry)``."""

    def __init__(self, config: DatasetConfig):
        config.check()
        self.config = config

    def __len__(self) -> int:
        return self.config.count

    def __getitem__(self, index: int) -> dict[str, Any]:
        if index < 0:
            index += self.config.count
        if not 0 <= index < self.config.count:
            raise IndexError(f"item {index} of a dataset of {self.config.count}")
        return item(self.config, index)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return items(self.config)

    def score_answer(self, answer: str | None, entry: dict[str, Any]) -> float:
        """1.0 for a right answer, the share of right cells otherwise (see ``grading``)."""
        from .grading import score_answer

        return score_answer(answer, entry)
