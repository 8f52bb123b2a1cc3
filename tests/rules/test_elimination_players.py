"""Elimination seats 2 to 9 players (RULES.md §1; S0's "around 5 to 8 players" is advice)."""

from __future__ import annotations

from typing import Any

import pytest
from hand_notation import play

from service.rules.errors import RuleViolation
from service.rules.games.elimination import EliminationPart, EliminationSeatPart
from service.rules.games.events import Phase

# Nine hands of five and the row from one pack, in the order they are dealt. The row's five
# ranks are all different, so no reveal needs the stock, and every hand keeps a card.
_HANDS = [
    "As Ad 2c 3c 5c", "Kc Kd Qc Qd Jc", "4c 5d 6c 6d 7c", "8c 8d 9c 9d Tc", "2d 3d 4d 5h 6h",
    "7d 7h 8h 9h Th", "Jd Jh Qh Kh Ah", "2h 3h 4h Td Ts", "2s 3s 4s 5s 6s",
]  # fmt: skip
_ROW = ["Ks", "Qs", "9s", "8s", "7s"]


def _checked_hand(players: int) -> dict[str, Any]:
    """A hand of ``players`` that all check every round and all declare high."""
    seats = range(players)
    dealer = players - 1
    checks = [f"check {s}" for s in seats]  # seat 0 is on the dealer's left
    events = [f"ante {s} 1" for s in seats]
    events += [f"deal {s} {_HANDS[s]} /" for s in seats]
    events += checks
    for card in _ROW:
        events += [f"reveal {card}", *checks]
    events += [f"declare {s} high" for s in seats]
    return {"game": "elimination", "dealer": dealer, "stakes": {"ante": 1, "small_bet": 1},
            "stacks": [20] * players, "events": events}  # fmt: skip


@pytest.mark.parametrize("players", range(2, 10))
def test_elimination_plays_a_whole_hand_with_two_to_nine_players(players: int) -> None:
    """RULES.md §1: accept 2 to 9 players; each count plays from the antes to the payout and
    the pot is paid out whole (seat 0's 32 is the best high of every table here)."""
    state = play(_checked_hand(players))
    assert state.phase == Phase.OVER
    assert state.result is not None
    assert state.pot == players
    assert sum(state.result.settlement.won) == players
    assert state.result.settlement.won[0] == players
    totals = state.seats[0].part_as(EliminationSeatPart)
    assert (totals.high_total, totals.low_total) == (64, 24)  # 32 and 12
    assert [str(c) for c in state.part_as(EliminationPart).row] == _ROW


@pytest.mark.parametrize("players", [1, 10])
def test_elimination_refuses_fewer_than_two_or_more_than_nine(players: int) -> None:
    """RULES.md §1: 2 to 9 players; a tenth hand would leave no stock to cover a repeated rank."""
    case = _checked_hand(min(players, 9)) | {"stacks": [20] * players, "dealer": 0, "events": []}
    with pytest.raises(RuleViolation) as caught:
        play(case)
    assert caught.value.rule == "games.players"
    assert "2 to 9" in caught.value.detail
