"""Pending decisions: what each one accepts and what answering it does."""

from __future__ import annotations

from itertools import combinations
from typing import TypeVar

from engine.game import Game
from engine.i18n import Text
from engine.marco_polo.actions import city_uses
from engine.marco_polo.data import (
    CITY_BONUSES,
    CITY_CARDS,
    GOODS,
    POSTS,
    TRAVEL_COST,
    WILHELM_POSTS,
)
from engine.marco_polo.events import Events
from engine.marco_polo.moves import (
    BONUS_CHOICES,
    CityUse,
    Compensate,
    Decline,
    Drop,
    Good,
    Goods2,
    Keep,
    MarcoPoloMove,
    OtherBonus,
    Pick,
    Relocate,
    Skip,
    TakeContracts,
    Travel,
    built,
)
from engine.marco_polo.notation import format_move
from engine.marco_polo.pile import discard_contract
from engine.marco_polo.rules import (
    grant,
    pay,
    put_post,
    relocate,
    start_round,
    take_contracts,
    travel,
)
from engine.marco_polo.state import MarcoPoloState, Pending, Player
from engine.marco_polo.travel import options, path_cost
from engine.marco_polo.words import character_name, place_name, route_text, t
from engine.notation import quote
from engine.pending import answered, first_of, insert

T = TypeVar("T")
GOOD_PAIRS = (("gold", "pepper"), ("gold", "silk"), ("pepper", "silk"))


# -- travel ---------------------------------------------------------------------------------


def travel_moves(player: Player, steps: int, base: bool) -> list[Travel]:
    """One move per distinct outcome; two figures (Niccolò and Marco) share the steps."""
    johannes = player.character == "johannes"
    track = frozenset(player.posts) if player.character == "wilhelm" else None
    per_figure = [
        options(f, steps, player.camels, player.coins, base, johannes, track)
        for f in player.figures
    ]
    if len(per_figure) == 1:
        priced = [
            ((o.path[-1], o.passed), o.camels, o.coins + (TRAVEL_COST[o.steps] if base else 0), o)
            for o in per_figure[0]
        ]
        return [built(Travel, paths=(o.path,)) for o in _cheapest(priced)]
    first = _undominated(player.figures[0], per_figure[0])
    second = _undominated(player.figures[1], per_figure[1])
    by_steps: dict[int, list[tuple[tuple[str, ...], int, int, int]]] = {}
    for option in second:
        by_steps.setdefault(option[1], []).append(option)
    best: dict[tuple[str, str, int, int], tuple[int, tuple[str, ...], tuple[str, ...]]] = {}
    for p1, s1, ca1, co1 in first:
        for s2 in range(0 if s1 else 1, steps - s1 + 1):
            total = s1 + s2
            base_cost = TRAVEL_COST[total] if base else 0
            for p2, _, ca2, co2 in by_steps.get(s2, []):
                ca, co = ca1 + ca2, co1 + co2 + base_cost
                if ca > player.camels or co > player.coins:
                    continue
                key = (p1[-1], p2[-1], ca, co)
                known = best.get(key)
                if known is None or total < known[0]:
                    best[key] = (total, p1, p2)
    priced2 = [((k[0], k[1]), k[2], k[3], (p1, p2)) for k, (_, p1, p2) in best.items()]
    return [built(Travel, paths=paths) for paths in _cheapest(priced2)]


def _undominated(figure: str, found: list) -> list[tuple[tuple[str, ...], int, int, int]]:
    """One figure's moves (staying put included) that no move to the same place beats on
    steps, camels and coins at once: such a move leaves the other figure no fewer steps
    and costs no more, so pairing the beaten one could never give a better journey.
    Staying put beats nothing, as a journey needs at least one step in all."""
    options = [((figure,), 0, 0, 0), *((o.path, o.steps, o.camels, o.coins) for o in found)]
    by_end: dict[str, list[tuple[int, int, int, int]]] = {}
    for index, (path, steps, camels, coins) in enumerate(options):
        by_end.setdefault(path[-1], []).append((steps, camels, coins, index))
    kept: set[int] = set()
    for group in by_end.values():
        for steps, camels, coins, index in group:
            if not any(
                0 < s <= steps
                and (s, ca, co) != (steps, camels, coins)
                and ca <= camels
                and co <= coins
                for s, ca, co, _ in group
            ):
                kept.add(index)
    return [option for index, option in enumerate(options) if index in kept]


def _cheapest(priced: list[tuple[object, int, int, T]]) -> list[T]:
    """Drop journeys another journey to the same result beats on camels and coins: paying
    more for the same posts and places never helps, and the list is a player's menu."""
    groups: dict[object, list[tuple[int, int, int]]] = {}
    for index, (key, camels, coins, _) in enumerate(priced):
        groups.setdefault(key, []).append((camels, coins, index))
    kept: set[int] = set()
    for group in groups.values():
        best = None
        for _, coins, index in sorted(group):  # fewest camels first, then fewest coins
            if best is None or coins < best:
                kept.add(index)
                best = coins
    return [item for index, (_, _, _, item) in enumerate(priced) if index in kept]


