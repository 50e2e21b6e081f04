"""Quick wiring check: the real bot syncs its commands and opens a lobby."""

import pytest

from bot.discord.client import API_CONNECTIONS
from tests.e2e.bot_harness import BotRunner

pytestmark = pytest.mark.e2e


async def test_lobby_opens(runner: BotRunner) -> None:
    fake = runner.fake
    ada = fake.add_user("ada")
    record = await fake.slash(ada, "game new", game="caravan")
    reply = await fake.reply(record)
    print(reply.content, [b["custom_id"] for b in reply.buttons])
    assert [b["label"] for b in reply.buttons] == ["Join", "Leave", "Start"]


async def test_connections_to_the_api_are_pooled_with_a_bound(runner: BotRunner) -> None:
    """discord.py would open a connection per concurrent request without limit."""
    connector = runner.bot.http.connector
    assert connector.limit_per_host == API_CONNECTIONS + 1  # and the one gateway
    ada = runner.fake.add_user("ada")
    await runner.fake.reply(await runner.fake.slash(ada, "game new", game="caravan"))
    assert runner.bot.http.connector is connector
