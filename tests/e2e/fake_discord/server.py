"""The fake Discord: REST endpoints and a gateway on loopback for the real discord.py client.

It serves exactly what the bot uses, records every request, stores every message, and
checks each payload against Discord's limits. A breach is answered like Discord would
(an HTTP error) and recorded in `violations`; the e2e fixtures fail the test on any.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import time
from collections.abc import Callable, Iterator
from typing import Any

from aiohttp import WSMsgType, web

from tests.e2e.fake_discord import limits
from tests.e2e.fake_discord.direct import NO_GUILD, FakeDirect
from tests.e2e.fake_discord.errors import DiscordError
from tests.e2e.fake_discord.payloads import (
    FakeChannel,
    FakeGuild,
    FakeUser,
    application_payload,
    message_payload,
    snowflake,
)
from tests.e2e.fake_discord.records import (
    EPHEMERAL,
    LOADING,
    FakeMessage,
    InteractionRecord,
    RecordedRequest,
)
from tests.e2e.fake_discord.threads import FakeThreads

API = "/api/v10"
HEARTBEAT_MS = 41_250


WAIT_S = 30.0
"""How long a test waits for the bot: an upper bound only, so a busy machine slows a test
down instead of failing it (Discord's own 3-second deadline is checked separately)."""


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py only decodes bodies whose Content-Type is exactly "application/json".
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"}
    )


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard a guild's events go to, as Discord computes it."""
    return (guild_id >> 22) % shard_count


