"""The command-line options for running at scale: `--shards N --shard-ids a,b,...` (this
process runs some shards of a sharded bot) and `--copy-db FROM TO`."""

from __future__ import annotations

import argparse
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Shards:
    """Which shards this process runs, of how many the bot has in all."""

    count: int
    ids: tuple[int, ...]


def _shard_ids(text: str) -> tuple[int, ...]:
    try:
        ids = tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise argparse.ArgumentTypeError("shard ids are numbers separated by commas") from None
    if not ids or len(set(ids)) != len(ids):
        raise argparse.ArgumentTypeError("shard ids must be distinct numbers, e.g. 0,1")
    return ids


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--shards",
        type=int,
        default=None,
        metavar="N",
        help="the bot's total number of shards; with several processes, the same N in each",
    )
    parser.add_argument(
        "--shard-ids",
        type=_shard_ids,
        default=None,
        metavar="A,B,...",
        help="with --shards: the shards this process runs (default: all of them)",
    )
    parser.add_argument(
        "--copy-db",
        nargs=2,
        default=None,
        metavar=("FROM", "TO"),
        help="copy every game, seat, log entry, setting and reminder into an empty"
        " database (paths or postgresql:// URLs), verify the copy and exit",
    )


def shards_from(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Shards | None:
    """The checked shard plan, or None for an unsharded bot (exits on a bad combination)."""
    if args.shards is None:
        if args.shard_ids is not None:
            parser.error("--shard-ids needs --shards N")
        return None
    if args.shards < 1:
        parser.error("--shards must be at least 1")
    ids = args.shard_ids or tuple(range(args.shards))
    if any(not 0 <= i < args.shards for i in ids):
        parser.error(f"shard ids must lie between 0 and {args.shards - 1}")
    return Shards(args.shards, ids)
