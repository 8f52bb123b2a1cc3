"""Shared fixtures: the app and its test client."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import schemathesis
from flask import Flask, Response
from flask.testing import FlaskClient
from hypothesis import settings

from service.api.problems import PROBLEM_JSON
from service.app import create_app
from tests.api.wording_checks import wording_faults

# Property tests are deterministic (the same examples on every run) and never timed.
settings.register_profile("referee", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("referee")

# The state endpoint also takes a PHH hand history (TOML text): schemathesis sends it as text.
schemathesis.serializer.alias("application/x-phh+toml", "text/plain")


@pytest.fixture
def app() -> Flask:
    return create_app({"TESTING": True, "VERIFY_COMPILED": True})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture(autouse=True)
def _problems_in_words(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every problem a test provokes through the ``app`` fixture is checked for its wording
    (tests/api/wording_checks.py): a rule's text, a refusal, a 404 alike."""
    if "app" not in request.fixturenames:
        yield
        return
    app: Flask = request.getfixturevalue("app")
    faults: list[str] = []

    def check(response: Response) -> Response:
        if response.mimetype == PROBLEM_JSON:
            problem = response.get_json(silent=True)
            if isinstance(problem, dict):
                faults.extend(wording_faults(problem))
        return response

    app.after_request(check)
    yield
    assert not faults, "\n".join(faults[:20])
