"""What every use case of the service shares: loading and caching a channel's game,
the caller's language, rendering in an executor, and the transaction every write goes
through.

What is committed is reported as committed. Every write goes through `_transact`: a
COMMIT that got no answer is read back before anyone is told anything.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import Executor
from datetime import datetime, timedelta
from typing import Any, TypeVar

import engine
from bot import metrics
from bot.clock import Clock, utc_now
from bot.log_context import note
from bot.records.rater import rate_queued
from bot.service.errors import (
    BoardChanged,
    NotSaved,
    OutcomeUnknown,
    ServiceError,
    TablesElsewhere,
)
from bot.service.history import Replayed
from bot.service.loaded import LoadedGame
from bot.service.naming import render_names
from bot.service.summaries import over_line
from bot.service.types import (
    Action,
    Image,
    Place,
    Player,
    Reply,
    ThreadTable,
    parent_of,
)
from bot.store import CommitUnknown, GameRecord, SeatRecord, Store, Tx
from engine import Game, IllegalMove, Text, t

Renderer = Callable[[str, Any, str], list[bytes]]
"""`(game_name, view, locale) -> PNGs` of one board message, e.g. `render.render_images`:
the status card (whose turn, every score), then the board, then any further images."""
GameLookup = Callable[[str], Game[Any, Any, Any]]
Proof = Callable[[Tx], Awaitable[bool]]
"""Whether a change is stored: read in a transaction that holds the game's row."""
ChangeProof = Callable[[Tx, datetime], Awaitable[bool]]
"""A `Proof` of a change of a running game (`_commit`), given the time it was written at."""
T = TypeVar("T")

log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25
LOG_PAGE_SIZE = 15
HISTORY_CACHE = 32  # games whose labelled history is kept (log pages, replays)
GAME_CACHE = 2000  # open games kept parsed between requests, the least recently used go
THREAD_TABLES_LIMIT = 50  # tables in a channel's threads read to point to them
SETTLE_SECONDS = 20.0  # how long an unanswered COMMIT waits for the database to tell


