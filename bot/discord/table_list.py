"""`/games` on Discord: the caller's running tables as lines with Discord timestamps and
links to each table's latest board, a page at a time, and the **Next table** button.

In a server the list holds that server's tables; in a direct message with the bot, the
tables of every server the caller is a member of (asked of Discord for each server a
table is on), never one of a server they are not in. The button's custom id carries
nothing: whoever clicks it is sent to the table that has waited on them longest, in the
same scope, so it keeps working under any message and after a restart.
"""

from __future__ import annotations

import logging
import math
import re
from datetime import datetime
from typing import Any

import discord

from bot.discord import flow
from bot.discord.context import Deps, deps_of, player_of
from bot.discord.custom_ids import CustomId
from bot.service import Paging, Reply, ServiceError
from bot.service.table_list import TableSummary, next_table
from engine import Text, t
from engine.i18n import and_list

log = logging.getLogger(__name__)

PAGE_SIZE = 8
"""Tables per page: a line takes at most about 250 characters (names are capped at 32),
so a page stays well inside a message's 2000."""
NEXT_TABLE_ID = CustomId("cvs:nt")


def jump_url(guild_id: int | None, channel_id: int, message_id: int | None = None) -> str:
    """Discord's link to a channel (or thread), or to a message in it."""
    where = f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"
    return where if message_id is None else f"{where}/{message_id}"


def timestamp(moment: datetime) -> str:
    """A Discord timestamp ("3 hours ago"), shown in each reader's language and zone."""
    return f"<t:{int(moment.timestamp())}:R>"


def link(table: TableSummary) -> Text:
    """The table's latest board, or its channel where no board was recorded."""
    if table.board is None:
        return t("dc.games.table", url=jump_url(table.guild_id, table.channel_id))
    board = table.board
    return t("dc.games.board", url=jump_url(table.guild_id, board.channel_id, board.message_id))


def table_line(table: TableSummary) -> Text:
    common: dict[str, Any] = {
        "game": table.title,
        "id": table.game_id,
        "since": timestamp(table.since),
        "rank": table.rank,
        "players": table.players,
        "score": table.score,
        "link": link(table),
    }
    if table.awaited:
        return t("dc.games.line_yours", **common)
    return t("dc.games.line", waiting=and_list(table.waiting_for), **common)


def list_reply(tables: list[TableSummary], page: int, everywhere: bool) -> Reply:
    """One page of the list (refused privately if there is no such page)."""
    if not tables:
        return Reply(lines=[t("dc.games.none_everywhere" if everywhere else "dc.games.none")])
    pages = math.ceil(len(tables) / PAGE_SIZE)
    if not 1 <= page <= pages:
        raise ServiceError(t("dc.games.no_such_page", page=page, pages=pages))
    waiting = sum(1 for table in tables if table.awaited)
    title = "dc.games.title_everywhere" if everywhere else "dc.games.title"
    lines = [t(title, count=len(tables), waiting=waiting)]
    lines += [table_line(table) for table in tables[(page - 1) * PAGE_SIZE : page * PAGE_SIZE]]
    if pages > 1:
        lines.append(t("dc.games.page", page=page, pages=pages))
    return Reply(lines=lines, paging=Paging(page, pages))


def next_reply(tables: list[TableSummary]) -> Reply:
    """Where the table that has waited on the caller longest is (for them alone)."""
    table = next_table(tables)
    if table is None:
        return Reply(lines=[t("dc.games.next_none")], ephemeral=True)
    line = t(
        "dc.games.next",
        game=table.title,
        id=table.game_id,
        since=timestamp(table.since),
        link=link(table),
    )
    return Reply(lines=[line], ephemeral=True)


async def is_member(client: discord.Client, guild_id: int, user_id: int) -> bool:
    """Whether the user is in the server: from the cache where it knows, else asked of
    Discord. Anything but a yes (not a member, the bot no longer there, an error) is no."""
    guild = client.get_guild(guild_id)
    if guild is not None and guild.get_member(user_id) is not None:
        return True
    try:
        await client.http.get_member(guild_id, user_id)
    except discord.NotFound:
        return False
    except discord.HTTPException as error:
        log.info("could not tell whether a user is in server %s: %s", guild_id, error)
        return False
    return True


async def visible_tables(deps: Deps, interaction: discord.Interaction) -> list[TableSummary]:
    """The caller's running tables: this server's, or in a direct message those of every
    server the caller is in."""
    player = player_of(interaction)
    if interaction.guild_id is not None:
        return await deps.service.my_tables(player, interaction.guild_id)
    tables = await deps.service.my_tables(player, None)
    member: dict[int, bool] = {}
    for guild_id in dict.fromkeys(table.guild_id for table in tables):
        if guild_id is not None:
            member[guild_id] = await is_member(interaction.client, guild_id, player.user_id)
    return [table for table in tables if table.guild_id is not None and member[table.guild_id]]


class NextTableButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=NEXT_TABLE_ID.pattern,
):
    """**Next table**: the clicker's table that has waited on them longest, privately."""

    def __init__(self, locale: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=t("dc.games.next_button").render(locale),
                style=discord.ButtonStyle.primary,
                custom_id=NEXT_TABLE_ID.format(),
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> NextTableButton:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        deps = deps_of(interaction)

        async def op() -> Reply:
            return next_reply(await visible_tables(deps, interaction))

        await flow.component(deps, interaction, op, writes=False)


async def next_table_view(reply: Reply, locale: str) -> discord.ui.View | None:
    """The list's button (none under an empty list, which has no pages)."""
    if reply.paging is None:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(NextTableButton(locale))
    return view
