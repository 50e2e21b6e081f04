"""Counters for card conditions and the (final or projected) score with its breakdown."""

from __future__ import annotations

from engine.game import ScoreLine
from engine.i18n import t
from engine.macao.board import discs_above, largest_area, modifier, wall_space
from engine.macao.data import load
from engine.macao.state import MacaoState


def counter(state: MacaoState, seat: int, name: str) -> int:
    """The counters of macao.md §3, evaluated at the moment of use."""
    data = load()
    p = state.players[seat]
    cards = data.cards
    if name == "offices_used_this_round":
        return p.offices_used
    if name == "gold_received_this_round":
        return p.gold_received
    if name == "ship_spaces_moved_this_round":
        return p.ship_moved
    if name == "discs_above_own":
        return discs_above(state, seat)
    if name == "dice_chosen_showing_1":
        return p.dice_ones
    if name.startswith("active_offices:"):
        category = name.split(":", 1)[1]
        return sum(1 for c in p.active if cards[c].office_category == category)
    if name.startswith("active_cards:"):
        card_type = name.split(":", 1)[1]
        return sum(1 for c in p.active if cards[c].type == card_type)
    if name == "districts_owned":
        return len(p.districts)
    if name == "districts_largest_area":
        return largest_area(p.districts)
    if name == "districts_outside_largest":
        return len(p.districts) - largest_area(p.districts)
    if name == "dark_districts_owned":
        return sum(1 for d in p.districts if data.districts[d].dark)
    if name == "office_categories_active":
        return len({cards[c].office_category for c in p.active if cards[c].type == "office"})
    if name == "endgame_cards_active":
        return sum(1 for c in p.active if cards[c].effect.kind == "ENDGAME")
    if name == "card_sets":
        return min(
            sum(1 for c in p.active if cards[c].type == kind)
            for kind in ("office", "building", "person")
        )
    if name == "goods_delivered":
        return p.delivered
    if name == "gold":
        return p.gold
    if name == "wall_position":
        return wall_space(state, seat)
    raise KeyError(f"unknown counter {name!r}")


