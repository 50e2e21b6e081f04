"""Names, descriptions and button labels of the records' commands (`/stats`,
`/leaderboard`, `/game history`, `/game replay`), in English and German."""

from engine.i18n import register

# key -> (English name, German name, English description, German description), as in
# `bot.discord.texts.COMMANDS`; names lowercase and at most 32 characters.
RECORD_COMMANDS: dict[str, tuple[str, str, str, str]] = {
    "stats": ("stats", "statistik", "A player's results and rating", "Ergebnisse und Wertung"),
    "stats.player": ("player", "spieler", "Whose (default: yours)", "Wessen (sonst deine)"),
    "stats.game": ("game", "spiel", "Only this game", "Nur dieses Spiel"),
    "stats.public": (
        "public",
        "öffentlich",
        "Post it for everyone (default: only you see it)",
        "Für alle posten (sonst siehst nur du es)",
    ),
    "leaderboard": (
        "leaderboard",
        "bestenliste",
        "The best players of a game by rating",
        "Die besten Spieler eines Spiels nach Wertung",
    ),
    "leaderboard.game": ("game", "spiel", "Which game", "Welches Spiel"),
    "leaderboard.scope": (
        "scope",
        "bereich",
        "This server or all servers",
        "Dieser Server oder alle Server",
    ),
    "leaderboard.public": (
        "public",
        "öffentlich",
        "Post it for everyone (default: only you see it)",
        "Für alle posten (sonst siehst nur du es)",
    ),
    "game.history": (
        "history",
        "verlauf",
        "The finished games of this server",
        "Die beendeten Partien dieses Servers",
    ),
    "game.history.player": ("player", "spieler", "Only their games", "Nur deren Partien"),
    "game.history.game": ("game", "spiel", "Only this game", "Nur dieses Spiel"),
    "game.history.page": ("page", "seite", "Page (1 = the newest)", "Seite (1 = die neuesten)"),
    "game.history.public": (
        "public",
        "öffentlich",
        "Post it for everyone (default: only you see it)",
        "Für alle posten (sonst siehst nur du es)",
    ),
    "game.replay": (
        "replay",
        "wiederholung",
        "Watch a game again move by move",
        "Eine Partie Zug für Zug nachspielen",
    ),
    "game.replay.game_id": (
        "game_id",
        "partie",
        "The game's number (see /game history)",
        "Die Nummer der Partie (siehe /game history)",
    ),
    "game.replay.move": (
        "move",
        "zug",
        "Start after this move (0 = the start)",
        "Nach diesem Zug beginnen (0 = der Anfang)",
    ),
    "game.replay.animated": (
        "animated",
        "animiert",
        "An animation of the board at every round's end",
        "Eine Animation des Bretts am Ende jeder Runde",
    ),
    "game.replay.public": (
        "public",
        "öffentlich",
        "Post it for everyone (default: only you see it)",
        "Für alle posten (sonst siehst nur du es)",
    ),
}

register({f"cmd.{key}.name": (v[0], v[1]) for key, v in RECORD_COMMANDS.items()})
register({f"cmd.{key}.desc": (v[2], v[3]) for key, v in RECORD_COMMANDS.items()})
register(
    {
        "dc.choice.scope.server": ("This server", "Dieser Server"),
        "dc.choice.scope.global": ("All servers", "Alle Server"),
        "dc.replay.start": ("⏮ Start", "⏮ Anfang"),
        "dc.replay.back10": ("◀◀ 10", "◀◀ 10"),
        "dc.replay.back": ("◀", "◀"),
        "dc.replay.next": ("▶", "▶"),
        "dc.replay.next10": ("10 ▶▶", "10 ▶▶"),
        "dc.replay.end": ("End ⏭", "Ende ⏭"),
        "dc.replay.chart": ("📈 Scores", "📈 Punkte"),
        "dc.page.back": ("◀ Page {page}", "◀ Seite {page}"),
        "dc.page.next": ("Page {page} ▶", "Seite {page} ▶"),
    }
)
