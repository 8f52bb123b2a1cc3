"""The committed contract passes Redocly's recommended rules and Spectral's `spectral:oas`, and
says enough to be read on its own: a description on every operation and on most properties.

The linters come from the npm registry, installed by `make npm` (which `make test` runs) from
package-lock.json; they run offline here.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).parents[2]
BIN = ROOT / "node_modules" / ".bin"
# Redocly reports usage and checks for updates unless told not to: the suite stays offline.
OFFLINE = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"}


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    if not (BIN / command[0]).exists():
        pytest.fail(f"{command[0]} is not installed: run `make npm` (make test does)")
    return subprocess.run(
        [str(BIN / command[0]), *command[1:]],
        cwd=ROOT,
        env=OFFLINE,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.slow
def test_redocly_finds_nothing() -> None:
    linted = _run("redocly", "lint", "openapi.yaml", "--format=summary")
    assert linted.returncode == 0, linted.stdout + linted.stderr
    assert "Your API description is valid" in linted.stdout + linted.stderr
    assert "You have" not in linted.stdout + linted.stderr  # "You have N warnings."


@pytest.mark.slow
def test_spectral_finds_nothing() -> None:
    linted = _run("spectral", "lint", "openapi.yaml", "--fail-severity=hint")
    assert linted.returncode == 0, linted.stdout + linted.stderr


_CONDITIONS = frozenset({"if", "then", "else", "not", "dependentSchemas"})
"""Keywords whose schemas constrain properties declared (and described) elsewhere: a property
named there is a condition on one, not a property of its own."""


def _properties(node: Any) -> list[tuple[str, dict[str, Any]]]:
    """Every property of every schema in ``node``, with its schema (but conditions)."""
    found: list[tuple[str, dict[str, Any]]] = []
    if isinstance(node, dict):
        for name, schema in (node.get("properties") or {}).items():
            if isinstance(schema, dict):
                found.append((name, schema))
        for key, value in node.items():
            if key not in _CONDITIONS:
                found += _properties(value)
    elif isinstance(node, list):
        for value in node:
            found += _properties(value)
    return found


def test_operations_and_properties_are_described() -> None:
    contract = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    for path, item in contract["paths"].items():
        for method, operation in item.items():
            if not isinstance(operation, dict):
                continue
            assert operation.get("description"), f"{method.upper()} {path}"
    properties = _properties(contract["components"]["schemas"])
    described = [name for name, schema in properties if schema.get("description")]
    bare = sorted({name for name, schema in properties if not schema.get("description")})
    assert len(described) >= 0.9 * len(properties), f"{len(described)}/{len(properties)}: {bare}"
