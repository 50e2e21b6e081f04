"""Every registered game runs through the same generic path: lobby, start, moves by the
guided picker."""

from __future__ import annotations

import pytest

import engine
from bot.discord.commands.game import available_games
from engine import Rng
from tests.e2e.bot_harness import BotRunner
from tests.e2e.picker import pick

pytestmark = pytest.mark.e2e

MOVES = 8


@pytest.mark.parametrize("game_name", available_games())
async def test_a_few_moves_of_each_game(runner: BotRunner, game_name: str) -> None:
    fake = runner.fake
    game = engine.get(game_name)
    players = [fake.add_user(f"p{i}") for i in range(game.min_seats)]
    runner.seeds.append(3)
    lobby = await fake.reply(await fake.slash(players[0], "game new", game=game_name, thread=False))
    for player in players[1:]:
        edits = fake.messages[lobby.id].edits
        await fake.click(player, lobby, label="Join")
        await fake.wait_for(lambda e=edits: fake.messages[lobby.id].edits > e)
    board = await fake.reply(await fake.click(players[0], lobby, label="Start"))
    assert runner.store is not None
    record = await runner.store.open_game(fake.channel.id)
    assert record is not None and record.status == "active"
    chooser = Rng.from_seed(3, "e2e")
    by_id = {p.id: p for p in players}
    for _ in range(MOVES):
        record = await runner.store.game(record.id)
        assert record is not None
        state = game.from_json(record.state)
        if game.is_over(state):
            break
        seats = {s.seat: s.user_id for s in await runner.store.seats(record.id)}
        seat = game.to_act(state)[0]
        user = by_id[seats[seat]]
        move = game.playout_move(state, seat, game.legal_moves(state, seat), chooser)
        picked = await pick(fake, user, board, game, state, seat, move)
        assert picked.reply is not None
        reply = picked.reply
        assert not reply.ephemeral, reply.content
        assert len(reply.images) == 1
        after = await runner.store.game(record.id)
        assert after is not None and after.version == record.version + 1
        board = reply
