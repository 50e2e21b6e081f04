"""The personal part of `/game settings` that says when the bot may write to a player:
the daily digest, the time zone and quiet hours (`bot.service.schedule_settings`)."""

from __future__ import annotations

from typing import Any

import discord
from discord import Interaction

from bot.discord.context import Deps
from bot.service.schedule_settings import save_schedule
from bot.store import Schedule
from engine import Text, normalise_locale, t


async def apply_schedule(
    deps: Deps, interaction: Interaction, changes: dict[str, Any]
) -> list[Text]:
    """Save the checked changes (the digest in the player's own language) and say what
    the player's schedule is now."""
    schedule = await save_schedule(
        deps.store,
        interaction.user.id,
        normalise_locale(interaction.locale.value),
        changes,
        deps.clock(),
    )
    return [schedule_line(schedule)]


def schedule_line(schedule: Schedule) -> Text:
    """The player's digest, time zone and quiet hours in one line."""
    if schedule.digest_at is None or schedule.due_at is None:
        digest = t("dc.schedule.digest_off")
    else:
        digest = t(
            "dc.schedule.digest_at",
            time=schedule.digest_at,
            next=discord.utils.format_dt(schedule.due_at, "R"),
        )
    quiet = (
        t("dc.schedule.quiet", start=schedule.quiet_from, end=schedule.quiet_until)
        if schedule.quiet_from and schedule.quiet_until
        else t("dc.schedule.quiet_none")
    )
    return t("dc.schedule.show", digest=digest, zone=schedule.time_zone or "UTC", quiet=quiet)
