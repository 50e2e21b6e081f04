"""The Marco Polo players' panels, the message's second image: shape, what each panel
shows, the owner's private goal cards, and the last move's frame."""

from __future__ import annotations

import pytest

from engine.i18n import translate
from engine.marco_polo.data import CHARACTERS, GOAL_CARDS, GOAL_CITY_POINTS, LOCATION_NAMES
from engine.marco_polo.labels import ability as character_ability
from engine.marco_polo.labels import character_name
from render import palette
from render.marco_polo import goals as goals
from render.marco_polo import panel_layout as layout
from render.marco_polo import panels as panels
from tests.render.conftest import TextLog
from tests.render.marco_polo.boards import (
    GAME,
    clear_layers,
    first_state,
    midgame,
    panels_rgb,
    states_of,
    view_of,
)


def chip_texts(texts: list[str]) -> list[str]:
    """The goal cards as drawn: "City + City" pieces joined, ticks dropped."""
    joined = []
    for index in range(len(texts) - 2):
        if texts[index + 1] == " + ":
            second = texts[index + 2]
            joined.append(f"{texts[index]} + {second}")
    return joined


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_panels_image_is_landscape_with_two_panels_a_row(seats: int) -> None:
    image = panels_rgb(view_of(midgame(seats)))
    assert image.size == (layout.WIDTH, layout.height(seats))
    assert image.width > image.height  # never a tall strip
    boxes = [layout.panel_box(seat) for seat in range(seats)]
    assert all(box[2] <= image.width and box[3] <= image.height for box in boxes)
    assert boxes[1][1] == boxes[0][1]  # seats 1 and 2 side by side


