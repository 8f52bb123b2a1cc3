"""The rulings a game gives on their own, called in the core: Elimination's totals (RULES.md §1;
S0), Jacks or Better's openers and false openers (RULES.md §2; S1), Old Man's settlement
(RULES.md §5; S4)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.rules.cards import JOKER, Card, Rank, parse_card
from service.rules.errors import RuleViolation
from service.rules.games.counterbluff_ruling import HandToScore, Scored, score_hand
from service.rules.games.counterbluff_scoring import LowballReply
from service.rules.games.false_openers import Case, Found, SeatChips
from service.rules.games.jacks_rulings import rule_on_false_openers, rule_on_openers
from service.rules.games.old_man import OldManSeat
from service.rules.games.old_man_settlement import rule_on_old_man
from service.rules.games.points import rule_on_totals
from service.rules.pots.shares import Declaration


def _cards(text: str) -> list[Card]:
    cards = [parse_card(c) for c in text.split()]
    assert all(isinstance(c, Card) for c in cards)
    return [c for c in cards if isinstance(c, Card)]


def test_elimination_values_rules_md_1_sevens_eliminated_ace_11_or_1() -> None:
    """RULES.md §1 Elimination values: with sevens and queens exposed, As Kd 2s are left; the best
    high total takes the ace as 11 and the king as 10 (23), the best low the ace as 1 and the
    king as ½ (3½). Totals are in half-points."""
    ruling = rule_on_totals(_cards("As Kd 7c 7h 2s"), {Rank.SEVEN, Rank.QUEEN})
    assert [str(c) for c in ruling.kept] == ["As", "Kd", "2s"]
    assert [str(c) for c in ruling.eliminated] == ["7c", "7h"]
    assert ruling.high is not None and ruling.low is not None
    assert ruling.high.total == 46
    assert [(str(c), v) for c, v in ruling.high.values] == [("As", 22), ("Kd", 20), ("2s", 4)]
    assert ruling.low.total == 7
    assert [(str(c), v) for c, v in ruling.low.values] == [("As", 2), ("Kd", 1), ("2s", 4)]
    assert not ruling.lost_every_card
    assert ruling.rules == ("elimination.values", "elimination.reveal", "cards.duplicate")


def test_elimination_end_rules_md_1_every_card_lost_wins_the_pot() -> None:
    """RULES.md §1 (S0): a player whose every card is eliminated wins the whole pot at once."""
    ruling = rule_on_totals(_cards("7c 7h Qs"), {Rank.SEVEN, Rank.QUEEN})
    assert ruling.kept == () and ruling.high is None and ruling.low is None
    assert ruling.lost_every_card
    assert ruling.rules[-1] == "elimination.end"


@pytest.mark.parametrize(("hand", "rule"), [("As As", "cards.duplicate"), ("As Jk", "cards.deck")])
def test_elimination_cards_duplicate_one_pack_no_joker(hand: str, rule: str) -> None:
    """RULES.md §1: Elimination is played with one 52-card pack: a card twice (a duplicate), or
    a joker (a card the deck does not hold), is refused with the place of the card."""
    with pytest.raises(RuleViolation) as raised:
        rule_on_totals([parse_card(c) for c in hand.split()], set())
    assert raised.value.rule == rule
    assert raised.value.at[-1] == ("cards", 1)


def test_jacks_openers_rules_md_2_a_pair_of_jacks_opens() -> None:
    """RULES.md §2 (S1): a pair of jacks or better opens; the jacks are the openers."""
    ruling = rule_on_openers(_cards("Jc Jd 8d 9d Qd"))
    assert ruling.may_open
    assert [str(c) for c in ruling.openers] == ["Jc", "Jd"]
    assert ruling.hand.description.startswith("Pair of jacks")
    assert ruling.needs == "a pair of jacks or better"
    assert ruling.rules[0] == "jacks.openers"


def test_jacks_openers_rules_md_2_tens_do_not_open() -> None:
    """RULES.md §2 (S1): tens do not open."""
    ruling = rule_on_openers(_cards("Tc Td Ad Kd Qs"))
    assert not ruling.may_open and ruling.openers == ()


def test_jacks_openers_refuse_a_joker() -> None:
    """RULES.md §2: Jacks or Better uses one 52-card pack, no joker (cards.deck: a card the
    deck does not hold)."""
    with pytest.raises(RuleViolation) as raised:
        rule_on_openers([*_cards("Jc Jd 8d 9d"), JOKER])
    assert raised.value.rule == "cards.deck"
    assert raised.value.at == (("cards", 4),)


def test_false_openers_rules_md_2_case_b_uncalled_bet_carried_with_the_pot() -> None:
    """RULES.md §2 case b (S1): the opener bet and nobody called: his bet stays in the pot with
    the 10 chips carried in, 17 for the next deal; the ruling cites case b, then the openers."""
    seats = [SeatChips(antes=5, bets=2), SeatChips(bets=0, folded=True), SeatChips(folded=True)]
    answer = rule_on_false_openers(seats, 0, Found.SHOWDOWN, options={}, carried=10)
    assert answer.case == Case.UNCALLED
    assert answer.carried_over == 17
    assert answer.rules == ("jacks.false-openers-uncalled", "jacks.openers")


def test_false_openers_rules_md_2_case_d_robert_s_rules_reading_by_option() -> None:
    """RULES.md §2 case d: S1 returns the others' chips; with option `false_openers: rr`
    (Robert's Rules) the pot plays and nothing is returned."""
    seats = [SeatChips(antes=5, bets=4), SeatChips(bets=4), SeatChips(bets=2)]
    s1 = rule_on_false_openers(seats, 0, Found.FIRST_ROUND, options={})
    assert s1.case == Case.ADMITTED and s1.returned == (0, 4, 2)
    rr = rule_on_false_openers(seats, 0, Found.FIRST_ROUND, options={"false_openers": "rr"})
    assert rr.pot_plays and rr.returned == (0, 0, 0)


def _s4_first_hand() -> list[OldManSeat]:
    high = Declaration.HIGH
    return [
        OldManSeat(declaration=high, stack=96),
        OldManSeat(declaration=high, go=True, stack=96, cards=tuple(_cards("6d Ah 6c 9c 6s 2s"))),
        OldManSeat(declaration=None, stack=99),
        OldManSeat(declaration=None, stack=99),
        OldManSeat(declaration=high, go=True, stack=96, cards=tuple(_cards("3s 2c Jh 3h Jc Qs"))),
        OldManSeat(declaration=high, go=True, stack=96, cards=tuple(_cards("7h 4h Qh 8h 5h 4c"))),
    ]


def test_old_man_rules_md_5_s4_first_hand_losing_goes_match_the_pot() -> None:
    """RULES.md §5 (S4's first hand): Ashley's eight-high straight flush beats the other goes
    and the old man's trip aces and takes the $18 pot; Eric and Bottoms match it, so the next
    pot is $36."""
    ruling = rule_on_old_man(
        _s4_first_hand(),
        _cards("5s")[0],
        _cards("2d 3d 6h 8s Ad Ac"),
        dealer=5,
        pot=18,
        options={},
    )
    assert [s.won for s in ruling.seats] == [0, 0, 0, 0, 0, 18]
    assert [s.matched for s in ruling.seats] == [0, 18, 0, 0, 18, 0]
    assert [s.ends_with for s in ruling.seats] == [96, 78, 99, 99, 78, 114]
    assert ruling.matching.next_pot == 36
    assert ruling.carried_over == 0
    assert ruling.rules[0] == "old_man.centre-wild"
    assert {"old_man.beat-old-man", "old_man.match"} <= set(ruling.rules)


@pytest.mark.parametrize(
    ("seat", "old_man", "rule", "at"),
    [
        (OldManSeat(declaration=None, go=True, stack=5), "2d 3d 6h 8s Ad Ac", "old_man.go-stop",
         ("seats", 0)),
        (OldManSeat(declaration=Declaration.HIGH, go=True, stack=5, cards=(parse_card("Kc"),)),
         "2d 3d 6h 8s Ad Ac", "old_man.go-stop", ("seats", 0)),
        (OldManSeat(declaration=Declaration.HIGH, go=True, stack=5,
                    cards=tuple(_cards("Kc Kd Kh Ks Qc Qd"))), "", "old_man.beat-old-man",
         ("old_man",)),
        (OldManSeat(declaration=Declaration.HIGH, go=True, stack=5,
                    cards=tuple(_cards("5s Kd Kh Ks Qc Qd"))), "2d 3d 6h 8s Ad Ac",
         "cards.duplicate", ("seats", 0, "cards", 0)),
    ],
    ids=["go-without-declaring", "go-without-six-cards", "no-old-man", "centre-twice"],
)  # fmt: skip
def test_old_man_rules_md_5_impossible_showdowns_are_refused(
    seat: OldManSeat, old_man: str, rule: str, at: tuple[object, ...]
) -> None:
    """RULES.md §5: a go declares and shows six cards; when anybody goes the old man's six
    cards are turned up; no card appears twice (the centre card included)."""
    seats = [seat, OldManSeat(declaration=Declaration.HIGH, stack=5)]
    with pytest.raises(RuleViolation) as raised:
        rule_on_old_man(seats, _cards("5s")[0], _cards(old_man), dealer=0, pot=4, options={})
    assert raised.value.rule == rule
    assert at in raised.value.at


@given(
    stacks=st.lists(st.integers(0, 60), min_size=6, max_size=6),
    pot=st.integers(1, 200),
    last_hand=st.booleans(),
    match_cap=st.one_of(st.none(), st.integers(1, 50)),
)
def test_old_man_settlement_conserves_chips(
    stacks: list[int], pot: int, last_hand: bool, match_cap: int | None
) -> None:
    """RULES.md §5: no chip is created or lost: every seat's `ends_with` plus the next pot is
    every stack plus the pot, whatever the stacks, the cap and the last hand."""
    seats = [
        OldManSeat(declaration=s.declaration, go=s.go, cards=s.cards, stack=stack)
        for s, stack in zip(_s4_first_hand(), stacks, strict=True)
    ]
    ruling = rule_on_old_man(
        seats,
        _cards("5s")[0],
        _cards("2d 3d 6h 8s Ad Ac"),
        dealer=5,
        pot=pot,
        options={"last_hand": last_hand, "match_cap": match_cap},
    )
    assert all(s.ends_with >= 0 for s in ruling.seats)
    assert sum(s.ends_with for s in ruling.seats) + ruling.matching.next_pot == sum(stacks) + pot


def test_counterbluff_score_rules_md_3_a_fold_scores_every_card_played() -> None:
    """RULES.md §3 (S2, Parlett): seat 1 folds after 4 and 3 cards: seat 0 scores 1+…+7 = 28."""
    ruling = score_hand(HandToScore(kind=Scored.FOLD, leader=0, folder=1, played=(4, 3)))
    assert ruling.points == (28, 0)
    assert ruling.winner == 0
    assert ruling.rules == ("counterbluff.score",)  # named once, though it is the fold's rule too


def test_counterbluff_score_rules_md_3_lowball_folded_scores_15() -> None:
    """RULES.md §3 (S2): a Lowball call answered by a fold scores the caller 15."""
    hand = HandToScore(kind=Scored.LOWBALL, caller=1, reply=LowballReply.FOLD)
    ruling = score_hand(hand)
    assert ruling.points == (0, 15)
    assert ruling.rules == ("counterbluff.lowball", "counterbluff.score")


def test_counterbluff_score_rules_md_3_showdown_55_to_the_higher_row() -> None:
    """RULES.md §3 (S2): at the showdown the higher five cards score all ten cards, 55; the
    ruling cites the duplicate check and the ranking rules of the hands."""
    rows = (tuple(_cards("As Ad Ah 2c 3d")), tuple(_cards("Ks Kd 9h 7c 4d")))
    ruling = score_hand(HandToScore(kind=Scored.SHOWDOWN, rows=rows))
    assert ruling.points == (55, 0)
    assert ruling.rules[:3] == ("counterbluff.showdown", "counterbluff.score", "cards.duplicate")


@pytest.mark.parametrize(
    ("hand", "at"),
    [
        (HandToScore(kind=Scored.SHOWDOWN), ("rows",)),
        (HandToScore(kind=Scored.FOLD, folder=1, played=(1, 1)), ("leader",)),
        (HandToScore(kind=Scored.LOWBALL, caller=0), ("reply",)),
        (HandToScore(kind=Scored.LOWBALL, caller=0, reply=LowballReply.FACE_UP,
                     reply_cards=tuple(_cards("2c 3d 4h 5s 7c"))), ("caller_cards",)),
    ],
    ids=["showdown-rows", "fold-leader", "lowball-reply", "face-up-caller-cards"],
)  # fmt: skip
def test_counterbluff_score_rules_md_3_each_ending_needs_its_fields(
    hand: HandToScore, at: tuple[str]
) -> None:
    """RULES.md §3: a hand is scored from how it ended; a field that ending needs is refused
    when missing, naming the field."""
    with pytest.raises(RuleViolation) as raised:
        score_hand(hand)
    assert raised.value.rule == "counterbluff.score"
    assert raised.value.at == (at,)


def test_counterbluff_score_one_pack_refuses_a_card_twice_two_packs_allow_it() -> None:
    """RULES.md §3 (S2): with one pack no card appears twice across the hands; with the doubled
    pack (option `packs: 2`) each card is there twice."""
    hand = HandToScore(
        kind=Scored.LOWBALL,
        caller=0,
        reply=LowballReply.FACE_UP,
        caller_cards=tuple(_cards("As Kd Qh Jc 9d")),
        reply_cards=tuple(_cards("As Kc Qc Jd 8c")),
    )
    with pytest.raises(RuleViolation) as raised:
        score_hand(hand)
    assert raised.value.rule == "cards.duplicate"
    assert raised.value.at == (("caller_cards", 0), ("reply_cards", 0))
    # Both ace-high; the lower-ranking hand (…8) scores 30 for Lowball.
    assert score_hand(hand, options={"packs": 2}).points == (0, 30)
