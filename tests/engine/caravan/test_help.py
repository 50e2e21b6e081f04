"""Caravan's rules help says what the engine does (the checks every game's help
must pass are in tests/engine/test_help.py)."""

from __future__ import annotations

import re

import pytest

import engine
from engine.caravan.data import COMMON_POINTS, DEMAND_POINTS, RARE_POINTS, holding_penalty
from engine.caravan.moves import Place, Steal
from engine.i18n import locales, translate

GAME = engine.get("caravan")
TOPICS = GAME.help_topics
NOTATION = re.compile(r"`([^`/][^`]*)`")  # backticks hold notation; `/move` is a command


def text(topic: str, locale: str) -> str:
    return translate(f"caravan.help.text.{topic}", locale)


def test_examples_mean_what_the_text_says() -> None:
    assert GAME.parse_move("setze B b4") == Place(camel=2, cell=22)  # b4: column b, row 4
    assert GAME.parse_move("steal B from black D") == Steal(camel=2, victim=2, victim_camel=4)


@pytest.mark.parametrize("locale", locales())
def test_the_numbers_match_the_engine(locale: str) -> None:
    overview = text("overview", locale)
    assert all(str(n) in overview for n in (RARE_POINTS, COMMON_POINTS, DEMAND_POINTS))
    penalties = "/".join(str(holding_penalty(held)) for held in range(6))
    assert penalties in text("end", locale)
