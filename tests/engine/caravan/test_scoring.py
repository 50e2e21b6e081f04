"""Final scoring, holding penalties and the tie-break."""

import pytest

from engine.caravan import GAME
from tests.engine.caravan.helpers import fresh, put


def test_points_for_goods_and_demand_markers() -> None:
    state = fresh(seats=2)
    state.players[0].delivered = ["ivory", "gems", "salt"]
    state.players[0].demand = 4
    standing = GAME.result(state).standing(0)
    points = {line.category: line.points for line in standing.breakdown}
    assert points == {"rare": 12, "common": 3, "demand": 4, "penalty": 0}
    assert standing.score == 19


@pytest.mark.parametrize(("held", "penalty"), [(0, 0), (1, 0), (2, 1), (3, 3), (4, 6), (5, 10)])
def test_holding_penalty_counts_goods_on_and_under_camels(held: int, penalty: int) -> None:
    state = fresh(seats=2, sixth_camel=True)
    for number in range(1, held + 1):
        put(state, 0, number, f"b{number}", good="salt", under=number % 2 == 0)
    standing = GAME.result(state).standing(0)
    assert standing.score == -penalty
    assert [line.points for line in standing.breakdown if line.category == "penalty"] == [-penalty]


def test_highest_score_wins() -> None:
    state = fresh(seats=3)
    state.players[0].delivered = ["salt"]
    state.players[1].delivered = ["ivory"]
    result = GAME.result(state)
    assert result.winners == [1]
    assert [s.seat for s in result.standings] == [1, 0, 2]


def test_tie_broken_by_more_goods_delivered() -> None:
    state = fresh(seats=2)
    state.players[0].delivered = ["ivory"]  # 6 points from one good
    state.players[1].delivered = ["salt", "meat"]  # 6 points from two goods
    result = GAME.result(state)
    assert result.winners == [1]
    assert result.standing(0).rank == 2


def test_full_tie_is_a_shared_win() -> None:
    state = fresh(seats=3)
    state.players[0].delivered = ["salt"]
    state.players[1].delivered = ["meat"]
    result = GAME.result(state)
    assert sorted(result.winners) == [0, 1]
    assert result.standing(2).rank == 3


def test_view_carries_the_result_only_when_the_game_is_over() -> None:
    from engine.playout import random_playout

    state = fresh(seats=2)
    assert GAME.view(state, None).result is None
    final, _ = random_playout(GAME, 2, 3)
    view = GAME.view(final, 0)
    assert view.result == GAME.result(final)
    assert view.is_over and view.to_act == []
