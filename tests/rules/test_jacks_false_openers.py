"""Jacks or Better's false openers to the chip (RULES.md §2; S1, False openers, cases a-f; the
option false_openers = rr, Robert's Rules' reading): each case replayed, with every stack, the
pot and the carried pot checked exactly, and every event offered on the way accepted."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hand_notation import play, request

from service.rules.errors import RuleViolation
from service.rules.games.draw import DrawPart
from service.rules.games.events import EventType, HandState, Phase
from service.rules.games.false_openers import Case, Found, SeatChips, rule_on

# Dealer seat 2 antes 3 for the table; seat 0's hand is unseen, seat 1 holds queens (known), seat
# 2 nines (known). 150 chips at the table.
_TABLE: dict[str, Any] = {
    "game": "jacks_or_better",
    "dealer": 2,
    "stakes": {"ante": 3, "small_bet": 2, "big_bet": 4},
    "stacks": [50, 50, 50],
}
_HIDDEN = "?? ?? ?? ?? ??"
_DEAL = ["ante 2 3", f"deal 0 {_HIDDEN} /", "deal 1 Qc Qd 7h 5s 3c /", "deal 2 9c 9d 8h 6s 2c /"]
_RR = _TABLE | {"options": {"false_openers": "rr"}}


def _played(table: dict[str, Any], lines: list[str]) -> HandState:
    """The hand after ``lines``, each of which was offered (seat and type) when it was sent."""
    for cut, line in enumerate(lines):
        state = play(table, lines[:cut])
        coming = request(table | {"events": [line]})["events"][0]
        assert any(
            n.type.value == coming["type"] and n.seat == coming.get("seat")
            for n in state.next_events
        ), f"{line!r} was not offered after {lines[:cut]}"
    return play(table, lines)


def _stacks(state: HandState) -> list[int]:
    """Each seat's chips at the end: behind, plus what the settlement pays it."""
    paid = [0] * len(state.seats)
    if state.result is not None:
        settled = state.result.settlement
        paid = [w + r for w, r in zip(settled.won, settled.refunded, strict=True)]
    return [seat.stack + back for seat, back in zip(state.seats, paid, strict=True)]


def test_rr_everyone_folding_to_the_dead_false_opener_passes_the_pot() -> None:
    """Option false_openers = rr (RR; RULES.md §2): he owns up, and both others fold to his
    dead hand. He cannot win it; as in S1 case b his uncalled bet is forfeit, and the pot of
    5 (the dealer's ante 3, his 2) is carried. Before, the hand offered a show, then refused it."""
    state = _played(_RR, [*_DEAL, "bet 0 2", "false_openers 0", "fold 1", "fold 2"])
    assert state.phase == Phase.OVER
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.UNCALLED
    assert state.carry is not None
    assert state.carry.amount == state.part_as(DrawPart).false_openers.carried_over == 5
    assert _stacks(state) == [48, 50, 47]


def test_rr_the_dead_false_opener_folds_in_turn_and_the_raiser_takes_the_pot() -> None:
    """Option false_openers = rr (RR; RULES.md §2): seat 1 raised to 4 before he owned up; seat
    2 folds, the dead hand may only fold, and seat 1 takes the ante 3, the opener's 2 and his own
    2 called; his other 2, uncalled, come back."""
    state = _played(_RR, [*_DEAL, "bet 0 2", "raise 1 4", "false_openers 0", "fold 2", "fold 0"])
    assert state.result is not None
    assert state.result.settlement.won == (0, 7, 0)
    assert state.result.settlement.refunded == (0, 2, 0)  # his raise, uncalled
    assert _stacks(state) == [48, 55, 47]


def test_rr_the_pot_plays_on_without_proof_from_the_dead_false_opener() -> None:
    """Option false_openers = rr: seat 1 called before he owned up; seat 2 folds; the dead hand
    is out; seat 1 takes ante 3, the opener's 2 and his own 2, and nobody is asked to show."""
    state = _played(_RR, [*_DEAL, "bet 0 2", "call 1", "false_openers 0", "fold 2"])
    assert state.result is not None
    assert state.result.settlement.won == (0, 7, 0)
    assert _stacks(state) == [48, 55, 47]


def test_s1_case_c_returned_bets_go_back_into_the_callers_stacks() -> None:
    """S1 case c (RULES.md §2): seat 1 called 2 and folded to the opener's 4 after the draw; the
    2 goes back into his stack, the opener's 6 stay with the ante 3: 9 carried, 150 in all."""
    state = _played(_TABLE, [
        *_DEAL, "bet 0 2", "call 1", "fold 2", "stand_pat 0", "stand_pat 1", "bet 0 4", "fold 1",
        "show 0 Th Tc 4d 8d 9h",
    ])  # fmt: skip
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.CALLERS_FOLDED
    assert state.part_as(DrawPart).false_openers.returned == (0, 2, 0)
    assert state.carry is not None
    assert state.carry.amount == state.part_as(DrawPart).false_openers.carried_over == 9
    assert _stacks(state) == [44, 50, 47]
    assert [s.contributed for s in state.seats] == [6, 0, 3]


