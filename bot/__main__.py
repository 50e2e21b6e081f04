"""`python -m bot` runs the Discord bot; `python -m bot --sync [--guild ID]` registers
its slash commands and exits (never on every start: Discord limits command creates).
`--rerate`, `--export ID` and `--import FILE` work on the database without Discord,
and so do `--backup [DIR]` and `--restore FILE` (see README "Backups").
At scale, `--shards N --shard-ids a,b` runs some shards of the bot in this process, and
`--copy-db FROM TO` copies one database into another (see "Running at scale").

Without a token it says what to do; in an interactive terminal it then starts the
sandbox, so the README's one command lets a newcomer play at once. A start-up failure
ends the process at once with one plain sentence (see `bot.startup`).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence

from bot import scaling
from bot.backup import cli as backup_cli
from bot.records import cli as records_cli
from bot.startup import (
    RedactToken,
    debugging,
    report,
    sandbox_command,
    settings_or_exit,
    setup_logging,
)

__all__ = ["RedactToken", "main"]

DEFAULT_SANDBOX = ["caravan", "--players", "3"]
NO_TOKEN_EXIT = 2


def no_token_text() -> str:
    """What to do without a token, with commands that work from any folder."""
    return (
        "No DISCORD_TOKEN is set. Put it in the environment or in a .env file in this "
        "folder (see .env.example and the README).\n"
        "To try the games without Discord, run the terminal sandbox:\n"
        f"    {sandbox_command(DEFAULT_SANDBOX)}\n"
        "Other games:\n"
        f"    {sandbox_command(['marco_polo', '--players', '4'])}\n"
        f"    {sandbox_command(['macao', '--players', '4'])}\n"
    )


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("--sync", action="store_true", help="register the slash commands and exit")
    parser.add_argument(
        "--guild", type=int, default=None, help="with --sync: only this server (instant update)"
    )
    records_cli.add_arguments(parser)
    backup_cli.add_arguments(parser)
    scaling.add_arguments(parser)
    args = parser.parse_args(argv)
    args.shard_plan = scaling.shards_from(args, parser)
    return args


def copy_db(source: str, target: str) -> int:
    """`--copy-db FROM TO`: needs no token and starts no bot."""
    from bot.copy_db import CopyRefused, run_copy
    from bot.store import StoreUnavailable

    try:
        return asyncio.run(run_copy(source, target))
    except (CopyRefused, StoreUnavailable, ValueError) as error:
        print(error, file=sys.stderr)
        return 2


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.copy_db:
        return copy_db(*args.copy_db)
    settings = settings_or_exit()
    if isinstance(settings, int):
        return settings
    if records_cli.wanted(args):
        return asyncio.run(records_cli.run(args, settings))
    if backup_cli.wanted(args):  # also the bot's automatic backups, in a child process
        return asyncio.run(backup_cli.run(args, settings))
    if settings.DISCORD_TOKEN is None:
        print(no_token_text(), file=sys.stderr)
        if not sys.stdin.isatty():
            return NO_TOKEN_EXIT  # a service manager or a script: it cannot answer a prompt
        print(
            "Starting the terminal sandbox now: Caravan for 3 players, hot-seat.\n", file=sys.stderr
        )
        from bot.sandbox import main as sandbox_main

        return sandbox_main(DEFAULT_SANDBOX)
    setup_logging(settings)
    from bot.discord.app import run  # imported late: the no-token path needs no discord.py

    try:
        return asyncio.run(
            run(settings, sync=args.sync, guild_id=args.guild, shards=args.shard_plan)
        )
    except KeyboardInterrupt:
        return 0
    except Exception as error:
        return report(error, "The bot", debugging(settings))


if __name__ == "__main__":
    sys.exit(main())
