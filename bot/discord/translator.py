"""Localised command names and descriptions through discord.py's `Translator`.

Every command string is a `locale_str` whose `key` extra points into the one message
catalogue (`engine.i18n`); Discord receives the German forms at sync time.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discord import texts as _texts  # noqa: F401  (registers the command texts)
from engine import i18n

_SUPPORTED = {"de": "de"}


def name(key: str) -> app_commands.locale_str:
    """The English name of command `key` (e.g. "game.new"), translatable."""
    return app_commands.locale_str(i18n.translate(f"cmd.{key}.name", "en"), key=f"cmd.{key}.name")


def desc(key: str) -> app_commands.locale_str:
    return app_commands.locale_str(i18n.translate(f"cmd.{key}.desc", "en"), key=f"cmd.{key}.desc")


def text(key: str) -> app_commands.locale_str:
    """Any catalogue text (e.g. a choice name) as a translatable string."""
    return app_commands.locale_str(i18n.translate(key, "en"), key=key)


class CatalogueTranslator(app_commands.Translator):
    """Looks strings up in the message catalogue; English is the default form."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        target = _SUPPORTED.get(locale.value.split("-")[0])
        if not key or target is None or not i18n.has(key):
            return None
        return i18n.translate(key, target)
