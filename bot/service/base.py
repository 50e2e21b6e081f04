"""What every use case of the service shares: loading and caching a channel's game,
the caller's language, rendering in an executor, and the one versioned commit that
every change of a running game goes through.

What is committed is reported as committed. Every write goes through `_transact`: a
COMMIT that got no answer is read back before anyone is told anything. Everything after
the commit (`_committed`, `_after_change`) only degrades the answer when it fails (the
caller's language instead of the channel's, no board image, the bare lines), logged,
and never turns the stored change into a failure.
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
from bot.records.results import result_rows
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
from bot.service.summaries import over_line, result_lines, turn_lines
from bot.service.types import (
    Action,
    Image,
    Place,
    Player,
    PrivatePart,
    Reply,
    ThreadTable,
    parent_of,
)
from bot.store import CommitUnknown, GameRecord, SeatRecord, StaleVersion, Status, Store, Tx
from engine import Event, Game, IllegalMove, Text, t

Renderer = Callable[[str, Any, str], list[bytes]]
"""`(game_name, view, locale) -> PNGs` (the board first), e.g. `render.render_images`."""
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
THREAD_TABLES_LIMIT = 50  # tables in a channel's threads read to point to them
SETTLE_SECONDS = 20.0  # how long an unanswered COMMIT waits for the database to tell


class ServiceBase:
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
        self._games: dict[int, LoadedGame] = {}
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
            return cached
        game = self._game_for(record.game)
        seats = await self.store.seats(record.id)
        state = None if record.state is None else game.from_json(record.state)
        loaded = LoadedGame(record, seats, game, state)
        self._remember(loaded)
        return loaded

    def _remember(self, loaded: LoadedGame) -> None:
        self._games[loaded.record.id] = loaded
        if loaded.record.is_open:
            self._channels[loaded.record.channel_id] = loaded.record.id
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
        if stem is None:
            suffix = "" if seat is None else f"-seat{seat + 1}"
            stem = f"{loaded.record.game}-{loaded.record.id}-v{loaded.version}{suffix}"
        parts = ["", *(f"-{n}" for n in range(2, len(pngs) + 1))]
        return [Image(f"{stem}{part}.png", data) for part, data in zip(parts, pngs, strict=True)]

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

    async def _commit(
        self,
        loaded: LoadedGame,
        new_state: Any,
        write_log: Callable[[Tx, datetime], Awaitable[None]],
        *,
        proof: ChangeProof,
        finished: bool = False,
        status: Status | None = None,
        reseat: bool = False,
        standings: bool = False,
    ) -> LoadedGame:
        """Write the new state, its log entry and the next reminder due time in one
        transaction guarded by the game's version: if another change landed first, nothing
        is written and the caller is told the board has changed. `proof` tells whether
        the change is stored should its COMMIT get no answer (`_transact`)."""
        now = self._clock()

        async def write(tx: Tx) -> LoadedGame:
            return await self._write_change(
                tx,
                loaded,
                new_state,
                write_log,
                now=now,
                finished=finished,
                status=status,
                reseat=reseat,
            )

        async def stored(tx: Tx) -> bool:
            return await proof(tx, now)

        try:
            updated = await self._transact(write, game_id=loaded.record.id, proof=stored)
        except StaleVersion:
            raise await self._board_changed(loaded.record.id) from None
        return await self._committed(updated)

    async def _write_change(
        self,
        tx: Tx,
        loaded: LoadedGame,
        new_state: Any,
        write_log: Callable[[Tx, datetime], Awaitable[None]],
        *,
        now: datetime | None = None,
        finished: bool = False,
        status: Status | None = None,
        reseat: bool = False,
        standings: bool = False,
    ) -> LoadedGame:
        """The versioned write itself, inside the caller's transaction (`_commit`, or a
        vote that decides): state, log entry, reminder; `reseat` re-reads the seats the
        log entry changed. Raises `StaleVersion` if the game moved on; call
        `_committed` with the result once the transaction is committed. A finished game,
        and one ended with its `standings` kept (by the table's vote), writes its results;
        only a finished one is rated."""
        record, game = loaded.record, loaded.game
        now = self._clock() if now is None else now
        closing = finished or status in ("finished", "abandoned")
        due = None if closing else await self._due_after(record, now)
        changes: dict[str, Any] = {"finished": closing}
        if finished:
            changes["status"] = "finished"
        if status is not None:
            changes["status"] = status
        await tx.update_game(
            record.id, loaded.version, now, state=game.to_json(new_state), **changes
        )
        await write_log(tx, now)
        await tx.set_reminder(record.id, due)
        if closing:
            await tx.close_ballots(record.id, "moot", now)
        seats = await tx.seats(record.id) if reseat else loaded.seats
        if finished or standings:
            await tx.insert_results(record.id, result_rows(game, new_state, seats))
        if finished:
            await tx.queue_rating(record.id)
        new_record = await tx.game(record.id)
        assert new_record is not None
        return LoadedGame(new_record, seats, game, new_state)

    async def _committed(self, updated: LoadedGame) -> LoadedGame:
        """After the commit (nothing here fails the change): wake the reminders, cache the
        new version, and rate a game that has just finished (`rate_finished` logs its
        own failure)."""
        with self._degrading(updated, "waking the reminders of"):
            self._reminder_written(updated.record.id)
        self._remember(updated)
        if updated.record.status == "finished":
            await self.rate_finished()
        return updated

    async def _after_change(
        self,
        place: Place,
        player: Player | None,
        loaded: LoadedGame,
        lines: list[Text],
        events: list[Event],
    ) -> Reply:
        """The public answer to a change: what happened, the board, who is next or results.

        The change is committed, and nothing here may turn it into a failure: a channel
        language that cannot be read falls back to the caller's, a board that cannot be
        drawn is left out, and should anything else fail, the bare lines go out (each
        logged). Public lines carry only what the table may read of each event; the
        mover's own secrets (the goal cards they kept) go to them alone as a private
        part. Once the game is over, everything is revealed.
        """
        try:
            return await self._answer_change(place, player, loaded, lines, events)
        except Exception:
            log.exception(
                "answering the change of game %s at version %s failed; the change is saved,"
                " the bare lines go out",
                loaded.record.id,
                loaded.version,
            )
            return self._bare_answer(loaded, lines, events)

    def _bare_answer(self, loaded: LoadedGame, lines: list[Text], events: list[Event]) -> Reply:
        """What happened and nothing else: the answer when building the full one failed."""
        told: list[Text] = []
        with contextlib.suppress(Exception):
            over = loaded.record.status == "finished"
            told = [event.text_for(None, revealed=over) for event in events]
        record = loaded.record
        return Reply(
            lines=[*lines, *told],
            game_id=record.id,
            game_name=record.game,
            version=record.version,
            status=record.status,
        )

    async def _answer_change(
        self,
        place: Place,
        player: Player | None,
        loaded: LoadedGame,
        lines: list[Text],
        events: list[Event],
    ) -> Reply:
        over = loaded.record.status == "finished"
        lines = lines + [event.text_for(None, revealed=over) for event in events]
        seat = None if player is None else loaded.seat_of(player.user_id)
        secrets = [
            event.secret
            for event in events
            if event.secret is not None and seat is not None and event.seat == seat.seat
        ]
        private = (
            {seat.user_id: PrivatePart(lines=secrets)} if secrets and seat and not over else {}
        )
        # The reply's events are what the table may read: their secrets stay behind.
        events = [
            event.model_copy(update={"text": event.text_for(None, revealed=over), "secret": None})
            for event in events
        ]
        locale = self._default_locale if player is None else engine.normalise_locale(player.locale)
        with self._degrading(loaded, "reading the channel's language for"):
            locale = await self._locale_for(place, player)
        images: list[Image] = []
        # A drawing bug must not make a committed change look refused (the player would
        # retry and be told it is not their turn): the answer goes without the board.
        with self._degrading(loaded, "rendering"):
            images += await self._render(loaded, None, locale)
            if over:
                images += await self._final_images(loaded, locale)
        if loaded.record.status in ("finished", "abandoned"):
            # Finished, or ended by the table's vote with the standings as they are.
            lines.append(t("bot.msg.finished", game=loaded.game.title))
            standings, results = result_lines(loaded)
            humans = {s.user_id for s in loaded.humans()}
            winners = [r.user_id for r in results if r.rank == 1 and r.user_id in humans]
            return self._reply(
                loaded,
                lines + standings,
                images=images,
                mentions=list(dict.fromkeys(winners)) if over else [],
                events=events,
                results=results,
            )
        turn, prompt = turn_lines(loaded)
        return self._reply(
            loaded,
            lines + turn,
            images=images,
            mentions=loaded.waiting_users(),
            events=events,
            prompt=prompt,
            private=private,
        )
