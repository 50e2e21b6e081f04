"""Caravan's player-facing messages in English and German."""

from engine.i18n import register

_GOODS = {
    "ivory": ("ivory", "Elfenbein"),
    "cloth": ("cloth", "Stoff"),
    "gems": ("gems", "Edelsteine"),
    "paper": ("paper", "Papier"),
    "meat": ("meat", "Fleisch"),
    "swords": ("swords", "Schwerter"),
    "salt": ("salt", "Salz"),
    "hides": ("hides", "Häute"),
}
# Cities are named after the good they want; the ivory city is Marrakesh (project ruling).
_CITIES = {
    "ivory": ("Marrakesh", "Marrakesch"),
    "cloth": ("Cloth Market", "Tuchmarkt"),
    "gems": ("Gem Market", "Edelsteinmarkt"),
    "paper": ("Paper Market", "Papiermarkt"),
    "meat": ("Meat Market", "Fleischmarkt"),
    "swords": ("Sword Market", "Schwertmarkt"),
    "salt": ("Salt Market", "Salzmarkt"),
    "hides": ("Hide Market", "Ledermarkt"),
}
_SEATS = {
    "yellow": ("yellow", "gelb"),
    "orange": ("orange", "orange"),
    "black": ("black", "schwarz"),
    "teal": ("teal", "türkis"),
}

