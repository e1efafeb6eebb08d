"""`zebrakit solve` and `zebrakit check`: answers, grids, counts and a puzzle's health."""

from __future__ import annotations

import argparse
import re
import sys
from typing import Any

from . import GaveUp, add_timeout, positive_float, positive_int, seed_int, time_limit
from .progress import Progress
from ..analysis import STEP_TIMEOUT, Report, check
from ..engines import DEFAULT_ENGINE, Engine, EngineError, get_engine
from ..engines.base import TimeLimit
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
    add_timeout(solve, "the solutions found so far (--all, --count)")
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
    add_timeout(checker, "what the check found so far")
    checker.add_argument("--step-timeout", type=positive_float, default=STEP_TIMEOUT,
                         metavar="SECONDS",
                         help="seconds for each diagnosis test (a clue subset for the conflict, "
                              "one clue for redundancy); a test that runs out is reported as not "
                              f"determined (default {STEP_TIMEOUT:g})")
    checker.add_argument("--diagnose", action="store_true",
                         help="also the repairs of a contradiction (ranked), the fewest clues to add "
                              "for a unique solution, and what removing each clue does to the "
                              "solution count and the difficulty grade")
    checker.set_defaults(run=run_check)


def _engine_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--engine", default=DEFAULT_ENGINE, help="engine name (see 'zebrakit engines')")
    parser.add_argument("--param", action="append", default=[], metavar="KEY=VALUE",
                        help="engine parameter, repeatable")
    parser.add_argument("--seed", type=seed_int, help="random seed for stochastic engines (a whole number)")


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
    """Solve the puzzle and print what was asked; with --timeout, what was found in time."""
    puzzle: Puzzle | None = None
    engine: Engine | None = None
    solutions: list[Solution] = []
    progress = Progress("solving: 0 solutions found")
    try:
        with progress, time_limit(args.timeout):
            puzzle = load(args.file)
            engine = make_engine(args)
            if not engine.capabilities.enumerates:
                _check_stochastic(engine, args)
                first = engine.first(puzzle)
            else:
                wanted = args.limit if (args.all or args.count or puzzle.questions) else 2
                for solution in engine.solutions(puzzle, wanted):
                    solutions.append(solution)
                    progress.update(description=f"solving: {len(solutions)} solutions found")
    except TimeLimit as error:
        if puzzle is None:
            raise GaveUp(args.file, error.seconds, "reading the puzzle was not finished") from None
        if engine is None:
            raise GaveUp(args.file, error.seconds, "no solution found yet") from None
        _print_partial_solve(puzzle, engine, solutions, args, error.seconds)
        found = len(solutions)
        what = (f"the count is incomplete: {found} solution(s) found so far" if args.count or args.all
                else f"{found} solution(s) found; the search for others was not finished" if found
                else "no solution found yet")
        raise GaveUp(args.file, error.seconds, what) from None
    assert puzzle is not None and engine is not None
    if not engine.capabilities.enumerates:
        return _print_stochastic(puzzle, engine, first, args)
    if args.json:
        _print_json(_solve_json(puzzle, engine, solutions, wanted, args))
    elif args.count:
        print(_count_words(len(solutions), wanted))
    else:
        _print_solutions(puzzle, solutions, wanted, args.all)
    return EXIT_OK if solutions else EXIT_NO_SOLUTION


def _print_partial_solve(puzzle: Puzzle, engine: Engine, solutions: list[Solution],
                         args: argparse.Namespace, seconds: float) -> None:
    """What a solve stopped by --timeout found: the count, the solutions, or the first grid."""
    found = len(solutions)
    if args.json:
        data = _solve_json(puzzle, engine, solutions, max(found, 1), args)
        data.update(complete=False, unique=False, gave_up=f"after {seconds:g} s")
        _print_json(data)
    elif args.count:
        print(f"at least {found}")
    elif args.all or found > 1:
        _print_solutions(puzzle, solutions, found, args.all)
    elif found:
        _print_one(puzzle, solutions[0])
        print("Note: the time limit stopped the search before it could tell whether this "
              "solution is the only one.")
        for question in puzzle.questions:
            print(_answer_line(puzzle, question, solutions))


