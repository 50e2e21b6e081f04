"""`/game pause [days]` and `/game resume`: pausing a table by agreement
(`bot.service.pauses`). The request is public, with the vote buttons for the people it
asks (`bot.discord.votes`); every refusal is private."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from discord import Interaction, app_commands

from bot.discord.context import Deps, place_of, player_of
from bot.discord.translator import desc, localised, name
from bot.service.pauses import DAYS_MAX, DAYS_MIN


def add(group: app_commands.Group, deps: Deps, public: Callable[..., Any]) -> None:
    """Add the two commands to `/game` (`public` answers in the channel)."""

    @group.command(name=name("game.pause"), description=desc("game.pause"))
    @localised("game.pause")
    async def pause(
        interaction: Interaction, days: app_commands.Range[int, DAYS_MIN, DAYS_MAX] | None = None
    ) -> None:
        place, player = place_of(interaction), player_of(interaction)
        await public(interaction, lambda: deps.service.pause(place, player, days))

    @group.command(name=name("game.resume"), description=desc("game.resume"))
    async def resume(interaction: Interaction) -> None:
        place, player = place_of(interaction), player_of(interaction)
        await public(interaction, lambda: deps.service.resume(place, player))