register({f"caravan.good.{k}": v for k, v in _GOODS.items()})
register({f"caravan.city.{k}": v for k, v in _CITIES.items()})
register({f"caravan.seat.{k}": v for k, v in _SEATS.items()})
register(
    {
        "caravan.title": ("Caravan", "Caravan"),
        "caravan.hint.notation": (
            "Try e.g. `place c1 b4`, `move c1 d5`, `take c1`, `steal c2 from orange`, "
            "`carry c4 to c1` or `pass`.",
            "Zum Beispiel `place c1 b4`, `move c1 d5`, `take c1`, `steal c2 from orange`, "
            "`carry c4 to c1` oder `pass`.",
        ),
        "caravan.prompt.actions": (
            "{count} action(s) left this turn.",
            "Noch {count} Aktion(en) in diesem Zug.",
        ),
        # errors
        "caravan.err.no_such_camel": (
            "You have no camel {camel}; your camels are c1 to c{count}.",
            "Du hast kein Kamel {camel}; deine Kamele sind c1 bis c{count}.",
        ),
        "caravan.err.no_such_cell": (
            "There is no such space; spaces are a1 to g7.",
            "Dieses Feld gibt es nicht; die Felder heißen a1 bis g7.",
        ),
        "caravan.err.already_placed": (
            "Camel {camel} is already on {cell}: use `move` instead of `place`.",
            "Kamel {camel} steht schon auf {cell}: nutze `move` statt `place`.",
        ),
        "caravan.err.not_placed": (
            "Camel {camel} is not on the board yet: `place` it first.",
            "Kamel {camel} ist noch nicht auf dem Brett: setze es zuerst mit `place` ein.",
        ),
        "caravan.err.laden_cannot_move": (
            "Camel {camel} carries a good and cannot move; carry the good along your chain instead.",
            "Kamel {camel} trägt eine Ware und darf nicht bewegt werden; trage die Ware stattdessen entlang deiner Kette weiter.",
        ),
        "caravan.err.same_cell": (
            "Camel {camel} is already there.",
            "Kamel {camel} steht bereits dort.",
        ),
        "caravan.err.not_enough_actions": (
            "That costs {cost} actions but you have {left} left (a space with camels costs 2).",
            "Das kostet {cost} Aktionen, du hast nur noch {left} (ein Feld mit Kamelen kostet 2).",
        ),
        "caravan.err.camel_laden": (
            "Camel {camel} already carries a good.",
            "Kamel {camel} trägt bereits eine Ware.",
        ),
        "caravan.err.no_good_here": (
            "There is no good to take where camel {camel} stands.",
            "Wo Kamel {camel} steht, liegt keine Ware.",
        ),
        "caravan.err.last_unladen": (
            "You may never load your last unladen camel: that would leave you without actions.",
            "Du darfst nie dein letztes leeres Kamel beladen: dann hättest du keine Aktion mehr.",
        ),
        "caravan.err.no_theft_marker": (
            "You have no theft marker left, so you cannot steal.",
            "Du hast keinen Diebstahlmarker mehr und kannst nicht stehlen.",
        ),
        "caravan.err.bad_victim": (
            "You can only steal from another player at the table.",
            "Du kannst nur von einem anderen Spieler am Tisch stehlen.",
        ),
        "caravan.err.nothing_to_steal": (
            "No camel of {victim} on camel {camel}'s space carries a good that can be stolen "
            "(goods under a camel are safe).",
            "Kein Kamel von {victim} auf dem Feld von Kamel {camel} trägt eine stehlbare Ware "
            "(Waren unter einem Kamel sind sicher).",
        ),
        "caravan.err.ambiguous_steal": (
            "That player has several laden camels there: name one ({choices}).",
            "Dieser Spieler hat dort mehrere beladene Kamele: nenne eines ({choices}).",
        ),
        "caravan.err.nothing_to_carry": (
            "Camel {camel} carries no good.",
            "Kamel {camel} trägt keine Ware.",
        ),
        "caravan.err.same_camel": (
            "Carry the good to a different camel.",
            "Trage die Ware zu einem anderen Kamel.",
        ),
        "caravan.err.not_connected": (
            "Camels {source} and {target} are not joined by an orthogonal chain of your camels.",
            "Kamele {source} und {target} sind nicht durch eine waagerechte/senkrechte Kette deiner Kamele verbunden.",
        ),
        # events
        "caravan.event.place": (
            "{who} placed camel {camel} on {cell} ({cost} action(s)).",
            "{who} setzte Kamel {camel} auf {cell} ({cost} Aktion(en)).",
        ),
        "caravan.event.move": (
            "{who} moved camel {camel} to {cell} ({cost} action(s)).",
            "{who} zog Kamel {camel} nach {cell} ({cost} Aktion(en)).",
        ),
        "caravan.event.take": (
            "{who}: camel {camel} picked up {good} and {demand} demand marker(s).",
            "{who}: Kamel {camel} nahm {good} und {demand} Nachfragemarker.",
        ),
        "caravan.event.steal": (
            "{who} stole {good} from {victim} and handed over a theft marker.",
            "{who} stahl {good} von {victim} und gab einen Diebstahlmarker ab.",
        ),
        "caravan.event.carry": (
            "{who} carried {good} from camel {source} to camel {target}.",
            "{who} trug {good} von Kamel {source} zu Kamel {target}.",
        ),
        "caravan.event.deliver": (
            "{who} delivered {good} in {city}.",
            "{who} lieferte {good} in {city} ab.",
        ),
        "caravan.event.pass": (
            "{who} passed with {left} action(s) unused.",
            "{who} passte und ließ {left} Aktion(en) verfallen.",
        ),
        "caravan.event.refill": (
            "Refill: a demand marker on every waiting good; new goods drawn: {goods}.",
            "Nachfüllen: ein Nachfragemarker auf jede liegende Ware; neu gezogen: {goods}.",
        ),
        "caravan.event.end_triggered": (
            "The bag is empty: the game ends with the next delivery.",
            "Der Beutel ist leer: das Spiel endet mit der nächsten Lieferung.",
        ),
        "caravan.event.game_over": ("The game is over.", "Das Spiel ist vorbei."),
        "caravan.event.turn": (
            "{who} is next with {count} action(s).",
            "{who} ist am Zug mit {count} Aktion(en).",
        ),
        # move labels
        "caravan.label.place": ("Place camel {camel} on {cell}", "Kamel {camel} auf {cell} setzen"),
        "caravan.label.place_cost": (
            "Place camel {camel} on {cell} ({cost} action(s))",
            "Kamel {camel} auf {cell} setzen ({cost} Aktion(en))",
        ),
        "caravan.label.move": ("Move camel {camel} to {cell}", "Kamel {camel} nach {cell} ziehen"),
        "caravan.label.move_cost": (
            "Move camel {camel} to {cell} ({cost} action(s))",
            "Kamel {camel} nach {cell} ziehen ({cost} Aktion(en))",
        ),
        "caravan.label.take": ("Camel {camel} takes the good", "Kamel {camel} nimmt die Ware"),
        "caravan.label.take_good": (
            "Camel {camel} takes {good} (+{demand} demand)",
            "Kamel {camel} nimmt {good} (+{demand} Nachfrage)",
        ),
        "caravan.label.steal": (
            "Camel {camel} steals from {victim}",
            "Kamel {camel} bestiehlt {victim}",
        ),
        "caravan.label.carry": (
            "Carry the good of camel {source} to camel {target}",
            "Ware von Kamel {source} zu Kamel {target} tragen",
        ),
        "caravan.label.carry_good": (
            "Carry {good} from camel {source} to camel {target}",
            "{good} von Kamel {source} zu Kamel {target} tragen",
        ),
        "caravan.label.deliver": (
            "Deliver {good} in {city} (camel {source} → {target})",
            "{good} in {city} abliefern (Kamel {source} → {target})",
        ),
        "caravan.label.pass": ("End your turn", "Zug beenden"),
        # scoring
        "caravan.score.rare": ("Rare goods (6 each)", "Seltene Waren (je 6)"),
        "caravan.score.common": ("Common goods (3 each)", "Gewöhnliche Waren (je 3)"),
        "caravan.score.demand": ("Demand markers", "Nachfragemarker"),
        "caravan.score.penalty": (
            "Goods still held ({held})",
            "Noch gehaltene Waren ({held})",
        ),
    }
)
