"""Finished games with known times, written straight into a store: when each started,
who moved when, and who left their seat to the AI, for the reliability figures of
`/stats`. Ada's three games on server 1 make figures worked out by hand (see
`ada_on_three_tables`)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from bot.store import Store
from tests.bot.conftest import FakeClock
from tests.bot.records.helpers import Seat, finished_game

Timed = tuple[int, timedelta]
"""A live move: `(seat, time after the game's start)`."""


async def timed_game(
    store: Store,
    clock: FakeClock,
    seats: Sequence[Seat],
    moves: Sequence[Timed],
    *,
    changes: Sequence[tuple[int, str, timedelta]] = (),
    ai_at_end: Sequence[int] = (),
    guild_id: int = 1,
    status: str = "finished",
) -> int:
    """A finished game of `seats` that started at the clock's time: its live `moves`, its
    seat `changes` `(seat, change, after)` and the seats the AI played at its end."""
    start: datetime = clock() + timedelta(minutes=1)
    game_id = await finished_game(store, clock, seats, guild_id=guild_id, status=status)
    async with store.transaction() as tx:
        await tx.record_start(game_id, start)
        for ply, (seat, after) in enumerate(moves):
            await tx.append_move(game_id, ply, seat, "pass", start + after)
        for seat, change, after in changes:
            ply = sum(1 for _, at in moves if at <= after)
            await tx.add_seat_change(game_id, ply, seat, change, "normal", start + after)
        for seat in ai_at_end:
            await tx.set_seat_ai(game_id, seat, "normal")
    last = max((after for _, after in moves), default=timedelta(0))
    clock.advance(seconds=(last + timedelta(hours=1)).total_seconds())
    return game_id


def minutes(n: float) -> timedelta:
    return timedelta(minutes=n)


async def ada_on_three_tables(
    store: Store, clock: FakeClock, ada: int, bea: int, guild_id: int = 1
) -> None:
    """Ada (`ada`) and Bea (`bea`) at three finished tables on server `guild_id`, and one each
    that must not count (another server's, and an abandoned one).

    Ada waits 10 min and 1 h 30 min in the first game (her quick second move carries on
    her own turn and is no wait), 2 days 5 h in the second, which she then leaves (the AI
    moves for her after that), and 4 min in the third, whose seat the table hands to the
    AI. Her median wait is (10 + 90) / 2 = 50 min; she played 1 of 3 games to the end,
    left 1, and had 1 handed to the AI.
    """
    pair = [Seat("Ada", 1, 10, ada), Seat("Bea", 2, 5, bea)]
    await timed_game(
        store,
        clock,
        pair,
        [
            (0, minutes(10)),
            (1, minutes(70)),
            (0, minutes(160)),
            (0, minutes(161)),
            (1, minutes(200)),
        ],
        guild_id=guild_id,
    )
    await timed_game(
        store,
        clock,
        pair,
        [
            (1, minutes(30)),
            (0, minutes(30 + 2 * 24 * 60 + 5 * 60)),
            (1, minutes(4000)),
            (0, minutes(4001)),
        ],
        changes=[(0, "left", minutes(4000))],
        ai_at_end=[0],
        guild_id=guild_id,
    )
    await timed_game(
        store,
        clock,
        pair,
        [(0, minutes(4)), (1, minutes(5)), (0, minutes(3000))],
        changes=[(0, "voted_ai", minutes(2999))],
        ai_at_end=[0],
        guild_id=guild_id,
    )
    await timed_game(store, clock, pair, [(0, minutes(1))], guild_id=guild_id + 1)
    await timed_game(store, clock, pair, [(0, minutes(1))], guild_id=guild_id, status="abandoned")
