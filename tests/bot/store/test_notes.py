"""The store's private notes and game starts, on both backends: a cap per player and
table, deletion that renumbers, and no note read across players or tables."""

from __future__ import annotations

from bot.store import NewSeat, Store
from tests.bot.conftest import FakeClock


async def _game(store: Store, clock: FakeClock, channel_id: int) -> int:
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=1,
            channel_id=channel_id,
            game="caravan",
            engine_version=1,
            options="{}",
            seed=1,
            creator_id=11,
            now=clock(),
        )
        await tx.add_seat(game_id, NewSeat(0, 11, "Ada", "en"))
    return game_id


async def test_notes_are_capped_numbered_and_kept_apart(store: Store, clock: FakeClock) -> None:
    first, second = await _game(store, clock, 1), await _game(store, clock, 2)
    async with store.transaction() as tx:
        counts = [await tx.add_note(first, 11, f"n{i}", clock(), 3) for i in range(4)]
        await tx.add_note(second, 11, "elsewhere", clock(), 3)
        await tx.add_note(first, 12, "someone else's", clock(), 3)
    assert counts == [1, 2, 3, None]
    assert [n.body for n in await store.notes(first, 11)] == ["n0", "n1", "n2"]
    async with store.transaction() as tx:
        assert await tx.delete_note(first, 11, 2)
        assert not await tx.delete_note(first, 11, 3)
        assert not await tx.delete_note(first, 11, 0)
        assert await tx.add_note(first, 11, "n3", clock(), 3) == 3
    notes = await store.notes(first, 11)
    assert [(n.number, n.body) for n in notes] == [(1, "n0"), (2, "n2"), (3, "n3")]
    assert notes[0].created_at == clock()
    assert [n.body for n in await store.notes(second, 11)] == ["elsewhere"]
    assert [n.body for n in await store.notes(first, 12)] == ["someone else's"]
    assert await store.count_rows("notes") == 5


async def test_a_recorded_start_is_read_with_a_finished_seat(
    store: Store, clock: FakeClock
) -> None:
    game_id = await _game(store, clock, 3)
    async with store.transaction() as tx:
        await tx.record_start(game_id, clock())
        await tx.update_game(game_id, 0, clock(), status="finished", finished=True)
    (seat,) = await store.played_seats(11, 1)
    assert seat.game_id == game_id and seat.started_at is not None and not seat.ai_at_end
    assert (
        await store.played_seats(11, 2) == [] and await store.played_seats(11, None, "macao") == []
    )
