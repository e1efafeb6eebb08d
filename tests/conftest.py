"""Shared fixtures: the repository root, the examples, and a tiny puzzle builder."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

if "ZEBRAKIT_CACHE_DIR" not in os.environ:  # the reader's kept answers: in a folder of this test run, not the home
    os.environ["ZEBRAKIT_CACHE_DIR"] = tempfile.mkdtemp(prefix="zebrakit-test-cache-")
    atexit.register(shutil.rmtree, os.environ["ZEBRAKIT_CACHE_DIR"], True)  # (after the tables are written)

import zebrakit

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


@pytest.hookimpl(trylast=True)  # after -m has chosen
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leaves out the samples of the real puzzle sets when the whole sets run too (they hold them)."""
    if not any(item.get_closest_marker("full") for item in items):
        return
    samples = [item for item in items if item.get_closest_marker("sample")]
    if samples:
        config.hook.pytest_deselected(items=samples)
        items[:] = [item for item in items if not item.get_closest_marker("sample")]


@pytest.fixture(scope="session")
def fish() -> zebrakit.Puzzle:
    """The fish puzzle, loaded from its example file."""
    return zebrakit.load(EXAMPLES / "fish.yaml")


@pytest.fixture(scope="session")
def relaxed() -> zebrakit.Puzzle:
    """The fish puzzle with clue 4 relaxed to 'somewhere to the left' (7 solutions)."""
    return zebrakit.load(EXAMPLES / "fish-relaxed.yaml")
