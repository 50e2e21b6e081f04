"""A game's score chart, sampled while the game is replayed from its seed and log.

A sample is taken at the start and at the end of every turn (whenever the seats the game
waits for change), from the spectator's view: what the board showed everyone then.
Everything here takes plain values (the game's name, rows, numbers) so that it can run
in another process.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import engine
from bot.service.history import Replayed, replay_game
from bot.store import GameRecord, MoveRecord
from engine import GameState
from render.chart import ScoreChart, render_chart, sample, seat_styles


class ChartSampler:
    """Collects a sample per turn as `replay_game` visits each state."""

    def __init__(self, game_name: str) -> None:
        self.game = engine.get(game_name)
        self.plies: list[int] = []  # the ply of each sample
        self.periods: list[int] = []
        self.scores: list[list[int]] = []
        self.last_view: Any = None
        self._acting: list[int] | None = None

    def __call__(self, ply: int, state: GameState) -> None:
        acting = self.game.to_act(state)
        if ply and acting == self._acting and not self.game.is_over(state):
            return
        self._acting = acting
        self.plies.append(ply)
        view = self.game.view(state, None)
        period, scores = sample(self.game.name, view)
        self.periods.append(period)
        self.scores.append(scores)
        self.last_view = view

    def chart(self, names: Sequence[str]) -> ScoreChart:
        styles = seat_styles(self.game.name, self.last_view)
        return ScoreChart(self.game.name, list(names), styles, self.periods, self.scores)


@dataclass(frozen=True, slots=True)
class Charted:
    """A game replayed with its chart: the history and checkpoints, the chart, and the
    ply at which each of the chart's samples was taken."""

    replayed: Replayed
    chart: ScoreChart
    plies: list[int]


def replay_with_chart(
    game_name: str,
    record: GameRecord,
    names: Sequence[str],
    moves: Sequence[MoveRecord],
    *,
    reveal: bool,
) -> Charted:
    """One replay of the game that yields both its history and its score chart."""
    game = engine.get(game_name)
    sampler = ChartSampler(game_name)
    replayed = replay_game(game, record, len(names), moves, reveal=reveal, visit=sampler)
    return Charted(replayed, sampler.chart(names), sampler.plies)


def charted_png(
    game_name: str,
    record: GameRecord,
    names: Sequence[str],
    moves: Sequence[MoveRecord],
    locale: str,
    *,
    reveal: bool,
) -> tuple[Charted, bytes]:
    """The game replayed with its chart, and the chart drawn as PNG, in one call."""
    charted = replay_with_chart(game_name, record, names, moves, reveal=reveal)
    return charted, render_chart(charted.chart, locale)
