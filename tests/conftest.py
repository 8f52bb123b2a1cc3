"""Shared fixtures: the app and its test client."""

from __future__ import annotations

import pytest
import schemathesis
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import settings

from service.app import create_app

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
