"""How the table names a seat: the person's name, or the AI's, marked while the AI plays.

A name is a plain string for a person and a bilingual `Text` for an AI seat, so a German
channel reads "Caravanserai-KI (normal)" where an English one reads "Caravanserai AI
(normal)". A seat the AI took over keeps its person's name with the mark: "Ada (AI
normal)". A seat whose player asked to be forgotten reads "Former player". Messages take either as a parameter; the board's `seat_names` get them
rendered in the board's language (`render_names`).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.store import SeatRecord
from engine import Text, t
from engine.ai import DEFAULT_LEVEL, LEVELS

Name = str | Text


def level_text(level: str | None) -> Text:
    """An AI level as the players read it ("normal", German "normal")."""
    name = level if level in LEVELS else DEFAULT_LEVEL
    return t(f"bot.ai.level.{name}")


def ai_name(level: str | None, number: int | None = None) -> Text:
    """The name of a seat added as an AI; `number` tells several such seats apart."""
    if number is None:
        return t("bot.ai.name", level=level_text(level))
    return t("bot.ai.name_n", n=number, level=level_text(level))


def person_name(seat: SeatRecord) -> Name:
    """The name of the person behind a seat (a forgotten one's as a former player)."""
    return t("bot.former_player") if seat.is_former else seat.display_name


def seat_name(seat: SeatRecord, seats: Sequence[SeatRecord]) -> Name:
    """The seat's name at a table of `seats` (see the module docstring)."""
    if not seat.is_ai:
        return person_name(seat)
    if seat.has_person or seat.is_former:
        return t("bot.ai.taken_over", player=person_name(seat), level=level_text(seat.ai_level))
    added = sorted(
        (s.user_id for s in seats if not s.has_person and not s.is_former), reverse=True
    )
    number = added.index(seat.user_id) + 1 if len(added) > 1 else None
    return ai_name(seat.ai_level, number)


def render_names(names: Sequence[Name], locale: str) -> list[str]:
    """Names as plain strings in one language (for a board's `seat_names`)."""
    return [name if isinstance(name, str) else name.render(locale) for name in names]
