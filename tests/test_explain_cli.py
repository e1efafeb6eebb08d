"""The explain, hint and difficulty commands: output, exit codes and error messages."""

from __future__ import annotations

import json
from pathlib import Path

from zebrakit.cli import main

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
FISH = str(EXAMPLES / "fish.yaml")
RELAXED = str(EXAMPLES / "fish-relaxed.yaml")


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_explain_prints_numbered_steps_with_their_clues_and_the_answer(capsys) -> None:
    code, out, err = run(capsys, "explain", FISH)
    assert code == 0 and err == ""
    assert out.startswith("The fish puzzle: 47 steps.\n\n1. [direct placement] ")
    assert ("2. [direct placement] The Norwegian is in house 1, so not in houses 2-5 and no other "
            "nationality is in house 1 (clue 9).\n     clue 9: The Norwegian lives in the first house.\n") in out
    assert out.rstrip().endswith("The German owns the fish.")


def test_explain_grid_shows_the_grid_after_each_step(capsys) -> None:
    code, out, _ = run(capsys, "explain", "--grid", FISH)
    assert code == 0
    assert "     nationality  Norwegian  (4)  (4)   (4)  (4)\n" in out
    assert out.count("     cigar  ") + out.count("     cigar ") >= 47


def test_explain_json_is_the_same_as_data(capsys) -> None:
    code, out, _ = run(capsys, "explain", "--json", FISH)
    data = json.loads(out)
    assert code == 0 and data["status"] == "unique" and len(data["steps"]) == 47
    assert data["steps"][1]["clues"] == [9] and data["techniques"]["naked single"] == 7
    assert data["clues"][8] == {"number": 9, "text": "The Norwegian lives in the first house.",
                                "notation": "Norwegian == 1"}


def test_explain_says_where_logic_stops_with_several_solutions(capsys) -> None:
    code, out, _ = run(capsys, "explain", RELAXED)
    assert code == 1
    assert "Logic stops here: 22 cells are still open, and the puzzle has more than one solution." in out
    assert "  house 4, animal: " in out


def test_explain_refuses_a_missing_file(capsys) -> None:
    code, _, err = run(capsys, "explain", "no-such-file.yaml")
    assert code == 2 and "no-such-file.yaml" in err and "Traceback" not in err


def test_explain_gives_up_at_the_timeout(capsys) -> None:
    code, _, err = run(capsys, "explain", "--timeout", "0.000001", FISH)
    assert code == 124 and "gave up after" in err


def test_hint_levels_from_a_marks_file(capsys, tmp_path: Path) -> None:
    marks = tmp_path / "marks.txt"
    marks.write_text("Norwegian = 1\nmilk = 3\nblue = 2\n", encoding="utf-8")
    code, out, _ = run(capsys, "hint", FISH, "--marks", str(marks), "--level", "hint")
    assert code == 0
    assert out == "Since the person in the red house is not in house 2, the Brit is not in house 2 (clue 1).\n"
    code, out, _ = run(capsys, "hint", FISH, "--marks", str(marks))
    assert out.startswith("Look at clue 1 (transfer through a known equal)")


def test_hint_lists_wrong_marks_and_exits_1(capsys) -> None:
    code, out, _ = run(capsys, "hint", FISH, "--marks", "milk = 4; Norwegian = 1; red != 3")
    assert code == 1
    assert out.splitlines() == [
        "This mark is wrong: the person whose beverage is milk is in house 4 (1 more after it). "
        "Take it back and what was built on it.",
        "Wrong marks, the first one that went wrong first:",
        "  the person whose beverage is milk is in house 4",
        "  the person in the red house is not in house 3",
    ]
    code, out, _ = run(capsys, "hint", FISH, "--json", "--marks", "milk = 4", "--level", "check")
    assert code == 1 and json.loads(out)["wrong"][0]["position"] == 4


def test_hint_refuses_bad_marks_with_exit_code_2(capsys) -> None:
    code, out, err = run(capsys, "hint", FISH, "--marks", "Norwegian = 9")
    assert code == 2 and out == ""
    assert err == "zebrakit: error: marks, line 1: position 9 is out of range: positions are 1..5\n"


def test_grade_prints_the_band_and_what_it_rests_on(capsys) -> None:
    code, out, _ = run(capsys, "difficulty", FISH)
    assert code == 0
    assert out == ("The fish puzzle: easy (score 2.5; hardest technique: adjacency (8 steps); "
                   "5x5, 47 steps)\n")
    code, out, _ = run(capsys, "difficulty", "--json", RELAXED)
    data = json.loads(out)
    assert data["band"] == "hard" and data["status"] == "several" and data["depth"] == 1


def test_the_readme_python_example_of_explaining_runs_as_written(monkeypatch) -> None:
    import re

    monkeypatch.chdir(EXAMPLES.parent)
    readme = (EXAMPLES.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Explaining, hints and grades", 1)[1].split("\n## ", 1)[0]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    names: dict = {}
    exec(compile(code, "README.md", "exec"), names)  # noqa: S102 - our own README
    assert names["explanation"].status == "unique" and names["step"].number == 2
    lines = [line for line in code.splitlines() if "#" in line and line.startswith("zebrakit.")]
    for line in lines:
        expression, comment = line.split("#", 1)
        value = eval(expression, names)  # noqa: S307 - our own README
        shown = comment.strip().strip("'")
        assert str(value).startswith(shown.removesuffix("...")), line
