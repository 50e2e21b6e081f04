"""How hard an AI seat thinks: its search budget per move, by level.

Budgets are counts, not clock time, so an AI's move depends only on what its seat sees
and its seed (a test proves it); `seconds` is a safety cap of CPU time on one core
(Marco Polo's `normal` reaches it in about one search in six, the other games rarely).
The cap is checked between iterations, so a search can overrun it by one: `normal`'s
1.8 s keeps Marco Polo's longest decisions (2.17 s at a 2-second cap) within 2 seconds.
Where a game's AI plans whole turns (Caravan), the budget is the plan's beam sizes, and
the cap is checked after each move of a planned turn and each answer.
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
    # Turn planning (`engine.ai.plan`), for games whose turn is several moves of one seat
    # (`Game.plans_turns`); 0 plan_width: those games are searched like the others.
    plan_width: int = 0  # positions kept after each move of the seat's own turn
    plan_answers: int = 0  # turn ends answered by the next seat's best turn
    plan_answer_width: int = 1  # positions kept after each move of the answering turn
    plan_follow_width: int = 0  # the seat's own next turn after the answer (0: not planned)
    plan_worlds: int = 1  # resampled worlds planned in


LEVELS: dict[str, Level] = {
    "easy": Level("easy", iterations=40, rollout=6, exploration=1.0, seconds=1.0, blunder=0.25),
    "normal": Level(
        "normal",
        iterations=240,
        rollout=12,
        exploration=0.7,
        seconds=1.8,
        prior_worlds=4,
        plan_width=8,
        plan_answers=4,
        plan_answer_width=2,
        plan_follow_width=2,
    ),
    "hard": Level(
        "hard",
        iterations=1200,
        rollout=16,
        exploration=0.6,
        seconds=9.5,
        prior_worlds=4,
        plan_width=16,
        plan_answers=10,
        plan_answer_width=3,
        plan_follow_width=3,
    ),
}
DEFAULT_LEVEL = "normal"


def level(name: str) -> Level:
    """The level called `name` (case-insensitive); ValueError for an unknown one."""
    found = LEVELS.get(name.strip().lower())
    if found is None:
        raise ValueError(f"unknown AI level {name!r}; known: {', '.join(LEVELS)}")
    return found
