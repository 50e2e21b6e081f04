"""Time to show one step of `/game replay`: the board after any move of a finished
4-player game, rebuilt from the seed and the move log and drawn with the real renderer.

    .venv/bin/python bench/replay_step.py [--games caravan,marco_polo,macao] [--steps 60]

For each game, a seeded random game is written to a SQLite file in a temporary folder
(through `--import`'s path, which replays and checks it), then `GameService.replay` is
timed end to end:
- first step: a fresh service, so the whole game is replayed from seed + log (keeping a
  state every few moves) before the board is drawn;
- random steps: any move of the game, from the nearest kept state, each drawn anew;
- the ▶ button: one move on from the last one shown.
Target on the project's 2-core machine: p95 <= 150 ms for the largest board (Macao).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from common import NAMES, percentile

from bot.records.transfer import ExportedMove, ExportedResult, ExportedSeat, GameExport, import_game
from bot.service import GameService, Place, Player
from bot.store import Store, open_store
from engine import Rng, get
from engine.playout import random_playout
from render import render_images

PLACE = Place(1, 1)
VIEWER = Player(99, "Viewer")


def record_of(game_name: str, seed: int) -> GameExport:
    game = get(game_name)
    final, log = random_playout(game, 4, seed)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    return GameExport(
        game=game_name,
        engine_version=game.version,
        options={},
        seed=seed,
        status="finished",
        guild_id=PLACE.guild_id,
        channel_id=seed,
        creator_id=1,
        created_at=start,
        finished_at=start + timedelta(minutes=len(log)),
        seats=[ExportedSeat(seat=n, name=NAMES[n], user_id=n + 1) for n in range(4)],
        moves=[
            ExportedMove(
                ply=n, seat=s, notation=game.format_move(m), at=start + timedelta(minutes=n)
            )
            for n, (s, m) in enumerate(log)
        ],
        result=[
            ExportedResult(seat=s.seat, rank=s.rank, score=s.score)
            for s in game.result(final).standings
        ],
    )


async def timed(call) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    await call
    return (time.perf_counter() - start) * 1000


def line(label: str, times: list[float]) -> str:
    return (
        f"  {label:<14} median {statistics.median(times):6.1f} ms, "
        f"p95 {percentile(times, 0.95):6.1f} ms, max {max(times):6.1f} ms ({len(times)} steps)"
    )


async def bench_game(store: Store, game_name: str, steps: int, seed: int) -> None:
    game_id = await import_game(store, record_of(game_name, seed))
    plies = await store.count_moves(game_id)
    chooser = Rng.from_seed(seed, "replay-bench")
    firsts = []
    for _ in range(3):
        fresh = GameService(store, render_images)
        firsts.append(await timed(fresh.replay(PLACE, VIEWER, game_id, chooser.below(plies + 1))))
    service = GameService(store, render_images)
    await service.replay(PLACE, VIEWER, game_id, 0)  # the replay is kept from here on
    randoms = [
        await timed(service.replay(PLACE, VIEWER, game_id, chooser.below(plies + 1)))
        for _ in range(steps)
    ]
    start = chooser.below(max(1, plies - steps))
    nexts = [
        await timed(service.replay(PLACE, VIEWER, game_id, ply, 1))
        for ply in range(start, min(plies, start + steps))
    ]
    print(f"{game_name}: {plies} moves, 4 players")
    print(line("first step", firsts))
    print(line("random steps", randoms))
    print(line("▶ steps", nexts))


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="caravan,marco_polo,macao")
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        async with await open_store(Path(folder) / "bench.sqlite3") as store:
            for name in args.games.split(","):
                await bench_game(store, name, args.steps, args.seed)
    print("target: p95 <= 150 ms per step for the largest board (Macao)")


if __name__ == "__main__":
    asyncio.run(main())
