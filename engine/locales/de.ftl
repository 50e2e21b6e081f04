### Caravanserai: every message in German.
### Ids keep the layer and game they belong to; see docs/TRANSLATING.md.
### Each "##" heading starts the messages of one part of the bot.

## Shared by every game: refusals of the core, option errors, seats

# The language's name in itself, as language menus show it.
core-language = Deutsch
core-err-bad_notation = `{ $text }` verstehe ich nicht. { $hint }
core-err-bad_option = Die Option `{ $name }` ({ $game }) erlaubt nur { $values }.
core-err-bad_options = Diese Optionen passen nicht zu { $game }. { $options }
core-err-game_over = Das Spiel ist bereits vorbei.
core-err-no_such_seat = Es gibt keinen Sitz { $seat }.
core-err-not_legal_now = `{ $move }` ist gerade kein erlaubter Zug.
core-err-not_your_turn = Du bist nicht am Zug: Das Spiel wartet auf { $players }.
core-err-seat_count = Dieses Spiel braucht { $low } bis { $high } Spieler, nicht { $got }.
core-err-unknown_game = Unbekanntes Spiel `{ $name }`. Verfügbar: { $known }.
core-err-unknown_option = { $game } hat keine Option `{ $name }`. { $options }
core-opt-bool = `true` oder `false`
core-opt-entry = `{ $name }` ({ $values })
core-opt-int = eine ganze Zahl
core-opt-int_min = eine ganze Zahl ab { $low }
core-opt-int_range = eine ganze Zahl von { $low } bis { $high }
core-opt-list = Seine Optionen: { $options }.
core-opt-none = Es hat keine Optionen.
core-opt-number = eine Zahl
core-opt-or = { $first } oder { $last }
core-opt-text = ein Wort
core-seat = Spieler { $number }
# Why the AI advises a move (engine/ai/advice.py), shared by every game.
core-advice-rivals = { $points ->
    [one] hält den besten Gegner 1 Punkt niedriger
   *[other] hält den besten Gegner { $points } Punkte niedriger
}
core-advice-search = schnitt in den simulierten Zügen am besten ab
core-step-kind = { $kind }
# The last move of a game saved before its words were kept (engine/last_move.py).
core-last_move-old = { $player } machte einen Zug.

## Caravan: rules help

caravan-help-title-overview = Überblick
caravan-help-title-actions = Aktionen
caravan-help-title-goods = Waren und Liefern
caravan-help-title-steal = Stehlen
caravan-help-title-refill = Waren nachfüllen
caravan-help-title-end = Spielende und Wertung
caravan-help-text-overview = **Caravan** (2–4 Spieler): Setze deine Kamele auf das 7×7-Brett, lade Waren und reiche sie über Ketten deiner orthogonal benachbarten Kamele bis in die Stadt, die sie sucht. Seltene Waren (Elfenbein, Stoff, Edelsteine, Papier) zählen 6, gewöhnliche (Fleisch, Schwerter, Salz, Häute) 3, jeder Bedarfsmarker 1.
    Jeder hat 5 Kamele (Option sixth_camel fürs Lernspiel: 6) und einen Diebstahlmarker. Der erste Spieler hat 1 Aktion, der nächste 2, dann 3, danach hat jeder 4 Aktionen pro Zug. Nicht genutzte Aktionen verfallen: `pass` (oder `passe`) beendet deinen Zug.
    Kamele heißen A–E (F mit dem sechsten Kamel), Felder a1 (oben links) bis g7: ein Großbuchstabe allein ist ein Kamel, Buchstabe mit Ziffer ein Feld. Die früheren Kamelnamen c1–c6 gelten weiter. Die Liste deiner Züge zeigt genau, was dir jetzt erlaubt ist.
caravan-help-text-actions =
    Jede dieser Aktionen kostet 1 Aktion:
    • Ein *leeres* Kamel auf ein Feld ohne Kamele setzen oder bewegen: `place B b4`, `move A d5` (auch `setze B b4`, `bewege A d5`). Stehen dort schon Kamele, kostet es 2 Aktionen.
    • Die Ware auf dem Feld deines leeren Kamels nehmen: `take C` (`nimm C`).
    • Eine Ware stehlen: `steal B from orange` (`stiehl B von orange`).
    • Eine Ware entlang deiner Kette tragen und liefern: `carry D to A` (`trage D zu A`).
    Beladene Kamele bewegen sich nie. Übrige Aktionen lässt du mit `pass` verfallen.
caravan-help-text-goods =
    Ein Kamel trägt höchstens eine Ware, und dein letztes leeres Kamel darfst du nie beladen: Mit 5 Kamelen hältst du höchstens 4 Waren. Wer eine Ware nimmt, nimmt auch die Bedarfsmarker ihres Feldes. Eine aufgenommene Ware wird nie abgelegt.
    Tragen bewegt eine Ware von einem Kamel einer zusammenhängenden Kette deiner Kamele zu einem beliebigen leeren Kamel dieser Kette (diagonal verbindet nicht). Sie darf über beladene Kamele wandern, muss aber auf einem leeren enden, nicht unbedingt in der Stadt: `carry D to A`. Erreicht sie ein leeres Kamel in der Stadt ihrer Farbe, ist sie geliefert, kommt auf dein Tableau und zählt am Ende.
caravan-help-text-steal =
    Steht dein leeres Kamel auf einem Feld mit dem beladenen Kamel eines anderen, darfst du dessen Ware stehlen: Gib ihm einen deiner Diebstahlmarker; die Ware liegt dann unter deinem Kamel. Sie gilt als getragen, kann aber erst wieder gestohlen werden, wenn sie bewegt wurde. Ohne Diebstahlmarker kein Stehlen. Bedarfsmarker werden nie gestohlen, und auch hier darf dein letztes leeres Kamel nicht beladen werden.
    Nenne das Opfer mit Farbe (oder p1–p4) und, wenn es dort mehrere beladene Kamele hat, das Kamel: `stiehl B von orange`, `steal B from schwarz D`.
caravan-help-text-refill = Zu Beginn liegt auf jedem der 8 nummerierten Felder eine Ware, auf den Feldern 1, 2, 7 und 8 je ein Bedarfsmarker. Sobald nur noch 4 Waren auf dem Brett liegen (Waren auf oder unter Kamelen zählen nicht), wird unterbrochen: Jedes Feld mit einer dieser 4 Waren bekommt einen Bedarfsmarker (ein Feld kann mehrere haben), dann werden 4 neue Waren aus dem Beutel in numerischer Reihenfolge auf die nummerierten Felder ohne Ware gelegt. Das erledigt die Engine für dich. Wer später eine Ware nimmt, nimmt auch die Bedarfsmarker ihres Feldes: `take C`.
caravan-help-text-end = Sind die letzten Waren aus dem Beutel gezogen, endet das Spiel sofort mit der nächsten Lieferung (etwa `carry D to A`). Je seltene Ware 6, je gewöhnliche 3, je Bedarfsmarker 1 Punkt. Aufgenommene, aber nicht gelieferte Waren (auf oder unter deinen Kamelen) kosten 0/0/1/3/6/10 Punkte bei 0/1/2/3/4/5 Waren. Bei Gleichstand gewinnt, wer mehr geliefert hat, sonst wird der Sieg geteilt. Mit 2–3 Spielern ist das kurze Spiel (Option short_game, 32 Waren) vorgegeben.

## Caravan: moves, events, refusals, picker steps

caravan-good-ivory = Elfenbein
caravan-good-cloth = Stoff
caravan-good-gems = Edelsteine
caravan-good-paper = Papier
caravan-good-meat = Fleisch
caravan-good-swords = Schwerter
caravan-good-salt = Salz
caravan-good-hides = Häute
caravan-city-ivory = Marrakesch
caravan-city-cloth = Tuchmarkt
caravan-city-gems = Edelsteinmarkt
caravan-city-paper = Papiermarkt
caravan-city-meat = Fleischmarkt
caravan-city-swords = Schwertmarkt
caravan-city-salt = Salzmarkt
caravan-city-hides = Ledermarkt
caravan-seat-yellow = gelb
caravan-seat-orange = orange
caravan-seat-black = schwarz
caravan-seat-teal = türkis
caravan-title = Caravan
caravan-hint-notation = Kamele heißen A–E (F mit dem sechsten Kamel), Felder a1–g7. Zum Beispiel `place A b4`, `move A d5`, `take A`, `steal B from orange`, `carry D to A` oder `pass`.
caravan-prompt-actions = Noch { $count } { $count ->
        [one] Aktion
       *[other] Aktionen
    } in diesem Zug.
caravan-err-no_such_camel = Du hast kein Kamel { $camel }; deine Kamele sind A bis { $last }.
caravan-err-no_such_cell = Dieses Feld gibt es nicht; die Felder heißen a1 bis g7.
caravan-err-already_placed = Kamel { $camel } steht schon auf Feld { $cell }: nutze `move` statt `place`.
caravan-err-not_placed = Kamel { $camel } ist noch nicht auf dem Brett: setze es zuerst mit `place` ein.
caravan-err-laden_cannot_move = Kamel { $camel } trägt eine Ware und darf nicht bewegt werden; trage die Ware stattdessen entlang deiner Kette weiter.
caravan-err-same_cell = Kamel { $camel } steht bereits auf Feld { $cell }.
caravan-err-not_enough_actions = Das kostet { $cost } { $cost ->
        [one] Aktion
       *[other] Aktionen
    }, du hast nur noch { $left } (ein Feld mit Kamelen kostet 2).
caravan-err-camel_laden = Kamel { $camel } trägt bereits eine Ware.
caravan-err-no_good_here = Auf Feld { $cell }, wo Kamel { $camel } steht, liegt keine Ware.
caravan-err-last_unladen = Du darfst nie dein letztes leeres Kamel beladen: dann hättest du keine Aktion mehr.
caravan-err-no_theft_marker = Du hast keinen Diebstahlmarker mehr und kannst nicht stehlen.
caravan-err-bad_victim = Du kannst nur von einem anderen Spieler am Tisch stehlen.
caravan-err-nothing_to_steal = Kein Kamel von { $victim } auf Feld { $cell } (wo dein Kamel { $camel } steht) trägt eine stehlbare Ware (Waren unter einem Kamel sind sicher).
caravan-err-ambiguous_steal = Dieser Spieler hat dort mehrere beladene Kamele: nenne eines (Kamel { $choices }).
caravan-err-nothing_to_carry = Kamel { $camel } trägt keine Ware.
caravan-err-same_camel = Trage die Ware zu einem anderen Kamel.
caravan-err-not_connected = Kamele { $source } und { $target } sind nicht durch eine waagerechte/senkrechte Kette deiner Kamele verbunden.
caravan-event-place = { $who } setzte Kamel { $camel } auf { $cell } ({ $cost } { $cost ->
        [one] Aktion
       *[other] Aktionen
    }).
caravan-event-move = { $who } zog Kamel { $camel } nach { $cell } ({ $cost } { $cost ->
        [one] Aktion
       *[other] Aktionen
    }).
caravan-event-take = { $who } lud auf { $cell } { $good } auf Kamel { $camel }.
caravan-event-take_demand = { $who } lud auf { $cell } { $good } auf Kamel { $camel } und nahm { $demand } Nachfragemarker.
caravan-event-steal = { $who } stahl { $victim } { $good } (Kamel { $victim_camel } auf { $cell }); die Ware liegt jetzt unter Kamel { $camel }, und { $victim } bekommt einen Diebstahlmarker.
caravan-event-carry = { $who } trug { $good } von Kamel { $source } auf { $from } zu Kamel { $target } auf { $to }.
caravan-event-deliver = { $who } lieferte { $good } in { $city } ab (Kamel { $source } auf { $from } → Kamel { $target } auf { $to }).
caravan-event-pass = { $who } passte und ließ { $left } { $left ->
        [one] Aktion
       *[other] Aktionen
    } verfallen.
caravan-event-refill = Nachfüllen: ein Nachfragemarker auf jede liegende Ware; neu gezogen: { $goods }.
caravan-event-end_triggered = Der Beutel wurde leer: die nächste Lieferung beendet das Spiel.
caravan-event-game_over = Die Lieferung von { $who } beendete das Spiel: der Beutel war leer.
caravan-opening = { $player } beginnt (ausgelost) mit 1 Aktion; jeder folgende Zug hat eine mehr, bis zu 4.
caravan-event-turn = Als Nächstes: { $who }, mit { $count } { $count ->
        [one] Aktion
       *[other] Aktionen
    }.
caravan-label-place = Kamel { $camel } auf { $cell } setzen
caravan-label-place_cost = Kamel { $camel } auf { $cell } setzen ({ $cost } { $cost ->
        [one] Aktion
       *[other] Aktionen
    })
caravan-label-move = Kamel { $camel } nach { $cell } ziehen
caravan-label-move_cost = Kamel { $camel } nach { $cell } ziehen ({ $cost } { $cost ->
        [one] Aktion
       *[other] Aktionen
    })
caravan-label-take = Kamel { $camel } nimmt die Ware
caravan-label-take_good = Kamel { $camel } nimmt { $good } auf { $cell }
caravan-label-take_good_demand = Kamel { $camel } nimmt { $good } auf { $cell } (+{ $demand } Nachfrage)
caravan-label-steal = Kamel { $camel } bestiehlt { $victim }
caravan-label-steal_good = Kamel { $camel } stiehlt { $victim } { $good } (Kamel { $victim_camel } auf { $cell })
caravan-label-carry = Ware von Kamel { $source } zu Kamel { $target } tragen
caravan-label-carry_good = { $good } von Kamel { $source } auf { $from } zu Kamel { $target } auf { $to } tragen
caravan-label-deliver = { $good } in { $city } abliefern (Kamel { $source } auf { $from } → Kamel { $target } auf { $to })
caravan-label-pass = Zug beenden
caravan-step-kind-place = Kamel einsetzen
caravan-step-kind-move = Kamel bewegen
caravan-step-kind-take = Ware nehmen
caravan-step-kind-steal = Ware stehlen
caravan-step-kind-carry = Ware tragen oder liefern
caravan-step-kind-pass = Zug beenden
caravan-step-camel = Kamel { $camel }
caravan-step-camel_on = Kamel { $camel } auf { $cell }
caravan-step-camel_good = Kamel { $camel } auf { $cell }: { $good }
caravan-step-take_demand = Kamel { $camel } auf { $cell }: { $good } (+{ $demand } Nachfrage)
caravan-step-column = Spalte { $column }
caravan-step-cell_cost = Feld { $cell } ({ $cost } { $cost ->
        [one] Aktion
       *[other] Aktionen
    })
caravan-step-victim = { $victim } ({ $colour })
caravan-step-victim_camel = Kamel { $camel } von { $victim }: { $good }
caravan-step-deliver = Kamel { $camel } auf { $cell }: in { $city } liefern
# Why the AI advises a move (engine/caravan/advice.py).
caravan-advice-delivered = { $points ->
    [one] +1 Punkt durch gelieferte Waren
   *[other] +{ $points } Punkte durch gelieferte Waren
}
caravan-advice-demand = { $points ->
    [one] +1 Punkt durch Nachfragemarker
   *[other] +{ $points } Punkte durch Nachfragemarker
}
caravan-advice-penalty = { $points ->
    [one] 1 Punkt weniger Strafe für gehaltene Waren
   *[other] { $points } Punkte weniger Strafe für gehaltene Waren
}
caravan-advice-goods_aboard = { $n ->
    [one] 1 Ware mehr geladen
   *[other] { $n } Waren mehr geladen
}
caravan-advice-camels_placed = { $n ->
    [one] 1 Kamel mehr auf dem Plan
   *[other] { $n } Kamele mehr auf dem Plan
}
caravan-advice-within_reach = { $good } auf { $cell } in Reichweite eines Kamels
caravan-advice-goods_closer = { $points ->
    [one] Waren näher an ihren Städten (+1 Punkt erwartet)
   *[other] Waren näher an ihren Städten (+{ $points } Punkte erwartet)
}
caravan-score-rare = Seltene Waren (je 6)
caravan-score-common = Gewöhnliche Waren (je 3)
caravan-score-demand = Nachfragemarker
caravan-score-penalty = Strafe für { $held } noch { $held ->
        [one] gehaltene Ware
       *[other] gehaltene Waren
    }

## Macao: rules help

macao-help-title-overview = Überblick
macao-help-title-round = Die Phasen einer Runde
macao-help-title-dice = Windrose und Würfel
macao-help-title-cards = Karten
macao-help-title-city = Stadt, Stadtteile und Joker
macao-help-title-wall = Die Mauer und die Zugreihenfolge
macao-help-title-ships = Schiffe, Häfen und Tribut
macao-help-title-scoring = Spielende und Wertung
macao-help-text-overview = **Macao** (2–4 Spieler, 12 Runden): In jeder Runde nimmt jeder eine neue Karte und wählt dann zwei der sechs Würfel, deren Farben in späteren Runden Aktionssteine bringen. Mit den jetzt verfügbaren Aktionssteinen (AS) aktivierst du Karten, nimmst Stadtteile in Besitz, rückst auf der Mauer vor und segelst mit deinem Schiff, um Waren nach Europa zu liefern. Die meisten Prestigepunkte (PP) am Ende gewinnen.
    Die AS-Farben sind Rot, Blau, Grün, Grau, Violett und Schwarz; beim Bezahlen und auf dem Plan die Buchstaben R B G N V K (N für neutrales Grau, K für Schwarz). Eine Karte tippst du so, wie Plan und Menüs sie nennen, mit ihrer Nummer, wo das Deck sie mehrfach hat: `activate Kapitän 2` (die englischen Namen gehen auch). Jeder beginnt mit 5 Goldmünzen (GM).
    Dies ist eine **rekonstruierte Ausgabe**: Die gedruckten Karten, Stadtteile, Seewege und Hafenwerte waren nicht auffindbar und wurden passend zu den deutschen Regeln entworfen; gedruckte Werte können sie später ersetzen. Die Liste deiner Züge zeigt, was erlaubt ist.
macao-help-text-round =
    Vor Runde 1 nimmt in umgekehrter Mauerreihenfolge jeder eine von (Spielerzahl + 2) Karten (`take card 3`), dann legt in Mauerreihenfolge jeder 1 beliebigen AS an das 1er-Feld seiner Windrose und 2 gleichfarbige an das 2er-Feld: `start red blue`.
    Jede Runde:
    1. **Karten**: 4 Stapelkarten kommen zu den 2 Ämterkarten der Runde und bestimmen den Tributwert; bei 3 Spielern wird die zuletzt aufgedeckte Stapelkarte entfernt, bei 2 die letzten zwei. In Mauerreihenfolge nimmt jeder eine aufs Tableau: `take card 2`. Eine sechste Karte heißt eine abwerfen und einen Strafmarker nehmen: `discard Kapitän 1`.
    2. **Würfel**: Der Würfler wirft alle sechs Würfel; jeder wählt zwei: `dice red5 green2`.
    3. **Aktionen**: In Mauerreihenfolge verbraucht jeder seinen Aktionsvorrat: Karten aktivieren, einen Stadtteil nehmen, einmal auf der Mauer vorrücken, segeln und liefern, einmal Prestige erwerben und aktive Karten nutzen, in beliebiger Reihenfolge. `pass` beendet den Zug; übrige AS verfallen.
macao-help-text-dice =
    Deine Windrose hat sechs Würfelfelder (1–6) und einen Pfeil. Ein Würfel mit n Augen in Farbe c bringt dir n AS der Farbe c an dein n-Feld: `dice red5 green2` legt 5 rote AS ans 5er-Feld und 2 grüne ans 2er-Feld. Mehrere Spieler dürfen denselben Würfel wählen.
    Dann dreht sich deine Windrose um eine Stufe: Die AS des 1er-Felds zeigen auf den Pfeil und sind dein Aktionsvorrat für diese Runde; alle anderen rücken ein Feld näher. Eine 1 zahlt also sofort, eine 2 nächste Runde, eine 6 in fünf Runden. Ein leerer Aktionsvorrat nach dem Drehen kostet einen Strafmarker (Karten und Tribut gehen trotzdem).
    Ab Runde 8 werden Würfel, deren AS zu spät kämen, auf die 1 gedreht: in Runde 8 die Sechsen, in Runde 9 Sechsen und Fünfen usw., in Runde 12 alle Würfel.
    Würfler ist das ganze Spiel über, wessen Scheibe zu Beginn oben auf dem Stapel liegt. Alle wählen gleichzeitig und geheim: Der Tisch erfährt nur, dass du gewählt hast, und sieht alle Entscheidungen, sobald der Letzte gewählt hat (die Wahl lässt sich nicht zurücknehmen). Mit der Option **dice_order=wall_order** wählt ihr offen nacheinander in Mauerreihenfolge.
macao-help-text-cards =
    Karten auf deinem Tableau (höchstens 5) wirken erst, wenn du sie aktivierst: Zahle genau die aufgedruckten AS aus deinem Aktionsvorrat: `activate Kapitän 1`. Mit einer Kostensenkung (Archiv für Ämter, Kran für Bauwerke, Heiler für Personen) nennst du die gezahlten AS: `activate Segelmacherei 2 pay R`. Du darfst beliebig viele aktivieren; eine aktive Karte wirkt sofort.
    Aktive Karten nutzt du in deinem Aktionszug: `use Gaukler`; einen Tausch wiederholst du mit einer Anzahl: `use Edler 1 x2`. Jede Karte wirkt höchstens einmal pro Runde, außer ihr Text sagt „jeweils“, „jedes“ oder „immer wenn“; manche wirken in Phase 1, Phase 2 oder am Spielende, das erledigt die Engine. Fragt eine Karte nach AS, antworte mit `pay red`, `pay red 2` oder `gain blue`; freie Mauerschritte mit `advance 1`.
    Jede Karte, die am Ende noch auf deinem Tableau liegt, kostet einen Strafmarker.
