"""Named rules of Jacks or Better and Elimination (RULES.md §1, §2; S0, S1): the false-opener
cases on their own and in replayed hands, openers, point totals and their oracles."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

import pytest
from hand_notation import play

from service.rules.betting.openers import openers_in
from service.rules.cards import Card, Rank, Suit, parse_card
from service.rules.errors import RuleViolation
from service.rules.games.draw import DrawPart
from service.rules.games.events import EventType
from service.rules.games.false_openers import Case, FalseOpenersRule, Found, SeatChips, rule_on
from service.rules.games.points import totals

# Opener seat 0 (dealer antes 5 for the table), two others.
_SHOWDOWN = [SeatChips(antes=5, bets=7), SeatChips(bets=7), SeatChips(bets=2, folded=True)]


@pytest.mark.parametrize(
    ("seats", "found", "extra", "case", "returned", "carried"),
    [
        (_SHOWDOWN, Found.SHOWDOWN, {}, Case.DEAD_HAND, [0, 0, 0], 0),
        ([SeatChips(antes=5, bets=2), SeatChips(folded=True), SeatChips(folded=True)],
         Found.SHOWDOWN, {}, Case.UNCALLED, [0, 0, 0], 7),
        ([SeatChips(antes=5, bets=7), SeatChips(bets=7, folded=True),
          SeatChips(bets=2, folded=True)], Found.SHOWDOWN, {}, Case.CALLERS_FOLDED, [0, 7, 2], 12),
        ([SeatChips(antes=5, bets=4), SeatChips(bets=4), SeatChips(bets=2)],
         Found.FIRST_ROUND, {}, Case.ADMITTED, [0, 4, 2], 0),
        ([SeatChips(antes=5, bets=4), SeatChips(bets=4), SeatChips(bets=2)],
         Found.FIRST_ROUND, {"reopened_by": 1, "reopening_decided": True}, Case.REOPENED,
         [0, 4, 2], 0),
        ([SeatChips(antes=5, bets=4), SeatChips(bets=4), SeatChips(bets=2)],
         Found.FIRST_ROUND, {"reopening_decided": True}, Case.NOBODY_OPENS, [0, 4, 2], 9),
    ],
    ids=["a-dead-hand", "b-uncalled", "c-callers-folded", "d-admitted", "e-reopened", "f-passes"],
)  # fmt: skip
def test_false_openers_s1_cases(  # noqa: PLR0917 - one row of the table each
    seats: list[SeatChips],
    found: Found,
    extra: dict[str, Any],
    case: Case,
    returned: list[int],
    carried: int,
) -> None:
    """S1 false openers, the six cases of RULES.md §2, chip by chip."""
    ruling = rule_on(seats, 0, found, **extra)
    assert ruling.case == case
    assert list(ruling.returned) == returned
    assert ruling.carried_over == carried
    assert ruling.forfeited[0] == seats[0].antes + seats[0].bets
    total = sum(s.antes + s.bets for s in seats)
    if not ruling.pot_plays:  # chips conserved: back to their owners or on to the next deal
        assert sum(ruling.returned) + ruling.carried_over == total


def test_false_openers_rr_reading_lets_the_pot_play() -> None:
    """RULES.md §2 option false_openers = rr: nobody takes chips back."""
    seats = [SeatChips(antes=5, bets=4), SeatChips(bets=4), SeatChips(bets=2)]
    ruling = rule_on(seats, 0, Found.FIRST_ROUND, reading=FalseOpenersRule.RR)
    assert ruling.rule == "jacks.false-openers-rr"
    assert ruling.returned == (0, 0, 0)
    assert ruling.pot_plays


_HIDDEN = "?? ?? ?? ?? ??"
_TABLE: dict[str, Any] = {
    "game": "jacks_or_better",
    "dealer": 2,
    "stakes": {"ante": 3, "small_bet": 2, "big_bet": 4},
    "stacks": [50, 50, 50],
}
_DEAL = ["ante 2 3", f"deal 0 {_HIDDEN} /", "deal 1 Qc Qd 7h 5s 3c /", "deal 2 9c 9d 8h 6s 2c /"]


def test_false_opener_in_the_showdown_has_a_dead_hand() -> None:
    """S1 case a: the opener shows no openers; the best other hand takes the pot."""
    state = play(_TABLE, [
        *_DEAL, "bet 0 2", "call 1", "call 2", "draw 0 ?? / ??", "stand_pat 1", "stand_pat 2",
        "check 0", "check 1", "check 2", "show 0 Th Tc 4d 8d 9h / Kd",
    ])  # fmt: skip
    assert state.result is not None and state.part_as(DrawPart).false_openers is not None
    assert state.part_as(DrawPart).false_openers.case == Case.DEAD_HAND
    assert state.result.settlement.won == (0, 9, 0)  # the ante and three bets to the queens


def test_only_the_opener_shows_discards() -> None:
    """S1 (RULES.md §2): the opener keeps his discards aside to prove his openers; a caller
    shows his hand alone. Discards on anyone else's show are refused, never ignored."""
    hidden_caller = ["ante 2 3", "deal 0 Ah Ad 4d 8d 9h /", f"deal 1 {_HIDDEN} /",
                     "deal 2 9c 9d 8h 6s 2c /"]  # fmt: skip
    lines = [
        *hidden_caller, "bet 0 2", "call 1", "fold 2", "draw 0 9h / Kd", "stand_pat 1",
        "check 0", "check 1",
    ]  # fmt: skip
    with pytest.raises(RuleViolation) as caught:
        play(_TABLE, [*lines, "show 1 Qc Qd 7h 5s 3c / Ks"])
    assert caught.value.rule == "jacks.show-openers"
    assert caught.value.at == (("events", len(lines), "discards"),)
    state = play(_TABLE, [*lines, "show 1 Qc Qd 7h 5s 3c"])
    assert state.result is not None and state.result.settlement.won == (7, 0, 0)  # aces


