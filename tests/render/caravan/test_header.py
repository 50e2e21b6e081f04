"""The top of the Caravan image: the title bar, and the bag and last move above the panels."""

from __future__ import annotations

from engine.caravan.data import cell
from engine.caravan.state import LastAction
from render.caravan import layout
from render.chrome import TITLE_BAR_HEIGHT
from tests.render.caravan.boards import GAME, midgame, plain_view, rgb
from tests.render.conftest import TextLog


def test_title_shows_the_turn_and_actions_but_no_round(text_log: TextLog) -> None:
    """Caravan has no rounds: the title counts turns only."""
    view = GAME.view(midgame(), None)
    for locale, turn, actions in (("en", "Turn", "actions left"), ("de", "Zug", "Aktion")):
        text_log.clear()
        rgb(view, locale)
        title = text_log.inside((0, 0, layout.WIDTH, TITLE_BAR_HEIGHT))
        info = [t for t in title if t.startswith(f"{turn} {view.turn_number + 1} · ")]
        assert len(info) == 1 and actions in info[0], title
        assert not [t for t in text_log.texts if "Round" in t or "Runde" in t]


def test_one_action_left_is_singular(text_log: TextLog) -> None:
    view = plain_view()
    view.actions_left = 1
    rgb(view, "en")
    assert any("1 action left" in t for t in text_log.texts)
    text_log.clear()
    rgb(view, "de")
    assert any("noch 1 Aktion ·" in t for t in text_log.texts)  # not "Aktionen"


def test_info_box_shows_bag_last_move_and_end_notice(text_log: TextLog) -> None:
    view = plain_view()
    view.seat_names = ["Ada", "Bo", "Cy", "Di"]
    view.bag_count, view.bag_by_good = 11, {"ivory": 4, "salt": 7}
    view.last_action = LastAction(
        seat=2, kind="carry", from_cell=cell(1, 1), to_cell=cell(0, 3), good="ivory", delivered=True
    )
    rgb(view)
    info = text_log.inside(layout.info_box())
    assert {"Bag: 11", "4", "7"} <= set(info)
    assert "Last move: Cy delivered ivory (b2 → d1)" in info
    text_log.clear()
    view.end_triggered, view.bag_count, view.bag_by_good = True, 0, {}
    rgb(view, "de")
    info = text_log.inside(layout.info_box())
    assert "Beutel leer: die nächste Lieferung beendet das Spiel" in info
    assert "Letzter Zug: Cy lieferte Elfenbein (b2 → d1)" in info


def test_a_long_last_move_wraps_instead_of_being_cut(text_log: TextLog) -> None:
    view = plain_view()
    view.seat_names = ["Anna", "Bo", "Maximiliane Oberhuber-Schmidt von Wüstenfeld", "Di"]
    view.last_action = LastAction(
        seat=2, kind="carry", from_cell=cell(1, 1), to_cell=cell(0, 3), good="gems", delivered=True
    )
    rgb(view, "de")
    info = text_log.inside(layout.info_box())
    joined = " ".join(info)
    assert "Maximiliane Oberhuber-Schmidt von Wüstenfeld lieferte Edelsteine (b2 → d1)" in joined
