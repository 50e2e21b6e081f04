"""Marco Polo engine speed: random complete 4-player games per second, and the time to
list the legal moves at the start of a travel decision.

Each game is a seeded playout (`engine.playout.random_playout`): legal_moves, the
playout picker and apply (with its copy and validation) for every move.
Run: .venv/bin/python bench/marco_polo_engine.py [--games N]
"""

from __future__ import annotations

import argparse

from common import median_ms, overall_games_per_second, time_playouts

from engine import get
from engine.marco_polo.state import Die


def travel_decision_ms(character: str, repeats: int = 50) -> tuple[float, int]:
    """Median ms for legal_moves right after placing two 6s on travel, rich in coins/camels."""
    game = get("marco_polo")
    state = game.setup(4, {"variant": "first"}, 1)
    while state.pending:
        seat = state.pending[0].seat
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
    player = state.players[0]
    player.character = character
    player.figures = ["venezia", "venezia"] if character == "niccolo" else ["venezia"]
    player.dice = [Die(kind="p", value=6) for _ in range(5)]
    player.coins, player.camels = 60, 30
    state, _ = game.apply(state, 0, "place travel 6,6")
    ms, moves = median_ms(lambda: game.legal_moves(state, 0), repeats)
    return ms, len(moves)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="4-player games per variant")
    args = parser.parse_args()
    print(f"Marco Polo engine: {args.games} random complete 4-player games per variant")
    rates = []
    for variant in ("first", "pro"):
        rates.append(time_playouts("marco_polo", 4, args.games, {"variant": variant}))
        print(f"  {variant:5}: {rates[-1].summary()}")
    print(f"  all: {overall_games_per_second(rates):6.1f} games/s (target >= 5)")
    for character in ("", "johannes", "wilhelm", "niccolo"):
        ms, count = travel_decision_ms(character)
        name = character or "plain"
        print(
            f"  travel decision (6 steps, {name:8}): {ms:6.2f} ms for {count} moves (target <= 5 ms)"
        )


if __name__ == "__main__":
    main()
