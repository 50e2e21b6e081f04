"""The Caravan board image: `render(view, locale)` draws it (see `drawing`)."""

from render.caravan.changes import changes
from render.caravan.drawing import reference_view, render, scoreboard

__all__ = ["changes", "reference_view", "render", "scoreboard"]
