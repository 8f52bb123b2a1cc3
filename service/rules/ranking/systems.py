"""Ranking systems as declarations: which way the ace plays, whether straights and flushes
count, and whether the best hand is the highest or the lowest (RULES.md §0).

The four five-card systems of the full pack share the tables (:class:`RankingSystem`); a system
that ranks another number of cards or another pack has a small evaluator of its own
(:class:`OtherSystem`: badugi and short-deck high, RULES.md §7). Both kinds go through the one
entry point, :func:`service.rules.ranking.evaluate.evaluate_hand`, and both give values in which
greater is better.

Every system ranks a five-card hand the same way underneath: by its pairing, then (where they
count) straights and flushes, then ranks from the top, as in high poker, with the ace valued
high or low. A low system ranks that order upside down. So one scorer serves all four.

>>> DECLARATIONS[RankingSystem.ACE_TO_SIX].straights_and_flushes_count
True
>>> system_named("badugi")
<OtherSystem.BADUGI: 'badugi'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Final, TypeAlias


class RankingSystem(StrEnum):
    """A way of ranking five-card hands."""

    HIGH = "high"
    ACE_TO_FIVE = "ace_to_five"
    ACE_TO_SIX = "ace_to_six"
    DEUCE_TO_SEVEN = "deuce_to_seven"


class OtherSystem(StrEnum):
    """A ranking system the five-card tables do not serve: it has an evaluator of its own."""

    BADUGI = "badugi"
    """Four cards of different ranks and suits, lowest wins (RULES.md §7); :mod:`.badugi`."""
    SHORT_DECK = "short_deck"
    """High poker with 36 cards, a flush above a full house (RULES.md §7); :mod:`.short_deck`."""
    SHORT_DECK_TRIPS = "short_deck_trips"
    """Short deck with three of a kind above a straight too, as some houses rank it."""


AnySystem: TypeAlias = RankingSystem | OtherSystem
"""Any ranking system :func:`~service.rules.ranking.evaluate.evaluate_hand` takes."""

ALL_SYSTEMS: Final[tuple[AnySystem, ...]] = (*RankingSystem, *OtherSystem)
"""Every ranking system, the five-card ones first: what a request may name."""
_BY_NAME: Final[dict[str, AnySystem]] = {system.value: system for system in ALL_SYSTEMS}


def system_named(name: str) -> AnySystem:
    """The ranking system whose value is ``name`` (KeyError for none): for an edge that reads
    a name from every kind of system."""
    return _BY_NAME[name]


@dataclass(frozen=True, kw_only=True, slots=True)
class SystemDeclaration:
    """What distinguishes one ranking system from another."""

    system: RankingSystem
    name: str
    low: bool
    """The lowest hand wins."""
    ace_low: bool
    """The ace counts as 1, below the deuce; otherwise it is above the king."""
    straights_and_flushes_count: bool
    wheel_is_straight: bool
    """A-2-3-4-5 is a straight (in high poker with the ace also low, and in ace-to-six)."""
    rule: str
    """The rulebook id of the system."""


DECLARATIONS: Final = MappingProxyType(
    {
        d.system: d
        for d in (
            SystemDeclaration(
                system=RankingSystem.HIGH, name="High", low=False, ace_low=False,
                straights_and_flushes_count=True, wheel_is_straight=True, rule="high.categories",
            ),
            SystemDeclaration(
                system=RankingSystem.ACE_TO_FIVE, name="Ace-to-five low", low=True, ace_low=True,
                straights_and_flushes_count=False, wheel_is_straight=False,
                rule="low.ace-to-five",
            ),
            SystemDeclaration(
                system=RankingSystem.ACE_TO_SIX, name="Ace-to-six low", low=True, ace_low=True,
                straights_and_flushes_count=True, wheel_is_straight=True, rule="low.ace-to-six",
            ),
            SystemDeclaration(
                system=RankingSystem.DEUCE_TO_SEVEN, name="Deuce-to-seven low", low=True,
                ace_low=False, straights_and_flushes_count=True, wheel_is_straight=False,
                rule="low.deuce-to-seven",
            ),
        )
    }
)  # fmt: skip
