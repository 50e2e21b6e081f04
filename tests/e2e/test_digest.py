"""The daily digest, time zones and quiet hours through the real client and the fake
Discord, with the clock moved: the digest at eight in Berlin on both sides of the end of
summer time, once with two dispatchers and after a restart; quiet hours and the digest
keep reminder DMs away while the channel reminders go on; bad settings are refused
privately in the player's language with nothing changed; `/me data` and `/me forget`."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta

import pytest

from bot.digests import DigestDispatcher
from bot.discord.digest_dm import DiscordDigest
from bot.store import Schedule
from tests.e2e.bot_harness import BotRunner, no_new_messages
from tests.e2e.fake_discord import FakeUser
from tests.e2e.table import Table
from tests.e2e.test_reminders_and_restart import poke_and_wait

pytestmark = pytest.mark.e2e

OPENED = datetime(2026, 10, 23, 12, 0, tzinfo=UTC)
EIGHT_SUMMER = datetime(2026, 10, 24, 6, 0, tzinfo=UTC)  # 08:00 in Berlin (CEST)
EIGHT_WINTER = datetime(2026, 10, 25, 7, 0, tzinfo=UTC)  # 08:00 in Berlin (CET)


@pytest.fixture
async def table(runner: BotRunner) -> Table:
    runner.clock.set(OPENED)
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players)
    await table.open_and_start()
    return table


def stamp(moment: datetime) -> str:
    return f"<t:{int(moment.timestamp())}:R>"


async def digests_due(runner: BotRunner) -> int:
    """Run this process's digest dispatcher once; how many digests it sent."""
    assert runner.bot is not None and runner.bot.digests is not None
    return len(await runner.bot.digests.run_due())


@pytest.mark.parametrize("language", ["en", "de"])
async def test_the_digest_at_eight_in_berlin_once_across_processes_restarts_and_the_clock_change(
    table: Table, language: str
) -> None:
    fake, runner = table.fake, table.runner
    clock = runner.clock
    waiting = (await table.waiting())[0]
    answer = await fake.reply(
        await fake.slash(
            waiting, "game settings", locale=language, digest="8:00", time_zone="europe/berlin"
        )
    )
    assert answer.ephemeral and "08:00" in answer.content and "Europe/Berlin" in answer.content
    assert stamp(EIGHT_SUMMER) in answer.content
    assert ("Zusammenfassung" in answer.content) == (language == "de")

    clock.set(EIGHT_SUMMER - timedelta(minutes=1))
    assert await digests_due(runner) == 0
    clock.set(EIGHT_SUMMER)
    assert runner.bot is not None and runner.store is not None
    other_process = DigestDispatcher(runner.store, DiscordDigest(runner.bot), clock=clock)
    sent = await asyncio.gather(digests_due(runner), other_process.run_due())
    assert sent[0] + len(sent[1]) <= 1  # the background task may have been first
    [digest] = await fake.wait_for(lambda: fake.dm_messages(waiting.id))
    assert f"[Caravan #{table.game_id}](" in digest.content
    assert f"https://discord.com/channels/{fake.guild.id}/{fake.channel.id}" in digest.content
    assert stamp(OPENED) in digest.content
    assert ("wartet auf dich" in digest.content) == (language == "de")

    await runner.restart()
    assert await digests_due(runner) == 0
    clock.set(EIGHT_WINTER - timedelta(hours=1))  # eight by summer time: not yet
    assert await digests_due(runner) == 0
    await fake.settle()
    assert len(fake.dm_messages(waiting.id)) == 1, "sent once"
    clock.set(EIGHT_WINTER)
    await digests_due(runner)
    await fake.wait_for(lambda: len(fake.dm_messages(waiting.id)) == 2)
    others = {p.id for p in table.players} - {waiting.id}
    assert all(fake.dm_messages(user) == [] for user in others)


