"""The column beside the board: the player panels and the legend."""

from __future__ import annotations

import engine
from engine.caravan.data import cell
from engine.playout import random_playout
from render import palette, render_board
from render.caravan import layout, names, pieces
from tests.render.caravan.boards import colour_share, plain_view, rgb
from tests.render.conftest import TextLog


def test_viewer_panel_is_emphasised_and_acting_seat_outlined() -> None:
    view = plain_view(viewer=2)
    view.to_act = [1]
    image = rgb(view)
    for seat in range(4):
        x0, _, x1, y1 = layout.panel_box(seat)
        inside = (x1 - 30, y1 - 20)
        expected = palette.PANEL_EMPHASIS if seat == 2 else palette.PANEL
        assert image.getpixel(inside) == expected, seat
        edge = (x0 + 60, y1 - 2)
        assert (image.getpixel(edge) == palette.HIGHLIGHT) == (seat == 1), seat
    spectator = plain_view(viewer=None)
    assert render_board("caravan", spectator) != render_board("caravan", plain_view(viewer=2))


def test_panels_show_delivered_goods_markers_and_penalty(text_log: TextLog) -> None:
    view = plain_view()
    player = view.players[1]
    player.delivered = ["ivory", "meat", "meat"]
    player.demand = 15
    player.theft_markers = 3
    for camel, good in zip(player.camels[:3], ["salt", "hides", "paper"], strict=True):
        camel.cell, camel.good = cell(6, 1), good
    view.scores[1] = view.scores[1].model_copy(update={"held": 3, "penalty": 3, "total": 19})
    image = rgb(view)
    panel = layout.panel_box(1)
    drawn = text_log.inside(panel)
    counts = [t for t in drawn if t in {"1", "2"}]
    assert counts.count("2") == 1 and counts.count("1") == 1  # two meat, one ivory
    assert "15" in drawn and "demand" in drawn  # on a demand coin, as on the board
    assert colour_share(image, panel, pieces.COIN) > 0
    assert "Theft markers: 3" in drawn
    assert "Held: 3 (−3)" in drawn
    assert "19" in drawn
    # The three camels still off the board are listed by name.
    reserve = [names.camel_label(n) for n in (4, 5, 6)]
    assert [t for t in drawn if t in reserve] == reserve


def test_legend_explains_every_symbol(text_log: TextLog) -> None:
    view = plain_view(3)
    image = rgb(view, "de")
    legend = layout.legend_box(3)
    drawn = text_log.inside(legend)
    for text in (
        "getragen",
        "gestohlen (darunter): sicher bis bewegt",
        "Nachfragemarker, je 1 Punkt",
        "Warenfeld",
        "selten: 6 Punkte",
        "letzter Zug von",
        "nach",
    ):
        assert text in drawn, text
    assert drawn.count(names.camel_label(1)) == 2  # a carrying and a thieving camel
    assert colour_share(image, legend, pieces.COIN) > 0
    assert colour_share(image, legend, pieces.SPACE_BADGE) > 0


def test_final_board_names_the_winner_and_every_place(text_log: TextLog) -> None:
    game = engine.get("caravan")
    final, _ = random_playout(game, 3, 4)
    view = game.view(final, None)
    view.seat_names = ["Anna", "Björn", "Chloé"]
    result = game.result(final)
    render_board("caravan", view, "de")
    assert "Sieg:" in text_log.texts
    for winner in result.winners:
        assert view.seat_names[winner] in text_log.texts
    places = sorted(t for t in text_log.texts if t.startswith("Platz "))
    assert places == sorted(f"Platz {s.rank}" for s in result.standings)
    assert any("Spielende" in t for t in text_log.texts)
