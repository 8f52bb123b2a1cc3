"""What a hand leaves to the next deal is said once, in every game: the state's ``carry``
(RULES.md §0 failed pigs, §2 passed-out deals, §5 Old Man's matched pot). Each carry here is
then sent on as the next deal's setup, which must ask for exactly the antes the carry named."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final

import hand_notation
import pytest
from flask.testing import FlaskClient

OLD_MAN_HANDS: Final = Path(__file__).parents[1] / "rules" / "hands" / "old_man.json"


def _state(client: FlaskClient, game: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(f"/v1/games/{game}/state", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def _ends(answer: dict[str, Any]) -> list[int]:
    """Each seat's chips once the hand is over: behind him, what the pots pay him, and in Old
    Man less his match (RULES.md §5)."""
    ends = [seat["stack"] for seat in answer["seats"]]
    if answer["result"] is not None:
        for out in answer["result"]["seats"]:
            ends[out["seat"]] += out["won"] + out["refunded"]
    matching = (answer.get("old_man") or {}).get("matching") or {"matches": [0] * len(ends)}
    return [chips - match for chips, match in zip(ends, matching["matches"], strict=True)]


def _next_deal(client: FlaskClient, game: str, body: dict[str, Any]) -> dict[str, Any]:
    """The next deal as the carry says to deal it, before anyone acts: the seats that still
    have chips, each with what he ended with (a seat out of chips leaves the table)."""
    answer = _state(client, game, body)
    carry = answer["carry"]
    # Each seat says the chips it deals the next hand with: what its parts add up to, and with
    # the carry every chip the hand started with (RULES.md §0).
    ends = [seat["ends_with"] for seat in answer["seats"]]
    assert ends == _ends(answer)
    started = sum(seat["stack"] for seat in body["seats"]) + body.get("carried_pot", 0)
    assert sum(ends) + carry["amount"] == started
    playing = [seat for seat, chips in enumerate(ends) if chips > 0]
    following = body | {
        "seats": [{"stack": ends[seat]} for seat in playing],
        "dealer": playing.index(carry["next_dealer"]),
        "carried_pot": carry["amount"],
        "events": [],
    }
    for told in ("passed_out_deals", "carried_pot_matched"):
        if told in carry:
            following[told] = carry[told]
    dealt = _state(client, game, following)
    asked = [
        {"seat": playing[offer["seat"]], "amount": offer["amount"]}
        for offer in dealt["next_events"]
        if offer["type"] == "ante"
    ]
    assert asked == carry["antes"], (carry, dealt["next_events"])
    assert dealt["pot"] == carry["amount"]
    return carry


def _ante_and_deal(seats: int, ante: int, hands: list[str]) -> list[dict[str, Any]]:
    return [
        *({"type": "ante", "seat": s, "amount": ante} for s in range(seats)),
        *({"type": "deal", "seat": s, "down": hands[s].split()} for s in range(seats)),
    ]


def test_every_declarer_a_failed_both_leaves_the_pot_and_the_next_antes(
    client: FlaskClient,
) -> None:
    """RULES.md §0 (option failed_pigs = carry_over, the default): in this Elimination hand
    (a random walk's) the two left both declare both and neither wins both ways, so the main pot
    of 18 stays; the side pot of 17 is Cy's alone. The next deal, dealt by the seat on the left,
    asks the ante of every seat that still has chips, as usual."""
    reveals = {1: ["Ks"], 2: ["5d"], 3: ["9d", "5s", "Jc", "9h", "8h"]}
    events = [
        *_ante_and_deal(6, 2, [
            "4s Qc Qs Jd 7s", "Kd Js Ac 6h 2s", "Ts 7c 4d As 6s",
            "Th Kc 9c 9s 3s", "Jh 6c 3h 8c Qh", "5c 4h Ad Td 3d",
        ]),
        {"type": "check", "seat": 5}, {"type": "bet", "seat": 0, "to": 2},
        {"type": "raise", "seat": 1, "to": 4}, {"type": "call", "seat": 2, "to": 4},
        {"type": "call", "seat": 3}, {"type": "call", "seat": 4, "to": 4},
        {"type": "call", "seat": 5, "to": 4}, {"type": "fold", "seat": 0},
        {"type": "reveal", "card": reveals[1][0]},
        {"type": "check", "seat": 5}, {"type": "fold", "seat": 1},
        {"type": "bet", "seat": 2, "to": 2}, {"type": "fold", "seat": 4},
        {"type": "call", "seat": 5, "to": 2},
        {"type": "reveal", "card": reveals[2][0]},
        {"type": "fold", "seat": 5},
        *({"type": "reveal", "card": card} for card in reveals[3]),
        {"type": "declare", "seat": 2, "declaration": "both"},
        {"type": "declare", "seat": 3, "declaration": "both"},
    ]  # fmt: skip
    stacks = [74, 8, 23, 3, 49, 79]
    body = {
        "dealer": 4,
        "stakes": {"ante": 2, "small_bet": 2},
        "seats": [{"stack": chips} for chips in stacks],
        "events": events,
    }
    answer = _state(client, "elimination", body)
    assert answer["result"]["carried_over"] == answer["carry"]["amount"] == 18
    assert _ends(answer) == [70, 2, 32, 0, 43, 71]
    carry = _next_deal(client, "elimination", body)
    assert carry["rule"] == "declare.failed-pigs-carry-over"
    assert carry["next_dealer"] == 5
    # Seat 3 has no chips left: out of the next deal; seat 1 antes the 2 he has.
    assert carry["antes"] == [{"seat": s, "amount": 2} for s in (0, 1, 2, 4, 5)]
    assert "passed_out_deals" not in carry  # only Jacks or Better counts passed deals


def test_jacks_counts_the_deals_passed_out_in_a_row(client: FlaskClient) -> None:
    """RULES.md §2 (option passed_out = everyone_antes): nobody opens, the deal passes with one
    deal passed out, and everyone antes the next; the next passes too and counts two."""
    checks = [{"type": "check", "seat": s} for s in (1, 2, 0)]
    body = {
        "dealer": 0,
        "stakes": {"ante": 3, "small_bet": 2},
        "seats": [{"stack": 40}] * 3,
        "options": {"passed_out": "everyone_antes"},
        "events": [
            {"type": "ante", "seat": 0, "amount": 3},
            *({"type": "deal", "seat": s, "down": ["??"] * 5} for s in range(3)),
            *checks,
        ],
    }
    carry = _next_deal(client, "jacks_or_better", body)
    assert (carry["amount"], carry["passed_out_deals"], carry["next_dealer"]) == (3, 1, 1)
    assert carry["rule"] == "jacks.passed-out"
    again = body | {
        "dealer": 1,
        "carried_pot": 3,
        "passed_out_deals": 1,
        "events": [
            *({"type": "ante", "seat": s, "amount": 3} for s in range(3)),
            *({"type": "deal", "seat": s, "down": ["??"] * 5} for s in range(3)),
            *({"type": "check", "seat": s} for s in (2, 0, 1)),
        ],
    }
    carry = _next_deal(client, "jacks_or_better", again)
    assert (carry["amount"], carry["passed_out_deals"], carry["next_dealer"]) == (12, 2, 2)


def test_old_mans_matched_pot_is_the_carry_with_no_antes(client: FlaskClient) -> None:
    """RULES.md §5 (S4's first hand): Eric and Bottoms lose their goes and match the 18, so the
    next hand's pot is 36, played without antes, said as every game's carry."""
    case = json.loads(OLD_MAN_HANDS.read_text())["cases"][0]
    assert case["name"] == "old-man-s4-first-hand"
    body = hand_notation.request(case)
    carry = _next_deal(client, "old_man", body)
    assert (carry["amount"], carry["antes"], carry["rule"]) == (36, [], "old_man.matched-pot")


def test_old_mans_matched_pot_is_said_matched(client: FlaskClient) -> None:
    case = json.loads(OLD_MAN_HANDS.read_text())["cases"][0]
    carry = _state(client, "old_man", hand_notation.request(case))["carry"]
    assert carry["carried_pot_matched"] is True


def test_old_mans_pot_everyone_folded_is_anted_to_as_any_hand(client: FlaskClient) -> None:
    """RULES.md §5 and S4 (“when the pot is matched there is no anteing”): nobody
    matched a pot everyone folded, so the next hand antes as usual, on top of the 18 carried
    (a rule decided: S4 names only the matched pot as played without antes)."""
    case = json.loads(OLD_MAN_HANDS.read_text())["cases"][0]
    body = hand_notation.request(case)
    body["events"] = body["events"][:18]  # antes, the deal, each seat's exposing and passing
    while (to_act := _state(client, "old_man", body)["to_act"]) is not None:
        body["events"].append({"type": "fold", "seat": to_act})
    answer = _state(client, "old_man", body)
    assert answer["carry"]["rule"] == "old_man.unwon"
    assert answer["carry"]["carried_pot_matched"] is False
    carry = _next_deal(client, "old_man", body)
    assert carry["amount"] == 6
    assert carry["antes"] == [{"seat": s, "amount": 1} for s in range(6)]
    # Told nothing, a carried pot is taken as matched, as before the request could say.
    unsaid = body | {"carried_pot": 6, "events": []}
    assert _state(client, "old_man", unsaid)["next_events"][0]["type"] != "ante"


def test_a_short_stack_antes_what_he_has_and_an_empty_one_neither_antes_nor_deals(
    client: FlaskClient,
) -> None:
    """RULES.md §0 (table stakes) and §2 (passed out, everyone antes): Bob ends the passed
    deal with 2 chips and antes them; Cy, out of chips, is skipped as the next dealer, and Dee
    deals."""
    body = {
        "dealer": 1,
        "stakes": {"ante": 3, "small_bet": 2},
        "seats": [{"stack": 40}, {"stack": 5}, {"stack": 3}, {"stack": 40}],
        "options": {"ante_by": "everyone"},
        "events": [
            *({"type": "ante", "seat": s, "amount": 3} for s in range(4)),
            *({"type": "deal", "seat": s, "down": ["??"] * 5} for s in range(4)),
            *({"type": "check", "seat": s} for s in (3, 0, 1)),  # Cy is all in
        ],
    }
    carry = _next_deal(client, "jacks_or_better", body)
    assert carry["next_dealer"] == 3  # seat 2 has nothing left: the deal passes him by
    assert carry["antes"] == [{"seat": 0, "amount": 3}, {"seat": 1, "amount": 2},
                              {"seat": 3, "amount": 3}]  # fmt: skip


@pytest.mark.parametrize(
    ("ante_by", "antes"), [("dealer", [[1, 3]]), ("everyone", [[0, 3], [1, 3], [2, 3]])]
)
def test_a_passed_deal_is_anted_as_every_deal_by_default(
    client: FlaskClient, ante_by: str, antes: list[list[int]]
) -> None:
    """RULES.md §2 (option passed_out = new_dealer_antes, the default): nobody opens and the
    deal passes; the next is anted as every deal is, the new dealer adding one ante for the
    table where the dealer antes (S1), each player where every player antes (option
    ante_by)."""
    anted = [0] if ante_by == "dealer" else [0, 1, 2]
    body = {
        "dealer": 0,
        "stakes": {"ante": 3, "small_bet": 2},
        "seats": [{"stack": 40}] * 3,
        "options": {"ante_by": ante_by},
        "events": [
            *({"type": "ante", "seat": s, "amount": 3} for s in anted),
            *({"type": "deal", "seat": s, "down": ["??"] * 5} for s in range(3)),
            *({"type": "check", "seat": s} for s in (1, 2, 0)),
        ],
    }
    carry = _next_deal(client, "jacks_or_better", body)
    assert carry["next_dealer"] == 1
    assert [[ante["seat"], ante["amount"]] for ante in carry["antes"]] == antes
