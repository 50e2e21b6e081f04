"""The reliability figures of `/stats`: how quickly a player usually moves once the table
waits on them, and how many of their finished games they played to the end rather than
leaving their seat to the AI or having it handed over by the table's vote.

Only finished games count. A wait runs from the move before (or the game's start, for the
game's first move) to the player's move; the moves that carry on a turn the player had
already begun (the previous move was theirs too) and the moves the AI made for them are
not waits of theirs. The middle wait (the median) is what the player "usually" takes: one
night away does not move it the way it would move an average.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from bot.store.personal import own_move
from bot.store.turn_times import PlayedSeat
from engine import Text, t


@dataclass(frozen=True, slots=True)
class Reliability:
    waits: tuple[int, ...]  # microseconds from being awaited to moving, one per turn
    finished: int  # games played to the end
    left: int  # games whose seat the player left to the AI
    handed: int  # games whose seat the table handed to the AI (the turn clock ran out)

    @property
    def games(self) -> int:
        return self.finished + self.left + self.handed


def waits(seat: PlayedSeat) -> list[int]:
    """The seat's person's waits in one game (see the module docstring)."""
    found = []
    for index, (mover, made_at) in enumerate(seat.moves):
        if mover != seat.seat or not own_move(made_at, seat.changes):
            continue
        if index == 0:
            since = seat.started_at
        else:
            before, since = seat.moves[index - 1]
            if before == seat.seat:
                continue
        if since is not None:
            found.append(max(made_at - since, 0))
    return found


def fate(seat: PlayedSeat) -> str:
    """'finished', 'left' or 'handed': how the player's seat came to the game's end."""
    if not seat.ai_at_end:
        return "finished"
    last = [c[1] for c in seat.changes if c[1] in ("left", "voted_ai")]
    return "left" if last and last[-1] == "left" else "handed"


def reliability(seats: Sequence[PlayedSeat]) -> Reliability:
    fates = [fate(s) for s in seats]
    return Reliability(
        tuple(w for s in seats for w in waits(s)),
        fates.count("finished"),
        fates.count("left"),
        fates.count("handed"),
    )


def duration(span: timedelta) -> Text:
    """A span in words a person reads at a glance: seconds, minutes, hours and minutes,
    or days and hours (rounded down to the unit shown last)."""
    seconds = int(span.total_seconds())
    if seconds < 60:
        return t("rec.duration.seconds", n=seconds)
    minutes = seconds // 60
    if minutes < 60:
        return t("rec.duration.minutes", n=minutes)
    hours = minutes // 60
    if hours < 24:
        return t("rec.duration.hours", hours=hours, minutes=minutes % 60)
    return t("rec.duration.days", days=hours // 24, hours=hours % 24)


def reliability_lines(figures: Reliability) -> list[Text]:
    """The stats' lines: the usual wait (when any is known) and how games ended."""
    lines = []
    if figures.waits:
        middle = timedelta(microseconds=int(statistics.median(figures.waits)))
        lines.append(t("rec.stats.pace", duration=duration(middle), n=len(figures.waits)))
    if figures.games:
        lines.append(
            t(
                "rec.stats.seen_through",
                finished=figures.finished,
                n=figures.games,
                left=figures.left,
                handed=figures.handed,
            )
        )
    return lines
