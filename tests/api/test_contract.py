"""The contract: committed, current, valid, and useful on its own (ids, summaries, examples)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask import Flask
from flask.testing import FlaskClient
from openapi_spec_validator import validate

from service.api.views.docs import openapi_yaml

COMMITTED = Path(__file__).parents[2] / "openapi.yaml"
OPERATIONS = ("get", "post", "put", "patch", "delete")


@pytest.fixture
def contract() -> dict[str, Any]:
    return yaml.safe_load(COMMITTED.read_text())  # type: ignore[no-any-return]


def test_committed_contract_is_what_the_code_generates(app: Flask) -> None:
    with app.app_context():
        generated = openapi_yaml()
    assert COMMITTED.read_text() == generated, (
        "openapi.yaml is stale: regenerate it with `make openapi` and commit it"
    )


def test_contract_is_valid_openapi_3_1(contract: dict[str, Any]) -> None:
    assert contract["openapi"] == "3.1.0"
    validate(contract)


def test_every_operation_has_an_id_a_summary_and_examples(contract: dict[str, Any]) -> None:
    ids = []
    for path, item in contract["paths"].items():
        for method, operation in item.items():
            if method not in OPERATIONS:
                continue
            where = f"{method.upper()} {path}"
            ids.append(operation.get("operationId"))
            assert re.fullmatch(r"[a-z][A-Za-z]+", operation.get("operationId", "")), where
            assert operation.get("summary"), where
            ok = operation["responses"]["200"]["content"]["application/json"]
            assert "example" in ok or "examples" in ok, where
            if "requestBody" in operation:
                # The JSON body's, or the only body's (a PHH document: POST /v1/histories).
                bodies = operation["requestBody"]["content"]
                body = bodies.get("application/json") or next(iter(bodies.values()))
                assert "example" in body or "examples" in body, where
    assert len(ids) == len(set(ids))


def test_every_body_the_service_needs_is_declared_required(
    contract: dict[str, Any], client: FlaskClient
) -> None:
    """OpenAPI 3.1, Request Body Object: a body is optional unless ``required`` says otherwise.
    Every operation here needs its body (schemathesis sent POST /v1/histories none, which the
    contract allowed, and got a 415): each declares it required, and is refused without one."""
    for path, item in contract["paths"].items():
        operation = item.get("post")
        if operation is None:
            continue
        assert operation.get("requestBody", {}).get("required") is True, path
        response = client.post(path)
        assert 400 <= response.status_code < 500, path
        assert response.mimetype == "application/problem+json", path


def test_every_error_is_documented_as_problem_json(contract: dict[str, Any]) -> None:
    responses = contract["components"]["responses"]
    for path, item in contract["paths"].items():
        for method, operation in item.items():
            if method not in OPERATIONS:
                continue
            documented = {int(s) for s in operation["responses"] if s.isdigit() and int(s) >= 400}
            expected = {405, 500} | ({400, 413, 415, 422} if method == "post" else {404})
            assert expected <= documented, f"{method.upper()} {path}"
            for status in documented | {"default"}:
                key = str(status)
                ref = operation["responses"][key]["$ref"].rsplit("/", 1)[-1]
                assert list(responses[ref]["content"]) == ["application/problem+json"]


def test_the_contract_is_served_as_json_and_yaml(client: FlaskClient) -> None:
    served = client.get("/openapi.yaml")
    assert served.status_code == 200
    assert served.get_data(as_text=True) == COMMITTED.read_text()
    as_json = client.get("/openapi.json")
    assert as_json.status_code == 200
    assert as_json.get_json() == yaml.safe_load(COMMITTED.read_text())


def test_docs_page_is_served_from_local_files(client: FlaskClient) -> None:
    """/docs renders with no network: every script and style comes from this service."""
    page = client.get("/docs/")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "/openapi.json" in html
    assets = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert assets
    for asset in assets:
        assert not asset.startswith(("http:", "https:", "//")), asset
        with client.get(asset) as served:
            assert served.status_code == 200, asset
    # Swagger UI 5 is the first to render OpenAPI 3.1.
    with client.get("/docs/VERSION") as version:
        assert version.get_data(as_text=True).startswith("v5.")
