"""`/games` through the fake Discord: a player's running tables on this server (in a DM,
on every server they share with the bot, never one they are not in), those waiting on
them first and longest waiting first, each linked to its latest board; the **Next table**
button (also after a restart); finished tables left out; an empty list; a page that does
not exist refused privately. In English and in German."""

from __future__ import annotations

import asyncio
import re

import pytest

from bot.service import GameService, Place, Player
from engine import Rng
from tests.e2e.bot_harness import BotRunner, tiny_png
from tests.e2e.fake_discord import FakeChannel, FakeDiscord, FakeMessage, FakeUser

pytestmark = pytest.mark.e2e


async def open_table(
    runner: BotRunner, channel: FakeChannel, creator: FakeUser, other: FakeUser, seed: int
) -> tuple[int, FakeMessage]:
    """A two-player Caravan table opened, joined and started by slash commands: its id
    and the board message the start posted."""
    fake = runner.fake
    runner.seeds.append(seed)
    await fake.reply(
        await fake.slash(
            creator,
            "game new",
            game="caravan",
            options="short_game=true",
            thread=False,
            channel=channel,
        )
    )
    await fake.reply(await fake.slash(other, "game join", channel=channel))
    board = await fake.reply(await fake.slash(creator, "game start", channel=channel))
    assert board.images and not board.ephemeral
    assert runner.store is not None
    record = await runner.store.open_game(channel.id)
    assert record is not None and record.status == "active"
    await recorded(runner, record.id, board.id)
    return record.id, board


async def finish_table(
    runner: BotRunner, guild_id: int, channel: FakeChannel, people: list[FakeUser]
) -> int:
    """A short Caravan game played to its end through a service on the bot's database."""
    assert runner.store is not None
    service = GameService(runner.store, tiny_png, runner.clock)
    place = Place(guild_id, channel.id)
    players = [Player(p.id, p.name.title()) for p in people]
    await service.create(place, players[0], "caravan", {"short_game": True}, seed=3)
    await service.join(place, players[1])
    reply = await service.start(place, players[0])
    by_id = {p.user_id: p for p in players}
    chooser = Rng.from_seed(3, "e2e")
    while reply.status == "active":
        mover = by_id[(await service.waiting_for(place))[0]]
        notation = await service.playout_move(place, mover, chooser)
        assert notation is not None
        reply = await service.move(place, mover, notation)
    assert reply.game_id is not None and reply.status == "finished"
    return reply.game_id


async def recorded(runner: BotRunner, game_id: int, message_id: int) -> None:
    """Wait until the bot has recorded `message_id` as the table's latest board."""
    assert runner.store is not None
    for _ in range(200):
        board = await runner.store.board_message(game_id)
        if board is not None and board.message_id == message_id:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"board {message_id} of game {game_id} was not recorded")


def listed(message: FakeMessage) -> list[int]:
    """The table numbers a list shows, in its order."""
    return [int(n) for n in re.findall(r"\*\*[^*]+ #(\d+)\*\*", message.content)]


async def private(fake: FakeDiscord, record, user: FakeUser) -> FakeMessage:  # type: ignore[no-untyped-def]
    answer = await fake.reply(record)
    await fake.settle()
    assert answer.ephemeral and answer.owner_id == user.id, answer.content
    return answer


