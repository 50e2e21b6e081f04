"""What one seat may see of a Macao game, as typed models a renderer can draw.

Everything on the table is public in Macao except the deck order, the future dice and,
while the dice are being chosen simultaneously, the other players' choices (see
`resample.py`). The view carries everything else of the state, the per-round counters
included, so what a seat can tell apart is exactly what its view shows (`resample`).
"""

from __future__ import annotations

from pydantic import BaseModel

from engine.game import View
from engine.i18n import Text, t
from engine.macao.board import discs_above, wall_space
from engine.macao.data import COLOURS, load
from engine.macao.moves import letters
from engine.macao.resample import choices_hidden
from engine.macao.rules import to_act
from engine.macao.scoring import projected
from engine.macao.state import MacaoLastMove, MacaoState


class CardInfo(BaseModel):
    id: str
    handle: str
    name: Text
    type: str
    category: str | None
    cost: str  # colour letters
    tribute: tuple[int, int]
    phase: str
    uses: str
    effect: Text  # one line, both languages


class ActiveCard(CardInfo):
    used_this_round: bool


class DistrictView(BaseModel):
    id: str
    pos: tuple[float, float]
    cost: str
    dark: bool
    tile: str | None  # good id or "joker" while untaken
    owner: int | None
    neighbors: list[str]


class WallStack(BaseModel):
    space: int
    seats: list[int]  # top first


class PortView(BaseModel):
    id: str
    name: str
    good: str
    slots: list[int]
    covered_by: list[int | None]  # seat per slot, top slot first


class SeaNodeView(BaseModel):
    id: str
    kind: str
    pos: tuple[float, float]
    ships: list[int]


class PlayerView(BaseModel):
    seat: int
    turn_position: int  # 1 = first on the wall
    gold: int
    prestige: int
    projected: int
    penalties: int
    markers_left: int
    tableau: list[CardInfo]
    active: list[ActiveCard]
    rose: list[dict[str, int]]  # field 1..6 -> cubes per colour
    supply: dict[str, int]
    ship: str
    goods: list[str]
    jokers: int
    wall_space: int
    discs_above: int
    districts: list[str]
    goods_delivered: int
    dice: list[str] | None  # hidden (None) for others while choices are open
    ship_budget: int
    district_discount: int
    handwerker_used: bool = False  # the Craftsman's free activation is spent this round
    # beyond the last wall space the disc stays there, but further ahead counts first
    wall_position: int = 0
    tableau_penalties: int = 0  # penalty markers for tableau cards at the game end
    # this round (the conditions of card effects look back over it)
    wall_moved: bool = False
    offices_used: int = 0
    gold_received: int = 0
    ship_moved: int = 0
    dice_ones: int = 0
    # this turn
    districts_taken: int = 0
    tribute_bought: int = 0
    ship_trail: list[str] = []  # where a free move may not take the ship back


class PendingView(BaseModel):
    kind: str
    seat: int
    count: int
    distinct: bool = False  # cubes to pay must differ in colour (Kathedrale)
    paid: dict[str, int] = {}  # cubes paid so far towards this decision


class MacaoView(View):
    round: int
    rounds: int
    phase: str
    tribute_gold: int
    tribute_pp: int
    dice: dict[str, int]
    display: list[CardInfo]
    offices: list[list[CardInfo]]  # round 1..12, the round's two offices
    deck_size: int
    discard: list[CardInfo]
    city: list[DistrictView]
    wall: list[WallStack]
    sea: list[SeaNodeView]
    sea_edges: list[tuple[str, str]]
    ports: list[PortView]
    players: list[PlayerView]
    order: list[int]
    pending: PendingView | None
    last_move: MacaoLastMove | None  # as the viewer may know it
    dice_order: str = "simultaneous"  # the table's option: simultaneous or wall_order
    roller: int = 0  # the seat that rolls the dice all game
    still_to_act: list[int] = []  # seats yet to act in this step, in order
    decisions: list[PendingView] = []  # every open decision, `pending` first


def card_info(card_id: str) -> CardInfo:
    data = load()
    card = data.cards[card_id]
    return CardInfo(
        id=card.id,
        handle=data.handles[card.id],
        name=t(f"macao.card.{card.id}"),
        type=card.type,
        category=card.office_category,
        cost=letters(card.cost_vector),
        tribute=card.tribute,
        phase=card.phase,
        uses=card.uses,
        effect=t(f"macao.cardtext.{card.id}"),
    )


