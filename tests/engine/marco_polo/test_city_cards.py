"""Every city card (table 4 and the supplement's examples)."""

from __future__ import annotations

import pytest

from engine import IllegalMove

from .helpers import GAME, dice, play, resources, set_player, start

RICH = {"coins": 30, "camels": 20, "pepper": 10, "silk": 10, "gold": 10, "vp": 0}


def on_card(card: str, die: int, posts: list[str] | None = None, fulfilled: int = 0, **fields):
    """Seat 0 owns a post in Moscow, whose card is `card`, and places a die `die` on it."""
    state = start(characters=["", "", "", ""])
    state.city_cards["moscow"] = card
    set_player(
        state, 0, dice=dice(die, 1, 1, 1, 1), posts=posts or ["moscow"],
        posts_placed=len(posts or ["moscow"]), fulfilled=["c01"] * fulfilled, **{**RICH, **fields},
    )  # fmt: skip
    return play(state, 0, f"city moscow {die}")


def delta(before: dict[str, int], state) -> dict[str, int]:
    after = resources(state, 0)
    return {k: after[k] - before[k] for k in after if after[k] != before[k]}


@pytest.mark.parametrize(
    ("card", "die", "expected"),
    [
        ("cc01", 5, {"coins": 10}),
        ("cc02", 5, {"gold": 1}),
        ("cc02", 6, {"gold": 3}),
        ("cc03", 1, {"pepper": 1}),
        ("cc03", 2, {"pepper": 3}),
        ("cc04", 2, {"silk": 1}),
        ("cc04", 4, {"silk": 3}),
    ],
)
def test_cards_paid_by_die_value(card: str, die: int, expected: dict[str, int]) -> None:
    state = on_card(card, die)
    assert delta(RICH, state) == expected and not state.pending


@pytest.mark.parametrize(
    ("card", "die", "count", "expected"),
    [
        ("cc06", 2, 3, {"vp": 2}),  # capped by the die
        ("cc06", 5, 3, {"vp": 3}),  # capped by the posts
        ("cc07", 3, 4, {"coins": 6}),
        ("cc07", 6, 2, {"coins": 4}),
        ("cc08", 3, 4, {"vp": 3}),
        ("cc08", 5, 2, {"vp": 2}),
        ("cc09", 3, 4, {"coins": 6}),  # supplement example 1
        ("cc09", 5, 2, {"coins": 4}),  # supplement example 2
    ],
)
def test_count_cards_are_capped_by_the_die(card: str, die: int, count: int, expected) -> None:
    if card in ("cc06", "cc07"):
        posts = ["moscow", "anxi", "kochi", "xian", "adana"][:count]
        state = on_card(card, die, posts=posts)
    else:
        state = on_card(card, die, fulfilled=count)
    assert delta(RICH, state) == expected


def test_cc05_die_5_gives_two_different_small_city_bonuses() -> None:
    state = on_card("cc05", 5, posts=["moscow", "anxi", "kashgar"])
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert moves == {"use 1 anxi", "use 1 kashgar", "use 2 anxi,kashgar"}
    state = play(state, 0, "use 2 anxi,kashgar")
    assert delta(RICH, state) == {"coins": 5} and state.pending[0].kind == "goods2"
    state = on_card("cc05", 4, posts=["moscow", "anxi", "kashgar"])
    assert {GAME.format_move(m) for m in GAME.legal_moves(state, 0)} == {
        "use 1 anxi",
        "use 1 kashgar",
    }


def test_cc05_needs_a_small_city() -> None:
    state = start(characters=["", "", "", ""])
    state.city_cards["moscow"] = "cc05"
    set_player(state, 0, dice=dice(5), posts=["moscow"], posts_placed=1)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "city moscow 5")


REPEAT = {
    "cc10": ({"gold": -2, "vp": 4}),
    "cc11": ({"camels": -1, "pepper": -1, "coins": 2, "vp": 2}),
    "cc12": ({"silk": -2, "vp": 3}),
    "cc13": ({"camels": -3, "pepper": 1, "silk": 1, "gold": 1}),
    "cc14": ({"camels": -1, "silk": -1, "coins": 8}),
    "cc15": ({"camels": -1, "gold": -1, "coins": 9}),
    "cc16": ({"camels": -1, "silk": -1, "coins": 4, "vp": 2}),
    "cc17": ({"camels": -2, "silk": -1, "vp": 4}),
    "cc18": ({"camels": -1, "pepper": -1, "coins": 7}),
    "cc21": ({"camels": -2, "coins": 2, "vp": 1}),
    "cc22": ({"camels": -1, "vp": 1}),
    "cc23": ({"camels": -1, "gold": -1, "coins": 6, "vp": 2}),
    "cc24": ({"camels": -1, "gold": -1, "vp": 4}),
    "cc26": ({"pepper": -2, "vp": 2}),
    "cc27": ({"camels": -3, "pepper": -1, "vp": 4}),
}


@pytest.mark.parametrize("card", sorted(REPEAT))
def test_repeat_cards_up_to_the_die(card: str) -> None:
    state = on_card(card, 3)
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert moves == {"use 1", "use 2", "use 3"}
    state = play(state, 0, "use 2")
    assert delta(RICH, state) == {k: 2 * v for k, v in REPEAT[card].items()}


