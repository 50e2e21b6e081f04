"""A game as a portable record: `python -m bot --export <id>` writes it as JSON and
`--import <file>` reads it into a database (a new one, typically), checked by the engine.

The record holds what the engine needs to rebuild the game (game, engine version,
options, seed, seats, the live moves in notation) plus when each move was made and the
result. Importing replays every move; a record the engine cannot replay, or whose
replay does not end in the recorded result, is refused and nothing is written.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

import engine
from bot.records.rater import rate_queued
from bot.records.results import result_rows
from bot.store import ChannelBusy, NewSeat, Store
from engine import IllegalMove

FORMAT = "caravanserai-game"
FORMAT_VERSION = 1


class ExportedSeat(BaseModel):
    seat: int
    name: str
    user_id: int
    locale: str = "en"
    ai_level: str | None = None


class ExportedMove(BaseModel):
    ply: int
    seat: int
    notation: str
    at: datetime


class ExportedResult(BaseModel):
    seat: int
    rank: int
    score: int


class GameExport(BaseModel):
    format: Literal["caravanserai-game"] = FORMAT
    format_version: int = FORMAT_VERSION
    game: str
    engine_version: int
    options: dict[str, Any]
    seed: int
    status: Literal["active", "finished", "abandoned"]
    guild_id: int | None
    channel_id: int
    creator_id: int
    created_at: datetime
    finished_at: datetime | None
    seats: list[ExportedSeat]
    moves: list[ExportedMove]
    result: list[ExportedResult] | None
    hints_used: bool = False  # someone at the table was given a hint (`/game hint`)


class TransferError(Exception):
    """A game that cannot be exported or a record that cannot be imported; the message
    is one sentence for the operator."""


async def export_game(store: Store, game_id: int) -> GameExport:
    record = await store.game(game_id)
    if record is None:
        raise TransferError(f"there is no game {game_id} in this database")
    if record.status == "lobby":
        raise TransferError(f"game {game_id} has not started: there is nothing to export")
    game = engine.get(record.game)
    seats = await store.seats(game_id)
    result = None
    if record.status == "finished" and record.state is not None:
        standings = game.result(game.from_json(record.state)).standings
        result = [ExportedResult(seat=s.seat, rank=s.rank, score=s.score) for s in standings]
    return GameExport(
        game=record.game,
        engine_version=record.engine_version,
        options=json.loads(record.options),
        seed=record.seed,
        status=record.status,  # type: ignore[arg-type]
        guild_id=record.guild_id,
        channel_id=record.channel_id,
        creator_id=record.creator_id,
        created_at=record.created_at,
        finished_at=record.finished_at,
        seats=[
            ExportedSeat(
                seat=s.seat,
                name=s.display_name,
                user_id=s.user_id,
                locale=s.locale,
                ai_level=s.ai_level,
            )
            for s in seats
        ],
        moves=[
            ExportedMove(ply=m.ply, seat=m.seat, notation=m.notation, at=m.created_at)
            for m in await store.moves(game_id)
        ],
        result=result,
        hints_used=record.hints_used,
    )


def parse_export(text: str) -> GameExport:
    try:
        return GameExport.model_validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "the record"
        raise TransferError(f"not a game record: {where}: {first['msg']}") from None


def _replayed(record: GameExport) -> Any:
    """The final state, replayed by the engine from the record; refuses a bad record."""
    try:
        game = engine.get(record.game)
        state = game.replay(
            len(record.seats),
            record.options,
            record.seed,
            [(m.seat, m.notation) for m in record.moves],
        )
    except IllegalMove as error:
        raise TransferError(f"the engine cannot replay this record: {error.reason}") from None
    if record.status == "finished":
        if not game.is_over(state):
            raise TransferError("the record says finished, but its moves do not end the game")
        standings = game.result(state).standings
        replayed = sorted((s.seat, s.rank, s.score) for s in standings)
        recorded = sorted((r.seat, r.rank, r.score) for r in record.result or [])
        if replayed != recorded:
            raise TransferError("the replayed result differs from the recorded one")
    return state


async def import_game(store: Store, record: GameExport) -> int:
    """Write the record as a new game (with its results, then rated); returns its id."""
    game = engine.get(record.game)
    state = _replayed(record)
    numbers = sorted(s.seat for s in record.seats)
    if numbers != list(range(len(numbers))):
        raise TransferError(f"the seats must be numbered 0 to {len(numbers) - 1}")
    finished = record.status != "active"
    last = record.finished_at or (record.moves[-1].at if record.moves else record.created_at)
    try:
        async with store.transaction() as tx:
            game_id = await tx.insert_game(
                guild_id=record.guild_id,
                channel_id=record.channel_id,
                game=record.game,
                engine_version=record.engine_version,
                options=json.dumps(record.options, sort_keys=True),
                seed=record.seed,
                creator_id=record.creator_id,
                now=record.created_at,
                status="active",
            )
            for seat in record.seats:
                await tx.add_seat(
                    game_id,
                    NewSeat(seat.seat, seat.user_id, seat.name, seat.locale, seat.ai_level),
                )
            for move in record.moves:
                await tx.append_move(game_id, move.ply, move.seat, move.notation, move.at)
            await tx.update_game(
                game_id,
                0,
                last,
                state=game.to_json(state),
                status=record.status,
                finished=finished,
            )
            if record.hints_used:
                await tx.mark_hints_used(game_id)
            if record.status == "finished":
                seats = await tx.seats(game_id)
                await tx.insert_results(game_id, result_rows(game, state, seats))
                await tx.queue_rating(game_id)
    except ChannelBusy:
        raise TransferError(
            f"channel {record.channel_id} already has an open game in this database"
        ) from None
    await rate_queued(store)
    return game_id
