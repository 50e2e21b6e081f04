"""The pieces of the command modules that need no Discord: notation, options, ordering."""

from __future__ import annotations

import asyncio

from bot.discord.commands.caravan import notation, option_choices
from bot.discord.commands.game import option_suggestions, parse_options
from bot.discord.commands.move import choice_label
from bot.discord.context import Turnstile
from engine import get


def test_caravan_commands_build_the_engines_notation() -> None:
    game = get("caravan")
    cases = {
        notation("place", {"camel": "b", "cell": "B4"}): "place B b4",
        notation("place", {"camel": "C2", "cell": "b4"}): "place B b4",  # the former name
        notation("move", {"camel": "A", "cell": "d5"}): "move A d5",
        notation("take", {"camel": "c"}): "take C",
        notation("steal", {"camel": "B", "victim": "Orange"}): "steal B from orange",
        notation("steal", {"camel": "c2", "victim": "orange", "victim_camel": "d"}): (
            "steal B from orange D"
        ),
        notation("carry", {"source": "D", "target": "c1"}): "carry D to A",
    }
    for built, expected in cases.items():
        assert built == expected
        assert game.format_move(game.parse_move(built)) == expected
    # what is no camel is passed on as typed, for the engine to refuse with its hint
    assert notation("take", {"camel": "c9"}) == "take c9"


def test_option_choices_narrow_by_what_is_filled_in() -> None:
    legal = ["place A a1", "place A b2", "place B b2", "take C", "steal B from orange D"]
    assert option_choices(legal, "place", "camel", {}, "") == ["A", "B"]
    assert option_choices(legal, "place", "camel", {}, "b") == ["B"]
    assert option_choices(legal, "place", "camel", {}, "c2") == ["B"]  # the former name
    assert option_choices(legal, "place", "cell", {"camel": "A"}, "") == ["a1", "b2"]
    assert option_choices(legal, "place", "cell", {"camel": "c1"}, "") == ["a1", "b2"]
    assert option_choices(legal, "place", "cell", {"camel": "a"}, "B") == ["b2"]
    assert option_choices(legal, "steal", "victim", {"camel": "B"}, "") == ["orange"]
    assert option_choices(legal, "steal", "victim_camel", {}, "") == ["D"]
    assert option_choices(legal, "take", "camel", {}, "c9") == []
    assert option_choices(legal, "take", "camel", {}, "d") == []


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
