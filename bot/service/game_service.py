"""The application's use cases: lobby, moves, undo, status, board, log, abandon, finish.

One `GameService` is built at start-up with the store, a renderer and a clock, and is
shared by the Discord adapter, the terminal sandbox and the tests. It never decides a
rule: the engine does. It checks who may act, persists each change in one transaction
with a version check, renders in an executor, and returns a platform-neutral `Reply`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import secrets
from collections.abc import Awaitable, Callable, Mapping
from concurrent.futures import Executor
from datetime import UTC, datetime, timedelta
from typing import Any

import bot.texts  # noqa: F401  (registers the service's messages)
import engine
from bot.service.errors import BoardChanged, ServiceError
from bot.service.loaded import LoadedGame
from bot.service.summaries import result_lines, status_lines, turn_lines
from bot.service.types import Image, Place, Player, PrivatePart, Reply
from bot.store import ChannelBusy, GameRecord, NewSeat, SeatRecord, StaleVersion, Store, Tx
from engine import Event, Game, IllegalMove, Rng, Text, t

Renderer = Callable[[str, Any, str], bytes]
"""`(game_name, view, locale) -> PNG bytes`, e.g. `render.render_board`."""
Clock = Callable[[], datetime]
GameLookup = Callable[[str], Game[Any, Any, Any]]

log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25
LOG_PAGE_SIZE = 15


def _utc_now() -> datetime:
    return datetime.now(UTC)


class GameService:
    """Platform-neutral game operations over the store (see the module docstring)."""

    def __init__(
        self,
        store: Store,
        renderer: Renderer,
        clock: Clock = _utc_now,
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
            t("bot.err.not_started", game=game.title, low=game.min_seats, high=game.max_seats)
        )

    @staticmethod
    def _seated(loaded: LoadedGame, player: Player) -> SeatRecord:
        seat = loaded.seat_of(player.user_id)
        if seat is None:
            raise ServiceError(t("bot.err.not_seated"))
        return seat

    async def _locale_for(self, place: Place, player: Player | None) -> str:
        """The channel's language override, else the caller's, else the default."""
        settings = await self.store.channel_settings(place[1])
        if settings.locale:
            return engine.normalise_locale(settings.locale)
        if player is not None:
            return engine.normalise_locale(player.locale)
        return self._default_locale

    async def _due_after(self, channel_id: int, now: datetime) -> datetime:
        settings = await self.store.channel_settings(channel_id)
        hours = settings.reminder_hours or self._reminder_hours
        return now + timedelta(hours=hours)

    # -- rendering --------------------------------------------------------------------

    async def _render(self, loaded: LoadedGame, seat: int | None, locale: str) -> Image:
        """Render a seat's (or the public) view in the executor: never on the event loop."""
        assert loaded.state is not None
        view = loaded.game.view(loaded.state, seat)
        if "seat_names" in type(view).model_fields:
            view = view.model_copy(update={"seat_names": loaded.names()})
        loop = asyncio.get_running_loop()
        data = await loop.run_in_executor(
            self._executor, self._renderer, loaded.record.game, view, locale
        )
        suffix = "" if seat is None else f"-seat{seat + 1}"
        name = f"{loaded.record.game}-{loaded.record.id}-v{loaded.version}{suffix}.png"
        return Image(name, data)

    def _reply(self, loaded: LoadedGame, lines: list[Text], **extra: Any) -> Reply:
        return Reply(
            lines=lines,
            game_id=loaded.record.id,
            game_name=loaded.record.game,
            version=loaded.version,
            status=loaded.record.status,
            **extra,
        )

    # -- lobby --------------------------------------------------------------------------

    async def create(
        self,
        place: Place,
        player: Player,
        game_name: str,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
    ) -> Reply:
        """Open a lobby in the channel; the creator takes the first place."""
        game = self._game_for(game_name)
        existing = await self.store.open_game(place[1])
        if existing is not None:
            raise self._game_exists(existing)
        raw = dict(options or {})
        try:
            game.make_options(game.min_seats, raw)
        except IllegalMove as error:
            raise ServiceError(error.reason) from None
        seed = secrets.randbits(63) if seed is None else seed
        now = self._clock()
        try:
            async with self.store.transaction() as tx:
                game_id = await tx.insert_game(
                    guild_id=place[0],
                    channel_id=place[1],
                    game=game.name,
                    engine_version=game.version,
                    options=json.dumps(raw, sort_keys=True),
                    seed=seed,
                    creator_id=player.user_id,
                    now=now,
                )
                await tx.add_seat(game_id, NewSeat(0, player.user_id, player.name, player.locale))
                record = await tx.game(game_id)
        except ChannelBusy:
            current = await self.store.open_game(place[1])
            if current is None:  # closed again in between; the caller may simply retry
                raise ServiceError(t("bot.err.no_game")) from None
            raise self._game_exists(current) from None
        assert record is not None
        loaded = await self._from_record(record)
        line = t(
            "bot.msg.lobby_opened",
            player=player.name,
            game=game.title,
            low=game.min_seats,
            high=game.max_seats,
        )
        return self._reply(loaded, [line])

    def _game_exists(self, record: GameRecord) -> ServiceError:
        title = self._game_for(record.game).title
        return ServiceError(
            t("bot.err.game_exists", game=title, status=t(f"bot.status.{record.status}"))
        )

    async def _lobby(self, place: Place) -> LoadedGame:
        loaded = await self._load(place)
        if loaded.record.status != "lobby":
            raise ServiceError(t("bot.err.already_started", game=loaded.game.title))
        return loaded

    async def join(self, place: Place, player: Player) -> Reply:
        loaded = await self._lobby(place)
        game = loaded.game
        if loaded.seat_of(player.user_id) is not None:
            raise ServiceError(t("bot.err.already_seated"))
        if len(loaded.seats) >= game.max_seats:
            raise ServiceError(t("bot.err.table_full", high=game.max_seats))
        number = max(s.seat for s in loaded.seats) + 1 if loaded.seats else 0
        updated = await self._write_lobby(
            loaded, add=NewSeat(number, player.user_id, player.name, player.locale)
        )
        line = t(
            "bot.msg.joined",
            player=player.name,
            game=game.title,
            count=len(updated.seats),
            high=game.max_seats,
        )
        return self._reply(updated, [line])

    async def leave(self, place: Place, player: Player) -> Reply:
        loaded = await self._lobby(place)
        self._seated(loaded, player)
        if player.user_id == loaded.record.creator_id:
            raise ServiceError(t("bot.err.creator_cannot_leave"))
        updated = await self._write_lobby(loaded, remove=player.user_id)
        line = t(
            "bot.msg.left",
            player=player.name,
            game=loaded.game.title,
            count=len(updated.seats),
            high=loaded.game.max_seats,
        )
        return self._reply(updated, [line])

    async def _write_lobby(
        self, loaded: LoadedGame, add: NewSeat | None = None, remove: int | None = None
    ) -> LoadedGame:
        game_id = loaded.record.id
        try:
            async with self.store.transaction() as tx:
                await tx.update_game(game_id, loaded.version, self._clock())
                if add is not None:
                    await tx.add_seat(game_id, add)
                if remove is not None:
                    await tx.remove_seat(game_id, remove)
                record = await tx.game(game_id)
                seats = await tx.seats(game_id)
        except StaleVersion:
            raise await self._board_changed(game_id) from None
        assert record is not None
        updated = LoadedGame(record, seats, loaded.game, None)
        self._remember(updated)
        return updated

    async def start(self, place: Place, player: Player) -> Reply:
        """Only the creator; seat order is the join order shuffled from the seed."""
        loaded = await self._lobby(place)
        game, record = loaded.game, loaded.record
        if player.user_id != record.creator_id:
            creator = loaded.seat_of(record.creator_id)
            name = creator.display_name if creator else str(record.creator_id)
            raise ServiceError(t("bot.err.only_creator_starts", player=name))
        count = len(loaded.seats)
        if not game.min_seats <= count <= game.max_seats:
            raise ServiceError(
                t(
                    "bot.err.player_count",
                    game=game.title,
                    low=game.min_seats,
                    high=game.max_seats,
                    got=count,
                )
            )
        order = Rng.from_seed(record.seed, "seats").shuffled(loaded.seats)
        try:
            state = game.setup(count, json.loads(record.options), record.seed)
        except IllegalMove as error:
            raise ServiceError(error.reason) from None
        now = self._clock()
        due = await self._due_after(record.channel_id, now)
        try:
            async with self.store.transaction() as tx:
                await tx.update_game(
                    record.id, loaded.version, now, state=game.to_json(state), status="active"
                )
                await tx.replace_seats(
                    record.id,
                    [
                        NewSeat(number, s.user_id, s.display_name, s.locale)
                        for number, s in enumerate(order)
                    ],
                )
                await tx.set_reminder(record.id, due)
                new_record = await tx.game(record.id)
                seats = await tx.seats(record.id)
        except StaleVersion:
            raise await self._board_changed(record.id) from None
        assert new_record is not None
        self._reminder_written(record.id)
        started = LoadedGame(new_record, seats, game, state)
        self._remember(started)
        lines = [
            t(
                "bot.msg.started",
                game=game.title,
                order=[f"{s.seat + 1}. {s.display_name}" for s in seats],
            )
        ]
        return await self._after_change(place, player, started, lines, [])

    # -- playing ------------------------------------------------------------------------

    async def _board_changed(self, game_id: int) -> BoardChanged:
        self._forget(game_id)
        record = await self.store.game(game_id)
        version = record.version if record else 0
        return BoardChanged(t("bot.err.board_changed", version=version), game_id, version)

    async def move(
        self, place: Place, player: Player, notation: str, expected_version: int | None = None
    ) -> Reply:
        """Submit a move in notation; exactly one of two racing submissions lands."""
        loaded = await self._load_active(place)
        if expected_version is not None and expected_version != loaded.version:
            raise await self._board_changed(loaded.record.id)
        seat = self._seated(loaded, player).seat
        acting = loaded.to_act()
        if seat not in acting:
            if not acting:
                raise ServiceError(t("bot.err.game_over"))
            raise ServiceError(t("bot.err.not_your_turn", players=loaded.names(acting)))
        game, state = loaded.game, loaded.state
        assert state is not None
        try:
            move = game.parse_move(notation)
            new_state, events = game.apply(state, seat, move)
        except IllegalMove as error:
            raise IllegalMove(loaded.named(error.reason)) from None
        label = loaded.named(game.label(move, state))
        events = [e.model_copy(update={"text": loaded.named(e.text)}) for e in events]
        record = loaded.record
        over = game.is_over(new_state)

        async def log_move(tx: Tx, now: datetime) -> None:
            await tx.append_move(
                record.id,
                state.move_count,
                seat,
                game.format_move(move),
                game.move_to_json(move),
                now,
            )

        updated = await self._commit(loaded, new_state, log_move, finished=over)
        # The engine's events usually say what the mover did; name the move only if not.
        told = any(event.seat == seat for event in events)
        lines = [] if told else [t("bot.msg.moved", player=player.name, move=label)]
        return await self._after_change(place, player, updated, lines, events)

    async def _commit(
        self,
        loaded: LoadedGame,
        new_state: Any,
        write_log: Callable[[Tx, datetime], Awaitable[None]],
        *,
        finished: bool = False,
    ) -> LoadedGame:
        """Write the new state, its log entry and the next reminder due time in one
        transaction guarded by the game's version: if another change landed first, nothing
        is written and the caller is told the board has changed."""
        record, game = loaded.record, loaded.game
        now = self._clock()
        due = None if finished else await self._due_after(record.channel_id, now)
        status = {"status": "finished", "finished": True} if finished else {}
        try:
            async with self.store.transaction() as tx:
                await tx.update_game(
                    record.id, loaded.version, now, state=game.to_json(new_state), **status
                )
                await write_log(tx, now)
                await tx.set_reminder(record.id, due)
                new_record = await tx.game(record.id)
        except StaleVersion:
            raise await self._board_changed(record.id) from None
        assert new_record is not None
        self._reminder_written(record.id)
        updated = LoadedGame(new_record, loaded.seats, game, new_state)
        self._remember(updated)
        return updated

    async def _after_change(
        self,
        place: Place,
        player: Player,
        loaded: LoadedGame,
        lines: list[Text],
        events: list[Event],
    ) -> Reply:
        """The public answer to a change: what happened, the board, who is next or results."""
        lines = lines + [event.text for event in events]
        images: list[Image] = []
        try:
            images.append(await self._render(loaded, None, await self._locale_for(place, player)))
        except Exception:
            # The change is committed: a drawing bug must not make it look refused (the
            # player would retry and be told it is not their turn). Log it, reply without.
            log.exception(
                "rendering game %s at version %s failed", loaded.record.id, loaded.version
            )
        if loaded.record.status == "finished":
            lines.append(t("bot.msg.finished", game=loaded.game.title))
            standings, results = result_lines(loaded)
            winners = [r.user_id for r in results if r.rank == 1]
            return self._reply(
                loaded,
                lines + standings,
                images=images,
                mentions=list(dict.fromkeys(winners)),
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
        )

    async def undo(self, place: Place, player: Player) -> Reply:
        """Take back the caller's last move, if the engine allows it, by replaying the log
        without it. The undone row stays in the log, marked with `undone_at`."""
        loaded = await self._load_active(place)
        seat = self._seated(loaded, player).seat
        game, state, record = loaded.game, loaded.state, loaded.record
        assert state is not None
        if not game.can_undo(state, seat):
            raise ServiceError(t("bot.err.cannot_undo"))
        moves = await self.store.moves(record.id)
        last = moves[-1]
        replayed = game.replay(
            len(loaded.seats),
            json.loads(record.options),
            record.seed,
            [(m.seat, game.move_from_json(m.move)) for m in moves[:-1]],
        )

        async def mark_undone(tx: Tx, now: datetime) -> None:
            await tx.mark_undone(record.id, last.ply, now)

        updated = await self._commit(loaded, replayed, mark_undone)
        label = loaded.named(game.label(game.move_from_json(last.move), replayed))
        lines = [t("bot.msg.undone", player=player.name, move=label)]
        return await self._after_change(place, player, updated, lines, [])

    async def abandon(self, place: Place, player: Player, is_manager: bool = False) -> Reply:
        """Close the channel's open game: its creator or a channel manager may."""
        loaded = await self._load(place)
        record = loaded.record
        if player.user_id != record.creator_id and not is_manager:
            creator = loaded.seat_of(record.creator_id)
            name = creator.display_name if creator else str(record.creator_id)
            raise ServiceError(t("bot.err.abandon_not_allowed", player=name))
        now = self._clock()
        try:
            async with self.store.transaction() as tx:
                await tx.update_game(
                    record.id, loaded.version, now, status="abandoned", finished=True
                )
                await tx.set_reminder(record.id, None)
                new_record = await tx.game(record.id)
        except StaleVersion:
            raise await self._board_changed(record.id) from None
        assert new_record is not None
        self._reminder_written(record.id)
        self._forget(record.id)
        closed = LoadedGame(new_record, loaded.seats, loaded.game, loaded.state)
        line = t("bot.msg.abandoned", player=player.name, game=loaded.game.title)
        return self._reply(closed, [line])

    # -- looking --------------------------------------------------------------------------

    async def status(self, place: Place, player: Player | None = None) -> Reply:
        """Text summary: game, status, seats (scores, who is to act), prompt; pings nobody."""
        loaded = await self._load(place)
        lines = status_lines(loaded)
        if loaded.record.status == "lobby":
            return self._reply(loaded, lines)
        turn, prompt = turn_lines(loaded)
        return self._reply(loaded, lines + turn, prompt=prompt)

    async def board(self, place: Place, player: Player, private: bool = False) -> Reply:
        """The public board, or (private) the caller's own seat view as an ephemeral reply."""
        loaded = await self._load_active(place)
        locale = engine.normalise_locale(player.locale)
        assert loaded.state is not None
        moves = loaded.state.move_count
        if not private:
            image = await self._render(loaded, None, await self._locale_for(place, player))
            line = t("bot.msg.board", game=loaded.game.title, moves=moves)
            return self._reply(loaded, [line], images=[image])
        seat = self._seated(loaded, player)
        image = await self._render(loaded, seat.seat, locale)
        line = t(
            "bot.msg.private_view",
            game=loaded.game.title,
            number=seat.seat + 1,
            player=seat.display_name,
        )
        part = PrivatePart([line], [image])
        return self._reply(
            loaded, [line], images=[image], ephemeral=True, private={player.user_id: part}
        )

    async def log(self, place: Place, page: int = 1) -> Reply:
        """The live move log, oldest first, `LOG_PAGE_SIZE` moves per page (1-based).

        Without an open game, the channel's most recent game is shown, so a finished
        game's log stays readable.
        """
        record = await self.store.open_game(place[1]) or await self.store.latest_game(place[1])
        if record is None:
            raise ServiceError(t("bot.err.no_game"))
        loaded = (
            await self._from_record(record)
            if record.is_open
            else LoadedGame(
                record,
                await self.store.seats(record.id),
                self._game_for(record.game),
                None,
            )
        )
        moves = await self.store.moves(record.id)
        pages = max(1, math.ceil(len(moves) / LOG_PAGE_SIZE))
        if not 1 <= page <= pages:
            raise ServiceError(t("bot.err.no_such_page", page=page, pages=pages))
        lines = [t("bot.msg.log_page", page=page, pages=pages)]
        if not moves:
            lines.append(t("bot.msg.log_empty"))
        game = loaded.game
        for entry in moves[(page - 1) * LOG_PAGE_SIZE : page * LOG_PAGE_SIZE]:
            lines.append(
                t(
                    "bot.msg.log_line",
                    number=entry.ply + 1,
                    player=loaded.by_seat(entry.seat).display_name,
                    move=loaded.named(game.label(game.move_from_json(entry.move))),
                    notation=entry.notation,
                )
            )
        return self._reply(loaded, lines)

    async def waiting_for(self, place: Place) -> list[int]:
        """User ids the channel's game waits for (for mentions and reminders)."""
        loaded = await self._load(place)
        return loaded.waiting_users()

    async def waiting_for_game(self, game_id: int) -> list[int]:
        """Same by game id (what the reminder dispatcher has); [] unless active."""
        record = await self.store.game(game_id)
        if record is None or record.status != "active":
            return []
        return (await self._from_record(record)).waiting_users()

    async def legal_moves(
        self,
        place: Place,
        player: Player,
        prefix: str = "",
        limit: int | None = AUTOCOMPLETE_LIMIT,
    ) -> list[tuple[str, Text]]:
        """Up to `limit` (default 25; None: all) legal `(notation, label)` for the caller,
        matching what they typed (menus page through all of them).

        Served from the per-game cache (keyed by version) without touching the database
        once the game is loaded; autocomplete values are not binding, `move` re-validates.
        Notation prefix matches come first, then substring matches in notation or label.
        """
        game_id = self._channels.get(place[1])
        loaded = self._games.get(game_id) if game_id is not None else None
        if loaded is None:
            try:
                loaded = await self._load(place)
            except ServiceError:
                return []
        seat = loaded.seat_of(player.user_id)
        if seat is None or seat.seat not in loaded.to_act():
            return []
        return loaded.legal_for(seat.seat).matching(prefix, player.locale, limit)

    async def playout_move(self, place: Place, player: Player, rng: Rng) -> str | None:
        """A move for the caller as the engine's random playouts pick it (the sandbox's
        `--auto`, demos, benchmarks); None if the caller is not to act."""
        loaded = await self._load(place)
        seat = loaded.seat_of(player.user_id)
        if seat is None or seat.seat not in loaded.to_act():
            return None
        assert loaded.state is not None
        moves = loaded.game.legal_moves(loaded.state, seat.seat)
        move = loaded.game.playout_move(loaded.state, seat.seat, moves, rng)
        return loaded.game.format_move(move)
