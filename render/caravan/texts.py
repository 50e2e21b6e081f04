"""Labels drawn on the Caravan image, from the one message catalogue."""

from __future__ import annotations

from render.texts import label

__all__ = ["label"]