def travel_ok(player: Player, pending: Pending, move: Travel) -> bool:
    """Any valid journey is accepted, not only the representative paths that are listed."""
    if len(move.paths) != len(player.figures):
        return False
    johannes = player.character == "johannes"
    steps = camels = coins = 0
    for figure, path in zip(player.figures, move.paths, strict=True):
        if not path or path[0] != figure:
            return False
        cost = path_cost(path, johannes)
        if cost is None:
            return False
        steps += len(path) - 1
        camels += cost[0]
        coins += cost[1]
    if not 1 <= steps <= pending.n:
        return False
    coins += TRAVEL_COST[steps] if pending.base else 0
    return camels <= player.camels and coins <= player.coins


def travel_problem(player: Player, pending: Pending, move: Travel) -> Text:
    """Why a journey `travel_ok` refused is not possible: the first figure whose path
    does not start where it stands or does not follow the roads, too many steps, or the
    camels and coins it costs against those held."""
    if len(move.paths) != len(player.figures):
        return t("marco_polo.err.travel_figures", n=len(player.figures))
    johannes = player.character == "johannes"
    steps = camels = coins = 0
    for figure, path in zip(player.figures, move.paths, strict=True):
        if not path or path[0] != figure:
            return t("marco_polo.err.travel_start", place=place_name(figure))
        cost = path_cost(path, johannes)
        if cost is None:
            return t("marco_polo.err.travel_road", route=route_text(path))
        steps += len(path) - 1
        camels += cost[0]
        coins += cost[1]
    if not 1 <= steps <= pending.n:
        return t("marco_polo.err.travel_steps", n=pending.n, steps=steps)
    coins += TRAVEL_COST[steps] if pending.base else 0
    return t(
        "marco_polo.err.travel_cost",
        camels=camels,
        coins=coins,
        have_camels=player.camels,
        have_coins=player.coins,
    )


def decision_problem(state: MarcoPoloState, pending: Pending, move: MarcoPoloMove) -> Text | None:
    """Why an answer of the kind the decision asks for has the wrong terms (None when it is
    of another kind): which goods, spaces, contract, character or goal cards it may name."""
    player = state.players[pending.seat]
    match move:
        case Goods2(goods=(first, second)) if pending.kind == "goods2" and first == second:
            return t("marco_polo.err.goods_differ")
        case TakeContracts(slots=slots) if pending.kind == "take_contracts":
            reach = min(pending.n, len(state.contract_row))
            if len(set(slots)) != len(slots) or not all(1 <= n <= reach for n in slots):
                return t("marco_polo.err.contract_slots", n=reach, slots=[str(n) for n in slots])
            if max(slots) < 5:
                return t("marco_polo.err.no_slot_bonus")
            return t("marco_polo.err.slot_bonus", move=quote(format_move(move)))
        case Drop(contract=contract) if pending.kind in ("drop_contract", "new_contract"):
            held = pending.items if pending.kind == "drop_contract" else player.contracts
            return t(
                "marco_polo.err.contract_not_held",
                contract=contract.upper(),
                held=[c.upper() for c in held],
            )
        case Travel() if pending.kind == "travel":
            return travel_problem(player, pending, move)
        case OtherBonus(letter=letter) if pending.kind == "other_bonus":
            return t("marco_polo.err.other_bonus", letter=letter)
        case Compensate(camels=camels, coins=coins) if pending.kind == "compensate":
            return t("marco_polo.err.compensate", n=pending.n, got=camels + coins)
        case Relocate(city=city) if pending.kind == "relocate":
            return t("marco_polo.err.relocate", city=place_name(city))
        case Pick(character=character) if pending.kind == "draft":
            offered = [character_name(c) for c in state.draft_offer]
            return t("marco_polo.err.character", character=character_name(character), offered=offered)
        case Keep() if pending.kind == "goals":
            offer = [str(g) for g in sorted(player.goal_offer)]
            return t("marco_polo.err.goals", offer=offer)
    return None


# -- what a decision accepts ----------------------------------------------------------------


def decision_moves(state: MarcoPoloState, pending: Pending) -> list[MarcoPoloMove]:
    seat = pending.seat
    player = state.players[seat]
    kind = pending.kind
    if kind == "good":
        return [Good(good=g) for g in sorted(GOODS)]
    if kind == "goods2":
        return [Goods2(goods=pair) for pair in GOOD_PAIRS]
    if kind == "take_contracts":
        reach = min(pending.n, len(state.contract_row))
        moves: list = []
        for size in (1, 2):
            for slots in combinations(range(1, reach + 1), size):
                if slots == (5, 6):
                    moves.extend(TakeContracts(slots=slots, bonus=b) for b in BONUS_CHOICES)
                elif max(slots) >= 5:
                    moves.extend(TakeContracts(slots=slots, bonus=b) for b in ("camels", "coins"))
                else:
                    moves.append(TakeContracts(slots=slots))
        return moves
    if kind == "drop_contract":
        return [Drop(contract=c) for c in pending.items]
    if kind == "new_contract":
        return [*(Drop(contract=c) for c in player.contracts), Decline()]
    if kind == "travel":
        moves = travel_moves(player, pending.n, pending.base)
        return moves or [Skip()]
    if kind == "city":
        return city_uses(state, seat, pending.items[0], pending.n)
    if kind == "other_bonus":
        return [OtherBonus(letter=x) for x in sorted(CITY_BONUSES) if x != "d"]
    if kind == "compensate":
        return [Compensate(camels=c, coins=pending.n - c) for c in range(pending.n + 1)]
    if kind == "relocate":
        return [Relocate(city=c) for c in player.posts if c != pending.items[0]]
    if kind == "draft":
        return [Pick(character=c) for c in state.draft_offer]
    if kind == "goals":
        return [Keep(goals=(a, b)) for a, b in combinations(sorted(player.goal_offer), 2)]
    raise ValueError(kind)  # pragma: no cover


