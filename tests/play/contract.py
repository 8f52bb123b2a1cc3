"""Every answer checked against the committed contract, ``openapi.yaml``, by compiled validators."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import jsonschema_rs
import yaml
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

COMMITTED = Path(__file__).parents[2] / "openapi.yaml"


@cache
def _document() -> dict[str, Any]:
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's is ten times faster
    document: dict[str, Any] = yaml.load(COMMITTED.read_text(), Loader=loader)
    return document


@cache
def _validator(path: str, method: str, status: int, content_type: str) -> Any:
    document = _document()
    responses = document["paths"][path][method]["responses"]
    response = responses.get(str(status), responses.get("default"))
    if response is None:
        return f"{method.upper()} {path} documents no {status} answer"
    if "$ref" in response:
        response = document["components"]["responses"][response["$ref"].rsplit("/", 1)[-1]]
    content = response.get("content", {})
    if content_type not in content:
        return f"a {status} answer is {content_type}; the contract says {sorted(content)}"
    schema = {**content[content_type]["schema"], "components": document["components"]}
    return schema, jsonschema_rs.validator_for(schema)


def mismatches(path: str, method: str, status: int, content_type: str, body: Any) -> list[str]:
    """How an answer differs from what the contract documents for it (nothing: it matches)."""
    found = _validator(path, method, status, content_type.split(";", maxsplit=1)[0].strip())
    if isinstance(found, str):
        return [found]
    schema, validator = found
    if validator.is_valid(body):
        return []
    # Rarely here: the pure-Python validator names the innermost cause (inside an anyOf too).
    error = best_match(Draft202012Validator(schema).iter_errors(body))
    where = "/".join(str(p) for p in error.absolute_path) or "/"
    return [f"{where}: {error.message[:300]}"]


@cache
def event_types(path: str) -> frozenset[str]:
    """The event types the contract's ``POST path`` takes: its events' discriminator (each game
    lists the types its hands take)."""
    document = _document()
    body = document["paths"][path]["post"]["requestBody"]["content"]["application/json"]
    schema = _resolved(document, body["schema"])
    union = _resolved(document, schema["properties"]["events"]["items"])
    return frozenset(union["discriminator"]["mapping"])


def _resolved(document: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        node = document["components"]["schemas"][node["$ref"].rsplit("/", 1)[-1]]
    return node
