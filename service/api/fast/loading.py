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
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, Final, NamedTuple, cast

import marshmallow as ma
from flask import current_app, has_app_context
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA

from service.api.contract.fields import (
    BoundedList,
    CardField,
    Distinct,
    RankField,
    StrictBoolean,
    WholeNumber,
)
from service.api.contract.unions import TaggedBody, TaggedUnion
from service.api.fast.internals import has_hooks, hooks, run_hooks

Loader = Callable[[Any], Any]
Convert = Callable[[Any], Any]

DECLINED: Final = object()
"""What a compiled loader returns for a body it leaves to marshmallow."""
_LISTS: Final = (ma.fields.List, BoundedList)
"""The list fields read here (a request's lists are bounded ones, :class:`BoundedList`)."""


class _Declined(Exception):
    """Raised inside a compiled loader: this body is for marshmallow to judge."""


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
        except (_Declined, ma.ValidationError):
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
    hooks), raising :class:`_Declined` on any doubt."""
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
        notation = None if field.allow_none else _notation_list(field)
        convert = _field_loader(field) if notation is None else _READ_IN_PLACE
        if convert is None:
            return None
        key = name if field.data_key is None else field.data_key
        default = field.load_default
        steps.append(Step(key, field.attribute or name, convert, field.required, default, notation))
    if len({step.key for step in steps}) != len(steps):
        return None  # two fields read one key (load-only fields may): the count would be off
    deserialize = _fields_loader(steps, strict=unknown == ma.RAISE, many=many)
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


def _read_in_place(raw: Any) -> Any:
    """The conversion of a field its mapping's loader reads in its own code: never called."""
    raise AssertionError("read in place")  # pragma: no cover


_READ_IN_PLACE: Final = _read_in_place


class Step(NamedTuple):
    """A field as the loader reads it."""

    key: str
    attribute: str
    convert: Convert
    required: bool
    default: Any
    notation: NotationList | None
    """For a list of the service's notation: how to read it in the loader's own code."""


def _fields_loader(steps: list[Step], *, strict: bool, many: bool = False) -> Convert:
    """The fields of a mapping (with ``many``, of each mapping of a list) read in turn, as a
    function written for these fields (a loop over them reads each field's settings for every
    field of every hand, which cost more than the reading). It is generated from the steps
    alone: keys and attributes are the schema's own names, written as literals; everything
    else is passed in by name.

    A field is looked for with ``in`` and read by subscript, an empty list or mapping as a
    default is written as a literal, and a list of cards or ranks is read in place: none of
    them is a call, and a hand of a showdown has four fields, most of them absent. Every key
    read is counted, so a strict schema refuses an unknown key by comparing the count with
    the mapping's size. A list of mappings (a showdown's hands) is read in one loop."""
    names: dict[str, Any] = {"_Declined": _Declined, "itemgetter": itemgetter}
    body = [
        "if type(data) is not dict:",
        "    raise _Declined",
        "out = {}",
        "read = 0",
    ]
    for n, (key, attribute, convert, required, default, notation) in enumerate(steps):
        names[f"convert{n}"], names[f"default{n}"] = convert, default
        body.append(f"if {key!r} in data:")
        if notation is None:
            body.append(f"    out[{attribute!r}] = convert{n}(data[{key!r}])")
        else:
            names.update(notation.names(n))
            body += [f"    raw = data[{key!r}]", *_indented(notation.lines(n), 4)]
            body.append(f"    out[{attribute!r}] = value")
        body.append("    read += 1")
        if required:
            body += ["else:", "    raise _Declined"]
        elif default is not ma.missing:
            value = _LITERALS.get(id(default)) or f"default{n}{'()' if callable(default) else ''}"
            body += ["else:", f"    out[{attribute!r}] = {value}"]
    if strict:
        body += ["if read != len(data):", "    raise _Declined"]
    if many:
        lines = [
            "def deserialize(items):",
            "    if type(items) is not list:",
            "        raise _Declined",
            "    outs = []",
            "    for data in items:",
            *_indented(body, 8),
            "        outs.append(out)",
            "    return outs",
        ]
    else:
        lines = ["def deserialize(data):", *_indented(body, 4), "    return out"]
    exec("\n".join(lines), names)  # the schema's own names, as literals (see above)
    return cast("Convert", names["deserialize"])


