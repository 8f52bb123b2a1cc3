"""Counterbluff's house rules (RULES.md §3): one pack or two, the Lowball option, ties, where
four of a kind ranks, and who leads after a Lowball call. The machinery that applies a caller's
settings is :mod:`service.rules.games.options`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from service.rules.games.options import HouseRules, option


class Ties(StrEnum):
    """An exact tie at a showdown or a face-up Lowball (Counterbluff, RULES.md §3)."""

    NO_SCORE = "no_score"
    BOTH_SCORE = "both_score"


class FourOfAKind(StrEnum):
    """Where four of a kind ranks; Parlett's list of combinations leaves it out."""

    STANDARD = "standard"
    """Between a full house and a straight flush, as in all poker."""
    ABOVE_STRAIGHT_FLUSH = "above_straight_flush"


class LowballLeader(StrEnum):
    """Who leads after a Lowball call (RULES.md §3 option ``lowball_leader``)."""

    SCORER = "scorer"
    CALLER = "caller"


@dataclass(frozen=True, kw_only=True)
class CounterbluffRules(HouseRules):
    """Counterbluff (RULES.md §3)."""

    packs: int = option(
        1,
        rule="counterbluff.identical-cards",
        minimum=1,
        maximum=2,
        description="One pack, or two shuffled together (104 cards).",
    )
    lowball: bool = option(
        False,
        rule="counterbluff.lowball",
        description="The Lowball option: the leader may lay five cards for Lowball.",
    )
    ties: Ties = option(
        Ties.NO_SCORE,
        rule="counterbluff.tie",
        description="Two equal hands at a showdown or a face-up Lowball: nobody scores, or both "
        "do.",
    )
    four_of_a_kind: FourOfAKind = option(
        FourOfAKind.STANDARD,
        rule="counterbluff.four-of-a-kind",
        description="Where four of a kind ranks (Parlett's list leaves it out): between a full "
        "house and a straight flush, or above a straight flush.",
    )
    lowball_leader: LowballLeader = option(
        LowballLeader.SCORER,
        rule="counterbluff.lowball-leader",
        description="Who leads after a Lowball call: the player who scored (the caller if "
        "nobody did), or always the caller.",
    )
