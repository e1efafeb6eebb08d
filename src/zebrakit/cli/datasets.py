"""The dataset and grade commands: build benchmark datasets, show one item, write a card, grade answers."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from . import GaveUp, add_timeout, seed_int, time_limit
from .progress import Progress
from ..engines.base import TimeLimit
from ..model import PuzzleError

BUILD_EPILOG = """\
mixes are comma-separated names with optional weights: --sizes 4x4,5x5=2,6x6
variants: base, distractors, redundant, unsolvable, ambiguous, renamed, paraphrased, obfuscated
answer formats: json (full grid), table (markdown), cell (the question's answer)
examples:
  zebrakit dataset build --count 1000 --seed 7 --sizes 4x4,5x5,6x6 --out bench.jsonl
  zebrakit dataset build --count 800 --variants base,distractors,unsolvable,ambiguous --paired \\
      --formats json,table,cell --workers 2 --out controls.jsonl
  zebrakit dataset build --count 10000 --backend dask --workers 2 --out big.jsonl --resume
  zebrakit dataset item 42 --seed 7 --sizes 5x5       # item 42 alone, as JSON
  zebrakit grade answers.jsonl --dataset bench.jsonl --plot report.png
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the dataset and grade commands."""
    dataset = subparsers.add_parser(
        "dataset", help="build benchmark datasets of puzzles with prompts, gold answers and controls",
        description="Benchmark datasets: item i depends on the recipe and i only.",
        epilog=BUILD_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    actions = dataset.add_subparsers(dest="action", metavar="ACTION")
    build = actions.add_parser("build", help="write a dataset to FILE.jsonl or FILE.parquet, with its card",
                               epilog=BUILD_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    _recipe_options(build)
    build.add_argument("--out", required=True, metavar="FILE", help="FILE.jsonl or FILE.parquet")
    build.add_argument("--workers", type=int, default=1, metavar="W",
                       help="worker processes, or Dask workers of a local cluster (0: one per core)")
    build.add_argument("--backend", choices=("local", "dask"), default="local",
                       help="local processes (default) or a Dask cluster (the distributed extra)")
    build.add_argument("--address", metavar="URL", help="the Dask scheduler to use (default: a local cluster)")
    build.add_argument("--resume", action="store_true", help="continue an existing JSONL file")
    build.add_argument("--force", action="store_true", help="replace an existing file")
    build.add_argument("--no-card", action="store_true", help="write no dataset card beside the file")
    build.add_argument("--no-plot", action="store_true", help="a card without its plot")
    build.add_argument("--quiet", action="store_true", help="no progress display, no summary")
    add_timeout(build, "the items written (--resume continues a JSONL file)")
    build.set_defaults(run=run_build)

    one = actions.add_parser("item", help="print one item of a recipe as JSON (random access)")
    one.add_argument("index", type=int, help="the item's index")
    _recipe_options(one)
    one.add_argument("--field", metavar="NAME", help="print only this field (e.g. question, answer)")
    one.set_defaults(run=run_item)

    card = actions.add_parser("card", help="write the dataset card of an existing dataset file")
    card.add_argument("file", metavar="FILE", help="a dataset (.jsonl or .parquet)")
    card.add_argument("--out", metavar="CARD.md", help="default: FILE with .card.md")
    card.add_argument("--no-plot", action="store_true", help="a card without its plot")
    card.set_defaults(run=run_card)
    dataset.set_defaults(run=lambda args: _help(dataset))

    grade = subparsers.add_parser(
        "grade", help="grade model answers against a dataset: accuracies, failure labels, breakdowns",
        description="Grade answers (JSONL: id and answer per line; optional truncated or finish_reason) "
                    "against a zebrakit dataset. Answers are read tolerantly: JSON with or without code "
                    "fences, markdown tables, 'House 1: ...' prose, one-cell answers, synonyms, any case.")
    grade.add_argument("answers", metavar="ANSWERS.jsonl")
    grade.add_argument("--dataset", required=True, metavar="D.jsonl", help="the dataset (.jsonl or .parquet)")
    grade.add_argument("--json", action="store_true", help="print the whole report as JSON")
    grade.add_argument("--out", metavar="REPORT.json", help="also write the whole report as JSON")
    grade.add_argument("--plot", metavar="PLOT.png", help="also plot the accuracies and labels")
    grade.add_argument("--details", action="store_true", help="list every answer that is not correct")
    grade.set_defaults(run=run_grade)


def _help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def _recipe_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--count", type=int, default=100, metavar="N", help="items (default 100)")
    parser.add_argument("--seed", type=seed_int, default=0, metavar="S", help="dataset seed (default 0)")
    parser.add_argument("--sizes", metavar="MIX", help="sizes, e.g. 4x4,5x5=2 (default 4x4,5x5,6x6)")
    parser.add_argument("--levels", metavar="MIX", help="easy, medium, hard or any (default any)")
    parser.add_argument("--themes", metavar="MIX", help="classic, people, mixed (default classic)")
    parser.add_argument("--variants", metavar="MIX", help="variants (default base)")
    parser.add_argument("--formats", metavar="MIX", help="json, table, cell (default json)")
    parser.add_argument("--clue-types", metavar="TYPES", help="generator clue types (default: all)")
    parser.add_argument("--distractors", type=int, default=3, metavar="D",
                        help="distractor sentences per puzzle of that variant (default 3)")
    parser.add_argument("--redundant", type=int, default=2, metavar="R",
                        help="true clues added per puzzle of that variant (default 2)")
    parser.add_argument("--paired", action="store_true",
                        help="every puzzle under every variant, consecutively (twins side by side)")
    parser.add_argument("--no-control-hint", action="store_true",
                        help="prompts do not say how to answer 'no solution' or 'cannot be determined'")


def config_from(args: argparse.Namespace):  # -> DatasetConfig
    """The dataset recipe the options describe."""
    from ..datasets import DatasetConfig, parse_mix

    base = DatasetConfig()
    config = DatasetConfig(
        count=args.count, seed=args.seed,
        sizes=parse_mix(args.sizes, "size", base.sizes), levels=parse_mix(args.levels, "level", base.levels),
        themes=parse_mix(args.themes, "theme", base.themes),
        variants=parse_mix(args.variants, "variant", base.variants),
        formats=parse_mix(args.formats, "answer format", base.formats),
        clue_types=args.clue_types, distractors=args.distractors, redundant=args.redundant,
        paired=args.paired, control_hint=not args.no_control_hint)
    config.check()
    return config


def card_path(out: str | Path) -> Path:
    """Where a dataset's card goes: D.jsonl -> D.card.md."""
    path = Path(out)
    return path.with_name(path.stem + ".card.md")


def run_build(args: argparse.Namespace) -> int:
    """Write the dataset, then its card."""
    from ..datasets.card import write_card
    from ..datasets.export import read_records, write_dataset

    config = config_from(args)
    progress = Progress("building dataset", config.count, enabled=not args.quiet)
    done = [0, 0]

    def tick(finished: int, total: int) -> None:
        done[0] = finished
        progress.update(finished, total)

    try:
        with progress, time_limit(args.timeout):
            written, done[1] = write_dataset(config, args.out, args.workers, args.backend, args.address,
                                             args.resume, args.force, tick)
    except TimeLimit as error:
        raise GaveUp(args.out, error.seconds,
                     f"{done[0] - done[1]} items written; --resume continues the run") from None
    paths: list[Path] = []
    if not args.no_card:
        records = read_records(args.out)
        paths = write_card(records, card_path(args.out), Path(args.out).name, config.as_dict(),
                           plot=not args.no_plot)
    if not args.quiet:
        kept = f", {done[1]} already there" if done[1] else ""
        extra = f"; card: {', '.join(map(str, paths))}" if paths else ""
        print(f"wrote {written} items to {args.out}{kept}{extra}", file=sys.stderr)
    return 0


def run_item(args: argparse.Namespace) -> int:
    """Print one item as JSON (or one of its fields)."""
    from ..datasets import item

    config = config_from(args)
    if args.index < 0:
        raise PuzzleError(f"index must be 0 or more, not {args.index}")
    record = item(config, args.index)
    if args.field:
        if args.field not in record:
            raise PuzzleError(f"no field {args.field!r} (fields: {', '.join(record)})")
        value = record[args.field]
        print(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, indent=2))
    else:
        print(json.dumps(record, ensure_ascii=False, indent=2))
    return 0