def _indented(lines: list[str], spaces: int) -> list[str]:
    return [" " * spaces + line for line in lines]


_LITERALS: Final[dict[int, str]] = {id(list): "[]", id(dict): "{}"}
"""Defaults made by calling a builtin, written as the literal that makes the same (looked up
by identity: a default need not hash)."""


@dataclass(frozen=True, slots=True)
class NotationList:
    """A list of the service's notation (cards, ranks) with its bounds and no repeats, read as
    one step: the commonest field of a request (every hand's cards, its wild ranks)."""

    table: Mapping[str, Any]
    low: int | float
    high: int | float
    repeats: str | None
    """What a repeat is looked for in: ``raw`` (the strings, where each value has one
    spelling: a string hashes in C, a card in Python), ``value``, or None (repeats allowed)."""

    def names(self, n: int) -> dict[str, Any]:
        """What :meth:`lines` ``n`` reads by name."""
        return {f"table{n}": self.table, f"low{n}": self.low, f"high{n}": self.high}

    def lines(self, n: int) -> list[str]:
        """Code reading the list ``raw`` into ``value``, raising ``_Declined`` on any doubt."""
        lines = [
            "if type(raw) is not list:",
            "    raise _Declined",
            "size = len(raw)",
            f"if not low{n} <= size <= high{n}:",
            "    raise _Declined",
            "try:",
            # One item (a hand's wild rank) cannot repeat; several are read in one call
            # (itemgetter gives them as a tuple).
            f"    value = [table{n}[raw[0]]] if size == 1 else "
            f"[*itemgetter(*raw)(table{n})] if size else []",
            "except (KeyError, TypeError):",
            "    raise _Declined from None",
        ]
        if self.repeats is not None:  # a repeat makes a smaller set
            lines += [f"if size > 1 and len(set({self.repeats})) != size:", "    raise _Declined"]
        return lines

    def loader(self) -> Convert:
        """The list read by a function of its own (where it is not a field of a mapping)."""
        names: dict[str, Any] = {"_Declined": _Declined, "itemgetter": itemgetter}
        names.update(self.names(0))
        source = ["def convert(raw):", *_indented(self.lines(0), 4), "    return value"]
        exec("\n".join(source), names)  # the same code the mapping's loader holds
        return cast("Convert", names["convert"])


def _field_loader(field: ma.fields.Field[Any]) -> Convert | None:
    """``field.deserialize`` for a value that is present, or None if not compiled."""
    if type(field) in _AS_THEY_ARE:
        return field.deserialize
    core = _core(field)
    if core is None:
        return None
    allow_none = field.allow_none
    notation = _notation_list(field)
    if notation is not None and not allow_none:
        return notation.loader()
    checks = tuple(_check(validator) for validator in field.validators)
    if not checks and not allow_none:
        return core  # every core declines None itself

    def convert(raw: Any) -> Any:
        if raw is None:
            if allow_none:
                return None
            raise _Declined
        value = core(raw)
        for check in checks:
            if check(value) is False:
                raise _Declined
        return value

    return convert


