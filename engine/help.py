"""Rules help: every game's topics and texts under one key scheme.

A game lists its topics in `Game.help_topics`; each topic has a title and a short text
(with typable notation examples) in English and German. Discord's `/game rules` and the
terminal sandbox both read them through `help_title` and `help_text`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.i18n import Text, register, t


def register_help(
    game: str,
    topics: Sequence[str],
    titles: Mapping[str, tuple[str, str]],
    texts: Mapping[str, tuple[str, str]],
) -> None:
    """Register `<game>.help.title.<topic>` and `<game>.help.text.<topic>` for every topic."""
    if not set(topics) == set(titles) == set(texts):
        raise ValueError(f"{game}: help topics, titles and texts must name the same topics")
    register({f"{game}.help.title.{topic}": titles[topic] for topic in topics})
    register({f"{game}.help.text.{topic}": texts[topic] for topic in topics})


def help_title(game: str, topic: str) -> Text:
    return t(f"{game}.help.title.{topic}")


def help_text(game: str, topic: str) -> Text:
    return t(f"{game}.help.text.{topic}")
