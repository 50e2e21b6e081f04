"""What the fake remembers: requests, messages and the life of each interaction."""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass, field
from typing import Any

EPHEMERAL = 1 << 6
LOADING = 1 << 7
_MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class RecordedRequest:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    files: list[tuple[str, bytes]]
    at: float = field(default_factory=time.monotonic)


@dataclass
class FakeMessage:
    """A message as the fake stores it; `body` is the latest payload the bot sent."""

    id: int
    channel_id: int
    payload: dict[str, Any]
    body: dict[str, Any]
    files: list[tuple[str, bytes]]
    ephemeral: bool = False
    owner_id: int | None = None  # the user an ephemeral message is shown to
    interaction_id: int | None = None
    deleted: bool = False
    edits: int = 0
    created_at: float = field(default_factory=time.monotonic)
    edited_at: float | None = None  # the last edit (a deferred reply's content arrives so)

    @property
    def content(self) -> str:
        return str(self.payload.get("content") or "")

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return list(self.payload.get("embeds") or [])

    @property
    def text(self) -> str:
        """Content plus every embed's visible text, for assertions on wording."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            for item in embed.get("fields") or []:
                parts += [item.get("name") or "", item.get("value") or ""]
            parts.append((embed.get("footer") or {}).get("text") or "")
        return "\n".join(p for p in parts if p)

    @property
    def components(self) -> list[dict[str, Any]]:
        """Every component inside the action rows, in order."""
        found: list[dict[str, Any]] = []
        for row in self.payload.get("components") or []:
            found += row.get("components") or []
        return found

    @property
    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in self.components if c.get("type") == 2]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in self.components if c.get("type") == 3]

    @property
    def images(self) -> list[tuple[str, bytes]]:
        return [(name, data) for name, data in self.files if data[:8] == b"\x89PNG\r\n\x1a\n"]

    @property
    def mentioned_user_ids(self) -> set[int]:
        """Users Discord would actually ping: content mentions filtered by allowed_mentions."""
        if self.ephemeral:
            return set()
        in_content = {int(m) for m in _MENTION.findall(self.content)}
        allowed = self.body.get("allowed_mentions")
        if allowed is None:
            return in_content
        if "users" in (allowed.get("parse") or []):
            return in_content
        return in_content & {int(u) for u in allowed.get("users") or []}


@dataclass
class InteractionRecord:
    """One injected interaction and everything the bot answered to it."""

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    payload: dict[str, Any]
    injected_at: float = field(default_factory=time.monotonic)
    ack_type: int | None = None
    acked_at: float | None = None
    original_id: int | None = None  # the message created by the callback (or the loading one)
    source_message_id: int | None = None  # for component clicks
    message_ids: list[int] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    deferred_ephemeral: bool = False
    first_followup_pending: bool = False
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    """Set once a finished (not loading) message answers it: waiting on it costs nothing
    per request, where `FakeDiscord.wait_for` re-checks on every one (long benchmarks)."""

    @property
    def ack_latency(self) -> float | None:
        return None if self.acked_at is None else self.acked_at - self.injected_at
