"""Delivering the daily digest on Discord: one direct message listing the tables that
wait on the player, each with a link (closed DMs are skipped, not retried)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.digests import Digest, WaitingTable
from engine import Text, t

if TYPE_CHECKING:
    from bot.discord.client import CaravanBot

log = logging.getLogger(__name__)

TABLES_LISTED = 10
"""Tables one digest lists (some 150 characters each: well inside Discord's 2,000)."""


def table_link(table: WaitingTable) -> str:
    """The address that opens the table's channel or thread."""
    return f"https://discord.com/channels/{table.guild_id or '@me'}/{table.channel_id}"


def digest_text(digest: Digest) -> str:
    """The digest as one message in the player's language: a heading, a line per table,
    how many more wait."""
    lines: list[Text] = [t("dc.digest.head", n=len(digest.tables))]
    for table in digest.tables[:TABLES_LISTED]:
        lines.append(
            t(
                "dc.digest.table",
                game=t(f"{table.game}.title"),
                number=table.game_id,
                since=discord.utils.format_dt(table.since, "R"),
                link=table_link(table),
            )
        )
    if len(digest.tables) > TABLES_LISTED:
        lines.append(t("dc.digest.more", n=len(digest.tables) - TABLES_LISTED))
    return "\n".join(line.render(digest.locale) for line in lines)


class DiscordDigest:
    """Sends each digest as a DM to its player."""

    def __init__(self, client: CaravanBot) -> None:
        self.client = client

    async def __call__(self, digest: Digest) -> None:
        content = digest_text(digest)
        try:
            data = await self.client.http.start_private_message(digest.user_id)
            dm = self.client.get_partial_messageable(int(data["id"]))
            await dm.send(content)
        except discord.HTTPException as error:
            # 50007: the user does not accept DMs; the digest waits for tomorrow.
            log.info("digest DM to %s failed: %s", digest.user_id, error.code)
