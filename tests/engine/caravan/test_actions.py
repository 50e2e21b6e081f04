"""Each Caravan action and its limits."""

import pytest

from engine import IllegalMove
from engine.caravan import GAME
from engine.caravan.data import CITY_OF
from tests.engine.caravan.helpers import cell, fresh, play, put


def test_place_on_an_empty_space_costs_one_action() -> None:
    state = play(fresh(actions=4), "place A d4")
    assert state.players[0].camels[0].cell == cell("d4")
    assert state.actions_left == 3


def test_place_on_an_occupied_space_costs_two_actions_any_owner() -> None:
    state = fresh(actions=4)
    put(state, 1, 1, "d4")
    state = play(state, "place A d4")
    assert state.actions_left == 2
    state = play(state, "place B d4")  # now occupied by an own camel too
    assert state.players[0].camels[1].cell == cell("d4")
    assert state.current == 1  # both remaining actions spent: the turn passed on


def test_two_action_move_refused_with_one_action_left() -> None:
    state = fresh(actions=1)
    put(state, 1, 1, "d4")
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "place A d4")
    assert "2" in info.value.render("en")
    play(state, "place A d5")  # an empty space still works


def test_move_an_unladen_camel_anywhere() -> None:
    state = fresh()
    put(state, 0, 1, "a3")
    state = play(state, "move A g6")  # need not be adjacent
    assert state.players[0].camels[0].cell == cell("g6")
    assert state.actions_left == 3


def test_laden_camel_cannot_move() -> None:
    state = fresh()
    put(state, 0, 1, "a3", good="salt")
    with pytest.raises(IllegalMove, match="carries a good"):
        GAME.apply(state, 0, "move A a4")


def test_camel_under_which_a_stolen_good_lies_is_laden() -> None:
    state = fresh()
    put(state, 0, 1, "a3", good="salt", under=True)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "move A a4")


def test_place_versus_move_wording() -> None:
    state = fresh()
    put(state, 0, 1, "a3")
    with pytest.raises(IllegalMove, match="move"):
        GAME.apply(state, 0, "place A a4")
    with pytest.raises(IllegalMove, match="place"):
        GAME.apply(state, 0, "move B a4")


def test_take_a_good_with_its_demand_markers() -> None:
    state = fresh()
    space = state.spaces[0]  # space 1 at a1, starts with one demand marker
    good = space.good
    put(state, 0, 1, "a1")
    state = play(state, "take A")
    assert state.players[0].camels[0].good == good
    assert state.players[0].camels[0].under is False
    assert state.players[0].demand == 1
    assert state.spaces[0].good is None and state.spaces[0].demand == 0
    assert state.actions_left == 3


def test_take_needs_a_good_on_the_camels_space() -> None:
    state = fresh()
    put(state, 0, 1, "d4")
    with pytest.raises(IllegalMove, match="no good"):
        GAME.apply(state, 0, "take A")


def test_never_load_the_last_unladen_camel() -> None:
    state = fresh()
    for number, where in enumerate(["b1", "c1", "e1", "f1"], start=1):
        put(state, 0, number, where, good="salt")
    put(state, 0, 5, "a1")
    with pytest.raises(IllegalMove, match="last unladen"):
        GAME.apply(state, 0, "take E")
    # with the sixth camel the same position allows the pick-up
    state6 = fresh(sixth_camel=True)
    for number, where in enumerate(["b1", "c1", "e1", "f1"], start=1):
        put(state6, 0, number, where, good="salt")
    put(state6, 0, 5, "a1")
    assert play(state6, "take E").players[0].camels[4].good is not None


def test_steal_gives_the_theft_marker_to_the_victim_and_puts_the_good_under() -> None:
    state = fresh()
    put(state, 1, 2, "d4", good="gems")
    put(state, 0, 1, "d4")
    state = play(state, "steal A from orange")
    mine, theirs = state.players[0].camels[0], state.players[1].camels[1]
    assert (mine.good, mine.under) == ("gems", True)
    assert theirs.good is None
    assert state.players[0].theft_markers == 0
    assert state.players[1].theft_markers == 2
    assert state.actions_left == 3


def test_a_good_under_a_camel_cannot_be_stolen_until_moved() -> None:
    state = fresh()
    put(state, 1, 1, "d4")
    put(state, 0, 1, "d4", good="gems", under=True)
    state.current = 1
    with pytest.raises(IllegalMove, match="safe"):
        GAME.apply(state, 1, "steal A from yellow")
    # once carried on, it lies on top of the new camel and may be stolen again
    state.current = 0
    put(state, 0, 2, "d5")
    state = play(state, "carry A to B")
    assert (state.players[0].camels[1].good, state.players[0].camels[1].under) == ("gems", False)
    put(state, 1, 1, "d5")
    state.current, state.actions_left = 1, 4
    assert play(state, "steal A from yellow", seat=1).players[1].camels[0].good == "gems"


