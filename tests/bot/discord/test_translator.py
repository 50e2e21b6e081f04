"""Command names and descriptions are localised from the one catalogue, within Discord's rules."""

from __future__ import annotations

import re

import discord
from discord import app_commands

from bot.discord.texts import COMMANDS
from bot.discord.translator import CatalogueTranslator, desc, name

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


def test_every_command_text_fits_discords_limits() -> None:
    for key, (english, german, english_desc, german_desc) in COMMANDS.items():
        for value in (english, german):
            assert NAME.match(value) and value == value.lower(), (key, value)
        for value in (english_desc, german_desc):
            assert 1 <= len(value) <= 100, (key, value)


def test_sibling_names_are_unique_in_both_languages() -> None:
    for column in (0, 1):
        seen: dict[str, set[str]] = {}
        for key, texts in COMMANDS.items():
            parent = key.rpartition(".")[0]
            names = seen.setdefault(parent, set())
            assert texts[column] not in names, (key, texts[column])
            names.add(texts[column])