async def test_quiet_hours_then_the_digest_keep_reminder_dms_away(table: Table) -> None:
    fake, clock = table.fake, table.runner.clock
    waiting = (await table.waiting())[0]
    await fake.reply(
        await fake.slash(
            waiting, "game settings", dm=True, time_zone="Europe/Berlin", quiet_hours="22:00-7:00"
        )
    )
    clock.advance(hours=12)  # 2026-10-24 02:00 in Berlin: the first reminder, no DM yet
    first = await poke_and_wait(table, fake.last_message_id())
    clock.advance(hours=24)  # 2026-10-25 02:00 in Berlin (still summer time): quiet
    second = await poke_and_wait(table, first.id)
    assert second.mentioned_user_ids == {waiting.id}, "the channel reminder goes on"
    await fake.settle()
    assert fake.dm_messages(waiting.id) == []

    answer = await fake.reply(await fake.slash(waiting, "game settings", quiet_hours="off"))
    assert answer.ephemeral
    clock.advance(hours=48)  # no quiet hours any more
    third = await poke_and_wait(table, second.id)
    await fake.wait_for(lambda: len(fake.dm_messages(waiting.id)) == 1)

    await fake.reply(await fake.slash(waiting, "game settings", digest="08:00"))
    clock.advance(hours=96)
    fourth = await poke_and_wait(table, third.id)
    assert fourth.mentioned_user_ids == {waiting.id}
    await fake.settle()
    assert len(fake.dm_messages(waiting.id)) == 1, "a digest player gets no reminder DM"


async def refused(fake: object, user: FakeUser, runner: BotRunner, **options: object) -> str:
    """The private answer to bad settings, checked to have changed nothing."""
    assert runner.store is not None
    before = (await runner.store.user_settings(user.id), await runner.store.schedule(user.id))
    with no_new_messages(runner.fake, runner.fake.channel.id):
        answer = await runner.fake.reply(
            await runner.fake.slash(user, "game settings", dm=True, **options)
        )
    assert answer.ephemeral
    after = (await runner.store.user_settings(user.id), await runner.store.schedule(user.id))
    assert after == before, "nothing changed"
    return answer.content


async def test_bad_settings_are_refused_privately_in_both_languages(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    said = await refused(fake, ada, runner, digest="25:00")
    assert "`25:00` is not a time of day" in said and "08:00" in said
    said = await refused(fake, bea, runner, digest="25:00")
    assert "`25:00` ist keine Uhrzeit" in said and "08:00" in said
    said = await refused(fake, ada, runner, time_zone="Mars/Olympus")
    assert "not a time zone I know" in said and "Europe/Berlin" in said
    said = await refused(fake, bea, runner, time_zone="+15:00", digest="08:00")
    assert "keine Zeitzone" in said and "+02:00" in said
    said = await refused(fake, ada, runner, quiet_hours="22:00")
    assert "not quiet hours" in said and "22:00-07:00" in said
    said = await refused(fake, bea, runner, quiet_hours="07:00-07:00")
    assert "Ende" in said
    said = await refused(fake, ada, runner, time_zone="x" * 500)
    assert "at most 40 characters" in said and "500" in said
    said = await refused(fake, bea, runner, digest="9" * 41)
    assert "höchstens 40 Zeichen" in said


async def test_the_schedule_is_in_my_data_and_forgotten(runner: BotRunner) -> None:
    fake = runner.fake
    dan = fake.add_user("dan", locale="de")
    await fake.reply(
        await fake.slash(
            dan, "game settings", digest="7:30", time_zone="+02:00", quiet_hours="23-6"
        )
    )
    data = await fake.reply(await fake.slash(dan, "me data"))
    ((_, body),) = data.files
    assert json.loads(body)["schedule"] == {
        "digest_at": "07:30",
        "time_zone": "+02:00",
        "quiet_hours": ["23:00", "06:00"],
        "language": "de",
        "next_digest": "2026-01-02T05:30:00+00:00",
    }
    question = await fake.reply(await fake.slash(dan, "me forget"))
    (confirm,) = question.buttons
    edits = question.edits
    await fake.click(dan, question, custom_id=confirm["custom_id"])
    await fake.wait_for(lambda: fake.messages[question.id].edits > edits)
    await fake.settle()
    assert runner.store is not None
    assert await runner.store.schedule(dan.id) == Schedule(dan.id)
