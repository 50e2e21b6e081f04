"""Macao (Stefan Feld, alea 2009) on the engine contract; components from data/macao.json."""

from engine.macao import help as _help  # noqa: F401  (registers the rules help)
from engine.macao import texts as _texts  # noqa: F401  (registers the messages)
from engine.macao.game import MacaoGame

GAME = MacaoGame()

__all__ = ["GAME", "MacaoGame"]
