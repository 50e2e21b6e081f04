"""Delivering reminder notices on Discord: a channel message mentioning exactly the
waiting players, and DMs to those who opted in (closed DMs are skipped, not retried).
An archived thread is reopened for it; a deleted channel ends its game (`threads`)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord import threads
from bot.reminders import Notice
from engine import t

if TYPE_CHECKING:
    from bot.discord.client import CaravanBot

log = logging.getLogger(__name__)


class DiscordNotifier:
    def __init__(self, client: CaravanBot) -> None:
        self.client = client

    async def __call__(self, notice: Notice) -> None:
        mentions = ", ".join(f"<@{u}>" for u in notice.mention)
        since = discord.utils.format_dt(notice.waiting_since, "R")
        game = t(f"{notice.game}.title")
        key = "dc.reminder.late" if notice.late else "dc.reminder"
        content = t(key, mentions=mentions, game=game, since=since).render(notice.locale)
        allowed = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in notice.mention]
        )
        try:
            await threads.deliver(
                self.client,
                notice.channel_id,
                lambda: {"content": content, "allowed_mentions": allowed},
                notice.guild_id,
            )
        except threads.ChannelGone:
            # Deleted while the bot was not looking: end the game, or it reminds for ever.
            await threads.channel_gone(self.client.deps, notice.channel_id)
            return
        for user_id in notice.dm:
            text = t("dc.reminder.dm", game=game, channel=f"<#{notice.channel_id}>", since=since)
            try:
                data = await self.client.http.start_private_message(user_id)
                dm = self.client.get_partial_messageable(int(data["id"]))
                await dm.send(text.render(notice.locale))
            except discord.HTTPException as error:
                # 50007: the user does not accept DMs; the channel mention already went out.
                log.info("DM reminder to %s failed: %s", user_id, error.code)
