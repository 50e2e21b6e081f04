"""Where things go on the Macao players' image: one panel per seat, two to a row.

A panel has a header line (name, turn position, gold, prestige), a left column (wind
rose, then the player's other counts and the ship) and a right column (tableau, then the
activated cards). Card names and effects wrap instead of being cut, so a row is as tall
as its text: the layout measures the text, and the drawing draws exactly those lines.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.i18n import normalise_locale
from engine.macao.data import load
from engine.macao.view import ActiveCard, CardInfo, MacaoView, PlayerView
from render import typeface
from render.macao import layout
from render.macao import pieces as pieces
from render.macao.cards import display_name, summary
from render.text import Box, fit_lines
from render.texts import label
from render.typeface import Font

WIDTH = layout.WIDTH
MARGIN = layout.MARGIN
GAP = layout.GAP
COLUMNS = 2
PANEL_W = (WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) // COLUMNS

PANEL_HEADER = 60
CAPTION = 30  # a column's caption line
INSET = 30  # left of a panel's content: the seat-coloured stripe
COLUMN_GAP = 28

ROSE_ROW = 30  # one colour in a wind-rose field
ROSE_TITLE = 30  # the field number band on top of a rose column
ROSE_COL = 66
SUPPLY_COL = 96
ROSE_W = SUPPLY_COL + 8 + 6 * ROSE_COL
ROSE_H = CAPTION + ROSE_TITLE + 6 * ROSE_ROW + 6
BREAKDOWN_ROW = 38
STATS_LINE = 36  # a line of the counts under the rose

CARD_PAD = 4  # above the first and below the last line of a card row
CARD_GAP = 6
INLINE_ROW = 34  # an activated card whose name and effect share one line
COST_CUBE = 24
EMPTY_H = 2 * CARD_PAD + 2 * pieces.LINE  # an empty tableau slot


@dataclass(frozen=True)
class Lines:
    """Text as drawn: its font and its (wrapped) lines."""

    face: Font
    lines: tuple[str, ...]


@dataclass(frozen=True)
class CardRow:
    """One tableau or activated card: its box, and its name and effect as drawn, each
    with the left end and vertical centre of its first line."""

    box: Box
    name: Lines
    name_at: tuple[float, float]
    effect: Lines
    effect_at: tuple[float, float]


def _lines(content: str, width: float, bold: bool = False) -> Lines:
    face, shown = fit_lines(content, width, typeface.SMALL, 1, bold)
    return Lines(face, shown)


def cost_width(card: CardInfo) -> float:
    return len(card.cost) * (COST_CUBE + 3)


def _stacked(x0: int, y0: int, x1: int, name_x: float, name: Lines, effect: Lines) -> CardRow:
    """A row with the effect on the lines under the name."""
    first = y0 + CARD_PAD + pieces.LINE / 2
    height = 2 * CARD_PAD + pieces.LINE * (len(name.lines) + len(effect.lines))
    effect_at = (x0 + 16, first + len(name.lines) * pieces.LINE)
    return CardRow((x0, y0, x1, y0 + height), name, (name_x, first), effect, effect_at)


def tableau_card(card: CardInfo, x0: int, y0: int, x1: int, locale: str) -> CardRow:
    """Cost cubes and name on the first line(s), the effect on the lines under them."""
    name_x = x0 + 16 + cost_width(card) + 6
    name = _lines(display_name(card, locale), x1 - 8 - name_x, bold=True)
    effect = _lines(summary(card.id, locale), x1 - 8 - (x0 + 16))
    return _stacked(x0, y0, x1, name_x, name, effect)


def active_card(card: CardInfo, x0: int, y0: int, x1: int, locale: str) -> CardRow:
    """Name then effect on one line if both fit; else the effect wraps under the name.

    The right end keeps room for the used-this-round tick.
    """
    name_x = x0 + 16
    right = x1 - 30
    name = _lines(display_name(card, locale), right - name_x, bold=True)
    text = summary(card.id, locale)
    small = typeface.font(typeface.SMALL)
    if len(name.lines) == 1:
        after = name_x + name.face.getlength(name.lines[0]) + 12
        if after + small.getlength(text) <= right:
            cy = y0 + INLINE_ROW / 2
            return CardRow(
                (x0, y0, x1, y0 + INLINE_ROW),
                name,
                (name_x, cy),
                Lines(small, (text,)),
                (after, cy),
            )
    return _stacked(x0, y0, x1, name_x, name, _lines(text, right - (x0 + 16)))


def rose_title(locale: str) -> int:
    """The height of the rose's title band: one line, or the lines the supply's label
    needs in its column in `locale` (the field numbers always take one)."""
    supply = label("render.macao.supply", locale)
    lines = len(fit_lines(supply, SUPPLY_COL - 8, typeface.SMALL, 1, True)[1])
    return ROSE_TITLE + (lines - 1) * pieces.LINE


def rose_height(view: MacaoView, seat: int, locale: str) -> int:
    """The wind rose, or at the end the final scoring that takes its place."""
    if view.result is None:
        return ROSE_H + rose_title(locale) - ROSE_TITLE
    lines = len(view.result.standing(seat).breakdown)
    return max(ROSE_H, CAPTION + lines * BREAKDOWN_ROW + 60)


# -- the counts under the rose ----------------------------------------------------------

ICON = 40  # room for a joker tile or penalty mark before its text


def count_items(player: PlayerView, locale: str) -> list[tuple[str, str]]:
    """(kind, text) of the counts line: turn position, jokers, penalties, markers left."""
    items = [("turn", label("render.macao.turn_position", locale, n=player.turn_position))]
    if player.jokers:
        items.append(("joker", label("render.macao.jokers", locale, n=player.jokers)))
    if player.penalties:
        items.append(("penalty", label("render.macao.penalties", locale, n=player.penalties)))
    items.append(("markers", label("render.macao.markers", locale, n=player.markers_left)))
    return items


def count_face(kind: str) -> Font:
    """Penalties stand out in bold; the other counts are plain."""
    return typeface.font(typeface.BODY, bold=kind == "penalty")


def flow(
    items: list[tuple[str, str]], width: float
) -> tuple[tuple[tuple[str, str, float], ...], ...]:
    """The items as lines of (kind, text, x offset), wrapping between items."""
    lines: list[list[tuple[str, str, float]]] = [[]]
    x = 0.0
    for kind, text in items:
        w = (ICON if kind in ("joker", "penalty") else 0) + count_face(kind).getlength(text)
        if lines[-1] and x + w > width:
            lines.append([])
            x = 0.0
        lines[-1].append((kind, text, x))
        x += w + 30
    return tuple(tuple(line) for line in lines)


def ship_notes(player: PlayerView, locale: str) -> str:
    """Goods delivered, free ship moves left, the next district's discount."""
    notes = [label("render.macao.delivered", locale, n=player.goods_delivered)]
    if player.ship_budget:
        notes.append(label("render.macao.budget", locale, n=player.ship_budget))
    if player.district_discount:
        notes.append(label("render.macao.discount", locale, n=player.district_discount))
    return " · ".join(notes)


