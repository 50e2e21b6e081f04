"""Game end: tableau penalties, −3 per marker, end-game cards, the city, tie-break; and
the AI's evaluation of a running game."""

import pytest

from engine.macao import scoring
from engine.macao.state import MacaoState
from engine.playout import random_playout
from tests.engine.macao.support import GAME, actions_state, advance_until


def _points(state: MacaoState, seat: int) -> dict[str, int]:
    return {line.category: line.points for line in scoring.score_lines(state, seat)}


def test_city_scoring_example_with_schmiede_and_statue() -> None:
    """White: 5 markers, largest area 3 -> city 6, Schmiede +5, Statue +3."""
    state, _ = actions_state(num_seats=4)
    white, yellow, brown, orange = range(4)
    state.players[white].districts = ["A1", "A2", "B1", "E5", "E6"]
    state.players[yellow].districts = ["A4", "A5", "A6"]
    state.players[brown].districts = ["C1", "C2", "C3", "D1", "D2", "D3"]
    state.players[orange].districts = ["B4", "B5", "B6", "C6"]
    state.players[white].active = ["schmiede", "statue"]
    assert _points(state, yellow)["city"] == 6
    assert _points(state, brown)["city"] == 12
    assert _points(state, orange)["city"] == 8
    white_points = _points(state, white)
    assert white_points["city"] == 6
    assert dict(scoring.endgame_card_points(state, white)) == {"schmiede": 5, "statue": 3}
    assert white_points["cards"] == 8


def test_corners_do_not_connect() -> None:
    state, seat = actions_state()
    state.players[seat].districts = ["A3", "A4"]  # the Monte ridge closes this border
    assert _points(state, seat)["city"] == 2


def test_endgame_cards() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = [
        "palast",
        "residenz",
        "sitzungssaal",
        "praefektur",
        "hebamme",
        "vizegouverneur",
        "gouverneur",
        "ratsherr",
        "baronesse_rang",
        "baronesse_handel",
        "baronesse_reichtum",
        "office_justice_1",
        "office_finance_2",
        "abt_1",
    ]
    p.districts = ["A2", "A1", "E5", "E6", "C4"]  # dark: A2, E5, C4; areas 2, 2, 1
    p.wall = 9
    p.delivered = 4
    p.gold = 7
    got = dict(scoring.endgame_card_points(state, seat))
    assert got == {
        "palast": 2 * 11,  # eleven end-game cards, itself included, not the Abt
        "residenz": 4,
        "sitzungssaal": 3 * 2,  # 2 offices, 4 buildings, 8 persons
        "praefektur": 9,
        "hebamme": 8,
        "vizegouverneur": 2,
        "gouverneur": 4,
        "ratsherr": 2 * 3,
        "baronesse_rang": 4,
        "baronesse_handel": 4,
        "baronesse_reichtum": 3,
    }


def test_penalties_tableau_and_projected_score() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.pp = 20
    p.penalties = 1
    p.tableau = ["tor", "turm"]
    p.districts = ["A1", "A2"]
    assert scoring.projected(state, seat) == 20 - 9 + 4
    view = GAME.view(state, seat)
    assert view.players[seat].projected == 15 and view.players[seat].prestige == 20
    state.round = 12
    state = advance_until(state, GAME.is_over)
    standing = GAME.result(state).standing(seat)
    assert standing.score == 20 - 9 + 4
    assert state.players[seat].penalties == 3


def test_leftover_jokers_become_gold_before_scoring() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.jokers = 1
    p.active = ["baronesse_reichtum"]
    p.gold = 1
    state.round = 12
    state = advance_until(state, GAME.is_over)
    assert state.players[seat].gold >= 4
    assert dict(scoring.endgame_card_points(state, seat))["baronesse_reichtum"] >= 2


def test_tie_break_by_wall_position() -> None:
    state, _ = actions_state()
    for p in state.players:
        p.pp, p.tableau, p.districts = 10, [], []
    state.round = 12
    state = advance_until(state, GAME.is_over)
    result = GAME.result(state)
    first, second = state.order
    assert result.standing(first).score == result.standing(second).score
    assert result.winners == [first]
    assert result.standing(second).rank == 2


