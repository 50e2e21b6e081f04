"""What AI players get from Caravan: `evaluate` values goods by how near their chains
reach to their cities (resampling is checked in test_contract.py)."""

from __future__ import annotations

from engine import Rng
from engine.ai import LEVELS, think
from engine.caravan import GAME
from engine.caravan.data import BIT, CELLS, CITY_OF, GOODS, good_points
from engine.caravan.playout import DISTANCE
from engine.caravan.resample import (
    REACH,
    TEMPO,
    TIE_BREAK,
    _gap,
    _worth,
    evaluation_parts,
    prospects,
)
from engine.caravan.scoring import score_total, seat_score
from engine.game import Game
from engine.i18n import translate
from engine.playout import random_playout
from tests.engine.caravan.helpers import cell, fresh, play, put


def test_a_finished_game_is_valued_by_its_score_lead() -> None:
    final, _ = random_playout(GAME, 3, 8)
    for seat in range(3):
        assert GAME.evaluate(final, seat) == Game.evaluate(GAME, final, seat)


def test_a_tie_at_the_end_is_told_apart_by_the_goods_delivered() -> None:
    """Equal scores go to the player with more goods delivered (the rules' tie-break):
    such a tie is worth half a point of lead, less than any lead in points."""
    state = fresh()
    state.players[0].delivered = ["ivory"]
    state.players[1].delivered = ["salt", "salt"]
    state.finished = True
    assert [s.seat for s in GAME.result(state).standings] == [1, 0]
    assert GAME.evaluate(state, 1) == 2 * TIE_BREAK == 0.5 == -GAME.evaluate(state, 0)


def test_once_the_end_is_triggered_only_the_next_delivery_counts() -> None:
    """The next delivery ends the game, so of the goods held only the best one's worth
    counts, with the holding penalty its delivery saves; the others only cost theirs."""
    state = fresh()
    for space in state.spaces:
        space.good = None  # no good within any camel's reach
    put(state, 1, 1, "d3", good="ivory")
    put(state, 1, 2, "d2")  # the chain reaches one cell short of Marrakesh (d1)
    put(state, 1, 3, "a7", good="salt")
    salt = _worth(good_points("salt"), DISTANCE[CITY_OF["salt"]][cell("a7")])
    ivory = _worth(good_points("ivory"), 1)
    assert evaluation_parts(state, 1)["goods"] == ivory + salt
    assert evaluation_parts(state, 1)["penalty"] == -1  # two goods held
    state.end_triggered = True
    assert evaluation_parts(state, 1)["goods"] == ivory + 1
    assert ivory > salt


def test_once_the_end_is_triggered_a_leader_ends_the_game() -> None:
    """Actions in hand are worth nothing after the trigger: delivering now, and so
    ending the game ahead, looks better than keeping them (a leader that kept them
    would never end the game; one bench game ran 6,000 moves that way)."""
    state = fresh(actions=4)
    for space in state.spaces:
        space.good = None
    put(state, 0, 1, "d2", good="ivory")
    put(state, 0, 2, "d1")  # Marrakesh: `carry A to B` delivers
    state.end_triggered = True
    state.bag = []
    delivered = play(state, "carry A to B", seat=0)
    assert delivered.finished
    assert GAME.evaluate(delivered, 0) == 6 > GAME.evaluate(state, 0)
    assert evaluation_parts(state, 0)["actions"] == 0
    assert GAME.format_move(think(GAME, state, 0, LEVELS["normal"], seed=1).move) == (
        "carry A to B"
    )


def test_a_good_is_worth_more_the_closer_its_chain_reaches_its_city() -> None:
    far = fresh()
    put(far, 0, 1, "d7", good="ivory")  # Marrakesh is d1: six cells away
    near = fresh()
    put(near, 0, 1, "d3", good="ivory")
    put(near, 0, 2, "d2")  # the chain reaches one cell short of the city
    assert GAME.evaluate(near, 0) > GAME.evaluate(far, 0) > GAME.evaluate(fresh(), 0)
    # the score itself does not tell them apart: one held good costs nothing either way
    assert GAME.result(near).standing(0).score == GAME.result(far).standing(0).score


