"""Where a game lives: looking its place up by id, and ending the game of a channel or
thread that was deleted."""

from __future__ import annotations

import pytest

from bot.service import GameService, Place, ServiceError
from bot.service.errors import TablesElsewhere
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, CEM, PLACE, mover, started


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


async def test_a_channel_whose_threads_hold_tables_points_to_them(service: GameService) -> None:
    """`join`, `start`, `status` and moves in the parent channel name the threads' tables
    (never the advice to open another), and say who is awaited or seated where."""
    channel = 300
    first = Place(1, 301, channel)
    second = Place(1, 302, channel)
    await service.create(first, ADA, "caravan", seed=3)
    await service.join(first, BEA)
    await service.start(first, ADA)
    await service.create(second, CEM, "macao", seed=4)
    here = Place(1, channel)
    for ask in (
        service.join(here, BEA),
        service.start(here, BEA),
        service.status(here, BEA),
        service.move(here, BEA, "pass"),
    ):
        with pytest.raises(TablesElsewhere) as refused:
            await ask
        assert refused.value.key == "bot.err.tables_in_threads" and not refused.value.actions
    tables = {table.channel_id: table for table in refused.value.tables}
    assert set(tables) == {301, 302} and refused.value.more == 0
    assert tables[301].status == "active" and tables[302].status == "lobby"
    assert tables[301].seated == {ADA.user_id, BEA.user_id}
    awaited = next(iter(tables[301].awaited))
    assert tables[301].rank_for(awaited) == 0 and tables[302].rank_for(CEM.user_id) == 1
    assert tables[302].rank_for(ADA.user_id) == 2


async def test_other_channels_and_threads_still_say_there_is_no_game(
    service: GameService,
) -> None:
    await service.create(Place(1, 301, 300), ADA, "caravan")
    for place in (Place(1, 400), Place(1, 401, 300), Place(1, 301 + 1, 300)):
        with pytest.raises(ServiceError) as refused:
            await service.join(place, BEA)
        assert not isinstance(refused.value, TablesElsewhere)
        assert refused.value.key == "bot.err.no_game"


async def test_the_parent_of_an_older_thread_table_is_learnt_when_it_is_used(
    service: GameService,
) -> None:
    """Tables opened before their parent was stored: the next use from the thread
    (which knows its parent) records it, and the parent channel points there from then."""
    reply = await service.create(Place(1, 301), ADA, "caravan")
    assert reply.game_id is not None
    with pytest.raises(ServiceError) as refused:
        await service.join(Place(1, 300), BEA)
    assert refused.value.key == "bot.err.no_game", "nothing known about the parent yet"
    await service.join(Place(1, 301, 300), BEA)
    record = await service.store.game(reply.game_id)
    assert record is not None and record.parent_channel_id == 300
    with pytest.raises(TablesElsewhere):
        await service.join(Place(1, 300), CEM)


async def test_a_thread_table_stores_its_parent_and_the_sandbox_place_none(
    service: GameService,
) -> None:
    threaded = await service.create(Place(1, 301, 300), ADA, "caravan")
    plain = await service.create(PLACE, ADA, "caravan")
    for reply, parent in ((threaded, 300), (plain, None)):
        assert reply.game_id is not None
        record = await service.store.game(reply.game_id)
        assert record is not None and record.parent_channel_id == parent
