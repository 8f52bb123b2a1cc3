"""Who shows first (rule ``showdown.order``; Robert's Rules of Poker, Section 3, The Showdown,
rule 7; Poker TDA Rules, 2024, Rule 17): the last to bet or raise on the final round, else the
first to act on it, then clockwise, a side pot's players before anyone all in for less. The
showdown's next events list the shows in that order."""

from __future__ import annotations

from typing import Any

import pytest
from hand_notation import play

from service.rules.errors import RuleViolation
from service.rules.games.events import EventType, Phase

HOLDEM: dict[str, Any] = {
    "game": "texas_holdem",
    "dealer": 0,
    "stakes": {"blinds": [1, 2]},
    "stacks": [100, 100, 100, 100],
}
DEALT = ["deal 1 ?? ??", "deal 2 ?? ??", "deal 3 ?? ??", "deal 0 ?? ??"]
# Everyone calls the big blind, the big blind checks; the flop and the turn checked round.
TO_THE_RIVER = [
    *[line + " /" for line in DEALT],
    "call 3", "call 0", "call 1", "check 2",
    "community 2c", "community 7d", "community 9h",
    "check 1", "check 2", "check 3", "check 0",
    "community Jc",
    "check 1", "check 2", "check 3", "check 0",
    "community Qs",
]  # fmt: skip


def _shows(case: dict[str, Any], lines: list[str]) -> list[int | None]:
    state = play(case, lines)
    assert state.phase == Phase.SHOW
    assert "showdown.order" in state.rules
    return [n.seat for n in state.next_events if n.type == EventType.SHOW]


def test_the_last_to_raise_on_the_final_round_shows_first_then_clockwise() -> None:
    """RR The Showdown, rule 7: the last player to take aggressive action shows first."""
    river = ["bet 1 2", "raise 2 4", "call 3", "call 0", "call 1"]
    assert _shows(HOLDEM, [*TO_THE_RIVER, *river]) == [2, 3, 0, 1]


def test_with_no_bet_on_the_final_round_the_first_to_act_shows_first() -> None:
    """RR The Showdown, rule 7: everyone checks, the player who acted first (left of the
    button in hold'em) shows first."""
    river = ["check 1", "check 2", "check 3", "check 0"]
    assert _shows(HOLDEM, [*TO_THE_RIVER, *river]) == [1, 2, 3, 0]


def test_a_side_pots_players_show_before_one_all_in_for_less() -> None:
    """RR The Showdown, rule 7: players in a side pot show before anyone all in for only the
    main pot."""
    short = {**HOLDEM, "stacks": [100, 100, 30, 100]}
    lines = [
        *[line + " /" for line in DEALT],
        "raise 3 30", "call 0", "call 1", "call 2",  # seat 2 all in for 30
        "community 2c", "community 7d", "community 9h",
        "bet 1 10", "call 3", "call 0",
        "community Jc", "check 1", "check 3", "check 0",
        "community Qs", "check 1", "check 3", "check 0",
    ]  # fmt: skip
    # Nobody bet on the river: seat 1 acted first on it; seat 2 is in the main pot only.
    assert _shows(short, lines) == [1, 3, 0, 2]


def test_in_stud_the_best_hand_showing_shows_first_when_the_last_round_is_checked() -> None:
    """RR The Showdown, rule 7 and TDA Rule 17: with no bet, the player who acts first on the
    last round, in stud the best hand showing (here the pair of kings)."""
    stud = {
        "game": "seven_card_stud",
        "dealer": 2,
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10},
        "stacks": [100, 100, 100],
    }
    lines = ["ante 0 1", "ante 1 1", "ante 2 1",
             "deal 0 ?? ?? / 5c", "deal 1 ?? ?? / 2d", "deal 2 ?? ?? / Kc",
             "bring_in 1 2", "call 2", "call 0"]  # fmt: skip
    for up in (("8c", "3d", "Kd"), ("9c", "4d", "7h"), ("Tc", "6d", "2s")):
        lines += [f"deal {seat} / {card}" for seat, card in enumerate(up)]
        first = play(stud, lines).to_act
        assert first is not None
        lines += [f"check {(first + k) % 3}" for k in range(3)]
    lines += ["deal 0 ?? /", "deal 1 ?? /", "deal 2 ?? /"]
    seventh = play(stud, lines).to_act
    assert seventh == 2  # the kings showing speak first on seventh street
    lines += [f"check {(seventh + k) % 3}" for k in range(3)]
    assert _shows(stud, lines) == [2, 0, 1]


def test_an_all_in_raise_short_of_a_full_one_is_not_the_last_aggressive_action() -> None:
    """RR The Showdown, rule 7 (a bet or raise) with RULES.md §0 (an all-in of less than a
    full raise is no raise): the river's bettor shows first, not the short all-in."""
    case = {**HOLDEM, "stacks": [100, 100, 15, 100], "options": {"structure": "no_limit"}}
    river = ["bet 1 10", "raise 2 13", "call 3", "call 0", "call 1"]
    assert _shows(case, [*TO_THE_RIVER, *river])[0] == 1


