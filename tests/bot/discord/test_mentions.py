"""Commands in messages: clickable where their ids are known, else in the reader's language."""

from __future__ import annotations

from types import SimpleNamespace

from bot.discord import messages
from bot.discord.mentions import CommandIds, command, next_steps
from bot.service import Action, Reply
from engine import t


def test_names_follow_the_reader_and_become_mentions_once_ids_are_known() -> None:
    line = t("dc.next.join", cmd=command("game.join"))
    assert line.render("en") == "Join with `/game join`."
    assert line.render("de") == "Mach mit über `/spiel beitreten`."
    ids = CommandIds()
    assert ids.mentioned(line, 5).render("de") == "Mach mit über `/spiel beitreten`."
    ids.learn_all([SimpleNamespace(name="game", id=111), SimpleNamespace(name="move", id=222)])
    assert ids.mentioned(line, 5).render("de") == "Mach mit über </game join:111>."
    ids.learn_from({"type": 1, "id": "333", "name": "game", "guild_id": "5"})
    assert ids.mentioned(line, 5).render("en") == "Join with </game join:333>."
    assert ids.mentioned(line, 6).render("en") == "Join with </game join:111>."  # global id
    nested = t("bot.msg.undone", player="Ada", move=t("dc.next.status", cmd=command("move")))
    said = ids.mentioned(nested, None).render("en")
    assert said == "Ada took back a move. Undone: </move:222> shows whose turn it is."


def test_next_actions_are_worded_with_their_commands() -> None:
    steps = next_steps(
        [Action("new"), Action("start", by="Ada"), Action("start"), Action("status")]
    )
    assert [s.render("de") for s in steps] == [
        "Eröffne einen Tisch mit `/spiel neu`.",
        "Ada startet das Spiel mit `/spiel starten`.",
        "Wer den Tisch eröffnet hat, startet das Spiel mit `/spiel starten`.",
        "`/spiel status` zeigt, wer am Zug ist.",
    ]
    reply = Reply(lines=[t("bot.err.no_game")], actions=[Action("new")])
    ids = CommandIds()
    ids.learn("game", 9)
    outgoing = messages.build(reply, "en", mention=lambda x: ids.mentioned(x, None))
    assert outgoing.content == "There is no game in this channel.\nOpen a table with </game new:9>."
