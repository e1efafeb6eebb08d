"""Explaining puzzles step by step: zebrakit's explainer against a SAT baseline.

The baseline explains the way the step-wise explanation papers define a step, with nothing
but a SAT solver: a step is the first clue (in order) that, with the facts known so far,
entails new facts, found by asking the solver about every open cell of that clue's values
(incremental, clue selectors as assumptions); the grid rules are applied directly; when no
single clue entails anything, all clues together give one step. zebrakit's explainer finds
its steps on bitsets and never calls a solver.

Everything runs in this one process; times are CPU times (``time.process_time``), medians,
the two explainers alternating run by run, with the ratio baseline / zebrakit. Also measured:
hint latency at 6x6 (a hint from the marks of the first half of the explanation), and whether
every generated puzzle from 4x4 to 10x10 gets a complete explanation.

    python benchmarks/bench_explain.py [--repeat R] [--per-size N] [--baseline-cap S] [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from pysat.solvers import Solver

from zebrakit import Puzzle, load
from zebrakit.bench import machine
from zebrakit.engines.tables import table, value_index
from zebrakit.explain import explain, hint
from zebrakit.generate import generate

ROOT = Path(__file__).resolve().parents[1]


# =========================================================================== the SAT baseline
class SatBaseline:
    """Single-clue entailment checks on an incremental SAT solver, cheapest clue first."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle, self.n = puzzle, puzzle.size
        self.index = value_index(puzzle)
        self.values = len(self.index)
        self.top = self.values * self.n
        self.solver = Solver(name="minisat22")
        n = self.n
        for v in range(self.values):
            self._exactly_one([self.x(v, p) for p in range(1, n + 1)])
        for c in range(len(puzzle.categories)):
            for p in range(1, n + 1):
                self._exactly_one([self.x(c * n + i, p) for i in range(n)])
        self.known: dict[tuple[int, int], bool] = {}
        for ref, p in puzzle.pinned():
            self._learn(self.index[ref], p, True)
        self.selectors, self.scopes = [], []
        for clue in puzzle.clues:
            self.selectors.append(self._clue(clue))
            self.scopes.append(sorted({self.index[r] for r in clue.scope(puzzle)}))

    def x(self, v: int, p: int) -> int:
        return v * self.n + p

    def _exactly_one(self, literals: list[int]) -> None:
        self.solver.add_clause(literals)
        for i, a in enumerate(literals):
            for b in literals[i + 1:]:
                self.solver.add_clause([-a, -b])

    def _clue(self, clue) -> int:
        self.top += 1
        selector = self.top
        compiled = table(self.puzzle, clue)
        scope = [self.index[r] for r in compiled.scope]
        for pattern in compiled.forbidden_patterns:
            self.solver.add_clause([-selector] + [-self.x(scope[i], p) for i, p in pattern])
        return selector

    def _learn(self, v: int, p: int, holds: bool) -> None:
        """A fact and what the grid rules make of it, to a fixpoint."""
        pending = [(v, p, holds)]
        n = self.n
        while pending:
            v, p, holds = pending.pop()
            if (v, p) in self.known:
                continue
            self.known[(v, p)] = holds
            c = v // n
            if holds:
                pending += [(v, q, False) for q in range(1, n + 1) if q != p]
                pending += [(w, p, False) for w in range(c * n, c * n + n) if w != v]
            else:
                row = [q for q in range(1, n + 1) if self.known.get((v, q)) is not False]
                if len(row) == 1:
                    pending.append((v, row[0], True))
                column = [w for w in range(c * n, c * n + n) if self.known.get((w, p)) is not False]
                if len(column) == 1:
                    pending.append((column[0], p, True))

    def _entailed(self, selectors: list[int], cells: list[tuple[int, int]]) -> list[tuple[int, int, bool]]:
        facts = [self.x(v, p) if h else -self.x(v, p) for (v, p), h in self.known.items()]
        found = []
        for v, p in cells:
            lit = self.x(v, p)
            if not self.solver.solve(assumptions=selectors + facts + [lit]):
                found.append((v, p, False))
            elif not self.solver.solve(assumptions=selectors + facts + [-lit]):
                found.append((v, p, True))
        return found

    def explain(self, deadline: float) -> tuple[int, bool]:
        """(steps, finished before ``deadline``): ``deadline`` is a ``time.process_time`` moment."""
        steps = 0
        cells = [(v, p) for v in range(self.values) for p in range(1, self.n + 1)]
        while len(self.known) < len(cells):
            if time.process_time() > deadline:
                return steps, False
            found: list[tuple[int, int, bool]] = []
            for selector, scope in zip(self.selectors, self.scopes):
                open_cells = [(v, p) for v in scope for p in range(1, self.n + 1) if (v, p) not in self.known]
                found = self._entailed([selector], open_cells)
                if found:
                    break
            if not found:
                found = self._entailed(self.selectors, [c for c in cells if c not in self.known])
                if not found:
                    break  # several solutions: logic stops
            for v, p, holds in found:
                self._learn(v, p, holds)
            steps += 1
        return steps, True


# =========================================================================== measuring
def cpu(work: Callable[[], object]) -> float:
    """CPU seconds of one run of ``work``."""
    start = time.process_time()
    work()
    return time.process_time() - start


