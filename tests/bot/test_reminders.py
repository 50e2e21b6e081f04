"""The reminder dispatcher on a real store with a controllable clock."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest

from bot.ai import AiDriver, AiPool
from bot.reminders import Notice, ReminderDispatcher
from bot.service import GameService, Place, Player
from bot.store import Store, open_store
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import TINY_LEVELS
from tests.e2e.bot_harness import tiny_png

PLACE = Place(1, 500)
ADA, BEA = Player(11, "Ada"), Player(12, "Bea", "de")


class Inbox:
    def __init__(self) -> None:
        self.notices: list[Notice] = []
        self.arrived = asyncio.Event()

    async def __call__(self, notice: Notice) -> None:
        self.notices.append(notice)
        self.arrived.set()


@pytest.fixture
def service(store: Store, clock: FakeClock) -> GameService:
    return GameService(store, tiny_png, clock, reminder_hours=12)


@pytest.fixture
def inbox() -> Inbox:
    return Inbox()


def dispatcher(
    store: Store, clock: FakeClock, inbox: Inbox, **options: object
) -> ReminderDispatcher:
    return ReminderDispatcher(store, inbox, clock=clock, reminder_hours=12, **options)  # type: ignore[arg-type]


async def started(service: GameService) -> tuple[int, int]:
    """A two-player Caravan game; returns (game id, user id of the first to act)."""
    await service.create(PLACE, ADA, "caravan", seed=5)
    await service.join(PLACE, BEA)
    reply = await service.start(PLACE, ADA)
    assert reply.game_id is not None
    return reply.game_id, reply.mentions[0]


async def test_nothing_before_the_interval_then_one_mention(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    game_id, waiting = await started(service)
    reminders = dispatcher(store, clock, inbox)
    clock.advance(hours=11, minutes=59)
    assert await reminders.run_due() == []
    clock.advance(minutes=1)
    [notice] = await reminders.run_due()
    assert (notice.game_id, notice.mention, notice.dm, notice.level) == (game_id, (waiting,), (), 0)
    assert notice.late is False and notice.channel_id == PLACE.channel_id
    assert await reminders.run_due() == [], "claimed: it fires once"
    due, level = await store.reminder(game_id)  # type: ignore[misc]
    assert (due, level) == (clock.now + timedelta(hours=24), 1)


async def test_two_dispatchers_racing_deliver_once(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    await started(service)
    clock.advance(hours=12)
    first, second = dispatcher(store, clock, inbox), dispatcher(store, clock, inbox)
    results = await asyncio.gather(first.run_due(), second.run_due())
    assert sum(len(r) for r in results) == 1
    assert len(inbox.notices) == 1


async def test_dispatchers_of_several_processes_deliver_each_reminder_once(
    service: GameService, db_target: object, clock: FakeClock, inbox: Inbox
) -> None:
    """Three processes (each its own store on the same database) race over 24 due
    reminders, twice: every reminder is delivered exactly once."""
    games = []
    for channel in range(24):
        place = Place(1, 700 + channel)
        await service.create(place, ADA, "caravan", seed=channel)
        await service.join(place, BEA)
        games.append((await service.start(place, ADA)).game_id)
    stores = [await open_store(db_target, clock) for _ in range(3)]  # type: ignore[arg-type]
    try:
        racing = [dispatcher(s, clock, inbox) for s in stores]
        for hours in (12, 24):  # the first reminder, then the second after a doubled interval
            clock.advance(hours=hours)
            await asyncio.gather(*(d.run_due() for d in racing))
        delivered = [(n.game_id, n.level) for n in inbox.notices]
        assert sorted(delivered) == sorted((g, level) for g in games for level in (0, 1))
    finally:
        for opened in stores:
            await opened.close()


async def test_escalation_doubles_and_dms_those_who_opted_in(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    game_id, waiting = await started(service)
    await store.set_user_settings(waiting, dm_opt_in=True)
    reminders = dispatcher(store, clock, inbox, max_interval=timedelta(hours=48))
    clock.advance(hours=12)
    [first] = await reminders.run_due()
    assert first.dm == (), "the first reminder is only a channel mention"
    clock.advance(hours=23)
    assert await reminders.run_due() == []
    clock.advance(hours=1)
    [second] = await reminders.run_due()
    assert second.level == 1 and second.dm == (waiting,)
    assert await store.reminder(game_id) == (clock.now + timedelta(hours=48), 2)
    clock.advance(hours=48)
    [third] = await reminders.run_due()
    assert third.level == 2
    assert await store.reminder(game_id) == (clock.now + timedelta(hours=48), 3), "capped"


async def test_a_move_suppresses_the_pending_reminder(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    game_id, waiting = await started(service)
    reminders = dispatcher(store, clock, inbox)
    clock.advance(hours=11)
    mover = ADA if waiting == ADA.user_id else BEA
    legal = await service.legal_moves(PLACE, mover)
    await service.move(PLACE, mover, legal[1][0])
    clock.advance(hours=1)
    assert await reminders.run_due() == []
    due, level = await store.reminder(game_id)  # type: ignore[misc]
    assert level == 0 and due == clock.now + timedelta(hours=11)


async def test_after_downtime_one_late_notice_per_game(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    await started(service)
    other = Place(1, 501)
    await service.create(other, ADA, "caravan", seed=6)
    await service.join(other, BEA)
    await service.start(other, ADA)
    clock.advance(days=5)
    reminders = dispatcher(store, clock, inbox)
    notices = await reminders.run_due()
    assert sorted(n.channel_id for n in notices) == [500, 501]
    assert all(n.late and n.level == 0 for n in notices)
    assert await reminders.run_due() == [], "never a burst"
    clock.advance(hours=23)
    assert await reminders.run_due() == []


async def test_vacation_pauses_until_the_player_is_back(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    game_id, waiting = await started(service)
    back = clock.now + timedelta(days=3)
    await store.set_user_settings(waiting, vacation_until=back)
    reminders = dispatcher(store, clock, inbox)
    clock.advance(hours=12)
    assert await reminders.run_due() == []
    assert await store.reminder(game_id) == (back, 0)
    clock.now = back
    [notice] = await reminders.run_due()
    assert notice.mention == (waiting,)


async def test_finished_or_abandoned_games_are_never_reminded(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    await started(service)
    await service.abandon(PLACE, ADA)
    clock.advance(days=2)
    assert await dispatcher(store, clock, inbox).run_due() == []


async def test_the_running_dispatcher_wakes_when_poked(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    await started(service)
    reminders = dispatcher(store, clock, inbox, poll_seconds=30)
    reminders.start()
    try:
        await asyncio.sleep(0.05)
        assert inbox.notices == []
        clock.advance(hours=12)
        reminders.poke()
        await asyncio.wait_for(inbox.arrived.wait(), 30)
        assert len(inbox.notices) == 1
    finally:
        await reminders.stop()


async def test_a_failing_delivery_is_not_retried(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    calls = []

    async def broken(notice: Notice) -> None:
        calls.append(notice)
        raise RuntimeError("channel gone")

    await started(service)
    reminders = ReminderDispatcher(store, broken, clock=clock, reminder_hours=12)
    clock.advance(hours=12)
    assert await reminders.run_due() == []
    assert await reminders.run_due() == []
    assert len(calls) == 1


CEM = Player(13, "Cem")


async def clocked_table(service: GameService, hours: int = 24) -> tuple[int, int]:
    """Three people at a Caravan table with a turn clock; (game id, first to act)."""
    await service.create(PLACE, ADA, "caravan", seed=5, turn_hours=hours)
    await service.join(PLACE, BEA)
    await service.join(PLACE, CEM)
    reply = await service.start(PLACE, ADA)
    assert reply.game_id is not None
    return reply.game_id, reply.mentions[0]


async def test_a_turn_clock_that_runs_out_opens_a_vote_of_the_others(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    game_id, waiting = await clocked_table(service)
    reminders = dispatcher(store, clock, inbox)
    clock.advance(hours=12)
    [first] = await reminders.run_due()
    assert first.clock is None, "12 hours: a reminder, the clock still runs"
    due, _ = await store.reminder(game_id)  # type: ignore[misc]
    assert due == clock.now + timedelta(hours=12), "the next one comes when the clock runs out"
    clock.advance(hours=12)
    [second] = await reminders.run_due()
    assert second.clock is not None and second.clock.opened
    assert second.clock.user_id == waiting and second.mention == (waiting,)
    assert set(second.clock.voters) == {ADA.user_id, BEA.user_id, CEM.user_id} - {waiting}
    clock.advance(days=7)
    [third] = await reminders.run_due()
    assert third.clock is not None and third.clock.ballot == second.clock.ballot
    assert not third.clock.opened, "the same vote goes on; the voters were asked once"


async def test_a_vacation_stops_the_clock(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    _, waiting = await clocked_table(service)
    await store.set_user_settings(waiting, vacation_until=clock.now + timedelta(days=3))
    reminders = dispatcher(store, clock, inbox)
    clock.advance(days=3)
    [back] = await reminders.run_due()
    assert back.clock is None, "the clock runs from the return"
    clock.advance(hours=24)
    [out] = await reminders.run_due()
    assert out.clock is not None and out.clock.user_id == waiting


async def test_seats_the_ai_plays_are_never_reminded(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    await service.create(PLACE, ADA, "caravan", seed=5, turn_hours=24)
    await service.add_ai(PLACE, ADA)
    await service.join(PLACE, BEA)
    reply = await service.start(PLACE, ADA)
    await service.leave(PLACE, BEA)
    reminders = dispatcher(store, clock, inbox)
    assert await service.waiting_for(PLACE) == [], "seed 5: an AI seat begins"
    clock.advance(days=2)
    assert await reminders.run_due() == [], "nobody is reminded of an AI's turn"
    with ThreadPoolExecutor(1) as executor:
        driver = AiDriver(service, AiPool(levels=TINY_LEVELS, executor=executor))
        await driver.play(reply.game_id)  # type: ignore[arg-type]
    assert await service.waiting_for(PLACE) == [ADA.user_id]
    for _ in range(4):
        clock.advance(days=2)
        await reminders.run_due()
    assert inbox.notices, "Ada is reminded"
    assert all(n.mention == (ADA.user_id,) and n.clock is None for n in inbox.notices), (
        "only Ada, and nobody else plays at the table to vote"
    )


async def pause_now(service: GameService, days: int) -> None:
    """Ada asks for a pause of `days`; Bea and Cem agree."""
    asked = await service.pause(PLACE, ADA, days)
    assert asked.vote is not None
    for voter in (BEA, CEM):
        await service.vote(PLACE, voter, asked.vote.game_id, asked.vote.number, "yes")


async def test_a_paused_table_is_not_reminded_and_its_turn_clock_stands_still(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    _, waiting = await clocked_table(service)
    reminders = dispatcher(store, clock, inbox)
    clock.advance(hours=6)
    await pause_now(service, days=3)
    clock.advance(days=3)
    assert await reminders.run_due() == [], "3 days paused: nothing, the 12 hours go on after"
    clock.advance(hours=6)
    [first] = await reminders.run_due()
    assert first.clock is None and first.mention == (waiting,)
    clock.advance(hours=11, minutes=59)
    assert await reminders.run_due() == [], "18 of 24 hours used, not 3 days and 18 hours"
    clock.advance(minutes=1)
    [out] = await reminders.run_due()
    assert out.clock is not None and out.clock.user_id == waiting, "the clock ran out 3 days late"


async def test_a_reminder_due_in_a_pause_waits_for_its_end(
    service: GameService, store: Store, clock: FakeClock, inbox: Inbox
) -> None:
    game_id, _ = await clocked_table(service)
    await pause_now(service, days=2)
    async with store.transaction() as tx:  # a due time inside the pause (by whatever way)
        await tx.set_reminder(game_id, clock.now + timedelta(hours=1))
    reminders = dispatcher(store, clock, inbox)
    clock.advance(hours=1)
    assert await reminders.run_due() == [] and inbox.notices == []
    due, _ = await store.reminder(game_id)  # type: ignore[misc]
    assert due == await store.paused_until(game_id, clock.now), "it waits for the pause's end"
