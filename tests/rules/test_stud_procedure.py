"""The stud procedure, rule by rule (RULES.md §4; S3): each test names the rule it checks."""

from __future__ import annotations

from typing import Any

import pytest
from hand_notation import play

from service.rules.cards import Rank
from service.rules.errors import RuleViolation
from service.rules.games.events import EventType, Phase

STUD: dict[str, Any] = {
    "game": "seven_card_stud",
    "dealer": 2,
    "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10},
    "stacks": [100, 100, 100],
}
ANTES = ["ante 0 1", "ante 1 1", "ante 2 1"]
THIRD = ["deal 0 Ah Ad / 5c", "deal 1 ?? ?? / 2d", "deal 2 Kh Qh / Kc"]


def refused(case: dict[str, Any], lines: list[str]) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        play(case, lines)
    return caught.value


def passive(case: dict[str, Any], lines: list[str]) -> list[str]:
    """``lines`` and then checks (or calls) in turn until the betting round is over."""
    lines = list(lines)
    while (state := play(case, lines)).phase == Phase.BET:
        moves = {n.type for n in state.next_events}
        lines.append(f"{'check' if EventType.CHECK in moves else 'call'} {state.to_act}")
    return lines


def places(violation: RuleViolation) -> list[str]:
    return [".".join(str(p) for p in at) for at in violation.at]


# -- illegal events -------------------------------------------------------------------------


def test_cards_duplicate_a_card_dealt_twice_names_both_places() -> None:
    violation = refused(STUD, [*ANTES, "deal 0 Ah Ad / 5c", "deal 1 ?? ?? / Ah"])
    assert violation.rule == "cards.duplicate"
    assert places(violation) == ["events.3.down.0", "events.4.up.0"]


def test_betting_turn_acting_out_of_turn() -> None:
    violation = refused(STUD, [*ANTES, *THIRD, "complete 2 5"])
    assert violation.rule == "betting.turn"
    assert places(violation) == ["events.6.seat"]


def test_betting_amount_a_completion_of_the_wrong_size() -> None:
    violation = refused(STUD, [*ANTES, *THIRD, "bring_in 1 2", "complete 2 7"])
    assert violation.rule == "betting.amount"
    assert places(violation) == ["events.7.to"]


def test_stud_deal_no_eighth_card() -> None:
    hand = passive(STUD, [*ANTES, *THIRD, "bring_in 1 2"])
    for cards in (("3c", "3d", "3h"), ("4c", "4d", "4h"), ("6c", "6d", "6h")):
        hand = passive(STUD, hand + [f"deal {s} / {c}" for s, c in enumerate(cards)])
    hand += ["deal 0 7c /"]
    violation = refused(STUD, [*hand, "deal 0 7d /"])
    assert violation.rule == "stud.deal"
    assert "gets no more" in violation.detail
    hand = passive(STUD, [*hand, "deal 1 ?? /", "deal 2 ?? /"])
    assert play(STUD, hand).phase == Phase.SHOW
    assert refused(STUD, [*hand, "deal 0 8c /"]).rule == "games.procedure"


def test_stud_deal_each_street_deals_its_own_cards() -> None:
    violation = refused(STUD, [*ANTES, "deal 0 Ah / 5c"])
    assert violation.rule == "stud.deal"
    assert places(violation) == ["events.3.down"]


def test_stud_dead_cards_a_folded_player_is_dealt_nothing() -> None:
    hand = [*ANTES, *THIRD, "bring_in 1 2", "fold 2", "call 0"]
    violation = refused(STUD, [*hand, "deal 2 / 9s"])
    assert violation.rule == "stud.dead-cards"


def test_stud_ante_the_ante_is_the_agreed_amount_or_all_a_short_stack_has() -> None:
    assert refused(STUD, ["ante 0 2"]).rule == "games.ante"
    short = STUD | {"stacks": [100, 1, 100]}
    state = play(short, ANTES)
    assert state.phase == Phase.DEAL
    assert state.seats[1].all_in


def test_games_procedure_an_event_out_of_its_place() -> None:
    """games.procedure: a bet before the antes, or before every seat is dealt, is refused,
    saying which seats the step still waits for (an app can tell which event it missed)."""
    violation = refused(STUD, ["bet 0 5"])
    assert violation.rule == "games.procedure"
    assert places(violation) == ["events.0.type"]
    assert "it still waits for seats 0, 1 and 2" in violation.detail
    early = refused(STUD, [*ANTES, "deal 0 Ah Ad / 5c", "bring_in 1 2"])
    assert "not bring_in; it still waits for seats 1 and 2" in early.detail


