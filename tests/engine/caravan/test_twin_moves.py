"""Camels still in the supply are alike, so placing any of them on a cell is one move:
the AI and hints choose among distinct moves, and a review judges a twin as its kin."""

from __future__ import annotations

from engine.ai import Level, advise
from engine.ai.review import mistake_at
from engine.caravan import GAME
from engine.caravan.moves import Place
from tests.engine.caravan.helpers import cell, fresh, play, put

QUICK = Level("quick", iterations=60, rollout=0, exploration=0.7, seconds=60.0)


def test_only_the_first_camel_in_the_supply_is_offered_to_place() -> None:
    state = fresh(actions=4)
    legal = GAME.legal_moves(state, 0)
    distinct = GAME.distinct_moves(state, 0)
    places = [m for m in distinct if m.kind == "place"]
    assert {m.camel for m in places} == {1} and len(places) == 49
    assert [m for m in legal if m.kind != "place"] == [m for m in distinct if m.kind != "place"]
    assert set(distinct) <= set(legal) and len(legal) - len(distinct) == 4 * 49
    placed = play(state, "place A d4")
    assert {m.camel for m in GAME.distinct_moves(placed, 0) if m.kind == "place"} == {2}


def test_a_twin_stands_for_its_first_kin_and_other_moves_for_themselves() -> None:
    state = fresh(actions=4)
    put(state, 0, 1, "d4")  # A is on the board: B is the first camel in the supply
    assert GAME.representative(state, 0, Place(camel=4, cell=cell("a7"))) == Place(
        camel=2, cell=cell("a7")
    )
    move = GAME.legal_moves(state, 0)[0]
    assert move.kind != "place" and GAME.representative(state, 0, move) is move


def test_no_one_is_told_the_same_move_twice() -> None:
    """At the very first turn every camel is in the supply: three different cells."""
    state = GAME.setup(2, None, 3)
    advice = advise(GAME, state, state.current, QUICK, seed=1)
    assert len({a.move.cell for a in advice}) == len(advice) == 3


def test_a_review_judges_a_twin_as_the_move_it_is() -> None:
    state = GAME.setup(2, None, 3)
    seat = state.current
    kin = mistake_at(GAME, state, seat, Place(camel=1, cell=cell("a1")), seed=2, level=QUICK)
    twin = mistake_at(GAME, state, seat, Place(camel=3, cell=cell("a1")), seed=2, level=QUICK)
    assert kin is not None and twin is not None
    assert twin.played == "place C a1" and kin.played == "place A a1"
    assert (twin.better, twin.played_value, twin.better_value) == (
        kin.better,
        kin.played_value,
        kin.better_value,
    )