def test_a_bonus_action_frames_the_players_panel_line() -> None:
    state = first_state(states_of(4, 26), "end")
    view = view_of(state)
    assert view.last_move is not None
    seat = view.last_move.seat
    image = panels_rgb(view)

    def on_frame(box: tuple[int, int, int, int]) -> tuple[int, int]:
        return (box[0], (box[1] + box[3]) // 2)

    assert image.getpixel(on_frame(layout.panel_line(seat, "header"))) == palette.HIGHLIGHT
    for other in range(4):
        if other != seat:
            point = on_frame(layout.panel_line(other, "header"))
            assert image.getpixel(point) != palette.HIGHLIGHT


def test_seats_differ_by_marker_shape_not_only_colour() -> None:
    view = view_of(midgame())
    image = panels_rgb(view)
    masks = []
    for seat in range(4):
        top, bottom = layout.PANEL_LINES["header"]
        cy = layout.panel_box(seat)[1] + (top + bottom) // 2
        cx = layout.panel_box(seat)[0] + 34 + 16
        fill = palette.seat_style(seat).fill
        region = [
            (dx, dy)
            for dx in range(-16, 17)
            for dy in range(-16, 17)
            if image.getpixel((cx + dx, cy + dy)) == fill
        ]
        assert len(region) > 150, seat
        masks.append(frozenset(region))
    assert len(set(masks)) == 4


def test_panels_show_resources_dice_and_counts(text_log: TextLog) -> None:
    view = view_of(midgame())
    player = view.players[2]
    player.coins, player.camels, player.pepper, player.silk, player.gold = 37, 11, 13, 14, 15
    player.posts_left = 4
    player.fulfilled = 6
    panels_rgb(view)
    for number in ("37", "11", "13", "14", "15"):
        assert number in text_log.texts
    assert "Posts left: 4" in text_log.texts
    assert "Fulfilled: 6" in text_log.texts


@pytest.mark.parametrize("locale", ["en", "de"])
def test_every_character_is_drawn_with_its_whole_name_and_ability(
    locale: str, text_log: TextLog
) -> None:
    view = view_of(midgame())
    for group in (CHARACTERS[:4], CHARACTERS[4:]):
        for player, character in zip(view.players, group, strict=False):
            player.character = character
        text_log.clear()
        panels_rgb(view, locale)
        drawn = " ".join(text_log.texts)
        for character in group:
            name = translate(character_name(character), locale)
            reminder = translate(character_ability(character), locale)
            assert name in drawn, name
            assert reminder in drawn, reminder  # whole, on one line or wrapped at spaces


# -- private information: goal cards -------------------------------------------------------


def test_only_the_owner_sees_their_goal_cards(text_log: TextLog) -> None:
    state = midgame()
    cards = [GOAL_CARDS[g] for g in state.players[1].goals]
    expected = {f"{LOCATION_NAMES[g.large]} + {LOCATION_NAMES[g.small]}" for g in cards}
    assert len(expected) == 2
    panels_rgb(view_of(state, 1))
    assert expected <= set(chip_texts(text_log.texts))
    assert any(text.startswith("Worth now:") for text in text_log.texts)
    text_log.clear()
    panels_rgb(view_of(state, None))
    assert not chip_texts(text_log.texts)
    assert not any(text.startswith("Worth now:") for text in text_log.texts)
    assert text_log.texts.count("2 goal cards (hidden)") == 4
    text_log.clear()
    panels_rgb(view_of(state, 0))  # seat 0 sees its own cards, not seat 1's
    assert not expected & set(chip_texts(text_log.texts))
    assert text_log.texts.count("2 goal cards (hidden)") == 3


@pytest.mark.parametrize("locale", ["en", "de"])
def test_the_owner_sees_which_goal_cities_hold_a_post_and_what_the_cards_are_worth(
    locale: str, text_log: TextLog
) -> None:
    view = view_of(midgame(), 1)
    player = view.players[1]
    first, second = GOAL_CARDS[1], GOAL_CARDS[4]  # moscow + xian (4), karakorum + xian (4)
    assert (first.large, first.small, second.large, second.small) == (
        "moscow",
        "xian",
        "karakorum",
        "xian",
    )
    player.goals = [first, second]
    player.posts = ["moscow", "xian", "venezia"]
    panels_rgb(view, locale)
    texts = text_log.texts
    # Moscow and Xian are ticked (twice Xian), Karakorum is not.
    ticks = [texts[i - 1] for i, text in enumerate(texts) if text == " " + goals.CHECK]
    assert ticks == ["Moscow", "Xian", "Xian"]
    # Moscow + Xian is complete (4 points); two goal cities reached give 3 more.
    expected = {
        "en": "Worth now: 7 points (complete cards 4, cities with a post ✓ 3)",
        "de": "Jetzt wert: 7 Punkte (volle Karten 4, Städte mit Posten ✓ 3)",
    }[locale]
    assert expected in texts
    assert GOAL_CITY_POINTS[2] == 3


def test_the_goal_card_offer_is_shown_to_its_owner_only(text_log: TextLog) -> None:
    state = next(s for s in states_of(4, 26, "pro") if s.phase == "goals")
    owner = GAME.to_act(state)[0]
    offer = [GOAL_CARDS[g] for g in state.players[owner].goal_offer]
    assert len(offer) == 4
    texts = {f"{LOCATION_NAMES[g.large]} + {LOCATION_NAMES[g.small]}" for g in offer}
    panels_rgb(view_of(state, owner))
    assert texts <= set(chip_texts(text_log.texts))
    assert "Choose 2 of:" in text_log.texts
    text_log.clear()
    panels_rgb(view_of(state, (owner + 1) % 4))  # who sees their own offer only
    assert not texts & set(chip_texts(text_log.texts))


def test_a_special_pile_offer_is_drawn_for_its_taker_only(text_log: TextLog) -> None:
    states = states_of(4, 25, "first")
    state = next(s for s in states if any(p.kind == "new_contract" for p in s.pending))
    pending = next(p for p in state.pending if p.kind == "new_contract")
    offer = pending.items[0]
    owner = view_of(state, pending.seat)
    assert panels.offered(owner, pending.seat) == [offer]
    clear_layers()
    panels_rgb(owner)
    assert offer.upper() in text_log.texts
    for viewer in (None, (pending.seat + 1) % 4):
        other = view_of(state, viewer)
        assert panels.offered(other, pending.seat) == []
        text_log.clear()
        clear_layers()
        panels_rgb(other)
        assert offer.upper() not in text_log.texts
