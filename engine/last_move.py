"""The last move as a value: who moved, the typed move, and what the table read of it.

The board image frames where the last move happened (from the typed move, never from
its notation) and says in its header what happened, in the words of the move's event
("Ada took district C4 (Paper)"). A secret move keeps the public text in `text` and the
mover's full text in `secret`; `seen_by` is what one seat may know of it.

States written while the last move was stored as its notation (a string) are read
through `from_notation`, which parses it with the game's own parser.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Self

from pydantic import BaseModel, ConfigDict

from engine.errors import IllegalMove
from engine.game import Event, Move
from engine.i18n import Text, seat, t


class LastMove(BaseModel):
    """The last move. `move` is None where the viewer may not know it (a secret move
    seen by another seat); `text` is what everyone may read of it, `secret` the full
    text only the mover may read while the move is secret.

    Each game declares its own subclass with `move` typed as its move union, at module
    level: a state or view is pickled on its way to a drawing or AI process, and a
    parametrised generic class could not be."""

    model_config = ConfigDict(frozen=True)

    seat: int
    move: Move | None = None
    text: Text
    secret: Text | None = None

    @classmethod
    def of(cls, seat: int, move: Move, event: Event) -> Self:
        """The last move as the event that told it (the move's own, first event)."""
        return cls(seat=seat, move=move, text=event.text, secret=event.secret)

    @property
    def is_secret(self) -> bool:
        return self.secret is not None

    def seen_by(self, viewer: int | None, hidden: bool) -> Self:
        """What `viewer` (None: a spectator) may know of it: while `hidden` (the move is
        still secret), others get the public text and no move; otherwise everyone reads
        the full text."""
        if not self.is_secret:
            return self
        if hidden and viewer != self.seat:
            return type(self)(seat=self.seat, move=None, text=self.text)
        return type(self)(seat=self.seat, move=self.move, text=self.secret or self.text)


def from_notation(
    data: Any, parse: Callable[[str], Move], secret: Callable[[str], bool]
) -> Any:
    """A state's raw data with an old last move (its notation, a string) turned into a
    `LastMove` value. The words of its event were not kept, so the text only says who
    moved; a move `secret` says is secret stays hidden from the others."""
    if not isinstance(data, dict) or not isinstance(data.get("last_move"), str):
        return data
    notation, mover = data["last_move"], data.get("last_seat")
    data = dict(data)
    if mover is None:
        data["last_move"] = None
        return data
    try:
        move: Move | None = parse(notation)
    except IllegalMove:
        move = None
    text = t("core.last_move.old", player=seat(mover))
    hidden = secret(notation)
    data["last_move"] = {
        "seat": mover,
        "move": move,
        "text": text,
        "secret": text if hidden else None,
    }
    return data
