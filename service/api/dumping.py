"""Answers turned into JSON values by a dumper compiled once from each response schema.

marshmallow's ``Schema.dump`` looks every field up, through its generic accessors, on every
call; for an answer of a few hundred values that is most of a request's time. The schema stays
the contract (and the source of ``openapi.yaml``): :func:`compile_dumper` reads its fields once
and returns a function that gives exactly what ``dump`` gives, for the shapes the service uses
(plain fields, lists and nested schemas, no dump hooks). A schema it cannot compile keeps its
own ``dump``. With ``VERIFY_COMPILED`` set (the test suite sets it), every answer is dumped both
ways and any difference is an error, so every API test checks the compiled dumper.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from typing import Any, Final

import marshmallow as ma
from flask import current_app

from service.api.fields import CardField

Dumper = Callable[[Any], Any]

_MISSING: Final = ma.missing
# Fields whose dumped value is the value itself when it already has the JSON type.
_SAME_WHEN: Final[dict[type[ma.fields.Field[Any]], type]] = {
    ma.fields.String: str,
    ma.fields.Integer: int,
    ma.fields.Boolean: bool,
}


class DumpMismatch(AssertionError):
    """The compiled dumper and marshmallow disagreed (raised only under ``VERIFY_COMPILED``)."""


def compile_dumper(schema: ma.Schema) -> Dumper:
    """A function equal to ``schema.dump`` for one object, or ``schema.dump`` itself."""
    fields = schema.dump_fields
    # Compiled: fields with no data_key, attribute or dump default, so that a key is its field's
    # name and a missing value is left out; anything else keeps marshmallow's own dump.
    if (
        schema.many
        or _has_dump_hooks(schema)
        or any(f.data_key or f.attribute for f in fields.values())
        or any(f.dump_default is not _MISSING for f in fields.values())
    ):
        return schema.dump
    # (name, the type a value is dumped as it is, how any other value is dumped)
    steps = [
        (name, _SAME_WHEN.get(type(field), _Never), _converter(field, name))
        for name, field in fields.items()
    ]

    def dump(obj: Any) -> dict[str, Any]:
        get = obj.get if isinstance(obj, dict) else functools.partial(getattr, obj)
        out: dict[str, Any] = {}
        for name, same, convert in steps:
            value = get(name, _MISSING)
            if value is _MISSING:
                continue
            out[name] = value if value is None or type(value) is same else convert(value)
        return out

    return dump


class _Never:
    """The type of no value: a field whose values are always converted."""


def _has_dump_hooks(schema: ma.Schema) -> bool:
    hooks = getattr(schema, "_hooks", {})
    return any(hooks.get(kind) for kind in ("pre_dump", "post_dump"))


def _converter(field: ma.fields.Field[Any], name: str) -> Dumper:
    """How one non-null value of ``field`` is dumped, when it is not already of the JSON type
    ``_SAME_WHEN`` gives for the field."""
    if isinstance(field, ma.fields.Nested) and isinstance(field.schema, ma.Schema):
        inner = compile_dumper(field.schema)
        if field.many:
            return lambda values: [inner(v) for v in values]
        return inner
    if isinstance(field, ma.fields.List):
        element = field.inner
        if type(element) is CardField:  # a card's text, as CardField._serialize gives it
            return lambda values: [None if v is None else v.text for v in values]
        item = _converter(element, name)
        nullable = _serialize(element, name)
        same = _SAME_WHEN.get(type(element), _Never)
        return lambda values: [
            v if type(v) is same else nullable(v) if v is None else item(v) for v in values
        ]
    if type(field) is CardField:
        return operator.attrgetter("text")  # every card type has its text, as str() gives it
    # A value already of its field's JSON type never gets here: the callers pass it as it is.
    return _serialize(field, name)


def _serialize(field: ma.fields.Field[Any], name: str) -> Dumper:
    return lambda value: field._serialize(value, name, None)


def verified(schema: ma.Schema, compiled: Dumper) -> Dumper:
    """``compiled``, checked against ``schema.dump`` when the app sets ``VERIFY_COMPILED``."""
    original = schema.dump

    def dump(obj: Any, **kwargs: Any) -> Any:
        if kwargs:
            return original(obj, **kwargs)
        result = compiled(obj)
        if current_app.config.get("VERIFY_COMPILED") and result != (expected := original(obj)):
            raise DumpMismatch(f"{type(schema).__name__}: {result!r} != {expected!r}")
        return result

    return dump
