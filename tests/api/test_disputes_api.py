"""The disputes over HTTP: every golden case (tests/rules/dispute_cases) through
``POST /v1/disputes/<kind>``, and the problems a person reads for a situation that cannot be."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[1] / "rules" / "dispute_cases" / "disputes.json").read_text()
)["cases"]


def _over_http(kind: str, situation: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A golden case's kind and situation as the contract spells them: a betting action's field
    named ``type`` (the core's case file keeps its own names)."""
    renamed = {"type" if key == "action" else key: value for key, value in situation.items()}
    return kind, renamed


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_golden_dispute_through_the_endpoint(client: FlaskClient, case: dict[str, Any]) -> None:
    kind, situation = _over_http(case["kind"], case["situation"])
    response = client.post(f"/v1/disputes/{kind}", json=situation)
    answer = response.get_json()
    if "error" in case:
        assert response.status_code == 422, answer
        assert response.mimetype == "application/problem+json"
        assert answer["rule"] == case["error"]["rule"]
        assert answer["type"] == f"/v1/rules/{case['error']['rule']}"
        field = case["error"]["field"]
        assert ("type" if field == "action" else field) in answer["errors"], answer["errors"]
        assert "None" not in answer["detail"]
        return
    assert response.status_code == 200, answer
    expect = dict(case["expect"])
    assert [rule["id"] for rule in answer["explanation"]] == expect.pop("rules")
    for name, wanted in expect.items():
        assert answer[name] == wanted, name
    assert answer["kind"] == kind
    assert answer["ruling"] and answer["next_steps"]
    assert all(rule["source"] for rule in answer["explanation"])


def test_an_unknown_house_rule_value_names_the_option(client: FlaskClient) -> None:
    body = {"cause": "two_boxed_cards", "options": {"misdeal_cutoff": "whenever"}}
    response = client.post("/v1/disputes/misdeal", json=body)
    assert response.status_code == 422
    assert "options.misdeal_cutoff" in response.get_json()["errors"]


def test_a_house_rule_another_dispute_has_is_refused(client: FlaskClient) -> None:
    """Options are the table's house rules for disputes, not a game's: a game's option is an
    unknown field, named, never silently ignored."""
    body = {"cause": "two_boxed_cards", "options": {"forced_bring_in": True}}
    response = client.post("/v1/disputes/misdeal", json=body)
    assert response.status_code == 422
    assert "options.forced_bring_in" in response.get_json()["errors"]


def test_a_field_another_kind_of_dispute_has_is_refused(client: FlaskClient) -> None:
    """A short call has no house rules and no card numbers: naming one is an error."""
    body = {"to_call": 20, "put_in": 10, "behind": 90, "card_number": 2}
    response = client.post("/v1/disputes/short_call", json=body)
    assert response.status_code == 422
    assert "card_number" in response.get_json()["errors"]


def test_only_an_exposed_card_is_asked_about_in_hold_em_and_omaha(client: FlaskClient) -> None:
    """Family board (hold'em and Omaha) is ruled for a hole card exposed on the deal (RR
    Hold'em rule 1, rule procedure.exposed-holecard); a hand with the wrong number of cards is
    asked of stud and draw only, so board is refused there for its shape (no rule), as the
    contract's enum says."""
    exposed = client.post("/v1/disputes/exposed_card", json={"family": "board", "deal_order": 5})
    assert exposed.status_code == 200
    assert exposed.get_json()["explanation"][-1]["id"] == "procedure.exposed-holecard"
    wrong = client.post("/v1/disputes/wrong_number_of_cards", json={"family": "board", "held": 3})
    assert wrong.status_code == 422 and "rule" not in wrong.get_json()
    assert "family" in wrong.get_json()["errors"]


def test_every_operation_is_in_the_contract_with_its_kind(client: FlaskClient) -> None:
    contract = client.get("/openapi.json").get_json()
    kinds = {case["kind"] for case in CASES}
    for kind in kinds:
        operation = contract["paths"][f"/v1/disputes/{_over_http(kind, {})[0]}"]["post"]
        assert operation["operationId"].startswith("rule")
        body = operation["requestBody"]["content"]["application/json"]
        assert body["examples"]["example"]["summary"].startswith("Robert's Rules")
        assert body["examples"]["example"]["value"]


def test_every_dispute_field_is_described_with_an_example(client: FlaskClient) -> None:
    """A person (or a generated client's docs) reads what each field means and sees a value;
    a field of a named value set shows its values in the set's own component."""
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    operations = client.get("/openapi.json").get_json()["paths"]
    named = {
        operation["requestBody"]["content"]["application/json"]["schema"]["$ref"].split("/")[-1]
        for path, methods in operations.items()
        if path.startswith("/v1/disputes/")
        for operation in methods.values()
    }
    assert len(named) == len({case["kind"] for case in CASES})
    for name in [*sorted(named), "DisputeOptions"]:
        for field, spec in schemas[name]["properties"].items():
            named_set = "$ref" in spec or "$ref" in spec.get("items", {})
            assert spec.get("description") and ("example" in spec or named_set), (name, field)
