"""Find a game by name. Games live in their own packages and are imported on first use."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from engine.errors import IllegalMove
from engine.game import Game

_MODULES = {
    "caravan": "engine.caravan",
    "marco_polo": "engine.marco_polo",
    "macao": "engine.macao",
}
_LOADED: dict[str, Game[Any, Any, Any]] = {}


def names() -> list[str]:
    """Games whose package is present, in a stable order."""
    available = []
    for name, module in _MODULES.items():
        if importlib.util.find_spec(module) is not None:
            available.append(name)
    return available


def get(name: str) -> Game[Any, Any, Any]:
    key = name.strip().lower().replace(" ", "_").replace("-", "_")
    if key not in _LOADED:
        module_name = _MODULES.get(key)
        if module_name is None or importlib.util.find_spec(module_name) is None:
            raise IllegalMove("core.err.unknown_game", name=name, known=", ".join(names()))
        module = importlib.import_module(module_name)
        _LOADED[key] = module.GAME
    return _LOADED[key]
