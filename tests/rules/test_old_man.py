"""Old Man's rules one by one (RULES.md §5; S4): the procedure, and settlement by matching."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hand_notation import play

from service.rules.errors import RuleViolation
from service.rules.games.events import EventType, Phase
from service.rules.pots.matching import (
    Declarer,
    MatchRule,
    OldManTie,
    PartOutcome,
    Transfer,
    settle_matching,
)
from service.rules.pots.shares import Declaration

HANDS = {
    case["name"]: case
    for case in json.loads((Path(__file__).parent / "hands" / "old_man.json").read_text())["cases"]
}
FIRST = HANDS["old-man-s4-first-hand"]
LINES: list[str] = FIRST["events"]
UP_TO_EXPOSE = LINES.index("expose 0 Ks 4c")
UP_TO_STAY = LINES.index("stay 0 1")
UP_TO_REVEAL = LINES.index("reveal 5s")
UP_TO_GO = LINES.index("stop 0")
H, L, B = Declaration.HIGH, Declaration.LOW, Declaration.BOTH


def refused(case: dict[str, Any], lines: list[str]) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        play(case, lines)
    return caught.value


def test_old_man_expose_pass_the_passed_card_goes_face_up_to_the_right() -> None:
    """S4: each player exposes one down card and passes another face up to his right."""
    state = play(FIRST, [*LINES[:UP_TO_EXPOSE], "expose 1 6s Tc"])
    assert [str(c) for c in state.seats[1].up] == ["6c", "9c", "6s"]
    assert [str(c) for c in state.seats[0].up] == ["Kd", "Qc", "Tc"]  # Jim is on Eric's right
    assert [str(c) for c in state.seats[1].down] == ["6d"]


def test_old_man_expose_pass_only_cards_held_face_down() -> None:
    assert refused(FIRST, [*LINES[:UP_TO_EXPOSE], "expose 1 6c Tc"]).rule == "old_man.expose-pass"
    twice = [*LINES[:UP_TO_EXPOSE], "expose 1 6s Tc", "expose 1 6d 9c"]
    assert refused(FIRST, twice).rule == "old_man.expose-pass"


def test_old_man_stay_from_the_best_hand_showing_one_ante_then_two() -> None:
    """S4: Jim's kings speak first; after the 5♠ is turned his kings and the wild card are trip
    kings, still the best showing (Ashley's wild 5♥ and the centre make only trip queens)."""
    state = play(FIRST, LINES[:UP_TO_STAY])
    assert state.to_act == 0
    assert [(n.type, n.amount) for n in state.next_events] == [
        (EventType.STAY, 1), (EventType.FOLD, None)
    ]  # fmt: skip
    state = play(FIRST, LINES[: LINES.index("stay 0 2")])
    assert state.to_act == 0
    assert state.next_events[0].amount == 2
    assert refused(FIRST, [*LINES[:UP_TO_STAY], "stay 0 2"]).rule == "old_man.stay"
    assert refused(FIRST, [*LINES[:UP_TO_STAY], "stay 1 1"]).rule == "old_man.stay"


def test_old_man_stay_a_short_stack_may_only_fold() -> None:
    short = FIRST | {"stacks": [100, 1, 100, 100, 100, 100]}
    state = play(short, [*LINES[:UP_TO_STAY], "stay 0 1"])
    assert [n.type for n in state.next_events] == [EventType.FOLD]
    assert refused(short, [*LINES[:UP_TO_STAY], "stay 0 1", "stay 1 1"]).rule == "old_man.stay"


def test_old_man_centre_wild_is_turned_after_the_first_decision() -> None:
    state = play(FIRST, LINES[:UP_TO_REVEAL])
    assert state.phase == Phase.REVEAL
    state = play(FIRST, LINES[: UP_TO_REVEAL + 1])
    assert [str(c) for c in state.community] == ["5s"]
    assert "old_man.centre-wild" in state.rules


def test_old_man_go_stop_a_go_with_unseen_cards_shows_a_stop_does_not() -> None:
    """Jim stops and shows nothing; had he gone, his unseen cards would be asked for."""
    lines = [*LINES[:UP_TO_GO], "go 0", "go 1", "go 4", "go 5"]
    state = play(FIRST, lines)
    asked = {(n.type, n.seat) for n in state.next_events}
    assert asked == {(EventType.SHOW, 0), (EventType.OLD_MAN, None)}
    state = play(FIRST, [*LINES[:UP_TO_GO], "stop 0", "go 1", "go 4", "go 5"])
    assert {n.type for n in state.next_events} == {EventType.OLD_MAN}


def test_old_man_unwon_everyone_folds_and_the_pot_stays() -> None:
    lines = [*LINES[:UP_TO_STAY], *(f"fold {s}" for s in (0, 1, 2, 3, 4, 5))]
    state = play(FIRST, lines)
    assert state.phase == Phase.OVER
    assert state.carry is not None
    assert state.carry.amount == 6
    assert state.carry.rule == "old_man.unwon"


def test_old_man_matched_pot_no_antes_unless_the_option_keeps_the_stays() -> None:
    last = HANDS["old-man-s4-last-hand"]
    state = play(last, [])
    assert state.phase == Phase.DEAL  # no antes
    assert "old_man.matched-pot" in state.rules
    to_stay = last | {"options": {"matched_pot_antes": "to_stay"}}
    lines = last["events"][: last["events"].index("stay 1 0")]
    state = play(to_stay, lines)
    assert state.next_events[0].amount == 1


# -- settlement by matching ---------------------------------------------------------------------


def deep(**kwargs: Any) -> Declarer:
    """A player still in with chips enough behind to match any pot in these tests."""
    return Declarer(**({"stack": 1000} | kwargs))


def rule(**kwargs: Any) -> MatchRule:
    return MatchRule(**({"dealer": 0, "seats": 4} | kwargs))


def settle(seats: list[Declarer], pot: int = 20, **kwargs: Any) -> Any:
    return settle_matching([0] * 4, [False] * 4, seats, rule(**kwargs), dead=pot)


def test_old_man_halves_the_odd_chip_to_high() -> None:
    seats = [deep(seat=0, declaration=H, go=True, high=9),
             deep(seat=1, declaration=L, go=True, low=9)]  # fmt: skip
    result = settle(seats, pot=21, old_man_high=5, old_man_low=5)
    assert [p.amount for p in result.parts] == [11, 10]
    assert result.settlement.won[:2] == (11, 10)
    assert "old_man.halves" in result.rules


def test_old_man_beat_old_man_even_a_lone_go_must_beat_him() -> None:
    """The old man's part stays for the next hand and the go matches his half."""
    seats = [deep(seat=0, declaration=H, go=True, high=5),
             deep(seat=1, declaration=L, go=True, low=9)]  # fmt: skip
    result = settle(seats, old_man_high=7, old_man_low=3)
    assert [p.outcome for p in result.parts] == [PartOutcome.UNWON, PartOutcome.WON]
    assert result.matches[0] == 10
    assert result.next_pot == 10 + 10
    assert result.settlement.carried_over == 10


def test_old_man_old_man_tie_loses_by_default_wins_with_the_option() -> None:
    seats = [deep(seat=0, declaration=H, go=True, high=7)]
    assert settle(seats, old_man_high=7).parts[0].outcome == PartOutcome.UNWON
    assert "old_man.old-man-tie" in settle(seats, old_man_high=7).rules
    won = settle(seats, old_man_high=7, old_man_tie=OldManTie.PLAYER)
    assert won.parts[0].outcome == PartOutcome.WON


def test_old_man_match_the_whole_pot_one_way_or_for_a_both() -> None:
    one_way = [deep(seat=0, declaration=H, go=True, high=9),
               deep(seat=1, declaration=H, go=True, high=8)]  # fmt: skip
    assert settle(one_way, old_man_high=1).matches[1] == 20
    pig = [deep(seat=0, declaration=H, go=True, high=9),
           deep(seat=1, declaration=B, go=True, high=8, low=9),
           deep(seat=2, declaration=L, go=True, low=5)]  # fmt: skip
    result = settle(pig, old_man_high=1, old_man_low=1)
    assert result.failed_both == (1,)
    assert result.matches == (0, 20, 0, 0)
    # The pig is removed: the low go he beat takes the low half (RULES.md §0 declare rule 3).
    assert result.settlement.won == (10, 0, 10, 0)


def test_old_man_match_cap_limits_a_match() -> None:
    seats = [deep(seat=0, declaration=H, go=True, high=9),
             deep(seat=1, declaration=H, go=True, high=8)]  # fmt: skip
    result = settle(seats, old_man_high=1, match_cap=15)
    assert result.matches[1] == 15
    assert "old_man.match-cap" in result.rules


def test_old_man_nobody_goes_the_declarers_share_it() -> None:
    seats = [deep(seat=0, declaration=H), deep(seat=1, declaration=H),
             deep(seat=2, declaration=L, go=True, low=9)]  # fmt: skip
    result = settle(seats, pot=21, old_man_low=2)
    assert result.parts[0].outcome == PartOutcome.SHARED
    assert result.settlement.won == (5, 6, 10, 0)  # the odd chip to seat 1, the dealer's left
    shared = result.parts[0].share
    assert shared is not None
    assert shared.odd_chips == (1,)
    assert "pots.odd-chip-position" in result.rules
    assert result.matches == (0, 0, 0, 0)


def test_old_man_last_hand_losers_pay_the_winners() -> None:
    seats = [deep(seat=0, declaration=H, go=True, high=9),
             deep(seat=1, declaration=H, go=True, high=8),
             deep(seat=2, declaration=H, go=True, high=7)]  # fmt: skip
    result = settle(seats, old_man_high=1, last_hand=True)
    assert result.transfers == (Transfer(payer=1, payee=0, amount=20),
                                Transfer(payer=2, payee=0, amount=20))  # fmt: skip
    assert result.matches == (0, 0, 0, 0)
    assert result.next_pot == 0
