"""`python -m bot --sync [--guild ID]` registers the commands without opening the gateway."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import Settings
from bot.discord.app import run
from tests.e2e.fake_discord import FakeDiscord

pytestmark = pytest.mark.e2e


async def test_sync_to_one_guild_with_german_localisations(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    settings = Settings(DISCORD_TOKEN="secret-token", CARAVANSERAI_DB=tmp_path / "db.sqlite3")
    assert await run(settings, sync=True, guild_id=fake.guild.id) == 0
    assert fake.identify_count == 0, "syncing never connects to the gateway"
    commands = {c["name"]: c for c in fake.guild_commands[fake.guild.id]}
    assert set(commands) == {"game", "move", "stats", "leaderboard", "me", "games"}
    assert commands["games"]["name_localizations"]["de"] == "spiele"
    assert commands["leaderboard"]["name_localizations"]["de"] == "bestenliste"
    assert commands["me"]["name_localizations"]["de"] == "ich"
    game = commands["game"]
    assert game["name_localizations"]["de"] == "spiel"
    replay = next(o for o in game["options"] if o["name"] == "replay")
    assert replay["name_localizations"]["de"] == "wiederholung"
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["name_localizations"]["de"] == "neu"
    choices = next(o for o in new["options"] if o["name"] == "game")["choices"]
    assert {c["value"] for c in choices} >= {"caravan"}
    notation = commands["move"]["options"][0]
    assert notation["autocomplete"] is True and notation["required"] is True
    assert fake.global_commands == []


async def test_sync_globally(fake: FakeDiscord, tmp_path: Path) -> None:
    settings = Settings(DISCORD_TOKEN="secret-token", CARAVANSERAI_DB=tmp_path / "db.sqlite3")
    assert await run(settings, sync=True) == 0
    assert {c["name"] for c in fake.global_commands} == {
        "game",
        "move",
        "stats",
        "leaderboard",
        "me",
        "games",
    }


async def test_a_rejected_token_is_a_clear_error(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fake.reject_token = True
    settings = Settings(DISCORD_TOKEN="wrong-token", CARAVANSERAI_DB=tmp_path / "db.sqlite3")
    assert await run(settings, sync=True) == 1
    assert "rejected the token" in caplog.text
    assert "wrong-token" not in caplog.text
