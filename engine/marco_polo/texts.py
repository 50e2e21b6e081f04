"""Every Marco Polo message, in English and German (moves and events: `texts_moves`)."""

from engine.i18n import register
from engine.marco_polo import texts_moves as _texts_moves  # noqa: F401

register(
    {
        "marco_polo.title": ("The Voyages of Marco Polo", "Auf den Spuren von Marco Polo"),
        "marco_polo.hint": (
            "Try e.g. `place silk 4,5`, `travel venezia-oasis-a-moscow`, `contract take 2,5 camels`, "
            "`fulfil c07` / `fulfil 1`, `reroll 3`, `bump 4 up`, `city karakorum 3`, `end`.",
            "Zum Beispiel `place silk 4,5`, `travel venezia-oasis-a-moscow`, "
            "`contract take 2,5 camels`, `fulfil c07` / `fulfil 1`, `reroll 3`, `bump 4 up`, "
            "`city karakorum 3`, `end`.",
        ),
        # items and amounts (`{n|one|many}` picks the word by the number)
        "marco_polo.item.pepper": ("pepper", "Pfeffer"),
        "marco_polo.item.silk": ("silk", "Seide"),
        "marco_polo.item.gold": ("gold", "Gold"),
        "marco_polo.item.camels": ("camels", "Kamele"),
        "marco_polo.item.coins": ("coins", "Geld"),
        "marco_polo.amount.coins": ("{n} {n|coin|coins}", "{n} Geld"),
        "marco_polo.amount.camels": ("{n} {n|camel|camels}", "{n} {n|Kamel|Kamele}"),
        "marco_polo.amount.pepper": ("{n} pepper", "{n} Pfeffer"),
        "marco_polo.amount.silk": ("{n} silk", "{n} Seide"),
        "marco_polo.amount.gold": ("{n} gold", "{n} Gold"),
        "marco_polo.amount.vp": ("{n} VP", "{n} SP"),
        "marco_polo.amount.good": (
            "{n} {n|good|goods} of your choice",
            "{n} {n|Ware|Waren} nach Wahl",
        ),
        "marco_polo.amount.goods2": ("2 different goods", "2 verschiedene Waren"),
        "marco_polo.amount.move": ("Move {n}", "{n} {n|Schritt|Schritte}"),
        "marco_polo.amount.black_die": (
            "{n} black {n|die|dice}",
            "{n} {n|schwarzer Würfel|schwarze Würfel}",
        ),
        "marco_polo.amount.contract": ("{n} {n|contract|contracts}", "{n} {n|Auftrag|Aufträge}"),
        "marco_polo.amount.bonus": (
            "{n} city {n|bonus|bonuses}",
            "{n} {n|Stadtbonus|Stadtboni}",
        ),
        "marco_polo.amount.other": (
            "another city's bonus",
            "den Bonus einer anderen Stadt",
        ),
        "marco_polo.contract": ("{id} ({cost} → {reward})", "{id} ({cost} → {reward})"),
        "marco_polo.die.b": ("black {value}", "schwarze {value}"),
        "marco_polo.die.w": ("white {value}", "weiße {value}"),
        "marco_polo.and": ("{items} and {last}", "{items} und {last}"),
        "marco_polo.goal": (
            "{large} + {small} ({vp} VP, now {now}, {have}/2)",
            "{large} + {small} ({vp} SP, jetzt {now}, {have}/2)",
        ),
        # city cards: what each does, in a line
        "marco_polo.card.span": ("{span}: {reward}", "{span}: {reward}"),
        "marco_polo.card.table": ("die {a}; {b}", "Würfel {a}; {b}"),
        "marco_polo.card.multiply": ("{reward} per pip", "{reward} je Auge"),
        "marco_polo.card.count_posts": (
            "{reward} per trading post, up to the die",
            "{reward} je Handelsposten, bis zur Augenzahl",
        ),
        "marco_polo.card.count_contracts": (
            "{reward} per fulfilled contract, up to the die",
            "{reward} je erfülltem Auftrag, bis zur Augenzahl",
        ),
        "marco_polo.card.repeat": (
            "{cost} → {reward}, as often as the die",
            "{cost} → {reward}, so oft wie der Würfel",
        ),
        "marco_polo.card.exchange": (
            "{cost1} → {reward1} or {cost2} → {reward2}, as often as the die",
            "{cost1} → {reward1} oder {cost2} → {reward2}, so oft wie der Würfel",
        ),
        "marco_polo.card.in": (
            "the city card in {city} ({effect})",
            "die Stadtkarte in {city} ({effect})",
        ),
        # characters: their names and a one-line reminder of each ability
        "marco_polo.character.raschid": ("Raschid ad-Din Sinan", "Raschid ad-Din Sinan"),
        "marco_polo.character.matteo": ("Matteo Polo", "Matteo Polo"),
        "marco_polo.character.berke": ("Berke Khan", "Berke Khan"),
        "marco_polo.character.mercator": ("Mercator ex Tabriz", "Mercator ex Tabriz"),
        "marco_polo.character.kubilai": ("Kubilai Khan", "Kubilai Khan"),
        "marco_polo.character.niccolo": ("Niccolò and Marco Polo", "Niccolò und Marco Polo"),
        "marco_polo.character.wilhelm": ("Wilhelm von Rubruk", "Wilhelm von Rubruk"),
        "marco_polo.character.johannes": ("Johannes Caprini", "Johannes Caprini"),
        "marco_polo.ability.raschid": (
            "sets his dice instead of rolling",
            "stellt seine Würfel ein statt zu würfeln",
        ),
        "marco_polo.ability.matteo": (
            "white die and a contract each round",
            "weißer Würfel und ein Auftrag je Runde",
        ),
        "marco_polo.ability.berke": (
            "never pays for occupied spaces",
            "zahlt nie für besetzte Felder",
        ),
        "marco_polo.ability.mercator": (
            "1 of each good others buy at the bazaar",
            "1 Ware, wenn andere zum Markt gehen",
        ),
        "marco_polo.ability.kubilai": (
            "starts in Beijing on the 10 space",
            "startet in Beijing auf dem 10er-Platz",
        ),
        "marco_polo.ability.niccolo": (
            "two figures; 1 camel each round",
            "zwei Figuren; 1 Kamel je Runde",
        ),
        "marco_polo.ability.wilhelm": (
            "posts in every city passed; 11 posts",
            "Posten in jeder durchreisten Stadt; 11 Posten",
        ),
        "marco_polo.ability.johannes": (
            "jumps between oases; 3 coins each round",
            "springt zwischen Oasen; 3 Geld je Runde",
        ),
        # prompts
        "marco_polo.ask.turn": (
            "Your turn: place dice on an action (bonus actions before or after).",
            "Du bist dran: setze Würfel auf eine Aktion (Zusatzaktionen davor oder danach).",
        ),
        "marco_polo.ask.after": (
            "Bonus actions, or end your turn.",
            "Zusatzaktionen, oder beende deinen Zug.",
        ),
        "marco_polo.ask.good": (
            "Choose a good ({n} left).",
            "Wähle eine Ware (noch {n}).",
        ),
        "marco_polo.ask.goods2": ("Choose two different goods.", "Wähle zwei verschiedene Waren."),
        "marco_polo.ask.take_contracts": (
            "Take 1 or 2 contracts from spaces up to {n}.",
            "Nimm 1 oder 2 Aufträge von den Feldern bis {n}.",
        ),
        "marco_polo.ask.drop_contract": (
            "You hold too many contracts: discard an old one.",
            "Du hast zu viele Aufträge: wirf einen alten ab.",
        ),
        "marco_polo.ask.new_contract": (
            "New contract {item}: keep it instead of one of yours, or return it under the "
            "special pile.",
            "Neuer Auftrag {item}: behalte ihn statt eines deiner Aufträge, oder lege ihn unter "
            "den Sonderstapel zurück.",
        ),
        "marco_polo.ask.new_contract_hidden": (
            "A contract from the special pile: keep it instead of one of yours, or return it.",
            "Ein Auftrag vom Sonderstapel: behalte ihn statt eines deiner Aufträge, oder lege "
            "ihn zurück.",
        ),
        "marco_polo.ask.travel": (
            "Travel up to {n} {n|step|steps}.",
            "Reise bis zu {n} {n|Schritt|Schritte}.",
        ),
        "marco_polo.ask.city": (
            "Use {item} with a {n}.",
            "Nutze {item} mit einer {n}.",
        ),
        "marco_polo.ask.other_bonus": (
            "Choose another city bonus.",
            "Wähle einen anderen Stadtbonus.",
        ),
        "marco_polo.ask.compensate": (
            "Low roll: split {n} between camels and coins.",
            "Niedriger Wurf: teile {n} auf Kamele und Geld auf.",
        ),
        "marco_polo.ask.relocate": (
            "No posts left: choose a post to move to {item}.",
            "Keine Handelsposten mehr: wähle einen, der nach {item} zieht.",
        ),
        "marco_polo.ask.draft": ("Choose your character.", "Wähle deinen Charakter."),
        "marco_polo.ask.goals": ("Keep 2 of your 4 goal cards.", "Behalte 2 deiner 4 Zielkarten."),
        # score
        "marco_polo.score.track": ("Points during the game", "Punkte im Spiel"),
        "marco_polo.score.goal_cards": ("Goal cards", "Zielkarten"),
        "marco_polo.score.goal_cities": ("Different goal cities", "Unterschiedliche Zielstädte"),
        "marco_polo.score.coins": ("1 per 10 coins", "1 je 10 Geld"),
        "marco_polo.score.beijing": ("Beijing space", "Platz in Beijing"),
        "marco_polo.score.goods": ("1 per 2 goods (Beijing)", "1 je 2 Waren (Beijing)"),
        "marco_polo.score.contracts": ("Most contracts", "Meiste Aufträge"),
        # errors
        "marco_polo.err.decision": (
            "`{move}` does not answer the open decision: {prompt}",
            "`{move}` beantwortet die offene Entscheidung nicht: {prompt}",
        ),
        "marco_polo.err.slot_bonus": (
            "`{move}`: say camels or coins for the bonus of space 5 or 6, "
            "e.g. `contract take 2,5 camels`.",
            "`{move}`: gib Kamele (camels) oder Geld (coins) für den Bonus von Feld 5 oder 6 an, "
            "z. B. `contract take 2,5 camels`.",
        ),
        "marco_polo.err.main_done": (
            "You already took your action this turn.",
            "Du hast in diesem Zug schon deine Aktion ausgeführt.",
        ),
        "marco_polo.err.space": (
            "There is no such action space.",
            "Dieses Aktionsfeld gibt es nicht.",
        ),
        "marco_polo.err.dice_count": (
            "Wrong number of dice for this space.",
            "Falsche Anzahl Würfel für dieses Feld.",
        ),
        "marco_polo.err.no_such_dice": (
            "You do not have those dice.",
            "Diese Würfel hast du nicht.",
        ),
        "marco_polo.err.raschid_values": (
            "Set all dice of one placement to the same value.",
            "Stelle alle Würfel einer Aktion auf denselben Wert.",
        ),
        "marco_polo.err.colour_used": (
            "Your colour is already on this space (black or white dice are allowed).",
            "Deine Farbe liegt hier schon (schwarze oder weiße Würfel sind erlaubt).",
        ),
        "marco_polo.err.row": ("That row is not available.", "Diese Reihe ist nicht verfügbar."),
        "marco_polo.err.card_used": (
            "This city card was already used this round.",
            "Diese Stadtkarte wurde in dieser Runde schon genutzt.",
        ),
        "marco_polo.err.no_post": (
            "You need a trading post in this city.",
            "Du brauchst einen Handelsposten in dieser Stadt.",
        ),
        "marco_polo.err.post_too_new": (
            "Your post in this city is new: its city card can be used from your next turn.",
            "Dein Handelsposten hier ist neu: die Stadtkarte kannst du ab deinem nächsten Zug nutzen.",
        ),
        "marco_polo.err.card_unaffordable": (
            "You cannot use this city card even once.",
            "Du kannst diese Stadtkarte nicht einmal nutzen.",
        ),
        "marco_polo.err.fee": (
            "The space is occupied and you cannot pay the fee.",
            "Das Feld ist besetzt und du kannst die Gebühr nicht zahlen.",
        ),
        "marco_polo.err.khan_full": ("Khan's favour is full.", "Die Gunst des Khan ist voll."),
        "marco_polo.err.khan_low": (
            "Khan's favour needs a die at least as high as the last one.",
            "Die Gunst des Khan braucht einen mindestens so hohen Würfel wie der letzte.",
        ),
        "marco_polo.err.no_contracts": (
            "No contracts are on display.",
            "Es liegen keine Aufträge aus.",
        ),
        "marco_polo.err.cannot_travel": (
            "You cannot pay for even one step.",
            "Du kannst nicht einmal einen Schritt bezahlen.",
        ),
    }
)
