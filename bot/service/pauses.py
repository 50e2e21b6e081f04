"""Pausing a running table by agreement: `/game pause [days]` asks the other people at
the table (a ballot of kind 'pause', voted with the table's vote buttons), `/game resume`
ends a pause early, and a move ends it too.

Who decides: the people seated at the table other than the one who asks; AI seats are
nobody and do not vote (a seat the AI plays since its person left is not asked either).
More than half of them must agree (at two players, the other player alone); a tie once
everyone has voted declines. With nobody else to ask, the pause starts at once.

What a pause does (until it runs out, is resumed, or a move is made): no reminder
reaches anyone, in the channel or by DM, and the turn clock stands still. When it ends,
every clock goes on from where it stood: the turn clock counts only the time the table
was not paused, and the pending reminder falls due as much later as the pause lasted
(`bot.store.pauses`). Moves stay allowed; the first one ends the pause and says so.
The board's first image and `/game status` say "paused until …".
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from datetime import datetime
from typing import Any

from bot.service.ai_turns import AiOps
from bot.service.errors import ServiceError
from bot.service.loaded import LoadedGame
from bot.service.moments import when
from bot.service.query import QueryOps
from bot.service.seats import SeatOps, voters_of
from bot.service.summaries import turn_lines
from bot.service.types import Action, Place, Player, Reply, VoteCall
from bot.store import Ballot, Pause, Tx
from engine import t
from render.paused import with_pause_band

KIND = "pause"
DAYS_MIN, DAYS_MAX, DAYS_DEFAULT = 1, 30, 7

_ENDED_BY_MOVE: ContextVar[list[Pause] | None] = ContextVar("ended_by_move", default=None)
"""Set while a move is made (`PauseOps._play`): the pause its commit ended, if any."""


class PauseOps(SeatOps, AiOps, QueryOps):
    """Asking for, agreeing to, showing and ending a pause."""

    async def paused_until(self, game_id: int) -> datetime | None:
        """When the table's pause ends; None if it is not paused (for reminders, digests)."""
        return await self.store.paused_until(game_id, self._clock())

    async def pause(self, place: Place, player: Player, days: int | None = None) -> Reply:
        """Ask the table for a pause of `days` (default 7); see the module."""
        days = DAYS_DEFAULT if days is None else days
        loaded = await self._pausable(place)
        if not DAYS_MIN <= days <= DAYS_MAX:
            raise ServiceError(t("bot.err.pause_days", low=DAYS_MIN, high=DAYS_MAX))
        seat = self._seated(loaded, player)
        if seat.is_ai:
            raise ServiceError(t("bot.err.seat_played_by_ai"), [Action("rejoin")])
        game_id, now = loaded.record.id, self._clock()
        voters = voters_of(loaded, seat.seat)

        async def ask(tx: Tx) -> tuple[int, datetime | None]:
            running = await tx.running_pause(game_id, now)
            if running is not None and running.until is not None:
                raise ServiceError(t("bot.err.already_paused", when=when(running.until)))
            if await tx.asked_pause(game_id) is not None:
                raise ServiceError(t("bot.err.pause_pending"))
            number = await tx.open_ballot(game_id, KIND, seat.seat, now)
            await tx.ask_pause(game_id, number, days)
            if voters:
                return number, None
            await tx.close_ballots(game_id, "yes", now, number=number)
            return number, await tx.start_pause(game_id, number, now)

        async def asked(tx: Tx) -> bool:
            number = await tx.asked_pause(game_id)
            ballot = None if number is None else await tx.ballot(game_id, number)
            if ballot is not None:
                return ballot.opened_at == now
            running = await tx.running_pause(game_id, now)
            return running is not None and running.started_at == now

        number, until = await self._transact(ask, game_id=game_id, proof=asked)
        if until is not None:
            self._reminder_written(game_id)
            return self._reply(loaded, [t("bot.msg.paused", when=when(until))])
        asking = sorted((s for s in loaded.humans() if s.user_id in voters), key=lambda s: s.seat)
        line = t(
            "bot.msg.pause_asked",
            player=loaded.name_of(seat),
            days=days,
            voters=[loaded.name_of(s) for s in asking],
        )
        return self._reply(
            loaded,
            [line],
            mentions=[s.user_id for s in asking],
            vote=VoteCall(game_id, number, KIND),
        )

    async def resume(self, place: Place, player: Player) -> Reply:
        """End the table's pause early: anyone seated may; the clocks go on."""
        loaded = await self._pausable(place)
        seat = self._seated(loaded, player)
        game_id, now = loaded.record.id, self._clock()

        async def end(tx: Tx) -> None:
            if await tx.end_pause(game_id, now) is None:
                raise ServiceError(t("bot.err.not_paused"), [Action("status")])

        async def ended(tx: Tx) -> bool:
            return any(p.ended_at == now for p in await tx.pauses(game_id))

        await self._transact(end, game_id=game_id, proof=ended)
        self._reminder_written(game_id)
        turn, prompt = turn_lines(loaded)
        line = t("bot.msg.resumed", player=loaded.name_of(seat))
        return self._reply(loaded, [line, *turn], mentions=loaded.waiting_users(), prompt=prompt)

    async def _pausable(self, place: Place) -> LoadedGame:
        """The channel's running game; a finished one, a lobby or none is refused."""
        return await self._load_running(place)

    # -- the vote (`SeatOps.vote` counts it; these say what a pause ballot means) -------

    async def _ballot_for(
        self, game_id: int, number: int, choice: str
    ) -> tuple[LoadedGame, Ballot]:
        ballot = await self.store.ballot(game_id, number)
        if ballot is not None and ballot.kind == KIND and not ballot.is_open:
            record = await self.store.game(game_id)
            if record is not None and record.is_open:
                outcome = t(f"bot.vote.outcome.pause_{ballot.outcome}")
                if ballot.outcome not in ("yes", "no"):
                    outcome = t("bot.vote.outcome.moot")
                raise ServiceError(t("bot.err.vote_over", outcome=outcome), [Action("status")])
        return await super()._ballot_for(game_id, number, choice)

    @staticmethod
    def _check_voter(loaded: LoadedGame, ballot: Ballot, player: Player) -> set[int]:
        seat = loaded.seat_of(player.user_id)
        if ballot.kind == KIND and seat is not None and seat.seat == ballot.seat:
            raise ServiceError(t("bot.err.pause_own_vote"))
        return SeatOps._check_voter(loaded, ballot, player)

    async def _carry_out(
        self, tx: Tx, loaded: LoadedGame, ballot: Ballot, outcome: str, now: datetime
    ) -> LoadedGame | None:
        if ballot.kind != KIND:
            return await super()._carry_out(tx, loaded, ballot, outcome, now)
        if outcome == "yes":
            await tx.end_pause(loaded.record.id, now)  # (none runs: a vote is refused then)
            await tx.start_pause(loaded.record.id, ballot.number, now)
        return None  # the game itself is unchanged: no new version

    async def _announce(
        self, loaded: LoadedGame, updated: LoadedGame | None, ballot: Ballot, outcome: str
    ) -> Reply:
        if ballot.kind != KIND:
            return await super()._announce(loaded, updated, ballot, outcome)
        asker = loaded.name_of(loaded.by_seat(ballot.seat))
        if outcome != "yes":
            return self._reply(loaded, [t("bot.msg.pause_declined", player=asker)])
        self._reminder_written(loaded.record.id)
        pause = await self.store.pause(loaded.record.id, ballot.number)
        assert pause is not None and pause.until is not None
        return self._reply(loaded, [t("bot.msg.paused", when=when(pause.until))])

    # -- what a pause changes elsewhere -------------------------------------------------

    async def _play(
        self,
        place: Place,
        loaded: LoadedGame,
        seat: int,
        notation: str,
        player: Player | None,
    ) -> Reply:
        """A move, which ends a running pause in its own transaction (`_commit`), said
        first in the table's answer, whose board then shows no pause."""
        ended: list[Pause] = []
        token = _ENDED_BY_MOVE.set(ended)
        try:
            reply = await super()._play(place, loaded, seat, notation, player)
        finally:
            _ENDED_BY_MOVE.reset(token)
        if ended:
            mover = loaded.name_of(loaded.by_seat(seat))
            reply.lines.insert(0, t("bot.msg.pause_ended_by_move", player=mover))
        return reply

    async def _commit(
        self,
        loaded: LoadedGame,
        new_state: Any,
        write_log: Callable[[Tx, datetime], Awaitable[None]],
        **options: Any,
    ) -> LoadedGame:
        """A move's commit (inside `_play`) also ends a running pause; the move writes a
        reminder of its own, so the pause's end moves none."""
        ended = _ENDED_BY_MOVE.get()
        if ended is None:
            return await super()._commit(loaded, new_state, write_log, **options)
        game_id = loaded.record.id

        async def write(tx: Tx, now: datetime) -> None:
            await write_log(tx, now)
            ended.clear()  # (written again if a lost COMMIT is retried)
            pause = await tx.end_pause(game_id, now, shift=False)
            if pause is not None:
                ended.append(pause)

        return await super()._commit(loaded, new_state, write, **options)

    async def status(self, place: Place, player: Player | None = None) -> Reply:
        """The status, saying "paused until …" after its first line while paused."""
        reply = await super().status(place, player)
        if reply.game_id is not None and reply.status == "active":
            until = await self.store.paused_until(reply.game_id, self._clock())
            if until is not None:
                reply.lines.insert(1, t("bot.msg.paused_status", when=when(until)))
        return reply

    async def _marked(self, loaded: LoadedGame, pngs: list[bytes], locale: str) -> list[bytes]:
        """The first image of a paused table's board message carries the pause band."""
        pngs = await super()._marked(loaded, pngs, locale)
        if not pngs or loaded.record.status != "active":
            return pngs
        until = await self.store.paused_until(loaded.record.id, self._clock())
        if until is None:
            return pngs
        loop = asyncio.get_running_loop()
        first = await loop.run_in_executor(self._executor, with_pause_band, pngs[0], until, locale)
        return [first, *pngs[1:]]
