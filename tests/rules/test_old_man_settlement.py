"""Old Man's settlement to the chip (RULES.md §5; S4): table stakes, the both go, the last hand,
the seed's errata, and through the state endpoint's core an all-in go."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hand_notation import play

from service.rules.games.events import EventType, Phase
from service.rules.games.old_man import OldManResult
from service.rules.pots.matching import (
    Declarer,
    MatchRule,
    PartOutcome,
    Transfer,
    settle_matching,
)
from service.rules.pots.shares import Declaration

HANDS = {
    case["name"]: case
    for case in json.loads((Path(__file__).parent / "hands" / "old_man.json").read_text())["cases"]
}
LAST = HANDS["old-man-s4-last-hand"]
H, L, B = Declaration.HIGH, Declaration.LOW, Declaration.BOTH


def seat(seat: int, declaration: Declaration, **kwargs: Any) -> Declarer:
    """A player still in; deep-stacked unless the test says otherwise."""
    return Declarer(**({"seat": seat, "declaration": declaration, "stack": 1000} | kwargs))


def settle(seats: list[Declarer], pot: int, folded: tuple[int, ...] = (), **kwargs: Any) -> Any:
    table = MatchRule(**({"dealer": 0, "seats": 4} | kwargs))
    out = [s in folded for s in range(table.seats)]
    return settle_matching([0] * table.seats, out, seats, table, dead=pot)


# -- table stakes (RULES.md §0 "Betting and all-ins", §5; RR table stakes) -----------------------


@pytest.mark.parametrize(
    ("stack", "cap", "match", "rules"),
    [
        (0, None, 0, {"old_man.table-stakes"}),
        (3, None, 3, {"old_man.table-stakes"}),
        (36, None, 36, set()),
        (500, None, 36, set()),
        (3, 10, 3, {"old_man.match-cap", "old_man.table-stakes"}),
        (500, 10, 10, {"old_man.match-cap"}),
        (10, 10, 10, {"old_man.match-cap"}),
    ],
)
def test_old_man_table_stakes_rules_s5_a_losing_go_matches_at_most_his_stack(
    stack: int, cap: int | None, match: int, rules: set[str]
) -> None:
    """RULES.md §5: a match is at most the chips the loser has behind; with match_cap the
    smaller limit applies. Seat 1 goes high for the whole pot of 36 and loses to seat 0."""
    seats = [seat(0, H, go=True, high=9), seat(1, H, go=True, high=5, stack=stack)]
    result = settle(seats, pot=36, old_man_high=1, match_cap=cap)
    assert result.settlement.won == (36, 0, 0, 0)
    assert result.matches == (0, match, 0, 0)
    assert result.next_pot == match
    assert rules <= set(result.rules)
    assert "old_man.table-stakes" in result.rules or "old_man.table-stakes" not in rules


def test_old_man_table_stakes_rules_s5_the_last_hand_loser_pays_at_most_his_stack() -> None:
    """RULES.md §5: in the last hand a loser pays the winner, but no more than he has."""
    seats = [seat(0, H, go=True, high=9), seat(1, H, go=True, high=5, stack=3),
             seat(2, H, go=True, high=4, stack=0)]  # fmt: skip
    result = settle(seats, pot=36, old_man_high=1, last_hand=True)
    assert result.transfers == (Transfer(payer=1, payee=0, amount=3),)
    assert result.paid == (0, 3, 0, 0)
    assert result.received == (3, 0, 0, 0)
    assert result.next_pot == 0


# -- no folded seat, no loser of a go is paid (RULES.md §5) --------------------------------------


def test_old_man_last_hand_rules_s5_folded_seats_and_losing_goes_get_no_share() -> None:
    """RULES.md §5: a part nobody wins in the last hand is divided among the players still in
    who did not lose a go. Seat 3 folded, seats 0 and 2 lost to the old man: seat 1 takes it."""
    seats = [seat(0, H, go=True, high=5), seat(1, H), seat(2, L, go=True, low=5)]
    result = settle(seats, pot=21, folded=(3,), old_man_high=7, old_man_low=7, last_hand=True)
    assert [p.outcome for p in result.parts] == [PartOutcome.DIVIDED, PartOutcome.DIVIDED]
    assert result.settlement.won == (0, 21, 0, 0)
    assert result.transfers == ()  # nobody won the parts the losers contested
    assert result.next_pot == 0
    assert [p.share.direction for p in result.parts if p.share] == ["high", "low"]


def test_old_man_last_hand_rules_s5_nobody_left_to_divide_it_stays_in_the_pot() -> None:
    """RULES.md §5 divides an unwon last pot only among players still in who lost no go; when
    every player still in lost a go, nobody may take it: it stays in the pot (our reading)."""
    seats = [seat(0, H, go=True, high=5), seat(1, H, go=True, high=4)]
    result = settle(seats, pot=20, folded=(2, 3), old_man_high=7, last_hand=True)
    assert result.settlement.won == (0, 0, 0, 0)
    assert result.settlement.carried_over == 20
    assert result.next_pot == 20
    assert result.parts[0].outcome == PartOutcome.UNWON
    assert "old_man.last-hand-divided" in result.rules


def test_old_man_last_hand_s4_had_ashley_lost_the_36_goes_to_the_others() -> None:
    """S4, the last round: "Had he lost, the pot of $36 would have been divided up among all of
    the players" — RULES.md §5: Ashley, a both go who lost, gets nothing. The high half goes to
    the players who declared high and stopped, the low half nobody declared is divided among
    the players still in who lost no go; each half's odd chips from the dealer's left."""
    table = MatchRule(dealer=5, seats=6, old_man_high=9, old_man_low=1, last_hand=True)
    seats = [*(seat(s, H) for s in range(5)), seat(5, B, go=True, high=5, low=5)]
    result = settle_matching([0] * 6, [False] * 6, seats, table, dead=36)
    assert result.failed_both == (5,)
    assert [p.outcome for p in result.parts] == [PartOutcome.SHARED, PartOutcome.DIVIDED]
    assert result.settlement.won == (8, 8, 8, 6, 6, 0)
    assert result.transfers == ()
    assert result.next_pot == 0


# -- a both go (RULES.md §0 declare rule 2, §5) --------------------------------------------------


@pytest.mark.parametrize(
    ("values", "old_man", "won", "matches", "next_pot"),
    [
        # Beats the goes both ways but loses low to the old man: the high go he beat takes the
        # high half, the low stopper the low half (nobody left went low).
        ((9, 8, 5), (1, 9), (0, 20, 20, 0), (40, 0, 0, 0), 40),
        # Ties the high go: a tie fails; the high go takes high, the low stopper low.
        ((9, 9, 9), (1, 1), (0, 20, 20, 0), (40, 0, 0, 0), 40),
        # Loses high to the old man, who also beats the high go: the high half stays, and the
        # high go matches his half.
        ((6, 5, 9), (7, 1), (0, 0, 20, 0), (40, 20, 0, 0), 80),
        # Wins both ways: the whole pot; the high go matches his half.
        ((9, 8, 9), (1, 1), (40, 0, 0, 0), (0, 20, 0, 0), 20),
    ],
)
def test_old_man_both_go_rules_s5_must_win_both_ways_and_beat_the_old_man_both_ways(
    values: tuple[int, int, int],
    old_man: tuple[int, int],
    won: tuple[int, ...],
    matches: tuple[int, ...],
    next_pot: int,
) -> None:
    """RULES.md §5: failing either way a both go wins nothing and matches the whole pot; the
    part he failed to win goes to the other goes that way who beat the old man, else to the
    players who declared that way and stopped, else it stays."""
    pig_high, high_go, pig_low = values
    seats = [seat(0, B, go=True, high=pig_high, low=pig_low), seat(1, H, go=True, high=high_go),
             seat(2, L), seat(3, H)]  # fmt: skip
    result = settle(seats, pot=40, old_man_high=old_man[0], old_man_low=old_man[1])
    assert result.settlement.won == won
    assert result.matches == matches
    assert result.next_pot == next_pot
    if won[0] == 0:
        assert result.failed_both == (0,)
        assert "old_man.both-go" in result.rules


def test_old_man_both_go_rules_s5_a_both_who_lost_gets_no_share_in_the_last_hand() -> None:
    """RULES.md §5: the both go fails low; in the last hand he pays his whole-pot match to the
    high winner and takes nothing of the low half, which the low stopper alone divides."""
    seats = [seat(0, B, go=True, high=9, low=2), seat(1, H, go=True, high=8), seat(2, L)]
    result = settle(seats, pot=40, old_man_high=1, old_man_low=5, last_hand=True)
    assert result.settlement.won == (0, 20, 20, 0)
    assert result.transfers == (Transfer(payer=0, payee=1, amount=40),)


# -- the seed's errata (RULES.md §5) -------------------------------------------------------------


def test_old_man_s4_erratum_a_high_go_against_ashleys_both_pays_18_not_36() -> None:
    """S4's last round says a losing go "would have paid $36 to Ashley"; Ashley declared both,
    so a high go contested only the high half: RULES.md §5's erratum, $18."""
    table = MatchRule(dealer=5, seats=6, old_man_high=1, old_man_low=1, last_hand=True)
    seats = [seat(0, H, go=True, high=5), *(seat(s, H) for s in range(1, 5)),
             seat(5, B, go=True, high=9, low=9)]  # fmt: skip
    result = settle_matching([0] * 6, [False] * 6, seats, table, dead=36)
    assert result.settlement.won == (0, 0, 0, 0, 0, 36)
    assert result.transfers == (Transfer(payer=0, payee=5, amount=18),)


