"""The pieces of the command modules that need no Discord: options, labels, ordering."""

from __future__ import annotations

import asyncio

from bot.discord.commands.game import option_suggestions, parse_options
from bot.discord.commands.move import choice_label
from bot.discord.context import Turnstile
from engine import get


def test_game_options_parse_into_the_options_model() -> None:
    options = parse_options("short_game=true sixth_camel, seats=3 name=x flag=nein")
    assert options == {
        "short_game": True,
        "sixth_camel": True,
        "seats": 3,
        "name": "x",
        "flag": False,
    }
    assert parse_options(None) == {}
    get("caravan").make_options(3, parse_options("short_game=false sixth_camel=ja"))


def test_option_suggestions_list_unused_fields() -> None:
    suggestions = option_suggestions("caravan", "")
    assert "sixth_camel=true" in suggestions and "short_game=false" in suggestions
    after = option_suggestions("caravan", "sixth_camel=true ")
    assert after and all(s.startswith("sixth_camel=true short_game=") for s in after)
    assert option_suggestions("no_such_game", "") == []


def test_choice_labels_fit_in_100_characters() -> None:
    assert choice_label("pass", "Pass") == "pass"
    assert choice_label("take A", "Load camel A") == "Load camel A · take A"
    assert len(choice_label("x", "y" * 200)) == 100


async def test_turnstile_serves_in_ticket_order_and_skips_abandoned_tickets() -> None:
    gate = Turnstile()
    order: list[int] = []
    tickets = [gate.take() for _ in range(4)]

    async def worker(ticket: int, delay: float) -> None:
        await asyncio.sleep(delay)
        await gate.wait(ticket)
        order.append(ticket)
        await gate.finish(ticket)

    await gate.finish(tickets[1])  # a handler that failed before its turn
    await asyncio.gather(worker(tickets[3], 0), worker(tickets[2], 0.01), worker(tickets[0], 0.02))
    assert order == [0, 2, 3]
