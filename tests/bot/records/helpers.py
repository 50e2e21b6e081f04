"""Finished games written straight into a store, as a finishing move would leave them:
the game row, its seats, its results and its place on the rating queue."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.records.entries import ai_entry, user_entry
from bot.store import NewSeat, ResultRow, Store
from tests.bot.conftest import FakeClock


@dataclass(frozen=True)
class Seat:
    """A seat of a made-up game: a person (`user_id`) or an AI (`ai` level), its place."""

    name: str
    rank: int
    score: int
    user_id: int = 0
    ai: str | None = None
    character: str | None = None

    @property
    def entry(self) -> str:
        return ai_entry(self.ai) if self.ai else user_entry(self.user_id)


async def finished_game(
    store: Store,
    clock: FakeClock,
    seats: Sequence[Seat],
    *,
    guild_id: int | None = 1,
    game: str = "caravan",
    channel_id: int = 500,
    status: str = "finished",
) -> int:
    """Write one game that ended with `seats` in place; returns its id."""
    clock.advance(minutes=1)
    async with store.transaction() as tx:
        game_id = await tx.insert_game(
            guild_id=guild_id,
            channel_id=channel_id,
            game=game,
            engine_version=1,
            options="{}",
            seed=1,
            creator_id=seats[0].user_id,
            now=clock(),
        )
        for number, seat in enumerate(seats):
            # an AI seat needs a user id of its own to keep seats unique
            user = seat.user_id or -(number + 1)
            await tx.add_seat(game_id, NewSeat(number, user, seat.name, "en"))
        await tx.update_game(
            game_id,
            0,
            clock(),
            state="{}",
            status=status,
            finished=True,  # type: ignore[arg-type]
        )
        if status == "finished":
            rows = [
                ResultRow(n, s.entry, s.rank, s.score, s.character) for n, s in enumerate(seats)
            ]
            await tx.insert_results(game_id, rows)
            await tx.queue_rating(game_id)
    return game_id
