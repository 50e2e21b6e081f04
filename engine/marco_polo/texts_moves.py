"""Marco Polo's words for moves, in English and German: the label a player picks
(`move.*`, imperative), the line the table reads after it (`did.*`, naming the player;
German in the present tense), the events of the round and the picker's steps."""

from engine.i18n import register

_MOVES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    # kind: ((label en, label de), (event en, event de))
    "place": (
        ("Place {dice} on {space}: {more}", "{dice} auf {space} setzen: {more}"),
        (
            "{player} placed {dice} on {space}: {more}.",
            "{player} setzt {dice} auf {space}: {more}.",
        ),
    ),
    "city": (
        (
            "Place {die} on the city card in {city}: {effect}",
            "{die} auf die Stadtkarte in {city} setzen: {effect}",
        ),
        (
            "{player} placed {die} on the city card in {city}.",
            "{player} setzt {die} auf die Stadtkarte in {city}.",
        ),
    ),
    "city_slot": (
        ("Place {die} on the city card in {city}", "{die} auf die Stadtkarte in {city} setzen"),
        (
            "{player} placed {die} on the city card in {city}.",
            "{player} setzt {die} auf die Stadtkarte in {city}.",
        ),
    ),
    "take_spaces": (
        ("Take the contracts on spaces {slots}", "Aufträge der Felder {slots} nehmen"),
        (
            "{player} took the contracts on spaces {slots}.",
            "{player} nimmt die Aufträge der Felder {slots}.",
        ),
    ),
    "take_spaces_bonus": (
        (
            "Take the contracts on spaces {slots}, bonus {bonus}",
            "Aufträge der Felder {slots} nehmen, Bonus {bonus}",
        ),
        (
            "{player} took the contracts on spaces {slots}, bonus {bonus}.",
            "{player} nimmt die Aufträge der Felder {slots}, Bonus {bonus}.",
        ),
    ),
    "decline_hidden": (
        (
            "Return the drawn contract under the special pile",
            "Gezogenen Auftrag unter den Sonderstapel legen",
        ),
        (
            "{player} put the drawn contract back under the special pile, unseen.",
            "{player} legt den gezogenen Auftrag verdeckt unter den Sonderstapel.",
        ),
    ),
    "relocate_from": (
        ("Move your post from {city}", "Handelsposten aus {city} versetzen"),
        (
            "{player} moved the trading post from {city}.",
            "{player} versetzt den Handelsposten aus {city}.",
        ),
    ),
    "bag": (
        ("Put {die} on the money bag: 3 coins", "{die} auf das Säckchen setzen: 3 Geld"),
        (
            "{player} put {die} on the money bag: 3 coins.",
            "{player} setzt {die} auf das Säckchen: 3 Geld.",
        ),
    ),
    "reroll": (
        ("Reroll {die} (1 camel)", "{die} neu würfeln (1 Kamel)"),
        ("{player} rerolled {die} for 1 camel.", "{player} würfelt {die} für 1 Kamel neu."),
    ),
    "bump": (
        ("Turn {die} to {to} (2 camels)", "{die} auf {to} drehen (2 Kamele)"),
        (
            "{player} turned {die} to {to} for 2 camels.",
            "{player} dreht {die} für 2 Kamele auf {to}.",
        ),
    ),
    "buy_black": (
        ("Buy a black die (3 camels)", "Schwarzen Würfel kaufen (3 Kamele)"),
        (
            "{player} bought a black die for 3 camels.",
            "{player} kauft einen schwarzen Würfel für 3 Kamele.",
        ),
    ),
    "fulfil": (
        ("Fulfil {contract}", "{contract} erfüllen"),
        ("{player} fulfilled {contract}.", "{player} erfüllt {contract}."),
    ),
    "end": (
        ("End your turn", "Zug beenden"),
        ("{player} ended the turn.", "{player} beendet den Zug."),
    ),
    "good": (
        ("Take {good}", "{good} nehmen"),
        ("{player} took {good}.", "{player} nimmt {good}."),
    ),
    "take": (
        ("Take {slots}", "{slots} nehmen"),
        ("{player} took {slots}.", "{player} nimmt {slots}."),
    ),
    "take_bonus": (
        ("Take {slots}, bonus {bonus}", "{slots} nehmen, Bonus {bonus}"),
        ("{player} took {slots}, bonus {bonus}.", "{player} nimmt {slots}, Bonus {bonus}."),
    ),
    "swap": (
        ("Take {new}, discard {contract}", "{new} nehmen, {contract} abwerfen"),
        (
            "{player} took {new} and discarded {contract}.",
            "{player} nimmt {new} und wirft {contract} ab.",
        ),
    ),
    "drop": (
        ("Discard {contract}", "{contract} abwerfen"),
        ("{player} discarded {contract}.", "{player} wirft {contract} ab."),
    ),
    "decline": (
        ("Return {contract} under the special pile", "{contract} unter den Sonderstapel legen"),
        (
            "{player} returned {contract} under the special pile.",
            "{player} legt {contract} unter den Sonderstapel.",
        ),
    ),
    "travel": (
        ("Travel {route}", "Reisen: {route}"),
        ("{player} travelled {route}.", "{player} reist {route}."),
    ),
    "travel_cost": (
        ("Travel {route} ({cost})", "Reisen: {route} ({cost})"),
        ("{player} travelled {route} for {cost}.", "{player} reist {route} für {cost}."),
    ),
    "skip": (
        ("Forfeit the step (cannot pay)", "Schritt verfällt (nicht bezahlbar)"),
        (
            "{player} forfeited the step (cannot pay).",
            "{player} lässt den Schritt verfallen (nicht bezahlbar).",
        ),
    ),
    "use": (
        ("Use the city card {times}×", "Stadtkarte {times}× nutzen"),
        ("{player} used the city card {times}×.", "{player} nutzt die Stadtkarte {times}×."),
    ),
    "use_bonus": (
        (
            "{n|City bonus|City bonuses} of {cities}",
            "{n|Stadtbonus|Stadtboni} von {cities}",
        ),
        (
            "{player} took the city {n|bonus|bonuses} of {cities}.",
            "{player} nimmt {n|den Stadtbonus|die Stadtboni} von {cities}.",
        ),
    ),
    "use_bonus_paid": (
        ("Pay {cost}: city bonuses of {cities}", "{cost} zahlen: Stadtboni von {cities}"),
        (
            "{player} paid {cost} for the city bonuses of {cities}.",
            "{player} zahlt {cost} für die Stadtboni von {cities}.",
        ),
    ),
    "use_repeat": (
        ("Use {times}×: {cost} → {reward}", "{times}× nutzen: {cost} → {reward}"),
        (
            "{player} used the city card {times}×: {cost} → {reward}.",
            "{player} nutzt die Stadtkarte {times}×: {cost} → {reward}.",
        ),
    ),
    "other_bonus": (
        ("Take city bonus {letter}: {reward}", "Stadtbonus {letter} nehmen: {reward}"),
        (
            "{player} took city bonus {letter}: {reward}.",
            "{player} nimmt Stadtbonus {letter}: {reward}.",
        ),
    ),
    "compensate": (
        (
            "Take {camels} {camels|camel|camels} and {coins} {coins|coin|coins}",
            "{camels} {camels|Kamel|Kamele} und {coins} Geld nehmen",
        ),
        (
            "{player} took {camels} {camels|camel|camels} and {coins} {coins|coin|coins} for "
            "the low roll.",
            "{player} nimmt {camels} {camels|Kamel|Kamele} und {coins} Geld für den niedrigen "
            "Wurf.",
        ),
    ),
    "relocate": (
        ("Move your post from {city} to {to}", "Handelsposten von {city} nach {to} versetzen"),
        (
            "{player} moved the trading post from {city} to {to}.",
            "{player} versetzt den Handelsposten von {city} nach {to}.",
        ),
    ),
    "pick": (
        ("Choose {character}", "{character} wählen"),
        ("{player} chose {character}.", "{player} wählt {character}."),
    ),
    "keep_cards": (
        ("Keep {cards}", "Behalten: {cards}"),
        ("{player} kept {cards}.", "{player} behält {cards}."),
    ),
}

