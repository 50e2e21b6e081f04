"""Replays: any game of the server (finished, or running up to now) shown again move by
move, its score chart, and an animated summary.

Boards are rebuilt from the seed and the move log by the engine and drawn on demand,
never stored; they show only the spectator's view, so a replay of a running game never
shows a hidden card, whoever asks (a seated player included: their own secrets stay in
`/game board private`). A game is replayed once per version (`QueryOps._replayed`,
which keeps a state every few moves), so a step costs a few moves from the nearest
kept state and one drawing; the last steps drawn are kept too.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from functools import partial
from typing import Any

import engine

# modules, not names: bot.records.chart and .animation build on bot.service.history,
# so either side may be imported first
from bot.records import animation, chart
from bot.service.errors import ServiceError
from bot.service.history import Replayed, move_lines, state_at
from bot.service.loaded import LoadedGame
from bot.service.naming import render_names
from bot.service.query import QueryOps
from bot.service.types import Image, Place, Player, ReplayPosition, Reply
from engine import Text, t
from render.chart import render_chart

STEP_CACHE = 24  # drawn replay steps kept (a few viewers paging back and forth)
CHART_CACHE = 8  # games whose chart samples are kept
START, END = -(10**9), 10**9  # steps that go to the start and to the end


def plain_names(loaded: LoadedGame, locale: str) -> list[str]:
    """The seats' names as a board draws them (an AI seat's in `locale`)."""
    return render_names(loaded.names(), locale)


def draw_step(
    renderer: Any, game_name: str, replayed: Replayed, ply: int, names: list[str], locale: str
) -> list[bytes]:
    """The spectator's board after `ply` moves, drawn (runs in the executor)."""
    game = engine.get(game_name)
    view = game.view(state_at(game, replayed, ply), None)
    if "seat_names" in type(view).model_fields:
        view = view.model_copy(update={"seat_names": names})
    return renderer(game_name, view, locale)


