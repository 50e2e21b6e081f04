"""Every game's rules help: topics in both languages, within Discord's limits, opening
with the game's title, and with notation examples the game's parser understands.
Game-specific checks (numbers that must match the engine) live beside each game."""

from __future__ import annotations

import re

import pytest

import engine
from engine.help import help_text, help_title
from engine.i18n import has, locales

NOTATION = re.compile(r"`([^`/][^`]*)`")  # backticks hold notation; `/move` is a command
TOPICS = [(name, topic) for name in engine.names() for topic in engine.get(name).help_topics]


@pytest.mark.parametrize("name", engine.names())
def test_each_game_offers_five_to_eight_topics_starting_with_the_overview(name: str) -> None:
    topics = engine.get(name).help_topics
    assert 5 <= len(topics) <= 8 and len(set(topics)) == len(topics)
    assert topics[0] == "overview"


@pytest.mark.parametrize(("name", "topic"), TOPICS)
def test_each_topic_has_a_title_and_a_text_in_both_languages(name: str, topic: str) -> None:
    for part in ("title", "text"):
        assert has(f"{name}.help.{part}.{topic}")
    assert help_text(name, topic).render("en") != help_text(name, topic).render("de")


@pytest.mark.parametrize("locale", locales())
@pytest.mark.parametrize(("name", "topic"), TOPICS)
def test_each_text_fits_a_discord_message(name: str, topic: str, locale: str) -> None:
    assert len(help_title(name, topic).render(locale)) <= 100
    assert len(help_text(name, topic).render(locale)) <= 1800  # room for the heading in 2000


@pytest.mark.parametrize("locale", locales())
@pytest.mark.parametrize(("name", "topic"), TOPICS)
def test_every_notation_example_parses(name: str, topic: str, locale: str) -> None:
    game = engine.get(name)
    examples = NOTATION.findall(help_text(name, topic).render(locale))
    assert examples, "each topic shows the notation players type for it"
    for example in examples:
        move = game.parse_move(example)
        assert game.parse_move(game.format_move(move)) == move


@pytest.mark.parametrize("locale", locales())
@pytest.mark.parametrize("name", engine.names())
def test_the_overview_opens_with_the_games_title(name: str, locale: str) -> None:
    game = engine.get(name)
    assert help_text(name, "overview").render(locale).startswith(f"**{game.title.render(locale)}**")
