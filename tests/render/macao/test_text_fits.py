"""No text on a Macao image is cut (issue 8 §4): names, card names with their numerals,
numbers, counts and card effects wrap or shrink to the 22 px floor, never an ellipsis.
There is no allowance: nothing drawn on a Macao image may be shortened."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from engine.i18n import has, message_keys, t, translate
from engine.macao.data import load
from engine.macao.state import MacaoState
from engine.macao.view import ActiveCard, CardInfo, card_info
from render import chrome, typeface
from render.macao import city as city
from render.macao import drawing as macao
from render.macao import layout as layout
from render.macao import panel_layout as panel_layout
from render.macao import render, render_panels
from render.macao.cards import display_name, summary
from render.text import ELLIPSIS
from render.texts import label
from tests.render.conftest import TextLog
from tests.render.macao.boards import (
    LONG_NAMES,
    NAMES,
    forget_drawn_text,
    replay,
    replay_until,
    view_of,
)
from tests.render.macao.conftest import Drawn

# (seats, seed, dice order, display names): every player count, both dice orders, and
# names as long as a chat allows.
PLAYOUTS = [
    (2, 31, "simultaneous", NAMES),
    (3, 32, "wall_order", LONG_NAMES),
    (4, 33, "simultaneous", LONG_NAMES),
    (4, 34, "wall_order", NAMES),
]
PHASES = {"start_pick", "start_cubes", "draft", "dice", "actions", "over"}


def samples(seats: int, seed: int, dice_order: str) -> Iterator[MacaoState]:
    """The first state of every phase and every pending choice at the start and in
    rounds 1 and 9, the state before the end, and the final state."""
    seen = set()
    last = None
    previous = None
    for state in replay(seats, seed, dice_order):
        pending = state.pending[0].kind if state.pending else ""
        key = (state.phase, pending, state.round)
        if state.round in (0, 1, 9) and key not in seen:
            seen.add(key)
            yield state
        previous, last = last, state
    assert last is not None and last.phase == "over" and previous is not None
    yield previous
    yield last


BOARD_PARTS = [
    (0, 0, layout.WIDTH, chrome.TITLE_BAR_HEIGHT),
    layout.INFO_BOX,
    layout.CITY_BOX,
    layout.WALL_BOX,
    layout.SEA_BOX,
    layout.TRIBUTE_BOX,
    layout.DICE_BOX,
    layout.OFFER_BOX,
]


def inside_any(x: float, y: float, boxes: list[tuple[int, int, int, int]]) -> bool:
    return any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes)


@pytest.mark.parametrize(("seats", "seed", "dice_order", "names"), PLAYOUTS)
def test_no_text_is_cut_on_real_boards_in_either_language(
    seats: int, seed: int, dice_order: str, names: list[str], text_log: TextLog, drawn: Drawn
) -> None:
    forget_drawn_text()
    phases = set()
    for index, state in enumerate(samples(seats, seed, dice_order)):
        phases.add(state.phase)
        view = view_of(state, None if index % 2 else index % seats, names)
        for locale in ("en", "de"):
            drawn.clear()
            board = render(view, locale)
            calls = drawn.on(board.size)
            spilled = [c for c in calls if not inside_any(c[1], c[2], BOARD_PARTS)]
            assert calls and not spilled, (state.phase, locale, spilled)
            drawn.clear()
            players = render_panels(view, locale)
            panels = [p.box for p in panel_layout.panel_layouts(view, locale)]
            calls = drawn.on(players.size)
            spilled = [c for c in calls if not inside_any(c[1], c[2], panels)]
            assert not spilled, (state.phase, locale, spilled)
    assert phases == PHASES
    cut = sorted({text for text in text_log.texts if ELLIPSIS in text})
    assert not cut, cut
    assert min(text_log.sizes) >= typeface.MIN_FONT_SIZE
    for name in names[:seats]:  # every name is drawn whole somewhere
        assert name in text_log.texts or any(name in text for text in text_log.texts), name


def test_long_names_fit_the_turn_order_under_the_wall() -> None:
    view = view_of(replay_until(4, 33, lambda s: s.phase == "dice"), None, LONG_NAMES)
    order = city.turn_order(view)
    x0, y0, x1, y1 = layout.turn_order_box()
    assert [seat for _, _, _, seat in order.entries] == view.order
    for x, y, place, seat in order.entries:
        width = order.bold.getlength(f"{place}.") + 44 + order.bold.getlength(LONG_NAMES[seat])
        assert x0 <= x and x + width <= x1
        assert y0 <= y - order.pitch / 2 and y + order.pitch / 2 <= y1


def all_cards() -> list[CardInfo]:
    return [card_info(card.id) for card in load().card_list]


def card_views() -> Iterator[macao.MacaoView]:
    """Reference boards showing every card: six at a time on offer, the same cards on
    the tableaux and as activated cards, with long names on every panel."""
    cards = all_cards()
    for start in range(0, len(cards), 6):
        view = macao.reference_view()
        view.seat_names = LONG_NAMES
        chunk = cards[start : start + 6]
        view.display = chunk
        for seat, player in enumerate(view.players):
            player.tableau = chunk[seat : seat + 2] + chunk[:3]
            player.active = [
                ActiveCard(**card.model_dump(), used_this_round=i % 2 == 0)
                for i, card in enumerate(cards[start + seat : start + seat + 12])
            ]
        yield view


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_card_name_shows_whole_with_its_numeral(locale: str, drawn: Drawn) -> None:
    for view in card_views():
        drawn.clear()
        render(view, locale)
        offered = set(drawn.inside(layout.OFFER_BOX))
        for card in view.display:
            assert display_name(card, locale) in offered, card.id
        drawn.clear()
        render_panels(view, locale)
        texts = {text for text, _, _ in drawn.calls}
        for player in view.players:
            for card in [*player.tableau, *player.active]:
                assert display_name(card, locale) in texts, card.id
        assert not any(ELLIPSIS in text for text, _, _ in drawn.calls)


@pytest.mark.parametrize("locale", ["en", "de"])
def test_card_effects_wrap_whole_onto_their_rows(locale: str) -> None:
    """Every effect's wrapped lines put back together give the whole effect text."""
    for view in card_views():
        for panel in panel_layout.panel_layouts(view, locale):
            player = view.players[panel.seat]
            rows = list(zip(panel.tableau_rows, player.tableau, strict=False))
            rows += list(zip(panel.active_rows, player.active, strict=True))
            for row, card in rows:
                assert row is not None
                wrapped = " ".join(row.effect.lines)
                assert _same_words(wrapped, summary(card.id, locale)), (wrapped, card.id)
                assert " ".join(row.name.lines) == display_name(card, locale)


