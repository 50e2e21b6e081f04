"""Wall, city and card-ownership queries shared by the rules, the scoring and the view."""

from __future__ import annotations

from typing import Any

from engine.macao.data import MacaoData, load
from engine.macao.state import MacaoState, PlayerState


def modifier(p: PlayerState, rule: str, data: MacaoData | None = None) -> dict[str, Any] | None:
    """Params of the owner's active MODIFY card for `rule` (copies never stack), or None."""
    cards = (data or load()).cards
    for card_id in p.active:
        effect = cards[card_id].effect
        if effect.kind == "MODIFY" and effect.rule == rule:
            return effect.params
    return None


def reducer(p: PlayerState, card_type: str) -> int:
    """Cubes left out when activating a card of `card_type` (Archiv, Kran, Heiler)."""
    cards = load().cards
    best = 0
    for card_id in p.active:
        effect = cards[card_id].effect
        if effect.rule == "activation_cost" and effect.params.get("card_type") == card_type:
            best = max(best, int(effect.params.get("reduce", 1)))
    return best


def warehouse_factor(p: PlayerState, good: str) -> int:
    cards = load().cards
    factor = 1
    for card_id in p.active:
        effect = cards[card_id].effect
        if effect.rule == "delivery_multiplier" and effect.params.get("good") == good:
            factor = max(factor, int(effect.params.get("factor", 2)))
    return factor


def triggers(p: PlayerState, event: str, card_type: str | None = None) -> list[str]:
    """The owner's active TRIGGER cards for `event` (each copy fires separately)."""
    cards = load().cards
    out = []
    for card_id in p.active:
        effect = cards[card_id].effect
        if effect.kind != "TRIGGER" or effect.event != event:
            continue
        wanted = effect.filter.get("card_type")
        if wanted is not None and wanted != card_type:
            continue
        out.append(card_id)
    return out


# -- wall -----------------------------------------------------------------------------


def wall_space(state: MacaoState, seat: int) -> int:
    return min(state.players[seat].wall, load().wall_last)


def reorder_wall(state: MacaoState) -> None:
    """Turn order: further ahead first; inside a stack top first; the Turm's owner on top.

    The Turm puts its owner on top of the physical stack, so it also outranks a disc that
    went beyond the last space and lies in the same stack there (the card changes the wall
    rules, the overshoot note included); otherwise the further virtual position leads.
    The sort is stable, so equal positions keep their arrival order (last arrival on top).
    """
    last = load().wall_last
    turm = {s for s, p in enumerate(state.players) if modifier(p, "wall_stack_order") is not None}
    players = state.players
    state.order.sort(
        key=lambda s: (-min(players[s].wall, last), 0 if s in turm else 1, -players[s].wall)
    )


def advance_wall(state: MacaoState, seat: int, spaces: int) -> None:
    """Move a disc forward; landing on an occupied space puts it on top of the stack."""
    if spaces <= 0:
        return
    state.players[seat].wall += spaces
    state.order.remove(seat)
    target = state.players[seat].wall
    index = next(
        (i for i, s in enumerate(state.order) if state.players[s].wall <= target),
        len(state.order),
    )
    state.order.insert(index, seat)
    reorder_wall(state)


def discs_above(state: MacaoState, seat: int) -> int:
    """Other discs physically lying on this seat's disc (same space, earlier in order)."""
    space = wall_space(state, seat)
    count = 0
    for other in state.order:
        if other == seat:
            return count
        if wall_space(state, other) == space:
            count += 1
    return count


def wall_cost(p: PlayerState, spaces: int) -> int:
    """1 cube for the first space, 2 for each further one (Tor: its own extra cost)."""
    params = modifier(p, "wall_cost")
    extra = 2 if params is None else int(params.get("extra_space_cost", 1))
    return 1 + (spaces - 1) * extra


# -- city -----------------------------------------------------------------------------


def largest_area(districts: list[str]) -> int:
    """Markers in the largest connected group of the given districts (shared borders)."""
    data = load()
    owned = set(districts)
    seen: set[str] = set()
    best = 0
    for start in districts:
        if start in seen:
            continue
        size = 0
        stack = [start]
        seen.add(start)
        while stack:
            node = stack.pop()
            size += 1
            for nxt in data.districts[node].neighbors:
                if nxt in owned and nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        best = max(best, size)
    return best
