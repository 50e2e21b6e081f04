"""Clicks per move with the guided picker versus the old paged move list, over full games.

Picker: *Choose move*, one selection per real step (single choices are skipped), then
*Confirm* (a move chosen where other choices go on is played by its selection).
Paged list: the board showed moves 1–75 as three selects of 25; each further page of
75 took one more click (*More ▶*) before the selection.
Prints, per game: mean and maximum clicks per move both ways, the largest menu shown
and the widest list a player had to scan.
Run: .venv/bin/python bench/picker_clicks.py [--games N]
"""

from __future__ import annotations

import argparse
import statistics

import engine
from engine.move_tree import MoveTree
from engine.rng import Rng

PAGE = 75  # three selects of 25 per page in the old list
GAMES = ("caravan", "marco_polo", "macao")


def picker_clicks(tree: MoveTree, move: object) -> tuple[int, int]:
    """(clicks, widest menu) to play `move` with the picker."""
    path: list[str] = []
    clicks, widest = 1, 0  # opening the picker
    settled = tree.settle(())
    assert settled is not None
    keys, node = settled
    path = list(keys)
    while node.only_move() is None:
        options = len(node.children) + len(node.moves)
        widest = max(widest, options)
        clicks += 1
        if move in node.moves:
            return clicks, widest  # chosen where other choices go on: played at once
        key = next(k for k, child in node.children.items() if move in tree.moves((*path, k)))
        settled = tree.settle((*path, key))
        assert settled is not None
        keys, node = settled
        path = list(keys)
    return clicks + 1, widest  # Confirm


def paged_clicks(position: int) -> int:
    return 1 + position // PAGE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3, help="games per game")
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    for name in GAMES:
        game = engine.get(name)
        picker: list[int] = []
        paged: list[int] = []
        widest = scanned = 0
        for seed in range(args.games):
            state = game.setup(args.players, None, seed)
            chooser = Rng.from_seed(seed, "clicks")
            while not game.is_over(state):
                acting = game.to_act(state)
                seat = acting[chooser.below(len(acting))]
                moves = game.legal_moves(state, seat)
                move = game.playout_move(state, seat, moves, chooser)
                clicks, menu = picker_clicks(game.move_tree(state, seat), move)
                picker.append(clicks)
                widest = max(widest, menu)
                paged.append(paged_clicks(moves.index(move)))
                scanned = max(scanned, len(moves))
                state, _ = game.apply(state, seat, move)
        print(
            f"{name:10s} {len(picker):5d} moves | picker: mean {statistics.mean(picker):.2f}, "
            f"max {max(picker)} clicks, largest menu {widest} | paged list: mean "
            f"{statistics.mean(paged):.2f}, max {max(paged)} clicks, up to {scanned} moves "
            f"to scan in menus of 25"
        )


if __name__ == "__main__":
    main()
