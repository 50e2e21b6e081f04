"""The store's AI seats, seat changes and ballots (migration 0004) on a real SQLite file."""

from __future__ import annotations

from pathlib import Path

import aiosqlite

from bot.store import NewSeat, Store, open_store
from bot.store.migrate import apply_migrations, load_migrations
from tests.bot.conftest import FakeClock


async def new_game(store: Store, clock: FakeClock) -> int:
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=1,
            channel_id=10,
            game="caravan",
            engine_version=1,
            options="{}",
            seed=5,
            creator_id=100,
            now=clock(),
            turn_hours=48,
            ai_level="hard",
        )
        await tx.add_seat(game_id, NewSeat(0, 100, "Ada", "en"))
        await tx.add_seat(game_id, NewSeat(1, -1, "Caravanserai AI", "en", "easy"))
        await tx.update_game(game_id, 0, clock(), status="active")
    return game_id


async def test_ai_seats_and_the_tables_settings_round_trip(store: Store, clock: FakeClock) -> None:
    game_id = await new_game(store, clock)
    record = await store.game(game_id)
    assert record is not None and (record.turn_hours, record.ai_level) == (48, "hard")
    ada, ai = await store.seats(game_id)
    assert (ada.is_human, ada.is_ai, ada.has_person) == (True, False, True)
    assert (ai.is_human, ai.is_ai, ai.has_person, ai.ai_level) == (False, True, False, "easy")
    assert await store.ai_games() == [game_id]
    async with store.transaction() as tx:
        await tx.set_seat_ai(game_id, 0, "normal")
        await tx.add_seat_change(game_id, 3, 0, "left", "normal", clock())
        await tx.add_seat_change(game_id, 7, 0, "rejoined", None, clock())
        await tx.set_seat_ai(game_id, 0, None)
    changes = await store.seat_changes(game_id)
    assert [(c.seq, c.ply, c.change, c.ai_level) for c in changes] == [
        (0, 3, "left", "normal"),
        (1, 7, "rejoined", None),
    ]
    assert not (await store.seats(game_id))[0].is_ai


async def test_a_ballot_counts_one_vote_per_person_until_it_is_closed(
    store: Store, clock: FakeClock
) -> None:
    game_id = await new_game(store, clock)
    number, opened = await store.clock_ballot(game_id, 0, clock())
    assert (number, opened) == (1, True)
    assert await store.clock_ballot(game_id, 0, clock()) == (1, False), "one open per seat"
    async with store.transaction() as tx:
        assert await tx.hold_ballot(game_id, number)
        assert await tx.add_vote(game_id, number, 200, "ai", clock())
        assert not await tx.add_vote(game_id, number, 200, "end", clock()), "a second vote"
        assert await tx.add_vote(game_id, number, 300, "end", clock())
    ballot = await store.ballot(game_id, number)
    assert ballot is not None and ballot.is_open and ballot.votes == {200: "ai", 300: "end"}
    async with store.transaction() as tx:
        assert await tx.close_ballots(game_id, "moot", clock(), seat=0, kind="rejoin") == 0
        assert await tx.close_ballots(game_id, "ai", clock(), number=number) == 1
        assert not await tx.hold_ballot(game_id, number), "closed: no more votes"
    closed = await store.ballot(game_id, number)
    assert closed is not None and not closed.is_open and closed.outcome == "ai"
    assert await store.clock_ballot(game_id, 0, clock()) == (2, True)


async def test_a_database_from_before_ai_seats_is_migrated(
    tmp_path: Path, clock: FakeClock
) -> None:
    """Seats written before migration 0004 are people's seats, tables have no clock."""
    path = tmp_path / "old.sqlite3"
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        await apply_migrations(db, clock(), [m for m in load_migrations() if m.number < 4])
        await db.execute(
            "INSERT INTO games (id, channel_id, game, engine_version, status, seed, creator_id,"
            " version, created_at, updated_at)"
            " VALUES (1, 5, 'caravan', 1, 'active', 3, 100, 4, '2026-01-01', '2026-01-01')"
        )
        await db.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name) VALUES (1, 0, 100, 'Ada')"
        )
    finally:
        await db.close()
    store = await open_store(path, clock)
    try:
        record = await store.game(1)
        assert record is not None and (record.turn_hours, record.ai_level) == (None, None)
        [seat] = await store.seats(1)
        assert seat.is_human and seat.ai_level is None
        assert await store.ai_games() == [] and await store.seat_changes(1) == []
    finally:
        await store.close()
