"""Pots: side pots, refunds, high-low halves, declare rules 1-5 and odd chips (RULES.md §0)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.rules.cards import parse_card
from service.rules.decks import Deck
from service.rules.pots.settle import settle
from service.rules.pots.shares import (
    Contender,
    Declaration,
    FailedPigs,
    NoQualifyingLow,
    OddChipRule,
    SplitRule,
)
from service.rules.pots.showdown import Game, SeatAtShowdown, showdown
from service.rules.ranking import RankingSystem
from service.rules.ranking.wild import WildRule

H, L, B = Declaration.HIGH, Declaration.LOW, Declaration.BOTH


def _seat(contributed: int, cards: str = "", **kwargs: object) -> SeatAtShowdown:
    return SeatAtShowdown(
        contributed=contributed, cards=tuple(parse_card(c) for c in cards.split()), **kwargs
    )


def _rule(seats: int, *, high: bool = True, low: bool = False, **kwargs: object) -> SplitRule:
    return SplitRule(high=high, low=low, dealer=kwargs.pop("dealer", 0), seats=seats, **kwargs)  # type: ignore[arg-type]


# --- Golden cases from the seeds ---------------------------------------------------------------


def test_s1_player_3_wins_the_pot_of_31_a_profit_of_19() -> None:
    """S1 worked example, with RULES.md §2's erratum: 31 - 12 = 19, not 18."""
    seats = [
        _seat(7, "Kc Kh 4s 4c 5h", folded=True),  # the dealer: ante 5, opened 2, then folded
        _seat(12, "6c 7h 8s 9c Tc"),  # called 2, bet 5, called the raise
        _seat(12, "9d Jd Qd Kd Td"),  # called 2, called 5 and raised 5
        _seat(0, folded=True),
        _seat(0, folded=True),
    ]
    result = showdown(seats, (), Game(), dealer=0)
    assert result.settlement.won == (0, 0, 31, 0, 0)
    assert result.settlement.net([7, 12, 12, 0, 0]) == (-7, -12, 19, 0, 0)
    assert "pots.folded-chips" in result.rules


def test_s3_steel_wheel_gets_a_quarter_of_a_three_way_pot() -> None:
    """S3: a higher straight flush takes high; the steel wheel and a plain wheel split low."""
    game = Game(low=RankingSystem.ACE_TO_FIVE, qualifier=8)
    seats = [_seat(40, "As 2s 3s 4s 5s"), _seat(40, "Ah 2d 3c 4h 5d"), _seat(40, "6h 7h 8h 9h Th")]
    result = showdown(seats, (), game, dealer=2)
    assert result.settlement.won == (30, 30, 60)


def test_s3_the_joker_hand_scoops() -> None:
    """S3 Lowball: Burt's joker is a seven for high and an ace for low: he wins both halves."""
    game = Game(low=RankingSystem.ACE_TO_FIVE, wild=WildRule(), deck=Deck(jokers=1))
    seats = [_seat(10, "6c 5d 4h 3s 2c"), _seat(10, "Jk 6h 5s 4d 3c")]
    result = showdown(seats, (), game, dealer=0)
    assert result.settlement.won == (0, 20)
    assert "pots.scoop" in result.rules


# --- Side pots and refunds ----------------------------------------------------------------------


def test_an_all_in_for_less_makes_a_side_pot_and_the_uncalled_excess_goes_back() -> None:
    """pots.side-pots, pots.uncalled: the short stack can win only what he matched."""
    contenders = [Contender(seat=0, high=9), Contender(seat=1, high=5), Contender(seat=2, high=7)]
    result = settle([50, 300, 100], [False] * 3, contenders, _rule(3))
    assert [(p.pot.amount, p.pot.eligible) for p in result.pots] == [
        (150, (0, 1, 2)),
        (100, (1, 2)),
    ]
    assert result.refunded == (0, 200, 0)
    assert result.won == (150, 0, 100)