@dataclass(frozen=True)
class Stats:
    """The counts lines, the ship line and the ship's notes, as drawn."""

    box: Box
    counts: tuple[tuple[tuple[str, str, float], ...], ...]
    ship_y: float  # centre of the ship line
    notes: Lines
    notes_y: float  # centre of the notes' first line


def stats_block(player: PlayerView, x0: int, y0: int, locale: str) -> Stats:
    """The counts, ship and notes under the rose, from (`x0`, `y0`) down."""
    counts = flow(count_items(player, locale), ROSE_W)
    ship_y = y0 + len(counts) * STATS_LINE + STATS_LINE / 2
    notes = _lines(ship_notes(player, locale), ROSE_W)
    notes_y = ship_y + STATS_LINE / 2 + pieces.LINE / 2 + 4
    bottom = round(notes_y + (len(notes.lines) - 0.5) * pieces.LINE + 4)
    return Stats((x0, y0, x0 + ROSE_W, bottom), counts, ship_y, notes, notes_y)


# -- a whole panel ----------------------------------------------------------------------


@dataclass(frozen=True)
class PanelLayout:
    """A player panel: its box, two columns and every card row, as drawn."""

    seat: int
    box: Box
    rose: Box
    stats: Stats
    tableau: Box
    tableau_rows: tuple[CardRow | None, ...]  # None: an empty slot
    active: Box
    active_rows: tuple[CardRow, ...]
    rose_title: int = ROSE_TITLE  # the rose's title band (`rose_title`)


def _column(cards: list[ActiveCard], x0: int, y0: float, x1: int, locale: str) -> list[CardRow]:
    rows = []
    y = round(y0)
    for card in cards:
        row = active_card(card, x0, y, x1, locale)
        rows.append(row)
        y = row.box[3] + 2
    return rows


SPLIT_SAVING = 100  # px a panel must save before its activated cards take two columns


