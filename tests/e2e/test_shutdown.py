"""Stopping the bot never leaves a player hanging: in-flight moves finish or are told
that nothing changed, new clicks are turned away, and only then is the store closed."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.bot_harness import BotRunner, tiny_png
from tests.e2e.fake_discord import FakeDiscord, InteractionRecord
from tests.e2e.fake_discord.records import LOADING
from tests.e2e.table import Table

pytestmark = pytest.mark.e2e


def slow_png(game: str, view: Any, locale: str) -> list[bytes]:
    time.sleep(0.6)  # in the executor: a board that takes a while to draw
    return tiny_png(game, view, locale)


async def started_table(fake: FakeDiscord, tmp_path: Path, **options: Any) -> Table:
    runner = BotRunner(fake, tmp_path / "shutdown.sqlite3")
    await runner.start(**options)
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players)
    await table.open_and_start()
    return table


def loading_left(fake: FakeDiscord, record: InteractionRecord) -> list[int]:
    """Messages of `record` still showing "thinking…" (the state to avoid)."""
    return [
        m
        for m in record.message_ids
        if not fake.messages[m].deleted
        and int(fake.messages[m].payload.get("flags") or 0) & LOADING
    ]


async def test_a_move_in_flight_finishes_before_the_store_closes(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    table = await started_table(fake, tmp_path, renderer=slow_png)
    runner = table.runner
    before = (await table.record()).version
    user, notation = await table.choose()
    record = await fake.slash(user, "move", notation=notation)
    await fake.wait_ack(record)
    await runner.stop()  # bot.close() drains, then the store is closed
    reply = await fake.reply(record)
    assert not reply.ephemeral and len(reply.images) == 1, reply.content
    assert loading_left(fake, record) == []
    await runner.start(sync=False)
    assert (await table.record()).version == before + 1
    await runner.stop()


async def test_a_request_that_cannot_finish_is_told_nothing_changed(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    table = await started_table(fake, tmp_path, shutdown_grace=0.3)
    runner = table.runner
    assert runner.bot is not None
    before = await table.record()
    # Something else holds the channel's turn (e.g. a slow earlier request): the move waits.
    blocker = runner.bot.deps.turnstile(fake.channel.id).take()
    user, notation = await table.choose()
    record = await fake.slash(user, "move", notation=notation)
    await fake.wait_ack(record)
    closing = asyncio.create_task(runner.bot.close())
    # while the bot drains, a new click is turned away at once
    late = await fake.slash(table.players[0], "game status")
    refused = await fake.reply(late)
    assert refused.ephemeral and "restarting" in refused.content
    await closing
    answer = await fake.reply(record)
    assert answer.ephemeral and answer.owner_id == user.id
    assert "nothing was changed" in answer.content or "nichts geändert" in answer.content
    assert loading_left(fake, record) == []
    await runner.bot.deps.turnstile(fake.channel.id).finish(blocker)
    await runner.stop()
    await runner.start(sync=False)
    after = await table.record()
    assert (after.version, after.state) == (before.version, before.state), "game unchanged"
    await runner.stop()