macao-help-text-city =
    Die Stadt hat 30 Stadtteile, A1 bis E6: 24 helle mit einem Warenplättchen und 6 dunkle mit einem Joker. Einmal pro Zug darfst du einen freien Stadtteil nehmen, indem du genau die abgebildeten AS zahlst: `district C4`, oder mit einer Karte, die den Preis ändert, `district C4 pay RRB`. Dein Besitzmarker ersetzt das Plättchen; niemand kann den Stadtteil mehr nehmen.
    Ein Warenplättchen ist sofort an Bord deines Schiffs, wo es auch ist. Ein Joker liegt neben deinem Tableau, bis du ihn jederzeit nutzt: 1 beliebiger AS oder 3 GM (`joker cube blue`, `joker gold`); danach ist er aus dem Spiel.
    Am Ende bringt dein größtes zusammenhängendes Gebiet eigener Besitzmarker 2 PP pro Marker.
macao-help-text-wall =
    Die Mauer hat 16 Felder und bestimmt in jeder Phase die Zugreihenfolge: Die am weitesten vorne liegende Scheibe beginnt; in einem Stapel die obere vor den darunterliegenden.
    Einmal pro Runde darfst du deine Scheibe vorrücken: 1 beliebiger AS für 1 Feld, jedes weitere Feld 2 mehr (1/3/5/7 AS für 1/2/3/4 Felder): `wall 2`. Landest du auf einem besetzten Feld, liegt deine Scheibe obenauf. Wer über das letzte Feld hinauszieht, bleibt darauf und ist ab dann Erster. Freie Schritte durch Karten zählen nicht als dieser Zug.
    Am Ende entscheidet bei PP-Gleichstand die Position auf der Mauer.
macao-help-text-ships =
    Dein Schiff beginnt am Anker von Macao. Bewege es beliebig oft in jede Richtung: 1 beliebiger AS pro Feld, Häfen zählen als Felder: `ship Lisboa`, `ship T1`. Beliebig viele Schiffe dürfen auf einem Feld stehen.
    Im Hafen lieferst du die Waren an Bord ab, die dieser Hafen sucht, ohne AS: `deliver`. Jedes Plättchen deckt das höchste freie Lieferfeld des Hafens (3 pro Hafen) und bringt dessen Zahl; die obersten Felder sind 4 (Lisboa) bis 8 (Genova, Hamburg) wert.
    Einmal pro Zug erwirbst du Prestige zum Tributwert der Runde: Zahle dessen GM, erhalte dessen PP: `tribute`. Der Wert ist die Summe der GM- und PP-Zahlen auf den sechs Karten dieser Runde.
macao-help-text-scoring =
    PP gibt es im Spiel für Lieferungen, Tribut und Karten. Nach Runde 12:
    • jede Karte, die noch auf deinem Tableau liegt, bringt einen Strafmarker (der Abt schützt davor);
    • −3 PP pro Strafmarker;
    • aktive Spielende-Karten zählen laut ihrem Text;
    • 2 PP pro Besitzmarker in deinem größten zusammenhängenden Gebiet der Stadt.
    Die meisten PP gewinnen; bei Gleichstand, wer auf der Mauer weiter vorne ist. Aktiviere deine Karten vor dem Ende: `activate Abt 1`.

## Macao: moves, events, refusals, picker steps, cards

macao-title = Macao
macao-err-illegal = `{ $move }` ist gerade kein erlaubter Zug.
macao-err-choose = Gib an, wie du zahlst: { $options }.
macao-err-pending = Zuerst: { $prompt }
macao-err-phase = `{ $move }` geht nur in deiner Aktionsphase. { $prompt }
macao-err-step = `{ $move }` passt nicht zu diesem Schritt der Runde. { $prompt }
macao-err-no_such_card = In der Auslage gibt es keine Karte { $index }; { $count ->
        [one] dort liegt nur Karte 1.
       *[other] wähle eine Karte von 1 bis { $count }.
    }
macao-err-must_take_card = Du musst eine Karte nehmen; passen darfst du nur mit der Karte, die das Nehmen freistellt.
macao-err-same_die = Wähle zwei Würfel verschiedener Farben.
macao-err-die_shows = Der Würfel in { $colour } zeigt { $shown }, nicht { $value }.
macao-err-pay_lacking = Du hast { $held } { $colour }{ $held ->
        [one] en
       *[other] e
    } AS im Aktionsvorrat, nicht { $count }.
macao-err-pay_too_many = Es { $count ->
        [one] ist nur noch 1 AS
       *[other] sind nur noch { $count } AS
    } abzugeben.
macao-err-pay_distinct = Jeder AS dieser Zahlung muss eine andere Farbe haben, und { $colour } ist schon bezahlt.
macao-err-advance_most = Du darfst höchstens { $count } { $count ->
        [one] Feld
       *[other] Felder
    } kostenlos vorrücken.
macao-err-not_on_tableau = { $card } liegt nicht auf deinem Tableau.
macao-err-no_craftsman = Du brauchst einen aktivierten, in dieser Runde ungenutzten Handwerker und die vollen Kosten im Vorrat.
macao-err-cubes = In deinem Aktionsvorrat fehlen dafür AS. Nötig: { $cost }; vorhanden: { $have }.
macao-err-cubes_any = Dafür brauchst du { $count } { $count ->
        [one] beliebigen
       *[other] beliebige
    } AS im Aktionsvorrat; du hast { $have }.
macao-err-not_active = { $card } ist nicht aktiviert.
macao-err-used = { $card } wurde in dieser Runde schon genutzt.
macao-err-condition = { $card } ist gerade nicht nutzbar: du erfüllst nicht, was die Karte verlangt. { $text }
macao-err-not_usable = { $card } nutzt du nicht mit einer Aktion. { $text }
macao-err-no_times = { $card } nutzt du einmal: nenne keine Wiederholungen.
macao-err-exchange_times = { $card } kannst du jetzt 1- bis { $most }-mal nutzen: sag, wie oft, z. B. `x1`.
macao-err-district_taken = Stadtteil { $district } ist schon in Besitz.
macao-err-district_limit = Du hast in diesem Zug schon einen Stadtteil in Besitz genommen.
macao-err-wall_once = Du bist in dieser Runde schon auf der Mauer vorgerückt.
macao-err-ship_here = Dein Schiff ist schon dort.
macao-err-ship_return = Dein Schiff lag in diesem Zug schon in { $port }, und seither hat sich nur sein Ort geändert: Eine kostenlose Fahrt darf keine Stellung wiederholen.
macao-err-nothing_to_deliver = Dein Schiff hat keine Waren für diesen Hafen an Bord.
macao-err-tribute_once = Du hast in diesem Zug schon Prestige erworben.
macao-err-gold = Prestige zu erwerben kostet { $gold } GM; du hast { $have }.
macao-err-no_joker = Du hast keinen Joker.
macao-err-joker_units = Ein Joker bringt { $units } { $units ->
        [one] Einheit
       *[other] Einheiten
    }: je 1 AS oder 3 GM.
macao-hint-colours = Farben: red blue green grey violet black (oder rot blau grün grau violett schwarz).
macao-hint-card = Nenne eine Karte, wie die Menüs sie zeigen, z. B. `Kapitän 2`.
macao-hint-pay = Zahle mit den Farbbuchstaben R (Rot), B (Blau), G (Grün), N (Grau), V (Violett), K (Schwarz).
macao-hint-die = Schreibe Würfel als Farbe und Augenzahl, z. B. `dice red5 green2`.
macao-hint-activate = Zusätze: `pay RGV`, `free`.
macao-hint-times = Wiederhole einen Tausch mit `x2`, `x3`, ...
macao-hint-district = Die Stadtteile heißen A1 bis E6.
macao-hint-ship = Segle zu einem Hafen oder Seefeld, z. B. `ship Lisboa`.
macao-hint-joker = z. B. `joker cube blue` oder `joker gold`.
macao-hint-number = Gib eine ganze Zahl an.
macao-hint-moves = Versuche `pass`, `activate <Karte>`, `district C4`, `wall 1`, `ship Lisboa`.
macao-prompt-start_pick = Wähle deine Startkarte.
macao-prompt-start_cubes = Lege 1 AS an dein 1er-Feld und 2 gleichfarbige AS an dein 2er-Feld.
macao-prompt-draft = Nimm eine Karte auf dein Tableau.
macao-prompt-dice = Wähle zwei Würfel.
macao-prompt-actions = Verbrauche deinen Aktionsvorrat, dann passe.
macao-prompt-over = Das Spiel ist vorbei.
macao-prompt-discard = Dein Tableau ist voll: Lege eine Karte ab (du erhältst einen Strafmarker).
macao-prompt-pay = { $count ->
        [one] Wähle die Farbe des AS, den du noch abgibst.
       *[other] Wähle die Farben der { $count } AS, die du noch abgibst.
    }
macao-prompt-gain = { $count ->
        [one] Wähle die Farbe des AS, den du nimmst.
       *[other] Wähle die Farben der { $count } AS, die du nimmst.
    }
macao-prompt-advance = Rücke deine Scheibe auf der Mauer kostenlos vor: 0 bis { $count } { $count ->
        [one] Feld
       *[other] Felder
    }.
macao-cubes = { $n } AS: { $colours }
macao-cubes-none = keine AS
macao-cubes-colour = { $n } { $colour }
macao-unit-cube = 1 AS ({ $colour })
macao-unit-gold = 3 GM
macao-die = { $colour } { $value }
# Ports as printed on the board (notation names them so too: `ship Lisboa`).
macao-port-lisboa = Lisboa
macao-port-barcelona = Barcelona
macao-port-marseille = Marseille
macao-port-genova = Genova
macao-port-london = London
macao-port-antwerpen = Antwerpen
macao-port-amsterdam = Amsterdam
macao-port-hamburg = Hamburg
macao-port-macao = Macao
macao-sea-start = Macao (Anker)
macao-sea-space = Seefeld { $name }
macao-tile-joker = Joker
macao-times = { $card } ×{ $times }
macao-gain-pp = { SIGNED($n) } PP
macao-gain-gold = { SIGNED($n) } GM
macao-gain-cubes = { SIGNED($n) } AS
macao-gain-ship = { $n } { $n ->
        [one] freies Schifffeld
       *[other] freie Schifffelder
    }
macao-gain-discount = nächster Stadtteil { $n } AS billiger
macao-gain-choose_cubes = { $n } AS nach Wahl
macao-gain-advance = bis zu { $n } { $n ->
        [one] freies Mauerfeld
       *[other] freie Mauerfelder
    }
macao-mv-take = Karte { $index } nehmen
macao-mv-take_named = Karte { $index } nehmen: { $card }
macao-mv-pass = Passen (übrige AS verfallen)
macao-mv-pass_lost = Passen ({ $n } übrige AS { $n ->
        [one] verfällt
       *[other] verfallen
    })
macao-mv-skip = Keine Karte nehmen (Müßiggänger)
macao-mv-discard = { $card } ablegen
macao-mv-start = Start-AS: 1 { $one } ans 1er-Feld, 2 { $two } ans 2er-Feld
macao-mv-dice = Würfel { $a } { $av } und { $b } { $bv }
macao-mv-activate_pay = { $card } aktivieren, zahle { $pay }
macao-mv-activate_free = { $card } kostenlos aktivieren (Handwerker)
macao-mv-use = { $card } nutzen
macao-mv-use_times = { $card } ×{ $times } nutzen
macao-mv-district_pay = Stadtteil { $district } in Besitz nehmen, zahle { $pay }
macao-mv-wall = Auf der Mauer { $spaces } { $spaces ->
        [one] Feld
       *[other] Felder
    } vorrücken
macao-mv-wall_cost = Auf der Mauer { $spaces } { $spaces ->
        [one] Feld
       *[other] Felder
    } vorrücken ({ $cost } AS)
macao-mv-ship = Nach { $to } segeln
macao-mv-ship_cost = Nach { $to } segeln ({ $cost } AS)
macao-mv-ship_free = Nach { $to } segeln (kostenlos)
macao-mv-deliver = Waren abliefern
macao-mv-tribute = Prestige erwerben (Tribut)
macao-mv-tribute_rate = { $pp } PP für { $gold } GM erwerben (Tribut)
macao-mv-joker = Joker nutzen: { $units }
macao-mv-pay = { $count } AS abgeben: { $colour }
macao-mv-gain = 1 AS nehmen: { $colour }
macao-mv-advance = Kostenlos { $spaces } { $spaces ->
        [one] Feld
       *[other] Felder
    } auf der Mauer vorrücken
macao-mv-advance_none = Nicht vorrücken
macao-mv-unknown = Unbekannter Zug
macao-ev-take = { $player } nahm { $card }.
macao-ev-skip = { $player } nahm keine Karte (Müßiggänger).
macao-ev-pass = { $player } passte.
macao-ev-pass_lost = { $player } passte; { $n } übrige AS { $n ->
        [one] verfiel
       *[other] verfielen
    }.
macao-ev-discard = { $player } legte { $card } ab (sechste Karte: ein Strafmarker).
macao-ev-start = { $player } legte Start-AS: 1 { $one } ans 1er-Feld, 2 { $two } ans 2er-Feld.
macao-ev-dice = { $player } wählte die Würfel { $a } { $av } und { $b } { $bv }.
macao-ev-dice_hidden = { $player } wählte 2 Würfel (sichtbar, sobald alle gewählt haben).
macao-ev-activate = { $player } aktivierte { $card } und zahlte { $pay }.
macao-ev-activate_free = { $player } aktivierte { $card } kostenlos (Handwerker).
macao-ev-use = { $player } nutzte { $card }.
macao-ev-use_gains = { $player } nutzte { $card }: { $gains }.
macao-ev-district = { $player } nahm Stadtteil { $district } ({ $tile }) in Besitz und zahlte { $pay }.
macao-ev-wall = { $player } rückte für { $cost } AS { $spaces } { $spaces ->
        [one] Feld
       *[other] Felder
    } auf der Mauer vor.
macao-ev-ship = { $player } segelte für { $cost } AS nach { $to }.
macao-ev-ship_free = { $player } segelte mit freien Schiffsbewegungen nach { $to }.
macao-ev-deliver = { $player } lieferte { $n } × { $good } in { $port } ab: { $pp } PP.
macao-ev-tribute = { $player } erwarb { $pp } PP für { $gold } GM.
macao-ev-joker = { $player } nutzte einen Joker: { $units }.
macao-ev-pay = { $player } gab { $count } AS ab: { $colour }.
macao-ev-gain = { $player } nahm 1 AS: { $colour }.
macao-ev-advance = { $player } rückte kostenlos { $spaces } { $spaces ->
        [one] Feld
       *[other] Felder
    } auf der Mauer vor.
macao-ev-advance_none = { $player } verzichtete auf den freien Mauerzug.
macao-ev-leftover = Nicht genommen, auf den Ablagestapel: { $cards }.
macao-ev-round = Runde { $round } begann. Zur Auswahl: { $cards }. Tribut: { $pp } PP für { $gold } GM.
macao-ev-removed = Bei { $seats } Spielern auf den Ablagestapel entfernt: { $cards }.
macao-ev-rolled = { $player } würfelte: { $dice }.
macao-ev-rolled_down = { $player } würfelte: { $dice } (ab Runde 8 werden Würfel über { $limit } auf 1 gedreht).
macao-ev-revealed = Alle hatten ihre Würfel gewählt: { $choices }.
macao-ev-choice = { $player } { $a } { $av } und { $b } { $bv }
macao-ev-dice_done = Die Aktionsphase begann. Als Erstes am Zug: { $player }.
macao-ev-supply = Von der Windrose nahm { $player } { $cubes }.
macao-ev-empty_supply = { $player } hatte keinen AS im Aktionsvorrat: ein Strafmarker.
macao-ev-phase_two = { $player } erhielt { $gold } GM durch { $card }.
macao-ev-jokers_cashed = { $player } tauschte { $n } Joker gegen { $gold } GM.
macao-ev-tableau_penalty = { $player } erhielt { $n } Strafmarker für die { $n ->
        [one] Karte
       *[other] Karten
    } auf dem Tableau.
