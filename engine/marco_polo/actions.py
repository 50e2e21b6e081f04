"""Legality and generation of the turn's moves: main actions, bonus actions, city cards.

`place_problem` is the one place that decides whether a placement is allowed; the move
generator filters candidates through it, so `legal_moves` and `check` always agree.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, combinations_with_replacement

from engine.i18n import Text
from engine.marco_polo.data import (
    BAZAAR,
    BAZAARS,
    CITY_CARD_SLOTS,
    CITY_CARDS,
    CONTRACTS,
    GOODS,
    KHAN_SLOTS,
    LOCATIONS,
    MAIN_SPACES,
    SPACE_DICE,
    slot_city,
)
from engine.marco_polo.moves import (
    Bag,
    Bump,
    BuyBlack,
    CityUse,
    End,
    Fulfil,
    MarcoPoloMove,
    Place,
    Reroll,
    built,
)
from engine.marco_polo.notation import die_kind, die_value, format_move
from engine.marco_polo.rules import can_pay, occupied, split, used_colour
from engine.marco_polo.state import Die, MarcoPoloState, Player
from engine.marco_polo.travel import options
from engine.marco_polo.words import dice_text, die_text, place_name, t
from engine.notation import quote

PAIRS = ("gold+pepper", "gold+silk", "pepper+silk")


def token(die: Die) -> str:
    return f"{die.value}{'' if die.kind == 'p' else die.kind}"


def match_dice(player: Player, tokens: tuple[str, ...]) -> list[int] | None:
    """Indices of the player's dice the tokens name (unset dice take any value), or None."""
    used: list[int] = []
    for tok in tokens:
        value, kind = die_value(tok), die_kind(tok)
        for index, die in enumerate(player.dice):
            if index in used or die.kind != kind:
                continue
            if die.value == value or die.value == 0:
                used.append(index)
                break
        else:
            return None
    return used


def dice_choices(player: Player, count: int) -> set[tuple[str, ...]]:
    """Distinct ways to pick `count` dice; Raschid's unset dice get one value for all."""
    if any(d.value == 0 for d in player.dice):
        kinds = sorted(d.kind for d in player.dice)
        result: set[tuple[str, ...]] = set()
        for combo in set(combinations(kinds, count)):
            for value in range(1, 7):
                result.add(tuple(sorted(f"{value}{'' if k == 'p' else k}" for k in combo)))
        return result
    tokens = sorted((token(d) for d in player.dice), key=lambda s: (die_value(s), s))
    return {tuple(sorted(c, key=lambda s: (die_value(s), s))) for c in combinations(tokens, count)}


def fee(state: MarcoPoloState, seat: int, space: str, low: int) -> int:
    if space == "khan" or not occupied(state, space):
        return 0
    if state.players[seat].character == "berke":
        return 0
    return low


def place_problem(state: MarcoPoloState, seat: int, move: Place) -> Text | None:
    """Why this placement is not allowed, or None if it is."""
    player = state.players[seat]
    space = move.space
    city_slot = space in CITY_CARD_SLOTS
    if not city_slot and space not in MAIN_SPACES:
        return t("marco_polo.err.space", space=quote(space))
    need = 1 if city_slot else SPACE_DICE[space]
    if len(move.dice) != need:
        return t("marco_polo.err.dice_count", need=need, got=len(move.dice))
    matched = match_dice(player, move.dice)
    if matched is None:
        return _missing_dice(player, move.dice)
    values = [die_value(d) for d in move.dice]
    if any(player.dice[i].value == 0 for i in matched) and len(set(values)) > 1:
        return t("marco_polo.err.raschid_values")
    low = min(values)
    if space not in BAZAARS and move.row != 0:
        return t("marco_polo.err.no_rows")
    if space in BAZAARS and not 1 <= move.row <= low:
        return t("marco_polo.err.row", row=move.row, low=low)
    return space_problem(state, seat, space, low, any(die_kind(d) == "p" for d in move.dice))


def _missing_dice(player: Player, dice: tuple[str, ...]) -> Text:
    """The dice named that the player does not have, and the dice the player has."""
    if not player.dice:
        return t("marco_polo.err.no_dice_left")
    held = sorted((token(d) for d in player.dice if d.value), key=lambda s: (die_value(s), s))
    named = dice_text(list(dice))
    if len(held) < len(player.dice):  # Raschid's dice have no value until placed
        return t("marco_polo.err.no_such_dice", dice=named, count=len(dice))
    return t(
        "marco_polo.err.no_such_dice_held", dice=named, count=len(dice), held=dice_text(held)
    )


