"""Taking the AI's turns: whenever a game may wait for an AI seat, ask the service what
the AI must decide, think in the pool, submit the move, publish the answer, and go on
until a person must act or the game ends.

One task per game, so a game's AI moves are made and posted in order, and several
games think side by side (as many at once as the pool has workers). A kick while the
game's task runs makes it look again before it ends. A move computed for a version the
game has left (a person moved meanwhile, a seat changed hands) is refused by the
service and computed anew. Platform-neutral: the Discord adapter, the sandbox and the
tests each pass their own `publish`.

Shutting down (`stop`) cancels the searches in flight, which changes nothing (the move
is written only afterwards, in one transaction), and lets a move that is being saved
and posted finish; at the next start `resume` finds every game waiting for an AI.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bot.ai.pool import AiPool
from bot.service import BoardChanged, GameService, Place, Reply, ServiceError
from engine import IllegalMove

log = logging.getLogger(__name__)

Publish = Callable[[Place, Reply], Awaitable[None]]
"""Show the table an AI move's answer (the board, what happened, who is next)."""

SAVE_GRACE_SECONDS = 10.0  # a move being saved and posted at shutdown may finish within this
RETRY_SECONDS = 60.0  # after a failure (a worker that died twice, the database away) ...
RETRIES = 3  # ... the game's AI tries again this often before it waits for the next kick


async def _ignore(place: Place, reply: Reply) -> None:
    return None


class AiDriver:
    """See the module docstring."""

    def __init__(self, service: GameService, pool: AiPool, publish: Publish = _ignore) -> None:
        self.service = service
        self.pool = pool
        self.publish = publish
        self.accepting = True
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._saving: set[int] = set()
        self._failures: dict[int, int] = {}

    def kick(self, game_id: int) -> None:
        """The game changed: if it waits for an AI seat, take that turn (in the
        background). Cheap when it does not."""
        if not self.accepting:
            return
        if game_id in self._tasks:
            self._again.add(game_id)
            return
        task = asyncio.create_task(self._drive(game_id), name=f"ai-game-{game_id}")
        self._tasks[game_id] = task
        task.add_done_callback(lambda _: self._tasks.pop(game_id, None))

    async def resume(self) -> int:
        """At start-up: every running game with an AI seat takes the turns it owes.
        Returns how many games were looked at."""
        games = await self.service.store.ai_games()
        for game_id in games:
            self.kick(game_id)
        return len(games)

    async def play(self, game_id: int) -> list[Reply]:
        """Take the game's AI turns now, until a person must act or the game ends; the
        answers are published and returned (the sandbox and tests drive games so)."""
        replies: list[Reply] = []
        await self._turns(game_id, replies)
        return replies

    async def idle(self) -> None:
        """Wait until no game is taking AI turns."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)

    async def stop(self, grace: float = SAVE_GRACE_SECONDS) -> None:
        """Take no more turns: cancel the searches, let moves being saved finish."""
        self.accepting = False
        for game_id, task in list(self._tasks.items()):
            if game_id not in self._saving:
                task.cancel()
        tasks = list(self._tasks.values())
        if tasks:
            await asyncio.wait(tasks, timeout=grace)
        for task in tasks:
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
        self.pool.shutdown()

    # -- one game ------------------------------------------------------------------------

    async def _drive(self, game_id: int) -> None:
        try:
            await self._turns(game_id, None)
        except asyncio.CancelledError:
            raise
        except Exception:
            failures = self._failures[game_id] = self._failures.get(game_id, 0) + 1
            retry = failures <= RETRIES
            log.exception(
                "the AI of game %s failed (%d); %s",
                game_id,
                failures,
                f"trying again in {RETRY_SECONDS:g} s" if retry else "waiting for the next change",
            )
            if retry:
                asyncio.get_running_loop().call_later(RETRY_SECONDS, self.kick, game_id)
            return
        self._failures.pop(game_id, None)

    async def _turns(self, game_id: int, replies: list[Reply] | None) -> None:
        while self.accepting or replies is not None:
            self._again.discard(game_id)
            turn = await self.service.ai_turn(game_id)
            if turn is None:
                if game_id in self._again:
                    continue
                return
            notation = await self.pool.think(turn)
            self._saving.add(game_id)
            try:
                try:
                    reply = await self.service.ai_move(turn, notation)
                except BoardChanged:
                    continue  # the game moved on while the AI thought: think again
                except ServiceError as error:
                    log.info("game %s: the AI's turn passed meanwhile (%s)", game_id, error)
                    continue
                except IllegalMove as error:
                    log.error(
                        "game %s: the AI chose an illegal move %r: %s", game_id, notation, error
                    )
                    return
                if replies is not None:
                    replies.append(reply)
                try:
                    await self.publish(turn.place, reply)
                except Exception:  # the move stands; only its message is missing
                    log.exception("could not post the AI's move in game %s", game_id)
            finally:
                self._saving.discard(game_id)
