"""The Marco Polo board image: `render(view, locale)` draws it (see `drawing`)."""

from render.marco_polo.drawing import reference_view, render

__all__ = ["reference_view", "render"]
