"""A false opener's forfeited chips in Jacks or Better (rule ``jacks.false-openers-reopened``;
RULES.md §2 case e: "the false opener may stay in only with new chips; his earlier chips remain
forfeit in the pot"). His ante is among those earlier chips, as the ruling's ``forfeited``
counts them: the pots he may win are those his new chips match, and when a second false opener
owns up in the same deal, the first's forfeit stays in the answer beside the second's."""

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


def test_a_false_opener_plays_only_for_what_his_new_chips_match(client: FlaskClient) -> None:
    """Seat 0 opens for 2 and owns up; seat 1 opens for 2, seat 2 calls, seat 0 calls with new
    chips. His ante and his 2 are dead: the main pot (his 2 matched by each, and the 3 dead
    chips) is everyone's, the other two antes a side pot of seats 1 and 2."""
    events = [
        {"type": "bet", "seat": 0, "to": 2}, {"type": "false_openers", "seat": 0},
        {"type": "bet", "seat": 1, "to": 2}, {"type": "call", "seat": 2},
        {"type": "call", "seat": 0},
    ]  # fmt: skip
    state = client.post(_URL, json=_hand(events)).get_json()
    assert state["false_openers"]["forfeited"] == [3, 0, 0]
    pots = [(pot["amount"], pot["eligible"]) for pot in state["pots"]]
    assert pots == [(9, [0, 1, 2]), (2, [1, 2])]
    assert state["pot"] == 11


def test_two_false_openers_forfeits_are_both_said(client: FlaskClient) -> None:
    """Seat 0 opens and owns up, seat 1 reopens and owns up too (RULES.md §2 two false
    openers): each one's ante and bet stay forfeit, and the answer says both."""
    events = [
        {"type": "bet", "seat": 0, "to": 2}, {"type": "false_openers", "seat": 0},
        {"type": "bet", "seat": 1, "to": 2}, {"type": "false_openers", "seat": 1},
    ]  # fmt: skip
    state = client.post(_URL, json=_hand(events, seats=4)).get_json()
    assert state["false_openers"]["forfeited"] == [3, 3, 0, 0]
