"""Request bodies loaded by a loader compiled once from each request schema.

marshmallow's ``Schema.load`` walks every field through generic machinery (error stores,
partial and unknown handling, per-call lookups) on every request; for a body of a few dozen
values that costs more than ranking the hands in it. The schema stays the contract and the only
source of error messages: :func:`compile_loader` reads its fields once and returns a function
that gives exactly what ``load`` gives for a body of the usual shapes, and :data:`DECLINED` for
anything it does not vouch for (a wrong type, a failed validator, a null, an unusual field).
A declined body is then loaded the marshmallow way, which either accepts it too or names every
problem. So the compiled loader only has to be right when it accepts; with ``VERIFY_COMPILED``
set (the test suite sets it) every accepted body is loaded both ways and any difference is an
error.

The schema's own hooks (``pre_load``, ``validates``, ``validates_schema``, ``post_load``) run
as marshmallow runs them (:mod:`service.api.fast.internals`), so they behave as under ``load``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any, Final

import marshmallow as ma
from flask import current_app, has_app_context
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA

from service.api.contract.fields import StrictBoolean, WholeNumber
from service.api.contract.unions import TaggedBody, TaggedUnion
from service.api.fast.internals import has_hooks, hooks, run_hooks
from service.api.fast.load_code import READ_IN_PLACE, Convert, Declined, Step, fields_loader
from service.api.fast.load_values import (
    LISTS,
    enum_loader,
    exactly,
    length_bounds,
    list_loader,
    looked_up,
    lookup,
    notation_list,
    notation_table,
)

Loader = Callable[[Any], Any]


DECLINED: Final = object()
"""What a compiled loader returns for a body it leaves to marshmallow."""


class LoadMismatch(AssertionError):
    """The compiled loader and marshmallow disagreed (raised only under ``VERIFY_COMPILED``)."""


# marshmallow fields whose ``deserialize`` ignores the parent mapping: called as they are.
_AS_THEY_ARE: Final[frozenset[type[ma.fields.Field[Any]]]] = frozenset(
    {ma.fields.Float, ma.fields.Dict, ma.fields.Raw}
)


def compile_loader(schema: ma.Schema) -> Loader | None:
    """A function equal to ``schema.load`` on the bodies it accepts, returning
    :data:`DECLINED` for the others; None when the schema has a feature it does not compile."""
    load = _schema_loader(schema)
    if load is None:
        return None

    def compiled(data: Any) -> Any:
        try:
            return load(data)
        except (Declined, ma.ValidationError):
            return DECLINED

    return compiled


def compiled_load(schema: ma.Schema) -> Callable[..., Any]:
    """``schema.load``, through the loader compiled from ``schema`` for the bodies it accepts,
    and checked against marshmallow's own when the app sets ``VERIFY_COMPILED``."""
    compiled = compile_loader(schema)
    marshmallow_load = functools.partial(type(schema).load, schema)
    if compiled is None:
        return marshmallow_load
    fast = compiled

    def load(data: Any, **kwargs: Any) -> Any:
        result = DECLINED if kwargs else fast(data)
        if result is DECLINED:
            return marshmallow_load(data, **kwargs)
        if has_app_context() and current_app.config.get("VERIFY_COMPILED"):
            try:
                expected = marshmallow_load(data)
            except ma.ValidationError as error:
                raise LoadMismatch(f"{type(schema).__name__}: accepted {data!r}: {error}") from None
            if result != expected:
                raise LoadMismatch(f"{type(schema).__name__}: {result!r} != {expected!r}")
        return result

    return load


def _schema_loader(schema: ma.Schema, *, many: bool = False) -> Convert | None:
    """``schema.load`` for one mapping (with ``many``, for a list of them, if the schema has no
    hooks), raising :class:`Declined` on any doubt."""
    if isinstance(schema, TaggedBody):
        return None if many else _tagged(schema.TAG, schema.variants)
    unknown = schema.unknown
    fields = schema.load_fields
    if (
        schema.many
        or schema.partial
        or unknown == ma.INCLUDE
        or any(field.attribute and "." in field.attribute for field in fields.values())
        or (many and has_hooks(schema))  # hooks: the caller reads such a list item by item
    ):
        return None
    steps: list[Step] = []
    for name, field in fields.items():
        # A list of notation is read in the mapping's own code: no function of its own.
        notation = None if field.allow_none else notation_list(field)
        convert = _field_loader(field) if notation is None else READ_IN_PLACE
        if convert is None:
            return None
        key = name if field.data_key is None else field.data_key
        default = field.load_default
        steps.append(Step(key, field.attribute or name, convert, field.required, default, notation))
    if len({step.key for step in steps}) != len(steps):
        return None  # two fields read one key (load-only fields may): the count would be off
    deserialize = fields_loader(steps, strict=unknown == ma.RAISE, many=many)
    if many or not has_hooks(schema):
        return deserialize
    if not hooks(schema, VALIDATES):
        return _with_hooks(schema, deserialize)
    return run_hooks(schema, deserialize)  # marshmallow's own runner, for field validators


