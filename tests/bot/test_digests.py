"""The daily digest on a real store (both backends) with the clock moved: at the local
time across a clock change, once with two dispatchers and after downtime, only when a
table waits; and what it and quiet hours do to the reminder DMs."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from bot.digests import Digest, DigestDispatcher
from bot.reminders import Notice, ReminderDispatcher
from bot.service import GameService, Place, Player, ServiceError
from bot.service.schedule_settings import SETTING_MAX, parse_schedule, save_schedule
from bot.store import Schedule, Store
from tests.bot.conftest import FakeClock
from tests.e2e.bot_harness import tiny_png

PLACE = Place(1, 600)
ADA, BEA = Player(21, "Ada"), Player(22, "Bea", "de")
BERLIN_EIGHT_CEST = datetime(2026, 10, 24, 6, 0, tzinfo=UTC)  # 08:00 in Berlin, summer time
BERLIN_EIGHT_CET = datetime(2026, 10, 25, 7, 0, tzinfo=UTC)  # 08:00 in Berlin, winter time


class Inbox:
    """Collects what a dispatcher delivers."""

    def __init__(self) -> None:
        self.items: list[Digest | Notice] = []

    async def __call__(self, item: Digest | Notice) -> None:
        self.items.append(item)


@pytest.fixture
def service(store: Store, clock: FakeClock) -> GameService:
    return GameService(store, tiny_png, clock, reminder_hours=12)


async def started(service: GameService, clock: FakeClock) -> tuple[int, int, int]:
    """A two-player Caravan game opened on 2026-10-23 at 12:00 UTC; returns (game id,
    the player it waits on, the other)."""
    clock.now = datetime(2026, 10, 23, 12, 0, tzinfo=UTC)
    await service.create(PLACE, ADA, "caravan", seed=5)
    await service.join(PLACE, BEA)
    reply = await service.start(PLACE, ADA)
    assert reply.game_id is not None
    waiting = reply.mentions[0]
    other = BEA.user_id if waiting == ADA.user_id else ADA.user_id
    return reply.game_id, waiting, other


async def choose(
    store: Store,
    clock: FakeClock,
    user_id: int,
    digest: str | None = None,
    time_zone: str | None = None,
    quiet_hours: str | None = None,
) -> Schedule:
    changes = parse_schedule(digest, time_zone, quiet_hours)
    return await save_schedule(store, user_id, "de", changes, clock())


async def test_the_digest_comes_at_eight_local_time_on_both_sides_of_the_clock_change(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    game_id, waiting, _ = await started(service, clock)
    saved = await choose(store, clock, waiting, "08:00", "Europe/Berlin")
    assert saved.due_at == BERLIN_EIGHT_CEST and saved.locale == "de"
    inbox = Inbox()
    digests = DigestDispatcher(store, inbox, clock=clock)

    clock.now = BERLIN_EIGHT_CEST - timedelta(minutes=1)
    assert await digests.run_due() == []
    clock.now = BERLIN_EIGHT_CEST
    [digest] = await digests.run_due()
    assert digest.user_id == waiting and digest.locale == "de"
    [table] = digest.tables
    assert (table.game_id, table.game, table.channel_id) == (game_id, "caravan", PLACE.channel_id)
    assert table.since == datetime(2026, 10, 23, 12, 0, tzinfo=UTC)
    assert await digests.run_due() == [], "claimed: sent once"
    assert (await store.schedule(waiting)).due_at == BERLIN_EIGHT_CET

    clock.now = BERLIN_EIGHT_CET - timedelta(hours=1)  # 08:00 by the summer-time offset
    assert await digests.run_due() == []
    clock.now = BERLIN_EIGHT_CET
    assert [d.user_id for d in await digests.run_due()] == [waiting]
    assert len(inbox.items) == 2 and inbox.items[0] == digest


async def test_two_dispatchers_send_one_digest(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    _, waiting, _ = await started(service, clock)
    await choose(store, clock, waiting, "08:00", "Europe/Berlin")
    inbox = Inbox()
    first, second = DigestDispatcher(store, inbox, clock=clock), DigestDispatcher(
        store, inbox, clock=clock
    )
    clock.now = BERLIN_EIGHT_CEST
    results = await asyncio.gather(first.run_due(), second.run_due())
    assert sorted(len(r) for r in results) == [0, 1]
    assert len(inbox.items) == 1


async def test_after_downtime_one_digest_then_the_next_local_eight(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    _, waiting, _ = await started(service, clock)
    await choose(store, clock, waiting, "08:00", "Europe/Berlin")
    inbox = Inbox()
    digests = DigestDispatcher(store, inbox, clock=clock)
    clock.now = BERLIN_EIGHT_CEST + timedelta(days=3, hours=2)  # down for three days
    assert len(await digests.run_due()) == 1
    assert await digests.run_due() == []
    assert (await store.schedule(waiting)).due_at == datetime(2026, 10, 28, 7, 0, tzinfo=UTC)


async def test_nothing_waiting_or_on_vacation_no_digest(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    _, waiting, other = await started(service, clock)
    await choose(store, clock, other, "08:00", "Europe/Berlin")  # the table waits on `waiting`
    await choose(store, clock, waiting, "08:00", "Europe/Berlin")
    await store.set_user_settings(waiting, vacation_until=BERLIN_EIGHT_CEST + timedelta(hours=1))
    inbox = Inbox()
    clock.now = BERLIN_EIGHT_CEST
    assert await DigestDispatcher(store, inbox, clock=clock).run_due() == []
    assert inbox.items == []
    assert (await store.schedule(other)).due_at == BERLIN_EIGHT_CET, "the next one is due"


async def test_a_paused_table_is_not_in_the_digest(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    game_id, waiting, other = await started(service, clock)
    await choose(store, clock, waiting, "08:00", "Europe/Berlin")
    players = {ADA.user_id: ADA, BEA.user_id: BEA}
    asked = await service.pause(PLACE, players[other], 2)
    assert asked.vote is not None
    await service.vote(PLACE, players[waiting], game_id, asked.vote.number, "yes")
    assert await service.paused_until(game_id) is not None
    inbox = Inbox()
    digests = DigestDispatcher(store, inbox, clock=clock)
    clock.now = BERLIN_EIGHT_CEST  # within the two days' pause
    assert await digests.run_due() == [] and inbox.items == []
    clock.now = BERLIN_EIGHT_CEST + timedelta(days=2)  # the pause has run out
    [digest] = await digests.run_due()
    assert [t.game_id for t in digest.tables] == [game_id]


async def test_switching_the_digest_off_stops_it(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    _, waiting, _ = await started(service, clock)
    await choose(store, clock, waiting, "08:00", "Europe/Berlin")
    off = await choose(store, clock, waiting, "aus")
    assert off.digest_at is None and off.due_at is None and off.time_zone == "Europe/Berlin"
    clock.now = BERLIN_EIGHT_CEST
    assert await DigestDispatcher(store, Inbox(), clock=clock).run_due() == []


async def reminder_dms(store: Store, clock: FakeClock) -> tuple[int, ...]:
    """The DMs of the second reminder (the first only mentions in the channel)."""
    inbox = Inbox()
    reminders = ReminderDispatcher(store, inbox, clock=clock, reminder_hours=12)
    clock.advance(hours=12)
    [first] = await reminders.run_due()
    assert isinstance(first, Notice) and first.dm == ()
    clock.advance(hours=24)
    [second] = await reminders.run_due()
    assert isinstance(second, Notice) and second.mention, "the channel reminder goes on"
    return second.dm


async def test_a_digest_player_gets_no_reminder_dm(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    _, waiting, _ = await started(service, clock)
    await store.set_user_settings(waiting, dm_opt_in=True)
    await choose(store, clock, waiting, "08:00")
    assert await reminder_dms(store, clock) == ()


async def test_quiet_hours_hold_back_the_reminder_dm(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    _, waiting, _ = await started(service, clock)
    await store.set_user_settings(waiting, dm_opt_in=True)
    # The second reminder comes at 2026-10-25 00:00 UTC, 02:00 in Berlin.
    await choose(store, clock, waiting, time_zone="Europe/Berlin", quiet_hours="22:00-07:00")
    assert await reminder_dms(store, clock) == ()


async def test_outside_quiet_hours_the_reminder_dm_comes(
    service: GameService, store: Store, clock: FakeClock
) -> None:
    _, waiting, _ = await started(service, clock)
    await store.set_user_settings(waiting, dm_opt_in=True)
    await choose(store, clock, waiting, time_zone="+05:00", quiet_hours="12:00-14:00")
    assert await reminder_dms(store, clock) == (waiting,)


@pytest.mark.parametrize(
    ("digest", "time_zone", "quiet_hours", "key"),
    [
        ("25:00", None, None, "bot.err.digest_time"),
        ("morning", None, None, "bot.err.digest_time"),
        (None, "Mars/Olympus", None, "bot.err.time_zone"),
        (None, "+15:00", None, "bot.err.time_zone"),
        (None, None, "22:00", "bot.err.quiet_hours"),
        (None, None, "22:00-7:99", "bot.err.quiet_hours"),
        (None, None, "07:00-07:00", "bot.err.quiet_hours_empty"),
        ("8" * (SETTING_MAX + 1), None, None, "bot.err.setting_too_long"),
        (None, "x" * 2000, None, "bot.err.setting_too_long"),
        ("08:00", "Europe/Berlin", "bad", "bot.err.quiet_hours"),
    ],
)
def test_what_is_not_understood_is_refused(
    digest: str | None, time_zone: str | None, quiet_hours: str | None, key: str
) -> None:
    with pytest.raises(ServiceError) as refused:
        parse_schedule(digest, time_zone, quiet_hours)
    assert refused.value.key == key
    for locale in ("en", "de"):
        said = refused.value.render(locale)
        assert any(example in said for example in ("08:00", "Europe/Berlin", "22:00-07:00"))


def test_off_in_either_language_and_ranges_with_a_dash() -> None:
    assert parse_schedule("off", None, "AUS") == {
        "digest_at": None,
        "quiet_from": None,
        "quiet_until": None,
    }
    assert parse_schedule(None, "europe/berlin", "22–6:30") == {
        "time_zone": "Europe/Berlin",
        "quiet_from": "22:00",
        "quiet_until": "06:30",
    }


async def test_the_schedule_is_exported_and_forgotten(store: Store, clock: FakeClock) -> None:
    await choose(store, clock, ADA.user_id, "08:00", "Europe/Berlin", "22:00-07:00")
    data = await store.personal_data(ADA.user_id, "entry")
    assert data["schedule"] == {
        "digest_at": "08:00",
        "time_zone": "Europe/Berlin",
        "quiet_hours": ["22:00", "07:00"],
        "language": "de",
        "next_digest": "2026-01-02T07:00:00+00:00",
    }
    async with store.transaction() as tx:
        await tx.forget_player(ADA.user_id, "entry", "pseudonym")
    assert await store.schedule(ADA.user_id) == Schedule(ADA.user_id)
    assert (await store.personal_data(ADA.user_id, "entry"))["schedule"] is None
