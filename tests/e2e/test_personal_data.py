"""`/me data` and `/me forget` through the fake Discord: the data comes as a private JSON
file; forgetting asks first, refuses while the player still sits at an open table, and
its button does it, leaving the finished game's history with a former player."""

from __future__ import annotations

import json

import pytest

from tests.e2e.bot_harness import BotRunner
from tests.e2e.test_records import finished_here

pytestmark = pytest.mark.e2e


async def test_a_player_gets_their_data_and_has_it_forgotten(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    game_id = await finished_here(runner, [ada, bea])
    assert runner.store is not None

    data = await fake.reply(await fake.slash(ada, "me data"))
    assert data.ephemeral and data.owner_id == ada.id
    ((name, body),) = data.files
    assert name.endswith(".json")
    exported = json.loads(body)
    assert exported["user_id"] == ada.id and [g["game_id"] for g in exported["games"]] == [game_id]
    assert exported["games"][0]["name"] == "Ada"

    await fake.reply(await fake.slash(bea, "game new", game="caravan", thread=False))
    await fake.reply(await fake.slash(ada, "game join"))  # Ada sits at Bea's open table
    refused = await fake.reply(await fake.slash(ada, "me forget"))
    assert refused.ephemeral and "You still play at this table" in refused.content
    assert not refused.buttons
    await fake.reply(await fake.slash(ada, "game leave"))

    question = await fake.reply(await fake.slash(ada, "me forget"))
    assert question.ephemeral and "cannot be undone" in question.content
    (confirm,) = question.buttons
    assert confirm["custom_id"] == f"cvs:f:{ada.id}"
    edits = question.edits
    await fake.click(ada, question, custom_id=confirm["custom_id"])
    await fake.wait_for(lambda: fake.messages[question.id].edits > edits)
    await fake.settle()
    done = fake.messages[question.id]
    assert "you are forgotten" in done.content and not done.buttons

    seats = await runner.store.seats(game_id)
    assert ada.id not in {s.user_id for s in seats}
    history = await fake.reply(await fake.slash(bea, "game history"))
    assert "Ehemalige Person" in history.content
    again = await fake.reply(await fake.slash(ada, "me data"))
    ((_, body),) = again.files
    assert json.loads(body)["games"] == []
