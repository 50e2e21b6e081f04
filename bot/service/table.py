"""The table's own settings, apart from the engine's game options: the turn clock
(`turn_hours`, off by default), the level of the AI that takes over a seat (`normal`
by default) and whether players may ask the AI for hints (`hints`: by default allowed
unless the game is rated). Set when the table is opened (`create`) or later
(`table_settings`) by its creator or someone who manages the channel."""

from __future__ import annotations

from typing import Any

from bot.records.ratings import MIN_PEOPLE
from bot.service.base import ServiceBase
from bot.service.errors import ServiceError
from bot.service.loaded import LoadedGame
from bot.service.naming import level_text
from bot.service.types import Place, Player, Reply
from bot.store import GameRecord, StaleVersion, Tx
from bot.store.transaction import UNSET
from engine import Text, t
from engine.ai import LEVELS

TURN_HOURS = range(24, 721, 24)  # whole days, up to thirty


def checked_turn_hours(hours: int | None) -> int | None:
    """A valid turn clock in hours, None for off (None or 0); else the reason."""
    if not hours:
        return None
    if hours not in TURN_HOURS:
        raise ServiceError(t("bot.err.bad_turn_hours"))
    return hours


def checked_level(level: str) -> str:
    """A known AI level's name (case-insensitive); else the reason."""
    name = level.strip().lower()
    if name not in LEVELS:
        raise ServiceError(t("bot.err.unknown_level", level=level[:40]))
    return name


def hints_allowed(loaded: LoadedGame) -> bool:
    """Whether players may ask for hints: as the table set it, else only where the game
    is not rated (fewer people than a rated game needs; the rest are AI seats)."""
    if loaded.record.hints is not None:
        return loaded.record.hints
    return len(loaded.humans()) < MIN_PEOPLE


def table_line(loaded: LoadedGame) -> Text:
    """ "This table: turn clock 48 h, AI level normal, hints off." """
    hours = loaded.record.turn_hours
    clock = t("bot.msg.clock_hours", hours=hours) if hours else t("bot.msg.clock_off")
    hints = t("bot.msg.hints_on" if hints_allowed(loaded) else "bot.msg.hints_off")
    return t(
        "bot.msg.table_settings",
        clock=clock,
        level=level_text(loaded.record.ai_level),
        hints=hints,
    )


def shows_table_line(loaded: LoadedGame) -> bool:
    """Whether a status shows the table's settings: where any differs from a plain
    table's (a clock, an AI seat, hints set, or allowed in a running game; a lobby's
    default may still change as people join)."""
    record = loaded.record
    hints = record.hints is not None or (record.status == "active" and hints_allowed(loaded))
    return bool(record.turn_hours) or any(s.is_ai for s in loaded.seats) or hints


class TableOps(ServiceBase):
    """Reading and changing the table's settings."""

    async def table_settings(
        self,
        place: Place,
        player: Player,
        *,
        is_manager: bool = False,
        turn_hours: int | None = UNSET,
        ai_level: str | None = UNSET,
        hints: bool | None = UNSET,
    ) -> Reply:
        """Change the given settings (`turn_hours` 0 or None: no clock; `hints` None:
        the default) and say what they are now; with nothing to change, anyone may look."""
        loaded = await self._load(place)
        changes: dict[str, Any] = {}
        if turn_hours is not UNSET:
            changes["turn_hours"] = checked_turn_hours(turn_hours)
        if ai_level is not UNSET:
            changes["ai_level"] = None if ai_level is None else checked_level(ai_level)
        if hints is not UNSET:
            changes["hints"] = hints
        if changes:
            record = loaded.record
            if player.user_id != record.creator_id and not is_manager:
                creator = loaded.seat_of(record.creator_id)
                name = creator.display_name if creator else t("bot.former_player")  # forgotten
                raise ServiceError(t("bot.err.table_settings_not_allowed", player=name))
            loaded = await self._write_table(loaded, changes)
        return self._reply(loaded, [table_line(loaded)], ephemeral=True)

    async def _write_table(self, loaded: LoadedGame, changes: dict[str, Any]) -> LoadedGame:
        """A versioned update of the settings; a running game's next reminder is due
        afresh (a shorter clock must not wait for the old due time)."""
        record = loaded.record
        now = self._clock()

        async def write(tx: Tx) -> GameRecord:
            await tx.update_game(record.id, loaded.version, now, **changes)
            new_record = await tx.game(record.id)
            assert new_record is not None
            if new_record.status == "active":
                await tx.set_reminder(record.id, await self._due_after(new_record, now))
            return new_record

        async def written(tx: Tx) -> bool:
            found = await tx.game(record.id)
            return (
                found is not None
                and found.version > loaded.version
                and all(getattr(found, name) == value for name, value in changes.items())
            )

        try:
            new_record = await self._transact(write, game_id=record.id, proof=written)
        except StaleVersion:
            raise await self._board_changed(record.id) from None
        updated = LoadedGame(new_record, loaded.seats, loaded.game, loaded.state)
        return await self._committed(updated)
