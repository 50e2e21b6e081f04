"""Playing: moves, undo, and the legal moves a player may choose from.

A move is made once. A player who sends a move again whose answer they never saw (the
connection broke while it was saved, the bot stopped before it answered) is told that it
was already made, and it is not made twice. The move log says which version each move
produced: a retry that acted on the version before it (a button's, or the one the
service read for a typed move) finds its own move there. A typed move sent again later
finds it as the game's last change, and only where it is refused now (its turn passed,
or it is no longer legal): a move that is legal again is a new move and is made.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime

from bot.service.base import ServiceBase
from bot.service.core import AUTOCOMPLETE_LIMIT
from bot.service.errors import BoardChanged, NotSaved, OutcomeUnknown, ServiceError
from bot.service.history import move_of
from bot.service.limits import MOVE_MAX, check_move
from bot.service.loaded import LoadedGame
from bot.service.types import Action, MoveChoices, Place, Player, Reply
from bot.store import MoveRecord, Tx
from engine import IllegalMove, Rng, Text, t
from engine.i18n import and_list

log = logging.getLogger(__name__)


class PlayOps(ServiceBase):
    """Changing a running game, and what the caller may do in it."""

    async def _deciding(
        self, place: Place, player: Player, expected_version: int | None
    ) -> tuple[LoadedGame, int]:
        """The running game and the caller's seat, if the table waits for the caller at
        `expected_version` (when given); else the reason: changed, not seated, not their
        turn, or over. The version comes first: a stale click is "the board changed"."""
        loaded = await self._load_active(place)
        if expected_version is not None and expected_version != loaded.version:
            raise await self._board_changed(loaded.record.id)
        seated = self._seated(loaded, player)
        if seated.is_ai:
            raise ServiceError(t("bot.err.seat_played_by_ai"), [Action("rejoin")])
        seat = seated.seat
        acting = loaded.to_act()
        if seat not in acting:
            if not acting:
                raise ServiceError(t("bot.err.game_ended"), [Action("new")])
            raise ServiceError(
                t("bot.err.not_your_turn", players=and_list(loaded.names(acting))),
                [Action("board"), Action("status")],
            )
        return loaded, seat

    async def move(
        self, place: Place, player: Player, notation: str, expected_version: int | None = None
    ) -> Reply:
        """Submit a move in notation; exactly one of two racing submissions lands.

        `expected_version` is the version the player acted on (a button's); a move that
        was already made from it, or sent again after its answer was lost, is answered
        "already made" (`Reply.already_made`) and not made twice (see the module).
        """
        check_move(notation)
        acted = expected_version
        key = (place.channel_id, player.user_id)
        pending = self._unconfirmed.pop(key, None) if expected_version is None else None
        if pending is not None:  # the last move could not be confirmed: was it this one?
            try:
                made = await self._made_already(place, player, notation, pending, announce=True)
            except Exception:
                self._unconfirmed[key] = pending  # (still not known: never risk it twice)
                raise
            if made is not None:
                return made
        loaded: LoadedGame | None = None
        try:
            loaded, seat = await self._deciding(place, player, expected_version)
            try:
                return await self._play(place, loaded, seat, notation, player)
            except BoardChanged:
                acted = loaded.version  # another change won the commit: was it this one?
                raise
        except (NotSaved, OutcomeUnknown) as unsure:
            if isinstance(unsure, OutcomeUnknown) and loaded is not None:
                self._unconfirmed[key] = loaded.version
            raise
        except (ServiceError, IllegalMove) as refusal:
            try:
                made = await self._made_already(place, player, notation, acted)
            except Exception:
                log.exception("looking for an earlier copy of a refused move failed")
                made = None
            if made is None:
                raise refusal from None
            return made

    async def _made_already(
        self,
        place: Place,
        player: Player,
        notation: str,
        acted: int | None,
        *,
        announce: bool = False,
    ) -> Reply | None:
        """The answer "already made" if the caller's move was made before, else None.

        With `acted`, the version the caller acted on: the move that produced the next
        version is this seat's and this move. Without: the game's last change is this
        seat's move and this move (asked only once the move was refused).

        The answer goes to the caller alone, with the board and whom the table waits for
        (a move sent twice was announced the first time), unless `announce`: the move's
        saving could not be confirmed, so the table has not been told of it yet.
        """
        record = await self.store.open_game(place.channel_id)
        if record is None:  # the move may have ended the game
            record = await self.store.latest_game(place.channel_id)
        if record is None or record.state is None:
            return None
        loaded = await self._from_record(record)
        seat = loaded.seat_of(player.user_id)
        if seat is None:
            return None
        try:
            move = loaded.game.parse_move(notation)
        except IllegalMove:
            return None
        if acted is not None:
            made = await self.store.move_made_at(record.id, acted + 1)
        else:
            made = await self.store.last_move(record.id)
            if made is not None and made.version != record.version:
                made = None  # something else changed since
        if made is None or not self._same_move(made, seat.seat, loaded.game.format_move(move)):
            return None
        if made.undone_at is not None:
            return None  # made and taken back since: the board has changed
        line = t("bot.msg.already_made", player=loaded.name_of(seat))
        reply = await self._after_change(place, player, loaded, [line], [])
        reply.already_made = True
        if not announce:
            reply.ephemeral, reply.mentions = True, []
        return reply

    @staticmethod
    def _same_move(made: MoveRecord, seat: int, notation: str) -> bool:
        return made.seat == seat and made.notation == notation

    async def _play(
        self,
        place: Place,
        loaded: LoadedGame,
        seat: int,
        notation: str,
        player: Player | None,
    ) -> Reply:
        """Apply, log and commit `seat`'s move and build the table's answer: the one path
        of every move, a person's (`player`) or the AI's (None)."""
        game, state = loaded.game, loaded.state
        assert state is not None
        try:
            move = game.parse_move(notation)
            new_state, events = game.apply(state, seat, move)
        except IllegalMove as error:
            raise IllegalMove(loaded.named(error.reason)) from None
        # The engine's first event says what the mover did, naming them (the contract
        # checks hold every game to it): the events are the table's whole answer.
        events = [loaded.named_event(e) for e in events]
        record = loaded.record
        over = game.is_over(new_state)
        written, version = game.format_move(move), loaded.version + 1

        async def log_move(tx: Tx, now: datetime) -> None:
            await tx.append_move(record.id, state.move_count, seat, written, now, version)
            # The seat acted: a vote about its turn clock is moot.
            await tx.close_ballots(record.id, "moot", now, seat=seat, kind="clock")

        async def stored(tx: Tx, now: datetime) -> bool:
            made = await tx.move_made_at(record.id, version)
            return made is not None and self._same_move(made, seat, written)

        updated = await self._commit(loaded, new_state, log_move, proof=stored, finished=over)
        return await self._after_change(place, player, updated, [], events)

    async def undo(self, place: Place, player: Player) -> Reply:
        """Take back the caller's last move, if the engine allows it, by replaying the log
        without it. The undone row stays in the log, marked with `undone_at`."""
        loaded = await self._load_active(place)
        seated = self._seated(loaded, player)
        if seated.is_ai:
            raise ServiceError(t("bot.err.seat_played_by_ai"), [Action("rejoin")])
        seat = seated.seat
        game, state, record = loaded.game, loaded.state, loaded.record
        assert state is not None
        if not game.can_undo(state, seat):
            raise ServiceError(t("bot.err.cannot_undo"))
        moves = await self.store.moves(record.id)
        last = moves[-1]
        changes = await self.store.seat_changes(record.id)
        if any(change.ply > last.ply for change in changes):
            raise ServiceError(t("bot.err.cannot_undo_handover"))
        replayed = game.replay(
            len(loaded.seats),
            json.loads(record.options),
            record.seed,
            [(m.seat, move_of(game, m)) for m in moves[:-1]],
        )

        async def mark_undone(tx: Tx, now: datetime) -> None:
            await tx.mark_undone(record.id, last.ply, now)

        async def undone(tx: Tx, now: datetime) -> bool:
            rows = await tx.moves(record.id, include_undone=True)
            return any(m.seq == last.seq and m.undone_at is not None for m in rows)

        updated = await self._commit(loaded, replayed, mark_undone, proof=undone)
        # What the table read when the move was made (its public words, never the menu's).
        _, told = game.apply(replayed, seat, move_of(game, last))
        said = loaded.named(told[0].text)
        lines = [t("bot.msg.undone", player=loaded.name_of(seated), move=said)]
        return await self._after_change(place, player, updated, lines, [])

    async def legal_moves(
        self,
        place: Place,
        player: Player,
        prefix: str = "",
        limit: int | None = AUTOCOMPLETE_LIMIT,
        locale: str | None = None,
    ) -> list[tuple[str, Text]]:
        """Up to `limit` (default 25; None: all) legal `(notation, label)` for the caller,
        matching what they typed (menus page through all of them).

        Served from the per-game cache (keyed by version) without touching the database
        once the game is loaded; on a database other processes write too (`Store.shared`),
        after one indexed read of the version. Autocomplete values are not binding, `move`
        re-validates.
        Notation prefix matches come first, then substring matches in notation or label;
        the notation is as a reader of `locale` (default: the player's) types it.
        """
        game_id = self._channels.get(place[1])
        loaded = self._games.get(game_id) if game_id is not None else None
        # Where other processes write the database too, use the cache only while current.
        if (
            loaded is not None
            and self.store.shared
            and await self.store.game_version(loaded.record.id) != loaded.version
        ):
            self._forget(loaded.record.id)
            loaded = None
        if loaded is None:
            try:
                loaded = await self._load(place)
            except ServiceError:
                return []
        seat = loaded.seat_of(player.user_id)
        if seat is None or seat.is_ai or seat.seat not in loaded.to_act():
            return []
        reader = locale or player.locale
        return loaded.legal_for(seat.seat).matching(prefix[:MOVE_MAX], reader, limit)

    async def choices(
        self, place: Place, player: Player, expected_version: int | None = None
    ) -> MoveChoices:
        """The caller's current decision as a step tree, for a picker; refuses (with the
        reason) when the board has changed since `expected_version`, or the caller is not
        seated or not to act. Cached per version."""
        loaded, seat = await self._deciding(place, player, expected_version)
        game, state = loaded.game, loaded.state
        assert state is not None
        return MoveChoices(
            game_id=loaded.record.id,
            version=loaded.version,
            tree=loaded.tree_for(seat),
            prompt=loaded.private_prompt(seat),
            notation=lambda move: game.notation_for(move, player.locale),
            label=lambda move: loaded.named(game.label(move, state)),
        )

    async def playout_move(self, place: Place, player: Player, rng: Rng) -> str | None:
        """A move for the caller as the engine's random playouts pick it (the sandbox's
        `--auto`, demos, benchmarks); None if the caller is not to act."""
        loaded = await self._load(place)
        seat = loaded.seat_of(player.user_id)
        if seat is None or seat.is_ai or seat.seat not in loaded.to_act():
            return None
        assert loaded.state is not None
        moves = loaded.game.legal_moves(loaded.state, seat.seat)
        move = loaded.game.playout_move(loaded.state, seat.seat, moves, rng)
        return loaded.game.format_move(move)
