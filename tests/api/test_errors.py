"""Every error is RFC 9457 problem+json: 400, 404, 405, 406, 413, 415, 422, 500."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.app import create_app

URL = "/v1/hands/evaluate"
GOOD = {"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "9s"]}]}


def _problem(response: TestResponse, status: int) -> dict[str, Any]:
    assert response.status_code == status
    assert response.mimetype == "application/problem+json"
    body = response.get_json(force=True)
    assert body["status"] == status
    assert body["title"] and body["detail"] and body["type"]
    assert "Traceback" not in response.get_data(as_text=True)
    return body


def test_400_for_a_body_that_is_not_json(client: FlaskClient) -> None:
    body = _problem(client.post(URL, data="{bad", content_type="application/json"), 400)
    assert "not valid JSON" in body["detail"]


@pytest.mark.parametrize("text", ['{"hands": NaN}', '{"hands": Infinity}', "[" * 20_000])
def test_400_for_json_python_would_accept_or_choke_on(client: FlaskClient, text: str) -> None:
    _problem(client.post(URL, data=text, content_type="application/json"), 400)


def test_400_for_a_body_that_is_not_utf8(client: FlaskClient) -> None:
    _problem(client.post(URL, data=b'{"hands": "\xff"}', content_type="application/json"), 400)


def test_404_for_an_unknown_path(client: FlaskClient) -> None:
    _problem(client.get("/v1/nothing-here"), 404)
    _problem(client.post("/v1/nothing-here", data="x", content_type="text/plain"), 404)


def test_405_for_a_wrong_method_even_without_a_json_body(client: FlaskClient) -> None:
    """The 415 guard steps aside when routing already failed."""
    _problem(client.put(URL, data="x", content_type="text/plain"), 405)
    _problem(client.get(URL), 405)
    _problem(client.post("/v1/health", data="x", content_type="text/plain"), 405)


def test_406_for_an_accept_that_admits_nothing_the_operation_answers(
    client: FlaskClient,
) -> None:
    """RFC 9110 §15.5.7: an Accept that admits no JSON (nor, for a state operation, PHH) is a
    406 naming what the operation gives; */*, none, and q-values that leave JSON are answered.
    The direct route (VERIFY_COMPILED) agrees: it leaves such a request to Flask."""
    body = _problem(client.post(URL, json=GOOD, headers={"Accept": "text/plain"}), 406)
    assert body["errors"] == {
        "Accept": ["expected a media range that admits application/json, got text/plain"]
    }
    _problem(client.get("/v1/games", headers={"Accept": "application/json;q=0"}), 406)
    for accept in ("*/*", "application/json, text/plain, */*", "text/plain, application/*;q=0.1"):
        assert client.post(URL, json=GOOD, headers={"Accept": accept}).status_code == 200
    assert client.post(URL, json=GOOD).status_code == 200
    # The liveness probe answers whatever is accepted; a wrong path or method keeps its 404/405.
    assert client.get("/v1/health", headers={"Accept": "text/plain"}).status_code == 200
    _problem(client.get("/v1/nothing-here", headers={"Accept": "text/plain"}), 404)
    _problem(client.get(URL, headers={"Accept": "text/plain"}), 405)


def test_413_for_a_body_over_64_kib(client: FlaskClient) -> None:
    body = _problem(
        client.post(URL, data=b" " * (64 * 1024 + 1), content_type="application/json"), 413
    )
    assert "65536 bytes" in body["detail"]


def test_415_for_a_post_that_is_not_json(client: FlaskClient) -> None:
    body = _problem(client.post(URL, data="hands=As", content_type="text/plain"), 415)
    assert "application/json" in body["detail"]
    _problem(client.post(URL, data=b"{}"), 415)


def test_422_names_the_field(client: FlaskClient) -> None:
    body = _problem(client.post(URL, json={"hands": [{"cards": ["As"] * 5, "x": 1}]}), 422)
    assert "hands.0.x" in body["errors"]


def test_there_is_no_rate_limit_in_the_service_and_health_is_never_limited() -> None:
    """A per-worker limit limited nobody reliably and limited the probes (issue: safe on an
    open port); limits belong in front of the service."""
    client = create_app({"TESTING": True, "RATE_LIMIT_PER_MINUTE": 2}).test_client()
    statuses = {client.get("/v1/health").status_code for _ in range(10)}
    assert statuses == {200}


def test_500_is_a_problem_without_a_traceback_and_is_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    app: Flask = create_app({"TESTING": True})

    @app.route("/boom")
    def boom() -> str:
        raise RuntimeError("secret internals")

    with caplog.at_level(logging.ERROR):
        response = app.test_client().get("/boom")
    body = _problem(response, 500)
    assert "secret internals" not in response.get_data(as_text=True)
    assert "failed" in body["detail"]
    assert "secret internals" in caplog.text


def test_json_answers_carry_security_and_cors_headers(client: FlaskClient) -> None:
    answers = (
        client.get("/v1/health"),
        client.post(URL, json={}),
        client.get("/v1/nowhere"),
        client.post(URL, data="x", content_type="text/plain"),
        client.options(URL),
    )
    for response in answers:
        # The guard adds its headers rather than setting them: none may appear twice.
        names = [name.lower() for name, _ in response.headers]
        assert len(names) == len(set(names)), names
    for response in answers[:4]:
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Content-Security-Policy"].startswith("default-src 'none'")
        assert response.headers["Access-Control-Allow-Origin"] == "*"
        assert "Access-Control-Allow-Credentials" not in response.headers
        # The Fetch standard reads these from a preflight's answer only: they go there alone.
        assert "Access-Control-Allow-Methods" not in response.headers
        assert "Access-Control-Max-Age" not in response.headers


def test_cors_preflight_is_answered(client: FlaskClient) -> None:
    response = client.options(
        URL, headers={"Origin": "https://app.example", "Access-Control-Request-Method": "POST"}
    )
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in response.headers["Access-Control-Allow-Methods"]
    assert response.headers["Access-Control-Allow-Headers"] == (
        "Content-Type, X-Request-ID, If-None-Match"
    )
