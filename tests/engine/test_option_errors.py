"""A refused option is named, with the values it takes, in both languages, for every game."""

from __future__ import annotations

from typing import Any, Literal

import pytest
from pydantic import Field

import engine
from engine import IllegalMove, Options
from engine.option_errors import option_problem, values_taken

PYDANTIC_WORDS = ("Input should", "Extra inputs", "valid boolean", "validation error")
BAD_VALUES: list[Any] = ["²", "9" * 5000, 10**30, -1.5, [1], {"a": 1}, None, "maybe"]


@pytest.mark.parametrize("name", engine.names())
def test_every_option_of_every_game_says_what_it_takes(name: str) -> None:
    game = engine.get(name)
    for option, info in game.options_model.model_fields.items():
        for value in BAD_VALUES:
            try:
                game.make_options(game.min_seats, {option: value})
            except IllegalMove as error:
                english, german = error.render("en"), error.render("de")
            else:
                continue  # e.g. None is the default of an optional option
            title = game.title
            assert english.startswith(f"The option `{option}` ({title.render('en')}) takes ")
            assert german.startswith(f"Die Option `{option}` ({title.render('de')}) erlaubt nur ")
            assert values_taken(info).render("en") in english  # type: ignore[union-attr]
            assert not any(word in english + german for word in PYDANTIC_WORDS)
            assert len(english) < 200


@pytest.mark.parametrize("name", engine.names())
def test_an_unknown_option_lists_the_real_ones(name: str) -> None:
    game = engine.get(name)
    with pytest.raises(IllegalMove) as refused:
        game.make_options(2, {"x" * 5000: True})
    english = refused.value.render("en")
    assert refused.value.reason.key == "core.err.unknown_option"
    assert f"has no option `{'x' * 59}…`" in english and "x" * 61 not in english
    for option in game.options_model.model_fields:
        assert f"`{option}` (" in english


class Sample(Options):
    rounds: int = Field(default=5, ge=1, le=12)
    bonus: int = Field(default=0, ge=0)
    speed: float = 1.0
    mode: Literal["a", "b", "c"] = "a"
    name: str = ""


def test_values_are_described_from_the_model() -> None:
    fields = Sample.model_fields
    described = {k: values_taken(v) for k, v in fields.items()}
    assert {k: v if isinstance(v, str) else v.render("en") for k, v in described.items()} == {
        "rounds": "a whole number from 1 to 12",
        "bonus": "a whole number of at least 0",
        "speed": "a number",
        "mode": "`a`, `b` or `c`",
        "name": "a word",
    }
    assert described["rounds"].render("de") == "eine ganze Zahl von 1 bis 12"  # type: ignore[union-attr]


def test_a_problem_without_an_option_name_lists_the_options() -> None:
    from pydantic import ValidationError

    try:
        Sample.model_validate("not a mapping")
    except ValidationError as error:
        text = option_problem(Sample, "caravan", error).render("en")
    assert text.startswith("These options do not work for Caravan. Its options: `rounds` (a whole")
