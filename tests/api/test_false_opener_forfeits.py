"""A false opener's forfeited chips in Jacks or Better (rule ``jacks.false-openers-reopened``;
RULES.md §2 case e: "the false opener may stay in only with new chips; his earlier chips remain
forfeit in the pot"). His ante is among those earlier chips, as the ruling's ``forfeited``
counts them, and every ante is then the pot's dead money, as a dealer's ante for the table is:
he plays with new chips for the whole pot, and never has his ante back as a bet nobody called.
When a second false opener owns up in the same deal, the first's forfeit stays in the answer
beside the second's."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

_URL = "/v1/games/jacks_or_better/state"


def _hand(events: list[dict[str, Any]], seats: int = 3) -> dict[str, Any]:
    return {
        "dealer": seats - 1,
        "stakes": {"ante": 1, "small_bet": 2},
        "options": {"ante_by": "everyone"},
        "seats": [{"stack": 20}] * seats,
        "events": [
            *({"type": "ante", "seat": s, "amount": 1} for s in range(seats)),
            *({"type": "deal", "seat": s, "down": ["??"] * 5} for s in range(seats)),
            *events,
        ],
    }


def test_a_false_opener_plays_for_the_whole_pot_with_new_chips(client: FlaskClient) -> None:
    """Seat 0 opens for 2 and owns up; seat 1 opens for 2, seat 2 calls, seat 0 calls with new
    chips. His ante and his 2 are dead, and so are the others' antes: one pot of 11, everyone's
    (the others' antes were no side pot above his new chips)."""
    events = [
        {"type": "bet", "seat": 0, "to": 2}, {"type": "false_openers", "seat": 0},
        {"type": "bet", "seat": 1, "to": 2}, {"type": "call", "seat": 2},
        {"type": "call", "seat": 0},
    ]  # fmt: skip
    state = client.post(_URL, json=_hand(events)).get_json()
    assert state["false_openers"]["forfeited"] == [3, 0, 0]
    pots = [(pot["amount"], pot["eligible"]) for pot in state["pots"]]
    assert pots == [(11, [0, 1, 2])]
    assert state["pot"] == 11


def test_a_false_opener_never_has_his_ante_back(client: FlaskClient) -> None:
    """Seat 0 opens and owns up; seat 1 reopens for 2, seat 2 goes all in calling with the 1 he
    has behind, seat 0 raises to 4 with new chips, seat 1 calls: the 2 of seat 0's raise that
    seat 2 could not match are a side pot of seats 0 and 1, and no chip of his ante comes back
    to seat 0."""
    events = [
        {"type": "bet", "seat": 0, "to": 2}, {"type": "false_openers", "seat": 0},
        {"type": "bet", "seat": 1, "to": 2}, {"type": "call", "seat": 2},
        {"type": "raise", "seat": 0, "to": 4}, {"type": "call", "seat": 1},
    ]  # fmt: skip
    body = _hand(events)
    body["seats"][2] = {"stack": 3}  # his ante, then 2 behind
    state = client.post(_URL, json=body).get_json()
    pots = [(pot["amount"], pot["eligible"]) for pot in state["pots"]]
    assert pots == [(11, [0, 1, 2]), (4, [0, 1])]
    assert state["pot"] == sum(amount for amount, _ in pots)


def test_two_false_openers_forfeits_are_both_said(client: FlaskClient) -> None:
    """Seat 0 opens and owns up, seat 1 reopens and owns up too (RULES.md §2 two false
    openers): each one's bet stays forfeit, and the answer says both; seat 0's ante with his,
    after which every ante was the pot's already."""
    events = [
        {"type": "bet", "seat": 0, "to": 2}, {"type": "false_openers", "seat": 0},
        {"type": "bet", "seat": 1, "to": 2}, {"type": "false_openers", "seat": 1},
    ]  # fmt: skip
    state = client.post(_URL, json=_hand(events, seats=4)).get_json()
    assert state["false_openers"]["forfeited"] == [3, 3, 0, 0]