def test_folded_chips_stay_in_but_cannot_win() -> None:
    """pots.folded-chips: every chip of a folded seat stays in, even above what the others put
    in (a dealer's ante for the table, an Axe payment): only a live seat gets uncalled chips
    back (pots.uncalled)."""
    contenders = [Contender(seat=1, high=1), Contender(seat=2, high=2)]
    result = settle([30, 20, 20], [True, False, False], contenders, _rule(3))
    assert result.refunded == (0, 0, 0)
    assert result.won == (0, 0, 70)
    live = settle([30, 20, 20], [False, True, False], [Contender(seat=0, high=1),
                  Contender(seat=2, high=2)], _rule(3))  # fmt: skip
    assert live.refunded == (10, 0, 0)  # nobody called his last ten


def test_chips_no_live_player_matched_may_stay_for_the_next_deal() -> None:
    """pots.unmatched-carry-over (RULES.md §2; Robert's Rules, table stakes): in Jacks or
    Better the folded chips above every live level are dead false openers' bets. The all-in
    seat 1 wins from each the 20 he matched; the 10 and 30 above it are nobody's and are
    carried, with the chips carried from earlier deals still won in the main pot."""
    contenders = [Contender(seat=1, high=1)]
    result = settle(
        [30, 20, 50], [True, False, True], contenders, _rule(3), dead=7, carry_unmatched=True
    )
    assert [(p.pot.amount, p.pot.eligible, p.split.carried_over) for p in result.pots] == [
        (67, (1,), 0),
        (40, (), 40),
    ]
    assert result.won == (0, 67, 0)
    assert result.refunded == (0, 0, 0)
    assert result.carried_over == 40
    assert "pots.unmatched-carry-over" in result.rules
    seats = [_seat(30, folded=True), _seat(20), _seat(50, folded=True)]
    dead_hands = showdown(seats, (), Game(carry_unmatched=True), dealer=0)
    assert dead_hands.settlement.won == (0, 60, 0)
    assert dead_hands.settlement.carried_over == 40


def test_a_pot_with_one_live_player_goes_to_him_whole_unshown() -> None:
    """pots.uncontested: the one live seat needs no cards."""
    seats = [_seat(10, folded=True), _seat(25), _seat(10, folded=True)]
    result = showdown(seats, (), Game(), dealer=0)
    assert result.settlement.won == (0, 30, 0)
    assert result.settlement.refunded == (0, 15, 0)


# --- High-low and odd chips ---------------------------------------------------------------------


def test_odd_chip_between_the_halves_goes_high() -> None:
    contenders = [Contender(seat=0, high=9, low=None), Contender(seat=1, high=5, low=3)]
    result = settle([5, 5, 5], [False, False, True], contenders, _rule(3, low=True))
    assert result.won == (8, 7, 0)
    assert "pots.odd-chip-to-high" in result.rules


def test_no_qualifying_low_high_scoops() -> None:
    """low.no-qualifying-low."""
    contenders = [Contender(seat=0, high=9), Contender(seat=1, high=5)]
    result = settle([10, 10], [False, False], contenders, _rule(2, low=True))
    assert result.won == (20, 0)


_EIGHT_OR_BETTER_LOW_ONLY = Game(high=None, low=RankingSystem.ACE_TO_FIVE, qualifier=8)
_NO_EIGHT = ("Kc Qd 9h 7s 3c", "Tc 9d 8h 4s 2c", "Jh Th 9c 6d 5s")


@pytest.mark.parametrize("odd_chip", list(OddChipRule))
def test_low_only_with_no_qualifying_low_the_live_players_share_by_position(
    odd_chip: OddChipRule,
) -> None:
    """low.no-qualifying-low-split (house default where RULES.md §0 is silent): played for low
    only, a pot no hand qualifies for is won by nobody; its live players share it, the odd chip
    by position from the dealer's left whatever the odd-chip rule (no hand won it by its suit),
    and it is no tie between hands."""
    game = replace(_EIGHT_OR_BETTER_LOW_ONLY, odd_chip=odd_chip)
    seats = [_seat(10, cards) for cards in _NO_EIGHT] + [_seat(1, folded=True)]
    result = showdown(seats, (), game, dealer=0)
    (pot,) = result.settlement.pots
    (share,) = pot.split.shares
    assert (share.direction, share.winners, share.odd_chips) == (
        "no_qualifying_low",
        (0, 1, 2),
        (1,),
    )
    assert result.settlement.won == (10, 11, 10, 0)
    assert "low.no-qualifying-low-split" in result.rules
    assert "showdown.ties" not in result.rules


