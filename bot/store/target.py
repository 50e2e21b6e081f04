"""What `CARAVANSERAI_DB` names: a SQLite file (a path, or `sqlite:///path`) or a
PostgreSQL database (`postgresql://user:password@host:port/name`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

POSTGRES_SCHEMES = ("postgresql", "postgres")


@dataclass(frozen=True, slots=True)
class Target:
    path: Path | None = None  # SQLite
    dsn: str = ""  # PostgreSQL; may hold a password, so it is never printed

    @property
    def postgres(self) -> bool:
        return bool(self.dsn)


def parse_target(value: str | Path) -> Target:
    """A path or `sqlite:///relative` / `sqlite:////absolute` is SQLite; a
    `postgresql://` (or `postgres://`) URL is PostgreSQL."""
    if isinstance(value, Path):
        return Target(path=value)
    scheme = value.split("://", 1)[0].lower() if "://" in value else ""
    if scheme in POSTGRES_SCHEMES:
        return Target(dsn=value)
    if scheme == "sqlite":
        rest = value.split("://", 1)[1]
        if not rest.startswith("/") or rest == "/":
            raise ValueError("a SQLite URL is sqlite:///relative/path or sqlite:////absolute/path")
        return Target(path=Path(rest[1:]))
    if scheme:
        raise ValueError(
            f"CARAVANSERAI_DB must be a file path, sqlite:///path or postgresql://...,"
            f" not a {scheme}:// URL"
        )
    return Target(path=Path(value))


def describe(dsn: str) -> str:
    """The database a PostgreSQL URL names, as an operator reads it, without the
    password: `name on host:port as user`."""
    parts = urlsplit(dsn)
    host = parts.hostname or "localhost"
    port = parts.port or 5432
    name = parts.path.lstrip("/") or parts.username or "postgres"
    user = f" as {parts.username}" if parts.username else ""
    return f"{name} on {host}:{port}{user}"
