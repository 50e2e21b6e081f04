"""One-line card summaries, built from each card's effect data.

The engine's card texts are full sentences that do not fit a phone-sized row, and the
effect data is a closed vocabulary (macao.md §3), so a summary is composed from it:
`Pfandleihe` -> "if gold received this round: +1 gold". Building it from the data keeps
the image in step with the rules when a printed edition replaces the values.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.i18n import has, translate
from engine.macao.data import Card, Effect, load
from engine.macao.view import CardInfo
from render.texts import label

# Bundle keys in the order a summary lists them.
BUNDLE_ORDER = ("pp", "gold", "cube_any", "wall_free", "ship_free", "district_discount")


def display_name(card: CardInfo, locale: str) -> str:
    """The card's name, plus the copy number the notation uses (`Captain 2`)."""
    name = translate(card.name, locale)
    copy = card.id.rsplit("_", 1)[-1]
    if copy.isdigit() and card.handle.endswith(f" {copy}"):
        return f"{name} {copy}"
    return name


def bundle(items: dict[str, int], locale: str, plus: bool = True) -> str:
    """`{"pp": 1, "wall_free": 1}` -> "+1 PP, wall +1 free"."""
    parts = []
    for key in sorted(items, key=lambda k: BUNDLE_ORDER.index(k) if k in BUNDLE_ORDER else 99):
        text = label(f"render.macao.fx.{key}", locale, n=items[key])
        if plus and key in ("pp", "gold", "cube_any"):
            text = label("render.macao.fx.take", locale, what=text)
        parts.append(text)
    return ", ".join(parts)


def _category_name(category: str, locale: str) -> str:
    return label(f"macao.category.{category}", locale)


def counter_name(counter: str, locale: str, many: bool = False) -> str:
    """The counter as a noun; `many` for "per 4 city markers" (plural where it differs)."""
    if counter.startswith("active_offices:"):
        category = _category_name(counter.split(":", 1)[1], locale)
        return label("render.macao.counter.active_offices", locale, category=category)
    name = counter.replace(":", ".")
    if many and has(f"render.macao.counter_many.{name}"):
        return label(f"render.macao.counter_many.{name}", locale)
    return label(f"render.macao.counter.{name}", locale)


def _condition(cond: dict[str, Any], locale: str) -> str:
    counter = str(cond.get("counter", ""))
    n = int(cond.get("min", 1))
    specific = f"render.macao.cond.{counter}"
    if counter in (
        "offices_used_this_round",
        "gold_received_this_round",
        "ship_spaces_moved_this_round",
        "discs_above_own",
    ):
        return label(specific, locale, n=n)
    return label("render.macao.cond.generic", locale, counter=counter_name(counter, locale), n=n)


def _event(effect: Effect, locale: str) -> str:
    card_type = effect.filter.get("card_type")
    if effect.event == "activate_card" and card_type:
        return label(f"render.macao.event.activate_card.{card_type}", locale)
    return label(f"render.macao.event.{effect.event}", locale)


def _rule(effect: Effect, locale: str) -> str:
    params = effect.params
    rule = effect.rule
    if rule == "activation_cost":
        key = f"render.macao.rule.activation_cost.{params.get('card_type', 'office')}"
        return label(key, locale, n=int(params.get("reduce", 1)))
    if rule == "delivery_multiplier":
        good = translate(f"macao.good.{params.get('good', '')}", locale)
        return label(
            "render.macao.rule.delivery_multiplier", locale, good=good, n=params.get("factor", 2)
        )
    n: Any = {
        "district_cost": params.get("reduce", 1),
        "district_colour": params.get("wildcards", 1),
        "districts_per_turn": params.get("max", 2),
        "wall_cost": params.get("extra_space_cost", 1),
        "joker_value": params.get("factor", 2),
        "tribute_price": -int(params.get("gold_delta", -1)),
        "tribute_per_turn": params.get("max", 2),
    }.get(rule, "")
    return label(f"render.macao.rule.{rule}", locale, n=n)


# Rules whose own text already says in which phase they apply.
_NAMES_ITS_PHASE = frozenset({"card_draft_optional"})


def _summarise(card: Card, locale: str) -> str:
    effect = card.effect
    kind = effect.kind
    if kind == "GAIN":
        text = bundle(effect.gain, locale)
    elif kind == "IF":
        text = label(
            "render.macao.fx.if",
            locale,
            cond=_condition(effect.cond, locale),
            gain=bundle(effect.gain, locale),
        )
    elif kind == "PER":
        counter = counter_name(effect.counter, locale, many=effect.step > 1)
        gain = bundle(effect.gain, locale)
        if effect.step > 1:
            text = label(
                "render.macao.fx.per_step", locale, gain=gain, step=effect.step, counter=counter
            )
        else:
            text = label("render.macao.fx.per", locale, gain=gain, counter=counter)
    elif kind == "EXCHANGE":
        pay, get = bundle(effect.pay, locale, plus=False), bundle(effect.get, locale, plus=False)
        if effect.max_times is None:
            text = label("render.macao.fx.exchange_any", locale, pay=pay, get=get)
        elif effect.max_times > 1:
            text = label(
                "render.macao.fx.exchange_max", locale, pay=pay, get=get, n=effect.max_times
            )
        else:
            text = label("render.macao.fx.exchange", locale, pay=pay, get=get)
        if effect.constraint == "distinct_colours":
            text += ", " + label("render.macao.fx.distinct", locale)
    elif kind == "TRIGGER":
        text = label(
            "render.macao.fx.trigger",
            locale,
            event=_event(effect, locale),
            gain=bundle(effect.gain, locale),
        )
        if not effect.doubled_by_warehouse:
            text += " " + label("render.macao.fx.no_double", locale)
    elif kind == "MODIFY":
        text = _rule(effect, locale)
    else:  # ENDGAME
        counter = counter_name(effect.counter, locale, many=effect.step > 1)
        if effect.step > 1:
            text = label(
                "render.macao.fx.endgame_step",
                locale,
                pp=effect.pp,
                step=effect.step,
                counter=counter,
            )
        else:
            text = label("render.macao.fx.endgame", locale, pp=effect.pp, counter=counter)
    if card.phase in ("1", "2") and getattr(effect, "rule", None) not in _NAMES_ITS_PHASE:
        text = label(f"render.macao.phase_mark.{card.phase}", locale) + text
    return text


@cache
def summary(card_id: str, locale: str) -> str:
    """A one-line summary of the card's effect in `locale` (cached: cards never change)."""
    card = load().cards.get(card_id)
    if card is None:
        return ""
    return _summarise(card, locale)
