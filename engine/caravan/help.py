"""Caravan's short rules help, summarised from the German rules and the project rulings.

Notation examples sit in backticks; a test parses every one of them, so the help cannot
show a move the engine would not understand. The topic order (`TOPICS`) sits
next to the texts, so the list and its texts cannot drift apart; the game class offers it
as `help_topics`.
"""

from __future__ import annotations

from engine.help import register_help

TOPICS: tuple[str, ...] = ("overview", "actions", "goods", "steal", "refill", "end")

_TITLES = {
    "overview": ("Overview", "Überblick"),
    "actions": ("Actions", "Aktionen"),
    "goods": ("Goods and delivery", "Waren und Liefern"),
    "steal": ("Stealing", "Stehlen"),
    "refill": ("Refilling goods", "Waren nachfüllen"),
    "end": ("Game end and scoring", "Spielende und Wertung"),
}

_TEXTS = {
    "overview": (
        "**Caravan** (2–4 players): place your camels on the 7×7 board, load goods and pass "
        "them along chains of your own orthogonally adjacent camels to the city that wants "
        "them. Rare goods (ivory, cloth, gems, paper) score 6, common goods (meat, swords, "
        "salt, hides) 3, each demand marker 1.\n"
        "Everyone has 5 camels (option sixth_camel for a learning game: 6) and one theft "
        "marker. The first player has 1 action, the next 2, then 3, and from then on everyone "
        "has 4 actions a turn. Unused actions may be skipped: `pass` ends your turn.\n"
        "Camels are lettered A–E (F with the sixth camel), cells go from a1 (top left) to "
        "g7: a capital letter alone is a camel, a letter with a digit a cell. The former "
        "camel names c1–c6 still work. The list of your moves shows exactly what is legal "
        "for you now.",
        "**Caravan** (2–4 Spieler): Setze deine Kamele auf das 7×7-Brett, lade Waren und "
        "reiche sie über Ketten deiner orthogonal benachbarten Kamele bis in die Stadt, die "
        "sie sucht. Seltene Waren (Elfenbein, Stoff, Edelsteine, Papier) zählen 6, gewöhnliche "
        "(Fleisch, Schwerter, Salz, Häute) 3, jeder Bedarfsmarker 1.\n"
        "Jeder hat 5 Kamele (Option sixth_camel fürs Lernspiel: 6) und einen "
        "Diebstahlmarker. Der erste Spieler hat 1 Aktion, der nächste 2, dann 3, danach hat "
        "jeder 4 Aktionen pro Zug. Nicht genutzte Aktionen verfallen: `pass` (oder `passe`) "
        "beendet deinen Zug.\n"
        "Kamele heißen A–E (F mit dem sechsten Kamel), Felder a1 (oben links) bis g7: ein "
        "Großbuchstabe allein ist ein Kamel, Buchstabe mit Ziffer ein Feld. Die früheren "
        "Kamelnamen c1–c6 gelten weiter. Die Liste deiner Züge zeigt genau, was dir jetzt "
        "erlaubt ist.",
    ),
    "actions": (
        "Each of these costs 1 action:\n"
        "• Place or move an *empty* camel onto a cell without camels: `place B b4`, "
        "`move A d5`. If camels already stand there, it costs 2 actions.\n"
        "• Take the good lying where your empty camel stands: `take C`.\n"
        "• Steal a good: `steal B from orange`.\n"
        "• Carry a good along your chain, and deliver it: `carry D to A`.\n"
        "Laden camels never move. You may skip the rest of your actions with `pass`.",
        "Jede dieser Aktionen kostet 1 Aktion:\n"
        "• Ein *leeres* Kamel auf ein Feld ohne Kamele setzen oder bewegen: `place B b4`, "
        "`move A d5` (auch `setze B b4`, `bewege A d5`). Stehen dort schon Kamele, kostet "
        "es 2 Aktionen.\n"
        "• Die Ware auf dem Feld deines leeren Kamels nehmen: `take C` (`nimm C`).\n"
        "• Eine Ware stehlen: `steal B from orange` (`stiehl B von orange`).\n"
        "• Eine Ware entlang deiner Kette tragen und liefern: `carry D to A` "
        "(`trage D zu A`).\n"
        "Beladene Kamele bewegen sich nie. Übrige Aktionen lässt du mit `pass` verfallen.",
    ),
    "goods": (
        "A camel carries at most one good, and you may never load your last empty camel, so "
        "with 5 camels you hold at most 4 goods. Taking a good also takes the demand markers "
        "on its space. A picked-up good is never dropped.\n"
        "Carrying moves a good from any camel of a connected chain of your camels to any "
        "empty camel of that chain (diagonals do not connect). It may pass through laden "
        "camels but must end on an empty one, not necessarily in the city: `carry D to A`. "
        "When it reaches an empty camel on the city of its colour, it is delivered to your "
        "board and scores at the end.",
        "Ein Kamel trägt höchstens eine Ware, und dein letztes leeres Kamel darfst du nie "
        "beladen: Mit 5 Kamelen hältst du höchstens 4 Waren. Wer eine Ware nimmt, nimmt auch "
        "die Bedarfsmarker ihres Feldes. Eine aufgenommene Ware wird nie abgelegt.\n"
        "Tragen bewegt eine Ware von einem Kamel einer zusammenhängenden Kette deiner Kamele "
        "zu einem beliebigen leeren Kamel dieser Kette (diagonal verbindet nicht). Sie darf "
        "über beladene Kamele wandern, muss aber auf einem leeren enden, nicht unbedingt in "
        "der Stadt: `carry D to A`. Erreicht sie ein leeres Kamel in der Stadt ihrer Farbe, "
        "ist sie geliefert, kommt auf dein Tableau und zählt am Ende.",
    ),
    "steal": (
        "If your empty camel stands on a space where another player's camel carries a good, "
        "you may steal that good: give that player one of your theft markers; the good lies "
        "under your camel. It counts as carried, but cannot be stolen again until it has "
        "moved. No theft marker, no stealing. Demand markers are never stolen, and the "
        "last-empty-camel limit applies here too.\n"
        "Name the victim by colour (or p1–p4), and their camel if they have several "
        "laden camels there: `steal B from orange`, `steal B from black D`.",
        "Steht dein leeres Kamel auf einem Feld mit dem beladenen Kamel eines anderen, "
        "darfst du dessen Ware stehlen: Gib ihm einen deiner Diebstahlmarker; die Ware liegt "
        "dann unter deinem Kamel. Sie gilt als getragen, kann aber erst wieder gestohlen "
        "werden, wenn sie bewegt wurde. Ohne Diebstahlmarker kein Stehlen. Bedarfsmarker "
        "werden nie gestohlen, und auch hier darf dein letztes leeres Kamel nicht beladen "
        "werden.\n"
        "Nenne das Opfer mit Farbe (oder p1–p4) und, wenn es dort mehrere beladene Kamele "
        "hat, das Kamel: `stiehl B von orange`, `steal B from schwarz D`.",
    ),
    "refill": (
        "At the start, a good lies on each of the 8 numbered spaces and demand markers on "
        "spaces 1, 2, 7 and 8. As soon as only 4 goods lie on the board (goods on or under "
        "camels do not count), play stops: each space holding one of those 4 goods gets a "
        "demand marker (a space may hold several), then 4 new goods are drawn from the bag "
        "onto the numbered spaces without goods, in numerical order. The engine does this "
        "for you. Taking a good later collects its space's demand markers too: `take C`.",
        "Zu Beginn liegt auf jedem der 8 nummerierten Felder eine Ware, auf den Feldern 1, 2, "
        "7 und 8 je ein Bedarfsmarker. Sobald nur noch 4 Waren auf dem Brett liegen (Waren "
        "auf oder unter Kamelen zählen nicht), wird unterbrochen: Jedes Feld mit einer dieser "
        "4 Waren bekommt einen Bedarfsmarker (ein Feld kann mehrere haben), dann werden 4 "
        "neue Waren aus dem Beutel in numerischer Reihenfolge auf die nummerierten Felder "
        "ohne Ware gelegt. Das erledigt die Engine für dich. Wer später eine Ware nimmt, "
        "nimmt auch die Bedarfsmarker ihres Feldes: `take C`.",
    ),
    "end": (
        "When the last goods are drawn from the bag, the game ends at once with the next "
        "delivery (such as `carry D to A`). Score 6 per rare good, 3 per common good, 1 "
        "per demand marker. Goods picked up but not delivered (on or under your camels) cost "
        "0/0/1/3/6/10 points for 0/1/2/3/4/5 of them. Ties go to whoever delivered more "
        "goods, then the win is shared. With 2–3 players the short game (option short_game, "
        "32 goods) is on by default.",
        "Sind die letzten Waren aus dem Beutel gezogen, endet das Spiel sofort mit der "
        "nächsten Lieferung (etwa `carry D to A`). Je seltene Ware 6, je gewöhnliche 3, "
        "je Bedarfsmarker 1 Punkt. Aufgenommene, aber nicht gelieferte Waren (auf oder unter "
        "deinen Kamelen) kosten 0/0/1/3/6/10 Punkte bei 0/1/2/3/4/5 Waren. Bei Gleichstand "
        "gewinnt, wer mehr geliefert hat, sonst wird der Sieg geteilt. Mit 2–3 Spielern ist "
        "das kurze Spiel (Option short_game, 32 Waren) vorgegeben.",
    ),
}

register_help("caravan", TOPICS, _TITLES, _TEXTS)
