"""A hand in progress as the caller sees it: the state, and the events that may come next."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.rules.cards import Card, Rank
from service.rules.games.events import HandState
from service.rules.ranking import RankingSystem

if TYPE_CHECKING:
    from service.rules.games.hand import Hand

_ACE_LOW = (RankingSystem.ACE_TO_FIVE, RankingSystem.ACE_TO_SIX)


def hole_wild_ranks(hand: Hand, seat: int) -> tuple[Rank | None, Rank | None]:
    """Low Hole: the seat's wild rank for high and for low; None while a hole card is hidden.

    For high the ace is high, so the lowest hole card is the lowest non-ace one, and in a high
    game whose hole cards are all aces, aces. With ace-low ranking an ace in the hole is the
    lowest card for low, and it makes aces wild "for the purpose of low hands but not for high
    hands" (S3 Low Hole): with nothing but aces in the hole, high has no wild rank
    (RULES.md §4 Low Hole).
    """
    hole = hand.down[seat]
    if not hole or any(not isinstance(c, Card) for c in hole):
        return None, None
    ranks = [c.rank for c in hole if isinstance(c, Card)]
    high: Rank | None = min(ranks)
    ace_low = hand.plan.low in _ACE_LOW and Rank.ACE in ranks
    low = Rank.ACE if ace_low else high
    if ace_low and high == Rank.ACE:
        high = None
    return (high if hand.plan.high else None), (low if hand.plan.low else None)


def state_of(hand: Hand) -> HandState:
    """The hand as it stands now."""
    round_ = hand.round
    seats = tuple(hand.seat_state(seat) for seat in range(hand.seats))
    street = hand.street
    return HandState(
        phase=hand.phase,
        street=street.name if street else None,
        seats=seats,
        community=tuple(hand.community),
        pot=hand.pot() + sum(s.in_round for s in seats),
        to_act=hand.to_act(),
        next_events=tuple(hand.next_events()),
        current_bet=round_.current_bet if round_ else 0,
        raises=round_.raises if round_ else 0,
        payments=tuple(hand.payments),
        result=hand.result,
        rules=tuple(hand.rules),
        carry=hand.carry,
        part=hand.hand_part(),
    )
