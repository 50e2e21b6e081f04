"""One test per building and person family and per rule hook (macao.md §8)."""

import pytest

from engine.errors import IllegalMove
from engine.macao.board import advance_wall
from engine.macao.state import MacaoOptions, MacaoState
from tests.engine.macao.support import DATA, GAME, actions_state, advance_until, colour, cubes, play


def _with_active(*cards: str, seats: int = 2) -> tuple[MacaoState, int]:
    state, seat = actions_state(num_seats=seats)
    state.players[seat].active = list(cards)
    return state, seat


def moves(state: MacaoState, seat: int) -> list[str]:
    return [m for m, _ in GAME.legal_notation(state, seat)]


# -- IF cards: look back over the round ---------------------------------------------------


def test_amtsstube_counts_offices_used_before_its_activation() -> None:
    state, seat = _with_active("office_justice_1")
    state.players[seat].tableau = ["amtsstube_2"]
    state.players[seat].supply = cubes("B")
    assert "use Amtsstube 2" not in moves(state, seat)
    state = play(state, seat, "use Justiz I", "activate Amtsstube 2", "use Amtsstube 2")
    assert state.players[seat].pp == 2


def test_pfandleihe_needs_gold_received_this_round_and_not_its_own() -> None:
    state, seat = _with_active("pfandleihe_1", "pfandleihe_2")
    assert not any(m.startswith("use Pfandleihe") for m in moves(state, seat))
    state.players[seat].gold_received = 1  # e.g. the Professor in phase 2
    gold = state.players[seat].gold
    state = play(state, seat, "use Pfandleihe 1", "use Pfandleihe 2")
    assert state.players[seat].gold == gold + 2
    assert state.players[seat].gold_received == 1


def test_kapitaen_counts_ship_spaces_before_activation() -> None:
    state, seat = _with_active()
    state.players[seat].tableau = ["kapitaen_2"]
    state.players[seat].supply = cubes("RRR")
    state = play(state, seat, "ship J", "activate Kapitän 2")
    assert "use Kapitän 2" in moves(state, seat)
    state = play(state, seat, "use Kapitän 2")
    assert state.players[seat].pp == 1


def test_wachposten_needs_a_disc_on_top() -> None:
    state, seat = _with_active("wachposten_1")
    other = 1 - seat
    state.order = [seat, other]
    assert "use Wachposten 1" not in moves(state, seat)
    state.order = [other, seat]  # both on space 0: the other disc lies on top
    state = play(state, seat, "use Wachposten 1", "gain violet")
    assert state.players[seat].supply[colour("violet")] == 1


# -- PER cards -----------------------------------------------------------------------------


def test_kanonier_one_pp_per_disc_above() -> None:
    state, seat = _with_active("kanonier_1", seats=3)
    others = [s for s in state.order if s != seat]
    state.order = [*others, seat]
    state = play(state, seat, "use Kanonier 1")
    assert state.players[seat].pp == 2


def test_soldat_one_gold_per_four_markers() -> None:
    state, seat = _with_active("soldat_1")
    state.players[seat].districts = ["A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3"]
    gold = state.players[seat].gold
    state = play(state, seat, "use Soldat 1")
    assert state.players[seat].gold == gold + 2


def test_professor_pays_for_ones_in_phase_two() -> None:
    state = GAME.setup(2, None, 3)
    state = advance_until(state, lambda s: s.phase == "dice")
    a, b = state.order
    state.players[a].active = ["professor_1"]
    state.dice = [1, 1, 4, 4, 4, 4]
    gold = state.players[a].gold
    state = play(state, a, "dice red1 blue1")
    state = play(state, b, "dice green4 grey4")
    assert state.players[a].gold == gold + 2 and state.players[a].gold_received == 2
    assert "professor_1" in state.players[a].used


# -- EXCHANGE cards ------------------------------------------------------------------------


