"""What the bot keeps about a player: `/me data` hands it to them as a JSON file, `/me
forget` wipes it (after the player confirms).

Forgetting deletes the player's settings (reminders by DM, vacation), ratings and votes,
names their seats "Former player" and counts their results for a random pseudonym, so
every game stays replayable and everyone else's results and ratings stay as they were.
It is refused while the player still plays a seat at an open table (in a lobby or a
running game): they leave it first (the AI plays their seat on) or finish the game, so a
table never loses a player in the middle of a turn without being told.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Sequence
from typing import Any

from bot.records.entries import former_entry, user_entry
from bot.service.base import ServiceBase
from bot.service.errors import ServiceError
from bot.service.types import Action, Image, Player, Reply
from bot.store import OpenSeat
from engine import t

FORMAT = "caravanserai-player-data"
FORMAT_VERSION = 1
PLAIN_LIMIT = 9 * 1024 * 1024
"""A larger export goes gzipped: Discord takes 10 MiB per attachment, and the JSON of a
player's moves shrinks about tenfold."""


def data_file(user_id: int, document: dict[str, Any]) -> Image:
    """The export as a file: readable JSON, gzipped if it would be too large to send."""
    data = json.dumps(document, indent=1, ensure_ascii=False).encode()
    name = f"caravanserai-data-{user_id}.json"
    if len(data) > PLAIN_LIMIT:
        return Image(f"{name}.gz", gzip.compress(data, mtime=0))
    return Image(name, data)


class PersonalOps(ServiceBase):
    """A player's own data: read it out, or forget it."""

    async def my_data(self, player: Player) -> Reply:
        """Everything stored about the caller, as a JSON file for them alone."""
        stored = await self.store.personal_data(player.user_id, user_entry(player.user_id))
        document: dict[str, Any] = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "exported_at": self._clock().isoformat(),
            **stored,
        }
        return Reply(
            lines=[t("bot.me.data_sent", n=len(stored["games"]))],
            images=[data_file(player.user_id, document)],
            ephemeral=True,
        )

    def _refuse_open_seats(self, seats: Sequence[OpenSeat]) -> None:
        """Refuse while the player plays a seat at an open table, naming those tables."""
        if seats:
            tables = [
                t("bot.me.open_table", game=self._game_for(s.game).title, id=s.game_id)
                for s in seats
            ]
            raise ServiceError(
                t("bot.me.still_playing", n=len(tables), tables=tables), [Action("leave")]
            )

    async def forget_check(self, player: Player) -> Reply:
        """What forgetting would do, for the player to confirm (or why it cannot yet)."""
        self._refuse_open_seats(await self.store.open_seats(player.user_id))
        return Reply(lines=[t("bot.me.forget_confirm")])

    async def forget(self, player: Player) -> Reply:
        """Forget the player (they confirmed): see the module docstring."""
        async with self.store.transaction() as tx:
            self._refuse_open_seats(await tx.open_seats(player.user_id))
            forgotten = await tx.forget_player(
                player.user_id, user_entry(player.user_id), former_entry()
            )
        for game_id in forgotten.game_ids:  # names cached from before are stale now
            self._forget(game_id)
            self._histories.pop(game_id, None)
        return Reply(lines=[t("bot.me.forgotten", n=len(forgotten.game_ids))], ephemeral=True)
