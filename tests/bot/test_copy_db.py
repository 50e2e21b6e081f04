"""`--copy-db`: SQLite to PostgreSQL and back, nothing lost or changed, states proven by
replaying their logs; a copy into a database with data is refused."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

import engine
from bot.copy_db import CopyRefused, copy_database, verify_copy, verify_replays
from bot.service import GameService, Place, Player, ServiceError
from bot.store import RatingRow, ResultRow, Schedule, Store, open_store
from bot.store.codec import pack_state
from engine import Rng
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import cheap_step
from tests.e2e.bot_harness import tiny_png

ROOT = Path(__file__).resolve().parents[2]
ADA, BEA, CEM = Player(11, "Ada"), Player(12, "Bea", "de"), Player(13, "Cem")


@pytest.fixture
def backend() -> str:
    return "postgresql"


async def fill(store: Store, clock: FakeClock) -> None:
    """Games in every status, an undone move, settings and reminders."""
    service = GameService(store, tiny_png, clock, reminder_hours=12)
    by_id = {p.user_id: p for p in (ADA, BEA, CEM)}
    for channel, (game, seed) in enumerate(
        [("caravan", 3), ("macao", 4), ("marco_polo", 5), ("caravan", 6)], start=100
    ):
        place = Place(1, channel)
        await service.create(place, ADA, game, seed=seed)
        await service.join(place, BEA)
        await service.join(place, CEM)
        if channel == 103:
            continue  # stays a lobby
        await service.start(place, ADA)
        chooser = Rng.from_seed(seed, "copy")
        for _ in range(12):
            player = by_id[(await service.waiting_for(place))[0]]
            move = await service.playout_move(place, player, chooser)
            assert move is not None
            await service.move(place, player, move)
            clock.advance(minutes=1)
    await undo_one(service, store, Place(1, 100), by_id)
    await service.abandon(Place(1, 101), ADA)
    async with store.transaction() as tx:  # records: results, a rating, the rating order
        await tx.insert_results(
            2, [ResultRow(0, "user:11", 1, 31, None), ResultRow(1, "ai:2", 2, 17, "x")]
        )
        await tx.queue_rating(2)
        await tx.queue_rating(3)
        await tx.mark_rated(2, counted=True)
        await tx.put_rating(
            RatingRow(0, "macao", "user:11", "Ada", 26.123456789, 7.9, 2.4, 1, 1), is_new=True
        )
    await store.set_channel_settings(100, reminder_hours=6.5, locale="de")
    await store.set_user_settings(12, dm_opt_in=True, vacation_until=clock() + timedelta(days=2))
    await store.save_schedule(
        Schedule(12, "08:00", "Europe/Berlin", "22:00", "07:00", "de", clock() + timedelta(hours=19))
    )


async def undo_one(
    service: GameService, store: Store, place: Place, by_id: dict[int, Player]
) -> None:
    """A one-action Caravan step taken back (tried until a turn has an action to spare)."""
    caravan = engine.get("caravan")
    for _ in range(10):
        record = await store.open_game(place.channel_id)
        assert record is not None and record.state is not None
        state = caravan.from_json(record.state)
        seat = caravan.to_act(state)[0]
        player = by_id[{s.seat: s.user_id for s in await store.seats(record.id)}[seat]]
        await service.move(place, player, cheap_step(state, seat))
        try:
            await service.undo(place, player)
            return
        except ServiceError:
            continue  # that step ended the turn
    raise AssertionError("no undoable step in ten tries")


async def test_sqlite_to_postgresql_and_back(
    tmp_path: Path, db_target: str, empty_postgres: str, clock: FakeClock
) -> None:
    source = await open_store(tmp_path / "source.sqlite3", clock)
    await fill(source, clock)
    postgres = await open_store(db_target, clock)
    back = await open_store(tmp_path / "back.sqlite3", clock)
    try:
        there = await copy_database(source, postgres)
        assert there.problems == [] and there.replayed == 3
        assert there.counts["games"] == 4 and there.counts["moves"] >= 37
        moves = await postgres.moves(1, include_undone=True)
        assert any(m.undone_at is not None for m in moves)
        assert there.counts["channel_settings"] == there.counts["user_settings"] == 1
        assert there.counts["user_schedules"] == 1
        assert (await postgres.schedule(12)) == (await source.schedule(12))
        assert (there.counts["results"], there.counts["ratings"]) == (2, 1)
        assert there.counts["rating_queue"] == there.counts["rated_games"] == 1
        assert (await postgres.ratings_of(0, "macao", ["user:11"]))[0].mu == 26.123456789
        home = await copy_database(postgres, back)
        assert home.problems == [] and home.counts == there.counts
        assert (await verify_copy(source, back)).problems == []
        # the copy goes on like the original: new games get fresh ids on both
        service = GameService(postgres, tiny_png, clock)
        reply = await service.create(Place(1, 200), ADA, "caravan", seed=1)
        assert reply.game_id == 5
        with pytest.raises(CopyRefused, match="already holds rows in games"):
            await copy_database(source, postgres)
    finally:
        for store in (source, postgres, back):
            await store.close()


async def test_a_state_that_is_not_its_logs_replay_is_reported(
    tmp_path: Path, db_target: str, clock: FakeClock
) -> None:
    source = await open_store(tmp_path / "source.sqlite3", clock)
    await fill(source, clock)
    target = await open_store(db_target, clock)
    try:
        assert (await copy_database(source, target)).problems == []
        record = await target.game(1)
        assert record is not None and record.state is not None
        async with target.transaction() as tx:
            await tx._db.execute(
                "UPDATE games SET state = ? WHERE id = 1",
                (pack_state(re.sub(r'"rng":\{"state":\d+', '"rng":{"state":1', record.state)),),
            )
        report = await verify_copy(source, target)
        assert "game 1 differs from the source" in report.problems
        assert "game 1: the stored state differs from the replay of its log" in report.problems
        assert (await verify_replays(target))[1] == [
            "game 1: the stored state differs from the replay of its log"
        ]
    finally:
        await source.close()
        await target.close()


def test_the_command_copies_and_says_so(tmp_path: Path, db_target: str) -> None:
    import asyncio

    async def prepare() -> None:
        store = await open_store(tmp_path / "a.sqlite3", FakeClock())
        try:
            await fill(store, FakeClock())
        finally:
            await store.close()

    asyncio.run(prepare())
    done = subprocess.run(
        [sys.executable, "-m", "bot", "--copy-db", str(tmp_path / "a.sqlite3"), db_target],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Replayed 3 games from their logs." in done.stdout
    assert "every state equals the replay of its log" in done.stdout
    again = subprocess.run(
        [sys.executable, "-m", "bot", "--copy-db", str(tmp_path / "a.sqlite3"), db_target],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert again.returncode == 2 and "empty database" in again.stderr
