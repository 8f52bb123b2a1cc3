"""Error messages a person understands, made from the fields' own declarations.

A refused value is said one way: ``give <what the field takes>; got <what was sent>.`` What the
field takes comes from its declaration (its kind, range, allowed values, length limits), so
every field of every schema says it alike and no schema writes a message of its own.
:func:`reworded` walks marshmallow's error messages together with the schema and the body that
produced them and replaces each message of marshmallow's own wording ("Not a valid list.") by
one made here; a message the service wrote (a clash of fields, a repeated item) is kept.

The service's own fields (:mod:`.fields`, :mod:`.unions`) say what they take with an
``expectation()`` method and refuse a value with :func:`refusal` themselves.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any, Final

import marshmallow as ma
from marshmallow.exceptions import SCHEMA

from service.rules.errors import quoted

_MOST_CHOICES: Final = 30
_MOST_FIELDS: Final = 60
"""A list of field names is cut beyond this many: more than any schema has (the most, every
game's house rules together, 40), so a refusal names every field it takes (at 12, settle's
hid `board` and `mucked`)."""
_QUOTED_UP_TO: Final = 40
"""A string sent is quoted back up to this length; a longer one is described by its length."""

_EXAMPLE_CARDS: Final = ("As", "Kd", "Qh", "Jc", "Th", "9s", "8d", "7c", "6h")
_EXAMPLE_RANKS: Final = ("2", "7", "A")


def received(value: object) -> str:
    """What a caller sent, in words.

    >>> received("As Kd"), received([1, 2]), received(None), received(3.5), received({})
    ('the string "As Kd"', 'a list of 2 items', 'null', 'the number 3.5', 'an empty object')
    """
    if value is ma.missing:
        return "nothing"
    if value is None or isinstance(value, bool):
        return quoted(value)
    if isinstance(value, int | float):
        text = quoted(value)
        return f"the number {text}" if len(text) <= 24 else f"a number of {len(text)} digits"
    if isinstance(value, str):
        if not value:
            return "an empty string"
        if len(value) <= _QUOTED_UP_TO:
            return f"the string {quoted(value)}"
        return f"a string of {len(value):,} characters"
    if isinstance(value, list):
        return "an empty list" if not value else f"a list of {_counted(len(value), 'item')}"
    if isinstance(value, dict):
        return "an empty object" if not value else "an object"
    return "a value of another kind"


def refusal(field: ma.fields.Field[Any], value: object) -> str:
    """The message refusing ``value`` for ``field``: what it takes, and what was sent."""
    if value is ma.missing:
        return f"give {expected(field)}; this field is required."
    if value is None:
        leave_out = "" if field.required else ", or leave the field out"
        return f"give {expected(field)}{leave_out}; got null."
    return f"give {expected(field)}; got {received(value)}."


def expected(field: ma.fields.Field[Any]) -> str:
    """What ``field`` takes, as its declaration says, in words.

    >>> expected(ma.fields.Integer(validate=ma.validate.Range(0, 10)))
    'a whole number from 0 to 10'
    >>> expected(ma.fields.List(ma.fields.String(), validate=ma.validate.Length(max=3)))
    'a list of up to 3 strings'
    """
    own = getattr(field, "expectation", None)
    if callable(own):
        return str(own())
    choices = allowed_values(field)
    if choices is not None:
        return one_of(choices)
    if isinstance(field, ma.fields.Boolean):
        return "true or false"
    if isinstance(field, ma.fields.Integer):
        return "a whole number" + _bounds(field)
    if isinstance(field, ma.fields.Number):
        return "a number" + _bounds(field)
    if isinstance(field, ma.fields.String):
        return _sized("a string of", "a string", field, "character")
    if isinstance(field, ma.fields.List):
        return _list(field)
    if isinstance(field, ma.fields.Nested) and isinstance(field.schema, ma.Schema):
        if field.many:
            return _sized("a list of", "a list of", field, "object") + _with(field.schema)
        return object_with(field.schema)
    if isinstance(field, ma.fields.Dict | ma.fields.Mapping):
        return "an object"
    return "a JSON value"


def object_with(schema: ma.Schema) -> str:
    """An object of ``schema``, by its fields.

    >>> object_with(ma.Schema.from_dict({"a": ma.fields.Raw(required=True)})())
    'an object with the field "a"'
    """
    return "an object" + _with(schema)


def one_of(values: Sequence[object]) -> str:
    """One of ``values``, each as JSON writes it.

    >>> one_of(["high", "ace_to_five", "deuce_to_seven"])
    'one of "high", "ace_to_five" or "deuce_to_seven"'
    """
    try:
        return _one_of_kept(tuple(values))
    except TypeError:  # a value that cannot be a key: said afresh
        return _one_of(values)


@lru_cache(maxsize=256)
def _one_of_kept(values: tuple[object, ...]) -> str:
    """:func:`one_of` of the choices a field offers, written once: a list of thousands of wrong
    items repeats the same choices in every item's message (it cost a second a request)."""
    return _one_of(values)


