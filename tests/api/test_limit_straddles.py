"""A straddle in fixed limit (rule ``betting.fixed-limit``; RULES.md §0 fixed limit, §7 the
blinds): a straddle is a blind raise, and a fixed-limit raise is one bet, so each straddle is
one big blind over the blind before it. Pot and no limit take any straddle of at least the
blind before it (RULES.md §7 forced bets as PHH writes them)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient


def _hand(blinds: list[int], structure: str) -> dict[str, Any]:
    seats = len(blinds) + 1
    return {
        "dealer": 0,
        "stakes": {"blinds": blinds},
        "options": {"structure": structure},
        "seats": [{"stack": 100}] * seats,
        "events": [{"type": "deal", "seat": s, "down": ["??", "??"]} for s in range(seats)],
    }


@pytest.mark.parametrize("blinds", [[1, 2, 4], [1, 2, 4, 6], [0, 1, 2, 4]])
def test_a_straddle_of_one_bet_stands_in_fixed_limit(
    client: FlaskClient, blinds: list[int]
) -> None:
    """2, 4, 6: each straddle one bet over the blind before it; the next player calls the last
    or raises one bet more."""
    answer = client.post("/v1/games/texas_holdem/state", json=_hand(blinds, "fixed_limit"))
    assert answer.status_code == 200, answer.get_json()
    offers = {offer["type"]: offer for offer in answer.get_json()["next_events"]}
    assert offers["raise"]["min_to"] == blinds[-1] + 2


@pytest.mark.parametrize(("blinds", "wrong"), [([1, 2, 3], 2), ([1, 2, 4, 8], 3)])
def test_a_straddle_off_the_bet_is_refused_in_fixed_limit(
    client: FlaskClient, blinds: list[int], wrong: int
) -> None:
    """A straddle of 3 over a big blind of 2 would make every later raise off the limit."""
    answer = client.post("/v1/games/texas_holdem/state", json=_hand(blinds, "fixed_limit"))
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["rule"] == "betting.fixed-limit"
    assert list(problem["errors"]) == [f"stakes.blinds.{wrong}"]


def test_no_limit_takes_a_straddle_of_any_size(client: FlaskClient) -> None:
    """No limit: a straddle of 3 over 2 stands; the least raise is as option straddle_raise
    says."""
    answer = client.post("/v1/games/texas_holdem/state", json=_hand([1, 2, 3], "no_limit"))
    assert answer.status_code == 200, answer.get_json()


def test_a_second_big_blind_is_no_straddle(client: FlaskClient) -> None:
    """RR Button and Blind Use ("there may be more than one big blind"): a blind equal to the
    big blind, a player posting to come in, raises nothing and stands in fixed limit."""
    answer = client.post("/v1/games/texas_holdem/state", json=_hand([1, 2, 2], "fixed_limit"))
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["raises"] == 0


@pytest.mark.parametrize(
    ("blinds", "options", "wrong"),
    [([1, 2, 4, 6, 8, 10], {}, 5), ([1, 2, 4, 6], {"max_raises": 1}, 3)],
)
def test_straddles_are_raises_within_the_cap(
    client: FlaskClient, blinds: list[int], options: dict[str, Any], wrong: int
) -> None:
    """RULES.md §0 fixed limit, rule ``betting.cap``: a bet and three raises (or the table's
    max_raises); straddles are raises, so a fourth straddle passes the cap."""
    body = _hand(blinds, "fixed_limit")
    body["options"] |= options
    answer = client.post("/v1/games/texas_holdem/state", json=body)
    assert answer.status_code == 422
    problem = answer.get_json()
    assert (problem["rule"], list(problem["errors"])) == ("betting.cap", [f"stakes.blinds.{wrong}"])
