"""What changed on the Macao images between two views: districts taken, ships moved,
discs moved on the wall, the tribute track, the dice, and the panels of the players
whose own things (cards, cubes, goods, gold, points) differ."""

from __future__ import annotations

from engine.macao.view import MacaoView
from render.changes import Mark
from render.macao import layout as layout
from render.macao import panel_layout as panels
from render.macao import pieces
from render.macao.track import die_box, tribute_box
from render.text import Box


def _grown(box: Box, by: int) -> Box:
    x0, y0, x1, y1 = box
    return (x0 - by, y0 - by, x1 + by, y1 + by)


def _districts(before: MacaoView, after: MacaoView) -> list[Mark]:
    was = {d.id: (d.tile, d.owner) for d in before.city}
    marks = []
    for district in after.city:
        if was.get(district.id) != (district.tile, district.owner):
            cx, cy = layout.hex_centre(district.pos)
            half_w, half_h = layout.HEX_W / 2, layout.HEX_H / 2
            box = (round(cx - half_w), round(cy - half_h), round(cx + half_w), round(cy + half_h))
            marks.append(Mark(box))
    return marks


def _sea(before: MacaoView, after: MacaoView) -> list[Mark]:
    was = {node.id: sorted(node.ships) for node in before.sea}
    frame = layout.view_sea_frame(after)
    return [
        Mark(_grown(layout.node_box(node.pos, node.kind, frame), 5))
        for node in after.sea
        if was.get(node.id, []) != sorted(node.ships)
    ]


def _wall(before: MacaoView, after: MacaoView) -> list[Mark]:
    was = {stack.space: stack.seats for stack in before.wall}
    now = {stack.space: stack.seats for stack in after.wall}
    return [
        Mark(_grown(layout.wall_space_box(space), 2))
        for space in sorted(set(was) | set(now))
        if was.get(space, []) != now.get(space, [])
    ]


def changes(before: MacaoView, after: MacaoView, locale: str = "en") -> list[Mark]:
    """The board's changed places (image 0) and the changed players' panels (image 1)."""
    marks = _districts(before, after) + _sea(before, after) + _wall(before, after)
    if (before.tribute_gold, before.tribute_pp) != (after.tribute_gold, after.tribute_pp):
        marks.append(Mark(tribute_box()))
    for index, colour in enumerate(pieces.CUBE_COLOURS):
        if before.dice.get(colour) != after.dice.get(colour):
            marks.append(Mark(_grown(die_box(index), 3)))
    layouts = panels.panel_layouts(after, locale)
    was = {player.seat: player for player in before.players}
    for panel, player in zip(layouts, after.players, strict=True):
        if was.get(player.seat) != player:
            marks.append(Mark(_grown(panel.box, 2), image=1))
    return marks
