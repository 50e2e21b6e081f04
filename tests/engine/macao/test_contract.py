"""Macao against the checks every game passes: events name their player, secret dice
choices leak nothing, the move tree is good, and resampling sees only the seat's view."""

from __future__ import annotations

import pytest

from engine.macao.data import COLOURS
from engine.macao.moves import ChooseDice
from engine.macao.state import MacaoState
from engine.rng import Rng
from tests.engine.contract_checks import check_game, resample_differences
from tests.engine.macao.support import GAME, advance_until

ORDERS = ("simultaneous", "wall_order")


@pytest.mark.parametrize("order", ORDERS)
@pytest.mark.parametrize(("seats", "seed"), [(2, 1), (3, 2), (4, 3), (4, 8)])
def test_full_games_keep_the_contract(seats: int, seed: int, order: str) -> None:
    plies = check_game(GAME, seats, seed, {"dice_order": order})
    assert plies > 200


def _dice_step(seats: int = 3, seed: int = 5) -> MacaoState:
    """Simultaneous dice: the first player in wall order has chosen, the others not."""
    state = advance_until(GAME.setup(seats, None, seed), lambda s: s.phase == "dice")
    first = state.order[0]
    return GAME.apply(state, first, GAME.legal_moves(state, first)[0])[0]


def _other_choice(state: MacaoState, seat: int) -> MacaoState:
    """`state` with `seat`'s secret dice choice replaced by another pair."""
    other = GAME.copy_state(state)
    a, b = other.players[seat].dice
    pair = [c for c in range(len(COLOURS)) if c not in (a, b)][:2]
    other.players[seat].dice = pair
    if state.last_seat != seat:
        return other
    assert state.last_move is not None
    choice = ChooseDice(
        first=COLOURS[pair[0]],
        first_value=state.dice[pair[0]],
        second=COLOURS[pair[1]],
        second_value=state.dice[pair[1]],
    )
    other.last_move = state.last_move.model_copy(update={"move": choice})
    return other


def test_states_differing_in_deck_order_resample_alike() -> None:
    state = _dice_step()
    shuffled = GAME.copy_state(state)
    shuffled.deck = list(reversed(state.deck))
    seat = GAME.to_act(state)[0]
    assert resample_differences(GAME, state, shuffled, seat) == []


def test_states_differing_in_the_future_dice_resample_alike() -> None:
    state = _dice_step()
    other = GAME.copy_state(state)
    other.rng = Rng.from_seed(99)
    seat = GAME.to_act(state)[0]
    assert resample_differences(GAME, state, other, seat) == []


def test_states_differing_in_the_seed_resample_alike() -> None:
    """Two real games that look the same to the seat but started from different seeds:
    the seed is not in the seat's view, so the resampled worlds are identical."""
    state = _dice_step()
    other = GAME.copy_state(state)
    other.seed = state.seed + 1
    seat = GAME.to_act(state)[0]
    assert GAME.view(state, seat) == GAME.view(other, seat)
    for n in range(3):
        first = GAME.resample(state, seat, Rng.from_seed(n, "resample"))
        second = GAME.resample(other, seat, Rng.from_seed(n, "resample"))
        assert GAME.to_json(first) == GAME.to_json(second)
    assert resample_differences(GAME, state, other, seat) == []


def test_states_differing_in_another_players_secret_dice_resample_alike() -> None:
    state = _dice_step()
    chooser = state.order[0]
    other = _other_choice(state, chooser)
    seat = GAME.to_act(state)[0]
    assert GAME.view(state, seat) == GAME.view(other, seat)
    assert GAME.view(state, chooser) != GAME.view(other, chooser)
    assert resample_differences(GAME, state, other, seat) == []


def test_all_secrets_at_once_resample_alike_and_the_seats_own_are_kept() -> None:
    state = _dice_step(seats=4, seed=6)
    chooser = state.order[0]
    seat = GAME.to_act(state)[0]
    state = GAME.apply(state, seat, GAME.legal_moves(state, seat)[-1])[0]  # seat chose too
    other = _other_choice(state, chooser)
    other.deck = sorted(other.deck)
    other.rng = Rng.from_seed(3)
    assert resample_differences(GAME, state, other, seat) == []
    sampled = GAME.resample(state, seat, Rng.from_seed(1))
    assert sampled.players[seat].dice == state.players[seat].dice
    assert sorted(sampled.deck) == sorted(state.deck)
    # the resampled state plays on like any other: everyone still to choose can choose
    for waiting in GAME.to_act(sampled):
        sampled = GAME.apply(sampled, waiting, GAME.legal_moves(sampled, waiting)[0])[0]
    assert sampled.phase == "actions"


def test_resampling_draws_the_hidden_things_anew() -> None:
    state = _dice_step(seats=4, seed=2)
    seat = GAME.to_act(state)[0]
    samples = [GAME.resample(state, seat, Rng.from_seed(n)) for n in range(8)]
    assert len({tuple(s.deck) for s in samples}) == 8
    assert len({s.rng.state for s in samples}) == 8
    chooser = state.order[0]
    assert len({tuple(s.players[chooser].dice) for s in samples}) > 1


def test_once_choices_are_revealed_they_are_not_resampled() -> None:
    state = advance_until(GAME.setup(3, None, 4), lambda s: s.phase == "actions")
    seat = GAME.to_act(state)[0]
    for n in range(5):
        sampled = GAME.resample(state, seat, Rng.from_seed(n))
        assert [p.dice for p in sampled.players] == [p.dice for p in state.players]
        assert GAME.view(sampled, seat) == GAME.view(state, seat)
