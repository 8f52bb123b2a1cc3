"""The words of a betting round: structures, moves, stakes, seats, acts and what is legal.

Amounts are what a seat has put in *this round* after its action ("raise to 30"), so a log
reads the same in every structure.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Structure(StrEnum):
    """How much may be bet."""

    FIXED_LIMIT = "fixed_limit"
    POT_LIMIT = "pot_limit"
    NO_LIMIT = "no_limit"


class Move(StrEnum):
    """What a player does in his turn."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    BRING_IN = "bring_in"
    COMPLETE = "complete"


AMOUNT_MOVES = frozenset({Move.BET, Move.RAISE, Move.BRING_IN, Move.COMPLETE})
"""Moves whose size the player chooses: each names its total ``to``."""


class HeadsUpRaises(StrEnum):
    """The cap with two players (RULES.md §4 option ``heads_up_raises``)."""

    UNLIMITED_IF_TWO_AT_START = "unlimited_if_two_at_start"
    """S3: the cap applies only when more than two players could bet as the round began."""
    UNLIMITED_WHEN_HEADS_UP = "unlimited_when_heads_up"
    """RR cash games: the cap lifts once the action is heads-up before the raising is capped."""
    CAPPED = "capped"
    """RR tournaments: the cap always applies."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Stakes:
    """The sizes that apply to this round."""

    structure: Structure
    bet: int
    """Fixed limit: the bet of this round. Pot and no limit: the smallest bet."""
    big_bet: int | None = None
    """Fixed limit: a big bet also allowed this round (an open pair on fourth street)."""
    bring_in: int | None = None
    """Stud third street: the forced bring-in, less than a bet; it may be completed to ``bet``."""
    max_raises: int | None = 3
    """Fixed limit: raises allowed after the bet (the cap); None for no cap."""
    raise_at_least_last: bool = True
    """Fixed limit with a big bet allowed: after a big bet, only big raises."""
    heads_up_raises: HeadsUpRaises = HeadsUpRaises.UNLIMITED_IF_TWO_AT_START
    """When the cap lifts for two players."""
    openers_required: bool = False
    """Jacks or Better: until someone opens, only a player with openers may bet."""
    blinds: tuple[int, ...] = ()
    """Blinds and straddles posted before the first act, by seat (0: none): live bets of the
    round, so a blind may raise when the action comes back to him (RR Button and Blind Use).
    The largest is the bet to call, even when its poster is all in for less (TDA)."""
    straddle_increment: bool = False
    """Pot and no limit: a raise over a straddle need add only the straddle's raise over the
    blind before it, not the whole straddle."""
    check_raise: bool = True
    """Whether a player who checked may raise later in the round (RR: not in limit ace-to-five
    lowball)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Player:
    """A seat as the round starts."""

    stack: int
    """Chips behind, not yet in the pot."""
    live: bool = True
    """Still in the hand (not folded earlier); a live player with no chips is all in."""
    has_openers: bool | None = None
    """Under an opening requirement: whether the hand may open; None when it is hidden."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Act:
    """One action: ``to`` is the seat's total in this round after it.

    Bets, raises, completions and bring-ins must name it; a call, check or fold may leave it
    out, and if it names it, it must be the total the action makes (it is never corrected).
    """

    seat: int
    move: Move
    to: int | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class Legal:
    """A move the seat to act may make: a ``to`` anywhere from ``min_to`` to ``max_to``.

    In fixed limit each allowed size is its own entry (a small and a big bet are two), so
    that nothing between them is legal.
    """

    move: Move
    min_to: int
    max_to: int
    all_in: bool = False
    """Making it takes the whole stack (at ``max_to``)."""
    requires_openers: bool = False
    """An opening bet from a hidden hand: legal only if it holds openers."""

    @property
    def has_totals(self) -> bool:
        """A move that puts chips in, or keeps the seat's total (a check): a fold has none to
        say, as a hand's next fold event has none."""
        return self.move is not Move.FOLD


@dataclass(frozen=True, kw_only=True, slots=True)
class RoundState:
    """Where the round stands after the acts so far."""

    next_seat: int | None
    legal: tuple[Legal, ...]
    complete: bool
    put_in: tuple[int, ...]
    """Each seat's chips in this round."""
    pot: int
    """Chips in the pot, this round included."""
    current_bet: int
    raises: int
    """Full raises after the bet; a bring-in, a completion of it and short all-ins are none."""
    folded: tuple[int, ...]
    all_in: tuple[int, ...]
    rules: tuple[str, ...] = field(default=())
    """The rules that shaped the legal moves now (a cap reached, a short all-in, a bring-in)."""
