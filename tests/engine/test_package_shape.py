"""Every game's package follows one template, so a game is found the same way in every
package and the same role has the same module name (docs/DESIGN.md, "Adding a game")."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[2]

# The modules every game writes, by role (see DESIGN.md for what each holds).
REQUIRED = frozenset(
    {
        "__init__.py",  # GAME, the registered instance
        "game.py",  # the Game class: the contract, delegating to the modules below
        "state.py",  # options and state models
        "data.py",  # the printed components
        "moves.py",  # the moves as values: the move union
        "notation.py",  # the moves' typable notation, both ways
        "rules.py",  # set-up and what a move does
        "events.py",  # what the table reads after a move
        "words.py",  # the game's vocabulary as catalogue texts
        "labels.py",  # a move in words
        "steps.py",  # a move's steps for the picker
        "view.py",  # what a seat may see
        "scoring.py",  # points and standings
        "playout.py",  # the purposeful random move of playouts
        "resample.py",  # hidden information, drawn anew for the AI
        "help.py",  # the topics of the short rules help
    }
)
# Every game's images start from the same entry module.
RENDER_REQUIRED = frozenset({"__init__.py", "drawing.py"})


def _modules(folder: Path) -> set[str]:
    return {path.name for path in folder.glob("*.py")}


@pytest.mark.parametrize("name", engine.names())
def test_every_game_package_has_the_template_modules(name: str) -> None:
    missing = REQUIRED - _modules(ROOT / "engine" / name)
    assert not missing, f"engine/{name}/ lacks {sorted(missing)}"


@pytest.mark.parametrize("name", engine.names())
def test_every_game_class_lives_in_game_py(name: str) -> None:
    assert type(engine.get(name)).__module__ == f"engine.{name}.game"


@pytest.mark.parametrize("name", engine.names())
def test_every_game_has_a_drawing_module(name: str) -> None:
    missing = RENDER_REQUIRED - _modules(ROOT / "render" / name)
    assert not missing, f"render/{name}/ lacks {sorted(missing)}"


def test_no_game_module_holds_a_role_under_another_name() -> None:
    """The names the template replaced stay gone, so the same role is not found twice."""
    retired = {"ai.py", "hidden.py", "phrases.py", "texts.py"}
    for name in engine.names():
        assert not retired & _modules(ROOT / "engine" / name), name