register(
    {
        **{f"marco_polo.move.{kind}": label for kind, (label, _) in _MOVES.items()},
        **{f"marco_polo.did.{kind}": event for kind, (_, event) in _MOVES.items()},
        # what everyone else reads of a secret move (and `did.decline_hidden`)
        "marco_polo.move.keep": ("Keep 2 goal cards", "2 Zielkarten behalten"),
        "marco_polo.secret.keep": ("{player} kept 2 goal cards.", "{player} behält 2 Zielkarten."),
        "marco_polo.did.reroll_result": (
            "{player} rerolled {die} for 1 camel: now {value}.",
            "{player} würfelt {die} für 1 Kamel neu: jetzt {value}.",
        ),
        # parts of labels
        "marco_polo.space.coins": ("the 5-coins space", "das Feld 5 Geld"),
        "marco_polo.space.camels": ("the camel bazaar", "den Kamelmarkt"),
        "marco_polo.space.pepper": ("the pepper bazaar", "den Pfeffermarkt"),
        "marco_polo.space.silk": ("the silk bazaar", "den Seidenmarkt"),
        "marco_polo.space.gold": ("the gold bazaar", "den Goldmarkt"),
        "marco_polo.space.khan": ("Khan's favour", "die Gunst des Khan"),
        "marco_polo.space.contracts": ("the contracts space", "das Auftragsfeld"),
        "marco_polo.space.travel": ("the travel space", "das Reisefeld"),
        "marco_polo.gain.coins": ("5 coins", "5 Geld"),
        "marco_polo.gain.khan": (
            "2 camels and 1 good of your choice",
            "2 Kamele und 1 Ware nach Wahl",
        ),
        "marco_polo.gain.contracts": (
            "1 or 2 contracts from spaces up to {n}",
            "1 oder 2 Aufträge von den Feldern bis {n}",
        ),
        "marco_polo.gain.travel": (
            "up to {n} {n|step|steps}",
            "bis zu {n} {n|Schritt|Schritte}",
        ),
        "marco_polo.row": ("row {row}", "Reihe {row}"),
        "marco_polo.fee": ("fee {fee}", "Gebühr {fee}"),
        "marco_polo.city_bonus": ("{city} ({reward})", "{city} ({reward})"),
        # events of the round
        "marco_polo.ev.round": (
            "Round {round} begins; {start} is start player.",
            "Runde {round} beginnt; {start} ist Startspieler.",
        ),
        "marco_polo.ev.rolled": ("{player} rolled {dice}.", "{player} würfelt {dice}."),
        "marco_polo.ev.post": (
            "{player} placed a trading post in {city}.",
            "{player} setzt einen Handelsposten in {city}.",
        ),
        "marco_polo.ev.office": (
            "{player} took the office bonus in {city}: {reward}.",
            "{player} erhält den Kontorbonus in {city}: {reward}.",
        ),
        "marco_polo.ev.black_die": (
            "{player} took a black die and rolled {value}.",
            "{player} nimmt einen schwarzen Würfel und würfelt {value}.",
        ),
        "marco_polo.ev.black_die_unset": (
            "{player} took a black die (set when placed).",
            "{player} nimmt einen schwarzen Würfel (wird beim Einsetzen eingestellt).",
        ),
        "marco_polo.ev.no_black_die": (
            "{player} gets no black die: none is left.",
            "{player} erhält keinen schwarzen Würfel: es ist keiner mehr da.",
        ),
        "marco_polo.ev.special_empty": (
            "{player} gets no contract: the special pile is empty.",
            "{player} erhält keinen Auftrag: der Sonderstapel ist leer.",
        ),
        "marco_polo.ev.drawn": (
            "{player} took {contract} from the special pile.",
            "{player} nimmt {contract} vom Sonderstapel.",
        ),
        "marco_polo.ev.drawn_hidden": (
            "{player} drew a contract from the special pile and decides about it.",
            "{player} zieht einen Auftrag vom Sonderstapel und entscheidet darüber.",
        ),
        "marco_polo.ev.drawn_secret": (
            "{player} drew {contract} from the special pile.",
            "{player} zieht {contract} vom Sonderstapel.",
        ),
        "marco_polo.ev.refill": (
            "The empty row is refilled from the special pile: {contracts}.",
            "Die leere Reihe wird vom Sonderstapel aufgefüllt: {contracts}.",
        ),
        "marco_polo.ev.game_over": ("The game is over.", "Das Spiel ist zu Ende."),
        # the picker's steps
        **{
            f"marco_polo.step.{space}": names
            for space, names in {
                "coins": ("5 coins", "5 Geld"),
                "camels": ("Camel bazaar", "Kamelmarkt"),
                "pepper": ("Pepper bazaar", "Pfeffermarkt"),
                "silk": ("Silk bazaar", "Seidenmarkt"),
                "gold": ("Gold bazaar", "Goldmarkt"),
                "khan": ("Khan's favour", "Gunst des Khan"),
                "contracts": ("Take contracts", "Aufträge nehmen"),
                "travel": ("Travel", "Reisen"),
                "city": ("City card", "Stadtkarte"),
                "fulfil": ("Fulfil a contract", "Auftrag erfüllen"),
                "bag": ("Money bag: 3 coins", "Säckchen: 3 Geld"),
                "reroll": ("Reroll a die (1 camel)", "Würfel neu würfeln (1 Kamel)"),
                "bump": ("Turn a die (2 camels)", "Würfel drehen (2 Kamele)"),
                "black": ("Buy a black die (3 camels)", "Schwarzen Würfel kaufen (3 Kamele)"),
                "end": ("End your turn", "Zug beenden"),
                "good": ("Goods", "Waren"),
                "take": ("Take contracts", "Aufträge nehmen"),
                "only": ("Only this one", "Nur diesen"),
                "drop": ("Discard a contract", "Auftrag abwerfen"),
                "keep_new": ("Keep it, discard one of yours", "Behalten, einen eigenen abwerfen"),
                "decline": (
                    "Return it under the special pile",
                    "Unter den Sonderstapel legen",
                ),
                "skip": ("Forfeit the step (cannot pay)", "Schritt verfällt (nicht bezahlbar)"),
                "use": ("Use the city card", "Stadtkarte nutzen"),
                "bonus": ("Another city's bonus", "Bonus einer anderen Stadt"),
                "compensate": ("Camels and coins", "Kamele und Geld"),
                "relocate": ("Move a trading post", "Handelsposten versetzen"),
                "pick": ("Characters", "Charaktere"),
                "keep": ("Goal cards", "Zielkarten"),
                "free": ("free", "kostenlos"),
                "direct": ("direct", "direkt"),
            }.items()
        },
        "marco_polo.step.card": ("{city}: {effect}", "{city}: {effect}"),
        "marco_polo.step.bump_to": ("{die} → {to}", "{die} → {to}"),
        "marco_polo.step.lowest": ("Lowest die {die}", "Niedrigster Würfel {die}"),
        "marco_polo.step.and_die": ("with {die}", "mit {die}"),
        "marco_polo.step.dice": ("{dice}: {more}", "{dice}: {more}"),
        "marco_polo.step.goods": ("{a} and {b}", "{a} und {b}"),
        "marco_polo.step.bonus_letter": ("{letter}: {reward}", "{letter}: {reward}"),
        "marco_polo.step.character": ("{name}: {ability}", "{name}: {ability}"),
        "marco_polo.step.goals": ("{a} · {b}", "{a} · {b}"),
        "marco_polo.step.slot": ("{slot}: {contract}", "{slot}: {contract}"),
        "marco_polo.step.slot_bonus": ("Bonus {bonus}", "Bonus {bonus}"),
        "marco_polo.step.to": ("To {place}", "Nach {place}"),
        "marco_polo.step.figure_to": ("Figure {figure} to {place}", "Figur {figure} nach {place}"),
        "marco_polo.step.stays": (
            "Figure {figure} stays in {place}",
            "Figur {figure} bleibt in {place}",
        ),
        "marco_polo.step.via": ("via {places}", "über {places}"),
        "marco_polo.step.route": ("{via}: {cost}", "{via}: {cost}"),
        "marco_polo.step.times": ("{times}×", "{times}×"),
        "marco_polo.step.use_times": ("{times}×: {cost} → {reward}", "{times}×: {cost} → {reward}"),
        "marco_polo.step.bonuses": (
            "{n} city {n|bonus|bonuses} for {cost}",
            "{n} {n|Stadtbonus|Stadtboni} für {cost}",
        ),
        "marco_polo.step.items": ("{items}", "{items}"),
        "marco_polo.step.pairs": (
            "{n} {n|pair|pairs} of different goods",
            "{n} {n|Paar|Paare} verschiedener Waren",
        ),
        "marco_polo.pair": ("{a} + {b}", "{a} + {b}"),
        "marco_polo.mode.camels_coins": ("camels → coins", "Kamele → Geld"),
        "marco_polo.mode.coins_camels": ("coins → camels", "Geld → Kamele"),
        "marco_polo.mode.vp_coins": ("points → coins", "Punkte → Geld"),
        "marco_polo.mode.coins_vp": ("coins → points", "Geld → Punkte"),
        "marco_polo.mode.goods_camels": ("goods → camels", "Waren → Kamele"),
        "marco_polo.mode.camels_goods": ("camels → goods", "Kamele → Waren"),
    }
)
