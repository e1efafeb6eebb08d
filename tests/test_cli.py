"""The command line: solve and check, their output, exit codes and error messages."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from zebrakit.cli import main

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
FISH = str(EXAMPLES / "fish.yaml")
RELAXED = str(EXAMPLES / "fish-relaxed.yaml")


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_prints_the_grid_and_the_answer(capsys):
    code, out, err = run(capsys, "solve", FISH)
    assert code == 0 and err == ""
    assert "nationality  Norwegian  Dane    Brit       German  Swede" in out
    assert out.rstrip().endswith("The German owns the fish.")


def test_solve_count(capsys):
    assert run(capsys, "solve", "--count", RELAXED)[1] == "7\n"
    assert run(capsys, "solve", "--count", "--limit", "3", RELAXED)[1] == "at least 3\n"


def test_solve_all_prints_every_solution(capsys):
    code, out, _ = run(capsys, "solve", "--all", RELAXED)
    assert code == 0 and out.count("Solution ") == 7 and "7 solution(s)." in out


def test_solve_reports_an_undetermined_answer(capsys):
    _, out, _ = run(capsys, "solve", RELAXED)
    assert "this puzzle has 7 solutions" in out
    assert "Who owns the fish? Not determined: " in out


def test_solve_json(capsys):
    code, out, _ = run(capsys, "solve", "--json", FISH)
    data = json.loads(out)
    assert code == 0 and data["count"] == 1 and data["unique"]
    assert data["answers"][0]["answer"] == "German" and data["answers"][0]["determined"]
    assert data["solutions"][0][3]["animal"] == "fish"
    assert data["stats"]["nodes"] >= 1


def test_check_unique_with_redundant_clue(capsys):
    code, out, _ = run(capsys, "check", FISH)
    assert code == 0
    assert "exactly one solution" in out and "  15. The man who smokes Blends" in out


def test_check_not_unique_shows_where_two_solutions_differ(capsys):
    code, out, _ = run(capsys, "check", RELAXED)
    assert code == 1
    assert "not unique, 7 solutions." in out and "They differ at:" in out
    from zebrakit import load
    from zebrakit.analysis import check

    first, second = check(load(RELAXED)).solutions
    cells = first.differences(second)
    assert cells
    for position, category, a, b in cells:
        assert f"  house {position}, {category}: {a} / {b}\n" in out


def test_check_json(capsys):
    code, out, _ = run(capsys, "check", "--json", "--limit", "2", RELAXED)
    data = json.loads(out)
    assert code == 1 and data["count"] == 2 and data["capped"] and data["differences"]


def test_check_contradiction(tmp_path: Path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text("categories:\n  a: [x, y]\n  b: [p, q]\nclues:\n  - x == p\n  - x != p\n")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    assert "no solution. The clues contradict each other." in out
    assert "  1. x == p" in out and "  2. x != p" in out


def test_solve_contradiction_is_a_result_not_a_crash(tmp_path: Path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text("categories:\n  a: [x, y]\n  b: [p, q]\nclues:\n  - x == p\n  - x != p\n")
    code, out, err = run(capsys, "solve", str(path))
    assert code == 1 and "No solution: the clues contradict each other" in out and err == ""


def test_solve_shows_the_reading_notes_when_there_is_no_solution(tmp_path: Path, capsys):
    # an unsure reading of English that contradicts itself: the note may be the reason
    path = tmp_path / "read.yaml"
    path.write_text("description: 'Note: zebrakit is not sure of this reading; check the sentences above.'\n"
                    "categories:\n  a: [x, y]\n  b: [p, q]\nclues:\n  - x == p\n  - x != p\n")
    code, out, _ = run(capsys, "solve", str(path))
    assert code == 1
    assert out == ("Note: zebrakit is not sure of this reading; check the sentences above.\n\n"
                   "No solution: the clues contradict each other (zebrakit check says which).\n")


@pytest.mark.parametrize("content, message", [
    ("categories:\n  a: [x, y]\nclues:\n  - xx == 1\n",
     "bad.yaml: clue 1 'xx == 1': unknown value 'xx'; did you mean 'x'?"),
    ("categories:\n  a: [x, y\n", "bad.yaml: line 3, column 1: YAML syntax error"),
])
def test_bad_input_exits_2_with_one_line(tmp_path: Path, capsys, content: str, message: str):
    path = tmp_path / "bad.yaml"
    path.write_text(content)
    code, out, err = run(capsys, "solve", str(path))
    assert code == 2 and out == ""
    assert err.startswith("zebrakit: error: ") and message in err and "Traceback" not in err


def test_unknown_engine_exits_2(capsys):
    code, _, err = run(capsys, "solve", "--engine", "nope", FISH)
    assert code == 2 and "unknown engine 'nope'" in err


def test_bad_param_exits_2(capsys):
    code, _, err = run(capsys, "solve", "--param", "oops", FISH)
    assert code == 2 and "--param 'oops' must look like key=value" in err


def test_seed_for_a_deterministic_engine_is_refused(capsys):
    code, _, err = run(capsys, "solve", "--seed", "3", FISH)
    assert code == 2 and "engine 'native' takes no seed" in err


def test_stdin(capsys, monkeypatch):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(Path(FISH).read_text()))
    code, out, _ = run(capsys, "solve", "-")
    assert code == 0 and "The German owns the fish." in out


def test_the_installed_command_runs():
    result = subprocess.run([sys.executable, "-m", "zebrakit", "solve", FISH],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0 and "The German owns the fish." in result.stdout


def test_no_command_prints_help_and_exits_2(capsys):
    code, out, _ = run(capsys)
    assert code == 2 and "solve" in out and "check" in out


def test_solve_prints_what_the_english_reader_inferred(capsys):
    exercism = Path(__file__).resolve().parent / "data" / "exercism_zebra" / "instructions.md"
    assert exercism.exists(), f"the puzzle sets belong in tests/data: {exercism} is missing"
    code, out, _ = run(capsys, "solve", str(exercism))
    assert code == 0
    assert "Note: categories inferred from the clues: nationality:" in out
    assert "The Norwegian drinks water." in out and "The Japanese owns the zebra." in out


def test_annealing_that_gives_up_says_so(capsys):
    code, out, _ = run(capsys, "solve", "--engine", "anneal", "--param", "iterations=10",
                       "--param", "restarts=1", FISH)
    assert code == 1
    assert out.startswith("No solution found within 20 iterations") and "cannot prove" in out


def test_convert_between_formats_round_trips(tmp_path: Path, capsys):
    import zebrakit

    json_path, text_path = tmp_path / "fish.json", tmp_path / "fish.txt"
    assert run(capsys, "convert", FISH, str(json_path))[0] == 0
    assert zebrakit.load(json_path) == zebrakit.load(FISH)
    assert run(capsys, "convert", str(json_path), str(text_path))[0] == 0
    english = zebrakit.load(text_path)
    assert [c for c in english.clues] == [c for c in zebrakit.load(FISH).clues]


def test_convert_never_overwrites_without_force(tmp_path: Path, capsys):
    target = tmp_path / "out.yaml"
    target.write_text("mine")
    code, _, err = run(capsys, "convert", FISH, str(target))
    assert code == 2 and "already exists: add --force to replace it" in err
    assert target.read_text() == "mine"
    assert run(capsys, "convert", "--force", FISH, str(target))[0] == 0
    assert target.read_text().startswith("zebrakit: 1")


def test_grid_columns_line_up_when_names_are_short(tmp_path: Path, capsys):
    path = tmp_path / "one.yaml"
    path.write_text("categories:\n  a: [x]\n")
    _, out, _ = run(capsys, "solve", str(path))
    assert out.splitlines()[:2] == ["house  1", "a      x"]
    _, out, _ = run(capsys, "check", str(path))
    assert "exactly one solution" in out and "It has no clues." in out


def test_a_missing_output_folder_is_one_line(capsys):
    code, _, err = run(capsys, "convert", FISH, "/no/such/folder/out.json")
    assert code == 2
    assert err.strip() == "zebrakit: error: /no/such/folder/out.json: the folder /no/such/folder does not exist"


def test_written_files_get_the_usual_permissions(tmp_path: Path, capsys):
    import os
    import stat

    target = tmp_path / "fish.json"
    assert run(capsys, "convert", FISH, str(target))[0] == 0
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~umask


def test_a_question_about_a_number_is_refused(tmp_path: Path, capsys):
    path = tmp_path / "q.yaml"
    path.write_text("categories:\n  a: [x, y]\nquestions:\n  - {ask: a, about: 2.5}\n")
    code, _, err = run(capsys, "solve", str(path))
    assert code == 2 and "question 1: expected a value name" in err


def test_deeply_nested_clues_are_refused_not_crashing(tmp_path: Path, capsys):
    path = tmp_path / "deep.yaml"
    path.write_text('categories:\n  a: [x, y]\n  b: [p, q]\nclues:\n  - "' + "not " * 300 + 'x == p"\n')
    code, _, err = run(capsys, "solve", str(path))
    assert code == 2 and "nests deeper than 100 levels" in err


def test_each_command_is_registered_by_the_module_the_table_names():
    from zebrakit.cli import COMMANDS, build_parser

    def commands(parser) -> set[str]:
        return {name for action in parser._actions if hasattr(action, "choices") and isinstance(action.choices, dict)
                for name in action.choices}

    assert commands(build_parser()) == set(COMMANDS)
    for name, module in COMMANDS.items():
        assert name in commands(build_parser([name, "x"])), (name, module)


def test_no_command_prints_the_help_of_every_command(capsys):
    from zebrakit.cli import COMMANDS

    code = main([])
    listed = capsys.readouterr().out.split("COMMAND", 2)[-1]
    assert code == 2 and all(re.search(rf"\n    {name}\s", listed) for name in COMMANDS)


def test_a_command_whose_module_is_missing_is_refused_with_the_list_of_commands(monkeypatch, capsys):
    import zebrakit.cli as cli

    monkeypatch.setitem(cli.COMMANDS, "studio", "zebrakit.cli.no_such_module")
    monkeypatch.setattr(cli, "COMMAND_MODULES", tuple(m for m in cli.COMMAND_MODULES if m != "zebrakit.cli.studio"))
    with pytest.raises(SystemExit):
        main(["studio"])
    err = capsys.readouterr().err
    assert "invalid choice: 'studio'" in err and "'solve'" in err and "'explain'" in err