macao-ev-over = Runde 12 endete und mit ihr das Spiel.
macao-opening = Die Spielreihenfolge ist ausgelost: { $order }. Die Startkarten werden in umgekehrter Reihenfolge gewählt, zuerst von { $first }.
macao-step-take = Karte nehmen
macao-step-discard = Karte ablegen
macao-step-start = Start-AS
macao-step-dice = 2 Würfel wählen
macao-step-pay = AS abgeben
macao-step-gain = AS nehmen
macao-step-advance = Freier Mauerzug
macao-step-skip = Keine Karte (Müßiggänger)
macao-step-pass = Passen
macao-step-activate = Karte aktivieren
macao-step-use = Karte nutzen
macao-step-district = Stadtteil nehmen
macao-step-wall = Auf der Mauer vorrücken
macao-step-ship = Schiff bewegen
macao-step-deliver = Waren abliefern
macao-step-tribute = Prestige erwerben
macao-step-joker = Joker nutzen
macao-step-card = { $card } (kostet { $cost })
macao-step-district_ac = Stadtteil nehmen (Reihen A-C)
macao-step-district_de = Stadtteil nehmen (Reihen D-E)
macao-step-printed = Abgebildete AS gezahlt: { $cubes }
macao-step-extra = Andere AS: { $cubes }
macao-step-district_of = { $district }: { $tile } ({ $cost })
macao-step-paying = Zahle { $pay }
macao-step-free = Kostenlos (Handwerker)
macao-step-times = ×{ $times }
macao-step-times_gold = ×{ $times } (zahle { $gold } GM)
macao-step-times_cubes = ×{ $times } (zahle { $n } AS)
macao-step-times_range = ×{ $low } bis ×{ $high }
macao-step-one = 1er-Feld: { $colour }
macao-step-two = 2er-Feld: 2 { $colour }
macao-step-die_pair = { $a } { $av } + { $b } { $bv }
macao-step-colour = { $colour } ({ $have } im Vorrat)
macao-step-count = { $n } AS
macao-step-unit = Einheit { $n }: { $unit }
# Why the AI advises a move (engine/macao/advice.py).
macao-advice-score = +{ $points } PP: { $part }
macao-advice-cubes = { $n } AS mehr zur Verfügung
macao-advice-gold = +{ $n } GM
macao-advice-jokers = { $n ->
    [one] 1 Joker mehr
   *[other] { $n } Joker mehr
}
macao-advice-goods_aboard = { $n ->
    [one] 1 Ware mehr auf deinem Schiff
   *[other] { $n } Waren mehr auf deinem Schiff
}
macao-advice-goods = Waren im Wert von +{ $points } PP unterwegs
macao-advice-activates = aktiviert { $card }
macao-advice-takes = nimmt { $card }
macao-advice-cards = Karten im Wert von +{ $points } PP in den kommenden Runden
macao-score-prestige = Prestige im Spiel
macao-score-penalties = { $count } Strafmarker
macao-score-cards = Spielende-Karten
macao-score-city = Größtes Gebiet ({ $count } Marker)
# Office categories (cards' colour bands).
macao-category-military = Militärwesen
macao-category-justice = Justiz
macao-category-administration = Verwaltung
macao-category-finance = Finanzen
macao-category-construction = Bau
macao-category-customs = Zoll
macao-colour-red = rot
macao-colour-blue = blau
macao-colour-green = grün
macao-colour-grey = grau
macao-colour-violet = violett
macao-colour-black = schwarz
macao-card-office_military_1 = Militärwesen I
macao-card-office_military_2 = Militärwesen II
macao-card-office_military_3 = Militärwesen III
macao-card-office_military_4 = Militärwesen IV
macao-card-office_justice_1 = Justiz I
macao-card-office_justice_2 = Justiz II
macao-card-office_justice_3 = Justiz III
macao-card-office_justice_4 = Justiz IV
macao-card-office_administration_1 = Verwaltung I
macao-card-office_administration_2 = Verwaltung II
macao-card-office_administration_3 = Verwaltung III
macao-card-office_administration_4 = Verwaltung IV
macao-card-office_finance_1 = Finanzen I
macao-card-office_finance_2 = Finanzen II
macao-card-office_finance_3 = Finanzen III
macao-card-office_finance_4 = Finanzen IV
macao-card-office_construction_1 = Bau I
macao-card-office_construction_2 = Bau II
macao-card-office_construction_3 = Bau III
macao-card-office_construction_4 = Bau IV
macao-card-office_customs_1 = Zoll I
macao-card-office_customs_2 = Zoll II
macao-card-office_customs_3 = Zoll III
macao-card-office_customs_4 = Zoll IV
macao-card-amtsstube_1 = Amtsstube
macao-card-amtsstube_2 = Amtsstube
macao-card-amtsstube_3 = Amtsstube
macao-card-boettcherei_1 = Böttcherei
macao-card-boettcherei_2 = Böttcherei
macao-card-festung = Festung
macao-card-gericht = Gericht
macao-card-rathaus = Rathaus
macao-card-schatzkammer = Schatzkammer
macao-card-steinbruch = Steinbruch
macao-card-zollstation = Zollstation
macao-card-kathedrale_1 = Kathedrale
macao-card-kathedrale_2 = Kathedrale
macao-card-palast = Palast
macao-card-pfandleihe_1 = Pfandleihe
macao-card-pfandleihe_2 = Pfandleihe
macao-card-pfandleihe_3 = Pfandleihe
macao-card-segelmacherei_1 = Segelmacherei
macao-card-segelmacherei_2 = Segelmacherei
macao-card-turm = Turm
macao-card-archiv = Archiv
macao-card-kran_1 = Kran
macao-card-kran_2 = Kran
macao-card-brunnen_1 = Brunnen
macao-card-brunnen_2 = Brunnen
macao-card-tor = Tor
macao-card-wachposten_1 = Wachposten
macao-card-wachposten_2 = Wachposten
macao-card-schmiede = Schmiede
macao-card-statue = Statue
macao-card-praefektur = Präfektur
macao-card-residenz = Residenz
macao-card-sitzungssaal = Sitzungssaal
macao-card-botschaft = Botschaft
macao-card-leuchtturm_1 = Leuchtturm
macao-card-leuchtturm_2 = Leuchtturm
macao-card-lager_lacquer = Lager (Lackwaren)
macao-card-lager_rice = Lager (Reis)
macao-card-lager_tea = Lager (Tee)
macao-card-lager_jade = Lager (Jade)
macao-card-lager_silk = Lager (Seide)
macao-card-lager_paper = Lager (Papier)
macao-card-lager_porcelain = Lager (Porzellan)
macao-card-lager_spices = Lager (Gewürze)
macao-card-abt_1 = Abt
macao-card-abt_2 = Abt
macao-card-edler_1 = Edler
macao-card-edler_2 = Edler
macao-card-edler_3 = Edler
macao-card-gesandter_1 = Gesandter
macao-card-gesandter_2 = Gesandter
macao-card-gesandter_3 = Gesandter
macao-card-goldsucher_1 = Goldsucher
macao-card-goldsucher_2 = Goldsucher
macao-card-goldsucher_3 = Goldsucher
macao-card-handwerker_1 = Handwerker
macao-card-handwerker_2 = Handwerker
macao-card-kapitaen_1 = Kapitän
macao-card-kapitaen_2 = Kapitän
macao-card-kapitaen_3 = Kapitän
macao-card-soldat_1 = Soldat
macao-card-soldat_2 = Soldat
macao-card-soldat_3 = Soldat
macao-card-steuermann_1 = Steuermann
macao-card-steuermann_2 = Steuermann
macao-card-gaukler = Gaukler
macao-card-muessiggaenger_1 = Müßiggänger
macao-card-muessiggaenger_2 = Müßiggänger
macao-card-professor_1 = Professor
macao-card-professor_2 = Professor
macao-card-herold_1 = Herold
macao-card-herold_2 = Herold
macao-card-nachtwaechter_1 = Nachtwächter
macao-card-nachtwaechter_2 = Nachtwächter
macao-card-spekulant_1 = Spekulant
macao-card-spekulant_2 = Spekulant
macao-card-zimmermann_1 = Zimmermann
macao-card-zimmermann_2 = Zimmermann
macao-card-kanonier_1 = Kanonier
macao-card-kanonier_2 = Kanonier
macao-card-schiffsjunge_1 = Schiffsjunge
macao-card-schiffsjunge_2 = Schiffsjunge
macao-card-schiffsjunge_3 = Schiffsjunge
macao-card-diplomat_1 = Diplomat
macao-card-diplomat_2 = Diplomat
macao-card-graf_1 = Graf
macao-card-graf_2 = Graf
macao-card-heiler_1 = Heiler
macao-card-heiler_2 = Heiler
macao-card-baronesse_rang = Baronesse (Rang)
macao-card-baronesse_handel = Baronesse (Handel)
macao-card-baronesse_reichtum = Baronesse (Reichtum)
macao-card-gouverneur = Gouverneur
macao-card-hebamme = Hebamme
macao-card-ratsherr = Ratsherr
macao-card-vizegouverneur = Vizegouverneur
macao-cardname-office_military_1 = Militärwesen I
macao-cardname-office_military_2 = Militärwesen II
macao-cardname-office_military_3 = Militärwesen III
macao-cardname-office_military_4 = Militärwesen IV
macao-cardname-office_justice_1 = Justiz I
macao-cardname-office_justice_2 = Justiz II
macao-cardname-office_justice_3 = Justiz III
macao-cardname-office_justice_4 = Justiz IV
macao-cardname-office_administration_1 = Verwaltung I
macao-cardname-office_administration_2 = Verwaltung II
macao-cardname-office_administration_3 = Verwaltung III
macao-cardname-office_administration_4 = Verwaltung IV
macao-cardname-office_finance_1 = Finanzen I
macao-cardname-office_finance_2 = Finanzen II
macao-cardname-office_finance_3 = Finanzen III
macao-cardname-office_finance_4 = Finanzen IV
macao-cardname-office_construction_1 = Bau I
macao-cardname-office_construction_2 = Bau II
macao-cardname-office_construction_3 = Bau III
macao-cardname-office_construction_4 = Bau IV
macao-cardname-office_customs_1 = Zoll I
macao-cardname-office_customs_2 = Zoll II
macao-cardname-office_customs_3 = Zoll III
macao-cardname-office_customs_4 = Zoll IV
macao-cardname-amtsstube_1 = Amtsstube 1
macao-cardname-amtsstube_2 = Amtsstube 2
macao-cardname-amtsstube_3 = Amtsstube 3
macao-cardname-boettcherei_1 = Böttcherei 1
macao-cardname-boettcherei_2 = Böttcherei 2
macao-cardname-festung = Festung
macao-cardname-gericht = Gericht
macao-cardname-rathaus = Rathaus
macao-cardname-schatzkammer = Schatzkammer
macao-cardname-steinbruch = Steinbruch
macao-cardname-zollstation = Zollstation
macao-cardname-kathedrale_1 = Kathedrale 1
macao-cardname-kathedrale_2 = Kathedrale 2
macao-cardname-palast = Palast
macao-cardname-pfandleihe_1 = Pfandleihe 1
macao-cardname-pfandleihe_2 = Pfandleihe 2
macao-cardname-pfandleihe_3 = Pfandleihe 3
macao-cardname-segelmacherei_1 = Segelmacherei 1
macao-cardname-segelmacherei_2 = Segelmacherei 2
macao-cardname-turm = Turm
macao-cardname-archiv = Archiv
macao-cardname-kran_1 = Kran 1
macao-cardname-kran_2 = Kran 2
macao-cardname-brunnen_1 = Brunnen 1
macao-cardname-brunnen_2 = Brunnen 2
macao-cardname-tor = Tor
macao-cardname-wachposten_1 = Wachposten 1
macao-cardname-wachposten_2 = Wachposten 2
macao-cardname-schmiede = Schmiede
macao-cardname-statue = Statue
macao-cardname-praefektur = Präfektur
macao-cardname-residenz = Residenz
macao-cardname-sitzungssaal = Sitzungssaal
macao-cardname-botschaft = Botschaft
macao-cardname-leuchtturm_1 = Leuchtturm 1
macao-cardname-leuchtturm_2 = Leuchtturm 2
macao-cardname-lager_lacquer = Lager (Lackwaren)
macao-cardname-lager_rice = Lager (Reis)
macao-cardname-lager_tea = Lager (Tee)
macao-cardname-lager_jade = Lager (Jade)
macao-cardname-lager_silk = Lager (Seide)
macao-cardname-lager_paper = Lager (Papier)
macao-cardname-lager_porcelain = Lager (Porzellan)
macao-cardname-lager_spices = Lager (Gewürze)
macao-cardname-abt_1 = Abt 1
macao-cardname-abt_2 = Abt 2
macao-cardname-edler_1 = Edler 1
macao-cardname-edler_2 = Edler 2
macao-cardname-edler_3 = Edler 3
macao-cardname-gesandter_1 = Gesandter 1
macao-cardname-gesandter_2 = Gesandter 2
macao-cardname-gesandter_3 = Gesandter 3
macao-cardname-goldsucher_1 = Goldsucher 1
macao-cardname-goldsucher_2 = Goldsucher 2
macao-cardname-goldsucher_3 = Goldsucher 3
macao-cardname-handwerker_1 = Handwerker 1
macao-cardname-handwerker_2 = Handwerker 2
macao-cardname-kapitaen_1 = Kapitän 1
macao-cardname-kapitaen_2 = Kapitän 2
macao-cardname-kapitaen_3 = Kapitän 3
macao-cardname-soldat_1 = Soldat 1
macao-cardname-soldat_2 = Soldat 2
macao-cardname-soldat_3 = Soldat 3
macao-cardname-steuermann_1 = Steuermann 1
macao-cardname-steuermann_2 = Steuermann 2
macao-cardname-gaukler = Gaukler
macao-cardname-muessiggaenger_1 = Müßiggänger 1
macao-cardname-muessiggaenger_2 = Müßiggänger 2
macao-cardname-professor_1 = Professor 1
macao-cardname-professor_2 = Professor 2
macao-cardname-herold_1 = Herold 1
macao-cardname-herold_2 = Herold 2
macao-cardname-nachtwaechter_1 = Nachtwächter 1
macao-cardname-nachtwaechter_2 = Nachtwächter 2
macao-cardname-spekulant_1 = Spekulant 1
macao-cardname-spekulant_2 = Spekulant 2
macao-cardname-zimmermann_1 = Zimmermann 1
macao-cardname-zimmermann_2 = Zimmermann 2
macao-cardname-kanonier_1 = Kanonier 1
macao-cardname-kanonier_2 = Kanonier 2
macao-cardname-schiffsjunge_1 = Schiffsjunge 1
macao-cardname-schiffsjunge_2 = Schiffsjunge 2
macao-cardname-schiffsjunge_3 = Schiffsjunge 3
macao-cardname-diplomat_1 = Diplomat 1
macao-cardname-diplomat_2 = Diplomat 2
macao-cardname-graf_1 = Graf 1
macao-cardname-graf_2 = Graf 2
macao-cardname-heiler_1 = Heiler 1
macao-cardname-heiler_2 = Heiler 2
macao-cardname-baronesse_rang = Baronesse (Rang)
macao-cardname-baronesse_handel = Baronesse (Handel)
macao-cardname-baronesse_reichtum = Baronesse (Reichtum)
macao-cardname-gouverneur = Gouverneur
macao-cardname-hebamme = Hebamme
macao-cardname-ratsherr = Ratsherr
macao-cardname-vizegouverneur = Vizegouverneur
macao-cardtext-office_military_1 = Rücke deine Scheibe auf der Mauer kostenlos bis zu 1 Feld vor (das ist nicht dein Mauerzug).
macao-cardtext-office_military_2 = Nimm 1 PP und rücke deine Scheibe auf der Mauer kostenlos bis zu 1 Feld vor (nicht dein Mauerzug).
macao-cardtext-office_military_3 = Nimm 1 PP und rücke deine Scheibe auf der Mauer kostenlos bis zu 2 Felder vor (nicht dein Mauerzug).
macao-cardtext-office_military_4 = Nimm 2 PP und rücke deine Scheibe auf der Mauer kostenlos bis zu 2 Felder vor (nicht dein Mauerzug).
macao-cardtext-office_justice_1 = Nimm 1 PP.
macao-cardtext-office_justice_2 = Nimm 2 PP.
macao-cardtext-office_justice_3 = Nimm 2 PP und 1 GM.
macao-cardtext-office_justice_4 = Nimm 3 PP und 1 GM.
macao-cardtext-office_administration_1 = Tausche bis zu 2 AS deines Aktionsvorrats 1:1 gegen AS in Farben deiner Wahl.
macao-cardtext-office_administration_2 = Nimm 1 beliebigen AS.
macao-cardtext-office_administration_3 = Nimm 1 beliebigen AS und 1 GM.
macao-cardtext-office_administration_4 = Nimm 2 beliebige AS.
macao-cardtext-office_finance_1 = Nimm 1 GM.
macao-cardtext-office_finance_2 = Nimm 2 GM.
macao-cardtext-office_finance_3 = Nimm 2 GM und 1 PP.
macao-cardtext-office_finance_4 = Nimm 3 GM und 1 PP.
macao-cardtext-office_construction_1 = Der nächste Stadtteil, den du in diesem Zug in Besitz nimmst, kostet 1 AS weniger (du wählst, welcher abgebildete AS entfällt).
macao-cardtext-office_construction_2 = Nimm 1 PP; der nächste Stadtteil, den du in diesem Zug in Besitz nimmst, kostet 1 AS weniger.
macao-cardtext-office_construction_3 = Der nächste Stadtteil, den du in diesem Zug in Besitz nimmst, kostet bis zu 2 AS weniger.
macao-cardtext-office_construction_4 = Nimm 1 PP; der nächste Stadtteil, den du in diesem Zug in Besitz nimmst, kostet bis zu 2 AS weniger.
macao-cardtext-office_customs_1 = Bewege dein Schiff kostenlos bis zu 1 Feld.
macao-cardtext-office_customs_2 = Bewege dein Schiff kostenlos bis zu 2 Felder.
macao-cardtext-office_customs_3 = Nimm 1 GM und bewege dein Schiff kostenlos bis zu 2 Felder.
macao-cardtext-office_customs_4 = Nimm 1 PP und bewege dein Schiff kostenlos bis zu 3 Felder.
macao-cardtext-amtsstube_1 = Hast du in dieser Runde mindestens 1 Ämterkarte genutzt, nimm 1 PP (auch wenn die Ämterkarte schon vor dem Aktivieren dieser Karte genutzt wurde).
macao-cardtext-amtsstube_2 = Hast du in dieser Runde mindestens 1 Ämterkarte genutzt, nimm 1 PP (auch wenn die Ämterkarte schon vor dem Aktivieren dieser Karte genutzt wurde).
macao-cardtext-amtsstube_3 = Hast du in dieser Runde mindestens 1 Ämterkarte genutzt, nimm 1 PP (auch wenn die Ämterkarte schon vor dem Aktivieren dieser Karte genutzt wurde).
macao-cardtext-boettcherei_1 = Für jedes Warenplättchen, das du ablieferst, erhältst du 1 PP mehr. Lager verdoppeln diesen PP nie.
macao-cardtext-boettcherei_2 = Für jedes Warenplättchen, das du ablieferst, erhältst du 1 PP mehr. Lager verdoppeln diesen PP nie.
macao-cardtext-festung = Nimm 1 PP für jede deiner aktivierten Ämterkarten „Militärwesen“ (noch nicht aktivierte zählen nicht).
macao-cardtext-gericht = Nimm 1 PP für jede deiner aktivierten Ämterkarten „Justiz“ (noch nicht aktivierte zählen nicht).
macao-cardtext-rathaus = Nimm 1 PP für jede deiner aktivierten Ämterkarten „Verwaltung“ (noch nicht aktivierte zählen nicht).
macao-cardtext-schatzkammer = Nimm 1 PP für jede deiner aktivierten Ämterkarten „Finanzen“ (noch nicht aktivierte zählen nicht).
macao-cardtext-steinbruch = Nimm 1 PP für jede deiner aktivierten Ämterkarten „Bau“ (noch nicht aktivierte zählen nicht).
macao-cardtext-zollstation = Nimm 1 PP für jede deiner aktivierten Ämterkarten „Zoll“ (noch nicht aktivierte zählen nicht).
macao-cardtext-kathedrale_1 = Gib bis zu 6 AS ab, jeden in einer anderen Farbe; pro abgegebenem AS nimm 1 PP.
macao-cardtext-kathedrale_2 = Gib bis zu 6 AS ab, jeden in einer anderen Farbe; pro abgegebenem AS nimm 1 PP.
macao-cardtext-palast = Spielende: 2 PP für jede deiner aktivierten Karten, die am Spielende PP bringt, diese eingeschlossen, auch wenn sie nichts eingebracht hat. Der Abt zählt nicht.
macao-cardtext-pfandleihe_1 = Hast du in dieser Runde schon mindestens 1 GM erhalten (gleich woher, auch in Phase 2 oder vor dem Aktivieren), nimm 1 GM.
macao-cardtext-pfandleihe_2 = Hast du in dieser Runde schon mindestens 1 GM erhalten (gleich woher, auch in Phase 2 oder vor dem Aktivieren), nimm 1 GM.
macao-cardtext-pfandleihe_3 = Hast du in dieser Runde schon mindestens 1 GM erhalten (gleich woher, auch in Phase 2 oder vor dem Aktivieren), nimm 1 GM.
macao-cardtext-segelmacherei_1 = Bewege dein Schiff kostenlos bis zu 2 Felder; du darfst unterwegs in einem Hafen abliefern und dann weiterziehen.
macao-cardtext-segelmacherei_2 = Bewege dein Schiff kostenlos bis zu 2 Felder; du darfst unterwegs in einem Hafen abliefern und dann weiterziehen.
macao-cardtext-turm = In einem Stapel auf der Mauer liegt deine Scheibe immer oben. Das wirkt automatisch; du kannst nicht darauf verzichten.
macao-cardtext-archiv = Jedes Mal, wenn du eine Ämterkarte aktivierst, gibst du 1 AS weniger ab.
macao-cardtext-kran_1 = Jedes Mal, wenn du eine Bauwerkekarte aktivierst, gibst du 1 AS weniger ab.
macao-cardtext-kran_2 = Jedes Mal, wenn du eine Bauwerkekarte aktivierst, gibst du 1 AS weniger ab.
macao-cardtext-brunnen_1 = Immer wenn du einen Stadtteil in Besitz nimmst, darfst du deine Scheibe auf der Mauer kostenlos 1 Feld vorrücken (das ist nicht dein Mauerzug).
macao-cardtext-brunnen_2 = Immer wenn du einen Stadtteil in Besitz nimmst, darfst du deine Scheibe auf der Mauer kostenlos 1 Feld vorrücken (das ist nicht dein Mauerzug).
macao-cardtext-tor = Rückst du auf der Mauer vor, kostet dich jedes Feld nach dem ersten 1 AS statt 2 (1/2/3/4 AS für 1/2/3/4 Felder).
macao-cardtext-wachposten_1 = Liegt auf der Mauer mindestens eine andere Scheibe auf deiner, nimm 1 beliebigen AS.
macao-cardtext-wachposten_2 = Liegt auf der Mauer mindestens eine andere Scheibe auf deiner, nimm 1 beliebigen AS.
macao-cardtext-schmiede = Spielende: 1 PP für jeden deiner Besitzmarker in der Stadt.
macao-cardtext-statue = Spielende: 1 PP für jeden Besitzmarker deines größten zusammenhängenden Gebiets.
macao-cardtext-praefektur = Spielende: 3 PP für jeden dunklen Stadtteil (mit Joker), den du besitzt.
macao-cardtext-residenz = Spielende: 1 PP für jede deiner aktivierten Bauwerkekarten, diese eingeschlossen.
macao-cardtext-sitzungssaal = Spielende: 3 PP für jeden vollständigen Satz aus 1 Ämter-, 1 Bauwerke- und 1 Personenkarte unter deinen aktivierten Karten (diese Karte zählt als Bauwerk).
macao-cardtext-botschaft = Du darfst in jedem deiner Züge zweimal Prestige gemäß Tributleiste erwerben (beide Male zum selben Preis).
macao-cardtext-leuchtturm_1 = Das Ziehen deines Schiffes in einen Hafen kostet dich keinen AS. Eine kostenlose Fahrt darf es nicht an einen Ort zurückbringen, den es in diesem Zug schon erreicht hat, außer seither hat sich etwas anderes geändert.
macao-cardtext-leuchtturm_2 = Das Ziehen deines Schiffes in einen Hafen kostet dich keinen AS. Eine kostenlose Fahrt darf es nicht an einen Ort zurückbringen, den es in diesem Zug schon erreicht hat, außer seither hat sich etwas anderes geändert.
macao-cardtext-lager_lacquer = Jedes Mal, wenn du Lackwaren (nach Hamburg) ablieferst, erhältst du die doppelten PP der abgedeckten Ablagefelder.
macao-cardtext-lager_rice = Jedes Mal, wenn du Reis (nach Barcelona) ablieferst, erhältst du die doppelten PP der abgedeckten Ablagefelder.
macao-cardtext-lager_tea = Jedes Mal, wenn du Tee (nach London) ablieferst, erhältst du die doppelten PP der abgedeckten Ablagefelder.
macao-cardtext-lager_jade = Jedes Mal, wenn du Jade (nach Genova) ablieferst, erhältst du die doppelten PP der abgedeckten Ablagefelder.
macao-cardtext-lager_silk = Jedes Mal, wenn du Seide (nach Lisboa) ablieferst, erhältst du die doppelten PP der abgedeckten Ablagefelder.
macao-cardtext-lager_paper = Jedes Mal, wenn du Papier (nach Antwerpen) ablieferst, erhältst du die doppelten PP der abgedeckten Ablagefelder.
macao-cardtext-lager_porcelain = Jedes Mal, wenn du Porzellan (nach Marseille) ablieferst, erhältst du die doppelten PP der abgedeckten Ablagefelder.
macao-cardtext-lager_spices = Jedes Mal, wenn du Gewürze (nach Amsterdam) ablieferst, erhältst du die doppelten PP der abgedeckten Ablagefelder.
macao-cardtext-abt_1 = Spielende: Für Karten, die noch auf deinem Tableau liegen, erhältst du keine Strafmarker. (Keine Wertungskarte: Der Palast zählt sie nicht.)
macao-cardtext-abt_2 = Spielende: Für Karten, die noch auf deinem Tableau liegen, erhältst du keine Strafmarker. (Keine Wertungskarte: Der Palast zählt sie nicht.)
macao-cardtext-edler_1 = Für jeweils 2 GM, die du abgibst, nimm je 1 beliebigen AS. Einmal pro Runde, dabei darfst du ein beliebiges Vielfaches von 2 GM zahlen.
macao-cardtext-edler_2 = Für jeweils 2 GM, die du abgibst, nimm je 1 beliebigen AS. Einmal pro Runde, dabei darfst du ein beliebiges Vielfaches von 2 GM zahlen.
macao-cardtext-edler_3 = Für jeweils 2 GM, die du abgibst, nimm je 1 beliebigen AS. Einmal pro Runde, dabei darfst du ein beliebiges Vielfaches von 2 GM zahlen.
macao-cardtext-gesandter_1 = Immer wenn du Prestige gemäß Tributleiste erwirbst, nimm 1 beliebigen AS (auch wenn die Leiste 0 PP für 0 GM zeigt).
macao-cardtext-gesandter_2 = Immer wenn du Prestige gemäß Tributleiste erwirbst, nimm 1 beliebigen AS (auch wenn die Leiste 0 PP für 0 GM zeigt).
macao-cardtext-gesandter_3 = Immer wenn du Prestige gemäß Tributleiste erwirbst, nimm 1 beliebigen AS (auch wenn die Leiste 0 PP für 0 GM zeigt).
macao-cardtext-goldsucher_1 = Für jeweils 3 beliebige AS, die du abgibst, nimm je 1 GM. Einmal pro Runde, dabei darfst du ein beliebiges Vielfaches von 3 AS abgeben.
macao-cardtext-goldsucher_2 = Für jeweils 3 beliebige AS, die du abgibst, nimm je 1 GM. Einmal pro Runde, dabei darfst du ein beliebiges Vielfaches von 3 AS abgeben.
macao-cardtext-goldsucher_3 = Für jeweils 3 beliebige AS, die du abgibst, nimm je 1 GM. Einmal pro Runde, dabei darfst du ein beliebiges Vielfaches von 3 AS abgeben.
macao-cardtext-handwerker_1 = Einmal pro Runde: Aktiviere eine beliebige Karte, ohne die Kosten abzugeben; du musst sie nur vollständig in deinem Aktionsvorrat liegen haben (Archiv, Kran oder Heiler senken diese Menge nicht).
macao-cardtext-handwerker_2 = Einmal pro Runde: Aktiviere eine beliebige Karte, ohne die Kosten abzugeben; du musst sie nur vollständig in deinem Aktionsvorrat liegen haben (Archiv, Kran oder Heiler senken diese Menge nicht).
macao-cardtext-kapitaen_1 = Hat sich dein Schiff in dieser Runde mindestens 2 Felder bewegt (auch vor dem Aktivieren dieser Karte), nimm 1 PP.
macao-cardtext-kapitaen_2 = Hat sich dein Schiff in dieser Runde mindestens 2 Felder bewegt (auch vor dem Aktivieren dieser Karte), nimm 1 PP.
macao-cardtext-kapitaen_3 = Hat sich dein Schiff in dieser Runde mindestens 2 Felder bewegt (auch vor dem Aktivieren dieser Karte), nimm 1 PP.
macao-cardtext-soldat_1 = Nimm 1 GM für jeweils 4 deiner Besitzmarker in der Stadt.
macao-cardtext-soldat_2 = Nimm 1 GM für jeweils 4 deiner Besitzmarker in der Stadt.
macao-cardtext-soldat_3 = Nimm 1 GM für jeweils 4 deiner Besitzmarker in der Stadt.
macao-cardtext-steuermann_1 = Gib 1 GM ab und bewege dein Schiff bis zu 4 Felder; du darfst unterwegs in einem Hafen abliefern und dann weiterziehen.
macao-cardtext-steuermann_2 = Gib 1 GM ab und bewege dein Schiff bis zu 4 Felder; du darfst unterwegs in einem Hafen abliefern und dann weiterziehen.
macao-cardtext-gaukler = Jedes Jokerplättchen, das du nutzt, zählt doppelt: Nimm 2 beliebige AS, 1 beliebigen AS und 3 GM oder 6 GM.
macao-cardtext-muessiggaenger_1 = Phase 1: Du darfst darauf verzichten, eine Karte zu nehmen.
macao-cardtext-muessiggaenger_2 = Phase 1: Du darfst darauf verzichten, eine Karte zu nehmen.
macao-cardtext-professor_1 = Phase 2: Nimm 1 GM für jeden deiner beiden gewählten Würfel, der eine 1 zeigt (auch in den Runden 8-12 auf 1 gedrehte Würfel).
macao-cardtext-professor_2 = Phase 2: Nimm 1 GM für jeden deiner beiden gewählten Würfel, der eine 1 zeigt (auch in den Runden 8-12 auf 1 gedrehte Würfel).
macao-cardtext-herold_1 = Du darfst in jedem deiner Züge bis zu 2 Stadtteile in Besitz nehmen.
macao-cardtext-herold_2 = Du darfst in jedem deiner Züge bis zu 2 Stadtteile in Besitz nehmen.
macao-cardtext-nachtwaechter_1 = Wenn du einen Stadtteil in Besitz nimmst, darfst du bis zu 2 der abgebildeten AS mit AS beliebiger Farbe bezahlen.
macao-cardtext-nachtwaechter_2 = Wenn du einen Stadtteil in Besitz nimmst, darfst du bis zu 2 der abgebildeten AS mit AS beliebiger Farbe bezahlen.
macao-cardtext-spekulant_1 = Immer wenn du einen Stadtteil in Besitz nimmst, nimm 2 GM.
macao-cardtext-spekulant_2 = Immer wenn du einen Stadtteil in Besitz nimmst, nimm 2 GM.
macao-cardtext-zimmermann_1 = Jeder Stadtteil, den du in Besitz nimmst, kostet dich 1 AS weniger (du wählst, welcher abgebildete AS entfällt).
macao-cardtext-zimmermann_2 = Jeder Stadtteil, den du in Besitz nimmst, kostet dich 1 AS weniger (du wählst, welcher abgebildete AS entfällt).
macao-cardtext-kanonier_1 = Nimm 1 PP für jede andere Scheibe, die auf der Mauer auf deiner liegt.
macao-cardtext-kanonier_2 = Nimm 1 PP für jede andere Scheibe, die auf der Mauer auf deiner liegt.
macao-cardtext-schiffsjunge_1 = Bewege dein Schiff kostenlos bis zu 1 Feld.
macao-cardtext-schiffsjunge_2 = Bewege dein Schiff kostenlos bis zu 1 Feld.
macao-cardtext-schiffsjunge_3 = Bewege dein Schiff kostenlos bis zu 1 Feld.
macao-cardtext-diplomat_1 = Wenn du Prestige gemäß Tributleiste erwirbst, zahlst du 1 GM weniger (nie unter 0).
macao-cardtext-diplomat_2 = Wenn du Prestige gemäß Tributleiste erwirbst, zahlst du 1 GM weniger (nie unter 0).
macao-cardtext-graf_1 = Immer wenn du eine Personenkarte aktivierst, nimm 1 GM (nicht für das Aktivieren des Grafen selbst).
macao-cardtext-graf_2 = Immer wenn du eine Personenkarte aktivierst, nimm 1 GM (nicht für das Aktivieren des Grafen selbst).
macao-cardtext-heiler_1 = Jedes Mal, wenn du eine Personenkarte aktivierst, gibst du 1 AS weniger ab.
macao-cardtext-heiler_2 = Jedes Mal, wenn du eine Personenkarte aktivierst, gibst du 1 AS weniger ab.
macao-cardtext-baronesse_rang = Spielende: 1 PP für je 2 Felder, die deine Scheibe auf der Mauer vorgerückt ist (Feldnummer / 2, abgerundet).
macao-cardtext-baronesse_handel = Spielende: 1 PP für jedes Warenplättchen, das du im Spiel abgeliefert hast.
macao-cardtext-baronesse_reichtum = Spielende: 1 PP für je 2 GM, die du besitzt.
macao-cardtext-gouverneur = Spielende: 2 PP für jede Ämterkategorie (von 6), in der du mindestens 1 aktivierte Ämterkarte hast.
macao-cardtext-hebamme = Spielende: 1 PP für jede deiner aktivierten Personenkarten, diese eingeschlossen.
macao-cardtext-ratsherr = Spielende: 2 PP für jeden deiner Besitzmarker in der Stadt, der nicht zu deinem größten zusammenhängenden Gebiet gehört.
macao-cardtext-vizegouverneur = Spielende: 1 PP für jede deiner aktivierten Ämterkarten.
macao-good-lacquer = Lackwaren
macao-good-rice = Reis
macao-good-tea = Tee
macao-good-jade = Jade
macao-good-silk = Seide
macao-good-paper = Papier
macao-good-porcelain = Porzellan
macao-good-spices = Gewürze

