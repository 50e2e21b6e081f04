"""A fake Discord on loopback that the real discord.py client connects to (DISCORD.md)."""

from tests.e2e.fake_discord.payloads import FakeChannel, FakeUser
from tests.e2e.fake_discord.records import FakeMessage, InteractionRecord
from tests.e2e.fake_discord.server import FakeDiscord

__all__ = ["FakeChannel", "FakeDiscord", "FakeMessage", "FakeUser", "InteractionRecord"]
