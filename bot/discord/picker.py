"""The guided move picker: a player chooses a move step by step in a private message.

The public board message only carries a "Choose move" button. A click opens, for the
clicker alone (ephemeral), the first step of their decision as the engine arranges it
(`engine.move_tree`): the kind of move, then the piece, the place, the payment. Every
step is one select of at most 25 choices; single choices are skipped; Back and Cancel
work at every step; once one move is left it is shown with its full label and a
Confirm button, which plays it like `/move` would. Nobody else sees anything until the
move is made, so a private decision (goal cards, secret dice) stays private.

Custom ids carry the game id, the state version and the path as child indices
(`cvs:k:12:40:3.0.7`), so the picker survives restarts and a click on a picker of an
older version is answered "the board has changed".
"""

from __future__ import annotations

import logging
import re
from typing import Any

import discord

from bot.discord import flow, messages
from bot.discord.context import Deps, deps_of, place_of, player_of
from bot.discord.custom_ids import NUMBER, PATH, CustomId
from bot.service import BoardChanged, MoveChoices, Reply, ServiceError
from engine import IllegalMove, Text, normalise_locale, t
from engine.move_tree import MAX_CHOICES, Node

log = logging.getLogger(__name__)

OPTION_TEXT_MAX = 100
THIS_MOVE = "m"  # the select value for a move that ends where other choices go on

CHOOSE_ID = CustomId("cvs:o:{game}:{version}", game=NUMBER, version=NUMBER)
PICK_SELECT_ID = CustomId("cvs:k:{game}:{version}:{path}", game=NUMBER, version=NUMBER, path=PATH)
PICK_BUTTON_ID = CustomId(
    "cvs:q:{action}:{game}:{version}:{path}", action="[bxc]", game=NUMBER, version=NUMBER, path=PATH
)


def _clip(text: str, limit: int = OPTION_TEXT_MAX) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def encode_path(indices: tuple[int, ...]) -> str:
    return ".".join(map(str, indices)) or "-"


def decode_path(text: str) -> tuple[int, ...]:
    return () if text == "-" else tuple(int(part) for part in text.split("."))


def keys_of(choices: MoveChoices, indices: tuple[int, ...]) -> tuple[str, ...] | None:
    """The step keys an index path stands for, or None where it leads nowhere."""
    node = choices.tree.root
    keys: list[str] = []
    for index in indices:
        children = list(node.children.items())
        if not 0 <= index < len(children):
            return None
        key, node = children[index]
        keys.append(key)
    return tuple(keys)


def indices_of(choices: MoveChoices, keys: tuple[str, ...]) -> tuple[int, ...]:
    node = choices.tree.root
    indices: list[int] = []
    for key in keys:
        indices.append(list(node.children).index(key))
        node = node.children[key]
    return tuple(indices)


def _breadcrumb(choices: MoveChoices, keys: tuple[str, ...]) -> list[Text]:
    node = choices.tree.root
    labels: list[Text] = []
    for key in keys:
        node = node.children[key]
        if node.step is not None:
            labels.append(node.step.label)
    return labels


def picker_message(
    choices: MoveChoices, game_title: Text, indices: tuple[int, ...], locale: str
) -> tuple[str, discord.ui.View]:
    """The picker at `indices` (settled past single choices): text and components."""
    keys = keys_of(choices, indices)
    settled = choices.tree.settle(keys or ())
    if keys is None or settled is None:
        settled = choices.tree.settle(())
        assert settled is not None
    path, node = settled
    indices = indices_of(choices, path)
    lines = [t("dc.picker.title", game=game_title).render(locale)]
    if choices.prompt is not None:
        lines.append(choices.prompt.render(locale))
    crumbs = _breadcrumb(choices, path)
    if crumbs:
        steps = " › ".join(label.render(locale) for label in crumbs)
        lines.append(t("dc.picker.chosen", steps=steps).render(locale))
    view = discord.ui.View(timeout=None)
    only = node.only_move()
    if only is not None:
        label = choices.label(only).render(locale)
        lines.append(t("dc.picker.ready", label=label).render(locale))
        view.add_item(PickButton("c", choices.game_id, choices.version, indices, locale))
    else:
        view.add_item(
            PickSelect(choices.game_id, choices.version, indices, _options(choices, node, locale))
        )
    if indices:
        view.add_item(PickButton("b", choices.game_id, choices.version, indices, locale))
    view.add_item(PickButton("x", choices.game_id, choices.version, indices, locale))
    return "\n".join(lines), view


