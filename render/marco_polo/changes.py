"""What changed on the Marco Polo images between two views: action spaces and city
cards with other dice on them, cities whose figures or trading posts differ, Beijing's
spaces, the contract row, and the panels of the players whose own things differ."""

from __future__ import annotations

from engine.marco_polo.data import CITY_CARD_SLOTS, LOCATIONS
from engine.marco_polo.view import MarcoPoloView
from render.changes import Mark
from render.marco_polo import layout as layout
from render.marco_polo import panel_layout as panel_layout
from render.text import Box


def _grown(box: Box, by: int) -> Box:
    x0, y0, x1, y1 = box
    return (x0 - by, y0 - by, x1 + by, y1 + by)


def _space_box(space: str) -> Box | None:
    """Where an action space or a city card's dice lie; None for a place not drawn."""
    if space in CITY_CARD_SLOTS:
        return layout.card_box(space)
    try:
        return layout.space_box(space)
    except KeyError:
        return None


def _spaces(before: MarcoPoloView, after: MarcoPoloView) -> list[Mark]:
    marks = []
    for space in sorted(set(before.spaces) | set(after.spaces)):
        if before.spaces.get(space, []) != after.spaces.get(space, []):
            box = _space_box(space)
            if box is not None:
                marks.append(Mark(_grown(box, 2)))
    return marks


def _pieces_at(view: MarcoPoloView) -> dict[str, list[tuple[int, str]]]:
    """Each location's figures and trading posts, by seat."""
    found: dict[str, list[tuple[int, str]]] = {}
    for player in view.players:
        for city in player.figures:
            found.setdefault(city, []).append((player.seat, "figure"))
        for city in player.posts:
            found.setdefault(city, []).append((player.seat, "post"))
    return {city: sorted(pieces) for city, pieces in found.items()}


def _locations(before: MarcoPoloView, after: MarcoPoloView) -> list[Mark]:
    was, now = _pieces_at(before), _pieces_at(after)
    return [
        Mark(_grown(layout.location_box(city), 4))
        for city in sorted(set(was) | set(now))
        if was.get(city, []) != now.get(city, []) and city in LOCATIONS
    ]


def changes(before: MarcoPoloView, after: MarcoPoloView, locale: str = "en") -> list[Mark]:
    """The board's changed places (image 0) and the changed players' panels (image 1)."""
    marks = _spaces(before, after) + _locations(before, after)
    for index, taken in enumerate(after.beijing):
        if index >= len(before.beijing) or before.beijing[index] != taken:
            marks.append(Mark(_grown(layout.beijing_space(index), 2)))
    for index, contract in enumerate(after.contract_row[:6]):
        old = before.contract_row[index] if index < len(before.contract_row) else None
        if old != contract:
            marks.append(Mark(_grown(layout.contract_slot(index), 2)))
    was = {player.seat: player for player in before.players}
    for player in after.players:
        if was.get(player.seat) != player:
            marks.append(Mark(_grown(panel_layout.panel_box(player.seat), 2), image=1))
    return marks
