"""The records' command-line tasks of `python -m bot`: `--rerate`, `--export <game id>
[--out FILE]` and `--import FILE`, each on the database `CARAVANSERAI_DB` names, without
Discord (no token needed)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.config import Settings
from bot.records.rater import rerate
from bot.records.transfer import TransferError, export_game, import_game, parse_export
from bot.store import StoreUnavailable, open_store


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("records of finished games")
    group.add_argument(
        "--rerate",
        action="store_true",
        help="recompute every rating from the stored results, in the order games were rated",
    )
    group.add_argument(
        "--export", type=int, metavar="GAME_ID", help="write a game's record as JSON and exit"
    )
    group.add_argument(
        "--out", type=Path, default=None, help="with --export: the file (default: standard output)"
    )
    group.add_argument(
        "--import",
        dest="import_file",
        type=Path,
        metavar="FILE",
        help="read a game record (from --export) into the database and exit",
    )


def wanted(args: argparse.Namespace) -> bool:
    return bool(args.rerate or args.export is not None or args.import_file is not None)


async def run(args: argparse.Namespace, settings: Settings) -> int:
    """Do the one task asked for; 0 on success, 1 with one sentence on standard error."""
    try:
        store = await open_store(settings.CARAVANSERAI_DB)
    except StoreUnavailable as error:
        print(error, file=sys.stderr)
        return 1
    try:
        if args.rerate:
            done = await rerate(store)
            print(
                f"Rerated {done.games} finished games ({done.counted} counted): "
                f"{done.ratings} ratings written."
            )
        if args.export is not None:
            record = await export_game(store, args.export)
            text = record.model_dump_json(indent=2) + "\n"
            if args.out is None:
                sys.stdout.write(text)
            else:
                args.out.write_text(text, encoding="utf-8")
                print(f"Wrote game {args.export} to {args.out}.", file=sys.stderr)
        if args.import_file is not None:
            record = parse_export(args.import_file.read_text(encoding="utf-8"))
            game_id = await import_game(store, record)
            print(f"Imported {args.import_file} as game {game_id}.")
    except (TransferError, OSError) as error:
        print(f"Cannot do that: {error}", file=sys.stderr)
        return 1
    finally:
        await store.close()
    return 0
