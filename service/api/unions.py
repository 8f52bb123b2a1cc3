"""Objects of several kinds told apart by a tag: a hand's events, each type with its own fields.

The contract says a :class:`TaggedUnion` as ``oneOf`` its variants' components with a
``discriminator`` on the tag, so that a generated client has one type per event and a ``fold``
carrying cards is refused by the schema, not read with the cards ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import marshmallow as ma

from service.api.wording import one_of, received


def variant(name: str, tag: ma.fields.Field[Any], fields: Mapping[str, ma.fields.Field[Any]],
            doc: str) -> ma.Schema:  # fmt: skip
    """A variant's schema, named ``name`` in the contract: its ``type`` field, then its own."""
    schema_class = ma.Schema.from_dict({"type": tag, **fields}, name=f"{name}Schema")
    schema_class.__doc__ = doc
    return schema_class()


class TaggedUnion(ma.fields.Field[Any]):
    """One of ``variants``, chosen by the value of its ``type`` field."""

    def __init__(self, variants: Mapping[str, ma.Schema], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.variants = dict(variants)

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


def union_properties(
    converter: Any,
    field: ma.fields.Field[Any],
    **kwargs: Any,
) -> dict[str, Any]:
    """``oneOf`` the variants' components with a discriminator on ``type`` (an apispec hook)."""
    if not isinstance(field, TaggedUnion):
        return {}
    refs = {tag: converter.resolve_nested_schema(schema) for tag, schema in field.variants.items()}
    return {
        "oneOf": list(refs.values()),
        "discriminator": {
            "propertyName": "type",
            "mapping": {tag: ref["$ref"] for tag, ref in refs.items()},
        },
    }
