"""Macao's short rules help, summarised from the German rules and the project rulings of
the reconstructed edition (`docs/games/macao.md`).

The order of the help's topics; their texts are in the catalogue (see `Game.help_topics`).
"""

from __future__ import annotations

TOPICS: tuple[str, ...] = (
    "overview",
    "round",
    "dice",
    "cards",
    "city",
    "wall",
    "ships",
    "scoring",
)
