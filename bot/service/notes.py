"""Private notes: a player's own jottings about a table (`/game note`, `/game notes`),
kept for them alone.

Notes never enter the engine's state, the move log, a replay others see or anyone
else's data; every answer about them is private to their author. Only a seat's player
(also one who has left it to the AI) keeps notes at a table. After the game the author
finds them under the replay of that game, shown to them alone.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from bot.service.base import ServiceBase
from bot.service.errors import ServiceError
from bot.service.limits import NOTES_MAX, check_note
from bot.service.types import Place, Player, Reply
from bot.store import GameRecord, Tx
from bot.store.notes import Note
from engine import Text, t

When = Callable[[datetime], str]
"""How a front end writes the time a note was written (Discord: a timestamp every
client shows in its reader's time zone)."""


def utc_minutes(moment: datetime) -> str:
    """A note's time where the front end has no better way: UTC to the minute."""
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")


def note_lines(notes: list[Note], when: When) -> list[Text]:
    return [
        t("bot.notes.line", number=n.number, when=when(n.created_at), note=n.body) for n in notes
    ]


class NoteOps(ServiceBase):
    """Writing, deleting and reading one's private notes about a table."""

    async def _note_table(self, place: Place, player: Player, game_id: int | None) -> GameRecord:
        """The table meant: `game_id` on this server, else the channel's open or latest
        game; refused unless the player holds (or held) a seat there. Another server's
        table is answered as unknown, like a table that does not exist."""
        if game_id is None:
            record = await self.store.open_game(place.channel_id) or await self.store.latest_game(
                place.channel_id
            )
            if record is None:
                raise ServiceError(t("bot.err.no_game"))
        else:
            record = await self.store.game(game_id)
            if record is None or record.guild_id != place.guild_id:
                raise ServiceError(t("bot.notes.err.no_table", id=game_id))
        seats = await self.store.seats(record.id)
        if all(s.user_id != player.user_id for s in seats):
            raise ServiceError(t("bot.notes.err.not_seated", id=record.id))
        return record

    def _table_title(self, record: GameRecord) -> Text:
        return t("bot.me.open_table", game=self._game_for(record.game).title, id=record.id)

    async def add_note(
        self, place: Place, player: Player, text: str, game_id: int | None = None
    ) -> Reply:
        """Keep `text` as the player's next note at the table (at most `NOTES_MAX`)."""
        body = check_note(text)
        record = await self._note_table(place, player, game_id)
        now = self._clock()

        async def write(tx: Tx) -> int | None:
            await tx.hold_game(record.id)  # one writer of the table's notes at a time
            return await tx.add_note(record.id, player.user_id, body, now, NOTES_MAX)

        async def stored(tx: Tx) -> bool:
            notes = await tx.notes(record.id, player.user_id)
            return any(n.body == body and n.created_at == now for n in notes)

        count = await self._transact(write, game_id=record.id, proof=stored)
        if count is None:
            raise ServiceError(
                t("bot.notes.err.full", most=NOTES_MAX, table=self._table_title(record))
            )
        line = t("bot.notes.saved", number=count, most=NOTES_MAX, table=self._table_title(record))
        return Reply(lines=[line], ephemeral=True)

    async def delete_note(
        self, place: Place, player: Player, number: int, game_id: int | None = None
    ) -> Reply:
        """Delete the player's note `number` (as `/game notes` numbers them)."""
        record = await self._note_table(place, player, game_id)
        before = await self.store.notes(record.id, player.user_id)

        async def write(tx: Tx) -> bool:
            await tx.hold_game(record.id)
            return await tx.delete_note(record.id, player.user_id, number)

        async def stored(tx: Tx) -> bool:
            if not 0 < number <= len(before):
                return False
            gone = before[number - 1]
            left = await tx.notes(record.id, player.user_id)
            return all((n.body, n.created_at) != (gone.body, gone.created_at) for n in left)

        deleted = await self._transact(write, game_id=record.id, proof=stored)
        if not deleted:
            raise ServiceError(
                t("bot.notes.err.no_note", number=number, table=self._table_title(record))
            )
        line = t("bot.notes.deleted", number=number, table=self._table_title(record))
        return Reply(lines=[line], ephemeral=True)

    async def notes(
        self,
        place: Place,
        player: Player,
        game_id: int | None = None,
        when: When = utc_minutes,
    ) -> Reply:
        """The player's notes at the table, numbered, with when each was written."""
        record = await self._note_table(place, player, game_id)
        notes = await self.store.notes(record.id, player.user_id)
        if not notes:
            return Reply(
                lines=[t("bot.notes.none", table=self._table_title(record))], ephemeral=True
            )
        title = t("bot.notes.title", n=len(notes), most=NOTES_MAX, table=self._table_title(record))
        return Reply(lines=[title, *note_lines(notes, when)], ephemeral=True)

    async def replay_notes(
        self, player: Player, game_id: int, when: When = utc_minutes
    ) -> list[Text]:
        """The player's own notes under the replay of a game that has ended (nothing for
        a running game, whose notes stay with `/game notes`, or without notes)."""
        record = await self.store.game(game_id)
        if record is None or record.is_open:
            return []
        notes = await self.store.notes(game_id, player.user_id)
        if not notes:
            return []
        return [t("bot.notes.replay_title", n=len(notes)), *note_lines(notes, when)]
