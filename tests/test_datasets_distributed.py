"""Datasets on a Dask cluster started by the test: the same records, in the same order, resumable."""

from __future__ import annotations

import pytest

from zebrakit.datasets import DatasetConfig
from zebrakit.datasets.distributed import generate_records, start_local_cluster
from zebrakit.datasets.export import write_dataset
from zebrakit.model import PuzzleError

pytest.importorskip("distributed")

CONFIG = DatasetConfig(count=20, seed=9, sizes=(("3x3", 1.0), ("4x3", 1.0)),
                       variants=(("base", 1.0), ("distractors", 1.0), ("ambiguous", 1.0)))


@pytest.fixture(scope="module")
def cluster():
    """A local Dask cluster of two single-threaded worker processes."""
    cluster = start_local_cluster(2)
    yield cluster
    cluster.close()


def test_a_cluster_gives_the_records_of_one_process_in_order(cluster):
    alone = list(generate_records(CONFIG, range(20)))
    assert list(generate_records(CONFIG, range(20), backend="dask", address=cluster.scheduler_address)) == alone


def test_a_cluster_run_writes_the_same_file_and_resumes(cluster, tmp_path):
    local = tmp_path / "local.jsonl"
    write_dataset(CONFIG, local)
    remote = tmp_path / "remote.jsonl"
    write_dataset(CONFIG.with_count(7), remote, backend="dask", address=cluster.scheduler_address)
    assert write_dataset(CONFIG, remote, backend="dask", address=cluster.scheduler_address, resume=True) == (13, 7)
    assert remote.read_bytes() == local.read_bytes()


def test_an_unknown_backend_is_refused():
    with pytest.raises(PuzzleError, match="unknown backend 'ray' \\(backends: local, dask\\)"):
        list(generate_records(CONFIG, range(2), backend="ray"))


def test_generation_on_a_cluster_writes_the_local_file_and_resumes(cluster, tmp_path):
    from zebrakit.generate import settings_from, write_run

    settings = settings_from("4x3", "classic", None, None)
    local, remote = tmp_path / "local.jsonl", tmp_path / "remote.jsonl"
    assert write_run(settings, 5, 12, local) == (12, 0)
    assert write_run(settings, 5, 7, remote, workers=2, backend="dask", address=cluster.scheduler_address) == (7, 0)
    assert write_run(settings, 5, 12, remote, resume=True, backend="dask",
                     address=cluster.scheduler_address) == (5, 7)
    assert remote.read_bytes() == local.read_bytes()


def test_generate_refuses_an_address_without_the_dask_backend(capsys):
    from zebrakit.cli import main

    assert main(["generate", "--size", "3x3", "--address", "tcp://127.0.0.1:8786"]) == 2
    assert "--address names a Dask scheduler: add --backend dask" in capsys.readouterr().err
