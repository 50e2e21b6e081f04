"""Playing a move through the guided picker, as a player clicks it: *Choose move* under
the board, then one select per step, then Confirm. Counts the selections made."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.discord.picker import THIS_MOVE, decode_path
from engine import Game, GameState
from tests.e2e.fake_discord import FakeDiscord, FakeMessage, FakeUser, InteractionRecord

CHOOSE_MOVE = ("Choose move", "Zug wählen")


@dataclass
class Picked:
    """The public message the move produced, and what choosing it took."""

    reply: FakeMessage | None  # None until the move is confirmed
    picker: FakeMessage  # the private picker (closed once the move is played)
    selections: int
    widest: int  # the most options any step of this pick showed


def choose_button(message: FakeMessage) -> dict[str, Any]:
    return next(b for b in message.buttons if b["custom_id"].startswith("cvs:o:"))


async def open_picker(fake: FakeDiscord, user: FakeUser, board: FakeMessage) -> FakeMessage:
    record = await fake.click(user, board, custom_id=choose_button(board)["custom_id"])
    picker = await fake.reply(record)
    assert picker.ephemeral and picker.owner_id == user.id, picker.content
    return picker


def _keys(game: Game[Any, Any, Any], state: GameState, seat: int, move: Any) -> list[str]:
    return [step.key for step in game.move_steps(state, seat, move)]


async def navigate(
    fake: FakeDiscord,
    user: FakeUser,
    board: FakeMessage,
    game: Game[Any, Any, Any],
    state: GameState,
    seat: int,
    move: Any,
) -> Picked:
    """Open the picker and choose `move` step by step until only Confirm is left (or,
    for a move that ends where other choices go on, until it is chosen, which plays it:
    then `reply` is set)."""
    tree = game.move_tree(state, seat)
    target = _keys(game, state, seat, move)
    picker = await open_picker(fake, user, board)
    picker_id = picker.id
    selections = widest = 0
    while True:
        if _confirm_button(picker) is not None:
            return Picked(None, picker, selections, widest)
        select = picker.selects[0]
        widest = max(widest, len(select["options"]))
        # where the picker stands, in keys: it has skipped single choices on the way
        keys = _walk_keys(tree.root, decode_path(select["custom_id"].rsplit(":", 1)[1]))
        depth = len(keys)
        assert keys == target[:depth], f"the picker left the move's path: {keys} vs {target}"
        node = tree.node(keys)
        assert node is not None
        at_move = depth == len(target)
        value = THIS_MOVE if at_move else str(list(node.children).index(target[depth]))
        edits = fake.messages[picker_id].edits
        record = await fake.click(user, picker, custom_id=select["custom_id"], values=[value])
        selections += 1
        if at_move:
            reply = (await fake.wait_messages(record, 1))[0]
            await _closed(fake, picker_id)
            closed = fake.messages[picker_id].content
            assert closed.startswith("✓ ") and "Choose" not in closed, closed  # what happened
            return Picked(reply, fake.messages[picker_id], selections, widest)
        await fake.wait_for(lambda e=edits: fake.messages[picker_id].edits > e)
        picker = fake.messages[picker_id]


def _confirm_button(picker: FakeMessage) -> dict[str, Any] | None:
    return next((b for b in picker.buttons if b["custom_id"].startswith("cvs:q:c:")), None)


async def _closed(fake: FakeDiscord, picker_id: int) -> None:
    await fake.wait_for(lambda: not fake.messages[picker_id].components)


async def confirm(fake: FakeDiscord, user: FakeUser, picked: Picked) -> InteractionRecord:
    """Click Confirm on a picker that `navigate` brought to its last step."""
    button = _confirm_button(picked.picker)
    assert button is not None, picked.picker.content
    return await fake.click(user, picked.picker, custom_id=button["custom_id"])


async def pick(
    fake: FakeDiscord,
    user: FakeUser,
    board: FakeMessage,
    game: Game[Any, Any, Any],
    state: GameState,
    seat: int,
    move: Any,
) -> Picked:
    """Choose `move` step by step in the picker and confirm it: the move is played."""
    picked = await navigate(fake, user, board, game, state, seat, move)
    if picked.reply is not None:
        return picked
    reply = (await fake.wait_messages(await confirm(fake, user, picked), 1))[0]
    await _closed(fake, picked.picker.id)
    return Picked(reply, fake.messages[picked.picker.id], picked.selections, picked.widest)


def _walk_keys(root: Any, indices: tuple[int, ...]) -> list[str]:
    keys, node = [], root
    for index in indices:
        key = list(node.children)[index]
        keys.append(key)
        node = node.children[key]
    return keys