def test_city_card_example_die_3_two_gold_two_camels_give_8_points() -> None:
    state = on_card("cc24", 3, camels=2, gold=2)
    assert {GAME.format_move(m) for m in GAME.legal_moves(state, 0)} == {"use 1", "use 2"}
    state = play(state, 0, "use 2")
    p = state.players[0]
    assert (p.camels, p.gold, p.vp) == (0, 0, 8)


def test_repeat_card_needs_one_affordable_use() -> None:
    state = start(characters=["", "", "", ""])
    state.city_cards["moscow"] = "cc10"
    set_player(state, 0, dice=dice(3), posts=["moscow"], posts_placed=1, gold=1)
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "city moscow 3")
    assert "unaffordable" in info.value.reason.key


def test_cc19_buys_goods_of_choice() -> None:
    state = play(on_card("cc19", 4), 0, "use 2")
    assert delta(RICH, state) == {"coins": -4}
    assert sum(p.n for p in state.pending if p.kind == "good") == 2
    state = play(state, 0, "good gold", "good pepper")
    assert delta(RICH, state) == {"coins": -4, "gold": 1, "pepper": 1}


def test_cc20_buys_steps_without_base_cost_and_one_post_at_the_end() -> None:
    state = play(on_card("cc20", 3), 0, "use 2")
    assert (
        state.pending[0].kind == "travel" and state.pending[0].n == 2 and not state.pending[0].base
    )
    state.players[0].figures = ["venezia"]
    state = play(state, 0, "travel venezia-alexandria-oasis-i")
    assert delta(RICH, state) == {"camels": -4}
    assert state.players[0].posts == ["moscow"]  # passed Alexandria: no post


def test_cc25_pays_a_coin_per_different_small_city() -> None:
    state = on_card("cc25", 4, posts=["moscow", "anxi", "adana", "kochi"])
    state.city_bonus.update({"anxi": "a", "adana": "e", "kochi": "f"})
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert "use 3 adana,anxi,kochi" in moves and "use 4 adana,anxi,kochi" not in moves
    state = play(state, 0, "use 3 adana,anxi,kochi")
    assert delta(RICH, state) == {"coins": -3 + 5 + 3, "camels": 1, "vp": 3}


def test_cc28_pays_two_different_goods_per_step() -> None:
    state = on_card("cc28", 2, pepper=0, silk=1, gold=3)
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert moves == {"use 1 gold+silk"}
    state = play(state, 0, "use 1 gold+silk")
    assert state.pending[0].kind == "travel" and state.pending[0].n == 1


def test_cc29_one_direction_up_to_the_die() -> None:
    state = play(on_card("cc29", 5), 0, "use 5 camels>coins")
    assert delta(RICH, state) == {"camels": -5, "coins": 15}
    state = play(on_card("cc29", 5), 0, "use 5 coins>camels")
    assert delta(RICH, state) == {"camels": 5, "coins": -5}


def test_cc30_points_for_coins_may_go_negative() -> None:
    state = play(on_card("cc30", 2, vp=0), 0, "use 2 vp>coins")
    assert state.players[0].vp == -2 and delta(RICH, state)["coins"] == 6
    state = play(on_card("cc30", 3), 0, "use 3 coins>vp")
    assert delta(RICH, state) == {"coins": -9, "vp": 3}


def test_cc31_goods_and_camels_both_ways() -> None:
    state = play(on_card("cc31", 2), 0, "use 2 goods>camels gold,silk")
    assert delta(RICH, state) == {"gold": -1, "silk": -1, "camels": 4}
    state = play(on_card("cc31", 2), 0, "use 2 camels>goods")
    assert delta(RICH, state) == {"camels": -4} and state.pending[0].n == 2


def test_a_city_card_once_per_round_needs_a_post_and_even_berke_cannot_share() -> None:
    state = on_card("cc01", 2)
    state = play(state, 0, "end")
    set_player(
        state, 1, dice=dice(3, 3, 3, 3, 3), posts=["moscow"], posts_placed=1, character="berke"
    )
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 1, "city moscow 3")
    assert "card_used" in info.value.reason.key
    set_player(state, 1, posts=[])
    state.spaces["moscow"] = []
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 1, "city moscow 3")
    assert "no_post" in info.value.reason.key


def test_a_new_post_unlocks_the_city_card_from_the_next_turn() -> None:
    state = start(characters=["", "", "", ""])
    state.city_cards["alexandria"] = "cc01"
    state.office = {}
    set_player(state, 0, dice=dice(2, 1, 1, 1, 1), contracts=["c07"], camels=9, pepper=9, gold=9)
    state = play(state, 0, "fulfil c07", "travel venezia-alexandria")  # Move 1 before the action
    assert "alexandria" in state.players[0].posts
    assert "city alexandria 2" not in {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    with pytest.raises(IllegalMove) as info:
        GAME.apply(state, 0, "city alexandria 2")
    assert "too_new" in info.value.reason.key
    for seat in (1, 2, 3):
        set_player(state, seat, dice=[])
    state = play(state, 0, "place camels 1", "end")
    assert state.current == 0
    state = play(state, 0, "city alexandria 2")
    assert state.players[0].coins >= 4
