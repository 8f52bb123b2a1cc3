"""Declarations: each live seat declares high, low or both (RULES.md §0 declare; S0, S3, S4)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Final

from service.rules.errors import RuleViolation
from service.rules.games.event_fields import missing, seat_of
from service.rules.games.events import Event, EventType, NextEvent, Phase

if TYPE_CHECKING:
    from service.rules.games.engine import Engine

_TAKES: Final = frozenset({EventType.DECLARE})


Excused = Callable[["Engine"], Mapping[int, str]]
"""The live seats that declare nothing, each with why (Elimination's player who lost every
card has won every pot he is in)."""


def _nobody(_hand: Engine) -> Mapping[int, str]:
    return {}


class Declare:
    """Every live seat's declaration, in any order (they are made at once), but the seats the
    game excuses."""

    phase = Phase.DECLARE
    street = None
    takes = _TAKES
    changes_its_seat_only = False  # its events may touch any seat (kinds.Step)

    def __init__(self, excused: Excused = _nobody) -> None:
        self.excused = excused

    def declaring(self, hand: Engine) -> list[int]:
        """The live seats that declare."""
        excused = self.excused(hand)
        return [s for s in hand.live() if s not in excused]

    def start(self, hand: Engine) -> None:
        hand.cite("games.declare")

    def apply(self, hand: Engine, event: Event, _index: int) -> None:
        seat = seat_of(event)
        if hand.folded[seat]:
            raise RuleViolation("games.declare", f"seat {seat} has folded", at=(("seat",),))
        why = self.excused(hand).get(seat)
        if why is not None:
            raise RuleViolation("games.declare", f"seat {seat} {why}", at=(("seat",),))
        if seat in hand.done:
            raise RuleViolation(
                "games.declare", f"seat {seat} has already declared", at=(("seat",),)
            )  # fmt: skip
        if event.declaration is None:
            raise missing(event, "declaration")
        hand.declarations[seat] = event.declaration
        hand.done.add(seat)

    def done(self, hand: Engine) -> bool:
        return hand.done.issuperset(self.declaring(hand))

    def end(self, hand: Engine) -> None:
        pass

    def to_act(self, hand: Engine) -> int | None:
        return None

    def next_events(self, hand: Engine) -> list[NextEvent]:
        return [
            NextEvent(type=EventType.DECLARE, seat=s)
            for s in self.declaring(hand)
            if s not in hand.done
        ]
