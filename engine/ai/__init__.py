"""AI players: a seat's move chosen by search over what that seat may know.

Pure like the rest of the engine and built on the contract alone (legal moves, apply,
resample, evaluate, the playout picker): no game's internals are read here, and the
real hidden state never is (see `search`). The bot runs it in a process pool and
submits its move like a player's; `advise` runs the same search for a player's hint.
"""

from engine.ai.advice import Advice, advise
from engine.ai.levels import DEFAULT_LEVEL, LEVELS, Level, level
from engine.ai.search import Decision, choose_move, think

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Advice",
    "Decision",
    "Level",
    "advise",
    "choose_move",
    "level",
    "think",
]
