"""What the records say to players (stats, leaderboard, history, replays), in English and
German."""

from engine.i18n import register

register(
    {
        "rec.ai_name": ("Caravanserai AI ({level})", "Caravanserai-KI ({level})"),
        "rec.scope.server": ("on this server", "auf diesem Server"),
        "rec.scope.global": ("on all servers", "auf allen Servern"),
        # stats
        "rec.stats.title": ("**{player}** · results {scope}", "**{player}** · Ergebnisse {scope}"),
        "rec.stats.game": (
            "**{game}**: {n} {n|game|games}, {wins} {wins|win|wins} ({rate} %), "
            "average {average} points, best {best}",
            "**{game}**: {n} {n|Partie|Partien}, {wins} {wins|Sieg|Siege} ({rate} %), "
            "im Schnitt {average} Punkte, bestes {best}",
        ),
        "rec.stats.rating": (
            "Rating {ordinal} ({mu} ± {sigma}, {n} rated {n|game|games}) {scope}",
            "Wertung {ordinal} ({mu} ± {sigma}, {n} {n|gewertete Partie|gewertete Partien}) "
            "{scope}",
        ),
        "rec.stats.unrated": (
            "Not rated yet: a game counts once at least two people have finished it.",
            "Noch keine Wertung: Eine Partie zählt, wenn mindestens zwei Menschen sie beenden.",
        ),
        "rec.stats.character": (
            "Favourite character: {character} ({n}×)",
            "Lieblingscharakter: {character} ({n}×)",
        ),
        "rec.stats.recent": ("Recent results:", "Letzte Ergebnisse:"),
        "rec.stats.recent_line": (
            "#{id} · {date} · {game}: place {rank} of {players}, {score} points",
            "#{id} · {date} · {game}: Platz {rank} von {players}, {score} Punkte",
        ),
        "rec.err.never_played": (
            "{player} has not finished a game on this server yet.",
            "{player} hat auf diesem Server noch keine Partie beendet.",
        ),
        "rec.err.never_played_game": (
            "{player} has not finished a game of {game} on this server yet.",
            "{player} hat auf diesem Server noch keine Partie {game} beendet.",
        ),
        # leaderboard
        "rec.board.title": (
            "**{game}** · leaderboard {scope} · page {page}/{pages}",
            "**{game}** · Bestenliste {scope} · Seite {page}/{pages}",
        ),
        "rec.board.line": (
            "{place}. {player}: {ordinal} ({n} {n|game|games})",
            "{place}. {player}: {ordinal} ({n} {n|Partie|Partien})",
        ),
        "rec.board.explain": (
            "Conservative rating (mean − 3 × uncertainty); players with at least {min} rated "
            "games.",
            "Vorsichtige Wertung (Mittel − 3 × Unsicherheit); wer mindestens {min} gewertete "
            "Partien hat.",
        ),
        "rec.err.no_ratings": (
            "No one has {min} rated games of {game} {scope} yet. A game is rated when at "
            "least two people finish it.",
            "Noch niemand hat {min} gewertete Partien {game} {scope}. Eine Partie wird "
            "gewertet, wenn mindestens zwei Menschen sie beenden.",
        ),
        "rec.err.no_game_name": (
            "There is no game called {game}. Choose one from the list.",
            "Ein Spiel namens {game} gibt es nicht. Wähle eines aus der Liste.",
        ),
        "rec.err.no_page": (
            "There is no page {page}: there {pages|is|are} {pages} {pages|page|pages}.",
            "Seite {page} gibt es nicht: Es gibt {pages} {pages|Seite|Seiten}.",
        ),
        # history
        "rec.history.title": (
            "**Finished games** {scope} · page {page}/{pages}",
            "**Beendete Partien** {scope} · Seite {page}/{pages}",
        ),
        "rec.history.title_player": (
            "**Finished games of {player}** {scope} · page {page}/{pages}",
            "**Beendete Partien von {player}** {scope} · Seite {page}/{pages}",
        ),
        "rec.history.line": (
            "#{id} · {date} · {game} · 🏆 {winners} · {scores}",
            "#{id} · {date} · {game} · 🏆 {winners} · {scores}",
        ),
        "rec.history.score": ("{player} {score}", "{player} {score}"),
        "rec.history.hint": (
            "`/game replay` with a game's number shows it again move by move.",
            "`/game replay` mit der Nummer einer Partie zeigt sie Zug für Zug.",
        ),
        "rec.err.no_history": (
            "No game has been finished on this server yet.",
            "Auf diesem Server wurde noch keine Partie beendet.",
        ),
        "rec.err.no_history_player": (
            "{player} has not finished a game on this server yet.",
            "{player} hat auf diesem Server noch keine Partie beendet.",
        ),
        # replays
        "rec.replay.title": (
            "**Replay** · {game} #{id} · move {ply} of {plies}",
            "**Wiederholung** · {game} #{id} · Zug {ply} von {plies}",
        ),
        "rec.replay.running": (
            "The game is still running: shown up to now, as a spectator sees it.",
            "Die Partie läuft noch: gezeigt bis jetzt, wie Zuschauer sie sehen.",
        ),
        "rec.replay.start": ("The table before the first move.", "Der Tisch vor dem ersten Zug."),
        "rec.replay.chart": (
            "Scores over {game} #{id}, as the board showed them.",
            "Punkte im Verlauf von {game} #{id}, wie das Brett sie zeigte.",
        ),
        "rec.replay.animation": (
            "{game} #{id}: the board at the end of every round.",
            "{game} #{id}: das Brett am Ende jeder Runde.",
        ),
        "rec.replay.animation_turns": (
            "{game} #{id}: the board after every round of turns.",
            "{game} #{id}: das Brett nach jeder Runde von Zügen.",
        ),
        "rec.err.no_such_game": (
            "There is no game #{id} on this server. `/game history` lists the finished ones.",
            "Auf diesem Server gibt es keine Partie #{id}. `/game history` listet die beendeten.",
        ),
        "rec.err.not_started": (
            "Game #{id} has not started yet: there is nothing to replay.",
            "Partie #{id} hat noch nicht begonnen: Es gibt nichts zu wiederholen.",
        ),
        "rec.err.no_such_move": (
            "Game #{id} has {plies} {plies|move|moves}: choose a move from 0 (the start) to "
            "{plies}.",
            "Partie #{id} hat {plies} {plies|Zug|Züge}: Wähle einen Zug von 0 (der Anfang) bis "
            "{plies}.",
        ),
        "rec.err.at_start": (
            "This is already the start of the game.",
            "Das ist schon der Anfang der Partie.",
        ),
        "rec.err.at_end": (
            "This is already the last move so far.",
            "Das ist schon der bisher letzte Zug.",
        ),
        "rec.err.too_big": (
            "The animation would be larger than Discord allows; try `/game replay` instead.",
            "Die Animation wäre größer, als Discord erlaubt; nimm stattdessen `/game replay`.",
        ),
    }
)
