"""What a Caravan move is called in menus and logs: camels by letter, cells by name.

Given the state the move is made in, a label says more (the good, the cost, the city);
without it (an old log line), it says what the notation says. It never fails on a state
where the move is not legal, since logs label moves against whatever state they have.
"""

from __future__ import annotations

from engine.caravan.data import CITY_OF, SPACE_AT_CELL, camel_name, cell_name
from engine.caravan.moves import CaravanMove, Carry, MoveCamel, Pass, Place, Steal, Take
from engine.caravan.state import Camel, CaravanState, PlayerBoard, is_occupied, stealable
from engine.caravan.words import CITY_TEXTS, GOOD_TEXTS, seat_text
from engine.i18n import Text, t


def _camel(player: PlayerBoard | None, number: int) -> Camel | None:
    if player is not None and 1 <= number <= len(player.camels):
        return player.camels[number - 1]
    return None


def label(move: CaravanMove, state: CaravanState | None = None) -> Text:
    """The move's description for the player to act in `state` (if given)."""
    player = state.players[state.current] if state is not None else None
    match move:
        case Place(camel=c, cell=x) | MoveCamel(camel=c, cell=x):
            if state is None:
                return t(f"caravan.label.{move.kind}", camel=camel_name(c), cell=cell_name(x))
            cost = 2 if is_occupied(state, x) else 1
            return t(
                f"caravan.label.{move.kind}_cost",
                camel=camel_name(c),
                cell=cell_name(x),
                cost=cost,
            )
        case Take(camel=c):
            camel = _camel(player, c)
            number = SPACE_AT_CELL.get(camel.cell) if camel and camel.cell is not None else None
            if state is not None and camel is not None and number is not None:
                space = state.spaces[number - 1]
                if space.good is not None:
                    key = "take_good_demand" if space.demand else "take_good"
                    return t(
                        f"caravan.label.{key}",
                        camel=camel_name(c),
                        cell=cell_name(space.cell),
                        good=GOOD_TEXTS[space.good],
                        demand=space.demand,
                    )
            return t("caravan.label.take", camel=camel_name(c))
        case Steal(camel=c, victim=v, victim_camel=vc):
            camel = _camel(player, c)
            if state is not None and camel is not None and camel.cell is not None:
                targets = stealable(state, camel.cell, v)
                target = vc if vc in targets else (targets[0] if len(targets) == 1 else None)
                if target is not None:
                    good = state.players[v].camels[target - 1].good
                    assert good is not None
                    return t(
                        "caravan.label.steal_good",
                        camel=camel_name(c),
                        victim=seat_text(v),
                        victim_camel=camel_name(target),
                        cell=cell_name(camel.cell),
                        good=GOOD_TEXTS[good],
                    )
            return t("caravan.label.steal", camel=camel_name(c), victim=seat_text(v))
        case Carry(source=s, target=d):
            source, target = _camel(player, s), _camel(player, d)
            if (
                source is not None
                and target is not None
                and source.good is not None
                and source.cell is not None
                and target.cell is not None
            ):
                good = source.good
                key = "deliver" if target.cell == CITY_OF[good] else "carry_good"
                return t(
                    f"caravan.label.{key}",
                    source=camel_name(s),
                    target=camel_name(d),
                    good=GOOD_TEXTS[good],
                    city=CITY_TEXTS[good],
                    **{"from": cell_name(source.cell), "to": cell_name(target.cell)},
                )
            return t("caravan.label.carry", source=camel_name(s), target=camel_name(d))
        case Pass():
            return t("caravan.label.pass")
    raise TypeError(move)
