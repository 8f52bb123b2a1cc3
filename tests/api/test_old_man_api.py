"""Old Man over HTTP: the settlement on its own (RULES.md §5; S4)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient

FIRST_HAND: dict[str, Any] = {
    "dealer": 5,
    "pot": 18,
    "centre": "5s",
    "old_man": ["2d", "3d", "6h", "8s", "Ad", "Ac"],
    "seats": [
        {"name": "Jim", "declaration": "high", "stack": 96},
        {"name": "Eric", "declaration": "high", "go": True, "stack": 96,
         "cards": ["6d", "Ah", "6c", "9c", "6s", "2s"]},
        {"name": "Nas", "stack": 99},
        {"name": "Fredo", "stack": 99},
        {"name": "Bottoms", "declaration": "high", "go": True, "stack": 96,
         "cards": ["3s", "2c", "Jh", "3h", "Jc", "Qs"]},
        {"name": "Ashley", "declaration": "high", "go": True, "stack": 96,
         "cards": ["7h", "4h", "Qh", "8h", "5h", "4c"]},
    ],
}  # fmt: skip


def test_old_man_settle_s4_first_hand(client: FlaskClient) -> None:
    """S4: Ashley's eight-high straight flush beats the goes and the old man's trip aces; Eric
    and Bottoms match the $18 pot, which starts the next hand at $36."""
    body = client.post("/v1/games/old_man/settle", json=FIRST_HAND).get_json()
    assert [s["won"] for s in body["seats"]] == [0, 0, 0, 0, 0, 18]
    assert [s["matched"] for s in body["seats"]] == [0, 18, 0, 0, 18, 0]
    assert [s["ends_with"] for s in body["seats"]] == [96, 78, 99, 99, 78, 114]
    # The next hand's pot, dealt by the seat on the dealer's left without antes (RULES.md §5).
    assert body["carry"] == {
        "amount": 36, "next_dealer": 0, "antes": [], "rule": "old_man.matched-pot",
        "reason": "the losing goes' matches make the next pot", "carried_pot_matched": True,
    }  # fmt: skip
    assert body["old_man"]["high"]["description"] == "Three of a kind, aces, eight-six kickers"
    assert body["seats"][5]["high"]["description"] == "Straight flush, eight high"
    assert {r["id"] for r in body["explanation"]} >= {"old_man.beat-old-man", "old_man.match"}


def test_old_man_settle_last_hand_pays_the_winner(client: FlaskClient) -> None:
    body = FIRST_HAND | {"options": {"last_hand": True}}
    answer = client.post("/v1/games/old_man/settle", json=body).get_json()
    assert answer["old_man"]["matching"]["transfers"] == [
        {"payer": 1, "payee": 5, "amount": 18}, {"payer": 4, "payee": 5, "amount": 18}
    ]  # fmt: skip
    assert "carry" not in answer  # the last hand leaves nothing for a next one


@pytest.mark.parametrize(
    ("change", "field", "rule"),
    [
        ({"old_man": []}, "old_man", "old_man.beat-old-man"),
        ({"centre": "6d"}, "centre", "cards.duplicate"),
        (
            {"dealer": 0, "seats": [{"go": True, "cards": ["As"], "stack": 5}, {"stack": 5}]},
            "seats.0",
            "old_man.go-stop",
        ),
        ({"seats": [{"declaration": "high"}, {"stack": 5}]}, "seats.0.stack", None),
        ({"seats": [{"declaration": "high", "stack": -1}, {"stack": 5}]}, "seats.0.stack", None),
        ({"seats": [{}] * 8}, "seats", None),
        ({"options": {"match_cap": 0}}, "options.match_cap", None),
    ],
)
def test_old_man_settle_refuses_impossible_showdowns(
    client: FlaskClient, change: dict[str, Any], field: str, rule: str | None
) -> None:
    response = client.post("/v1/games/old_man/settle", json=FIRST_HAND | change)
    assert response.status_code == 422
    problem = response.get_json()
    assert response.content_type == "application/problem+json"
    assert any(key.startswith(field) for key in problem["errors"]), problem
    if rule:
        assert problem["rule"] == rule


def test_old_man_settle_an_option_of_another_game_is_refused(client: FlaskClient) -> None:
    """By the contract itself: Old Man's options are Old Man's alone."""
    response = client.post("/v1/games/old_man/settle", json=FIRST_HAND | {"options": {"packs": 2}})
    assert response.status_code == 422
    assert "options.packs" in response.get_json()["errors"]
    options = client.get("/openapi.json").get_json()["components"]["schemas"]["OldManOptions"]
    assert "packs" not in options["properties"]
    assert options["additionalProperties"] is False


def test_counterbluff_operations_take_counterbluff_options_only(client: FlaskClient) -> None:
    contract = client.get("/openapi.json").get_json()
    for path in ("/v1/games/counterbluff/score",):
        body = contract["paths"][path]["post"]["requestBody"]["content"]["application/json"]
        ref = body["schema"]["$ref"].split("/")[-1]
        kinds = contract["components"]["schemas"][ref]["discriminator"]["mapping"].values()
        for kind in kinds:  # a showdown, a fold, a Lowball call: each takes the options
            schema = contract["components"]["schemas"][kind.split("/")[-1]]
            assert "CounterbluffOptions" in json.dumps(schema["properties"]["options"]), kind
    body = {"ended_by": "fold", "leader": 0, "folder": 1, "played": [4, 3]}
    body["options"] = {"match_cap": 2}
    response = client.post("/v1/games/counterbluff/score", json=body)
    assert "options.match_cap" in response.get_json()["errors"]


@pytest.mark.parametrize(("stack", "matched", "amount"), [(50, True, 36), (0, False, 18)])
def test_old_man_settle_a_go_with_nothing_left_matches_nothing(
    client: FlaskClient, stack: int, matched: bool, amount: int
) -> None:
    """RULES.md §5 (table stakes: a match is at most what the loser has) and S4 ("when the pot
    is matched there is no anteing"): Eric goes alone and loses to the old man's trip aces. With
    chips he matches the 18, and the next pot of 36 is matched; with none he matches nothing,
    the 18 stays, and nobody matched a chip into it: the next hand antes (a rule decided)."""
    body = json.loads(json.dumps(FIRST_HAND))
    for seat in (4, 5):  # Bottoms and Ashley stop
        body["seats"][seat]["go"] = False
    body["seats"][1] |= {"cards": ["7d", "9h", "Jd", "4d", "4s", "Kc"], "stack": stack}
    answer = client.post("/v1/games/old_man/settle", json=body).get_json()
    assert [s["matched"] for s in answer["seats"]] == [0, min(stack, 18), 0, 0, 0, 0]
    carry = answer["carry"]
    assert (carry["amount"], carry["carried_pot_matched"]) == (amount, matched)
    # The settlement is not told the ante: the next deal's state asks for them.
    assert carry["antes"] == []
