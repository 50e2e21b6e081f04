"""The Voyages of Marco Polo (Hans im Glück, 2015) on the engine contract."""

from engine.marco_polo.game import MarcoPoloGame

GAME = MarcoPoloGame()

__all__ = ["GAME", "MarcoPoloGame"]
