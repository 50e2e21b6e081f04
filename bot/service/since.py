"""The "What happened?" answer: for a seated player, privately, every move since their own last
one, grouped by the player who made it, and the board with everything framed that
changed since.

The lines are the log's (`bot.service.history`): what the table read when each move was
made, so a secret move reads as the table saw it. The board compares two spectator
views (after the player's last move, and now), so no mark can point at something
hidden.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from functools import partial

import engine
from bot.service.history import (
    HistoryLine,
    Replayed,
    change_line,
    move_lines,
    state_at,
    typed_for,
)
from bot.service.naming import Name, render_names
from bot.service.query import QueryOps
from bot.service.types import Image, Place, Player, PrivatePart, Reply
from bot.store import SeatChange, SeatRecord
from engine import Text, t
from render.changes import render_changes

SINCE_LIMIT = 40
"""Moves listed at most (the latest); the log holds the earlier ones. Forty moves of a
few lines each stay within a message and its embed."""


def since_ply(replayed: Replayed, seat: int) -> int:
    """How many moves were made up to and including `seat`'s last one (0: none yet)."""
    for index in range(replayed.plies - 1, -1, -1):
        if replayed.moves[index][0] == seat:
            return index + 1
    return 0


Happening = HistoryLine | SeatChange
"""A move, or a change of who plays a seat (a player left, came back, the AI took over)."""


def by_player(happenings: Sequence[Happening]) -> list[tuple[int, list[Happening]]]:
    """What happened grouped by seat, each seat where it first appears, its own in the
    order it happened."""
    groups: dict[int, list[Happening]] = {}
    for happening in happenings:
        groups.setdefault(happening.seat, []).append(happening)
    return list(groups.items())


def in_order(lines: Sequence[HistoryLine], changes: Sequence[SeatChange]) -> list[Happening]:
    """Moves and seat changes as they came (a change made after `n` moves comes before
    move `n + 1`, as in the log)."""
    keyed = [((line.ply, 1), line) for line in lines]
    keyed += [((change.ply, 0), change) for change in changes]
    return [happening for _, happening in sorted(keyed, key=lambda pair: pair[0])]


def grouped_lines(
    happenings: Sequence[Happening],
    seats: Sequence[SeatRecord],
    names: Sequence[Name],
    typed: Callable[[str], str] = str,
) -> list[Text]:
    """Each player's name, then what they did as the log words it."""
    by_seat = {seat.seat: seat for seat in seats}
    out: list[Text] = []
    for seat, own in by_player(happenings):
        out.append(t("bot.msg.since_player", player=names[seat]))
        for happening in own:
            if isinstance(happening, SeatChange):
                out.append(change_line(by_seat[seat], happening))
            else:
                out += move_lines(happening, names, typed)
    return out


def draw_since(
    game_name: str, replayed: Replayed, ply: int, names: list[str], locale: str
) -> list[bytes]:
    """The spectator's board now, with every place framed that changed since `ply`
    (runs in the executor)."""
    game = engine.get(game_name)
    views = []
    for at in (ply, replayed.plies):
        view = game.view(state_at(game, replayed, at), None)
        if "seat_names" in type(view).model_fields:
            view = view.model_copy(update={"seat_names": names})
        views.append(view)
    return render_changes(game_name, views[0], views[1], locale)


class SinceOps(QueryOps):
    """`/game log since:mine` and the turn notice's "What happened?" button."""

    async def since_mine(self, place: Place, player: Player, locale: str | None = None) -> Reply:
        """What happened since the caller's last move at this table, for them alone."""
        loaded = await self._load_active(place)
        seat = self._seated(loaded, player)
        locale = engine.normalise_locale(locale or player.locale)
        replayed = await self._replayed(loaded)
        ply = since_ply(replayed, seat.seat)
        changes = [c for c in await self.store.seat_changes(loaded.record.id) if c.ply >= ply]
        recent = in_order(replayed.lines[ply:], changes)
        game = loaded.game.title
        heading = (
            t("bot.msg.since_heading", game=game, number=ply)
            if ply
            else t("bot.msg.since_start", game=game)
        )
        if not recent:
            lines = [heading, t("bot.msg.since_nothing")]
            part = PrivatePart(lines)
            return self._reply(loaded, lines, ephemeral=True, private={player.user_id: part})
        shown = recent[-SINCE_LIMIT:]
        lines = [heading]
        if len(recent) > len(shown):
            lines.append(t("bot.msg.since_more", n=len(recent) - len(shown)))
        typed = typed_for(loaded.game, locale)
        lines += grouped_lines(shown, loaded.seats, loaded.names(), typed)
        lines.append(t("bot.msg.since_marked"))
        images = await self._since_images(loaded.record.game, replayed, ply, loaded.names(), locale)
        stem = f"{loaded.record.game}-{loaded.record.id}-v{loaded.version}-since{ply}"
        named = [
            Image(f"{stem}{'' if n == 1 else f'-{n}'}.png", data)
            for n, data in enumerate(images, start=1)
        ]
        part = PrivatePart(lines, named)
        return self._reply(
            loaded, lines, images=named, ephemeral=True, private={player.user_id: part}
        )

    async def _since_images(
        self, game_name: str, replayed: Replayed, ply: int, names: Sequence[Name], locale: str
    ) -> list[bytes]:
        loop = asyncio.get_running_loop()
        plain = render_names(names, locale)
        return await loop.run_in_executor(
            self._executor, partial(draw_since, game_name, replayed, ply, plain, locale)
        )
