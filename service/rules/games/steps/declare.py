"""Declarations: each live seat declares high, low or both (RULES.md §0 declare; S0, S3, S4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from service.rules.errors import RuleViolation
from service.rules.games.event_fields import missing, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_TAKES: Final = frozenset({EventType.DECLARE})


class Declare:
    """Every live seat's declaration, in any order (they are made at once)."""

    phase = Phase.DECLARE
    street = None
    takes = _TAKES
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def start(self, hand: Engine) -> None:
        hand.cite("games.declare")

    def apply(self, hand: Engine, event: Event, _index: int) -> None:
        seat = seat_of(event)
        if hand.folded[seat]:
            raise RuleViolation("games.declare", f"seat {seat} has folded", at=(("seat",),))
        if seat in hand.done:
            raise RuleViolation(
                "games.declare", f"seat {seat} has already declared", at=(("seat",),)
            )  # fmt: skip
        if event.declaration is None:
            raise missing(event, "declaration")
        hand.declarations[seat] = event.declaration
        hand.done.add(seat)

    def done(self, hand: Engine) -> bool:
        done = hand.done
        return len(done) >= hand.folded.count(False) and done.issuperset(hand.live())

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [
            NextEvent(type=EventType.DECLARE, seat=s) for s in hand.live() if s not in hand.done
        ]
