"""An open write transaction: every write the service and the dispatcher make."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.store.codec import pack_state
from bot.store.errors import ChannelBusy, StaleVersion
from bot.store.notes import NoteReads, NoteWrites
from bot.store.pauses import PauseWrites
from bot.store.personal import PersonalReads, PersonalWrites
from bot.store.reads import RECORD_TABLES
from bot.store.record_reads import RecordReads
from bot.store.record_writes import RecordWrites
from bot.store.records import (
    ChannelSettings,
    GameRecord,
    MoveRecord,
    Status,
    UserSettings,
    to_db_micros,
    to_db_time,
)
from bot.store.reviews import ReviewReads, ReviewWrites
from bot.store.schedules import ScheduleWrites
from bot.store.table_list import TableListReads, TableListWrites
from bot.store.turn_times import StartWrites

UNSET: Any = object()
"""Marks a keyword argument as "leave this column alone" (None means SQL NULL)."""


@dataclass(frozen=True, slots=True)
class NewSeat:
    seat: int
    user_id: int
    display_name: str
    locale: str
    ai_level: str | None = None  # an AI seat (its user_id is negative, see migration 0004)


class Tx(
    PersonalWrites,
    RecordWrites,
    ScheduleWrites,
    NoteWrites,
    ReviewWrites,
    PauseWrites,
    StartWrites,
    PersonalReads,
    RecordReads,
    NoteReads,
    ReviewReads,
    TableListWrites,
    TableListReads,
):
    """An open write transaction; every method runs inside it."""

    async def insert_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game: str,
        engine_version: int,
        options: str,
        seed: int,
        creator_id: int,
        now: datetime,
        status: Status = "lobby",
        turn_hours: int | None = None,
        ai_level: str | None = None,
        parent_channel_id: int | None = None,
        hints: bool | None = None,
    ) -> int:
        """Create a game row; raises `ChannelBusy` if the channel has an open game.
        `parent_channel_id` is the channel whose thread `channel_id` is, if it is one."""
        stamp = to_db_time(now)
        try:
            row = await self._db.one(
                "INSERT INTO games (guild_id, channel_id, game, engine_version, status, options,"
                " seed, creator_id, state, version, created_at, updated_at, turn_hours, ai_level,"
                " parent_channel_id, hints)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 0, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    game,
                    engine_version,
                    status,
                    options,
                    seed,
                    creator_id,
                    stamp,
                    stamp,
                    turn_hours,
                    ai_level,
                    parent_channel_id,
                    None if hints is None else int(hints),
                ),
            )
        except Exception as error:
            if self._db.channel_busy(error):
                raise ChannelBusy(channel_id) from None
            raise
        assert row is not None
        return int(row[0])

    async def set_parent_channel(self, game_id: int, parent_channel_id: int) -> None:
        """Record the channel a table's thread hangs off (learnt late for older tables);
        neither the game's version nor its times change."""
        await self._db.execute(
            "UPDATE games SET parent_channel_id = ? WHERE id = ? AND parent_channel_id IS NULL",
            (parent_channel_id, game_id),
        )

    async def mark_hints_used(self, game_id: int) -> None:
        """Note that someone at the table was given a hint; neither the game's version
        nor its times change (a hint changes nothing at the table, and buttons of the
        current version keep working)."""
        await self._db.execute(
            "UPDATE games SET hints_used = 1 WHERE id = ? AND hints_used = 0", (game_id,)
        )

    async def update_game(
        self,
        game_id: int,
        expected_version: int,
        now: datetime,
        *,
        state: str | None = UNSET,  # the engine's JSON; stored deflated (see codec)
        status: Status = UNSET,
        finished: bool = False,
        turn_hours: int | None = UNSET,
        ai_level: str | None = UNSET,
        hints: bool | None = UNSET,
    ) -> int:
        """Bump the version (and set the given fields) if still at `expected_version`.

        Returns the new version; raises `StaleVersion` when no row matched.
        """
        sets = ["version = version + 1", "updated_at = ?"]
        params: list[Any] = [to_db_time(now)]
        if state is not UNSET:
            sets.append("state = ?")
            params.append(None if state is None else pack_state(state))
        if status is not UNSET:
            sets.append("status = ?")
            params.append(status)
        if finished:
            sets.append("finished_at = ?")
            params.append(to_db_time(now))
        if hints is not UNSET:
            sets.append("hints = ?")
            params.append(None if hints is None else int(hints))
        for column, value in (("turn_hours", turn_hours), ("ai_level", ai_level)):
            if value is not UNSET:
                sets.append(f"{column} = ?")
                params.append(value)
        params += [game_id, expected_version]
        changed = await self._db.execute(
            f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?", params
        )
        if changed != 1:
            raise StaleVersion(game_id, expected_version)
        return expected_version + 1

    async def add_seat(self, game_id: int, seat: NewSeat) -> None:
        await self._db.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name, locale, ai_level)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, seat.seat, seat.user_id, seat.display_name, seat.locale, seat.ai_level),
        )

    async def set_seat_ai(self, game_id: int, seat: int, ai_level: str | None) -> None:
        """Hand the seat to the AI at `ai_level`, or (None) back to its person."""
        await self._db.execute(
            "UPDATE seats SET ai_level = ? WHERE game_id = ? AND seat = ?",
            (ai_level, game_id, seat),
        )

    async def add_seat_change(
        self,
        game_id: int,
        ply: int,
        seat: int,
        change: str,
        ai_level: str | None,
        now: datetime,
    ) -> None:
        """Log a change of who plays a seat, after the game's earlier ones."""
        await self._db.execute(
            "INSERT INTO seat_changes (game_id, seq, ply, seat, change, ai_level, created_at)"
            " VALUES (?1, (SELECT COALESCE(MAX(seq) + 1, 0) FROM seat_changes"
            " WHERE game_id = ?1), ?2, ?3, ?4, ?5, ?6)",
            (game_id, ply, seat, change, ai_level, to_db_micros(now)),
        )

    async def open_ballot(self, game_id: int, kind: str, seat: int, now: datetime) -> int:
        """Put a new question to the table; returns its number (1, 2, ... per game)."""
        row = await self._one(
            "SELECT COALESCE(MAX(number), 0) + 1 FROM ballots WHERE game_id = ?", (game_id,)
        )
        number = int(row[0]) if row else 1
        await self._db.execute(
            "INSERT INTO ballots (game_id, number, kind, seat, opened_at) VALUES (?, ?, ?, ?, ?)",
            (game_id, number, kind, seat, to_db_time(now)),
        )
        return number

    async def hold_ballot(self, game_id: int, number: int) -> bool:
        """Whether the ballot is still open, taking its row for this transaction, so
        concurrent voters on one ballot count one after the other."""
        held = await self._db.execute(
            "UPDATE ballots SET seat = seat WHERE game_id = ? AND number = ? AND closed_at IS NULL",
            (game_id, number),
        )
        return held == 1

    async def add_vote(
        self, game_id: int, number: int, voter_id: int, choice: str, now: datetime
    ) -> bool:
        """Record a vote; False (and nothing written) if this voter has voted already."""
        added = await self._db.execute(
            "INSERT INTO ballot_votes (game_id, number, voter_id, choice, voted_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, number, voter_id) DO NOTHING",
            (game_id, number, voter_id, choice, to_db_time(now)),
        )
        return added == 1

    async def close_ballots(
        self,
        game_id: int,
        outcome: str,
        now: datetime,
        *,
        number: int | None = None,
        seat: int | None = None,
        kind: str | None = None,
    ) -> int:
        """Close the game's open ballots (one by number, or a seat's, of a kind, or all)
        with `outcome`; returns how many were open."""
        sql = (
            "UPDATE ballots SET closed_at = ?, outcome = ? WHERE game_id = ? AND closed_at IS NULL"
        )
        params: list[Any] = [to_db_time(now), outcome, game_id]
        if number is not None:
            sql += " AND number = ?"
            params.append(number)
        if seat is not None:
            sql += " AND seat = ?"
            params.append(seat)
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        return await self._db.execute(sql, params)

    async def remove_seat(self, game_id: int, user_id: int) -> None:
        await self._db.execute(
            "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
        )

    async def replace_seats(self, game_id: int, seats: Iterable[NewSeat]) -> None:
        """Renumber the table (start shuffles the join order into seat order)."""
        await self._db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
        for seat in seats:
            await self.add_seat(game_id, seat)

    async def append_move(
        self,
        game_id: int,
        ply: int,
        seat: int,
        notation: str,
        now: datetime,
        version: int | None = None,
    ) -> None:
        """Log a move by its notation, after every row the game already has; `version`
        is the game's version the move produced (see `MoveRecord.version`).

        Callers update the game row first in the same transaction (`update_game`), which
        holds it until the commit, so two writers never pick the same `seq`.
        """
        await self._db.execute(
            "INSERT INTO moves (game_id, seq, ply, seat, notation, created_at, version)"
            " VALUES (?1, (SELECT COALESCE(MAX(seq) + 1, 0) FROM moves WHERE game_id = ?1),"
            " ?2, ?3, ?4, ?5, ?6)",
            (game_id, ply, seat, notation, to_db_micros(now), version),
        )

    async def hold_game(self, game_id: int) -> int | None:
        """The game's version, read holding its row for this transaction: a change of the
        game still committing elsewhere finishes (or fails) first. None: no such game."""
        await self._db.execute("UPDATE games SET version = version WHERE id = ?", (game_id,))
        return await self.game_version(game_id)

    async def mark_undone(self, game_id: int, from_ply: int, now: datetime) -> int:
        """Mark every live move at `from_ply` or later as undone; returns how many."""
        return await self._db.execute(
            "UPDATE moves SET undone_at = ? WHERE game_id = ? AND ply >= ? AND undone_at IS NULL",
            (to_db_micros(now), game_id, from_ply),
        )

    async def set_reminder(self, game_id: int, due_at: datetime | None, level: int = 0) -> None:
        """Write the game's next due time (None: nothing due) and reset/set its level."""
        await self._db.execute(
            "INSERT INTO reminders (game_id, due_at, level) VALUES (?, ?, ?)"
            " ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at, level = excluded.level",
            (game_id, None if due_at is None else to_db_time(due_at), level),
        )

    async def claim_reminder(
        self,
        game_id: int,
        expected_due: datetime,
        expected_level: int,
        new_due: datetime | None,
        new_level: int,
    ) -> bool:
        """The guarded update: matches only if nobody changed the reminder since it was read.

        With several processes on PostgreSQL this is the claim that makes each reminder
        fire once: a second claimer blocks on the row until the first commits, then
        re-checks the condition against the new row, matches nothing and gets False.
        """
        changed = await self._db.execute(
            "UPDATE reminders SET due_at = ?, level = ?"
            " WHERE game_id = ? AND due_at = ? AND level = ?",
            (
                None if new_due is None else to_db_time(new_due),
                new_level,
                game_id,
                to_db_time(expected_due),
                expected_level,
            ),
        )
        return changed == 1

    async def put_channel_settings(self, settings: ChannelSettings) -> None:
        await self._db.execute(
            "INSERT INTO channel_settings (channel_id, reminder_hours, locale)"
            " VALUES (?, ?, ?) ON CONFLICT (channel_id) DO UPDATE SET"
            " reminder_hours = excluded.reminder_hours, locale = excluded.locale",
            (settings.channel_id, settings.reminder_hours, settings.locale),
        )

    async def put_user_settings(self, settings: UserSettings) -> None:
        until = settings.vacation_until
        await self._db.execute(
            "INSERT INTO user_settings (user_id, dm_opt_in, vacation_until)"
            " VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET"
            " dm_opt_in = excluded.dm_opt_in, vacation_until = excluded.vacation_until",
            (
                settings.user_id,
                int(settings.dm_opt_in),
                None if until is None else to_db_time(until),
            ),
        )

    # -- copying rows as they are (`bot.store.copy`) ------------------------------------

    async def put_game_row(self, game: GameRecord) -> None:
        """Insert a game with its own id and every column as given (a copy)."""
        await self._db.execute(
            "INSERT INTO games (id, guild_id, channel_id, game, engine_version, status, options,"
            " seed, creator_id, state, version, created_at, updated_at, finished_at,"
            " turn_hours, ai_level, parent_channel_id, hints, hints_used)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game.id,
                game.guild_id,
                game.channel_id,
                game.game,
                game.engine_version,
                game.status,
                game.options,
                game.seed,
                game.creator_id,
                None if game.state is None else pack_state(game.state),
                game.version,
                to_db_time(game.created_at),
                to_db_time(game.updated_at),
                None if game.finished_at is None else to_db_time(game.finished_at),
                game.turn_hours,
                game.ai_level,
                game.parent_channel_id,
                None if game.hints is None else int(game.hints),
                int(game.hints_used),
            ),
        )

    async def put_record_rows(self, table: str, rows: Iterable[Sequence[Any]]) -> None:
        """Insert rows of one of the tables copied row by row, as they are (a copy)."""
        columns, _ = RECORD_TABLES[table]
        marks = ", ".join("?" * len(columns.split(",")))
        for row in rows:
            await self._db.execute(f"INSERT INTO {table} ({columns}) VALUES ({marks})", row)

    async def put_move_row(self, move: MoveRecord) -> None:
        """Insert a log row with its own `seq` (undone rows too)."""
        undone = move.undone_at
        await self._db.execute(
            "INSERT INTO moves"
            " (game_id, seq, ply, seat, notation, created_at, undone_at, version)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                move.game_id,
                move.seq,
                move.ply,
                move.seat,
                move.notation,
                to_db_micros(move.created_at),
                None if undone is None else to_db_micros(undone),
                move.version,
            ),
        )