def _one_of(values: Sequence[object]) -> str:
    shown = [quoted(v) for v in values[:_MOST_CHOICES]]
    if len(shown) == 1:
        return shown[0]
    if len(values) > len(shown):
        more = len(values) - len(shown)
        return f"one of {', '.join(shown)} and {more} more (see the contract)"
    return f"one of {', '.join(shown[:-1])} or {shown[-1]}"


def allowed_values(field: ma.fields.Field[Any]) -> list[Any] | None:
    """The values a field of choices takes, as JSON writes them (None if it takes any)."""
    limits = [v.choices for v in field.validators if isinstance(v, ma.validate.OneOf)]
    if isinstance(field, ma.fields.Enum):
        members = [m for m in field.enum if all(m in c or m.value in c for c in limits)]
        return [m.name if field.by_value is False else m.value for m in members]
    if not limits:
        return None
    return [c for c in limits[0] if all(c in other for other in limits[1:])]


def unknown_field(schema: ma.Schema, name: str) -> str:
    """The message refusing a field ``schema`` does not have."""
    names = _names(list(_keys(schema)))
    if not names:
        return f"there is no field {quoted(name)} here; this object takes no fields."
    return f"there is no field {quoted(name)} here; the fields are {names}."


def _keys(schema: ma.Schema) -> Iterator[str]:
    for name, field in schema.load_fields.items():
        yield name if field.data_key is None else field.data_key


def _names(names: list[str], joiner: str = "and") -> str:
    shown = [quoted(n) for n in names[:_MOST_FIELDS]]
    if len(names) > len(shown):
        return f"{', '.join(shown)} and {len(names) - len(shown)} more"
    if len(shown) <= 1:
        return "".join(shown)
    return f"{', '.join(shown[:-1])} {joiner} {shown[-1]}"


def _with(schema: ma.Schema) -> str:
    fields = schema.load_fields
    required = [k for k, f in zip(_keys(schema), fields.values(), strict=True) if f.required]
    optional = [k for k, f in zip(_keys(schema), fields.values(), strict=True) if not f.required]
    if required and optional:
        field_s = "field" if len(required) == 1 else "fields"
        return f" with the {field_s} {_names(required)}, and optionally {_names(optional, 'or')}"
    if required:
        return f" with the {'field' if len(required) == 1 else 'fields'} {_names(required)}"
    if optional:
        return f" with any of the fields {_names(optional, 'or')}"
    return ""


def _number(value: float) -> str:
    return f"{value:,}" if abs(value) >= 10_000 else str(value)


