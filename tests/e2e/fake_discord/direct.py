"""Direct messages with the bot and who is in which server, for the fake Discord.

A slash command or a click in a user's DM with the bot carries no server: `user` in
place of `member`, the DM channel, context 1 (a bot DM); only global commands exist there.
Every user is a member of every server unless they `leave` it: then the server's member
list leaves them out and Discord's member lookup (`GET /guilds/{id}/members/{user}`)
answers Unknown Member, as it does for a server that does not exist.
"""

from __future__ import annotations

import secrets
from typing import Any

from tests.e2e.fake_discord import limits
from tests.e2e.fake_discord.errors import DiscordError
from tests.e2e.fake_discord.payloads import FakeGuild, FakeUser, snowflake

NO_GUILD = -1
"""A server id no server has: command look-ups in a DM find only the global commands."""

UNKNOWN_MEMBER = 10007
UNKNOWN_GUILD = 10004


class FakeDirect:
    """The DM and membership part of `FakeDiscord` (which provides the attributes used)."""

    guilds: list[FakeGuild]
    users: dict[int, FakeUser]
    dm_channels: dict[int, int]
    app_id: int
    absent: dict[int, set[int]]

    def leave(self, user: FakeUser, guild: FakeGuild) -> None:
        """The user is no longer a member of the server."""
        self.absent.setdefault(guild.id, set()).add(user.id)

    def is_member(self, guild_id: int, user_id: int) -> bool:
        return user_id in self.users and user_id not in self.absent.get(guild_id, set())

    def member_route(self, guild_id: int, user_id: int) -> dict[str, Any]:
        """`GET /guilds/{guild}/members/{user}`."""
        guild = next((g for g in self.guilds if g.id == guild_id), None)
        if guild is None:
            raise DiscordError(404, UNKNOWN_GUILD, "Unknown Guild")
        if not self.is_member(guild_id, user_id):
            raise DiscordError(404, UNKNOWN_MEMBER, "Unknown Member")
        return self.users[user_id].member_payload()

    def dm_interaction_payload(
        self, kind: int, user: FakeUser, data: dict[str, Any], locale: str | None
    ) -> dict[str, Any]:
        """An interaction in the user's DM with the bot (opened if it was not)."""
        channel_id = self.dm_channels.setdefault(user.id, snowflake())
        channel = {
            "id": str(channel_id),
            "type": 1,
            "last_message_id": None,
            "recipients": [user.user_payload()],
            "flags": 0,
        }
        return {
            "id": str(snowflake()),
            "application_id": str(self.app_id),
            "type": kind,
            "data": data,
            "channel_id": str(channel_id),
            "channel": channel,
            "user": user.user_payload(),
            "token": "itoken-" + secrets.token_urlsafe(24),
            "version": 1,
            "locale": locale or user.locale,
            "app_permissions": str((1 << 50) - 1),
            "attachment_size_limit": limits.FILE_MAX,
            "entitlements": [],
            "authorizing_integration_owners": {"0": "0"},
            "context": 1,
        }
