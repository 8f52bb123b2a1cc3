# ruff: noqa: E501, PLR0917 - the catalogue reads best as a table, one request a line
"""A catalogue of hostile and malformed requests: each gets a 4xx problem naming the problem.

Never a 500. No time is asserted here (a busy machine would break it): the server time of the
costliest hostile bodies (nesting 64 KB deep, long integers, 64 KB of errors) is compared with
ordinary requests' in ``tests/runtime/test_costs.py``, and speed is measured under bench/.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient

EVALUATE, SETTLE, BETTING = "/v1/hands/evaluate", "/v1/pots/settle", "/v1/betting/actions"
HAND = ["As", "Kd", "Qh", "Jc", "9s"]
SEATS = [
    {"contributed": 5, "cards": HAND},
    {"contributed": 5, "cards": ["2c", "3d", "4h", "5s", "7c"]},
]
STUD = "/v1/games/seven_card_stud/state"
TABLE = {
    "dealer": 0,
    "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10},
    "seats": [{"stack": 100}, {"stack": 100}],
}
COUNTERBLUFF = "/v1/games/counterbluff/state"
ROUND = {
    "round": "seat",
    "structure": "no_limit",
    "bet": 10,
    "first": 0,
    "seats": [{"stack": 100}, {"stack": 100}],
}


def _json(body: Any) -> bytes:
    return json.dumps(body).encode()


# (name, method, path, raw body or None, content type, expected status)
CASES: list[tuple[str, str, str, bytes | None, str | None, int]] = [
    ("deeply nested arrays", "POST", EVALUATE, b"[" * 30_000 + b"]" * 30_000, "application/json", 400),
    ("deeply nested objects", "POST", EVALUATE, b'{"a":' * 9_000 + b"1" + b"}" * 9_000, "application/json", 400),
    ("NaN", "POST", SETTLE, b'{"dealer": NaN, "seats": []}', "application/json", 400),
    ("Infinity", "POST", SETTLE, b'{"dealer": 0, "seats": [{"contributed": Infinity}]}', "application/json", 400),
    ("-Infinity", "POST", BETTING, b'{"bet": -Infinity}', "application/json", 400),
    ("a number past float range", "POST", SETTLE, b'{"dealer": 0, "seats": [{"contributed": 1e400}]}', "application/json", 422),
    ("a huge integer", "POST", SETTLE, _json({"dealer": 0, "seats": [{"contributed": 10**40}]}), "application/json", 422),
    ("a negative amount", "POST", SETTLE, _json({"dealer": 0, "seats": [{"contributed": -1}]}), "application/json", 422),
    ("a fractional amount", "POST", SETTLE, _json({"dealer": 0, "seats": [{"contributed": 10.5}]}), "application/json", 422),
    ("a boolean as a number", "POST", BETTING, _json({**ROUND, "bet": True}), "application/json", 422),
    ("a negative dealer", "POST", SETTLE, _json({"dealer": -1, "seats": SEATS}), "application/json", 422),
    ("a dealer not at the table", "POST", SETTLE, _json({"dealer": 5, "seats": SEATS}), "application/json", 422),
    ("eleven seats", "POST", SETTLE, _json({"dealer": 0, "seats": [SEATS[0]] * 11}), "application/json", 422),
    ("an unknown declaration", "POST", SETTLE, _json({"dealer": 0, "seats": [{**SEATS[0], "declaration": "sideways"}]}), "application/json", 422),
    ("a string of 60 KB as a card", "POST", EVALUATE, _json({"hands": [{"cards": ["A" * 60_000]}]}), "application/json", 422),
    ("a body of megabytes", "POST", EVALUATE, _json({"hands": [{"cards": ["A" * 3_000_000]}]}), "application/json", 413),
    ("ten thousand cards", "POST", EVALUATE, _json({"hands": [{"cards": ["As"] * 10_000}]}), "application/json", 422),
    ("the same card in two hands", "POST", EVALUATE, _json({"hands": [{"cards": HAND}, {"cards": HAND}]}), "application/json", 422),
    ("a third copy in a two-pack deck", "POST", EVALUATE, _json({"deck": {"packs": 2}, "hands": [{"cards": HAND}, {"cards": HAND}, {"cards": HAND}]}), "application/json", 422),
    ("three packs", "POST", EVALUATE, _json({"deck": {"packs": 3}, "hands": [{"cards": HAND}]}), "application/json", 422),
    ("too many jokers in the deck", "POST", EVALUATE, _json({"deck": {"jokers": 5}, "hands": [{"cards": HAND}]}), "application/json", 422),
    ("more jokers than the deck holds", "POST", EVALUATE, _json({"deck": {"jokers": 1}, "wild": {}, "hands": [{"cards": ["Jk", "Jk", "As", "Kd", "Qh"]}]}), "application/json", 422),
    ("a joker listed as a wild card", "POST", EVALUATE, _json({"wild": {"cards": ["Jk"]}, "hands": [{"cards": HAND}]}), "application/json", 422),
    ("a wild rank that is not a rank", "POST", EVALUATE, _json({"wild": {"ranks": ["1"]}, "hands": [{"cards": HAND}]}), "application/json", 422),
    ("a rank listed twice", "POST", EVALUATE, _json({"wild": {"ranks": ["2", "2"]}, "hands": [{"cards": HAND}]}), "application/json", 422),
    ("an unknown field", "POST", EVALUATE, _json({"hands": [{"cards": HAND}], "colour": "red"}), "application/json", 422),
    ("hands as a string", "POST", EVALUATE, _json({"hands": "As Kd Qh Jc 9s"}), "application/json", 422),
    ("cards as numbers", "POST", EVALUATE, _json({"hands": [{"cards": [1, 2, 3, 4, 5]}]}), "application/json", 422),
    ("a card that is not a card", "POST", EVALUATE, _json({"hands": [{"cards": ["A🂡", "Kd", "Qh", "Jc", "9s"]}]}), "application/json", 422),
    ("a ranking in the wrong case", "POST", EVALUATE, _json({"ranking": "HIGH", "hands": [{"cards": HAND}]}), "application/json", 422),
    ("a qualifier out of range", "POST", EVALUATE, _json({"ranking": "ace_to_five", "qualifier": 99, "hands": [{"cards": HAND}]}), "application/json", 422),
    ("twenty-one hands", "POST", EVALUATE, _json({"hands": [{"cards": HAND}] * 21}), "application/json", 422),
    ("a board of nine cards", "POST", EVALUATE, _json({"board": ["2c"] * 9, "hands": [{"cards": ["As"]}]}), "application/json", 422),
    ("exact counts that cannot be met", "POST", EVALUATE, _json({"board": ["2c", "3c"], "use": {"hole_count": 3, "board_count": 2}, "hands": [{"cards": ["As", "Kd"]}]}), "application/json", 422),
    ("a JSON null body", "POST", EVALUATE, b"null", "application/json", 422),
    ("a JSON array body", "POST", SETTLE, b"[]", "application/json", 422),
    ("an empty JSON body", "POST", BETTING, b"", "application/json", 400),  # no JSON value at all (RFC 8259)
    ("invalid UTF-8", "POST", EVALUATE, b'{"hands": "\xff\xfe"}', "application/json", 400),
    ("an unknown field named with a lone surrogate", "POST", EVALUATE, b'{"\\ud800": 1, "hands": [{"cards": ["As"]}]}', "application/json", 422),
    ("a card that is a lone surrogate", "POST", EVALUATE, b'{"hands": [{"cards": ["\\udfff"]}]}', "application/json", 422),
    ("truncated JSON", "POST", SETTLE, b'{"dealer": 0, "seats": [', "application/json", 400),
    ("plain text", "POST", EVALUATE, b"As Kd Qh Jc 9s", "text/plain", 415),
    ("a form", "POST", SETTLE, b"dealer=0", "application/x-www-form-urlencoded", 415),
    ("no content type", "POST", BETTING, b"{}", None, 415),
    ("a thousand betting actions", "POST", BETTING, _json({**ROUND, "actions": [{"seat": 0, "type": "check"}] * 1000}), "application/json", 422),
    ("an action from a seat not at the table", "POST", BETTING, _json({**ROUND, "actions": [{"seat": 9, "type": "check"}]}), "application/json", 422),
    ("a bet beyond any stack", "POST", BETTING, _json({**ROUND, "bet": 10**18}), "application/json", 422),
    ("an unknown action", "POST", BETTING, _json({**ROUND, "actions": [{"seat": 0, "type": "shove"}]}), "application/json", 422),
    ("two thousand game events", "POST", STUD, _json({**TABLE, "events": [{"type": "fold", "seat": 0}] * 2000}), "application/json", 422),
    ("six hundred events that cannot happen", "POST", STUD, _json({**TABLE, "events": [{"type": "ante", "seat": 0, "amount": 1}] * 600}), "application/json", 422),
    ("a stack of 10**30 chips", "POST", STUD, _json({**TABLE, "seats": [{"stack": 10**30}, {"stack": 100}], "events": []}), "application/json", 422),
    ("events as an object", "POST", STUD, _json({**TABLE, "events": {"type": "fold"}}), "application/json", 422),
    ("an event of an unknown type", "POST", STUD, _json({**TABLE, "events": [{"type": "shuffle", "seat": 0}]}), "application/json", 422),
    ("a game that does not exist", "POST", "/v1/games/strip-poker/state", _json(TABLE), "application/json", 404),
    ("three thousand Counterbluff events", "POST", COUNTERBLUFF, _json({"dealer": 0, "events": [{"type": "draw"}] * 3000}), "application/json", 422),
    ("NaN in an Old Man settlement", "POST", "/v1/games/old_man/settle", b'{"pot": NaN}', "application/json", 400),
    ("a NUL in a rule id", "GET", "/v1/rules/high%00wheel", None, None, 404),
    ("a rule id of 5000 characters", "GET", "/v1/rules/" + "x" * 5000, None, None, 404),
    ("PUT on settle", "PUT", SETTLE, _json({}), "application/json", 405),
    ("POST on health", "POST", "/v1/health", b"{}", "application/json", 405),
    ("DELETE on betting", "DELETE", BETTING, None, None, 405),
]  # fmt: skip


@pytest.mark.parametrize(
    ("method", "path", "body", "content_type", "status"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_hostile_request_gets_a_problem(
    client: FlaskClient,
    method: str,
    path: str,
    body: bytes | None,
    content_type: str | None,
    status: int,
) -> None:
    headers = {"Content-Type": content_type} if content_type else {}
    response = client.open(path, method=method, data=body, headers=headers)
    assert response.status_code == status, response.get_data(as_text=True)[:500]
    assert response.mimetype == "application/problem+json"
    problem = response.get_json(force=True)
    assert problem["status"] == status
    assert problem["detail"]
    if status == 422:
        assert problem["errors"], "a 422 names the field"


def test_the_catalogue_is_at_least_forty_requests() -> None:
    assert len(CASES) >= 40
