"""Where the last move happened, framed in the highlight colour: on the board (a
district, a sea space, the wall, the tribute track) or on the mover's panel in the
players' image (a card taken or activated, cubes placed or paid)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.game import Move
from engine.macao import moves
from engine.macao.view import MacaoView
from render.macao import layout as layout
from render.macao import panel_layout as panels
from render.macao.track import tribute_box
from render.text import Box


@dataclass(frozen=True)
class Highlight:
    """A last-move frame: a solid box, or a hex outline (`hex` = its centre) in the city."""

    box: Box
    hex: tuple[float, float] | None = None


def _district(view: MacaoView, district: str) -> Highlight | None:
    for d in view.city:
        if d.id == district:
            cx, cy = layout.hex_centre(d.pos)
            half_w, half_h = layout.HEX_W / 2, layout.HEX_H / 2
            box = (round(cx - half_w), round(cy - half_h), round(cx + half_w), round(cy + half_h))
            return Highlight(box, (cx, cy))
    return None


def _sea_box(view: MacaoView, node_id: str) -> Box | None:
    for node in view.sea:
        if node.id == node_id:
            x0, y0, x1, y1 = layout.node_box(node.pos, node.kind, layout.view_sea_frame(view))
            return (x0 - 5, y0 - 5, x1 + 5, y1 + 5)
    return None


def _mover(view: MacaoView) -> tuple[Move, int] | None:
    last = view.last_move
    if last is None or last.move is None or not 0 <= last.seat < len(view.players):
        return None
    return last.move, last.seat


def highlights(view: MacaoView) -> list[Highlight]:
    """The last move's frames on the board image."""
    found = _mover(view)
    if found is None:
        return []
    move, seat = found
    player = view.players[seat]
    box: Box | None = None
    match move:
        case moves.TakeDistrict(district=district):
            mark = _district(view, district)
            return [mark] if mark is not None else []
        case moves.ShipMove(to=to):
            box = _sea_box(view, to)
        case moves.Deliver():
            box = _sea_box(view, player.ship)
        case moves.WallMove() | moves.Advance():
            x0, y0, x1, y1 = layout.wall_space_box(player.wall_space)
            box = (x0 - 2, y0 - 2, x1 + 2, y1 + 2)
        case moves.Tribute():
            box = tribute_box()
    return [Highlight(box)] if box is not None else []


def panel_highlights(view: MacaoView, layouts: list[panels.PanelLayout]) -> list[Highlight]:
    """The last move's frames on the players' image (on the mover's panel), given the
    panels' layouts."""
    found = _mover(view)
    if found is None:
        return []
    move, seat = found
    panel = layouts[seat]
    player = view.players[seat]
    box: Box | None = None
    match move:
        case moves.TakeCard():
            if player.tableau:
                x0, y0, x1, y1 = panels.tableau_row(panel, len(player.tableau) - 1)
                box = (x0 - 4, y0 - 3, x1 + 4, y1 + 3)
        case moves.Activate(card=card) | moves.Use(card=card):
            ids = [c.id for c in player.active]
            if card in ids:
                x0, y0, x1, y1 = panels.active_row(panel, ids.index(card))
                box = (x0 - 6, y0 - 1, x1 + 6, y1 + 1)
        case moves.StartCubes() | moves.ChooseDice():
            x0, y0, _, y1 = panels.rose_cell(panel, 1)
            _, _, x1, _ = panels.rose_cell(panel, 6)
            box = (x0 - 6, y0 - 6, x1 + 6, y1 + 6)
        case moves.PayCube() | moves.GainCube() | moves.Joker():
            x0, y0, x1, y1 = panels.rose_cell(panel, 0)
            box = (x0 - 6, y0 - 6, x1 + 6, y1 + 6)
    return [Highlight(box)] if box is not None else []
