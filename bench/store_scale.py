"""The store at scale: what a move, a load and the hot queries cost among 10,000 games.

    .venv/bin/python bench/store_scale.py [--games 10000] [--moves 300] [--db PATH]

Builds a SQLite file of games that are each a real seeded random playout of Caravan,
Macao or Marco Polo with 2 to 4 players (36 distinct playouts under new ids, so every
byte is that of a real state and log): 80 % finished, 20 % active (stopped at a point
of their log, with a reminder due). The first 1,000 are written through the store's own
write API, interleaved as tables play at once (250 at a time, one transaction per round
of moves), and one game in ten has a move taken back and played again; the others are
SQL copies of those rows under new ids, inserted in the same order, which is what keeps
the build to a few minutes. Then it prints the size per game, the time to load a game,
the latency of a move through the service here against an empty database (median of
`--moves` moves on each, alternating), and the time of the reminder queries,
`latest_game`, and `moves` of one game (live line and whole history).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from common import percentile

from bot.service import GameService, Place, Player
from bot.store import NewSeat, Store, open_store
from engine import Rng, get
from engine.playout import random_playout

GAMES = ("caravan", "macao", "marco_polo")
SEEDS_PER_TABLE = 4
BATCH = 250
WRITTEN = 1_000  # games written through the store; the rest are copies of them
TABLES = (  # what a game owns, in the order the store wrote it
    ("games", "id"),
    ("seats", "game_id, seat"),
    ("moves", "created_at, game_id"),
    ("reminders", "game_id"),
)
START = datetime(2025, 1, 1, tzinfo=UTC)


@dataclass(frozen=True)
class Sample:
    """One real game: its final state, the log, and the state at three points of it."""

    game: str
    seats: int
    seed: int
    final: str
    log: list[tuple[int, str, str]]  # (seat, notation, move json)
    cuts: dict[int, str]  # ply -> state before it


def real_games() -> list[Sample]:
    samples = []
    for name in GAMES:
        game = get(name)
        for seats in (2, 3, 4):
            for seed in range(SEEDS_PER_TABLE):
                final, log = random_playout(game, seats, seed)
                cut_plies = {len(log) * k // 4 for k in (1, 2, 3)}
                cuts, state = {}, game.setup(seats, None, seed)
                for ply, (seat, move) in enumerate(log):
                    if ply in cut_plies:
                        cuts[ply] = game.to_json(state)
                    state, _ = game.apply(state, seat, move)
                entries = [(s, game.format_move(m), game.move_to_json(m)) for s, m in log]
                samples.append(Sample(name, seats, seed, game.to_json(final), entries, cuts))
    return samples


@dataclass
class Table:
    """A game being written: its id, the sample it copies and where it stops."""

    id: int
    sample: Sample
    stop: int  # plies written (the whole log for a finished game)
    undo_at: int | None

    @property
    def active(self) -> bool:
        return self.stop < len(self.sample.log)


async def write_batch(store: Store, first: int, samples: list[Sample], rng: random.Random) -> None:
    """Write games `first`.. `first + BATCH - 1` interleaved."""
    clock = START + timedelta(minutes=first)
    tables: list[Table] = []
    async with store.transaction() as tx:
        for index in range(first, first + BATCH):
            sample = samples[index % len(samples)]
            active = index % 5 == 0
            stop = rng.choice(sorted(sample.cuts)) if active else len(sample.log)
            game_id = await tx.insert_game(
                guild_id=1,
                channel_id=10_000 + index,
                game=sample.game,
                engine_version=get(sample.game).version,
                options="{}",
                seed=sample.seed,
                creator_id=100_000 + index,
                now=clock,
            )
            for seat in range(sample.seats):
                name = f"Player {index}-{seat}"
                await tx.add_seat(game_id, NewSeat(seat, 100_000 + index * 4 + seat, name, "en"))
            undo_at = stop // 2 if index % 10 == 3 else None
            tables.append(Table(game_id, sample, stop, undo_at))
    for ply in range(max(t.stop for t in tables)):
        clock += timedelta(minutes=1)
        async with store.transaction() as tx:
            for table in tables:
                if ply >= table.stop:
                    continue
                seat, notation, _ = table.sample.log[ply]
                await tx.append_move(table.id, ply, seat, notation, clock)
                if ply == table.undo_at:
                    await tx.mark_undone(table.id, ply, clock)
                    await tx.append_move(table.id, ply, seat, notation, clock)
    async with store.transaction() as tx:
        for table in tables:
            state = table.sample.cuts[table.stop] if table.active else table.sample.final
            status = "active" if table.active else "finished"
            await tx.update_game(
                table.id, 0, clock, state=state, status=status, finished=not table.active
            )
            hours = rng.uniform(-2, 48)  # a few are due already
            due = START + timedelta(days=30, hours=hours) if table.active else None
            await tx.set_reminder(table.id, due)


async def build(store: Store, games: int, samples: list[Sample]) -> None:
    """Write `games` games through the store's API."""
    rng = random.Random(7)
    for first in range(0, games, BATCH):
        await write_batch(store, first, samples, rng)
        print(f"\r  writing games through the store: {first + BATCH:>6,}", end="", flush=True)
    print()


