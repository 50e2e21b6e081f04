"""How hard an AI seat thinks: its search budget per move, by level.

Budgets are counts, not clock time, so an AI's move depends only on what its seat sees
and its seed (a test proves it); `seconds` is a safety cap of CPU time on one core
(Marco Polo's `normal` reaches it in about one search in six, the other games rarely).
The cap is checked between iterations, so a search can overrun it by one: `normal`'s
1.8 s keeps Marco Polo's longest decisions (2.17 s at a 2-second cap) within 2 seconds.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    """One strength: `iterations` resampled worlds searched per move, each followed by
    `rollout` moves of the game's playout picker before the position is judged."""

    name: str
    iterations: int
    rollout: int
    exploration: float
    seconds: float
    blunder: float = 0.0  # chance to play a plausible move without searching (easy)
    turn_end: bool = False  # rollouts go on to the end of the turn under way
    prior_worlds: int = 0  # worlds the root's moves are judged in one move ahead first
    stretch: bool = True  # selection compares rewards stretched between worst and best


LEVELS: dict[str, Level] = {
    "easy": Level("easy", iterations=40, rollout=6, exploration=1.0, seconds=1.0, blunder=0.25),
    "normal": Level(
        "normal", iterations=240, rollout=12, exploration=0.7, seconds=1.8, prior_worlds=4
    ),
    "hard": Level(
        "hard", iterations=1200, rollout=16, exploration=0.6, seconds=9.5, prior_worlds=4
    ),
}
DEFAULT_LEVEL = "normal"


def level(name: str) -> Level:
    """The level called `name` (case-insensitive); ValueError for an unknown one."""
    found = LEVELS.get(name.strip().lower())
    if found is None:
        raise ValueError(f"unknown AI level {name!r}; known: {', '.join(LEVELS)}")
    return found
