"""`/stats`, `/leaderboard`, `/game history` and `/game replay`: the records of finished
games. All of them only read; each answers privately unless `public` is set."""

from __future__ import annotations

import discord
from discord import Interaction, app_commands

from bot.discord import flow
from bot.discord.commands.game import available_games
from bot.discord.commands.notes import written_at
from bot.discord.context import Deps, place_of, player_of
from bot.discord.record_components import history_view, leaderboard_view, replay_view
from bot.discord.translator import desc, localised, name, text
from bot.service import Reply


def _game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=text(f"{g}.title"), value=g) for g in available_games()]


SCOPES = [
    app_commands.Choice(name=text("dc.choice.scope.server"), value="server"),
    app_commands.Choice(name=text("dc.choice.scope.global"), value="global"),
]


def build_stats(deps: Deps) -> app_commands.Command:  # type: ignore[type-arg]
    @app_commands.command(name=name("stats"), description=desc("stats"))
    @app_commands.choices(game=_game_choices())
    @app_commands.guild_only()
    @localised("stats")
    async def stats(
        interaction: Interaction,
        player: discord.Member | discord.User | None = None,
        game: str | None = None,
        public: bool = False,
    ) -> None:
        who = player or interaction.user
        place = place_of(interaction)

        async def op() -> Reply:
            return await deps.service.stats(place, who.id, who.display_name, game)

        await flow.slash(deps, interaction, op, ephemeral=not public, writes=False)

    return stats


def build_leaderboard(deps: Deps) -> app_commands.Command:  # type: ignore[type-arg]
    @app_commands.command(name=name("leaderboard"), description=desc("leaderboard"))
    @app_commands.choices(game=_game_choices(), scope=SCOPES)
    @app_commands.guild_only()
    @localised("leaderboard")
    async def leaderboard(
        interaction: Interaction,
        game: str | None = None,
        scope: str = "server",
        public: bool = False,
    ) -> None:
        place = place_of(interaction)

        async def op() -> Reply:
            return await deps.service.leaderboard(place, game, scope)

        await flow.slash(
            deps,
            interaction,
            op,
            view=leaderboard_view(scope),
            ephemeral=not public,
            writes=False,
        )

    return leaderboard


def add_to_game_group(group: app_commands.Group, deps: Deps) -> None:
    """`/game history` and `/game replay`."""

    @group.command(name=name("game.history"), description=desc("game.history"))
    @app_commands.choices(game=_game_choices())
    @localised("game.history")
    async def history(
        interaction: Interaction,
        player: discord.Member | discord.User | None = None,
        game: str | None = None,
        page: app_commands.Range[int, 1, 10_000] = 1,
        public: bool = False,
    ) -> None:
        place = place_of(interaction)
        user = None if player is None else player.id
        shown = None if player is None else player.display_name

        async def op() -> Reply:
            return await deps.service.game_history(place, page, user_id=user, name=shown, game=game)

        await flow.slash(
            deps,
            interaction,
            op,
            view=history_view(user, game),
            ephemeral=not public,
            writes=False,
        )

    @group.command(name=name("game.replay"), description=desc("game.replay"))
    @localised("game.replay")
    async def replay(
        interaction: Interaction,
        game_id: app_commands.Range[int, 1, 2**53],
        move: app_commands.Range[int, 0, 100_000] = 0,
        animated: bool = False,
        public: bool = False,
    ) -> None:
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            if animated:
                return await deps.service.replay_animation(place, player, game_id)
            reply = await deps.service.replay(place, player, game_id, move)
            if not public:  # the caller's own notes, in the answer only they see
                reply.lines += await deps.service.replay_notes(player, game_id, written_at)
            return reply

        await flow.slash(
            deps, interaction, op, view=replay_view, ephemeral=not public, writes=False
        )
