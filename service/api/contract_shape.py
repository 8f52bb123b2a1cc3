"""The last touches to the generated contract: what the marshmallow schemas say only as a whole.

apispec writes one JSON Schema per marshmallow schema, field by field. What a schema says about
its fields together (``dependentRequired``, ``dependentSchemas``) it declares in a classmethod
``json_schema_extra``, merged here into its component, so that the contract states every
combination the loader refuses. A property without a description of its own gets its name's
meaning from the glossary (:mod:`.glossary`). Components nothing refers to are dropped.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from service.api.glossary import GLOSSARY


def finish(document: dict[str, Any], refs: Mapping[Any, str]) -> dict[str, Any]:
    """``document`` (apispec's) with every schema's extra keywords, and without unused
    components; ``refs`` is apispec's map of schema keys (the class first) to component names."""
    schemas = document.get("components", {}).get("schemas", {})
    for key, name in refs.items():
        extra = getattr(key[0], "json_schema_extra", None)
        if extra is not None and name in schemas:
            schemas[name].update(extra())
    for schema in schemas.values():
        for field, prop in (schema.get("properties") or {}).items():
            if isinstance(prop, dict) and "description" not in prop and field in GLOSSARY:
                prop["description"] = GLOSSARY[field]
    _drop_unused(document)
    return document


def _drop_unused(document: dict[str, Any]) -> None:
    """Remove components no operation reaches (flask-smorest registers its pagination schema
    whether or not an operation pages)."""
    components = document.get("components", {})
    while True:
        text = json.dumps(document)
        unused = [
            (kind, name)
            for kind, items in components.items()
            if isinstance(items, dict)
            for name in items
            if text.count(f'"#/components/{kind}/{name}"') == 0
        ]
        if not unused:
            return
        for kind, name in unused:
            del components[kind][name]