def stack_active(
    cards: list[ActiveCard],
    right: tuple[int, float, int],
    left: tuple[int, float, int],
    locale: str,
) -> list[CardRow]:
    """The activated cards under the tableau (`right`: x0, top, x1) and, where that
    column would grow well below the left one (by `SPLIT_SAVING` or more), the last of
    them under the counts (`left`), so a late-game panel grows as little as it can."""
    on_right = _column(cards, right[0], right[1], right[2], locale)
    left_heights = [
        row.box[3] - row.box[1] + 2 for row in _column(cards, left[0], 0, left[2], locale)
    ]
    best_split, best_bottom = len(cards), float("inf")
    for split in range(len(cards), -1, -1):
        right_bottom = on_right[split - 1].box[3] if split else right[1]
        left_bottom = left[1] + sum(left_heights[split:])
        if max(right_bottom, left_bottom) < best_bottom:
            best_split, best_bottom = split, max(right_bottom, left_bottom)
    all_right = on_right[-1].box[3] if cards else right[1]
    if all_right - best_bottom < SPLIT_SAVING:
        return on_right
    rest = _column(cards[best_split:], left[0], left[1], left[2], locale)
    return on_right[:best_split] + rest


def _content(view: MacaoView, player: PlayerView, box: Box, locale: str) -> PanelLayout:
    """The panel of `player` laid out in `box` (its bottom is fixed later, per row)."""
    x0, y0, x1, _ = box
    top = y0 + PANEL_HEADER
    left = x0 + INSET
    rose = (left, top, left + ROSE_W, top + rose_height(view, player.seat, locale))
    stats = stats_block(player, left, rose[3] + 12, locale)
    right_x0 = rose[2] + COLUMN_GAP
    right_x1 = x1 - 18
    y = top + CAPTION
    rows: list[CardRow | None] = []
    for card in player.tableau:
        row = tableau_card(card, right_x0, y, right_x1, locale)
        rows.append(row)
        y = row.box[3] + CARD_GAP
    for _ in range(len(player.tableau), load().tableau_slots):
        rows.append(None)
        y += EMPTY_H + CARD_GAP
    tableau = (right_x0, top, right_x1, y)
    active_top = y + 8
    active_rows = stack_active(
        player.active,
        (right_x0, active_top + CAPTION, right_x1),
        (left, stats.box[3] + 16, left + ROSE_W),
        locale,
    )
    y = max((row.box[3] for row in active_rows), default=active_top + CAPTION + INLINE_ROW)
    active = (right_x0, active_top, right_x1, y)
    bottom = max(stats.box[3], y) + 14
    return PanelLayout(
        player.seat,
        (x0, y0, x1, bottom),
        rose,
        stats,
        tableau,
        tuple(rows),
        active,
        tuple(active_rows),
        rose_title(locale),
    )


def empty_slot(panel: PanelLayout, index: int) -> Box:
    """Box of the `index`-th tableau slot, drawn empty when no card is in it."""
    y = panel.tableau[1] + CAPTION
    for i, row in enumerate(panel.tableau_rows):
        height = EMPTY_H if row is None else row.box[3] - row.box[1]
        if i == index:
            return (panel.tableau[0], y, panel.tableau[2], y + height)
        y += height + CARD_GAP
    raise IndexError(index)


def panel_layouts(view: MacaoView, locale: str = "en") -> list[PanelLayout]:
    """Every seat's panel, in seat order, two to a row; panels in a row share a height."""
    locale = normalise_locale(locale)
    result: list[PanelLayout] = []
    y = MARGIN
    for start in range(0, len(view.players), COLUMNS):
        group = []
        for column, player in enumerate(view.players[start : start + COLUMNS]):
            x0 = MARGIN + column * (PANEL_W + GAP)
            group.append(_content(view, player, (x0, y, x0 + PANEL_W, y), locale))
        bottom = max(panel.box[3] for panel in group)
        result.extend(replace(p, box=(p.box[0], p.box[1], p.box[2], bottom)) for p in group)
        y = bottom + GAP
    return result


def height(panels: list[PanelLayout]) -> int:
    """Height of the players' image."""
    return (max(p.box[3] for p in panels) if panels else MARGIN) + MARGIN


def rose_cell(panel: PanelLayout, field: int) -> Box:
    """Column of wind-rose field `field` (0 = the action supply, 1..6 = the fields).

    The supply column is wider: it is what the player spends this turn.
    """
    x0 = panel.rose[0] + (0 if field == 0 else SUPPLY_COL + 8 + (field - 1) * ROSE_COL)
    width = SUPPLY_COL if field == 0 else ROSE_COL - 6
    y0 = panel.rose[1] + CAPTION
    return (x0, y0, x0 + width, y0 + panel.rose_title + 6 * ROSE_ROW + 6)


def tableau_row(panel: PanelLayout, index: int) -> Box:
    """Box of the `index`-th tableau card (0-based)."""
    row = panel.tableau_rows[index]
    return row.box if row is not None else empty_slot(panel, index)


def active_row(panel: PanelLayout, index: int) -> Box:
    """Box of the `index`-th activated card (0-based)."""
    return panel.active_rows[index].box
