"""One-line card effects, composed from the card data in English and German."""

from __future__ import annotations

import pytest

import engine
from engine.macao.data import load
from render.macao import cards

engine.get("macao")  # registers the card names the summaries use


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_card_has_a_summary_without_raw_keys_or_placeholders(locale: str) -> None:
    for card in load().card_list:
        text = cards.summary(card.id, locale)
        assert text, card.id
        assert "render." not in text and "macao." not in text, (card.id, text)
        assert "{" not in text and "}" not in text, (card.id, text)


@pytest.mark.parametrize(
    ("card", "english", "german"),
    [
        ("office_military_3", "+1 PP, wall +2 free", "+1 PP, Mauer +2 gratis"),
        ("pfandleihe_1", "gold received this round → +1 gold", "GM diese Runde erhalten → +1 GM"),
        ("soldat_1", "+1 gold per 4 city markers", "+1 GM je 4 Stadtmarker"),
        (
            "kathedrale_1",
            "1 cube → 1 PP, up to 6×, 1 per colour",
            "1 AS → 1 PP, bis 6×, je Farbe 1",
        ),
        ("edler_1", "2 gold → 1 cube, any number", "2 GM → 1 AS, beliebig oft"),
        (
            "boettcherei_1",
            "each tile delivered: +1 PP (not ×2)",
            "je gelieferte Ware: +1 PP (nicht ×2)",
        ),
        ("graf_1", "each person activated: +1 gold", "je aktivierte Person: +1 GM"),
        ("lager_tea", "Tea deliveries ×2", "Lieferungen Tee ×2"),
        ("diplomat_1", "tribute costs 1 gold less", "Tribut kostet 1 GM weniger"),
        ("baronesse_rang", "End: 1 PP per 2 wall spaces", "Ende: 1 PP je 2 Mauerfelder"),
        ("professor_1", "Phase 2: +1 gold per die showing 1", "Phase 2: +1 GM je Würfel mit 1"),
        ("festung", "+1 PP per Military office", "+1 PP je Amt Militärwesen"),
        ("statue", "End: 1 PP/marker in largest area", "Ende: 1 PP/Marker im größten Gebiet"),
    ],
)
def test_summaries_follow_the_effect_data(card: str, english: str, german: str) -> None:
    assert cards.summary(card, "en") == english
    assert cards.summary(card, "de") == german


def test_copies_show_the_number_the_notation_uses() -> None:
    from engine.macao.view import card_info

    assert cards.display_name(card_info("kapitaen_2"), "en") == "Captain 2"
    assert cards.display_name(card_info("kapitaen_2"), "de") == "Kapitän 2"
    assert cards.display_name(card_info("turm"), "en") == "Tower"
    assert cards.display_name(card_info("office_justice_2"), "de") == "Justiz II"
