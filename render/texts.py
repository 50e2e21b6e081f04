"""Labels drawn on board images, from the one message catalogue."""

from __future__ import annotations

from engine.i18n import ParamValue, t, translate


def label(key: str, locale: str, **params: ParamValue) -> str:
    """A catalogue label rendered in `locale`."""
    return translate(t(key, **params), locale)


def signed(n: int) -> str:
    """A number with a real minus sign (a hyphen reads as a dash at small sizes)."""
    return str(n) if n >= 0 else f"−{-n}"
