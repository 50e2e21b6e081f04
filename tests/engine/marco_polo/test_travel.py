"""Travel, trading posts, office and city bonuses, and the travelling characters."""

from __future__ import annotations

import pytest

from engine import IllegalMove
from engine.marco_polo.data import OFFICE_BONUSES
from engine.marco_polo.state import Pending

from .helpers import GAME, dice, play, resources, set_player, start

PLAIN = ["", "", "", ""]


def travelling(characters: list[str] = PLAIN, seats: int = 4, steps: int = 6, **fields):
    """Seat 0 has placed travel dice and must now choose the journey."""
    state = start(seats, characters=characters)
    set_player(state, 0, dice=dice(steps, steps, 1, 1, 1), **{"coins": 50, "camels": 20, **fields})
    return play(state, 0, f"place travel {steps},{steps}")


def test_one_step_to_alexandria_places_a_post_and_takes_the_office_bonus() -> None:
    state = travelling(steps=1)
    state.office["alexandria"] = 2  # 5 coins
    state = play(state, 0, "travel venezia-alexandria")
    p = state.players[0]
    assert p.coins == 50 - 3 + 5 and p.posts == ["alexandria"] and p.posts_placed == 1
    assert "alexandria" not in state.office


@pytest.mark.parametrize("bonus", sorted(OFFICE_BONUSES))
def test_every_office_bonus(bonus: int) -> None:
    state = travelling(steps=1, pepper=0, silk=0, gold=0, contracts=[])
    state.office["alexandria"] = bonus
    before = resources(state, 0)
    special_top = state.special[0]
    state = play(state, 0, "travel venezia-alexandria")
    after = resources(state, 0)
    delta = {k: after[k] - before[k] for k in after}
    delta["coins"] += 3
    expected = {k: 0 for k in delta}
    pending = [p.kind for p in state.pending]
    match OFFICE_BONUSES[bonus]:
        case ("good",):
            assert pending == ["good"]
        case ("move",):
            assert pending == ["travel"] and not state.pending[0].base
        case ("contract",):
            assert state.players[0].contracts == [special_top]
        case ("black_die",):
            assert [d.kind for d in state.players[0].dice].count("b") == 1
            assert state.black_dice == 4
        case (token,):
            name, amount = token.split(":")
            expected[name] = int(amount)
    assert delta == expected


def test_office_bonus_only_for_the_first_post() -> None:
    state = travelling(steps=1)
    state.office["alexandria"] = 2
    state = play(state, 0, "travel venezia-alexandria", "end")
    set_player(state, 1, dice=dice(1, 1, 1, 1, 1), coins=10)
    state = play(state, 1, "place travel 1,1", "travel venezia-alexandria")
    assert state.players[1].coins == 10 - 1 - 3  # fee 1 + one step, no office bonus


@pytest.mark.parametrize(
    ("letter", "expected", "pending"),
    [
        ("a", {"coins": 5}, []),
        ("b", {"camels": 3}, []),
        ("c", {}, ["goods2"]),
        ("d", {}, ["other_bonus"]),
        ("e", {"camels": 1, "coins": 3}, []),
        ("f", {"vp": 3}, []),
    ],
)
def test_every_city_bonus_on_arrival(letter: str, expected: dict, pending: list[str]) -> None:
    state = travelling(steps=3)
    state.city_bonus["adana"] = letter
    before = resources(state, 0)
    state = play(state, 0, "travel venezia-alexandria-oasis-i-adana")
    after = resources(state, 0)
    delta = {k: after[k] - before[k] for k in after if after[k] != before[k]}
    assert delta.pop("coins", 0) + 12 == expected.get("coins", 0)
    assert delta.pop("camels", 0) + 2 == expected.get("camels", 0)
    assert delta == {k: v for k, v in expected.items() if k not in ("coins", "camels")}
    assert [p.kind for p in state.pending] == pending


def test_city_bonus_d_takes_another_marker() -> None:
    state = travelling(steps=3)
    state.city_bonus["adana"] = "d"
    state = play(state, 0, "travel venezia-alexandria-oasis-i-adana")
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert moves == {"bonus a", "bonus b", "bonus c", "bonus e", "bonus f"}
    vp = state.players[0].vp
    state = play(state, 0, "bonus f")
    assert state.players[0].vp == vp + 3


