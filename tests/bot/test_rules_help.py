"""Rules help lookup: topics come from the engine, players may type keys or titles in
either language, and every page fits one Discord message in both languages."""

from __future__ import annotations

import pytest

import engine
from bot import rules_help
from bot.discord import messages
from engine.help import help_title
from engine.i18n import locales

ALL_PAGES = [
    (game_name, topic)
    for game_name in engine.names()
    for topic in engine.get(game_name).help_topics
]


def test_every_game_offers_help() -> None:
    assert rules_help.games_with_help() == engine.names()
    assert len(ALL_PAGES) >= 15
    assert rules_help.topics_of("no_such_game") == ()


@pytest.mark.parametrize("locale", locales())
@pytest.mark.parametrize(("game_name", "topic"), ALL_PAGES)
def test_every_page_fits_one_plain_message(game_name: str, topic: str, locale: str) -> None:
    page = rules_help.page(game_name, topic)
    outgoing = messages.plain(page, locale)
    assert outgoing.embeds == [] and outgoing.files == []
    assert len(outgoing.content) <= messages.CONTENT_MAX
    heading = outgoing.content.splitlines()[0]
    assert heading == (
        f"**{engine.t(f'{game_name}.title').render(locale)}: "
        f"{help_title(game_name, topic).render(locale)}**"
    )
    assert ".help." not in outgoing.content, "every key is registered"


@pytest.mark.parametrize("locale", locales())
@pytest.mark.parametrize("game_name", engine.names())
def test_the_unknown_topic_answer_lists_every_topic(game_name: str, locale: str) -> None:
    answer = rules_help.unknown(game_name).render(locale)
    assert len(answer) <= messages.CONTENT_MAX
    for topic in engine.get(game_name).help_topics:
        assert f"(`{topic}`)" in answer
        assert help_title(game_name, topic).render(locale) in answer


def test_topics_are_found_by_key_title_or_a_unique_part() -> None:
    assert rules_help.find_topic("marco_polo", "travel") == "travel"
    assert rules_help.find_topic("marco_polo", "Reisen und Handelsposten") == "travel"
    assert rules_help.find_topic("marco_polo", "  BONUS actions ") == "bonus"
    assert rules_help.find_topic("marco_polo", "zusatz") == "bonus"
    assert rules_help.find_topic("macao", "wind") == "dice"
    assert rules_help.find_topic("caravan", "") == "overview"
    assert rules_help.find_topic("caravan", "e") is None, "several topics contain it"
    assert rules_help.find_topic("caravan", "dragons") is None


def test_requests_resolve_in_the_channels_game_or_the_named_one() -> None:
    assert rules_help.resolve("marco_polo", None) == ("marco_polo", "overview")
    assert rules_help.resolve("marco_polo", "Charaktere") == ("marco_polo", "characters")
    assert rules_help.resolve("marco_polo", "macao:wall") == ("macao", "wall")
    assert rules_help.resolve(None, "steal") == ("caravan", "steal")
    assert rules_help.resolve(None, "macao:nothing") == ("macao", None)
    assert rules_help.resolve("macao", "chess:overview") == ("macao", None)
    assert rules_help.resolve("no_such_game", None) == ("caravan", "overview")


def test_autocomplete_offers_the_channels_game_in_the_players_language() -> None:
    german = rules_help.choices("marco_polo", "", "de")
    assert [value for _, value in german] == [
        f"marco_polo:{topic}" for topic in engine.get("marco_polo").help_topics
    ]
    assert ("Reisen und Handelsposten", "marco_polo:travel") in german
    assert rules_help.choices("marco_polo", "reis", "de") == [
        ("Reisen und Handelsposten", "marco_polo:travel")
    ]
    assert rules_help.choices("caravan", "steal", "en") == [("Stealing", "caravan:steal")]


def test_autocomplete_without_a_game_offers_every_game_by_title() -> None:
    every = rules_help.choices(None, "", "en")
    assert len(every) == len(ALL_PAGES)
    assert ("Macao: The wall and turn order", "macao:wall") in every
    assert rules_help.choices(None, "wall", "en") == [
        ("Macao: The wall and turn order", "macao:wall")
    ]
    assert all(len(label) <= 100 for label, _ in every)
