"""Everything the service says, through whole games of every title, comes from the
catalogue: read in the pseudo-language, no line keeps a plain English word."""

from __future__ import annotations

import pytest

from bot.service import GameService, Player, Reply
from engine import Rng
from tests.bot.service.conftest import PLACE, started
from tests.pseudo_locale import plain_english_words, pseudo_catalogue

NAMES = {"Ada", "Bea"}


@pytest.fixture
def backend() -> str:
    """Words do not depend on the store: one backend is enough."""
    return "sqlite"


def _shown(reply: Reply, locale: str) -> list[str]:
    texts = [reply.render(locale)]
    texts += [line.render(locale) for part in reply.private.values() for line in part.lines]
    texts += [event.text.render(locale) for event in reply.events]
    return texts


@pytest.mark.parametrize("game", ["caravan", "marco_polo", "macao"])
async def test_a_whole_game_reads_in_the_pseudo_language(service: GameService, game: str) -> None:
    with pseudo_catalogue() as locale:
        ada, bea = Player(1, "Ada", locale), Player(2, "Bea", locale)
        order = await started(service, ada, bea, game=game, seed=5)
        by_id = {p.user_id: p for p in order}
        chooser = Rng.from_seed(5, "pseudo")
        found: dict[str, str] = {}
        shown = 0
        for ply in range(400):
            waiting = await service.waiting_for(PLACE)
            if not waiting:
                break
            player = by_id[waiting[0]]
            notation = await service.playout_move(PLACE, player, chooser)
            assert notation is not None
            reply = await service.move(PLACE, player, notation)
            texts = _shown(reply, locale)
            if ply % 25 == 0:
                texts += _shown(await service.status(PLACE, player), locale)
                texts += _shown(await service.log(PLACE), locale)
            for text in texts:
                shown += 1
                for word in plain_english_words(text, NAMES):
                    found.setdefault(word, text[:160])
            if reply.status != "active":
                break
        assert shown > 100
        assert found == {}