def _with_hooks(schema: ma.Schema, deserialize: Convert) -> Convert:
    """``deserialize`` with the schema's pre-load, schema-validating and post-load hooks,
    called as ``Schema._do_load`` calls them for one object (each kind: the hooks declared for
    a collection, then the others; ``many`` false), without its runner's per-call lookups. A
    hook that raises :class:`~marshmallow.ValidationError` declines the body."""
    kwargs = {"many": False, "partial": None, "unknown": schema.unknown}

    def called(kind: str) -> list[tuple[Callable[..., Any], bool]]:
        found = sorted(hooks(schema, kind), key=lambda hook: not hook[1])  # collection first
        return [
            (getattr(schema, name), bool(options.get("pass_original")))
            for name, _, options in found
        ]

    before, checks, after = called(PRE_LOAD), called(VALIDATES_SCHEMA), called(POST_LOAD)

    def load(data: Any) -> Any:
        given = data
        for hook, original in before:
            data = hook(data, given, **kwargs) if original else hook(data, **kwargs)
        result = deserialize(data)
        for hook, original in checks:
            if original:
                hook(result, given, **kwargs)
            else:
                hook(result, **kwargs)
        for hook, original in after:
            result = hook(result, given, **kwargs) if original else hook(result, **kwargs)
        return result

    return load


def _field_loader(field: ma.fields.Field[Any]) -> Convert | None:
    """``field.deserialize`` for a value that is present, or None if not compiled."""
    if type(field) in _AS_THEY_ARE:
        return field.deserialize
    core = _core(field)
    if core is None:
        return None
    allow_none = field.allow_none
    notation = notation_list(field)
    if notation is not None and not allow_none:
        return notation.loader()
    checks = tuple(_check(validator) for validator in field.validators)
    if not checks and not allow_none:
        return core  # every core declines None itself

    def convert(raw: Any) -> Any:
        if raw is None:
            if allow_none:
                return None
            raise Declined
        value = core(raw)
        for check in checks:
            if check(value) is False:
                raise Declined
        return value

    return convert


def _check(validator: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A validator as the loader calls it (False or an error: declined); a length bound is
    checked without a call into marshmallow, which every list of cards has."""
    bounds = length_bounds(validator)
    if bounds is not None:
        low, high = bounds
        return lambda value: low <= len(value) <= high
    if type(validator) is ma.validate.Range:
        return _range_check(validator)
    return validator


def _range_check(validator: ma.validate.Range) -> Callable[[Any], bool]:
    """A range checked without a call into marshmallow (every event's seat and amount has
    one): False where ``validator`` raises."""
    low, high = validator.min, validator.max
    if validator.min_inclusive and validator.max_inclusive:
        if high is None:
            return (lambda value: True) if low is None else (lambda value: low <= value)
        if low is None:
            return lambda value: value <= high
        return lambda value: low <= value <= high

    low_in, high_in = validator.min_inclusive, validator.max_inclusive

    def check(value: Any) -> bool:
        above = low is None or (low <= value if low_in else low < value)
        return above and (high is None or (value <= high if high_in else value < high))

    return check


def _core(field: ma.fields.Field[Any]) -> Convert | None:
    """The type conversion of ``field._deserialize`` for the values it takes as they are."""
    kind = type(field)
    if kind is ma.fields.String:
        return exactly(str)
    if kind is ma.fields.Integer or kind is WholeNumber:
        return exactly(int)  # not bool, not 1.0, not "1": those are marshmallow's to judge
    if kind is StrictBoolean or (
        kind is ma.fields.Boolean
        and isinstance(field, ma.fields.Boolean)
        and True in field.truthy
        and False in field.falsy
    ):
        return exactly(bool)
    if kind is ma.fields.Enum and isinstance(field, ma.fields.Enum):
        return enum_loader(field)
    if kind is TaggedUnion and isinstance(field, TaggedUnion):
        return _union(field)
    table = notation_table(field)
    if table is not None:
        return lookup(table, str)
    if kind in LISTS and isinstance(field, ma.fields.List):
        element = field.inner
        table = notation_table(element)
        if table is not None and not element.validators and not element.allow_none:
            return looked_up(table)
        if (
            type(element) is ma.fields.Nested
            and isinstance(element, ma.fields.Nested)
            and not element.many
            and not element.validators
            and not element.allow_none
        ):
            many = _nested(element, many=True)
            if many is not None:
                return many
        item = _field_loader(element)
        return None if item is None else list_loader(item)
    if kind is ma.fields.Nested and isinstance(field, ma.fields.Nested):
        return _nested(field, many=bool(field.many))
    return None


def _nested(field: ma.fields.Nested, *, many: bool) -> Convert | None:
    """A nested schema's loader, for one mapping or (``many``) a list of them."""
    schema = field.schema
    if not isinstance(schema, ma.Schema) or field.unknown is not None:
        return None
    return _schema_loader(schema, many=many)


def _union(field: TaggedUnion) -> Convert | None:
    """A tagged union: the variant its ``type`` names, loaded by that variant's loader."""
    return _tagged("type", field.variants)


def _tagged(key: str, variants: Mapping[str, ma.Schema]) -> Convert | None:
    """The variant the value of ``key`` names, loaded by that variant's loader."""
    loaders = {tag: _schema_loader(schema) for tag, schema in variants.items()}
    if any(load is None for load in loaders.values()):
        return None

    def convert(raw: Any) -> Any:
        if type(raw) is not dict:
            raise Declined
        tag = raw.get(key)
        load = loaders.get(tag) if isinstance(tag, str) else None
        if load is None:
            raise Declined
        return load(raw)

    return convert
