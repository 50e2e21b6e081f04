"""Reminders through the real client with a controllable clock, and a restart of the bot."""

from __future__ import annotations

import pytest

from tests.e2e.bot_harness import BotRunner
from tests.e2e.fake_discord import FakeMessage
from tests.e2e.table import Table

pytestmark = pytest.mark.e2e


@pytest.fixture
async def table(runner: BotRunner) -> Table:
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players)
    await table.open_and_start()
    return table


def reminder(message: FakeMessage) -> bool:
    return message.content.startswith("⏰")


async def poke_and_wait(table: Table, after: int) -> FakeMessage:
    assert table.runner.bot is not None and table.runner.bot.dispatcher is not None
    table.runner.bot.dispatcher.poke()
    return await table.fake.wait_channel_message(table.fake.channel.id, reminder, after=after)


def reminders_in_channel(table: Table) -> list[FakeMessage]:
    return [m for m in table.fake.channel_messages(table.fake.channel.id) if reminder(m)]


async def test_due_escalated_with_dm_then_suppressed_by_a_move(table: Table) -> None:
    fake, clock = table.fake, table.runner.clock
    bot = table.runner.bot
    assert bot is not None and bot.dispatcher is not None
    waiting = (await table.waiting())[0]
    others = {p.id for p in table.players} - {waiting.id}

    settings = await fake.reply(await fake.slash(waiting, "game settings", dm=True))
    assert settings.ephemeral and ("on" in settings.content or "an" in settings.content)

    clock.advance(hours=11)
    assert await bot.dispatcher.run_due() == []
    clock.advance(hours=1)
    first = await poke_and_wait(table, fake.last_message_id())
    assert first.mentioned_user_ids == {waiting.id}
    assert not (first.mentioned_user_ids & others)
    assert fake.dm_messages(waiting.id) == [], "no DM at the first reminder"

    clock.advance(hours=24)
    second = await poke_and_wait(table, first.id)
    assert second.mentioned_user_ids == {waiting.id}
    await fake.wait_for(lambda: fake.dm_messages(waiting.id))
    [dm] = fake.dm_messages(waiting.id)
    assert f"<#{fake.channel.id}>" in dm.content

    user, notation = await table.choose()
    await table.play(user, notation, by_button=False)
    clock.advance(hours=11)
    assert await bot.dispatcher.run_due() == []
    assert len(reminders_in_channel(table)) == 2


async def test_vacation_pauses_reminders(table: Table) -> None:
    fake, clock = table.fake, table.runner.clock
    bot = table.runner.bot
    assert bot is not None and bot.dispatcher is not None
    waiting = (await table.waiting())[0]
    answer = await fake.reply(await fake.slash(waiting, "game settings", vacation_days=2.0))
    assert answer.ephemeral
    clock.advance(hours=12)
    assert await bot.dispatcher.run_due() == []
    clock.advance(days=2)
    message = await poke_and_wait(table, fake.last_message_id())
    assert message.mentioned_user_ids == {waiting.id}


async def test_channel_settings_need_manage_channels(table: Table) -> None:
    fake = table.fake
    bea = table.players[1]
    before = await table.runner.store.channel_settings(fake.channel.id)  # type: ignore[union-attr]
    answer = await fake.reply(await fake.slash(bea, "game settings", reminder_hours=1.0))
    assert (answer.ephemeral and "verwalten" in answer.content) or "manage" in answer.content
    assert await table.runner.store.channel_settings(fake.channel.id) == before  # type: ignore[union-attr]
    owner = fake.owner
    answer = await fake.reply(
        await fake.slash(owner, "game settings", reminder_hours=2.0, language="de")
    )
    assert "2 h" in answer.content and "Deutsch" in answer.content
    rules = await fake.reply(
        await fake.slash(table.players[0], "game rules", topic="caravan:steal")
    )
    assert rules.ephemeral and "Diebstahlmarker" in rules.content, "the channel speaks German now"


async def test_restart_old_buttons_work_and_a_due_reminder_fires_once(table: Table) -> None:
    fake, clock, runner = table.fake, table.runner.clock, table.runner
    old_board = table.board_message
    assert old_board is not None
    version = (await table.record()).version
    waiting = (await table.waiting())[0]

    await runner.stop()
    clock.advance(days=3)  # the bot was down long past the due time
    await runner.start(sync=False)

    late = await fake.wait_channel_message(fake.channel.id, reminder, after=old_board.id)
    assert late.mentioned_user_ids == {waiting.id}
    assert "Funkstille" in late.content or "silence" in late.content

    user, notation = await table.choose()
    assert user.id == waiting.id
    assert table.board_message is old_board
    reply = await table.play(user, notation, by_button=True)  # selects on the old message
    assert not reply.ephemeral and len(reply.images) == 1
    assert (await table.record()).version == version + 1, "the game continues after the restart"

    assert runner.bot is not None and runner.bot.dispatcher is not None
    assert await runner.bot.dispatcher.run_due() == []
    assert len(reminders_in_channel(table)) == 1, "the due reminder fired exactly once"


async def test_closed_dms_do_not_stop_the_channel_reminder(table: Table) -> None:
    fake, clock = table.fake, table.runner.clock
    waiting = (await table.waiting())[0]
    waiting.dms_open = False
    await fake.reply(await fake.slash(waiting, "game settings", dm=True))
    clock.advance(hours=12)
    first = await poke_and_wait(table, fake.last_message_id())
    clock.advance(hours=24)
    second = await poke_and_wait(table, first.id)
    assert second.mentioned_user_ids == {waiting.id}

    def attempted() -> bool:
        channel = fake.dm_channels.get(waiting.id)
        path = f"/channels/{channel}/messages"
        return any(r.method == "POST" and r.path == path for r in fake.requests)

    await fake.wait_for(attempted)
    assert fake.dm_messages(waiting.id) == [], "closed DMs receive nothing"
