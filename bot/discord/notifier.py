"""Delivering reminder notices on Discord: a channel message mentioning exactly the
waiting players, and DMs to those who opted in (closed DMs are skipped, not retried).
An archived thread is reopened for it; a deleted channel ends its game (`threads`).
When a turn clock has run out, the message also carries the other players' vote (and
mentions them the first time)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.discord import threads
from bot.discord.since_button import since_view
from bot.discord.votes import vote_view
from bot.reminders import Notice
from bot.service import VoteCall
from bot.service.naming import level_text
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
        pinged = list(notice.mention)
        view = since_view(notice.game_id, notice.locale)  # what happened while they were away
        clock = notice.clock
        if clock is not None:
            out = t(
                "bot.msg.clock_out",
                player=f"<@{clock.user_id}>",
                hours=clock.hours,
                level=level_text(clock.level),
            )
            content += "\n" + out.render(notice.locale)
            if clock.opened:
                voters = ", ".join(f"<@{u}>" for u in clock.voters)
                content += "\n" + t("dc.vote.call", mentions=voters).render(notice.locale)
                pinged += [u for u in clock.voters if u not in pinged]
            view = vote_view(VoteCall(notice.game_id, clock.ballot, "clock"), notice.locale)
        allowed = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in pinged]
        )
        message: dict[str, object] = {"content": content, "allowed_mentions": allowed, "view": view}
        try:
            await threads.deliver(self.client, notice.channel_id, lambda: message, notice.guild_id)
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
