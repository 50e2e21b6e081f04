"""Macao's texts as a player reads them: right plurals in both languages, cards with their
copy numeral, no internal ids, and the words of the rules help (AS and GM in German)."""

from __future__ import annotations

import re

import pytest

from engine.errors import IllegalMove
from engine.i18n import Text, locales, message_keys, template, translate, variables, with_seat_names
from engine.macao.data import load
from engine.playout import random_playout
from tests.engine.macao.support import GAME, actions_state, cubes

# Messages written for this game (card names, card texts and help come from elsewhere).
OWN = [
    k for k in message_keys() if k.startswith("macao.") and not k.startswith(("macao.card", "macao.help"))
]
WRONG_PLURAL = re.compile(
    r"\b(?:1|one) (?:[A-Za-zäöüß]+ ){0,2}(?:cubes|spaces|markers|jokers|units|cards|tiles|Felder|Einheiten"
    r"|Karten)\b"
    r"|\b(?:[02-9]|\d\d+) (?:[A-Za-zäöüß]+ ){0,2}(?:cube|space|marker|joker|unit|card|tile|Feld|Einheit|Karte)\b"
)


# Parameters that hold words (a colour, a card, a list of cubes...), not numbers.
WORDS = {"a", "b", "card", "cards", "choices", "colour", "colours", "cubes", "dice"}
WORDS |= {"district", "gains", "good", "kind", "move", "one", "two", "options", "pay"}
WORDS |= {"player", "port", "prompt", "row", "tile", "to", "unit", "units", "name"}


def _sample(key: str, locale: str, n: int) -> dict[str, int | str]:
    return {name: "X" if name in WORDS else n for name in variables(key, locale)}


def test_no_message_hedges_a_plural() -> None:
    hedged = [
        template(key, locale)
        for key in OWN
        for locale in locales()
        if "(s)" in template(key, locale) or "(en)" in template(key, locale)
    ]
    assert hedged == []


def test_the_plural_check_catches_wrong_numbers() -> None:
    for wrong in ("1 cubes", "2 cube", "1 free ship spaces", "3 Feld", "1 Einheiten"):
        assert WRONG_PLURAL.search(wrong), wrong
    for right in ("1 cube", "2 cubes", "1 free ship space", "3 Felder", "1 AS", "2 AS"):
        assert not WRONG_PLURAL.search(right), right


def test_numbers_agree_with_their_words() -> None:
    wrong = []
    for key in OWN:
        for locale in locales():
            for n in (0, 1, 2, 3, 12):
                text = Text(key=key, params=_sample(key, locale, n))
                shown = text.render(locale)
                if "{" in shown or "|" in shown or WRONG_PLURAL.search(shown):
                    wrong.append(shown)
    assert wrong == []


def test_german_messages_use_the_words_of_the_rules_and_the_help() -> None:
    for key in OWN:
        german = template(key, "de")
        assert "Stein" not in german and " Gold" not in german, german


def test_cards_with_several_copies_carry_their_numeral_everywhere() -> None:
    data = load()
    for locale in locales():
        names = [translate(f"macao.cardname.{c.id}", locale) for c in data.card_list]
        assert len(set(names)) == len(names), "every card has its own name"
    assert translate("macao.cardname.kapitaen_2", "de") == "Kapitän 2"
    assert translate("macao.cardname.kapitaen_2", "en") == "Captain 2"
    assert translate("macao.cardname.festung", "en") == "Fortress"
    assert translate("macao.cardname.lager_silk", "de") == "Lager (Seide)"
    assert translate("macao.cardname.office_customs_2", "de") == "Zoll II"


def _every_text(state, events, seat: int) -> list[Text]:
    texts = [e.text for e in events] + [e.secret for e in events if e.secret is not None]
    for move in GAME.legal_moves(state, seat):
        texts.append(GAME.label(move, state))
        texts.extend(step.label for step in GAME.move_steps(state, seat, move))
    prompt = GAME.prompt(state, seat)
    return texts + ([prompt] if prompt is not None else [])


@pytest.mark.parametrize("order", ["simultaneous", "wall_order"])
def test_no_text_of_a_full_game_shows_an_id_or_a_key(order: str) -> None:
    data = load()
    ids = {c.id for c in data.card_list if "_" in c.id}
    ids |= set(data.goods) | {p for p in data.ports} | {"macao"}
    id_pattern = re.compile(r"\b(" + "|".join(sorted(ids, key=len, reverse=True)) + r")\b")
    _, log = random_playout(GAME, 3, 11, {"dice_order": order})
    state = GAME.setup(3, {"dice_order": order}, 11)
    seen = 0
    for ply, (seat, move) in enumerate(log):
        after, events = GAME.apply(state, seat, move)
        texts = [e.text for e in events] if ply % 4 else _every_text(state, events, seat)
        for text in texts:
            for locale in locales():
                shown = with_seat_names(text, ["Ada", "Bea", "Cem"]).render(locale)
                seen += 1
                assert "macao." not in shown and "{" not in shown, shown
                assert not id_pattern.search(shown), shown
                assert not WRONG_PLURAL.search(shown), shown
                assert "Player" not in shown and "Spieler " not in shown, shown
        state = after
    assert seen > 5000


def test_refusals_name_cards_and_cubes_as_players_read_them() -> None:
    state, seat = actions_state()
    state.players[seat].supply = cubes("R")
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, seat, "activate Kapitän 2")
    assert error.value.render("en") == "Captain 2 is not on your tableau."
    state.players[seat].tableau = ["festung"]
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, seat, "activate Festung")
    assert error.value.render("en") == (
        "Your action supply lacks cubes for that. Needed: 2 cubes: 1 red, 1 blue;"
        " held: 1 cube: 1 red."
    )
    assert error.value.render("de") == (
        "In deinem Aktionsvorrat fehlen dafür AS. Nötig: 2 AS: 1 rot, 1 blau;"
        " vorhanden: 1 AS: 1 rot."
    )
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, seat, "wall 3")
    assert error.value.render("de") == (
        "Dafür brauchst du 5 beliebige AS im Aktionsvorrat; du hast 1."
    )
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, seat, "ship Lisboa")
    assert error.value.render("en") == (
        "That needs 3 cubes of any colour in your action supply; you have 1."
    )
    with pytest.raises(IllegalMove) as error:
        GAME.parse_move("dice purple5 green2")
    assert error.value.render("de").startswith("`dice purple5 green2` verstehe ich nicht. Farben:")
