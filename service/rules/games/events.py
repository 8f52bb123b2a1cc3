"""What happens in a hand (events), and where a hand stands after them (its state).

Events are what the caller saw at the table, in order; the service never shuffles or deals.
A down card nobody can see may be ``??`` until the showdown needs it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final, TypeVar

from service.rules.betting.round import Move
from service.rules.cards import Card, HiddenCard, PlayingCard, SeenOrHidden
from service.rules.pots.layers import Pot
from service.rules.pots.shares import Declaration
from service.rules.pots.showdown import Showdown


class EventType(StrEnum):
    """Every kind of event a hand can hold."""

    ANTE = "ante"
    DEAL = "deal"
    COMMUNITY = "community"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    CALL = "call"
    CHECK = "check"
    FOLD = "fold"
    EXCHANGE = "exchange"
    STAND_PAT = "stand_pat"
    DECLARE = "declare"
    SHOW = "show"
    DRAW = "draw"
    REVEAL = "reveal"
    DISCARD = "discard"
    FALSE_OPENERS = "false_openers"
    EXPOSE = "expose"
    STAY = "stay"
    GO = "go"
    STOP = "stop"
    OLD_MAN = "old_man"
    PLAY = "play"
    LOWBALL = "lowball"


BETTING_MOVES: Final = {
    EventType.BRING_IN: Move.BRING_IN,
    EventType.COMPLETE: Move.COMPLETE,
    EventType.BET: Move.BET,
    EventType.RAISE: Move.RAISE,
    EventType.CALL: Move.CALL,
    EventType.CHECK: Move.CHECK,
    EventType.FOLD: Move.FOLD,
}
"""Events that are betting moves, and the move of the betting engine each one is."""


class Phase(StrEnum):
    """What the hand is waiting for."""

    ANTE = "ante"
    DEAL = "deal"
    BET = "bet"
    EXCHANGE = "exchange"
    DRAW = "draw"
    REVEAL = "reveal"
    DISCARD = "discard"
    EXPOSE = "expose"
    STAY = "stay"
    DECLARE = "declare"
    GO = "go"
    PLAY = "play"
    LOWBALL = "lowball"
    SHOW = "show"
    OVER = "over"


@dataclass(frozen=True, kw_only=True, slots=True)
class Event:
    """One event; which fields it needs depends on its type."""

    type: EventType
    seat: int | None = None
    amount: int | None = None
    """An ante: the chips put in."""
    to: int | None = None
    """A bring-in, completion, bet or raise: the seat's total in this betting round after it."""
    down: tuple[SeenOrHidden, ...] = ()
    """A deal, or the cards drawn: the cards dealt face down. A show: all the seat's down cards,
    in the order dealt (in a draw game, the hand as held after the draw)."""
    up: tuple[PlayingCard | HiddenCard, ...] = ()
    """A deal: the cards dealt face up (a joker only where the deck has one to deal; ``??``, in
    a hand history, for an up card nobody recorded)."""
    card: SeenOrHidden | None = None
    """A community card; the new card of an exchange; a card turned up (Elimination's row,
    Old Man's centre card, the down card an Old Man player exposes)."""
    passed: SeenOrHidden | None = None
    """Old Man: the down card passed face up to the player on the right."""
    discard: SeenOrHidden | None = None
    """An exchange: the card given up."""
    discards: tuple[SeenOrHidden, ...] = ()
    """A draw: the cards thrown in. Elimination: the cards of the new rank a hidden hand gives
    up. A show: the opener's discards, kept aside to prove his openers."""
    declaration: Declaration | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class NextEvent:
    """An event that may come next, with its exact amounts or card counts.

    A count is named for the list of the event it sizes (``down_count``: the cards of the
    event's ``down``), and is None where the event has no such list.
    """

    type: EventType
    seat: int | None = None
    amount: int | None = None
    """An ante, or the fee an exchange costs."""
    min_to: int | None = None
    """A betting move's least total in the round (None for a fold: it puts nothing in)."""
    max_to: int | None = None
    all_in: bool = False
    down_count: int | None = None
    """deal, show, lowball: the cards of the event's ``down``; draw: the most that may be drawn."""
    up_count: int | None = None
    """deal, lowball: the cards of the event's ``up``."""
    remaining: int | None = None
    """community, reveal: the cards still to turn at this step, one event each."""
    rank: str | None = None
    """Elimination: the rank whose cards a hidden hand must give up."""
    discards_count: int | None = None
    """Jacks or Better, show: the discards the opener shows with his hand to prove openers."""

    @property
    def has_totals(self) -> bool:
        """A bet, call, check or raise: it comes with the totals it may be made to."""
        return self.min_to is not None


