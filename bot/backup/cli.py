"""`python -m bot --backup [DIR]` and `python -m bot --restore FILE`, on the database
`CARAVANSERAI_DB` names, without Discord (no token needed)."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from bot.backup.lock import DatabaseInUse
from bot.backup.pg_tools import ToolMissing
from bot.backup.take import BackupFailed, restore_backup, take_backup
from bot.config import Settings
from bot.store import StoreUnavailable

FAILED_EXIT = 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("backups")
    group.add_argument(
        "--backup",
        nargs="?",
        const=True,
        default=None,
        metavar="DIR",
        help="take a verified backup (default folder: BACKUP_DIR), keep the newest"
        " BACKUP_KEEP and exit; safe while the bot runs",
    )
    group.add_argument(
        "--restore",
        type=Path,
        default=None,
        metavar="FILE",
        help="replace the database by a backup and verify it; refused while a bot runs",
    )


def wanted(args: argparse.Namespace) -> bool:
    return args.backup is not None or args.restore is not None


async def run(args: argparse.Namespace, settings: Settings) -> int:
    """Do the one task asked for; 0 on success, 1 with one sentence on standard error."""
    try:
        if args.restore is not None:
            report = await restore_backup(settings.CARAVANSERAI_DB, args.restore)
            print(
                f"Restored {report.path} in {report.seconds:.1f} s;"
                f" {report.replayed} running games replay to their stored states."
            )
            return 0
        folder = settings.BACKUP_DIR if args.backup is True else Path(args.backup)
        report = await take_backup(settings.CARAVANSERAI_DB, folder, settings.BACKUP_KEEP)
    except (
        BackupFailed,
        DatabaseInUse,
        ToolMissing,
        StoreUnavailable,
        subprocess.SubprocessError,
        OSError,
    ) as error:
        print(f"{'Restore' if args.restore else 'Backup'} failed: {error}", file=sys.stderr)
        return FAILED_EXIT
    print(
        f"Backed up to {report.path} ({report.size / 1e6:.1f} MB) in {report.seconds:.1f} s;"
        f" verified: {report.replayed} running games replay to their stored states."
    )
    for path in report.removed:
        print(f"Removed the old backup {path}.")
    return 0
