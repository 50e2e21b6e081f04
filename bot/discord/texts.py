"""The adapter's player-facing text in English and German, including the localised names
and descriptions of every slash command (read by `translator.CatalogueTranslator`)."""

from engine.i18n import register

# Command tree: key -> (English name, German name, English description, German description).
# Names must be lowercase and at most 32 characters (Discord rejects the sync otherwise).
COMMANDS: dict[str, tuple[str, str, str, str]] = {
    "game": (
        "game",
        "spiel",
        "Play a board game in this channel",
        "Ein Brettspiel in diesem Kanal",
    ),
    "game.new": ("new", "neu", "Open a table for a game here", "Einen Spieltisch hier eröffnen"),
    "game.new.game": ("game", "spiel", "Which game", "Welches Spiel"),
    "game.new.options": (
        "options",
        "optionen",
        "Game options, e.g. short_game=true sixth_camel=true",
        "Spieloptionen, z. B. short_game=true sixth_camel=true",
    ),
    "game.new.thread": (
        "thread",
        "thread",
        "Open the table in a thread of its own (default: yes, where I may)",
        "Den Tisch in einem eigenen Thread eröffnen (Standard: ja, wo ich darf)",
    ),
    "game.new.turn_hours": (
        "turn_hours",
        "zugzeit_stunden",
        "Turn clock: after it, the others may let the AI play a stalled seat or end the game",
        "Zugzeit: danach dürfen die anderen einen Platz der KI geben oder das Spiel beenden",
    ),
    "game.new.ai_level": (
        "ai_level",
        "ki_stufe",
        "Level of the AI that takes over a seat (default normal)",
        "Stufe der KI, die einen Platz übernimmt (sonst normal)",
    ),
    "game.add_ai": (
        "add-ai",
        "ki-dazu",
        "Seat an AI player at the open table (the table's creator)",
        "Eine KI an den offenen Tisch setzen (wer ihn eröffnet hat)",
    ),
    "game.add_ai.level": ("level", "stufe", "How strong it plays", "Wie stark sie spielt"),
    "game.rejoin": (
        "rejoin",
        "zurückkehren",
        "Ask to play your seat again after leaving (the table agrees)",
        "Bitten, den eigenen Platz wieder zu spielen (der Tisch stimmt zu)",
    ),
    "game.join": (
        "join",
        "beitreten",
        "Take a seat at the open table",
        "Am offenen Tisch Platz nehmen",
    ),
    "game.leave": (
        "leave",
        "verlassen",
        "Leave the table; in a running game the AI plays your seat on",
        "Den Tisch verlassen; in einem laufenden Spiel spielt die KI deinen Platz weiter",
    ),
    "game.start": (
        "start",
        "starten",
        "Start the game (the table's creator)",
        "Das Spiel starten (wer den Tisch eröffnet hat)",
    ),
    "game.status": (
        "status",
        "status",
        "Whose turn it is and the scores so far",
        "Wer am Zug ist und der Punktestand",
    ),
    "game.board": ("board", "brett", "Show the current board", "Das aktuelle Spielbrett zeigen"),
    "game.board.private": (
        "private",
        "privat",
        "Only for me, with my own view",
        "Nur für mich, mit meiner eigenen Sicht",
    ),
    "game.log": ("log", "protokoll", "The moves so far", "Die bisherigen Züge"),
    "game.log.page": ("page", "seite", "Page (1 = the first moves)", "Seite (1 = die ersten Züge)"),
    "game.undo": (
        "undo",
        "zurück",
        "Take back your last move of this turn",
        "Den letzten eigenen Zug dieser Runde zurücknehmen",
    ),
    "game.abandon": (
        "abandon",
        "abbrechen",
        "End the game here without a result",
        "Das Spiel hier ohne Ergebnis beenden",
    ),
    "game.settings": (
        "settings",
        "einstellungen",
        "Reminders, direct messages, language",
        "Erinnerungen, Direktnachrichten, Sprache",
    ),
    "game.settings.reminder_hours": (
        "reminder_hours",
        "erinnerung_stunden",
        "Channel: hours before the first reminder",
        "Kanal: Stunden bis zur ersten Erinnerung",
    ),
    "game.settings.language": (
        "language",
        "sprache",
        "Channel: language of the bot here",
        "Kanal: Sprache des Bots hier",
    ),
    "game.settings.dm": (
        "dm",
        "dm",
        "Me: also remind me by direct message",
        "Ich: mich auch per Direktnachricht erinnern",
    ),
    "game.settings.vacation_days": (
        "vacation_days",
        "urlaub_tage",
        "Me: pause my reminders for this many days (0 ends it)",
        "Ich: meine Erinnerungen so viele Tage pausieren (0 beendet)",
    ),
    "game.settings.turn_hours": (
        "turn_hours",
        "zugzeit_stunden",
        "Table: the turn clock (creator or channel managers)",
        "Tisch: die Zugzeit (wer ihn eröffnet hat oder den Kanal verwaltet)",
    ),
    "game.settings.ai_level": (
        "ai_level",
        "ki_stufe",
        "Table: level of an AI that takes over a seat",
        "Tisch: Stufe einer KI, die einen Platz übernimmt",
    ),
    "game.rules": ("rules", "regeln", "Short rules help", "Kurze Regelhilfe"),
    "game.rules.topic": ("topic", "thema", "What you want to know", "Was du wissen willst"),
    "move": (
        "move",
        "zug",
        "Make a move in this channel's game",
        "Einen Zug im Spiel dieses Kanals machen",
    ),
    "move.notation": (
        "notation",
        "notation",
        "Your move; start typing to see the legal ones",
        "Dein Zug; tippe, um die erlaubten zu sehen",
    ),
    "caravan": ("caravan", "karawane", "Caravan moves", "Caravan-Züge"),
    "caravan.place": (
        "place",
        "setzen",
        "Place an empty camel on a space",
        "Ein leeres Kamel auf ein Feld setzen",
    ),
    "caravan.move": (
        "move",
        "bewegen",
        "Move an empty camel to a space",
        "Ein leeres Kamel auf ein Feld bewegen",
    ),
    "caravan.take": (
        "take",
        "nehmen",
        "Load the good where your camel stands",
        "Die Ware am Feld deines Kamels aufladen",
    ),
    "caravan.steal": (
        "steal",
        "stehlen",
        "Steal a good from another player's camel",
        "Eine Ware vom Kamel eines anderen stehlen",
    ),
    "caravan.carry": (
        "carry",
        "tragen",
        "Carry a good along your chain (and deliver)",
        "Eine Ware entlang deiner Kette tragen (und liefern)",
    ),
    "caravan.camel": (
        "camel",
        "kamel",
        "Your camel, a letter A to E (F with the sixth camel)",
        "Dein Kamel, ein Buchstabe A bis E (F mit dem sechsten Kamel)",
    ),
    "caravan.cell": (
        "cell",
        "feld",
        "A cell: column a-g and row 1-7, e.g. d4",
        "Ein Feld: Spalte a-g und Reihe 1-7, z. B. d4",
    ),
    "caravan.victim": ("from", "von", "Whose camel you rob", "Wessen Kamel du bestiehlst"),
    "caravan.victim_camel": (
        "their_camel",
        "ihr_kamel",
        "Which of their camels there (A to F), if they have several",
        "Welches ihrer Kamele dort (A bis F), falls sie mehrere haben",
    ),
    "caravan.source": (
        "source",
        "von_kamel",
        "Your camel carrying the good (A to F)",
        "Dein Kamel mit der Ware (A bis F)",
    ),
    "caravan.target": (
        "target",
        "zu_kamel",
        "Your empty camel that receives it (A to F)",
        "Dein leeres Kamel, das sie bekommt (A bis F)",
    ),
}

