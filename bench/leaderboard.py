"""Time of `/leaderboard` (and `/stats`, `/game history`) with 10,000 finished games.

    .venv/bin/python bench/leaderboard.py [--games 10000] [--players 400] [--queries 300]

Writes `--games` finished games (2-4 of `--players` people each, on 5 servers, a few
with an AI seat) straight into a SQLite file in a temporary folder, with their seats and
results, rates them all (`--rerate`'s path, timed too), then times the service calls
end to end: the leaderboard of a random game, scope and page; a random player's stats;
a random page of a server's history. Target on the project's 2-core machine:
`/leaderboard` p95 <= 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from common import percentile

from bot.records.rater import rerate
from bot.service import GameService, Place, ServiceError
from bot.store import Store, open_store, to_db_time
from engine import Rng

GAMES = ("caravan", "marco_polo", "macao")
SERVERS = 5


async def fill(store: Store, games: int, players: int, seed: int) -> None:
    """Games, seats and results in a few big transactions (like 10,000 real games' rows)."""
    rng = Rng.from_seed(seed, "leaderboard-bench")
    start = datetime(2025, 1, 1, tzinfo=UTC)
    db = store._writer
    await db.execute("BEGIN")
    for number in range(1, games + 1):
        at = to_db_time(start + timedelta(minutes=17 * number))
        seats = 2 + rng.below(3)
        people = rng.shuffled(list(range(1, players + 1)))[:seats]
        ai = rng.below(10) == 0
        game = GAMES[rng.below(len(GAMES))]
        await db.execute(
            "INSERT INTO games (id, guild_id, channel_id, game, engine_version, status, options,"
            " seed, creator_id, state, version, created_at, updated_at, finished_at)"
            " VALUES (?, ?, ?, ?, 1, 'finished', '{}', ?, ?, NULL, 1, ?, ?, ?)",
            (number, 1 + number % SERVERS, number, game, number, people[0], at, at, at),
        )
        ranks = sorted(range(1, seats + 1), key=lambda _: rng.below(100))
        for seat, (person, rank) in enumerate(zip(people, ranks, strict=True)):
            is_ai = ai and seat == seats - 1
            entry = "ai:normal" if is_ai else f"user:{person}"
            user = -1 if is_ai else person
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, display_name, locale)"
                " VALUES (?, ?, ?, ?, 'en')",
                (number, seat, user, f"Player {person}"),
            )
            await db.execute(
                "INSERT INTO results (game_id, seat, entry, rank, score) VALUES (?, ?, ?, ?, ?)",
                (number, seat, entry, rank, 10 * (seats - rank) + rng.below(10)),
            )
        await db.execute("INSERT INTO rating_queue (game_id) VALUES (?)", (number,))
    await db.execute("COMMIT")


REFUSED: list[str] = []


async def timed(call) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    try:
        await call
    except ServiceError as error:  # answered too (a page past the end), and counted
        REFUSED.append(error.key)
    return (time.perf_counter() - start) * 1000


def line(label: str, times: list[float]) -> str:
    return (
        f"  {label:<14} median {statistics.median(times):6.1f} ms, "
        f"p95 {percentile(times, 0.95):6.1f} ms ({len(times)} calls)"
    )


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        async with await open_store(Path(folder) / "bench.sqlite3") as store:
            began = time.perf_counter()
            await fill(store, args.games, args.players, args.seed)
            filled = time.perf_counter()
            done = await rerate(store)
            rated = time.perf_counter()
            print(
                f"{args.games} finished games written in {filled - began:.1f} s; "
                f"rated ({done.counted} counted, {done.ratings} ratings) in {rated - filled:.1f} s"
            )
            service = GameService(store, lambda *_: [])
            rng = Rng.from_seed(args.seed, "queries")
            boards, stats, history = [], [], []
            for _ in range(args.queries):
                place = Place(1 + rng.below(SERVERS), 10**9)
                game = GAMES[rng.below(len(GAMES))]
                scope = "global" if rng.below(2) else "server"
                boards.append(
                    await timed(service.leaderboard(place, game, scope, 1 + rng.below(4)))
                )
                person = 1 + rng.below(args.players)
                stats.append(await timed(service.stats(place, person, f"Player {person}")))
                history.append(await timed(service.game_history(place, 1 + rng.below(50))))
            print(line("/leaderboard", boards))
            print(line("/stats", stats))
            print(line("/game history", history))
            print(f"  of them refused (e.g. a page past the end): {len(REFUSED)}")
            sample = await service.leaderboard(Place(1, 10**9), "macao")
            print("  e.g. " + sample.render("en").split("\n")[1])
    print("target: /leaderboard p95 <= 100 ms")


if __name__ == "__main__":
    asyncio.run(main())
