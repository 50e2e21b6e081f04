"""The six main actions, occupied spaces, and the bonus actions (rules' worked examples)."""

from __future__ import annotations

import pytest

from engine import IllegalMove
from engine.marco_polo.data import BAZAAR

from .helpers import GAME, dice, play, resources, set_player, start

PLAIN = ["", "", "", ""]


def test_bazaar_example_silk_4_and_5_gives_3_silk() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(4, 5, 1, 1, 1))
    state = play(state, 0, "place silk 4,5")
    assert state.players[0].silk == 3
    assert [d.value for d in state.spaces["silk"][0].dice] == [4, 5]


@pytest.mark.parametrize("space", ["camels", "pepper", "silk", "gold"])
@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_every_bazaar_row(space: str, value: int) -> None:
    state = start(characters=PLAIN)
    count = {"camels": 1, "pepper": 1, "silk": 2, "gold": 3}[space]
    set_player(state, 0, dice=dice(*([value] * count)), coins=0, camels=0)
    before = resources(state, 0)
    state = play(state, 0, f"place {space} {','.join([str(value)] * count)}")
    expected = dict(before)
    for token in BAZAAR[space][value - 1]:
        if token == "move":
            continue
        name, amount = token.split(":")
        expected[name] += int(amount)
    assert resources(state, 0) == expected
    if value == 5 and space == "gold":
        assert state.pending[0].kind == "travel" and not state.pending[0].base


def test_gold_at_3_is_2_gold_and_2_camels() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(3, 3, 4), camels=0)
    state = play(state, 0, "place gold 3,3,4")
    assert (state.players[0].gold, state.players[0].camels) == (2, 2)


def test_a_lower_bazaar_row_may_be_chosen() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(4, 4), camels=0, coins=0)
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert {"place silk 4,4", "place silk 4,4 row 3"} <= moves
    state = play(state, 0, "place silk 4,4 row 3")
    assert (state.players[0].silk, state.players[0].camels) == (2, 1)
    with pytest.raises(IllegalMove):
        GAME.apply(start(characters=PLAIN), 0, "place silk 1,1 row 5")


@pytest.mark.parametrize(
    ("space", "low", "rows"),
    [
        ("camels", 6, [6]),  # "Hier gibt es keinen Sinn ein niedrigeres Feld zu wählen."
        ("camels", 3, [3]),
        ("pepper", 6, [6, 5]),  # row 5 adds 2 coins; rows 1-4 give less of everything
        ("pepper", 5, [5]),
        ("pepper", 4, [4, 3]),
        ("silk", 6, [6, 5]),
        ("silk", 4, [4, 3]),
        ("gold", 6, [6, 5, 3]),  # Move 1 on row 5, 2 camels on row 3
        ("gold", 5, [5, 3]),
        ("gold", 2, [2]),
    ],
)
def test_only_sensible_lower_rows_are_offered(space: str, low: int, rows: list[int]) -> None:
    state = start(characters=PLAIN)
    count = {"camels": 1, "pepper": 1, "silk": 2, "gold": 3}[space]
    set_player(state, 0, dice=dice(*([low] * count)), coins=0)
    offered = [m.row for m in GAME.legal_moves(state, 0) if getattr(m, "space", None) == space]
    assert offered == rows


def test_a_pointless_lower_row_is_still_accepted_when_typed() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(5, 1, 1, 1, 1), camels=0)
    assert "place camels 5 row 2" not in {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    state = play(state, 0, "place camels 5 row 2")
    assert state.players[0].camels == 2


def test_raschid_sets_his_die_pepper_6_gives_4_pepper() -> None:
    state = start(characters=["raschid", "", "", ""])
    assert all(d.value == 0 for d in state.players[0].dice)
    state = play(state, 0, "place pepper 6")
    assert state.players[0].pepper == 4
    assert state.spaces["pepper"][0].dice[0].value == 6


def test_five_coins_ignores_the_die_and_occupied_costs_the_lowest_die() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(1, 1, 1, 1, 1), coins=0)
    state = play(state, 0, "place coins 1", "end")
    assert state.players[0].coins == 5
    set_player(state, 1, dice=dice(4, 4, 4, 4, 4), coins=10)
    state = play(state, 1, "place coins 4")
    assert state.players[1].coins == 10 - 4 + 5


def test_occupied_fee_is_the_lowest_placed_die_and_berke_pays_nothing() -> None:
    state = start(characters=["", "", "berke", ""])
    set_player(state, 0, dice=dice(2, 2, 2, 2, 2))
    state = play(state, 0, "place travel 2,2")
    state = play(state, 0, GAME.format_move(GAME.legal_moves(state, 0)[0]), "end")
    set_player(state, 1, dice=dice(3, 5, 1, 1, 1), coins=20)
    state = play(state, 1, "place travel 3,5")
    assert state.players[1].coins == 17
    state = play(state, 1, GAME.format_move(GAME.legal_moves(state, 1)[0]), "end")
    set_player(state, 2, dice=dice(4, 6, 1, 1, 1), coins=20)
    state = play(state, 2, "place travel 4,6")
    assert state.players[2].coins == 20