def endgame_card_points(state: MacaoState, seat: int) -> list[tuple[str, int]]:
    """(card id, PP) for each of the seat's activated end-game cards."""
    cards = load().cards
    out = []
    for card_id in state.players[seat].active:
        effect = cards[card_id].effect
        if effect.kind == "ENDGAME":
            value = effect.pp * (counter(state, seat, effect.counter) // effect.step)
            out.append((card_id, value))
    return out


def tableau_penalties(state: MacaoState, seat: int) -> int:
    """Penalty markers the tableau would bring now (0 with the Abt, or once applied)."""
    p = state.players[seat]
    if state.phase == "over" or modifier(p, "endgame_tableau_penalty") is not None:
        return 0
    return len(p.tableau)


def score_lines(state: MacaoState, seat: int) -> list[ScoreLine]:
    """Breakdown of the final score; for a running game, the projected final score."""
    data = load()
    p = state.players[seat]
    penalties = p.penalties + tableau_penalties(state, seat)
    lines = [
        ScoreLine(category="prestige", label=t("macao.score.prestige"), points=p.pp),
        ScoreLine(
            category="penalties",
            label=t("macao.score.penalties", count=penalties),
            points=data.penalty_pp * penalties,
        ),
        ScoreLine(
            category="cards",
            label=t("macao.score.cards"),
            points=sum(v for _, v in endgame_card_points(state, seat)),
        ),
        ScoreLine(
            category="city",
            label=t("macao.score.city", count=largest_area(p.districts)),
            points=data.city_pp * largest_area(p.districts),
        ),
    ]
    return lines


def projected(state: MacaoState, seat: int) -> int:
    return sum(line.points for line in score_lines(state, seat))


# What resources not yet turned into PP are worth, in PP, while rounds remain (the value
# model of macao.md §2: a cube of a colour of your choice about 2 PP, an exact colour
# less; 1 gold about 1.25 PP; a card used every round pays about 0.75 to 1 times its cost
# each round). Deliberately rough: AI search only needs a cheap guide that prefers the
# richer of two positions; the shares were checked against the final scores of seeded
# playouts.
CUBE_PP = 1.0
GOLD_PP = 1.25
JOKER_PP = 2.0
GOODS_SHARE = 0.6  # of the PP the port's next free space would bring
ROUND_SHARE = 0.6  # PP per round and cost cube of an activated card (not all pay each round)
TABLEAU_SHARE = 0.3  # of what activating a card on the tableau would bring
BEFORE_ACTIONS = ("start_pick", "start_cubes", "draft", "dice")


def card_prospect(state: MacaoState, seat: int, card_id: str, active: bool) -> float:
    """PP an activated card may still bring in the rounds left (end-game cards are in the
    projected score already), or what activating a card of the tableau would bring: its
    rounds of use after this one, the penalty marker it no longer costs, less its cubes."""
    card = load().cards[card_id]
    if state.phase == "over" or (card.effect.kind == "ENDGAME" and active):
        return 0.0
    cost = sum(card.cost.values())
    later = load().rounds - state.round
    if not active:
        if card.effect.kind == "ENDGAME":
            return TABLEAU_SHARE * 2 * cost  # macao.md §7: about 2 + 2 x cost once active
        return TABLEAU_SHARE * max(0.0, 3 + ROUND_SHARE * cost * later - CUBE_PP * cost)
    this_round = state.phase in BEFORE_ACTIONS or (
        state.phase == "actions" and card_id not in state.players[seat].used
    )
    return ROUND_SHARE * cost * (later + this_round)


def potential(state: MacaoState, seat: int) -> float:
    """PP the seat's cubes, gold, jokers, goods on board and cards may still bring."""
    return float(sum(potential_parts(state, seat).values()))


def potential_parts(state: MacaoState, seat: int) -> dict[str, float]:
    """`potential` by what brings it: cubes, gold, jokers, goods on board, cards."""
    if state.phase == "over":
        return {}
    data = load()
    p = state.players[seat]
    rounds_left = data.rounds - state.round  # rounds after the current one
    cubes = sum(p.supply) if state.phase == "actions" else 0
    for field, arrive in zip(p.rose, range(1, 7), strict=True):
        if arrive <= rounds_left:
            cubes += sum(field)
    goods = 0.0
    for good in p.goods:
        port = data.ports[data.good_port[good]]
        covered = len(state.ports[port.id])
        if covered < len(port.slots):
            goods += port.slots[covered]
    cards = sum(card_prospect(state, seat, c, True) for c in p.active)
    cards += sum(card_prospect(state, seat, c, False) for c in p.tableau)
    return {
        "cubes": CUBE_PP * cubes,
        "gold": GOLD_PP * p.gold,
        "jokers": JOKER_PP * p.jokers,
        "goods": GOODS_SHARE * goods,
        "cards": cards,
    }


def evaluate(state: MacaoState, seat: int) -> float:
    """Projected final score plus potential, minus the best other seat's (AI cut-offs)."""
    values = [projected(state, s) + potential(state, s) for s in range(state.num_seats)]
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - (max(others) if others else 0.0)


def evaluation_parts(state: MacaoState, seat: int) -> dict[str, float]:
    """`evaluate` in named parts: the projected score's lines (as `score_lines` names
    them), the potential's parts, and the best other seat's value (`rivals`, negative)."""
    parts: dict[str, float] = {}
    for line in score_lines(state, seat):
        name = f"score.{line.category}"
        parts[name] = parts.get(name, 0.0) + line.points
    parts.update(potential_parts(state, seat))
    others = [
        projected(state, s) + potential(state, s) for s in range(state.num_seats) if s != seat
    ]
    parts["rivals"] = -(max(others) if others else 0.0)
    return parts