# -- answering ------------------------------------------------------------------------------


def setup_character(state: MarcoPoloState, seat: int, character: str) -> None:
    """Characters that change the set-up: Kubilai Khan, Wilhelm, Niccolò and Marco."""
    player = state.players[seat]
    player.character = character
    player.posts_total = WILHELM_POSTS if character == "wilhelm" else POSTS
    if character == "niccolo":
        player.figures = ["venezia", "venezia"]
    if character == "kubilai":
        player.figures = ["beijing"]
        put_post(state, seat, "beijing", [])


def answer(state: MarcoPoloState, seat: int, move: object, events: Events) -> None:
    index, pending = first_of(state.pending, seat)  # type: ignore[misc]
    answered(state.pending, index)
    player = state.players[seat]
    follow: list[Pending] = []
    match move:
        case Good(good=g):
            setattr(player, g, getattr(player, g) + 1)
            if pending.n > 1:
                follow.append(Pending(seat=seat, kind="good", n=pending.n - 1))
        case Goods2(goods=goods):
            for g in goods:
                setattr(player, g, getattr(player, g) + 1)
        case TakeContracts(slots=slots, bonus=bonus):
            follow = take_contracts(state, seat, slots, bonus, events)
        case Drop(contract=c):
            player.contracts.remove(c)
            discard_contract(state, c)
            if pending.kind == "new_contract":
                player.contracts.append(pending.items[0])
        case Decline():  # back under the pile, known only to those who saw it
            discard_contract(state, pending.items[0], pending.known | 1 << seat)
        case Travel(paths=paths):
            follow = travel(state, seat, paths, pending.base, events)
        case Skip():
            pass  # the move's own event says the step is forfeited
        case CityUse():
            follow = use_city(state, seat, pending, move, events)
        case OtherBonus(letter=letter):
            follow = grant(state, seat, CITY_BONUSES[letter], events)
        case Compensate(camels=ca, coins=co):
            player.camels += ca
            player.coins += co
        case Relocate(city=source):
            follow = relocate(state, seat, source, pending.items[0], events)
        case Pick(character=character):
            setup_character(state, seat, character)
            state.draft_offer.remove(character)
            state.draft_order.pop(0)
            if state.draft_order:
                follow.append(Pending(seat=state.draft_order[0], kind="draft"))
            else:
                deal_goal_offers(state)
        case Keep(goals=goals):
            player.goals = list(goals)
            player.goals_returned = [g for g in player.goal_offer if g not in goals]
            state.goal_deck.extend(player.goals_returned)
            player.goal_offer = []
            if not state.pending:
                start_round(state, events)
    insert(state.pending, index, follow)


def deal_goal_offers(state: MarcoPoloState) -> None:
    state.phase = "goals"
    Game.mark_irreversible(state)  # the goal cards drawn are now seen
    for seat, player in enumerate(state.players):
        player.goal_offer = state.goal_deck[:4]
        del state.goal_deck[:4]
        state.pending.append(Pending(seat=seat, kind="goals"))


def use_city(
    state: MarcoPoloState, seat: int, pending: Pending, move: CityUse, events: Events
) -> list[Pending]:
    player = state.players[seat]
    card = CITY_CARDS[pending.items[0]]
    follow: list[Pending] = []
    if card.kind == "bonus" or card.reward == ("bonus",):
        if card.kind == "repeat":
            player.coins -= len(move.items)
        for city in move.items:
            follow.extend(grant(state, seat, CITY_BONUSES[state.city_bonus[city]], events))
        return follow
    if card.kind == "repeat":
        if card.cost == ("goods2",):
            for pair in move.items:
                for g in pair.split("+"):
                    setattr(player, g, getattr(player, g) - 1)
        else:
            pay(player, card.cost, move.times)
        if card.reward == ("move",):
            return [Pending(seat=seat, kind="travel", n=move.times, base=False)]
        return grant(state, seat, card.reward * move.times, events)
    _mode, cost, reward = next(w for w in card.ways if w[0] == move.mode)
    if cost == ("good",):
        for g in move.items:
            setattr(player, g, getattr(player, g) - 1)
    else:
        pay(player, cost, move.times)
    if reward == ("good",):
        return [Pending(seat=seat, kind="good", n=move.times)]
    return grant(state, seat, reward * move.times, events)
