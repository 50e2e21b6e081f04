"""Turning the service's platform-neutral `Reply` into one Discord message.

Content stays within Discord's 2000 characters: overflow moves into an embed
description (4096), and anything beyond that is attached as a text file, so a long
log or a big result table is never rejected.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.discord.mentions import next_steps
from bot.service import Reply
from engine import Text, t

Mention = Callable[[Text], Text]
"""Makes the command names in a text clickable where their ids are known."""


def _same(text: Text) -> Text:
    return text


CONTENT_MAX = 2000
EMBED_DESCRIPTION_MAX = 4096
NO_MENTIONS = discord.AllowedMentions.none()
WINNER_KEYS = ("bot.msg.winner", "bot.msg.winners")


@dataclass
class Outgoing:
    """Everything `send`/`edit` needs; `view` is set by the caller when it has buttons."""

    content: str
    files: list[discord.File] = field(default_factory=list)
    embeds: list[discord.Embed] = field(default_factory=list)
    allowed_mentions: discord.AllowedMentions = NO_MENTIONS
    view: discord.ui.View | None = None

    def send_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "content": self.content,
            "files": self.files,
            "embeds": self.embeds,
            "allowed_mentions": self.allowed_mentions,
        }
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "content": self.content,
            "embeds": self.embeds,
            "allowed_mentions": self.allowed_mentions,
            "view": self.view,
        }
        if self.files:
            kwargs["attachments"] = self.files
        return kwargs


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def pinged(reply: Reply) -> list[int]:
    """The users a reply pings: its mentions, but not whoever made the change and acts
    on (the rest of their turn): they are here, and the text says whom the table awaits."""
    if reply.vote is not None or reply.results is not None:
        return reply.mentions
    return [user for user in reply.mentions if user != reply.acted_by]


def turn_line(reply: Reply) -> Text | None:
    """Who must act now (or who won), as mentions; None when nobody is pinged."""
    users = pinged(reply)
    if not users:
        return None
    mentions = ", ".join(mention(u) for u in users)
    if reply.vote is not None:
        return t("dc.vote.call", mentions=mentions)
    if reply.results is not None:
        winners = sum(1 for r in reply.results if r.rank == 1) or len(users)
        key = "dc.results.winner" if winners == 1 else "dc.results.winners"
        return t(key, names=mentions)
    key = "dc.your_turn.one" if len(users) == 1 else "dc.your_turn"
    return t(key, mentions=mentions)


def fit(text: str, locale: str, files: list[discord.File]) -> tuple[str, list[discord.Embed]]:
    """Keep `text` within the content limit, moving overflow to an embed or a file."""
    if len(text) <= CONTENT_MAX:
        return text, []
    head, _, _ = text[: CONTENT_MAX - 1].rpartition("\n")
    head = head or text[: CONTENT_MAX - 1]
    rest = text[len(head) :].lstrip("\n")
    if len(rest) <= EMBED_DESCRIPTION_MAX:
        return head, [discord.Embed(description=rest)]
    files.append(discord.File(io.BytesIO(rest.encode()), filename="more.txt"))
    return head, []


def build(reply: Reply, locale: str, *, ping: bool = True, mention: Mention = _same) -> Outgoing:
    """One message for `reply`: its lines and next actions, the prompt, the board image,
    the mentions."""
    texts = [mention(x) for x in [*reply.lines, *next_steps(reply.actions)]]
    if reply.prompt is not None:
        texts.append(reply.prompt)
    line = turn_line(reply) if ping else None
    if line is not None:
        winners = [r for r in reply.results or [] if r.rank == 1]
        if reply.results is not None and len(winners) in (0, len(reply.mentions)):
            # the mention line names the winners instead (unless a winner is an AI)
            texts = [x for x in texts if x.key not in WINNER_KEYS]
        texts.append(line)
    files = [
        discord.File(io.BytesIO(image.data), filename=image.filename) for image in reply.images
    ]
    content, embeds = fit("\n".join(x.render(locale) for x in texts), locale, files)
    allowed = NO_MENTIONS
    if line is not None and not reply.ephemeral:
        allowed = discord.AllowedMentions(
            everyone=False,
            roles=False,
            replied_user=False,
            users=[discord.Object(u) for u in pinged(reply)],
        )
    return Outgoing(content=content, files=files, embeds=embeds, allowed_mentions=allowed)


def plain(text: Text | str | Sequence[Text], locale: str, mention: Mention = _same) -> Outgoing:
    """A message of text only (one text, or lines)."""
    if isinstance(text, str):
        rendered = text
    else:
        lines = [text] if isinstance(text, Text) else list(text)
        rendered = "\n".join(mention(line).render(locale) for line in lines)
    content, embeds = fit(rendered, locale, [])
    return Outgoing(content=content, embeds=embeds)