def _options(choices: MoveChoices, node: Node, locale: str) -> list[discord.SelectOption]:
    """One option per choice. The engine keeps every step within Discord's 25 (its tests
    check it); should a step ever be wider, the rest is left out and logged rather than
    the whole message refused."""
    options = []
    if node.moves:  # a move that ends here while other choices go on
        label = t("dc.picker.this", label=choices.label(node.moves[0])).render(locale)
        options.append(discord.SelectOption(label=_clip(label), value=THIS_MOVE))
    for index, child in enumerate(node.children.values()):
        assert child.step is not None
        count = child.count()
        options.append(
            discord.SelectOption(
                label=_clip(child.step.label.render(locale)),
                value=str(index),
                description=None if count == 1 else t("dc.picker.count", n=count).render(locale),
            )
        )
    if len(options) > MAX_CHOICES:
        log.error(
            "a picker step offers %d choices; showing the first %d", len(options), MAX_CHOICES
        )
        options = options[:MAX_CHOICES]
    return options


async def _choices(
    deps: Deps, interaction: discord.Interaction, game_id: int, version: int
) -> MoveChoices:
    await deps.service.check_running(game_id)  # a game that has ended says so
    choices = await deps.service.choices(
        place_of(interaction), player_of(interaction), expected_version=version
    )
    if choices.game_id != game_id:
        raise BoardChanged(t("bot.err.board_changed"), choices.game_id, choices.version)
    return choices


async def _answer_refusal(deps: Deps, interaction: discord.Interaction, error: Exception) -> None:
    """A private answer to a refused picker step (the picker message stays as it was)."""
    locale = await deps.locale(interaction)
    outgoing = (
        await flow.stale_answer(deps, interaction, error)
        if isinstance(error, BoardChanged)
        else messages.plain(flow.refusal(error, interaction.user.id), locale, deps.mention(interaction))
    )
    await interaction.followup.send(**outgoing.send_kwargs(), ephemeral=True)


async def _show(
    interaction: discord.Interaction, game_id: int, version: int, indices: tuple[int, ...]
) -> None:
    """Re-draw the clicker's picker (an ephemeral message) at `indices`."""
    deps = deps_of(interaction)
    await interaction.response.defer()
    try:
        choices = await _choices(deps, interaction, game_id, version)
    except (ServiceError, IllegalMove) as error:
        await _answer_refusal(deps, interaction, error)
        return
    locale = await deps.locale(interaction)
    title = await _title(deps, interaction)
    content, view = picker_message(choices, title, indices, locale)
    await interaction.edit_original_response(content=content, view=view)


async def _title(deps: Deps, interaction: discord.Interaction) -> Text:
    status = await deps.service.status(place_of(interaction))
    return t(f"{status.game_name}.title") if status.game_name else t("dc.picker.button")


class ChooseButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=CHOOSE_ID.pattern,
):
    """On the public board: opens the clicker's own picker, if the table waits for them."""

    def __init__(self, game_id: int, version: int, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.picker.button").render(locale),
                style=discord.ButtonStyle.primary,
                custom_id=CHOOSE_ID.format(game=game_id, version=version),
                row=0,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ChooseButton:
        return cls(int(match["game"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await deps_of(interaction).inflight.run(interaction, lambda: self._open(interaction))

    async def _open(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            choices = await _choices(deps, interaction, self.game_id, self.version)
        except (ServiceError, IllegalMove) as error:
            await _answer_refusal(deps, interaction, error)
            return
        locale = await deps.locale(interaction)
        content, view = picker_message(choices, await _title(deps, interaction), (), locale)
        await interaction.followup.send(content, view=view, ephemeral=True)


class PickSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=PICK_SELECT_ID.pattern,
):
    """One step of the picker; the chosen option's value is the next child's index."""

    def __init__(
        self,
        game_id: int,
        version: int,
        indices: tuple[int, ...],
        options: list[discord.SelectOption] | None = None,
        locale: str = "en",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=PICK_SELECT_ID.format(
                    game=game_id, version=version, path=encode_path(indices)
                ),
                options=options or [discord.SelectOption(label="-", value="0")],
                placeholder=t("dc.picker.choose").render(locale),
                row=0,
            )
        )
        self.game_id, self.version, self.indices = game_id, version, indices

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickSelect:
        return cls(int(match["game"]), int(match["version"]), decode_path(match["path"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await deps_of(interaction).inflight.run(interaction, lambda: self._step(interaction))

    async def _step(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        value = str(values[0]) if values else ""
        if value == THIS_MOVE:
            await confirm(interaction, self.game_id, self.version, self.indices, here=True)
            return
        nxt = (*self.indices, int(value)) if value.isdigit() else self.indices
        await _show(interaction, self.game_id, self.version, nxt)


class PickButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=PICK_BUTTON_ID.pattern,
):
    """Back (`b`), Cancel (`x`) and Confirm (`c`) under a picker step."""

    LOOK = {
        "b": ("dc.picker.back", discord.ButtonStyle.secondary),
        "x": ("dc.picker.cancel", discord.ButtonStyle.secondary),
        "c": ("dc.picker.confirm", discord.ButtonStyle.success),
    }

    def __init__(
        self, action: str, game_id: int, version: int, indices: tuple[int, ...], locale: str = "en"
    ) -> None:
        key, style = self.LOOK[action]
        super().__init__(
            discord.ui.Button(
                label=t(key).render(locale),
                style=style,
                custom_id=PICK_BUTTON_ID.format(
                    action=action, game=game_id, version=version, path=encode_path(indices)
                ),
                row=1,
            )
        )
        self.action, self.game_id, self.version, self.indices = action, game_id, version, indices

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PickButton:
        return cls(
            match["action"], int(match["game"]), int(match["version"]), decode_path(match["path"])
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        await deps_of(interaction).inflight.run(interaction, lambda: self._act(interaction))

    async def _act(self, interaction: discord.Interaction) -> None:
        if self.action == "c":
            await confirm(interaction, self.game_id, self.version, self.indices)
        elif self.action == "b":
            await _back(interaction, self.game_id, self.version, self.indices)
        else:
            locale = await deps_of(interaction).locale(interaction)
            await interaction.response.edit_message(
                content=t("dc.picker.cancelled").render(locale), view=None
            )


async def _back(
    interaction: discord.Interaction, game_id: int, version: int, indices: tuple[int, ...]
) -> None:
    """One real choice back: past the single choices the picker skipped on the way."""
    deps = deps_of(interaction)
    try:
        choices = await _choices(deps, interaction, game_id, version)
    except (ServiceError, IllegalMove):
        await _show(interaction, game_id, version, ())
        return
    keys = keys_of(choices, indices) or ()
    while keys:
        keys = keys[:-1]
        node = choices.tree.node(keys)
        if node is not None and len(node.children) + len(node.moves) > 1:
            break
    await _show(interaction, game_id, version, indices_of(choices, keys))


async def confirm(
    interaction: discord.Interaction,
    game_id: int,
    version: int,
    indices: tuple[int, ...],
    *,
    here: bool = False,
) -> None:
    """Play the one move the picker arrived at, exactly as `/move` would, then close the
    picker. The move is checked again by the service against the current version."""
    deps = deps_of(interaction)
    place, player = place_of(interaction), player_of(interaction)
    chosen: dict[str, Text] = {}

    async def op() -> Reply:
        choices = await _choices(deps, interaction, game_id, version)
        keys = keys_of(choices, indices)
        node = None if keys is None else choices.tree.node(keys)
        move = None
        if node is not None:
            move = node.moves[0] if here and node.moves else node.only_move()
        if move is None:
            raise ServiceError(t("dc.picker.gone"))
        reply = await deps.service.move(
            place, player, choices.notation(move), expected_version=version
        )
        if reply.events:  # the engine tells the move first: what the mover did, in full
            own = reply.events[0]
            chosen["said"] = own.text_for(own.seat)
        return reply

    sent = await flow.component(deps, interaction, op, view=deps.views)
    if sent is not None and "said" in chosen:
        fallback = normalise_locale(interaction.locale.value)
        locale = await flow.degrade(
            "reading the language", fallback, lambda: deps.locale(interaction)
        )
        done = t("dc.picker.played", move=chosen["said"]).render(locale)
        await flow.deliver(
            "the closed picker",
            lambda: interaction.edit_original_response(content=_clip(done, 2000), view=None),
        )


PICKER_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ChooseButton,
    PickSelect,
    PickButton,
)
