"""The README's commands and Python example run as written."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text()


def quick_start() -> list[str]:
    section = README.split("## Quick start", 1)[1].split("##", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block, "the Quick start has a sh block"
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_quick_start_has_exactly_two_commands():
    commands = quick_start()
    assert len(commands) == 2
    assert commands[0] == "pip install . && zebrakit solve examples/fish.yaml"
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_test_command():
    script = (ROOT / ".ci" / "run").read_text()
    assert quick_start()[1] in script


def test_python_example_runs_and_prints_what_the_comments_say():
    section = README.split("## Python", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    expected = [line.split("#", 1)[1].split(":")[0].strip() for line in code.splitlines()
                if line.startswith("print(")]
    out = io.StringIO()
    cwd = os.getcwd()
    try:
        os.chdir(ROOT)
        with contextlib.redirect_stdout(out):
            exec(compile(code, "README.md", "exec"), {})  # noqa: S102 - our own README
    finally:
        os.chdir(cwd)
    assert out.getvalue().splitlines() == expected


def readme_commands() -> list[str]:
    """Every runnable 'zebrakit ...' line of the README's sh blocks (placeholders and writes left out)."""
    commands = []
    for block in re.findall(r"```sh\n(.*?)```", README, re.S):
        for line in block.splitlines():
            command = line.split("  #", 1)[0].strip()
            if not command.startswith("zebrakit "):
                continue
            if any(part in command for part in ("FILE", " - ", "--out", "bench ", "<")):
                continue
            commands.append(command)
    return commands


def test_readme_commands_run(capsys):
    import shlex

    from zebrakit.cli import main

    commands = readme_commands()
    assert len(commands) >= 8
    cwd = os.getcwd()
    try:
        os.chdir(ROOT)
        for command in commands:
            assert main(shlex.split(command)[1:]) == 0, command
    finally:
        os.chdir(cwd)
    capsys.readouterr()


def test_readme_puzzle_file_example_loads_and_solves():
    import zebrakit

    block = re.search(r"```yaml\n(.*?)```", README, re.S).group(1)
    puzzle = zebrakit.loads(block, source="README.md")
    assert puzzle.title == "The fish puzzle" and len(puzzle.clues) == 4
    assert puzzle.texts[0] == "The Brit lives in the house with red walls."
    assert zebrakit.count(puzzle, limit=5) == 5  # four clues leave the puzzle wide open
