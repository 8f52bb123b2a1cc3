"""POST /v1/betting/actions: status codes and bodies (the rules are tested in tests/rules)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

URL = "/v1/betting/actions"


def _post(client: FlaskClient, body: Any) -> tuple[int, dict[str, Any]]:
    response = client.post(URL, json=body)
    return response.status_code, response.get_json(force=True)


def test_the_example_lists_the_legal_actions_and_judges_the_proposal(client: FlaskClient) -> None:
    from service.api.betting import EXAMPLE

    status, body = _post(client, EXAMPLE)
    assert status == 200
    assert body["next_seat"] == 0
    assert body["legal"] == [
        {"action": "fold", "min_to": 0, "max_to": 0, "all_in": False},
        {"action": "call", "min_to": 10, "max_to": 10, "all_in": False},
        {"action": "raise", "min_to": 15, "max_to": 15, "all_in": False},
    ]
    assert body["pot"] == 26
    assert body["proposed"]["legal"] is False
    assert body["proposed"]["rule"] == "betting.amount"


def test_an_illegal_action_in_the_log_is_a_422_naming_it(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "structure": "no_limit",
            "bet": 10,
            "first": 0,
            "seats": [{"stack": 100}, {"stack": 100}],
            "actions": [{"seat": 0, "action": "bet", "to": 10}, {"seat": 1, "action": "check"}],
        },
    )
    assert status == 422
    assert (body["rule"], list(body["errors"])) == ("betting.check", ["actions.1"])


def test_a_seat_not_at_the_table_is_a_422(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {"structure": "no_limit", "bet": 10, "first": 5, "seats": [{"stack": 1}, {"stack": 1}]},
    )
    assert status == 422
    assert list(body["errors"]) == ["first"]


def test_a_complete_round(client: FlaskClient) -> None:
    status, body = _post(
        client,
        {
            "structure": "pot_limit",
            "bet": 2,
            "pot": 10,
            "first": 1,
            "seats": [{"stack": 50}, {"stack": 50}],
            "actions": [{"seat": 1, "action": "bet", "to": 10}, {"seat": 0, "action": "call"}],
        },
    )
    assert status == 200
    assert (body["complete"], body["next_seat"], body["legal"], body["pot"]) == (True, None, [], 30)
    assert "betting.round-over" in [rule["id"] for rule in body["explanation"]]
