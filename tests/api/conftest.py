"""Every problem any API test provokes is checked for its wording (tests/api/wording_checks.py):
a rule's text, a refusal, a 404 alike. A test that provokes a badly worded problem fails."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask, Response

from service.api.problems import PROBLEM_JSON
from tests.api.wording_checks import wording_faults


@pytest.fixture(autouse=True)
def _problems_in_words(request: pytest.FixtureRequest) -> Iterator[None]:
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
