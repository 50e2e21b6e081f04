"""Set-up for 2, 3 and 4 players in both variants."""

from __future__ import annotations

import pytest

from engine import IllegalMove
from engine.marco_polo.data import CITY_CARD_SLOTS, LARGE_CITIES, SMALL_CITIES, STANDARD_CITY_BONUS

from .helpers import GAME, play


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_player_count_setup(seats: int) -> None:
    state = GAME.setup(seats, {"variant": "first"}, 5)
    assert state.black_dice == seats + 1
    khan = state.spaces["khan"]
    assert len(khan) == 4 - seats if seats < 4 else not khan
    assert all(p.seat == -1 and p.dice[0].value == 1 for p in khan)
    assert bool(state.spaces.get("coins")) == (seats == 2)
    assert [p.character for p in state.players] == ["raschid", "matteo", "berke", "mercator"][
        :seats
    ]
    assert all(len(p.goals) == 2 for p in state.players)
    assert all(p.contracts[0].startswith("s") for p in state.players)
    # Matteo Polo's round income: the top contract of the special pile
    assert len(state.players[1].contracts) == 2 and state.players[1].contracts[1].startswith("c")
    assert len(state.special) == 7


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_starting_money_in_seat_order(seats: int) -> None:
    state = GAME.setup(seats, {"variant": "pro"}, 3)
    assert [p.coins for p in state.players] == [7, 8, 9, 10][:seats]
    assert [p.camels for p in state.players] == [2] * seats
    assert all(p.figures == ["venezia"] and p.posts_total == 9 for p in state.players)


def test_board_setup() -> None:
    state = GAME.setup(4, {"variant": "first"}, 11)
    assert list(state.city_cards) == list(CITY_CARD_SLOTS)
    assert len(set(state.city_cards.values())) == 9
    assert set(state.office) == set(LARGE_CITIES) and len(set(state.office.values())) == 7
    assert state.city_bonus == STANDARD_CITY_BONUS
    assert len(state.contract_row) == 6
    assert [len(p) for p in state.round_piles] == [6, 6, 6, 6]
    assert len(state.special) == 7  # Matteo took the top one
    every = (
        state.contract_row + [c for p in state.round_piles for c in p] + state.special
        + state.players[1].contracts[1:]
    )  # fmt: skip
    assert len(set(every)) == 38 and not any(c.startswith("s") for c in every)
    assert len(state.goal_deck) == 18 - 8


def test_pro_variant_shuffles_city_bonuses_and_drafts() -> None:
    layouts = {
        tuple(GAME.setup(4, {"variant": "pro"}, seed).city_bonus.values()) for seed in range(6)
    }
    assert len(layouts) > 1
    state = GAME.setup(3, {"variant": "pro"}, 2)
    assert set(state.city_bonus) == set(SMALL_CITIES)
    assert state.phase == "draft" and len(state.draft_offer) == 4
    # reverse seat order: the last seat picks first
    assert GAME.to_act(state) == [2]
    first = state.draft_offer[0]
    state = play(state, 2, f"pick {first}")
    assert state.players[2].character == first
    assert GAME.to_act(state) == [1]
    with pytest.raises(IllegalMove):
        GAME.apply(state, 1, f"pick {first}")
    state = play(state, 1, f"pick {state.draft_offer[0]}")
    state = play(state, 0, f"pick {state.draft_offer[0]}")
    assert len(state.draft_offer) == 1
    # goal cards: everyone draws 4 and keeps 2, simultaneously
    assert state.phase == "goals" and GAME.to_act(state) == [0, 1, 2]
    assert all(len(p.goal_offer) == 4 for p in state.players)
    offer = sorted(state.players[1].goal_offer)
    state = play(state, 1, f"keep {offer[0]},{offer[3]}")
    assert state.players[1].goals == [offer[0], offer[3]]
    assert GAME.to_act(state) == [0, 2]
    for seat in (0, 2):
        state = play(state, seat, GAME.format_move(GAME.legal_moves(state, seat)[0]))
    assert state.phase in ("compensation", "turns", "income")
    assert len(state.goal_deck) == 18 - 6


def test_first_game_characters_by_seat() -> None:
    state = GAME.setup(2, {"variant": "first"}, 1)
    assert [p.character for p in state.players] == ["raschid", "matteo"]
    # Raschid never rolls; Matteo rolls the white die too
    assert all(d.value == 0 for d in state.players[0].dice)
    assert [d.kind for d in state.players[1].dice].count("w") == 1


def test_bad_options_and_seat_counts() -> None:
    with pytest.raises(IllegalMove):
        GAME.setup(5)
    with pytest.raises(IllegalMove):
        GAME.setup(3, {"variant": "expert"})


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_opening_says_characters_are_chosen_from_the_last_seat(seats: int) -> None:
    state = GAME.setup(seats, None, 5)
    assert GAME.to_act(state) == [seats - 1]
    (opening,) = GAME.opening(state)
    assert opening.render("en") == (
        f"Characters are chosen in reverse seat order, Player {seats} first; "
        "Player 1 starts the first round."
    )
    assert GAME.opening(GAME.setup(seats, {"variant": "first"}, 5)) == []
