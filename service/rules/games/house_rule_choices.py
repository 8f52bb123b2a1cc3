"""The choices of the house rules that are a game's own (RULES.md §1, §2, §4, §5): who antes
in a draw game, a passed-out deal, Old Man's matched pot, Elimination's side pot, the way a
stud game is played. Each game's options (:mod:`.house_rules`) are typed with them.
"""

from __future__ import annotations

from enum import StrEnum


class AnteBy(StrEnum):
    """Who antes in a draw game (S1: the dealer antes for the table)."""

    DEALER = "dealer"
    EVERYONE = "everyone"


class PassedOut(StrEnum):
    """What happens when nobody opens (RULES.md §2 option ``passed_out``)."""

    NEW_DEALER_ANTES = "new_dealer_antes"
    EVERYONE_ANTES = "everyone_antes"
    PLAY_LOWBALL = "play_lowball"


class MatchedPotAntes(StrEnum):
    """Old Man: what a hand played for a matched pot costs (RULES.md §5)."""

    NONE = "none"
    """S4's second hand: no antes at all, to start or to stay in."""
    TO_STAY = "to_stay"
    """No opening ante, but staying in still costs one ante and then two."""


class EmptyHandSidePot(StrEnum):
    """Elimination: a side pot that a player who lost every card is not in (RULES.md §1 is
    silent; he wins every pot he is in at once)."""

    PLAY_ON = "play_on"
    """Its players play on for it, as if he had left: reveals, betting and the declaration."""
    DECLARE_NOW = "declare_now"
    """The reveals stop: its players declare for it on the cards they hold."""


class Play(StrEnum):
    """Which way a game with a choice is played (RULES.md §4: high, low or high-low)."""

    HIGH = "high"
    LOW = "low"
    HIGH_LOW = "high_low"
