"""Terminal sandbox: hot-seat play through the same `GameService` and a real SQLite file.

    python -m bot.sandbox caravan --players 3 [--seed N] [--db PATH] [--out DIR] [--auto]

Every player sits at this one terminal; the sandbox always acts for the (first) seat the
table is waiting for. Type a move's number or its notation, or `undo`, `log [page]`,
`status`, `board`, `rules [topic]`, `help`, `quit`. Each board image is written to the output folder.
Reading stdin line by line, it also plays from a pipe (the tests do), and `--auto`
plays random legal moves to the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import secrets
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

import bot.texts  # noqa: F401  (registers the sandbox's messages)
import engine
from bot import rules_help
from bot.config import load_settings
from bot.service import GameService, Place, Player, Renderer, Reply, ServiceError
from bot.store import Store
from engine import IllegalMove, Rng, Text
from engine.help import help_title
from engine.i18n import register

register(
    {
        "bot.sandbox.help.rules": (
            "`rules` lists the game's rules help topics, `rules <topic>` shows one.",
            "`rules` listet die Themen der Regelhilfe, `rules <Thema>` zeigt eines.",
        ),
        "bot.sandbox.rules.topics": (
            "Rules help for {game}; type `rules <topic>`:",
            "Regelhilfe zu {game}; tippe `rules <Thema>`:",
        ),
    }
)
RULES_WORDS = ("rules", "regeln")


def default_renderer() -> Renderer:
    """The real board renderer (imported late: `bot` must not need Pillow to import)."""
    import render

    return render.render_images


def parse_option(text: str) -> tuple[str, Any]:
    """`key=value` with a JSON value where it parses (`true`, `3`), else the raw string."""
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    try:
        return key, json.loads(raw)
    except json.JSONDecodeError:
        return key, raw


class Sandbox:
    """One hot-seat session: owns its players, prints replies, saves images."""

    def __init__(
        self,
        service: GameService,
        place: Place,
        players: list[Player],
        out_dir: Path,
        out: TextIO,
        locale: str,
        db_path: Path,
    ) -> None:
        self.service = service
        self.db_path = db_path
        self.place = place
        self.players = {p.user_id: p for p in players}
        self.out_dir = out_dir
        self.out = out
        self.locale = locale
        self.images_written = 0
        self.game_id: int | None = None
        self.shown_version: int | None = None

    def say(self, text: Text | str) -> None:
        print(text.render(self.locale) if isinstance(text, Text) else text, file=self.out)

    def show(self, reply: Reply) -> None:
        """Print a reply's lines and prompt, write its images, and print their paths."""
        self.game_id = reply.game_id or self.game_id
        for line in reply.lines:
            self.say(line)
        parts = [part for user, part in reply.private.items() if user in self.players]
        images = list(reply.images)
        images += [i for part in parts for i in part.images if i not in images]
        for image in images:
            self.images_written += 1
            path = self.out_dir / f"{self.images_written:04d}-{image.filename}"
            path.write_bytes(image.data)
            self.say(engine.t("bot.sandbox.image", path=str(path)))

    async def acting_player(self) -> Player | None:
        assert self.game_id is not None
        waiting = await self.service.waiting_for_game(self.game_id)
        return self.players[waiting[0]] if waiting else None

    async def turn_header(self, player: Player) -> list[tuple[str, Text]]:
        """Print the summary, whose turn and the numbered legal moves (only when the game
        has changed since they were last printed); return the moves."""
        status = await self.service.status(self.place)
        moves = await self.service.legal_moves(self.place, player, limit=None)
        if status.version == self.shown_version:
            return moves
        self.shown_version = status.version
        self.say("")
        for line in status.lines:
            self.say(line)
        if status.prompt is not None:
            self.say(status.prompt)
        self.say(engine.t("bot.sandbox.legal"))
        width = len(str(len(moves)))
        for number, (notation, label) in enumerate(moves, start=1):
            self.say(f"  {number:>{width}}) {notation:<24} {label.render(self.locale)}")
        return moves

    async def command(self, player: Player, line: str, moves: list[tuple[str, Text]]) -> bool:
        """Handle one input line for `player`; False means quit."""
        words = line.split()
        word = words[0].lower() if words else ""
        if word in ("quit", "exit", "q"):
            return False
        if word in ("help", "?"):
            self.say(engine.t("bot.sandbox.help"))
            self.say(engine.t("bot.sandbox.help.rules"))
        elif word in RULES_WORDS:
            await self.rules(" ".join(words[1:]))
        elif word == "undo":
            self.show(await self.service.undo(self.place, player))
        elif word == "log":
            page = int(words[1]) if len(words) > 1 and words[1].isdigit() else 1
            self.show(await self.service.log(self.place, page))
        elif word == "status":
            self.show(await self.service.status(self.place, player))
        elif word == "board":
            self.show(await self.service.board(self.place, player, private=True))
        elif word.isdigit() and len(words) == 1:
            number = int(word)
            if not 1 <= number <= len(moves):
                self.say(engine.t("bot.sandbox.bad_number", number=number, count=len(moves)))
            else:
                self.show(await self.service.move(self.place, player, moves[number - 1][0]))
        elif word:
            self.show(await self.service.move(self.place, player, line))
        return True

    async def play(
        self, read_line: Callable[[], str | None], chooser: Rng | None, max_moves: int
    ) -> int:
        """The loop: until the game ends, input ends, `quit`, or `max_moves` auto moves."""
        auto_moves = 0
        while True:
            player = await self.acting_player()
            if player is None:  # finished (or closed by someone else)
                self.say(engine.t("bot.sandbox.over", moves=await self._move_count()))
                return 0
            moves = await self.turn_header(player)
            prompt = engine.t("bot.sandbox.turn", player=player.name).render(self.locale) + "> "
            if chooser is not None:
                if auto_moves >= max_moves:
                    self.say(engine.t("bot.sandbox.too_long", moves=auto_moves))
                    return 1
                line = await self.service.playout_move(self.place, player, chooser) or "pass"
                auto_moves += 1
                self.say(prompt + line)
            else:
                print(prompt, end="", file=self.out, flush=True)
                read = read_line()
                if read is None:
                    self.say("")
                    self.say(self._saved("bot.sandbox.input_ended"))
                    return 0
                line = read.strip()
                if not sys.stdin.isatty():
                    self.say(line)  # echo piped input so the transcript reads like a session
            try:
                if not await self.command(player, line, moves):
                    self.say(self._saved("bot.sandbox.quit"))
                    return 0
            except (ServiceError, IllegalMove) as error:
                self.say(f"! {error.render(self.locale)}")
                await self.suggest(player, line)

    async def suggest(self, player: Player, typed: str) -> None:
        """After a refused input, list the legal moves that match what was typed."""
        matches = await self.service.legal_moves(self.place, player, typed, limit=10)
        if matches and typed.strip():
            self.say(engine.t("bot.sandbox.matching"))
            for notation, label in matches:
                self.say(f"    {notation:<24} {label.render(self.locale)}")

    async def rules(self, typed: str) -> None:
        """`rules` lists the topics of this table's game; `rules <topic>` shows one."""
        record = None if self.game_id is None else await self.service.store.game(self.game_id)
        game_name, topic = rules_help.resolve(record.game if record else None, typed)
        if not typed.strip():
            self.say(engine.t("bot.sandbox.rules.topics", game=engine.t(f"{game_name}.title")))
            for name in rules_help.topics_of(game_name):
                title = help_title(game_name, name).render(self.locale)
                self.say(f"  {name:<12} {title}")
        elif topic is None:
            self.say(rules_help.unknown(game_name))
        else:
            self.say(rules_help.page(game_name, topic))

    async def _move_count(self) -> int:
        return 0 if self.game_id is None else await self.service.store.count_moves(self.game_id)

    def _saved(self, key: str) -> Text:
        return engine.t(key, db=str(self.db_path), game=self.game_id or 0)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bot.sandbox",
        description="Play a game hot-seat in the terminal, through the bot's service layer.",
    )
    parser.add_argument("game", help=f"one of: {', '.join(engine.names())}")
    parser.add_argument("--players", type=int, default=2, help="number of players")
    parser.add_argument("--seed", type=int, default=None, help="game seed (default: random)")
    parser.add_argument("--db", type=Path, default=None, help="SQLite file (data/sandbox.sqlite3)")
    parser.add_argument("--out", type=Path, default=None, help="folder for board images")
    parser.add_argument("--locale", choices=["en", "de"], default=None, help="language")
    parser.add_argument(
        "--option", action="append", type=parse_option, default=[], help="game option KEY=VALUE"
    )
    parser.add_argument("--auto", action="store_true", help="play random legal moves to the end")
    parser.add_argument("--max-moves", type=int, default=5000, help="stop --auto after N moves")
    return parser


