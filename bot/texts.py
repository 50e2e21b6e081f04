"""Every player-facing message of the service layer, in English and German.

These texts never name a front end's command: a reply or refusal carries its next
actions (`bot.service.Action`) and each front end words them in its own commands.
"""

from engine.i18n import register

register(
    {
        # -- errors: what was wrong, and what is allowed instead -------------------------
        "bot.err.no_game": (
            "There is no game in this channel.",
            "In diesem Kanal läuft kein Spiel.",
        ),
        "bot.err.game_exists": (
            "This channel already has a {game} game ({status}). Finish or abandon it first, "
            "or play in another channel or thread.",
            "In diesem Kanal gibt es schon ein {game}-Spiel ({status}). Beende oder verwirf "
            "es zuerst, oder spielt in einem anderen Kanal oder Thread.",
        ),
        "bot.err.already_started": (
            "The {game} game here has already started, so nobody can join or leave now.",
            "Das {game}-Spiel hier hat schon begonnen; niemand kann jetzt noch beitreten "
            "oder gehen.",
        ),
        "bot.err.not_started": (
            "The {game} game has not started yet; it can start once {low} to {high} players "
            "have joined.",
            "Das {game}-Spiel hat noch nicht begonnen; es kann starten, sobald {low} bis "
            "{high} Spieler beigetreten sind.",
        ),
        "bot.err.already_seated": (
            "You are already seated at this table; wait for the start.",
            "Du sitzt schon an diesem Tisch; warte auf den Start.",
        ),
        "bot.err.table_full": (
            "The table is full ({high} players). Open a game in another channel or thread.",
            "Der Tisch ist voll ({high} Spieler). Eröffne ein Spiel in einem anderen Kanal "
            "oder Thread.",
        ),
        "bot.err.not_seated": (
            "You are not seated in this game, so you cannot do that, but you can watch.",
            "Du spielst in diesem Spiel nicht mit und kannst das daher nicht tun, aber zuschauen.",
        ),
        "bot.err.creator_cannot_leave": (
            "You opened this table, so you cannot leave it; you can close it.",
            "Du hast diesen Tisch eröffnet und kannst ihn nicht verlassen; du kannst ihn "
            "schließen.",
        ),
        "bot.err.only_creator_starts": (
            "Only {player}, who opened the table, can start the game.",
            "Nur {player}, wer den Tisch eröffnet hat, kann das Spiel starten.",
        ),
        "bot.err.player_count": (
            "{game} needs {low} to {high} players, and {got} {got|has|have} joined. Wait "
            "for more players to join.",
            "{game} braucht {low} bis {high} Spieler, {got|beigetreten ist|beigetreten sind} "
            "{got}. Warte, bis weitere beitreten.",
        ),
        "bot.err.not_your_turn": (
            "It is not your turn: the table is waiting for {players}.",
            "Du bist nicht am Zug: Der Tisch wartet auf {players}.",
        ),
        "bot.err.board_changed": (
            "The board has changed; here it is now.",
            "Das Spielbrett hat sich geändert; so sieht es jetzt aus.",
        ),
        "bot.err.cannot_undo": (
            "You cannot undo now. Only your own moves of the current turn can be taken back, "
            "never past a die roll, a draw, or another player's turn.",
            "Rückgängig geht jetzt nicht. Nur eigene Züge des laufenden Zugs lassen sich "
            "zurücknehmen, nie über einen Würfelwurf, ein Ziehen oder den Zug eines anderen "
            "hinweg.",
        ),
        "bot.err.abandon_not_allowed": (
            "Only {player}, who opened the table, or someone who manages this channel can "
            "abandon the game.",
            "Nur {player}, wer den Tisch eröffnet hat, oder wer diesen Kanal verwaltet, kann "
            "das Spiel abbrechen.",
        ),
        "bot.err.no_such_page": (
            "There is no page {page}: the log has {pages} {pages|page|pages}.",
            "Seite {page} gibt es nicht: Das Protokoll hat {pages} {pages|Seite|Seiten}.",
        ),
        "bot.err.game_over": (
            "This game is over.",
            "Dieses Spiel ist vorbei.",
        ),
        # -- status words ----------------------------------------------------------------
        "bot.status.lobby": ("waiting for players", "wartet auf Spieler"),
        "bot.status.active": ("in progress", "läuft"),
        "bot.status.finished": ("finished", "beendet"),
        "bot.status.abandoned": ("abandoned", "abgebrochen"),
        # -- messages --------------------------------------------------------------------
        "bot.msg.lobby_opened": (
            "{player} opened a {game} table for {low} to {high} players.",
            "{player} hat einen {game}-Tisch für {low} bis {high} Spieler eröffnet.",
        ),
        "bot.msg.joined": (
            "{player} joined the {game} table ({count}/{high}).",
            "{player} sitzt jetzt am {game}-Tisch ({count}/{high}).",
        ),
        "bot.msg.left": (
            "{player} left the {game} table ({count}/{high}).",
            "{player} hat den {game}-Tisch verlassen ({count}/{high}).",
        ),
        "bot.msg.started": (
            "The {game} game has started. Seat order: {order}.",
            "Das {game}-Spiel hat begonnen. Sitzreihenfolge: {order}.",
        ),
        "bot.msg.waiting_for": ("Waiting for {players}.", "Am Zug: {players}."),
        "bot.msg.moved": ("{player}: {move}", "{player}: {move}"),
        "bot.msg.undone": ("{player} took back: {move}", "{player} nimmt zurück: {move}"),
        "bot.msg.abandoned": (
            "{player} abandoned the {game} game. The channel is free for a new one.",
            "{player} hat das {game}-Spiel abgebrochen. Der Kanal ist frei für ein neues.",
        ),
        "bot.msg.finished": ("🏁 {game}: final scores", "🏁 {game}: Endwertung"),
        "bot.msg.winner": ("Winner: {players}", "Gewonnen hat: {players}"),
        "bot.msg.winners": ("Shared win: {players}", "Geteilter Sieg: {players}"),
        "bot.msg.standing": (
            "{rank}. {player}: {score} {score|point|points}",
            "{rank}. {player}: {score} {score|Punkt|Punkte}",
        ),
        "bot.msg.score_line": ("    {label}: {points}", "    {label}: {points}"),
        "bot.msg.status": (
            "{game} ({status}), {moves} {moves|move|moves} so far.",
            "{game} ({status}), bisher {moves} {moves|Zug|Züge}.",
        ),
        "bot.msg.seat": ("Seat {number}: {player}", "Platz {number}: {player}"),
        "bot.msg.seat_score": (
            "Seat {number}: {player}, {score} {score|point|points}",
            "Platz {number}: {player}, {score} {score|Punkt|Punkte}",
        ),
        "bot.msg.seat_score_to_act": (
            "Seat {number}: {player}, {score} {score|point|points} (to act)",
            "Platz {number}: {player}, {score} {score|Punkt|Punkte} (am Zug)",
        ),
        "bot.msg.log_page": (
            "Move log, page {page} of {pages}:",
            "Zugprotokoll, Seite {page} von {pages}:",
        ),
        "bot.msg.log_line": (
            "{number}. {player}: {move} (`{notation}`)",
            "{number}. {player}: {move} (`{notation}`)",
        ),
        "bot.msg.log_secret": ("{number}. {move}", "{number}. {move}"),
        "bot.msg.log_empty": ("No moves yet.", "Noch keine Züge."),
        "bot.msg.private_view": (
            "Your own view of the {game} game in this channel (seat {number}, {player}).",
            "Deine eigene Sicht auf das {game}-Spiel in diesem Kanal (Platz {number}, {player}).",
        ),
        "bot.msg.board": (
            "The {game} board after {moves} {moves|move|moves}.",
            "Das {game}-Brett nach {moves} {moves|Zug|Zügen}.",
        ),
    }
)

import bot.seat_texts  # noqa: E402, F401  (AI seats, clocks, hand-overs, votes)

# issue 21
register(
    {
        "bot.err.not_saved": (
            "The connection to the database broke while your change was being saved, and "
            "it was not saved: the game is unchanged. Please try again.",
            "Die Verbindung zur Datenbank ist abgebrochen, während deine Änderung "
            "gespeichert wurde, und sie wurde nicht gespeichert: Das Spiel ist unverändert. "
            "Bitte versuch es noch einmal.",
        ),
        "bot.err.outcome_unknown": (
            "The database stopped answering while your change was being saved, so I cannot "
            "tell yet whether it was saved. Look at the board in a minute; a move you send "
            "again counts only once.",
            "Die Datenbank hat nicht mehr geantwortet, während deine Änderung gespeichert "
            "wurde; ob sie gespeichert ist, kann ich noch nicht sagen. Schau in einer Minute "
            "aufs Brett; ein Zug, den du noch einmal schickst, zählt nur einmal.",
        ),
        "bot.msg.already_made": (
            "{player} had already made this move; it was saved once and was not made again.",
            "{player} hatte diesen Zug schon gemacht; er wurde einmal gespeichert und nicht "
            "noch einmal ausgeführt.",
        ),
    }
)
