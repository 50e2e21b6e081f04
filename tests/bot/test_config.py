"""Settings: .env parsing, environment precedence, defaults, and a token that never prints."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.config import Settings, SettingsError, load_settings, parse_env_file


def test_parse_env_file_handles_comments_quotes_and_export() -> None:
    text = (
        "# a comment\n\n"
        "export DISCORD_TOKEN='abc def'\n"
        'LOG_LEVEL="debug"  # inline\n'
        "REMINDER_FIRST_HOURS=6 # six hours\n"
        "EMPTY=\n"
    )
    assert parse_env_file(text) == {
        "DISCORD_TOKEN": "abc def",
        "LOG_LEVEL": "debug",
        "REMINDER_FIRST_HOURS": "6",
        "EMPTY": "",
    }
    with pytest.raises(ValueError, match="line 1"):
        parse_env_file("no equals sign")
    with pytest.raises(ValueError, match="unterminated"):
        parse_env_file("A='open")


def test_defaults_without_env_or_file(tmp_path: Path) -> None:
    settings = load_settings({}, tmp_path / "missing.env")
    assert settings.DISCORD_TOKEN is None
    assert settings.CARAVANSERAI_DB == "data/caravanserai.sqlite3"
    assert (os.cpu_count() or 1) == settings.RENDER_PROCESSES
    assert Path("boards") == settings.CARAVANSERAI_BOARD_DIR
    assert (settings.LOG_LEVEL, settings.DEFAULT_LOCALE) == ("INFO", "en")
    assert (settings.REMINDER_FIRST_HOURS, settings.REMINDER_POLL_SECONDS) == (12, 60)


def test_environment_overrides_file(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(
        "DISCORD_TOKEN=from-file\nDISCORD_GUILD_ID=42\nDEFAULT_LOCALE=de-DE\nLOG_LEVEL=warning\n"
    )
    settings = load_settings({"DISCORD_TOKEN": "from-env", "UNRELATED": "x"}, env_file)
    assert settings.DISCORD_TOKEN is not None
    assert settings.DISCORD_TOKEN.get_secret_value() == "from-env"
    assert settings.DISCORD_GUILD_ID == 42
    assert settings.DEFAULT_LOCALE == "de"
    assert settings.LOG_LEVEL == "WARNING"


def test_token_never_appears_in_repr_or_str() -> None:
    settings = Settings(DISCORD_TOKEN="super-secret-token")  # type: ignore[arg-type]
    assert "super-secret-token" not in repr(settings)
    assert "super-secret-token" not in str(settings)
    assert "super-secret-token" not in settings.model_dump_json()


def test_blank_token_means_unset_and_bad_values_are_rejected() -> None:
    assert load_settings({"DISCORD_TOKEN": "  "}, None).DISCORD_TOKEN is None
    with pytest.raises(SettingsError, match="LOG_LEVEL must be one of DEBUG"):
        load_settings({"LOG_LEVEL": "LOUD"}, None)
    with pytest.raises(SettingsError, match="REMINDER_FIRST_HOURS must be a number of hours"):
        load_settings({"REMINDER_FIRST_HOURS": "0"}, None)


def test_metrics_are_off_unless_a_port_is_given() -> None:
    assert load_settings({}, None).METRICS_PORT is None
    assert load_settings({"METRICS_PORT": " "}, None).METRICS_PORT is None
    settings = load_settings({"METRICS_PORT": "9464"}, None)
    assert (settings.METRICS_PORT, settings.METRICS_ADDRESS) == (9464, "127.0.0.1")
    with pytest.raises(SettingsError, match="METRICS_PORT must be a TCP port"):
        load_settings({"METRICS_PORT": "0"}, None)


def test_env_example_lists_every_setting_without_secrets() -> None:
    example = Path(__file__).resolve().parents[2] / ".env.example"
    values = parse_env_file(example.read_text())
    assert set(values) == set(Settings.model_fields)
    assert values["DISCORD_TOKEN"] == ""


def test_the_database_may_be_a_path_or_a_url(tmp_path: Path) -> None:
    url = "postgresql://bot:secret@db.example:5432/caravanserai"
    assert url == load_settings({"CARAVANSERAI_DB": url}, None).CARAVANSERAI_DB
    path = str(tmp_path / "x.sqlite3")
    assert path == load_settings({"CARAVANSERAI_DB": path}, None).CARAVANSERAI_DB
    with pytest.raises(ValueError, match="CARAVANSERAI_DB must be") as refused:
        load_settings({"CARAVANSERAI_DB": "mysql://bot:hunter2@db/x"}, None)
    assert "hunter2" not in str(refused.value)  # a URL may hold a password
    with pytest.raises(ValueError):
        load_settings({"RENDER_PROCESSES": "-1"}, None)
