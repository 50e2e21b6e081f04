"""Private notes: kept for their author alone, capped, refused to anyone not seated and
for tables of other servers, never in the game's state, log or anyone else's data; after
the game, under the author's replay."""

from __future__ import annotations

import json

import pytest

from bot.service import GameService, Place, ServiceError
from bot.service.limits import NOTE_MAX, NOTES_MAX
from tests.bot.conftest import FakeClock
from tests.bot.service.conftest import ADA, BEA, CEM, PLACE, play_to_end, started

SECRET = "Bea hoards silk: block Samarkand"


def said(error: pytest.ExceptionInfo[ServiceError], locale: str = "en") -> str:
    return error.value.text.render(locale)


async def test_a_player_keeps_numbers_and_deletes_their_notes(
    service: GameService, clock: FakeClock
) -> None:
    await started(service, ADA, BEA)
    saved = await service.add_note(PLACE, ADA, f"  {SECRET}  ")
    assert saved.ephemeral and "note 1 of at most 20" in saved.render("en")
    clock.advance(hours=2)
    await service.add_note(PLACE, ADA, "second thought")
    await service.add_note(PLACE, BEA, "Bea's own plan")
    shown = await service.notes(PLACE, ADA)
    text = shown.render("en")
    assert shown.ephemeral and "2 of 20" in text
    assert f"1. 2026-01-01 12:00 UTC: {SECRET}" in text and "2. 2026-01-01 14:00 UTC" in text
    assert "Bea's own plan" not in text
    deleted = await service.delete_note(PLACE, ADA, 1)
    assert "Note 1" in deleted.render("en")
    assert "1. 2026-01-01 14:00 UTC: second thought" in (await service.notes(PLACE, ADA)).render(
        "en"
    )
    with pytest.raises(ServiceError) as error:
        await service.delete_note(PLACE, ADA, 5)
    assert "You have no note 5 at Caravan (table" in said(error)


async def test_bad_notes_are_refused_and_nothing_is_kept(service: GameService) -> None:
    await started(service, ADA, BEA)
    game_id = (await service.store.open_game(PLACE.channel_id)).id  # type: ignore[union-attr]
    with pytest.raises(ServiceError) as error:
        await service.add_note(PLACE, ADA, "x" * (NOTE_MAX + 1))
    assert said(error) == "A note is at most 300 characters long; that one has 301."
    assert "höchstens 300 Zeichen" in said(error, "de")
    with pytest.raises(ServiceError) as error:
        await service.add_note(PLACE, ADA, "   ")
    assert said(error) == "A note needs some text."
    for number in range(NOTES_MAX):
        await service.add_note(PLACE, ADA, f"note {number}")
    with pytest.raises(ServiceError) as error:
        await service.add_note(PLACE, ADA, "one too many")
    assert "You already keep 20 notes at Caravan" in said(error)
    with pytest.raises(ServiceError) as error:
        await service.add_note(PLACE, CEM, "a spectator's note")
    assert said(error) == f"Only the players of table #{game_id} keep notes there."
    with pytest.raises(ServiceError) as error:
        await service.notes(PLACE, CEM)
    elsewhere = Place(999, 100)
    for unknown in (game_id, game_id + 50):
        with pytest.raises(ServiceError) as error:
            await service.add_note(elsewhere, ADA, "here?", game_id=unknown)
        assert said(error) == f"There is no table #{unknown} on this server."
    with pytest.raises(ServiceError) as error:
        await service.notes(Place(1, 555), ADA)
    assert said(error) == "There is no game in this channel."
    assert len(await service.store.notes(game_id, ADA.user_id)) == NOTES_MAX
    assert await service.store.notes(game_id, CEM.user_id) == []


async def test_notes_stay_out_of_the_game_and_everyone_elses_view(
    service: GameService, clock: FakeClock
) -> None:
    order = await started(service, ADA, BEA, seed=3, options={"short_game": True})
    await service.add_note(PLACE, ADA, SECRET)
    await service.add_note(PLACE, ADA, "later")
    final = await play_to_end(service, order, 3)
    game_id = final.game_id
    assert game_id is not None
    record = await service.store.game(game_id)
    assert record is not None and SECRET not in (record.state or "")
    assert all(SECRET not in m.notation for m in await service.store.moves(game_id))
    log = await service.log(PLACE, 1, "en")
    assert SECRET not in log.render("en")

    mine = await service.replay(PLACE, ADA, game_id)
    assert SECRET not in mine.render("en"), "the replay itself is the same for everyone"
    under = [line.render("en") for line in await service.replay_notes(ADA, game_id)]
    assert under[0].startswith("**Your notes at this table**") and SECRET in under[1]
    assert await service.replay_notes(BEA, game_id) == []

    theirs = json.loads((await service.my_data(BEA)).images[0].data)
    assert SECRET not in json.dumps(theirs) and theirs["notes"] == []
    own = json.loads((await service.my_data(ADA)).images[0].data)
    assert [n["note"] for n in own["notes"]] == [SECRET, "later"]
    assert own["notes"][0]["game_id"] == game_id

    await service.forget(ADA)
    assert await service.store.notes(game_id, ADA.user_id) == []


async def test_notes_of_a_running_game_are_not_under_its_replay(service: GameService) -> None:
    await started(service, ADA, BEA)
    await service.add_note(PLACE, ADA, SECRET)
    game_id = (await service.store.open_game(PLACE.channel_id)).id  # type: ignore[union-attr]
    assert await service.replay_notes(ADA, game_id) == []
    assert SECRET in (await service.notes(PLACE, ADA, game_id=game_id)).render("en")


async def test_a_player_who_left_their_seat_to_the_ai_still_keeps_notes(
    service: GameService,
) -> None:
    await started(service, ADA, BEA)
    await service.leave(PLACE, ADA)
    await service.add_note(PLACE, ADA, "left it to the AI")
    assert "left it to the AI" in (await service.notes(PLACE, ADA)).render("en")
