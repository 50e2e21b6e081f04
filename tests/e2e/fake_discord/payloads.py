"""Complete Discord API payloads, shaped as discord.py 2.7 parses them.

The gateway and REST payloads must be complete (e.g. `member.flags`,
`attachment_size_limit`), or discord.py raises deep inside its parsers; keeping every
shape in one module makes such gaps easy to see.
"""

from __future__ import annotations

import itertools
import threading
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000
ALL_PERMISSIONS = str((1 << 50) - 1)
MEMBER_PERMISSIONS = str(0x0000_0040_0004_FE41)  # view, send, embed, attach, history, ...
MANAGE_CHANNELS = 1 << 4

_counter = itertools.count(1)
_lock = threading.Lock()


def snowflake() -> int:
    """A fresh, time-ordered snowflake (so `created_at` of fake objects is plausible)."""
    with _lock:
        increment = next(_counter) & 0xFFF
    return ((int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22) | increment


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass
class FakeUser:
    """A Discord user who can act in tests; `permissions` is their guild permission bitset."""

    id: int
    name: str
    locale: str = "en-US"
    permissions: int = int(MEMBER_PERMISSIONS)
    bot: bool = False
    dms_open: bool = True

    def user_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name.title(),
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }

    def member_payload(self) -> dict[str, Any]:
        return {
            "user": self.user_payload(),
            "nick": None,
            "avatar": None,
            "roles": [],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
            "permissions": str(self.permissions),
        }


@dataclass
class FakeChannel:
    """A guild channel or thread. `bot_permissions` is what the bot may do here (None:
    everything in a channel, the parent's in a thread)."""

    id: int
    name: str
    type: int = 0  # 0 = guild text, 2 = voice, 5 = announcement, 11 = public thread
    parent_id: int | None = None  # threads: the channel they hang off
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    bot_permissions: int | None = None

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    def payload(self, guild_id: int | None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if guild_id is not None:
            data["guild_id"] = str(guild_id)
        if self.is_thread:
            data.update(
                parent_id=str(self.parent_id),
                owner_id=str(self.owner_id),
                message_count=0,
                member_count=1,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": "2024-01-01T00:00:00+00:00",
                    "locked": self.locked,
                },
            )
        return data


@dataclass
class FakeGuild:
    id: int
    name: str
    owner_id: int
    channels: list[FakeChannel] = field(default_factory=list)

    def payload(self, members: list[dict[str, Any]]) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [
                {
                    "id": str(self.id),
                    "name": "@everyone",
                    "permissions": MEMBER_PERMISSIONS,
                    "position": 0,
                    "color": 0,
                    "colors": {"primary_color": 0},
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "joined_at": "2024-01-01T00:00:00+00:00",
            "large": False,
            "unavailable": False,
            "member_count": len(members),
            "voice_states": [],
            "members": members,
            "channels": [c.payload(self.id) for c in self.channels if not c.is_thread],
            # Discord sends only the active threads here.
            "threads": [
                c.payload(self.id) for c in self.channels if c.is_thread and not c.archived
            ],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "max_members": 500000,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": "en-US",
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
        }


def application_payload(app_id: int, owner: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": str(app_id),
        "name": "Caravanserai",
        "icon": None,
        "description": "",
        "rpc_origins": [],
        "bot_public": True,
        "bot_require_code_grant": False,
        "owner": owner,
        "summary": "",
        "verify_key": "0" * 64,
        "team": None,
        "flags": 0,
        "interactions_endpoint_url": None,
        "redirect_uris": [],
        "tags": [],
    }


def message_payload(
    *,
    message_id: int,
    channel_id: int,
    guild_id: int | None,
    author: dict[str, Any],
    body: dict[str, Any],
    attachments: list[dict[str, Any]],
    webhook_id: int | None = None,
    application_id: int | None = None,
    interaction_type: int = 0,
) -> dict[str, Any]:
    """A stored message as Discord returns it; `body` is what the bot sent."""
    data: dict[str, Any] = {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "author": author,
        "content": body.get("content") or "",
        "timestamp": iso_now(),
        "edited_timestamp": None,
        "tts": bool(body.get("tts", False)),
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": body.get("embeds") or [],
        "components": body.get("components") or [],
        "pinned": False,
        "type": 20 if interaction_type else 0,
        "flags": int(body.get("flags") or 0),
        "reactions": [],
        "sticker_items": [],
    }
    if guild_id is not None:
        data["guild_id"] = str(guild_id)
    if webhook_id is not None:
        data["webhook_id"] = str(webhook_id)
    if application_id is not None:
        data["application_id"] = str(application_id)
    return data
