"""Writing generated puzzles: JSONL records (one whole line per puzzle, resumable) or a directory of YAML files.

JSONL record schema (version 1), one JSON object per line, keys in this order:

``format``
    ``"zebrakit-generated"``; ``version``: 1.
``index``, ``seed``
    The puzzle's number in the run and the run's seed: the puzzle depends on these two (and the
    settings) only, whatever the number of workers.
``size``
    ``{"houses": N, "categories": K}``; ``theme``: the theme's name.
``settings``
    ``{"clue_types": {type: weight}, "difficulty": band asked for or null}`` (and ``level``,
    the generator's own level, when a library caller asked for one instead).
``puzzle``
    The puzzle file structure (``zebrakit.formats.files.to_data``): categories with their values
    and English noun/verb templates, clues in the notation (with English ``text`` when the
    English writer is installed), the question. ``zebrakit.formats.files.from_data`` reads it back.
``text``
    The whole puzzle in English.
``solution``
    One mapping per house, house 1 first: category name -> value.
``question``, ``answer``, ``answer_text``
    The question in English ("Who owns the fish?"), the answer value ("German") and the answer
    sentence ("The German owns the fish.").
``difficulty``
    ``band`` and ``score`` (the grade of ``zebrakit.explain.grade``, the band reached: the one
    asked; null when no band was asked, since grading costs an explanation) and ``hardest``
    (the hardest technique it needs); ``level`` (easy, medium, hard: the generator's own
    measure, see ``zebrakit.difficulty``), ``nodes`` and ``propagations`` of the native
    engine's search for the solution and the proof of uniqueness, ``fixed_by_propagation`` (share of values
    propagation alone places), ``rounds`` of one-level hypotheses needed (0 for easy, -1 when
    they never finish), ``clues``, ``solutions`` (1). See ``zebrakit.difficulty``.
``clue_types``
    How many clues of each generator clue type the puzzle has.

An index that gave no puzzle of the band asked within its attempt budget (see
``zebrakit.generate.builder``) has a shorter record instead: ``format``, ``version``, ``index``,
``seed``, ``size``, ``theme``, ``settings`` as above, and ``skipped``, the reason. Readers of a
run skip records that have ``skipped``; ``--resume`` counts them as done. In a directory run,
the same reason goes to a ``.skipped`` file named like the puzzle's YAML file.

Each line is written with one call and flushed, so an interrupted run leaves whole lines plus at
most one partial last line; resuming drops that partial line and skips the indices present.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path
from typing import Any
from collections.abc import Iterable

from ..formats.files import atomic_write, dumps
from ..model import PuzzleError
from .builder import Generated, Settings, Skipped, english_writer
from .candidates import type_of

FORMAT, VERSION = "zebrakit-generated", 1


def english_text(generated: Generated) -> str:
    """The whole puzzle in English (the clue notation while no English writer is installed)."""
    writer = english_writer()
    if writer is not None:
        return writer[1](generated.puzzle)
    from ..notation import format_clue

    puzzle = generated.puzzle
    lines = [puzzle.title, "", f"There are {puzzle.size} houses in a row, numbered 1 to {puzzle.size} from the left."]
    lines += [f" - {c.name}: {', '.join(map(str, c.values))}" for c in puzzle.categories]
    lines += ["", "Clues:"]
    lines += [f"{i}. {text or format_clue(clue, puzzle)}" for i, clue, text in puzzle.numbered_clues()]
    lines += ["", generated.question.text]
    return "\n".join(lines) + "\n"


def record(generated: Generated, settings: Settings, text: str | None = None) -> dict[str, Any]:
    """The JSONL record of one generated puzzle (schema in this module's docstring)."""
    from ..formats.files import to_data

    question = generated.question
    answer = generated.answer
    return {
        "format": FORMAT,
        "version": VERSION,
        "index": generated.index,
        "seed": generated.seed,
        "size": {"houses": settings.houses, "categories": settings.categories},
        "theme": settings.theme,
        "settings": settings_data(settings),
        "puzzle": to_data(generated.puzzle),
        "text": english_text(generated) if text is None else text,
        "solution": generated.solution.grid(),
        "question": question.text,
        "answer": answer,
        "answer_text": question.answer.format(answer) if question.answer else str(answer),
        "difficulty": generated.difficulty.as_dict(),
        "clue_types": dict(Counter(type_of(c) for c in generated.puzzle.clues)),
    }


def record_line(generated: Generated, settings: Settings) -> str:
    """The JSONL record of one generated puzzle as one line, without the newline."""
    if generated.line is not None:
        return generated.line
    return json.dumps(record(generated, settings, generated.text), ensure_ascii=False)


def skipped_record(skipped: Skipped, settings: Settings) -> dict[str, Any]:
    """The JSONL record of an index that gave no puzzle within its budget."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "index": skipped.index,
        "seed": skipped.seed,
        "size": {"houses": settings.houses, "categories": settings.categories},
        "theme": settings.theme,
        "settings": settings_data(settings),
        "skipped": skipped.reason,
    }


def settings_data(settings: Settings) -> dict[str, Any]:
    """The record's ``settings``: clue types, the band asked (and the generator level, when asked)."""
    data: dict[str, Any] = {"clue_types": settings.weights, "difficulty": settings.difficulty}
    if settings.level is not None:
        data["level"] = settings.level
    return data


def run_key(settings: Settings, seed: int | str) -> dict[str, Any]:
    """What must match for lines of one file to belong to the same run."""
    return {
        "seed": seed, "size": {"houses": settings.houses, "categories": settings.categories},
        "theme": settings.theme,
        "settings": settings_data(settings),
    }


def _key_of(line: dict[str, Any]) -> dict[str, Any]:
    return {name: line.get(name) for name in ("seed", "size", "theme", "settings")}


# =========================================================================== JSONL
def read_done(path: Path, settings: Settings, seed: int | str) -> set[int]:
    """Indices already in a JSONL file of the same run; drops a trailing partial line first.

    Raises PuzzleError when a whole line is not a record, or belongs to another run.
    """
    drop_partial_line(path)
    done: set[int] = set()
    expected = json.loads(json.dumps(run_key(settings, seed)))
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                raise PuzzleError(f"{path}: line {number} is not JSON ({error.msg}); not resuming") from None
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise PuzzleError(f"{path}: line {number} is not a zebrakit generated puzzle; not resuming")
            if _key_of(data) != expected:
                raise PuzzleError(
                    f"{path}: line {number} was generated with other settings "
                    f"({json.dumps(_key_of(data))}); resume with the same --size, --seed, --theme, "
                    "--clue-types and --difficulty, or write to another file"
                )
            if not isinstance(data.get("index"), int):
                raise PuzzleError(f"{path}: line {number} has no puzzle index; not resuming")
            done.add(data["index"])
    return done


def drop_partial_line(path: Path) -> int:
    """Truncate ``path`` after its last newline (an interrupted write); returns bytes dropped."""
    size = path.stat().st_size
    if size == 0:
        return 0
    with path.open("rb+") as handle:
        chunk = min(size, 1 << 16)
        position = size
        while position > 0:
            start = max(0, position - chunk)
            handle.seek(start)
            data = handle.read(position - start)
            newline = data.rfind(b"\n")
            if newline >= 0:
                keep = start + newline + 1
                break
            position = start
        else:
            keep = 0
        if keep < size:
            handle.truncate(keep)
        return size - keep


class JsonlWriter:
    """Appends one whole line per record, each in a single write to the file."""

    def __init__(self, path: Path):
        self.path = path
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666)

    def write(self, data: dict[str, Any] | str) -> None:
        """Write one record (or its JSON text) as one line with one system call."""
        text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
        line = (text + "\n").encode("utf-8")
        written = os.write(self.fd, line)
        while written < len(line):  # a regular file takes it whole; finish a short write anyway
            written += os.write(self.fd, line[written:])

    def close(self) -> None:
        """Sync and close the file."""
        os.fsync(self.fd)
        os.close(self.fd)