def test_chips_paid_not_bet_put_nobody_in_a_side_pot() -> None:
    """RR The Showdown, rule 7 with RULES.md §4 (Deuces, Jacks and the Man with the Axe: a
    player pays for each wild card and seven he shows): the payment is no bet, so the checked
    seventh street's first to act shows first."""
    axe = {
        "game": "deuces_jacks_axe",
        "dealer": 2,
        "stakes": {"ante": 1, "small_bet": 5, "big_bet": 10},
        "stacks": [200, 200, 200],
    }
    lines = ["ante 0 1", "ante 1 1", "ante 2 1",
             "deal 0 ?? ?? / 7h", "deal 1 ?? ?? / Ac", "deal 2 ?? ?? / Kh"]  # fmt: skip
    for up in (None, ("4s", "Qc", "9h"), ("5d", "Jc", "3c"), ("6c", "8c", "Tc"), None):
        if up is None and len(lines) > 6:
            lines += ["deal 0 ?? /", "deal 1 ?? /", "deal 2 ?? /"]
        elif up is not None:
            lines += [f"deal {seat} / {card}" for seat, card in enumerate(up)]
        state = play(axe, lines)
        while state.phase == Phase.BET:
            assert state.to_act is not None
            lines.append(f"check {state.to_act}")
            state = play(axe, lines)
    state = play(axe, lines)
    assert state.phase == Phase.SHOW, state.phase
    assert state.seats[0].contributed > state.seats[1].contributed  # seat 0 paid for the 7h
    assert _shows(axe, lines) == [1, 2, 0]


def test_an_event_out_of_place_at_the_showdown_names_the_hands_awaited() -> None:
    """Rule games.procedure: at the showdown the hand waits for the unseen hands to show;
    a seat whose cards are known may muck but is not waited for. A bet there is refused,
    naming only the seats whose shows are due."""
    known = [line.replace("deal 0 ?? ??", "deal 0 As Ad") for line in TO_THE_RIVER]
    river = [*known, "check 1", "check 2", "check 3", "check 0"]
    with pytest.raises(RuleViolation) as refused:
        play(HOLDEM, [*river, "bet 1 2"])
    assert refused.value.rule == "games.procedure"
    assert refused.value.detail.endswith("it still waits for seats 1, 2 and 3")


_AFTER_THE_DRAW = [
    *(f"deal {s} ?? ?? ?? ?? ?? /" for s in (1, 2, 3, 0)), "call 3", "call 0", "call 1",
    "check 2", *(f"stand_pat {s}" for s in (1, 2, 3, 0)),
]  # fmt: skip


@pytest.mark.parametrize(
    ("game", "options", "bet", "check_raise"),
    [
        ("texas_holdem", {}, 2, True),
        ("ace_to_five_draw", {}, 4, False),
        ("ace_to_five_draw", {"check_raise": True}, 4, True),
        ("ace_to_five_draw", {"structure": "no_limit"}, 2, True),
    ],
)
def test_a_player_who_checked_may_raise_a_bet_behind_him_but_in_limit_ace_to_five(
    game: str, options: dict[str, Any], bet: int, check_raise: bool
) -> None:
    """Rule betting.check (RR Betting and Raising, rule 1: check-raise is permitted in all
    games, except in certain forms of lowball; RR Ace-to-Five Lowball: in limit play,
    check-raise is not permitted): seat 1 checks, seat 2 bets, and seat 1 may raise (to twice
    the bet at the least), in hold'em, in no-limit ace-to-five lowball and where the house
    allows it (option check_raise); in limit ace-to-five lowball he may call or fold, and a
    raise is refused under betting.check."""
    case = HOLDEM | {"game": game, "options": options}
    lines = TO_THE_RIVER[:11] if game == "texas_holdem" else _AFTER_THE_DRAW
    lines = [*lines, "check 1", f"bet 2 {bet}", "call 3", "call 0"]
    state = play(case, lines)
    raises = [n for n in state.next_events if n.type == EventType.RAISE]
    assert state.to_act == 1
    if not check_raise:
        assert raises == [] and "betting.check" in state.rules
        with pytest.raises(RuleViolation) as refused:
            play(case, [*lines, f"raise 1 {2 * bet}"])
        assert refused.value.rule == "betting.check"
        assert play(case, [*lines, "call 1"]).to_act is None  # the round is over
        return
    assert [(n.seat, n.min_to) for n in raises] == [(1, 2 * bet)]
    state = play(case, [*lines, f"raise 1 {2 * bet}"])
    assert state.to_act == 2 and EventType.RAISE in {n.type for n in state.next_events}