class FakeDiscord(FakeThreads, FakeDirect):
    """One application, one bot user, one guild with a few text channels (more guilds on
    request), any number of users; threads as `FakeThreads` describes them.

    A sharded bot identifies each shard with `[shard_id, shard_count]`: that session gets
    READY and GUILD_CREATE for the guilds of its shard only, and every interaction in a
    guild goes to the newest session of that guild's shard (as after a reconnect, Discord
    sends to the session that identified last). An unsharded session gets everything.
    """

    def __init__(
        self,
        *,
        callback_deadline: float = limits.CALLBACK_DEADLINE_S,
        shard_count: int = 1,
        identify_interval: float = 0.0,
        kept_file_bytes: int | None = None,
    ) -> None:
        """`identify_interval`: enforce Discord's one IDENTIFY per that many seconds (5 on
        Discord; off by default, as tests restart bots at once). `kept_file_bytes`: keep
        only the start of each uploaded file (long benchmarks; enough to tell a PNG)."""
        self.callback_deadline = callback_deadline
        self.identify_interval = identify_interval
        self.kept_file_bytes = kept_file_bytes
        self._last_identify: float | None = None
        self.app_id = snowflake()
        self.bot = FakeUser(id=snowflake(), name="caravanserai", bot=True)
        self.owner = FakeUser(id=snowflake(), name="owner", permissions=(1 << 50) - 1)
        self.users: dict[int, FakeUser] = {self.owner.id: self.owner}
        self.shard_count = shard_count
        self.guild = FakeGuild(id=snowflake(), name="Test Guild", owner_id=self.owner.id)
        self.guilds: list[FakeGuild] = [self.guild]
        self._channel_guilds: dict[int, FakeGuild] = {}
        self.channel = self.add_channel("games")
        self.requests: list[RecordedRequest] = []
        self.violations: list[str] = []
        self.messages: dict[int, FakeMessage] = {}
        self.interactions: dict[int, InteractionRecord] = {}
        self._by_token: dict[str, InteractionRecord] = {}  # every webhook call looks one up
        self.global_commands: list[dict[str, Any]] = []
        self.guild_commands: dict[int, list[dict[str, Any]]] = {}
        self.dm_channels: dict[int, int] = {}  # user id -> DM channel id
        self.absent: dict[int, set[int]] = {}  # guild id -> users who left it
        self.identified = asyncio.Event()
        self.identify_count = 0
        self.reject_token = False  # answer 401 to every request, like a revoked token
        self.failing_followups = 0  # answer that many follow-ups with 503, as in an outage
        self._sockets: list[_GatewaySession] = []
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- set-up --------------------------------------------------------------------------

    def add_user(
        self, name: str, *, locale: str = "en-US", permissions: int | None = None
    ) -> FakeUser:
        user = FakeUser(id=snowflake(), name=name, locale=locale)
        if permissions is not None:
            user.permissions = permissions
        self.users[user.id] = user
        return user

    def add_channel(
        self, name: str, *, thread: bool = False, guild: FakeGuild | None = None
    ) -> FakeChannel:
        channel = FakeChannel(id=snowflake(), name=name, type=11 if thread else 0)
        if thread:
            channel.parent_id, channel.owner_id = self.channel.id, self.owner.id
        (guild or self.guild).channels.append(channel)
        self._channel_guilds[channel.id] = guild or self.guild
        return channel

    def add_guild(self, name: str, *, shard: int | None = None) -> FakeGuild:
        """A further guild (with no channels yet); `shard` picks an id on that shard."""
        while True:
            guild_id = snowflake()
            if shard is None or shard_of(guild_id, self.shard_count) == shard:
                break
        guild = FakeGuild(id=guild_id, name=name, owner_id=self.owner.id)
        self.guilds.append(guild)
        return guild

    def guild_of(self, channel_id: int) -> FakeGuild | None:
        guild = self._channel_guilds.get(channel_id)
        if guild is not None and any(c.id == channel_id for c in guild.channels):
            return guild
        for guild in self.guilds:  # a channel appended to a guild's list directly
            if any(c.id == channel_id for c in guild.channels):
                self._channel_guilds[channel_id] = guild
                return guild
        return None

    def _find_channel(self, channel_id: int) -> FakeChannel | None:
        guild = self.guild_of(channel_id)
        return None if guild is None else next(c for c in guild.channels if c.id == channel_id)

    def session_for(self, guild_id: int) -> _GatewaySession | None:
        """The newest connected session that receives this guild's events."""
        for session in reversed(self._sockets):
            if session.shard is None or session.shard == shard_of(guild_id, session.shards):
                return session
        return None

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}{API}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", API + "/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for session in list(self._sockets):
            await session.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @contextlib.contextmanager
    def patched(self) -> Iterator[None]:
        """Point discord.py's REST and gateway class attributes at this fake."""
        import discord.gateway
        import discord.http
        import yarl

        old_base = discord.http.Route.BASE
        old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        discord.http.Route.BASE = self.api_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        try:
            yield
        finally:
            discord.http.Route.BASE = old_base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway

    # -- waiting ---------------------------------------------------------------------------

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = WAIT_S) -> Any:
        """Wait until `predicate()` is truthy and return its value."""

        async def waiter() -> Any:
            async with self._changed:
                result = predicate()
                while not result:
                    await self._changed.wait()
                    result = predicate()
                return result

        return await asyncio.wait_for(waiter(), timeout)

    async def wait_ready(self, timeout: float = WAIT_S) -> None:
        await asyncio.wait_for(self.identified.wait(), timeout)

    async def wait_ack(self, record: InteractionRecord, timeout: float = WAIT_S) -> int:
        return await self.wait_for(lambda: record.ack_type, timeout)

    async def wait_messages(
        self, record: InteractionRecord, count: int = 1, timeout: float = WAIT_S
    ) -> list[FakeMessage]:
        """Wait for `count` messages answering `record` whose content is final (not loading)."""

        def ready() -> list[FakeMessage] | None:
            found = [self.messages[m] for m in record.message_ids if not self.messages[m].deleted]
            done = [m for m in found if not (int(m.payload.get("flags") or 0) & LOADING)]
            return done if len(done) >= count else None

        return await self.wait_for(ready, timeout)

    async def reply(self, record: InteractionRecord, timeout: float = WAIT_S) -> FakeMessage:
        """The first finished message answering `record` (its callback or first follow-up)."""
        return (await self.wait_messages(record, 1, timeout))[0]

    async def wait_choices(
        self, record: InteractionRecord, timeout: float = WAIT_S
    ) -> list[dict[str, Any]]:
        await self.wait_for(lambda: record.choices is not None, timeout)
        return record.choices or []

    async def wait_channel_message(
        self,
        channel_id: int,
        predicate: Callable[[FakeMessage], bool] = lambda m: True,
        *,
        after: int = 0,
        timeout: float = WAIT_S,
    ) -> FakeMessage:
        """The first message in the channel with id > `after` matching `predicate`."""

        def find() -> FakeMessage | None:
            for message in self.channel_messages(channel_id):
                if message.id > after and predicate(message):
                    return message
            return None

        return await self.wait_for(find, timeout)

    def channel_messages(self, channel_id: int) -> list[FakeMessage]:
        return sorted(
            (m for m in self.messages.values() if m.channel_id == channel_id and not m.deleted),
            key=lambda m: m.id,
        )

    def dm_messages(self, user_id: int) -> list[FakeMessage]:
        channel = self.dm_channels.get(user_id)
        return [] if channel is None else self.channel_messages(channel)

    def last_message_id(self) -> int:
        return max(self.messages, default=0)

    async def settle(self, timeout: float | None = None) -> None:
        """Wait until every injected interaction was acknowledged (or its deadline passed)."""
        deadline = self.callback_deadline if timeout is None else timeout
        for record in list(self.interactions.values()):
            if record.ack_type is None:
                remaining = record.injected_at + deadline - time.monotonic()
                with contextlib.suppress(TimeoutError):
                    await self.wait_for(lambda r=record: r.ack_type, max(remaining, 0.01))

    def unanswered(self) -> list[InteractionRecord]:
        return [r for r in self.interactions.values() if r.ack_type is None]

    # -- injecting interactions ------------------------------------------------------------

    def _commands_for_lookup(self, guild_id: int) -> list[tuple[dict[str, Any], bool]]:
        guild = [(c, True) for c in self.guild_commands.get(guild_id, [])]
        return guild + [(c, False) for c in self.global_commands]

    def find_command(self, name: str, guild_id: int | None = None) -> tuple[dict[str, Any], bool]:
        for command, in_guild in self._commands_for_lookup(guild_id or self.guild.id):
            if command["name"] == name and command.get("type", 1) == 1:
                return command, in_guild
        raise LookupError(f"/{name} is not registered (did the bot sync its commands?)")

    def _build_options(
        self,
        schema: list[dict[str, Any]],
        values: dict[str, Any],
        focused: str | None,
        resolved: dict[str, Any],
    ) -> list[dict[str, Any]]:
        by_name = {o["name"]: o for o in schema}
        unknown = set(values) - set(by_name)
        if unknown:
            raise LookupError(f"unknown options {sorted(unknown)}; known: {sorted(by_name)}")
        built = []
        for name, option in by_name.items():
            if name not in values:
                # While autocompleting, Discord sends whatever the user has filled in so far.
                if option.get("required") and focused is None:
                    raise LookupError(f"required option {name!r} missing")
                continue
            value = values[name]
            kind = option["type"]
            entry: dict[str, Any] = {"name": name, "type": kind}
            if name == focused:
                if not option.get("autocomplete"):
                    raise LookupError(f"option {name!r} has no autocomplete")
                entry.update(value=str(value), focused=True)
            elif kind == 6:
                user = value if isinstance(value, FakeUser) else self.users[int(value)]
                entry["value"] = str(user.id)
                resolved.setdefault("users", {})[str(user.id)] = user.user_payload()
                member = user.member_payload()
                member.pop("user")
                resolved.setdefault("members", {})[str(user.id)] = member
            else:
                if kind == 4 and not isinstance(value, int):
                    raise TypeError(f"option {name!r} needs an integer")
                if kind == 5 and not isinstance(value, bool):
                    raise TypeError(f"option {name!r} needs a boolean")
                if kind == 3:
                    value = str(value)
                choices = [c["value"] for c in option.get("choices") or []]
                if choices and value not in choices:
                    raise LookupError(f"{value!r} is not one of the choices {choices}")
                entry["value"] = value
            built.append(entry)
        return built

    def _command_data(
        self, path: str, values: dict[str, Any], focused: str | None, guild_id: int
    ) -> dict[str, Any]:
        names = path.strip().lstrip("/").split()
        command, in_guild = self.find_command(names[0], guild_id)
        data: dict[str, Any] = {"id": command["id"], "name": command["name"], "type": 1}
        if in_guild:
            data["guild_id"] = str(guild_id)
        resolved: dict[str, Any] = {}
        node, holder = command, data
        for sub in names[1:]:
            option = next(
                (o for o in node.get("options") or [] if o["name"] == sub and o["type"] in (1, 2)),
                None,
            )
            if option is None:
                raise LookupError(f"/{path}: no subcommand {sub!r}")
            child: dict[str, Any] = {"name": sub, "type": option["type"], "options": []}
            holder["options"] = [child]
            node, holder = option, child
        if any(o["type"] in (1, 2) for o in node.get("options") or []):
            raise LookupError(f"/{path} needs a subcommand")
        holder["options"] = self._build_options(
            node.get("options") or [], values, focused, resolved
        )
        if resolved:
            data["resolved"] = resolved
        return data

    def _interaction_payload(
        self,
        kind: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        locale: str | None,
    ) -> dict[str, Any]:
        guild = self.guild_of(channel.id) or self.guild
        return {
            "id": str(snowflake()),
            "application_id": str(self.app_id),
            "type": kind,
            "data": data,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": "en-US", "features": []},
            "channel_id": str(channel.id),
            "channel": channel.payload(guild.id),
            "member": user.member_payload(),
            "token": "itoken-" + secrets.token_urlsafe(24),
            "version": 1,
            "locale": locale or user.locale,
            "guild_locale": "en-US",
            "app_permissions": str(self.bot_permissions_in(channel.id)),
            "attachment_size_limit": limits.FILE_MAX,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
        }

    def sessions_of(self, guild_id: int) -> list[_GatewaySession]:
        """The connected sessions that may receive this guild's events, oldest first."""
        return [
            s for s in self._sockets if s.shard is None or s.shard == shard_of(guild_id, s.shards)
        ]

    async def _inject(
        self, payload: dict[str, Any], user: FakeUser, via: _GatewaySession | None = None
    ) -> InteractionRecord:
        """Dispatch to the newest session of the guild's shard, or to `via` (an older
        session of that shard, as while a rolling restart overlaps two processes)."""
        session = via or self.session_for(int(payload.get("guild_id") or 0))
        if session is None:
            raise RuntimeError("no bot is connected to the gateway for this guild's shard")
        record = InteractionRecord(
            id=int(payload["id"]),
            token=payload["token"],
            type=payload["type"],
            user_id=user.id,
            channel_id=int(payload["channel_id"]),
            payload=payload,
        )
        if "message" in payload:
            record.source_message_id = int(payload["message"]["id"])
        self.interactions[record.id] = record
        self._by_token[record.token] = record
        await session.dispatch("INTERACTION_CREATE", payload)
        return record

    async def slash(
        self,
        user: FakeUser,
        path: str,
        *,
        channel: FakeChannel | None = None,
        locale: str | None = None,
        via: _GatewaySession | None = None,
        **options: Any,
    ) -> InteractionRecord:
        """Run `/path` (e.g. "game new") as `user`; options are checked against the sync."""
        channel = channel or self.channel
        guild = self.guild_of(channel.id) or self.guild
        data = self._command_data(path, options, None, guild.id)
        payload = self._interaction_payload(2, user, channel, data, locale)
        return await self._inject(payload, user, via)

    async def slash_dm(
        self, user: FakeUser, path: str, *, locale: str | None = None, **options: Any
    ) -> InteractionRecord:
        """Run `/path` as `user` in their DM with the bot (global commands only, and only
        those not limited to servers)."""
        command, _ = self.find_command(path.split()[0], NO_GUILD)
        if command.get("dm_permission") is False or 1 not in (command.get("contexts") or [0, 1]):
            raise LookupError(f"/{command['name']} cannot be used in a DM")
        data = self._command_data(path, options, None, NO_GUILD)
        payload = self.dm_interaction_payload(2, user, data, locale)
        return await self._inject(payload, user)

    async def autocomplete(
        self,
        user: FakeUser,
        path: str,
        focused: str,
        typed: str = "",
        *,
        channel: FakeChannel | None = None,
        locale: str | None = None,
        **options: Any,
    ) -> InteractionRecord:
        channel = channel or self.channel
        guild = self.guild_of(channel.id) or self.guild
        data = self._command_data(path, {**options, focused: typed}, focused, guild.id)
        payload = self._interaction_payload(4, user, channel, data, locale)
        return await self._inject(payload, user)

    def find_component(
        self, message: FakeMessage, *, custom_id: str | None = None, label: str | None = None
    ) -> dict[str, Any]:
        for component in message.components:
            if custom_id is not None and component.get("custom_id") == custom_id:
                return component
            if label is not None and component.get("label") == label:
                return component
        raise LookupError(
            f"no component {custom_id or label!r} on message {message.id}; "
            f"has {[c.get('label') or c.get('custom_id') for c in message.components]}"
        )

    async def click(
        self,
        user: FakeUser,
        message: FakeMessage | int,
        *,
        custom_id: str | None = None,
        label: str | None = None,
        values: list[str] | None = None,
        locale: str | None = None,
        via: _GatewaySession | None = None,
    ) -> InteractionRecord:
        """Click a button (or choose `values` in a select) on a stored message as `user`."""
        stored = self.messages[message if isinstance(message, int) else message.id]
        if stored.deleted:
            raise LookupError("the message was deleted")
        if stored.ephemeral and stored.owner_id != user.id:
            raise LookupError("an ephemeral message is only visible to its owner")
        component = self.find_component(stored, custom_id=custom_id, label=label)
        if component.get("disabled"):
            raise LookupError("a disabled component cannot be used")
        data: dict[str, Any] = {
            "custom_id": component["custom_id"],
            "component_type": component["type"],
        }
        if component["type"] == 3:
            allowed = [o["value"] for o in component.get("options") or []]
            chosen = values or []
            low, high = component.get("min_values", 1), component.get("max_values", 1)
            if not low <= len(chosen) <= high or any(v not in allowed for v in chosen):
                raise LookupError(f"values {chosen} not allowed by the select ({allowed})")
            data["values"] = chosen
        channel = self._find_channel(stored.channel_id)
        if stored.channel_id == self.dm_channels.get(user.id):
            payload = self.dm_interaction_payload(3, user, data, locale)
        elif channel is None:
            raise LookupError("the message's channel was deleted")
        else:
            payload = self._interaction_payload(3, user, channel, data, locale)
        payload["message"] = stored.payload
        return await self._inject(payload, user, via)

    # -- gateway ---------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        session = _GatewaySession(self, ws)
        await session.send({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}})
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                await session.handle(json.loads(msg.data))
        finally:
            if session in self._sockets:
                self._sockets.remove(session)
        return ws

    def guilds_of(self, shard: int | None, shards: int) -> list[FakeGuild]:
        """The guilds a session of `shard` (None: unsharded) receives."""
        return [g for g in self.guilds if shard is None or shard_of(g.id, shards) == shard]

    def ready_payload(
        self, session_id: str, shard: int | None = None, shards: int = 1
    ) -> dict[str, Any]:
        guilds = self.guilds_of(shard, shards)
        payload = {
            "v": 10,
            "user": {**self.bot.user_payload(), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session_id,
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.app_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
        if shard is not None:
            payload["shard"] = [shard, shards]
        return payload

    def guild_payload(self, guild: FakeGuild | None = None) -> dict[str, Any]:
        guild = guild or self.guild
        users = [u for u in self.users.values() if self.is_member(guild.id, u.id)]
        members = [u.member_payload() for u in users] + [self.bot.member_payload()]
        return guild.payload(members)

    # -- REST ------------------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.Response:
        body, files = await self._read_body(request)
        path = "/" + request.match_info["tail"]
        self.requests.append(
            RecordedRequest(request.method, path, dict(request.query), body, self._kept(files))
        )
        try:
            if self.reject_token and path.startswith("/users/@me"):
                raise DiscordError(401, 0, "401: Unauthorized")
            result = await self._route(request.method, path.strip("/").split("/"), body, files)
        except DiscordError as error:
            return _json({"code": error.code, "message": error.message}, error.status)
        finally:
            await self._notify()
        if result is None:
            return web.Response(status=204)
        return _json(result)

    async def _read_body(self, request: web.Request) -> tuple[Any, list[tuple[str, bytes]]]:
        files: list[tuple[str, bytes]] = []
        if request.content_type.startswith("multipart/"):
            body: Any = {}
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    body = json.loads(await part.text())  # type: ignore[union-attr]
                else:
                    files.append((part.filename or part.name or "", await part.read()))  # type: ignore[union-attr]
            return body, files
        raw = await request.read()
        return (json.loads(raw) if raw else None), files

    def violation(self, problem: str) -> None:
        self.violations.append(problem)

    def _reject(self, problems: list[str], where: str) -> None:
        if problems:
            for problem in problems:
                self.violation(f"{where}: {problem}")
            raise DiscordError(400, 50035, "Invalid Form Body: " + "; ".join(problems))

    async def _route(
        self, method: str, parts: list[str], body: Any, files: list[tuple[str, bytes]]
    ) -> Any:
        handled, answer = await self.thread_route(method, parts, body)
        if handled:
            return answer
        await self.thread_rules(method, parts, body)
        match method, parts:
            case "GET", ["users", "@me"]:
                return {**self.bot.user_payload(), "verified": True, "mfa_enabled": False}
            case "GET", ["oauth2", "applications", "@me"]:
                return application_payload(self.app_id, self.owner.user_payload())
            case "GET", ["gateway"] | ["gateway", "bot"]:
                return {
                    "url": self.gateway_url,
                    "shards": self.shard_count,
                    "session_start_limit": {
                        "total": 1000,
                        "remaining": 999,
                        "reset_after": 0,
                        "max_concurrency": 1,
                    },
                }
            case "PUT", ["applications", _, "commands"]:
                return self._sync(body, None)
            case "PUT", ["applications", _, "guilds", guild_id, "commands"]:
                return self._sync(body, int(guild_id))
            case "GET", ["applications", _, "commands"]:
                return self.global_commands
            case "GET", ["applications", _, "guilds", guild_id, "commands"]:
                return self.guild_commands.get(int(guild_id), [])
            case "POST", ["interactions", interaction_id, token, "callback"]:
                return self._callback(int(interaction_id), token, body, files)
            case "POST", ["webhooks", _, token]:
                return self._followup(token, body, files)
            case (("GET" | "PATCH" | "DELETE"), ["webhooks", _, token, "messages", target]):
                return self._webhook_message(method, token, target, body, files)
            case "GET", ["channels", channel_id]:
                return self._channel_payload(int(channel_id))
            case "POST", ["channels", channel_id, "messages"]:
                return self._channel_send(int(channel_id), body, files)
            case (("GET" | "PATCH" | "DELETE"), ["channels", channel_id, "messages", message_id]):
                return self._channel_message(method, int(channel_id), int(message_id), body, files)
            case "GET", ["guilds", guild_id, "members", user_id]:
                return self.member_route(int(guild_id), int(user_id))
            case "POST", ["users", "@me", "channels"]:
                return self._open_dm(int(body["recipient_id"]))
        self.violation(f"unhandled route {method} /{'/'.join(parts)}")
        raise DiscordError(404, 0, "404: Not Found")

    def _sync(self, body: list[dict[str, Any]], guild_id: int | None) -> list[dict[str, Any]]:
        self._reject(limits.check_commands(body, global_scope=guild_id is None), "command sync")
        stored = []
        for command in body:
            entry = {
                **command,
                "id": str(snowflake()),
                "application_id": str(self.app_id),
                "version": str(snowflake()),
                "type": command.get("type", 1),
            }
            if guild_id is not None:
                entry["guild_id"] = str(guild_id)
            stored.append(entry)
        if guild_id is None:
            self.global_commands = stored
        else:
            self.guild_commands[guild_id] = stored
        return stored

    # -- interactions ----------------------------------------------------------------------

    def _record_for(self, token: str) -> InteractionRecord:
        record = self._by_token.get(token)
        if record is None:
            raise DiscordError(404, 10015, "Unknown Webhook")
        return record

    def _store(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
        *,
        ephemeral: bool,
        owner_id: int | None,
        interaction: InteractionRecord | None,
        author: dict[str, Any] | None = None,
    ) -> FakeMessage:
        self._reject(limits.check_message(body, files), "message")
        message_id = snowflake()
        body = dict(body)
        if ephemeral:
            body["flags"] = int(body.get("flags") or 0) | EPHEMERAL
        payload = message_payload(
            message_id=message_id,
            channel_id=channel_id,
            guild_id=None
            if channel_id in self.dm_channels.values()
            else (self.guild_of(channel_id) or self.guild).id,
            author=author or self.bot.user_payload(),
            body=body,
            attachments=self._attachments(message_id, files),
            webhook_id=self.app_id if interaction else None,
            application_id=self.app_id if interaction else None,
            interaction_type=interaction.type if interaction else 0,
        )
        message = FakeMessage(
            id=message_id,
            channel_id=channel_id,
            payload=payload,
            body=body,
            files=self._kept(files),
            ephemeral=ephemeral,
            owner_id=owner_id,
            interaction_id=interaction.id if interaction else None,
        )
        self.messages[message_id] = message
        if interaction is not None:
            interaction.message_ids.append(message_id)
            if not int(body.get("flags") or 0) & LOADING:
                interaction.answered.set()
        return message

    def _attachments(self, message_id: int, files: list[tuple[str, bytes]]) -> list[dict[str, Any]]:
        return [
            {
                "id": str(snowflake()),
                "filename": name,
                "size": len(data),
                "url": f"{self.api_base}/attachments/{message_id}/{name}",
                "proxy_url": f"{self.api_base}/attachments/{message_id}/{name}",
                "content_type": "image/png"
                if name.endswith(".png")
                else "application/octet-stream",
            }
            for name, data in files
        ]

    def _edit(
        self, message: FakeMessage, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> None:
        merged = {**message.body, **{k: v for k, v in body.items() if k != "attachments"}}
        kept_files = list(message.files)
        attachments = list(message.payload.get("attachments") or [])
        if "attachments" in body:
            keep_ids = {str(a.get("id")) for a in body["attachments"]}
            pairs = [
                (a, f)
                for a, f in zip(attachments, kept_files, strict=False)
                if str(a.get("id")) in keep_ids
            ]
            attachments = [a for a, _ in pairs]
            kept_files = [f for _, f in pairs]
        all_files = kept_files + list(files)
        self._reject(limits.check_message(merged, all_files), "message edit")
        flags = int(message.payload.get("flags") or 0) & ~LOADING
        if message.ephemeral:
            flags |= EPHEMERAL
        merged["flags"] = flags
        message.body = merged
        message.files = self._kept(all_files)
        message.payload.update(
            content=merged.get("content") or "",
            embeds=merged.get("embeds") or [],
            components=merged.get("components") or [],
            attachments=attachments + self._attachments(message.id, list(files)),
            flags=flags,
            edited_timestamp=message.payload["timestamp"],
        )
        message.edits += 1
        message.edited_at = time.monotonic()
        record = self.interactions.get(message.interaction_id or 0)
        if record is not None and not flags & LOADING:
            record.answered.set()

    def _kept(self, files: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
        if self.kept_file_bytes is None:
            return list(files)
        return [(name, data[: self.kept_file_bytes]) for name, data in files]

    def check_identify(self) -> None:
        """Discord allows one IDENTIFY per `identify_interval` seconds (max_concurrency 1)."""
        now = time.monotonic()
        last, self._last_identify = self._last_identify, now
        if self.identify_interval and last is not None and now - last < self.identify_interval:
            self.violation(f"IDENTIFY {now - last:.2f} s after the previous one")

    def _callback(
        self, interaction_id: int, token: str, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        record = self.interactions.get(interaction_id)
        if record is None or record.token != token:
            raise DiscordError(404, 10062, "Unknown interaction")
        elapsed = time.monotonic() - record.injected_at
        if record.ack_type is not None:
            self.violation(f"interaction {interaction_id}: acknowledged twice")
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        if elapsed > self.callback_deadline:
            self.violation(f"interaction {interaction_id}: first response after {elapsed:.2f} s")
            raise DiscordError(404, 10062, "Unknown interaction")
        kind = int(body["type"])
        allowed = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}[record.type]
        if kind not in allowed:
            self.violation(f"interaction {interaction_id}: callback type {kind} not allowed")
            raise DiscordError(400, 50035, "Invalid interaction response type")
        data = body.get("data") or {}
        resource: dict[str, Any] = {"type": kind}
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        if kind == 8:
            choices = data.get("choices") or []
            self._reject(limits.check_choices(choices), "autocomplete")
            record.choices = choices
        elif kind == 4:
            self._check_not_empty(data, files)
            message = self._store(
                record.channel_id,
                data,
                files,
                ephemeral=ephemeral,
                owner_id=record.user_id,
                interaction=record,
            )
            record.original_id = message.id
            resource["message"] = message.payload
        elif kind == 5:
            loading = {"content": "", "flags": LOADING | (EPHEMERAL if ephemeral else 0)}
            message = self._store(
                record.channel_id,
                loading,
                [],
                ephemeral=ephemeral,
                owner_id=record.user_id,
                interaction=record,
            )
            record.original_id = message.id
            record.deferred_ephemeral = ephemeral
            record.first_followup_pending = True
            resource["message"] = message.payload
        elif kind in (6, 7):
            record.original_id = record.source_message_id
            if kind == 7:
                self._edit(self.messages[record.source_message_id or 0], data, files)  # type: ignore[arg-type]
                resource["message"] = self.messages[record.source_message_id or 0].payload
        record.ack_type = kind
        record.acked_at = time.monotonic()
        return {
            "interaction": {
                "id": str(record.id),
                "type": record.type,
                "response_message_id": str(record.original_id) if record.original_id else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": ephemeral,
            },
            "resource": resource,
        }

    def _check_not_empty(self, body: dict[str, Any], files: list[tuple[str, bytes]]) -> None:
        if not (body.get("content") or body.get("embeds") or body.get("components") or files):
            self.violation("message: empty message")
            raise DiscordError(400, 50006, "Cannot send an empty message")

    def _check_token(self, record: InteractionRecord) -> None:
        if record.ack_type is None:
            self.violation(f"interaction {record.id}: follow-up before acknowledgement")
            raise DiscordError(404, 10015, "Unknown Webhook")
        if time.monotonic() - record.injected_at > limits.TOKEN_LIFETIME_S:
            self.violation(f"interaction {record.id}: token used after 15 minutes")
            raise DiscordError(401, 50027, "Invalid Webhook Token")

    def _followup(
        self, token: str, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        record = self._record_for(token)
        self._check_token(record)
        self._check_not_empty(body, files)
        if self.failing_followups > 0:
            self.failing_followups -= 1
            raise DiscordError(503, 0, "503: Service Unavailable")
        if record.first_followup_pending and record.original_id is not None:
            # Discord turns the first follow-up after a deferral into the loading message.
            record.first_followup_pending = False
            message = self.messages[record.original_id]
            self._edit(message, body, files)
            return message.payload
        ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
        message = self._store(
            record.channel_id,
            body,
            files,
            ephemeral=ephemeral,
            owner_id=record.user_id,
            interaction=record,
        )
        return message.payload

    def _webhook_message(
        self, method: str, token: str, target: str, body: Any, files: list[tuple[str, bytes]]
    ) -> dict[str, Any] | None:
        record = self._record_for(token)
        self._check_token(record)
        message_id = record.original_id if target == "@original" else int(target)
        message = self.messages.get(message_id or 0)
        if message is None or message.deleted:
            raise DiscordError(404, 10008, "Unknown Message")
        if method == "PATCH":
            if target == "@original":
                record.first_followup_pending = False
            self._edit(message, body or {}, files)
        elif method == "DELETE":
            message.deleted = True
            if message.id == record.original_id:
                # Without its loading message, the next follow-up is a new message.
                record.first_followup_pending = False
            return None
        return message.payload

    # -- channels --------------------------------------------------------------------------

    def _channel_payload(self, channel_id: int) -> dict[str, Any]:
        guild = self.guild_of(channel_id)
        if guild is not None:
            channel = next(c for c in guild.channels if c.id == channel_id)
            return channel.payload(guild.id)
        for user_id, dm_id in self.dm_channels.items():
            if dm_id == channel_id:
                return self._dm_payload(user_id)
        raise DiscordError(404, 10003, "Unknown Channel")

    def _dm_payload(self, user_id: int) -> dict[str, Any]:
        return {
            "id": str(self.dm_channels[user_id]),
            "type": 1,
            "last_message_id": None,
            "recipients": [self.users[user_id].user_payload()],
            "flags": 0,
        }

    def _open_dm(self, user_id: int) -> dict[str, Any]:
        if user_id not in self.users:
            raise DiscordError(404, 10013, "Unknown User")
        self.dm_channels.setdefault(user_id, snowflake())
        return self._dm_payload(user_id)

    def _channel_send(
        self, channel_id: int, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        self._channel_payload(channel_id)
        for user_id, dm_id in self.dm_channels.items():
            if dm_id == channel_id and not self.users[user_id].dms_open:
                raise DiscordError(403, 50007, "Cannot send messages to this user")
        self._check_not_empty(body, files)
        message = self._store(
            channel_id, body, files, ephemeral=False, owner_id=None, interaction=None
        )
        return message.payload

    def _channel_message(
        self,
        method: str,
        channel_id: int,
        message_id: int,
        body: Any,
        files: list[tuple[str, bytes]],
    ) -> dict[str, Any] | None:
        message = self.messages.get(message_id)
        if message is None or message.deleted or message.channel_id != channel_id:
            raise DiscordError(404, 10008, "Unknown Message")
        if message.ephemeral:
            raise DiscordError(404, 10008, "Unknown Message")
        if method == "PATCH":
            self._edit(message, body or {}, files)
        elif method == "DELETE":
            message.deleted = True
            return None
        return message.payload


class _GatewaySession:
    """One WebSocket connection: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats."""

    def __init__(self, fake: FakeDiscord, ws: web.WebSocketResponse) -> None:
        self.fake, self.ws = fake, ws
        self.sequence = 0
        self.session_id = secrets.token_hex(16)
        self.shard: int | None = None  # None: unsharded, receives every guild
        self.shards = 1

    async def send(self, payload: dict[str, Any]) -> None:
        if not self.ws.closed:
            await self.ws.send_str(json.dumps(payload))

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self.sequence += 1
        await self.send({"op": 0, "t": event, "s": self.sequence, "d": data})

    async def handle(self, message: dict[str, Any]) -> None:
        op = message.get("op")
        if op == 1:
            await self.send({"op": 11})
        elif op == 2:
            self.fake.identify_count += 1
            self.fake.check_identify()
            shard = (message.get("d") or {}).get("shard")
            if shard is not None:
                self.shard, self.shards = int(shard[0]), int(shard[1])
                if self.shards != self.fake.shard_count or not 0 <= self.shard < self.shards:
                    self.fake.violation(
                        f"IDENTIFY with shard {shard} (the bot has {self.fake.shard_count})"
                    )
                    await self.ws.close(code=4010)  # Discord: invalid shard
                    return
            await self.dispatch(
                "READY", self.fake.ready_payload(self.session_id, self.shard, self.shards)
            )
            for guild in self.fake.guilds_of(self.shard, self.shards):
                await self.dispatch("GUILD_CREATE", self.fake.guild_payload(guild))
            self.fake._sockets.append(self)
            self.fake.identified.set()
            await self.fake._notify()
        elif op == 6:
            await self.dispatch("RESUMED", {})
            self.fake._sockets.append(self)
