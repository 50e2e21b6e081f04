"""The thread pieces that need no Discord: when `/game new` opens a thread, the names
and lines it writes, when a locked thread keeps the bot out, and delivering a message
to an archived or deleted thread."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any
from unittest.mock import Mock

import discord
import pytest

import engine
from bot.discord import threads
from bot.discord.table_thread import thread_lines
from bot.service import Place
from engine import t

ALL = discord.Permissions.all()
NO_THREADS = discord.Permissions.all()
NO_THREADS.create_public_threads = False
NO_SENDING_IN_THREADS = discord.Permissions.all()
NO_SENDING_IN_THREADS.send_messages_in_threads = False


def thread(*, archived: bool = False, locked: bool = False) -> Any:
    channel = Mock(spec=discord.Thread)
    channel.id, channel.archived, channel.locked = 77, archived, locked
    return channel


def channel(kind: discord.ChannelType = discord.ChannelType.text) -> Any:
    found = Mock(spec=discord.TextChannel)
    found.id, found.type = 5, kind
    return found


def interaction(where: Any, permissions: discord.Permissions = ALL) -> Any:
    return SimpleNamespace(
        channel=where, channel_id=where.id if where else None, app_permissions=permissions
    )


def test_a_thread_by_default_where_the_bot_may_open_one() -> None:
    assert threads.thread_choice(interaction(channel()), None) == (True, None)
    assert threads.thread_choice(interaction(channel()), True) == (True, None)
    news = channel(discord.ChannelType.news)
    assert threads.thread_choice(interaction(news), None) == (True, None)


def test_no_thread_when_asked_not_to_or_already_in_one() -> None:
    assert threads.thread_choice(interaction(channel()), False) == (False, None)
    assert threads.thread_choice(interaction(thread()), None) == (False, None)
    opened, note = threads.thread_choice(interaction(thread()), True)
    assert not opened and note is not None and note.key == "dc.thread.already"


@pytest.mark.parametrize("permissions", [NO_THREADS, NO_SENDING_IN_THREADS])
@pytest.mark.parametrize("wanted", [None, True])
def test_without_the_permissions_a_word_says_why(
    permissions: discord.Permissions, wanted: bool | None
) -> None:
    opened, note = threads.thread_choice(interaction(channel(), permissions), wanted)
    assert not opened and note is not None and note.key == "dc.thread.no_permission"
    assert "Create Public Threads" in note.render("en")
    assert "Öffentliche Threads erstellen" in note.render("de")
    assert threads.thread_choice(interaction(channel(), permissions), False) == (False, None)


def test_a_channel_without_threads_says_so() -> None:
    voice = channel(discord.ChannelType.voice)
    opened, note = threads.thread_choice(interaction(voice), None)
    assert not opened and note is not None and note.key == "dc.thread.unsupported"


def test_thread_names_carry_the_title_and_the_number_within_100_characters() -> None:
    assert threads.thread_name(t("caravan.title"), 12, "en") == "Caravan #12"
    assert (
        threads.thread_name(engine.get("marco_polo").title, 7, "de")
        == "Auf den Spuren von Marco Polo #7"
    )
    long = threads.thread_name(t("dc.thread.locked"), 123456789, "en")
    assert len(long) == 100 and long.endswith(" #123456789")


def test_the_lobby_in_the_channel_points_to_the_thread() -> None:
    opened = t("bot.msg.lobby_opened", player="Ada", game=t("caravan.title"), low=2, high=4)
    other = t("dc.thread.no_permission")
    lines = thread_lines([opened, other], 99)
    assert lines[1] == other
    assert (
        lines[0]
        .render("en")
        .startswith("Ada opened a table for Caravan (2 to 4 players) in its own thread, <#99>.")
    )
    assert "/game join" not in lines[0].render("en") + lines[0].render("de")


def test_where_line_only_for_a_table_elsewhere() -> None:
    here = interaction(channel())
    assert threads.where_line(Place(1, 5), here) is None
    line = threads.where_line(Place(1, 6), here)
    assert line is not None and "<#6>" in line.render("de")


def test_locked_out_only_of_an_archived_locked_thread_without_manage_threads() -> None:
    no_manage = discord.Permissions.all()
    no_manage.manage_threads = False
    assert threads.locked_out(interaction(thread(archived=True, locked=True), no_manage))
    assert not threads.locked_out(interaction(thread(archived=True, locked=True), ALL))
    assert not threads.locked_out(interaction(thread(archived=True), no_manage))
    assert not threads.locked_out(interaction(thread(locked=True), no_manage))
    assert not threads.locked_out(interaction(channel(), no_manage))


class Refusing:
    """A messageable whose sends fail with the given Discord codes, then succeed."""

    def __init__(self, codes: list[int]) -> None:
        self.codes = codes
        self.sent: list[dict[str, Any]] = []

    async def send(self, **kwargs: Any) -> str:
        if self.codes:
            code = self.codes.pop(0)
            response = SimpleNamespace(status=404 if code == 10003 else 400, reason="refused")
            raise discord.HTTPException(response, {"code": code, "message": "refused"})  # type: ignore[arg-type]
        self.sent.append(kwargs)
        return "sent"


def client(target: Refusing) -> Any:
    edits: list[tuple[int, dict[str, Any]]] = []

    async def edit_channel(channel_id: int, **options: Any) -> None:
        edits.append((channel_id, options))

    return SimpleNamespace(
        get_partial_messageable=lambda channel_id, guild_id=None: target,
        http=SimpleNamespace(edit_channel=edit_channel),
        edits=edits,
    )


async def test_deliver_reopens_an_archived_thread_and_sends_afresh() -> None:
    built: list[int] = []

    def message() -> dict[str, Any]:
        built.append(1)
        return {"content": "⏰"}

    target = Refusing([50083])
    bot = client(target)
    assert await threads.deliver(bot, 77, message) == "sent"
    assert bot.edits == [(77, {"archived": False})]
    assert target.sent == [{"content": "⏰"}] and len(built) == 2, "built again for the retry"


async def test_deliver_reports_a_deleted_channel_and_passes_other_errors_on() -> None:
    with pytest.raises(threads.ChannelGone) as gone:
        await threads.deliver(client(Refusing([10003])), 77, dict)
    assert gone.value.channel_id == 77
    with pytest.raises(discord.HTTPException) as other:
        await threads.deliver(client(Refusing([50013])), 77, dict)
    assert other.value.code == 50013
    plain = Refusing([])
    assert await threads.deliver(client(plain), 77, lambda: {"content": "x"}) == "sent"
