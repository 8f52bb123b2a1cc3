"""English Stud's exchange: in turn from the dealer's left, each live seat may exchange one card,
a down card for a new down card or an up card for a new up card, or stand pat; an exchange may
cost a fee paid to the pot, which is not a bet (RULES.md §4; S3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.errors import RuleViolation
from service.rules.games.event_fields import missing, named_card, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase
from service.rules.games.spec import Street

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_TAKES: Final = frozenset({EventType.EXCHANGE, EventType.STAND_PAT})


class Exchange:
    """One exchange of every live seat, in turn."""

    phase = Phase.EXCHANGE
    takes = _TAKES
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, street: Street, *, fee: int) -> None:
        self.street = street
        self.fee = fee
        self.order: list[int] = []

    def start(self, hand: Engine) -> None:
        self.order = hand.live_from(hand.plan.setup.dealer + 1)

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        seat = seat_of(event)
        turn = self.order[0]
        if seat != turn:
            raise RuleViolation(
                "stud.english-exchange",
                f"it is seat {turn}'s turn to exchange or stand pat, not seat {seat}'s",
                at=(("seat",),),
            )
        if event.type == EventType.EXCHANGE:
            self._swap(hand, seat, event, index)
        self.order.pop(0)

    def _swap(self, hand: Engine, seat: int, event: Event, index: int) -> None:
        if event.discard is None:
            raise missing(event, "discard")
        if event.card is None:
            raise missing(event, "card")
        fee = self.fee
        if fee > hand.stacks[seat]:
            raise RuleViolation(
                "stud.english-fee",
                f"an exchange costs {fee} and seat {seat} has {hand.stacks[seat]}: he may "
                "only stand pat",
                at=(("type",),),
            )
        up, down = hand.up[seat], hand.down[seat]
        if event.discard in up:
            up[up.index(event.discard)] = named_card(
                hand, event.card, index, ("card",), rule="stud.english-exchange",
                detail="an up card is exchanged for a new up card, which everyone sees",
            )  # fmt: skip
        elif event.discard in down:
            down[down.index(event.discard)] = event.card
        else:
            raise RuleViolation(
                "stud.english-exchange",
                f"seat {seat} does not hold {event.discard}",
                at=(("discard",),),
            )
        hand.see([(("events", index, "card"), event.card)])
        hand.cards_dealt += 1
        if fee:
            hand.pay(seat, fee, "exchange fee", "stud.english-fee", to_pot=True)

    def done(self, hand: Engine) -> bool:
        return not self.order

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return self.order[0] if self.order else None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        if not self.order:
            return []
        seat = self.order[0]
        events = [NextEvent(type=EventType.STAND_PAT, seat=seat)]
        if self.fee <= hand.stacks[seat]:
            fee = self.fee or None  # no fee: nothing to pay, so no amount
            events.insert(0, NextEvent(type=EventType.EXCHANGE, seat=seat, amount=fee))
        return events
