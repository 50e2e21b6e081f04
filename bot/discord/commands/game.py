"""`/game ...`: lobby, status, board, log, hint, review, undo, abandon, settings and rules help
(and pause and resume, from `commands.pause`)."""

from __future__ import annotations

from collections.abc import Awaitable
from datetime import timedelta
from typing import Any

import discord
from discord import Interaction, app_commands

import engine
from bot import rules_help
from bot.discord import flow, messages, threads
from bot.discord.commands import pause
from bot.discord.commands.schedule import apply_schedule
from bot.discord.context import Deps, may_manage_channel, place_of, player_of
from bot.discord.hint_button import hint_view
from bot.discord.review_button import reviewed
from bot.discord.table_thread import open_in_thread
from bot.discord.translator import desc, localised, name, text
from bot.options import parse_options
from bot.service import Place, Reply, ServiceError
from bot.service.limits import check_options
from bot.service.schedule_settings import parse_schedule
from bot.store.transaction import UNSET
from engine import i18n, t
from engine.ai import LEVELS

__all__ = ["build", "option_suggestions", "parse_options"]


def available_games() -> list[str]:
    """Games whose engine loads (a game still being written is left out, not fatal)."""
    found = []
    for game in engine.names():
        try:
            engine.get(game)
        except Exception:  # any import error just hides that game
            continue
        found.append(game)
    return found


def option_suggestions(game_name: str, current: str) -> list[str]:
    """Autocomplete for the options string: the game's option fields, appended to what is typed."""
    try:
        fields = engine.get(game_name).options_model.model_fields
    except Exception:  # unknown game: nothing to suggest
        return []
    words = current.split()
    finished = not current or current.endswith(" ")
    typed, partial = (words, "") if finished else (words[:-1], words[-1])
    done = {w.partition("=")[0] for w in typed}
    stem = " ".join(typed)
    found = []
    for field, info in fields.items():
        if field in done:
            continue
        values = (
            ["true", "false"] if info.annotation in (bool, bool | None) else [str(info.default)]
        )
        for value in values:
            candidate = f"{field}={value}"
            if candidate.startswith(partial):
                found.append(f"{stem} {candidate}".strip())
    return found[:25]


CLOCK_HOURS = (24, 48, 72, 120, 168, 336)


def clock_choices(*, off: bool = False) -> list[app_commands.Choice[int]]:
    """Turn clocks a table may choose, in whole days (0: none, to switch one off)."""
    hours = ((0,) if off else ()) + CLOCK_HOURS
    return [app_commands.Choice(name=text(f"dc.choice.clock.{h or 'off'}"), value=h) for h in hours]


async def lobby_change(deps: Deps, place: Place, change: Awaitable[Reply]) -> Reply:
    """A lobby change, answered with the table as it is now (as the lobby buttons do)."""
    reply = await change
    status = await deps.service.status(place)
    status.lines = [*reply.lines, *status.lines]
    return status


