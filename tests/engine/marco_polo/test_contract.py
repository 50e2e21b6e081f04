"""The engine contract's shared checks (tests/engine/contract_checks.py) for Marco Polo:
events name their player, secret moves leak nothing, the move tree is good, and
resampling depends only on what the seat can see."""

from __future__ import annotations

import pytest

from engine import Rng
from tests.engine.contract_checks import check_game, play, resample_differences

from .helpers import GAME, dice, set_player, start
from .helpers import play as helper_play

CASES = [(n, v, seed) for n in (2, 3, 4) for v in ("pro", "first") for seed in (1, 2)]


@pytest.mark.parametrize(("seats", "variant", "seed"), CASES)
def test_contract_checks_pass_on_whole_games(seats: int, variant: str, seed: int) -> None:
    plies = check_game(GAME, seats, seed, {"variant": variant}, every_tree=1)
    assert plies > 50


def _midgame(seats: int, variant: str, plies: int, seed: int = 3):
    for count, ply in enumerate(play(GAME, seats, seed, {"variant": variant}), start=1):
        if count == plies:
            return ply.after
    raise AssertionError("the game ended early")


def _copy(state):
    return GAME.copy_state(state)


def test_resampling_ignores_the_goal_deck_order_and_other_players_goals() -> None:
    state = _midgame(3, "pro", 60)
    other = _copy(state)
    other.goal_deck = list(reversed(other.goal_deck))
    assert resample_differences(GAME, state, other, seat=0) == []
    swapped = _copy(state)
    # seat 1 holds another unseen card instead of its first goal
    unseen = swapped.goal_deck[0]
    swapped.goal_deck[0] = swapped.players[1].goals[0]
    swapped.players[1].goals = sorted([unseen, swapped.players[1].goals[1]])
    assert resample_differences(GAME, state, swapped, seat=0) == []
    # the seat's own cards are what it sees: those states do look different
    assert resample_differences(GAME, state, swapped, seat=1)[0].startswith("the two states")


def test_resampling_ignores_the_piles_and_the_random_state() -> None:
    state = _midgame(4, "first", 80)
    piles = _copy(state)
    everything = [c for pile in piles.round_piles for c in pile]
    unknown = [i for i, m in enumerate(piles.special_known) if m == 0]
    cards = everything + [piles.special[i] for i in unknown]
    cards.reverse()
    sizes = [len(p) for p in piles.round_piles]
    piles.round_piles = [cards[sum(sizes[:i]) : sum(sizes[: i + 1])] for i in range(len(sizes))]
    for index, card in zip(unknown, cards[len(everything) :], strict=True):
        piles.special[index] = card
    assert piles.round_piles != state.round_piles
    assert resample_differences(GAME, state, piles, seat=2) == []
    rolled = _copy(state)
    rolled.rng = Rng.from_seed(99, "other")
    assert resample_differences(GAME, state, rolled, seat=2) == []


def test_resampling_during_the_goal_choice_ignores_the_others_offers() -> None:
    state = GAME.setup(3, {"variant": "pro"}, 4)
    for _ in range(3):
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, seat, f"pick {state.draft_offer[0]}")
    assert state.phase == "goals"
    other = _copy(state)
    other.players[2].goal_offer, other.goal_deck[:4] = (
        other.goal_deck[:4],
        other.players[2].goal_offer,
    )
    assert resample_differences(GAME, state, other, seat=0) == []


def test_a_resampled_state_plays_on_to_the_end() -> None:
    state = _midgame(3, "pro", 40)
    sampled = GAME.resample(state, 1, Rng.from_seed(5))
    assert GAME.view(sampled, 1) == GAME.view(state, 1)
    assert sampled.goal_deck != state.goal_deck or sampled.round_piles != state.round_piles
    chooser = Rng.from_seed(5, "moves")
    while not GAME.is_over(sampled):
        seat = GAME.to_act(sampled)[0]
        moves = GAME.legal_moves(sampled, seat)
        sampled, _ = GAME.apply(sampled, seat, GAME.playout_move(sampled, seat, moves, chooser))
    assert GAME.result(sampled).standings


