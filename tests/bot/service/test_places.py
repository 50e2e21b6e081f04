"""Where a game lives: looking its place up by id, and ending the game of a channel or
thread that was deleted."""

from __future__ import annotations

from bot.service import GameService, Place
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, PLACE, mover, started


async def test_place_of_game_is_where_the_table_was_opened(service: GameService) -> None:
    thread = Place(1, 555)
    reply = await service.create(thread, ADA, "caravan", seed=3)
    assert reply.game_id is not None
    assert await service.place_of_game(reply.game_id) == thread
    assert await service.place_of_game(reply.game_id + 1) is None


async def test_a_deleted_channel_abandons_its_running_game_and_clears_the_reminder(
    service: GameService, clock: FakeClock
) -> None:
    order = await started(service, ADA, BEA)
    record = await service.store.open_game(PLACE.channel_id)
    assert record is not None and record.status == "active"
    assert (await service.store.reminder(record.id))[0] is not None  # type: ignore[index]
    moves_before = await service.store.count_moves(record.id)

    closed = await service.channel_gone(PLACE.channel_id)

    assert closed is not None and closed.id == record.id
    stored = await service.store.game(record.id)
    assert stored is not None and stored.status == "abandoned"
    assert stored.finished_at == clock.now and stored.state == record.state, "kept as it was"
    assert await service.store.count_moves(record.id) == moves_before
    assert await service.store.reminder(record.id) == (None, 0)
    clock.advance(days=30)
    assert await service.store.due_reminders(clock.now) == []
    assert await service.waiting_for_game(record.id) == []
    assert order  # the table had started


async def test_a_deleted_channel_abandons_its_lobby_and_frees_nothing_else(
    service: GameService,
) -> None:
    other = Place(1, 200)
    await service.create(PLACE, ADA, "caravan")
    kept = await service.create(other, BEA, "caravan")
    closed = await service.channel_gone(PLACE.channel_id)
    assert closed is not None and closed.status == "abandoned"
    assert await service.store.open_game(PLACE.channel_id) is None
    still = await service.store.open_game(other.channel_id)
    assert still is not None and still.id == kept.game_id


async def test_a_channel_without_an_open_game_changes_nothing(service: GameService) -> None:
    order = await started(service, ADA, BEA)
    await service.abandon(PLACE, ADA)
    record = await service.store.latest_game(PLACE.channel_id)
    assert record is not None
    assert await service.channel_gone(PLACE.channel_id) is None
    assert await service.channel_gone(999) is None
    assert await service.store.game(record.id) == record
    assert order


async def test_a_cached_game_is_forgotten_once_its_channel_is_gone(service: GameService) -> None:
    """The service caches the open game: after the deletion a move must not find it."""
    order = await started(service, ADA, BEA)
    player = await mover(service, order)
    await service.channel_gone(PLACE.channel_id)
    assert await service.legal_moves(PLACE, player) == []
    reply = await service.create(PLACE, BEA, "caravan")
    assert reply.status == "lobby", "the channel id is free again"
