"""Shared fixtures: the app and its test client."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
import schemathesis
from flask import Flask, Response
from flask import request as flask_request
from flask.testing import FlaskClient
from hypothesis import settings

from service.api.edge.problems import PROBLEM_JSON
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


def _repeated_rules(answer: object, where: str = "") -> list[str]:
    """Every ``explanation`` in ``answer`` (at any depth) that names a rule twice."""
    if isinstance(answer, list):
        return [f for i, item in enumerate(answer) for f in _repeated_rules(item, f"{where}.{i}")]
    if not isinstance(answer, dict):
        return []
    faults = []
    explanation = answer.get("explanation")
    if isinstance(explanation, list):
        ids = [rule.get("id") for rule in explanation if isinstance(rule, dict)]
        if len(ids) != len(set(ids)):
            faults.append(f"{where or 'the answer'}: explanation repeats a rule: {ids}")
    for key, value in answer.items():
        if key != "explanation":
            faults.extend(_repeated_rules(value, f"{where}.{key}" if where else key))
    return faults


@pytest.fixture(autouse=True)
def _problems_in_words(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every problem a test provokes through the ``app`` fixture is checked for its wording
    (tests/api/wording_checks.py): a rule's text, a refusal, a 404 alike. Every JSON answer's
    explanations name each rule once (DESIGN: a ruling explains itself with the rules it
    applied; a rule listed twice reads as two rulings)."""
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
        elif response.mimetype == "application/json" and not response.is_streamed:
            faults.extend(
                f"{flask_request.path}: {fault}"
                for fault in _repeated_rules(response.get_json(silent=True))
            )
        return response

    app.after_request(check)
    yield
    assert not faults, "\n".join(faults[:20])


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test has a node id of its own, and the files with slow tests come first.

    pytest-xdist hands tests to its processes by node id, so of two tests sharing one only the
    first runs under ``make test``'s ``--dist loadfile``, the other silently left out
    (schemathesis's operations, each an item of one node id under pytest 9, once all ran as
    one this way; they are subtests now: tests/api/test_schemathesis.py)."""
    counts = Counter(item.nodeid for item in items)
    shared = sorted(nodeid for nodeid, count in counts.items() if count > 1)
    if shared:
        raise pytest.UsageError(f"tests share a node id, and would run as one: {shared[:5]}")
    # The files with slow tests first, each file's tests in their order: pytest-xdist hands out
    # files in this order, and a long file handed out last keeps one process busy while the
    # others have finished (the seven-card oracles alone are a minute and a half).
    slow = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.path not in slow)
