"""Shared builders: a game in its first turn with the dice and goods a test needs."""

from __future__ import annotations

from typing import Any

from engine import get
from engine.marco_polo.game import MarcoPoloGame
from engine.marco_polo.state import Die, MarcoPoloState

GAME: MarcoPoloGame = get("marco_polo")  # type: ignore[assignment]


def start(
    seats: int = 4,
    characters: list[str] | None = None,
    seed: int = 1,
) -> MarcoPoloState:
    """A first-game set-up with the low-roll choices answered, seat 0 to move.

    `characters` replaces the first-game characters (re-running their set-up)."""
    state = GAME.setup(seats, {"variant": "first"}, seed)
    while state.pending:
        seat = state.pending[0].seat
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    if characters is not None:
        from engine.marco_polo.decisions import setup_character

        state.beijing = [-1, -1, -1, -1]
        for seat, character in enumerate(characters):
            player = state.players[seat]
            player.posts, player.posts_placed, player.figures = [], 0, ["venezia"]
            setup_character(state, seat, character)
            if character == "raschid":
                player.dice = [Die(kind="p", value=0) for _ in range(5)]
            elif player.dice and player.dice[0].value == 0:
                player.dice = [Die(kind="p", value=3) for _ in range(5)]
            if character != "matteo":
                player.dice = [d for d in player.dice if d.kind != "w"]
    return state


def dice(*values: int, kind: str = "p") -> list[Die]:
    return [Die(kind=kind, value=v) for v in values]  # type: ignore[arg-type]


def set_player(state: MarcoPoloState, seat: int, **fields: Any) -> None:
    player = state.players[seat]
    for name, value in fields.items():
        setattr(player, name, value)


def play(state: MarcoPoloState, seat: int, *moves: str) -> MarcoPoloState:
    for move in moves:
        state, _ = GAME.apply(state, seat, move)
    return state


def resources(state: MarcoPoloState, seat: int) -> dict[str, int]:
    p = state.players[seat]
    return {
        "coins": p.coins, "camels": p.camels, "pepper": p.pepper, "silk": p.silk,
        "gold": p.gold, "vp": p.vp,
    }  # fmt: skip