def run_card(args: argparse.Namespace) -> int:
    """Write the card of an existing dataset."""
    from ..datasets.card import write_card
    from ..datasets.export import read_records

    records = read_records(args.file)
    out = Path(args.out) if args.out else card_path(args.file)
    paths = write_card(records, out, Path(args.file).name, None, plot=not args.no_plot)
    print(f"wrote {', '.join(map(str, paths))}", file=sys.stderr)
    return 0


def run_grade(args: argparse.Namespace) -> int:
    """Grade the answers and print the report."""
    from ..datasets.card import plot_report
    from ..datasets.export import read_records
    from ..datasets.grading import grade_all, read_jsonl
    from ..formats.files import atomic_write

    records = read_records(args.dataset)
    answers = read_jsonl(args.answers, "answers")
    for number, entry in enumerate(answers, 1):
        if "id" not in entry:
            raise PuzzleError(f"{args.answers}: line {number} has no 'id' (each line needs id and answer)")
    try:
        report = grade_all(answers, records)
    except PuzzleError as error:
        raise PuzzleError(f"{args.answers}: {error}") from None
    data = report.as_dict()
    if args.out:
        atomic_write(args.out, json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    if args.plot:
        plot_report(report, Path(args.plot))
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print_report(report, args.details)
    return 0


def print_report(report: Any, details: bool = False) -> None:
    """The report as rich tables on standard output."""
    from rich.console import Console
    from rich.table import Table

    from ..datasets.grading import BREAKDOWNS, LABELS

    console = Console(highlight=False, soft_wrap=True)
    puzzles, cells = report.accuracy()
    console.print(f"{len(report.graded)} answers: puzzle accuracy {puzzles:.1%}, cell accuracy {cells:.1%}")
    labels = report.labels()
    console.print("labels: " + ", ".join(f"{name} {labels[name]}" for name in LABELS))
    if report.missing:
        console.print(f"{len(report.missing)} records had no answer (graded as 'no answer')")
    for by in BREAKDOWNS:
        name = by.replace("_", " ")
        table = Table(title=f"by {name}", title_justify="left")
        for column in (name, "answers", "puzzle acc.", "cell acc.", "labels"):
            table.add_column(column, justify="left" if column in (name, "labels") else "right")
        for key, group in report.breakdown(by):
            p, c = report.accuracy(group)
            counts = report.labels(group)
            shown = ", ".join(f"{label} {counts[label]}" for label in LABELS if counts[label])
            table.add_row(key, str(len(group)), f"{p:.1%}", f"{c:.1%}", shown)
        console.print(table)
    if details:
        for g in report.graded:
            if g.correct:
                continue
            wrong = "; ".join(f"{_where(w)}: expected {w['expected']}, got {w['given']}" for w in g.wrong[:6])
            more = f" (+{len(g.wrong) - 6} more)" if len(g.wrong) > 6 else ""
            console.print(f"{g.id}: {g.label}, {g.right}/{g.cells} cells" + (f": {wrong}{more}" if wrong else ""))


def _where(wrong: dict[str, Any]) -> str:
    """'house 2 colour', or 'answer' for a one-cell answer."""
    return f"house {wrong['house']} {wrong['category']}" if wrong["house"] else "answer"