def _cubes(vec: list[int]) -> dict[str, int]:
    return {COLOURS[i]: n for i, n in enumerate(vec) if n}


def build_view(state: MacaoState, seat: int | None) -> MacaoView:
    data = load()
    hide_dice = choices_hidden(state)
    stacks: dict[int, list[int]] = {}
    for s in state.order:
        stacks.setdefault(wall_space(state, s), []).append(s)
    players = []
    for s, p in enumerate(state.players):
        dice = [COLOURS[c] for c in p.dice] if (not hide_dice or s == seat) else None
        players.append(
            PlayerView(
                seat=s,
                turn_position=state.order.index(s) + 1,
                gold=p.gold,
                prestige=p.pp,
                projected=projected(state, s),
                penalties=p.penalties,
                markers_left=max(0, data.markers_per_player - p.penalties - len(p.districts)),
                tableau=[card_info(c) for c in p.tableau],
                active=[
                    ActiveCard(**card_info(c).model_dump(), used_this_round=c in p.used)
                    for c in p.active
                ],
                rose=[_cubes(field) for field in p.rose],
                supply=_cubes(p.supply),
                ship=p.ship,
                goods=list(p.goods),
                jokers=p.jokers,
                wall_space=wall_space(state, s),
                discs_above=discs_above(state, s),
                districts=list(p.districts),
                goods_delivered=p.delivered,
                dice=dice,
                ship_budget=p.ship_budget,
                district_discount=p.district_discount,
                handwerker_used=p.handwerker_used,
                wall_position=p.wall,
                tableau_penalties=p.tableau_penalties,
                wall_moved=p.wall_moved,
                offices_used=p.offices_used,
                gold_received=p.gold_received,
                ship_moved=p.ship_moved,
                dice_ones=p.dice_ones,
                districts_taken=p.districts_taken,
                tribute_bought=p.tribute_bought,
                ship_trail=list(p.ship_trail),
            )
        )
    decisions = [
        PendingView(
            kind=pend.kind,
            seat=pend.seat,
            count=pend.count,
            distinct=pend.distinct,
            paid=_cubes(pend.paid),
        )
        for pend in state.pending
    ]
    return MacaoView(
        game="macao",
        viewer=seat,
        to_act=to_act(state),
        is_over=state.phase == "over",
        round=state.round,
        rounds=data.rounds,
        phase=state.phase,
        tribute_gold=state.tribute_gold,
        tribute_pp=state.tribute_pp,
        dice={COLOURS[i]: v for i, v in enumerate(state.dice) if v},
        display=[card_info(c) for c in state.display],
        offices=[[card_info(c) for c in pair] for pair in state.offices],
        deck_size=len(state.deck),
        discard=[card_info(c) for c in state.discard],
        city=[
            DistrictView(
                id=d.id,
                pos=d.pos,
                cost=letters(d.cost_vector),
                dark=d.dark,
                tile=state.tiles.get(d.id),
                owner=state.districts.get(d.id),
                neighbors=list(d.neighbors),
            )
            for d in data.districts.values()
        ],
        wall=[WallStack(space=k, seats=v) for k, v in sorted(stacks.items())],
        sea=[
            SeaNodeView(
                id=n.id,
                kind=n.kind,
                pos=n.pos,
                ships=[s for s, p in enumerate(state.players) if p.ship == n.id],
            )
            for n in data.sea_nodes.values()
        ],
        sea_edges=[(a, b) for a, b in data.sea_edges],
        ports=[
            PortView(
                id=port.id,
                name=port.name,
                good=port.good,
                slots=list(port.slots),
                covered_by=[
                    state.ports[port.id][i] if i < len(state.ports[port.id]) else None
                    for i in range(len(port.slots))
                ],
            )
            for port in data.ports.values()
        ],
        players=players,
        order=list(state.order),
        pending=decisions[0] if decisions else None,
        decisions=decisions,
        dice_order=state.options.dice_order,
        roller=state.roller,
        still_to_act=list(state.queue),
        # While dice are chosen simultaneously, the last choice stays secret too.
        last_move=(
            None if state.last_move is None else state.last_move.seen_by(seat, hidden=hide_dice)
        ),
    )
