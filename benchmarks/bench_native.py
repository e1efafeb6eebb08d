"""Proving the fish puzzle's solution unique (count up to 2), native engine vs the classic methods.

Everything runs in this one process, one method after another, each repeated; the table gives
medians and each median as a ratio to the native engine's. Also proves uniqueness of an 8x8
and a 10x10 puzzle built from a seed (random solution, true clues added until unique).

    python benchmarks/bench_native.py [--repeat R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from itertools import permutations
from pathlib import Path
from typing import Callable

import zebrakit
from zebrakit.bench import machine
from zebrakit import Apart, At, Before, Category, NotAt, Offset, Puzzle, Same
from zebrakit.engines.native import compile_puzzle, new_counters, search_domains

ROOT = Path(__file__).resolve().parents[1]

# The fish puzzle written out by hand for the reference methods, value -> category.
NAT = ["Dane", "Brit", "Swede", "Norwegian", "German"]
COL = ["yellow", "red", "white", "green", "blue"]
ANI = ["horse", "cat", "bird", "fish", "dog"]
BEV = ["water", "tea", "milk", "coffee", "root beer"]
CIG = ["Pall Mall", "Prince", "Blue Master", "Dunhill", "Blends"]
SAME = [("Brit", "red"), ("Swede", "dog"), ("Dane", "tea"), ("green", "coffee"),
        ("Pall Mall", "bird"), ("yellow", "Dunhill"), ("Blue Master", "root beer"),
        ("German", "Prince")]
NEXT = [("Blends", "cat"), ("horse", "Dunhill"), ("Norwegian", "blue"), ("Blends", "water")]
LEFT = [("green", "white")]
AT = [("milk", 3), ("Norwegian", 1)]


def median_seconds(work: Callable[[], object], repeat: int) -> float:
    """Median wall time of ``work`` over ``repeat`` runs (after one warm-up run)."""
    work()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


# ----------------------------------------------------------------------------- native
def native_count(puzzle: Puzzle) -> Callable[[], int]:
    engine = zebrakit.get_engine("native")
    return lambda: engine.count(puzzle, 2)


def native_compiling(puzzle: Puzzle) -> Callable[[], int]:
    def run() -> int:
        compiled = compile_puzzle(puzzle)
        count = 0
        for _ in search_domains(compiled, new_counters(compiled)):
            count += 1
            if count == 2:
                break
        return count
    return run


# ----------------------------------------------------------------------------- nested loops
def nested_loops() -> int:
    """The nested permutation loops, each clue tested in the outermost loop binding its values."""
    count = 0
    for yellow, red, white, green, blue in permutations(range(1, 6)):
        if green + 1 != white:
            continue
        for dane, brit, swede, norwegian, german in permutations(range(1, 6)):
            if brit != red or norwegian != 1 or abs(norwegian - blue) != 1:
                continue
            for water, tea, milk, coffee, root_beer in permutations(range(1, 6)):
                if dane != tea or green != coffee or milk != 3:
                    continue
                for pall_mall, prince, blue_master, dunhill, blends in permutations(range(1, 6)):
                    if yellow != dunhill or blue_master != root_beer or german != prince \
                            or abs(blends - water) != 1:
                        continue
                    for horse, cat, bird, fish, dog in permutations(range(1, 6)):
                        if swede != dog or pall_mall != bird or abs(blends - cat) != 1 \
                                or abs(horse - dunhill) != 1:
                            continue
                        count += 1
                        if count == 2:
                            return count
    return count


# ----------------------------------------------------------------------------- python-constraint
def python_constraint() -> Callable[[], int]:
    import constraint

    def run() -> int:
        problem = constraint.Problem()
        for group in (NAT, COL, ANI, BEV, CIG):
            problem.addVariables(group, range(1, 6))
            problem.addConstraint(constraint.AllDifferentConstraint(), group)
        for a, b in SAME:
            problem.addConstraint(lambda x, y: x == y, (a, b))
        for a, b in NEXT:
            problem.addConstraint(lambda x, y: abs(x - y) == 1, (a, b))
        for a, b in LEFT:
            problem.addConstraint(lambda x, y: x + 1 == y, (a, b))
        for a, p in AT:
            problem.addConstraint(lambda x, p=p: x == p, (a,))
        count = 0
        for _ in problem.getSolutionIter():
            count += 1
            if count == 2:
                break
        return count
    return run


# ----------------------------------------------------------------------------- CP-SAT
def cp_sat() -> Callable[[], int]:
    from ortools.sat.python import cp_model

    class Stop(cp_model.CpSolverSolutionCallback):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def on_solution_callback(self) -> None:
            self.count += 1
            if self.count == 2:
                self.StopSearch()

    def run() -> int:
        model = cp_model.CpModel()
        var = {name: model.NewIntVar(1, 5, name) for g in (NAT, COL, ANI, BEV, CIG) for name in g}
        for group in (NAT, COL, ANI, BEV, CIG):
            model.AddAllDifferent([var[v] for v in group])
        for a, b in SAME:
            model.Add(var[a] == var[b])
        for a, b in LEFT:
            model.Add(var[a] + 1 == var[b])
        for a, p in AT:
            model.Add(var[a] == p)
        for a, b in NEXT:
            diff = model.NewIntVar(-4, 4, "")
            gap = model.NewIntVar(0, 4, "")
            model.Add(diff == var[a] - var[b])
            model.AddAbsEquality(gap, diff)
            model.Add(gap == 1)
        solver = cp_model.CpSolver()
        solver.parameters.enumerate_all_solutions = True
        solver.parameters.num_workers = 1
        callback = Stop()
        solver.Solve(model, callback)
        return callback.count
    return run


# ----------------------------------------------------------------------------- CNF for pycosat
def cnf_pycosat() -> Callable[[], int]:
    import pycosat

    def run() -> int:
        groups = (NAT, COL, ANI, BEV, CIG)
        names = [v for g in groups for v in g]
        ids = {(v, p): i * 5 + p for i, v in enumerate(names) for p in range(1, 6)}
        clauses: list[list[int]] = []
        for v in names:  # each value in exactly one house
            clauses.append([ids[v, p] for p in range(1, 6)])
            clauses += [[-ids[v, p], -ids[v, q]] for p in range(1, 6) for q in range(p + 1, 6)]
        for g in groups:  # each house holds exactly one value of each category
            for p in range(1, 6):
                clauses.append([ids[v, p] for v in g])
                clauses += [[-ids[a, p], -ids[b, p]] for i, a in enumerate(g) for b in g[i + 1:]]
        for a, b in SAME:
            clauses += [[-ids[a, p], ids[b, p]] for p in range(1, 6)]
        for a, b in LEFT:
            clauses += [[-ids[a, p]] + ([ids[b, p + 1]] if p < 5 else []) for p in range(1, 6)]
        for a, p in AT:
            clauses.append([ids[a, p]])
        for a, b in NEXT:
            clauses += [[-ids[a, p]] + [ids[b, q] for q in (p - 1, p + 1) if 1 <= q <= 5]
                        for p in range(1, 6)]
        count = 0
        for _ in pycosat.itersolve(clauses):
            count += 1
            if count == 2:
                break
        return count
    return run


# ----------------------------------------------------------------------------- larger puzzles
def built_puzzle(n: int, k: int, seed: int) -> Puzzle:
    """A uniquely solvable n x k puzzle: random solution, random true clues until unique."""
    rng = random.Random(seed)
    categories = tuple(Category(f"c{i}", tuple(f"v{i}_{j}" for j in range(n))) for i in range(k))
    base = Puzzle(categories)
    placement = [rng.sample(range(1, n + 1), n) for _ in categories]
    where = {ref: placement[ci][vi] for ci, c in enumerate(categories) for vi, ref in enumerate(c.refs())}
    refs = list(where)
    engine = zebrakit.get_engine("native")
    clues: list = []
    while True:
        a, b = rng.sample(refs, 2)
        pa, pb = where[a], where[b]
        kind = rng.random()
        if kind < 0.3 and pa == pb:
            clue = Same(a, b)
        elif kind < 0.45 and abs(pa - pb) == 1:
            clue = Apart(a, b, 1)
        elif kind < 0.6 and pb - pa == 1:
            clue = Offset(a, b, 1)
        elif kind < 0.75 and pa < pb:
            clue = Before(a, b)
        elif kind < 0.85:
            clue = NotAt(a, rng.choice([p for p in range(1, n + 1) if p != pa]))
        elif kind < 0.88:
            clue = At(a, pa)
        else:
            continue
        clues.append(clue)
        if len(clues) % 4 == 0 and engine.count(base.with_clues(tuple(clues)), 2) == 1:
            return minimal(base, clues, engine)


def minimal(base: Puzzle, clues: list, engine: zebrakit.Engine) -> Puzzle:
    """Drop clues one at a time, newest first, while the solution stays unique."""
    for clue in list(reversed(clues)):
        trial = [c for c in clues if c is not clue]
        if engine.count(base.with_clues(tuple(trial)), 2) == 1:
            clues = trial
    return base.with_clues(tuple(clues))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    fish = zebrakit.load(ROOT / "examples" / "fish.yaml")
    print(f"machine: {machine()}")
    print(f"fish puzzle, count up to 2 (uniqueness proof), median of {args.repeat} runs\n")
    rows: list[tuple[str, float, int]] = []
    methods: list[tuple[str, Callable[[], object], int]] = [
        ("native (zebrakit), puzzle loaded", native_count(fish), args.repeat),
        ("native, compiling the puzzle each run", native_compiling(fish), args.repeat),
        ("CP-SAT (OR-Tools), model built each run", cp_sat(), max(5, args.repeat // 10)),
        ("python-constraint", python_constraint(), max(5, args.repeat // 10)),
        ("nested permutation loops", nested_loops, max(3, args.repeat // 50)),
        ("CNF + pycosat", cnf_pycosat(), max(5, args.repeat // 10)),
    ]
    for name, work, repeat in methods:
        assert work() == 1, f"{name} should find exactly one solution"
        rows.append((name, median_seconds(work, repeat), repeat))
    reference = rows[0][1]
    print("| method | median ms | x native | runs |\n|---|---:|---:|---:|")
    for name, seconds, repeat in rows:
        print(f"| {name} | {seconds * 1000:.3f} | {seconds / reference:.1f} | {repeat} |")
    print("\nlarger puzzles, native engine, count up to 2")
    print("| size | clues | count | nodes | median ms | runs |\n|---|---:|---:|---:|---:|---:|")
    for n, k, seed in ((8, 8, 1), (10, 10, 1)):
        puzzle = built_puzzle(n, k, seed)
        engine = zebrakit.get_engine("native")
        count = engine.count(puzzle, 2)
        repeat = max(5, args.repeat // 10)
        seconds = median_seconds(lambda e=engine, p=puzzle: e.count(p, 2), repeat)
        print(f"| {n}x{k} | {len(puzzle.clues)} | {count} | {engine.stats.nodes} | "
              f"{seconds * 1000:.2f} | {repeat} |")


if __name__ == "__main__":
    main()
