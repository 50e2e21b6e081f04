"""Move notation: typable, unambiguous, English and German verbs, helpful errors.

Camels are letters (`A`-`F`), cells a column letter and a row digit (`a1`-`g7`), so
neither the notation nor any text can read a cell as a camel or the other way round.
"""

import contextlib
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import IllegalMove
from engine.caravan import GAME
from engine.caravan.data import CAMEL_LETTERS, camel_name, cell_name, parse_camel, parse_cell
from engine.caravan.moves import Carry, MoveCamel, Pass, Place, Steal, Take
from engine.caravan.notation import canonical_camel
from engine.i18n import locales
from engine.notation import MAX_LENGTH
from engine.playout import random_playout
from tests.engine.caravan.helpers import fresh, put


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("place B b4", Place(camel=2, cell=22)),
        ("  PLACE   b  B4 ", Place(camel=2, cell=22)),
        ("setze B auf b4", Place(camel=2, cell=22)),
        ("setze Kamel B auf Feld b4", Place(camel=2, cell=22)),
        ("place camel B on cell b4", Place(camel=2, cell=22)),
        ("move A d5", MoveCamel(camel=1, cell=31)),
        ("bewege A nach d5", MoveCamel(camel=1, cell=31)),
        ("take C", Take(camel=3)),
        ("nimm c", Take(camel=3)),
        ("place F g7", Place(camel=6, cell=48)),
        ("steal B from orange", Steal(camel=2, victim=1)),
        ("steal B from p3", Steal(camel=2, victim=2)),
        ("stiehl B von schwarz", Steal(camel=2, victim=2)),
        ("steal B from teal D", Steal(camel=2, victim=3, victim_camel=4)),
        ("carry D to A", Carry(source=4, target=1)),
        ("trage D zu A", Carry(source=4, target=1)),
        ("pass", Pass()),
        ("passe", Pass()),
    ],
)
def test_parse(text: str, move: object) -> None:
    assert GAME.parse_move(text) == move


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("place c2 b4", "place B b4"),
        ("setze c2 auf b4", "place B b4"),
        ("move c1 d5", "move A d5"),
        ("take c3", "take C"),
        ("nimm k3", "take C"),
        ("place c6 a1", "place F a1"),
        ("steal c2 from orange", "steal B from orange"),
        ("steal c2 from teal c4", "steal B from teal D"),
        ("carry c4 to c1", "carry D to A"),
        ("carry c4 to a", "carry D to A"),
    ],
)
def test_the_former_camel_names_are_still_understood(old: str, new: str) -> None:
    """`c1` in a camel's place of a command can only mean a camel (a cell never stands
    there), so typed old notation keeps working and means what it always meant."""
    assert GAME.format_move(GAME.parse_move(old)) == new


def test_camel_names_and_cell_names_never_overlap() -> None:
    camels = {camel_name(n) for n in range(1, 7)}
    cells = {cell_name(x) for x in range(49)}
    assert camels == set(CAMEL_LETTERS) and not camels & cells
    assert all(parse_cell(c) is None for c in camels)
    assert all(parse_camel(c) is None for c in cells if not re.fullmatch(r"[ck][1-6]", c))
    assert [canonical_camel(x) for x in ("b", "B", "c2", "k2", "g", "c7", "b4", "")] == [
        "B",
        "B",
        "B",
        "B",
        None,
        None,
        None,
        None,
    ]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly",
        "place A",
        "place G a1",
        "place c7 a1",
        "place A h1",
        "place A a8",
        "place a1 A",  # a cell where the camel goes is refused, not guessed
        "take",
        "take b4",
        "carry A",
        "steal A from purple",
        "pass now",
        "take c" + "1" * 5000,  # digits that `int()` would choke on
    ],
)
def test_garbage_is_rejected_with_a_hint(text: str) -> None:
    with pytest.raises(IllegalMove) as info:
        GAME.parse_move(text)
    assert "place A b4" in info.value.render("en")
    assert "Zum Beispiel" in info.value.render("de")


def test_an_error_quotes_only_a_short_part_of_what_was_typed() -> None:
    with pytest.raises(IllegalMove) as info:
        GAME.parse_move("place " + "x" * 5000)
    shown = info.value.render("en")
    assert len(shown) < 250 and "…" in shown and "x" * 41 not in shown


def test_format_is_the_canonical_notation() -> None:
    assert GAME.format_move(Steal(camel=2, victim=1)) == "steal B from orange"
    assert GAME.format_move(Steal(camel=2, victim=1, victim_camel=3)) == "steal B from orange C"
    assert GAME.format_move(Place(camel=1, cell=0)) == "place A a1"
    assert GAME.format_move(Carry(source=4, target=1)) == "carry D to A"
    assert GAME.format_move(Take(camel=6)) == "take F"


