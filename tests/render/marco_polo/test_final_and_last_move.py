"""The Marco Polo image: the final score breakdown and the last move as the table read it."""

from __future__ import annotations

from itertools import pairwise

import pytest

from engine.i18n import has, translate, with_seat_names
from engine.marco_polo.data import CHARACTERS, GOAL_CARDS, LOCATION_NAMES
from engine.marco_polo.state import MarcoPoloState
from render.marco_polo import header as header
from render.marco_polo import panels as panels
from render.texts import label
from tests.render.conftest import TextLog
from tests.render.marco_polo.boards import (
    GAME,
    NAMES,
    last_kind,
    panels_rgb,
    rgb,
    states_of,
    view_of,
)


def _pairs(texts: list[str]) -> set[tuple[str, str]]:
    return set(pairwise(texts))


@pytest.mark.parametrize("locale", ["en", "de"])
def test_the_final_image_draws_each_seats_rank_total_and_breakdown_from_the_result(
    locale: str, text_log: TextLog
) -> None:
    final = states_of(3, 24, "pro")[-1]
    view = view_of(final, None)
    result = GAME.result(final)
    assert view.result == result
    panels_rgb(view, locale)
    pairs = _pairs(text_log.texts)
    for standing in result.standings:
        for line in standing.breakdown:
            assert (translate(line.label, locale), str(line.points)) in pairs
        assert label("render.place", locale, n=standing.rank) in text_log.texts
        total = f"{standing.score} {label('render.points', locale)}"
        assert total in text_log.texts
        assert sum(line.points for line in standing.breakdown) == standing.score


def test_the_breakdown_is_drawn_from_the_result_not_recomputed(text_log: TextLog) -> None:
    final = states_of(2, 21, "first")[-1]
    view = view_of(final, None)
    assert view.result is not None
    first = view.result.standings[0]
    first.breakdown[0].points, first.score, first.rank = 913, 947, 2
    panels_rgb(view)
    assert ("Points during the game", "913") in _pairs(text_log.texts)
    assert "947 points" in text_log.texts and "947" in text_log.texts  # panel and header
    assert panels.breakdown_rows(first, "de")[0] == ("Punkte im Spiel", "913")


def test_a_running_game_draws_no_breakdown(text_log: TextLog) -> None:
    states = states_of(2, 21, "first")
    view = view_of(states[len(states) // 2])
    rgb(view)
    panels_rgb(view)
    assert "Points during the game" not in text_log.texts
    assert not any(text.startswith("Place ") for text in text_log.texts)


@pytest.mark.parametrize(("locale", "prefix"), [("en", "Last move:"), ("de", "Letzter Zug:")])
def test_the_last_move_is_said_as_the_table_read_it_in_the_locale(
    locale: str, prefix: str, text_log: TextLog
) -> None:
    states = states_of(4, 26, "pro")
    index, state = next((i, s) for i, s in enumerate(states) if last_kind(s) == "travel")
    assert state.last_move is not None and state.last_move.move is not None
    mover, move = state.last_move.seat, state.last_move.move
    _, events = GAME.apply(states[index - 1], mover, move)
    view = view_of(state, 1)
    assert view.last_move is not None and view.last_move.text == events[0].text
    words = translate(with_seat_names(events[0].text, NAMES), locale)
    assert words.startswith(NAMES[mover])  # a statement naming who, not a menu label
    assert words != translate(GAME.label(move, states[index - 1]), locale)
    rgb(view, locale)
    assert f"{prefix} {words}" in " ".join(text_log.texts)
    notation = GAME.format_move(move)
    assert not any(notation in text for text in text_log.texts)  # no raw notation


def test_the_strip_names_no_kept_goal_card_to_other_seats(text_log: TextLog) -> None:
    states = states_of(4, 26, "pro")
    state = next(s for s in states if last_kind(s) == "keep")
    assert state.last_move is not None
    keeper = state.last_move.seat
    kept = state.players[keeper].goals
    cities = {
        str(LOCATION_NAMES[c]) for g in kept for c in (GOAL_CARDS[g].large, GOAL_CARDS[g].small)
    }
    public = with_seat_names(state.last_move.text, NAMES)
    for viewer in (None, (keeper + 1) % 4):
        for locale in ("en", "de"):
            text_log.clear()
            view = view_of(state, viewer)
            rgb(view, locale)
            said = f"{label('render.last_move', locale)} {translate(public, locale)}"
            assert header.last_move_text(view, locale) == said
            prefix = label("render.last_move", locale)
            (line,) = [text for text in text_log.texts if text.startswith(prefix)]
            assert NAMES[keeper] in line
            assert not any(city in line for city in cities)


def test_a_state_saved_before_the_words_were_kept_says_only_who_moved() -> None:
    state = states_of(2, 21, "first")[5]
    assert state.last_move is not None and state.last_move.move is not None
    old = state.model_dump(mode="json")
    old["last_move"] = GAME.format_move(state.last_move.move)
    view = view_of(MarcoPoloState.model_validate(old))
    said = header.last_move_text(view, "en")
    assert said == f"Last move: {NAMES[state.last_move.seat]} made a move."


def test_character_names_and_abilities_come_from_the_engine_only() -> None:
    for character in CHARACTERS:
        assert not has(f"render.marco_polo.character.{character}")
        assert not has(f"render.marco_polo.ability.{character}")
        player = (
            view_of(states_of(2, 21, "first")[0])
            .players[0]
            .model_copy(update={"character": character})
        )
        for locale in ("en", "de"):
            name, reminder = panels.character_line(player, locale)
            assert name == translate(f"marco_polo.character.{character}", locale)
            assert reminder == translate(f"marco_polo.ability.{character}", locale)
