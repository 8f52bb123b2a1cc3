"""The contract is exact: what it accepts is accepted, what it refuses is refused.

schemathesis (tests/api/test_schemathesis.py) checks this on generated requests with the check
``refusals_name_a_rule``; these are the classes of mismatch it found, each pinned.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service.api.option_schemas import RANKED_GAMES
from tests.api.test_contract import COMMITTED

HAND = {"cards": ["As", "Kd", "Qh", "Jc", "9s"]}


def test_a_json_schema_integer_with_a_zero_fraction_is_an_integer(client: FlaskClient) -> None:
    """JSON Schema counts 3.0 as the integer 3: the contract says `type: integer`."""
    seats = [{"contributed": 10.0, "cards": HAND["cards"]}, {"contributed": 10, "folded": True}]
    answer = client.post("/v1/pots/settle", json={"dealer": 1.0, "seats": seats})
    assert answer.status_code == 200, answer.get_json()
    assert [s["won"] for s in answer.get_json()["seats"]] == [20, 0]
    refused = client.post("/v1/pots/settle", json={"dealer": 1.5, "seats": seats})
    assert (refused.status_code, list(refused.get_json()["errors"])) == (422, ["dealer"])


@pytest.mark.parametrize("game", RANKED_GAMES)
def test_every_game_the_shortcut_names_ranks_and_settles(client: FlaskClient, game: str) -> None:
    """Every `game` the contract lists for evaluation ranks hands (Elimination, scored by
    points, is not among them: it answered 500)."""
    hands = {"game": game, "hands": [HAND]}
    assert client.post("/v1/hands/evaluate", json=hands).status_code == 200
    seats = [{"contributed": 5, "cards": HAND["cards"]}, {"contributed": 5, "folded": True}]
    settle = {"game": game, "dealer": 0, "seats": seats}
    if game == "seven_card_stud_declare":
        seats[0]["declaration"] = "high"
    assert client.post("/v1/pots/settle", json=settle).status_code == 200


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"options": {"wild_ranks": ["2"]}}, "options"),
        ({"game": "razz", "ranking": "ace_to_five"}, "ranking"),
        ({"game": "razz", "low": {"ranking": "ace_to_five"}}, "low"),
    ],
)
def test_a_combination_the_contract_refuses_is_refused(
    client: FlaskClient, body: dict[str, Any], field: str
) -> None:
    """House rules belong to a game; a game supplies its rankings (dependentRequired,
    dependentSchemas in the contract)."""
    answer = client.post("/v1/hands/evaluate", json={**body, "hands": [HAND]})
    assert answer.status_code == 422
    assert field in answer.get_json()["errors"]
    assert "rule" not in answer.get_json()


def test_the_contract_states_the_combinations() -> None:
    contract = yaml.safe_load(COMMITTED.read_text())
    evaluate = contract["components"]["schemas"]["EvaluateRequest"]
    assert evaluate["dependentRequired"] == {"options": ["game"]}
    supplied = evaluate["dependentSchemas"]["game"]["properties"]
    assert supplied["ranking"] is False


def test_a_low_ranking_lists_only_low_systems() -> None:
    contract = yaml.safe_load(COMMITTED.read_text())
    schemas = contract["components"]["schemas"]
    low = schemas["LowRequest"]["properties"]["ranking"]
    assert low["$ref"] == "#/components/schemas/LowRankingSystem"
    assert "high" not in schemas["LowRankingSystem"]["enum"]


def test_a_list_of_unique_items_refuses_a_repeat(client: FlaskClient) -> None:
    answer = client.post(
        "/v1/hands/evaluate", json={"wild": {"cards": ["Kd", "Kd"]}, "hands": [HAND]}
    )
    assert answer.status_code == 422
    assert list(answer.get_json()["errors"]) == ["wild.cards"]
