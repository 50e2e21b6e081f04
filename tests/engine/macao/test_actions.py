"""Phase 3: activation, districts, wall, ship and delivery, tribute, jokers, passing."""

import pytest

from engine.errors import IllegalMove
from tests.engine.macao.support import DATA, GAME, actions_state, colour, cubes, play


def notations(state, seat) -> list[str]:
    return [m for m, _ in GAME.legal_notation(state, seat)]


def test_activation_needs_the_exact_colours() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.tableau = ["festung"]  # costs red + blue
    p.supply = cubes("RRG")
    assert "activate Festung" not in notations(state, seat)
    with pytest.raises(IllegalMove):
        GAME.apply(state, seat, "activate Festung")
    p.supply = cubes("RBG")
    state = play(state, seat, "activate Festung")
    p = state.players[seat]
    assert p.active == ["festung"] and p.tableau == []
    assert p.supply == cubes("G")


def test_a_card_is_usable_right_after_activation() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.tableau = ["office_justice_2"]  # GG: take 2 PP
    p.supply = cubes("GG")
    state = play(state, seat, "activate Justiz II", "use Justiz II")
    assert state.players[seat].pp == 2
    # once per round
    assert "use Justiz II" not in notations(state, seat)


def test_district_exact_cost_goods_to_ship_joker_beside() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.supply = cubes("BGR")
    good = state.tiles["A1"]
    state = play(state, seat, "district A1")  # BG
    p = state.players[seat]
    assert state.districts["A1"] == seat and p.districts == ["A1"]
    assert p.goods == [good] and "A1" not in state.tiles
    assert p.supply == cubes("R")
    # one district per turn
    assert not any(m.startswith("district") for m in notations(state, seat))
    state2, seat2 = actions_state(seed=1)
    state2.players[seat2].supply = cubes("R")
    state2 = play(state2, seat2, "district A2")  # dark: joker
    assert state2.players[seat2].jokers == 1 and state2.players[seat2].goods == []


def test_taken_district_cannot_be_taken_again() -> None:
    state, seat = actions_state()
    state.districts["A2"] = 1 - seat
    del state.tiles["A2"]
    state.players[seat].supply = cubes("R")
    assert "district A2" not in notations(state, seat)


@pytest.mark.parametrize(("spaces", "cost"), [(1, 1), (2, 3), (3, 5), (4, 7)])
def test_wall_costs_one_three_five_seven(spaces: int, cost: int) -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.supply = [cost, 0, 0, 0, 0, 0]
    assert f"wall {spaces}" in notations(state, seat)
    assert f"wall {spaces + 1}" not in notations(state, seat)
    state = play(state, seat, f"wall {spaces}")
    assert state.players[seat].wall == spaces
    assert sum(state.players[seat].supply) == 0
    # once per round
    state.players[seat].supply = [9, 0, 0, 0, 0, 0]
    assert not any(m.startswith("wall") for m in notations(state, seat))


def test_wall_landing_on_a_disc_goes_on_top_and_leads() -> None:
    state, _ = actions_state(num_seats=3)
    a, b, c = state.order
    state.players[b].wall = 2
    state.players[c].wall = 2
    state.order = [b, c, a]
    state.queue = [a, b, c]
    state.players[a].supply = cubes("RRR")
    state = play(state, a, "wall 2")
    assert state.order == [a, b, c]  # a lies on top of the stack on space 2


def test_wall_payment_with_colour_choice_is_a_pending_decision() -> None:
    state, seat = actions_state()
    state.players[seat].supply = cubes("RRBBG")
    state = play(state, seat, "wall 2")
    assert state.pending and state.pending[0].kind == "pay"
    assert notations(state, seat) == ["pay red", "pay red 2", "pay blue", "pay blue 2", "pay green"]
    state = play(state, seat, "pay red 2")
    assert state.pending and notations(state, seat) == ["pay blue", "pay green"]
    state = play(state, seat, "pay green")
    assert not state.pending and state.players[seat].supply == cubes("BB")


def test_ship_costs_one_cube_per_space_and_delivers_on_highest_free_spaces() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.supply = [3, 0, 0, 0, 0, 0]
    p.goods = ["silk", "silk", "tea"]
    state.ports["lisboa"] = [1 - seat]  # the top space (4) is taken
    state = play(state, seat, "ship Lisboa")
    p = state.players[seat]
    assert p.ship == "lisboa" and sum(p.supply) == 0 and p.ship_moved == 3
    state = play(state, seat, "deliver")
    p = state.players[seat]
    assert p.pp == 3 + 2 and p.goods == ["tea"] and p.delivered == 2
    assert state.ports["lisboa"] == [1 - seat, seat, seat]
    assert "deliver" not in notations(state, seat)


def test_ship_needs_enough_cubes() -> None:
    state, seat = actions_state()
    state.players[seat].supply = [2, 0, 0, 0, 0, 0]
    moves = notations(state, seat)
    assert "ship J" in moves and "ship Lisboa" not in moves


