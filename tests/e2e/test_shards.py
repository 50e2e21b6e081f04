"""A sharded bot: bot processes for different shards over one PostgreSQL database, each
serving its own guilds, a rolling restart where two processes briefly hold one shard,
and reminders sent once whichever process claims them."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

import engine
from bot.scaling import Shards
from bot.store import Store
from engine import GameState, Rng
from tests.e2e.bot_harness import BotRunner, Clock
from tests.e2e.fake_discord import FakeChannel, FakeDiscord, FakeMessage, FakeUser
from tests.e2e.fake_discord.harness import assert_clean, running_fake
from tests.e2e.fake_discord.server import shard_of
from tests.e2e.picker import navigate
from tests.postgres_server import TEMPLATE, new_postgres_database

pytestmark = pytest.mark.e2e
CARAVAN = engine.get("caravan")


@pytest.fixture
async def database(postgres_admin_url: str) -> str:
    return await new_postgres_database(postgres_admin_url, TEMPLATE)


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with running_fake(shard_count=2) as fake:
        yield fake
        await fake.settle()
        assert_clean(fake)


async def start(fake: FakeDiscord, database: str, clock: Clock, shard: int) -> BotRunner:
    runner = BotRunner(fake, database, clock=clock)  # type: ignore[arg-type]
    await runner.start(sync=False, shards=Shards(2, (shard,)))
    return runner


async def open_table(fake: FakeDiscord, channel: FakeChannel, players: list[FakeUser]) -> None:
    ada, bea = players
    await fake.reply(
        await fake.slash(ada, "game new", channel=channel, game="caravan", thread=False)
    )
    joined = await fake.reply(await fake.slash(bea, "game join", channel=channel))
    started = await fake.click(ada, joined, label="Start")
    await fake.wait_messages(started, 1)


async def next_choice(
    store: Store, channel: FakeChannel, players: list[FakeUser]
) -> tuple[FakeUser, int, Any, GameState]:
    """Who moves next at the channel's table, their seat, a move of theirs, the state."""
    record = await store.open_game(channel.id)
    assert record is not None and record.state is not None
    state = CARAVAN.from_json(record.state)
    seat = CARAVAN.to_act(state)[0]
    move = CARAVAN.playout_move(state, seat, CARAVAN.legal_moves(state, seat), Rng.from_seed(seat))
    user_id = {s.seat: s.user_id for s in await store.seats(record.id)}[seat]
    return next(p for p in players if p.id == user_id), seat, move, state


async def next_move(
    store: Store, channel: FakeChannel, players: list[FakeUser]
) -> tuple[FakeUser, str]:
    user, _, move, _ = await next_choice(store, channel, players)
    return user, CARAVAN.format_move(move)


async def play(
    fake: FakeDiscord, store: Store, channel: FakeChannel, players: list[FakeUser]
) -> FakeMessage:
    user, notation = await next_move(store, channel, players)
    reply = await fake.reply(await fake.slash(user, "move", channel=channel, notation=notation))
    assert reply.images, reply.content
    return reply


async def assert_replays(store: Store, channel: FakeChannel) -> int:
    """The stored state is the replay of the log; returns the number of live moves."""
    record = await store.open_game(channel.id)
    assert record is not None and record.state is not None
    moves = await store.moves(record.id)
    assert [m.ply for m in moves] == list(range(len(moves)))  # nothing lost or doubled
    replayed = CARAVAN.replay(
        2, {}, record.seed, [(m.seat, CARAVAN.parse_move(m.notation)) for m in moves]
    )
    assert CARAVAN.to_json(replayed) == record.state
    return len(moves)


async def test_shards_in_two_processes_a_rolling_restart_and_one_reminder(
    fake: FakeDiscord, database: str
) -> None:
    clock = Clock()
    home = shard_of(fake.guild.id, 2)
    other_guild = fake.add_guild("Second", shard=1 - home)
    here, there = fake.channel, fake.add_channel("games", guild=other_guild)
    players = [fake.add_user("ada"), fake.add_user("bea")]

    first = await start(fake, database, clock, home)
    second = await start(fake, database, clock, 1 - home)
    newer: BotRunner | None = None
    try:
        assert first.bot is not None and second.bot is not None
        await first.bot.sync_commands(None)
        assert first.bot.get_guild(fake.guild.id) and not first.bot.get_guild(other_guild.id)
        assert second.bot.get_guild(other_guild.id) and not second.bot.get_guild(fake.guild.id)

        for channel in (here, there):
            await open_table(fake, channel, players)
        store = first.store
        assert store is not None
        for _ in range(3):
            for channel in (here, there):
                await play(fake, store, channel, players)
        # each process served (and cached) only the games of its own shard
        assert here.id in first.bot.deps.service._channels
        assert there.id not in first.bot.deps.service._channels
        assert there.id in second.bot.deps.service._channels

        # Rolling restart: a new process takes the shard while the old one still runs.
        newer = await start(fake, database, clock, home)
        old_session, new_session = fake.sessions_of(fake.guild.id)
        # one player confirms the same picked move twice, the clicks reaching different
        # processes: exactly one lands
        user, seat, move, state = await next_choice(store, here, players)
        board = next(m for m in reversed(fake.channel_messages(here.id)) if m.buttons)
        picked = await navigate(fake, user, board, CARAVAN, state, seat, move)
        assert picked.reply is None, "the move waits for Confirm"
        confirm = next(b for b in picked.picker.buttons if b["custom_id"].startswith("cvs:q:c:"))
        clicks = await asyncio.gather(
            fake.click(user, picked.picker, custom_id=confirm["custom_id"], via=old_session),
            fake.click(user, picked.picker, custom_id=confirm["custom_id"], via=new_session),
        )
        answers = [(await fake.wait_messages(c, 1))[0] for c in clicks]
        boards = [a for a in answers if a.images and not a.ephemeral]
        assert len(boards) == 1, [a.content for a in answers]
        # the other click is told privately: the board changed, or (where it reached the
        # commit) that this very move was already made
        assert any(
            a.ephemeral and ("changed" in a.content or "already made" in a.content) for a in answers
        ), [a.content for a in answers]
        await first.stop()  # the old process leaves; the new one serves its shard
        assert newer.store is not None
        before = await assert_replays(newer.store, here)
        await play(fake, newer.store, here, players)
        assert await assert_replays(newer.store, here) == before + 1
        await assert_replays(newer.store, there)

        # both remaining processes run the reminder dispatcher: each reminder goes out once
        clock.advance(hours=13)
        assert newer.bot is not None and newer.bot.dispatcher is not None
        assert second.bot.dispatcher is not None
        sent = await asyncio.gather(newer.bot.dispatcher.run_due(), second.bot.dispatcher.run_due())
        notices = [n for batch in sent for n in batch]
        assert sorted(n.channel_id for n in notices) == sorted([here.id, there.id])
        for channel in (here, there):
            await fake.wait_channel_message(channel.id, lambda m: m.content.startswith("⏰"))
        await asyncio.sleep(0.2)
        for channel in (here, there):
            reminders = [m for m in fake.channel_messages(channel.id) if m.content.startswith("⏰")]
            assert len(reminders) == 1
    finally:
        for runner in (first, second, newer):
            if runner is not None:
                await runner.stop()
