"""One test per character that would fail if its power were wrong (travel ones: test_travel)."""

from __future__ import annotations

import pytest

from engine import IllegalMove

from .helpers import GAME, dice, play, set_player, start


def test_raschid_chooses_values_still_pays_fees_and_steps() -> None:
    state = start(characters=["", "raschid", "", ""])
    state.office = {}
    set_player(state, 0, dice=dice(1, 1, 1, 1, 1))
    state = play(state, 0, "place travel 1,1", "travel venezia-alexandria", "end")
    coins = state.players[1].coins = 30
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 1)}
    assert {"place travel 6,6", "place travel 1,1"} <= moves
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, "place travel 2,6")  # one value per placement
    state = play(state, 1, "place travel 3,3", "travel venezia-oasis-a-moscow")
    assert state.players[1].coins == coins - 3 - 7  # fee = his lowest die, then 2 steps


def test_raschid_sets_black_dice_too() -> None:
    state = start(characters=["raschid", "", "", ""])
    set_player(state, 0, camels=3)
    state = play(state, 0, "buy black")
    black = next(d for d in state.players[0].dice if d.kind == "b")
    assert black.value == 0
    state = play(state, 0, "place camels 6b")
    assert state.players[0].camels == 6


def test_matteo_white_die_is_not_a_colour() -> None:
    state = start(characters=["matteo", "", "", ""])
    set_player(state, 0, dice=dice(2, 1, 1, 1, 1) + dice(5, kind="w"), camels=0)
    state = play(state, 0, "place camels 2")
    state.main_done = False
    state = play(state, 0, "place camels 5w")
    assert state.players[0].camels == 7


def test_berke_pays_no_fee_but_others_do() -> None:
    state = start(characters=["", "berke", "", ""])
    set_player(state, 0, dice=dice(1, 1, 1, 1, 1))
    state = play(state, 0, "place pepper 1", "end")
    set_player(state, 1, dice=dice(6, 6, 6, 6, 6), coins=0)
    state = play(state, 1, "place pepper 6")
    assert state.players[1].coins == 0 and state.players[1].pepper >= 4


def test_two_player_neutral_die_makes_five_coins_cost_a_fee() -> None:
    state = start(2, characters=["", ""])
    set_player(state, 0, dice=dice(3, 3, 3, 3, 3), coins=3)
    state = play(state, 0, "place coins 3")
    assert state.players[0].coins == 3 - 3 + 5
    assert len(state.spaces["khan"]) == 2
    # the neutral dice stay for the whole game
    for player in state.players:
        player.dice = []
    state.main_done = True
    state = play(state, 0, "end")
    assert len(state.spaces["khan"]) == 2 and len(state.spaces["coins"]) == 1
