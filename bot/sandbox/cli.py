"""The sandbox's command line: start a new game, list saved ones, or resume one."""

from __future__ import annotations

import argparse
import asyncio
import secrets
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TextIO

import engine
from bot.ai import AiDriver, AiPool
from bot.config import Settings
from bot.options import OptionValue, option_pair
from bot.sandbox.boards import Boards
from bot.sandbox.saved import saved_game, saved_games
from bot.sandbox.session import Sandbox
from bot.sandbox.wording import plain
from bot.service import GameService, Place, Player, Renderer, ServiceError
from bot.service.limits import OPTIONS_MAX, check_options
from bot.startup import debugging, report, sandbox_command, settings_or_exit
from bot.store import Store, open_store
from engine import IllegalMove, Rng
from engine.ai import DEFAULT_LEVEL, LEVELS

DEFAULT_DB = Path("data/sandbox.sqlite3")


def default_renderer() -> Renderer:
    """The real board renderer without the status card: the sandbox prints whose turn it
    is and every score after each move. Imported late: `bot` must not need Pillow to
    import."""
    import render

    return partial(render.render_images, card=False)


def parse_option(text: str) -> tuple[str, OptionValue]:
    """`key=value` (a bare `key` switches it on); never fails: the game's options then
    refuse, naming the option and the values it takes. The text is clipped to the
    options limit, which `run` reports."""
    return option_pair(text[: OPTIONS_MAX + 1])


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot.sandbox",
        description="Play a game hot-seat in the terminal, through the bot's service layer.",
    )
    parser.add_argument("game", nargs="?", help=f"one of: {', '.join(engine.names())}")
    parser.add_argument("--players", type=int, default=2, help="number of players")
    parser.add_argument(
        "--ai", type=int, default=0, metavar="N", help="N of the players are AIs (default 0)"
    )
    parser.add_argument(
        "--ai-level", choices=list(LEVELS), default=DEFAULT_LEVEL, help="how strong the AIs play"
    )
    parser.add_argument("--seed", type=int, default=None, help="game seed (default: random)")
    parser.add_argument("--db", type=Path, default=None, help=f"SQLite file ({DEFAULT_DB})")
    parser.add_argument("--out", type=Path, default=None, help="folder for board images")
    parser.add_argument(
        "--keep-boards",
        action="store_true",
        help="keep every board image (default: each new board overwrites latest.png)",
    )
    parser.add_argument("--locale", choices=list(engine.i18n.locales()), default=None, help="language")
    parser.add_argument(
        "--option", action="append", default=[], help="game option KEY=VALUE (repeatable)"
    )
    parser.add_argument(
        "--resume",
        nargs="?",
        const=0,
        type=int,
        default=None,
        metavar="ID",
        help="list the saved games in progress, or continue game ID",
    )
    parser.add_argument("--auto", action="store_true", help="play random legal moves to the end")
    parser.add_argument("--max-moves", type=int, default=5000, help="stop --auto after N moves")
    return parser


def seat_numbers(seats: int, people: int, seed: int) -> list[int]:
    """The seat numbers (1-based) the first `people` to join will sit at: the service
    seats a table in join order shuffled from the seed, and naming each person by their
    seat ("Player 2" sits at seat 2) keeps the names and the seat numbers one."""
    order = Rng.from_seed(seed, "seats").shuffled(list(range(seats)))
    return [order.index(joined) + 1 for joined in range(people)]


def _resume_command(args: argparse.Namespace, db_path: Path) -> Callable[[int], str]:
    extra = [] if args.db is None else ["--db", str(db_path)]
    return lambda game_id: sandbox_command(["--resume", str(game_id), *extra])


async def _list_saved(store: Store, db_path: Path, locale: str, out: TextIO) -> int:
    saved = await saved_games(store)
    if not saved:
        print(engine.t("bot.sandbox.saved.none", db=str(db_path)).render(locale), file=out)
        return 0
    print(engine.t("bot.sandbox.saved.header", db=str(db_path)).render(locale), file=out)
    for game in saved:
        print("  " + game.line().render(locale), file=out)
    return 0


