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


def _said(events, kind: str) -> list[list[str]]:
    return [_rendered(e.text) for e in events if e.kind == kind]


def test_mercators_share_names_him_what_he_got_and_whose_action_it_was() -> None:
    state = start(2, characters=["", "mercator"])
    set_player(state, 0, dice=dice(4, 4, 6, 6, 6), coins=20)
    state, events = GAME.apply(state, 0, "place pepper 4")
    assert _said(events, "mercator") == [
        [
            "Bea received 1 pepper as Mercator ex Tabriz: Ada used the pepper bazaar.",
            "Bea bekam als Mercator ex Tabriz 1 Pfeffer, da Ada den Pfeffermarkt nutzte.",
        ]
    ]
    assert [e.seat for e in events if e.kind == "mercator"] == [1]
    state.main_done = False
    state, events = GAME.apply(state, 0, "place coins 6")
    assert _said(events, "mercator")[0][0] == (
        "Bea received 2 coins as Mercator ex Tabriz: Ada used the 5-coins space."
    )
    state.main_done = False
    state, events = GAME.apply(state, 0, "place khan 6")
    assert _said(events, "mercator")[0][1] == (
        "Bea bekam als Mercator ex Tabriz 1 Kamel, da Ada die Gunst des Khan nutzte."
    )


def test_round_income_is_one_line_per_player_with_every_source() -> None:
    state = start(characters=["johannes", "", "niccolo", ""])
    set_player(state, 0, posts=["anxi", "kochi", "moscow"], posts_placed=3)
    set_player(state, 2, posts=["adana"], posts_placed=1)
    for player in state.players:
        player.dice = []
    state.main_done = True
    state, events = GAME.apply(state, state.current, "end")
    assert _said(events, "income") == [
        [
            "Ada received the round's income: Anxi (5 coins), Kochi (3 VP), "
            "Johannes Caprini (3 coins).",
            "Ada erhielt zu Rundenbeginn: Anxi (5 Geld), Kochi (3 SP), Johannes Caprini (3 Geld).",
        ],
        [
            "Cem received the round's income: Adana (1 camel, 3 coins), "
            "Niccolò and Marco Polo (1 camel).",
            "Cem erhielt zu Rundenbeginn: Adana (1 Kamel, 3 Geld), Niccolò und Marco Polo (1 Kamel).",
        ],
    ]


def test_raschid_is_said_to_take_his_dice_unrolled() -> None:
    state = start(2, characters=["raschid", ""])
    for player in state.players:
        player.dice = []
    state.main_done = True
    state, events = GAME.apply(state, state.current, "end")
    assert _said(events, "dice_unset") == [
        [
            "Ada took 5 dice without rolling (Raschid ad-Din Sinan sets them when placing).",
            "Ada nahm 5 Würfel ungewürfelt (Raschid ad-Din Sinan stellt sie beim Einsetzen ein).",
        ]
    ]