def replicate(path: Path, written: int, games: int) -> None:
    """Copy the first `written` games under new ids (and channels) until there are
    `games`: the same rows in the same order as the store wrote them (by time, then
    game), so tables and indexes fill their pages as they did. Whatever the schema,
    every column is copied except the move rows' own id, if they have one."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        for offset in range(written, games, written):
            db.execute("BEGIN")
            for table, order in TABLES:
                columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
                if table == "moves" and "id" in columns:
                    columns.remove("id")
                shifted = {"id", "game_id", "channel_id"}
                values = [f"{c} + {offset}" if c in shifted else c for c in columns]
                where = "id" if table == "games" else "game_id"
                db.execute(
                    f"INSERT INTO {table} ({', '.join(columns)})"
                    f" SELECT {', '.join(values)} FROM {table}"
                    f" WHERE {where} <= {written} ORDER BY {order}"
                )
            db.execute("COMMIT")
            print(f"\r  copying them: {offset + written:>6,}", end="", flush=True)
    finally:
        db.close()
    print()


async def timed(call: Callable[[], Awaitable[Any]], repeats: int) -> list[float]:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def describe(label: str, ms: list[float]) -> None:
    median, p95 = statistics.median(ms), percentile(ms, 0.95)
    print(f"  {label:<36} median {median:7.3f} ms   p95 {p95:7.3f} ms")


async def move_latencies(big: Store, empty: Store, moves: int) -> tuple[list[float], list[float]]:
    """Service moves on both stores, alternating, so a busy machine slows both alike."""

    def no_image(*_: Any) -> list[bytes]:
        return [b""]

    services = [GameService(store, no_image) for store in (big, empty)]
    players = [Player(n, f"Player {n}") for n in range(1, 4)]
    times: list[list[float]] = [[], []]
    round_, status, place = 0, "", Place(None, 0)
    while len(times[1]) < moves:
        if status != "active":
            place = Place(None, 10**9 + round_)
            for service in services:
                await service.create(place, players[0], "caravan", seed=round_)
                for player in players[1:]:
                    await service.join(place, player)
                await service.start(place, players[0])
            chooser = Rng.from_seed(round_, "bench")
            round_ += 1
        by_id = {p.user_id: p for p in players}
        mover = by_id[(await services[0].waiting_for(place))[0]]
        notation = await services[0].playout_move(place, mover, chooser)
        assert notation is not None
        turn = len(times[0]) % 2  # who goes first alternates too
        for index, service in [(turn, services[turn]), (1 - turn, services[1 - turn])]:
            start = time.perf_counter()
            reply = await service.move(place, mover, notation)
            times[index].append((time.perf_counter() - start) * 1000)
        status = reply.status
    return times[0], times[1]


def table_sizes(path: Path) -> tuple[int, str]:
    """The move rows, and bytes per game by table and index (SQLite's dbstat)."""
    db = sqlite3.connect(path)
    try:
        rows = db.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
        games = db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        try:
            sizes = db.execute("SELECT name, SUM(pgsize) FROM dbstat GROUP BY name").fetchall()
        except sqlite3.OperationalError:
            return rows, "(dbstat is not available)"
    finally:
        db.close()
    parts = sorted(((size / games, name) for name, size in sizes), reverse=True)
    return rows, ", ".join(f"{name} {size / 1024:.1f}" for size, name in parts if size >= 100)


async def measure(store: Store, games: int, moves: int, folder: Path) -> None:
    rng = random.Random(11)
    records = [
        await store.game(game_id) for game_id in rng.sample(range(1, games + 1), min(games, 300))
    ]

    async def load_one() -> None:
        record = await store.game(rng.randint(1, games))
        assert record is not None and record.state is not None
        await store.seats(record.id)
        get(record.game).from_json(record.state)

    describe("load a game (row, seats, state)", await timed(load_one, len(records)))
    ids = iter(r.id for r in records if r is not None)
    describe("moves(game) live line", await timed(lambda: store.moves(next(ids)), len(records)))
    ids = iter(r.id for r in records if r is not None)
    describe(
        "moves(game, include_undone=True)",
        await timed(lambda: store.moves(next(ids), include_undone=True), len(records)),
    )
    channels = iter(r.channel_id for r in records if r is not None)
    describe(
        "latest_game(channel)", await timed(lambda: store.latest_game(next(channels)), len(records))
    )
    now = START + timedelta(days=30, hours=1)
    describe("due_reminders(now, limit=100)", await timed(lambda: store.due_reminders(now), 50))
    describe("next_due()", await timed(store.next_due, 50))

    empty = await open_store(folder / "empty.sqlite3")
    try:
        here, there = await move_latencies(store, empty, moves)
    finally:
        await empty.close()
    ratio = statistics.median(here) / statistics.median(there)
    print(
        f"  move through the service: median {statistics.median(here):.2f} ms here,"
        f" {statistics.median(there):.2f} ms on an empty database: ratio {ratio:.2f}"
        f" ({len(here)} moves each)"
    )


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--games", type=int, default=10_000, help="250, ..., 1,000 or a multiple of it"
    )
    parser.add_argument("--moves", type=int, default=300, help="moves timed on each database")
    parser.add_argument("--db", type=Path, help="where to build it (default: a temporary folder)")
    args = parser.parse_args(argv)
    if args.db is not None and args.db.exists():
        parser.error(f"{args.db} exists: the benchmark builds a new database")
    unit = WRITTEN if args.games >= WRITTEN else BATCH
    games = max(BATCH, args.games // unit * unit)
    started = time.perf_counter()
    samples = real_games()
    average = statistics.mean(len(s.log) for s in samples)
    print(f"{len(samples)} real games played, {average:.0f} moves on average")
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        path = args.db or folder / "scale.sqlite3"
        store = await open_store(path)
        try:
            await build(store, min(games, WRITTEN), samples)
        finally:
            await store.close()  # the last close checkpoints the WAL into the file
        replicate(path, WRITTEN, games)
        size = path.stat().st_size
        rows, by_table = table_sizes(path)
        print(
            f"store at scale: {games:,} games ({games // 5:,} active), {rows:,} move rows,"
            f" built in {time.perf_counter() - started:.0f} s"
        )
        print(f"  size: {size / 1e6:.1f} MB, {size / games / 1024:.1f} KiB per game")
        print(f"  KiB per game by table: {by_table}")
        store = await open_store(path)
        try:
            await measure(store, games, args.moves, folder)
        finally:
            await store.close()
    print(f"  total time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    asyncio.run(main())
