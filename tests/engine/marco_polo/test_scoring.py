"""Final scoring: goal cards, distinct goal cities, coins, Beijing, goods, most contracts."""

from __future__ import annotations

from engine.marco_polo.scoring import goal_points, score

from .helpers import GAME, set_player, start


def lines(state, seat: int) -> dict[str, int]:
    return {line.category: line.points for line in score(state, seat)[1]}


def test_goal_example_green_lan_zhou_kochi_and_sumatra() -> None:
    # cards 7 (Lan-Zhou + Kochi, 4) and 16 (Sumatra + Anxi, 8); posts in three of the four cities
    assert goal_points(["lan-zhou", "kochi", "sumatra"], [7, 16]) == (4, 6)


def test_goal_example_yellow_moscow_twice_counts_once() -> None:
    # cards 1 (Moscow + Xian, 4) and 3 (Moscow + Kashgar, 7): both complete, 3 different cities
    assert goal_points(["moscow", "xian", "kashgar"], [1, 3]) == (11, 6)


def test_distinct_city_table() -> None:
    assert goal_points([], [1, 18]) == (0, 0)
    assert goal_points(["moscow"], [1, 18]) == (0, 1)
    assert goal_points(["moscow", "karachi"], [1, 18]) == (0, 3)
    assert goal_points(["moscow", "karachi", "anxi", "xian"], [1, 18]) == (11, 10)


def test_coins_beijing_goods_and_most_contracts() -> None:
    state = start(characters=["", "", "", ""])
    for seat in range(4):
        set_player(state, seat, vp=0, coins=0, goals=[], pepper=0, silk=0, gold=0, fulfilled=[])
    set_player(
        state, 0, coins=29, pepper=3, silk=2, gold=0, posts=["beijing"], fulfilled=["c01", "c02"]
    )
    set_player(state, 1, pepper=5, fulfilled=["c03", "c04"])
    set_player(state, 2, posts=["beijing"], gold=1, vp=-2)
    state.beijing = [2, 0, -1, -1]
    assert lines(state, 0) == {
        "track": 0, "goal_cards": 0, "goal_cities": 0, "coins": 2, "beijing": 7, "goods": 2,
        "contracts": 7,
    }  # fmt: skip
    assert lines(state, 1)["goods"] == 0 and lines(state, 1)["contracts"] == 7  # not in Beijing
    assert score(state, 2)[0] == -2 + 10 + 0
    assert lines(state, 3)["contracts"] == 0


def test_nobody_scores_most_contracts_with_none_fulfilled() -> None:
    state = start(characters=["", "", "", ""])
    for seat in range(4):
        set_player(state, seat, fulfilled=[])
    assert all(lines(state, s)["contracts"] == 0 for s in range(4))


def test_tie_break_by_camels_then_shared() -> None:
    state = start(characters=["", "", "", ""])
    for seat in range(4):
        set_player(state, seat, vp=10, coins=0, goals=[], pepper=0, silk=0, gold=0, fulfilled=[])
    set_player(state, 1, camels=5)
    set_player(state, 2, camels=5)
    set_player(state, 0, camels=1)
    set_player(state, 3, camels=0, vp=9)
    result = GAME.result(state)
    assert [(s.seat, s.rank) for s in result.standings] == [(1, 1), (2, 1), (0, 3), (3, 4)]
    assert result.winners == [1, 2]
    assert sum(line.points for line in result.standing(0).breakdown) == result.standing(0).score
