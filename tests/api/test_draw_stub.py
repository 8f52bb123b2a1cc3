"""The stub running out in a draw game dealt with blinds (rule ``draw.stub``; RULES.md §7 Draws:
"the discards are shuffled into a new stub: a card discarded or mucked earlier may then be
dealt again"): the folded hands' cards go into the new stub with the discards, so a card a
player folded may be dealt to another at the next draw; a card still in a live hand may not."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from service.rules.cards import FULL_PACK

_PACK = [str(card) for card in FULL_PACK]


def _hand(second_draw: list[str]) -> dict[str, Any]:
    """Six players of deuce-to-seven triple draw, the button seat 0, blinds 1 and 2: seats 3
    and 4 fold before the first draw, the four others throw five cards each (the stub is then
    down to two), check, and seat 1 throws five again, dealt ``second_draw``."""
    hands = [_PACK[5 * seat : 5 * seat + 5] for seat in range(6)]
    drawn = iter(_PACK[30:50])
    first_draw = {seat: [next(drawn) for _ in range(5)] for seat in (1, 2, 5, 0)}
    events: list[dict[str, Any]] = [
        *({"type": "deal", "seat": seat, "down": hands[seat]} for seat in range(6)),
        {"type": "fold", "seat": 3}, {"type": "fold", "seat": 4}, {"type": "call", "seat": 5},
        {"type": "call", "seat": 0}, {"type": "call", "seat": 1}, {"type": "check", "seat": 2},
        *({"type": "draw", "seat": seat, "discards": hands[seat], "down": cards}
          for seat, cards in first_draw.items()),
        *({"type": "check", "seat": seat} for seat in (1, 2, 5, 0)),
        {"type": "draw", "seat": 1, "discards": first_draw[1], "down": second_draw},
    ]  # fmt: skip
    return {"dealer": 0, "stakes": {"blinds": [1, 2]}, "seats": [{"stack": 100}] * 6,
            "events": events}  # fmt: skip


def test_a_folded_hand_goes_into_the_new_stub(client: FlaskClient) -> None:
    """Seat 3's folded cards are dealt to seat 1 at the second draw: the stub (two cards) could
    not serve five, and the discards and the folded hands were shuffled into a new one."""
    folded = _PACK[15:20]
    answer = client.post("/v1/games/deuce_to_seven_triple_draw/state", json=_hand(folded))
    assert answer.status_code == 200, answer.get_json()
    state = answer.get_json()
    assert state["seats"][1]["down"] == folded
    assert "draw.stub" in {rule["id"] for rule in state["explanation"]}


def test_a_card_in_a_live_hand_is_never_dealt_again(client: FlaskClient) -> None:
    """Seat 2 holds the T♠ he drew at the first draw: the new stub does not have it."""
    held = _PACK[35]
    answer = client.post(
        "/v1/games/deuce_to_seven_triple_draw/state", json=_hand([*_PACK[15:19], held])
    )
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["rule"] == "cards.duplicate", problem
