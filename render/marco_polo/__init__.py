"""The Marco Polo images: `render(view, locale)` draws the board and `render_panels` the
players' panels, the second image of a message (see `drawing`)."""

from render.marco_polo.changes import changes
from render.marco_polo.drawing import reference_view, render, render_panels, scoreboard

__all__ = ["changes", "reference_view", "render", "render_panels", "scoreboard"]
