"""Time of `/games` (a player's running tables) in a database of 10,000 games.

    .venv/bin/python bench/games_list.py [--games 10000] [--players 1000] [--tables 20]

Writes `--games` games (2-4 of `--players` people each, on 5 servers; a fifth of them
running, with real mid-game states of all three games, the rest finished) straight into
a SQLite file in a temporary folder, with player 1 at `--tables` running tables (and at
finished ones), then times the service call behind `/games` (`GameService.my_tables`):
on one server and on every server (a DM), each cold (a fresh service, which reads and
parses every table's state) and warm (the service's cache of open games, as in a running
bot). Target: p95 <= 20 ms for the player at 20 tables.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from common import percentile, states_from_midgame

from bot.service import GameService, Player
from bot.store import Store, open_store, to_db_time
from bot.store.codec import pack_state
from engine import Rng, get

GAMES = ("caravan", "marco_polo", "macao")
SERVERS = 5
TARGET = 1


def sample_states() -> dict[tuple[str, int], list[str]]:
    """A few mid-game states of each game and table size, as stored JSON."""
    found = {}
    for game in GAMES:
        for seats in (2, 3, 4):
            states = states_from_midgame(game, seed=seats, count=3, seats=seats)
            found[game, seats] = [get(game).to_json(s) for s in states]
    return found


async def fill(store: Store, games: int, players: int, tables: int, seed: int) -> None:
    """Games and seats in one transaction; player 1 sits at the first `tables` running
    games and at some finished ones."""
    rng = Rng.from_seed(seed, "games-list-bench")
    states = sample_states()
    start = datetime(2025, 1, 1, tzinfo=UTC)
    db = store._writer  # type: ignore[attr-defined]
    await db.execute("BEGIN")
    seated = 0
    for number in range(1, games + 1):
        at = to_db_time(start + timedelta(minutes=17 * number))
        seats = 2 + rng.below(3)
        game = GAMES[rng.below(len(GAMES))]
        running = rng.below(5) == 0
        people: list[int] = []
        while len(people) < seats:
            person = TARGET + 1 + rng.below(players - TARGET)
            if person not in people:
                people.append(person)
        if (running and seated < tables) or (not running and rng.below(20) == 0):
            people[rng.below(seats)] = TARGET
            seated += running
        choices = states[game, seats]
        state = pack_state(choices[rng.below(len(choices))]) if running else None
        await db.execute(
            "INSERT INTO games (id, guild_id, channel_id, game, engine_version, status, options,"
            " seed, creator_id, state, version, created_at, updated_at, finished_at)"
            " VALUES (?, ?, ?, ?, 1, ?, '{}', ?, ?, ?, 1, ?, ?, ?)",
            (
                number,
                1 + number % SERVERS,
                number,
                game,
                "active" if running else "finished",
                number,
                people[0],
                state,
                at,
                at,
                None if running else at,
            ),
        )
        for seat, person in enumerate(people):
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, display_name, locale)"
                " VALUES (?, ?, ?, ?, 'en')",
                (number, seat, person, f"Player {person}"),
            )
        if running:
            await db.execute(
                "INSERT INTO board_messages (game_id, channel_id, message_id) VALUES (?, ?, ?)",
                (number, number, 10**17 + number),
            )
    await db.execute("COMMIT")
    assert seated == tables, f"only {seated} running tables for the player"


def line(label: str, times: list[tuple[float, float]]) -> str:
    wall, cpu = [w for w, _ in times], [c for _, c in times]
    return (
        f"  {label:<24} median {statistics.median(wall):5.1f} ms, "
        f"p95 {percentile(wall, 0.95):5.1f} ms (CPU: median {statistics.median(cpu):5.1f} ms,"
        f" p95 {percentile(cpu, 0.95):5.1f} ms), {len(times)} calls"
    )


async def timed(service: GameService, guild_id: int | None) -> tuple[float, float]:
    """Wall-clock and CPU milliseconds of one call (CPU time, of every thread of this
    process, is what a shared machine's other load does not inflate)."""
    started, cpu = time.perf_counter(), time.process_time()
    await service.my_tables(Player(TARGET, "Player 1"), guild_id)
    return (time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=1_000)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        async with await open_store(Path(folder) / "bench.sqlite3") as store:
            began = time.perf_counter()
            await fill(store, args.games, args.players, args.tables, args.seed)
            print(
                f"{args.games} games ({args.players} players) written in"
                f" {time.perf_counter() - began:.1f} s; player 1 at {args.tables} running tables"
            )
            warm = GameService(store, lambda *_: [])
            listed = await warm.my_tables(Player(TARGET, "Player 1"), None)
            here = await warm.my_tables(Player(TARGET, "Player 1"), 1)
            print(f"  listed: {len(listed)} on every server, {len(here)} on server 1")
            results = {
                "one server, cold": [
                    await timed(GameService(store, lambda *_: []), 1) for _ in range(args.queries)
                ],
                "every server (DM), cold": [
                    await timed(GameService(store, lambda *_: []), None)
                    for _ in range(args.queries)
                ],
                "one server, warm": [await timed(warm, 1) for _ in range(args.queries)],
                "every server (DM), warm": [await timed(warm, None) for _ in range(args.queries)],
            }
            for label, times in results.items():
                print(line(label, times))
            load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
            print(f"  machine load average (1, 5, 15 min): {load} on {os.cpu_count()} cores")
    print("target: /games p95 <= 20 ms for a player at 20 tables")


if __name__ == "__main__":
    asyncio.run(main())
