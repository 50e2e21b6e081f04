"""The board message each running table posted last, recorded as it goes out, so that
`/games` links every table to its latest board (`bot.service.table_list`)."""

from __future__ import annotations

import discord

from bot.discord.context import Deps
from bot.service import Reply


async def remember_board(deps: Deps, reply: Reply, message: discord.Message | None) -> None:
    """Record a running table's public board message once it is posted; anything else
    (a private view, a text answer, a finished game's last board) is not a board to
    return to."""
    if message is None or reply.ephemeral or not reply.images:
        return
    if reply.game_id is None or reply.status != "active":
        return
    await deps.service.remember_board(reply.game_id, message.channel.id, message.id)
