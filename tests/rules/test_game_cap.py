"""The cap in a game's fixed-limit rounds (rule ``betting.cap``; Robert's Rules of Poker, Betting
and Raising, rule 3: a bet and three raises in a game of three or more betting rounds, a bet and
four raises in one of two, such as lowball or draw). The service's default is three everywhere;
the house option ``max_raises`` sets another cap, or none."""

from __future__ import annotations

from typing import Any

import pytest
from hand_notation import play

from service.rules.errors import RuleViolation
from service.rules.games.events import EventType

_DRAW: dict[str, Any] = {
    "game": "ace_to_five_draw",
    "dealer": 0,
    "stakes": {"blinds": [1, 2]},
    "stacks": [100, 100, 100, 100],
}
_DEALT = [f"deal {s} ?? ?? ?? ?? ?? /" for s in (1, 2, 3, 0)]


def _may_raise(options: dict[str, Any], lines: list[str]) -> bool:
    state = play(_DRAW | {"options": options}, lines)
    return EventType.RAISE in {n.type for n in state.next_events}


@pytest.mark.parametrize(
    ("options", "raises_allowed"),
    [({}, 3), ({"max_raises": 4}, 4), ({"max_raises": 1}, 1), ({"max_raises": None}, 9)],
)
def test_the_cap_is_the_house_option_max_raises(
    options: dict[str, Any], raises_allowed: int
) -> None:
    """Before the draw, with four players: the big blind is the bet, and every raise of 2 after
    it counts toward the cap. At the default the fourth raise is refused under betting.cap (the
    service's house default); with max_raises 4, RR's cap for a two-round game, it is taken and
    the fifth refused; with null, raising goes on as long as the chips last."""
    lines = list(_DEALT)
    seats = [3, 0, 1, 2]
    for n in range(raises_allowed):
        assert _may_raise(options, lines), f"raise {n + 1} should be allowed"
        lines.append(f"raise {seats[n % 4]} {2 * n + 4}")
    if options.get("max_raises", 3) is None:
        return
    assert not _may_raise(options, lines)
    seat = seats[raises_allowed % 4]
    with pytest.raises(RuleViolation) as refused:
        play(_DRAW | {"options": options}, [*lines, f"raise {seat} {2 * raises_allowed + 4}"])
    assert refused.value.rule == "betting.cap"


def test_stud_reads_the_same_option() -> None:
    """Seven-card stud's rounds take the cap from the same option (pagat.com's Seven Card Stud
    has three; the house may set four)."""
    stud = {
        "game": "seven_card_stud",
        "dealer": 0,
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10},
        "stacks": [200, 200, 200],
        "options": {"max_raises": 4},
    }
    lines = [
        "ante 0 1",
        "ante 1 1",
        "ante 2 1",
        "deal 0 ?? ?? / 2c",
        "deal 1 ?? ?? / 9d",
        "deal 2 ?? ?? / Kh",
        "bring_in 0 2",
        "complete 1 5",
        "raise 2 10",
        "raise 0 15",
        "raise 1 20",
    ]
    state = play(stud, lines)
    assert EventType.RAISE in {n.type for n in state.next_events}  # a fourth raise
    state = play(stud, [*lines, "raise 2 25"])
    assert EventType.RAISE not in {n.type for n in state.next_events}


@pytest.mark.parametrize(("big_blind_stack", "capped"), [(4, False), (3, False), (5, True)])
def test_a_blind_all_in_on_his_blind_is_not_one_of_the_three_the_cap_counts(
    big_blind_stack: int, capped: bool
) -> None:
    """RR Betting and Raising, rule 3: the cap holds "for a pot involving three or more players
    who are not all-in". Three seats, the big blind all in on his blind (or for less): only two
    can bet as the round begins, so the button and the small blind raise on past three raises
    (option heads_up_raises at its default, no cap when two start the round). With one chip
    behind, the big blind is a third who can still bet, and the fourth raise is refused."""
    holdem = {
        "game": "texas_holdem",
        "dealer": 0,
        "stakes": {"blinds": [2, 4], "big_bet": 8},
        "stacks": [200, 200, big_blind_stack],
        "options": {"structure": "fixed_limit"},
    }
    calls = ["call 2"] if capped else []  # the big blind with a chip behind acts, all in
    lines = [f"deal {s} ?? ?? /" for s in (1, 2, 0)] + ["raise 0 8", "raise 1 12", *calls]
    lines.append("raise 0 16")
    state = play(holdem, lines)
    assert state.to_act == 1
    assert (EventType.RAISE not in {n.type for n in state.next_events}) == capped
