"""The bring-in in pot and no limit (rule ``betting.bring-in``; RULES.md §0 "No completions in
big-bet games"; Robert's Rules of Poker, No-Limit Rules 2 and 4: all bets at least the minimum
bring-in, and "completing the bet" is a limit poker wager type only). In fixed limit the bring-in
is completed to the small bet; in pot and no limit nothing is completed: the first to act may
open for any bet the pot or his stack allows, and a later player raises the bring-in."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

# Antes of 5 from three players, a bring-in of 2, a smallest bet of 5; London lowball's highest
# up card brings in (seat 1's K♦ ... seat 2's K♠ is higher).
_BODY: dict[str, Any] = {
    "dealer": 2,
    "stakes": {"ante": 5, "bring_in": 2, "small_bet": 5},
    "seats": [{"stack": 200}, {"stack": 200}, {"stack": 200}],
    "events": [
        *({"type": "ante", "seat": seat, "amount": 5} for seat in range(3)),
        {"type": "deal", "seat": 0, "down": ["??", "??"], "up": ["Ac"]},
        {"type": "deal", "seat": 1, "down": ["??", "??"], "up": ["Kd"]},
        {"type": "deal", "seat": 2, "down": ["??", "??"], "up": ["Ks"]},
    ],
}


def _offers(client: FlaskClient, events: list[dict[str, Any]]) -> list[tuple[str, Any, Any]]:
    answer = client.post("/v1/games/london_lowball/state", json=_BODY | {"events": events})
    assert answer.status_code == 200, answer.get_json()
    return [(e["type"], e.get("min_to"), e.get("max_to")) for e in answer.get_json()["next_events"]]


def test_the_bring_in_may_open_for_a_bet_up_to_the_pot(client: FlaskClient) -> None:
    """Pot limit: 15 in antes, so the first to act brings in for 2 or bets 5 to 15."""
    assert _offers(client, _BODY["events"]) == [("bring_in", 2, 2), ("bet", 5, 15)]


def test_a_bring_in_is_raised_from_the_smallest_bet_to_the_pot(client: FlaskClient) -> None:
    """After the bring-in of 2 (pot 17) the next player may raise to 5 at least, and to 21 at
    most: he calls 2 (pot 19) and raises by the pot. A raise to 12 is a raise of 10, so the next
    raise goes to 22 at least; at most, call 12 (pot 41) and raise 41."""
    brought_in = [*_BODY["events"], {"type": "bring_in", "seat": 2, "to": 2}]
    assert _offers(client, brought_in) == [("fold", None, None), ("call", 2, 2), ("raise", 5, 21)]
    raised = [*brought_in, {"type": "raise", "seat": 0, "to": 12}]
    assert _offers(client, raised) == [("fold", None, None), ("call", 12, 12), ("raise", 22, 53)]


def test_nothing_is_completed_in_pot_limit(client: FlaskClient) -> None:
    """A completion, the fixed-limit move, is refused under the bring-in rule."""
    events = [*_BODY["events"], {"type": "bring_in", "seat": 2, "to": 2},
              {"type": "complete", "seat": 0, "to": 5}]  # fmt: skip
    answer = client.post("/v1/games/london_lowball/state", json=_BODY | {"events": events})
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["rule"] == "betting.bring-in", problem


def test_fixed_limit_still_completes(client: FlaskClient) -> None:
    """RULES.md §4 (S3): in fixed limit the bring-in is completed to the small bet."""
    body = _BODY | {"options": {"structure": "fixed_limit"},
                    "stakes": {**_BODY["stakes"], "big_bet": 10}}  # fmt: skip
    events = [*_BODY["events"], {"type": "bring_in", "seat": 2, "to": 2}]
    answer = client.post("/v1/games/london_lowball/state", json=body | {"events": events})
    offers = [(e["type"], e.get("min_to")) for e in answer.get_json()["next_events"]]
    assert offers == [("fold", None), ("call", 2), ("complete", 5)]


def test_over_a_short_all_in_above_the_bring_in_a_raise_adds_a_bet(client: FlaskClient) -> None:
    """The bring-in of 2, then Ann all in for 4 (less than the smallest bet, 5): Bob's raise goes
    to 9 at least, as over any bet short of the smallest (RR No-Limit rule 2), not to 5."""
    body = _BODY | {"seats": [{"stack": 9}, {"stack": 200}, {"stack": 200}]}
    events = [*_BODY["events"], {"type": "bring_in", "seat": 2, "to": 2},
              {"type": "raise", "seat": 0, "to": 4}]  # fmt: skip
    answer = client.post("/v1/games/london_lowball/state", json=body | {"events": events})
    offers = [
        (e["type"], e.get("min_to"), e.get("max_to")) for e in answer.get_json()["next_events"]
    ]
    assert offers == [("fold", None, None), ("call", 4, 4), ("raise", 9, 29)]


def test_a_player_all_in_for_the_bring_in_only_brings_in(client: FlaskClient) -> None:
    """Table stakes (RULES.md §0): the 2♣ brings in with 2 chips left after his ante; all in for
    the bring-in, he has nothing to open with, so the bring-in (all in) is his only move, not
    also a "complete" of the same 2 chips."""
    body = {
        "dealer": 2,
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10},
        "seats": [{"stack": 3}, {"stack": 200}, {"stack": 200}],
        "events": [
            *({"type": "ante", "seat": seat, "amount": 1} for seat in range(3)),
            {"type": "deal", "seat": 0, "down": ["??", "??"], "up": ["2c"]},
            {"type": "deal", "seat": 1, "down": ["??", "??"], "up": ["Kd"]},
            {"type": "deal", "seat": 2, "down": ["??", "??"], "up": ["Ks"]},
        ],
    }
    answer = client.post("/v1/games/seven_card_stud/state", json=body).get_json()
    assert [(e["type"], e["min_to"], e["all_in"]) for e in answer["next_events"]] == [
        ("bring_in", 2, True)
    ]
