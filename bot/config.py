"""Settings from the environment and an optional `.env` file.

The `.env` parser is a few lines of our own rather than a dependency: the format we
accept (KEY=VALUE, `#` comments, optional `export`, single or double quotes) is small,
and the process environment always wins over the file so deployments can override it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from engine.i18n import Locale, normalise_locale

_LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class Settings(BaseModel):
    """Every setting the bot and the sandbox read; the token is a `SecretStr` so it never prints."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    DISCORD_TOKEN: SecretStr | None = None
    DISCORD_GUILD_ID: int | None = None
    CARAVANSERAI_DB: Path = Path("data/caravanserai.sqlite3")
    CARAVANSERAI_BOARD_DIR: Path = Path("boards")
    LOG_LEVEL: str = "INFO"
    REMINDER_FIRST_HOURS: float = Field(default=12, gt=0)
    REMINDER_POLL_SECONDS: float = Field(default=60, gt=0)
    DEFAULT_LOCALE: Locale = "en"

    @field_validator("DISCORD_TOKEN", "DISCORD_GUILD_ID", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        # An empty `DISCORD_TOKEN=` line in .env means "not set", not an empty token.
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("LOG_LEVEL", mode="before")
    @classmethod
    def _log_level(cls, value: object) -> str:
        level = str(value).strip().upper()
        if level not in _LOG_LEVELS:
            raise ValueError(f"LOG_LEVEL must be one of {', '.join(_LOG_LEVELS)}")
        return level

    @field_validator("DEFAULT_LOCALE", mode="before")
    @classmethod
    def _locale(cls, value: object) -> str:
        return normalise_locale(str(value))


def parse_env_file(text: str) -> dict[str, str]:
    """Parse `.env` text: KEY=VALUE lines, blank lines and `#` comments, quoted values."""
    values: dict[str, str] = {}
    for number, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export ") :].lstrip()
        key, sep, rest = line.partition("=")
        key = key.strip()
        if not sep or not key.replace("_", "").isalnum():
            raise ValueError(f".env line {number}: expected KEY=VALUE")
        rest = rest.strip()
        if rest[:1] in ("'", '"'):
            quote = rest[0]
            end = rest.find(quote, 1)
            if end == -1:
                raise ValueError(f".env line {number}: unterminated quote")
            value = rest[1:end]
            if quote == '"':
                value = value.replace("\\n", "\n")
        else:
            # An unquoted value ends at " #" (an inline comment).
            comment = rest.find(" #")
            value = (rest if comment == -1 else rest[:comment]).strip()
        values[key] = value
    return values


def load_settings(
    env: Mapping[str, str] | None = None, env_file: str | Path | None = ".env"
) -> Settings:
    """Settings from `env_file` (if it exists), overridden by `env` (default: os.environ)."""
    values: dict[str, str] = {}
    if env_file is not None:
        path = Path(env_file)
        if path.is_file():
            values.update(parse_env_file(path.read_text(encoding="utf-8")))
    source = os.environ if env is None else env
    for name in Settings.model_fields:
        if name in source:
            values[name] = source[name]
    return Settings.model_validate(values)