# =========================================================================== directory of YAML files
def file_name(settings: Settings, seed: int | str, index: int) -> str:
    """The YAML file name of puzzle ``index`` in a directory output."""
    safe_seed = re.sub(r"[^\w.-]", "_", str(seed))  # a text seed never names another folder
    return f"zebra-{settings.houses}x{settings.categories}-seed{safe_seed}-{index:05d}.yaml"


def yaml_text(generated: Generated) -> str:
    """The puzzle file of a generated puzzle, with its origin and difficulty in the description."""
    from dataclasses import replace

    d = generated.difficulty
    graded = f"Graded {d.band} (score {d.score}, hardest technique: {d.hardest or 'none'}). " if d.band else ""
    description = (
        f"Generated by zebrakit from seed {generated.seed}, number {generated.index}. {graded}"
        f"Generator level {d.level}: {d.clues} clues; the native engine needs {d.nodes} search nodes "
        f"and {d.propagations} propagations; propagation alone places "
        f"{round(100 * d.fixed_by_propagation)}% of the values."
    )
    return dumps(replace(generated.puzzle, description=description))


def skipped_name(settings: Settings, seed: int | str, index: int) -> str:
    """The file that records a skipped index in a directory output."""
    return file_name(settings, seed, index)[:-len(".yaml")] + ".skipped"


def dir_done(directory: Path, settings: Settings, seed: int | str, indices: Iterable[int]) -> set[int]:
    """Indices whose puzzle file (or skipped record) already exists in ``directory``."""
    return {i for i in indices if (directory / file_name(settings, seed, i)).exists()
            or (directory / skipped_name(settings, seed, i)).exists()}


def write_skipped(directory: Path, settings: Settings, skipped: Skipped) -> Path:
    """Record a skipped index beside the puzzle files, with the reason; returns its path."""
    path = directory / skipped_name(settings, skipped.seed, skipped.index)
    atomic_write(path, f"puzzle {skipped.index} of seed {skipped.seed} skipped: {skipped.reason}\n")
    return path


def write_yaml(directory: Path, settings: Settings, generated: Generated) -> Path:
    """Write one puzzle file atomically; returns its path."""
    path = directory / file_name(settings, generated.seed, generated.index)
    atomic_write(path, yaml_text(generated))
    return path
