"""A blind game's first round asked of POST /v1/betting/actions (`round: blinds`) is the same
round as the same hand's pre-flop through POST /v1/games/texas_holdem/state: after every action
the same seat to act with the same legal actions and amounts, the same chips in, the same bet
to match; blinds one refuses, the other refuses by the same rule (RR Button and Blind Use;
RULES.md §0, §7).

A property over random tables: two to ten seats, a dealer anywhere, stacks short of a blind
now and then, the small blind, the big blind and up to two straddles (or a single blind, or a
seat posting none before them, or blinds out of order), each structure with its house rules,
and a random legal action at each turn until the round ends.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from service.app import create_app

pytestmark = pytest.mark.slow  # about 10 s of CPU: handed out first (tests/conftest.py)

BETTING = "/v1/betting/actions"
STATE = "/v1/games/texas_holdem/state"
_BETTING_EVENTS = {"fold", "check", "call", "bet", "raise", "complete"}


@cache
def client() -> FlaskClient:
    return create_app({"TESTING": True, "VERIFY_COMPILED": True}).test_client()


@st.composite
def blinds(draw: st.DrawFn) -> list[int]:
    """The blinds in the order they are posted: usually right, now and then not."""
    big = draw(st.sampled_from([2, 4, 10]))
    shape = draw(st.sampled_from(["small and big", "small and big", "single", "straddles",
                                  "none first", "out of order", "equal"]))  # fmt: skip
    if shape == "single":
        return [big]
    if shape == "straddles":
        return [big // 2, big, *[big * 2**k for k in range(1, draw(st.integers(1, 2)) + 1)]]
    if shape == "none first":
        return [0, big]
    if shape == "out of order":
        return [big, big // 2]
    if shape == "equal":
        return [big, big]
    return [big // 2, big]


@st.composite
def tables(draw: st.DrawFn) -> tuple[dict[str, Any], dict[str, Any]]:
    """The same table as a betting round and as a hold'em hand: (round, hand)."""
    posted = draw(blinds())
    seats = draw(st.integers(2, 10))
    big = max(posted)
    stacks = draw(
        st.lists(st.sampled_from([1, big // 2, big, 3 * big, 20 * big, 100 * big, 100 * big]),
                 min_size=seats, max_size=seats)
    )  # fmt: skip
    dealer = draw(st.integers(0, seats - 1))
    structure = draw(st.sampled_from(["fixed_limit", "pot_limit", "no_limit"]))
    options: dict[str, Any] = {"structure": structure}
    if structure == "fixed_limit":
        options["heads_up_raises"] = draw(
            st.sampled_from(["unlimited_if_two_at_start", "unlimited_when_heads_up", "capped"])
        )
    else:
        options["straddle_raise"] = draw(st.sampled_from(["straddle", "last_increment"]))
    round_ = {
        "round": "blinds",
        "dealer": dealer,
        "blinds": posted,
        "seats": [{"stack": stack} for stack in stacks],
        **options,
    }
    hand = {
        "dealer": dealer,
        "stakes": {"blinds": posted},
        "options": options,
        "seats": [{"stack": stack} for stack in stacks],
    }
    return round_, hand


def _legal(answer: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(m["type"], m.get("min_to"), m.get("max_to"), m.get("all_in")) for m in answer["legal"]]


def _offered(state: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [
        (e["type"], e.get("min_to"), e.get("max_to"), e.get("all_in"))
        for e in state["next_events"]
        if e["type"] in _BETTING_EVENTS
    ]


def _dealt(hand: dict[str, Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The hand's deal, each seat two cards nobody sees: the events, and the state after."""
    events: list[dict[str, Any]] = []
    for _ in range(11):
        state = client().post(STATE, json={**hand, "events": events}).get_json()
        deals = [e for e in state.get("next_events", ()) if e["type"] == "deal"]
        if not deals:
            return events, state
        events.append({"type": "deal", "seat": deals[0]["seat"], "down": ["??", "??"]})
    raise AssertionError("the deal did not end")


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables(), data=st.data())
def test_a_blind_round_is_the_pre_flop_of_the_same_hand(
    table: tuple[dict[str, Any], dict[str, Any]], data: st.DataObject
) -> None:
    round_, hand = table
    asked = client().post(BETTING, json=round_)
    first = client().post(STATE, json={**hand, "events": []})
    if first.status_code == 422:  # blinds a game refuses: refused alike, by the same rule
        assert asked.status_code == 422, asked.get_json()
        assert asked.get_json()["rule"] == first.get_json()["rule"] == "betting.blinds"
        event("blinds refused")
        return
    assert asked.status_code == 200, asked.get_json()
    events, state = _dealt(hand)
    actions: list[dict[str, Any]] = []
    for _ in range(60):
        answer = client().post(BETTING, json={**round_, "actions": actions}).get_json()
        offered = _offered(state)
        if not offered:  # the round is over (the flop is next), or the hand is
            assert answer["round_over"] and answer["legal"] == [], (answer, state)
            event(f"round over after {min(len(actions), 5)}+ actions")
            return
        assert not answer["round_over"]
        assert answer["to_act"] == state["to_act"]
        assert _legal(answer) == offered, (actions, answer, state)
        assert (answer["current_bet"], answer["raises"]) == (state["current_bet"], state["raises"])
        assert answer["in_round"] == [seat["in_round"] for seat in state["seats"]]
        move, low, high, _ = data.draw(st.sampled_from(offered))
        action: dict[str, Any] = {"seat": answer["to_act"], "type": move}
        if move in ("bet", "raise", "complete"):
            action["to"] = data.draw(st.sampled_from([low, high, (low + high) // 2]))
        actions.append(action)
        events.append(action)
        state = client().post(STATE, json={**hand, "events": events}).get_json()
    raise AssertionError("the round did not end")