class ReplayOps(QueryOps):
    """`/game replay`, its chart and animation, and the chart of the final message."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._steps: OrderedDict[tuple[int, int, int, str], list[Image]] = OrderedDict()
        self._charts: OrderedDict[int, tuple[int, chart.Charted]] = OrderedDict()

    async def _replay_game(self, place: Place, game_id: int) -> LoadedGame:
        """The game `game_id` of this server, started; else the reason. A game of another
        server is answered as unknown: whether it exists is not this server's business."""
        record = await self.store.game(game_id)
        if record is None or record.guild_id != place.guild_id:
            raise ServiceError(t("rec.err.no_such_game", id=game_id))
        if record.status == "lobby":
            raise ServiceError(t("rec.err.not_started", id=game_id))
        seats = await self.store.seats(game_id)
        return LoadedGame(record, seats, self._game_for(record.game), None)

    async def replay(
        self,
        place: Place,
        player: Player,
        game_id: int,
        ply: int | None = None,
        step: int = 0,
    ) -> Reply:
        """The board after move `ply` (default: the start), or `step` moves on from it
        (negative: back; `START`, `END`: to either end), with that move's log line."""
        loaded = await self._replay_game(place, game_id)
        replayed = await self._replayed(loaded)
        target = self._target(game_id, replayed.plies, ply, step)
        locale = await self._locale_for(place, player)
        images = await self._step_images(loaded, replayed, target, locale)
        running = loaded.record.is_open
        lines = [
            t(
                "rec.replay.title",
                game=loaded.game.title,
                id=game_id,
                ply=target,
                plies=replayed.plies,
            )
        ]
        if running:
            lines.append(t("rec.replay.running"))
        lines += self._move_lines(loaded, replayed, target)
        return self._reply(
            loaded,
            lines,
            images=images,
            replay=ReplayPosition(game_id, target, replayed.plies, running),
        )

    @staticmethod
    def _target(game_id: int, plies: int, ply: int | None, step: int) -> int:
        if step == 0:
            target = 0 if ply is None else ply
            if not 0 <= target <= plies:
                raise ServiceError(t("rec.err.no_such_move", id=game_id, plies=plies))
            return target
        here = min(max(ply or 0, 0), plies)  # a move undone since keeps the replay in range
        target = min(max(here + step, 0), plies)
        if target == here and here == (0 if step < 0 else plies):
            raise ServiceError(t("rec.err.at_start" if step < 0 else "rec.err.at_end"))
        return target

    @staticmethod
    def _move_lines(loaded: LoadedGame, replayed: Replayed, ply: int) -> list[Text]:
        """The move that led to `ply`, as the log says it (the seats named as now)."""
        if ply == 0:
            return [t("rec.replay.start")]
        return move_lines(replayed.lines[ply - 1], loaded.names())

    async def _step_images(
        self, loaded: LoadedGame, replayed: Replayed, ply: int, locale: str
    ) -> list[Image]:
        record = loaded.record
        key = (record.id, record.version, ply, locale)
        cache = self._steps
        if key in cache:
            cache.move_to_end(key)
            return cache[key]
        loop = asyncio.get_running_loop()
        pngs = await loop.run_in_executor(
            self._executor,
            partial(
                draw_step,
                self._renderer,
                record.game,
                replayed,
                ply,
                plain_names(loaded, locale),
                locale,
            ),
        )
        stem = f"replay-{record.game}-{record.id}-m{ply}"
        parts = ["", *(f"-{n}" for n in range(2, len(pngs) + 1))]
        images = [Image(f"{stem}{part}.png", data) for part, data in zip(parts, pngs, strict=True)]
        cache[key] = images
        while len(cache) > STEP_CACHE:
            cache.popitem(last=False)
        return images

    # -- the score chart ------------------------------------------------------------------

    async def _charted(self, loaded: LoadedGame, locale: str) -> tuple[chart.Charted, bytes | None]:
        """The game replayed with its chart at its current version (kept per version);
        the chart drawn as PNG when it was computed just now, else None."""
        record = loaded.record
        cache = self._charts
        cached = cache.get(record.id)
        if cached is not None and cached[0] == record.version:
            cache.move_to_end(record.id)
            return cached[1], None
        moves = await self.store.moves(record.id)
        loop = asyncio.get_running_loop()
        charted, png = await loop.run_in_executor(
            self._executor,
            partial(
                chart.charted_png,
                record.game,
                record,
                plain_names(loaded, locale),
                moves,
                locale,
                reveal=not record.is_open,
            ),
        )
        cache[record.id] = (record.version, charted)
        while len(cache) > CHART_CACHE:
            cache.popitem(last=False)
        self._keep_replayed(record.id, record.version, charted.replayed)
        return charted, png

    async def _chart_png(self, loaded: LoadedGame, locale: str) -> Image:
        charted, png = await self._charted(loaded, locale)
        if png is None:
            loop = asyncio.get_running_loop()
            png = await loop.run_in_executor(self._executor, render_chart, charted.chart, locale)
        record = loaded.record
        return Image(f"{record.game}-{record.id}-v{record.version}-chart.png", png)

    async def _final_images(self, loaded: LoadedGame, locale: str) -> list[Image]:
        """The final message shows the score chart under the board."""
        return [await self._chart_png(loaded, locale)]

    async def replay_chart(self, place: Place, player: Player, game_id: int) -> Reply:
        """The game's score chart (a running game's up to now)."""
        loaded = await self._replay_game(place, game_id)
        image = await self._chart_png(loaded, await self._locale_for(place, player))
        line = t("rec.replay.chart", game=loaded.game.title, id=game_id)
        return self._reply(loaded, [line], images=[image])

    # -- the animated summary -----------------------------------------------------------

    async def replay_animation(self, place: Place, player: Player, game_id: int) -> Reply:
        """The board at the start and the end of every round (Caravan: of every round of
        turns) as an animated WebP, drawn in the executor."""
        loaded = await self._replay_game(place, game_id)
        locale = await self._locale_for(place, player)
        charted, _ = await self._charted(loaded, locale)
        by_round = charted.chart.by_round
        every = 1 if by_round else len(loaded.seats)
        plies = animation.frame_plies(charted.chart.periods, charted.plies, every)
        loop = asyncio.get_running_loop()
        data = await loop.run_in_executor(
            self._executor,
            partial(
                animation.animate,
                self._renderer,
                loaded.record.game,
                charted.replayed,
                plies,
                plain_names(loaded, locale),
                locale,
            ),
        )
        if data is None:
            raise ServiceError(t("rec.err.too_big"))
        key = "rec.replay.animation" if by_round else "rec.replay.animation_turns"
        line = t(key, game=loaded.game.title, id=game_id)
        name = f"summary-{loaded.record.game}-{game_id}.webp"
        return self._reply(loaded, [line], images=[Image(name, data)])
