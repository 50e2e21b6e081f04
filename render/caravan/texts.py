"""Labels drawn on the Caravan image, in English and German (the shared catalogue)."""

from __future__ import annotations

from engine.i18n import register
from render.texts import label

__all__ = ["label"]

register(
    {
        "render.caravan.actions_left": (
            "{n} {n|action|actions} left",
            "noch {n} {n|Aktion|Aktionen}",
        ),
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
            "stolen (under it): safe until moved",
            "gestohlen (darunter): sicher bis bewegt",
        ),
        "render.caravan.legend.space": ("goods space", "Warenfeld"),
        "render.caravan.legend.demand": (
            "demand markers, 1 point each",
            "Nachfragemarker, je 1 Punkt",
        ),
        "render.caravan.legend.rare": ("rare: 6 points", "selten: 6 Punkte"),
        "render.caravan.legend.from": ("last move from", "letzter Zug von"),
        "render.caravan.legend.to": ("to", "nach"),
    }
)
