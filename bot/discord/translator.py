"""Localised command names and descriptions through discord.py's `Translator`.

Every command string is a `locale_str` whose `key` extra points into the one message
catalogue (`engine.i18n`); at sync time Discord receives, for each of its locales, the
catalogue's best language for it (every language the catalogue has).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands

from engine import i18n


def name(key: str) -> app_commands.locale_str:
    """The English name of command `key` (e.g. "game.new"), translatable."""
    return app_commands.locale_str(i18n.translate(f"cmd.{key}.name", "en"), key=f"cmd.{key}.name")


def desc(key: str) -> app_commands.locale_str:
    return app_commands.locale_str(i18n.translate(f"cmd.{key}.desc", "en"), key=f"cmd.{key}.desc")


def text(key: str) -> app_commands.locale_str:
    """Any catalogue text (e.g. a choice name) as a translatable string."""
    return app_commands.locale_str(i18n.translate(key, "en"), key=key)


Decorated = TypeVar("Decorated", bound=Callable[..., Any])


def localised(command: str) -> Callable[[Decorated], Decorated]:
    """Name and describe every option of a slash command from the catalogue: a parameter
    `game` of command "game.new" is shown as `cmd.game.new.game.name` and described by
    `cmd.game.new.game.desc`. Decorates the command's function (below `@...command`);
    its first parameter, the interaction, is no option."""

    def apply(func: Decorated) -> Decorated:
        options = list(inspect.signature(func).parameters)[1:]
        app_commands.rename(**{o: name(f"{command}.{o}") for o in options})(func)
        app_commands.describe(**{o: desc(f"{command}.{o}") for o in options})(func)
        return func

    return apply


class CatalogueTranslator(app_commands.Translator):
    """Looks strings up in the message catalogue; English is the default form."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        target = i18n.normalise_locale(locale.value)
        if not key or target == i18n.SOURCE_LOCALE or not i18n.has(key):
            return None
        return i18n.translate(key, target)
