"""The AI thinks in worker processes, never on the event loop.

A `ProcessPoolExecutor` of `AI_WORKERS` processes (spawned, as the bot's process runs
threads and an event loop) receives what a decision needs and nothing else: the game's
name, the stored state's JSON, the seat, the level and a seed; it answers with the
move's notation, which the service then submits like a person's move. A player's hint
(`advise`) thinks in the same workers and answers with the advised moves, and so does
a finished game's review (`review`), computed once however many ask for it at once. A
worker that dies is replaced at the next decision.
"""

from __future__ import annotations

import asyncio
import json
import logging
import multiprocessing
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import engine
from bot import metrics
from bot.service import ReviewAsk, SeatDecision
from engine.ai import DEFAULT_LEVEL, LEVELS, Advice, Level, advise, think
from engine.ai.review import Review, review

log = logging.getLogger(__name__)

Decide = Callable[[str, str, int, Level, int], str]
"""`(game name, state JSON, seat, level, seed) -> notation`, run in a worker."""


Advise = Callable[[str, str, int, Level, int], list[Advice]]
"""`(game name, state JSON, seat, level, seed) -> advised moves`, run in a worker."""


def decide(game_name: str, state_json: str, seat: int, level: Level, seed: int) -> str:
    """The AI's move for `seat` in notation (what a worker process runs)."""
    game = engine.get(game_name)
    state = game.from_json(state_json)
    return game.format_move(think(game, state, seat, level, seed).move)


def advice(game_name: str, state_json: str, seat: int, level: Level, seed: int) -> list[Advice]:
    """The AI's best moves for `seat`'s decision, for a hint (what a worker runs)."""
    game = engine.get(game_name)
    return advise(game, game.from_json(state_json), seat, level, seed)


Reviews = Callable[[ReviewAsk], Review]
"""`(what to review) -> the review`, run in a worker."""


def reviewed(ask: ReviewAsk) -> Review:
    """The AI's review of a finished game (what a worker runs)."""
    game = engine.get(ask.game)
    start = game.setup(ask.num_seats, json.loads(ask.options), ask.seed)
    return review(game, start, ask.moves, ask.review_seed)


class AiPool:
    """Runs `decide` in worker processes (`workers` >= 1) or, with 0, in one thread of
    the bot's own process; tests may pass their own executor, levels and `decide`."""

    def __init__(
        self,
        workers: int = 1,
        *,
        levels: Mapping[str, Level] = LEVELS,
        decide: Decide = decide,
        advise: Advise = advice,
        review: Reviews = reviewed,
        executor: Executor | None = None,
    ) -> None:
        self.workers = workers
        self.levels = levels
        self._decide = decide
        self._advise = advise
        self._review = review
        self._reviewing: dict[int, asyncio.Future[Review]] = {}
        self._owned = executor is None
        self._executor = executor or self._new_executor()

    def _new_executor(self) -> Executor:
        if self.workers < 1:
            return ThreadPoolExecutor(1, thread_name_prefix="ai")
        return ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))

    def level(self, name: str) -> Level:
        return self.levels.get(name) or self.levels[DEFAULT_LEVEL]

    async def think(self, turn: SeatDecision) -> str:
        """The notation of the AI's move for `turn`, computed off the event loop."""
        args = (turn.game, turn.state, turn.seat, self.level(turn.level), turn.seed)
        started = time.perf_counter()
        notation: str = await self._run(self._decide, *args)
        metrics.AI_THINKING.labels(turn.game).observe(time.perf_counter() - started)
        log.info(
            "AI (%s) of game %d, seat %d, version %d: %s in %.2f s",
            turn.level,
            turn.game_id,
            turn.seat + 1,
            turn.version,
            notation,
            time.perf_counter() - started,
        )
        return notation

    async def advise(self, ask: SeatDecision) -> list[Advice]:
        """The advised moves for a player's hint, computed off the event loop."""
        args = (ask.game, ask.state, ask.seat, self.level(ask.level), ask.seed)
        started = time.perf_counter()
        advised: list[Advice] = await self._run(self._advise, *args)
        log.info(
            "hint in game %d, seat %d, version %d in %.2f s",
            ask.game_id,
            ask.seat + 1,
            ask.version,
            time.perf_counter() - started,
        )
        return advised

    async def review(self, ask: ReviewAsk) -> Review:
        """The review of a finished game, computed off the event loop; a request for a
        game already being reviewed waits for that computation instead of starting one."""
        running = self._reviewing.get(ask.game_id)
        if running is not None:
            return await asyncio.shield(running)
        future: asyncio.Future[Review] = asyncio.get_running_loop().create_future()
        self._reviewing[ask.game_id] = future
        started = time.perf_counter()
        try:
            done: Review = await self._run(self._review, ask)
        except asyncio.CancelledError:
            future.cancel()
            raise
        except Exception as error:
            future.set_exception(error)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._reviewing[ask.game_id]
        future.set_result(done)
        log.info(
            "review of game %d (%d moves) in %.2f s",
            ask.game_id,
            len(ask.moves),
            time.perf_counter() - started,
        )
        return done

    async def _run(self, work: Callable[..., Any], *args: Any) -> Any:
        """`work(*args)` in the pool; a pool whose worker died is replaced once."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, work, *args)
        except BrokenProcessPool:
            if not self._owned:
                raise
            log.warning("an AI worker process died; starting new ones")
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = self._new_executor()
            return await loop.run_in_executor(self._executor, work, *args)

    def alive(self) -> bool:
        """Whether a decision asked now would run: the pool is not shut down and no
        worker died unnoticed (a broken pool is replaced only at the next decision)."""
        executor = self._executor
        if getattr(executor, "_shutdown_thread", False) or getattr(executor, "_shutdown", False):
            return False
        return not getattr(executor, "_broken", False)

    def shutdown(self) -> None:
        """Drop decisions not yet started; one being computed ends with its search (a
        level's time cap bounds it), and its answer is not used."""
        if self._owned:
            self._executor.shutdown(wait=False, cancel_futures=True)
