"""Random playouts: termination, untouched state on illegal moves, JSON, replay."""

import pytest

from engine.errors import IllegalMove
from engine.macao.moves import Deliver, Pass, WallMove
from engine.macao.state import MacaoOptions
from engine.playout import random_playout
from tests.engine.macao.support import DATA as GAME_DATA
from tests.engine.macao.support import GAME


@pytest.mark.parametrize(("seats", "seed"), [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_random_playouts_terminate_and_replay(seats: int, seed: int) -> None:
    state, log = random_playout(GAME, seats, seed)
    assert GAME.is_over(state) and state.round == 12
    assert GAME.to_act(state) == []
    result = GAME.result(state)
    assert sorted(s.seat for s in result.standings) == list(range(seats))
    replay = GAME.replay(seats, None, seed, log)
    assert replay.model_dump_json() == state.model_dump_json()
    text = GAME.to_json(state)
    assert GAME.to_json(GAME.from_json(text)) == text
    assert GAME.from_json(text) == state


def test_wall_order_option_plays_through() -> None:
    state, _ = random_playout(GAME, 3, 5, options=MacaoOptions(dice_order="wall_order"))
    assert GAME.is_over(state)


def test_illegal_moves_leave_the_state_identical() -> None:
    state = GAME.setup(3, None, 9)
    chooser = 0
    for step in range(400):
        if GAME.is_over(state):
            break
        before = state.model_dump_json()
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_moves(state, seat)
        for probe in (Pass(), Deliver(), WallMove(spaces=9)):
            if probe not in legal:
                with pytest.raises(IllegalMove):
                    GAME.apply(state, seat, probe)
        idle = [s for s in range(3) if s not in GAME.to_act(state)]
        if idle:
            with pytest.raises(IllegalMove):
                GAME.apply(state, idle[0], legal[0])
        assert state.model_dump_json() == before
        chooser = (chooser * 31 + step + 7) % 1009
        state, _ = GAME.apply(state, seat, legal[chooser % len(legal)])
        # JSON round trip at every step
        assert GAME.from_json(GAME.to_json(state)).model_dump_json() == state.model_dump_json()


def test_undo_barrier_after_reveals() -> None:
    state = GAME.setup(2, None, 3)
    seat = GAME.to_act(state)[0]
    state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    assert not GAME.can_undo(state, seat)  # the turn passed to the other player


def _check_invariants(state, before_pp: list[int]) -> None:
    data = GAME_DATA
    seats = range(state.num_seats)
    assert sorted(state.order) == list(seats)
    walls = [state.players[s].wall for s in state.order]
    assert [min(w, data.wall_last) for w in walls] == sorted(
        (min(w, data.wall_last) for w in walls), reverse=True
    )
    # every goods tile is on the board, on a ship or delivered; jokers never multiply
    on_board = sum(1 for tile in state.tiles.values() if tile != "joker")
    on_ships = sum(len(p.goods) for p in state.players)
    delivered = sum(len(slots) for slots in state.ports.values())
    assert on_board + on_ships + delivered == 24
    assert delivered == sum(p.delivered for p in state.players)
    jokers_on_board = sum(1 for tile in state.tiles.values() if tile == "joker")
    assert jokers_on_board + sum(p.jokers for p in state.players) <= 6
    assert set(state.tiles).isdisjoint(state.districts) and len(state.tiles) + len(
        state.districts
    ) == len(data.districts)
    for seat, p in enumerate(state.players):
        assert min(p.supply) >= 0 and p.gold >= 0
        assert all(min(field) >= 0 for field in p.rose)
        assert sorted(p.districts) == sorted(d for d, o in state.districts.items() if o == seat)
        assert p.pp >= before_pp[seat]  # prestige is only ever gained during play
        if not state.pending and state.phase != "over":
            assert len(p.tableau) <= data.tableau_slots
        assert len(set(p.active)) == len(p.active) and set(p.active).isdisjoint(p.tableau)


@pytest.mark.parametrize(("seats", "seed"), [(4, 21), (2, 22)])
def test_invariants_hold_after_every_move(seats: int, seed: int) -> None:
    final, log = random_playout(GAME, seats, seed)
    replay = GAME.setup(seats, None, seed)
    for seat, move in log:
        before = [p.pp for p in replay.players]
        replay, _ = GAME.apply(replay, seat, move)
        _check_invariants(replay, before)
    assert all(len(slots) <= 3 for slots in replay.ports.values())
    assert replay == final