register({f"cmd.{key}.name": (v[0], v[1]) for key, v in COMMANDS.items()})
register({f"cmd.{key}.desc": (v[2], v[3]) for key, v in COMMANDS.items()})

register(
    {
        "dc.choice.lang.auto": ("Each player's own", "Die eigene jedes Spielers"),
        "dc.choice.lang.en": ("English", "Englisch"),
        "dc.choice.lang.de": ("German", "Deutsch"),
        "dc.choice.clock.off": ("No clock", "Keine Zugzeit"),
        "dc.choice.clock.24": ("1 day (24 h)", "1 Tag (24 h)"),
        "dc.choice.clock.48": ("2 days (48 h)", "2 Tage (48 h)"),
        "dc.choice.clock.72": ("3 days (72 h)", "3 Tage (72 h)"),
        "dc.choice.clock.120": ("5 days (120 h)", "5 Tage (120 h)"),
        "dc.choice.clock.168": ("1 week (168 h)", "1 Woche (168 h)"),
        "dc.choice.clock.336": ("2 weeks (336 h)", "2 Wochen (336 h)"),
        "dc.button.join": ("Join", "Beitreten"),
        "dc.button.leave": ("Leave", "Verlassen"),
        "dc.button.start": ("Start", "Starten"),
        "dc.button.board": ("My view", "Meine Sicht"),
        "dc.button.undo": ("Undo", "Rückgängig"),
        "dc.your_turn": ("{mentions}, it is your turn.", "{mentions}, ihr seid am Zug."),
        "dc.your_turn.one": ("{mentions}, it is your turn.", "{mentions}, du bist am Zug."),
        "dc.results.winner": ("🏆 Winner: {names}", "🏆 Gewonnen: {names}"),
        "dc.results.winners": ("🏆 Shared win: {names}", "🏆 Geteilter Sieg: {names}"),
        "dc.reminder": (
            "⏰ {mentions}, the {game} table has been waiting for you since {since}.",
            "⏰ {mentions}, der {game}-Tisch wartet seit {since} auf dich.",
        ),
        "dc.reminder.late": (
            "⏰ Sorry for the silence: the {game} table has been waiting for {mentions} since "
            "{since}.",
            "⏰ Entschuldigt die Funkstille: Der {game}-Tisch wartet seit {since} auf {mentions}.",
        ),
        "dc.reminder.dm": (
            "⏰ Your move in {game} in {channel}: the table is waiting since {since}.",
            "⏰ Dein Zug in {game} in {channel}: Der Tisch wartet seit {since}.",
        ),
        "dc.err.generic": (
            "Something went wrong on my side; the game is unchanged. Please try again.",
            "Bei mir ist etwas schiefgelaufen; das Spiel ist unverändert. Bitte versuch es noch einmal.",
        ),
        "dc.err.no_permission": (
            "Only the table's creator or a member who may manage this channel can do that.",
            "Das darf nur, wer den Tisch eröffnet hat, oder wer diesen Kanal verwalten darf.",
        ),
        "dc.err.guild_only": (
            "Games are played in server channels and threads, not in direct messages.",
            "Gespielt wird in Server-Kanälen und Threads, nicht in Direktnachrichten.",
        ),
        "dc.autocomplete.none": (
            "(no legal move for you now)",
            "(gerade kein erlaubter Zug für dich)",
        ),
        "dc.settings.saved": ("Settings saved.", "Einstellungen gespeichert."),
        "dc.settings.show": (
            "This channel: first reminder after {hours} h, language {language}. You: direct "
            "messages {dm}, vacation {vacation}.",
            "Dieser Kanal: erste Erinnerung nach {hours} h, Sprache {language}. Du: "
            "Direktnachrichten {dm}, Urlaub {vacation}.",
        ),
        "dc.on": ("on", "an"),
        "dc.off": ("off", "aus"),
        "dc.vacation.none": ("none", "keiner"),
        "dc.vacation.until": ("until {when}", "bis {when}"),
        "dc.log.page": ("Page {page}/{pages}", "Seite {page}/{pages}"),
    }
)
