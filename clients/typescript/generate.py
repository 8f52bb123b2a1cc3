"""TypeScript types for the referee's API, generated from the committed ``openapi.yaml``.

Run with ``make openapi`` (which regenerates the contract first) or
``.venv/bin/python clients/typescript/generate.py openapi.yaml > clients/typescript/referee.ts``.
The suite checks that the committed file is what this prints. Every component schema becomes an
interface; ``Operations`` maps each operationId to its method, path, request body and answer.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml

_IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")
_PRIMITIVES = {"string": "string", "integer": "number", "number": "number", "boolean": "boolean"}


def typescript(contract: dict[str, Any]) -> str:
    """The whole ``.ts`` file for ``contract``."""
    info = contract["info"]
    lines = [
        f"// {info['title']} {info['version']}: types generated from openapi.yaml by",
        "// clients/typescript/generate.py. Do not edit by hand; run `make openapi`.",
        "",
    ]
    for name, schema in contract["components"]["schemas"].items():
        lines += _doc(schema.get("description"), "")
        lines.append(f"export type {name} = {_type(schema, '')};")
        lines.append("")
    lines += _operations(contract["paths"])
    return "\n".join(lines)


def _operations(paths: dict[str, Any]) -> list[str]:
    lines = ["/** Every operation: its method, path, request body and successful answer. */"]
    lines.append("export interface Operations {")
    for path, methods in paths.items():
        for method, operation in methods.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            body = operation.get("requestBody", {}).get("content", {}).get("application/json")
            answer = next(
                (
                    r["content"]["application/json"]["schema"]
                    for code, r in operation["responses"].items()
                    if str(code).startswith("2") and "content" in r
                ),
                None,
            )
            lines += _doc(operation.get("summary"), "  ")
            lines.append(f"  {operation['operationId']}: {{")
            lines.append(f'    method: "{method.upper()}";')
            lines.append(f"    path: {json.dumps(path)};")
            lines.append(f"    request: {_type(body['schema'], '    ') if body else 'never'};")
            lines.append(f"    response: {_type(answer, '    ') if answer else 'unknown'};")
            lines.append("  };")
    lines.append("}")
    lines.append("")
    return lines


def _doc(text: str | None, indent: str) -> list[str]:
    if not text:
        return []
    body = text.replace("*/", "*\\/").splitlines()
    return [f"{indent}/**", *(f"{indent} * {line}".rstrip() for line in body), f"{indent} */"]


def _type(schema: dict[str, Any], indent: str) -> str:
    """The TypeScript type of one JSON schema."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "enum" in schema:
        return " | ".join(json.dumps(v) for v in schema["enum"])
    for union in ("anyOf", "oneOf"):
        if union in schema:
            return " | ".join(_type(s, indent) for s in schema[union])
    if "allOf" in schema:
        return " & ".join(_type(s, indent) for s in schema["allOf"])
    kinds = schema.get("type", [])
    kinds = kinds if isinstance(kinds, list) else [kinds]
    if not kinds:
        return "unknown"
    shown = [_single(kind, schema, indent) for kind in kinds]
    if schema.get("nullable"):
        shown.append("null")
    return " | ".join(shown)


def _single(kind: str, schema: dict[str, Any], indent: str) -> str:
    if kind == "null":
        return "null"
    if kind in _PRIMITIVES:
        return _PRIMITIVES[kind]
    if kind == "array":
        item = _type(schema.get("items", {}), indent)
        return f"Array<{item}>"
    if kind == "object":
        return _object(schema, indent)
    return "unknown"


def _object(schema: dict[str, Any], indent: str) -> str:
    properties: dict[str, Any] = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    if not properties:
        if isinstance(extra, dict):
            return f"Record<string, {_type(extra, indent)}>"
        return "Record<string, unknown>" if extra is not False else "Record<string, never>"
    required = set(schema.get("required", []))
    inner = indent + "  "
    lines = ["{"]
    for name, field in properties.items():
        key = name if _IDENTIFIER.match(name) else json.dumps(name)
        optional = "" if name in required else "?"
        lines += _doc(field.get("description"), inner)
        lines.append(f"{inner}{key}{optional}: {_type(field, inner)};")
    if isinstance(extra, dict):
        lines.append(f"{inner}[key: string]: {_type(extra, inner)};")
    lines.append(f"{indent}}}")
    return "\n".join(lines)


def main(path: str) -> None:
    sys.stdout.write(typescript(yaml.safe_load(Path(path).read_text())))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "openapi.yaml")
