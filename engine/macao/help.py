"""Macao's short rules help, summarised from the German rules and the project rulings of
the reconstructed edition (`docs/games/macao.md`).

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
    "dice",
    "cards",
    "city",
    "wall",
    "ships",
    "scoring",
)

_TITLES = {
    "overview": ("Overview", "Überblick"),
    "round": ("The round's phases", "Die Phasen einer Runde"),
    "dice": ("Wind rose and dice", "Windrose und Würfel"),
    "cards": ("Cards", "Karten"),
    "city": ("City, districts and jokers", "Stadt, Stadtteile und Joker"),
    "wall": ("The wall and turn order", "Die Mauer und die Zugreihenfolge"),
    "ships": ("Ships, ports and tribute", "Schiffe, Häfen und Tribut"),
    "scoring": ("Game end and scoring", "Spielende und Wertung"),
}

_TEXTS = {
    "overview": (
        "**Macao** (2–4 players, 12 rounds): each round everyone takes a new card, then "
        "picks two of the six dice, whose colours bring action cubes in later rounds. Spend "
        "the cubes available now to activate cards, take city districts, climb the wall and "
        "sail your ship to deliver goods to Europe. Most prestige points (PP) at the end "
        "wins.\n"
        "Cube colours are red, blue, green, grey, violet and black; in payments they are the "
        "letters R B G Y V K. Cards are named as shown: `activate Kapitän 2`. Everyone starts with "
        "5 gold.\n"
        "This is a **reconstructed edition**: the printed cards, districts, sea route and "
        "port values could not be found, so they were designed to fit the German rules; "
        "printed values can replace them later. The list of your moves shows what is legal.",
        "**Macao** (2–4 Spieler, 12 Runden): In jeder Runde nimmt jeder eine neue Karte und "
        "wählt dann zwei der sechs Würfel, deren Farben in späteren Runden Aktionssteine "
        "bringen. Mit den jetzt verfügbaren Aktionssteinen (AS) aktivierst du Karten, nimmst Stadtteile "
        "in Besitz, rückst auf der Mauer vor und segelst mit deinem Schiff, um Waren nach "
        "Europa zu liefern. Die meisten Prestigepunkte (PP) am Ende gewinnen.\n"
        "Die AS-Farben sind Rot, Blau, Grün, Grau, Violett und Schwarz; beim Bezahlen die "
        "Buchstaben R B G Y V K. Karten heißen wie angezeigt: `activate Kapitän 2`. Jeder beginnt "
        "mit 5 Goldmünzen (GM).\n"
        "Dies ist eine **rekonstruierte Ausgabe**: Die gedruckten Karten, Stadtteile, "
        "Seewege und Hafenwerte waren nicht auffindbar und wurden passend zu den deutschen "
        "Regeln entworfen; gedruckte Werte können sie später ersetzen. Die Liste deiner "
        "Züge zeigt, was erlaubt ist.",
    ),
    "round": (
        "Before round 1, in reverse wall order each player takes one of (players + 2) cards "
        "(`take card 3`), then in wall order puts 1 cube of any colour on the rose's 1-field "
        "and 2 cubes of one colour on its 2-field: `start red blue`.\n"
        "Each round:\n"
        "1. **Cards**: 4 deck cards join the round's 2 office cards and set the tribute rate; "
        "with 3 players the last deck card is removed, with 2 the last two. In wall order "
        "everyone takes one onto the tableau: `take card 2`. A sixth card on the tableau "
        "means discarding one and a penalty marker: `discard Kapitän 1`.\n"
        "2. **Dice**: the roller rolls all six dice; everyone picks two: `dice red5 green2`.\n"
        "3. **Actions**: in wall order, each player spends the action supply: activate "
        "cards, take one district, climb the wall once, sail and deliver, buy prestige once "
        "and use active cards, in any order. `pass` ends the turn; unspent cubes are lost.",
        "Vor Runde 1 nimmt in umgekehrter Mauerreihenfolge jeder eine von (Spielerzahl + 2) "
        "Karten (`take card 3`), dann legt in Mauerreihenfolge jeder 1 beliebigen AS an "
        "das 1er-Feld seiner Windrose und 2 gleichfarbige an das 2er-Feld: "
        "`start red blue`.\n"
        "Jede Runde:\n"
        "1. **Karten**: 4 Stapelkarten kommen zu den 2 Ämterkarten der Runde und bestimmen "
        "den Tributwert; bei 3 Spielern wird die zuletzt aufgedeckte Stapelkarte entfernt, "
        "bei 2 die letzten zwei. In Mauerreihenfolge nimmt jeder eine aufs Tableau: "
        "`take card 2`. Eine sechste Karte heißt eine abwerfen und einen Strafmarker nehmen: "
        "`discard Kapitän 1`.\n"
        "2. **Würfel**: Der Würfler wirft alle sechs Würfel; jeder wählt zwei: "
        "`dice red5 green2`.\n"
        "3. **Aktionen**: In Mauerreihenfolge verbraucht jeder seinen Aktionsvorrat: Karten "
        "aktivieren, einen Stadtteil nehmen, einmal auf der Mauer vorrücken, segeln und "
        "liefern, einmal Prestige erwerben und aktive Karten nutzen, in beliebiger "
        "Reihenfolge. `pass` beendet den Zug; übrige AS verfallen.",
    ),
    "dice": (
        "Your wind rose has six die fields (1–6) and an arrow. A die showing n in colour c "
        "gives you n cubes of colour c at your n-field: `dice red5 green2` puts 5 red cubes "
        "at the 5-field and 2 green at the 2-field. Several players may pick the same die.\n"
        "Then your rose turns one step: the cubes of the 1-field reach the arrow and are "
        "your action supply for this round; all others come one field closer. So a 1 pays "
        "now, a 2 next round, a 6 in five rounds. An empty action supply after turning costs "
        "a penalty marker (cards and tribute still work).\n"
        "From round 8 the dice whose cubes would arrive too late are turned to 1: the sixes "
        "in round 8, sixes and fives in round 9, and so on, all dice in round 12.\n"
        "The player whose disc tops the start stack is the roller all game. Everyone "
        "chooses at the same time and in secret: the table only learns that you chose, "
        "and sees every choice once the last player has chosen (choices cannot be undone). "
        "With the option **dice_order=wall_order** you choose openly one after another in "
        "wall order.",
        "Deine Windrose hat sechs Würfelfelder (1–6) und einen Pfeil. Ein Würfel mit n Augen "
        "in Farbe c bringt dir n AS der Farbe c an dein n-Feld: `dice red5 green2` legt "
        "5 rote AS ans 5er-Feld und 2 grüne ans 2er-Feld. Mehrere Spieler dürfen "
        "denselben Würfel wählen.\n"
        "Dann dreht sich deine Windrose um eine Stufe: Die AS des 1er-Felds zeigen auf "
        "den Pfeil und sind dein Aktionsvorrat für diese Runde; alle anderen rücken ein Feld "
        "näher. Eine 1 zahlt also sofort, eine 2 nächste Runde, eine 6 in fünf Runden. Ein "
        "leerer Aktionsvorrat nach dem Drehen kostet einen Strafmarker (Karten und Tribut "
        "gehen trotzdem).\n"
        "Ab Runde 8 werden Würfel, deren AS zu spät kämen, auf die 1 gedreht: in Runde 8 "
        "die Sechsen, in Runde 9 Sechsen und Fünfen usw., in Runde 12 alle Würfel.\n"
        "Würfler ist das ganze Spiel über, wessen Scheibe zu Beginn oben auf dem Stapel "
        "liegt. Alle wählen gleichzeitig und geheim: Der Tisch erfährt nur, dass du gewählt "
        "hast, und sieht alle Entscheidungen, sobald der Letzte gewählt hat (die Wahl lässt "
        "sich nicht zurücknehmen). Mit der Option **dice_order=wall_order** wählt ihr offen "
        "nacheinander in Mauerreihenfolge.",
    ),
    "cards": (
        "Cards on your tableau (at most 5) do nothing until activated: pay exactly the "
        "cubes printed on the card from your action supply: `activate Kapitän 1`. With a "
        "cost reducer (Archiv for offices, Kran for buildings, Heiler for persons) name the "
        "cubes you pay: `activate Segelmacherei 2 pay R`. Activate as many as you like; an "
        "active card works at once.\n"
        "Use active cards in your action turn: `use Gaukler`; repeat an exchange with a "
        "count: `use Edler 1 x2`. Each card works at most once per round unless its text "
        'says "each" or "whenever"; some act in phase 1, phase 2 or at game end, and '
        "the engine applies those itself. When a card asks for cubes, answer with "
        "`pay red`, `pay red 2` or `gain blue`; free wall steps with `advance 1`.\n"
        "Every card left on your tableau at the end costs a penalty marker.",
        "Karten auf deinem Tableau (höchstens 5) wirken erst, wenn du sie aktivierst: Zahle "
        "genau die aufgedruckten AS aus deinem Aktionsvorrat: `activate Kapitän 1`. Mit "
        "einer Kostensenkung (Archiv für Ämter, Kran für Bauwerke, Heiler für Personen) "
        "nennst du die gezahlten AS: `activate Segelmacherei 2 pay R`. Du darfst "
        "beliebig viele aktivieren; eine aktive Karte wirkt sofort.\n"
        "Aktive Karten nutzt du in deinem Aktionszug: `use Gaukler`; einen Tausch wiederholst "
        "du mit einer Anzahl: `use Edler 1 x2`. Jede Karte wirkt höchstens einmal pro Runde, "
        "außer ihr Text sagt „jeweils“, „jedes“ oder „immer wenn“; manche wirken in Phase 1, "
        "Phase 2 oder am Spielende, das erledigt die Engine. Fragt eine Karte nach AS, "
        "antworte mit `pay red`, `pay red 2` oder `gain blue`; freie Mauerschritte mit "
        "`advance 1`.\n"
        "Jede Karte, die am Ende noch auf deinem Tableau liegt, kostet einen Strafmarker.",
    ),
    "city": (
        "The city has 30 districts, A1 to E6: 24 light ones with a goods tile and 6 dark "
        "ones with a joker. Once per turn you may take a free district by paying exactly "
        "the cubes shown on it: `district C4`, or with a card that changes the price, "
        "`district C4 pay RRB`. Your ownership marker replaces the tile; nobody can take "
        "that district again.\n"
        "A goods tile goes on board your ship at once, wherever it is. A joker lies beside "
        "your tableau until you use it, any time: 1 cube of any colour or 3 gold "
        "(`joker cube blue`, `joker gold`), then it leaves the game.\n"
        "At the end, your largest connected area of own markers scores 2 PP per marker.",
        "Die Stadt hat 30 Stadtteile, A1 bis E6: 24 helle mit einem Warenplättchen und 6 "
        "dunkle mit einem Joker. Einmal pro Zug darfst du einen freien Stadtteil nehmen, "
        "indem du genau die abgebildeten AS zahlst: `district C4`, oder mit einer Karte, "
        "die den Preis ändert, `district C4 pay RRB`. Dein Besitzmarker ersetzt das "
        "Plättchen; niemand kann den Stadtteil mehr nehmen.\n"
        "Ein Warenplättchen ist sofort an Bord deines Schiffs, wo es auch ist. Ein Joker "
        "liegt neben deinem Tableau, bis du ihn jederzeit nutzt: 1 beliebiger AS oder "
        "3 GM (`joker cube blue`, `joker gold`); danach ist er aus dem Spiel.\n"
        "Am Ende bringt dein größtes zusammenhängendes Gebiet eigener Besitzmarker 2 PP pro "
        "Marker.",
    ),
    "wall": (
        "The wall has 16 spaces and sets the turn order in every phase: the disc furthest "
        "ahead goes first; in a stack, the top disc before those below it.\n"
        "Once per round you may advance your disc: 1 cube of any colour for 1 space, each "
        "further space 2 more (1/3/5/7 cubes for 1/2/3/4 spaces): `wall 2`. Landing on an "
        "occupied space puts your disc on top. Passing the last space leaves you on it, "
        "first from then on. Free steps from cards do not count as this move.\n"
        "At the end, ties in PP go to the player further ahead on the wall.",
        "Die Mauer hat 16 Felder und bestimmt in jeder Phase die Zugreihenfolge: Die am "
        "weitesten vorne liegende Scheibe beginnt; in einem Stapel die obere vor den "
        "darunterliegenden.\n"
        "Einmal pro Runde darfst du deine Scheibe vorrücken: 1 beliebiger AS für 1 Feld, "
        "jedes weitere Feld 2 mehr (1/3/5/7 AS für 1/2/3/4 Felder): `wall 2`. Landest "
        "du auf einem besetzten Feld, liegt deine Scheibe obenauf. Wer über das letzte Feld "
        "hinauszieht, bleibt darauf und ist ab dann Erster. Freie Schritte durch Karten "
        "zählen nicht als dieser Zug.\n"
        "Am Ende entscheidet bei PP-Gleichstand die Position auf der Mauer.",
    ),
    "ships": (
        "Your ship starts at Macao's anchor. Move it as often as you like, in any direction: "
        "1 cube of any colour per space, ports count as spaces: `ship Lisboa`, `ship T1`. "
        "Any number of ships may share a space.\n"
        "In a port, deliver the goods on board that this port wants, free of cubes: "
        "`deliver`. Each tile covers the port's highest free delivery space (3 per port) "
        "and scores its number; top spaces are worth 4 (Lisboa) up to 8 (Genova, Hamburg).\n"
        "Once per turn, buy prestige at the round's tribute rate: pay its gold, gain its "
        "PP: `tribute`. The rate is the sum of the gold and PP numbers on the six cards "
        "shown this round.",
        "Dein Schiff beginnt am Anker von Macao. Bewege es beliebig oft in jede Richtung: "
        "1 beliebiger AS pro Feld, Häfen zählen als Felder: `ship Lisboa`, `ship T1`. "
        "Beliebig viele Schiffe dürfen auf einem Feld stehen.\n"
        "Im Hafen lieferst du die Waren an Bord ab, die dieser Hafen sucht, ohne AS: "
        "`deliver`. Jedes Plättchen deckt das höchste freie Lieferfeld des Hafens (3 pro "
        "Hafen) und bringt dessen Zahl; die obersten Felder sind 4 (Lisboa) bis 8 (Genova, "
        "Hamburg) wert.\n"
        "Einmal pro Zug erwirbst du Prestige zum Tributwert der Runde: Zahle dessen GM, "
        "erhalte dessen PP: `tribute`. Der Wert ist die Summe der GM- und PP-Zahlen auf "
        "den sechs Karten dieser Runde.",
    ),
    "scoring": (
        "PP come during the game from deliveries, tribute and cards. After round 12:\n"
        "• every card still on your tableau gives a penalty marker (the Abt protects);\n"
        "• −3 PP per penalty marker;\n"
        "• active end-game cards score as their text says;\n"
        "• 2 PP per marker in your largest connected area in the city.\n"
        "Most PP wins; ties go to the player further ahead on the wall. Activate your "
        "cards before the end: `activate Abt 1`.",
        "PP gibt es im Spiel für Lieferungen, Tribut und Karten. Nach Runde 12:\n"
        "• jede Karte, die noch auf deinem Tableau liegt, bringt einen Strafmarker (der Abt "
        "schützt davor);\n"
        "• −3 PP pro Strafmarker;\n"
        "• aktive Spielende-Karten zählen laut ihrem Text;\n"
        "• 2 PP pro Besitzmarker in deinem größten zusammenhängenden Gebiet der Stadt.\n"
        "Die meisten PP gewinnen; bei Gleichstand, wer auf der Mauer weiter vorne ist. "
        "Aktiviere deine Karten vor dem Ende: `activate Abt 1`.",
    ),
}

register_help("macao", TOPICS, _TITLES, _TEXTS)
