"""Writing and reading datasets: JSONL (resumable, one whole line per record), Parquet and
Hugging Face ``datasets`` (the ``datasets`` extra: pyarrow, datasets).

In Parquet and Hugging Face form, the nested fields of a record (gold, categories, puzzle,
difficulty, clue types, ...) are JSON strings in one column each, so every item has the same
schema whatever its categories are; ``read_records`` decodes them again. Their names are in
the Parquet file's metadata under ``zebrakit_json_columns``.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from ..generate.output import JsonlWriter, drop_partial_line
from ..model import PuzzleError
from .config import DatasetConfig
from .items import FORMAT

NESTED = ("size", "gold", "categories", "difficulty", "clue_types", "distractors", "changed", "renaming",
          "puzzle")
"""Record fields stored as JSON strings in Parquet and Hugging Face form."""
EXTRA_HINT = "install the datasets extra: pip install 'zebrakit[datasets]'"


def flat(record: dict[str, Any]) -> dict[str, Any]:
    """The record with its nested fields as JSON strings (the Parquet row)."""
    return {key: json.dumps(value, ensure_ascii=False) if key in NESTED else value
            for key, value in record.items()}


def unflat(row: dict[str, Any]) -> dict[str, Any]:
    """The record a Parquet row holds."""
    return {key: json.loads(value) if key in NESTED and isinstance(value, str) else value
            for key, value in row.items()}


# =========================================================================== JSONL
def done_in_jsonl(path: Path, config: DatasetConfig) -> set[int]:
    """Indices already in a JSONL file of the same recipe (after dropping a partial last line)."""
    drop_partial_line(path)
    prefix = config.fingerprint() + "-"
    done = set()
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                raise PuzzleError(f"{path}: line {number} is not JSON ({error.msg}); not resuming") from None
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise PuzzleError(f"{path}: line {number} is not a zebrakit dataset record; not resuming")
            if not str(data.get("id", "")).startswith(prefix):
                raise PuzzleError(f"{path}: line {number} belongs to another dataset recipe (id "
                                  f"{data.get('id')!r}); resume with the same settings or write elsewhere")
            done.add(int(data["index"]))
    return done


def write_jsonl(path: Path, records: Iterable[dict[str, Any]]) -> int:
    """Append records, one whole line each; returns how many."""
    writer = JsonlWriter(path)
    written = 0
    try:
        for record in records:
            writer.write(record)
            written += 1
    finally:
        writer.close()
    return written


# =========================================================================== Parquet
def write_parquet(path: Path, records: Iterable[dict[str, Any]]) -> int:
    """Write every record to a Parquet file atomically; returns how many."""
    pa, pq = _pyarrow()
    rows = [flat(r) for r in records]
    table = pa.Table.from_pylist(rows) if rows else pa.table({})
    metadata = dict(table.schema.metadata or {})
    metadata[b"zebrakit_json_columns"] = json.dumps([k for k in NESTED if k in table.column_names]).encode()
    table = table.replace_schema_metadata(metadata)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(handle)
    try:
        pq.write_table(table, temporary)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return len(rows)


def _pyarrow():  # -> (pyarrow, pyarrow.parquet)
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise PuzzleError(f"Parquet needs pyarrow: {EXTRA_HINT}") from None
    return pa, pq


def to_hf_dataset(records: Iterable[dict[str, Any]]):  # -> datasets.Dataset
    """A Hugging Face ``datasets.Dataset`` of the records (nested fields as JSON strings)."""
    try:
        import datasets
    except ImportError:
        raise PuzzleError(f"Hugging Face export needs the datasets package: {EXTRA_HINT}") from None
    return datasets.Dataset.from_list([flat(r) for r in records])


# =========================================================================== reading
def read_records(path: str | Path) -> list[dict[str, Any]]:
    """The records of a dataset file, JSONL or Parquet; PuzzleError naming what is wrong."""
    from .grading import check_records, read_jsonl

    path = Path(path)
    if path.suffix.lower() == ".parquet":
        if not path.is_file():
            raise PuzzleError(f"{path}: no such dataset file")
        _, pq = _pyarrow()
        try:
            rows = pq.read_table(path).to_pylist()
        except Exception as error:  # noqa: BLE001 - pyarrow raises many kinds for a bad file
            raise PuzzleError(f"{path}: not a Parquet file ({error})") from None
        records = [unflat(row) for row in rows]
    else:
        records = read_jsonl(path, "dataset")
    check_records(records, path)
    return records


def iter_jsonl(path: Path) -> Iterator[dict[str, Any]]:
    """The records of a JSONL dataset, one at a time."""
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


# =========================================================================== a whole run
def write_dataset(config: DatasetConfig, out: str | os.PathLike[str], workers: int = 1, backend: str = "local",
                  address: str | None = None, resume: bool = False, force: bool = False,
                  progress: Callable[[int, int], None] | None = None) -> tuple[int, int]:
    """Items 0 .. count-1 into a .jsonl or .parquet file; returns (written, already there).

    JSONL is written as the items come, in index order, and continued with ``resume`` (a
    partial last line is dropped); Parquet is written whole at the end, atomically. An existing
    file is replaced with ``force`` and refused otherwise.
    """
    from .distributed import generate_records

    path = Path(out)
    suffix = path.suffix.lower()
    if suffix not in (".jsonl", ".parquet"):
        raise PuzzleError(f"{path}: write the dataset to FILE.jsonl or FILE.parquet")
    if path.is_dir():
        raise PuzzleError(f"{path} is a directory; the dataset needs a file name")
    exists = path.is_file() and path.stat().st_size > 0
    if exists and not (resume or force):
        raise PuzzleError(f"{path} already exists: add --resume to continue it or --force to replace it")
    if suffix == ".parquet" and resume and exists:
        raise PuzzleError(f"{path}: a Parquet file is written whole; --resume works with JSONL")
    if suffix == ".parquet":
        _pyarrow()  # fail before the work, not after it
    done: set[int] = set()
    if exists and force and not resume:
        path.unlink()
    elif exists:
        done = done_in_jsonl(path, config)
    todo = [i for i in range(config.count) if i not in done]
    made = generate_records(config, todo, workers=workers, backend=backend, address=address)
    counted = _counting(made, len(done), config.count, progress)
    written = write_jsonl(path, counted) if suffix == ".jsonl" else write_parquet(path, counted)
    return written, len(done)


def _counting(records: Iterable[dict[str, Any]], done: int, total: int,
              progress: Callable[[int, int], None] | None) -> Iterator[dict[str, Any]]:
    if progress:
        progress(done, total)
    for number, record in enumerate(records, 1):
        yield record
        if progress:
            progress(done + number, total)