def test_tribute_once_per_turn_at_the_round_rate() -> None:
    state, seat = actions_state()
    state.tribute_gold, state.tribute_pp = 3, 6
    state.players[seat].gold = 7
    state = play(state, seat, "tribute")
    assert (state.players[seat].gold, state.players[seat].pp) == (4, 6)
    assert "tribute" not in notations(state, seat)
    state.players[seat].gold = 2
    state.players[seat].tribute_bought = 0
    assert "tribute" not in notations(state, seat)


def test_joker_gives_a_cube_or_three_gold_and_leaves_the_game() -> None:
    state, seat = actions_state()
    state.players[seat].jokers = 1
    moves = notations(state, seat)
    assert "joker cube blue" in moves and "joker gold" in moves
    after = play(state, seat, "joker cube blue")
    assert after.players[seat].supply[colour("blue")] == 1 and after.players[seat].jokers == 0
    after = play(state, seat, "joker gold")
    assert after.players[seat].gold == state.players[seat].gold + 3


def test_pass_loses_unused_cubes_and_hands_over() -> None:
    state, seat = actions_state()
    state.players[seat].supply = cubes("RRGB")
    other = state.queue[1]
    state = play(state, seat, "pass")
    assert sum(state.players[seat].supply) == 0
    assert GAME.to_act(state) == [other]


def test_start_node_name_and_any_direction() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.ship = "barcelona"
    p.supply = [1, 0, 0, 0, 0, 0]
    moves = notations(state, seat)
    assert {"ship Lisboa", "ship Marseille"} <= set(moves)
    assert "ship macao" not in moves
    assert DATA.sea_paths[False]["barcelona"]["macao"] == (4, 4)


@pytest.mark.parametrize(
    ("setup", "text", "key"),
    [
        (lambda s, p: None, "activate Tor", "macao.err.not_on_tableau"),
        (lambda s, p: setattr(p, "tableau", ["tor"]), "activate Tor", "macao.err.cubes"),
        (lambda s, p: None, "use Tor", "macao.err.not_active"),
        (lambda s, p: None, "wall 1", "macao.err.cubes_any"),
        (lambda s, p: setattr(p, "wall_moved", True), "wall 1", "macao.err.wall_once"),
        (lambda s, p: None, "deliver", "macao.err.nothing_to_deliver"),
        (lambda s, p: setattr(p, "gold", 0), "tribute", "macao.err.gold"),
        (lambda s, p: None, "joker gold", "macao.err.no_joker"),
        (lambda s, p: setattr(p, "districts_taken", 1), "district A1", "macao.err.district_limit"),
    ],
)
def test_rejections_say_why(setup, text: str, key: str) -> None:
    state, seat = actions_state()
    state.tribute_gold = 3
    setup(state, state.players[seat])
    before = state.model_dump_json()
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, text)
    assert err.value.reason.key == key
    assert state.model_dump_json() == before


def test_a_good_taken_while_the_ship_is_in_its_port_may_be_delivered_at_once() -> None:
    state, seat = actions_state()
    district = next(d for d, tile in state.tiles.items() if tile == "silk")
    p = state.players[seat]
    p.ship = "lisboa"
    p.supply = list(DATA.district_costs[district])
    state = play(state, seat, f"district {district}", "deliver")
    p = state.players[seat]
    assert p.pp == 4 and p.goods == [] and sum(p.supply) == 0  # delivering costs nothing


def test_ports_count_as_spaces_and_may_be_passed_through() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.supply = [5, 0, 0, 0, 0, 0]
    state = play(state, seat, "ship Marseille")  # Macao, T1, J, Lisboa, Barcelona, Marseille
    assert state.players[seat].ship_moved == 5 and sum(state.players[seat].supply) == 0


def test_leuchtturm_takes_the_cheapest_route_and_counts_its_spaces() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["leuchtturm_2", "kapitaen_1"]
    p.supply = [2, 0, 0, 0, 0, 0]
    moves = notations(state, seat)
    assert "ship Marseille" in moves and "ship Genova" not in moves  # M1 is no port
    state = play(state, seat, "ship Marseille")  # pays T1 and J only
    p = state.players[seat]
    assert p.ship == "marseille" and sum(p.supply) == 0 and p.ship_moved == 5
    state = play(state, seat, "use Kapitän 1")
    assert state.players[seat].pp == 1


def test_free_ship_budget_expires_with_the_turn() -> None:
    state, seat = actions_state()
    state.players[seat].active = ["schiffsjunge_1", "office_construction_1"]
    state = play(state, seat, "use Schiffsjunge 1", "use Bau I", "pass")
    p = state.players[seat]
    assert p.ship_budget == 0 and p.district_discount == 0 and p.ship == "macao"


def test_cards_and_tribute_remain_usable_with_an_empty_supply() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["office_administration_2"]
    state.tribute_gold, state.tribute_pp = 2, 4
    moves = notations(state, seat)
    assert {"use Verwaltung II", "tribute", "pass"} <= set(moves)
    p.tableau = ["kapitaen_2"]  # costs one red cube
    state = play(state, seat, "use Verwaltung II", "gain red", "activate Kapitän 2", "tribute")
    p = state.players[seat]
    assert p.active[-1] == "kapitaen_2" and p.pp == 4
