"""Move notation: typable, unambiguous, English and German verbs, helpful errors."""

import pytest

from engine import IllegalMove
from engine.caravan import GAME
from engine.caravan.moves import Carry, MoveCamel, Pass, Place, Steal, Take
from tests.engine.caravan.helpers import fresh, put


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("place c2 b4", Place(camel=2, cell=22)),
        ("  PLACE   C2  B4 ", Place(camel=2, cell=22)),
        ("setze c2 auf b4", Place(camel=2, cell=22)),
        ("move c1 d5", MoveCamel(camel=1, cell=31)),
        ("bewege c1 nach d5", MoveCamel(camel=1, cell=31)),
        ("take c3", Take(camel=3)),
        ("nimm c3", Take(camel=3)),
        ("steal c2 from orange", Steal(camel=2, victim=1)),
        ("steal c2 from p3", Steal(camel=2, victim=2)),
        ("stiehl c2 von schwarz", Steal(camel=2, victim=2)),
        ("steal c2 from teal c4", Steal(camel=2, victim=3, victim_camel=4)),
        ("carry c4 to c1", Carry(source=4, target=1)),
        ("trage c4 zu c1", Carry(source=4, target=1)),
        ("pass", Pass()),
        ("passe", Pass()),
    ],
)
def test_parse(text: str, move: object) -> None:
    assert GAME.parse_move(text) == move


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly",
        "place c1",
        "place c7 a1",
        "place c1 h1",
        "take",
        "carry c1",
        "steal c1 from purple",
        "pass now",
    ],
)
def test_garbage_is_rejected_with_a_hint(text: str) -> None:
    with pytest.raises(IllegalMove) as info:
        GAME.parse_move(text)
    assert "place c1 b4" in info.value.render("en")
    assert "Zum Beispiel" in info.value.render("de")


def test_format_is_the_canonical_notation() -> None:
    assert GAME.format_move(Steal(camel=2, victim=1)) == "steal c2 from orange"
    assert GAME.format_move(Steal(camel=2, victim=1, victim_camel=3)) == "steal c2 from orange c3"
    assert GAME.format_move(Place(camel=1, cell=0)) == "place c1 a1"


def test_labels_are_localised_and_state_aware() -> None:
    state = fresh()
    put(state, 0, 1, "d2", good="ivory")
    put(state, 0, 2, "d1")
    carry = GAME.parse_move("carry c1 to c2")
    assert GAME.label(carry, state).render("en") == "Deliver ivory in Marrakesh (camel 1 → 2)"
    assert (
        GAME.label(carry, state).render("de") == "Elfenbein in Marrakesch abliefern (Kamel 1 → 2)"
    )
    assert "2 action" in GAME.label(GAME.parse_move("place c3 d1"), state).render("en")
    notation = dict(GAME.legal_notation(state, 0))
    assert "carry c1 to c2" in notation


def test_legal_moves_list_decisive_moves_first() -> None:
    state = fresh()
    put(state, 0, 1, "d2", good="ivory")
    put(state, 0, 2, "d1")
    kinds = [m.kind for m in GAME.legal_moves(state, 0)]
    assert kinds[0] == "carry"
    assert kinds.index("pass") < kinds.index("move")