def _same_words(wrapped: str, whole: str) -> bool:
    """`wrapped` is `whole` broken into lines (at spaces, or inside a word with a hyphen)."""
    return re.sub(r"-\s|\s", "", wrapped) == re.sub(r"\s", "", whole) or wrapped == whole


def test_free_ship_moves_and_the_discount_are_drawn_in_full(drawn: Drawn) -> None:
    view = macao.reference_view()
    player = view.players[0]
    player.ship_budget, player.district_discount, player.goods_delivered = 2, 1, 1
    render_panels(view, "en")
    notes = " ".join(drawn.inside(panel_layout.panel_layouts(view)[0].stats.box))
    assert "1 good delivered" in notes
    assert "2 free ship moves left" in notes
    assert "next district −1 cube" in notes


@pytest.mark.parametrize(
    ("key", "n", "english", "german"),
    [
        ("render.macao.markers", 1, "1 marker left", "noch 1 Besitzmarker"),
        ("render.macao.markers", 2, "2 markers left", "noch 2 Besitzmarker"),
        ("render.macao.budget", 1, "1 free ship move left", "noch 1 freies Schiffsfeld"),
        ("render.macao.budget", 3, "3 free ship moves left", "noch 3 freie Schiffsfelder"),
        ("render.macao.delivered", 1, "1 good delivered", "1 Ware geliefert"),
        ("render.macao.delivered", 0, "0 goods delivered", "0 Waren geliefert"),
        ("render.macao.jokers", 1, "1 joker", "1 Joker"),
        ("render.macao.jokers", 2, "2 jokers", "2 Joker"),
        ("render.macao.fx.cube_any", 1, "1 cube", "1 AS"),
        ("render.macao.fx.cube_any", 2, "2 cubes", "2 AS"),
        ("render.macao.rule.districts_per_turn", 2, "up to 2 districts per turn", None),
    ],
)
def test_counts_take_the_right_plural_in_both_languages(
    key: str, n: int, english: str, german: str | None
) -> None:
    assert label(key, "en", n=n) == english
    if german is not None:
        assert label(key, "de", n=n) == german


NOUNS = r"(cubes|markers|moves|goods|districts|spaces|jokers|points|cards|tiles|PPs)"


@pytest.mark.parametrize("locale", ["en", "de"])
def test_no_render_text_says_one_with_a_plural_noun(locale: str) -> None:
    """Every Macao render text with a number, read with that number 1: no "1 cubes"."""
    params = {
        name: 1
        for name in ("n", "gold", "pp", "count", "step", "deck", "discard", "round", "rounds")
    }
    checked = 0
    for key in message_keys():
        if not key.startswith("render.macao.") or not has(key):
            continue
        text = translate(t(key, **params), locale)
        assert not re.search(rf"\b1 {NOUNS}\b", text), (key, text)
        checked += 1
    assert checked > 100
