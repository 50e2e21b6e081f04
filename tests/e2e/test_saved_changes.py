"""A saved move is reported as made through Discord: a post that fails is tried again,
and a move sent again is answered "already made", never made twice."""

from __future__ import annotations

import pytest

from bot.discord import flow
from tests.e2e.bot_harness import BotRunner
from tests.e2e.table import Table

pytestmark = pytest.mark.e2e


@pytest.fixture
async def table(runner: BotRunner, monkeypatch: pytest.MonkeyPatch) -> Table:
    monkeypatch.setattr(flow, "POST_PAUSE_S", 0.01)
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players)
    await table.open_and_start()
    return table


async def live_moves(table: Table) -> list[str]:
    assert table.runner.store is not None
    return [m.notation for m in await table.runner.store.moves(table.game_id)]


async def test_a_failed_post_of_a_saved_move_is_tried_again(table: Table) -> None:
    fake = table.fake
    user, notation = await table.choose()
    fake.failing_followups = 2  # Discord answers 503 twice, then posts
    reply = await table.move_by_slash(user, notation)
    assert fake.failing_followups == 0
    assert not reply.ephemeral and len(reply.images) == 1, reply.content
    assert "went wrong" not in reply.content and "schiefgelaufen" not in reply.content
    assert await live_moves(table) == [notation]


async def test_a_move_sent_again_is_answered_already_made(table: Table) -> None:
    fake = table.fake
    user, notation = await table.choose()
    await table.move_by_slash(user, notation)
    moves = await live_moves(table)
    again = await table.move_by_slash(user, notation)  # as if the first answer was lost
    assert again.ephemeral and again.owner_id == user.id and len(again.images) == 1
    assert again.mentioned_user_ids == set(), "the table was told the first time"
    name = user.name.title()
    assert (
        f"{name} had already made this move" in again.content
        or f"{name} hatte diesen Zug schon gemacht" in again.content
    ), again.content
    assert await live_moves(table) == moves, "made once"
    assert fake.violations == []