def test_city_bonus_c_two_different_goods() -> None:
    state = travelling(steps=3, pepper=0, silk=0, gold=0)
    state.city_bonus["adana"] = "c"
    state = play(state, 0, "travel venezia-alexandria-oasis-i-adana")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, "goods gold,gold")
    state = play(state, 0, "goods silk,gold")
    assert (state.players[0].gold, state.players[0].silk) == (1, 1)


def test_passing_a_city_places_no_post_and_oasis_or_venezia_none() -> None:
    state = travelling(steps=2)
    state = play(state, 0, "travel venezia-alexandria-oasis-i")
    assert state.players[0].posts == []
    state = travelling(steps=2)
    state = play(state, 0, "travel venezia-alexandria-venezia")  # back and forth
    assert state.players[0].posts == [] and state.players[0].figures == ["venezia"]


def test_back_and_forth_paths_are_accepted_when_typed() -> None:
    state = travelling(steps=3)
    state = play(state, 0, "travel venezia-alexandria-venezia-alexandria")
    assert state.players[0].coins == 50 - 12 and state.players[0].posts == ["alexandria"]


def test_illegal_paths_are_rejected_without_change() -> None:
    state = travelling(steps=2)
    before = state.model_dump_json()
    for bad in (
        "travel venezia-moscow",
        "travel alexandria-venezia",
        "travel venezia-oasis-a-moscow-anxi",
    ):
        with pytest.raises(IllegalMove):
            GAME.apply(state, 0, bad)
    assert state.model_dump_json() == before


def test_route_costs_must_be_payable() -> None:
    state = travelling(steps=1, camels=2)
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert moves == {
        "travel venezia-oasis-a",
        "travel venezia-alexandria",
    }  # oasis-e needs 3 camels


def test_beijing_takes_the_best_free_space() -> None:
    state = travelling(steps=1)
    state.players[0].figures = ["xian"]
    state.beijing = [2, -1, -1, -1]
    state = play(state, 0, "travel xian-beijing")
    assert state.beijing == [2, 0, -1, -1]


def test_eighth_and_ninth_posts_score_5_and_10() -> None:
    state = travelling(steps=1)
    p = state.players[0]
    p.posts = ["moscow", "anxi", "karakorum", "samarcanda", "kashgar", "lan-zhou", "xian"]
    p.posts_placed = 7
    state = play(state, 0, "travel venezia-alexandria")
    assert state.players[0].vp == 5
    state.players[0].figures = ["oasis-i"]
    state.pending = [Pending(seat=0, kind="travel", n=1, base=False)]
    state = play(state, 0, "travel oasis-i-adana")
    assert state.players[0].vp == 15 + (3 if state.city_bonus["adana"] == "f" else 0)


def test_no_post_left_moves_an_existing_one() -> None:
    state = travelling(steps=1)
    p = state.players[0]
    p.posts = [
        "moscow",
        "anxi",
        "karakorum",
        "samarcanda",
        "kashgar",
        "lan-zhou",
        "xian",
        "kochi",
        "ormuz",
    ]
    p.posts_placed = 9
    state.office["alexandria"] = 2
    state = play(state, 0, "travel venezia-alexandria")
    assert state.pending[0].kind == "relocate"
    assert len(GAME.legal_moves(state, 0)) == 9
    coins = state.players[0].coins
    state = play(state, 0, "relocate kashgar")
    assert "kashgar" not in state.players[0].posts and "alexandria" in state.players[0].posts
    assert state.players[0].posts_placed == 9 and state.players[0].coins == coins + 5
    assert state.players[0].vp == 0  # no placement points for a moved post


def test_move_reward_pays_route_costs_and_is_forfeited_when_unpayable() -> None:
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(5, 5, 5, 1, 1), camels=0, coins=0)
    state.players[0].figures = ["samarcanda"]
    state = play(state, 0, "place gold 5,5,5")
    assert state.pending[0].kind == "travel"
    # samarcanda: oasis-e (free) or oasis-f (2 camels): no base cost for a Move reward
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert moves == {"travel samarcanda-oasis-e"}
    state = start(characters=PLAIN)
    set_player(state, 0, dice=dice(5, 5, 5, 1, 1), camels=0, coins=0)
    state.players[0].figures = ["kashgar"]  # both routes need camels
    state = play(state, 0, "place gold 5,5,5")
    assert [GAME.format_move(m) for m in GAME.legal_moves(state, 0)] == ["skip"]
    state = play(state, 0, "skip")
    assert state.players[0].figures == ["kashgar"] and not state.pending


