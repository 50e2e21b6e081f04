"""Delivering reminder notices on Discord: a channel message mentioning exactly the
waiting players, and DMs to those who opted in (closed DMs are skipped, not retried)."""

from __future__ import annotations

import logging

import discord

from bot.reminders import Notice
from engine import t

log = logging.getLogger(__name__)


class DiscordNotifier:
    def __init__(self, client: discord.Client) -> None:
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
        channel = self.client.get_partial_messageable(notice.channel_id, guild_id=notice.guild_id)
        await channel.send(content, allowed_mentions=allowed)
        for user_id in notice.dm:
            text = t("dc.reminder.dm", game=game, channel=f"<#{notice.channel_id}>", since=since)
            try:
                data = await self.client.http.start_private_message(user_id)
                dm = self.client.get_partial_messageable(int(data["id"]))
                await dm.send(text.render(notice.locale))
            except discord.HTTPException as error:
                # 50007: the user does not accept DMs; the channel mention already went out.
                log.info("DM reminder to %s failed: %s", user_id, error.code)
