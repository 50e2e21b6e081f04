"""Notation: round trips, abbreviations, both languages for every label."""

import pytest

from engine.errors import IllegalMove
from engine.i18n import has
from engine.macao.moves import Activate, ChooseDice, Joker, TakeDistrict, Use
from engine.playout import random_playout
from tests.engine.macao.support import GAME, actions_state, cubes, play


def _check_labels(text) -> None:
    assert has(text.key), text.key
    for value in text.params.values():
        items = value if isinstance(value, list) else [value]
        for item in items:
            if hasattr(item, "key"):
                _check_labels(item)
    for locale in ("en", "de"):
        rendered = text.render(locale)
        assert rendered and "macao." not in rendered and "{" not in rendered


@pytest.mark.parametrize("seed", [1, 2])
def test_every_legal_move_round_trips_along_a_game(seed: int) -> None:
    state, log = random_playout(GAME, 3, seed)
    replay = GAME.setup(3, None, seed)
    for i, (seat, move) in enumerate(log):
        if i % 5 == 0:
            for legal in GAME.legal_moves(replay, seat):
                text = GAME.format_move(legal)
                assert GAME.parse_move(text) == legal, text
                assert GAME.read_move(replay, seat, text) == legal
                _check_labels(GAME.label(legal, replay))
        replay, _ = GAME.apply(replay, seat, move)
    assert replay.model_dump_json() == state.model_dump_json()


def test_examples_from_the_issue_parse() -> None:
    assert GAME.parse_move("take card 3").index == 3
    assert GAME.parse_move("dice red5 green2") == ChooseDice(
        first="red", first_value=5, second="green", second_value=2
    )
    assert GAME.parse_move("dice green2 red5") == GAME.parse_move("dice red5 green2")
    assert GAME.parse_move("activate Kapitän 2") == Activate(card="kapitaen_2")
    assert GAME.parse_move("ACTIVATE kapitaen 2") == Activate(card="kapitaen_2")
    assert GAME.parse_move("activate Captain 2 pay -") == Activate(card="kapitaen_2", pay="")
    assert GAME.parse_move("district C4") == TakeDistrict(district="C4")
    assert GAME.parse_move("district c4 pay gr") == TakeDistrict(district="C4", pay="RG")
    assert GAME.parse_move("use Edler 1 x2") == Use(card="edler_1", times=2)
    assert GAME.parse_move("use Lager Reis") == Use(card="lager_rice")
    assert GAME.parse_move("joker cube blue").units == ("blue",)
    assert GAME.parse_move("joker gold cube red") == Joker(units=("red", "gold"))
    for text in ("wall 2", "ship Lisboa", "deliver", "tribute", "pass", "pay red", "gain blau"):
        GAME.parse_move(text)


@pytest.mark.parametrize(
    "text", ["", "fly away", "take card x", "dice red green", "activate Nobody", "ship Paris"]
)
def test_garbage_is_rejected(text: str) -> None:
    with pytest.raises(IllegalMove):
        GAME.parse_move(text)


def test_abbreviations_resolve_against_legal_moves() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.tableau = ["kapitaen_2"]
    p.supply = cubes("R")
    state = play(state, seat, "activate kapitän")
    assert state.players[seat].active == ["kapitaen_2"]


def test_abbreviation_never_picks_a_different_card() -> None:
    state, seat = actions_state()
    state.players[seat].active = ["office_military_2"]
    with pytest.raises(IllegalMove):
        GAME.apply(state, seat, "use Militärwesen I")


def test_dice_abbreviation() -> None:
    from tests.engine.macao.support import advance_until

    state = GAME.setup(2, None, 5)
    state = advance_until(state, lambda s: s.phase == "dice")
    state.dice = [5, 2, 3, 3, 3, 3]
    seat = GAME.to_act(state)[0]
    state = play(state, seat, "dice red blue")
    assert state.players[seat].dice == [0, 1]


def test_exchange_cards_can_be_named_with_the_amount_paid() -> None:
    """The issue's `use Edler 4`: pay 4 gold, take 2 cubes."""
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["edler_2", "goldsucher_3"]
    p.gold = 5
    p.supply = cubes("RRRGGG")
    assert GAME.read_move(state, seat, "use Edler 4") == Use(card="edler_2", times=2)
    assert GAME.read_move(state, seat, "use Goldsucher 6") == Use(card="goldsucher_3", times=2)
    state = play(state, seat, "use Edler 4", "gain blue", "gain blue")
    assert state.players[seat].gold == 1 and state.players[seat].supply == cubes("RRRGGGBB")
    with pytest.raises(IllegalMove):
        GAME.apply(state, seat, "use Goldsucher 7")  # not a multiple of 3


def test_the_german_prompts_verb_passe_is_understood() -> None:
    """The German prompt ends "dann passe": the word it uses is a move too."""
    assert GAME.parse_move("passe") == GAME.parse_move("pass") == GAME.parse_move("passen")