## The Voyages of Marco Polo: rules help

marco_polo-help-title-overview = Überblick
marco_polo-help-title-round = Die Runde und die Würfel
marco_polo-help-title-actions = Die sechs Aktionen
marco_polo-help-title-travel = Reisen und Handelsposten
marco_polo-help-title-contracts = Aufträge
marco_polo-help-title-bonus = Zusatzaktionen
marco_polo-help-title-characters = Charaktere und Zielkarten
marco_polo-help-title-scoring = Spielende und Wertung
marco_polo-help-text-overview = **Auf den Spuren von Marco Polo** (2–4 Spieler, 5 Runden): In jeder Runde würfelst du und setzt deine Würfel auf Aktionsfelder, um Waren, Kamele und Geld zu erhalten, Aufträge zu nehmen und zu erfüllen und von Venezia Richtung Beijing zu reisen, wobei du in erreichten Städten Handelsposten setzt. Punkte bringen Aufträge, Handelsposten, Beijing, deine geheimen Zielkarten und Geld.
    Jeder beginnt mit 5 Würfeln, 9 Handelsposten, 2 Kamelen, einem Startauftrag und 7/8/9/10 Geld in Sitzreihenfolge. Jeder Spieler hat einen Charakter mit einer Sonderfähigkeit. In der vorgegebenen Variante *pro* werden die Charaktere ausgewählt und du behältst 2 von 4 Zielkarten; die Variante *first* verteilt die Charaktere des ersten Spiels und 2 Zielkarten.
    Würfel heißen nach ihrer Augenzahl: **4** ist dein eigener Würfel, **4b** ein schwarzer, **4w** der weiße: `place silk 4,5b` setzt deine 4 und eine schwarze 5 auf Seide. Die Liste deiner Züge zeigt, was erlaubt ist.
marco_polo-help-text-round =
    Zu Rundenbeginn wird Startspieler, wer zuletzt gereist ist (ist niemand gereist, bleibt es); kleine Städte mit deinen Handelsposten und die Charaktere schütten aus; alle würfeln. Unter 15 Augen gibt es je fehlendes Auge 1 Kamel oder 1 Geld, beliebig gemischt: `compensate 1 camels 2 coins`.
    Reihum führt jeder, solange er Würfel hat, genau eine Aktion aus (Würfel einsetzen), davor und danach beliebig viele Zusatzaktionen, und beendet dann mit `end` seinen Zug. Wer keine Würfel mehr hat, passt; die Runde endet, wenn alle Würfel verbraucht sind.
    Setze so viele Würfel, wie das Feld zeigt; es zählt der niedrigste. Ein besetztes Feld kostet so viel Geld, wie dein niedrigster gesetzter Würfel zeigt. Deine Farbe darf jedes Feld einmal pro Runde nutzen; schwarze und weiße Würfel sind keine Farbe: Mit ihnen allein darfst du ein Feld erneut nutzen, und sie dürfen zu deinen eigenen dazu. Eine Stadtkarte nimmt pro Runde insgesamt nur einen Würfel.
marco_polo-help-text-actions =
    • **5 Geld**, 1 Würfel, Augenzahl egal: `place coins 3`.
    • **Markt**: Kamele und Pfeffer brauchen 1 Würfel, Seide 2, Gold 3; der niedrigste Würfel wählt die Zeile. Eine niedrigere ist erlaubt, die Menüs bieten sie aber nur an, wo sie einen Zusatz bringt, den die höheren nicht haben (nie bei Kamelen): `place camels 4`, `place silk 4,5`, `place gold 3,4,6`, `place pepper 6 row 5`.
    • **Gunst des Khan**: 1 Würfel, 1 Ware nach Wahl und 2 Kamele, kostenlos; nur 4 Plätze, jeder Würfel mindestens so hoch wie der davor: `place khan 3`, dann `good gold`.
    • **Aufträge**: 1 Würfel, 1 oder 2 Aufträge bis zu dieser Zahl nehmen: `place contracts 5`.
    • **Reisen**: 2 Würfel: `place travel 2,4b`.
    • **Stadtkarte**: 1 Würfel auf die Karte einer großen Stadt mit deinem Handelsposten (ab dem Zug nach dem Setzen), pro Runde nur einmal von einem Spieler nutzbar; meist so oft, wie der Würfel zeigt: `city karakorum 3`, dann z. B. `use 3` oder `use 2 camels>coins`.
marco_polo-help-text-travel =
    Der niedrigere Reisewürfel ist die größte Schrittzahl (mindestens 1). Zahle 3/7/12/12/18/18 Geld für 1–6 tatsächlich gezogene Schritte, dazu die zwischen den Orten abgebildeten Kamele oder Geld. Jeder Schritt führt zum nächsten Ort; Hin- und Herziehen ist erlaubt. Gib den Weg an: `travel venezia-oasis-a-moscow` (zwei Figuren: `travel venezia-alexandria + venezia-oasis-a`).
    Endet die Reise in einer großen Stadt, setzt du einen Handelsposten; ihre Stadtkarte darfst du ab deinem nächsten Zug nutzen, und der erste Posten dort erhält den Kontorbonus. In einer kleinen Stadt setzt du einen Posten und erhältst ihren Bonus sofort und zu jedem Rundenbeginn. Oasen bringen nichts. Ein Posten pro Stadt und Spieler, keiner in Venezia; in Beijing kommt er auf den besten freien Platz (10/7/4/1). Dein 8. Posten bringt 5, dein 9. 10 Punkte. Ohne Posten versetzt du einen eigenen: `relocate anxi`.
marco_polo-help-text-contracts =
    Mit der Aktion Aufträge (1 Würfel) nimmst du 1 oder 2 Aufträge von Feldern bis zu deinem Würfel; Feld 5 gibt 1 Geld oder 1 Kamel dazu, Feld 6 zwei Geld oder zwei Kamele: `contract take 2,5 camels`. Die übrigen rutschen nach links; ist die Reihe während einer Runde leer, kommen 2 Aufträge vom Sonderstapel. Du hast höchstens 2 aktive Aufträge: Ein neuer kommt auf dein Tableau, ein alter geht (`drop c07`).
    Erfüllen ist eine Zusatzaktion: Gib die links gezeigten Kamele und Waren ab und erhalte rechts Belohnung und Punkte: `fulfil c07` oder `fulfil 1` für deinen ersten aktiven Auftrag. Einen Auftrag vom Sonderstapel bei vollem Tableau siehst nur du: behalte ihn statt eines deiner Aufträge (`drop c05`) oder lege ihn mit `decline` verdeckt unter den Stapel zurück (die anderen lesen nur, dass du einen zurückgelegt hast). Am Rundenende kommen übrige Aufträge unter den Sonderstapel und 6 neue werden ausgelegt.
marco_polo-help-text-bonus =
    Vor oder nach deiner Aktion (nie währenddessen), beliebig oft:
    • einen Auftrag erfüllen: `fulfil 1`;
    • 1 Würfel auf das Säckchen setzen für 3 Geld, ohne Zusatzkosten: `bag 2`;
    • 1 Kamel abgeben und einen Würfel neu würfeln: `reroll 3`;
    • 2 Kamele abgeben und einen Würfel um 1 rauf- oder runterdrehen, nie zwischen 6 und 1: `bump 4 up`, `bump 2b down`;
    • 3 Kamele abgeben für einen schwarzen Würfel, der sofort gewürfelt wird: `buy black` (einmal pro Zug).
    Bist du fertig, beendet `end` deinen Zug. Bis dahin kannst du eigene Züge zurücknehmen, nie aber über einen Würfelwurf, eine gezogene Karte oder neu aufgedeckte Aufträge hinweg.
marco_polo-help-text-characters =
    In der Variante pro wählst du deinen Charakter mit `pick berke` und behältst 2 deiner 4 Zielkarten mit `keep 4,12`; dein Menü nennt Städte und Punkte jeder Karte, die anderen lesen nur, dass du 2 Zielkarten behalten hast.
    • Raschid: würfelt nie, bestimmt jeden Würfel beim Setzen; kein Ausgleich.
    • Matteo: jede Runde den weißen Würfel und den obersten Auftrag des Sonderstapels.
    • Berke: zahlt nie für besetzte Felder.
    • Mercator: 1 der Ware (oder 1 Kamel), wenn ein anderer den Markt nutzt; bei 2–3 Spielern auch 1 Kamel für dessen Gunst des Khan, bei 2 auch 2 Geld für dessen 5 Geld.
    • Kubilai: beginnt in Beijing mit einem Posten auf dessen 10er-Platz.
    • Niccolò: eine zweite Figur; Schritte dürfen aufgeteilt werden; jede Runde 1 Kamel.
    • Wilhelm: 11 Posten; setzt in jeder durchzogenen Stadt einen; sein 11. bringt 10.
    • Johannes: springt in 1 Schritt von Oase zu jeder anderen Oase; jede Runde 3 Geld.
    Jede Zielkarte nennt 2 Städte: Ein Posten in beiden bringt die Punkte der Karte.
marco_polo-help-text-scoring =
    Während des Spiels punktest du für Aufträge, deinen 8. und 9. Posten, manche Stadtkarten und Boni; die Wertung beginnt bei 0 und kann negativ werden. Nach Runde 5:
    • jede Zielkarte mit Posten in beiden Städten: ihre Punkte;
    • verschiedene Zielstädte mit deinem Posten: 1/2/3/4 bringen 1/3/6/10;
    • 1 Punkt je 10 Geld;
    • ein Posten in Beijing: die Punkte seines Platzes, dazu 1 je 2 Waren (Kamele sind keine Waren);
    • die meisten erfüllten Aufträge (`fulfil 1`): 7 (alle Gleichauf bekommen sie; keiner, wenn niemand einen erfüllt hat).
    Bei Gleichstand gewinnt, wer mehr Kamele hat, sonst wird der Sieg geteilt.

## The Voyages of Marco Polo: move labels (menus) and what the table reads after them

marco_polo-move-place = { $dice } auf { $space } setzen: { $more }
marco_polo-move-city = { $die } auf die Stadtkarte in { $city } setzen: { $effect }
marco_polo-move-city_slot = { $die } auf die Stadtkarte in { $city } setzen
marco_polo-move-take_spaces = Aufträge der Felder { $slots } nehmen
marco_polo-move-take_spaces_bonus = Aufträge der Felder { $slots } nehmen, Bonus { $bonus }
marco_polo-move-decline_hidden = Gezogenen Auftrag unter den Sonderstapel legen
marco_polo-move-relocate_from = Handelsposten aus { $city } versetzen
marco_polo-move-bag = { $die } auf das Säckchen setzen: 3 Geld
marco_polo-move-reroll = { $die } neu würfeln (1 Kamel)
marco_polo-move-bump = { $die } auf { $to } drehen (2 Kamele)
marco_polo-move-buy_black = Schwarzen Würfel kaufen (3 Kamele)
marco_polo-move-fulfil = { $contract } erfüllen
marco_polo-move-end = Zug beenden
marco_polo-move-good = { $good } nehmen
marco_polo-move-take = { $slots } nehmen
marco_polo-move-take_bonus = { $slots } nehmen, Bonus { $bonus }
marco_polo-move-swap = { $new } nehmen, { $contract } abwerfen
marco_polo-move-drop = { $contract } abwerfen
marco_polo-move-decline = { $contract } unter den Sonderstapel legen
marco_polo-move-travel = Reisen: { $route }
marco_polo-move-travel_cost = Reisen: { $route } ({ $cost })
marco_polo-move-skip = Schritt verfällt (nicht bezahlbar)
marco_polo-move-use = Stadtkarte { $times }× nutzen
marco_polo-move-use_bonus = { $n ->
        [one] Stadtbonus
       *[other] Stadtboni
    } von { $cities }
