"""Answers written by orjson (service/api/edge/encoding.py) read back as the standard library's.

DESIGN.md, the contract: an answer is JSON whose meaning does not depend on the writer. Checked
on arbitrary JSON values (with integers beyond 64 bits, non-ASCII and lone surrogates, which
orjson refuses and the standard library writes) and, under ``VERIFY_COMPILED``, on every answer
the API tests receive.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from hypothesis import given
from hypothesis import strategies as st

from service.api.edge.encoding import AnswerJSONProvider
from service.app import create_app

_APP = create_app({"TESTING": True, "VERIFY_COMPILED": True})

_JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@given(_JSON_VALUES)
def test_any_json_value_reads_back_as_written(value: Any) -> None:
    provider = AnswerJSONProvider(_APP)
    with _APP.app_context():
        body = provider.response(value).get_data()
    assert json.loads(body) == value
    assert json.loads(provider.dumps(value)) == value
    assert body.endswith(b"\n")


def test_answers_are_compact_json_in_the_order_written(app: Flask) -> None:
    provider = AnswerJSONProvider(app)
    with app.app_context():
        response = provider.response({"b": 1, "a": ["é", 2**70]})
    assert response.mimetype == "application/json"
    # 2**70 is beyond orjson: the standard library writes the whole answer, escaping é.
    assert response.get_data() == b'{"b":1,"a":["\\u00e9",1180591620717411303424]}\n'
    with app.app_context():
        assert provider.response({"b": "é"}).get_data() == '{"b":"é"}\n'.encode()


def test_a_hand_id_orjson_cannot_write_is_echoed(client: FlaskClient) -> None:
    """The contract (``HandInSchema.id``, "echoed back"): a hand's id is the caller's, and any
    JSON string comes back as it was sent."""
    body = '{"hands": [{"name": "\\ud800 ♠", "cards": ["As","Ks","Qs","Js","Ts"]}]}'
    response = client.post("/v1/hands/evaluate", data=body, content_type="application/json")
    assert response.status_code == 200, response.get_data(as_text=True)
    assert json.loads(response.get_data())["hands"][0]["name"] == "\ud800 ♠"
