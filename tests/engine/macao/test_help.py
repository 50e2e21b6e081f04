"""Macao's rules help says what the engine does (the checks every game's help
must pass are in tests/engine/test_help.py)."""

from __future__ import annotations

import re

import pytest

import engine
from engine.i18n import locales, translate
from engine.macao.board import wall_cost
from engine.macao.data import load
from engine.macao.moves import Activate, ChooseDice, StartCubes, TakeDistrict, Use
from engine.macao.state import PlayerState

GAME = engine.get("macao")
TOPICS = GAME.help_topics
NOTATION = re.compile(r"`([^`/][^`]*)`")  # backticks hold notation; `/move` is a command


def text(topic: str, locale: str) -> str:
    return translate(f"macao.help.text.{topic}", locale)


def test_examples_mean_what_the_text_says() -> None:
    assert GAME.parse_move("start red blue") == StartCubes(one="red", two="blue")
    assert GAME.parse_move("dice red5 green2") == ChooseDice(
        first="red", first_value=5, second="green", second_value=2
    )
    assert GAME.parse_move("district C4 pay RRB") == TakeDistrict(district="C4", pay="RRB")
    assert GAME.parse_move("use Edler 1 x2") == Use(card="edler_1", times=2)
    activate = GAME.parse_move("activate Segelmacherei 2 pay R")
    assert activate == Activate(card="segelmacherei_2", pay="R")


def test_the_overview_says_the_components_are_reconstructed() -> None:
    assert "reconstructed edition" in text("overview", "en")
    assert "rekonstruierte Ausgabe" in text("overview", "de")


@pytest.mark.parametrize("locale", locales())
def test_the_numbers_match_the_engine(locale: str) -> None:
    data = load()
    costs = "/".join(str(wall_cost(PlayerState(), spaces)) for spaces in range(1, 5))
    assert costs in text("wall", locale)
    top = {port.name: port.slots[0] for port in data.ports.values()}
    ships = text("ships", locale)
    assert f"{min(top.values())} (Lisboa)" in ships and top["Lisboa"] == min(top.values())
    best = [name for name, value in top.items() if value == max(top.values())]
    assert f"{max(top.values())} ({', '.join(best)})" in ships
    assert f"{len(data.districts)} " in text("city", locale)
