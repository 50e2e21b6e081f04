"""Labels drawn on board images, from the one message catalogue."""

from __future__ import annotations

from engine.i18n import ParamValue, Text, t, translate, with_seat_names


def label(key: str, locale: str, **params: ParamValue) -> str:
    """A catalogue label rendered in `locale`."""
    return translate(t(key, **params), locale)


def last_move_line(said: Text, names: list[str], locale: str) -> str:
    """The header's "Last move: Ada took district C4 (Paper)": what the table read of
    the last move (a statement naming who), with the players' names, in every game."""
    return f"{label('render.last_move', locale)} {translate(with_seat_names(said, names), locale)}"


def signed(n: int) -> str:
    """A number with a real minus sign (a hyphen reads as a dash at small sizes)."""
    return str(n) if n >= 0 else f"−{-n}"