def test_low_only_with_no_qualifying_low_the_pot_may_carry_over() -> None:
    """low.no-qualifying-low-carry-over (option no_qualifying_low = carry_over): a pot no hand
    qualifies for stays for the next deal, as a passed-out deal's does (S1); each pot is judged
    by its own eligible hands, so the all-in seven low still wins the main pot."""
    game = replace(_EIGHT_OR_BETTER_LOW_ONLY, no_qualifying_low=NoQualifyingLow.CARRY_OVER)
    seats = [_seat(20, _NO_EIGHT[0]), _seat(20, _NO_EIGHT[1]), _seat(10, "7c 5d 4h 3s Ac")]
    result = showdown(seats, (), game, dealer=0)
    main, side = result.settlement.pots
    assert [s.winners for s in main.split.shares] == [(2,)]
    assert (side.split.shares, side.split.carried_over) == ((), 20)
    assert result.settlement.won == (0, 0, 30)
    assert result.settlement.carried_over == 20
    assert "low.no-qualifying-low-carry-over" in result.rules


def test_identical_hands_winning_both_ways_split_the_whole_pot_evenly() -> None:
    """pots.scoop: 66 between two identical winners is 33 each, not 34 and 32."""
    contenders = [
        Contender(seat=0, high=9, low=4),
        Contender(seat=1, high=9, low=4),
        Contender(seat=2, high=1, low=1),
    ]
    result = settle([22, 22, 22], [False] * 3, contenders, _rule(3, low=True))
    assert result.won == (33, 33, 0)


def test_odd_chip_by_position_goes_to_the_first_winner_left_of_the_dealer() -> None:
    """pots.odd-chip-position."""
    contenders = [Contender(seat=s, high=5) for s in range(3)]
    result = settle(
        [5, 5, 5], [False] * 3, [*contenders[:2], Contender(seat=2, high=1)], _rule(3, dealer=0)
    )
    assert result.won == (7, 8, 0)  # seat 1 is first left of the dealer


def test_no_player_gets_two_odd_chips_from_one_split() -> None:
    contenders = [Contender(seat=s, high=5) for s in range(4)]
    result = settle(
        [5, 5, 5, 5], [False] * 4, [*contenders[:3], Contender(seat=3, high=1)], _rule(4, dealer=3)
    )
    assert sorted(result.won) == [0, 6, 7, 7]


@pytest.mark.parametrize(
    ("odd_chip", "expected"),
    [(OddChipRule.SUIT_ALL_CARDS, (8, 7, 0)), (OddChipRule.SUIT_WINNING_HAND, (7, 8, 0))],
)
def test_odd_chip_by_suit(odd_chip: OddChipRule, expected: tuple[int, ...]) -> None:
    """pots.odd-chip-suit-all-cards (RR) and pots.odd-chip-suit-winning-hand (TDA)."""
    game = Game(odd_chip=odd_chip)
    # Two nine-high straights tie; seat 0 holds the highest card of all (the A♥, not in its
    # straight), seat 1 the highest card of the two straights (the 9♠ against the 9♣).
    seats = [
        _seat(5, "5c 6c 7d 8h 9c Ah 2d"),
        _seat(5, "5d 6d 7h 8s 9s 2c 3h"),
        _seat(5, "Kc Kh 4c 4d Js Ts 3d"),
    ]
    result = showdown(seats, (), game, dealer=2)
    assert result.settlement.won == expected


