"""What changed on a Caravan board between two views: the cells whose camels, goods or
demand differ, and the panels of the players whose own board differs."""

from __future__ import annotations

from engine.caravan.data import SIZE
from engine.caravan.state import PlayerBoard
from engine.caravan.view import CaravanView
from render import shapes
from render.caravan import layout
from render.caravan.board import camels_by_cell
from render.changes import Mark


def _cells(view: CaravanView) -> dict[int, object]:
    """What each cell shows: its camels (seat, number, load) and its goods space."""
    spaces = {space.cell: space for space in view.spaces}
    camels = camels_by_cell(view)
    return {cell: (camels.get(cell, []), spaces.get(cell)) for cell in range(SIZE * SIZE)}


def _panel(player: PlayerBoard) -> object:
    """What a player's panel shows: deliveries, demand, theft markers, camels in hand
    (camels on the board are the cells' business)."""
    in_hand = [camel for camel in player.camels if camel.cell is None]
    return (player.delivered, player.demand, player.theft_markers, in_hand)


def changes(before: CaravanView, after: CaravanView, locale: str = "en") -> list[Mark]:
    """Each changed cell framed inside its grid lines, each changed panel around it."""
    inset = shapes.HIGHLIGHT_WIDTH // 2 + 1
    was, now = _cells(before), _cells(after)
    marks = []
    for cell in range(SIZE * SIZE):
        if was[cell] != now[cell]:
            x0, y0, x1, y1 = layout.cell_box(cell)
            marks.append(Mark((x0 + inset, y0 + inset, x1 - inset, y1 - inset)))
    for seat, player in enumerate(after.players):
        old = before.players[seat] if seat < len(before.players) else None
        if old is None or _panel(old) != _panel(player):
            x0, y0, x1, y1 = layout.panel_box(seat)
            marks.append(Mark((x0 - 2, y0 - 2, x1 + 2, y1 + 2)))
    return marks