def test_edler_two_gold_per_cube_any_multiple() -> None:
    state, seat = _with_active("edler_1")
    state.players[seat].gold = 5
    assert [m for m in moves(state, seat) if m.startswith("use Edler")] == [
        "use Edler 1 x1",
        "use Edler 1 x2",
    ]
    state = play(state, seat, "use Edler 1 x2", "gain red", "gain blue")
    assert state.players[seat].gold == 1 and state.players[seat].supply == cubes("RB")
    assert not any(m.startswith("use Edler") for m in moves(state, seat))


def test_goldsucher_three_cubes_per_gold() -> None:
    state, seat = _with_active("goldsucher_1")
    state.players[seat].supply = cubes("RRRRRRG")
    gold = state.players[seat].gold
    assert "use Goldsucher 1 x3" not in moves(state, seat)
    state = play(state, seat, "use Goldsucher 1 x2")
    assert state.players[seat].gold == gold + 2
    assert "pay red 7" not in moves(state, seat)
    state = play(state, seat, "pay red 4", "pay red", "pay red")
    assert state.players[seat].supply == cubes("G")


def test_kathedrale_distinct_colours_one_pp_each() -> None:
    state, seat = _with_active("kathedrale_1")
    state.players[seat].supply = cubes("RRBG")
    assert "use Kathedrale 1 x4" not in moves(state, seat)
    state = play(state, seat, "use Kathedrale 1 x2", "pay red")
    assert moves(state, seat) == ["pay blue", "pay green"]
    state = play(state, seat, "pay green")
    assert state.players[seat].pp == 2 and state.players[seat].supply == cubes("RB")


def test_steuermann_pays_gold_for_four_free_spaces() -> None:
    state, seat = _with_active("steuermann_1")
    gold = state.players[seat].gold
    state = play(state, seat, "use Steuermann 1 x1", "ship Lisboa")
    assert state.players[seat].gold == gold - 1 and state.players[seat].ship_budget == 1


# -- GAIN deck cards -----------------------------------------------------------------------


def test_segelmacherei_and_schiffsjunge_free_spaces() -> None:
    state, seat = _with_active("segelmacherei_1", "schiffsjunge_1")
    state = play(state, seat, "use Segelmacherei 1", "use Schiffsjunge 1", "ship Lisboa")
    assert state.players[seat].ship == "lisboa" and state.players[seat].ship_budget == 0


# -- TRIGGER cards -------------------------------------------------------------------------


def test_boettcherei_adds_one_per_tile_never_doubled() -> None:
    state, seat = _with_active("boettcherei_1", "lager_silk")
    p = state.players[seat]
    p.ship, p.goods = "lisboa", ["silk", "silk"]
    state = play(state, seat, "deliver")
    assert state.players[seat].pp == (4 + 3) * 2 + 2


def test_gesandter_cube_on_each_purchase_even_zero_for_zero() -> None:
    state, seat = _with_active("gesandter_1")
    state.tribute_gold, state.tribute_pp = 0, 0
    state = play(state, seat, "tribute", "gain grey")
    assert state.players[seat].supply[colour("grey")] == 1


def test_brunnen_free_wall_space_per_district() -> None:
    state, seat = _with_active("brunnen_1")
    state.players[seat].supply = cubes("R")
    state = play(state, seat, "district A2")
    assert moves(state, seat) == ["advance 0", "advance 1"]
    state = play(state, seat, "advance 1")
    assert state.players[seat].wall == 1 and not state.players[seat].wall_moved


def test_spekulant_two_gold_per_district() -> None:
    state, seat = _with_active("spekulant_1")
    state.players[seat].supply = cubes("R")
    gold = state.players[seat].gold
    state = play(state, seat, "district A2")
    assert state.players[seat].gold == gold + 2


def test_graf_pays_for_person_activations_not_himself() -> None:
    state, seat = _with_active()
    p = state.players[seat]
    p.tableau = ["graf_2", "kapitaen_2", "kran_1"]
    p.supply = cubes("YYRY")
    gold = p.gold
    state = play(state, seat, "activate Graf 2")
    assert state.players[seat].gold == gold
    state = play(state, seat, "activate Kapitän 2", "activate Kran 1")
    assert state.players[seat].gold == gold + 1