def side_by_side(puzzle: Puzzle, repeat: int, cap: float) -> tuple[float, float | None, int, int]:
    """(zebrakit median, baseline median or None when capped, zebrakit steps, baseline steps), alternating."""
    ours, theirs = [], []
    steps = len(explain(puzzle).steps)  # warm-up: tables built once, as for any later puzzle
    base_steps = 0
    for _ in range(repeat):
        ours.append(cpu(lambda: explain(puzzle)))
        start = time.process_time()
        base_steps, finished = SatBaseline(puzzle).explain(start + cap)
        theirs.append(time.process_time() - start if finished else None)
    done = [t for t in theirs if t is not None]
    return statistics.median(ours), (statistics.median(done) if len(done) == len(theirs) else None), \
        steps, base_steps


def row(name: str, ours: float, theirs: float | None, steps: int, base_steps: int, cap: float) -> str:
    base = f"{theirs * 1000:.0f}" if theirs is not None else f"> {cap * 1000:.0f} (stopped)"
    ratio = f"{theirs / ours:.0f}x" if theirs is not None else f"> {cap / ours:.0f}x"
    return f"| {name} | {ours * 1000:.1f} | {steps} | {base} | {base_steps} | {ratio} |"


def compare(title: str, puzzles: list[Puzzle], repeat: int, cap: float) -> list[str]:
    lines = []
    ours_all, theirs_all = [], []
    for i, puzzle in enumerate(puzzles):
        ours, theirs, steps, base_steps = side_by_side(puzzle, repeat, cap)
        ours_all.append(ours)
        theirs_all.append(theirs)
        lines.append(row(f"{title} #{i}", ours, theirs, steps, base_steps, cap))
    median = statistics.median(ours_all)
    done = [t for t in theirs_all if t is not None]
    base = f"{statistics.median(done) * 1000:.0f}" if len(done) == len(theirs_all) else "some stopped"
    lines.append(f"| **{title}: median** | **{median * 1000:.1f}** | | {base} | | |")
    return lines


def hint_latency(count: int, repeat: int) -> list[float]:
    """Per 6x6 puzzle: median seconds of a hint from the marks of the first half of its explanation."""
    medians = []
    for g in generate("6x6", count=count, seed=606, level="hard"):
        steps = explain(g.puzzle).steps
        marks = [f for step in steps[: len(steps) // 2] for f in step.facts]

        def ask(puzzle: Puzzle = g.puzzle, marks: list = marks) -> object:
            return hint(puzzle, marks, "hint")

        medians.append(statistics.median(cpu(ask) for _ in range(repeat)))
    return medians


def coverage(per_size: int) -> list[str]:
    """Every generated puzzle from 4x4 to 10x10 explained to its solution? With times."""
    lines = ["| size | puzzles | complete | median (ms) | max (ms) | deepest what-if |",
             "|---|---:|---:|---:|---:|---:|"]
    for n in range(4, 11):
        times, complete, depth = [], 0, 0
        for g in generate(f"{n}x{n}", count=per_size, seed=900 + n):
            start = time.process_time()
            explanation = explain(g.puzzle, time_limit=120)
            times.append(time.process_time() - start)
            complete += explanation.status == "unique" and explanation.solution == g.solution
            depth = max([depth] + [s.depth for s in explanation.steps])
        lines.append(f"| {n}x{n} | {len(times)} | {complete} | {statistics.median(times) * 1000:.0f} | "
                     f"{max(times) * 1000:.0f} | {depth} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per puzzle (default 5)")
    parser.add_argument("--per-size", type=int, default=5, help="puzzles per size for coverage (default 5)")
    parser.add_argument("--baseline-cap", type=float, default=20.0,
                        help="CPU seconds after which a baseline run is stopped (default 20)")
    parser.add_argument("--quick", action="store_true", help="fewer puzzles and runs")
    args = parser.parse_args()
    if args.quick:
        args.repeat, args.per_size, args.baseline_cap = 3, 2, 5.0
    print(f"Machine: {machine()}; CPU times, medians of {args.repeat} alternating runs.\n")
    header = ["| puzzle | zebrakit (ms) | steps | SAT baseline (ms) | steps | baseline / zebrakit |",
              "|---|---:|---:|---:|---:|---:|"]
    fish = load(ROOT / "examples" / "fish.yaml")
    lines = header + [row("fish 5x5", *_fish(fish, args), args.baseline_cap)]
    hard = [g.puzzle for g in generate("8x8", count=3 if args.quick else 6, seed=5, level="hard")]
    lines += compare("8x8 hard", hard, max(1, args.repeat // 2), args.baseline_cap)
    big = [g.puzzle for g in generate("10x10", count=2 if args.quick else 4, seed=11)]
    lines += compare("10x10", big, 1, args.baseline_cap)
    print("\n".join(lines))
    latencies = hint_latency(3 if args.quick else 6, args.repeat)
    print(f"\nHint latency at 6x6 hard (marks from half of the explanation): median "
          f"{statistics.median(latencies) * 1000:.1f} ms, max {max(latencies) * 1000:.1f} ms "
          f"over {len(latencies)} puzzles.\n")
    print("\n".join(coverage(args.per_size)))


def _fish(fish: Puzzle, args: argparse.Namespace) -> tuple[float, float | None, int, int]:
    return side_by_side(fish, args.repeat, args.baseline_cap)


if __name__ == "__main__":
    main()
