"""The Caravan board image: `render(view, locale)` draws it (see `drawing`)."""

from render.caravan.drawing import reference_view, render, scoreboard

__all__ = ["reference_view", "render", "scoreboard"]
