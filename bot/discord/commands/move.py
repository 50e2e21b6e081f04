"""`/move <notation>`: any game's moves, with autocomplete over the caller's legal moves."""

from __future__ import annotations

from discord import Interaction, app_commands

from bot.discord import flow
from bot.discord.context import Deps, place_of, player_of
from bot.discord.translator import desc, localised, name
from engine import normalise_locale

CHOICE_MAX = 100


def choice_label(notation: str, label: str) -> str:
    text = f"{label} · {notation}" if label.lower() != notation else notation
    return text if len(text) <= CHOICE_MAX else text[: CHOICE_MAX - 1] + "…"


async def submit(deps: Deps, interaction: Interaction, notation: str) -> None:
    """The one path every move command takes (the service re-validates everything)."""
    place, player = place_of(interaction), player_of(interaction)
    await flow.slash(
        deps,
        interaction,
        lambda: deps.service.move(place, player, notation),
        view=deps.views,
    )


def build(deps: Deps) -> app_commands.Command:  # type: ignore[type-arg]
    @app_commands.command(name=name("move"), description=desc("move"))
    @app_commands.guild_only()
    @localised("move")
    async def move(interaction: Interaction, notation: str) -> None:
        await submit(deps, interaction, notation)

    @move.autocomplete("notation")
    async def notation_choices(
        interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        # Autocomplete cannot be deferred: this is answered from the service's cached state.
        place, player = place_of(interaction), player_of(interaction)
        locale = normalise_locale(
            await deps.channel_locale(place.channel_id) or interaction.locale.value
        )
        legal = await deps.service.legal_moves(place, player, current, locale=locale)
        return [
            app_commands.Choice(name=choice_label(notation, label.render(locale)), value=notation)
            for notation, label in legal
            if len(notation) <= CHOICE_MAX
        ]

    return move
