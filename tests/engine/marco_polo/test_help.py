"""Marco Polo's rules help says what the engine does (the checks every game's help
must pass are in tests/engine/test_help.py)."""

from __future__ import annotations

import re
import unicodedata

import pytest

import engine
from engine.i18n import locales, translate
from engine.marco_polo.data import (
    BEIJING_POINTS,
    CHARACTERS,
    GOAL_CITY_POINTS,
    MAIN_SPACES,
    TRAVEL_COST,
)
from engine.marco_polo.moves import Place, TakeContracts, Travel

GAME = engine.get("marco_polo")
TOPICS = GAME.help_topics
NOTATION = re.compile(r"`([^`/][^`]*)`")  # backticks hold notation; `/move` is a command


def text(topic: str, locale: str) -> str:
    return translate(f"marco_polo.help.text.{topic}", locale)


def folded(value: str) -> str:
    return unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()


def test_examples_mean_what_the_text_says() -> None:
    assert GAME.parse_move("place pepper 5 row 3") == Place(space="pepper", dice=("5",), row=3)
    assert GAME.parse_move("place travel 2,4b") == Place(space="travel", dice=("2", "4b"))
    assert GAME.parse_move("contract take 2,5 camels") == TakeContracts(
        slots=(2, 5), bonus="camels"
    )
    two = GAME.parse_move("travel venezia-alexandria + venezia-oasis-a")
    assert two == Travel(paths=(("venezia", "alexandria"), ("venezia", "oasis-a")))


@pytest.mark.parametrize("locale", locales())
def test_the_six_actions_show_every_action_space(locale: str) -> None:
    shown = {
        GAME.parse_move(example).space
        for example in NOTATION.findall(text("actions", locale))
        if example.startswith("place ")
    }
    assert shown == set(MAIN_SPACES)
    assert "`city " in text("actions", locale)


@pytest.mark.parametrize("locale", locales())
def test_the_numbers_match_the_engine(locale: str) -> None:
    travel = text("travel", locale)
    assert "/".join(str(c) for c in TRAVEL_COST[1:]) in travel
    assert "/".join(str(p) for p in BEIJING_POINTS) in travel
    assert "/".join(str(p) for p in GOAL_CITY_POINTS[1:]) in text("scoring", locale)


@pytest.mark.parametrize("locale", locales())
def test_every_character_is_described(locale: str) -> None:
    characters = folded(text("characters", locale))
    for character in CHARACTERS:
        assert re.search(rf"^\W*{character}:", characters, re.MULTILINE), character
