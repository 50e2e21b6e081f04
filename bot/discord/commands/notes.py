"""`/game note` and `/game notes`: a player's private notes about a table
(`bot.service.notes`). Every answer is private to the caller; a note's time is a Discord
timestamp, which each client shows in its reader's own time zone and language."""

from __future__ import annotations

from datetime import datetime

import discord
from discord import Interaction, app_commands

from bot.discord import flow
from bot.discord.context import Deps, place_of, player_of
from bot.discord.translator import desc, localised, name
from bot.service import Reply, ServiceError
from engine import t


def written_at(moment: datetime) -> str:
    """When a note was written, as a timestamp every client shows relative to now."""
    return discord.utils.format_dt(moment, "R")


def add_to_game_group(group: app_commands.Group, deps: Deps) -> None:
    """`/game note` (keep or delete a note) and `/game notes` (read them)."""

    @group.command(name=name("game.note"), description=desc("game.note"))
    @localised("game.note")
    async def note(
        interaction: Interaction,
        text: str | None = None,
        delete: app_commands.Range[int, 1, 1000] | None = None,
        game_id: app_commands.Range[int, 1, 2**53] | None = None,
    ) -> None:
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            if (text is None) == (delete is None):
                raise ServiceError(t("bot.notes.err.text_or_delete"))
            if delete is not None:
                return await deps.service.delete_note(place, player, delete, game_id)
            assert text is not None
            return await deps.service.add_note(place, player, text, game_id)

        await flow.slash(deps, interaction, op, ephemeral=True)

    @group.command(name=name("game.notes"), description=desc("game.notes"))
    @localised("game.notes")
    async def notes(
        interaction: Interaction,
        game_id: app_commands.Range[int, 1, 2**53] | None = None,
    ) -> None:
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            return await deps.service.notes(place, player, game_id, when=written_at)

        await flow.slash(deps, interaction, op, ephemeral=True, writes=False)
