"""A straddle in pot and no limit (rule ``betting.blinds``; Robert's Rules of Poker, No-Limit
Rules, rule 2: "A straddle bet sets a new minimum bring-in ... The minimum bet remains the same
amount on all betting rounds"). The house option ``straddle_raise`` = ``last_increment`` plays it
as pokerkit does: the smallest bet stays the big blind."""

from __future__ import annotations

from typing import Any

import pytest
from hand_notation import play

from service.rules.errors import RuleViolation
from service.rules.games.events import EventType

_STRADDLED: dict[str, Any] = {
    "game": "texas_holdem",
    "dealer": 0,
    "stakes": {"blinds": [1, 2, 4]},
    "stacks": [200, 200, 200, 200],
}
# The button calls the straddle, the blinds call, the straddler checks; then the flop.
_TO_THE_FLOP = [
    *(f"deal {s} ?? ?? /" for s in (1, 2, 3, 0)),
    "call 0", "call 1", "call 2", "check 3",
    "community 2c", "community 7d", "community 9h",
]  # fmt: skip


@pytest.mark.parametrize(
    ("structure", "straddle_raise", "least"),
    [
        ("no_limit", "straddle", 4),
        ("pot_limit", "straddle", 4),
        ("no_limit", "last_increment", 2),
        ("pot_limit", "last_increment", 2),
    ],
)
def test_after_the_flop_the_smallest_bet_is_the_straddle(
    structure: str, straddle_raise: str, least: int
) -> None:
    """Blinds 1 and 2 and a straddle of 4, everyone in for 4: after the flop the small blind's
    smallest bet is the straddle (RR), or the big blind where the house plays pokerkit's way;
    a bet below it is refused."""
    options = {"structure": structure, "straddle_raise": straddle_raise}
    state = play(_STRADDLED | {"options": options}, _TO_THE_FLOP)
    bets = [n for n in state.next_events if n.type == EventType.BET]
    assert state.to_act == 1
    assert [b.min_to for b in bets] == [least]
    if least > 2:
        with pytest.raises(RuleViolation) as refused:
            play(_STRADDLED | {"options": options}, [*_TO_THE_FLOP, "bet 1 2"])
        assert refused.value.rule == "betting.amount"
