"""The store on both backends (a real SQLite file, a real PostgreSQL database):
migrations, constraints, version checks, rollback."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import asyncpg
import pytest

from bot import metrics
from bot.store import ChannelBusy, NewSeat, StaleVersion, Store, open_store
from bot.store.migrate import (
    MIGRATIONS_DIR,
    POSTGRES_MIGRATIONS_DIR,
    Migration,
    apply_migrations,
    load_migrations,
    postgres_migrations,
    read_migrations,
    split_statements,
)
from bot.store.postgres_opening import apply_postgres_migrations
from tests.bot.conftest import FakeClock

INTEGRITY_ERRORS = (sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)


async def _new_game(store: Store, clock: FakeClock, channel: int = 10) -> int:
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=1,
            channel_id=channel,
            game="caravan",
            engine_version=1,
            options="{}",
            seed=5,
            creator_id=100,
            now=clock(),
        )
        await tx.add_seat(game_id, NewSeat(0, 100, "Ada", "en"))
    return game_id


def test_both_dialects_have_the_same_numbered_migrations() -> None:
    sqlite_side = load_migrations(MIGRATIONS_DIR)
    postgres_side = postgres_migrations()
    assert [(m.number, m.name) for m in sqlite_side] == [(m.number, m.name) for m in postgres_side]
    numbers = [m.number for m in sqlite_side]
    assert numbers == sorted(set(numbers)) and numbers[0] == 1
    own = {m.number for m in read_migrations(POSTGRES_MIGRATIONS_DIR)}
    assert own and all(
        (m.sql != s.sql) == (m.number in own)
        for m, s in zip(postgres_side, sqlite_side, strict=True)
    ), "PostgreSQL's own file where the dialects differ, the shared one elsewhere"


async def test_migrations_apply_once_and_restart_is_idempotent(
    db_target: str | Path, clock: FakeClock
) -> None:
    first = await open_store(db_target, clock)
    expected = [m.number for m in load_migrations()]
    assert await first.applied_migrations() == expected
    game_id = await _new_game(first, clock)
    await first.close()

    second = await open_store(db_target, clock)
    try:
        assert await second.applied_migrations() == expected
        assert (await second.game(game_id)) is not None  # data survived, nothing re-created
    finally:
        await second.close()


async def test_apply_migrations_reports_nothing_pending_on_a_migrated_db(
    db_path: Path, clock: FakeClock
) -> None:
    store = await open_store(db_path, clock)
    await store.close()
    import aiosqlite

    db = await aiosqlite.connect(db_path, isolation_level=None)
    try:
        assert await apply_migrations(db, clock()) == []
    finally:
        await db.close()


async def test_failing_migration_leaves_no_trace(tmp_path: Path, clock: FakeClock) -> None:
    import aiosqlite

    broken = [
        Migration(1, "fine", "CREATE TABLE a (x INTEGER);\nCREATE TABLE b (y INTEGER);"),
        Migration(2, "broken", "CREATE TABLE c (z INTEGER);\nINSERT INTO nowhere VALUES (1);"),
    ]
    db = await aiosqlite.connect(tmp_path / "m.sqlite3", isolation_level=None)
    try:
        with pytest.raises(sqlite3.OperationalError):
            await apply_migrations(db, clock(), broken)
        async with db.execute("SELECT name FROM sqlite_master WHERE type = 'table'") as cur:
            tables = {row[0] for row in await cur.fetchall()}
        async with db.execute("SELECT number FROM schema_migrations") as cur:
            numbers = [row[0] for row in await cur.fetchall()]
    finally:
        await db.close()
    assert {"a", "b"} <= tables
    assert "c" not in tables  # rolled back with its migration
    assert numbers == [1]


async def test_postgres_migrations_apply_once_and_a_failing_one_leaves_no_trace(
    empty_postgres: str, clock: FakeClock
) -> None:
    broken = [
        Migration(1, "fine", "CREATE TABLE a (x INTEGER);\nCREATE TABLE b (y INTEGER);"),
        Migration(2, "broken", "CREATE TABLE c (z INTEGER);\nINSERT INTO nowhere VALUES (1);"),
    ]
    db = await asyncpg.connect(empty_postgres)
    try:
        with pytest.raises(asyncpg.UndefinedTableError):
            await apply_postgres_migrations(db, clock(), broken)
        tables = {
            r[0]
            for r in await db.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        }
        numbers = [r[0] for r in await db.fetch("SELECT number FROM schema_migrations")]
        assert {"a", "b"} <= tables and "c" not in tables
        assert numbers == [1]
        assert await apply_postgres_migrations(db, clock(), broken[:1]) == []
    finally:
        await db.close()


async def test_two_processes_starting_together_migrate_once(
    empty_postgres: str, clock: FakeClock
) -> None:
    """Sharded bot processes start at the same moment: the advisory lock lets one migrate."""
    import asyncio

    stores = await asyncio.gather(*(open_store(empty_postgres, clock) for _ in range(3)))
    try:
        expected = [m.number for m in load_migrations()]
        for opened in stores:
            assert await opened.applied_migrations() == expected
    finally:
        for opened in stores:
            await opened.close()


def test_split_statements_keeps_comments_with_their_statement() -> None:
    sql = "-- first\nCREATE TABLE a (x);\n-- second\nCREATE INDEX i ON a (x);\n-- trailing\n"
    assert split_statements(sql) == [
        "-- first\nCREATE TABLE a (x);",
        "-- second\nCREATE INDEX i ON a (x);",
    ]


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_wal_and_foreign_keys_are_on(store: Store) -> None:
    assert (await store._one("PRAGMA journal_mode"))[0] == "wal"  # type: ignore[index]
    assert (await store._one("PRAGMA foreign_keys"))[0] == 1  # type: ignore[index]


async def test_a_seat_needs_its_game(store: Store) -> None:
    with pytest.raises(INTEGRITY_ERRORS):
        async with store.transaction() as tx:
            await tx.add_seat(999, NewSeat(0, 1, "Nobody", "en"))


def database_errors(store: Store) -> float:
    return metrics.DATABASE_ERRORS.labels(store.backend)._value.get()


async def test_failed_database_calls_are_counted_and_a_taken_channel_is_not(
    store: Store, clock: FakeClock
) -> None:
    before = database_errors(store)
    await _new_game(store, clock, channel=10)
    with pytest.raises(ChannelBusy):
        await _new_game(store, clock, channel=10)
    assert database_errors(store) == before, "the store's own answer, not an error"
    with pytest.raises(Exception, match="no_such_table"):
        await store._one("SELECT * FROM no_such_table")
    assert database_errors(store) == before + 1


async def test_the_active_tables_by_game_and_the_ping(store: Store, clock: FakeClock) -> None:
    await store.ping()
    assert await store.active_tables() == {}
    game_id = await _new_game(store, clock, channel=10)
    await _new_game(store, clock, channel=11)
    async with store.transaction() as tx:
        await tx.update_game(game_id, 0, clock(), status="active")
    assert await store.active_tables() == {"caravan": 1}


async def test_one_open_game_per_channel(store: Store, clock: FakeClock) -> None:
    game_id = await _new_game(store, clock, channel=10)
    with pytest.raises(ChannelBusy):
        await _new_game(store, clock, channel=10)
    other = await _new_game(store, clock, channel=11)  # another channel is fine
    assert other != game_id

    async with store.transaction() as tx:  # once finished, the channel is free again
        await tx.update_game(game_id, 0, clock(), status="finished", finished=True)
    again = await _new_game(store, clock, channel=10)
    assert (await store.open_game(10)).id == again  # type: ignore[union-attr]
    finished = await store.game(game_id)
    assert finished is not None and finished.finished_at == clock()


async def test_version_check_rejects_a_stale_write(store: Store, clock: FakeClock) -> None:
    game_id = await _new_game(store, clock)
    async with store.transaction() as tx:
        assert await tx.update_game(game_id, 0, clock(), state='{"n": 1}') == 1
    with pytest.raises(StaleVersion):
        async with store.transaction() as tx:
            await tx.update_game(game_id, 0, clock(), state='{"n": 2}')
    game = await store.game(game_id)
    assert game is not None and (game.version, game.state) == (1, '{"n": 1}')


async def test_exception_mid_transaction_rolls_back_everything(
    store: Store, clock: FakeClock
) -> None:
    game_id = await _new_game(store, clock)
    async with store.transaction() as tx:
        await tx.update_game(game_id, 0, clock(), state='{"n": 1}', status="active")
        await tx.append_move(game_id, 0, 0, "add 1", clock())
        await tx.set_reminder(game_id, clock() + timedelta(hours=12))
    before = await store.game(game_id)
    moves_before = await store.moves(game_id, include_undone=True)
    reminder_before = await store.reminder(game_id)

    clock.advance(minutes=5)
    with pytest.raises(RuntimeError, match="crash"):
        async with store.transaction() as tx:
            await tx.append_move(game_id, 1, 0, "add 2", clock())
            await tx.update_game(game_id, 1, clock(), state='{"n": 3}')
            await tx.set_reminder(game_id, clock() + timedelta(hours=1), level=3)
            await tx.mark_undone(game_id, 0, clock())
            raise RuntimeError("crash between steps")

    assert await store.game(game_id) == before
    assert await store.moves(game_id, include_undone=True) == moves_before
    assert await store.reminder(game_id) == reminder_before
    # and the writer is usable again afterwards
    async with store.transaction() as tx:
        assert await tx.update_game(game_id, 1, clock()) == 2


async def test_undone_moves_are_marked_not_deleted(store: Store, clock: FakeClock) -> None:
    game_id = await _new_game(store, clock)
    async with store.transaction() as tx:
        for ply in range(3):
            await tx.append_move(game_id, ply, 0, f"m{ply}", clock())
    async with store.transaction() as tx:
        assert await tx.mark_undone(game_id, 2, clock()) == 1
        await tx.append_move(game_id, 2, 0, "again", clock())
    live = await store.moves(game_id)
    assert [m.notation for m in live] == ["m0", "m1", "again"]
    history = await store.moves(game_id, include_undone=True)
    assert [(m.notation, m.undone_at is not None) for m in history] == [
        ("m0", False),
        ("m1", False),
        ("m2", True),
        ("again", False),
    ]
    with pytest.raises(INTEGRITY_ERRORS):  # two live moves at one ply are impossible
        async with store.transaction() as tx:
            await tx.append_move(game_id, 2, 0, "dup", clock())


async def test_next_due_and_guarded_claim_fire_once(store: Store, clock: FakeClock) -> None:
    early, late = await _new_game(store, clock, 20), await _new_game(store, clock, 21)
    lobby = await _new_game(store, clock, 22)
    async with store.transaction() as tx:
        for game_id in (early, late):
            await tx.update_game(game_id, 0, clock(), status="active")
        await tx.set_reminder(late, clock() + timedelta(hours=5))
        await tx.set_reminder(early, clock() + timedelta(hours=2))
        await tx.set_reminder(lobby, clock() + timedelta(hours=1))  # not active: ignored
    due = await store.next_due()
    assert due is not None and (due.game_id, due.channel_id) == (early, 20)
    assert due.due_at == clock() + timedelta(hours=2) and due.level == 0
    assert await store.due_reminders(clock()) == []
    assert [r.game_id for r in await store.due_reminders(clock() + timedelta(hours=6))] == [
        early,
        late,
    ]

    new_due = due.due_at + timedelta(hours=24)
    assert await store.claim_due(early, due.due_at, 0, new_due, 1)
    assert not await store.claim_due(early, due.due_at, 0, new_due, 1)  # second claim loses
    assert await store.reminder(early) == (new_due, 1)

    # a move rewrites the due time: an old claim no longer matches
    async with store.transaction() as tx:
        await tx.set_reminder(early, clock() + timedelta(hours=12))
    assert not await store.claim_due(early, new_due, 1, None, 2)
    async with store.transaction() as tx:
        await tx.set_reminder(early, None)
        await tx.set_reminder(late, None)
    assert await store.next_due() is None


async def test_channel_and_user_settings_round_trip(store: Store, clock: FakeClock) -> None:
    assert (await store.channel_settings(5)).reminder_hours is None
    await store.set_channel_settings(5, reminder_hours=6)
    await store.set_channel_settings(5, locale="de")
    settings = await store.channel_settings(5)
    assert (settings.reminder_hours, settings.locale) == (6, "de")
    await store.set_channel_settings(5, locale=None)
    assert (await store.channel_settings(5)).locale is None

    until = clock() + timedelta(days=3)
    await store.set_user_settings(7, dm_opt_in=True)
    await store.set_user_settings(7, vacation_until=until)
    user = await store.user_settings(7)
    assert (user.dm_opt_in, user.vacation_until) == (True, until)