def test_a_show_has_no_discards_outside_jacks_or_better() -> None:
    """RR The Showdown: a hand is shown by its cards; discards prove openers in Jacks or Better
    alone (RULES.md §2), so a hold'em show naming some is refused at its field."""
    holdem = {"game": "texas_holdem", "dealer": 0, "stakes": {"blinds": [1, 2]},
              "stacks": [50, 50]}  # fmt: skip
    lines = ["deal 1 ?? ?? /", "deal 0 ?? ?? /", "call 0", "check 1",
             "community 2c", "community 7d", "community 9h", "check 1", "check 0",
             "community Jc", "check 1", "check 0",
             "community Qs", "check 1", "check 0"]  # fmt: skip
    with pytest.raises(RuleViolation) as caught:
        play(holdem, [*lines, "show 1 As Ad / Kd"])
    assert caught.value.rule == "games.show"
    assert caught.value.at == (("events", len(lines), "discards"),)


def test_false_opener_uncalled_leaves_the_pot_for_the_next_deal() -> None:
    """S1 case b: nobody called; he must still show, and his bet stays for the next deal."""
    state = play(_TABLE, [*_DEAL, "bet 0 2", "fold 1", "fold 2", "show 0 Th Tc 4d 8d 9h"])
    assert (
        state.part_as(DrawPart).false_openers is not None
        and state.part_as(DrawPart).false_openers.case == Case.UNCALLED
    )
    assert state.carry is not None and state.carry.amount == 5
    assert state.carry.rule == "jacks.false-openers-uncalled"


def test_false_opener_whose_callers_folded_keeps_only_his_own_chips_in() -> None:
    """S1 case c: the callers' bets go back; the opener's stay with the ante."""
    state = play(_TABLE, [
        *_DEAL, "bet 0 2", "call 1", "fold 2", "stand_pat 0", "stand_pat 1", "bet 0 4",
        "fold 1", "show 0 Th Tc 4d 8d 9h",
    ])  # fmt: skip
    ruling = state.part_as(DrawPart).false_openers
    assert ruling is not None and ruling.case == Case.CALLERS_FOLDED
    assert ruling.returned == (0, 2, 0)
    assert state.carry is not None and state.carry.amount == 3 + 2 + 4


