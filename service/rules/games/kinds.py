"""What a game declares for one hand: its steps, in order, and the few parts that are its own.

A step kind (:mod:`service.rules.games.steps`) is one small unit: the events it takes, who acts,
the legal next events with their exact amounts, when it is done, and its own state. A game's
declaration (its module: :mod:`~service.rules.games.stud`, ...) lists its steps and, where it
has them, its own parts: how a hand ends when its last step is over (:class:`Ending`), what a
seat or the hand shows that only this game has (:class:`Parts`), and ranks wild for one seat
only (:class:`SeatWild`). The engine (:mod:`service.rules.games.engine`) runs any game's steps
over the events and knows no game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from service.rules.cards import PlayingCard, Rank
from service.rules.decks import STANDARD, Deck
from service.rules.games.events import Event, EventType, HandPart, NextEvent, Phase, SeatPart

if TYPE_CHECKING:
    from service.rules.games.engine import Engine
    from service.rules.games.spec import Street


class Step(Protocol):
    """One step of a game's procedure, as one hand runs it: a fresh step each hand, holding
    its own state."""

    @property
    def phase(self) -> Phase:
        """What the step waits for: the state's ``phase``."""

    @property
    def street(self) -> Street | None:
        """The street the step belongs to, if any: the state's ``street``."""

    @property
    def takes(self) -> frozenset[EventType]:
        """The events the step takes now."""

    changes_its_seat_only: bool
    """Whether each event the step takes, but the one that ends it, changes no seat but the
    event's own (and the hand's totals): the state then reads only that seat again
    (:attr:`Engine.changed_since_state`). Every step says so, True only where it is sure: a seat
    it changed unsaid would be answered as it was (``tests/rules/test_engine_state.py`` asks
    for the state at random points of every game and compares every seat)."""

    def start(self, hand: Engine) -> None:
        """The step begins: set up its own state from the table."""

    def apply(self, hand: Engine, event: Event, index: int) -> None:
        """Take one event of a kind in :attr:`takes`, or refuse it with the rule it breaks."""

    def done(self, hand: Engine) -> bool:
        """Whether the step is over."""

    def end(self, hand: Engine) -> None:
        """The step is over: leave the table as the next step finds it."""

    def to_act(self, hand: Engine) -> int | None:
        """The seat whose turn it is, where the step is taken in turn."""

    def next_events(self, hand: Engine) -> list[NextEvent]:
        """The events the step may take next, with exact amounts or card counts."""


class Ending(Protocol):
    """How a hand ends: when the folds end it early, and how its pots are settled."""

    def ends_early(self, hand: Engine) -> bool:
        """Whether the folds have ended the hand before its last step."""

    def one_left(self, hand: Engine) -> None:
        """The folds have ended the hand."""

    def finish(self, hand: Engine) -> None:
        """The last step is over: settle the hand."""


class Parts(Protocol):
    """What a seat and the hand show that only this game has."""

    def seat_part(self, hand: Engine, seat: int) -> SeatPart | None:
        """The seat's own part."""

    def hand_part(self, hand: Engine) -> HandPart | None:
        """The hand's own part."""


class SeatWild(Protocol):
    """Ranks wild for one seat only (Low Hole)."""

    def wild_ranks(self, hand: Engine, seat: int) -> tuple[Rank | None, Rank | None]:
        """The seat's wild rank for high and for low; None where it has none (yet)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Procedure:
    """One hand of a game as declared: its steps and its own parts."""

    steps: Sequence[Step]
    ending: Ending
    rules: tuple[str, ...]
    """The rules cited from the start, in order."""
    parts: Parts | None = None
    seat_wild: SeatWild | None = None
    deck: Deck = STANDARD
    centre: tuple[PlayingCard, ...] = ()
    """Cards in the centre from the start, every hand's (Aces, Straights and Flushes' joker)."""
    side_pots: bool = True
    """Whether the chips are layered into side pots by what each live seat put in (table
    stakes); a game whose pot is settled by matching it (Old Man) has one pot."""
    played: str = "hand"
    """What is played to its end: a hand, or (Counterbluff) a whole game."""
    seatless: frozenset[EventType] = frozenset(
        {EventType.COMMUNITY, EventType.REVEAL, EventType.OLD_MAN}
    )
    """Events that are nobody's: cards turned up for the table, a dummy hand."""
