"""Puzzle files: YAML for people, JSON for machines, one schema with a version number.

A file holds a title, the categories, the clues in the notation (each optionally with its
source text), the questions, and optionally an axis category for puzzles about people.
Loading, dumping and loading again gives an equal puzzle.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from .. import limits
from ..clues import Clue
from ..limits import LimitError, shown
from ..model import Category, Puzzle, PuzzleError, Question, Ref, is_number, normalize
from ..notation import format_clue, format_ref, parse_clue, parse_value

SCHEMA_VERSION = 1
TOP_LEVEL_KEYS = {"zebrakit", "title", "description", "size", "axis", "categories", "clues", "questions"}
CLUE_KEYS = {"clue", "text"}
CATEGORY_KEYS = {"values", "noun", "verb"}
QUESTION_KEYS = {"text", "ask", "about", "at", "answer"}



class PuzzleFileError(PuzzleError):
    """A puzzle file that cannot be read: the message names the file and the place."""


# =========================================================================== reading
def load(path: str | os.PathLike[str]) -> Puzzle:
    """Read a puzzle file (.yaml, .yml, .json; '-' reads YAML or JSON from standard input)."""
    name = str(path)
    if name == "-":
        return loads(_read_stdin(), source="<stdin>")
    limits.check_file_size(path)
    if Path(name).suffix.lower() in ENGLISH_SUFFIXES:
        return read_english(_read(path), name)
    return loads(_read(path), source=name, format=_format_of(name))


def _read_stdin() -> str:
    """Standard input, reading no more than the size limit allows."""
    text = sys.stdin.read(limits.MAX_FILE_BYTES + 1)
    limits.check_text_size(text, "<stdin>")
    return text


def _read(path: str | os.PathLike[str]) -> str:
    """The file's text, reading no more than the size limit: /dev/zero or a growing pipe ends too."""
    name = str(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read(limits.MAX_FILE_BYTES + 1)
        limits.check_file_size(path, len(data))
        text = data.decode("utf-8")
    except FileNotFoundError:
        raise PuzzleFileError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise PuzzleFileError(f"{name}: is a directory, not a puzzle file") from None
    except UnicodeDecodeError as error:
        raise PuzzleFileError(f"{name}: not UTF-8 text ({error.reason})") from None
    return text.replace("\r\n", "\n").replace("\r", "\n")  # as text mode reads it


def loads(text: str, source: str = "<string>", format: str | None = None) -> Puzzle:
    """Read a puzzle from YAML, JSON or (when no format is given and it is prose) English text."""
    if not isinstance(text, str):
        raise PuzzleFileError(f"{source}: a puzzle is read from text, not {shown(text)}")
    limits.check_text_size(text, source)
    if format == "english":
        return read_english(text, source)
    if format is None and _looks_like_english(text):
        return read_english(text, source)
    data = _parse_text(text, source, format)
    return from_data(data, source)


ENGLISH_SUFFIXES = {".txt", ".md", ".text"}


def _looks_like_english(text: str) -> bool:
    """True when text is prose rather than a puzzle mapping: YAML reads it as a string, or not at all."""
    first = next((line.strip() for line in text.splitlines()
                  if line.strip() and not line.lstrip().startswith("#")), "")
    if first[:1] in ("{", "[", "-") or first.split(":", 1)[0].strip() in TOP_LEVEL_KEYS:
        return False
    from .yaml_text import YAMLError, load_yaml

    try:
        data = load_yaml(text)
    except (YAMLError, ValueError, OverflowError) as error:
        return not isinstance(error, PuzzleError)  # too deep is data, reported as such
    return isinstance(data, str)


def read_english(text: str, source: str) -> Puzzle:
    """Read a puzzle written in English with the English reader."""
    try:
        from .english import read_puzzle
    except ImportError:
        raise PuzzleFileError(f"{source}: reading puzzles in English needs the English reader") from None
    return read_puzzle(text, source)


def _format_of(name: str) -> str | None:
    suffix = Path(name).suffix.lower()
    return {".json": "json", ".yaml": "yaml", ".yml": "yaml"}.get(suffix)


def _parse_text(text: str, source: str, format: str | None) -> Any:
    if format == "json":
        import json

        limits.check_json_nesting(text, source)
        try:
            return json.loads(text)
        except json.JSONDecodeError as error:
            raise PuzzleFileError(
                f"{source}: line {error.lineno}, column {error.colno}: JSON syntax error: {error.msg}"
            ) from None
        except ValueError as error:  # a number of more than 4300 digits
            raise PuzzleFileError(f"{source}: JSON value error: {_value_error(error)}") from None
    from .yaml_text import YAMLError, load_yaml

    try:
        return load_yaml(text)
    except LimitError as error:
        raise LimitError(f"{source}: {error}") from None
    except (ValueError, OverflowError) as error:  # a value its tag cannot hold: !!int x
        raise PuzzleFileError(f"{source}: YAML value error: {_value_error(error)}") from None
    except YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise PuzzleFileError(f"{source}: {where}YAML syntax error: {problem}") from None


def _value_error(error: Exception) -> str:
    if "digits" in str(error):
        return f"a number is too long: numbers are at most {limits.MAX_NUMBER:,} in magnitude"
    return str(error)


def from_data(data: Any, source: str = "<data>") -> Puzzle:
    """Build a puzzle from the parsed file structure, with errors naming ``source``."""
    if not isinstance(data, dict):
        raise PuzzleFileError(f"{source}: a puzzle file is a mapping with 'categories' and 'clues'")
    _check_keys(data, TOP_LEVEL_KEYS, source, "the puzzle")
    _check_version(data, source)
    _check_sizes(data, source)
    base = _base_puzzle(data, source)
    clues, texts = _read_clues(data.get("clues") or [], base, source)
    questions = _read_questions(data.get("questions") or [], base, source)
    try:
        return Puzzle(
            categories=base.categories, clues=clues, texts=texts, questions=questions,
            title=base.title, axis=base.axis, description=base.description,
        )
    except PuzzleError as error:
        raise PuzzleFileError(f"{source}: {error}") from None


def _check_version(data: dict, source: str) -> None:
    version = data.get("zebrakit", SCHEMA_VERSION)
    if version != SCHEMA_VERSION or not isinstance(version, int) or isinstance(version, bool):
        raise PuzzleFileError(
            f"{source}: schema version {shown(version)} is not supported; this zebrakit reads "
            f"version {SCHEMA_VERSION}"
        )


def _check_sizes(data: dict, source: str) -> None:
    """The limits on categories, values and clues, checked before anything is built."""
    categories, clues = data.get("categories"), data.get("clues")
    try:
        if isinstance(categories, dict):
            limits.check_categories(len(categories))
            for name, entry in categories.items():
                values = entry.get("values") if isinstance(entry, dict) else entry
                if isinstance(values, list):
                    limits.check_values(str(name) if isinstance(name, str) else shown(name), len(values))
        if isinstance(clues, list):
            limits.check_clues(len(clues))
    except LimitError as error:
        raise LimitError(f"{source}: {error}") from None


def _text(value: Any, what: str, source: str) -> str:
    """A text field (title, clue, question...): text or a number written as text; '' when absent."""
    if value is None:
        return ""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as error:  # JSON's "\ud800" escapes decode to lone surrogates
            raise PuzzleFileError(
                f"{source}: {what} is not valid Unicode: a lone surrogate at character "
                f"{error.start + 1}"
            ) from None
        return value
    if is_number(value):
        return str(value)
    raise PuzzleFileError(f"{source}: {what} must be text, not {shown(value)}")


def _check_keys(entry: dict, allowed: set[str], source: str, what: str) -> None:
    from ..model import suggest

    for key in entry:
        if key not in allowed:
            hint = suggest(str(key)[: limits.MAX_NAME_CHARS], sorted(allowed))
            raise PuzzleFileError(f"{source}: unknown key {shown(key)} in {what}{hint}")


def _base_puzzle(data: dict, source: str) -> Puzzle:
    categories = _read_categories(data.get("categories"), source)
    axis = data.get("axis")
    if axis is not None and not isinstance(axis, str):
        raise PuzzleFileError(f"{source}: axis must be a category name, not {shown(axis)}")
    title = _text(data.get("title"), "title", source)
    description = _text(data.get("description"), "description", source)
    try:
        puzzle = Puzzle(categories=categories, title=title, axis=axis, description=description)
    except PuzzleError as error:
        raise PuzzleFileError(f"{source}: {error}") from None
    size = data.get("size")
    if size is not None and (size != puzzle.size or not is_number(size)):
        raise PuzzleFileError(
            f"{source}: size is {shown(size)} but the categories have {puzzle.size} values each"
        )
    return puzzle


def _read_categories(raw: Any, source: str) -> tuple[Category, ...]:
    if not isinstance(raw, dict) or not raw:
        raise PuzzleFileError(
            f"{source}: 'categories' must map each category name to its list of values"
        )
    categories = []
    for name, entry in raw.items():
        values, phrases = _category_entry(name, entry, source)
        if is_number(name):  # 2024: [...] is a category called '2024'
            name = str(name)
        try:
            categories.append(Category(name, tuple(_clean(v) for v in values),
                                       noun=phrases.get("noun", ""), verb=phrases.get("verb", "")))
        except PuzzleError as error:
            raise PuzzleFileError(f"{source}: {error}") from None
    return tuple(categories)


def _category_entry(name: Any, entry: Any, source: str) -> tuple[list, dict[str, str]]:
    """A category is a list of values, or a mapping with 'values' and optional 'noun' and 'verb'."""
    phrases: dict[str, Any] = {}
    if isinstance(entry, dict):
        _check_keys(entry, CATEGORY_KEYS, source, f"category {shown(name)}")
        phrases = {key: entry[key] for key in ("noun", "verb") if entry.get(key) is not None}
        entry = entry.get("values")
    if not isinstance(entry, list) or not entry:
        raise PuzzleFileError(f"{source}: category {shown(name)} must be a list of values")
    return entry, phrases


def _clean(value: Any) -> Any:
    return value.strip() if isinstance(value, str) else value


def _read_clues(raw: Any, puzzle: Puzzle, source: str) -> tuple[tuple[Clue, ...], tuple[str, ...]]:
    if not isinstance(raw, list):
        raise PuzzleFileError(f"{source}: 'clues' must be a list")
    clues, texts = [], []
    for number, entry in enumerate(raw, 1):
        notation, text = _clue_entry(entry, number, source)
        written = notation if notation is not None else text
        try:
            limits.check_clue_length(written)
            clue = _read_one_clue(notation, text, puzzle)
            clue.validate(puzzle)
        except PuzzleError as error:
            raise PuzzleFileError(f"{source}: clue {number} {shown(written, 80)}: {error}") from None
        clues.append(clue)
        texts.append(text)
    return tuple(clues), tuple(texts)


def _clue_entry(entry: Any, number: int, source: str) -> tuple[str | None, str]:
    if isinstance(entry, str):
        return entry, ""
    if isinstance(entry, dict):
        _check_keys(entry, CLUE_KEYS, source, f"clue {number}")
        notation = entry.get("clue")
        text = _text(entry.get("text"), f"the text of clue {number}", source)
        if notation is None and not text:
            raise PuzzleFileError(f"{source}: clue {number} needs 'clue' (notation) or 'text' (English)")
        return (None if notation is None else _text(notation, f"clue {number}", source)), text
    raise PuzzleFileError(
        f"{source}: clue {number} must be a notation string or a mapping with 'clue' and 'text'"
    )


def _read_one_clue(notation: str | None, text: str, puzzle: Puzzle) -> Clue:
    if notation is not None:
        return parse_clue(notation, puzzle)
    from ..english.reader import read_clue  # the clue grammar loads only for clues in English alone

    return read_clue(text, puzzle)


def _read_questions(raw: Any, puzzle: Puzzle, source: str) -> tuple[Question, ...]:
    if not isinstance(raw, list):
        raise PuzzleFileError(f"{source}: 'questions' must be a list")
    questions = []
    for number, entry in enumerate(raw, 1):
        where = f"{source}: question {number}"
        if not isinstance(entry, dict):
            raise PuzzleFileError(f"{where} must be a mapping with 'ask' and 'about'")
        _check_keys(entry, QUESTION_KEYS, source, f"question {number}")
        try:
            questions.append(_question(entry, puzzle))
        except PuzzleError as error:
            raise PuzzleFileError(f"{where}: {error}") from None
    return tuple(questions)


def _question(entry: dict, puzzle: Puzzle) -> Question:
    if "ask" not in entry:
        raise PuzzleError("needs 'ask': the category whose value is wanted, or 'position'")
    ask = entry["ask"]
    if not isinstance(ask, str):
        raise PuzzleError(f"'ask' must be a category name or 'position', not {shown(ask)}")
    ask = "position" if normalize(ask) in ("position", "house") else puzzle.category(ask).name
    about_raw = entry.get("about", entry.get("at"))
    if about_raw is None:
        raise PuzzleError("needs 'about': a value (whose position is meant) or a position number")
    about: Ref | int
    if isinstance(about_raw, int) and not isinstance(about_raw, bool):
        about = about_raw
    elif isinstance(about_raw, (str, float)) and not isinstance(about_raw, bool):
        about = parse_value(str(about_raw), puzzle)
    else:
        raise PuzzleError(f"'about' must be a value or a position number, not {shown(about_raw)}")
    texts = []
    for key in ("text", "answer"):
        value = entry.get(key)
        if isinstance(value, bool) or not isinstance(value, (str, int, float, type(None))):
            raise PuzzleError(f"{key!r} must be text, not {shown(value)}")
        texts.append("" if value is None else str(value))
    question = Question(ask, about, *texts)
    Puzzle(puzzle.categories, questions=(question,), axis=puzzle.axis)  # validates
    return question


# =========================================================================== writing
def to_data(puzzle: Puzzle) -> dict[str, Any]:
    """The file structure of ``puzzle`` (what dump writes)."""
    data: dict[str, Any] = {"zebrakit": SCHEMA_VERSION}
    if puzzle.title:
        data["title"] = puzzle.title
    if puzzle.description:
        data["description"] = puzzle.description
    if puzzle.axis is not None:
        data["axis"] = puzzle.axis
    data["categories"] = {c.name: _category_data(c) for c in puzzle.categories}
    data["clues"] = [_clue_data(clue, text, puzzle) for _, clue, text in puzzle.numbered_clues()]
    if puzzle.questions:
        data["questions"] = [_question_data(q, puzzle) for q in puzzle.questions]
    return data


class _Values(list):
    """A category's values: written on one line in YAML, as people write them."""


def _category_data(category: Category) -> Any:
    if not (category.noun or category.verb):
        return _Values(category.values)
    data: dict[str, Any] = {"values": _Values(category.values)}
    for key in ("noun", "verb"):
        if getattr(category, key):
            data[key] = getattr(category, key)
    return data


def _clue_data(clue: Clue, text: str, puzzle: Puzzle) -> Any:
    notation = format_clue(clue, puzzle)
    return {"clue": notation, "text": text} if text else notation


def _question_data(question: Question, puzzle: Puzzle) -> dict[str, Any]:
    about = question.about if isinstance(question.about, int) else format_ref(question.about, puzzle)
    data: dict[str, Any] = {}
    if question.text:
        data["text"] = question.text
    data["ask"] = question.ask
    data["about"] = about
    if question.answer:
        data["answer"] = question.answer
    return data


def dumps(puzzle: Puzzle, format: str = "yaml") -> str:
    """The puzzle as YAML or JSON text."""
    data = to_data(puzzle)
    if format == "json":
        import json

        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    from .yaml_text import dump_yaml

    return dump_yaml(data)


def dump(puzzle: Puzzle, path: str | os.PathLike[str], format: str | None = None) -> None:
    """Write the puzzle to ``path`` atomically, in the format its suffix names (YAML by default)."""
    chosen = format or _format_of(str(path)) or "yaml"
    atomic_write(path, dumps(puzzle, chosen))


def _file_mode(target: Path) -> int:
    """The mode a new file gets (the umask applied), or the mode of the file being replaced."""
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old file or the new one."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    if not directory.is_dir():
        raise PuzzleFileError(f"{target}: the folder {directory} does not exist")
    import tempfile

    fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        os.fchmod(fd, _file_mode(target))
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
