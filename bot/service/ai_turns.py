"""AI seats take their turns through the same path as a person's move.

The service does not think: it says what an AI must decide (`ai_turn`: the game, its
stored state, the seat, the level, the seed and the version it was read at) and takes
the answer back (`ai_move`), refusing it if the game has moved on meanwhile. Between the
two, `bot.ai` searches in a process pool, off the event loop.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.errors import ServiceError
from bot.service.play import PlayOps
from bot.service.types import Place, Reply
from engine import t
from engine.ai import DEFAULT_LEVEL
from engine.i18n import and_list
from engine.rng import derive_seed


def ai_seed(game_seed: int, ply: int) -> int:
    """The AI's seed for a decision at `ply`: drawn from the game's seed (so a game
    replays with the same AI moves) yet telling nothing about the game's own draws."""
    return derive_seed(game_seed, f"ai:{ply}")


@dataclass(frozen=True, slots=True)
class SeatDecision:
    """One seat's decision for the AI to think about (an AI seat's turn, or a person's
    hint): everything a worker process needs, and the version it was read at."""

    game_id: int
    version: int
    place: Place
    game: str
    state: str  # the state's JSON, as stored
    seat: int
    level: str
    seed: int


class AiOps(PlayOps):
    """What the AI must decide, and submitting its decision."""

    async def ai_turn(self, game_id: int) -> SeatDecision | None:
        """The next decision an AI seat of the game must make, or None (the game is not
        running, or waits only for people)."""
        record = await self.store.game(game_id)
        if record is None or record.status != "active" or record.state is None:
            return None
        loaded = await self._from_record(record)
        acting = loaded.ai_to_act()
        if not acting:
            return None
        assert loaded.state is not None
        seat = loaded.by_seat(acting[0])
        return SeatDecision(
            game_id=record.id,
            version=record.version,
            place=Place(record.guild_id, record.channel_id),
            game=record.game,
            state=record.state,
            seat=seat.seat,
            level=seat.ai_level or DEFAULT_LEVEL,
            seed=ai_seed(record.seed, loaded.state.move_count),
        )

    async def ai_move(self, turn: SeatDecision, notation: str) -> Reply:
        """Play the AI's answer to `turn`, like a person's move. A game that has moved on
        since (another move, a hand-over) raises `BoardChanged`: the caller asks again."""
        loaded = await self._load_game(turn.game_id)
        if loaded.version != turn.version:
            raise await self._board_changed(turn.game_id)
        seat = loaded.by_seat(turn.seat)
        if not seat.is_ai or turn.seat not in loaded.to_act():
            raise ServiceError(
                t("bot.err.not_your_turn", players=and_list(loaded.names(loaded.to_act())))
            )
        return await self._play(turn.place, loaded, turn.seat, notation, None)
