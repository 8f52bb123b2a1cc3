"""Objects of several kinds told apart by a tag: a hand's events, each type with its own fields.

The contract says a :class:`TaggedUnion` as ``oneOf`` its variants' components with a
``discriminator`` on the tag, so that a generated client has one type per event and a ``fold``
carrying cards is refused by the schema, not read with the cards ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any, ClassVar

import marshmallow as ma
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.ext.marshmallow.openapi import OpenAPIConverter

from service.api.contract.wording import one_of, received


def variant(name: str, tag: ma.fields.Field[Any], fields: Mapping[str, ma.fields.Field[Any]],
            doc: str) -> ma.Schema:  # fmt: skip
    """A variant's schema, named ``name`` in the contract: its ``type`` field, then its own."""
    schema_class = ma.Schema.from_dict({"type": tag, **fields}, name=f"{name}Schema")
    schema_class.__doc__ = doc
    return schema_class()


class TaggedUnion(ma.fields.Field[Any]):
    """One of ``variants``, chosen by the value of its ``type`` field; with ``component``, the
    contract names the union itself (:func:`union_properties`)."""

    def __init__(
        self, variants: Mapping[str, ma.Schema], *, component: str | None = None, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.variants = dict(variants)
        self.component = component

    def expectation(self) -> str:
        """What this field takes, in words."""
        return f'an object whose "type" is {one_of(list(self.variants))}'

    def variant_for(self, value: Any) -> ma.Schema | None:
        """The variant ``value`` names by its ``type``, if it names one."""
        tag = value.get("type") if isinstance(value, dict) else None
        return self.variants.get(tag) if isinstance(tag, str) else None

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if not isinstance(value, dict):
            raise ma.ValidationError(f"give {self.expectation()}; got {received(value)}.")
        schema = self.variant_for(value)
        if schema is None:
            tag = value.get("type", ma.missing)
            said = "this field is required" if tag is ma.missing else f"got {received(tag)}"
            raise ma.ValidationError({"type": [f"give {one_of(list(self.variants))}; {said}."]})
        return schema.load(value)


class TaggedBody(ma.Schema):
    """A request body of several kinds told apart by one field, ``TAG``: each kind is a schema
    of its own (``VARIANTS``, by the tag's value), so that a field one kind needs is required
    by its schema and a field of another kind is unknown there. The contract says it as
    ``oneOf`` the kinds' components with a ``discriminator`` on the tag (:func:`body_schema`)."""

    TAG: ClassVar[str]
    VARIANTS: ClassVar[Mapping[str, type[ma.Schema]]]

    @cached_property
    def variants(self) -> dict[str, ma.Schema]:
        """One schema of each kind, by the tag's value."""
        return {tag: variant() for tag, variant in self.VARIANTS.items()}

    def variant_for(self, value: Any) -> ma.Schema | None:
        """The kind ``value`` names by its tag, if it names one."""
        tag = value.get(self.TAG) if isinstance(value, dict) else None
        return self.variants.get(tag) if isinstance(tag, str) else None

    def load(
        self, data: Any, *, many: bool | None = None, partial: Any = None, unknown: Any = None
    ) -> Any:
        """``data`` loaded by the schema of the kind its tag names."""
        schema = self.variant_for(data)
        if schema is not None:
            return schema.load(data, many=many, partial=partial, unknown=unknown)
        if not isinstance(data, dict):
            tags = one_of(list(self.VARIANTS))
            message = f'give an object with the field "{self.TAG}" ({tags}); got {received(data)}.'
            raise ma.ValidationError({ma.exceptions.SCHEMA: [message]})
        tag = data.get(self.TAG, ma.missing)
        said = "this field is required" if tag is ma.missing else f"got {received(tag)}"
        raise ma.ValidationError({self.TAG: [f"give {one_of(list(self.VARIANTS))}; {said}."]})


def body_schema(converter: Any, schema: ma.Schema) -> dict[str, Any] | None:
    """A :class:`TaggedBody`'s JSON Schema: ``oneOf`` its kinds' components with a
    discriminator on its tag (None for another schema)."""
    if not isinstance(schema, TaggedBody):
        return None
    refs = {tag: converter.resolve_nested_schema(kind) for tag, kind in schema.VARIANTS.items()}
    # Every kind's fields too, each optional but the tag: a reader of the properties alone (the
    # docs page's forms, a generator that ignores oneOf) still sees the whole body; the kinds
    # say which of them each requires and allows.
    properties: dict[str, Any] = {schema.TAG: {"type": "string", "enum": list(refs)}}
    for kind in schema.variants.values():
        written = OpenAPIConverter.schema2jsonschema(converter, kind)  # type: ignore[no-untyped-call]
        for name, prop in written.get("properties", {}).items():
            properties.setdefault(name, prop)
    return {
        "type": "object",
        "description": " ".join((type(schema).__doc__ or "").split()),
        "properties": properties,
        "required": [schema.TAG],
        "additionalProperties": False,
        "oneOf": list(refs.values()),
        "discriminator": {
            "propertyName": schema.TAG,
            "mapping": {tag: ref["$ref"] for tag, ref in refs.items()},
        },
    }


def union_properties(
    converter: Any,
    field: ma.fields.Field[Any],
    **kwargs: Any,
) -> dict[str, Any]:
    """``oneOf`` the variants' components with a discriminator on ``type`` (an apispec hook);
    for a union with a ``component`` name, a reference to that component, written once."""
    if not isinstance(field, TaggedUnion):
        return {}
    refs = {tag: converter.resolve_nested_schema(schema) for tag, schema in field.variants.items()}
    union = {
        "oneOf": list(refs.values()),
        "discriminator": {
            "propertyName": "type",
            "mapping": {tag: ref["$ref"] for tag, ref in refs.items()},
        },
    }
    if field.component is None:
        return union
    # A union several request schemas hold (each game's hand state has the same events) is
    # written once, as a component of its own, instead of once in each of them.
    components = converter.spec.components
    if field.component not in components.schemas:
        components.schema(field.component, union)
    return {"$ref": f"#/components/schemas/{field.component}"}


class _Converter(OpenAPIConverter):
    """apispec's converter, writing a :class:`TaggedBody` as the union it is."""

    def schema2jsonschema(self, schema: Any) -> dict[str, Any]:
        union = body_schema(self, schema)
        if union is not None:
            return union
        written: dict[str, Any] = super().schema2jsonschema(schema)  # type: ignore[no-untyped-call]
        return written


class ContractPlugin(MarshmallowPlugin):
    """apispec's marshmallow plugin with :class:`TaggedBody` written as a union (its
    ``Converter`` is the documented place to change how a schema is written)."""

    Converter = _Converter