class ServiceCore:
    """State and helpers shared by the lobby, play and query use cases."""

    settle_seconds: float = SETTLE_SECONDS
    """How long a change whose COMMIT got no answer waits for the database to answer
    again and tell whether it was stored (`_transact`)."""

    def __init__(
        self,
        store: Store,
        renderer: Renderer,
        clock: Clock = utc_now,
        *,
        reminder_hours: float = 12.0,
        default_locale: str = "en",
        game_lookup: GameLookup = engine.get,
        executor: Executor | None = None,
        on_reminder_change: Callable[[int], None] | None = None,
    ) -> None:
        self.store = store
        self._renderer = renderer
        self._clock = clock
        self._reminder_hours = reminder_hours
        self._default_locale = engine.normalise_locale(default_locale)
        self._lookup = game_lookup
        self._executor = executor
        self._on_reminder_change = on_reminder_change
        self._games: OrderedDict[int, LoadedGame] = OrderedDict()
        self._channels: dict[int, int] = {}
        self._histories: OrderedDict[int, tuple[int, Replayed]] = OrderedDict()
        # (channel, user) -> the version a typed move acted on whose saving could not be
        # confirmed (`OutcomeUnknown`), so that sending it again is recognised if it was made.
        self._unconfirmed: dict[tuple[int, int], int] = {}

    def _reminder_written(self, game_id: int) -> None:
        """Tell the reminder dispatcher (if any) that a due time was rewritten, so it can
        wake up early instead of waiting for its poll."""
        if self._on_reminder_change is not None:
            self._on_reminder_change(game_id)

    # -- loading and caching ------------------------------------------------------------

    def _game_for(self, name: str) -> Game[Any, Any, Any]:
        try:
            return self._lookup(name)
        except IllegalMove as error:
            raise ServiceError(error.reason) from None

    async def _from_record(self, record: GameRecord) -> LoadedGame:
        note(table=record.id)  # every line logged about this request names the table
        cached = self._games.get(record.id)
        if cached is not None and cached.version == record.version:
            self._games.move_to_end(record.id)
            return cached
        game = self._game_for(record.game)
        seats = await self.store.seats(record.id)
        state = None if record.state is None else game.from_json(record.state)
        loaded = LoadedGame(record, seats, game, state)
        self._remember(loaded)
        return loaded

    def _remember(self, loaded: LoadedGame) -> None:
        """Keep `loaded` as its game's current version; past `GAME_CACHE` games the least
        recently used is let go (a bot at tables for months must not hold every one)."""
        self._games[loaded.record.id] = loaded
        self._games.move_to_end(loaded.record.id)
        if loaded.record.is_open:
            self._channels[loaded.record.channel_id] = loaded.record.id
            while len(self._games) > GAME_CACHE:
                self._forget(next(iter(self._games)))
        else:
            if self._channels.get(loaded.record.channel_id) == loaded.record.id:
                del self._channels[loaded.record.channel_id]
            self._games.pop(loaded.record.id, None)

    def _forget(self, game_id: int) -> None:
        loaded = self._games.pop(game_id, None)
        if loaded is not None and self._channels.get(loaded.record.channel_id) == game_id:
            del self._channels[loaded.record.channel_id]

    async def _load(self, place: Place) -> LoadedGame:
        """The channel's open game, freshly versioned from the database."""
        record = await self.store.open_game(place[1])
        if record is None:
            self._channels.pop(place[1], None)
            raise await self._no_game(place)
        parent = parent_of(place)
        if parent is not None and record.parent_channel_id is None:
            await self._learn_parent(record, parent)
        return await self._from_record(record)

    async def _no_game(self, place: Place) -> ServiceError:
        """The refusal for a channel without a game: in a channel whose threads hold
        tables, one that points to them (not to `new`, which would open another)."""
        if parent_of(place) is None:
            records = await self.store.threads_of(place[1], THREAD_TABLES_LIMIT + 1)
            tables = [await self._thread_table(r) for r in records[:THREAD_TABLES_LIMIT]]
            if tables:
                more = len(records) - len(tables)
                text = t("bot.err.tables_in_threads", count=len(records))
                return TablesElsewhere(text, tables, more)
        return ServiceError(t("bot.err.no_game"), [Action("new")])

    async def _game_over(self, record: GameRecord) -> ServiceError:
        """The answer to anything about a game that has ended: that it is over, how, and
        its standings (never "stale" or "no game")."""
        loaded = await self._from_record(record)
        changes = await self.store.seat_changes(record.id)
        return ServiceError(over_line(loaded, any(c.change == "voted_end" for c in changes)))

    async def _thread_table(self, record: GameRecord) -> ThreadTable:
        loaded = await self._from_record(record)
        seated = frozenset(s.user_id for s in loaded.humans())
        awaited = frozenset(loaded.waiting_users())
        return ThreadTable(
            record.id, record.channel_id, loaded.game.title, record.status, seated, awaited
        )

    async def _learn_parent(self, record: GameRecord, parent_id: int) -> None:
        """Store the parent channel of a table's thread that was opened before it was
        recorded; best effort, as nothing about the game depends on it."""

        async def write(tx: Tx) -> None:
            await tx.set_parent_channel(record.id, parent_id)

        async def stored(tx: Tx) -> bool:
            found = await tx.game(record.id)
            return found is not None and found.parent_channel_id is not None

        try:
            await self._transact(write, game_id=record.id, proof=stored)
        except Exception:
            log.exception("could not record the parent channel of game %s", record.id)

    async def _load_game(self, game_id: int) -> LoadedGame:
        """A game by id (what buttons and the AI carry), freshly versioned; it must be open."""
        record = await self.store.game(game_id)
        if record is None or not record.is_open:
            raise ServiceError(t("bot.err.no_game"))
        return await self._from_record(record)

    async def _load_active(self, place: Place) -> LoadedGame:
        loaded = await self._load(place)
        if loaded.record.status == "lobby":
            raise self._not_started(loaded)
        return loaded

    async def _load_running(self, place: Place) -> LoadedGame:
        """The channel's running game; a finished one (with its standings), a lobby or
        none is refused."""
        try:
            loaded = await self._load(place)
        except TablesElsewhere:
            raise
        except ServiceError:
            latest = await self.store.latest_game(place.channel_id)
            if latest is not None and not latest.is_open:
                raise await self._game_over(latest) from None
            raise
        if loaded.record.status != "active":
            raise self._not_started(loaded)
        return loaded

    def _not_started(self, loaded: LoadedGame) -> ServiceError:
        game = loaded.game
        return ServiceError(
            t("bot.err.not_started", game=game.title, low=game.min_seats, high=game.max_seats),
            self._lobby_actions(loaded),
        )

    @staticmethod
    def _lobby_actions(loaded: LoadedGame) -> list[Action]:
        """What a lobby's players can do next: join, and its creator starts the game."""
        creator = loaded.seat_of(loaded.record.creator_id)
        return [Action("join"), Action("start", by=creator.display_name if creator else None)]

    @staticmethod
    def _seated(loaded: LoadedGame, player: Player) -> SeatRecord:
        seat = loaded.seat_of(player.user_id)
        if seat is None:
            raise ServiceError(t("bot.err.not_seated"), [Action("board")])
        return seat

    async def _locale_for(self, place: Place, player: Player | None) -> str:
        """The channel's language override, else the caller's, else the default."""
        settings = await self.store.channel_settings(place[1])
        if settings.locale:
            return engine.normalise_locale(settings.locale)
        if player is not None:
            return engine.normalise_locale(player.locale)
        return self._default_locale

    async def _due_after(self, record: GameRecord, now: datetime) -> datetime:
        """The next reminder after a change: the channel's interval, or the table's turn
        clock if that runs out sooner (so its vote is offered on time)."""
        settings = await self.store.channel_settings(record.channel_id)
        hours = settings.reminder_hours or self._reminder_hours
        if record.turn_hours:
            hours = min(hours, record.turn_hours)
        return now + timedelta(hours=hours)

    # -- rendering --------------------------------------------------------------------

    async def _render(
        self, loaded: LoadedGame, seat: int | None, locale: str, stem: str | None = None
    ) -> list[Image]:
        """Render a seat's (or the public) view in the executor: never on the event loop.
        The images are named `<stem>.png`, `<stem>-2.png`, ... (by default after the
        game, its version and the seat)."""
        assert loaded.state is not None
        view = loaded.game.view(loaded.state, seat)
        if "seat_names" in type(view).model_fields:
            names = render_names(loaded.names(), locale)
            view = view.model_copy(update={"seat_names": names})
        loop = asyncio.get_running_loop()
        with metrics.RENDER.labels(loaded.record.game).time():
            pngs = await loop.run_in_executor(
                self._executor, self._renderer, loaded.record.game, view, locale
            )
        pngs = await self._marked(loaded, pngs, locale)
        if stem is None:
            suffix = "" if seat is None else f"-seat{seat + 1}"
            stem = f"{loaded.record.game}-{loaded.record.id}-v{loaded.version}{suffix}"
        parts = ["", *(f"-{n}" for n in range(2, len(pngs) + 1))]
        return [Image(f"{stem}{part}.png", data) for part, data in zip(parts, pngs, strict=True)]

    async def _marked(self, loaded: LoadedGame, pngs: list[bytes], locale: str) -> list[bytes]:
        """The drawn images with what the table's state beyond the game adds (a pause)."""
        return pngs

    async def _final_images(self, loaded: LoadedGame, locale: str) -> list[Image]:
        """What the final message shows after the board (the records add the chart)."""
        return []

    def _reply(self, loaded: LoadedGame, lines: list[Text], **extra: Any) -> Reply:
        return Reply(
            lines=lines,
            game_id=loaded.record.id,
            game_name=loaded.record.game,
            version=loaded.version,
            status=loaded.record.status,
            **extra,
        )

    # -- committing a change ------------------------------------------------------------

    async def rate_finished(self) -> None:
        """Rate the games that have finished (the one just ended, and any a crash left
        queued). A failure is logged and never undoes the move: the queue keeps the
        game, and the next finish or start-up rates it."""
        try:
            await rate_queued(self.store)
        except Exception:
            log.exception("rating the finished games failed; they stay queued")

    async def _board_changed(self, game_id: int) -> BoardChanged:
        self._forget(game_id)
        record = await self.store.game(game_id)
        version = record.version if record else 0
        return BoardChanged(t("bot.err.board_changed"), game_id, version)

    async def _transact(
        self, write: Callable[[Tx], Awaitable[T]], *, game_id: int | None, proof: Proof
    ) -> T:
        """The one way the service writes: `write` in a transaction, then COMMIT.

        A COMMIT that got no answer (`CommitUnknown`: the connection broke while it ran)
        is found out before anyone is told anything: once the database answers again,
        `proof` reads whether the change is stored, holding the row of game `game_id` so
        that a commit still in flight settles first. Stored: it goes on as committed,
        with what `write` returned. Not stored: `NotSaved` (the game is unchanged). No
        answer within `settle_seconds`: `OutcomeUnknown`, which says just that.
        """
        try:
            async with self.store.transaction() as tx:
                result = await write(tx)
        except CommitUnknown as error:
            if not await self._settle(game_id, proof, error):
                raise NotSaved(t("bot.err.not_saved")) from error
        return result

    async def _settle(self, game_id: int | None, proof: Proof, error: CommitUnknown) -> bool:
        """Whether the change whose COMMIT got no answer is stored (see `_transact`)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.settle_seconds
        pause = 0.05
        while True:
            found: bool | None = None
            try:
                async with self.store.transaction() as tx:
                    if game_id is not None:
                        await tx.hold_game(game_id)
                    found = await proof(tx)
            except Exception as failure:
                if found is None:  # (else only the read's own COMMIT failed: it stands)
                    if loop.time() >= deadline:
                        log.error("a COMMIT got no answer (%s) and cannot be read back", error)
                        raise OutcomeUnknown(t("bot.err.outcome_unknown")) from failure
                    await asyncio.sleep(pause)
                    pause = min(pause * 2, 1.0)
                    continue
            log.warning(
                "a COMMIT of game %s got no answer (%s); read back, it is %s",
                game_id,
                error,
                "stored" if found else "not stored",
            )
            return bool(found)

    @contextlib.contextmanager
    def _degrading(self, loaded: LoadedGame, what: str) -> Iterator[None]:
        """After a commit: if `what` fails, log it; the answer goes on without it."""
        try:
            yield
        except Exception:
            log.exception(
                "%s game %s at version %s failed; the change is saved, the answer goes without it",
                what,
                loaded.record.id,
                loaded.version,
            )
