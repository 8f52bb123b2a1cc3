"""The engine every game runs in: events applied one at a time, each checked against the step
the game is in, and the first illegal one refused with the rule it breaks at ``events.<i>``.

What a game does at each step is its own (:class:`~service.rules.games.hand.Hand` for the
games played for chips, Counterbluff's game for points); how events are taken, refused and
placed is this module's, once for every game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from typing import ClassVar

from service.rules.errors import RuleViolation
from service.rules.games.events import Event, EventType, Phase

Handler = Callable[[Event, int], None]
"""What a game does with one event of a kind (the event, and its index among the events)."""

# The phase the engine checks at every event, read off its enum once: in Python 3.11
# reading a member off its class goes through the enum metaclass's __getattr__ hook, several
# times the cost of reading a module's global.
_OVER = Phase.OVER


class Procedure(ABC):
    """A game's procedure, taking events in order."""

    EXPECTED: ClassVar[Mapping[Phase, frozenset[EventType]]]
    """The events each step waits for."""
    PLAYED: ClassVar[str] = "hand"
    """What is played to its end: a hand, or (Counterbluff) a whole game."""
    phase: Phase
    """The step the game is in: what it waits for. Each game keeps it as it moves on, since it
    is read at every event."""

    @abstractmethod
    def handlers(self) -> dict[EventType, Handler]:
        """What the game does with each kind of event."""

    @abstractmethod
    def check(self, event: Event) -> None:
        """Checks of the event's own fields before its step takes it (its seat)."""

    @abstractmethod
    def advance(self) -> None:
        """After an event: move on through every step it has finished."""

    def apply(self, event: Event, index: int) -> None:
        """Apply one event, or refuse it with the rule it breaks."""
        phase = self.phase
        if phase == _OVER:
            raise RuleViolation("games.hand-over", f"the {self.PLAYED} is over: no more events")
        expected = self.EXPECTED[phase]
        if event.type not in expected:
            waiting = " or ".join(sorted(t.value for t in expected))
            raise RuleViolation(
                "games.procedure",
                f"the {self.PLAYED} is at its {phase.value} step and waits for {waiting}, "
                f"not {event.type.value}",
                at=(("type",),),
            )
        self.check(event)
        self._handler_of[event.type](event, index)
        self.advance()

    @cached_property
    def _handler_of(self) -> dict[EventType, Handler]:
        """:meth:`handlers`, made once: a game's handlers never change."""
        return self.handlers()


def replay(procedure: Procedure, events: Sequence[Event]) -> None:
    """Apply ``events`` in order; the first illegal one is refused at ``events.<i>``."""
    for index, event in enumerate(events):
        try:
            procedure.apply(event, index)
        except RuleViolation as violation:
            raise _at_event(violation, index) from None


def _at_event(violation: RuleViolation, index: int) -> RuleViolation:
    if any(at and at[0] in ("events", "centre") for at in violation.at):
        return violation  # already placed: a card seen twice names every place it was seen
    places = tuple(("events", index, *at) for at in violation.at) or (("events", index),)
    return RuleViolation(violation.rule, violation.detail, at=places)


def seat_of(event: Event) -> int:
    """The event's seat, once :meth:`Procedure.check` has checked it."""
    assert event.seat is not None
    return event.seat


def missing(event: Event, field: str) -> RuleViolation:
    """An event without a field its type needs."""
    return RuleViolation(
        "games.procedure", f"a {event.type.value} event needs `{field}`", at=((field,),)
    )
