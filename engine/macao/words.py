"""The pieces of Macao's messages: cards, colours, cubes, sea spaces, tiles as `Text`.

Every text a player reads names things as the board does (a card with its copy numeral,
a port by its name, a good by its name), never by an internal id.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.i18n import Text, t
from engine.macao.data import COLOURS, load
from engine.macao.moves import vector


def card_text(card_id: str) -> Text:
    """The card's name with its copy numeral where the deck has several (`Captain 2`)."""
    return t(f"macao.cardname.{card_id}")


def cards_text(card_ids: Sequence[str]) -> list[str | int | Text]:
    return [card_text(c) for c in card_ids]


def colour_text(colour: str) -> Text:
    return t(f"macao.colour.{colour}")


def cubes_text(cubes: Sequence[int] | str) -> Text:
    """A cube vector (or colour letters) as "3 cubes: 2 red, 1 blue"."""
    vec = vector(cubes) if isinstance(cubes, str) else cubes
    total = sum(vec)
    if total == 0:
        return t("macao.cubes.none")
    parts: list[str | int | Text] = [
        t("macao.cubes.colour", n=n, colour=colour_text(COLOURS[i])) for i, n in enumerate(vec) if n
    ]
    return t("macao.cubes", n=total, colours=parts)


def die_text(colour: int, value: int) -> Text:
    return t("macao.die", colour=colour_text(COLOURS[colour]), value=value)


def node_text(node: str) -> Text | str:
    """A sea node as the board names it: a port's name, Macao's anchor, or a sea space."""
    sea = load().sea_nodes[node]
    if sea.kind == "port":
        return t(f"macao.port.{sea.id}")
    if sea.kind == "start":
        return t("macao.sea.start")
    return t("macao.sea.space", name=sea.id)


def good_text(good: str) -> Text:
    return t(f"macao.good.{good}")


def tile_text(tile: str) -> Text:
    """A district's tile: its good, or a joker."""
    return t("macao.tile.joker") if tile == "joker" else good_text(tile)


def unit_text(unit: str) -> Text:
    """One joker unit: a cube of a colour, or 3 gold."""
    return (
        t("macao.unit.gold") if unit == "gold" else t("macao.unit.cube", colour=colour_text(unit))
    )


def units_text(units: Sequence[str]) -> list[str | int | Text]:
    return [unit_text(u) for u in units]
