"""The store's part of `/games`: a player's running tables through an index, the latest
board message per table, and migration numbers with gaps (parts built in parallel
reserve their numbers)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import NewSeat, Store
from bot.store.migrate import load_migrations, newest_known
from bot.store.sqlite import SqliteStore
from bot.store.table_list import BoardMessage
from tests.bot.conftest import FakeClock
from tests.bot.store.test_query_plans import assert_indexed, plans_of


async def games_of(store: Store, clock: FakeClock) -> list[int]:
    """Six games on two servers with user 7 seated: active, finished, a lobby, and one
    whose seat the AI plays for them."""
    ids = []
    for index in range(6):
        async with store.transaction() as tx:
            game_id = await tx.insert_game(
                guild_id=1 + index % 2,
                channel_id=100 + index,
                game="caravan",
                engine_version=1,
                options="{}",
                seed=index,
                creator_id=7,
                now=clock(),
            )
            await tx.add_seat(game_id, NewSeat(0, 7, "Ada", "en"))
            await tx.add_seat(game_id, NewSeat(1, 8, "Bea", "en"))
            if index != 5:
                status = "finished" if index == 4 else "active"
                await tx.update_game(game_id, 0, clock(), state="{}", status=status)
            ids.append(game_id)
    async with store.transaction() as tx:
        await tx.set_seat_ai(ids[3], 0, "normal")
    return ids


async def test_a_players_running_tables_and_their_boards(store: Store, clock: FakeClock) -> None:
    ids = await games_of(store, clock)
    async with store.transaction() as tx:
        await tx.put_board_message(ids[0], 900, 5000)
        await tx.put_board_message(ids[0], 901, 4000)  # older: kept out
    everywhere = await store.player_tables(7)
    assert [t.record.id for t in everywhere] == ids[:3]
    assert everywhere[0].board == BoardMessage(900, 5000) and everywhere[1].board is None
    assert [t.record.id for t in await store.player_tables(7, guild_id=2)] == [ids[1]]
    assert [t.record.id for t in await store.player_tables(8)] == ids[:4]
    assert await store.player_tables(9) == []
    assert len(await store.player_tables(8, limit=2)) == 2


async def test_a_players_tables_are_read_through_an_index(
    store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not isinstance(store, SqliteStore):
        pytest.skip("SQLite's planner (PostgreSQL's plans are its own)")
    await games_of(store, clock)
    plans = await plans_of(store, monkeypatch, lambda: store.player_tables(7, guild_id=1))
    assert_indexed(
        plans,
        "seats_played_by_user (user_id=?)",
        "SEARCH g USING INTEGER PRIMARY KEY",
        "SEARCH b USING",
    )


def test_migration_numbers_may_have_gaps_but_not_repeats(tmp_path: Path) -> None:
    (tmp_path / "0001_first.sql").write_text("CREATE TABLE a (x INTEGER);")
    (tmp_path / "0004_later.sql").write_text("CREATE TABLE b (x INTEGER);")
    found = load_migrations(tmp_path)
    assert [m.number for m in found] == [1, 4] and newest_known(found) == 4
    (tmp_path / "0004_again.sql").write_text("CREATE TABLE c (x INTEGER);")
    with pytest.raises(ValueError, match="unique"):
        load_migrations(tmp_path)
