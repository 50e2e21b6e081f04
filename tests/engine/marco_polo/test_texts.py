"""What players read, in both languages: who acted, printed names instead of ids, the
right plural, no placeholder left over."""

from __future__ import annotations

import re

import pytest

from engine import Text, with_seat_names
from engine.i18n import locales
from engine.marco_polo.data import LOCATIONS
from tests.engine.contract_checks import play as play_game

from .helpers import GAME, dice, play, set_player, start

NAMES = ["Ada", "Bea", "Cem", "Dan"]
# raw ids, the old "(row 0)", and a count of 1 with a plural word (or the other way round)
BAD = re.compile(
    r"\(row|\(Reihe|\bcc\d\d\b|\b[sc]\d{1,2}\b|"
    + "|".join(rf"\b{re.escape(place)}\b" for place in LOCATIONS)
    + r"|(?<![\d.])1 (coins|camels|steps|contracts|bonuses|goods|points|Kamele|Schritte|"
    r"Aufträge|Stadtboni|Waren|Punkte)\b"
    r"|(?<![\d.])[02-9] (coin|camel|step|contract|bonus|point|Kamel|Schritt|Auftrag)\b"
)


def _rendered(text: Text) -> list[str]:
    return [with_seat_names(text, NAMES).render(locale) for locale in locales()]


def _problems(text: Text | None) -> list[str]:
    if text is None:
        return []
    return [s for s in _rendered(text) if "{" in s or BAD.search(s)]


@pytest.mark.parametrize(("seats", "variant", "seed"), [(4, "pro", 2), (3, "first", 6)])
def test_events_labels_and_prompts_use_printed_names_and_plurals(
    seats: int, variant: str, seed: int
) -> None:
    problems: list[str] = []
    for count, ply in enumerate(play_game(GAME, seats, seed, {"variant": variant})):
        for event in ply.events:
            problems += _problems(event.text) + _problems(event.secret)
        if count % 4 == 0:
            for move in GAME.legal_moves(ply.before, ply.seat):
                problems += _problems(GAME.label(move, ply.before))
            problems += _problems(GAME.prompt(ply.before, ply.seat))
            problems += _problems(GAME.view(ply.before, ply.seat).prompt)
    assert problems == []


def test_a_placement_names_player_dice_space_and_what_it_gives() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, dice=dice(4, 5))
    move = GAME.parse_move("place silk 4,5")
    _, events = GAME.apply(state, 0, move)
    assert _rendered(events[0].text) == [
        "Ada placed 4 and 5 on the silk bazaar: 3 silk.",
        "Ada setzte 4 und 5 auf den Seidenmarkt: 3 Seide.",
    ]
    assert _rendered(GAME.label(move, state))[0] == "Place 4 and 5 on the silk bazaar: 3 silk"
    khan = GAME.label(GAME.parse_move("place khan 4"), state)
    assert "row" not in _rendered(khan)[0]


def test_a_journey_names_the_player_places_and_cost() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, dice=dice(1, 1), coins=10)
    state.office = {}
    state = play(state, 0, "place travel 1,1")
    state, events = GAME.apply(state, 0, "travel venezia-alexandria")
    texts = [_rendered(e.text) for e in events]
    assert texts[0] == [
        "Ada travelled Venezia → Alexandria for 3 coins.",
        "Ada reiste Venezia → Alexandria für 3 Geld.",
    ]
    assert texts[1][0] == "Ada placed a trading post in Alexandria."


def test_other_events_name_their_player() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, dice=dice(3), camels=6)
    state, events = GAME.apply(state, 0, "reroll 3")
    assert re.fullmatch(r"Ada rerolled 3 for 1 camel: now [1-6]\.", _rendered(events[0].text)[0])
    state, events = GAME.apply(state, 0, "buy black")
    assert [e.seat for e in events] == [0, 0]
    assert _rendered(events[1].text)[1].startswith("Ada nahm einen schwarzen Würfel")


def test_plurals_follow_the_number() -> None:
    one = GAME.label(GAME.parse_move("compensate 1 camels 1 coins"))
    assert _rendered(one) == ["Take 1 camel and 1 coin", "1 Kamel und 1 Geld nehmen"]
    two = GAME.label(GAME.parse_move("compensate 2 camels 0 coins"))
    assert _rendered(two) == ["Take 2 camels and 0 coins", "2 Kamele und 0 Geld nehmen"]


def test_a_typed_move_is_quoted_back_clipped() -> None:
    from engine import IllegalMove

    with pytest.raises(IllegalMove) as error:
        GAME.parse_move("fly " + "x" * 5000)
    quoted = str(error.value.reason.params["text"])
    assert len(quoted) <= 40 and quoted.startswith("fly xx")
