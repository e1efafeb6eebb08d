"""Benchmark datasets: items from (config, i), variants with solver-checked gold, export, card, CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from zebrakit import violations
from zebrakit.cli import main
from zebrakit.datasets import Dataset, DatasetConfig, item, items, parse_mix, score_answer
from zebrakit.datasets.config import VARIANTS
from zebrakit.datasets.distributed import generate_records
from zebrakit.datasets.export import read_records, to_hf_dataset, write_dataset
from zebrakit.datasets.gold import NO_SOLUTION, UNDETERMINED
from zebrakit.datasets.grading import grade, grade_all
from zebrakit.formats.files import from_data
from zebrakit.model import PuzzleError, Solution
from zebrakit.solve import solutions

ALL = tuple((v, 1.0) for v in VARIANTS)
PAIRED = DatasetConfig(count=2 * len(VARIANTS), seed=11, sizes=(("4x4", 1.0), ("5x4", 1.0)), variants=ALL,
                       formats=(("json", 1.0), ("table", 1.0), ("cell", 1.0)), paired=True)


@pytest.fixture(scope="module")
def paired() -> list[dict]:
    """Two puzzles, each under every variant."""
    return list(items(PAIRED))


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


# =========================================================================== items
def test_item_is_a_pure_function_of_config_and_index(paired):
    again = item(PAIRED, 9)
    assert again == paired[9]
    bigger = PAIRED.with_count(1000)
    assert item(bigger, 9) == again  # the count is not part of an item
    other_seed = DatasetConfig(**{**PAIRED.__dict__, "seed": 12})
    assert item(other_seed, 9)["text"] != again["text"]
    assert again["id"] == f"{PAIRED.fingerprint()}-000009"


def test_paired_items_are_one_puzzle_under_every_variant_in_order(paired):
    assert [r["variant"] for r in paired] == list(VARIANTS) * 2
    assert [r["puzzle_index"] for r in paired] == [0] * len(VARIANTS) + [1] * len(VARIANTS)
    first = paired[: len(VARIANTS)]
    assert len({r["answer_format"] for r in first}) == 1  # twins are asked the same way


def test_records_carry_the_schema_fields(paired):
    record = paired[0]
    assert list(record)[:8] == ["format", "version", "id", "index", "seed", "puzzle_index", "question", "answer"]
    assert record["question"].startswith("Solve this logic grid puzzle.\n\n" + record["text"].rstrip("\n"))
    assert record["size"] == {"houses": 4, "categories": 4} or record["size"] == {"houses": 5, "categories": 4}
    assert record["level"] in ("easy", "medium", "hard")
    puzzle = from_data(record["puzzle"])
    assert sum(record["clue_types"].values()) == len(puzzle.clues)
    assert record["categories"] == {c.name: [str(v) for v in c.values] for c in puzzle.categories}


def _gold_from_solver(record: dict) -> None:
    """The record's gold checked against a second engine's full list of solutions."""
    puzzle = from_data(record["puzzle"])
    found = list(solutions(puzzle, engine="dlx"))
    gold = record["gold"]
    assert gold["solutions"] == len(found)
    if not found:
        assert gold["status"] == "none" and gold["grid"] is None and record["answer"] == NO_SOLUTION
        return
    grids = [s.grid() for s in found]
    for house, row in enumerate(gold["grid"]):
        for category, value in row.items():
            seen = {str(g[house][category]) for g in grids}
            assert value == (seen.pop() if len(seen) == 1 else UNDETERMINED)
    if len(found) == 1:
        assert gold["status"] == "unique"
        assert violations(puzzle, Solution.from_grid(puzzle, gold["grid"])) == []


def test_every_variant_has_the_gold_its_solutions_give(paired):
    for record in paired:
        _gold_from_solver(record)
    status = {r["variant"]: r["gold"]["status"] for r in paired[: len(VARIANTS)]}
    assert status == {"base": "unique", "distractors": "unique", "redundant": "unique", "unsolvable": "none",
                      "ambiguous": "ambiguous", "renamed": "unique", "paraphrased": "unique",
                      "obfuscated": "unique"}


def test_variants_change_what_they_say_and_keep_the_logic(paired):
    by = {r["variant"]: r for r in paired[: len(VARIANTS)]}
    base = from_data(by["base"]["puzzle"])
    assert len(by["distractors"]["distractors"]) == PAIRED.distractors
    assert all(d in by["distractors"]["text"] for d in by["distractors"]["distractors"])
    assert len(from_data(by["redundant"]["puzzle"]).clues) == len(base.clues) + PAIRED.redundant
    assert len(from_data(by["unsolvable"]["puzzle"]).clues) == len(base.clues) + 1
    assert len(from_data(by["ambiguous"]["puzzle"]).clues) == len(base.clues) - 1
    question = base.questions[0]
    opens = [i for i in range(len(base.clues))
             if len({s.answer(question) for s in solutions(base.with_clues(base.clues[:i] + base.clues[i + 1:]),
                                                          limit=50)}) > 1]
    # the clue removed leaves the question open whenever one clue can
    assert (by["ambiguous"]["gold"]["cell"] == UNDETERMINED) == bool(opens)
    renamed = by["renamed"]
    assert set(renamed["categories"]).isdisjoint(by["base"]["categories"])
    assert renamed["renaming"] and renamed["level"] == by["base"]["level"]
    base_grid, twin_grid = by["base"]["gold"]["grid"], renamed["gold"]["grid"]
    mapping = renamed["renaming"]
    assert [{mapping[c]: mapping[v] for c, v in row.items()} for row in base_grid] == twin_grid
    assert by["paraphrased"]["text"] != by["base"]["text"]
    assert by["paraphrased"]["gold"] == by["base"]["gold"]


def test_the_gold_answer_scores_one_in_every_format(paired):
    for record in paired:
        assert score_answer(record["answer"], record) == 1.0, (record["variant"], record["answer_format"])
        assert score_answer(None, record) == 0.0


def test_the_dataset_behaves_like_a_reasoning_gym_procedural_dataset(paired):
    dataset = Dataset(PAIRED)
    assert len(dataset) == PAIRED.count and dataset[3] == paired[3] and dataset[-1] == paired[-1]
    assert dataset.score_answer(dataset[0]["answer"], dataset[0]) == 1.0
    with pytest.raises(IndexError, match="item 16 of a dataset of 16"):
        dataset[16]


def test_score_answer_gives_partial_credit_per_cell(paired):
    record = next(r for r in paired if r["answer_format"] != "cell" and r["gold"]["status"] == "unique")
    grid = [dict(row) for row in record["gold"]["grid"]]
    first = next(iter(grid[0]))
    grid[0][first], grid[1][first] = grid[1][first], grid[0][first]
    answer = json.dumps({f"House {i}": row for i, row in enumerate(grid, 1)})
    cells = len(grid) * len(grid[0])
    assert score_answer(answer, record) == pytest.approx((cells - 2) / cells)
    graded = grade(answer, record)
    assert graded.label == "partially right"
    assert [(w["house"], w["category"]) for w in graded.wrong] == [(1, first), (2, first)]


def test_mixed_items_draw_their_variant_and_format_from_the_mix():
    config = DatasetConfig(count=40, seed=3, sizes=(("3x3", 1.0),), variants=(("base", 3.0), ("unsolvable", 1.0)),
                           formats=(("json", 1.0), ("cell", 1.0)))
    records = list(items(config))
    variants = {r["variant"] for r in records}
    assert variants == {"base", "unsolvable"}
    assert sum(r["variant"] == "base" for r in records) > sum(r["variant"] == "unsolvable" for r in records)
    assert {r["answer_format"] for r in records} == {"json", "cell"}


def test_config_errors_name_the_setting():
    with pytest.raises(PuzzleError, match=r"unknown variant 'distractor'; did you mean 'distractors'\?"):
        DatasetConfig(variants=(("distractor", 1.0),)).check()
    with pytest.raises(PuzzleError, match="size '5by5' is not HOUSESxCATEGORIES"):
        DatasetConfig(sizes=(("5by5", 1.0),)).check()
    with pytest.raises(PuzzleError, match="weight 'x' is not a number"):
        parse_mix("base=x", "variant", ())
    assert parse_mix("4x4,5x5=2", "size", ()) == (("4x4", 1.0), ("5x5", 2.0))


# =========================================================================== many processes
def test_workers_write_the_same_records_in_the_same_order():
    config = DatasetConfig(count=10, seed=5, sizes=(("4x4", 1.0),), variants=(("base", 1.0), ("distractors", 1.0)))
    alone = list(generate_records(config, range(10)))
    assert list(generate_records(config, range(10), workers=2)) == alone


# =========================================================================== files
def test_jsonl_resume_and_parquet_give_the_same_records(tmp_path):
    config = DatasetConfig(count=6, seed=2, sizes=(("3x3", 1.0),), variants=(("base", 1.0), ("ambiguous", 1.0)))
    full = tmp_path / "full.jsonl"
    assert write_dataset(config, full) == (6, 0)
    part = tmp_path / "part.jsonl"
    write_dataset(config.with_count(4), part)
    with part.open("a") as handle:
        handle.write('{"format": "zebrakit-dat')  # an interrupted last line
    assert write_dataset(config, part, resume=True) == (2, 4)
    assert part.read_text() == full.read_text()
    with pytest.raises(PuzzleError, match="already exists: add --resume to continue it or --force"):
        write_dataset(config, full)
    parquet = tmp_path / "d.parquet"
    write_dataset(config, parquet)
    assert read_records(parquet) == read_records(full)
    hf = to_hf_dataset(read_records(full))
    assert len(hf) == 6 and json.loads(hf[0]["gold"]) == read_records(full)[0]["gold"]


def test_resume_refuses_another_recipe(tmp_path):
    path = tmp_path / "d.jsonl"
    write_dataset(DatasetConfig(count=2, seed=1, sizes=(("3x3", 1.0),)), path)
    with pytest.raises(PuzzleError, match="line 1 belongs to another dataset recipe"):
        write_dataset(DatasetConfig(count=3, seed=2, sizes=(("3x3", 1.0),)), path, resume=True)


# =========================================================================== command line
def test_dataset_build_writes_records_a_card_and_a_plot(tmp_path, capsys):
    out = tmp_path / "d.jsonl"
    code, _, err = run(capsys, "dataset", "build", "--count", "6", "--seed", "4", "--sizes", "3x3,4x3",
                       "--variants", "base,unsolvable", "--formats", "json,cell", "--out", str(out))
    assert code == 0 and "wrote 6 items to" in err
    records = read_records(out)
    assert [r["index"] for r in records] == list(range(6))
    card = (tmp_path / "d.card.md").read_text()
    assert "| value | items | share |" in card and "### Variant" in card and "![distribution](d.card.png)" in card
    assert (tmp_path / "d.card.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    code, shown, _ = run(capsys, "dataset", "item", "3", "--count", "6", "--seed", "4", "--sizes", "3x3,4x3",
                         "--variants", "base,unsolvable", "--formats", "json,cell")
    assert code == 0 and json.loads(shown) == records[3]


def test_grade_reports_accuracy_labels_and_breakdowns(tmp_path, capsys):
    out = tmp_path / "d.jsonl"
    run(capsys, "dataset", "build", "--count", "4", "--seed", "4", "--sizes", "3x3", "--formats", "cell",
        "--out", str(out), "--no-card")
    records = read_records(out)
    answers = tmp_path / "answers.jsonl"
    lines = [{"id": records[0]["id"], "answer": f"Answer: {records[0]['answer']}"},
             {"id": records[1]["id"], "answer": ""},
             {"id": records[2]["id"], "answer": "Let me think step by step. First, the", "finish_reason": "length"}]
    answers.write_text("".join(json.dumps(x) + "\n" for x in lines))
    code, shown, _ = run(capsys, "grade", str(answers), "--dataset", str(out), "--json",
                         "--plot", str(tmp_path / "r.png"))
    report = json.loads(shown)
    assert code == 0 and report["answers"] == 4 and report["puzzle_accuracy"] == 0.25
    assert report["labels"] == {"correct": 1, "partially right": 0, "wrong": 0, "unparseable": 0,
                                "truncated": 1, "no answer": 2}
    assert report["missing"] == [records[3]["id"]]
    assert report["breakdown"]["size"] == {"3x3": {"answers": 4, "puzzle_accuracy": 0.25, "cell_accuracy": 0.25}}
    assert (tmp_path / "r.png").exists()
    code, table, _ = run(capsys, "grade", str(answers), "--dataset", str(out), "--details")
    assert "4 answers: puzzle accuracy 25.0%, cell accuracy 25.0%" in table and "by variant" in table


def test_grade_errors_name_the_file_and_line(tmp_path, capsys):
    data = tmp_path / "d.jsonl"
    run(capsys, "dataset", "build", "--count", "1", "--sizes", "3x3", "--out", str(data), "--no-card")
    bad = tmp_path / "a.jsonl"
    bad.write_text('{"id": "nope", "answer": "x"}\n')
    code, _, err = run(capsys, "grade", str(bad), "--dataset", str(data))
    assert code == 2 and err == f"zebrakit: error: {bad}: answer 1: id 'nope' is not in the dataset\n"
    bad.write_text("not json\n")
    code, _, err = run(capsys, "grade", str(bad), "--dataset", str(data))
    assert code == 2 and err.startswith(f"zebrakit: error: {bad}: line 1 is not JSON")
    code, _, err = run(capsys, "grade", str(bad), "--dataset", str(tmp_path / "missing.jsonl"))
    assert code == 2 and err == f"zebrakit: error: {tmp_path / 'missing.jsonl'}: no such dataset file\n"


def test_grade_all_refuses_an_answer_given_twice():
    record = {"id": "a", "gold": {"status": "none", "grid": None, "cell": NO_SOLUTION, "solutions": 0},
              "categories": {"x": ["p", "q"]}, "answer_format": "json"}
    with pytest.raises(PuzzleError, match="answer 2: id 'a' is answered twice"):
        grade_all([{"id": "a", "answer": ""}, {"id": "a", "answer": ""}], [record])


def test_readme_example_runs(tmp_path, monkeypatch):
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    start = readme.index("```python\nfrom zebrakit.datasets import")
    code = readme[start + len("```python\n"): readme.index("```", start + 10)]
    monkeypatch.chdir(tmp_path)
    exec(compile(code, "README", "exec"), {})
    assert (tmp_path / "bench.jsonl").exists()
