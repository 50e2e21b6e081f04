"""Tables in threads: whether `/game new` may open one, reaching a thread that was
archived, and ending the game of a thread or channel that was deleted.

A table opened in a thread lives there (its place is the thread); only its lobby message
stays in the channel, with a link to the thread. Discord archives a quiet thread: the bot
reopens it before it answers there in public, and where it may not (a moderator locked
the thread) it says so privately and changes nothing. A deleted thread or channel ends
its game as abandoned, on the gateway's delete event or, where that was missed (the bot
was down, or the thread was archived and so not cached), when a message to it answers
Unknown Channel: so a reminder never fires into the void for ever.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from bot.discord.context import Deps
from bot.discord.mentions import command
from bot.service import Place
from bot.service.errors import TablesElsewhere
from engine import Text, t

log = logging.getLogger(__name__)


THREAD_PARENTS = (discord.ChannelType.text, discord.ChannelType.news)
NEEDED = discord.Permissions(create_public_threads=True, send_messages_in_threads=True)
ARCHIVE_MINUTES = 10080  # a week: the longest Discord allows; tables are slow
NAME_MAX = 100
UNKNOWN_CHANNEL = 10003
THREAD_ARCHIVED = 50083
TABLES_SHOWN = 10  # tables listed for a channel whose threads hold them: well inside 2000 chars


class ChannelGone(Exception):
    """A message could not be sent: the channel or thread no longer exists."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} no longer exists")
        self.channel_id = channel_id


def thread_choice(
    interaction: discord.Interaction, wanted: bool | None
) -> tuple[bool, Text | None]:
    """Whether `/game new` opens its table in a new thread (`wanted` None: wherever the bot
    may), and the word to add to the reply when a thread was meant but cannot be."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        return False, t("dc.thread.already") if wanted else None
    if wanted is False:
        return False, None
    if channel is None or channel.type not in THREAD_PARENTS:
        return False, t("dc.thread.unsupported")
    if not NEEDED.is_subset(interaction.app_permissions):
        return False, t("dc.thread.no_permission")
    return True, None


def thread_name(title: Text, game_id: int, locale: str) -> str:
    """ "Caravan #12": the game's title in the table's language and its number."""
    number = f" #{game_id}"
    return title.render(locale)[: NAME_MAX - len(number)] + number


def link(channel_id: int) -> str:
    return f"<#{channel_id}>"


def where_line(place: Place, interaction: discord.Interaction) -> Text | None:
    """For a message about a table in another channel (its thread): where it plays."""
    if place.channel_id == interaction.channel_id:
        return None
    return t("dc.thread.where", thread=link(place.channel_id))


def lobby_next(place: Place) -> list[Text]:
    """The lobby's advice where its message stays in the channel of the table's thread:
    its buttons here, or the join command there (the channel's commands are its own)."""
    return [
        t("dc.thread.where", thread=link(place.channel_id)),
        t("dc.thread.next", cmd=command("game.join")),
    ]


def tables_elsewhere(error: TablesElsewhere, user_id: int) -> list[Text]:
    """A channel without a game whose threads hold tables: the refusal, then a link to
    each table, the caller's own first (awaiting them, then seating them), capped."""
    tables = sorted(error.tables, key=lambda table: (table.rank_for(user_id), table.game_id))
    lines = [error.text]
    for table in tables[:TABLES_SHOWN]:
        key = ("dc.thread.table.turn", "dc.thread.table.seated", "dc.thread.table")
        lines.append(
            t(
                key[table.rank_for(user_id)],
                thread=link(table.channel_id),
                game=table.title,
                status=t(f"bot.status.{table.status}"),
            )
        )
    more = len(tables) - TABLES_SHOWN + error.more
    if more > 0:
        lines.append(t("dc.thread.more", count=more))
    return lines


def locked_out(interaction: discord.Interaction) -> bool:
    """In an archived, locked thread that the bot may not reopen: no public answer."""
    channel = interaction.channel
    return (
        isinstance(channel, discord.Thread)
        and channel.archived
        and channel.locked
        and not interaction.app_permissions.manage_threads
    )


async def reopen(interaction: discord.Interaction) -> None:
    """Unarchive the interaction's thread before a public answer goes there (an answer
    may edit a message, which an archived thread refuses)."""
    channel = interaction.channel
    if not isinstance(channel, discord.Thread) or not channel.archived:
        return
    try:
        await interaction.client.http.edit_channel(channel.id, archived=False)
    except discord.HTTPException as error:
        # The answer itself may still reopen it (a new message does); if not, it fails
        # like any other answer and the player is told that nothing changed.
        log.warning("could not reopen thread %s: %s", channel.id, error)


async def deliver(
    client: discord.Client,
    channel_id: int,
    message: Callable[[], dict[str, Any]],
    guild_id: int | None = None,
) -> discord.Message:
    """Send a bot message to a channel or thread, reopening an archived thread.

    `message()` builds the send's keyword arguments (again for a second try: a sent
    file cannot be sent twice). Raises `ChannelGone` for a deleted channel, and
    `discord.HTTPException` for anything else (a locked thread stays closed).
    """
    channel = client.get_partial_messageable(channel_id, guild_id=guild_id)
    try:
        return await channel.send(**message())
    except discord.HTTPException as error:
        if error.code == UNKNOWN_CHANNEL:
            raise ChannelGone(channel_id) from error
        if error.code != THREAD_ARCHIVED:
            raise
    await client.http.edit_channel(channel_id, archived=False)
    return await channel.send(**message())


async def channel_gone(deps: Deps, channel_id: int) -> None:
    """A channel or thread was deleted: end its open game as abandoned, if it had one."""
    try:
        closed = await deps.service.channel_gone(channel_id)
    except Exception:
        log.exception("could not close the game of deleted channel %s", channel_id)
        return
    deps.forget_channel_locale(channel_id)
    if closed is not None:
        log.info("channel %s is gone: game %s abandoned", channel_id, closed.id)
        deps.changed()
        deps.table_changed(closed.id, None)  # a thread's table: its status line says so


async def copy_settings(deps: Deps, parent_id: int, thread_id: int) -> None:
    """A new table thread speaks the channel's language and keeps its reminder rhythm."""
    settings = await deps.store.channel_settings(parent_id)
    if settings.locale is not None or settings.reminder_hours is not None:
        await deps.store.set_channel_settings(
            thread_id, reminder_hours=settings.reminder_hours, locale=settings.locale
        )
