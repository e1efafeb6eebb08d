"""The engine registry, capabilities, parameters, missing backends, tables and the CLI commands."""

from __future__ import annotations

import json
import sys

import pytest

import zebrakit
from zebrakit.bench import bench_puzzle, engine_names, markdown_table
from zebrakit.clues import Cycles, Relation, LabelAt, Pos, Const
from zebrakit.cli import main
from zebrakit.engines import REGISTRY, EngineError, available, engine_class, get_engine
from zebrakit.engines import tables
from zebrakit.model import Category, Puzzle, Ref

from conftest import EXAMPLES

SIX = ["anneal", "brute", "csp", "cpsat", "dlx", "sat"]


def test_all_six_are_registered():
    assert set(SIX) <= set(REGISTRY)
    for name in SIX:
        assert engine_class(name).name == name


@pytest.mark.parametrize("name", SIX)
def test_capabilities(name):
    caps = engine_class(name).capabilities
    if name == "anneal":
        assert (caps.enumerates, caps.proves_unique, caps.proves_unsat, caps.stochastic) == (False, False, False, True)
    else:
        assert caps.enumerates and caps.proves_unique and caps.proves_unsat and not caps.stochastic


@pytest.mark.parametrize("name,module,extra", [
    ("csp", "constraint", "csp"), ("cpsat", "ortools.sat.python.cp_model", "cpsat"),
    ("sat", "pycosat", "sat"),
])
def test_missing_backend_names_the_extra(monkeypatch, name, module, extra):
    monkeypatch.setitem(sys.modules, module, None)  # what an uninstalled module looks like
    with pytest.raises(EngineError, match=rf"pip install 'zebrakit\[{extra}\]'"):
        get_engine(name)
    ok, why = available(name)
    assert not ok and f"zebrakit[{extra}]" in why


def test_missing_pysat_names_its_extra(monkeypatch, fish):
    monkeypatch.setitem(sys.modules, "pysat.solvers", None)
    with pytest.raises(EngineError, match=r"pip install 'zebrakit\[pysat\]'"):
        get_engine("sat", solver="glucose3").count(fish)


def test_unknown_parameter():
    with pytest.raises(EngineError, match="no parameter"):
        get_engine("anneal", temperature=3)


def test_anneal_parameters_and_trace(fish):
    annealer = get_engine("anneal", seed=3, trace=True, trace_every=50, cooling_interval=100)
    assert annealer.first(fish) is not None
    trace = annealer.stats.extra["trace"]
    assert trace and all(len(t) == 3 for t in trace)
    assert min(t[2] for t in trace) >= 0.2 - 1e-9


def test_anneal_gives_up_clearly(fish):
    annealer = get_engine("anneal", iterations=10, restarts=0)
    assert annealer.first(fish) is None
    assert "no solution found within 10 iterations" in annealer.stats.extra["gave_up"]


def test_anneal_keeps_the_axis_pinned():
    cabinet = zebrakit.load(EXAMPLES / "cabinet.yaml")
    solution = get_engine("anneal", seed=1).first(cabinet)
    assert solution is not None
    for ref, position in cabinet.pinned():
        assert solution.position(ref) == position


def test_cpsat_stops_when_the_caller_has_enough():
    empty = Puzzle(tuple(Category(f"c{i}", tuple(f"v{i}{j}" for j in range(6))) for i in range(4)))
    assert get_engine("cpsat").count(empty, 5) == 5


def test_sat_with_a_pysat_solver(fish):
    pytest.importorskip("pysat")
    assert get_engine("sat", solver="glucose4").count(fish) == 1


def test_brute_loop_order_is_computed(fish):
    brute = get_engine("brute")
    assert brute.count(fish) == 1
    order = brute.stats.extra["loop order"]
    assert sorted(order) == sorted(c.name for c in fish.categories)


def _shared_puzzle() -> Puzzle:
    labels = ("a", "b", "c", "d")
    return Puzzle((Category("who", ("w", "x", "y", "z")), Category("was", labels), Category("now", labels)),
                  axis="who")


def test_tables_enumerate_permutations_not_products():
    puzzle = _shared_puzzle()
    clue = Cycles("was", "now", 2)
    table = tables.table(puzzle, clue)
    assert table.candidates == 24 * 24  # permutations of each category, not 4**8
    assert len(table.allowed) == 24 * 9  # derangements of 4
    assert tables.count_candidates(puzzle, clue.scope(puzzle)) == 576


def test_tables_respect_the_axis_and_cut_patterns():
    puzzle = _shared_puzzle()
    clue = Relation(LabelAt("now", Pos(Ref("who", "x"))), "==", Const("c"))
    table = tables.table(puzzle, clue)
    assert all(t[0] == 2 for t in table.allowed)  # x is pinned to position 2
    assert len(table.patterns) == 1 and len(table.patterns[0]) == 2  # x at 2, now.c at 2


def test_table_too_large():
    big = Puzzle((Category("a", tuple(range(9))), Category("b", tuple(range(9)))))
    with pytest.raises(tables.TableTooLarge):
        tables.table(big, Cycles("a", "b", 2))


def test_engine_names():
    assert engine_names("all") == list(REGISTRY)
    assert engine_names("dlx, sat") == ["dlx", "sat"]


def test_bench_rows(fish):
    rows = bench_puzzle(fish, ["native", "anneal", "dlx"], repeat=1)
    assert [r.engine for r in rows] == ["native", "anneal", "dlx"]
    assert rows[0].solutions == "1" and rows[2].work_kind == "nodes"
    assert rows[1].work_kind == "iterations" and rows[1].solutions == "found 1/1"
    table = markdown_table("fish", rows)
    assert table.count("\n|") == 5
    assert rows[0].cpu is not None and rows[0].cpu > 0 and rows[0].conflicts == 0
    assert "| engine | CPU ms | wall ms | nodes / iterations | conflicts |" in table


