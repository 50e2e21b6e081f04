"""How a Discord message names a slash command, and words the service's next actions.

A command is named by a placeholder (`command("game.join")`) that renders as the command
in the reader's language (`/game join`, `/spiel beitreten`) and becomes a clickable
mention (`</game join:ID>`) once the command's id is known: from the commands Discord
lists at start-up, or from any use of the command.

The service's texts name no command; a reply or refusal carries its next actions
(`bot.service.Action`), and `next_steps` words each as one line with its command.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from bot.service import Action
from bot.service.moments import WHEN_KEY
from engine import Text, t
from engine.i18n import ParamValue, translate

_PREFIX = "dc.cmd."
# Commands a message may name; each is `<group>.<sub>` or a top-level command.
NAMED = (
    "game.new",
    "game.join",
    "game.leave",
    "game.start",
    "game.status",
    "game.board",
    "game.abandon",
    "game.rejoin",
    "move",
)


def _typed(key: str, locale: str) -> str:
    parts = key.split(".")
    names = [translate(f"cmd.{'.'.join(parts[: i + 1])}.name", locale) for i in range(len(parts))]
    return "/" + " ".join(names)


COMMAND_OF = {
    "new": "game.new",
    "join": "game.join",
    "leave": "game.leave",
    "start": "game.start",
    "board": "game.board",
    "status": "game.status",
    "abandon": "game.abandon",
    "rejoin": "game.rejoin",
}


def command(key: str) -> Text:
    """A placeholder for command `key` (one of `NAMED`, e.g. "game.join") in a message."""
    return t(_PREFIX + key)


def next_steps(actions: Iterable[Action]) -> list[Text]:
    """One line per next action, naming its command."""
    lines = []
    for action in actions:
        cmd = command(COMMAND_OF[action.name])
        if action.name == "start" and action.by is None:
            lines.append(t("dc.next.start.anyone", cmd=cmd))
        elif action.name in ("start", "rejoin") and action.by is not None:
            key = "dc.next.start" if action.name == "start" else "dc.next.rejoin.by"
            lines.append(t(key, player=action.by, cmd=cmd))
        else:
            lines.append(t(f"dc.next.{action.name}", cmd=cmd))
    return lines


class CommandIds:
    """The ids of the registered top-level commands (by English name), globally and per
    server (commands synced to one server have ids of their own there)."""

    def __init__(self) -> None:
        self._ids: dict[tuple[int | None, str], int] = {}

    def learn(self, name: str, command_id: int, guild_id: int | None = None) -> None:
        self._ids[(guild_id, name)] = command_id

    def learn_all(self, commands: Iterable[Any], guild_id: int | None = None) -> None:
        """From `discord.app_commands.AppCommand`s (or anything with `name` and `id`)."""
        for registered in commands:
            self.learn(registered.name, int(registered.id), guild_id)

    def learn_from(self, data: Mapping[str, Any] | None) -> None:
        """From a slash command interaction's data, which names the command, its id and
        (for a command registered on one server only) that server."""
        if data and data.get("type", 1) == 1 and "id" in data and "name" in data:
            guild = data.get("guild_id")
            self.learn(str(data["name"]), int(data["id"]), int(guild) if guild else None)

    def id_of(self, name: str, guild_id: int | None) -> int | None:
        return self._ids.get((guild_id, name)) or self._ids.get((None, name))

    def mentioned(self, text: Text, guild_id: int | None) -> Text:
        """`text` with every command placeholder whose id is known (at any depth) made a
        clickable mention; the others keep rendering as the localised name. A moment
        (`bot.service.moments.when`) becomes Discord timestamps, in the reader's zone."""

        def resolve(value: ParamValue) -> ParamValue:
            if isinstance(value, Text) and value.key == WHEN_KEY:  # a moment: a timestamp
                return t("dc.when", stamp=value.params.get("stamp", "0"))
            if isinstance(value, Text):
                return self._mention(value, guild_id) or self.mentioned(value, guild_id)
            if isinstance(value, list):
                return [resolve(item) for item in value]  # type: ignore[misc]
            return value

        if not text.params:
            return text
        return Text(key=text.key, params={k: resolve(v) for k, v in text.params.items()})

    def _mention(self, text: Text, guild_id: int | None) -> str | None:
        if not text.key.startswith(_PREFIX):
            return None
        key = text.key[len(_PREFIX) :]
        parts = key.split(".")
        command_id = self.id_of(translate(f"cmd.{parts[0]}.name", "en"), guild_id)
        if command_id is None:
            return None
        names = [translate(f"cmd.{'.'.join(parts[: i + 1])}.name", "en") for i in range(len(parts))]
        return f"</{' '.join(names)}:{command_id}>"
