"""Undo never crosses a reveal: every roll, draw and turned-up card is a barrier, for the
player who caused it too (issue: the last `end` of a round turned up six contracts, and
the same player, first in the next round, could still undo)."""

from __future__ import annotations

import pytest

from engine import IllegalMove
from engine.marco_polo.state import MarcoPoloState
from tests.engine.contract_checks import play as play_game

from .helpers import GAME, dice, play, set_player, start

PLAIN = ["", "", "", ""]


def _only_seat_0_has_dice(state: MarcoPoloState, *values: int) -> None:
    for seat in range(1, state.num_seats):
        set_player(state, seat, dice=[])
    set_player(state, 0, dice=dice(*values))


def test_the_last_end_of_a_round_is_a_barrier_when_the_same_player_decides_next() -> None:
    state = start(seats=2, characters=["", ""])
    _only_seat_0_has_dice(state, 3)
    # Kashgar's bonus (2 different goods) asks seat 0 at the next round's start, before
    # anyone rolls: the acting seat does not change, and nothing random happens
    set_player(state, 0, posts=["kashgar"], posts_placed=1)
    next_row = state.round_piles[0]
    state = play(state, 0, "bag 3")
    assert GAME.can_undo(state, 0)
    state = play(state, 0, "end")
    assert state.round == 2 and state.contract_row == next_row
    assert GAME.to_act(state) == [0] and state.pending[0].kind == "goods2"
    assert not GAME.can_undo(state, 0)


def test_the_round_start_roll_is_a_barrier() -> None:
    state = start(seats=2, characters=["", ""])
    _only_seat_0_has_dice(state, 3)
    state = play(state, 0, "bag 3", "end")
    assert state.round == 2 and state.players[0].dice
    assert not GAME.can_undo(state, 0)


def test_a_reroll_is_a_barrier() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(3, 3), camels=5)
    state = play(state, 0, "bump 3 up")
    assert GAME.can_undo(state, 0)  # turning a die reveals nothing
    state = play(state, 0, "reroll 3")
    assert not GAME.can_undo(state, 0)


def test_buying_a_black_die_is_a_barrier_but_raschid_sets_his() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(3), camels=6)
    assert not GAME.can_undo(play(state, 0, "buy black"), 0)
    state = start(characters=["raschid", "", "", ""])
    set_player(state, 0, camels=6)
    after = play(state, 0, "buy black")
    assert after.players[0].dice[-1].value == 0  # nothing rolled, nothing revealed
    assert GAME.can_undo(after, 0)


def test_a_black_die_as_a_contract_reward_is_a_barrier() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, contracts=["s4"], camels=2, pepper=1, gold=1)
    state = play(state, 0, "fulfil s4")
    assert state.players[0].dice[-1].kind == "b"
    assert not GAME.can_undo(state, 0)


def test_a_contract_drawn_onto_the_tableau_is_a_barrier() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, contracts=["s6"], camels=2, pepper=1, silk=1)
    top = state.special[0]
    state = play(state, 0, "fulfil s6")
    assert state.players[0].contracts == [top]
    assert not GAME.can_undo(state, 0)


def test_the_office_contract_bonus_is_a_barrier_also_onto_a_full_tableau() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(1, 1), coins=10, contracts=["c05", "c07"])
    state.office["alexandria"] = 9  # the top contract of the special pile
    state = play(state, 0, "place travel 1,1")
    assert GAME.can_undo(state, 0)
    state = play(state, 0, "travel venezia-alexandria")
    assert state.pending[0].kind == "new_contract"
    assert not GAME.can_undo(state, 0)
    state = play(state, 0, "decline")  # the player's own choice about a card already seen
    assert GAME.can_undo(state, 0)


def test_matteos_contract_at_the_round_start_is_a_barrier() -> None:
    state = start(seats=2, characters=["matteo", ""])
    _only_seat_0_has_dice(state, 3)
    set_player(state, 0, contracts=[])
    top = state.special[0]
    state = play(state, 0, "bag 3", "end")
    assert top in state.players[0].contracts
    assert not GAME.can_undo(state, 0)


def test_refilling_the_empty_row_from_the_special_pile_is_a_barrier() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(6), contracts=[])
    state.contract_row = state.contract_row[:2]
    top = state.special[:2]
    state = play(state, 0, "place contracts 6")
    assert GAME.can_undo(state, 0)
    state = play(state, 0, "contract take 1,2")
    assert state.contract_row == top
    assert not GAME.can_undo(state, 0)


def test_dealing_the_goal_offers_is_a_barrier() -> None:
    state = GAME.setup(2, {"variant": "pro"}, 3)
    state = play(state, 1, f"pick {state.draft_offer[0]}")
    assert GAME.can_undo(state, 1) is False  # the next seat decides now
    state = play(state, 0, f"pick {state.draft_offer[0]}")
    assert state.players[0].goal_offer and not GAME.can_undo(state, 0)


def test_an_undone_move_leaves_no_trace_where_undo_is_allowed() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(3, 3), camels=5)
    before = state.model_dump_json()
    after = play(state, 0, "bump 3 up")
    assert GAME.can_undo(after, 0)
    with pytest.raises(IllegalMove):
        GAME.apply(after, 1, "end")  # not their turn: undo is the service's replay
    assert state.model_dump_json() == before


def _revealed(before: MarcoPoloState, after: MarcoPoloState) -> bool:
    """Did the move turn up or draw anything hidden, or roll a die?"""
    return (
        after.rng.state != before.rng.state
        or after.round != before.round
        or len(after.special) < len(before.special)
        or [len(p) for p in after.round_piles] != [len(p) for p in before.round_piles]
        or any(
            a.goal_offer and not b.goal_offer
            for a, b in zip(after.players, before.players, strict=True)
        )
    )


@pytest.mark.parametrize("seed", range(40))
def test_no_undo_after_any_reveal_in_seeded_three_player_games(seed: int) -> None:
    reveals = 0
    for ply in play_game(GAME, 3, seed, {"variant": "pro"}):
        if _revealed(ply.before, ply.after):  # type: ignore[arg-type]
            reveals += 1
            assert not GAME.can_undo(ply.after, ply.seat), GAME.format_move(ply.move)
    assert reveals >= 5