def _drawn_by_seat_0():
    """Seat 0 holds two contracts and draws a third from the special pile."""
    state = start(characters=["", "", "", ""])
    held = [state.players[0].contracts[0], state.contract_row.pop()]  # every card once
    set_player(state, 0, contracts=held, dice=dice(1, 1, 1), coins=10)
    state.office["alexandria"] = 9
    return helper_play(state, 0, "place travel 1,1", "travel venezia-alexandria")


def test_resampling_redraws_a_contract_another_seat_drew_but_keeps_the_own_one() -> None:
    state = _drawn_by_seat_0()
    other = _copy(state)
    unknown = other.special.index(
        next(c for c, m in zip(other.special, other.special_known, strict=True) if not m)
    )
    other.pending[0].items[0], other.special[unknown] = (
        other.special[unknown],
        other.pending[0].items[0],
    )
    assert resample_differences(GAME, state, other, seat=1) == []
    sampled = GAME.resample(state, 0, Rng.from_seed(1))
    assert sampled.pending[0].items == state.pending[0].items


def test_resampling_keeps_a_returned_contract_where_its_decliner_put_it() -> None:
    state = helper_play(_drawn_by_seat_0(), 0, "decline")
    returned = state.special[-1]
    for seed in range(5):
        assert GAME.resample(state, 0, Rng.from_seed(seed)).special[-1] == returned
    others = {GAME.resample(state, 1, Rng.from_seed(seed)).special[-1] for seed in range(8)}
    assert len(others) > 1  # to anyone else it is just an unseen card


def test_evaluate_counts_the_own_goal_cards_but_never_another_seats() -> None:
    state = start(characters=["", "", "", ""])
    for seat in range(4):
        set_player(
            state, seat, goals=[], posts=[], posts_placed=0, vp=0, coins=0, camels=0, contracts=[]
        )
    base = GAME.evaluate(state, 0)
    mine = _copy(state)
    set_player(mine, 0, goals=[7], posts=["lan-zhou", "kochi"], posts_placed=2)
    # goal card 7 (Lan-Zhou + Kochi) is worth 4, 2 goal cities 3 more, and Kochi's city
    # bonus comes again in each of the 4 later rounds
    assert state.round == 1
    assert GAME.evaluate(mine, 0) == pytest.approx(base + 7 + 4 * 1.0)
    half = _copy(state)
    set_player(half, 0, goals=[7], posts=["lan-zhou"], posts_placed=1)
    # one city of the card: 1 goal city point and a quarter of the card
    assert GAME.evaluate(half, 0) == pytest.approx(base + 1 + 0.25 * 4)
    posts_only = _copy(state)
    theirs = _copy(state)
    for seat in (1, 2):
        set_player(posts_only, seat, posts=["lan-zhou", "kochi"], posts_placed=2)
        set_player(theirs, seat, goals=[7], posts=["lan-zhou", "kochi"], posts_placed=2)
    assert GAME.evaluate(theirs, 0) == pytest.approx(GAME.evaluate(posts_only, 0))
    richer = _copy(state)
    set_player(richer, 0, gold=2, coins=5)
    assert GAME.evaluate(richer, 0) > base


def test_evaluate_counts_contracts_in_hand_more_when_they_can_be_paid() -> None:
    state = start(characters=["", "", "", ""])
    for seat in range(4):
        set_player(state, seat, contracts=[], pepper=0, silk=0, gold=0, camels=0)
    base = GAME.evaluate(state, 0)
    held = _copy(state)
    set_player(held, 0, contracts=["s2"])  # 1 camel and 1 gold for 2 points
    assert GAME.evaluate(held, 0) == pytest.approx(base + 0.3 * 2)
    set_player(held, 0, camels=1, gold=1)
    assert GAME.evaluate(held, 0) == pytest.approx(base + 0.6 * 2 + 0.2 + 0.4)


def test_a_finished_game_resamples_to_what_everyone_saw() -> None:
    final = list(play(GAME, 2, 4, {"variant": "pro"}))[-1].after
    assert GAME.is_over(final)
    sampled = GAME.resample(final, 0, Rng.from_seed(2))
    assert GAME.view(sampled, 0) == GAME.view(final, 0)
    assert [p.goals for p in sampled.players] == [p.goals for p in final.players]
