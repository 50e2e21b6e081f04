"""Caravan's rules help: every topic in both languages, within Discord's limits, with
notation examples the parser understands and numbers that match the engine."""

from __future__ import annotations

import re

import pytest

import engine
from engine.caravan import help as caravan_help
from engine.caravan.board import COMMON_POINTS, DEMAND_POINTS, RARE_POINTS, holding_penalty
from engine.caravan.moves import Place, Steal
from engine.i18n import LOCALES, has, translate

GAME = engine.get("caravan")
TOPICS = GAME.help_topics
NOTATION = re.compile(r"`([^`/][^`]*)`")  # backticks hold notation; `/move` is a command


def text(topic: str, locale: str) -> str:
    return translate(f"caravan.help.text.{topic}", locale)


def test_the_game_offers_its_topics_in_order() -> None:
    assert TOPICS == caravan_help.TOPICS
    assert 5 <= len(TOPICS) <= 8 and len(set(TOPICS)) == len(TOPICS)
    assert TOPICS[0] == "overview"


@pytest.mark.parametrize("topic", TOPICS)
def test_each_topic_has_a_title_and_a_text_in_both_languages(topic: str) -> None:
    for part in ("title", "text"):
        assert has(f"caravan.help.{part}.{topic}")
    assert text(topic, "en") != text(topic, "de")
    assert translate(f"caravan.help.title.{topic}", "en") != ""


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("topic", TOPICS)
def test_each_text_fits_a_discord_message(topic: str, locale: str) -> None:
    title = translate(f"caravan.help.title.{topic}", locale)
    assert len(title) <= 100  # an autocomplete choice name
    assert len(text(topic, locale)) <= 1800  # leaves room for the heading in 2000


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("topic", TOPICS)
def test_every_notation_example_parses(topic: str, locale: str) -> None:
    examples = NOTATION.findall(text(topic, locale))
    assert examples, "each topic shows the notation players type for it"
    for example in examples:
        move = GAME.parse_move(example)
        assert GAME.parse_move(GAME.format_move(move)) == move


def test_examples_mean_what_the_text_says() -> None:
    assert GAME.parse_move("setze c2 b4") == Place(camel=2, cell=22)  # b4: column b, row 4
    assert GAME.parse_move("steal c2 from black c4") == Steal(camel=2, victim=2, victim_camel=4)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_numbers_match_the_engine(locale: str) -> None:
    overview = text("overview", locale)
    assert all(str(n) in overview for n in (RARE_POINTS, COMMON_POINTS, DEMAND_POINTS))
    penalties = "/".join(str(holding_penalty(held)) for held in range(6))
    assert penalties in text("end", locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_overview_opens_with_the_games_title(locale: str) -> None:
    assert text("overview", locale).startswith(f"**{GAME.title.render(locale)}** (")
