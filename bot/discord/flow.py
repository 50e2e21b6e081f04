"""The one way an interaction is answered: acknowledge first, call the service, reply.

Slash commands defer with a public "thinking" message; an error then deletes it and
answers ephemerally, so a refusal is only ever seen by whoever caused it. Component
clicks defer as an update and answer with follow-ups (or edit their own message).
In an archived thread a public answer first reopens it; in one the bot may not reopen
(locked), a change is refused privately and a look is answered privately.

Once the service has answered, the change is saved: nothing after that turns it into a
refusal. A language that cannot be read falls back to the user's, components that cannot
be built are left out, and a post that fails is tried again (`deliver`), each logged.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import discord

from bot import metrics
from bot.discord import messages, threads
from bot.discord.board_links import remember_board
from bot.discord.context import Deps, place_of, player_of
from bot.discord.mentions import next_steps
from bot.discord.messages import Outgoing
from bot.log_context import note
from bot.service import BoardChanged, Reply, ServiceError
from bot.service.errors import TablesElsewhere
from bot.store import CommitUnknown
from engine import IllegalMove, Text, normalise_locale, t

log = logging.getLogger(__name__)
T = TypeVar("T")

POST_ATTEMPTS = 3
POST_PAUSE_S = 1.0  # before the second attempt; twice that before the third

Operation = Callable[[], Awaitable[Reply]]
ViewFactory = Callable[[Reply, str], Awaitable[discord.ui.View | None]]
Post = Callable[[Outgoing], Awaitable[discord.Message | None]]


async def _no_view(reply: Reply, locale: str) -> discord.ui.View | None:
    return None


def refusal(error: Exception, user_id: int = 0) -> list[Text]:
    """What a refused request is told: the reason, then what the player can do instead
    (for a channel whose tables play in threads, where they are, `user_id`'s first).
    The interaction's log line says `refused` (or `failed` for an unexpected error)."""
    note(outcome="refused" if isinstance(error, ServiceError | IllegalMove) else "failed")
    if isinstance(error, TablesElsewhere):
        return threads.tables_elsewhere(error, user_id)
    if isinstance(error, ServiceError):
        return [error.text, *next_steps(error.actions)]
    if isinstance(error, IllegalMove):
        return [error.reason]
    if isinstance(error, CommitUnknown):  # a write outside the service: it may be stored
        return [t("bot.err.outcome_unknown")]
    return [t("dc.err.generic")]


async def deliver(what: str, *attempts: Callable[[], Awaitable[T]]) -> T | None:
    """Post the answer to a request the service has carried out: a failed post is tried
    again (each attempt builds its message afresh), `POST_ATTEMPTS` times with the first
    way, then once each the other ways (e.g. into the channel when the interaction's
    token no longer works). Never raises: None, logged, if nothing went out."""
    ways = [attempts[0]] * POST_ATTEMPTS + list(attempts[1:])
    for number, send in enumerate(ways, start=1):
        try:
            return await send()
        except Exception as error:
            if number == len(ways):
                log.exception("posting %s failed %d times; the change is saved", what, number)
                return None
            log.warning("posting %s failed (%s); trying again", what, error)
            if number < POST_ATTEMPTS:
                await asyncio.sleep(POST_PAUSE_S * number)
    return None


async def degrade(what: str, default: T, work: Callable[[], Awaitable[T]]) -> T:
    """`work`'s result, or `default` (logged) if it fails: for what comes after a change
    is saved, which must not turn it into a refusal."""
    try:
        return await work()
    except Exception:
        log.exception("%s failed after the change was saved; going on without it", what)
        return default


async def _run(
    deps: Deps, interaction: discord.Interaction, op: Operation, ticket: int | None
) -> Reply:
    if ticket is None:
        return await op()
    turnstile = deps.turnstile(interaction.channel_id or 0)
    await turnstile.wait(ticket)
    try:
        return await op()
    finally:
        await turnstile.finish(ticket)


def _ticket(deps: Deps, interaction: discord.Interaction, writes: bool) -> int | None:
    return deps.turnstile(interaction.channel_id or 0).take() if writes else None


async def _release(deps: Deps, interaction: discord.Interaction, ticket: int | None) -> None:
    if ticket is not None:
        await deps.turnstile(interaction.channel_id or 0).finish(ticket)


async def stale_answer(
    deps: Deps, interaction: discord.Interaction, error: BoardChanged
) -> Outgoing:
    """'The board has changed' plus the current state of the game the click was about
    (its table may be in a thread while the click came from the lobby in the channel),
    for the clicker only."""
    note(outcome="stale")
    locale = await deps.locale(interaction)
    place = await deps.service.place_of_game(error.game_id) or place_of(interaction)
    try:
        current = await deps.service.board(place, player_of(interaction))
        status = await deps.service.status(place)
        current.lines = [error.text, *status.lines]
        current.prompt = status.prompt
        current.mentions = []
        return messages.build(current, locale, ping=False, mention=deps.mention(interaction))
    except (ServiceError, IllegalMove) as gone:  # the game is no longer running
        return messages.plain(refusal(gone), locale, deps.mention(interaction))


async def serve(
    deps: Deps,
    interaction: discord.Interaction,
    op: Operation,
    *,
    acknowledge: Callable[[], Awaitable[None]],
    refuse: Callable[[Outgoing], Awaitable[None]],
    writes: bool,
    what: str,
    public: bool = True,
) -> tuple[Reply, str] | None:
    """Acknowledge at once, run the operation in turn, and answer a refusal privately.
    Before a `public` answer, an archived thread is reopened.

    Returns the reply and the (possibly just changed) locale, or None once refused.
    """
    ticket = _ticket(deps, interaction, writes)
    locale = normalise_locale(interaction.locale.value)
    try:
        await acknowledge()
        if public:
            await threads.reopen(interaction)
        locale = await deps.locale(interaction)
        reply = await _run(deps, interaction, op, ticket)
    except discord.HTTPException:
        raise
    except Exception as error:
        if not isinstance(error, ServiceError | IllegalMove):
            log.exception("%s failed", what)
        outgoing = (
            await stale_answer(deps, interaction, error)
            if isinstance(error, BoardChanged)
            else messages.plain(refusal(error, interaction.user.id), locale, deps.mention(interaction))
        )
        await refuse(outgoing)
        return None
    finally:
        await _release(deps, interaction, ticket)
    if writes:
        try:
            deps.changed()
        except Exception:
            log.exception("waking the reminders after %s failed", what)
    # A settings change may have switched the language; if it cannot be read, keep the one
    # read before.
    return reply, await degrade("reading the language", locale, lambda: deps.locale(interaction))


async def slash(
    deps: Deps,
    interaction: discord.Interaction,
    op: Operation,
    *,
    view: ViewFactory = _no_view,
    ephemeral: bool = False,
    writes: bool = True,
) -> discord.Message | None:
    """Answer a slash command with the service's reply (public unless `ephemeral`)."""
    return await deps.inflight.run(
        interaction,
        lambda: _slash(deps, interaction, op, view=view, ephemeral=ephemeral, writes=writes),
    )


async def _slash(
    deps: Deps,
    interaction: discord.Interaction,
    op: Operation,
    *,
    view: ViewFactory = _no_view,
    ephemeral: bool = False,
    writes: bool = True,
) -> discord.Message | None:
    """Answer a slash command with the service's reply (public unless `ephemeral`)."""
    started = time.perf_counter()
    if not ephemeral and threads.locked_out(interaction):
        if writes:
            locale = await deps.locale(interaction)
            await ephemeral_now(interaction, t("dc.thread.locked"), locale)
            return None
        ephemeral = True  # a look still works, for the one who asked

    async def private(outgoing: Outgoing) -> None:
        await private_answer(interaction, outgoing, already_ephemeral=ephemeral)

    deps.commands.learn_from(interaction.data)  # its id makes the command clickable in texts
    command = interaction.command and interaction.command.qualified_name
    served = await serve(
        deps,
        interaction,
        op,
        acknowledge=lambda: interaction.response.defer(thinking=True, ephemeral=ephemeral),
        refuse=private,
        writes=writes,
        what=f"command {command}",
        public=not ephemeral,
    )
    if served is None:
        return None
    reply, locale = served

    def outgoing() -> Outgoing:
        return messages.build(reply, locale, mention=deps.mention(interaction))

    what = f"the answer to {command}"
    if reply.ephemeral and not ephemeral:
        await deliver(
            what,
            lambda: private_answer(interaction, outgoing(), already_ephemeral=False),
            lambda: interaction.followup.send(**outgoing().send_kwargs(), ephemeral=True),
        )
        return None
    components = (  # a private command's own reply may have buttons too (a hint's)
        None
        if reply.ephemeral and not ephemeral
        else await degrade("its buttons", None, lambda: view(reply, locale))
    )

    async def send() -> discord.Message:
        message = outgoing()
        message.view = components
        return await interaction.followup.send(
            **message.send_kwargs(), ephemeral=ephemeral, wait=True
        )

    sent = await deliver(what, send, *_in_channel(interaction, outgoing, components, ephemeral))
    await _caller_part(interaction, reply, locale)
    _after_posted(deps, reply, writes, started, sent)
    await remember_board(deps, reply, sent)
    return sent


def _in_channel(
    interaction: discord.Interaction,
    outgoing: Callable[[], Outgoing],
    components: discord.ui.View | None,
    ephemeral: bool,
) -> list[Callable[[], Awaitable[discord.Message]]]:
    """The last way to post a public answer: a message in the channel itself."""
    channel = interaction.channel
    if ephemeral or not isinstance(channel, discord.abc.Messageable):
        return []

    async def send() -> discord.Message:
        message = outgoing()
        message.view = components
        return await channel.send(**message.send_kwargs())

    return [send]


async def private_answer(
    interaction: discord.Interaction, outgoing: Outgoing, *, already_ephemeral: bool
) -> None:
    if not already_ephemeral:
        # The first follow-up would replace the public "thinking" message: remove it first.
        await interaction.delete_original_response()
    await interaction.followup.send(**outgoing.send_kwargs(), ephemeral=True)


async def component(
    deps: Deps,
    interaction: discord.Interaction,
    op: Operation,
    *,
    view: ViewFactory = _no_view,
    edit_source: bool = False,
    writes: bool = True,
    post: Post | None = None,
) -> discord.Message | None:
    """Answer a button or select: edit its own message, or post the reply as a follow-up
    (or with `post`, e.g. into the table's thread when the click came from the channel)."""
    return await deps.inflight.run(
        interaction,
        lambda: _component(
            deps, interaction, op, view=view, edit_source=edit_source, writes=writes, post=post
        ),
    )


async def _component(
    deps: Deps,
    interaction: discord.Interaction,
    op: Operation,
    *,
    view: ViewFactory = _no_view,
    edit_source: bool = False,
    writes: bool = True,
    post: Post | None = None,
) -> discord.Message | None:
    """Answer a button or select: edit its own message, or post the reply as a follow-up."""
    started = time.perf_counter()
    if writes and threads.locked_out(interaction):
        await ephemeral_now(interaction, t("dc.thread.locked"), await deps.locale(interaction))
        return None

    async def private(outgoing: Outgoing) -> None:
        await interaction.followup.send(**outgoing.send_kwargs(), ephemeral=True)

    served = await serve(
        deps,
        interaction,
        op,
        acknowledge=interaction.response.defer,
        refuse=private,
        writes=writes,
        what=f"component {(interaction.data or {}).get('custom_id')}",
        public=writes,
    )
    if served is None:
        return None
    reply, locale = served

    def outgoing() -> Outgoing:
        return messages.build(reply, locale, mention=deps.mention(interaction))

    what = f"the answer to component {(interaction.data or {}).get('custom_id')}"
    if reply.ephemeral:
        await deliver(what, lambda: private(outgoing()))
        return None
    components = await degrade("its buttons", None, lambda: view(reply, locale))

    def message() -> Outgoing:
        built = outgoing()
        built.view = components
        return built

    sent: discord.Message | None
    if edit_source:
        sent = await deliver(
            what, lambda: interaction.edit_original_response(**message().edit_kwargs())
        )
    elif post is not None:
        sent = await deliver(what, lambda: post(message()))
        if sent is None:
            return None
    else:
        sent = await deliver(
            what,
            lambda: interaction.followup.send(**message().send_kwargs(), wait=True),
            *_in_channel(interaction, outgoing, components, False),
        )
    await _caller_part(interaction, reply, locale)
    _after_posted(deps, reply, writes, started, sent)
    await remember_board(deps, reply, sent)
    return sent


def _after_posted(
    deps: Deps, reply: Reply, writes: bool, started: float, sent: discord.Message | None
) -> None:
    """A running game's change is on the table: an AI whose turn it is now plays, and the
    table's status line follows. A change posted with its board (`started` when the
    interaction arrived; `sent`, None if the post failed) counts in the move-to-board
    latency."""
    if writes and sent is not None and reply.images:
        metrics.MOVE_TO_BOARD.observe(time.perf_counter() - started)
    if writes and reply.game_id is not None and reply.status == "active":
        deps.ai_kick(reply.game_id)
    if writes and reply.game_id is not None:
        board = sent.id if sent is not None and reply.images else None
        deps.table_changed(reply.game_id, board)


async def _caller_part(interaction: discord.Interaction, reply: Reply, locale: str) -> None:
    """A public reply's private part for the caller (others see theirs via "My view")."""
    part = reply.private.get(interaction.user.id)
    if part is None or reply.ephemeral:
        return
    private = Reply(lines=part.lines, images=part.images, ephemeral=True)
    await deliver(
        "a private part",
        lambda: interaction.followup.send(
            **messages.build(private, locale).send_kwargs(), ephemeral=True
        ),
    )


async def ephemeral_now(interaction: discord.Interaction, text: Text, locale: str) -> None:
    """An immediate private answer, for refusals known before any work."""
    await interaction.response.send_message(
        **messages.plain(text, locale).send_kwargs(), ephemeral=True
    )