def test_s1_case_f_everyone_else_folding_after_he_owned_up_passes_the_deal() -> None:
    """S1 cases d and f (RULES.md §2): he owns up, nobody opens and seats 1 and 2 fold, leaving
    him alone in a pot nobody opened: the deal passes with the 5 in it; he wins nothing."""
    state = _played(_TABLE, [*_DEAL, "bet 0 2", "call 1", "false_openers 0", "fold 1", "fold 2"])
    assert state.result is None
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.NOBODY_OPENS
    assert state.carry is not None
    assert state.carry.amount == 5
    assert _stacks(state) == [48, 50, 47]


def test_s1_case_e_a_second_false_opener_leaves_the_pot_to_nobody() -> None:
    """S1 cases d, e and a-c (RULES.md §2): seat 0 owns up; seat 2, unseen, reopens and seat 0
    stays in with 2 new chips; seat 1 (tens, cannot open) folds. At the end seat 2 shows no
    openers either: the pot was never legitimately opened, so seat 0's better hand is dead too.
    Seat 0's new 2 come back (case c); his forfeited 2, seat 2's 2 and the ante 3 are carried."""
    table = _TABLE
    deal = ["ante 2 3", f"deal 0 {_HIDDEN} /", "deal 1 Tc Td 7h 5s 3c /", f"deal 2 {_HIDDEN} /"]
    state = _played(table, [
        *deal, "bet 0 2", "call 1", "false_openers 0", "check 1", "bet 2 2", "call 0", "fold 1",
        "stand_pat 0", "stand_pat 2", "check 2", "check 0",
        "show 0 9s 9h 8c 4d 2s", "show 2 Kc Qh 7d 5h 2c",
    ])  # fmt: skip
    assert state.result is None
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.opener == 2
    assert state.part_as(DrawPart).false_openers.case == Case.CALLERS_FOLDED
    assert state.part_as(DrawPart).false_openers.returned == (2, 0, 0)
    assert state.carry is not None
    assert state.carry.amount == 7
    assert _stacks(state) == [48, 50, 45]


def test_s1_case_a_a_false_opener_who_owned_up_cannot_take_an_unopened_pot() -> None:
    """S1 case a (RULES.md §2): as above, but seat 1 calls and stays: both false openers' hands
    are dead and seat 1's tens, the one legitimate hand, take the whole pot of 11."""
    deal = ["ante 2 3", f"deal 0 {_HIDDEN} /", "deal 1 Tc Td 7h 5s 3c /", f"deal 2 {_HIDDEN} /"]
    state = _played(_TABLE, [
        *deal, "bet 0 2", "call 1", "false_openers 0", "check 1", "bet 2 2", "call 0", "call 1",
        "stand_pat 0", "stand_pat 1", "stand_pat 2", "check 2", "check 0", "check 1",
        "show 0 As Ah 8c 4d 2s", "show 2 Kc Qh 7d 5h 2c",
    ])  # fmt: skip
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.DEAD_HAND
    assert state.result is not None
    assert state.result.settlement.won == (0, 11, 0)
    assert _stacks(state) == [46, 59, 45]


def test_two_false_openers_leave_an_all_in_player_only_what_he_matched() -> None:
    """RULES.md §2, two false openers in one deal (S1 cases d, e and a; table stakes, Robert's
    Rules): seat 0 owns up; seat 1, unseen, reopens; seat 4 calls all in for 2 and seat 0 stays
    in with 2 new chips; after the draw seat 1 bets 4 and seat 0 calls. Seat 1 shows no openers
    either, so both hands are dead and seat 4's is the one live hand. He matched 2 from each of
    them: he takes his 2, their 2 each, the dealer's ante 3 and seat 0's forfeited 2, 11 in all.
    The side pot of 8 that only the two false openers contest was awarded to nobody: it stays in
    the pot for the next deal, as their forfeited chips would. Before, seat 4 took all 19."""
    table = _TABLE | {"dealer": 3, "stacks": [50, 50, 50, 50, 2]}
    state = _played(table, [
        "ante 3 3", f"deal 0 {_HIDDEN} /", f"deal 1 {_HIDDEN} /", "deal 2 Tc Td 7h 5s 3c /",
        "deal 3 9c 9d 8h 6s 2c /", "deal 4 As Kd 7c 5d 3h /",
        "check 4", "bet 0 2", "false_openers 0", "bet 1 2", "fold 2", "fold 3", "call 4",
        "call 0", "stand_pat 4", "stand_pat 0", "stand_pat 1", "bet 1 4", "call 0",
        "show 0 9s 9h 8c 4d 2s", "show 1 Kc Qh 7d 5h 2h",
    ])  # fmt: skip
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.DEAD_HAND
    assert state.part_as(DrawPart).false_openers.detail.endswith(
        "seat 4, the only other player left, takes the pot; the chips that no live hand "
        "matched stay in the pot for the next deal"
    )
    assert state.result is not None
    settled = state.result.settlement
    assert "pots.unmatched-carry-over" in state.rules
    assert settled.won == (0, 0, 0, 0, 11)
    assert settled.refunded == (0, 0, 0, 0, 0)
    assert settled.carried_over == 8
    assert [(p.pot.amount, p.pot.eligible, p.split.carried_over) for p in settled.pots] == [
        (11, (4,), 0),
        (8, (), 8),
    ]
    assert _stacks(state) == [42, 44, 50, 47, 11]
    assert sum(_stacks(state)) + settled.carried_over == 202


