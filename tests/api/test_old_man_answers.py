"""Old Man's settlement driven through POST /v1/games/old_man/settle on generated showdowns
(RULES.md §0 table stakes, §5; S4): every answer keeps the chips, pays no folded seat and no
losing go, leaves nobody below zero, and matches the committed contract."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from flask.testing import FlaskClient
from hand_notation import request
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from service.app import create_app
from service.rules.cards import FULL_PACK

CONTRACT = Path(__file__).parents[2] / "openapi.yaml"
HANDS = Path(__file__).parents[1] / "rules" / "hands" / "old_man.json"
PACK = [str(card) for card in FULL_PACK]


@cache
def validator(component: str) -> Draft202012Validator:
    """A validator for one response schema of the committed contract."""
    components = yaml.safe_load(CONTRACT.read_text())["components"]
    return Draft202012Validator({"$ref": f"#/components/schemas/{component}",
                                 "components": components})  # fmt: skip


@cache
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def mirror(old_man: list[str], taken: set[str]) -> list[str] | None:
    """The old man's ranks in other suits, to tie him (for low at least), if the cards are
    free."""
    out = []
    for card in old_man:
        rank, suit = card[0], card[1]
        free = [f"{rank}{s}" for s in "cdhs" if s != suit and f"{rank}{s}" not in taken]
        if not free:
            return None
        out.append(free[0])
        taken.add(free[0])
    return out


@st.composite
def showdowns(draw: st.DrawFn) -> dict[str, Any]:
    count = draw(st.integers(2, 7))
    deck: list[str] = draw(st.permutations(PACK))
    centre, old_man, rest = deck[0], deck[1:7], deck[7:]
    tie = mirror(old_man, {centre, *old_man}) if draw(st.booleans()) else None
    if tie:
        rest = [c for c in rest if c not in tie]
    seats = []
    for _ in range(count):
        declaration = draw(st.sampled_from([None, "high", "low", "both"]))
        go = declaration is not None and draw(st.booleans())
        stack = draw(st.one_of(st.just(0), st.integers(1, 5), st.integers(0, 300)))
        row: dict[str, Any] = {"go": go, "stack": stack}
        if declaration is not None:  # a player no longer in declares nothing: left out
            row["declaration"] = declaration
        if go and tie:
            row["cards"], tie = tie, None
        elif go:
            row["cards"], rest = rest[:6], rest[6:]
        seats.append(row)
    options: dict[str, Any] = {
        "last_hand": draw(st.booleans()),
        "old_man_tie": draw(st.sampled_from(["old_man", "player"])),
        "match_cap": draw(st.none() | st.integers(1, 60)),
    }
    return {
        "dealer": draw(st.integers(0, count - 1)),
        "pot": draw(st.integers(1, 500)),
        "centre": centre,
        "old_man": old_man,
        "seats": seats,
        "options": options,
    }


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(showdowns())
def test_old_man_table_stakes_rules_s5_every_settle_answer_keeps_the_chips_and_the_contract(
    body: dict[str, Any],
) -> None:
    """RULES.md §5: chips conserved exactly (every `ends_with` plus the next pot, `carry.amount`,
    is every `stack` plus the pot; the next pot is the matches and what nobody won), nobody
    below zero, no folded seat and no losing go paid; and the answer is valid against the
    contract's OldManSettleResponse."""
    response = client().post("/v1/games/old_man/settle", json=body)
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    errors = [e.message for e in validator("OldManSettleResponse").iter_errors(answer)]
    assert not errors
    seats, matching = answer["seats"], answer["old_man"]["matching"]
    next_pot = answer["carry"]["amount"] if "carry" in answer else 0
    assert next_pot == sum(matching["matches"]) + answer["carried_over"]
    assert sum(s["ends_with"] for s in seats) + next_pot == (
        sum(s["stack"] for s in body["seats"]) + body["pot"]
    )
    assert all(s["ends_with"] >= 0 for s in seats)
    for seat, given_seat in zip(seats, body["seats"], strict=True):
        assert seat["matched"] <= given_seat["stack"]
    unpaid = {s["seat"] for s in seats if s["declaration"] is None} | set(matching["losers"])
    for seat in unpaid:
        assert (seats[seat]["won"], seats[seat]["received"]) == (0, 0)
    for part in matching["parts"]:
        assert not set(part["winners"]) & unpaid


def test_old_man_mirror_ties_the_old_man_for_low() -> None:
    """The generator's tie: the old man's ranks in other suits make the same low."""
    old_man = ["2d", "3d", "6h", "8s", "Ad", "Ac"]
    cards = mirror(old_man, {"5s", *old_man})
    assert cards is not None
    assert sorted(c[0] for c in cards) == sorted(c[0] for c in old_man)
    assert not set(cards) & set(old_man)


def test_old_man_last_hand_s4_had_ashley_lost_the_state_answer_keeps_the_contract() -> None:
    """S4's last round, with an old man who makes a royal flush (A♦ K♦ Q♦ J♦ 10♦) and beats
    Ashley's four aces: "Had he lost, the pot of $36 would have been divided up among all of
    the players". RULES.md §5: Ashley, a both go who failed, gets nothing; the high half goes
    to the five who declared high and stopped, the low half nobody else declared is divided
    among the players still in who lost no go; each half's odd chips from the dealer's left.
    The answer, its divided part included, is valid against the contract."""
    case = json.loads(HANDS.read_text())["cases"][1]
    assert case["name"] == "old-man-s4-last-hand"
    events = [*case["events"][:-1], "old_man Ad Kd Qd Jd Td 3s"]
    response = client().post("/v1/games/old_man/state", json=request(case | {"events": events}))
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    assert not [e.message for e in validator("StateResponse").iter_errors(answer)]
    matching = answer["old_man"]["matching"]
    assert [p["outcome"] for p in matching["parts"]] == ["shared", "divided"]
    assert matching["failed_both"] == [5]
    assert [s["won"] for s in answer["result"]["seats"]] == [8, 8, 8, 6, 6, 0]
    assert [s["direction"] for s in answer["result"]["pots"][0]["shares"]] == ["high", "low"]
    assert matching["transfers"] == []
    assert "carry" not in answer  # the last hand leaves nothing for a next one