marco_polo-move-use_bonus_paid = { $cost } zahlen: Stadtboni von { $cities }
marco_polo-move-use_repeat = { $times }× nutzen: { $cost } → { $reward }
marco_polo-move-other_bonus = Stadtbonus { $letter } nehmen: { $reward }
marco_polo-move-compensate = { $camels } { $camels ->
        [one] Kamel
       *[other] Kamele
    } und { $coins } Geld nehmen
marco_polo-move-relocate = Handelsposten von { $city } nach { $to } versetzen
marco_polo-move-pick = { $character } wählen
marco_polo-move-keep_cards = Behalten: { $cards }
marco_polo-did-place = { $player } setzte { $dice } auf { $space }: { $more }.
marco_polo-did-city = { $player } setzte { $die } auf die Stadtkarte in { $city }.
marco_polo-did-city_slot = { $player } setzte { $die } auf die Stadtkarte in { $city }.
marco_polo-did-take_spaces = { $player } nahm die Aufträge der Felder { $slots }.
marco_polo-did-take_spaces_bonus = { $player } nahm die Aufträge der Felder { $slots }, Bonus { $bonus }.
marco_polo-did-decline_hidden = { $player } legte den gezogenen Auftrag verdeckt unter den Sonderstapel.
marco_polo-did-relocate_from = { $player } versetzte den Handelsposten aus { $city }.
marco_polo-did-bag = { $player } setzte { $die } auf das Säckchen: 3 Geld.
marco_polo-did-reroll = { $player } würfelte { $die } für 1 Kamel neu.
marco_polo-did-bump = { $player } drehte { $die } für 2 Kamele auf { $to }.
marco_polo-did-buy_black = { $player } kaufte einen schwarzen Würfel für 3 Kamele.
marco_polo-did-fulfil = { $player } erfüllte { $contract }.
marco_polo-did-end = { $player } beendete den Zug.
marco_polo-did-good = { $player } nahm { $good }.
marco_polo-did-take = { $player } nahm { $slots }.
marco_polo-did-take_bonus = { $player } nahm { $slots }, Bonus { $bonus }.
marco_polo-did-swap = { $player } nahm { $new } und warf { $contract } ab.
marco_polo-did-drop = { $player } warf { $contract } ab.
marco_polo-did-decline = { $player } legte { $contract } unter den Sonderstapel.
marco_polo-did-travel = { $player } reiste { $route }.
marco_polo-did-travel_cost = { $player } reiste { $route } für { $cost }.
marco_polo-did-skip = { $player } ließ den Schritt verfallen (nicht bezahlbar).
marco_polo-did-use = { $player } nutzte die Stadtkarte { $times }×.
marco_polo-did-use_bonus = { $player } nahm { $n ->
        [one] den Stadtbonus
       *[other] die Stadtboni
    } von { $cities }.
marco_polo-did-use_bonus_paid = { $player } zahlte { $cost } für die Stadtboni von { $cities }.
marco_polo-did-use_repeat = { $player } nutzte die Stadtkarte { $times }×: { $cost } → { $reward }.
marco_polo-did-other_bonus = { $player } nahm Stadtbonus { $letter }: { $reward }.
marco_polo-did-compensate = { $player } nahm { $camels } { $camels ->
        [one] Kamel
       *[other] Kamele
    } und { $coins } Geld für den niedrigen Wurf.
marco_polo-did-relocate = { $player } versetzte den Handelsposten von { $city } nach { $to }.
marco_polo-did-pick = { $player } wählte { $character }.
marco_polo-did-keep_cards = { $player } behielt { $cards }.
marco_polo-move-keep = 2 Zielkarten behalten
marco_polo-secret-keep = { $player } behielt 2 Zielkarten.
marco_polo-did-reroll_result = { $player } würfelte { $die } für 1 Kamel neu: jetzt { $value }.
marco_polo-space-coins = das Feld 5 Geld
marco_polo-space-camels = den Kamelmarkt
marco_polo-space-pepper = den Pfeffermarkt
marco_polo-space-silk = den Seidenmarkt
marco_polo-space-gold = den Goldmarkt
marco_polo-space-khan = die Gunst des Khan
marco_polo-space-contracts = das Auftragsfeld
marco_polo-space-travel = das Reisefeld
marco_polo-gain-coins = 5 Geld
marco_polo-gain-khan = 2 Kamele und 1 Ware nach Wahl
marco_polo-gain-contracts = 1 oder 2 Aufträge von den Feldern bis { $n }
marco_polo-gain-travel = bis zu { $n } { $n ->
        [one] Schritt
       *[other] Schritte
    }
marco_polo-row = Reihe { $row }
marco_polo-fee = Gebühr { $fee }
marco_polo-city_bonus = { $city } ({ $reward })
marco_polo-ev-round = Runde { $round } begann; { $start } war Startspieler.
marco_polo-ev-rolled = { $player } würfelte { $dice }.
marco_polo-ev-income = { $player } erhielt zu Rundenbeginn: { $sources }.
marco_polo-ev-dice_unset = { $player } nahm { $n } Würfel ungewürfelt (Raschid ad-Din Sinan stellt sie beim Einsetzen ein).
marco_polo-ev-mercator = { $player } bekam als Mercator ex Tabriz { $reward }, da { $mover } { $space } nutzte.
marco_polo-ev-post = { $player } setzte einen Handelsposten in { $city }.
marco_polo-ev-office = { $player } erhielt den Kontorbonus in { $city }: { $reward }.
marco_polo-ev-black_die = { $player } nahm einen schwarzen Würfel und würfelte { $value }.
marco_polo-ev-black_die_unset = { $player } nahm einen schwarzen Würfel (wird beim Einsetzen eingestellt).
marco_polo-ev-no_black_die = { $player } erhielt keinen schwarzen Würfel: es war keiner mehr da.
marco_polo-ev-special_empty = { $player } erhielt keinen Auftrag: der Sonderstapel war leer.
marco_polo-ev-drawn = { $player } nahm { $contract } vom Sonderstapel.
marco_polo-ev-drawn_hidden = { $player } zog einen Auftrag vom Sonderstapel und entscheidet nun darüber.
marco_polo-ev-drawn_secret = { $player } zog { $contract } vom Sonderstapel.
marco_polo-ev-refill = Die leere Reihe wurde vom Sonderstapel aufgefüllt: { $contracts }.
marco_polo-ev-game_over = Das Spiel endete.
marco_polo-opening-draft = Die Charaktere werden in umgekehrter Sitzreihenfolge gewählt, zuerst von { $first }; { $start } beginnt die erste Runde.
marco_polo-step-coins = 5 Geld
marco_polo-step-camels = Kamelmarkt
marco_polo-step-pepper = Pfeffermarkt
marco_polo-step-silk = Seidenmarkt
marco_polo-step-gold = Goldmarkt
marco_polo-step-khan = Gunst des Khan
marco_polo-step-contracts = Aufträge nehmen
marco_polo-step-travel = Reisen
marco_polo-step-city = Stadtkarte
marco_polo-step-fulfil = Auftrag erfüllen
marco_polo-step-bag = Säckchen: 3 Geld
marco_polo-step-reroll = Würfel neu würfeln (1 Kamel)
marco_polo-step-bump = Würfel drehen (2 Kamele)
marco_polo-step-black = Schwarzen Würfel kaufen (3 Kamele)
marco_polo-step-end = Zug beenden
marco_polo-step-good = Waren
marco_polo-step-take = Aufträge nehmen
marco_polo-step-only = Nur diesen
marco_polo-step-drop = Auftrag abwerfen
marco_polo-step-keep_new = Behalten, einen eigenen abwerfen
marco_polo-step-decline = Unter den Sonderstapel legen
marco_polo-step-skip = Schritt verfällt (nicht bezahlbar)
marco_polo-step-use = Stadtkarte nutzen
marco_polo-step-bonus = Bonus einer anderen Stadt
marco_polo-step-compensate = Kamele und Geld
marco_polo-step-relocate = Handelsposten versetzen
marco_polo-step-pick = Charaktere
marco_polo-step-keep = Zielkarten
marco_polo-step-free = kostenlos
marco_polo-step-direct = direkt
marco_polo-step-card = { $city }: { $effect }
marco_polo-step-bump_to = { $die } → { $to }
marco_polo-step-lowest = Niedrigster Würfel { $die }
marco_polo-step-and_die = mit { $die }
marco_polo-step-dice = { $dice }: { $more }
marco_polo-step-goods = { $a } und { $b }
marco_polo-step-bonus_letter = { $letter }: { $reward }
marco_polo-step-character = { $name }: { $ability }
marco_polo-step-goals = { $a } · { $b }
marco_polo-step-slot = { $slot }: { $contract }
marco_polo-step-slot_bonus = Bonus { $bonus }
marco_polo-step-to = Nach { $place }
marco_polo-step-figure_to = Figur { $figure } nach { $place }
marco_polo-step-stays = Figur { $figure } bleibt in { $place }
marco_polo-step-via = über { $places }
marco_polo-step-route = { $via }: { $cost }
marco_polo-step-times = { $times }×
marco_polo-step-use_times = { $times }×: { $cost } → { $reward }
marco_polo-step-bonuses = { $n } { $n ->
        [one] Stadtbonus
       *[other] Stadtboni
    } für { $cost }
marco_polo-step-items = { $items }
marco_polo-step-pairs = { $n } { $n ->
        [one] Paar
       *[other] Paare
    } verschiedener Waren
marco_polo-pair = { $a } + { $b }
marco_polo-mode-camels_coins = Kamele → Geld
marco_polo-mode-coins_camels = Geld → Kamele
marco_polo-mode-vp_coins = Punkte → Geld
marco_polo-mode-coins_vp = Geld → Punkte
marco_polo-mode-goods_camels = Waren → Kamele
marco_polo-mode-camels_goods = Kamele → Waren

## The Voyages of Marco Polo: places, cards, refusals, picker steps

marco_polo-title = Auf den Spuren von Marco Polo
marco_polo-hint = Zum Beispiel `place silk 4,5`, `travel venezia-oasis-a-moscow`, `contract take 2,5 camels`, `fulfil c07` / `fulfil 1`, `reroll 3`, `bump 4 up`, `city karakorum 3`, `end`.
marco_polo-item-pepper = Pfeffer
marco_polo-item-silk = Seide
marco_polo-item-gold = Gold
marco_polo-item-camels = Kamele
marco_polo-item-coins = Geld
marco_polo-amount-coins = { $n } Geld
marco_polo-amount-camels = { $n } { $n ->
        [one] Kamel
       *[other] Kamele
    }
marco_polo-amount-pepper = { $n } Pfeffer
marco_polo-amount-silk = { $n } Seide
marco_polo-amount-gold = { $n } Gold
marco_polo-amount-vp = { $n } SP
marco_polo-amount-good = { $n } { $n ->
        [one] Ware
       *[other] Waren
    } nach Wahl
marco_polo-amount-goods2 = 2 verschiedene Waren
marco_polo-amount-move = { $n } { $n ->
        [one] Schritt
       *[other] Schritte
    }
marco_polo-amount-black_die = { $n } { $n ->
        [one] schwarzer Würfel
       *[other] schwarze Würfel
    }
marco_polo-amount-contract = { $n } { $n ->
        [one] Auftrag
       *[other] Aufträge
    }
marco_polo-amount-bonus = { $n } { $n ->
        [one] Stadtbonus
       *[other] Stadtboni
    }
marco_polo-amount-other = den Bonus einer anderen Stadt
marco_polo-contract = { $id } (gib { $cost }; Lohn: { $reward })
marco_polo-die-b = schwarze { $value }
marco_polo-die-w = weiße { $value }
marco_polo-and = { $items } und { $last }
marco_polo-goal = { $large } + { $small } ({ $vp } SP, jetzt { $now }, { $have }/2)
marco_polo-card-span = { $span }: { $reward }
marco_polo-card-table = Würfel { $a }; { $b }
marco_polo-card-multiply = { $reward } je Auge
marco_polo-card-count_posts = { $reward } je Handelsposten, bis zur Augenzahl
marco_polo-card-count_contracts = { $reward } je erfülltem Auftrag, bis zur Augenzahl
marco_polo-card-repeat = { $cost } → { $reward }, so oft wie der Würfel
marco_polo-card-exchange = { $cost1 } → { $reward1 } oder { $cost2 } → { $reward2 }, so oft wie der Würfel
marco_polo-card-in = die Stadtkarte in { $city } ({ $effect })
# Places on the map: the cities as printed, the oases by their letter.
marco_polo-place-venezia = Venezia
marco_polo-place-moscow = Moscow
marco_polo-place-anxi = Anxi
marco_polo-place-karakorum = Karakorum
marco_polo-place-beijing = Beijing
marco_polo-place-samarcanda = Samarcanda
marco_polo-place-kashgar = Kashgar
marco_polo-place-lan_zhou = Lan-Zhou
marco_polo-place-xian = Xian
marco_polo-place-alexandria = Alexandria
marco_polo-place-ormuz = Ormuz
marco_polo-place-karachi = Karachi
marco_polo-place-sumatra = Sumatra
marco_polo-place-adana = Adana
marco_polo-place-kochi = Kochi
marco_polo-place-oasis_a = Oase A
marco_polo-place-oasis_b = Oase B
marco_polo-place-oasis_c = Oase C
marco_polo-place-oasis_d = Oase D
marco_polo-place-oasis_e = Oase E
marco_polo-place-oasis_f = Oase F
marco_polo-place-oasis_g = Oase G
marco_polo-place-oasis_h = Oase H
marco_polo-place-oasis_i = Oase I
marco_polo-place-oasis_j = Oase J
marco_polo-route = { $a } → { $b }
marco_polo-routes = { $a }; { $b }
marco_polo-slot_numbered = { $city } { $n }
marco_polo-character-raschid = Raschid ad-Din Sinan
marco_polo-character-matteo = Matteo Polo
marco_polo-character-berke = Berke Khan
marco_polo-character-mercator = Mercator ex Tabriz
marco_polo-character-kubilai = Kubilai Khan
marco_polo-character-niccolo = Niccolò und Marco Polo
marco_polo-character-wilhelm = Wilhelm von Rubruk
marco_polo-character-johannes = Johannes Caprini
marco_polo-ability-raschid = stellt seine Würfel ein statt zu würfeln
marco_polo-ability-matteo = weißer Würfel und ein Auftrag je Runde
marco_polo-ability-berke = zahlt nie für besetzte Felder
marco_polo-ability-mercator = 1 Ware, wenn andere zum Markt gehen
marco_polo-ability-kubilai = startet in Beijing auf dem 10er-Platz
marco_polo-ability-niccolo = zwei Figuren; 1 Kamel je Runde
marco_polo-ability-wilhelm = Posten in jeder durchreisten Stadt; 11 Posten
marco_polo-ability-johannes = springt zwischen Oasen; 3 Geld je Runde
marco_polo-ask-turn = Du bist dran: setze Würfel auf eine Aktion (Zusatzaktionen davor oder danach).
marco_polo-ask-after = Mach Zusatzaktionen oder beende deinen Zug.
marco_polo-ask-good = Wähle eine Ware (noch { $n }).
marco_polo-ask-goods2 = Wähle zwei verschiedene Waren.
marco_polo-ask-take_contracts = Nimm 1 oder 2 Aufträge von den Feldern bis { $n }.
marco_polo-ask-drop_contract = Du hast zu viele Aufträge: wirf einen alten ab.
marco_polo-ask-new_contract = Neuer Auftrag { $item }: behalte ihn statt eines deiner Aufträge, oder lege ihn unter den Sonderstapel zurück.
marco_polo-ask-new_contract_hidden = Ein Auftrag vom Sonderstapel: behalte ihn statt eines deiner Aufträge, oder lege ihn zurück.
marco_polo-ask-travel = Reise bis zu { $n } { $n ->
        [one] Schritt
       *[other] Schritte
    }.
marco_polo-ask-city = Nutze { $item } mit einer { $n }.
marco_polo-ask-other_bonus = Wähle einen anderen Stadtbonus.
marco_polo-ask-compensate = Niedriger Wurf: teile { $n } auf Kamele und Geld auf.
marco_polo-ask-relocate = Keine Handelsposten mehr: wähle einen, der nach { $item } zieht.
marco_polo-ask-draft = Wähle deinen Charakter.
marco_polo-ask-goals = Behalte 2 deiner 4 Zielkarten.
# Why the AI advises a move (engine/marco_polo/advice.py).
marco_polo-advice-contract = +{ $points } SP durch Auftrag { $contract }
marco_polo-advice-reaches = erreicht { $city }
marco_polo-advice-contracts = { $n ->
    [one] 1 Auftrag mehr
   *[other] { $n } Aufträge mehr
}
marco_polo-advice-coins = +{ $n } Geld
marco_polo-advice-goods = { $n ->
    [one] 1 Ware mehr
   *[other] { $n } Waren mehr
}
marco_polo-advice-camels = { $n ->
    [one] 1 Kamel mehr
   *[other] { $n } Kamele mehr
}
marco_polo-advice-points = +{ $points } SP
marco_polo-score-track = Punkte im Spiel
marco_polo-score-goal_cards = Zielkarten
marco_polo-score-goal_cities = Unterschiedliche Zielstädte
marco_polo-score-coins = 1 je 10 Geld
marco_polo-score-beijing = Platz in Beijing
marco_polo-score-goods = 1 je 2 Waren (Beijing)
marco_polo-score-contracts = Meiste Aufträge
marco_polo-err-decision = `{ $move }` beantwortet die offene Entscheidung nicht: { $prompt }
marco_polo-err-slot_bonus = `{ $move }`: gib Kamele (camels) oder Geld (coins) für den Bonus von Feld 5 oder 6 an, z. B. `contract take 2,5 camels`.
marco_polo-err-travel_figures = { $n ->
        [one] Nenne eine Route für deine Figur.
       *[other] Nenne { $n } Routen, eine für jede deiner Figuren.
    }
marco_polo-err-travel_start = Eine Route beginnt dort, wo deine Figur steht: { $place }.
marco_polo-err-travel_road = Entlang { $route } gibt es keinen Weg.
marco_polo-err-travel_steps = Du darfst 1 bis { $n } { $n ->
        [one] Schritt
       *[other] Schritte
    } reisen, nicht { $steps }.
marco_polo-err-travel_cost = Diese Reise kostet { $camels } { $camels ->
        [one] Kamel
       *[other] Kamele
    } und { $coins } Geld; du hast { $have_camels } und { $have_coins }.
marco_polo-err-goods_differ = Wähle zwei verschiedene Waren.
marco_polo-err-contract_slots = { $n ->
        [one] Dir steht nur der Auftrag auf Feld 1 offen, nicht { $slots }.
       *[other] Nimm 1 oder 2 verschiedene Aufträge von den Feldern 1 bis { $n }, nicht { $slots }.
    }
marco_polo-err-no_slot_bonus = Nur die Felder 5 und 6 tragen einen Bonus: nenne für die anderen weder Kamele noch Geld.
marco_polo-err-other_bonus = Bonus { $letter } ist der, der den Bonus einer anderen Stadt bringt: wähle einen anderen.
marco_polo-err-compensate = Teile genau { $n } auf Kamele und Geld auf, nicht { $got }.
marco_polo-err-relocate = Versetze einen deiner Handelsposten aus einer anderen Stadt: { $city } ist keine solche.
marco_polo-err-character = { $character } steht nicht zur Wahl; wähle aus { $offered }.
marco_polo-err-goals = Behalte 2 verschiedene Zielkarten deines Angebots: { $offer }.
marco_polo-err-main_done = Du hast in diesem Zug schon deine Aktion ausgeführt.
marco_polo-err-action_first = Du hast deine Aktion noch nicht ausgeführt: setze zuerst Würfel auf ein Aktionsfeld (oder lege mit `bag` einen Würfel in den Beutel).
marco_polo-err-no_decision = `{ $move }` beantwortet eine Entscheidung, und keine ist offen. { $prompt }
marco_polo-err-space = Das Aktionsfeld `{ $space }` gibt es nicht.
marco_polo-err-dice_count = Dieses Feld braucht { $need } { $need ->
        [one] Würfel
       *[other] Würfel
    }, nicht { $got }.
marco_polo-err-no_dice_left = Du hast keine Würfel mehr.
marco_polo-err-no_such_dice = { $count ->
        [one] Den Würfel
       *[other] Die Würfel
    } { $dice } hast du nicht.
marco_polo-err-no_such_dice_held = { $count ->
        [one] Den Würfel
       *[other] Die Würfel
    } { $dice } hast du nicht; deine Würfel zeigen { $held }.
marco_polo-err-raschid_values = Stelle alle Würfel einer Aktion auf denselben Wert.
marco_polo-err-colour_used = Deine Farbe liegt hier schon (schwarze oder weiße Würfel sind erlaubt).
marco_polo-err-no_rows = Nur die Basare haben Reihen; nenne hier keine Reihe.
marco_polo-err-row = Reihe { $row } steht dir nicht offen: mit { $low } als niedrigstem Würfel wählst du Reihe 1 bis { $low }.
marco_polo-err-no_city_card = In { $city } liegt keine Stadtkarte.
marco_polo-err-card_used = Die Stadtkarte von { $city } wurde in dieser Runde schon genutzt.
marco_polo-err-no_post = Für die Stadtkarte von { $city } brauchst du dort einen Handelsposten.
marco_polo-err-post_too_new = Dein Handelsposten in { $city } ist neu: die Stadtkarte kannst du ab deinem nächsten Zug nutzen.
marco_polo-err-card_unaffordable = Mit einer { $die } kannst du die Stadtkarte von { $city } nicht einmal nutzen: dir fehlt, was sie verlangt.
marco_polo-err-fee = Das Feld ist besetzt: die Gebühr beträgt { $fee } Geld, und du hast { $coins }.
marco_polo-err-khan_full = Die Gunst des Khan ist voll.
marco_polo-err-khan_low = Die Gunst des Khan braucht einen Würfel von mindestens { $need } (dem höchsten dort), nicht { $low }.
marco_polo-err-no_contracts = Es liegen keine Aufträge aus.
marco_polo-err-cannot_travel = Du kannst nicht einmal einen Schritt bezahlen (du hast nach der Gebühr { $camels } { $camels ->
        [one] Kamel
       *[other] Kamele
    } und { $coins } Geld).
