"""Command names and descriptions are localised from the one catalogue, within Discord's rules."""

from __future__ import annotations

import re

import discord
from discord import app_commands

from bot.discord.translator import CatalogueTranslator, desc, localised, name
from engine import i18n

NAME = re.compile(r"^[-_\w]{1,32}$")


async def test_german_names_and_descriptions_come_from_the_catalogue() -> None:
    translator = CatalogueTranslator()
    context = app_commands.TranslationContext(
        location=app_commands.TranslationContextLocation.command_name, data=None
    )
    assert await translator.translate(name("game.new"), discord.Locale.german, context) == "neu"
    assert await translator.translate(desc("move"), discord.Locale.german, context) == (
        "Einen Zug im Spiel dieses Kanals machen"
    )
    assert (
        await translator.translate(name("move"), discord.Locale.american_english, context) is None
    )
    plain = app_commands.locale_str("unkeyed")
    assert await translator.translate(plain, discord.Locale.german, context) is None


def test_localised_names_and_describes_every_option_from_the_catalogue() -> None:
    @app_commands.command(name=name("game.board"), description=desc("game.board"))
    @localised("game.board")
    async def board(interaction: discord.Interaction, private: bool = False) -> None:
        """Not run."""

    (option,) = board.parameters
    assert option.name == "private"
    assert option.locale_name is not None and option.locale_description is not None
    assert option.locale_name.extras["key"] == "cmd.game.board.private.name"
    assert option.locale_description.extras["key"] == "cmd.game.board.private.desc"
    assert option.display_name == i18n.translate("cmd.game.board.private.name", "en")


def _commands() -> list[str]:
    """Every command and option key (`game.new`, `game.new.options`) in the catalogue."""
    return [key[4:-5] for key in i18n.message_keys() if key.startswith("cmd.") and key.endswith(".name")]


def test_every_command_has_a_description_in_every_language() -> None:
    assert len(_commands()) > 40
    for key in _commands():
        assert i18n.has(f"cmd.{key}.desc"), key


def test_every_command_text_fits_discords_limits() -> None:
    for key in _commands():
        for locale in i18n.locales():
            value = i18n.translate(f"cmd.{key}.name", locale)
            assert NAME.match(value) and value == value.lower(), (key, locale, value)
            description = i18n.translate(f"cmd.{key}.desc", locale)
            assert 1 <= len(description) <= 100, (key, locale, description)


def test_sibling_names_are_unique_in_every_language() -> None:
    for locale in i18n.locales():
        seen: dict[str, set[str]] = {}
        for key in _commands():
            parent = key.rpartition(".")[0]
            names = seen.setdefault(parent, set())
            value = i18n.translate(f"cmd.{key}.name", locale)
            assert value not in names, (key, locale, value)
            names.add(value)
