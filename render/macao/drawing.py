"""The Macao board image: city, wall, sea, tribute, dice, cards and a panel per player."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.errors import IllegalMove
from engine.game import Move
from engine.i18n import normalise_locale, t, translate
from engine.macao import moves
from engine.macao.data import COLOURS, load
from engine.macao.view import ActiveCard, MacaoView, card_info
from engine.registry import get
from render import (
    chrome,
    palette,
    shapes,
    typeface,
)
from render.macao import layout as layout
from render.macao import style as style
from render.macao import texts as _texts  # noqa: F401  (registers the board's labels)
from render.macao.board import draw_board, standings, tribute_box
from render.macao.players import draw_player
from render.macao.style import Canvas
from render.palette import SeatStyle
from render.text import Box
from render.texts import label


def seat_styles(view: MacaoView) -> list[SeatStyle]:
    return [palette.seat_style(seat) for seat in range(len(view.players))]


# -- the last move ----------------------------------------------------------------------


def parsed_last_move(view: MacaoView) -> Move | None:
    """The last move as a move value; None if there is none or it is hidden (`dice`)."""
    if not view.last_move:
        return None
    try:
        return moves.parse(view.last_move)
    except IllegalMove:
        return None


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


def highlights(view: MacaoView) -> list[Highlight]:
    """Where the last move happened, as boxes framed in the highlight colour."""
    move = parsed_last_move(view)
    seat = view.last_seat
    if move is None or seat is None or not 0 <= seat < len(view.players):
        return []
    panel = layout.panel_layouts(view)[seat]
    player = view.players[seat]
    boxes: list[Box | None] = []
    match move:
        case moves.TakeDistrict(district=district):
            mark = _district(view, district)
            return [mark] if mark is not None else []
        case moves.ShipMove(to=to):
            boxes.append(_sea_box(view, to))
        case moves.Deliver():
            boxes.append(_sea_box(view, player.ship))
        case moves.WallMove() | moves.Advance():
            x0, y0, x1, y1 = layout.wall_space_box(player.wall_space)
            boxes.append((x0 - 2, y0 - 2, x1 + 2, y1 + 2))
        case moves.Tribute():
            boxes.append(tribute_box())
        case moves.TakeCard():
            if player.tableau:
                boxes.append(layout.tableau_row(panel, len(player.tableau) - 1))
        case moves.Activate(card=card) | moves.Use(card=card):
            ids = [c.id for c in player.active]
            if card in ids:
                x0, y0, x1, y1 = layout.active_row(panel, ids.index(card))
                boxes.append((x0 - 6, y0 - 1, x1 + 6, y1 + 1))
        case moves.StartCubes() | moves.ChooseDice():
            x0, y0, _, y1 = layout.rose_cell(panel, 1)
            _, _, x1, _ = layout.rose_cell(panel, 6)
            boxes.append((x0 - 6, y0 - 34, x1 + 6, y1 + 6))
        case moves.PayCube() | moves.GainCube() | moves.Joker():
            x0, y0, x1, y1 = layout.rose_cell(panel, 0)
            boxes.append((x0 - 6, y0 - 34, x1 + 6, y1 + 6))
    return [Highlight(box) for box in boxes if box is not None]


def last_move_text(view: MacaoView, locale: str) -> str:
    """`Anna: Take district C4` (the engine's move label) or the hidden dice choice."""
    if view.last_seat is None or not view.last_move:
        return ""
    move = parsed_last_move(view)
    if move is None:
        what = label("render.macao.hidden_dice", locale)
    else:
        what = translate(get("macao").label(move), locale)
    return f"{label('render.last_move', locale)} {view.seat_name(view.last_seat)}: {what}"


def prompt_text(view: MacaoView, locale: str) -> str:
    """What the table waits for (who, and the pending choice or the phase's prompt), or
    the final standings."""
    if view.is_over:
        ranking = "  ".join(
            f"{place}. {view.seat_name(seat)} {style.signed(points)}"
            for place, seat, points in standings(view)
        )
        return f"{label('render.macao.standings', locale)} {ranking}"
    if view.pending is not None:
        prompt = translate(t(f"macao.prompt.{view.pending.kind}", count=view.pending.count), locale)
    else:
        prompt = translate(t(f"macao.prompt.{view.phase}"), locale)
    who = ", ".join(view.seat_name(seat) for seat in view.to_act)
    return f"{who}: {prompt}" if who else prompt


def draw_info(
    draw: ImageDraw.ImageDraw, view: MacaoView, styles: list[SeatStyle], locale: str
) -> None:
    """The prompt on the left, the last move on the right."""
    box = (
        layout.MARGIN,
        layout.INFO_Y,
        layout.WIDTH - layout.MARGIN,
        layout.INFO_Y + layout.INFO_HEIGHT,
    )
    inner = chrome.panel(draw, box)
    mid = (inner[1] + inner[3]) / 2
    width = inner[2] - inner[0]
    prompt = prompt_text(view, locale)
    prompt_face = typeface.font(typeface.BODY, bold=True)
    # The prompt takes its natural width (at most 60 %, all of it at the end of the
    # game); the last move gets the rest.
    share = 1.0 if view.is_over else 0.6
    prompt_width = min(prompt_face.getlength(prompt), width * share)
    face, shown = style.fit(prompt, prompt_width, typeface.BODY, bold=True)
    style.text(draw, (inner[0], mid), shown, face, palette.INK, "lm")
    last = "" if view.is_over else last_move_text(view, locale)
    if last and view.last_seat is not None:
        face, shown = style.fit(last, width - prompt_width - 90, typeface.BODY)
        style.text(draw, (inner[2], mid), shown, face, palette.INK, "rm")
        x = inner[2] - face.getlength(shown) - 22
        chrome.seat_marker(draw, styles[view.last_seat], (x, mid), 13)
        shapes.last_move(draw, (round(x - 20), box[1] + 6, box[2] - 6, box[3] - 6), "to")


def title_info(view: MacaoView, locale: str) -> str:
    info = label("render.macao.round", locale, round=max(1, view.round), rounds=view.rounds)
    info = f"{info} · {label(f'render.macao.phase.{view.phase}', locale)}"
    if view.viewer is None:
        info = f"{info} · {label('render.spectator', locale)}"
    return info


def render(view: MacaoView, locale: str = "en") -> Image.Image:
    """Draw `view` (from `MacaoGame.view`) as an RGB image."""
    locale = normalise_locale(locale)
    styles = seat_styles(view)
    image = Image.new("RGB", (layout.WIDTH, layout.height(view)), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    canvas = Canvas(image, draw)
    draw_board(canvas, view, styles, locale)
    title = translate("macao.title", locale)
    info = title_info(view, locale)
    if view.is_over:
        chrome.title_bar(draw, layout.WIDTH, title, info, label("render.game_over", locale), [])
    else:
        turn = [chrome.SeatLabel(styles[s], view.seat_name(s)) for s in view.to_act]
        chrome.title_bar(draw, layout.WIDTH, title, info, label("render.to_move", locale), turn)
    draw_info(draw, view, styles, locale)
    for panel, player in zip(layout.panel_layouts(view), view.players, strict=True):
        draw_player(canvas, view, player, styles[player.seat], panel, locale)
    for mark in highlights(view):
        if mark.hex is not None:
            points = layout.hex_points(mark.hex, shapes.HIGHLIGHT_WIDTH / 2)
            draw.polygon(points, outline=palette.HIGHLIGHT, width=shapes.HIGHLIGHT_WIDTH)
        else:
            shapes.last_move(draw, mark.box, "to")
    return image


def reference_view() -> MacaoView:
    """A board showing every colour a Macao image uses (every seat, cube colour, good,
    joker, card type, owner tint, the dice, penalties, the acting and the last-move
    frames); the PNG palette is fitted to it once, so encoding a board only maps colours.
    """
    game = get("macao")
    view = game.view(game.setup(4, None, 1), 0)
    view.seat_names = ["Anna", "Bartholomäus", "Chen", "Dörte"]
    data = load()
    goods = list(data.goods)
    cards = [data.cards[c] for c in data.cards]
    view.phase = "actions"
    view.round = 5
    view.to_act = [1]
    view.tribute_gold, view.tribute_pp = 4, 7
    view.dice = {colour: index + 1 for index, colour in enumerate(COLOURS)}
    for index, district in enumerate(view.city):
        if index % 3 == 0:
            district.owner, district.tile = index % 4, None
        elif district.dark:
            district.tile = "joker"
        else:
            district.tile = goods[index % len(goods)]
    for index, port in enumerate(view.ports):
        port.covered_by = [index % 4, (index + 1) % 4, None]
    for index, node in enumerate(view.sea):
        node.ships = [index % 4] if index < 4 else []
    for seat, player in enumerate(view.players):
        player.supply = {colour: seat + 1 for colour in COLOURS}
        player.rose = [{colour: field + 1} for field, colour in enumerate(COLOURS)]
        player.goods = goods[seat * 2 : seat * 2 + 2]
        player.jokers, player.penalties, player.gold = 1, seat, 3 + seat
        player.dice = [COLOURS[seat], COLOURS[seat + 1]]
        picks = [card_info(c.id) for c in cards[seat * 25 : seat * 25 + 9]]
        player.tableau = picks[:3]
        player.active = [
            ActiveCard(**card.model_dump(), used_this_round=i % 2 == 0)
            for i, card in enumerate(picks[3:])
        ]
    view.last_move, view.last_seat = f"district {view.city[1].id}", 0
    return view
