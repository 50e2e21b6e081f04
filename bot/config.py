"""Settings from the environment and an optional `.env` file.

The `.env` parser is a few lines of our own rather than a dependency: the format we
accept (KEY=VALUE, `#` comments, optional `export`, single or double quotes) is small,
and the process environment always wins over the file so deployments can override it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

from bot.store.target import parse_target
from engine.i18n import Locale, normalise_locale

_LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class SettingsError(ValueError):
    """Settings that failed validation. The message names each bad setting and what it
    expects, never its value: a token pasted into the wrong setting must not be printed."""


class Settings(BaseModel):
    """Every setting the bot and the sandbox read; the token is a `SecretStr` so it never prints.

    Each field's description says what it expects (the error for a bad value quotes it).
    """

    model_config = ConfigDict(frozen=True, extra="ignore", hide_input_in_errors=True)

    DISCORD_TOKEN: SecretStr | None = Field(
        default=None, description="the bot's token from the Discord developer portal"
    )
    DISCORD_GUILD_ID: int | None = Field(
        default=None, description="a server id, a whole number (Copy Server ID in Discord)"
    )
    CARAVANSERAI_DB: str = Field(
        default="data/caravanserai.sqlite3",
        description="a SQLite file's path (or sqlite:///path) or a postgresql:// URL",
    )
    CARAVANSERAI_BOARD_DIR: Path = Field(default=Path("boards"), description="a folder path")
    LOG_LEVEL: str = Field(default="INFO", description=f"one of {', '.join(_LOG_LEVELS)}")
    LOG_SQL: bool = Field(
        default=False,
        description="true or false (true logs every SQL statement at LOG_LEVEL=DEBUG)",
    )
    LOG_FORMAT: Literal["text", "json"] = Field(
        default="text", description="text or json (one JSON object per line)"
    )
    LOG_FILE: Path | None = Field(
        default=None,
        description="a file path (rotated at 10 MiB, 5 old files kept), or empty for the"
        " standard error stream",
    )
    BACKUP_DIR: Path = Field(default=Path("backups"), description="a folder path")
    BACKUP_HOURS: float = Field(
        default=0, ge=0, description="a number of hours, 0 or more (0: no automatic backups)"
    )
    BACKUP_KEEP: int = Field(default=7, ge=1, description="a whole number of backups, 1 or more")
    METRICS_PORT: int | None = Field(
        default=None,
        ge=1,
        le=65535,
        description="a TCP port from 1 to 65535 for /healthz and /metrics, or empty for none",
    )
    METRICS_ADDRESS: str = Field(
        default="127.0.0.1", description="the address /healthz and /metrics listen on"
    )
    REMINDER_FIRST_HOURS: float = Field(default=12, gt=0, description="a number of hours above 0")
    REMINDER_POLL_SECONDS: float = Field(
        default=60, gt=0, description="a number of seconds above 0"
    )
    DEFAULT_LOCALE: Locale = Field(default="en", description="a language of the catalogue")
    RENDER_PROCESSES: int = Field(
        default_factory=lambda: os.cpu_count() or 1,
        ge=0,
        description="a whole number of processes drawing boards, 0 or more (0: in the bot's own)",
    )
    AI_WORKERS: int = Field(
        default=1,
        ge=0,
        description="a whole number of processes, 0 or more (0: a thread of the bot)",
    )

    @field_validator("RENDER_PROCESSES", mode="before")
    @classmethod
    def _processes(cls, value: object) -> object:
        if isinstance(value, str) and not value.strip():
            return os.cpu_count() or 1  # an empty line in .env: one per core
        return value

    @field_validator("LOG_FORMAT", mode="before")
    @classmethod
    def _log_format(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("LOG_FILE", mode="before")
    @classmethod
    def _log_file(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("CARAVANSERAI_DB", mode="before")
    @classmethod
    def _database(cls, value: object) -> str:
        text = str(value).strip()
        parse_target(text)  # a URL of another kind is refused here, at start-up
        return text

    @field_validator("DISCORD_TOKEN", "DISCORD_GUILD_ID", "METRICS_PORT", mode="before")
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
    try:
        return Settings.model_validate(values)
    except ValidationError as error:
        raise SettingsError(describe_errors(error)) from None


def describe_errors(error: ValidationError) -> str:
    """`NAME must be <what it expects>` for each bad setting, without any value."""
    problems = []
    for name in dict.fromkeys(str(e["loc"][0]) for e in error.errors() if e["loc"]):
        field = Settings.model_fields.get(name)
        expected = field.description if field is not None else None
        problems.append(f"{name} must be {expected}" if expected else f"{name} is not valid")
    return "; ".join(problems) + " (the value is not shown, as it may be a secret)."
