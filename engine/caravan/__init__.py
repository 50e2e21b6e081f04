"""Caravan (Joe Huber, 2019): camels carry goods along chains to the cities that want them."""

from engine.caravan import help as _help  # noqa: F401  (registers the rules help)
from engine.caravan import texts as _texts  # noqa: F401  (registers the messages)
from engine.caravan.rules import CaravanGame

GAME = CaravanGame()

__all__ = ["GAME", "CaravanGame"]
