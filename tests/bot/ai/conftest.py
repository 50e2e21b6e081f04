"""The service fixtures of `tests/bot/service` (a real store, a small renderer)."""

from tests.bot.service.conftest import renderer, service

__all__ = ["renderer", "service"]
