"""A service reply becomes one Discord message within the limits, pinging only who must act."""

from __future__ import annotations

import discord

from bot.discord import messages
from bot.service import Image, Reply, ResultLine
from engine import t


def test_mentions_only_the_waiting_players() -> None:
    reply = Reply(
        lines=[t("bot.msg.waiting_for", players=["Ada"])],
        mentions=[7],
        game_id=1,
        version=3,
        status="active",
    )
    out = messages.build(reply, "en")
    assert out.content.endswith("<@7>, it is your turn.")
    assert [u.id for u in out.allowed_mentions.users] == [7]  # type: ignore[union-attr]
    assert out.allowed_mentions.everyone is False and out.allowed_mentions.roles is False


def test_whoever_moved_and_plays_on_is_not_pinged() -> None:
    """The mover still has actions: the table reads whom it waits for, nobody is pinged;
    where others wait too, only they are."""
    alone = Reply(
        lines=[t("bot.msg.waiting_for", players=["Ada"])],
        mentions=[7],
        acted_by=7,
        game_id=1,
        version=3,
        status="active",
    )
    out = messages.build(alone, "en")
    assert out.content == "Waiting for Ada." and "<@" not in out.content
    assert not out.allowed_mentions.users
    assert messages.build(Reply(mentions=[7], acted_by=8), "en").content == "<@7>, it is your turn."
    both = messages.build(Reply(mentions=[7, 8], acted_by=7), "de")
    assert both.content == "<@8>, du bist am Zug."
    assert [u.id for u in both.allowed_mentions.users] == [8]  # type: ignore[union-attr]
    won = messages.build(Reply(mentions=[7], acted_by=7, results=[]), "en")
    assert "<@7>" in won.content  # the winner who made the last move is still named


def test_german_turn_line_and_winner_line() -> None:
    reply = Reply(mentions=[7, 8], results=[])
    assert "Geteilter Sieg: <@7>, <@8>" in messages.build(reply, "de").content
    single = Reply(mentions=[9])
    assert messages.build(single, "de").content == "<@9>, du bist am Zug."


def test_ephemeral_replies_ping_nobody() -> None:
    out = messages.build(Reply(lines=[t("bot.msg.log_empty")], mentions=[7], ephemeral=True), "en")
    assert out.allowed_mentions.users is False or out.allowed_mentions.users == []


def test_images_become_files() -> None:
    out = messages.build(Reply(images=[Image("board.png", b"\x89PNG")]), "en")
    assert [f.filename for f in out.files] == ["board.png"]


def test_long_text_moves_to_an_embed_then_to_a_file() -> None:
    lines = "\n".join(f"line {i:04d} " + "x" * 40 for i in range(60))
    content, embeds = messages.fit(lines, "en", [])
    assert len(content) <= 2000 and embeds and len(embeds[0].description or "") <= 4096
    assert content + "\n" + (embeds[0].description or "") == lines
    files: list[discord.File] = []
    content, embeds = messages.fit(lines * 3, "en", files)
    assert len(content) <= 2000 and not embeds and files[0].filename == "more.txt"


def test_results_reply_keeps_every_line() -> None:
    results = [ResultLine(0, 7, "Ada", 1, 30, []), ResultLine(1, 8, "Bea", 2, 20, [])]
    lines = [t("bot.msg.standing", rank=1, player="Ada", score=30)]
    out = messages.build(Reply(lines=lines, mentions=[7], results=results), "en")
    assert out.content.splitlines() == ["1. Ada: 30 points", "🏆 Winner: <@7>"]


def test_the_winner_is_named_once_with_a_mention() -> None:
    reply = Reply(
        lines=[
            t("bot.msg.winner", players=["Ada"]),
            t("bot.msg.standing", rank=1, player="Ada", score=9),
        ],
        mentions=[7],
        results=[],
    )
    content = messages.build(reply, "en").content
    assert "🏆 Winner: <@7>" in content and "Winner: Ada" not in content
    assert "1. Ada: 9 points" in content
    quiet = messages.build(reply, "en", ping=False).content
    assert "Winner: Ada" in quiet, "without the mention line the plain winner line stays"