async def test_games_lists_a_players_tables_here_and_everywhere(runner: BotRunner) -> None:
    fake = runner.fake
    ada, bea, cem = fake.add_user("ada"), fake.add_user("bea", locale="de"), fake.add_user("cem")
    second, third = fake.add_guild("Second"), fake.add_guild("Third")
    here_more = fake.add_channel("more")
    here_done = fake.add_channel("done")
    there = fake.add_channel("there", guild=second)
    gone = fake.add_channel("gone", guild=third)
    await runner.restart()  # the bot now sees every server
    assert runner.bot is not None
    await runner.bot.sync_commands()  # global commands: what a DM offers

    first_id, first_board = await open_table(runner, fake.channel, ada, bea, seed=3)
    runner.clock.advance(hours=1)
    more_id, more_board = await open_table(runner, here_more, ada, bea, seed=1)
    runner.clock.advance(hours=1)
    there_id, there_board = await open_table(runner, there, ada, bea, seed=5)
    runner.clock.advance(hours=1)
    gone_id, _ = await open_table(runner, gone, ada, bea, seed=3)
    done_id = await finish_table(runner, fake.guild.id, here_done, [ada, bea])
    fake.leave(ada, third)
    runner.clock.advance(hours=1)

    service = runner.bot.deps.service
    awaits_ada = {
        game_id: ada.id in await service.waiting_for_game(game_id)
        for game_id in (first_id, more_id, there_id, gone_id)
    }
    # Seeds 3 and 5 start with the creator's seat, seed 1 with the other's.
    assert awaits_ada == {first_id: True, more_id: False, there_id: True, gone_id: True}

    # This server: its two running tables, the one waiting on Ada first; the finished
    # table and the other servers' tables are not listed.
    answer = await private(fake, await fake.slash(ada, "games"), ada)
    here_order = sorted((first_id, more_id), key=lambda g: not awaits_ada[g])
    assert listed(answer) == here_order
    assert done_id not in listed(answer)
    assert "Your 2 running tables on this server (1 waiting on you):" in answer.content
    assert (
        "**your turn** since <t:" in answer.content
        and "waiting for Bea since <t:" in answer.content
    )
    for board, channel in ((first_board, fake.channel), (more_board, here_more)):
        url = f"https://discord.com/channels/{fake.guild.id}/{channel.id}/{board.id}"
        assert f"[board]({url})" in answer.content
    assert "place " in answer.content and " of 2, " in answer.content
    (next_button,) = answer.buttons
    assert next_button["label"] == "Next table" and next_button["custom_id"] == "cvs:nt"

    # The Next table button, also after a restart: the table that waits on Ada here.
    await runner.restart()
    waiting_here = next(g for g in here_order if awaits_ada[g])
    jump = await private(fake, await fake.click(ada, answer, custom_id="cvs:nt"), ada)
    assert jump.content.startswith(f"Next: **Caravan #{waiting_here}** has waited on you since <t:")
    board, channel = (
        (first_board, fake.channel) if waiting_here == first_id else (more_board, here_more)
    )
    assert jump.content.endswith(
        f"[board](https://discord.com/channels/{fake.guild.id}/{channel.id}/{board.id})"
    )

    # In a DM: every server Ada shares with the bot, but not the one she left.
    dm = await private(fake, await fake.slash_dm(ada, "games"), ada)
    assert dm.channel_id == fake.dm_channels[ada.id]
    assert sorted(listed(dm)) == sorted((first_id, more_id, there_id))
    assert gone_id not in listed(dm) and done_id not in listed(dm)
    waiting_everywhere = [g for g in (first_id, more_id, there_id) if awaits_ada[g]]
    assert listed(dm)[: len(waiting_everywhere)] == waiting_everywhere  # oldest wait first
    assert "on the servers we share" in dm.content
    assert f"https://discord.com/channels/{second.id}/{there.id}/{there_board.id}" in dm.content
    assert f"/{third.id}/" not in dm.content
    jump = await private(fake, await fake.click(ada, dm, custom_id="cvs:nt"), ada)
    assert f"**Caravan #{waiting_everywhere[0]}**" in jump.content

    # German: Bea still plays on the third server, so her DM lists all four tables.
    german = await private(fake, await fake.slash(bea, "games"), bea)
    assert "Deine 2 laufenden Tische auf diesem Server (1 warten auf dich):" in german.content
    assert "[Spielbrett](" in german.content and "Platz " in german.content
    assert german.buttons[0]["label"] == "Nächster Tisch"
    german_dm = await private(fake, await fake.slash_dm(bea, "games"), bea)
    assert sorted(listed(german_dm)) == sorted((first_id, more_id, there_id, gone_id))

    # Nobody waits on Cem anywhere, and he sits at no table: said so, without a button.
    empty = await private(fake, await fake.slash(cem, "games"), cem)
    assert empty.content == "You play at no running table on this server." and not empty.buttons
    empty_de = await private(fake, await fake.slash_dm(cem, "games", locale="de"), cem)
    assert (
        empty_de.content == "Du spielst an keinem laufenden Tisch auf unseren gemeinsamen Servern."
    )

    # Posted for everyone, the list's button answers each clicker with their own table.
    shown = await fake.reply(await fake.slash(ada, "games", public=True))
    assert not shown.ephemeral and listed(shown) == here_order
    nothing = await private(fake, await fake.click(cem, shown, custom_id="cvs:nt"), cem)
    assert nothing.content == "No table is waiting on you."
    bea_next = await private(fake, await fake.click(bea, shown, custom_id="cvs:nt"), bea)
    assert bea_next.content.startswith(f"Als Nächstes: **Caravan #{more_id}** wartet seit <t:")

    # A command limited to servers is not offered in a DM; /games is.
    with pytest.raises(LookupError):
        await fake.slash_dm(ada, "game status")

    # A move posts a new board: the list links to it from then on.
    place = Place(fake.guild.id, fake.channel.id)
    assert runner.bot is not None
    service = runner.bot.deps.service  # the restarted bot's
    notation = await service.playout_move(place, Player(ada.id, "Ada"), Rng.from_seed(1, "x"))
    assert notation is not None
    moved = await fake.reply(await fake.slash(ada, "move", notation=notation))
    assert moved.images and not moved.ephemeral
    await recorded(runner, first_id, moved.id)  # the bot records a board once it is posted
    after = await private(fake, await fake.slash(ada, "games"), ada)
    url = f"https://discord.com/channels/{fake.guild.id}/{fake.channel.id}/{moved.id}"
    assert f"[board]({url})" in after.content
    assert f"/{first_board.id})" not in after.content

    # A page that does not exist: refused privately, nothing posted.
    refused = await private(fake, await fake.slash(ada, "games", page=3), ada)
    assert refused.content == "There is no page 3: your tables fill 1 page."
    refused_de = await private(fake, await fake.slash(bea, "games", page=2), bea)
    assert refused_de.content == "Seite 2 gibt es nicht: Deine Tische füllen 1 Seite."
