"""The Macao images: `render(view, locale)` draws the board, `render_panels(view,
locale)` the players' panels (see `drawing`)."""

from render.macao.changes import changes
from render.macao.drawing import reference_view, render, render_panels, scoreboard

__all__ = ["changes", "reference_view", "render", "render_panels", "scoreboard"]
