"""Macao (Stefan Feld, alea 2009) on the engine contract; components from data/macao.json."""

from engine.macao.game import MacaoGame

GAME = MacaoGame()

__all__ = ["GAME", "MacaoGame"]
