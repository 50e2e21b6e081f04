"""Where camel tokens go in a cell: every name readable, every good in full view."""

from __future__ import annotations

import itertools

import pytest

from engine.caravan.data import CITY_OF, GOODS_SPACES, cell
from render import typeface
from render.caravan import board, layout, names
from render.text import Box
from tests.render.caravan.boards import plain_view

# One cell of each kind of header: plain, goods space, city with a one-line name, and
# the German gem city, whose name takes two lines.
KINDS = {
    "plain": (cell(3, 3), "en"),
    "space": (GOODS_SPACES[1], "en"),
    "city": (CITY_OF["ivory"], "en"),
    "two-line city": (CITY_OF["gems"], "de"),
}
LOADS: tuple[layout.Load, ...] = ("", "top", "under")


def slots(kind: str, loads: tuple[layout.Load, ...]) -> tuple[Box, int, list[layout.Token]]:
    index, locale = KINDS[kind]
    header = board.header_height(plain_view(), index, locale)
    box = layout.cell_box(index)
    return box, header, layout.tokens(box, header, loads)


def name_band(token: layout.Token) -> Box:
    """Where a token's name is drawn (its text is centred on the pill, 16 px high)."""
    x0, y0, _, y1 = token.pill
    face = typeface.font(token.style.text_size, bold=True)
    widest = max(face.getlength(name) for name in names.all_labels())
    middle = (y0 + y1) // 2
    return (
        x0 + token.style.text_x,
        middle - 8,
        x0 + token.style.text_x + round(widest),
        middle + 8,
    )


def overlaps(a: Box, b: Box) -> bool:
    return not (a[2] <= b[0] or a[0] >= b[2] or a[3] <= b[1] or a[1] >= b[3])


def test_the_two_line_city_really_has_a_two_line_name() -> None:
    index, locale = KINDS["two-line city"]
    assert len(board.city_lines("gems", locale)) == 2
    assert board.header_height(plain_view(), index, locale) > board.header_height(
        plain_view(), KINDS["city"][0], "en"
    )


@pytest.mark.parametrize("style", [layout.NORMAL, layout.COMPACT])
def test_every_camel_name_fits_its_pill(style: layout.TokenStyle) -> None:
    face = typeface.font(style.text_size, bold=True)
    for name in names.all_labels():
        assert style.text_x + face.getlength(name) <= style.pill_w - 4, name
    assert style.marker_x + style.marker_r < style.text_x


def _loads(count: int) -> list[tuple[layout.Load, ...]]:
    if count <= 4:
        return list(itertools.product(LOADS, repeat=count))
    return [tuple(LOADS[(i + shift) % 3] for i in range(count)) for shift in range(3)] + [
        ("top",) * count,
        ("under",) * count,
    ]


def _check_in_full_view(box: Box, header: int, tokens: list[layout.Token], loads) -> None:  # type: ignore[no-untyped-def]
    parts: list[tuple[int, Box]] = []
    for i, (token, load) in enumerate(zip(tokens, loads, strict=True)):
        parts.append((i, token.pill))
        if load == "top":
            parts.append((i, token.carried))
        if load == "under":
            x0, _, x1, y1 = token.stolen
            sling = token.style.sling
            parts.append((i, (x0 - sling, token.pill[3], x1 + sling, y1 + sling)))
    for i, part in parts:
        assert box[0] <= part[0] and part[2] <= box[2], (i, part)
        assert box[1] + header <= part[1] and part[3] <= box[3], (i, part)
    for (i, a), (j, b) in itertools.combinations(parts, 2):
        if i != j:
            assert not overlaps(a, b), (loads, i, a, j, b)


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("count", range(1, 7))
def test_up_to_six_camels_show_every_name_and_good_in_any_cell(kind: str, count: int) -> None:
    for loads in _loads(count):
        box, header, tokens = slots(kind, loads)
        assert len(tokens) == count
        _check_in_full_view(box, header, tokens, loads)


@pytest.mark.parametrize("count", range(7, 10))
def test_up_to_nine_camels_show_every_name_and_good_in_a_plain_cell(count: int) -> None:
    for loads in _loads(count):
        box, header, tokens = slots("plain", loads)
        _check_in_full_view(box, header, tokens, loads)


@pytest.mark.parametrize("kind", list(KINDS))
@pytest.mark.parametrize("count", range(1, 13))
def test_up_to_twelve_camels_keep_every_name_readable(kind: str, count: int) -> None:
    """Later pills are drawn over earlier ones (goods go first, see the board test):
    none may cover an earlier name."""
    for loads in _loads(count):
        box, _, tokens = slots(kind, loads)
        for i, token in enumerate(tokens):
            px0, py0, px1, py1 = token.pill
            assert box[0] <= px0 and px1 <= box[2] and box[1] <= py0 and py1 <= box[3]
            band = name_band(token)
            for later in tokens[i + 1 :]:
                assert not overlaps(later.pill, band), (kind, count, i)