def space_problem(
    state: MarcoPoloState, seat: int, space: str, low: int, own_colour: bool
) -> Text | None:
    """What forbids dice with lowest value `low` on `space` (the dice themselves are valid)."""
    player = state.players[seat]
    if own_colour and used_colour(state, space, seat):
        return t("marco_polo.err.colour_used")
    if space in CITY_CARD_SLOTS:
        city = place_name(slot_city(space))
        if space not in state.city_cards:
            return t("marco_polo.err.no_city_card", city=city)
        if occupied(state, space):
            return t("marco_polo.err.card_used", city=city)
        if slot_city(space) not in player.posts:
            return t("marco_polo.err.no_post", city=city)
        if slot_city(space) in player.fresh_posts:
            return t("marco_polo.err.post_too_new", city=city)
        card = CITY_CARDS[state.city_cards[space]]
        if card.kind in ("bonus", "repeat", "exchange") and not city_uses(
            state, seat, card.id, low
        ):
            return t("marco_polo.err.card_unaffordable", city=city, die=low)
        return None
    cost = fee(state, seat, space, low)
    if player.coins < cost:
        return t("marco_polo.err.fee", fee=cost, coins=player.coins)
    if space == "khan":
        khan = state.spaces.get("khan", [])
        if len(khan) >= KHAN_SLOTS:
            return t("marco_polo.err.khan_full")
        highest = max((d.value for placed in khan for d in placed.dice), default=0)
        if low < highest:
            return t("marco_polo.err.khan_low", need=highest, low=low)
    elif space == "contracts":
        if not state.contract_row:
            return t("marco_polo.err.no_contracts")
    elif space == "travel" and not any(
        options(figure, 1, player.camels, player.coins - cost, True, player.character == "johannes")
        for figure in player.figures
    ):
        return t("marco_polo.err.cannot_travel", camels=player.camels, coins=player.coins - cost)
    return None


def _gives(tokens: tuple[str, ...]) -> dict[str, int]:
    return {name: amount for name, amount in map(split, tokens)}


def _covers(more: dict[str, int], less: dict[str, int]) -> bool:
    return all(more.get(name, 0) >= amount for name, amount in less.items())


@cache
def sensible_rows(space: str, low: int) -> tuple[int, ...]:
    """The bazaar rows worth offering for a lowest die `low`, best first: a lower row only
    if it gives something no higher row up to `low` gives (rules: a lower row "gibt nur
    dann einen Sinn, wenn er dadurch noch abgebildete Zusätze erhält"; camels never).
    Any row up to `low` is still accepted when typed, as the rules allow it."""
    rows = BAZAAR[space]
    kept: list[int] = []
    for row in range(low, 0, -1):
        gives = _gives(rows[row - 1])
        if not any(_covers(_gives(rows[higher - 1]), gives) for higher in kept):
            kept.append(row)
    return tuple(kept)


def place_moves(state: MarcoPoloState, seat: int) -> list[Place]:
    """Every legal placement; the space checks are cached by (space, lowest die, own colour)."""
    player = state.players[seat]
    moves: list[Place] = []
    by_count = {n: sorted(dice_choices(player, n)) for n in (1, 2, 3) if n <= len(player.dice)}
    verdicts: dict[tuple[str, int, bool], bool] = {}

    def allowed(space: str, dice: tuple[str, ...]) -> int:
        low = min(die_value(d) for d in dice)
        key = (space, low, any(die_kind(d) == "p" for d in dice))
        if key not in verdicts:
            verdicts[key] = space_problem(state, seat, *key) is None
        return low if verdicts[key] else 0

    for space in MAIN_SPACES:
        for dice in by_count.get(SPACE_DICE[space], []):
            low = allowed(space, dice)
            if not low:
                continue
            if space in BAZAARS:
                moves.extend(
                    built(Place, space=space, dice=dice, row=r) for r in sensible_rows(space, low)
                )
            else:
                moves.append(built(Place, space=space, dice=dice, row=0))
    for slot in CITY_CARD_SLOTS:
        if slot in state.city_cards and slot_city(slot) in player.posts:
            moves.extend(
                built(Place, space=slot, dice=dice, row=0)
                for dice in by_count.get(1, [])
                if allowed(slot, dice)
            )
    return moves


def bonus_moves(state: MarcoPoloState, seat: int) -> list[MarcoPoloMove]:
    player = state.players[seat]
    moves: list = []
    for contract in player.contracts:
        if can_pay(player, _cost_tokens(contract)):
            moves.append(built(Fulfil, contract=contract))
    singles = sorted(dice_choices(player, 1)) if player.dice else []
    moves.extend(built(Bag, die=d[0]) for d in singles)
    set_dice = sorted({token(d) for d in player.dice if d.value}, key=lambda s: (die_value(s), s))
    if player.camels >= 1:
        moves.extend(built(Reroll, die=d) for d in set_dice)
    if player.camels >= 2:
        for d in set_dice:
            if die_value(d) < 6:
                moves.append(built(Bump, die=d, up=True))
            if die_value(d) > 1:
                moves.append(built(Bump, die=d, up=False))
    if player.camels >= 3 and not player.black_bought and state.black_dice > 0:
        moves.append(built(BuyBlack))
    return moves


# Camels a bonus action costs: reroll a die, bump a die by one, buy a black die.
_BONUS_CAMELS = {"reroll": 1, "bump": 2, "buy_black": 3}