def test_fee_must_be_affordable() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(6, 1, 1, 1, 1))
    state = play(state, 0, "place camels 1", "end")
    set_player(state, 1, dice=dice(6, 6, 6, 6, 6), coins=5)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 1, "place camels 6")
    assert "fee" in info.value.reason.key


def test_one_colour_per_space_but_black_and_white_dice_are_exempt() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(2, 3, 4, 5, 6) + dice(5, kind="b"), coins=20, camels=0)
    state = play(state, 0, "place camels 2", "end")
    for seat in (1, 2, 3):
        set_player(state, seat, dice=[])
    state.current = 0
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "place camels 3")
    assert "colour" in info.value.reason.key
    state = play(state, 0, "place camels 5b")
    assert (state.players[0].camels, state.players[0].coins) == (2 + 5, 20 - 5)


def test_black_die_can_join_own_dice() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(4, 1, 1, 1, 1) + dice(6, kind="b"))
    state = play(state, 0, "place silk 4,6b")
    assert state.players[0].silk == 3
    assert [d.kind for d in state.spaces["silk"][0].dice] == ["p", "b"]


def test_khan_example_needs_equal_or_higher_and_has_4_places() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(3, 1, 1, 1, 1), camels=0, coins=0)
    state = play(state, 0, "place khan 3")
    assert state.players[0].camels == 2 and state.pending[0].kind == "good"
    state = play(state, 0, "good gold", "end")
    assert state.players[0].gold == 1 and state.players[0].coins == 0  # never a fee
    set_player(state, 1, dice=dice(2, 4, 1, 1, 1), coins=0)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 1, "place khan 2")
    assert "khan_low" in info.value.reason.key
    state = play(state, 1, "place khan 4", "good gold", "end")
    assert state.players[1].gold == 1 and state.players[1].camels == 2 + 2
    set_player(state, 2, dice=dice(4, 1, 1, 1, 1))
    state = play(state, 2, "place khan 4", "good silk", "end")
    set_player(state, 3, dice=dice(6, 6, 1, 1, 1))
    state = play(state, 3, "place khan 6", "good silk", "end")
    set_player(state, 0, dice=dice(6, kind="b"))
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "place khan 6b")
    assert "khan_full" in info.value.reason.key


def test_four_dice_khan_example_blocks_lower_values() -> None:
    """Three-player game: the neutral 1 sits on space 1; the next die must be >= 1, then >= it."""
    state = start(3, characters=["", "", ""])
    assert len(state.spaces["khan"]) == 1
    set_player(state, 0, dice=dice(1, 1, 1, 1, 1))
    state = play(state, 0, "place khan 1", "good pepper", "end")
    set_player(state, 1, dice=dice(5, 2, 2, 2, 2))
    state = play(state, 1, "place khan 5", "good pepper", "end")
    set_player(state, 2, dice=dice(4, 4, 4, 4, 6))
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 2)}
    assert "place khan 6" in moves and "place khan 4" not in moves


def test_contract_example_die_5_takes_2_and_5_with_a_camel() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(5, 1, 1, 1, 1), camels=0, contracts=[])
    row = list(state.contract_row)
    state = play(state, 0, "place contracts 5")
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert "contract take 2,5 camels" in moves and "contract take 6" not in moves
    state = play(state, 0, "contract take 2,5 camels")
    assert state.players[0].contracts == [row[1], row[4]]
    assert state.players[0].camels == 1
    assert state.contract_row == [row[0], row[2], row[3], row[5]]  # slid left


def test_contract_space_6_pays_2_and_old_contracts_make_room() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(6, 1, 1, 1, 1), coins=0, contracts=["s1", "c05"])
    row = list(state.contract_row)
    special = len(state.special)
    state = play(state, 0, "place contracts 6", "contract take 6 coins")
    assert state.players[0].coins == 2
    assert state.pending[0].kind == "drop_contract"
    assert {GAME.format_move(m) for m in GAME.legal_moves(state, 0)} == {"drop s1", "drop c05"}
    state = play(state, 0, "drop s1")  # starting contracts leave the game
    assert state.players[0].contracts == ["c05", row[5]]
    assert len(state.special) == special
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(6, 1, 1, 1, 1), contracts=["c05", "c07"])
    row = list(state.contract_row)
    state = play(state, 0, "place contracts 6", "contract take 1,2")
    assert state.players[0].contracts == row[:2]
    assert state.special[-2:] == ["c05", "c07"]  # under the special pile


