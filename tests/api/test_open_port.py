"""The app's side of "safe on an open port" (issue: safe on an open port), in process: costs
checked before work, problems capped, request ids, relative redirects, static answers with
validators and compression. The live-server side is in tests/runtime/.
"""

from __future__ import annotations

import gzip
import json
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st

from service.api.edge.costs import BUDGET, evaluate_cost
from service.api.edge.problems import MAX_PROBLEM_BYTES
from service.app import create_app, log_level

EVALUATE = "/v1/hands/evaluate"
RANKS = "23456789TJQKA"
TWO_PACKS = [r + s for r in RANKS for s in "cdhs"] * 2


@pytest.fixture
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def _omaha_like(hands: int, own: int, board: int, **extra: Any) -> dict[str, Any]:
    cards = TWO_PACKS[1::2] + TWO_PACKS[::2]
    return {
        "deck": {"packs": 2},
        "board": cards[:board],
        "use": {"hole_count": 2, "board_count": 3},
        "hands": [{"cards": cards[board + i * own : board + (i + 1) * own]} for i in range(hands)],
        **extra,
    }


def test_a_costly_evaluation_is_refused_before_any_work_naming_its_fields(
    client: FlaskClient,
) -> None:
    """The issue's 747-byte request that cost 2 s: `use` over nine-card hands, an eight-card
    board, wild ranks and a low is 422, naming hands, board and use."""
    body = _omaha_like(
        5, 9, 8, wild={"ranks": ["2", "3"]}, low={"ranking": "ace_to_five", "qualifier": 8}
    )
    response = client.post(EVALUATE, json=body)
    assert response.status_code == 422
    problem = response.get_json()
    assert set(problem["errors"]) == {"hands", "board", "use"}
    assert f"{BUDGET:,}" in problem["detail"]
    assert "rule" not in problem  # a service limit, not a rule of poker


def test_omaha_high_low_with_ten_players_is_within_budget(client: FlaskClient) -> None:
    """Real games stay well inside the budget: Big O (five hole cards, use two and three),
    ten players, high and low."""
    body = _omaha_like(10, 5, 5, low={"ranking": "ace_to_five", "qualifier": 8})
    assert client.post(EVALUATE, json=body).status_code == 200


@given(hands=st.integers(1, 11), own=st.integers(2, 9), board=st.integers(3, 8))
@settings(max_examples=30, deadline=None)
def test_the_cost_model_counts_every_five_the_exact_search_makes(
    hands: int, own: int, board: int
) -> None:
    """The model's count for `use` is the search's count: C(own, 2) x C(board, 3) per hand."""
    from math import comb

    from service.api.contract.hands import EvaluateRequestSchema

    loaded = EvaluateRequestSchema().load(_omaha_like(hands, own, board))
    assert evaluate_cost(loaded).units == hands * comb(own, 2) * comb(board, 3)


def test_a_problem_is_at_most_16_kib_with_a_count_of_the_errors_left_out(
    client: FlaskClient,
) -> None:
    """A 64 KB invalid body was answered with a 2.3 MB problem (issue). (A list longer than its
    bound is refused whole, so the errors here are many within the bound: twenty hands, each
    with nine bad cards and twenty unknown fields.)"""
    hand = {"cards": ["Zz"] * 9, **{f"{k:02}" + "x" * 40: 1 for k in range(20)}}
    body = json.dumps({"hands": [hand] * 20}).encode()
    assert len(body) <= 64 * 1024
    response = client.post(EVALUATE, data=body, content_type="application/json")
    assert response.status_code == 422
    assert len(response.get_data()) <= MAX_PROBLEM_BYTES
    problem = response.get_json()
    assert problem["more_errors"] > 0
    assert len(problem["errors"]) + problem["more_errors"] > 400


