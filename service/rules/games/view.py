"""A hand in progress as the caller sees it: the state, and the events that may come next."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.rules.cards import Card, HiddenCard, Rank
from service.rules.games.events import EventType, HandState, NextEvent, Phase, SeatState
from service.rules.games.options import number
from service.rules.ranking import RankingSystem

if TYPE_CHECKING:
    from service.rules.games.stud import Hand

_ACE_LOW = (RankingSystem.ACE_TO_FIVE, RankingSystem.ACE_TO_SIX)


def hole_wild_ranks(hand: Hand, seat: int) -> tuple[Rank | None, Rank | None]:
    """Low Hole: the seat's wild rank for high and for low; None while a hole card is hidden.

    For high the ace is high, so the lowest hole card is the lowest non-ace one unless every
    hole card is an ace; with ace-low ranking an ace in the hole is the lowest card for low
    (RULES.md §4 Low Hole).
    """
    hole = hand.down[seat]
    if not hole or any(not isinstance(c, Card) for c in hole):
        return None, None
    ranks = [c.rank for c in hole if isinstance(c, Card)]
    high = min(ranks)
    ace_low = hand.plan.low in _ACE_LOW and Rank.ACE in ranks
    low = Rank.ACE if ace_low else high
    return (high if hand.plan.high else None), (low if hand.plan.low else None)


def state_of(hand: Hand) -> HandState:
    """The hand as it stands now."""
    round_ = hand.round
    seats = []
    for seat in range(hand.seats):
        put = hand.in_round(seat)
        stack = hand.stacks[seat] - put
        folded = hand.folded[seat] or (round_ is not None and seat in round_.folded)
        high, low = hole_wild_ranks(hand, seat) if hand.plan.game.low_hole else (None, None)
        seats.append(
            SeatState(
                stack=stack,
                contributed=hand.contributed[seat] + put,
                in_round=put,
                down=tuple(hand.down[seat]),
                up=tuple(hand.up[seat]),
                folded=folded,
                all_in=not folded and stack == 0,
                declaration=hand.declarations[seat],
                high_wild_rank=high.letter if high else None,
                low_wild_rank=low.letter if low else None,
            )
        )
    to_act = None
    if hand.phase == Phase.BET and round_ is not None:
        to_act = round_.next_seat
    elif hand.phase == Phase.EXCHANGE and hand.exchange_order:
        to_act = hand.exchange_order[0]
    street = hand.street
    return HandState(
        phase=hand.phase,
        street=street.name if street else None,
        seats=tuple(seats),
        community=tuple(hand.community),
        pot=sum(s.contributed for s in seats),
        to_act=to_act,
        next_events=tuple(_next_events(hand)),
        current_bet=round_.current_bet if round_ else 0,
        raises=round_.raises if round_ else 0,
        payments=tuple(hand.payments),
        result=hand.result,
        rules=tuple(hand.rules),
    )


def _next_events(hand: Hand) -> list[NextEvent]:
    phase, street = hand.phase, hand.street
    if phase == Phase.ANTE:
        ante = hand.plan.setup.ante
        return [
            NextEvent(type=EventType.ANTE, seat=s, amount=min(ante, hand.stacks[s]),
                      all_in=hand.stacks[s] <= ante)
            for s in range(hand.seats) if s not in hand.done
        ]  # fmt: skip
    if phase == Phase.DEAL and street is not None:
        if hand.community_due:
            return [NextEvent(type=EventType.COMMUNITY, up=1)]
        return [
            NextEvent(type=EventType.DEAL, seat=s, down=street.down, up=street.up)
            for s in hand.live() if s not in hand.done
        ]  # fmt: skip
    if phase == Phase.BET and hand.round is not None and hand.round.next_seat is not None:
        seat = hand.round.next_seat
        return [
            NextEvent(type=EventType(m.move.value), seat=seat, min_to=m.min_to, max_to=m.max_to,
                      all_in=m.all_in)
            for m in hand.round.legal
        ]  # fmt: skip
    if phase == Phase.EXCHANGE and hand.exchange_order:
        seat = hand.exchange_order[0]
        fee = number(hand.plan.settings, "exchange_fee")
        events = [NextEvent(type=EventType.STAND_PAT, seat=seat)]
        if fee <= hand.stacks[seat]:
            events.insert(0, NextEvent(type=EventType.EXCHANGE, seat=seat, amount=fee))
        return events
    if phase == Phase.DECLARE:
        return [
            NextEvent(type=EventType.DECLARE, seat=s) for s in hand.live() if s not in hand.done
        ]
    if phase == Phase.SHOW:
        return [
            NextEvent(type=EventType.SHOW, seat=s, down=len(hand.down[s]))
            for s in hand.deciding()
            if any(isinstance(c, HiddenCard) for c in hand.down[s])
        ]
    return []
