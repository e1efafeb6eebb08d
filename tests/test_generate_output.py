"""Generated puzzles on disk and on the command line: JSONL schema, resume, directories, exit codes."""

from __future__ import annotations

import json

import pytest

from zebrakit.cli import main
from zebrakit.formats.files import from_data, load
from zebrakit.generate import settings_from, write_run
from zebrakit.generate.output import drop_partial_line
from zebrakit.model import Solution

KEYS = [
    "format", "version", "index", "seed", "size", "theme", "settings", "puzzle", "text", "solution",
    "question", "answer", "answer_text", "difficulty", "clue_types",
]


def lines(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_jsonl_records_follow_the_schema(tmp_path):
    out = tmp_path / "p.jsonl"
    settings = settings_from("4x4")
    assert write_run(settings, 7, 3, out) == (3, 0)
    records = lines(out)
    assert [r["index"] for r in records] == [0, 1, 2]
    for r in records:
        assert list(r) == KEYS
        assert r["format"] == "zebrakit-generated" and r["seed"] == 7
        assert r["size"] == {"houses": 4, "categories": 4}
        puzzle = from_data(r["puzzle"])
        solution = Solution.from_grid(puzzle, r["solution"])
        assert solution.answer(puzzle.questions[0]) == r["answer"]
        assert r["answer_text"] == puzzle.questions[0].answer.format(r["answer"])
        assert r["question"] == puzzle.questions[0].text
        assert set(r["difficulty"]) >= {"level", "nodes", "propagations", "fixed_by_propagation", "rounds"}
        assert sum(r["clue_types"].values()) == len(puzzle.clues) == r["difficulty"]["clues"]
        assert r["text"].strip()


def test_interrupted_jsonl_resumes_to_the_same_lines(tmp_path):
    settings = settings_from("4x3")
    whole = tmp_path / "whole.jsonl"
    write_run(settings, 1, 5, whole)
    cut = tmp_path / "cut.jsonl"
    text = whole.read_text(encoding="utf-8")
    second_line_end = text.index("\n", text.index("\n") + 1) + 1
    cut.write_text(text[: second_line_end + 40], encoding="utf-8")  # two lines and a torn third
    with pytest.raises(Exception, match="--resume"):
        write_run(settings, 1, 5, cut)
    assert write_run(settings, 1, 5, cut, resume=True) == (3, 2)
    assert cut.read_text(encoding="utf-8") == text
    assert write_run(settings, 1, 5, cut, resume=True) == (0, 5)


def test_resume_refuses_another_run(tmp_path):
    out = tmp_path / "p.jsonl"
    write_run(settings_from("4x3"), 1, 2, out)
    with pytest.raises(Exception, match="other settings"):
        write_run(settings_from("4x3"), 2, 3, out, resume=True)


def test_drop_partial_line(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_bytes(b'{"a": 1}\n{"b"')
    assert drop_partial_line(path) == 4
    assert path.read_bytes() == b'{"a": 1}\n'
    path.write_bytes(b'{"b"')
    drop_partial_line(path)
    assert path.read_bytes() == b""


def test_two_workers_write_the_same_bytes_as_one(tmp_path):
    settings = settings_from("4x4")
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert write_run(settings, 2, 40, one, workers=1) == (40, 0)
    assert write_run(settings, 2, 40, two, workers=2) == (40, 0)
    assert one.read_bytes() == two.read_bytes()


def test_directory_output_writes_one_puzzle_file_each(tmp_path):
    out = tmp_path / "puzzles"
    settings = settings_from("4x4", difficulty="easy")
    assert write_run(settings, 3, 3, out, workers=2) == (3, 0)
    files = sorted(out.glob("*.yaml"))
    assert [f.name for f in files] == [f"zebra-4x4-seed3-{i:05d}.yaml" for i in range(3)]
    for f in files:
        puzzle = load(f)
        assert puzzle.questions and puzzle.clues
        assert "Graded easy (score " in puzzle.description
    files[1].unlink()
    assert write_run(settings, 3, 3, out, resume=True) == (1, 2)


# --------------------------------------------------------------------------- command line
def test_cli_writes_jsonl_and_resumes(tmp_path, capsys):
    out = tmp_path / "p.jsonl"
    assert main(["generate", "--size", "4x3", "--count", "2", "--seed", "5", "--out", str(out)]) == 0
    assert len(lines(out)) == 2
    assert main(["generate", "--size", "4x3", "--count", "2", "--seed", "5", "--out", str(out)]) == 2
    assert "--resume" in capsys.readouterr().err
    assert main(["generate", "--size", "4x3", "--count", "3", "--seed", "5", "--out", str(out),
                 "--resume", "--workers", "2"]) == 0
    assert [r["index"] for r in lines(out)] == [0, 1, 2]


def test_cli_prints_the_same_jsonl_with_two_workers(capsys):
    args = ["generate", "--size", "4x3", "--count", "12", "--seed", "4", "--format", "jsonl"]
    assert main([*args, "--workers", "1"]) == 0
    alone = capsys.readouterr().out
    assert main([*args, "--workers", "2"]) == 0
    assert capsys.readouterr().out == alone
    assert [json.loads(line)["index"] for line in alone.splitlines()] == list(range(12))

def test_cli_prints_yaml_jsonl_and_text(capsys):
    assert main(["generate", "--size", "3x3", "--seed", "1"]) == 0
    assert "categories:" in capsys.readouterr().out
    assert main(["generate", "--size", "3x3", "--format", "jsonl", "--count", "2"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2
    assert main(["generate", "--size", "3x3", "--format", "text", "--clue-types", "same,at"]) == 0
    assert "?" in capsys.readouterr().out


@pytest.mark.parametrize("arguments, message", [
    (["--size", "6"], None),
    (["--size", "0x4"], "too small"),
    (["--size", "six"], "not HOUSESxCATEGORIES"),
    (["--size", "20x3"], "too large"),
    (["--size", "4x4", "--clue-types", "sme"], "unknown clue type 'sme'"),
    (["--size", "4x4", "--clue-types", "next-to"], "mirror image"),
    (["--size", "4x4", "--theme", "space"], "unknown theme"),
    (["--size", "4x4", "--workers", "-1"], "workers"),
])
def test_cli_bad_input_exits_2_with_a_message(arguments, message, capsys):
    code = main(["generate", *arguments, "--format", "jsonl"])
    err = capsys.readouterr().err
    if message is None:  # '6' means 6x6
        assert code == 0
        return
    assert code == 2
    assert message in err and "Traceback" not in err


def test_cli_unknown_difficulty_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["generate", "--size", "4x4", "--difficulty", "brutal"])
    assert stop.value.code == 2
    assert "brutal" in capsys.readouterr().err


def test_a_directory_may_hold_other_runs(tmp_path):
    from zebrakit.cli import main

    assert main(["generate", "--size", "3x3", "--seed", "1", "--out", str(tmp_path), "--quiet"]) == 0
    assert main(["generate", "--size", "3x3", "--seed", "2", "--out", str(tmp_path), "--quiet"]) == 0
    assert len(list(tmp_path.glob("*.yaml"))) == 2
    assert main(["generate", "--size", "3x3", "--seed", "2", "--out", str(tmp_path), "--quiet"]) == 2