def test_games_hand_over_nothing_after_the_last_fold() -> None:
    hand = [*ANTES, *THIRD, "bring_in 1 2", "fold 2", "fold 0"]
    assert play(STUD, hand).phase == Phase.OVER
    assert refused(STUD, [*hand, "deal 1 / 9s"]).rule == "games.hand-over"


def test_stud_show_cards_seen_cannot_change() -> None:
    lines = [*ANTES, "deal 0 Ah Ad / 5c", "deal 1 Ts ?? / 2d", "deal 2 Kh Qh / Kc"]
    lines = passive(STUD, [*lines, "bring_in 1 2", "fold 2"])
    for c0, c1 in (("3c", "3d"), ("4c", "4d"), ("6c", "6d")):
        lines = passive(STUD, [*lines, f"deal 0 / {c0}", f"deal 1 / {c1}"])
    lines = passive(STUD, [*lines, "deal 0 7c /", "deal 1 ?? /"])
    state = play(STUD, lines)
    assert state.phase == Phase.SHOW
    assert [(n.type, n.seat, n.down_count) for n in state.next_events] == [
        (EventType.SHOW, 1, 3),
        (EventType.FOLD, 0, None),
        (EventType.FOLD, 1, None),
    ]  # RR The Showdown: show, or either hand mucked (seat 0's cards are all seen)
    violation = refused(STUD, [*lines, "show 1 Js 9s 8s"])
    assert violation.rule == "games.show"
    assert places(violation) == [f"events.{len(lines)}.down.0"]
    state = play(STUD, [*lines, "show 1 Ts 9s 8s"])
    assert state.phase == Phase.OVER
    # RR The Showdown (rule games.muck): seat 1 throws his hand away unshown and gives up his
    # claim; seat 0's hand, all seen, takes the pot without showing.
    mucked = play(STUD, [*lines, "fold 1"])
    assert mucked.phase == Phase.OVER and "games.muck" in mucked.rules
    assert mucked.result is not None and mucked.result.settlement.won[1] == 0
    assert mucked.result.settlement.won[0] > 0 and mucked.seats[1].folded


# -- the setup --------------------------------------------------------------------------------


def test_games_option_a_house_rule_the_game_does_not_have() -> None:
    violation = refused(STUD | {"options": {"exchange_fee": 5}}, [])
    assert violation.rule == "games.option"
    assert places(violation) == ["options.exchange_fee"]


def test_games_players_english_stud_seats_six_at_most() -> None:
    english = STUD | {"game": "english_stud", "stacks": [100] * 7}
    assert refused(english, []).rule == "games.players"


def test_games_players_a_seat_number_below_zero_is_no_seat() -> None:
    """The engine's account of which seat an event changed must name a real seat: -1 and -2
    would be read as no seat or every seat (the contract refuses them before the core)."""
    for seat in (-1, -2, -3):
        violation = refused(STUD, [f"ante {seat} 1"])
        assert violation.rule == "games.players"
        assert places(violation) == ["events.0.seat"]


def test_stud_english_seventh_card_only_with_five_or_fewer() -> None:
    english = STUD | {
        "game": "english_stud",
        "stacks": [100] * 6,
        "options": {"seventh_card": True},
    }
    assert refused(english, []).rule == "stud.english-seventh-card"
    five = english | {"stacks": [100] * 5}
    assert play(five, []).phase == Phase.ANTE


def test_betting_bring_in_the_amount_is_needed_and_less_than_a_bet() -> None:
    no_amount = STUD | {"stakes": {"ante": 1, "small_bet": 5}}
    assert refused(no_amount, []).rule == "betting.bring-in"
    too_big = STUD | {"stakes": {"ante": 1, "bring_in": 5, "small_bet": 5}}
    assert refused(too_big, []).rule == "betting.bring-in"
    traditional = no_amount | {"options": {"forced_bring_in": False}}
    state = play(traditional, [*ANTES, *THIRD])
    assert state.to_act == 2  # the K♣ is the best hand showing and opens
    assert {n.type for n in state.next_events} == {EventType.FOLD, EventType.CHECK, EventType.BET}


# -- the hand ends early ----------------------------------------------------------------------


def test_pots_uncontested_the_last_live_player_takes_the_pot_unseen() -> None:
    state = play(STUD, [*ANTES, *THIRD, "bring_in 1 2", "fold 2", "fold 0"])
    assert state.phase == Phase.OVER
    assert state.result is not None
    # The antes are won; the bring-in nobody called goes back (RULES.md §0 side pots).
    assert state.result.settlement.won == (0, 3, 0)
    assert state.result.settlement.refunded == (0, 2, 0)
    assert state.next_events == ()


# -- running out of cards -------------------------------------------------------------------

_RANKS = "23456789TJQA"  # no kings up, so that the community K♠ pairs only seat 5


