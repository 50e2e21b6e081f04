"""Reviews: the AI's review of a finished game (`/game review`, the sandbox's `review`).

As with a hint, the service does not think: `review_ask` checks that the game may be
reviewed (it exists on this server, it has ended, by its end or by its table, and moves
were made) and says what to review, with the review stored before if there is one;
`bot.ai` computes a new one in the AI's pool (`engine.ai.review`), once per game; and
`review_reply` stores it and words it: for each player the moves that cost the most by
the AI's estimate, each with the move it preferred and the board before it, and the
score chart beside the chart of every seat's chance of winning. Everything shown is
what the table may read once the game is over (the boards are the spectator's).
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass

from bot.records.chart import Charted
from bot.service.errors import ServiceError
from bot.service.history import Replayed, state_at
from bot.service.loaded import LoadedGame
from bot.service.replays import ReplayOps
from bot.service.types import Action, Image, Place, Player, Reply
from bot.store import Tx
from engine import Text, t
from engine import seat as engine_seat
from engine.ai.review import Mistake, Review
from engine.rng import derive_seed
from render.chart import ScoreChart, render_chart

MAX_BOARDS = 8  # boards shown beside the two charts (a message holds ten images)


@dataclass(frozen=True, slots=True)
class ReviewAsk:
    """One game to review: what a worker process needs to replay and judge it, and the
    review stored before (its JSON), if any."""

    game_id: int
    game: str
    num_seats: int
    options: str  # the game's options as stored (JSON)
    seed: int  # the game's own, to set it up
    moves: tuple[tuple[int, str], ...]  # (seat, notation) of every live move
    review_seed: int  # the review's, apart from the game's
    stored: str | None = None

    @property
    def review(self) -> Review | None:
        """The review stored before, if any."""
        return None if self.stored is None else Review.from_data(json.loads(self.stored))


class ReviewOps(ReplayOps):
    """The AI's review of a finished game."""

    async def review_ask(self, place: Place, player: Player, game_id: int | None) -> ReviewAsk:
        """What to review: game `game_id` of this server, or the channel's latest game.
        Refused for an unknown game, one still running and one without moves."""
        if game_id is None:
            latest = await self.store.latest_game(place.channel_id)
            if latest is None:
                raise ServiceError(t("bot.err.no_game"), [Action("new")])
            game_id = latest.id
        loaded = await self._replay_game(place, game_id)
        record = loaded.record
        if record.is_open:
            raise ServiceError(t("bot.err.review_running", id=game_id), [Action("status")])
        moves = await self.store.moves(game_id)
        if not moves:
            raise ServiceError(t("bot.err.review_no_moves", id=game_id))
        return ReviewAsk(
            game_id=game_id,
            game=record.game,
            num_seats=len(loaded.seats),
            options=record.options,
            seed=record.seed,
            moves=tuple((m.seat, m.notation) for m in moves),
            review_seed=derive_seed(record.id, "review"),
            stored=await self.store.review(game_id),
        )

    async def review_reply(
        self, place: Place, player: Player, ask: ReviewAsk, review: Review, *, public: bool
    ) -> Reply:
        """The review in words, with the charts and the boards before the costly moves;
        a review computed just now is stored first, so it is never computed again."""
        if ask.stored is None:
            await self._save_review(ask.game_id, review)
        loaded = await self._replay_game(place, ask.game_id)
        locale = await self._locale_for(place, player)
        replayed = await self._replayed(loaded)
        lines: list[Text] = [
            t("bot.review.title", game=loaded.game.title, id=ask.game_id, judged=review.judged)
        ]
        boards: list[Mistake] = []
        for seat in range(len(loaded.seats)):
            own = [m for m in review.mistakes if m.seat == seat]
            if not own:
                lines.append(loaded.named(t("bot.review.none", player=engine_seat(seat))))
                continue
            lines.append(loaded.named(t("bot.review.seat", player=engine_seat(seat))))
            for mistake in own:
                lines.append(self._mistake_line(loaded, replayed, mistake))
                boards.append(mistake)
        boards = sorted(boards, key=lambda m: -m.cost)[:MAX_BOARDS]
        images = await self._review_charts(loaded, review, locale)
        for mistake in sorted(boards, key=lambda m: (m.seat, -m.cost, m.ply)):
            drawn = await self._step_images(loaded, replayed, mistake.ply, locale)
            name = f"review-{ask.game_id}-move{mistake.ply + 1}.png"
            images.append(Image(name, drawn[0].data))
        return self._reply(loaded, lines, images=images, ephemeral=not public)

    @staticmethod
    def _mistake_line(loaded: LoadedGame, replayed: Replayed, mistake: Mistake) -> Text:
        """One costly move: its number, what it did (as the log says it) and what the AI
        preferred, with the chances of coming out ahead after each."""
        entry = replayed.lines[mistake.ply]
        game = loaded.game
        before = state_at(game, replayed, mistake.ply)
        better = game.label(game.parse_move(mistake.better), before)
        return t(
            "bot.review.move",
            number=mistake.ply + 1,
            move=loaded.named(entry.move),
            notation=mistake.played,
            better=better,
            better_notation=mistake.better,
            chance=round(100 * mistake.played_value),
            better_chance=round(100 * mistake.better_value),
        )

    async def _review_charts(self, loaded: LoadedGame, review: Review, locale: str) -> list[Image]:
        """The score chart and, drawn the same way, every seat's chance of winning."""
        score = await self._chart_png(loaded, locale)
        charted, _ = await self._charted(loaded, locale)
        chances = chances_chart(charted, review)
        loop = asyncio.get_running_loop()
        png = await loop.run_in_executor(self._executor, render_chart, chances, locale)
        record = loaded.record
        return [score, Image(f"{record.game}-{record.id}-chances.png", png)]

    async def _save_review(self, game_id: int, review: Review) -> None:
        body = json.dumps(review.to_data(), separators=(",", ":"))

        async def save(tx: Tx) -> None:
            await tx.save_review(game_id, body, self._clock())

        async def saved(tx: Tx) -> bool:
            return await tx.review(game_id) is not None

        await self._transact(save, game_id=game_id, proof=saved)


def chances_chart(charted: Charted, review: Review) -> ScoreChart:
    """The review's chances as a chart like the score chart: the same seats, colours and
    periods (each reading's round or turn is that of the score chart's last sample
    taken at or before it)."""
    score = charted.chart
    periods: list[int] = []
    for ply, _ in review.chances:
        index = max((i for i, p in enumerate(charted.plies) if p <= ply), default=0)
        periods.append(score.periods[index] if score.periods else 1)
    values = [[round(100 * c) for c in chances] for _, chances in review.chances]
    return ScoreChart(score.game, score.names, score.styles, periods, values, kind="chances")
