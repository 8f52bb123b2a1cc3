"""Jacks or Better's showdown (RULES.md §2; S1): the opener proves his openers by showing the
discards he kept aside with his hand. The part of :class:`~.openers.Openers` the showdown asks.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from service.rules.betting.openers import has_openers
from service.rules.cards import Card, HiddenCard, SeenOrHidden
from service.rules.errors import RuleViolation
from service.rules.games.event_fields import seat_of
from service.rules.games.events import Event, EventType, NextEvent, SeatPart

if TYPE_CHECKING:
    from service.rules.games.engine import Engine


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawSeatPart(SeatPart):
    """A seat in a draw game."""

    discards: tuple[SeenOrHidden, ...]
    """The opener's discards, kept aside face down to prove his openers (S1)."""


class ProvingOpeners:
    """The opener's proof at the showdown, from what :class:`~.openers.Openers` keeps: who
    opened, each seat's discards and how many cards it drew, a lowball deal, dead hands."""

    opener: int | None
    lowball: bool
    dead_hands: set[int]
    discards: list[list[SeenOrHidden]]
    drawn: list[int]

    def original(self, hand: Engine, seat: int) -> list[SeenOrHidden]:
        """The five cards the seat was dealt: those it kept and those it threw."""
        held = hand.down[seat]
        return [*held[: len(held) - self.drawn[seat]], *self.discards[seat]]

    def _proof_due(self) -> bool:
        """Whether an opener must prove openers: never in a lowball deal, nor once he has owned
        up to false openers (his hand is dead under Robert's Rules)."""
        return self.opener is not None and not self.lowball and self.opener not in self.dead_hands

    def to_show(self, hand: Engine) -> list[int]:
        """The hands that decide the pot, and the opener's openers."""
        seats = hand.deciding()
        if self._proof_due() and self.opener not in seats:
            assert self.opener is not None
            seats = sorted([*seats, self.opener])
        return seats

    def hidden(self, hand: Engine, seat: int) -> bool:
        """The opener's discards are shown too."""
        kept_aside = self.discards[seat] if seat == self.opener and self._proof_due() else []
        return hand.hidden(seat) or any(isinstance(c, HiddenCard) for c in kept_aside)

    def shown(self, hand: Engine, event: Event, index: int) -> None:
        seat = seat_of(event)
        if seat != self.opener or not self._proof_due():
            if event.discards:
                why = (
                    "a lowball deal has no openers to prove"
                    if self.lowball
                    else "only the opener shows his discards, to prove his openers"
                )
                raise RuleViolation(
                    "jacks.show-openers",
                    f"seat {seat} shows his hand alone: {why}",
                    at=(("discards",),),
                )
            return
        aside = self.discards[seat]
        if len(event.discards) != len(aside):
            raise RuleViolation(
                "jacks.show-openers",
                f"the opener shows his {_discards(len(aside))} with his hand to prove his openers",
                at=(("discards",),),
            )
        for k, (was, shown) in enumerate(zip(aside, event.discards, strict=True)):
            if isinstance(shown, HiddenCard) or (isinstance(was, Card) and was != shown):
                raise RuleViolation(
                    "jacks.show-openers",
                    f"the opener's discard {k + 1} was {was}, not {shown}",
                    at=(("discards", k),),
                )
        hand.see(
            [
                (("events", index, "discards", k), shown)
                for k, (was, shown) in enumerate(zip(aside, event.discards, strict=True))
                if isinstance(was, HiddenCard)
            ]
        )
        self.discards[seat] = list(event.discards)

    def take_at_showdown(self, hand: Engine, event: Event, index: int) -> None:
        raise AssertionError("Jacks or Better's showdown takes only shows and mucks")

    def why_not_muck(self, hand: Engine, seat: int) -> str | None:
        """Any player may throw his hand away unshown but the opener, who proves his openers
        (S1, RULES.md §2)."""
        if seat == self.opener and self._proof_due():
            return "opened: he shows his hand and discards, to prove his openers"
        return None

    def showdown_done(self, hand: Engine) -> bool:
        return True

    def showdown_next_events(self, hand: Engine, events: list[NextEvent]) -> list[NextEvent]:
        """The opener's show says how many discards he shows with his hand (S1)."""
        if self.opener is None or not self._proof_due():
            return events
        aside = len(self.discards[self.opener])
        return [
            replace(e, discards_count=aside or None)
            if e.type == EventType.SHOW and e.seat == self.opener
            else e
            for e in events
        ]

    def _hidden_openers(self, hand: Engine) -> bool:
        """Whether the opener's dealt hand is still unseen."""
        assert self.opener is not None
        return any(isinstance(c, HiddenCard) for c in self.original(hand, self.opener))

    def _proved(self, hand: Engine, opener: int) -> bool:
        """Whether the opener's dealt hand, shown, holds openers."""
        return has_openers([c for c in self.original(hand, opener) if isinstance(c, Card)])

    def seat_part(self, hand: Engine, seat: int) -> DrawSeatPart:
        """The discards kept aside."""
        return DrawSeatPart(discards=tuple(self.discards[seat]))


def _discards(count: int) -> str:
    return "discard" if count == 1 else f"{count} discards"
