"""A street's deal: each live seat's cards, down and up, as the caller saw them dealt (RULES.md
§2, §4; S1, S3).

The stub is finite: with burn cards, the burns are gathered and shuffled back when the stub runs
short; when there are still too few cards for everyone's card of a one-card street, one
community card is dealt face up for everyone instead (RULES.md §4).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final, Protocol

from service.rules.cards import Card
from service.rules.errors import RuleViolation
from service.rules.games.event_fields import missing, named_card, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase
from service.rules.games.spec import Street
from service.rules.makers import maker

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_DEAL: Final = frozenset({EventType.DEAL})
_DEAL_OR_COMMUNITY: Final = frozenset({EventType.DEAL, EventType.COMMUNITY})


class Stub:
    """A hand's stub as the stud games deal it: the burn cards so far (RULES.md §4)."""

    def __init__(self, *, burn_cards: bool) -> None:
        self.burn_cards = burn_cards
        self.burns = 0


class DealPayments(Protocol):
    """Chips due for cards dealt face up (the Man with the Axe)."""

    def dealt(self, hand: Engine, seat: int, up: Sequence[Card]) -> None:
        """After ``seat``'s cards of a street are dealt."""


class Deal:
    """Each live seat dealt its cards of a street."""

    phase = Phase.DEAL
    changes_its_seat_only = True
    """A seat's cards, and what it pays for them (the Axe), change that seat only (the
    engine's ``one_seat_step``); a community card has no seat, and changes them all."""

    def __init__(
        self,
        street: Street,
        *,
        set_aside: int = 0,
        stub: Stub | None = None,
        payments: DealPayments | None = None,
        cite: tuple[str, ...] = (),
        rule: str = "stud.deal",
    ) -> None:
        self.street = street
        self.rule = rule
        """The rule of the game's deal, which a deal of the wrong cards breaks."""
        self.set_aside = set_aside
        """Cards dealt face down with the hands that are nobody's (Elimination's row, Old
        Man's centre card and dummy hand)."""
        self.stub = stub
        self.payments = payments
        self.cite = cite
        self.takes = _DEAL if stub is None else _DEAL_OR_COMMUNITY
        self.community_due = False

    def start(self, hand: Engine) -> None:
        hand.cards_dealt += self.set_aside
        hand.cite(*self.cite)
        if self.stub is not None:
            self._count_the_stub(hand, self.stub)

    def _count_the_stub(self, hand: Engine, stub: Stub) -> None:
        """Deal individually, or one community card when the stub is short (RULES.md §4)."""
        street = self.street
        burning = stub.burn_cards
        stub.burns += burning
        per_seat = street.down + street.up
        needed = per_seat * len(hand.live())
        if needed <= hand.stub() - stub.burns:
            return
        if burning and needed <= hand.stub():
            stub.burns = 0  # the burns are gathered and shuffled with the stub
            hand.cite("stud.burn-cards")
            return
        if per_seat == 1:
            self.community_due = True
            hand.cite("stud.community-card")

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        if event.type == EventType.COMMUNITY:
            self._community(hand, event, index)
            return
        seat, street = seat_of(event), self.street
        if hand.folded[seat]:
            raise RuleViolation(
                "stud.dead-cards", f"seat {seat} has folded and is dealt no more cards",
                at=(("seat",),),
            )  # fmt: skip
        if self.community_due:
            raise RuleViolation(
                "stud.community-card",
                f"the stub cannot give {len(hand.live())} players a card each: one community "
                "card is dealt instead",
                at=(("type",),),
            )
        if seat in hand.done:
            raise RuleViolation(
                self.rule,
                f"seat {seat} already has its cards of {street.name}; it holds "
                f"{len(hand.down[seat]) + len(hand.up[seat])} cards and gets no more now",
                at=(("seat",),),
            )
        if len(event.down) != street.down or len(event.up) != street.up:
            name = "down" if len(event.down) != street.down else "up"
            raise RuleViolation(
                self.rule,
                f"{street.name} deals each player {street.down} down and {street.up} up, "
                f"not {len(event.down)} down and {len(event.up)} up",
                at=((name,),),
            )
        down, dealt_up = event.down, event.up
        located = [(("events", index, "down", k), c) for k, c in enumerate(down)]
        if dealt_up:
            located += [(("events", index, "up", k), c) for k, c in enumerate(dealt_up)]
        hand.see(located)
        # Past the duplicate check every up card is a natural card (no game deals a joker), or
        # one nobody recorded: dealt, and never known.
        up = [c for c in dealt_up if isinstance(c, Card)]
        if len(up) < len(dealt_up):
            self._unrecorded(hand, seat, len(dealt_up) - len(up))
        hand.down[seat] += down
        hand.up[seat] += up
        hand.cards_dealt += len(down) + len(dealt_up)
        hand.done.add(seat)
        if self.payments is not None:
            self.payments.dealt(hand, seat, up)

    def _unrecorded(self, hand: Engine, seat: int, count: int) -> None:
        """Up cards nobody recorded: taken only where no payment depends on them."""
        if self.payments is not None:
            raise RuleViolation(
                "stud.deal",
                "a card dealt face up here may cost its player chips: name it",
                at=(("up",),),
            )
        hand.unknown_up[seat] += count

    def _community(self, hand: Engine, event: Event, index: int) -> None:
        if not self.community_due:
            raise RuleViolation(
                "stud.community-card",
                "there are cards enough for everyone: each live player is dealt his own",
                at=(("type",),),
            )
        if event.card is None:
            raise missing(event, "card")
        card = named_card(
            hand, event.card, index, ("card",), rule="stud.community-card",
            detail="the community card is dealt face up for everyone: name it",
        )  # fmt: skip
        hand.see([(("events", index, "card"), card)])
        hand.community.append(card)
        hand.cards_dealt += 1

    def done(self, hand: Engine) -> bool:
        if self.community_due:
            return len(hand.community) == 1
        # Fewer done than live seats: not yet, without listing them.
        done = hand.done
        return len(done) >= hand.folded.count(False) and done.issuperset(hand.live())

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        if self.community_due:
            return [NextEvent(type=EventType.COMMUNITY, remaining=1)]
        street, done = self.street, hand.done
        return [_deal_event(s, street.down, street.up) for s in hand.live() if s not in done]


_NEXT_EVENT: Final = maker(NextEvent)
_DEAL_EVENT: Final = EventType.DEAL


@lru_cache(maxsize=1024)
def _deal_event(seat: int, down: int, up: int, /) -> NextEvent:
    """A seat's deal as a next event, made once for each seat and street (as the betting
    step's moves): asked for after every deal of a hand an app plays, and a value the answer's
    writer has seen is written once (:mod:`service.api.fast.state_parts`). A count of none is
    left out."""
    return _NEXT_EVENT(type=_DEAL_EVENT, seat=seat, down_count=down or None, up_count=up or None)
