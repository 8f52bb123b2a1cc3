"""What a dispute's ruling says: what stands, what happens next, the rules, and the effect."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from service.rules.betting.terms import Move
from service.rules.ranking import Category


class Family(StrEnum):
    """The family of the game the dispute arose in."""

    STUD = "stud"
    DRAW = "draw"
    BOARD = "board"
    """Hold'em and Omaha: hole cards and a board (a card exposed on the deal only)."""


class ExposedBy(StrEnum):
    """Whose doing an exposed card was."""

    DEALER = "dealer"
    PLAYER = "player"


class CardFate(StrEnum):
    """What becomes of an exposed card."""

    PLAYS = "plays"
    """It stays the player's card (face up where it was exposed)."""
    REPLACED = "replaced"
    """It is taken out of play and the player gets another card."""
    REDEALT = "redealt"
    """A misdeal: every card comes back and the hand is dealt again."""


class HandStatus(StrEnum):
    """Whether a hand can still win."""

    LIVE = "live"
    DEAD = "dead"


@dataclass(frozen=True, kw_only=True, slots=True)
class DisputeRuling:
    """The ruling on one disputed situation.

    ``ruling`` says what stands and ``next_steps`` what the table does now, in words a player
    reads; ``rules`` are the rulebook ids applied, in order. The other fields state the effect
    as values, each set only where the kind of dispute has it.
    """

    ruling: str
    next_steps: tuple[str, ...]
    rules: tuple[str, ...]
    misdeal: bool | None = None
    card: CardFate | None = None
    hand: HandStatus | None = None
    binding: bool | None = None
    may: tuple[Move, ...] = ()
    """The moves the player may make when his turn comes (out of turn, a withdrawn call)."""
    counts_as: Move | None = None
    """What the player's chips count as (a call or a raise)."""
    total: int | None = None
    """The chips the player has in for this action once the ruling is carried out."""
    to_add: int | None = None
    """Chips the player must still put in."""
    returned: int | None = None
    """Chips that go back to the player."""
    all_in: bool | None = None
    category: Category | None = None
    read_as: str | None = None
    """The hand as its cards read (cards speak)."""
    miscalled: bool | None = None
    others: HandStatus | None = None
    """The hands thrown away on hearing a miscall."""
    forfeit_possible: bool | None = None