async def run(
    argv: Sequence[str] | None = None,
    renderer: Renderer | None = None,
    read_line: Callable[[], str | None] | None = None,
    out: TextIO | None = None,
    settings: Settings | None = None,
) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not 0 <= args.ai <= args.players:
        parser.error("--ai must be between 0 and --players")
    if settings is None:
        loaded = settings_or_exit()
        if isinstance(loaded, int):
            return loaded
        settings = loaded
    locale = args.locale or settings.DEFAULT_LOCALE
    stream = out or sys.stdout

    def refuse(text: engine.Text) -> int:
        print(plain(f"! {text.render(locale)}"), file=stream)
        return 2

    if args.game is None and args.resume is None:
        return refuse(engine.t("bot.sandbox.game_needed", games=", ".join(engine.names())))
    db_path = args.db or DEFAULT_DB
    store = await open_store(db_path)
    try:
        if args.resume == 0:
            return await _list_saved(store, db_path, locale, stream)
        service = GameService(
            store,
            renderer or default_renderer(),
            reminder_hours=settings.REMINDER_FIRST_HOURS,
            default_locale=locale,
        )
        if args.resume is not None:
            saved = await saved_game(store, args.resume, args.locale)
            if saved is None:
                return refuse(
                    engine.t("bot.sandbox.resume.unknown", id=args.resume, db=str(db_path))
                )
            place, players, seed = saved.place, saved.players, saved.record.seed
        else:
            seed = secrets.randbits(63) if args.seed is None else args.seed
            # Each session gets its own "channel", so earlier sessions never collide.
            place = Place(None, secrets.randbits(48))
            players = [
                Player(n, engine.t("bot.sandbox.player", number=n).render(locale), locale)
                for n in seat_numbers(args.players, max(args.players - args.ai, 1), seed)
            ]
        folder = (args.out or settings.CARAVANSERAI_BOARD_DIR / f"sandbox-{seed}").resolve()
        folder.mkdir(parents=True, exist_ok=True)
        box = Sandbox(
            service,
            place,
            players,
            Boards(folder, keep=args.keep_boards),
            stream,
            locale,
            _resume_command(args, db_path),
            db_path,
        )
        box.ai = AiDriver(service, AiPool(0), box.publish)
        box.echo = read_line is not None or not sys.stdin.isatty()  # typed by a program
        try:
            if args.resume is not None:
                assert saved is not None
                box.game_id = saved.record.id
                box.say(
                    engine.t(
                        "bot.sandbox.resumed",
                        id=saved.record.id,
                        game=saved.title,
                        moves=saved.moves,
                    )
                )
                box.show(await service.board(place, players[0]))
            else:
                check_options(" ".join(args.option))
                options = dict(parse_option(text) for text in args.option)
                await _seat_everyone(box, args, options, seed)
        except (ServiceError, IllegalMove) as error:
            text = error.text if isinstance(error, ServiceError) else error.reason
            box.refuse(text)
            await box.ai.stop()
            return 2
        chooser = Rng.from_seed(seed, "sandbox") if args.auto else None
        if read_line is None:
            _interrupt_at_once()
        try:
            return await box.play(read_line or _stdin_line, chooser, args.max_moves)
        finally:
            await box.ai.stop()
    finally:
        await store.close()


async def _seat_everyone(
    box: Sandbox, args: argparse.Namespace, options: dict[str, OptionValue], seed: int
) -> None:
    """Open the table, seat the people, then `--ai` AI players, and start."""
    service, place = box.service, box.place
    players = list(box.players.values())
    opened = await service.create(  # practice: `hint` is always allowed here
        place, players[0], args.game, options, seed, ai_level=args.ai_level, hints=True
    )
    box.show(opened)
    for player in players[1:]:
        box.show(await service.join(place, player))
    for _ in range(args.players - len(players)):
        box.show(await service.add_ai(place, players[0], args.ai_level))
    box.show(await service.start(place, players[0]))
    if args.ai == args.players:  # only AIs: the creator hands the seat over and watches
        box.show(await service.leave(place, players[0]))


def _stdin_line() -> str | None:
    line = sys.stdin.readline()
    return None if line == "" else line


def _interrupt_at_once() -> None:
    """Ctrl-C raises KeyboardInterrupt where it strikes, in a read of the terminal too
    (the session then says how to continue): asyncio's own handler would only cancel
    the task, which a blocking read never notices."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.default_int_handler)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return asyncio.run(run(argv))
    except KeyboardInterrupt:
        return 130
    except Exception as error:
        return report(error, "The sandbox", debugging())
