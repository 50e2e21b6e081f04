"""The score chart: what it reads from each game's spectator view, the seats' colours and
shapes as the board draws them, and stable, small images."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine import get
from engine.playout import random_playout
from render import palette
from render.chart import ScoreChart, chart_image, render_chart, sample, seat_styles

GAMES = ["caravan", "marco_polo", "macao"]


def finished_view(name: str, seats: int = 3):  # type: ignore[no-untyped-def]
    game = get(name)
    final, _ = random_playout(game, seats, 11)
    return game, final, game.view(final, None)


@pytest.mark.parametrize("name", GAMES)
def test_the_final_sample_is_the_engine_result(name: str) -> None:
    game, final, view = finished_view(name)
    period, scores = sample(name, view)
    standings = {s.seat: s.score for s in game.result(final).standings}
    assert scores == [standings[seat] for seat in range(3)]
    assert period >= 1


def test_a_chart_never_reads_a_seats_own_view() -> None:
    game = get("marco_polo")
    state = game.setup(2, None, 1)
    with pytest.raises(ValueError, match="spectator"):
        sample("marco_polo", game.view(state, 0))


def test_a_running_marco_polo_game_counts_no_secret_goal_card() -> None:
    """Until the final scoring, a chart counts what the table sees, never a goal card."""
    game = get("marco_polo")
    hidden = 0
    for seed in range(1, 30):
        _, log = random_playout(game, 2, seed)
        state = game.setup(2, None, seed)
        for seat, move in log[:-1]:
            state, _ = game.apply(state, seat, move)
            _, public = sample("marco_polo", game.view(state, None))
            own = [game.view(state, s).players[s].score for s in range(2)]
            assert all(p <= o for p, o in zip(public, own, strict=True))
            hidden += sum(o - p for p, o in zip(public, own, strict=True))
        if hidden:
            return
    raise AssertionError("no game's goal cards were worth anything before the end")


def test_seat_styles_are_the_boards() -> None:
    _, _, caravan = finished_view("caravan")
    assert seat_styles("caravan", caravan) == palette.named_seat_styles(caravan.seat_colours)
    _, _, macao = finished_view("macao")
    assert seat_styles("macao", macao) == [palette.seat_style(s) for s in range(3)]


def chart(name: str = "macao", seats: int = 4) -> ScoreChart:
    styles = [palette.seat_style(s) for s in range(seats)]
    periods = [r for r in range(1, 13) for _ in range(3)]
    scores = [[(i * (s + 1)) % 37 - 5 for s in range(seats)] for i in range(len(periods))]
    return ScoreChart(name, [f"Player {s}" for s in range(seats)], styles, periods, scores)


def test_every_seat_is_drawn_in_its_colour() -> None:
    image = chart_image(chart(), "en")
    colours = {colour: count for count, colour in image.getcolors(1 << 20) or []}
    for style in chart().styles:
        assert colours[style.fill] > 500, style.name


def test_the_chart_is_stable_small_and_landscape() -> None:
    first, second = render_chart(chart(), "de"), render_chart(chart(), "de")
    assert first == second and len(first) < 120_000
    image = Image.open(io.BytesIO(first))
    assert image.width > image.height
    assert render_chart(chart(), "en") != first  # the axis and title follow the language


def test_a_chart_of_one_sample_and_many_turns_draws() -> None:
    one = ScoreChart(
        "caravan", ["A", "B"], [palette.seat_style(0), palette.seat_style(1)], [1], [[0, -3]]
    )
    assert render_chart(one).startswith(b"\x89PNG")
    periods = list(range(1, 301))
    many = ScoreChart(
        "caravan", ["A"], [palette.seat_style(0)], periods, [[p // 3] for p in periods]
    )
    assert render_chart(many).startswith(b"\x89PNG")


def test_a_chances_chart_draws_like_the_score_chart_with_its_own_title() -> None:
    scores = chart()
    chances = ScoreChart(
        scores.game,
        scores.names,
        scores.styles,
        scores.periods,
        [[100 // len(scores.names)] * len(scores.names) for _ in scores.scores],
        kind="chances",
    )
    drawn = render_chart(chances, "en")
    assert drawn.startswith(b"\x89PNG") and drawn != render_chart(scores, "en")
    assert Image.open(io.BytesIO(drawn)).size == Image.open(io.BytesIO(render_chart(scores))).size
