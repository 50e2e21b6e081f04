"""Pauses by agreement (migration 0010): what was asked, when a pause runs, and how much
of a stretch of time a table spent paused.

A running pause stops the table's clocks: the turn clock counts only the time the table
was not paused (`paused_time`), and a reminder due while a pause runs waits for its end.
`Store.paused_until` is the one question other parts ask ("is this table paused?").
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from bot.store.reads import Reads
from bot.store.records import from_db_time, to_db_time

_COLUMNS = "game_id, number, days, started_at, until_at, ended_at"


@dataclass(frozen=True, slots=True)
class Pause:
    """A pause asked for by ballot `number`; agreed once `started_at` is set."""

    game_id: int
    number: int
    days: int
    started_at: datetime | None
    until: datetime | None
    ended_at: datetime | None

    def runs_at(self, now: datetime) -> bool:
        return (
            self.started_at is not None
            and self.until is not None
            and self.ended_at is None
            and self.started_at <= now < self.until
        )

    @property
    def end(self) -> datetime | None:
        """When it ended or ends: early (resumed, a move) or at `until`."""
        if self.ended_at is not None and self.until is not None:
            return min(self.ended_at, self.until)
        return self.until


def paused_time(pauses: list[Pause], since: datetime, now: datetime) -> timedelta:
    """How much of `since`..`now` the table spent paused (pauses never overlap)."""
    total = timedelta()
    for pause in pauses:
        end = pause.end
        if pause.started_at is None or end is None:
            continue
        start, stop = max(pause.started_at, since), min(end, now)
        if stop > start:
            total += stop - start
    return total


def _pause(row: tuple[object, ...]) -> Pause:
    return Pause(
        game_id=int(row[0]),  # type: ignore[call-overload]
        number=int(row[1]),  # type: ignore[call-overload]
        days=int(row[2]),  # type: ignore[call-overload]
        started_at=from_db_time(row[3]),  # type: ignore[arg-type]
        until=from_db_time(row[4]),  # type: ignore[arg-type]
        ended_at=from_db_time(row[5]),  # type: ignore[arg-type]
    )


class PauseReads(Reads):
    """Reading a table's pauses; mixed into `Store` and `Tx`."""

    async def pauses(self, game_id: int) -> list[Pause]:
        """Every pause the table agreed to, oldest first."""
        rows = await self._all(
            f"SELECT {_COLUMNS} FROM pauses WHERE game_id = ? AND started_at IS NOT NULL"
            " ORDER BY number",
            (game_id,),
        )
        return [_pause(row) for row in rows]

    async def pause(self, game_id: int, number: int) -> Pause | None:
        """The pause ballot `number` asks for (agreed or not)."""
        row = await self._one(
            f"SELECT {_COLUMNS} FROM pauses WHERE game_id = ? AND number = ?", (game_id, number)
        )
        return None if row is None else _pause(row)

    async def running_pause(self, game_id: int, now: datetime) -> Pause | None:
        """The pause the table is in at `now`, if any."""
        row = await self._one(
            f"SELECT {_COLUMNS} FROM pauses WHERE game_id = ? AND started_at IS NOT NULL"
            " AND ended_at IS NULL AND started_at <= ? AND until_at > ?"
            " ORDER BY number DESC LIMIT 1",
            (game_id, to_db_time(now), to_db_time(now)),
        )
        return None if row is None else _pause(row)

    async def paused_until(self, game_id: int, now: datetime) -> datetime | None:
        """When the table's running pause ends (None: it is not paused): what the
        reminders, the digest and the status line ask."""
        pause = await self.running_pause(game_id, now)
        return None if pause is None else pause.until

    async def asked_pause(self, game_id: int) -> int | None:
        """The number of the table's open pause vote, if one is open."""
        row = await self._one(
            "SELECT number FROM ballots WHERE game_id = ? AND kind = 'pause'"
            " AND closed_at IS NULL ORDER BY number DESC LIMIT 1",
            (game_id,),
        )
        return None if row is None else int(row[0])


class PauseWrites(PauseReads):
    """Asking for, starting and ending a pause, inside an open transaction (`Tx`).

    Starting and ending move the table's reminder with the pause (see `_shift_reminder`),
    so that a reminder falls due as much later as the table was paused."""

    async def ask_pause(self, game_id: int, number: int, days: int) -> None:
        await self._db.execute(
            "INSERT INTO pauses (game_id, number, days) VALUES (?, ?, ?)", (game_id, number, days)
        )

    async def start_pause(self, game_id: int, number: int, now: datetime) -> datetime:
        """Start the pause ballot `number` asked for; returns when it runs out."""
        asked = await self.pause(game_id, number)
        assert asked is not None
        until = now + timedelta(days=asked.days)
        await self._db.execute(
            "UPDATE pauses SET started_at = ?, until_at = ? WHERE game_id = ? AND number = ?",
            (to_db_time(now), to_db_time(until), game_id, number),
        )
        await self._shift_reminder(game_id, until - now, now)
        return until

    async def end_pause(self, game_id: int, now: datetime, *, shift: bool = True) -> Pause | None:
        """End the running pause early (the pause as it ran, or None if none ran). With
        `shift`, the reminder comes back by the part of the pause not spent (a move writes
        a reminder of its own and passes False)."""
        running = await self.running_pause(game_id, now)
        if running is None:
            return None
        await self._db.execute(
            "UPDATE pauses SET ended_at = ? WHERE game_id = ? AND number = ?",
            (to_db_time(now), game_id, running.number),
        )
        if shift and running.until is not None:
            await self._shift_reminder(game_id, now - running.until, now)
        return running

    async def _shift_reminder(self, game_id: int, by: timedelta, now: datetime) -> None:
        """Move the table's pending reminder by `by` (never into the past)."""
        row = await self._one("SELECT due_at FROM reminders WHERE game_id = ?", (game_id,))
        due = None if row is None else from_db_time(row[0])
        if due is None:
            return
        await self._db.execute(
            "UPDATE reminders SET due_at = ? WHERE game_id = ?",
            (to_db_time(max(due + by, now)), game_id),
        )