def test_paired_bench_alternates_and_gives_ratios_to_the_first(fish, monkeypatch):
    from zebrakit import bench

    order = []
    real = bench._in_child

    def spy(puzzle, name, run, limit, timeout):
        order.append((run, name))
        return real(puzzle, name, run, limit, timeout)

    monkeypatch.setattr(bench, "_in_child", spy)
    rows = bench_puzzle(fish, ["native", "dlx", "nope-engine"], repeat=2, paired=True)
    assert order == [(0, "native"), (0, "dlx"), (1, "dlx"), (1, "native")]
    assert rows[0].ratio == 1.0 and rows[1].ratio is not None and rows[1].ratio > 0
    assert rows[2].ratio is None and "unknown engine 'nope-engine'" in rows[2].note
    table = markdown_table("fish", rows)
    assert "| x native (CPU) |" in table and "| native | " in table


def test_cli_engines(capsys):
    assert main(["engines"]) == 0
    out = capsys.readouterr().out
    for name in SIX:
        assert name in out
    assert main(["engines", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {r["engine"] for r in rows} >= set(SIX)


def test_cli_bench(capsys):
    assert main(["bench", str(EXAMPLES / "fish.yaml"), "--engines", "native,sat", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "| native |" in out and "| sat |" in out and "cores" in out


def test_cli_bench_unknown_engine(capsys):
    assert main(["bench", str(EXAMPLES / "fish.yaml"), "--engines", "nope"]) == 2


def test_cli_dlx(capsys):
    assert main(["dlx", str(EXAMPLES / "zebra.yaml"), "--inverse"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[5].startswith("#1 #2")
    assert "@N.Englishman:1" in out


@pytest.mark.parametrize("name, params, message", [
    ("anneal", {"iterations": "abc"}, "parameter 'iterations' of engine 'anneal' must be a whole number, not 'abc'"),
    ("anneal", {"cooling_interval": 0},
     "parameter 'cooling_interval' of engine 'anneal' must be greater than 0, not 0"),
    ("anneal", {"restarts": -1}, "parameter 'restarts' of engine 'anneal' must not be below 0, not -1"),
    ("dlx", {"inverse": 3}, "parameter 'inverse' of engine 'dlx' must be true or false, not 3"),
    ("cpsat", {"time_limit": "soon"}, "parameter 'time_limit' of engine 'cpsat' must be a number, not 'soon'"),
])
def test_bad_parameters_are_refused_with_a_message(name, params, message):
    with pytest.raises(EngineError) as error:
        get_engine(name, **params)
    assert str(error.value) == message


def test_bench_leaves_the_work_cell_empty_when_an_engine_counts_nothing(fish):
    (row,) = bench_puzzle(fish, ["sat"], 1, 10, 60)
    assert row.work is None and row.solutions == "1"


# --------------------------------------------------------------------------- conjunctions
CONJUNCTION = """\
zebrakit: 1
categories:
  name: [Anna, Bob, Cy, Dee]
  pet: [cat, dog, fish, root beer]
  age: [20, 25, 30, 35]
  current: [health, home, trade, war]
  new: [health, home, trade, war]
clues:
- (not cycles(new, current) >= 4) and Bob + Anna < pet.{cat}
"""
"""Found by fuzzing: compiled whole, this one clue over four categories took 8 s to refute."""


def test_a_conjunction_is_compiled_part_by_part():
    from zebrakit.engines.base import conjunctions_split
    from zebrakit.formats import loads
    from zebrakit.notation import format_clue

    puzzle = loads(CONJUNCTION, "conjunction.yaml")
    split = conjunctions_split(puzzle)
    assert [format_clue(c, split) for c in split.clues] == ["not cycles(new, current) >= 4",
                                                             "Bob + Anna < pet.{cat}"]
    engine = get_engine("native")
    assert engine.count(puzzle, 2) == 0
    assert engine.stats.nodes == 1  # 'Bob + Anna < pet.{cat}' (a name is never less than a number) fails at once


def test_solutions_of_a_split_puzzle_belong_to_the_puzzle_asked():
    from zebrakit.formats import loads

    text = CONJUNCTION.split("clues:")[0] + "clues:\n- Anna == 1 and Bob == 2 and cat == Bob\n"
    puzzle = loads(text, "conjunction.yaml")
    solution = zebrakit.solve(puzzle)
    assert solution is not None and solution.puzzle is puzzle
    assert solution.value_at("name", 1) == "Anna" and solution.value_at("pet", 2) == "cat"


def test_a_holder_reads_only_the_values_its_label_can_name():
    from zebrakit.formats import loads

    head = CONJUNCTION.split("clues:")[0] + "clues:\n"
    # found by fuzzing: 10 s of CPU to refute; fish's position is 1 to 4, and no age is
    puzzle = loads(head + "- 0 - age.{fish} < 0 - new(dog) - current(dog)\n", "holder.yaml")
    scope = puzzle.clues[0].scope(puzzle)
    assert sorted({ref.category for ref in scope}) == ["current", "new", "pet"]
    assert zebrakit.count(puzzle, 2) == 0
    shared = loads(head + "- new(Anna) == current.{new(Bob)}\n", "shared.yaml")  # labels both have
    assert [ref.value for ref in shared.clues[0].scope(shared) if ref.category == "current"] == \
        ["health", "home", "trade", "war"]
    with pytest.raises(zebrakit.PuzzleError) as refused:  # no age is labelled 3: true nowhere
        loads(head + "- age.{3} == 25\n", "constant.yaml")
    assert str(refused.value) == "constant.yaml: clue 1: it names no value, so it is always true or always false"
