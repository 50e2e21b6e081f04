"""What the store tells about a commit, on both backends: a COMMIT that fails raises
`CommitUnknown` (whether or not it was stored, which a read then tells), the move log
records the version each move produced, and migration 0005 (that version, and no ballot
left open on a table that has ended)."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg
import pytest

from bot.store import CommitUnknown, Store, open_store
from bot.store.migrate import apply_migrations, load_migrations, postgres_migrations
from bot.store.postgres_opening import apply_postgres_migrations
from bot.store.sqlite import SqliteStore
from tests.bot.conftest import FakeClock
from tests.bot.store.test_query_plans import assert_indexed, plans_of, populate
from tests.bot.store.test_store import _new_game as lobby_game
from tests.postgres_server import new_postgres_database


async def new_game(store: Store, clock: FakeClock, channel_id: int = 10) -> int:
    """A running one-seat Caravan game (the store tests' lobby game, started)."""
    game_id = await lobby_game(store, clock, channel_id)
    async with store.transaction() as tx:
        await tx.update_game(game_id, 0, clock(), status="active")
    return game_id


async def play(store: Store, clock: FakeClock, game_id: int, version: int, notation: str) -> None:
    """One move the way the service writes it: the game row first, then its log row."""
    async with store.transaction() as tx:
        produced = await tx.update_game(game_id, version, clock(), state="{}")
        ply = await tx.count_moves(game_id)
        await tx.append_move(game_id, ply, 0, notation, clock(), produced)


@contextlib.contextmanager
def failing_commit(
    store: Store,
    monkeypatch: pytest.MonkeyPatch,
    *,
    stored: bool,
    then: Callable[[], None] = lambda: None,
) -> Iterator[list[str]]:
    """The next COMMIT gets no answer: after it went through (`stored`) or before; `then`
    runs as it fails. Yields the list the injected failure is noted in."""
    fired: list[str] = []
    if isinstance(store, SqliteStore):
        db = store._writer.db
        execute = db.execute

        def patched(sql: str, parameters: Any = None) -> Any:
            if sql != "COMMIT" or fired:
                return execute(sql, parameters)

            async def commit() -> Any:
                fired.append("COMMIT")
                if stored:
                    await execute(sql)
                then()
                raise sqlite3.OperationalError("disk I/O error (injected)")

            return commit()

        monkeypatch.setattr(db, "execute", patched)
        yield fired
        monkeypatch.setattr(db, "execute", execute)
        return
    original = asyncpg.transaction.Transaction.commit

    async def commit(self: Any) -> None:
        if fired:
            return await original(self)
        fired.append("COMMIT")
        then()
        if stored:
            await original(self)
            self._connection.terminate()
            raise asyncpg.ConnectionDoesNotExistError("connection was closed (injected)")
        self._connection.terminate()  # the COMMIT never reaches the server
        await original(self)

    monkeypatch.setattr(asyncpg.transaction.Transaction, "commit", commit)
    yield fired
    monkeypatch.setattr(asyncpg.transaction.Transaction, "commit", original)


@pytest.mark.parametrize("stored", [True, False], ids=["stored", "not-stored"])
async def test_a_commit_without_an_answer_raises_commit_unknown_and_a_read_tells(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch, stored: bool
) -> None:
    game_id = await new_game(store, clock)
    with failing_commit(store, monkeypatch, stored=stored) as fired, pytest.raises(CommitUnknown):
        await play(store, clock, game_id, 1, "pass")
    assert fired == ["COMMIT"]
    # The store works on (a fresh connection on PostgreSQL) and holds the truth.
    async with store.transaction() as tx:
        version = await tx.hold_game(game_id)
    assert version == (2 if stored else 1)
    made = await store.move_made_at(game_id, 2)
    assert (made is not None) is stored
    await play(store, clock, game_id, version, "place A d4")  # and goes on
    assert [m.notation for m in await store.moves(game_id)] == [
        *(["pass"] if stored else []),
        "place A d4",
    ]


async def test_a_connection_lost_after_the_commit_does_not_fail_it(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PostgreSQL: giving the connection back resets it, which fails if the server went
    away just after the COMMIT; the transaction is committed all the same."""
    if isinstance(store, SqliteStore):
        pytest.skip("SQLite keeps its connections")
    game_id = await new_game(store, clock)
    original = asyncpg.pool.Pool.release

    async def release(self: Any, connection: Any, **kwargs: Any) -> None:
        connection._con.terminate()  # (the pool opens a new one next time)
        await original(self, connection, **kwargs)
        raise ConnectionResetError("connection reset by peer (injected)")

    monkeypatch.setattr(asyncpg.pool.Pool, "release", release)
    await play(store, clock, game_id, 1, "pass")  # no exception: it is committed
    monkeypatch.setattr(asyncpg.pool.Pool, "release", original)
    assert [m.notation for m in await store.moves(game_id)] == ["pass"]


async def test_a_failure_before_the_commit_stores_nothing(store: Store, clock: FakeClock) -> None:
    game_id = await new_game(store, clock)
    with pytest.raises(RuntimeError):
        async with store.transaction() as tx:
            await tx.update_game(game_id, 1, clock(), state="{}")
            raise RuntimeError("the body failed")
    assert await store.game_version(game_id) == 1


async def test_moves_record_the_version_they_produced(store: Store, clock: FakeClock) -> None:
    game_id = await new_game(store, clock)
    assert await store.last_move(game_id) is None
    await play(store, clock, game_id, 1, "pass")
    async with store.transaction() as tx:  # a change that is not a move
        await tx.update_game(game_id, 2, clock(), turn_hours=48)
    await play(store, clock, game_id, 3, "pass")  # the same move again: a new move
    first, second = await store.moves(game_id)
    assert (first.version, second.version) == (2, 4)
    assert await store.move_made_at(game_id, 2) == first
    assert await store.move_made_at(game_id, 3) is None
    assert await store.last_move(game_id) == second
    async with store.transaction() as tx:
        await tx.mark_undone(game_id, 1, clock())
    undone = await store.move_made_at(game_id, 4)
    assert undone is not None and undone.undone_at == clock()


async def test_the_move_lookups_use_the_log_key(
    db_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await open_store(db_path, clock)
    try:
        assert isinstance(store, SqliteStore)
        await populate(store, clock)
        for lookup in (lambda: store.move_made_at(3, 2), lambda: store.last_move(3)):
            plans = await plans_of(store, monkeypatch, lookup)
            assert_indexed(plans, "SEARCH moves USING PRIMARY KEY (game_id=?)")
    finally:
        await store.close()


# -- migration 0005 ----------------------------------------------------------------------

OLD_ROWS = (
    "INSERT INTO games (id, channel_id, game, engine_version, status, seed, creator_id,"
    " version, created_at, updated_at, finished_at) VALUES"
    " (1, 5, 'caravan', 1, 'abandoned', 3, 100, 9, '2026-01-01T00:00:00.000000+00:00',"
    " '2026-01-03T00:00:00.000000+00:00', '2026-01-02T00:00:00.000000+00:00'),"
    " (2, 6, 'caravan', 1, 'active', 3, 100, 4, '2026-01-01T00:00:00.000000+00:00',"
    " '2026-01-01T00:00:00.000000+00:00', NULL)",
    "INSERT INTO ballots (game_id, number, kind, seat, opened_at, closed_at, outcome) VALUES"
    " (1, 1, 'clock', 0, '2026-01-01T10:00:00.000000+00:00', NULL, NULL),"
    " (1, 2, 'rejoin', 1, '2026-01-01T11:00:00.000000+00:00', NULL, NULL),"
    " (1, 3, 'rejoin', 1, '2026-01-01T09:00:00.000000+00:00',"
    " '2026-01-01T09:30:00.000000+00:00', 'no'),"
    " (2, 1, 'clock', 0, '2026-01-01T10:00:00.000000+00:00', NULL, NULL)",
    "INSERT INTO moves (game_id, seq, ply, seat, notation, created_at) VALUES"
    " (2, 0, 0, 0, 'pass', 1767225600000000)",
)


async def write_before_0005(backend: str, target: str | Path, clock: FakeClock) -> None:
    """A database at migration 0004 with an abandoned table whose ballots were left open."""
    if backend == "sqlite":
        db = await aiosqlite.connect(target, isolation_level=None)
        try:
            await apply_migrations(db, clock(), [m for m in load_migrations() if m.number < 5])
            for sql in OLD_ROWS:
                await db.execute(sql)
        finally:
            await db.close()
        return
    connection = await asyncpg.connect(str(target))
    try:
        older = [m for m in postgres_migrations() if m.number < 5]
        await apply_postgres_migrations(connection, clock(), older)
        for sql in OLD_ROWS:
            await connection.execute(sql)
    finally:
        await connection.close()


async def test_migration_0005_closes_the_ballots_of_ended_tables(
    backend: str, tmp_path: Path, clock: FakeClock, request: pytest.FixtureRequest
) -> None:
    target: str | Path = tmp_path / "old.sqlite3"
    if backend != "sqlite":  # a new, empty database: the migrations run here
        target = await new_postgres_database(request.getfixturevalue("postgres_admin_url"))
    await write_before_0005(backend, target, clock)
    store = await open_store(target, clock)
    try:
        ended = [await store.ballot(1, number) for number in (1, 2, 3)]
        ended_at = datetime(2026, 1, 2, tzinfo=UTC)  # the game's finished_at
        assert [(b.outcome, b.closed_at) for b in ended if b] == [
            ("moot", ended_at),
            ("moot", ended_at),
            ("no", datetime(2026, 1, 1, 9, 30, tzinfo=UTC)),  # decided before: as it was
        ]
        running = await store.ballot(2, 1)
        assert running is not None and running.is_open, "a running table keeps its vote"
        [move] = await store.moves(2)
        assert move.version is None  # written before the log knew versions
        assert 5 in await store.applied_migrations()
    finally:
        await store.close()
