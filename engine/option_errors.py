"""Why a game's options were refused, in the player's language: the option's name and
the values it takes (read from the options model), never pydantic's English message."""

from __future__ import annotations

import types
from typing import Any, Literal, Union, get_args, get_origin

from annotated_types import Ge, Gt, Le, Lt
from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from engine.i18n import ParamValue, Text, t


def _members(annotation: Any) -> list[Any]:
    """The types of a union (`bool | None` -> [bool]), without None."""
    if get_origin(annotation) in (Union, types.UnionType):
        return [a for a in get_args(annotation) if a is not type(None)]
    return [annotation]


def _either(words: list[str]) -> Text | str:
    quoted = [f"`{word}`" for word in words]
    if len(quoted) == 1:
        return quoted[0]
    return t("core.opt.or", first=", ".join(quoted[:-1]), last=quoted[-1])


def _bounds(info: FieldInfo) -> tuple[int | None, int | None]:
    low = high = None
    for item in info.metadata:
        if isinstance(item, Ge):
            low = int(item.ge)  # type: ignore[call-overload]
        elif isinstance(item, Gt):
            low = int(item.gt) + 1  # type: ignore[call-overload]
        elif isinstance(item, Le):
            high = int(item.le)  # type: ignore[call-overload]
        elif isinstance(item, Lt):
            high = int(item.lt) - 1  # type: ignore[call-overload]
    return low, high


def values_taken(info: FieldInfo) -> Text | str:
    """What an option accepts, e.g. "`true` or `false`", "`first` or `pro`"."""
    kinds = _members(info.annotation)
    if all(kind is bool for kind in kinds):
        return t("core.opt.bool")
    if all(get_origin(kind) is Literal for kind in kinds):
        return _either([str(value) for kind in kinds for value in get_args(kind)])
    if all(kind is int for kind in kinds):
        low, high = _bounds(info)
        if low is not None and high is not None:
            return t("core.opt.int_range", low=low, high=high)
        return t("core.opt.int_min", low=low) if low is not None else t("core.opt.int")
    if all(kind in (int, float) for kind in kinds):
        return t("core.opt.number")
    return t("core.opt.text")


def options_list(model: type[BaseModel]) -> Text:
    """Every option of a game with the values it takes ("It has no options." if none)."""
    entries: list[ParamValue] = [
        t("core.opt.entry", name=name, values=values_taken(info))
        for name, info in model.model_fields.items()
    ]
    return t("core.opt.list", options=entries) if entries else t("core.opt.none")


def option_problem(model: type[BaseModel], game: str, error: ValidationError) -> Text:
    """The first problem of `error` as a player reads it: an unknown option with the
    list of real ones, or a bad value with what that option takes."""
    title = t(f"{game}.title")
    for problem in error.errors():
        name = str(problem["loc"][0]) if problem["loc"] else ""
        info = model.model_fields.get(name)
        if info is not None:
            return t("core.err.bad_option", name=name, game=title, values=values_taken(info))
        if name:
            return t("core.err.unknown_option", name=name, game=title, options=options_list(model))
    return t("core.err.bad_options", game=title, options=options_list(model))