marco_polo-err-camels = Das kostet { $need }; du hast { $have }.
marco_polo-err-black_bought = Du hast in dieser Runde schon einen schwarzen Würfel gekauft.
marco_polo-err-no_black_dice = Es ist kein schwarzer Würfel mehr zu kaufen.
marco_polo-err-bump_limit = Deine { $die } lässt sich nicht weiter in diese Richtung drehen (Würfel zeigen 1 bis 6).
marco_polo-err-contract_fulfilled = Den Auftrag { $contract } hast du schon erfüllt.
marco_polo-err-no_contract_held = Den Auftrag { $contract } hast du nicht; du hast keine Aufträge.
marco_polo-err-contract_not_held = Den Auftrag { $contract } hast du nicht; deine Aufträge: { $held }.
marco_polo-err-contract_lacks = Auftrag { $contract } braucht { $need }; du hast { $have }.

## Board images: shared labels

render-to_move = Am Zug:
render-game_over = Spielende
render-winner = Sieg:
render-place = Platz { $n }
render-paused_until = Pausiert bis { $date }, { $time } Uhr UTC
render-turn = Zug { $n }
render-you = du
render-spectator = Zuschaueransicht
render-last_move = Letzter Zug:
render-score-at_end = ≈{ $n } am Spielende
render-points = { $n ->
        [one] Punkt
       *[other] Punkte
    }
render-score_total = { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }

## Board images: Caravan

render-caravan-actions_left = noch { $n } { $n ->
        [one] Aktion
       *[other] Aktionen
    }
render-caravan-bag = Beutel: { $n }
render-caravan-end_triggered = Beutel leer: die nächste Lieferung beendet das Spiel
render-caravan-delivered = Geliefert
render-caravan-demand = Nachfrage
render-caravan-theft = Diebstahlmarker: { $n }
render-caravan-held = Getragen: { $n }
render-caravan-held_penalty = Getragen: { $n } (−{ $penalty })
render-caravan-reserve = Im Vorrat
render-caravan-last-place = { $player } setzte ein Kamel auf { $to }
render-caravan-last-move = { $player } zog ein Kamel { $from } → { $to }
render-caravan-last-take = { $player } nahm { $good } auf { $to }
render-caravan-last-steal = { $player } stahl { $good } auf { $to }
render-caravan-last-carry = { $player } trug { $good } { $from } → { $to }
render-caravan-last-deliver = { $player } lieferte { $good } ({ $from } → { $to })
render-caravan-last-pass = { $player } passte
render-caravan-legend-carried = getragen
render-caravan-legend-stolen = gestohlen (darunter): sicher bis bewegt
render-caravan-legend-space = Warenfeld
render-caravan-legend-demand = Nachfragemarker, je 1 Punkt
render-caravan-legend-rare = selten: 6 Punkte
render-caravan-legend-from = letzter Zug von
render-caravan-legend-to = nach

## Score charts

render-chart-title = { $game }: Punkte im Spielverlauf
render-chart-chances_title = { $game }: Siegchancen im Spielverlauf, nach Schätzung der KI
render-chart-rounds = Runde
render-chart-turns = Zug

## Board images: Macao (card summaries are built from these pieces)

render-macao-round = Runde { $round } von { $rounds }
render-macao-phase-start_pick = Startkarten
render-macao-phase-start_cubes = Start-AS
render-macao-phase-draft = Kartenphase
render-macao-phase-dice = Würfelphase
render-macao-phase-actions = Aktionsphase
render-macao-phase-over = Spielende
render-macao-city = Stadt
render-macao-wall = Mauer (Spielreihenfolge)
render-macao-sea = Meer
render-macao-tribute = Tribut
render-macao-tribute_rate = { $gold } GM → { $pp } PP, einmal pro Zug
render-macao-gold = GM
render-macao-pp = PP
render-macao-dice = Würfel
render-macao-dice_unrolled = noch nicht gewürfelt
render-macao-offer = Karten zur Auswahl
render-macao-offices_from = Ämter ab Runde { $round }
render-macao-deck = Stapel { $deck } · Ablage { $discard }
render-macao-turn_position = #{ $n } in der Reihenfolge
render-macao-prestige = PP
render-macao-gold_count = { $n } GM
render-macao-final = PP Endstand
render-macao-in_game = { $n } im Spiel
render-macao-standings = Endstand:
render-macao-standing = { $place }: { $name }, { $n } PP
render-macao-final_place = Schlusswertung · Platz { $n }
render-macao-total = Summe
render-macao-legend = Kartenarten:
render-macao-goods_legend = Waren (Plättchen und Häfen):
render-macao-penalties = { $n } × −3
render-macao-markers = noch { $n } Besitzmarker
render-macao-jokers = { $n } Joker
render-macao-rose = Windrose
render-macao-supply = Vorrat
render-macao-tableau = Tableau ({ $n }/{ $slots })
render-macao-active = Aktivierte Karten
render-macao-none = keine
render-macao-ship = Schiff: { $at }
render-macao-delivered = { $n } { $n ->
        [one] Ware
       *[other] Waren
    } geliefert
render-macao-budget = noch { $n } { $n ->
        [one] freies Schiffsfeld
       *[other] freie Schiffsfelder
    }
render-macao-discount = nächster Stadtteil −{ $n } AS
render-macao-type-office = Amt
render-macao-type-building = Bauwerk
render-macao-type-person = Person
render-macao-fx-pp = { $n } PP
render-macao-fx-gold = { $n } GM
render-macao-fx-cube_any = { $n } AS
render-macao-fx-wall_free = Mauer +{ $n } gratis
render-macao-fx-ship_free = Schiff +{ $n } gratis
render-macao-fx-district_discount = nächster Stadtteil −{ $n } AS
render-macao-fx-take = +{ $what }
render-macao-fx-if = { $cond } → { $gain }
render-macao-fx-per = { $gain } je { $counter }
render-macao-fx-per_step = { $gain } je { $step } { $counter }
render-macao-fx-exchange = { $pay } → { $get }
render-macao-fx-exchange_max = { $pay } → { $get }, bis { $n }×
render-macao-fx-exchange_any = { $pay } → { $get }, beliebig oft
render-macao-fx-distinct = je Farbe 1
render-macao-fx-trigger = je { $event }: { $gain }
render-macao-fx-endgame = Ende: { $pp } PP/{ $counter }
render-macao-fx-endgame_step = Ende: { $pp } PP je { $step } { $counter }
render-macao-fx-no_double = (nicht ×2)
render-macao-cond-offices_used_this_round = Amt diese Runde genutzt
render-macao-cond-gold_received_this_round = GM diese Runde erhalten
render-macao-cond-ship_spaces_moved_this_round = Schiff diese Runde { $n }+ { $n ->
        [one] Feld
       *[other] Felder
    }
render-macao-cond-discs_above_own = Scheibe auf deiner
render-macao-cond-generic = { $counter } ≥ { $n }
render-macao-counter-active_offices = Amt { $category }
render-macao-counter-districts_owned = Stadtmarker
render-macao-counter_many-districts_owned = Stadtmarker
render-macao-counter_many-wall_position = Mauerfelder
render-macao-counter_many-gold = GM
render-macao-counter-districts_largest_area = Marker im größten Gebiet
render-macao-counter-districts_outside_largest = Marker nicht im größten Gebiet
render-macao-counter-dark_districts_owned = dunkler Stadtteil
render-macao-counter-discs_above_own = Scheibe auf deiner
render-macao-counter-dice_chosen_showing_1 = Würfel mit 1
render-macao-counter-active_cards-office = aktiviertes Amt
render-macao-counter-active_cards-building = aktiviertes Bauwerk
render-macao-counter-active_cards-person = aktivierte Person
render-macao-counter-office_categories_active = Ämterkategorie
render-macao-counter-endgame_cards_active = Spielende-Karte
render-macao-counter-card_sets = Satz Amt+Bauwerk+Person
render-macao-counter-goods_delivered = gelieferte Ware
render-macao-counter-gold = GM
render-macao-counter-wall_position = Mauerfeld
render-macao-counter-offices_used_this_round = genutztes Amt
render-macao-counter-gold_received_this_round = erhaltene GM
render-macao-counter-ship_spaces_moved_this_round = Schiffsfeld
render-macao-event-deliver_tile = gelieferte Ware
render-macao-event-take_district = Stadtteil
render-macao-event-buy_tribute = Tributkauf
render-macao-event-activate_card = aktivierte Karte
render-macao-event-activate_card-office = aktiviertes Amt
render-macao-event-activate_card-building = aktiviertes Bauwerk
render-macao-event-activate_card-person = aktivierte Person
render-macao-rule-activation_cost-office = Ämter kosten { $n } AS weniger
render-macao-rule-activation_cost-building = Bauwerke kosten { $n } AS weniger
render-macao-rule-activation_cost-person = Personen kosten { $n } AS weniger
render-macao-rule-activation_payment = 1×/Runde: Kosten zeigen statt zahlen
render-macao-rule-card_draft_optional = Phase 1: darf keine Karte nehmen
render-macao-rule-district_cost = jeder Stadtteil −{ $n } AS
render-macao-rule-district_colour = Stadtteil: { $n } AS beliebiger Farbe
render-macao-rule-districts_per_turn = bis zu { $n } { $n ->
        [one] Stadtteil
       *[other] Stadtteile
    } pro Zug
render-macao-rule-wall_cost = Mauer: jedes weitere Feld { $n } AS
render-macao-rule-wall_stack_order = deine Scheibe liegt immer oben
render-macao-rule-port_entry_cost = Hafeneinfahrt kostet keinen AS
render-macao-rule-delivery_multiplier = Lieferungen { $good } ×{ $n }
render-macao-rule-joker_value = Joker zählen ×{ $n }
render-macao-rule-tribute_price = Tribut kostet { $n } GM weniger
render-macao-rule-tribute_per_turn = Tribut bis zu { $n }× pro Zug
render-macao-rule-endgame_tableau_penalty = Ende: Tableaukarten ohne Strafe
render-macao-phase_mark-1 = Phase 1:{ " " }
render-macao-phase_mark-2 = Phase 2:{ " " }

## Board images: The Voyages of Marco Polo

render-marco_polo-round = Runde { $round } von 5
render-marco_polo-phase-draft = Charakterwahl
render-marco_polo-phase-goals = Zielkarten wählen
render-marco_polo-phase-income = Einkommen
render-marco_polo-phase-compensation = Würfelausgleich
render-marco_polo-phase-turns = { "" }
render-marco_polo-phase-over = Schlusswertung
render-marco_polo-black_dice = Schwarze Würfel übrig: { $n }
render-marco_polo-piles = Auftragsstapel: { $piles } · Sonderstapel { $special }
render-marco_polo-draft = Charaktere zur Wahl:
render-marco_polo-space-coins = 5 Geld
render-marco_polo-space-camels = Markt: Kamele
render-marco_polo-space-pepper = Markt: Pfeffer
render-marco_polo-space-silk = Markt: Seide
render-marco_polo-space-gold = Markt: Gold
render-marco_polo-space-khan = Gunst des Khan
render-marco_polo-space-travel = Reisen
render-marco_polo-space-contracts = Aufträge nehmen
render-marco_polo-space-bag = Säckchen: 3 Geld
render-marco_polo-note-khan = 1 Würfel ≥ dem letzten · gratis
render-marco_polo-note-travel = 2 Würfel · Schritte bis zum niedrigeren
render-marco_polo-note-contracts = 1 Würfel · 1 oder 2 von den Feldern bis zur Augenzahl
render-marco_polo-note-bag = Zusatzaktion: 1 beliebiger Würfel, gratis
render-marco_polo-dice_needed = { $n } Würfel
render-marco_polo-one_die = 1 Würfel
render-marco_polo-bonus_title = Zusatzaktionen, vor oder nach deiner Aktion
render-marco_polo-bonus_actions = neu würfeln (1 Kamel) · Würfel ±1 (2 Kamele) · schwarzer Würfel (3 Kamele, 1× pro Zug) · Säckchen · Aufträge erfüllen
render-marco_polo-fee = besetzt: Augenzahl zahlen
render-marco_polo-posts_left = Posten übrig: { $n }
render-marco_polo-fulfilled = Erfüllt: { $n }
render-marco_polo-no_dice = keine Würfel mehr
render-marco_polo-contracts = Aufträge
render-marco_polo-none = keine
render-marco_polo-goals = Zielkarten
render-marco_polo-goals_hidden = { $n } { $n ->
        [one] Zielkarte
       *[other] Zielkarten
    } (verdeckt)
render-marco_polo-goals_worth = Jetzt wert: { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    } (volle Karten { $cards }, Städte mit Posten ✓ { $cities })
render-marco_polo-goal_offer = Wähle 2 von:
render-marco_polo-waiting = Warten auf: { $who }
render-marco_polo-standing = { $place }: { $name }, { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }
render-marco_polo-start_player = Startspieler
render-marco_polo-winner = Sieg
render-marco_polo-character-none = noch kein Charakter

## The bot: tables, turns, refusals and replies of the service

bot-err-no_game = In diesem Kanal läuft kein Spiel.
bot-err-game_over = { $game } ist vorbei ({ $how }): { $standings }.
bot-err-game_closed = { $game } wurde geschlossen, bevor es begann.
bot-err-tables_in_threads = Dieser Kanal selbst hat kein Spiel: { $count ->
        [one] sein Tisch spielt
       *[other] seine { $count } Tische spielen
    } in eigenen Threads. Nutze die Befehle dort:
bot-err-game_exists = In diesem Kanal gibt es schon ein Spiel: { $game } ({ $status }). Beende oder verwirf es zuerst, oder spielt in einem anderen Kanal oder Thread.
bot-err-already_started = { $game } hat hier schon begonnen; niemand kann jetzt noch beitreten oder gehen.
bot-err-not_started = { $game } hat noch nicht begonnen; das Spiel kann starten, sobald { $low } bis { $high } Spieler beigetreten sind.
bot-err-already_seated = Du sitzt schon an diesem Tisch; warte auf den Start.
bot-err-table_full = Der Tisch ist voll ({ $high } Spieler). Eröffne ein Spiel in einem anderen Kanal oder Thread.
bot-err-not_seated = Du spielst in diesem Spiel nicht mit und kannst das daher nicht tun, aber zuschauen.
bot-err-creator_cannot_leave = Du hast diesen Tisch eröffnet und kannst ihn nicht verlassen; du kannst ihn schließen.
bot-err-only_creator_starts = Starten kann das Spiel nur die Person, die den Tisch eröffnet hat ({ $player }).
bot-err-player_count = { $game } braucht { $low } bis { $high } Spieler, { $got ->
        [one] beigetreten ist
       *[other] beigetreten sind
    } { $got }. Warte, bis weitere beitreten.
bot-err-not_your_turn = Du bist nicht am Zug: Der Tisch wartet auf { $players }.
bot-err-not_saved = Die Verbindung zur Datenbank ist abgebrochen, während deine Änderung gespeichert wurde, und sie wurde nicht gespeichert: Das Spiel ist unverändert. Bitte versuch es noch einmal.
bot-err-outcome_unknown = Die Datenbank hat nicht mehr geantwortet, während deine Änderung gespeichert wurde; ob sie gespeichert ist, kann ich noch nicht sagen. Schau in einer Minute aufs Brett; ein Zug, den du noch einmal schickst, zählt nur einmal.
bot-msg-already_made = { $player } hatte diesen Zug schon gemacht; er wurde einmal gespeichert und nicht noch einmal ausgeführt.
bot-err-board_changed = Das Spielbrett hat sich geändert; so sieht es jetzt aus.
bot-err-cannot_undo = Rückgängig geht jetzt nicht. Nur eigene Züge des laufenden Zugs lassen sich zurücknehmen, nie über einen Würfelwurf, ein Ziehen oder den Zug eines anderen hinweg.
bot-err-abandon_not_allowed = Abbrechen kann das Spiel nur die Person, die den Tisch eröffnet hat ({ $player }), oder wer diesen Kanal verwaltet.
bot-err-no_such_page = Seite { $page } gibt es nicht: Das Protokoll hat { $pages } { $pages ->
        [one] Seite
       *[other] Seiten
    }.
bot-err-game_ended = Dieses Spiel ist zu Ende.
bot-status-lobby = wartet auf Spieler
bot-status-active = läuft
bot-status-finished = beendet
bot-status-abandoned = abgebrochen
bot-msg-ended_by_vote = durch Abstimmung des Tisches beendet
bot-msg-lobby_opened = { $player } hat einen Tisch für { $game } eröffnet ({ $low } bis { $high } Spieler).
bot-msg-joined = { $player } sitzt jetzt am Tisch für { $game } ({ $count } von { $high } Plätzen besetzt).
bot-msg-left = { $player } hat den Tisch für { $game } verlassen ({ $count } von { $high } Plätzen besetzt).
bot-msg-started = { $game } hat begonnen. Sitzreihenfolge: { $order }.
bot-msg-waiting_for = Am Zug: { $players }.
bot-msg-undone = { $player } nahm einen Zug zurück. Rückgängig: { $move }
bot-msg-abandoned = { $player } hat das Spiel ({ $game }) abgebrochen. Der Kanal ist frei für ein neues.
bot-msg-finished = 🏁 { $game }: Endwertung
bot-msg-winner = Gewonnen hat: { $players }
bot-msg-winners = Geteilter Sieg: { $players }
bot-msg-standing = { $rank }. { $player }: { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }
bot-msg-placed = { $rank }. { $player } { $score }
bot-msg-score_line = { "    " }{ $label }: { $points }
bot-msg-status = { $game } ({ $status }), bisher { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }.
bot-msg-seat = Sitz { $number }: { $player }
bot-msg-seat_score = Sitz { $number }: { $player }, { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }
bot-msg-seat_score_to_act = Sitz { $number }: { $player }, { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    } (am Zug)
bot-msg-seat_score_projected = Sitz { $number }: { $player }, { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    } (≈{ $end } am Spielende)
bot-msg-seat_score_to_act_projected = Sitz { $number }: { $player }, { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    } (≈{ $end } am Spielende; am Zug)
bot-msg-log_page = Zugprotokoll, Seite { $page } von { $pages }:
bot-msg-log_line = { $number }. { $move } (`{ $notation }`)
bot-msg-log_secret = { $number }. { $move }
# What followed a move by itself, under its log line (starts with an em space).
bot-msg-log_after = {"\u2003"}↳ { $event }
bot-msg-log_empty = Noch keine Züge.
# Was seit dem eigenen letzten Zug geschah (`/spiel protokoll seit:meinem`), privat.
bot-msg-since_heading = { $game }: Was seit deinem letzten Zug (Zug { $number }) geschah:
bot-msg-since_start = { $game }: Was seit Spielbeginn geschah (du hast noch nicht gezogen):
bot-msg-since_nothing = Seitdem ist nichts geschehen.
bot-msg-since_player = **{ $player }**
bot-msg-since_more = { $n ->
        [one] Ein früherer Zug fehlt
       *[other] { $n } frühere Züge fehlen
    } hier; das Zugprotokoll enthält alle.
bot-msg-since_marked = Auf dem Brett ist alles eingerahmt, was sich seitdem geändert hat.
bot-msg-private_view = Deine eigene Sicht auf { $game } in diesem Kanal (Sitz { $number }, { $player }).
bot-msg-board = { $game }: das Brett nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }.

## The bot: AI seats, turn clocks, hand-overs and votes

