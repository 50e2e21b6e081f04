"""Every player-facing message of the service layer, in English and German.

Commands are named as the Discord adapter registers them (`/game ...`, `/move`); the
sandbox accepts the same words (`undo`, `log`, `status`).
"""

from engine.i18n import register

register(
    {
        # -- errors: what was wrong, and what is allowed instead -------------------------
        "bot.err.no_game": (
            "There is no game in this channel. Open one with `/game new`.",
            "In diesem Kanal läuft kein Spiel. Eröffne eines mit `/game new`.",
        ),
        "bot.err.game_exists": (
            "This channel already has a {game} game ({status}). Finish or abandon it first, "
            "or play in another channel or thread.",
            "In diesem Kanal gibt es schon ein {game}-Spiel ({status}). Beende oder verwirf "
            "es zuerst, oder spielt in einem anderen Kanal oder Thread.",
        ),
        "bot.err.already_started": (
            "The {game} game here has already started, so nobody can join or leave now. "
            "You can follow it with `/game board`.",
            "Das {game}-Spiel hier hat schon begonnen; niemand kann jetzt noch beitreten "
            "oder gehen. Verfolgen kannst du es mit `/game board`.",
        ),
        "bot.err.not_started": (
            "The {game} game has not started yet. Its creator starts it with `/game start` "
            "once {low} to {high} players have joined.",
            "Das {game}-Spiel hat noch nicht begonnen. Wer es eröffnet hat, startet es mit "
            "`/game start`, sobald {low} bis {high} Spieler beigetreten sind.",
        ),
        "bot.err.already_seated": (
            "You are already seated at this table. Wait for the start, or `/game leave`.",
            "Du sitzt schon an diesem Tisch. Warte auf den Start oder nutze `/game leave`.",
        ),
        "bot.err.table_full": (
            "The table is full ({high} players). Open a game in another channel or thread.",
            "Der Tisch ist voll ({high} Spieler). Eröffne ein Spiel in einem anderen Kanal "
            "oder Thread.",
        ),
        "bot.err.not_seated": (
            "You are not seated in this game, so you cannot do that. You can watch with "
            "`/game board`.",
            "Du spielst in diesem Spiel nicht mit und kannst das daher nicht tun. Zuschauen "
            "kannst du mit `/game board`.",
        ),
        "bot.err.creator_cannot_leave": (
            "You opened this table, so you cannot leave it. Close it with `/game abandon`.",
            "Du hast diesen Tisch eröffnet und kannst ihn nicht verlassen. Schließe ihn mit "
            "`/game abandon`.",
        ),
        "bot.err.only_creator_starts": (
            "Only {player}, who opened the table, can start the game.",
            "Nur {player}, wer den Tisch eröffnet hat, kann das Spiel starten.",
        ),
        "bot.err.player_count": (
            "{game} needs {low} to {high} players, and {got} have joined. Wait for more "
            "players to `/game join`.",
            "{game} braucht {low} bis {high} Spieler, beigetreten sind {got}. Warte, bis "
            "weitere mit `/game join` beitreten.",
        ),
        "bot.err.not_your_turn": (
            "It is not your turn: the table is waiting for {players}. Meanwhile you can look "
            "at `/game board` or `/game status`.",
            "Du bist nicht am Zug: Der Tisch wartet auf {players}. Solange kannst du "
            "`/game board` oder `/game status` ansehen.",
        ),
        "bot.err.board_changed": (
            "The board has changed since you looked (it is now at version {version}). "
            "Please look at the current board and choose again.",
            "Das Spielbrett hat sich inzwischen geändert (jetzt Version {version}). Sieh dir "
            "das aktuelle Brett an und wähle neu.",
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
            "There is no page {page}: the log has {pages} page(s).",
            "Seite {page} gibt es nicht: Das Protokoll hat {pages} Seite(n).",
        ),
        "bot.err.game_over": (
            "This game is over. Open a new one with `/game new`.",
            "Dieses Spiel ist vorbei. Eröffne ein neues mit `/game new`.",
        ),
        # -- status words ----------------------------------------------------------------
        "bot.status.lobby": ("waiting for players", "wartet auf Spieler"),
        "bot.status.active": ("in progress", "läuft"),
        "bot.status.finished": ("finished", "beendet"),
        "bot.status.abandoned": ("abandoned", "abgebrochen"),
        # -- messages --------------------------------------------------------------------
        "bot.msg.lobby_opened": (
            "{player} opened a {game} table for {low} to {high} players. Join with "
            "`/game join`; {player} starts with `/game start`.",
            "{player} hat einen {game}-Tisch für {low} bis {high} Spieler eröffnet. Mach mit "
            "über `/game join`; {player} startet mit `/game start`.",
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
            "{rank}. {player}: {score} points",
            "{rank}. {player}: {score} Punkte",
        ),
        "bot.msg.score_line": ("    {label}: {points}", "    {label}: {points}"),
        "bot.msg.status": (
            "{game} ({status}), {moves} moves so far.",
            "{game} ({status}), bisher {moves} Züge.",
        ),
        "bot.msg.seat": ("Seat {number}: {player}", "Platz {number}: {player}"),
        "bot.msg.seat_score": (
            "Seat {number}: {player}, {score} points",
            "Platz {number}: {player}, {score} Punkte",
        ),
        "bot.msg.seat_score_to_act": (
            "Seat {number}: {player}, {score} points (to act)",
            "Platz {number}: {player}, {score} Punkte (am Zug)",
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
            "The {game} board after {moves} moves.",
            "Das {game}-Brett nach {moves} Zügen.",
        ),
        # -- terminal sandbox --------------------------------------------------------
        "bot.sandbox.player": ("Player {number}", "Spieler {number}"),
        "bot.sandbox.turn": ("{player}, your move", "{player}, dein Zug"),
        "bot.sandbox.legal": ("Legal moves:", "Erlaubte Züge:"),
        "bot.sandbox.matching": ("Legal moves matching that:", "Passende erlaubte Züge:"),
        "bot.sandbox.image": ("Board image: {path}", "Spielbrett-Bild: {path}"),
        "bot.sandbox.help": (
            "Type a number or a move's notation; or undo, log [page], status, board, help, quit.",
            "Gib eine Nummer oder die Notation eines Zugs ein; oder undo, log [Seite], status, "
            "board, help, quit.",
        ),
        "bot.sandbox.bad_number": (
            "There is no move {number}; choose 1 to {count}.",
            "Einen Zug {number} gibt es nicht; wähle 1 bis {count}.",
        ),
        "bot.sandbox.input_ended": (
            "Input ended; the game is saved in {db} (game {game}).",
            "Eingabe beendet; das Spiel ist in {db} gespeichert (Spiel {game}).",
        ),
        "bot.sandbox.quit": (
            "Stopped; the game is saved in {db} (game {game}).",
            "Beendet; das Spiel ist in {db} gespeichert (Spiel {game}).",
        ),
        "bot.sandbox.over": ("Game over after {moves} moves.", "Spiel vorbei nach {moves} Zügen."),
        "bot.sandbox.too_long": (
            "Stopped after {moves} moves (--max-moves).",
            "Nach {moves} Zügen angehalten (--max-moves).",
        ),
    }
)
