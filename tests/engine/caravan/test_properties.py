"""Properties over many seeded games: termination, legality, purity, replay, conservation."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import IllegalMove
from engine.caravan import GAME, rules
from engine.caravan.data import DEMAND_MARKERS, FULL_COUNTS, SHORT_COUNTS
from engine.caravan.legal import derive, reason
from engine.caravan.moves import Carry, MoveCamel, Pass, Place, Steal, Take
from engine.caravan.state import CaravanState
from engine.playout import random_playout

SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seats = st.integers(min_value=2, max_value=4)
seeds = st.integers(min_value=0, max_value=2**40)
option_sets = st.sampled_from(
    [{}, {"sixth_camel": True}, {"short_game": False}, {"short_game": True}]
)


def _goods_total(state: CaravanState) -> int:
    on_camels = sum(c.good is not None for p in state.players for c in p.camels)
    delivered = sum(len(p.delivered) for p in state.players)
    on_spaces = sum(s.good is not None for s in state.spaces)
    return len(state.bag) + on_spaces + on_camels + delivered


def _demand_total(state: CaravanState) -> int:
    return (
        state.demand_supply
        + sum(s.demand for s in state.spaces)
        + sum(p.demand for p in state.players)
    )


def _all_candidates(state: CaravanState, seat: int) -> list:
    camels = range(1, len(state.players[seat].camels) + 2)  # one past the last camel too
    moves: list = [Pass()]
    for c in camels:
        moves += [Place(camel=c, cell=x) for x in range(49)]
        moves += [MoveCamel(camel=c, cell=x) for x in range(49)]
        moves.append(Take(camel=c))
        moves += [Carry(source=c, target=d) for d in camels]
        for victim in range(state.num_seats):
            moves.append(Steal(camel=c, victim=victim))
            moves += [Steal(camel=c, victim=victim, victim_camel=v) for v in camels]
    return moves


@SETTINGS
@given(seats, seeds, option_sets)
def test_playouts_terminate_and_conserve_goods_and_markers(
    num_seats: int, seed: int, options: dict
) -> None:
    state, log = random_playout(GAME, num_seats, seed, options, max_moves=3000)
    assert GAME.is_over(state)
    short = state.options.short_game
    total = sum((SHORT_COUNTS if short else FULL_COUNTS).values())
    replayed = GAME.setup(num_seats, options, seed)
    for seat, move in log:
        assert _goods_total(replayed) == total
        assert _demand_total(replayed) == DEMAND_MARKERS
        assert all(p.theft_markers >= 0 for p in replayed.players)
        assert sum(p.theft_markers for p in replayed.players) == num_seats
        replayed, _ = GAME.apply(replayed, seat, move)
    assert GAME.to_json(replayed) == GAME.to_json(state)  # replay from seed + log


@SETTINGS
@given(seats, seeds, option_sets)
def test_legal_moves_agree_with_the_validator(num_seats: int, seed: int, options: dict) -> None:
    _state, log = random_playout(GAME, num_seats, seed, options, max_moves=3000)
    # revisit a few positions along the game
    replayed = GAME.setup(num_seats, options, seed)
    checkpoints = set(range(0, len(log), max(1, len(log) // 5)))
    for index, (seat, move) in enumerate(log):
        if index in checkpoints:
            legal = GAME.legal_moves(replayed, seat)
            board = derive(replayed, seat)
            for candidate in _all_candidates(replayed, seat):
                ok = reason(replayed, seat, candidate, board) is None
                if candidate in legal:
                    assert ok, candidate
                elif ok:  # only the explicit form of an unambiguous steal is legal but unlisted
                    assert isinstance(candidate, Steal) and candidate.victim_camel is not None
                    assert candidate.model_copy(update={"victim_camel": None}) in legal
        replayed, _ = GAME.apply(replayed, seat, move)


@SETTINGS
@given(seats, seeds)
def test_every_legal_move_applies_and_illegal_ones_change_nothing(
    num_seats: int, seed: int
) -> None:
    _state, log = random_playout(GAME, num_seats, seed, max_moves=3000)
    replayed = GAME.setup(num_seats, None, seed)
    checkpoints = set(range(0, len(log), max(1, len(log) // 4)))
    for index, (seat, move) in enumerate(log):
        if index in checkpoints:
            snapshot = GAME.to_json(replayed)
            for legal in GAME.legal_moves(replayed, seat):
                GAME.apply(replayed, seat, legal)
                # parse(format(m)) == m for every legal move
                assert GAME.parse_move(GAME.format_move(legal)) == legal
            other = (seat + 1) % num_seats
            for bad in (move, "fly c1 to the moon", "place c9 a1", "move c1 z9", ""):
                with pytest.raises(IllegalMove):
                    GAME.apply(replayed, other, bad)  # a legal move of another seat, garbage
            for bad_seat in (-1, num_seats):
                with pytest.raises(IllegalMove):
                    GAME.apply(replayed, bad_seat, move)
            assert GAME.to_json(replayed) == snapshot
        replayed, _ = GAME.apply(replayed, seat, move)


@SETTINGS
@given(seats, seeds)
def test_json_round_trip_is_exact_at_every_step(num_seats: int, seed: int) -> None:
    state = GAME.setup(num_seats, None, seed)
    _, log = random_playout(GAME, num_seats, seed, max_moves=3000)
    for seat, move in log[:120]:
        text = GAME.to_json(state)
        again = GAME.from_json(text)
        assert again == state
        assert GAME.to_json(again) == text
        state, _ = GAME.apply(state, seat, move)


def test_illegal_move_on_a_finished_game_changes_nothing() -> None:
    state, _ = random_playout(GAME, 2, 5)
    snapshot = GAME.to_json(state)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "pass")
    assert GAME.to_json(state) == snapshot


def test_a_crash_inside_apply_leaves_the_state_untouched(monkeypatch: pytest.MonkeyPatch) -> None:
    state = GAME.setup(2, None, 3)
    snapshot = GAME.to_json(state)

    def explode(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(rules, "_next_turn", explode)
    with pytest.raises(RuntimeError):
        GAME.apply(state, state.current, "pass")
    assert GAME.to_json(state) == snapshot