@pytest.mark.parametrize(
    ("odd_chip", "low_odd_chip_to"),
    [(OddChipRule.SUIT_WINNING_HAND, 1), (OddChipRule.SUIT_ALL_CARDS, 1)],
)
def test_odd_chip_by_suit_counts_an_ace_low_in_a_low(
    odd_chip: OddChipRule, low_odd_chip_to: int
) -> None:
    """pots.odd-chip-suit-winning-hand (TDA Rule 3 B) and pots.odd-chip-suit-all-cards under
    low.ace-to-five (the ace is low only): two 6-4-3-2-A lows tie for a low half of 7. In the
    winning hand the six is the highest card, and the 6d beats the 6c: seat 1 takes the odd
    chip (the ace of spades, high elsewhere, is the lowest card here). By all cards, the
    lowest card by suit: the Ac below the As, seat 1 too."""
    game = Game(low=RankingSystem.ACE_TO_FIVE, qualifier=8, odd_chip=odd_chip)
    seats = [
        _seat(5, "Kc Kd Kh 9s 9c"),
        _seat(5, "Ac 2d 3h 4s 6d"),
        _seat(5, "As 2c 3d 4h 6c"),
    ]
    result = showdown(seats, (), game, dealer=0)
    low = next(s for s in result.settlement.pots[0].split.shares if s.direction == "low")
    assert low.odd_chips == (low_odd_chip_to,)
    assert result.settlement.won[low_odd_chip_to] == 4


@pytest.mark.parametrize(
    ("game", "seats", "odd_chip_to"),
    [
        # A low played as the main ranking (settle's high_ranking): the ace is low there too,
        # the six the highest card; by all cards the lowest card is the Ad.
        (Game(high=RankingSystem.ACE_TO_FIVE, odd_chip=OddChipRule.SUIT_WINNING_HAND),
         ("As 2c 3c 4c 6d", "Ad 2d 3d 4d 6s"), 1),
        (Game(high=RankingSystem.ACE_TO_FIVE, odd_chip=OddChipRule.SUIT_ALL_CARDS),
         ("As 2c 3c 4c 6d", "Ad 2d 3d 4d 6s"), 1),
        # A wheel's highest card is its five: the 5s, not the As.
        (Game(odd_chip=OddChipRule.SUIT_WINNING_HAND), ("As 2c 3c 4c 5d", "Ad 2d 3d 4h 5s"), 1),
        # A joker has no suit of its own: the natural 5d beats the joker's five.
        (Game(high=None, low=RankingSystem.ACE_TO_FIVE, wild=WildRule(), deck=Deck(jokers=1),
              odd_chip=OddChipRule.SUIT_WINNING_HAND), ("Jk As 2c 3c 4c", "5d Ad 2d 3d 4h"), 1),
    ],
    ids=["a5-high-winning-hand", "a5-high-all-cards", "wheel", "joker"],
)  # fmt: skip
def test_odd_chip_by_suit_ranks_each_card_as_its_hand_does(
    game: Game, seats: tuple[str, str], odd_chip_to: int
) -> None:
    """pots.odd-chip-suit-winning-hand (TDA Rule 20 B, "the high card by suit in the
    winning hand") and pots.odd-chip-suit-all-cards: a card ranks as the hand's own ranking
    ranks it, whichever side of the pot it plays for, and a wild card has no suit to win
    with. Two tied hands of 5 chips and a folded 1: the odd chip goes to seat 1 each time."""
    players = [_seat(5, seats[0]), _seat(5, seats[1]), _seat(1, folded=True)]
    result = showdown(players, (), game, dealer=2)
    assert result.settlement.won[odd_chip_to] == 6, result.settlement


# --- Declare ------------------------------------------------------------------------------------


def _declare(
    *players: tuple[int, int, Declaration], failed_pigs: FailedPigs = FailedPigs.CARRY_OVER
) -> tuple[int, ...]:
    contenders = [
        Contender(seat=s, high=high, low=low, declaration=d)
        for s, (high, low, d) in enumerate(players)
    ]
    rule = _rule(len(players), low=True, declare=True, failed_pigs=failed_pigs)
    result = settle([10] * len(players), [False] * len(players), contenders, rule)
    return (*result.won, result.carried_over)


def test_declare_rule_1_each_half_goes_to_its_declarers() -> None:
    """declare.each-way: a low declarer's high hand is irrelevant."""
    assert _declare((9, 1, H), (99, 5, L), (3, 2, H)) == (15, 15, 0, 0)


def test_declare_rule_2_a_both_who_ties_one_way_loses_everything() -> None:
    """declare.both-must-win: tying counts as losing."""
    assert _declare((9, 5, B), (9, 1, H), (1, 2, L)) == (0, 15, 15, 0)


