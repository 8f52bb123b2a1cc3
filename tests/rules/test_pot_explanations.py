"""A settlement's explanation names every rule it applied, the tie rule whenever tied hands
shared a part of a pot (RULES.md §0 Split pots; S3's steel wheel)."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from service.rules.cards import parse_card
from service.rules.pots.settle import Settlement, settle
from service.rules.pots.shares import (
    TIES,
    Contender,
    Declaration,
    FailedPigs,
    NoQualifyingLow,
    SplitRule,
)
from service.rules.pots.showdown import Game, SeatAtShowdown, showdown
from service.rules.ranking import RankingSystem


def _seat(contributed: int, cards: str) -> SeatAtShowdown:
    return SeatAtShowdown(
        contributed=contributed, cards=tuple(parse_card(c) for c in cards.split())
    )


def _shared_by_tied_hands(settlement: Settlement) -> bool:
    return any(
        len(share.winners) > 1 and share.direction not in ("failed_pigs", "no_qualifying_low")
        for settled in settlement.pots
        for share in settled.split.shares
    )


def test_s3_steel_wheel_quarter_cites_the_tie_rule() -> None:
    """S3 (Omaha hi/lo): the higher straight flush takes the high half; the steel wheel ties the
    plain wheel for low and gets a quarter, 30 of 120, so the tie rule is in the explanation."""
    game = Game(low=RankingSystem.ACE_TO_FIVE, qualifier=8)
    seats = [_seat(40, "As 2s 3s 4s 5s"), _seat(40, "Ah 2d 3c 4h 5d"), _seat(40, "6h 7h 8h 9h Th")]
    result = showdown(seats, (), game, dealer=2)
    assert result.settlement.won == (30, 30, 60)
    assert result.rules.index("pots.halves") < result.rules.index(TIES)
    assert TIES in result.settlement.pots[0].split.rules


def test_no_tie_no_tie_rule() -> None:
    """RULES.md §0: a pot halved between two different hands cites no tie."""
    game = Game(low=RankingSystem.ACE_TO_FIVE, qualifier=8)
    seats = [_seat(40, "As 2s 3s 4s 6d"), _seat(40, "6h 7h 8h 9h Th")]
    result = showdown(seats, (), game, dealer=0)
    assert result.settlement.won == (40, 40)
    assert TIES not in result.rules


contender = st.tuples(
    st.integers(0, 150),  # chips in
    st.booleans(),  # folded
    st.integers(0, 3),  # high value: few values, so that hands tie often
    st.one_of(st.none(), st.integers(0, 3)),  # low value, None for no qualifying low
    st.sampled_from(list(Declaration)),
)


@given(
    st.lists(contender, min_size=2, max_size=8),
    st.sampled_from(["high", "low", "high-low", "declare"]),
    st.integers(0, 7),
    st.sampled_from(list(FailedPigs)),
    st.sampled_from(list(NoQualifyingLow)),
)
@example(  # every declarer said low and none qualifies: once a division by zero
    [(10, False, 1, None, Declaration.LOW), (10, False, 2, None, Declaration.LOW)],
    "declare",
    0,
    FailedPigs.SPLIT,
    NoQualifyingLow.SPLIT,
)
def test_the_tie_rule_is_cited_exactly_when_tied_hands_share(
    seats: list[tuple[int, bool, int, int | None, Declaration]],
    game: str,
    dealer: int,
    failed_pigs: FailedPigs,
    no_qualifying_low: NoQualifyingLow,
) -> None:
    """showdown.ties (RULES.md §0 Split pots): in every settlement, high, low, high-low cards
    speak or declare, with side pots, under every house rule for a pot nobody wins, the
    explanation names the tie rule exactly when some part of a pot was shared by tied hands;
    chips are conserved, and no folded seat is paid. (A declare game whose declarers all said
    low, none qualifying, divided by zero failed pigs before these options were varied here.)"""
    seats[0] = (seats[0][0], False, *seats[0][2:])
    contenders = [
        Contender(seat=i, high=high, low=low, declaration=said if game == "declare" else None)
        for i, (_, _, high, low, said) in enumerate(seats)
    ]
    rule = SplitRule(
        high=game != "low",
        low=game != "high",
        declare=game == "declare",
        failed_pigs=failed_pigs,
        no_qualifying_low=no_qualifying_low,
        dealer=dealer % len(seats),
        seats=len(seats),
    )
    contributions = [chips for chips, *_ in seats]
    result = settle(contributions, [out for _, out, *_ in seats], contenders, rule)
    assert (TIES in result.rules) == _shared_by_tied_hands(result)
    assert sum(result.won) + sum(result.refunded) + result.carried_over == sum(contributions)
    assert all(won == 0 for won, (_, out, *_) in zip(result.won, seats, strict=True) if out)
