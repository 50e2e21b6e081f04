"""A public reply's private part reaches only its caller, as an ephemeral follow-up."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.discord import flow
from bot.service import PrivatePart, Reply
from engine import t
from tests.e2e.bot_harness import BotRunner

pytestmark = pytest.mark.e2e


async def test_private_part_goes_to_the_caller_only(runner: BotRunner) -> None:
    fake, bot = runner.fake, runner.bot
    assert bot is not None

    @app_commands.command(name="peek", description="Public line plus a private part")
    async def peek(interaction: discord.Interaction) -> None:
        async def op() -> Reply:
            part = PrivatePart([t("bot.msg.log_empty")])
            return Reply(lines=[t("bot.status.active")], private={interaction.user.id: part})

        await flow.slash(bot.deps, interaction, op, writes=False)

    bot.tree.add_command(peek, guild=discord.Object(fake.guild.id))
    await bot.sync_commands(fake.guild.id)
    ada = fake.add_user("ada")
    record = await fake.slash(ada, "peek")
    public, private = await fake.wait_messages(record, 2)
    assert not public.ephemeral and public.content == "in progress"
    assert private.ephemeral and private.owner_id == ada.id and private.content == "No moves yet."
