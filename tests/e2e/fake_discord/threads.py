"""Threads in the fake Discord, as Discord's documentation describes them.

- **Creating.** `POST /channels/{id}/threads` opens a thread of its own (the parent gets a
  "thread created" system message); `POST /channels/{id}/messages/{id}/threads` opens one
  from a message, and the thread's id is the message's id. Both need the bot's Create
  Public Threads permission in the parent (403, 50013), a text or announcement channel
  (400, 50024), a name of 1 to 100 characters and an auto-archive duration of 60, 1440,
  4320 or 10080 minutes (400, 50035); a message starts at most one thread (400, 160004);
  a guild has at most `max_active_threads` active threads (400, 160006; Discord's limit
  is 1000). THREAD_CREATE goes out on the gateway.
- **Sending** needs Send Messages in a channel and Send Messages in Threads in a thread
  (403, 50013); a deleted channel answers 404, 10003 (Unknown Channel).
- **Archived threads** are immutable: editing or deleting a message in one answers 400,
  50083 (Thread is archived). `PATCH /channels/{id}` with `archived: false` reopens an
  unlocked thread for anyone who may send messages; a locked one only for someone with
  Manage Threads (403, 50013 otherwise). What a new message does to an archived thread:
  - an interaction response or follow-up is a webhook message, and "the thread will
    automatically be unarchived" (Execute Webhook), so it reopens the thread;
  - a bot's channel message answers 50083 until the thread is reopened, unless
    `send_unarchives` is set: the channel documentation says "the API will helpfully
    automatically unarchive a thread when sending a message", and the flag lets a test
    check the bot against that reading too;
  - in a locked thread, without Manage Threads, every new message answers 50083.
  Each change of a thread's state goes out as THREAD_UPDATE.
- **Deleting** a thread dispatches THREAD_DELETE; deleting a channel dispatches
  CHANNEL_DELETE and takes its threads with it (Discord sends no event for those).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tests.e2e.fake_discord.errors import DiscordError
from tests.e2e.fake_discord.payloads import FakeChannel, FakeGuild, message_payload, snowflake
from tests.e2e.fake_discord.records import EPHEMERAL, FakeMessage

if TYPE_CHECKING:
    from tests.e2e.fake_discord.server import FakeDiscord

SEND_MESSAGES = 1 << 11
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
SEND_MESSAGES_IN_THREADS = 1 << 38
ALL_PERMISSIONS = (1 << 50) - 1

THREAD_PARENT_TYPES = {0, 5}  # text and announcement channels
PUBLIC_THREAD, ANNOUNCEMENT_THREAD = 11, 10
ARCHIVE_DURATIONS = {60, 1440, 4320, 10080}
HAS_THREAD = 1 << 5  # message flag
THREAD_CREATED = 18  # message type of the parent's system message

UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
MISSING_PERMISSIONS = 50013
WRONG_CHANNEL_TYPE = 50024
INVALID_FORM = 50035
ARCHIVED = 50083
THREAD_EXISTS = 160004
TOO_MANY_THREADS = 160006


class FakeThreads:
    """Thread handling mixed into `FakeDiscord` (see the module docstring)."""

    send_unarchives: bool = False
    max_active_threads: int = 1000

    # -- looking things up ---------------------------------------------------------------

    def channel_by_id(self: FakeDiscord, channel_id: int) -> FakeChannel | None:
        """A channel or thread that exists, in any guild (a deleted one is gone)."""
        guild = self.guild_of(channel_id)
        return None if guild is None else next(c for c in guild.channels if c.id == channel_id)

    def home_of(self: FakeDiscord, channel: FakeChannel) -> FakeGuild:
        """The guild a channel or thread is in (the main guild for one already deleted)."""
        return self.guild_of(channel.id) or self.guild

    def thread_of(self: FakeDiscord, message: FakeMessage | int) -> FakeChannel:
        """The thread started from `message` (it has the message's id)."""
        message_id = message if isinstance(message, int) else message.id
        thread = self.channel_by_id(message_id)
        if thread is None or not thread.is_thread:
            raise LookupError(f"message {message_id} has no thread")
        return thread

    def threads_of(self: FakeDiscord, parent: FakeChannel) -> list[FakeChannel]:
        guild = self.home_of(parent)
        return [c for c in guild.channels if c.is_thread and c.parent_id == parent.id]

    def bot_permissions_in(self: FakeDiscord, channel_id: int) -> int:
        """The bot's permissions in a channel; a thread has its parent's unless set."""
        channel = self.channel_by_id(channel_id)
        if channel is None:
            return ALL_PERMISSIONS
        if channel.bot_permissions is None and channel.parent_id is not None:
            return self.bot_permissions_in(channel.parent_id)
        return ALL_PERMISSIONS if channel.bot_permissions is None else channel.bot_permissions

    def set_bot_permissions(self, channel: FakeChannel, permissions: int | None) -> None:
        """What the bot may do in `channel` from now on (None: everything, or the parent's)."""
        channel.bot_permissions = permissions

    # -- what moderators and Discord itself do -------------------------------------------

    async def archive(self: FakeDiscord, thread: FakeChannel, *, locked: bool = False) -> None:
        """Archive (and lock) a thread, as inactivity or a moderator would."""
        thread.archived, thread.locked = True, locked
        await self.broadcast("THREAD_UPDATE", thread.payload(self.home_of(thread).id))

    async def delete_channel(self: FakeDiscord, channel: FakeChannel) -> None:
        """Delete a channel (with its threads) or a thread, and tell the gateway."""
        guild = self.home_of(channel)
        gone = [channel, *([] if channel.is_thread else self.threads_of(channel))]
        guild.channels = [c for c in guild.channels if c not in gone]
        for message in self.messages.values():
            if any(message.channel_id == c.id for c in gone):
                message.deleted = True
        if channel.is_thread:
            data = {
                "id": str(channel.id),
                "guild_id": str(guild.id),
                "parent_id": str(channel.parent_id),
                "type": channel.type,
            }
            await self.broadcast("THREAD_DELETE", data)
        else:
            await self.broadcast("CHANNEL_DELETE", channel.payload(guild.id))

    async def broadcast(self: FakeDiscord, event: str, data: dict[str, Any]) -> None:
        for session in list(self._sockets):
            await session.dispatch(event, data)
        await self._notify()

    # -- the thread routes ---------------------------------------------------------------

    async def thread_route(
        self: FakeDiscord, method: str, parts: list[str], body: Any
    ) -> tuple[bool, Any]:
        """`(True, answer)` for a thread route, `(False, None)` for any other."""
        match method, parts:
            case "POST", ["channels", channel_id, "threads"]:
                return True, await self._start_thread(int(channel_id), None, body or {})
            case "POST", ["channels", channel_id, "messages", message_id, "threads"]:
                started = await self._start_thread(int(channel_id), int(message_id), body or {})
                return True, started
            case "PATCH", ["channels", channel_id]:
                return True, await self._edit_thread(int(channel_id), body or {})
        return False, None

    async def _start_thread(
        self: FakeDiscord, parent_id: int, message_id: int | None, body: dict[str, Any]
    ) -> dict[str, Any]:
        parent = self.channel_by_id(parent_id)
        if parent is None:
            raise DiscordError(404, UNKNOWN_CHANNEL, "Unknown Channel")
        if parent.type not in THREAD_PARENT_TYPES:
            raise DiscordError(
                400, WRONG_CHANNEL_TYPE, "Cannot execute action on this channel type"
            )
        if not self.bot_permissions_in(parent_id) & CREATE_PUBLIC_THREADS:
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        name = str(body.get("name") or "")
        duration = body.get("auto_archive_duration", 4320)
        problems = []
        if not 1 <= len(name) <= 100:
            problems.append(f"thread name has {len(name)} characters (1 to 100)")
        if duration not in ARCHIVE_DURATIONS:
            problems.append(f"auto_archive_duration {duration} is not one of {ARCHIVE_DURATIONS}")
        self._reject(problems, "thread")
        starter = None
        if message_id is not None:
            starter = self.messages.get(message_id)
            if starter is None or starter.deleted or starter.channel_id != parent_id:
                raise DiscordError(404, UNKNOWN_MESSAGE, "Unknown Message")
            if starter.ephemeral:
                raise DiscordError(404, UNKNOWN_MESSAGE, "Unknown Message")
            if self.channel_by_id(message_id) is not None or starter.payload.get("thread"):
                raise DiscordError(
                    400, THREAD_EXISTS, "A thread has already been created for this message"
                )
        guild = self.home_of(parent)
        active = [c for c in guild.channels if c.is_thread and not c.archived]
        if len(active) >= self.max_active_threads:
            raise DiscordError(400, TOO_MANY_THREADS, "Maximum number of active threads reached")
        kind = ANNOUNCEMENT_THREAD if parent.type == 5 else int(body.get("type") or PUBLIC_THREAD)
        thread = FakeChannel(
            id=message_id or snowflake(),
            name=name,
            type=kind,
            parent_id=parent_id,
            owner_id=self.bot.id,
            auto_archive_duration=int(duration),
        )
        guild.channels.append(thread)
        payload = thread.payload(guild.id)
        if starter is not None:
            flags = int(starter.payload.get("flags") or 0) | HAS_THREAD
            starter.payload.update(flags=flags, thread=payload)
        else:
            self._thread_created_notice(parent_id, thread)
        await self.broadcast("THREAD_CREATE", {**payload, "newly_created": True})
        return payload

    def _thread_created_notice(self: FakeDiscord, parent_id: int, thread: FakeChannel) -> None:
        """The system message a thread started without a message leaves in its parent."""
        message_id = snowflake()
        payload = message_payload(
            message_id=message_id,
            channel_id=parent_id,
            guild_id=self.home_of(thread).id,
            author=self.bot.user_payload(),
            body={"content": thread.name},
            attachments=[],
        )
        payload["type"] = THREAD_CREATED
        self.messages[message_id] = FakeMessage(
            id=message_id, channel_id=parent_id, payload=payload, body={}, files=[]
        )

    async def _edit_thread(
        self: FakeDiscord, channel_id: int, body: dict[str, Any]
    ) -> dict[str, Any]:
        thread = self.channel_by_id(channel_id)
        if thread is None:
            raise DiscordError(404, UNKNOWN_CHANNEL, "Unknown Channel")
        if not thread.is_thread:
            self.violation(f"PATCH /channels/{channel_id}: the bot only edits threads")
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        unknown = set(body) - {"archived", "locked", "name", "auto_archive_duration"}
        if unknown:
            self.violation(f"PATCH /channels/{channel_id}: unexpected fields {sorted(unknown)}")
        allowed = self.bot_permissions_in(channel_id)
        moderator = bool(allowed & MANAGE_THREADS)
        if "locked" in body and not moderator:
            raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        if body.get("archived") is False and thread.archived:
            # Reopening: Send Messages is enough, unless a moderator locked the thread.
            if (thread.locked and not moderator) or not allowed & SEND_MESSAGES:
                raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        elif thread.archived and set(body) - {"archived", "locked"}:
            raise DiscordError(400, ARCHIVED, "Thread is archived")
        if "archived" in body:
            thread.archived = bool(body["archived"])
        if "locked" in body:
            thread.locked = bool(body["locked"])
        if "name" in body:
            thread.name = str(body["name"])
        if "auto_archive_duration" in body:
            thread.auto_archive_duration = int(body["auto_archive_duration"])
        payload = thread.payload(self.home_of(thread).id)
        await self.broadcast("THREAD_UPDATE", payload)
        return payload

    # -- the rules every message in a thread follows -------------------------------------

    async def thread_rules(self: FakeDiscord, method: str, parts: list[str], body: Any) -> None:
        """Raise Discord's error, or reopen the thread, before a message route runs."""
        match method, parts:
            case "POST", ["channels", channel_id, "messages"]:
                await self._new_message(int(channel_id), by_webhook=False)
            case (("PATCH" | "DELETE"), ["channels", channel_id, "messages", _]):
                self._changed_message(int(channel_id))
            case "POST", ["interactions", interaction_id, _, "callback"]:
                record = self.interactions.get(int(interaction_id))
                data = (body or {}).get("data") or {}
                kind = int((body or {}).get("type") or 0)
                if record is None:
                    return
                if kind in (4, 5) and not int(data.get("flags") or 0) & EPHEMERAL:
                    await self._new_message(record.channel_id, by_webhook=True)
                elif kind == 7 and record.source_message_id is not None:
                    self._changed_message(self.messages[record.source_message_id].channel_id)
            case "POST", ["webhooks", _, token]:
                record = self._record_for(token)
                original = self.messages.get(record.original_id or 0)
                if record.first_followup_pending and original is not None:
                    if not original.ephemeral:
                        self._changed_message(original.channel_id)
                elif not int((body or {}).get("flags") or 0) & EPHEMERAL:
                    await self._new_message(record.channel_id, by_webhook=True)
            case (("PATCH" | "DELETE"), ["webhooks", _, token, "messages", target]):
                record = self._record_for(token)
                message_id = record.original_id if target == "@original" else int(target)
                message = self.messages.get(message_id or 0)
                if message is not None and not message.ephemeral:
                    self._changed_message(message.channel_id)

    async def _new_message(self: FakeDiscord, channel_id: int, *, by_webhook: bool) -> None:
        channel = self.channel_by_id(channel_id)
        if channel is None:
            if channel_id in self.dm_channels.values():
                return
            raise DiscordError(404, UNKNOWN_CHANNEL, "Unknown Channel")
        allowed = self.bot_permissions_in(channel_id)
        if not by_webhook:
            needed = SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES
            if not allowed & needed:
                raise DiscordError(403, MISSING_PERMISSIONS, "Missing Permissions")
        if not channel.is_thread or not channel.archived:
            return
        if (channel.locked and not allowed & MANAGE_THREADS) or not (
            by_webhook or self.send_unarchives
        ):
            raise DiscordError(400, ARCHIVED, "Thread is archived")
        channel.archived = False
        await self.broadcast("THREAD_UPDATE", channel.payload(self.home_of(channel).id))

    def _changed_message(self: FakeDiscord, channel_id: int) -> None:
        channel = self.channel_by_id(channel_id)
        if channel is not None and channel.is_thread and channel.archived:
            raise DiscordError(400, ARCHIVED, "Thread is archived")