def _check_stochastic(engine: Engine, args: argparse.Namespace) -> None:
    if args.count or args.all:
        raise EngineError(
            f"engine {engine.name!r} cannot count or list every solution: it is stochastic; "
            "use an exhaustive engine such as 'native'"
        )


def _print_stochastic(puzzle: Puzzle, engine: Engine, solution: Solution | None,
                      args: argparse.Namespace) -> int:
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


READING_NOTES = (
    ("ignored", re.compile(r"^Ignored (?P<label>[^:]+): (?P<reason>.*?)\.?$")),
    ("chosen", re.compile(r"^Read (?P<label>.+?) as (?P<reading>.+) \(the reading that gives one solution\)\.$")),
    ("unsure", re.compile(r"^Could not read (?P<label>[^(]+?) \((?P<reason>.*)\): '(?P<text>.*)'\.$")),
)
"""The notes of a reading of English, as the reader words them, by kind."""


def reading_notes(puzzle: Puzzle) -> dict[str, list[dict[str, str]]]:
    """The notes of an English reading as data: the sentences ignored (and why), the readings
    chosen, the sentences not understood; everything else under 'other'."""
    found: dict[str, list[dict[str, str]]] = {"ignored": [], "chosen": [], "unsure": [], "other": []}
    for note in notes(puzzle):
        for kind, pattern in READING_NOTES:
            match = pattern.match(note)
            if match:
                found[kind].append(match.groupdict())
                break
        else:
            found["other"].append({"note": note})
    return found


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
    if not solutions:  # the reader's notes first: a reading it was unsure of may be why
        _print_header(puzzle)
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
    shown = puzzle.category(question.ask).shown if question.ask in puzzle.category_names else str
    spread = ", ".join(f"{shown(answer)} in {n}" for answer, n in counts.most_common())  # ('7:00am', not 420)
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
        "reading": reading_notes(puzzle),
        "engine": engine.name,
        "count": len(solutions),
        "complete": len(solutions) < limit,
        "unique": len(solutions) == 1 and limit > 1,
        "solutions": [s.grid() for s in shown],
        "answers": answers,
        "stats": engine.stats.as_dict(),
    }


def _print_json(data: dict[str, Any]) -> None:
    import json

    json.dump(data, sys.stdout, indent=2, ensure_ascii=False, default=str)
    print()


# =========================================================================== check
def run_check(args: argparse.Namespace) -> int:
    """Check uniqueness, contradictions and redundancy, and print the findings (so far)."""
    progress = Progress("counting solutions")
    puzzle: Puzzle | None = None

    def tick(stage: str, done: int, total: int | None) -> None:
        progress.update(done, total, stage)

    try:
        with progress, time_limit(args.timeout):
            puzzle = load(args.file)
            engine = get_engine(args.engine)
            if not engine.capabilities.proves_unique:
                raise EngineError(f"engine {args.engine!r} cannot prove uniqueness; use an exhaustive engine")
            if args.diagnose:
                diagnosis = _diagnose(puzzle, args, tick)
                report = diagnosis.report
            else:
                report = check(puzzle, args.limit, args.engine, step_timeout=args.step_timeout,
                               progress=tick)
    except TimeLimit as error:  # stopped outside the check's own steps
        what = "reading the puzzle was not finished" if puzzle is None else "nothing was found yet"
        raise GaveUp(args.file, error.seconds, what) from None
    if args.json:
        data = _check_json(puzzle, report)
        if args.diagnose:
            data["diagnosis"] = diagnosis.to_json()
        _print_json(data)
    else:
        print("\n".join(_check_lines(puzzle, report)))
        if args.diagnose and diagnosis.detail_lines():
            print("\n".join(diagnosis.detail_lines()))
    if report.gave_up:
        raise GaveUp(args.file, args.timeout, _gave_up_words(report))
    return EXIT_OK if report.unique else EXIT_NOT_UNIQUE


