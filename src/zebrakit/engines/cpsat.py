"""OR-Tools CP-SAT, modelled as the CP-SAT chapter on the fish puzzle does it.

An integer variable per value (the position it sits at, 1..n), AddAllDifferent per category,
and each clue as a constraint: equalities and order relations directly, "next to" through
AddAbsEquality on the difference, and every other clue (either-or, and, not, arithmetic,
general relations, cycles) as AddAllowedAssignments over the clue's table of allowed tuples.
All solutions are enumerated with a solution callback on a background thread, so the search
pauses while the caller reads solutions and stops when the caller has seen enough.
"""

from __future__ import annotations

import queue
import threading
from typing import Any, ClassVar
from collections.abc import Iterator

from ..clues import Apart, At, AtEnd, Before, Between, Clue, Different, NotApart, NotAt, Offset, Same
from ..model import Puzzle, Ref, Solution
from .base import Capabilities, Engine, check_deadline, import_backend
from .tables import Placement, pinned_positions, table

_DONE = object()


def _import_cp_model() -> Any:
    return import_backend("ortools.sat.python.cp_model", "cpsat", "OR-Tools", "cpsat")


class CpSatEngine(Engine):
    """OR-Tools CP-SAT: an IntVar per value, AllDifferent per category, native or table constraints per clue."""

    name = "cpsat"
    description = "OR-Tools CP-SAT (an integer per value, AllDifferent, AddAbsEquality, tables)"
    capabilities = Capabilities(enumerates=True, proves_unique=True, proves_unsat=True)
    extra = "cpsat"
    parameters: ClassVar[dict[str, Any]] = {"workers": 1, "time_limit": 0.0}
    positive = ("workers",)

    @classmethod
    def check_available(cls) -> None:
        """Raise EngineError naming the extra when OR-Tools is missing."""
        _import_cp_model()

    def search(self, puzzle: Puzzle) -> Iterator[Solution]:
        cp_model = _import_cp_model()
        model, variables = build_model(cp_model, puzzle)
        if model is None:
            return
        refs = list(variables)
        for values in self._enumerate(cp_model, model, [variables[r] for r in refs]):
            yield Solution.from_positions(puzzle, dict(zip(refs, values)))

    def _enumerate(self, cp_model: Any, model: Any, variables: list) -> Iterator[tuple[int, ...]]:
        """Every solution's values, produced by the solver on its own thread and read here lazily."""
        solver = cp_model.CpSolver()
        solver.parameters.enumerate_all_solutions = True
        solver.parameters.num_workers = int(self.params["workers"])
        if float(self.params["time_limit"]) > 0:
            solver.parameters.max_time_in_seconds = float(self.params["time_limit"])
        found: queue.Queue = queue.Queue(maxsize=64)
        stop = threading.Event()
        callback = _collector(cp_model, variables, found, stop)
        outcome: dict[str, Any] = {}
        worker = threading.Thread(target=_solve, args=(solver, model, callback, found, outcome),
                                  daemon=True)
        worker.start()
        try:
            while True:
                try:
                    item = found.get(timeout=0.05)
                except queue.Empty:
                    check_deadline()  # the solver runs on its thread; stopped in finally
                    continue
                if item is _DONE:
                    break
                yield item
        finally:
            stop.set()
            solver.stop_search()  # the caller has enough: do not finish a proof nobody reads
            while worker.is_alive():
                _drain(found)
                worker.join(0.01)
            self.stats.nodes = solver.num_branches
            self.stats.extra.update(conflicts=solver.num_conflicts,
                                    status=solver.status_name(outcome.get("status")))


def _solve(solver: Any, model: Any, callback: Any, found: queue.Queue, outcome: dict) -> None:
    try:
        outcome["status"] = solver.solve(model, callback)
    finally:
        found.put(_DONE)


def _drain(found: queue.Queue) -> None:
    try:
        while True:
            found.get_nowait()
    except queue.Empty:
        pass


def _collector(cp_model: Any, variables: list, found: queue.Queue, stop: threading.Event) -> Any:
    """A solution callback that queues each solution and stops the search once asked to."""

    class Collector(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self) -> None:
            if stop.is_set():
                self.stop_search()
                return
            found.put(tuple(self.value(v) for v in variables))

    return Collector()


def build_model(cp_model: Any, puzzle: Puzzle) -> tuple[Any, dict[Ref, Any]]:
    """The CP-SAT model and each value's variable; the model is None when a clue can never hold."""
    model = cp_model.CpModel()
    n = puzzle.size
    pins = pinned_positions(puzzle)
    variables = {}
    for ref in puzzle.refs():
        low, high = (pins[ref], pins[ref]) if ref in pins else (1, n)
        variables[ref] = model.new_int_var(low, high, str(ref))
    for category in puzzle.categories:
        model.add_all_different([variables[r] for r in category.refs()])
    for clue in puzzle.clues:
        if not add_clue(cp_model, model, puzzle, clue, variables):
            return None, variables
    return model, variables


def add_clue(cp_model: Any, model: Any, puzzle: Puzzle, clue: Clue, x: dict[Ref, Any]) -> bool:
    """Add one clue to the model, natively where CP-SAT has the constraint; False if it can never hold."""
    n = puzzle.size
    if isinstance(clue, Same):
        model.add(x[clue.a] == x[clue.b])
    elif isinstance(clue, Different):
        model.add(x[clue.a] != x[clue.b])
    elif isinstance(clue, At):
        model.add(x[clue.a] == clue.position)
    elif isinstance(clue, NotAt):
        model.add(x[clue.a] != clue.position)
    elif isinstance(clue, Offset):
        model.add(x[clue.a] + clue.offset == x[clue.b])
    elif isinstance(clue, Before):
        model.add(x[clue.a] < x[clue.b])
    elif isinstance(clue, (Apart, NotApart)):
        distance = model.new_int_var(0, n - 1, "")
        model.add_abs_equality(distance, x[clue.a] - x[clue.b])
        if isinstance(clue, Apart):
            model.add(distance == clue.distance)
        else:
            model.add(distance != clue.distance)
    elif isinstance(clue, Between):
        _add_between(model, clue, x)
    elif isinstance(clue, AtEnd):
        model.add_linear_expression_in_domain(x[clue.a], cp_model.Domain.from_values([1, n]))
    else:
        return _add_table(model, puzzle, clue, x)
    return True


def _add_between(model: Any, clue: Between, x: dict[Ref, Any]) -> None:
    """b strictly between a and c: in that order, or either way round through one boolean."""
    a, b, c = x[clue.a], x[clue.b], x[clue.c]
    if clue.ordered:
        model.add(a < b)
        model.add(b < c)
        return
    rightward = model.new_bool_var("")
    model.add(a < b).only_enforce_if(rightward)
    model.add(b < c).only_enforce_if(rightward)
    model.add(c < b).only_enforce_if(~rightward)
    model.add(b < a).only_enforce_if(~rightward)


def _add_table(model: Any, puzzle: Puzzle, clue: Clue, x: dict[Ref, Any]) -> bool:
    compiled = table(puzzle, clue)
    if not compiled.scope:
        return bool(clue.holds(Placement(puzzle, {})))
    if not compiled.allowed:
        return False
    model.add_allowed_assignments([x[r] for r in compiled.scope], list(compiled.allowed))
    return True
