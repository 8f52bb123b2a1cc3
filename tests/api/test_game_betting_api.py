"""The betting step of whole hands through ``POST /v1/games/{game}/state`` (RULES.md §0
"Betting and all-ins"; RR "Betting and raising" 3-6)."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from hand_notation import event

URL = "/v1/games/seven_card_stud/state"


def _hand(*lines: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    start = ["ante 0 1", "ante 1 1", "deal 0 Ah Ad / 5c", "deal 1 Kh Qh / 2d"]
    return {
        "dealer": 1,
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5},
        "seats": [{"stack": 10**6}, {"stack": 10**6}],
        "options": options or {},
        "events": [event(line) for line in [*start, *lines]],
    }


def test_a_heads_up_raise_war_of_hundreds_of_raises_is_played_out(client: FlaskClient) -> None:
    """RULES.md §0 Heads-up, §4 heads_up_raises (default: no cap when two start the round):
    fifteen hundred raises on third street are legal and answered, not cut short by a count."""
    raises = [f"raise {k % 2} {5 + 5 * k}" for k in range(1, 1501)]
    body = _hand("bring_in 1 2", "complete 0 5", *raises)
    assert len(body["events"]) > 1500
    response = client.post(URL, json=body)
    assert response.status_code == 200, response.get_json()
    state = response.get_json()
    assert state["to_act"] == 1
    assert [(n["type"], n.get("min_to")) for n in state["next_events"]] == [
        ("fold", None), ("call", 7505), ("raise", 7510)
    ]  # fmt: skip


def test_a_call_event_naming_the_wrong_amount_is_refused(client: FlaskClient) -> None:
    """RULES.md §0: a call naming the wrong total is refused at its `to`, not taken as a call."""
    body = _hand("bring_in 1 2", "complete 0 5")
    body["events"].append({"type": "call", "seat": 1, "to": 2})
    response = client.post(URL, json=body)
    assert response.status_code == 422
    problem = response.get_json()
    assert (problem["rule"], list(problem["errors"])) == ("betting.exact-amount", ["events.6.to"])
    assert "makes his total 5, not 2" in problem["detail"]
    body["events"][-1]["to"] = 5
    assert client.post(URL, json=body).status_code == 200


def test_a_short_all_in_is_completed_in_a_whole_hand(client: FlaskClient) -> None:
    """RR Betting and raising 6, S3 (Size of Bets): bring-in 2, small bet 10. Seat 1 goes all
    in for 4 over the bring-in, less than half a bet: seat 2 may fold, call 4 or complete to
    10, not raise to 14; the bring-in, who has acted and faces 2 more, may only call or fold."""
    lines = [
        "ante 0 1", "ante 1 1", "ante 2 1",
        "deal 0 Kh Qh / 2c", "deal 1 Ah Ad / 5c", "deal 2 7s 8s / 9d",
        "bring_in 0 2", "complete 1 4",
    ]  # fmt: skip
    body: dict[str, Any] = {
        "dealer": 2,
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 10},
        "seats": [{"stack": 100}, {"stack": 5}, {"stack": 100}],
        "events": [event(line) for line in lines],
    }
    state = client.post(URL, json=body).get_json()
    assert [(n["type"], n["seat"], n.get("min_to")) for n in state["next_events"]] == [
        ("fold", 2, None), ("call", 2, 4), ("complete", 2, 10)
    ]  # fmt: skip
    body["events"].append(event("raise 2 14"))
    problem = client.post(URL, json=body).get_json()
    assert (problem["status"], problem["rule"]) == (422, "betting.bring-in")
    body["events"][-1] = event("call 2")
    state = client.post(URL, json=body).get_json()
    assert [(n["type"], n["seat"], n.get("min_to")) for n in state["next_events"]] == [
        ("fold", 0, None), ("call", 0, 4)
    ]  # fmt: skip
