"""Limit ace-to-five lowball's sevens rule (rule ``lowball.sevens``; Robert's Rules of Poker,
Ace-to-Five Lowball: "In limit play, the 'sevens rule' is assumed to be in use ... If you check
a seven or better and it is the best hand, all action after the draw is void ... If there is an
all-in bet after the draw that is less than half a bet, a seven or better may just call and win
that bet. However, if another player overcalls this short bet and loses, the person who
overcalls receives the bet back."). House option ``sevens_rule``, on by default in fixed limit.
"""

from __future__ import annotations

from typing import Any

import pytest
from hand_notation import play

_LOWBALL: dict[str, Any] = {
    "game": "ace_to_five_draw",
    "dealer": 0,
    "stakes": {"blinds": [1, 2], "big_bet": 4},
    "stacks": [100, 100, 100],
}
# The small blind draws to a wheel; the big blind stands pat on nine-eight; the button on a pair.
_DRAWN = [
    "deal 1 As 2s 3s 4s Kd /", "deal 2 9h 8h 6d 4d 2h /", "deal 0 Ac Ad 3c 5d Qh /",
    "call 0", "call 1", "check 2",
    "draw 1 Kd / 5s", "stand_pat 2", "stand_pat 0",
]  # fmt: skip


def _chips(case: dict[str, Any], lines: list[str]) -> tuple[list[int], list[str]]:
    state = play(case, lines)
    assert state.result is not None
    return [seat.ends_with or 0 for seat in state.seats], list(state.rules)


def test_a_checked_seven_or_better_wins_only_the_pot_before_the_draw() -> None:
    """Before the draw each put in 2 (a pot of 6). The wheel checks, the big blind bets 4, the
    button folds, the wheel calls: the bet and the call are void, and the wheel wins the 6."""
    lines = [*_DRAWN, "check 1", "bet 2 4", "fold 0", "call 1"]
    chips, rules = _chips(_LOWBALL, lines)
    assert chips == [98, 104, 98]
    assert "lowball.sevens" in rules


def test_without_the_rule_or_in_no_limit_the_check_costs_nothing() -> None:
    """Option sevens_rule false: the wheel wins the 6 and the big blind's 4."""
    lines = [*_DRAWN, "check 1", "bet 2 4", "fold 0", "call 1"]
    chips, rules = _chips(_LOWBALL | {"options": {"sevens_rule": False}}, lines)
    assert chips == [98, 108, 94]
    assert "lowball.sevens" not in rules


def test_a_checked_seven_or_better_that_is_beaten_loses_as_any_hand() -> None:
    """The big blind holds 7-5-4-3-2 against the small blind's 7-6-4-3-2: the small blind
    checks his seven, calls the bet, and loses his call too."""
    lines = [
        "deal 1 7c 6c 4c 3c 2d /", "deal 2 7d 5d 4h 3h 2h /", "deal 0 Ac Ad 3d 5c Qh /",
        "call 0", "call 1", "check 2",
        "stand_pat 1", "stand_pat 2", "stand_pat 0",
        "check 1", "bet 2 4", "fold 0", "call 1",
    ]  # fmt: skip
    chips, rules = _chips(_LOWBALL, lines)
    assert chips == [98, 94, 108]
    assert "lowball.sevens" not in rules


def test_a_bet_seven_or_better_wins_the_action() -> None:
    """The wheel bets and is called: nothing is void."""
    chips, rules = _chips(_LOWBALL, [*_DRAWN, "bet 1 4", "call 2", "fold 0"])
    assert chips == [98, 108, 94]
    assert "lowball.sevens" not in rules


@pytest.mark.parametrize(("completes", "expected"), [(False, [105, 0, 98]), (True, [109, 0, 94])])
def test_a_seven_that_calls_a_short_all_in_wins_it_but_not_an_overcall(
    completes: bool, expected: list[int]
) -> None:
    """Four players; the small blind has 1 left once the pot is made before the draw. After
    the draw he bets it all in (less than half the bet of 4); the big blind calls, and the
    button's wheel just calls: the big blind, who lost, gets his call back, and the wheel wins
    the pot before the draw and the small blind's bet. Completing to 4 instead fulfils every
    obligation, and the wheel wins the big blind's 4 too."""
    case = _LOWBALL | {"stacks": [100, 3, 100, 100]}
    lines = [
        "deal 1 Ac Ad 3c 5d Qh /", "deal 2 9h 8h 6d 4d 2h /", "deal 3 Kc Qc Jc Tc 9c /",
        "deal 0 As 2s 3s 4s Kd /",
        "fold 3", "call 0", "call 1", "check 2",
        "stand_pat 1", "stand_pat 2", "draw 0 Kd / 5s",
        "bet 1 1", "call 2",
    ]  # fmt: skip
    more = ["complete 0 4", "call 2"] if completes else ["call 0"]
    chips, rules = _chips(case, [*lines, *more])
    assert chips == [*expected, 100]
    assert ("lowball.sevens" in rules) != completes