def test_carrying_towards_the_city_and_delivering_each_look_better() -> None:
    """Better on the board, that is: each carry also spends an action in hand."""
    state = fresh(actions=4)
    put(state, 0, 1, "d4", good="ivory")
    put(state, 0, 2, "d3")
    put(state, 0, 3, "d2")
    put(state, 0, 4, "d1")
    values = [GAME.evaluate(state, 0) - TEMPO * 4]
    for spent, move in enumerate(("carry A to B", "carry B to C", "carry C to D"), 1):
        state = play(state, move, seat=0)
        values.append(GAME.evaluate(state, 0) - TEMPO * (4 - spent))
    assert values[0] <= values[1] <= values[2] < values[3]  # the chain already reaches d1
    assert state.players[0].delivered == ["ivory"]


def test_a_camel_on_a_good_is_worth_a_share_of_taking_it() -> None:
    """A camel standing on a good counts `REACH` of what taking it brings: its worth and
    demand markers less the action and the added holding penalty. So at the very first
    turn, with one action, placing a camel on a good beats ending the turn."""
    state = GAME.setup(2, None, 3)
    corner = state.spaces[0]  # space 1 (a1), with a demand marker from the start
    assert corner.good is not None and corner.demand == 1
    placed = play(state, "place A a1")
    gap = DISTANCE[CITY_OF[corner.good]][corner.cell]
    taking = _worth(good_points(corner.good), gap) + corner.demand - TEMPO
    assert evaluation_parts(placed, state.current)["goods"] == REACH * taking
    ended = play(state, "pass")
    assert GAME.evaluate(placed, state.current) > GAME.evaluate(ended, state.current)
    assert GAME.evaluate(placed, state.current) > GAME.evaluate(
        play(state, "place A d4"), state.current
    )


def test_a_camel_placed_on_a_good_is_advised_for_the_good_it_reaches() -> None:
    state = GAME.setup(2, None, 3)
    seat = state.current
    why = GAME.reasons(state, play(state, "place A a1"), seat)
    assert translate(why[0], "en") == "salt on a1 within a camel's reach"
    assert translate(why[0], "de") == "Salz auf a1 in Reichweite eines Kamels"


def test_the_value_is_the_lead_over_the_best_other_player() -> None:
    state = fresh(seats=3)
    put(state, 1, 1, "d3", good="ivory")
    put(state, 1, 2, "d2")
    put(state, 2, 1, "a4", good="salt")
    values = [prospects(p, state.spaces) for p in state.players]
    values[0] += TEMPO * 4  # seat 0 is to act, with 4 actions in hand
    assert GAME.evaluate(state, 0) == values[0] - max(values[1], values[2])
    assert GAME.evaluate(state, 1) == values[1] - max(values[0], values[2])


def test_actions_in_hand_count_so_a_turn_judged_half_way_compares_with_one_ended() -> None:
    """Seat 0 with 3 actions in hand leads by what they are worth. Passing gives them up
    and hands seat 1 its actions: the value falls by both, and nothing else changed."""
    state = fresh(actions=3)
    assert GAME.evaluate(state, 0) == TEMPO * 3 == -GAME.evaluate(state, 1)
    assert evaluation_parts(state, 0)["actions"] == TEMPO * 3
    passed = play(state, "pass", seat=0)
    assert passed.current == 1 and passed.actions_left > 0
    assert GAME.evaluate(passed, 0) == -TEMPO * passed.actions_left
    assert evaluation_parts(passed, 0)["actions"] == 0




def test_a_chains_gap_is_its_nearest_cells_distance_to_the_city() -> None:
    """The rings' shortcut against the plain count, for every good, over seeded chains
    of one to six cells anywhere on the board."""
    rng = Rng.from_seed(5, "gaps")
    for _ in range(400):
        cells = {rng.below(CELLS) for _ in range(1 + rng.below(6))}
        chain = sum(BIT[here] for here in cells)
        for good in GOODS:
            assert _gap(good, chain) == min(DISTANCE[CITY_OF[good]][here] for here in cells)


def test_the_evaluations_score_is_the_scored_total() -> None:
    for seat_count, seed in ((2, 3), (4, 8)):
        _, log = random_playout(GAME, seat_count, seed)
        state = GAME.setup(seat_count, None, seed)
        for seat, move in log:
            state, _ = GAME.apply(state, seat, move)
            for player in state.players:
                held = sum(camel.good is not None for camel in player.camels)
                assert score_total(player, held) == seat_score(player).total
