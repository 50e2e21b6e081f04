"""The score chart: each player's score over a game, in the seats' colours and marker
shapes and with the boards' palette and font.

`ScoreChart` holds plain numbers (a sample per turn: its round, or turn in Caravan, and
every seat's score), so it can be built wherever the game is replayed and drawn in
another process. The same chart always gives the same bytes. A chart of `kind` "chances"
draws each seat's chance of winning in per cent the same way (a game's review).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from render import png
from render.chart.drawing import draw_chart
from render.chart.games import ROUND_GAMES, sample, seat_styles
from render.palette import SeatStyle

__all__ = ["ScoreChart", "chart_image", "render_chart", "sample", "seat_styles"]


@dataclass(frozen=True)
class ScoreChart:
    """Samples of a game's scores, oldest first: `periods[i]` is the round (or turn) of
    sample `i` and `scores[i]` every seat's score then."""

    game: str
    names: list[str]
    styles: list[SeatStyle]
    periods: list[int]
    scores: list[list[int]]
    kind: str = "score"  # or "chances": the AI's estimate of each seat's chance, in %

    @property
    def by_round(self) -> bool:
        return self.game in ROUND_GAMES


def chart_image(chart: ScoreChart, locale: str = "en") -> Image.Image:
    """The chart as a Pillow image (for tests and for callers that compose images)."""
    return draw_chart(chart, locale)


def render_chart(chart: ScoreChart, locale: str = "en") -> bytes:
    """PNG bytes of the chart."""
    return png.encode(draw_chart(chart, locale))
