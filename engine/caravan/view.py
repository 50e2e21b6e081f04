"""What a seat sees of a Caravan game: everything but the order of draws from the bag."""

from __future__ import annotations

from engine.caravan.data import GOODS, SEAT_COLOURS, Good
from engine.caravan.scoring import SeatScore, result, seat_score
from engine.caravan.state import CaravanState, GoodsSpace, LastAction, PlayerBoard
from engine.game import View


class CaravanView(View):
    seat_colours: list[str]
    players: list[PlayerBoard]
    scores: list[SeatScore]
    spaces: list[GoodsSpace]
    bag_count: int
    bag_by_good: dict[Good, int]
    demand_supply: int
    current: int
    # Turns played so far; the turn under way is `turn_number + 1`. Caravan has no rounds
    # (the first three turns just have fewer actions), so a board shows "Turn 51" only.
    turn_number: int
    actions_left: int
    end_triggered: bool
    sixth_camel: bool
    short_game: bool
    last_action: LastAction | None


def build_view(state: CaravanState, seat: int | None, to_act: list[int]) -> CaravanView:
    """The view; `result` is filled in once the game is over."""
    # Everything on the table is public; the bag is a multiset drawn at random, so its
    # contents per good are public knowledge (anyone could count) and there is no order.
    return CaravanView(
        game="caravan",
        viewer=seat,
        to_act=to_act,
        is_over=state.finished,
        seat_colours=list(SEAT_COLOURS[: state.num_seats]),
        players=[p.model_copy(deep=True) for p in state.players],
        scores=[seat_score(p) for p in state.players],
        spaces=[s.model_copy() for s in state.spaces],
        bag_count=len(state.bag),
        bag_by_good={g: state.bag.count(g) for g in GOODS},
        demand_supply=state.demand_supply,
        current=state.current,
        turn_number=state.turn_number,
        actions_left=state.actions_left,
        end_triggered=state.end_triggered,
        sixth_camel=bool(state.options.sixth_camel),
        short_game=bool(state.options.short_game),
        last_action=state.last_action,
        result=result(state) if state.finished else None,
    )
