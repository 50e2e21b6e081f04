"""Short rules help per game and topic, summarised from the German rules in both languages."""

from __future__ import annotations

from engine.i18n import register

# game -> topics, in the order `/game rules` offers them
TOPICS: dict[str, tuple[str, ...]] = {
    "caravan": ("overview", "actions", "goods", "steal", "end"),
    "marco_polo": ("overview",),
    "macao": ("overview",),
}

register(
    {
        "dc.rules.topic.overview": ("Overview", "Überblick"),
        "dc.rules.topic.actions": ("Actions", "Aktionen"),
        "dc.rules.topic.goods": ("Goods and delivery", "Waren und Liefern"),
        "dc.rules.topic.steal": ("Stealing", "Stehlen"),
        "dc.rules.topic.end": ("Game end and scoring", "Spielende und Wertung"),
        "dc.rules.unknown": (
            "No help on that topic. Topics for {game}: {topics}.",
            "Zu diesem Thema gibt es keine Hilfe. Themen für {game}: {topics}.",
        ),
        "dc.rules.caravan.overview": (
            "**Caravan**: place your camels on the board, load goods and pass them along "
            "chains of your own orthogonally adjacent camels to the city that wants them. "
            "Rare goods (ivory, cloth, gems, paper) score 6, common goods (meat, swords, "
            "salt, hides) 3, each demand marker 1. The first player has 1 action, the next "
            "2, then 3, and from then on everyone has 4 actions a turn; you may pass.",
            "**Caravan**: Setze deine Kamele aufs Brett, lade Waren und reiche sie über "
            "Ketten deiner orthogonal benachbarten Kamele bis in die Stadt, die sie sucht. "
            "Seltene Waren (Elfenbein, Stoff, Edelsteine, Papier) zählen 6, gewöhnliche "
            "(Fleisch, Schwerter, Salz, Häute) 3, jeder Bedarfsmarker 1. Der erste Spieler "
            "hat 1 Aktion, der nächste 2, dann 3, danach hat jeder 4 Aktionen pro Zug; "
            "passen ist erlaubt.",
        ),
        "dc.rules.caravan.actions": (
            "Each costs 1 action: place or move an *empty* camel onto an empty space (2 "
            "actions if camels already stand there); take the good where your camel stands; "
            "steal a good; carry a good along your chain (and deliver it). Laden camels "
            "never move. `/move` lists exactly what is legal for you now.",
            "Jede kostet 1 Aktion: ein *leeres* Kamel auf ein leeres Feld setzen oder "
            "bewegen (2 Aktionen, wenn dort schon Kamele stehen); die Ware am Feld deines "
            "Kamels nehmen; eine Ware stehlen; eine Ware entlang deiner Kette tragen (und "
            "liefern). Beladene Kamele bewegen sich nie. `/move` zeigt genau, was dir jetzt "
            "erlaubt ist.",
        ),
        "dc.rules.caravan.goods": (
            "A camel carries at most one good, and you may never load your last empty camel. "
            "A good moves from camel to camel through your connected chain (through laden "
            "camels, but it must end on an empty one). When it reaches an empty camel on its "
            "city, it is delivered and scores. When only 4 goods lie on the board, each of "
            "their spaces gets a demand marker and 4 new goods are drawn.",
            "Ein Kamel trägt höchstens eine Ware, und dein letztes leeres Kamel darfst du nie "
            "beladen. Eine Ware wandert durch deine zusammenhängende Kette von Kamel zu Kamel "
            "(auch über beladene, sie muss aber auf einem leeren enden). Erreicht sie ein "
            "leeres Kamel in ihrer Stadt, ist sie geliefert und zählt. Liegen nur noch 4 "
            "Waren auf dem Brett, bekommt jedes ihrer Felder einen Bedarfsmarker, und 4 neue "
            "Waren werden gezogen.",
        ),
        "dc.rules.caravan.steal": (
            "With an empty camel on a space where another player's camel carries a good, you "
            "may steal it: give that player one of your theft markers; the good lies under "
            "your camel and cannot be stolen again until it moves. No theft marker, no "
            "stealing. Demand markers are never stolen.",
            "Steht dein leeres Kamel auf einem Feld mit dem beladenen Kamel eines anderen, "
            "darfst du dessen Ware stehlen: Gib ihm einen deiner Diebstahlmarker; die Ware "
            "liegt unter deinem Kamel und kann erst wieder gestohlen werden, wenn sie bewegt "
            "wurde. Ohne Diebstahlmarker kein Stehlen. Bedarfsmarker werden nie gestohlen.",
        ),
        "dc.rules.caravan.end": (
            "When the last goods are drawn from the bag, the game ends with the next "
            "delivery. Score 6 per rare good, 3 per common good, 1 per demand marker; goods "
            "picked up but not delivered cost 0/1/3/6 points for 1/2/3/4 of them. Ties go to "
            "whoever delivered more goods, then the win is shared.",
            "Sind die letzten Waren aus dem Beutel gezogen, endet das Spiel mit der nächsten "
            "Lieferung. Je seltene Ware 6, je gewöhnliche 3, je Bedarfsmarker 1 Punkt; "
            "aufgenommene, aber nicht gelieferte Waren kosten 0/1/3/6 Punkte bei 1/2/3/4. "
            "Bei Gleichstand gewinnt, wer mehr geliefert hat, sonst wird geteilt.",
        ),
        "dc.rules.marco_polo.overview": (
            "**The Voyages of Marco Polo**: over 5 rounds, roll your dice and place them on "
            "action spaces to earn goods and money, fulfil contracts, and travel from Venezia towards "
            "Beijing, building trading posts. Points come from contracts, trading posts, "
            "reaching Beijing and your secret goal cities. `/move` lists your legal moves.",
            "**Die Reisen des Marco Polo**: In 5 Runden würfelst du und setzt deine Würfel "
            "auf Aktionsfelder, "
            "um Waren und Geld zu erhalten, erfüllst Aufträge und reist von Venedig Richtung "
            "Peking, wobei du Handelsposten baust. Punkte bringen Aufträge, Handelsposten, "
            "die Ankunft in Peking und deine geheimen Zielstädte. `/move` zeigt deine "
            "erlaubten Züge.",
        ),
        "dc.rules.macao.overview": (
            "**Macao**: 12 rounds. Each round every player picks a new card, then two of the "
            "six dice, whose colours bring action cubes in later rounds. Spend the cubes "
            "available now to activate cards, take city districts or sail your ship to "
            "deliver goods to Europe. Most prestige points at the end wins. `/move` lists "
            "your legal moves.",
            "**Macao**: 12 Runden. In jeder Runde wählt jeder eine neue Karte, dann zwei der "
            "sechs Würfel, deren Farben in späteren Runden Aktionssteine bringen. Mit den "
            "jetzt vorrätigen Steinen aktivierst du Karten, nimmst Stadtteile in Besitz oder "
            "segelst mit deinem Schiff, um Waren nach Europa zu liefern. Die meisten "
            "Prestigepunkte am Ende gewinnen. `/move` zeigt deine erlaubten Züge.",
        ),
    }
)