def test_labels_are_localised_and_state_aware() -> None:
    state = fresh()
    put(state, 0, 1, "d2", good="ivory")
    put(state, 0, 2, "d1")
    carry = GAME.parse_move("carry A to B")
    assert (
        GAME.label(carry, state).render("en")
        == "Deliver ivory in Marrakesh (camel A on d2 → camel B on d1)"
    )
    assert (
        GAME.label(carry, state).render("de")
        == "Elfenbein in Marrakesch abliefern (Kamel A auf d2 → Kamel B auf d1)"
    )
    assert GAME.label(GAME.parse_move("place C d1"), state).render("en") == (
        "Place camel C on d1 (2 actions)"
    )
    assert GAME.label(GAME.parse_move("place C d3"), state).render("de") == (
        "Kamel C auf d3 setzen (1 Aktion)"
    )
    notation = dict(GAME.legal_notation(state, 0))
    assert "carry A to B" in notation


def test_labels_without_a_state_say_what_the_notation_says() -> None:
    """An old log line is labelled without its state: still camels by letter."""
    assert GAME.label(GAME.parse_move("move c1 c1")).render("en") == "Move camel A to c1"
    assert GAME.label(GAME.parse_move("take c3")).render("de") == "Kamel C nimmt die Ware"
    assert GAME.label(GAME.parse_move("carry D to A")).render("en") == (
        "Carry the good of camel D to camel A"
    )


def test_a_steal_label_names_the_good_and_both_camels() -> None:
    state = fresh()
    put(state, 1, 4, "e4", good="gems")
    put(state, 0, 2, "e4")
    label = GAME.label(GAME.parse_move("steal B from orange"), state)
    assert label.render("en") == ("Camel B steals gems from Player 2 (their camel D on e4)")


def test_legal_moves_list_decisive_moves_first() -> None:
    state = fresh()
    put(state, 0, 1, "d2", good="ivory")
    put(state, 0, 2, "d1")
    kinds = [m.kind for m in GAME.legal_moves(state, 0)]
    assert kinds[0] == "carry"
    assert kinds.index("pass") < kinds.index("move")


CAMEL_WORD = {"en": "camel", "de": "Kamel"}


def test_every_camel_in_a_text_is_called_a_camel_and_every_cell_is_a_cell_name() -> None:
    """Over a whole game, in both languages: a camel letter only ever follows the word
    camel (or stands in the notation), and no old camel name (`c1` as a camel) appears."""
    state = GAME.setup(3, {"sixth_camel": True}, 12)
    _final, log = random_playout(GAME, 3, 12, {"sixth_camel": True})
    for seat, move in log:
        texts = [GAME.label(move, state)]
        state, events = GAME.apply(state, seat, move)
        texts += [e.text for e in events]
        for text in texts:
            for locale in locales():
                shown = text.render(locale)
                for match in re.finditer(r"\b([A-F])\b", shown):
                    before = shown[: match.start()].rstrip(" ,").lower()
                    assert before.endswith(CAMEL_WORD[locale].lower()), shown
                assert not re.search(r"[Kk]amel \d|camel \d", shown), shown


# -- typed input of any kind is read or refused ---------------------------------------------

TOKENS = ["place", "move", "take", "steal", "carry", "pass", "setze", "from", "to", "orange"]
TOKENS += ["A", "f", "c1", "c" + "9" * 40, "d4", "p2", "kamel", "auf", " ", "  ", "\n", "é", "🐪"]
typed_inputs = st.one_of(
    st.text(max_size=MAX_LENGTH),
    st.lists(st.sampled_from(TOKENS), max_size=60).map(" ".join),
    st.tuples(st.sampled_from(TOKENS[:7]), st.text(min_size=100, max_size=180)).map(" ".join),
)


@settings(max_examples=150, deadline=None)
@given(typed_inputs)
def test_any_typed_input_is_read_or_refused(text: str) -> None:
    """Only a move or IllegalMove comes back (text longer than any move never reaches the
    parser: `tests/engine/test_notation.py`; `bench/notation_cost.py` times it)."""
    with contextlib.suppress(IllegalMove):
        GAME.parse_move(text[:MAX_LENGTH])


@pytest.mark.parametrize(
    "unit", ["place A ", "take c", "steal B from orange ", "x", " ", "1", "passe "]
)
def test_repeated_words_up_to_the_limit_are_read_or_refused(unit: str) -> None:
    for length in (MAX_LENGTH // 2, MAX_LENGTH):
        with contextlib.suppress(IllegalMove):
            GAME.parse_move((unit * length)[:length])
