"""The fake Discord itself: a real discord.py bot connects, syncs, answers; breaches are caught."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest
from discord import app_commands

from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.fake_discord.harness import connected

pytestmark = pytest.mark.e2e


def _button(index: int, custom_id_length: int = 10) -> dict[str, Any]:
    return {
        "type": 2,
        "style": 1,
        "label": str(index),
        "custom_id": str(index).rjust(custom_id_length, "x"),
    }


# Payloads discord.py's own View refuses to build, sent raw to prove the fake refuses them too.
RAW_MESSAGES: dict[str, dict[str, Any]] = {
    "six_buttons": {"components": [{"type": 1, "components": [_button(i) for i in range(6)]}]},
    "six_rows": {"components": [{"type": 1, "components": [_button(i)]} for i in range(6)]},
    "long_id": {"components": [{"type": 1, "components": [_button(1, 101)]}]},
    "big_select": {
        "components": [
            {
                "type": 1,
                "components": [
                    {
                        "type": 3,
                        "custom_id": "s",
                        "options": [{"label": str(i), "value": str(i)} for i in range(26)],
                    }
                ],
            }
        ]
    },
    "big_embed": {"embeds": [{"description": "x" * 4000}, {"description": "x" * 2001}]},
}


def make_bot(fake: FakeDiscord) -> discord.Client:
    client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.01)
    tree = app_commands.CommandTree(client)
    guild = discord.Object(fake.guild.id)

    @tree.command(name="ping", description="Answers pong")
    async def ping(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"pong {interaction.locale.value}")

    @tree.command(name="slow", description="Defers, then answers with a file")
    async def slow(interaction: discord.Interaction, size: int = 10) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send("done", file=discord.File(_png(size), "board.png"))

    @tree.command(name="long", description="Sends too much text")
    async def long(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("x" * 2001)

    @tree.command(name="twice", description="Acknowledges twice")
    async def twice(interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await interaction.client.http.request(  # bypass discord.py's own guard
            discord.http.Route(
                "POST",
                "/interactions/{i}/{t}/callback",
                i=interaction.id,
                t=interaction.token,
            ),
            json={"type": 5},
        )

    @tree.command(name="late", description="Answers after the deadline")
    async def late(interaction: discord.Interaction) -> None:
        await asyncio.sleep(0.3)
        await interaction.response.send_message("too late")

    @tree.command(name="raw", description="Sends a crafted payload")
    async def raw(interaction: discord.Interaction, kind: str) -> None:
        await interaction.client.http.request(
            discord.http.Route(
                "POST", "/interactions/{i}/{t}/callback", i=interaction.id, t=interaction.token
            ),
            json={"type": 4, "data": {"content": "v", **RAW_MESSAGES[kind]}},
        )

    @tree.command(name="pick", description="Autocompletes")
    async def pick(interaction: discord.Interaction, word: str) -> None:
        await interaction.response.send_message(f"picked {word}", ephemeral=True)

    @pick.autocomplete("word")
    async def pick_words(interaction: discord.Interaction, current: str) -> list[Any]:
        count = 30 if current == "many" else 3
        return [
            app_commands.Choice(name=f"{current}{i}", value=f"{current}{i}") for i in range(count)
        ]

    game = app_commands.Group(name="game", description="Game commands")

    @game.command(name="new", description="Starts a game")
    @app_commands.choices(kind=[app_commands.Choice(name="Caravan", value="caravan")])
    async def new(interaction: discord.Interaction, kind: str, seats: int = 2) -> None:
        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="Join", custom_id="join:1"))
        await interaction.response.send_message(f"new {kind} {seats}", view=view)

    tree.add_command(game)

    async def setup_hook() -> None:
        tree.copy_global_to(guild=guild)
        await tree.sync(guild=guild)

    client.setup_hook = setup_hook  # type: ignore[method-assign]

    @client.event
    async def on_interaction(interaction: discord.Interaction) -> None:
        data = interaction.data or {}
        if (
            interaction.type is discord.InteractionType.component
            and data.get("custom_id") == "join:1"
        ):
            await interaction.response.edit_message(content=f"joined {interaction.user.id}")

    return client


def _png(size: int) -> Any:
    import io

    return io.BytesIO(b"\x89PNG\r\n\x1a\n" + b"\0" * size)


async def test_bot_connects_syncs_and_answers(fake: FakeDiscord) -> None:
    alice = fake.add_user("alice", locale="de")
    async with connected(make_bot(fake), fake):
        assert {c["name"] for c in fake.guild_commands[fake.guild.id]} >= {"ping", "game"}
        record = await fake.slash(alice, "ping")
        reply = await fake.reply(record)
        assert reply.content == "pong de"
        assert record.ack_type == 4 and record.ack_latency is not None
        assert record.ack_latency < 1.0


async def test_deferred_followup_fills_the_loading_message_with_a_file(fake: FakeDiscord) -> None:
    user = fake.add_user("bob")
    async with connected(make_bot(fake), fake):
        record = await fake.slash(user, "slow")
        reply = await fake.reply(record)
        assert record.ack_type == 5
        assert reply.id == record.original_id
        assert reply.content == "done" and len(reply.images) == 1


async def test_subcommands_choices_and_buttons(fake: FakeDiscord) -> None:
    user = fake.add_user("carol")
    async with connected(make_bot(fake), fake):
        with pytest.raises(LookupError):
            await fake.slash(user, "game new", kind="chess")
        record = await fake.slash(user, "game new", kind="caravan", seats=3)
        message = await fake.reply(record)
        assert message.content == "new caravan 3"
        click = await fake.click(user, message, label="Join")
        await fake.wait_ack(click)
        assert click.ack_type == 7
        assert fake.messages[message.id].content == f"joined {user.id}"


async def test_autocomplete_choices(fake: FakeDiscord) -> None:
    user = fake.add_user("dave")
    async with connected(make_bot(fake), fake):
        record = await fake.autocomplete(user, "pick", "word", "ab")
        choices = await fake.wait_choices(record)
        assert [c["value"] for c in choices] == ["ab0", "ab1", "ab2"]


async def _breach(fake: FakeDiscord, command: str, **options: Any) -> list[str]:
    user = fake.add_user("eve")
    async with connected(make_bot(fake), fake):
        if command == "pick":
            await fake.autocomplete(user, "pick", "word", "many")
        else:
            await fake.slash(user, command, **options)
        await fake.wait_for(lambda: fake.violations, 3.0)
    return fake.violations


@pytest.mark.parametrize(
    ("command", "options", "expected"),
    [
        ("long", {}, "content has 2001 characters"),
        ("twice", {}, "acknowledged twice"),
        ("pick", {}, "30 autocomplete choices"),
        ("raw", {"kind": "six_buttons"}, "6 buttons in one row"),
        ("raw", {"kind": "six_rows"}, "6 action rows"),
        ("raw", {"kind": "long_id"}, "custom_id has 101 characters"),
        ("raw", {"kind": "big_select"}, "select has 26 options"),
        ("raw", {"kind": "big_embed"}, "6001 characters in total"),
        ("slow", {"size": 10 * 1024 * 1024}, "bytes (max 10485760)"),
    ],
)
async def test_limits_are_enforced(
    lenient_fake: FakeDiscord, command: str, options: dict[str, Any], expected: str
) -> None:
    violations = await _breach(lenient_fake, command, **options)
    assert any(expected in v for v in violations), violations


async def test_late_callback_is_a_breach(lenient_fake: FakeDiscord) -> None:
    lenient_fake.callback_deadline = 0.1
    violations = await _breach(lenient_fake, "late")
    assert any("first response after" in v for v in violations), violations


def test_embed_limits() -> None:
    from tests.e2e.fake_discord import limits

    assert limits.check_embeds([{"description": "x" * 4096}]) == []
    assert limits.check_embeds([{"description": "x" * 4097}])
    six = [{"description": "x" * 3000}, {"description": "x" * 3001}]
    assert any("6001" in p for p in limits.check_embeds(six))
    assert limits.check_embeds([{"fields": [{"name": "a", "value": "b"}] * 26}])


def test_command_limits() -> None:
    from tests.e2e.fake_discord import limits

    good = {"name": "move", "description": "Make a move", "options": []}
    assert limits.check_commands([good], global_scope=True) == []
    assert limits.check_commands([{**good, "name": "Move"}], global_scope=True)
    too_many = {
        **good,
        "options": [{"name": f"o{i}", "description": "d", "type": 3} for i in range(26)],
    }
    assert limits.check_commands([too_many], global_scope=True)
