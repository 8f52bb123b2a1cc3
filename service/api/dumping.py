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

from collections.abc import Callable
from typing import Any, Final

import marshmallow as ma
from flask import current_app

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
    steps = [(name, _converter(field, name)) for name, field in fields.items()]

    def dump(obj: Any) -> dict[str, Any]:
        is_dict = isinstance(obj, dict)
        out: dict[str, Any] = {}
        for name, convert in steps:
            value = obj.get(name, _MISSING) if is_dict else getattr(obj, name, _MISSING)
            if value is _MISSING:
                continue
            out[name] = None if value is None else convert(value)
        return out

    return dump


def _has_dump_hooks(schema: ma.Schema) -> bool:
    hooks = getattr(schema, "_hooks", {})
    return any(hooks.get(kind) for kind in ("pre_dump", "post_dump"))


def _converter(field: ma.fields.Field[Any], name: str) -> Dumper:
    """How one non-null value of ``field`` is dumped."""
    if isinstance(field, ma.fields.Nested) and isinstance(field.schema, ma.Schema):
        inner = compile_dumper(field.schema)
        if field.many:
            return lambda values: [inner(v) for v in values]
        return inner
    if isinstance(field, ma.fields.List):
        item = _converter(field.inner, name)
        nullable = _serialize(field.inner, name)
        return lambda values: [nullable(v) if v is None else item(v) for v in values]
    same = _SAME_WHEN.get(type(field))
    serialize = _serialize(field, name)
    if same is not None:
        return lambda value: value if type(value) is same else serialize(value)
    return serialize


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
