"""The six office categories (GAIN and EXCHANGE effects) and the category buildings."""

from tests.engine.macao.support import GAME, actions_state, colour, cubes, play


def _with_active(*cards: str):
    state, seat = actions_state()
    state.players[seat].active = list(cards)
    return state, seat


def test_military_free_wall_move_is_not_the_wall_move() -> None:
    state, seat = _with_active("office_military_4")
    state = play(state, seat, "use Militärwesen IV")
    p = state.players[seat]
    assert p.pp == 2
    assert [m for m, _ in GAME.legal_notation(state, seat)] == [
        "advance 0",
        "advance 1",
        "advance 2",
    ]
    state = play(state, seat, "advance 2")
    assert state.players[seat].wall == 2 and not state.players[seat].wall_moved
    state.players[seat].supply = cubes("R")
    assert "wall 1" in [m for m, _ in GAME.legal_notation(state, seat)]


def test_justice_gives_prestige_and_gold() -> None:
    state, seat = _with_active("office_justice_4")
    gold = state.players[seat].gold
    state = play(state, seat, "use Justiz IV")
    assert state.players[seat].pp == 3 and state.players[seat].gold == gold + 1
    assert state.players[seat].offices_used == 1


def test_administration_cube_gain_and_swap() -> None:
    state, seat = _with_active("office_administration_4", "office_administration_1")
    state = play(state, seat, "use Verwaltung IV", "gain red", "gain black")
    assert state.players[seat].supply == cubes("RK")
    state = play(state, seat, "use Verwaltung I x2")
    # paying both cubes is forced, then two cubes of choice come back
    assert sum(state.players[seat].supply) == 0
    state = play(state, seat, "gain green", "gain green")
    assert state.players[seat].supply == cubes("GG")


def test_finance_gives_gold() -> None:
    state, seat = _with_active("office_finance_4")
    gold = state.players[seat].gold
    state = play(state, seat, "use Finanzen IV")
    assert state.players[seat].gold == gold + 3 and state.players[seat].pp == 1
    assert state.players[seat].gold_received == 3


def test_construction_discount_applies_to_the_next_district_only() -> None:
    state, seat = _with_active("office_construction_3")
    state.players[seat].supply = cubes("G")
    state = play(state, seat, "use Bau III")
    moves = [m for m, _ in GAME.legal_notation(state, seat)]
    assert "district A3 pay G" in moves  # RRG with two cubes left out
    assert "district A3 pay R" not in moves
    state = play(state, seat, "district A3 pay G")
    assert state.players[seat].district_discount == 0
    assert state.districts["A3"] == seat


def test_customs_free_ship_budget_spent_before_cubes() -> None:
    state, seat = _with_active("office_customs_4")
    state.players[seat].supply = cubes("R")
    state = play(state, seat, "use Zoll IV")
    assert state.players[seat].ship_budget == 3 and state.players[seat].pp == 1
    moves = [m for m, _ in GAME.legal_notation(state, seat)]
    assert "ship Barcelona" in moves  # 4 spaces: 3 free + 1 cube
    state = play(state, seat, "ship Lisboa")
    assert state.players[seat].ship_budget == 0 and state.players[seat].supply == cubes("R")
    state = play(state, seat, "pass")
    assert state.players[seat].ship_budget == 0


def test_category_buildings_count_only_activated_offices() -> None:
    pairs = {
        "festung": "military",
        "gericht": "justice",
        "rathaus": "administration",
        "schatzkammer": "finance",
        "steinbruch": "construction",
        "zollstation": "customs",
    }
    for building, category in pairs.items():
        state, seat = _with_active(building, f"office_{category}_1", f"office_{category}_2")
        state.players[seat].tableau = [f"office_{category}_3"]
        state = play(state, seat, f"use {building}")
        assert state.players[seat].pp == 2, building


def test_office_colours() -> None:
    state, seat = _with_active()
    state.players[seat].tableau = ["office_military_2"]
    state.players[seat].supply = [0, 2, 0, 0, 0, 0]
    state = play(state, seat, "activate Militärwesen II")
    assert state.players[seat].supply[colour("blue")] == 0
