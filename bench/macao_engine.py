"""Macao engine speed: random complete games per second and legal-move generation time.

Games are seeded playouts (`engine.playout.random_playout`): legal_moves, a random pick
and apply (with its copy and legality check) for every move. The legal-move figure is
the median over repeated calls in a rich phase-3 position: a full tableau, reducers,
Handwerker, Nachtwächter, Zimmermann, Herold, exchange cards, jokers with the Gaukler,
a Bau discount, free ship budget and a supply of 14 cubes in all six colours.
Run: .venv/bin/python bench/macao_engine.py [--games N] [--calls N]
"""

from __future__ import annotations

import argparse

from common import median_ms, time_playouts

from engine import get
from engine.macao.state import MacaoState


def rich_position() -> tuple[MacaoState, int]:
    game = get("macao")
    state = game.setup(4, None, 1)
    while state.phase != "actions":
        seat = game.to_act(state)[0]
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
    seat = state.queue[0]
    p = state.players[seat]
    p.tableau = ["festung", "office_justice_4", "edler_3", "kathedrale_2", "sitzungssaal"]
    p.active = [
        "archiv",
        "kran_1",
        "heiler_1",
        "handwerker_1",
        "nachtwaechter_1",
        "zimmermann_1",
        "herold_1",
        "edler_1",
        "goldsucher_1",
        "kathedrale_1",
        "gaukler",
        "office_administration_1",
        "office_construction_4",
        "leuchtturm_1",
        "kapitaen_1",
    ]
    p.supply = [3, 3, 2, 2, 2, 2]
    p.gold = 12
    p.jokers = 2
    p.district_discount = 1
    p.ship_budget = 2
    p.goods = ["silk", "tea"]
    return state, seat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="4-player games to play")
    parser.add_argument("--calls", type=int, default=200, help="legal_moves calls to time")
    args = parser.parse_args()
    game = get("macao")
    print(f"Macao engine: {args.games} random complete 4-player games")
    rate = time_playouts("macao", 4, args.games)
    print(
        f"  {rate.games_per_second:6.1f} games/s (target >= 5), {rate.moves_per_second:7.0f} "
        f"moves/s, median {rate.median_length:.0f} moves/game"
    )
    state, seat = rich_position()
    ms, moves = median_ms(lambda: game.legal_moves(state, seat), args.calls)
    print(
        f"  legal moves in a rich phase-3 position: {len(moves)} moves, median {ms:.2f} ms "
        "(target <= 5)"
    )


if __name__ == "__main__":
    main()
