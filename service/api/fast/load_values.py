"""Loaders of the values a request's fields hold (:mod:`.loading`): notation, enums, exact
types, lists; each declines with :class:`~.load_code.Declined` what it does not vouch for."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

import marshmallow as ma

from service.api.contract.fields import BoundedList, CardField, Distinct, RankField
from service.api.fast.load_code import Convert, Declined, NotationList

LISTS: Final = (ma.fields.List, BoundedList)
"""The list fields read here (a request's lists are bounded ones, :class:`BoundedList`)."""


def length_bounds(validator: Callable[[Any], Any]) -> tuple[int, int | float] | None:
    """A length bound's least and most (no most: infinity), or None for another validator."""
    if type(validator) is not ma.validate.Length or validator.equal is not None:
        return None
    low, high = validator.min, validator.max
    return (low or 0, float("inf") if high is None else high)


def notation_list(field: ma.fields.Field[Any]) -> NotationList | None:
    """How a list of the service's notation with bounds and no repeats is read, or None for
    another field."""
    element = field.inner if isinstance(field, ma.fields.List) else None
    table = None if element is None else notation_table(element)
    if (
        type(field) not in LISTS
        or element is None
        or table is None
        or element.validators
        or element.allow_none
    ):
        return None
    low: int | float = 0
    high: int | float = float("inf")
    distinct = False
    for validator in field.validators:
        bounds = length_bounds(validator)
        if bounds is not None:
            low, high = max(low, bounds[0]), min(high, bounds[1])
        elif type(validator) is Distinct:
            distinct = True
        else:
            return None
    # A notation with one spelling per value repeats a value only where it repeats a
    # spelling: the strings' set is then checked, which hashes in C (a card hashes in Python).
    by_spelling = len(set(table.values())) == len(table)
    repeats = None if not distinct else "raw" if by_spelling else "value"
    return NotationList(table, low, high, repeats)


def enum_loader(field: ma.fields.Enum[Any]) -> Convert | None:
    if field.by_value is True:  # the value as it is, looked up as Enum(value) looks it up
        return lookup({m.value: m for m in field.enum}, None)
    if field.by_value is False:  # a name, as Enum[name]
        return lookup(dict(field.enum.__members__), str)
    if field.by_value is ma.fields.String:  # a string, looked up as Enum(value)
        return lookup({m.value: m for m in field.enum}, str)
    return None


def exactly(kind: type) -> Convert:
    def convert(raw: Any) -> Any:
        if type(raw) is not kind:
            raise Declined
        return raw

    return convert


def lookup(table: Mapping[Any, Any], kind: type | None) -> Convert:
    def convert(raw: Any) -> Any:
        if kind is not None and type(raw) is not kind:
            raise Declined
        try:
            return table[raw]
        except (KeyError, TypeError):
            raise Declined from None

    return convert


def notation_table(field: ma.fields.Field[Any]) -> Mapping[str, Any] | None:
    """The table a field of the service's notation reads a string with (a card, a rank)."""
    if type(field) is CardField and isinstance(field, CardField):
        return field.notation
    if type(field) is RankField:
        return RankField.SYMBOLS
    return None


def looked_up(table: Mapping[str, Any]) -> Convert:
    """A list of strings, each read with ``table`` (whose keys are strings: a key found is
    a string)."""

    def convert(raw: Any) -> Any:
        if type(raw) is not list:
            raise Declined
        try:
            return [table[value] for value in raw]
        except (KeyError, TypeError):
            raise Declined from None

    return convert


def list_loader(item: Convert) -> Convert:
    def convert(raw: Any) -> Any:
        if type(raw) is not list:
            raise Declined
        return [item(value) for value in raw]

    return convert
