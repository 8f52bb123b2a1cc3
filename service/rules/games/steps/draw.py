"""The draw: in turn from the dealer's left, each live seat throws cards and is dealt as many, or
stands pat (RULES.md §2, §7; S1). When the stub cannot serve a draw, the named discards so far
are shuffled into a new stub.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, Protocol

from service.rules.cards import HiddenCard, SeenOrHidden
from service.rules.errors import RuleViolation
from service.rules.games.event_fields import missing, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase
from service.rules.games.spec import Street

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_TAKES: Final = frozenset({EventType.DRAW, EventType.STAND_PAT})


class DrawRecord(Protocol):
    """What a game keeps of each seat's draw (Jacks or Better: the opener's discards)."""

    def drew(self, seat: int, discards: Sequence[SeenOrHidden], drawn: int) -> None:
        """``seat`` threw ``discards`` and was dealt ``drawn`` cards."""

    def mucked(self, seat: int) -> bool:
        """Whether the seat's discards go to the muck (else they are kept aside)."""


class Draw:
    """One draw of every live seat, in turn."""

    phase = Phase.DRAW
    takes = _TAKES
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(
        self,
        street: Street,
        *,
        most: int,
        record: DrawRecord | None = None,
        folded_to_stub: bool = False,
    ) -> None:
        self.street = street
        self.most = most
        """The most cards a seat may draw."""
        self.record = record
        self.folded_to_stub = folded_to_stub
        """Whether folded hands' cards, named, go into a new stub with the discards (RULES.md
        §7: the draw games dealt with blinds); else only the discards do (Jacks or Better)."""
        self.order: list[int] = []

    def start(self, hand: Engine) -> None:
        self.order = hand.live_from(hand.plan.setup.dealer + 1)
        hand.cite("draw.draw")

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        seat = seat_of(event)
        turn = self.order[0]
        if seat != turn:
            raise RuleViolation(
                "draw.draw",
                f"it is seat {turn}'s turn to draw or stand pat, not seat {seat}'s",
                at=(("seat",),),
            )
        if event.type == EventType.DRAW:
            self._replace_cards(hand, seat, event, index)
        self.order.pop(0)

    def _replace_cards(self, hand: Engine, seat: int, event: Event, index: int) -> None:
        most = self.most
        if not event.discards:
            raise missing(event, "discards")
        if len(event.discards) > most:
            raise RuleViolation(
                "draw.draw", f"a player draws at most {most} cards", at=(("discards",),)
            )
        if len(event.down) != len(event.discards):
            raise RuleViolation(
                "draw.draw",
                f"seat {seat} threw {len(event.discards)} and is dealt as many, not "
                f"{len(event.down)}",
                at=(("down",),),
            )
        held = list(hand.down[seat])
        for k, card in enumerate(event.discards):
            if not isinstance(card, HiddenCard) and card in event.discards[:k]:
                raise RuleViolation(
                    "draw.draw", f"seat {seat} throws {card} twice", at=(("discards", k),)
                )
            held.remove(_held(hand, seat, held=held, card=card, at=("discards", k), index=index))
        if _reshuffle_if_short(hand, seat, len(event.down), folded=self.folded_to_stub):
            _none_of_his_own(seat, event)
        try:
            hand.see([(("events", index, "down", k), c) for k, c in enumerate(event.down)])
        except RuleViolation:
            # A card seen before: if it was thrown away, the stub's rule says why it cannot
            # come again, not "a card seen twice".
            _none_of_his_own(seat, event)
            _none_from_the_muck(hand, event)
            raise
        hand.down[seat] = [*held, *event.down]
        hand.cards_dealt += len(event.down)
        record = self.record
        if record is not None:
            record.drew(seat, event.discards, len(event.down))
        if record is None or record.mucked(seat):
            hand.muck.extend(c for c in event.discards if not isinstance(c, HiddenCard))
            hand.unseen_mucked += sum(isinstance(c, HiddenCard) for c in event.discards)

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
        most = min(self.most, hand.stub() + _spare(hand, folded=self.folded_to_stub))
        stand_pat = NextEvent(type=EventType.STAND_PAT, seat=seat)
        return (
            [NextEvent(type=EventType.DRAW, seat=seat, down_count=most), stand_pat]
            if most
            else [stand_pat]
        )


def _none_of_his_own(seat: int, event: Event) -> None:
    """A new stub holds none of the drawing player's own discards of this draw (RULES.md §7):
    a card dealt back to him is refused by the stub's rule, not as a card seen twice."""
    for k, card in enumerate(event.down):
        if card in event.discards and not isinstance(card, HiddenCard):
            raise RuleViolation(
                "draw.stub",
                f"seat {seat} threw {card} in this draw: a player is never dealt his own "
                "discards back",
                at=(("down", k),),
            )


def _none_from_the_muck(hand: Engine, event: Event) -> None:
    """A discard is in the muck until the stub runs out and a new one is made of the discards
    (RULES.md §7): dealt again before that, it is refused by the stub's rule."""
    for k, card in enumerate(event.down):
        if card in hand.muck:
            raise RuleViolation(
                "draw.stub",
                f"{card} was thrown away in this hand and is in the muck: a discard is dealt "
                f"again only from a new stub, made when the stub runs out ({hand.stub()} cards "
                "are left in it)",
                at=(("down", k),),
            )


def _held(
    hand: Engine,
    seat: int,
    *,
    held: list[SeenOrHidden],
    card: SeenOrHidden,
    at: tuple[str, int],
    index: int,
) -> SeenOrHidden:
    """The card of ``held`` that ``card`` throws: itself, or an unseen card it names."""
    if card in held and not isinstance(card, HiddenCard):
        return card
    unseen = next((c for c in held if isinstance(c, HiddenCard)), None)
    if unseen is None:
        named = "holds no unseen card" if isinstance(card, HiddenCard) else f"does not hold {card}"
        raise RuleViolation("draw.draw", f"seat {seat} {named}", at=(at,))
    if not isinstance(card, HiddenCard):
        hand.see([(("events", index, *at), card)])
    return unseen


def _spare(hand: Engine, *, folded: bool) -> int:
    """Cards a new stub would be made of: the discards so far, seen or not, and where
    ``folded`` the folded hands' cards."""
    spare = len(hand.muck) + hand.unseen_mucked
    if folded:
        spare += sum(len(hand.down[s]) for s in range(hand.seats) if hand.folded[s])
    return spare


def _reshuffle_if_short(hand: Engine, seat: int, wanted: int, *, folded: bool) -> bool:
    """The stub cannot serve the draw: the discards so far, seen or not (and, where ``folded``,
    the folded hands' cards) are shuffled into a new stub (RULES.md §7); whether they were. The
    drawing seat's own discards of this draw are not among them: he has not yet thrown them."""
    if wanted <= hand.stub():
        return False
    spare = _spare(hand, folded=folded)
    if wanted > hand.stub() + spare:
        raise RuleViolation(
            "draw.stub",
            f"seat {seat} draws {wanted} but only {hand.stub()} cards and "
            f"{spare} reshuffled cards are left",
            at=(("down",),),
        )
    named = list(hand.muck)
    if folded:
        for other in range(hand.seats):
            if hand.folded[other]:
                named += [c for c in hand.down[other] if not isinstance(c, HiddenCard)]
                hand.down[other] = []  # his cards are in the new stub
    for card in named:
        hand.seen.forget(card)
    hand.cards_dealt -= spare
    hand.muck, hand.unseen_mucked = [], 0
    hand.cite("draw.stub")
    return True
