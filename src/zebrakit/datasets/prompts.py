"""Prompts: the puzzle text followed by an instruction saying how to write the answer.

Three answer formats: the full grid as JSON (``json``), the full grid as a markdown table
(``table``), or the answer to the puzzle's question alone (``cell``). The gold answer of a
record is written in the same format (``gold_text``), so a model that copies the format
exactly gets full marks; the grader reads far more than that (``zebrakit.datasets.parsing``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from .gold import NO_SOLUTION, UNDETERMINED, Gold

CONTROL_HINT = (f'If the clues contradict each other, answer "{NO_SOLUTION}". If the clues do not '
                f'determine a value, write "{UNDETERMINED}" in its place.')


def instruction(form: str, categories: Sequence[str], houses: int, question: str,
                control_hint: bool = True) -> str:
    """The answer-format instruction of a prompt."""
    names = ", ".join(categories)
    if form == "json":
        text = (f"Give the complete solution as JSON: an object with the keys \"House 1\" to "
                f"\"House {houses}\", each an object mapping every category ({names}) to its value. "
                "End your answer with the JSON in a ```json code block.")
    elif form == "table":
        text = ("Give the complete solution as a markdown table with one row per house: a first "
                f"column \"House\" (1 to {houses}), then one column per category ({names}). "
                "End your answer with the table.")
    elif form == "cell":
        text = (f"Answer the question: {question} End your answer with a line of the form "
                "\"Answer: VALUE\", with the value alone.")
    else:
        raise ValueError(f"unknown answer format {form!r}")
    return f"{text} {CONTROL_HINT}" if control_hint else text


def prompt(text: str, form: str, categories: Sequence[str], houses: int, question: str,
           control_hint: bool = True) -> str:
    """The whole prompt: an opening line, the puzzle, then the answer-format instruction."""
    return ("Solve this logic grid puzzle.\n\n" + text.rstrip("\n") + "\n\n"
            + instruction(form, categories, houses, question, control_hint) + "\n")


def gold_text(gold: Gold, form: str, categories: Sequence[str]) -> str:
    """The gold answer written in the answer format ``form``."""
    if gold.grid is None:
        return NO_SOLUTION
    if form == "cell":
        return gold.cell
    if form == "json":
        data = {f"House {p}": {name: row[name] for name in categories} for p, row in enumerate(gold.grid, 1)}
        return json.dumps(data, ensure_ascii=False)
    lines = ["| House | " + " | ".join(categories) + " |",
             "|---" * (len(categories) + 1) + "|"]
    lines += [f"| {p} | " + " | ".join(row[name] for name in categories) + " |"
              for p, row in enumerate(gold.grid, 1)]
    return "\n".join(lines)
