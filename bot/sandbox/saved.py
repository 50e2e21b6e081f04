"""The sandbox's saved games: every game in progress in its database, to list and resume.

Each sandbox session plays in a "channel" of its own, so a saved game is found by its id
and continued with the seats it was started with.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import engine
from bot.service import Place, Player
from bot.store import GameRecord, Store
from engine import Text


@dataclass(frozen=True, slots=True)
class SavedGame:
    record: GameRecord
    players: list[Player]
    moves: int

    @property
    def title(self) -> Text:
        return engine.get(self.record.game).title

    @property
    def place(self) -> Place:
        return Place(self.record.guild_id, self.record.channel_id)

    def line(self) -> Text:
        return engine.t(
            "bot.sandbox.saved.line",
            id=self.record.id,
            game=self.title,
            players=len(self.players),
            moves=self.moves,
            when=_local(self.record.updated_at),
        )


def _local(moment: datetime) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


async def _saved(store: Store, record: GameRecord, locale: str | None) -> SavedGame:
    seats = await store.seats(record.id)
    players = [Player(s.user_id, s.display_name, locale or s.locale) for s in seats]
    return SavedGame(record, players, await store.count_moves(record.id))


async def saved_games(store: Store) -> list[SavedGame]:
    """Games in progress, the most recently played first."""
    records = sorted(await store.games("active"), key=lambda r: r.updated_at, reverse=True)
    return [await _saved(store, record, None) for record in records]


async def saved_game(store: Store, game_id: int, locale: str | None) -> SavedGame | None:
    """The game in progress with this id (its players in `locale` if given), or None."""
    record = await store.game(game_id)
    if record is None or record.status != "active":
        return None
    return await _saved(store, record, locale)
