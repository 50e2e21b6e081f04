"""Posting the AI's moves: each one's answer goes to the game's channel as one message,
like a person's move (the board, what happened, exactly the people who must act now,
and their buttons), in the channel's language. An archived thread is reopened for it; a
deleted one ends its game (`threads`)."""

from __future__ import annotations

import discord

from bot.discord import messages, threads
from bot.discord.board_links import remember_board
from bot.discord.context import Deps
from bot.service import Place, Reply
from engine import Text, normalise_locale


class AiPoster:
    """The AI driver's `publish` on Discord."""

    def __init__(self, client: discord.Client, deps: Deps, default_locale: str = "en") -> None:
        self.client = client
        self.deps = deps
        self.default_locale = default_locale

    async def __call__(self, place: Place, reply: Reply) -> None:
        self.deps.changed()  # the move wrote a new reminder due time
        override = await self.deps.channel_locale(place.channel_id)
        locale = normalise_locale(override or self.default_locale)
        view = await self.deps.views(reply, locale)
        guild = place.guild_id

        def mention(text: Text) -> Text:
            return self.deps.commands.mentioned(text, guild)

        def message() -> dict[str, object]:
            # built anew for a second try: a sent file cannot be sent twice
            fresh = messages.build(reply, locale, mention=mention)
            fresh.view = view
            return fresh.send_kwargs()

        try:
            sent = await threads.deliver(self.client, place.channel_id, message, place.guild_id)
        except threads.ChannelGone:
            await threads.channel_gone(self.deps, place.channel_id)
            return
        if reply.game_id is not None:
            self.deps.table_changed(reply.game_id, sent.id if reply.images else None)
        await remember_board(self.deps, reply, sent)
