"""Typed game options: read the same way everywhere, and reading never fails."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.discord.commands.game import parse_options
from bot.options import option_pair, option_value
from bot.sandbox.cli import parse_option


def test_values_are_yes_no_words_whole_numbers_or_the_text() -> None:
    assert [option_value(v) for v in ("true", "JA", "off", "nein")] == [True, True, False, False]
    assert [option_value(v) for v in ("3", "-12", "+4")] == [3, -12, 4]
    assert option_value("²") == "²"  # a digit to str.isdigit, not to int()
    assert option_value("9" * 5000) == "9" * 5000  # beyond int()'s digit limit
    assert option_value("pro") == "pro"
    assert option_pair("sixth_camel") == ("sixth_camel", True)
    assert option_pair("variant=first") == ("variant", "first")


def test_discord_and_the_sandbox_read_options_alike() -> None:
    assert parse_options("short_game=true sixth_camel, seats=3 name=x flag=nein") == {
        "short_game": True,
        "sixth_camel": True,
        "seats": 3,
        "name": "x",
        "flag": False,
    }
    assert parse_options(None) == {}
    assert parse_option("sixth_camel=ja") == ("sixth_camel", True)
    assert parse_option("=") == ("", "")


@given(st.text(max_size=400))
def test_reading_any_text_never_fails(text: str) -> None:
    parse_options(text)
    parse_option(text)
