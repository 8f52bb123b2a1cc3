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


_CONTRACT_NAMES = {"action": "type", "limit": "structure"}
"""The core's names the contract says its own way: a betting action's field is ``type``, the
betting structure ``structure``, in every request."""

_REFUSED_FOR_THEIR_SHAPE = {
    "hold'em: a hole card counted as a stud player's card",
    "stud: a stud card without its number",
    "draw: a draw card counted as a stud player's card",
    "stud has no draw",
}
"""Golden cases asked in another family's terms: the contract binds each such field to its
families (a condition on ``family``), so the service refuses them for their shape, naming the
field and no rule, before the core would (the core's own refusal is tested in tests/rules)."""


def _over_http(kind: str, situation: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A golden case's kind and situation as the contract spells them (the core's case file
    keeps its own names)."""
    renamed = {_CONTRACT_NAMES.get(key, key): value for key, value in situation.items()}
    return kind, renamed


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_golden_dispute_through_the_endpoint(client: FlaskClient, case: dict[str, Any]) -> None:
    kind, situation = _over_http(case["kind"], case["situation"])
    response = client.post(f"/v1/disputes/{kind}", json=situation)
    answer = response.get_json()
    if "error" in case and case["name"] in _REFUSED_FOR_THEIR_SHAPE:
        assert response.status_code == 422, answer
        assert "rule" not in answer, answer
        assert case["error"]["field"] in answer["errors"], answer["errors"]
        return
    if "error" in case:
        assert response.status_code == 422, answer
        assert response.mimetype == "application/problem+json"
        assert answer["rule"] == case["error"]["rule"]
        assert answer["type"] == f"/v1/rules/{case['error']['rule']}"
        field = case["error"]["field"]
        assert _CONTRACT_NAMES.get(field, field) in answer["errors"], answer["errors"]
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


@pytest.mark.parametrize(
    ("kind", "body", "field"),
    [
        ("exposed_card", {"family": "stud", "deal_order": 3, "card_number": 2}, "deal_order"),
        ("exposed_card", {"family": "board"}, "deal_order"),
        ("wrong_number_of_cards", {"family": "draw", "held": 6, "street": "third street"},
         "street"),
        ("wrong_number_of_cards", {"family": "stud", "held": 6}, "street"),
    ],
)  # fmt: skip
def test_a_field_of_another_family_is_refused_by_contract_and_service(
    client: FlaskClient, kind: str, body: dict[str, Any], field: str
) -> None:
    """Which card, which street: each is asked in one family's terms, and the contract says
    which (``allOf`` of conditions on ``family``), so a body the contract refuses is refused,
    for its shape, and one it accepts is ruled."""
    schema = client.get("/openapi.json").get_json()["components"]["schemas"]
    name = {"exposed_card": "ExposedCardRequest", "wrong_number_of_cards": "WrongNumberRequest"}
    conditions = schema[name[kind]]["allOf"]
    family = body["family"]
    said = next(c["then"] for c in conditions if c["if"]["properties"]["family"]["const"] == family)
    assert field in said.get("required", ()) or said["properties"].get(field) == {"not": {}}
    refused = client.post(f"/v1/disputes/{kind}", json=body)
    assert refused.status_code == 422
    assert list(refused.get_json()["errors"]) == [field]
    assert "rule" not in refused.get_json()


def test_a_string_raise_names_its_structure_as_every_request_does(client: FlaskClient) -> None:
    """The betting structure is ``structure`` in every request, here too (it said ``limit``)."""
    body = {"to_call": 100, "full_raise": 100, "motions": [350], "structure": "no_limit"}
    answer = client.post("/v1/disputes/string_raise", json=body)
    assert answer.status_code == 200, answer.get_json()
    assert (answer.get_json()["counts_as"], answer.get_json()["total"]) == ("raise", 350)
    old = client.post("/v1/disputes/string_raise", json={**body, "limit": "no_limit"})
    assert old.status_code == 422
    assert "limit" in old.get_json()["errors"]
