"""Two packs make hands one pack cannot (RULES.md §0: some games use two packs; with wild cards
five of a kind ranks above a straight flush): under every ranking system the evaluate endpoint
rules on five of one rank from two packs, or refuses it naming a rule, never a 500. Short-deck
once answered 500 (its categories had no five of a kind)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from service.app import create_app
from service.rules.ranking.systems import ALL_SYSTEMS

FIVE_KINGS = ["Kc", "Kd", "Kh", "Ks", "Kc"]


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True, "VERIFY_COMPILED": True}).test_client()


@pytest.mark.parametrize("system", sorted(s.value for s in ALL_SYSTEMS))
@pytest.mark.parametrize("board", [[], ["Ks", "Kd", "Jc", "Tc", "Qd"]])
def test_five_of_one_rank_from_two_packs_is_ruled_or_refused_by_a_rule(
    client: FlaskClient, system: str, board: list[str]
) -> None:
    hands = [
        {"cards": FIVE_KINGS[:4] if board else FIVE_KINGS},
        {"cards": ["Ac", "Ad", "Qc", "Jd"]},
    ]
    body = {"ranking": system, "deck": {"packs": 2}, "board": board, "hands": hands}
    answer = client.post("/v1/hands/evaluate", json=body)
    assert answer.status_code in (200, 422), answer.get_data(as_text=True)
    if answer.status_code == 422:
        assert answer.get_json().get("rule"), answer.get_json()
        return
    ruled = answer.get_json()["hands"][0]
    assert ruled["description"], ruled


def test_short_deck_five_kings_beat_a_straight_flush(client: FlaskClient) -> None:
    """RULES.md §0 and §7 (short deck): five of a kind, from two packs, tops every category."""
    straight_flush = ["9h", "Th", "Jh", "Qh", "Kh"]
    hands = [{"cards": FIVE_KINGS}, {"cards": straight_flush}]
    body = {"ranking": "short_deck", "deck": {"packs": 2}, "hands": hands}
    answer = client.post("/v1/hands/evaluate", json=body).get_json()
    assert answer["hands"][0]["category"] == "five_of_a_kind", answer
    assert answer["winners"] == [0]
