"""The stakes' bet sizes (rule ``betting.fixed-limit``; Robert's Rules of Poker, Section 5,
Hold'em, and Section 14, No-Limit and Pot-Limit): fixed limit has a small and a big bet, the big
at least the small (a blind game's small bet is its big blind); pot and no limit have no big
bet, so a table that names one is refused, never ignored."""

from __future__ import annotations

from typing import Any

import pytest
from hand_notation import play

from service.rules.errors import RuleViolation

HOLDEM: dict[str, Any] = {
    "game": "texas_holdem",
    "dealer": 0,
    "stakes": {"blinds": [1, 2]},
    "stacks": [100, 100],
}


def _refused(case: dict[str, Any]) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        play(case, [])
    return caught.value


@pytest.mark.parametrize("structure", ["no_limit", "pot_limit"])
def test_a_big_bet_is_refused_outside_fixed_limit(structure: str) -> None:
    case = HOLDEM | {
        "stakes": {"blinds": [1, 2], "big_bet": 4},
        "options": {"structure": structure},
    }
    violation = _refused(case)
    assert violation.rule == "betting.fixed-limit"
    assert violation.at == (("stakes", "big_bet"),)
    assert structure.replace("_", " ") in violation.detail


def test_a_big_bet_below_the_big_blind_is_refused_as_a_fixed_limit_size() -> None:
    """Not stud's rule: a blind game's small bet is its big blind, and the message says so."""
    case = HOLDEM | {
        "stakes": {"blinds": [1, 2], "big_bet": 1},
        "options": {"structure": "fixed_limit"},
    }
    violation = _refused(case)
    assert violation.rule == "betting.fixed-limit"
    assert violation.detail == "the big bet is at least the big blind, 2: 1 is less"


def test_fixed_limit_takes_its_big_bet() -> None:
    case = HOLDEM | {
        "stakes": {"blinds": [1, 2], "big_bet": 4},
        "options": {"structure": "fixed_limit"},
    }
    assert play(case, []).next_events  # the hand is dealt


def test_stud_says_its_small_bet() -> None:
    stud = {
        "game": "seven_card_stud", "dealer": 0, "stacks": [100, 100],
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 4},
    }  # fmt: skip
    violation = _refused(stud)
    assert violation.rule == "betting.fixed-limit"
    assert violation.detail == "the big bet is at least the small bet, 5: 4 is less"