@given(st.lists(st.text(min_size=1, max_size=300), min_size=1, max_size=60))
@settings(max_examples=40, deadline=None)
def test_no_field_names_make_a_problem_larger_than_16_kib(names: list[str]) -> None:
    """Whatever unknown fields a caller sends (any text, escaped or not), the answer is capped."""
    client = create_app({"TESTING": True}).test_client()
    body = {"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "Tc"]}], **{n * 20: 1 for n in names}}
    response = client.post(EVALUATE, data=json.dumps(body), content_type="application/json")
    assert response.status_code in (400, 422)
    assert len(response.get_data()) <= MAX_PROBLEM_BYTES


def test_an_integer_of_more_than_4300_digits_is_a_400_not_a_500(client: FlaskClient) -> None:
    body = b'{"hands": [{"cards": [' + b"7" * 5000 + b"]}]}"
    response = client.post(EVALUATE, data=body, content_type="application/json")
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    assert "4,300 digits" in response.get_json()["detail"]


def test_a_request_id_is_echoed_when_plain_and_made_otherwise(client: FlaskClient) -> None:
    assert client.get("/v1/health", headers={"X-Request-ID": "abc-1"}).headers["X-Request-ID"] == (
        "abc-1"
    )
    made = client.get("/v1/health", headers={"X-Request-ID": "a b\tc"}).headers["X-Request-ID"]
    assert len(made) == 32 and made.isalnum()
    assert client.get("/nowhere").headers["X-Request-ID"]


def test_a_redirect_location_is_a_path_not_the_callers_host(client: FlaskClient) -> None:
    response = client.get("/docs", headers={"Host": "evil.example"})
    assert response.status_code == 308
    assert response.headers["Location"] == "/docs/"


@pytest.mark.parametrize("path", ["/v1/games", "/v1/rules", "/openapi.json", "/openapi.yaml"])
def test_static_answers_carry_validators_and_answer_304(client: FlaskClient, path: str) -> None:
    first = client.get(path)
    assert first.status_code == 200
    assert first.headers["Cache-Control"] == "public, max-age=300"
    etag = first.headers["ETag"]
    again = client.get(path, headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.get_data() == b""
    assert client.get(path).get_data() == first.get_data()  # kept, the same bytes


def test_rulings_are_never_cached(client: FlaskClient) -> None:
    response = client.post(EVALUATE, json={"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "Tc"]}]})
    assert response.headers["Cache-Control"] == "no-store"
    assert "ETag" not in response.headers


def test_large_answers_are_compressed_when_the_client_accepts_it(client: FlaskClient) -> None:
    plain = client.get("/v1/games")
    packed = client.get("/v1/games", headers={"Accept-Encoding": "gzip"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.get_data()) == plain.get_data()
    assert len(packed.get_data()) < len(plain.get_data()) / 4
    assert packed.headers["ETag"] != plain.headers["ETag"]  # each encoding validates alone
    again = client.get(
        "/v1/games", headers={"Accept-Encoding": "gzip", "If-None-Match": packed.headers["ETag"]}
    )
    assert again.status_code == 304


def test_log_levels_are_read_in_any_case() -> None:
    """REFEREE_LOG_LEVEL=info, the README's default in lower case, stopped the service."""
    assert log_level("info") == "INFO"
    assert create_app({"LOG_LEVEL": "warning"}).config["LOG_LEVEL"] == "warning"
    with pytest.raises(ValueError, match="not a log level"):
        log_level("loud")


def test_a_costly_evaluation_without_a_board_names_only_what_was_sent(
    client: FlaskClient,
) -> None:
    """The cost refusal named `board` when no board had been sent."""
    hands = [
        "2c 2d 2h As Kd Qh Jc 9s 8d",
        "3c 3d 3h Ad Kh Qs Jd 9h 8s",
        "2s 3s 4c Ac Kc Qd Jh 9d 8h",
        "4d 4h 4s Ah Ks Qc Js 9c 8c",
        "5c 5d 5h Tc Td Th 7c 7d 7h",
        "5s 6c 6d Ts 6h 6s 7s 9c 8c",
    ]
    body = {
        "deck": {"packs": 2},
        "wild": {"ranks": ["2", "3", "4", "5", "6"], "may_duplicate": False},
        "low": {"ranking": "ace_to_five"},
        "hands": [{"cards": hand.split()} for hand in hands],
    }
    response = client.post(EVALUATE, json=body)
    assert response.status_code == 422, response.get_json()
    assert set(response.get_json()["errors"]) == {"hands"}


@pytest.mark.parametrize("path", [EVALUATE, "/v1/disputes/exposed_at_draw"])
def test_an_empty_body_is_not_json(client: FlaskClient, path: str) -> None:
    """An empty body sent as JSON was read as `{}`: an operation whose fields all have
    defaults answered it with a ruling. It is no JSON value (RFC 8259): a 400."""
    response = client.post(path, data=b"", content_type="application/json")
    assert response.status_code == 400
    assert "the body is empty" in response.get_json()["detail"]


@pytest.mark.parametrize("coding", ["gzip", "br", "deflate"])
def test_a_body_with_a_content_coding_is_a_415(client: FlaskClient, coding: str) -> None:
    """RFC 9110 §15.5.16: the service reads bodies as sent; a plain body labelled gzip was
    ruled on as if decoded. Refused on the direct route and through Flask alike."""
    body = json.dumps({"hands": [{"cards": ["As", "Kd", "Qh", "Jc", "9s"]}]}).encode()
    for path in (EVALUATE, "/v1/pots/settle"):
        response = client.post(
            path, data=body, content_type="application/json", headers={"Content-Encoding": coding}
        )
        assert response.status_code == 415, path
        assert list(response.get_json()["errors"]) == ["Content-Encoding"]
