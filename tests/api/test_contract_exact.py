"""The contract is exact: what it accepts is accepted, what it refuses is refused.

schemathesis (tests/api/test_schemathesis.py) checks this on generated requests with the check
``refusals_name_a_rule``; these are the classes of mismatch it found, each pinned.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

from service.api.contract.options import RANKED_GAMES
from tests.api.test_contract import COMMITTED

pytestmark = pytest.mark.slow  # about 22 s of CPU: handed out first (tests/conftest.py)

HAND = {"cards": ["As", "Kd", "Qh", "Jc", "9s"]}
OMAHA_HAND = {"cards": ["As", "Kd", "Qh", "Jc"]}
OMAHA_BOARD = ["9s", "8d", "7c", "3h", "2s"]


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
    points, is not among them: it answered 500). An Omaha game's hand is four cards and a board
    of five (RR Omaha: exactly two and three)."""
    hand, board = (OMAHA_HAND, OMAHA_BOARD) if game.startswith("omaha") else (HAND, [])
    hands = {"game": game, "hands": [hand], "board": board}
    assert client.post("/v1/hands/evaluate", json=hands).status_code == 200
    seats = [{"contributed": 5, "cards": hand["cards"]}, {"contributed": 5, "folded": True}]
    settle = {"game": game, "dealer": 0, "seats": seats, "board": board}
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


@pytest.mark.parametrize("path", ["/v1/hands/evaluate", "/v1/pots/settle"])
def test_a_games_options_are_its_own_in_the_contract_and_the_service(
    client: FlaskClient, path: str
) -> None:
    """RULES.md's house rules are each game's own (`GET /v1/games/{game}`): with `game`, the
    contract's `options` are that game's `{Game}Options` (a `oneOf` branch per game), and the
    service refuses another game's by its shape, naming it, where the game's own is taken."""
    contract = yaml.safe_load(COMMITTED.read_text())
    request = contract["paths"][path]["post"]["requestBody"]["content"]["application/json"]
    name = request["schema"]["$ref"].rsplit("/", 1)[-1]
    branches = contract["components"]["schemas"][name]["dependentSchemas"]["game"]["oneOf"]
    by_game = {b["properties"]["game"]["const"]: b["properties"]["options"]["$ref"]
               for b in branches}  # fmt: skip
    assert sorted(by_game) == sorted(RANKED_GAMES)
    assert by_game["razz"] == "#/components/schemas/RazzOptions"
    razz = contract["components"]["schemas"]["RazzOptions"]
    assert "wild_ranks" not in razz["properties"] and razz["additionalProperties"] is False

    def body(game: str, options: dict[str, Any]) -> dict[str, Any]:
        if path == "/v1/hands/evaluate":
            return {"game": game, "options": options, "hands": [HAND]}
        seats = [{"contributed": 5, "cards": HAND["cards"]}, {"contributed": 5, "folded": True}]
        return {"game": game, "options": options, "dealer": 0, "seats": seats}

    refused = client.post(path, json=body("razz", {"wild_ranks": ["2"]}))
    assert refused.status_code == 422
    problem = refused.get_json()
    assert list(problem["errors"]) == ["options.wild_ranks"] and "rule" not in problem
    assert '"forced_bring_in"' in problem["errors"]["options.wild_ranks"][0]
    assert client.post(path, json=body("wild_card_stud", {"wild_ranks": ["2"]})).status_code == 200


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


def _enums(node: Any, path: str = "") -> Iterator[tuple[frozenset[Any], str]]:
    """Every enum of more than one value in ``node`` (examples aside), with where it is."""
    if isinstance(node, dict):
        values = frozenset(v for v in node.get("enum", ()) if v is not None)
        if len(values) > 1:
            yield values, path
        for key, value in node.items():
            if key not in ("example", "examples"):
                yield from _enums(value, f"{path}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _enums(value, f"{path}/{index}")


def test_every_value_set_is_written_once() -> None:
    """A value set used twice is one named component that both refer to: a generator makes one
    type of it, not one per field."""
    places: dict[frozenset[Any], list[str]] = {}
    for values, path in _enums(yaml.safe_load(COMMITTED.read_text())):
        places.setdefault(values, []).append(path)
    assert {v: p for v, p in places.items() if len(p) > 1} == {}


@pytest.mark.parametrize(
    ("game", "options", "refused"),
    [
        ("texas_holdem", {"heads_up_raises": "capped"}, "heads_up_raises"),  # no limit, default
        ("texas_holdem", {"structure": "pot_limit", "heads_up_raises": "capped"},
         "heads_up_raises"),
        ("texas_holdem", {"structure": "fixed_limit", "straddle_raise": "last_increment"},
         "straddle_raise"),
        ("seven_card_stud", {"structure": "no_limit", "big_bets_from_fifth": True},
         "big_bets_from_fifth"),
        ("razz", {"structure": "pot_limit", "raise_at_least_last": False}, "raise_at_least_last"),
        ("texas_holdem", {"structure": "fixed_limit", "heads_up_raises": "capped"}, None),
        ("seven_card_stud", {"big_bets_from_fifth": True}, None),  # fixed limit, default
        ("omaha", {"straddle_raise": "last_increment"}, None),  # pot limit, default
    ],
)  # fmt: skip
def test_an_option_of_another_structure_is_refused_by_contract_and_service(
    client: FlaskClient, game: str, options: dict[str, Any], refused: str | None
) -> None:
    """RULES.md §4, §7: the cap (`heads_up_raises`) and stud's big-bet options rule fixed limit
    only, `straddle_raise` pot and no limit only. Set under another structure (the game's
    default where `structure` is left out) it would change nothing: the contract and the
    service refuse it, naming it, as the betting endpoint does, rather than ignore it."""
    from jsonschema import Draft202012Validator

    contract = yaml.safe_load(COMMITTED.read_text())
    title = "".join(part.title() for part in game.split("_")) + "Options"
    schema = {"$ref": f"#/components/schemas/{title}", "components": contract["components"]}
    contract_refuses = not Draft202012Validator(schema).is_valid(options)
    assert contract_refuses is (refused is not None)
    body = {"dealer": 0, "seats": [{"stack": 100}, {"stack": 100}], "events": [],
            "options": options}  # fmt: skip
    body["stakes"] = {"blinds": [1, 2]} if game in ("texas_holdem", "omaha") else {
        "ante": 1, "bring_in": 2, "small_bet": 5}  # fmt: skip
    answer = client.post(f"/v1/games/{game}/state", json=body)
    if refused is None:
        assert answer.status_code == 200, answer.get_json()
        return
    assert answer.status_code == 422
    problem = answer.get_json()
    assert list(problem["errors"]) == [f"options.{refused}"] and "rule" not in problem
    assert "leave it out" in problem["errors"][f"options.{refused}"][0]
