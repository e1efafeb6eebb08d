"""The reader's tables kept between processes (``stored``): compiled patterns (``rx``) and the
lexicon's answers behave exactly as without them, are written atomically and bounded, and an
unreadable file or a switched-off cache only costs time."""

from __future__ import annotations

import json
import marshal
import os
import re
import subprocess
import sys

import pytest

from zebrakit.formats.english import rx
from zebrakit.formats.english.stored import Table

PATTERNS = [
    (r"\b(?P<first>[a-z]+)\s+(?:is|was)\s+(?P<rest>.*?)\.$", 0),
    (r"\bthe\s+(\d+)(?:st|nd|rd|th)\s+(house|seat)\b", re.IGNORECASE),
    (r"(?<=[A-Za-z])([ \t]+)#(?=\d)", 0),
    (r"^\s*[-*\u2022]\s+(.*)$", re.MULTILINE),
]
TEXT = "Clue 1: the 3rd House is red.\n- Seat #4 is blue.\nAda was the winner."

CHILD = r"""
import json, re, sys
from zebrakit.formats.english import rx
from zebrakit.formats.english.lexical import value_phrases, word_keys
patterns = json.loads(sys.argv[1])
text = sys.argv[2]
found = [[m.group(0) for m in rx.finditer(p, text, f)] + [rx.sub(p, "_", text, flags=f)] for p, f in patterns]
words = {w: sorted(word_keys(w)) for w in ("painter", "Dutchman", "budgies", "crochets", "footballer")}
phrases = [list(map(list, value_phrases(label))) for label in ("soccer", "budgerigar", "Netherlands")]
print(json.dumps({"found": found, "words": words, "phrases": phrases, "kept": len(rx._CODES._used)}))
"""


def _child(cache: str) -> dict:
    """What a fresh process finds with this cache folder ('off': nothing kept)."""
    out = subprocess.run([sys.executable, "-c", CHILD, json.dumps(PATTERNS), TEXT], capture_output=True, text=True,
                         check=True, env={**os.environ, "ZEBRAKIT_CACHE_DIR": cache})
    return json.loads(out.stdout)


def test_a_process_that_finds_the_tables_filled_reads_exactly_as_one_without_them(tmp_path) -> None:
    """The first process fills the folder, the second builds its patterns and lexicon answers from
    it: both find what a process with nothing kept finds, and the files are there."""
    folder = str(tmp_path / "cache")
    plain = _child("off")
    first = _child(folder)
    second = _child(folder)
    assert plain["kept"] == 0
    for found in (first, second):
        assert {k: v for k, v in found.items() if k != "kept"} == {k: v for k, v in plain.items() if k != "kept"}
    assert second["found"][1][0] == "the 3rd House"
    assert sorted(p.name.split("-")[0] for p in (tmp_path / "cache").iterdir()) == ["lexicon", "patterns"]


def test_a_pattern_from_stored_code_is_the_pattern_re_compiles(tmp_path, monkeypatch) -> None:
    """Same groups, flags and matches as ``re.compile``; a pattern object passes through."""
    monkeypatch.setenv("ZEBRAKIT_CACHE_DIR", str(tmp_path))
    for pattern, flags in PATTERNS:
        code = rx._code_of(pattern, flags)
        built = rx._built(pattern, code)
        plain = re.compile(pattern, flags)
        assert (built.pattern, built.flags, built.groupindex) == (plain.pattern, plain.flags, plain.groupindex)
        assert [m.span() for m in built.finditer(TEXT)] == [m.span() for m in plain.finditer(TEXT)]
        assert marshal.loads(marshal.dumps(code)) == code
    assert rx.compile(plain) is plain


def test_a_table_writes_its_answers_whole_and_keeps_at_most_its_bound(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ZEBRAKIT_CACHE_DIR", str(tmp_path))
    table = Table("test", "v1", most=3)
    for n in range(5):
        table.put(("key", n), {"answer": n})
    table.save()
    (written,) = tmp_path.iterdir()
    assert written.name == "test-v1.marshal"
    assert marshal.loads(written.read_bytes()) == {("key", n): {"answer": n} for n in range(3)}
    again = Table("test", "v1", most=3)
    assert again.get(("key", 2)) == {"answer": 2}
    assert again.get(("key", 4), "none") == "none"
    assert Table("test", "v2", most=3).get(("key", 2)) is None  # another version, another file


@pytest.mark.parametrize("content", [b"", b"\x00garbage", marshal.dumps(["not", "a", "table"])])
def test_an_unreadable_table_counts_as_empty(tmp_path, monkeypatch, content: bytes) -> None:
    monkeypatch.setenv("ZEBRAKIT_CACHE_DIR", str(tmp_path))
    (tmp_path / "test-v1.marshal").write_bytes(content)
    table = Table("test", "v1", most=10)
    assert table.get("anything") is None
    table.put("anything", 1)
    table.save()
    assert marshal.loads((tmp_path / "test-v1.marshal").read_bytes()) == {"anything": 1}


def test_a_folder_that_cannot_be_written_leaves_no_file_and_no_error(tmp_path, monkeypatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder should be")
    monkeypatch.setenv("ZEBRAKIT_CACHE_DIR", str(blocked / "cache"))
    table = Table("test", "v1", most=10)
    table.put("key", 1)
    table.save()  # no exception
    assert table.get("key") == 1
    monkeypatch.setenv("ZEBRAKIT_CACHE_DIR", "off")
    assert Table("off", "v1", most=10).path is None


def test_a_new_version_of_a_table_removes_the_old_file(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ZEBRAKIT_CACHE_DIR", str(tmp_path))
    old = Table("test", "v1", most=10)
    old.put("key", 1)
    old.save()
    new = Table("test", "v2", most=10)
    new.put("key", 2)
    new.save()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["test-v2.marshal"]