def test_declare_rule_3_a_one_way_declarer_wins_with_a_hand_the_pig_beat() -> None:
    """declare.failed-both-removed: the pig beat seat 2 for low but lost high; seat 2 takes low."""
    assert _declare((5, 9, B), (9, 1, H), (1, 3, L)) == (0, 15, 15, 0)


def test_declare_rule_4_nobody_one_way_gives_the_whole_pot_the_other_way() -> None:
    """declare.one-way."""
    assert _declare((5, 9, H), (9, 1, H), (1, 3, H)) == (0, 30, 0, 0)


def test_declare_rule_5_every_declarer_a_failed_pig() -> None:
    """declare.failed-pigs-carry-over (default) and declare.failed-pigs-split."""
    players = ((9, 1, B), (1, 9, B))
    assert _declare(*players) == (0, 0, 20)
    assert _declare(*players, failed_pigs=FailedPigs.SPLIT) == (10, 10, 0)


def test_declare_a_successful_both_scoops() -> None:
    assert _declare((9, 9, B), (5, 1, H), (1, 5, L)) == (30, 0, 0, 0)


# --- Properties ---------------------------------------------------------------------------------

seat_strategy = st.tuples(
    st.integers(0, 500), st.booleans(), st.integers(0, 20), st.one_of(st.none(), st.integers(0, 20))
)


@given(st.lists(seat_strategy, min_size=1, max_size=8), st.booleans(), st.integers(0, 7))
def test_chips_are_conserved_and_no_payout_is_negative(
    seats: list[tuple[int, bool, int, int | None]], low: bool, dealer: int
) -> None:
    if all(folded for _, folded, _, _ in seats):
        seats[0] = (seats[0][0], False, seats[0][2], seats[0][3])
    contributions = [c for c, _, _, _ in seats]
    folded = [f for _, f, _, _ in seats]
    contenders = [Contender(seat=i, high=h, low=lo) for i, (_, _, h, lo) in enumerate(seats)]
    rule = _rule(len(seats), low=low, dealer=dealer % len(seats))
    result = settle(contributions, folded, contenders, rule)
    assert sum(result.won) + sum(result.refunded) + result.carried_over == sum(contributions)
    assert min(result.won) >= 0
    assert min(result.refunded) >= 0
    assert all(won == 0 for won, out in zip(result.won, folded, strict=True) if out)


@given(
    st.lists(seat_strategy, min_size=2, max_size=8),
    st.booleans(),
    st.integers(0, 7),
    st.integers(1, 7),
)
def test_turning_the_table_changes_nothing_but_the_labels(
    seats: list[tuple[int, bool, int, int | None]], low: bool, dealer: int, turn: int
) -> None:
    """Rotating every seat and the dealer together rotates the payouts, nothing else."""
    seats[0] = (seats[0][0], False, seats[0][2], seats[0][3])
    n = len(seats)
    dealer %= n

    def payouts(order: list[int], dealer_at: int) -> list[int]:
        contenders = [
            Contender(seat=i, high=seats[s][2], low=seats[s][3]) for i, s in enumerate(order)
        ]
        result = settle(
            [seats[s][0] for s in order],
            [seats[s][1] for s in order],
            contenders,
            _rule(n, low=low, dealer=dealer_at),
        )
        return [w + r for w, r in zip(result.won, result.refunded, strict=True)]

    base = payouts(list(range(n)), dealer)
    rotated_order = [(i + turn) % n for i in range(n)]
    rotated = payouts(rotated_order, (dealer - turn) % n)
    assert [rotated[rotated_order.index(s)] for s in range(n)] == base


def test_elimination_declarations_settle_on_point_totals() -> None:
    """RULES.md §1 and §0 declare rules: Elimination's survivors declare on their best high total
    and best low total (half-points here); the same engine settles them, lower totals being
    better for low."""
    high_total, low_total = 40 * 2, 5  # 40 points high; 2.5 points low
    contenders = [
        Contender(seat=0, high=high_total, low=-low_total, declaration=B),
        Contender(seat=1, high=38 * 2, low=-3 * 2, declaration=H),
        Contender(seat=2, high=20 * 2, low=-4 * 2, declaration=L),
    ]
    result = settle([10, 10, 10], [False] * 3, contenders, _rule(3, low=True, declare=True))
    assert result.won == (30, 0, 0)  # the best total both ways scoops