def test_the_voided_chips_are_counted_back_as_refunds() -> None:
    """The answer keeps what each seat put in (6 each) and shows the voided 4 among what
    came back: the chips add up from the events."""
    state = play(_LOWBALL, [*_DRAWN, "check 1", "bet 2 4", "fold 0", "call 1"])
    assert state.result is not None
    assert [seat.contributed for seat in state.seats] == [2, 6, 6]
    assert state.result.settlement.refunded == (0, 4, 4)
    assert state.result.settlement.won == (0, 6, 0)


def test_a_loser_who_throws_his_hand_away_concedes_as_one_who_shows() -> None:
    """House option known_hands_show: the big blind, who bet last, shows first and throws his
    hand away; the wheel that checked is the last hand left, and still wins only the pot before
    the draw (as when the big blind shows and loses)."""
    case = _LOWBALL | {"options": {"known_hands_show": True}}
    lines = [*_DRAWN, "check 1", "bet 2 4", "fold 0", "call 1"]
    shown, _ = _chips(case, [*lines, "show 2 9h 8h 6d 4d 2h", "show 1 As 2s 3s 4s 5s"])
    mucked, rules = _chips(case, [*lines, "fold 2"])
    assert mucked == shown == [98, 104, 98]
    assert "lowball.sevens" in rules


def test_a_check_raised_seven_is_a_seven_bet() -> None:
    """Where the house allows check-raises (option check_raise), a seven checked and then
    raised has been bet: nothing is void."""
    case = _LOWBALL | {"options": {"check_raise": True}}
    chips, rules = _chips(case, [*_DRAWN, "check 1", "bet 2 4", "fold 0", "raise 1 8", "call 2"])
    assert chips == [98, 112, 90]
    assert "lowball.sevens" not in rules


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_tied_sevens_of_which_one_was_checked_void_the_action_wherever_they_sit(
    dealer: int,
) -> None:
    """Two sevens tie (7-5-4-3-2): the small blind's is checked, the big blind's bet; the
    button called and lost. Rule decided (RR is silent on ties): a checked seven may win none
    of the action after the draw, so it is void for all, and the tied hands split the pot before
    the draw, whichever seats they are."""
    small, big, button = (dealer + 1) % 3, (dealer + 2) % 3, dealer
    lines = [
        f"deal {small} 7c 5c 4c 3c 2d /", f"deal {big} 7d 5d 4h 3h 2h /",
        f"deal {button} 9h 8h 6d 4d 2s /",
        f"call {button}", f"call {small}", f"check {big}",
        f"stand_pat {small}", f"stand_pat {big}", f"stand_pat {button}",
        f"check {small}", f"bet {big} 4", f"call {button}", f"call {small}",
    ]  # fmt: skip
    chips, rules = _chips(_LOWBALL | {"dealer": dealer}, lines)
    assert (chips[small], chips[big], chips[button]) == (101, 101, 98)
    assert "lowball.sevens" in rules


def test_an_eight_checked_is_no_seven_and_wins_the_action() -> None:
    """The rule is a seven's: the small blind checks 8-5-4-3-2, the best hand, and wins the
    big blind's bet as any hand does."""
    lines = [
        "deal 1 8c 5c 4c 3c 2d /", "deal 2 9h 8h 6d 4d 2h /", "deal 0 Ac Ad 3d 5d Qh /",
        "call 0", "call 1", "check 2",
        "stand_pat 1", "stand_pat 2", "stand_pat 0",
        "check 1", "bet 2 4", "fold 0", "call 1",
    ]  # fmt: skip
    chips, rules = _chips(_LOWBALL, lines)
    assert chips == [98, 108, 94]
    assert "lowball.sevens" not in rules
