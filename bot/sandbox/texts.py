"""The terminal sandbox's own messages, in English and German."""

from engine.i18n import register

register(
    {
        "bot.sandbox.player": ("Player {number}", "Spieler {number}"),
        "bot.sandbox.turn": ("{player}, your move", "{player}, dein Zug"),
        "bot.sandbox.kinds": ("Moves: {kinds}", "Züge: {kinds}"),
        "bot.sandbox.more_kinds": (
            "… and {count} more (`moves` lists them all)",
            "… und {count} weitere (`moves` listet alle)",
        ),
        "bot.sandbox.hint": (
            "Type a number or a word from that line to choose step by step, `moves [start]` "
            "to list every move with its number, or a move's notation (e.g. `{example}`).",
            "Tippe eine Nummer oder ein Wort aus dieser Zeile, um Schritt für Schritt zu "
            "wählen, `moves [Anfang]` für alle Züge mit Nummer, oder die Notation eines Zugs "
            "(z. B. `{example}`).",
        ),
        "bot.sandbox.menu": (
            "{path}: choose one (`back` goes up a step):",
            "{path}: wähle eins (`back` geht einen Schritt zurück):",
        ),
        "bot.sandbox.legal": ("Legal moves:", "Erlaubte Züge:"),
        "bot.sandbox.legal_from": (
            "Legal moves matching `{start}`:",
            "Erlaubte Züge, die zu `{start}` passen:",
        ),
        "bot.sandbox.no_match": (
            "No legal move matches `{start}`; `moves` lists them all.",
            "Kein erlaubter Zug passt zu `{start}`; `moves` listet alle.",
        ),
        "bot.sandbox.matching": ("Legal moves matching that:", "Passende erlaubte Züge:"),
        "bot.sandbox.image": ("Board image: {path}", "Spielbrett-Bild: {path}"),
        "bot.sandbox.help": (
            "Type a number from the list shown last, a word from the `Moves:` line to choose "
            "step by step (`back` goes up a step), `moves [start]` for every move with its "
            "number, or a move's notation. Also: undo, log [page], status, board, "
            "rules [topic], help, quit.",
            "Tippe eine Nummer aus der zuletzt gezeigten Liste, ein Wort aus der Zeile "
            "`Züge:`, um Schritt für Schritt zu wählen (`back` geht einen Schritt zurück), "
            "`moves [Anfang]` für alle Züge mit Nummer, oder die Notation eines Zugs. "
            "Außerdem: undo, log [Seite], status, board, rules [Thema], help, quit.",
        ),
        "bot.sandbox.help.rules": (
            "`rules` lists the game's rules help topics, `rules <topic>` shows one.",
            "`rules` listet die Themen der Regelhilfe, `rules <Thema>` zeigt eines.",
        ),
        "bot.sandbox.help.chart": (
            "`chart` draws the score chart of the game so far.",
            "`chart` zeichnet die Punkte im bisherigen Spielverlauf.",
        ),
        "bot.sandbox.rules.topics": (
            "Rules help for {game}; type `rules <topic>`:",
            "Regelhilfe zu {game}; tippe `rules <Thema>`:",
        ),
        "bot.sandbox.bad_number": (
            "There is no move {number}; choose 1 to {count}.",
            "Einen Zug {number} gibt es nicht; wähle 1 bis {count}.",
        ),
        "bot.sandbox.bad_choice": (
            "There is no choice {number}; choose 1 to {count}.",
            "Eine Auswahl {number} gibt es nicht; wähle 1 bis {count}.",
        ),
        "bot.sandbox.next.board": (
            "`board` shows the board as you see it.",
            "`board` zeigt das Brett aus deiner Sicht.",
        ),
        "bot.sandbox.next.status": (
            "`status` shows whose turn it is.",
            "`status` zeigt, wer am Zug ist.",
        ),
        "bot.sandbox.input_ended": (
            "Input ended; the game is saved in {db} (game {game}). Continue it with:\n    {command}",
            "Eingabe beendet; das Spiel ist in {db} gespeichert (Spiel {game}). Weiter geht "
            "es mit:\n    {command}",
        ),
        "bot.sandbox.quit": (
            "Stopped; the game is saved in {db} (game {game}). Continue it with:\n    {command}",
            "Beendet; das Spiel ist in {db} gespeichert (Spiel {game}). Weiter geht es mit:\n"
            "    {command}",
        ),
        "bot.sandbox.over": (
            "Game over after {moves} {moves|move|moves}.",
            "Spiel vorbei nach {moves} {moves|Zug|Zügen}.",
        ),
        "bot.sandbox.too_long": (
            "Stopped after {moves} {moves|move|moves} (--max-moves).",
            "Nach {moves} {moves|Zug|Zügen} angehalten (--max-moves).",
        ),
        "bot.sandbox.saved.none": (
            "There is no game in progress in {db}.",
            "In {db} läuft kein Spiel.",
        ),
        "bot.sandbox.saved.header": (
            "Games in progress in {db}; continue one with `--resume ID`:",
            "Laufende Spiele in {db}; weiter geht es mit `--resume ID`:",
        ),
        "bot.sandbox.saved.line": (
            "{id}: {game}, {players} {players|player|players}, {moves} {moves|move|moves}, "
            "last played {when}",
            "{id}: {game}, {players} Spieler, {moves} {moves|Zug|Züge}, zuletzt gespielt {when}",
        ),
        "bot.sandbox.resume.unknown": (
            "There is no game {id} in progress in {db}; `--resume` lists them.",
            "In {db} läuft kein Spiel {id}; `--resume` listet sie auf.",
        ),
        "bot.sandbox.resumed": (
            "Continuing game {id}: {game}, {moves} {moves|move|moves} so far.",
            "Weiter mit Spiel {id}: {game}, bisher {moves} {moves|Zug|Züge}.",
        ),
        "bot.sandbox.game_needed": (
            "Name a game ({games}), or use `--resume` to continue a saved one.",
            "Nenne ein Spiel ({games}) oder nutze `--resume`, um ein gespeichertes fortzusetzen.",
        ),
    }
)
