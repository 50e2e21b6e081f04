"""The components under a public reply: lobby buttons, vote buttons, or the play buttons.

This module sits above the buttons it lays out (`components`, `picker`, `votes`), and
none of them imports it: a button whose answer is a public reply takes these views from
`Deps.views`, handed in at start-up (`bot.discord.app`).
"""

from __future__ import annotations

import discord

from bot.discord.components import LobbyButton, SeatViewButton, UndoButton
from bot.discord.picker import ChooseButton
from bot.discord.review_button import review_view
from bot.discord.since_button import SinceButton
from bot.discord.votes import vote_view
from bot.service import Reply


def lobby_view(game_id: int, version: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "start"):
        view.add_item(LobbyButton(action, game_id, version, locale))
    return view


def play_view(game_id: int, version: int, locale: str) -> discord.ui.View:
    """Under a running game's board: choose a move (privately), my view, undo, and what
    happened since one's own last move (privately)."""
    view = discord.ui.View(timeout=None)
    view.add_item(ChooseButton(game_id, version, locale))
    view.add_item(SeatViewButton(game_id, version, locale))
    view.add_item(UndoButton(game_id, version, locale))
    view.add_item(SinceButton(game_id, locale))
    return view


async def public_view(reply: Reply, locale: str) -> discord.ui.View | None:
    """The components a public reply gets: vote buttons, lobby buttons, the play
    buttons (only while people must act: nobody clicks for the AI), or under the message
    that ends a game with its standings, the AI's review."""
    if reply.vote is not None:
        return vote_view(reply.vote, locale)
    if reply.game_id is None or reply.version is None:
        return None
    if reply.status == "lobby":
        return lobby_view(reply.game_id, reply.version, locale)
    if reply.status in ("finished", "abandoned") and reply.results:
        return review_view(reply.game_id, locale)
    if reply.status != "active" or not reply.mentions:
        return None
    return play_view(reply.game_id, reply.version, locale)
