"""The Macao players' image: the final score breakdown per seat and the Craftsman's spent use."""

from __future__ import annotations

import pytest
from PIL import Image

from engine.i18n import t, translate
from engine.macao.view import ActiveCard, card_info
from render import palette
from render.macao import panel_layout as layout
from render.macao import panels as panels
from render.macao import pieces as pieces
from render.macao import render_panels
from render.texts import signed
from tests.render.macao.boards import GAME, states_of, view_of
from tests.render.macao.conftest import Drawn


@pytest.mark.parametrize(("seats", "seed", "locale"), [(2, 5, "en"), (3, 6, "de"), (4, 7, "en")])
def test_each_panel_shows_the_engines_place_breakdown_and_total(
    seats: int, seed: int, locale: str, drawn: Drawn
) -> None:
    final = states_of(seats, seed, 2)[-1]
    view = view_of(final, None)
    result = GAME.result(final)
    assert view.result == result
    render_panels(view, locale)
    for panel, standing in zip(
        layout.panel_layouts(view, locale),
        sorted(result.standings, key=lambda s: s.seat),
        strict=True,
    ):
        lines = drawn.rows(panel.rose)
        place = translate(t("render.macao.final_place", n=standing.rank), locale)
        assert lines[0] == [place]
        expected = [
            [translate(x.label, locale), signed(x.points)] for x in standing.breakdown
        ]
        assert lines[1 : 1 + len(expected)] == expected
        total = translate("render.macao.total", locale)
        assert lines[1 + len(expected)] == [total, f"{signed(standing.score)} PP"]
        assert sum(x.points for x in standing.breakdown) == standing.score


def test_the_breakdown_comes_from_the_result_not_the_state(drawn: Drawn) -> None:
    final = states_of(2, 5, 2)[-1]
    view = view_of(final, None)
    assert view.result is not None
    standing = view.result.standing(0)
    standing.breakdown[2].points, standing.score = 917, 939
    render_panels(view, "en")
    texts = [content for content, _, _ in drawn.calls]
    assert "917" in texts and "939 PP" in texts and "939" in texts  # breakdown, total, header


def test_a_running_game_keeps_the_wind_rose(drawn: Drawn) -> None:
    view = view_of(states_of(2, 5, 3)[1])
    render_panels(view, "en")
    texts = [content for content, _, _ in drawn.calls]
    assert "Total" not in texts and not any(t.startswith("Final scoring") for t in texts)


def _ink_in_name(image: Image.Image, panel: layout.PanelLayout) -> int:
    x0, y0, _, y1 = layout.active_row(panel, 0)
    crop = image.crop((x0 + 16, y0, x0 + 120, y1))
    return sum(n for n, colour in crop.getcolors(crop.width * crop.height) if colour == palette.INK)


def test_a_spent_craftsman_is_marked_like_other_used_cards() -> None:
    view = view_of(states_of(2, 5, 3)[1], 0)
    player = view.players[0]
    player.active = [ActiveCard(**card_info("handwerker_1").model_dump(), used_this_round=False)]
    panel = layout.panel_layouts(view)[0]
    player.handwerker_used = False
    assert not panels.spent(player.active[0], player)
    fresh = render_panels(view, "en")
    player.handwerker_used = True
    assert panels.spent(player.active[0], player)
    used = render_panels(view, "en")
    assert _ink_in_name(fresh, panel) > 0
    assert _ink_in_name(used, panel) == 0  # greyed out, as a used card
    x0, y0, x1, y1 = layout.active_row(panel, 0)
    assert fresh.crop((x0, y0, x1, y1)).tobytes() != used.crop((x0, y0, x1, y1)).tobytes()


def test_the_craftsmans_flag_marks_no_other_card() -> None:
    view = view_of(states_of(2, 5, 3)[1], 0)
    player = view.players[0]
    player.handwerker_used = True
    other = ActiveCard(**card_info("office_military_1").model_dump(), used_this_round=False)
    assert other.uses == "once_per_round"
    assert not panels.spent(other, player)
    assert panels.spent(other.model_copy(update={"used_this_round": True}), player)