def test_old_man_s4_erratum_the_old_man_makes_an_ace_high_flush_and_ashley_still_wins() -> None:
    """S4's last round: the old man (2♦ 4♦ 7♦ 8♠ 9♥ 10♦, the 7♣ centre, sevens wild) makes an
    ace-high flush, not a queen-high straight (RULES.md §5 erratum); Ashley's four aces and
    wheel still take the $36."""
    state = play(LAST)
    old_man = state.part_as(OldManResult)
    assert old_man.high is not None
    assert old_man.high.description == "Flush, ace-ace-ten-four-deuce"
    assert state.result is not None
    assert state.result.settlement.won == (0, 0, 0, 0, 0, 36)


# -- an all-in go through the whole hand (RULES.md §5 table stakes) ------------------------------


@pytest.mark.parametrize(("stack", "match"), [(0, 0), (3, 3), (40, 18)])
def test_old_man_table_stakes_rules_s5_an_all_in_player_may_go_and_matches_what_he_has(
    stack: int, match: int
) -> None:
    """RULES.md §5: go is offered to every player still in, an all-in player included; losing
    his half (Ashley declared both) he matches at most what he has behind. S4's last round
    played as a matched (not last) hand, Eric going high with trip queens."""
    events = list(LAST["events"])
    events[events.index("stop 1")] = "go 1"
    events.insert(events.index("old_man 2d 4d 7d 8s 9h Td"), "show 1 3c 4s")
    stacks = [100, stack, 100, 100, 100, 100]
    case = LAST | {"stacks": stacks, "options": {}}
    before_go = play(case, events[: events.index("stop 0")])
    assert before_go.phase == Phase.GO
    assert (EventType.GO, 1) in {(n.type, n.seat) for n in before_go.next_events}
    state = play(case, events)
    matching = state.part_as(OldManResult).matching
    assert matching is not None
    assert matching.losers == (1,)
    assert matching.matches == (0, match, 0, 0, 0, 0)
    assert matching.next_pot == match
    assert state.seats[1].stack == stack  # a matched pot: no antes, nothing paid to stay