# -- MODIFY hooks --------------------------------------------------------------------------


def test_hook_activation_cost_reducers_leave_out_a_cube_of_choice() -> None:
    for reducer, target, handle in (
        ("archiv", "office_justice_2", "Justiz II"),
        ("kran_1", "festung", "Festung"),
        ("heiler_1", "edler_3", "Edler 3"),
    ):
        state, seat = _with_active(reducer, "kran_2" if reducer == "kran_1" else reducer)
        state.players[seat].tableau = [target]
        cost = DATA.cards[target].cost_vector
        state.players[seat].supply = list(cost)
        options = [m for m in moves(state, seat) if m.startswith(f"activate {handle}")]
        assert options and all(" pay " in m for m in options)
        assert all(len(m.rsplit(" ", 1)[1]) == sum(cost) - 1 for m in options)  # never stacks
        state = play(state, seat, options[0])
        assert sum(state.players[seat].supply) == 1


def test_hook_activation_payment_handwerker_once_per_round() -> None:
    state, seat = _with_active("handwerker_1", "archiv")
    p = state.players[seat]
    p.tableau = ["office_justice_2", "office_justice_1"]
    p.supply = cubes("G")
    # the full printed cost (GG) must lie in the supply, reducers do not lower it
    assert "activate Justiz II free" not in moves(state, seat)
    p.supply = cubes("GGB")
    state = play(state, seat, "activate Justiz II free")
    assert state.players[seat].supply == cubes("GGB")
    assert "activate Justiz I free" not in moves(state, seat)


def test_hook_card_draft_optional() -> None:
    state = GAME.setup(2, None, 8)
    state = advance_until(state, lambda s: s.phase == "draft")
    first = state.order[0]
    assert "pass" not in moves(state, first)
    state.players[first].active = ["muessiggaenger_1"]
    size = len(state.players[first].tableau)
    state = play(state, first, "pass")
    assert len(state.players[first].tableau) == size
    assert GAME.to_act(state) == [state.order[1]]


def test_hook_joker_value_gaukler() -> None:
    state, seat = _with_active("gaukler")
    state.players[seat].jokers = 1
    options = [m for m in moves(state, seat) if m.startswith("joker")]
    assert "joker gold gold" in options and "joker cube red gold" in options
    assert "joker gold" not in options
    gold = state.players[seat].gold
    state = play(state, seat, "joker cube red gold")
    assert state.players[seat].gold == gold + 3 and state.players[seat].supply == cubes("R")


def test_hook_districts_per_turn_herold() -> None:
    state, seat = _with_active("herold_1")
    state.players[seat].supply = cubes("RB")
    state = play(state, seat, "district A2")
    assert "district E5" in moves(state, seat)
    state = play(state, seat, "district E5")
    assert not any(m.startswith("district") for m in moves(state, seat))


def test_hook_district_cost_zimmermann() -> None:
    state, seat = _with_active("zimmermann_1")
    state.players[seat].supply = cubes("G")
    options = moves(state, seat)
    assert "district A1 pay G" in options  # BG less the blue
    assert "district A2 pay -" in options  # R less the red: free
    state = play(state, seat, "district A2 pay -")
    assert state.players[seat].supply == cubes("G")


def test_hook_district_colour_nachtwaechter() -> None:
    state, seat = _with_active("nachtwaechter_1")
    state.players[seat].supply = cubes("KK")
    options = moves(state, seat)
    assert "district A1 pay KK" in options  # BG paid with two wildcards
    assert not any(m.startswith("district A3") for m in options)  # three cubes
    state = play(state, seat, "district A1 pay KK")
    assert state.districts["A1"] == seat


def test_hook_wall_cost_tor() -> None:
    state, seat = _with_active("tor")
    state.players[seat].supply = cubes("RRRR")
    assert "wall 4" in moves(state, seat) and "wall 5" not in moves(state, seat)


