"""Why a move helps, in Caravan's words: what grew among the parts of the position's
value (`resample.evaluation_parts`) between before and after the move."""

from __future__ import annotations

from engine.caravan.data import CELL_NAMES
from engine.caravan.resample import evaluation_parts
from engine.caravan.state import CaravanState, GoodsSpace
from engine.caravan.words import GOOD_TEXTS
from engine.gains import gains, points, strongest
from engine.i18n import Text, t


def reasons(before: CaravanState, after: CaravanState, seat: int) -> list[Text]:
    """Up to two reasons, the largest gains first."""
    gained = gains(evaluation_parts(before, seat), evaluation_parts(after, seat))
    old, new = before.players[seat], after.players[seat]
    held = _held(new.camels) - _held(old.camels)
    placed = _placed(new.camels) - _placed(old.camels)
    reached = _newly_reached(before, after, seat)
    if held > 0:
        goods = t("caravan.advice.goods_aboard", n=held)
    elif reached is not None:
        goods = t(
            "caravan.advice.within_reach",
            good=GOOD_TEXTS[reached.good],  # type: ignore[index]
            cell=CELL_NAMES[reached.cell],
        )
    elif placed > 0:
        goods = t("caravan.advice.camels_placed", n=placed)
    else:
        goods = t("caravan.advice.goods_closer", points=points(gained["goods"]))
    return strongest(
        [
            (
                gained["delivered"],
                t("caravan.advice.delivered", points=points(gained["delivered"])),
            ),
            (gained["demand"], t("caravan.advice.demand", points=points(gained["demand"]))),
            (gained["penalty"], t("caravan.advice.penalty", points=points(gained["penalty"]))),
            (gained["goods"], goods),
            (gained["rivals"], t("core.advice.rivals", points=points(gained["rivals"]))),
        ]
    )


def _newly_reached(before: CaravanState, after: CaravanState, seat: int) -> GoodsSpace | None:
    """The good the move put an unladen camel of the seat's on, if it did."""

    def reached(state: CaravanState) -> set[int]:
        return {c.cell for c in state.players[seat].camels if c.good is None and c.cell is not None}

    new = reached(after) - reached(before)
    return next((s for s in after.spaces if s.good is not None and s.cell in new), None)


def _held(camels: list) -> int:
    return sum(1 for camel in camels if camel.good is not None)


def _placed(camels: list) -> int:
    return sum(1 for camel in camels if camel.cell is not None)
