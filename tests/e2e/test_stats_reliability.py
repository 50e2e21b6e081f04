"""The reliability figures of `/stats` through the fake Discord, on finished games with
known times (`tests.bot.records.timed_games`): the usual wait and the games seen
through, private by default, public on request, in English and German."""

from __future__ import annotations

import pytest

from tests.bot.records.timed_games import ada_on_three_tables
from tests.e2e.bot_harness import BotRunner

pytestmark = pytest.mark.e2e


async def test_stats_tell_how_quickly_a_player_moves_and_sees_games_through(
    runner: BotRunner,
) -> None:
    fake = runner.fake
    assert runner.store is not None
    ada, bea = fake.add_user("ada"), fake.add_user("bea", locale="de")
    await ada_on_three_tables(runner.store, runner.clock, ada.id, bea.id, fake.guild.id)

    own = await fake.reply(await fake.slash(ada, "stats"))
    assert own.ephemeral and own.owner_id == ada.id
    assert "Usually moves within 50 min of being awaited (the median of 4 turns" in own.content
    assert (
        "Played 1 of 3 finished games to the end; left 1 to the AI;"
        " the table handed 1 to the AI when the turn clock ran out"
    ) in own.content

    german = await fake.reply(await fake.slash(bea, "stats", player=ada, game="caravan"))
    assert german.ephemeral and german.owner_id == bea.id
    assert "Zieht meist innerhalb von 50 Min., nachdem der Tisch auf sie wartet" in german.content
    assert (
        "Hat 1 von 3 beendeten Partien bis zum Ende gespielt; 1 der KI überlassen" in german.content
    )

    # Bea waited 60 and 39 min in the first game, 30 min (from the start) and 790 min in
    # the second, 1 min in the third: her median is 39 min.
    posted = await fake.reply(await fake.slash(bea, "stats", public=True))
    assert "Zieht meist innerhalb von 39 Min." in posted.content
    assert (
        not posted.ephemeral
        and "Hat 3 von 3 beendeten Partien bis zum Ende gespielt" in posted.content
    )
