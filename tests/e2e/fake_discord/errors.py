"""Discord's error answers, as the fake raises them inside a route."""

from __future__ import annotations


class DiscordError(Exception):
    """An error answer in Discord's JSON shape."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message
