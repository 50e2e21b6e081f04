"""Caravan's shared texts: the placeholders for seats, goods, cities and colours.

Camels are named by letter ("camel B") and cells by column and row ("c1"), so no text
can mistake one for the other.
"""

from engine.caravan.data import GOODS, SEAT_COLOURS
from engine.i18n import Text, seat, t

# Texts are immutable, so every event, label and step shares these instead of building
# its own (events are built on every move of every playout).
SEAT_TEXTS = tuple(seat(i) for i in range(4))
GOOD_TEXTS = {good: t(f"caravan.good.{good}") for good in GOODS}
CITY_TEXTS = {good: t(f"caravan.city.{good}") for good in GOODS}
COLOUR_TEXTS = {colour: t(f"caravan.seat.{colour}") for colour in SEAT_COLOURS}


def seat_text(index: int) -> Text:
    """The placeholder that names seat `index`'s player in a message."""
    return SEAT_TEXTS[index] if 0 <= index < len(SEAT_TEXTS) else seat(index)
