"""How long reading a typed move takes, per game: the work a player's text can cause.

    .venv/bin/python bench/notation_cost.py [--texts 300]

For each game, seeded random texts of notation words and of arbitrary characters, up to
the longest text the engine reads (`engine.notation.MAX_LENGTH`), each read in a
mid-game position (`Game.read_move`: expansion of abbreviations and parsing), and pastes
far longer than that (refused before any parsing). Prints the median and the worst
microseconds per text. Target: the worst read well under 10 ms, so that no typed text
holds up the bot.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import statistics
import time
from collections.abc import Callable

from common import midgame_state, percentile

import engine
from engine import IllegalMove
from engine.notation import MAX_LENGTH

WORDS = {
    "caravan": ["place", "move", "take", "steal", "carry", "pass", "setze", "from", "to",
                "orange", "A", "B", "f", "c1", "d4", "g7", "kamel", "auf", "9" * 40],
    "marco_polo": ["travel", "venezia", "oasis", "beijing", "place", "use", "keep",
                   "contract", "take", "city", "camels", "coins", "-", ",", "6", "4b", "²"],
    "macao": ["activate", "use", "pay", "free", "district", "c4", "ship", "lisboa", "joker",
              "cube", "red", "kapitän", "edler", "lager", "pass", "deliver", "99999", "rrb"],
}  # fmt: skip
CHARACTERS = "abcdefghijklmnopqrstuvwxyz0123456789 -+,.²ßäöü🐪\n"


def texts(name: str, count: int, rng: random.Random) -> list[str]:
    """`count` texts of words and characters, half of them at the longest read length."""
    made = []
    for index in range(count):
        length = MAX_LENGTH if index % 2 else rng.randint(1, MAX_LENGTH)
        if index % 4 < 2:
            text = " ".join(rng.choice(WORDS[name]) for _ in range(length))[:length]
        else:
            text = "".join(rng.choice(CHARACTERS) for _ in range(length))
        made.append(text)
    return made


def micros(read: Callable[[str], object], text: str, repeats: int = 3) -> float:
    """The best of `repeats` reads of `text`, in microseconds (the best: a busy machine
    only ever adds time)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        with contextlib.suppress(IllegalMove):
            read(text)
        best = min(best, time.perf_counter() - start)
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--texts", type=int, default=300, help="texts per game")
    args = parser.parse_args()
    print(f"Reading typed moves: {args.texts} texts per game up to {MAX_LENGTH} characters")
    for name in engine.names():
        game = engine.get(name)
        state = midgame_state(name, 3, seats=2)
        seat = game.to_act(state)[0]

        def read(text: str, state: object = state, seat: int = seat) -> object:
            return game.read_move(state, seat, text)  # noqa: B023

        rng = random.Random(f"notation {name}")
        made = texts(name, args.texts, rng)
        read_us = [micros(read, text) for text in made]
        pastes = ["x" * 6000, " ".join(WORDS[name]) * 200]
        paste_us = [micros(read, text) for text in pastes]
        slowest = made[read_us.index(max(read_us))]
        print(
            f"  {name:<11} read: median {statistics.median(read_us):7.0f} µs, "
            f"p95 {percentile(read_us, 0.95):7.0f} µs, worst {max(read_us):7.0f} µs · "
            f"pastes over the limit: worst {max(paste_us):5.0f} µs"
        )
        print(f"    slowest: {slowest[:70]!r}…")


if __name__ == "__main__":
    main()