def _check(validator: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A validator as the loader calls it (False or an error: declined); a length bound is
    checked without a call into marshmallow, which every list of cards has."""
    bounds = _length_bounds(validator)
    if bounds is not None:
        low, high = bounds
        return lambda value: low <= len(value) <= high
    return validator


def _length_bounds(validator: Callable[[Any], Any]) -> tuple[int, int | float] | None:
    """A length bound's least and most (no most: infinity), or None for another validator."""
    if type(validator) is not ma.validate.Length or validator.equal is not None:
        return None
    low, high = validator.min, validator.max
    return (low or 0, float("inf") if high is None else high)


def _notation_list(field: ma.fields.Field[Any]) -> NotationList | None:
    """How a list of the service's notation with bounds and no repeats is read, or None for
    another field."""
    element = field.inner if isinstance(field, ma.fields.List) else None
    table = None if element is None else _notation(element)
    if (
        type(field) not in _LISTS
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
        bounds = _length_bounds(validator)
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


def _core(field: ma.fields.Field[Any]) -> Convert | None:
    """The type conversion of ``field._deserialize`` for the values it takes as they are."""
    kind = type(field)
    if kind is ma.fields.String:
        return _exactly(str)
    if kind is ma.fields.Integer or kind is WholeNumber:
        return _exactly(int)  # not bool, not 1.0, not "1": those are marshmallow's to judge
    if kind is StrictBoolean or (
        kind is ma.fields.Boolean
        and isinstance(field, ma.fields.Boolean)
        and True in field.truthy
        and False in field.falsy
    ):
        return _exactly(bool)
    if kind is ma.fields.Enum and isinstance(field, ma.fields.Enum):
        return _enum(field)
    if kind is TaggedUnion and isinstance(field, TaggedUnion):
        return _union(field)
    table = _notation(field)
    if table is not None:
        return _lookup(table, str)
    if kind in _LISTS and isinstance(field, ma.fields.List):
        element = field.inner
        table = _notation(element)
        if table is not None and not element.validators and not element.allow_none:
            return _looked_up(table)
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
        return None if item is None else _list(item)
    if kind is ma.fields.Nested and isinstance(field, ma.fields.Nested):
        return _nested(field, many=bool(field.many))
    return None


def _nested(field: ma.fields.Nested, *, many: bool) -> Convert | None:
    """A nested schema's loader, for one mapping or (``many``) a list of them."""
    schema = field.schema
    if not isinstance(schema, ma.Schema) or field.unknown is not None:
        return None
    return _schema_loader(schema, many=many)


def _enum(field: ma.fields.Enum[Any]) -> Convert | None:
    if field.by_value is True:  # the value as it is, looked up as Enum(value) looks it up
        return _lookup({m.value: m for m in field.enum}, None)
    if field.by_value is False:  # a name, as Enum[name]
        return _lookup(dict(field.enum.__members__), str)
    if field.by_value is ma.fields.String:  # a string, looked up as Enum(value)
        return _lookup({m.value: m for m in field.enum}, str)
    return None


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
            raise _Declined
        tag = raw.get(key)
        load = loaders.get(tag) if isinstance(tag, str) else None
        if load is None:
            raise _Declined
        return load(raw)

    return convert


def _exactly(kind: type) -> Convert:
    def convert(raw: Any) -> Any:
        if type(raw) is not kind:
            raise _Declined
        return raw

    return convert


def _lookup(table: Mapping[Any, Any], kind: type | None) -> Convert:
    def convert(raw: Any) -> Any:
        if kind is not None and type(raw) is not kind:
            raise _Declined
        try:
            return table[raw]
        except (KeyError, TypeError):
            raise _Declined from None

    return convert


def _notation(field: ma.fields.Field[Any]) -> Mapping[str, Any] | None:
    """The table a field of the service's notation reads a string with (a card, a rank)."""
    if type(field) is CardField and isinstance(field, CardField):
        return field.notation
    if type(field) is RankField:
        return RankField.SYMBOLS
    return None


def _looked_up(table: Mapping[str, Any]) -> Convert:
    """A list of strings, each read with ``table`` (whose keys are strings: a key found is
    a string)."""

    def convert(raw: Any) -> Any:
        if type(raw) is not list:
            raise _Declined
        try:
            return [table[value] for value in raw]
        except (KeyError, TypeError):
            raise _Declined from None

    return convert


def _list(item: Convert) -> Convert:
    def convert(raw: Any) -> Any:
        if type(raw) is not list:
            raise _Declined
        return [item(value) for value in raw]

    return convert
