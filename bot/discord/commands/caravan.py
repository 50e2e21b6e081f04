"""`/caravan place|move|take|steal|carry`: typed shortcuts onto Caravan's move notation.

Each option autocompletes from the caller's legal moves of that kind, narrowed by the
options already filled in; the command builds the notation and takes the `/move` path.
Camels are letters (`A`-`F`), cells `a1`-`g7`; a camel typed by its former name (`c2`)
means the same camel.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from discord import Interaction, app_commands

from bot.discord.commands.move import submit
from bot.discord.context import Deps, place_of, player_of
from bot.discord.translator import desc, name
from engine.caravan.moves import canonical_camel

FILLER = {"from", "to"}
LIMIT = 25
# The options that name a camel (the others are a cell and a player's colour).
CAMEL_OPTIONS = frozenset({"camel", "victim_camel", "source", "target"})

# verb -> the options in the order their values appear in the notation (after the verb)
SHAPES: dict[str, tuple[str, ...]] = {
    "place": ("camel", "cell"),
    "move": ("camel", "cell"),
    "take": ("camel",),
    "steal": ("camel", "victim", "victim_camel"),
    "carry": ("source", "target"),
}


def canonical(option: str, value: str) -> str:
    """A typed option value as the notation writes it: camels `B` (also from `b`, `c2`),
    cells and colours in lower case; anything else is passed on for the engine to refuse."""
    value = value.strip()
    if option in CAMEL_OPTIONS:
        return canonical_camel(value) or value.lower()
    return value.lower()


def notation(verb: str, values: dict[str, str | None]) -> str:
    """Build the engine notation, e.g. `steal B from orange D`, `carry A to C`."""
    parts = [verb]
    for index, option in enumerate(SHAPES[verb]):
        value = values.get(option)
        if not value:
            continue
        if verb == "steal" and index == 1:
            parts.append("from")
        if verb == "carry" and index == 1:
            parts.append("to")
        parts.append(canonical(option, value))
    return " ".join(parts)


def tokens(text: str) -> list[str]:
    return [w for w in text.split() if w not in FILLER]


def option_choices(
    legal: list[str], verb: str, option: str, filled: dict[str, Any], typed: str
) -> list[str]:
    """Distinct values of `option` among legal `verb` moves agreeing with `filled` and
    starting with what is `typed` (case-insensitive; a camel's former name counts)."""
    shape = SHAPES[verb]
    index = shape.index(option) + 1
    wanted = {o: canonical(o, str(v)) for o, v in filled.items() if o in shape and v}
    typed = typed.strip()
    exact = canonical_camel(typed) if option in CAMEL_OPTIONS and len(typed) == 2 else None
    found: list[str] = []
    for entry in legal:
        words = tokens(entry)
        if words[0] != verb or len(words) <= index:
            continue
        agrees = all(
            len(words) > i + 1 and words[i + 1] == wanted[other]
            for i, other in enumerate(shape)
            if other != option and other in wanted
        )
        value = words[index]
        matches = value == exact if exact else value.lower().startswith(typed.lower())
        if agrees and matches and value not in found:
            found.append(value)
    return found[:LIMIT]


Handler = Callable[..., Coroutine[Any, Any, None]]


def build(deps: Deps) -> app_commands.Group:
    group = app_commands.Group(name=name("caravan"), description=desc("caravan"), guild_only=True)

    def autocompleter(verb: str, option: str) -> Callable[..., Coroutine[Any, Any, list[Any]]]:
        # The namespace holds Discord's (default, English) option names, not parameter names.
        by_display = {name(f"caravan.{o}").message: o for o in SHAPES[verb]}

        async def complete(
            interaction: Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            legal = await deps.service.legal_moves(
                place_of(interaction), player_of(interaction), f"{verb} ", limit=None
            )
            filled = {
                by_display.get(key, key): value
                for key, value in vars(interaction.namespace).items()
                if by_display.get(key, key) != option
            }
            values = option_choices([n for n, _ in legal], verb, option, filled, current)
            return [app_commands.Choice(name=v, value=v) for v in values]

        return complete

    def register(verb: str, handler: Handler) -> None:
        command: app_commands.Command[Any, Any, None] = app_commands.Command(
            name=name(f"caravan.{verb}"),
            description=desc(f"caravan.{verb}"),
            callback=handler,
            parent=group,
        )
        app_commands.rename(**{o: name(f"caravan.{o}") for o in SHAPES[verb]})(command)
        app_commands.describe(**{o: desc(f"caravan.{o}") for o in SHAPES[verb]})(command)
        for option in SHAPES[verb]:
            command.autocomplete(option)(autocompleter(verb, option))
        group.add_command(command)

    async def place(interaction: Interaction, camel: str, cell: str) -> None:
        await submit(deps, interaction, notation("place", {"camel": camel, "cell": cell}))

    async def move(interaction: Interaction, camel: str, cell: str) -> None:
        await submit(deps, interaction, notation("move", {"camel": camel, "cell": cell}))

    async def take(interaction: Interaction, camel: str) -> None:
        await submit(deps, interaction, notation("take", {"camel": camel}))

    async def steal(
        interaction: Interaction, camel: str, victim: str, victim_camel: str | None = None
    ) -> None:
        values = {"camel": camel, "victim": victim, "victim_camel": victim_camel}
        await submit(deps, interaction, notation("steal", values))

    async def carry(interaction: Interaction, source: str, target: str) -> None:
        await submit(deps, interaction, notation("carry", {"source": source, "target": target}))

    for verb, handler in (
        ("place", place),
        ("move", move),
        ("take", take),
        ("steal", steal),
        ("carry", carry),
    ):
        register(verb, handler)
    return group
