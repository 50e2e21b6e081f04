"""Every player-facing Macao message, in English and German (cards come from the data).

Words follow the rules help: cubes are "AS" (Aktionssteine) and gold "GM" (Goldmünzen) in
German, as on the cards. `{n|one|many}` picks the word by the number `n`; every event a
seat caused names that seat as `{player}`.
"""

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
            "Your action supply lacks cubes for that (it takes {cost}).",
            "In deinem Aktionsvorrat fehlen dafür AS (nötig: {cost}).",
        ),
        "macao.err.cubes_any": (
            "That needs {count} {count|cube|cubes} of any colour in your action supply.",
            "Dafür brauchst du {count} {count|beliebigen|beliebige} AS im Aktionsvorrat.",
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
            "A joker gives {units} {units|unit|units}: each 1 cube or 3 gold.",
            "Ein Joker bringt {units} {units|Einheit|Einheiten}: je 1 AS oder 3 GM.",
        ),
        # hints after "I don't understand ..."
        "macao.hint.colours": (
            "Colours: red blue green grey violet black.",
            "Farben: red blue green grey violet black (oder rot blau grün grau violett schwarz).",
        ),
        "macao.hint.card": (
            "Name a card, e.g. `Kapitän 2`.",
            "Nenne eine Karte, z. B. `Kapitän 2`.",
        ),
        "macao.hint.pay": (
            "Pay with colour letters R B G Y V K.",
            "Zahle mit den Farbbuchstaben R B G Y V K.",
        ),
        "macao.hint.die": (
            "Write dice as colour and value, e.g. `dice red5 green2`.",
            "Schreibe Würfel als Farbe und Augenzahl, z. B. `dice red5 green2`.",
        ),
        "macao.hint.activate": ("Options: `pay RGV`, `free`.", "Zusätze: `pay RGV`, `free`."),
        "macao.hint.times": (
            "Repeat an exchange with `x2`, `x3`, ...",
            "Wiederhole einen Tausch mit `x2`, `x3`, ...",
        ),
        "macao.hint.district": ("Districts are A1 to E6.", "Die Stadtteile heißen A1 bis E6."),
        "macao.hint.ship": (
            "Ship to a port or a sea space, e.g. `ship Lisboa`.",
            "Segle zu einem Hafen oder Seefeld, z. B. `ship Lisboa`.",
        ),
        "macao.hint.joker": (
            "e.g. `joker cube blue` or `joker gold`.",
            "z. B. `joker cube blue` oder `joker gold`.",
        ),
        "macao.hint.number": ("Give a whole number.", "Gib eine ganze Zahl an."),
        "macao.hint.moves": (
            "Try `pass`, `activate <card>`, `district C4`, `wall 1`, `ship Lisboa`.",
            "Versuche `pass`, `activate <Karte>`, `district C4`, `wall 1`, `ship Lisboa`.",
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
            "Dein Tableau ist voll: Lege eine Karte ab (du erhältst einen Strafmarker).",
        ),
        "macao.prompt.pay": (
            "Choose the colours of {count} more {count|cube|cubes} to pay.",
            "Wähle die Farben von noch {count} AS, die du abgibst.",
        ),
        "macao.prompt.gain": (
            "Choose the colours of {count} {count|cube|cubes} to take.",
            "Wähle die Farben von {count} AS, die du nimmst.",
        ),
        "macao.prompt.advance": (
            "Advance your wall disc for free: 0 to {count} {count|space|spaces}.",
            "Rücke deine Scheibe auf der Mauer kostenlos vor: 0 bis {count} {count|Feld|Felder}.",
        ),
        # words used inside other messages
        "macao.cubes": ("{n} {n|cube|cubes}: {colours}", "{n} AS: {colours}"),
        "macao.cubes.none": ("no cubes", "keine AS"),
        "macao.cubes.colour": ("{n} {colour}", "{n} {colour}"),
        "macao.unit.cube": ("1 {colour} cube", "1 AS ({colour})"),
        "macao.unit.gold": ("3 gold", "3 GM"),
        "macao.die": ("{colour} {value}", "{colour} {value}"),
        "macao.sea.start": ("Macao (anchor)", "Macao (Anker)"),
        "macao.sea.space": ("sea space {name}", "Seefeld {name}"),
        "macao.tile.joker": ("Joker", "Joker"),
        "macao.times": ("{card} ×{times}", "{card} ×{times}"),
        "macao.gain.pp": ("{n:+d} PP", "{n:+d} PP"),
        "macao.gain.gold": ("{n:+d} gold", "{n:+d} GM"),
        "macao.gain.cubes": ("{n:+d} {n|cube|cubes}", "{n:+d} AS"),
        "macao.gain.ship": (
            "{n} free ship {n|space|spaces}",
            "{n} {n|freies Schifffeld|freie Schifffelder}",
        ),
        "macao.gain.discount": (
            "next district {n} {n|cube|cubes} cheaper",
            "nächster Stadtteil {n} AS billiger",
        ),
        "macao.gain.choose_cubes": (
            "{n} {n|cube|cubes} to choose",
            "{n} AS nach Wahl",
        ),
        "macao.gain.advance": (
            "up to {n} free wall {n|space|spaces}",
            "bis zu {n} {n|freies Mauerfeld|freie Mauerfelder}",
        ),
        # move labels (the mover's own, full text)
        "macao.mv.take": ("Take card {index}", "Karte {index} nehmen"),
        "macao.mv.take_named": ("Take card {index}: {card}", "Karte {index} nehmen: {card}"),
        "macao.mv.pass": ("Pass (unused cubes are lost)", "Passen (übrige AS verfallen)"),
        "macao.mv.pass_lost": (
            "Pass ({n} unused {n|cube is|cubes are} lost)",
            "Passen ({n} übrige AS {n|verfällt|verfallen})",
        ),
        "macao.mv.skip": ("Take no card (Idler)", "Keine Karte nehmen (Müßiggänger)"),
        "macao.mv.discard": ("Discard {card}", "{card} ablegen"),
        "macao.mv.start": (
            "Start cubes: 1 {one} on the 1-field, 2 {two} on the 2-field",
            "Start-AS: 1 {one} ans 1er-Feld, 2 {two} ans 2er-Feld",
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
        "macao.mv.use_times": ("Use {card} ×{times}", "{card} ×{times} nutzen"),
        "macao.mv.district": ("Take district {district}", "Stadtteil {district} in Besitz nehmen"),
        "macao.mv.district_pay": (
            "Take district {district}, paying {pay}",
            "Stadtteil {district} in Besitz nehmen, zahle {pay}",
        ),
        "macao.mv.wall": (
            "Advance {spaces} {spaces|space|spaces} on the wall",
            "Auf der Mauer {spaces} {spaces|Feld|Felder} vorrücken",
        ),
        "macao.mv.wall_cost": (
            "Advance {spaces} {spaces|space|spaces} on the wall ({cost} {cost|cube|cubes})",
            "Auf der Mauer {spaces} {spaces|Feld|Felder} vorrücken ({cost} AS)",
        ),
        "macao.mv.ship": ("Sail to {to}", "Nach {to} segeln"),
        "macao.mv.ship_cost": (
            "Sail to {to} ({cost} {cost|cube|cubes})",
            "Nach {to} segeln ({cost} AS)",
        ),
        "macao.mv.ship_free": ("Sail to {to} (free)", "Nach {to} segeln (kostenlos)"),
        "macao.mv.deliver": ("Deliver goods", "Waren abliefern"),
        "macao.mv.tribute": ("Buy prestige (tribute)", "Prestige erwerben (Tribut)"),
        "macao.mv.tribute_rate": (
            "Buy {pp} PP for {gold} gold (tribute)",
            "{pp} PP für {gold} GM erwerben (Tribut)",
        ),
        "macao.mv.joker": ("Use a joker: {units}", "Joker nutzen: {units}"),
        "macao.mv.pay": (
            "Pay {count} {count|cube|cubes}: {colour}",
            "{count} AS abgeben: {colour}",
        ),
        "macao.mv.gain": ("Take 1 cube: {colour}", "1 AS nehmen: {colour}"),
        "macao.mv.advance": (
            "Advance {spaces} {spaces|space|spaces} on the wall for free",
            "Kostenlos {spaces} {spaces|Feld|Felder} auf der Mauer vorrücken",
        ),
        "macao.mv.advance_none": ("Do not advance", "Nicht vorrücken"),
        "macao.mv.unknown": ("Unknown move", "Unbekannter Zug"),
        # events: what the table reads after a move
        "macao.ev.take": ("{player} took {card}.", "{player} nahm {card}."),
        "macao.ev.skip": (
            "{player} took no card (Idler).",
            "{player} nahm keine Karte (Müßiggänger).",
        ),
        "macao.ev.pass": ("{player} passed.", "{player} passte."),
        "macao.ev.pass_lost": (
            "{player} passed; {n} unused {n|cube is|cubes are} lost.",
            "{player} passte; {n} übrige AS {n|verfällt|verfallen}.",
        ),
        "macao.ev.discard": (
            "{player} discarded {card} (a sixth card: one penalty marker).",
            "{player} legte {card} ab (sechste Karte: ein Strafmarker).",
        ),
        "macao.ev.start": (
            "{player} placed start cubes: 1 {one} on the 1-field, 2 {two} on the 2-field.",
            "{player} legte Start-AS: 1 {one} ans 1er-Feld, 2 {two} ans 2er-Feld.",
        ),
        "macao.ev.dice": (
            "{player} chose the dice {a} {av} and {b} {bv}.",
            "{player} wählte die Würfel {a} {av} und {b} {bv}.",
        ),
        "macao.ev.dice_hidden": (
            "{player} chose 2 dice (shown when everyone has chosen).",
            "{player} wählte 2 Würfel (sichtbar, sobald alle gewählt haben).",
        ),
        "macao.ev.activate": (
            "{player} activated {card}, paying {pay}.",
            "{player} aktivierte {card} und zahlte {pay}.",
        ),
        "macao.ev.activate_free": (
            "{player} activated {card} for free (Craftsman).",
            "{player} aktivierte {card} kostenlos (Handwerker).",
        ),
        "macao.ev.use": ("{player} used {card}.", "{player} nutzte {card}."),
        "macao.ev.use_gains": (
            "{player} used {card}: {gains}.",
            "{player} nutzte {card}: {gains}.",
        ),
        "macao.ev.district": (
            "{player} took district {district} ({tile}), paying {pay}.",
            "{player} nahm Stadtteil {district} ({tile}) in Besitz und zahlte {pay}.",
        ),
        "macao.ev.wall": (
            "{player} advanced {spaces} {spaces|space|spaces} on the wall for "
            "{cost} {cost|cube|cubes}.",
            "{player} rückte für {cost} AS {spaces} {spaces|Feld|Felder} auf der Mauer vor.",
        ),
        "macao.ev.ship": (
            "{player} sailed to {to} for {cost} {cost|cube|cubes}.",
            "{player} segelte für {cost} AS nach {to}.",
        ),
        "macao.ev.ship_free": (
            "{player} sailed to {to} with free ship moves.",
            "{player} segelte mit freien Schiffsbewegungen nach {to}.",
        ),
        "macao.ev.deliver": (
            "{player} delivered {n} × {good} to {port} for {pp} PP.",
            "{player} lieferte {n} × {good} in {port} ab: {pp} PP.",
        ),
        "macao.ev.tribute": (
            "{player} bought {pp} PP for {gold} gold.",
            "{player} erwarb {pp} PP für {gold} GM.",
        ),
        "macao.ev.joker": (
            "{player} used a joker: {units}.",
            "{player} nutzte einen Joker: {units}.",
        ),
        "macao.ev.pay": (
            "{player} paid {count} {count|cube|cubes}: {colour}.",
            "{player} gab {count} AS ab: {colour}.",
        ),
        "macao.ev.gain": ("{player} took 1 cube: {colour}.", "{player} nahm 1 AS: {colour}."),
        "macao.ev.advance": (
            "{player} advanced {spaces} {spaces|space|spaces} on the wall for free.",
            "{player} rückte kostenlos {spaces} {spaces|Feld|Felder} auf der Mauer vor.",
        ),
        "macao.ev.advance_none": (
            "{player} did not use the free wall move.",
            "{player} verzichtete auf den freien Mauerzug.",
        ),
        # events nobody's move chose: the table's own steps
        "macao.ev.leftover": (
            "Not taken, to the discard pile: {cards}.",
            "Nicht genommen, auf den Ablagestapel: {cards}.",
        ),
        "macao.ev.round": (
            "Round {round} begins. On offer: {cards}. Tribute: {pp} PP for {gold} gold.",
            "Runde {round} beginnt. Zur Auswahl: {cards}. Tribut: {pp} PP für {gold} GM.",
        ),
        "macao.ev.removed": (
            "With {seats} players, removed to the discard pile: {cards}.",
            "Bei {seats} Spielern auf den Ablagestapel entfernt: {cards}.",
        ),
        "macao.ev.rolled": ("{player} rolled the dice: {dice}.", "{player} würfelte: {dice}."),
        "macao.ev.rolled_down": (
            "{player} rolled the dice: {dice} (from round 8, dice above {limit} are turned to 1).",
            "{player} würfelte: {dice} (ab Runde 8 werden Würfel über {limit} auf 1 gedreht).",
        ),
        "macao.ev.revealed": (
            "All dice are chosen: {choices}.",
            "Alle Würfel sind gewählt: {choices}.",
        ),
        "macao.ev.choice": ("{player} {a} {av} and {b} {bv}", "{player} {a} {av} und {b} {bv}"),
        "macao.ev.dice_done": (
            "The action phase begins; {player} acts first.",
            "Die Aktionsphase beginnt; {player} ist zuerst am Zug.",
        ),
        "macao.ev.empty_supply": (
            "{player} has no cube in the action supply: one penalty marker.",
            "{player} hat keinen AS im Aktionsvorrat: ein Strafmarker.",
        ),
        "macao.ev.phase_two": (
            "{player} received {gold} gold from {card}.",
            "{player} erhielt {gold} GM durch {card}.",
        ),
        "macao.ev.jokers_cashed": (
            "{player} cashed {n} {n|joker|jokers} for {gold} gold.",
            "{player} tauschte {n} Joker gegen {gold} GM.",
        ),
        "macao.ev.tableau_penalty": (
            "{player} takes {n} penalty {n|marker|markers} for the {n|card|cards} left on "
            "the tableau.",
            "{player} erhält {n} Strafmarker für die {n|Karte|Karten} auf dem Tableau.",
        ),
        "macao.ev.over": (
            "Round 12 is over; the final scoring follows.",
            "Runde 12 ist vorbei; es folgt die Schlusswertung.",
        ),
        # move picker steps
        "macao.step.take": ("Take a card", "Karte nehmen"),
        "macao.step.discard": ("Discard a card", "Karte ablegen"),
        "macao.step.start": ("Start cubes", "Start-AS"),
        "macao.step.dice": ("Choose 2 dice", "2 Würfel wählen"),
        "macao.step.pay": ("Pay cubes", "AS abgeben"),
        "macao.step.gain": ("Take cubes", "AS nehmen"),
        "macao.step.advance": ("Free wall move", "Freier Mauerzug"),
        "macao.step.skip": ("Take no card (Idler)", "Keine Karte (Müßiggänger)"),
        "macao.step.pass": ("Pass", "Passen"),
        "macao.step.activate": ("Activate a card", "Karte aktivieren"),
        "macao.step.use": ("Use a card", "Karte nutzen"),
        "macao.step.district": ("Take a district", "Stadtteil nehmen"),
        "macao.step.wall": ("Advance on the wall", "Auf der Mauer vorrücken"),
        "macao.step.ship": ("Sail your ship", "Schiff bewegen"),
        "macao.step.deliver": ("Deliver goods", "Waren abliefern"),
        "macao.step.tribute": ("Buy prestige", "Prestige erwerben"),
        "macao.step.joker": ("Use a joker", "Joker nutzen"),
        "macao.step.card": ("{card} ({cost})", "{card} ({cost})"),
        "macao.step.district-ac": ("Take a district (rows A-C)", "Stadtteil nehmen (Reihen A-C)"),
        "macao.step.district-de": ("Take a district (rows D-E)", "Stadtteil nehmen (Reihen D-E)"),
        "macao.step.printed": ("Printed cubes paid: {cubes}", "Abgebildete AS gezahlt: {cubes}"),
        "macao.step.extra": ("Other cubes: {cubes}", "Andere AS: {cubes}"),
        "macao.step.district_of": ("{district}: {tile} ({cost})", "{district}: {tile} ({cost})"),
        "macao.step.paying": ("Pay {pay}", "Zahle {pay}"),
        "macao.step.free": ("Free (Craftsman)", "Kostenlos (Handwerker)"),
        "macao.step.times": ("×{times}", "×{times}"),
        "macao.step.times_gold": ("×{times} (pay {gold} gold)", "×{times} (zahle {gold} GM)"),
        "macao.step.times_cubes": ("×{times} (pay {n} {n|cube|cubes})", "×{times} (zahle {n} AS)"),
        "macao.step.times_range": ("×{low} to ×{high}", "×{low} bis ×{high}"),
        "macao.step.one": ("1-field: {colour}", "1er-Feld: {colour}"),
        "macao.step.two": ("2-field: 2 {colour}", "2er-Feld: 2 {colour}"),
        "macao.step.die_pair": ("{a} {av} + {b} {bv}", "{a} {av} + {b} {bv}"),
        "macao.step.colour": ("{colour} ({have} in supply)", "{colour} ({have} im Vorrat)"),
        "macao.step.count": ("{n} {n|cube|cubes}", "{n} AS"),
        "macao.step.unit": ("Unit {n}: {unit}", "Einheit {n}: {unit}"),
        # scoring
        "macao.score.prestige": ("Prestige during the game", "Prestige im Spiel"),
        "macao.score.penalties": ("Penalty markers ({count})", "Strafmarker ({count})"),
        "macao.score.cards": ("End-game cards", "Spielende-Karten"),
        "macao.score.city": (
            "Largest area ({count} {count|marker|markers})",
            "Größtes Gebiet ({count} Marker)",
        ),
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
register(
    {
        f"macao.cardname.{c.id}": (
            f"{c.name_en} {_data.copy_numerals[c.id]}".strip(),
            f"{c.name_de} {_data.copy_numerals[c.id]}".strip(),
        )
        for c in _data.card_list
    }
)
register({f"macao.cardtext.{c.id}": (c.text_en, c.text_de) for c in _data.card_list})
register({f"macao.good.{g.id}": (g.name_en, g.name_de) for g in _data.goods.values()})
