"""Caravan's player-facing messages in English and German.

Camels are named by letter ("camel B") and cells by column and row ("c1"), so no text
can mistake one for the other.
"""

from engine.caravan.board import GOODS, SEAT_COLOURS
from engine.i18n import Text, register, seat, t

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
            "Camels are A–F, cells a1–g7. Try e.g. `place A b4`, `move A d5`, `take A`, "
            "`steal B from orange`, `carry D to A` or `pass`.",
            "Kamele heißen A–F, Felder a1–g7. Zum Beispiel `place A b4`, `move A d5`, "
            "`take A`, `steal B from orange`, `carry D to A` oder `pass`.",
        ),
        "caravan.prompt.actions": (
            "{count} {count|action|actions} left this turn.",
            "Noch {count} {count|Aktion|Aktionen} in diesem Zug.",
        ),
        # errors (camels by letter, cells by name: "camel B", "c1")
        "caravan.err.no_such_camel": (
            "You have no camel {camel}; your camels are A to {last}.",
            "Du hast kein Kamel {camel}; deine Kamele sind A bis {last}.",
        ),
        "caravan.err.no_such_cell": (
            "There is no such cell; cells are a1 to g7.",
            "Dieses Feld gibt es nicht; die Felder heißen a1 bis g7.",
        ),
        "caravan.err.already_placed": (
            "Camel {camel} is already on cell {cell}: use `move` instead of `place`.",
            "Kamel {camel} steht schon auf Feld {cell}: nutze `move` statt `place`.",
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
            "Camel {camel} is already on cell {cell}.",
            "Kamel {camel} steht bereits auf Feld {cell}.",
        ),
        "caravan.err.not_enough_actions": (
            "That costs {cost} {cost|action|actions} but you have {left} left "
            "(a cell with camels costs 2).",
            "Das kostet {cost} {cost|Aktion|Aktionen}, du hast nur noch {left} "
            "(ein Feld mit Kamelen kostet 2).",
        ),
        "caravan.err.camel_laden": (
            "Camel {camel} already carries a good.",
            "Kamel {camel} trägt bereits eine Ware.",
        ),
        "caravan.err.no_good_here": (
            "There is no good to take on cell {cell}, where camel {camel} stands.",
            "Auf Feld {cell}, wo Kamel {camel} steht, liegt keine Ware.",
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
            "No camel of {victim} on cell {cell} (where your camel {camel} stands) carries a "
            "good that can be stolen (goods under a camel are safe).",
            "Kein Kamel von {victim} auf Feld {cell} (wo dein Kamel {camel} steht) trägt eine "
            "stehlbare Ware (Waren unter einem Kamel sind sicher).",
        ),
        "caravan.err.ambiguous_steal": (
            "That player has several laden camels there: name one (camel {choices}).",
            "Dieser Spieler hat dort mehrere beladene Kamele: nenne eines (Kamel {choices}).",
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
        # events: each names its player
        "caravan.event.place": (
            "{who} placed camel {camel} on {cell} ({cost} {cost|action|actions}).",
            "{who} setzte Kamel {camel} auf {cell} ({cost} {cost|Aktion|Aktionen}).",
        ),
        "caravan.event.move": (
            "{who} moved camel {camel} to {cell} ({cost} {cost|action|actions}).",
            "{who} zog Kamel {camel} nach {cell} ({cost} {cost|Aktion|Aktionen}).",
        ),
        "caravan.event.take": (
            "{who} loaded {good} onto camel {camel} on {cell}.",
            "{who} lud auf {cell} {good} auf Kamel {camel}.",
        ),
        "caravan.event.take_demand": (
            "{who} loaded {good} onto camel {camel} on {cell} and took "
            "{demand} {demand|demand marker|demand markers}.",
            "{who} lud auf {cell} {good} auf Kamel {camel} und nahm {demand} Nachfragemarker.",
        ),
        "caravan.event.steal": (
            "{who} stole {good} from {victim} (their camel {victim_camel} on {cell}); it lies "
            "under camel {camel} now, and {victim} gets a theft marker.",
            "{who} stahl {victim} {good} (Kamel {victim_camel} auf {cell}); die Ware liegt "
            "jetzt unter Kamel {camel}, und {victim} bekommt einen Diebstahlmarker.",
        ),
        "caravan.event.carry": (
            "{who} carried {good} from camel {source} on {from} to camel {target} on {to}.",
            "{who} trug {good} von Kamel {source} auf {from} zu Kamel {target} auf {to}.",
        ),
        "caravan.event.deliver": (
            "{who} delivered {good} in {city} (camel {source} on {from} → camel {target} on {to}).",
            "{who} lieferte {good} in {city} ab (Kamel {source} auf {from} → Kamel {target} auf {to}).",
        ),
        "caravan.event.pass": (
            "{who} passed with {left} {left|action|actions} unused.",
            "{who} passte und ließ {left} {left|Aktion|Aktionen} verfallen.",
        ),
        "caravan.event.refill": (
            "Refill: a demand marker on every waiting good; new goods drawn: {goods}.",
            "Nachfüllen: ein Nachfragemarker auf jede liegende Ware; neu gezogen: {goods}.",
        ),
        "caravan.event.end_triggered": (
            "The bag is empty: the game ends with the next delivery.",
            "Der Beutel ist leer: das Spiel endet mit der nächsten Lieferung.",
        ),
        "caravan.event.game_over": (
            "The delivery by {who} ends the game: the bag was empty.",
            "Die Lieferung von {who} beendet das Spiel: der Beutel war leer.",
        ),
        "caravan.event.turn": (
            "{who} is next with {count} {count|action|actions}.",
            "{who} ist am Zug mit {count} {count|Aktion|Aktionen}.",
        ),
        # move labels (the full description of one move)
        "caravan.label.place": ("Place camel {camel} on {cell}", "Kamel {camel} auf {cell} setzen"),
        "caravan.label.place_cost": (
            "Place camel {camel} on {cell} ({cost} {cost|action|actions})",
            "Kamel {camel} auf {cell} setzen ({cost} {cost|Aktion|Aktionen})",
        ),
        "caravan.label.move": ("Move camel {camel} to {cell}", "Kamel {camel} nach {cell} ziehen"),
        "caravan.label.move_cost": (
            "Move camel {camel} to {cell} ({cost} {cost|action|actions})",
            "Kamel {camel} nach {cell} ziehen ({cost} {cost|Aktion|Aktionen})",
        ),
        "caravan.label.take": ("Camel {camel} takes the good", "Kamel {camel} nimmt die Ware"),
        "caravan.label.take_good": (
            "Camel {camel} takes {good} on {cell}",
            "Kamel {camel} nimmt {good} auf {cell}",
        ),
        "caravan.label.take_good_demand": (
            "Camel {camel} takes {good} on {cell} (+{demand} demand)",
            "Kamel {camel} nimmt {good} auf {cell} (+{demand} Nachfrage)",
        ),
        "caravan.label.steal": (
            "Camel {camel} steals from {victim}",
            "Kamel {camel} bestiehlt {victim}",
        ),
        "caravan.label.steal_good": (
            "Camel {camel} steals {good} from {victim} (their camel {victim_camel} on {cell})",
            "Kamel {camel} stiehlt {victim} {good} (Kamel {victim_camel} auf {cell})",
        ),
        "caravan.label.carry": (
            "Carry the good of camel {source} to camel {target}",
            "Ware von Kamel {source} zu Kamel {target} tragen",
        ),
        "caravan.label.carry_good": (
            "Carry {good} from camel {source} on {from} to camel {target} on {to}",
            "{good} von Kamel {source} auf {from} zu Kamel {target} auf {to} tragen",
        ),
        "caravan.label.deliver": (
            "Deliver {good} in {city} (camel {source} on {from} → camel {target} on {to})",
            "{good} in {city} abliefern (Kamel {source} auf {from} → Kamel {target} auf {to})",
        ),
        "caravan.label.pass": ("End your turn", "Zug beenden"),
        # steps of the move picker: short, one choice each
        "caravan.step.kind.place": ("Place a camel", "Kamel einsetzen"),
        "caravan.step.kind.move": ("Move a camel", "Kamel bewegen"),
        "caravan.step.kind.take": ("Take a good", "Ware nehmen"),
        "caravan.step.kind.steal": ("Steal a good", "Ware stehlen"),
        "caravan.step.kind.carry": ("Carry or deliver a good", "Ware tragen oder liefern"),
        "caravan.step.kind.pass": ("End your turn", "Zug beenden"),
        "caravan.step.camel": ("Camel {camel}", "Kamel {camel}"),
        "caravan.step.camel_on": ("Camel {camel} on {cell}", "Kamel {camel} auf {cell}"),
        "caravan.step.camel_good": (
            "Camel {camel} on {cell}: {good}",
            "Kamel {camel} auf {cell}: {good}",
        ),
        "caravan.step.take_demand": (
            "Camel {camel} on {cell}: {good} (+{demand} demand)",
            "Kamel {camel} auf {cell}: {good} (+{demand} Nachfrage)",
        ),
        "caravan.step.column": ("Column {column}", "Spalte {column}"),
        "caravan.step.cell": ("Cell {cell}", "Feld {cell}"),
        "caravan.step.cell_cost": (
            "Cell {cell} ({cost} {cost|action|actions})",
            "Feld {cell} ({cost} {cost|Aktion|Aktionen})",
        ),
        "caravan.step.victim": ("{victim} ({colour})", "{victim} ({colour})"),
        "caravan.step.victim_camel": (
            "Camel {camel} of {victim}: {good}",
            "Kamel {camel} von {victim}: {good}",
        ),
        "caravan.step.deliver": (
            "Camel {camel} on {cell}: deliver in {city}",
            "Kamel {camel} auf {cell}: in {city} liefern",
        ),
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

# Texts are immutable, so every event, label and step shares these instead of building
# its own (events are built on every move of every playout).
SEAT_TEXTS = tuple(seat(i) for i in range(4))
GOOD_TEXTS = {good: t(f"caravan.good.{good}") for good in GOODS}
CITY_TEXTS = {good: t(f"caravan.city.{good}") for good in GOODS}
COLOUR_TEXTS = {colour: t(f"caravan.seat.{colour}") for colour in SEAT_COLOURS}


def seat_text(index: int) -> Text:
    """The placeholder that names seat `index`'s player in a message."""
    return SEAT_TEXTS[index] if 0 <= index < len(SEAT_TEXTS) else seat(index)
