"""Every button and select keeps the custom id it had: buttons already posted in Discord
must still reach their handler after an update. Each case pins one component's id byte for
byte and checks that its own pattern reads it back."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.discord.components import (
    DYNAMIC_ITEMS,
    LegacyMenu,
    LobbyButton,
    SeatViewButton,
    UndoButton,
)
from bot.discord.custom_ids import CustomId
from bot.discord.forget_button import ForgetButton
from bot.discord.picker import ChooseButton, PickButton, PickSelect
from bot.discord.record_components import (
    RECORD_ITEMS,
    ChartButton,
    HistoryPage,
    LeaderboardPage,
    ReplayButton,
    history_view,
    leaderboard_view,
)
from bot.discord.since_button import SinceButton
from bot.discord.votes import VoteButton
from bot.service import Reply
from bot.service.types import Paging

Item = discord.ui.DynamicItem[Any]

MADE: list[tuple[Item, str]] = [
    (LobbyButton("join", 12, 3), "cvs:l:join:12:3"),
    (LobbyButton("start", 7, 40), "cvs:l:start:7:40"),
    (SeatViewButton(12, 3), "cvs:v:12:3"),
    (UndoButton(12, 3), "cvs:u:12:3"),
    (VoteButton(12, 2, "ai"), "cvs:b:12:2:ai"),
    (VoteButton(12, 2, "no"), "cvs:b:12:2:no"),
    (ChooseButton(12, 40), "cvs:o:12:40"),
    (PickSelect(12, 40, (3, 0, 7)), "cvs:k:12:40:3.0.7"),
    (PickSelect(12, 40, ()), "cvs:k:12:40:-"),
    (PickButton("b", 12, 40, (3,)), "cvs:q:b:12:40:3"),
    (PickButton("c", 12, 40, ()), "cvs:q:c:12:40:-"),
    (ReplayButton(5, 17, "-10"), "cvs:r:5:17:-10"),
    (ReplayButton(5, 0, "e"), "cvs:r:5:0:e"),
    (ChartButton(5), "cvs:rc:5"),
    (ForgetButton(42), "cvs:f:42"),
    (SinceButton(12), "cvs:wh:12"),
]


def _custom_id(item: Item) -> str:
    custom_id = item.item.custom_id
    assert custom_id is not None
    return custom_id


@pytest.mark.parametrize(("item", "expected"), MADE, ids=[e for _, e in MADE])
async def test_a_component_is_made_with_its_old_id_and_read_back_from_it(
    item: Item, expected: str
) -> None:
    assert _custom_id(item) == expected
    match = type(item).__discord_ui_compiled_template__.fullmatch(expected)
    assert match is not None
    again = await type(item).from_custom_id(None, None, match)  # type: ignore[arg-type]
    assert _custom_id(again) == expected


async def test_page_buttons_keep_their_ids() -> None:
    reply = Reply(game_name="macao", paging=Paging(page=2, pages=3))
    views = [
        await leaderboard_view("global")(reply, "en"),
        await history_view(42, None)(reply, "en"),
        await history_view(None, "macao")(reply, "en"),
    ]
    ids = [[_custom_id(item) for item in view.children] for view in views if view is not None]
    assert ids == [
        ["cvs:lb:macao:g:1:b", "cvs:lb:macao:g:3:n"],
        ["cvs:hi:42:-:1:b", "cvs:hi:42:-:3:n"],
        ["cvs:hi:-:macao:1:b", "cvs:hi:-:macao:3:n"],
    ]
    for kind, page_ids in zip((LeaderboardPage, HistoryPage, HistoryPage), ids, strict=True):
        assert all(kind.__discord_ui_compiled_template__.fullmatch(i) for i in page_ids)


def test_old_move_menus_still_match_and_no_two_components_share_an_id() -> None:
    template = LegacyMenu.__discord_ui_compiled_template__
    assert template.fullmatch("cvs:m:12:40:0") and template.fullmatch("cvs:p:anything")
    assert not template.fullmatch("cvs:k:12:40:-")
    owners = [
        kind
        for _, custom_id in MADE
        for kind in (*DYNAMIC_ITEMS, *RECORD_ITEMS, ForgetButton, SinceButton)
        if kind.__discord_ui_compiled_template__.fullmatch(custom_id)
    ]
    assert len(owners) == len(MADE)


def test_a_spec_matches_exactly_what_it_formats() -> None:
    spec = CustomId("cvs:x:{game}:{word}", game=r"\d+", word="a|b")
    assert spec.pattern == r"cvs:x:(?P<game>\d+):(?P<word>a|b)"
    assert spec.format(game=3, word="b") == "cvs:x:3:b"
    with pytest.raises(ValueError, match="no place for extra"):
        CustomId("cvs:x:{game}", game=r"\d+", extra="y")
