"""Labels drawn on board images, in English and German (one catalogue with the engine's)."""

from __future__ import annotations

from engine.i18n import ParamValue, register, t, translate

register(
    {
        "render.to_move": ("To move:", "Am Zug:"),
        "render.game_over": ("Game over", "Spielende"),
        "render.winner": ("Winner:", "Sieg:"),
        "render.place": ("Place {n}", "Platz {n}"),
        "render.turn": ("Turn {n}", "Zug {n}"),
        "render.you": ("you", "du"),
        "render.spectator": ("Spectator view", "Zuschaueransicht"),
        "render.last_move": ("Last move:", "Letzter Zug:"),
        "render.points": ("points", "Punkte"),
    }
)


def label(key: str, locale: str, **params: ParamValue) -> str:
    """A registered label rendered in `locale`."""
    return translate(t(key, **params), locale)
