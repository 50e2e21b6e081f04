"""Messages shared by every game (errors the core raises, generic labels)."""

from engine.i18n import register

register(
    {
        "core.err.seat_count": (
            "This game needs {low} to {high} players, not {got}.",
            "Dieses Spiel braucht {low} bis {high} Spieler, nicht {got}.",
        ),
        "core.err.not_legal_now": (
            "`{move}` is not a legal move right now.",
            "`{move}` ist gerade kein erlaubter Zug.",
        ),
        "core.err.game_over": ("The game is already over.", "Das Spiel ist bereits vorbei."),
        "core.err.no_such_seat": ("There is no seat {seat}.", "Es gibt keinen Platz {seat}."),
        "core.err.not_your_turn": (
            "It is not your turn.",
            "Du bist nicht am Zug.",
        ),
        "core.err.bad_notation": (
            "I don't understand `{text}`. {hint}",
            "`{text}` verstehe ich nicht. {hint}",
        ),
        "core.err.unknown_game": (
            "Unknown game `{name}`. Available: {known}.",
            "Unbekanntes Spiel `{name}`. Verfügbar: {known}.",
        ),
        "core.score.total": ("Total", "Summe"),
        "core.step.kind": ("{kind}", "{kind}"),
        "core.seat": ("Player {number}", "Spieler {number}"),
    }
)
