"""A card is typed as it is shown: the name a menu, an event or the board gives a card in
a language is accepted by the notation, and names that very card."""

from __future__ import annotations

import pytest

import engine
from engine.i18n import locales, translate
from engine.macao.data import load
from engine.macao.moves import Activate, Discard, Use

GAME = engine.get("macao")
CARDS = list(load().cards)


@pytest.mark.parametrize("locale", locales())
def test_every_shown_card_name_is_typable(locale: str) -> None:
    wrong = {}
    for card in CARDS:
        name = translate(f"macao.cardname.{card}", locale)
        for typed, expected in (
            (f"discard {name}", Discard(card=card)),
            (f"activate {name}", Activate(card=card)),
            (f"use {name}", Use(card=card)),
        ):
            try:
                move = GAME.parse_move(typed)
            except engine.IllegalMove as refusal:
                wrong[typed] = refusal
                continue
            if move != expected:
                wrong[typed] = move
    assert wrong == {}


@pytest.mark.parametrize("locale", locales())
def test_the_board_and_the_messages_give_a_card_one_name(locale: str) -> None:
    """The board's card name with its copy numeral is the name messages and menus use."""
    data = load()
    for card in CARDS:
        numeral = data.copy_numerals[card]
        board = translate(f"macao.card.{card}", locale) + (f" {numeral}" if numeral else "")
        assert translate(f"macao.cardname.{card}", locale) == board


@pytest.mark.parametrize(("locale", "field"), [("en", "name_en"), ("de", "name_de")])
def test_the_catalogue_names_the_cards_of_the_data(locale: str, field: str) -> None:
    """The catalogue's names are the data's (the printed German names, and the English
    ones the parser reads), so no language shows a name the parser does not know."""
    for card in load().card_list:
        assert translate(f"macao.card.{card.id}", locale) == getattr(card, field)
