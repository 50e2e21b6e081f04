"""Caravan (Joe Huber, 2019): camels carry goods along chains to the cities that want them."""

from engine.caravan.game import CaravanGame

GAME = CaravanGame()

__all__ = ["GAME", "CaravanGame"]
