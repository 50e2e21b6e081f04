"""Macao's short rules help, summarised from the German rules and the project rulings of
the reconstructed edition (`docs/games/macao.md`).

Notation examples sit in backticks; a test parses every one of them, so the help cannot
show a move the engine would not understand. The texts are in the catalogue
(`<game>.help.title.<topic>`, `<game>.help.text.<topic>`); this module keeps their order
(`TOPICS`), which the game class offers as `help_topics`; a test checks that every topic
has both texts in every language.
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
