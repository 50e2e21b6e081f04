"""Every Marco Polo message, in English and German."""

from engine.i18n import register

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
        # items
        "marco_polo.item.pepper": ("pepper", "Pfeffer"),
        "marco_polo.item.silk": ("silk", "Seide"),
        "marco_polo.item.gold": ("gold", "Gold"),
        "marco_polo.item.camels": ("camels", "Kamele"),
        "marco_polo.item.coins": ("coins", "Geld"),
        "marco_polo.space.coins": ("5 coins", "5 Geld nehmen"),
        "marco_polo.space.camels": ("bazaar: camels", "Markt: Kamele"),
        "marco_polo.space.pepper": ("bazaar: pepper", "Markt: Pfeffer"),
        "marco_polo.space.silk": ("bazaar: silk", "Markt: Seide"),
        "marco_polo.space.gold": ("bazaar: gold", "Markt: Gold"),
        "marco_polo.space.khan": ("Khan's favour", "Die Gunst des Khan"),
        "marco_polo.space.contracts": ("take contracts", "Aufträge nehmen"),
        "marco_polo.space.travel": ("travel", "Reisen"),
        "marco_polo.mode.camels_coins": ("camels → coins", "Kamele → Geld"),
        "marco_polo.mode.coins_camels": ("coins → camels", "Geld → Kamele"),
        "marco_polo.mode.vp_coins": ("points → coins", "Punkte → Geld"),
        "marco_polo.mode.coins_vp": ("coins → points", "Geld → Punkte"),
        "marco_polo.mode.goods_camels": ("goods → camels", "Waren → Kamele"),
        "marco_polo.mode.camels_goods": ("camels → goods", "Kamele → Waren"),
        "marco_polo.amount.coins": ("{n} coins", "{n} Geld"),
        "marco_polo.amount.camels": ("{n} camels", "{n} Kamele"),
        "marco_polo.amount.coins.one": ("1 coin", "1 Geld"),
        "marco_polo.amount.camels.one": ("1 camel", "1 Kamel"),
        "marco_polo.amount.pepper": ("{n} pepper", "{n} Pfeffer"),
        "marco_polo.amount.silk": ("{n} silk", "{n} Seide"),
        "marco_polo.amount.gold": ("{n} gold", "{n} Gold"),
        "marco_polo.amount.vp": ("{n} VP", "{n} SP"),
        "marco_polo.amount.good": ("{n} good of your choice", "{n} Ware nach Wahl"),
        "marco_polo.amount.goods2": ("2 different goods", "2 verschiedene Waren"),
        "marco_polo.amount.move": ("Move 1", "1 Schritt"),
        "marco_polo.amount.black_die": ("a black die", "1 schwarzer Würfel"),
        "marco_polo.amount.contract": ("a contract", "1 Auftrag"),
        "marco_polo.contract": ("{id} ({cost} → {reward})", "{id} ({cost} → {reward})"),
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
        # moves
        "marco_polo.move.place": (
            "Place {dice} on {space} (row {row})",
            "{dice} auf {space} setzen (Reihe {row})",
        ),
        "marco_polo.move.city": (
            "Place {dice} on the city card {card} in {slot}",
            "{dice} auf die Stadtkarte {card} in {slot} setzen",
        ),
        "marco_polo.move.bag": (
            "Put die {die} on the money bag: 3 coins",
            "Würfel {die} auf das Säckchen: 3 Geld",
        ),
        "marco_polo.move.reroll": (
            "Reroll die {die} (1 camel)",
            "Würfel {die} neu würfeln (1 Kamel)",
        ),
        "marco_polo.move.bump_up": (
            "Turn die {die} up by 1 (2 camels)",
            "Würfel {die} um 1 hochdrehen (2 Kamele)",
        ),
        "marco_polo.move.bump_down": (
            "Turn die {die} down by 1 (2 camels)",
            "Würfel {die} um 1 runterdrehen (2 Kamele)",
        ),
        "marco_polo.move.buy_black": (
            "Buy a black die (3 camels)",
            "Schwarzen Würfel kaufen (3 Kamele)",
        ),
        "marco_polo.move.fulfil": ("Fulfil {contract}", "{contract} erfüllen"),
        "marco_polo.move.end": ("End your turn", "Zug beenden"),
        "marco_polo.move.good": ("Take {good}", "{good} nehmen"),
        "marco_polo.move.take": ("Take {slots}", "{slots} nehmen"),
        "marco_polo.move.take_bonus": (
            "Take {slots}, bonus in {bonus}",
            "{slots} nehmen, Bonus als {bonus}",
        ),
        "marco_polo.move.drop": ("Discard {contract}", "{contract} abwerfen"),
        "marco_polo.move.decline": ("Decline the new contract", "Neuen Auftrag ablehnen"),
        "marco_polo.move.travel": ("Travel {route}", "Reisen: {route}"),
        "marco_polo.move.skip": (
            "Forfeit the step (cannot pay)",
            "Schritt verfällt (nicht bezahlbar)",
        ),
        "marco_polo.move.use": (
            "Use the city card {times}× {mode} {items}",
            "Stadtkarte {times}× nutzen {mode} {items}",
        ),
        "marco_polo.move.other_bonus": ("Take city bonus {letter}", "Stadtbonus {letter} nehmen"),
        "marco_polo.move.compensate": (
            "Take {camels} camels and {coins} coins",
            "{camels} Kamele und {coins} Geld nehmen",
        ),
        "marco_polo.move.relocate": (
            "Move your post from {city}",
            "Handelsposten aus {city} versetzen",
        ),
        "marco_polo.move.pick": ("Choose {character}", "{character} wählen"),
        "marco_polo.move.keep": ("Keep 2 goal cards", "2 Zielkarten behalten"),
        # prompts
        "marco_polo.ask.turn": (
            "Your turn: place dice on an action (bonus actions before or after).",
            "Du bist dran: setze Würfel auf eine Aktion (Zusatzaktionen davor oder danach).",
        ),
        "marco_polo.ask.after": (
            "Bonus actions, or end your turn.",
            "Zusatzaktionen, oder beende deinen Zug.",
        ),
        "marco_polo.ask.good": ("Choose a good ({n} left).", "Wähle eine Ware (noch {n})."),
        "marco_polo.ask.goods2": ("Choose two different goods.", "Wähle zwei verschiedene Waren."),
        "marco_polo.ask.take_contracts": (
            "Take 1 or 2 contracts from spaces 1–{n}.",
            "Nimm 1 oder 2 Aufträge von den Feldern 1–{n}.",
        ),
        "marco_polo.ask.drop_contract": (
            "You hold too many contracts: discard an old one.",
            "Du hast zu viele Aufträge: wirf einen alten ab.",
        ),
        "marco_polo.ask.new_contract": (
            "New contract {item}: replace one of yours or decline it.",
            "Neuer Auftrag {item}: ersetze einen deiner Aufträge oder lehne ab.",
        ),
        "marco_polo.ask.new_contract_hidden": (
            "A contract from the special pile: replace one of yours or decline it.",
            "Ein Auftrag vom Sonderstapel: ersetze einen deiner Aufträge oder lehne ab.",
        ),
        "marco_polo.ask.travel": ("Travel up to {n} steps.", "Reise bis zu {n} Schritte."),
        "marco_polo.ask.city": (
            "Use city card {item} (die {n}).",
            "Nutze Stadtkarte {item} (Würfel {n}).",
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
        # events
        "marco_polo.ev.round": ("Round {round} begins.", "Runde {round} beginnt."),
        "marco_polo.ev.rolled": ("Rolled {dice}.", "Gewürfelt: {dice}."),
        "marco_polo.ev.reroll": ("Rerolled: {value}.", "Neu gewürfelt: {value}."),
        "marco_polo.ev.post": ("Trading post in {city}.", "Handelsposten in {city}."),
        "marco_polo.ev.relocate": (
            "Post moved from {source} to {city}.",
            "Handelsposten von {source} nach {city} versetzt.",
        ),
        "marco_polo.ev.office": ("Office bonus in {city}.", "Kontorbonus in {city}."),
        "marco_polo.ev.travel": ("Travelled {path}.", "Gereist: {path}."),
        "marco_polo.ev.forfeit": ("The step is forfeited.", "Der Schritt verfällt."),
        "marco_polo.ev.no_black_die": (
            "No black die is left.",
            "Es ist kein schwarzer Würfel mehr da.",
        ),
        "marco_polo.ev.special_empty": ("The special pile is empty.", "Der Sonderstapel ist leer."),
        "marco_polo.ev.game_over": ("The game is over.", "Das Spiel ist zu Ende."),
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
