"""One hot-seat session in the terminal: reads a line, acts for the seat the table waits
for, prints the service's replies in the sandbox's own words, and writes board images."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TextIO

import engine
from bot import rules_help
from bot.ai import AiDriver
from bot.sandbox.boards import Boards
from bot.sandbox.picker import Pick, Picker
from bot.sandbox.wording import plain, reworded
from bot.service import Action, GameService, Place, Player, Reply, ServiceError
from bot.service.limits import MOVE_MAX, check_move
from bot.service.naming import seat_name
from engine import IllegalMove, Rng, Text
from engine.caravan.data import SEAT_COLOURS
from engine.help import help_title
from engine.i18n import clip

RULES_WORDS = ("rules", "regeln")
QUIT_WORDS = ("quit", "exit", "q")
# What the sandbox words of the service's next actions; it seats and starts its players
# itself, so the lobby's actions need no words here.
ACTION_WORDS = {"board": "bot.sandbox.next.board", "status": "bot.sandbox.next.status"}


NUMBER_MAX = 10**9  # any typed number beyond it picks nothing (and is not echoed in full)


def _number(digits: str) -> int:
    return int(digits) if len(digits) < 10 else NUMBER_MAX


def _log_pages(reply: Reply) -> int:
    """How many pages the log has, as its first line ("page 1 of 3") says."""
    if reply.paging is not None:
        return reply.paging.pages
    head = reply.lines[0] if reply.lines else None
    pages = head.params.get("pages") if head and head.key == "bot.msg.log_page" else None
    return pages if isinstance(pages, int) else 1


def seat_colour(game_name: str, seat: int) -> Text:
    """A seat's colour as its board draws it: Caravan's moves name seats by colour."""
    if game_name == "caravan":
        return engine.t(f"caravan.seat.{SEAT_COLOURS[seat]}")
    from render.palette import seat_style  # late: `bot` imports without Pillow

    return engine.t(f"bot.sandbox.colour.{seat_style(seat).name}")


class Sandbox:
    """One hot-seat session: owns its players, prints replies, saves images."""

    def __init__(
        self,
        service: GameService,
        place: Place,
        players: list[Player],
        boards: Boards,
        out: TextIO,
        locale: str,
        resume_command: Callable[[int], str],
        db_path: Path,
    ) -> None:
        self.service = service
        self.place = place
        self.players = {p.user_id: p for p in players}
        self.boards = boards
        self.out = out
        self.locale = locale
        self.resume_command = resume_command
        self.db_path = db_path
        self.game_id: int | None = None
        self.shown_version: int | None = None
        self.picker: Picker | None = None
        self.hinted = False
        self.ai: AiDriver | None = None
        self.echo = False  # echo what is read: piped input makes a readable transcript
        self.colours: dict[int, Text] = {}  # each player's seat colour, by user id

    async def publish(self, place: Place, reply: Reply) -> None:
        """An AI player's move: shown like anyone's."""
        self.show(reply)

    def say(self, text: Text | str) -> None:
        """Print one text, in the sandbox's words and without Markdown: every line the
        sandbox prints goes through here."""
        if isinstance(text, Text):
            said = reworded(text)
            if said is None:
                return
            text = said.render(self.locale)
        print(plain(text), file=self.out)

    def refuse(self, reason: Text) -> None:
        """A refusal, in the sandbox's words."""
        said = reworded(reason)
        if said is not None:
            self.say("! " + said.render(self.locale))

    def say_actions(self, actions: list[Action] | tuple[Action, ...]) -> None:
        for action in actions:
            if action.name in ACTION_WORDS:
                self.say(engine.t(ACTION_WORDS[action.name]))

    def show(self, reply: Reply, *, follow: bool = True) -> None:
        """Print a reply's lines and next actions, write its images, print their paths;
        with `follow`, the reply's game becomes the session's (not for a review of
        another game)."""
        if follow:
            self.game_id = reply.game_id or self.game_id
        for line in reply.lines:
            self.say(line)
        self.say_actions(reply.actions)
        parts = [part for user, part in reply.private.items() if user in self.players]
        images = list(reply.images)
        images += [i for part in parts for i in part.images if i not in images]
        for image in images:
            self.say(engine.t("bot.sandbox.image", path=str(self.boards.write(image))))

    async def acting_player(self) -> Player | None:
        assert self.game_id is not None
        waiting = await self.service.waiting_for_game(self.game_id)
        return self.players[waiting[0]] if waiting else None

    async def seat_colours(self) -> None:
        """Learn each seat's colour (the moves name seats by it) and say them once."""
        if self.colours or self.game_id is None:
            return
        record = await self.service.store.game(self.game_id)
        assert record is not None
        seats = await self.service.store.seats(self.game_id)
        self.colours = {s.user_id: seat_colour(record.game, s.seat) for s in seats}
        items = [
            engine.t(
                "bot.sandbox.colour_item",
                player=seat_name(s, seats),
                colour=self.colours[s.user_id],
            )
            for s in seats
        ]
        self.say(engine.t("bot.sandbox.colours", seats=items))

    async def turn_header(self, player: Player) -> Picker:
        """When the game has changed: the summary, whose turn, and the first step of the
        player's moves. Returns the picker for this decision."""
        status = await self.service.status(self.place)
        if self.picker is not None and status.version == self.shown_version:
            return self.picker
        choices = await self.service.choices(self.place, player)
        legal = await self.service.legal_moves(self.place, player, limit=None)
        tree = choices.tree.mapped(choices.notation)  # a leaf is what the player types
        self.picker = Picker(tree, legal, self.locale)
        self.shown_version = status.version
        self.say("")
        for line in status.lines:
            self.say(line)
        if choices.prompt is not None:  # in the player's own eyes (a drawn contract)
            self.say(choices.prompt)
        for line in self.picker.summary():
            self.say(line)
        if not self.hinted:
            self.say(self.picker.hint())
            self.hinted = True
        return self.picker

    async def command(self, player: Player, line: str, picker: Picker) -> bool:
        """Handle one input line for `player`; False means quit."""
        check_move(line)
        words = line.split()
        word = words[0].lower() if words else ""
        rest = " ".join(words[1:])
        if word in QUIT_WORDS:
            return False
        if word in ("help", "?"):
            self.say(engine.t("bot.sandbox.help"))
            self.say(engine.t("bot.sandbox.help.rules"))
            self.say(engine.t("bot.sandbox.help.chart"))
        elif word in RULES_WORDS:
            await self.rules(rest)
        elif word == "undo":
            self.show(await self.service.undo(self.place, player))
        elif word == "log":
            await self.log(rest)
        elif word == "since" and len(words) == 1:  # what happened since this player's last move
            self.show(await self.service.since_mine(self.place, player, self.locale))
        elif word == "hint" and len(words) == 1:  # what the AI would play in this seat
            await self.hint(player)
        elif word == "review" and len(words) <= 2:  # the AI's review of a finished game
            await self.review(player, rest)
        elif word == "status":
            self.show(await self.service.status(self.place, player))
        elif word == "board":
            self.show(await self.service.board(self.place, player, private=True))
        elif word == "chart" and len(words) == 1 and self.game_id is not None:
            self.show(await self.service.replay_chart(self.place, player, self.game_id))
        elif word == "moves":
            self.print_lines(picker.list_moves(rest))
        elif word == "more" and len(words) == 1:
            self.print_lines(picker.more())
        elif word == "back" and len(words) == 1:
            self.print_lines(picker.back().lines)
        elif len(words) == 1 and word.isascii() and word.isdecimal():
            await self.pick(player, picker.number(_number(word)))
        elif word:
            pick = picker.word(line) if len(words) == 1 else None
            if pick is not None:
                await self.pick(player, pick, line)
            else:
                self.show(await self.service.move(self.place, player, line))
        return True

    async def hint(self, player: Player) -> None:
        """The AI's advice for `player`'s decision, thought in the AI's pool, and how to
        make the first advised move."""
        assert self.ai is not None, "the session's AI is set at start-up"
        ask = await self.service.hint_ask(self.place, player)
        reply = await self.service.hint_reply(ask, await self.ai.pool.advise(ask))
        self.show(reply)
        if reply.hint is not None:
            self.say(engine.t("bot.sandbox.hint_play", notation=reply.hint))

    async def after_end(self, read_line: Callable[[], str | None]) -> None:
        """Once the game has ended, one more line: `review` shows the AI's review of it,
        anything else (or no more input) leaves."""
        self.say(engine.t("bot.sandbox.after_end"))
        try:
            read = read_line()
        except KeyboardInterrupt:
            return
        words = (read or "").split()
        if words and words[0].lower() == "review" and len(words) <= 2:
            if self.echo:
                self.say(clip(read or "", MOVE_MAX))
            viewer = next(iter(self.players.values()))
            try:
                await self.review(viewer, " ".join(words[1:]))
            except ServiceError as error:
                self.refuse(error.text)

    async def review(self, player: Player, typed: str) -> None:
        """`review` reviews this sandbox's game, `review ID` the saved game ID (once it
        has ended), computed in the AI's pool unless it was stored before."""
        if typed and not (typed.isascii() and typed.isdecimal()):
            self.say(engine.t("bot.sandbox.bad_game", typed=clip(typed)))
            return
        assert self.ai is not None, "the session's AI is set at start-up"
        game_id = _number(typed) if typed else self.game_id
        ask = await self.service.review_ask(self.place, player, game_id)
        done = ask.review or await self.ai.pool.review(ask)
        reply = await self.service.review_reply(self.place, player, ask, done, public=True)
        self.show(reply, follow=False)

    async def log(self, typed: str) -> None:
        """`log` shows the latest page, `log N` page N; anything else is refused."""
        if typed and not (typed.isascii() and typed.isdecimal()):
            self.say(engine.t("bot.sandbox.bad_page", typed=clip(typed)))
            return
        reply = await self.service.log(self.place, _number(typed) if typed else 1, self.locale)
        pages = _log_pages(reply)
        if not typed and pages > 1:
            reply = await self.service.log(self.place, pages, self.locale)
        self.show(reply)

    def print_lines(self, lines: list[Text | str]) -> None:
        for line in lines:
            self.say(line)

    async def pick(self, player: Player, pick: Pick, typed: str = "") -> None:
        """Walk the picker a step; a step that completes a move makes it, saying its
        notation first unless that is what was typed (`tribute`, `pass`)."""
        self.print_lines(pick.lines)
        if pick.notation is not None:
            if pick.notation.casefold() != typed.strip().casefold():
                self.say(f"> {pick.notation}")
            self.show(await self.service.move(self.place, player, pick.notation))

    def prompt(self, player: Player, picker: Picker) -> str:
        colour = self.colours.get(player.user_id, "?")
        text = engine.t("bot.sandbox.turn", player=player.name, colour=colour).render(self.locale)
        where = picker.where()
        return f"{text} [{where}]> " if where else f"{text}> "

    async def play(
        self, read_line: Callable[[], str | None], chooser: Rng | None, max_moves: int
    ) -> int:
        """The loop: until the game ends, input ends, `quit`, or `max_moves` auto moves."""
        auto_moves = 0
        while True:
            if self.ai is not None and self.game_id is not None:
                await self.ai.play(self.game_id)  # the AI players' turns, shown as they come
            player = await self.acting_player()
            await self.seat_colours()
            if player is None:  # finished (or closed by someone else)
                self.say(engine.t("bot.sandbox.over", moves=await self._move_count()))
                if chooser is None:
                    await self.after_end(read_line)
                return 0
            picker = await self.turn_header(player)
            prompt = self.prompt(player, picker)
            if chooser is not None:
                if auto_moves >= max_moves:
                    self.say(engine.t("bot.sandbox.too_long", moves=auto_moves))
                    return 1
                line = await self.service.playout_move(self.place, player, chooser) or "pass"
                auto_moves += 1
                self.say(prompt + line)
            else:
                try:
                    print(prompt, end="", file=self.out, flush=True)
                    read = read_line()
                except KeyboardInterrupt:  # Ctrl-C: leave at once, saying how to go on
                    self.say("")
                    self.say(self._saved("bot.sandbox.quit"))
                    return 130
                if read is None:
                    self.say("")
                    self.say(self._saved("bot.sandbox.input_ended"))
                    return 0
                line = read.strip()
                if self.echo:
                    self.say(clip(line, MOVE_MAX))
            try:
                if not await self.command(player, line, picker):
                    self.say(self._saved("bot.sandbox.quit"))
                    return 0
            except ServiceError as error:
                self.refuse(error.text)
                self.say_actions(error.actions)
            except IllegalMove as error:
                self.refuse(error.reason)
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
        game = self.game_id or 0
        return engine.t(key, db=str(self.db_path), game=game, command=self.resume_command(game))
