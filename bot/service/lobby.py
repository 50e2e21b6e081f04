"""The lobby: open a table, join and leave it, start it, and abandon a game."""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping
from typing import Any

from bot.service.base import ServiceBase
from bot.service.core import Proof
from bot.service.errors import BoardChanged, ServiceError
from bot.service.loaded import LoadedGame
from bot.service.table import checked_level, checked_turn_hours, table_line
from bot.service.types import Action, Place, Player, Reply, parent_of
from bot.store import ChannelBusy, GameRecord, NewSeat, SeatRecord, StaleVersion, Tx
from engine import IllegalMove, Rng, t
from engine.ai import DEFAULT_LEVEL

AI_DISPLAY_NAME = "Caravanserai AI"  # stored; the table reads `naming.ai_name` instead


class LobbyOps(ServiceBase):
    """Opening, filling, starting and closing tables."""

    async def create(
        self,
        place: Place,
        player: Player,
        game_name: str,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        *,
        turn_hours: int | None = None,
        ai_level: str | None = None,
        hints: bool | None = None,
    ) -> Reply:
        """Open a lobby in the channel; the creator takes the first place. `turn_hours`,
        `ai_level` and `hints` are the table's own settings (see `TableOps`)."""
        game = self._game_for(game_name)
        turn_hours = checked_turn_hours(turn_hours)
        ai_level = checked_level(ai_level) if ai_level is not None else None
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

        async def open_table(tx: Tx) -> tuple[GameRecord | None, list[SeatRecord]]:
            game_id = await tx.insert_game(
                guild_id=place[0],
                channel_id=place[1],
                game=game.name,
                engine_version=game.version,
                options=json.dumps(raw, sort_keys=True),
                seed=seed,
                creator_id=player.user_id,
                now=now,
                turn_hours=turn_hours,
                ai_level=ai_level,
                parent_channel_id=parent_of(place),
                hints=hints,
            )
            await tx.add_seat(game_id, NewSeat(0, player.user_id, player.name, player.locale))
            return await tx.game(game_id), await tx.seats(game_id)

        async def opened(tx: Tx) -> bool:
            found = await tx.open_game(place[1])
            return found is not None and (found.creator_id, found.seed, found.created_at) == (
                player.user_id,
                seed,
                now,
            )

        try:
            record, seats = await self._transact(open_table, game_id=None, proof=opened)
        except ChannelBusy:
            current = await self.store.open_game(place[1])
            if current is None:  # closed again in between; the caller may simply retry
                raise ServiceError(t("bot.err.no_game")) from None
            raise self._game_exists(current) from None
        assert record is not None
        loaded = LoadedGame(record, seats, game, None)
        self._remember(loaded)
        line = t(
            "bot.msg.lobby_opened",
            player=player.name,
            game=game.title,
            low=game.min_seats,
            high=game.max_seats,
        )
        lines = [line]
        if turn_hours or ai_level or hints is not None:
            lines.append(table_line(loaded))
        return self._reply(loaded, lines, actions=self._lobby_actions(loaded))

    def _game_exists(self, record: GameRecord) -> ServiceError:
        title = self._game_for(record.game).title
        return ServiceError(
            t("bot.err.game_exists", game=title, status=t(f"bot.status.{record.status}"))
        )

    async def _lobby(self, place: Place) -> LoadedGame:
        loaded = await self._load(place)
        if loaded.record.status != "lobby":
            raise ServiceError(
                t("bot.err.already_started", game=loaded.game.title), [Action("board")]
            )
        return loaded

    async def join(self, place: Place, player: Player) -> Reply:
        loaded = await self._lobby(place)
        game = loaded.game
        if loaded.seat_of(player.user_id) is not None:
            raise ServiceError(t("bot.err.already_seated"), [Action("leave")])
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
        return self._reply(updated, [line], actions=self._lobby_actions(updated))

    async def leave(self, place: Place, player: Player) -> Reply:
        loaded = await self._lobby(place)
        self._seated(loaded, player)
        if player.user_id == loaded.record.creator_id:
            raise ServiceError(t("bot.err.creator_cannot_leave"), [Action("abandon")])
        updated = await self._write_lobby(loaded, remove=player.user_id)
        line = t(
            "bot.msg.left",
            player=player.name,
            game=loaded.game.title,
            count=len(updated.seats),
            high=loaded.game.max_seats,
        )
        return self._reply(updated, [line], actions=self._lobby_actions(updated))

    async def _write_lobby(
        self, loaded: LoadedGame, add: NewSeat | None = None, remove: int | None = None
    ) -> LoadedGame:
        game_id = loaded.record.id

        async def write(tx: Tx) -> tuple[GameRecord | None, list[SeatRecord]]:
            await tx.update_game(game_id, loaded.version, self._clock())
            if add is not None:
                await tx.add_seat(game_id, add)
            if remove is not None:
                await tx.remove_seat(game_id, remove)
            return await tx.game(game_id), await tx.seats(game_id)

        async def written(tx: Tx) -> bool:
            seated = {s.user_id for s in await tx.seats(game_id)}
            return (add is None or add.user_id in seated) and remove not in seated

        try:
            record, seats = await self._transact(write, game_id=game_id, proof=written)
        except StaleVersion:
            raise await self._board_changed(game_id) from None
        assert record is not None
        updated = LoadedGame(record, seats, loaded.game, None)
        self._remember(updated)
        return updated

    async def add_ai(self, place: Place, player: Player, level: str | None = None) -> Reply:
        """The creator seats an AI at `level` (the table's level by default): a table may
        be all AI but the one person who opened it."""
        loaded = await self._lobby(place)
        game, record = loaded.game, loaded.record
        if player.user_id != record.creator_id:
            creator = loaded.seat_of(record.creator_id)
            name = creator.display_name if creator else t("bot.former_player")  # forgotten
            raise ServiceError(t("bot.err.only_creator_adds_ai", player=name))
        chosen = checked_level(level if level is not None else record.ai_level or DEFAULT_LEVEL)
        if len(loaded.seats) >= game.max_seats:
            raise ServiceError(t("bot.err.table_full", high=game.max_seats))
        number = max(s.seat for s in loaded.seats) + 1 if loaded.seats else 0
        # An AI has no Discord user: -1, -2, ... keep (game, user) unique and unreal.
        user_id = min([0, *(s.user_id for s in loaded.seats)]) - 1
        seat = NewSeat(number, user_id, AI_DISPLAY_NAME, "en", chosen)
        updated = await self._write_lobby(loaded, add=seat)
        line = t(
            "bot.msg.ai_added",
            player=player.name,
            ai=updated.name_of(updated.by_seat(number)),
            game=game.title,
            count=len(updated.seats),
            high=game.max_seats,
        )
        return self._reply(updated, [line])

    async def start(self, place: Place, player: Player) -> Reply:
        """Only the creator; seat order is the join order shuffled from the seed."""
        loaded = await self._lobby(place)
        game, record = loaded.game, loaded.record
        if player.user_id != record.creator_id:
            creator = loaded.seat_of(record.creator_id)
            name = creator.display_name if creator else t("bot.former_player")  # forgotten
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
                ),
                [Action("join")],
            )
        order = Rng.from_seed(record.seed, "seats").shuffled(loaded.seats)
        try:
            state = game.setup(count, json.loads(record.options), record.seed)
        except IllegalMove as error:
            raise ServiceError(error.reason) from None
        now = self._clock()
        due = await self._due_after(record, now)

        async def write(tx: Tx) -> tuple[GameRecord | None, list[SeatRecord]]:
            await tx.update_game(
                record.id, loaded.version, now, state=game.to_json(state), status="active"
            )
            await tx.replace_seats(
                record.id,
                [
                    NewSeat(number, s.user_id, s.display_name, s.locale, s.ai_level)
                    for number, s in enumerate(order)
                ],
            )
            await tx.set_reminder(record.id, due)
            await tx.record_start(record.id, now)  # the first mover is awaited from now
            return await tx.game(record.id), await tx.seats(record.id)

        try:
            new_record, seats = await self._transact(
                write, game_id=record.id, proof=self._status_is(record.id, "active")
            )
        except StaleVersion:
            raise await self._board_changed(record.id) from None
        assert new_record is not None
        started = LoadedGame(new_record, seats, game, state)
        await self._committed(started)
        lines = [
            t(
                "bot.msg.started",
                game=game.title,
                order=[
                    t("bot.msg.order_item", number=s.seat + 1, player=started.name_of(s))
                    for s in seats
                ],
            ),
            *(started.named(text) for text in game.opening(state)),
        ]
        return await self._after_change(place, player, started, lines, [])

    async def abandon(self, place: Place, player: Player, is_manager: bool = False) -> Reply:
        """Close the channel's open game: its creator or a channel manager may."""
        loaded = await self._load(place)
        record = loaded.record
        if player.user_id != record.creator_id and not is_manager:
            creator = loaded.seat_of(record.creator_id)
            name = creator.display_name if creator else t("bot.former_player")  # forgotten
            raise ServiceError(t("bot.err.abandon_not_allowed", player=name))
        closed = await self._close_abandoned(loaded)
        line = t("bot.msg.abandoned", player=player.name, game=loaded.game.title)
        return self._reply(closed, [line])

    async def channel_gone(self, channel_id: int) -> GameRecord | None:
        """The channel (or thread) was deleted: its open game ends as abandoned, kept in
        the database with its log, its reminder cleared. Returns the closed game, if any."""
        for attempt in range(3):
            record = await self.store.open_game(channel_id)
            if record is None:
                self._channels.pop(channel_id, None)
                return None
            try:
                closed = await self._close_abandoned(await self._from_record(record))
            except BoardChanged:
                if attempt == 2:
                    raise
                continue  # a move landed in between: read the game again
            return closed.record
        return None

    async def _close_abandoned(self, loaded: LoadedGame) -> LoadedGame:
        """Mark the game abandoned, clear its reminder and close its open votes as moot
        (as every way a table ends does), guarded by its version."""
        record = loaded.record
        now = self._clock()

        async def write(tx: Tx) -> GameRecord | None:
            await tx.update_game(record.id, loaded.version, now, status="abandoned", finished=True)
            await tx.set_reminder(record.id, None)
            await tx.close_ballots(record.id, "moot", now)
            return await tx.game(record.id)

        try:
            new_record = await self._transact(
                write, game_id=record.id, proof=self._status_is(record.id, "abandoned")
            )
        except StaleVersion:
            raise await self._board_changed(record.id) from None
        assert new_record is not None
        closed = LoadedGame(new_record, loaded.seats, loaded.game, loaded.state)
        await self._committed(closed)
        return closed

    @staticmethod
    def _status_is(game_id: int, status: str) -> Proof:
        """Whether a change that sets the game's status is stored: the status is set."""

        async def stored(tx: Tx) -> bool:
            found = await tx.game(game_id)
            return found is not None and found.status == status

        return stored
