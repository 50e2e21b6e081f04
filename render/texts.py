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
        # Caravan
        "render.caravan.round_turn": ("Round {round} · Turn {turn}", "Runde {round} · Zug {turn}"),
        "render.caravan.actions_left": ("{n} actions left", "noch {n} Aktionen"),
        "render.caravan.actions_left_one": ("1 action left", "noch 1 Aktion"),
        "render.caravan.bag": ("Bag: {n}", "Beutel: {n}"),
        "render.caravan.end_triggered": (
            "Bag empty: the next delivery ends the game",
            "Beutel leer: die nächste Lieferung beendet das Spiel",
        ),
        "render.caravan.delivered": ("Delivered", "Geliefert"),
        "render.caravan.demand": ("demand", "Nachfrage"),
        "render.caravan.theft": ("Theft markers: {n}", "Diebstahlmarker: {n}"),
        "render.caravan.held": ("Held: {n}", "Getragen: {n}"),
        "render.caravan.held_penalty": ("Held: {n} (−{penalty})", "Getragen: {n} (−{penalty})"),
        "render.caravan.reserve": ("Off board", "Im Vorrat"),
        "render.caravan.last.place": ("placed a camel on {to}", "setzte ein Kamel auf {to}"),
        "render.caravan.last.move": ("moved a camel {from} → {to}", "zog ein Kamel {from} → {to}"),
        "render.caravan.last.take": ("took {good} on {to}", "nahm {good} auf {to}"),
        "render.caravan.last.steal": ("stole {good} on {to}", "stahl {good} auf {to}"),
        "render.caravan.last.carry": ("carried {good} {from} → {to}", "trug {good} {from} → {to}"),
        "render.caravan.last.deliver": (
            "delivered {good} ({from} → {to})",
            "lieferte {good} ({from} → {to})",
        ),
        "render.caravan.last.pass": ("passed", "passte"),
        "render.caravan.legend.carried": ("carried", "getragen"),
        "render.caravan.legend.stolen": (
            "stolen, safe until moved",
            "gestohlen, sicher bis bewegt",
        ),
        "render.caravan.legend.rare": ("rare: 6 points", "selten: 6 Punkte"),
        "render.caravan.legend.from": ("last move from", "letzter Zug von"),
        "render.caravan.legend.to": ("to", "nach"),
    }
)


def label(key: str, locale: str, **params: ParamValue) -> str:
    """A registered label rendered in `locale`."""
    return translate(t(key, **params), locale)
