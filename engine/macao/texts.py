"""Every player-facing Macao message, in English and German (cards come from the data)."""

from __future__ import annotations

from engine.i18n import register
from engine.macao.data import load

register(
    {
        "macao.title": ("Macao", "Macao"),
        "macao.err.illegal": (
            "`{move}` is not a legal move right now.",
            "`{move}` ist gerade kein erlaubter Zug.",
        ),
        "macao.err.choose": (
            "Say how you pay: {options}.",
            "Gib an, wie du zahlst: {options}.",
        ),
        "macao.err.pending": ("First answer: {prompt}", "Zuerst: {prompt}"),
        "macao.err.phase": (
            "`{move}` is only possible in your action phase.",
            "`{move}` geht nur in deiner Aktionsphase.",
        ),
        "macao.err.not_on_tableau": (
            "{card} is not on your tableau.",
            "{card} liegt nicht auf deinem Tableau.",
        ),
        "macao.err.no_craftsman": (
            "You need an activated Craftsman, unused this round, and the full cost in your supply.",
            "Du brauchst einen aktivierten, in dieser Runde ungenutzten Handwerker und die vollen Kosten im Vorrat.",
        ),
        "macao.err.cubes": (
            "Your action supply does not hold exactly these cubes: {cost}.",
            "Dein Aktionsvorrat enthält diese AS nicht genau: {cost}.",
        ),
        "macao.err.cubes_any": (
            "That needs {count} cubes of any colour in your action supply.",
            "Dafür brauchst du {count} beliebige AS im Aktionsvorrat.",
        ),
        "macao.err.not_active": ("{card} is not activated.", "{card} ist nicht aktiviert."),
        "macao.err.used": (
            "{card} has already been used this round.",
            "{card} wurde in dieser Runde schon genutzt.",
        ),
        "macao.err.condition": (
            "{card} cannot be used like that now (its condition is not met).",
            "{card} ist so gerade nicht nutzbar (die Bedingung ist nicht erfüllt).",
        ),
        "macao.err.district_taken": (
            "District {district} is already taken.",
            "Stadtteil {district} ist schon in Besitz.",
        ),
        "macao.err.district_limit": (
            "You have already taken a district this turn.",
            "Du hast in diesem Zug schon einen Stadtteil in Besitz genommen.",
        ),
        "macao.err.wall_once": (
            "You have already moved on the wall this round.",
            "Du bist in dieser Runde schon auf der Mauer vorgerückt.",
        ),
        "macao.err.ship_here": ("Your ship is already there.", "Dein Schiff ist schon dort."),
        "macao.err.nothing_to_deliver": (
            "Your ship has no goods for this port on board.",
            "Dein Schiff hat keine Waren für diesen Hafen an Bord.",
        ),
        "macao.err.tribute_once": (
            "You have already bought prestige this turn.",
            "Du hast in diesem Zug schon Prestige erworben.",
        ),
        "macao.err.gold": (
            "Buying prestige costs {gold} gold.",
            "Prestige zu erwerben kostet {gold} GM.",
        ),
        "macao.err.no_joker": ("You have no joker.", "Du hast keinen Joker."),
        "macao.err.joker_units": (
            "A joker gives {units} unit(s): each 1 cube or 3 gold.",
            "Ein Joker bringt {units} Einheit(en): je 1 AS oder 3 GM.",
        ),
        # prompts
        "macao.prompt.start_pick": (
            "Choose your start card.",
            "Wähle deine Startkarte.",
        ),
        "macao.prompt.start_cubes": (
            "Place 1 cube at your 1-field and 2 cubes of one colour at your 2-field.",
            "Lege 1 AS an dein 1er-Feld und 2 gleichfarbige AS an dein 2er-Feld.",
        ),
        "macao.prompt.draft": (
            "Take a card onto your tableau.",
            "Nimm eine Karte auf dein Tableau.",
        ),
        "macao.prompt.dice": ("Choose two dice.", "Wähle zwei Würfel."),
        "macao.prompt.actions": (
            "Spend your action supply, then pass.",
            "Verbrauche deinen Aktionsvorrat, dann passe.",
        ),
        "macao.prompt.over": ("The game is over.", "Das Spiel ist vorbei."),
        "macao.prompt.discard": (
            "Your tableau is full: discard one card (you take a penalty marker).",
            "Dein Tableau ist voll: lege eine Karte ab (du erhältst einen Strafmarker).",
        ),
        "macao.prompt.pay": (
            "Choose the colours of {count} more cube(s) to pay.",
            "Wähle die Farben von noch {count} AS, die du abgibst.",
        ),
        "macao.prompt.gain": (
            "Choose the colours of {count} cube(s) to take.",
            "Wähle die Farben von {count} AS, die du nimmst.",
        ),
        "macao.prompt.advance": (
            "Advance your wall disc for free: 0 to {count} spaces.",
            "Rücke deine Scheibe auf der Mauer kostenlos vor: 0 bis {count} Felder.",
        ),
        # move labels
        "macao.mv.take": ("Take card {index}", "Karte {index} nehmen"),
        "macao.mv.take_named": ("Take card {index}: {card}", "Karte {index} nehmen: {card}"),
        "macao.mv.pass": (
            "Pass (unused cubes are lost)",
            "Passen (übrige AS verfallen)",
        ),
        "macao.mv.skip": ("Take no card (Idler)", "Keine Karte nehmen (Müßiggänger)"),
        "macao.mv.discard": ("Discard {card}", "{card} ablegen"),
        "macao.mv.start": (
            "Start cubes: 1 {one}, 2 {two}",
            "Start-AS: 1 {one}, 2 {two}",
        ),
        "macao.mv.dice": ("Dice {a} {av} and {b} {bv}", "Würfel {a} {av} und {b} {bv}"),
        "macao.mv.activate": ("Activate {card}", "{card} aktivieren"),
        "macao.mv.activate_pay": (
            "Activate {card}, paying {pay}",
            "{card} aktivieren, zahle {pay}",
        ),
        "macao.mv.activate_free": (
            "Activate {card} for free (Craftsman)",
            "{card} kostenlos aktivieren (Handwerker)",
        ),
        "macao.mv.use": ("Use {card}", "{card} nutzen"),
        "macao.mv.use_times": ("Use {card} ×{times}", "{card} nutzen ×{times}"),
        "macao.mv.district": ("Take district {district}", "Stadtteil {district} in Besitz nehmen"),
        "macao.mv.district_pay": (
            "Take district {district}, paying {pay}",
            "Stadtteil {district} in Besitz nehmen, zahle {pay}",
        ),
        "macao.mv.wall": ("Advance {spaces} on the wall", "Auf der Mauer {spaces} vorrücken"),
        "macao.mv.ship": ("Sail to {to}", "Nach {to} segeln"),
        "macao.mv.deliver": ("Deliver goods", "Waren abliefern"),
        "macao.mv.tribute": ("Buy prestige (tribute)", "Prestige erwerben (Tribut)"),
        "macao.mv.joker": ("Use a joker: {units}", "Joker nutzen: {units}"),
        "macao.mv.pay": ("Pay {count} cube(s): {colour}", "{count} AS abgeben: {colour}"),
        "macao.mv.gain": ("Take a cube: {colour}", "AS nehmen: {colour}"),
        "macao.mv.advance": (
            "Advance {spaces} on the wall for free",
            "Kostenlos {spaces} auf der Mauer vorrücken",
        ),
        "macao.mv.unknown": ("Unknown move", "Unbekannter Zug"),
        "macao.unit.gold": ("3 gold", "3 GM"),
        # events
        "macao.ev.take": ("took {card}", "nahm {card}"),
        "macao.ev.skip": ("took no card", "nahm keine Karte"),
        "macao.ev.pass": ("passed (cubes lost: {cubes})", "passte (verfallene AS: {cubes})"),
        "macao.ev.discard": ("discarded {card}", "legte {card} ab"),
        "macao.ev.start": (
            "placed start cubes: 1 {one}, 2 {two}",
            "legte Start-AS: 1 {one}, 2 {two}",
        ),
        "macao.ev.dice": ("chose dice", "wählte Würfel"),
        "macao.ev.activate": ("activated {card}", "aktivierte {card}"),
        "macao.ev.use": ("used {card}", "nutzte {card}"),
        "macao.ev.district": ("took district {district}", "nahm Stadtteil {district}"),
        "macao.ev.wall": ("advanced {spaces} on the wall", "rückte {spaces} auf der Mauer vor"),
        "macao.ev.ship": ("sailed to {to}", "segelte nach {to}"),
        "macao.ev.deliver": ("delivered goods for {pp} PP", "lieferte Waren für {pp} PP ab"),
        "macao.ev.tribute": ("bought {pp} PP of prestige", "erwarb {pp} PP Prestige"),
        "macao.ev.joker": ("used a joker", "nutzte einen Joker"),
        "macao.ev.pay": ("paid {count} cube(s): {colour}", "gab {count} AS ab: {colour}"),
        "macao.ev.gain": ("took a cube: {colour}", "nahm einen AS: {colour}"),
        "macao.ev.advance": (
            "advanced {spaces} on the wall for free",
            "rückte kostenlos {spaces} auf der Mauer vor",
        ),
        "macao.ev.round": (
            "Round {round} begins: tribute {gold} gold for {pp} PP.",
            "Runde {round} beginnt: Tribut {gold} GM für {pp} PP.",
        ),
        "macao.ev.rolled": ("Dice rolled: {dice}.", "Gewürfelt: {dice}."),
        "macao.die": ("{colour} {value}", "{colour} {value}"),
        "macao.ev.dice_done": (
            "All dice are chosen; the action phase begins.",
            "Alle Würfel sind gewählt; die Aktionsphase beginnt.",
        ),
        "macao.ev.over": ("The game is over.", "Das Spiel ist vorbei."),
        # scoring
        "macao.score.prestige": ("Prestige during the game", "Prestige im Spiel"),
        "macao.score.penalties": ("Penalty markers ({count})", "Strafmarker ({count})"),
        "macao.score.cards": ("End-game cards", "Spielende-Karten"),
        "macao.score.city": ("Largest area ({count} markers)", "Größtes Gebiet ({count} Marker)"),
        # colours
        "macao.colour.red": ("red", "rot"),
        "macao.colour.blue": ("blue", "blau"),
        "macao.colour.green": ("green", "grün"),
        "macao.colour.grey": ("grey", "grau"),
        "macao.colour.violet": ("violet", "violett"),
        "macao.colour.black": ("black", "schwarz"),
    }
)

_data = load()
register({f"macao.card.{c.id}": (c.name_en, c.name_de) for c in _data.card_list})
register({f"macao.cardtext.{c.id}": (c.text_en, c.text_de) for c in _data.card_list})
register({f"macao.good.{g.id}": (g.name_en, g.name_de) for g in _data.goods.values()})
