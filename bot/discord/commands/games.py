"""`/games`: every running table the caller plays at, those waiting on them first, with
the **Next table** button (`bot.discord.table_list`). Private unless `public` is set;
it also works in a direct message with the bot."""

from __future__ import annotations

from discord import Interaction, app_commands

from bot.discord import flow
from bot.discord.context import Deps
from bot.discord.table_list import list_reply, next_table_view, visible_tables
from bot.discord.translator import desc, localised, name
from bot.service import Reply


def build(deps: Deps) -> app_commands.Command:  # type: ignore[type-arg]
    @app_commands.command(name=name("games"), description=desc("games"))
    @localised("games")
    async def games(
        interaction: Interaction,
        page: app_commands.Range[int, 1, 10_000] = 1,
        public: bool = False,
    ) -> None:
        async def op() -> Reply:
            tables = await visible_tables(deps, interaction)
            return list_reply(tables, page, everywhere=interaction.guild_id is None)

        await flow.slash(
            deps, interaction, op, view=next_table_view, ephemeral=not public, writes=False
        )

    return games
