"""What a camel is called on the image.

Every camel name the board draws (tokens, reserve, legend) comes from `camel_label`, so
the naming scheme is changed in this one place; the token width follows the widest name.
"""

from __future__ import annotations

from engine.caravan.data import camel_name
from engine.caravan.moves import MAX_CAMELS


def camel_label(number: int) -> str:
    """The name of camel `number` (1-based) as the move notation spells it."""
    return camel_name(number)


def all_labels() -> list[str]:
    """Every name a camel can have, for sizing the tokens."""
    return [camel_label(number) for number in range(1, MAX_CAMELS + 1)]
