"""`python -m bot --copy-db FROM TO`: copy every game, seat, log entry, setting and
reminder, and the records of finished games (results and ratings), from one database
into an empty one (SQLite to PostgreSQL and back), then
prove the copy: the same rows in every table, and every game's state equal to the
replay of its log from its seed (moves are stored as notation; `parse_move` gives them
back).

Stop the bot first: rows written to the source during a copy may be missed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import engine
from bot.store import GameRecord, MoveRecord, NewSeat, SeatRecord, Store, open_store
from bot.store.reads import RECORD_TABLES, TABLES
from engine import IllegalMove

BATCH = 200  # games per transaction and per read


class CopyRefused(Exception):
    """The copy cannot start (the target holds data); one sentence for the operator."""


@dataclass
class CopyReport:
    counts: dict[str, int] = field(default_factory=dict)
    replayed: int = 0
    problems: list[str] = field(default_factory=list)


def replay_problem(record: GameRecord, seats: list[SeatRecord], moves: list[MoveRecord]) -> str:
    """Why the stored state is not the replay of the live log from the seed ("" if it is)."""
    live = [m for m in moves if m.undone_at is None]
    if record.state is None:
        return f"game {record.id} has no state but {len(live)} live moves" if live else ""
    try:
        game = engine.get(record.game)
        replayed = game.replay(
            len(seats),
            json.loads(record.options),
            record.seed,
            [(m.seat, game.parse_move(m.notation)) for m in sorted(live, key=lambda m: m.ply)],
        )
    except IllegalMove as error:
        return f"game {record.id}: its log does not replay ({error.reason.render('en')})"
    if game.to_json(replayed) != record.state:
        return f"game {record.id}: the stored state differs from the replay of its log"
    return ""


async def verify_replays(store: Store, *, running_only: bool = False) -> tuple[int, list[str]]:
    """Replay every game with a state (or, `running_only`, every active one: what a
    backup must carry on); returns how many were replayed and the problems."""
    replayed, problems = 0, []
    after = 0
    while page := await store.games_after(after, BATCH):
        for record in page:
            if running_only and record.status != "active":
                continue
            problem = replay_problem(
                record,
                await store.seats(record.id),
                await store.moves(record.id, include_undone=True),
            )
            replayed += record.state is not None
            if problem:
                problems.append(problem)
        after = page[-1].id
    return replayed, problems


async def copy_database(source: Store, target: Store) -> CopyReport:
    """Copy everything from `source` into the empty `target`, then verify the copy."""
    for table in TABLES:
        if await target.count_rows(table):
            raise CopyRefused(
                f"The target database already holds rows in {table}: copy only into an"
                " empty database."
            )
    after = 0
    while page := await source.games_after(after, BATCH):
        async with target.transaction() as tx:
            for record in page:
                await tx.put_game_row(record)
                for seat in await source.seats(record.id):
                    await tx.add_seat(
                        record.id,
                        NewSeat(
                            seat.seat, seat.user_id, seat.display_name, seat.locale, seat.ai_level
                        ),
                    )
                for move in await source.moves(record.id, include_undone=True):
                    await tx.put_move_row(move)
        after = page[-1].id
    async with target.transaction() as tx:
        for channel in await source.all_channel_settings():
            await tx.put_channel_settings(channel)
        for user in await source.all_user_settings():
            await tx.put_user_settings(user)
        for game_id, due, level in await source.all_reminders():
            await tx.set_reminder(game_id, due, level)
        for table in RECORD_TABLES:
            await tx.put_record_rows(table, await source.record_rows(table))
    await target.after_copy()
    return await verify_copy(source, target)


async def verify_copy(source: Store, target: Store) -> CopyReport:
    """The same rows in both databases, and every game replaying to its stored state."""
    report = CopyReport()
    for table in TABLES:
        have, want = await target.count_rows(table), await source.count_rows(table)
        report.counts[table] = have
        if have != want:
            report.problems.append(f"{table}: {have} rows copied of {want}")
    after = 0
    while page := await target.games_after(after, BATCH):
        for record in page:
            seats = await target.seats(record.id)
            moves = await target.moves(record.id, include_undone=True)
            if record != await source.game(record.id):
                report.problems.append(f"game {record.id} differs from the source")
            if seats != await source.seats(record.id):
                report.problems.append(f"the seats of game {record.id} differ from the source")
            if moves != await source.moves(record.id, include_undone=True):
                report.problems.append(f"the log of game {record.id} differs from the source")
            problem = replay_problem(record, seats, moves)
            report.replayed += record.state is not None
            if problem:
                report.problems.append(problem)
        after = page[-1].id
    for name in ("all_channel_settings", "all_user_settings", "all_reminders"):
        if await getattr(target, name)() != await getattr(source, name)():
            report.problems.append(f"{name.removeprefix('all_').replace('_', ' ')} differ")
    for table in RECORD_TABLES:
        if await target.record_rows(table) != await source.record_rows(table):
            report.problems.append(f"the rows of {table} differ from the source")
    return report


async def run_copy(source_target: str | Path, copy_target: str | Path) -> int:
    """The command: open both, copy, print the figures; 0 if the copy is proven."""
    source = await open_store(source_target)
    try:
        target = await open_store(copy_target)
        try:
            report = await copy_database(source, target)
        finally:
            await target.close()
    finally:
        await source.close()
    counts = ", ".join(f"{n} {table}" for table, n in report.counts.items())
    print(f"Copied {counts}.")
    print(f"Replayed {report.replayed} games from their logs.")
    for problem in report.problems:
        print(f"Problem: {problem}.")
    if report.problems:
        print(f"The copy is NOT faithful: {len(report.problems)} problems.")
        return 1
    print("Every row matches the source and every state equals the replay of its log.")
    return 0