def _diagnose(puzzle: Puzzle, args: argparse.Namespace, tick: Any) -> Any:
    """The author diagnostics (``zebrakit.diagnose``) under the command's deadline."""
    from ..diagnose import diagnose

    if args.engine != DEFAULT_ENGINE:
        raise EngineError("--diagnose uses the native engine; leave out --engine")
    tick("diagnosing", 0, None)
    return diagnose(puzzle, time_limit=None, step_timeout=args.step_timeout, limit=args.limit)


def _gave_up_words(report: Report) -> str:
    if report.gave_up == "counting":
        return f"counting was not finished ({report.count} solution(s) found so far)"
    if report.gave_up == "conflict":
        return "the search for a minimal set of conflicting clues was not finished"
    return f"the redundancy tests were not finished ({report.tested} of {report.clues} clues tested)"


def _check_lines(puzzle: Puzzle, report: Report) -> list[str]:
    name = puzzle.title or "The puzzle"
    budget = f"{report.step_timeout:g} s per test" if report.step_timeout else "its budget"
    if report.gave_up == "counting" and report.count < 2:
        if report.count == 0:
            return [f"{name}: no solution found before the time limit; the search was not finished."]
        return [f"{name}: one solution found before the time limit; whether there is a second one "
                "was not determined."]
    if report.count == 0:
        lines = [f"{name}: no solution. The clues contradict each other."]
        if report.gave_up or report.undetermined:
            lines.append("These clues cannot all hold together:")
        else:
            lines.append("These clues cannot all hold together (each one is needed for the conflict):")
        lines += [f"  {n}. {_clue_words(puzzle, n)}" for n in report.conflict]
        if report.undetermined:
            lines.append(f"Not determined within the time limit ({budget}) whether these are "
                         f"needed for the conflict: {_numbers(report.undetermined)}.")
        if report.gave_up:
            lines.append("The time limit stopped the search for a smaller set: some of these "
                         "clues may not be needed.")
        return lines
    if report.unique:
        lines = [f"{name}: exactly one solution."]
        if not puzzle.clues:
            lines.append("It has no clues.")
        elif report.redundant:
            lines.append("Redundant clues (each can be removed alone and the solution stays unique):")
            lines += [f"  {n}. {_clue_words(puzzle, n)}" for n in report.redundant]
        elif not report.undetermined and not report.gave_up:
            lines.append("No clue is redundant: removing any one of them admits another solution.")
        if report.undetermined:
            lines.append(f"Not determined within the time limit ({budget}) whether these are "
                         f"redundant: {_numbers(report.undetermined)}.")
        if report.gave_up:
            lines.append(f"The time limit stopped the redundancy tests after {report.tested} of "
                         f"{report.clues} clues.")
        return lines
    count = _count_words(report.count, report.limit if not report.gave_up else report.count)
    lines = [f"{name}: not unique, {count} solutions" +
             (f" (stopped counting at {report.limit})." if report.capped and not report.gave_up else
              " (the time limit stopped the counting)." if report.gave_up else ".")]
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


def _numbers(numbers: list[int]) -> str:
    return ", ".join(map(str, numbers))


def _check_json(puzzle: Puzzle, report: Report) -> dict[str, Any]:
    data: dict[str, Any] = {
        "title": puzzle.title,
        "count": report.count,
        "limit": report.limit,
        "capped": report.capped,
        "unique": report.unique,
        "contradiction": report.count == 0 and report.gave_up != "counting",
        "conflicting_clues": report.conflict,
        "redundant_clues": report.redundant,
        "undetermined_clues": report.undetermined,
        "complete": not report.gave_up,
        "gave_up": report.gave_up or None,
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