def test_leftover_jokers_are_cashed_as_exactly_three_gold_six_with_gaukler() -> None:
    for active, gold in (([], 4), (["gaukler"], 7)):
        state, seat = actions_state()
        p = state.players[seat]
        p.jokers, p.gold, p.active = 1, 1, [*active, "baronesse_reichtum"]
        state.round = 12
        state = advance_until(state, GAME.is_over)
        assert state.players[seat].gold == gold and state.players[seat].jokers == 0
        assert dict(scoring.endgame_card_points(state, seat))["baronesse_reichtum"] == gold // 2


def test_only_one_of_two_equal_largest_areas_scores() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.districts = ["A1", "A2", "E5", "E6"]
    p.active = ["ratsherr"]
    assert _points(state, seat)["city"] == 4
    assert dict(scoring.endgame_card_points(state, seat)) == {"ratsherr": 4}


def test_final_breakdown_adds_up_and_minus_three_per_penalty() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.pp, p.penalties, p.tableau = 30, 2, ["tor"]
    p.active = ["schmiede"]
    p.districts = ["A1", "A2", "B1"]
    state.round = 12
    state = advance_until(state, GAME.is_over)
    standing = GAME.result(state).standing(seat)
    lines = {line.category: line.points for line in standing.breakdown}
    assert lines == {"prestige": 30, "penalties": -9, "cards": 3, "city": 6}
    assert standing.score == 30


def test_evaluate_counts_what_may_still_become_points() -> None:
    state, seat = actions_state(num_seats=2, seed=4)
    other = 1 - seat
    base = GAME.evaluate(state, seat)
    assert GAME.evaluate(state, other) == -base  # two players: one's lead is the other's loss
    state.players[seat].gold += 5
    richer = GAME.evaluate(state, seat)
    assert richer == pytest.approx(base + 5 * 1.25)
    state.players[seat].rose[2][0] += 3  # three red cubes arriving in three rounds
    assert GAME.evaluate(state, seat) == pytest.approx(richer + 3)
    state.players[seat].goods = ["silk"]  # Lisboa's top space is worth 4
    assert GAME.evaluate(state, seat) == pytest.approx(richer + 3 + 0.6 * 4)
    state.players[other].jokers = 1
    assert GAME.evaluate(state, seat) == pytest.approx(richer + 3 + 0.6 * 4 - 2)


def test_evaluate_values_activated_cards_by_the_rounds_they_still_serve() -> None:
    state, seat = actions_state(num_seats=2, seed=4)
    state.round = 4  # 8 rounds after this one
    base = GAME.evaluate(state, seat)
    p = state.players[seat]
    p.active = ["kapitaen_1"]  # cost 1, still unused this round: 9 rounds of use
    assert GAME.evaluate(state, seat) == pytest.approx(base + 0.6 * 1 * 9)
    p.used = ["kapitaen_1"]
    assert GAME.evaluate(state, seat) == pytest.approx(base + 0.6 * 1 * 8)
    # on the tableau it still costs its penalty marker, but activating it would bring
    # 8 rounds of use and the penalty back for its cube: a share of that counts
    p.active, p.used, p.tableau = [], [], ["kapitaen_1"]
    assert GAME.evaluate(state, seat) == pytest.approx(base - 3 + 0.3 * (3 + 0.6 * 8 - 1))
    # an activated end-game card is in the projected score itself (Schmiede: 1 per marker)
    p.tableau, p.active, p.districts = [], ["schmiede"], ["A1", "A2"]
    assert GAME.evaluate(state, seat) == pytest.approx(base + 2 + 2 * 2)


def test_evaluate_ignores_cubes_that_arrive_after_the_last_round() -> None:
    state, seat = actions_state(num_seats=2, seed=4)
    state.round = 11
    base = GAME.evaluate(state, seat)
    state.players[seat].rose[1][0] += 4  # would arrive in round 13
    assert GAME.evaluate(state, seat) == base
    state.players[seat].rose[0][0] += 2  # arrives in round 12
    assert GAME.evaluate(state, seat) == base + 2


def test_at_the_end_evaluate_is_the_final_margin() -> None:
    state, _ = random_playout(GAME, 3, 7)
    scores = {s.seat: s.score for s in GAME.result(state).standings}
    for seat in range(3):
        best_other = max(v for s, v in scores.items() if s != seat)
        assert GAME.evaluate(state, seat) == scores[seat] - best_other
