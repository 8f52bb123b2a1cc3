"""Counterbluff over HTTP: a whole game through the state endpoint, and one hand's score
(RULES.md §3; S2)."""

from __future__ import annotations

from typing import Any

import pytest
from counterbluff_games import game
from flask.testing import FlaskClient


def test_a_whole_game_of_counterbluff_through_the_state_endpoint(client: FlaskClient) -> None:
    events, expected = game(11, packs=2, lowball=True)
    body = {"dealer": 0, "options": {"packs": 2, "lowball": True}, "events": events,
            "seats": [{"name": "Ann"}, {"name": "Bob"}]}  # fmt: skip
    answer = client.post("/v1/games/counterbluff/state", json=body).get_json()
    assert answer["over"]
    assert answer["scores"] == expected.scores
    assert [s["name"] for s in answer["seats"]] == ["Ann", "Bob"]
    assert answer["next_events"] == []
    assert {r["id"] for r in answer["explanation"]} >= {"counterbluff.score", "counterbluff.end"}


def test_an_illegal_counterbluff_event_names_the_event_and_the_rule(client: FlaskClient) -> None:
    events, _ = game(1)
    body = {"dealer": 0, "events": [*events[:2], {"type": "fold", "seat": 1}]}
    response = client.post("/v1/games/counterbluff/state", json=body)
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["rule"] == "counterbluff.fold"
    assert "events.2.type" in problem["errors"]


def test_counterbluff_is_not_played_through_the_generic_state_endpoint(
    client: FlaskClient,
) -> None:
    assert client.post("/v1/games/counterbluff/state", json={}).status_code == 422
    assert client.get("/v1/games/counterbluff").get_json()["family"] == "counterbluff"


@pytest.mark.parametrize(
    ("body", "points"),
    [
        ({"ended_by": "fold", "leader": 0, "folder": 1, "played": [4, 3]}, [28, 0]),
        ({"ended_by": "fold", "leader": 1, "folder": 1, "played": [1, 1]}, [3, 0]),
        ({"ended_by": "showdown", "rows": [["As", "Ad", "Ac", "Ah", "2c"],
                                       ["Ks", "Qs", "Js", "Ts", "9s"]]}, [0, 55]),
        ({"ended_by": "lowball", "caller": 1, "caller_face_up": True, "reply": "face_down"},
         [0, 30]),
        ({"ended_by": "lowball", "caller": 1, "reply": "fold"}, [0, 15]),
    ],
)  # fmt: skip
def test_counterbluff_score(client: FlaskClient, body: dict[str, Any], points: list[int]) -> None:
    answer = client.post("/v1/games/counterbluff/score", json=body).get_json()
    assert answer["points"] == points


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"ended_by": "fold", "leader": 1, "folder": 0, "played": [0, 1]}, "played.0"),
        ({"ended_by": "fold", "leader": 0, "folder": 0, "played": [5, 1]}, "played"),
        ({"ended_by": "showdown"}, "rows"),
        ({"ended_by": "showdown", "rows": [["As", "Kd", "Qc", "Jh", "9s"]] * 2}, "rows.1.0"),
        ({"ended_by": "lowball", "caller": 0, "reply": "face_up"}, "caller_cards"),
    ],
)
def test_counterbluff_score_refuses_what_cannot_happen(
    client: FlaskClient, body: dict[str, Any], field: str
) -> None:
    response = client.post("/v1/games/counterbluff/score", json=body)
    assert response.status_code == 422
    assert field in response.get_json()["errors"], response.get_json()


def test_counterbluff_score_refuses_identical_cards_in_one_hand(client: FlaskClient) -> None:
    """S2, doubled pack: never two identical cards in one player's contribution."""
    rows = [["As", "As", "Qc", "Jh", "9s"], ["Ks", "Qs", "Js", "Ts", "9s"]]
    body = {"ended_by": "showdown", "rows": rows, "options": {"packs": 2}}
    response = client.post("/v1/games/counterbluff/score", json=body)
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["rule"] == "counterbluff.identical-cards"
    assert "rows.0.1" in problem["errors"]


@pytest.mark.parametrize(
    ("leader", "folder", "played", "rule", "field"),
    [
        (0, 1, [1, 0], "counterbluff.fold", "played.1"),  # before he has played
        (0, 0, [1, 0], "counterbluff.fold", "folder"),  # out of turn
        (1, 0, [3, 3], "counterbluff.fold", "folder"),  # out of turn, later in the hand
        (0, 1, [5, 5], "counterbluff.showdown", "played"),  # both completed five
        (1, 0, [3, 2], "counterbluff.play", "played"),  # not alternate from the leader
    ],
)
def test_counterbluff_score_refuses_fold_patterns_that_cannot_happen_s2(  # noqa: PLR0917
    client: FlaskClient, leader: int, folder: int, played: list[int], rule: str, field: str
) -> None:
    """S2 and RULES.md §3: the players alternate from the leader; a player may fold only on his
    own later turn, after playing a card."""
    body = {"ended_by": "fold", "leader": leader, "folder": folder, "played": played}
    response = client.post("/v1/games/counterbluff/score", json=body)
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["rule"] == rule
    assert field in problem["errors"], problem


def test_counterbluff_score_of_a_fold_needs_the_leader(client: FlaskClient) -> None:
    """Whose turn it was, and so whether the fold could happen, depends on who led (S2)."""
    body = {"ended_by": "fold", "folder": 1, "played": [4, 3]}
    response = client.post("/v1/games/counterbluff/score", json=body)
    assert response.status_code == 422
    assert "leader" in response.get_json()["errors"]