@dataclass(frozen=True, kw_only=True, slots=True)
class Carry:
    """A deal that ends with chips left in the pot for the next one."""

    amount: int
    next_dealer: int
    antes: tuple[tuple[int, int], ...]
    """(seat, chips) due as the next deal's antes."""
    reason: str
    rule: str
    passed_out_deals: int | None = None
    """The deals passed out in a row, this one counted if it was passed out, for a game whose
    antes read them (Jacks or Better's ``passed_out``); None in every other game."""
    carried_pot_matched: bool | None = None
    """Whether the next pot is matched (Old Man's losing goes' matches: no antes), for a game
    whose antes read it (Old Man's ``matched_pot_antes``); None in every other game."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Payment:
    """Chips a seat had to put in that are not a bet: antes, exposed-card payments, fees."""

    seat: int
    amount: int
    reason: str
    rule: str


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatPart:
    """What a seat has in one family of games only (a draw game's discards, Old Man's go or
    stop, Elimination's totals): each family declares its own subclass, so the state every game
    shares never names one game's parts."""


@dataclass(frozen=True, kw_only=True, slots=True)
class HandPart:
    """What a hand has in one family of games only (a draw game's opener and false-openers
    ruling, Old Man's dummy hand and matching, Elimination's row): one subclass per family."""


SeatPartT = TypeVar("SeatPartT", bound=SeatPart)
HandPartT = TypeVar("HandPartT", bound=HandPart)


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatState:
    """One seat now."""

    stack: int
    """Chips behind, not in the pot."""
    contributed: int
    """Every chip this seat has put in this hand, the current betting round included."""
    in_round: int
    """Chips put in during the current betting round."""
    down: tuple[SeenOrHidden, ...]
    up: tuple[Card, ...]
    folded: bool
    all_in: bool
    declaration: Declaration | None
    high_wild_rank: str | None = None
    low_wild_rank: str | None = None
    part: SeatPart | None = None
    """What this seat has that only its game's family has."""
    ends_with: int | None = None
    """Once the hand is over: the chips this seat deals the next hand with (what is behind it,
    what it won and was refunded, and in Old Man its match and transfers)."""

    @property
    def status(self) -> str:
        """``folded``, ``all_in`` or ``live``."""
        return "folded" if self.folded else "all_in" if self.all_in else "live"

    def part_as(self, kind: type[SeatPartT]) -> SeatPartT:
        """This seat's part, known to be a ``kind``; a TypeError (a caller's bug) if not."""
        if not isinstance(self.part, kind):
            raise TypeError(f"the seat has no {kind.__name__}")
        return self.part


@dataclass(frozen=True, kw_only=True, slots=True)
class HandState:
    """Where the hand stands, what may come next, and at the end the result."""

    phase: Phase
    street: str | None
    seats: tuple[SeatState, ...]
    community: tuple[Card, ...]
    pot: int
    pots: tuple[Pot, ...]
    """The pots in the middle, main pot first: the chips of the betting rounds played (antes,
    payments and dead chips in the main pot), layered by what each live seat put in. This
    round's bets are each seat's ``in_round`` until it ends; a bet nobody could call is in no
    pot, as it goes back to its owner. Once the hand is over, the result's pots."""
    to_act: int | None
    next_events: tuple[NextEvent, ...]
    current_bet: int
    raises: int
    payments: tuple[Payment, ...]
    result: Showdown | None
    rules: tuple[str, ...]
    carry: Carry | None = None
    part: HandPart | None = None
    """What this hand has that only its game's family has."""

    def part_as(self, kind: type[HandPartT]) -> HandPartT:
        """This hand's part, known to be a ``kind``; a TypeError (a caller's bug) if not."""
        if not isinstance(self.part, kind):
            raise TypeError(f"the hand has no {kind.__name__}")
        return self.part
