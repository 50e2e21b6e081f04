"""The lobby message a threaded table leaves in its channel, kept as the table's live
status line: game and table number, round, whose turn and since when, every score, a
link to the latest board; at the end how the game ended and who won. A channel of many
tables then reads as a dashboard.

It is edited in place after each change, within Discord's rate limits: a change is
written at once, and the changes of the next `interval` seconds are folded into one
edit at its end, which reads the table as it is then (the last state always wins). One
small task per table that changed lately, cancelled on shutdown; nothing else is kept
but the latest board message of recent tables (after a restart, the one recorded with
the table). A status line someone deleted is
forgotten, never posted again; any other failure is logged and the next change tries
again. The text comes from the spectator's view (`bot.service.status_line`).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import TypeVar

import discord

from bot.discord.messages import NO_MENTIONS, fit
from bot.discord.threads import UNKNOWN_CHANNEL, link
from bot.service import GameService, Place
from bot.service.status_line import TableStatus
from engine import Text, normalise_locale, t
from engine.i18n import and_list

log = logging.getLogger(__name__)

# At most one edit per table in this time. Many tables' lines share their channel's rate
# limit: discord.py waits out a full bucket, and meanwhile each table has one edit in
# flight at most, its later changes folded into the next one, so nothing piles up.
EDIT_INTERVAL_S = 5.0
UNKNOWN_MESSAGE = 10008
REMEMBERED = 2000  # tables whose latest board link (or deleted line) is kept in memory

V = TypeVar("V")
Pause = Callable[[float], Awaitable[None]]
LocaleOf = Callable[[int], Awaitable[str | None]]


def message_link(place: Place, message_id: int) -> str:
    """A link that opens a message of the place (a thread) in every client."""
    return f"https://discord.com/channels/{place.guild_id or '@me'}/{place.channel_id}/{message_id}"


def status_texts(status: TableStatus, board: str | None) -> list[Text]:
    """The status line's lines (`board`: the latest board message's link, if known)."""
    lines = [
        t(
            "dc.status_line.head",
            game=status.title,
            number=status.game_id,
            info=status.info,
            thread=link(status.thread_id),
        )
    ]
    since = discord.utils.format_dt(status.since, "R")
    if status.ended is not None:
        lines.append(t("dc.status_line.over", how=status.ended, since=since))
        if status.winners:
            key = "bot.msg.winner" if len(status.winners) == 1 else "bot.msg.winners"
            lines.append(t(key, players=and_list(status.winners)))
    elif status.to_act:
        lines.append(t("dc.status_line.turn", players=and_list(status.to_act), since=since))
    scores: list[str | int | Text] = [
        t("dc.status_line.score", player=seat.name, score=seat.score)
        if seat.note is None
        else t("dc.status_line.score_noted", player=seat.name, score=seat.score, note=seat.note)
        for seat in status.scores
    ]
    lines.append(t("dc.status_line.scores", scores=scores))
    if board is not None:
        lines.append(t("dc.status_line.board", link=board))
    return lines


class StatusLines:
    """Keeps the status lines of threaded tables up to date (see the module docstring).

    `touch(game_id)` after every change of a table; `stop()` at shutdown. `pause` is how
    long the coalescing waits (tests hold it to count edits).
    """

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        locale_of: LocaleOf,
        *,
        default_locale: str = "en",
        interval: float = EDIT_INTERVAL_S,
        pause: Pause = asyncio.sleep,
    ) -> None:
        self.client = client
        self.service = service
        self.locale_of = locale_of
        self.default_locale = default_locale
        self.interval = interval
        self.pause = pause
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._dirty: set[int] = set()
        self._boards: OrderedDict[int, int] = OrderedDict()  # game id -> latest board message
        self._gone: OrderedDict[int, None] = OrderedDict()  # game ids whose line was deleted
        self._stopped = False

    def touch(self, game_id: int, board: int | None = None) -> None:
        """Game `game_id` changed (`board`: the board message just posted): its status
        line is edited now, or at the end of the current interval if it was just edited."""
        if self._stopped or game_id in self._gone:
            return
        if board is not None:
            _keep(self._boards, game_id, board)
        if game_id in self._tasks:
            self._dirty.add(game_id)
            return
        # A context of its own: the task outlives the request that changed the table,
        # whose log context (interaction, command) must not name it.
        self._tasks[game_id] = asyncio.get_running_loop().create_task(
            self._keep_up(game_id), name=f"status line {game_id}", context=contextvars.Context()
        )

    def pending(self) -> int:
        """Tables whose status line is being edited or waits for its next edit."""
        return len(self._tasks)

    async def stop(self) -> None:
        """Cancel every waiting edit (a shutdown loses at most the last few seconds)."""
        self._stopped = True
        tasks = list(self._tasks.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _keep_up(self, game_id: int) -> None:
        try:
            while True:
                self._dirty.discard(game_id)
                if await self._edit(game_id):  # nothing written: nothing to space out
                    await self.pause(self.interval)
                if game_id not in self._dirty or game_id in self._gone:
                    return
        finally:
            self._tasks.pop(game_id, None)
            self._dirty.discard(game_id)

    async def _edit(self, game_id: int) -> bool:
        """Write the table's status line as it is now: whether Discord was asked to (a
        table without a status line asks nothing). Never raises."""
        try:
            place = await self.service.place_of_game(game_id)
            if place is None:
                return False
            override = await self.locale_of(place.channel_id)
            locale = normalise_locale(override or self.default_locale)
            status = await self.service.table_status(game_id, locale)
            if status is None:
                return False
            board = self._boards.get(game_id)
            if board is None:  # not posted since this process started: the recorded one
                board = await self.service.latest_board(game_id)
            texts = status_texts(status, None if board is None else message_link(place, board))
            content, embeds = fit("\n".join(x.render(locale) for x in texts), locale, [])
            message = self.client.get_partial_messageable(
                status.channel_id, guild_id=place.guild_id
            ).get_partial_message(status.thread_id)
            await message.edit(
                content=content, embeds=embeds, view=None, allowed_mentions=NO_MENTIONS
            )
            if status.ended is not None:  # the last edit: nothing more to remember
                self._boards.pop(game_id, None)
        except discord.NotFound as error:
            if error.code in (UNKNOWN_MESSAGE, UNKNOWN_CHANNEL):
                log.info("status line of game %s was deleted; not writing it again", game_id)
                _keep(self._gone, game_id, None)
                self._boards.pop(game_id, None)
            else:
                log.warning("could not edit the status line of game %s: %s", game_id, error)
        except discord.HTTPException as error:
            log.warning("could not edit the status line of game %s: %s", game_id, error)
        except Exception:
            log.exception("building the status line of game %s failed", game_id)
            return False
        return True


def _keep(kept: OrderedDict[int, V], game_id: int, value: V) -> None:
    """Remember `value` for the game, forgetting the oldest beyond `REMEMBERED`."""
    kept[game_id] = value
    kept.move_to_end(game_id)
    while len(kept) > REMEMBERED:
        kept.popitem(last=False)
