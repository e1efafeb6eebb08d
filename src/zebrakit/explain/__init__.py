"""Explain how to solve a puzzle like a person: numbered steps, hints and a difficulty grade.

    >>> from zebrakit import load
    >>> from zebrakit.explain import explain
    >>> explanation = explain(load("examples/fish.yaml"))
    >>> explanation.status, explanation.steps[0].text                      # doctest: +SKIP
    ('unique', 'The person who drinks milk is in house 3, so not in houses 1, 2, 4 and 5 (clue 8).')

``explain`` gives the steps (``path``), ``hint`` the next step from a player's own marks
(``hints``), ``grade`` a difficulty from the techniques a puzzle forces (``grading``),
``in_band`` a generated puzzle of the band asked (``banding``). The
techniques are a closed set (``techniques``); the steps are found on bitsets (``search``,
``whatif``) and put into words by ``sentences``.
"""

from __future__ import annotations

import sys
import types
from typing import Any

from .banding import Banded, OutOfBand, in_band
from .grading import BANDS, Grade, grade
from .hints import LEVELS, Hint, hint, read_marks
from .path import explain
from .steps import Explanation, Fact, OpenCell, Step
from .techniques import TECHNIQUES, Technique

__all__ = ["BANDS", "LEVELS", "TECHNIQUES", "Banded", "Explanation", "Fact", "Grade", "Hint",
           "OpenCell", "OutOfBand", "Step", "Technique", "explain", "grade", "hint", "in_band",
           "read_marks"]


class _CallableModule(types.ModuleType):
    """``zebrakit.explain(puzzle)`` and ``zebrakit.explain.explain(puzzle)`` both explain."""

    def __call__(self, *args: Any, **kwargs: Any) -> Explanation:
        return explain(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
