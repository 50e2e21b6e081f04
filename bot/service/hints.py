"""Hints: the AI's advice for a player's own decision (`/game hint`, the sandbox's
`hint`).

As with an AI seat's turn, the service does not think: it says what to advise on
(`hint_ask`: the game, its stored state, the caller's seat, a seed and the version it
was read at) after checking that the caller may ask, and words the answer for the
caller alone (`hint_reply`). Between the two, `bot.ai` searches in the AI's pool, off
the event loop, from the caller's own view (`engine.ai.advise`). A table that was given
a hint keeps that mark for its history.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.service.ai_turns import SeatDecision
from bot.service.errors import ServiceError
from bot.service.play import PlayOps
from bot.service.table import hints_allowed
from bot.service.types import Action, Place, Player, Reply
from bot.store import Tx
from engine import Text, t
from engine.ai import DEFAULT_LEVEL, Advice
from engine.rng import derive_seed

HINT_LEVEL = DEFAULT_LEVEL  # hints think as an AI seat of the default level does


class HintOps(PlayOps):
    """Asking the AI for advice on one's own decision."""

    async def hint_ask(self, place: Place, player: Player) -> SeatDecision:
        """What to advise the caller on; refused for no running game (a finished one
        with its standings), hints not allowed at the table, a caller not seated or
        not deciding now."""
        loaded = await self._load_running(place)
        if not hints_allowed(loaded):
            raise ServiceError(t("bot.err.hints_off"), [Action("status")])
        loaded, seat = await self._deciding(place, player, None)
        assert loaded.state is not None and loaded.record.state is not None
        return SeatDecision(
            game_id=loaded.record.id,
            version=loaded.version,
            place=place,
            game=loaded.record.game,
            state=loaded.record.state,
            seat=seat,
            level=HINT_LEVEL,
            seed=derive_seed(loaded.record.seed, f"hint:{loaded.state.move_count}:{seat}"),
        )

    async def hint_reply(self, ask: SeatDecision, advice: Sequence[Advice]) -> Reply:
        """The advice in words, for the caller alone; the table is marked as given a
        hint. If the game moved on while the AI thought, the board has changed."""
        loaded = await self._load_game(ask.game_id)
        if loaded.version != ask.version:
            raise await self._board_changed(ask.game_id)
        if not loaded.record.hints_used:
            await self._mark_hints_used(ask.game_id)
        lines: list[Text] = [t("bot.hint.title", game=loaded.game.title)]
        for rank, advised in enumerate(advice, 1):
            lines.append(
                t(
                    "bot.hint.line",
                    rank=rank,
                    move=loaded.game.label(advised.move, loaded.state),
                    notation=advised.notation,
                    chance=round(100 * advised.win_chance),
                    lead=round(advised.lead),
                    reasons=list(advised.reasons),
                )
            )
        hint = advice[0].notation if advice else None
        return self._reply(loaded, lines, ephemeral=True, hint=hint)

    async def _mark_hints_used(self, game_id: int) -> None:
        async def mark(tx: Tx) -> None:
            await tx.mark_hints_used(game_id)

        async def marked(tx: Tx) -> bool:
            found = await tx.game(game_id)
            return found is not None and found.hints_used

        await self._transact(mark, game_id=game_id, proof=marked)