def _eight_handed(
    options: dict[str, Any] | None = None, seats: int = 8
) -> tuple[dict[str, Any], list[str]]:
    """A hand with nobody folding up to seventh street's deal; no kings up but seat 5's K♦."""
    case = STUD | {"dealer": seats - 1, "stacks": [100] * seats, "options": options or {}}
    up = [[f"{_RANKS[(s + 3 * k) % 12]}{'cdhs'[k]}" for k in range(4)] for s in range(seats)]
    up[5][0] = "Kd"
    lines = [f"ante {s} 1" for s in range(seats)]
    lines += [f"deal {s} ?? ?? / {up[s][0]}" for s in range(seats)]
    lines = passive(case, [*lines, f"bring_in {play(case, lines).to_act} 2"])
    for street in range(1, 4):
        lines = passive(case, lines + [f"deal {s} / {up[s][street]}" for s in range(seats)])
    return case, lines


def test_stud_community_card_when_eight_players_reach_seventh_street() -> None:
    case, lines = _eight_handed()
    state = play(case, lines)
    assert state.phase == Phase.DEAL
    assert [n.type for n in state.next_events] == [EventType.COMMUNITY]
    assert refused(case, [*lines, "deal 0 ?? /"]).rule == "stud.community-card"
    assert refused(case, [*lines, "community ??"]).rule == "stud.community-card"
    state = play(case, [*lines, "community Ks"])
    assert state.community[0].rank == Rank.KING
    assert state.to_act == 5  # K♦ up with the community K♠: the only pair showing
    assert "stud.community-card" in state.rules


def test_stud_burn_cards_are_gathered_so_seven_players_get_their_own_card() -> None:
    case, lines = _eight_handed({"burn_cards": True}, seats=7)
    state = play(case, lines)
    assert [n.type for n in state.next_events] == [EventType.DEAL] * 7
    assert "stud.burn-cards" in state.rules
    case, lines = _eight_handed({"burn_cards": True})
    assert [n.type for n in play(case, lines).next_events] == [EventType.COMMUNITY]


# -- game-specific steps ----------------------------------------------------------------------


def test_stud_english_exchange_in_turn_from_the_dealers_left() -> None:
    english = STUD | {"game": "english_stud", "dealer": 1, "stacks": [100, 100]}
    lines = ["ante 0 1", "ante 1 1", "deal 0 Ah Kh / Qh", "deal 1 2c 2d / 7s"]
    lines += ["bring_in 1 2", "call 0"]
    lines += ["deal 0 / Jh", "deal 1 / 8c", "check 0", "check 1"]
    lines += ["deal 0 / 3c", "deal 1 / 2h", "check 0", "check 1"]
    state = play(english, lines)
    assert state.phase == Phase.EXCHANGE
    assert state.to_act == 0
    assert refused(english, [*lines, "stand_pat 1"]).rule == "stud.english-exchange"
    assert refused(english, [*lines, "exchange 0 9c Th"]).rule == "stud.english-exchange"
    swapped = play(english, [*lines, "exchange 0 Kh ??"])
    assert [str(c) for c in swapped.seats[0].down] == ["Ah", "??"]


def test_stud_english_fee_a_player_who_cannot_pay_may_only_stand_pat() -> None:
    english = STUD | {"game": "english_stud", "dealer": 1, "stacks": [12, 100],
                      "options": {"exchange_fee": 10}}  # fmt: skip
    lines = ["ante 0 1", "ante 1 1", "deal 0 Ah Kh / Qh", "deal 1 2c 2d / 7s"]
    lines += ["bring_in 1 2", "call 0"]
    lines += ["deal 0 / Jh", "deal 1 / 8c", "check 0", "check 1"]
    lines += ["deal 0 / 3c", "deal 1 / 2h", "check 0", "check 1"]
    state = play(english, lines)
    assert [n.type for n in state.next_events] == [EventType.STAND_PAT]
    assert refused(english, [*lines, "exchange 0 3c Th"]).rule == "stud.english-fee"


def test_stud_low_hole_an_ace_in_the_hole_is_wild_for_low_only() -> None:
    low_hole = STUD | {"game": "low_hole", "dealer": 1, "stacks": [100, 100],
                       "options": {"play": "high_low"}}  # fmt: skip
    state = play(low_hole, ["ante 0 1", "ante 1 1", "deal 0 Ac 9d / 3h", "deal 1 ?? ?? / 6c"])
    assert state.seats[0].low_wild_rank == "A"
    assert state.seats[0].high_wild_rank == "9"
    assert state.seats[1].high_wild_rank is None  # hidden hole cards: not known yet


