"""The board: cards dealt face up in the centre, every hand's (RULES.md §7; RR Hold'em, Omaha).

The flop is three cards, the turn and the river one each; each card is one ``community`` event,
as the caller saw it turned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.games.event_fields import missing, named_card
from service.rules.games.events import Event, EventType, NextEvent, Phase
from service.rules.games.spec import Street

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_TAKES: Final = frozenset({EventType.COMMUNITY})


class Board:
    """The street's cards (its ``up``) turned face up in the centre."""

    phase = Phase.DEAL
    takes = _TAKES
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, street: Street) -> None:
        self.street = street
        self.cards = street.up
        self.turned = 0

    def start(self, hand: Engine) -> None:
        hand.cite("holdem.board")

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        card = event.card
        if card is None:
            raise missing(event, "card")
        card = named_card(
            hand, card, index, ("card",), rule="holdem.board",
            detail="a board card is turned face up for everyone: name it",
        )  # fmt: skip
        hand.see([(("events", index, "card"), card)])
        hand.community.append(card)
        hand.cards_dealt += 1
        self.turned += 1

    def done(self, hand: Engine) -> bool:
        return self.turned == self.cards

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [NextEvent(type=EventType.COMMUNITY, remaining=self.cards - self.turned)]
