"""The round: start player, income, dice, low-roll compensation, turn order, round end."""

from __future__ import annotations

from engine.marco_polo.state import Die

from .helpers import GAME, dice, play, set_player, start

PLAIN = ["", "", "", ""]


def finish_round(state, seat: int | None = None):
    """Everyone runs out of dice; the current player ends the turn, closing the round."""
    for player in state.players:
        player.dice = []
    state.main_done = True
    return play(state, state.current if seat is None else seat, "end")


def settle(state):
    """Answer every open round-start decision with its first legal move."""
    while state.pending and state.phase != "turns":
        seat = state.pending[0].seat
        state = play(state, seat, GAME.format_move(GAME.legal_moves(state, seat)[0]))
    return state


def test_turn_order_skips_players_without_dice() -> None:
    state = start(characters=PLAIN)
    set_player(state, 1, dice=[])
    set_player(state, 0, dice=dice(3, 3))
    state = play(state, 0, "place camels 3", "end")
    assert state.current == 2
    set_player(state, 2, dice=dice(1))
    state = play(state, 2, "place camels 1", "end")
    assert state.current == 3
    set_player(state, 3, dice=[])
    state = play(state, 3, "end")
    assert state.current == 0 and state.round == 1


def test_last_traveller_becomes_start_player_even_with_black_dice() -> None:
    state = start(characters=PLAIN)
    state.office = {}
    set_player(state, 0, dice=dice(1))
    state = play(state, 0, "bag 1", "end")
    set_player(state, 1, dice=dice(2, 2, kind="b"), coins=20)
    state = play(state, 1, "place travel 2b,2b", "travel venezia-alexandria", "end")
    assert state.last_traveller == 1
    state = settle(finish_round(state))
    assert state.round == 2 and state.start_player == 1 and state.current == 1


def test_start_player_unchanged_when_nobody_travelled() -> None:
    state = start(characters=PLAIN)
    state.start_player = 2
    state = settle(finish_round(state))
    assert state.start_player == 2 and state.current == 2


def test_round_end_refreshes_contracts_and_returns_black_dice() -> None:
    state = start(characters=PLAIN)
    left = list(state.contract_row)
    next_pile = list(state.round_piles[0])
    state.black_dice = 1
    state = settle(finish_round(state))
    assert state.contract_row == next_pile
    assert state.special[-6:] == left
    assert state.black_dice == 5 and len(state.round_piles) == 3
    assert all(len([d for d in p.dice if d.kind == "p"]) == 5 for p in state.players)
    assert not any(state.spaces.get(k) for k in ("camels", "travel", "bag"))


def test_small_city_income_and_simultaneous_choices() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, posts=["xian", "anxi"], posts_placed=2)
    set_player(state, 2, posts=["kashgar"], posts_placed=1)
    coins = state.players[0].coins
    state = finish_round(state)
    assert state.phase == "income"
    assert GAME.to_act(state) == [0, 2]
    assert state.players[0].coins == coins + 5  # Anxi: A, 5 coins
    state = play(state, 2, "goods gold,silk")
    assert GAME.to_act(state) == [0]
    state = play(state, 0, "bonus b")  # Xian: D, take another marker: B, 3 camels
    assert state.phase in ("compensation", "turns")


def test_character_income_each_round() -> None:
    state = start(characters=["johannes", "niccolo", "matteo", ""])
    before = [(p.coins, p.camels, len(p.contracts)) for p in state.players]
    state.players[2].contracts = []
    state = finish_round(state)
    state = settle(state)
    p = state.players
    assert p[0].coins >= before[0][0] + 3
    assert p[1].camels >= before[1][1] + 1
    assert len(p[2].contracts) == 1
    assert [d.kind for d in p[2].dice].count("w") == 1
    assert [d.kind for d in p[3].dice].count("w") == 0


def test_low_roll_compensation_is_split_freely() -> None:
    state = GAME.setup(4, {"variant": "first"}, 0)
    for seed in range(40):
        state = GAME.setup(4, {"variant": "first"}, seed)
        if any(p.kind == "compensate" for p in state.pending):
            break
    pending = next(p for p in state.pending if p.kind == "compensate")
    player = state.players[pending.seat]
    assert sum(d.value for d in player.dice) == 15 - pending.n
    assert player.character != "raschid"
    moves = [GAME.format_move(m) for m in GAME.legal_moves(state, pending.seat)]
    assert len(moves) == pending.n + 1
    camels, coins = player.camels, player.coins
    state = play(state, pending.seat, f"compensate 1 camels {pending.n - 1} coins")
    assert state.players[pending.seat].camels == camels + 1
    assert state.players[pending.seat].coins == coins + pending.n - 1


def test_raschid_never_rolls_nor_gets_compensation() -> None:
    for seed in range(10):
        state = GAME.setup(2, {"variant": "first"}, seed)
        assert all(d.value == 0 for d in state.players[0].dice)
        assert not any(p.seat == 0 and p.kind == "compensate" for p in state.pending)


def test_five_rounds_then_the_game_ends() -> None:
    state = start(characters=PLAIN)
    for round_number in range(2, 6):
        state = settle(finish_round(state))
        assert state.round == round_number
    assert state.round_piles == []
    state = finish_round(state)
    assert GAME.is_over(state) and GAME.to_act(state) == []
    assert state.contract_row == []


def test_unused_black_die_goes_back_at_round_end() -> None:
    state = start(characters=PLAIN)
    state.players[0].dice.append(Die(kind="b", value=4))
    state.black_dice = 4
    state = settle(finish_round(state))
    assert state.black_dice == 5
    assert not any(d.kind == "b" for p in state.players for d in p.dice)


def test_matteo_replaces_or_declines_his_round_contract_alongside_other_choices() -> None:
    state = start(characters=["", "matteo", "", ""])
    set_player(state, 1, contracts=["c05", "c07"])
    set_player(state, 3, posts=["kashgar"], posts_placed=1)
    top = state.special[0]
    state = finish_round(state)
    assert GAME.to_act(state) == [1, 3]
    assert {GAME.format_move(m) for m in GAME.legal_moves(state, 1)} == {
        "drop c05", "drop c07", "decline",
    }  # fmt: skip
    state = play(state, 1, "drop c07")
    assert state.players[1].contracts == ["c05", top]


def test_undo_stops_at_rolls_and_draws() -> None:
    state = start(characters=["", "", "", ""])
    set_player(state, 0, dice=dice(3, 3, 3, 3, 3), camels=5, contracts=["s2"], gold=1)
    state = play(state, 0, "place camels 3")
    assert GAME.can_undo(state, 0)
    state = play(state, 0, "reroll 3")
    assert not GAME.can_undo(state, 0)  # a die was rolled
    state = play(state, 0, "fulfil s2")
    assert GAME.can_undo(state, 0)
    set_player(state, 0, contracts=["s6"], camels=5, pepper=1, silk=1)
    state = play(state, 0, "fulfil s6")
    assert not GAME.can_undo(state, 0)  # a contract was drawn from the pile
