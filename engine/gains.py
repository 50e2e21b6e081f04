"""What advice's reasons share in every game: the biggest gains of a move, in order.

Each game's `advice.reasons` offers its candidates (how much a part of its evaluation
grew, and the sentence that says so) and keeps the strongest few.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.i18n import Text

MAX_REASONS = 2
MIN_GAIN = 0.5  # points of evaluation below which a change is not worth a sentence


def strongest(candidates: Iterable[tuple[float, Text]], limit: int = MAX_REASONS) -> list[Text]:
    """The texts of the `limit` largest gains (ties in the order given); none that is
    not a real gain."""
    ranked = sorted(
        ((gain, index, text) for index, (gain, text) in enumerate(candidates) if gain >= MIN_GAIN),
        key=lambda item: (-item[0], item[1]),
    )
    return [text for _, _, text in ranked[:limit]]


def gains(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    """How much each named part grew from `before` to `after`."""
    return {name: after.get(name, 0.0) - value for name, value in before.items()}


def points(gain: float) -> int:
    """A gain as a player reads it, in whole points (at least 1 for a gain worth saying)."""
    return max(1, round(gain)) if gain >= MIN_GAIN else round(gain)
