"""`python -m bot` runs the Discord bot; `python -m bot --sync [--guild ID]` registers
its slash commands and exits (never on every start: Discord limits command creates).

Without a token it says so; in an interactive terminal it then starts the sandbox, so the
README's one command lets a newcomer play at once."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence

from bot.config import Settings, load_settings

NO_TOKEN = (
    "No DISCORD_TOKEN is set. Put it in the environment or in a .env file "
    "(see .env.example and the README).\n"
    "To try the games without Discord, run the terminal sandbox:\n"
    "    python -m bot.sandbox caravan --players 3\n"
)
SANDBOX_INSTEAD = (
    "Starting the terminal sandbox instead: Caravan for 3 players, hot-seat.\n"
    "Other games: python -m bot.sandbox marco_polo --players 4  |  "
    "python -m bot.sandbox macao --players 4\n"
)
DEFAULT_SANDBOX = ["caravan", "--players", "3"]


class RedactToken(logging.Filter):
    """Defence in depth: no log record may ever carry the token, whoever formats it."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        if self.token and self.token in record.getMessage():
            record.msg = record.getMessage().replace(self.token, "[token]")
            record.args = ()
        return True


def setup_logging(settings: Settings) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    token = settings.DISCORD_TOKEN.get_secret_value() if settings.DISCORD_TOKEN else ""
    handler.addFilter(RedactToken(token))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(settings.LOG_LEVEL)
    logging.getLogger("discord.http").setLevel(max(logging.INFO, root.level))


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("--sync", action="store_true", help="register the slash commands and exit")
    parser.add_argument(
        "--guild", type=int, default=None, help="with --sync: only this server (instant update)"
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        settings = load_settings()
    except ValueError as error:
        print(f"Invalid settings: {error}", file=sys.stderr)
        return 2
    if settings.DISCORD_TOKEN is None:
        print(NO_TOKEN, file=sys.stderr)
        if not sys.stdin.isatty():
            return 2  # a service manager or a script: fail clearly instead of waiting for input
        print(SANDBOX_INSTEAD, file=sys.stderr)
        from bot.sandbox import main as sandbox_main

        return sandbox_main(DEFAULT_SANDBOX)
    setup_logging(settings)
    from bot.discord.app import run  # imported late: the no-token path needs no discord.py

    try:
        return asyncio.run(run(settings, sync=args.sync, guild_id=args.guild))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
