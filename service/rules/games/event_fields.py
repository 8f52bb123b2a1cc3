"""What a step reads off an event: its seat, a field its type needs, a card it must name face
up. Each refusal names the event's field, which the engine places at ``events.<i>``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from service.rules.cards import Card, HiddenCard, SeenOrHidden
from service.rules.errors import Location, RuleViolation
from service.rules.games.events import Event

if TYPE_CHECKING:
    from service.rules.games.engine import Engine


def seat_of(event: Event) -> int:
    """The event's seat, once the engine has checked it."""
    assert event.seat is not None
    return event.seat


def missing(event: Event, field: str) -> RuleViolation:
    """An event without a field its type needs."""
    return RuleViolation(
        "games.procedure", f"a {event.type.value} event needs `{field}`", at=((field,),)
    )


def named_card(
    hand: Engine, card: SeenOrHidden, index: int, place: Location, *, rule: str, detail: str
) -> Card:
    """``card``, at ``place`` in event ``index``, which must be a card named face up: a hidden
    one is refused with the step's ``rule`` and ``detail``, and a joker the deck does not hold
    with the deck's rule (``cards.deck``) where it appears, like every card the deck lacks."""
    if isinstance(card, Card):
        return card
    if not isinstance(card, HiddenCard):
        hand.seen.deck.check_no_duplicates([(("events", index, *place), card)])
    raise RuleViolation(rule, detail, at=(place,))