def test_stud_low_hole_nothing_but_aces_in_the_hole_leaves_high_without_a_wild_rank() -> None:
    """S3 Low Hole: in high-low with ace-to-five low, an ace in the hole makes aces wild "for
    the purpose of low hands but not for high hands"; with no other hole card, none is wild
    for high (RULES.md §4 Low Hole). Played high only, aces are the lowest hole card there."""
    lines = ["ante 0 1", "ante 1 1", "deal 0 Ac Ad / 3h", "deal 1 2c 2d / 6c"]
    high_low = STUD | {"game": "low_hole", "dealer": 1, "stacks": [100, 100],
                       "options": {"play": "high_low"}}  # fmt: skip
    state = play(high_low, lines)
    assert (state.seats[0].high_wild_rank, state.seats[0].low_wild_rank) == (None, "A")
    high_only = STUD | {"game": "low_hole", "dealer": 1, "stacks": [100, 100]}
    assert play(high_only, lines).seats[0].high_wild_rank == "A"


def test_stud_axe_payments_a_short_stack_pays_what_it_has() -> None:
    axe = STUD | {"game": "deuces_jacks_axe", "dealer": 1, "stacks": [3, 100],
                  "stakes": {"ante": 1, "small_bet": 5}}  # fmt: skip
    state = play(axe, ["ante 0 1", "ante 1 1", "deal 0 2c 3d / 7h", "deal 1 4c 5d / 9s"])
    paid = [(p.seat, p.amount) for p in state.payments if p.rule == "stud.axe-payments"]
    assert paid == [(0, 2)]
    assert state.seats[0].all_in


def _axe_to_the_showdown(seat_0_up: list[str]) -> list[str]:
    """Heads-up Axe, checked to the end: seat 0 holds 7h up (he pays 5 antes for it) and
    nothing better than two wild cards make of it; seat 1 holds four aces and wins."""
    axe = STUD | {"game": "deuces_jacks_axe", "dealer": 1, "stacks": [100, 100],
                  "stakes": {"ante": 1, "small_bet": 5}}  # fmt: skip
    lines = passive(axe, ["ante 0 1", "ante 1 1", "deal 0 3c 4d / 7h", "deal 1 Ac Ad / As"])
    for c0, c1 in zip(seat_0_up, ("Ah", "9c", "Tc"), strict=True):
        lines = passive(axe, [*lines, f"deal 0 / {c0}", f"deal 1 / {c1}"])
    return passive(axe, [*lines, "deal 0 Qh /", "deal 1 Qd /"])


@pytest.mark.parametrize(
    ("up", "paid"),
    [(["9s", "Th", "8d"], 5), (["Js", "Th", "8d"], 6), (["2s", "Js", "8d"], 7)],
)
def test_stud_axe_payments_are_the_pots_and_the_winner_takes_them(up: list[str], paid: int) -> None:
    """RULES.md §4 (S3, Deuces and Jacks and the Man with the Axe): a player *pays* into the
    pot for each seven and wild card dealt him face up. The payment is no bet: the winner of
    the main pot takes it, and none of it goes back to the payer as an uncalled excess."""
    axe = STUD | {"game": "deuces_jacks_axe", "dealer": 1, "stacks": [100, 100],
                  "stakes": {"ante": 1, "small_bet": 5}}  # fmt: skip
    state = play(axe, _axe_to_the_showdown(up))  # every card known: settled without shows
    assert sum(p.amount for p in state.payments if p.rule == "stud.axe-payments") == paid
    assert state.result is not None
    assert state.result.settlement.won == (0, 2 + paid)
    assert state.result.settlement.refunded == (0, 0)
    assert [s.stack for s in state.seats] == [99 - paid, 99]  # before the pot is paid


def test_stud_declare_every_live_player_declares_before_the_showdown() -> None:
    declare = STUD | {"game": "seven_card_stud_declare"}
    lines = passive(declare, [*ANTES, *THIRD, "bring_in 1 2", "fold 2"])
    for c0, c1 in (("3c", "3d"), ("4c", "4d"), ("6c", "6d")):
        lines = passive(declare, [*lines, f"deal 0 / {c0}", f"deal 1 / {c1}"])
    lines = passive(declare, [*lines, "deal 0 7c /", "deal 1 ?? /"])
    state = play(declare, lines)
    assert state.phase == Phase.DECLARE
    assert {(n.type, n.seat) for n in state.next_events} == {
        (EventType.DECLARE, 0), (EventType.DECLARE, 1)
    }  # fmt: skip
    assert refused(declare, [*lines, "declare 2 high"]).rule == "games.declare"
    state = play(declare, [*lines, "declare 1 low", "declare 0 high"])
    assert state.phase == Phase.SHOW
