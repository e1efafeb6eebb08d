"""The dataset card: what a dataset holds (sizes, levels, clue types, variants, answer formats,
gold status) as markdown tables, and the same distribution as a plot (matplotlib, the
``datasets`` extra). Also the plot of a grading report's breakdowns.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..formats.files import atomic_write
from ..model import PuzzleError

FACETS = (
    ("size", "Size (houses x categories)"),
    ("level", "Difficulty level"),
    ("variant", "Variant"),
    ("answer_format", "Answer format"),
    ("theme", "Theme"),
    ("status", "Gold status"),
)


def distribution(records: Iterable[dict[str, Any]]) -> dict[str, Counter]:
    """Counts of each facet's values, and of clue types over all clues (``clue_types``)."""
    counts: dict[str, Counter] = {name: Counter() for name, _ in FACETS}
    counts["clue_types"] = Counter()
    for record in records:
        size = record["size"]
        counts["size"][f"{size['houses']}x{size['categories']}"] += 1
        for name in ("level", "variant", "answer_format", "theme"):
            counts[name][str(record.get(name))] += 1
        counts["status"][record["gold"]["status"]] += 1
        counts["clue_types"].update(record.get("clue_types") or {})
    return counts


def card_text(records: list[dict[str, Any]], title: str, config: dict[str, Any] | None = None,
              plot_name: str | None = None) -> str:
    """The dataset card as markdown."""
    counts = distribution(records)
    total = len(records)
    lines = [f"# {title}", "",
             f"{total} items of logic grid puzzles made by zebrakit. Every item is a pure function of the "
             "recipe below and its index; its gold answer was computed by the solver.", ""]
    if config:
        lines += ["## Recipe", "", "```json", json.dumps(config, indent=2, sort_keys=True), "```", ""]
    lines += ["## Distribution", ""]
    for name, heading in FACETS:
        lines += [f"### {heading}", "", "| value | items | share |", "|---|---:|---:|"]
        lines += [f"| {value} | {count} | {_share(count, total)} |"
                  for value, count in sorted(counts[name].items(), key=_order)]
        lines.append("")
    clues = counts["clue_types"]
    every = sum(clues.values())
    lines += ["### Clue types (over all clues)", "", "| clue type | clues | share |", "|---|---:|---:|"]
    lines += [f"| {value} | {count} | {_share(count, every)} |" for value, count in clues.most_common()]
    lines.append("")
    if plot_name:
        lines += [f"![distribution]({plot_name})", ""]
    lines += ["## Record schema", "",
              "See `zebrakit.datasets.items` (fields) and the README section on datasets. Grade answers "
              "with `zebrakit grade ANSWERS.jsonl --dataset THIS_FILE`.", ""]
    return "\n".join(lines)


def _share(count: int, total: int) -> str:
    return f"{100 * count / total:.1f}%" if total else "-"


def _order(pair: tuple[str, int]) -> tuple[int, str]:
    levels = {"easy": 0, "medium": 1, "hard": 2}
    return levels.get(pair[0], 9), pair[0]


def write_card(records: list[dict[str, Any]], path: str | Path, title: str,
               config: dict[str, Any] | None = None, plot: bool = True) -> list[Path]:
    """Write the card (markdown) and, with ``plot``, its PNG beside it; returns the paths written."""
    path = Path(path)
    written = []
    plot_path = path.with_suffix(".png")
    if plot:
        plot_distribution(records, plot_path)
        written.append(plot_path)
    atomic_write(path, card_text(records, title, config, plot_path.name if plot else None))
    written.insert(0, path)
    return written


def _pyplot():  # -> matplotlib.pyplot
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise PuzzleError("plots need matplotlib: pip install 'zebrakit[datasets]'") from None
    return plt


def plot_distribution(records: list[dict[str, Any]], path: Path) -> Path:
    """Bar charts of the distribution, one panel per facet, saved as a PNG."""
    plt = _pyplot()
    counts = distribution(records)
    facets = [*FACETS, ("clue_types", "Clue types")]
    figure, axes = plt.subplots(2, 4, figsize=(16, 7))
    for axis, (name, heading) in zip(axes.flat, facets):
        items = sorted(counts[name].items(), key=_order)
        if name == "clue_types":  # many long names: horizontal bars
            axis.barh([k for k, _ in items], [v for _, v in items], color="#55a868")
            axis.tick_params(axis="y", labelsize=8)
        else:
            axis.bar([k for k, _ in items], [v for _, v in items], color="#4c72b0")
            axis.tick_params(axis="x", labelrotation=60, labelsize=8)
        axis.set_title(heading)
    for axis in list(axes.flat)[len(facets):]:
        axis.axis("off")
    figure.tight_layout()
    _save(figure, path)
    plt.close(figure)
    return path


def plot_report(report: Any, path: Path) -> Path:
    """Puzzle and cell accuracy per group of each breakdown, and the labels, saved as a PNG."""
    from .grading import BREAKDOWNS, LABELS

    plt = _pyplot()
    figure, axes = plt.subplots(1, len(BREAKDOWNS) + 1, figsize=(5 * (len(BREAKDOWNS) + 1), 4.5))
    for axis, by in zip(axes, BREAKDOWNS):
        groups = report.breakdown(by)
        names = [key for key, _ in groups]
        accuracy = [report.accuracy(group) for _, group in groups]
        xs = range(len(names))
        axis.bar([x - 0.2 for x in xs], [a[0] for a in accuracy], width=0.4, label="puzzle")
        axis.bar([x + 0.2 for x in xs], [a[1] for a in accuracy], width=0.4, label="cell")
        axis.set_xticks(list(xs), names, rotation=45, fontsize=8)
        axis.set_ylim(0, 1)
        axis.set_title(f"accuracy by {by.replace('_', ' ')}")
        axis.legend(fontsize=8)
    labels = report.labels()
    axes[-1].bar(list(LABELS), [labels[name] for name in LABELS], color="#dd8452")
    axes[-1].tick_params(axis="x", labelrotation=45, labelsize=8)
    axes[-1].set_title("labels")
    figure.tight_layout()
    _save(figure, path)
    plt.close(figure)
    return path


def _save(figure: Any, path: Path) -> None:
    """Save a figure atomically."""
    import os
    import tempfile

    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".png")
    os.close(handle)
    try:
        figure.savefig(temporary, dpi=80)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
