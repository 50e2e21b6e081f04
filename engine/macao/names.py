"""Card names as players type them, in every language of the catalogue.

The stored notation names a card by its German handle (`activate Kapitän 2`), but a
player reads the cards in their own language ("Captain 2"), so the notation they are
shown, and may type, names the card the same way: a name from any language of the
catalogue, as the messages give it (with its copy numeral, without parentheses), reads
as that card.
"""

from __future__ import annotations

from functools import cache

from engine.i18n import catalogue_generation, locales, normalise_locale, translate
from engine.macao.data import fold, load

TYPABLE_MARKS = "-'."
"""What a card name may hold besides letters, digits and spaces to be typed as it is."""


def typable(name: str) -> str:
    """A card name as typed: "Warehouse (Rice)" reads as "Warehouse Rice"."""
    return " ".join(name.replace("(", " ").replace(")", " ").split())


@cache
def _names(generation: int) -> tuple[dict[str, str], dict[str, dict[str, str]], int]:
    """(folded name -> card, locale -> card -> name shown, most words of a name) for
    the catalogue of `generation`.

    A language's name is used only where it names one card alone and reads back as a
    word run the parser can take; elsewhere the handle stands in.
    """
    data = load()
    lookup = dict(data.handle_lookup)
    candidates: dict[str, dict[str, str]] = {}
    owners: dict[str, set[str]] = {}
    for locale in locales():
        shown = candidates[locale] = {}
        for card in data.card_list:
            name = typable(translate(f"macao.cardname.{card.id}", locale))
            shown[card.id] = name
            owners.setdefault(fold(name), set()).add(card.id)
    per_locale: dict[str, dict[str, str]] = {}
    for locale, shown in candidates.items():
        names = per_locale[locale] = {}
        for card_id, name in shown.items():
            key = fold(name)
            clash = lookup.get(key, card_id) != card_id or owners[key] != {card_id}
            if name and not clash and all(ch.isalnum() or ch in TYPABLE_MARKS for ch in key.replace(" ", "")):
                lookup[key] = card_id
                names[card_id] = name
    words = max(len(key.split()) for key in lookup)
    return lookup, per_locale, words


def card_lookup() -> tuple[dict[str, str], int]:
    """Every typable card name (folded) to its card, and the most words a name has."""
    lookup, _, words = _names(catalogue_generation())
    return lookup, words


def card_handle(card_id: str, locale: str | None) -> str:
    """The card's name as a reader of `locale` types it; the stored handle for None."""
    if locale is None:
        return load().handles[card_id]
    _, per_locale, _ = _names(catalogue_generation())
    return per_locale.get(normalise_locale(locale), {}).get(card_id) or load().handles[card_id]
