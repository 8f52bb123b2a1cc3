"""One problem of each kind, exactly as a person reads it (tests/api/error_cases/*.json).

Each file holds a request and the whole problem the service answers. To write the files again
after a deliberate change of wording: ``.venv/bin/python -m tests.api.test_errors_golden``, then
read the difference before committing it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final

import pytest
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.app import create_app

CASES: Final = Path(__file__).parent / "error_cases"
FIVE: Final = ["As", "Kd", "Qh", "Jc", "9s"]
TWO_PACKS: Final = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"] * 2
STAKES: Final = {"ante": 1, "bring_in": 4, "small_bet": 10, "big_bet": 20}
SEATS: Final = [{"name": "Ann", "stack": 200}, {"name": "Bob", "stack": 200}]


def _evaluate(body: Any) -> dict[str, Any]:
    return {"method": "POST", "path": "/v1/hands/evaluate", "json": body}


def _stud(events: list[dict[str, Any]]) -> dict[str, Any]:
    body = {"dealer": 1, "stakes": STAKES, "seats": SEATS, "events": events}
    return {"method": "POST", "path": "/v1/games/seven_card_stud/state", "json": body}


_ANTES: Final = [{"type": "ante", "seat": 0, "amount": 1}, {"type": "ante", "seat": 1, "amount": 1}]

REQUESTS: Final[dict[str, tuple[str, dict[str, Any]]]] = {
    "wrong_type": (
        "A field of the wrong JSON type: the cards as one string.",
        _evaluate({"hands": [{"cards": "As Kd"}]}),
    ),
    "missing": ("A required field left out.", _evaluate({"hands": [{"name": "Ann"}]})),
    "unknown_field": (
        "A field the object does not have.",
        _evaluate({"hands": [{"cards": FIVE, "seat": 1}]}),
    ),
    "field_of_another_game": (
        "A field of another game's hand: only Jacks or Better counts the deals passed out "
        "before this one (its house rule passed_out, RULES.md §2).",
        {
            "method": "POST",
            "path": "/v1/games/texas_holdem/state",
            "json": {
                "dealer": 0,
                "stakes": {"blinds": [1, 2]},
                "seats": SEATS,
                "passed_out_deals": 1,
            },
        },
    ),
    "out_of_range": (
        "A number outside its range: three packs.",
        _evaluate({"deck": {"packs": 3}, "hands": [{"cards": FIVE}]}),
    ),
    "not_a_choice": (
        "A value outside the field's choices.",
        _evaluate({"ranking": "lowball", "hands": [{"cards": FIVE}]}),
    ),
    "too_long": (
        "A list longer than the field allows: ten cards in one hand.",
        _evaluate({"hands": [{"cards": TWO_PACKS[:40:4]}]}),
    ),
    "null": ("null where a value is needed.", _evaluate({"hands": [{"cards": None}]})),
    "card_spelling": (
        "A card in a spelling the contract does not use: 10h for Th.",
        _evaluate({"hands": [{"cards": ["As", "10h", "Kd", "Qc", "Js"]}]}),
    ),
    "not_a_card": (
        "Text that is no card.",
        _evaluate({"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "1x"]}]}),
    ),
    "repeated_item": (
        "A list that must not repeat an item, repeating one.",
        _evaluate({"wild": {"ranks": ["2", "2"]}, "hands": [{"cards": FIVE}]}),
    ),
    "not_an_object": ("A body that is a list, not an object.", _evaluate([FIVE])),
    "many_fields": (
        "Many fields wrong at once: the detail names the first three and counts the rest.",
        _evaluate({"ranking": 1, "qualifier": "8", "deck": [], "wild": 2, "hands": {}}),
    ),
    "unknown_event": (
        "An event of a type the game does not have.",
        _stud([*_ANTES, {"type": "check_raise", "seat": 0}]),
    ),
    "house_rules_without_a_game": (
        "House rules given without the game they belong to.",
        _evaluate({"options": {"burn_cards": True}, "hands": [{"cards": FIVE}]}),
    ),
    "rule_duplicate_card": (
        "A rule of poker broken: the same card in two hands.",
        _evaluate({"hands": [{"cards": FIVE}, {"cards": ["As", "2d", "3c", "4h", "5s"]}]}),
    ),
    "rule_hand_order": (
        "A rule of the hand broken: a fold before the cards are dealt.",
        _stud([*_ANTES, {"type": "fold", "seat": 0}]),
    ),
    "rule_not_your_step": (
        "A rule of the hand broken: the flop turned while the blinds' round is still on; the "
        "answer says whose turn it is.",
        {
            "method": "POST",
            "path": "/v1/games/texas_holdem/state",
            "json": {
                "dealer": 0,
                "stakes": {"blinds": [1, 2]},
                "seats": [{"name": n, "stack": 100} for n in ("Ann", "Bob", "Cy")],
                "events": [
                    {"type": "deal", "seat": 1, "down": ["As", "Kd"]},
                    {"type": "deal", "seat": 2, "down": ["7c", "7h"]},
                    {"type": "deal", "seat": 0, "down": ["Qs", "Jd"]},
                    {"type": "community", "card": "2c"},
                ],
            },
        },
    ),
    "rule_no_ante": (
        "A rule of the hand broken: an ante at a table whose stakes have none.",
        {
            "method": "POST",
            "path": "/v1/games/razz/state",
            "json": {
                "dealer": 0,
                "stakes": {"bring_in": 2, "small_bet": 5},
                "seats": [{"name": "Ann", "stack": 100}, {"name": "Bob", "stack": 100}],
                "events": [{"type": "ante", "seat": 1, "amount": 1}],
            },
        },
    ),
    "cost_limit": (
        "A request within the contract that would cost more than any request may.",
        _evaluate(
            {
                "deck": {"packs": 2},
                "wild": {"ranks": list("23456789T"), "may_duplicate": False},
                "use": {"hole_count": 2, "board_count": 3},
                "board": TWO_PACKS[90:95],
                "hands": [{"cards": TWO_PACKS[i * 9 : i * 9 + 9]} for i in range(10)],
            }
        ),
    ),
    "not_json": (
        "A body that is not JSON.",
        {
            "method": "POST",
            "path": "/v1/hands/evaluate",
            "data": '{"hands": [}',
            "content_type": "application/json",
        },
    ),
    "not_json_content_type": (
        "A body sent as another content type.",
        {
            "method": "POST",
            "path": "/v1/hands/evaluate",
            "data": "hands=As",
            "content_type": "text/plain",
        },
    ),
    "too_large": (
        "A body over the size limit (65,537 spaces).",
        {
            "method": "POST",
            "path": "/v1/hands/evaluate",
            "repeat": [" ", 65537],
            "content_type": "application/json",
        },
    ),
    "no_such_path": ("A path the service does not serve.", {"method": "GET", "path": "/v2/hands"}),
    "no_such_game": (
        "A game the service does not know.",
        {"method": "GET", "path": "/v1/games/pineapple"},
    ),
    "wrong_method": (
        "A method the path does not take.",
        {"method": "GET", "path": "/v1/pots/settle"},
    ),
}


def _send(client: FlaskClient, request: dict[str, Any]) -> TestResponse:
    data: Any = request.get("data")
    if "repeat" in request:
        text, times = request["repeat"]
        data = text * times
    return client.open(
        request["path"],
        method=request["method"],
        json=request.get("json"),
        data=data,
        content_type=request.get("content_type"),
    )


def _files() -> list[Path]:
    return sorted(CASES.glob("*.json"))


def test_every_kind_has_its_file() -> None:
    assert {path.stem for path in _files()} == set(REQUESTS)


@pytest.mark.parametrize("path", _files(), ids=lambda path: path.stem)
def test_a_person_reads_exactly_this(client: FlaskClient, path: Path) -> None:
    case = json.loads(path.read_text(encoding="utf-8"))
    response = _send(client, case["request"])
    assert response.status_code == case["status"]
    assert response.mimetype == "application/problem+json"
    assert response.get_json() == case["problem"], json.dumps(
        response.get_json(), indent=2, ensure_ascii=False
    )


def write_cases() -> None:
    """Write every case file from what the service answers now."""
    client = create_app({"TESTING": True}).test_client()
    CASES.mkdir(exist_ok=True)
    for name, (about, request) in REQUESTS.items():
        response = _send(client, request)
        case = {
            "about": about,
            "request": request,
            "status": response.status_code,
            "problem": response.get_json(),
        }
        text = json.dumps(case, indent=2, ensure_ascii=False) + "\n"
        (CASES / f"{name}.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write_cases()