def turn_problem(state: MarcoPoloState, seat: int, move: MarcoPoloMove) -> Text | None:
    """Why a move other than a placement is refused in the turn, no decision being open:
    the first rule it breaks, with what is needed against what the player holds."""
    player = state.players[seat]
    if isinstance(move, End):
        if state.main_done or not player.dice:
            return None
        return t("marco_polo.err.action_first")
    if isinstance(move, Fulfil):
        return _fulfil_problem(player, move.contract)
    if not isinstance(move, Bag | Reroll | Bump | BuyBlack):
        ask = t(f"marco_polo.ask.{'after' if state.main_done else 'turn'}")
        return t("marco_polo.err.no_decision", move=quote(format_move(move)), prompt=ask)
    need = _BONUS_CAMELS.get(move.kind, 0)
    if player.camels < need:
        return t(
            "marco_polo.err.camels",
            need=t("marco_polo.amount.camels", n=need),
            have=t("marco_polo.amount.camels", n=player.camels),
        )
    if isinstance(move, BuyBlack):
        if player.black_bought:
            return t("marco_polo.err.black_bought")
        if state.black_dice <= 0:
            return t("marco_polo.err.no_black_dice")
        return None
    if match_dice(player, (move.die,)) is None or (
        not isinstance(move, Bag) and move.die not in {token(d) for d in player.dice if d.value}
    ):
        return _missing_dice(player, (move.die,))
    if isinstance(move, Bump) and die_value(move.die) == (6 if move.up else 1):
        return t("marco_polo.err.bump_limit", die=die_text(move.die))
    return None


def _fulfil_problem(player: Player, contract: str) -> Text | None:
    name = contract.upper()
    if contract in player.fulfilled:
        return t("marco_polo.err.contract_fulfilled", contract=name)
    if contract not in player.contracts:
        if not player.contracts:
            return t("marco_polo.err.no_contract_held", contract=name)
        held = [c.upper() for c in player.contracts]
        return t("marco_polo.err.contract_not_held", contract=name, held=held)
    for good, need in CONTRACTS[contract].cost().items():
        have = getattr(player, good)
        if have < need:
            return t(
                "marco_polo.err.contract_lacks",
                contract=name,
                need=t(f"marco_polo.amount.{good}", n=need),
                have=t(f"marco_polo.amount.{good}", n=have),
            )
    return None


def bonus_or_end_allowed(state: MarcoPoloState, seat: int, move: object) -> bool:
    """`turn_moves` membership for every move but a placement, without listing placements."""
    if isinstance(move, End):
        return state.main_done or not state.players[seat].dice
    return move in bonus_moves(state, seat)


def turn_moves(state: MarcoPoloState, seat: int) -> list[MarcoPoloMove]:
    player = state.players[seat]
    moves: list = []
    if not state.main_done and player.dice:
        moves.extend(place_moves(state, seat))
    moves.extend(bonus_moves(state, seat))
    if state.main_done or not player.dice:
        moves.append(built(End))
    return moves


def _cost_tokens(contract: str) -> list[str]:
    return [f"{k}:{v}" for k, v in CONTRACTS[contract].cost().items() if v]


# -- city cards ----------------------------------------------------------------------------


def own_small_cities(player: Player) -> list[str]:
    return sorted(c for c in player.posts if LOCATIONS[c] == "small")


def _goods_affordable(player: Player, goods: tuple[str, ...]) -> bool:
    return all(getattr(player, g) >= goods.count(g) for g in GOODS)


def city_uses(state: MarcoPoloState, seat: int, card_id: str, die: int) -> list[CityUse]:
    """Every way to use a city card that needs a choice, for a die of value `die`."""
    player = state.players[seat]
    card = CITY_CARDS[card_id]
    uses: list[CityUse] = []
    if card.kind == "bonus":
        most = split(card.table[die - 1][0])[1]
        cities = own_small_cities(player)
        for size in range(1, most + 1):
            uses.extend(CityUse(times=size, items=c) for c in combinations(cities, size))
    elif card.kind == "repeat" and card.reward == ("bonus",):
        cities = own_small_cities(player)
        for size in range(1, min(die, player.coins) + 1):
            uses.extend(CityUse(times=size, items=c) for c in combinations(cities, size))
    elif card.kind == "repeat" and card.cost == ("goods2",):
        for times in range(1, die + 1):
            for pairs in combinations_with_replacement(PAIRS, times):
                paid = tuple(g for pair in pairs for g in pair.split("+"))
                if _goods_affordable(player, paid):
                    uses.append(CityUse(times=times, items=pairs))
    elif card.kind == "repeat":
        uses.extend(CityUse(times=n) for n in range(1, die + 1) if can_pay(player, card.cost, n))
    elif card.kind == "exchange":
        for mode, cost, _reward in card.ways:
            if cost == ("good",):
                for times in range(1, die + 1):
                    for goods in combinations_with_replacement(sorted(GOODS), times):
                        if _goods_affordable(player, goods):
                            uses.append(CityUse(times=times, mode=mode, items=goods))
            else:
                uses.extend(
                    CityUse(times=n, mode=mode)
                    for n in range(1, die + 1)
                    if can_pay(player, cost, n)
                )
    return uses
