"""The Voyages of Marco Polo's short rules help, summarised from the German rules, the
supplement, the short rules and the project rulings.

The order of the help's topics; their texts are in the catalogue (see `Game.help_topics`).
"""

from __future__ import annotations

TOPICS: tuple[str, ...] = (
    "overview",
    "round",
    "actions",
    "travel",
    "contracts",
    "bonus",
    "characters",
    "scoring",
)
