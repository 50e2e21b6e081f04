"""Every hot query of the store is answered through an index: no full scan of a table,
no temporary sort. The SQL is captured from the store's own calls, then explained."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any

import aiosqlite
import pytest

from bot.store import NewSeat, Store
from bot.store.sqlite import SqliteStore
from tests.bot.conftest import FakeClock


@pytest.fixture
def backend() -> str:
    """SQLite's own file format and planner (PostgreSQL's have their own tests)."""
    return "sqlite"


async def populate(store: Store, clock: FakeClock) -> None:
    """A few channels with finished, active and lobby games, moves (some undone) and
    reminders, so every query has rows to find and rows to skip."""
    for index in range(12):
        async with store.transaction() as tx:
            game_id = await tx.insert_game(
                guild_id=1,
                channel_id=100 + index % 4,
                game="caravan",
                engine_version=1,
                options="{}",
                seed=index,
                creator_id=7,
                now=clock(),
            )
            await tx.add_seat(game_id, NewSeat(0, 7, "Ada", "en"))
            for ply in range(5):
                await tx.append_move(game_id, ply, 0, "pass", clock())
            await tx.mark_undone(game_id, 4, clock())
            status = "finished" if index < 8 else "active"
            await tx.update_game(game_id, 0, clock(), state="{}", status=status)
            await tx.set_reminder(game_id, clock() + timedelta(hours=index))


class Recorder:
    """Wraps a connection's `execute` to keep every statement and its parameters."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.statements: list[tuple[str, Any]] = []
        self._execute = db.execute

    def __call__(self, sql: str, parameters: Any = None) -> Any:
        if not sql.startswith(("BEGIN", "COMMIT", "ROLLBACK", "PRAGMA", "EXPLAIN")):
            self.statements.append((sql, parameters))
        return self._execute(sql, parameters)


async def plans_of(
    store: SqliteStore, monkeypatch: pytest.MonkeyPatch, call: Callable[[], Awaitable[Any]]
) -> list[list[str]]:
    """The query plan (detail lines) of each statement `call` runs."""
    readers, writers = Recorder(store._reader.db), Recorder(store._writer.db)
    with monkeypatch.context() as patch:
        patch.setattr(store._reader.db, "execute", readers)
        patch.setattr(store._writer.db, "execute", writers)
        await call()
    statements = readers.statements + writers.statements
    assert statements, "the call ran no query"
    plans = []
    for sql, parameters in statements:
        async with store._reader.db.execute(
            f"EXPLAIN QUERY PLAN {sql}", parameters or ()
        ) as cursor:
            plans.append([row[3] for row in await cursor.fetchall()])
    return plans


def assert_indexed(plans: list[list[str]], *expected: str) -> None:
    """No temporary sort, no scan of a whole table, and each expected step present.

    A `SCAN ... USING INDEX reminders_by_due` is allowed: that partial index holds only
    pending reminders, walked in due order until the LIMIT is reached.
    """
    lines = [line for plan in plans for line in plan]
    for line in lines:
        assert "TEMP B-TREE" not in line, lines
        if line.startswith("SCAN"):
            assert "USING INDEX reminders_by_due" in line, lines
    for step in expected:
        assert any(step in line for line in lines), (step, lines)


async def test_reminder_queries_walk_the_due_index(
    store: SqliteStore, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    await populate(store, clock)
    later = clock() + timedelta(hours=20)
    due = await plans_of(store, monkeypatch, lambda: store.due_reminders(later))
    assert_indexed(due, "r USING INDEX reminders_by_due", "g USING INTEGER PRIMARY KEY")
    first = await plans_of(store, monkeypatch, store.next_due)
    assert_indexed(first, "r USING INDEX reminders_by_due", "g USING INTEGER PRIMARY KEY")
    # and the answers are still right: active games only, earliest first
    assert [r.game_id for r in await store.due_reminders(later)] == [9, 10, 11, 12]
    assert (await store.next_due()).game_id == 9  # type: ignore[union-attr]


async def test_latest_and_open_game_of_a_channel_use_a_channel_index(
    store: SqliteStore, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    await populate(store, clock)
    latest = await plans_of(store, monkeypatch, lambda: store.latest_game(101))
    assert_indexed(latest, "SEARCH games USING INDEX games_by_channel (channel_id=?)")
    assert (await store.latest_game(101)).id == 10  # type: ignore[union-attr]
    found = await plans_of(store, monkeypatch, lambda: store.open_game(101))
    assert_indexed(found, "SEARCH games USING INDEX")


async def test_a_games_moves_are_read_by_its_keys(
    store: SqliteStore, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    await populate(store, clock)
    history = await plans_of(store, monkeypatch, lambda: store.moves(3, include_undone=True))
    assert_indexed(history, "SEARCH moves USING PRIMARY KEY (game_id=?)")
    live = await plans_of(store, monkeypatch, lambda: store.moves(3))
    assert_indexed(live, "SEARCH moves USING INDEX moves_live_ply (game_id=?)")
    counted = await plans_of(store, monkeypatch, lambda: store.count_moves(3))
    assert_indexed(counted, "SEARCH moves USING")
    assert [m.seq for m in await store.moves(3, include_undone=True)] == [0, 1, 2, 3, 4]
    assert [m.ply for m in await store.moves(3)] == [0, 1, 2, 3]


async def test_every_write_of_a_move_finds_its_rows_by_key(
    store: SqliteStore, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    await populate(store, clock)

    async def move_and_undo() -> None:
        async with store.transaction() as tx:
            await tx.append_move(12, 4, 0, "pass", clock())
            await tx.mark_undone(12, 4, clock())
            await tx.update_game(12, 1, clock(), state="{}")
            await tx.set_reminder(12, clock())
            await tx.claim_reminder(12, clock(), 0, None, 1)
            await tx.game(12)
        await store.seats(12)

    plans = await plans_of(store, monkeypatch, move_and_undo)
    assert_indexed(
        plans,
        "SEARCH moves USING PRIMARY KEY (game_id=?)",  # the next seq
        "SEARCH moves USING INDEX moves_live_ply (game_id=? AND ply>?)",  # undo
        "SEARCH games USING INTEGER PRIMARY KEY",
        "SEARCH reminders USING INTEGER PRIMARY KEY",
        "SEARCH seats USING",
    )


async def test_the_records_queries_use_their_indexes(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Leaderboard, stats and history cost the same with 10 or 10,000 finished games."""
    await populate(store, clock)
    board = await plans_of(store, monkeypatch, lambda: store.leaderboard(1, "caravan", 3, 0, 10))
    assert_indexed(board, "SEARCH ratings USING INDEX ratings_board (scope=? AND game=?)")
    stats = await plans_of(store, monkeypatch, lambda: store.player_results("user:7", 1))
    assert_indexed(stats, "SEARCH r USING INDEX results_by_entry (entry=?)", "INTEGER PRIMARY KEY")
    pages = await plans_of(store, monkeypatch, lambda: store.finished_games(1, 0, 8))
    assert_indexed(pages, "SEARCH g USING INDEX games_recorded_by_guild (guild_id=?)")
    mine = await plans_of(
        store, monkeypatch, lambda: store.finished_games(1, 0, 8, entry="user:7", game="caravan")
    )
    assert_indexed(mine, "games_recorded_by_guild", "results_by_entry (entry=? AND game_id=?)")
    assert (await store.finished_games(1, 0, 8))[0] == 8  # populate finished 8 games