def test_owning_up_returns_the_others_chips_and_a_new_opener_needs_new_chips() -> None:
    """S1 cases d and e: the caller takes his 2 back; seat 1 opens with queens; the false opener
    stays in only with new chips, his 2 forfeit."""
    state = play(_TABLE, [*_DEAL, "bet 0 2", "call 1", "false_openers 0", "bet 1 2", "call 2",
                          "call 0"])  # fmt: skip
    assert (
        state.part_as(DrawPart).false_openers is not None
        and state.part_as(DrawPart).false_openers.case == Case.REOPENED
    )
    assert state.part_as(DrawPart).opener == 1
    assert state.pot == 3 + 2 + 6  # the ante, the forfeit 2, three new bets of 2
    assert [s.stack for s in state.seats] == [46, 48, 45]


def test_owning_up_and_nobody_opening_passes_the_deal() -> None:
    """S1 cases d and f: nobody opens; the false opener's chips stay for the next deal."""
    table = _TABLE | {"stacks": [50, 50, 50]}
    deal = ["ante 2 3", f"deal 0 {_HIDDEN} /", "deal 1 Tc Td 7h 5s 3c /", "deal 2 9c 9d 8h 6s 2c /"]
    state = play(table, [*deal, "bet 0 2", "call 1", "false_openers 0", "check 1", "check 2",
                         "check 0"])  # fmt: skip
    assert (
        state.part_as(DrawPart).false_openers is not None
        and state.part_as(DrawPart).false_openers.case == Case.NOBODY_OPENS
    )
    assert state.carry is not None and state.carry.amount == 5


def test_a_known_hand_without_openers_cannot_open() -> None:
    """jacks.openers: tens do not open."""
    from service.rules.errors import RuleViolation

    with pytest.raises(RuleViolation) as refused:
        play(_TABLE, ["ante 2 3", "deal 0 Tc Th 4d 8d 9h /", "deal 1 Qc Qd 7h 5s 3c /",
                      "deal 2 9c 9d 8h 6s 2c /", "bet 0 2"])  # fmt: skip
    assert refused.value.rule == "jacks.openers"


@pytest.mark.parametrize(
    ("hand", "openers"),
    [("Jc Jd 8d 9d Qd", "Jc Jd"), ("2c 2d 3h 3s 9c", "2c 2d 3h 3s"), ("Tc Td Ad Kd Qs", ""),
     ("9c Td Jh Qs Kc", "9c Td Jh Qs Kc"), ("4c 4d 4h 9s 2c", "4c 4d 4h")],
)  # fmt: skip
def test_openers_in_names_the_cards_that_open(hand: str, openers: str) -> None:
    """S1: a pair of jacks or better, two pair, trips, or any better hand; tens do not open."""
    cards = [parse_card(c) for c in hand.split()]
    assert " ".join(str(c) for c in openers_in(cards)) == openers


def test_elimination_total_oracles() -> None:
    """RULES.md §1 oracles, by brute force over rank multisets: the highest total 54, the
    lowest five-card total 2.5, the lowest of all 0.5 (one picture left); in half-points."""
    ranks = list(Rank)
    highs, lows = [], []
    for combo in combinations_with_replacement(ranks, 5):
        if any(combo.count(r) > 4 for r in combo):
            continue
        cards = [Card(r, Suit(k % 4)) for k, r in enumerate(combo)]
        held = totals(cards, ())
        assert held.high is not None and held.low is not None
        highs.append(held.high)
        lows.append(held.low)
    assert max(highs) == 108 and min(lows) == 5
    assert totals([parse_card("Qs")], ()).low == 1
    assert totals([parse_card("Qs")], (Rank.QUEEN,)).lost_every_card


