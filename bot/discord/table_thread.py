"""`/game new` with a thread of its own: the lobby message stays in the channel, and the
table lives in a thread started from it.

A thread started from a message has that message's id, so the table's place is known as
soon as the reply's "thinking" message exists: the table is stored there first (so the
game's checks run before anything is created on Discord), then the thread is opened and
named after the game and the table's number ("Caravan #12"). Should Discord refuse the
thread, the table is closed again and the creator told so.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.discord import flow, messages, threads
from bot.discord.context import Deps, player_of
from bot.discord.messages import Outgoing
from bot.service import Place, Reply
from engine import Text, t

log = logging.getLogger(__name__)

LOBBY_OPENED = "bot.msg.lobby_opened"


async def open_in_thread(
    deps: Deps,
    interaction: discord.Interaction,
    create: Callable[[Place], Awaitable[Reply]],
    view: flow.ViewFactory,
) -> None:
    """Open the table `create` makes at a place in a new thread of the channel."""
    await deps.inflight.run(interaction, lambda: _open(deps, interaction, create, view))


def thread_lines(lines: list[Text], thread_id: int) -> list[Text]:
    """The lobby's lines as the channel reads them: the table is joined by its buttons
    here and played in the thread (the slash commands here are the channel's own)."""
    return [
        t("dc.thread.lobby", **line.params, thread=threads.link(thread_id))
        if line.key == LOBBY_OPENED
        else line
        for line in lines
    ]


async def _open(
    deps: Deps,
    interaction: discord.Interaction,
    create: Callable[[Place], Awaitable[Reply]],
    view: flow.ViewFactory,
) -> None:
    lobby: list[int] = []  # the reply's message: the thread will have its id

    async def acknowledge() -> None:
        response = await interaction.response.defer(thinking=True)
        message_id = response.message_id if response is not None else None
        if message_id is None:
            message_id = (await interaction.original_response()).id
        lobby.append(message_id)

    async def op() -> Reply:
        return await create(Place(interaction.guild_id, lobby[0], interaction.channel_id))

    async def refuse(outgoing: Outgoing) -> None:
        await flow.private_answer(interaction, outgoing, already_ephemeral=False)

    served = await flow.serve(
        deps,
        interaction,
        op,
        acknowledge=acknowledge,
        refuse=refuse,
        writes=True,
        what="command game new (thread)",
    )
    if served is None:
        return
    reply, locale = served
    thread_id = lobby[0]
    assert interaction.channel_id is not None
    await threads.copy_settings(deps, interaction.channel_id, thread_id)  # before anyone is there
    reply.lines = thread_lines(reply.lines, thread_id)
    outgoing = messages.build(reply, locale)
    outgoing.view = await view(reply, locale)
    await interaction.followup.send(**outgoing.send_kwargs(), wait=True)
    assert reply.game_id is not None
    title = t(f"{reply.game_name}.title")
    try:
        await interaction.client.http.start_thread_with_message(
            interaction.channel_id,
            thread_id,
            name=threads.thread_name(title, reply.game_id, locale),
            auto_archive_duration=threads.ARCHIVE_MINUTES,
        )
    except discord.HTTPException as error:
        log.warning("could not open a thread for game %s: %s", reply.game_id, error)
        await _close_again(deps, interaction, thread_id, title, locale)
        return


async def _close_again(
    deps: Deps, interaction: discord.Interaction, thread_id: int, title: Text, locale: str
) -> None:
    """No thread after all: abandon the table (kept in the database) and say so."""
    place = Place(interaction.guild_id, thread_id)
    await deps.service.abandon(place, player_of(interaction))
    deps.changed()
    text = t("dc.thread.failed", game=title).render(locale)
    await interaction.edit_original_response(content=text, view=None, attachments=[])
