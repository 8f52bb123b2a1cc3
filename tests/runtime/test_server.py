"""The service under gunicorn with the committed gunicorn.conf.py, on loopback."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest
from live_server import live_service

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with live_service(tmp_path_factory.mktemp("gunicorn"), WORKERS="2") as live:
        yield live.base
        assert live.stop() == 0, "gunicorn stops cleanly on SIGTERM"


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