def _bounds(field: ma.fields.Field[Any]) -> str:
    """The range a number field's ``Range`` validators allow, in words."""
    said = []
    for check in field.validators:
        if not isinstance(check, ma.validate.Range):
            continue
        low, high = check.min, check.max
        if low is not None and high is not None and check.min_inclusive and check.max_inclusive:
            said.append(f"from {_number(low)} to {_number(high)}")
            continue
        if low is not None:
            least = "of at least" if check.min_inclusive else "greater than"
            said.append(f"{least} {_number(low)}")
        if high is not None:
            most = "of at most" if check.max_inclusive else "less than"
            said.append(f"{most} {_number(high)}")
    return " " + " and ".join(said) if said else ""


def _lengths(field: ma.fields.Field[Any]) -> tuple[int | None, int | None]:
    """The least and most items (or characters) a field's ``Length`` validators allow."""
    least: int | None = None
    most: int | None = None
    for check in field.validators:
        if isinstance(check, ma.validate.Length):
            low = check.equal if check.equal is not None else check.min
            high = check.equal if check.equal is not None else check.max
            if low is not None:
                least = low if least is None else max(least, low)
            if high is not None:
                most = high if most is None else min(most, high)
    return least, most


def _counted(count: int, noun: str, plural: str | None = None) -> str:
    return f"{count:,} {noun if count == 1 else plural or noun + 's'}"


def _sized(sized: str, unsized: str, field: ma.fields.Field[Any], noun: str,
           plural: str | None = None) -> str:  # fmt: skip
    """``a list of 2 to 9 cards``: a count of ``noun`` from the field's length limits."""
    many = plural or noun + "s"
    least, most = _lengths(field)
    if least is not None and least == most:
        return f"{sized} exactly {_counted(least, noun, many)}"
    if least and most is not None:
        return f"{sized} {least:,} to {most:,} {many}"
    if most is not None:
        return f"{sized} up to {_counted(most, noun, many)}"
    if least:
        return f"{sized} at least {_counted(least, noun, many)}"
    return f"{unsized} {many}" if unsized.endswith(" of") else unsized


def _list(field: ma.fields.List[Any]) -> str:
    """A list field: how many of what, and an example where the items are cards or ranks."""
    inner = field.inner
    noun, plural, after = "item", "items", ""
    kind = getattr(inner, "item_noun", None)
    if isinstance(kind, tuple):
        noun, plural = kind
    elif isinstance(inner, ma.fields.Nested) and isinstance(inner.schema, ma.Schema):
        noun, plural, after = "object", "objects", ", each" + _with(inner.schema)
    elif allowed_values(inner) is not None or isinstance(inner, ma.fields.Enum):
        noun, plural, after = "value", "values", f", each {expected(inner)}"
    elif isinstance(inner, ma.fields.Integer):
        noun, plural, after = "whole number", "whole numbers", _bounds(inner)
    elif isinstance(inner, ma.fields.String):
        noun, plural = "string", "strings"
    elif callable(getattr(inner, "expectation", None)):
        after = f", each {expected(inner)}"
    said = _sized("a list of", "a list of", field, noun, plural) + after
    for check in field.validators:  # a validator of the service's says what it wants
        wants = getattr(check, "expectation", None)
        if callable(wants):
            said += f", {wants()}"
    example = _example(field, kind)
    return f"{said}, such as {example}" if example else said


def _example(field: ma.fields.List[Any], kind: object) -> str:
    """A list of cards or ranks as long as the field wants, to show how one is written."""
    samples = {("card", "cards"): _EXAMPLE_CARDS, ("rank", "ranks"): _EXAMPLE_RANKS}.get(
        kind if isinstance(kind, tuple) else ("", "")
    )
    if not samples:
        return ""
    least, most = _lengths(field)
    count = min(max(least or 0, 2), len(samples), most if most is not None else len(samples))
    return "[" + ", ".join(quoted(s) for s in samples[:count]) + "]" if count else ""