bot-ai-level-easy = leicht
bot-ai-level-normal = normal
bot-ai-level-hard = schwer
bot-ai-name = Caravanserai-KI ({ $level })
bot-ai-name_n = Caravanserai-KI { $n } ({ $level })
bot-ai-taken_over = { $player } (KI { $level })
bot-msg-order_item = { $number }. { $player }
bot-msg-ai_added = { $player } hat { $ai } an den Tisch für { $game } gesetzt ({ $count } von { $high } Plätzen besetzt).
bot-err-only_creator_adds_ai = Eine KI an den Tisch setzen kann nur die Person, die ihn eröffnet hat ({ $player }).
bot-err-unknown_level = Eine KI-Stufe „{ $level }“ gibt es nicht. Wähle easy (leicht), normal oder hard (schwer).
bot-err-seat_played_by_ai = Seit du das Spiel verlassen hast, spielt die KI deinen Platz; um wieder mitzuspielen, frag den Tisch.
bot-err-already_ai = Du hast dieses Spiel schon verlassen; die KI spielt deinen Platz.
bot-err-nothing_to_rejoin = Du spielst deinen Platz selbst; es gibt nichts, wozu du zurückkehren müsstest.
bot-err-rejoin_pending = Du hast schon gefragt, ob du zurückkommen darfst; der Tisch stimmt darüber ab.
bot-err-rejoin_not_running = Zurückkehren kann man nur in ein laufendes Spiel.
bot-err-cannot_undo_handover = Rückgängig geht jetzt nicht: Seit deinem Zug hat ein Platz den Spieler gewechselt (jemand ist gegangen, zurückgekommen oder von der KI ersetzt worden), und darüber hinweg wird nichts zurückgenommen.
bot-msg-left_to_ai = { $player } hat das Spiel ({ $game }) verlassen; die KI ({ $level }) spielt den Platz als { $ai } weiter.
bot-msg-rejoin_asked = { $player } möchte den eigenen Platz wieder selbst spielen; seit dem Weggehen hat ihn die KI gespielt. { $voters }: Seid ihr einverstanden? Die Mehrheit von euch entscheidet.
bot-msg-rejoined = { $player } spielt den eigenen Platz wieder selbst; die KI hat ihn zurückgegeben.
bot-msg-rejoin_refused = Der Tisch hat die Rückkehr von { $player } abgelehnt; die KI spielt den Platz weiter.
bot-msg-clock_out = Die Zugzeit von { $player } ({ $hours } h) ist abgelaufen. Die anderen können abstimmen: Die KI ({ $level }) spielt den Platz, oder das Spiel endet mit dem jetzigen Stand.
bot-msg-vote_counted = Deine Stimme zählt: { $votes } von { $voters } haben abgestimmt; { $need } Stimmen für eine Wahl entscheiden.
bot-msg-voted_ai = Der Tisch hat abgestimmt: Ab jetzt spielt die KI ({ $level }) den Platz von { $player }, als { $ai }.
bot-msg-voted_end = Der Tisch hat abgestimmt, das Spiel ({ $game }) mit dem jetzigen Stand zu beenden.
bot-err-no_such_vote = Eine solche Abstimmung gibt es an diesem Tisch nicht.
bot-err-vote_over = Diese Abstimmung ist vorbei ({ $outcome }); es wurde nichts geändert.
bot-err-vote_not_player = Abstimmen dürfen nur die Spieler an diesem Tisch, aber zuschauen kannst du.
bot-err-vote_own_seat = Diese Abstimmung betrifft deinen eigenen Platz; darüber entscheiden die anderen.
bot-err-already_voted = Du hast hier schon abgestimmt, und eine Stimme lässt sich nicht ändern.
bot-vote-outcome-ai = die KI hat den Platz übernommen
bot-vote-outcome-end = das Spiel wurde beendet
bot-vote-outcome-yes = der Spieler ist zurückgekommen
bot-vote-outcome-no = die Rückkehr wurde abgelehnt
bot-vote-outcome-moot = der Tisch ist inzwischen weitergekommen
bot-err-bad_turn_hours = Die Zugzeit läuft in ganzen Tagen: 24, 48, 72 … bis 720 Stunden; 0 schaltet sie ab.
bot-err-table_settings_not_allowed = Zugzeit, KI-Stufe und Tipps dieses Tisches ändern nur die Person, die ihn eröffnet hat ({ $player }), oder wer diesen Kanal verwaltet.
bot-msg-table_settings = Dieser Tisch: Zugzeit { $clock }; ein an die KI übergebener Platz wird auf Stufe { $level } gespielt; { $hints }.
bot-msg-hints_on = Tipps erlaubt
bot-msg-hints_off = keine Tipps
bot-msg-clock_off = aus
bot-msg-clock_hours = { $hours } h
bot-msg-log_change = · { $change }
bot-log-left = { $player } verließ das Spiel; von da an spielte die KI ({ $level }) den Platz.
bot-log-voted_ai = Die Zugzeit von { $player } lief ab; nach Abstimmung des Tisches spielte von da an die KI ({ $level }) den Platz.
bot-log-rejoined = { $player } übernahm den Platz wieder selbst.
bot-log-voted_end = Die Zugzeit von { $player } lief ab; nach Abstimmung des Tisches endete das Spiel mit dem damaligen Stand.

## The bot: pauses by agreement (bot/service/pauses.py)

bot-when = { $utc } UTC
bot-msg-pause_asked = { $player } bittet darum, den Tisch für { $days ->
        [one] einen Tag
       *[other] { $days } Tage
    } zu pausieren: so lange keine Zugzeit und keine Erinnerungen. { $voters }: Seid ihr einverstanden? Die Mehrheit von euch entscheidet.
bot-msg-paused = Der Tisch pausiert bis { $when }: bis dahin keine Zugzeit und keine Erinnerungen. Züge sind weiter erlaubt; der erste beendet die Pause.
bot-msg-pause_declined = Der Tisch hat die Pause von { $player } abgelehnt; die Zeit läuft weiter.
bot-msg-resumed = { $player } hat die Pause beendet: Die Zugzeit läuft weiter, wo sie stand.
bot-msg-pause_ended_by_move = { $player } hat gezogen, das beendet die Pause: Die Zugzeit läuft weiter, wo sie stand.
bot-msg-paused_status = Pausiert bis { $when }.
bot-err-pause_days = Eine Pause dauert { $low } bis { $high } Tage.
bot-err-already_paused = Der Tisch pausiert schon bis { $when }.
bot-err-pause_pending = Der Tisch stimmt schon über eine Pause ab.
bot-err-not_paused = Der Tisch pausiert nicht.
bot-err-pause_own_vote = Du hast um diese Pause gebeten, darum entscheiden die anderen.
bot-vote-outcome-pause_yes = der Tisch pausiert
bot-vote-outcome-pause_no = die Pause wurde abgelehnt

## The bot: hints, the AI's advice for a player's own decision (bot/service/hints.py)

bot-err-hints_off = An diesem Tisch sind Tipps ausgeschaltet.
bot-hint-title = **Was die KI spielen würde** ({ $game }), nur für dich:
bot-hint-line = { $rank }. { $move } (`{ $notation }`): { $chance } % Chance, vorn zu liegen, erwarteter Vorsprung { SIGNED($lead) } · { $reasons }

## The bot: the AI's review of a finished game (bot/service/reviews.py)

bot-err-review_running = Spiel #{ $id } läuft noch: Die KI bespricht ein Spiel erst, wenn es zu Ende ist.
bot-err-review_no_moves = Spiel #{ $id } endete, bevor jemand zog: Es gibt nichts zu besprechen.
bot-review-title = **Die Spielbesprechung der KI** zu { $game } #{ $id } ({ $judged ->
    [one] 1 Entscheidung bewertet
   *[other] { $judged } Entscheidungen bewertet
}): die Züge, die jede Person nach Schätzung der KI am meisten Siegchance kosteten, jeweils mit dem Spielbrett davor.
bot-review-seat = { $player }:
bot-review-none = { $player }: kein Zug, der etwas kostete, nach Schätzung der KI.
bot-review-move = · Zug { $number }, { $chance } % Chance, vorn zu liegen: { $move } `{ $notation }` · Besser, { $better_chance } %: { $better } `{ $better_notation }`

## The bot: limits on what players type

bot-err-move_too_long = Ein Zug hat höchstens { $limit } Zeichen; dieser hat { $length }. Gib einen erlaubten Zug ein oder wähle einen aus der Liste.
bot-err-options_too_long = Spieloptionen haben höchstens { $limit } Zeichen; diese haben { $length }.

## The bot: the daily digest, time zone and quiet hours a player sets (bot/service/schedule_settings.py)

bot-schedule-off_word = aus
bot-err-setting_too_long = Eine Uhrzeit, Zeitzone oder Ruhezeit hat höchstens { $limit } Zeichen; diese hat { $length }. Zum Beispiel: 08:00, Europe/Berlin, 22:00-07:00.
bot-err-digest_time = `{ $typed }` ist keine Uhrzeit. Gib die Ortszeit der Zusammenfassung in Stunden und Minuten an, z. B. 08:00, oder aus, um sie abzustellen.
bot-err-time_zone = `{ $typed }` ist keine Zeitzone, die ich kenne. Gib einen Zonennamen wie Europe/Berlin oder America/New_York an oder einen Abstand zu UTC wie +02:00.
bot-err-quiet_hours = `{ $typed }` ist keine Ruhezeit. Gib Beginn und Ende in Ortszeit an, z. B. 22:00-07:00, oder aus, um sie zu beenden.
bot-err-quiet_hours_empty = Eine Ruhezeit braucht ein Ende, das nicht ihr Beginn ist, z. B. 22:00-07:00.

## Records: stats, leaderboard, history, replays

rec-ai_name = Caravanserai-KI ({ $level })
rec-scope-server = auf diesem Server
rec-scope-global = auf allen Servern
rec-stats-title = { "*" }*{ $player }** · Ergebnisse { $scope }
rec-stats-game = { "*" }*{ $game }**: { $n } { $n ->
        [one] Partie
       *[other] Partien
    }, { $wins } { $wins ->
        [one] Sieg
       *[other] Siege
    } ({ $rate } %), im Schnitt { $average } Punkte, bestes { $best }
rec-stats-rating = Wertung { $ordinal } ({ $mu } ± { $sigma }, { $n } { $n ->
        [one] gewertete Partie
       *[other] gewertete Partien
    }) { $scope }
rec-stats-unrated = Noch keine Wertung: Eine Partie zählt, wenn mindestens zwei Menschen sie beenden.
rec-stats-character = Lieblingscharakter: { $character } ({ $n }×)
rec-stats-pace = Zieht meist innerhalb von { $duration }, nachdem der Tisch auf sie wartet (der Median aus { $n } { $n ->
        [one] Zug
       *[other] Zügen
    } in beendeten Partien)
rec-stats-seen_through = Hat { $finished } von { $n } beendeten { $n ->
        [one] Partie
       *[other] Partien
    } bis zum Ende gespielt; { $left } der KI überlassen; bei { $handed } hat der Tisch den Platz nach abgelaufener Zugzeit der KI übergeben
rec-duration-seconds = { $n } s
rec-duration-minutes = { $n } Min.
rec-duration-hours = { $hours } Std. { $minutes } Min.
rec-duration-days = { $days } { $days ->
        [one] Tag
       *[other] Tagen
    } { $hours } Std.
rec-stats-recent = Letzte Ergebnisse:
rec-stats-recent_line = #{ $id } · { $date } · { $game }: Platz { $rank } von { $players }, { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }
rec-stats-recent_voted = #{ $id } · { $date } · { $game }: Platz { $rank } von { $players }, { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }, durch Abstimmung des Tisches beendet
rec-err-never_played = { $player } hat auf diesem Server noch keine Partie beendet.
rec-err-never_played_game = { $player } hat auf diesem Server noch keine Partie { $game } beendet.
rec-board-title = { "*" }*{ $game }** · Bestenliste { $scope } · Seite { $page }/{ $pages }
rec-board-line = { $place }. { $player }: { $ordinal } ({ $n } { $n ->
        [one] Partie
       *[other] Partien
    })
rec-board-explain = Vorsichtige Wertung (Mittel − 3 × Unsicherheit); wer mindestens { $min } gewertete Partien hat.
rec-err-no_ratings = Noch niemand hat { $min } gewertete Partien { $game } { $scope }. Eine Partie wird gewertet, wenn mindestens zwei Menschen sie beenden.
rec-err-no_game_name = Ein Spiel namens { $game } gibt es nicht. Wähle eines aus der Liste.
rec-err-no_page = Seite { $page } gibt es nicht: Es gibt { $pages } { $pages ->
        [one] Seite
       *[other] Seiten
    }.
rec-history-title = { "*" }*Beendete Partien** { $scope } · Seite { $page }/{ $pages }
rec-history-title_player = { "*" }*Beendete Partien von { $player }** { $scope } · Seite { $page }/{ $pages }
rec-history-line = #{ $id } · { $date } · { $game } · 🏆 { $winners } · { $scores }
rec-history-line_voted = #{ $id } · { $date } · { $game } · durch Abstimmung des Tisches beendet · 🏆 { $winners } · { $scores }
rec-history-with_hints = { $line } · mit Tipps gespielt
rec-history-score = { $player } { $score }
rec-history-hint = `/game replay` mit der Nummer einer Partie zeigt sie Zug für Zug.
rec-err-no_history = Auf diesem Server wurde noch keine Partie beendet.
rec-err-no_history_player = { $player } hat auf diesem Server noch keine Partie beendet.
rec-replay-title = { "*" }*Wiederholung** · { $game } #{ $id } · Zug { $ply } von { $plies }
rec-replay-running = Die Partie läuft noch: gezeigt bis jetzt, wie Zuschauer sie sehen.
rec-replay-start = Der Tisch vor dem ersten Zug.
rec-replay-chart = Punkte im Verlauf von { $game } #{ $id }, wie das Brett sie zeigte.
rec-replay-animation = { $game } #{ $id }: das Brett am Ende jeder Runde.
rec-replay-animation_turns = { $game } #{ $id }: das Brett nach jeder Runde von Zügen.
rec-err-no_such_game = Auf diesem Server gibt es keine Partie #{ $id }. `/game history` listet die beendeten.
rec-err-not_started = Partie #{ $id } hat noch nicht begonnen: Es gibt nichts zu wiederholen.
rec-err-no_such_move = Partie #{ $id } hat { $plies } { $plies ->
        [one] Zug
       *[other] Züge
    }: Wähle einen Zug von 0 (der Anfang) bis { $plies }.
rec-err-at_start = Das ist schon der Anfang der Partie.
rec-err-at_end = Das ist schon der bisher letzte Zug.
rec-err-too_big = Die Animation wäre größer, als Discord erlaubt; nimm stattdessen `/game replay`.

## The bot: what it keeps about a player (`/me data`, `/me forget`)

bot-former_player = Ehemalige Person
bot-me-data_sent = Alles, was der Bot über dich speichert, steht in der angehängten Datei: deine Einstellungen, deine Plätze in { $n ->
        [one] einem Spiel
       *[other] { $n } Spielen
    } (mit deinen Ergebnissen und deinen eigenen Zügen), deine Wertungen, deine Stimmen und deine Notizen.
bot-me-open_table = { $game } (Tisch { $id })
bot-me-still_playing = Du spielst noch an { $n ->
        [one] diesem Tisch
       *[other] diesen Tischen
    }: { $tables }. Verlasse { $n ->
        [one] ihn
       *[other] sie
    } zuerst (in einem laufenden Spiel spielt die KI deinen Platz weiter) oder spiele { $n ->
        [one] das Spiel
       *[other] die Spiele
    } zu Ende, dann frag noch einmal.
bot-me-forget_confirm = Dich vergessen? Das löscht deine Einstellungen (Erinnerungen per DM, Urlaub), deine Wertungen, deine Stimmen und deine Notizen und nennt dich in jedem gespeicherten Spiel „Ehemalige Person“. Die Spiele selbst bleiben, damit sie sich weiter nachspielen lassen und die anderen ihre Ergebnisse und Wertungen behalten. Das lässt sich nicht rückgängig machen.
bot-me-forgotten = Erledigt: Du bist vergessen. Deine Einstellungen, Wertungen, Stimmen und Notizen sind gelöscht, und in { $n ->
        [one] { $n } gespeicherten Spiel
       *[other] { $n } gespeicherten Spielen
    } heißt du jetzt „Ehemalige Person“.

## The bot: private notes (`/game note`, `/game notes`)

bot-notes-saved = Notiert, nur für dich: Notiz { $number } von höchstens { $most } an { $table }.
bot-notes-deleted = Notiz { $number } an { $table } ist gelöscht; die Notizen danach sind aufgerückt.
bot-notes-none = Du hast keine Notizen an { $table }.
bot-notes-title = { "*" }*Deine Notizen an { $table }** (nur du siehst sie) · { $n } von { $most }
bot-notes-line = { $number }. { $when }: { $note }
bot-notes-replay_title = { "*" }*Deine Notizen an diesem Tisch** (nur du siehst sie): { $n }
bot-notes-err-empty = Eine Notiz braucht einen Text.
bot-notes-err-too_long = Eine Notiz hat höchstens { $limit } Zeichen; diese hat { $length }.
bot-notes-err-full = Du hast an { $table } schon { $most } Notizen, mehr passen nicht. Lösche zuerst eine.
bot-notes-err-no_note = Du hast keine Notiz { $number } an { $table }.
bot-notes-err-no_table = Auf diesem Server gibt es keinen Tisch #{ $id }.
bot-notes-err-not_seated = Nur wer an Tisch #{ $id } spielt, führt dort Notizen.
bot-notes-err-text_or_delete = Gib den Text einer Notiz an, um sie zu behalten, oder die Nummer einer Notiz, um sie zu löschen (nicht beides).

## Discord: slash command names and descriptions (cmd-…), and the adapter's messages