def build(deps: Deps) -> app_commands.Group:  # noqa: C901 registers every /game subcommand as a closure over `deps`
    group = app_commands.Group(name=name("game"), description=desc("game"), guild_only=True)
    games = available_games()
    game_choices = [app_commands.Choice(name=text(f"{g}.title"), value=g) for g in games]
    level_choices = [
        app_commands.Choice(name=text(f"bot.ai.level.{level}"), value=level) for level in LEVELS
    ]

    def public(interaction: Interaction, op: Any, *, writes: bool = True) -> Any:
        return flow.slash(deps, interaction, op, view=deps.views, writes=writes)

    @group.command(name=name("game.new"), description=desc("game.new"))
    @app_commands.choices(game=game_choices, turn_hours=clock_choices(), ai_level=level_choices)
    @localised("game.new")
    async def new(
        interaction: Interaction,
        game: str,
        options: str | None = None,
        thread: bool | None = None,
        turn_hours: int | None = None,
        ai_level: str | None = None,
        hints: bool | None = None,
    ) -> None:
        place, player = place_of(interaction), player_of(interaction)
        seed = deps.seed_source()
        in_thread, note = threads.thread_choice(interaction, thread)

        async def create(where: Place) -> Reply:
            check_options(options or "")
            reply = await deps.service.create(
                where,
                player,
                game,
                parse_options(options),
                seed,
                turn_hours=turn_hours,
                ai_level=ai_level,
                hints=hints,
            )
            if note is not None:  # a thread was meant but cannot be: say why
                reply.lines.append(note)
            return reply

        if in_thread:
            await open_in_thread(deps, interaction, create, deps.views)
        else:
            await public(interaction, lambda: create(place))

    @new.autocomplete("options")
    async def new_options(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None) or "caravan"
        return [
            app_commands.Choice(name=s[:100], value=s[:100])
            for s in option_suggestions(game, current)
        ]

    @group.command(name=name("game.join"), description=desc("game.join"))
    async def join(interaction: Interaction) -> None:
        await public(
            interaction, lambda: deps.service.join(place_of(interaction), player_of(interaction))
        )

    @group.command(name=name("game.leave"), description=desc("game.leave"))
    async def leave(interaction: Interaction) -> None:
        await public(
            interaction, lambda: deps.service.leave(place_of(interaction), player_of(interaction))
        )

    @group.command(name=name("game.add_ai"), description=desc("game.add_ai"))
    @app_commands.choices(level=level_choices)
    @localised("game.add_ai")
    async def add_ai(interaction: Interaction, level: str | None = None) -> None:
        place, player = place_of(interaction), player_of(interaction)
        await public(
            interaction,
            lambda: lobby_change(deps, place, deps.service.add_ai(place, player, level)),
        )

    @group.command(name=name("game.rejoin"), description=desc("game.rejoin"))
    async def rejoin(interaction: Interaction) -> None:
        await public(
            interaction, lambda: deps.service.rejoin(place_of(interaction), player_of(interaction))
        )

    pause.add(group, deps, public)

    @group.command(name=name("game.start"), description=desc("game.start"))
    async def start(interaction: Interaction) -> None:
        await public(
            interaction, lambda: deps.service.start(place_of(interaction), player_of(interaction))
        )

    @group.command(name=name("game.status"), description=desc("game.status"))
    async def status(interaction: Interaction) -> None:
        await public(
            interaction,
            lambda: deps.service.status(place_of(interaction), player_of(interaction)),
            writes=False,
        )

    @group.command(name=name("game.board"), description=desc("game.board"))
    @localised("game.board")
    async def board(interaction: Interaction, private: bool = False) -> None:
        place, player = place_of(interaction), player_of(interaction)
        await flow.slash(
            deps,
            interaction,
            lambda: deps.service.board(place, player, private=private),
            ephemeral=private,
            writes=False,
        )

    @group.command(name=name("game.log"), description=desc("game.log"))
    @app_commands.choices(
        since=[app_commands.Choice(name=text("dc.choice.since.mine"), value="mine")]
    )
    @localised("game.log")
    async def log(
        interaction: Interaction,
        page: app_commands.Range[int, 1, 10_000] = 1,
        since: str | None = None,
    ) -> None:
        async def log_page() -> Reply:
            # The notation in the reply's language: Macao names its cards in it.
            locale = await deps.locale(interaction)
            if since is not None:  # only "mine": what happened since the caller's last move
                return await deps.service.since_mine(
                    place_of(interaction), player_of(interaction), locale
                )
            return await deps.service.log(place_of(interaction), page, locale)

        await flow.slash(deps, interaction, log_page, ephemeral=since is not None, writes=False)

    @group.command(name=name("game.hint"), description=desc("game.hint"))
    async def hint(interaction: Interaction) -> None:
        """Privately, what the AI would play in the caller's place; the interaction
        stays deferred while the AI's pool thinks."""
        place, player = place_of(interaction), player_of(interaction)

        async def op() -> Reply:
            ask = await deps.service.hint_ask(place, player)
            assert deps.advise is not None, "the AI pool is set at start-up"
            return await deps.service.hint_reply(ask, await deps.advise(ask))

        await flow.slash(deps, interaction, op, view=hint_view, ephemeral=True, writes=False)

    @group.command(name=name("game.review"), description=desc("game.review"))
    @localised("game.review")
    async def review(
        interaction: Interaction,
        game_id: app_commands.Range[int, 1, 2**53] | None = None,
        public: bool = False,
    ) -> None:
        """The AI's review of a finished game (the channel's latest by default), for the
        caller or for everyone; the interaction stays deferred while it is computed."""
        place, player = place_of(interaction), player_of(interaction)
        await flow.slash(
            deps,
            interaction,
            lambda: reviewed(deps, place, player, game_id, public=public),
            ephemeral=not public,
            writes=False,
        )

    @group.command(name=name("game.undo"), description=desc("game.undo"))
    async def undo(interaction: Interaction) -> None:
        await public(
            interaction, lambda: deps.service.undo(place_of(interaction), player_of(interaction))
        )

    @group.command(name=name("game.abandon"), description=desc("game.abandon"))
    async def abandon(interaction: Interaction) -> None:
        place, player = place_of(interaction), player_of(interaction)
        manager = may_manage_channel(interaction)
        await public(interaction, lambda: deps.service.abandon(place, player, is_manager=manager))

    @group.command(name=name("game.settings"), description=desc("game.settings"))
    @app_commands.choices(
        language=[
            app_commands.Choice(name=text("dc.choice.lang.auto"), value="auto"),
            *(
                app_commands.Choice(name=i18n.language_name(locale), value=locale)
                for locale in i18n.locales()
            ),
        ],
        turn_hours=clock_choices(off=True),
        ai_level=level_choices,
    )
    @localised("game.settings")
    async def settings(
        interaction: Interaction,
        reminder_hours: app_commands.Range[float, 0.5, 336.0] | None = None,
        language: str | None = None,
        dm: bool | None = None,
        vacation_days: app_commands.Range[float, 0.0, 365.0] | None = None,
        turn_hours: int | None = None,
        ai_level: str | None = None,
        digest: str | None = None,
        time_zone: str | None = None,
        quiet_hours: str | None = None,
        hints: bool | None = None,
    ) -> None:
        async def op() -> Reply:
            schedule = parse_schedule(digest, time_zone, quiet_hours)  # refused: nothing saved
            reply = await change_settings(
                deps, interaction, reminder_hours, language, dm, vacation_days
            )
            reply.lines += await apply_schedule(deps, interaction, schedule)
            if turn_hours is not None or ai_level is not None or hints is not None:
                table = await deps.service.table_settings(
                    place_of(interaction),
                    player_of(interaction),
                    is_manager=may_manage_channel(interaction),
                    turn_hours=UNSET if turn_hours is None else turn_hours,
                    ai_level=UNSET if ai_level is None else ai_level,
                    hints=UNSET if hints is None else hints,
                )
                reply.lines += table.lines
            return reply

        await flow.slash(deps, interaction, op, ephemeral=True)

    @group.command(name=name("game.rules"), description=desc("game.rules"))
    @localised("game.rules")
    async def rules(interaction: Interaction, topic: str | None = None) -> None:
        locale = await deps.locale(interaction)
        game_name, chosen = await rules_topic(deps, interaction, topic)
        body = (
            rules_help.unknown(game_name) if chosen is None else rules_help.page(game_name, chosen)
        )
        await interaction.response.send_message(
            **messages.plain(body, locale).send_kwargs(), ephemeral=True
        )

    @rules.autocomplete("topic")
    async def rules_topics(
        interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        locale = await deps.locale(interaction)
        record = await deps.store.open_game(interaction.channel_id or 0)
        found = rules_help.choices(record.game if record else None, current, locale)
        return [app_commands.Choice(name=label, value=value) for label, value in found[:25]]

    return group


async def rules_topic(
    deps: Deps, interaction: Interaction, topic: str | None
) -> tuple[str, str | None]:
    """`(game, topic)` for `/game rules`: a `game:topic` value, else a topic of this
    channel's game (Caravan where none runs); topic None means unknown."""
    record = await deps.store.open_game(interaction.channel_id or 0)
    return rules_help.resolve(record.game if record else None, topic)


async def change_settings(
    deps: Deps,
    interaction: Interaction,
    reminder_hours: float | None,
    language: str | None,
    dm: bool | None,
    vacation_days: float | None,
) -> Reply:
    """Channel settings need the Manage Channels permission; personal ones do not."""
    channel_id = interaction.channel_id or 0
    store = deps.store
    if (reminder_hours is not None or language is not None) and not may_manage_channel(interaction):
        raise ServiceError(t("dc.err.no_permission"))
    changes: dict[str, Any] = {}
    if reminder_hours is not None:
        changes["reminder_hours"] = reminder_hours
    if language is not None:
        changes["locale"] = None if language == "auto" else language
    if changes:
        await store.set_channel_settings(channel_id, **changes)
        deps.forget_channel_locale(channel_id)
    personal: dict[str, Any] = {}
    if dm is not None:
        personal["dm_opt_in"] = dm
    if vacation_days is not None:
        now = deps.clock()
        personal["vacation_until"] = (
            None if vacation_days == 0 else now + timedelta(days=vacation_days)
        )
    if personal:
        await store.set_user_settings(interaction.user.id, **personal)
    channel = await store.channel_settings(channel_id)
    user = await store.user_settings(interaction.user.id)
    hours = channel.reminder_hours or deps.reminder_hours
    vacation = (
        t("dc.vacation.until", when=discord.utils.format_dt(user.vacation_until, "f"))
        if user.vacation_until and user.vacation_until > deps.clock()
        else t("dc.vacation.none")
    )
    lines = [t("dc.settings.saved")] if changes or personal else []
    lines.append(
        t(
            "dc.settings.show",
            hours=f"{hours:g}",
            language=(
                i18n.language_name(channel.locale) if channel.locale else t("dc.choice.lang.auto")
            ),
            dm=t("dc.on" if user.dm_opt_in else "dc.off"),
            vacation=vacation,
        )
    )
    return Reply(lines=lines, ephemeral=True)
