"""The Voyages of Marco Polo's short rules help, summarised from the German rules, the
supplement, the short rules and the project rulings.

Notation examples sit in backticks; a test parses every one of them, so the help cannot
show a move the engine would not understand. The topic order (`TOPICS`) sits
next to the texts, so the list and its texts cannot drift apart; the game class offers it
as `help_topics`.
"""

from __future__ import annotations

from engine.help import register_help

TOPICS: tuple[str, ...] = (
    "overview",
    "round",
    "actions",
    "travel",
    "contracts",
    "bonus",
    "characters",
    "scoring",
)

_TITLES = {
    "overview": ("Overview", "Überblick"),
    "round": ("The round and the dice", "Die Runde und die Würfel"),
    "actions": ("The six actions", "Die sechs Aktionen"),
    "travel": ("Travel and trading posts", "Reisen und Handelsposten"),
    "contracts": ("Contracts", "Aufträge"),
    "bonus": ("Bonus actions", "Zusatzaktionen"),
    "characters": ("Characters and goal cards", "Charaktere und Zielkarten"),
    "scoring": ("Game end and scoring", "Spielende und Wertung"),
}

_TEXTS = {
    "overview": (
        "**The Voyages of Marco Polo** (2–4 players, 5 rounds): each round you roll your dice "
        "and place them on action spaces to earn goods, camels and coins, take and fulfil "
        "contracts, and travel from Venezia towards Beijing, leaving trading posts in the "
        "cities you reach. Points come from contracts, trading posts, Beijing, your secret "
        "goal cards and coins.\n"
        "Everyone starts with 5 dice, 9 trading posts, 2 camels, one starting contract and "
        "7/8/9/10 coins in seat order. Each player has a character with a special power. In "
        "the default *pro* variant the characters are drafted and you keep 2 of 4 goal "
        "cards; the *first* variant deals the rulebook's first-game characters and 2 goals.\n"
        "Dice are named by value: **4** is your own die, **4b** a black one, **4w** the "
        "white one: `place silk 4,5b` puts your 4 and a black 5 on silk. The list of your "
        "moves shows what is legal.",
        "**Auf den Spuren von Marco Polo** (2–4 Spieler, 5 Runden): In jeder Runde würfelst du "
        "und setzt deine Würfel auf Aktionsfelder, um Waren, Kamele und Geld zu erhalten, "
        "Aufträge zu nehmen und zu erfüllen und von Venedig Richtung Peking zu reisen, wobei "
        "du in erreichten Städten Handelsposten setzt. Punkte bringen Aufträge, "
        "Handelsposten, Peking, deine geheimen Zielkarten und Geld.\n"
        "Jeder beginnt mit 5 Würfeln, 9 Handelsposten, 2 Kamelen, einem Startauftrag und "
        "7/8/9/10 Geld in Sitzreihenfolge. Jeder Spieler hat einen Charakter mit einer "
        "Sonderfähigkeit. In der vorgegebenen Variante *pro* werden die Charaktere "
        "ausgewählt und du behältst 2 von 4 Zielkarten; die Variante *first* verteilt die "
        "Charaktere des ersten Spiels und 2 Zielkarten.\n"
        "Würfel heißen nach ihrer Augenzahl: **4** ist dein eigener Würfel, **4b** ein "
        "schwarzer, **4w** der weiße: `place silk 4,5b` setzt deine 4 und eine schwarze 5 "
        "auf Seide. Die Liste deiner Züge zeigt, was erlaubt ist.",
    ),
    "round": (
        "At the start of a round, whoever travelled last becomes start player (nobody "
        "travelled: no change); small cities with your posts and characters pay their "
        "income; everyone rolls. A roll under 15 pips gives 1 camel or coin per missing pip, "
        "mixed as you like: `compensate 1 camels 2 coins`.\n"
        "In turn order, each player performs exactly one action (placing dice) while they "
        "have dice, with any bonus actions before or after it, then types `end`. A player "
        "without dice is out of the round; the round ends when all dice are used.\n"
        "Place as many dice as the space shows; the lowest die counts. An occupied space "
        "costs as many coins as your lowest placed die. Your colour may use each space once "
        "per round; black and white dice are no colour, so with them alone you may use it "
        "again, and they may join your own dice. A city card takes one die per round in "
        "total.",
        "Zu Rundenbeginn wird Startspieler, wer zuletzt gereist ist (ist niemand gereist, "
        "bleibt es); kleine Städte mit deinen Handelsposten und die Charaktere schütten aus; "
        "alle würfeln. Unter 15 Augen gibt es je fehlendes Auge 1 Kamel oder 1 Geld, beliebig "
        "gemischt: `compensate 1 camels 2 coins`.\n"
        "Reihum führt jeder, solange er Würfel hat, genau eine Aktion aus (Würfel einsetzen), "
        "davor und danach beliebig viele Zusatzaktionen, und beendet dann mit `end` seinen "
        "Zug. Wer keine Würfel mehr hat, passt; die Runde endet, wenn alle Würfel verbraucht "
        "sind.\n"
        "Setze so viele Würfel, wie das Feld zeigt; es zählt der niedrigste. Ein besetztes "
        "Feld kostet so viel Geld, wie dein niedrigster gesetzter Würfel zeigt. Deine Farbe "
        "darf jedes Feld einmal pro Runde nutzen; schwarze und weiße Würfel sind keine Farbe: "
        "Mit ihnen allein darfst du ein Feld erneut nutzen, und sie dürfen zu deinen eigenen "
        "dazu. Eine Stadtkarte nimmt pro Runde insgesamt nur einen Würfel.",
    ),
    "actions": (
        "• **5 coins**, 1 die of any value: `place coins 3`.\n"
        "• **Bazaar**: camels and pepper take 1 die, silk 2, gold 3; the lowest die picks "
        "the row. A lower row is allowed, but the menus offer it only where it gives an "
        "extra the higher rows lack (never for camels): `place camels 4`, `place silk 4,5`, "
        "`place gold 3,4,6`, `place pepper 6 row 5`.\n"
        "• **Khan's favour**: 1 die, 1 good of your choice and 2 camels, no fee; only 4 "
        "places, each die at least as high as the one before: `place khan 3`, then "
        "`good gold`.\n"
        "• **Contracts**: 1 die, take 1 or 2 contracts up to that number: "
        "`place contracts 5`.\n"
        "• **Travel**: 2 dice: `place travel 2,4b`.\n"
        "• **City card**: 1 die on the card of a large city where you have a post (from "
        "your turn after placing it), usable once per round by one player; most cards repeat "
        "as often as the die shows: `city karakorum 3`, then e.g. `use 3` or "
        "`use 2 camels>coins`.",
        "• **5 Geld**, 1 Würfel, Augenzahl egal: `place coins 3`.\n"
        "• **Markt**: Kamele und Pfeffer brauchen 1 Würfel, Seide 2, Gold 3; der niedrigste "
        "Würfel wählt die Zeile. Eine niedrigere ist erlaubt, die Menüs bieten sie aber nur "
        "an, wo sie einen Zusatz bringt, den die höheren nicht haben (nie bei Kamelen): "
        "`place camels 4`, `place silk 4,5`, `place gold 3,4,6`, `place pepper 6 row 5`.\n"
        "• **Gunst des Khan**: 1 Würfel, 1 Ware nach Wahl und 2 Kamele, kostenlos; nur 4 "
        "Plätze, jeder Würfel mindestens so hoch wie der davor: `place khan 3`, dann "
        "`good gold`.\n"
        "• **Aufträge**: 1 Würfel, 1 oder 2 Aufträge bis zu dieser Zahl nehmen: "
        "`place contracts 5`.\n"
        "• **Reisen**: 2 Würfel: `place travel 2,4b`.\n"
        "• **Stadtkarte**: 1 Würfel auf die Karte einer großen Stadt mit deinem Handelsposten "
        "(ab dem Zug nach dem Setzen), pro Runde nur einmal von einem Spieler nutzbar; meist "
        "so oft, wie der Würfel zeigt: `city karakorum 3`, dann z. B. `use 3` oder "
        "`use 2 camels>coins`.",
    ),
    "travel": (
        "The lower travel die is the most steps you may move (at least 1). Pay 3/7/12/12/18/18 "
        "coins for 1–6 steps actually moved, plus the camels or coins drawn between places. "
        "Each step goes to the next place; back and forth is allowed. Type the path: "
        "`travel venezia-oasis-a-moscow` (two figures: "
        "`travel venezia-alexandria + venezia-oasis-a`).\n"
        "Ending in a large city places a trading post; its city card is yours to use from "
        "your next turn, and the first post there takes the office bonus. Ending in a small "
        "city places a post and pays its bonus now and at every round start. Oases give "
        "nothing. One post per city and player, none in Venezia; in Beijing the post takes "
        "the best free space (10/7/4/1). Your 8th post scores 5, your 9th 10. With no post "
        "left you move one of yours: `relocate anxi`.",
        "Der niedrigere Reisewürfel ist die größte Schrittzahl (mindestens 1). Zahle "
        "3/7/12/12/18/18 Geld für 1–6 tatsächlich gezogene Schritte, dazu die zwischen den "
        "Orten abgebildeten Kamele oder Geld. Jeder Schritt führt zum nächsten Ort; Hin- und "
        "Herziehen ist erlaubt. Gib den Weg an: `travel venezia-oasis-a-moscow` (zwei "
        "Figuren: `travel venezia-alexandria + venezia-oasis-a`).\n"
        "Endet die Reise in einer großen Stadt, setzt du einen Handelsposten; ihre Stadtkarte "
        "darfst du ab deinem nächsten Zug nutzen, und der erste Posten dort erhält den "
        "Kontorbonus. In einer kleinen Stadt setzt du einen Posten und erhältst ihren Bonus "
        "sofort und zu jedem Rundenbeginn. Oasen bringen nichts. Ein Posten pro Stadt und "
        "Spieler, keiner in Venedig; in Peking kommt er auf den besten freien Platz "
        "(10/7/4/1). Dein 8. Posten bringt 5, dein 9. 10 Punkte. Ohne Posten versetzt du "
        "einen eigenen: `relocate anxi`.",
    ),
    "contracts": (
        "With the contracts action (1 die) take 1 or 2 contracts from spaces up to your die; "
        "space 5 adds 1 coin or 1 camel, space 6 two coins or two camels: "
        "`contract take 2,5 camels`. The rest slide left; if the row runs empty during a "
        "round, 2 contracts come from the special pile. You hold at most 2 active contracts: "
        "a new one goes onto your tableau and an old one leaves (`drop c07`).\n"
        "Fulfilling is a bonus action: pay the camels and goods on the left, gain the reward "
        "and points on the right: `fulfil c07`, or `fulfil 1` for your first active contract. "
        "A contract drawn from the special pile onto a full tableau is seen only by you: keep "
        "it instead of one of yours (`drop c05`), or put it back under the pile unseen with "
        "`decline` (the others read only that you returned a contract). At round end the "
        "remaining contracts go under the special pile and 6 new ones are laid out.",
        "Mit der Aktion Aufträge (1 Würfel) nimmst du 1 oder 2 Aufträge von Feldern bis zu "
        "deinem Würfel; Feld 5 gibt 1 Geld oder 1 Kamel dazu, Feld 6 zwei Geld oder zwei "
        "Kamele: `contract take 2,5 camels`. Die übrigen rutschen nach links; ist die Reihe "
        "während einer Runde leer, kommen 2 Aufträge vom Sonderstapel. Du hast höchstens 2 "
        "aktive Aufträge: Ein neuer kommt auf dein Tableau, ein alter geht (`drop c07`).\n"
        "Erfüllen ist eine Zusatzaktion: Gib die links gezeigten Kamele und Waren ab und "
        "erhalte rechts Belohnung und Punkte: `fulfil c07` oder `fulfil 1` für deinen ersten "
        "aktiven Auftrag. Einen Auftrag vom Sonderstapel bei vollem Tableau siehst nur du: "
        "behalte ihn statt eines deiner Aufträge (`drop c05`) oder lege ihn mit `decline` "
        "verdeckt unter den Stapel zurück (die anderen lesen nur, dass du einen zurückgelegt "
        "hast). Am Rundenende kommen übrige Aufträge unter den Sonderstapel und 6 neue werden "
        "ausgelegt.",
    ),
    "bonus": (
        "Before or after your action (never during it), as often as you like:\n"
        "• fulfil a contract: `fulfil 1`;\n"
        "• put 1 die on the money bag for 3 coins, no fee: `bag 2`;\n"
        "• pay 1 camel to reroll a die: `reroll 3`;\n"
        "• pay 2 camels to turn a die up or down by one, never between 6 and 1: "
        "`bump 4 up`, `bump 2b down`;\n"
        "• pay 3 camels for a black die, rolled at once: `buy black` (once per turn).\n"
        "When you are done, `end` ends your turn. Until then you may undo your own moves, "
        "never past a die roll, a card drawn or new contracts turned up.",
        "Vor oder nach deiner Aktion (nie währenddessen), beliebig oft:\n"
        "• einen Auftrag erfüllen: `fulfil 1`;\n"
        "• 1 Würfel auf das Säckchen setzen für 3 Geld, ohne Zusatzkosten: `bag 2`;\n"
        "• 1 Kamel abgeben und einen Würfel neu würfeln: `reroll 3`;\n"
        "• 2 Kamele abgeben und einen Würfel um 1 rauf- oder runterdrehen, nie zwischen 6 "
        "und 1: `bump 4 up`, `bump 2b down`;\n"
        "• 3 Kamele abgeben für einen schwarzen Würfel, der sofort gewürfelt wird: "
        "`buy black` (einmal pro Zug).\n"
        "Bist du fertig, beendet `end` deinen Zug. Bis dahin kannst du eigene Züge "
        "zurücknehmen, nie aber über einen Würfelwurf, eine gezogene Karte oder neu "
        "aufgedeckte Aufträge hinweg.",
    ),
    "characters": (
        "In the pro variant, draft a character with `pick berke` and keep 2 of your 4 goal "
        "cards with `keep 4,12`; your menu names each card's cities and points, and the "
        "others read only that you kept 2 goal cards.\n"
        "• Raschid: never rolls, sets each die when placing it; no compensation.\n"
        "• Matteo: the white die and the top special-pile contract every round.\n"
        "• Berke: never pays for occupied spaces.\n"
        "• Mercator: 1 of the good (or camel) whenever another player uses a bazaar; with 2–3 "
        "players also 1 camel for their Khan's favour, with 2 also 2 coins for their "
        "5 coins.\n"
        "• Kubilai: starts in Beijing with a post on its 10 space.\n"
        "• Niccolò: a second figure; steps may be split between both; 1 camel every round.\n"
        "• Wilhelm: 11 posts; places one in every city he passes; his 11th scores 10.\n"
        "• Johannes: jumps from any oasis to any other in 1 step; 3 coins every round.\n"
        "Each goal card names 2 cities: a post in both scores the card's points.",
        "In der Variante pro wählst du deinen Charakter mit `pick berke` und behältst 2 "
        "deiner 4 Zielkarten mit `keep 4,12`; dein Menü nennt Städte und Punkte jeder Karte, "
        "die anderen lesen nur, dass du 2 Zielkarten behalten hast.\n"
        "• Raschid: würfelt nie, bestimmt jeden Würfel beim Setzen; kein Ausgleich.\n"
        "• Matteo: jede Runde den weißen Würfel und den obersten Auftrag des Sonderstapels.\n"
        "• Berke: zahlt nie für besetzte Felder.\n"
        "• Mercator: 1 der Ware (oder 1 Kamel), wenn ein anderer den Markt nutzt; bei 2–3 "
        "Spielern auch 1 Kamel für dessen Gunst des Khan, bei 2 auch 2 Geld für dessen "
        "5 Geld.\n"
        "• Kubilai: beginnt in Peking mit einem Posten auf dessen 10er-Platz.\n"
        "• Niccolò: eine zweite Figur; Schritte dürfen aufgeteilt werden; jede Runde 1 Kamel.\n"
        "• Wilhelm: 11 Posten; setzt in jeder durchzogenen Stadt einen; sein 11. bringt 10.\n"
        "• Johannes: springt in 1 Schritt von Oase zu jeder anderen Oase; jede Runde 3 Geld.\n"
        "Jede Zielkarte nennt 2 Städte: Ein Posten in beiden bringt die Punkte der Karte.",
    ),
    "scoring": (
        "During the game you score for contracts, your 8th and 9th post, some city cards and "
        "bonuses; scores start at 0 and may go negative. After round 5:\n"
        "• each goal card with posts in both its cities: the card's points;\n"
        "• distinct goal cities with your post: 1/2/3/4 give 1/3/6/10;\n"
        "• 1 point per 10 coins;\n"
        "• a post in Beijing: its space's points, plus 1 per 2 goods (camels are no goods);\n"
        "• most contracts fulfilled (`fulfil 1`): 7 (shared by all tied; nobody if none "
        "were fulfilled).\n"
        "Ties go to the player with more camels, then the win is shared.",
        "Während des Spiels punktest du für Aufträge, deinen 8. und 9. Posten, manche "
        "Stadtkarten und Boni; die Wertung beginnt bei 0 und kann negativ werden. Nach "
        "Runde 5:\n"
        "• jede Zielkarte mit Posten in beiden Städten: ihre Punkte;\n"
        "• verschiedene Zielstädte mit deinem Posten: 1/2/3/4 bringen 1/3/6/10;\n"
        "• 1 Punkt je 10 Geld;\n"
        "• ein Posten in Peking: die Punkte seines Platzes, dazu 1 je 2 Waren (Kamele sind "
        "keine Waren);\n"
        "• die meisten erfüllten Aufträge (`fulfil 1`): 7 (alle Gleichauf bekommen sie; "
        "keiner, wenn niemand einen erfüllt hat).\n"
        "Bei Gleichstand gewinnt, wer mehr Kamele hat, sonst wird der Sieg geteilt.",
    ),
}

register_help("marco_polo", TOPICS, _TITLES, _TEXTS)