@pytest.mark.parametrize(
    "seat_0",
    ["Ah Ac 4d 8d 9h", "Qh Qs ?? ?? ??", "4h 4s 4c ?? ??", "2h 2s 4c 4d ??"],
    ids=["all-seen", "queens-seen", "trips-seen", "two-pair-seen"],
)
def test_an_opener_seen_to_hold_openers_cannot_own_up_to_false_ones(seat_0: str) -> None:
    """RULES.md §2, S1 case d: owning up is for an opener who lacked openers. When the cards
    the service has seen already hold them, the event is not offered, and is refused if sent."""
    deal = ["ante 2 3", f"deal 0 {seat_0} /", "deal 1 Qc Qd 7h 5s 3c /", "deal 2 9c 9d 8h 6s 2c /"]
    state = play(_TABLE, [*deal, "bet 0 2"])
    assert EventType.FALSE_OPENERS not in {n.type for n in state.next_events}
    with pytest.raises(RuleViolation) as refused:
        play(_TABLE, [*deal, "bet 0 2", "false_openers 0"])
    assert refused.value.rule == "jacks.false-openers-admitted"
    assert refused.value.at == (("events", 5, "seat"),)


def test_tens_seen_with_unseen_cards_may_still_own_up() -> None:
    """RULES.md §2: tens and three unseen cards may or may not be openers: he may own up."""
    deal = [
        "ante 2 3",
        "deal 0 Th Ts ?? ?? ?? /",
        "deal 1 Qc Qd 7h 5s 3c /",
        "deal 2 9c 9d 8h 6s 2c /",
    ]
    state = play(_TABLE, [*deal, "bet 0 2"])
    assert EventType.FALSE_OPENERS in {n.type for n in state.next_events}


def test_the_ruling_carries_the_pot_from_earlier_deals_too() -> None:
    """S1 case b with 7 chips carried from a passed-out deal (RULES.md §2): what is carried to
    the next deal is every chip in the pot, 7 + ante 3 + his 2, and the ruling says so."""
    state = _played(_TABLE | {"carried_pot": 7}, [
        *_DEAL, "bet 0 2", "fold 1", "fold 2", "show 0 Th Tc 4d 8d 9h",
    ])  # fmt: skip
    assert state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.carried_over == 12
    assert state.carry is not None
    assert state.carry.amount == 12


@pytest.mark.parametrize(
    ("found", "extra", "carried"),
    [(Found.SHOWDOWN, {}, 15 + 10), (Found.FIRST_ROUND, {"reopening_decided": True}, 9 + 10)],
    ids=["b", "f"],
)
def test_rule_on_carries_chips_already_in_the_pot(
    found: Found, extra: dict[str, Any], carried: int
) -> None:
    """S1 cases b and f (RULES.md §2): 10 chips carried from earlier deals pass on too."""
    if found == Found.SHOWDOWN:
        seats = [SeatChips(antes=5, bets=10), SeatChips(folded=True), SeatChips(folded=True)]
    else:
        seats = [SeatChips(antes=5, bets=4), SeatChips(bets=4), SeatChips(bets=2)]
    ruling = rule_on(seats, 0, found, carried=10, **extra)
    assert ruling.carried_over == carried


def test_s1_worked_example_player_3_could_have_opened() -> None:
    """RULES.md §2, S1's worked example and its erratum: Player 3 (seat 2) is said to be unable
    to open, yet holds 9-10-J-Q-K, a king-high straight: the service lets him bet (he checks)."""
    case = next(c for c in _golden_draw_hands() if c["name"] == "s1-worked-example")
    state = play(case, case["events"][:7])  # the antes, the deal, Player 2's check
    assert state.to_act == 2
    assert EventType.BET in {n.type for n in state.next_events}


def _golden_draw_hands() -> list[dict[str, Any]]:
    path = Path(__file__).parent / "hands" / "draw.json"
    cases: list[dict[str, Any]] = json.loads(path.read_text())["cases"]
    return cases
