"""Quick wiring check: the real bot syncs its commands and opens a lobby."""

import pytest

from tests.e2e.bot_harness import BotRunner

pytestmark = pytest.mark.e2e


async def test_lobby_opens(runner: BotRunner) -> None:
    fake = runner.fake
    ada = fake.add_user("ada")
    record = await fake.slash(ada, "game new", game="caravan")
    reply = await fake.reply(record)
    print(reply.content, [b["custom_id"] for b in reply.buttons])
    assert [b["label"] for b in reply.buttons] == ["Join", "Leave", "Start"]
