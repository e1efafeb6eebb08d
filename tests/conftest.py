"""Shared fixtures: the repository root, the examples, and a tiny puzzle builder."""

from __future__ import annotations

from pathlib import Path

import pytest

import zebrakit

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


@pytest.fixture(scope="session")
def fish() -> zebrakit.Puzzle:
    """The fish puzzle, loaded from its example file."""
    return zebrakit.load(EXAMPLES / "fish.yaml")


@pytest.fixture(scope="session")
def relaxed() -> zebrakit.Puzzle:
    """The fish puzzle with clue 4 relaxed to 'somewhere to the left' (7 solutions)."""
    return zebrakit.load(EXAMPLES / "fish-relaxed.yaml")
