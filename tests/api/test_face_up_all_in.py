"""Face up for all-ins (rule ``games.face-up-all-in``; Poker TDA Rules, 2024 edition, Rule 16:
all cards are tabled once a player is all in and all betting action is complete). A house option,
off by default (Robert's Rules' cash game: each shows or throws his hand away in turn, rule
``games.muck``); on, nobody still in may throw his hand away at a showdown with a player all in."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

# Ann (seat 4) is all in for 13 and Bob (seat 1) for 7; Dee and Zed played on to the river, and
# have shown. Ann and Bob are still to show.
_HAND: dict[str, Any] = {
    "dealer": 4,
    "stakes": {"blinds": [2, 4]},
    "options": {"structure": "no_limit", "known_hands_show": True},
    "seats": [{"stack": 579}, {"stack": 7}, {"stack": 557}, {"stack": 65}, {"stack": 13}],
    "events": [
        {"type": "deal", "seat": 0, "down": ["3c", "4d"]},
        {"type": "deal", "seat": 1, "down": ["Qh", "6s"]},
        {"type": "deal", "seat": 2, "down": ["8c", "9d"]},
        {"type": "deal", "seat": 3, "down": ["5d", "2h"]},
        {"type": "deal", "seat": 4, "down": ["7c", "Qs"]},
        {"type": "fold", "seat": 2},
        {"type": "raise", "seat": 3, "to": 61},
        {"type": "call", "seat": 4, "to": 13},
        {"type": "call", "seat": 0},
        {"type": "call", "seat": 1, "to": 7},
        *({"type": "community", "card": card} for card in ("Js", "7s", "9s")),
        {"type": "check", "seat": 0},
        {"type": "check", "seat": 3},
        {"type": "community", "card": "Qd"},
        {"type": "check", "seat": 0},
        {"type": "check", "seat": 3},
        {"type": "community", "card": "Ac"},
        {"type": "check", "seat": 0},
        {"type": "bet", "seat": 3, "to": 4},
        {"type": "call", "seat": 0},
        {"type": "show", "seat": 3, "down": ["5d", "2h"]},
        {"type": "show", "seat": 0, "down": ["3c", "4d"]},
    ],
}


def _with(face_up: bool | None, *events: dict[str, Any]) -> dict[str, Any]:
    options = dict(_HAND["options"])
    if face_up is not None:
        options["face_up_all_in"] = face_up
    return _HAND | {"options": options, "events": [*_HAND["events"], *events]}


def test_by_default_a_player_all_in_may_throw_his_hand_away(client: FlaskClient) -> None:
    """RR The Showdown (rule ``games.muck``): Ann may muck instead of showing."""
    answer = client.post("/v1/games/texas_holdem/state", json=_with(None)).get_json()
    assert [(e["type"], e["seat"]) for e in answer["next_events"]] == [
        ("show", 4), ("show", 1), ("fold", 4), ("fold", 1),
    ]  # fmt: skip


def test_face_up_for_all_ins_tables_every_hand(client: FlaskClient) -> None:
    """With the option, only shows are offered, the rule is cited, and a muck is refused."""
    answer = client.post("/v1/games/texas_holdem/state", json=_with(True)).get_json()
    assert [(e["type"], e["seat"]) for e in answer["next_events"]] == [("show", 4), ("show", 1)]
    assert "games.face-up-all-in" in [rule["id"] for rule in answer["explanation"]]

    refused = client.post(
        "/v1/games/texas_holdem/state", json=_with(True, {"type": "fold", "seat": 4})
    )
    assert refused.status_code == 422
    problem = refused.get_json()
    assert problem["rule"] == "games.face-up-all-in"
    assert "events.24" in str(problem["errors"])


def test_without_an_all_in_a_hand_may_still_be_thrown_away(client: FlaskClient) -> None:
    """The option changes only a showdown with a player all in: heads up, nobody all in, the
    caller may muck."""
    body = {
        "dealer": 0,
        "stakes": {"blinds": [1, 2]},
        "options": {"known_hands_show": True, "face_up_all_in": True},
        "seats": [{"stack": 100}, {"stack": 100}],
        "events": [
            {"type": "deal", "seat": 0, "down": ["As", "Ad"]},
            {"type": "deal", "seat": 1, "down": ["Ks", "Kd"]},
            {"type": "call", "seat": 0},
            {"type": "check", "seat": 1},
            *({"type": "community", "card": card} for card in ("2c", "7d", "9h")),
            {"type": "check", "seat": 1}, {"type": "check", "seat": 0},
            {"type": "community", "card": "Th"},
            {"type": "check", "seat": 1}, {"type": "check", "seat": 0},
            {"type": "community", "card": "3s"},
            {"type": "check", "seat": 1}, {"type": "check", "seat": 0},
        ],
    }  # fmt: skip
    answer = client.post("/v1/games/texas_holdem/state", json=body).get_json()
    assert ("fold", 1) in [(e["type"], e["seat"]) for e in answer["next_events"]]
