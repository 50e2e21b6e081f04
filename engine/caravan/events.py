"""The events Caravan's moves report: each names its player, its camels by letter and its
cells by name, so the table can read who did what where."""

from __future__ import annotations

from functools import cache

from engine.caravan.data import CAMEL_NAMES, CELL_NAMES, Good
from engine.caravan.words import CITY_TEXTS, GOOD_TEXTS, seat_text
from engine.game import Event
from engine.i18n import Text, t


@cache
def _placement_text(kind: str, seat: int, camel: int, cell: int, cost: int) -> Text:
    """The text of a place or move event; at most 4704 of them, so each is built once."""
    return t(
        f"caravan.event.{kind}",
        who=seat_text(seat),
        camel=CAMEL_NAMES[camel],
        cell=CELL_NAMES[cell],
        cost=cost,
    )


@cache
def _turn_text(seat: int, actions: int) -> Text:
    return t("caravan.event.turn", who=seat_text(seat), count=actions)


def placed(kind: str, seat: int, camel: int, cell: int, cost: int) -> Event:
    """A camel placed from the supply (`place`) or moved on the board (`move`)."""
    return Event(
        kind=kind,
        seat=seat,
        text=_placement_text(kind, seat, camel, cell, cost),
        data={"camel": camel, "cell": cell, "cost": cost},
    )


def taken(seat: int, camel: int, cell: int, good: Good, demand: int) -> Event:
    key = "caravan.event.take_demand" if demand else "caravan.event.take"
    text = t(
        key,
        who=seat_text(seat),
        camel=CAMEL_NAMES[camel],
        cell=CELL_NAMES[cell],
        good=GOOD_TEXTS[good],
        demand=demand,
    )
    return Event(
        kind="take", seat=seat, text=text, data={"camel": camel, "good": good, "demand": demand}
    )


def stolen(seat: int, camel: int, cell: int, victim: int, victim_camel: int, good: Good) -> Event:
    text = t(
        "caravan.event.steal",
        who=seat_text(seat),
        victim=seat_text(victim),
        victim_camel=CAMEL_NAMES[victim_camel],
        camel=CAMEL_NAMES[camel],
        cell=CELL_NAMES[cell],
        good=GOOD_TEXTS[good],
    )
    data = {"camel": camel, "victim": victim, "victim_camel": victim_camel, "good": good}
    return Event(kind="steal", seat=seat, text=text, data=data)


def carried(
    seat: int, source: int, target: int, cells: tuple[int, int], good: Good, delivered: bool
) -> Event:
    """A good carried along a chain from camel `source` to camel `target` (on `cells`)."""
    kind = "deliver" if delivered else "carry"
    text = t(
        f"caravan.event.{kind}",
        who=seat_text(seat),
        good=GOOD_TEXTS[good],
        city=CITY_TEXTS[good],
        source=CAMEL_NAMES[source],
        target=CAMEL_NAMES[target],
        **{"from": CELL_NAMES[cells[0]], "to": CELL_NAMES[cells[1]]},
    )
    data = {"good": good, "source": source, "target": target}
    return Event(kind=kind, seat=seat, text=text, data=data)


def passed(seat: int, left: int) -> Event:
    return Event(
        kind="pass", seat=seat, text=t("caravan.event.pass", who=seat_text(seat), left=left)
    )


def next_turn(seat: int, actions: int) -> Event:
    """Whose turn it is now, and with how many actions."""
    return Event(kind="turn", seat=seat, text=_turn_text(seat, actions))


def refilled(drawn: list[Good]) -> Event:
    """The goods drawn from the bag: a reveal nobody caused, so it names no player."""
    goods: list[int | str | Text] = [GOOD_TEXTS[g] for g in drawn]
    return Event(
        kind="refill", text=t("caravan.event.refill", goods=goods), data={"drawn": len(drawn)}
    )


def end_triggered() -> Event:
    return Event(kind="end_triggered", text=t("caravan.event.end_triggered"))


def game_over(seat: int) -> Event:
    """The delivery after the bag ran empty ended the game."""
    return Event(
        kind="game_over", seat=seat, text=t("caravan.event.game_over", who=seat_text(seat))
    )
