"""Latency of one move through the service: engine + SQLite file + real board render.

    .venv/bin/python bench/service_latency.py [--game caravan] [--players 3] [--games 1]

Plays whole games (moves picked like the engine's random playouts) through `GameService`
on a SQLite file in a temporary folder, timing each `move` call end to end, and prints
the median and p95. Target on the project's 2-core machine: p95 <= 150 ms. Before each
move it also times the autocomplete of the move's first half as typed (`legal_moves`,
answered from the service's cache of the position, on the event loop): target p95 <= 10 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from common import percentile

from bot.service import GameService, Place, Player
from bot.store import open_store
from engine import Rng
from render import render_images


async def play_game(
    service: GameService, game: str, players: int, seed: int
) -> tuple[list[float], list[float]]:
    """Seconds of each move through the service, and of each autocomplete before one."""
    place = Place(None, seed + 1)
    seated = [Player(n, f"Player {n}") for n in range(1, players + 1)]
    await service.create(place, seated[0], game, seed=seed)
    for player in seated[1:]:
        await service.join(place, player)
    reply = await service.start(place, seated[0])
    by_id = {p.user_id: p for p in seated}
    chooser = Rng.from_seed(seed, "bench")
    timings: list[float] = []
    completions: list[float] = []
    while reply.status == "active":
        player = by_id[(await service.waiting_for(place))[0]]
        notation = await service.playout_move(place, player, chooser)
        assert notation is not None
        await service.legal_moves(place, player, "")  # the first look fills the cache
        start = time.perf_counter()
        await service.legal_moves(place, player, notation[: len(notation) // 2])
        completions.append(time.perf_counter() - start)
        start = time.perf_counter()
        reply = await service.move(place, player, notation)
        timings.append(time.perf_counter() - start)
    return timings, completions


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="caravan")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        store = await open_store(Path(folder) / "bench.sqlite3")
        try:
            service = GameService(store, render_images)
            timings: list[float] = []
            completions: list[float] = []
            for index in range(args.games):
                moved, completed = await play_game(
                    service, args.game, args.players, args.seed + index
                )
                timings += moved
                completions += completed
        finally:
            await store.close()
    ms = [t * 1000 for t in timings]
    print(f"service move latency, {args.game}, {args.players} players, {args.games} game(s)")
    print(f"  moves:  {len(ms)}")
    print(f"  median: {statistics.median(ms):7.1f} ms")
    print(f"  p95:    {percentile(ms, 0.95):7.1f} ms   (target <= 150 ms)")
    print(f"  max:    {max(ms):7.1f} ms")
    typed = [t * 1000 for t in completions]
    print(
        f"  autocomplete: median {statistics.median(typed):.2f} ms, "
        f"p95 {percentile(typed, 0.95):.2f} ms (target <= 10 ms)"
    )


if __name__ == "__main__":
    asyncio.run(main())
