"""A whole Caravan game with three users through the real client and the fake Discord,
in the channel and in a thread of its own."""

from __future__ import annotations

import pytest

from engine.playout import random_playout
from tests.e2e.bot_harness import BotRunner
from tests.e2e.table import CARAVAN, SHORT_SEED, Table

pytestmark = pytest.mark.e2e


@pytest.mark.parametrize("in_thread", [False, True], ids=["channel", "thread"])
async def test_full_game_with_three_users(runner: BotRunner, in_thread: bool) -> None:
    fake = runner.fake
    players = [fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")]
    table = Table(runner, players, in_thread=in_thread)
    board = await table.open_and_start()
    assert len(board.images) == 1 and board.channel_id == table.where.id
    assert board.mentioned_user_ids == {u.id for u in await table.waiting()}

    expected = len(random_playout(CARAVAN, 3, SHORT_SEED, {"short_game": True})[1])
    moves = 0
    while not CARAVAN.is_over(await table.state()):
        user, notation = await table.choose()
        version = (await table.record()).version
        reply = await table.play(user, notation, by_button=moves % 2 == 1)
        moves += 1
        assert moves <= expected, "the game runs longer than the engine's own playout"
        assert not reply.ephemeral, reply.content
        assert (await table.record()).version == version + 1, f"move {moves} {notation} not applied"
        if CARAVAN.is_over(await table.state()):
            assert [name.endswith("-chart.png") for name, _ in reply.images] == [False, True]
            break
        assert len(reply.images) == 1, "every move posts the new board"
        # whoever waits is pinged, unless they just moved and play on (they are here)
        pinged = {u.id for u in await table.waiting()} - {user.id}
        assert reply.mentioned_user_ids == pinged, (moves, notation, reply.content)
        assert all(f"<@{u}>" in reply.content for u in pinged)
        assert pinged or "<@" not in reply.content
    assert moves == expected

    final = table.board_message
    assert final is not None and len(final.images) == 2, "the final board and the score chart"
    result = CARAVAN.result(await table.state())
    seats = await table.seat_users()
    winners = {seats[s].id for s in result.winners}
    assert final.mentioned_user_ids == winners
    for standing in result.standings:
        name = seats[standing.seat].name.title()
        assert f"{standing.rank}. {name}: {standing.score}" in final.text
    record = await table.record()
    assert record.status == "finished"
    if in_thread:
        public = [m for m in fake.channel_messages(fake.channel.id) if not m.ephemeral]
        assert [m.id for m in public] == [table.lobby.id], "the channel only shows the lobby"  # type: ignore[union-attr]
    # The channel is free again, and the finished game keeps its log.
    again = await fake.reply(await fake.slash(players[0], "game new", game="caravan", thread=False))
    assert [b["label"] for b in again.buttons] == ["Join", "Leave", "Start"]
    assert runner.store is not None
    assert len(await runner.store.moves(table.game_id)) == 146
