"""Rules help lookup for `/game rules` and the sandbox's `rules` command.

The texts live with each game (`engine/<game>/help.py`, topics in `Game.help_topics`), so
every front end shows the same help; this module only finds the topic a player asked for
and frames it. It imports no Discord code, so the terminal sandbox can use it too.
"""

from __future__ import annotations

import engine
from engine.help import help_text, help_title
from engine.i18n import Text, locales, t, translate

DEFAULT_GAME = "caravan"  # what the help explains where no game runs in the channel
DEFAULT_TOPIC = "overview"


def topics_of(game_name: str) -> tuple[str, ...]:
    """The game's help topics in order; () for an unknown game or one that fails to load."""
    try:
        return engine.get(game_name).help_topics
    except engine.IllegalMove:  # not a game we know
        return ()


def games_with_help() -> list[str]:
    return [name for name in engine.names() if topics_of(name)]


def page(game_name: str, topic: str) -> Text:
    """One topic with its heading, as `/game rules` and the sandbox show it."""
    return t(
        "dc.rules.page",
        game=t(f"{game_name}.title"),
        topic=help_title(game_name, topic),
        text=help_text(game_name, topic),
    )


def unknown(game_name: str) -> Text:
    """The refusal for a topic that does not exist, naming the valid ones."""
    listed: list[int | str | Text] = [
        t("dc.rules.listed", title=help_title(game_name, topic), topic=topic)
        for topic in topics_of(game_name)
    ]
    return t("dc.rules.unknown", game=t(f"{game_name}.title"), topics=listed)


def _fold(text: str) -> str:
    return " ".join(text.casefold().replace("_", " ").split())


def _names(game_name: str, topic: str) -> list[str]:
    """What a player may type for a topic: its key or its title in either language."""
    titles = [translate(help_title(game_name, topic), locale) for locale in locales()]
    return [_fold(topic), *(_fold(x) for x in titles)]


def find_topic(game_name: str, typed: str) -> str | None:
    """The topic `typed` names: exactly by key or title (English or German), else the one
    topic whose key or title contains it; None when nothing or several match."""
    wanted = _fold(typed)
    if not wanted:
        return DEFAULT_TOPIC if DEFAULT_TOPIC in topics_of(game_name) else None
    topics = topics_of(game_name)
    exact = [topic for topic in topics if wanted in _names(game_name, topic)]
    if exact:
        return exact[0]
    partial = [topic for topic in topics if any(wanted in n for n in _names(game_name, topic))]
    return partial[0] if len(partial) == 1 else None


def resolve(channel_game: str | None, typed: str | None) -> tuple[str, str | None]:
    """`(game, topic)` for a request; topic None means unknown (show `unknown(game)`).

    `game:topic` (the autocomplete's values) names its game; anything else is looked up
    in the channel's game, or in the default game where none runs.
    """
    text = (typed or "").strip()
    game_name = channel_game if channel_game and topics_of(channel_game) else DEFAULT_GAME
    if ":" in text:
        named, _, text = text.partition(":")
        if not topics_of(named.strip()):
            return game_name, None
        game_name = named.strip()
    return game_name, find_topic(game_name, text)


def choices(channel_game: str | None, typed: str, locale: str) -> list[tuple[str, str]]:
    """Autocomplete `(label, value)` pairs: the channel's game's topics, localised; where no
    game runs, every game's topics labelled with the game's title."""
    wanted = _fold(typed)
    if channel_game and topics_of(channel_game):
        games, prefixed = [channel_game], False
    else:
        games, prefixed = games_with_help(), True
    found = []
    for game_name in games:
        for topic in topics_of(game_name):
            label = help_title(game_name, topic).render(locale)
            if prefixed:
                label = f"{t(f'{game_name}.title').render(locale)}: {label}"
            value = f"{game_name}:{topic}"
            if wanted in _fold(label) or wanted in _names(game_name, topic)[0]:
                found.append((label[:100], value))
    return found
