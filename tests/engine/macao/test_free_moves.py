"""The Leuchtturm's free moves end: a free move that would repeat a position of the turn
is neither offered nor allowed (ruling 28), so no player, AI or playout can sail for ever."""

from collections import Counter

import pytest

from engine.errors import IllegalMove
from engine.macao import actions
from engine.macao.data import load
from engine.macao.moves import MacaoMove, ShipMove
from engine.macao.playout import purposeful_move
from engine.macao.state import MacaoState
from engine.rng import Rng
from tests.engine.macao.support import GAME, actions_state, play

LIGHTHOUSES = ("leuchtturm_1", "leuchtturm_2")


def notations(state: MacaoState, seat: int) -> list[str]:
    return [m for m, _ in GAME.legal_notation(state, seat)]


def _at_lisboa() -> tuple[MacaoState, int]:
    """A Leuchtturm owner in Lisboa (neighbour of Barcelona, itself next to Marseille)
    whose ship has sailed far enough this round that the Kapitän counts no more."""
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["leuchtturm_1"]
    p.ship = "lisboa"
    p.ship_moved = actions.distance_counted()
    return state, seat


def test_the_shuttle_between_two_neighbouring_ports_ends() -> None:
    state, seat = _at_lisboa()
    state = play(state, seat, "ship Barcelona")
    assert state.players[seat].ship_trail == ["lisboa", "barcelona"]
    moves = notations(state, seat)
    assert "ship Lisboa" not in moves  # back where it lay: the same position again
    assert "ship Marseille" in moves  # a port not yet reached this turn
    state = play(state, seat, "ship Marseille")
    assert not {"ship Lisboa", "ship Barcelona"} & set(notations(state, seat))


def test_a_typed_return_is_refused_with_the_reason_and_changes_nothing() -> None:
    state, seat = _at_lisboa()
    state = play(state, seat, "ship Barcelona")
    before = GAME.to_json(state)
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, "ship Lisboa")
    assert refused.value.reason.key == "macao.err.ship_return"
    assert "Lisboa" in refused.value.render("en") and "Lisboa" in refused.value.render("de")
    assert GAME.to_json(state) == before


def test_anything_else_that_changes_makes_the_return_a_new_position() -> None:
    state, seat = _at_lisboa()
    state.tribute_gold, state.tribute_pp = 0, 1
    state = play(state, seat, "ship Barcelona", "tribute")
    assert state.players[seat].ship_trail == []
    assert "ship Lisboa" in notations(state, seat)


def test_a_paid_return_is_a_new_position() -> None:
    state, seat = _at_lisboa()
    state.players[seat].supply = [1, 0, 0, 0, 0, 0]
    state = play(state, seat, "ship M1")  # M1 is no port: one cube
    assert state.players[seat].ship_trail == []
    state = play(state, seat, "ship Marseille", "ship Barcelona")
    assert "ship Marseille" not in notations(state, seat)


def test_the_kapitaens_distance_counts_as_part_of_the_position() -> None:
    state, seat = _at_lisboa()
    state.players[seat].ship_moved = 0
    state.players[seat].active.append("kapitaen_1")
    # 1 space, then back for the second: the Kapitän now pays, a position not seen before
    state = play(state, seat, "ship Barcelona", "ship Lisboa", "use Kapitän 1")
    assert state.players[seat].pp == 1


def _with_lighthouses(seats: int, seed: int) -> MacaoState:
    """A new game whose first two seats own an activated Leuchtturm from the start."""
    state = GAME.setup(seats, None, seed)
    for card in LIGHTHOUSES:
        for pile in (state.deck, state.display, *state.offices):
            if card in pile:
                pile.remove(card)
    for seat, card in enumerate(LIGHTHOUSES):
        state.players[seat].active.append(card)
    return state


def _shuttler(state: MacaoState, seat: int, moves: list[MacaoMove], rng: Rng) -> MacaoMove:
    """A greedy sailor: any free ship move first (the loop once found from outside),
    otherwise a purposeful move."""
    p = state.players[seat]
    free = [m for m in moves if isinstance(m, ShipMove) and actions.ship_cost(p, m.to) == 0]
    if free and rng.below(10) < 9:
        return free[rng.below(len(free))]
    return purposeful_move(state, seat, moves, rng)


@pytest.mark.parametrize("seats", [2, 4])
def test_every_turn_ends_within_a_bounded_number_of_moves(seats: int) -> None:
    ports = sum(1 for node in load().sea_nodes.values() if node.kind == "port")
    longest_run = ports + actions.distance_counted()
    turns: Counter[tuple[int, int, int]] = Counter()  # (seed, round, seat) -> moves
    for seed in range(6):
        state = _with_lighthouses(seats, seed)
        rng = Rng.from_seed(seed, "shuttler")
        run = 0
        for _ in range(20_000):
            if GAME.is_over(state):
                break
            seat = GAME.to_act(state)[0]
            move = _shuttler(state, seat, GAME.legal_moves(state, seat), rng)
            p = state.players[seat]
            free = isinstance(move, ShipMove) and actions.ship_cost(p, move.to) == 0
            if state.phase == "actions":
                turns[seed, state.round, seat] += 1
            state, _ = GAME.apply(state, seat, move)
            run = run + 1 if free else 0
            assert run <= longest_run, f"seed {seed}: {run} free ship moves in a row"
        assert GAME.is_over(state), f"seed {seed}: the game did not end"
    assert 0 < max(turns.values()) <= 150
