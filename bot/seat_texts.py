"""The service's messages about AI seats, turn clocks, hand-overs and votes, in English
and German (registered with the rest by importing `bot.texts`). Like those, they name no
command: a reply or refusal carries its next actions (`bot.service.Action`)."""

from engine.i18n import register

register(
    {
        # -- AI names and levels -----------------------------------------------------
        "bot.ai.level.easy": ("easy", "leicht"),
        "bot.ai.level.normal": ("normal", "normal"),
        "bot.ai.level.hard": ("hard", "schwer"),
        "bot.ai.name": ("Caravanserai AI ({level})", "Caravanserai-KI ({level})"),
        "bot.ai.name_n": ("Caravanserai AI {n} ({level})", "Caravanserai-KI {n} ({level})"),
        "bot.ai.taken_over": ("{player} (AI {level})", "{player} (KI {level})"),
        "bot.msg.order_item": ("{number}. {player}", "{number}. {player}"),
        # -- the lobby ----------------------------------------------------------------
        "bot.msg.ai_added": (
            "{player} added {ai} to the {game} table ({count}/{high}).",
            "{player} hat {ai} an den {game}-Tisch gesetzt ({count}/{high}).",
        ),
        "bot.err.only_creator_adds_ai": (
            "Only {player}, who opened the table, can add an AI player.",
            "Nur {player}, wer den Tisch eröffnet hat, kann eine KI an den Tisch setzen.",
        ),
        "bot.err.unknown_level": (
            "There is no AI level “{level}”. Choose easy, normal or hard.",
            "Eine KI-Stufe „{level}“ gibt es nicht. Wähle easy (leicht), normal oder hard "
            "(schwer).",
        ),
        # -- leaving and rejoining a running game -----------------------------------
        "bot.err.seat_played_by_ai": (
            "The AI plays your seat since you left this game; to play again, ask the table.",
            "Seit du das Spiel verlassen hast, spielt die KI deinen Platz; um wieder "
            "mitzuspielen, frag den Tisch.",
        ),
        "bot.err.already_ai": (
            "You have left this game already; the AI plays your seat.",
            "Du hast dieses Spiel schon verlassen; die KI spielt deinen Platz.",
        ),
        "bot.err.nothing_to_rejoin": (
            "You are playing your seat yourself, so there is nothing to rejoin.",
            "Du spielst deinen Platz selbst; es gibt nichts, wozu du zurückkehren müsstest.",
        ),
        "bot.err.rejoin_pending": (
            "You have asked to come back already; the table is voting on it.",
            "Du hast schon gefragt, ob du zurückkommen darfst; der Tisch stimmt darüber ab.",
        ),
        "bot.err.rejoin_not_running": (
            "Only a running game can be rejoined.",
            "Zurückkehren kann man nur in ein laufendes Spiel.",
        ),
        "bot.err.cannot_undo_handover": (
            "You cannot undo now: since your move, a seat changed hands (a player left, came "
            "back or was replaced by the AI), and undo never goes past that.",
            "Rückgängig geht jetzt nicht: Seit deinem Zug hat ein Platz den Spieler "
            "gewechselt (jemand ist gegangen, zurückgekommen oder von der KI ersetzt "
            "worden), und darüber hinweg wird nichts zurückgenommen.",
        ),
        "bot.msg.left_to_ai": (
            "{player} left the {game} game; the AI ({level}) plays the seat on as {ai}.",
            "{player} hat das {game}-Spiel verlassen; die KI ({level}) spielt den Platz als "
            "{ai} weiter.",
        ),
        "bot.msg.rejoin_asked": (
            "{player} asks to play their seat again; the AI has played it since they left. "
            "{voters}: do you agree? The majority of you decides.",
            "{player} möchte den eigenen Platz wieder selbst spielen; seit dem Weggehen hat "
            "ihn die KI gespielt. {voters}: Seid ihr einverstanden? Die Mehrheit von euch "
            "entscheidet.",
        ),
        "bot.msg.rejoined": (
            "{player} plays their seat again; the AI has handed it back.",
            "{player} spielt den eigenen Platz wieder selbst; die KI hat ihn zurückgegeben.",
        ),
        "bot.msg.rejoin_refused": (
            "The table declined {player}'s return; the AI plays the seat on.",
            "Der Tisch hat die Rückkehr von {player} abgelehnt; die KI spielt den Platz weiter.",
        ),
        # -- the turn clock and its vote ---------------------------------------------
        "bot.msg.clock_out": (
            "{player}'s turn clock ({hours} h) has run out. The other players may vote: the "
            "AI ({level}) plays the seat, or the game ends with the standings as they are.",
            "Die Zugzeit von {player} ({hours} h) ist abgelaufen. Die anderen können "
            "abstimmen: Die KI ({level}) spielt den Platz, oder das Spiel endet mit dem "
            "jetzigen Stand.",
        ),
        "bot.msg.vote_counted": (
            "Your vote is counted: {votes} of {voters} have voted; {need} in favour of one "
            "choice decide.",
            "Deine Stimme zählt: {votes} von {voters} haben abgestimmt; {need} Stimmen für "
            "eine Wahl entscheiden.",
        ),
        "bot.msg.voted_ai": (
            "The table voted: from now on the AI ({level}) plays {player}'s seat, as {ai}.",
            "Der Tisch hat abgestimmt: Ab jetzt spielt die KI ({level}) den Platz von "
            "{player}, als {ai}.",
        ),
        "bot.msg.voted_end": (
            "The table voted to end the {game} game with the standings as they are.",
            "Der Tisch hat abgestimmt, das {game}-Spiel mit dem jetzigen Stand zu beenden.",
        ),
        "bot.err.no_such_vote": (
            "There is no such vote at this table.",
            "Eine solche Abstimmung gibt es an diesem Tisch nicht.",
        ),
        "bot.err.vote_over": (
            "This vote is over ({outcome}); nothing was changed.",
            "Diese Abstimmung ist vorbei ({outcome}); es wurde nichts geändert.",
        ),
        "bot.err.vote_not_player": (
            "Only the players at this table vote on it, but you can watch.",
            "Abstimmen dürfen nur die Spieler an diesem Tisch, aber zuschauen kannst du.",
        ),
        "bot.err.vote_own_seat": (
            "This vote is about your own seat, so the other players decide it.",
            "Diese Abstimmung betrifft deinen eigenen Platz; darüber entscheiden die anderen.",
        ),
        "bot.err.already_voted": (
            "You have already voted on this, and a vote cannot be changed.",
            "Du hast hier schon abgestimmt, und eine Stimme lässt sich nicht ändern.",
        ),
        "bot.vote.outcome.ai": ("the AI took the seat", "die KI hat den Platz übernommen"),
        "bot.vote.outcome.end": ("the game was ended", "das Spiel wurde beendet"),
        "bot.vote.outcome.yes": ("the player came back", "der Spieler ist zurückgekommen"),
        "bot.vote.outcome.no": ("the return was declined", "die Rückkehr wurde abgelehnt"),
        "bot.vote.outcome.moot": (
            "the table has moved on since",
            "der Tisch ist inzwischen weitergekommen",
        ),
        # -- the table's settings ----------------------------------------------------
        "bot.err.bad_turn_hours": (
            "A turn clock runs whole days: 24, 48, 72 … up to 720 hours; 0 turns it off.",
            "Die Zugzeit läuft in ganzen Tagen: 24, 48, 72 … bis 720 Stunden; 0 schaltet sie ab.",
        ),
        "bot.err.table_settings_not_allowed": (
            "Only {player}, who opened the table, or someone who manages this channel can "
            "change the table's turn clock or AI level.",
            "Nur {player}, wer den Tisch eröffnet hat, oder wer diesen Kanal verwaltet, kann "
            "die Zugzeit oder die KI-Stufe des Tisches ändern.",
        ),
        "bot.msg.table_settings": (
            "This table: turn clock {clock}; a seat handed to the AI is played at level {level}.",
            "Dieser Tisch: Zugzeit {clock}; ein an die KI übergebener Platz wird auf Stufe "
            "{level} gespielt.",
        ),
        "bot.msg.clock_off": ("off", "aus"),
        "bot.msg.clock_hours": ("{hours} h", "{hours} h"),
        # -- the log -----------------------------------------------------------------
        "bot.msg.log_change": ("· {change}", "· {change}"),
        "bot.log.left": (
            "{player} left; the AI ({level}) plays the seat.",
            "{player} ist gegangen; die KI ({level}) spielt den Platz.",
        ),
        "bot.log.voted_ai": (
            "{player}'s turn clock ran out; by the table's vote the AI ({level}) plays the seat.",
            "Die Zugzeit von {player} war abgelaufen; nach Abstimmung des Tisches spielt die "
            "KI ({level}) den Platz.",
        ),
        "bot.log.rejoined": (
            "{player} plays the seat again.",
            "{player} spielt den Platz wieder selbst.",
        ),
        "bot.log.voted_end": (
            "{player}'s turn clock ran out; by the table's vote the game ended with the "
            "standings as they were.",
            "Die Zugzeit von {player} war abgelaufen; nach Abstimmung des Tisches endete das "
            "Spiel mit dem damaligen Stand.",
        ),
    }
)
