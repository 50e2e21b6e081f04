"""Rules help: every game's topics and texts under one key scheme.

A game lists its topics in `Game.help_topics`; each topic has a title and a short text
(with typable notation examples) in the catalogue, as `<game>.help.title.<topic>` and
`<game>.help.text.<topic>`. Discord's `/game rules` and the
terminal sandbox both read them through `help_title` and `help_text`.
"""

from __future__ import annotations

from engine.i18n import Text, t


def help_title(game: str, topic: str) -> Text:
    return t(f"{game}.help.title.{topic}")


def help_text(game: str, topic: str) -> Text:
    return t(f"{game}.help.text.{topic}")