def test_empty_contract_row_refills_two_from_the_special_pile() -> None:
    state = start(characters=PLAIN)
    state.contract_row = state.contract_row[:1]
    top = state.special[:2]
    set_player(state, 0, dice=dice(1, 1, 1, 1, 1), contracts=[])
    state = play(state, 0, "place contracts 1", "contract take 1")
    assert state.contract_row == top


def test_travel_example_two_steps_cost_7_coins_plus_route_camels() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(2, 4, 1, 1, 1), coins=10, camels=3)
    state = play(state, 0, "place travel 2,4")
    assert state.pending[0].n == 2
    state = play(state, 0, "travel venezia-oasis-e-samarcanda")
    p = state.players[0]
    assert (p.coins, p.camels, p.figures) == (3, 0, ["samarcanda"])
    assert "samarcanda" in p.posts


def test_travel_needs_exactly_two_dice_and_affordable_step() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(2, 4, 1, 1, 1), coins=2)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "place travel 4")
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "place travel 2,4")
    assert "cannot_travel" in info.value.reason.key


def test_money_bag_is_a_bonus_action_without_fee() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(6, 6, 1, 1, 1), coins=0)
    state = play(state, 0, "bag 6", "bag 6", "place camels 1", "bag 1")
    assert state.players[0].coins == 9
    assert len(state.spaces["bag"]) == 3


def test_bonus_example_buy_black_reroll_twice_and_bump_costs_7_camels() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(3, 3, 3, 3, 3), camels=7)
    state = play(state, 0, "buy black")
    black = next(d for d in state.players[0].dice if d.kind == "b")
    state = play(state, 0, f"reroll {black.value}b")
    black = next(d for d in state.players[0].dice if d.kind == "b")
    state = play(state, 0, f"reroll {black.value}b", "bump 3 up")
    assert state.players[0].camels == 0
    assert sorted(d.value for d in state.players[0].dice if d.kind == "p") == [3, 3, 3, 3, 4]
    assert state.black_dice == 4


def test_one_black_die_per_turn_and_no_wrap_when_turning() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(6, 1, 1, 1, 1), camels=20)
    state = play(state, 0, "buy black")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "buy black")
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert "bump 6 down" in moves and "bump 6 up" not in moves
    assert "bump 1 up" in moves and "bump 1 down" not in moves


def test_no_black_die_left() -> None:
    state = start(characters=PLAIN)
    state.black_dice = 0
    set_player(state, 0, camels=9)
    assert "buy black" not in {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}


def test_turn_must_take_a_main_action_before_ending() -> None:
    state = start(characters=PLAIN)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "end")
    set_player(state, 0, dice=dice(2))
    state = play(state, 0, "bag 2", "end")  # no dice left: the turn may end
    assert state.current == 1


@pytest.mark.parametrize(("seats", "camel", "coins"), [(4, 0, 0), (3, 1, 0), (2, 1, 2)])
def test_mercator_by_player_count(seats: int, camel: int, coins: int) -> None:
    chars = ["", "mercator", "", ""][:seats]
    state = start(seats, characters=chars)
    set_player(state, 0, dice=dice(4, 4, 4, 6, 6), coins=20)
    set_player(state, 1, camels=0, coins=0, silk=0)
    state = play(state, 0, "place silk 4,4")
    assert state.players[1].silk == 1  # 1 of the good, however many were taken
    state.main_done = False
    state = play(state, 0, "place khan 6", "good gold")
    assert state.players[1].camels == camel
    state.main_done = False
    state = play(state, 0, "place coins 6")
    assert state.players[1].coins == coins


def test_mercator_gets_nothing_for_his_own_actions() -> None:
    state = start(2, characters=["mercator", ""])
    set_player(state, 0, dice=dice(3, 3, 3, 3, 3), camels=0, silk=0, coins=0)
    state = play(state, 0, "place silk 3,3")
    assert (state.players[0].silk, state.players[0].camels) == (2, 1)


def test_taking_spaces_5_and_6_may_split_the_bonus() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(6, 1, 1, 1, 1), coins=0, camels=0, contracts=[])
    state = play(state, 0, "place contracts 6")
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert {"contract take 5,6 camels", "contract take 5,6 coins,camels"} <= moves
    state = play(state, 0, "contract take 5,6 coins,camels")
    assert (state.players[0].coins, state.players[0].camels) == (1, 2)


def test_bare_oasis_in_a_path_is_resolved_when_unique() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(2, 2, 1, 1, 1), coins=20)
    state = play(state, 0, "place travel 2,2", "travel venezia-oasis-moscow")
    assert state.players[0].figures == ["moscow"]
    with pytest.raises(IllegalMove):
        GAME.parse_move("travel oasis-b-oasis-beijing")  # two oases fit
