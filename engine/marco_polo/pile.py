"""The special pile: contracts face down, with who knows which card is where.

Cards are dealt to it unseen; the round's leftovers and discarded contracts go under it
in the open (everyone knows them); a drawn contract its taker returns goes under it known
to that player only. The masks (`MarcoPoloState.special_known`, a bit per seat) let a
seat's view name what it could remember, and nothing more.
"""

from __future__ import annotations

from engine.game import Game
from engine.marco_polo.data import CONTRACTS
from engine.marco_polo.state import MarcoPoloState


def known_masks(state: MarcoPoloState) -> list[int]:
    """Who knows each card of the pile, top first. A state built without masks (saved
    before they existed, or by hand in a test) has unknown cards on top."""
    masks, size = state.special_known, len(state.special)
    if len(masks) == size:
        return masks
    return ([0] * size + masks)[-size:] if size else []


def _fitted(state: MarcoPoloState) -> list[int]:
    state.special_known = known_masks(state)
    return state.special_known


def push_special(state: MarcoPoloState, contract: str, known: int) -> None:
    """Put a contract under the special pile; `known`: the seats who know which it is."""
    _fitted(state).append(known)
    state.special.append(contract)


def pop_special(state: MarcoPoloState) -> tuple[str, int]:
    """Take the special pile's top card (an undo barrier: it is now seen)."""
    Game.mark_irreversible(state)
    known = _fitted(state).pop(0)
    return state.special.pop(0), known


def discard_contract(state: MarcoPoloState, contract: str, known: int | None = None) -> None:
    """Regular contracts go under the special pile (in the open unless `known` says who
    saw it); starting contracts leave the game."""
    if not CONTRACTS[contract].starting:
        push_special(state, contract, state.everyone if known is None else known)