async def run(
    argv: Sequence[str] | None = None,
    renderer: Renderer | None = None,
    read_line: Callable[[], str | None] | None = None,
    out: TextIO | None = None,
) -> int:
    args = build_parser().parse_args(argv)
    settings = load_settings()
    locale = args.locale or settings.DEFAULT_LOCALE
    stream = out or sys.stdout
    seed = secrets.randbits(63) if args.seed is None else args.seed
    db_path = args.db or Path("data/sandbox.sqlite3")
    # Each session gets its own folder and "channel", so earlier sessions never collide.
    channel = secrets.randbits(48)
    out_dir = (args.out or settings.CARAVANSERAI_BOARD_DIR / f"sandbox-{seed}").resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    players = [
        Player(n, engine.t("bot.sandbox.player", number=n).render(locale), locale)
        for n in range(1, args.players + 1)
    ]
    store = await Store.open(db_path)
    try:
        service = GameService(
            store,
            renderer or default_renderer(),
            reminder_hours=settings.REMINDER_FIRST_HOURS,
            default_locale=locale,
        )
        place = Place(None, channel)
        box = Sandbox(service, place, players, out_dir, stream, locale, db_path)
        try:
            box.show(
                await service.create(box.place, players[0], args.game, dict(args.option), seed)
            )
            for player in players[1:]:
                box.show(await service.join(box.place, player))
            box.show(await service.start(box.place, players[0]))
        except (ServiceError, IllegalMove) as error:
            print(f"! {error.render(locale)}", file=stream)
            return 2
        chooser = Rng.from_seed(seed, "sandbox") if args.auto else None
        return await box.play(read_line or _stdin_line, chooser, args.max_moves)
    finally:
        await store.close()


def _stdin_line() -> str | None:
    line = sys.stdin.readline()
    return None if line == "" else line


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return asyncio.run(run(argv))
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
