"""Fulfilling contracts and every reward symbol."""

from __future__ import annotations

import pytest

from engine import IllegalMove

from .helpers import GAME, dice, play, resources, set_player, start

RICH = {"coins": 10, "camels": 10, "pepper": 10, "silk": 10, "gold": 10, "vp": 0}


def holding(*contracts: str, **fields):
    state = start(characters=["", "", "", ""])
    set_player(state, 0, contracts=list(contracts), dice=dice(1, 1, 1, 1, 1), **{**RICH, **fields})
    return state


def delta(state) -> dict[str, int]:
    after = resources(state, 0)
    return {k: after[k] - RICH[k] for k in after if after[k] != RICH[k]}


def test_example_one_camel_two_silk_for_5_coins_and_3_points() -> None:
    state = play(holding("s3"), 0, "fulfil s3")
    assert delta(state) == {"camels": -1, "silk": -2, "coins": 5, "vp": 3}
    assert state.players[0].contracts == [] and state.players[0].fulfilled == ["s3"]


def test_fulfilling_needs_every_good_and_camel() -> None:
    state = holding("s3", silk=1)
    assert "fulfil s3" not in {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "fulfil s3")
    with pytest.raises(IllegalMove):
        GAME.apply(holding("s3"), 0, "fulfil c01")  # not one of yours


def test_bonus_actions_before_and_after_the_main_action_not_during() -> None:
    state = holding("c03", "c04")
    state = play(state, 0, "fulfil c03", "good gold", "place contracts 1")
    assert state.pending  # a decision is open: no bonus action now
    assert "fulfil c04" not in {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "fulfil c04")
    state = play(state, 0, "contract take 1")
    assert len(state.players[0].contracts) == 2 and not state.pending
    state = holding("c03", "c04")
    state = play(state, 0, "place camels 1", "fulfil c04", "end")
    assert state.players[0].fulfilled == ["c04"]


@pytest.mark.parametrize(
    ("contract", "expected"),
    [
        ("c04", {"coins": 4}),
        ("c09", {"camels": 4}),
        ("c19", {"coins": 4, "camels": 3}),
        ("s3", {"coins": 5}),
        ("s2", {"camels": 3}),
    ],
)
def test_resource_rewards(contract: str, expected: dict[str, int]) -> None:
    from engine.marco_polo.data import CONTRACTS

    c = CONTRACTS[contract]
    state = play(holding(contract), 0, f"fulfil {contract}")
    want = {"camels": -c.camels, "pepper": -c.pepper, "silk": -c.silk, "gold": -c.gold, "vp": c.vp}
    for key, value in expected.items():
        want[key] = want.get(key, 0) + value
    assert delta(state) == {k: v for k, v in want.items() if v}


def test_reward_good_of_choice() -> None:
    state = play(holding("c20"), 0, "fulfil c20")
    assert [GAME.format_move(m) for m in GAME.legal_moves(state, 0)] == [
        "good gold", "good pepper", "good silk",
    ]  # fmt: skip
    state = play(state, 0, "good pepper")
    assert state.players[0].pepper == 11


def test_reward_two_different_goods() -> None:
    state = play(holding("s5"), 0, "fulfil s5")
    assert len(GAME.legal_moves(state, 0)) == 3
    state = play(state, 0, "goods pepper,silk")
    assert (state.players[0].pepper, state.players[0].silk) == (11, 10)


def test_reward_black_die_is_rolled_and_limited() -> None:
    state = play(holding("c01"), 0, "fulfil c01")
    assert [d.kind for d in state.players[0].dice].count("b") == 1 and state.black_dice == 4
    state = holding("c01")
    state.black_dice = 0
    state = play(state, 0, "fulfil c01")
    assert [d.kind for d in state.players[0].dice].count("b") == 0


def test_reward_move_one_step_with_route_costs() -> None:
    state = play(holding("c07"), 0, "fulfil c07")
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert moves == {
        "travel venezia-alexandria",
        "travel venezia-oasis-a",
        "travel venezia-oasis-e",
    }
    state = play(state, 0, "travel venezia-oasis-e")
    assert state.players[0].camels == 10 - 2 - 3 and state.players[0].coins == 10


def test_reward_contract_from_the_special_pile() -> None:
    state = holding("s6")
    top = state.special[0]
    state = play(state, 0, "fulfil s6")
    assert state.players[0].contracts == [top]


def test_reward_contract_with_full_hand_replace_or_decline() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, contracts=["c02", "c05", "c08"], **RICH)
    top = state.special[0]
    # three contracts cannot happen in play; build it from fulfilling c02 with two others held
    set_player(state, 0, contracts=["c02", "c05"])
    state = play(state, 0, "fulfil c02")
    assert state.players[0].contracts == ["c05", top]  # room was free after fulfilling
    top2 = state.special[0]
    set_player(state, 0, contracts=["c05", top, "c25"], pepper=10, silk=10, gold=10, camels=10)
    state.players[0].contracts = ["c25", "c05"]
    state = play(state, 0, "fulfil c25")
    assert state.players[0].contracts == ["c05", top2]
    state = start(characters=["", "", "", ""])
    set_player(state, 0, contracts=["c05", "c07"], **RICH)
    state.players[0].contracts = ["c05", "c07"]
    from engine.marco_polo.state import Pending

    new = state.special.pop(0)
    state.pending = [Pending(seat=0, kind="new_contract", items=[new])]
    assert {GAME.format_move(m) for m in GAME.legal_moves(state, 0)} == {
        "drop c05",
        "drop c07",
        "decline",
    }
    replaced = play(state, 0, "drop c05")
    assert replaced.players[0].contracts == ["c07", new] and replaced.special[-1] == "c05"
    declined = play(state, 0, "decline")
    assert declined.players[0].contracts == ["c05", "c07"] and declined.special[-1] == new


def test_reward_good_and_black_die_together() -> None:
    state = play(holding("c12"), 0, "fulfil c12")
    assert [d.kind for d in state.players[0].dice].count("b") == 1
    assert state.pending[0].kind == "good"


def test_fulfil_by_position_names_the_first_or_second_active_contract() -> None:
    state = holding("s3", "c04")
    move = GAME.parse_move("fulfil 2")
    assert GAME.format_move(move) == "fulfil 2"
    assert "C04" in GAME.label(move, state).render("en")
    after, _ = GAME.apply(state, 0, move)
    assert after.players[0].fulfilled == ["c04"] and after.last_move is not None
    assert after.last_move.move == GAME.parse_move("fulfil c04")
    assert GAME.apply(state, 0, "fulfil 1")[0].players[0].fulfilled == ["s3"]
    with pytest.raises(IllegalMove):
        GAME.apply(holding("s3"), 0, "fulfil 2")  # only one contract held
    with pytest.raises(IllegalMove):
        GAME.parse_move("fulfil 12")


def test_space_5_or_6_without_the_bonus_kind_says_what_is_missing() -> None:
    state = holding()
    set_player(state, 0, dice=dice(5, 1))
    state = play(state, 0, "place contracts 5")
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "contract take 2,5")
    assert info.value.reason.key == "marco_polo.err.slot_bonus"
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "contract take 2,3 camels")  # no bonus on these spaces
    assert info.value.reason.key == "marco_polo.err.no_slot_bonus"
    assert play(state, 0, "contract take 2,5 coins").players[0].coins == 10 + 1