def test_johannes_example_alexandria_oasis_oasis_beijing() -> None:
    state = travelling(["johannes", "", "", ""], steps=3, camels=0)
    state.players[0].figures = ["alexandria"]
    state = play(state, 0, "travel alexandria-oasis-i-oasis-c-beijing")
    p = state.players[0]
    assert p.figures == ["beijing"] and p.coins == 50 - 12 and "beijing" in p.posts
    assert state.beijing[0] == 0


def test_johannes_jump_is_one_free_step_and_listed() -> None:
    state = travelling(["johannes", "", "", ""], steps=1, camels=0)
    state.players[0].figures = ["oasis-b"]
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert "travel oasis-b-oasis-j" in moves and "travel oasis-b-oasis-c" in moves
    state = play(state, 0, "travel oasis-b-oasis-c")  # jump: no 5-coin route cost
    assert state.players[0].coins == 47
    plain = travelling(steps=1, camels=0)
    plain.players[0].figures = ["oasis-b"]
    plain = play(plain, 0, "travel oasis-b-oasis-c")
    assert plain.players[0].coins == 42


def test_niccolo_splits_steps_between_two_figures_and_pays_up_front() -> None:
    state = travelling(["niccolo", "", "", ""], steps=3)
    assert state.players[0].figures == ["venezia", "venezia"]
    moves = {GAME.format_move(m) for m in GAME.legal_moves(state, 0)}
    assert "travel venezia-alexandria + venezia-oasis-a-moscow" in moves
    state = play(state, 0, "travel venezia-alexandria + venezia-oasis-a-moscow")
    p = state.players[0]
    assert p.figures == ["alexandria", "moscow"] and p.coins <= 50 - 12 + 10
    assert set(p.posts) == {"alexandria", "moscow"}
    with pytest.raises(IllegalMove):
        GAME.apply(
            travelling(["niccolo", "", "", ""], steps=1),
            0,
            "travel venezia-alexandria + venezia-oasis-a",
        )


def test_wilhelm_posts_in_every_city_passed_and_bonuses_after() -> None:
    state = travelling(["wilhelm", "", "", ""], steps=4)
    assert state.players[0].posts_total == 11
    state.office["alexandria"] = 2
    state.city_bonus["adana"] = "f"
    state = play(state, 0, "travel venezia-alexandria-oasis-i-adana-oasis-i")
    p = state.players[0]
    assert p.posts == ["alexandria", "adana"]
    assert p.vp == 3 and p.coins == 50 - 12 + 5


# Ten cities that leave a player with no trading post in hand (nine plus Wilhelm's tenth).
TEN_POSTS = (
    "moscow",
    "anxi",
    "karakorum",
    "samarcanda",
    "kashgar",
    "lan-zhou",
    "xian",
    "kochi",
    "ormuz",
    "sumatra",
)


def test_wilhelm_eleventh_post_scores_10() -> None:
    state = travelling(["wilhelm", "", "", ""], steps=1)
    p = state.players[0]
    p.posts = list(TEN_POSTS)
    p.posts_placed = 10
    p.vp = 0
    state = play(state, 0, "travel venezia-alexandria")
    assert state.players[0].vp == 10


def test_kubilai_starts_in_beijing_on_the_10_space() -> None:
    state = start(characters=["", "kubilai", "", ""])
    p = state.players[1]
    assert p.figures == ["beijing"] and p.posts == ["beijing"] and state.beijing[0] == 1


def test_a_rich_traveller_on_six_steps_has_many_journeys() -> None:
    """The position `bench/marco_polo_engine.py` times move generation in."""
    moves = GAME.legal_moves(travelling(steps=6, coins=80, camels=20), 0)
    assert len(moves) > 20


def test_wilhelm_without_posts_moves_one_at_the_journey_end() -> None:
    state = travelling(["wilhelm", "", "", ""], steps=2)
    p = state.players[0]
    p.posts = list(TEN_POSTS)
    p.posts_placed = 10
    state.office["alexandria"] = 1
    state = play(state, 0, "travel venezia-alexandria-oasis-i")
    assert state.players[0].posts[-1] == "alexandria" and state.players[0].vp == 10
    state = travelling(["wilhelm", "", "", ""], steps=1)
    state.players[0].posts = [*p.posts, "karachi"]
    state.players[0].posts_placed = 11
    state = play(state, 0, "travel venezia-alexandria")
    assert state.pending[0].kind == "relocate"
    state = play(state, 0, "relocate karachi")
    assert "alexandria" in state.players[0].posts and "karachi" not in state.players[0].posts
