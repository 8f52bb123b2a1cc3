"""Elimination's reveals (RULES.md §1; S0): a card of the row turned up, then the stock's until a
new rank shows; every hand gives up its cards of the new rank, a hidden hand saying which.

The cards turned so far and each seat's eliminated cards are the hand's :class:`Row`, which the
two step kinds here share with the game's declaration, where it is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from service.rules.cards import Card, HiddenCard, Rank
from service.rules.errors import RuleViolation
from service.rules.games.event_fields import missing, named_card, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase
from service.rules.games.spec import Street

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_REVEAL: Final = frozenset({EventType.REVEAL})
_DISCARD: Final = frozenset({EventType.DISCARD})


class Row(Protocol):
    """The row and the stock as the reveals use them, and what each seat has given up."""

    row_left: int
    """Row cards not yet turned: the stock's are turned after them."""
    turned: list[Card]
    """Every card turned up, in order."""
    ranks: list[Rank]
    """The different ranks up, in the order they appeared."""
    eliminated: list[list[Card]]
    declare_at: int
    """The step the hand goes on at once the stock is out (the declarations)."""

    def lost_every_card(self, hand: Engine, *, after_reveal: bool) -> None:
        """A live player with no card left wins every pot he is in at once."""

    def discarding(self, hand: Engine) -> list[int]:
        """The live seats that give up their cards of each rank turned."""

    def excused(self, hand: Engine) -> dict[int, str]:
        """The live seats that take no more part, each with why."""


class Reveal:
    """The next card turned, and as many more as it takes to show a new rank."""

    phase = Phase.REVEAL
    takes = _REVEAL
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, street: Street, row: Row) -> None:
        self.street = street
        self.row = row
        self.new_rank = False

    def start(self, hand: Engine) -> None:
        self.new_rank = False

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        card, row = event.card, self.row
        if card is None:
            raise missing(event, "card")
        card = named_card(
            hand, card, index, ("card",), rule="elimination.reveal",
            detail="a card turned up is seen by all: name it",
        )  # fmt: skip
        hand.see([(("events", index, "card"), card)])
        if row.row_left:
            row.row_left -= 1
        else:
            hand.cards_dealt += 1  # from the top of the stock
        row.turned.append(card)
        if card.rank in row.ranks:
            return
        row.ranks.append(card.rank)
        self.new_rank = True
        for seat in range(hand.seats):
            gone = [c for c in hand.down[seat] if isinstance(c, Card) and c.rank == card.rank]
            row.eliminated[seat].extend(gone)
            hand.down[seat] = [c for c in hand.down[seat] if c not in gone]

    def done(self, hand: Engine) -> bool:
        stock_out = self.row.row_left == 0 and hand.stub() == 0
        return self.new_rank or stock_out

    def end(self, hand: Engine) -> None:
        if not self.new_rank:
            # The stock ran out before a new rank showed: no more reveals (RULES.md §1).
            hand.cite("elimination.stock-out")
            hand.pass_over_to(self.row.declare_at)
            return
        self.row.lost_every_card(hand, after_reveal=True)

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [NextEvent(type=EventType.REVEAL, remaining=1)]


class Discard:
    """Each hidden hand gives up its cards of the new rank, shown (none, if it has none)."""

    phase = Phase.DISCARD
    takes = _DISCARD
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, street: Street, row: Row) -> None:
        self.street = street
        self.row = row
        self.discarding: list[int] = []

    def start(self, hand: Engine) -> None:
        self.discarding = [s for s in self.row.discarding(hand) if hand.hidden(s)]

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        seat = seat_of(event)
        why = self.row.excused(hand).get(seat)
        if why is not None:
            raise RuleViolation("elimination.reveal", f"seat {seat} {why}", at=(("seat",),))
        if seat not in self.discarding:
            raise RuleViolation(
                "elimination.reveal",
                f"seat {seat} has no unseen card to give up (or has said so already)",
                at=(("seat",),),
            )
        rank = self.row.ranks[-1]
        hidden = sum(isinstance(c, HiddenCard) for c in hand.down[seat])
        if len(event.discards) > hidden:
            raise RuleViolation(
                "elimination.reveal",
                f"seat {seat} has only {hidden} unseen cards",
                at=(("discards",),),
            )
        for k, card in enumerate(event.discards):
            if not isinstance(card, Card) or card.rank != rank:
                raise RuleViolation(
                    "elimination.reveal",
                    f"only cards of the rank turned up ({rank.plural}) are given up, shown",
                    at=(("discards", k),),
                )
        hand.see([(("events", index, "discards", k), c) for k, c in enumerate(event.discards)])
        for card in event.discards:
            if isinstance(card, Card):
                hand.down[seat].remove(
                    next(c for c in hand.down[seat] if isinstance(c, HiddenCard))
                )
                self.row.eliminated[seat].append(card)
        self.discarding.remove(seat)

    def done(self, hand: Engine) -> bool:
        return not self.discarding

    def end(self, hand: Engine) -> None:
        self.row.lost_every_card(hand, after_reveal=False)

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        rank = self.row.ranks[-1].letter
        return [NextEvent(type=EventType.DISCARD, seat=s, rank=rank) for s in self.discarding]
