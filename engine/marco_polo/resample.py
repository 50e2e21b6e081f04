"""For AI seats: a state drawn from what one seat knows, and a cheap position value.

`resample` rebuilds everything the seat cannot see from its view alone, so a search over
resampled states never reads the real hidden state:
- the other players' goal cards (their offers while they choose, the cards they kept and
  the ones they put back) and the goal deck: dealt anew from the goal cards the seat has
  not seen (its own offer, kept and returned cards are known);
- the contracts in the four face-down round piles, the special pile's cards the seat
  does not know, and drawn contracts of other seats it has not seen: dealt anew from the
  regular contracts not visible to it (row, tableaus, fulfilled, the special-pile cards
  it saw go under the pile, what it drew itself);
- the random number state (future dice and rolls), the seed, and the notation of another
  seat's secret last move.
Each pool is sorted before it is shuffled, so equal views give equal samples.
"""

from __future__ import annotations

from engine.marco_polo.data import CONTRACTS, GOAL_CARDS, LOCATIONS, REGULAR_CONTRACTS, ROUNDS
from engine.marco_polo.scoring import score
from engine.marco_polo.state import MarcoPoloState
from engine.marco_polo.view import MarcoPoloView
from engine.rng import Rng


class _Deal:
    """A shuffled pool dealt out card by card."""

    def __init__(self, pool: list, rng: Rng) -> None:
        self.cards = rng.shuffled(sorted(pool))
        self.next = 0

    def take(self, count: int) -> list:
        cards = self.cards[self.next : self.next + count]
        if len(cards) != count:
            raise ValueError("the view's counts do not match its hidden pool")
        self.next += count
        return cards

    def rest(self) -> list:
        return self.cards[self.next :]


def resample(sampled: MarcoPoloState, view: MarcoPoloView, rng: Rng) -> MarcoPoloState:
    """Redraw the hidden parts of `sampled` (a copy of the real state) from `view`: a
    seat's, or the spectator's (a game's review reads the table's chances from it)."""
    seat = view.viewer
    sampled.rng = Rng(state=rng.next_u64())
    sampled.seed = 0
    sampled.last_move = view.last_move  # a secret move's content, unknown, is left out
    _goals(sampled, view, seat, rng)
    _contracts(sampled, view, seat, rng)
    return sampled


def _goals(sampled: MarcoPoloState, view: MarcoPoloView, seat: int | None, rng: Rng) -> None:
    own = view.players[seat] if seat is not None else None
    shown = [
        *((own.goal_offer or []) if own else []),
        *((own.goals_returned or []) if own else []),
        *(card for panel in view.players for card in panel.goals or []),  # own; all at the end
    ]
    deal = _Deal([g for g in GOAL_CARDS if g not in {card.id for card in shown}], rng)
    returned = [g.id for g in own.goals_returned or []] if own else []
    for panel in view.players:
        if panel.seat == seat:
            continue
        player = sampled.players[panel.seat]
        choosing = any(s == panel.seat and kind == "goals" for s, kind in view.pending)
        player.goal_offer = sorted(deal.take(4)) if choosing else []
        if panel.goals is not None:  # the final scoring shows them
            player.goals = [card.id for card in panel.goals]
        else:
            player.goals = sorted(deal.take(panel.goal_count))
        kept = view.variant == "pro" and panel.goal_count > 0 and not choosing
        player.goals_returned = deal.take(2) if kept else []
        returned += player.goals_returned
    sampled.goal_deck = deal.rest() + returned


def _contracts(sampled: MarcoPoloState, view: MarcoPoloView, seat: int | None, rng: Rng) -> None:
    seen = {
        *view.contract_row,
        *(c for panel in view.players for c in (*panel.contracts, *panel.fulfilled_contracts)),
        *(c for c in view.special_known if c is not None),
        *(c for _, c in view.drawn if c is not None),
    }
    deal = _Deal([c for c in REGULAR_CONTRACTS if c not in seen], rng)
    sampled.round_piles = [deal.take(size) for size in view.round_piles]
    everyone = sampled.everyone
    sampled.special = [c if c is not None else deal.take(1)[0] for c in view.special_known]
    sampled.special_known = [0 if c is None else everyone for c in view.special_known]
    drawn = iter(view.drawn)
    for pending in sampled.pending:
        if pending.kind != "new_contract" or not pending.items:
            continue
        owner, contract = next(drawn)
        pending.items = [contract if contract is not None else deal.take(1)[0]]
        seen_by_seat = contract is not None and seat is not None
        pending.known = 1 << owner | (1 << seat if seen_by_seat else 0)
    if deal.rest():
        raise ValueError("the view's counts do not match its hidden pool")


# What a running game's resources may still turn into, in points (AI search only needs a
# cheap guide that prefers the richer of two positions; the shares were checked against
# the final scores of seeded playouts).
GOOD_VP = 0.4
CAMEL_VP = 0.2
CONTRACT_READY = 0.6  # of a held contract's points when its cost can be paid now
CONTRACT_LATER = 0.3  # when it cannot yet (less in the last round)
INCOME_VP = 1.0  # a small city's bonus, paid again at the start of every later round
GOAL_HALF = 0.25  # of a goal card's points when one of its two cities has a post


def evaluate(state: MarcoPoloState, seat: int) -> float:
    """The seat's points so far, its own goal cards included, plus what coins, goods,
    camels, contracts in hand, small cities' bonuses and half-reached goal cards may
    still bring, minus the best other seat's (whose goal cards it cannot know, so they
    are left out for everyone else)."""
    mine = _worth(state, seat, own=True)
    others = [_worth(state, other, own=False) for other in range(state.num_seats) if other != seat]
    return mine - max(others, default=0.0)


def evaluation_parts(state: MarcoPoloState, seat: int) -> dict[str, float]:
    """`evaluate` in named parts: the seat's score lines (as `score` names them), what
    its coins, goods, camels, contracts in hand, small cities' bonuses and half-reached
    goal cards may still bring, and the best other seat's worth (`rivals`, negative)."""
    parts = _worth_parts(state, seat, own=True)
    others = [
        sum(_worth_parts(state, other, own=False).values())
        for other in range(state.num_seats)
        if other != seat
    ]
    parts["rivals"] = -max(others, default=0.0)
    return parts


def _worth(state: MarcoPoloState, seat: int, own: bool) -> float:
    return sum(_worth_parts(state, seat, own).values())


def _worth_parts(state: MarcoPoloState, seat: int, own: bool) -> dict[str, float]:
    player = state.players[seat]
    lines = score(state, seat, reveal_goals=own or state.phase == "over")[1]
    parts: dict[str, float] = {f"score.{line.category}": line.points for line in lines}
    if state.phase == "over":
        return parts
    later = ROUNDS - state.round  # rounds after this one
    parts["coins"] = (player.coins % 10) / 10
    parts["goods"] = GOOD_VP * player.goods()
    parts["camels"] = CAMEL_VP * player.camels
    contracts = 0.0
    for contract_id in player.contracts:
        contract = CONTRACTS[contract_id]
        ready = all(getattr(player, name) >= need for name, need in contract.cost().items())
        contracts += contract.vp * (CONTRACT_READY if ready else CONTRACT_LATER * min(1, later))
    parts["contracts"] = contracts
    parts["income"] = (
        INCOME_VP * later * sum(1 for city in player.posts if LOCATIONS[city] == "small")
    )
    goals = 0.0
    if own and later:
        for goal in player.goals:
            card = GOAL_CARDS[goal]
            if (card.large in player.posts) != (card.small in player.posts):
                goals += GOAL_HALF * card.vp
    parts["goals"] = goals
    return parts
