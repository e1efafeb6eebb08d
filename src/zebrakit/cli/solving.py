"""`zebrakit solve` and `zebrakit check`: answers, grids, counts and a puzzle's health."""

from __future__ import annotations

import argparse
import json
import sys
from itertools import islice
from typing import Any

from . import positive_int
from ..analysis import check
from ..engines import DEFAULT_ENGINE, Engine, EngineError, get_engine
from ..formats import load
from ..model import Puzzle, Solution, normalize
from ..render import answer_counts, answer_sentence, differences_text, grid_table

EXIT_OK, EXIT_NO_SOLUTION, EXIT_NOT_UNIQUE = 0, 1, 1
DEFAULT_LIMIT = 1000


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the solve and check commands."""
    solve = subparsers.add_parser(
        "solve", help="solve a puzzle and answer its questions",
        description="Solve a puzzle file (YAML, JSON or English text; '-' reads standard input), "
        "print the grid and the answers to its questions. Exit code 0 when a solution is found, "
        "1 when there is none, 2 for bad input.",
    )
    solve.add_argument("file", help="puzzle file, or - for standard input")
    shown = solve.add_mutually_exclusive_group()
    shown.add_argument("--all", action="store_true", help="print every solution")
    shown.add_argument("--count", action="store_true", help="print only the number of solutions")
    solve.add_argument("--json", action="store_true", help="machine-readable output")
    solve.add_argument("--limit", type=positive_int, default=DEFAULT_LIMIT,
                       help=f"stop counting at this many solutions (default {DEFAULT_LIMIT})")
    _engine_options(solve)
    solve.set_defaults(run=run_solve)

    checker = subparsers.add_parser(
        "check", help="is the solution unique? contradictions? redundant clues?",
        description="Say whether a puzzle has exactly one solution; if not, how many (capped) and "
        "where two of them differ; whether its clues contradict each other; which clues are "
        "redundant. Exit code 0 when unique, 1 when not, 2 for bad input.",
    )
    checker.add_argument("file", help="puzzle file, or - for standard input")
    checker.add_argument("--limit", type=positive_int, default=DEFAULT_LIMIT,
                         help=f"stop counting at this many solutions (default {DEFAULT_LIMIT})")
    checker.add_argument("--engine", default=DEFAULT_ENGINE, help="exhaustive engine to use")
    checker.add_argument("--json", action="store_true", help="machine-readable output")
    checker.set_defaults(run=run_check)


def _engine_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", default=DEFAULT_ENGINE, help="engine name (see 'zebrakit engines')")
    parser.add_argument("--param", action="append", default=[], metavar="KEY=VALUE",
                        help="engine parameter, repeatable")
    parser.add_argument("--seed", type=int, help="random seed for stochastic engines")


def parse_params(pairs: list[str]) -> dict[str, Any]:
    """KEY=VALUE strings to a dict, with numbers and true/false converted."""
    params: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key.strip():
            raise EngineError(f"--param {pair!r} must look like key=value")
        params[key.strip()] = _convert(raw.strip())
    return params


def _convert(raw: str) -> Any:
    lowered = raw.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(raw)
        except ValueError:
            pass
    return raw


def make_engine(args: argparse.Namespace) -> Engine:
    """The engine the options ask for, with its parameters."""
    params = parse_params(args.param)
    if args.seed is not None:
        from ..engines import engine_class

        if "seed" not in engine_class(args.engine).parameters:
            raise EngineError(f"engine {args.engine!r} takes no seed: it is not random")
        params["seed"] = args.seed
    return get_engine(args.engine, **params)


# =========================================================================== solve
def run_solve(args: argparse.Namespace) -> int:
    """Solve the puzzle and print what was asked."""
    puzzle = load(args.file)
    engine = make_engine(args)
    if not engine.capabilities.enumerates:
        return _solve_stochastic(puzzle, engine, args)
    wanted = args.limit if (args.all or args.count or puzzle.questions) else 2
    solutions = list(islice(engine.solutions(puzzle), wanted))
    if args.json:
        _print_json(_solve_json(puzzle, engine, solutions, wanted, args))
    elif args.count:
        print(_count_words(len(solutions), wanted))
    else:
        _print_solutions(puzzle, solutions, wanted, args.all)
    return EXIT_OK if solutions else EXIT_NO_SOLUTION


def _solve_stochastic(puzzle: Puzzle, engine: Engine, args: argparse.Namespace) -> int:
    if args.count or args.all:
        raise EngineError(
            f"engine {engine.name!r} cannot count or list every solution: it is stochastic; "
            "use an exhaustive engine such as 'native'"
        )
    solution = engine.first(puzzle)
    if args.json:
        _print_json(_solve_json(puzzle, engine, [solution] if solution else [], 1, args))
    elif solution is None:
        reason = engine.stats.extra.get("gave_up") or (
            f"no solution found by {engine.name!r} within its limits; "
            "this engine cannot prove that there is none")
        print(f"{reason[0].upper()}{reason[1:]}.".replace("..", "."))
    else:
        _print_one(puzzle, solution)
        for question in puzzle.questions:
            print(answer_sentence(puzzle, question, solution.answer(question)))
    return EXIT_OK if solution else EXIT_NO_SOLUTION


def _count_words(count: int, limit: int) -> str:
    return f"at least {count}" if count >= limit else str(count)


def notes(puzzle: Puzzle) -> list[str]:
    """What the reader inferred or assumed ('Note:' lines of the description)."""
    return [line[5:].strip() for line in puzzle.description.splitlines() if line.startswith("Note:")]


def _print_header(puzzle: Puzzle) -> None:
    if puzzle.title:
        print(puzzle.title)
        print()
    for note in notes(puzzle):
        print(f"Note: {note}")
    if notes(puzzle):
        print()


def _print_one(puzzle: Puzzle, solution: Solution) -> None:
    _print_header(puzzle)
    print(grid_table(solution))
    print()


def _print_solutions(puzzle: Puzzle, solutions: list[Solution], limit: int, show_all: bool) -> None:
    if not solutions:
        print("No solution: the clues contradict each other (zebrakit check says which).")
        return
    if show_all:
        _print_header(puzzle)
        for number, solution in enumerate(solutions, 1):
            print(f"Solution {number}")
            print(grid_table(solution))
            print()
        print(f"{_count_words(len(solutions), limit)} solution(s).")
    else:
        _print_one(puzzle, solutions[0])
        if len(solutions) > 1:
            print(f"Note: this puzzle has {_count_words(len(solutions), limit)} solutions, "
                  "not one; the grid above is the first found.")
    for question in puzzle.questions:
        print(_answer_line(puzzle, question, solutions))


def _answer_line(puzzle: Puzzle, question: Any, solutions: list[Solution]) -> str:
    counts = answer_counts(question, solutions)
    if len(counts) == 1:
        answer = next(iter(counts))
        return answer_sentence(puzzle, question, answer)
    spread = ", ".join(f"{answer} in {n}" for answer, n in counts.most_common())
    label = question.text or question.ask
    return f"{label} Not determined: {spread} of the solutions."


def _solve_json(puzzle: Puzzle, engine: Engine, solutions: list[Solution], limit: int,
                args: argparse.Namespace) -> dict[str, Any]:
    answers = []
    for question in puzzle.questions:
        counts = answer_counts(question, solutions)
        determined = len(counts) == 1
        answers.append({
            "question": question.text,
            "ask": question.ask,
            "about": str(question.about),
            "answer": next(iter(counts)) if determined else None,
            "sentence": answer_sentence(puzzle, question, next(iter(counts))) if determined else None,
            "determined": determined,
            "answers": {str(k): v for k, v in counts.items()},
        })
    shown = solutions if (args.all or engine.capabilities.stochastic) else solutions[:1]
    return {
        "title": puzzle.title,
        "notes": notes(puzzle),
        "engine": engine.name,
        "count": len(solutions),
        "complete": len(solutions) < limit,
        "unique": len(solutions) == 1 and limit > 1,
        "solutions": [s.grid() for s in shown],
        "answers": answers,
        "stats": engine.stats.as_dict(),
    }


def _print_json(data: dict[str, Any]) -> None:
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False, default=str)
    print()


# =========================================================================== check
def run_check(args: argparse.Namespace) -> int:
    """Check uniqueness, contradictions and redundancy, and print the findings."""
    puzzle = load(args.file)
    engine = get_engine(args.engine)
    if not engine.capabilities.proves_unique:
        raise EngineError(f"engine {args.engine!r} cannot prove uniqueness; use an exhaustive engine")
    report = check(puzzle, args.limit, args.engine)
    if args.json:
        _print_json(_check_json(puzzle, report))
    else:
        print("\n".join(_check_lines(puzzle, report)))
    return EXIT_OK if report.unique else EXIT_NOT_UNIQUE


def _check_lines(puzzle: Puzzle, report: Any) -> list[str]:
    name = puzzle.title or "The puzzle"
    if report.count == 0:
        lines = [f"{name}: no solution. The clues contradict each other."]
        lines.append("These clues cannot all hold together (each one is needed for the conflict):")
        lines += [f"  {n}. {_clue_words(puzzle, n)}" for n in report.conflict]
        return lines
    if report.unique:
        lines = [f"{name}: exactly one solution."]
        if not puzzle.clues:
            lines.append("It has no clues.")
        elif report.redundant:
            lines.append("Redundant clues (each can be removed alone and the solution stays unique):")
            lines += [f"  {n}. {_clue_words(puzzle, n)}" for n in report.redundant]
        else:
            lines.append("No clue is redundant: removing any one of them admits another solution.")
        return lines
    count = _count_words(report.count, report.limit)
    lines = [f"{name}: not unique, {count} solutions" +
             (f" (stopped counting at {report.limit})." if report.capped else ".")]
    first, second = report.solutions[:2]
    lines += ["", "Solution 1", grid_table(first), "", "Solution 2", grid_table(second), ""]
    lines.append("They differ at:")
    lines += [f"  {line}" for line in differences_text(first, second)]
    return lines


def _clue_words(puzzle: Puzzle, number: int) -> str:
    from ..notation import format_clue

    clue, text = puzzle.clues[number - 1], puzzle.texts[number - 1]
    notation = format_clue(clue, puzzle)
    return f"{text} [{notation}]" if text else notation


def _check_json(puzzle: Puzzle, report: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "title": puzzle.title,
        "count": report.count,
        "limit": report.limit,
        "capped": report.capped,
        "unique": report.unique,
        "contradiction": report.count == 0,
        "conflicting_clues": report.conflict,
        "redundant_clues": report.redundant,
    }
    if len(report.solutions) == 2:
        first, second = report.solutions
        data["solutions"] = [first.grid(), second.grid()]
        data["differences"] = [
            {"position": p, "category": c, "first": a, "second": b}
            for p, c, a, b in first.differences(second)
        ]
    return data


__all__ = ["register", "run_solve", "run_check", "parse_params", "normalize"]
