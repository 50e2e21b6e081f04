"""What one seat may see: everything on the table, its own goal cards, pile sizes, and
what it could remember of the hidden piles.

Fulfilled contracts lie face down, but the table saw them fulfilled, so the view lists
them. Of the special pile, the view names the cards the seat saw go under it (the
round's leftovers, discarded contracts, a contract it returned unseen by others); of the
drawn contracts still waiting for a decision, those the seat knows. That is everything
an AI seat may use to resample the hidden rest (`resample.py`).
"""

from __future__ import annotations

from pydantic import BaseModel

from engine.game import View
from engine.i18n import Text
from engine.marco_polo.data import (
    BEIJING_POINTS,
    CITY_CARD_SLOTS,
    CITY_CARDS,
    CONTRACTS,
    GOAL_CARDS,
    CityCard,
    Contract,
    GoalCard,
)
from engine.marco_polo.pile import known_masks
from engine.marco_polo.scoring import score
from engine.marco_polo.state import Die, MarcoPoloLastMove, MarcoPoloState, Placed


class PlayerPanel(BaseModel):
    seat: int
    character: str
    coins: int
    camels: int
    pepper: int
    silk: int
    gold: int
    vp: int
    dice: list[Die]
    posts_left: int
    posts: list[str]
    figures: list[str]
    contracts: list[str]
    fulfilled: int
    fulfilled_contracts: list[str] = []
    goal_count: int
    goals: list[GoalCard] | None  # only for the owner
    goal_offer: list[GoalCard] | None  # only for the owner, while choosing
    goals_returned: list[GoalCard] | None = None  # only for the owner: put back in the deck
    score: int
    black_bought: bool


class CityCardView(BaseModel):
    slot: str
    card: str
    used_by: int | None


class MarcoPoloView(View):
    variant: str
    phase: str
    round: int
    start_player: int
    current: int
    main_done: bool
    players: list[PlayerPanel]
    spaces: dict[str, list[Placed]]
    city_cards: list[CityCardView]
    office: dict[str, int]
    city_bonus: dict[str, str]
    beijing: list[tuple[int, int]]  # (points, seat or -1)
    contract_row: list[str]
    round_piles: list[int]
    special_pile: int
    # the special pile top first: a card's id where this seat knows it, else None
    special_known: list[str | None] = []
    # drawn contracts awaiting a decision, in pending order: (seat, id if this seat knows it)
    drawn: list[tuple[int, str | None]] = []
    black_dice: int
    draft_offer: list[str]
    pending: list[tuple[int, str]]  # (seat, decision kind)
    last_move: MarcoPoloLastMove | None  # as the viewer may know it
    # every face-up contract (row and active ones) and the one the viewer was offered
    contract_info: dict[str, Contract]
    card_info: dict[str, CityCard]  # the city cards on the board
    prompt: Text | None = None


def public_move(state: MarcoPoloState, seat: int | None) -> MarcoPoloLastMove | None:
    """The last move as `seat` may see it: of a secret move (goal cards kept, a drawn
    contract declined), others read only the public text until the game is over."""
    last = state.last_move
    return None if last is None else last.seen_by(seat, hidden=state.phase != "over")


def knows(mask: int, seat: int | None, everyone: int) -> bool:
    """Whether `seat` (None: a spectator, who knows only what everyone knows) knows a card."""
    return mask == everyone if seat is None else bool(mask >> seat & 1)


def build_view(state: MarcoPoloState, seat: int | None, to_act: list[int]) -> MarcoPoloView:
    panels = []
    over = state.phase == "over"
    for index, p in enumerate(state.players):
        own = seat == index
        panels.append(
            PlayerPanel(
                seat=index,
                character=p.character,
                coins=p.coins,
                camels=p.camels,
                pepper=p.pepper,
                silk=p.silk,
                gold=p.gold,
                vp=p.vp,
                dice=[d.model_copy() for d in p.dice],
                posts_left=p.posts_total - p.posts_placed,
                posts=list(p.posts),
                figures=list(p.figures),
                contracts=list(p.contracts),
                fulfilled=len(p.fulfilled),
                fulfilled_contracts=list(p.fulfilled),
                goal_count=len(p.goals),
                # Goal cards are revealed for the final scoring.
                goals=[GOAL_CARDS[g] for g in p.goals] if own or over else None,
                goal_offer=[GOAL_CARDS[g] for g in p.goal_offer] if own else None,
                goals_returned=[GOAL_CARDS[g] for g in p.goals_returned] if own else None,
                score=score(state, index, reveal_goals=own or over)[0],
                black_bought=p.black_bought,
            )
        )
    cards = []
    for slot in CITY_CARD_SLOTS:
        if slot in state.city_cards:
            used = state.spaces.get(slot)
            cards.append(
                CityCardView(
                    slot=slot, card=state.city_cards[slot], used_by=used[0].seat if used else None
                )
            )
    everyone = state.everyone
    masks = known_masks(state)
    special_known = [
        c if knows(m, seat, everyone) else None for c, m in zip(state.special, masks, strict=True)
    ]
    drawn = [
        (p.seat, p.items[0] if seat == p.seat or knows(p.known, seat, everyone) else None)
        for p in state.pending
        if p.kind == "new_contract" and p.items
    ]
    return MarcoPoloView(
        game=state.game,
        viewer=seat,
        to_act=to_act,
        is_over=state.phase == "over",
        variant=state.variant,
        phase=state.phase,
        round=state.round,
        start_player=state.start_player,
        current=state.current,
        main_done=state.main_done,
        players=panels,
        spaces={k: [p.model_copy(deep=True) for p in v] for k, v in state.spaces.items()},
        city_cards=cards,
        office=dict(state.office),
        city_bonus=dict(state.city_bonus),
        beijing=list(zip(BEIJING_POINTS, state.beijing, strict=True)),
        contract_row=list(state.contract_row),
        round_piles=[len(p) for p in state.round_piles],
        special_pile=len(state.special),
        special_known=special_known,
        drawn=drawn,
        black_dice=state.black_dice,
        draft_offer=list(state.draft_offer),
        pending=[(p.seat, p.kind) for p in state.pending],
        last_move=public_move(state, seat),
        contract_info={
            c: CONTRACTS[c]
            for c in [
                *state.contract_row,
                *(c for p in state.players for c in p.contracts),
                *(c for _, c in drawn if c is not None),
            ]
        },
        card_info={c: CITY_CARDS[c] for c in state.city_cards.values()},
    )
