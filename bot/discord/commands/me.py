"""`/me data` and `/me forget`: what the bot keeps about the caller, handed to them as a
file, or deleted once they confirm (`bot.service.personal`). Every answer is private."""

from __future__ import annotations

import discord
from discord import Interaction, app_commands

from bot.discord import flow
from bot.discord.context import Deps, player_of
from bot.discord.forget_button import forget_view
from bot.discord.translator import desc, localised, name
from bot.service import Reply


def build(deps: Deps) -> app_commands.Group:
    group = app_commands.Group(name=name("me"), description=desc("me"))

    @group.command(name=name("me.data"), description=desc("me.data"))
    @localised("me.data")
    async def data(interaction: Interaction) -> None:
        player = player_of(interaction)

        async def op() -> Reply:
            return await deps.service.my_data(player)

        await flow.slash(deps, interaction, op, ephemeral=True, writes=False)

    @group.command(name=name("me.forget"), description=desc("me.forget"))
    @localised("me.forget")
    async def forget(interaction: Interaction) -> None:
        player = player_of(interaction)

        async def op() -> Reply:
            return await deps.service.forget_check(player)

        async def view(reply: Reply, locale: str) -> discord.ui.View:
            return await forget_view(reply, locale, player.user_id)

        await flow.slash(deps, interaction, op, view=view, ephemeral=True, writes=False)

    return group