# marshmallow's own wording, from its own classes (so the list stays true across versions):
# every template becomes a pattern with each {placeholder} matching anything.
def _templates() -> Iterator[str]:
    seen: list[type] = [ma.fields.Field]
    while seen:
        kind = seen.pop()
        seen.extend(kind.__subclasses__())
        if kind.__module__.startswith("marshmallow"):
            yield from getattr(kind, "default_error_messages", {}).values()
    yield from ma.Schema().error_messages.values()  # a schema's own messages, defaults first
    for _, kind in inspect.getmembers(ma.validate, inspect.isclass):
        if issubclass(kind, ma.validate.Validator):
            for name, value in vars(kind).items():
                if isinstance(value, str) and "message" in name and not name.startswith("_"):
                    yield value


def _pattern(template: str) -> str:
    return ".*".join(re.escape(part) for part in re.split(r"\{+[^{}]*\}+", template))


_FRAMEWORK: Final = re.compile("|".join(f"(?:{_pattern(t)})" for t in sorted(set(_templates()))))
"""Every message marshmallow writes, as one pattern (matched whole)."""


def is_framework_wording(message: str) -> bool:
    """Whether ``message`` is one of marshmallow's own.

    >>> is_framework_wording("Not a valid list."), is_framework_wording("give a list; got 3.")
    (True, False)
    """
    return _FRAMEWORK.fullmatch(message) is not None


def reworded(schema: ma.Schema, data: Any, messages: Any) -> Any:
    """marshmallow's ``messages`` for ``data`` loaded with ``schema``, each message of
    marshmallow's own replaced by one saying what the field takes and what was sent."""
    return _in_schema(schema, data, messages)


def _in_schema(schema: ma.Schema, raw: Any, messages: Any) -> Any:
    choose = getattr(schema, "variant_for", None)  # a body of several kinds: the one it names
    kind = choose(raw) if callable(choose) else None
    if isinstance(kind, ma.Schema):
        schema = kind
    if not isinstance(messages, Mapping):
        return _leaf(messages, f"give {object_with(schema)}; got {received(raw)}.")
    fields = dict(zip(_keys(schema), schema.load_fields.values(), strict=True))
    out: dict[Any, Any] = {}
    for key, value in messages.items():
        if key == SCHEMA:
            out[key] = _leaf(value, f"give {object_with(schema)}; got {received(raw)}.")
        elif key in fields:
            given = raw.get(key, ma.missing) if isinstance(raw, dict) else ma.missing
            out[key] = _in_field(fields[key], given, value)
        else:
            out[key] = _leaf(value, unknown_field(schema, str(key)))
    return out


def _in_field(field: ma.fields.Field[Any], raw: Any, messages: Any) -> Any:
    if not isinstance(messages, Mapping):
        return _leaf(messages, refusal(field, raw))
    if isinstance(field, ma.fields.List):
        return {i: _in_field(field.inner, _item(raw, i), m) for i, m in messages.items()}
    if isinstance(field, ma.fields.Nested) and isinstance(field.schema, ma.Schema):
        if field.many:
            return {i: _in_schema(field.schema, _item(raw, i), m) for i, m in messages.items()}
        return _in_schema(field.schema, raw, messages)
    choose = getattr(field, "variant_for", None)
    schema = choose(raw) if callable(choose) else None
    if isinstance(schema, ma.Schema):
        return _in_schema(schema, raw, messages)
    return {key: _in_field(field, raw, value) for key, value in messages.items()}


def _item(raw: Any, index: Any) -> Any:
    if isinstance(raw, list) and isinstance(index, int) and 0 <= index < len(raw):
        return raw[index]
    return ma.missing


def _leaf(messages: Any, ours: str) -> list[str]:
    """The messages of one field, marshmallow's replaced by ``ours``, each said once."""
    texts = messages if isinstance(messages, list) else [messages]
    out: list[str] = []
    for text in texts:
        said = ours if is_framework_wording(str(text)) else str(text)
        if said not in out:
            out.append(said)
    return out
