"""Every one of the 120 cards: activated with its exact colours, then used, its effect checked.

The expected effects are worked out here from the card's data in the effect vocabulary of
macao.md §3 (bundle keys, counters, events, hooks), independently of the engine's own
interpreter, so no card can silently do nothing or do something else than its data says.
Where an effect only shows in comparison (triggers, hooks, end-game cards), the same
scenario is played with and without the card and the difference is checked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.macao import scoring
from engine.macao.data import Card
from engine.macao.state import MacaoState
from tests.engine.macao.support import DATA, GAME, actions_state, advance_until, colour, cubes, play

ALL_CARDS = [c.id for c in DATA.card_list]
USABLE = [c.id for c in DATA.card_list if c.effect.kind in ("GAIN", "IF", "PER", "EXCHANGE")]
TRIGGERS = [c.id for c in DATA.card_list if c.effect.kind == "TRIGGER"]
HOOKS = [c.id for c in DATA.card_list if c.effect.kind == "MODIFY"]
ENDGAME = [c.id for c in DATA.card_list if c.effect.kind == "ENDGAME"]


def moves(state: MacaoState, seat: int) -> list[str]:
    return [m for m, _ in GAME.legal_notation(state, seat)]


def handle(card_id: str) -> str:
    return DATA.handles[card_id]


def card(card_id: str) -> Card:
    return DATA.cards[card_id]


# -- activation ------------------------------------------------------------------------------


def _wrong_colours(cost: list[int]) -> list[int]:
    """The same number of cubes with one printed cube swapped for the next colour."""
    wrong = list(cost)
    first = next(i for i, n in enumerate(cost) if n)
    wrong[first] -= 1
    wrong[(first + 1) % 6] += 1
    return wrong


@pytest.mark.parametrize("card_id", ALL_CARDS)
def test_every_card_activates_with_exactly_its_printed_cubes(card_id: str) -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.tableau = [card_id]
    cost = list(DATA.card_costs[card_id])
    assert 1 <= sum(cost) <= 4
    text = f"activate {handle(card_id)}"
    p.supply = _wrong_colours(cost)
    assert not any(m.startswith("activate") for m in moves(state, seat))
    p.supply = [n - 1 if n else 0 for n in cost]  # one cube short of every printed colour
    assert not any(m.startswith("activate") for m in moves(state, seat))
    p.supply = [n + 1 for n in cost]  # one spare cube of every colour
    assert text in moves(state, seat)
    state = play(state, seat, text)
    p = state.players[seat]
    assert p.active == [card_id] and p.tableau == []
    assert p.supply == [1] * 6  # exactly the printed cubes went back


# -- using GAIN, IF, PER and EXCHANGE cards ------------------------------------------------


def _snapshot(state: MacaoState, seat: int) -> dict[str, int]:
    p = state.players[seat]
    return {
        "pp": p.pp,
        "gold": p.gold,
        "gold_received": p.gold_received,
        "cubes": sum(p.supply),
        "blue": p.supply[colour("blue")],
        "wall": p.wall,
        "ship_free": p.ship_budget,
        "district_discount": p.district_discount,
    }


def _resolve(state: MacaoState, seat: int) -> MacaoState:
    """Answer pending decisions: gain blue cubes, pay the first colour offered, advance fully."""
    while state.pending:
        pend = state.pending[0]
        assert pend.seat == seat
        if pend.kind == "gain":
            state = play(state, seat, "gain blue")
        elif pend.kind == "advance":
            state = play(state, seat, f"advance {pend.count}")
        else:
            assert pend.kind == "pay"
            options = moves(state, seat)
            assert all(not m.startswith("pay blue") for m in options)  # no blue in the supply
            state = play(state, seat, options[0])
    return state


def _expected(bundle: dict[str, int], times: int, sign: int = 1) -> dict[str, int]:
    """Changes a bundle of macao.md §3 makes, `times` over (sign -1 = paying it)."""
    out = {key: 0 for key in ("pp", "gold", "gold_received", "cubes", "blue", "wall")}
    out.update(ship_free=0, district_discount=0)
    for key, amount in bundle.items():
        n = sign * amount * times
        if key == "pp":
            out["pp"] += n
        elif key == "gold":
            out["gold"] += n
            out["gold_received"] += max(0, n)
        elif key == "cube_any":
            out["cubes"] += n
            out["blue"] += max(0, n)  # gained cubes are taken in blue, never paid in blue
        elif key == "wall_free":
            out["wall"] += n
        elif key in ("ship_free", "district_discount"):
            out[key] += n
        else:
            raise AssertionError(f"bundle key {key!r} outside the vocabulary")
    return out


def _add(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    return {k: a[k] + b[k] for k in a}


def _establish(state: MacaoState, seat: int, counter: str) -> tuple[MacaoState, int]:
    """Make a counter positive through real play where possible; returns its new value."""
    p = state.players[seat]
    if counter == "offices_used_this_round":
        p.active += [] if "office_justice_1" in p.active else ["office_justice_1"]
        return play(state, seat, "use Justiz I"), 1
    if counter == "gold_received_this_round":
        p.active += [] if "office_finance_1" in p.active else ["office_finance_1"]
        return play(state, seat, "use Finanzen I"), 1
    if counter == "ship_spaces_moved_this_round":
        p.ship, p.supply = "macao", cubes("RR")
        return play(state, seat, "ship J"), 2
    if counter == "discs_above_own":
        others = [s for s in state.order if s != seat]
        state.order = [*others, seat]  # everybody on space 0, this disc at the bottom
        return state, len(others)
    if counter.startswith("active_offices:"):
        category = counter.split(":", 1)[1]
        offices = [f"office_{category}_1", f"office_{category}_2"]
        p.active += [o for o in offices if o not in p.active]
        return state, 2
    if counter == "districts_owned":
        owned = ["A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2", "B3"]
        p.districts = owned
        for d in owned:
            state.districts[d] = seat
            state.tiles.pop(d, None)
        return state, len(owned)
    if counter == "dice_chosen_showing_1":
        p.dice_ones = 2
        return state, 2
    raise AssertionError(f"no set-up for counter {counter!r}")


def _exchange_resources(state: MacaoState, seat: int) -> None:
    """Gold and a supply without blue cubes (gains come in blue, so they can be told apart)."""
    p = state.players[seat]
    p.gold = 11
    p.supply = cubes("RRRGGYYVK")


def _use_once(state: MacaoState, seat: int, card_id: str) -> tuple[MacaoState, dict[str, int]]:
    """Use the card once as its data says; returns the new state and the expected changes."""
    effect = card(card_id).effect
    h = handle(card_id)
    if effect.kind == "GAIN":
        return play(state, seat, f"use {h}"), _expected(effect.gain, 1)
    if effect.kind == "IF":
        change = _expected(effect.gain, 1)
        if effect.cond["counter"] == "gold_received_this_round":
            change["gold_received"] = 0  # the Pfandleihe's own gold is not counted (ruling 17)
        return play(state, seat, f"use {h}"), change
    if effect.kind == "PER":
        value = scoring.counter(state, seat, effect.counter)
        return play(state, seat, f"use {h}"), _expected(effect.gain, value // effect.step)
    assert effect.kind == "EXCHANGE"
    offered = [m for m in moves(state, seat) if m.startswith(f"use {h} x")]
    times = max(int(m.rsplit("x", 1)[1]) for m in offered)
    p = state.players[seat]
    limit = effect.max_times if effect.max_times is not None else 99
    if effect.pay.get("gold"):
        limit = min(limit, p.gold // effect.pay["gold"])
    if effect.pay.get("cube_any"):
        if effect.constraint == "distinct_colours":
            limit = min(limit, sum(1 for n in p.supply if n))
        else:
            limit = min(limit, sum(p.supply) // effect.pay["cube_any"])
    assert times == limit and f"use {h} x{times + 1}" not in moves(state, seat)
    change = _add(_expected(effect.pay, times, -1), _expected(effect.get, times))
    return play(state, seat, f"use {h} x{times}"), change


@pytest.mark.parametrize("card_id", USABLE)
def test_every_usable_card_works_right_after_activation_once_per_round(card_id: str) -> None:
    effect = card(card_id).effect
    seats = 3 if "discs_above_own" in (effect.counter, effect.cond.get("counter")) else 2
    state, seat = actions_state(num_seats=seats)
    p = state.players[seat]
    p.tableau = [card_id]
    p.supply = list(DATA.card_costs[card_id])
    state = play(state, seat, f"activate {handle(card_id)}")
    use = f"use {handle(card_id)}"
    counter = effect.cond.get("counter") if effect.kind == "IF" else effect.counter
    if effect.kind in ("IF", "PER"):
        # without its condition the card does nothing, so it is not offered
        assert not any(m.startswith(use) for m in moves(state, seat))
        state, value = _establish(state, seat, counter)
        assert scoring.counter(state, seat, counter) == value
    if effect.kind == "EXCHANGE":
        _exchange_resources(state, seat)
    before = _snapshot(state, seat)
    state, change = _use_once(state, seat, card_id)
    state = _resolve(state, seat)
    after = _snapshot(state, seat)
    assert {k: after[k] - before[k] for k in before} == change
    assert any(v for k, v in change.items() if k != "gold_received"), "the use changed nothing"
    if effect.kind == "EXCHANGE" and effect.constraint == "distinct_colours":
        paid = [a - b for a, b in zip(cubes("RRRGGYYVK"), state.players[seat].supply, strict=True)]
        assert max(paid) == 1  # one cube of each colour at most
    # once per round ...
    assert not any(m.startswith(use) for m in moves(state, seat))
    if card(card_id).type == "office":
        assert state.players[seat].offices_used >= 1
    # ... and again in the next round
    round_now = state.round
    state = advance_until(
        state,
        lambda s: (
            s.round == round_now + 1
            and s.phase == "actions"
            and not s.pending
            and s.queue[0] == seat
        ),
    )
    if card(card_id).phase == "2" and card_id in state.players[seat].used:
        # the Professor paid out by itself when this round's dice were placed
        assert state.players[seat].dice_ones > 0
        return
    assert card_id not in state.players[seat].used
    if effect.kind in ("IF", "PER"):
        state, _ = _establish(state, seat, counter)
    if effect.kind == "EXCHANGE":
        _exchange_resources(state, seat)
    assert any(m.startswith(use) for m in moves(state, seat))


# -- TRIGGER cards: each time the event happens -------------------------------------------


def _trigger_scenario(event: str, card_type: str | None) -> Callable[[MacaoState, int], MacaoState]:
    """A scenario in which the event happens twice in one turn."""

    def deliver(state: MacaoState, seat: int) -> MacaoState:
        p = state.players[seat]
        p.ship, p.goods = "lisboa", ["silk", "silk"]
        return play(state, seat, "deliver")

    def district(state: MacaoState, seat: int) -> MacaoState:
        state.players[seat].active.append("herold_1")
        state.players[seat].supply = cubes("RB")
        state = _resolve(play(state, seat, "district A2"), seat)
        return _resolve(play(state, seat, "district E5"), seat)

    def tribute(state: MacaoState, seat: int) -> MacaoState:
        state.players[seat].active.append("botschaft")
        state.tribute_gold, state.tribute_pp = 1, 2
        state = _resolve(play(state, seat, "tribute"), seat)
        return _resolve(play(state, seat, "tribute"), seat)

    def activation(state: MacaoState, seat: int) -> MacaoState:
        p = state.players[seat]
        p.tableau = ["kapitaen_2", "schiffsjunge_1", "kran_1", "office_justice_1"]
        p.supply = cubes("RBYB")  # two persons, one building, one office
        for target in p.tableau[:]:
            state = play(state, seat, f"activate {handle(target)}")
        return state

    scenarios = {
        "deliver_tile": deliver,
        "take_district": district,
        "buy_tribute": tribute,
        "activate_card": activation,
    }
    assert event != "activate_card" or card_type == "person"
    return scenarios[event]


@pytest.mark.parametrize("card_id", TRIGGERS)
def test_every_trigger_card_fires_each_time(card_id: str) -> None:
    effect = card(card_id).effect
    scenario = _trigger_scenario(effect.event, effect.filter.get("card_type"))
    deltas = []
    for active in ([], [card_id]):
        state, seat = actions_state()
        state.players[seat].active = list(active)
        before = _snapshot(state, seat)
        state = scenario(state, seat)
        after = _snapshot(state, seat)
        deltas.append({k: after[k] - before[k] for k in before})
    difference = {k: deltas[1][k] - deltas[0][k] for k in deltas[0]}
    # twice in the scenario (the activation one: two person cards of four)
    assert difference == _expected(effect.gain, 2)


def test_graf_does_not_pay_for_buildings_or_offices() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = ["graf_1"]
    p.tableau = ["kran_1", "office_justice_1"]
    p.supply = cubes("YB")
    gold = p.gold
    state = play(state, seat, "activate Kran 1", "activate Justiz I")
    assert state.players[seat].gold == gold


# -- MODIFY cards: every one of the 14 hooks, for every card carrying it ------------------


def _reducer_target(card_type: str) -> str:
    return {"office": "office_justice_2", "building": "festung", "person": "edler_3"}[card_type]


def _hook_activation_cost(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    target = _reducer_target(card(card_id).effect.params["card_type"])
    p = state.players[seat]
    p.active = [card_id] if with_card else []
    p.tableau = [target]
    cost = list(DATA.card_costs[target])
    first = next(i for i, n in enumerate(cost) if n)
    cost[first] -= 1
    p.supply = cost  # one printed cube short
    options = [m for m in moves(state, seat) if m.startswith("activate")]
    if options:
        state = play(state, seat, options[0])
    return (target in state.players[seat].active, sum(state.players[seat].supply))  # all cost 2


def _hook_activation_payment(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = [card_id] if with_card else []
    p.tableau = ["festung", "kapitaen_2"]
    p.supply = cubes("RB")
    free = "activate Festung free"
    if free not in moves(state, seat):
        return None
    state = play(state, seat, free)
    return (
        state.players[seat].supply == cubes("RB"),
        "festung" in state.players[seat].active,
        "activate Kapitän 2 free" in moves(state, seat),  # once per round
    )


def _hook_card_draft_optional(card_id: str, with_card: bool) -> Any:
    state = GAME.setup(2, None, 8)
    state = advance_until(state, lambda s: s.phase == "draft")
    first = state.order[0]
    state.players[first].active = [card_id] if with_card else []
    return "pass" in moves(state, first)


def _hook_district_cost(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    state.players[seat].active = [card_id] if with_card else []
    state.players[seat].supply = cubes("G")
    return sorted(m for m in moves(state, seat) if m.startswith("district A1"))


def _hook_district_colour(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    state.players[seat].active = [card_id] if with_card else []
    state.players[seat].supply = cubes("KK")
    return sorted(m for m in moves(state, seat) if m.startswith("district A1"))


def _hook_districts_per_turn(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    state.players[seat].active = [card_id] if with_card else []
    state.players[seat].supply = cubes("RB")
    state = play(state, seat, "district A2")
    if "district E5" in moves(state, seat):
        state = play(state, seat, "district E5")
    state.players[seat].supply = cubes("RRGGBBYYVVKK")
    return (
        len(state.players[seat].districts),
        any(m.startswith("district") for m in moves(state, seat)),
    )


def _hook_wall_cost(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    state.players[seat].active = [card_id] if with_card else []
    state.players[seat].supply = cubes("RRRRR")
    return max(int(m.split()[1]) for m in moves(state, seat) if m.startswith("wall"))


def _hook_wall_stack_order(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state(num_seats=3)
    others = [s for s in state.order if s != seat]
    state.order = [*others, seat]
    p = state.players[seat]
    p.tableau = [card_id if with_card else "kapitaen_2"]
    p.supply = list(DATA.card_costs[p.tableau[0]])
    state = play(state, seat, f"activate {handle(p.tableau[0])}")
    return state.order.index(seat)


def _hook_port_entry_cost(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = [card_id] if with_card else []
    p.ship = "lisboa"
    p.supply = cubes("R")
    reachable = sorted(m for m in moves(state, seat) if m.startswith("ship"))
    if "ship M1" in reachable:
        state = play(state, seat, "ship M1")  # via Barcelona and Marseille: 3 spaces
        assert state.players[seat].ship_moved == 3 and sum(state.players[seat].supply) == 0
    return reachable


def _hook_delivery_multiplier(card_id: str, with_card: bool) -> Any:
    good = card(card_id).effect.params["good"]
    other = next(g for g in DATA.goods if g != good)
    out = []
    for cargo in (good, other):
        state, seat = actions_state()
        p = state.players[seat]
        p.active = [card_id] if with_card else []
        p.ship, p.goods = DATA.good_port[cargo], [cargo]
        state = play(state, seat, "deliver")
        out.append(state.players[seat].pp)
    return out


def _hook_joker_value(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = [card_id] if with_card else []
    p.jokers, p.gold = 1, 0
    options = [m for m in moves(state, seat) if m.startswith("joker")]
    state = play(state, seat, max(options, key=lambda m: m.count("gold")))
    return (len(options), state.players[seat].gold, state.players[seat].jokers)


def _hook_tribute_price(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    state.players[seat].active = [card_id] if with_card else []
    state.tribute_gold, state.tribute_pp = 3, 5
    state.players[seat].gold = 2
    if "tribute" not in moves(state, seat):
        return None
    state = play(state, seat, "tribute")
    return (state.players[seat].gold, state.players[seat].pp)


def _hook_tribute_per_turn(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    state.players[seat].active = [card_id] if with_card else []
    state.tribute_gold, state.tribute_pp = 2, 3
    state.players[seat].gold = 10
    while "tribute" in moves(state, seat):
        state = play(state, seat, "tribute")
    return (state.players[seat].gold, state.players[seat].pp)


def _hook_endgame_tableau_penalty(card_id: str, with_card: bool) -> Any:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = [card_id] if with_card else []
    p.tableau = ["tor", "turm"]
    projected = scoring.projected(state, seat)
    state.round = 12
    state = advance_until(state, GAME.is_over)
    final = GAME.result(state).standing(seat).score
    assert final == projected
    return final


HOOK_CHECKS: dict[str, tuple[Callable[[str, bool], Any], Callable[[str], Any], Any]] = {
    # rule: (scenario, expected with the card, expected without it)
    "activation_cost": (_hook_activation_cost, lambda c: (True, 0), (False, 1)),
    "activation_payment": (_hook_activation_payment, lambda c: (True, True, False), None),
    "card_draft_optional": (_hook_card_draft_optional, lambda c: True, False),
    "district_cost": (_hook_district_cost, lambda c: ["district A1 pay G"], []),
    "district_colour": (_hook_district_colour, lambda c: ["district A1 pay KK"], []),
    "districts_per_turn": (_hook_districts_per_turn, lambda c: (2, False), (1, False)),
    "wall_cost": (_hook_wall_cost, lambda c: 5, 3),
    "wall_stack_order": (_hook_wall_stack_order, lambda c: 0, 2),
    "port_entry_cost": (
        _hook_port_entry_cost,
        # Barcelona, Marseille and Genova are ports: entering them is free
        lambda c: ["ship Barcelona", "ship Genova", "ship J", "ship M1", "ship Marseille"],
        ["ship Barcelona", "ship J"],
    ),
    "delivery_multiplier": (
        _hook_delivery_multiplier,
        lambda c: [
            2 * DATA.ports[DATA.good_port[card(c).effect.params["good"]]].slots[0],
            _first_slot_of_other(c),
        ],
        None,
    ),
    "joker_value": (_hook_joker_value, lambda c: (28, 6, 0), (7, 3, 0)),
    "tribute_price": (_hook_tribute_price, lambda c: (0, 5), None),
    "tribute_per_turn": (_hook_tribute_per_turn, lambda c: (6, 6), (8, 3)),
    "endgame_tableau_penalty": (_hook_endgame_tableau_penalty, lambda c: 0, -6),
}


def _first_slot_of_other(card_id: str) -> int:
    good = card(card_id).effect.params["good"]
    other = next(g for g in DATA.goods if g != good)
    return DATA.ports[DATA.good_port[other]].slots[0]


def test_every_hook_has_a_check() -> None:
    assert {card(c).effect.rule for c in HOOKS} == set(HOOK_CHECKS)


@pytest.mark.parametrize("card_id", HOOKS)
def test_every_hook_card_changes_its_rule(card_id: str) -> None:
    scenario, with_card, without = HOOK_CHECKS[card(card_id).effect.rule]
    got_with, got_without = scenario(card_id, True), scenario(card_id, False)
    assert got_with == with_card(card_id)
    if without is None:  # the base rule: same scenario, card absent
        assert got_without != got_with
        if card(card_id).effect.rule == "delivery_multiplier":
            assert got_without == [got_with[0] // 2, got_with[1]]
    else:
        assert got_without == without


# -- ENDGAME cards: scored at game end and in the projected score -------------------------

_RICH_ACTIVE = [
    "office_justice_1",
    "office_justice_2",
    "office_finance_1",  # 3 offices in 2 categories
    "kran_1",
    "festung",  # 2 buildings
    "kapitaen_1",
    "edler_1",  # 2 persons
]
_RICH_DISTRICTS = ["A1", "A2", "B1", "E5", "E6", "C4"]  # areas 3 + 2 + 1; dark A2, E5, C4


def _rich_counter(name: str, card_type: str) -> int:
    """The counters of macao.md §3 for the rich position, worked out by hand."""
    own = {"office": 0, "building": 0, "person": 0, card_type: 1}
    values = {
        "districts_owned": 6,
        "districts_largest_area": 3,
        "districts_outside_largest": 3,
        "dark_districts_owned": 3,
        "active_cards:office": 3 + own["office"],
        "active_cards:building": 2 + own["building"],
        "active_cards:person": 2 + own["person"],
        "office_categories_active": 2,
        "endgame_cards_active": 1,
        "card_sets": min(3 + own["office"], 2 + own["building"], 2 + own["person"]),
        "goods_delivered": 5,
        "gold": 7,
        "wall_position": 9,
    }
    return values[name]


def _rich_final(active: list[str]) -> tuple[int, int]:
    state, seat = actions_state()
    p = state.players[seat]
    p.active = [*_RICH_ACTIVE, *active]
    p.districts = list(_RICH_DISTRICTS)
    for d in _RICH_DISTRICTS:
        state.districts[d] = seat
        del state.tiles[d]
    p.wall, p.delivered, p.gold = 9, 5, 7
    projected = scoring.projected(state, seat)
    state.round = 12
    state = advance_until(state, GAME.is_over)
    return projected, GAME.result(state).standing(seat).score


@pytest.mark.parametrize("card_id", ENDGAME)
def test_every_endgame_card_scores_its_counter(card_id: str) -> None:
    c = card(card_id)
    effect = c.effect
    assert c.scores_at_end and c.phase == "end"
    expected = effect.pp * (_rich_counter(effect.counter, c.type) // effect.step)
    assert expected > 0
    base_projected, base_final = _rich_final([])
    projected, final = _rich_final([card_id])
    assert final - base_final == expected
    assert projected - base_projected == expected
    assert projected == final  # the projected score of the rules' appendix


def test_endgame_cards_count_only_when_activated() -> None:
    state, seat = actions_state()
    p = state.players[seat]
    p.tableau = ["schmiede"]
    p.districts = ["A1", "A2"]
    assert scoring.endgame_card_points(state, seat) == []


def test_every_card_text_names_its_use_frequency() -> None:
    """The `uses` badge agrees with how the engine applies the effect kind."""
    expected = {
        "GAIN": "once_per_round",
        "IF": "once_per_round",
        "PER": "once_per_round",
        "EXCHANGE": "once_per_round",
        "TRIGGER": "each_time",
        "ENDGAME": "game_end",
    }
    for c in DATA.card_list:
        if c.effect.kind == "MODIFY":
            special = {
                "activation_payment": "once_per_round",
                "endgame_tableau_penalty": "game_end",
            }
            assert c.uses == special.get(c.effect.rule, "continuous"), c.id
        else:
            assert c.uses == expected[c.effect.kind], c.id
