"""The service under gunicorn with the committed gunicorn.conf.py, on loopback."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = _free_port()
    log = tmp_path_factory.mktemp("gunicorn") / "gunicorn.log"
    env = {**os.environ, "REFEREE_BIND": f"127.0.0.1:{port}", "REFEREE_WORKERS": "2"}
    gunicorn = Path(sys.executable).with_name("gunicorn")
    with log.open("wb") as log_file:
        process = subprocess.Popen(
            [str(gunicorn), "--config", "gunicorn.conf.py"],
            cwd=ROOT, env=env, stdout=log_file, stderr=subprocess.STDOUT,
        )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            with urllib.request.urlopen(f"{base}/v1/health", timeout=1):
                break
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise RuntimeError(f"gunicorn did not start:\n{log.read_text()}") from None
            time.sleep(0.1)
    yield base
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=30) == 0, "gunicorn stops cleanly on SIGTERM"


def _post(
    url: str, body: bytes, content_type: str = "application/json"
) -> tuple[int, dict[str, object]]:
    request = urllib.request.Request(url, data=body, headers={"Content-Type": content_type})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        assert error.headers["Content-Type"] == "application/problem+json"
        return error.code, json.load(error)


def test_health(server: str) -> None:
    with urllib.request.urlopen(f"{server}/v1/health", timeout=5) as response:
        assert json.load(response)["status"] == "ok"


def test_two_hands_are_ranked_over_http(server: str) -> None:
    body = {
        "hands": [
            {"cards": ["As", "Ad", "7c", "7h", "2s"]},
            {"cards": ["Kc", "Kh", "Ks", "3d", "3c"]},
        ]
    }
    status, answer = _post(f"{server}/v1/hands/evaluate", json.dumps(body).encode())
    assert status == 200
    assert answer["order"] == [[1], [0]]


def test_malformed_body_is_a_problem_naming_the_field(server: str) -> None:
    status, answer = _post(f"{server}/v1/hands/evaluate", b'{"hands": [{"cards": ["As", "Zz"]}]}')
    assert status == 422
    assert "hands.0.cards.1" in answer["errors"]


def test_body_over_the_limit_is_413(server: str) -> None:
    status, _ = _post(f"{server}/v1/hands/evaluate", b" " * (65 * 1024))
    assert status == 413


def test_docs_page_is_served(server: str) -> None:
    with urllib.request.urlopen(f"{server}/docs/", timeout=5) as response:
        assert b"swagger-ui-bundle.js" in response.read()
