"""The parts of a hand's state that only some games have: a draw game's discards and opener,
Elimination's row and totals, Old Man's go or stop.

Each part is None for a game that has none, so whoever shows the state shows what is present
without knowing the games.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.rules.cards import Card, SeenOrHidden
from service.rules.games.catalog import Family, GameSpec
from service.rules.games.events import HandState, SeatState
from service.rules.games.false_openers import Ruling


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawSeat:
    """A seat in a draw game."""

    discards: tuple[SeenOrHidden, ...]
    """The opener's discards, kept aside face down to prove his openers (S1)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GoOrStop:
    """A seat at Old Man."""

    going: bool | None
    """Go (True) or stop (False), once said."""


@dataclass(frozen=True, kw_only=True, slots=True)
class EliminationSeat:
    """A seat at Elimination."""

    eliminated: tuple[Card, ...]
    high_total: int | None
    """The best high total so far, in half-points; None once every card is gone."""
    low_total: int | None


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatDetails:
    """A seat's parts of its game; None where the game has no such part."""

    draw: DrawSeat | None = None
    old_man: GoOrStop | None = None
    elimination: EliminationSeat | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawDetails:
    """A draw game's hand: who opened, and the ruling on false openers if any."""

    opener: int | None
    false_openers: Ruling | None


@dataclass(frozen=True, kw_only=True, slots=True)
class EliminationDetails:
    """Elimination's hand: the cards turned up so far, in order."""

    row: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class StateDetails:
    """The parts of the hand's state its game has, and each seat's."""

    seats: tuple[SeatDetails, ...]
    draw: DrawDetails | None = None
    elimination: EliminationDetails | None = None


def details_of(game: GameSpec, state: HandState) -> StateDetails:
    """The parts of ``state`` that ``game``'s family has."""
    family = game.family
    draw = None
    elimination = None
    if family == Family.DRAW:
        draw = DrawDetails(opener=state.opener, false_openers=state.false_openers)
    elif family == Family.ELIMINATION:
        elimination = EliminationDetails(row=state.row)
    return StateDetails(
        seats=tuple(_seat(family, seat) for seat in state.seats),
        draw=draw,
        elimination=elimination,
    )


def _seat(family: Family, seat: SeatState) -> SeatDetails:
    if family == Family.DRAW:
        return SeatDetails(draw=DrawSeat(discards=seat.discards))
    if family == Family.OLD_MAN:
        return SeatDetails(old_man=GoOrStop(going=seat.going))
    if family == Family.ELIMINATION:
        return SeatDetails(
            elimination=EliminationSeat(
                eliminated=seat.eliminated, high_total=seat.high_total, low_total=seat.low_total
            )
        )
    return SeatDetails()
