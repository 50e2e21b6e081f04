"""What Macao hides, and from whom.

Almost everything in Macao lies open: cards are turned face up as they are drawn (so
which cards remain in the deck is known, only their order is not), the offices are laid
out from the start, the goods tiles lie face up in the city, the discard pile may be
searched at any time. Three things are hidden:

* the order of the deck (the cards of later rounds);
* the future dice (the random-number state);
* in the default simultaneous dice step, the dice a player chose, until the last player
  has chosen (then everyone's choice is revealed at once). With `dice_order=wall_order`
  choices are made openly one after another.

The game's seed is no secret of play, but no seat sees it either (nothing reads it after
the set-up): a resampled state carries none.
"""

from __future__ import annotations

from itertools import combinations

from engine.i18n import Text, t
from engine.i18n import seat as seat_text
from engine.macao import rules
from engine.macao.data import COLOURS
from engine.macao.moves import ChooseDice, MacaoMove
from engine.macao.state import MacaoLastMove, MacaoState
from engine.rng import Rng

_PAIRS = list(combinations(range(len(COLOURS)), 2))


def choices_hidden(state: MacaoState) -> bool:
    """True while dice are chosen simultaneously: a choice stays secret until all chose."""
    return state.phase == "dice" and state.options.dice_order == "simultaneous"


def secret_choice(state: MacaoState, seat: int, move: MacaoMove) -> bool:
    """A dice choice the others may not see yet: someone else still has to choose. The
    last player's choice is revealed at once with everyone's, so it is not secret."""
    return (
        isinstance(move, ChooseDice)
        and choices_hidden(state)
        and any(other != seat for other in rules.to_act(state))
    )


def redacted(state: MacaoState, seat: int, move: MacaoMove) -> Text | None:
    """What the others read of a secret dice choice: that the player chose, not what."""
    if secret_choice(state, seat, move):
        return t("macao.ev.dice_hidden", player=seat_text(seat))
    return None


def resample(state: MacaoState, seat: int, rng: Rng) -> MacaoState:
    """A state `seat` cannot tell apart from `state`, its secrets drawn anew from `rng`.

    The deck keeps its (known) cards in a new order, other players' secret dice choices
    become random pairs, the random-number state is replaced and the seed dropped. Each
    hidden pool is put in a canonical order first, so the result depends only on what the
    seat can see.
    """
    sampled = MacaoState.model_validate(state.model_dump())
    deck = sorted(state.deck)
    rng.shuffle(deck)
    sampled.deck = deck
    if choices_hidden(state):
        for other, p in enumerate(sampled.players):
            if other == seat or not p.dice:
                continue
            a, b = _PAIRS[rng.below(len(_PAIRS))]
            p.dice = [a, b]
            last = sampled.last_move
            if last is not None and last.seat == other and last.is_secret:
                # what the seat read of it (`last.text`) stands for the unknown words too
                sampled.last_move = MacaoLastMove(
                    seat=other,
                    move=ChooseDice(
                        first=COLOURS[a],
                        first_value=state.dice[a],
                        second=COLOURS[b],
                        second_value=state.dice[b],
                    ),
                    text=last.text,
                    secret=last.text,
                )
    sampled.rng = Rng(state=rng.next_u64())
    sampled.seed = 0
    return sampled