def test_hook_wall_stack_order_turm() -> None:
    state, seat = _with_active(seats=3)
    others = [s for s in state.order if s != seat]
    state.order = [*others, seat]
    state.players[seat].tableau = ["turm"]
    state.players[seat].supply = cubes("BY")
    state = play(state, seat, "activate Turm")
    assert state.order[0] == seat  # moved to the top of the stack at once
    other = others[0]
    state.players[seat].wall = 3
    state.players[other].wall = 1
    state.order = [seat, other, others[1]]
    advance_wall(state, other, 2)
    assert state.order[:2] == [seat, other]  # landing on the Turm's stack goes below it


def test_hook_port_entry_cost_leuchtturm() -> None:
    state, seat = _with_active("leuchtturm_1")
    p = state.players[seat]
    p.ship = "lisboa"
    assert "ship Barcelona" in moves(state, seat)
    state = play(state, seat, "ship Barcelona")
    assert state.players[seat].ship_moved == 1
    p = state.players[seat]
    p.supply = cubes("R")
    state = play(state, seat, "ship M1")  # Marseille free, M1 one cube
    assert sum(state.players[seat].supply) == 0


def test_hook_delivery_multiplier_lager() -> None:
    state, seat = _with_active("lager_tea")
    p = state.players[seat]
    p.ship, p.goods = "london", ["tea"]
    state = play(state, seat, "deliver")
    assert state.players[seat].pp == 10
    state, seat = _with_active("lager_tea")
    p = state.players[seat]
    p.ship, p.goods = "lisboa", ["silk"]
    state = play(state, seat, "deliver")
    assert state.players[seat].pp == 4


def test_hook_tribute_price_diplomat_and_per_turn_botschaft() -> None:
    state, seat = _with_active("diplomat_1", "diplomat_2", "botschaft")
    state.tribute_gold, state.tribute_pp = 3, 5
    state.players[seat].gold = 4
    state = play(state, seat, "tribute", "tribute")
    assert state.players[seat].gold == 0 and state.players[seat].pp == 10
    assert "tribute" not in moves(state, seat)


def test_hook_endgame_tableau_penalty_abt() -> None:
    state, seat = _with_active("abt_1")
    state.players[seat].tableau = ["tor", "turm"]
    other = 1 - seat
    state.players[other].tableau = ["tor"]
    state.round = 12
    state = advance_until(state, GAME.is_over)
    assert state.players[seat].tableau_penalties == 0
    assert state.players[other].tableau_penalties == 1


def test_illegal_activation_is_rejected_with_reason() -> None:
    state, seat = _with_active()
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, "activate Tor")
    assert err.value.render("de") == "Tor liegt nicht auf deinem Tableau."
    assert err.value.render("en") == "Gate is not on your tableau."


def test_ambiguous_payment_lists_the_choices() -> None:
    state, seat = _with_active("zimmermann_1")
    state.players[seat].supply = cubes("BG")
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, "district A1")
    assert err.value.reason.key == "macao.err.choose"
    assert "`district A1 pay G`" in err.value.render("en")
    assert "`district A1 pay B`" in err.value.render("en")


def test_handwerker_activation_is_a_normal_activation_for_the_graf() -> None:
    state, seat = _with_active("handwerker_2", "graf_1")
    p = state.players[seat]
    p.tableau = ["edler_1"]
    p.supply = cubes("RR")
    gold = p.gold
    state = play(state, seat, "activate Edler 1 free")
    p = state.players[seat]
    assert p.active[-1] == "edler_1" and p.supply == cubes("RR") and p.gold == gold + 1
    assert p.handwerker_used


def test_professor_counts_dice_turned_to_one_and_pays_in_wall_order_mode() -> None:
    state = GAME.setup(2, MacaoOptions(dice_order="wall_order"), 3)
    state = advance_until(state, lambda s: s.phase == "draft")
    state.round = 12  # every die is turned to 1
    a, b = state.order
    state.players[a].active = ["professor_2"]
    state = advance_until(state, lambda s: s.phase == "dice")
    assert state.dice == [1] * 6
    gold = state.players[a].gold
    state = play(state, a, "dice red1 blue1")
    assert state.players[a].gold == gold + 2  # paid at once, before the next player chooses
    assert GAME.to_act(state) == [b]