cmd-game-name = spiel
cmd-game-new-name = neu
cmd-game-new-game-name = spiel
cmd-game-new-options-name = optionen
cmd-game-new-thread-name = thread
cmd-game-new-turn_hours-name = zugzeit_stunden
cmd-game-new-ai_level-name = ki_stufe
cmd-game-new-hints-name = tipps
cmd-game-add_ai-name = ki-dazu
cmd-game-add_ai-level-name = stufe
cmd-game-rejoin-name = zurückkehren
cmd-game-pause-name = pausieren
cmd-game-pause-days-name = tage
cmd-game-resume-name = fortsetzen
cmd-game-join-name = beitreten
cmd-game-leave-name = verlassen
cmd-game-start-name = starten
cmd-game-status-name = status
cmd-game-board-name = brett
cmd-game-board-private-name = privat
cmd-game-hint-name = tipp
cmd-game-review-name = besprechung
cmd-game-review-game_id-name = partie
cmd-game-review-public-name = öffentlich
cmd-game-log-name = protokoll
cmd-game-log-page-name = seite
cmd-game-log-since-name = seit
cmd-game-note-name = notiz
cmd-game-note-text-name = text
cmd-game-note-delete-name = löschen
cmd-game-note-game_id-name = partie
cmd-game-notes-name = notizen
cmd-game-notes-game_id-name = partie
cmd-game-undo-name = zurück
cmd-game-abandon-name = abbrechen
cmd-game-settings-name = einstellungen
cmd-game-settings-reminder_hours-name = erinnerung_stunden
cmd-game-settings-language-name = sprache
cmd-game-settings-dm-name = dm
cmd-game-settings-vacation_days-name = urlaub_tage
cmd-game-settings-turn_hours-name = zugzeit_stunden
cmd-game-settings-ai_level-name = ki_stufe
cmd-game-settings-hints-name = tipps
cmd-game-settings-digest-name = zusammenfassung
cmd-game-settings-time_zone-name = zeitzone
cmd-game-settings-quiet_hours-name = ruhezeit
cmd-game-rules-name = regeln
cmd-game-rules-topic-name = thema
cmd-move-name = zug
cmd-move-notation-name = notation
cmd-game-desc = Ein Brettspiel in diesem Kanal
cmd-game-new-desc = Einen Spieltisch hier eröffnen
cmd-game-new-game-desc = Welches Spiel
cmd-game-new-options-desc = Spieloptionen, z. B. short_game=true sixth_camel=true
cmd-game-new-thread-desc = Den Tisch in einem eigenen Thread eröffnen (Standard: ja, wo ich darf)
cmd-game-new-turn_hours-desc = Zugzeit: danach dürfen die anderen einen Platz der KI geben oder das Spiel beenden
cmd-game-new-ai_level-desc = Stufe der KI, die einen Platz übernimmt (sonst normal)
cmd-game-new-hints-desc = Dürfen Spieler die KI um Tipps bitten (sonst nur, wo das Spiel nicht gewertet wird)
cmd-game-add_ai-desc = Eine KI an den offenen Tisch setzen (wer ihn eröffnet hat)
cmd-game-add_ai-level-desc = Wie stark sie spielt
cmd-game-rejoin-desc = Bitten, den eigenen Platz wieder zu spielen (der Tisch stimmt zu)
cmd-game-pause-desc = Den Tisch um eine Pause bitten: einige Tage keine Zugzeit und keine Erinnerungen
cmd-game-pause-days-desc = Wie viele Tage (1 bis 30; sonst 7)
cmd-game-resume-desc = Die Pause des Tisches jetzt beenden: Die Zugzeit läuft wieder
cmd-game-join-desc = Am offenen Tisch Platz nehmen
cmd-game-leave-desc = Den Tisch verlassen; in einem laufenden Spiel spielt die KI deinen Platz weiter
cmd-game-start-desc = Das Spiel starten (wer den Tisch eröffnet hat)
cmd-game-status-desc = Wer am Zug ist und der Punktestand
cmd-game-board-desc = Das aktuelle Spielbrett zeigen
cmd-game-board-private-desc = Nur für mich, mit meiner eigenen Sicht
cmd-game-hint-desc = Was die KI an deiner Stelle spielen würde, nur für dich
cmd-game-review-desc = Die Besprechung einer beendeten Partie durch die KI: die teuersten Züge und alle Siegchancen
cmd-game-review-game_id-desc = Die Nummer der Partie (sonst die letzte dieses Kanals)
cmd-game-review-public-desc = Für alle posten (sonst siehst nur du es)
cmd-game-log-desc = Die bisherigen Züge
cmd-game-log-page-desc = Seite (1 = die ersten Züge)
cmd-game-log-since-desc = Nur was seit deinem eigenen letzten Zug geschah, nur für dich
cmd-game-note-desc = Eine private Notiz zu diesem Tisch (nur du kannst sie lesen)
cmd-game-note-text-desc = Die Notiz (höchstens 300 Zeichen)
cmd-game-note-delete-desc = Stattdessen deine Notiz mit dieser Nummer löschen (siehe /game notes)
cmd-game-note-game_id-desc = Die Nummer des Tisches (sonst der dieses Kanals)
cmd-game-notes-desc = Deine privaten Notizen zu diesem Tisch, nur für dich
cmd-game-notes-game_id-desc = Die Nummer des Tisches (sonst der dieses Kanals)
cmd-game-undo-desc = Den letzten eigenen Zug dieser Runde zurücknehmen
cmd-game-abandon-desc = Das Spiel hier ohne Ergebnis beenden
cmd-game-settings-desc = Erinnerungen, Direktnachrichten, Sprache
cmd-game-settings-reminder_hours-desc = Kanal: Stunden bis zur ersten Erinnerung
cmd-game-settings-language-desc = Kanal: Sprache des Bots hier
cmd-game-settings-dm-desc = Ich: mich auch per Direktnachricht erinnern
cmd-game-settings-vacation_days-desc = Ich: meine Erinnerungen so viele Tage pausieren (0 beendet)
cmd-game-settings-turn_hours-desc = Tisch: die Zugzeit (wer ihn eröffnet hat oder den Kanal verwaltet)
cmd-game-settings-ai_level-desc = Tisch: Stufe einer KI, die einen Platz übernimmt
cmd-game-settings-hints-desc = Tisch: dürfen Spieler die KI um Tipps bitten (wer ihn eröffnet hat oder den Kanal verwaltet)
cmd-game-settings-digest-desc = Ich: täglich eine DM zu dieser Ortszeit mit den Tischen, die warten, z. B. 08:00 (aus beendet)
cmd-game-settings-time_zone-desc = Ich: meine Zeitzone, z. B. Europe/Berlin oder +02:00
cmd-game-settings-quiet_hours-desc = Ich: keine Direktnachrichten zwischen diesen Ortszeiten, z. B. 22:00-07:00 (aus beendet)
cmd-game-rules-desc = Kurze Regelhilfe
cmd-game-rules-topic-desc = Was du wissen willst
cmd-move-desc = Einen Zug im Spiel dieses Kanals machen
cmd-move-notation-desc = Dein Zug; tippe, um die erlaubten zu sehen
dc-choice-lang-auto = Die eigene jedes Spielers
dc-choice-since-mine = meinem letzten Zug
dc-choice-clock-off = Keine Zugzeit
dc-choice-clock-24 = 1 Tag (24 h)
dc-choice-clock-48 = 2 Tage (48 h)
dc-choice-clock-72 = 3 Tage (72 h)
dc-choice-clock-120 = 5 Tage (120 h)
dc-choice-clock-168 = 1 Woche (168 h)
dc-choice-clock-336 = 2 Wochen (336 h)
dc-button-join = Beitreten
dc-button-leave = Verlassen
dc-button-start = Starten
dc-button-board = Meine Sicht
dc-button-since = Was geschah?
dc-button-play_hint = Den ersten spielen
dc-button-review = Spielbesprechung der KI
dc-button-undo = Rückgängig
dc-your_turn = { $mentions }, ihr seid am Zug.
dc-your_turn-one = { $mentions }, du bist am Zug.
dc-results-winner = 🏆 Gewonnen: { $names }
dc-results-winners = 🏆 Geteilter Sieg: { $names }
dc-reminder = ⏰ { $mentions }, der Tisch für { $game } wartet seit { $since } auf dich.
dc-reminder-late = ⏰ Entschuldigt die Funkstille: Der Tisch für { $game } wartet seit { $since } auf { $mentions }.
dc-reminder-dm = ⏰ Dein Zug in { $game } in { $channel }: Der Tisch wartet seit { $since }.
dc-err-generic = Bei mir ist etwas schiefgelaufen; das Spiel ist unverändert. Bitte versuch es noch einmal.
dc-err-no_permission = Das darf nur, wer den Tisch eröffnet hat, oder wer diesen Kanal verwalten darf.
dc-settings-saved = Einstellungen gespeichert.
dc-settings-show = Dieser Kanal: erste Erinnerung nach { $hours } h, Sprache { $language }. Du: Direktnachrichten { $dm }, Urlaub { $vacation }.
dc-on = an
dc-off = aus
dc-vacation-none = keiner
dc-vacation-until = bis { $when }
dc-schedule-show = Deine Zusammenfassung: { $digest }. Zeitzone: { $zone }; Ruhezeit: { $quiet }.
dc-schedule-digest_off = aus (Erinnerungen erreichen dich wie oben eingestellt)
dc-schedule-digest_at = täglich um { $time }, die nächste { $next }, statt Erinnerungen per DM
dc-schedule-quiet = { $start }–{ $end }, dann keine Direktnachrichten
dc-schedule-quiet_none = keine
dc-digest-head = { $n ->
    [one] 📋 Deine tägliche Zusammenfassung: Ein Tisch wartet auf dich.
   *[other] 📋 Deine tägliche Zusammenfassung: { $n } Tische warten auf dich.
}
dc-digest-table = • [{ $game } #{ $number }]({ $link }), wartet seit { $since }
dc-digest-more = { $n ->
    [one] … und ein weiterer Tisch.
   *[other] … und { $n } weitere Tische.
}
## Discord: commands named in messages

dc-cmd-game-new = `/{ cmd-game-name } { cmd-game-new-name }`
dc-cmd-game-join = `/{ cmd-game-name } { cmd-game-join-name }`
dc-cmd-game-leave = `/{ cmd-game-name } { cmd-game-leave-name }`
dc-cmd-game-start = `/{ cmd-game-name } { cmd-game-start-name }`
dc-cmd-game-status = `/{ cmd-game-name } { cmd-game-status-name }`
dc-cmd-game-board = `/{ cmd-game-name } { cmd-game-board-name }`
dc-cmd-game-abandon = `/{ cmd-game-name } { cmd-game-abandon-name }`
dc-cmd-game-rejoin = `/{ cmd-game-name } { cmd-game-rejoin-name }`
dc-cmd-move = `/{ cmd-move-name }`
dc-next-new = Eröffne einen Tisch mit { $cmd }.
dc-next-join = Mach mit über { $cmd }.
dc-next-start = { $player } startet das Spiel mit { $cmd }.
dc-next-start-anyone = Wer den Tisch eröffnet hat, startet das Spiel mit { $cmd }.
dc-next-leave = Verlasse den Tisch mit { $cmd }.
dc-next-board = Das Brett siehst du mit { $cmd }.
dc-next-status = { $cmd } zeigt, wer am Zug ist.
dc-next-abandon = Schließe den Tisch mit { $cmd }.
dc-next-rejoin = Um deinen Platz wieder zu spielen, frag den Tisch mit { $cmd }.
dc-next-rejoin-by = { $player } kann mit { $cmd } um die Rückkehr bitten.

## Discord: shutting down while a move is in flight

dc-shutdown-refused = Der Bot startet gerade neu; es wurde nichts geändert. Bitte versuch es in einer Minute noch einmal.
dc-shutdown-cancelled = Der Bot musste anhalten, bevor deine Anfrage fertig war; es wurde nichts geändert. Bitte versuch es in einer Minute noch einmal.

## Discord: tables in threads

dc-thread-lobby = { $player } hat einen Tisch für { $game } ({ $low } bis { $high } Spieler) in einem eigenen Thread eröffnet: { $thread }. Mit *Beitreten* unten nimmst du Platz; { $player } startet mit *Starten*. Gespielt wird im Thread.
dc-thread-where = Dieser Tisch spielt in einem eigenen Thread: { $thread }.
dc-thread-next = Tritt mit *Beitreten* unten bei oder mit { $cmd } im Thread; wer den Tisch eröffnet hat, startet das Spiel mit *Starten*.
dc-thread-table = { $thread }: { $game }, { $status }
dc-thread-table-turn = { $thread }: { $game }, { $status }, **du bist am Zug**
dc-thread-table-seated = { $thread }: { $game }, { $status }, du spielst hier mit
dc-thread-more = … und { $count } weitere.
dc-thread-no_permission = In diesem Kanal darf ich keine Threads eröffnen (dafür brauche ich die Berechtigungen *Öffentliche Threads erstellen* und *Nachrichten in Threads senden*), darum steht dieser Tisch hier im Kanal.
dc-thread-unsupported = Aus dieser Art Kanal lassen sich keine Threads eröffnen, darum steht dieser Tisch hier.
dc-thread-already = Das hier ist schon ein Thread, darum steht der Tisch gleich hier.
dc-thread-failed = Ich konnte keinen Thread für diesen Tisch ({ $game }) eröffnen, darum ist er wieder geschlossen. Versuch es bitte noch einmal, oder eröffne ihn mit `/game new` und `thread: False` hier im Kanal.
dc-thread-locked = Dieser Thread ist archiviert und gesperrt, und ich darf ihn nicht wieder öffnen; darum wurde nichts geändert. Wer Threads verwalten darf, kann ihn entsperren.
dc-thread-gone = Den Thread dieses Tisches gibt es nicht mehr, darum wurde sein Spiel abgebrochen.

## Discord: a threaded table's status line in its channel (bot/discord/status_line.py)

dc-status_line-head = { "*" }*{ $game } #{ $number }** · { $info } · { $thread }
dc-status_line-turn = Am Zug: { $players } · Zug begann { $since }
dc-status_line-over = 🏁 Spielende ({ $how }), { $since }
dc-status_line-scores = Punkte: { $scores }
dc-status_line-score = { $player } { $score }
dc-status_line-score_noted = { $player } { $score } ({ $note })
dc-status_line-board = Neuestes Spielbrett: { $link }

## Discord: the move picker

dc-picker-button = Zug wählen
dc-picker-title = { "*" }*Dein Zug** · { $game }
dc-picker-chosen = Gewählt: { $steps }
dc-picker-choose = Wähle…
dc-picker-count = { $n } { $n ->
        [one] Zug
       *[other] Züge
    }
dc-picker-this = ✓ { $label }
dc-picker-ready = Dein Zug: **{ $label }**
dc-picker-confirm = Bestätigen
dc-picker-back = ◀ Zurück
dc-picker-cancel = Abbrechen
dc-picker-cancelled = Abgebrochen. Mit *Zug wählen* unter dem Brett fängst du neu an.
dc-picker-played = ✓ { $move }
dc-picker-gone = Diese Auswahl gibt es nicht mehr; hier ist deine Entscheidung von vorn.

## Discord: votes

dc-vote-ai = Die KI spielt den Platz
dc-vote-end = Spiel jetzt beenden
dc-vote-yes = Einverstanden
dc-vote-no = Ablehnen
dc-vote-call = { $mentions }, bitte stimmt ab.
dc-when = <t:{ $stamp }:f> (<t:{ $stamp }:R>)

## Rules help pages

dc-rules-page = **{ $game }: { $topic }**
    { $text }
dc-rules-listed = { $title } (`{ $topic }`)
dc-rules-unknown = Zu diesem Thema gibt es keine Hilfe. Themen für { $game }: { $topics }.

## Discord: the records' commands and buttons

cmd-stats-name = statistik
cmd-stats-player-name = spieler
cmd-stats-game-name = spiel
cmd-stats-public-name = öffentlich
cmd-leaderboard-name = bestenliste
cmd-leaderboard-game-name = spiel
cmd-leaderboard-scope-name = bereich
cmd-leaderboard-public-name = öffentlich
cmd-game-history-name = verlauf
cmd-game-history-player-name = spieler
cmd-game-history-game-name = spiel
cmd-game-history-page-name = seite
cmd-game-history-public-name = öffentlich
cmd-game-replay-name = wiederholung
cmd-game-replay-game_id-name = partie
cmd-game-replay-move-name = zug
cmd-game-replay-animated-name = animiert
cmd-game-replay-public-name = öffentlich
cmd-stats-desc = Ergebnisse, Wertung und Tempo (eine per Abstimmung beendete Partie zählt, ohne Wertung)
cmd-stats-player-desc = Wessen (sonst deine)
cmd-stats-game-desc = Nur dieses Spiel
cmd-stats-public-desc = Für alle posten (sonst siehst nur du es)
cmd-leaderboard-desc = Die besten Spieler eines Spiels nach Wertung
cmd-leaderboard-game-desc = Welches Spiel
cmd-leaderboard-scope-desc = Dieser Server oder alle Server
cmd-leaderboard-public-desc = Für alle posten (sonst siehst nur du es)
cmd-game-history-desc = Die beendeten Partien dieses Servers, auch die per Abstimmung beendeten
cmd-game-history-player-desc = Nur deren Partien
cmd-game-history-game-desc = Nur dieses Spiel
cmd-game-history-page-desc = Seite (1 = die neuesten)
cmd-game-history-public-desc = Für alle posten (sonst siehst nur du es)
cmd-game-replay-desc = Eine Partie Zug für Zug nachspielen
cmd-game-replay-game_id-desc = Die Nummer der Partie (siehe /game history)
cmd-game-replay-move-desc = Nach diesem Zug beginnen (0 = der Anfang)
cmd-game-replay-animated-desc = Eine Animation des Bretts am Ende jeder Runde
cmd-game-replay-public-desc = Für alle posten (sonst siehst nur du es)
dc-choice-scope-server = Dieser Server
dc-choice-scope-global = Alle Server
dc-replay-start = ⏮ Anfang
dc-replay-back10 = ◀◀ 10
dc-replay-back = ◀
dc-replay-next = ▶
dc-replay-next10 = 10 ▶▶
dc-replay-end = Ende ⏭
dc-replay-chart = 📈 Punkte
dc-page-back = ◀ Seite { $page }
dc-page-next = Seite { $page } ▶
dc-page-back_none = ◀
dc-page-next_none = ▶

## Discord: /me, what the bot keeps about you

cmd-me-name = ich
cmd-me-data-name = daten
cmd-me-forget-name = vergessen
cmd-me-desc = Was der Bot über dich speichert
cmd-me-data-desc = Alles, was der Bot über dich speichert, als Datei nur für dich
cmd-me-forget-desc = Deine Einstellungen, Wertungen und deinen Namen in gespeicherten Spielen löschen
dc-me-forget_button = Vergiss mich

## Discord: /games, every running table you play at

cmd-games-name = spiele
cmd-games-desc = Alle laufenden Tische, an denen du spielst, die auf dich wartenden zuerst
cmd-games-page-name = seite
cmd-games-page-desc = Seite (1 = die Tische, die am längsten auf dich warten)
cmd-games-public-name = öffentlich
cmd-games-public-desc = Für alle posten (sonst siehst nur du es)
dc-games-title = { $count ->
        [one] Dein laufender Tisch auf diesem Server
       *[other] Deine { $count } laufenden Tische auf diesem Server
    } ({ $waiting } warten auf dich):
dc-games-title_everywhere = { $count ->
        [one] Dein laufender Tisch auf unseren gemeinsamen Servern
       *[other] Deine { $count } laufenden Tische auf unseren gemeinsamen Servern
    } ({ $waiting } warten auf dich):
dc-games-line_yours = **{ $game } #{ $id }** · **du bist am Zug** seit { $since } · Platz { $rank } von { $players }, { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    } · { $link }
dc-games-line = **{ $game } #{ $id }** · am Zug: { $waiting }, seit { $since } · Platz { $rank } von { $players }, { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    } · { $link }
dc-games-board = [Spielbrett]({ $url })
dc-games-table = [Tisch]({ $url })
dc-games-page = Seite { $page } von { $pages }.
dc-games-none = Du spielst an keinem laufenden Tisch auf diesem Server.
dc-games-none_everywhere = Du spielst an keinem laufenden Tisch auf unseren gemeinsamen Servern.
dc-games-no_such_page = Seite { $page } gibt es nicht: Deine Tische füllen { $pages } { $pages ->
        [one] Seite
       *[other] Seiten
    }.
dc-games-next_button = Nächster Tisch
dc-games-next = Als Nächstes: **{ $game } #{ $id }** wartet seit { $since } auf dich: { $link }
dc-games-next_none = Kein Tisch wartet auf dich.

## The terminal sandbox

bot-sandbox-player = Spieler { $number }
bot-sandbox-turn = { $player } ({ $colour }), dein Zug
bot-sandbox-colours = Farben: { $seats }.
bot-sandbox-colour_item = { $player } { $colour }
bot-sandbox-colour-blue = blau
bot-sandbox-colour-orange = orange
bot-sandbox-colour-green = grün
bot-sandbox-colour-yellow = gelb
bot-sandbox-colour-purple = lila
bot-sandbox-colour-sky = himmelblau
bot-sandbox-kinds = Züge: { $kinds }
bot-sandbox-step = { $label } ({ $n } { $n ->
        [one] Zug
       *[other] Züge
    })
bot-sandbox-more_kinds = … und { $count } weitere (`moves` listet alle)
bot-sandbox-hint = Tippe eine Nummer oder ein Wort aus dieser Zeile, um Schritt für Schritt zu wählen, `moves [Anfang]` für alle Züge mit Nummer, oder die Notation eines Zugs (z. B. `{ $example }`).
bot-sandbox-menu = { $path }: wähle eins (`back` geht einen Schritt zurück):
bot-sandbox-legal = Erlaubte Züge:
bot-sandbox-legal_from = Erlaubte Züge, die zu `{ $start }` passen:
bot-sandbox-no_match = Kein erlaubter Zug passt zu `{ $start }`; `moves` listet alle.
bot-sandbox-matching = Passende erlaubte Züge:
bot-sandbox-more_moves = … { $count } weitere: `more` listet die nächsten { $page }.
bot-sandbox-no_more = Das war die ganze Liste; `moves [Anfang]` listet die Züge erneut.
bot-sandbox-image = Spielbrett-Bild: { $path }
bot-sandbox-help = Tippe eine Nummer aus der zuletzt gezeigten Liste, ein Wort aus der Zeile `Züge:`, um Schritt für Schritt zu wählen (`back` geht einen Schritt zurück), `moves [Anfang]` für alle Züge mit Nummer (`more` blättert weiter), oder die Notation eines Zugs. Außerdem: undo, log [Seite] (zuerst die neueste), since (was seit deinem letzten Zug geschah), hint (was die KI spielen würde), review [Partie] (die Besprechung einer beendeten Partie durch die KI), status, board, rules [Thema], help, quit.
bot-sandbox-help-rules = `rules` listet die Themen der Regelhilfe, `rules <Thema>` zeigt eines.
bot-sandbox-help-chart = `chart` zeichnet die Punkte im bisherigen Spielverlauf.
bot-sandbox-rules-topics = Regelhilfe zu { $game }; tippe `rules <Thema>`:
bot-sandbox-bad_number = Einen Zug { $number } gibt es nicht; wähle 1 bis { $count }.
bot-sandbox-bad_choice = Eine Auswahl { $number } gibt es nicht; wähle 1 bis { $count }.
bot-sandbox-next-board = `board` zeigt das Brett aus deiner Sicht.
bot-sandbox-next-status = `status` zeigt, wer am Zug ist.
bot-sandbox-bad_page = `{ $typed }` ist keine Seitenzahl: `log` zeigt die neueste Seite, `log 2` die zweite.
bot-sandbox-bad_game = `{ $typed }` ist keine Partienummer: `review` bespricht diese Partie, wenn sie zu Ende ist, `review 3` die Partie 3.
bot-sandbox-private_view = Sitz { $number } ({ $player }): eigene Sicht auf { $game }.
bot-sandbox-hint_title = Was die KI spielen würde ({ $game }):
bot-sandbox-hint_play = Um den ersten davon zu spielen, tippe `{ $notation }`.
bot-sandbox-no_game = In dieser Sandbox läuft noch kein Spiel.
bot-sandbox-table_full = Der Tisch ist voll ({ $high } Spieler); starte die Sandbox mit weniger `--players`.
bot-sandbox-input_ended =
    Eingabe beendet; das Spiel ist in { $db } gespeichert (Spiel { $game }). Weiter geht es mit:
    { "    " }{ $command }
bot-sandbox-quit =
    Beendet; das Spiel ist in { $db } gespeichert (Spiel { $game }). Weiter geht es mit:
    { "    " }{ $command }
bot-sandbox-over = Spiel vorbei nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }.
bot-sandbox-after_end = Tippe `review` für die Besprechung der Partie durch die KI; alles andere beendet.
bot-sandbox-too_long = Nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    } angehalten (--max-moves).
bot-sandbox-saved-none = In { $db } läuft kein Spiel.
bot-sandbox-saved-header = Laufende Spiele in { $db }; weiter geht es mit `--resume ID`:
bot-sandbox-saved-line = { $id }: { $game }, { $players } Spieler, { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }, zuletzt gespielt { $when }
bot-sandbox-resume-unknown = In { $db } läuft kein Spiel { $id }; `--resume` listet sie auf.
bot-sandbox-resumed = Weiter mit Spiel { $id }: { $game }, bisher { $moves } { $moves ->
        [one] Zug
       *[other] Züge
    }.
bot-sandbox-game_needed = Nenne ein Spiel ({ $games }) oder nutze `--resume`, um ein gespeichertes fortzusetzen.