_EIGHT = _TABLE | {"dealer": 7, "stacks": [50] * 8}
"""Eight players: their deal leaves a stub of 12 cards."""
_STUB_SPENT = [
    "ante 7 3",
    *(f"deal {s} {_HIDDEN} /" for s in range(8)),
    "bet 0 2",
    *(f"call {s}" for s in range(1, 8)),
    "draw 0 ?? ?? ?? / 2c 2d 2h",
    "draw 1 Ac Ad Ah / 3c 3d 3h",
    "draw 2 Kc Kd Kh / 4c 4d 4h",
    "draw 3 Qc Qd Qh / 5c 5d 5h",
]
"""Seats 0 to 3 draw three each: the stub is spent, and the next draw makes a new one."""


def test_a_short_stub_reshuffles_the_discards_but_never_the_openers() -> None:
    """draw.stub (house rule, RULES.md §2 silent): eight players leave a stub of 12; once it is
    spent, the discards so far (not the opener's) are shuffled into a new stub, so a thrown ace
    can be dealt again."""
    state = play(_EIGHT, [*_STUB_SPENT, "draw 4 Jc Jd Jh / Ac Ad Ah"])
    assert "draw.stub" in state.rules
    assert [str(c) for c in state.seats[4].down[-3:]] == ["Ac", "Ad", "Ah"]


def test_a_player_is_never_dealt_his_own_discards_back() -> None:
    """draw.stub (RULES.md §7, Draws: never a card back to the player who threw it this draw):
    seat 4's draw finds the stub spent, and the discards so far make a new one: he may be dealt
    the kings seat 2 threw, but not the ten he is throwing himself. The refusal names the new
    stub's rule and the card, not a card seen twice."""
    with pytest.raises(RuleViolation) as caught:
        play(_EIGHT, [*_STUB_SPENT, "draw 4 Tc Td Th / Kc Td Kh"])
    assert caught.value.rule == "draw.stub"
    assert "threw Td in this draw" in caught.value.detail
    state = play(_EIGHT, [*_STUB_SPENT, "draw 4 Tc Td Th / Kc Kd Kh"])
    assert "draw.stub" in state.rules


@pytest.mark.parametrize(
    ("draw", "rule", "said"),
    [
        ("draw 3 Qc Qd Qh / Ac 5d 5h", "draw.stub", "Ac was thrown away in this hand"),
        ("draw 3 Qc Qd Qh / Qc 5d 5h", "draw.stub", "seat 3 threw Qc in this draw"),
        ("draw 3 Qc Qc Qh / 5c 5d 5h", "draw.draw", "seat 3 throws Qc twice"),
    ],
)  # fmt: skip
def test_a_discard_dealt_again_before_the_stub_runs_out_is_refused_by_the_stub_rule(
    draw: str, rule: str, said: str
) -> None:
    """draw.stub (RULES.md §7): with three cards still in the stub, seat 3 may not be dealt
    the ace seat 1 threw, nor his own queen: discards come back only in a new stub, made when
    the stub runs out. The refusal names that rule, not a card seen twice; a card thrown
    twice in one draw is named as such (draw.draw)."""
    with pytest.raises(RuleViolation) as caught:
        play(_EIGHT, [*_STUB_SPENT[:-1], draw])
    assert caught.value.rule == rule
    assert said in caught.value.detail


def test_at_jacks_showdown_a_caller_may_muck_and_the_opener_proves_his_openers() -> None:
    """RR The Showdown: a player may throw his hand away unshown and give up the pot; in Jacks
    or Better the opener still proves his openers (S1, RULES.md §2). The caller is offered the
    muck and takes it; the opener is not offered it, and a muck of his is refused."""
    lines = [*_DEAL, "bet 0 2", "call 1", "fold 2", "draw 0 ?? / ??", "stand_pat 1",
             "check 0", "check 1"]  # fmt: skip
    state = play(_TABLE, lines)
    folds = {e.seat for e in state.next_events if e.type == EventType.FOLD}
    assert folds == {1}, state.next_events
    with pytest.raises(RuleViolation) as caught:
        play(_TABLE, [*lines, "fold 0"])
    assert caught.value.rule == "games.muck"
    mucked = play(_TABLE, [*lines, "fold 1", "show 0 Jh Jc 4d 8d 9h / Kd"])
    assert mucked.result is not None
    assert mucked.result.settlement.won == (7, 0, 0)  # the ante of 3 and the two bets of 2