def test_no_theft_marker_no_stealing() -> None:
    state = fresh()
    state.players[0].theft_markers = 0
    put(state, 1, 2, "d4", good="gems")
    put(state, 0, 1, "d4")
    with pytest.raises(IllegalMove, match="theft marker"):
        GAME.apply(state, 0, "steal A from orange")


def test_steal_needs_the_same_space_and_another_player() -> None:
    state = fresh()
    put(state, 1, 2, "d5", good="gems")
    put(state, 0, 1, "d4")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "steal A from orange")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "steal A from yellow")


def test_steal_obeys_the_last_unladen_camel_rule() -> None:
    state = fresh()
    for number, where in enumerate(["b1", "c1", "e1", "f1"], start=1):
        put(state, 0, number, where, good="salt")
    put(state, 0, 5, "d4")
    put(state, 1, 1, "d4", good="gems")
    with pytest.raises(IllegalMove, match="last unladen"):
        GAME.apply(state, 0, "steal E from orange")


def test_ambiguous_steal_must_name_the_camel() -> None:
    state = fresh()
    put(state, 1, 1, "d4", good="gems")
    put(state, 1, 2, "d4", good="salt")
    put(state, 0, 1, "d4")
    with pytest.raises(IllegalMove, match=r"name one \(camel A, B\)"):
        GAME.apply(state, 0, "steal A from orange")
    state = play(state, "steal A from orange B")
    assert state.players[0].camels[0].good == "salt"
    assert state.players[1].camels[0].good == "gems"


def test_marrakesh_example_carry_along_chain_and_deliver() -> None:
    """The rulebook's example: camel A stands on Marrakesh; D and E carry ivory.

    D is joined to A by an orthogonal chain, so one action brings its ivory to Marrakesh
    and delivers it; E touches the chain only diagonally, so its ivory cannot move.
    """
    state = fresh()
    put(state, 0, 1, "d1")  # A on Marrakesh (the ivory city)
    put(state, 0, 2, "d2")  # B
    put(state, 0, 3, "e2")  # C
    put(state, 0, 4, "e3", good="ivory")  # D
    put(state, 0, 5, "f4", good="ivory")  # E, diagonal to D
    assert CITY_OF["ivory"] == cell("d1")
    with pytest.raises(IllegalMove, match="chain"):
        GAME.apply(state, 0, "carry E to A")
    state = play(state, "carry D to A")
    assert state.players[0].delivered == ["ivory"]
    assert state.players[0].camels[0].good is None  # delivered goods leave the board
    assert state.players[0].camels[3].good is None
    assert state.actions_left == 3
    assert GAME.result(state).standing(0).breakdown[0].points == 6


def test_carry_passes_through_laden_camels_and_ends_on_an_unladen_one() -> None:
    state = fresh()
    put(state, 0, 1, "a4", good="salt")
    put(state, 0, 2, "b4", good="meat")  # laden, in the middle of the chain
    put(state, 0, 3, "b5")
    state = play(state, "carry A to C")
    assert state.players[0].camels[2].good == "salt"
    with pytest.raises(IllegalMove, match="already carries"):
        GAME.apply(state, 0, "carry C to B")


def test_carry_need_not_reach_the_city() -> None:
    state = fresh()
    put(state, 0, 1, "a4", good="paper")
    put(state, 0, 2, "a5")
    state = play(state, "carry A to B")
    assert state.players[0].camels[1].good == "paper"
    assert state.players[0].delivered == []


def test_carry_to_a_camel_in_the_wrong_city_does_not_deliver() -> None:
    state = fresh()
    put(state, 0, 1, "d2", good="paper")
    put(state, 0, 2, "d3")  # the meat city
    state = play(state, "carry A to B")
    assert state.players[0].camels[1].good == "paper"
    assert state.players[0].delivered == []


def test_camels_on_one_space_are_connected() -> None:
    state = fresh()
    put(state, 0, 1, "b6", good="salt")
    put(state, 0, 2, "b6")
    state = play(state, "carry A to B")
    assert state.players[0].camels[1].good == "salt"


def test_other_players_camels_do_not_join_a_chain() -> None:
    state = fresh()
    put(state, 0, 1, "a4", good="salt")
    put(state, 1, 1, "b4")
    put(state, 0, 2, "c4")
    with pytest.raises(IllegalMove, match="chain"):
        GAME.apply(state, 0, "carry A to B")


def test_pass_forfeits_the_remaining_actions() -> None:
    state = fresh(actions=3)
    state = play(state, "pass")
    assert state.current == 1
    assert state.actions_left == 4
