"""The stored format: deflated states, slim move rows, and the migration that brings a
database written in the first format over without losing or changing anything."""

from __future__ import annotations

import sqlite3
import zlib
from datetime import timedelta
from pathlib import Path

import aiosqlite
import pytest

import engine
from bot.store import Store, open_store
from bot.store.migrate import apply_migrations, load_migrations
from bot.store.records import to_db_time
from engine.playout import random_playout
from tests.bot.conftest import FakeClock


@pytest.fixture
def backend() -> str:
    """SQLite's own file format and planner (PostgreSQL's have their own tests)."""
    return "sqlite"


async def test_states_are_stored_deflated_and_read_back_exactly(
    store: Store, clock: FakeClock, db_path: Path
) -> None:
    game = engine.get("macao")
    final, _ = random_playout(game, 4, 3)
    state = game.to_json(final)
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=None,
            channel_id=5,
            game="macao",
            engine_version=game.version,
            options="{}",
            seed=3,
            creator_id=1,
            now=clock(),
        )
        await tx.update_game(game_id, 0, clock(), state=state, status="active")
    record = await store.game(game_id)
    assert record is not None and record.state == state
    with sqlite3.connect(db_path) as db:
        stored = db.execute("SELECT state FROM games WHERE id = ?", (game_id,)).fetchone()[0]
    db.close()
    assert isinstance(stored, bytes) and zlib.decompress(stored).decode() == state
    assert len(stored) * 2 < len(state.encode())  # at least halved


async def test_a_move_row_holds_the_notation_and_integer_times(
    store: Store, clock: FakeClock, db_path: Path
) -> None:
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=None,
            channel_id=5,
            game="caravan",
            engine_version=1,
            options="{}",
            seed=3,
            creator_id=1,
            now=clock(),
        )
        await tx.update_game(game_id, 0, clock())
        await tx.append_move(game_id, 0, 0, "place c1 d4", clock(), version=1)
    with sqlite3.connect(db_path) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(moves)")]
        types = db.execute("SELECT typeof(created_at), typeof(undone_at) FROM moves").fetchone()
    db.close()
    assert columns == [
        *("game_id", "seq", "ply", "seat", "notation", "created_at", "undone_at"),
        "version",  # the game's version the move produced (migration 0005)
    ]
    assert types == ("integer", "null")
    (move,) = await store.moves(game_id)
    assert (move.seq, move.notation, move.created_at) == (0, "place c1 d4", clock())
    assert move.version == 1


# -- a database written in the first format ----------------------------------------------


async def first_format_database(path: Path, clock: FakeClock) -> None:
    """Schema 1 with rows as the first store wrote them (TEXT states, JSON copies of the
    moves, ISO-8601 text times): two games whose moves interleave, one undo."""
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        await apply_migrations(db, clock(), load_migrations()[:1])
        stamp = to_db_time(clock())
        for game_id, channel in ((1, 10), (2, 11)):
            await db.execute(
                "INSERT INTO games (id, guild_id, channel_id, game, engine_version, status,"
                " options, seed, creator_id, state, version, created_at, updated_at)"
                " VALUES (?, 1, ?, 'caravan', 1, 'active', '{}', 5, 7, ?, 3, ?, ?)",
                (game_id, channel, f'{{"game": {game_id}}}', stamp, stamp),
            )
            await db.execute("INSERT INTO seats VALUES (?, 0, 7, 'Ada', 'en')", (game_id,))
        rows = [  # (game, ply, notation, minutes after the clock, undone minutes)
            (1, 0, "place c1 d4", 1, None),
            (2, 0, "pass", 2, None),
            (1, 1, "place c2 d5", 3, 4),
            (2, 1, "take c3", 5, None),
            (1, 1, "place c2 e5", 6, None),
        ]
        for game_id, ply, notation, minutes, undone in rows:
            at = to_db_time(clock() + timedelta(minutes=minutes, microseconds=minutes))
            gone = None if undone is None else to_db_time(clock() + timedelta(minutes=undone))
            await db.execute(
                "INSERT INTO moves (game_id, ply, seat, notation, move, created_at, undone_at)"
                " VALUES (?, ?, 0, ?, '{}', ?, ?)",
                (game_id, ply, notation, at, gone),
            )
    finally:
        await db.close()


async def test_the_first_format_is_migrated_without_loss(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "old.sqlite3"
    await first_format_database(path, clock)
    store = await open_store(path, clock)
    try:
        assert await store.applied_migrations() == [m.number for m in load_migrations()]
        history = await store.moves(1, include_undone=True)
        assert [(m.seq, m.ply, m.notation) for m in history] == [
            (0, 0, "place c1 d4"),
            (1, 1, "place c2 d5"),
            (2, 1, "place c2 e5"),
        ]
        assert [m.created_at for m in history] == [
            clock() + timedelta(minutes=n, microseconds=n) for n in (1, 3, 6)
        ]
        assert [m.undone_at for m in history] == [None, clock() + timedelta(minutes=4), None]
        assert [m.notation for m in await store.moves(2)] == ["pass", "take c3"]
        old = await store.game(1)
        assert old is not None and old.state == '{"game": 1}'  # TEXT states still read

        # the log goes on where it stopped, and still refuses two live moves at a ply
        async with store.transaction() as tx:
            await tx.append_move(1, 2, 0, "pass", clock())
            await tx.update_game(1, 3, clock(), state='{"game": "one"}')
        assert [m.seq for m in await store.moves(1, include_undone=True)] == [0, 1, 2, 3]
        assert (await store.game(1)).state == '{"game": "one"}'  # type: ignore[union-attr]
        with pytest.raises(sqlite3.IntegrityError):
            async with store.transaction() as tx:
                await tx.append_move(1, 2, 0, "again", clock())
    finally:
        await store.close()


async def test_moves_go_with_their_game(store: Store, clock: FakeClock, db_path: Path) -> None:
    """The migrated table keeps its foreign key: a deleted game takes its moves along."""
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=None,
            channel_id=5,
            game="caravan",
            engine_version=1,
            options="{}",
            seed=3,
            creator_id=1,
            now=clock(),
        )
        await tx.append_move(game_id, 0, 0, "pass", clock())
    await store._writer.execute("DELETE FROM games WHERE id = ?", (game_id,))
    assert await store.moves(game_id, include_undone=True) == []
    with pytest.raises(sqlite3.IntegrityError):
        async with store.transaction() as tx:
            await tx.append_move(999, 0, 0, "pass", clock())


async def test_the_space_the_old_log_took_is_given_back(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "big.sqlite3"
    await first_format_database(path, clock)
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        stamp = to_db_time(clock())
        move = '{"kind": "place", "camel": 3, "cell": 42}'
        rows = [(1 + n % 2, 2 + n // 2, "place c3 a7", move, stamp) for n in range(8000)]
        await db.executemany(
            "INSERT INTO moves (game_id, ply, seat, notation, move, created_at)"
            " VALUES (?, ?, 0, ?, ?, ?)",
            rows,
        )
    finally:
        await db.close()
    before = path.stat().st_size
    store = await open_store(path, clock)
    try:
        assert len(await store.moves(2)) == 2 + 4000
        assert (await store._one("PRAGMA freelist_count")) == (0,)
    finally:
        await store.close()
    # What the schema alone takes (later migrations add tables) is not the log's.
    empty = await open_store(tmp_path / "empty.sqlite3", clock)
    await empty.close()
    schema = (tmp_path / "empty.sqlite3").stat().st_size
    assert (path.stat().st_size - schema) * 2 < before
