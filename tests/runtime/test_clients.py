"""Clients in other languages against a live gunicorn: a Node test (built-in fetch, node:test),
a single-file Java program (java.net.http), and two clients generated from openapi.yaml, each
playing a hand of seven-card stud: TypeScript (openapi-typescript types, committed and checked
current, with openapi-fetch, compiled by `tsc --strict`) and Python (openapi-python-client,
generated here from the committed contract).

Node and Java are part of the machine CI runs on, and the npm tools are installed by `make npm`
(which `make test` runs); their absence is a failure, not a skip, so that the check cannot
silently stop running.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

import pytest
import yaml
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


NPM_BIN = ROOT / "node_modules" / ".bin"


def _npm_tool(name: str) -> str:
    tool = NPM_BIN / name
    assert tool.exists(), f"{name} is not installed: run `make npm` (make test does)"
    return str(tool)


def test_typescript_types_are_generated_from_the_current_contract(tmp_path: Path) -> None:
    generated = tmp_path / "schema.d.ts"
    subprocess.run(
        [_npm_tool("openapi-typescript"), "openapi.yaml", "--output", str(generated)],
        cwd=ROOT, capture_output=True, text=True, check=True, timeout=120,
    )  # fmt: skip
    committed = (ROOT / "clients/typescript/schema.d.ts").read_text()
    assert generated.read_text() == committed, (
        "run `make openapi` to regenerate clients/typescript/schema.d.ts"
    )


def test_typescript_client_plays_a_hand(base: str) -> None:
    """`tsc --strict` compiles the program against the generated types; it plays a hand."""
    compiled = subprocess.run(
        [_npm_tool("tsc"), "-p", "clients/typescript"],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    _run(["node", "clients/typescript/build/play.js"], base)


def _python_client_readme() -> tuple[str, list[str], str]:
    """The README's pinned generator, its config and its generate command, as a user copies
    them: the suite runs what the README says, so the README cannot fall behind."""
    readme = (ROOT / "clients" / "python" / "README.md").read_text()
    blocks = re.findall(r"```(\w+)\n(.*?)```", readme, re.S)
    (install,) = [text for kind, text in blocks if kind == "sh" and "pip install" in text]
    (config,) = [text for kind, text in blocks if kind == "yaml"]
    (command,) = [text for kind, text in blocks if kind == "sh" and " generate " in text]
    return install.strip(), shlex.split(command), config


def test_python_client_plays_a_hand(base: str, tmp_path: Path) -> None:
    """openapi-python-client generates a client from the committed contract with the README's
    command and config; it plays a hand. It warns only as the README says it does: the PHH
    content type of the state endpoints (their JSON functions generated) and of the histories
    endpoint (left out)."""
    install, command, config = _python_client_readme()
    pinned = re.search(r"openapi-python-client==([\d.]+)", install)
    assert pinned, install
    assert version("openapi-python-client") == pinned[1], "the README pins another version"
    shutil.copy(ROOT / "openapi.yaml", tmp_path / "openapi.yaml")
    (tmp_path / "client-config.yaml").write_text(config)
    assert command[0] == "openapi-python-client", command
    generator = Path(sys.executable).with_name("openapi-python-client")
    generated = subprocess.run(
        [str(generator), *command[1:]],
        cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    said = generated.stdout + generated.stderr
    assert generated.returncode == 0, said
    warned = {line for line in said.splitlines() if line.startswith("WARNING")}
    state_paths = {line.split()[3] for line in warned if line.endswith("within games.")}
    contract = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    takes_phh = {
        path
        for path, item in contract["paths"].items()
        if path.startswith("/v1/games/") and "application/x-phh+toml" in json.dumps(item)
    }
    assert state_paths == takes_phh, said
    assert warned - {f"WARNING parsing POST {p} within games." for p in state_paths} == {
        "WARNING parsing POST /v1/histories within histories. Endpoint will not be generated."
    }, said
    reasons = {line for line in said.splitlines() if line.startswith("Unsupported")}
    assert reasons == {"Unsupported content type application/x-phh+toml"}, said
    assert "ruff" not in said, said
    assert (tmp_path / "referee_client" / "api" / "games" / "texas_holdem_state.py").exists()
    played = subprocess.run(
        [sys.executable, "clients/python/play.py"],
        cwd=ROOT, env={**os.environ, "REFEREE_URL": base, "PYTHONPATH": str(tmp_path)},
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert played.returncode == 0, played.stdout + played.stderr
