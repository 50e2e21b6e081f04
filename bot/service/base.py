"""The one versioned commit that every change of a running game goes through, and the
answer to it.

Everything after the commit (`_committed`, `_after_change`) only degrades the answer when
it fails (the caller's language instead of the channel's, no board image, the bare
lines), logged, and never turns the stored change into a failure.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import engine
from bot.records.results import result_rows
from bot.service.core import ChangeProof, ServiceCore
from bot.service.loaded import LoadedGame
from bot.service.summaries import result_lines, turn_lines
from bot.service.types import (
    Image,
    Place,
    Player,
    PrivatePart,
    Reply,
)
from bot.store import StaleVersion, Status, Tx
from engine import Event, Text, t

log = logging.getLogger(__name__)


class ServiceBase(ServiceCore):
    """A change of a running game: written under its version, then told to the table."""

    async def _commit(
        self,
        loaded: LoadedGame,
        new_state: Any,
        write_log: Callable[[Tx, datetime], Awaitable[None]],
        *,
        proof: ChangeProof,
        finished: bool = False,
        status: Status | None = None,
        reseat: bool = False,
        standings: bool = False,
    ) -> LoadedGame:
        """Write the new state, its log entry and the next reminder due time in one
        transaction guarded by the game's version: if another change landed first, nothing
        is written and the caller is told the board has changed. `proof` tells whether
        the change is stored should its COMMIT get no answer (`_transact`)."""
        now = self._clock()

        async def write(tx: Tx) -> LoadedGame:
            return await self._write_change(
                tx,
                loaded,
                new_state,
                write_log,
                now=now,
                finished=finished,
                status=status,
                reseat=reseat,
            )

        async def stored(tx: Tx) -> bool:
            return await proof(tx, now)

        try:
            updated = await self._transact(write, game_id=loaded.record.id, proof=stored)
        except StaleVersion:
            raise await self._board_changed(loaded.record.id) from None
        return await self._committed(updated)

    async def _write_change(
        self,
        tx: Tx,
        loaded: LoadedGame,
        new_state: Any,
        write_log: Callable[[Tx, datetime], Awaitable[None]],
        *,
        now: datetime | None = None,
        finished: bool = False,
        status: Status | None = None,
        reseat: bool = False,
        standings: bool = False,
    ) -> LoadedGame:
        """The versioned write itself, inside the caller's transaction (`_commit`, or a
        vote that decides): state, log entry, reminder; `reseat` re-reads the seats the
        log entry changed. Raises `StaleVersion` if the game moved on; call
        `_committed` with the result once the transaction is committed. A finished game,
        and one ended with its `standings` kept (by the table's vote), writes its results;
        only a finished one is rated."""
        record, game = loaded.record, loaded.game
        now = self._clock() if now is None else now
        closing = finished or status in ("finished", "abandoned")
        due = None if closing else await self._due_after(record, now)
        changes: dict[str, Any] = {"finished": closing}
        if finished:
            changes["status"] = "finished"
        if status is not None:
            changes["status"] = status
        await tx.update_game(
            record.id, loaded.version, now, state=game.to_json(new_state), **changes
        )
        await write_log(tx, now)
        await tx.set_reminder(record.id, due)
        if closing:
            await tx.close_ballots(record.id, "moot", now)
        seats = await tx.seats(record.id) if reseat else loaded.seats
        if finished or standings:
            await tx.insert_results(record.id, result_rows(game, new_state, seats))
        if finished:
            await tx.queue_rating(record.id)
        new_record = await tx.game(record.id)
        assert new_record is not None
        return LoadedGame(new_record, seats, game, new_state)

    async def _committed(self, updated: LoadedGame) -> LoadedGame:
        """After the commit (nothing here fails the change): wake the reminders, cache the
        new version, and rate a game that has just finished (`rate_finished` logs its
        own failure)."""
        with self._degrading(updated, "waking the reminders of"):
            self._reminder_written(updated.record.id)
        self._remember(updated)
        if updated.record.status == "finished":
            await self.rate_finished()
        return updated

    async def _after_change(
        self,
        place: Place,
        player: Player | None,
        loaded: LoadedGame,
        lines: list[Text],
        events: list[Event],
    ) -> Reply:
        """The public answer to a change: what happened, the board, who is next or results.

        The change is committed, and nothing here may turn it into a failure: a channel
        language that cannot be read falls back to the caller's, a board that cannot be
        drawn is left out, and should anything else fail, the bare lines go out (each
        logged). Public lines carry only what the table may read of each event; the
        mover's own secrets (the goal cards they kept) go to them alone as a private
        part. Once the game is over, everything is revealed.
        """
        try:
            return await self._answer_change(place, player, loaded, lines, events)
        except Exception:
            log.exception(
                "answering the change of game %s at version %s failed; the change is saved,"
                " the bare lines go out",
                loaded.record.id,
                loaded.version,
            )
            return self._bare_answer(loaded, lines, events)

    def _bare_answer(self, loaded: LoadedGame, lines: list[Text], events: list[Event]) -> Reply:
        """What happened and nothing else: the answer when building the full one failed."""
        told: list[Text] = []
        with contextlib.suppress(Exception):
            over = loaded.record.status == "finished"
            told = [event.text_for(None, revealed=over) for event in events]
        record = loaded.record
        return Reply(
            lines=[*lines, *told],
            game_id=record.id,
            game_name=record.game,
            version=record.version,
            status=record.status,
        )

    async def _answer_change(
        self,
        place: Place,
        player: Player | None,
        loaded: LoadedGame,
        lines: list[Text],
        events: list[Event],
    ) -> Reply:
        over = loaded.record.status == "finished"
        lines = lines + [event.text_for(None, revealed=over) for event in events]
        seat = None if player is None else loaded.seat_of(player.user_id)
        secrets = [
            event.secret
            for event in events
            if event.secret is not None and seat is not None and event.seat == seat.seat
        ]
        private = (
            {seat.user_id: PrivatePart(lines=secrets)} if secrets and seat and not over else {}
        )
        # The reply's events are what the table may read: their secrets stay behind.
        events = [
            event.model_copy(update={"text": event.text_for(None, revealed=over), "secret": None})
            for event in events
        ]
        locale = self._default_locale if player is None else engine.normalise_locale(player.locale)
        with self._degrading(loaded, "reading the channel's language for"):
            locale = await self._locale_for(place, player)
        images: list[Image] = []
        # A drawing bug must not make a committed change look refused (the player would
        # retry and be told it is not their turn): the answer goes without the board.
        with self._degrading(loaded, "rendering"):
            images += await self._render(loaded, None, locale)
            if over:
                images += await self._final_images(loaded, locale)
        if loaded.record.status in ("finished", "abandoned"):
            # Finished, or ended by the table's vote with the standings as they are.
            lines.append(t("bot.msg.finished", game=loaded.game.title))
            standings, results = result_lines(loaded)
            humans = {s.user_id for s in loaded.humans()}
            winners = [r.user_id for r in results if r.rank == 1 and r.user_id in humans]
            return self._reply(
                loaded,
                lines + standings,
                images=images,
                mentions=list(dict.fromkeys(winners)) if over else [],
                events=events,
                results=results,
            )
        turn, prompt = turn_lines(loaded)
        reply = self._reply(
            loaded,
            lines + turn,
            images=images,
            mentions=loaded.waiting_users(),
            events=events,
            prompt=prompt,
            private=private,
        )
        reply.acted_by = None if player is None else player.user_id
        return reply
