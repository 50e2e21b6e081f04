"""The fake Discord's threads, driven by a plain discord.py client: creation, permissions,
archived and locked threads, and deletion, each answered as Discord documents it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest

from tests.e2e.fake_discord import FakeChannel, FakeDiscord
from tests.e2e.fake_discord.harness import connected
from tests.e2e.fake_discord.threads import (
    ALL_PERMISSIONS,
    CREATE_PUBLIC_THREADS,
    HAS_THREAD,
    MANAGE_THREADS,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    THREAD_CREATED,
)
from tests.e2e.test_fake_discord import make_bot

pytestmark = pytest.mark.e2e


async def refused(call: Callable[[], Awaitable[Any]]) -> tuple[int, int]:
    """The HTTP status and Discord error code a call was answered with."""
    with pytest.raises(discord.HTTPException) as error:
        await call()
    return error.value.status, error.value.code


async def seen(predicate: Callable[[], object], timeout: float = 5.0) -> None:
    """Wait until the client has handled a gateway event (it tells the fake nothing)."""
    async with asyncio.timeout(timeout):
        while not predicate():
            await asyncio.sleep(0.01)


async def a_thread(fake: FakeDiscord, client: discord.Client) -> FakeChannel:
    """A thread the client started from a message of its own in the channel."""
    message = await client.get_partial_messageable(fake.channel.id).send("table")
    await client.http.start_thread_with_message(
        fake.channel.id, message.id, name="Caravan #1", auto_archive_duration=10080
    )
    return fake.thread_of(message.id)


async def test_threads_from_a_message_and_of_their_own(fake: FakeDiscord) -> None:
    client = make_bot(fake)
    async with connected(client, fake):
        channel = client.get_partial_messageable(fake.channel.id)
        message = await channel.send("lobby")
        data = await client.http.start_thread_with_message(
            fake.channel.id, message.id, name="Caravan #12", auto_archive_duration=10080
        )
        assert int(data["id"]) == message.id, "a thread from a message has its id"
        thread = fake.thread_of(message.id)
        assert (thread.name, thread.parent_id, thread.owner_id) == (
            "Caravan #12",
            fake.channel.id,
            fake.bot.id,
        )
        assert int(fake.messages[message.id].payload["flags"]) & HAS_THREAD
        await seen(lambda: client.get_channel(thread.id) is not None)
        assert isinstance(client.get_channel(thread.id), discord.Thread), "THREAD_CREATE"

        again = await refused(
            lambda: client.http.start_thread_with_message(
                fake.channel.id, message.id, name="again", auto_archive_duration=60
            )
        )
        assert again == (400, 160004)
        inside = await refused(
            lambda: client.http.start_thread_without_message(
                thread.id, name="nested", auto_archive_duration=60, type=11
            )
        )
        assert inside == (400, 50024), "no thread inside a thread"

        own = await client.http.start_thread_without_message(
            fake.channel.id, name="Macao #13", auto_archive_duration=1440, type=11
        )
        assert int(own["id"]) != message.id
        notices = [
            m for m in fake.channel_messages(fake.channel.id) if m.payload["type"] == THREAD_CREATED
        ]
        assert [m.content for m in notices] == ["Macao #13"]

        fake.max_active_threads = 2
        full = await refused(
            lambda: client.http.start_thread_without_message(
                fake.channel.id, name="third", auto_archive_duration=60, type=11
            )
        )
        assert full == (400, 160006)


async def test_a_bad_name_or_duration_is_a_breach(lenient_fake: FakeDiscord) -> None:
    fake = lenient_fake
    client = make_bot(fake)
    async with connected(client, fake):
        message = await client.get_partial_messageable(fake.channel.id).send("lobby")
        answer = await refused(
            lambda: client.http.start_thread_with_message(
                fake.channel.id,
                message.id,
                name="x" * 101,
                auto_archive_duration=30,  # type: ignore[arg-type]
            )
        )
        assert answer == (400, 50035)
        assert len(fake.violations) == 2 and "thread name" in fake.violations[0]


async def test_permissions_to_create_threads_and_to_send_in_them(fake: FakeDiscord) -> None:
    client = make_bot(fake)
    async with connected(client, fake):
        thread = await a_thread(fake, client)
        message = await client.get_partial_messageable(fake.channel.id).send("another")
        fake.set_bot_permissions(fake.channel, ALL_PERMISSIONS & ~CREATE_PUBLIC_THREADS)
        assert await refused(
            lambda: client.http.start_thread_with_message(
                fake.channel.id, message.id, name="no", auto_archive_duration=60
            )
        ) == (403, 50013)

        fake.set_bot_permissions(fake.channel, ALL_PERMISSIONS & ~SEND_MESSAGES_IN_THREADS)
        in_thread = client.get_partial_messageable(thread.id)
        assert await refused(lambda: in_thread.send("x")) == (403, 50013), "inherited"
        await client.get_partial_messageable(fake.channel.id).send("the channel is fine")
        fake.set_bot_permissions(thread, ALL_PERMISSIONS)
        await in_thread.send("its own permissions win")

        fake.set_bot_permissions(fake.channel, ALL_PERMISSIONS & ~SEND_MESSAGES)
        channel = client.get_partial_messageable(fake.channel.id)
        assert await refused(lambda: channel.send("x")) == (403, 50013)


async def test_an_archived_thread_refuses_messages_until_it_is_reopened(fake: FakeDiscord) -> None:
    client = make_bot(fake)
    async with connected(client, fake):
        thread = await a_thread(fake, client)
        channel = client.get_partial_messageable(thread.id)
        kept = await channel.send("before")
        guild = client.get_guild(fake.guild.id)
        assert guild is not None
        await seen(lambda: guild.get_thread(thread.id) is not None)

        await fake.archive(thread)
        await seen(lambda: guild.get_thread(thread.id) is None)  # THREAD_UPDATE
        assert await refused(lambda: channel.send("x")) == (400, 50083)
        assert await refused(lambda: kept.edit(content="y")) == (400, 50083)
        assert thread.archived

        await client.http.edit_channel(thread.id, archived=False)
        assert not thread.archived
        await seen(lambda: guild.get_thread(thread.id) is not None)
        await channel.send("after")
        await kept.edit(content="edited")

        fake.send_unarchives = True  # the other reading of the documentation
        await fake.archive(thread)
        await channel.send("reopens it")
        assert not thread.archived


async def test_a_locked_thread_reopens_only_for_a_moderator(fake: FakeDiscord) -> None:
    client = make_bot(fake)
    async with connected(client, fake):
        thread = await a_thread(fake, client)
        channel = client.get_partial_messageable(thread.id)
        fake.send_unarchives = True
        fake.set_bot_permissions(thread, ALL_PERMISSIONS & ~MANAGE_THREADS)
        await fake.archive(thread, locked=True)
        assert await refused(lambda: channel.send("x")) == (400, 50083)
        reopen = lambda: client.http.edit_channel(thread.id, archived=False)  # noqa: E731
        assert await refused(reopen) == (403, 50013)
        fake.set_bot_permissions(thread, None)
        await reopen()
        assert not thread.archived and thread.locked


async def test_an_interaction_answer_reopens_an_archived_thread(fake: FakeDiscord) -> None:
    user = fake.add_user("ada")
    client = make_bot(fake)
    async with connected(client, fake):
        thread = await a_thread(fake, client)
        await fake.archive(thread)
        reply = await fake.reply(await fake.slash(user, "ping", channel=thread))
        assert reply.channel_id == thread.id and not thread.archived


async def test_deleting_a_thread_or_a_channel(fake: FakeDiscord) -> None:
    client = make_bot(fake)
    deleted: list[tuple[str, int]] = []

    @client.event
    async def on_raw_thread_delete(payload: discord.RawThreadDeleteEvent) -> None:
        deleted.append(("thread", payload.thread_id))

    @client.event
    async def on_guild_channel_delete(channel: discord.abc.GuildChannel) -> None:
        deleted.append(("channel", channel.id))

    async with connected(client, fake):
        first, second = await a_thread(fake, client), await a_thread(fake, client)
        guild = client.get_guild(fake.guild.id)
        assert guild is not None
        await seen(lambda: guild.get_thread(second.id) is not None)

        await fake.delete_channel(first)
        await seen(lambda: ("thread", first.id) in deleted)
        gone = client.get_partial_messageable(first.id)
        assert await refused(lambda: gone.send("x")) == (404, 10003)

        await fake.delete_channel(fake.channel)
        await seen(lambda: ("channel", fake.channel.id) in deleted)
        # discord.py reports the channel's known threads as deleted with it
        await seen(lambda: ("thread", second.id) in deleted)
        assert fake.channel_by_id(second.id) is None
        channel = client.get_partial_messageable(fake.channel.id)
        assert await refused(lambda: channel.send("x")) == (404, 10003)
