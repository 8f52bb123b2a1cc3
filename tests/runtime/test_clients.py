"""Clients in other languages against a live gunicorn (issue: production readiness): a Node
test (built-in fetch, node:test) and a single-file Java program (java.net.http), and the
TypeScript types generated from openapi.yaml, checked to be current.

Node and Java are part of the machine CI runs on; their absence is a failure, not a skip, so
that the check cannot silently stop running.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator

import pytest
from live_server import ROOT, live_service

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with live_service(tmp_path_factory.mktemp("gunicorn"), WORKERS="2") as live:
        yield live.base


def _run(command: list[str], base: str) -> None:
    program = shutil.which(command[0])
    assert program, f"{command[0]} is needed for the client tests and is not installed"
    result = subprocess.run(
        [program, *command[1:]],
        cwd=ROOT, env={**os.environ, "REFEREE_URL": base},
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_node_client(base: str) -> None:
    _run(["node", "--test", "clients/node/"], base)


def test_java_client(base: str) -> None:
    _run(["java", "clients/java/Smoke.java"], base)


def test_typescript_types_are_generated_from_the_current_contract() -> None:
    generated = subprocess.run(
        [sys.executable, "clients/typescript/generate.py", "openapi.yaml"],
        cwd=ROOT, capture_output=True, text=True, check=True, timeout=60,
    ).stdout  # fmt: skip
    committed = (ROOT / "clients/typescript/referee.ts").read_text()
    assert generated == committed, "run `make openapi` to regenerate clients/typescript/referee.ts"
