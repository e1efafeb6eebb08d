"""The engine registry: engines by name, imported only when chosen."""

from __future__ import annotations

import importlib
from typing import Any

from .base import (Capabilities, Engine, EngineError, Stats, TimeLimit, check_deadline, deadline,
                   time_left)

REGISTRY: dict[str, str] = {
    "native": "zebrakit.engines.native:NativeEngine",
    "anneal": "zebrakit.engines.anneal:AnnealEngine",
    "brute": "zebrakit.engines.brute:BruteEngine",
    "csp": "zebrakit.engines.csp:CspEngine",
    "cpsat": "zebrakit.engines.cpsat:CpSatEngine",
    "dlx": "zebrakit.engines.dlx:DlxEngine",
    "sat": "zebrakit.engines.sat:SatEngine",
}
"""Engine name -> 'module:class'. Adding an engine touches its module and this table only."""

DEFAULT_ENGINE = "native"


def engine_class(name: str) -> type[Engine]:
    """The engine class registered as ``name``; raises EngineError for unknown names."""
    target = REGISTRY.get(name.lower())
    if target is None:
        from ..model import suggest

        known = ", ".join(sorted(REGISTRY))
        raise EngineError(f"unknown engine {name!r}{suggest(name, sorted(REGISTRY))} (engines: {known})")
    module_name, _, class_name = target.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, class_name)


def get_engine(name: str = DEFAULT_ENGINE, **params: Any) -> Engine:
    """A fresh engine instance; optional backends are imported here and a missing one says which extra to install."""
    cls = engine_class(name)
    check = getattr(cls, "check_available", None)
    if check is not None:
        check()
    return cls(**params)


def available(name: str) -> tuple[bool, str]:
    """(True, '') when engine ``name`` can run here, else (False, why)."""
    try:
        cls = engine_class(name)
        check = getattr(cls, "check_available", None)
        if check is not None:
            check()
    except EngineError as error:
        return False, str(error)
    return True, ""


__all__ = [
    "Capabilities", "DEFAULT_ENGINE", "Engine", "EngineError", "REGISTRY", "Stats",
    "TimeLimit", "available", "check_deadline", "deadline", "engine_class", "get_engine", "time_left",
]
